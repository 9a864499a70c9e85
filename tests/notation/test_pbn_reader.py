"""PBN 2.1 reader and writer (notation.pbn): tolerance, [Play] column order, marks, problems."""

from __future__ import annotations

from bridgelaw import Card, Seat
from bridgelaw.notation import MARK_LEAD_OUT_OF_TURN, MARK_REVOKE, Board, read_pbn, write_pbn
from conftest import shared_dir

GAME = """% a comment line
[Event "club night"]
[Board "7"]
[Dealer "N"]
[Vulnerable "Both"]
[Deal "N:4.KJ32.842.AQ743 JT987.Q876.AK5.2 AK532.T.JT6.T985 Q6.A954.Q973.KJ6"]
[Declarer "S"]
[Contract "4SX"]
[Result "NS 9"]
[Play "W"] { a comment
over two lines } ; rest of line
HA HT H2 H6 =1=
C2 CK $4 CA C5
*
[Note "1:a note"]
"""


def test_pbn_play_columns_become_play_order() -> None:
    (b,) = read_pbn(GAME)
    assert b.board == "7" and b.vulnerability == "All" and str(b.contract) == "4SX by S"
    # trick 1: W leads HA; columns are W N E S
    assert [str(c) for _, c in b.play[:4]] == ["HA", "HT", "H2", "H6"]
    assert b.play[0][0] is Seat.W and b.play[3][0] is Seat.S
    # W won trick 1 (HA), so W leads trick 2: columns W N E S = C2 CK CA C5
    assert [(s.letter, str(c)) for s, c in b.play[4:]] == [("W", "C2"), ("N", "CK"), ("E", "CA"), ("S", "C5")]
    assert b.play_ended and b.claim == 9 and b.result == 9 and not b.problems


def test_pbn_winner_leads_next_trick_in_column_order() -> None:
    text = GAME.replace("C2 CK $4 CA C5", "D2 DA D4 D3\nS2 S4 S6 S3")
    (b,) = read_pbn(text)
    # trick 2 won by N (DA) ... columns W N E S: W D2, N DA, E D4, S D3; N leads trick 3 (S4)
    assert b.play[8] == (Seat.N, Card.parse("S4"))
    assert [s for s, _ in b.play[8:12]] == [Seat.N, Seat.E, Seat.S, Seat.W]


def test_pbn_crlf_and_result_for_other_side() -> None:
    text = GAME.replace("\n", "\r\n").replace('"NS 9"', '"EW 4"')
    (b,) = read_pbn(text)
    assert b.result == 9 and len(b.play) == 8


def test_pbn_irregularity_marks_and_unknown_cards() -> None:
    d = shared_dir("data/format-fixtures")
    boards = [b for b in read_pbn(d / "pbn-verifier-correct_10.pbn") if b.marks]
    (b,) = boards
    assert b.marks == {4: MARK_LEAD_OUT_OF_TURN, 7: MARK_REVOKE, 11: MARK_REVOKE}
    # ^L: South's CK leads trick 2 although North won trick 1
    assert b.play[4] == (Seat.S, Card.parse("CK"))
    assert b.play[-1] == (Seat.S, Card.parse("H2")) and b.play_ended and b.result == 5


def test_pbn_reader_never_raises_on_the_verifier_error_files() -> None:
    d = shared_dir("data/format-fixtures")
    for name in ("pbn-verifier-errors_10.pbn", "pbn-verifier-errors_20.pbn", "pbn-verifier-errors_21.pbn"):
        boards = list(read_pbn(d / name))
        assert boards, name
    boards = list(read_pbn(d / "pbn-verifier-errors_10.pbn"))
    whats = [p.what for b in boards for p in b.problems]
    assert any("not a rank" in w for w in whats) and any("two hands" in w for w in whats)
    assert all(p.file.endswith("errors_10.pbn") and p.where for b in boards for p in b.problems)


def test_pbn_multiline_tag_curly_comments_and_crlf_files_read_alike() -> None:
    d = shared_dir("data/format-fixtures")
    lf = list(read_pbn(d / "pbn-verifier-three_test_records.pbn"))
    crlf = list(read_pbn(d / "pbn-verifier-three_test_records_crlf.pbn"))
    def key(bs: list[Board]) -> list[object]:
        return [(b.board, b.deal, b.contract, b.play) for b in bs]

    assert key(lf) == key(crlf)
    (multi,) = [b for b in read_pbn(d / "pbn-verifier-correct_10.pbn") if b.event == "use new lines"]
    assert not multi.problems


def test_pbn_missing_file_is_a_problem_not_an_exception() -> None:
    (b,) = read_pbn("/no/such/file.pbn")
    assert b.problems and "cannot read" in b.problems[0].what


def test_pbn_writer_emits_play_in_column_order_with_marks() -> None:
    d = shared_dir("data/format-fixtures")
    (b,) = [b for b in read_pbn(d / "pbn-verifier-correct_10.pbn") if b.marks]
    text = write_pbn(b)
    assert '[Play "W"]' in text
    assert "C5 C2 ^R S5 ^L CK" in text and "S2 H6 ^R C6 S7" in text
    assert "- - - H2" in text and text.rstrip().endswith("*")
    (again,) = read_pbn(text)
    assert again.play == b.play and again.marks == b.marks


def test_bare_deal_any_first_seat_and_labelled_hands_read_the_same_deal() -> None:
    """A deal pasted without tags (``read_deal_text``): the ``[Deal]`` value from any first seat,
    and four labelled lines with suit symbols in any order, give the dealt hands (hypothesis:
    random deals)."""
    import random

    from hypothesis import given, settings
    from hypothesis import strategies as st

    from bridgelaw.cards import ALL_CARDS, Deal, Hand
    from bridgelaw.notation.pbn import read_deal_text

    @settings(max_examples=60, deadline=None)
    @given(seed=st.integers(0, 10**6), first=st.sampled_from(list(Seat)))
    def check(seed: int, first: Seat) -> None:
        rng = random.Random(seed)
        cards = list(ALL_CARDS)
        rng.shuffle(cards)
        deal = Deal(tuple(Hand(cards[i * 13:(i + 1) * 13]) for i in range(4)))  # type: ignore[arg-type]
        assert read_deal_text(deal.to_pbn(first)) == deal
        names = {Seat.N: "North", Seat.E: "East", Seat.S: "South", Seat.W: "West"}
        lines = []
        for seat in rng.sample(list(Seat), 4):
            holdings = [(sym, "".join(c.rank.letter for c in deal.hands[seat] if c.suit.symbol == sym) or "—")
                        for sym in "♠♥♦♣"]
            rng.shuffle(holdings)
            lines.append(f"{names[seat]}: " + " ".join(f"{sym}{h}" for sym, h in holdings))
        assert read_deal_text("\n".join(lines)) == deal

    check()
