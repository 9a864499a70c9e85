"""Benchmark: the incident engine - events ruled per second by ``TableSession.apply``.

Usage: ``.venv/bin/python bench/session.py [sessions] [seed]`` (default 2000 sessions, seed 7).
Seeded random sessions on a whole deal, every edition in turn: the seat to play mostly plays a
legal card (declarer names dummy's), with some words, touches, shows, fifth cards and choices
among the open options. Refused events count too (they are ruled and rolled back). Prints the
events per second and the mean per event, and the time to get the state at any earlier event
(``state_at``); asserts nothing.
"""

from __future__ import annotations

import random
import sys
import time

from bridgelaw.cards import Seat
from bridgelaw.engine import TableSession
from bridgelaw.errors import BridgeLawError
from bridgelaw.incident import parse_incident
from bridgelaw.record import Event, EventKind

DEAL = "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"
EDITIONS = ["2017", "2007", "1997", "1963"]
WORDS = ["low", "high", "anything", "no, the king", "your lead", "ruff", "small club", "win"]


def event(rng: random.Random, s: TableSession) -> Event:
    """A random event, mostly the seat to play acting on a legal card."""
    t = s.table
    seat = t.turn
    o = s.open_choice
    roll = rng.random()
    if o is not None and o.options and roll < 0.3:
        return Event(EventKind.CHOOSE, rng.choice(sorted(o.choosers)), text=rng.choice(o.options))
    if roll < 0.1:
        return Event(EventKind.SAY, t.declarer, text=rng.choice(WORDS), findings={"slip_of_tongue": True})
    cards = t.legal_cards(seat) or list(t.hand(seat))
    card = rng.choice(cards)
    if seat == t.dummy:
        return Event(EventKind.SAY, t.declarer, text=f"{card.suit.name.lower()} {card.rank.name.lower()}")
    if roll < 0.15 and len(t.hand(Seat.E)):
        return Event(EventKind.SHOW, Seat.E, rng.choice(list(t.hand(Seat.E))))
    if roll < 0.2 and t.current_trick:
        played = t.current_trick[0][0]
        return Event(EventKind.PLAY, played, rng.choice(list(t.hand(played)) or cards))
    return Event(EventKind.PLAY, seat, card)


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 7)
    events = 0
    elapsed = 0.0
    sessions = []
    for i in range(n):
        inc = parse_incident({"format": "bridgelaw-incident/1", "laws": EDITIONS[i % 4], "contract": "2S",
                              "declarer": "S", "deal": DEAL})
        s = TableSession.from_incident(inc)
        for _ in range(60):
            if s.table.is_over:
                break
            e = event(rng, s)
            t0 = time.perf_counter()
            try:
                s.apply(e)
            except BridgeLawError:
                pass
            elapsed += time.perf_counter() - t0
            events += 1
        if i < 100:
            sessions.append(s)  # for state_at below (the others are dropped, as a server would)
    print(f"engine: {events:,} events in {n:,} sessions: {events / elapsed:10,.0f} events/s "
          f"({elapsed / events * 1e6:.0f} µs per event)")
    if hasattr(TableSession, "state_at"):
        t0 = time.perf_counter()
        k = 0
        for s in sessions:
            for j in range(len(s.record) + 1):
                s.state_at(j)
                k += 1
        print(f"state_at: {k:,} lookups, {(time.perf_counter() - t0) / k * 1e9:.0f} ns each")


if __name__ == "__main__":
    main()
