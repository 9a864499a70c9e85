"""Law 45 (card played) by clause, in 2017 and where 2007, 1997 or 1963 differ (laws.md §1.5, §2;
seeds 002 Swedish 1997, 004 Dutch 1963). Positions are built as incidents and run through the
engine, so each test checks the clause function and its use at the table."""

from __future__ import annotations

from typing import Any

import pytest

from bridgelaw.cards import Card, Seat
from bridgelaw.editions import Edition
from bridgelaw.engine import TableSession, rule_incident
from bridgelaw.incident import parse_incident
from bridgelaw.laws import law45
from bridgelaw.regulations import Regulations
from bridgelaw.rulings import Outcome, Ruling

# N dummy, S declarer in spades, W on lead (incident-format.md example deal)
DEAL = "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"
REGS = Regulations()


def rule(events: list[dict[str, Any]], laws: str = "2017", **kw: Any) -> list[Ruling]:
    inc = parse_incident(
        {"laws": laws, "contract": "2S", "declarer": "S", "deal": DEAL, "events": events, **kw}
    )
    return rule_incident(inc)


def last(events: list[dict[str, Any]], laws: str = "2017", **kw: Any) -> Ruling:
    """The (first) ruling on the last event; later rulings on it are offers such as 50D2."""
    rs = rule(events, laws, **kw)
    return next(r for r in rs if r.event == rs[-1].event)


LEAD = {"by": "W", "play": "H2"}
QUEEN = {"by": "S", "say": "heart queen"}
EAST_ACE = {"by": "E", "play": "HA"}
CHANGE = {"by": "S", "say": "no, the heart ten"}


# ---------------------------------------------------------------- 45A / 45B


def test_45A_defender_faces_card_it_is_played() -> None:
    r = last([LEAD])
    assert (r.outcome, r.card, r.law, r.seat) == (Outcome.PLAYED, Card.parse("H2"), "45A", Seat.W)


def test_45A_1963_single_article() -> None:
    assert last([LEAD], "1963").law == "45"


def test_45B_declarer_picks_up_dummy_card_himself() -> None:
    r = last([LEAD, {"by": "S", "play": "HQ"}])
    assert (r.outcome, r.seat, r.card, r.law) == (Outcome.PLAYED, Seat.N, Card.parse("HQ"), "45B")


def test_45B_dummy_faces_the_named_card_is_no_new_play() -> None:
    r = last([LEAD, QUEEN, {"by": "N", "dummy_places": "HQ"}])
    assert (r.outcome, r.card, r.law) == (Outcome.PLAYED, Card.parse("HQ"), "45B")


# ---------------------------------------------------------------- 45C1


def test_45C1_defender_card_partner_could_see_is_played() -> None:
    r = last([LEAD, {"by": "S", "say": "low"}, {"by": "E", "show": "HA", "partner_could_see": True}])
    assert (r.outcome, r.card, r.law) == (Outcome.PLAYED, Card.parse("HA"), "45C1")


def test_45C1_partner_could_not_see_not_played_no_penalty_card() -> None:
    r = last([LEAD, {"by": "S", "say": "low"}, {"by": "E", "show": "HA", "partner_could_see": False}])
    assert r.outcome is Outcome.NOT_PLAYED and r.law == "49"


def test_45C1_in_doubt_the_card_is_played() -> None:
    # RU commentary 45.10: unless satisfied that partner could not see it, deem it played
    r = last([LEAD, {"by": "S", "say": "low"}, {"by": "E", "show": "HA"}])
    assert r.outcome is Outcome.PLAYED


def test_45C1_1963_label_45a() -> None:
    r = last([LEAD, {"by": "S", "say": "low"}, {"by": "E", "show": "HA", "partner_could_see": True}], "1963")
    assert r.law == "45(a)" and r.outcome is Outcome.PLAYED


def test_45C1_after_own_play_exposed_card_is_penalty_card() -> None:
    r = last(
        [LEAD, {"by": "S", "say": "low"}, EAST_ACE, {"by": "E", "show": "SA", "partner_could_see": True}]
    )
    assert (r.outcome, r.penalty) == (Outcome.PENALTY_CARD, "major")


# ---------------------------------------------------------------- 45C2


@pytest.mark.parametrize(
    ("laws", "where", "outcome", "law"),
    [
        ("2017", "touching_table", Outcome.PLAYED, "45C2(a)"),
        ("2017", "played_position", Outcome.PLAYED, "45C2(b)"),
        ("2017", "lifted", Outcome.NOT_PLAYED, "45C2"),
        ("2007", "played_position", Outcome.PLAYED, "45C2(b)"),
        ("1997", "touching_table", Outcome.PLAYED, "45C2"),
        ("1963", "touching_table", Outcome.PLAYED, "45(b)"),
        ("1963", "played_position", Outcome.NOT_PLAYED, "45(b)"),
    ],
)
def test_45C2_declarer_own_card(laws: str, where: str, outcome: Outcome, law: str) -> None:
    r = last([LEAD, QUEEN, EAST_ACE, {"by": "S", "hold": "H5", "where": where}], laws)
    assert (r.outcome, r.law, r.card) == (outcome, law, Card.parse("H5"))


def test_45C2_lifted_and_withdrawn_in_one_motion_leaves_card_in_hand() -> None:
    inc = parse_incident(
        {
            "contract": "2S",
            "declarer": "S",
            "deal": DEAL,
            "events": [LEAD, QUEEN, EAST_ACE, {"by": "S", "hold": "H5", "where": "lifted"}],
        }
    )
    s = TableSession.from_incident(inc)
    s.apply_all(inc.events)
    assert Card.parse("H5") in s.table.hand(Seat.S)


def test_45C2_where_not_found_needs_director() -> None:
    d = law45.declarer_card_45C2(where=None, edition=Edition.E2017)
    assert d.needs == "where" and not d.played


# ---------------------------------------------------------------- 45C3


@pytest.mark.parametrize(
    ("purpose", "outcome"),
    [
        ("play", Outcome.PLAYED),
        ("arrange", Outcome.NOT_PLAYED),
        ("reach", Outcome.NOT_PLAYED),
    ],
)
def test_45C3_declarer_touches_dummy_card(purpose: str, outcome: Outcome) -> None:
    r = last([LEAD, {"by": "S", "touch": "HQ", "purpose": purpose}])
    assert (r.outcome, r.law, r.card) == (outcome, "45C3", Card.parse("HQ"))


def test_45C3_purpose_unknown_director_needs_it() -> None:
    r = last([LEAD, {"by": "S", "touch": "HQ"}])
    assert (r.outcome, r.needs) == (Outcome.DIRECTOR, "purpose")


def test_45C3_1963_label() -> None:
    assert last([LEAD, {"by": "S", "touch": "HQ", "purpose": "play"}], "1963").law == "45(c)"


# ---------------------------------------------------------------- 45C4(a)


def test_45C4a_declarer_names_dummy_card() -> None:
    r = last([LEAD, QUEEN])
    assert (r.outcome, r.seat, r.card, r.law) == (Outcome.PLAYED, Seat.N, Card.parse("HQ"), "45C4(a)")


def test_45C4a_defender_names_his_own_card_in_turn() -> None:
    r = last([{"by": "W", "say": "heart seven"}])
    assert (r.outcome, r.card, r.law) == (Outcome.PLAYED, Card.parse("H7"), "45C4(a)")


def test_45C4a_1963_label() -> None:
    assert last([{"by": "W", "say": "heart seven"}], "1963").law == "45(d)"


# ---------------------------------------------------------------- 45C4(b) 2017


def test_45C4b_2017_slip_of_tongue_change_allowed() -> None:
    rs = rule([LEAD, QUEEN, EAST_ACE, CHANGE], findings={"slip_of_tongue": True})
    r = rs[-1]
    assert (r.outcome, r.card, r.law) == (Outcome.CHANGE_ALLOWED, Card.parse("HT"), "45C4(b)")
    assert r.options == ("withdraw:HA",)  # 47D: per card
    assert r.extra["withdrawable"] == ["E:HA"]


def test_45C4b_2017_old_card_back_to_dummy_with_16C_tags() -> None:
    inc = parse_incident(
        {
            "contract": "2S",
            "declarer": "S",
            "deal": DEAL,
            "findings": {"slip_of_tongue": True},
            "events": [LEAD, QUEEN, EAST_ACE, CHANGE],
        }
    )
    s = TableSession.from_incident(inc)
    s.apply_all(inc.events)
    assert Card.parse("HQ") in s.table.hand(Seat.N)
    assert [str(c) for _, c in s.table.current_trick] == ["H2", "HT", "HA"]
    (w,) = s.withdrawn
    assert (w.card, w.law) == (Card.parse("HQ"), "47C")
    assert w.info == {"authorised": ["E/W"], "unauthorised": ["N/S"]}


def test_45C4b_2017_without_slip_change_refused() -> None:
    r = last([LEAD, QUEEN, EAST_ACE, CHANGE])
    assert (r.outcome, r.card, r.law) == (Outcome.CHANGE_REFUSED, Card.parse("HQ"), "45C4(b)")


def test_45C4b_2017_window_closes_when_declarer_plays_again() -> None:
    r = last([LEAD, QUEEN, EAST_ACE, {"by": "S", "play": "H5"}, CHANGE], findings={"slip_of_tongue": True})
    assert r.outcome is Outcome.CHANGE_REFUSED and r.extra["reason"] == "window_2017"


def test_45C4b_2017_window_survives_end_of_trick_if_declarer_has_not_played() -> None:
    # trick 2: E leads C4, S C5, W C6, dummy fourth; the trick is complete, declarer has not played since
    inc = parse_incident(
        {
            "contract": "2S",
            "declarer": "S",
            "deal": DEAL,
            "play": ["H2", "H4", "HA", "H5", "C4", "C5", "C6"],
            "findings": {"slip_of_tongue": True},
            "events": [{"by": "S", "say": "club two"}, {"by": "S", "say": "no, the club three"}],
        }
    )
    rs = rule_incident(inc)
    assert rs[-1].outcome is Outcome.CHANGE_ALLOWED and str(rs[-1].card) == "C3"


def test_45C4b_2017_touched_card_cannot_be_changed() -> None:
    r = last([LEAD, {"by": "S", "touch": "HQ", "purpose": "play"}, CHANGE], findings={"slip_of_tongue": True})
    assert r.outcome is Outcome.CHANGE_REFUSED and r.extra["reason"] == "scope_named"


def test_45C4b_2017_defender_may_not_change() -> None:
    r = last(
        [{"by": "W", "say": "heart seven"}, {"by": "W", "say": "no, heart two"}],
        findings={"slip_of_tongue": True},
    )
    assert r.outcome is Outcome.CHANGE_REFUSED and r.extra["reason"] == "scope_declarer_dummy"


# ---------------------------------------------------------------- 45C4(b) 2007, 1997, 1963


def test_45C4b_2007_any_player_may_change_with_16D_tags() -> None:
    r = last(
        [{"by": "W", "say": "heart seven"}, {"by": "W", "say": "no, heart two"}],
        "2007",
        findings={"slip_of_tongue": True},
    )
    assert (r.outcome, str(r.card)) == (Outcome.CHANGE_ALLOWED, "H2")
    assert r.info["unauthorised"] == ["E/W"]


def test_45C4b_2007_until_partner_has_played() -> None:
    r = last(
        [LEAD, QUEEN, EAST_ACE, {"by": "S", "play": "H5"}, CHANGE], "2007", findings={"slip_of_tongue": True}
    )
    assert r.outcome is Outcome.CHANGE_REFUSED and r.extra["reason"] == "window_declarer_2007"


def test_45C4b_2007_pause_for_thought_refused() -> None:
    r = last([LEAD, QUEEN, CHANGE], "2007", findings={"slip_of_tongue": True, "pause_for_thought": True})
    assert r.outcome is Outcome.CHANGE_REFUSED and r.extra["reason"] == "pause"


def test_45C4b_1997_inadvertent_without_pause_allowed() -> None:
    r = last([LEAD, QUEEN, EAST_ACE, CHANGE], "1997", findings={"slip_of_tongue": True})
    assert r.outcome is Outcome.CHANGE_ALLOWED and r.extra["withdrawable"] == ["E:HA"]


def test_45C4b_1963_without_interruption_allowed() -> None:
    r = last([LEAD, QUEEN, CHANGE], "1963", findings={"slip_of_tongue": True})
    assert (r.outcome, r.law) == (Outcome.CHANGE_ALLOWED, "45(d)")


def test_45C4b_1997_further_play_from_his_side_is_a_pause() -> None:
    facts = law45.ChangeFacts(
        by_declarer=True, dummy_card=True, by_naming=True, own_side_played_since=True, slip_of_tongue=True
    )
    d = law45.may_change_designation_45C4b(facts, edition=Edition.E1997, regulations=REGS)
    assert not d.played and d.reason == "window_pause"


def test_45C4b_window_option_legal_card_only() -> None:
    facts = law45.ChangeFacts(
        by_declarer=True,
        dummy_card=True,
        by_naming=True,
        own_side_played_since=True,
        legal_plays_only=False,
        slip_of_tongue=True,
    )
    strict = law45.may_change_designation_45C4b(facts, edition=Edition.E2017, regulations=REGS)
    loose = law45.may_change_designation_45C4b(
        facts, edition=Edition.E2017, regulations=Regulations({"O-45C4B-WINDOW": "legal_card"})
    )
    assert not strict.played and loose.played


def test_45C4b_wrong_hand_never_inadvertent() -> None:
    facts = law45.ChangeFacts(
        by_declarer=True,
        dummy_card=True,
        by_naming=True,
        own_side_played_since=False,
        slip_of_tongue=True,
        wrong_hand=True,
    )
    assert not law45.may_change_designation_45C4b(facts, edition=Edition.E1997, regulations=REGS).played


# ---------------------------------------------------------------- 45D


def test_45D1_dummy_places_unnamed_card_withdrawn_then_named_card_played() -> None:
    rs = rule([LEAD, {"by": "N", "dummy_places": "HQ"}, EAST_ACE, {"by": "S", "say": "heart ten"}])
    assert (rs[1].outcome, rs[1].law) == (Outcome.WITHDRAWN, "45D1")
    assert (rs[3].outcome, str(rs[3].card)) == (Outcome.PLAYED, "HT")
    assert rs[3].extra["withdrawable"] == ["E:HA"]


def test_45D_2007_label_and_16D_information() -> None:
    rs = rule([LEAD, QUEEN, {"by": "N", "dummy_places": "HT"}], "2007")
    assert (rs[-1].outcome, rs[-1].law) == (Outcome.WITHDRAWN, "45D")
    assert rs[-1].info == {"authorised": ["E/W"], "unauthorised": ["N/S"]}


def test_45D_too_late_card_stands() -> None:
    d = law45.dummy_places_unnamed_45D(
        both_sides_played_to_next_trick=True, edition=Edition.E2017, regulations=REGS
    )
    assert d.played and d.law == "45D2"


# ---------------------------------------------------------------- 45E


TRICK1 = [LEAD, QUEEN, EAST_ACE, {"by": "S", "play": "H5"}]  # E wins and leads


def test_45E1_defender_fifth_card_penalty_card() -> None:
    r = last([*TRICK1, {"by": "W", "play": "H7"}])
    assert (r.outcome, r.law, r.penalty) == (Outcome.PENALTY_CARD, "45E1", "major")


def test_45E1_deemed_lead_is_lead_out_of_turn() -> None:
    r = last([*TRICK1, {"by": "W", "play": "H7", "findings": {"deemed_lead": True}}])
    assert r.outcome is Outcome.OPTIONS and "accept_lead" in r.options


def test_45E2_declarer_fifth_card_returned_without_rectification() -> None:
    r = last([*TRICK1, {"by": "S", "play": "D3"}])
    assert (r.outcome, r.law) == (Outcome.NOT_PLAYED, "45E2")


def test_45E2_second_card_to_same_trick() -> None:
    r = last([*TRICK1, {"by": "E", "play": "C4"}, {"by": "S", "play": "C5"}, {"by": "S", "play": "CA"}])
    assert (r.outcome, r.law, str(r.card)) == (Outcome.NOT_PLAYED, "45E2", "CA")


# ---------------------------------------------------------------- 45F


def test_45F_2017_dummy_indicates_no_card_played_adjustment_possible() -> None:
    r = last([LEAD, {"by": "N", "dummy_indicates": "HQ"}])
    assert (r.outcome, r.law) == (Outcome.NOT_PLAYED, "45F")
    assert "adjustment_possible" in r.flags and "summon_director" in r.flags


def test_45F_1963_director_may_forbid_suggested_line() -> None:
    r = last([LEAD, {"by": "N", "dummy_indicates": "HQ"}], "1963")
    assert r.options == ("forbid_suggested_line",) and r.law == "45"


def test_45F_no_suggestion_found() -> None:
    r = last([LEAD, {"by": "N", "dummy_indicates": "HQ", "findings": {"suggestion": False}}])
    assert r.outcome is Outcome.NOT_PLAYED and "adjustment_possible" not in r.flags


# ---------------------------------------------------------------- 45G


def test_45G_turning_card_before_trick_complete() -> None:
    assert law45.turned_face_down_45G(cards_in_trick=2, edition=Edition.E2017).reason == "too_early"
    assert law45.turned_face_down_45G(cards_in_trick=4, edition=Edition.E2017).reason == "in_order"


def test_45D_attention_after_both_sides_played_to_next_trick_card_stands() -> None:
    # dummy puts out HQ unasked; the trick is completed and both sides play to the next one
    events = [
        LEAD,
        {"by": "N", "dummy_places": "HQ"},
        {"by": "E", "play": "H3"},
        {"by": "S", "play": "H5"},
        {"by": "S", "say": "spade two"},
        {"by": "E", "play": "S4"},
    ]
    inc = parse_incident({"contract": "2S", "declarer": "S", "deal": DEAL, "events": events})
    s = TableSession.from_incident(inc)
    rs = s.apply_all(inc.events)
    assert rs[1].outcome is Outcome.WITHDRAWN
    assert Card.parse("HQ") not in s.table.hand(Seat.N)  # too late: dummy's card stands
    assert (rs[4].outcome, rs[4].card) == (Outcome.PLAYED, Card.parse("S2"))
    assert s.where_are_cards()["played"] == 6


def _after_dummy_leads(events: list[dict[str, Any]]) -> tuple[TableSession, list[Ruling]]:
    # trick 1: W H2, N HQ, E H3, S H5 - dummy wins and leads the spade two
    inc = parse_incident(
        {
            "contract": "2S",
            "declarer": "S",
            "deal": DEAL,
            "play": ["H2", "HQ", "H3", "H5"],
            "events": [{"by": "S", "say": "spade two"}, *events],
        }
    )
    s = TableSession.from_incident(inc)
    return s, s.apply_all(inc.events)


def test_45F_defender_plays_before_partner_after_suggestion_no_rectification_57C() -> None:
    s, rs = _after_dummy_leads(
        [
            {"by": "N", "dummy_indicates": "S8"},
            {"by": "W", "play": "S3"},
            {"by": "E", "play": "S4"},
            {"by": "S", "play": "SQ"},
        ]
    )
    assert (rs[2].outcome, rs[2].law, rs[2].penalty) == (Outcome.PLAYED, "57C2", None)
    assert [str(c) for _, c in s.table.tricks[-1].cards] == ["S2", "S4", "SQ", "S3"]
    assert not len(s.penalty_cards)


def test_45C1_defender_plays_before_partner_without_suggestion_57A_major_penalty_card() -> None:
    s, rs = _after_dummy_leads([{"by": "W", "play": "S3"}])
    assert (rs[-1].outcome, rs[-1].law, rs[-1].penalty) == (Outcome.PENALTY_CARD, "57A", "major")
    assert Card.parse("S3") in s.penalty_cards


def test_45A_defender_plays_at_rho_turn_57D_card_played_at_proper_turn() -> None:
    rs = rule([LEAD, {"by": "E", "play": "HA"}, {"by": "S", "say": "heart four"}])
    assert (rs[1].outcome, rs[1].law) == (Outcome.PLAYED, "57D")
    assert rs[2].extra["then"][0].startswith("premature:E:HA")
