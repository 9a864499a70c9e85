"""Typed errors. Every error says what went wrong, where, and why.

Hierarchy::

    BridgeLawError
    ├── NotationError              bad card / hand / deal / contract text
    ├── PlayError                  a card the table refuses (state unchanged)
    │   ├── IllegalCardError       breaks Law 44 (or a Law 50-52 restriction)
    │   ├── CardNotHeldError       the seat does not hold that card
    │   ├── NotYourTurnError       it is another seat's turn
    │   ├── PlayOverError          all 13 tricks are played / nothing to undo
    │   │   └── PlayCeasedError    play has ceased after a claim or concession (68D)
    │   ├── ClaimActError          a claim, concession, agreement, dispute or decision that does
    │   │                          not fit (nothing to agree to, more tricks than remain ...)
    │   └── ChoiceError            a ``choose`` event that is not on offer, or by the wrong side
    │                              (``refusal``: a ChoiceRefusal says which)
    ├── DesignationError           words to dummy that the parser cannot resolve
    │   ├── InvalidDesignationError    the words name nothing (parse_san's "invalid")
    │   ├── IllegalDesignationError    names a card that cannot be played ("illegal")
    │   └── AmbiguousDesignationError  names several cards; ``candidates`` ("ambiguous")
    └── IncidentFormatError        a malformed incident file; ``path`` names the field

``BridgeLawError`` and ``NotationError`` are defined in :mod:`bridgelaw._errors` (which
:mod:`bridgelaw.cards` imports, so that cards and errors do not import each other) and are the
same classes here.
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING

from bridgelaw._errors import BridgeLawError, NotationError

if TYPE_CHECKING:
    from bridgelaw.cards import Card, Seat

__all__ = [
    "AmbiguousDesignationError",
    "BridgeLawError",
    "CardNotHeldError",
    "ChoiceError",
    "ChoiceRefusal",
    "ClaimActError",
    "DesignationError",
    "FindingError",
    "IllegalCardError",
    "IllegalDesignationError",
    "IncidentFormatError",
    "InvalidDesignationError",
    "NotYourTurnError",
    "NotationError",
    "PlayCeasedError",
    "PlayError",
    "PlayOverError",
]


class PlayError(BridgeLawError):
    """A card the table refuses to play; the table is left unchanged."""

    def __init__(self, message: str, *, card: Card | None = None, seat: Seat | None = None,
                 law: str | None = None) -> None:
        super().__init__(message)
        self.card = card
        self.seat = seat
        self.law = law


class IllegalCardError(PlayError):
    """The card breaks Law 44 (e.g. 44C: must follow suit) or a restriction of Laws 50-52.

    ``card``, ``seat`` and ``law`` (the clause, e.g. ``"44C"``) say which card, whose, and why.
    """


class CardNotHeldError(PlayError):
    """The seat does not hold the card (it is in another hand or already played)."""


class NotYourTurnError(PlayError):
    """It is another seat's turn to play (Law 44B/44G); ``seat`` is who tried."""


class PlayOverError(PlayError):
    """No card can be played (all 13 tricks are complete) or undone (nothing played)."""


class PlayCeasedError(PlayOverError):
    """Play has ceased after a claim or concession (Law 68D): no card is played unless the claim
    is void (68B2) or the director lets play continue (68D2(b), finding ``continue_play``)."""


class ClaimActError(PlayError):
    """An act about a claim or concession (Laws 68-71) that the table cannot take: a claim of
    more tricks than remain, an agreement or dispute with no claim open, an agreement by the
    claimer's own side, a withdrawal by a side that did not agree. The message says what and why."""


class ChoiceRefusal(Enum):
    """Why a ``choose`` event was refused (:attr:`ChoiceError.refusal`)."""

    NOT_OPEN = "not_open"  #: no choice is open (no ruling with ``options`` awaits an answer)
    NOT_CHOOSER = "not_chooser"  #: the open choice belongs to the other side
    NOT_OFFERED = "not_offered"  #: the option is not one of the open choice's


class ChoiceError(PlayError):
    """A choice of the non-offending side (``choose`` event) that is not open: nothing to choose,
    chosen by a seat that may not choose, or an option that was not offered.

    ``refusal`` says which (:class:`ChoiceRefusal`); None when the offer's own check refused
    it (e.g. a 50D2 choice that has become moot).
    """

    def __init__(self, message: str, *, refusal: ChoiceRefusal | None = None, card: Card | None = None,
                 seat: Seat | None = None, law: str | None = None) -> None:
        super().__init__(message, card=card, seat=seat, law=law)
        self.refusal = refusal


class FindingError(PlayError):
    """A director's ``finding`` the record cannot take: it names no earlier act at the table,
    answers a field its event does not have, or an event after the one it names can no longer
    stand once that event is ruled again (``event``: the 1-based number of that event, or None).
    Nothing is recorded."""

    def __init__(self, message: str, *, event: int | None = None) -> None:
        super().__init__(message)
        self.event = event


class DesignationError(BridgeLawError):
    """Words said to dummy that cannot be turned into a designation or a card."""

    def __init__(self, message: str, *, text: str = "", lang: str | None = None) -> None:
        super().__init__(message)
        self.text = text
        self.lang = lang


class InvalidDesignationError(DesignationError):
    """The words name no suit, rank or keyword known in the language (python-chess: invalid)."""


class IllegalDesignationError(DesignationError):
    """The words name a card that dummy cannot play here (python-chess: illegal)."""


class AmbiguousDesignationError(DesignationError):
    """The words fit several cards (python-chess: ambiguous); ``candidates`` lists them."""

    def __init__(self, message: str, *, candidates: list[Card], text: str = "",
                 lang: str | None = None) -> None:
        super().__init__(message, text=text, lang=lang)
        self.candidates = candidates


class IncidentFormatError(BridgeLawError):
    """A malformed incident file. ``path`` is the field (``events[2].play``), ``file`` the file."""

    def __init__(self, message: str, *, path: str = "", file: str | None = None) -> None:
        where = f"{file}: " if file else ""
        field = f"{path}: " if path else ""
        super().__init__(f"{where}{field}{message}")
        self.path = path
        self.file = file
        self.problem = message
