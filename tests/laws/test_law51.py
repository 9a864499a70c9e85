"""Law 51: two or more penalty cards (51A offender to play, 51B offender's partner to lead)."""

from __future__ import annotations

from _choice_helpers import ev, session
from _pc_helpers import c, lead_restrictions_50D2, table
from _penalty_card_events import EAST_SHOWS_SA, C, _east_two_clubs

from bridgelaw.cards import Seat
from bridgelaw.editions import Edition
from bridgelaw.laws.law50 import PenaltyCardArea, penalty_card_to_play_50D1
from bridgelaw.laws.law50.lead import lead_options_50D2
from bridgelaw.rulings import Outcome


def two(first: str, second: str, seat: Seat = Seat.E) -> PenaltyCardArea:
    return PenaltyCardArea().add(c(first), seat, "minor").add(c(second), seat, "minor")


def test_51A_two_legal_penalty_cards_declarer_designates() -> None:
    t = table(plays="S4 S2")
    a = two("SK", "SQ")
    t.restrictions = a.restrictions()
    assert [str(x) for x in t.legal_cards()] == ["SQ", "SK"]
    r = penalty_card_to_play_50D1(a, Seat.E, t, edition=Edition.E2017)
    assert r is not None and r.outcome is Outcome.OPTIONS and r.law == "51A"
    assert r.options == ("designate:SQ", "designate:SK")
    assert r.candidates == (c("SQ"), c("SK"))


def test_51A_only_one_legal_must_be_played() -> None:
    t = table(plays="S4 S2")
    a = two("SK", "H9")
    r = penalty_card_to_play_50D1(a, Seat.E, t, edition=Edition.E2017)
    assert r is not None and r.outcome is Outcome.PLAYED and r.card is c("SK")


def test_51B1a_same_suit_require_picks_up_all() -> None:
    t = table()
    a = two("SK", "S9")
    assert lead_options_50D2(a, Seat.W, t) == ["require:S", "prohibit:S", "neither"]
    new, rs, r = lead_restrictions_50D2(a, Seat.W, "require:S", t)
    assert len(new) == 0 and r.law == "51B1(a)"
    assert [(x.seat, x.suit.letter, x.kind) for x in rs] == [(Seat.W, "S", "require")]


def test_51B1b_same_suit_prohibit_picks_up_all() -> None:
    t = table()
    new, rs, r = lead_restrictions_50D2(two("SK", "S9"), Seat.W, "prohibit:S", t)
    assert len(new) == 0 and r.law == "51B1(b)" and rs[0].kind == "prohibit"
    t.restrictions = rs
    assert all(x.suit.letter != "S" for x in t.legal_cards())


def test_51B2_several_suits_options() -> None:
    t = table()
    a = two("SK", "H9")
    assert lead_options_50D2(a, Seat.W, t) == [
        "require:S", "require:H", "prohibit:S", "prohibit:H", "prohibit:S,H", "neither"]


def test_51B2a_require_one_suit_others_remain() -> None:
    t = table()
    new, rs, r = lead_restrictions_50D2(two("SK", "H9"), Seat.W, "require:H", t)
    assert r.law == "51B2(a)" and new.majors(Seat.E) == (c("SK"),)
    t.restrictions = [*rs, *new.restrictions()]
    assert {x.suit.letter for x in t.legal_cards()} == {"H"}


def test_51B2b_prohibit_several_suits_all_picked_up() -> None:
    t = table()
    new, rs, r = lead_restrictions_50D2(two("SK", "H9"), Seat.W, "prohibit:S,H", t)
    assert r.law == "51B2(b)" and len(new) == 0 and len(rs) == 2
    t.restrictions = rs
    assert {x.suit.letter for x in t.legal_cards()} == {"D", "C"}


def test_51B2c_neither_cards_remain_and_law_50_continues() -> None:
    t = table()
    a = two("SK", "H9")
    new, rs, r = lead_restrictions_50D2(a, Seat.W, "neither", t)
    assert r.law == "51B2(c)" and new is a and rs == []


def test_51B2_several_suits_offer_renewed_and_prohibit_combination() -> None:
    s, rs = session([EAST_SHOWS_SA, {"by": "E", "show": "HA", "partner_could_see": True}])
    offer = [r for r in rs if r.event == 1][-1]
    assert (offer.outcome, offer.law) == (Outcome.OPTIONS, "51B2")
    assert offer.options == ("require:S", "require:H", "prohibit:S", "prohibit:H", "prohibit:S,H", "neither")
    (r,) = s.apply(ev(by="S", choose="prohibit:S,H"))
    assert r.law == "51B2(b)" and not len(s.penalty_cards)
    assert {c.suit.letter for c in s.table.legal_cards(Seat.W)} == {"D", "C"}


def test_51A_declarer_designates_which_penalty_card() -> None:
    s, rs = session(_east_two_clubs())
    offer = [r for r in rs if r.event == 6][-1]
    assert (offer.outcome, offer.law, offer.options) == (
        Outcome.OPTIONS,
        "51A",
        ("designate:C4", "designate:CJ"),
    )
    s.apply(ev(by="S", choose="designate:C4"))
    assert s.rulings[-1].law == "51A" and s.table.current_trick[-1] == (Seat.E, C("C4"))
    assert s.penalty_cards.majors(Seat.E) == (C("CJ"),)
