"""The table modes, and what an ``online`` table refuses (table-service.md "Who may do what").

A ``face_to_face`` table records and rules on every act, as the director would at a physical
table. An ``online`` table is a platform's: it has no cards to hold, touch, drop or show, and
it prevents a card out of turn (Law 44B) and a revoke (Law 44C) instead of ruling on them.
:func:`refuse_online` refuses those before the engine sees them, naming the clause (409
``online_refused``); every other act goes to the engine as at a face-to-face table.
"""

from __future__ import annotations

from bridgelaw.record import Event, EventKind
from bridgelaw.service.errors import ApiError
from bridgelaw.table import Table

__all__ = ["FACE_TO_FACE", "MODES", "ONLINE", "refuse_online"]

FACE_TO_FACE = "face_to_face"
ONLINE = "online"
#: The table modes: record and rule on everything, or refuse what a platform prevents.
MODES = (FACE_TO_FACE, ONLINE)

#: Acts an online platform has no such thing as (its cards are clicked, not held or touched).
_PHYSICAL = frozenset((EventKind.TOUCH, EventKind.HOLD, EventKind.SHOW, EventKind.DUMMY_PLACES,
                       EventKind.DUMMY_INDICATES, EventKind.POINT, EventKind.SEVERAL, EventKind.DROP))


def refuse_online(t: Table, event: Event) -> None:
    """Refuse ``event`` at an online table whose position is ``t`` if a platform prevents it.

    Raises:
        ApiError: 409 ``online_refused``: a physical act; a card played out of turn (Law 44B:
            declarer playing one of dummy's cards counts as dummy's play); a card that does not
            follow suit though its owner can (Law 44C). Nothing for any other event.
    """
    if event.kind in _PHYSICAL:
        raise ApiError(409, "online_refused", f"{event.kind.value}: an online table has no such act "
                       "(cards are played, or named to dummy, by the player)", event.kind.value)
    if event.kind is not EventKind.PLAY or event.card is None or t.is_over:
        return
    owner = t.dummy if event.by == t.declarer and event.card in t.hand(t.dummy) else event.by
    if owner != t.turn:
        raise ApiError(409, "online_refused", f"{event.card}: it is {t.turn.letter}'s turn to play, "
                       f"not {owner.letter}'s (Law 44B; a card out of turn is prevented online)", "play")
    if event.card in t.hand(owner) and event.card not in t.legal_cards(owner):
        raise ApiError(409, "online_refused", f"{event.card}: {owner.letter} must follow suit "
                       "(Law 44C; an online table prevents a revoke)", "play")
