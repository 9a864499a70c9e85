"""Law 60C after a lead out of turn at a later trick (a tournament director's review, incidents
16 and 16b in tests/data/td_review/): the proper leader, the offender's partner, leads before
declarer's 53/56 choice - as at the opening lead (54, incident 10): his card is a major penalty
card (49, 50B) and declarer keeps his choice; nothing goes back to hand silently."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from bridgelaw.engine import TableSession
from bridgelaw.incident import parse_incident
from bridgelaw.rulings import Outcome, Ruling

DATA = Path(__file__).resolve().parent.parent / "data" / "td_review"


def session(name: str, extra: list[dict[str, Any]] | None = None) -> tuple[TableSession, list[list[Ruling]]]:
    data = yaml.safe_load((DATA / name).read_text(encoding="utf-8"))
    data["events"] = [*data["events"], *(extra or [])]
    inc = parse_incident(data)
    s = TableSession.from_incident(inc)
    return s, [s.apply(e) for e in inc.events]


def penalty_cards(s: TableSession) -> set[str]:
    return {f"{p.seat.letter}:{p.card}" for p in s.state.area.cards}


def test_60C_proper_leader_leads_before_the_56_choice_td16() -> None:
    s, rs = session("16-loot-trick5-proper-leader-leads-before-choice.yaml")
    assert (rs[0][0].outcome, rs[0][0].law) == (Outcome.OPTIONS, "56")
    r = rs[1][0]
    assert (r.outcome, r.law, r.penalty, str(r.card)) == (Outcome.PENALTY_CARD, "60C", "major", "D8")
    assert r.needs is None and r.extra["keeps"] == "56"
    assert r.options == ("accept_lead", "require_retraction")  # declarer keeps his choice
    assert s.state.offer is not None and s.state.offer.law == "56"
    assert "W:D8" in penalty_cards(s)


def test_60C_then_accept_the_lead_td16() -> None:
    s, rs = session("16-loot-trick5-proper-leader-leads-before-choice.yaml",
                    [{"by": "S", "choose": "accept_lead"}])
    assert rs[2][0].outcome is not Outcome.DIRECTOR and s.state.offer is None
    assert str(s.table.current_trick[0][1]) == "H9"  # the lead stands
    assert "W:D8" in penalty_cards(s)  # still a penalty card: W plays it at his first legal turn (50D1)


def test_60C_then_refuse_50D2_with_both_penalty_cards_td16b() -> None:
    s, rs = session("16b-loot-trick5-proper-leader-then-retraction.yaml")
    refused = rs[2]
    assert (refused[0].outcome, refused[0].law, str(refused[0].card)) == (Outcome.PENALTY_CARD, "56", "H9")
    offer = refused[1]
    assert (offer.outcome, offer.law) == (Outcome.OPTIONS, "50D2")
    assert offer.extra["penalty_cards"] == ["E:H9"] and offer.extra["own_penalty_cards"] == ["W:D8"]
    assert "own_penalty_card" in offer.flags and "summon_director" in offer.flags
    assert {"E:H9", "W:D8"} <= penalty_cards(s)


def test_54_60C_opening_lead_refused_flags_both_penalty_cards_td10() -> None:
    s, rs = session("10-opening-loot-then-proper-leader-54-60C.yaml")
    assert (rs[1][0].law, rs[1][0].penalty) == ("60C", "major")
    offer = rs[2][1]
    assert offer.law == "50D2" and offer.extra["own_penalty_cards"] == ["W:HK"]
    assert {"E:C4", "W:HK"} <= penalty_cards(s)


def test_50D2_proper_leader_leads_his_own_penalty_card_before_the_choice_td16b() -> None:
    s, rs = session("16b-loot-trick5-proper-leader-then-retraction.yaml")
    r = rs[3][0]
    assert (r.outcome, r.law, r.penalty, str(r.card)) == (Outcome.PENALTY_CARD, "50D2", "major", "D8")
    assert "own_penalty_card" in r.flags and "summon_director" in r.flags
    assert s.state.offer is not None and s.state.offer.kind == "50D2"  # declarer still chooses
    assert {"E:H9", "W:D8"} <= penalty_cards(s) and not s.table.current_trick
