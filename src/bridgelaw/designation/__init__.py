"""Designation parser: what declarer says to dummy -> :class:`Designation` (Law 46 input).

Shaped like python-chess's ``parse_san``: :func:`parse_designation` turns words into a
structure and fails with :class:`~bridgelaw.errors.InvalidDesignationError` when the words name
nothing; resolving against a table (illegal / ambiguous) is Law 46's job (``bridgelaw.laws.law46``).
Lexicons are data files (``bridgelaw/lexicons/<lang>.toml``, format in ``docs/lexicons.md``), not code.

Public API::

    parse_designation(text, lang=None, *, strict=False) -> Designation
    detect_language(text) -> str
    supported_languages() -> list[str]
    load_lexicon(lang) -> Lexicon          (cached)
    name_card(card, lang, order) -> str    (order: "suit_rank" | "rank_suit")
"""

from bridgelaw.designation.lexicon import Lexicon, LexiconError, load_lexicon, supported_languages
from bridgelaw.designation.parser import detect_language, name_card, parse_designation
from bridgelaw.designation.types import Designation, Keyword

__all__ = [
    "Designation",
    "Keyword",
    "Lexicon",
    "LexiconError",
    "detect_language",
    "load_lexicon",
    "name_card",
    "parse_designation",
    "supported_languages",
]
