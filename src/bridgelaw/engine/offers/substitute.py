"""The offer of Law 52B1: a defender did not play a penalty card he had to play; declarer may
accept the card played or require the penalty card instead (52B1(a)); once declarer has
played on, he has accepted it (52B1(b))."""

from __future__ import annotations

from dataclasses import replace

from bridgelaw.cards import Card
from bridgelaw.engine.state import Act
from bridgelaw.engine.work import Work
from bridgelaw.laws import law52
from bridgelaw.laws.law52 import penalty_card_not_played_52
from bridgelaw.laws.verdict import SubstituteOffer
from bridgelaw.rulings import Ruling

__all__ = ["accepted_by_playing", "answer"]


def answer(w: Work, o: SubstituteOffer, option: str, a: Act) -> list[Ruling]:
    """52B1: ``accept`` keeps the card played; ``substitute:<card>`` takes it back, plays the
    penalty card (the card taken back becomes a major penalty card) and plays the later cards
    again."""
    assert o.card is not None
    accept = option == "accept"
    substitute = None if accept else Card.parse(option.partition(":")[2])
    r = penalty_card_not_played_52(
        o.card,
        o.seat,
        area=w.area,
        edition=w.edition,
        declarer_accepts=accept,
        substitute=substitute,
        declarer=w.table.declarer,
    )
    if substitute is None:
        return [r]
    later = w.rollback(o.at)[1:]
    w.put(o.seat, substitute)
    w.add_penalty(o.card, o.seat, "major")
    _done, back = w.replay(later)
    return [replace(r, extra={**r.extra, "returned": back})]


def accepted_by_playing(o: SubstituteOffer) -> list[Ruling]:
    """52B1(b): declarer has since played a card, so he has accepted the card played."""
    assert o.card is not None
    return [law52.accepted_by_playing_52B1b(o.seat, o.card)]
