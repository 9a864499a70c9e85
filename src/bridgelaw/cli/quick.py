"""The quick commands ``bridgelaw designate`` and ``bridgelaw rule``, parsed without typer.

A single ``designate`` or ``rule`` call is mostly start-up: typer 0.29 builds its commands
through pydantic (about 150 ms of imports), click alone costs about 25 ms of imports, and the
ruling itself takes a millisecond or two. :func:`bridgelaw.cli.main` therefore sends these two
commands here, in three steps, each taken only when the one before cannot decide:

1. :func:`parse_plain` reads a *plain* command line by hand (no import at all): the declared
   options only (:data:`OPTIONS`, the typer commands' names and defaults), each option's value
   as the next word or after ``=``, one positional argument, the required ones present, no
   value that is empty or starts with ``-``, no option given twice (but ``--option`` and the
   flags), no ``--``. That is the command line of nearly every call.
2. Anything else goes to a :mod:`click` command with the same parameters (:func:`command`),
   which reads what click reads: repeated options (the last wins), values that look like
   options, ``--``.
3. What click refuses (an unknown or missing option, a missing value: typer's copy of click
   words some of them differently from click itself) is left to typer: :func:`run` returns
   None and :func:`~bridgelaw.cli.main` runs the typer command, so usage error lines and the
   help (``--help`` never comes here) are the typer commands' own; nothing has run then.

Either way the values go to the functions the typer commands call
(:func:`bridgelaw.cli.designate.run_designate`, :func:`bridgelaw.cli.rule.run_rule`).
``tests/test_cli_quick.py`` runs the three paths on the same command lines.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from bridgelaw.editions import DEFAULT_EDITION

if TYPE_CHECKING:
    import click

__all__ = ["OPTIONS", "command", "echo", "parse_plain", "run"]

#: Per quick command: its positional argument (name), then ``option -> (parameter, kind,
#: default)`` in the typer command's order; kind ``str``, ``path`` (a :class:`pathlib.Path`),
#: ``flag`` (a bool) or ``list`` (repeatable, a tuple of str). The required options have
#: the default ``...``.
OPTIONS: dict[str, tuple[str, dict[str, tuple[str, str, Any]]]] = {
    "designate": ("words", {
        "--dummy": ("dummy", "str", ...),
        "--trick": ("trick", "str", ""),
        "--trump": ("trump", "str", "NT"),
        "--lang": ("lang", "str", None),
        "--words-lang": ("words_lang", "str", None),
        "--laws": ("laws", "str", DEFAULT_EDITION.value),
        "--option": ("option", "list", ()),
        "--json": ("as_json", "flag", False),
        "--last-trick": ("last_trick", "str", ""),
        "--last-winner": ("last_winner", "str", None),
        "--dummy-seat": ("dummy_seat", "str", "N"),
        "--incontrovertible": ("incontrovertible", "str", None),
    }),
    "rule": ("file", {
        "--json": ("as_json", "flag", False),
        "--lang": ("lang", "str", "en"),
        "--config": ("config", "path", None),
        "--record": ("record", "path", None),
        "--pbn": ("pbn", "path", None),
    }),
}

#: The positional arguments that are paths (:class:`pathlib.Path`, as click's ``Path`` gives).
_PATH_ARGUMENTS = frozenset({"file"})


def _designate(**kw: Any) -> int:
    from bridgelaw.cli.designate import run_designate

    kw["options"] = list(kw.pop("option")) or None
    return run_designate(kw.pop("words"), **kw)


def _rule(**kw: Any) -> int:
    from bridgelaw.cli.rule import run_rule

    return run_rule(kw.pop("file"), **kw)


_CALLBACKS: dict[str, Callable[..., int]] = {"designate": _designate, "rule": _rule}


def _path_value(value: str) -> Any:
    """``value`` as click's ``Path(path_type=Path)`` gives it, or None where click may refuse
    it (a file that exists but cannot be read): then click decides."""
    import os

    if os.path.exists(value) and not os.access(value, os.R_OK):
        return None
    from pathlib import Path

    return Path(value)


def parse_plain(argv: Sequence[str]) -> dict[str, Any] | None:
    """The keyword arguments of the quick command ``argv[0]`` for a plain command line (see the
    module docstring), exactly as the click command (:func:`command`) would pass them; None when
    the line is not plain (click then reads it). Raises nothing; imports nothing for
    ``designate`` (:mod:`pathlib` for ``rule``'s paths)."""
    name, *words = argv
    positional, spec = OPTIONS[name]
    values: dict[str, Any] = {}
    arg: str | None = None
    i = 0
    while i < len(words):
        tok = words[i]
        i += 1
        if not tok or tok == "--":
            return None
        if tok[0] != "-":
            if arg is not None:
                return None  # a second argument: click's usage error
            arg = tok
            continue
        opt, eq, value = tok.partition("=")
        found = spec.get(opt)
        if found is None:
            return None  # "-x", "--bogus", "-": click decides
        param, kind, _ = found
        if kind == "flag":
            if eq:
                return None
            values[param] = True
            continue
        if not eq:
            if i >= len(words):
                return None  # an option without its value
            value = words[i]
            i += 1
        if not value or value[0] == "-":
            return None  # click may read it as the value or as an option
        if kind == "list":
            values[param] = (*values.get(param, ()), value)
            continue
        if param in values:
            return None  # given twice: click takes the last one
        values[param] = value
    if arg is None:
        return None
    out: dict[str, Any] = {}
    if positional in _PATH_ARGUMENTS:
        out[positional] = _path_value(arg)
        if out[positional] is None:
            return None
    else:
        out[positional] = arg
    for param, kind, default in spec.values():
        if param not in values:
            if default is ...:
                return None  # a required option is missing: click's (typer's) usage error
            out[param] = default
        elif kind == "path":
            out[param] = _path_value(values[param])
            if out[param] is None:
                return None
        else:
            out[param] = values[param]
    return out


def _build(name: str) -> click.Command:
    """The click command ``name``, with the parameters of the typer command in the same order."""
    from pathlib import Path

    import click

    positional, spec = OPTIONS[name]
    path = click.Path(path_type=Path)
    params: list[click.Parameter] = [
        click.Argument([positional], metavar=positional,
                       type=path if positional in _PATH_ARGUMENTS else None)]
    for opt, (param, kind, default) in spec.items():
        if kind == "flag":
            params.append(click.Option([opt, param], is_flag=True, default=False))
        elif kind == "list":
            params.append(click.Option([opt, param], multiple=True))
        elif default is ...:
            params.append(click.Option([opt, param], required=True))
        else:
            params.append(click.Option([opt, param], default=default, type=path if kind == "path" else None))
    return click.Command(name, params=params, callback=_CALLBACKS[name], add_help_option=False)


def command(name: str) -> click.Command:
    """The click command of ``designate`` or ``rule`` (no ``--help``: typer gives it).

    Raises:
        ValueError: ``name`` is not one of :data:`bridgelaw.cli.QUICK`.
    """
    if name not in OPTIONS:
        raise ValueError(f"{name!r} is not a quick command")
    return _build(name)


def echo(text: str) -> None:
    """Print ``text`` and a newline on stdout and flush, as :func:`click.echo` does, without
    importing click when stdout's encoding is not ASCII (click then writes UTF-8 with
    replacement characters, so it is asked to). ``text`` is already escaped
    (:mod:`bridgelaw.untrusted`): it holds no ANSI sequence for click to strip. Raises
    nothing but what writing to stdout raises."""
    import codecs

    out = sys.stdout
    if out is None:
        return
    encoding = getattr(out, "encoding", None) or "ascii"
    try:
        ascii_stream = codecs.lookup(encoding).name == "ascii"
    except LookupError:
        ascii_stream = False
    if ascii_stream:
        import click

        click.echo(text)
        return
    out.write(text + "\n")
    out.flush()


def _run_click(argv: Sequence[str]) -> int | None:
    """Step 2 of the module docstring: the click command on ``argv``; None if click refuses it."""
    import click

    cmd = command(argv[0])
    try:
        ctx = cmd.make_context(f"bridgelaw {argv[0]}", list(argv[1:]))
    except click.exceptions.ClickException:
        return None
    try:
        with ctx:
            rv = cmd.invoke(ctx)
    except click.exceptions.Abort:
        print("Aborted!", file=sys.stderr)
        return 1
    return rv if isinstance(rv, int) else 0


def run(argv: Sequence[str]) -> int | None:
    """Run ``bridgelaw ARGV...`` for a quick command (``argv[0]`` is ``designate`` or ``rule``).

    Returns:
        The exit code (0; 2 for bad input, with one ``error:`` line on stderr, as the typer
        command prints it; 1 when aborted), or None when the command line is not valid: nothing
        has run, and the caller runs typer on it (which prints its usage error line, exit 2).
    Raises:
        ValueError: ``argv[0]`` is not a quick command. Nothing on bad input.
    """
    if not argv or argv[0] not in OPTIONS:
        raise ValueError(f"{argv[0] if argv else ''!r} is not a quick command")
    from bridgelaw.errors import BridgeLawError

    try:
        kw = parse_plain(argv)
        if kw is None:
            return _run_click(argv)
        return _CALLBACKS[argv[0]](**kw)
    except BridgeLawError as e:
        from bridgelaw.untrusted import error_line

        print(error_line(e), file=sys.stderr)
        return 2
