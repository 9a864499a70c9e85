"""Options the Laws leave to regulating authorities or to the Director (laws.md §4).

Each option has an id (``"O-46-WIN"``), its allowed values, a documented default (which may
depend on the edition) and the reason for that default. A :class:`Regulations` value holds
the choices in force; it is passed explicitly to every rule, never global. It can be built
from a mapping (an incident's ``options:``) or a configuration file (TOML or YAML)::

    # bridgelaw.toml
    [options]
    "O-46-WIN" = "public_master"

Each option is declared in the home of the Law whose reading it settles (``law45.O_POINTING``,
docs/architecture.md "The home of a Law"), which reads it as ``regulations.get(O_46_WIN,
edition)``; :data:`OPTIONS` is every home's, assembled on first use.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from bridgelaw._lazy import Assembled
from bridgelaw.editions import Edition
from bridgelaw.errors import IncidentFormatError

if TYPE_CHECKING:  # imported where a file is read: a quick `designate` call reads none
    from pathlib import Path

__all__ = ["OPTIONS", "Option", "Regulations", "option"]


@dataclass(frozen=True)
class Option:
    """One option: id, allowed values, defaults by edition, and the clauses it belongs to.

    Attributes:
        id: the option id of laws.md §4, e.g. ``"O-46-WIN"``.
        values: the allowed values.
        defaults: ``(since, value)`` bands, the earliest first: the default under an edition
            is the value of the latest band at or before the code it is ruled as
            (:attr:`Edition.ruled_as`); any number of bands.
        doc: what it decides and why the defaults.
        clauses: the clauses (2017 labels, :mod:`bridgelaw.clauses`) whose reading it settles.

    Raises (on construction):
        ValueError: no band, a default that is not an allowed value, bands out of order.
    """

    id: str
    values: tuple[str, ...]
    defaults: tuple[tuple[Edition, str], ...]
    doc: str
    clauses: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not self.defaults:
            raise ValueError(f"{self.id}: no default")
        for since, value in self.defaults:
            if value not in self.values:
                raise ValueError(f"{self.id}: default {value!r} (since {since}) is not one of {self.values}")
        years = [since.year for since, _ in self.defaults]
        if years != sorted(set(years)):
            raise ValueError(f"{self.id}: default bands out of order: {years}")

    @property
    def default(self) -> str:
        """The default under the latest code (2017)."""
        return self.defaults[-1][1]

    def default_for(self, edition: Edition) -> str:
        """The default value under ``edition``: the latest band at or before it (as ruled)."""
        target = edition.ruled_as
        found = self.defaults[0][1]
        for since, value in self.defaults:
            if since <= target:
                found = value
        return found


def option(
    oid: str, values: tuple[str, ...], default: str, doc: str, *, clauses: tuple[str, ...] = (),
    older_default: str | None = None,
) -> Option:
    """An :class:`Option` whose default is ``default`` from 2017 and ``older_default`` (if given)
    for the codes before (the short form the homes of the Laws declare their options with).

    Raises:
        ValueError: as :class:`Option` does (a default that is not an allowed value).
    """
    bands = ((Edition.E1963, older_default), (Edition.E2017, default)) if older_default else (
        (Edition.E1963, default),)
    return Option(oid, values, bands, doc, clauses)


def _assemble() -> Mapping[str, Option]:
    from bridgelaw.laws.home import assemble_options

    return assemble_options()


OPTIONS: Mapping[str, Option] = Assembled(_assemble)
"""Every option by its id: the options of every home of the Laws, assembled on first use (a
:class:`Regulations` without choices, and a rule reading an option through its :class:`Option`,
never need it)."""


@dataclass(frozen=True)
class Regulations:
    """The options in force: a mapping of option id to value; missing ids take the default.

    Raises (on construction):
        IncidentFormatError: an unknown option id or a value it does not allow (path
            ``options.<id>``).
    """

    choices: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for k, v in self.choices.items():
            opt = OPTIONS.get(k)
            if opt is None:
                raise IncidentFormatError(
                    f"unknown option {k!r}; known options: {', '.join(sorted(OPTIONS))}", path=f"options.{k}"
                )
            if v not in opt.values:
                raise IncidentFormatError(
                    f"option {k} does not allow {v!r}; allowed: {', '.join(opt.values)}", path=f"options.{k}"
                )

    def get(self, option: Option | str, edition: Edition) -> str:
        """The value of ``option`` under ``edition`` (the choice made, else the default).

        ``option`` is the :class:`Option` a home declares (nothing else is loaded) or its id
        (every home's options are then assembled).

        Raises:
            KeyError: ``option`` is an id of no known option (a programming error).
        """
        oid = option.id if isinstance(option, Option) else option
        if oid in self.choices:
            return self.choices[oid]
        found = option if isinstance(option, Option) else OPTIONS[oid]
        return found.default_for(edition)

    def with_choices(self, more: Mapping[str, Any]) -> Regulations:
        """A copy with ``more`` choices layered on top (values converted to str)."""
        merged = dict(self.choices)
        merged.update({str(k): str(v) for k, v in more.items()})
        return Regulations(merged)

    @classmethod
    def from_file(cls, path: str | Path) -> Regulations:
        """Read a configuration file: TOML (``[options]`` table) or YAML (``options:`` map).

        Raises:
            IncidentFormatError: unreadable file, no ``options`` table, or a bad option.
        """
        from pathlib import Path

        from bridgelaw.untrusted import read_input

        p = Path(path)
        try:
            raw = read_input(p).decode("utf-8-sig")
        except OSError as e:
            raise IncidentFormatError(f"cannot read configuration: {e.strerror}", file=str(p)) from None
        except IncidentFormatError as e:  # a FIFO nobody writes to, a file far too large
            raise IncidentFormatError(e.problem, file=str(p)) from None
        except UnicodeDecodeError:  # a binary file used to end in a UnicodeDecodeError traceback
            raise IncidentFormatError("not UTF-8 text", file=str(p)) from None
        data: Any
        try:
            if p.suffix.lower() == ".toml":
                import tomllib

                data = tomllib.loads(raw)
            else:
                import yaml

                from bridgelaw.untrusted import check_nesting, yaml_loader

                check_nesting(raw, file=str(p))  # before the C loader can recurse (it crashes 100,000 deep)
                data = yaml.load(raw, Loader=yaml_loader(raw))
        except IncidentFormatError:
            raise
        except Exception as e:  # any parse error becomes a clear one-line message (RecursionError too)
            raise IncidentFormatError(_parse_problem(e, p.suffix), file=str(p)) from None
        if not isinstance(data, dict) or not isinstance(data.get("options", {}), dict):
            raise IncidentFormatError("expected an 'options' table of option id = value", path="options",
                                      file=str(p))
        try:
            return cls({str(k): str(v) for k, v in data.get("options", {}).items()})
        except IncidentFormatError as e:
            raise IncidentFormatError(e.problem, path=e.path, file=str(p)) from None


def _parse_problem(e: Exception, suffix: str) -> str:
    """One line saying why a configuration file is not valid TOML/YAML: the kind, the line and
    column where known, and the parser's problem (a YAML error's own text spans several lines)."""
    kind = "TOML" if suffix.lower() == ".toml" else "YAML"
    mark = getattr(e, "problem_mark", None)
    problem = getattr(e, "problem", None)
    if mark is not None:
        where = f"line {mark.line + 1}, column {mark.column + 1}"
        return f"not valid {kind} at {where}: {problem or 'syntax error'}"
    first = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
    return f"not valid {kind}: {first}"
