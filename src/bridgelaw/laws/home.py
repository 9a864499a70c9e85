"""The home of a Law: what one declares, and how the registries are assembled from the homes
(docs/architecture.md, "The home of a Law").

A home is a module ``bridgelaw.laws.lawNN`` (or a package of that name, or ``lawNN_MM`` for
Laws the book treats together), found by its name: there is no list of homes to edit. At its
top level (a package: its ``__init__``) it declares

* ``CLAUSES`` - a :class:`~bridgelaw.clauses.Clauses`: its clauses and their versions by
  edition (assembled into :data:`bridgelaw.clauses.CLAUSES`);
* ``OPTIONS`` - a tuple of :class:`~bridgelaw.regulations.Option`: the options it owns
  (assembled into :data:`bridgelaw.regulations.OPTIONS`);

and each of its modules that emits ruling messages declares them on a :class:`Messages` of
its gettext domain (``MESSAGES = Messages("law57")``; ``NAME = MESSAGES("template")``), from
which the catalogue test assembles the msgids each ``locale/<lang>/LC_MESSAGES/<domain>.po``
must translate (:func:`assemble_messages`).

The assembly imports every home (a package with all its modules): only what lists or checks
everything calls it (``bridgelaw clauses``, an option id looked up by its string, the tests);
a rule call reads its own home's declarations and imports nothing else.
"""

from __future__ import annotations

import importlib
import os
import re
from collections.abc import Iterable, Iterator, Mapping
from collections.abc import Set as AbstractSet
from types import ModuleType

from bridgelaw.cards import Card, Seat, Suit
from bridgelaw.clauses import Clause, Clauses
from bridgelaw.regulations import Option

__all__ = [
    "Messages",
    "assemble_clauses",
    "assemble_messages",
    "assemble_options",
    "assemble_plurals",
    "home_modules",
    "home_names",
    "law_numbers",
    "load_home",
    "message_params",
]

#: The name of a home: ``law57``, or ``law42_43`` for Laws the book treats together.
HOME_NAME = re.compile(r"law(\d+)(?:_(\d+))?")


def message_params(domain: str, **params: object) -> dict[str, object]:
    """The ``params`` of a ruling message of gettext ``domain``: ``{"domain": domain, **params}``
    with a :class:`~bridgelaw.cards.Card` as its code (``"SA"``) and a
    :class:`~bridgelaw.cards.Seat` or :class:`~bridgelaw.cards.Suit` as its letter; other values
    as given. Raises nothing."""
    out: dict[str, object] = {"domain": domain}
    for k, v in params.items():
        out[k] = v.letter if isinstance(v, Seat | Suit) else (str(v) if isinstance(v, Card) else v)
    return out


class Messages(AbstractSet[str]):
    """The ruling messages of one module of a home, in one gettext domain: a set of msgids
    (English templates with ``{named}`` placeholders, i18n.py's conventions).

    ``MESSAGES = Messages("law57")``; ``PREMATURE_LEAD = MESSAGES("{seat} led {card} ...")``
    registers the template and returns it unchanged (the ruling's ``message``);
    ``MESSAGES.params(seat=seat, card=card)`` builds the ruling's ``params``
    (:func:`message_params` in this domain).

    Args:
        domain: the catalogue (``locale/<lang>/LC_MESSAGES/<domain>.po``): a new home's own name;
            the homes of Laws 42-66 keep the domain their texts have had (it is in every ruling's
            ``params``).
    """

    def __init__(self, domain: str) -> None:
        self.domain = domain
        self._ids: set[str] = set()
        #: The plural msgid of each plural message, by its singular msgid (:meth:`plural`).
        self.plurals: dict[str, str] = {}

    def __call__(self, template: str) -> str:
        """Register ``template`` and return it. Raises nothing."""
        self._ids.add(template)
        return template

    def plural(self, singular: str, plural: str) -> str:
        """Register a plural message (gettext's ``msgid``/``msgid_plural``) and return its
        singular template, the ruling's ``message``: the form is chosen by the ruling's
        ``params["count"]`` (:func:`bridgelaw.i18n.render_message`), so both templates name
        ``{count}``. Raises nothing."""
        self._ids.add(singular)
        self.plurals[singular] = plural
        return singular

    def update(self, templates: Iterable[str]) -> None:
        """Register several templates (e.g. a table of fragments). Raises nothing."""
        self._ids.update(templates)

    def params(self, **params: object) -> dict[str, object]:
        """:func:`message_params` in this domain. Raises nothing."""
        return message_params(self.domain, **params)

    def __contains__(self, msgid: object) -> bool:
        return msgid in self._ids

    def __iter__(self) -> Iterator[str]:
        return iter(self._ids)

    def __len__(self) -> int:
        return len(self._ids)

    def __repr__(self) -> str:
        return f"Messages({self.domain!r}, {len(self._ids)} msgids)"

    @classmethod
    def _from_iterable(cls, it: Iterable[str]) -> frozenset[str]:  # type: ignore[override]
        """``a | b``, ``a & b`` ...: a plain frozenset of msgids (no domain of its own)."""
        return frozenset(it)


def home_names() -> tuple[str, ...]:
    """The names of the homes (``"law16"``, ``"law42_43"``, ``"law45"`` ...) in the order of the
    Laws: every module or package of :mod:`bridgelaw.laws` named ``lawNN`` or ``lawNN_MM``.
    Raises nothing."""
    folder = os.path.dirname(__file__)
    names = []
    for entry in os.listdir(folder):
        name = entry.removesuffix(".py")
        if not HOME_NAME.fullmatch(name):
            continue
        if entry.endswith(".py") or os.path.isfile(os.path.join(folder, entry, "__init__.py")):
            names.append(name)
    return tuple(sorted(names, key=lambda n: law_numbers(n)))


def law_numbers(home: str) -> tuple[int, ...]:
    """The Laws a home is named after: ``"law57"`` -> (57,), ``"law42_43"`` -> (42, 43).

    Raises:
        ValueError: ``home`` is not a home's name.
    """
    m = HOME_NAME.fullmatch(home)
    if m is None:
        raise ValueError(f"{home!r} is not the name of a home of a Law (lawNN or lawNN_MM)")
    first = int(m.group(1))
    last = int(m.group(2)) if m.group(2) else first
    return tuple(range(first, last + 1))


def load_home(name: str) -> ModuleType:
    """Import the home ``name`` (a package: with every module of it) and return its top module.

    Raises:
        ModuleNotFoundError: no such home.
    """
    module = importlib.import_module(f"bridgelaw.laws.{name}")
    for sub in home_modules(module)[1:]:
        importlib.import_module(sub.__name__)
    return module


def home_modules(module: ModuleType) -> list[ModuleType]:
    """The modules of a home: ``module`` itself, and for a package each of its modules (imported).
    Raises nothing (an import error is a bug in the package)."""
    out = [module]
    path = getattr(module, "__path__", None)
    if path is not None:
        import pkgutil

        for info in pkgutil.iter_modules(path):
            out.append(importlib.import_module(f"{module.__name__}.{info.name}"))
    return out


def _homes() -> Iterator[ModuleType]:
    for name in home_names():
        yield load_home(name)


def assemble_clauses() -> Mapping[str, Clause]:
    """Every home's ``CLAUSES``, by key, in the order of the Laws.

    Raises:
        ValueError: a clause declared by two homes.
    """
    out: dict[str, Clause] = {}
    for home in _homes():
        clauses: Clauses = home.CLAUSES
        for c in clauses.values():
            if c.key in out:
                raise ValueError(f"clause {c.key} is declared by {out[c.key].home} and {c.home}")
            out[c.key] = c
    order = {key: i for i, key in enumerate(out)}
    return dict(sorted(out.items(), key=lambda kv: (kv[1].law, order[kv[0]])))


def assemble_options() -> Mapping[str, Option]:
    """Every home's ``OPTIONS``, by id, in the order of the Laws.

    Raises:
        ValueError: an option declared by two homes.
    """
    out: dict[str, Option] = {}
    for home in _homes():
        options: tuple[Option, ...] = home.OPTIONS
        for o in options:
            if o.id in out:
                raise ValueError(f"option {o.id} is declared twice (again by {home.__name__})")
            out[o.id] = o
    return out


def assemble_plurals() -> dict[str, dict[str, str]]:
    """``{domain: {singular msgid: plural msgid}}``: the plural messages (:meth:`Messages.plural`)
    of every home, by gettext domain. Raises nothing."""
    out: dict[str, dict[str, str]] = {}
    for home in _homes():
        for module in home_modules(home):
            for value in vars(module).values():
                if isinstance(value, Messages):
                    out.setdefault(value.domain, {}).update(value.plurals)
    return out


def assemble_messages() -> dict[str, set[str]]:
    """``{domain: msgids}``: every :class:`Messages` at module level of every module of every
    home, by gettext domain. Raises nothing."""
    out: dict[str, set[str]] = {}
    seen: set[int] = set()
    for home in _homes():
        for module in home_modules(home):
            for value in vars(module).values():
                if isinstance(value, Messages) and id(value) not in seen:
                    seen.add(id(value))
                    out.setdefault(value.domain, set()).update(value)
    return out
