"""Replay of every real file in ../shared/data (numbers from an independent check)."""

from __future__ import annotations

from collections import Counter

from bridgelaw.replay import replay_paths
from conftest import shared_dir


def _counts(sub: str) -> tuple[Counter[str], list[object]]:
    results = list(replay_paths([shared_dir(sub)]))
    return Counter(r.status for r in results), results


def test_replay_daylong_pbn_292_complete_boards_and_tricks_equal_result() -> None:
    counts, results = _counts("data/bbo-daylong-pbn")
    assert counts["complete"] == 292
    played = [r for r in results if r.board.play]  # type: ignore[attr-defined]
    assert len(played) == 292
    assert all(r.declarer_tricks == r.board.result for r in played)  # type: ignore[attr-defined]
    assert set(counts) <= {"complete", "no_play"}  # the others are passed out


def test_replay_individual_lin_177_boards_with_play_no_revoke_or_not_held() -> None:
    counts, results = _counts("data/bbo-individual-lin")
    assert sum(1 for r in results if r.board.play) == 177  # type: ignore[attr-defined]
    assert counts["revoke"] == 0 and counts["not_held"] == 0 and counts["unreadable"] == 0
    assert counts["complete"] + counts["claimed"] + counts["stopped"] == 177


def test_replay_vugraph_30_table_results_all_claims_consistent() -> None:
    d = shared_dir("data/vugraph-lin")
    results = list(replay_paths([d / "bridgebots-usbf_sf_14502.lin"]))
    assert len(results) == 30
    assert all(r.status == "claimed" for r in results), [r.detail for r in results if r.status != "claimed"]


def test_replay_whole_shared_data_never_crashes_and_verifier_errors_are_problems() -> None:
    d = shared_dir("data")
    results = list(replay_paths([d]))
    assert len(results) > 600
    errors = [r for r in results if "errors_" in r.board.file]
    assert errors and any(r.board.problems for r in errors)
    assert any(r.status == "unreadable" for r in errors)
