"""The clause registry (bridgelaw.clauses), edition aliases, typed options with default bands,
and ``bridgelaw clauses``."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bridgelaw.clauses import CLAUSES, Clause, Version
from bridgelaw.cli import app
from bridgelaw.editions import Edition
from bridgelaw.laws import law16, law42_43, law45, law46, law47
from bridgelaw.regulations import OPTIONS, Option, Regulations

GOLDENS = Path(__file__).resolve().parent / "goldens" / "data"
E = Edition


def test_edition_aliases_1975_1987_ruled_as_1997() -> None:
    assert E.E1975.ruled_as is E.E1997 and E.E1987.ruled_as is E.E1997
    assert [e for e in E if e.is_alias] == [E.E1975, E.E1987]
    assert all(e.ruled_as is e for e in E if not e.is_alias)


def test_clause_version_latest_at_or_before_the_edition_ruled_as() -> None:
    c = Clause("99X", "test", (
        Version(E.E1963, "99", "s"), Version(E.E1987, "99Y", "own 1987 text"),
        Version(E.E2007, "99X", "s"),
    ), "none")
    assert c.label(E.E1963) == "99"
    assert c.label(E.E1987) == "99Y"  # a version declared for the alias itself
    assert c.label(E.E1997) == "99Y"  # still in force: the latest at or before 1997
    assert c.label(E.E1975) == "99Y"  # ruled as 1997
    c2 = Clause("97", "test", (Version(E.E1963, "97", "s"), Version(E.E1997, "97A", "s")), "none")
    assert [c2.label(e) for e in E] == ["97", "97A", "97A", "97A", "97A", "97A"]  # 1975/1987 as 1997
    assert c.label(E.E2017) == "99X"
    late = Clause("98", "test", (Version(E.E2017, "98", "s"),), "none")
    assert late.version(E.E2007) is None and late.label(E.E2007) is None and not late.provided(E.E2007)


def test_45D_45E_no_provision_in_1963() -> None:
    for key in ("45D", "45E1", "45E2"):
        assert not CLAUSES[key].provided(E.E1963)
        assert all(CLAUSES[key].provided(e) for e in E if e is not E.E1963)
    assert law45.no_provision_1963(E.E1963) and not law45.no_provision_1963(E.E1987)


def test_16C_no_provision_before_1997_and_labels_by_edition() -> None:
    labels = {e.value: CLAUSES["16C"].label(e) for e in E}
    assert labels == {"1963": None, "1975": None, "1987": None, "1997": "16C", "2007": "16D", "2017": "16C"}


def _label_functions(e: Edition) -> dict[str, object]:
    d: dict[str, object] = {}
    for k in ["45A", "45B", "45C1", "45C2", "45C2(a)", "45C2(b)", "45C3", "45C4(a)", "45C4(b)", "45C5",
              "45D", "45E1", "45E2", "45F", "45G"]:
        d[f"law45.clause({k})"] = law45.clause(k, e)
    d["law45.no_provision_1963"] = law45.no_provision_1963(e)
    d["law46.label_46B1(a)"] = law46.label_46B1(e, "a")
    d["law46.label_46B1(c)"] = law46.label_46B1(e, "c")
    d["law46.label_46B1(b)"] = law46.label_46B1(e, "b")
    d["law46.label_46B1b"] = law46.label_46B1b(e)
    d["law47.refusal_label_47F"] = law47.refusal_label_47F(e)
    d["law47.47C"] = law47.changed_designation_label_47C(e, change_clause="X")
    d["law47.47D"] = law47.opponent_changed_label_47D(e, change_clause="X")
    d["law47.47E1"] = law47.misinformed_turn_label_47E1(e)
    for part in ("1", "2", ""):
        d[f"law16.withdrawn({part})"] = law16.withdrawn_info_label_16(e, part=part)
    for law in ("45D", "45D1", "47D", "62C1"):
        after_45d = law in ("45D", "45D1")
        d[f"law16.for_withdrawal({law})"] = law16.withdrawal_label_16(e, after_dummys_card_45D=after_45d)
    d["law61_64.42A3"] = law42_43.dummy_prevents_revoke_label_42A3(e)
    return d


@pytest.mark.parametrize("edition", list(E), ids=str)
def test_label_functions_unchanged_by_the_registry(edition: Edition) -> None:
    """The labels the law modules gave before the registry (frozen in labels.json), by edition."""
    frozen = json.loads((GOLDENS / "labels.json").read_text(encoding="utf-8"))
    assert _label_functions(edition) == frozen[edition.value]


def _cited_labels() -> dict[str, set[str]]:
    """Every clause label a golden ruling cites, by edition (sessions and corpus summaries)."""
    per: dict[str, set[str]] = {e.value: set() for e in E}
    with gzip.open(GOLDENS / "sessions.jsonl.gz", "rt", encoding="utf-8") as f:
        next(f)
        for line in f:
            t = json.loads(line)
            for o in t["outcomes"]:
                per[t["laws"]].update(r["law"] for r in o.get("rulings", []))
    with gzip.open(GOLDENS / "corpus.jsonl.gz", "rt", encoding="utf-8") as f:
        next(f)
        for line in f:
            row = json.loads(line)
            for s in row["sum"]:
                if s and not s.startswith("!"):
                    per[row["laws"]].update(part.split(" ")[1] for part in s.split("; "))
    return per


#: Labels cited that are not the registry's label of a clause under that code: none. (1963
#: "45C4(a)" and the 51A choice before 1997 are registered as the clauses "45C4(a) no card" and
#: "51A choice", with the sources that say why they cite those labels.)
KNOWN_UNREGISTERED: set[tuple[str, str]] = set()


def test_every_label_a_ruling_cites_is_a_registered_clause_under_that_edition() -> None:
    missing = []
    for laws, labels in _cited_labels().items():
        e = Edition.parse(laws)
        known = {c.label(e) for c in CLAUSES.values()}
        missing += [(laws, lab) for lab in sorted(labels - known) if (laws, lab) not in KNOWN_UNREGISTERED]
    assert not missing


def test_every_option_names_registered_clauses_and_is_read_by_its_id_or_itself() -> None:
    for oid, o in OPTIONS.items():
        assert o.id == oid
        assert o.clauses and all(k in CLAUSES for k in o.clauses), oid
        assert any(o in CLAUSES[k].options() for k in o.clauses)
    win = OPTIONS["O-46-WIN"]
    assert Regulations({"O-46-WIN": "director"}).get(win, E.E2017) == "director"
    assert Regulations({"O-46-WIN": "director"}).get("O-46-WIN", E.E2017) == "director"
    assert Regulations().get(win, E.E2017) == win.default


def test_option_defaults_by_edition_in_bands() -> None:
    assert [OPTIONS["O-46-B3A"].default_for(e) for e in E] == ["suit_led"] * 5 + ["trump_suit"]
    three = Option("O-46-WIN", ("a", "b", "c"), ((E.E1963, "a"), (E.E1997, "b"), (E.E2017, "c")),
                   "three bands", ("46B1(b)",))
    assert [three.default_for(e) for e in E] == ["a", "b", "b", "b", "b", "c"]  # 1975/1987 ruled as 1997
    assert three.default == "c"
    with pytest.raises(ValueError, match="not one of"):
        Option("O-46-WIN", ("a",), ((E.E1963, "z"),), "bad", ())
    with pytest.raises(ValueError, match="out of order"):
        Option("O-46-WIN", ("a", "b"), ((E.E2017, "a"), (E.E1963, "b")), "bad", ())


def test_cli_clauses_lists_every_clause_with_label_sources_options_verified() -> None:
    r = CliRunner().invoke(app, ["clauses", "--laws", "1997", "--json"])
    assert r.exit_code == 0
    doc = json.loads(r.output)
    assert doc["laws"] == "1997" and doc["ruled_as"] == "1997"
    rows = {c["key"]: c for c in doc["clauses"]}
    assert set(rows) == set(CLAUSES)
    assert rows["47D"]["label"] == "47E" and rows["47D"]["verified"] is True
    assert rows["45C2(a)"]["label"] == "45C2"
    assert {"id": "O-46-B3A", "values": ["trump_suit", "suit_led"], "default": "suit_led"} in rows["46B3(a)"][
        "options"]
    table = CliRunner().invoke(app, ["clauses", "--laws", "1987"])
    assert table.exit_code == 0 and "ruled as 1997" in table.output and "no such provision" in table.output


def test_cli_clauses_bad_edition_one_line_exit_2() -> None:
    r = CliRunner().invoke(app, ["clauses", "--laws", "1999"])
    assert r.exit_code == 2
    assert "error: --laws: '1999' is not a supported edition" in r.output
