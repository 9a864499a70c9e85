"""The ``bridgelaw`` command line (typer). Each command lives in its own module:

* ``replay``    replay PBN/LIN archives through the table engine (:mod:`bridgelaw.cli.replay`)
* ``designate`` one designation of dummy's card, quick form (:mod:`bridgelaw.cli.designate`)
* ``rule``      rule on an incident file (:mod:`bridgelaw.cli.rule`)
* ``demo``      the built-in example (:mod:`bridgelaw.cli.demo`)
* ``clauses``   every clause under an edition (:mod:`bridgelaw.cli.clauses`)

Bad input is reported as ``error: <what>`` on stderr with exit code 2, never a traceback.
"""

from __future__ import annotations

import sys

import typer

from bridgelaw.errors import BridgeLawError

app = typer.Typer(
    name="bridgelaw",
    help="The Laws of Duplicate Bridge for the play of the cards: replay, designate, rule.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)

from bridgelaw.cli import clauses, demo, designate, replay, rule  # noqa: E402

for _mod in (replay, designate, rule, demo, clauses):
    _mod.register(app)


def main() -> None:
    """Entry point: run the CLI; a :class:`BridgeLawError` becomes a one-line error, exit 2."""
    try:
        app()
    except BridgeLawError as e:
        print(f"error: {e}", file=sys.stderr)
        sys.exit(2)
