"""Designation parser: what declarer says to dummy -> :class:`Designation` (Law 46 input).

Shaped like python-chess's ``parse_san``: :func:`parse_designation` turns words into a
structure and fails with :class:`~bridgelaw.errors.InvalidDesignationError` when the words name
nothing; resolving against a table (illegal / ambiguous) is Law 46's job (``bridgelaw.laws.law46``).
Lexicons are data files (``bridgelaw/lexicons/<lang>.toml``), not code.
"""

from bridgelaw.designation.types import Designation, Keyword

__all__ = ["Designation", "Keyword"]
