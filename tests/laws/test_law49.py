"""Law 49: a defender's exposed card becomes a penalty card (Law 50)."""

from __future__ import annotations

from _choice_helpers import first, session
from _pc_helpers import SEATS, c, laws_of, load_case

from bridgelaw.cards import Seat
from bridgelaw.editions import Edition
from bridgelaw.i18n import render
from bridgelaw.laws.law49 import defender_exposes_49
from bridgelaw.laws.law50 import PenaltyCardArea
from bridgelaw.regulations import Regulations
from bridgelaw.rulings import Outcome
from conftest import shared_dir

E17 = Edition.E2017
REGS = Regulations()


def test_49a_partner_could_see_face_penalty_card() -> None:
    r = defender_exposes_49(c("S5"), Seat.E, partner_could_see=True, edition=E17, regulations=REGS)
    assert r.outcome is Outcome.PENALTY_CARD and r.penalty == "minor" and r.law == "50B"
    assert "summon_director" in r.flags


def test_49b_named_as_held_penalty_card() -> None:
    r = defender_exposes_49(c("HK"), Seat.W, partner_could_see=False, named_as_held=True,
                         edition=E17, regulations=REGS)
    assert r.outcome is Outcome.PENALTY_CARD and r.penalty == "major"
    assert r.extra["how_exposed"] == "named"


def test_49_not_seen_not_named_no_penalty_card() -> None:
    r = defender_exposes_49(c("HK"), Seat.W, partner_could_see=False, edition=E17, regulations=REGS)
    assert r.outcome is Outcome.NOT_PLAYED and r.law == "49" and r.penalty is None


def test_49_statement_about_current_trick_is_not_a_penalty_card() -> None:
    r = defender_exposes_49(c("HK"), Seat.W, partner_could_see=False, named_as_held=True,
                         about_current_trick=True, edition=E17, regulations=REGS)
    assert r.outcome is Outcome.NOT_PLAYED and r.extra["see"] == "68"


def test_49_68B2_concession_partner_objects() -> None:
    r = defender_exposes_49(c("HK"), Seat.W, partner_could_see=True, concession_objected=True,
                         edition=E17, regulations=REGS)
    assert r.outcome is Outcome.NOT_PLAYED and r.law == "68B2"


def test_50_preamble_director_designates_otherwise() -> None:
    by_arg = defender_exposes_49(c("HK"), Seat.W, partner_could_see=True, director_otherwise=True,
                              edition=E17, regulations=REGS)
    assert by_arg.outcome is Outcome.NOT_PLAYED and by_arg.law == "50"
    assert "adjustment_possible" in by_arg.flags
    by_opt = defender_exposes_49(c("HK"), Seat.W, partner_could_see=True, edition=E17,
                              regulations=Regulations({"O-50-DIRECTOR-OTHERWISE": "true"}))
    assert by_opt.outcome is Outcome.NOT_PLAYED


def test_49_second_card_upgrades_first_minor() -> None:
    area = PenaltyCardArea().add(c("S5"), Seat.E, "minor")
    r = defender_exposes_49(c("D3"), Seat.E, partner_could_see=True, existing=area, edition=E17,
                         regulations=REGS)
    assert r.penalty == "major" and r.extra["upgraded"] == ["E:S5"]
    assert "two or more" in r.params["why_msg"]


def test_50E_info_tags_when_declarer_known() -> None:
    r = defender_exposes_49(c("S5"), Seat.E, partner_could_see=True, declarer=Seat.S, edition=E17,
                         regulations=REGS)
    assert r.info["unauthorised"] == ["W"] and r.info["authorised"] == ["N/S"]
    assert r.info["obligation_authorised"] == ["N/S", "E/W"] and r.info["law"] == ["50E"]


def test_49_case_bbo68440_SK_exposed_with_SQ() -> None:
    case = load_case(shared_dir("cases"), "bbo68440-sq-sk-simultaneous")
    ev_play, ev_show = case["events"]
    exp = next(e for e in case["expect"] if e["event"] == 1)
    r = defender_exposes_49(c(ev_show["show"]), SEATS[ev_show["by"]],
                         partner_could_see=ev_show["partner_could_see"], how="unintended",
                         intended_card=c(ev_play["play"]), edition=Edition.parse(case["laws"]),
                         regulations=REGS)
    assert r.outcome.value == exp["outcome"] and str(r.card) == exp["card"]
    assert r.penalty == exp["penalty"] and r.law in laws_of(exp)


def test_49_show_at_another_seats_turn_is_a_penalty_card_not_57D() -> None:
    _, rs = session([{"by": "W", "play": "H2"}, {"by": "E", "show": "C4", "partner_could_see": True}])
    r = first(rs, 1)
    assert (r.outcome, r.law, r.penalty) == (Outcome.PENALTY_CARD, "50B", "minor")
    _, rs = session([{"by": "W", "play": "H2"}, {"by": "E", "show": "HA", "partner_could_see": True}])
    assert (first(rs, 1).outcome, first(rs, 1).penalty) == (Outcome.PENALTY_CARD, "major")


# ------------------------------------------------------------------ the `drop` event (engine)
# Deal of _choice_helpers: 2S by S, W on lead. W: 93.KJ72.8762.K96, E: A764.A93.KJ5.JT4.


def _drop(events: list[dict[str, object]], laws: str = "2017") -> tuple[object, list[object]]:
    s, rs = session(events, laws=laws)
    return s, [r for r in rs if r.event == len(events) - 1]


def test_49_50B_defender_drops_a_low_card_at_his_own_turn_not_played_minor_penalty_card() -> None:
    s, r = _drop([{"by": "W", "drop": "H2"}])
    assert (r[0].outcome, r[0].law, r[0].extra["dropped"]) == (Outcome.NOT_PLAYED, "49", True)
    assert (r[1].outcome, r[1].law, r[1].penalty) == (Outcome.PENALTY_CARD, "50B", "minor")
    assert not s.table.current_trick and s.table.turn is Seat.W  # W still to make the opening lead
    assert [(p.card, p.kind) for p in s.penalty_cards] == [(c("H2"), "minor")]


def test_50C_dropped_minor_penalty_card_restricts_lower_cards_of_its_suit() -> None:
    s, _ = _drop([{"by": "W", "drop": "H2"}])
    legal = set(s.table.legal_cards(Seat.W))
    assert c("H7") not in legal and c("HK") in legal and c("H2") in legal  # honour allowed (50C)


def test_49_50B_dropped_honour_is_a_major_penalty_card() -> None:
    s, r = _drop([{"by": "W", "drop": "HK"}])
    assert r[1].penalty == "major" and [p.kind for p in s.penalty_cards] == ["major"]


def test_49_dropped_face_down_partner_could_not_see_is_no_penalty_card() -> None:
    s, r = _drop([{"by": "W", "drop": "HK", "partner_could_see": False}])
    assert r[1].outcome is Outcome.NOT_PLAYED and not len(s.penalty_cards)


def test_49_defender_drops_a_card_at_another_players_turn_too() -> None:
    s, r = _drop([{"by": "W", "play": "S9"}, {"by": "S", "say": "spade two"}, {"by": "W", "drop": "D2"}])
    assert r[0].law == "49" and r[1].penalty == "minor"
    assert [x[1] for x in s.table.current_trick] == [c("S9"), c("S2")]


def test_45C1_director_finds_the_dropped_card_was_played() -> None:
    s, r = _drop([{"by": "W", "drop": "H2", "findings": {"played_intentionally": True}}])
    assert (r[0].outcome, r[0].law) == (Outcome.PLAYED, "45C1")
    assert s.table.current_trick == [(Seat.W, c("H2"))] and not len(s.penalty_cards)


def test_48A_declarer_drops_a_card_no_penalty_not_played() -> None:
    s, r = _drop([{"by": "W", "play": "S9"}, {"by": "S", "say": "spade two"}, {"by": "E", "play": "S4"},
                  {"by": "S", "drop": "D3"}])
    assert (r[0].outcome, r[0].law) == (Outcome.NOT_PLAYED, "48A")
    assert not len(s.penalty_cards) and s.table.turn is Seat.S


def test_49_drop_by_edition() -> None:
    for laws, law45c1 in (("2007", "45C1"), ("1997", "45C1"), ("1963", "45(a)")):
        _, r = _drop([{"by": "W", "drop": "H2"}], laws=laws)
        assert r[0].law == "49" and f"Law {law45c1}" in render(r[0]).text, laws
        assert r[1].penalty == "minor"
        assert ("class_unverified" in r[1].flags) is (laws == "1963")
    _s, r = _drop([{"by": "W", "drop": "H2", "findings": {"played_intentionally": True}}], laws="1963")
    assert r[0].law == "45(a)"


def test_49_drop_in_every_language() -> None:
    _, r = _drop([{"by": "W", "drop": "H2"}])
    _, r2 = _drop([{"by": "W", "drop": "H2", "findings": {"played_intentionally": True}}])
    for lang in ("en", "ru", "sv", "nl", "de", "fr", "pl", "da", "nb", "it"):
        for x in (r[0], r2[0]):
            text = render(x, lang).text
            assert text and "{" not in text, lang
