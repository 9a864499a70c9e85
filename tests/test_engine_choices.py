"""The choices of the non-offending side at the table (``choose``) and the engine fixes of issue 4:
50D2/51B offered before the partner of a major penalty card's owner leads (a premature lead is
Law 49), 50D1 in ``legal_cards``, 51A and 52B1 choices, a ``show`` at another seat's turn (Law 49),
45D correction before 45C4(b), bad choices refused with record unchanged, the ``leads``
catalogue complete in every language, and a property test over random events with choices."""

from __future__ import annotations

import string
import sys
from pathlib import Path
from typing import Any

import pytest
from babel.messages.pofile import read_po
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent / "laws"))

from _choice_helpers import ev, first, session

from bridgelaw.cards import SUIT_MASKS, Card, Seat
from bridgelaw.engine import LEADS_MESSAGES, TableSession
from bridgelaw.errors import BridgeLawError, ChoiceError, IncidentFormatError
from bridgelaw.i18n import LANGUAGES, LOCALE_DIR, placeholder_base, render
from bridgelaw.incident import parse_incident
from bridgelaw.record import Event, EventKind, Record
from bridgelaw.rulings import Outcome

C = Card.parse
EAST_SHOWS_SA = {"by": "E", "show": "SA", "partner_could_see": True}  # at the opening lead: Law 49


# ------------------------------------------------------------------ 50D2 / 51B


def test_50D2_offered_to_declarer_before_partner_leads() -> None:
    s, rs = session([EAST_SHOWS_SA])
    pc, offer = rs
    assert (pc.outcome, pc.law, pc.penalty) == (Outcome.PENALTY_CARD, "50B", "major")
    assert (offer.outcome, offer.law, offer.seat) == (Outcome.OPTIONS, "50D2", Seat.W)
    assert offer.options == ("require:S", "prohibit:S", "neither")
    o = s.open_choice
    assert o is not None and o.choosers == frozenset({Seat.S})


def test_50D2a_prohibit_restricts_partners_lead_and_the_card_is_picked_up() -> None:
    s, rs = session([EAST_SHOWS_SA, {"by": "S", "choose": "prohibit:S"}])
    r = first(rs, 1)
    assert (r.outcome, r.law, r.extra["chosen"]) == (Outcome.NOT_PLAYED, "50D2(a)", "prohibit:S")
    assert not len(s.penalty_cards)
    assert all(c.suit.letter != "S" for c in s.table.legal_cards(Seat.W))
    (r,) = s.apply(ev(by="W", play="S3"))  # breaking the requirement is a revoke (Law 61A)
    assert (r.outcome, "revoke" in r.flags, r.params["rlaw"]) == (Outcome.PLAYED, True, "50D2(a)")


def test_50D2a_require_restricts_partner_to_the_suit() -> None:
    s, _ = session([EAST_SHOWS_SA, {"by": "S", "choose": "require:S"}])
    assert [str(c) for c in s.table.legal_cards(Seat.W)] == ["S3", "S9"]


def test_50D2b_neither_card_stays_and_50D1_at_first_legal_opportunity() -> None:
    s, rs = session(
        [
            EAST_SHOWS_SA,
            {"by": "S", "choose": "neither"},
            {"by": "W", "play": "S3"},
            {"by": "S", "say": "low"},
        ]
    )
    assert first(rs, 1).law == "50D2(b)"
    assert s.table.legal_cards(Seat.E) == [C("SA")]  # 50D1: must be played now


def test_50D2_lead_before_declarer_chose_is_law_49_penalty_card_choice_stays_open() -> None:
    s, rs = session([EAST_SHOWS_SA, {"by": "W", "play": "H2"}])
    r = first(rs, 1)
    assert (r.outcome, r.law, r.penalty) == (Outcome.PENALTY_CARD, "50D2", "major")
    assert "49" in render(r).text and not s.table.plays
    assert s.open_choice is not None and s.open_choice.law == "50D2"


def test_51B2_several_suits_offer_renewed_and_prohibit_combination() -> None:
    s, rs = session([EAST_SHOWS_SA, {"by": "E", "show": "HA", "partner_could_see": True}])
    offer = [r for r in rs if r.event == 1][-1]
    assert (offer.outcome, offer.law) == (Outcome.OPTIONS, "51B2")
    assert offer.options == ("require:S", "require:H", "prohibit:S", "prohibit:H", "prohibit:S,H", "neither")
    (r,) = s.apply(ev(by="S", choose="prohibit:S,H"))
    assert r.law == "51B2(b)" and not len(s.penalty_cards)
    assert {c.suit.letter for c in s.table.legal_cards(Seat.W)} == {"D", "C"}


# ------------------------------------------------------------------ 51A / 52B1 / 50D1


def _east_two_clubs() -> list[dict[str, Any]]:
    # trick 1: W H2; E exposes CJ and C4 (both major: 50B); dummy HQ, E H3, S H5 - dummy wins
    return [
        {"by": "W", "play": "H2"},
        {"by": "E", "show": "CJ", "partner_could_see": True},
        {"by": "E", "show": "C4", "partner_could_see": True},
        {"by": "S", "say": "heart queen"},
        {"by": "E", "play": "H3"},
        {"by": "S", "play": "H5"},
        {"by": "S", "say": "club two"},
    ]


def test_51A_declarer_designates_which_penalty_card() -> None:
    s, rs = session(_east_two_clubs())
    offer = [r for r in rs if r.event == 6][-1]
    assert (offer.outcome, offer.law, offer.options) == (
        Outcome.OPTIONS,
        "51A",
        ("designate:C4", "designate:CJ"),
    )
    s.apply(ev(by="S", choose="designate:C4"))
    assert s.rulings[-1].law == "51A" and s.table.current_trick[-1] == (Seat.E, C("C4"))
    assert s.penalty_cards.majors(Seat.E) == (C("CJ"),)


def test_52B1a_accept_then_52B2_substitute() -> None:
    s, _ = session([*_east_two_clubs(), {"by": "E", "play": "CT"}])
    r = s.rulings[-1]
    assert (r.outcome, r.law) == (Outcome.OPTIONS, "52B1(a)")
    saved = Record.from_jsonl(s.record.to_jsonl())
    s.apply(ev(by="S", choose="accept"))
    assert s.rulings[-1].law == "52B1(a)" and s.table.current_trick[-1] == (Seat.E, C("CT"))
    s2 = TableSession.from_record(saved)
    s2.apply(ev(by="S", choose="substitute:CJ"))
    r2 = s2.rulings[-1]
    assert (r2.outcome, r2.law, r2.penalty) == (Outcome.PENALTY_CARD, "52B2", "major")
    assert s2.table.current_trick[-1] == (Seat.E, C("CJ"))
    assert {p.card for p in s2.penalty_cards} == {C("C4"), C("CT")}


def test_52B1b_declarer_played_since_must_accept() -> None:
    s, _ = session([*_east_two_clubs(), {"by": "E", "play": "CT"}, {"by": "S", "play": "CA"}])
    assert s.rulings[-1].law == "52B1(b)" and s.open_choice is None


def test_50D1_legal_cards_of_the_owner_reflect_a_major_penalty_card() -> None:
    s, _ = session([{"by": "W", "play": "C6"}, {"by": "E", "show": "CJ", "partner_could_see": True}])
    assert s.table.legal_cards(Seat.E) == [C("CJ")]


# ------------------------------------------------------------------ show (Law 49), 45D (issue 4, 6)


def test_49_show_at_another_seats_turn_is_a_penalty_card_not_57D() -> None:
    _, rs = session([{"by": "W", "play": "H2"}, {"by": "E", "show": "C4", "partner_could_see": True}])
    r = first(rs, 1)
    assert (r.outcome, r.law, r.penalty) == (Outcome.PENALTY_CARD, "50B", "minor")
    _, rs = session([{"by": "W", "play": "H2"}, {"by": "E", "show": "HA", "partner_could_see": True}])
    assert (first(rs, 1).outcome, first(rs, 1).penalty) == (Outcome.PENALTY_CARD, "major")


def test_45D1_designation_after_withdrawal_with_intervening_events_corrects_dummys_card() -> None:
    # regression: trick 1 named H4; trick 2 dummy puts out C2 unnamed (4th card, trick complete);
    # W's fifth card and a show intervene; declarer's next words designate dummy's card (45D),
    # not a 45C4(b) change of the trick-1 designation
    events = [
        {"by": "S", "say": "heart four"},
        {"by": "E", "play": "HA"},
        {"by": "S", "play": "H5"},
        {"by": "E", "play": "C4"},
        {"by": "S", "play": "CA"},
        {"by": "W", "play": "C6"},
        {"by": "N", "dummy_places": "C2"},
        {"by": "W", "play": "C9"},
        {"by": "W", "show": "D8", "partner_could_see": True},
        {"by": "S", "say": "club three"},
    ]
    s, rs = session(events, play=["H2"])
    r = first(rs, 9)
    assert (r.outcome, r.seat, r.card) == (Outcome.PLAYED, Seat.N, C("C3"))
    assert r.law.startswith("46") or r.law.startswith("45")
    assert [str(c) for _, c in s.table.tricks[-1].cards] == ["C4", "CA", "C6", "C3"]
    assert C("C2") in s.table.hand(Seat.N)


# ------------------------------------------------------------------ bad choices


@pytest.mark.parametrize(
    ("events", "choice", "match"),
    [
        ([], {"by": "S", "choose": "accept_lead"}, "no choice is open"),
        ([EAST_SHOWS_SA], {"by": "N", "choose": "neither"}, "belongs to S"),
        ([EAST_SHOWS_SA], {"by": "S", "choose": "prohibit:H"}, "not on offer"),
    ],
)
def test_choose_refused_with_record_unchanged(
    events: list[dict[str, Any]], choice: dict[str, Any], match: str
) -> None:
    s, _ = session(events)
    before = (len(s.record), s.table.snapshot(), len(s.rulings), s.open_choice)
    with pytest.raises(ChoiceError, match=match):
        s.apply(ev(**choice))
    assert (len(s.record), s.table.snapshot(), len(s.rulings), s.open_choice) == before


def test_choose_format_errors_name_the_field() -> None:
    base = {
        "contract": "2S",
        "declarer": "S",
        "deal": "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96",
    }
    with pytest.raises(IncidentFormatError, match=r"events\[0\]\.choose"):
        parse_incident({**base, "events": [{"by": "S", "choose": "Accept lead!"}]})
    assert Event.from_json({"by": "S", "choose": "prohibit:H,S"}).to_json() == {
        "by": "S",
        "choose": "prohibit:H,S",
    }
    assert ev(by="S", choose="neither").describe() == "S chooses 'neither'"


# ------------------------------------------------------------------ catalogue


def _fields(t: str) -> set[str]:
    """The parameters a template reads (a Russian case suffix, ``{card_ins}``, reads ``card``)."""
    return {placeholder_base(f) for _, f, _, _ in string.Formatter().parse(t) if f}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_leads_catalogue_complete_same_placeholders_not_stale(lang: str) -> None:
    with (LOCALE_DIR / lang / "LC_MESSAGES" / "leads.po").open("rb") as f:
        cat = read_po(f, locale=lang)
    po = {str(m.id): str(m.string) for m in cat if m.id}
    assert set(po) == set(LEADS_MESSAGES)
    for msgid, msgstr in po.items():
        assert msgstr.strip() and _fields(msgstr) == _fields(msgid), (lang, msgid)
        if lang != "en":
            assert msgstr != msgid, (lang, msgid)


def test_leads_rulings_render_in_russian() -> None:
    _, rs = session([EAST_SHOWS_SA])
    text = render(rs[1], "ru").text
    assert text.startswith("Ход за W") and "(Правило 50D2)" in text


# ------------------------------------------------------------------ property


def _invariants(s: TableSession) -> None:
    where = s.where_are_cards()
    assert where["hands"] + where["played"] + where["unseen"] == 52
    t = s.table
    for p in s.penalty_cards:
        assert p.card in t.hand(p.seat)
    led = t.suit_led
    if led is not None and not t.is_over:
        held = t.hand(t.turn).mask & SUIT_MASKS[led]
        legal = t.legal_cards(t.turn)
        if held:  # 44C outranks every restriction (penalty cards, 50D2, 57A)
            assert legal and all(c.suit is led for c in legal)


@st.composite
def _event(draw: st.DrawFn, s: TableSession) -> Event:
    t = s.table
    o = s.open_choice
    if o is not None and draw(st.integers(0, 2)):
        return Event(
            EventKind.CHOOSE, draw(st.sampled_from(sorted(o.choosers))), text=draw(st.sampled_from(o.options))
        )
    seat = t.turn if draw(st.booleans()) else draw(st.sampled_from(list(Seat)))
    if seat == t.dummy:
        seat = t.declarer
    pool = list(t.hand(seat)) + (list(t.hand(t.dummy)) if seat == t.declarer else [])
    card = draw(st.sampled_from(pool or [C("SA")]))
    kind = draw(st.sampled_from([EventKind.PLAY, EventKind.PLAY, EventKind.SHOW]))
    findings = {"deemed_lead": True} if draw(st.booleans()) else {}
    if kind is EventKind.SHOW:
        return Event(kind, seat, card, partner_could_see=True)
    return Event(kind, seat, card, findings=findings)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), st.sampled_from(["2017", "2007", "1997"]))
def test_property_random_events_with_choices_lose_no_card_keep_44C_replay_identical(
    data: st.DataObject, laws: str
) -> None:
    s, _ = session([], laws)
    for _ in range(data.draw(st.integers(1, 50))):
        if s.table.is_over:
            break
        e = data.draw(_event(s))
        before = (s.table.snapshot(), len(s.record))
        try:
            s.apply(e)
        except BridgeLawError:
            assert (s.table.snapshot(), len(s.record)) == before
        _invariants(s)
    again = TableSession.from_record(Record.from_jsonl(s.record.to_jsonl()))
    assert [r.to_json() for r in again.rulings] == [r.to_json() for r in s.rulings]
    assert again.table.snapshot() == s.table.snapshot()
