"""Law 44 vocabulary: cards, seats, hands, deals, contracts."""

from __future__ import annotations

import pytest

from bridgelaw import Card, Contract, Deal, Denomination, Hand, NotationError, Rank, Seat, Suit


def test_card_parse_forms() -> None:
    assert str(Card.parse("SA")) == "SA"
    assert Card.parse("h10") is Card.parse("HT")
    assert Card.parse("♠Q") is Card(Suit.SPADES, Rank.QUEEN)
    assert Card.parse("10H") is Card.parse("HT")
    assert Card.from_index(51) is Card.parse("SA")


@pytest.mark.parametrize("bad", ["", "S", "X5", "S1", "SAA", "11H"])
def test_card_parse_rejects_with_reason(bad: str) -> None:
    with pytest.raises(NotationError, match="not a card"):
        Card.parse(bad)


def test_seat_relations() -> None:
    assert Seat.N.lho is Seat.E and Seat.N.rho is Seat.W and Seat.N.partner is Seat.S
    assert Seat.W.lho is Seat.N


def test_hand_pbn_round_trip() -> None:
    h = Hand.parse("KJ852.QT864.Q.32")
    assert len(h) == 13 and h.to_pbn() == "KJ852.QT864.Q.32"
    assert Card.parse("HT") in h and Card.parse("HA") not in h
    with pytest.raises(NotationError, match="twice"):
        Hand.parse("AA...")


def test_deal_parse_rotates_and_rejects_duplicates() -> None:
    d = Deal.parse("E:A... K... Q... J...")
    assert Card.parse("SA") in d[Seat.E] and Card.parse("SJ") in d[Seat.N]
    with pytest.raises(NotationError, match="two hands"):
        Deal.parse("N:A... A... - -")


def test_contract_parse() -> None:
    c = Contract.parse("4SX", "S")
    assert (c.level, c.denomination, c.penalty, c.dummy) == (4, Denomination.SPADES, "X", Seat.N)
    assert Contract.parse("3NT", Seat.E).trump is None
    assert Contract.parse("D", Seat.S).level is None
    with pytest.raises(NotationError):
        Contract.parse("8S", "S")


def test_zero_valued_members_are_truthy() -> None:
    # Seat.N, Suit.CLUBS and Denomination.CLUBS are 0 as integers; `if seat:` must not skip them
    assert bool(Seat.N) and bool(Suit.CLUBS) and bool(Denomination.CLUBS)
    assert (Seat.N or Seat.S) is Seat.N
