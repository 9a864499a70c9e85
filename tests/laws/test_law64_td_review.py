"""Law 64 on an unfinished record (a tournament director's review, incidents 13 and 14 in
tests/data/td_review/): while the play is not over (trick 13 not complete and nothing says play
ended), the 64A adjustment, 64B1 and 64C are provisional - ``director`` with ``needs:
rest_of_play`` - and say what is known so far; with ``end_of_play.play_ended`` the final
verdict is given as before."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from bridgelaw.engine import TableSession, rule_incident
from bridgelaw.glossary import law_label
from bridgelaw.incident import parse_incident
from bridgelaw.rulings import Outcome, Ruling

DATA = Path(__file__).resolve().parent.parent / "data" / "td_review"


def load(name: str, **end: Any) -> Any:
    data = yaml.safe_load((DATA / name).read_text(encoding="utf-8"))
    if end:
        data["end_of_play"] = {**data.get("end_of_play", {}), **end}
    return parse_incident(data)


def law64(rs: list[Ruling]) -> list[Ruling]:
    return [r for r in rs if r.law.startswith("64")]


def test_64A_unfinished_record_is_provisional_td14() -> None:
    rs = law64(rule_incident(load("14-revoke-established-64A1.yaml")))
    assert [(r.outcome, r.law, r.needs) for r in rs] == [
        (Outcome.DIRECTOR, "64A", "rest_of_play"), (Outcome.DIRECTOR, "64C", "rest_of_play")]
    per = rs[0]
    assert "provisional" in per.flags and per.extra["tricks"] == 0
    # what is known so far: W won the revoke trick (3) and E/W trick 5
    assert per.extra["won_so_far"] == 2 and per.extra["won_tricks"] == [3, 5]
    assert per.extra["offender_won_revoke_trick"] is True
    assert "at the end of play" in per.text and "from the revoke trick on: 2" in per.text
    assert "At the end of play" not in " ".join(r.text for r in rs)  # no total stated as final
    assert rs[1].extra["result_without_revoke"] == 8 and "falls short" not in rs[1].text


def test_64A1_when_play_ended_td14() -> None:
    rs = law64(rule_incident(load("14-revoke-established-64A1.yaml", play_ended=True)))
    assert [(r.outcome, r.law) for r in rs][:2] == [(Outcome.TRANSFER, "64A1"), (Outcome.TRANSFER, "64A")]
    assert rs[0].extra["tricks"] == 2 and rs[1].extra["to"] == "N/S"
    assert rs[-1].law == "64C" and rs[-1].needs is None


def test_64B1_not_stated_while_the_revoke_trick_is_incomplete_td13() -> None:
    rs = rule_incident(load("13-dummy-looks-then-asks-43B2b.yaml"))
    assert [(r.event, r.law) for r in rs[:1]] == [(0, "43A2(a)")]
    assert any(r.event == 3 and r.law == "43B2(b)" for r in rs)
    end = law64(rs)
    assert not any(r.law == "64B1" for r in end)
    per = end[0]
    assert (per.outcome, per.law, per.needs) == (Outcome.DIRECTOR, "64A", "rest_of_play")
    assert per.extra["revoke_trick_complete"] is False and per.extra["as_established"] == "43B2(b)"
    assert "not yet complete" in per.text
    assert end[-1].law == "64C" and end[-1].needs == "rest_of_play"


def test_64_finish_play_ended_argument_td13() -> None:
    inc = load("13-dummy-looks-then-asks-43B2b.yaml")
    s = TableSession.from_incident(inc)
    s.apply_all(inc.events)
    assert [r.law for r in law64(s.finish())] == ["64A", "64C"]
    assert s.finish()[0].needs == "rest_of_play"
    # even with play ended, an incomplete revoke trick is never 64B1 ("won neither")
    final = law64(s.finish(play_ended=True))
    assert final[0].law == "64A" and final[0].needs == "rest_of_play"


def test_64_provisional_texts_in_every_language_td14() -> None:
    for lang in ("en", "ru", "sv", "nl", "de", "fr", "pl", "da", "nb", "it"):
        rs = law64(rule_incident(load("14-revoke-established-64A1.yaml"), lang=lang))
        assert all(r.text and "{" not in r.text for r in rs), lang
        assert law_label("64A", lang) in rs[0].text and law_label("64C", lang) in rs[1].text
