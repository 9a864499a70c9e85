"""Options of laws.md §4 that the engine now uses: ``O-46B4-RHO-PLAYED`` (the next defender
plays after declarer's invalid call, 46B4), ``O-45B-MOMENT`` (a named dummy card is played when
named, or when faced), ``O-POINTING`` (the ``point`` event: designation 45C4(a) / touch 45C3 /
nothing); ``O-FACE-DOWN-LEAD`` is no longer offered (no rule used it)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "laws"))

from _choice_helpers import ev, first, session

from bridgelaw.cards import Card, Seat
from bridgelaw.errors import CardNotHeldError, IncidentFormatError, NotYourTurnError
from bridgelaw.record import Event, EventKind
from bridgelaw.regulations import OPTIONS, Regulations
from bridgelaw.rulings import Outcome

# N: KJ852.QT864.Q.32  E: A764.A93.KJ5.JT4  S: QT.5.AT943.AQ875  W: 93.KJ72.8762.K96 (2S by S)
C = Card.parse
W_H2 = {"by": "W", "play": "H2"}
CLUB_ACE = {"by": "S", "say": "club ace"}  # not in dummy: invalid (46B4)
E_HA = {"by": "E", "play": "HA"}


def opt(option: str, value: str) -> dict[str, Any]:
    return {"options": {option: value}}


# ------------------------------------------------------------------ O-46B4-RHO-PLAYED


def test_46B4_rho_played_default_57D_when_dummy_was_to_follow() -> None:
    s, rs = session([W_H2, CLUB_ACE, E_HA])
    assert first(rs, 1).outcome is Outcome.INVALID
    r = first(rs, 2)
    assert (r.outcome, r.law, r.extra["O-46B4-RHO-PLAYED"]) == (Outcome.PLAYED, "57D", "57D_53_56")
    assert s.premature == {Seat.E: C("HA")}


def test_46B4_rho_played_default_56_when_dummy_was_to_lead() -> None:
    lead_from_dummy = [W_H2, {"by": "S", "say": "heart queen"}, {"by": "E", "play": "H3"},
                       {"by": "S", "play": "H5"}, CLUB_ACE,
                       {"by": "E", "play": "SA", "findings": {"deemed_lead": True}}]
    _, rs = session(lead_from_dummy)
    r = first(rs, 5)
    assert (r.outcome, r.law) == (Outcome.OPTIONS, "56")
    assert "accept_lead" in r.options


def test_46B4_rho_played_47E1_card_retracted_without_rectification() -> None:
    s, rs = session([W_H2, CLUB_ACE, E_HA], **opt("O-46B4-RHO-PLAYED", "47E1"))
    r = first(rs, 2)
    assert (r.outcome, r.law, r.card) == (Outcome.WITHDRAWN, "47E1", C("HA"))
    assert r.info == {"authorised": ["E/W"], "unauthorised": ["N/S"]}
    assert C("HA") in s.table.hand(Seat.E) and not len(s.penalty_cards) and not s.premature
    assert s.table.turn is Seat.N


def test_46B4_rho_played_penalty_major() -> None:
    s, rs = session([W_H2, CLUB_ACE, E_HA], **opt("O-46B4-RHO-PLAYED", "penalty_major"))
    r = first(rs, 2)
    assert (r.outcome, r.penalty) == (Outcome.PENALTY_CARD, "major")
    assert C("HA") in s.penalty_cards and s.table.turn is Seat.N


def test_46B4_option_only_right_after_the_invalid_call() -> None:
    # a valid designation in between: E's card is an ordinary play in turn
    _, rs = session([W_H2, CLUB_ACE, {"by": "S", "say": "heart queen"}, E_HA],
                    **opt("O-46B4-RHO-PLAYED", "penalty_major"))
    r = first(rs, 3)
    assert (r.outcome, r.law) == (Outcome.PLAYED, "45A")


# ------------------------------------------------------------------ O-45B-MOMENT


def test_45B_moment_named_default_card_played_when_named() -> None:
    _, rs = session([W_H2, {"by": "S", "say": "heart queen"}])
    assert (rs[-1].outcome, rs[-1].law) == (Outcome.PLAYED, "45C4(a)")


def test_45B_moment_faced_named_card_played_only_when_dummy_faces_it() -> None:
    s, rs = session([W_H2, {"by": "S", "say": "heart queen"}], **opt("O-45B-MOMENT", "faced"))
    r = rs[-1]
    assert (r.outcome, r.law, r.card) == (Outcome.NOT_PLAYED, "45B", C("HQ"))
    assert s.table.turn is Seat.N and len(s.table.current_trick) == 1
    (faced,) = s.apply(ev(by="N", dummy_places="HQ"))
    assert (faced.outcome, faced.law, faced.card) == (Outcome.PLAYED, "45B", C("HQ"))
    assert s.table.current_trick[-1] == (Seat.N, C("HQ"))


def test_45B_moment_faced_rho_playing_before_dummy_faces_is_premature() -> None:
    s, rs = session([W_H2, {"by": "S", "say": "heart queen"}, E_HA, {"by": "N", "dummy_places": "HQ"}],
                    **opt("O-45B-MOMENT", "faced"))
    assert first(rs, 2).law == "57D"
    assert s.table.current_trick == [(Seat.W, C("H2")), (Seat.N, C("HQ")), (Seat.E, C("HA"))]


def test_45B_moment_faced_dummy_faces_another_card_45D() -> None:
    s, rs = session([W_H2, {"by": "S", "say": "heart queen"}, {"by": "N", "dummy_places": "HT"}],
                    **opt("O-45B-MOMENT", "faced"))
    r = first(rs, 2)
    assert (r.outcome, r.law, r.card) == (Outcome.WITHDRAWN, "45D1", C("HT"))
    assert len(s.table.current_trick) == 1


# ------------------------------------------------------------------ O-POINTING


POINT = {"by": "S", "point": "HQ"}
CHANGE = {"by": "S", "say": "no, the heart ten", "findings": {"slip_of_tongue": True}}


def test_pointing_designation_45C4a_played_not_correctable_45C4b_2017() -> None:
    s, rs = session([W_H2, POINT, CHANGE], laws="2017")
    r = first(rs, 1)
    assert (r.outcome, r.law, r.card) == (Outcome.PLAYED, "45C4(a)", C("HQ"))
    refused = first(rs, 2)
    assert (refused.outcome, refused.extra["reason"]) == (Outcome.CHANGE_REFUSED, "scope_gesture")
    assert s.table.current_trick[-1] == (Seat.N, C("HQ"))


@pytest.mark.parametrize(("laws", "law"), [("2007", "45C4(b)"), ("1997", "45C4(b)"), ("1963", "45(d)")])
def test_pointing_designation_45C4b_before_2017_gesture_may_be_changed(laws: str, law: str) -> None:
    # RU 2007 45C4(b): "изменить обозначение карты, сделанное им ненамеренно" - any designation,
    # including one made "как-либо иначе" (a gesture); SV 1997 "ändra ett oavsiktligt angivande"
    s, rs = session([W_H2, POINT, CHANGE], laws=laws)
    changed = first(rs, 2)
    assert (changed.outcome, changed.law, changed.card) == (Outcome.CHANGE_ALLOWED, law, C("HT"))
    assert s.table.current_trick[-1] == (Seat.N, C("HT"))


def test_pointing_touch_45C3_played() -> None:
    _, rs = session([W_H2, POINT], **opt("O-POINTING", "touch"))
    assert (rs[-1].outcome, rs[-1].law, rs[-1].card) == (Outcome.PLAYED, "45C3", C("HQ"))


def test_pointing_nothing_not_played() -> None:
    s, rs = session([W_H2, POINT], **opt("O-POINTING", "nothing"))
    assert (rs[-1].outcome, rs[-1].card) == (Outcome.NOT_PLAYED, C("HQ"))
    assert s.table.turn is Seat.N and len(s.table.current_trick) == 1


def test_point_event_reads_and_writes() -> None:
    e = Event.from_json({"by": "S", "point": "SK"})
    assert (e.kind, e.card) == (EventKind.POINT, C("SK"))
    assert e.to_json() == {"by": "S", "point": "SK"} and e.describe() == "S points at SK"
    with pytest.raises(IncidentFormatError):
        Event.from_json({"by": "S", "point": "SX"})


def test_point_by_a_defender_or_at_a_card_not_in_dummy_is_refused() -> None:
    s, _ = session([W_H2])
    with pytest.raises(NotYourTurnError):
        s.apply(ev(by="E", point="HA"))
    with pytest.raises(CardNotHeldError, match="cannot point"):
        s.apply(ev(by="S", point="H5"))
    assert len(s.record) == 1


# ------------------------------------------------------------------ O-FACE-DOWN-LEAD


def test_face_down_lead_option_is_not_advertised() -> None:
    assert "O-FACE-DOWN-LEAD" not in OPTIONS
    with pytest.raises(IncidentFormatError):
        Regulations({"O-FACE-DOWN-LEAD": "face-up"})
