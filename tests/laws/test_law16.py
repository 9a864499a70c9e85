"""Law 16C (2017) / 16D (2007) / 16C (1997): information from withdrawn actions (laws.md §1.1)."""

from __future__ import annotations

import pytest

from bridgelaw.cards import Seat
from bridgelaw.editions import Edition
from bridgelaw.engine import TableSession
from bridgelaw.incident import parse_incident
from bridgelaw.laws.law16 import info_tags_16C, offending_side_16C, withdrawn_info_label_16
from bridgelaw.regulations import Regulations

DEAL = "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"


@pytest.mark.parametrize(
    ("edition", "label"),
    [
        (Edition.E2017, "16C1"),
        (Edition.E2007, "16D1"),
        (Edition.E1997, "16C1"),
        (Edition.E1987, None),
        (Edition.E1963, None),
    ],
)
def test_16C_numbering_by_edition(edition: Edition, label: str | None) -> None:
    assert withdrawn_info_label_16(edition) == label


def test_16C1_offending_side_unauthorised_non_offending_authorised() -> None:
    assert info_tags_16C(Seat.S, edition=Edition.E2017) == {"authorised": ["E/W"], "unauthorised": ["N/S"]}


def test_16D1_2007_same_split_for_defender_offender() -> None:
    assert info_tags_16C(Seat.W, edition=Edition.E2007) == {"authorised": ["N/S"], "unauthorised": ["E/W"]}


def test_16C_before_1997_no_rule_everything_authorised() -> None:
    assert info_tags_16C(Seat.S, edition=Edition.E1987)["unauthorised"] == []


def test_16C_45C4b_option_strict_reading_no_offender() -> None:
    strict = Regulations({"O-16C-45C4B": "strict"})
    assert offending_side_16C(Seat.S, edition=Edition.E2017, regulations=strict) is None
    assert offending_side_16C(Seat.S, edition=Edition.E2017, regulations=Regulations()) is Seat.S


def test_16C_tags_on_45D_withdrawal_at_the_table_strict_option() -> None:
    inc = parse_incident(
        {
            "contract": "2S",
            "declarer": "S",
            "deal": DEAL,
            "options": {"O-16C-45C4B": "strict"},
            "events": [
                {"by": "W", "play": "H2"},
                {"by": "S", "say": "heart queen"},
                {"by": "N", "dummy_places": "HT"},
            ],
        }
    )
    s = TableSession.from_incident(inc)
    s.apply_all(inc.events)
    (w,) = s.withdrawn
    assert w.law == "45D1" and w.info == {"authorised": ["N/S", "E/W"], "unauthorised": []}
