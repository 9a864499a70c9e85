"""The director's own events in the record: a player's ``call`` (attention drawn:
Laws 9B1, 43A1(a)) and the director's ``finding`` on an earlier event, which rules that event and
every later one again - the record keeps both rulings, append-only."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgelaw.cards import Card, Seat
from bridgelaw.engine import TableSession, rule_incident
from bridgelaw.errors import FindingError, IncidentFormatError
from bridgelaw.incident import parse_incident
from bridgelaw.record import Event, EventKind, Record
from bridgelaw.rulings import Outcome

DEAL = "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"


def session(**extra: Any) -> TableSession:
    incident = parse_incident({"contract": "4S", "declarer": "S", "deal": DEAL, **extra})
    return TableSession.from_incident(incident)


def apply(s: TableSession, *events: dict[str, Any]) -> list[Any]:
    out = []
    for e in events:
        out += s.apply(Event.from_json(e))
    return out


# ---------------------------------------------------------------------- finding: 45C4(b)


def test_45C4b_the_directors_finding_of_a_slip_of_the_tongue_rules_the_change_again() -> None:
    """"The ten, no, the queen": without a finding the ten stands and the director must find
    whether the ten was a slip of the tongue; his finding re-rules the event: the queen is played."""
    s = session()
    apply(s, {"by": "W", "play": "H2"})
    said = apply(s, {"by": "S", "say": "the ten, no, the queen"})
    assert said[-1].needs == "slip_of_tongue" and s.table.current_trick[-1][1] is Card.parse("HT")
    apply(s, {"by": "E", "play": "HA"})
    found = apply(s, {"by": "S", "finding": 2, "findings": {"slip_of_tongue": True}})
    assert [(r.outcome, r.law, r.extra["reruled_event"]) for r in found] == [
        (Outcome.PLAYED, "46B3(b)", 1), (Outcome.CHANGE_ALLOWED, "45C4(b)", 1), (Outcome.PLAYED, "45A", 2)]
    assert all(r.event == 3 for r in found)
    assert [c for _, c in s.table.current_trick] == [Card.parse(x) for x in ("H2", "HQ", "HA")]
    assert len(s.record) == 4 and len(s.rulings) == len(said) + 2 + len(found)  # both kept
    assert s.amended(1).findings == {"slip_of_tongue": True} and s.record.events[1].findings == {}
    assert s.state_at(3).table.current_trick[1][1] is Card.parse("HT")  # history stands


def test_45C4b_a_finding_replays_from_the_record_to_the_same_rulings() -> None:
    s = session()
    apply(s, {"by": "W", "play": "H2"}, {"by": "S", "say": "the ten, no, the queen"},
          {"by": "E", "play": "HA"}, {"by": "S", "finding": 2, "findings": {"slip_of_tongue": True}},
          {"by": "S", "play": "H5"})
    again = TableSession.from_record(Record.from_jsonl(s.record.to_jsonl()))
    assert again.rulings == s.rulings and again.table.tricks == s.table.tricks
    doc = rule_incident(parse_incident({"contract": "4S", "declarer": "S", "deal": DEAL,
                                        "events": [e.to_json() for e in s.record.events]}))
    assert [(r.law, r.card) for r in doc] == [(r.law, r.card) for r in s.rulings]


def test_45C3_a_finding_gives_the_purpose_the_touch_lacked() -> None:
    s = session()
    apply(s, {"by": "W", "play": "H2"})
    touched = apply(s, {"by": "S", "touch": "HQ"})
    assert touched[0].needs == "purpose"
    found = apply(s, {"by": "S", "finding": 2, "findings": {"purpose": "play"}})
    assert found[0].outcome is Outcome.PLAYED and found[0].card is Card.parse("HQ")
    assert s.table.current_trick[-1][1] is Card.parse("HQ")


def test_58B2_a_finding_gives_the_card_designated_from_several() -> None:
    s = session()
    apply(s, {"by": "W", "play": "H2"}, {"by": "S", "say": "small"})
    faced = apply(s, {"by": "E", "several": ["HA", "H3"]})
    assert faced[0].needs == "designated_card"
    found = apply(s, {"by": "E", "finding": 3, "findings": {"designated_card": "H3"}})
    assert found[0].outcome is Outcome.PLAYED and found[0].card is Card.parse("H3")


@pytest.mark.parametrize(("finding", "why"), [
    ({"by": "S", "finding": 9, "findings": {"slip_of_tongue": True}}, "not in the record"),
    ({"by": "S", "finding": 0, "findings": {"slip_of_tongue": True}}, None),
    ({"by": "S", "finding": 1, "findings": {"purpose": "play"}}, "answers a touch event"),
    ({"by": "S", "finding": 1, "findings": {"slip_of_tonge": True}}, "unknown finding"),
])
def test_a_finding_that_names_no_such_event_or_field_is_refused(
    finding: dict[str, Any], why: str | None
) -> None:
    s = session()
    apply(s, {"by": "W", "play": "H2"})
    with pytest.raises((FindingError, IncidentFormatError)) as e:
        s.apply(Event.from_json(finding))
    if why:
        assert why in str(e.value)
    assert len(s.record) == 1 and len(s.rulings) == 1


def test_a_finding_that_a_later_event_cannot_survive_is_refused_whole() -> None:
    """West drops ♥K, then leads it; found played when it was dropped (``played_intentionally``),
    the ♥K was West's lead already and his later play of it cannot stand: the finding is
    refused and nothing is recorded (the director rules at the desk)."""
    s = session()
    apply(s, {"by": "W", "drop": "HK"}, {"by": "W", "play": "HK"}, {"by": "N", "play": "H4"})
    before = (len(s.record), len(s.rulings), s.table.current_trick)
    with pytest.raises(FindingError) as e:
        apply(s, {"by": "W", "finding": 1, "findings": {"played_intentionally": True}})
    assert e.value.event is not None and "cannot stand" in str(e.value)
    assert (len(s.record), len(s.rulings), s.table.current_trick) == before


def test_a_finding_of_notes_only_is_the_directors_answer_on_record() -> None:
    s = session()
    apply(s, {"by": "W", "play": "H2"}, {"by": "E", "call": "director"})
    assert apply(s, {"by": "E", "finding": 2, "findings": {"x-ruling": "no irregularity"}}) == []
    with pytest.raises(FindingError):
        apply(s, {"by": "E", "finding": 2, "findings": {"slip_of_tongue": True}})
    assert len(s.record) == 3 and s.state.events == 3


# ---------------------------------------------------------------------- call: 9B1, 43A1(a)


def test_43A1a_dummy_may_call_the_director_once_another_player_has_called() -> None:
    s = session()
    apply(s, {"by": "W", "play": "H2"})
    alone = apply(s, {"by": "N", "call": "director"})
    assert [(r.outcome, r.law) for r in alone] == [(Outcome.IRREGULARITY, "43A1(a)")]
    s = session()
    assert apply(s, {"by": "W", "play": "H2"}, {"by": "E", "call": "director"}) == list(s.rulings[:1])
    after = apply(s, {"by": "N", "call": "director"})
    assert [(r.outcome, r.law) for r in after] == [(Outcome.ALLOWED, "43A1(a)")]


def test_9B1_a_call_is_recorded_at_any_time_and_moves_no_card() -> None:
    s = session()
    apply(s, {"by": "E", "call": "director"})
    assert len(s.record) == 1 and not s.table.plays and s.rulings == ()
    assert Event.from_json({"by": "W", "call": "revoke"}).kind is EventKind.CALL
    with pytest.raises(IncidentFormatError):
        Event.from_json({"by": "W", "call": "lunch"})


# ---------------------------------------------------------------------- property


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), at=st.integers(0, 30))
def test_a_finding_that_changes_nothing_rules_every_event_as_before(seed: int, at: int) -> None:
    """A finding of a default value (slip_of_tongue: false) on any event re-rules the events from
    there to the same rulings and the same table."""
    import random

    rng = random.Random(seed)
    s = session()
    for _ in range(40):
        t = s.table
        if t.is_over:
            break
        turn = t.turn
        actor = t.declarer if turn == t.dummy else turn
        card = rng.choice(t.legal_cards(turn))
        s.apply(Event.from_json({"by": actor.letter, "play": str(card)}))
    n = min(at, len(s.record) - 1) + 1
    before = [(r.outcome, r.law, r.card) for r in s.rulings if r.event is not None and r.event >= n - 1]
    table = s.table.snapshot()
    found = s.apply(Event.from_json({"by": s.record.events[n - 1].by.letter, "finding": n,
                                     "findings": {"slip_of_tongue": False}}))
    assert [(r.outcome, r.law, r.card) for r in found] == before
    assert s.table.snapshot() == table


FINDINGS = [{"slip_of_tongue": True}, {"played_intentionally": True}, {"partner_could_see": False},
            {"purpose": "play"}, {"x-ruling": "as played"}, {"deemed_lead": True}, {"intended_card": "H2"}]


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6))
def test_calls_and_findings_keep_every_card_and_replay_identically(seed: int) -> None:
    """Random play with irregularities, calls and findings on random earlier events: a refused
    finding changes nothing, no card is lost, and the record replays to the same rulings."""
    import random

    from bridgelaw.errors import BridgeLawError

    rng = random.Random(seed)
    s = session()
    for _ in range(50):
        t = s.table
        if t.is_over:
            break
        roll = rng.random()
        turn = t.turn
        actor = t.declarer if turn == t.dummy else turn
        if roll < 0.1 and len(s.record):
            n = rng.randint(1, len(s.record))
            body: dict[str, Any] = {"by": s.record.events[n - 1].by.letter, "finding": n,
                                    "findings": rng.choice(FINDINGS)}
        elif roll < 0.15:
            body = {"by": rng.choice("NESW"), "call": rng.choice(["director", "revoke"])}
        elif roll < 0.3:
            seat = rng.choice([x for x in "NESW" if x != t.dummy.letter])
            hand = list(t.hand(Seat.parse(seat)))
            if not hand:
                continue
            body = {"by": seat, rng.choice(["play", "drop", "show"]): str(rng.choice(hand))}
        elif roll < 0.35 and turn == t.dummy:
            body = {"by": t.declarer.letter, "say": rng.choice(["the ten, no, the queen", "small", "top"])}
        else:
            body = {"by": actor.letter, "play": str(rng.choice(t.legal_cards(turn)))}
        before = (s.table.snapshot(), len(s.record), len(s.rulings))
        try:
            s.apply(Event.from_json(body))
        except BridgeLawError:
            assert (s.table.snapshot(), len(s.record), len(s.rulings)) == before
        where = s.where_are_cards()
        assert where["hands"] + where["played"] + where["unseen"] == 52
    again = TableSession.from_record(Record.from_jsonl(s.record.to_jsonl()))
    assert [r.to_json() for r in again.rulings] == [r.to_json() for r in s.rulings]
    assert again.table.snapshot() == s.table.snapshot()


def test_68D_9B1_a_call_after_a_claim_is_recorded_not_refused() -> None:
    """68D: play has ceased after a claim - but a player may still call the director (a doubt or
    a dispute summons him), and the director's finding on an event is not an act of play."""
    from bridgelaw.engine import TableSession
    from bridgelaw.incident import parse_incident
    from bridgelaw.record import Event

    deal = "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"
    s = TableSession.from_incident(parse_incident({"contract": "4H", "declarer": "S", "deal": deal}))
    s.apply(Event.from_json({"by": "W", "play": "D2"}))
    s.apply(Event.from_json({"by": "S", "claim": "all", "statement": "the rest are mine"}))
    assert s.apply(Event.from_json({"by": "E", "call": "director"})) == []
    assert s.claim is not None and s.claim.play_ceased
    s.apply(Event.from_json({"by": "E", "finding": 3, "findings": {"x-ruling": "heard"}}))
    assert s.claim is not None and s.claim.play_ceased
