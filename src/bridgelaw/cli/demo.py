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
from typing import Annotated, Any

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

    console = Console(width=max(Console().width, 110))
    _replay_part(console, lang)
    _designation_part(console, lang)
    _incident_part(console, lang)


def _heading(msgid: str, lang: str, **params: object) -> str:
    from bridgelaw import texts

    return texts.ui_text("heading", msgid, lang, **params)


def _rule(console: Any, msgid: str, lang: str) -> None:
    from rich.rule import Rule

    console.print(Rule(f"[bold]{_heading(msgid, lang)}[/bold]"))


def _names(lang: str) -> dict[str, str]:
    """The words for South and West (declarer and the opening leader of parts 2 and 3)."""
    from bridgelaw.glossary import seat_words

    return {s: ("South", "West")[i] if lang == "en" else seat_words(s, lang) for i, s in enumerate("SW")}


def _replay_part(console: Any, lang: str) -> None:
    """Part 1: the built-in sample replayed (Law 44), its first board's tricks, the summary."""
    from bridgelaw import texts
    from bridgelaw.cards import Seat
    from bridgelaw.cli.replay import print_summary
    from bridgelaw.glossary import seat_words
    from bridgelaw.notation import read_any
    from bridgelaw.replay import Summary, replay_board, sample_path, trick_table

    _rule(console, "1. {Law:44} - replaying the built-in sample", lang)
    summary = Summary(files=1)
    first = None
    for board in read_any(sample_path()):
        r = replay_board(board)
        summary.add(r)
        if first is None:
            first = r
    if first is not None:
        deal: object = first.board.deal
        if lang != "en" and first.board.deal is not None:
            hands_of = first.board.deal
            deal = "; ".join(f"{seat_words(s.letter, lang)} {texts.hand_short(hands_of[s], lang)}"
                             for s in Seat)
        console.print(_heading("Deal: {deal}", lang, deal=deal))
        console.print(trick_table(first, lang))
    print_summary(summary, limit=10, console=console, lang=lang)


def _designation_part(console: Any, lang: str) -> None:
    """Part 2: what declarer says to dummy (Law 46), one ruling per utterance."""
    from rich.table import Table as RichTable

    from bridgelaw import texts
    from bridgelaw.cards import Card, Contract, Hand, Seat
    from bridgelaw.designation.parser import parse_designation
    from bridgelaw.editions import Edition
    from bridgelaw.glossary import seat_words
    from bridgelaw.i18n import render
    from bridgelaw.laws.law46 import resolve_designation
    from bridgelaw.regulations import Regulations
    from bridgelaw.table import Table

    _rule(console, "2. {Law:46} - what declarer says to dummy", lang)
    contract = Contract.parse("4H", Seat.S)
    hands = {Seat.N: Hand.parse("AQ72.K85.J4.Q963")}
    names = _names(lang)
    console.print(_heading(
        "Dummy ({dummy_name}) holds {hand}; {contract} by {declarer_name}; {leader_name} leads {lead}.",
        lang, dummy_name=seat_words("N", lang), hand=texts.hand_short(hands[Seat.N], lang),
        contract=texts.contract_short("4H", lang), declarer_name=names["S"], leader_name=names["W"],
        lead=texts.card_short("S5", lang)))
    t = RichTable(*(texts.column(c, lang) for c in ("words", "lang", "outcome", "card", "law", "ruling")))
    regs = Regulations()
    for words, wlang in DEMO_UTTERANCES:
        table = Table.from_position(contract, hands, partial=[Seat.E, Seat.S, Seat.W],
                                    trick=[(Seat.W, Card.parse("S5"))])
        ruling = resolve_designation(table, parse_designation(words, wlang), seat=Seat.S,
                                     edition=Edition.E2017, regulations=regs)
        ruling = render(ruling, lang)
        if lang == "en":
            cells = (wlang, ruling.outcome.value, str(ruling.card or "-"), ruling.law)
        else:
            cells = (texts.ui_text("language", wlang, lang), texts.outcome_words(ruling.outcome.value, lang),
                     texts.card_short(ruling.card, lang) if ruling.card else "-",
                     texts.law_words(ruling.law, lang))
        t.add_row(words, *cells, ruling.text)
    console.print(t)


def _incident_part(console: Any, lang: str) -> None:
    """Part 3: the scripted incident at the table (Laws 45-52) and its rulings."""
    from bridgelaw import texts
    from bridgelaw.cli.rule import print_rulings, ruling_document

    _rule(console, "3. {Law:45-52} - incidents at the table", lang)
    incident = demo_incident_path()
    console.print(_heading(
        "Scripted incident: {name} ({contract} by {declarer_name}; the events are listed in the file)",
        lang, name=incident.name, contract=texts.contract_short("2S", lang), declarer_name=_names(lang)["S"]))
    print_rulings(ruling_document(incident, lang=lang), incident, console, lang=lang)


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
