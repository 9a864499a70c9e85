"""What declarer said to dummy, as structure: the :class:`Designation` (Law 46)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from bridgelaw.cards import Card, Rank, Suit

__all__ = ["Designation", "Keyword"]


class Keyword(StrEnum):
    """A designation word that is neither a suit nor a rank.

    HIGH/LOW/WIN/ANY are statutory (46B1(a)-(c), 46B5); RUFF, COVER, PLEASE, RUN are not in
    the Laws and are resolved through options (laws.md §4: O-46-RUFF, O-46-COVER,
    O-46-PLEASE, O-46-RUN).
    """

    HIGH = "high"
    LOW = "low"
    WIN = "win"
    ANY = "any"
    RUFF = "ruff"
    COVER = "cover"
    PLEASE = "please"
    RUN = "run"


@dataclass(frozen=True, slots=True)
class Designation:
    """A designation of dummy's card: suit, rank and keyword, each possibly missing.

    Attributes:
        suit: the suit named (``Suit.SPADES`` for "spade", a trump word gives the trump suit
            only when the caller resolves it; see ``trump_named``), or None.
        rank: the rank named, or None.
        keyword: HIGH, LOW, WIN, ANY, RUFF, COVER, PLEASE, RUN, or None.
        trump_named: the words named "a trump"/"козырь" without a suit (resolved against the
            contract by Law 46 code: 46B2 with the trump suit).
        lang: the language the words were read in (``"en"``, ``"ru"``, ``"sv"``, ``"nl"`` ...).
        text: the words as said.
        superseded: earlier designations inside the same utterance that the speaker corrected
            ("jack — no, the king" gives the king with the jack superseded).
    """

    suit: Suit | None = None
    rank: Rank | None = None
    keyword: Keyword | None = None
    trump_named: bool = False
    lang: str = "en"
    text: str = ""
    superseded: tuple[Designation, ...] = ()

    @property
    def card(self) -> Card | None:
        """The card named when both suit and rank are given, else None."""
        if self.suit is not None and self.rank is not None:
            return Card(self.suit, self.rank)
        return None

    @property
    def is_complete(self) -> bool:
        """True when suit and rank are both named (46A: the proper way)."""
        return self.suit is not None and self.rank is not None

    def describe(self) -> str:
        """A short English description, e.g. ``"suit=S rank=- keyword=low"``."""
        s = self.suit.letter if self.suit is not None else ("trump" if self.trump_named else "-")
        r = self.rank.letter if self.rank is not None else "-"
        k = self.keyword.value if self.keyword is not None else "-"
        return f"suit={s} rank={r} keyword={k}"
