"""Rulings: what the Laws say about one event, as data (incident-format.md, "Ruling").

A :class:`Ruling` names its outcome, the card and seat concerned, the deciding clause
(``"46B1(c)"``), candidates, the other side's options, and the message id + parameters from
which the plain-words ``text`` is rendered in the language asked for (gettext catalogues).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from bridgelaw.cards import Card, Seat

__all__ = ["Outcome", "Ruling"]


class Outcome(StrEnum):
    """The outcome names of incident-format.md (a public contract: never rename)."""

    PLAYED = "played"
    NOT_PLAYED = "not_played"
    MUST_SPECIFY = "must_specify"
    INVALID = "invalid"
    DEFENDERS_DESIGNATE = "defenders_designate"
    CHANGE_ALLOWED = "change_allowed"
    CHANGE_REFUSED = "change_refused"
    WITHDRAWN = "withdrawn"
    PENALTY_CARD = "penalty_card"
    OPTIONS = "options"
    DIRECTOR = "director"
    # Laws 42-43 and 64: names added later, none of the above changed
    TRANSFER = "transfer"  # Law 64: tricks transferred at the end of play (extra.tricks, 0 for 64B)
    ALLOWED = "allowed"  # Law 42: dummy acts within his rights; nothing to rectify
    IRREGULARITY = "irregularity"  # Law 43: dummy breaks a limitation (procedural penalty, rights lost)
    #: The words are not understood as a designation (a word neither vocabulary nor filler, words
    #: that name nothing, or a language given wrongly): nothing is played and declarer designates
    #: again (46A). Not 46B4, which is a card named that dummy does not hold.
    NOT_UNDERSTOOD = "not_understood"
    # claims (Laws 68-71 and 77; claims.md §1): new names only
    CLAIM = "claim"  # 68A/68B/48B: a claim or concession; play ceases (extra.tricks_claimed, play_ceased)
    ADJUDICATED = "adjudicated"  # 70: a contested claim adjudicated (extra.tricks: declarer's side, board)
    RESULT = "result"  # 69A agreement, 77 the end of the board (extra.tricks, score, made/down)
    ADJUSTED = "adjusted"  # 69B/71: an agreement withdrawn or a concession cancelled; a trick restored

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True)
class Ruling:
    """One ruling.

    Attributes:
        outcome: see :class:`Outcome`.
        law: the deciding clause, e.g. ``"46B1(c)"``, ``"45C4(b)"``, ``"50D2(a)"``.
        seat: the seat whose card is concerned, or None.
        card: the card concerned, or None.
        event: index of the event ruled on (None for a ruling made outside an incident).
        candidates: cards declarer must choose among (``must_specify``).
        options: what the non-offending side may now choose (ids such as ``"accept_lead"``).
        penalty: ``"major"`` or ``"minor"`` for ``penalty_card``.
        needs: the finding of fact the director must make (``director``), e.g. ``"slip_of_tongue"``.
        message: the catalogue message id of the explanation.
        params: parameters of the message (plain strings/ints; cards as ``"SA"``).
        text: the explanation rendered in the ruling's language ('' until rendered).
        info: Law 16C/16D tags, e.g. ``{"authorised": ["E/W"], "unauthorised": ["N/S"]}``.
        flags: extra markers, e.g. ``"summon_director"``, ``"adjustment_possible"``.
        extra: further fields that serialise as they are (e.g. ``"withdrawable": ["E:HT"]``).
    """

    outcome: Outcome
    law: str
    seat: Seat | None = None
    card: Card | None = None
    event: int | None = None
    candidates: tuple[Card, ...] = ()
    options: tuple[str, ...] = ()
    penalty: str | None = None
    needs: str | None = None
    message: str = ""
    params: dict[str, Any] = field(default_factory=dict)
    text: str = ""
    info: dict[str, list[str]] = field(default_factory=dict)
    flags: tuple[str, ...] = ()
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """The ruling as the JSON object of incident-format.md (plus optional added fields)."""
        out: dict[str, Any] = {
            "event": self.event,
            "outcome": self.outcome.value,
            "seat": self.seat.letter if self.seat is not None else None,
            "card": str(self.card) if self.card is not None else None,
            "law": self.law,
            "candidates": [str(c) for c in self.candidates],
            "options": list(self.options),
            "text": self.text,
        }
        if self.penalty is not None:
            out["penalty"] = self.penalty
        if self.needs is not None:
            out["needs"] = self.needs
        if self.info:
            out["info"] = self.info
        if self.flags:
            out["flags"] = list(self.flags)
        out.update(self.extra)
        return out
