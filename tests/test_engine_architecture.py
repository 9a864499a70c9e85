"""The engine's shape (docs/architecture.md, "The engine"): outside ``bridgelaw.laws`` no code
builds a ruling, compares an edition, reads an option or picks a message; imports go downward
only - between the project's layers and between the engine's own layers; every event kind has
one handler and every kind of offer one module; the frozen state is never changed by a step; one
Law, one home; no control flow compares a clause label."""

from __future__ import annotations

import ast
import pkgutil
from functools import cache
from pathlib import Path
from typing import Any, get_args

import pytest

import bridgelaw
from bridgelaw.cards import Card, Seat
from bridgelaw.engine import TableSession, offers
from bridgelaw.engine.handlers import HANDLERS
from bridgelaw.engine.offers import module_of
from bridgelaw.engine.position import PLAY_PRECEDENCE
from bridgelaw.engine.step import PRECEDENCE, step
from bridgelaw.errors import BridgeLawError
from bridgelaw.incident import parse_incident
from bridgelaw.laws.verdict import AnyOffer, LeadOutOfTurn, Offer, WithdrawalAfter
from bridgelaw.record import KINDS, Event, EventKind

SRC = Path(bridgelaw.__file__).resolve().parent
ENGINE = SRC / "engine"

#: The ruling fields only a Law function decides (the engine may add the event index, the
#: notes of cards that followed, the options of an offer it opened, seat and card).
DECIDED = {"outcome", "law", "message", "params", "flags", "needs", "penalty"}


def _modules(root: Path) -> list[Path]:
    return sorted(root.rglob("*.py"))


def _name(path: Path) -> str:
    rel = path.relative_to(SRC.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imports(path: Path) -> set[str]:
    """Every ``bridgelaw`` module ``path`` imports (``from x import y`` counts ``x.y`` too)."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names if a.name.startswith("bridgelaw")}
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("bridgelaw"):
            subs = {f"{node.module}.{a.name}" for a in node.names}
            mods = {m for m in subs if _is_module(m)}
            out |= mods or {node.module}
    return out


def _is_module(dotted: str) -> bool:
    p = SRC.parent.joinpath(*dotted.split("."))
    return p.with_suffix(".py").is_file() or p.with_suffix(".c").is_file() or (p / "__init__.py").is_file()


@cache
def _message_names() -> frozenset[str]:
    """The names the homes of the Laws give their messages (``PLAYED``, ``PREMATURE_PLAY`` ...)."""
    from bridgelaw.laws.home import Messages, home_modules, home_names, load_home

    out = set()
    for home in home_names():
        for module in home_modules(load_home(home)):
            registered = {m for v in vars(module).values() if isinstance(v, Messages) for m in v}
            out |= {k for k, v in vars(module).items()
                    if k.isupper() and isinstance(v, str) and v in registered}
    return frozenset(out)


def _violations(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    bad: list[str] = []
    where = f"{path.relative_to(SRC)}"
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            f = node.func
            fname = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
            if fname in ("Ruling", "Decision"):
                bad.append(f"{where}:{node.lineno}: builds a {fname}")
            if fname == "replace" and any(k.arg in DECIDED for k in node.keywords):
                bad.append(f"{where}:{node.lineno}: replace() decides a ruling field")
            if any(k.arg == "message" for k in node.keywords):
                bad.append(f"{where}:{node.lineno}: picks a message")
            if fname == "get" and isinstance(f, ast.Attribute):
                recv = f.value
                rname = (
                    recv.id
                    if isinstance(recv, ast.Name)
                    else recv.attr
                    if isinstance(recv, ast.Attribute)
                    else ""
                )
                if rname.endswith("regulations"):
                    bad.append(f"{where}:{node.lineno}: reads an option")
        elif (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id == "Edition"
        ):
            bad.append(f"{where}:{node.lineno}: names an edition (Edition.{node.attr})")
        elif isinstance(node, ast.Compare) and any(
            isinstance(op, ast.Lt | ast.LtE | ast.Gt | ast.GtE) for op in node.ops
        ):
            names = {n.attr if isinstance(n, ast.Attribute) else getattr(n, "id", "") for n in ast.walk(node)}
            if "edition" in names:
                bad.append(f"{where}:{node.lineno}: compares an edition")
        elif isinstance(node, ast.Name | ast.Attribute) and isinstance(node.ctx, ast.Load):
            name = node.id if isinstance(node, ast.Name) else node.attr
            if name in _message_names() or name.startswith(("M_", "C_")):
                bad.append(f"{where}:{node.lineno}: names a message ({name})")
    return bad


def test_engine_builds_no_ruling_compares_no_edition_reads_no_option_picks_no_message() -> None:
    bad = [v for p in _modules(ENGINE) for v in _violations(p)]
    assert not bad, "\n".join(bad)


#: Where the values themselves are defined (a Ruling, an Edition, the options and clauses).
DEFINITIONS = {"rulings.py", "editions.py", "regulations.py", "clauses.py"}


def test_no_module_outside_laws_decides_a_ruling() -> None:
    """Outside ``laws/`` (and the value modules) nothing builds or decides a ruling, reads an
    option, picks a message or compares editions; naming one (``Edition.parse``, the demo's
    ``Edition.E2017``) is allowed outside the engine."""
    bad = []
    for p in _modules(SRC):
        rel = p.relative_to(SRC)
        if rel.parts[0] == "laws" or rel.name in DEFINITIONS:
            continue
        bad += [v for v in _violations(p) if "names an edition" not in v]
    assert not bad, "\n".join(bad)


def test_the_architecture_test_catches_each_kind_of_violation(tmp_path: Path) -> None:
    p = ENGINE / "_probe_tmp.py"
    code = (
        "def f(w, r, Ruling, Decision, replace, Edition):\n"
        "    Ruling('played', '45A')\n"
        "    Decision(True, '45C4(a)', 'named')\n"
        "    replace(r, law='45A')\n"
        "    x = w.regulations.get('O-POINTING', w.edition)\n"
        "    y = w.edition >= Edition.E2017\n"
        "    return M_01, x, y\n"
    )
    p.write_text(code, encoding="utf-8")
    try:
        kinds = {v.split(": ", 1)[1].split(" (")[0] for v in _violations(p)}
    finally:
        p.unlink()
    assert kinds == {
        "builds a Ruling",
        "builds a Decision",
        "replace() decides a ruling field",
        "reads an option",
        "names an edition",
        "compares an edition",
        "names a message",
    }


#: The project's layers, top to bottom (docs/architecture.md "Layers"): a module imports only its own
#: layer or lower ones.
PROJECT_LAYERS = [
    # front ends: the command line (which starts the service), then the table service (which
    # answers /v1/designate and /v1/rule with the library's bridgelaw.forms, as the CLI does);
    # bridgelaw.client, the service's Python client, imports nothing of the library
    ["bridgelaw.cli", "bridgelaw.__init__", "bridgelaw.client"],
    ["bridgelaw.service"],
    ["bridgelaw.voice", "bridgelaw.distributed"],
    ["bridgelaw.engine", "bridgelaw.parallel", "bridgelaw.forms"],
    ["bridgelaw.incident", "bridgelaw.findings", "bridgelaw.incident_schema", "bridgelaw.incident_quick",
     "bridgelaw.record", "bridgelaw.replay", "bridgelaw.notation", "bridgelaw.bulk"],
    # the Laws: their homes, and the registries assembled from them (the clauses, the options)
    ["bridgelaw.laws", "bridgelaw.clauses", "bridgelaw.regulations"],
    ["bridgelaw.designation"],
    ["bridgelaw.double_dummy"],
    ["bridgelaw.table"],
    [
        "bridgelaw.cards",
        "bridgelaw.editions",
        "bridgelaw.rulings",
        "bridgelaw.errors",
        "bridgelaw._errors",
        "bridgelaw.i18n",
        "bridgelaw.glossary",  # the federations' words and label styles (locale/<lang>/glossary.toml)
        "bridgelaw.texts",  # the words of the CLI and the page in each language (the ui catalogue)
        "bridgelaw.untrusted",
        "bridgelaw._cache",
        "bridgelaw._lazy",
        "bridgelaw._compiled",
        "bridgelaw._bulk",
    ],
]


def _project_layer(module: str) -> int | None:
    best: tuple[int, int] | None = None
    for i, names in enumerate(PROJECT_LAYERS):
        for n in names:
            if module == n or module.startswith(n + "."):
                if best is None or len(n) > best[1]:
                    best = (i, len(n))
    return None if best is None else best[0]


def test_every_module_is_in_a_project_layer() -> None:
    names = [_name(p) for p in _modules(SRC)]
    missing = [n for n in names if n != "bridgelaw" and _project_layer(n) is None]
    assert not missing, f"add these modules to PROJECT_LAYERS: {missing}"


#: Engine functions that still build an offer or a Remember themselves instead of carrying out a
#: law function's verdict, each with its reason. Empty it as the owners move them into laws/.
ENGINE_BUILDS_EFFECTS: dict[str, str] = {
}


def _offer_names() -> set[str]:
    """The names of every kind of offer (laws/verdict.py) and of the Remember effect."""
    from typing import get_args

    from bridgelaw.laws import verdict

    return {t.__name__ for t in get_args(verdict.AnyOffer)} | {"Offer", "Remember"}


def _builds_effects(path: Path) -> list[str]:
    names = _offer_names()
    out = []
    for fn in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(fn, ast.FunctionDef):
            continue
        for node in ast.walk(fn):
            f = node.func if isinstance(node, ast.Call) else None
            if isinstance(f, ast.Name) and f.id in names:
                out.append(f"{path.relative_to(ENGINE).as_posix()}:{fn.name}")
    return out


def test_the_engine_carries_offers_and_pending_state_out_and_builds_none() -> None:
    """Law functions return the offers and what a Law keeps (Remember) ("decide, then evolve");
    the engine only carries them out - except the documented :data:`ENGINE_BUILDS_EFFECTS`."""
    found = {f for path in _modules(ENGINE) for f in _builds_effects(path)}
    assert found - set(ENGINE_BUILDS_EFFECTS) == set()
    assert set(ENGINE_BUILDS_EFFECTS) - found == set(), "no longer builds effects: remove it"


def test_project_imports_go_downward() -> None:
    bad = []
    for path in _modules(SRC):
        me = _project_layer(_name(path)) if _name(path) != "bridgelaw" else 0
        if me is None:
            continue
        for imp in _imports(path):
            other = _project_layer(imp)
            assert other is not None or imp == "bridgelaw", f"{imp} ({_name(path)} imports it) is in no layer"
            if other is not None and other < me:
                bad.append(f"{_name(path)} imports {imp}")
    assert not bad, "\n".join(bad)


#: The engine's layers, bottom to top (bridgelaw.engine's docstring); a module imports engine
#: modules of lower layers only (its package's ``__init__`` sits above its modules).
ENGINE_LAYERS = [
    ["state"],
    ["work"],
    ["revoke"],
    ["position"],
    ["dummy", "change"],
    [
        "offers.lead",
        "offers.penalty_card",
        "offers.substitute",
        "offers.premature_57a",
        "offers.defenders_46b5",
        "offers.withdraw",
        "offers.lead_hand_43b2a",
    ],
    ["offers.penalty_lead"],
    ["offers"],
    [
        "handlers.choose",
        "handlers.say",
        "handlers.play",
        "handlers.touch",
        "handlers.hold",
        "handlers.point",
        "handlers.dummy_places",
        "handlers.dummy_indicates",
        "handlers.dummy_act",
        "handlers.claim",
        "handlers.quit",
    ],
    ["handlers.show", "handlers.drop", "handlers.several", "handlers.call", "handlers.finding",
     "handlers.asks"],
    ["handlers"],
    ["validate"],
    ["step"],
    ["session"],
    [""],
]


def _engine_layer(module: str) -> int:
    short = module.removeprefix("bridgelaw.engine").removeprefix(".")
    for i, names in enumerate(ENGINE_LAYERS):
        if short in names:
            return i
    raise AssertionError(f"{module} is in no engine layer: add it to ENGINE_LAYERS")


def test_engine_layers_import_downward() -> None:
    bad = []
    for path in _modules(ENGINE):
        me = _engine_layer(_name(path))
        for imp in _imports(path):
            if not imp.startswith("bridgelaw.engine"):
                continue
            other = _engine_layer(imp)
            if other >= me:
                bad.append(f"{_name(path)} (layer {me}) imports {imp} (layer {other})")
    assert not bad, "\n".join(bad)


#: Functions of ``src/bridgelaw`` still over :data:`MAX_FUNCTION_LINES` code lines, each with
#: why it is not split yet. A new entry needs a reason as good as these; removing one is welcome.
LONG_FUNCTIONS = {
    "designation/lexicon.py:compile_lexicon": "compiles one TOML lexicon into the parser's tables in one "
    "pass; split it with the parser's own review (the words' owners)",
    "designation/parser.py:_read": "the per-word loop of one utterance (bench/designate.py): corrections, "
    "traps, unknown words, readings; its rare branches are functions, a call per word would cost speed",
    "notation/lin.py:_read_chunks": "the LIN reader's hot loop (bench/replay.py): the per-token "
    "state stays in locals; a call per token costs measurable speed",
    "notation/pbn.py:_tokens": "the PBN tokenizer's hot loop (bench/replay.py): a call per token costs speed",
    "notation/pbn.py:_read_play": "the PBN play-section reader's hot loop (bench/replay.py): a call per "
    "token costs speed",
    "voice/grammar.py:_build": "builds one position grammar in one pass (the voice work owns it)",
}

#: The size rules: no module over 800 lines, no function over 60 lines of code (its
#: docstring not counted: a documented signature is not complexity).
MAX_MODULE_LINES = 800
MAX_FUNCTION_LINES = 60


def _code_lines(node: ast.FunctionDef | ast.AsyncFunctionDef) -> int:
    n = (node.end_lineno or node.lineno) - node.lineno + 1
    first = node.body[0] if node.body else None
    if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
        if isinstance(first.value.value, str):
            n -= (first.end_lineno or first.lineno) - first.lineno + 1
    return n


def test_modules_and_functions_stay_small() -> None:
    """Every module of src/bridgelaw is at most 800 lines and every function at most 60 lines of
    code, except the functions in :data:`LONG_FUNCTIONS` (each with its reason)."""
    big, long, seen = [], [], set()
    for path in _modules(SRC):
        text = path.read_text(encoding="utf-8")
        if len(text.splitlines()) > MAX_MODULE_LINES:
            big.append(f"{path.relative_to(SRC)} {len(text.splitlines())} lines")
        for node in ast.walk(ast.parse(text)):
            if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            if _code_lines(node) > MAX_FUNCTION_LINES:
                key = f"{path.relative_to(SRC).as_posix()}:{node.name}"
                seen.add(key)
                if key not in LONG_FUNCTIONS:
                    long.append(f"{key} {_code_lines(node)} lines")
    assert not big, big
    assert not long, long
    assert not set(LONG_FUNCTIONS) - seen, f"no longer long, remove: {set(LONG_FUNCTIONS) - seen}"
    assert all(len(why) > 40 for why in LONG_FUNCTIONS.values())


def test_engine_modules_and_functions_stay_small() -> None:
    """The engine has no exception: every function at most 60 lines, docstring included."""
    long = []
    for path in _modules(ENGINE):
        text = path.read_text(encoding="utf-8")
        assert len(text.splitlines()) <= MAX_MODULE_LINES, path
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.FunctionDef):
                n = (node.end_lineno or node.lineno) - node.lineno + 1
                if n > MAX_FUNCTION_LINES:
                    long.append(f"{path.name}:{node.name} {n} lines")
    assert not long, long


def test_one_handler_per_event_kind_and_one_module_per_offer() -> None:
    assert set(HANDLERS) == set(EventKind)
    # one module per kind, except dummy's acts of Laws 42-43 (KINDS value "act"): one module, dummy_act;
    # and the acts about a claim (Laws 68-71): one module, claim (they share Law 68's memory)
    acts = {k for k in EventKind if KINDS[k].value == "act"}
    assert {HANDLERS[k].__module__ for k in acts} == {"bridgelaw.engine.handlers.dummy_act"}
    claims = {k for k in EventKind if KINDS[k].value in ("tricks", "yes", "decision")}
    assert {HANDLERS[k].__module__ for k in claims} == {"bridgelaw.engine.handlers.claim"}
    others = {h.__module__ for k, h in HANDLERS.items() if k not in acts | claims}
    assert len(others) == len(EventKind) - len(acts) - len(claims)
    # every kind of offer has its module, found by its type (module_of: an exhaustive match)
    kinds = get_args(AnyOffer)
    assert {t.KIND for t in kinds} == {"lead", "50D2", "51A", "52B1", "57A", "46B5", "46B5-other", "withdraw",
                                       "43B2a"}
    seat = Seat.S
    modules = {module_of(_an_offer(t, seat)) for t in kinds}
    assert modules == {m.name for m in pkgutil.iter_modules(offers.__path__)}
    assert {t for t in _subclasses(Offer) if t not in kinds} == set(), "an Offer subclass is not in AnyOffer"
    play_rules = ["62A", "45E scope", "45E", "54/56/60C", "45A/52", "53-56", "57"]
    assert [name.split(":")[0] for name, _ in PLAY_PRECEDENCE] == play_rules
    assert PRECEDENCE[0][0].startswith("choose")


def _subclasses(cls: type) -> set[type]:
    out = set(cls.__subclasses__())
    return out | {x for c in out for x in _subclasses(c)}


def _an_offer(kind: type[Any], seat: Seat) -> Any:
    """An offer of ``kind`` with made-up values (the typed fields its kind needs)."""
    extra: dict[str, Any] = {}
    if "proper_leader" in kind.__dataclass_fields__:
        extra = {"proper_leader": seat, "lead": LeadOutOfTurn.BY_DEFENDER}
    if "after" in kind.__dataclass_fields__:
        extra = {"after": WithdrawalAfter.REVOKE}
    return kind("45A", frozenset({seat}), ("x",), seat, **extra)


DEAL = "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"


def test_step_never_changes_its_state_and_every_state_is_kept() -> None:
    s = TableSession.from_incident(
        parse_incident({"format": "bridgelaw-incident/1", "contract": "2S", "declarer": "S", "deal": DEAL})
    )
    events = [
        Event(EventKind.PLAY, Seat.W, Card.parse("H2")),
        Event(EventKind.SAY, Seat.S, text="heart queen"),
        Event(EventKind.PLAY, Seat.E, Card.parse("HA")),
        Event(EventKind.PLAY, Seat.S, Card.parse("D3")),
    ]
    snaps = [s.state.table.snapshot()]
    for e in events:
        before = s.state
        snap = before.table.snapshot()
        s.apply(e)
        assert before.table.snapshot() == snap and s.state is not before
        snaps.append(s.state.table.snapshot())
    assert [s.state_at(i).table.snapshot() for i in range(len(events) + 1)] == snaps
    # a refused event: the step raises and the state it was given is the session's still
    state = s.state
    with pytest.raises(BridgeLawError):
        step(state, Event(EventKind.DUMMY_PLACES, Seat.E, Card.parse("S2")), s.context)
    assert s.state is state and s.state.table.snapshot() == snaps[-1]
    # the state at an earlier event replays from there: the same rulings as the first time
    again = step(s.state_at(1), events[1], s.context)
    assert [r.to_json() for r in again.rulings] == [r.to_json() for r in s.rulings if r.event == 1]


# ---------------------------------------------------------------------------- labels and homes

#: Names that hold a clause label (the ``law`` of a ruling, an offer, a withdrawal; a label
#: variable): control flow never compares one, since a label depends on the edition.
def _names_label(node: ast.AST) -> bool:
    name = node.attr if isinstance(node, ast.Attribute) else node.id if isinstance(node, ast.Name) else None
    return name is not None and (name in ("law", "label", "rlaw") or name.endswith(("_law", "_label")))


def _label_comparisons(path: Path) -> list[str]:
    """Every comparison of a clause label in ``path``: ``x.law == ...``, ``law in (...)``,
    ``label != ...``, ``r.law.startswith(...)`` (``law is None`` is no comparison of a label)."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Compare) and not all(isinstance(o, ast.Is | ast.IsNot) for o in node.ops):
            if any(_names_label(x) for x in [node.left, *node.comparators]):
                out.append(f"{path.relative_to(SRC).as_posix()}:{node.lineno}: {ast.unparse(node)}")
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
              and node.func.attr in ("startswith", "endswith") and _names_label(node.func.value)):
            out.append(f"{path.relative_to(SRC).as_posix()}:{node.lineno}: {ast.unparse(node)}")
    return out


#: Files whose label comparisons are known and being removed, each with its reason.
LABEL_COMPARISONS_LEFT = {
    # the registry itself: it answers which clause a label is under an edition (Clauses.cites)
    "clauses.py": "the clause registry, where labels are declared by edition",
}


def test_no_control_flow_compares_a_clause_label() -> None:
    """A clause label depends on the edition (``45D`` 2007 is ``45D1`` 2017): what a rule must
    know about a ruling, an offer or a withdrawal is a typed fact of it, never its label."""
    bad = [v for p in _modules(SRC) for v in _label_comparisons(p)
           if v.split(":")[0] not in LABEL_COMPARISONS_LEFT]
    assert not bad, "\n".join(bad)


def test_the_label_test_catches_each_form(tmp_path: Path) -> None:
    p = SRC / "_probe_label_tmp.py"
    p.write_text("def f(r, o, law, x_label):\n"
                 "    if r.law == '45D':\n        return 1\n"
                 "    if o.law in ('54', '56') or law.startswith('54') or x_label != '6':\n        return 2\n"
                 "    return 3 if r.law is None else 4\n", encoding="utf-8")
    try:
        found = _label_comparisons(p)
    finally:
        p.unlink()
    assert len(found) == 4, found


def _law_of_home(name: str) -> tuple[int, ...]:
    from bridgelaw.laws.home import law_numbers

    return law_numbers(name)


def test_one_law_one_home() -> None:
    """Every module of ``laws/`` is a home of a Law (``lawNN``, ``lawNN_MM``) or one of the
    contract's own (``home``, ``verdict``); no Law has two homes; every clause is declared by
    the home of its Law."""
    from bridgelaw.clauses import CLAUSES
    from bridgelaw.laws.home import HOME_NAME, home_names

    laws = SRC / "laws"
    own = {"__init__", "home", "verdict"}
    entries = {p.stem if p.is_file() else p.name for p in laws.iterdir()
               if p.suffix == ".py" or (p / "__init__.py").is_file()}
    strays = sorted(e for e in entries - own if not HOME_NAME.fullmatch(e))
    assert not strays, f"not a home of a Law: {strays}"
    homes_of: dict[int, list[str]] = {}
    for name in home_names():
        for n in _law_of_home(name):
            homes_of.setdefault(n, []).append(name)
    twice = {n: hs for n, hs in homes_of.items() if len(hs) > 1}
    assert not twice, f"Laws with two homes: {twice}"
    astray = sorted(f"{c.key} in {c.home}" for c in CLAUSES.values() if c.law not in _law_of_home(c.home))
    assert not astray, f"clauses declared outside the home of their Law: {astray}"
