"""The ruling texts of the goldens' incident corpus, for the checks of the texts in every language:
every ruling of the incident files' ruling documents (``../shared/cases`` when
present, ``docs/examples``, the demo's incident and designations), of the test suite's recorded
sessions (replayed on the current code) and of the random corpus (every ``stride``-th session),
each once (by message and parameters).

Used by ``tests/test_texts_leftover.py`` (no English left in any other language) and
``tools/sample_texts.py`` (a stable sample for the reviewers).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import goldenlib as g


@dataclass(frozen=True)
class Sample:
    """One ruling to render: where it comes from, its message and parameters."""

    source: str
    message: str
    params: dict[str, Any]

    def key(self) -> str:
        """What makes two samples the same text in every language."""
        return json.dumps([self.message, self.params], sort_keys=True, ensure_ascii=False)


def _from_rulings(source: str, rulings: Any) -> Iterator[Sample]:
    for r in rulings:
        if r.message:
            yield Sample(source, r.message, json.loads(g.dumps(r.params)))


def incident_samples() -> Iterator[Sample]:
    """The rulings of every incident file of the goldens and of the demo's designations."""
    from bridgelaw.cards import Card, Contract, Hand, Seat
    from bridgelaw.cli.demo import DEMO_UTTERANCES
    from bridgelaw.designation.parser import parse_designation
    from bridgelaw.editions import Edition
    from bridgelaw.engine import rule_incident
    from bridgelaw.errors import BridgeLawError
    from bridgelaw.incident import load_incident
    from bridgelaw.laws.law46 import resolve_designation
    from bridgelaw.regulations import Regulations
    from bridgelaw.table import Table

    files = dict(g.incident_files())
    # the claim cases (Laws 68-71, 77) of tests/data/claims: their statements, adjudications, scores
    claims = Path(__file__).resolve().parents[1] / "data" / "claims"
    files.update({f"claims/{p.name}": p for p in sorted(claims.glob("*.yaml"))})
    for key, path in files.items():
        try:
            rulings = rule_incident(load_incident(path))
        except BridgeLawError:
            continue
        yield from _from_rulings(key, rulings)
    contract = Contract.parse("4H", Seat.S)
    hands = {Seat.N: Hand.parse("AQ72.K85.J4.Q963")}
    for words, wlang in DEMO_UTTERANCES:
        table = Table.from_position(contract, hands, partial=[Seat.E, Seat.S, Seat.W],
                                    trick=[(Seat.W, Card.parse("S5"))])
        r = resolve_designation(table, parse_designation(words, wlang), seat=Seat.S,
                                edition=Edition.E2017, regulations=Regulations())
        yield from _from_rulings(f"demo/designations/{words}", [r])


def session_samples() -> Iterator[Sample]:
    """The rulings of every session the test suite recorded (replayed on the current code)."""
    from bridgelaw.errors import BridgeLawError
    from bridgelaw.record import Event

    rows = list(g.read_jsonl_gz(g.SESSIONS_FILE))[1:]
    for n, trace in enumerate(rows):
        s = g.new_session(trace["header"], trace["laws"], trace["options"])
        for e in trace["events"]:
            try:
                event = Event.from_json(e)
            except BridgeLawError:
                event = g.event_as_built(e)
                if event is None:
                    continue
            try:
                rulings = s.apply(event)
            except Exception:  # refused: no ruling
                continue
            yield from _from_rulings(f"sessions/{n}", rulings)


def corpus_samples(stride: int) -> Iterator[Sample]:
    """The rulings of every ``stride``-th session of the random corpus."""
    for i in range(0, g.CORPUS_SIZE, stride):
        run = g.corpus_session(i)
        for o in run["outcomes"]:
            for r in o.get("rulings", ()):
                if r.get("message"):
                    yield Sample(f"corpus/{i}", r["message"], r["params"])


def samples(stride: int = 100) -> list[Sample]:
    """Every distinct ruling of the goldens' incident corpus (the random corpus every
    ``stride``-th session), in a stable order: incident files, sessions, corpus."""
    seen: set[str] = set()
    out: list[Sample] = []
    for gen in (incident_samples(), session_samples(), corpus_samples(stride)):
        for s in gen:
            k = s.key()
            if k not in seen:
                seen.add(k)
                out.append(s)
    return out
