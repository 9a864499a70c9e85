"""The non-offending side's right to withdraw a card played after an irregularity, through the
engine: ``withdraw:<card>`` options of 47D (after a 45C4(b) change), 45D1 (dummy's unnamed card;
declarer after his RHO changed) and 62C1 (a corrected revoke), answered by ``choose``; the card
goes back with its clause and Law 16C/16D tags and its owner plays again in turn."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "laws"))

from _choice_helpers import ev, first, session

from bridgelaw.cards import Card, Seat
from bridgelaw.engine import render_text
from bridgelaw.errors import ChoiceError
from bridgelaw.rulings import Outcome

# N: KJ852.QT864.Q.32  E: A764.A93.KJ5.JT4  S: QT.5.AT943.AQ875  W: 93.KJ72.8762.K96 (2S by S)
C = Card.parse
W_H2 = {"by": "W", "play": "H2"}
SLIP = {"slip_of_tongue": True}


def play(seat: str, card: str) -> dict[str, Any]:
    return {"by": seat, "play": card}


def choose(seat: str, option: str) -> dict[str, Any]:
    return {"by": seat, "choose": option}


CHANGE = [W_H2, {"by": "S", "say": "heart queen"}, play("E", "HA"), {"by": "S", "say": "no, the heart ten"}]
MISPLACED = [W_H2, {"by": "N", "dummy_places": "HQ"}, play("E", "HA"), play("S", "H5"),
             {"by": "S", "say": "heart ten"}]
REVOKE = [W_H2, {"by": "S", "say": "heart four"}, play("E", "D5"), play("S", "H5"), play("E", "H9")]
# declarer revokes (D3 though he holds H5); E, who won, leads CJ before S corrects (62B2)
DECLARER_REVOKE = [W_H2, {"by": "S", "say": "heart four"}, play("E", "HA"), play("S", "D3"), play("E", "CJ"),
                   play("S", "H5")]


# ------------------------------------------------------------------ 47D (45C4(b) change)


def test_47D_change_offers_the_opponent_his_later_card() -> None:
    s, rs = session(CHANGE, findings=SLIP)
    r = first(rs, 3)
    assert (r.outcome, r.options) == (Outcome.CHANGE_ALLOWED, ("withdraw:HA",))
    o = s.open_choice
    assert o is not None and (o.kind, o.law, o.choosers) == ("withdraw", "47D", frozenset({Seat.E}))


def test_47D_withdrawn_card_back_to_hand_with_16C_tags_and_he_plays_again() -> None:
    s, rs = session([*CHANGE, choose("E", "withdraw:HA"), play("E", "H3")], findings=SLIP)
    w = first(rs, 4)
    assert (w.outcome, w.law, w.seat, w.card) == (Outcome.WITHDRAWN, "47D", Seat.E, C("HA"))
    assert w.info == {"authorised": ["E/W"], "unauthorised": ["N/S"]}
    assert "16C1" in render_text(w).text
    assert [(x.card, x.law) for x in s.withdrawn] == [(C("HQ"), "47C"), (C("HA"), "47D")]
    assert s.table.current_trick == [(Seat.W, C("H2")), (Seat.N, C("HT")), (Seat.E, C("H3"))]
    assert C("HA") in s.table.hand(Seat.E)


def test_47D_2007_tags_are_16D() -> None:
    _, rs = session([*CHANGE, choose("E", "withdraw:HA")], laws="2007", findings=SLIP)
    assert "16D1" in render_text(first(rs, 4)).text


def test_47D_not_withdrawing_is_the_default_play_goes_on() -> None:
    s, _ = session([*CHANGE, play("S", "H5")], findings=SLIP)
    assert s.open_choice is None and not any(x.law == "47D" for x in s.withdrawn)
    with pytest.raises(ChoiceError):
        s.apply(ev(by="E", choose="withdraw:HA"))


def test_47D_only_the_owner_may_withdraw() -> None:
    s, _ = session(CHANGE, findings=SLIP)
    with pytest.raises(ChoiceError):
        s.apply(ev(by="S", choose="withdraw:HA"))
    assert len(s.record) == 4


# ------------------------------------------------------------------ 45D1


def test_45D1_correction_offers_defender_withdrawal() -> None:
    _, rs = session(MISPLACED)
    r = first(rs, 4)
    assert (r.outcome, str(r.card), r.options) == (Outcome.PLAYED, "HT", ("withdraw:HA",))
    assert first(rs, 1).options == ()  # nothing to withdraw yet when dummy misplaced the card


def test_45D1_rho_changes_then_declarer_may_withdraw_his_later_card() -> None:
    s, rs = session([*MISPLACED, choose("E", "withdraw:HA"), play("E", "H3")])
    w = first(rs, 5)
    assert (w.outcome, w.law, w.extra["held"]) == (Outcome.WITHDRAWN, "45D1", ["S:H5"])
    assert first(rs, 6).extra["then"] == ["replayed:S:H5"]
    o = s.open_choice
    assert o is not None and (o.choosers, o.options) == (frozenset({Seat.S}), ("withdraw:H5",))
    (r,) = s.apply(ev(by="S", choose="withdraw:H5"))
    assert (r.outcome, r.law, r.seat) == (Outcome.WITHDRAWN, "45D1", Seat.S)
    assert r.info == {"authorised": ["E/W"], "unauthorised": ["N/S"]}
    assert s.table.turn is Seat.S and len(s.table.current_trick) == 3
    assert C("H5") in s.table.hand(Seat.S)
    s.apply(ev(by="S", play="H5"))  # his only heart: he plays it again
    assert s.table.tricks[-1].card_of(Seat.S) is C("H5") and s.open_choice is None


def test_45D1_declarer_has_no_withdrawal_unless_rho_changed() -> None:
    s, _ = session(MISPLACED)
    with pytest.raises(ChoiceError):
        s.apply(ev(by="S", choose="withdraw:H5"))


# ------------------------------------------------------------------ 62C1


def test_62C1_non_offender_withdraws_card_played_after_revoke() -> None:
    s, rs = session([*DECLARER_REVOKE, choose("E", "withdraw:CJ"), play("E", "DK")])
    played = first(rs, 5)
    assert (played.law, played.options) == ("62B2", ("withdraw:CJ",))
    w = first(rs, 6)
    assert (w.outcome, w.law, w.seat, w.card) == (Outcome.WITHDRAWN, "62C1", Seat.E, C("CJ"))
    assert w.info == {"authorised": ["E/W"], "unauthorised": ["N/S"]}  # N/S revoked
    assert s.table.current_trick == [(Seat.E, C("DK"))]
    assert C("CJ") in s.table.hand(Seat.E)
    counts = s.where_are_cards()
    assert counts["hands"] + counts["played"] == 52


def test_62C1_defenders_revoke_declarer_may_withdraw_his_later_card() -> None:
    s, rs = session([*REVOKE, choose("S", "withdraw:H5")])
    assert first(rs, 4).options == ("withdraw:H5",)
    w = first(rs, 5)
    assert (w.law, w.info) == ("62C1", {"authorised": ["N/S"], "unauthorised": ["E/W"]})
    assert s.table.turn is Seat.S


def test_62C1_record_replays_to_the_same_state() -> None:
    from bridgelaw.engine import TableSession

    s, _ = session([*DECLARER_REVOKE, choose("E", "withdraw:CJ"), play("E", "DK")])
    again = TableSession.from_record(s.record)
    assert again.table.plays == s.table.plays and again.withdrawn == s.withdrawn
