"""Read the claim cases of ``tests/data/claims/*.yaml`` (claims.md §1 plus ``expect``) directly:
the position, the plays before the claim, the claim event and the director's findings. The
incident reader does not know claim events yet (the engine wiring comes later), so this small
adapter stands in for it in the tests.

Conventions of those files (their README): ``won: {declarer, defenders}``, ``leader`` (who
leads when no trick is in progress), ``trick: [SEAT:CARD ...]``, form (b) ``hands``.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from bridgelaw.cards import Card, Contract, Hand, Seat
from bridgelaw.editions import Edition
from bridgelaw.table import Table

ROOT = Path(__file__).resolve().parents[2]


def cases_folder() -> Path | None:
    """``tests/data/claims`` of this checkout, or ``BRIDGELAW_CLAIM_CASES``; None when absent."""
    env = os.environ.get("BRIDGELAW_CLAIM_CASES")
    folder = Path(env) if env else ROOT / "tests" / "data" / "claims"
    return folder if folder.is_dir() and any(folder.glob("*.yaml")) else None


@dataclass
class ClaimCase:
    """One case: the table at the claim, the claim, what followed, and what is expected."""

    name: str
    data: dict[str, Any]
    table: Table
    edition: Edition
    claimer: Seat | None = None
    claimed: int | str | None = None  # tricks of the remaining claimed (for a concession: kept)
    conceded: bool = False
    faced: bool = False
    statement: str | None = None
    lang: str | None = None
    events: list[tuple[int, dict[str, Any]]] = field(default_factory=list)  # the events after the claim
    claim_event: int | None = None
    findings: dict[str, Any] = field(default_factory=dict)


def _table(d: dict[str, Any]) -> Table:
    declarer = Seat.parse(str(d["declarer"]))
    contract = Contract.parse(str(d["contract"]), declarer)
    hands = {Seat.parse(s): Hand.parse(str(h)) for s, h in d["hands"].items()}
    trick = []
    for item in d.get("trick", []) or []:
        seat, card = str(item).split(":")
        trick.append((Seat.parse(seat), Card.parse(card)))
    won = d.get("won", {"declarer": 0, "defenders": 0})
    decl_side = declarer & 1
    tricks_won = [0, 0]
    tricks_won[decl_side] = int(won.get("declarer", 0))
    tricks_won[1 - decl_side] = int(won.get("defenders", 0))
    lead = d.get("leader")
    # the trick in progress' cards are back in no hand: the hands are the current holdings
    return Table.from_position(contract, hands, trick=trick, leader=Seat.parse(str(lead)) if lead else None,
                               tricks_won=(tricks_won[0], tricks_won[1]))


def read_case(path: Path) -> ClaimCase:
    """The case of ``path``: the table after the plays that precede the claim.

    Raises:
        ValueError: a file this adapter cannot read (no claim or concession, a play refused).
    """
    d = yaml.safe_load(path.read_text(encoding="utf-8"))
    table = _table(d)
    case = ClaimCase(path.stem, d, table, Edition.parse(str(d.get("laws", "2017"))),
                     findings=dict(d.get("findings") or {}))
    for i, ev in enumerate(d.get("events", [])):
        if case.claim_event is not None:
            case.events.append((i, ev))
            continue
        if "play" in ev:
            card = Card.parse(str(ev["play"]))
            seat = Seat.parse(str(ev["by"]))
            table.play(card, seat, allow_illegal=True)
        elif "claim" in ev or "concede" in ev:
            case.claim_event = i
            case.claimer = Seat.parse(str(ev["by"]))
            case.statement = ev.get("statement") or None
            case.lang = ev.get("lang")
            case.faced = bool(ev.get("faced"))
            if "claim" in ev:
                case.claimed = ev["claim"]
            else:
                case.conceded = True
                case.claimed = ev["concede"]
        if "findings" in ev:
            case.findings.update(ev["findings"] or {})
    if case.claim_event is None:
        raise ValueError(f"{path.name}: no claim or concession event")
    return case
