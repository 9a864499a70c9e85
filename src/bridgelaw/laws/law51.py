"""Law 51: two or more penalty cards (laws.md §1.11).

* 51A: when a defender has two or more penalty cards that can legally be played, declarer
  designates which is played (:func:`penalty_card_choice_51A`, the offer;
  :func:`penalty_card_designated_51A`, the card declarer designated). The ruling that asks for
  the designation is :func:`bridgelaw.laws.law50.penalty_card_to_play_50D1`'s.
* 51B: when the owner's partner is to lead, declarer's lead restrictions with penalty cards in
  one suit (51B1) or several (51B2) - ruled with 50D2 by :mod:`bridgelaw.laws.law50.lead`,
  which cites these clauses.

Messages: gettext domain ``leads``.
"""

from __future__ import annotations

from bridgelaw.cards import Card, Seat
from bridgelaw.clauses import SOURCE_1997_M, SOURCE_OLD, SOURCE_PRE_1997, Clause, Clauses, same, version
from bridgelaw.editions import Edition
from bridgelaw.laws.home import Messages
from bridgelaw.laws.law50 import PenaltyCardArea, penalty_card_to_play_50D1
from bridgelaw.laws.verdict import PenaltyCardOffer, PlayCard, Verdict
from bridgelaw.regulations import Option
from bridgelaw.rulings import Outcome, Ruling
from bridgelaw.table import Table

__all__ = ["CLAUSES", "MESSAGES", "OPTIONS", "penalty_card_choice_51A", "penalty_card_designated_51A"]

E1963, E1975, E1987, E1997, E2017 = Edition.E1963, Edition.E1975, Edition.E1987, Edition.E1997, Edition.E2017

#: Law 51's clauses and their labels by code.
CLAUSES = Clauses(
    __name__,
    Clause("51A", "two or more penalty cards: declarer designates which is played", (
        version(E1963, "50D1", SOURCE_OLD),
        version(E1975, "50D1", SOURCE_PRE_1997),
        version(E1987, "50D1", SOURCE_PRE_1997),
        version(E1997, "51A", SOURCE_1997_M),
        version(E2017, "51A", "laws.md §1.11 [V]", True))),
    Clause("51A choice", "two or more penalty cards: the choice offered to declarer", (
        version(E1963, "51A", "the offer cites its 2017 label in every code, while the ruling on the card "
                "itself cites 1963-1987 50D1 [M]"),
        version(E1997, "51A", SOURCE_1997_M),
        version(E2017, "51A", "laws.md §1.11 [V]", True))),
    Clause("51B1", "penalty cards in one suit: declarer's lead restrictions",
           same("51B1", "laws.md §1.11 [V]")),
    Clause("51B1(a)", "one suit: declarer requires the suit", same("51B1(a)", "laws.md §1.11 [V]")),
    Clause("51B1(b)", "one suit: declarer prohibits the suit", same("51B1(b)", "laws.md §1.11 [V]")),
    Clause("51B2", "penalty cards in two or more suits", same("51B2", "laws.md §1.11 [V]")),
    Clause("51B2(a)", "several suits: declarer requires one of them", same("51B2(a)", "laws.md §1.11 [V]")),
    Clause("51B2(b)", "several suits: declarer prohibits", same("51B2(b)", "laws.md §1.11 [V]")),
    Clause("51B2(c)", "several suits: declarer does neither", same("51B2(c)", "laws.md §1.11 [V]")),
)

#: Law 51 leaves no option to regulating authorities.
OPTIONS: tuple[Option, ...] = ()

#: The messages of Law 51: gettext domain ``leads`` (``locale/<lang>/LC_MESSAGES/leads.po``).
MESSAGES = Messages("leads")
_p = MESSAGES.params

DESIGNATED_PENALTY_CARD_PLAYED = MESSAGES(
    "Declarer designates the penalty card {card}: {seat} plays it (Law 51A).")


def penalty_card_designated_51A(seat: Seat, card: Card) -> Verdict:
    """51A: declarer designates which of ``seat``'s penalty cards he plays: ``card`` is played."""
    ruling = Ruling(
        Outcome.PLAYED, "51A", seat=seat, card=card, message=DESIGNATED_PENALTY_CARD_PLAYED,
        params=_p(seat=seat, card=card)
    )
    return Verdict.of(ruling, PlayCard(seat, card))


def penalty_card_choice_51A(
    area: PenaltyCardArea, seat: Seat, table: Table, *, edition: Edition
) -> Verdict | None:
    """51A: ``seat`` is to play with two or more major penalty cards: when more than one can
    legally be played, declarer designates which (the ``options`` ruling of
    :func:`~bridgelaw.laws.law50.penalty_card_to_play_50D1` and its
    :class:`~bridgelaw.laws.verdict.Offer` to declarer, kind ``51A``). None: no such choice."""
    if len(area.majors(seat)) < 2:
        return None
    r = penalty_card_to_play_50D1(area, seat, table, edition=edition)
    if r is None or r.outcome is not Outcome.OPTIONS:
        return None
    return Verdict.of(r, PenaltyCardOffer(r.law, frozenset({table.declarer}), r.options, seat))
