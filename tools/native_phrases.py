"""Phrases said to dummy, scored as ``bridgelaw designate`` rules them: the one home of the scoring
that the phrase tests (``tests/designation/test_native_phrases.py``, ``test_fresh_phrases.py``,
``test_blind_phrases.py``, through ``tests/conftest.py``) and this command share.

Usage: ``.venv/bin/python tools/native_phrases.py [--show] [FOLDER]`` (default
``tests/designation/data/native-phrases``; also ``tests/designation/data/fresh-phrases`` and
``tests/data/blind-phrases``). Each ``<lang>.yaml`` holds one phrase a line: the expected result
first (``expect``: a card, ``none``, ``must_specify``, ``invalid``, ``defenders_choose``;
``correction``: the card a change in one breath names), the words (``say``) and the position
(``dummy`` in PBN order, ``trick`` so far, ``trump``), as ``bridgelaw designate`` takes them
(dummy North, declarer South, 2017 Laws, default options; the words' language is detected, as the
command does, so a file's name only labels the figures). Prints the agreement per language and,
with ``--show``, every miss. A phrase whose position ``bridgelaw designate`` refuses (its
``error:`` line, e.g. a 13-card dummy with East on lead) is not ruled: it is counted apart as an
invalid position and its error printed with ``--show``.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from bridgelaw.editions import Edition
from bridgelaw.forms import FormError
from bridgelaw.forms import designation_table as _table
from bridgelaw.laws.law46 import rule_words
from bridgelaw.regulations import Regulations
from bridgelaw.rulings import Outcome, Ruling

ROOT = Path(__file__).resolve().parent.parent
DEFAULT = ROOT / "tests" / "designation" / "data" / "native-phrases"

#: expect -> the outcome it stands for (a card stands for ``played`` with that card).
OUTCOMES = {"none": Outcome.NOT_UNDERSTOOD, "must_specify": Outcome.MUST_SPECIFY,
            "invalid": Outcome.INVALID, "defenders_choose": Outcome.DEFENDERS_DESIGNATE}


def load(path: Path) -> list[dict[str, Any]]:
    """The phrases of one ``<lang>.yaml`` file (a list of mappings).

    Raises:
        AssertionError: the file does not hold a list.
    """
    data = yaml.safe_load(path.read_text("utf-8"))
    assert isinstance(data, list), path
    return data


def languages(folder: Path) -> list[str]:
    """The languages of a folder of phrases: the stems of its ``*.yaml`` files, sorted."""
    return sorted(p.stem for p in folder.glob("*.yaml"))


def rulings(p: dict[str, Any]) -> list[Ruling]:
    """The rulings ``bridgelaw designate`` gives for phrase ``p`` (words' language detected).

    Raises:
        FormError: the position cannot be (``error:`` of ``bridgelaw designate``).
    """
    table = _table(str(p["dummy"]), "N", str(p.get("trick") or ""), str(p["trump"]), "", None)
    return rule_words(table, str(p["say"]), None, edition=Edition.E2017, regulations=Regulations())


def position_error(p: dict[str, Any]) -> str | None:
    """Why ``bridgelaw designate`` refuses the position of phrase ``p``, or None when it takes it."""
    try:
        _table(str(p["dummy"]), "N", str(p.get("trick") or ""), str(p["trump"]), "", None)
    except FormError as e:
        return str(e)
    return None


def got(rs: list[Ruling]) -> str:
    """What the rulings amount to, in the words of ``expect`` (plus the change, if any)."""
    r = rs[0]
    out = str(r.card) if r.outcome is Outcome.PLAYED and r.card is not None and "revoke" not in r.flags \
        else r.outcome.value
    if len(rs) > 1:
        c = rs[1].extra.get("if_allowed") or (str(rs[1].card) if rs[1].card else rs[1].outcome.value)
        out += f" -> {c}"
    return out


def correct(p: dict[str, Any], rs: list[Ruling]) -> bool:
    """The first ruling gives what ``expect`` says (a card played, following suit, or the outcome
    named); with ``correction``, the change in one breath names that card; without, one ruling."""
    expect, r = str(p["expect"]), rs[0]
    if expect in OUTCOMES:
        ok = r.outcome is OUTCOMES[expect]
    else:
        ok = r.outcome is Outcome.PLAYED and str(r.card) == expect and "revoke" not in r.flags
    if "correction" in p:
        change = str(rs[1].extra.get("if_allowed") or rs[1].card) if len(rs) == 2 else None
        return ok and change == str(p["correction"])
    return ok and len(rs) == 1


def misses(path: Path) -> list[tuple[dict[str, Any], list[Ruling]]]:
    """The phrases of one file not ruled as they expect, each with its rulings."""
    return [(p, rs) for p in load(path) if not correct(p, rs := rulings(p))]


def missed(path: Path) -> list[tuple[str, str]]:
    """The words and the expected result of each phrase of one file not ruled as it expects."""
    return [(str(p["say"]), str(p["expect"])) for p, _ in misses(path)]


@dataclass
class Score:
    """One language's agreement: phrases ruled, those right, the misses (phrase, what was
    ruled) and the phrases not ruled because their position is invalid (phrase, error)."""

    lang: str
    ruled: int = 0
    right: int = 0
    misses: list[tuple[dict[str, Any], str]] = field(default_factory=list)
    invalid: list[tuple[dict[str, Any], str]] = field(default_factory=list)


def score(path: Path) -> Score:
    """Rule every phrase of one file and compare with what it expects."""
    s = Score(path.stem)
    for p in load(path):
        error = position_error(p)
        if error is not None:
            s.invalid.append((p, error))
            continue
        rs = rulings(p)
        s.ruled += 1
        if correct(p, rs):
            s.right += 1
        else:
            s.misses.append((p, got(rs)))
    return s


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    show = "--show" in sys.argv
    folder = Path(args[0]) if args else DEFAULT
    total = good = bad_positions = 0
    for path in sorted(folder.glob("*.yaml")):
        s = score(path)
        total += s.ruled
        good += s.right
        bad_positions += len(s.invalid)
        extra = f"  ({len(s.invalid)} invalid positions not ruled)" if s.invalid else ""
        print(f"{s.lang:3} {s.right:3}/{s.ruled}  {100 * s.right / max(s.ruled, 1):5.1f}%{extra}")
        if show:
            for p, g in s.misses:
                print(f"      miss [{p.get('kind')}] {p['say']!r}: expected {p['expect']}"
                      f"{' -> ' + str(p['correction']) if 'correction' in p else ''}, got {g}")
            for p, e in s.invalid:
                print(f"      invalid position [{p.get('kind')}] {p['say']!r}: {e}")
    extra = f"  ({bad_positions} invalid positions not ruled)" if bad_positions else ""
    print(f"all {good}/{total}  {100 * good / max(total, 1):5.1f}%{extra}")


if __name__ == "__main__":
    main()
