"""Law 77: the duplicate score of a board (claims.md §2.9).

* The trick score: each odd trick bid and made scores 20 (clubs, diamonds), 30 (hearts, spades),
  no trump 40 for the first and 30 for each after; doubled ×2, redoubled ×4.
* Premiums: a part score (trick score under 100) 50; a game (100 or more, doubling included) 300
  not vulnerable, 500 vulnerable; a small slam bid and made 500/750, a grand slam 1000/1500;
  making a doubled contract 50, a redoubled one 100; overtricks at trick value undoubled, 100/200
  doubled and 200/400 redoubled (not vulnerable/vulnerable).
* Undertricks: undoubled 50 each (100 vulnerable); doubled, not vulnerable 100, 200, 200, then
  300 each; doubled vulnerable 200, then 300 each; redoubled twice the doubled.
* No honours and no rubber premiums in duplicate.

Editions: the same table in 1997, 2007 and 2017 ([M], claims.md §2.9); the fourth and later
undertricks doubled not vulnerable score 300 each from 1987, 200 before ([M]).

The score is declarer's side's (positive when the contract makes), as the contract's ``score``.
Messages: gettext domain ``law77``.
"""

from __future__ import annotations

from dataclasses import dataclass

from bridgelaw.cards import Contract, Denomination, Seat, Vulnerability
from bridgelaw.clauses import Clause, Clauses, version
from bridgelaw.editions import DEFAULT_EDITION, Edition
from bridgelaw.errors import BridgeLawError, NotationError
from bridgelaw.laws.home import Messages
from bridgelaw.rulings import Outcome, Ruling

__all__ = ["CLAUSES", "MESSAGES", "OPTIONS", "BoardScore", "VulnerabilityError", "board_result_77",
           "declarer_vulnerable_77", "duplicate_score_77", "tricks_before_not_known_77"]

#: The clauses of Law 77.
CLAUSES = Clauses(
    __name__,
    Clause("77", "the duplicate score of a board: trick score, premiums, undertricks", (
        version(Edition.E1963, "77", "claims.md §2.9: the 1963-1975 table with 200 for the fourth and later "
                "undertricks doubled not vulnerable [M]"),
        version(Edition.E1987, "77", "claims.md §2.9: 300 from the fourth undertrick doubled not vulnerable "
                "since 1987 [M]"),
        version(Edition.E2017, "77", "claims.md §2.9 (checked against endplay's scoring) [M]"))),
)
#: Law 77 leaves nothing to regulating authorities.
OPTIONS = ()

#: The messages of Law 77 (domain ``law77``).
MESSAGES = Messages("law77")
MADE = MESSAGES("{contract} by {declarer} made with {tricks} tricks ({over} over): {score} to "
                "declarer's side "
                "(Law {law}).")
MADE_EXACTLY = MESSAGES("{contract} by {declarer} made exactly with {tricks} tricks: {score} to "
                        "declarer's side "
                        "(Law {law}).")
DOWN = MESSAGES("{contract} by {declarer} went {down} down (tricks: {tricks}): {points} to the defenders "
                "(Law {law}).")
NO_LEVEL = MESSAGES("{contract} by {declarer}: declarer's side's tricks: {tricks}; the contract's level is "
                    "not known, so the board has no score (Law {law}).")
TRICKS_BEFORE_NOT_KNOWN = MESSAGES(
    "The play of {contract} by {declarer} is over, but the tricks won before the position given are not "
    "known (give 'won'): declarer's side took {since} of the tricks played since, so the result and the "
    "score are for the director (Law {law}).")

class VulnerabilityError(BridgeLawError, ValueError):
    """A vulnerability that is none of none, ns, ew or both (PBN forms accepted)."""


@dataclass(frozen=True)
class BoardScore:
    """The result of a board (77).

    Attributes:
        score: declarer's side's score (negative when the contract fails).
        made: the overtricks when the contract makes (0: exactly made), else None.
        down: the undertricks when it fails, else None.
        tricks: declarer's side's tricks.
    """

    score: int
    made: int | None
    down: int | None
    tricks: int


def declarer_vulnerable_77(vulnerable: str, declarer: Seat) -> bool:
    """Whether declarer's side is vulnerable: ``vulnerable`` is ``none``, ``ns``, ``ew`` or
    ``both`` (any case; PBN's ``None``, ``NS``, ``EW``, ``All``, ``Both``, ``-`` and ``love``).

    Raises:
        VulnerabilityError: another value.
    """
    try:
        return Vulnerability.parse(vulnerable).of(declarer)
    except NotationError:
        raise VulnerabilityError(f"vulnerability {vulnerable!r} is not one of none, ns, ew, both") from None


def _trick_score(contract: Contract, level: int) -> int:
    den = contract.denomination
    if den in (Denomination.CLUBS, Denomination.DIAMONDS):
        base = 20 * level
    elif den is Denomination.NOTRUMP:
        base = 40 + 30 * (level - 1)
    else:
        base = 30 * level
    return base * {"": 1, "X": 2, "XX": 4}[contract.penalty]


def _undertricks(down: int, penalty: str, vulnerable: bool, edition: Edition) -> int:
    if not penalty:
        return down * (100 if vulnerable else 50)
    if vulnerable:
        points = 200 + 300 * (down - 1)
    else:
        late = 300 if edition >= Edition.E1987 else 200  # the 1963/1975 table [M]: 200
        points = sum(100 if k == 1 else 200 if k <= 3 else late for k in range(1, down + 1))
    return points * (2 if penalty == "XX" else 1)


def duplicate_score_77(contract: Contract, tricks: int, *, vulnerable: bool,
                       edition: Edition = DEFAULT_EDITION) -> BoardScore:
    """77: the duplicate score of ``contract`` when declarer's side takes ``tricks`` tricks.

    Args:
        contract: the contract (its level is needed: a bare denomination cannot be scored).
        tricks: declarer's side's tricks for the board (0-13).
        vulnerable: declarer's side is vulnerable (:func:`declarer_vulnerable_77`).
        edition: the code of the Laws (the fourth-undertrick rate before 1987).

    Returns:
        :class:`BoardScore` from declarer's side's view. Checks of claims.md §2.9: 4S= vul 620,
        6H= vul 1430, 1SXX= 520, 3NTX+1 vul 950, 4HX-3 -500, 1NT+1 120.

    Raises:
        BridgeLawError: the contract has no level, or ``tricks`` is not 0-13.
    """
    if contract.level is None:
        raise BridgeLawError(f"contract {contract.text!r} has no level: a board cannot be scored without one")
    if not 0 <= tricks <= 13:
        raise BridgeLawError(f"declarer's side's tricks must be 0-13, not {tricks}")
    need = contract.level + 6
    if tricks < need:
        down = need - tricks
        return BoardScore(-_undertricks(down, contract.penalty, vulnerable, edition), None, down, tricks)
    over = tricks - need
    trick_score = _trick_score(contract, contract.level)
    score = trick_score + ((500 if vulnerable else 300) if trick_score >= 100 else 50)
    if contract.level == 6:
        score += 750 if vulnerable else 500
    elif contract.level == 7:
        score += 1500 if vulnerable else 1000
    if contract.penalty:
        score += 50 if contract.penalty == "X" else 100
        score += over * (100 if contract.penalty == "X" else 200) * (2 if vulnerable else 1)
    else:
        score += over * (_trick_score(contract, 2) - _trick_score(contract, 1))
    return BoardScore(score, over, None, tricks)


def board_result_77(contract: Contract, tricks: int, *, vulnerable: str | Vulnerability = "none",
                    edition: Edition = DEFAULT_EDITION) -> Ruling:
    """The ``result`` ruling at the end of a board (claims.md §1): law 77, ``extra.tricks``
    (declarer's side), ``extra.score`` (declarer's side's view), ``extra.made`` or
    ``extra.down``, ``extra.vulnerable`` (declarer's side). A contract without a level (a bare
    denomination) has no score: ``extra.score`` None and no ``made``/``down``.

    Raises:
        VulnerabilityError: ``vulnerable`` is not a vulnerability.
        BridgeLawError: ``tricks`` is not 0-13.
    """
    vul = (vulnerable.of(contract.declarer) if isinstance(vulnerable, Vulnerability)
           else declarer_vulnerable_77(vulnerable, contract.declarer))
    law = CLAUSES.label("77", edition)
    if contract.level is None:
        if not 0 <= tricks <= 13:
            raise BridgeLawError(f"declarer's side's tricks must be 0-13, not {tricks}")
        return Ruling(Outcome.RESULT, law, seat=contract.declarer, message=NO_LEVEL,
                      params=MESSAGES.params(contract=contract.text, declarer=contract.declarer,
                                             tricks=tricks, law=law),
                      extra={"tricks": tricks, "score": None, "vulnerable": vul})
    result = duplicate_score_77(contract, tricks, vulnerable=vul, edition=edition)
    if result.down is not None:
        message = DOWN
    else:
        message = MADE if result.made else MADE_EXACTLY
    params = MESSAGES.params(contract=contract.text, declarer=contract.declarer, tricks=tricks, law=law,
                             score=result.score, points=-result.score, over=result.made or 0,
                             down=result.down or 0)
    extra: dict[str, object] = {"tricks": tricks, "score": result.score, "vulnerable": vul}
    extra["made" if result.down is None else "down"] = result.made if result.down is None else result.down
    return Ruling(Outcome.RESULT, law, seat=contract.declarer, message=message, params=params, extra=extra)


def tricks_before_not_known_77(contract: Contract, since: int, *,
                               edition: Edition = DEFAULT_EDITION) -> Ruling:
    """The end of a board whose tricks won before the position are not known (a position given
    mid-play without ``won``): ``director`` 77, ``needs: won``, ``extra.tricks_since`` the tricks
    declarer's side took from the position on. Raises nothing."""
    law = CLAUSES.label("77", edition)
    return Ruling(Outcome.DIRECTOR, law, seat=contract.declarer, needs="won",
                  message=TRICKS_BEFORE_NOT_KNOWN,
                  params=MESSAGES.params(contract=contract.text, declarer=contract.declarer, since=since,
                                         law=law),
                  extra={"tricks_since": since})
