"""Law 46 / 45C4(a) against the real rulings in ``../shared/cases``: one table-level test per
``say`` event with an expectation (the 45C4(b) changes are another module's)."""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

import pytest
import yaml

from bridgelaw.cards import Card, Contract, Hand, Rank, Seat, Suit
from bridgelaw.designation.types import Designation, Keyword
from bridgelaw.editions import Edition
from bridgelaw.errors import BridgeLawError
from bridgelaw.i18n import render
from bridgelaw.laws.law46 import resolve_designation
from bridgelaw.regulations import Regulations
from bridgelaw.rulings import Outcome
from bridgelaw.table import Table, Trick, trick_winner
from conftest import shared_dir

#: (case id, event index) -> the designation the words stand for (built directly, no parser).
SAID: dict[tuple[str, int], Designation] = {
    ("ebl2011-01-jack-oops-king", 0): Designation(rank=Rank.JACK, text="Jack"),
    ("ebu1261-dummy-plays-unnamed-card", 2): Designation(suit=Suit.HEARTS, rank=Rank.KING, text="heart king"),
    ("ebu137-spade-jack-no-trump", 0): Designation(suit=Suit.SPADES, rank=Rank.JACK, text="spade jack"),
    ("ebu776-eight-heard-said-ace", 0): Designation(rank=Rank.ACE, text="Ace"),
    ("mrbridge408-trump-meant-high-trump", 0): Designation(trump_named=True, text="a trump"),
    ("nbbdelft-7-then-spades", 0): Designation(rank=Rank.SEVEN, text="7", lang="nl"),
    ("nbbdelft-kleine-ruiten-dummy-plays-ace", 0): Designation(
        suit=Suit.DIAMONDS, keyword=Keyword.LOW, text="kleine ruiten", lang="nl"),
    ("paperzz-please-yes-lowest", 0): Designation(keyword=Keyword.PLEASE, text="please"),
    ("wbu2020-jack-heart-led-diamond-king", 0): Designation(rank=Rank.JACK, text="Jack"),
    ("blml2007-tu-coupes-4s", 0): Designation(keyword=Keyword.RUFF, text="tu coupes", lang="fr"),
}


def _cases() -> list[Path]:
    return sorted(shared_dir("cases").glob("*.yaml"))


def _load(case_id: str) -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load((shared_dir("cases") / f"{case_id}.yaml").read_text("utf-8"))
    return data


def _pairs(items: list[str]) -> list[tuple[Seat, Card]]:
    out = []
    for item in items:
        seat, card = str(item).split(":")
        out.append((Seat.parse(seat), Card.parse(card)))
    return out


def table_of(inc: dict[str, Any]) -> Table:
    """The position of a snapshot incident (hands / partial / trick / last_trick)."""
    contract = Contract.parse(str(inc["contract"]), str(inc["declarer"]))
    hands = {Seat.parse(s): Hand.parse(str(h)) for s, h in (inc.get("hands") or {}).items()}
    partial = [Seat.parse(s) for s in inc.get("partial") or []]
    trick = _pairs(inc.get("trick") or [])
    last = None
    lt = inc.get("last_trick")
    if lt:
        cards = tuple(_pairs(lt.get("cards") or []))
        winner = Seat.parse(lt["winner"]) if "winner" in lt else trick_winner(cards, contract.trump)
        last = Trick(1, cards[0][0] if cards else winner, cards, winner)
    return Table.from_position(contract, hands, partial=partial, trick=trick, last_trick=last,
                               trick_number=2 if last is not None else None)


def _expectations() -> list[tuple[str, int, dict[str, Any]]]:
    out = []
    for p in _cases():
        inc = yaml.safe_load(p.read_text("utf-8"))
        for exp in inc.get("expect") or []:
            ev = inc["events"][exp["event"]]
            law = exp.get("law", [])
            laws = law if isinstance(law, list) else [law]
            if "say" in ev and "45C4(b)" not in laws:
                out.append((p.stem, exp["event"], exp))
    return out


def test_every_say_expectation_of_the_shared_cases_is_covered() -> None:
    wanted = {(cid, ev) for cid, ev, _ in _expectations()}
    assert wanted, "no say expectations found in ../shared/cases"
    assert wanted == set(SAID), wanted ^ set(SAID)


@pytest.mark.parametrize(("case_id", "event"), sorted(SAID))
def test_46_shared_case(case_id: str, event: int) -> None:
    inc = _load(case_id)
    exp = next(e for e in inc["expect"] if e["event"] == event)
    t = table_of(inc)
    edition = Edition.parse(inc.get("laws"))
    regs = Regulations({str(k): str(v) for k, v in (inc.get("options") or {}).items()})
    r = resolve_designation(t, SAID[(case_id, event)], edition=edition, regulations=regs)
    laws = exp["law"] if isinstance(exp["law"], list) else [exp["law"]]
    assert r.outcome == Outcome(exp["outcome"])
    assert str(r.card) == exp["card"]
    assert r.law in laws
    assert exp["card"][0] in "SHDC" and render(r, "en").text


@pytest.mark.parametrize(("case_id", "event"), sorted(SAID))
def test_46_shared_case_through_the_parser(case_id: str, event: int) -> None:
    try:
        parser = importlib.import_module("bridgelaw.designation.parser")
    except ImportError:
        pytest.skip("bridgelaw.designation.parser is not there yet")
    inc = _load(case_id)
    ev = inc["events"][event]
    try:
        des = parser.parse_designation(ev["say"], ev.get("lang"))
    except BridgeLawError as e:
        pytest.skip(f"the parser does not read {ev['say']!r} ({ev.get('lang')}): {e}")
    exp = next(e for e in inc["expect"] if e["event"] == event)
    r = resolve_designation(table_of(inc), des, edition=Edition.parse(inc.get("laws")),
                            regulations=Regulations())
    laws = exp["law"] if isinstance(exp["law"], list) else [exp["law"]]
    assert (r.outcome.value, str(r.card)) == (exp["outcome"], exp["card"]) and r.law in laws
