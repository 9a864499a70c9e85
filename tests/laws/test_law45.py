"""Law 45 (card played) by clause, in 2017 and where 2007, 1997 or 1963 differ (laws.md §1.5, §2;
seeds 002 Swedish 1997, 004 Dutch 1963). Positions are built as incidents and run through the
engine, so each test checks the clause function and its use at the table."""

from __future__ import annotations

from typing import Any

import pytest
from _choice_helpers import ev, first
from _choice_helpers import session as session_c5
from _law45_session_helpers import TOUCH, WRONG_HAND, C, of
from _law45_session_helpers import rule as rule_session
from _law46_table_helpers import E63, HEART_QUEEN, tbl
from _law46_table_helpers import rule as rule_table
from _law46B5_session_helpers import on, session
from _withdraw_helpers import MISPLACED, choose, play

from bridgelaw.cards import Card, Seat
from bridgelaw.editions import Edition
from bridgelaw.engine import TableSession, render_text, rule_incident
from bridgelaw.errors import ChoiceError
from bridgelaw.i18n import render
from bridgelaw.incident import parse_incident
from bridgelaw.laws import law45
from bridgelaw.laws.law16 import withdrawal_label_16
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


def test_45C4b_2017_without_the_finding_the_director_decides() -> None:
    """Scope and window allow the change: whether the first designation was a slip of the
    tongue is the Director's finding, so the ruling waits for him (the queen stands meanwhile)."""
    r = last([LEAD, QUEEN, EAST_ACE, CHANGE])
    assert (r.outcome, r.card, r.law) == (Outcome.DIRECTOR, Card.parse("HQ"), "45C4(b)")
    assert r.needs == "slip_of_tongue"
    assert r.extra["if_allowed"] == "HT"


def test_45C4b_2017_not_a_slip_change_refused() -> None:
    r = last([LEAD, QUEEN, EAST_ACE, CHANGE], findings={"slip_of_tongue": False})
    assert (r.outcome, r.card, r.law) == (Outcome.CHANGE_REFUSED, Card.parse("HQ"), "45C4(b)")
    assert r.extra["reason"] == "not_slip"


def test_45C4b_2017_window_closes_when_declarer_plays_again() -> None:
    r = last([LEAD, QUEEN, EAST_ACE, {"by": "S", "play": "H5"}, CHANGE], findings={"slip_of_tongue": True})
    assert r.outcome is Outcome.CHANGE_REFUSED and r.extra["reason"] == "window_2017"


#: trick 2 ends with dummy's "club two" (E C4, S C5, W C6), then "no, the club three" (a slip found)
_DUMMY_ENDS_TRICK_THEN_CHANGE = parse_incident(
    {
        "contract": "2S",
        "declarer": "S",
        "deal": DEAL,
        "play": ["H2", "H4", "HA", "H5", "C4", "C5", "C6"],
        "findings": {"slip_of_tongue": True},
        "events": [{"by": "S", "say": "club two"}, {"by": "S", "say": "no, the club three"}],
    }
)


def test_45C4b_2017_window_survives_end_of_trick_if_declarer_has_not_played() -> None:
    # trick 2: E leads C4, S C5, W C6, dummy fourth; the trick is complete, declarer has not played since
    rs = rule_incident(_DUMMY_ENDS_TRICK_THEN_CHANGE)
    assert rs[-1].outcome is Outcome.CHANGE_ALLOWED and str(rs[-1].card) == "C3"


def test_45C4b_2017_refusal_names_the_card_and_hand_that_closed_the_window() -> None:
    """2017 45C4(b) (option O-45C4B-WINDOW, any card): the window closes when declarer next
    plays a card from either hand; the refusal says which card and from which hand."""
    r = last([LEAD, QUEEN, EAST_ACE, {"by": "S", "play": "H5"}, CHANGE], findings={"slip_of_tongue": True})
    assert r.outcome is Outcome.CHANGE_REFUSED and r.extra["reason"] == "window_2017"
    assert r.extra["since"] == "S:H5"
    assert r.text == ("The queen of hearts stays played: declarer has since played the five of hearts from "
                      "his own hand, and the time to change a designation ends when declarer next plays a "
                      "card from either hand (Law 45C4(b)).")
    for lang in ("ru", "de", "fr", "pl", "it", "sv", "nl", "da", "nb"):
        assert render_text(r, lang).text != r.text, lang  # translated, not English


def test_45C4b_2017_a_change_with_no_opponent_card_after_it_offers_no_withdrawal() -> None:
    """47D: an opponent may withdraw a card he played after the changed card; when dummy's card
    was the last of the trick nobody did, and the ruling says nothing about it."""
    r = rule_incident(_DUMMY_ENDS_TRICK_THEN_CHANGE)[-1]
    assert r.outcome is Outcome.CHANGE_ALLOWED and r.extra["withdrawable"] == []
    assert "opponent" not in r.text and r.text.endswith("Law 16C1 applies to the withdrawn card.")
    after = rule([LEAD, QUEEN, EAST_ACE, CHANGE], findings={"slip_of_tongue": True})[-1]
    assert "an opponent who played after it may withdraw his card" in after.text


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


STILL_FACED = {"trick_quitted": False}  # the Director found trick 1 not yet quitted (65A)


def test_45E1_defender_fifth_card_penalty_card() -> None:
    r = last([*TRICK1, {"by": "W", "play": "H7", "findings": STILL_FACED}])
    assert (r.outcome, r.law, r.penalty) == (Outcome.PENALTY_CARD, "45E1", "major")


def test_45E1_deemed_lead_is_lead_out_of_turn() -> None:
    r = last([*TRICK1, {"by": "W", "play": "H7", "findings": {"deemed_lead": True, **STILL_FACED}}])
    assert r.outcome is Outcome.OPTIONS and "accept_lead" in r.options


def test_45E2_declarer_fifth_card_returned_without_rectification() -> None:
    r = last([*TRICK1, {"by": "S", "play": "D3", "findings": STILL_FACED}])
    assert (r.outcome, r.law) == (Outcome.NOT_PLAYED, "45E2")


def test_45E_second_card_to_a_trick_of_two_cards_is_not_a_fifth_card_48A() -> None:
    # declarer's second card to a trick that holds two cards: not 45E (a trick of four cards);
    # declarer's exposed card goes back without rectification (48A)
    r = last([*TRICK1, {"by": "E", "play": "C4"}, {"by": "S", "play": "C5"}, {"by": "S", "play": "CA"}])
    assert (r.outcome, r.law, str(r.card)) == (Outcome.NOT_PLAYED, "48A", "CA")
    assert r.extra["not_fifth_card"] == "exposed_48A" and r.extra["cards_in_trick"] == 2


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


@pytest.mark.parametrize(("laws", "law"), [("2017", "45C4(b)"), ("2007", "45C4(b)"), ("1997", "45C4(b)"),
                                           ("1963", "45(d)")])
@pytest.mark.parametrize("slip", [True, False])
def test_45C4b_wrong_hand_call_never_changed_every_edition(laws: str, law: str, slip: bool) -> None:
    events = [{"by": "S", "say": "club three"}, {"by": "S", "say": "no, club two"},
              {"by": "W", "choose": "accept_lead"}]
    inc = parse_incident({"laws": laws, "events": events, "findings": {"slip_of_tongue": slip}, **WRONG_HAND})
    rs = rule_incident(inc)
    refused = of(rs, 1)
    assert (refused.outcome, refused.law, refused.card) == (Outcome.CHANGE_REFUSED, law, C("C3"))
    assert refused.extra["reason"] == "wrong_hand"
    assert refused.options == ("accept_lead", "require_retraction")
    accepted = of(rs, 2)
    assert (accepted.outcome, accepted.card, accepted.law) == (Outcome.PLAYED, C("C3"), "53A")


def test_45C4b_wrong_hand_decision_comes_first() -> None:
    facts = law45.ChangeFacts(by_declarer=True, dummy_card=True, by_naming=True, own_side_played_since=True,
                              slip_of_tongue=True, pause_for_thought=True, wrong_hand=True)
    for ed in (Edition.E2017, Edition.E2007, Edition.E1997, Edition.E1963):
        assert law45.may_change_designation_45C4b(facts, edition=ed, regulations=REGS).reason == "wrong_hand"


@pytest.mark.parametrize(("laws", "reason"), [("2017", "scope_named"), ("2007", "scope_played"),
                                              ("1997", "scope_played"), ("1963", "scope_played")])
def test_45C4b_touched_dummy_card_45C3_cannot_be_changed(laws: str, reason: str) -> None:
    # RU 2007 45C3: a dummy card declarer "преднамеренно дотронулся" is played, not designated
    r = of(rule_session([TOUCH, CHANGE], laws, findings={"slip_of_tongue": True}), 1)
    assert (r.outcome, r.extra["reason"]) == (Outcome.CHANGE_REFUSED, reason)


@pytest.mark.parametrize("laws", ["1997", "2007", "1963"])
def test_45C4b_1997_2007_1963_gesture_may_be_changed(laws: str) -> None:
    r = of(rule_session([{"by": "S", "point": "HQ"}, CHANGE], laws, findings={"slip_of_tongue": True}), 1)
    assert (r.outcome, r.card) == (Outcome.CHANGE_ALLOWED, C("HT"))


def test_45C4b_2017_gesture_refused_with_its_own_reason_text() -> None:
    r = of(rule_session([{"by": "S", "point": "HQ"}, CHANGE], "2017", findings={"slip_of_tongue": True}), 1)
    assert r.extra["reason"] == "scope_gesture"
    assert "gesture" in r.text and "touched or placed" not in r.text


def test_45C4a_2007_gesture_text_does_not_say_unchangeable() -> None:
    r = of(rule_session([{"by": "S", "point": "HQ"}], "2007"), 0)
    assert "cannot be changed" not in r.text and "57C" not in r.text


def test_45E1_without_a_statement_the_card_is_still_a_fifth_card() -> None:
    rs = rule_session([{"by": "W", "play": "H2"}], "2017", play=["D2", "DQ", "DK", "DA"],
                      findings={"trick_quitted": False})
    assert (of(rs, 0).outcome, of(rs, 0).law) == (Outcome.PENALTY_CARD, "45E1")


def test_45E2_1997_declarer_not_on_lead_card_returned() -> None:
    # E won trick 1; S's extra C5 deemed a lead: no right to lead (RU commentary 45.7) -> back to hand
    r = of(rule_session([{"by": "S", "play": "C5"}], "1997", play=["H2", "H4", "HA", "H5"],
                findings={"deemed_lead": True, "trick_quitted": False}), 0)
    assert (r.outcome, r.law, r.card) == (Outcome.NOT_PLAYED, "45E2", C("C5"))
    assert "right to lead" in r.text


def test_45E2_2007_declarer_deemed_lead_is_a_lead_out_of_turn_law_55() -> None:
    r = of(rule_session([{"by": "S", "play": "C5"}], "2007", play=["H2", "H4", "HA", "H5"],
                findings={"deemed_lead": True, "trick_quitted": False}), 0)
    assert (r.outcome, r.law) == (Outcome.OPTIONS, "55A")
    assert r.extra["lead_laws"] == "55"


@pytest.mark.parametrize(("edition", "laws"), [(Edition.E2017, "55"), (Edition.E2007, "55"),
                                               (Edition.E1997, "53")])
def test_45E2_lead_laws_by_edition(edition: Edition, laws: str) -> None:
    assert law45.fifth_card_lead_laws_45E(defender=False, edition=edition) == laws
    assert law45.fifth_card_lead_laws_45E(defender=True, edition=edition) == "53, 56"


def test_45C4a_1963_words_when_dummy_not_to_play_labelled_45d() -> None:
    # words that correct ("no, ...") the designation to the trick just completed: a change
    # attempt, under the 1963 label; plain words naming a card are a lead (55A: out of turn,
    # East won the trick - tests/laws/test_law55A_words_when_lead_due.py)
    rs = rule_session([{"by": "S", "say": "heart queen"}, {"by": "E", "play": "HA"},
                       {"by": "S", "play": "H5"}, {"by": "S", "say": "no, the club two"}], "1963")
    assert of(rs, 3).law == "45(d)"


def test_45D_1963_no_provision_director() -> None:
    r = of(rule_session([{"by": "N", "dummy_places": "HQ"}], "1963"), 0)
    assert (r.outcome, r.law) == (Outcome.DIRECTOR, "45")
    assert "no_provision_1963" in r.flags and "47" in r.text
    assert not r.options


@pytest.mark.parametrize("seat", ["S", "W"])
def test_45E_1963_no_provision_director(seat: str) -> None:
    card = "C5" if seat == "S" else "H7"
    r = of(rule_session([{"by": seat, "play": card}], "1963", play=["H2", "H4", "HA", "H5"],
                        findings={"trick_quitted": False}), 0)
    assert (r.outcome, r.law) == (Outcome.DIRECTOR, "45")
    assert "no_provision_1963" in r.flags and r.penalty is None


@pytest.mark.parametrize(("edition", "ref"), [(Edition.E2017, "16C"), (Edition.E2007, "16D"),
                                              (Edition.E1997, "16C2"), (Edition.E1963, None)])
def test_45D_law16_reference_by_edition(edition: Edition, ref: str | None) -> None:
    assert withdrawal_label_16(edition, after_dummys_card_45D=True) == ref


def test_45D_1997_withdrawal_cites_16C2_without_penalty() -> None:
    rs = rule_session([{"by": "N", "dummy_places": "HQ"}, {"by": "E", "play": "HA"},
                       {"by": "S", "say": "heart ten"}, {"by": "E", "choose": "withdraw:HA"}], "1997")
    r = of(rs, 3)
    assert (r.outcome, r.law) == (Outcome.WITHDRAWN, "45D")
    assert "16C2" in r.text and "without penalty" in r.text


def test_45C4b_2007_declarer_played_from_hand_closes_window_text() -> None:
    rs = rule_session([{"by": "S", "say": "heart queen"}, {"by": "E", "play": "HA"},
                       {"by": "S", "play": "H5"}, CHANGE], "2007", findings={"slip_of_tongue": True})
    r = of(rs, 3)
    assert r.extra["reason"] == "window_declarer_2007"
    assert "his own hand" in r.text and "his partner has since played" not in r.text


@pytest.mark.parametrize(("laws", "stands"), [("2017", "45D2"), ("2007", "45D")])
def test_45D_2007_2017_card_stands_when_window_closes(laws: str, stands: str) -> None:
    events = [{"by": "N", "dummy_places": "H4"}, {"by": "E", "play": "HA"}, {"by": "S", "play": "H5"},
              {"by": "E", "play": "D5"}, {"by": "S", "play": "DA"}]
    inc = parse_incident({"laws": laws, "contract": "2S", "declarer": "S", "deal": DEAL, "play": ["H2"],
                          "events": events})
    s = TableSession.from_incident(inc)
    rs = s.apply_all(inc.events)
    assert "if attention is drawn" in render_text(rs[0]).text
    last = [r for r in rs if r.event == 4]
    assert (last[-1].outcome, last[-1].law, last[-1].card) == (Outcome.PLAYED, stands, C("H4"))
    assert all(w.card is not C("H4") for w in s.withdrawn)


def test_45C4b_1963_without_interruption_not_pause_for_thought() -> None:
    rs = rule_session([{"by": "S", "say": "heart queen"}, CHANGE], "1963", findings={"slip_of_tongue": True})
    r = of(rs, 1)
    assert r.outcome is Outcome.CHANGE_ALLOWED
    assert "without interruption" in r.text and "pause for thought" not in r.text


def test_45C4b_2007_refusal_without_slip_of_the_tongue() -> None:
    events = [{"by": "S", "say": "heart queen"}, CHANGE]
    r = of(rule_session(events, "2007", findings={"slip_of_tongue": False}), 1)
    assert r.extra["reason"] == "not_unintended" and "slip of the tongue" not in r.text


@pytest.mark.parametrize("events", [
    [{"by": "S", "point": "HQ"}],
    [{"by": "N", "say": "play the queen"}],
])
def test_45_1963_texts_cite_no_2017_numbers(events: list[dict[str, Any]]) -> None:
    for r in rule_session(events, "1963"):
        for ref in ("45C4(b)", "57C", "43A1", "45F", "48A", "WBF"):
            assert ref not in r.text, (ref, r.text)


def test_45E2_1997_without_penalty() -> None:
    r = of(rule_session([{"by": "S", "play": "C5"}], "1997", play=["H2", "H4", "HA", "H5"],
                        findings={"trick_quitted": False}), 0)
    assert "without penalty" in r.text and "rectification" not in r.text


@pytest.mark.parametrize(("laws", "word"), [("2017", "shall award"), ("2007", "shall award"),
                                            ("1997", "reserves the right")])
def test_45F_adjusted_score_wording_by_edition(laws: str, word: str) -> None:
    r = of(rule_session([{"by": "N", "dummy_indicates": "HQ"}], laws), 0)
    assert word in r.text and "adjustment_possible" in r.flags


def test_45E1_accidental_fifth_card_minor_by_50B() -> None:
    r = of(rule_session([{"by": "W", "play": "H7", "findings": {"accidental": True, **STILL_FACED}}], "2017",
                play=["H2", "H4", "HA", "H5"]), 0)
    assert (r.outcome, r.penalty, r.extra["accidental"]) == (Outcome.PENALTY_CARD, "minor", True)


def test_45E1_accidental_honour_still_major() -> None:
    r = of(rule_session([{"by": "W", "play": "HK", "findings": {"accidental": True, **STILL_FACED}}], "2017",
                play=["H2", "H4", "HA", "H5"]), 0)
    assert r.penalty == "major"


def test_45E1_deliberate_fifth_card_major_by_default() -> None:
    r = of(rule_session([{"by": "W", "play": "H7", "findings": STILL_FACED}], "2017",
                        play=["H2", "H4", "HA", "H5"]), 0)
    assert (r.penalty, r.extra["accidental"]) == ("major", False)


def test_45C4b_2007_russian_seed_wording_and_declension() -> None:
    rs = rule_session([{"by": "S", "say": "heart queen"}, CHANGE], "2007", findings={"slip_of_tongue": True})
    text = render_text(of(rs, 1), "ru").text
    assert "ненамеренным" in text and "без паузы на размышление" in text
    assert "Обозначение дамы червей" in text


def test_45A_russian_instrumental_card_name() -> None:
    r = of(rule_session([{"by": "S", "say": "heart queen"}, {"by": "E", "play": "HA"}], "2017"), 1)
    assert render_text(r, "ru").text.startswith("Восток играет тузом червей")


def test_45F_russian_adjusted_score_as_the_FSBR_text_and_capital_director() -> None:
    text = render_text(of(rule_session([{"by": "N", "dummy_indicates": "HQ"}], "2007"), 0), "ru").text
    assert "присуждает компенсирующую запись" in text and "Судья" in text and "судья" not in text


def test_45_english_dummy_plays_text() -> None:
    r = of(rule_session([TOUCH], "2017"), 0)
    assert r.text == "Dummy plays the queen of hearts (Law 45C3)."


def test_45C4a_1963_named_card_is_labelled_45d() -> None:
    t = tbl("KJ9.Q9.5.J932", "W:H2", "4S")
    r = rule_table(t, HEART_QUEEN, E63)
    assert (str(r.card), r.law) == ("HQ", "45(d)") and "label_unverified" not in r.flags
    assert "(Law 45(d))" in render(r, "en").text and "(Правило 45(d))" in render(r, "ru").text


def test_45C4a_1963_complete_naming_with_finding_points_to_45d() -> None:
    r = rule_table(tbl("KJ9.Q9.5.J932", "W:H2", "4S"), HEART_QUEEN, E63, meant="H9")
    assert r.law == "45(d)" and "as Law 45(d) allows" in render(r, "en").text


def test_45C4b_2017_change_text_does_not_claim_no_pause_for_thought() -> None:
    events = [
        {"by": "S", "say": "heart queen"},
        {"by": "E", "play": "HA"},
        {"by": "S", "say": "no, the heart ten"},
    ]
    _, rs = session(events, findings={"slip_of_tongue": True, "pause_for_thought": True})
    r = render_text(on(rs, 2))
    assert r.outcome is Outcome.CHANGE_ALLOWED
    assert "pause" not in r.text and "slip of the tongue" in r.text


def test_45C4b_2007_change_text_keeps_without_pause_for_thought() -> None:
    events = [{"by": "S", "say": "heart queen"}, {"by": "S", "say": "no, the heart ten"}]
    _, rs = session(events, laws="2007", findings={"slip_of_tongue": True})
    assert "without pause for thought" in render_text(on(rs, 1)).text


def test_45C5_major_penalty_card_is_compulsory_at_first_legal_opportunity() -> None:
    # West leads a club; East exposes his club jack while dummy is to play: a major penalty card
    s, rs = session_c5([{"by": "W", "play": "C6"}, {"by": "E", "show": "CJ", "partner_could_see": True}])
    r = first(rs, 1)
    assert (r.outcome, r.penalty) == (Outcome.PENALTY_CARD, "major")
    assert Card.parse("CJ") in s.penalty_cards
    assert s.table.legal_cards(Seat.E) == [Card.parse("CJ")]


def test_45C5_following_suit_outranks_the_penalty_card() -> None:
    # West leads a spade; East exposes his club jack: East holds spades (A764), so 44C comes first
    s, rs = session_c5([{"by": "W", "play": "S3"}, {"by": "E", "show": "CJ", "partner_could_see": True}])
    assert first(rs, 1).penalty == "major"
    legal = s.table.legal_cards(Seat.E)
    assert legal and all(c.suit.letter == "S" for c in legal)
    assert [p.card for p in s.penalty_cards.of(Seat.E)] == [Card.parse("CJ")]


@pytest.mark.parametrize(
    ("edition", "condition"),
    [
        (Edition.E2017, "slip_of_tongue"),
        (Edition.E2007, "no_pause_for_thought"),
        (Edition.E1997, "no_pause_for_thought"),
        (Edition.E1963, "without_interruption"),
    ],
)
def test_45C4b_change_condition_by_edition(edition: Edition, condition: str) -> None:
    assert law45.change_condition_45C4b(edition) == condition


@pytest.mark.parametrize(
    ("error_trick", "trick_number", "current", "too_late"),
    [
        (3, 3, [], False),  # still the trick of the error
        (3, 3, [(Seat.W, "S2"), (Seat.N, "S3")], False),
        (3, 4, [], False),  # next trick, nothing played
        (3, 4, [(Seat.E, "H2")], False),  # only the defenders
        (3, 4, [(Seat.N, "H2")], False),  # only the declaring side
        (3, 4, [(Seat.E, "H2"), (Seat.S, "H3")], True),  # both sides
        (3, 5, [], True),  # two tricks later
    ],
)
def test_45D_too_late_once_both_sides_played_to_next_trick(
    error_trick: int, trick_number: int, current: list[tuple[Seat, str]], too_late: bool
) -> None:
    trick = [(s, Card.parse(c)) for s, c in current]
    got = law45.both_sides_played_to_next_trick_45D(
        error_trick=error_trick, trick_number=trick_number, current_trick=trick, declarer=Seat.S
    )
    assert got is too_late


@pytest.mark.parametrize(
    ("changed_by", "allowed"),
    [(Seat.E, True), (Seat.W, False), (Seat.N, False)],
)
def test_45D1_declarer_may_withdraw_too_after_rho_changed(changed_by: Seat, allowed: bool) -> None:
    # declarer South: his RHO is East
    assert law45.declarer_may_withdraw_too_45D1(changed_by=changed_by, declarer=Seat.S) is allowed


@pytest.mark.parametrize(("defender", "laws"), [(True, "53, 56"), (False, "55")])
def test_45E_fifth_card_deemed_lead_laws(defender: bool, laws: str) -> None:
    assert law45.fifth_card_lead_laws_45E(defender=defender) == laws


def test_45D1_correction_offers_defender_withdrawal() -> None:
    _, rs = session_c5(MISPLACED)
    r = first(rs, 4)
    assert (r.outcome, str(r.card), r.options) == (Outcome.PLAYED, "HT", ("withdraw:HA",))
    assert first(rs, 1).options == ()  # nothing to withdraw yet when dummy misplaced the card


def test_45D1_rho_changes_then_declarer_may_withdraw_his_later_card() -> None:
    s, rs = session_c5([*MISPLACED, choose("E", "withdraw:HA"), play("E", "H3")])
    w = first(rs, 5)
    assert (w.outcome, w.law, w.extra["held"]) == (Outcome.WITHDRAWN, "45D1", ["S:H5"])
    assert first(rs, 6).extra["then"] == ["replayed:S:H5"]
    o = s.open_choice
    assert o is not None and (o.choosers, o.options) == (frozenset({Seat.S}), ("withdraw:H5",))
    (r,) = s.apply(ev(by="S", choose="withdraw:H5"))
    assert (r.outcome, r.law, r.seat) == (Outcome.WITHDRAWN, "45D1", Seat.S)
    assert r.info == {"authorised": ["E/W"], "unauthorised": ["N/S"]}
    assert s.table.turn is Seat.S and len(s.table.current_trick) == 3
    assert C("H5") in s.table.hand(Seat.S)
    s.apply(ev(by="S", play="H5"))  # his only heart: he plays it again
    assert s.table.tricks[-1].card_of(Seat.S) is C("H5") and s.open_choice is None


def test_45D1_declarer_has_no_withdrawal_unless_rho_changed() -> None:
    s, _ = session_c5(MISPLACED)
    with pytest.raises(ChoiceError):
        s.apply(ev(by="S", choose="withdraw:H5"))


def test_45D1_designation_after_withdrawal_with_intervening_events_corrects_dummys_card() -> None:
    # regression: trick 1 named H4; trick 2 dummy puts out C2 unnamed (4th card, trick complete);
    # W's fifth card and a show intervene; declarer's next words designate dummy's card (45D),
    # not a 45C4(b) change of the trick-1 designation
    events = [
        {"by": "S", "say": "heart four"},
        {"by": "E", "play": "HA"},
        {"by": "S", "play": "H5"},
        {"by": "E", "play": "C4"},
        {"by": "S", "play": "CA"},
        {"by": "W", "play": "C6"},
        {"by": "N", "dummy_places": "C2"},
        {"by": "W", "play": "C9"},
        {"by": "W", "show": "D8", "partner_could_see": True},
        {"by": "S", "say": "club three"},
    ]
    s, rs = session_c5(events, play=["H2"])
    r = first(rs, 9)
    assert (r.outcome, r.seat, r.card) == (Outcome.PLAYED, Seat.N, C("C3"))
    assert r.law.startswith("46") or r.law.startswith("45")
    assert [str(c) for _, c in s.table.tricks[-1].cards] == ["C4", "CA", "C6", "C3"]
    assert C("C2") in s.table.hand(Seat.N)
