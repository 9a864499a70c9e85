"""bridgelaw.double_dummy: endplay's DDS from a bridgelaw position, any point mid-trick."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgelaw.cards import ALL_CARDS, Card, Contract, Deal, Hand, Seat
from bridgelaw.double_dummy import (
    DDPosition,
    DoubleDummyError,
    dd_card_values,
    dd_position,
    dd_remaining_tricks,
    dd_values_of,
)
from bridgelaw.errors import BridgeLawError
from bridgelaw.table import Table, Trick

C = Card.parse


def _table(contract: str, declarer: Seat, hands: dict[Seat, str], leader: Seat,
           trick: tuple[str, ...] = ()) -> Table:
    t = Table.from_position(Contract.parse(contract, declarer), {s: Hand.parse(h) for s, h in hands.items()},
                            leader=leader)
    for c in trick:
        t.play(C(c))
    return t


def test_two_card_ending_trumps_and_a_ruff() -> None:
    # N: SA SK; E: DA DK; S: SQ D2; W: SJ D3; spades trumps, S to lead
    t = _table("4S", Seat.S, {Seat.N: "AK...", Seat.E: "..AK.", Seat.S: "Q..2.", Seat.W: "J..3."}, Seat.S)
    assert dd_card_values(t) == {C("SQ"): 2, C("D2"): 2}
    assert dd_remaining_tricks(t, Seat.N) == 2 and dd_remaining_tricks(t, Seat.E) == 0


def test_mid_trick_the_trick_in_progress_counts() -> None:
    # no trump: S leads D2, W to play: E wins it with a top diamond and cashes the other
    t = _table("3NT", Seat.S, {Seat.N: "AK...", Seat.E: "..AK.", Seat.S: "Q..2.", Seat.W: "J..3."}, Seat.S,
               ("D2",))
    assert t.turn is Seat.W
    assert dd_card_values(t) == {C("D3"): 2}
    assert dd_remaining_tricks(t, Seat.W) == 2 and dd_remaining_tricks(t, Seat.S) == 0
    t.play(C("D3"))  # N to play, third to the trick: a discard
    assert dd_card_values(t) == {C("SA"): 0, C("SK"): 0}
    t.play(C("SK"))  # E wins with the ace or the king of diamonds
    assert dd_card_values(t) == {C("DA"): 2, C("DK"): 2}
    assert dd_remaining_tricks(t, Seat.E) == 2


def test_no_tricks_left_is_zero_and_no_cards() -> None:
    t = _table("1NT", Seat.S, {Seat.N: "A...", Seat.E: "K...", Seat.S: "Q...", Seat.W: "J..."}, Seat.W)
    for c in ("SJ", "SA", "SK", "SQ"):
        t.play(C(c))
    assert t.is_over
    assert dd_card_values(t) == {} and dd_remaining_tricks(t, Seat.N) == 0


def test_partly_known_hand_is_a_clear_error() -> None:
    hands = {Seat.N: Hand.parse("AK..."), Seat.S: Hand.parse("Q..2.")}
    t = Table.from_position(Contract.parse("4S", Seat.S), hands)
    with pytest.raises(DoubleDummyError, match="only partly known"):
        dd_card_values(t)


def test_unequal_hands_is_a_clear_error() -> None:
    t = _table("4S", Seat.S, {Seat.N: "AK...", Seat.E: "..AK.", Seat.S: "Q..2.", Seat.W: "J..."}, Seat.S)
    with pytest.raises(DoubleDummyError, match=r"unequal hands.*W should hold 2") as e:
        dd_remaining_tricks(t, Seat.S)
    assert isinstance(e.value, BridgeLawError) and isinstance(e.value, ValueError)


def test_impossible_plain_positions_are_refused() -> None:
    a, k = C("SA").index, C("SK").index
    with pytest.raises(DoubleDummyError, match="in two hands"):
        dd_values_of(DDPosition((1 << a, 1 << a, 0, 0), None, Seat.N, ()))
    with pytest.raises(DoubleDummyError, match="both held and in the trick"):
        dd_values_of(DDPosition((1 << a, 1 << k, 0, 0), None, Seat.N, (a,)))
    with pytest.raises(DoubleDummyError, match="at most 3"):
        dd_values_of(DDPosition((0, 0, 0, 0), None, Seat.N, (1, 2, 3, 4)))


def _random_table(seed: int, plays: int, denomination: str) -> Table:
    rng = random.Random(seed)
    cards = list(ALL_CARDS)
    rng.shuffle(cards)
    deal = Deal(tuple(Hand(cards[13 * i:13 * i + 13]) for i in range(4)))  # type: ignore[arg-type]
    t = Table(deal, Contract.parse("3" + denomination, Seat(rng.randrange(4))))
    for _ in range(plays):
        t.play(rng.choice(t.legal_cards()))
    return t


def _won(completed: Trick | None, seat: Seat) -> int:
    """1 when ``completed`` is a trick the side of ``seat`` won, else 0."""
    return int(completed is not None and completed.winner is not None and completed.winner.same_side(seat))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.integers(16, 51), st.sampled_from(["NT", "S", "H", "D", "C"]))
def test_property_values_agree_with_the_remaining_tricks(seed: int, plays: int, den: str) -> None:
    t = _random_table(seed, plays, den)
    pos = dd_position(t)
    values = dd_card_values(t)
    assert set(values) == set(t.legal_cards())
    me, other = dd_remaining_tricks(t, t.turn), dd_remaining_tricks(t, t.turn.lho)
    assert me + other == pos.remaining == 13 - len(t.tricks)
    assert me == max(values.values())
    # playing a best card leaves the side its value; any card gives at most that
    best = max(values, key=lambda c: values[c])
    seat = t.turn
    won_now = _won(t.play(best), seat)
    assert won_now + dd_remaining_tricks(t, seat) == values[best]
    t.undo()
    worst = min(values, key=lambda c: values[c])
    won_now = _won(t.play(worst), seat)
    assert won_now + dd_remaining_tricks(t, seat) == values[worst] <= values[best]


def test_against_endplay_directly_on_a_full_deal() -> None:
    from endplay.dds import solve_board
    from endplay.types import Deal as EDeal
    from endplay.types import Denom, Player

    t = _random_table(7, 0, "H")
    values = dd_card_values(t)
    e = EDeal(Deal(tuple(t.hand(s) for s in Seat)).to_pbn(), first=Player(int(t.turn)),  # type: ignore[arg-type]
              trump=Denom.hearts)
    ref = {"SHDC"[int(c.suit)] + "23456789TJQKA"[int(c.rank).bit_length() - 3]: v for c, v in solve_board(e)}
    assert {str(c): v for c, v in values.items()} == ref
