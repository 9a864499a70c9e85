"""The two errors the value types raise (:mod:`bridgelaw.cards`), in a module that imports
nothing of bridgelaw, so that ``cards`` and ``errors`` do not import each other.

Use them from :mod:`bridgelaw.errors`, which re-exports them (the same classes).
"""

from __future__ import annotations

__all__ = ["BridgeLawError", "NotationError"]


class BridgeLawError(Exception):
    """Base class of every error bridgelaw raises on bad input."""


class NotationError(BridgeLawError, ValueError):
    """Text that is not a card, hand, deal, contract, seat or denomination."""


BridgeLawError.__module__ = NotationError.__module__ = "bridgelaw.errors"
