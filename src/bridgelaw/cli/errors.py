"""One-line errors for every command: click/typer usage errors and bridgelaw's own bad-input
errors print ``error: <what, where, why>`` on stderr and exit with code 2 (README "Command
line"), instead of typer's framed usage box.

:class:`OneLineErrorGroup` is the ``cls`` of the ``bridgelaw`` Typer app; because click runs
every sub-command through the group's :meth:`~OneLineErrorGroup.main`, the rule holds for all
of them, whether started as the ``bridgelaw`` program or through ``typer.testing.CliRunner``.
Control characters in the message (a file name, a value from the command line) are escaped
(:func:`bridgelaw.untrusted.error_line`).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any

import typer
from typer._click import exceptions as click_exceptions  # typer 0.29 vendors click (pinned ==)
from typer.core import TyperGroup

from bridgelaw.errors import BridgeLawError
from bridgelaw.untrusted import error_line, safe_cell  # safe_cell: given here too, where it was

__all__ = ["OneLineErrorGroup", "safe_cell", "usage_error_line"]

#: The exit code of bad input (a usage error or a bad value), as for every other bad input.
EXIT_BAD_INPUT = 2


def usage_error_line(e: click_exceptions.ClickException) -> str:
    """``error: rule: Missing argument 'FILE' (see 'bridgelaw rule --help')``: the command, the
    problem and where to read the usage, on one line."""
    ctx = getattr(e, "ctx", None)
    where = ""
    hint = " (see 'bridgelaw --help')"
    if ctx is not None:
        path = str(ctx.command_path)
        sub = path.split(" ", 1)[1] if " " in path else ""
        where = f"{sub}: " if sub else ""
        hint = f" (see '{path} --help')"
    return error_line(f"{where}{e.format_message().strip().rstrip('.')}{hint}")


class OneLineErrorGroup(TyperGroup):
    """A :class:`typer.core.TyperGroup` whose usage errors are one line, exit code 2."""

    def main(
        self,
        args: Sequence[str] | None = None,
        prog_name: str | None = None,
        complete_var: str | None = None,
        standalone_mode: bool = True,
        windows_expand_args: bool = True,
        **extra: Any,
    ) -> Any:
        """Run the group (click's ``main``); in standalone mode (the default) a click
        ``ClickException`` (unknown option or command, missing or bad argument; typer vendors
        click) or a :class:`~bridgelaw.errors.BridgeLawError` is printed as one ``error:`` line on stderr
        and the process exits with code 2. ``bridgelaw`` alone still prints the help. Not in
        standalone mode, exceptions propagate as click's do. Raises ``SystemExit`` in
        standalone mode, as click does."""
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, False, windows_expand_args, **extra)
        try:
            rv = super().main(args, prog_name, complete_var, False, windows_expand_args, **extra)
        except click_exceptions.NoArgsIsHelpError as e:
            e.show()
            sys.exit(e.exit_code)
        except click_exceptions.ClickException as e:
            print(usage_error_line(e), file=sys.stderr)
            sys.exit(EXIT_BAD_INPUT)
        except typer.Abort:
            print("Aborted!", file=sys.stderr)
            sys.exit(1)
        except BridgeLawError as e:
            print(error_line(e), file=sys.stderr)
            sys.exit(EXIT_BAD_INPUT)
        sys.exit(rv if isinstance(rv, int) else 0)
