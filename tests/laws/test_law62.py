"""Laws 61-63 through the engine: a revoke is corrected when attention is drawn before it is
established (62A/62B), later cards (62C1), establishment (63A1), and the revoke texts (61A,
62A, 42A3/42B2). QA regressions: a second card correcting a revoke is not a 45E extra card."""

from __future__ import annotations

from typing import Any

import pytest
from _choice_helpers import first as first_withdraw
from _choice_helpers import session as session_withdraw
from _withdraw_helpers import DECLARER_REVOKE, REVOKE, C, choose

from bridgelaw.cards import Card, Seat
from bridgelaw.engine import render_text
from bridgelaw.laws import law63
from bridgelaw.rulings import Outcome
from laws._choice_helpers import first, session

# N: KJ852.QT864.Q.32  E: A764.A93.KJ5.JT4  S: QT.5.AT943.AQ875  W: 93.KJ72.8762.K96 (2S by S)
W_H2 = {"by": "W", "play": "H2"}
N_H4 = {"by": "S", "say": "heart four"}


def c(text: str) -> Card:
    return Card.parse(text)


def play(seat: str, card: str) -> dict[str, Any]:
    return {"by": seat, "play": card}


def test_62B1_defender_corrects_revoke_in_the_current_trick() -> None:
    s, rs = session([W_H2, N_H4, play("E", "D5"), play("E", "HA")])
    assert "revoke" in first(rs, 2).flags
    fate, played = [r for r in rs if r.event == 3]  # 62B: withdrawn, then substituted
    assert (played.outcome, played.law, played.card) == (Outcome.PLAYED, "62B", c("HA"))
    assert (fate.outcome, fate.law, fate.card) == (Outcome.PENALTY_CARD, "62B1", c("D5"))
    assert fate.penalty == "major"
    assert s.table.current_trick == [(Seat.W, c("H2")), (Seat.N, c("H4")), (Seat.E, c("HA"))]
    assert c("D5") in s.penalty_cards and c("D5") in s.table.hand(Seat.E)
    assert not s.table.revokes
    assert len(s.record) == 4  # the record keeps every event as given


def test_62B2_declarer_corrects_revoke_after_his_card_completed_the_trick() -> None:
    s, rs = session([W_H2, N_H4, play("E", "HA"), play("S", "D3"), play("S", "H5")])
    fate, played = [r for r in rs if r.event == 4]
    assert (played.outcome, played.law, played.card) == (Outcome.PLAYED, "62B", c("H5"))
    assert (fate.outcome, fate.law, fate.card, fate.penalty) == (Outcome.WITHDRAWN, "62B2", c("D3"), None)
    assert s.table.tricks[-1].cards[-1] == (Seat.S, c("H5"))
    assert c("D3") in s.table.hand(Seat.S) and c("D3") not in s.penalty_cards
    assert [(w.card, w.law) for w in s.withdrawn] == [(c("D3"), "62B2")]
    assert s.table.turn is Seat.E  # E's ace still wins


def test_62C1_a_card_played_after_the_revoke_may_be_withdrawn() -> None:
    s, rs = session([W_H2, N_H4, play("E", "D5"), play("S", "H5"), play("E", "H9")])
    played = first(rs, 4)
    assert played.law == "62B1" and played.options == ("withdraw:H5",)
    assert played.extra["withdrawable"] == ["S:H5"]
    assert "62C1" in render_text(played).text
    trick = ((Seat.W, c("H2")), (Seat.N, c("H4")), (Seat.E, c("H9")), (Seat.S, c("H5")))
    assert s.table.tricks[-1].cards == trick


def test_62A_correction_can_change_who_won_the_trick() -> None:
    # S wins the trick with H5 over E's revoke; S leads to trick 2 (no card of E/W yet): E corrects
    s, rs = session([W_H2, N_H4, play("E", "D5"), play("S", "H5"), play("S", "SQ"), play("E", "HA")])
    played = first(rs, 5)
    assert played.law == "62B1" and played.extra["returned"] == ["S:SQ"]
    assert s.table.tricks[-1].winner is Seat.E and s.table.turn is Seat.E
    assert c("SQ") in s.table.hand(Seat.S)


def test_63A1_partner_of_offender_plays_to_next_trick_establishes_the_revoke() -> None:
    s, rs = session(
        [W_H2, N_H4, play("E", "D5"), play("S", "H5"), play("S", "SQ"), play("W", "S3"), play("E", "HA")]
    )
    assert not first(rs, 6).law.startswith("62")
    assert [r.card for r in s.table.revokes] == [c("D5")]


def test_63A1_offender_playing_to_next_trick_establishes_the_revoke() -> None:
    # QA 06: declarer revokes, E leads, declarer follows: established; the spade is simply played
    s, rs = session([W_H2, N_H4, play("E", "HA"), play("S", "D3"), play("E", "S4"), play("S", "SQ")])
    assert (first(rs, 5).outcome, first(rs, 5).law) == (Outcome.PLAYED, "45A")
    assert law63.established_63A1(Seat.S, 1, s.table.trick_number, s.table.current_trick)


def test_second_card_that_still_fails_to_follow_is_no_correction() -> None:
    _, rs = session([W_H2, N_H4, play("E", "D5"), play("E", "C4")])
    assert not first(rs, 3).law.startswith("62")


@pytest.mark.parametrize(("laws", "right"), [("2017", "42A3"), ("2007", "42B2")])
def test_62B2_dummy_revoke_by_designation_is_corrected_by_a_new_designation(laws: str, right: str) -> None:
    s, rs = session([W_H2, {"by": "S", "say": "club two"}, {"by": "S", "say": "heart four"}], laws=laws)
    revoke = render_text(first(rs, 1))
    assert "revoke" in revoke.flags and "62A" in revoke.text and right in revoke.text
    fate, played = [r for r in rs if r.event == 2]
    assert (played.law, played.card, fate.outcome, fate.card, fate.law) == (
        "62B", c("H4"), Outcome.WITHDRAWN, c("C2"), "62B2")
    assert s.table.current_trick == [(Seat.W, c("H2")), (Seat.N, c("H4"))]
    assert c("C2") in s.table.hand(Seat.N)


def test_62B2_declarer_takes_dummys_card_to_correct_dummys_revoke() -> None:
    s, rs = session([W_H2, {"by": "S", "play": "C2"}, {"by": "S", "play": "HQ"}])
    revoke = render_text(first(rs, 1))
    assert "revoke" in revoke.flags and "62A" in revoke.text and "42A3" in revoke.text
    assert first(rs, 2).law == "62B2"
    assert s.table.current_trick[-1] == (Seat.N, c("HQ"))


@pytest.mark.parametrize("lang", ["en", "ru", "sv", "nl"])
def test_61A_revoke_text_says_it_must_be_corrected_before_established(lang: str) -> None:
    _, rs = session([W_H2, N_H4, play("E", "D5")])
    text = render_text(first(rs, 2), lang).text
    assert "62A" in text and "63A1" in text


def test_63A1_rule() -> None:
    assert not law63.established_63A1(Seat.E, 3, 3, [])
    assert not law63.established_63A1(Seat.E, 3, 4, [(Seat.S, c("SA"))])
    assert law63.established_63A1(Seat.E, 3, 4, [(Seat.S, c("SA")), (Seat.W, c("S2"))])
    assert law63.established_63A1(Seat.E, 2, 4, [])


def test_62B1_defender_names_the_card_that_corrects_his_revoke() -> None:
    s, rs = session([W_H2, N_H4, play("E", "D5"), {"by": "E", "say": "heart nine"}])
    assert [r.law for r in rs if r.event == 3] == ["62B1", "62B"]
    assert s.table.current_trick[-1] == (Seat.E, c("H9"))


def test_62C1_non_offender_withdraws_card_played_after_revoke() -> None:
    s, rs = session_withdraw([*DECLARER_REVOKE, choose("E", "withdraw:CJ"), play("E", "DK")])
    played = first_withdraw(rs, 5)
    assert (played.law, played.options) == ("62B2", ("withdraw:CJ",))
    w = first_withdraw(rs, 6)
    assert (w.outcome, w.law, w.seat, w.card) == (Outcome.WITHDRAWN, "62C1", Seat.E, C("CJ"))
    assert w.info == {"authorised": ["E/W"], "unauthorised": ["N/S"]}  # N/S revoked
    assert s.table.current_trick == [(Seat.E, C("DK"))]
    assert C("CJ") in s.table.hand(Seat.E)
    counts = s.where_are_cards()
    assert counts["hands"] + counts["played"] == 52


def test_62C1_defenders_revoke_declarer_may_withdraw_his_later_card() -> None:
    s, rs = session_withdraw([*REVOKE, choose("S", "withdraw:H5")])
    assert first_withdraw(rs, 4).options == ("withdraw:H5",)
    w = first_withdraw(rs, 5)
    assert (w.law, w.info) == ("62C1", {"authorised": ["N/S"], "unauthorised": ["E/W"]})
    assert s.table.turn is Seat.S


def test_62C1_record_replays_to_the_same_state() -> None:
    from bridgelaw.engine import TableSession

    s, _ = session_withdraw([*DECLARER_REVOKE, choose("E", "withdraw:CJ"), play("E", "DK")])
    again = TableSession.from_record(s.record)
    assert again.table.plays == s.table.plays and again.withdrawn == s.withdrawn


def test_62A_finding_corrects_revoke_reads_a_later_card_as_the_correction() -> None:
    """East ruffs a heart while holding hearts and, on lead, faces a heart. By
    position it is his lead to the next trick, which establishes the revoke (63A1); the
    director's finding ``corrects_revoke`` says it corrects the revoke (62A/62B1) - and False keeps
    the reading by position."""
    from bridgelaw.engine import rule_incident
    from bridgelaw.incident import parse_incident

    base = {"contract": "4S", "declarer": "S",
            "deal": "N:KQ5.942.AQ62.873 T62.875.743.T952 AJ9743.AJ6.K5.AQ 8.KQT3.JT98.KJ64",
            "play": ["DJ", "D2", "D3", "DK", "S4", "S8", "SK", "S2", "H2"]}
    events = [{"by": "E", "play": "S6"}, {"by": "S", "play": "H6"}, {"by": "W", "play": "H3"}]

    def last(findings: dict[str, object]) -> list[tuple[str, str]]:
        ev = {"by": "E", "play": "H5", "findings": {"trick_quitted": True, **findings}}
        out = rule_incident(parse_incident({**base, "events": [*events, ev]}))
        return [(r.outcome.value, r.law) for r in out if r.event == 3]

    assert ("played", "63A1") in last({})
    assert last({"corrects_revoke": True})[:2] == [("penalty_card", "62B1"), ("played", "62B")]
    assert ("played", "63A1") in last({"corrects_revoke": False})


def test_61A_62B1_lead_breaking_the_50D2_requirement_is_a_revoke_corrected_by_that_suit() -> None:
    """(td_review_18 26): declarer required a club lead (50D2(a)); West, holding clubs,
    leads the heart queen - a revoke (61A) - and at once leads a club: the correction, the queen
    a major penalty card (62B1)."""
    from bridgelaw.engine import rule_incident
    from bridgelaw.incident import parse_incident

    inc = parse_incident({
        "laws": "2017", "contract": "4S", "declarer": "S",
        "deal": "N:KQ5.942.AQ62.873 T62.875.743.T952 AJ9743.AJ6.K5.AQ 8.KQT3.JT98.KJ64",
        "play": ["DJ", "D2", "D3", "DK", "H6", "HK", "H2", "H5"],
        "events": [
            {"by": "E", "play": "C9"}, {"by": "S", "choose": "require_retraction"},
            {"by": "S", "choose": "require:C"}, {"by": "W", "play": "HQ"}, {"by": "W", "play": "C4"},
        ],
    })
    out = rule_incident(inc)
    assert "revoke" in next(r for r in out if r.event == 3).flags
    assert [(r.outcome.value, r.law, str(r.card)) for r in out if r.event == 4][:2] == [
        ("penalty_card", "62B1", "HQ"), ("played", "62B", "C4")]
