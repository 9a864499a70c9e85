"""Table.accept_lead_out_of_turn: a lead out of turn accepted (Laws 53A/54/55A) for replay of ^L."""

from __future__ import annotations

import pytest

from bridgelaw import Card, Contract, Deal, NotYourTurnError, Seat, Table

DEAL = Deal.parse("W:KQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4")


def test_53A_accepted_lead_out_of_turn_makes_that_seat_the_leader() -> None:
    t = Table(DEAL, Contract.parse("5HX", Seat.S))
    assert t.turn is Seat.W
    with pytest.raises(NotYourTurnError):
        t.play(Card.parse("CK"), Seat.S)
    before = t.snapshot()
    t.accept_lead_out_of_turn(Seat.S)
    assert t.turn is Seat.S and t.leader is Seat.S
    t.play(Card.parse("CK"), Seat.S)
    assert t.turn is Seat.W and t.current_trick[0] == (Seat.S, Card.parse("CK"))
    t.undo()
    assert t.turn is Seat.S and t.snapshot() != before  # the acceptance itself stays


def test_53A_no_lead_out_of_turn_in_the_middle_of_a_trick() -> None:
    t = Table(DEAL, Contract.parse("5HX", Seat.S))
    t.play(Card.parse("SK"))
    with pytest.raises(NotYourTurnError, match="in progress"):
        t.accept_lead_out_of_turn(Seat.E)
