"""The bulk Law 44 engine (bridgelaw.bulk) classifies every board exactly as the Table does
(replay_board): random boards (legal, revoking, cards not held, claims, results) and every file
of ../shared/data; the compiled helpers (bridgelaw._bulk) equal their pure-Python twins."""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaw import bulk
from bridgelaw._compiled import NATIVE
from bridgelaw.cards import ALL_CARDS, Card, Seat
from bridgelaw.errors import NotationError
from bridgelaw.notation import Board, read_paths
from bridgelaw.notation import lin as linmod
from bridgelaw.notation.board import sequence_play
from bridgelaw.replay import random_board, replay_board
from bridgelaw.table import Table
from conftest import shared_dir

needs_native = pytest.mark.skipif(NATIVE is None, reason="the compiled core bridgelaw._bulk is not built "
                                  "(no C compiler at install time, or BRIDGELAW_PURE=1)")


def messy_board(seed: int) -> Board:
    """A random board whose play may revoke (44C), play a card not held, stop early with or
    without a claim, or record a wrong result; sometimes a lead out of turn mark or a partial deal."""
    rng = random.Random(seed)
    b = random_board(rng, number=seed % 32 + 1)
    assert b.deal is not None and b.contract is not None
    kind = rng.randrange(8)
    if kind == 0:  # revokes: any card of the hand, recorded as the table records a revoke
        t = Table(b.deal, b.contract)
        for _ in range(rng.randint(1, 52)):
            t.play(rng.choice(list(t.hand(t.turn))), allow_illegal=True)
        b.play = t.plays
        b.result = t.declarer_tricks if rng.random() < 0.5 else rng.randint(0, 13)
    elif kind == 1 and b.play:  # a card not held (or out of turn)
        i = rng.randrange(len(b.play))
        seat, _ = b.play[i]
        b.play[i] = (seat if rng.random() < 0.7 else Seat(rng.randrange(4)), rng.choice(ALL_CARDS))
    elif kind == 2:  # stopped, maybe with a claim, maybe a result
        cut = rng.randint(0, 52)
        b.play = b.play[:cut]
        if rng.random() < 0.6:
            b.claim = rng.randint(0, 13)
            b.play_ended = True
        b.result = rng.choice([None, b.claim, rng.randint(0, 13)])
    elif kind == 3:
        b.result = rng.randint(0, 13)
    elif kind == 4:
        b.marks = {rng.randrange(max(1, len(b.play))): rng.choice("LR")}
    elif kind == 5:  # more cards than 13 tricks, or play without a contract
        if rng.random() < 0.5:
            b.play = [*b.play, rng.choice(b.play)]
        else:
            b.contract = None
    return b


@settings(max_examples=400, deadline=None)
@given(st.integers(min_value=0, max_value=2**32))
def test_44_bulk_classifies_every_random_board_as_the_table(seed: int) -> None:
    b = messy_board(seed)
    r = replay_board(b)
    assert bulk.classify(b) == (r.status, r.detail)


@settings(max_examples=300, deadline=None)
@given(st.integers(min_value=0, max_value=2**32))
def test_44_pure_python_core_equals_the_compiled_core(seed: int) -> None:
    b = messy_board(seed)
    if b.deal is None or b.contract is None:
        return
    args = (tuple(h.mask for h in b.deal.hands), -1 if b.contract.trump is None else int(b.contract.trump),
            (b.contract.declarer + 1) & 3, b.play)
    py = bulk.play_py(*args)
    assert py[0] in (0, 1, 2, 3)
    if NATIVE is not None:
        assert NATIVE.play(*args) == py


def test_44_bulk_core_counts_tricks_and_revokes_as_the_table() -> None:
    rng = random.Random(7)
    for _ in range(50):
        b = random_board(rng)
        assert b.deal is not None and b.contract is not None
        t = Table(b.deal, b.contract)
        for _ in range(52):
            t.play(rng.choice(list(t.hand(t.turn))), allow_illegal=True)
        args = (tuple(h.mask for h in b.deal.hands), -1 if t.trump is None else int(t.trump),
                int(b.contract.declarer.lho), t.plays)
        code, at, ns, ew, done, revokes = bulk.play_py(*args)
        assert (code, at, (ns, ew), done) == (0, 52, t.tricks_won, 13)
        assert revokes == [(r.trick, int(r.seat), r.card.index, int(r.suit_led)) for r in t.revokes]


def test_44_bulk_equals_the_table_on_every_file_of_shared_data() -> None:
    boards = list(read_paths([shared_dir("data")]))
    assert len(boards) > 600
    diffs = [(b.file, b.board) for b in boards if bulk.classify(b) != (lambda r: (r.status, r.detail))(
        replay_board(b))]
    assert diffs == []


# ------------------------------------------------------------------ compiled LIN helpers

_LINISH = st.text(alphabet="|pcmdqxnPCMDQ AhSHDCsT1023456789JKA,\n\r\tńx\x1c", max_size=120)


@needs_native
@settings(max_examples=500, deadline=None)
@given(_LINISH, st.integers(min_value=0, max_value=1000), st.booleans())
def test_lin_scan_compiled_equals_pure_python(text: str, n: int, final: bool) -> None:
    assert NATIVE is not None
    assert NATIVE.lin_scan(text, n, final) == linmod._scan_py(text, n, final)


@needs_native
@settings(max_examples=500, deadline=None)
@given(st.text(alphabet="SHDCshdc23456789TJQKAtjqka10 x\tſ", max_size=30))
def test_lin_hand_compiled_is_the_python_reading_or_defers_to_it(text: str) -> None:
    assert NATIVE is not None
    m = NATIVE.lin_hand(text)
    try:
        expected: int | None = linmod.lin_hand(text).mask
    except NotationError:
        expected = None
    if m >= 0:
        assert m == expected
    else:
        assert expected is None or not text.isascii()


def test_lin_plain_cards_are_what_card_parse_reads() -> None:
    for text, idx in linmod._PLAIN_CARD.items():
        assert Card.parse(text).index == idx


@needs_native
@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=51), max_size=60), st.integers(0, 3), st.integers(-1, 3))
def test_44G_compiled_sequence_equals_sequence_play(cards: list[int], leader: int, trump: int) -> None:
    assert NATIVE is not None
    got = NATIVE.sequence(bytes(cards), leader, trump, linmod._PAIRS)
    suit = None if trump < 0 else linmod._SUIT_OF[trump]
    want = sequence_play([ALL_CARDS[i] for i in cards], Seat(leader), suit)
    assert got == want


@needs_native
@settings(max_examples=150, deadline=None)
@given(st.data())
def test_lin_reader_compiled_equals_pure_python_on_mutated_real_files(data: st.DataObject) -> None:
    files = sorted(shared_dir("data").rglob("*.lin"))
    text = data.draw(st.sampled_from(files)).read_text(encoding="utf-8-sig", errors="replace")[:6000]
    chars = list(text)
    for _ in range(data.draw(st.integers(0, 25))):
        i = data.draw(st.integers(0, max(0, len(chars) - 1)))
        c = data.draw(st.sampled_from("|pcmdqxnup PC\n,10SHDCAKQJT98765432xńö\t-"))
        op = data.draw(st.integers(0, 2))
        if op == 0 and chars:
            chars[i] = c
        elif op == 1 and chars:
            del chars[i]
        else:
            chars.insert(i, c)
    mutated = "".join(chars)
    native = list(linmod.read_lin(mutated))
    saved = linmod.NATIVE, linmod._native_hand
    try:
        linmod.NATIVE, linmod._native_hand = None, None
        pure = list(linmod.read_lin(mutated))
    finally:
        linmod.NATIVE, linmod._native_hand = saved
    assert native == pure


# ------------------------------------------------------------------ whole LIN boards in C (lin_fast)

def _table_summary(text: str, header: object = None, part: object = None) -> tuple[str, object, object]:
    """The reference: the Python reader and the Table on every board."""
    import copy
    import json

    from bridgelaw.notation.lin import _read_chunks
    from bridgelaw.replay import Summary

    s = Summary()
    h = copy.deepcopy(header)
    p = copy.deepcopy(part)
    for b in _read_chunks([text], "f.lin", h, p):  # type: ignore[arg-type]
        s.add(replay_board(b))
    return json.dumps(s.to_json()), h, p


def _fast_summary(text: str, header: object = None, part: object = None) -> tuple[str, object, object]:
    import copy
    import json

    from bridgelaw.replay import Summary

    s = Summary()
    h = copy.deepcopy(header)
    p = copy.deepcopy(part)
    n = bulk.replay_lin_text(text, "f.lin", s, h, p)  # type: ignore[arg-type]
    assert n == s.boards
    return json.dumps(s.to_json()), h, p


def _vugraph(seed: int, boards: int) -> str:
    """A vugraph-like LIN text: vg, rs (right, wrong, unreadable or missing results), the names of
    both rooms, then qx|o..|/qx|c..| boards with claims, undos, chat, odd calls."""
    from test_parallel import lin_line

    rng = random.Random(seed)
    first = rng.randint(1, 30)
    body, rs = [], []
    for i in range(boards):
        b = messy_board(seed * 1000 + i) if rng.random() < 0.3 else random_board(rng, number=i + 1)
        if rng.random() < 0.4 and b.play:
            cut = rng.randint(0, len(b.play))
            b.play = b.play[:cut]
            b.claim = rng.randint(0, 13)
        line = lin_line(b, first + i // 2, rng.choice([0, 0, 2]))
        room = "o" if i % 2 == 0 else "c"
        line = line.replace("qx|o", f"qx|{room}", 1).replace("qx|c", f"qx|{room}", 1)
        if rng.random() < 0.2:
            line = line.replace("mb|p|", rng.choice(["mb|P!|", "mb|pass|", "mb| p |", "mb|-|", "mb|?|"]), 1)
        if rng.random() < 0.1:
            line = line.replace("pc|", "pc|x", 1)
        if rng.random() < 0.1:
            line = line.replace("pg||", "up|1|pg||", 1)
        body.append(line)
        c = b.contract
        if c is None or rng.random() < 0.1:
            rs.append(rng.choice(["", "P", "zz"]))
        else:
            tricks = b.claim if b.claim is not None else (b.result if b.result is not None else 7)
            tricks += rng.choice([0, 0, 0, 1])
            den = "N" if c.trump is None else c.denomination.letter
            over = "=" if tricks == c.level + 6 else f"{tricks - c.level - 6:+d}"
            rs.append(f"{c.level}{den}{c.declarer.letter}{over}")
    head = (f"vg|Match,Segment 1,I,{first},{first + boards},A,0,B,0|rs|{','.join(rs)}|"
            "pn|s,w,n,e,S,W,N,E|pg||\n")
    return head + "".join(body)


@needs_native
@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=2**32), st.integers(0, 2))
def test_44_lin_boards_in_C_classify_as_the_reader_and_the_table(seed: int, style: int) -> None:
    from test_parallel import lin_line

    rng = random.Random(seed)
    text = "".join(lin_line(messy_board(seed + i) if rng.random() < 0.5 else random_board(rng, number=i + 1),
                            i + 1, style) for i in range(rng.randint(1, 12)))
    assert _fast_summary(text) == _table_summary(text)


@needs_native
@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=2**32))
def test_44_vugraph_results_in_C_as_the_reader_and_the_table(seed: int) -> None:
    text = _vugraph(seed, 16)
    assert _fast_summary(text) == _table_summary(text)


@needs_native
@settings(max_examples=200, deadline=None)
@given(st.data())
def test_44_lin_boards_in_C_on_mutated_real_and_vugraph_text(data: st.DataObject) -> None:
    files = sorted(shared_dir("data").rglob("*.lin"))
    source = data.draw(st.sampled_from([*files, None]))
    if source is None:
        text = _vugraph(data.draw(st.integers(0, 1000)), 6)
    else:
        text = source.read_text(encoding="utf-8-sig", errors="replace")[:8000]
    chars = list(text)
    for _ in range(data.draw(st.integers(0, 12))):
        i = data.draw(st.integers(0, max(0, len(chars) - 1)))
        c = data.draw(st.sampled_from(["|", "p", "c", "m", "d", "q", "x", "n", "u", "b", "r", "s", "v", "g",
                                       " ",
                                       "\n", ",", "1", "0", "S", "H", "D", "C", "A", "T", "9", "ń", "\x1c",
                                       "qx|o3|", "md|3|", "pn|a,b,c,d,e|", "rs|3NN=,4SE-1|", "mc|9|", "up|2|",
                                       "mb|1N|", "mb|AP|", "ah|Board 4|"]))
        op = data.draw(st.integers(0, 2))
        if op == 0 and chars:
            chars[i] = c
        elif op == 1 and chars:
            del chars[i]
        else:
            chars.insert(i, c)
    mutated = "".join(chars)
    assert _fast_summary(mutated) == _table_summary(mutated)


@needs_native
@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=2**32), st.data())
def test_44_lin_ranges_in_C_as_the_reader_reads_a_range(seed: int, data: st.DataObject) -> None:
    from bridgelaw.notation.lin import Part, lin_header

    text = _vugraph(seed, 12)
    cuts = [i + 1 for i in range(len(text)) if text.startswith(("\nqx|", "\npn|"), i)]
    if not cuts:
        return
    at = data.draw(st.sampled_from(cuts))
    end = data.draw(st.sampled_from([c for c in cuts if c > at] + [len(text)]))
    part = Part(last=end == len(text), boundary=text[end:end + 2] if end < len(text) else "qx")
    header = lin_header(text[:at])
    assert _fast_summary(text[at:end], header, part) == _table_summary(text[at:end], header, part)


def test_44_lin_text_without_the_compiled_core_is_the_reader(monkeypatch: pytest.MonkeyPatch) -> None:
    text = _vugraph(5, 10)
    want = _table_summary(text)
    monkeypatch.setattr(bulk, "_lin_fast", None)
    assert _fast_summary(text) == want


@needs_native
@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="|vgrspnVGRSPN ,\n\tx1ń\xa0", max_size=80))
def test_lin_header_skip_in_C_never_misses_a_header_key(text: str) -> None:
    saved = linmod._has_header
    try:
        linmod._has_header = None
        full = linmod.lin_header(text)
    finally:
        linmod._has_header = saved
    assert linmod.lin_header(text) == full


@needs_native
@settings(max_examples=150, deadline=None)
@given(st.integers(min_value=0, max_value=2**32), st.data())
def test_44G_pbn_play_in_C_orders_the_play_as_the_reader(seed: int, data: st.DataObject) -> None:
    from bridgelaw.notation import pbn as pbnmod
    from bridgelaw.notation import write_pbn

    rng = random.Random(seed)
    b = messy_board(seed)
    text = write_pbn(b if b.contract is not None and rng.random() < 0.5 else random_board(rng))
    head, _, play = text.partition("[Play")
    tokens = play.split()
    for _ in range(data.draw(st.integers(0, 6))):  # drop, repeat, swap or mark cards of the section
        i = data.draw(st.integers(2, max(2, len(tokens) - 1)))
        op = data.draw(st.integers(0, 3))
        if i >= len(tokens):
            break
        if op == 0:
            del tokens[i]
        elif op == 1:
            tokens.insert(i, tokens[i])
        elif op == 2:
            tokens[i], tokens[-1] = tokens[-1], tokens[i]
        else:
            tokens.insert(i, data.draw(st.sampled_from(["-", "^L", "^R", "*"])))
    mutated = head + "[Play " + " ".join(tokens) + "\n" if play else text
    native = list(pbnmod.read_pbn(mutated))
    saved = pbnmod._native_play
    try:
        pbnmod._native_play = None
        pure = list(pbnmod.read_pbn(mutated))
    finally:
        pbnmod._native_play = saved
    assert native == pure


def test_pbn_play_in_C_on_every_pbn_file_of_shared_data() -> None:
    from bridgelaw.notation import pbn as pbnmod

    files = sorted(shared_dir("data").rglob("*.pbn"))
    native = [b for f in files for b in pbnmod.read_pbn(f)]
    saved = pbnmod._native_play
    try:
        pbnmod._native_play = None
        pure = [b for f in files for b in pbnmod.read_pbn(f)]
    finally:
        pbnmod._native_play = saved
    assert len(native) > 290 and native == pure


@needs_native
@settings(max_examples=400, deadline=None)
@given(st.integers(min_value=0, max_value=2**32), st.data())
def test_pbn_deal_in_C_is_what_deal_parse_reads_or_defers_to_it(seed: int, data: st.DataObject) -> None:
    from bridgelaw.cards import Deal
    from bridgelaw.notation import write_pbn

    assert NATIVE is not None
    b = random_board(random.Random(seed))
    found = re.search(r'\[Deal "([^"]*)"\]', write_pbn(b))
    assert found is not None
    text = found[1]
    chars = list(text)
    for _ in range(data.draw(st.integers(0, 3))):
        i = data.draw(st.integers(0, len(chars) - 1))
        chars[i] = data.draw(st.sampled_from(list("NESW:. -AKQJT98765432xak10\t")))
    mutated = "".join(chars)
    try:
        want: tuple[int, ...] | None = tuple(h.mask for h in Deal.parse(mutated).hands)
    except NotationError:
        want = None
    got = NATIVE.pbn_deal(mutated)
    if got is not None:
        assert got == want
    else:
        assert mutated != text  # a deal as write_pbn writes it is always read in C
