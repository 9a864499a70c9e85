"""Real claims in the archives: `bridgelaw replay` puts each claimed board's
claim (declarer's total tricks, LIN ``mc``, PBN ``*`` with ``[Result]``) against double dummy
from the claim position (endplay's DDS through bridgelaw.double_dummy): above (the defenders let
tricks go), at, below (tricks conceded that could not be lost), or unchecked."""

from __future__ import annotations

import io
import json
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from bridgelaw import bulk, parallel
from bridgelaw.cli import app
from bridgelaw.double_dummy import dd_card_values
from bridgelaw.notation import read_any, read_lin
from bridgelaw.parallel import plan, replay_parallel, run_task
from bridgelaw.replay import ClaimEntry, JsonReport, Summary, check_claim, random_board, replay_table
from conftest import shared_dir
from test_bulk import needs_native
from test_parallel import lin_line, write_archive

runner = CliRunner()

# N holds every spade, E every heart, S every diamond, W every club; N deals.
_MD = "md|3SHDAKQJT98765432C,SHDCAKQJT98765432,SAKQJT98765432HDC,|"


def _board(contract: str, cards: list[str], claim: int) -> object:
    calls = "".join(f"mb|{c}|" for c in (contract, "p", "p", "p"))
    (b,) = read_lin(f"qx|o1|{_MD}{calls}" + "".join(f"pc|{c}|" for c in cards) + f"mc|{claim}|")
    return b


def _check(contract: str, cards: list[str], claim: int) -> ClaimEntry:
    b = _board(contract, cards, claim)
    r, table = replay_table(b)  # type: ignore[arg-type]
    assert r.status == "claimed", r.detail
    got = check_claim(b, table)  # type: ignore[arg-type]
    assert check_claim(b) == got  # replayed here when no table is given: the same
    return got


def test_70_claim_at_and_below_double_dummy() -> None:
    # 7S by N: E leads a heart, N ruffs; every trick is N's from there
    trick1 = ["H2", "D2", "C2", "S2"]
    at = _check("7S", trick1, 13)
    assert (at.claim, at.dd, at.vs_dd, at.cards, at.won, at.detail) == (13, 13, "at", 4, 1, "")
    below = _check("7S", trick1, 12)  # one trick conceded that could not be lost
    assert (below.dd, below.vs_dd) == (13, "below")


def test_70_claim_above_double_dummy_and_mid_trick() -> None:
    # 1NT by N: E's hearts take every trick; N discards a spade on the lead
    trick1 = ["H2", "D2", "C2", "S2"]
    above = _check("1N", trick1, 3)  # declarer claims 3 of 12 left: the defenders let them go
    assert (above.dd, above.vs_dd, above.won) == (0, "above", 0)
    mid = _check("1N", [*trick1, "H3", "D3"], 0)  # claim with two cards played to trick 2
    assert (mid.dd, mid.vs_dd, mid.cards) == (0, "at", 6)


def test_70_claim_of_a_partly_known_deal_is_unchecked() -> None:
    (b,) = read_lin("qx|o1|md|3SHDAKQJT98765432C,,SAKQJT98765432HDC,|mb|7S|mb|p|mb|p|mb|p|"
                    "pc|H2|pc|D2|pc|C2|pc|S2|mc|13|")
    r, table = replay_table(b)
    # two hands missing: the reader says the deal does not give four hands of 13 cards, and a
    # board whose reader met a problem is not counted clean - unreadable, the play read noted
    assert r.status == "unreadable"
    assert "four hands of 13 cards" in r.detail and "13 tricks claimed" in r.detail
    got = check_claim(b, table)
    assert got.vs_dd == "unchecked" and got.dd is None and "partly known" in got.detail


@settings(max_examples=25, deadline=None)
@given(st.integers(min_value=0, max_value=2**32), st.integers(min_value=16, max_value=48))
def test_70_double_dummy_of_a_claim_is_between_won_and_won_plus_left(seed: int, after: int) -> None:
    import random

    b = random_board(random.Random(seed), claim_after=after)
    r, table = replay_table(b)
    assert r.status == "claimed" and table is not None
    got = check_claim(b, table)
    done = table.trick_number - 1
    assert got.dd is not None and got.won <= got.dd <= got.won + 13 - done
    assert got.vs_dd == ("above" if b.claim > got.dd else "below" if b.claim < got.dd else "at")  # type: ignore[operator]
    # the best card for the side to play gives its side exactly the double-dummy tricks
    best = max(dd_card_values(table).values())
    mine = got.dd - got.won
    assert best == (mine if table.turn.same_side(table.declarer) else 13 - done - mine)


def _claim_archive(path: Path, n: int, seed: int) -> None:
    """LIN boards (with qx, and pn first), most of them claims (mid-trick too)."""
    import random

    rng = random.Random(seed)
    with path.open("w") as fh:
        for i in range(n):
            after = rng.randint(12, 50) if rng.random() < 0.8 else None
            fh.write(lin_line(random_board(rng, number=i + 1, claim_after=after), i + 1, i % 2))


@pytest.mark.parametrize("workers", [1, 2])
def test_claims_are_the_same_for_every_engine_and_number_of_workers(tmp_path: Path, workers: int) -> None:
    f = tmp_path / "claims.lin"
    _claim_archive(f, 120, 3)
    write_archive(tmp_path / "messy.lin", 150, 2, seed=9)
    files = [f, tmp_path / "messy.lin"]
    ref = Summary(files=2, dd=True)
    for path in files:
        for b in read_any(path):
            r, table = replay_table(b)
            ref.add(r)
            if r.status == "claimed":
                ref.add_claim(check_claim(b, table))
    assert sum(ref.claims.values()) > 60 and len(ref.claims) >= 2
    for engine in ("bulk", "table"):
        claims: list[ClaimEntry] = []
        got = replay_parallel(files, workers=workers, engine=engine, task_bytes=3000, dd=True,
                              on_claim=claims.append)
        assert claims == ref.claim_entries and got.claims == ref.claims and got.counts == ref.counts


@needs_native
def test_with_dd_the_C_path_hands_claimed_boards_to_python(tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    f = tmp_path / "claims.lin"
    _claim_archive(f, 200, 5)
    tasks = plan([f], task_bytes=1 << 22)
    fast = [run_task(t, dd=True) for t in tasks]
    monkeypatch.setattr(parallel, "FAST_LIN", False)
    slow = [run_task(t, dd=True) for t in tasks]
    assert [[(s.counts, s.claims, s.claim_entries) for s in r.summaries] for r in fast] == \
        [[(s.counts, s.claims, s.claim_entries) for s in r.summaries] for r in slow]
    assert sum(s.claims.total() for r in fast for s in r.summaries) == sum(
        s.counts["claimed"] for r in fast for s in r.summaries) > 100


def test_without_dd_no_claim_is_checked_and_the_json_is_as_before(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    f = tmp_path / "claims.lin"
    _claim_archive(f, 60, 7)

    def boom(*_a: object) -> None:
        raise AssertionError("a claim was checked with --no-dd")

    monkeypatch.setattr(bulk, "check_claim", boom)
    monkeypatch.setattr(parallel, "check_claim", boom)
    r = runner.invoke(app, ["replay", str(f), "--json", "--no-dd"])
    assert r.exit_code == 0
    obj = json.loads(r.stdout)
    assert list(obj) == ["problems", "files", "boards", "counts"] and obj["counts"]["claimed"] > 20


def test_json_report_with_claims_is_the_kept_summary_json(tmp_path: Path) -> None:
    f = tmp_path / "claims.lin"
    _claim_archive(f, 80, 11)
    write_archive(tmp_path / "messy.lin", 80, 0, seed=4)
    files = [f, tmp_path / "messy.lin"]
    kept = replay_parallel(files, workers=1, task_bytes=3000, dd=True)
    out = io.StringIO()
    report = JsonReport(out, dd=True)
    streamed = replay_parallel(files, workers=1, task_bytes=3000, dd=True, on_problem=report.problem,
                               on_claim=report.claim)
    report.close(streamed)
    assert out.getvalue() == json.dumps(kept.to_json(), indent=1) + "\n"
    obj = json.loads(out.getvalue())
    assert list(obj) == ["problems", "claims", "files", "boards", "counts", "claims_vs_dd"]
    assert len(obj["claims"]) == sum(obj["claims_vs_dd"].values()) == obj["counts"]["claimed"] > 30
    assert set(obj["claims"][0]) == {"file", "board", "room", "claim", "dd", "vs_dd", "cards_played",
                                     "declarer_won", "detail"}
    empty = io.StringIO()
    JsonReport(empty, dd=True).close(Summary(files=1, dd=True))
    assert empty.getvalue() == json.dumps(Summary(files=1, dd=True).to_json(), indent=1) + "\n"


# ---------------------------------------------------------------- the real archives of ../shared/data

def _claims_of(sub: str) -> tuple[Counter[str], list[ClaimEntry]]:
    s = replay_parallel(sorted(shared_dir(sub).rglob("*.lin")), workers=1, dd=True)
    return s.claims, s.claim_entries


def test_70_real_bbo_claims_against_double_dummy() -> None:
    counts, claims = _claims_of("data/bbo-individual-lin")
    assert sum(counts.values()) == 81  # every claimed board of the 177 with play
    assert counts == Counter({"at": 81}), [c for c in claims if c.vs_dd != "at"]
    assert all(c.dd is not None and c.won <= c.claim for c in claims)


def test_70_real_vugraph_claims_against_double_dummy() -> None:
    counts, claims = _claims_of("data/vugraph-lin")
    assert counts == Counter({"at": 30}), [c for c in claims if c.vs_dd != "at"]
    assert {c.room for c in claims} == {"open", "closed"}


def test_cli_reports_the_claims_of_the_shared_data() -> None:
    d = shared_dir("data")
    r = runner.invoke(app, ["replay", str(d / "bbo-individual-lin"), str(d / "vugraph-lin"), "--json"])
    obj = json.loads(r.stdout)
    assert obj["claims_vs_dd"] == {"above": 0, "at": 111, "below": 0, "unchecked": 0}
    assert len(obj["claims"]) == 111
    table = runner.invoke(app, ["replay", str(d / "vugraph-lin")])
    assert "claims against double dummy (30)" in table.stdout
