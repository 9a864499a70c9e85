"""The ``hold`` handler: a card held somewhere - declarer's dummy card (45B), declarer's own
card (45C2), a defender's card his partner could see (45C1)."""

from __future__ import annotations

from bridgelaw.engine.dummy import play_from_dummy
from bridgelaw.engine.position import OwnPlay, defender_seen, play_own
from bridgelaw.engine.state import Act
from bridgelaw.engine.work import Work
from bridgelaw.laws import law45
from bridgelaw.laws.law45 import play as law45_play
from bridgelaw.rulings import Ruling

__all__ = ["handle", "partner_could_see"]


def partner_could_see(a: Act) -> bool | None:
    """Whether a defender's partner could see the card's face (45C1): the event's own
    ``partner_could_see``, else the director's finding, else None (not found)."""
    could: bool | None = a.event.partner_could_see
    if could is None:
        could = a.findings.get("partner_could_see")
    return could


def handle(w: Work, a: Act) -> list[Ruling]:
    """Rule on ``a.event.by`` holding ``a.event.card`` (dummy's own hold is 45F)."""
    e = a.event
    card = e.card
    assert card is not None
    t = w.table
    if a.role == "declarer" and card in t.hand(t.dummy):
        d = law45_play.held_from_dummy_45B(where=e.where, edition=w.edition)
        if d.played:
            return play_from_dummy(w, card, d, speaker=e.by, by_naming=False)
        return [law45_play.lifted_from_dummy_45B(card, d, dummy=t.dummy)]
    if a.role == "declarer":
        d = law45.declarer_card_45C2(where=e.where, edition=w.edition)
        r = law45_play.declarer_held_45C2(card, d, seat=e.by, edition=w.edition)
        if r is not None:
            return [r]
        return play_own(w, OwnPlay(e.by, card, d, a.findings))
    could = partner_could_see(a)
    if could is None:
        could = e.where != "lifted"
    return defender_seen(w, e.by, card, a.findings, could, attempt=True)
