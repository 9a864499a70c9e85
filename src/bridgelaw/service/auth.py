"""Tokens of a table (table-service.md "HTTP"): one per seat, the director and a spectator.

A token is 32 random bytes from :mod:`secrets` (URL-safe text). The database keeps only its
SHA-256 digest; a presented token is hashed and compared with every role's digest of *that*
table with :func:`hmac.compare_digest` (constant time), so a token is worthless on another
table and a timing attack learns nothing. The role found is the actor of every event: a
request never names its own seat.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Mapping

from bridgelaw.cards import Seat

__all__ = ["DIRECTOR", "ROLES", "SEAT_ROLES", "SPECTATOR", "check_admin", "digest", "new_token",
           "new_tokens", "role_of", "seat_of"]

DIRECTOR = "director"
SPECTATOR = "spectator"
#: The seat roles, in the order of the create answer.
SEAT_ROLES = ("N", "E", "S", "W")
#: Every role a table hands out a token for.
ROLES = (*SEAT_ROLES, DIRECTOR, SPECTATOR)


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
