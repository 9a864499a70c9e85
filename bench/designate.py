"""Benchmark: parse + resolve one designation of dummy's card (Law 46), per call.

Usage: ``.venv/bin/python bench/designate.py [calls] [seed]`` (default 20000 calls, seed 46).
Mixed utterances in English, Russian, Swedish and Dutch, on random positions (random dummy of
1-13 cards, 0-3 cards already in the trick, a random denomination; dummy on lead with a known
previous trick won by dummy). Each call is timed with ``perf_counter_ns``:
``parse_designation(text, lang)`` then ``resolve_designation(...)``. Rendering the text
(gettext) is timed separately. Prints figures; asserts nothing.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections import Counter

from bridgelaw.cards import Card, Contract, Hand, Seat
from bridgelaw.designation.parser import parse_designation
from bridgelaw.editions import Edition
from bridgelaw.i18n import render
from bridgelaw.laws.law46 import resolve_designation
from bridgelaw.regulations import Regulations
from bridgelaw.table import Table, Trick

UTTERANCES: dict[str, list[str]] = {
    "en": ["small club", "low", "high", "win", "queen", "spade jack", "heart king", "a trump", "ruff",
           "play anything", "diamond", "nine", "cover", "please", "top heart", "trump it", "run the clubs"],
    "ru": ["маленькую пику", "старшую", "даму", "пику", "козырь", "любую", "бей", "валета", "низкую черву"],
    "sv": ["spader dam", "lågt", "högt", "klöver", "knekt", "vinn", "stjäl", "vad som helst"],
    "nl": ["kleine ruiten", "schoppen vrouw", "hoog", "boer", "klaveren", "troef", "maakt niet uit", "laag"],
}


def position(rng: random.Random) -> Table:
    """A random position with North (dummy, declarer South) to play."""
    cards = list(range(52))
    rng.shuffle(cards)
    n = rng.randint(1, 12)
    dummy = Hand.from_mask(sum(1 << i for i in cards[:n]))
    k = rng.randint(0, 3)
    seats = [Seat.E, Seat.S, Seat.W][3 - k:] if k else []
    trick = list(zip(seats, (Card.from_index(i) for i in cards[n:n + k]), strict=True))
    contract = Contract.parse(rng.choice(["NT", "S", "H", "D", "C"]), "S")
    last = None
    if not trick:  # dummy on lead: it won the previous trick with one of the remaining cards
        prev = [Card.from_index(i) for i in cards[n + 3:n + 7]]
        lt = tuple(zip([Seat.W, Seat.N, Seat.E, Seat.S], prev, strict=True))
        last = Trick(13 - n, Seat.W, lt, Seat.N)  # winner forced to N: only its suit matters here
    return Table.from_position(contract, {Seat.N: dummy}, partial=[Seat.E, Seat.S, Seat.W], trick=trick,
                               leader=Seat.N if not trick else None, trick_number=14 - n, last_trick=last)


def main() -> None:
    calls = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
    rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 46)
    pool = [(t, lang) for lang, ts in UTTERANCES.items() for t in ts]
    work = [(position(rng), *rng.choice(pool), rng.choice([Edition.E2017, Edition.E2007, Edition.E1997]))
            for _ in range(calls)]
    regs = Regulations()
    for t, text, lang, ed in work[:200]:  # warm caches (lexicons, catalogues)
        render(resolve_designation(t, parse_designation(text, lang), edition=ed, regulations=regs), lang)
    lat: list[int] = []
    outcomes: Counter[str] = Counter()
    rulings = []
    clock = time.perf_counter_ns
    t0 = clock()
    for t, text, lang, ed in work:
        a = clock()
        r = resolve_designation(t, parse_designation(text, lang), edition=ed, regulations=regs)
        lat.append(clock() - a)
        outcomes[r.outcome.value] += 1
        rulings.append((r, lang))
    total = clock() - t0
    t1 = clock()
    for r, lang in rulings:
        render(r, lang)
    render_total = clock() - t1
    parsed = [(t, parse_designation(text, lang), ed) for t, text, lang, ed in work]
    t2 = clock()
    for t, des, ed in parsed:
        resolve_designation(t, des, edition=ed, regulations=regs)
    resolve_total = clock() - t2
    lat.sort()

    def pct(p: float) -> float:
        return lat[min(len(lat) - 1, int(p * len(lat)))] / 1000

    print(f"designate bench: {calls} parse+resolve calls, {len(pool)} utterances in "
          f"{', '.join(UTTERANCES)}, random positions")
    print(f"  throughput     {calls / (total / 1e9):,.0f} designations/s")
    print(f"  latency (us)   p50 {pct(0.50):.1f}  p90 {pct(0.90):.1f}  p99 {pct(0.99):.1f}  "
          f"max {lat[-1] / 1000:.1f}  mean {statistics.fmean(lat) / 1000:.1f}")
    print(f"  resolve only   {calls / (resolve_total / 1e9):,.0f} designations/s "
          f"({resolve_total / calls / 1000:.1f} us each, designations parsed beforehand)")
    print(f"  render text    {calls / (render_total / 1e9):,.0f} rulings/s "
          f"({render_total / calls / 1000:.1f} us each)")
    print("  outcomes       " + ", ".join(f"{k} {v}" for k, v in outcomes.most_common()))


if __name__ == "__main__":
    main()
