"""Law 41: commencement of play - the opening lead, made face down (41A).

The opening leader makes his lead face down (unless the regulating authority has opening leads
made face up); a face-down lead is not yet played: it is played when faced, and it may be withdrawn
only on the Director's instruction after an irregularity (41A). The record says a lead was made
face down with the ``play`` field ``face_down`` (:func:`face_down_lead_41A`); what Law 54 does when
the partner then faces an opening lead out of turn is Law 54's (``law54.face_down_lead_retracted_54``).
"""

from __future__ import annotations

from dataclasses import dataclass

from bridgelaw.cards import Card, Seat
from bridgelaw.clauses import Clause, Clauses, same
from bridgelaw.editions import DEFAULT_EDITION, Edition
from bridgelaw.laws.home import Messages
from bridgelaw.laws.verdict import Memory, Remember, Verdict
from bridgelaw.regulations import Option
from bridgelaw.rulings import Outcome, Ruling
from bridgelaw.table import Table

__all__ = ["CLAUSES", "MESSAGES", "OPTIONS", "FaceDownLead", "face_down_lead_41A"]

#: Law 41's clauses (the opening lead face down: the same words in 1997, 2007 and 2017).
CLAUSES = Clauses(
    __name__,
    Clause("41A", "the opening lead is made face down; it is played when faced",
           same("41A", "laws.md §1.13; bridgewebs formby (Law 41A), bridge.dk 1997 41A [S]", False)),
)

#: Law 41's options: none the engine reads (opening leads face up by regulation simply never
#: give a ``face_down`` event).
OPTIONS: tuple[Option, ...] = ()

#: The messages of Law 41: gettext domain ``leads``.
MESSAGES = Messages("leads")

FACE_DOWN_LEAD = MESSAGES(
    "{seat} makes the opening lead face down: it is not played until it is faced (Law {law}).")


@dataclass(frozen=True)
class FaceDownLead(Memory):
    """41A: ``seat``'s opening lead ``card`` lies face down; forgotten once a card is played."""

    seat: Seat
    card: Card

    def after_play(self, seat: Seat, card: Card, table: Table, trick_completed: bool) -> Memory | None:
        return None


def face_down_lead_41A(seat: Seat, card: Card, *, edition: Edition = DEFAULT_EDITION) -> Verdict:
    """41A: the opening leader ``seat`` leads ``card`` face down. Returns ``not_played`` (the card
    stays his until faced; the lead is made when it is faced) and keeps :class:`FaceDownLead`.
    Raises nothing."""
    law = CLAUSES.label("41A", edition)
    r = Ruling(Outcome.NOT_PLAYED, law, seat=seat, card=card, message=FACE_DOWN_LEAD,
               params=MESSAGES.params(seat=seat, law=law), extra={"face_down": True})
    return Verdict((r,), (Remember(FaceDownLead(seat, card)),))
