"""The `bridgelaw designate` command (not yet implemented)."""

from __future__ import annotations

import typer


def register(app: typer.Typer) -> None:
    """Add the `designate` command to ``app``."""

    @app.command("designate")
    def _cmd() -> None:
        """Not yet implemented."""
        typer.echo("designate: not yet implemented", err=True)
        raise typer.Exit(1)
