"""Laws 42-43 by clause and edition: dummy's absolute and qualified rights, his limitations,
and the consequences of breaking them (43B1, 43B2(a)-(c), 43B3), with the 1975 differences
seed 003 names; the incident form of the new events."""

from __future__ import annotations

from typing import Any

import pytest

from bridgelaw.cards import Seat
from bridgelaw.editions import Edition
from bridgelaw.laws.law42_43 import (
    DummyAct,
    DummyEvent,
    DummyState,
    dummy_state_after_43A2,
    parse_dummy_event,
    rule_dummy_event,
)
from bridgelaw.rulings import Outcome

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W
ST = DummyState(declarer=S)
LOST = DummyState(declarer=S, rights_lost=True, declarer_showed_out=True)
MODERN = [Edition.E2017, Edition.E2007, Edition.E1997]


def one(raw: dict[str, Any], st: DummyState = ST, edition: Edition = Edition.E2017) -> tuple[str, str]:
    rulings = rule_dummy_event(parse_dummy_event({"by": "N", **raw}), st, edition)
    r = rulings[-1]
    return r.outcome.value, r.law


# ------------------------------------------------------------------------------ 42A


def test_42A1_information_on_fact_or_law_with_the_director_present() -> None:
    present = DummyState(declarer=S, director_present=True)
    assert one({"dummy_says": "fact_or_law"}, present) == ("allowed", "42A1")
    assert one({"dummy_says": "fact_or_law"}) == ("irregularity", "43A1(c)")


def test_42A2_keeping_count_but_not_telling_declarer_during_play() -> None:
    assert one({"dummy_says": "trick_count"}) == ("irregularity", "43A1(c)")  # seed 003 42.4
    assert one({"dummy_says": "trick_count"}, DummyState(declarer=S, play_over=True)) == ("allowed", "42A2")


def test_42A_dummy_comment_on_the_play_is_43A1c() -> None:
    rulings = rule_dummy_event(parse_dummy_event({"by": "N", "dummy_says": "play"}), ST)
    assert rulings[0].law == "43A1(c)" and "procedural_penalty_90" in rulings[0].flags


# ------------------------------------------------------------------------------ 42B1


@pytest.mark.parametrize("edition", MODERN)
def test_42B1_dummy_asks_declarer_who_showed_out(edition: Edition) -> None:
    st = DummyState(declarer=S, declarer_showed_out=True)
    assert one({"dummy_asks": "revoke", "to": "S"}, st, edition) == ("allowed", "42B1")


@pytest.mark.parametrize("edition", MODERN)
def test_42B1_dummy_may_not_ask_a_defender(edition: Edition) -> None:
    st = DummyState(declarer=S, declarer_showed_out=True)
    assert one({"dummy_asks": "revoke", "to": "E"}, st, edition) == ("irregularity", "43A1(c)")


def test_42B1_nothing_to_ask_when_declarer_followed() -> None:
    assert one({"dummy_asks": "revoke", "to": "S"}) == ("irregularity", "43A1(c)")


@pytest.mark.parametrize(("edition", "law"), [(Edition.E2017, "42A3"), (Edition.E2007, "42B2")])
def test_42B1_about_dummys_own_hand_even_after_rights_lost_WBF_LC_2001(edition: Edition, law: str) -> None:
    assert one({"dummy_asks": "revoke", "about_dummy": True}, LOST, edition) == ("allowed", law)


# ------------------------------------------------------------------------------ 42B2


@pytest.mark.parametrize("edition", MODERN)
def test_42B2_dummy_warns_declarer_wrong_hand(edition: Edition) -> None:
    assert one({"dummy_warns": "wrong_hand", "to": "S"}, ST, edition) == ("allowed", "42B2")


@pytest.mark.parametrize(("edition", "expected"), [
    (Edition.E2017, ("allowed", "42B2")),
    (Edition.E2007, ("irregularity", "43A1(c)")),
    (Edition.E1997, ("irregularity", "43A1(c)")),  # seed 003 42.3 "but not by a defender"
])
def test_42B2_preventing_a_defenders_irregularity_by_edition(edition: Edition,
                                                             expected: tuple[str, str]) -> None:
    assert one({"dummy_warns": "revoke", "to": "E"}, ST, edition) == expected


# ------------------------------------------------------------------------------ 42B3 / 43A1(b)


def test_42B3_drawing_attention_after_play() -> None:
    over = DummyState(declarer=S, play_over=True)
    assert one({"dummy_draws_attention": "irregularity", "offender": "E"}, over) == ("allowed", "42B3")


@pytest.mark.parametrize("edition", MODERN)
def test_43A1b_drawing_attention_during_play(edition: Edition) -> None:
    assert one({"dummy_draws_attention": "irregularity", "offender": "E"}, ST, edition) == \
        ("irregularity", "43A1(b)")


def test_1975_misplaced_quitted_card_could_be_pointed_out_seed_003_43_4() -> None:
    assert one({"dummy_draws_attention": "misplaced_card"}, ST, Edition.E1975) == ("allowed", "65")
    assert one({"dummy_draws_attention": "misplaced_card"}, ST, Edition.E1997) == ("irregularity", "43A1(b)")


# ------------------------------------------------------------------------------ 43A1(a)


@pytest.mark.parametrize(("edition", "wording"), [
    (Edition.E2017, "may not"), (Edition.E2007, "should not"), (Edition.E1997, "should not")])
def test_43A1a_dummy_calls_director_during_play(edition: Edition, wording: str) -> None:
    r = rule_dummy_event(parse_dummy_event({"by": "N", "dummy_calls_director": True}), ST, edition)[-1]
    assert (r.outcome, r.law) == (Outcome.IRREGULARITY, "43A1(a)")
    assert r.extra["wording"] == wording and r.extra["law90"] == "usually_not"  # seed 003 43.5


@pytest.mark.parametrize("st", [DummyState(declarer=S, attention_drawn=True),
                                DummyState(declarer=S, play_stopped=True),  # seed 003 43.2 (68D)
                                DummyState(declarer=S, play_over=True)])
def test_43A1a_dummy_may_call_after_attention_drawn_claim_or_end(st: DummyState) -> None:
    assert one({"dummy_calls_director": True}, st) == ("allowed", "43A1(a)")


# ------------------------------------------------------------------------------ 43A2, 43A3


@pytest.mark.parametrize(("raw", "law"), [
    ({"dummy_looks": "S"}, "43A2(a)"),
    ({"dummy_looks": "S", "how": "exchange"}, "43A2(a)"),
    ({"dummy_looks": "S", "how": "leaves_seat"}, "43A2(b)"),
    ({"dummy_looks": "W"}, "43A2(c)"),
])
@pytest.mark.parametrize("edition", MODERN)
def test_43A2_breaches_lose_dummys_rights(raw: dict[str, Any], law: str, edition: Edition) -> None:
    ev = parse_dummy_event({"by": "N", **raw})
    rulings = rule_dummy_event(ev, ST, edition)
    assert [(r.outcome, r.law) for r in rulings] == [(Outcome.IRREGULARITY, law)]
    assert "rights_lost" in rulings[0].flags
    assert dummy_state_after_43A2(ev, ST, rulings).rights_lost


def test_43A3_2017_defender_shows_dummy_his_hand() -> None:
    ev = parse_dummy_event({"by": "N", "dummy_looks": "E", "how": "shown"})
    rulings = rule_dummy_event(ev, ST, Edition.E2017)
    assert [(r.law, r.seat) for r in rulings] == [("43A3", E), ("43A2(c)", N)]


@pytest.mark.parametrize("edition", [Edition.E2007, Edition.E1997])
def test_43A2c_before_2017_only_on_his_own_initiative(edition: Edition) -> None:
    ev = parse_dummy_event({"by": "N", "dummy_looks": "E", "how": "shown"})
    rulings = rule_dummy_event(ev, ST, edition)
    assert [(r.outcome, r.law) for r in rulings] == [(Outcome.ALLOWED, "43A2(c)")]
    assert not dummy_state_after_43A2(ev, ST, rulings).rights_lost


# ------------------------------------------------------------------------------ 43B2, 43B3


@pytest.mark.parametrize("edition", MODERN)
def test_43B2a_warning_after_losing_rights_defenders_choose_the_hand(edition: Edition) -> None:
    r = rule_dummy_event(parse_dummy_event({"by": "N", "dummy_warns": "wrong_hand", "to": "S"}), LOST,
                         edition)[-1]
    assert (r.outcome, r.law, r.options) == (Outcome.OPTIONS, "43B2(a)", ("lead_from:S", "lead_from:N"))


@pytest.mark.parametrize("edition", MODERN)
def test_43B2b_first_to_ask_about_declarers_revoke_after_losing_rights(edition: Edition) -> None:
    ev = parse_dummy_event({"by": "N", "dummy_asks": "revoke", "to": "S", "declarer_revoked": True})
    r = rule_dummy_event(ev, LOST, edition)[-1]
    assert (r.outcome, r.law, r.extra["law64_as_established"]) == (Outcome.WITHDRAWN, "43B2(b)", True)


def test_43B2b_needs_the_finding_whether_declarer_revoked() -> None:
    r = rule_dummy_event(parse_dummy_event({"by": "N", "dummy_asks": "revoke"}), LOST)[-1]
    assert (r.outcome, r.law, r.needs) == (Outcome.DIRECTOR, "43B2(b)", "declarer_revoked")
    ev = parse_dummy_event({"by": "N", "dummy_asks": "revoke", "declarer_revoked": False})
    assert rule_dummy_event(ev, LOST)[-1].outcome is Outcome.IRREGULARITY


def test_43B2b_not_first_to_ask_is_ordinary_42B1() -> None:
    st = DummyState(declarer=S, rights_lost=True, declarer_showed_out=True, others_asked=True)
    assert one({"dummy_asks": "revoke"}, st) == ("allowed", "42B1")


@pytest.mark.parametrize(("edition", "law", "flag"), [
    (Edition.E2017, "43B3", "no_immediate_rectification"),
    (Edition.E2007, "43B3", "no_immediate_rectification"),
    (Edition.E1997, "43B2(c)", "no_rectification"),
    (Edition.E1987, "43B2(c)", "no_rectification"),
])
def test_43B3_43B2c_first_to_point_at_a_defenders_irregularity(edition: Edition, law: str,
                                                               flag: str) -> None:
    ev = parse_dummy_event({"by": "N", "dummy_draws_attention": "irregularity", "offender": "W"})
    r = rule_dummy_event(ev, LOST, edition)[-1]
    assert (r.outcome, r.law) == (Outcome.DIRECTOR, law) and flag in r.flags
    if law == "43B3":
        assert r.extra["adjust"] == "defenders_only"


def test_43B1_every_breach_is_liable_to_a_procedural_penalty() -> None:
    for raw in ({"dummy_says": "play"}, {"dummy_calls_director": True}, {"dummy_looks": "W"},
                {"dummy_draws_attention": "irregularity", "offender": "E"}):
        r = rule_dummy_event(parse_dummy_event({"by": "N", **raw}), ST)[-1]
        assert "procedural_penalty_90" in r.flags, raw


def test_state_after_a_breach_then_the_warning_is_43B2a() -> None:
    st = DummyState(declarer=S)
    looks = parse_dummy_event({"by": "N", "dummy_looks": "S"})
    st = dummy_state_after_43A2(looks, st, rule_dummy_event(looks, st))
    warns = parse_dummy_event({"by": "N", "dummy_warns": "wrong_hand"})
    assert rule_dummy_event(warns, st)[-1].law == "43B2(a)"


@pytest.mark.parametrize("edition", [Edition.E1975, Edition.E1963])
def test_1975_1963_texts_not_available_flagged(edition: Edition) -> None:
    rulings = rule_dummy_event(parse_dummy_event({"by": "N", "dummy_calls_director": True}), ST, edition)
    assert rulings[0].outcome is Outcome.DIRECTOR and rulings[0].needs == "law_text"
    assert all("unverified" in r.flags for r in rulings)


# ------------------------------------------------------------------------------ the event form


@pytest.mark.parametrize(("raw", "message"), [
    ({"by": "N"}, "exactly one of"),
    ({"by": "N", "dummy_warns": "wrong_hand", "dummy_asks": "revoke"}, "exactly one of"),
    ({"by": "N", "dummy_warns": "loudly"}, "dummy_warns: 'loudly' is not one of wrong_hand, revoke, other"),
    ({"by": "N", "dummy_looks": "X"}, "seat"),
    ({"by": "N", "dummy_looks": "E", "how": "peeking"}, "how: 'peeking'"),
    ({"by": "N", "dummy_asks": "revoke", "declarer_revoked": "yes"}, "declarer_revoked"),
])
def test_parse_dummy_event_refuses_bad_input(raw: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        parse_dummy_event(raw)


def test_only_dummy_makes_dummy_events() -> None:
    with pytest.raises(ValueError, match="E is not dummy"):
        rule_dummy_event(DummyEvent(DummyAct.WARNS, E, "wrong_hand"), ST)
