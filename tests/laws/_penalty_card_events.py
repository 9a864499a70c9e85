"""Support shared by the tests of penalty cards and choices (moved by Law out of test_engine_choices.py):
setup, constants, and the event strategy of the property test."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from bridgelaw.cards import SUIT_MASKS, Card, Seat
from bridgelaw.engine import TableSession
from bridgelaw.i18n import template_fields
from bridgelaw.record import Event, EventKind

C = Card.parse
EAST_SHOWS_SA = {"by": "E", "show": "SA", "partner_could_see": True}  # at the opening lead: Law 49


# ------------------------------------------------------------------ 51A / 52B1 / 50D1


def _east_two_clubs() -> list[dict[str, Any]]:
    # trick 1: W H2; E exposes CJ and C4 (both major: 50B); dummy HQ, E H3, S H5 - dummy wins
    return [
        {"by": "W", "play": "H2"},
        {"by": "E", "show": "CJ", "partner_could_see": True},
        {"by": "E", "show": "C4", "partner_could_see": True},
        {"by": "S", "say": "heart queen"},
        {"by": "E", "play": "H3"},
        {"by": "S", "play": "H5"},
        {"by": "S", "say": "club two"},
    ]


# ------------------------------------------------------------------ catalogue


def _fields(t: str) -> set[str]:
    """The parameters a template reads (``{card_ins}``, ``{Law:{law}}`` read ``card``, ``law``)."""
    return template_fields(t)


# ------------------------------------------------------------------ property


def _invariants(s: TableSession) -> None:
    where = s.where_are_cards()
    assert where["hands"] + where["played"] + where["unseen"] == 52
    t = s.table
    for p in s.penalty_cards:
        assert p.card in t.hand(p.seat)
    led = t.suit_led
    if led is not None and not t.is_over:
        held = t.hand(t.turn).mask & SUIT_MASKS[led]
        legal = t.legal_cards(t.turn)
        if held:  # 44C outranks every restriction (penalty cards, 50D2, 57A)
            assert legal and all(c.suit is led for c in legal)


@st.composite
def _event(draw: st.DrawFn, s: TableSession) -> Event:
    t = s.table
    o = s.open_choice
    if o is not None and draw(st.integers(0, 2)):
        return Event(
            EventKind.CHOOSE, draw(st.sampled_from(sorted(o.choosers))), text=draw(st.sampled_from(o.options))
        )
    seat = t.turn if draw(st.booleans()) else draw(st.sampled_from(list(Seat)))
    if seat == t.dummy:
        seat = t.declarer
    pool = list(t.hand(seat)) + (list(t.hand(t.dummy)) if seat == t.declarer else [])
    card = draw(st.sampled_from(pool or [C("SA")]))
    kind = draw(st.sampled_from([EventKind.PLAY, EventKind.PLAY, EventKind.SHOW]))
    findings = {"deemed_lead": True} if draw(st.booleans()) else {}
    if kind is EventKind.SHOW:
        return Event(kind, seat, card, partner_could_see=True)
    return Event(kind, seat, card, findings=findings)
