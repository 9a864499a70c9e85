"""60A1: declarer plays on without choosing under 57A (a tournament director's review, incident
23 in tests/data/td_review/): the choice is forfeited, a ruling citing 60A1 says so, and the
offender's card stays a major penalty card he must play (52B1 when he does not)."""

from __future__ import annotations

from pathlib import Path

import yaml

from bridgelaw.engine import TableSession, rule_incident
from bridgelaw.incident import parse_incident
from bridgelaw.rulings import Outcome

DATA = Path(__file__).resolve().parent.parent / "data" / "td_review"


def test_60A1_57A_choice_forfeited_when_declarer_plays_on_td23() -> None:
    inc = parse_incident(yaml.safe_load(
        (DATA / "23-57A-declarer-plays-on-without-choosing-60A.yaml").read_text(encoding="utf-8")))
    s = TableSession.from_incident(inc)
    rs = [s.apply(e) for e in inc.events]
    assert (rs[1][0].law, rs[1][0].penalty) == ("57A", "major")
    assert [r.law for r in rs[2]] == ["57C3", "60A1"]
    note = rs[2][1]
    assert (note.outcome, note.seat.letter if note.seat else None, str(note.card)) == (
        Outcome.PENALTY_CARD, "E", "CT")
    assert "choice_forfeited" in note.flags and note.extra["forfeited"] == "57A"
    text = next(r.text for r in rule_incident(inc) if r.law == "60A1")
    assert "two of clubs" in text and "60A1" in text
    assert rs[3][0].law == "45A"  # W plays freely
    assert (rs[4][0].outcome, rs[4][0].law) == (Outcome.OPTIONS, "52B1(a)")
    assert rs[4][0].options == ("accept", "substitute:CT")
