"""The `bridgelaw rule FILE` command: a ruling for every event of an incident (incident-format.md).

``--json`` prints ``{"format": "bridgelaw-ruling/1", "laws": ..., "rulings": [...]}`` (with
``"board"``, the hand record, once the board is over); the default is a human table (rich), then
the hand record and the result. ``--lang`` chooses the language of the texts, ``--config`` a
TOML/YAML file of options (the incident's own ``options`` win). ``--record OUT`` also saves
the table record (JSON lines) for later replay, ``--pbn OUT`` the board as PBN (deal, play,
result, score and the rulings as notes). Bad input prints ``error: ...`` and exits 2.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

from bridgelaw.errors import BridgeLawError
from bridgelaw.forms import ruling_language
from bridgelaw.i18n import LANGUAGE_ALIASES, LANGUAGES
from bridgelaw.untrusted import error_line, json_escape_controls, safe_cell

if TYPE_CHECKING:
    import typer
    from rich.console import Console

__all__ = ["RecordWriteError", "check_record_path", "print_board", "print_rulings", "register", "result_line",
           "ruling_document", "run_rule"]


def ruling_document(
    path: Path, *, lang: str = "en", config: Path | None = None, record: Path | None = None,
    partial: bool = False, pbn: Path | None = None,
) -> dict[str, object]:
    """Rule on the incident at ``path``; the JSON document of incident-format.md "Ruling".
    ``partial``: an event refused gives the document of the events before it with its
    ``"error"`` (:func:`bridgelaw.forms.ruling_document`); no record and no PBN are written then.

    Raises:
        IncidentFormatError: the file or the options file is invalid, or an event is (unless
            ``partial``).
        RecordWriteError: ``record`` or ``pbn`` cannot be written (a missing folder, a folder, no
            permission).
    """
    from bridgelaw import forms
    from bridgelaw.incident import load_incident
    from bridgelaw.record import Record
    from bridgelaw.regulations import Regulations

    for out, option in ((record, "--record"), (pbn, "--pbn")):
        if out is not None:
            check_record_path(out, option)
    inc = load_incident(path)
    regs = Regulations.from_file(config) if config is not None else None
    ruled = forms.rule_board(inc, regulations=regs, lang=lang, partial=partial)
    if "error" in ruled.document:
        return ruled.document  # a record cut short: no --record, no --pbn
    if record is not None:
        try:  # the record a session keeps: the incident's setup and every event, all accepted
            Record(inc.header, inc.events).save(record)
        except OSError as err:
            raise RecordWriteError(f"--record: cannot write {str(record)!r}: {err.strerror or err}") from None
    if pbn is not None:
        try:
            pbn.write_text(ruled.pbn(), encoding="utf-8")
        except OSError as err:
            raise RecordWriteError(f"--pbn: cannot write {str(pbn)!r}: {err.strerror or err}") from None
    return ruled.document


class RecordWriteError(BridgeLawError):
    """The ``--record`` or ``--pbn`` file cannot be written (what, where, why in the message)."""


def check_record_path(record: Path, option: str = "--record") -> None:
    """Refuse an output path (``--record``, ``--pbn``) that cannot be a file to write before
    ruling on anything.

    Raises:
        RecordWriteError: the path is a folder, or its folder does not exist.
    """
    if record.is_dir():
        raise RecordWriteError(f"{option}: cannot write {str(record)!r}: it is a folder, give a file name")
    if not record.parent.is_dir():
        raise RecordWriteError(
            f"{option}: cannot write {str(record)!r}: the folder {str(record.parent)!r} does not exist"
        )


def _details(r: dict[str, object], lang: str = "en") -> str:
    """The "details" cell of a ruling row: penalty, candidates, options, needs (each labelled),
    in ``lang`` (:mod:`bridgelaw.texts`; English: the ids)."""
    from bridgelaw import texts

    parts: list[str] = []
    if r.get("penalty"):
        penalty = texts.penalty_words(str(r["penalty"]), lang)
        parts.append(f"{texts.column_detail('penalty', lang)}: {penalty}")
    for key, word in (("candidates", texts.card_short), ("options", texts.option_words)):
        values = r.get(key)
        if isinstance(values, list) and values:
            shown = (str(v) if lang == "en" else word(str(v), lang) for v in values)
            parts.append(f"{texts.column_detail(key, lang)}: " + ", ".join(shown))
    if r.get("needs"):
        parts.append(f"{texts.column_detail('needs', lang)}: {texts.needs_words(str(r['needs']), lang)}")
    return "\n".join(parts) or "-"


def print_rulings(doc: dict[str, object], path: Path, console: Console | None = None,
                  lang: str = "en") -> None:
    """Print a ruling document (:func:`ruling_document`) as a rich table, one row per ruling,
    its headings and cells in ``lang`` (the JSON document keeps the ids).

    Columns: event index, outcome, seat, card, law, details (penalty, candidates, options,
    needs) and the ruling text. When one event has several rulings, the second and later
    rows are numbered ``19 (+1)``, ``19 (+2)``: further rulings on the same event.
    """
    from rich.table import Table

    from bridgelaw import texts
    from bridgelaw.cli.console import output_console
    from bridgelaw.glossary import edition_words

    title = texts.ui_text("heading", "{file} - {edition}", lang, file=path.name,
                          edition=edition_words(str(doc["laws"]), lang))
    t = Table(title=safe_cell(title), show_lines=True)
    for col in ("#", "outcome", "seat", "card", "law", "details", "ruling"):
        t.add_column(texts.column(col, lang), overflow="fold")
    rulings = doc["rulings"]
    assert isinstance(rulings, list)
    previous: object = None
    repeat = 0
    for r in rulings:
        repeat = repeat + 1 if r["event"] == previous else 0
        previous = r["event"]
        index = str(r["event"]) + (f" (+{repeat})" if repeat else "")
        seat = texts.seat_letter(str(r["seat"]), lang) if r["seat"] else "-"
        card = str(r["card"] or "-")
        if lang != "en" and r["card"]:
            card = texts.card_short(str(r["card"]), lang)
        law = str(r["law"]) if lang == "en" else texts.law_words(str(r["law"]), lang)
        t.add_row(*(safe_cell(v) for v in (
            index, texts.outcome_words(str(r["outcome"]), lang), seat, card, law, _details(r, lang),
            r["text"])))
    console = console or output_console()
    console.print(t)
    board = doc.get("board")
    if isinstance(board, dict):
        print_board(board, console, lang)


def _board_text(msgid: str, lang: str, **params: object) -> str:
    """A ``ui`` message of context ``board`` (the end of the board) in ``lang``."""
    from bridgelaw import texts

    return texts.ui_text("board", msgid, lang, **params)


def result_line(board: dict[str, object], lang: str = "en") -> str:
    """One line for the result of a board document (:func:`bridgelaw.forms.board_document`), in
    ``lang``: ``"4S by S, vulnerable none: 10 tricks, made exactly, +420 to N/S"``; de
    ``"4♠ von Süd, Gefahr: keiner: 10 Stiche, genau erfüllt, +420 für Nord-Süd"``. Raises nothing
    for a supported language."""
    from bridgelaw import texts
    from bridgelaw.glossary import seat_words, side_words

    declarer = str(board["declarer"])
    side = "N/S" if declarer in ("N", "S") else "E/W"
    if lang == "en":
        contract, who, vul, side_name = str(board["contract"]), declarer, str(board["vulnerable"]), side
    else:
        contract = texts.contract_short(str(board["contract"]), lang)
        who, side_name = seat_words(declarer, lang), side_words(side, lang)
        vul = texts.ui_text("vulnerable", str(board["vulnerable"]), lang)
    head = _board_text("{contract} by {declarer_name}, vulnerable {vul}", lang, contract=contract,
                       declarer_name=who, vul=vul)
    res = board.get("result")
    if not isinstance(res, dict):
        return _board_text("{head}: result for the director (the tricks before the position are not known)",
                           lang, head=head)
    down, made = res.get("down"), res.get("made")
    how = (_board_text("{count} down", lang, count=down) if down is not None
           else _board_text("made exactly", lang) if made == 0
           else _board_text("made +{count}", lang, count=made) if "made" in res else "")
    score = res.get("score")
    points = (_board_text("no score (no level)", lang) if not isinstance(score, int)
              else _board_text("{score} to {side_name}", lang, score=f"{score:+d}", side_name=side_name))
    tricks = _board_text("{count} trick", lang, count=res["tricks"])
    return f"{head}: {tricks}" + (f", {how}" if how else "") + f", {points}"


def _seat_card(text: str, lang: str) -> str:
    """A played card of the hand record (``"E:HA"``, or a bare ``"HA"``) in ``lang``'s letters."""
    from bridgelaw import texts

    seat, _, card = text.rpartition(":")
    shown = texts.card_short(card, lang)
    return f"{texts.seat_letter(seat, lang)}:{shown}" if seat else shown


def print_board(board: dict[str, object], console: Console, lang: str = "en") -> None:
    """Print the hand record of a board that is over, in ``lang``: the tricks (leader, cards,
    winner) and the result line (:func:`result_line`)."""
    from rich.table import Table

    from bridgelaw import texts

    tricks = board.get("tricks")
    if isinstance(tricks, list) and tricks:
        t = Table(title=_board_text("play", lang), show_lines=False)
        for col in ("trick", "led by", "cards", "won by"):
            t.add_column(_board_text(col, lang))
        for tr in tricks:
            if lang == "en":
                cards = " ".join(tr["cards"])
            else:  # "E:HA" -> "В:♥Т": the seat's letter and the card in the language's letters
                cards = " ".join(_seat_card(str(c), lang) for c in tr["cards"])
            t.add_row(str(tr["number"]), texts.seat_letter(str(tr["leader"]), lang), cards,
                      texts.seat_letter(str(tr["winner"]), lang) if tr["winner"] else "-")
        console.print(t)
    console.print(safe_cell(_board_text("Result: {line}", lang, line=result_line(board, lang))))


_LANG_HELP = "language of the texts: " + ", ".join(LANGUAGES) + "".join(
    f" ({a} = {c})" for a, c in LANGUAGE_ALIASES.items())


def run_rule(file: Path, *, as_json: bool = False, lang: str = "en", config: Path | None = None,
             record: Path | None = None, pbn: Path | None = None) -> int:
    """What the ``rule`` command does once its options are read (by typer, or by click in
    :mod:`bridgelaw.cli.quick`): print the rulings (:func:`ruling_document`) as JSON or a table,
    or the one-line error on stderr. An event refused (``events[i]``): the rulings of the events
    before it are printed (the JSON with its ``"error"``), then the one-line error, exit 2; no
    record is written. Returns the exit code: 0, or 2 for bad input."""
    from bridgelaw.cli.quick import echo  # click.echo's behaviour without importing click

    try:
        lang = ruling_language(lang)
        doc = ruling_document(file, lang=lang, config=config, record=record, pbn=pbn, partial=True)
    except BridgeLawError as e:
        print(error_line(e), file=sys.stderr)
        return 2
    if as_json:
        echo(json_escape_controls(json.dumps(doc, ensure_ascii=False, indent=1)))
    elif doc["rulings"] or "error" not in doc:  # no empty table before an error on event 0
        print_rulings(doc, file, lang=lang)
    error = doc.get("error")
    if isinstance(error, dict):  # the rulings up to the refused event, then the one-line error
        print(error_line(error["message"]), file=sys.stderr)
        return 2
    return 0


def register(app: typer.Typer) -> None:
    """Add the `rule` command to ``app``."""
    global typer  # the annotations of the command below are read by typer in this module's globals
    import typer

    @app.command("rule")
    def rule(
        file: Annotated[Path, typer.Argument(help="incident file (YAML or JSON)")],
        as_json: Annotated[bool, typer.Option("--json", help="print the rulings as JSON")] = False,
        lang: Annotated[str, typer.Option("--lang", help=_LANG_HELP)] = "en",
        config: Annotated[Path | None, typer.Option("--config", help="options file (TOML or YAML)")] = None,
        record: Annotated[
            Path | None, typer.Option("--record", help="also save the table record here")
        ] = None,
        pbn: Annotated[
            Path | None, typer.Option("--pbn", help="also save the board as PBN here (deal, play, result, "
                                      "score, rulings as notes)")
        ] = None,
    ) -> None:
        """Rule on every event of an incident (incident-format.md)."""
        code = run_rule(file, as_json=as_json, lang=lang, config=config, record=record, pbn=pbn)
        if code:
            raise typer.Exit(code)
