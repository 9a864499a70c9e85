"""The `bridgelaw rule FILE` command: a ruling for every event of an incident (incident-format.md).

``--json`` prints ``{"format": "bridgelaw-ruling/1", "laws": ..., "rulings": [...]}``; the
default is a human table (rich). ``--lang`` chooses the language of the texts, ``--config`` a
TOML/YAML file of options (the incident's own ``options`` win). ``--record OUT`` also saves
the table record (JSON lines) for later replay. Bad input prints ``error: ...`` and exits 2.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from bridgelaw.errors import BridgeLawError

if TYPE_CHECKING:
    from rich.console import Console

__all__ = ["print_rulings", "register", "ruling_document"]

RULING_FORMAT = "bridgelaw-ruling/1"
LANGS = ("en", "ru", "sv", "nl")


def ruling_document(
    path: Path, *, lang: str = "en", config: Path | None = None, record: Path | None = None
) -> dict[str, object]:
    """Rule on the incident at ``path``; the JSON document of incident-format.md "Ruling".

    Raises:
        IncidentFormatError: the file, the options file or an event is invalid.
    """
    from bridgelaw.engine import TableSession, render_text
    from bridgelaw.incident import load_incident
    from bridgelaw.regulations import Regulations

    inc = load_incident(path)
    regs = Regulations.from_file(config) if config is not None else None
    session = TableSession.from_incident(inc, regulations=regs)
    from bridgelaw.errors import IncidentFormatError, PlayError

    for i, e in enumerate(inc.events):
        try:
            session.apply(e)
        except PlayError as err:
            raise IncidentFormatError(f"{e.describe()}: {err}", path=f"events[{i}]", file=str(path)) from None
    if record is not None:
        session.record.save(record)
    rulings = [render_text(r, lang) for r in session.rulings]
    return {"format": RULING_FORMAT, "laws": str(inc.edition), "rulings": [r.to_json() for r in rulings]}


def print_rulings(doc: dict[str, object], path: Path, console: Console | None = None) -> None:
    """Print a ruling document (:func:`ruling_document`) as a rich table, one row per ruling."""
    from rich.console import Console
    from rich.table import Table

    t = Table(title=f"{path.name} - Laws {doc['laws']}", show_lines=True)
    for col in ("#", "outcome", "seat", "card", "law", "ruling"):
        t.add_column(col, overflow="fold")
    rulings = doc["rulings"]
    assert isinstance(rulings, list)
    for r in rulings:
        extra = ""
        if r.get("penalty"):
            extra += f" ({r['penalty']})"
        if r.get("candidates"):
            extra += " candidates: " + " ".join(r["candidates"])
        if r.get("options"):
            extra += " options: " + ", ".join(r["options"])
        if r.get("needs"):
            extra += f" needs: {r['needs']}"
        t.add_row(
            str(r["event"]), r["outcome"] + extra, r["seat"] or "-", r["card"] or "-", r["law"], r["text"]
        )
    (console or Console()).print(t)


def register(app: typer.Typer) -> None:
    """Add the `rule` command to ``app``."""

    @app.command("rule")
    def rule(
        file: Annotated[Path, typer.Argument(help="incident file (YAML or JSON)")],
        as_json: Annotated[bool, typer.Option("--json", help="print the rulings as JSON")] = False,
        lang: Annotated[str, typer.Option("--lang", help="language of the texts: en, ru, sv, nl")] = "en",
        config: Annotated[Path | None, typer.Option("--config", help="options file (TOML or YAML)")] = None,
        record: Annotated[
            Path | None, typer.Option("--record", help="also save the table record here")
        ] = None,
    ) -> None:
        """Rule on every event of an incident (incident-format.md)."""
        if lang not in LANGS:
            print(f"error: --lang {lang!r} is not supported (use one of {', '.join(LANGS)})", file=sys.stderr)
            raise typer.Exit(2)
        try:
            doc = ruling_document(file, lang=lang, config=config, record=record)
        except BridgeLawError as e:
            print(f"error: {e}", file=sys.stderr)
            raise typer.Exit(2) from None
        if as_json:
            typer.echo(json.dumps(doc, ensure_ascii=False, indent=1))
        else:
            print_rulings(doc, file)
