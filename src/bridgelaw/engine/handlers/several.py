"""The ``several`` handler: two or more cards of one hand faced at once (Law 58B).

The Law is :func:`bridgelaw.laws.law53_58.several_cards_58B` (which card is played, which are
exposed, which go back); this module carries it out: the card played is ruled by position like
any card faced (:func:`bridgelaw.engine.position.play_own`: in turn, lead out of turn, premature,
a penalty-card duty), and then each exposed card of a defender becomes a penalty card classed by
50B (:func:`bridgelaw.engine.position.defender_seen` path, ``how="unintended"``; two or more
penalty cards are all major - the step rules the upgrade, 50B).
"""

from __future__ import annotations

from bridgelaw.cards import Card
from bridgelaw.engine.position import OwnPlay, exposed_penalty_card, play_own
from bridgelaw.engine.state import Act
from bridgelaw.engine.work import Work
from bridgelaw.laws import law45, law53_58
from bridgelaw.rulings import Outcome, Ruling

__all__ = ["handle"]


def handle(w: Work, a: Act) -> list[Ruling]:
    """Rule on ``a.event.cards`` faced at once by ``a.event.by`` (58B1, 58B2, 58B4)."""
    e = a.event
    t = w.table
    seat = e.by
    defender = a.role == "defender"
    legal = tuple(c for c in e.cards if t.turn == seat and t.is_legal(c, seat))
    r = law53_58.several_cards_58B(
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
    out = [r, *play_own(w, OwnPlay(seat, r.card, law45.card_played_45A(edition=w.edition), a.findings))]
    exposed = [Card.parse(str(x)) for x in r.extra.get("exposed", [])]
    for card in exposed:
        out += exposed_penalty_card(w, seat, card, a.findings)
    return out
