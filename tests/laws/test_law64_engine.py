"""Laws 63-64 through the engine: the moment a revoke is established (63A1, at the event that
establishes it) and the Law 64 verdict at the end of the record (TableSession.finish,
rule_incident, ``bridgelaw rule``)."""

from __future__ import annotations

from typing import Any

from bridgelaw.cards import Card, Seat
from bridgelaw.engine import TableSession, rule_incident
from bridgelaw.incident import parse_incident
from bridgelaw.laws.law63 import Attention
from bridgelaw.record import Event, EventKind
from bridgelaw.rulings import Outcome

DEAL = "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"
#: E revokes (C4 on the diamond lead, holding KJ5), N wins trick 1; trick 2: N H4 E HA S H5 W H2
REVOKE = [
    {"by": "E", "play": "C4"},
    {"by": "S", "play": "D3"},
    {"by": "S", "play": "H4"},
    {"by": "E", "play": "HA"},
    {"by": "S", "play": "H5"},
    {"by": "W", "play": "H2"},
]


def incident(events: list[dict[str, Any]], laws: str = "2017") -> Any:
    return parse_incident(
        {
            "format": "bridgelaw-incident/1",
            "contract": "2S",
            "declarer": "S",
            "deal": DEAL,
            "play": ["D2", "DQ"],
            "laws": laws,
            "events": events,
        }
    )


def test_63A1_established_at_the_offenders_play_to_the_next_trick() -> None:
    s = TableSession.from_incident(incident(REVOKE))
    at = [[r.law for r in s.apply(e)] for e in incident(REVOKE).events]
    assert [i for i, laws in enumerate(at) if "63A1" in laws] == [3]  # E's HA, not W's lead to trick 1


def test_63A1_2007_label_and_1975_unverified() -> None:
    s = TableSession.from_incident(incident(REVOKE[:4], "1975"))
    rs = [r for e in incident(REVOKE[:4]).events for r in s.apply(e)]
    est = [r for r in rs if "revoke_established" in r.flags]
    assert len(est) == 1 and est[0].law == "63" and "unverified" in est[0].flags


def test_64A2_transfer_and_64C_at_the_end_of_the_record() -> None:
    s = TableSession.from_incident(incident(REVOKE))
    s.apply_all(incident(REVOKE).events)
    rs = s.finish(play_ended=True)  # the record ends after 3 tricks: play ended (a claim)
    tail = [(r.outcome, r.law) for r in rs if r.law.startswith("64")]
    assert tail == [(Outcome.TRANSFER, "64A2"), (Outcome.TRANSFER, "64A"), (Outcome.DIRECTOR, "64C")]
    total = next(r for r in rs if r.law == "64A")
    assert (total.extra["to"], total.extra["tricks"], total.extra["declarer_tricks"]) == ("N/S", 1, 2)
    assert rs[-1].needs == "result_without_revoke" and rs[-1].event == len(REVOKE) - 1


def test_64C_with_the_directors_finding_and_64B_attention_after_the_round() -> None:
    s = TableSession.from_incident(incident(REVOKE))
    s.apply_all(incident(REVOKE).events)
    before = len(s.record)
    assert s.finish(result_without_revoke=2, play_ended=True)[-1].outcome is Outcome.TRANSFER  # it stands
    late = s.finish(attention=Attention.AFTER_ROUND)
    assert any(r.law.startswith("64B") and r.extra.get("tricks") == 0 for r in late), late
    assert len(s.record) == before  # finish is a report, not an event


def test_62A_not_established_at_the_end_of_the_record_is_flagged() -> None:
    rs = rule_incident(incident(REVOKE[:2]))
    assert [(r.outcome, r.law) for r in rs][-1] == (Outcome.DIRECTOR, "62A")


def test_64_no_revoke_no_verdict() -> None:
    s = TableSession.from_incident(incident([]))
    s.apply(Event(EventKind.PLAY, Seat.E, Card.parse("DK")))
    assert s.finish() == []


def test_64A_the_total_is_the_whole_boards_when_the_record_starts_from_a_position() -> None:
    """A board recorded from a position (``won``): the total of 64A counts the tricks won before
    it (fresh-claims 13: 12 becomes 10, not "2 instead of 4")."""
    inc = parse_incident({
        "format": "bridgelaw-incident/1", "laws": "2017", "contract": "4S", "declarer": "S",
        "won": {"declarer": 8, "defenders": 1}, "leader": "W",
        "hands": {"N": "..4.432", "E": ".QJ..KQ", "S": "A.AK.A.", "W": ".5.KQJ."},
        "events": [{"by": "W", "play": "DK"}, {"by": "S", "play": "D4"}, {"by": "E", "play": "CQ"},
                   {"by": "S", "play": "SA"}, {"by": "S", "claim": "all"}, {"by": "W", "agree": True}],
    })
    rulings = rule_incident(inc)
    total = next(r for r in rulings if r.outcome is Outcome.TRANSFER and r.law == "64A")
    assert total.text.endswith("becomes 10 instead of 12.")
    assert (total.extra["declarer_tricks"], total.extra["table_tricks"]) == (10, 12)
    assert [r.extra["tricks"] for r in rulings if r.outcome is Outcome.RESULT][-1] == 10
