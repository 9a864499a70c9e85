"""The schema of record of an incident's top level (incident-format.md): the pydantic models.

:func:`validate_top` validates the top-level mapping of an incident (``x-`` fields already
removed) with pydantic and returns its fields as plain data (:func:`top_fields`); every
problem becomes the one-line :class:`~bridgelaw.errors.IncidentFormatError` the command line
prints (``events: Input should be a valid list``, ``unknown field 'contrat'; known fields: ...``).

This module is the reference. :func:`bridgelaw.incident_quick.quick_top` is a quick check of the
same fields for the command line (it does not import pydantic, about 200 ms of a single
``bridgelaw rule`` call): it answers only for input it fully understands and that this model
certainly accepts, with exactly the values this model gives, and leaves everything else (every
error included) to :func:`validate_top`. ``tests/test_incident_fast.py`` holds the two
together (the same fields and defaults, equal results on every incident file of the project
and on generated ones, and never an input accepted by the quick check that this model refuses).
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping, Sequence
from typing import Any

from pydantic import BaseModel, ConfigDict, StrictBool, StrictInt, ValidationError, field_validator

from bridgelaw.editions import DEFAULT_EDITION
from bridgelaw.errors import IncidentFormatError
from bridgelaw.incident_quick import INCIDENT_FORMAT

__all__ = ["INCIDENT_FORMAT", "IncidentModel", "top_fields", "validate_top"]



class EndOfPlayModel(BaseModel):
    """``end_of_play`` (incident-format.md "Revokes at the end of play")."""

    model_config = ConfigDict(extra="forbid")
    attention: str = "end_of_play"
    hands_returned: StrictBool = False
    result_without_revoke: StrictInt | None = None
    faced: list[str] = []
    play_ended: StrictBool = False


class LastTrickModel(BaseModel):
    """``last_trick`` of the position form (b)."""

    model_config = ConfigDict(extra="forbid")
    winner: str | None = None
    cards: list[str] = []


class WonModel(BaseModel):
    """``won`` of the position form (b): tricks already won by each side (claims.md §1)."""

    model_config = ConfigDict(extra="forbid")
    declarer: StrictInt
    defenders: StrictInt


class IncidentModel(BaseModel):
    """The top level of an incident (pydantic); cards and seats are checked afterwards."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    format: str = INCIDENT_FORMAT
    laws: str = DEFAULT_EDITION.value
    options: dict[str, str | int | float | bool] = {}
    contract: str
    declarer: str
    vulnerable: str = "none"
    deal: str | None = None
    play: list[str] = []
    hands: dict[str, str] | None = None
    partial: list[str] = []
    trick: list[str] = []
    last_trick: LastTrickModel | None = None
    won: WonModel | None = None
    leader: str | None = None
    events: list[Any] = []
    findings: dict[str, Any] | None = None
    end_of_play: EndOfPlayModel | None = None
    expect: list[dict[str, Any]] = []
    source: dict[str, Any] | str | None = None

    @field_validator("laws", mode="before")
    @classmethod
    def _laws_str(cls, v: Any) -> Any:
        return str(v) if isinstance(v, int) else v

    @field_validator("format")
    @classmethod
    def _format(cls, v: str) -> str:
        if v != INCIDENT_FORMAT:
            raise ValueError(f"expected {INCIDENT_FORMAT!r}, got {v!r}")
        return v


#: The top-level fields, in the order of the model (the list an unknown field's error gives).
KNOWN_TOP = tuple(IncidentModel.model_fields)


def top_fields(m: IncidentModel) -> dict[str, Any]:
    """The fields of a validated model as plain data: ``{name: value}`` for every field of
    :class:`IncidentModel`, ``last_trick``, ``won`` and ``end_of_play`` as mappings of their
    fields (or None)."""
    out = {name: getattr(m, name) for name in KNOWN_TOP}
    for name in ("last_trick", "won", "end_of_play"):
        sub = out[name]
        if sub is not None:
            out[name] = {k: getattr(sub, k) for k in type(sub).model_fields}
    return out


def validate_top(body: Mapping[str, Any], *, file: str | None = None) -> dict[str, Any]:
    """Validate the top level of an incident (``x-`` fields removed) with :class:`IncidentModel`.

    Returns:
        The fields as plain data (:func:`top_fields`).
    Raises:
        IncidentFormatError: the first problem pydantic finds, its ``path`` the field
            (``events[2]``) and the message one line.
    """
    try:
        m = IncidentModel.model_validate(body)
    except ValidationError as e:
        raise _pydantic_error(e, file) from None
    return top_fields(m)


def _loc_path(loc: Sequence[Any]) -> str:
    path = ""
    for part in loc:
        path += f"[{part}]" if isinstance(part, int) else (f".{part}" if path else str(part))
    return path


def _pydantic_error(e: ValidationError, file: str | None) -> IncidentFormatError:
    errors = e.errors()
    err = errors[0]
    loc = err.get("loc", ())
    path = _loc_path(loc)
    msg = str(err.get("msg", "invalid"))
    if msg.startswith("Value error, "):
        msg = msg[len("Value error, ") :]
    if err.get("type") == "extra_forbidden":
        if len(loc) == 1:
            msg = f"unknown field {loc[0]!r}; known fields: {', '.join(KNOWN_TOP)} (or an 'x-' prefixed one)"
        else:
            msg = f"unknown field {loc[-1]!r}"
    elif err.get("type") == "missing":
        msg = "required field is missing"
        # a misspelt field name is reported as unknown too: say so, with the likely match
        unknown = [
            str(x["loc"][-1])
            for x in errors
            if x.get("type") == "extra_forbidden" and tuple(x["loc"][:-1]) == tuple(loc[:-1])
        ]
        if unknown:
            close = difflib.get_close_matches(str(loc[-1]), unknown, n=1, cutoff=0.6)
            if close:
                msg += f"; the unknown field {close[0]!r} looks like a misspelling of it"
            else:
                msg += f"; unknown field(s) given: {', '.join(repr(u) for u in unknown)}"
    return IncidentFormatError(msg, path=path, file=file)
