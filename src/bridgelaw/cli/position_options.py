"""The command-line options that describe the position of dummy's card - ``--dummy``,
``--dummy-seat``, ``--trick``, ``--trump``, ``--last-trick``, ``--last-winner`` and ``--option`` -
declared once for the ``designate`` and ``listen`` commands (as typer annotations).

It imports typer: only the typer commands import it (a quick ``designate`` call reads its
options without typer, :mod:`bridgelaw.cli.quick`).
"""

from __future__ import annotations

from typing import Annotated

import typer

__all__ = ["Dummy", "DummySeat", "LastTrick", "LastWinner", "Options", "Trick", "Trump"]

Dummy = Annotated[str, typer.Option("--dummy", help="Dummy's current cards, PBN S.H.D.C.")]
DummySeat = Annotated[str, typer.Option("--dummy-seat", help="Dummy's seat (default N).")]
Trick = Annotated[str, typer.Option("--trick", help="Cards already in the trick: W:D2,N:D3.")]
Trump = Annotated[str, typer.Option("--trump", help="Trump suit S, H, D, C or NT.")]
LastTrick = Annotated[str, typer.Option("--last-trick", help="The previous trick: N:DQ,E:D3,S:D2,W:D5.")]
LastWinner = Annotated[str | None, typer.Option("--last-winner", help="Who won the previous trick.")]
Options = Annotated[list[str] | None, typer.Option(
    "--option", help="An option, ID=VALUE (repeatable), e.g. O-46-WIN=public_master.")]
