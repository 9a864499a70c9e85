"""Claims and concessions through the engine (claims.md §1): the events ``claim``, ``concede``,
``agree``, ``dispute``, ``withdraw_agreement``, ``withdraw_concession`` and ``decide`` in
``TableSession`` and ``bridgelaw rule``; play ceasing and continuing (68D, 68B2, 68D2(b)); dummy's
call after a claim (43A1(a)); the revoke a claim establishes (63A3/63A4) and Law 64 on the claimed
tricks; the end of the board (Law 77), the record and the PBN."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaw.engine import TableSession, rule_incident
from bridgelaw.errors import BridgeLawError, ClaimActError, IncidentFormatError, PlayCeasedError
from bridgelaw.incident import parse_incident
from bridgelaw.notation.pbn import read_pbn
from bridgelaw.record import Event, Record
from bridgelaw.rulings import Outcome, Ruling

#: 3NT by S, three cards left, S on lead: N .KQJ.., E ..432., S ...AKQ, W A.98.. (the claim is good).
TOP: dict[str, Any] = {
    "contract": "3NT",
    "declarer": "S",
    "won": {"declarer": 8, "defenders": 2},
    "leader": "S",
    "vulnerable": "ns",
    "hands": {"N": ".KQJ..", "E": "..432.", "S": "...AKQ", "W": "A.98.."},
}


def rule(events: list[dict[str, Any]], **more: Any) -> list[Ruling]:
    return rule_incident(parse_incident({**TOP, **more, "events": events}))


def session(**more: Any) -> TableSession:
    return TableSession.from_incident(parse_incident({**TOP, **more}))


def ev(**data: Any) -> Event:
    return Event.from_json(data)


def test_68D_a_card_after_a_claim_is_refused_and_nothing_changes() -> None:
    s = session()
    s.apply(ev(by="S", claim="all"))
    with pytest.raises(PlayCeasedError, match=r"S cannot play: play has ceased after S's claim \(Law 68D\)"):
        s.apply(ev(by="S", play="CA"))
    with pytest.raises(PlayCeasedError):
        s.apply(ev(by="S", say="ace of clubs"))
    assert len(s.record) == 1 and len(s.table.hand(s.table.declarer)) == 3


def test_68D_rule_says_which_event_in_one_line() -> None:
    with pytest.raises(IncidentFormatError, match=r"^events\[1\]: S cannot play: play has ceased"):
        rule([{"by": "S", "claim": "all"}, {"by": "S", "play": "CA"}])


@pytest.mark.parametrize(("laws", "allowed"), [("2017", True), ("2007", False)])
def test_68D2b_continue_play_on_the_card_voids_the_claim_in_2017(laws: str, allowed: bool) -> None:
    events = [{"by": "S", "claim": "all"}, {"by": "S", "play": "CA", "findings": {"continue_play": True}}]
    if not allowed:
        with pytest.raises(IncidentFormatError, match="play has ceased"):
            rule(events, laws=laws)
        return
    got = [(r.event, r.outcome, r.law) for r in rule(events, laws=laws)]
    assert got == [(0, Outcome.CLAIM, "68A"), (1, Outcome.ALLOWED, "68D2(b)"), (1, Outcome.PLAYED, "45A")]


def test_68B2_after_partners_objection_play_goes_on() -> None:
    got = rule(
        [{"by": "E", "concede": "all"}, {"by": "W", "dispute": True}, {"by": "E", "play": "D4"}], leader="E"
    )
    assert [(r.event, r.outcome.value, r.law) for r in got] == [
        (0, "claim", "68B"),
        (1, "allowed", "68B2"),
        (2, "played", "45A"),
    ]


def test_43A1a_dummy_may_call_the_director_once_a_claim_stopped_play() -> None:
    before = rule([{"by": "N", "dummy_calls_director": True}])
    after = rule([{"by": "S", "claim": "all"}, {"by": "N", "dummy_calls_director": True}])
    assert (before[0].outcome, before[0].law) == (Outcome.IRREGULARITY, "43A1(a)")
    assert (after[1].outcome, after[1].law) == (Outcome.ALLOWED, "43A1(a)")


def test_69A_70_77_a_claim_agreed_or_disputed_ends_the_board_with_its_score() -> None:
    agreed = rule([{"by": "S", "claim": "all", "statement": "all mine"}, {"by": "W", "agree": True}])
    assert [(r.outcome.value, r.law, r.extra.get("tricks"), r.extra.get("score")) for r in agreed] == [
        ("claim", "68A", None, None),
        ("result", "69A", 11, None),
        ("result", "77", 11, 660),
    ]
    disputed = rule(
        [{"by": "S", "claim": "all"}, {"by": "E", "dispute": True}, {"by": "N", "decide": {"tricks": 10}}]
    )
    assert [(r.event, r.outcome.value, r.law, r.extra.get("tricks")) for r in disputed] == [
        (0, "claim", "68A", None),
        (1, "adjudicated", "70A", 11),
        (2, "adjudicated", "70", 10),
        (2, "result", "77", 10),
    ]


def test_68_an_open_claim_at_the_end_of_the_record_leaves_the_board_open() -> None:
    assert [r.outcome.value for r in rule([{"by": "S", "claim": "all"}])] == ["claim"]


@pytest.mark.parametrize(
    ("events", "message"),
    [
        ([{"by": "W", "agree": True}], "no claim or concession is open"),
        ([{"by": "S", "claim": 4}], "cannot claim 4 tricks: 3 remain"),
        ([{"by": "S", "claim": "all"}, {"by": "N", "agree": True}], "cannot agree to his own side's claim"),
        ([{"by": "S", "claim": "all"}, {"by": "W", "withdraw_agreement": True}], "no claim was agreed"),
        ([{"by": "S", "claim": "all"}, {"by": "N", "decide": {"tricks": 12}}], "it is 8 to 11"),
    ],
)
def test_68_69_70_acts_that_do_not_fit_the_claim_are_refused(
    events: list[dict[str, Any]], message: str
) -> None:
    with pytest.raises(IncidentFormatError, match=message):
        rule(events)


#: own-63A3 of the claim cases: 4S by S; S leads the HA, E discards the DQ holding the HK (a
#: revoke); E claims the rest, S agrees.
REVOKE: dict[str, Any] = {
    "contract": "4S",
    "declarer": "S",
    "won": {"declarer": 8, "defenders": 1},
    "leader": "S",
    "hands": {"N": ".5..765", "E": ".K.AKQ.", "S": ".A4.3.2", "W": ".3..KQJ"},
}
PLAYED = [
    {"by": "S", "play": "HA"},
    {"by": "W", "play": "H3"},
    {"by": "S", "play": "H5"},
    {"by": "E", "play": "DQ"},
]


def test_63A3_a_claim_by_the_offending_side_establishes_its_revoke_then_64A2_and_77() -> None:
    got = rule_incident(
        parse_incident(
            {**REVOKE, "events": [*PLAYED, {"by": "E", "claim": "all"}, {"by": "S", "agree": True}]}
        )
    )
    rows = [(r.event, r.outcome.value, r.law, r.extra.get("tricks")) for r in got if r.event and r.event >= 4]
    assert rows == [
        (4, "claim", "68A", None),
        (4, "played", "63A3", None),
        (5, "result", "69A", 9),
        (5, "played", "63A3", None),
        (5, "transfer", "64A2", 1),
        (5, "transfer", "64A", 1),
        (5, "director", "64C", None),
        (5, "result", "77", 10),
    ]
    assert not any("must be corrected" in r.text for r in got if r.event and r.event >= 4)


@pytest.mark.parametrize(("laws", "label"), [("2017", "63A4"), ("2007", "63A3")])
def test_63A4_agreement_to_the_opponents_claim_establishes_the_revoke(laws: str, label: str) -> None:
    """S revokes; declarer W claims; S's partner N agrees (2007: at once; 2017: once it stands)."""
    inc = {
        "contract": "5D",
        "declarer": "W",
        "laws": laws,
        "won": {"declarer": 3, "defenders": 2},
        "leader": "W",
        "hands": {"N": "K8.KQ9..765", "E": "743.A7..T98", "S": "QJ5.JT.J.42", "W": "..T987.AKQJ"},
        "events": [
            {"by": "W", "play": "DT"},
            {"by": "N", "play": "S8"},
            {"by": "W", "play": "S3"},
            {"by": "S", "play": "S5"},
            {"by": "W", "claim": "all"},
            {"by": "N", "agree": True},
        ],
    }
    got = rule_incident(parse_incident(inc))
    # 2007: the agreement establishes it (63A3) and the end of play does not say it again
    assert [r.law for r in got if r.event == 5 and "revoke_established" in r.flags] == [label]
    # W claimed every trick: N/S won neither the revoke trick nor a later one (64B1), 4 + 7 = 11
    assert [r.law for r in got if r.outcome is Outcome.TRANSFER] == ["64B1"]
    assert got[-1].law == "77" and got[-1].extra["tricks"] == 11


def test_63A3_play_ended_without_claim_events_establishes_the_revoke() -> None:
    """end_of_play.play_ended (a claim the record does not detail) after a revoke not established
    by play: established by the claim (63A3), no longer 'must be corrected' (62A)."""
    deal = "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"
    inc = {
        "contract": "2S",
        "declarer": "S",
        "deal": deal,
        "play": ["D2", "DQ"],
        "events": [{"by": "E", "play": "C4"}, {"by": "S", "play": "D3"}],
    }
    open_play = rule_incident(parse_incident(inc))
    assert any(r.law == "62A" for r in open_play)
    ended = rule_incident(parse_incident({**inc, "end_of_play": {"play_ended": True}}))
    est = [r for r in ended if "revoke_established" in r.flags]
    assert [r.law for r in est] == ["63A3"] and "play ended with a claim or concession" in est[0].text
    assert not any(r.law == "62A" for r in ended)


def test_77_the_pbn_of_a_claimed_board_ends_with_a_star_and_its_result(tmp_path: Path) -> None:
    deal = "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"
    s = TableSession.from_incident(
        parse_incident({"contract": "2S", "declarer": "S", "deal": deal, "vulnerable": "both"})
    )
    for e in (
        ev(by="W", play="D2"),
        ev(by="S", play="DQ"),
        ev(by="E", play="DK"),
        ev(by="S", play="D3"),
        ev(by="E", concede="all"),
        ev(by="S", agree=True),
    ):
        s.apply(e)
    text = s.to_pbn()
    assert "\n*\n" in text and '[Result "12"]' in text
    path = tmp_path / "b.pbn"
    path.write_text(text, encoding="utf-8")
    (b,) = list(read_pbn(path))
    assert (b.result, b.score, b.play_ended, b.vulnerability) == (12, 230, True, "All") and not b.problems


def test_68_the_record_of_a_claimed_board_replays_to_the_same_rulings(tmp_path: Path) -> None:
    s = session()
    for e in (
        ev(by="S", claim="all", statement="the clubs are good", lang="en"),
        ev(by="W", dispute=True),
        ev(by="N", decide={"tricks": 11}),
    ):
        s.apply(e)
    path = tmp_path / "r.jsonl"
    s.record.save(path)
    again = TableSession.from_record(Record.load(path))
    assert again.rulings == s.rulings and again.finish() == s.finish()


ACTS = st.sampled_from(
    [
        {"claim": "all"},
        {"claim": 2},
        {"concede": 1},
        {"concede": "all"},
        {"agree": True},
        {"dispute": True},
        {"withdraw_agreement": True},
        {"withdraw_concession": True},
        {"decide": {"tricks": 10}},
        {"play": "CA"},
        {"play": "D4"},
        {"dummy_calls_director": True},
    ]
)


@settings(max_examples=40, deadline=None, derandomize=True)
@given(st.lists(st.tuples(st.sampled_from("NESW"), ACTS), max_size=6))
def test_68_property_any_sequence_of_claim_acts_is_ruled_or_refused_and_replays(
    acts: list[tuple[str, dict[str, Any]]],
) -> None:
    """Random acts about a claim, by any seat: each is ruled or refused with a typed error (the
    record and state unchanged), the board's result stays within what the position allows, and
    the record replays to the same rulings."""
    s = session()
    for seat, act in acts:
        n = len(s.record)
        try:
            s.apply(ev(by=seat, **act))
        except (ClaimActError, PlayCeasedError, BridgeLawError):
            assert len(s.record) == n
    for r in s.finish():
        if r.outcome is Outcome.RESULT:
            assert 8 <= r.extra["tricks"] <= 11
    again = TableSession.from_record(s.record)
    assert again.rulings == s.rulings
