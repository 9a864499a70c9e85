"""Real revoke rulings (forums, club and federation pages) as Law 64 case files under
``tests/data/law64/`` (source URL in each file's comment): the deal is the cards of the tricks
(plus ``hands``: cards still held when the record ends early); the play is replayed through the
table (Law 44) so that the revokes listed are exactly the ones the table finds; then the verdict
of Laws 62D-64 is compared with the ruling given (``expect``) and, where the edition matters,
with ``by_edition``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from bridgelaw.cards import Card, Contract, Deal, Hand, Seat
from bridgelaw.editions import Edition
from bridgelaw.laws.law63 import RevokeCase
from bridgelaw.laws.law64 import rule_revokes_64
from bridgelaw.rulings import Outcome
from bridgelaw.table import Table

CASES = sorted((Path(__file__).resolve().parent.parent / "data" / "law64").glob("*.yaml"))


def _replay(case: dict[str, Any]) -> Table:
    plays = [(Seat.parse(x.split(":")[0]), Card.parse(x.split(":")[1]))
             for t in case["tricks"] for x in t.split()]
    hands: dict[Seat, list[Card]] = {s: [] for s in Seat}
    for s, c in plays:
        hands[s].append(c)
    for k, v in case.get("hands", {}).items():  # cards held but not played (a record that ends early)
        hands[Seat.parse(k)] = sorted(set(hands[Seat.parse(k)]) | set(Hand.parse(v)))
    deal = Deal(tuple(Hand(hands[s]) for s in Seat))  # type: ignore[arg-type]
    t = Table(deal, Contract.parse(case["contract"], case["declarer"]))
    for s, c in plays:
        t.play(c, s, allow_illegal=True)
    return t


def _verdict(case: dict[str, Any], edition: Edition) -> tuple[int, str | None, list[str]]:
    t = _replay(case)
    listed = {(r["trick"], r["seat"], r["card"]) for r in case["revokes"]}
    found = {(r.trick, r.seat.letter, str(r.card)) for r in t.revokes}
    assert found == listed, f"the table finds revokes {found}, the case lists {listed}"
    v = rule_revokes_64(t.tricks, [RevokeCase.of(r) for r in t.revokes],
                        declarer=Seat.parse(case["declarer"]), edition=edition,
                        hands_returned=bool(case.get("hands_returned", False)))
    total = v.transferred["N/S"] + v.transferred["E/W"]
    to = None if not total else ("N/S" if v.transferred["N/S"] else "E/W")
    laws = [r.law for r in v.rulings if r.seat is not None and not r.law.startswith("63")]
    if any(r.law != "62A" for r in v.rulings):
        assert v.rulings[-1].law == "64C" and v.rulings[-1].outcome is Outcome.DIRECTOR
    return total, to, laws


def test_there_are_real_cases() -> None:
    assert len(CASES) >= 9


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_law64_real_case(path: Path) -> None:
    case = yaml.safe_load(path.read_text(encoding="utf-8"))
    total, to, laws = _verdict(case, Edition.parse(case["laws"]))
    exp = case["expect"]
    assert (total, to) == (exp["transfer"], exp["to"]), (total, to, laws)
    assert exp["law"] in laws
    for year, want in case.get("by_edition", {}).items():
        total, _, laws = _verdict(case, Edition.parse(year))
        assert total == want["transfer"] and want["law"] in laws, (year, total, laws)
