"""The ``asks`` handler: a question about a possible revoke, Law 61B ("having none?",
"no clubs?"). Declarer's or a defender's question is :func:`bridgelaw.laws.law61.revoke_question_61B`;
dummy's is his act of Laws 42-43 (``dummy_asks``: 42B1 to declarer, 43A1(c) to a defender,
43B2(b) after his rights are lost). A question names and plays no card and moves nothing."""

from __future__ import annotations

from dataclasses import replace

from bridgelaw.cards import Seat
from bridgelaw.engine.state import Act
from bridgelaw.engine.work import Work
from bridgelaw.laws import law61
from bridgelaw.record import EventKind
from bridgelaw.rulings import Ruling
from bridgelaw.table import Table

__all__ = ["asked_seat", "handle", "showed_out"]


def showed_out(t: Table) -> list[Seat]:
    """The seats that played a card of another suit than the suit led to the trick on the table,
    or - when none is - to the trick just completed (61B: "a defender who has failed to follow
    suit"), in the order they played."""
    cards = list(t.current_trick)
    if not cards and t.last_trick is not None:
        cards = list(t.last_trick.cards)
    if not cards:
        return []
    led = cards[0][1].suit
    return [s for s, c in cards[1:] if c.suit != led]


def asked_seat(t: Table, by: Seat, to: Seat | None) -> Seat:
    """Whom ``by`` asks: ``to`` when given; else declarer asks the (last) defender who failed to
    follow suit (his LHO when none did), dummy asks declarer, and a defender asks his partner if
    the partner failed to follow suit, else declarer if declarer (or dummy) did, else his partner."""
    if to is not None:
        return to
    out = showed_out(t)
    if by == t.declarer:
        defenders = [s for s in out if not s.same_side(t.declarer)]
        return defenders[-1] if defenders else by.lho
    if by == t.dummy:
        return t.declarer
    if by.partner in out or not any(s.same_side(t.declarer) for s in out):
        return by.partner
    return t.declarer


def handle(w: Work, a: Act) -> list[Ruling]:
    """Rule on ``a.event``: ``{by, asks: revoke, to}``."""
    t = w.table
    e = a.event
    raw = e.act_fields.get("to")
    to = asked_seat(t, e.by, Seat.parse(str(raw)) if raw is not None else None)
    if a.role == "dummy":
        from bridgelaw.engine.handlers.dummy_act import handle as dummy_act

        ev = replace(e, kind=EventKind.DUMMY_ASKS, act_fields={**e.act_fields, "to": to.letter})
        return dummy_act(w, replace(a, event=ev))
    return [law61.revoke_question_61B(e.by, to, declarer=t.declarer, failed_to_follow=to in showed_out(t),
                                      edition=w.edition)]
