"""The ``show`` handler: a card seen outside normal play - declarer's or dummy's (48A: not a
penalty card), a defender's (45C1 in turn, else Laws 49/50)."""

from __future__ import annotations

from bridgelaw.engine.handlers.hold import partner_could_see
from bridgelaw.engine.position import defender_seen
from bridgelaw.engine.state import Act
from bridgelaw.engine.work import Work
from bridgelaw.laws.law48_49 import declarer_exposes_48
from bridgelaw.rulings import Ruling

__all__ = ["handle"]


def handle(w: Work, a: Act) -> list[Ruling]:
    """Rule on ``a.event.card`` shown by ``a.event.by``."""
    e = a.event
    card = e.card
    assert card is not None
    t = w.table
    if a.role in ("declarer", "dummy"):
        owner = t.dummy if card in t.hand(t.dummy) else e.by
        return [declarer_exposes_48(card, edition=w.edition, seat=owner)]
    return defender_seen(w, e.by, card, a.findings, partner_could_see(a), attempt=False)
