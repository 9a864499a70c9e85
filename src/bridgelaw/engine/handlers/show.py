"""The ``show`` handler: a card seen outside normal play - declarer's or dummy's (48A: not a
penalty card), a defender's (45C1 in turn, else Laws 49/50)."""

from __future__ import annotations

from bridgelaw.engine.handlers.hold import partner_could_see
from bridgelaw.engine.position import declaring_side_exposes, defender_seen
from bridgelaw.engine.state import Act
from bridgelaw.engine.work import Work
from bridgelaw.rulings import Ruling

__all__ = ["handle"]


def handle(w: Work, a: Act) -> list[Ruling]:
    """Rule on ``a.event.card`` shown by ``a.event.by``."""
    declaring = declaring_side_exposes(w, a)
    if declaring is not None:
        return declaring
    card = a.event.card
    assert card is not None
    return defender_seen(w, a.event.by, card, a.findings, partner_could_see(a), attempt=False)

