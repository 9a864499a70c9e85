"""45C4 for a defender's correction in one breath ("club queen, no, club nine";
td_review_18 24/25): the card named first is played (45C4(a)); the rest of the words are a
45C4(b) change attempt, ruled by edition and the Director's finding; a refused change leaves
the card then named as being in his hand, a penalty card (Law 49)."""

from __future__ import annotations

from _td18 import CLUBS_3NT, of, rule

from bridgelaw.engine import TableSession
from bridgelaw.incident import parse_incident

SAYS = {"by": "W", "say": "club queen, no, club nine"}


def test_45C4a_2017_defender_first_card_played_change_refused_nine_penalty_card_49() -> None:
    """2017 45C4(b) lets only declarer change the designation of a dummy card: the queen stays
    played whatever the Director finds about a slip; the nine is a major penalty card."""
    for findings in ({}, {"slip_of_tongue": True}, {"slip_of_tongue": False}):
        out = rule(CLUBS_3NT, [SAYS], findings=findings)
        assert of(out, 0) == ["played W:CQ 45C4(a)", "change_refused W:CQ 45C4(b)", "penalty_card W:C9 50B"]
        assert out[1].extra["reason"] == "scope_declarer_dummy"
        assert out[2].penalty == "major"


def test_50D1_2017_the_nine_is_in_the_area_and_must_be_led() -> None:
    s = TableSession.from_incident(parse_incident({**CLUBS_3NT, "laws": "2017", "events": [SAYS]}))
    s.apply(parse_incident({**CLUBS_3NT, "events": [SAYS]}).events[0])
    assert [(p.seat.letter, str(p.card), p.kind) for p in s.state.area] == [("W", "C9", "major")]


def test_45C4b_1997_slip_found_change_allowed() -> None:
    out = rule(CLUBS_3NT, [SAYS], laws="1997", findings={"slip_of_tongue": True})
    assert of(out, 0) == ["played W:CQ 45C4(a)", "change_allowed W:C9 45C4(b)"]


def test_45C4b_2007_no_finding_the_director_must_decide() -> None:
    """2007 and earlier: any player may change an inadvertent designation - whether it was one is
    the Director's finding; until then the queen stands (no confident answer either way)."""
    for laws in ("2007", "1997"):
        out = rule(CLUBS_3NT, [SAYS], laws=laws)
        assert of(out, 0) == ["played W:CQ 45C4(a)", "director W:CQ 45C4(b)"]
        assert out[1].needs == "slip_of_tongue" and out[1].extra["if_allowed"] == "C9"


def test_45C4b_2007_no_slip_found_change_refused_nine_penalty_card_49() -> None:
    out = rule(CLUBS_3NT, [SAYS], laws="2007", findings={"slip_of_tongue": False})
    assert of(out, 0) == ["played W:CQ 45C4(a)", "change_refused W:CQ 45C4(b)", "penalty_card W:C9 50B"]


def test_49_defender_names_a_card_out_of_turn_goes_to_the_area() -> None:
    """A defender naming a card as being in his hand when it is not his turn: the penalty card
    ruled is also on the table's area (it used to be ruled but not kept)."""
    base = {**CLUBS_3NT, "play": CLUBS_3NT["play"][:-1]}
    s = TableSession.from_incident(parse_incident({**base, "events": [{"by": "W", "say": "club nine"}]}))
    inc = parse_incident({**base, "events": [{"by": "W", "say": "club nine"}]})
    out = s.apply(inc.events[0])
    assert [r.outcome.value for r in out] == ["penalty_card"]
    assert [(p.seat.letter, str(p.card)) for p in s.state.area] == [("W", "C9")]


#: 4S by South, dummy's small heart led to trick 4; East holds QJT96 of hearts and QJT8 of diamonds
HEARTS_FOLLOW = {
    "contract": "4S", "declarer": "S",
    "deal": "N:KQ5.843.AK62.973 87.QJT96.QJT8.52 AJT942.AK.5.AK84 63.752.9743.QJT6",
    "play": ["CQ", "C3", "C2", "CA", "SA", "S3", "S5", "S7", "S2", "S6", "SK", "S8"],
}


def test_45C4a_defender_rank_without_suit_names_the_one_card_he_can_legally_play() -> None:
    """Following to hearts, East's "the queen - no, the nine" names his heart queen and his heart
    nine (the only queen and nine he can legally play: 46B2(b)'s reading of a rank), though he
    holds the queen of diamonds too: the queen is played, the change refused (2017), the nine a
    penalty card."""
    out = rule(HEARTS_FOLLOW, [{"by": "S", "say": "small heart"},
                               {"by": "E", "say": "the queen - no, the nine"}])
    assert of(out, 1) == ["played E:HQ 45C4(a)", "change_refused E:HQ 45C4(b)", "penalty_card E:H9 50B"]


def test_45C4a_defender_rank_that_leaves_a_choice_names_no_card() -> None:
    """Void in the spade led, East's "the queen" could be the heart or the diamond queen: his
    words name no card and nothing is played."""
    out = rule(HEARTS_FOLLOW, [{"by": "S", "say": "spade queen"}, {"by": "E", "say": "the queen"}])
    assert of(out, 0) == ["played N:SQ 45C4(a)"]
    assert [x.split()[0] for x in of(out, 1)] == ["not_played"]
