"""Law 53 (lead out of turn accepted, proper lead, declarer's lead followed) by clause, in 2017 and
where 2007 differs (laws.md §1.13). Positions run through the engine and the ``choose`` event."""

from __future__ import annotations

import pytest
from _choice_helpers import ev, first, session

from bridgelaw.cards import Card, Seat
from bridgelaw.editions import Edition
from bridgelaw.errors import ChoiceError
from bridgelaw.laws import law53
from bridgelaw.rulings import Outcome

# trick 1: W HK, N HQ, E H3, S H5 - West wins and is to lead trick 2
W_WINS = ["HK", "HQ", "H3", "H5"]
DEEMED = {"deemed_lead": True}


def test_53A_lead_out_of_turn_accepted_by_statement() -> None:
    s, rs = session(
        [{"by": "E", "play": "C4", "findings": DEEMED}, {"by": "S", "choose": "accept_lead"}], play=W_WINS
    )
    r = first(rs, 1)
    assert (r.outcome, r.law, r.card, r.seat) == (Outcome.PLAYED, "53A", Card.parse("C4"), Seat.E)
    assert s.table.current_trick == [(Seat.E, Card.parse("C4"))] and s.table.turn is Seat.S


def test_53A_lead_accepted_by_a_card_from_the_next_hand() -> None:
    s, rs = session([{"by": "E", "play": "C4", "findings": DEEMED}, {"by": "S", "play": "C5"}], play=W_WINS)
    r = first(rs, 1)
    assert (r.outcome, r.law, r.card, r.seat) == (Outcome.PLAYED, "53A", Card.parse("C5"), Seat.S)
    assert [str(c) for _, c in s.table.current_trick] == ["C4", "C5"]
    assert not len(s.penalty_cards)


def test_53A_choosers_are_the_offenders_opponents() -> None:
    assert law53.choosers_53A(Seat.E, Seat.S) == frozenset({Seat.S})
    assert law53.choosers_53A(Seat.N, Seat.S) == frozenset({Seat.E, Seat.W})
    with pytest.raises(ChoiceError, match="belongs to S"):
        session(
            [{"by": "E", "play": "C4", "findings": DEEMED}, {"by": "W", "choose": "accept_lead"}], play=W_WINS
        )


def test_53B_proper_leader_leads_declarers_card_goes_back() -> None:
    s, rs = session([{"by": "S", "play": "C5", "findings": DEEMED}, {"by": "W", "play": "C6"}], play=W_WINS)
    assert first(rs, 0).law == "55A"
    r = first(rs, 1)
    assert (r.outcome, r.law, r.card, r.seat) == (Outcome.PLAYED, "53B", Card.parse("C6"), Seat.W)
    assert s.table.current_trick == [(Seat.W, Card.parse("C6"))]
    assert Card.parse("C5") in s.table.hand(Seat.S) and not len(s.penalty_cards)


def test_53B_proper_leader_after_defenders_lead_makes_it_a_major_penalty_card() -> None:
    # trick 1 won by dummy: N leads; W leads out of turn; declarer (from dummy) leads properly
    play = ["H2", "HQ", "H3", "H5"]
    s, rs = session([{"by": "W", "play": "C6", "findings": DEEMED}, {"by": "S", "play": "S2"}], play=play)
    assert first(rs, 0).law == "56"
    r = first(rs, 1)
    assert (r.law, r.seat, r.card) == ("53B", Seat.N, Card.parse("S2"))
    assert s.penalty_cards.majors(Seat.W) == (Card.parse("C6"),)


def test_53B_2007_is_53C() -> None:
    _, rs = session(
        [{"by": "S", "play": "C5", "findings": DEEMED}, {"by": "W", "play": "C6"}], "2007", play=W_WINS
    )
    assert first(rs, 1).law == "53C"
    r = law53.proper_lead_53B(Seat.E, Card.parse("C4"), Seat.S, declarer=Seat.S, edition=Edition.E2017)
    assert r.extra["penalty"] == "major" and r.law == "53B"


def test_53C_declarers_lead_stands_and_57_applies_to_the_defender_on_its_right() -> None:
    s, rs = session([{"by": "S", "play": "C5", "findings": DEEMED}, {"by": "E", "play": "C4"}], play=W_WINS)
    lead, early = [r for r in rs if r.event == 1]
    assert (lead.law, lead.seat, lead.card) == ("53C", Seat.S, Card.parse("C5"))
    assert (early.outcome, early.law, early.penalty) == (Outcome.PENALTY_CARD, "57A", "major")
    assert s.table.current_trick == [(Seat.S, Card.parse("C5"))]


def test_53_choice_not_on_offer_is_refused_and_record_unchanged() -> None:
    s, _ = session([{"by": "E", "play": "C4", "findings": DEEMED}], play=W_WINS)
    before = (len(s.record), s.table.snapshot())
    with pytest.raises(ChoiceError, match="not on offer"):
        s.apply(ev(by="S", choose="prohibit:H"))
    assert (len(s.record), s.table.snapshot()) == before
