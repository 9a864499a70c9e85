"""The `bridgelaw rule` command (not yet implemented)."""

from __future__ import annotations

import typer


def register(app: typer.Typer) -> None:
    """Add the `rule` command to ``app``."""

    @app.command("rule")
    def _cmd() -> None:
        """Not yet implemented."""
        typer.echo("rule: not yet implemented", err=True)
        raise typer.Exit(1)
