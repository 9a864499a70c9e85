"""Benchmark: parse_designation calls per second and latency percentiles.

Usage: ``.venv/bin/python bench/parse.py [rounds]``. Prints figures; asserts nothing.
The corpus is the utterance tables of ``tests/designation/data`` plus every card named in every
language and word order; it is parsed with the language given and with the language detected.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import yaml

from bridgelaw.cards import ALL_CARDS
from bridgelaw.designation import name_card, parse_designation, supported_languages
from bridgelaw.errors import InvalidDesignationError

DATA = Path(__file__).resolve().parent.parent / "tests" / "designation" / "data"


def corpus() -> list[tuple[str, str]]:
    """(text, lang) pairs: the test tables and all 52 cards named in each language and order."""
    out: list[tuple[str, str]] = []
    for f in sorted(DATA.glob("*.yaml")):
        out += [(row["say"], f.stem) for row in yaml.safe_load(f.read_text(encoding="utf-8"))]
    for lang in supported_languages():
        for c in ALL_CARDS:
            out += [(name_card(c, lang, o), lang) for o in ("suit_rank", "rank_suit")]
    return out


def run(items: list[tuple[str, str | None]], rounds: int) -> tuple[float, list[float]]:
    """Parse every item ``rounds`` times; return (calls/second, sorted per-call latencies in µs)."""
    lat: list[float] = []
    clock = time.perf_counter_ns
    start = clock()
    for _ in range(rounds):
        for text, lang in items:
            t0 = clock()
            try:
                parse_designation(text, lang)
            except InvalidDesignationError:
                pass
            lat.append((clock() - t0) / 1000)
    total = (clock() - start) / 1e9
    lat.sort()
    return len(lat) / total, lat


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    items = corpus()
    for lang in supported_languages():  # load (compile) every lexicon before timing
        name_card(ALL_CARDS[0], lang, "suit_rank")
    parse_designation("spade nine")  # builds the detection index
    print(f"corpus: {len(items)} utterances x {rounds} rounds")
    given: list[tuple[str, str | None]] = [(t, lg) for t, lg in items]
    detected: list[tuple[str, str | None]] = [(t, None) for t, _ in items]
    for label, batch in (("lang given", given), ("lang detected", detected)):
        rate, lat = run(batch, rounds)
        p50, p99 = lat[len(lat) // 2], lat[min(len(lat) - 1, int(0.99 * len(lat)))]
        print(f"{label:14} {rate:10,.0f} calls/s   p50 {p50:6.1f} µs   p99 {p99:6.1f} µs"
              f"   max {lat[-1]:7.1f} µs")


if __name__ == "__main__":
    main()
