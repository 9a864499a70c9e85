"""Law 52: failure to lead or play a penalty card (laws.md §1.12): 52A (he may not withdraw
it himself), 52B1 (declarer accepts the card, or must once he has played since), 52B2 (declarer
requires the penalty card instead: the card played becomes a major penalty card).

Messages: the rulings are gettext domain ``play``; the acceptance by playing is ``leads``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from bridgelaw.cards import Card, Seat
from bridgelaw.clauses import Clause, Clauses, same
from bridgelaw.editions import Edition
from bridgelaw.laws.home import Messages
from bridgelaw.laws.law50 import (
    PenaltyCardArea,
    legal_before_penalty_cards_50D1,
    penalty_card_information_50E,
)
from bridgelaw.laws.verdict import Memory, PlayCard, Remember, SubstituteOffer, Verdict
from bridgelaw.regulations import Option
from bridgelaw.rulings import Outcome, Ruling
from bridgelaw.table import Table

__all__ = [
    "CLAUSES",
    "MESSAGES",
    "OPTIONS",
    "PenaltyCardRevokes",
    "accepted_by_playing_52B1b",
    "breaches_penalty_card_52",
    "failure_to_play_52B",
    "penalty_card_not_played_52",
]

#: Law 52's clauses (the same labels in every code).
CLAUSES = Clauses(
    __name__,
    Clause("52A", "failure to lead or play a penalty card", same("52A", "laws.md §1.12 [V]")),
    Clause("52B1(a)", "declarer accepts the card played instead of the penalty card",
           same("52B1(a)", "laws.md §1.12 [V]")),
    Clause("52B1(b)", "declarer must accept: he has played since", same("52B1(b)", "laws.md §1.12 [V]")),
    Clause("52B2", "declarer requires the penalty card instead", same("52B2", "laws.md §1.12 [V]")),
)

#: Law 52 leaves no option to regulating authorities.
OPTIONS: tuple[Option, ...] = ()

#: The rulings of Law 52: gettext domain ``play`` (``locale/<lang>/LC_MESSAGES/play.po``).
MESSAGES = Messages("play")
_params = MESSAGES.params

MUST_ACCEPT_CARD_PLAYED_INSTEAD = MESSAGES(
    '{seat} played {card} instead of the penalty card; declarer has since played, so he must '
    'accept it. The penalty cards ({remaining_cards}) remain penalty cards.')
MAY_ACCEPT_CARD_PLAYED_INSTEAD = MESSAGES(
    '{seat} played {card} instead of a penalty card. Declarer may accept it (the penalty '
    'cards remain) or require the penalty card to be played instead (then {card} becomes a '
    'major penalty card). {seat} may not take it back himself.')
MAY_ACCEPT_CARD_PLAYED_INSTEAD_ONE = MESSAGES(
    '{seat} played {card} instead of a penalty card. Declarer may accept it (the penalty '
    'card remains) or require the penalty card to be played instead (then {card} becomes a '
    'major penalty card). {seat} may not take it back himself.')
ACCEPTS_CARD_PLAYED_INSTEAD = MESSAGES(
    'Declarer accepts {card}; the penalty cards ({remaining_cards}) remain penalty cards.')
REFUSES_CARD_PLAYED_INSTEAD = MESSAGES(
    'Declarer refuses {card}; he designates which penalty card {seat} plays instead.')
PENALTY_CARD_REQUIRED_INSTEAD = MESSAGES(
    'Declarer requires the penalty card {substitute_card} to be played instead of {card}; {cards} '
    'becomes a major penalty card.')

#: Declarer's acceptance by playing: gettext domain ``leads``.
LEADS_MESSAGES = Messages("leads")
_p = LEADS_MESSAGES.params

ACCEPTED_BY_PLAYING = LEADS_MESSAGES(
    "Declarer has since played a card, so he has accepted {card}, played by {seat} instead of the "
    "penalty card (Law 52B1(b)); the penalty cards remain."
)


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
    legal = legal_before_penalty_cards_50D1(table, seat)
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
            message=MAY_ACCEPT_CARD_PLAYED_INSTEAD if len(mine) > 1 else MAY_ACCEPT_CARD_PLAYED_INSTEAD_ONE,
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
        message=MUST_ACCEPT_CARD_PLAYED_INSTEAD if must_accept else ACCEPTS_CARD_PLAYED_INSTEAD,
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
                message=REFUSES_CARD_PLAYED_INSTEAD,
                params=_params(seat=seat.letter, card=str(card)),
            )
        substitute = mine[0]
    new_majors = [card, *[c for c in illegal_cards if c is not card]]
    return Ruling(
        Outcome.PENALTY_CARD, "52B2", seat=seat, card=card, penalty="major", flags=flags,
        message=PENALTY_CARD_REQUIRED_INSTEAD,
        params=_params(seat=seat.letter, card=str(card), substitute_card=str(substitute),
                       cards=[str(x) for x in new_majors]),
        extra={"substituted": str(substitute), "penalty_cards": [f"{seat.letter}:{c}" for c in new_majors]},
        info=penalty_card_information_50E(seat, declarer, edition=edition) if declarer is not None else {},
    )


def accepted_by_playing_52B1b(seat: Seat, card: Card) -> Ruling:
    """52B1(b): declarer has since played, so he has accepted ``card`` played by ``seat``
    instead of the penalty card; the penalty cards remain."""
    return Ruling(
        Outcome.PLAYED, "52B1(b)", seat=seat, card=card, message=ACCEPTED_BY_PLAYING,
        params=_p(seat=seat, card=card)
    )


def failure_to_play_52B(
    card: Card, seat: Seat, *, area: PenaltyCardArea, edition: Edition, declarer: Seat,
    previous: PenaltyCardRevokes | None = None,
) -> Verdict:
    """Law 52: ``seat`` plays ``card`` in turn instead of a penalty card he had to play: the
    ruling of :func:`~bridgelaw.laws.law52.penalty_card_not_played_52`, the card played,
    and - while declarer has not chosen (52B1(a)) - the :class:`~bridgelaw.laws.verdict.Offer`
    to declarer to accept it or require the penalty card (kind ``52B1``). The card is a revoke
    (61A; ``previous``: the failures kept so far, :class:`PenaltyCardRevokes`), of a card faced
    on the table (64B3)."""
    r = penalty_card_not_played_52(card, seat, area=area, edition=edition, declarer=declarer)
    # 61A: failing to play, when able, a card required by law is a revoke - of a card faced on the
    # table, so Law 64 will not transfer a trick for it (64B3); the record keeps which it was
    play = PlayCard(seat, card, revoke=True)
    before = previous.revokes if previous is not None else ()
    kept = Remember(PenaltyCardRevokes((*before, (seat, card))))
    if r.outcome is not Outcome.OPTIONS:
        return Verdict.of(r, play, kept)
    offer = SubstituteOffer(r.law, frozenset({declarer}), r.options, seat, card)
    return Verdict.of(r, play, offer, kept)


@dataclass(frozen=True)
class PenaltyCardRevokes(Memory):
    """Law 52 with 61A/64B3: the cards ``(seat, card)`` played instead of a penalty card the
    player could have played - revokes of a card faced on the table (64B3: no trick transfer);
    a card undone again (52B2: declarer required the penalty card) is forgotten."""

    revokes: tuple[tuple[Seat, Card], ...] = ()

    def after_rollback(self, table: Table) -> Memory | None:
        kept = tuple(x for x in self.revokes if x in table.plays)
        return PenaltyCardRevokes(kept) if kept else None

    def revokes_of_faced_cards(self) -> tuple[tuple[Seat, Card], ...]:
        return self.revokes
