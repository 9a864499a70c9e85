"""63A1 read from the record of play by the Law function alone: the unfinished trick
is "the following trick" only when it is numbered after the revoke's; cards played to the revoke
trick itself never establish the revoke, whether or not the caller says which trick is current."""

from __future__ import annotations

import pytest

from bridgelaw.cards import Card, Seat, Suit
from bridgelaw.editions import Edition
from bridgelaw.laws.law63 import (
    ClaimRevokeAct,
    RevokeCase,
    played_since_63A1,
    revoke_established_by_claim_63A3,
)
from bridgelaw.table import Trick, trick_winner

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W


def tr(n: int, text: str) -> Trick:
    cards = tuple((Seat.parse(x[0]), Card.parse(x[2:])) for x in text.split())
    return Trick(n, cards[0][0], cards, trick_winner(cards, Suit.SPADES))


def cur(text: str) -> list[tuple[Seat, Card]]:
    return [(Seat.parse(x[0]), Card.parse(x[2:])) for x in text.split()]


def test_63A1_partner_playing_to_the_unfinished_revoke_trick_does_not_establish_it() -> None:
    """E revokes in trick 1 (nothing completed yet); his partner W then plays to the same trick."""
    rv = RevokeCase(1, E, Card.parse("C4"), Suit.DIAMONDS)
    assert played_since_63A1(rv, [], cur("N:D2 E:C4 S:D3 W:D6")[:4]) is None
    assert played_since_63A1(rv, [], cur("N:D2 E:C4 S:D3 W:D6"), current_trick=1) is None


def test_63A1_unfinished_revoke_trick_after_completed_tricks_does_not_establish_it() -> None:
    rv = RevokeCase(4, E, Card.parse("C4"), Suit.DIAMONDS)
    done = [tr(n, "W:CA N:C2 E:C3 S:C5") for n in (1, 2, 3)]
    assert played_since_63A1(rv, done, cur("N:D2 E:C4 S:D3 W:D6")) is None


def test_63A1_offenders_lead_to_the_following_trick_establishes_it() -> None:
    rv = RevokeCase(1, E, Card.parse("C4"), Suit.DIAMONDS)
    done = [tr(1, "N:D2 E:C4 S:D3 W:D6")]
    est = played_since_63A1(rv, done, cur("W:H2"))
    assert est is not None and est.law == "63A1" and est.seat is W


def test_63A1_non_offenders_play_to_the_following_trick_does_not_establish_it() -> None:
    rv = RevokeCase(1, E, Card.parse("C4"), Suit.DIAMONDS)
    done = [tr(1, "N:D2 E:C4 S:DA W:D6")]  # S wins and leads to trick 2
    assert played_since_63A1(rv, done, cur("S:H4")) is None
    est = played_since_63A1(rv, done, cur("S:H4 W:H2"))
    assert est is not None and est.seat is W


def test_63A1_explicit_current_trick_number_is_used() -> None:
    rv = RevokeCase(5, E, Card.parse("C4"), Suit.DIAMONDS)
    # a snapshot: no completed trick known, the current trick is trick 6 (after the revoke's)
    est = played_since_63A1(rv, [], cur("E:H2"), current_trick=6)
    assert est is not None and est.law == "63A1"
    assert played_since_63A1(rv, [], cur("E:H2"), current_trick=5) is None


def test_63A1_a_completed_later_trick_establishes_it_and_1975_is_labelled_63() -> None:
    rv = RevokeCase(2, S, Card.parse("H3"), Suit.CLUBS)
    done = [tr(2, "W:C2 N:C5 E:C6 S:H3"), tr(3, "E:D2 S:D5 W:D6 N:DA")]
    est = played_since_63A1(rv, done)
    assert est is not None and est.seat is S and est.law == "63A1"
    old = played_since_63A1(rv, done, edition=Edition.E1975)
    assert old is not None and old.law == "63"


@pytest.mark.parametrize(("act", "edition", "established", "law"), [
    (ClaimRevokeAct.MAKES, Edition.E2017, True, "63A3"),
    (ClaimRevokeAct.AGREES, Edition.E2017, True, "63A4"),
    (ClaimRevokeAct.MAKES, Edition.E2007, True, "63A3"),
    (ClaimRevokeAct.AGREES, Edition.E2007, True, "63A3"),
    (ClaimRevokeAct.AGREES, Edition.E1997, True, "63A3"),
    (ClaimRevokeAct.DISPUTES, Edition.E2017, False, None),
    (ClaimRevokeAct.DISPUTES, Edition.E1997, False, None),
])
def test_63A3_63A4_revoke_established_by_a_claim_by_edition(act: ClaimRevokeAct, edition: Edition,
                                                            established: bool, law: str | None) -> None:
    got = revoke_established_by_claim_63A3(act, edition=edition)
    assert (got.established, got.law) == (established, law)


@pytest.mark.parametrize(("edition", "label"), [(Edition.E2017, "63A4"), (Edition.E2007, "63A3"),
                                                (Edition.E1997, "63A3"), (Edition.E1963, "63")])
def test_63A4_agreeing_to_a_claim_is_cited_as_the_edition_numbers_it(edition: Edition, label: str) -> None:
    """2017 63A4 (agreement established); 2007 "makes or agrees to" and 1997 "makes or acquiesces
    in" are 63A3; 1963/1975 unverified ``63``."""
    assert revoke_established_by_claim_63A3(ClaimRevokeAct.AGREES, edition=edition).law == label


def test_63A1_partners_lead_out_of_turn_establishes_the_revoke() -> None:
    """(td_review_18 08): the offender's partner leads out of turn to the next trick -
    "any such play, legal or illegal, establishes the revoke" - although the lead awaits
    declarer's choice and, refused, never reaches the table; Law 64 keeps it established."""
    from bridgelaw.engine import rule_incident
    from bridgelaw.incident import parse_incident

    inc = parse_incident({
        "laws": "2017", "contract": "4S", "declarer": "S",
        "deal": "N:KQ5.942.AQ62.873 T62.875.743.T952 AJ9743.AJ6.K5.AQ 8.KQT3.JT98.KJ64",
        "play": ["DJ", "D2", "D3", "DK", "S4", "S8", "SK", "S2", "H2", "H5", "HA", "H3", "D5"],
        "events": [
            {"by": "W", "play": "C4"}, {"by": "S", "say": "diamond ace"}, {"by": "E", "play": "D4"},
            {"by": "E", "play": "C9"}, {"by": "S", "choose": "require_retraction"},
        ],
    })
    out = rule_incident(inc)
    assert [(r.outcome.value, r.law, str(r.card)) for r in out if r.event == 3] == [
        ("options", "56", "C9"), ("played", "63A1", "C4")]
    last = [(r.outcome.value, r.law) for r in out if r.event == 4]
    assert ("played", "63A1") in last and ("director", "62A") not in last
