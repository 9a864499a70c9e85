"""Words naming a card when a lead to the next trick is due (fresh director's review 3, row 1;
/work/notes/fresh-td3 02 and scratch n1-n3): a lead, not a 45C4(b) change of the speaker's
designation to the trick just completed - unless the words open with a correction ("no, the
club three") or the finding ``corrects_dummys_card`` says they correct it.

55A: declarer's call of a dummy card when the lead is in his own hand is a lead from the wrong
hand (every edition); named while a defender is on lead, a lead out of turn. 45C4(b) 2017: "until
he next plays a card from either hand"; 2007 (seed 001) "until his partner has played a card";
1997 (seed 002) "without pause for thought": none of them makes a new designation a change.
"""

from __future__ import annotations

from typing import Any

import pytest
from _td18 import of, rule

from bridgelaw.designation.utterance import opens_with_correction

#: 2S by South; trick 1: W H2, dummy "heart four", E H3, S H5 - declarer's hand wins and leads
WRONG_HAND_BASE: dict[str, Any] = {
    "contract": "2S",
    "declarer": "S",
    "deal": "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96",
    "play": [],
}
TRICK_1 = [{"by": "W", "play": "H2"}, {"by": "S", "say": "heart four"}, {"by": "E", "play": "H3"},
           {"by": "S", "play": "H5"}]


@pytest.mark.parametrize("laws", ["2017", "2007", "1997"])
def test_55A_dummy_card_named_when_declarers_hand_won_is_a_lead_from_the_wrong_hand(laws: str) -> None:
    # the designation of dummy's H4 is an event of the record: it was read as a refused change
    rs = rule(WRONG_HAND_BASE, [*TRICK_1, {"by": "S", "say": "club two"}], laws=laws)
    assert of(rs, 4) == ["options N:C2 55A"]


def test_55A_same_words_with_trick_given_in_play() -> None:
    rs = rule({**WRONG_HAND_BASE, "play": ["H2", "H4", "H3", "H5"]}, [{"by": "S", "say": "club two"}])
    assert of(rs, 0) == ["options N:C2 55A"]


@pytest.mark.parametrize(("laws", "reason"), [("2017", "window_2017"), ("2007", "window_declarer_2007")])
def test_45C4b_words_opening_with_a_correction_still_change_the_last_tricks_card(
    laws: str, reason: str
) -> None:
    rs = rule(WRONG_HAND_BASE, [*TRICK_1, {"by": "S", "say": "no, the heart six"}], laws=laws,
              findings={"slip_of_tongue": True})
    assert of(rs, 4) == ["change_refused N:H4 45C4(b)"]
    assert next(r for r in rs if r.event == 4).extra["reason"] == reason


def test_45C4b_finding_corrects_dummys_card_makes_plain_words_a_change() -> None:
    events = [*TRICK_1, {"by": "S", "say": "heart six", "findings": {"corrects_dummys_card": True}}]
    assert of(rule(WRONG_HAND_BASE, events), 4) == ["change_refused N:H4 45C4(b)"]


#: trick 2 ends with dummy's "club two" fourth (E C4, S C5, W C6): West wins and is on lead,
#: declarer has not played since - the 2017 window is still open
DUMMY_FOURTH = {**WRONG_HAND_BASE, "play": ["H2", "H4", "HA", "H5", "C4", "C5", "C6"]}


def test_45C4b_window_open_correction_after_the_trick_is_allowed() -> None:
    rs = rule(DUMMY_FOURTH, [{"by": "S", "say": "club two"}, {"by": "S", "say": "no, the club three"}],
              findings={"slip_of_tongue": True})
    assert of(rs, 1) == ["change_allowed N:C3 45C4(b)"]


def test_55A_window_open_plain_words_are_a_lead_out_of_turn_from_dummy() -> None:
    # West is on lead: dummy's card named is a lead out of turn by declarer (55A), not a change
    rs = rule(DUMMY_FOURTH, [{"by": "S", "say": "club two"}, {"by": "S", "say": "spade two"}])
    assert of(rs, 1) == ["options N:S2 55A"]


def test_45C4a_defenders_words_when_he_is_on_lead_are_his_lead() -> None:
    # W names his opening lead and wins the trick; his words naming another card lead it (2017:
    # a defender's designation is never changed under 45C4(b) - it was ruled a refused change)
    base = {**WRONG_HAND_BASE, "contract": "2S"}
    events = [{"by": "W", "say": "club king"}, {"by": "S", "say": "club two"}, {"by": "E", "play": "C4"},
              {"by": "S", "play": "C5"}, {"by": "W", "say": "heart two"}]
    rs = rule(base, events)
    assert of(rs, 4) == ["played W:H2 45C4(a)"]


@pytest.mark.parametrize(
    ("words", "lang", "expected"),
    [("club two", "en", False), ("no, the club two", "en", True), ("sorry, I meant the club two", "en", True),
     ("the king, no, the ace of clubs", "en", False), ("er, club two", "en", False),
     ("nej förlåt, klöver två", "sv", True)],
)
def test_opens_with_correction(words: str, lang: str, expected: bool) -> None:
    assert opens_with_correction(words, lang) is expected


def test_45C4b_window_open_words_naming_a_card_for_the_last_trick_are_a_change_attempt() -> None:
    # declarer has not played since "club two" (dummy fourth): "club three" could have been played
    # to that trick instead - a change attempt, for the Director's finding (as the service test
    # test_45C4b_small_then_the_king_once_the_trick_is_complete_waits_for_the_directors_finding)
    rs = rule(DUMMY_FOURTH, [{"by": "S", "say": "club two"}, {"by": "S", "say": "club three"}])
    r = next(r for r in rs if r.event == 1)
    assert (r.outcome.value, r.law, r.needs) == ("director", "45C4(b)", "slip_of_tongue")
