"""The ``choose`` event itself (the choices' tests by clause are in tests/laws/test_law50.py ...
test_law57.py): bad choices refused with the record unchanged, format errors naming the field, the
``leads`` catalogue complete in every language, and a property test over random events with
choices."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from _choice_helpers import ev, session
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import catalogue_helpers
from bridgelaw.engine import TableSession
from bridgelaw.errors import BridgeLawError, ChoiceError, IncidentFormatError
from bridgelaw.i18n import LANGUAGES, render
from bridgelaw.incident import parse_incident
from bridgelaw.laws.home import assemble_messages
from bridgelaw.record import Event, Record

sys.path.insert(0, str(Path(__file__).resolve().parent / "laws"))

from _penalty_card_events import EAST_SHOWS_SA, _event, _fields, _invariants


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


@pytest.mark.parametrize("lang", LANGUAGES)
def test_leads_catalogue_complete_same_placeholders_not_stale(lang: str) -> None:
    po = catalogue_helpers.po("leads", lang)
    assert set(po) == assemble_messages()["leads"]
    for msgid, msgstr in po.items():
        assert msgstr.strip() and _fields(msgstr) == _fields(msgid), (lang, msgid)
        if lang != "en":
            assert msgstr != msgid, (lang, msgid)


def test_leads_rulings_render_in_russian() -> None:
    _, rs = session([EAST_SHOWS_SA])
    text = render(rs[1], "ru").text
    assert text.startswith("Ход за Западом") and "(Правило 50D2)" in text


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
