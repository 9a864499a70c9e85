"""46B5 with a single legal card in dummy: once a defender has designated it, the other
defender has no other card to name, so no choice is left open (regression: an open choice
offering nothing, found by the random corpus)."""

from __future__ import annotations

import pytest

from bridgelaw.cards import Card, Seat
from bridgelaw.engine import TableSession
from bridgelaw.incident import parse_incident
from bridgelaw.record import Event

DEAL = "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"


@pytest.mark.parametrize("laws", ["2017", "2007", "1997", "1963"])
def test_46B5_one_legal_card_leaves_no_empty_choice_open(laws: str) -> None:
    s = TableSession.from_incident(
        parse_incident({"format": "bridgelaw-incident/1", "laws": laws, "contract": "2S", "declarer": "S",
                        "deal": DEAL})
    )
    s.apply(Event.from_json({"by": "W", "play": "D2"}))  # dummy (N) holds the singleton DQ
    (r,) = s.apply(Event.from_json({"by": "S", "say": "anything"}))
    assert r.law == "46B5" and r.options == ("designate:DQ",)
    # W is not the defender next to play after dummy, so under O-46-B5's default E would be
    # heard - but there is no other card he could name
    (played,) = s.apply(Event.from_json({"by": "W", "choose": "designate:DQ"}))
    assert played.card is Card.parse("DQ") and played.seat is Seat.N
    assert s.open_choice is None
    assert s.table.current_trick[-1] == (Seat.N, Card.parse("DQ"))
