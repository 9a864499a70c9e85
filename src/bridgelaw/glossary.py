"""The words of each language that are data, not sentences: how its federation cites a Law, its
quotation marks, the seats, the gender of each card.

Each language has ``locale/<lang>/glossary.toml``, taken from its federation's own Laws text
(the source is named in the file): ``[label]`` (the word for a Law, its plural and case forms,
how a clause is written), ``[quotes]``, ``[seats]`` and ``[sides]`` (the seats as the texts name
them, by grammatical case), ``[gender]`` (the gender of each rank word, which a card's pronouns
and participles agree with), ``[terms]`` (the Laws' vocabulary, each with its source; terms no
federation text confirmed are marked ``confirmed = false``) and ``[forbidden]`` (words the texts
must not use, with the word to use instead; with ``en``, a pattern on the English, only in texts
whose English matches it: Russian указывать is wrong for "designate", right for dummy's
"indicate"). The texts (:mod:`bridgelaw.i18n`) take the labels,
seats and genders from here; ``tests/test_glossary.py`` checks every catalogue against its
glossary.

Every function raises :class:`~bridgelaw.i18n.UnsupportedLanguageError` (through
:func:`glossary`) for a language without a glossary.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

__all__ = [
    "clause_words",
    "edition_words",
    "glossary",
    "law_label",
    "quote",
    "quote_marks",
    "rank_gender",
    "seat_words",
    "side_words",
]

_LOCALE = os.path.join(os.path.dirname(os.path.realpath(__file__)), "locale")
#: The grammatical cases of :data:`bridgelaw.i18n.CASES`, in the order a ``[seats]`` list gives them.
_CASES = ("nom", "gen", "dat", "acc", "ins", "prep")
#: A sub-clause in brackets after a clause letter and number: ``45C4(b)`` -> (``45C4``, ``b``).
_SUB = re.compile(r"(\d+[A-H]\d+)\(([a-z]+)\)")
#: A Law's number and the rest of its label: ``45C4(b)`` -> (``45``, ``C4(b)``).
_NUMBER = re.compile(r"(\d+)([A-H].*)?")
#: A range of Laws: ``42-43``, ``68–71``.
_RANGE = re.compile(r"(\d+)\s*[-–‑]\s*(\d+)")


@cache
def glossary(lang: str) -> Mapping[str, Any]:
    """The glossary of ``lang`` (``locale/<lang>/glossary.toml``) as read by :mod:`tomllib`.

    Raises:
        UnsupportedLanguageError: ``lang`` has no glossary.
    """
    from bridgelaw.i18n import UnsupportedLanguageError, language_code

    code = language_code(lang)
    path = os.path.join(_LOCALE, code, "glossary.toml")
    try:
        with open(path, "rb") as fh:
            raw = fh.read()
    except OSError:
        raise UnsupportedLanguageError(f"language {lang!r} has no glossary ({path})") from None

    def build() -> dict[str, Any]:
        import tomllib

        return tomllib.loads(raw.decode("utf-8"))

    from bridgelaw._cache import cached

    return cached(f"glossary-{code}", raw, __file__, build)


def clause_words(label: str, lang: str) -> str:
    """A clause label as ``lang``'s federation writes it after the word for a Law: ``45C4(b)``
    stays ``45C4(b)`` where sub-clauses are bracketed (``[label] brackets``), becomes ``45C4b``
    where they are not (sv, pl, de) and ``45 C4b`` where a space separates the Law's number from
    its clause (de, ``[label] space``); a range ``42-43`` takes the language's dash. Raises
    nothing but :func:`glossary`'s error."""
    style = glossary(lang)["label"]
    text = label.strip()
    m = _RANGE.fullmatch(text)
    if m:
        return f"{m.group(1)}{style.get('range_dash', '–')}{m.group(2)}"
    if not style.get("brackets", True):
        text = _SUB.sub(r"\1\2", text)
    if style.get("space", False):
        n = _NUMBER.fullmatch(text)
        if n and n.group(2):
            text = f"{n.group(1)} {n.group(2)}"
    return text


def law_label(labels: str | Sequence[str], lang: str, case: str = "nom", *, cap: bool = False) -> str:
    """One Law or several as ``lang``'s federation cites them, in grammatical ``case`` where the
    word declines (ru, pl): ``"45C4(b)"`` -> en "Law 45C4(b)", ru "Правило 45C4(b)" (``case``
    ``"gen"``: "Правила 45C4(b)"), nl "artikel 45C4(b)", de "§ 45 C4b", da "§ 45C4(b)";
    ``["45A", "46B"]`` -> en "Laws 45A and 46B", nl "artikelen 45A en 46B", de "§§ 45 A und 46 B",
    da "§ 45A og § 46B". A range (``"42-43"``) takes the plural. ``cap`` capitalises the word
    (the start of a sentence in nl, sv, pl).

    Raises:
        ValueError: no label given.
    """
    items = [labels] if isinstance(labels, str) else list(labels)
    items = [x.strip() for x in items if x.strip()]
    if not items:
        raise ValueError("a Law label is needed")
    style = glossary(lang)["label"]
    many = len(items) > 1 or bool(_RANGE.fullmatch(items[0]))
    if many:
        word = style.get("plural_cases", {}).get(case, style["plural"])
    else:
        word = style.get("cases", {}).get(case, style["word"])
    if cap:
        word = word[:1].upper() + word[1:]
    sep = style.get("separator", " ")
    shown = [clause_words(x, lang) for x in items]
    if style.get("repeat", False) and len(shown) > 1:
        single = style.get("cases", {}).get(case, style["word"])
        shown = [shown[0], *(f"{single}{sep}{x}" for x in shown[1:])]
        word = single if not cap else single[:1].upper() + single[1:]
    if len(shown) == 1:
        listed = shown[0]
    else:
        listed = f"{', '.join(shown[:-1])} {style['and']} {shown[-1]}"
    return f"{word}{sep}{listed}"


def edition_words(year: str, lang: str) -> str:
    """The code of ``year`` as ``lang`` names it: en "Laws 2017", ru "Кодекс 2017 года", nl
    "Spelregels 2017", de "TBR 2017"."""
    return str(glossary(lang)["label"]["edition"]).format(year=year)


def quote_marks(lang: str) -> tuple[str, str]:
    """The quotation marks of ``lang`` (opening, closing): ru and nb «», pl „”, de „“, sv ””."""
    q = glossary(lang)["quotes"]
    return str(q["open"]), str(q["close"])


def quote(text: str, lang: str) -> str:
    """``text`` in ``lang``'s quotation marks (French with its narrow no-break spaces inside)."""
    opening, closing = quote_marks(lang)
    return f"{opening}{text}{closing}"


def seat_words(seat: str, lang: str, case: str = "nom") -> str:
    """A seat (``"N"``, ``"E"``, ``"S"``, ``"W"``) as ``lang``'s texts name it, in grammatical
    ``case`` where the language declines it (ru "Восток", "Востока" ...; fr gen "d'Est", the
    form after "de"); a case the glossary does not give is the nominative. English and Polish
    keep the letters (the PZBS's usage).

    Raises:
        KeyError: ``seat`` is not N, E, S or W.
    """
    forms = glossary(lang)["seats"][seat]
    if isinstance(forms, str):
        return forms
    i = _CASES.index(case) if case in _CASES else 0
    return str(forms[i] if i < len(forms) and forms[i] else forms[0])


def side_words(side: str, lang: str) -> str:
    """A side (``"N/S"`` or ``"E/W"``) as ``lang``'s texts name it: ru "Север–Юг", de "Nord/Süd".

    Raises:
        KeyError: ``side`` is neither.
    """
    return str(glossary(lang)["sides"][side])


def rank_gender(rank: str, lang: str) -> str:
    """The gender of the rank word of ``rank`` (``"A"``, ``"K"`` ... ``"2"``; ``"T"`` the ten) in
    ``lang``, the gender a card's pronouns and participles agree with: fr ``m`` but ``f`` for
    the queen, de ``n`` for the ace, sv ``ett`` for the ace and ``en`` for the rest. ``""``
    where the language has no gender (en)."""
    return str(glossary(lang).get("gender", {}).get(rank, ""))
