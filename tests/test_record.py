"""The append-only record: JSON lines save/load, replay to the same rulings, refusal of invalid
events (record and state unchanged), and properties over random event sequences: no card is ever
lost (52 cards: hands, tricks, penalty-card area) and Law 44C is never broken."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgelaw.cards import ALL_CARDS, SUIT_MASKS, Card, Seat
from bridgelaw.engine import TableSession
from bridgelaw.errors import BridgeLawError, CardNotHeldError, IncidentFormatError, NotYourTurnError
from bridgelaw.incident import parse_incident
from bridgelaw.record import KINDS as KIND_SPECS
from bridgelaw.record import Event, EventKind, Record

DEAL = "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"
SETUP = {"format": "bridgelaw-incident/1", "laws": "2017", "contract": "2S", "declarer": "S", "deal": DEAL}


def session(laws: str = "2017") -> TableSession:
    return TableSession.from_incident(parse_incident({**SETUP, "laws": laws}))


def ev(**kw: object) -> Event:
    return Event.from_json(kw)


STORY = [
    ev(by="W", play="H2"),
    ev(by="S", say="heart queen"),
    ev(by="N", dummy_places="HT"),
    ev(by="E", play="HA"),
    ev(by="S", say="no, the heart ten", findings={"slip_of_tongue": True}),
    ev(by="S", hold="H5", where="touching_table"),
    ev(by="W", play="H7", findings={"trick_quitted": False}),  # trick 1 still faced: 45E1
    ev(by="N", dummy_indicates="S2"),
]


def test_record_keeps_events_as_given_and_state_derives_withdrawals() -> None:
    s = session()
    s.apply_all(STORY)
    assert s.record.events == tuple(STORY)
    assert [w.card for w in s.withdrawn] == [Card.parse("HT"), Card.parse("HQ")]
    assert any(p.card is Card.parse("H7") for p in s.penalty_cards)


def test_record_jsonl_roundtrip_and_replay_same_rulings(tmp_path: Path) -> None:
    s = session()
    s.apply_all(STORY)
    f = tmp_path / "r.jsonl"
    s.record.save(f)
    back = Record.load(f)
    assert back.events == s.record.events and back.header == s.record.header
    again = TableSession.from_record(back)
    assert [r.to_json() for r in again.rulings] == [r.to_json() for r in s.rulings]
    assert again.table.snapshot() == s.table.snapshot()


@pytest.mark.parametrize(
    ("event", "error"),
    [
        (ev(by="W", play="SA"), CardNotHeldError),  # E holds the spade ace
        (ev(by="E", dummy_places="H4"), NotYourTurnError),  # only dummy places dummy's cards
        (ev(by="W", dummy_indicates="H4"), NotYourTurnError),
        (ev(by="E", touch="H4", purpose="play"), NotYourTurnError),
        (ev(by="N", dummy_places="HA"), CardNotHeldError),  # not dummy's card
    ],
)
def test_invalid_event_refused_record_and_state_unchanged(event: Event, error: type[Exception]) -> None:
    s = session()
    s.apply(ev(by="W", play="H2"))
    before = (s.table.snapshot(), len(s.record), s.rulings, s.penalty_cards, s.withdrawn)
    with pytest.raises(error) as e:
        s.apply(event)
    assert str(e.value)  # a message saying what and why
    assert (s.table.snapshot(), len(s.record), s.rulings, s.penalty_cards, s.withdrawn) == before


def test_unknown_card_in_event_is_a_format_error() -> None:
    with pytest.raises(IncidentFormatError, match="'S1' is not a card"):
        ev(by="W", play="S1")


def test_malformed_record_file(tmp_path: Path) -> None:
    f = tmp_path / "r.jsonl"
    f.write_text('{"format": "bridgelaw-record/1", "setup": {}}\n{"by": "W", "play": "H2"\n')
    with pytest.raises(IncidentFormatError, match="line 2"):
        Record.load(f)
    f.write_text('{"format": "other"}\n')
    with pytest.raises(IncidentFormatError, match="line 1"):
        Record.load(f)


def test_pbn_export_marks_revoke_and_notes() -> None:
    s = session()
    s.apply_all(
        [ev(by="W", play="H2"), ev(by="S", say="heart queen"), ev(by="E", play="HA"), ev(by="S", play="D3")]
    )
    pbn = s.to_pbn()
    assert '[Deal "N:KJ852' in pbn and "^R D3" in pbn and "{event 1: played N:HQ Law 45C4(a)." in pbn


# ------------------------------------------------------------------ properties

TEXTS = ["low", "high", "heart queen", "spade two", "anything", "no, the king", "you to lead", "jack", "ruff"]
#: The acts at the table, less the claim's acts (Laws 68-71: tests/laws/test_law68_engine.py has
#: their own property test) and the director's ``finding`` and a ``call`` (their own property test,
#: tests/test_director_events.py): drawing them here would change every session this test records
#: for the goldens.
KINDS = [k for k in EventKind if KIND_SPECS[k].value not in ("tricks", "yes", "decision")
         and k not in (EventKind.CALL, EventKind.FINDING)]


@st.composite
def events(draw: st.DrawFn, s: TableSession | None = None) -> Event:
    """A random event; with a session, mostly by the seat to play with a card it (or dummy) holds."""
    kind = draw(st.sampled_from(KINDS))
    seat = draw(st.sampled_from(list(Seat)))
    pool: list[Card] = list(ALL_CARDS)
    if s is not None and not s.table.is_over and draw(st.integers(0, 3)):
        t = s.table
        seat = t.turn if draw(st.booleans()) else seat
        if seat == t.dummy and kind in (EventKind.PLAY, EventKind.SHOW, EventKind.HOLD, EventKind.TOUCH):
            seat = t.declarer
        pool = list(t.hand(seat)) + list(t.hand(t.dummy)) or pool
    if kind is EventKind.CHOOSE:
        o = s.open_choice if s is not None else None
        if o is not None and draw(st.integers(0, 4)):
            chooser = draw(st.sampled_from(sorted(o.choosers)))
            return Event(kind, chooser, text=draw(st.sampled_from(o.options)))
        options = ["accept_lead", "neither", "require:H", "accept"]
        return Event(kind, seat, text=draw(st.sampled_from(options)))
    if KIND_SPECS[kind].value == "act":  # dummy's acts (Laws 42-43), sometimes by another seat
        value = {"dummy_asks": "revoke", "dummy_warns": "wrong_hand", "dummy_looks": "E",
                 "dummy_calls_director": "true", "dummy_draws_attention": "irregularity",
                 "dummy_says": "play"}[kind.value]
        by = s.table.dummy if s is not None and draw(st.integers(0, 3)) else seat
        fields = {"how": draw(st.sampled_from(["own_initiative", "shown", "exchange"]))} if (
            kind is EventKind.DUMMY_LOOKS) else {}
        return Event(kind, by, text=draw(st.sampled_from([value, "nonsense"])), act_fields=fields)
    if kind is EventKind.SAY:
        return Event(
            kind, seat, text=draw(st.sampled_from(TEXTS)), findings={"slip_of_tongue": draw(st.booleans())}
        )
    if kind is EventKind.SEVERAL:  # 58B: two or three cards of the seat's own hand (or not held)
        own = list(s.table.hand(seat)) if s is not None else []
        cards = draw(st.lists(st.sampled_from(own if len(own) >= 2 else pool), min_size=2, max_size=3,
                              unique=True))
        visible = draw(st.sampled_from([None, cards[:1], cards]))
        named = draw(st.sampled_from([None, (visible or cards)[-1]]))
        findings = {"undiscovered_until_next_trick": True} if draw(st.integers(0, 5)) == 0 else {}
        return Event(kind, seat, cards=tuple(cards), visible=None if visible is None else tuple(visible),
                     named=named, findings=findings)
    card = draw(st.sampled_from(pool))
    if kind is EventKind.DROP:
        return Event(kind, seat, card, findings={"played_intentionally": draw(st.booleans())})
    if kind is EventKind.TOUCH:
        return Event(kind, seat, card, purpose=draw(st.sampled_from(["play", "arrange", None])))
    if kind is EventKind.HOLD:
        return Event(
            kind, seat, card, where=draw(st.sampled_from(["touching_table", "played_position", "lifted"]))
        )
    if kind is EventKind.SHOW:
        return Event(kind, seat, card, partner_could_see=draw(st.sampled_from([True, False, None])))
    return Event(kind, seat, card)


def _check_invariants(s: TableSession) -> None:
    where = s.where_are_cards()
    assert where["hands"] + where["played"] + where["unseen"] == 52
    t = s.table
    for p in s.penalty_cards:  # a penalty card is still in its owner's hand (50A: face up before him)
        assert p.card in t.hand(p.seat)
    led = t.suit_led
    if led is not None and not t.is_over:
        seat = t.turn
        held = t.hand(seat).mask & SUIT_MASKS[led]
        legal = {c for c in t.legal_cards(seat)}
        if held:  # 44C outranks every restriction
            assert legal and all(c.suit is led for c in legal)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), st.sampled_from(["2017", "2007", "1997", "1963"]))
def test_property_no_card_lost_44C_kept_and_replay_identical(data: st.DataObject, laws: str) -> None:
    s = session(laws)
    for _ in range(data.draw(st.integers(1, 40))):
        e = data.draw(events(s))
        before = (s.table.snapshot(), len(s.record))
        try:
            s.apply(e)
        except BridgeLawError:
            assert (s.table.snapshot(), len(s.record)) == before
        _check_invariants(s)
    again = TableSession.from_record(Record.from_jsonl(s.record.to_jsonl()))
    assert [r.to_json() for r in again.rulings] == [r.to_json() for r in s.rulings]
    assert again.table.snapshot() == s.table.snapshot()


@settings(max_examples=40, deadline=None)
@given(st.data())
def test_property_legal_play_sequences_never_refused(data: st.DataObject) -> None:
    s = session()
    for _ in range(data.draw(st.integers(1, 40))):
        t = s.table
        if t.is_over:
            break
        seat = t.turn
        card = data.draw(st.sampled_from(t.legal_cards(seat)))
        if seat == t.dummy:
            rs = s.apply(
                Event(EventKind.SAY, t.declarer, text=f"{card.suit.name.lower()} {card.rank.name.lower()}")
            )
        else:
            rs = s.apply(Event(EventKind.PLAY, seat, card))
        assert rs[0].outcome.value == "played" and rs[0].card is card
        _check_invariants(s)


def test_record_with_choices_save_load_replay_identical(tmp_path: Path) -> None:
    s = session()
    s.apply_all(
        [
            ev(by="E", play="HA"),  # opening lead out of turn (54)
            ev(by="S", choose="require_retraction"),  # 54D, then 50D2 offered
            ev(by="S", choose="prohibit:H"),  # 50D2(a)
            ev(by="W", play="D2"),
        ]
    )
    assert [e.kind for e in s.record.events].count(EventKind.CHOOSE) == 2
    f = tmp_path / "choices.jsonl"
    s.record.save(f)
    assert '{"by": "S", "choose": "prohibit:H"}' in f.read_text()
    again = TableSession.from_record(Record.load(f))
    assert [r.to_json() for r in again.rulings] == [r.to_json() for r in s.rulings]
    assert again.table.snapshot() == s.table.snapshot()
    assert again.table.restrictions and again.open_choice is None
