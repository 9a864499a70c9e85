"""The ``bridgelaw demo`` command: the built-in example, end to end.

1. Law 44: replays the built-in sample (``bridgelaw/data/sample.pbn``) through the table engine,
   prints the trick-by-trick record of one board and the summary of all boards.
2. Law 46: a handful of designations of dummy's card in English, Russian, Swedish and Dutch,
   resolved on one position.
3. Laws 45-52: walks through a built-in board with a scripted set of incidents
   (``bridgelaw/data/demo-incident.yaml``) and prints each ruling with its clause.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer

from bridgelaw.errors import BridgeLawError
from bridgelaw.i18n import LANGUAGES
from bridgelaw.untrusted import error_line

__all__ = ["demo_incident_path", "register", "run_demo"]

#: (words, language) said to dummy in part 2 of the demo.
DEMO_UTTERANCES: tuple[tuple[str, str], ...] = (
    ("small", "en"),
    ("win", "en"),
    ("spade", "en"),
    ("queen", "en"),
    ("маленькую", "ru"),
    ("даму пик", "ru"),
    ("spaderess", "sv"),
    ("högsta", "sv"),
    ("schoppen vrouw", "nl"),
    ("hartenaas", "nl"),
    ("play anything", "en"),
)


def demo_incident_path() -> Path:
    """The built-in scripted incident of the demo (package data)."""
    return Path(__file__).resolve().parent.parent / "data" / "demo-incident.yaml"


def run_demo(lang: str = "en") -> None:
    """Print the three parts of the demo to standard output (rich); ``lang`` is the language of
    the ruling texts (:data:`bridgelaw.i18n.LANGUAGES`: en, ru, sv, nl, de, fr, pl, da, nb, it;
    ``no`` is accepted for ``nb``).

    Raises:
        BridgeLawError: ``lang`` has no ruling texts (``"--lang: 'xx' is not a ruling language
            (en, ru, ...)"``), checked before anything is printed. Nothing else on the
            built-in data.
    """
    from bridgelaw.forms import ruling_language

    lang = ruling_language(lang)
    from rich.console import Console
    from rich.rule import Rule
    from rich.table import Table as RichTable

    from bridgelaw.cards import Card, Contract, Hand, Seat
    from bridgelaw.cli.replay import print_summary
    from bridgelaw.cli.rule import print_rulings, ruling_document
    from bridgelaw.designation.parser import parse_designation
    from bridgelaw.editions import Edition
    from bridgelaw.i18n import render
    from bridgelaw.laws.law46 import resolve_designation
    from bridgelaw.notation import read_any
    from bridgelaw.regulations import Regulations
    from bridgelaw.replay import Summary, replay_board, sample_path, trick_table
    from bridgelaw.table import Table

    console = Console(width=max(Console().width, 110))
    console.print(Rule("[bold]1. Law 44 - replaying the built-in sample[/bold]"))
    path = sample_path()
    summary = Summary(files=1)
    first = None
    for board in read_any(path):
        r = replay_board(board)
        summary.add(r)
        if first is None:
            first = r
    if first is not None:
        console.print(f"Deal: {first.board.deal}")
        console.print(trick_table(first))
    print_summary(summary, limit=10, console=console)

    console.print(Rule("[bold]2. Law 46 - what declarer says to dummy[/bold]"))
    contract = Contract.parse("4H", Seat.S)
    hands = {Seat.N: Hand.parse("AQ72.K85.J4.Q963")}
    console.print("Dummy (N) holds ♠AQ72 ♥K85 ♦J4 ♣Q963; 4♥ by South; West leads ♠5.")
    t = RichTable("words", "lang", "outcome", "card", "law", "ruling")
    regs = Regulations()
    for words, wlang in DEMO_UTTERANCES:
        table = Table.from_position(contract, hands, partial=[Seat.E, Seat.S, Seat.W],
                                    trick=[(Seat.W, Card.parse("S5"))])
        ruling = resolve_designation(table, parse_designation(words, wlang), seat=Seat.S,
                                     edition=Edition.E2017, regulations=regs)
        ruling = render(ruling, lang)
        t.add_row(words, wlang, ruling.outcome.value, str(ruling.card or "-"), ruling.law, ruling.text)
    console.print(t)

    console.print(Rule("[bold]3. Laws 45-52 - incidents at the table[/bold]"))
    incident = demo_incident_path()
    console.print(f"Scripted incident: {incident.name} (2♠ by South; the events are listed in the file)")
    print_rulings(ruling_document(incident, lang=lang), incident, console)


_LANG_HELP = "ruling texts in: " + ", ".join(LANGUAGES) + " (no = nb)"


def register(app: typer.Typer) -> None:
    """Add the ``demo`` command to ``app``."""

    @app.command("demo")
    def _cmd(
        lang: Annotated[str, typer.Option("--lang", help=_LANG_HELP)] = "en",
    ) -> None:
        """Run the built-in example: replay a sample, designate dummy's cards in four languages,
        and rule on a scripted set of table incidents."""
        try:
            run_demo(lang)
        except BridgeLawError as e:
            print(error_line(e), file=sys.stderr)
            raise typer.Exit(2) from None
