"""The quick commands ``bridgelaw designate`` and ``bridgelaw rule`` parsed with click directly.

A single ``designate`` or ``rule`` call is mostly start-up: typer 0.29 builds its commands
through pydantic (about 150 ms of imports) before the ruling itself takes a millisecond or two.
:func:`bridgelaw.cli.main` therefore sends these two commands here, where the same options
(names, defaults, order, required ones) are declared as plain :mod:`click` parameters, the
values are passed to the same functions the typer commands call
(:func:`bridgelaw.cli.designate.run_designate`, :func:`bridgelaw.cli.rule.run_rule`). What is
not a plain, valid command line is left to typer: ``--help`` (:func:`~bridgelaw.cli.main` does
not come here), and any usage error (an unknown or missing option, a missing value: typer's
copy of click words some of them differently from click itself), so help texts and usage
error lines are the typer commands' own; nothing has run when parsing fails.
``tests/test_cli_quick.py`` runs both paths on the same command lines.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import click

__all__ = ["command", "run"]

_PATH = click.Path(path_type=Path)


def _designate(**kw: Any) -> int:
    from bridgelaw.cli.designate import run_designate

    kw["options"] = list(kw.pop("option")) or None
    return run_designate(kw.pop("words"), **kw)


def _rule(**kw: Any) -> int:
    from bridgelaw.cli.rule import run_rule

    return run_rule(kw.pop("file"), **kw)


def _build(name: str) -> click.Command:
    """The click command ``name``, with the parameters of the typer command in the same order."""
    params: list[click.Parameter]
    callback: Callable[..., int]
    if name == "designate":
        params = [
            click.Argument(["words"], metavar="words"),
            click.Option(["--dummy", "dummy"], required=True),
            click.Option(["--trick", "trick"], default=""),
            click.Option(["--trump", "trump"], default="NT"),
            click.Option(["--lang", "lang"], default=None),
            click.Option(["--words-lang", "words_lang"], default=None),
            click.Option(["--laws", "laws"], default="2017"),
            click.Option(["--option", "option"], multiple=True),
            click.Option(["--json", "as_json"], is_flag=True, default=False),
            click.Option(["--last-trick", "last_trick"], default=""),
            click.Option(["--last-winner", "last_winner"], default=None),
            click.Option(["--dummy-seat", "dummy_seat"], default="N"),
            click.Option(["--incontrovertible", "incontrovertible"], default=None),
        ]
        callback = _designate
    elif name == "rule":
        params = [
            click.Argument(["file"], type=_PATH, metavar="file"),
            click.Option(["--json", "as_json"], is_flag=True, default=False),
            click.Option(["--lang", "lang"], default="en"),
            click.Option(["--config", "config"], type=_PATH, default=None),
            click.Option(["--record", "record"], type=_PATH, default=None),
        ]
        callback = _rule
    else:
        raise ValueError(f"{name!r} is not a quick command")
    return click.Command(name, params=params, callback=callback, add_help_option=False)


def command(name: str) -> click.Command:
    """The click command of ``designate`` or ``rule`` (no ``--help``: typer gives it).

    Raises:
        ValueError: ``name`` is not one of :data:`bridgelaw.cli.QUICK`.
    """
    return _build(name)


def run(argv: Sequence[str]) -> int | None:
    """Run ``bridgelaw ARGV...`` for a quick command (``argv[0]`` is ``designate`` or ``rule``).

    Returns:
        The exit code (0; 2 for bad input, with one ``error:`` line on stderr, as the typer
        command prints it; 1 when aborted), or None when the command line is not valid: nothing
        has run, and the caller runs typer on it (which prints its usage error line, exit 2).
        Raises nothing on bad input.
    """
    from bridgelaw.errors import BridgeLawError

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
    except BridgeLawError as e:
        from bridgelaw.untrusted import error_line

        print(error_line(e), file=sys.stderr)
        return 2
    return rv if isinstance(rv, int) else 0
