"""The ``bridgelaw`` command line (typer). Each command lives in its own module:

* ``replay``    replay PBN/LIN archives through the table engine (:mod:`bridgelaw.cli.replay`)
* ``designate`` one designation of dummy's card, quick form (:mod:`bridgelaw.cli.designate`)
* ``rule``      rule on an incident file (:mod:`bridgelaw.cli.rule`)
* ``demo``      the built-in example (:mod:`bridgelaw.cli.demo`)
* ``listen``    hear a designation in a WAV file and propose it (:mod:`bridgelaw.cli.listen`)
* ``serve``     the live table service (:mod:`bridgelaw.cli.serve`; needs the ``service`` extra)
* ``clauses``   every clause under an edition (:mod:`bridgelaw.cli.clauses`)

Bad input is reported as ``error: <what>`` on stderr with exit code 2, never a traceback.
"""

from __future__ import annotations

import importlib
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import typer

#: Command name -> the module that registers it (imported only when that command runs).
COMMANDS = {
    "replay": "bridgelaw.cli.replay",
    "designate": "bridgelaw.cli.designate",
    "rule": "bridgelaw.cli.rule",
    "demo": "bridgelaw.cli.demo",
    "listen": "bridgelaw.cli.listen",
    "serve": "bridgelaw.cli.serve",
    "clauses": "bridgelaw.cli.clauses",
}


def build_app(only: str | None = None) -> typer.Typer:
    """The typer app with every command, or only the command ``only`` (a call of one command
    imports that command's modules and no other: the start-up cost of ``designate``/``rule``)."""
    import typer

    from bridgelaw.cli.errors import OneLineErrorGroup

    new = typer.Typer(
        name="bridgelaw",
        cls=OneLineErrorGroup,  # usage errors: one line "error: ...", exit 2
        help="The Laws of Duplicate Bridge for the play of the cards: replay, designate, rule.",
        no_args_is_help=True,
        add_completion=False,
        pretty_exceptions_enable=False,
    )

    @new.callback()
    def _group() -> None:  # keeps `bridgelaw COMMAND` a group when one command is registered
        pass

    for name, module in COMMANDS.items():
        if only is None or name == only:
            importlib.import_module(module).register(new)
    return new


def __getattr__(name: str) -> typer.Typer:
    """``bridgelaw.cli.app``: the app with every command, built on first use."""
    if name == "app":
        built = build_app()
        globals()["app"] = built
        return built
    raise AttributeError(name)


#: Commands the entry point parses with click directly, without typer (:mod:`bridgelaw.cli.quick`):
#: their start-up is most of their cost. ``--help`` still goes through typer.
QUICK = ("designate", "rule")


def main() -> None:
    """Entry point: run the CLI; a :class:`BridgeLawError` becomes a one-line error, exit 2."""
    argv = sys.argv[1:]
    only = argv[0] if argv and argv[0] in COMMANDS else None
    if only in QUICK and "--help" not in argv:
        if only == "designate":
            # a one-shot call that allocates little: the cyclic collector's passes over the
            # modules being imported would be ~2 ms of its start-up (the start-up of a quick call)
            import gc

            gc.disable()
        from bridgelaw.cli.quick import run

        code = run(argv)
        if code is not None:
            sys.exit(code)
    from bridgelaw.errors import BridgeLawError
    from bridgelaw.untrusted import error_line

    try:
        build_app(only)()
    except BridgeLawError as e:
        print(error_line(e), file=sys.stderr)
        sys.exit(2)
