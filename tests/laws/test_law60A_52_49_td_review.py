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


def test_52B1a_one_penalty_card_remains_singular_td23() -> None:
    inc = parse_incident(yaml.safe_load(
        (DATA / "23-57A-declarer-plays-on-without-choosing-60A.yaml").read_text(encoding="utf-8")))
    r = next(r for r in rule_incident(inc) if r.law == "52B1(a)")
    assert "(the penalty card remains)" in r.text
    ru = next(r for r in rule_incident(inc, lang="ru") if r.law == "52B1(a)")
    assert "штрафная карта остаётся" in ru.text


def test_49_dropped_card_first_ruling_does_not_call_it_exposed_td19_td12() -> None:
    cases = (("19-58B1-one-visible-drops.yaml", False), ("12-drop-twice-two-penalty-cards-50B.yaml", True))
    for name, penalty in cases:
        inc = parse_incident(yaml.safe_load((DATA / name).read_text(encoding="utf-8")))
        rs = rule_incident(inc)
        first = next(r for r in rs if r.law == "49" and "dropped" in r.text)
        assert "exposed card" not in first.text and "whether it is a penalty card" in first.text
        assert any(r.outcome is Outcome.PENALTY_CARD for r in rs) is penalty


def test_60C_russian_no_card_name_after_a_preposition_in_apposition_td16() -> None:
    # "о карте восьмёрка бубен" (TD 16) came from the 56 partner-led message, now gone (60C); no
    # ru text puts a nominative card name after a preposition and "карте" any more
    ru = Path(__file__).resolve().parents[2] / "src" / "bridgelaw" / "locale" / "ru" / "LC_MESSAGES"
    for po in ru.glob("*.po"):
        text = po.read_text(encoding="utf-8")
        assert "о карте {" not in text and "об карте {" not in text, po.name
