"""What declarer said to dummy, as structure: the :class:`Designation` (Law 46)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from typing import NamedTuple

from bridgelaw.cards import Card, Rank, Suit
from bridgelaw.errors import InvalidDesignationError

__all__ = ["Designation", "Keyword", "NotUnderstoodError", "Reading", "UnknownWord", "WrongLanguageError"]


class Keyword(StrEnum):
    """A designation word that is neither a suit nor a rank.

    HIGH/LOW/WIN/ANY are statutory (46B1(a)-(c), 46B5); RUFF, COVER, PLEASE, RUN are not in
    the Laws and are resolved through options (laws.md §4: O-46-RUFF, O-46-COVER,
    O-46-PLEASE, O-46-RUN). OVERRUFF ("overruff", "surcoupe", "nadbij", "überstechen") is a trump
    that beats the trump on the trick: read as 46B1(b) "win" with a trump, never the lowest trump.
    BEAT ("бей", "bij", "przebij": "beat it") is "win" when dummy can follow the suit led, and a
    ruff (an overruff over a trump on the trick) when it cannot.
    """

    HIGH = "high"
    LOW = "low"
    WIN = "win"
    ANY = "any"
    RUFF = "ruff"
    COVER = "cover"
    PLEASE = "please"
    RUN = "run"
    OVERRUFF = "overruff"
    BEAT = "beat"


class Reading(NamedTuple):
    """A word the parser did not find as written and read as another: a typing slip
    ("kign" -> "king"), a recogniser's sound-alike ("rough" -> "ruff", "the to" -> "the two") or a
    word of another language in a mixed phrase ("bitte" at an English table).

    Attributes:
        said: the words as said.
        read_as: the words they were read as ("king"; for another language the words themselves).
        how: ``"typo"``, ``"sounds_like"`` or the code of the other language (``"de"``).
    """

    said: str
    read_as: str
    how: str


class UnknownWord(NamedTuple):
    """A word of an utterance that the lexicon does not know (neither vocabulary nor filler).
    (A named tuple: an immutable value, cheaper to create than a dataclass at start-up.)

    Attributes:
        word: the word as said.
        position: its place among the utterance's words and numbers, counting from 1.
        start: offset of its first character in the text.
        end: offset just after its last character.
    """

    word: str
    position: int
    start: int
    end: int

    def describe(self) -> str:
        """``"'xyzzy' (word 2)"``: the word and its position, for messages."""
        return f"{self.word!r} (word {self.position})"


class NotUnderstoodError(InvalidDesignationError):
    """The words are not understood as a designation: no card may be played from them.

    Raised by :func:`bridgelaw.designation.parse_designation` when a word is neither known
    vocabulary nor a known filler or polite word (``unknown`` lists each with its position), or
    when the words name nothing at all (``unknown`` may then be empty; ``traps`` names card-looking
    phrases such as "small slam"). The ruling is "not understood": declarer designates again
    (distinct from 46B4, a card that is not in dummy). Subclass of InvalidDesignationError, so a
    caller that catches that error plays no card either.

    Attributes:
        unknown: the words not understood, with positions.
        traps: card-looking phrases that are not card words here.
    """

    def __init__(self, message: str, *, text: str = "", lang: str | None = None,
                 unknown: tuple[UnknownWord, ...] = (), traps: tuple[str, ...] = ()) -> None:
        super().__init__(message, text=text, lang=lang)
        self.unknown = unknown
        self.traps = traps


class WrongLanguageError(NotUnderstoodError):
    """``lang`` was given, the words are not understood in it, and they are plainly another
    language (``detected``, in which every word is known). Never honoured silently: the caller
    asks again or passes the right language.

    Attributes:
        detected: the language the words are in.
    """

    def __init__(self, message: str, *, text: str = "", lang: str | None = None,
                 unknown: tuple[UnknownWord, ...] = (), detected: str = "") -> None:
        super().__init__(message, text=text, lang=lang, unknown=unknown)
        self.detected = detected


@dataclass(frozen=True, slots=True)
class Designation:
    """A designation of dummy's card: suit, rank and keyword, each possibly missing.

    Attributes:
        suit: the suit named (``Suit.SPADES`` for "spade", a trump word gives the trump suit
            only when the caller resolves it; see ``trump_named``), or None.
        rank: the rank named, or None.
        keyword: HIGH, LOW, WIN, ANY, RUFF, COVER, PLEASE, RUN, or None.
        trump_named: the words named "a trump"/"козырь" without a suit (resolved against the
            contract by Law 46 code: 46B2 with the trump suit).
        lang: the language the words were read in (``"en"``, ``"ru"``, ``"sv"``, ``"nl"`` ...).
        text: the words as said.
        superseded: earlier designations inside the same utterance that the speaker corrected
            ("jack — no, the king" gives the king with the jack superseded).
        corrections: the correction words said between them ("no", "ой", "nej förlåt"), in order.
        change_text: the words of the last designation when there is a correction ("the ace of
            clubs"), else "".
        unknown: words not understood and skipped (only with ``skip_unknown=True``; by default
            such a word makes the designation not understood: :class:`NotUnderstoodError`).
        beat: the rank of the card to beat when declarer named the defender's card ("cover the
            queen", "over the nine", "täck nian"): the keyword is COVER and ``rank`` stays None
            unless dummy's own card is named too; None otherwise.
        readings: words read as other words (:class:`Reading`: typos, sound-alikes, words of
            another language), in order; empty when every word was found as said.

    An utterance with a correction in one breath ("the king... no, wait, the ace of clubs") is a
    first designation plus a change (45C4(a)/(b)): :attr:`first` is what was named first (the
    card played under 45C4(a)), :attr:`change` what declarer changed to. For compatibility the
    fields ``suit``/``rank``/``keyword`` are those of the last designation (= ``change``).
    """

    suit: Suit | None = None
    rank: Rank | None = None
    keyword: Keyword | None = None
    trump_named: bool = False
    lang: str = "en"
    text: str = ""
    superseded: tuple[Designation, ...] = ()
    corrections: tuple[str, ...] = ()
    unknown: tuple[UnknownWord, ...] = ()
    change_text: str = ""
    beat: Rank | None = None
    readings: tuple[Reading, ...] = ()

    @property
    def first(self) -> Designation:
        """The first designation of the utterance (45C4(a): the card named first is played):
        the first superseded one, or this designation when nothing was corrected."""
        return self.superseded[0] if self.superseded else self

    @property
    def change(self) -> Designation | None:
        """The designation declarer changed to in the same breath (45C4(b)), or None.

        It is this designation without its ``superseded``/``corrections``; its ``text`` is the
        words of the change ("the ace of clubs"). None when the utterance holds no correction.
        """
        if not self.superseded:
            return None
        return replace(self, superseded=(), corrections=(), text=self.change_text or self.text,
                       change_text="", readings=())

    @property
    def has_change(self) -> bool:
        """True when the utterance names a first designation and then changes it."""
        return bool(self.superseded)

    @property
    def card(self) -> Card | None:
        """The card named when both suit and rank are given, else None."""
        if self.suit is not None and self.rank is not None:
            return Card(self.suit, self.rank)
        return None

    @property
    def is_complete(self) -> bool:
        """True when suit and rank are both named (46A: the proper way)."""
        return self.suit is not None and self.rank is not None

    def describe(self) -> str:
        """A short English description, e.g. ``"suit=S rank=- keyword=low"``."""
        s = self.suit.letter if self.suit is not None else ("trump" if self.trump_named else "-")
        r = self.rank.letter if self.rank is not None else "-"
        k = self.keyword.value if self.keyword is not None else "-"
        if self.beat is not None:
            return f"suit={s} rank={r} keyword={k} beat={self.beat.letter}"
        return f"suit={s} rank={r} keyword={k}"
