"""Laws 62D, 63 and 64 by clause and edition: establishment (63A), the twelfth trick (62D), the
trick adjustment (64A1/64A2), its exceptions (64B1-64B7), the equity check (64C), the replay's
report, and a property test on random boards with random revokes."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaw.cards import ALL_CARDS, Card, Contract, Deal, Hand, Seat, Suit
from bridgelaw.editions import Edition
from bridgelaw.laws.law62 import both_revoked_62C3, trick_twelve_62D
from bridgelaw.laws.law63 import Act, ActKind, Attention, RevokeCase, established_63A
from bridgelaw.laws.law64 import (
    equity_64C,
    no_rectification_64B,
    rule_revokes_64,
    transfer_64A,
    transfer_report_64,
)
from bridgelaw.rulings import Outcome
from bridgelaw.table import Table, Trick, trick_winner

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W


def tr(n: int, text: str, trump: Suit | None = Suit.SPADES) -> Trick:
    """``tr(3, "W:H2 N:H5 E:S3 S:HA")``: trick 3 with its winner (44E/44F)."""
    cards = tuple((Seat.parse(x.split(":")[0]), Card.parse(x.split(":")[1])) for x in text.split())
    return Trick(n, cards[0][0], cards, trick_winner(cards, trump))


def rv(trick: int, seat: Seat, card: str, suit: str, **kw: bool) -> RevokeCase:
    return RevokeCase(trick, seat, Card.parse(card), Suit.parse(suit), **kw)


def filler(first: int, last: int, winner_side: Seat) -> list[Trick]:
    """Tricks ``first``..``last`` (clubs, no revoke) all won by ``winner_side``'s side."""
    out = []
    ranks = "23456789TJQKA"
    for k, n in enumerate(range(first, last + 1)):
        low = ranks[k % 9]
        if winner_side in (N, S):
            text = f"W:C{low} N:CA E:C{ranks[(k % 9) + 1]} S:C{ranks[(k % 9) + 2]}"
        else:
            text = f"W:CA N:C{low} E:C{ranks[(k % 9) + 1]} S:C{ranks[(k % 9) + 2]}"
        out.append(tr(n, text))
    return out


# ------------------------------------------------------------------------------ 63A


@pytest.mark.parametrize(("edition", "kind", "law"), [
    (Edition.E2017, ActKind.PLAY, "63A1"), (Edition.E2017, ActKind.DESIGNATE, "63A2"),
    (Edition.E2017, ActKind.CLAIM, "63A3"), (Edition.E2017, ActKind.AGREE, "63A4"),
    (Edition.E2007, ActKind.AGREE, "63A3"), (Edition.E1997, ActKind.AGREE, "63A3"),
    (Edition.E1997, ActKind.PLAY, "63A1"), (Edition.E1975, ActKind.PLAY, "63"),
    (Edition.E1963, ActKind.CLAIM, "63"),
])
def test_63A_establishment_by_act_and_edition(edition: Edition, kind: ActKind, law: str) -> None:
    r = rv(5, E, "D2", "H")
    est = established_63A(r, [Act(W, kind, 6)], edition=edition)
    assert est is not None and est.law == law and est.act == 0 and est.seat is W


def test_63A1_partners_play_to_next_trick_establishes_not_an_opponents() -> None:
    r = rv(5, E, "D2", "H")
    acts = [Act(S, ActKind.PLAY, 6), Act(N, ActKind.PLAY, 6), Act(W, ActKind.PLAY, 6)]
    est = established_63A(r, acts)
    assert est is not None and (est.law, est.act, est.seat) == ("63A1", 2, W)


def test_63A1_play_to_the_revoke_trick_itself_does_not_establish() -> None:
    r = rv(5, E, "D2", "H")
    assert established_63A(r, [Act(W, ActKind.PLAY, 5), Act(E, ActKind.DESIGNATE, 5)]) is None


def test_63A3_a_claim_establishes_even_within_the_revoke_trick() -> None:
    est = established_63A(rv(5, S, "D2", "H"), [Act(S, ActKind.CLAIM, 5)])
    assert est is not None and est.law == "63A3"


def test_63A2_declarer_naming_a_dummy_card_establishes_his_revoke() -> None:
    est = established_63A(rv(5, S, "D2", "H"), [Act(N, ActKind.DESIGNATE, 6)])
    assert est is not None and est.law == "63A2"


def test_not_established_revoke_is_ruled_62A_must_be_corrected() -> None:
    # the revoke is in the last trick recorded: nobody of E/W has played to a later trick
    tricks = [tr(1, "W:H2 N:H5 E:D3 S:HA")]
    v = rule_revokes_64(tricks, [rv(1, E, "D3", "H")], declarer=S)
    assert [(r.outcome, r.law) for r in v.rulings] == [(Outcome.DIRECTOR, "62A")]
    assert v.transferred == {"N/S": 0, "E/W": 0}


# ------------------------------------------------------------------------------ 64A


def test_64A1_offender_won_revoke_trick_and_a_later_one_two_tricks() -> None:
    tricks = [tr(3, "W:H2 N:H5 E:S3 S:HA"), *filler(4, 6, N), tr(7, "W:CA N:C2 E:C3 S:C4"),
              *filler(8, 13, N)]
    t = transfer_64A(rv(3, E, "S3", "H"), tricks)
    assert (t.law, t.count, t.tricks) == ("64A1", 2, (3, 7))
    assert t.ruling.outcome is Outcome.TRANSFER and t.ruling.extra["offender_won_revoke_trick"]


def test_64A1_offender_won_revoke_trick_only_one_trick() -> None:
    tricks = [tr(3, "W:H2 N:H5 E:S3 S:HA"), *filler(4, 13, N)]
    t = transfer_64A(rv(3, E, "S3", "H"), tricks)
    assert (t.law, t.count, t.tricks) == ("64A1", 1, (3,))


def test_64A2_partner_won_revoke_trick_one_trick() -> None:
    tricks = [tr(3, "N:H2 E:D2 S:H3 W:HA"), *filler(4, 13, N)]
    t = transfer_64A(rv(3, E, "D2", "H"), tricks)
    assert (t.law, t.count, t.tricks) == ("64A2", 1, (3,))


def test_64A2_dummy_winning_declarers_revoke_trick_is_not_declarer_winning_it() -> None:
    # footnote to 64A: a trick won by dummy is not won by declarer
    tricks = [tr(3, "W:H2 N:HA E:H3 S:D2"), *filler(4, 13, N)]
    t = transfer_64A(rv(3, S, "D2", "H"), tricks)
    assert (t.law, t.count) == ("64A2", 1)


def test_64A2_1997_extra_trick_won_later_with_a_card_of_the_revoke_suit() -> None:
    # EBU forum discussion 60: the revoker later won a trick with a diamond (the suit he failed
    # to follow); 1997 64A2 adds that trick, the 2007/2017 text does not
    tricks = [tr(3, "N:D2 E:C2 S:D3 W:D9"), *filler(4, 6, N), tr(7, "S:D4 W:D5 N:D6 E:DK"),
              *filler(8, 13, N)]
    r = rv(3, E, "C2", "D")
    assert transfer_64A(r, tricks, edition=Edition.E2017).count == 1
    assert transfer_64A(r, tricks, edition=Edition.E2007).count == 1
    t97 = transfer_64A(r, tricks, edition=Edition.E1997)
    assert (t97.law, t97.count, t97.tricks) == ("64A2", 2, (3, 7))
    assert transfer_64A(r, tricks, edition=Edition.E1987).count == 2


# ------------------------------------------------------------------------------ 64B


def test_64B1_offending_side_won_nothing_from_the_revoke_on() -> None:
    tricks = [tr(3, "W:H2 N:HA E:D2 S:H3"), *filler(4, 13, N)]
    ruling = no_rectification_64B(rv(3, E, "D2", "H"), tricks, dummy=N)
    assert ruling is not None and (ruling.law, ruling.extra["tricks"]) == ("64B1", 0)


def test_64B2_second_revoke_same_suit_same_player() -> None:
    tricks = [tr(3, "W:CA N:H2 E:C3 S:C4"), *filler(4, 5, N), tr(6, "S:CQ W:C9 N:H3 E:C6"),
              *filler(7, 13, W)]
    first = rv(3, N, "H2", "C")
    second = rv(6, S, "H3", "C")
    # a different player: no 64B2
    assert no_rectification_64B(second, tricks, dummy=Seat.E, earlier=[first]) is None
    again = rv(6, N, "H3", "C")
    ruling = no_rectification_64B(again, tricks, dummy=Seat.E, earlier=[first])
    assert ruling is not None and ruling.law == "64B2" and "adjustment_possible" in ruling.flags


def test_64B3_revoke_from_dummy_or_failing_to_play_a_faced_card() -> None:
    tricks = [tr(3, "W:H2 N:D2 E:H3 S:HA"), *filler(4, 13, N)]
    ruling = no_rectification_64B(rv(3, N, "D2", "H"), tricks, dummy=N)
    assert ruling is not None and ruling.law == "64B3"
    tricks = [tr(3, "N:H2 E:D2 S:H3 W:HA"), *filler(4, 13, W)]
    ruling = no_rectification_64B(rv(3, E, "D2", "H", faced=True), tricks, dummy=N)
    assert ruling is not None and ruling.law == "64B3"


@pytest.mark.parametrize(("attention", "law"), [
    (Attention.AFTER_NEXT_CALL, "64B4"), (Attention.AFTER_ROUND, "64B5"),
    (Attention.END_OF_PLAY, None), (Attention.DURING_PLAY, None)])
def test_64B4_64B5_attention_drawn_late(attention: Attention, law: str | None) -> None:
    tricks = [tr(3, "N:H2 E:D2 S:H3 W:HA"), *filler(4, 13, W)]
    ruling = no_rectification_64B(rv(3, E, "D2", "H"), tricks, dummy=N, attention=attention)
    assert (ruling.law if ruling else None) == law


@pytest.mark.parametrize("edition", [Edition.E2017, Edition.E2007, Edition.E1997])
def test_64B6_62D1_trick_twelve_corrected_before_hands_returned(edition: Edition) -> None:
    r = rv(12, E, "D2", "H")
    ruling = trick_twelve_62D(r, hands_returned=False, edition=edition)
    assert (ruling.outcome, ruling.law, ruling.extra["transfer"]) == (Outcome.WITHDRAWN, "62D1", 0)
    late = trick_twelve_62D(r, hands_returned=True, edition=edition)
    assert (late.outcome, late.law, late.needs) == (Outcome.DIRECTOR, "64B6", "result_without_revoke")


@pytest.mark.parametrize(("edition", "rule"), [
    (Edition.E2017, "16C"), (Edition.E2007, "two_suits_no_suggested_play"),
    (Edition.E1997, "two_suits_no_suggested_play")])
def test_62D2_defender_revokes_before_partners_turn(edition: Edition, rule: str) -> None:
    ruling = trick_twelve_62D(rv(12, E, "D2", "H"), hands_returned=False, partner_played=False,
                              edition=edition)
    assert ruling.params["law"] == "62D2" and ruling.extra["62D2"] == rule


def test_62D_is_only_about_trick_twelve() -> None:
    with pytest.raises(ValueError, match="trick 12"):
        trick_twelve_62D(rv(11, E, "D2", "H"), hands_returned=False)


@pytest.mark.parametrize(("edition", "law"), [
    (Edition.E2017, "64B7"), (Edition.E2007, "64B7"), (Edition.E1997, "64C")])
def test_64B7_both_sides_revoked(edition: Edition, law: str) -> None:
    # WBF LC 2001-11-01 #4 (White Book 2004 §64.3): a defender ruffs (revoke), declarer
    # over-ruffs (revoke); both established: 64C, equity as though neither had revoked
    tricks = [tr(3, "N:H2 E:S3 S:S4 W:H5"), *filler(4, 8, W), *filler(9, 13, N)]
    v = rule_revokes_64(tricks, [rv(3, E, "S3", "H"), rv(3, S, "S4", "H")], declarer=S, edition=edition)
    laws = [r.law for r in v.rulings if r.outcome is Outcome.TRANSFER]
    assert laws == [law, law]
    assert v.transferred == {"N/S": 0, "E/W": 0}
    assert v.rulings[-1].law == "64C" and v.rulings[-1].needs == "result_without_revoke"


# ------------------------------------------------------------------------------ verdict, 64C


def test_verdict_2017_two_tricks_to_declarer_and_64C_flag() -> None:
    tricks = [*filler(1, 2, N), tr(3, "W:H2 N:H5 E:S3 S:HA"), *filler(4, 6, N),
              tr(7, "W:CA N:C2 E:C3 S:C4"), *filler(8, 13, N)]
    v = rule_revokes_64(tricks, [rv(3, E, "S3", "H")], declarer=S)
    by_law = {r.law: r for r in v.rulings}
    assert by_law["63A1"].outcome is Outcome.PLAYED and "revoke_established" in by_law["63A1"].flags
    assert by_law["64A1"].extra["tricks"] == 2
    assert by_law["64A"].extra == {"tricks": 2, "to": "N/S", "transferred": [3, 7],
                                   "declarer_tricks": 13, "table_tricks": 11}
    assert v.declarer_tricks == 13 and v.needs == ["result_without_revoke"]
    assert by_law["64C"].outcome is Outcome.DIRECTOR and "adjustment_possible" in by_law["64C"].flags


def test_64C_equity_finding_decides_whether_adjustment_falls_short() -> None:
    short = equity_64C(declarer_tricks=9, expected=10)
    assert (short.outcome, short.law) == (Outcome.DIRECTOR, "64C") and "adjusted_score" in short.flags
    enough = equity_64C(declarer_tricks=10, expected=10)
    assert enough.outcome is Outcome.TRANSFER
    # declarer's side revoked: after the adjustment it still has more than without the revoke
    assert "adjusted_score" in equity_64C(declarer_tricks=10, expected=9, offenders_declaring=True).flags


def test_several_revokes_never_transfer_a_trick_twice_and_cap() -> None:
    # E revokes at 10 and 12 ... at 10 (A1 wants 10 + a later one), E/W win 10 and 11 only
    tricks = [*filler(1, 9, N), tr(10, "W:H2 N:H5 E:S3 S:HA"), tr(11, "E:CA S:C2 W:C3 N:C4"),
              *filler(12, 13, N)]
    r1 = rv(10, E, "S3", "H")
    r2 = rv(11, W, "D2", "C")
    v = rule_revokes_64(tricks, [r1, r2], declarer=S)
    transfers = [r for r in v.rulings if r.law in ("64A1", "64A2")]
    taken = [n for r in transfers for n in r.extra["transferred"]]
    assert len(taken) == len(set(taken)) and v.transferred["N/S"] == len(taken) <= 2
    assert any("capped" in r.flags for r in transfers)


@pytest.mark.parametrize("edition", [Edition.E1975, Edition.E1963])
def test_1975_1963_text_not_available_director_with_unverified_count(edition: Edition) -> None:
    tricks = [*filler(1, 2, N), tr(3, "N:H2 E:D2 S:H3 W:HA"), tr(4, "W:CA N:C2 E:C3 S:C4"),
              *filler(5, 13, N)]
    v = rule_revokes_64(tricks, [rv(3, E, "D2", "H")], declarer=S, edition=edition)
    ruling = next(r for r in v.rulings if r.law == "64")
    assert ruling.outcome is Outcome.DIRECTOR and "unverified" in ruling.flags
    assert ruling.extra == {"tricks": 0, "unverified_tricks": 2, "edition": str(edition)}
    assert "law_text" in v.needs and v.transferred == {"N/S": 0, "E/W": 0}
    est = next(r for r in v.rulings if r.law == "63")
    assert "unverified" in est.flags


def test_transfer_report_for_the_replay() -> None:
    tricks = [*filler(1, 2, N), tr(3, "W:H2 N:H5 E:S3 S:HA"), *filler(4, 6, N),
              tr(7, "W:CA N:C2 E:C3 S:C4"), *filler(8, 13, N)]
    rep = transfer_report_64(tricks, [rv(3, E, "S3", "H")], declarer=S)
    assert rep == {"transfer": 2, "to": "N/S", "declarer_tricks": 13, "table_tricks": 11,
                   "revokes": [{"trick": 3, "seat": "E", "card": "S3", "law": "64A1", "tricks": 2}],
                   "needs": ["result_without_revoke"]}


# ------------------------------------------------------------------------------ property


def _random_board(seed: int, revoke_rate: float) -> Table:
    rng = random.Random(seed)
    cards = list(ALL_CARDS)
    rng.shuffle(cards)
    hands = tuple(Hand(cards[i * 13:(i + 1) * 13]) for i in range(4))
    t = Table(Deal((hands[0], hands[1], hands[2], hands[3])), Contract.parse("4S", "S"))
    while not t.is_over:
        seat = t.turn
        legal = sorted(t.legal_cards())
        held = sorted(t.hand(seat))
        illegal = [c for c in held if c not in legal]
        if illegal and rng.random() < revoke_rate:
            t.play(rng.choice(illegal), allow_illegal=True)
        else:
            t.play(rng.choice(legal))
    return t


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from([Edition.E2017, Edition.E2007, Edition.E1997]))
def test_64_transfer_is_bounded_by_the_offending_sides_tricks(seed: int, edition: Edition) -> None:
    t = _random_board(seed, 0.15)
    tricks = t.tricks
    cases = [RevokeCase.of(r) for r in t.revokes]
    v = rule_revokes_64(tricks, cases, declarer=Seat.S, edition=edition)
    assert 0 <= v.declarer_tricks <= 13
    for r in v.rulings:
        if r.law in ("64A1", "64A2"):
            assert 1 <= r.extra["tricks"] <= 2 or "capped" in r.flags
            seat = r.seat
            assert seat is not None
            for n in r.extra["transferred"]:
                won_by = tricks[n - 1].winner
                assert won_by is not None and won_by.same_side(seat) and n >= r.params["trick"]
    all_taken = [n for r in v.rulings if r.law in ("64A1", "64A2") for n in r.extra["transferred"]]
    assert len(all_taken) == len(set(all_taken))
    assert v.transferred["N/S"] + v.transferred["E/W"] == len(all_taken)


def test_62D2_read_from_trick_twelve_defender_revoked_before_partner() -> None:
    tricks = [*filler(1, 11, N), tr(12, "N:H2 E:D2 S:H3 W:HA"), tr(13, "W:C2 N:C3 E:C4 S:C5")]
    v = rule_revokes_64(tricks, [rv(12, E, "D2", "H")], declarer=S)
    r12 = next(r for r in v.rulings if r.law == "62D1")
    assert r12.params["law"] == "62D2" and r12.extra["62D2"] == "16C"
    # declarer's revoke at trick 12: 62D1 only
    tricks = [*filler(1, 11, N), tr(12, "W:H2 N:H5 E:H3 S:D2"), tr(13, "N:C2 E:C3 S:C4 W:C5")]
    v = rule_revokes_64(tricks, [rv(12, S, "D2", "H")], declarer=S)
    assert "62D2" not in next(r for r in v.rulings if r.law == "62D1").extra


def test_62C3_2017_both_sides_revoke_same_trick_one_side_played_on() -> None:
    revokes = [rv(4, E, "S3", "H"), rv(4, S, "S4", "H")]
    rulings = both_revoked_62C3(revokes, sides_played_next=["N/S"], declarer=S)
    assert rulings is not None
    assert [(r.outcome, r.law, r.penalty) for r in rulings] == [
        (Outcome.PENALTY_CARD, "62C3", "major"), (Outcome.WITHDRAWN, "62C3", None)]
    assert both_revoked_62C3(revokes, sides_played_next=["N/S", "E/W"], declarer=S) is None
    assert both_revoked_62C3(revokes, sides_played_next=["N/S"], declarer=S, edition=Edition.E2007) is None
    assert both_revoked_62C3(revokes[:1], sides_played_next=["N/S"], declarer=S) is None
