"""The clause registry: every clause the rules cite, with its versions by edition (laws.md §2).

A :class:`Clause` is named by its 2017 label (``"45C4(b)"``) and declares its
:class:`Version` s, each from an edition on (``since``): the label a ruling cites under that
code, whether the code has the provision at all, where its text comes from and whether that
text was verified. The version in force is the latest one at or before the edition (as
OpenFisca picks a formula by date); an edition whose texts are not in (1975, 1987:
:attr:`~bridgelaw.editions.Edition.ruled_as` 1997) takes the version of the edition it is ruled
as, unless the clause declares a version for that edition itself.

Each home of a Law (``bridgelaw.laws.lawNN``, docs/architecture.md "The home of a Law")
declares its own clauses as a :class:`Clauses` (``CLAUSES = Clauses(__name__, Clause(...),
...)``) and takes its labels from there (``CLAUSES.label("45D", edition)``). :data:`CLAUSES`
here is every home's, assembled on first use (:mod:`bridgelaw.laws.home`): ``bridgelaw
clauses --laws 1997`` lists it. Options (:data:`bridgelaw.regulations.OPTIONS`) name the
clauses they belong to; :meth:`Clause.options` finds them.

    >>> CLAUSES["45D"].label(Edition.E2017), CLAUSES["45D"].label(Edition.E2007)
    ('45D1', '45D')
    >>> CLAUSES["45D"].provided(Edition.E1963)
    False
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, replace

from bridgelaw._lazy import Assembled
from bridgelaw.editions import Edition
from bridgelaw.regulations import Option

__all__ = ["CLAUSES", "Clause", "Clauses", "Version", "label", "same", "version"]

E1963, E1975, E1987, E1997, E2007, E2017 = (
    Edition.E1963, Edition.E1975, Edition.E1987, Edition.E1997, Edition.E2007, Edition.E2017
)


@dataclass(frozen=True)
class Version:
    """One version of a clause, in force from the code ``since`` until the next version.

    Attributes:
        since: the first code this version belongs to.
        label: the clause a ruling cites under it (``"45C2"``; another clause's label when the
            code rules the matter there, e.g. 1997 ``"47E"`` for 2017's 47D), or None when no
            ruling cites anything.
        provided: False when the code has no such provision (the label, if any, is then the
            article a ruling names in saying so, e.g. 1963 ``"45"`` for 45D).
        source: where the text of this version was read (a seed, a laws.md section).
        verified: True when that text was checked against the Laws ([V] or a seed), False for
            an unchecked recollection or a label assumed from a neighbouring code ([M]).
    """

    since: Edition
    label: str | None
    source: str
    verified: bool = False
    provided: bool = True


@dataclass(frozen=True)
class Clause:
    """A clause of the Laws and its versions (ascending by ``since``).

    Attributes:
        key: its 2017 label, the registry key (``"46B1(b)"``).
        title: a few words saying what it rules.
        versions: its versions, the earliest first.
        home: the home of the Law that rules on it (``"law46"``; stamped by :class:`Clauses`).
    """

    key: str
    title: str
    versions: tuple[Version, ...]
    home: str = ""

    @property
    def law(self) -> int:
        """The number of the Law the clause belongs to: the leading digits of its key (``"46B1(b)"``
        -> 46; ``"51A choice"`` -> 51)."""
        digits = ""
        for ch in self.key:
            if not ch.isdigit():
                break
            digits += ch
        return int(digits)

    def version(self, edition: Edition) -> Version | None:
        """The version in force under ``edition``: one declared for ``edition`` itself, else the
        latest at or before ``edition.ruled_as``; None when none is that old."""
        for v in self.versions:
            if v.since is edition:
                return v
        found: Version | None = None
        target = edition.ruled_as
        for v in self.versions:
            if v.since <= target:
                found = v
        return found

    def label(self, edition: Edition) -> str | None:
        """The label a ruling cites under ``edition`` (None: the code cites nothing)."""
        v = self.version(edition)
        return v.label if v is not None else None

    def provided(self, edition: Edition) -> bool:
        """Whether ``edition`` has this provision."""
        v = self.version(edition)
        return v is not None and v.provided

    def options(self) -> tuple[Option, ...]:
        """The options (:data:`bridgelaw.regulations.OPTIONS`, every home's) that belong to this
        clause."""
        from bridgelaw.regulations import OPTIONS

        return tuple(o for o in OPTIONS.values() if self.key in o.clauses)


class Clauses(Mapping[str, Clause]):
    """The clauses one home of a Law declares, by key, in the order declared: its ``CLAUSES``.

    Args:
        home: the home's module name (``__name__``: ``"bridgelaw.laws.law57"``; its last part is
            stamped into each clause's :attr:`Clause.home`).
        clauses: the clauses.
    Raises:
        ValueError: two clauses with the same key.
    """

    def __init__(self, home: str, *clauses: Clause) -> None:
        self.home = home.rsplit(".", 1)[-1]
        self._by_key: dict[str, Clause] = {}
        for c in clauses:
            if c.key in self._by_key:
                raise ValueError(f"{self.home}: clause {c.key} declared twice")
            self._by_key[c.key] = replace(c, home=self.home)

    def __getitem__(self, key: str) -> Clause:
        return self._by_key[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._by_key)

    def __len__(self) -> int:
        return len(self._by_key)

    def label(self, key: str, edition: Edition) -> str:
        """The label of this home's clause ``key`` under ``edition``.

        Raises:
            KeyError: ``key`` is not this home's, or the clause cites nothing under ``edition``
                (a programming error: ask :meth:`Clause.label` then).
        """
        found = self._by_key[key].label(edition)
        if found is None:
            raise KeyError(f"clause {key} cites nothing under the {edition} code")
        return found

    def cites(self, label: str, edition: Edition) -> bool:
        """Whether ``label`` (a ruling's ``law``) is the label of one of this home's clauses under
        ``edition``: which Law a ruling cites, asked of the registry (the same label can mean
        another clause under another code), never read off the label's digits. Raises nothing."""
        return any(c.label(edition) == label for c in self._by_key.values())

    def provided(self, key: str, edition: Edition) -> bool:
        """Whether ``edition`` has this home's provision ``key``.

        Raises:
            KeyError: ``key`` is not this home's.
        """
        return self._by_key[key].provided(edition)


def label(key: str, edition: Edition) -> str:
    """The label of clause ``key`` (any home's: the whole registry is assembled) under ``edition``.

    Raises:
        KeyError: ``key`` is not registered, or the clause cites nothing under ``edition`` (a
            programming error: the caller should ask :meth:`Clause.label` then).
    """
    found = CLAUSES[key].label(edition)
    if found is None:
        raise KeyError(f"clause {key} cites nothing under the {edition} code")
    return found


def version(
    since: Edition, label: str | None, source: str, verified: bool = False, provided: bool = True
) -> Version:
    """A :class:`Version` (the short form the homes declare their clauses with)."""
    return Version(since, label, source, verified, provided)


#: Sources shared by the homes' declarations.
SOURCE_2017 = "laws.md §1 (2017 text) [V]"
SOURCE_2017_M = "laws.md §1 (2017) [M]"
SOURCE_OLD = "laws.md §2: label assumed from the 1997 code [M]"
SOURCE_2007_M = "laws.md §2 (2007) [M]"
SOURCE_1997_M = "laws.md §2 (1997) [M]"
SOURCE_PRE_1997 = "cited as in the codes before 1997 (the 1997 clause is not assumed) [M]"


def same(key: str, source_2017: str = SOURCE_2017, verified_2017: bool = True) -> tuple[Version, ...]:
    """A clause with the same label in every code: 1963-2007 assumed ([M]), 2017 as given."""
    return (version(E1963, key, SOURCE_OLD), version(E2017, key, source_2017, verified_2017))


def _assemble() -> Mapping[str, Clause]:
    from bridgelaw.laws.home import assemble_clauses

    return assemble_clauses()


CLAUSES: Mapping[str, Clause] = Assembled(_assemble)
"""Every registered clause by its 2017 label: the clauses of every home (in the order of the
Laws, each home's in the order it declares them), assembled on first use."""

