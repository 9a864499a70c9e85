"""46B5 with a single legal card in dummy: whatever a defender designates, dummy must play that
card (Law 44C), so "play anything" plays it at once, citing 46B5 and flagged ``only_legal_card``:
no choice is opened for the defenders (earlier regression: an open choice offering nothing, found
by the random corpus)."""

from __future__ import annotations

import pytest

from bridgelaw.cards import Card, Seat
from bridgelaw.engine import TableSession
from bridgelaw.incident import parse_incident
from bridgelaw.record import Event

DEAL = "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"


def _session(laws: str) -> TableSession:
    """2S by South on :data:`DEAL` under the Laws of ``laws``, before the opening lead."""
    return TableSession.from_incident(
        parse_incident({"format": "bridgelaw-incident/1", "laws": laws, "contract": "2S", "declarer": "S",
                        "deal": DEAL})
    )


@pytest.mark.parametrize("laws", ["2017", "2007", "1997", "1963"])
def test_46B5_one_legal_card_is_played_at_once(laws: str) -> None:
    s = _session(laws)
    s.apply(Event.from_json({"by": "W", "play": "D2"}))  # dummy (N) holds the singleton DQ
    (r,) = s.apply(Event.from_json({"by": "S", "say": "anything"}))
    assert r.law == "46B5" and r.card is Card.parse("DQ") and r.seat is Seat.N
    assert "only_legal_card" in r.flags and r.options == ()
    assert s.open_choice is None
    assert s.table.current_trick[-1] == (Seat.N, Card.parse("DQ"))


@pytest.mark.parametrize("laws", ["2017", "1997"])
def test_46B5_two_legal_cards_leave_the_choice_to_the_defenders(laws: str) -> None:
    s = _session(laws)
    s.apply(Event.from_json({"by": "W", "play": "C6"}))  # dummy (N) holds C3 and C2
    (r,) = s.apply(Event.from_json({"by": "S", "say": "anything"}))
    assert r.law == "46B5" and r.card is None
    assert sorted(r.options) == ["designate:C2", "designate:C3"]
    assert s.open_choice is not None
