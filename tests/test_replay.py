"""Replay classification (bridgelaw.replay), PBN round trip, the sample and `bridgelaw replay`."""

from __future__ import annotations

import json
import random

import pytest
from typer.testing import CliRunner

from bridgelaw import Card, Seat
from bridgelaw.cli import app
from bridgelaw.notation import Board, read_any, read_lin, read_pbn, write_pbn
from bridgelaw.replay import random_board, replay_board, sample_path, trick_lines, trick_table
from conftest import shared_dir

PBN = """[Board "3"]
[Dealer "S"]
[Deal "S:A64.AT42.K952.Q2 972.J65.J87.T843 KQ8.K3.AQT63.A76 JT53.Q987.4.KJ95"]
[Declarer "S"]
[Contract "6D"]
[Result "{result}"]
[Play "W"]
S2 S8 ST SA
D7 DA D4 D2
{more}
"""


def _board(result: str = "11", more: str = "*") -> Board:
    (b,) = read_pbn(PBN.format(result=result, more=more))
    return b


def test_replay_claimed_when_the_claim_is_possible() -> None:
    r = replay_board(_board("11"))
    assert r.status == "claimed" and r.declarer_tricks == 2 and len(r.tricks) == 2


def test_replay_result_mismatch_when_the_claim_is_impossible() -> None:
    r = replay_board(_board("1"))  # declarer already has 2 tricks
    assert r.status == "result_mismatch" and "impossible" in r.detail


def test_replay_stopped_without_a_claim() -> None:
    r = replay_board(_board("?", ""))
    assert r.status == "stopped"


def test_replay_revoke_is_recorded_and_play_continues() -> None:
    # N leads SK; E (columns W N E S) discards H7 on a spade lead although holding spades
    r = replay_board(_board("11", "S7 SK H7 S4\n*"))
    assert r.status == "revoke" and "trick 3: E played H7 on a S lead" in r.detail
    assert len(r.tricks) == 3


def test_replay_not_held_names_where_the_card_is() -> None:
    r = replay_board(_board("11", "S7 SK S6 S4\n*"))  # S6 is South's, not East's
    assert r.status == "not_held" and "E played S6" in r.detail and "held by S" in r.detail


def test_replay_no_play_and_unreadable() -> None:
    (passed,) = read_pbn('[Board "1"]\n[Deal "N:- - - -"]\n[Contract "Pass"]\n')
    assert replay_board(passed).status == "no_play"
    text = '[Board "1"]\n[Deal "N:AAA"]\n[Declarer "S"]\n[Contract "1S"]\n[Play "W"]\nS2 S3 S4 S5\n'
    (bad,) = read_pbn(text)
    assert replay_board(bad).status == "unreadable"


def test_replay_complete_result_mismatch() -> None:
    b = random_board(random.Random(5))
    assert replay_board(b).status == "complete"
    assert b.result is not None
    b.result = (b.result + 1) % 14
    assert replay_board(b).status == "result_mismatch"


@pytest.mark.parametrize("sub", ["data/bbo-daylong-pbn", "data/bbo-individual-lin", "data/vugraph-lin"])
def test_round_trip_pbn_write_read_gives_same_deal_contract_play_result(sub: str) -> None:
    n = 0
    for f in sorted(shared_dir(sub).iterdir())[:40]:
        for b in read_any(f):
            if not b.play:
                continue
            (again,) = read_pbn(write_pbn(b))
            result = b.result if b.result is not None or len(b.play) < 52 else replay_board(b).declarer_tricks
            assert (again.deal, again.contract, again.play) == (b.deal, b.contract, b.play), f
            assert again.result == result, f
            assert again.claim == b.claim
            n += 1
    assert n > 20


def test_round_trip_lin_single_board() -> None:
    (b,) = read_lin("md|3S345H567QD37TC456,S67H39TD289JC2TQA,S2TJAHJAD46QAC3JK,|ah|Board 1|sv|o|"
                    "mb|1D|mb|p|mb|p|mb|p|pc|SK|pc|S3|pc|S6|pc|SA|pc|dA|mc|7|")
    (again,) = read_pbn(write_pbn(b))
    assert again.play == b.play and again.claim == 7 and again.deal == b.deal and again.dealer is Seat.N


def test_sample_ships_with_the_package_and_replays_clean() -> None:
    boards = list(read_pbn(sample_path()))
    assert len(boards) == 6
    statuses = [replay_board(b).status for b in boards]
    assert statuses == ["complete"] * 5 + ["claimed"]


def test_trick_lines_and_trick_table_render_a_board() -> None:
    from rich.console import Console

    r = replay_board(next(read_pbn(sample_path())))
    lines = trick_lines(r)
    assert len(lines) == 15 and lines[1].startswith("trick  1") and lines[-1] == "complete"
    console = Console(record=True, width=100)
    console.print(trick_table(r))
    text = console.export_text()
    assert "won by" in text and str(len(r.tricks)) in text


def test_cli_replay_json_counts_and_strict_exit() -> None:
    runner = CliRunner()
    res = runner.invoke(app, ["replay", str(sample_path()), "--json"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert data["counts"]["complete"] == 5 and data["counts"]["claimed"] == 1 and data["problems"] == []


def test_cli_replay_strict_fails_on_problems_and_lists_them(tmp_path: object) -> None:
    from pathlib import Path

    p = Path(str(tmp_path)) / "bad.pbn"
    p.write_text(PBN.format(result="11", more="S7 SK H7 S4\n*"))
    runner = CliRunner()
    res = runner.invoke(app, ["replay", str(p), "--json", "--strict"])
    assert res.exit_code == 1
    (prob,) = json.loads(res.stdout)["problems"]
    assert prob["class"] == "revoke" and prob["board"] == "3" and prob["file"].endswith("bad.pbn")
    res = runner.invoke(app, ["replay", str(p)])
    assert res.exit_code == 0 and "revoke" in res.stdout


def test_cli_replay_missing_path_is_a_clear_error() -> None:
    res = CliRunner().invoke(app, ["replay", "/no/such/place"])
    assert res.exit_code == 2 and "error:" in res.output and "does not exist" in res.output


def test_card_play_history_matches_table() -> None:
    b = random_board(random.Random(9))
    assert b.play[0][0] is b.contract.declarer.lho  # type: ignore[union-attr]
    assert all(isinstance(c, Card) for _, c in b.play) and len(b.play) == 52


def test_plausible_boards_replay_clean_and_name_every_trick_winner() -> None:
    from rich.console import Console

    from bridgelaw.replay import plausible_board

    rng = random.Random(11)
    for n in range(1, 30):
        b = plausible_board(rng, number=n, claim_after=20 if n % 5 == 0 else None)
        r = replay_board(b)
        assert r.status == ("claimed" if n % 5 == 0 else "complete"), (n, r.detail)
        if r.status == "complete":
            console = Console(record=True, width=100)
            console.print(trick_table(r))
            rows = [ln for ln in console.export_text().splitlines() if ln.strip()[:1] == "│"]
            # every complete trick names its winner, North (Seat 0) included
            assert len(rows) == 13 and all(any(s in ln.split("│")[-3] for s in "NESW") for ln in rows)


def test_64_replay_reports_what_law_64_would_transfer() -> None:
    """A revoke board's detail ends with Law 64's transfer (62A: not established, nothing)."""
    r = replay_board(_board("11", "S7 SK H7 S4\n*"))
    assert r.detail.endswith("law 64: no transfer (62A)"), r.detail


def test_64A2_law64_text_of_an_established_revoke() -> None:
    from pathlib import Path

    from bridgelaw.engine import TableSession
    from bridgelaw.incident import load_incident
    from bridgelaw.laws.law64 import transfer_report_64
    from bridgelaw.replay import law64_text

    path = Path(__file__).resolve().parent.parent / "docs" / "examples" / "revoke-established-64A.yaml"
    inc = load_incident(path)
    s = TableSession.from_incident(inc)
    s.apply_all(inc.events)
    t = s.table
    text = law64_text(transfer_report_64(t.tricks, t.revokes, declarer=t.declarer))
    assert text == (
        "law 64: 1 trick to N/S (64A2), declarer 2 (1 at the table); 64C: the director checks equity"
    )
