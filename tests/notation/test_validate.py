"""A replayed board's deal is 52 cards, 13 a hand (or a PBN end position), and its play uses
only cards dealt (such boards used to be replayed as 'partly known', 'complete': a silently
wrong answer)."""

from __future__ import annotations

import random

from bridgelaw.cards import ALL_CARDS, Card, Contract, Deal, Hand, Seat
from bridgelaw.notation import Board
from bridgelaw.notation.validate import board_problem, deal_problem, play_problem
from bridgelaw.replay import replay_board
from bridgelaw.table import Table

DEAL = "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"


def random_play(deal: Deal, contract: Contract, seed: int) -> list[tuple[Seat, Card]]:
    rng = random.Random(seed)
    t = Table(deal, contract)
    out = []
    while not t.is_over:
        seat = t.turn
        c = rng.choice(sorted(t.legal_cards()))
        t.play(c)
        out.append((seat, c))
    return out


def test_law6_full_deal_has_no_problem() -> None:
    assert deal_problem(Deal.parse(DEAL)) is None


def test_law6_hand_of_12_among_13s_is_a_problem() -> None:
    d = Deal.parse("N:KJ852.QT864.Q.3 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96")
    why = deal_problem(d)
    assert why is not None and why.startswith("deal: N holds 12 cards") and "E holds 13" in why


def test_law6_hand_of_14_is_a_problem() -> None:
    d = Deal((Hand.parse("KJ852.QT864.Q.32"), Hand.parse("A764.A93.KJ5.JT94"), Hand(), Hand()))
    assert deal_problem(d) == "deal: E holds 14 cards (A764.A93.KJ5.JT94); a hand holds at most 13 (Law 6)"


def test_unknown_hands_and_end_positions_are_accepted() -> None:
    assert deal_problem(Deal.parse("N:KJ852.QT864.Q.32 - - -")) is None
    end = "N:.6.AKQ987.A9732 A865.KQ5.T.QJT6 J97.J98742.3.K4 QT2.AT.J6542.85"  # PBN verifier, game 31
    assert deal_problem(Deal.parse(end)) is None


def test_play_of_a_card_dealt_to_another_seat() -> None:
    d = Deal.parse(DEAL)
    assert play_problem(d, [(Seat.E, Card.parse("H2"))]) == \
        "card 1 (trick 1): E plays H2, which was dealt to W"


def test_play_of_a_card_twice_and_not_in_a_known_hand() -> None:
    d = Deal.parse("N:KJ852.QT864.Q.32 - - -")
    h2 = Card.parse("H2")
    assert play_problem(d, [(Seat.E, h2), (Seat.S, h2)]) == \
        "card 2 (trick 1): S plays H2 a second time (first as card 1)"
    assert play_problem(d, [(Seat.N, h2)]) == \
        "card 1 (trick 1): N plays H2, which is not in N's hand as dealt"
    assert play_problem(d, [(Seat.E, h2)]) is None  # from an unknown hand: may be


def test_random_complete_boards_have_no_problem() -> None:
    for seed in range(20):
        cards = list(ALL_CARDS)
        random.Random(seed).shuffle(cards)
        hands = tuple(Hand(cards[i * 13:(i + 1) * 13]) for i in range(4))
        d = Deal((hands[0], hands[1], hands[2], hands[3]))
        play = random_play(d, Contract.parse("3NT", "S"), seed)
        assert board_problem(d, play) is None


def test_replay_of_a_board_with_a_12_card_hand_is_unreadable_not_complete() -> None:
    full = Deal.parse(DEAL)
    contract = Contract.parse("2S", "S")
    play = random_play(full, contract, 1)
    # drop one card from N that N plays: the table used to take it from "the unknown part"
    n_card = next(c for s, c in play if s is Seat.N)
    short_n = Hand([c for c in full[Seat.N] if c != n_card])
    d = Deal((short_n, full[Seat.E], full[Seat.S], full[Seat.W]))
    r = replay_board(Board(file="t.pbn", board="1", deal=d, contract=contract, play=play))
    assert r.status == "unreadable" and "N holds 12 cards" in r.detail
