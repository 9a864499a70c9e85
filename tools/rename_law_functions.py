"""Rename the public law functions of ``bridgelaw.laws`` to one style.

The style (docs/architecture.md, "Law functions"): a public function of ``laws/`` is named
``<what_happened>_<clause>`` - ``lead_accepted_53A``, ``designation_46B1a``, ``label_46B1`` -
never ``law53A_...`` or ``clause_...``; ``tests/laws/test_naming.py`` enforces it.

The rename is an explicit old -> new map applied with word-boundary regular expressions to
every ``.py`` and ``.md`` file under src/, tests/, docs/, bench/ and tools/, the README and
``tests/goldens/data/labels.json`` (whose keys name label functions). An entry may be limited
to one file (``scope``) or qualified by its module (``law53_58.lead_out_of_turn``) where the
bare name also means something else (an engine function, an event kind). Then ``ruff --fix``
re-sorts the imports and ``__all__`` lists the rename put out of order.

It is idempotent (a second run changes nothing) and prints every change. It refuses an entry
whose new name is already defined in the project (another branch added it): that entry is
skipped and named, so that the map can be adjusted.

Usage::

    python tools/rename_law_functions.py          # rename, print the changes
    python tools/rename_law_functions.py --check  # only print what would change; exit 1 if any

Exit codes: 0 done (or nothing to do), 1 ``--check`` found something to rename, 2 a conflict.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: (old, new, scope): ``old`` is a name or ``module.name``; ``scope`` None applies everywhere,
#: else only to that file (relative to the repository root).
RENAMES: list[tuple[str, str, str | None]] = [
    # law16
    ("clause_16_withdrawn", "withdrawn_info_label_16", None),
    ("clause_16_for_withdrawal", "withdrawal_label_16", None),
    ("offending_side_after_correction", "offending_side_16C", None),
    ("info_tags", "info_tags_16C", None),
    # law42_43
    ("state_after", "dummy_state_after_43A2", None),
    # law45_change
    ("why_change_refused", "why_refused_45C4b", None),
    # law45_dummy (the bare name is also an event kind)
    ("law45_dummy.dummy_indicates", "law45_dummy.indicated_by_dummy_45F", None),
    (r"def dummy_indicates\(", "def indicated_by_dummy_45F(", "src/bridgelaw/laws/law45_dummy.py"),
    ('    "dummy_indicates",\n', '    "indicated_by_dummy_45F",\n', "src/bridgelaw/laws/law45_dummy.py"),
    # law45_play
    ("card_played", "played_in_turn_45A", None),
    ("dummy_card_played", "dummy_played_45B", None),
    ("lifted_from_dummy", "lifted_from_dummy_45B", None),
    ("words_not_dummys_turn", "words_not_dummys_turn_45C4a", None),
    # (the bare name is also a parameter of law45_change.change_needs_director_45C4b)
    ("law45_play.words_name_no_card", "law45_play.no_card_named_45C4a", None),
    (r"def words_name_no_card\(", "def no_card_named_45C4a(", "src/bridgelaw/laws/law45_play.py"),
    ('    "words_name_no_card",\n', '    "no_card_named_45C4a",\n', "src/bridgelaw/laws/law45_play.py"),
    ("named_card_not_held", "named_card_not_held_45C4a", None),
    ("pointing_rule", "pointing_option_45C4a", None),
    ("pointed_nothing", "pointed_nothing_45C4a", None),
    ("pointed_designation", "pointed_designation_45C4a", None),
    # law46 (law46_context, law46_clauses)
    ("clause_46B1b_label", "label_46B1b", None),
    ("clause_46B1", "label_46B1", None),
    ("clause_46B_preamble", "incontrovertible_46B", None),
    ("clause_45C4a", "named_in_dummy_45C4a", None),
    ("clause_46B1a", "designation_46B1a", None),
    ("clause_46B1b", "designation_46B1b", None),
    ("clause_46B1c", "designation_46B1c", None),
    ("clause_46B2", "designation_46B2", None),
    ("clause_46B3a", "designation_46B3a", None),
    ("clause_46B3b", "designation_46B3b", None),
    ("clause_46B4", "not_in_dummy_46B4", None),
    ("clause_46B5", "designation_46B5", None),
    # law47
    ("refusal_clause", "refusal_label_47F", None),
    ("clause_47C_changed_designation", "changed_designation_label_47C", None),
    ("clause_47D_opponent_changed", "opponent_changed_label_47D", None),
    ("clause_47E1_misinformed_turn", "misinformed_turn_label_47E1", None),
    ("withdrawn_card_information", "withdrawn_card_information_16C", None),
    ("cards_played_after", "cards_played_after_47E2", None),
    ("may_withdraw", "withdrawal_47", None),
    ("withdraw_after_irregularity", "withdrawal_after_irregularity_47D", None),
    # law48_49
    ("declarer_exposes", "declarer_exposes_48", None),
    ("declarer_faces_cards", "declarer_faces_cards_48B", None),
    ("defender_exposes", "defender_exposes_49", None),
    # law50_52
    ("penalty_class_flags", "penalty_class_flags_50", None),
    ("flag_penalty_class", "flag_penalty_class_50", None),
    ("classify_penalty", "penalty_class_50B", None),
    ("penalty_card_to_play", "penalty_card_to_play_50D1", None),
    ("clause_50D2_51B", "lead_choice_label_50D2", None),
    ("lead_options", "lead_options_50D2", None),
    ("apply_lead_option", "lead_restrictions_50D2", None),
    ("penalty_card_information", "penalty_card_information_50E", None),
    ("breaches_penalty_card", "breaches_penalty_card_52", None),
    ("failure_to_play_penalty_card", "penalty_card_not_played_52", None),
    # law53_58 (the bare lead_out_of_turn is also an engine function)
    ("law53A_accepted_by_play", "lead_accepted_by_play_53A", None),
    ("law53A_accepted", "lead_accepted_53A", None),
    ("law53B_proper_lead", "proper_lead_53B", None),
    ("law53C_declarer_lead_stands", "declarer_lead_stands_53C", None),
    ("law54E_declaring_side", "declaring_side_leads_54E", None),
    ("law54_opening_lead_out_of_turn", "opening_lead_out_of_turn_54", None),
    ("law54_result", "chosen_54", None),
    ("law55A_declarer_leads_out_of_turn", "declarer_leads_out_of_turn_55A", None),
    ("law55B_retraction", "retraction_required_55B", None),
    ("law56_defender_leads_out_of_turn", "defender_leads_out_of_turn_56", None),
    ("law56_refused", "lead_refused_56", None),
    ("law53_58.lead_out_of_turn", "law53_58.led_out_of_turn_53", None),
    ("lead_out_of_turn", "led_out_of_turn_53", "src/bridgelaw/laws/law53_58.py"),
    ("law57A_premature", "premature_play_57A", None),
    ("law57A_choice", "premature_play_choice_57A", None),
    ("law57C_no_rectification", "no_rectification_57C", None),
    ("law57D_play_at_rho_turn", "play_at_rho_turn_57D", None),
    ("law58A_simultaneous", "simultaneous_58A", None),
    ("law58B_several_cards", "several_cards_58B", None),
    # law61_64, law63_64
    ("dummy_prevents_revoke_clause", "dummy_prevents_revoke_label_42A3", None),
    ("dummy_right_message", "dummy_right_message_42A3", None),
    ("established_by_play", "played_since_63A1", None),
    ("establishment_ruling", "establishment_63A", None),
    ("transfer_report", "transfer_report_64", None),
]

DIRS = ("src", "tests", "docs", "bench", "tools")
EXTRA_FILES = ("README.md", "tests/goldens/data/labels.json")
SUFFIXES = (".py", ".md")


def _pattern(old: str, scope: str | None) -> re.Pattern[str]:
    """A plain or dotted name: word boundaries on both sides; a scoped entry with other
    characters (``def x(``, an ``__all__`` line) is matched literally."""
    if re.fullmatch(r"[A-Za-z_][\w.]*", old):
        return re.compile(r"\b" + re.escape(old) + r"\b")
    assert scope is not None, f"a literal entry needs a scope: {old!r}"
    return re.compile(old if old.startswith("def ") else re.escape(old))


def _files() -> list[Path]:
    out = [p for d in DIRS for p in sorted((ROOT / d).rglob("*")) if p.suffix in SUFFIXES and p.is_file()]
    out += [ROOT / f for f in EXTRA_FILES if (ROOT / f).is_file()]
    me = Path(__file__).resolve()
    return [p for p in out if p.resolve() != me and ".venv" not in p.parts]


def _defined(name: str, files: list[Path]) -> list[str]:
    """Files that already define a function ``name`` (the last part of a dotted name)."""
    short = name.rsplit(".", 1)[-1].removeprefix("def ").removesuffix("(")
    rx = re.compile(r"^\s*def " + re.escape(short) + r"\(", re.M)
    return [str(p.relative_to(ROOT)) for p in files if p.suffix == ".py" and rx.search(p.read_text("utf-8"))]


def plan(files: list[Path]) -> tuple[dict[Path, str], list[str], list[str]]:
    """The new text of every file that changes, the change lines to print, and the conflicts."""
    texts = {p: p.read_text(encoding="utf-8") for p in files}
    changed: dict[Path, str] = {}
    log: list[str] = []
    conflicts: list[str] = []
    for old, new, scope in RENAMES:
        rx = _pattern(old, scope)
        targets = [ROOT / scope] if scope else files
        hits = [p for p in targets if rx.search(changed.get(p, texts.get(p, "")))]
        if not hits:
            continue
        if re.fullmatch(r"[\w.]+", new):
            where = _defined(new, files)
            if where:
                conflicts.append(f"{old} -> {new}: {new} is already defined in {', '.join(where)}; skipped")
                continue
        for p in hits:
            text = changed.get(p, texts[p])
            out, n = rx.subn(new.replace("\\", "\\\\"), text)
            changed[p] = out
            log.append(f"{p.relative_to(ROOT)}: {old} -> {new} ({n})")
    return {p: t for p, t in changed.items() if t != texts[p]}, log, conflicts


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="print what would change; exit 1 if anything")
    a = ap.parse_args(argv)
    files = _files()
    changed, log, conflicts = plan(files)
    for line in log:
        print(line)
    for c in conflicts:
        print("conflict:", c, file=sys.stderr)
    if a.check:
        print(f"{len(changed)} files would change")
        return 2 if conflicts else (1 if changed else 0)
    for p, text in changed.items():
        p.write_text(text, encoding="utf-8")
    py = [str(p) for p in changed if p.suffix == ".py"]
    if py:  # imports and __all__ lists the rename put out of order
        subprocess.run([sys.executable, "-m", "ruff", "check", "--fix", "--quiet", "--select", "I001,RUF022",
                        *py], cwd=ROOT, check=False)
    print(f"{len(changed)} files changed" if changed else "nothing to rename")
    return 2 if conflicts else 0


if __name__ == "__main__":
    sys.exit(main())
