"""Law 54: faced opening lead out of turn (54A spread, 54B accept, 54C must accept, 54D refuse,
54E declaring side) - 2017 (laws.md §1.13)."""

from __future__ import annotations

import pytest
from _choice_helpers import first, session

from bridgelaw.cards import Card, Seat
from bridgelaw.editions import Edition
from bridgelaw.i18n import render
from bridgelaw.laws import law54, law60
from bridgelaw.laws.verdict import LeadOutOfTurn, PenaltyCard
from bridgelaw.rulings import Outcome

LOOT = {"by": "E", "play": "HA"}  # West was to make the opening lead


def test_54_opening_lead_out_of_turn_offers_three_options() -> None:
    _, rs = session([LOOT])
    r = first(rs, 0)
    assert (r.outcome, r.law) == (Outcome.OPTIONS, "54")
    assert r.options == ("accept_lead", "spread_hand", "require_retraction")


def test_54A_declarer_spreads_and_becomes_dummy() -> None:
    s, rs = session([LOOT, {"by": "S", "choose": "spread_hand"}])
    r = first(rs, 1)
    assert (r.outcome, r.law, r.extra["new_declarer"]) == (Outcome.PLAYED, "54A", "N")
    assert s.table.declarer is Seat.N and s.table.dummy is Seat.S
    assert s.table.current_trick == [(Seat.E, Card.parse("HA"))] and s.table.turn is Seat.S


def test_54B_declarer_accepts_and_plays_second_from_his_hand() -> None:
    s, rs = session([LOOT, {"by": "S", "choose": "accept_lead"}, {"by": "S", "play": "H5"}])
    assert (first(rs, 1).outcome, first(rs, 1).law) == (Outcome.PLAYED, "54B")
    assert [str(c) for _, c in s.table.current_trick] == ["HA", "H5"]


def test_54C_declarer_who_could_see_dummy_must_accept() -> None:
    _, rs = session([LOOT], findings={"declarer_saw_dummy": True})
    r = first(rs, 0)
    assert r.law == "54C" and "require_retraction" not in r.options


def test_54D_refused_lead_is_a_major_penalty_card_then_50D2_for_the_proper_leader() -> None:
    s, rs = session([LOOT, {"by": "S", "choose": "require_retraction"}])
    r, offer = [x for x in rs if x.event == 1]
    assert (r.outcome, r.law, r.penalty, r.card) == (Outcome.PENALTY_CARD, "54D", "major", Card.parse("HA"))
    assert (offer.outcome, offer.law, offer.seat) == (Outcome.OPTIONS, "50D2", Seat.W)
    assert offer.options == ("require:H", "prohibit:H", "neither")
    assert s.table.turn is Seat.W and Card.parse("HA") in s.table.hand(Seat.E)


def test_54E_opening_lead_by_declaring_side_is_law_24() -> None:
    _, rs = session([{"by": "S", "play": "DA"}])
    r = first(rs, 0)
    assert (r.outcome, r.law, r.needs) == (Outcome.DIRECTOR, "54E", "law24")


def test_54_result_rejects_unknown_option() -> None:
    with pytest.raises(ValueError, match="not an option of Law 54"):
        law54.chosen_54("neither", Seat.E, Card.parse("HA"), declarer=Seat.S, proper_leader=Seat.W)


# ------------------------------------------------------------------------ 54 with 60C/49/50B
# The proper leader (the offender's partner) faces a card after the opening lead out of turn and
# before declarer has chosen (BBO "Missed alert" 2010; EBU TD forum "Law 57 or 50" Q2): the card
# is a major penalty card and declarer keeps his Law 54 choice (tests/data/law57/ has both).

PARTNER_LEADS = {"by": "W", "play": "H2"}


@pytest.mark.parametrize("laws", ["2017", "2007", "1997"])
def test_54_60C_proper_leader_faces_card_major_penalty_card_choice_kept(laws: str) -> None:
    s, rs = session([LOOT, PARTNER_LEADS], laws)
    r = first(rs, 1)
    assert (r.outcome, r.law, r.penalty, r.card) == (Outcome.PENALTY_CARD, "60C", "major", Card.parse("H2"))
    assert r.options == ("accept_lead", "spread_hand", "require_retraction")
    assert s.penalty_cards.majors(Seat.W) == (Card.parse("H2"),)
    assert s.state.offer is not None and s.state.offer.law == "54" and not s.table.current_trick
    text = render(r).text
    assert "keeps his choice under Law 54" in text and "major penalty card" in text


def test_54B_accepted_then_the_penalty_card_is_played_at_first_legal_opportunity() -> None:
    s, rs = session([LOOT, PARTNER_LEADS, {"by": "S", "choose": "accept_lead"}, {"by": "S", "play": "H5"}])
    assert (first(rs, 2).law, str(first(rs, 2).card)) == ("54B", "HA")
    assert s.table.legal_cards(Seat.W) == [Card.parse("H2")]  # 50D1: a heart, and this one


def test_54A_declarer_spreads_the_penalty_card_stays() -> None:
    s, rs = session([LOOT, PARTNER_LEADS, {"by": "S", "choose": "spread_hand"}])
    assert first(rs, 2).law == "54A" and s.table.declarer is Seat.N
    assert s.penalty_cards.majors(Seat.W) == (Card.parse("H2"),)


def test_54D_refused_both_cards_major_then_50D2_for_the_proper_leader() -> None:
    s, rs = session([LOOT, PARTNER_LEADS, {"by": "S", "choose": "require_retraction"}])
    r, offer = [x for x in rs if x.event == 2]
    assert (r.law, r.penalty) == ("54D", "major") and (offer.law, offer.seat) == ("50D2", Seat.W)
    assert s.penalty_cards.majors(Seat.E) == (Card.parse("HA"),)
    assert s.penalty_cards.majors(Seat.W) == (Card.parse("H2"),)


def test_54C_declarer_who_saw_dummy_must_accept_the_lead_no_choice() -> None:
    """54C "he must accept the lead": no choice is offered - not even the 54A spread, a choice
    made with dummy's cards in view; the proper leader's card is then an ordinary play
    out of turn (57D), not a 60C card before declarer's choice."""
    _, rs = session([LOOT, PARTNER_LEADS], findings={"declarer_saw_dummy": True})
    r = first(rs, 0)
    assert (r.outcome, r.law, r.options) == (Outcome.PLAYED, "54C", ())
    assert first(rs, 1).law == "57D"


def test_54_60C_not_for_the_declaring_side_or_after_the_choice() -> None:
    # declarer's own card after the lead out of turn accepts it (53A by the next hand)
    _, rs = session([LOOT, {"by": "S", "play": "H5"}])
    assert first(rs, 1).law == "53A"
    # after declarer accepted, West's card is an ordinary play of his (in turn or 57D)
    _, rs = session([LOOT, {"by": "S", "choose": "accept_lead"}, PARTNER_LEADS])
    assert first(rs, 2).law == "57D"


def test_54_60C_ruling_function() -> None:
    v = law60.proper_leader_plays_before_choice_60C(
        LeadOutOfTurn.OPENING, Seat.E, Card.parse("HA"), Seat.W, Card.parse("SA"), edition=Edition.E2017
    )
    assert len(v.rulings) == 1 and v.rulings[0].extra == {"lead_out_of_turn": "HA", "keeps": "54"}
    assert [(e.seat, str(e.card), e.kind) for e in v.effects if isinstance(e, PenaltyCard)] == [
        (Seat.W, "SA", "major")
    ]


def test_54B2_declarer_plays_the_second_card_from_dummy_after_an_accepted_opening_lead() -> None:
    """54B2 (2017, 2007): the opening lead out of turn is accepted (54C: declarer saw dummy) and
    declarer calls the second card from dummy: it stands (td_review_18 15); 1997 has no such
    item - Law 57 (57C3's 2007+ words; 1997: "57", no provision)."""
    from pathlib import Path

    import yaml

    from bridgelaw.engine import rule_incident
    from bridgelaw.incident import parse_incident

    path = next((Path(__file__).resolve().parent.parent / "data" / "td_review_18").glob("15-*.yaml"))
    raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    data = {k: v for k, v in raw.items() if not k.startswith("x-")}
    for laws, label in (("2017", "54B2"), ("2007", "54B2"), ("1997", "57")):
        out = rule_incident(parse_incident({**data, "laws": laws}))
        first = next(r for r in out if r.event == 1)
        assert (first.outcome.value, str(first.card), first.law) == ("played", "H2", label), laws
