"""Law 57: premature lead or play (57A penalty card and declarer's choice, 57B partner cannot
comply, 57C exceptions, 57D play at RHO's turn) - by clause and by code (laws.md §1.14).

57C by code: 2017 has C1 (declarer has played from both hands), C2 (dummy of his own volition
selected a card before his RHO, or illegally suggested one) and C3 (declarer's premature play,
not a lead, is a played card); 2007 has C1 (both hands, or dummy played or suggested a card)
and C2 (declarer's premature play); 1997 has one 57C (both hands or dummy) and nothing on
declarer's premature play. 2007 57A has three options (no "require another suit").
Real rulings used as incidents: ``tests/data/law57/`` (source in each file)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from _choice_helpers import ev, first, session
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaw.cards import Card, Seat, Suit
from bridgelaw.editions import Edition
from bridgelaw.engine import rule_incident
from bridgelaw.errors import ChoiceError
from bridgelaw.glossary import law_label
from bridgelaw.i18n import LANGUAGES, render
from bridgelaw.incident import load_incident
from bridgelaw.laws import law57
from bridgelaw.laws.verdict import Restrict
from bridgelaw.rulings import Outcome
from test_cases import check_expect

N_WINS = ["H2", "HQ", "H3", "H5"]  # dummy wins trick 1 and leads
DUMMY_LEADS = {"by": "S", "say": "spade two"}
WEST_EARLY = {"by": "W", "play": "S3"}  # before his partner East
# trick 1 won by declarer's hand: W D2, N DQ, E DK, S DA; South then leads C5 (West second)
S_WINS = [
    {"by": "W", "play": "D2"},
    {"by": "S", "say": "diamond queen"},
    {"by": "E", "play": "DK"},
    {"by": "S", "play": "DA"},
    {"by": "S", "play": "C5"},
]
CASES = sorted((Path(__file__).resolve().parent.parent / "data" / "law57").glob("*.yaml"))


def _early(more: list[dict[str, Any]], laws: str = "2017") -> tuple[Any, list[Any]]:
    return session([DUMMY_LEADS, WEST_EARLY, *more], laws, play=N_WINS)


# ------------------------------------------------------------------------ 57A / 57B


def test_57A_premature_play_major_penalty_card_and_options() -> None:
    s, rs = _early([])
    r = first(rs, 1)
    assert (r.outcome, r.law, r.penalty) == (Outcome.PENALTY_CARD, "57A", "major")
    assert r.options[:2] == ("partner_highest", "partner_lowest")
    assert "partner_other_suit:H" in r.options and "partner_other_suit:S" not in r.options
    assert s.penalty_cards.majors(Seat.W) == (Card.parse("S3"),)


@pytest.mark.parametrize(("laws", "require_other"), [("2017", True), ("2007", False), ("1997", True)])
def test_57A_options_by_code_2007_has_no_require_another_suit(laws: str, require_other: bool) -> None:
    _, rs = _early([], laws)
    r = first(rs, 1)
    assert any(o.startswith("partner_other_suit:") for o in r.options) is require_other
    assert "partner_not_suit:H" in r.options and r.options[:2] == ("partner_highest", "partner_lowest")
    if not require_other:
        assert "no option to require another suit" in render(r).text


def test_57A_2007_choice_of_another_suit_is_refused() -> None:
    with pytest.raises(ChoiceError, match="partner_other_suit"):
        _early([{"by": "S", "choose": "partner_other_suit:H"}], "2007")


def test_57A_declarer_requires_highest_partner_legal_cards_follow() -> None:
    s, rs = _early([{"by": "S", "choose": "partner_highest"}])
    assert (first(rs, 2).outcome, first(rs, 2).law) == (Outcome.NOT_PLAYED, "57A")
    assert s.table.legal_cards(Seat.E) == [Card.parse("SA")]


def test_57A_lowest() -> None:
    s, _ = _early([{"by": "S", "choose": "partner_lowest"}])
    assert s.table.legal_cards(Seat.E) == [Card.parse("S4")]


def test_57B_partner_cannot_comply_plays_any_legal_card() -> None:
    s, _ = _early([{"by": "S", "choose": "partner_other_suit:D"}])
    # East holds spades: 44C outranks the choice, so any spade (Law 59 fallback)
    assert [str(c) for c in s.table.legal_cards(Seat.E)] == ["S4", "S6", "S7", "SA"]


def test_57A_restriction_ends_with_the_trick() -> None:
    v = law57.premature_play_choice_57A("partner_not_suit:D", Seat.E, 2)
    (effect,) = v.effects
    assert isinstance(effect, Restrict) and v.rulings[0].law == "57A"
    r = effect.restriction
    assert isinstance(r, law57.PrematurePlayRestriction)
    assert (r.kind, r.suit, r.trick) == ("not_suit", Suit.DIAMONDS, 2)
    with pytest.raises(ValueError, match="57A"):
        law57.premature_play_choice_57A("partner_other_suit", Seat.E, 2)


# 57A's first case: a defender leads to the next trick before his partner played to this one
LEAD_EARLY = [DUMMY_LEADS, {"by": "E", "play": "S4"}]


@pytest.mark.parametrize("laws", ["2017", "2007", "1997"])
def test_57A_defender_leads_to_next_trick_before_partner_played_not_a_fifth_card(laws: str) -> None:
    # dummy S2, East S4, East "leads" H9 before declarer and West have played: 57A, not 45E
    s, rs = session([*LEAD_EARLY, {"by": "E", "play": "H9"}], laws, play=N_WINS)
    r = first(rs, 2)
    assert (r.outcome, r.law, r.penalty) == (Outcome.PENALTY_CARD, "57A", "major")
    assert s.state.offer is not None and s.state.offer.kind == "57A" and s.state.offer.seat is Seat.W
    assert s.penalty_cards.majors(Seat.E) == (Card.parse("H9"),)


@pytest.mark.parametrize(("laws", "label"), [("2017", "57C1"), ("2007", "57C1"), ("1997", "57C")])
def test_57C1_premature_lead_after_both_hands_is_for_the_director(laws: str, label: str) -> None:
    s, rs = session([*LEAD_EARLY, {"by": "S", "play": "SQ"}, {"by": "E", "play": "H9"}], laws, play=N_WINS)
    r = first(rs, 3)
    assert (r.outcome, r.law, r.needs) == (Outcome.DIRECTOR, label, "lead_next_trick")
    assert not len(s.penalty_cards) and s.state.offer is None and Card.parse("H9") in s.table.hand(Seat.E)


@pytest.mark.parametrize(("laws", "label"), [("2017", "57C1"), ("2007", "57C1"), ("1997", "57C")])
def test_57C1_premature_lead_is_played_in_turn_once_its_owner_wins_the_trick(laws: str, label: str) -> None:
    # dummy S2, East SA, South SQ, East faces H9 as his lead before West has played; West S3:
    # East's ace wins, so the H9 is his lead to the next trick, played, no rectification
    evs = [DUMMY_LEADS, {"by": "E", "play": "SA"}, {"by": "S", "play": "SQ"}, {"by": "E", "play": "H9"},
           {"by": "W", "play": "S3"}]
    s, rs = session(evs, laws, play=N_WINS)
    assert first(rs, 3).outcome is Outcome.DIRECTOR
    played = [r for r in rs if r.event == 4]
    assert [(r.outcome, r.seat, str(r.card)) for r in played] == [
        (Outcome.PLAYED, Seat.W, "S3"), (Outcome.PLAYED, Seat.E, "H9")]
    assert played[1].law == label and "won the trick" in render(played[1], "en").text
    assert s.table.current_trick == [(Seat.E, Card.parse("H9"))] and not len(s.penalty_cards)


@pytest.mark.parametrize("laws", ["2017", "2007", "1997"])
def test_56_premature_lead_is_a_lead_out_of_turn_once_another_seat_wins_the_trick(laws: str) -> None:
    # the same lead when South's queen wins the trick: East's H9 is a lead out of turn (56),
    # declarer's choice (53A accept, or the card a major penalty card)
    evs = [*LEAD_EARLY, {"by": "S", "play": "SQ"}, {"by": "E", "play": "H9"}, {"by": "W", "play": "S3"}]
    s, rs = session(evs, laws, play=N_WINS)
    r = [r for r in rs if r.event == 4][-1]
    assert (r.outcome, r.seat, str(r.card), r.law) == (Outcome.OPTIONS, Seat.E, "H9", "56")
    assert s.state.offer is not None and s.table.turn is Seat.S and not s.table.current_trick
    s2, rs2 = session([*evs, {"by": "S", "choose": "require_retraction"}], laws, play=N_WINS)
    assert (first(rs2, 5).outcome, first(rs2, 5).penalty) == (Outcome.PENALTY_CARD, "major")
    assert s2.penalty_cards.majors(Seat.E) == (Card.parse("H9"),)


def test_45E_still_a_fifth_card_when_partner_has_played() -> None:
    # the trick is complete (four cards) and found still faced: East's card is 45E, not 57A
    east = {"by": "E", "play": "H9", "findings": {"trick_quitted": False}}
    evs = [*LEAD_EARLY, {"by": "S", "play": "SQ"}, {"by": "W", "play": "S3"}, east]
    _, rs = session(evs, play=N_WINS)
    assert first(rs, 4).law.startswith("45E")


def test_56_card_after_a_completed_trick_not_known_quitted_is_a_lead_not_57A() -> None:
    # the same card when it is not known whether the trick was quitted: a lead out of turn (56)
    evs = [*LEAD_EARLY, {"by": "S", "play": "SQ"}, {"by": "W", "play": "S3"}, {"by": "E", "play": "H9"}]
    _, rs = session(evs, play=N_WINS)
    assert first(rs, 4).law == "56"


# ------------------------------------------------------------------------ 57A breached: 61A


def test_61A_57A_requirement_broken_when_able_is_a_revoke_on_the_table() -> None:
    s, rs = _early([{"by": "S", "choose": "partner_highest"}, {"by": "E", "play": "S4"}])
    r = first(rs, 3)
    assert r.outcome is Outcome.PLAYED and "revoke" in r.flags and "61A" in render(r).text
    assert [(v.trick, v.seat, str(v.card)) for v in s.table.revokes] == [(2, Seat.E, "S4")]


def test_61A_57A_breach_established_63A1_and_adjusted_64A() -> None:
    # East breaks "highest" with S4; declarer wins; East's side plays to trick 3 (63A1); East's
    # side later wins a trick, so one trick is transferred at the end (64A2)
    more = [
        {"by": "S", "choose": "partner_highest"},
        {"by": "E", "play": "S4"},
        {"by": "S", "play": "ST"},
        {"by": "W", "play": "S3"},
        {"by": "S", "play": "SQ"},
        {"by": "W", "play": "S9"},
    ]
    s, rs = _early(more)
    est = [r for r in rs if r.law == "63A1"]
    assert est and est[0].event == 7 and "revoke_established" in est[0].flags
    t = s.table
    from bridgelaw.record import Event

    while not t.is_over:  # every later card the lowest legal one
        seat = t.turn
        c = t.legal_cards(seat)[0]
        s.apply(Event.from_json({"by": "S" if seat == t.dummy else seat.letter, "play": str(c)}))
        t = s.table
    end = s.finish()
    laws = [r.law for r in end]
    assert "64C" in laws
    transfer = [r for r in end if r.law.startswith("64A") or r.law.startswith("64B")]
    assert transfer, laws


def test_63A1_offenders_lead_of_the_suit_to_next_trick_establishes_not_corrects() -> None:
    # "lowest" required, East wins with SA (a 61A revoke) and leads S6 to trick 3: that lead
    # establishes the revoke (63A1); it is not a 62A correction of trick 2
    evs = [
        {"by": "S", "choose": "partner_lowest"},
        {"by": "E", "play": "SA"},
        {"by": "S", "play": "ST"},
        {"by": "W", "play": "S3"},
        {"by": "E", "play": "S6"},
    ]
    s, rs = _early(evs)
    assert [r.law for r in rs if r.event == 6] == ["45A", "63A1"]
    assert s.table.current_trick == [(Seat.E, Card.parse("S6"))]
    # with attention drawn to the revoke first, East's S4 (the card required) is its correction
    evs[-1] = {"by": "E", "play": "S4", "findings": {"attention_drawn": True}}
    s, rs = _early(evs)
    assert [r.law for r in rs if r.event == 6] == ["62B1", "62B"]
    assert s.table.tricks[-1].cards[1] == (Seat.E, Card.parse("S4"))


def test_61A_breach_not_a_revoke_when_partner_cannot_comply() -> None:
    # "a card of diamonds" while East holds spades: he cannot comply (57B, 59), so any spade
    s, rs = _early([{"by": "S", "choose": "partner_other_suit:D"}, {"by": "E", "play": "S6"}])
    assert "revoke" not in first(rs, 3).flags and not s.table.revokes


def test_61A_57A_breach_revoke_is_undone_with_its_card() -> None:
    s, _ = _early([{"by": "S", "choose": "partner_highest"}, {"by": "E", "play": "S4"}])
    t = s.table.copy()
    t.undo()
    assert not t.revokes


# ------------------------------------------------------------------------ 57C: defenders


@pytest.mark.parametrize(
    ("laws", "label"), [("2017", "57C1"), ("2007", "57C1"), ("1997", "57C"), ("1963", "57C")]
)
def test_57C1_declarer_had_played_from_both_hands_no_rectification(laws: str, label: str) -> None:
    s, rs = session([DUMMY_LEADS, {"by": "S", "play": "SQ"}, WEST_EARLY], laws, play=N_WINS)
    r = first(rs, 2)
    assert (r.outcome, r.law, r.penalty) == (Outcome.PLAYED, label, None) and not len(s.penalty_cards)
    assert s.state.offer is None  # no choice for declarer
    text = render(r).text
    assert "both hands" in text and "no rectification" in text and f"Law {label})" in text


def test_57C1_declarer_named_dummy_card_before_lho_then_rho_plays_early() -> None:
    # South leads C5, names C2 from dummy before West (57C3); East then plays before West
    evs = [*S_WINS, {"by": "S", "say": "club two"}, {"by": "E", "play": "C4"}]
    _, rs = session(evs)
    r = first(rs, 6)
    assert (r.outcome, r.law, r.extra["no_rectification"]) == (Outcome.PLAYED, "57C1", "both_hands")
    s2, _ = session([*evs, {"by": "W", "play": "C6"}])
    assert [str(c) for _, c in s2.table.tricks[-1].cards] == ["C5", "C6", "C2", "C4"]


def test_57C1_footnote_dummy_card_not_designated_is_not_played_so_57A() -> None:
    # 2017 57C1: a dummy card counts only once declarer designated it - with none, 57A
    _, rs = session([*S_WINS, {"by": "E", "play": "C4"}])
    assert first(rs, 5).law == "57A"


@pytest.mark.parametrize(("laws", "label"), [("2017", "57C2"), ("2007", "57C1"), ("1997", "57C")])
def test_57C2_dummy_suggestion_no_rectification_by_code(laws: str, label: str) -> None:
    _, rs = session([DUMMY_LEADS, {"by": "N", "dummy_indicates": "S8"}, WEST_EARLY], laws, play=N_WINS)
    r = first(rs, 2)
    assert (r.outcome, r.law, r.penalty) == (Outcome.PLAYED, label, None)
    assert r.info["authorised"] == ["N/S", "E/W"] and "illegally suggested" in render(r).text


@pytest.mark.parametrize(("laws", "label"), [("2017", "57C2"), ("2007", "57C1"), ("1997", "57C")])
def test_57C2_dummy_selects_card_of_own_volition_before_his_rho(laws: str, label: str) -> None:
    # South leads C5; dummy puts C2 in the played position before West: not played (45D), and
    # East, playing before his partner now, is not rectified
    s, rs = session([*S_WINS, {"by": "N", "dummy_places": "C2"}, {"by": "E", "play": "C4"}], laws)
    assert first(rs, 5).outcome is Outcome.WITHDRAWN
    r = first(rs, 6)
    assert (r.outcome, r.law, r.extra["no_rectification"]) == (Outcome.PLAYED, label, "dummy_selected")
    assert "of his own volition" in render(r).text and not len(s.penalty_cards)


def test_57C2_own_volition_covers_its_trick_only() -> None:
    evs = [*S_WINS, {"by": "N", "dummy_places": "C2"}, {"by": "W", "play": "C6"}]
    s, _ = session(evs)
    assert s.state.recall(law57.DummySelected) == law57.DummySelected(2)
    s2, _ = session([*evs, {"by": "S", "say": "club two"}, {"by": "E", "play": "C4"}])
    assert len(s2.table.tricks) == 2 and s2.state.recall(law57.DummySelected) is None


def test_57C_none_applies_returns_none() -> None:
    assert law57.no_rectification_57C(Seat.W, Card.parse("S3"), edition=Edition.E2017) is None


# ------------------------------------------------------------------------ 57C3: declarer


@pytest.mark.parametrize(
    ("laws", "label"), [("2017", "57C3"), ("2007", "57C2"), ("1997", "57"), ("1963", "57")]
)
def test_57C3_declarers_premature_play_from_his_hand_by_code(laws: str, label: str) -> None:
    s, rs = session([DUMMY_LEADS, {"by": "S", "play": "SQ"}], laws, play=N_WINS)
    r = first(rs, 1)
    assert (r.outcome, r.law) == (Outcome.PLAYED, label)
    assert s.state.offer is None and not len(s.penalty_cards)
    assert ("no_provision" in r.flags) is (label == "57")
    if label == "57":
        assert "rectifies only a defender" in render(r).text
    s2, _ = session([DUMMY_LEADS, {"by": "S", "play": "SQ"}, {"by": "E", "play": "S4"}], laws, play=N_WINS)
    assert [str(c) for _, c in s2.table.current_trick] == ["S2", "S4", "SQ"]


@pytest.mark.parametrize(("laws", "label"), [("2017", "57C3"), ("2007", "57C2"), ("1997", "57")])
def test_57C3_card_named_from_dummy_before_second_hand_is_played(laws: str, label: str) -> None:
    s, rs = session([*S_WINS, {"by": "S", "say": "club two"}], laws)
    r = first(rs, 5)
    assert (r.outcome, r.law, r.seat, r.card) == (Outcome.PLAYED, label, Seat.N, Card.parse("C2"))
    assert Seat.N in s.premature and s.table.current_trick == [(Seat.S, Card.parse("C5"))]
    if label != "57":
        assert "before W had played" in render(r).text and "may not be withdrawn" in render(r).text


def test_57C3_premature_dummy_card_goes_to_trick_at_dummys_turn_and_stays() -> None:
    s, _ = session([*S_WINS, {"by": "S", "say": "club two"}, {"by": "W", "play": "C6"}])
    assert [str(c) for _, c in s.table.current_trick] == ["C5", "C6", "C2"]
    # a later call of another card does not replace it
    evs = [*S_WINS, {"by": "S", "say": "club two"}, {"by": "W", "play": "C6"}]
    evs.append({"by": "S", "say": "club three"})
    s2, rs = session(evs)
    assert first(rs, 7).outcome is Outcome.NOT_PLAYED
    assert [str(c) for _, c in s2.table.current_trick][:3] == ["C5", "C6", "C2"]


@pytest.mark.parametrize(
    ("words", "card", "how"),
    [
        ("small club", "C2", "46B2"),
        ("clubs", "C2", "46B2"),
        ("low", "C2", "46B1(c)"),
        ("high", "C3", "46B1(a)"),
    ],
)
def test_57C3_incomplete_premature_call_resolved_by_46B(words: str, card: str, how: str) -> None:
    _, rs = session([*S_WINS, {"by": "S", "say": words}])
    r = first(rs, 5)
    assert (r.outcome, r.law, str(r.card), r.extra["designation"]) == (Outcome.PLAYED, "57C3", card, how)


@pytest.mark.parametrize("words", ["two", "win", "heart ace"])
def test_57C3_premature_words_that_leave_the_card_open_are_for_the_director(words: str) -> None:
    s, rs = session([*S_WINS, {"by": "S", "say": words}])
    r = first(rs, 5)
    assert (r.outcome, r.law, r.needs) == (Outcome.DIRECTOR, "57C3", "designated_card")
    assert not s.premature and s.table.current_trick == [(Seat.S, Card.parse("C5"))]


def test_57C3_old_entry_point_same_ruling() -> None:
    r = law57.no_rectification_57C(Seat.S, Card.parse("SQ"), declarer_side=True, edition=Edition.E2007)
    assert r is not None and (r.outcome, r.law) == (Outcome.PLAYED, "57C2")


# ------------------------------------------------------------------------ 57D


def test_57D_legal_card_played_at_proper_turn() -> None:
    s, rs = session([{"by": "W", "play": "H2"}, {"by": "E", "play": "HA"}, {"by": "S", "say": "heart four"}])
    r = first(rs, 1)
    assert (r.outcome, r.law) == (Outcome.PLAYED, "57D")
    text = render(r).text
    assert "legal play" in text and "penalty" not in text
    assert [str(c) for _, c in s.table.current_trick] == ["H2", "H4", "HA"]


def test_57D_card_that_can_never_be_legal_is_a_major_penalty_card() -> None:
    s, rs = session([{"by": "W", "play": "H2"}, {"by": "E", "play": "C4"}])
    r = first(rs, 1)
    assert (r.outcome, r.law, r.penalty) == (Outcome.PENALTY_CARD, "57D", "major")
    text = render(r).text
    assert "major penalty card" in text and "if legal" not in text
    assert s.penalty_cards.majors(Seat.E) == (Card.parse("C4"),)
    assert Card.parse("C4") in s.table.hand(Seat.E) and not s.premature


# ------------------------------------------------------------------------ texts, cases


@pytest.mark.parametrize("lang", LANGUAGES)
def test_57C_new_rulings_render_in_every_language(lang: str) -> None:
    _, rs = session([*S_WINS, {"by": "S", "say": "club two"}, {"by": "E", "play": "C4"}])
    _, rs2 = session([*S_WINS, {"by": "N", "dummy_places": "C2"}, {"by": "E", "play": "C4"}])
    _, rs3 = session([*S_WINS, {"by": "S", "say": "two"}])
    for r in (first(rs, 5), first(rs, 6), first(rs2, 6), first(rs3, 5)):
        text = render(r, lang).text
        assert "{" not in text and law_label(r.law, lang) in text


def test_law57_cases_present() -> None:
    assert len(CASES) >= 5


@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_law57_real_rulings_as_incidents(path: Path) -> None:
    inc = load_incident(path)
    rulings = rule_incident(inc)
    assert inc.expect
    for exp in inc.expect:
        check_expect(rulings, dict(exp))
        mine = [r for r in rulings if r.event == exp["event"]]
        r = mine[int(exp.get("ruling", 0))]
        if "law" in exp:
            assert r.law == str(exp["law"]), (r.law, exp)  # the exact clause, not a prefix


# ------------------------------------------------------------------------ property: 61A


_CHOICES = [
    "partner_highest",
    "partner_lowest",
    *(f"partner_other_suit:{x}" for x in "HDC"),
    *(f"partner_not_suit:{x}" for x in "HDC"),
]


@settings(max_examples=40, deadline=None)
@given(choice=st.sampled_from(_CHOICES), pick=st.integers(min_value=0, max_value=12))
def test_61A_property_revoke_recorded_iff_partner_could_comply_and_did_not(choice: str, pick: int) -> None:
    s, _ = _early([{"by": "S", "choose": choice}])
    t = s.table
    spades = [c for c in t.hand(Seat.E) if c.suit is Suit.SPADES]  # Law 44C: East follows suit
    card = spades[pick % len(spades)]
    complying = set(t.legal_cards(Seat.E))
    s.apply(ev(by="E", play=str(card)))
    revoked = [v for v in s.table.revokes if v.seat is Seat.E]
    could_and_did_not = complying != set(spades) and card not in complying
    assert bool(revoked) is could_and_did_not, (choice, card, complying)
