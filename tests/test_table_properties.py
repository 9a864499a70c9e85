"""Property tests of the Law 44 table engine (hypothesis): random deals with random legal play
always replay; undo of play restores the table exactly; an illegal card is always refused with
the right error and leaves the table unchanged."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaw import ALL_CARDS, Card, CardNotHeldError, IllegalCardError, NotYourTurnError, Seat, Suit, Table
from bridgelaw.notation import read_pbn, write_pbn
from bridgelaw.replay import random_board, replay_board
from bridgelaw.table import trick_winner

seeds = st.integers(min_value=0, max_value=2**32 - 1)


def _table(seed: int) -> Table:
    b = random_board(random.Random(seed), claim_after=0)
    assert b.deal is not None and b.contract is not None
    return Table(b.deal, b.contract)


@given(seeds)
@settings(max_examples=150, deadline=None)
def test_44_random_legal_play_always_replays_complete(seed: int) -> None:
    b = random_board(random.Random(seed))
    r = replay_board(b)
    assert r.status == "complete" and len(r.tricks) == 13
    assert r.declarer_tricks == b.result
    # and survives a PBN round trip
    (again,) = read_pbn(write_pbn(b))
    assert again.play == b.play and again.result == b.result


@given(seeds, st.integers(min_value=0, max_value=51))
@settings(max_examples=150, deadline=None)
def test_44_undo_of_play_restores_the_table_exactly(seed: int, n: int) -> None:
    rng = random.Random(seed)
    t = _table(seed)
    for _ in range(n):
        t.play(rng.choice(t.legal_cards()))
    before = t.snapshot()
    card = rng.choice(t.legal_cards())
    t.play(card)
    assert t.undo() is card
    assert t.snapshot() == before


@given(seeds, st.integers(min_value=0, max_value=51), st.sampled_from(ALL_CARDS), st.sampled_from(list(Seat)))
@settings(max_examples=300, deadline=None)
def test_44_illegal_card_is_refused_with_the_right_error_and_no_change(
    seed: int, n: int, card: object, seat: Seat
) -> None:
    rng = random.Random(seed)
    t = _table(seed)
    for _ in range(n):
        t.play(rng.choice(t.legal_cards()))
    before = t.snapshot()
    legal = t.is_legal(card, seat)  # type: ignore[arg-type]
    if legal:
        return
    if seat is not t.turn:
        expected: type[Exception] = NotYourTurnError
    elif card not in t.hand(seat):
        expected = CardNotHeldError
    else:
        expected = IllegalCardError
    try:
        t.play(card, seat)  # type: ignore[arg-type]
    except (NotYourTurnError, CardNotHeldError, IllegalCardError) as e:
        assert type(e) is expected, (type(e), expected)
    else:  # pragma: no cover
        raise AssertionError(f"{card} by {seat} was accepted")
    assert t.snapshot() == before


@given(seeds, st.integers(min_value=1, max_value=51))
@settings(max_examples=100, deadline=None)
def test_44C_legal_cards_follow_suit_when_able(seed: int, n: int) -> None:
    rng = random.Random(seed)
    t = _table(seed)
    for _ in range(n):
        t.play(rng.choice(t.legal_cards()))
    led = t.suit_led
    hand = t.hand(t.turn)
    legal = t.legal_cards()
    if led is not None and hand.has_suit(led):
        assert {c for c in legal} == set(hand.suit(led))
    else:
        assert set(legal) == set(hand)


@given(st.lists(st.sampled_from(ALL_CARDS), min_size=1, max_size=4, unique=True),
       st.sampled_from([None, *{c.suit for c in ALL_CARDS}]))
def test_44E_44F_trick_winner_of_an_incomplete_trick(cards: list[Card], trump: Suit | None) -> None:
    trick = list(zip(Seat, cards, strict=False))
    led = cards[0].suit
    trumps = [c for c in cards if c.suit is trump]
    best = max(trumps or [c for c in cards if c.suit is led], key=lambda c: c.rank)
    assert dict(trick)[trick_winner(trick, trump)] is best
