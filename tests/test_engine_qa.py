"""Engine regressions from a fresh-user QA run: 46B5 (the defenders designate dummy's card) and
the 2017 45C4(b) change text."""

from __future__ import annotations

from typing import Any

import pytest

from bridgelaw.cards import Card, Seat
from bridgelaw.engine import TableSession, render_text
from bridgelaw.errors import ChoiceError
from bridgelaw.incident import parse_incident
from bridgelaw.record import Event
from bridgelaw.rulings import Outcome, Ruling

# N: KJ852.QT864.Q.32  E: A764.A93.KJ5.JT4  S: QT.5.AT943.AQ875  W: 93.KJ72.8762.K96 (2S by S)
DEAL = "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"
ANYTHING = {"by": "S", "say": "play anything"}


def session(events: list[dict[str, Any]], **kw: Any) -> tuple[TableSession, list[Ruling]]:
    data = {"laws": "2017", "contract": "2S", "declarer": "S", "deal": DEAL, "play": ["H2"], "events": events}
    inc = parse_incident({**data, **kw})
    s = TableSession.from_incident(inc)
    return s, s.apply_all(inc.events)


def on(rs: list[Ruling], event: int) -> Ruling:
    return next(r for r in rs if r.event == event)


def test_46B5_offers_the_defenders_each_legal_card_of_dummy() -> None:
    s, rs = session([ANYTHING])
    r = on(rs, 0)
    assert r.outcome is Outcome.DEFENDERS_DESIGNATE
    assert r.options == ("designate:H4", "designate:H6", "designate:H8", "designate:HT", "designate:HQ")
    assert s.open_choice is not None and s.open_choice.choosers == frozenset({Seat.E, Seat.W})


@pytest.mark.parametrize("event", [{"by": "E", "choose": "designate:HQ"}, {"by": "E", "say": "heart queen"}])
def test_46B5_a_defender_designates_dummys_card(event: dict[str, Any]) -> None:
    s, rs = session([ANYTHING, event])
    r = on(rs, 1)
    assert (r.outcome, r.law, r.card, r.seat) == (Outcome.PLAYED, "46B5", Card.parse("HQ"), Seat.N)
    assert s.table.current_trick[-1] == (Seat.N, Card.parse("HQ"))
    assert "E designates the queen of hearts" in render_text(r).text


def test_46B5_declarer_naming_a_card_meanwhile_plays_nothing() -> None:
    _, rs = session([ANYTHING, {"by": "S", "say": "heart queen"}, {"by": "W", "choose": "designate:H4"}])
    r = on(rs, 1)
    assert (r.outcome, r.law) == (Outcome.NOT_PLAYED, "46B5")
    assert "defenders designate" in render_text(r).text
    assert on(rs, 2).card == Card.parse("H4")


def test_46B5_declarer_taking_dummys_card_meanwhile_plays_nothing() -> None:
    s, rs = session([ANYTHING, {"by": "S", "play": "HQ"}])
    assert (on(rs, 1).outcome, on(rs, 1).law) == (Outcome.NOT_PLAYED, "46B5")
    assert Card.parse("HQ") in s.table.hand(Seat.N)


def test_46B5_dummy_placing_a_card_meanwhile_goes_back() -> None:
    s, rs = session([ANYTHING, {"by": "N", "dummy_places": "HQ"}])
    assert (on(rs, 1).outcome, on(rs, 1).law) == (Outcome.NOT_PLAYED, "46B5")
    assert s.table.turn is Seat.N and s.open_choice is not None


def test_46B5_a_card_dummy_cannot_play_is_refused() -> None:
    s, _ = session([ANYTHING])
    with pytest.raises(ChoiceError):
        s.apply(Event.from_json({"by": "E", "choose": "designate:CQ"}))
    with pytest.raises(ChoiceError):
        s.apply(Event.from_json({"by": "S", "choose": "designate:HQ"}))


def test_46B5_disagreement_next_to_play_decides() -> None:
    # W (dummy's RHO) designates first; E, next to play after dummy, disagrees at once: E decides
    s, rs = session([ANYTHING, {"by": "W", "choose": "designate:H4"}, {"by": "E", "choose": "designate:HQ"}])
    r = on(rs, 2)
    assert (r.outcome, r.card) == (Outcome.PLAYED, Card.parse("HQ"))
    assert s.table.current_trick[-1] == (Seat.N, Card.parse("HQ"))
    assert Card.parse("H4") in s.table.hand(Seat.N)


def test_46B5_disagreement_first_to_speak_option() -> None:
    s, _ = session(
        [ANYTHING, {"by": "W", "choose": "designate:H4"}], options={"O-46-B5": "first_to_speak"}
    )
    assert s.open_choice is None and s.table.current_trick[-1] == (Seat.N, Card.parse("H4"))


def test_46B5_disagreement_director_option() -> None:
    _, rs = session(
        [ANYTHING, {"by": "E", "choose": "designate:H4"}, {"by": "W", "choose": "designate:HQ"}],
        options={"O-46-B5": "director"},
    )
    assert (on(rs, 2).outcome, on(rs, 2).needs) == (Outcome.DIRECTOR, "defenders_disagree")


def test_45C4b_2017_change_text_does_not_claim_no_pause_for_thought() -> None:
    events = [
        {"by": "S", "say": "heart queen"},
        {"by": "E", "play": "HA"},
        {"by": "S", "say": "no, the heart ten"},
    ]
    _, rs = session(events, findings={"slip_of_tongue": True, "pause_for_thought": True})
    r = render_text(on(rs, 2))
    assert r.outcome is Outcome.CHANGE_ALLOWED
    assert "pause" not in r.text and "slip of the tongue" in r.text


def test_45C4b_2007_change_text_keeps_without_pause_for_thought() -> None:
    events = [{"by": "S", "say": "heart queen"}, {"by": "S", "say": "no, the heart ten"}]
    _, rs = session(events, laws="2007", findings={"slip_of_tongue": True})
    assert "without pause for thought" in render_text(on(rs, 1)).text
