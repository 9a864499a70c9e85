"""Regression tests for the tournament director's review of Laws 45/47/50 against the seed texts
(items 1, 2, 4, 5, 6, 8-12, 14-17), by clause and edition. Seeds: 001 RU 2007 Law 45, 002 Swedish
1997, 003 RU commentary on 1997, 004 Dutch 1963 article 45."""

from __future__ import annotations

from typing import Any

import pytest

from bridgelaw.cards import Card, Seat
from bridgelaw.editions import Edition
from bridgelaw.engine import TableSession, render_text, rule_incident
from bridgelaw.incident import parse_incident
from bridgelaw.laws import law45, law47
from bridgelaw.laws.law16 import clause_16_for_withdrawal
from bridgelaw.laws.law50_52 import penalty_class_flags
from bridgelaw.regulations import Regulations
from bridgelaw.rulings import Outcome, Ruling

DEAL = "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"
REGS = Regulations()
C = Card.parse

# declarer S won the last trick and is on lead; dummy N holds C3 and C2 (TD probe p5c)
WRONG_HAND = {
    "contract": "2S",
    "declarer": "S",
    "hands": {"N": "K.Q.Q.32", "E": "A.A.K.JT", "S": "Q.5.A.A5", "W": "9.K.8.K6"},
    "trick": [],
    "last_trick": {"winner": "S", "cards": ["E:D5", "S:D6", "W:D2", "N:D4"]},
}


def rule(events: list[dict[str, Any]], laws: str = "2017", play: list[str] | None = None,
         **kw: Any) -> list[Ruling]:
    base: dict[str, Any] = {"contract": "2S", "declarer": "S", "deal": DEAL, "play": play or ["H2"]}
    base.update(kw)
    return rule_incident(parse_incident({"laws": laws, "events": events, **base}))


def of(rs: list[Ruling], event: int) -> Ruling:
    return next(r for r in rs if r.event == event)


# ---------------------------------------------------------------- item 1: 55A call is never changed


@pytest.mark.parametrize(("laws", "law"), [("2017", "45C4(b)"), ("2007", "45C4(b)"), ("1997", "45C4(b)"),
                                           ("1963", "45(d)")])
@pytest.mark.parametrize("slip", [True, False])
def test_45C4b_wrong_hand_call_never_changed_every_edition(laws: str, law: str, slip: bool) -> None:
    events = [{"by": "S", "say": "club three"}, {"by": "S", "say": "no, club two"},
              {"by": "W", "choose": "accept_lead"}]
    inc = parse_incident({"laws": laws, "events": events, "findings": {"slip_of_tongue": slip}, **WRONG_HAND})
    rs = rule_incident(inc)
    refused = of(rs, 1)
    assert (refused.outcome, refused.law, refused.card) == (Outcome.CHANGE_REFUSED, law, C("C3"))
    assert refused.extra["reason"] == "wrong_hand"
    assert refused.options == ("accept_lead", "require_retraction")
    accepted = of(rs, 2)
    assert (accepted.outcome, accepted.card, accepted.law) == (Outcome.PLAYED, C("C3"), "53A")


def test_45C4b_wrong_hand_decision_comes_first() -> None:
    facts = law45.ChangeFacts(by_declarer=True, dummy_card=True, by_naming=True, own_side_played_since=True,
                              slip_of_tongue=True, pause_for_thought=True, wrong_hand=True)
    for ed in (Edition.E2017, Edition.E2007, Edition.E1997, Edition.E1963):
        assert law45.may_change_designation_45C4b(facts, edition=ed, regulations=REGS).reason == "wrong_hand"


# ---------------------------------------------------------------- item 2: 45C4(b) scope by edition


TOUCH = {"by": "S", "touch": "HQ", "purpose": "play"}
CHANGE = {"by": "S", "say": "no, the heart ten"}


@pytest.mark.parametrize(("laws", "reason"), [("2017", "scope_named"), ("2007", "scope_played"),
                                              ("1997", "scope_played"), ("1963", "scope_played")])
def test_45C4b_touched_dummy_card_45C3_cannot_be_changed(laws: str, reason: str) -> None:
    # RU 2007 45C3: a dummy card declarer "преднамеренно дотронулся" is played, not designated
    r = of(rule([TOUCH, CHANGE], laws, findings={"slip_of_tongue": True}), 1)
    assert (r.outcome, r.extra["reason"]) == (Outcome.CHANGE_REFUSED, reason)


@pytest.mark.parametrize("laws", ["1997", "2007", "1963"])
def test_45C4b_1997_2007_1963_gesture_may_be_changed(laws: str) -> None:
    r = of(rule([{"by": "S", "point": "HQ"}, CHANGE], laws, findings={"slip_of_tongue": True}), 1)
    assert (r.outcome, r.card) == (Outcome.CHANGE_ALLOWED, C("HT"))


def test_45C4b_2017_gesture_refused_with_its_own_reason_text() -> None:
    r = of(rule([{"by": "S", "point": "HQ"}, CHANGE], "2017", findings={"slip_of_tongue": True}), 1)
    assert r.extra["reason"] == "scope_gesture"
    assert "gesture" in r.text and "touched or placed" not in r.text


def test_45C4a_2007_gesture_text_does_not_say_unchangeable() -> None:
    r = of(rule([{"by": "S", "point": "HQ"}], "2007"), 0)
    assert "cannot be changed" not in r.text and "57C" not in r.text


# ---------------------------------------------------------------- item 4: lead after "your lead"


@pytest.mark.parametrize(("laws", "law"), [("2017", "47E1"), ("2007", "47E1"), ("1997", "47E")])
def test_47E1_lead_after_opponents_your_lead_is_retracted_not_a_fifth_card(laws: str, law: str) -> None:
    events = [{"by": "S", "say": "your lead"}, {"by": "W", "play": "H2"}]
    rs = rule(events, laws, play=["D2", "DQ", "DK", "DA"])
    statement, lead = of(rs, 0), of(rs, 1)
    assert statement.law == lead.law == law  # item 8: one label per edition
    assert (lead.outcome, lead.seat, lead.card) == (Outcome.WITHDRAWN, Seat.W, C("H2"))
    assert not any(r.outcome is Outcome.PENALTY_CARD for r in rs)


def test_45E1_without_a_statement_the_card_is_still_a_fifth_card() -> None:
    rs = rule([{"by": "W", "play": "H2"}], "2017", play=["D2", "DQ", "DK", "DA"])
    assert (of(rs, 0).outcome, of(rs, 0).law) == (Outcome.PENALTY_CARD, "45E1")


# ---------------------------------------------------------------- item 5: 1997 declarer's fifth card


def test_45E2_1997_declarer_not_on_lead_card_returned() -> None:
    # E won trick 1; S's extra C5 deemed a lead: no right to lead (RU commentary 45.7) -> back to hand
    r = of(rule([{"by": "S", "play": "C5"}], "1997", play=["H2", "H4", "HA", "H5"],
                findings={"deemed_lead": True}), 0)
    assert (r.outcome, r.law, r.card) == (Outcome.NOT_PLAYED, "45E2", C("C5"))
    assert "right to lead" in r.text


def test_45E2_2007_declarer_deemed_lead_is_a_lead_out_of_turn_law_55() -> None:
    r = of(rule([{"by": "S", "play": "C5"}], "2007", play=["H2", "H4", "HA", "H5"],
                findings={"deemed_lead": True}), 0)
    assert (r.outcome, r.law) == (Outcome.OPTIONS, "55A")
    assert r.extra["lead_laws"] == "55"


@pytest.mark.parametrize(("edition", "laws"), [(Edition.E2017, "55"), (Edition.E2007, "55"),
                                               (Edition.E1997, "53")])
def test_45E2_lead_laws_by_edition(edition: Edition, laws: str) -> None:
    assert law45.fifth_card_lead_laws_45E(defender=False, edition=edition) == laws
    assert law45.fifth_card_lead_laws_45E(defender=True, edition=edition) == "53, 56"


# ---------------------------------------------------------------- item 6: 1963 labels and provisions


def test_45C4a_1963_words_when_dummy_not_to_play_labelled_45d() -> None:
    rs = rule([{"by": "S", "say": "heart queen"}, {"by": "E", "play": "HA"}, {"by": "S", "play": "H5"},
               {"by": "S", "say": "club two"}], "1963")
    assert of(rs, 3).law == "45(d)"


def test_45D_1963_no_provision_director() -> None:
    r = of(rule([{"by": "N", "dummy_places": "HQ"}], "1963"), 0)
    assert (r.outcome, r.law) == (Outcome.DIRECTOR, "45")
    assert "no_provision_1963" in r.flags and "47" in r.text
    assert not r.options


@pytest.mark.parametrize("seat", ["S", "W"])
def test_45E_1963_no_provision_director(seat: str) -> None:
    card = "C5" if seat == "S" else "H7"
    r = of(rule([{"by": seat, "play": card}], "1963", play=["H2", "H4", "HA", "H5"]), 0)
    assert (r.outcome, r.law) == (Outcome.DIRECTOR, "45")
    assert "no_provision_1963" in r.flags and r.penalty is None


# ---------------------------------------------------------------- item 8: Law 16 references


@pytest.mark.parametrize(("edition", "ref"), [(Edition.E2017, "16C"), (Edition.E2007, "16D"),
                                              (Edition.E1997, "16C2"), (Edition.E1963, None)])
def test_45D_law16_reference_by_edition(edition: Edition, ref: str | None) -> None:
    assert clause_16_for_withdrawal(law45.clause("45D", edition), edition) == ref


def test_45D_1997_withdrawal_cites_16C2_without_penalty() -> None:
    rs = rule([{"by": "N", "dummy_places": "HQ"}, {"by": "E", "play": "HA"}, {"by": "S", "say": "heart ten"},
               {"by": "E", "choose": "withdraw:HA"}], "1997")
    r = of(rs, 3)
    assert (r.outcome, r.law) == (Outcome.WITHDRAWN, "45D")
    assert "16C2" in r.text and "without penalty" in r.text


def test_47E_1997_one_label_for_statement_and_retraction() -> None:
    r = law47.may_withdraw(law47.RetractionReason.MISINFORMED_TURN, edition=Edition.E1997, card=C("H2"),
                           seat=Seat.W, informed_by=Seat.S)
    assert r.law == "47E" == law47.clause_47E1_misinformed_turn(Edition.E1997)


# ---------------------------------------------------------------- item 9: 1963 penalty-card class


def test_50_1963_penalty_class_flagged_unverified() -> None:
    r = of(rule([{"by": "E", "show": "C4", "partner_could_see": True}], "1963"), 0)
    assert r.outcome is Outcome.PENALTY_CARD and "class_unverified" in r.flags
    assert penalty_class_flags(Edition.E1997) == ()


# ---------------------------------------------------------------- item 10: 2007 refusal names declarer


def test_45C4b_2007_declarer_played_from_hand_closes_window_text() -> None:
    rs = rule([{"by": "S", "say": "heart queen"}, {"by": "E", "play": "HA"}, {"by": "S", "play": "H5"},
               CHANGE], "2007", findings={"slip_of_tongue": True})
    r = of(rs, 3)
    assert r.extra["reason"] == "window_declarer_2007"
    assert "his own hand" in r.text and "his partner has since played" not in r.text


# ---------------------------------------------------------------- item 11: 45D conditional, then stands


@pytest.mark.parametrize(("laws", "stands"), [("2017", "45D2"), ("2007", "45D")])
def test_45D_2007_2017_card_stands_when_window_closes(laws: str, stands: str) -> None:
    events = [{"by": "N", "dummy_places": "H4"}, {"by": "E", "play": "HA"}, {"by": "S", "play": "H5"},
              {"by": "E", "play": "D5"}, {"by": "S", "play": "DA"}]
    inc = parse_incident({"laws": laws, "contract": "2S", "declarer": "S", "deal": DEAL, "play": ["H2"],
                          "events": events})
    s = TableSession.from_incident(inc)
    rs = s.apply_all(inc.events)
    assert "if attention is drawn" in render_text(rs[0]).text
    last = [r for r in rs if r.event == 4]
    assert (last[-1].outcome, last[-1].law, last[-1].card) == (Outcome.PLAYED, stands, C("H4"))
    assert all(w.card is not C("H4") for w in s.withdrawn)


# ---------------------------------------------------------------- item 12: wording per edition


def test_45C4b_1963_without_interruption_not_pause_for_thought() -> None:
    rs = rule([{"by": "S", "say": "heart queen"}, CHANGE], "1963", findings={"slip_of_tongue": True})
    r = of(rs, 1)
    assert r.outcome is Outcome.CHANGE_ALLOWED
    assert "without interruption" in r.text and "pause for thought" not in r.text


def test_45C4b_2007_refusal_without_slip_of_the_tongue() -> None:
    r = of(rule([{"by": "S", "say": "heart queen"}, CHANGE], "2007"), 1)
    assert r.extra["reason"] == "not_unintended" and "slip of the tongue" not in r.text


@pytest.mark.parametrize("events", [
    [{"by": "S", "point": "HQ"}],
    [{"by": "N", "say": "play the queen"}],
])
def test_45_1963_texts_cite_no_2017_numbers(events: list[dict[str, Any]]) -> None:
    for r in rule(events, "1963"):
        for ref in ("45C4(b)", "57C", "43A1", "45F", "48A", "WBF"):
            assert ref not in r.text, (ref, r.text)


def test_45E2_1997_without_penalty() -> None:
    r = of(rule([{"by": "S", "play": "C5"}], "1997", play=["H2", "H4", "HA", "H5"]), 0)
    assert "without penalty" in r.text and "rectification" not in r.text


# ---------------------------------------------------------------- item 14: 45F shall award


@pytest.mark.parametrize(("laws", "word"), [("2017", "shall award"), ("2007", "shall award"),
                                            ("1997", "reserves the right")])
def test_45F_adjusted_score_wording_by_edition(laws: str, word: str) -> None:
    r = of(rule([{"by": "N", "dummy_indicates": "HQ"}], laws), 0)
    assert word in r.text and "adjustment_possible" in r.flags


# ---------------------------------------------------------------- item 15: accidental fifth card


def test_45E1_accidental_fifth_card_minor_by_50B() -> None:
    r = of(rule([{"by": "W", "play": "H7", "findings": {"accidental": True}}], "2017",
                play=["H2", "H4", "HA", "H5"]), 0)
    assert (r.outcome, r.penalty, r.extra["accidental"]) == (Outcome.PENALTY_CARD, "minor", True)


def test_45E1_accidental_honour_still_major() -> None:
    r = of(rule([{"by": "W", "play": "HK", "findings": {"accidental": True}}], "2017",
                play=["H2", "H4", "HA", "H5"]), 0)
    assert r.penalty == "major"


def test_45E1_deliberate_fifth_card_major_by_default() -> None:
    r = of(rule([{"by": "W", "play": "H7"}], "2017", play=["H2", "H4", "HA", "H5"]), 0)
    assert (r.penalty, r.extra["accidental"]) == ("major", False)


# ---------------------------------------------------------------- items 16-17: Russian texts


def test_45C4b_2007_russian_seed_wording_and_declension() -> None:
    rs = rule([{"by": "S", "say": "heart queen"}, CHANGE], "2007", findings={"slip_of_tongue": True})
    text = render_text(of(rs, 1), "ru").text
    assert "ненамеренным" in text and "без паузы на размышление" in text
    assert "Обозначение дамы червей" in text


def test_45A_russian_instrumental_card_name() -> None:
    r = of(rule([{"by": "S", "say": "heart queen"}, {"by": "E", "play": "HA"}], "2017"), 1)
    assert render_text(r, "ru").text.startswith("E играет тузом червей")


def test_45F_russian_compensating_score_and_capital_director() -> None:
    text = render_text(of(rule([{"by": "N", "dummy_indicates": "HQ"}], "2007"), 0), "ru").text
    assert "присудить компенсирующую запись" in text and "Судья" in text and "судья" not in text


def test_45_english_dummy_plays_text() -> None:
    r = of(rule([TOUCH], "2017"), 0)
    assert r.text == "Dummy plays the queen of hearts (Law 45C3)."
