"""Golden outputs of the engine: what is frozen, how it is computed, how it is compared.

Three goldens (docs/architecture.md, "Goldens"), all computed through the public API only
(:class:`~bridgelaw.engine.TableSession`, :func:`~bridgelaw.cli.rule.ruling_document`,
:func:`~bridgelaw.laws.law46.resolve_designation`), so that a redesign of the engine behind
that API can be checked against them:

1. ``data/rulings.json``: the ruling document (``bridgelaw rule --json``) in en/ru/sv/nl of every
   incident file in ``../shared/cases/`` (keyed ``cases/<file name>``; the files are read from
   there, never copied), ``docs/examples/`` and the demo's scripted incident, plus the demo's
   designations of dummy's card (part 2 of ``bridgelaw demo``).
2. ``data/sessions.jsonl.gz``: a trace of every session the test suite creates (recorded by the
   hook in ``tests/conftest.py`` when ``BRIDGELAW_TRACE`` names a file): the setup, edition and
   options, and for each event its rulings or the type of its refusal, with the state after it
   (:func:`state_of`).
3. ``data/corpus.jsonl.gz``: a seeded random corpus (:func:`corpus_session`) of sessions over
   every edition and every option value; per session the events, a compact summary of each
   event's rulings and a short digest of each event's full outcome (rulings with message ids and
   parameters, texts in four languages, state).

``tools/goldens.py --update`` regenerates them deliberately and prints the changed rulings;
``tools/goldens.py --check`` compares everything, the full corpus included.
"""

from __future__ import annotations

import gzip
import hashlib
import io
import json
import random
import tomllib
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
DATA = Path(__file__).resolve().parent / "data"
RULINGS_FILE = DATA / "rulings.json"
SESSIONS_FILE = DATA / "sessions.jsonl.gz"
CORPUS_FILE = DATA / "corpus.jsonl.gz"
WORDS_FILE = DATA / "corpus-words.json"
LANGS = ("en", "ru", "sv", "nl")
#: The corpus: its seed and size (``tools/goldens.py --update`` regenerates exactly these).
CORPUS_SEED = 20261201
CORPUS_SIZE = 20_000
#: Every ``QUICK_STRIDE``-th corpus session is checked by the always-run quick test.
QUICK_STRIDE = 20


def shared_root() -> Path:
    """``../shared`` (or ``$BRIDGELAW_SHARED``), as tests/conftest.py finds it."""
    import os

    return Path(os.environ.get("BRIDGELAW_SHARED", ROOT.parent / "shared"))


def dumps(obj: Any) -> str:
    """Canonical compact JSON (sorted keys, UTF-8 kept): the form digests are taken of."""
    return json.dumps(obj, ensure_ascii=False, sort_keys=True, separators=(",", ":"), default=str)


def digest(obj: Any, n: int = 8) -> str:
    """The first ``n`` hex digits of the SHA-256 of :func:`dumps` of ``obj``."""
    return hashlib.sha256(dumps(obj).encode("utf-8")).hexdigest()[:n]


def write_jsonl_gz(path: Path, rows: Iterable[Any]) -> None:
    """Write rows as gzip-compressed JSON lines, byte-reproducibly (no timestamp in the header)."""
    buf = io.BytesIO()
    with gzip.GzipFile(fileobj=buf, mode="wb", mtime=0, compresslevel=9) as gz:
        for row in rows:
            gz.write((dumps(row) + "\n").encode("utf-8"))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(buf.getvalue())


def read_jsonl_gz(path: Path) -> Iterator[Any]:
    """The rows of a file written by :func:`write_jsonl_gz`."""
    with gzip.open(path, "rt", encoding="utf-8") as f:
        for line in f:
            if line.strip():
                yield json.loads(line)


# ---------------------------------------------------------------------------- what is compared


def ruling_json(r: Any) -> dict[str, Any]:
    """A ruling as frozen: its JSON form (incident-format.md) plus message id and parameters."""
    out = r.to_json()
    out["message"] = r.message
    out["params"] = json.loads(dumps(r.params))
    return dict(out)


def texts(r: Any) -> dict[str, str]:
    """The ruling's text in each of :data:`LANGS` (``engine.render_text``)."""
    from bridgelaw.engine import render_text

    return {lang: render_text(r, lang).text for lang in LANGS}


def _card(c: Any) -> str | None:
    return None if c is None else str(c)


def _seat(s: Any) -> str | None:
    return None if s is None else s.letter


def open_choice_json(o: Any) -> dict[str, Any] | None:
    """The open choice (``TableSession.open_choice``): kind, law, choosers, options, seat, card."""
    if o is None:
        return None
    return {
        "kind": o.kind,
        "law": o.law,
        "choosers": sorted(s.letter for s in o.choosers),
        "options": list(o.options),
        "seat": _seat(o.seat),
        "card": _card(o.card),
    }


def state_of(s: Any) -> dict[str, Any]:
    """The state of a session after an event, through the public API only.

    Every card's whereabouts: the hands, the current trick, the tricks with leader and winner,
    the cards not seen (a partial position), the penalty cards with their class, the withdrawn
    cards with clause and 16C/16D tags, the premature cards and the counts of
    ``where_are_cards``; then the turn, tricks won, revokes, the legal cards of the seat to play
    (restrictions included: 50D, 51, 52, 57A ...) and the open choice.
    """
    from bridgelaw.cards import Seat

    t = s.table
    over = t.is_over
    return {
        "hands": {x.letter: str(t.hand(x)) for x in Seat},
        "trick": [f"{x.letter}:{c}" for x, c in t.current_trick],
        "tricks": [
            [tr.number, tr.leader.letter, [f"{x.letter}:{c}" for x, c in tr.cards], _seat(tr.winner)]
            for tr in t.tricks
        ],
        "turn": None if over else t.turn.letter,
        "won": list(t.tricks_won),
        "revokes": [[r.trick, r.seat.letter, str(r.card), str(r.suit_led)] for r in t.revokes],
        "legal": [] if over else [str(c) for c in t.legal_cards()],
        "unseen": [str(c) for c in t.unseen_cards()],
        "counts": s.where_are_cards(),
        "penalty": [[p.seat.letter, str(p.card), str(p.kind)] for p in s.penalty_cards],
        "withdrawn": [[w.event, w.seat.letter, str(w.card), w.law, w.info] for w in s.withdrawn],
        "premature": {x.letter: str(c) for x, c in sorted(s.premature.items(), key=lambda kv: kv[0].letter)},
        "open_choice": open_choice_json(s.open_choice),
    }


def apply_traced(s: Any, event: Any, *, with_texts: bool = False) -> dict[str, Any]:
    """Apply ``event`` to session ``s`` and return what is frozen about it: the rulings
    (:func:`ruling_json`, with texts in four languages if ``with_texts``) or ``refused`` (the
    exception's type name), then the state after it (:func:`state_of`)."""
    from bridgelaw.errors import BridgeLawError

    try:
        rulings = s.apply(event)
    except BridgeLawError as e:
        return outcome_of(s, None, refused=type(e).__name__)
    except Exception as e:  # a bug, but frozen as it is so that the replay shows it
        return outcome_of(s, None, refused="raised " + type(e).__name__)
    return outcome_of(s, rulings, with_texts=with_texts)


def outcome_of(
    s: Any, rulings: list[Any] | None, *, refused: str | None = None, with_texts: bool = False
) -> dict[str, Any]:
    """The frozen outcome of one event: ``rulings`` (or ``refused``), then ``state``."""
    out: dict[str, Any] = {}
    if refused is not None:
        out["refused"] = refused
    else:
        rs = []
        for r in rulings or ():
            j = ruling_json(r)
            if with_texts:
                j["texts"] = texts(r)
            rs.append(j)
        out["rulings"] = rs
    out["state"] = state_of(s)
    return out


def new_session(header: dict[str, Any], laws: str, options: dict[str, str]) -> Any:
    """A session from a recorded setup: the incident header, the edition and the options in force
    (public constructor of :class:`~bridgelaw.engine.TableSession`)."""
    from bridgelaw.editions import Edition
    from bridgelaw.engine import TableSession
    from bridgelaw.incident import incident_from_header
    from bridgelaw.regulations import Regulations

    inc = incident_from_header(header)
    return TableSession(
        inc.setup,
        edition=Edition.parse(laws),
        regulations=Regulations(dict(options)),
        findings=inc.findings,
        header=header,
    )


def replay_trace(trace: dict[str, Any]) -> list[dict[str, Any]]:
    """Re-run a recorded session (``header``, ``laws``, ``options``, ``events``) on the current
    code; the outcome of each event as :func:`apply_traced` gives it (texts in four languages)."""
    from bridgelaw.errors import BridgeLawError
    from bridgelaw.record import Event

    s = new_session(trace["header"], trace["laws"], trace["options"])
    out = []
    for e in trace["events"]:
        try:
            event = Event.from_json(e)
        except BridgeLawError as err:  # an event a test built directly that the reader refuses
            built = event_as_built(e)
            if built is None:
                out.append(outcome_of(s, None, refused=type(err).__name__))
                continue
            event = built
        out.append(apply_traced(s, event, with_texts=True))
    return out


def event_as_built(data: dict[str, Any]) -> Any:
    """The :class:`~bridgelaw.record.Event` a test built directly from its fields, as
    ``Event.to_json`` wrote it, without the incident reader's checks (a dummy act with a value
    the reader refuses, e.g. ``{"by": "W", "dummy_says": "nonsense"}``, which the engine itself
    refuses with its own error). None when the mapping does not even name one act and a seat."""
    from bridgelaw.cards import Card, Seat
    from bridgelaw.record import ACT_FIELDS, KINDS, Event, EventKind

    kinds = [k for k in EventKind if k.value in data]
    if len(kinds) != 1 or not isinstance(data.get("by"), str):
        return None
    kind = kinds[0]
    value = data[kind.value]
    try:
        by = Seat.parse(data["by"])
        card = Card.parse(value) if KINDS[kind].value == "card" and value is not None else None
    except Exception:  # not a seat or card: the reader's refusal stands
        return None
    return Event(
        kind, by, card, text=None if card is not None else value, lang=data.get("lang"),
        purpose=data.get("purpose"), where=data.get("where"),
        partner_could_see=data.get("partner_could_see"), findings=dict(data.get("findings") or {}),
        act_fields={k: data[k] for k in ACT_FIELDS if k in data},
    )


def trace_mismatch(trace: dict[str, Any]) -> str | None:
    """None if a recorded session replays identically; else the first event that differs, with
    the golden and the new outcome."""
    new = replay_trace(trace)
    old = trace["outcomes"]
    for k in range(max(len(new), len(old))):
        a = old[k] if k < len(old) else None
        b = new[k] if k < len(new) else None
        if dumps(a) != dumps(b):
            return (
                f"session of {trace['test']} (laws {trace['laws']}, options {trace['options']}), event {k} "
                f"{trace['events'][k]}:\n  golden: {summary(a) if a else '-'}\n  now:    "
                f"{summary(b) if b else '-'}\n  golden in full: {dumps(a)[:2000]}\n  now in full:    "
                f"{dumps(b)[:2000]}"
            )
    return None


# ---------------------------------------------------------------------------- 2. recording traces

#: The test being run (set by tests/conftest.py while recording).
CURRENT_TEST = "(collection)"
_TRACES: list[dict[str, Any]] = []


def install_recorder() -> None:
    """Wrap ``TableSession.__init__`` and ``TableSession.apply`` so that every session records
    its setup and, for each event, the outcome (:func:`outcome_of`). For ``tools/goldens.py
    --update`` only (``BRIDGELAW_TRACE`` set); the wrappers change nothing the session does."""
    from bridgelaw.engine import TableSession
    from bridgelaw.errors import BridgeLawError

    orig_init = TableSession.__init__
    orig_apply = TableSession.apply

    def init(self: Any, setup: Any, **kw: Any) -> None:
        orig_init(self, setup, **kw)
        header = kw.get("header")
        trace = {
            "test": CURRENT_TEST,
            "header": json.loads(dumps(header)) if header else None,
            "laws": str(kw["edition"]),
            "options": dict(kw["regulations"].choices),
            "events": [],
            "outcomes": [],
        }
        self.__dict__["_golden_trace"] = trace
        _TRACES.append(trace)

    def apply(self: Any, event: Any) -> Any:
        trace = self.__dict__.get("_golden_trace")
        if trace is None or trace.get("busy"):
            return orig_apply(self, event)
        trace["busy"] = True
        try:
            try:
                out = orig_apply(self, event)
            except BridgeLawError as e:
                trace["events"].append(event.to_json())
                trace["outcomes"].append(outcome_of(self, None, refused=type(e).__name__))
                raise
            except Exception as e:
                trace["events"].append(event.to_json())
                trace["outcomes"].append(outcome_of(self, None, refused="raised " + type(e).__name__))
                raise
            trace["events"].append(event.to_json())
            trace["outcomes"].append(outcome_of(self, out, with_texts=True))
            return out
        finally:
            trace.pop("busy", None)

    TableSession.__init__ = init  # type: ignore[method-assign]
    TableSession.apply = apply  # type: ignore[method-assign]


def recorded_traces() -> list[dict[str, Any]]:
    """The sessions recorded so far that can be replayed (a header and at least one event),
    each once (identical sessions of several tests are kept once, under the first test)."""
    seen: set[str] = set()
    out: list[dict[str, Any]] = []
    for t in _TRACES:
        if not t["header"] or not t["events"]:
            continue
        key = digest([t["header"], t["laws"], t["options"], t["events"]], 16)
        if key in seen:
            continue
        seen.add(key)
        out.append(t)
    return out


# ---------------------------------------------------------------------------- 1. ruling documents


def incident_files() -> dict[str, Path]:
    """The incident files whose ruling documents are frozen, keyed ``cases/<name>``,
    ``examples/<name>``, ``demo/<name>`` (``cases/`` only when ``../shared/cases`` exists)."""
    from bridgelaw.cli.demo import demo_incident_path

    out: dict[str, Path] = {}
    cases = shared_root() / "cases"
    if cases.is_dir():
        for p in sorted(cases.iterdir()):
            if p.suffix in (".yaml", ".yml", ".json"):
                out[f"cases/{p.name}"] = p
    for p in sorted((ROOT / "docs" / "examples").iterdir()):
        if p.suffix in (".yaml", ".yml", ".json"):
            out[f"examples/{p.name}"] = p
    demo = demo_incident_path()
    out[f"demo/{demo.name}"] = demo
    return out


def ruling_documents(only: Callable[[str], bool] = lambda k: True) -> dict[str, Any]:
    """The ruling document of every :func:`incident_files` file in each of :data:`LANGS` (or the
    one-line error it gives), and the demo's designations, keyed as there."""
    from bridgelaw.cli.rule import ruling_document
    from bridgelaw.errors import BridgeLawError

    out: dict[str, Any] = {}
    for key, path in incident_files().items():
        if not only(key):
            continue
        per: dict[str, Any] = {}
        for lang in LANGS:
            try:
                per[lang] = ruling_document(path, lang=lang)
            except BridgeLawError as e:
                per[lang] = {"error": f"{type(e).__name__}: {e}"}
        out[key] = per
    if only("demo/designations"):
        out["demo/designations"] = demo_designations()
    return out


def demo_designations() -> dict[str, Any]:
    """Part 2 of ``bridgelaw demo``: each utterance's ruling (JSON + message) in four languages."""
    from bridgelaw.cards import Card, Contract, Hand, Seat
    from bridgelaw.cli.demo import DEMO_UTTERANCES
    from bridgelaw.designation.parser import parse_designation
    from bridgelaw.editions import Edition
    from bridgelaw.laws.law46 import resolve_designation
    from bridgelaw.regulations import Regulations
    from bridgelaw.table import Table

    contract = Contract.parse("4H", Seat.S)
    hands = {Seat.N: Hand.parse("AQ72.K85.J4.Q963")}
    out: dict[str, Any] = {}
    for words, wlang in DEMO_UTTERANCES:
        table = Table.from_position(
            contract, hands, partial=[Seat.E, Seat.S, Seat.W], trick=[(Seat.W, Card.parse("S5"))]
        )
        r = resolve_designation(
            table, parse_designation(words, wlang), seat=Seat.S, edition=Edition.E2017,
            regulations=Regulations(),
        )
        out[f"{words} ({wlang})"] = {**ruling_json(r), "texts": texts(r)}
    return out


# ---------------------------------------------------------------------------- 3. random corpus


@dataclass(frozen=True)
class Words:
    """Words to say, drawn from the lexicons (data) plus a few 'your lead' phrases (47E1)."""

    phrases: tuple[tuple[str, str], ...]


def _expand(entry: str) -> list[str]:
    """``"spade{|s}"`` -> ``["spade", "spades"]`` (the lexicons' brace alternatives; one level)."""
    if "{" not in entry:
        return [entry]
    head, rest = entry.split("{", 1)
    alts, tail = rest.split("}", 1)
    return [f"{head}{a}{t}" for a in alts.split("|") for t in _expand(tail)]


def _lexicon_words() -> dict[str, dict[str, list[str]]]:
    """Per language code: suit words, rank words, keywords and correction words, as frozen with
    the corpus in ``data/corpus-words.json`` (so that a new lexicon or a new word does not move
    the corpus; :func:`lexicon_words_from_files` made that file)."""
    data: dict[str, dict[str, list[str]]] = json.loads(WORDS_FILE.read_text(encoding="utf-8"))
    return data


def lexicon_words_from_files() -> dict[str, dict[str, list[str]]]:
    """The words of :func:`_lexicon_words`, drawn from the lexicon files as they were when the
    corpus was frozen (the first two words of each suit and rank, the first three of each
    keyword, the first three corrections)."""
    out: dict[str, dict[str, list[str]]] = {}
    for p in sorted((ROOT / "src" / "bridgelaw" / "lexicons").glob("*.toml")):
        data = tomllib.loads(p.read_text(encoding="utf-8"))
        w: dict[str, list[str]] = {"suits": [], "ranks": [], "keywords": [], "corrections": []}
        for key in ("suits", "ranks"):
            for entries in data.get(key, {}).values():
                for e in entries[:2]:
                    w[key].extend(_expand(e)[:1])
        for entries in data.get("keywords", {}).values():
            w["keywords"].extend(entries[:3])
        w["corrections"] = list(data.get("corrections", {}).get("words", []))[:3]
        out[p.stem] = w
    return out


#: The options and their values as frozen with the corpus (a copy, so that the corpus does not
#: move when ``regulations.OPTIONS`` is reorganised; ``test_goldens`` checks it still covers
#: every option and value there).
CORPUS_OPTIONS: dict[str, tuple[str, ...]] = {
    "O-16C-45C4B": ("offending", "strict"),
    "O-45B-MOMENT": ("named", "faced"),
    "O-45C4B-WINDOW": ("any_card", "legal_card"),
    "O-45D2": ("card_stands",),
    "O-46-B3A": ("trump_suit", "suit_led"),
    "O-46-B3B-LOCK": ("restricted", "free"),
    "O-46-B5": ("next_to_play_decides", "first_to_speak", "director"),
    "O-46-COVER": ("lowest_beating", "high", "director"),
    "O-46-HIGHLOW": ("invalid", "defenders_choose", "any_suit"),
    "O-46-HIGHLOW-LEAD": ("suit_dummy_won_with", "invalid", "defenders_choose"),
    "O-46-PLEASE": ("low", "any"),
    "O-46-RUFF": ("lowest_trump", "lowest_winning_trump"),
    "O-46-RUN": ("wbf_2000", "disallow"),
    "O-46-WIN": ("known", "last_only_else_high", "public_master", "td_double_dummy", "director"),
    "O-46B4-RHO-PLAYED": ("57D_53_56", "47E1", "penalty_major"),
    "O-50-DIRECTOR-OTHERWISE": ("false", "true"),
    "O-50B-TWO-CARDS": ("intent_based", "always_minor"),
    "O-POINTING": ("designation", "touch", "nothing"),
    "O-66-AUTO-QUIT": ("off", "on"),
}
#: Options added after the corpus was last drawn anew: each session draws them from a stream of
#: its own (``"<seed>:<i>:late"``), so adding one leaves every session's deal and events as they
#: were (the corpus moves only where the new option changes a ruling) - claims (Law 70).
CORPUS_LATE_OPTIONS: dict[str, tuple[str, ...]] = {
    "O-70C-PRESUMPTION": ("unaware", "aware"),
    "O-70E2-ORDER": ("top", "any"),
}
CORPUS_OPTIONS.update(CORPUS_LATE_OPTIONS)
#: The finding names as frozen with the corpus (incident.FINDING_DEFAULTS at the time).
CORPUS_FINDINGS = (
    "accidental", "declarer_saw_dummy", "deemed_lead", "director_otherwise", "incontrovertible",
    "intended_card", "partner_could_see", "pause_for_thought", "slip_of_tongue", "suggestion", "told_turn",
)

_TURN_PHRASES = ("your lead", "it's your turn", "ваш ход", "din tur", "jij bent uit", "à vous")
#: Edition texts in force; 1975/1987 are ruled as 1997 but are frozen separately.
EDITIONS = ("1963", "1975", "1987", "1997", "2007", "2017")


def _say_text(rng: random.Random, lex: dict[str, dict[str, list[str]]]) -> tuple[str, str | None]:
    """Random words to dummy (or to the table) and the language given with them (or None)."""
    lang = rng.choice(sorted(lex))
    w = lex[lang]
    r = rng.random()
    if r < 0.05:
        return rng.choice(_TURN_PHRASES), None
    if r < 0.35 and w["keywords"]:
        text = rng.choice(w["keywords"])
        if rng.random() < 0.3 and w["suits"]:
            text = f"{text} {rng.choice(w['suits'])}"
    elif r < 0.6 and w["ranks"]:
        text = rng.choice(w["ranks"])
    elif r < 0.85 and w["ranks"] and w["suits"]:
        a, b = rng.choice(w["ranks"]), rng.choice(w["suits"])
        text = f"{a} {b}" if rng.random() < 0.5 else f"{b} {a}"
    elif w["corrections"] and w["ranks"]:
        text = f"{rng.choice(w['corrections'])}, {rng.choice(w['ranks'])}"
    else:
        text = rng.choice(w["suits"] or ["small"])
    return text, (lang if rng.random() < 0.5 else None)


def _findings(rng: random.Random, names: list[str]) -> dict[str, Any]:
    """A random findings mapping of one or two findings with valid values."""
    from bridgelaw.cards import ALL_CARDS

    out: dict[str, Any] = {}
    for name in rng.sample(names, rng.choice((1, 1, 2))):
        if name in ("incontrovertible", "intended_card"):
            out[name] = str(rng.choice(ALL_CARDS))
        elif name == "told_turn":
            out[name] = rng.choice("NESW")
        else:
            out[name] = rng.random() < 0.6
    return out


def corpus_setup(
    i: int, seed: int = CORPUS_SEED
) -> tuple[dict[str, Any], str, dict[str, str], random.Random]:
    """Session ``i`` of the corpus: its incident header (a random deal, contract, declarer, some
    cards already played legally), edition, options (each option set with probability 1/2 to a
    uniformly drawn value, so every value of every option occurs), and the random generator that
    then draws its events."""
    from bridgelaw.cards import ALL_CARDS, Contract, Deal, Seat
    from bridgelaw.table import Table

    rng = random.Random(f"{seed}:{i}")
    laws = EDITIONS[i % len(EDITIONS)]
    options = {oid: rng.choice(vs) for oid, vs in CORPUS_OPTIONS.items()
               if oid not in CORPUS_LATE_OPTIONS and rng.random() < 0.5}
    late = random.Random(f"{seed}:{i}:late")
    options.update((oid, late.choice(vs)) for oid, vs in CORPUS_LATE_OPTIONS.items() if late.random() < 0.5)
    cards = list(ALL_CARDS)
    rng.shuffle(cards)
    hands = [".".join("".join(str(c)[1] for c in sorted((c for c in cards[k * 13:(k + 1) * 13]
                                                          if str(c)[0] == s), key=_rank_order))
                      for s in "SHDC") for k in range(4)]
    deal_text = "N:" + " ".join(hands)
    level = rng.randint(1, 7)
    strain = rng.choice(["C", "D", "H", "S", "NT"])
    declarer = rng.choice("NESW")
    table = Table(Deal.parse(deal_text), Contract.parse(f"{level}{strain}", Seat.parse(declarer)))
    play: list[str] = []
    for _ in range(rng.choice((0, 0, 0, 2, 4, 7, 12, 24, 40))):
        c = rng.choice(table.legal_cards())
        table.play(c)
        play.append(str(c))
    header: dict[str, Any] = {
        "format": "bridgelaw-incident/1",
        "laws": laws,
        "contract": f"{level}{strain}",
        "declarer": declarer,
        "deal": deal_text,
        "play": play,
    }
    if options:
        header["options"] = options
    if rng.random() < 0.1:
        header["findings"] = _findings(rng, list(CORPUS_FINDINGS))
    return header, laws, options, rng


def _rank_order(c: Any) -> int:
    return "AKQJT98765432".index(str(c)[1])


def _random_event(s: Any, rng: random.Random, lex: dict[str, dict[str, list[str]]], names: list[str]) -> Any:
    """One random event for session ``s``: mostly plausible (the seat to play, a legal card, a
    choice among the offered options), sometimes out of turn, illegal or refused."""
    from bridgelaw.cards import ALL_CARDS, Seat
    from bridgelaw.record import PURPOSES, WHERES, Event, EventKind

    t = s.table
    o = s.open_choice
    if o is not None and rng.random() < 0.55:
        by = rng.choice(sorted(o.choosers, key=lambda x: x.letter)) if rng.random() < 0.95 else rng.choice(
            list(Seat))
        # an open choice that offers nothing is a known bug (1963, 46B5): choosing is refused
        option = rng.choice(o.options) if o.options and rng.random() < 0.97 else "accept_lead"
        return Event(EventKind.CHOOSE, by, text=option)
    seat = t.turn if rng.random() < 0.8 else rng.choice(list(Seat))
    dummy, declarer = t.dummy, t.declarer
    r = rng.random()
    findings = _findings(rng, names) if rng.random() < 0.12 else {}
    if r < 0.14:
        speaker = declarer if rng.random() < 0.85 else rng.choice(list(Seat))
        text, lang = _say_text(rng, lex)
        return Event(EventKind.SAY, speaker, text=text, lang=lang, findings=findings)
    if r < 0.2:
        by = dummy if rng.random() < 0.9 else seat
        card = rng.choice(list(t.hand(dummy)) or list(ALL_CARDS))
        kind = EventKind.DUMMY_PLACES if rng.random() < 0.7 else EventKind.DUMMY_INDICATES
        return Event(kind, by, card, findings=findings)
    if r < 0.24:
        card = rng.choice(list(t.hand(dummy)) or list(ALL_CARDS))
        purpose = rng.choice([*PURPOSES, None])
        return Event(EventKind.TOUCH, declarer, card, purpose=purpose, findings=findings)
    if r < 0.27:
        card = rng.choice(list(t.hand(dummy)) or list(ALL_CARDS))
        return Event(EventKind.POINT, declarer, card, findings=findings)
    if seat == dummy:
        seat = declarer
    pool = list(t.hand(seat))
    if r < 0.31:
        card = rng.choice(pool or list(ALL_CARDS))
        return Event(EventKind.HOLD, seat, card, where=rng.choice(WHERES), findings=findings)
    if r < 0.37:
        defender = seat if seat not in (declarer, dummy) else declarer.lho
        card = rng.choice(list(t.hand(defender)) or list(ALL_CARDS))
        pcs = rng.choice([True, True, False, None])
        return Event(EventKind.SHOW, defender, card, partner_could_see=pcs, findings=findings)
    # play: the seat to play (declarer for dummy), mostly a legal card
    if seat == declarer and t.turn == dummy and rng.random() < 0.9:
        pool = list(t.hand(dummy))
        legal = t.legal_cards(dummy) if not t.is_over else []
    else:
        legal = t.legal_cards(seat) if not t.is_over else []
    x = rng.random()
    if legal and x < 0.8:
        card = rng.choice(legal)
    elif pool and x < 0.97:
        card = rng.choice(pool)
    else:
        card = rng.choice(list(ALL_CARDS))
    return Event(EventKind.PLAY, seat, card, findings=findings)


_LEX: dict[str, dict[str, list[str]]] | None = None


def corpus_session(i: int, seed: int = CORPUS_SEED) -> dict[str, Any]:
    """Generate corpus session ``i`` deterministically from ``seed`` and run it: header, edition,
    options, the events drawn (each from the state the previous ones left), and for each event
    its full outcome (:func:`apply_traced` with texts)."""
    global _LEX
    if _LEX is None:
        _LEX = _lexicon_words()
    names = list(CORPUS_FINDINGS)
    header, laws, options, rng = corpus_setup(i, seed)
    s = new_session(header, laws, options)
    events: list[dict[str, Any]] = []
    outcomes: list[dict[str, Any]] = []
    for _ in range(rng.randint(3, 45)):
        if s.table.is_over and rng.random() < 0.7:
            break
        e = _random_event(s, rng, _LEX, names)
        events.append(e.to_json())
        outcomes.append(apply_traced(s, e, with_texts=True))
    return {
        "i": i, "header": header, "laws": laws, "options": options, "events": events, "outcomes": outcomes
    }


def summary(outcome: dict[str, Any]) -> str:
    """A compact line for one event's outcome: ``played 45A H2; options 50D2 -`` or ``!NotYourTurnError``."""
    if "refused" in outcome:
        return "!" + outcome["refused"]
    return "; ".join(
        f"{r['outcome']} {r['law']} {r['seat'] or '-'}:{r['card'] or '-'}" for r in outcome["rulings"]
    )


def corpus_row(run: dict[str, Any]) -> dict[str, Any]:
    """What is stored of a corpus session (the events are regenerated from the seed, since each is
    drawn from the state the previous ones left, so equal outcomes give equal events): its index,
    edition, one compact summary per event and a 4-hex-digit digest of each event's full outcome
    (event, rulings with message ids and parameters, texts in four languages, state)."""
    return {
        "i": run["i"],
        "laws": run["laws"],
        "sum": [summary(o) for o in run["outcomes"]],
        "dig": " ".join(_event_digest(e, o) for e, o in zip(run["events"], run["outcomes"], strict=True)),
    }


def _event_digest(event: dict[str, Any], outcome: dict[str, Any]) -> str:
    return digest([event, outcome], 4)


def corpus_mismatch(row: dict[str, Any], seed: int = CORPUS_SEED) -> str | None:
    """None if stored corpus session ``row`` comes out identically on the current code; else a
    description of the first event that differs: the event, the golden summary, the new summary
    and the new full outcome."""
    run = corpus_session(row["i"], seed)
    digs = row["dig"].split()
    got = [_event_digest(e, o) for e, o in zip(run["events"], run["outcomes"], strict=True)]
    if got == digs:
        return None
    for k in range(max(len(got), len(digs))):
        if k >= len(got) or k >= len(digs) or got[k] != digs[k]:
            old = row["sum"][k] if k < len(row["sum"]) else "(no event: the session ended)"
            new = summary(run["outcomes"][k]) if k < len(got) else "(no event: the session ended)"
            event = run["events"][k] if k < len(got) else None
            full = dumps(run["outcomes"][k])[:3000] if k < len(got) else ""
            return (
                f"corpus session {row['i']} (laws {run['laws']}, options {run['options']}, header "
                f"{dumps(run['header'])}), event {k} {event}:\n  golden: {old}\n  now:    {new}\n"
                f"  now in full: {full}"
            )
    return None  # pragma: no cover - the lists differ, so some k differs


def corpus_rows(indices: Iterable[int], seed: int = CORPUS_SEED) -> Iterator[dict[str, Any]]:
    """The stored rows of the given corpus sessions, generated on the current code."""
    for i in indices:
        yield corpus_row(corpus_session(i, seed))
