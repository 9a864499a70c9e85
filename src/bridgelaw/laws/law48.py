"""Law 48: exposure of declarer's cards.

* 48A: declarer is not subject to rectification for exposing a card; no card of declarer's or
  dummy's hand ever becomes a penalty card; declarer need not play a card he dropped
  accidentally (:func:`declarer_exposes_48`).
* 48B: declarer faces his cards - after a faced opening lead out of turn Law 54 applies
  (48B1); at any other time it may be treated as a claim or concession, Law 68 (48B2)
  (:func:`declarer_faces_cards_48B`).

The same in 1997, 2007 and 2017 (the 1997 Russian commentary 48.1-48.4 agrees: seed 003).
Messages: gettext domain ``play``.
"""

from __future__ import annotations

from bridgelaw.cards import Card, Seat
from bridgelaw.clauses import SOURCE_OLD, Clause, Clauses, same, version
from bridgelaw.editions import Edition
from bridgelaw.laws.home import Messages
from bridgelaw.regulations import Option
from bridgelaw.rulings import Outcome, Ruling

__all__ = ["CLAUSES", "MESSAGES", "OPTIONS", "declarer_exposes_48", "declarer_faces_cards_48B"]

#: Law 48's clause by code.
CLAUSES = Clauses(
    __name__,
    Clause("48A", "declarer's exposed card: no penalty", (
        version(Edition.E1963, "48A", SOURCE_OLD),
        version(Edition.E1987, "48A", "laws.md §1.8 (Russian 1987) [V]", True),
        version(Edition.E2017, "48A", "laws.md §1.8 [M]"))),
    Clause("48B", "declarer faces his cards: Law 54 after a faced opening lead out of turn, otherwise a "
           "claim or concession (the claim ruling's label, claims.md §1)",
           same("48B", "claims.md §2.3 (2017 text; 2007 the same) [V]")),
    Clause("48B1", "declarer faces his cards after a faced opening lead out of turn: Law 54",
           same("48B1", "claims.md §2.3 (2017 text) [V]")),
    Clause("48B2", "declarer faces his cards at any other time: a claim or concession (Law 68)",
           same("48B2", "claims.md §2.3 (2017 text) [V]")),
)

#: Law 48 leaves no option to regulating authorities.
OPTIONS: tuple[Option, ...] = ()

#: The messages of Law 48: gettext domain ``play`` (``locale/<lang>/LC_MESSAGES/play.po``).
MESSAGES = Messages("play")
_params = MESSAGES.params

DECLARER_EXPOSED = MESSAGES(
    'Declarer exposed {card}: it is not played and never becomes a penalty card; declarer is '
    'not penalised and need not play it (Law 48A).')
DECLARER_FACED_AFTER_OPENING_LEAD = MESSAGES(
    'Declarer faced his cards after the opening lead out of turn: Law 54 applies (he becomes '
    'dummy).')
DECLARER_FACED_DURING_PLAY = MESSAGES(
    'Declarer faced his cards during play: this may be treated as a claim or concession of '
    'tricks (Law 68); the Director decides.')


def declarer_exposes_48(card: Card, *, edition: Edition, seat: Seat | None = None) -> Ruling:
    """Law 48A: declarer exposes (drops, shows, names as held) a card of his hand or dummy's.

    Declarer is not subject to rectification; the card never becomes a penalty card, he
    need not play it, and a defender may not accept it as a lead out of turn (1997
    commentary 48.1). It is *not played* unless Law 45C2 made it played (held face up
    touching or nearly touching the table, or in a played position) - that is for the
    caller (Law 45) to decide before asking Law 48.

    Args:
        card: the exposed card.
        edition: the code of the Laws (same rule in 1987-2017).
        seat: declarer or dummy, whose card it is (for the ruling's ``seat``).

    Returns:
        A ruling ``not_played``, law ``48A``.
    """
    return Ruling(
        Outcome.NOT_PLAYED, "48A", seat=seat, card=card,
        message=DECLARER_EXPOSED,
        params=_params(card=str(card), edition=str(edition)),
        extra={"penalty_card": False},
    )


def declarer_faces_cards_48B(*, after_opening_lead_out_of_turn: bool, edition: Edition,
                         declarer: Seat | None = None) -> Ruling:
    """Law 48B: declarer faces his cards.

    Args:
        after_opening_lead_out_of_turn: he did so immediately after a faced opening lead
            out of turn.
        edition: the code of the Laws.
        declarer: declarer (the ruling's ``seat``).

    Returns:
        48B1: ``not_played`` citing ``48B1``, ``extra["then"] == "54"`` (he is treated as
        having chosen to become dummy under Law 54A).
        48B2: ``director`` with ``needs == "claim_or_concession"`` (Law 68 decides whether it
        was a claim or concession).
    """
    if after_opening_lead_out_of_turn:
        return Ruling(
            Outcome.NOT_PLAYED, "48B1", seat=declarer,
            message=DECLARER_FACED_AFTER_OPENING_LEAD,
            params=_params(), extra={"then": "54"},
        )
    return Ruling(
        Outcome.DIRECTOR, "48B2", seat=declarer, needs="claim_or_concession",
        message=DECLARER_FACED_DURING_PLAY,
        params=_params(), flags=("summon_director",), extra={"then": "68"},
    )
