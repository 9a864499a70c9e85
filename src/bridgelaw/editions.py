"""Editions of the Laws of Duplicate Bridge. The edition is a parameter of every rule.

``Edition.parse("2007")``; editions compare by year (``Edition.E2007 < Edition.E2017``).
The 2017 code is the default (laws.md §0, option ``O-EDITION``).
"""

from __future__ import annotations

from enum import Enum
from functools import total_ordering

from bridgelaw.errors import NotationError

__all__ = ["DEFAULT_EDITION", "Edition"]


@total_ordering
class Edition(Enum):
    """A code of the Laws: 1963, 1975, 1987, 1997, 2007 or 2017."""

    E1963 = "1963"
    E1975 = "1975"
    E1987 = "1987"
    E1997 = "1997"
    E2007 = "2007"
    E2017 = "2017"

    @property
    def year(self) -> int:
        """The year of the code, e.g. 2017."""
        return int(self.value)

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Edition):
            return NotImplemented
        return self.year < other.year

    @classmethod
    def parse(cls, text: str | int | None) -> Edition:
        """Read an edition from ``"2017"``, ``2007``, ``"1997"`` ...; None gives the default.

        Raises:
            NotationError: not one of the supported years.
        """
        if text is None:
            return DEFAULT_EDITION
        t = str(text).strip()
        for e in cls:
            if e.value == t:
                return e
        raise NotationError(
            f"{text!r} is not a supported edition of the Laws (use one of "
            + ", ".join(e.value for e in cls) + ")"
        )

    def __str__(self) -> str:
        return self.value


DEFAULT_EDITION = Edition.E2017
