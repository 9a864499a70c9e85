"""Untrusted text in and out: read YAML/JSON without a traceback on hostile nesting, and escape
control characters before text a user gave is echoed to a terminal.

* :func:`load_structured` parses YAML or JSON text and refuses a document nested more than
  :data:`MAX_DEPTH` levels deep or holding more than :data:`MAX_NODES` values (a YAML alias
  "bomb" counts each use of an alias), with an :class:`~bridgelaw.errors.IncidentFormatError`
  naming where. The depth is checked twice. **Before parsing**, on the text
  (:func:`check_nesting`, one linear scan, no recursion): PyYAML's C loader builds the document
  recursively in C, where no ``RecursionError`` protects the stack - 100,000 nested brackets
  ended the process with a segmentation fault (exit 139) - and Python's own parsers raise
  ``RecursionError`` a few thousand levels down. **After parsing**, on the values
  (:func:`check_structure`, iterative): every later step (pydantic, ``json.dumps`` of the
  record header) recurses too, and the exact place is named there.
* :func:`escape_controls` writes every control character (Unicode category Cc: C0, DEL, C1)
  and every bidirectional formatting character as a visible escape (``\\x1b``, ``\\u202e``),
  so that a file name or a word from an incident cannot move the cursor, clear the screen or
  reorder the line it is printed in. :func:`error_line` is the one-line ``error: ...`` of the
  command line built with it.
* :func:`read_input` reads a file given on the command line (an incident, a configuration, a
  WAV): a regular file as it is, a pipe, FIFO or device only if it gives its first byte within
  :data:`INPUT_WAIT` seconds (a FIFO nobody writes to used to hang ``bridgelaw rule`` for ever),
  and never more than :data:`MAX_INPUT_BYTES` (``/dev/zero`` is refused, not read to the end
  of memory).
* A key given twice in one YAML or JSON mapping is refused (:func:`load_structured`): the
  parsers kept the last one, so ``contract: 2S`` then ``contract: 7NT`` was ruled as 7NT without
  a word.

Spec: the developers' guide ("bad input always gets a clear one-line error (what, where, why),
exit code 2, never a traceback").
"""

from __future__ import annotations

import os
import re
import select
import stat
from functools import cache
from typing import TYPE_CHECKING, Any

from bridgelaw.errors import IncidentFormatError

if TYPE_CHECKING:
    from rich.text import Text

__all__ = [
    "MAX_DEPTH",
    "MAX_NODES",
    "check_nesting",
    "check_structure",
    "error_line",
    "escape_controls",
    "json_escape_controls",
    "load_structured",
    "read_input",
    "safe_cell",
    "yaml_loader",
]

#: The deepest nesting of mappings/lists accepted (an incident needs 4: events[i].findings.x).
MAX_DEPTH = 100
#: The most values (scalars, lists and mappings, each use of a YAML alias counted) accepted.
MAX_NODES = 1_000_000

#: The largest input file read (an incident, a configuration, a WAV): far above any real one.
MAX_INPUT_BYTES = 64 * 1024 * 1024
#: How long :func:`read_input` waits for the first byte of a pipe, FIFO or device, in seconds.
INPUT_WAIT = 10.0

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


#: The characters that matter to the nesting of JSON and of YAML flow collections.
_FLOW = re.compile(r"""[\[\]{}'"#]""")


def check_nesting(text: str, *, kind: str = "YAML", file: str | None = None,
                  max_depth: int = MAX_DEPTH) -> None:
    """Refuse ``text`` before it is parsed when its nesting may exceed ``max_depth``.

    One pass over the text, iterative (no parser is called, nothing recurses). JSON: the
    brackets outside strings. YAML: the open block nodes (each indentation level and each
    compact ``- `` or ``? `` marker on a line), plus the brackets of flow collections outside
    quoted scalars, comments and block scalars. The count is an estimate of the depth that
    :func:`check_structure` measures exactly after parsing: never more than the real depth
    plus a few levels (a multi-line plain scalar's deeper lines), and at least half of it (a
    block sequence may sit at its parent key's indentation), so a document refused here is
    nested far deeper than any incident, and one passed is shallow enough for every parser.

    Args:
        text: the document.
        kind: ``"JSON"`` or ``"YAML"``.
        file: the file name, for the message.
        max_depth: the most levels allowed.

    Raises:
        IncidentFormatError: ``nested more than 100 levels deep by line 1 (checked before
            parsing): refused``.
    """
    line = _json_too_deep(text, max_depth) if kind == "JSON" else _yaml_too_deep(text, max_depth)
    if line is not None:
        raise IncidentFormatError(
            f"nested more than {max_depth} levels deep by line {line} (checked before parsing): refused",
            file=file)


def _json_too_deep(text: str, limit: int) -> int | None:
    """The line where the JSON brackets outside strings first open more than ``limit`` levels,
    or None."""
    depth = 0
    in_string = False
    i = 0
    n = len(text)
    while i < n:
        if in_string:
            j = text.find('"', i)
            while j > 0 and _escaped(text, j):
                j = text.find('"', j + 1)
            if j < 0:
                return None  # an unterminated string: the parser says so
            in_string, i = False, j + 1
            continue
        m = _FLOW.search(text, i)
        if m is None:
            return None
        c, i = m.group(), m.end()
        if c == '"':
            in_string = True
        elif c in "[{":
            depth += 1
            if depth > limit:
                return text.count("\n", 0, i) + 1
        elif c in "]}":
            depth = max(0, depth - 1)
    return None


def _escaped(text: str, j: int) -> bool:
    """Is the character at ``j`` escaped by an odd number of backslashes before it?"""
    k = j
    while k > 0 and text[k - 1] == "\\":
        k -= 1
    return (j - k) % 2 == 1


def _yaml_too_deep(text: str, limit: int) -> int | None:
    """The line where :func:`check_nesting`'s YAML estimate first passes ``limit``, or None."""
    stack: list[int] = []  # the columns of the open block nodes
    flow = 0  # open flow collections
    quote = ""  # a quoted scalar running on from an earlier line
    block_scalar: int | None = None  # a literal/folded scalar: the indentation it is under
    for number, line in enumerate(text.splitlines(), 1):
        stripped = line.lstrip(" ")
        col = len(line) - len(stripped)
        if block_scalar is not None:
            if not stripped or col > block_scalar:
                continue
            block_scalar = None
        pos = 0
        if not quote and not flow:
            if not stripped or stripped.startswith("#"):
                continue
            if col == 0 and stripped.rstrip() in ("---", "..."):
                stack = []  # a document marker alone on its line
                continue
            while stack and stack[-1] >= col:
                stack.pop()
            stack.append(col)
            pos = col
            while line.startswith(("- ", "? ", ": ", "-\t", "?\t", "--- "), pos) or line[pos:] in ("-", "?"):
                pos += 2
                while line.startswith(" ", pos):
                    pos += 1
                stack.append(pos)
            if len(stack) > limit:
                return number
        pos, flow, quote, scalar = _yaml_line(line, pos, flow, quote, limit - len(stack))
        if scalar:
            block_scalar = stack[-2] if len(stack) > 1 else -1
        if len(stack) + flow > limit:
            return number
    return None


def _yaml_line(line: str, pos: int, flow: int, quote: str, room: int) -> tuple[int, int, str, bool]:
    """Scan the rest of one YAML line from ``pos``: the flow depth and an open quote after it,
    and whether a block scalar (``|``, ``>``) starts there; stops as soon as the flow depth
    passes ``room`` (then the returned depth is over it). Returns (pos, flow, quote,
    block_scalar)."""
    n = len(line)
    value_start = True  # at a place where a node may begin (a flow collection, a block scalar)
    while pos < n:
        if quote:
            j = _closing_quote(line, pos, quote)
            if j < 0:
                return n, flow, quote, False
            quote, pos, value_start = "", j + 1, False
            continue
        if not flow:
            while pos < n and line[pos] == " ":
                pos += 1
            while pos < n and line[pos] in "&!":  # an anchor or a tag before the node
                end = line.find(" ", pos)
                pos = n if end < 0 else end + 1
            if pos >= n:
                break
            c = line[pos]
            if value_start and c in "[{":
                flow, pos = 1, pos + 1
                continue
            if value_start and c in "|>":
                return n, flow, quote, True
            if c in "'\"":
                quote, pos = c, pos + 1
                continue
            if c == "#" and (pos == 0 or line[pos - 1] in " \t"):
                break
            colon = line.find(": ", pos)  # a plain scalar: the mapping value after it, if any
            hash_ = line.find(" #", pos)
            if colon < 0 or 0 <= hash_ < colon:
                break
            pos, value_start = colon + 2, True
            continue
        m = _FLOW.search(line, pos)
        if m is None:
            break
        c, pos = m.group(), m.end()
        if c in "'\"":
            before = line[:m.start()].rstrip()
            if not before or before[-1] in "[{,:?":  # a quoted scalar starts a node; else plain text
                quote = c
        elif c == "#":
            if m.start() == 0 or line[m.start() - 1] in " \t":
                break
        elif c in "[{":
            flow += 1
            if flow > room:
                break
        else:
            flow -= 1
            if flow == 0:
                value_start = False
    return pos, flow, quote, False


#: The most characters that can open a level of YAML nesting (``[ { - ? :`` and line ends) a text
#: may hold to be read by the C loader: with fewer, no tokenizing of it can reach a depth the C
#: loader's stack cannot take (it survives 20,000 levels; 100,000 crash it).
YAML_C_LOADER_MAX_OPENERS = 5_000


def yaml_loader(text: str) -> Any:
    """PyYAML's safe loader for ``text``: the C one (libyaml, about 9x faster) when PyYAML was
    built with it and the text cannot nest deeper than its stack takes whatever
    :func:`check_nesting` made of it (fewer than :data:`YAML_C_LOADER_MAX_OPENERS` characters that
    can open a level); otherwise the pure-Python one, which recurses in Python and so raises
    ``RecursionError`` (caught) where the C one would crash. Call :func:`check_nesting` first."""
    c_loader, py_loader = _strict_loaders()
    if c_loader is not None and sum(map(text.count, "[{-?:\n")) <= YAML_C_LOADER_MAX_OPENERS:
        return c_loader
    return py_loader


@cache
def _strict_loaders() -> tuple[Any, Any]:
    """PyYAML's C and pure-Python safe loaders (the C one None when PyYAML has none), each
    refusing a key given twice in one mapping (PyYAML keeps the last one without a word)."""
    import yaml

    def construct_mapping(self: Any, node: Any, deep: bool = False) -> Any:
        if isinstance(node, yaml.MappingNode):
            seen: dict[Any, Any] = {}
            for key_node, _ in node.value:
                if not isinstance(key_node, yaml.ScalarNode) or key_node.tag == "tag:yaml.org,2002:merge":
                    continue
                key = self.construct_object(key_node)
                if key in seen:
                    raise yaml.constructor.ConstructorError(
                        None, None, f"the key {escape_controls(str(key))!r} is given twice in one mapping "
                        f"(first at line {seen[key].line + 1}): which one is meant?", key_node.start_mark)
                seen[key] = key_node.start_mark
        return yaml.SafeLoader.construct_mapping(self, node, deep=deep)

    c_loader = getattr(yaml, "CSafeLoader", None)
    strict_c = None if c_loader is None else type("StrictCSafeLoader", (c_loader,),
                                                  {"construct_mapping": construct_mapping})
    return strict_c, type("StrictSafeLoader", (yaml.SafeLoader,), {"construct_mapping": construct_mapping})


class _DuplicateKey(ValueError):
    """A key given twice in one JSON object (raised by :func:`_no_duplicates`)."""


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """``json.loads``'s ``object_pairs_hook``: the object, or :class:`_DuplicateKey` naming the
    key given twice (``json`` keeps the last one without a word)."""
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _DuplicateKey(key)
        out[key] = value
    return out


def _closing_quote(line: str, pos: int, quote: str) -> int:
    """Where the quoted scalar open at ``pos`` ends on ``line`` (-1: it goes on): ``"`` not
    escaped by a backslash, ``'`` not doubled."""
    j = line.find(quote, pos)
    while j >= 0:
        if quote == '"' and _escaped(line, j):
            j = line.find(quote, j + 1)
        elif quote == "'" and line.startswith("''", j):
            j = line.find(quote, j + 2)
        else:
            return j
    return j


def read_input(path: str | os.PathLike[str], *, wait: float = INPUT_WAIT,
               limit: int = MAX_INPUT_BYTES) -> bytes:
    """The bytes of the input file ``path``, read without hanging and without end.

    A regular file is read whole when it holds at most ``limit`` bytes. Anything else that can
    be opened - a pipe (``bridgelaw rule <(...)``, ``/dev/stdin``), a FIFO, a character device -
    is read only once it has a first byte to give, waited for at most ``wait`` seconds, and at
    most ``limit`` bytes of it.

    Raises:
        OSError: the file cannot be opened (missing, a folder, no permission): the caller says
            so with ``e.strerror``.
        IncidentFormatError: nothing came from a pipe/FIFO/device within ``wait`` seconds, or the
            input is larger than ``limit`` bytes (no ``file``: the caller names it).
    """
    st = os.stat(path)
    if stat.S_ISDIR(st.st_mode):
        raise IsADirectoryError(21, "Is a directory", str(path))
    too_large = f"larger than {limit // (1024 * 1024)} MiB: refused (no input of bridgelaw is near that size)"
    if stat.S_ISREG(st.st_mode):
        if st.st_size > limit:
            raise IncidentFormatError(too_large)
        with open(path, "rb") as fh:
            data = fh.read(limit + 1)
    else:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
        try:
            ready, _, _ = select.select([fd], [], [], wait)
            if not ready:
                kind = "FIFO or pipe" if stat.S_ISFIFO(st.st_mode) else "device or socket"
                raise IncidentFormatError(f"not a regular file but a {kind}, and nothing came from it in "
                                          f"{wait:g} s: refused (give a file)")
            os.set_blocking(fd, True)
            chunks: list[bytes] = []
            size = 0
            while size <= limit:
                chunk = os.read(fd, 1 << 16)
                if not chunk:
                    break
                chunks.append(chunk)
                size += len(chunk)
            data = b"".join(chunks)
        finally:
            os.close(fd)
    if len(data) > limit:
        raise IncidentFormatError(too_large)
    return data


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
    check_nesting(text, kind=kind, file=file)
    errors: tuple[type[Exception], ...] = (json.JSONDecodeError,)
    try:
        if kind == "JSON":
            data = json.loads(text, object_pairs_hook=_no_duplicates)
        else:
            import yaml  # here, and only for YAML: reading a JSON file does not pay for PyYAML

            errors = (yaml.YAMLError, json.JSONDecodeError)
            data = yaml.load(text, Loader=yaml_loader(text))
    except RecursionError:
        raise IncidentFormatError(
            f"not valid {kind}: nested more than the parser can read (over {MAX_DEPTH} levels): refused",
            file=file) from None
    except _DuplicateKey as e:
        key = escape_controls(str(e))
        raise IncidentFormatError(f"not valid JSON: the key {key!r} is given twice in one object: which one "
                                  "is meant?", file=file) from None
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
