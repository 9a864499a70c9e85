"""The ``several`` handler: two or more cards of one hand faced at once (Law 58B).

The Law is :func:`bridgelaw.laws.law58.several_cards_58B` (which card is played, which are
exposed, which go back); this module carries it out: the card played is ruled like a ``play``
of it (:func:`bridgelaw.engine.handlers.play.faced_card`: an open offer first - a lead before
declarer's 50D2 choice -, then by position: in turn, lead out of turn, premature, a
penalty-card duty), and then each exposed card of a defender becomes a penalty card classed by
50B (:func:`bridgelaw.engine.position.defender_seen` path, ``how="unintended"``; two or more
penalty cards are all major - the step rules the upgrade, 50B).
"""

from __future__ import annotations

from bridgelaw.cards import Card
from bridgelaw.engine.handlers.play import faced_card
from bridgelaw.engine.position import exposed_penalty_card
from bridgelaw.engine.state import Act
from bridgelaw.engine.work import Work
from bridgelaw.laws import law58
from bridgelaw.rulings import Outcome, Ruling

__all__ = ["handle"]


def handle(w: Work, a: Act) -> list[Ruling]:
    """Rule on ``a.event.cards`` faced at once by ``a.event.by`` (58B1, 58B2, 58B4)."""
    e = a.event
    t = w.table
    seat = e.by
    defender = a.role == "defender"
    legal = tuple(c for c in e.cards if t.turn == seat and t.is_legal(c, seat))
    r = law58.several_cards_58B(
        seat,
        e.cards,
        visible=e.visible,
        named=e.named,
        defender=defender,
        edition=w.edition,
        undiscovered=bool(a.findings.get("undiscovered_until_next_trick")),
        legal=legal,
    )
    if r.outcome is not Outcome.PLAYED or r.card is None:
        return [r]
    out = [r, *faced_card(w, a, r.card)]
    exposed = [Card.parse(str(x)) for x in r.extra.get("exposed", [])]
    for card in exposed:
        out += exposed_penalty_card(w, seat, card, a.findings)
    return out
