"""Law 41C and the table-service contract: no concealed card ever reaches a token that may not see it.

Hypothesis drives random tables (random deals, contracts, declarers) through random events -
legal plays, leads and plays out of turn, exposed cards, declarer's words, the other side's
choices - and checks every token's view (the one function that builds the HTTP view, the
WebSocket messages and everything else that returns state) after every event.
"""

from __future__ import annotations

import json
import random
import re
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgelaw.cards import ALL_CARDS, Card, Deal, Hand, Seat
from bridgelaw.cards import Hand as _Hand
from bridgelaw.engine import TableSession
from bridgelaw.errors import BridgeLawError
from bridgelaw.i18n import card_words
from bridgelaw.incident import parse_incident
from bridgelaw.record import Event
from bridgelaw.service.auth import ROLES
from bridgelaw.service.live import LiveTable
from bridgelaw.service.store import TableRow
from bridgelaw.service.visibility import view_json, visible_view

CODE = re.compile(r"\b[SHDC][2-9TJQKA]\b")
SAYINGS = [
    "small",
    "high",
    "low",
    "ruff",
    "win",
    "the queen",
    "play anything",
    "jack",
    "small club",
    "top spade",
]


def _table(seed: int, contract: str, declarer: str, mode: str = "face_to_face") -> LiveTable:
    rng = random.Random(seed)
    cards = list(ALL_CARDS)
    rng.shuffle(cards)
    deal = Deal(tuple(Hand(cards[i * 13 : (i + 1) * 13]) for i in range(4)))  # type: ignore[arg-type]
    setup = dict(parse_incident({"contract": contract, "declarer": declarer, "deal": deal.to_pbn()}).header)
    row = TableRow("t", setup, mode, "en", {}, 0.0)
    from bridgelaw.service.live import load_session

    return LiveTable(row, load_session(row, []))


def _event(s: TableSession, rng: random.Random, faced: set[Card]) -> dict[str, Any] | None:
    t = s.table
    if t.is_over:
        return None
    oc = s.open_choice
    roll = rng.random()
    if oc is not None and roll < 0.6:
        return {"by": sorted(oc.choosers)[0].letter, "choose": rng.choice(oc.options)}
    turn = t.turn
    actor = t.declarer if turn == t.dummy else turn
    if roll < 0.7:
        seat = rng.choice(list(Seat))
        hand = list(t.hand(seat))
        if seat == t.dummy or not hand:
            return None
        kind = rng.choice(["play", "show"])
        return {"by": seat.letter, kind: str(rng.choice(hand))}
    if roll < 0.78 and turn == t.dummy:
        return {"by": t.declarer.letter, "say": rng.choice(SAYINGS)}
    legal = t.legal_cards(turn)
    if not legal:
        return None
    return {"by": actor.letter, "play": str(rng.choice(legal))}


def _allowed(s: TableSession, role: str, anything_played: bool) -> set[Seat]:
    """Independent statement of who may see which hand (table-service.md, "View")."""
    if role in ("director", "spectator"):
        return set(Seat)
    me = Seat.parse(role)
    out = {me}
    if anything_played and not (
        s.open_choice is not None and s.open_choice.law.startswith("54") and not s.table.tricks
    ):
        out.add(s.table.dummy)
    return out


def _check(live: LiveTable, dealt: dict[Seat, set[Card]], faced: set[Card]) -> None:
    s = live.session
    t = s.table
    anything = bool(t.current_trick or t.tricks)
    faced |= {c for _, c in t.current_trick} | {c for tr in t.tricks for _, c in tr.cards}
    faced |= {p.card for p in s.penalty_cards} | set(s.premature.values()) | {w.card for w in s.withdrawn}
    for role in ROLES:
        allowed = _allowed(s, role, anything)
        concealed = {c for seat in Seat if seat not in allowed for c in dealt[seat]} - faced
        view = visible_view(live, role)
        # what is sent (the cached, encoded view, whole or delta) is that same view
        assert json.loads(view_json(live, role)) == view
        delta = json.loads(view_json(live, role, delta_from=live.changed_from(live.seq)))
        start = delta.pop("rulings_from")
        assert delta.pop("rulings") == view["rulings"][start:]
        assert delta == {k: v for k, v in view.items() if k != "rulings"}
        hands = view.pop("hands")
        for letter, pbn in hands.items():
            assert Seat.parse(letter) in allowed, (role, letter)
            assert not set(_Hand.parse(pbn)) & concealed
        body = json.dumps(view)
        leaked = {Card.parse(x) for x in CODE.findall(body)} & concealed
        assert not leaked, (role, leaked)
        texts = " ".join(r["text"] for r in view["rulings"])
        for c in concealed:
            assert card_words(c, "en") not in texts, (role, c)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10**6),
    contract=st.sampled_from(["4H", "3NT", "2S", "5C", "1D"]),
    declarer=st.sampled_from("NESW"),
    steps=st.integers(5, 70),
)
def test_41C_no_concealed_card_reaches_a_token_that_may_not_see_it(
    seed: int, contract: str, declarer: str, steps: int
) -> None:
    live = _table(seed, contract, declarer)
    s = live.session
    dealt = {seat: set(s.table.hand(seat)) for seat in Seat}
    faced: set[Card] = set()
    rng = random.Random(seed + 1)
    _check(live, dealt, faced)
    for _ in range(steps):
        body = _event(s, rng, faced)
        if body is None:
            if s.table.is_over:
                break
            continue
        try:
            s.apply(Event.from_json(body))
        except BridgeLawError:
            continue
        for key in ("play", "show"):
            if key in body:
                faced.add(Card.parse(body[key]))
        _check(live, dealt, faced)


def test_41C_dummy_hidden_until_the_opening_lead_then_seen_by_all() -> None:
    live = _table(3, "4H", "S")
    s = live.session
    assert [set(visible_view(live, r)["hands"]) for r in ("N", "E", "S", "W")] == [{"N"}, {"E"}, {"S"}, {"W"}]
    s.apply(Event.from_json({"by": "W", "play": str(s.table.legal_cards(Seat.W)[0])}))
    assert [set(visible_view(live, r)["hands"]) for r in ("N", "E", "S", "W")] == [
        {"N"},
        {"E", "N"},
        {"S", "N"},
        {"W", "N"},
    ]


def test_54_dummy_not_spread_while_declarer_decides_on_a_lead_out_of_turn() -> None:
    live = _table(5, "4H", "S")
    s = live.session
    s.apply(Event.from_json({"by": "E", "play": str(next(iter(s.table.hand(Seat.E))))}))
    assert s.open_choice is not None and s.open_choice.law == "54"
    assert set(visible_view(live, "S")["hands"]) == {"S"}
    assert set(visible_view(live, "W")["hands"]) == {"W"}


def test_54_dummy_stays_concealed_when_the_proper_leader_faces_a_card_before_the_choice() -> None:
    """60C with 54: the proper leader's card faced before declarer chose is a penalty card, not
    a lead - no card stands in a trick yet, so dummy is still concealed; once declarer accepts
    the lead out of turn, dummy is spread."""
    live = _table(5, "4H", "S")
    s = live.session
    s.apply(Event.from_json({"by": "E", "play": str(next(iter(s.table.hand(Seat.E))))}))
    s.apply(Event.from_json({"by": "W", "play": str(next(iter(s.table.hand(Seat.W))))}))
    assert s.open_choice is not None and s.penalty_cards
    assert [set(visible_view(live, r)["hands"]) for r in ("E", "S", "W")] == [{"E"}, {"S"}, {"W"}]
    s.apply(Event.from_json({"by": "S", "choose": "accept_lead"}))
    spread = [set(visible_view(live, r)["hands"]) for r in ("E", "S", "W")]
    assert spread == [{"E", "N"}, {"S", "N"}, {"W", "N"}]
