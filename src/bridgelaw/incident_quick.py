"""A quick check of an incident's top level without pydantic, for the command line
(the start-up of one ``bridgelaw rule`` call).

:func:`quick_top` reads the top-level fields of an incident (incident-format.md) when they are
plain values of the right shapes, as a YAML or JSON reader gives them, and returns exactly the
fields the pydantic model of :mod:`bridgelaw.incident_schema` would give; for anything else it
returns None and :func:`bridgelaw.incident.parse_incident` asks pydantic. Importing pydantic and
building the model is about 200 ms, most of a single ``bridgelaw rule`` call; the check here
costs microseconds.

The pydantic model is the reference (the schema of record, its error messages, the service);
this module is a strict subset of it. ``tests/test_incident_fast.py`` keeps the two together:
the same fields, order and defaults, equal results on every incident file of the project and
on generated incidents, and never an input accepted here that pydantic refuses. A new field
of the format goes in both (the first of those tests fails until it does).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from bridgelaw.editions import DEFAULT_EDITION

__all__ = ["INCIDENT_FORMAT", "Top", "quick_top"]

#: The ``format`` of an incident (the model's default, tested equal).
INCIDENT_FORMAT = "bridgelaw-incident/1"

#: The top-level fields of an incident as plain data: ``{field: value}`` for every field of
#: :class:`bridgelaw.incident_schema.IncidentModel` (``last_trick``/``end_of_play`` mappings).
Top = dict[str, Any]


class _Refused(Exception):
    """Raised inside :func:`_fast_top`: the quick check leaves this input to pydantic."""


def _str(v: Any) -> str:
    """``v`` if it is a ``str`` pydantic takes as it is (valid Unicode: no lone surrogate)."""
    if type(v) is str and (v.isascii() or _encodes(v)):
        return v
    raise _Refused


def _encodes(v: str) -> bool:
    try:
        v.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate (JSON "\\ud800"): pydantic refuses it
        return False
    return True


def _opt_str(v: Any) -> str | None:
    return None if v is None else _str(v)


def _strs(v: Any) -> list[str]:
    if type(v) is not list:
        raise _Refused
    return [_str(x) for x in v]


def _str_keys(v: Any) -> dict[str, Any]:
    if type(v) is not dict:
        raise _Refused
    return {_str(k): x for k, x in v.items()}


def _strict_bool(v: Any) -> bool:
    if type(v) is not bool:
        raise _Refused
    return v


def _option(v: Any) -> str | int | float | bool:
    if type(v) is str:
        return _str(v)
    if type(v) in (int, float, bool):
        return v  # type: ignore[no-any-return]
    raise _Refused


def _laws(v: Any) -> str:
    if type(v) is int:
        try:
            return str(v)
        except ValueError:  # more digits than str() writes: pydantic says so
            raise _Refused from None
    return _str(v)


def _format(v: Any) -> str:
    s = _str(v)
    if s != INCIDENT_FORMAT:
        raise _Refused
    return s




def _sub(v: Any, fields: Mapping[str, tuple[Callable[[Any], Any], Callable[[], Any] | None]]
         ) -> dict[str, Any] | None:
    """A nested model (``last_trick``, ``won``, ``end_of_play``): a mapping of only these
    fields, the required ones (no default) given."""
    if v is None:
        return None
    if type(v) is not dict or not all(type(k) is str and k in fields for k in v):
        raise _Refused
    out: dict[str, Any] = {}
    for k, (check, default) in fields.items():
        if k in v:
            out[k] = check(v[k])
        elif default is None:
            raise _Refused
        else:
            out[k] = default()
    return out


def _opt_int(v: Any) -> int | None:
    if v is None or type(v) is int:
        return v
    raise _Refused


_LAST_TRICK: dict[str, tuple[Callable[[Any], Any], Callable[[], Any]]] = {
    "winner": (_opt_str, lambda: None),
    "cards": (_strs, list),
}
def _int(v: Any) -> int:
    if type(v) is int:
        return v
    raise _Refused


_WON: dict[str, tuple[Callable[[Any], Any], Callable[[], Any] | None]] = {
    "declarer": (_int, None),
    "defenders": (_int, None),
}
_END_OF_PLAY: dict[str, tuple[Callable[[Any], Any], Callable[[], Any]]] = {
    "attention": (_str, lambda: "end_of_play"),
    "hands_returned": (_strict_bool, lambda: False),
    "result_without_revoke": (_opt_int, lambda: None),
    "faced": (_strs, list),
    "play_ended": (_strict_bool, lambda: False),
}

#: The quick check of each top-level field (same names, order and defaults as
#: ``IncidentModel``; a field without a default is required).
_FAST: dict[str, tuple[Callable[[Any], Any], Callable[[], Any] | None]] = {
    "format": (_format, lambda: INCIDENT_FORMAT),
    "laws": (_laws, lambda: DEFAULT_EDITION.value),
    "options": (lambda v: {k: _option(x) for k, x in _str_keys(v).items()}, dict),
    "contract": (_str, None),
    "declarer": (_str, None),
    "vulnerable": (_str, lambda: "none"),
    "deal": (_opt_str, lambda: None),
    "play": (_strs, list),
    "hands": (lambda v: None if v is None else {k: _str(x) for k, x in _str_keys(v).items()}, lambda: None),
    "partial": (_strs, list),
    "trick": (_strs, list),
    "last_trick": (lambda v: _sub(v, _LAST_TRICK), lambda: None),
    "won": (lambda v: _sub(v, _WON), lambda: None),
    "leader": (_opt_str, lambda: None),
    "events": (lambda v: list(v) if type(v) is list else _refuse(), list),
    "findings": (lambda v: None if v is None else _str_keys(v), lambda: None),
    "end_of_play": (lambda v: _sub(v, _END_OF_PLAY), lambda: None),
    "expect": (lambda v: [_str_keys(x) for x in v] if type(v) is list else _refuse(), list),
    "source": (lambda v: _str_keys(v) if type(v) is dict else _opt_str(v), lambda: None),
}


def _refuse() -> Any:
    raise _Refused


def quick_top(body: Mapping[str, Any]) -> Top | None:
    """The top-level fields of an incident without pydantic, for input the quick check fully
    understands: exact ``str``/``int``/``bool``/``list``/``dict`` values of the right shapes,
    only known fields, the required ones given.

    :mod:`bridgelaw.incident_schema` (pydantic) is the reference: for any input this accepts,
    it accepts it too and gives the same fields (:func:`~bridgelaw.incident_schema.top_fields`);
    for anything else (every invalid input, any type it does not know) this returns None and
    the caller asks pydantic, whose error is the one reported. ``tests/test_incident_fast.py``
    keeps the two equal (on every incident file and on generated ones).

    Returns:
        The fields (defaults filled in), or None: let pydantic decide.
    """
    if not all(type(k) is str and k in _FAST for k in body):
        return None
    out: Top = {}
    try:
        for name, (check, default) in _FAST.items():
            if name in body:
                out[name] = check(body[name])
            elif default is None:
                return None
            else:
                out[name] = default()
    except _Refused:
        return None
    return out
