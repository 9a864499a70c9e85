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
from collections.abc import Callable
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
from bridgelaw.service.live import LiveTable, audience
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


def _deal_table() -> LiveTable:
    """The service tests' deal (conftest.DEAL), 4S by South."""
    from bridgelaw.service.live import load_session

    deal = "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"
    setup = dict(parse_incident({"contract": "4S", "declarer": "S", "deal": deal}).header)
    row = TableRow("t", setup, "face_to_face", "en", {}, 0.0)
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
    claim = s.claim
    over = claim is not None and claim.settled and (claim.status.value == "agreed" or claim.decided)
    if s.table.is_over or over:
        return set(Seat)  # the board is over (a disputed claim: once the director decides): every hand shown
    me = Seat.parse(role)
    out = {me}
    if anything_played and not (
        s.open_choice is not None and s.open_choice.law.startswith("54") and not s.table.tricks
    ):
        out.add(s.table.dummy)
    if s.claim is not None and s.claim.play_ceased:
        out.add(s.claim.claimer)  # 68C: the claimer faces his hand
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
        shown = json.dumps(view, ensure_ascii=False)
        for c in concealed:
            assert card_words(c, "en") not in texts, (role, c)
            assert c.pretty not in shown, (role, c)  # a claim's losing line writes cards "♣K"


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


# ------------------------------ secrecy as at the table (61B, 62A: a revoke told when attention is drawn)

SEATS = ("N", "E", "S", "W")
ATTENTION = ("call", "dummy_asks", "dummy_draws_attention")


def _revoke_words(obj: dict[str, Any]) -> bool:
    return "revoke" in obj.get("flags", []) or "revoke_established" in obj.get("flags", []) \
        or "revoke" in obj["text"].lower() or any("revoke" in str(n) for n in obj.get("then", ()))


def _told_rulings(live: LiveTable, role: str) -> list[dict[str, Any]]:
    """Every list of rulings ``role`` receives: the whole view, the delta view, the event's own."""
    view = visible_view(live, role)
    delta = json.loads(view_json(live, role, delta_from=live.changed_from(live.seq)))
    return [*view["rulings"], *delta["rulings"], *live.rulings_of(live.seq, "en", audience(role))]


def _secret_revokes(s: TableSession) -> list[Any]:
    """The revokes from a concealed hand that nothing has yet made known at the table (an
    independent, stricter statement than the service's: no attention drawn by anyone since the
    start, play not over, and in no state since has the offender faced a card of the suit he
    failed to follow - a card faced and then withdrawn was seen too)."""
    t = s.table
    if t.is_over or any(e.kind.value in ATTENTION or e.kind.value == "finding" for e in s.record.events):
        return []
    out = []
    for rv in t.revokes:
        if rv.seat == t.dummy:
            continue
        shown = False
        for k in range(len(s.record) + 1):
            plays = s.state_at(k).table.plays
            if (rv.seat, rv.card) in plays:
                at = plays.index((rv.seat, rv.card))
                shown = shown or any(seat == rv.seat and c.suit is rv.suit_led for seat, c in plays[at + 1:])
        if not shown:
            out.append(rv)
    return out


def _check_delta_prefix(live: LiveTable, before: dict[str, list[Any]]) -> None:
    """A client keeps the rulings before ``rulings_from`` of a delta view: they must be those
    it was sent with the previous state (a revoke told later changes the list in the middle)."""
    for role in ("N", "E", "S", "W", "director"):
        now = visible_view(live, role)["rulings"]
        start = json.loads(view_json(live, role, delta_from=live.changed_from(live.seq)))["rulings_from"]
        if role in before:
            assert before[role][:start] == json.loads(json.dumps(now[:start])), (role, start)
        before[role] = json.loads(json.dumps(now))


def _check_revokes(live: LiveTable) -> None:
    s = live.session
    secret = _secret_revokes(s)
    # (seat, card) of a secret revoke -> the event that made it (an earlier revoke with the same
    # card, corrected and told, is another revoke)
    since: dict[tuple[Any, ...], int] = {}
    for rv in secret:
        since[(rv.seat.letter, str(rv.card))] = next(
            e for e in range(len(s.record))
            if rv in s.state_at(e + 1).table.revokes and rv not in s.state_at(e).table.revokes)
    for role in SEATS:
        for obj in _told_rulings(live, role):
            about = obj.get("reruled_seq", obj["seq"]) - 1
            notes = {tuple(str(n).split(":")[1:]) for n in obj.get("then", ())
                     if str(n).startswith("revoke:")}
            assert not any(about >= since[key] for key in notes if key in since), (role, obj)
            key = (obj.get("seat"), obj.get("card"))
            if key in since and about >= since[key] and "revoke_corrected" not in obj.get("flags", []):
                assert not _revoke_words(obj), (role, obj)
    if secret:  # the director and a spectator are told at once
        for role in ("director", "spectator"):
            assert any(_revoke_words(o) for o in visible_view(live, role)["rulings"]), role


def _random_event(s: TableSession, rng: random.Random) -> dict[str, Any] | None:
    """Mostly legal play, often a card that does not follow suit (a revoke at a face-to-face
    table), sometimes a call, a 61B question, a dummy act or the director's finding."""
    t = s.table
    if t.is_over:
        return None
    turn = t.turn
    actor = t.declarer if turn == t.dummy else turn
    roll = rng.random()
    oc = s.open_choice
    if oc is not None and roll < 0.5:
        return {"by": sorted(oc.choosers)[0].letter, "choose": rng.choice(oc.options)}
    if roll < 0.06:
        return {"by": rng.choice(SEATS), "call": rng.choice(["director", "revoke"])}
    if roll < 0.08 and len(s.record):
        n = rng.randint(1, len(s.record))
        return {"by": s.record.events[n - 1].by.letter, "finding": n, "findings": {"x-ruling": "seen"}}
    if roll < 0.1:
        return {"by": t.dummy.letter, "dummy_asks": "revoke"}
    hand = list(t.hand(turn))
    if not hand:
        return None
    if roll < 0.45:  # any card of the hand: often a revoke
        return {"by": actor.letter, "play": str(rng.choice(hand))}
    legal = t.legal_cards(turn)
    return {"by": actor.letter, "play": str(rng.choice(legal or hand))}


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), contract=st.sampled_from(["4H", "3NT", "2S", "5C"]),
       declarer=st.sampled_from("NESW"), steps=st.integers(10, 90))
def test_61A_62A_no_seat_is_told_a_revoke_before_the_table_would_know_it(
    seed: int, contract: str, declarer: str, steps: int
) -> None:
    """Random boards with revokes, calls, 61B questions and findings: until attention is drawn
    (or the offender shows the suit, or play ends) no view, delta view or event ruling a seat
    receives says that a concealed hand revoked; the director and a spectator see it at once;
    and no concealed card reaches a seat (the 41C check above)."""
    live = _table(seed, contract, declarer)
    drive_and_check(live, random.Random(seed + 7), steps, _random_event, _check_revokes)


def drive_and_check(
    live: LiveTable,
    rng: random.Random,
    steps: int,
    next_event: Callable[[TableSession, random.Random], dict[str, Any] | None],
    check: Callable[[LiveTable], None],
) -> None:
    """Apply up to ``steps`` events ``next_event`` draws (refused ones skipped) to ``live``; after
    each, the 41C check (no concealed card reaches a token), ``check`` (the property under test)
    and the delta-prefix check (rulings a client kept never change)."""
    s = live.session
    dealt = {seat: set(s.table.hand(seat)) for seat in Seat}
    faced: set[Card] = set()
    sent: dict[str, list[Any]] = {}
    for _ in range(steps):
        body = next_event(s, rng)
        if body is None:
            break
        try:
            s.apply(Event.from_json(body))
        except BridgeLawError:
            continue
        if "play" in body:
            faced.add(Card.parse(body["play"]))
        _check(live, dealt, faced)
        check(live)
        _check_delta_prefix(live, sent)


def test_61A_a_revoke_is_told_as_a_card_played_until_a_61B_question() -> None:
    live = _deal_table()
    s = live.session
    for body in ({"by": "W", "play": "D2"}, {"by": "S", "say": "the queen"}, {"by": "E", "play": "S4"}):
        s.apply(Event.from_json(body))
    told = [r for r in visible_view(live, "W")["rulings"] if r["seq"] == 3]
    assert [(r["outcome"], r["law"], r["card"], r["text"]) for r in told] == [
        ("played", "45A", "S4", "E plays the four of spades: the card is played (Law 45A).")]
    assert "revoke" in visible_view(live, "director")["rulings"][-1]["flags"]
    assert _told_rulings(live, "E")[-1]["text"].endswith("(Law 45A).")  # the offender is not prompted either
    s.apply(Event.from_json({"by": "S", "play": "DA"}))
    s.apply(Event.from_json({"by": "S", "call": "revoke"}))  # "having none?" (61B)
    assert any("revoke" in r.get("flags", []) for r in visible_view(live, "W")["rulings"])


def test_63A1_an_established_revoke_is_not_announced_and_a_later_card_of_the_suit_tells_it() -> None:
    """East ruffs a diamond holding ♦KJ5 and leads a club: the revoke is established (63A1) - the
    director sees it, the seats are told nothing. Had East led a diamond instead, everyone would
    have seen that he held one: the revoke is told at once."""
    for lead, told in (("C4", False), ("D5", True)):
        live = _deal_table()
        s = live.session
        for body in ({"by": "W", "play": "D2"}, {"by": "S", "say": "the queen"}, {"by": "E", "play": "S4"},
                     {"by": "S", "play": "D3"}, {"by": "E", "play": lead}):
            s.apply(Event.from_json(body))
        director = visible_view(live, "director")["rulings"]
        assert any("revoke_established" in r.get("flags", []) for r in director)
        for role in SEATS:
            assert any(_revoke_words(r) for r in visible_view(live, role)["rulings"]) is told, (lead, role)
            delta = json.loads(view_json(live, role, delta_from=live.changed_from(live.seq)))
            assert delta["rulings"] == visible_view(live, role)["rulings"][delta["rulings_from"]:]


def test_41C_acts_on_dummys_cards_before_dummy_is_faced_are_refused_alike_for_every_card() -> None:
    """Before the opening lead, every card declarer does not hold is refused with the same words
    whether dummy holds it or not, for every act that names a card."""
    from bridgelaw.service.errors import ApiError
    from bridgelaw.service.visibility import refuse_concealed_act

    live = _table(11, "4H", "S")
    t = live.session.table
    for kind in ("play", "point", "touch", "hold", "show", "drop"):
        answers = set()
        for card in ALL_CARDS:
            if card in t.hand(Seat.S):
                continue
            try:
                refuse_concealed_act(live, "S", Event.from_json({"by": "S", kind: str(card)}))
            except ApiError as e:
                answers.add((e.status, e.code, e.message.replace(str(card), "X")))
            else:
                raise AssertionError(f"{kind} {card} not refused")
        assert len(answers) == 1, (kind, answers)
