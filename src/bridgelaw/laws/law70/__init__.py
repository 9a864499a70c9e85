"""Law 70: the contested claim or concession - the director's adjudication (claims.md §2.5).

* 70A  every doubtful point is decided against the claimer; one number of tricks, never a mix.
* 70B  procedure: the claimer repeats his statement; the director hears the opponents and may
       have the hands faced.
* 70C  an outstanding trump the claimer did not mention: the opponents get the tricks they could
       win with it when he may have been unaware of it and a normal line loses a trick to it.
* 70D1 no successful line outside the statement is accepted if a normal, less successful line
       exists; the statement is followed literally where it is itself normal.
* 70D2 (2007+) no part of a defender's claim that depends on his partner choosing one normal
       play among several.
* 70D3 (2007+) play after the claim may be evidence.
* 70E1 no unstated line that depends on finding a card with one opponent (a finesse, a drop,
       a guess) unless an opponent has shown out of that suit or would on any normal line
       (1997 also: unless failing to adopt it would be irrational - not modelled).
* 70E2 (2017) the regulating authority may fix the order a suit is deemed played in
       (option ``O-70E2-ORDER``).

The home is a package (notes/home-contract.md): this module declares the clauses, the options
and the values the parts share (the plan read from the statement, the findings, the
adjudication); ``statement`` reads the words, ``search`` finds the worst normal line,
``adjudicate`` decides (``claim_adjudicated_70``) and ``words`` says the line in words.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Literal

from bridgelaw.cards import Card, Rank, Seat, Suit
from bridgelaw.clauses import Clause, Clauses, same, version
from bridgelaw.editions import Edition
from bridgelaw.regulations import option

__all__ = [
    "CLAUSES",
    "OPTIONS",
    "O_70C_PRESUMPTION",
    "O_70E2_ORDER",
    "Adjudication",
    "ClaimFindings",
    "ClaimPlan",
    "Decisive",
    "PlanStep",
    "Quantifier",
    "StepKind",
]

E1963, E1997, E2007, E2017 = Edition.E1963, Edition.E1997, Edition.E2007, Edition.E2017
_S17 = "claims.md §2.5 (2017 text: pzbs.pl, bridgevid.com) [V]"
_S07 = "claims.md §2.5 (2007 70C-D quoted in an Israeli federation magazine, 2013) [V]"
_S97 = "claims.md §2.5 (1997 code, jfr.pzbs.pl law 70) [V]"

#: The clauses of Law 70, with their labels by edition.
CLAUSES = Clauses(
    __name__,
    Clause("70", "the director's own decision on a contested claim (overriding the proposal)",
           same("70", _S17)),
    Clause("70A", "contested claim: every doubtful point against the claimer", (
        version(E1963, "70A", "label assumed [M]"), version(E1997, "70A", _S97, True),
        version(E2017, "70A", _S17, True))),
    Clause("70C", "an outstanding trump the claimer did not mention", (
        version(E1963, "70C", "label assumed [M]"), version(E1997, "70C", _S97, True),
        version(E2007, "70C", _S07, True), version(E2017, "70C", _S17, True))),
    Clause("70D1", "no successful line outside the statement if a less successful normal line exists", (
        version(E1963, "70D", "label assumed from the 1997 code [M]"), version(E1997, "70D", _S97, True),
        version(E2007, "70D1", _S07, True), version(E2017, "70D1", _S17, True))),
    Clause("70D2", "a defender's claim that depends on his partner's choice among normal plays", (
        version(E1963, None, "no such provision before 2007 (claims.md §2.10) [V]", provided=False),
        version(E2007, "70D2", _S07, True), version(E2017, "70D2", _S17, True))),
    Clause("70D3", "play after the claim may be taken as evidence", (
        version(E1963, None, "no such provision before 2007: play after a claim is voided [V]",
                provided=False),
        version(E2007, "70D3", _S07, True), version(E2017, "70D3", "claims.md §2.5 (placement in "
                       "2017) [M]"))),
    Clause("70E1", "an unstated finesse, drop or guess is not accepted", (
        version(E1963, "70E", "label assumed from the 1997 code [M]"), version(E1997, "70E", _S97, True),
        version(E2007, "70E", "claims.md §2.5 (2007: one paragraph) [M]"),
        version(E2017, "70E1", _S17, True))),
    Clause("70E2", "the regulating authority's order of play of a suit the statement is silent on", (
        version(E1963, None, "new in 2017 (claims.md §2.10) [M]", provided=False),
        version(E2017, "70E2", _S17, True))),
)

#: 70E2: the order in which a suit is deemed played when the statement is silent.
O_70E2_ORDER = option(
    "O-70E2-ORDER", ("top", "any"), "top",
    "70E2 (2017): the order a suit is deemed played in when the statement is silent. top (default; "
    "the practice of the EBU and ACBL handbooks in every code, claims.md §2.5): from the top - a "
    "hand that holds a card no opponent can beat leads such a card, never a low one under it; "
    "any: every order, a low card from a suit of winners included.",
    clauses=("70E2",))
#: 70C2: what is presumed when the director makes no finding on the claimer's awareness.
O_70C_PRESUMPTION = option(
    "O-70C-PRESUMPTION", ("unaware", "aware"), "unaware",
    "70C2: with no finding claimer_aware_of_trump, presume the claimer unaware of an outstanding trump "
    "he did not mention (unaware, default: the EBU White Book 8.70.4 and 70A - the doubt goes against "
    "the claimer) or aware (the director accepts a competent declarer's word).",
    clauses=("70C",))
#: The options of Law 70 (assembled into ``bridgelaw.regulations.OPTIONS``).
OPTIONS = (O_70E2_ORDER, O_70C_PRESUMPTION)


class StepKind(StrEnum):
    """A step of a claim statement, as read from words."""

    DRAW_TRUMPS = "draw_trumps"  # "drawing trumps": trumps first while an opponent holds one
    TRUMP_OUT = "trump_out"  # "there is a trump out": the claimer mentions the outstanding trump
    NO_TRUMP_OUT = "no_trump_out"  # "no trumps left", "trumps are drawn": he believes none is out
    CROSS_RUFF = "cross_ruff"  # "cross-ruff": ruff in both hands, trumps not drawn
    RUN = "run"  # "the clubs are good": run ``suit``
    FINESSE = "finesse"  # "I'll take the finesse" (``suit``/``card``/``rank`` when said)
    RUFF = "ruff"  # "ruff a heart": ruff ``suit`` (``count`` times)
    CONCEDE = "concede"  # "conceding a spade", "losing the ace of trumps", "you get one"
    FROM_TOP = "from_top"  # "playing from the top"
    ALL = "all"  # "all mine", "the rest are good": a claim, no line
    COUNT = "count"  # "two spades and a heart": a count of tricks, not an order (§2.5 guidance)
    DISCARD = "discard"  # "discarding my losing club": a loser thrown on winners, not a concession
    SQUEEZE = "squeeze"  # "on a double squeeze": the stated squeeze is the line (its execution followed)
    RUFF_LEAD = "ruff_lead"  # "I ruff this", "I can trump your lead": the card led is ruffed (no suit named)


#: The steps that fix an order of play (the others only count or name).
ORDER_STEPS = frozenset({StepKind.DRAW_TRUMPS, StepKind.CROSS_RUFF, StepKind.RUN, StepKind.RUFF,
                         StepKind.CONCEDE})


@dataclass(frozen=True)
class PlanStep:
    """One step read from the statement.

    Attributes:
        kind: what the claimer said he does.
        suit: the suit named (RUN, RUFF, CONCEDE, FINESSE, COUNT), else None.
        card: the card named ("finesse the queen of hearts", "conceding the ace of trumps").
        rank: a rank named without its suit ("finesse the jack").
        count: a number said ("ruff two hearts", "conceding one"), else None.
        words: the words it was read from, as said.
    """

    kind: StepKind
    suit: Suit | None = None
    card: Card | None = None
    rank: Rank | None = None
    count: int | None = None
    words: str = ""


@dataclass(frozen=True)
class ClaimPlan:
    """The claimer's statement read as a plan (68C; Law 70 follows it, 70D1).

    Attributes:
        steps: the steps read, in the order said.
        unread: the words that could not be read (neither a step nor a filler).
        lang: the language it was read in (None: no statement).
        text: the statement as said ('' when there was none).
        unclear: those unread words that bear on the line (70A): a word of play the lexicon
            knows ("ruff", "lead", "finesse") or a card, suit, rank, trump or number word that
            no pattern took - a clause not understood, not a stray word. The statement is then
            unclear and what was read does not protect the claimer.
    """

    steps: tuple[PlanStep, ...] = ()
    unread: tuple[str, ...] = ()
    lang: str | None = None
    text: str = ""
    unclear: tuple[str, ...] = ()

    @property
    def order(self) -> tuple[PlanStep, ...]:
        """The steps that fix an order of play (draw trumps, cross-ruff, run, ruff, concede)."""
        return tuple(s for s in self.steps if s.kind in ORDER_STEPS)

    @property
    def every_order_open(self) -> bool:
        """True when nothing read fixes an order: every order of the claimer's plays is open."""
        return not self.order

    @property
    def mentions_trump(self) -> bool:
        """70C1: the statement speaks of the outstanding trump(s) (draws them, says one is out,
        or plans a cross-ruff around them)."""
        speaks = (StepKind.DRAW_TRUMPS, StepKind.TRUMP_OUT, StepKind.CROSS_RUFF)
        return any(s.kind in speaks for s in self.steps)

    @property
    def finesses(self) -> tuple[PlanStep, ...]:
        """The finesses stated."""
        return tuple(s for s in self.steps if s.kind is StepKind.FINESSE)


@dataclass(frozen=True)
class ClaimFindings:
    """The director's findings on a contested claim (claims.md §1 ``findings``).

    Attributes:
        claimer_aware_of_trump: 70C2 - True: the claimer knew an opponent still held a trump
            (he draws it when it matters); False: he may have forgotten it; None: not found
            (option ``O-70C-PRESUMPTION``, default: unaware).
        claim_line_normal: 70D1 - True: the stated line is normal and is followed literally;
            False: it is not (irrational for the class of player), so it is set aside and every
            normal order is open; None: let the analysis decide (followed literally).
    """

    claimer_aware_of_trump: bool | None = None
    claim_line_normal: bool | None = None

    @classmethod
    def of(cls, findings: Mapping[str, object] | None) -> ClaimFindings:
        """The findings of an incident's ``findings`` mapping (other names ignored). Raises nothing."""
        f = findings or {}
        aware, normal = f.get("claimer_aware_of_trump"), f.get("claim_line_normal")
        return cls(aware if isinstance(aware, bool) else None, normal if isinstance(normal, bool) else None)


#: How the claimer's own choices are taken: ``worst`` - the least successful normal line (70:
#: the adjudication); ``likely`` - the most successful normal line (69B: the tricks a side
#: "would likely have won").
Quantifier = Literal["worst", "likely"]


class Decisive(StrEnum):
    """Why the adjudication gives what it gives (a typed fact; the clause label depends on the
    edition)."""

    CLAIM_STANDS = "claim_stands"  # 70A: no normal line loses a claimed trick
    OUTSTANDING_TRUMP = "outstanding_trump"  # 70C
    UNSTATED_LINE = "unstated_line"  # 70D1: a normal line outside (or following) the statement loses
    PARTNERS_CHOICE = "partners_choice"  # 70D2: a defender's claim hangs on partner's choice
    UNSTATED_FINESSE = "unstated_finesse"  # 70E1
    CARDS = "cards"  # 70A: even best play cannot make the claim (the double-dummy result)
    RESTORED = "restored"  # 70A (68D2): the claimer's own side doubted his concession at once

    @property
    def clause(self) -> str:
        """The 2017 key of the clause it cites."""
        return _CLAUSE_OF[self]


_CLAUSE_OF = {Decisive.CLAIM_STANDS: "70A", Decisive.OUTSTANDING_TRUMP: "70C",
              Decisive.UNSTATED_LINE: "70D1", Decisive.PARTNERS_CHOICE: "70D2",
              Decisive.UNSTATED_FINESSE: "70E1", Decisive.CARDS: "70A", Decisive.RESTORED: "70A"}


@dataclass(frozen=True)
class Adjudication:
    """The director's proposal on a contested claim (Law 70), which he confirms or amends.

    Attributes:
        law: the decisive clause under the edition (``"70A"``, ``"70C"``, ``"70D1"``, ``"70E1"``...).
        decisive: the same as a typed fact.
        claimer: the seat that claimed.
        claimed: the tricks claimed of the remaining tricks (the rest conceded).
        remaining: the tricks not yet completed at the claim, the trick in progress included.
        double_dummy: the claimer's side's tricks of the remaining ones with best play by both.
        awarded: the claimer's side's tricks of the remaining ones in the proposal: the worst
            normal line against the best defence, never above ``claimed`` or ``double_dummy``.
        won_before: the claimer's side's tricks already won at the claim.
        declarer_tricks: declarer's side's tricks for the whole board under the proposal (the
            contract's ``tricks``).
        line: the worst normal line from the claim, card by card (empty when the claim stands).
        mistake: the index in ``line`` of the claimer's card after which best play no longer
            makes the claim (None: no such card, e.g. the claim was never makeable).
        lost_at: the index in ``line`` of the card that wins the first trick the line loses.
        lost_by_ruff: that card is a ruff.
        lost_later: the indices in ``line`` of the cards that win the non-claimers' later tricks
            (after the first one lost), so that the line can name every trick it loses.
        statement: the statement as read.
        needs: the findings the director must confirm (``claimer_aware_of_trump``,
            ``claim_line_normal``, ``statement`` when words could not be read).
        exact: True when every line was searched to the end; False when lines were cut at a
            depth and finished with best play (the proposal may then favour the claimer).
        edition: the code of the Laws ruled under.
        notes: further facts for the director, as message names with parameters.
    """

    law: str
    decisive: Decisive
    claimer: Seat
    claimed: int
    remaining: int
    double_dummy: int
    awarded: int
    won_before: int
    declarer_tricks: int
    line: tuple[tuple[Seat, Card], ...]
    mistake: int | None
    lost_at: int | None
    lost_by_ruff: bool
    statement: ClaimPlan
    needs: tuple[str, ...]
    exact: bool
    edition: Edition
    notes: tuple[tuple[str, dict[str, object]], ...] = field(default=())
    lost_later: tuple[int, ...] = ()

    @property
    def total(self) -> int:
        """The claimer's side's tricks for the whole board under the proposal."""
        return self.won_before + self.awarded

    @property
    def claim_stands(self) -> bool:
        """True when the proposal gives the claimer every trick he claimed."""
        return self.awarded >= self.claimed
