"""The `bridgelaw replay` command (not yet implemented)."""

from __future__ import annotations

import typer


def register(app: typer.Typer) -> None:
    """Add the `replay` command to ``app``."""

    @app.command("replay")
    def _cmd() -> None:
        """Not yet implemented."""
        typer.echo("replay: not yet implemented", err=True)
        raise typer.Exit(1)
