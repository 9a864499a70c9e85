"""BBO LIN reader (notation.lin): md/sv/mb/pc/mc/up/qx, lower-case suits, unsorted ranks, missing
fourth hand, vugraph files with many boards."""

from __future__ import annotations

from bridgelaw import Card, Contract, Hand, Seat
from bridgelaw.notation import read_lin
from bridgelaw.notation.lin import lin_hand
from conftest import shared_dir

ONE = ("pn|Sue,Wes,Nat,Eve|st||md|3S345H567QD37TC456,S67H39TD289JC2TQA,S2TJAHJAD46QAC3JK,|rh||"
       "ah|Board 1|sv|e|mb|1D|mb|p|mb|p|mb|p|pg||pc|SK|pc|S3|pc|S6|pc|SA|pg||pc|dA|pc|d5|")


def test_lin_md_dealer_digit_hand_order_and_missing_fourth_hand() -> None:
    (b,) = read_lin(ONE)
    assert b.dealer is Seat.N and b.board == "1" and b.vulnerability == "EW"
    assert b.deal is not None and b.deal.is_complete
    assert b.deal[Seat.S] == Hand.parse("543.Q765.T73.654")  # md: S first; unsorted ranks
    assert b.players[Seat.S] == "Sue" and b.players[Seat.E] == "Eve"
    assert b.contract == Contract.parse("1D", Seat.N)  # from the auction: N opened 1D


def test_lin_play_seats_follow_rotation_and_winner() -> None:
    (b,) = read_lin(ONE)
    # E (declarer N's LHO) leads SK, then S, W, N in rotation
    assert [s for s, _ in b.play[:4]] == [Seat.E, Seat.S, Seat.W, Seat.N]
    # N won with SA and leads the lower-case 'dA'
    assert b.play[4] == (Seat.N, Card.parse("DA")) and b.play[5][0] is Seat.E


def test_lin_up_takes_back_cards_and_mc_is_total_tricks() -> None:
    (b,) = read_lin(ONE.replace("pc|dA|pc|d5|", "pc|dA|pc|d5|up|2|pc|d4|mc|7|"))
    assert b.play[-1] == (Seat.N, Card.parse("D4")) and len(b.play) == 5
    assert b.claim == 7 and b.play_ended


def test_lin_hand_rejects_garbage() -> None:
    assert lin_hand("s2ta") == Hand.parse("AT2...")
    try:
        lin_hand("SX")
    except ValueError as e:
        assert "not a rank" in str(e)
    else:  # pragma: no cover
        raise AssertionError("SX accepted")


def test_lin_bad_input_becomes_problems() -> None:
    (b,) = read_lin("md|9S2,,|pc|zz|mc|99|")
    whats = " ".join(p.what for p in b.problems)
    assert "dealer digit" in whats and "claim" in whats and b.play == []


def test_lin_vugraph_file_gives_every_table_result_with_room_and_recorded_result() -> None:
    d = shared_dir("data/vugraph-lin")
    boards = list(read_lin(d / "bridgebots-usbf_sf_14502.lin"))
    assert len(boards) == 30
    assert [(b.board, b.room) for b in boards[:2]] == [("46", "open"), ("46", "closed")]
    first = boards[0]
    assert first.contract == Contract.parse("4H", Seat.E) and first.claim == 10 and first.result == 10
    assert all(not b.problems for b in boards)


def test_lin_multi_board_file_split_on_pn() -> None:
    d = shared_dir("data/format-fixtures")
    boards = list(read_lin(d / "endplay-tests_lin_example1.lin"))
    played = [b for b in boards if b.play]
    assert len(played) == 8 and played[0].board == "1" and len(played[0].play) == 52
