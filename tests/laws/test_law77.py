"""Law 77: the duplicate score (claims.md §2.9), checked against endplay's scoring on every
contract, doubling, vulnerability and number of tricks."""

from __future__ import annotations

import pytest

from bridgelaw.cards import Contract, Seat
from bridgelaw.editions import Edition
from bridgelaw.errors import BridgeLawError
from bridgelaw.laws.law77 import (
    VulnerabilityError,
    board_result_77,
    declarer_vulnerable_77,
    duplicate_score_77,
)
from bridgelaw.rulings import Outcome


@pytest.mark.parametrize(("contract", "tricks", "vul", "score"), [
    ("4S", 10, True, 620), ("6H", 12, True, 1430), ("1SXX", 7, False, 520), ("3NTX", 10, True, 950),
    ("4HX", 7, False, -500), ("1NT", 8, False, 120),
])
def test_77_the_checks_of_claims_md(contract: str, tricks: int, vul: bool, score: int) -> None:
    assert duplicate_score_77(Contract.parse(contract, Seat.S), tricks, vulnerable=vul).score == score


def test_77_every_contract_doubling_vulnerability_and_trick_count_agrees_with_endplay() -> None:
    from endplay.types import Contract as EContract
    from endplay.types import Denom, Penalty, Player, Vul

    denoms = {"C": Denom.clubs, "D": Denom.diamonds, "H": Denom.hearts, "S": Denom.spades, "NT": Denom.nt}
    penalties = {"": Penalty.passed, "X": Penalty.doubled, "XX": Penalty.redoubled}
    checked = 0
    for level in range(1, 8):
        for den, eden in denoms.items():
            for pen, epen in penalties.items():
                for vul in (False, True):
                    for tricks in range(14):
                        contract = Contract.parse(f"{level}{den}{pen}", Seat.S)
                        ours = duplicate_score_77(contract, tricks, vulnerable=vul)
                        ref = EContract(level=level, denom=eden, declarer=Player.south, penalty=epen,
                                        result=tricks - level - 6).score(Vul.ns if vul else Vul.ew)
                        assert ours.score == ref, (level, den, pen, vul, tricks)
                        checked += 1
    assert checked == 7 * 5 * 3 * 2 * 14


def test_77_made_and_down_are_given() -> None:
    made = duplicate_score_77(Contract.parse("3NT", Seat.N), 10, vulnerable=False)
    assert (made.made, made.down, made.score) == (1, None, 430)
    down = duplicate_score_77(Contract.parse("4S", Seat.N), 8, vulnerable=True)
    assert (down.made, down.down, down.score) == (None, 2, -200)


def test_77_before_1987_the_fourth_doubled_undertrick_not_vulnerable_is_200() -> None:
    c = Contract.parse("4SX", Seat.S)
    assert duplicate_score_77(c, 6, vulnerable=False, edition=Edition.E2017).score == -800
    assert duplicate_score_77(c, 6, vulnerable=False, edition=Edition.E1987).score == -800
    assert duplicate_score_77(c, 6, vulnerable=False, edition=Edition.E1975).score == -700
    assert duplicate_score_77(Contract.parse("4SXX", Seat.S), 6, vulnerable=False,
                              edition=Edition.E1963).score == -1400


@pytest.mark.parametrize(("vul", "declarer", "expected"), [
    ("none", Seat.S, False), ("NS", Seat.S, True), ("ns", Seat.E, False), ("EW", Seat.W, True),
    ("both", Seat.N, True), ("All", Seat.E, True), ("-", Seat.N, False), ("Love", Seat.W, False),
])
def test_77_vulnerability_of_declarers_side(vul: str, declarer: Seat, expected: bool) -> None:
    assert declarer_vulnerable_77(vul, declarer) is expected


def test_77_bad_vulnerability_and_bad_input_are_clear_errors() -> None:
    with pytest.raises(VulnerabilityError, match="not one of none, ns, ew, both"):
        declarer_vulnerable_77("sometimes", Seat.N)
    with pytest.raises(BridgeLawError, match="no level"):
        duplicate_score_77(Contract.parse("NT", Seat.N), 9, vulnerable=False)
    with pytest.raises(BridgeLawError, match="0-13"):
        duplicate_score_77(Contract.parse("3NT", Seat.N), 14, vulnerable=False)


def test_77_result_ruling_carries_tricks_score_made_or_down() -> None:
    r = board_result_77(Contract.parse("4H", Seat.E), 10, vulnerable="ew")
    assert r.outcome is Outcome.RESULT and r.law == "77"
    assert r.extra["tricks"] == 10 and r.extra["score"] == 620 and r.extra["made"] == 0
    assert "down" not in r.extra
    r = board_result_77(Contract.parse("4HX", Seat.E), 7, vulnerable="none")
    assert r.extra["down"] == 3 and r.extra["score"] == -500
    from bridgelaw.i18n import render

    assert "500" in render(r, "en").text and "Law 77" in render(r, "en").text
    assert "Правило 77" in render(r, "ru").text
