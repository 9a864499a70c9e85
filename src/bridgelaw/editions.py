"""Editions of the Laws of Duplicate Bridge. The edition is a parameter of every rule.

``Edition.parse("2007")``; editions compare by year (``Edition.E2007 < Edition.E2017``).
The 2017 code is the default (laws.md §0, option ``O-EDITION``).

Aliases: the texts of the 1975 and 1987 codes are not in (laws.md §5), so they are ruled as
the 1997 code (:attr:`Edition.ruled_as`) wherever a clause does not declare a version of its
own for them (:mod:`bridgelaw.clauses`). A ruling still says which code was asked for.
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

    @property
    def ruled_as(self) -> Edition:
        """The code whose texts rule this one: itself, or for an alias (1975, 1987) the code it
        is ruled as until its own texts are in (1997)."""
        return _ALIASES.get(self, self)

    @property
    def is_alias(self) -> bool:
        """True for a code ruled as another (:attr:`ruled_as`)."""
        return self in _ALIASES

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

#: The codes whose texts are not in, and the code each is ruled as meanwhile.
_ALIASES: dict[Edition, Edition] = {Edition.E1975: Edition.E1997, Edition.E1987: Edition.E1997}
