"""Law 61 (failure to follow suit).

61A/62A: what the table is told of a revoke before attention is drawn to it - the card as any
card played, its establishment (63A1) not at all.

61B: the right to ask about a possible revoke - the ``asks`` act (td_review_18
03-06): declarer may ask a defender who has failed to follow suit; defenders may ask declarer and
one another (at the risk of unauthorised information, 16B); dummy may ask declarer (42B1) but not
a defender (43A1(c)). A question names and plays no card."""

from __future__ import annotations

import pytest
from _td18 import SPADES_4S, of, rule

from bridgelaw.engine import TableSession, render_text
from bridgelaw.errors import IncidentFormatError
from bridgelaw.incident import parse_incident
from bridgelaw.laws.law61 import revoke_concealed_61A, revoke_told_at_table_61A
from bridgelaw.record import Event

DEAL = "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"


def _session(*events: dict[str, object]) -> TableSession:
    s = TableSession.from_incident(parse_incident({"contract": "4S", "declarer": "S", "deal": DEAL}))
    for e in events:
        s.apply(Event.from_json(e))
    return s


def test_61A_a_revoke_is_told_at_the_table_as_a_card_played() -> None:
    s = _session({"by": "W", "play": "D2"}, {"by": "S", "say": "the queen"}, {"by": "E", "play": "S4"})
    revoke = s.rulings[-1]
    assert revoke_concealed_61A(revoke) and "revoke" in revoke.flags
    assert revoke.extra["then"] == ["revoke:E:S4"]
    told = revoke_told_at_table_61A(revoke)
    assert told is not None and revoke_concealed_61A(told) is False
    same = ("outcome", "law", "seat", "card")
    assert [getattr(told, k) for k in same] == [getattr(revoke, k) for k in same]
    assert "revoke" not in told.flags and "then" not in told.extra
    assert render_text(told).text == "E plays the four of spades: the card is played (Law 45A)."
    assert render_text(told, "ru").text != render_text(revoke, "ru").text  # every language: the plain words


def test_63A1_the_establishment_of_a_revoke_is_not_told_and_other_rulings_are_unchanged() -> None:
    s = _session({"by": "W", "play": "D2"}, {"by": "S", "say": "the queen"}, {"by": "E", "play": "S4"},
                 {"by": "S", "play": "D3"}, {"by": "E", "play": "C4"})
    established = s.rulings[-1]
    assert "revoke_established" in established.flags
    assert revoke_concealed_61A(established) and revoke_told_at_table_61A(established) is None
    plain = s.rulings[0]
    assert not revoke_concealed_61A(plain) and revoke_told_at_table_61A(plain) is plain


def test_62B_a_correction_is_an_act_at_the_table_and_always_told() -> None:
    s = _session({"by": "W", "play": "D2"}, {"by": "S", "say": "the queen"}, {"by": "E", "play": "S4"},
                 {"by": "E", "play": "D5"})
    corrected = [r for r in s.rulings if "revoke_corrected" in r.flags]
    assert corrected and not any(revoke_concealed_61A(r) for r in corrected)


#: trick 3: dummy leads the heart two, East (holding hearts) discards the club two - a revoke
TRICK3 = {**SPADES_4S, "play": ["DJ", "D2", "D3", "DK", "S4", "S8", "SK", "S2", "H2"]}
REVOKE = {"by": "E", "play": "C2"}


@pytest.mark.parametrize("laws", ["2017", "2007", "1997"])
def test_61B_declarer_asks_the_defender_who_showed_out(laws: str) -> None:
    out = rule(TRICK3, [REVOKE, {"by": "S", "asks": "revoke"}], laws=laws)
    assert of(out, 1)[0] == "allowed S:- 61B"  # then the end of the record: 62A, not established
    assert out[1].extra["asked"] == "E"


def test_61B_declarer_asks_a_defender_who_followed_suit_has_no_right() -> None:
    out = rule(TRICK3, [REVOKE, {"by": "S", "asks": "revoke", "to": "W"}])
    assert of(out, 1)[0] == "irregularity S:- 61B"


def test_61B_defender_asks_partner_allowed_with_unauthorised_information_risk() -> None:
    out = rule(TRICK3, [REVOKE, {"by": "W", "asks": "revoke"}])
    r = next(x for x in out if x.event == 1)
    assert (r.outcome.value, r.law, r.extra["asked"]) == ("allowed", "61B", "E")
    assert r.info["unauthorised"] == ["E"] and "unauthorised_information_risk" in r.flags


def test_61B_defender_asks_declarer() -> None:
    base = {**SPADES_4S, "play": ["DJ", "D2", "D3"]}
    out = rule(base, [{"by": "S", "play": "S3"}, {"by": "W", "asks": "revoke", "to": "S"}])
    assert of(out, 1)[0] == "allowed W:- 61B"


def test_42B1_43A1c_dummy_asks_through_the_asks_act_is_dummys_act() -> None:
    out = rule(TRICK3, [REVOKE, {"by": "N", "asks": "revoke", "to": "E"}])
    assert of(out, 1)[0] == "irregularity N:- 43A1(c)"


def test_62B1_question_then_correction_penalty_card_and_substitute() -> None:
    """td_review_18 03/04: the question is no designation; East's heart then corrects the revoke."""
    out = rule(TRICK3, [REVOKE, {"by": "W", "asks": "revoke"}, {"by": "E", "play": "H5"}])
    assert of(out, 2)[:2] == ["penalty_card E:C2 62B1", "played E:H5 62B"]


def test_61B_asks_reads_and_writes_its_fields() -> None:
    e = Event.from_json({"by": "S", "asks": "revoke", "to": "e"})
    assert e.to_json() == {"by": "S", "asks": "revoke", "to": "E"}
    for bad in ({"by": "S", "asks": "clubs"}, {"by": "S", "asks": "revoke", "offender": "E"},
                {"by": "S", "asks": "revoke", "to": "X"}):
        with pytest.raises(IncidentFormatError):
            Event.from_json(bad)
    with pytest.raises(IncidentFormatError):
        rule(TRICK3, [REVOKE, {"by": "S", "asks": "revoke", "to": "S"}])
    assert parse_incident({**TRICK3, "events": [{"by": "S", "asks": "revoke"}]}).events[0].text == "revoke"
