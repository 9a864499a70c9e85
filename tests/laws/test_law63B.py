"""63B (1997/1987: 63C): once a revoke is established it may no longer be corrected and the
revoke trick stands as played; an attempt to correct it - a ``play`` with ``to_trick`` naming
the revoke trick - is ``not_played`` (declarer's card back to the hand, 48A; a defender's a
penalty card, 49/50B). 63A2: a revoke is established when the offender or his partner names or
otherwise designates a card to the following trick (the same words in 1997, 2007 and 2017).
The ``to_trick`` field itself: a correction not yet established (62A/62B) and the refusals."""

from __future__ import annotations

from typing import Any

import pytest
from _td18 import SPADES_4S, of, rule

from bridgelaw.errors import BridgeLawError, IncidentFormatError
from bridgelaw.record import Event

#: 4S by South, trick 3: dummy's diamond ace, East's six (td_review_18 29)
TRICK3: dict[str, Any] = {
    "contract": "4S",
    "declarer": "S",
    "deal": "N:AQ4.K72.AKQ3.852 72.865.JT96.T974 KJT953.A4.7.AK63 86.QJT93.8542.QJ",
    "play": ["HQ", "H2", "H5", "HA", "S3", "S6", "SQ", "S2", "DA", "D6"],
}
DECLARER_REVOKES = [
    {"by": "S", "play": "C3"},  # 0: revoke (he holds the D7)
    {"by": "W", "play": "D2"},  # 1: dummy wins trick 3
    {"by": "S", "say": "diamond king"},  # 2: named for trick 4: established (63A2)
]


@pytest.mark.parametrize(("laws", "label"), [("2017", "63B"), ("2007", "63B"), ("1997", "63C"),
                                              ("1987", "63C"), ("1975", "63")])
def test_63B_declarers_correction_after_establishment_is_not_played(laws: str, label: str) -> None:
    out = rule(TRICK3, [*DECLARER_REVOKES, {"by": "S", "play": "D7", "to_trick": 3},
                        {"by": "E", "play": "DJ"}, {"by": "S", "play": "D7"}], laws=laws)
    assert of(out, 3) == [f"not_played S:D7 {label}"]
    r = next(x for x in out if x.event == 3)
    assert ("unverified" in r.flags) == (laws == "1975")
    assert of(out, 5)[0] == "played S:D7 45A"  # the card stayed in his hand


def test_63A2_declarer_names_dummys_card_to_the_next_trick() -> None:
    out = rule(TRICK3, DECLARER_REVOKES, end_of_play={"play_ended": True})
    # Law 64's verdict at the end names the same act; the record gives the establishment once
    assert of(out, 2)[:3] == ["played N:DK 45C4(a)", "played S:C3 63A2", "transfer S:C3 64A2"]


@pytest.mark.parametrize("laws", ["2007", "1997"])
def test_63A2_the_same_clause_in_earlier_codes(laws: str) -> None:
    out = rule(TRICK3, DECLARER_REVOKES, laws=laws)
    assert of(out, 2)[1] == "played S:C3 63A2"


def test_63A1_declarer_plays_dummys_card_by_hand() -> None:
    events = [*DECLARER_REVOKES[:2], {"by": "S", "play": "DK"}]
    assert of(rule(TRICK3, events), 2)[1] == "played S:C3 63A1"


#: 4S by South, trick 4: dummy's diamond ace, East's six, South's seven (a defender's revoke next)
TRICK4: dict[str, Any] = {**TRICK3, "play": [*TRICK3["play"], "C3", "D2", "DK"]}


def test_63B_defenders_correction_after_establishment_is_a_major_penalty_card() -> None:
    base = {**TRICK3, "play": ["HQ", "H2", "H5", "HA", "S3", "S6", "SQ", "S2", "SA", "S7", "S5", "S8",
                                "DA", "D6", "D7"]}
    events = [{"by": "W", "play": "H3"},  # 0: West revokes; dummy wins
              {"by": "S", "say": "diamond king"}, {"by": "E", "play": "DJ"},  # 2: established (63A1)
              {"by": "W", "play": "D2", "to_trick": 4}]  # 3: too late
    out = rule(base, events)
    assert of(out, 2) == ["played E:DJ 45A", "played W:H3 63A1"]
    assert of(out, 3)[0] == "not_played W:D2 63B"
    pen = [r for r in out if r.event == 3][1]
    assert (pen.outcome.value, str(pen.card), pen.penalty) == ("penalty_card", "D2", "major")


def test_62B_to_trick_corrects_a_revoke_not_yet_established() -> None:
    events = [{"by": "E", "play": "C2"}, {"by": "S", "play": "HA"}, {"by": "W", "play": "H3"},
              {"by": "E", "play": "H5", "to_trick": 3}]
    base = {**SPADES_4S, "play": ["DJ", "D2", "D3", "DK", "S4", "S8", "SK", "S2", "H2"]}
    out = rule(base, events)
    assert of(out, 3) == ["penalty_card E:C2 62B1", "played E:H5 62B"]


def test_to_trick_naming_the_current_trick_is_an_ordinary_play() -> None:
    out = rule(TRICK3, [{"by": "S", "play": "D7", "to_trick": 3}])
    assert of(out, 0) == ["played S:D7 45A"]


@pytest.mark.parametrize(("event", "words"), [
    ({"by": "S", "play": "D7", "to_trick": 5}, "trick 4 is being played"),
    ({"by": "S", "play": "H4", "to_trick": 1}, "S did not revoke on trick 1"),
    ({"by": "S", "play": "H4", "to_trick": 3}, "diamonds were led to it"),
])
def test_to_trick_refused_with_a_clear_error(event: dict[str, Any], words: str) -> None:
    with pytest.raises(BridgeLawError, match=words):
        rule(TRICK3, [*DECLARER_REVOKES, event])


@pytest.mark.parametrize(("event", "words"), [
    ({"by": "S", "say": "small", "to_trick": 2}, "belongs to 'play'"),
    ({"by": "S", "play": "D7", "to_trick": 0}, "from 1 to 13"),
    ({"by": "S", "play": "D7", "to_trick": True}, "from 1 to 13"),
    ({"by": "S", "play": "D7", "to_trick": "3"}, "from 1 to 13"),
])
def test_to_trick_format_errors(event: dict[str, Any], words: str) -> None:
    with pytest.raises(IncidentFormatError, match=words):
        Event.from_json(event)


def test_to_trick_round_trips_through_the_record() -> None:
    e = Event.from_json({"by": "W", "play": "D2", "to_trick": 4})
    assert e.to_json() == {"by": "W", "play": "D2", "to_trick": 4}
    assert Event.from_json(e.to_json()) == e
    assert e.describe() == "W plays D2 to trick 4"
