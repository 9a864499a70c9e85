"""The ``drop`` handler: a card dropped accidentally (Laws 45C1, 48A, 49, 50B).

A dropped card is not played: declarer's or dummy's is exposed without penalty (48A); a
defender's, at his own turn or at any other time, is an exposed card (Law 49) that becomes a
penalty card by 50B ("dropping a card accidentally": minor below honour rank) - unless the
director finds it was played (finding ``played_intentionally``): then it is ruled as a ``play``
of it (:func:`bridgelaw.engine.handlers.play.faced_card`). Whether partner could see its
face (49) is the event's ``partner_could_see`` (default true).
"""

from __future__ import annotations

from bridgelaw.engine.handlers.hold import partner_could_see
from bridgelaw.engine.handlers.play import faced_card
from bridgelaw.engine.position import declaring_side_exposes, exposed_penalty_card
from bridgelaw.engine.state import Act
from bridgelaw.engine.work import Work
from bridgelaw.laws.law49 import dropped_card_49
from bridgelaw.rulings import Ruling

__all__ = ["handle"]


def handle(w: Work, a: Act) -> list[Ruling]:
    """Rule on ``a.event.card`` dropped by ``a.event.by``."""
    declaring = declaring_side_exposes(w, a)
    if declaring is not None:
        return declaring
    e = a.event
    card = e.card
    assert card is not None
    played = bool(a.findings.get("played_intentionally"))
    r = dropped_card_49(card, e.by, played=played, edition=w.edition)
    if played:
        return [r, *faced_card(w, a, card)]
    could = partner_could_see(a)
    return [r, *exposed_penalty_card(w, e.by, card, a.findings, could=True if could is None else could)]
