"""What words say besides the card they name: a statement about the turn (Law 47E1's trigger)
and a correction of an earlier designation (45C4(b)). Both read the words with the parser of
:mod:`bridgelaw.designation.parser`."""

from __future__ import annotations

from bridgelaw.designation.detect import detect_language
from bridgelaw.designation.lexicon import LexiconError, load_lexicon
from bridgelaw.designation.lexicon import is_turn_statement as lexicon_turn_statement
from bridgelaw.designation.parser import parse_designation, read_segments
from bridgelaw.designation.types import Keyword
from bridgelaw.errors import InvalidDesignationError

__all__ = ["is_turn_statement", "opens_with_correction"]


def opens_with_correction(text: str, lang: str | None = None) -> bool:
    """True when the words open with a correction word before they name anything ("no, the club
    two", "sorry, I meant the club two", "nej förlåt, klöver två"): said after an earlier
    designation, they correct it (45C4(b)); words that only name a card ("club two") do not.

    The engine asks it when a lead to the next trick is due and the speaker's designation to the
    trick just completed could still be changed: only correcting words are a change attempt of
    that card, other words are his lead. Words in a language not supported are no correction.
    """
    try:
        lex = load_lexicon(lang if lang is not None else detect_language(text))
    except LexiconError:
        return False
    segments = read_segments(text, lex)
    return segments[0].corrected


# Words by which a player tells another that it is his turn (the trigger of 47E1), per language;
# the same patterns as the engine's, kept here so that a designation containing "you play" can be
# told apart from them (:func:`is_turn_statement`).
def is_turn_statement(text: str, lang: str | None = None) -> bool:
    """True if the words tell someone it is his turn to lead or play (Law 47E1's trigger), and
    False for a designation that merely contains such words: "could you play the queen",
    "will you play a small club please" name a card, so they are a designation (45C4(a)/46),
    not a statement about the turn.

    A text is a turn statement when it matches the turn patterns ("your lead", "you play",
    "ваш ход", "din tur", "à vous", "du bist dran", "twój wist", "tocca a te") and does not parse
    as a designation naming a suit, a rank, a card or a designation word other than the bare
    "play"/"please" (PLEASE): "you play" alone, "it's your turn to play" stay turn statements.

    Args:
        text: the words.
        lang: their language, or None to detect it.
    Returns:
        bool: whether the engine should treat the words as a statement about the turn (47E1).
    """
    if not lexicon_turn_statement(text):  # the [turn] patterns of every lexicon
        return False
    try:
        d = parse_designation(text, lang)
    except InvalidDesignationError:
        return True
    named = d.suit is not None or d.rank is not None or d.trump_named
    return not named and d.keyword in (None, Keyword.PLEASE)
