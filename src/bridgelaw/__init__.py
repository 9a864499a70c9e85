"""bridgelaw: the Laws of Duplicate Bridge for the play of the cards (Laws 42-58).

The public API in one import::

    from bridgelaw import Card, Seat, Deal, Contract, Table
"""

from bridgelaw.cards import ALL_CARDS, Card, Contract, Deal, Denomination, Hand, Rank, Seat, Suit
from bridgelaw.errors import (
    AmbiguousDesignationError,
    BridgeLawError,
    CardNotHeldError,
    IllegalCardError,
    IllegalDesignationError,
    IncidentFormatError,
    InvalidDesignationError,
    NotationError,
    NotYourTurnError,
    PlayError,
    PlayOverError,
)
from bridgelaw.table import Table, Trick

__version__ = "0.1.0"

__all__ = [
    "ALL_CARDS",
    "AmbiguousDesignationError",
    "BridgeLawError",
    "Card",
    "CardNotHeldError",
    "Contract",
    "Deal",
    "Denomination",
    "Hand",
    "IllegalCardError",
    "IllegalDesignationError",
    "IncidentFormatError",
    "InvalidDesignationError",
    "NotYourTurnError",
    "NotationError",
    "PlayError",
    "PlayOverError",
    "Rank",
    "Seat",
    "Suit",
    "Table",
    "Trick",
    "__version__",
]
