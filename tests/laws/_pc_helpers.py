"""Shared helpers for the Law 47-52 tests (not a test module)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from bridgelaw.cards import Card, Contract, Deal, Seat
from bridgelaw.laws.law50 import LeadRestriction, PenaltyCardArea
from bridgelaw.laws.law50.lead import lead_restrictions_50D2 as _verdict_of_option
from bridgelaw.laws.verdict import PickUp, Restrict
from bridgelaw.rulings import Ruling
from bridgelaw.table import Table

# W leads S4 against 3NT by S; deal of the BBO "two penalty cards" story
DEAL = "N:82.Q62.JT5.AQ532 KQT973.J93.92.J9 A5.K4.AKQ764.T86 J64.AT875.83.K74"


def c(text: str) -> Card:
    """Card from text."""
    return Card.parse(text)


def table(deal: str = DEAL, contract: str = "3NT", declarer: str = "S", plays: str = "") -> Table:
    """A table after the given space-separated plays."""
    t = Table(Deal.parse(deal), Contract.parse(contract, declarer))
    for p in plays.split():
        t.play(c(p))
    return t


def load_case(cases: Path, name: str) -> dict[str, Any]:
    """One shared incident file as a mapping."""
    data = yaml.safe_load((cases / f"{name}.yaml").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def laws_of(expect: dict[str, Any]) -> list[str]:
    """The acceptable clauses of one expectation."""
    law = expect["law"]
    return [str(x) for x in law] if isinstance(law, list) else [str(law)]


SEATS = {s.letter: s for s in Seat}


def lead_restrictions_50D2(
    area: PenaltyCardArea, seat: Seat, option: str, t: Table
) -> tuple[PenaltyCardArea, list[LeadRestriction], Ruling]:
    """The verdict of declarer's 50D2/51B choice carried out as the engine does: (the area after
    its PickUp effects, the restrictions of its Restrict effects, its ruling)."""
    v = _verdict_of_option(area, seat, option, t)
    for e in v.effects:
        if isinstance(e, PickUp):
            area = area.pick_up_suit(e.seat, e.suit)
    rs = [e.restriction for e in v.effects
          if isinstance(e, Restrict) and isinstance(e.restriction, LeadRestriction)]
    assert len(rs) == sum(isinstance(e, Restrict) for e in v.effects)
    return area, rs, v.rulings[0]
