"""Clause labels and small edition-dependent decisions the engine takes from the law modules.

Each function here was once an inline expression of ``bridgelaw.engine``; these tests pin the
label per edition (laws.md §2; seeds 000 Russian 2007, 002 Swedish 1997) so that the engine's
rulings keep citing the same clauses.
"""

from __future__ import annotations

import pytest

from bridgelaw.cards import Card, Seat
from bridgelaw.editions import Edition
from bridgelaw.laws import law45, law46, law47, law61_64
from bridgelaw.laws.law50_52 import PenaltyCardArea, clause_50D2_51B
from bridgelaw.rulings import Outcome


@pytest.mark.parametrize(
    ("edition", "label"),
    [
        (Edition.E2017, "47C"),
        (Edition.E2007, "47C"),
        (Edition.E1997, "45C4(b)"),
        (Edition.E1987, "45C4(b)"),
        (Edition.E1963, "45(d)"),
    ],
)
def test_47C_clause_label_by_edition(edition: Edition, label: str) -> None:
    change = law45.clause("45C4(b)", edition)
    assert law47.clause_47C_changed_designation(edition, change_clause=change) == label


@pytest.mark.parametrize(
    ("edition", "label"),
    [
        (Edition.E2017, "47D"),
        (Edition.E2007, "47D"),
        (Edition.E1997, "47E"),  # seed 002: "se lag 47E"
        (Edition.E1987, "45C4(b)"),
        (Edition.E1975, "45C4(b)"),
        (Edition.E1963, "45(d)"),
    ],
)
def test_47D_clause_label_by_edition(edition: Edition, label: str) -> None:
    change = law45.clause("45C4(b)", edition)
    assert law47.clause_47D_opponent_changed(edition, change_clause=change) == label


@pytest.mark.parametrize(
    ("edition", "label"),
    [
        (Edition.E2017, "47E1"),
        (Edition.E2007, "47E1"),
        (Edition.E1997, "47E"),
        (Edition.E1963, "47E"),
    ],
)
def test_47E1_clause_label_by_edition(edition: Edition, label: str) -> None:
    assert law47.clause_47E1_misinformed_turn(edition) == label


@pytest.mark.parametrize(
    ("edition", "condition"),
    [
        (Edition.E2017, "slip_of_tongue"),
        (Edition.E2007, "no_pause_for_thought"),
        (Edition.E1997, "no_pause_for_thought"),
        (Edition.E1963, "without_interruption"),
    ],
)
def test_45C4b_change_condition_by_edition(edition: Edition, condition: str) -> None:
    assert law45.change_condition_45C4b(edition) == condition


@pytest.mark.parametrize(
    ("error_trick", "trick_number", "current", "too_late"),
    [
        (3, 3, [], False),  # still the trick of the error
        (3, 3, [(Seat.W, "S2"), (Seat.N, "S3")], False),
        (3, 4, [], False),  # next trick, nothing played
        (3, 4, [(Seat.E, "H2")], False),  # only the defenders
        (3, 4, [(Seat.N, "H2")], False),  # only the declaring side
        (3, 4, [(Seat.E, "H2"), (Seat.S, "H3")], True),  # both sides
        (3, 5, [], True),  # two tricks later
    ],
)
def test_45D_too_late_once_both_sides_played_to_next_trick(
    error_trick: int, trick_number: int, current: list[tuple[Seat, str]], too_late: bool
) -> None:
    trick = [(s, Card.parse(c)) for s, c in current]
    got = law45.both_sides_played_to_next_trick_45D(
        error_trick=error_trick, trick_number=trick_number, current_trick=trick, declarer=Seat.S
    )
    assert got is too_late


@pytest.mark.parametrize(
    ("changed_by", "allowed"),
    [(Seat.E, True), (Seat.W, False), (Seat.N, False)],
)
def test_45D1_declarer_may_withdraw_too_after_rho_changed(changed_by: Seat, allowed: bool) -> None:
    # declarer South: his RHO is East
    assert law45.declarer_may_withdraw_too_45D1(changed_by=changed_by, declarer=Seat.S) is allowed


@pytest.mark.parametrize(("defender", "laws"), [(True, "53, 56"), (False, "55")])
def test_45E_fifth_card_deemed_lead_laws(defender: bool, laws: str) -> None:
    assert law45.fifth_card_lead_laws_45E(defender=defender) == laws


@pytest.mark.parametrize(
    ("edition", "label"),
    [
        (Edition.E2017, "42A3"),
        (Edition.E2007, "42B2"),
        (Edition.E1997, "42B2"),
        (Edition.E1963, "42B2"),
    ],
)
def test_42A3_42B2_dummy_prevents_revoke_by_edition(edition: Edition, label: str) -> None:
    assert law61_64.dummy_prevents_revoke_clause(edition) == label


@pytest.mark.parametrize(
    ("cards", "label"),
    [
        ([("SA", "major")], "50D2"),
        ([("SA", "major"), ("SK", "major")], "51B1"),
        ([("SA", "major"), ("S3", "minor")], "51B1"),
        ([("SA", "major"), ("HK", "major")], "51B2"),
    ],
)
def test_50D2_51B_clause_by_penalty_cards(cards: list[tuple[str, str]], label: str) -> None:
    area = PenaltyCardArea()
    for c, kind in cards:
        area = area.add(Card.parse(c), Seat.W, "major" if kind == "major" else "minor")
    assert clause_50D2_51B(area, Seat.W) == label


@pytest.mark.parametrize(
    ("dummy_to_play", "outcome", "label"),
    [(True, Outcome.INVALID, "46B4"), (False, Outcome.NOT_PLAYED, "45C4(a)")],
)
def test_46B4_words_designate_no_card(dummy_to_play: bool, outcome: Outcome, label: str) -> None:
    assert law46.no_card_designated_46B4(dummy_to_play=dummy_to_play) == (outcome, label)



@pytest.mark.parametrize(
    ("rule", "first_by", "heard"),
    [
        # dummy North: East, dummy's LHO, is next to play after dummy and decides
        ("next_to_play_decides", Seat.E, False),
        ("next_to_play_decides", Seat.W, True),
        ("director", Seat.E, True),
        ("director", Seat.W, True),
        ("first_to_speak", Seat.E, False),
        ("first_to_speak", Seat.W, False),
    ],
)
def test_46B5_other_defender_heard_by_option(rule: str, first_by: Seat, heard: bool) -> None:
    assert law46.other_defender_heard_46B5(rule, first_by=first_by, dummy=Seat.N) is heard
