"""The ``touch`` handler: declarer touches a dummy card (45C3): played if touched to play it."""

from __future__ import annotations

from bridgelaw.designation.types import Designation
from bridgelaw.engine.change import change, gesture_changes_designation
from bridgelaw.engine.dummy import play_from_dummy
from bridgelaw.engine.state import Act
from bridgelaw.engine.work import Work
from bridgelaw.laws import law45
from bridgelaw.laws.law45 import play as law45_play
from bridgelaw.rulings import Ruling

__all__ = ["handle"]


def handle(w: Work, a: Act) -> list[Ruling]:
    """Rule on declarer touching dummy's ``a.event.card`` (dummy's own touch is 45F)."""
    e = a.event
    assert e.card is not None
    if e.purpose == "play":
        prior = gesture_changes_designation(w, e.by, e.card)
        if prior is not None:  # 45C4(b): reaching for another card after the designated one
            return change(w, a, Designation(suit=e.card.suit, rank=e.card.rank), prior)
    d = law45.dummy_card_touched_45C3(purpose=e.purpose, edition=w.edition)
    r = law45_play.touched_45C3(e.card, d, dummy=w.table.dummy, purpose=e.purpose)
    if r is not None:
        return [r]
    return play_from_dummy(w, e.card, d, speaker=e.by, by_naming=False)
