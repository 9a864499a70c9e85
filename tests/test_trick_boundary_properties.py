"""Property tests of the trick boundary (45E, 65A, 66C), over random sessions in
every edition, with and without ``O-66-AUTO-QUIT``:

- a session never ends - nor passes through a state - with an open offer that offers nothing
  (every open choice has at least one option a ``choose`` can take);
- a card faced after a quitted trick (a ``quit`` event, the platform quitting, or the finding
  ``trick_quitted: true``) is never ruled a fifth card (45E1/45E2, or 1963's no-provision 45);
- a second card to a trick of fewer than four cards is never ruled a fifth card either;
- only completed tricks are ever quitted.
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgelaw.cards import ALL_CARDS, Contract, Deal, Seat
from bridgelaw.engine import TableSession
from bridgelaw.errors import BridgeLawError
from bridgelaw.incident import parse_incident
from bridgelaw.laws.law65_66 import QuittedTricks
from bridgelaw.record import Event, EventKind
from bridgelaw.regulations import Regulations
from bridgelaw.rulings import Ruling
from bridgelaw.table import Table

EDITIONS = ("2017", "2007", "1997", "1963")


def _setup(rng: random.Random) -> dict[str, Any]:
    cards = list(ALL_CARDS)
    rng.shuffle(cards)
    hands = [cards[k * 13 : (k + 1) * 13] for k in range(4)]
    order = "AKQJT98765432"
    deal = Deal.parse(
        "N:"
        + " ".join(
            ".".join(
                "".join(sorted((str(c)[1] for c in h if str(c)[0] == s), key=order.index)) for s in "SHDC"
            )
            for h in hands
        )
    )
    strain = rng.choice(["C", "D", "H", "S", "NT"])
    declarer = rng.choice("NESW")
    table = Table(deal, Contract.parse(f"3{strain}", Seat.parse(declarer)))
    play: list[str] = []
    for _ in range(rng.choice((0, 4, 8, 20))):
        c = rng.choice(table.legal_cards())
        table.play(c)
        play.append(str(c))
    return {"contract": f"3{strain}", "declarer": declarer, "deal": deal.to_pbn(), "play": play}


def _event(s: TableSession, rng: random.Random) -> Event:
    """A random event: mostly the seat to play with a legal card, often a quit after a completed
    trick, sometimes a card out of turn (from any seat, a second card to the trick), a choice of
    an open offer, a call from dummy or the finding trick_quitted."""
    t = s.table
    o = s.open_choice
    if o is not None and o.options and rng.random() < 0.6:
        by = rng.choice(sorted(o.choosers, key=lambda x: x.letter))
        return Event(EventKind.CHOOSE, by, text=rng.choice(o.options))
    r = rng.random()
    if r < 0.2 and (t.current_trick or t.tricks):
        return Event(EventKind.QUIT, rng.choice(list(Seat)), text="last")
    if r < 0.27:
        return Event(EventKind.SAY, t.declarer, text=rng.choice(["small", "play anything", "top", "win it"]))
    findings = {"trick_quitted": rng.choice([True, False])} if rng.random() < 0.15 else {}
    seat = t.turn if rng.random() < 0.7 else rng.choice(list(Seat))
    if seat == t.dummy:
        seat = t.declarer
        pool = list(t.hand(t.dummy)) if t.turn == t.dummy else list(t.hand(seat))
    else:
        pool = list(t.hand(seat))
    legal = [c for c in t.legal_cards(seat)] if t.turn == seat and not t.is_over else []
    card = rng.choice(legal) if legal and rng.random() < 0.8 else rng.choice(pool or list(ALL_CARDS))
    return Event(EventKind.PLAY, seat, card, findings=findings)


def _fifth(r: Ruling) -> bool:
    """A fifth-card ruling: 45E1/45E2, or 1963's "no provision for a fifth card" (article 45)."""
    return r.law in ("45E1", "45E2") or (
        r.law == "45" and "no_provision_1963" in r.flags and "fifth" in r.message
    )


def _quitted(s: TableSession) -> frozenset[int]:
    """The tricks quitted by ``quit`` events so far (Laws 65-66's memory)."""
    q = s.state.recall(QuittedTricks)
    return q.tricks if q is not None else frozenset()


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32 - 1), st.sampled_from(EDITIONS), st.sampled_from(["off", "on", None]))
def test_66_property_no_empty_offer_and_no_fifth_card_after_a_quitted_trick(
    seed: int, laws: str, auto: str | None
) -> None:
    rng = random.Random(seed)
    options = {"O-66-AUTO-QUIT": auto} if auto else {}
    inc = parse_incident({**_setup(rng), "laws": laws, "options": options})
    s = TableSession.from_incident(inc, regulations=Regulations(options))
    for _ in range(rng.randint(5, 60)):
        if s.table.is_over:
            break
        t = s.table
        e = _event(s, rng)
        last = t.last_trick
        completed = not t.current_trick and last is not None
        found = e.findings.get("trick_quitted")
        recorded = last is not None and last.number in _quitted(s)
        # the Director's finding decides; else a quit event or the platform (65A/66C)
        quitted = completed and (found if found is not None else (recorded or auto == "on"))
        second = e.kind is EventKind.PLAY and any(x == e.by for x, _ in t.current_trick)
        try:
            rulings = s.apply(e)
        except BridgeLawError:
            continue
        o = s.open_choice
        assert o is None or o.options, (laws, e, o)
        # only completed tricks are quitted (a correction that undoes a trick un-quits it)
        assert all(n < s.table.trick_number for n in _quitted(s))
        if e.kind is EventKind.PLAY and rulings and (quitted or second):
            assert not _fifth(rulings[0]), (laws, auto, e, rulings[0].law, rulings[0].message)
    o = s.open_choice
    assert o is None or o.options
