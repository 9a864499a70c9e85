"""Law 43B2 carried out by the engine: 43B2(a) is an offer that either defender takes
with ``choose`` and that sets the hand declarer leads from; 43B2(b) is a substitution (62B2) with
the revoke kept, so that Law 64 applies at the end as if it had been established; 43B2(c)/43B3
and the 1975/1963 ``law_text`` notes by edition."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as hs

from bridgelaw.cards import Seat
from bridgelaw.editions import Edition
from bridgelaw.engine import TableSession, rule_incident
from bridgelaw.errors import BridgeLawError, ChoiceError
from bridgelaw.incident import parse_incident
from bridgelaw.laws.law42_43 import (
    DummyAct,
    DummyEvent,
    DummyState,
    dummy_act_verdict_43,
    lead_hand_chosen_43B2a,
)
from bridgelaw.laws.verdict import Offer, Remember
from bridgelaw.record import Event
from bridgelaw.rulings import Outcome

DEAL = "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"
#: S won trick 1 with DA and is on lead
ON_LEAD: dict[str, Any] = {"contract": "2S", "declarer": "S", "deal": DEAL, "play": ["D2", "DQ", "DK", "DA"]}
#: E won trick 1 with HA and leads S4 to trick 2; S holds QT of spades
SPADE_LED: dict[str, Any] = {"contract": "2S", "declarer": "S", "deal": DEAL,
                             "play": ["H2", "H4", "HA", "H5", "S4"]}
LOOK = {"by": "N", "dummy_looks": "S"}
WARN = {"by": "N", "dummy_warns": "wrong_hand"}


def session(base: dict[str, Any], events: list[dict[str, Any]], laws: str = "2017") -> TableSession:
    inc = parse_incident({**base, "laws": laws, "events": events})
    s = TableSession.from_incident(inc)
    s.apply_all(inc.events)
    return s


def ev(raw: dict[str, Any]) -> Event:
    return parse_incident({**ON_LEAD, "events": [raw]}).events[0]


# ------------------------------------------------------------------------------ 43B2(a)


def test_43B2a_verdict_carries_the_offer_to_either_defender() -> None:
    st = DummyState(Seat.S, rights_lost=True, lead_due=Seat.S, lead_known=True)
    v = dummy_act_verdict_43(DummyEvent(DummyAct.WARNS, Seat.N, "wrong_hand"), st)
    assert [r.law for r in v.rulings] == ["43B2(a)"]
    offer, kept = v.effects
    assert isinstance(offer, Offer) and offer.kind == "43B2a"
    assert isinstance(kept, Remember) and isinstance(kept.memory, DummyState)
    assert offer.choosers == frozenset({Seat.E, Seat.W}) and offer.options == ("lead_from:S", "lead_from:N")


def test_43B2a_not_on_lead_there_is_no_hand_to_choose() -> None:
    st = DummyState(Seat.S, rights_lost=True, lead_due=None, lead_known=True)
    v = dummy_act_verdict_43(DummyEvent(DummyAct.WARNS, Seat.N, "wrong_hand"), st)
    assert [(r.outcome, r.law) for r in v.rulings] == [(Outcome.IRREGULARITY, "43A1(c)")]
    assert [type(e) for e in v.effects] == [Remember]  # no offer: only what Laws 42-43 keep


def test_43B2a_chosen_hand_ruling() -> None:
    hand, r = lead_hand_chosen_43B2a("lead_from:N", declarer=Seat.S, chooser=Seat.E)
    assert hand is Seat.N and (r.outcome, r.law, r.extra["lead_from"]) == (Outcome.NOT_PLAYED, "43B2(a)", "N")
    with pytest.raises(ValueError, match="neither declarer's nor dummy's"):
        lead_hand_chosen_43B2a("lead_from:E", declarer=Seat.S, chooser=Seat.W)


@pytest.mark.parametrize("laws", ["2017", "2007", "1997"])
def test_43B2a_defender_chooses_dummys_hand_and_declarer_leads_from_it(laws: str) -> None:
    s = session(ON_LEAD, [LOOK, WARN], laws)
    assert s.open_choice is not None and s.open_choice.kind == "43B2a"
    out = s.apply(ev({"by": "E", "choose": "lead_from:N"}))
    assert [(r.outcome, r.law) for r in out] == [(Outcome.NOT_PLAYED, "43B2(a)")]
    assert s.open_choice is None and s.table.turn is Seat.N
    played = s.apply(ev({"by": "N", "dummy_places": "S2"}))
    assert not any(r.law.startswith(("53", "54", "55", "56")) for r in played)  # no lead out of turn


def test_43B2a_defender_chooses_declarers_own_hand_nothing_moves() -> None:
    s = session(ON_LEAD, [LOOK, WARN])
    s.apply(ev({"by": "W", "choose": "lead_from:S"}))
    assert s.table.turn is Seat.S


def test_43B2a_only_a_defender_may_choose() -> None:
    s = session(ON_LEAD, [LOOK, WARN])
    with pytest.raises(ChoiceError):
        s.apply(ev({"by": "S", "choose": "lead_from:N"}))


def test_43B2a_a_lead_before_the_choice_closes_the_offer() -> None:
    s = session(ON_LEAD, [LOOK, WARN, {"by": "S", "play": "CA"}])
    assert s.open_choice is None and len(s.table.current_trick) == 1


def test_43B2a_1975_is_unverified_with_a_law_text_note() -> None:
    rs = session(ON_LEAD, [LOOK, WARN], "1975").rulings
    warn = [r for r in rs if r.event == 1]
    assert (warn[0].outcome, warn[0].law, warn[0].needs) == (Outcome.DIRECTOR, "42", "law_text")
    assert warn[-1].law == "43B2(a)" and "unverified" in warn[-1].flags


def test_42B2_warning_with_rights_intact_is_allowed_and_opens_no_offer() -> None:
    s = session(ON_LEAD, [WARN])
    assert (s.rulings[-1].outcome, s.rulings[-1].law) == (Outcome.ALLOWED, "42B2") and s.open_choice is None


# ------------------------------------------------------------------------------ 43B2(b)

REVOKE_ASKED = [LOOK, {"by": "S", "play": "D3"}, {"by": "N", "dummy_asks": "revoke"}]


def test_43B2b_the_table_knows_the_revoke_the_ruling_names_the_card() -> None:
    s = session(SPADE_LED, REVOKE_ASKED)
    r = s.rulings[-1]
    assert (r.outcome, r.law, str(r.card), r.extra["law64_as_established"]) == (
        Outcome.WITHDRAWN, "43B2(b)", "D3", True)
    dummy = s.state.recall(DummyState)
    assert dummy is not None and len(dummy.as_established) == 1


def test_43B2b_declarer_substitutes_and_law64_applies_as_if_established() -> None:
    s = session(SPADE_LED, [*REVOKE_ASKED, {"by": "S", "play": "ST"}, {"by": "W", "play": "S3"},
                            {"by": "N", "dummy_places": "S2"}])
    sub = [r for r in s.rulings if r.event == 3]
    assert [(r.outcome, str(r.card), r.law) for r in sub[:2]] == [  # the correction: 62B2, then 62B
        (Outcome.WITHDRAWN, "D3", "62B2"), (Outcome.PLAYED, "ST", "62B")]
    assert s.table.revokes == []  # corrected at the table ...
    end = s.finish(play_ended=True)
    per = [r for r in end if r.law.startswith("64A") and r.seat is Seat.S]
    # ... but Law 64 applies as if established, from the substituted card (S won with ST): 64A1
    assert per and per[0].law == "64A1" and per[0].extra["as_established"] == "43B2(b)"
    assert not any(r.law == "62A" for r in end)
    total = next(r for r in end if r.law == "64A" and r.seat is None)
    assert total.extra["to"] == "E/W" and total.extra["tricks"] == 1


def test_43B2b_not_first_to_ask_is_42B1_and_nothing_is_kept() -> None:
    s = session(SPADE_LED, [LOOK, {"by": "S", "play": "D3"}, {"by": "N", "dummy_asks": "revoke"},
                            {"by": "N", "dummy_asks": "revoke"}])
    assert s.rulings[-1].law == "42B1"
    dummy = s.state.recall(DummyState)
    assert dummy is not None and len(dummy.as_established) == 1


def test_43B2b_declarers_play_not_a_revoke_no_correction() -> None:
    s = session({**SPADE_LED, "play": ["H2", "H4", "HA", "H5", "H3"]}, REVOKE_ASKED)
    assert (s.rulings[-1].outcome, s.rulings[-1].law) == (Outcome.IRREGULARITY, "43B2(b)")
    assert s.finish() == []


# ------------------------------------------------------------------------------ 43B2(c) / 43B3


@pytest.mark.parametrize(("laws", "law"), [("2017", "43B3"), ("2007", "43B3"), ("1997", "43B2(c)"),
                                           ("1987", "43B2(c)")])
def test_43B3_43B2c_no_rectification_of_the_defenders_irregularity(laws: str, law: str) -> None:
    rs = rule_incident(parse_incident({**SPADE_LED, "laws": laws, "events": [
        LOOK, {"by": "N", "dummy_draws_attention": "irregularity", "offender": "E"}]}))
    assert (rs[-1].outcome, rs[-1].law) == (Outcome.DIRECTOR, law)
    if law == "43B3":
        assert rs[-1].extra["adjust"] == "defenders_only"
        assert rs[-1].extra.get("reference") == ("12B1" if laws == "2007" else None)


@pytest.mark.parametrize("edition", [Edition.E1975, Edition.E1963])
def test_43B_1975_1963_say_director_law_text(edition: Edition) -> None:
    st = DummyState(Seat.S, rights_lost=True)
    act = DummyEvent(DummyAct.DRAWS_ATTENTION, Seat.N, "irregularity", Seat.E)
    v = dummy_act_verdict_43(act, st, edition)
    assert (v.rulings[0].outcome, v.rulings[0].needs) == (Outcome.DIRECTOR, "law_text")
    assert all("unverified" in r.flags for r in v.rulings)


# ------------------------------------------------------------------------------ property

_ACTS = [LOOK, WARN, {"by": "N", "dummy_asks": "revoke"},
         {"by": "N", "dummy_looks": "S", "how": "leaves_seat"},
         {"by": "N", "dummy_draws_attention": "irregularity", "offender": "E"},
         {"by": "E", "choose": "lead_from:N"}, {"by": "W", "choose": "lead_from:S"}]


@settings(max_examples=60, deadline=None)
@given(hs.lists(hs.one_of(hs.sampled_from(_ACTS), hs.integers(0, 12)), max_size=14))
def test_43B_property_an_open_offer_always_offers_something_and_cards_stay_52(steps: list[Any]) -> None:
    """Dummy's acts mixed with legal plays: whenever a choice is open it has choosers and at least
    two options (43B2(a) never offers nothing), and no card is lost (52 in hands and tricks)."""
    s = session(ON_LEAD, [])
    for step in steps:
        if isinstance(step, int):
            legal = s.table.legal_cards(s.table.turn) if not s.table.is_over else []
            if not legal:
                continue
            card = sorted(legal, key=str)[step % len(legal)]
            seat = s.table.turn
            words = f"{card.suit.name.lower().rstrip('s')} {card.rank.name.lower()}"
            raw = ({"by": s.table.declarer.letter, "say": words} if seat == s.table.dummy
                   else {"by": seat.letter, "play": str(card)})
        else:
            raw = step
        try:
            s.apply(ev(raw))
        except BridgeLawError:
            continue
        o = s.open_choice
        if o is not None:
            assert o.choosers and len(o.options) >= 1
            if o.kind == "43B2a":
                assert len(o.options) == 2 and o.choosers == frozenset({Seat.E, Seat.W})
        counts = s.where_are_cards()
        assert counts["hands"] + counts["played"] + counts["unseen"] == 52
    assert len(s.table.plays) >= 4  # the position's trick, plus whatever was played


def test_43B_property_helper_plays_dummys_cards_by_words() -> None:
    s = session(ON_LEAD, [])
    s.apply(ev({"by": "S", "play": "CA"}))
    s.apply(ev({"by": "W", "play": "C6"}))
    s.apply(ev({"by": "S", "say": "club two"}))
    assert s.table.plays[-1][1].suit.name == "CLUBS" and len(s.table.plays) == 7
