"""One naming style and one return-shape rule for the law functions (docs/architecture.md, "The
home of a Law").

Naming: a public function of ``bridgelaw.laws`` is named ``<what_happened>_<clause>``
(``lead_accepted_53A``, ``designation_46B1a``, ``label_46B1``, ``qualified_42B1_ask``): words
in lower case and a clause token (two digits, then the clause's letters and digits), never a
``law53A_...`` or ``clause_...`` prefix. The exceptions are the API entry points and a few value
helpers, listed below with their reasons. A name still on the old side of
``tools/rename_law_functions.py``'s map is tolerated until that script has been run.

Return shapes (docs/architecture.md, "Law functions"): a function the engine calls to decide
returns a ``Verdict`` (or ``None`` when the rule does not apply); a pure wording helper returns
a ``Ruling`` (or a list of them); Law 45's clause findings return a ``Decision``; labels are
``str``, predicates ``bool``. No decision comes back as a tuple: the few tuples left are values,
listed with their reasons.
"""

from __future__ import annotations

import importlib
import importlib.util
import inspect
import pkgutil
import re
import typing
from pathlib import Path
from types import ModuleType

import bridgelaw.laws

ROOT = Path(__file__).resolve().parents[2]

#: ``<what_happened>_<clause>[_<words>]``: not ``law\d...`` or ``clause_...``.
NAME = re.compile(
    r"^(?!law\d)(?!clause_)[a-z][a-z0-9]*(?:_[a-z][a-z0-9]*)*_\d{2}[0-9A-Za-z]*(?:_[a-z][a-z0-9]*)*$"
)

#: Public functions of laws/ that keep a name without a clause, and why.
EXEMPT = {
    "resolve_designation": "public API (bridgelaw.__all__: must not change)",
    "parse_dummy_card": "public API (bridgelaw.__all__, python-chess parse_san style)",
    "parse_words": "law46's parser entry, the seam parse_dummy_card's tests patch",
    "rule_words": "entry point: everything Laws 45C4/46 say about one utterance",
    "rule_dummy_event": "entry point: every ruling of Laws 42-43 on one dummy event",
    "parse_dummy_event": "reader of a dummy event of incident-format.md, not a rule",
    "side_name": "a value helper: the side of a seat, 'N/S' or 'E/W'",
    "clause": "law45's label helper (law45.clause(key, edition)), as clauses.label",
    "with_option": "a wording helper: notes the option in force on a list of rulings",
}

#: Public law functions that return a tuple, and why it is not a decision.
TUPLES = {
    "law45.change.change_clauses_45C4b": "two labels (47C and the 16C/16D clause), not a decision",
    "law50.penalty_class_flags_50": "the flags of a classing ruling, a value",
    "law50.flag_penalty_class_50": "an event's rulings with their class flags (rulings, not a decision)",
    "law47.cards_played_after_47E2": "facts of the position (cards after the played card), not a decision",
    "law45.play.pointed_designation_45C4a": "a gesture read as a designation (Decision, ruling), still to "
    "become a Verdict",
    "law46.resolve.no_card_designated_46B4": "outcome and label for the wording function "
    "law46.play.no_card_named_46B4; to become a Ruling with it",
    "law70.adjudicate.claim_position_70": "facts of the position (the search's root node and the "
    "number of remaining tricks the claim speaks of), not a decision",
    "law63.claim_acts_63A": "the acts of a claim Law 63 reads (facts of the record), not a decision",
    "law68.tricks_as_won_68": "the remaining tricks as the settled claim gives them (Trick values "
    "for Law 64), a value, not a decision",
    "law70.words.adjudication_notes_70": "the notes an Adjudication value carries (message id, "
    "parameters), texts rendered with the adjudicated ruling, not a decision",
}


def _pending_renames() -> set[str]:
    """The old names of ``tools/rename_law_functions.py``'s map (tolerated until it runs)."""
    path = ROOT / "tools" / "rename_law_functions.py"
    spec = importlib.util.spec_from_file_location("rename_law_functions", path)
    if spec is None or spec.loader is None:  # pragma: no cover - the tool is in the repository
        return set()
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return {old.rsplit(".", 1)[-1] for old, _new, _scope in mod.RENAMES if re.fullmatch(r"[\w.]+", old)}


#: The modules of laws/ that are the contract's own tools, not rules (laws/home.py; the
#: declarations still waiting for their homes).
TOOLS = {"home", "_legacy"}


def _law_modules() -> list[ModuleType]:
    """Every module of bridgelaw.laws (a package home with all its modules), its tools apart."""
    infos = pkgutil.walk_packages(bridgelaw.laws.__path__, prefix="bridgelaw.laws.")
    names = [m.name for m in infos if m.name.removeprefix("bridgelaw.laws.") not in TOOLS]
    return [importlib.import_module(n) for n in names]


def _public_functions() -> list[tuple[str, str, object]]:
    """``(module short name, function name, function)`` for every public function defined in
    a module of bridgelaw.laws (re-exports counted once, where they are defined)."""
    out = []
    for mod in [bridgelaw.laws, *_law_modules()]:
        short = mod.__name__.removeprefix("bridgelaw.laws").removeprefix(".") or "__init__"
        for name, fn in vars(mod).items():
            if inspect.isfunction(fn) and fn.__module__ == mod.__name__ and not name.startswith("_"):
                out.append((short, name, fn))
    return out


def test_law_functions_are_named_what_happened_and_clause() -> None:
    allowed = set(EXEMPT) | _pending_renames()
    bad = [f"{m}.{n}" for m, n, _ in _public_functions() if not NAME.match(n) and n not in allowed]
    assert not bad, f"name these <what_happened>_<clause> (e.g. lead_accepted_53A): {bad}"


def test_the_naming_rule_itself() -> None:
    # made-up names, so that tools/rename_law_functions.py never touches them
    good = ["fifth_card_45E", "designation_99B1a", "lead_taken_99A", "qualified_99B1_ask", "label_99B1"]
    badn = ["law99A_taken", "clause_99B1a", "lead_choices", "LeadTaken_99A", "taken99A"]
    assert all(NAME.match(n) for n in good)
    assert not any(NAME.match(n) for n in badn)
    assert all(len(why) > 20 for why in (*EXEMPT.values(), *TUPLES.values()))


def test_no_decision_comes_back_as_a_tuple() -> None:
    bad = []
    for m, n, fn in _public_functions():
        ret = typing.get_type_hints(fn).get("return")
        shapes = [ret, *typing.get_args(ret)]
        if any(typing.get_origin(a) is tuple for a in shapes):
            if f"{m}.{n}" not in TUPLES:
                bad.append(f"{m}.{n}")
    assert not bad, f"return a Verdict (effects) or a named value, not a tuple: {bad}"
    known = {f"{m}.{n}" for m, n, _ in _public_functions()}
    assert set(TUPLES) <= known, set(TUPLES) - known
