"""A correction in one breath ("the jack, no, the king") where naming does not simply play the
card: under ``O-45B-MOMENT`` = ``faced`` (45B), during a pending 45D correction, and as a call
from the wrong hand (55A). In each the Law is the same: 45C4(a), the card named FIRST is the
one designated; 45C4(b), the change is allowed only for an unintended designation, by the
findings and the edition (1963: 45(d), "mits dit zonder onderbreking geschiedt"). Also a
defender's words not understood (46A), and the 45C4(a) decision moved into ``laws/``."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _law45_session_helpers import WRONG_HAND

from bridgelaw.cards import Card, Seat
from bridgelaw.editions import Edition
from bridgelaw.engine import TableSession
from bridgelaw.i18n import LANGUAGES, render
from bridgelaw.incident import parse_incident
from bridgelaw.laws import law45
from bridgelaw.record import Event
from bridgelaw.rulings import Outcome, Ruling

C = Card.parse
# Declarer S in 4S; W leads H2 and dummy N (hearts KQJ64) is to play.
DEAL = "N:852.KQJ64.Q3.932 A764.A93.KJ5.JT4 KQJT9.T8.AT.AKQ8 3.752.987642.765"
BREATH = {"by": "S", "say": "the jack, no, the king"}
LEAD = {"by": "W", "play": "H2"}
EDITIONS = ["2017", "2007", "1997", "1963"]
CHANGE_LABEL = {"2017": "45C4(b)", "2007": "45C4(b)", "1997": "45C4(b)", "1963": "45(d)"}
FACED = {"O-45B-MOMENT": "faced"}


def run(
    events: list[dict[str, Any]],
    *,
    laws: str = "2017",
    findings: dict[str, Any] | None = None,
    options: dict[str, str] | None = None,
    base: dict[str, Any] | None = None,
) -> tuple[TableSession, list[list[Ruling]]]:
    data: dict[str, Any] = base or {"contract": "4S", "declarer": "S", "deal": DEAL}
    data = {"format": "bridgelaw-incident/1", "laws": laws, **data, "events": events}
    if findings is not None:
        data["findings"] = findings
    if options is not None:
        data["options"] = options
    inc = parse_incident(data)
    s = TableSession.from_incident(inc)
    return s, [s.apply(e) for e in inc.events]


def kinds(rulings: list[Ruling]) -> list[tuple[str, str | None]]:
    return [(r.outcome.value, str(r.card) if r.card else None) for r in rulings]


# ----------------------------------------------------------------------------- 45B faced


@pytest.mark.parametrize("laws", EDITIONS)
def test_45C4a_faced_first_card_named_is_designated_change_awaits_the_director(laws: str) -> None:
    s, out = run([LEAD, BREATH], laws=laws, options=FACED)
    first, second = out[1]
    assert (first.outcome, first.card, first.law) == (
        Outcome.NOT_PLAYED,
        C("HJ"),
        law45.clause("45B", Edition.parse(laws)),
    )
    assert "first_designation" in first.flags and first.extra["designated"] == "HJ"
    assert (second.outcome, second.needs, second.law) == (
        Outcome.DIRECTOR,
        "slip_of_tongue",
        CHANGE_LABEL[laws],
    )
    text = render(second, "en").text
    assert "faces it" in text and "is played" not in text
    # nothing is played until dummy faces a card; the jack is the card designated meanwhile
    assert s.table.current_trick == [(Seat.W, C("H2"))]
    (faced,) = s.apply(Event.from_json({"by": "N", "dummy_places": "HJ"}))
    assert (faced.outcome, faced.card) == (Outcome.PLAYED, C("HJ"))


@pytest.mark.parametrize("laws", EDITIONS)
def test_45C4b_faced_change_in_one_breath_allowed_replaces_the_designation(laws: str) -> None:
    s, out = run([LEAD, BREATH], laws=laws, options=FACED, findings={"slip_of_tongue": True})
    first, second = out[1]
    assert first.card == C("HJ") and first.outcome is Outcome.NOT_PLAYED
    assert (second.outcome, second.card, second.law) == (Outcome.CHANGE_ALLOWED, C("HK"), CHANGE_LABEL[laws])
    assert second.extra["first_card"] == "HJ" and "withdrawn" not in second.extra
    assert not s.withdrawn and s.table.current_trick == [(Seat.W, C("H2"))]  # nothing went back
    (faced,) = s.apply(Event.from_json({"by": "N", "dummy_places": "HK"}))
    assert (faced.outcome, faced.card) == (Outcome.PLAYED, C("HK"))


@pytest.mark.parametrize("laws", EDITIONS)
def test_45C4b_faced_dummy_facing_the_first_card_after_an_allowed_change_is_not_the_designation(
    laws: str,
) -> None:
    s, _out = run([LEAD, BREATH], laws=laws, options=FACED, findings={"slip_of_tongue": True})
    (r,) = s.apply(Event.from_json({"by": "N", "dummy_places": "HJ"}))
    assert r.outcome is not Outcome.PLAYED and s.table.current_trick == [(Seat.W, C("H2"))]


@pytest.mark.parametrize("laws", EDITIONS)
def test_45C4b_faced_change_in_one_breath_refused_first_card_stays_designated(laws: str) -> None:
    s, out = run([LEAD, BREATH], laws=laws, options=FACED, findings={"slip_of_tongue": False})
    second = out[1][1]
    assert (second.outcome, second.card) == (Outcome.CHANGE_REFUSED, C("HJ"))
    assert second.extra["reason"] == ("not_slip" if laws == "2017" else "not_unintended")
    assert "stays designated" in render(second, "en").text
    (faced,) = s.apply(Event.from_json({"by": "N", "dummy_places": "HJ"}))
    assert (faced.outcome, faced.card) == (Outcome.PLAYED, C("HJ"))


@pytest.mark.parametrize(
    ("laws", "outcome"),
    [
        ("2017", Outcome.CHANGE_ALLOWED),
        ("2007", Outcome.CHANGE_REFUSED),
        ("1997", Outcome.CHANGE_REFUSED),
        ("1963", Outcome.CHANGE_REFUSED),
    ],
)
def test_45C4b_faced_pause_for_thought_by_edition(laws: str, outcome: Outcome) -> None:
    _s, out = run(
        [LEAD, BREATH], laws=laws, options=FACED, findings={"slip_of_tongue": True, "pause_for_thought": True}
    )
    assert out[1][1].outcome is outcome


def test_45C4b_faced_same_card_restated_is_designated_once() -> None:
    s, out = run([LEAD, {"by": "S", "say": "the jack, no, the heart jack"}], options=FACED)
    assert kinds(out[1]) == [("not_played", "HJ"), ("not_played", "HJ")]
    assert "restated" in out[1][1].flags and s.table.current_trick == [(Seat.W, C("H2"))]


def test_45C4b_faced_rulings_render_in_every_language() -> None:
    for findings in (None, {"slip_of_tongue": True}, {"slip_of_tongue": False}):
        _s, out = run([LEAD, BREATH], options=FACED, findings=findings)
        for lang in LANGUAGES:
            text = render(out[1][1], lang).text
            assert text and "{" not in text, (lang, text)


# ----------------------------------------------------------------------------- 45D pending

PLACED = {"by": "N", "dummy_places": "H4"}  # dummy puts out a card declarer did not name


@pytest.mark.parametrize("laws", ["2017", "2007", "1997"])
def test_45C4a_45D_correction_in_one_breath_first_card_named_replaces_dummys_card(laws: str) -> None:
    s, out = run([LEAD, PLACED, BREATH], laws=laws)
    first, second = out[2]
    assert (first.outcome, first.card) == (Outcome.PLAYED, C("HJ"))  # the 45D correction by the first card
    assert (second.outcome, second.needs, second.law) == (
        Outcome.DIRECTOR,
        "slip_of_tongue",
        CHANGE_LABEL[laws],
    )
    t = s.table
    assert t.current_trick == [(Seat.W, C("H2")), (Seat.N, C("HJ"))]
    assert C("H4") in t.hand(Seat.N) and C("HK") in t.hand(Seat.N)


@pytest.mark.parametrize("laws", ["2017", "2007", "1997"])
def test_45C4b_45D_correction_in_one_breath_allowed_plays_the_new_card(laws: str) -> None:
    s, out = run([LEAD, PLACED, BREATH], laws=laws, findings={"slip_of_tongue": True})
    first, second = out[2]
    assert first.card == C("HJ")
    assert (second.outcome, second.card, second.law) == (Outcome.CHANGE_ALLOWED, C("HK"), CHANGE_LABEL[laws])
    t = s.table
    assert t.current_trick == [(Seat.W, C("H2")), (Seat.N, C("HK"))]
    assert {C("H4"), C("HJ")} <= set(t.hand(Seat.N))


@pytest.mark.parametrize("laws", ["2017", "2007", "1997"])
def test_45C4b_45D_correction_in_one_breath_refused_first_card_stays(laws: str) -> None:
    s, out = run([LEAD, PLACED, BREATH], laws=laws, findings={"slip_of_tongue": False})
    second = out[2][1]
    assert (second.outcome, second.card) == (Outcome.CHANGE_REFUSED, C("HJ"))
    assert s.table.current_trick == [(Seat.W, C("H2")), (Seat.N, C("HJ"))]


# ----------------------------------------------------------------------------- 55A wrong hand

WRONG_BREATH = {"by": "S", "say": "club three, no, club two"}


@pytest.mark.parametrize("laws", EDITIONS)
@pytest.mark.parametrize("slip", [None, True, False])
def test_45C4a_55A_call_from_the_wrong_hand_in_one_breath_is_the_first_card_change_refused(
    laws: str, slip: bool | None
) -> None:
    findings = None if slip is None else {"slip_of_tongue": slip}
    s, out = run([WRONG_BREATH], laws=laws, findings=findings, base=dict(WRONG_HAND))
    lead, change = out[0]
    assert (lead.outcome, lead.card, lead.law) == (Outcome.OPTIONS, C("C3"), "55A")
    assert (change.outcome, change.card, change.law) == (Outcome.CHANGE_REFUSED, C("C3"), CHANGE_LABEL[laws])
    assert change.extra["reason"] == "wrong_hand"
    assert change.options == ("accept_lead", "require_retraction")
    (accepted,) = s.apply(Event.from_json({"by": "W", "choose": "accept_lead"}))
    assert (accepted.outcome, accepted.card) == (Outcome.PLAYED, C("C3"))


def test_55A_call_from_the_wrong_hand_without_correction_unchanged() -> None:
    _s, out = run([{"by": "S", "say": "club two"}], base=dict(WRONG_HAND))
    assert kinds(out[0]) == [("options", "C2")]


# ----------------------------------------------------------------------------- 46A, a defender's words


@pytest.mark.parametrize(
    ("text", "lang", "word"),
    [
        ("xyzzy", "en", "xyzzy"),
        ("the frobnicated heart", "en", "frobnicated"),
        ("блямсовую черву", "ru", "блямсовую"),
    ],
)
def test_46A_defender_words_not_understood_name_the_unknown_words(text: str, lang: str, word: str) -> None:
    # after W's lead and N's card, E is to play: his words name nothing he can play
    s, out = run([LEAD, {"by": "S", "say": "heart four"}, {"by": "E", "say": text, "lang": lang}])
    (r,) = out[2]
    assert (r.outcome, r.law, r.seat) == (Outcome.NOT_UNDERSTOOD, "46A", Seat.E)
    assert [u["word"] for u in r.extra["unknown"]] == [word]
    assert "designate_again" in r.flags and len(s.table.current_trick) == 2
    for lang_ in LANGUAGES:
        assert word in render(r, lang_).text


def test_46A_defender_words_understood_but_naming_no_card_still_45C4a() -> None:
    _s, out = run([LEAD, {"by": "S", "say": "heart four"}, {"by": "E", "say": "a heart"}])
    (r,) = out[2]
    assert (r.outcome, r.law) == (Outcome.NOT_PLAYED, "45C4(a)")


def test_46A_defender_words_not_understood_under_46B5() -> None:
    # "anything": the defenders designate dummy's card (46B5); E's words are not understood
    s, out = run([LEAD, {"by": "S", "say": "anything"}, {"by": "E", "say": "xyzzy"}])
    assert (out[1][0].outcome, out[1][0].law) == (Outcome.DEFENDERS_DESIGNATE, "46B5")
    (r,) = out[2]
    assert (r.outcome, r.law) == (Outcome.NOT_UNDERSTOOD, "46A")
    assert s.table.current_trick == [(Seat.W, C("H2"))] and s.open_choice is not None

