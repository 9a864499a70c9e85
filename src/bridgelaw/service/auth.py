"""Tokens of a table, and what each may do (table-service.md "HTTP", "Who may do what").

A table has one token per seat, the director and a spectator. A token is 32 random bytes from
:mod:`secrets` (URL-safe text). The store keeps only its SHA-256 digest; a presented token is
hashed and compared with every role's digest of *that* table with :func:`hmac.compare_digest`
(constant time), so a token is worthless on another table and a timing attack learns nothing
(:func:`authenticate`). The role found is the actor of every event: a request never names its
own seat (:func:`event_for`). What a role may *see* is :mod:`bridgelaw.service.visibility`'s.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Mapping
from typing import Any

from bridgelaw.cards import Seat
from bridgelaw.errors import IncidentFormatError
from bridgelaw.record import Event, EventKind
from bridgelaw.service.errors import ApiError
from bridgelaw.table import Table

__all__ = ["DIRECTOR", "DIRECTOR_FIELDS", "ROLES", "SEAT_ROLES", "SPECTATOR", "authenticate", "check_admin",
           "digest", "event_for", "new_token", "new_tokens", "role_of", "seat_of"]

DIRECTOR = "director"
SPECTATOR = "spectator"
#: The seat roles, in the order of the create answer.
SEAT_ROLES = ("N", "E", "S", "W")
#: Every role a table hands out a token for.
ROLES = (*SEAT_ROLES, DIRECTOR, SPECTATOR)
#: The fields of an event that are the director's findings, not a player's account of his act:
#: ``findings`` (e.g. ``slip_of_tongue``, which turns a refused 45C4(b) change into an allowed
#: one), ``partner_could_see`` (45C1/49: whether an exposed card becomes a penalty card) and
#: ``visible`` (58B: which of several cards faced at once could be seen). Only the director's
#: token may send them (Law 85A: the director determines the facts).
DIRECTOR_FIELDS = ("findings", "partner_could_see", "visible")


def new_token() -> str:
    """A new unguessable token (32 random bytes, URL-safe base64, 43 characters)."""
    return secrets.token_urlsafe(32)


def digest(token: str) -> str:
    """The SHA-256 hex digest of a token (what the database keeps)."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def new_tokens() -> tuple[dict[str, str], dict[str, str]]:
    """Fresh tokens for every role: ``(tokens, digests)``, both role -> text."""
    tokens = {role: new_token() for role in ROLES}
    return tokens, {role: digest(t) for role, t in tokens.items()}


def role_of(token: str | None, digests: Mapping[str, str]) -> str | None:
    """The role whose digest matches ``token`` among one table's ``digests``, or None.

    Every role is compared (no early exit), each in constant time.
    """
    if not token:
        return None
    d = digest(token)
    found: str | None = None
    for role, expected in digests.items():
        if hmac.compare_digest(d, expected):
            found = role
    return found


def check_admin(token: str | None, admin_token: str) -> bool:
    """True if ``token`` is the server's admin token (constant-time comparison)."""
    if not token or not admin_token:
        return False
    return hmac.compare_digest(digest(token), digest(admin_token))


def seat_of(role: str) -> Seat | None:
    """The seat of a seat role (``"N"`` -> ``Seat.N``), None for the director and a spectator."""
    return Seat.parse(role) if role in SEAT_ROLES else None


def authenticate(token: str | None, digests: Mapping[str, str], *, admin: str = "") -> str:
    """The role of ``token`` at the table whose token digests are ``digests``; the server's admin
    token (``admin``, when given) is the director's at every table: the tournament director who
    created the tables directs them all (his queue of calls, ``/director``, opens any of them).

    Raises:
        ApiError: 401 ``no_token`` without a token, ``bad_token`` for one that is not this table's.
    """
    if not token:
        raise ApiError(401, "no_token", "this needs a token of the table (Authorization: Bearer <token>)")
    role = role_of(token, digests)
    if role is None and admin and check_admin(token, admin):
        return DIRECTOR
    if role is None:
        raise ApiError(401, "bad_token", "the token is not one of this table's")
    return role


def event_for(role: str, data: dict[str, Any], t: Table) -> Event:
    """The event ``data`` (an event object of the contract, without ``type``/``expected_seq``)
    sent with ``role``'s token at a table in position ``t``: its actor is the token's seat; the
    director records what a player did and names him in ``by``.

    Raises:
        ApiError: 403 ``spectator`` (a spectator's token acts), ``not_your_seat`` (a seat's
            token names another seat in ``by``), ``director_only`` (a seat's token sends a
            ``finding`` or one of :data:`DIRECTOR_FIELDS`, Law 85A, or a ``decide`` on a contested
            claim, Law 70), ``dummy_plays`` (dummy's token plays: declarer plays dummy's cards,
            45B/45D); 400 ``bad_event`` (the director gives no ``by``, or the object is not a
            valid event: the field is named).
    """
    data = dict(data)
    if role == SPECTATOR:
        raise ApiError(403, "spectator", "a spectator's token cannot act at the table")
    if role == DIRECTOR:
        if "by" not in data:
            raise ApiError(400, "bad_event", "by: the director records what a player did: give "
                           "'by' (N, E, S or W)", "by")
    else:
        if "by" in data and str(data["by"]).upper() != role:
            raise ApiError(403, "not_your_seat",
                           f"by: this token is {role}'s; it cannot act for {data['by']}", "by")
        if "finding" in data:
            raise ApiError(403, "director_only", "finding: the director's finding on an event is recorded "
                           "with the director's token (Law 85A); call the director", "finding")
        for name in DIRECTOR_FIELDS:
            if name in data:
                raise ApiError(403, "director_only", f"{name}: a finding of fact is the director's "
                               "(Law 85A); call the director, who records it with his token", name)
        data["by"] = role
    try:
        event = Event.from_json(data, path="event")
    except IncidentFormatError as e:
        raise ApiError(400, "bad_event", str(e), e.path.removeprefix("event.")) from None
    if event.kind is EventKind.DECIDE and role != DIRECTOR:
        raise ApiError(403, "director_only", "decide: the decision on a contested claim is the director's "
                       "(Law 70): send it with the director's token", "decide")
    if role in SEAT_ROLES and event.by == t.dummy and event.kind is EventKind.PLAY:
        raise ApiError(403, "dummy_plays", "dummy does not play his own cards: declarer names them "
                       "('say') or plays them ('play'); dummy's own act is 'dummy_places' (45B, 45D)",
                       "play")
    return event
