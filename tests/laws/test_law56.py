"""Law 56: a defender's lead out of turn - declarer accepts (53A) or the card becomes a major
penalty card (50D) - 2017 (laws.md §1.13)."""

from __future__ import annotations

from _choice_helpers import first, session

from bridgelaw.cards import Card, Seat
from bridgelaw.rulings import Outcome

W_WINS = ["HK", "HQ", "H3", "H5"]
E_LOOT = {"by": "E", "play": "C4", "findings": {"deemed_lead": True}}


def test_56_defenders_lead_out_of_turn_declarer_chooses() -> None:
    _, rs = session([E_LOOT], play=W_WINS)
    r = first(rs, 0)
    assert (r.outcome, r.law, r.options) == (Outcome.OPTIONS, "56", ("accept_lead", "require_retraction"))


def test_56_refused_major_penalty_card_and_50D2_before_partner_leads() -> None:
    s, rs = session([E_LOOT, {"by": "S", "choose": "require_retraction"}], play=W_WINS)
    r, offer = [x for x in rs if x.event == 1]
    assert (r.outcome, r.law, r.penalty) == (Outcome.PENALTY_CARD, "56", "major")
    assert s.penalty_cards.majors(Seat.E) == (Card.parse("C4"),)
    assert (offer.law, offer.seat, offer.options) == ("50D2", Seat.W, ("require:C", "prohibit:C", "neither"))


def test_56_accepted_lead_is_played_and_declarer_plays_next() -> None:
    s, rs = session([E_LOOT, {"by": "S", "choose": "accept_lead"}], play=W_WINS)
    assert (first(rs, 1).outcome, first(rs, 1).law) == (Outcome.PLAYED, "53A")
    assert s.table.turn is Seat.S and not len(s.penalty_cards)
