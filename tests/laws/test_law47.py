"""Law 47: retraction of a played card (2017 baseline; 2007 and 1997 where they differ)."""

from __future__ import annotations

import pytest
from _choice_helpers import ev, first, session
from _law45_session_helpers import C, of, rule
from _pc_helpers import SEATS, c, laws_of, load_case, table
from _withdraw_helpers import CHANGE, SLIP, choose, play

from bridgelaw.cards import Seat
from bridgelaw.editions import Edition
from bridgelaw.engine import render_text
from bridgelaw.errors import ChoiceError
from bridgelaw.laws import law45, law47
from bridgelaw.laws.law47 import RetractionReason, cards_played_after_47E2, refusal_label_47F, withdrawal_47
from bridgelaw.regulations import Regulations
from bridgelaw.rulings import Outcome
from conftest import shared_dir

E17, E07, E97 = Edition.E2017, Edition.E2007, Edition.E1997
R = RetractionReason


def test_47A_rectification_defender_card_withdrawn_may_become_penalty_card() -> None:
    r = withdrawal_47(R.RECTIFICATION, edition=E17, card=c("H5"), seat=Seat.E)
    assert r.outcome is Outcome.WITHDRAWN and r.law == "47A"
    assert "penalty_card_possible" in r.flags
    assert r.params["domain"] == "play" and r.params["card"] == "H5"
    # 16C: the offenders' own withdrawn card is unauthorised to them
    assert r.info["unauthorised"] == ["E/W"] and r.info["authorised"] == ["N/S"]


def test_47A_1997_wording_comply_with_penalty() -> None:
    r = withdrawal_47(R.RECTIFICATION, edition=E97, card=c("H5"), seat=Seat.E)
    assert r.law == "47A" and "penalty" in r.params["why_msg"]


def test_47B_declarer_corrects_illegal_play_no_penalty_card() -> None:
    t = table(plays="S4 S2")
    r = withdrawal_47(R.ILLEGAL_PLAY, edition=E17, card=c("S2"), seat=Seat.N, table=t)
    assert r.outcome is Outcome.WITHDRAWN and r.law == "47B"
    assert "penalty_card_possible" not in r.flags
    assert "48A" in r.message


def test_47C_2017_only_declarers_dummy_card() -> None:
    t = table(plays="S4 S2 SQ")
    ok = withdrawal_47(R.CHANGED_DESIGNATION, edition=E17, card=c("S2"), seat=Seat.N, table=t)
    assert ok.outcome is Outcome.WITHDRAWN and ok.law == "47C"
    no = withdrawal_47(R.CHANGED_DESIGNATION, edition=E17, card=c("SQ"), seat=Seat.E, table=t)
    assert no.outcome is Outcome.PLAYED and no.law == "47F2"
    assert "45C4(b)" in no.params["why_msg"]


def test_47C_2007_any_player_could_change_designation() -> None:
    t = table(plays="S4 S2 SQ")
    r = withdrawal_47(R.CHANGED_DESIGNATION, edition=E07, card=c("SQ"), seat=Seat.E, table=t)
    assert r.outcome is Outcome.WITHDRAWN and r.law == "47C"


def test_47C_16C_tags_follow_option_O_16C_45C4B() -> None:
    off = withdrawal_47(R.CHANGED_DESIGNATION, edition=E17, card=c("S2"), seat=Seat.N)
    assert off.info["unauthorised"] == ["N/S"]
    strict = withdrawal_47(R.CHANGED_DESIGNATION, edition=E17, card=c("S2"), seat=Seat.N,
                          regulations=Regulations({"O-16C-45C4B": "strict"}))
    assert strict.info["authorised"] == ["N/S", "E/W"] and "unauthorised" not in strict.info


def test_47D_opponent_changed_play_16C_2017_16D_2007() -> None:
    r17 = withdrawal_47(R.OPPONENT_CHANGED, edition=E17, card=c("SQ"), seat=Seat.E)
    assert r17.outcome is Outcome.WITHDRAWN and r17.law == "47D"
    assert r17.info == {"authorised": ["E/W"], "unauthorised": ["N/S"], "law": ["16C"]}
    r07 = withdrawal_47(R.OPPONENT_CHANGED, edition=E07, card=c("SQ"), seat=Seat.E)
    assert r07.info["law"] == ["16D"]
    assert "without further rectification" in r07.message


def test_47D_1997_without_penalty() -> None:
    r = withdrawal_47(R.OPPONENT_CHANGED, edition=E97, card=c("SQ"), seat=Seat.E)
    assert "without penalty" in r.message and r.info["law"] == ["16C"]


def test_47E1_2017_lead_or_play_and_63A1_does_not_apply() -> None:
    r = withdrawal_47(R.MISINFORMED_TURN, edition=E17, card=c("H3"), seat=Seat.W, is_lead=False,
                     informed_by=Seat.S)
    assert r.outcome is Outcome.WITHDRAWN and r.law == "47E1"
    assert "lho_may_not_accept" in r.flags and "law_63A1_does_not_apply" in r.flags


def test_47E1_2007_play_allowed_without_63A1_flag() -> None:
    r = withdrawal_47(R.MISINFORMED_TURN, edition=E07, card=c("H3"), seat=Seat.W, is_lead=False)
    assert r.outcome is Outcome.WITHDRAWN
    assert "law_63A1_does_not_apply" not in r.flags


def test_47E1_1997_lead_only() -> None:
    lead = withdrawal_47(R.MISINFORMED_TURN, edition=E97, card=c("H3"), seat=Seat.W, is_lead=True)
    assert lead.outcome is Outcome.WITHDRAWN and "without penalty" in lead.message
    play = withdrawal_47(R.MISINFORMED_TURN, edition=E97, card=c("H3"), seat=Seat.W, is_lead=False)
    assert play.outcome is Outcome.PLAYED and play.law == "47F"


def test_47E1_partners_statement_does_not_count() -> None:
    r = withdrawal_47(R.MISINFORMED_TURN, edition=E17, card=c("H3"), seat=Seat.W, informed_by=Seat.E)
    assert r.outcome is Outcome.PLAYED and r.law == "47F2"
    assert "opponent" in r.params["why_msg"]


def test_47E2a_2017_any_later_card_makes_it_too_late() -> None:
    # W led S4, N S2, E SQ, S SA; W then led to trick 2 ... E's SQ has later cards in trick 1
    t = table(plays="S4 S2 SQ SA DA")
    r17 = withdrawal_47(R.MISEXPLANATION, edition=E17, card=c("SA"), seat=Seat.S, table=t)
    assert r17.outcome is Outcome.PLAYED and r17.law == "47E2(b)"
    assert "adjustment_possible" in r17.flags
    # 2007: only a later card "to that trick" ends the right; SA was the last card of trick 1
    r07 = withdrawal_47(R.MISEXPLANATION, edition=E07, card=c("SA"), seat=Seat.S, table=t)
    assert r07.outcome is Outcome.WITHDRAWN and r07.law == "47E2(a)"


def test_47E2a_later_card_to_that_trick_too_late_in_every_code() -> None:
    t = table(plays="S4 S2 SQ")
    for ed in (E97, E07, E17):
        r = withdrawal_47(R.MISEXPLANATION, edition=ed, card=c("S2"), seat=Seat.N, table=t)
        assert r.outcome is Outcome.PLAYED and r.law == "47E2(b)"
    ok = withdrawal_47(R.MISEXPLANATION, edition=E17, card=c("SQ"), seat=Seat.E, table=t)
    assert ok.outcome is Outcome.WITHDRAWN


def test_47E2a_opening_lead_not_after_dummy_faced() -> None:
    t = table(plays="S4")
    assert cards_played_after_47E2(t, Seat.W, c("S4")) == (0, 0, 1)
    for ed in (E07, E17):
        r = withdrawal_47(R.MISEXPLANATION, edition=ed, card=c("S4"), seat=Seat.W, table=t, dummy_faced=True)
        assert r.outcome is Outcome.PLAYED and r.law == "47E2(b)"
        assert "opening lead" in r.params["why_msg"]
    before = withdrawal_47(R.MISEXPLANATION, edition=E17, card=c("S4"), seat=Seat.W, table=t)
    assert before.outcome is Outcome.WITHDRAWN
    r97 = withdrawal_47(R.MISEXPLANATION, edition=E97, card=c("S4"), seat=Seat.W, table=t, dummy_faced=True)
    assert r97.outcome is Outcome.WITHDRAWN


def test_47F1_53B_2017_53_2007_53C_1997() -> None:
    r17 = withdrawal_47(R.LAW_53B, edition=E17, card=c("H2"), seat=Seat.N, offender=Seat.E)
    assert r17.law == "47F1" and "53B" in r17.params["why_msg"]
    assert r17.info["unauthorised"] == ["E/W"]
    r07 = withdrawal_47(R.LAW_53B, edition=E07, card=c("H2"), seat=Seat.N)
    assert r07.law == "47F1" and "Law 53)" in r07.params["why_msg"]
    r97 = withdrawal_47(R.LAW_53B, edition=E97, card=c("H2"), seat=Seat.N)
    assert r97.outcome is Outcome.WITHDRAWN and r97.law == "53C"


def test_47F2_no_reason_card_stands() -> None:
    r = withdrawal_47(None, edition=E17, card=c("SA"), seat=Seat.E)
    assert r.outcome is Outcome.PLAYED and r.law == "47F2" and r.card is c("SA")
    assert refusal_label_47F(E97) == "47F" and refusal_label_47F(E07) == "47F2"


def test_47F_older_codes_read_as_1997() -> None:
    r = withdrawal_47(None, edition=Edition.E1987, card=c("SA"), seat=Seat.E)
    assert r.law == "47F" and "edition_read_as_1997" in r.flags
    r63 = withdrawal_47(R.OPPONENT_CHANGED, edition=Edition.E1963, card=c("SA"), seat=Seat.E)
    assert r63.info == {"authorised": ["N/S", "E/W"]}


def test_47F2_substitute_is_not_played() -> None:
    r = withdrawal_47(None, edition=E07, card=c("D4"), seat=Seat.S, substitute=c("DQ"))
    assert r.outcome is Outcome.NOT_PLAYED and r.card is c("DQ")
    assert r.extra["stands"] == "D4" and r.to_json()["stands"] == "D4"


# ------------------------------------------------------------------ real cases


def test_47E1_case_ebu1281_wrong_declarer_says_you_to_lead() -> None:
    case = load_case(shared_dir("cases"), "ebu1281-you-to-lead-wrong-declarer")
    ed = Edition.parse(case["laws"])
    exp = next(e for e in case["expect"] if e["event"] == 1)
    ev = case["events"][1]
    r = withdrawal_47(R.MISINFORMED_TURN, edition=ed, card=c(ev["play"]), seat=SEATS[ev["by"]],
                     is_lead=True, informed_by=SEATS[case["events"][0]["by"]])
    assert r.outcome.value == exp["outcome"] and str(r.card) == exp["card"]
    assert r.law in laws_of(exp)


def test_47F2_case_nzb64_declarer_underruff_replaced() -> None:
    case = load_case(shared_dir("cases"), "nzb64-declarer-underruffs-from-hand")
    ed = Edition.parse(case["laws"])
    exp = next(e for e in case["expect"] if e["event"] == 1)
    first, second = case["events"][0], case["events"][1]
    r = withdrawal_47(None, edition=ed, card=c(first["play"]), seat=SEATS[first["by"]],
                     substitute=c(second["play"]))
    assert r.outcome.value == exp["outcome"] and str(r.card) == exp["card"]
    # 2007 numbering is 47F2; the case lists the section "47F"
    assert r.law == "47F2" and any(r.law.startswith(x) for x in laws_of(exp))


def test_47F2_case_allexperts_defender_takes_back_SA() -> None:
    case = load_case(shared_dir("cases"), "allexperts-defender-sa-placed-then-taken-back")
    ed = Edition.parse(case["laws"])
    ev = case["events"][0]
    r = withdrawal_47(None, edition=ed, card=c(ev["play"]), seat=SEATS[ev["by"]])
    assert r.outcome.value == case["expect"][0]["outcome"] == "played"
    assert str(r.card) == case["expect"][0]["card"]


@pytest.mark.parametrize("reason", list(RetractionReason))
def test_47_every_reason_names_its_clause(reason: RetractionReason) -> None:
    r = withdrawal_47(reason, edition=E17, card=c("H4"), seat=Seat.W, is_lead=True)
    assert r.outcome is Outcome.WITHDRAWN and r.law == reason.value
    assert r.message.format(**r.params)


@pytest.mark.parametrize(("laws", "law"), [("2017", "47E1"), ("2007", "47E1"), ("1997", "47E")])
def test_47E1_lead_after_opponents_your_lead_is_retracted_not_a_fifth_card(laws: str, law: str) -> None:
    events = [{"by": "S", "say": "your lead"}, {"by": "W", "play": "H2"}]
    rs = rule(events, laws, play=["D2", "DQ", "DK", "DA"])
    statement, lead = of(rs, 0), of(rs, 1)
    assert statement.law == lead.law == law  # item 8: one label per edition
    assert (lead.outcome, lead.seat, lead.card) == (Outcome.WITHDRAWN, Seat.W, C("H2"))
    assert not any(r.outcome is Outcome.PENALTY_CARD for r in rs)


def test_47E_1997_one_label_for_statement_and_retraction() -> None:
    r = law47.withdrawal_47(law47.RetractionReason.MISINFORMED_TURN, edition=Edition.E1997, card=C("H2"),
                           seat=Seat.W, informed_by=Seat.S)
    assert r.law == "47E" == law47.misinformed_turn_label_47E1(Edition.E1997)


@pytest.mark.parametrize(
    ("edition", "label"),
    [
        (Edition.E2017, "47C"),
        (Edition.E2007, "47C"),
        (Edition.E1997, "45C4(b)"),
        (Edition.E1987, "45C4(b)"),
        (Edition.E1963, "45(d)"),
    ],
)
def test_47C_clause_label_by_edition(edition: Edition, label: str) -> None:
    change = law45.clause("45C4(b)", edition)
    assert law47.changed_designation_label_47C(edition, change_clause=change) == label


@pytest.mark.parametrize(
    ("edition", "label"),
    [
        (Edition.E2017, "47D"),
        (Edition.E2007, "47D"),
        (Edition.E1997, "47E"),  # seed 002: "se lag 47E"
        (Edition.E1987, "45C4(b)"),
        (Edition.E1975, "45C4(b)"),
        (Edition.E1963, "45(d)"),
    ],
)
def test_47D_clause_label_by_edition(edition: Edition, label: str) -> None:
    change = law45.clause("45C4(b)", edition)
    assert law47.opponent_changed_label_47D(edition, change_clause=change) == label


@pytest.mark.parametrize(
    ("edition", "label"),
    [
        (Edition.E2017, "47E1"),
        (Edition.E2007, "47E1"),
        (Edition.E1997, "47E"),
        (Edition.E1963, "47E"),
    ],
)
def test_47E1_clause_label_by_edition(edition: Edition, label: str) -> None:
    assert law47.misinformed_turn_label_47E1(edition) == label


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
