"""The tools of the home of a Law (notes/home-contract.md: ``Clause``, ``Clauses``, ``same``,
``version``, ``Messages``, ``option``), for the homes of Laws 68, 69, 70, 71 and 77 written
before the house-laws restructuring lands on ``main``.

Each name is the real one when it exists (``bridgelaw.clauses.Clauses``,
``bridgelaw.laws.home.Messages``, ``bridgelaw.regulations.option``) and a stand-in of the same
shape otherwise, so that the homes are written in the contract's shape now and are assembled
into ``CLAUSES``/``OPTIONS`` as soon as the real tools are there. Once they are, this module goes:
replace ``from bridgelaw.laws._home_compat import`` by the imports of the contract (section 2)
in the five homes and delete it.
"""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Iterable, Iterator, Mapping
from collections.abc import Set as AbstractSet
from typing import Any, cast

from bridgelaw.cards import Card, Seat, Suit
from bridgelaw.clauses import Clause as _Clause
from bridgelaw.clauses import Version
from bridgelaw.editions import Edition
from bridgelaw.regulations import Option, Regulations

__all__ = ["Clause", "Clauses", "Messages", "Option", "option", "option_value", "same", "version"]

_HAS_HOME_FIELD = "home" in {f.name for f in dataclasses.fields(_Clause)}


def Clause(key: str, title: str, versions: tuple[Version, ...]) -> _Clause:  # the contract's name
    """A :class:`bridgelaw.clauses.Clause` of ``key`` (its 2017 label), ``title`` and
    ``versions`` (its home is stamped by :class:`Clauses`). Raises nothing."""
    make = cast(Any, _Clause)
    return cast(_Clause, make(key, title, versions) if _HAS_HOME_FIELD else make(key, title, versions, ""))


def version(since: Edition, label: str | None, source: str, verified: bool = False,
            provided: bool = True) -> Version:
    """A :class:`~bridgelaw.clauses.Version` (the contract's short form). Raises nothing."""
    return Version(since, label, source, verified, provided)


def same(key: str, source: str, verified: bool = True) -> tuple[Version, ...]:
    """The same label in every code: 1963-2007 assumed ([M]), 2017 as given. Raises nothing."""
    return (version(Edition.E1963, key, "label assumed from the 2017 code [M]"),
            version(Edition.E2017, key, source, verified))


class _LocalClauses(Mapping[str, _Clause]):
    """The clauses one home declares (the contract's ``Clauses``): by key, with ``label`` and
    ``provided``.

    Raises (on construction):
        ValueError: two clauses with the same key.
    """

    def __init__(self, home: str, *clauses: _Clause) -> None:
        self.home = home.rsplit(".", 1)[-1]
        self._by_key: dict[str, _Clause] = {}
        field = "home" if _HAS_HOME_FIELD else "module"
        for c in clauses:
            if c.key in self._by_key:
                raise ValueError(f"{self.home}: clause {c.key} declared twice")
            self._by_key[c.key] = cast(Any, dataclasses.replace)(c, **{field: self.home})

    def __getitem__(self, key: str) -> _Clause:
        return self._by_key[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._by_key)

    def __len__(self) -> int:
        return len(self._by_key)

    def label(self, key: str, edition: Edition) -> str:
        """The label of this home's clause ``key`` under ``edition``.

        Raises:
            KeyError: ``key`` is not this home's, or it cites nothing under ``edition``.
        """
        found = self._by_key[key].label(edition)
        if found is None:
            raise KeyError(f"clause {key} cites nothing under the {edition} code")
        return found

    def provided(self, key: str, edition: Edition) -> bool:
        """Whether ``edition`` has this home's provision ``key``. Raises KeyError: not this home's."""
        return self._by_key[key].provided(edition)


class _LocalMessages(AbstractSet[str]):
    """The ruling messages of one module of a home in one gettext domain (the contract's
    ``Messages``): ``NAME = MESSAGES("template")`` registers and returns the template."""

    def __init__(self, domain: str) -> None:
        self.domain = domain
        self._ids: set[str] = set()

    def __call__(self, template: str) -> str:
        """Register ``template`` and return it. Raises nothing."""
        self._ids.add(template)
        return template

    def update(self, templates: Iterable[str]) -> None:
        """Register several templates. Raises nothing."""
        self._ids.update(templates)

    def params(self, **params: object) -> dict[str, object]:
        """The ruling's ``params`` in this domain (cards as ``"SA"``, seats and suits as letters).
        Raises nothing."""
        out: dict[str, object] = {"domain": self.domain}
        for k, v in params.items():
            out[k] = v.letter if isinstance(v, Seat | Suit) else (str(v) if isinstance(v, Card) else v)
        return out

    def __contains__(self, msgid: object) -> bool:
        return msgid in self._ids

    def __iter__(self) -> Iterator[str]:
        return iter(self._ids)

    def __len__(self) -> int:
        return len(self._ids)


def _real(module: str, name: str) -> Any:
    """``module.name`` if it exists, else None. Raises nothing."""
    try:
        return getattr(importlib.import_module(module), name, None)
    except ImportError:  # pragma: no cover - the home module appears with the restructuring
        return None


Clauses: type[_LocalClauses] = _real("bridgelaw.clauses", "Clauses") or _LocalClauses
Messages: type[_LocalMessages] = _real("bridgelaw.laws.home", "Messages") or _LocalMessages


def option(oid: str, values: tuple[str, ...], default: str, doc: str, *, clauses: tuple[str, ...] = (),
           older_default: str | None = None) -> Option:
    """An :class:`~bridgelaw.regulations.Option` whose default is ``default`` from 2017 and
    ``older_default`` (if given) for the codes before.

    Raises:
        ValueError: a default that is not an allowed value.
    """
    bands = ((Edition.E1963, older_default), (Edition.E2017, default)) if older_default else (
        (Edition.E1963, default),)
    return Option(cast(Any, oid), values, bands, doc, clauses)


def option_value(regulations: Regulations, opt: Option, edition: Edition) -> str:
    """The value of ``opt`` under ``edition``: the choice in ``regulations`` (by its id), else
    its default - what the contract's ``regulations.get(opt, edition)`` does, also before the
    home's options are assembled into ``regulations.OPTIONS``. Raises nothing."""
    chosen = regulations.choices.get(str(opt.id))
    return chosen if chosen is not None else opt.default_for(edition)
