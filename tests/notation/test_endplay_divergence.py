"""Where endplay 0.5.12 does the job and where it does not (see docs/replay.md).

endplay reads the BBO daylong PBN files exactly as we do; it crashes on ``^R``, ignores LIN
``up``, and counts tricks wrongly (github.com/dominicprice/endplay/issues/58: every trick is
assumed to be led by North). These tests pin both the agreement and the divergences.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgelaw.cards import Card, Denomination, Seat
from bridgelaw.notation import read_lin, read_pbn
from bridgelaw.replay import replay_board
from conftest import shared_dir

endplay_pbn = pytest.importorskip("endplay.parsers.pbn")
endplay_lin = pytest.importorskip("endplay.parsers.lin")


def _card(c: object) -> Card:
    return Card.parse("SHDC"[c.suit.value] + c.rank.abbr)  # type: ignore[attr-defined]


def test_endplay_agrees_on_daylong_pbn_deal_contract_and_play_order() -> None:
    d = shared_dir("data/bbo-daylong-pbn")
    compared = 0
    for f in sorted(d.glob("*.pbn")):
        with f.open() as fh:
            theirs = [b for b in endplay_pbn.load(fh) if b.play]
        ours = [b for b in read_pbn(f) if b.play]
        assert len(theirs) == len(ours), f
        for e, b in zip(theirs, ours, strict=True):
            assert b.deal is not None and b.contract is not None
            theirs_deal = e.deal.to_pbn()
            assert theirs_deal == b.deal.to_pbn(Seat.parse(theirs_deal[0]))
            assert e.contract.level == b.contract.level
            assert e.contract.declarer.abbr == b.contract.declarer.letter
            den = b.contract.denomination
            assert e.contract.denom.value == (4 if den == Denomination.NOTRUMP else "SHDC".index(den.letter))
            assert [_card(c) for c in e.play] == [c for _, c in b.play]
            compared += 1
    assert compared == 292


def test_endplay_crashes_on_revoke_mark_where_we_record_it() -> None:
    text = """[Board "1"]
[Dealer "N"]
[Deal "W:KQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4"]
[Declarer "S"]
[Contract "5HX"]
[Result "9"]
[Play "W"]
SK H3 S4 S3
C5 C2 ^R S5 ^L CK
*
"""
    with pytest.raises(ValueError):
        endplay_pbn.loads(text)
    (b,) = read_pbn(text)
    r = replay_board(b)
    assert r.status == "revoke" and "E played S5" in r.detail


def test_endplay_ignores_lin_up_where_we_take_the_card_back() -> None:
    lin = ("pn|S,W,N,E|st||md|3S345H567QD37TC456,S67H39TD289JC2TQA,S2TJAHJAD46QAC3JK,|rh||ah|Board 1|"
           "sv|o|mb|1D|mb|p|mb|p|mb|p|pg||pc|SK|pc|S3|pc|S6|pc|S2|up|1|pc|SA|mc|7|pg||")
    (e,) = endplay_lin.loads(lin)
    assert [_card(c) for c in e.play][-2:] == [Card.parse("S2"), Card.parse("SA")]  # both kept
    (b,) = read_lin(lin)
    assert [str(c) for _, c in b.play] == ["SK", "S3", "S6", "SA"]


def test_endplay_trick_count_is_wrong_every_trick_led_by_north() -> None:
    d = shared_dir("data/bbo-individual-lin")
    disagree = agree = 0
    for f in sorted(Path(d).glob("*.lin")):
        try:
            with f.open() as fh:
                (e,) = endplay_lin.load(fh)
        except (AttributeError, ValueError):  # endplay also crashes on part-played tricks
            continue
        r = replay_board(next(read_lin(f)))
        if r.status == "complete" and e.contract is not None:
            if e.contract.result + e.contract.level + 6 == r.declarer_tricks:
                agree += 1
            else:
                disagree += 1
    assert disagree > 0  # the issue is real on real files
    assert disagree + agree == 87
