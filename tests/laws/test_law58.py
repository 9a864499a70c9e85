"""Law 58: simultaneous plays (58A) and several cards played at once (58B1, 58B2) - pure clause
functions (laws.md §1.15)."""

from __future__ import annotations

import pytest

from bridgelaw.cards import Card, Seat
from bridgelaw.i18n import render
from bridgelaw.laws import law58
from bridgelaw.rulings import Outcome

SQ, SK, S2 = Card.parse("SQ"), Card.parse("SK"), Card.parse("S2")


def test_58A_simultaneous_play_counts_as_after() -> None:
    r = law58.simultaneous_58A(Seat.E, SQ, other=Seat.N)
    assert (r.outcome, r.law, r.card) == (Outcome.PLAYED, "58A", SQ)
    assert "after" in render(r).text


def test_58B1_only_one_visible_card_is_played() -> None:
    r = law58.several_cards_ruling_58B(Seat.E, (SQ, SK), visible=(SQ,), designated=None, defender=True)
    assert (r.outcome, r.law, r.card) == (Outcome.PLAYED, "58B1", SQ)


def test_58B2_defender_designates_the_other_visible_cards_are_penalty_cards() -> None:
    r = law58.several_cards_ruling_58B(Seat.E, (SQ, SK), visible=(SQ, SK), designated=SQ, defender=True)
    assert (r.law, r.card, r.extra["penalty_cards"]) == ("58B2", SQ, ["E:SK"])
    assert "penalty cards" in render(r).text


def test_58B2_declarers_other_cards_go_back_and_undesignated_needs_director() -> None:
    r = law58.several_cards_ruling_58B(Seat.S, (SQ, S2), visible=(SQ, S2), designated=S2, defender=False)
    assert r.extra["penalty_cards"] == [] and "48A" in render(r, "ru").text
    d = law58.several_cards_ruling_58B(Seat.S, (SQ, S2), visible=(SQ, S2), designated=None, defender=False)
    assert (d.outcome, d.needs, d.candidates) == (Outcome.DIRECTOR, "designated_card", (S2, SQ))


def test_58B_bad_input_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="visible"):
        law58.several_cards_ruling_58B(Seat.E, (SQ,), visible=(SK,), designated=None, defender=True)
    with pytest.raises(ValueError, match="not one of the visible"):
        law58.several_cards_ruling_58B(
            Seat.E, (SQ, SK, S2), visible=(SQ, SK), designated=S2, defender=True
        )


# ------------------------------------------------------------------ the `several` event (engine)
# Deal of _choice_helpers: 2S by S, W on lead. W: 93.KJ72.8762.K96, E: A764.A93.KJ5.JT4.

from _choice_helpers import session  # noqa: E402

from bridgelaw.editions import Edition  # noqa: E402
from bridgelaw.errors import CardNotHeldError, IncidentFormatError, NotYourTurnError  # noqa: E402
from bridgelaw.incident import parse_incident  # noqa: E402
from bridgelaw.laws.law50 import PenaltyCardArea  # noqa: E402
from bridgelaw.record import Event, EventKind  # noqa: E402

C = Card.parse


def _kinds(area: PenaltyCardArea) -> dict[str, str]:
    return {str(p.card): p.kind for p in area}


def _on(rulings: list, event: int) -> list:  # type: ignore[type-arg]
    return [r for r in rulings if r.event == event]


def test_58B1_only_one_visible_card_is_played_the_others_go_back_without_rectification() -> None:
    s, rs = session([{"by": "W", "several": ["S9", "S3"], "visible": ["S9"]}])
    r = _on(rs, 0)
    assert (r[0].outcome, r[0].law, r[0].card, r[0].extra["hidden"]) == (Outcome.PLAYED, "58B1", C("S9"), 1)
    assert "three of spades" not in render(r[0]).text  # nobody saw it: the ruling does not name it
    assert r[1].outcome is Outcome.PLAYED and r[1].card is C("S9")  # the opening lead, in turn
    assert s.table.current_trick == [(Seat.W, C("S9"))] and C("S3") in s.table.hand(Seat.W)
    assert not len(s.penalty_cards)
    assert "without further rectification" in render(r[0]).text


def test_58B2_defender_designates_the_other_low_card_becomes_a_minor_penalty_card() -> None:
    s, rs = session([{"by": "W", "several": ["S9", "H2"], "named": "S9"}])
    r = _on(rs, 0)
    assert (r[0].law, r[0].card, r[0].extra["exposed"]) == ("58B2", C("S9"), ["H2"])
    pc = [x for x in r if x.outcome is Outcome.PENALTY_CARD]
    assert [(x.card, x.penalty, x.law) for x in pc] == [(C("H2"), "minor", "50B")]
    assert _kinds(s.penalty_cards) == {"H2": "minor"}
    assert "becomes a penalty card (Law 50)" in render(r[0]).text


def test_58B2_defender_honour_left_over_is_a_major_penalty_card() -> None:
    s, _rs = session([{"by": "W", "several": ["S9", "HK"], "named": "S9"}])
    assert _kinds(s.penalty_cards) == {"HK": "major"}


def test_58B2_two_cards_left_over_are_both_major_50B_and_the_upgrade_is_ruled() -> None:
    # EBU TD forum "Penalty Cards" (discussion 1256): SA designated, H2 and H3 fell too - both
    # penalty cards are major because there are two (50B); one played, the other stays major.
    s, rs = session([{"by": "W", "several": ["S9", "H2", "H7"], "named": "S9"}])
    r = _on(rs, 0)
    up = [x for x in r if x.extra.get("was") == "minor"]
    assert len(up) == 1 and (up[0].card, up[0].penalty, up[0].law) == (C("H2"), "major", "50B")
    assert up[0].extra["penalty_cards"] == ["W:H2", "W:H7"]
    assert "becomes a major penalty card" in render(up[0]).text
    assert _kinds(s.penalty_cards) == {"H2": "major", "H7": "major"}


def test_58B2_50D1_51A_after_the_upgrade_declarer_designates_and_the_other_stays_major() -> None:
    s, rs = session([
        {"by": "W", "several": ["S9", "H2", "H7"], "named": "S9"},
        {"by": "S", "say": "spade two"},
        {"by": "E", "play": "S4"},
        {"by": "S", "play": "SQ"},
        {"by": "S", "play": "H5"},  # W must play a major penalty card: two can be played (51A)
        {"by": "S", "choose": "designate:H2"},
    ])
    offer = [x for x in _on(rs, 4) if x.law == "51A"]
    assert offer and set(offer[0].options) == {"designate:H2", "designate:H7"}
    assert s.table.current_trick[-1] == (Seat.W, C("H2"))
    assert _kinds(s.penalty_cards) == {"H7": "major"}  # "retains that status until played"


def test_58B2_51B_partner_to_lead_after_the_upgrade_declarer_chooses() -> None:
    s, rs = session([
        {"by": "W", "several": ["S9", "H2", "H7"], "named": "S9"},
        {"by": "S", "say": "spade two"},
        {"by": "E", "play": "SA"},
        {"by": "S", "play": "ST"},
    ])
    lead = [x for x in _on(rs, 3) if x.law in ("51B1", "50D2")]
    assert lead and lead[0].law == "51B1" and "require:H" in lead[0].options
    assert s.open_choice is not None and s.open_choice.choosers == frozenset({Seat.S})


def test_58B2_O_50B_TWO_CARDS_intended_card_left_over_is_major() -> None:
    events = [{"by": "W", "several": ["S9", "H2"], "named": "S9", "findings": {"intended_card": "H2"}}]
    s, _ = session(events)
    assert _kinds(s.penalty_cards) == {"H2": "major"}  # intent_based (default)
    s2, _ = session(events, options={"O-50B-TWO-CARDS": "always_minor"})
    assert _kinds(s2.penalty_cards) == {"H2": "minor"}


def test_58B2_declarer_designates_his_other_cards_go_back_48A() -> None:
    s, rs = session([
        {"by": "W", "play": "S9"},
        {"by": "S", "say": "spade two"},
        {"by": "E", "play": "S4"},
        {"by": "S", "several": ["SQ", "ST"], "named": "ST"},
    ])
    r = _on(rs, 3)
    assert (r[0].law, r[0].card, r[0].extra["exposed"], r[0].extra["returned"]) == (
        "58B2", C("ST"), [], ["SQ"]
    )
    assert "48A" in render(r[0]).text and not len(s.penalty_cards)
    assert C("SQ") in s.table.hand(Seat.S) and s.table.tricks[-1].card_of(Seat.S) is C("ST")


def test_58B2_not_designated_is_for_the_director_and_nothing_is_played() -> None:
    s, rs = session([{"by": "W", "several": ["S9", "H2"]}])
    r = _on(rs, 0)
    assert (r[0].outcome, r[0].needs, r[0].candidates) == (
        Outcome.DIRECTOR, "designated_card", (C("H2"), C("S9"))
    )
    assert not s.table.current_trick and not len(s.penalty_cards)


def test_58B2_defender_premature_several_named_card_57A_and_the_other_both_major() -> None:
    # E plays two cards before W has played to declarer's lead: the named card is a premature
    # play (57A, major), the other a penalty card - two penalty cards, all major (50B)
    s, rs = session([
        {"by": "W", "play": "S9"},
        {"by": "S", "say": "spade two"},
        {"by": "E", "play": "S4"},
        {"by": "S", "play": "SQ"},
        {"by": "S", "play": "D3"},
        {"by": "E", "several": ["C4", "H3"], "named": "C4"},  # before W has played
    ])
    r = _on(rs, 5)
    assert [(x.law, x.card, x.penalty) for x in r[1:3]] == (
        [("57A", C("C4"), "major"), ("50B", C("H3"), "major")]
    )
    assert _kinds(s.penalty_cards) == {"C4": "major", "H3": "major"}
    assert s.open_choice is not None and s.open_choice.kind == "57A"


def test_58B4_undiscovered_until_next_trick_law67_card_stays_others_back_no_penalty() -> None:
    s, rs = session([{"by": "W", "several": ["S9", "H2"], "named": "S9",
                      "findings": {"undiscovered_until_next_trick": True}}])
    r = _on(rs, 0)
    assert (r[0].law, r[0].card, r[0].extra["then"]) == ("58B4", C("S9"), "67B2")
    assert {"revoke_possible", "summon_director"} <= set(r[0].flags)
    assert C("H2") in s.table.hand(Seat.W) and not len(s.penalty_cards)
    assert "Law 67" in render(r[0]).text


def test_58B4_no_card_identified_leaves_the_highest_legal_card_and_a_later_revoke_is_flagged() -> None:
    # 67B2: the director cannot tell which card was faced - the highest he could legally play
    # stays; a card restored to his hand is deemed always held, so not following with it revokes
    _s, rs = session([
        {"by": "W", "play": "S9"},
        {"by": "S", "say": "spade two"},
        {"by": "E", "several": ["S4", "S6"], "findings": {"undiscovered_until_next_trick": True}},
        {"by": "S", "play": "ST"},
        {"by": "S", "play": "D3"},
        {"by": "W", "play": "D2"},
        {"by": "S", "say": "diamond queen"},
        {"by": "E", "play": "D5"},
        {"by": "S", "play": "SQ"},
        {"by": "W", "play": "S3"},
        {"by": "S", "say": "spade king"},
        {"by": "E", "play": "H3"},  # E still holds S4 (restored): a revoke
    ])
    r = _on(rs, 2)
    assert (r[0].law, r[0].card) == ("58B4", C("S6"))
    assert "revoke" in _on(rs, 11)[0].flags


def test_58B_by_edition_labels_and_1963_unverified() -> None:
    ev = [{"by": "W", "several": ["S9", "H2"], "named": "S9"}]
    for laws, law in (("2017", "58B2"), ("2007", "58B2"), ("1997", "58B2"), ("1987", "58B2"), ("1963", "58")):
        _, rs = session(ev, laws=laws)
        r = _on(rs, 0)[0]
        assert r.law == law, laws
        assert ("unverified" in r.flags) is (laws == "1963")
    _, rs = session([{"by": "W", "several": ["S9", "S3"], "visible": ["S9"]}], laws="2007")
    assert _on(rs, 0)[0].law == "58B1"


def test_58B_in_every_language() -> None:
    _, rs = session([{"by": "W", "several": ["S9", "H2", "H7"], "named": "S9"}])
    for lang in ("en", "ru", "sv", "nl", "de", "fr", "pl", "da", "nb", "it"):
        for r in _on(rs, 0):
            text = render(r, lang).text
            assert text and "{" not in text, (lang, r.message)


def test_58B_refused_with_a_clear_error() -> None:
    with pytest.raises(IncidentFormatError, match="two or more"):
        session([{"by": "W", "several": ["S9"]}])
    with pytest.raises(IncidentFormatError, match="visible"):
        session([{"by": "W", "several": ["S9", "H2"], "visible": ["S9"], "named": "H2"}])
    with pytest.raises(IncidentFormatError, match="given twice"):
        session([{"by": "W", "several": ["S9", "S9"]}])
    with pytest.raises(IncidentFormatError, match="belongs to 'several'"):
        session([{"by": "W", "play": "S9", "named": "S9"}])
    with pytest.raises(IncidentFormatError, match="not a card"):
        session([{"by": "W", "several": ["S9", "X1"]}])
    with pytest.raises(CardNotHeldError, match="own hand"):
        session([{"by": "W", "several": ["S9", "SA"], "named": "S9"}])  # SA is East's


def test_58B_by_dummy_or_with_a_card_not_held_is_refused_by_the_engine() -> None:
    s, _ = session([{"by": "W", "play": "S9"}])
    with pytest.raises(NotYourTurnError):
        s.apply(Event(EventKind.SEVERAL, Seat.N, cards=(C("S2"), C("S5"))))
    with pytest.raises(CardNotHeldError):
        s.apply(Event(EventKind.SEVERAL, Seat.E, cards=(C("S4"), C("SQ"))))
    with pytest.raises(IncidentFormatError):
        s.apply(Event(EventKind.SEVERAL, Seat.E, cards=(C("S4"),)))
    assert len(s.record) == 1


def test_58B_event_round_trips_through_the_record() -> None:
    e = Event.from_json({"by": "W", "several": ["S9", "H2"], "visible": ["S9", "H2"], "named": "S9"})
    assert Event.from_json(e.to_json()) == e
    assert e.describe() == "W plays at once S9 H2 (visible S9 H2), names S9"
    inc = parse_incident({"contract": "2S", "declarer": "S", "deal": "N:KJ852.QT864.Q.32 "
                          "A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96",
                          "events": [{"by": "W", "several": "S9 H2", "named": "S9"}]})
    assert inc.events[0].cards == (C("S9"), C("H2")) and inc.edition is Edition.E2017


# ------------------------------------------------------------------ real rulings (tests/data/law58)

from pathlib import Path  # noqa: E402

from bridgelaw.engine import rule_incident  # noqa: E402
from bridgelaw.incident import load_incident  # noqa: E402
from test_cases import check_expect  # noqa: E402

REAL = sorted((Path(__file__).resolve().parent.parent / "data" / "law58").glob("*.yaml"))


def test_58B_there_are_real_cases() -> None:
    assert len(REAL) >= 4


@pytest.mark.parametrize("path", REAL, ids=lambda p: p.stem)
def test_58B_real_case(path: Path) -> None:
    inc = load_incident(path)
    rulings = rule_incident(inc)
    assert inc.expect
    for exp in inc.expect:
        check_expect(rulings, dict(exp))


def test_58B_ebu1256_the_left_over_card_stays_major_after_the_other_is_played() -> None:
    inc = load_incident(next(p for p in REAL if p.stem.startswith("ebu1256")))
    from bridgelaw.engine import TableSession

    s = TableSession.from_incident(inc)
    s.apply_all(inc.events)
    assert [(str(p.card), p.kind) for p in s.penalty_cards] == [("H2", "major")]


def test_58B2_the_designated_card_goes_through_an_open_offer_like_a_play_50D2() -> None:
    # W has a major penalty card (HK); E wins and, before declarer's 50D2 choice, faces two
    # cards: the designated one is a lead before the choice (not played, a major penalty card,
    # 50D2/49) and the other a penalty card (58B2) - declarer still chooses
    s, rs = session([
        {"by": "W", "drop": "HK"},
        {"by": "W", "play": "S9"},
        {"by": "S", "say": "spade two"},
        {"by": "E", "play": "SA"},
        {"by": "S", "play": "ST"},
        {"by": "E", "several": ["D5", "C4"], "named": "D5"},
    ])
    r = _on(rs, 5)
    assert r[0].law == "58B2" and r[1].outcome is Outcome.PENALTY_CARD and r[1].law.startswith("50D2")
    assert not s.table.current_trick
    assert {str(p.card) for p in s.penalty_cards.of(Seat.E)} == {"D5", "C4"}
    assert s.open_choice is not None and s.open_choice.choosers == frozenset({Seat.S})


def test_58B2_next_hand_faces_several_cards_after_a_lead_out_of_turn_accepts_it_53A() -> None:
    # E leads out of turn (W was to lead); S (next in rotation) faces two cards and names one:
    # his play accepts the lead (53A) like any card played to it
    s, rs = session([{"by": "E", "play": "D5"}, {"by": "S", "several": ["D3", "D4"], "named": "D3"}])
    r = _on(rs, 1)
    assert r[0].law == "58B2" and r[1].law == "53A"
    assert s.table.current_trick == [(Seat.E, C("D5")), (Seat.S, C("D3"))] and not len(s.penalty_cards)
