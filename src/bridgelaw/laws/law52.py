"""Law 52: failure to lead or play a penalty card (52A, 52B1 accepted or not, 52B2); split from
:mod:`bridgelaw.laws.law50_52` (Laws 50-51), whose penalty-card area, messages and gettext
domain these rulings use.
"""

from __future__ import annotations

from collections.abc import Iterable

from bridgelaw.cards import Card, Seat
from bridgelaw.editions import Edition
from bridgelaw.laws.law50_52 import (
    P05,
    P06,
    P06_ONE,
    P07,
    P08,
    P09,
    MajorPenaltyCardRestriction,
    MinorPenaltyCardRestriction,
    PenaltyCardArea,
    _law44_mask,
    _params,
    penalty_card_information_50E,
)
from bridgelaw.rulings import Outcome, Ruling
from bridgelaw.table import Table

__all__ = [
    "breaches_penalty_card_52",
    "penalty_card_not_played_52",
]


# ------------------------------------------------------------------- 52


def breaches_penalty_card_52(area: PenaltyCardArea, seat: Seat, card: Card, table: Table) -> bool:
    """True if ``seat`` playing ``card`` now would fail to play a penalty card as required
    (the trigger of Law 52): he has a major penalty card he could legally play (after
    following suit and other restrictions, 50D1(c)) and plays another card; or he has a
    minor penalty card and plays another card of its suit below honour rank while the
    penalty card could legally be played (50C).

    ``table`` is the position before the card is played.
    """
    if card in area and (p := area.get(card)) is not None and p.seat == seat:
        return False
    legal = _law44_mask(table, seat)
    for r in table.restrictions:
        if r.seat == seat and not isinstance(r, MajorPenaltyCardRestriction | MinorPenaltyCardRestriction):
            narrowed = r.narrow(table, legal)
            if narrowed:
                legal = narrowed
    if any(legal & c.bit for c in area.majors(seat)):
        return True
    for c in area.minors(seat):
        if (legal & c.bit and card.suit == c.suit and not card.rank.is_honour):
            return True
    return False


def penalty_card_not_played_52(
    card: Card,
    seat: Seat,
    *,
    area: PenaltyCardArea,
    edition: Edition,
    declarer_has_since_played: bool = False,
    declarer_accepts: bool | None = None,
    substitute: Card | None = None,
    illegal_cards: Iterable[Card] = (),
    withdrawn_on_own_initiative: bool = False,
    declarer: Seat | None = None,
) -> Ruling:
    """Law 52: a defender who had to lead or play a penalty card led or played another card.

    * 52A: he may not withdraw a card he has played on his own initiative (if he tried,
      ``withdrawn_on_own_initiative``: the card stays played until declarer decides).
    * 52B1(b): declarer *must* accept the card if he has since played from his hand or dummy
      -> ``played``.
    * 52B1(a): otherwise declarer may accept it -> ``options``
      ``["accept", "substitute:SA", ...]`` until he chooses (``declarer_accepts``).
    * 52B1(c): when accepted, every unplayed penalty card remains a penalty card.
    * 52B2: when not accepted, the penalty card (``substitute``, or the only candidate) is
      played instead, and every card illegally led or played in the course of the
      irregularity (``card`` and ``illegal_cards``) becomes a major penalty card ->
      ``penalty_card`` with ``penalty="major"``; ``extra["substituted"]`` names the card
      now played and ``extra["penalty_cards"]`` every new major penalty card.

    Args:
        card: the card led or played instead of the penalty card.
        seat: the defender.
        area: the penalty cards before the irregularity.
        edition: the code of the Laws.
        declarer_has_since_played: declarer has played from his hand or dummy since.
        declarer_accepts: declarer's choice, or None if not made yet.
        substitute: which penalty card declarer requires to be played (51A: his choice when
            several could legally be played).
        illegal_cards: further cards illegally played in the course of the irregularity.
        withdrawn_on_own_initiative: the defender tried to take the card back himself.
        declarer: declarer, when known: the new penalty cards then carry 50E ``info``.

    Raises:
        ValueError: ``seat`` has no penalty card, or ``substitute`` is not one of his
            penalty cards.
    """
    mine = [p.card for p in area.of(seat)]
    if not mine:
        raise ValueError(f"{seat.letter} has no penalty card, so Law 52 does not apply to {card}")
    if substitute is not None and substitute not in mine:
        raise ValueError(
            f"{substitute} is not a penalty card of {seat.letter} (penalty cards: "
            f"{' '.join(map(str, mine))}) (Law 52B2)"
        )
    flags = ("no_own_withdrawal",) if withdrawn_on_own_initiative else ()
    if declarer_has_since_played or declarer_accepts:
        return _accepted_52B1(card, seat, mine, flags=flags, must_accept=declarer_has_since_played)
    if declarer_accepts is None:
        return Ruling(
            Outcome.OPTIONS, "52B1(a)", seat=seat, card=card, candidates=tuple(sorted(mine)),
            options=("accept", *(f"substitute:{c}" for c in sorted(mine))), flags=flags,
            message=P06 if len(mine) > 1 else P06_ONE,
            params=_params(seat=seat.letter, card=str(card)),
        )
    return _not_accepted_52B2(card, seat, mine, substitute=substitute, illegal_cards=illegal_cards,
                              flags=flags, edition=edition, declarer=declarer)


def _accepted_52B1(card: Card, seat: Seat, mine: list[Card], *, flags: tuple[str, ...],
                   must_accept: bool) -> Ruling:
    """52B1: ``card`` is accepted - declarer must accept it (52B1(b), ``must_accept``: he has
    played since) or chose to (52B1(a)); every unplayed penalty card remains one (52B1(c))."""
    remaining = [str(c) for c in mine]
    return Ruling(
        Outcome.PLAYED, "52B1(b)" if must_accept else "52B1(a)", seat=seat, card=card, flags=flags,
        message=P05 if must_accept else P07,
        params=_params(seat=seat.letter, card=str(card), remaining_cards=remaining),
        extra={"penalty_cards_remain": [f"{seat.letter}:{c}" for c in mine]},
    )


def _not_accepted_52B2(card: Card, seat: Seat, mine: list[Card], *, substitute: Card | None,
                       illegal_cards: Iterable[Card], flags: tuple[str, ...], edition: Edition,
                       declarer: Seat | None) -> Ruling:
    """52B2: declarer does not accept ``card``: the penalty card ``substitute`` (51A: declarer
    designates it when ``seat`` has several, ``mine``) is played instead, and every card
    illegally played in the irregularity becomes a major penalty card."""
    if substitute is None:
        if len(mine) > 1:
            return Ruling(
                Outcome.OPTIONS, "51A", seat=seat, card=card, candidates=tuple(sorted(mine)),
                options=tuple(f"substitute:{c}" for c in sorted(mine)), flags=flags,
                message=P08,
                params=_params(seat=seat.letter, card=str(card)),
            )
        substitute = mine[0]
    new_majors = [card, *[c for c in illegal_cards if c is not card]]
    return Ruling(
        Outcome.PENALTY_CARD, "52B2", seat=seat, card=card, penalty="major", flags=flags,
        message=P09,
        params=_params(seat=seat.letter, card=str(card), substitute_card=str(substitute),
                       cards=[str(x) for x in new_majors]),
        extra={"substituted": str(substitute), "penalty_cards": [f"{seat.letter}:{c}" for c in new_majors]},
        info=penalty_card_information_50E(seat, declarer, edition=edition) if declarer is not None else {},
    )
