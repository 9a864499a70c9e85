"""Law 61 (failure to follow suit): what the table is told of a revoke before attention is
drawn to it (62A) - the card as any card played, its establishment (63A1) not at all."""

from __future__ import annotations

from bridgelaw.engine import TableSession, render_text
from bridgelaw.incident import parse_incident
from bridgelaw.laws.law61 import revoke_concealed_61A, revoke_told_at_table_61A
from bridgelaw.record import Event

DEAL = "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"


def _session(*events: dict[str, object]) -> TableSession:
    s = TableSession.from_incident(parse_incident({"contract": "4S", "declarer": "S", "deal": DEAL}))
    for e in events:
        s.apply(Event.from_json(e))
    return s


def test_61A_a_revoke_is_told_at_the_table_as_a_card_played() -> None:
    s = _session({"by": "W", "play": "D2"}, {"by": "S", "say": "the queen"}, {"by": "E", "play": "S4"})
    revoke = s.rulings[-1]
    assert revoke_concealed_61A(revoke) and "revoke" in revoke.flags
    assert revoke.extra["then"] == ["revoke:E:S4"]
    told = revoke_told_at_table_61A(revoke)
    assert told is not None and revoke_concealed_61A(told) is False
    same = ("outcome", "law", "seat", "card")
    assert [getattr(told, k) for k in same] == [getattr(revoke, k) for k in same]
    assert "revoke" not in told.flags and "then" not in told.extra
    assert render_text(told).text == "E plays the four of spades: the card is played (Law 45A)."
    assert render_text(told, "ru").text != render_text(revoke, "ru").text  # every language: the plain words


def test_63A1_the_establishment_of_a_revoke_is_not_told_and_other_rulings_are_unchanged() -> None:
    s = _session({"by": "W", "play": "D2"}, {"by": "S", "say": "the queen"}, {"by": "E", "play": "S4"},
                 {"by": "S", "play": "D3"}, {"by": "E", "play": "C4"})
    established = s.rulings[-1]
    assert "revoke_established" in established.flags
    assert revoke_concealed_61A(established) and revoke_told_at_table_61A(established) is None
    plain = s.rulings[0]
    assert not revoke_concealed_61A(plain) and revoke_told_at_table_61A(plain) is plain


def test_62B_a_correction_is_an_act_at_the_table_and_always_told() -> None:
    s = _session({"by": "W", "play": "D2"}, {"by": "S", "say": "the queen"}, {"by": "E", "play": "S4"},
                 {"by": "E", "play": "D5"})
    corrected = [r for r in s.rulings if "revoke_corrected" in r.flags]
    assert corrected and not any(revoke_concealed_61A(r) for r in corrected)
