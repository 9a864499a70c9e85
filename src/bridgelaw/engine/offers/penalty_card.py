"""The offer of Law 51A: a defender with two or more penalty cards that can legally be played
is to play; declarer designates which one he plays. And the class change of 50B: a minor
penalty card that became major in this step, because its owner now has two or more
(:func:`upgraded`)."""

from __future__ import annotations

from bridgelaw.cards import Card
from bridgelaw.engine.state import Act
from bridgelaw.engine.work import Work
from bridgelaw.laws import law51
from bridgelaw.laws.law50 import penalty_cards_become_major_50B
from bridgelaw.laws.verdict import PenaltyCardOffer
from bridgelaw.rulings import Ruling

__all__ = ["answer", "offer", "upgraded"]


def upgraded(w: Work) -> list[Ruling]:
    """50B: one ruling per minor penalty card made major in this step (``w.upgrades``) and still
    on the table - its owner has come to hold two or more penalty cards
    (:func:`~bridgelaw.laws.law50.penalty_cards_become_major_50B`)."""
    out: list[Ruling] = []
    for card, seat in w.upgrades:
        p = w.area.get(card)
        if p is not None and p.kind == "major" and p.seat == seat:
            out.append(penalty_cards_become_major_50B(card, seat, w.area, edition=w.edition))
    w.upgrades = []
    return out


def offer(w: Work) -> list[Ruling] | None:
    """The defender to play has two or more major penalty cards: offer declarer the 51A choice
    when more than one can legally be played. None: no such offer."""
    v = law51.penalty_card_choice_51A(w.area, w.table.turn, w.table, edition=w.edition)
    return None if v is None else w.carry_out(v)


def answer(w: Work, o: PenaltyCardOffer, option: str, a: Act) -> list[Ruling]:
    """51A: the designated penalty card is played."""
    card = Card.parse(option.partition(":")[2])
    return w.carry_out(law51.penalty_card_designated_51A(o.seat, card))
