"""The console the command line prints its tables on: the terminal's width on a terminal; into a
file or a pipe (where rich would fall back to 80 columns and wrap a ruling's text one word a line)
the width of ``COLUMNS`` when it is set, else :data:`FILE_WIDTH`."""

from __future__ import annotations

import os
import sys

from rich.console import Console

__all__ = ["FILE_WIDTH", "output_console"]

#: The width of the tables written to a file or a pipe when ``COLUMNS`` is not set.
FILE_WIDTH = 200


def output_console() -> Console:
    """A console for standard output (see the module docstring). Raises nothing."""
    if sys.stdout.isatty() or os.environ.get("COLUMNS", "").isdigit():
        return Console()
    return Console(width=FILE_WIDTH)
