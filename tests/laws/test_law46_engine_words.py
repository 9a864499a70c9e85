"""The words side of Law 46 wired into the engine (``say``): words not understood (46A), a polite
request that is a designation (not 47E1), a correction in one breath (45C4(a) then 45C4(b), by
edition and findings) and the choice after a 46B3(b) ``must_specify`` - through
:class:`TableSession`, :func:`rule_incident` and ``bridgelaw rule`` on incident YAML."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from bridgelaw.cards import Card, Seat
from bridgelaw.cli import app
from bridgelaw.engine import TableSession, rule_incident
from bridgelaw.i18n import LANGUAGES
from bridgelaw.incident import Incident, parse_incident
from bridgelaw.laws import law46
from bridgelaw.laws.law46.play import InvalidCall, MustSpecify
from bridgelaw.laws.law47 import TurnStatement
from bridgelaw.rulings import Outcome, Ruling

# Declarer S in 4S; W leads H2 and dummy N (hearts KQJ64) is to play.
DEAL = "N:852.KQJ64.Q3.932 A764.A93.KJ5.JT4 KQJT9.T8.AT.AKQ8 3.752.987642.765"
#: after trick 1 (W:H2 N:HK E:H3 S:H8) dummy is on lead, holding S852 HQJ64 DQ3 C932
DUMMY_LEADS = ("H2", "HK", "H3", "H8")


def incident(
    events: list[dict[str, Any]],
    *,
    laws: str = "2017",
    findings: dict[str, Any] | None = None,
    play: tuple[str, ...] = ("H2",),
    options: dict[str, str] | None = None,
) -> Incident:
    data: dict[str, Any] = {
        "format": "bridgelaw-incident/1",
        "laws": laws,
        "contract": "4S",
        "declarer": "S",
        "deal": DEAL,
        "play": list(play),
        "events": events,
    }
    if findings is not None:
        data["findings"] = findings
    if options is not None:
        data["options"] = options
    return parse_incident(data)


def session(inc: Incident) -> tuple[TableSession, list[list[Ruling]]]:
    s = TableSession.from_incident(inc)
    return s, [s.apply(e) for e in inc.events]


def say(text: str, lang: str | None = None, by: str = "S") -> dict[str, Any]:
    e: dict[str, Any] = {"by": by, "say": text}
    if lang is not None:
        e["lang"] = lang
    return e


# ----------------------------------------------------------------------------- 46A not understood

NOT_UNDERSTOOD = [
    ("xyzzy", "en"),
    ("xyzzy", "ru"),
    ("xyzzy", "sv"),
    ("xyzzy", "nl"),
    ("xyzzy", "de"),
    ("xyzzy", "pl"),
    ("play the frobnicated heart", None),
    ("сыграй блямсовую черву", None),
]


@pytest.mark.parametrize(("text", "lang"), NOT_UNDERSTOOD)
def test_46A_words_not_understood_play_no_card_and_declarer_designates_again(
    text: str, lang: str | None
) -> None:
    s, out = session(incident([say(text, lang), say("heart queen")]))
    first = out[0]
    assert [r.outcome for r in first] == [Outcome.NOT_UNDERSTOOD]
    r = first[0]
    assert r.law == "46A" and "designate_again" in r.flags and r.seat is Seat.N and r.card is None
    assert r.extra["unknown"], "the ruling names the words not understood"
    # nothing was played and it is still dummy's turn; not the 46B4 invalid-call state
    after = s.state_at(1)
    assert len(after.table.plays) == 1 and after.table.turn is Seat.N
    assert after.recall(InvalidCall) is None
    # designated again, properly: played under 45C4(a)
    assert [(x.outcome, str(x.card), x.law) for x in out[1]] == [(Outcome.PLAYED, "HQ", "45C4(a)")]


def test_46A_not_understood_differs_from_46B4_card_not_in_dummy() -> None:
    s, out = session(incident([say("xyzzy")]))
    assert out[0][0].outcome is Outcome.NOT_UNDERSTOOD and s.state.recall(InvalidCall) is None
    s, out = session(incident([say("heart ace")]))  # East holds it: 46B4
    assert out[0][0].outcome is Outcome.INVALID and out[0][0].law == "46B4"
    assert s.state.recall(InvalidCall) == InvalidCall(1)


def test_46A_not_understood_is_rendered_in_every_ruling_language() -> None:
    inc = incident([say("xyzzy", "ru")])
    texts = {lang: rule_incident(inc, lang=lang)[0].text for lang in LANGUAGES}
    assert all("xyzzy" in t for t in texts.values()), texts
    assert len(set(texts.values())) == len(texts), "each language has its own text"


def test_46A_engine_agrees_with_rule_words() -> None:
    s = TableSession.from_incident(incident([]))
    lib = law46.rule_words(s.table, "xyzzy", "sv", edition=s.edition, regulations=s.regulations)
    eng = s.apply(parse_incident_event(say("xyzzy", "sv")))
    assert [(r.outcome, r.law, r.params) for r in eng] == [(r.outcome, r.law, r.params) for r in lib]


def parse_incident_event(e: dict[str, Any]) -> Any:
    return incident([e]).events[0]


# ----------------------------------------------------------------------------- 47E1 vs a polite request


@pytest.mark.parametrize("text", ["could you play the queen", "will you play the queen please"])
def test_47E1_a_polite_request_with_you_play_is_a_designation(text: str) -> None:
    s, out = session(incident([say(text)]))
    assert [(r.outcome, str(r.card)) for r in out[0]] == [(Outcome.PLAYED, "HQ")]
    assert s.table.plays[-1] == (Seat.N, Card.parse("HQ"))
    assert s.state.recall(TurnStatement) is None


def test_47E1_you_play_alone_is_still_a_statement_about_the_turn() -> None:
    s, out = session(incident([say("you play", by="E")], play=()))
    assert out[0][0].law.startswith("47E") and s.state.recall(TurnStatement) == TurnStatement(Seat.E)


# ----------------------------------------------------------------------------- 45C4(a)+(b) in one breath

#: "the jack, no, the king" as people say it, per language
BREATH = {
    "en": "the jack, no, the king",
    "ru": "валета, ой, короля",
    "sv": "knekt, nej förlåt, kung",
    "nl": "de boer, nee, de heer",
    "de": "der Bube, nein, der König",
    "pl": "waleta, nie, króla",
}
LABEL = {"2017": "45C4(b)", "2007": "45C4(b)", "1997": "45C4(b)", "1963": "45(d)"}


def _breath(lang: str, laws: str, findings: dict[str, Any] | None) -> tuple[TableSession, list[Ruling]]:
    s, out = session(incident([say(BREATH[lang], lang)], laws=laws, findings=findings))
    return s, out[0]


@pytest.mark.parametrize("laws", ["2017", "2007", "1997", "1963"])
@pytest.mark.parametrize("lang", sorted(BREATH))
def test_45C4a_first_card_played_then_45C4b_director_needs_slip_of_tongue(lang: str, laws: str) -> None:
    s, out = _breath(lang, laws, None)
    first, second = out
    assert first.outcome is Outcome.PLAYED and str(first.card) == "HJ" and "first_designation" in first.flags
    assert second.outcome is Outcome.DIRECTOR and second.needs == "slip_of_tongue"
    assert second.law == LABEL[laws]
    # meanwhile the first card stands as played
    assert s.table.plays[-1] == (Seat.N, Card.parse("HJ")) and Card.parse("HK") in s.table.hand(Seat.N)


@pytest.mark.parametrize("laws", ["2017", "2007", "1997", "1963"])
@pytest.mark.parametrize("lang", sorted(BREATH))
def test_45C4b_change_in_one_breath_allowed_for_a_slip_of_the_tongue(lang: str, laws: str) -> None:
    s, out = _breath(lang, laws, {"slip_of_tongue": True})
    first, second = out
    assert first.outcome is Outcome.PLAYED and str(first.card) == "HJ"
    assert second.outcome is Outcome.CHANGE_ALLOWED and str(second.card) == "HK" and second.law == LABEL[laws]
    assert second.extra["first_card"] == "HJ" and second.extra["withdrawn"] == "N:HJ"
    # the jack went back to dummy (47C), kept with its Law 16 tags; the king is played
    t = s.table
    assert t.plays[-1] == (Seat.N, Card.parse("HK")) and Card.parse("HJ") in t.hand(Seat.N)
    assert [(w.seat, str(w.card)) for w in s.withdrawn] == [(Seat.N, "HJ")]
    # the change stays open to the ordinary 45C4(b) machinery: East plays on normally
    e = incident([{"by": "E", "play": "H3"}]).events[0]
    assert s.apply(e)[0].outcome is Outcome.PLAYED


@pytest.mark.parametrize("laws", ["2017", "2007", "1997", "1963"])
@pytest.mark.parametrize("lang", sorted(BREATH))
def test_45C4b_change_in_one_breath_refused_without_a_slip(lang: str, laws: str) -> None:
    s, out = _breath(lang, laws, {"slip_of_tongue": False})
    _first, second = out
    assert second.outcome is Outcome.CHANGE_REFUSED and str(second.card) == "HJ" and second.law == LABEL[laws]
    assert second.extra["reason"] == ("not_slip" if laws == "2017" else "not_unintended")
    assert s.table.plays[-1] == (Seat.N, Card.parse("HJ")) and not s.withdrawn


@pytest.mark.parametrize(
    ("laws", "outcome", "reason"),
    [
        ("2017", Outcome.CHANGE_ALLOWED, None),  # 2017: a slip of the tongue, pause or not
        ("2007", Outcome.CHANGE_REFUSED, "pause"),  # "without pause for thought"
        ("1997", Outcome.CHANGE_REFUSED, "pause"),
        ("1963", Outcome.CHANGE_REFUSED, "interruption"),  # "mits dit zonder onderbreking geschiedt"
    ],
)
def test_45C4b_scope_of_the_change_differs_by_edition(
    laws: str, outcome: Outcome, reason: str | None
) -> None:
    s, out = _breath("nl", laws, {"slip_of_tongue": True, "pause_for_thought": True})
    assert out[1].outcome is outcome and out[1].extra.get("reason") == reason
    played = "HK" if outcome is Outcome.CHANGE_ALLOWED else "HJ"
    assert s.table.plays[-1] == (Seat.N, Card.parse(played))


def test_45C4b_in_one_breath_with_full_cards_first_card_under_45C4a() -> None:
    _s, out = session(
        incident([say("the heart jack... no, wait, the heart king")], findings={"slip_of_tongue": True})
    )
    assert [(r.outcome, str(r.card), r.law) for r in out[0]] == [
        (Outcome.PLAYED, "HJ", "45C4(a)"),
        (Outcome.CHANGE_ALLOWED, "HK", "45C4(b)"),
    ]


def test_45C4b_same_card_restated_in_one_breath_plays_it_once() -> None:
    s, out = session(incident([say("the jack, no, the heart jack")]))
    assert [r.outcome for r in out[0]] == [Outcome.PLAYED, Outcome.PLAYED]
    assert "restated" in out[0][1].flags and len(s.table.plays) == 2


def test_45C4b_an_event_finding_decides_the_change() -> None:
    e = {**say(BREATH["ru"], "ru"), "findings": {"slip_of_tongue": True}}
    s, out = session(incident([e], laws="2007"))
    assert out[0][1].outcome is Outcome.CHANGE_ALLOWED and s.table.plays[-1][1] == Card.parse("HK")


def test_45C4b_engine_agrees_with_change_in_one_breath() -> None:
    for lang, text in BREATH.items():
        inc = incident([say(text, lang)], laws="1997", findings={"slip_of_tongue": True})
        s = TableSession.from_incident(inc)
        lib = law46.rule_words(
            s.table, text, lang, edition=s.edition, regulations=s.regulations, slip_of_tongue=True
        )
        eng = s.apply(inc.events[0])
        assert [(r.outcome, r.card, r.law, r.message) for r in eng] == [
            (r.outcome, r.card, r.law, r.message) for r in lib
        ], lang


def test_45C4b_in_one_breath_through_bridgelaw_rule(tmp_path: Path) -> None:
    data = {
        "format": "bridgelaw-incident/1",
        "laws": "1963",
        "contract": "4S",
        "declarer": "S",
        "deal": DEAL,
        "play": ["H2"],
        "events": [say(BREATH["sv"], "sv"), {"by": "E", "play": "HA"}],
        "findings": {"slip_of_tongue": True},
    }
    path = tmp_path / "breath.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    res = CliRunner().invoke(app, ["rule", "--json", "--lang", "nl", str(path)])
    assert res.exit_code == 0, res.output
    doc = json.loads(res.output)
    got = [(r["event"], r["outcome"], r.get("card"), r["law"]) for r in doc["rulings"]]
    assert got[:2] == [(0, "played", "HJ", "46B3(b)"), (0, "change_allowed", "HK", "45(d)")]
    assert got[2][:3] == (1, "played", "HA")
    assert "onderbreking" in doc["rulings"][1]["text"]


# ----------------------------------------------------------------------------- 46B3(b) must_specify


def test_46B3b_must_specify_then_a_non_candidate_is_refused_under_restricted() -> None:
    s, out = session(incident([say("the three"), say("the eight"), say("club")], play=DUMMY_LEADS))
    must, refused, chosen = (x[0] for x in out)
    assert must.outcome is Outcome.MUST_SPECIFY and {str(c) for c in must.candidates} == {"C3", "D3"}
    assert refused.outcome is Outcome.NOT_PLAYED and "must_choose_candidate" in refused.flags
    assert s.state_at(2).table.plays == s.state_at(1).table.plays  # nothing played
    assert s.state_at(2).recall(MustSpecify) is not None
    assert chosen.outcome is Outcome.PLAYED and str(chosen.card) == "C3" and chosen.law == "46B3(b)"
    assert s.table.plays[-1] == (Seat.N, Card.parse("C3")) and s.state.recall(MustSpecify) is None


def test_46B3b_must_specify_free_lock_lets_declarer_name_any_card() -> None:
    _s, out = session(
        incident([say("the three"), say("the eight")], play=DUMMY_LEADS, options={"O-46-B3B-LOCK": "free"})
    )
    assert out[1][0].outcome is Outcome.PLAYED and str(out[1][0].card) == "S8"


def test_46B3b_must_specify_words_not_understood_keep_the_choice_open() -> None:
    _s, out = session(incident([say("the three"), say("xyzzy"), say("diamond")], play=DUMMY_LEADS))
    assert out[1][0].outcome is Outcome.NOT_UNDERSTOOD
    assert str(out[2][0].card) == "D3" and out[2][0].law == "46B3(b)"
