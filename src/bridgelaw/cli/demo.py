"""The `bridgelaw demo` command (not yet implemented)."""

from __future__ import annotations

import typer


def register(app: typer.Typer) -> None:
    """Add the `demo` command to ``app``."""

    @app.command("demo")
    def _cmd() -> None:
        """Not yet implemented."""
        typer.echo("demo: not yet implemented", err=True)
        raise typer.Exit(1)
