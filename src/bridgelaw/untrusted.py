"""Untrusted text in and out: read YAML/JSON without a traceback on hostile nesting, and escape
control characters before text a user gave is echoed to a terminal.

* :func:`load_structured` parses YAML or JSON text and refuses a document nested more than
  :data:`MAX_DEPTH` levels deep or holding more than :data:`MAX_NODES` values (a YAML alias
  "bomb" counts each use of an alias), with an :class:`~bridgelaw.errors.IncidentFormatError`
  naming where. Python's parsers raise ``RecursionError`` a few thousand levels down (a
  traceback and exit 1 before this module); every later step (pydantic, ``json.dumps`` of the
  record header) recurses too, so the check is made once, iteratively, right after parsing.
* :func:`escape_controls` writes every control character (Unicode category Cc: C0, DEL, C1)
  and every bidirectional formatting character as a visible escape (``\\x1b``, ``\\u202e``),
  so that a file name or a word from an incident cannot move the cursor, clear the screen or
  reorder the line it is printed in. :func:`error_line` is the one-line ``error: ...`` of the
  command line built with it.

Spec: the developers' guide ("bad input always gets a clear one-line error (what, where, why),
exit code 2, never a traceback").
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING, Any

from bridgelaw.errors import IncidentFormatError

if TYPE_CHECKING:
    from rich.text import Text

__all__ = [
    "MAX_DEPTH",
    "MAX_NODES",
    "check_structure",
    "error_line",
    "escape_controls",
    "json_escape_controls",
    "load_structured",
    "safe_cell",
]

#: The deepest nesting of mappings/lists accepted (an incident needs 4: events[i].findings.x).
MAX_DEPTH = 100
#: The most values (scalars, lists and mappings, each use of a YAML alias counted) accepted.
MAX_NODES = 1_000_000

#: Bidirectional formatting characters (category Cf) that reorder the text shown around them.
_BIDI = "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
#: Every character :func:`escape_controls` escapes: category Cc (C0, DEL, C1) and :data:`_BIDI`
#: (a pattern, compiled by :func:`_control` when a text holds one of them).
_CONTROL = f"[\x00-\x1f\x7f-\x9f{_BIDI}]"
#: The same without the line feed.
_CONTROL_BUT_NL = f"[\x00-\x09\x0b-\x1f\x7f-\x9f{_BIDI}]"


@cache
def _control(keep_newlines: bool) -> re.Pattern[str]:
    """:data:`_CONTROL_BUT_NL` (``keep_newlines``) or :data:`_CONTROL`, compiled."""
    return re.compile(_CONTROL_BUT_NL if keep_newlines else _CONTROL)


def _escape(m: re.Match[str]) -> str:
    code = ord(m.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def _path_text(path: list[str | int], limit: int = 6) -> str:
    """``events[0].x[3]``; a long path keeps its first ``limit`` parts and says how deep it is."""
    out = ""
    for part in path[:limit]:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    if len(path) > limit:
        out += f"... ({len(path)} levels)"
    return out or "the top level"


def check_structure(data: Any, *, file: str | None = None, max_depth: int = MAX_DEPTH,
                    max_nodes: int = MAX_NODES) -> None:
    """Refuse a parsed document nested deeper than ``max_depth`` or larger than ``max_nodes``.

    Args:
        data: what ``json.loads``/``yaml.safe_load`` returned (dicts, lists, scalars).
        file: the file it came from, for the message.
        max_depth: the deepest nesting allowed (the top level is depth 0).
        max_nodes: the most values allowed (each visit of a shared YAML alias counts).

    Raises:
        IncidentFormatError: ``nested more than 100 levels deep at a[0][0]... (101 levels)`` or
            ``more than 1000000 values``. Iterative: never raises ``RecursionError``.
    """
    stack: list[tuple[Any, list[str | int]]] = [(data, [])]
    nodes = 0
    while stack:
        value, path = stack.pop()
        nodes += 1
        if nodes > max_nodes:
            raise IncidentFormatError(
                f"more than {max_nodes} values (YAML aliases expanding?): refused", file=file)
        if isinstance(value, dict | list):
            if len(path) >= max_depth:
                raise IncidentFormatError(
                    f"nested more than {max_depth} levels deep at {_path_text(path)}: refused",
                    file=file)
            items = value.items() if isinstance(value, dict) else enumerate(value)
            for k, v in items:
                if isinstance(v, dict | list):
                    stack.append((v, [*path, k if isinstance(k, int) and isinstance(value, list)
                                      else escape_controls(str(k))]))
                else:
                    nodes += 1
                    if nodes > max_nodes:
                        raise IncidentFormatError(
                            f"more than {max_nodes} values (YAML aliases expanding?): refused", file=file)


def load_structured(text: str, *, file: str | None = None, suffix: str = "") -> Any:
    """Parse YAML (or JSON, tried as JSON for ``.json``) text and check its nesting and size.

    Args:
        text: the document.
        file: the file name, for the messages.
        suffix: the file's suffix (``.json`` parses as JSON; anything else as YAML, which reads
            JSON too).

    Returns:
        The parsed value (dicts, lists, scalars).

    Raises:
        IncidentFormatError: not valid YAML/JSON (line and column when known), nested too deep
            (also when the parser itself runs out of recursion), or too large.
    """
    import json  # here, not at import: a quick `designate` call reads no document

    kind = "JSON" if suffix.lower() == ".json" else "YAML"
    errors: tuple[type[Exception], ...] = (json.JSONDecodeError,)
    try:
        if kind == "JSON":
            data = json.loads(text)
        else:
            import yaml  # here, and only for YAML: reading a JSON file does not pay for PyYAML

            errors = (yaml.YAMLError, json.JSONDecodeError)
            # PyYAML's safe loader, the C one (libyaml) when PyYAML was built with it: about 9x faster
            data = yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except RecursionError:
        raise IncidentFormatError(
            f"not valid {kind}: nested more than the parser can read (over {MAX_DEPTH} levels): refused",
            file=file) from None
    except errors as e:
        where = ""
        mark = getattr(e, "problem_mark", None)
        if mark is not None:
            where = f" at line {mark.line + 1}, column {mark.column + 1}"
        elif isinstance(e, json.JSONDecodeError):
            where = f" at line {e.lineno}, column {e.colno}"
        problem = getattr(e, "problem", None) or (e.msg if isinstance(e, json.JSONDecodeError) else e)
        raise IncidentFormatError(f"not valid {kind}{where}: {escape_controls(str(problem))}",
                                  file=file) from None
    check_structure(data, file=file)
    return data


def escape_controls(text: str, *, keep_newlines: bool = False) -> str:
    """``text`` with every control character (Cc) and bidirectional formatting character as
    a visible escape: ``"a\\x1b[2Jb"`` -> ``"a\\\\x1b[2Jb"``, ``"\\u202e"`` -> ``"\\\\u202e"``.

    Args:
        text: any text (a file name, words from an incident, a parser's message).
        keep_newlines: keep ``\\n`` (for multi-line output such as a table cell); tabs and
            everything else are still escaped.

    Returns:
        The text with those characters escaped (unchanged when it holds none).
    """
    if _printable(text, keep_newlines):
        return text
    return _control(keep_newlines).sub(_escape, text)


def _printable(text: str, keep_newlines: bool) -> bool:
    """True when ``text`` holds none of the characters :data:`_CONTROL` (or, ``keep_newlines``,
    :data:`_CONTROL_BUT_NL`) matches: every one of them is of category Cc or Cf, which
    :meth:`str.isprintable` refuses. The common case, checked without compiling the regexes
    (they cost ~1.5 ms of a ``designate`` call's start-up)."""
    if text.isprintable():
        return True
    return keep_newlines and all(part.isprintable() for part in text.split("\n"))


def safe_cell(value: object) -> Text:
    """A rich table cell (or title) for ``value`` printed as it is: control characters escaped
    (line breaks kept) and no rich markup read from it (a ``[red]`` in a PBN tag stays text).
    Here, not in :mod:`bridgelaw.cli.errors`, so that a table printed by a quick command does
    not import typer."""
    from rich.text import Text

    return Text(escape_controls(str(value), keep_newlines=True))


def error_line(message: object) -> str:
    """The command line's one-line report of bad input: ``"error: " + message`` with control
    characters escaped and line breaks folded into ``"; "`` (a parser's message may span lines).
    """
    text = str(message).strip().replace("\r\n", "\n")
    text = "; ".join(part.strip() for part in text.split("\n") if part.strip())
    return "error: " + escape_controls(text)


def json_escape_controls(document: str) -> str:
    """A JSON document (from ``json.dumps(..., ensure_ascii=False)``) with the control and
    bidirectional characters ``json.dumps`` leaves as they are (DEL, C1, U+202E ...) written as
    ``\\uXXXX`` escapes: the same JSON value, safe to print. (``json.dumps`` already escapes C0;
    outside strings a JSON document is ASCII, so every such character is inside a string.)"""
    if _printable(document, True):
        return document
    return _control(True).sub(lambda m: f"\\u{ord(m.group()):04x}", document)
