"""Laws 42-43 through the engine (TableSession, rule_incident, ``bridgelaw rule``): dummy's
acts as event kinds, ruled by clause and edition, with what follows kept in the state."""

from __future__ import annotations

from typing import Any

import pytest

from bridgelaw.cards import Seat
from bridgelaw.engine import TableSession, rule_incident
from bridgelaw.errors import IncidentFormatError, NotYourTurnError
from bridgelaw.incident import parse_incident
from bridgelaw.laws.law42_43 import DummyState
from bridgelaw.record import Event, EventKind
from bridgelaw.rulings import Outcome, Ruling

DEAL = "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"
#: trick 1 W H2 N H4 E HA S H5; E leads H3 to trick 2 (declarer S has no heart left)
BASE: dict[str, Any] = {
    "format": "bridgelaw-incident/1",
    "contract": "2S",
    "declarer": "S",
    "deal": DEAL,
    "play": ["H2", "H4", "HA", "H5", "H3"],
}


def rule(events: list[dict[str, Any]], laws: str = "2017", **extra: Any) -> list[Ruling]:
    return rule_incident(parse_incident({**BASE, "laws": laws, "events": events, **extra}))


def last(events: list[dict[str, Any]], laws: str = "2017") -> tuple[Outcome, str]:
    r = rule(events, laws)[-1]
    return r.outcome, r.law


def test_42B1_dummy_asks_declarer_who_showed_out() -> None:
    assert last([{"by": "S", "play": "D3"}, {"by": "N", "dummy_asks": "revoke"}]) == (Outcome.ALLOWED, "42B1")


def test_42B1_43A1c_dummy_asks_when_declarer_has_not_shown_out() -> None:
    assert last([{"by": "N", "dummy_asks": "revoke"}]) == (Outcome.IRREGULARITY, "43A1(c)")


def test_42B1_43A1c_dummy_asks_a_defender() -> None:
    out = last([{"by": "S", "play": "D3"}, {"by": "N", "dummy_asks": "revoke", "to": "E"}])
    assert out == (Outcome.IRREGULARITY, "43A1(c)")


def test_43B2b_rights_lost_earlier_are_kept_in_the_state() -> None:
    """43A2(a) at one event, 43B2(b) at a later one: the state carries the lost rights. S is void
    in hearts, which the table knows: his D3 is no revoke, so nothing is corrected."""
    rs = rule(
        [{"by": "N", "dummy_looks": "S"}, {"by": "S", "play": "D3"}, {"by": "N", "dummy_asks": "revoke"}]
    )
    assert (rs[0].law, "rights_lost" in rs[0].flags) == ("43A2(a)", True)
    assert (rs[-1].outcome, rs[-1].law, rs[-1].needs) == (Outcome.IRREGULARITY, "43B2(b)", None)


def test_43B2b_needs_the_finding_when_declarers_hand_is_not_known() -> None:
    """S's hearts are not known (a partial hand): whether D3 revoked is the director's finding."""
    inc = {"format": "bridgelaw-incident/1", "contract": "2S", "declarer": "S",
           "hands": {"N": "KJ852.QT86.Q.32", "S": "QT..AT943.AQ8"}, "partial": ["S"],
           "trick": ["W:H3", "N:H4", "E:HA"],
           "events": [{"by": "N", "dummy_looks": "S"}, {"by": "S", "play": "D3"},
                      {"by": "N", "dummy_asks": "revoke"}]}
    rs = rule_incident(parse_incident(inc))
    assert (rs[-1].outcome, rs[-1].law, rs[-1].needs) == (Outcome.DIRECTOR, "43B2(b)", "declarer_revoked")


def test_43B2b_found_revoke_is_law64_as_established() -> None:
    rs = rule(
        [
            {"by": "N", "dummy_looks": "S"},
            {"by": "S", "play": "D3"},
            {"by": "N", "dummy_asks": "revoke", "declarer_revoked": True},
        ]
    )
    assert (rs[-1].outcome, rs[-1].law, rs[-1].extra["law64_as_established"]) == (
        Outcome.WITHDRAWN,
        "43B2(b)",
        True,
    )


def test_43B2a_session_state_keeps_dummy_state() -> None:
    """S won trick 1 (D2 DQ DK DA) and is on lead: after losing his rights dummy warns him
    against leading from the wrong hand; either defender chooses the hand (an offer)."""
    s = TableSession.from_incident(parse_incident({**BASE, "play": ["D2", "DQ", "DK", "DA"]}))
    assert s.state.recall(DummyState) is None
    s.apply(Event(EventKind.DUMMY_LOOKS, Seat.N, text="S", act_fields={"how": "exchange"}))
    assert s.state.recall(DummyState) is not None and s.state.recall(DummyState).rights_lost
    assert s.state_at(0).recall(DummyState) is None  # earlier states never change
    out = s.apply(Event(EventKind.DUMMY_WARNS, Seat.N, text="wrong_hand"))
    assert (out[0].outcome, out[0].law, out[0].options) == (
        Outcome.OPTIONS,
        "43B2(a)",
        ("lead_from:S", "lead_from:N"),
    )
    assert s.open_choice is not None and s.open_choice.choosers == frozenset({Seat.E, Seat.W})


@pytest.mark.parametrize(
    ("laws", "expected"),
    [
        ("2017", (Outcome.ALLOWED, "42B2")),
        ("2007", (Outcome.IRREGULARITY, "43A1(c)")),
        ("1997", (Outcome.IRREGULARITY, "43A1(c)")),
    ],
)
def test_42B2_dummy_warns_a_defender_by_edition(laws: str, expected: tuple[Outcome, str]) -> None:
    assert last([{"by": "N", "dummy_warns": "other", "to": "W"}], laws) == expected


@pytest.mark.parametrize(
    ("laws", "expected"),
    [
        ("2017", (Outcome.ALLOWED, "43A2(c)")),
        ("2007", (Outcome.ALLOWED, "43A2(c)")),
    ],
)
def test_43A2c_43A3_dummy_shown_a_defenders_hand_by_edition(laws: str, expected: tuple[Outcome, str]) -> None:
    """Shown by the defender, not looked at on dummy's own initiative: dummy keeps his rights in
    every edition (2017 puts the act on the one who shows, 43A3)."""
    assert last([{"by": "N", "dummy_looks": "E", "how": "shown"}], laws) == expected


def test_43A3_2017_the_defender_who_shows_is_in_breach_dummy_keeps_rights() -> None:
    """td_review_18 07: the defender who shows is in breach (43A3); dummy loses no right, so his
    later acts are ruled as any dummy's (43A1(b), not 43B3)."""
    out = rule([{"by": "N", "dummy_looks": "E", "how": "shown"}], "2017")
    assert [(r.outcome, r.law, r.seat.letter if r.seat else None) for r in out] == [
        (Outcome.IRREGULARITY, "43A3", "E"),
        (Outcome.ALLOWED, "43A2(c)", "N"),
    ]
    assert not any("rights_lost" in r.flags for r in out)


def test_43A2c_2017_dummy_looks_on_his_own_initiative_loses_rights() -> None:
    """The director's finding that dummy looked on his own initiative (``how: own_initiative``,
    the default): 43A2(c), rights lost."""
    out = rule([{"by": "N", "dummy_looks": "E"}], "2017")
    assert [(r.outcome, r.law) for r in out] == [(Outcome.IRREGULARITY, "43A2(c)")]
    assert "rights_lost" in out[0].flags


def test_43A1a_dummy_calls_director_and_attention_drawn_finding() -> None:
    assert last([{"by": "N", "dummy_calls_director": True}]) == (Outcome.IRREGULARITY, "43A1(a)")
    ev = {"by": "N", "dummy_calls_director": True, "findings": {"attention_drawn": True}}
    assert last([ev]) == (Outcome.ALLOWED, "43A1(a)")


def test_42A1_information_with_the_director_present() -> None:
    assert last([{"by": "N", "dummy_says": "fact_or_law"}]) == (Outcome.IRREGULARITY, "43A1(c)")
    ev = {"by": "N", "dummy_says": "fact_or_law", "findings": {"director_present": True}}
    assert last([ev]) == (Outcome.ALLOWED, "42A1")


def test_65_1975_dummy_points_out_a_misplaced_card_unverified_note_first() -> None:
    rs = rule([{"by": "N", "dummy_draws_attention": "misplaced_card"}], "1975")
    assert [(r.outcome, r.law) for r in rs] == [(Outcome.DIRECTOR, "42"), (Outcome.ALLOWED, "65")]
    assert "unverified" in rs[1].flags


def test_43B3_2007_43B2c_1997_first_to_point_at_a_defenders_irregularity() -> None:
    evs = [
        {"by": "N", "dummy_looks": "S"},
        {"by": "N", "dummy_draws_attention": "irregularity", "offender": "E"},
    ]
    assert last(evs, "2007") == (Outcome.DIRECTOR, "43B3")
    assert last(evs, "1997") == (Outcome.DIRECTOR, "43B2(c)")


def test_42B3_dummy_draws_attention_after_play_ends() -> None:
    """Every card played (13 tricks): dummy's act is still ruled (42B3), other acts are refused."""
    s = TableSession.from_incident(parse_incident({**BASE, "play": [], "laws": "2017"}))
    while not s.table.is_over:
        t = s.table
        s.apply(Event(EventKind.PLAY, t.turn if t.turn != t.dummy else t.declarer, t.legal_cards()[0]))
    out = s.apply(
        Event(EventKind.DUMMY_DRAWS_ATTENTION, Seat.N, text="irregularity", act_fields={"offender": "E"})
    )
    assert (out[0].outcome, out[0].law) == (Outcome.ALLOWED, "42B3")


def test_43_dummy_act_by_a_player_who_is_not_dummy_is_refused() -> None:
    s = TableSession.from_incident(parse_incident({**BASE, "laws": "2017"}))
    with pytest.raises(NotYourTurnError):
        s.apply(Event(EventKind.DUMMY_ASKS, Seat.E, text="revoke"))
    with pytest.raises(IncidentFormatError):
        s.apply(Event(EventKind.DUMMY_WARNS, Seat.N, text="nonsense"))
    assert len(s.record) == 0 and s.state.recall(DummyState) is None


def test_43_bad_dummy_act_in_an_incident_names_the_field() -> None:
    with pytest.raises(IncidentFormatError) as e:
        parse_incident({**BASE, "events": [{"by": "N", "dummy_looks": "E", "how": "sideways"}]})
    assert "how" in str(e.value) and "events[0]" in str(e.value)
    with pytest.raises(IncidentFormatError) as e:
        parse_incident({**BASE, "events": [{"by": "S", "play": "D3", "to": "E"}]})
    assert "to" in str(e.value)


def test_43_dummy_acts_round_trip_through_the_record() -> None:
    s = TableSession.from_incident(parse_incident({**BASE, "laws": "2017"}))
    s.apply(Event(EventKind.DUMMY_LOOKS, Seat.N, text="E", act_fields={"how": "shown"}))
    again = TableSession.from_record(type(s.record).from_jsonl(s.record.to_jsonl()))
    assert [r.to_json() for r in again.rulings] == [r.to_json() for r in s.rulings]
