"""The ``bridgelaw clauses`` command: every clause under one edition (:mod:`bridgelaw.clauses`).

``bridgelaw clauses --laws 1997`` prints a rich table, one row per registered clause: its 2017
key, the label cited under that code (or "no such provision"), what it rules, the source of the
version in force and whether its text was verified, and the options that belong to it with their
defaults under that code. ``--json`` prints ``{"laws": ..., "ruled_as": ..., "clauses": [...]}``.
A bad ``--laws`` prints ``error: ...`` and exits 2.
"""

from __future__ import annotations

import json
import sys
from typing import Annotated, Any

import typer

from bridgelaw.clauses import CLAUSES, Clause
from bridgelaw.editions import DEFAULT_EDITION, Edition
from bridgelaw.errors import BridgeLawError, NotationError

__all__ = ["clause_rows", "register"]


def clause_rows(edition: Edition) -> list[dict[str, Any]]:
    """One mapping per registered clause under ``edition``: ``key``, ``label`` (None: nothing is
    cited), ``provided``, ``title``, ``since`` (the code the version in force is from, or None),
    ``source``, ``verified``, ``module`` and ``options`` (``id``, ``values``, ``default``).
    Raises nothing."""
    rows: list[dict[str, Any]] = []
    for c in CLAUSES.values():
        rows.append(_row(c, edition))
    return rows


def _row(c: Clause, edition: Edition) -> dict[str, Any]:
    v = c.version(edition)
    return {
        "key": c.key,
        "label": v.label if v is not None else None,
        "provided": c.provided(edition),
        "title": c.title,
        "since": v.since.value if v is not None else None,
        "source": v.source if v is not None else "",
        "verified": bool(v is not None and v.verified),
        "module": c.home,
        "options": [
            {"id": str(o.id), "values": list(o.values), "default": o.default_for(edition)}
            for o in c.options()
        ],
    }


def register(app: typer.Typer) -> None:
    """Add the ``clauses`` command to ``app``."""

    @app.command("clauses")
    def _cmd(
        laws: Annotated[str, typer.Option(
            "--laws", help=f"Edition of the Laws: {', '.join(e.value for e in Edition)}.")
        ] = DEFAULT_EDITION.value,
        as_json: Annotated[bool, typer.Option("--json", help="Print the clauses as JSON.")] = False,
    ) -> None:
        """List every clause under an edition: label, sources, options, whether verified."""
        try:
            try:
                edition = Edition.parse(laws)
            except NotationError as e:
                raise NotationError(f"--laws: {e}") from None
        except BridgeLawError as e:
            print(f"error: {e}", file=sys.stderr)
            raise typer.Exit(2) from None
        rows = clause_rows(edition)
        ruled_as = edition.ruled_as.value
        if as_json:
            doc = {"laws": edition.value, "ruled_as": ruled_as, "clauses": rows}
            typer.echo(json.dumps(doc, ensure_ascii=False, indent=1))
            return
        from rich.console import Console
        from rich.table import Table

        title = f"Clauses under the {edition.value} Laws"
        if ruled_as != edition.value:
            title += f" (ruled as {ruled_as} where the {edition.value} text is not in)"
        t = Table(title=title, show_lines=False)
        for col in ("clause", f"{edition.value} label", "what it rules", "source", "verified", "options"):
            t.add_column(col, overflow="fold")
        for r in rows:
            label = r["label"] or "-"
            if not r["provided"]:
                label += " (no such provision)"
            opts = "\n".join(f"{o['id']} = {o['default']}" for o in r["options"]) or "-"
            source = f"the text in force since {r['since']}: {r['source']}" if r["since"] else "-"
            t.add_row(r["key"], label, r["title"], source, "yes" if r["verified"] else "no", opts)
        Console(width=160).print(t)
        verified = sum(1 for r in rows if r["verified"])
        typer.echo(f"{len(rows)} clauses, {verified} with a verified text under {edition.value}.")
        typer.echo("verified: the clause's wording under this code was checked against a text of that "
                   "code (a seed document or the published Laws); no: the label and rule are taken from the "
                   "nearest code whose text is in (the source column) - ruled so, and marked.")
