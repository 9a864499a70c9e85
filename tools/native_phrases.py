"""Per-language accuracy of ``bridgelaw designate`` on the native club players' phrases.

Usage: ``.venv/bin/python tools/native_phrases.py [--show] [FOLDER]`` (default
``tests/designation/data/native-phrases``). Each ``<lang>.yaml`` holds one phrase a line: the
expected result first (``expect``: a card, ``none``, ``must_specify``, ``invalid``,
``defenders_choose``; ``correction``: the card a change in one breath names), the words
(``say``) and the position (``dummy`` in PBN order, ``trick`` so far, ``trump``), as
``bridgelaw designate`` takes them (dummy North, declarer South, 2017 Laws, default options;
the words' language is detected, as the command does). Prints the accuracy per language and,
with ``--show``, every miss.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import yaml

from bridgelaw.editions import Edition
from bridgelaw.forms import designation_table as _table
from bridgelaw.laws.law46 import rule_words
from bridgelaw.regulations import Regulations
from bridgelaw.rulings import Outcome, Ruling

DEFAULT = Path(__file__).resolve().parent.parent / "tests" / "designation" / "data" / "native-phrases"

#: expect -> the outcome it stands for (a card stands for ``played`` with that card).
OUTCOMES = {"none": Outcome.NOT_UNDERSTOOD, "must_specify": Outcome.MUST_SPECIFY,
            "invalid": Outcome.INVALID, "defenders_choose": Outcome.DEFENDERS_DESIGNATE}


def rulings(p: dict[str, Any]) -> list[Ruling]:
    """The rulings ``bridgelaw designate`` gives for phrase ``p`` (words' language detected)."""
    table = _table(str(p["dummy"]), "N", str(p.get("trick") or ""), str(p["trump"]), "", None)
    return rule_words(table, str(p["say"]), None, edition=Edition.E2017, regulations=Regulations())


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
    """The rulings give what the phrase expects (the first card, and the change when given)."""
    expect = str(p["expect"])
    r = rs[0]
    if expect in OUTCOMES:
        ok = r.outcome is OUTCOMES[expect]
    else:
        ok = r.outcome is Outcome.PLAYED and str(r.card) == expect and "revoke" not in r.flags
    if "correction" in p:
        ok = ok and len(rs) == 2 and str(rs[1].extra.get("if_allowed") or rs[1].card) == str(p["correction"])
    elif len(rs) > 1:
        ok = False
    return ok


def load(path: Path) -> list[dict[str, Any]]:
    """The phrases of one file."""
    data = yaml.safe_load(path.read_text("utf-8"))
    assert isinstance(data, list)
    return data


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    show = "--show" in sys.argv
    folder = Path(args[0]) if args else DEFAULT
    total = good = 0
    for path in sorted(folder.glob("*.yaml")):
        phrases = load(path)
        misses = []
        for p in phrases:
            rs = rulings(p)
            if not correct(p, rs):
                misses.append((p, got(rs)))
        n = len(phrases)
        total += n
        good += n - len(misses)
        print(f"{path.stem:3} {n - len(misses):3}/{n}  {100 * (n - len(misses)) / n:5.1f}%")
        if show:
            for p, g in misses:
                print(f"      miss [{p.get('kind')}] {p['say']!r}: expected {p['expect']}"
                      f"{' -> ' + str(p['correction']) if 'correction' in p else ''}, got {g}")
    print(f"all {good}/{total}  {100 * good / max(total, 1):5.1f}%")


if __name__ == "__main__":
    main()
