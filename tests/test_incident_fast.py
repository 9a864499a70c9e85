"""The quick check of an incident's top level (``incident_quick.quick_top``, no pydantic) against the
schema of record (``incident_schema.IncidentModel``, pydantic): the same fields and defaults,
equal results on every incident file of the project and on generated incidents, and never an
input the quick check accepts that pydantic refuses (the start-up of a single ``rule`` call)."""

from __future__ import annotations

import datetime
import math
import subprocess
import sys
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any
from unittest.mock import patch

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgelaw import incident, incident_quick
from bridgelaw.engine import rule_incident
from bridgelaw.errors import BridgeLawError, IncidentFormatError
from bridgelaw.incident import parse_incident, read_mapping
from bridgelaw.incident_quick import quick_top
from bridgelaw.incident_schema import EndOfPlayModel, IncidentModel, LastTrickModel, validate_top

ROOT = Path(__file__).resolve().parent.parent
SHARED_CASES = ROOT.parent / "shared" / "cases"
DEAL = "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"


def _files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.suffix in (".yaml", ".yml", ".json"))


def _project_files() -> list[Path]:
    return _files(ROOT / "tests" / "data") + _files(ROOT / "docs" / "examples")


def _body(data: Mapping[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in data.items() if not str(k).startswith("x-")}


def _pydantic(body: Mapping[str, Any]) -> dict[str, Any] | None:
    try:
        return validate_top(body)
    except IncidentFormatError:
        return None


def _same(fast: Any, ref: Any) -> bool:
    """Equal, and of the same types all the way down (``1 == True`` and ``1 == 1.0`` do not count)."""
    if type(fast) is not type(ref):
        return False
    if isinstance(ref, dict):
        return set(fast) == set(ref) and all(_same(fast[k], ref[k]) for k in ref)
    if isinstance(ref, list):
        return len(fast) == len(ref) and all(_same(a, b) for a, b in zip(fast, ref, strict=True))
    if isinstance(ref, float) and math.isnan(ref):
        return math.isnan(fast)
    return bool(fast == ref)


def _check(body: dict[Any, Any]) -> dict[str, Any] | None:
    """Assert the quick check agrees with pydantic on ``body``; the quick check's answer."""
    fast = quick_top(body)
    if fast is not None:
        ref = _pydantic(body)
        assert ref is not None, f"the quick check accepts what pydantic refuses: {body!r}"
        assert set(fast) == set(ref) and all(_same(fast[k], ref[k]) for k in ref), (fast, ref)
    return fast


def _rule_both(data: Any, file: str) -> tuple[object, object]:
    """parse_incident with the quick check and with pydantic only: the incident and its rulings
    (``rule_incident``), or the error."""
    def outcome() -> object:
        try:
            inc = parse_incident(data, file=file)
            return inc, [r.to_json() for r in rule_incident(inc)]
        except BridgeLawError as e:
            return ("error", type(e).__name__, str(e))

    quick = outcome()
    with patch.object(incident, "quick_top", lambda body: None):  # pydantic only
        ref = outcome()
    return quick, ref


# ------------------------------------------------------------------ the same fields


def test_quick_check_has_the_fields_defaults_and_required_fields_of_the_model() -> None:
    assert tuple(incident_quick._FAST) == tuple(IncidentModel.model_fields)
    for name, f in IncidentModel.model_fields.items():
        default = incident_quick._FAST[name][1]
        assert (default is None) == f.is_required(), name
        if default is not None:
            assert _same(default(), f.default), name
    subs = ((incident_quick._LAST_TRICK, LastTrickModel), (incident_quick._END_OF_PLAY, EndOfPlayModel))
    for sub, model in subs:
        assert tuple(sub) == tuple(model.model_fields)
        for name, f in model.model_fields.items():
            assert _same(sub[name][1](), f.default), name


def test_incident_format_is_the_models() -> None:
    assert incident_quick.INCIDENT_FORMAT == IncidentModel.model_fields["format"].default


# ------------------------------------------------------------------ every file


def _cases(paths: list[Path]) -> Iterator[tuple[Path, Any]]:
    for p in paths:
        try:
            data = read_mapping(p.read_text(encoding="utf-8"), file=str(p), suffix=p.suffix)
        except (IncidentFormatError, UnicodeDecodeError):
            continue  # not YAML/JSON at all: nothing reaches the check
        yield p, data


@pytest.mark.parametrize("folder", ["project", "shared"])
def test_quick_check_equals_pydantic_on_every_incident_file(folder: str) -> None:
    if folder == "shared" and not SHARED_CASES.is_dir():
        pytest.skip(f"{SHARED_CASES} is absent (the shared cases live next to the repository)")
    paths = _project_files() if folder == "project" else _files(SHARED_CASES)
    checked = quick = 0
    for p, data in _cases(paths):
        if not isinstance(data, Mapping):
            continue
        checked += 1
        body = _body(data)
        fast = _check(body)
        ref = _pydantic(body)
        # every file pydantic accepts is one the quick check understands (else it saves nothing)
        assert (fast is not None) == (ref is not None), p
        quick += fast is not None
        got, want = _rule_both(data, str(p))
        assert got == want, p
    assert checked >= (40 if folder == "project" else 1) and quick >= 1


def test_bad_files_are_refused_with_the_same_error_both_ways() -> None:
    bad = [p for p in _project_files() if "error" in str(p) or "bad" in p.name]
    assert bad, "tests/data holds bad incident files (td_review/errors)"
    for p, data in _cases(bad):
        got, want = _rule_both(data, str(p))
        assert got == want, p


# ------------------------------------------------------------------ tricky values

BASE: dict[str, Any] = {"contract": "2S", "declarer": "S", "deal": DEAL}

TRICKY: list[dict[Any, Any]] = [
    {},
    {"contract": "2S"},
    {**BASE, "laws": True},
    {**BASE, "laws": 2007},
    {**BASE, "laws": 10**5000},
    {**BASE, "laws": 2007.0},
    {**BASE, "format": "bridgelaw-incident/2"},
    {**BASE, "format": 1},
    {**BASE, "contract": "2S\ud800"},
    {**BASE, "declarer": b"S"},
    {**BASE, "deal": None, "hands": {"N": "AK.."}},
    {**BASE, "hands": {1: "AK.."}},
    {**BASE, "hands": {"N": 5}},
    {**BASE, "options": {"O-45C4B-FINDING": True, "x": 1, "y": 1.5, "z": "s"}},
    {**BASE, "options": {"a": None}},
    {**BASE, "options": {"a": [1]}},
    {**BASE, "options": {1: "a"}},
    {**BASE, "options": {"a": float("inf")}},
    {**BASE, "options": []},
    {**BASE, "play": ("H2",)},
    {**BASE, "play": ["H2", 3]},
    {**BASE, "play": "H2"},
    {**BASE, "events": ({"by": "W", "play": "H2"},)},
    {**BASE, "events": {"by": "W"}},
    {**BASE, "events": [1, None, "x", {"by": "W", "play": "H2"}]},
    {**BASE, "findings": {"slip_of_tongue": True, 3: 4}},
    {**BASE, "findings": {"slip_of_tongue": "yes"}},
    {**BASE, "findings": []},
    {**BASE, "expect": [{"law": "45C4(b)"}, {1: 2}]},
    {**BASE, "expect": [{"law": "45C4(b)"}]},
    {**BASE, "expect": [["x"]]},
    {**BASE, "source": "a book"},
    {**BASE, "source": ""},
    {**BASE, "source": {"book": "x", "page": 3}},
    {**BASE, "source": 3},
    {**BASE, "source": datetime.date(2026, 12, 1)},
    {**BASE, "last_trick": {"winner": "N"}},
    {**BASE, "last_trick": {"winner": "N", "cards": ["N:SA"], "leader": "N"}},
    {**BASE, "last_trick": {"winner": 1}},
    {**BASE, "last_trick": []},
    {**BASE, "end_of_play": {"hands_returned": 1}},
    {**BASE, "end_of_play": {"hands_returned": True, "result_without_revoke": 7, "faced": ["E:SA"]}},
    {**BASE, "end_of_play": {"result_without_revoke": True}},
    {**BASE, "end_of_play": {"result_without_revoke": 7.0}},
    {**BASE, "end_of_play": {"play_ended": "true"}},
    {**BASE, "end_of_play": {"attention": None}},
    {**BASE, "end_of_play": {"whenever": "now"}},
    {**BASE, "contrat": "2S"},
    {**BASE, None: 1},
]


@pytest.mark.parametrize("body", TRICKY, ids=range(len(TRICKY)))
def test_quick_check_never_accepts_what_pydantic_refuses(body: dict[Any, Any]) -> None:
    fast = _check(body)
    if _pydantic(body) is None:
        assert fast is None
    got, want = _rule_both(body, "t.yaml")
    assert got == want


# ------------------------------------------------------------------ generated incidents

_TEXT = st.text(st.characters(codec="utf-8") | st.sampled_from("\ud800\udfff"), max_size=6)
_SCALAR = st.one_of(st.none(), st.booleans(), st.integers(-3, 3000), st.floats(allow_nan=False), _TEXT,
                    st.binary(max_size=2))
_ANY = st.recursive(_SCALAR, lambda inner: st.lists(inner, max_size=3)
                    | st.dictionaries(_TEXT | st.integers(0, 3), inner, max_size=3), max_leaves=8)
_CARDS = st.lists(st.sampled_from(["SA", "H2", "N:SA", "E:H3", "DT", "x"]) | _TEXT, max_size=4)


def _maybe(good: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    """Mostly a value of the right shape, sometimes anything."""
    return st.one_of(good, good, good, _ANY)


FIELDS: dict[str, st.SearchStrategy[Any]] = {
    "format": _maybe(st.just("bridgelaw-incident/1")),
    "laws": _maybe(st.sampled_from(["2017", "2007", 1997, "1963", 1987])),
    "options": _maybe(st.dictionaries(_TEXT, st.one_of(_TEXT, st.integers(), st.floats(allow_nan=False),
                                                        st.booleans()), max_size=3)),
    "contract": _maybe(st.sampled_from(["2S", "3NT", "4HX"])),
    "declarer": _maybe(st.sampled_from(["N", "E", "S", "W"])),
    "deal": _maybe(st.just(DEAL) | st.none()),
    "play": _maybe(_CARDS),
    "hands": _maybe(st.none() | st.dictionaries(st.sampled_from("NESW"), st.just("AK.Q.J.T"), max_size=4)),
    "partial": _maybe(st.lists(st.sampled_from("NESW"), max_size=2)),
    "trick": _maybe(_CARDS),
    "last_trick": _maybe(st.none() | st.fixed_dictionaries(
        {}, optional={"winner": st.none() | st.sampled_from("NESW"), "cards": _CARDS})),
    "events": _maybe(st.lists(_ANY, max_size=3)),
    "findings": _maybe(st.none() | st.dictionaries(_TEXT, _ANY, max_size=3)),
    "end_of_play": _maybe(st.none() | st.fixed_dictionaries({}, optional={
        "attention": st.sampled_from(["end_of_play", "after_round"]), "hands_returned": st.booleans(),
        "result_without_revoke": st.none() | st.integers(-1, 14), "faced": _CARDS,
        "play_ended": st.booleans()})),
    "expect": _maybe(st.lists(st.dictionaries(_TEXT, _ANY, max_size=2), max_size=2)),
    "source": _maybe(st.none() | _TEXT | st.dictionaries(_TEXT, _ANY, max_size=2)),
}


@st.composite
def incidents(draw: st.DrawFn) -> dict[Any, Any]:
    names = draw(st.lists(st.sampled_from(sorted(FIELDS)), unique=True))
    body: dict[Any, Any] = {n: draw(FIELDS[n]) for n in names}
    if draw(st.booleans()):
        body.setdefault("contract", "2S")
        body.setdefault("declarer", "S")
    if draw(st.integers(0, 9)) == 0:
        body[draw(_TEXT | st.integers(0, 3))] = draw(_ANY)
    return body


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(incidents())
def test_quick_check_equals_pydantic_on_generated_incidents(body: dict[Any, Any]) -> None:
    fast = _check(body)
    assert fast is None or _pydantic(body) is not None


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(incidents())
def test_generated_incidents_give_the_same_incident_or_error_both_ways(body: dict[Any, Any]) -> None:
    got, want = _rule_both(body, "gen.yaml")
    assert got == want


# ------------------------------------------------------------------ no pydantic on the quick path


def test_reading_a_valid_incident_does_not_import_pydantic() -> None:
    code = ("import sys; from bridgelaw.incident import load_incident; "
            f"load_incident({str(ROOT / 'docs' / 'examples' / 'small-from-dummy.yaml')!r}); "
            "print('pydantic' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
