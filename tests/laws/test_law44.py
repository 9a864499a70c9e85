"""Law 44: sequence and procedure of play (laws.md §1.4), by clause, on :class:`bridgelaw.table.Table`.

44A the leader may lead any card; 44B the others play in rotation (clockwise); 44C follow suit
if able; 44D otherwise any card; 44E a trick with a trump is won by the highest trump; 44F one
without is won by the highest card of the suit led; 44G the winner leads to the next trick.
Also the opening lead by declarer's LHO (41A), which 44 starts from.
"""

from __future__ import annotations

import pytest

from bridgelaw.cards import Card, Contract, Deal, Seat, Suit
from bridgelaw.errors import CardNotHeldError, IllegalCardError, NotYourTurnError, PlayOverError
from bridgelaw.table import Table, trick_winner

C = Card.parse
# N: KJ852.QT864.Q.32  E: A764.A93.KJ5.JT4  S: QT.5.AT943.AQ875  W: 93.KJ72.8762.K96
DEAL = "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"


def table(contract: str = "2S", declarer: Seat = Seat.S) -> Table:
    """The example deal under ``contract`` by ``declarer``; declarer's LHO on lead (41A)."""
    return Table(Deal.parse(DEAL), Contract.parse(contract, declarer))


def play(t: Table, *cards: str) -> None:
    for c in cards:
        t.play(C(c))


# ------------------------------------------------------------------ 44A


def test_44A_the_leader_may_lead_any_card_of_his_hand() -> None:
    t = table()
    assert t.turn is Seat.W and t.leader is Seat.W  # 41A: declarer's LHO makes the opening lead
    assert sorted(map(str, t.legal_cards())) == sorted(map(str, t.hand(Seat.W)))
    assert len(t.legal_cards()) == 13


def test_44A_a_lead_of_any_suit_is_accepted_and_starts_the_trick() -> None:
    for lead in ("S9", "HK", "D8", "CK"):
        t = table()
        assert t.play(C(lead)) is None
        assert t.current_trick == [(Seat.W, C(lead))]
        assert t.suit_led is C(lead).suit


# ------------------------------------------------------------------ 44B


def test_44B_each_other_player_plays_in_rotation_clockwise() -> None:
    t = table()
    seen = [t.turn]
    for c in ("H2", "H4", "HA", "H5"):
        t.play(C(c))
        seen.append(t.turn)
    assert seen[:4] == [Seat.W, Seat.N, Seat.E, Seat.S]


def test_44B_a_card_out_of_rotation_is_refused_and_the_table_unchanged() -> None:
    t = table()
    t.play(C("H2"))
    before = t.snapshot()
    with pytest.raises(NotYourTurnError) as e:
        t.play(C("HA"), Seat.E)  # North (dummy) is to play
    assert e.value.law == "44B" and e.value.seat is Seat.E
    assert t.snapshot() == before


def test_44B_dummys_cards_are_played_in_dummys_turn() -> None:
    t = table()
    t.play(C("H2"))
    assert t.turn is Seat.N == t.dummy
    t.play(C("HQ"))
    assert t.current_trick[-1] == (Seat.N, C("HQ"))


def test_44_a_card_not_held_is_refused() -> None:
    t = table()
    with pytest.raises(CardNotHeldError):
        t.play(C("SA"))  # East's card, West to lead
    assert len(t.plays) == 0


# ------------------------------------------------------------------ 44C


def test_44C_must_follow_suit_when_able() -> None:
    t = table()
    t.play(C("H2"))
    assert all(c.suit is Suit.HEARTS for c in t.legal_cards())
    with pytest.raises(IllegalCardError) as e:
        t.play(C("S2"))  # dummy holds hearts
    assert e.value.law == "44C"
    assert not t.is_legal(C("S2")) and t.is_legal(C("HQ"))


def test_44C_a_revoke_recorded_as_it_happened_is_marked() -> None:
    t = table()
    t.play(C("H2"))
    t.play(C("S2"), allow_illegal=True)
    assert [(r.seat, r.card, r.suit_led) for r in t.revokes] == [(Seat.N, C("S2"), Suit.HEARTS)]


# ------------------------------------------------------------------ 44D


def test_44D_unable_to_follow_suit_any_card_may_be_played() -> None:
    t = table()
    play(t, "H2", "H4", "HA", "H5")  # East wins trick 1; South played his only heart
    t.play(C("H3"))  # East leads a heart: South is void
    assert t.turn is Seat.S
    assert sorted(map(str, t.legal_cards())) == sorted(map(str, t.hand(Seat.S)))


@pytest.mark.parametrize("card", ["ST", "D3", "C5"])
def test_44D_the_void_player_may_ruff_or_discard(card: str) -> None:
    t = table()
    play(t, "H2", "H4", "HA", "H5", "H3")
    t.play(C(card))
    assert t.current_trick[-1] == (Seat.S, C(card)) and not t.revokes


# ------------------------------------------------------------------ 44E / 44F


def test_44E_a_trick_containing_a_trump_is_won_by_the_highest_trump() -> None:
    cards = [(Seat.W, C("H2")), (Seat.N, C("S2")), (Seat.E, C("HA")), (Seat.S, C("ST"))]
    assert trick_winner(cards, Suit.SPADES) is Seat.S


def test_44F_a_trick_without_trump_is_won_by_the_highest_card_of_the_suit_led() -> None:
    cards = [(Seat.W, C("H2")), (Seat.N, C("HQ")), (Seat.E, C("SA")), (Seat.S, C("H5"))]
    assert trick_winner(cards, None) is Seat.N  # no trump: the spade ace is a discard
    assert trick_winner(cards, Suit.DIAMONDS) is Seat.N  # no diamond played: 44F


def test_44E_44F_the_table_credits_the_trick_to_the_winning_side() -> None:
    t = table()
    done = None
    for c in ("H2", "H4", "HA", "H5"):
        done = t.play(C(c))
    assert done is not None and done.winner is Seat.E and done.number == 1
    assert t.tricks_won == (0, 1)  # N/S 0, E/W 1


# ------------------------------------------------------------------ 44G


def test_44G_the_winner_of_a_trick_leads_to_the_next() -> None:
    t = table()
    play(t, "H2", "H4", "HA", "H5")
    assert t.leader is Seat.E and t.turn is Seat.E
    assert len(t.legal_cards()) == len(t.hand(Seat.E))  # 44A again: any card


def test_44_after_thirteen_tricks_no_card_can_be_played() -> None:
    t = table()
    while not t.is_over:
        t.play(t.legal_cards()[0])
    assert len(t.tricks) == 13 and sum(t.tricks_won) == 13
    with pytest.raises(PlayOverError):
        t.play(C("SA"))
