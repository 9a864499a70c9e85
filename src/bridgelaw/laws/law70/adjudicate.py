"""Law 70: the director's adjudication of a contested claim, as a proposal he confirms or amends.

:func:`claim_adjudicated_70` takes the claim position (a :class:`~bridgelaw.table.Table` with
every hand known), the claimer, the tricks claimed, the statement as said and the director's
findings, and returns an :class:`~bridgelaw.laws.law70.Adjudication`:

1. the statement is read (``statement``), a stated order followed literally (70D1) unless the
   director finds it not normal (``claim_line_normal: false``);
2. the double-dummy tricks of the claimer's side from the claim position (``double_dummy``);
3. the least successful normal line against the best defence (``search``), never above the
   claim nor the double-dummy result: ``awarded``;
4. the decisive clause, by asking what would change the result: the claimer aware of the
   outstanding trump (70C), unstated finesses allowed (70E1), a defender's partner playing his
   best card (70D2); otherwise the line itself (70D1); 70A when the claim stands, or when even
   best play cannot make it;
5. the line, card by card to the end (the cut lines finished with best play), the claimer's card
   after which the claim can no longer be made (``mistake``) and the first trick lost after it;
6. what the director must confirm (``needs``) and notes for him.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Literal

from bridgelaw.cards import Seat
from bridgelaw.double_dummy import dd_position
from bridgelaw.editions import DEFAULT_EDITION, Edition
from bridgelaw.errors import BridgeLawError
from bridgelaw.laws.law70 import (
    CLAUSES,
    O_70C_PRESUMPTION,
    O_70E2_ORDER,
    Adjudication,
    ClaimFindings,
    ClaimPlan,
    Decisive,
    PlanStep,
    StepKind,
)
from bridgelaw.laws.law70.normal import Node, Rules
from bridgelaw.laws.law70.search import DEFAULT_BUDGET, Outcome, Roles, _play, _root_step, search_worst_70
from bridgelaw.regulations import Regulations
from bridgelaw.table import Table

__all__ = ["ClaimError", "claim_adjudicated_70", "claim_position_70", "claim_rules_70"]

_Cache = dict[tuple[tuple[int, int, int, int], int, tuple[int, ...]], dict[int, int]]


class ClaimError(BridgeLawError, ValueError):
    """A claim that cannot be adjudicated as given (more tricks than remain, a claimer who is
    not a player of the board ...); the message says what and why."""


def claim_position_70(table: Table, claimer: Seat) -> tuple[Node, int]:
    """The search's root position for a claim by ``claimer`` on ``table``, and the number of
    remaining tricks the claim speaks of (the trick in progress counts unless the claimer has
    already played to it: claims.md §1).

    Raises:
        DoubleDummyError: a hand is only partly known, or the hands are of unequal length.
    """
    pos = dd_position(table)
    shown = 0
    history = [t.cards for t in table.tricks]
    if table.current_trick:
        history.append(tuple(table.current_trick))
    for cards in history:
        led = cards[0][1].suit
        for seat, card in cards[1:]:
            if card.suit != led and (seat & 1) != (claimer & 1):
                shown |= 1 << (int(seat) * 4 + int(led))
    node = Node(pos.hands, int(pos.leader), pos.trick, shown, 0)
    played = any(s == claimer for s, _ in table.current_trick)
    return node, pos.remaining - (1 if played else 0)


def _plan_steps(plan: ClaimPlan, trump: int | None) -> tuple[PlanStep, ...]:
    """The order steps, a ruff said with a count as that many ruffs. "My trumps are good" (a
    run of the trump suit) is a count, not a plan to draw them (EBU White Book 8.70.4)."""
    out: list[PlanStep] = []
    for s in plan.order:
        if s.kind is StepKind.RUN and s.suit is not None and int(s.suit) == trump:
            continue
        out.extend([s] * (max(1, s.count or 1) if s.kind is StepKind.RUFF else 1))
    return tuple(out)


def claim_rules_70(table: Table, claimer: Seat, plan: ClaimPlan, findings: ClaimFindings, *,
                   edition: Edition, regulations: Regulations, concedes: bool = True) -> Rules:
    """The claimer's normal cards as :class:`~bridgelaw.laws.law70.normal.Rules`: the stated
    order (70D1; set aside when the director finds it not normal), stated finesses, awareness of
    an outstanding trump (70C2: a statement that speaks of it, the finding, else option
    ``O-70C-PRESUMPTION``) and the 70E2 order (option ``O-70E2-ORDER``, 2017), the penalty
    cards on the table (50D1, 50C: every seat's cards are played as they allow); ``concedes``:
    the claim gives up a trick (a loser may then be led). Raises nothing."""
    trump = None if table.trump is None else int(table.trump)
    kept = plan if findings.claim_line_normal is not False else ClaimPlan(text=plan.text, lang=plan.lang)
    suits = {s.suit if s.suit is not None else (s.card.suit if s.card is not None else None)
             for s in kept.finesses}
    if findings.claimer_aware_of_trump is not None:
        aware = findings.claimer_aware_of_trump
    else:
        aware = regulations.get(O_70C_PRESUMPTION, edition) == "aware"
    order_any = (CLAUSES.provided("70E2", edition)
                 and regulations.get(O_70E2_ORDER, edition) == "any")
    return Rules(
        trump=trump, claimer=int(claimer), plan=_plan_steps(kept, trump),
        finesse_suits=frozenset(int(s) for s in suits if s is not None),
        finesse_any=None in suits, aware=aware or kept.mentions_trump, order_any=order_any,
        run_suits=frozenset(int(s.suit) for s in kept.steps
                            if s.kind in (StepKind.RUN, StepKind.COUNT) and s.suit is not None),
        concedes=concedes or any(s.kind is StepKind.CONCEDE for s in kept.steps),
        discard_cards=frozenset(s.card.index for s in kept.steps if s.kind is StepKind.DISCARD and s.card),
        discard_suits=frozenset(int(s.suit) for s in kept.steps
                                if s.kind is StepKind.DISCARD and s.card is None and s.suit is not None),
        from_top=any(s.kind is StepKind.FROM_TOP for s in kept.steps),
        squeeze=any(s.kind is StepKind.SQUEEZE for s in kept.steps),
        penalty=_penalty_masks(table),
        ruff_lead=any(s.kind is StepKind.RUFF_LEAD for s in kept.steps),
    )


def _counted_suits(plan: ClaimPlan) -> frozenset[int]:
    """The suits a statement counts or runs ("six diamonds, five spades and two clubs"), where a
    claimer who claimed more than best play gives may have overlooked a card; every suit when it
    names none ("dummy is good", "the rest are mine", no statement). Raises nothing."""
    named = {int(s.suit) for s in plan.steps
             if s.kind in (StepKind.RUN, StepKind.COUNT) and s.suit is not None}
    named |= {int(s.card.suit) for s in plan.steps
              if s.kind in (StepKind.RUN, StepKind.COUNT) and s.suit is None and s.card is not None}
    return frozenset(named) if named else frozenset(range(4))


def _penalty_masks(table: Table) -> tuple[tuple[int, int], ...]:
    """Per seat (N E S W) the masks of its major and minor penalty cards on the table (Law 50),
    read from the table's restrictions (50D1, 50C). Raises nothing."""
    from bridgelaw.laws.law50 import MajorPenaltyCardRestriction, MinorPenaltyCardRestriction

    masks = [[0, 0] for _ in range(4)]
    for r in table.restrictions:
        if isinstance(r, MajorPenaltyCardRestriction):
            masks[int(r.seat)][0] |= r.mask
        elif isinstance(r, MinorPenaltyCardRestriction):
            masks[int(r.seat)][1] |= r.card.bit
    return tuple((a, b) for a, b in masks)


def _roles(table: Table, claimer: Seat) -> Roles:
    if claimer.same_side(table.declarer):
        return Roles(frozenset({int(table.declarer), int(table.dummy)}))
    return Roles(frozenset({int(claimer)}), free=int(claimer.partner))


def _trump_out(node: Node, rules: Rules) -> bool:
    t = rules.trump
    if t is None:
        return False
    opp = node.hands[(rules.claimer + 1) & 3] | node.hands[(rules.claimer + 3) & 3]
    return bool(opp & (0x1FFF << (13 * t)))


def _decisive(root: Node, rules: Rules, roles: Roles, worst: Outcome, cap: int, *, budget: int,
              cache: _Cache) -> Decisive:
    """What, changed, would give the claimer more: the trump known (70C), an unstated finesse
    (70E1), partner's best card (70D2); else the line itself (70D1). Each is searched as deep as
    the worst line was (the same cut, so that the values compare), within half the budget."""
    awarded = min(worst.tricks, cap)

    def more(r: Rules, ro: Roles) -> bool:
        depth = worst.depth or None
        got = search_worst_70(root, r, ro, budget=budget // 2, cache=cache, depth=depth)
        return got.depth == worst.depth and min(got.tricks, cap) > awarded

    if _trump_out(root, rules) and not rules.aware and more(replace(rules, aware=True), roles):
        return Decisive.OUTSTANDING_TRUMP
    if more(replace(rules, finesse_best=True), roles):
        return Decisive.UNSTATED_FINESSE
    if roles.free is not None and more(rules, roles._replace(partner_best=True)):
        return Decisive.PARTNERS_CHOICE
    return Decisive.UNSTATED_LINE


def claim_adjudicated_70(
    table: Table,
    claimer: Seat,
    claimed: int | Literal["all"],
    *,
    statement: str | None = None,
    lang: str | None = None,
    findings: ClaimFindings | Mapping[str, object] | None = None,
    edition: Edition = DEFAULT_EDITION,
    regulations: Regulations | None = None,
    budget: int = DEFAULT_BUDGET,
    disputed_by: Seat | None = None,
) -> Adjudication:
    """70: the director's adjudication of a contested claim, as a proposal (module docstring).

    Args:
        table: the claim position: every hand known, any point mid-trick.
        claimer: the seat that claimed (declarer or dummy for declarer's side; a defender).
        claimed: the tricks the claimer's side will win of the remaining ones (the rest are
            conceded), or ``"all"``.
        statement: the clarification statement as said (68C); None: no statement.
        lang: its language (None: the statement lexicon that reads most of it).
        findings: the director's findings (``claimer_aware_of_trump``, ``claim_line_normal``).
        edition: the code of the Laws (labels; 70D2 from 2007; 70E2 in 2017).
        regulations: the options in force (``O-70E2-ORDER``, ``O-70C-PRESUMPTION``).
        budget: the work budget of each search (deterministic; see ``search``).
        disputed_by: who doubted the claim. Someone of the claimer's own side (dummy doubting
            declarer's concession, 68D2) means no agreement: the tricks that no normal play could
            lose are restored (claims.md §2.6), so the claim does not cap the proposal.

    Returns:
        The :class:`~bridgelaw.laws.law70.Adjudication`.

    Raises:
        ClaimError: ``claimed`` is negative or more than the remaining tricks.
        DoubleDummyError: a hand is only partly known, or the hands are of unequal length.
        LexiconError: ``lang`` has no statement lexicon.
    """
    from bridgelaw.laws.law70.statement import statement_read_68C
    from bridgelaw.laws.law70.words import adjudication_notes_70, line_facts_70

    regs = regulations or Regulations()
    found = findings if isinstance(findings, ClaimFindings) else ClaimFindings.of(findings)
    root, of_claim = claim_position_70(table, claimer)
    number = of_claim if claimed == "all" else claimed
    if not isinstance(number, int) or not 0 <= number <= of_claim:
        raise ClaimError(f"a claim of {claimed!r} tricks: {of_claim} remain to be claimed at trick "
                         f"{table.trick_number}")
    plan = statement_read_68C(statement, lang, trump=table.trump) if statement else ClaimPlan()
    rules = claim_rules_70(table, claimer, plan, found, edition=edition, regulations=regs,
                           concedes=number < of_claim)
    roles = _roles(table, claimer)
    root = root._replace(step=_root_step(0, root.hands, rules))
    cache: _Cache = {}
    searcher_dd = _dd_side(root, rules, cache)
    if number + root.remaining - of_claim > searcher_dd:
        # the claim counts more than best play gives: he took an opponent's card for gone, and
        # may cash the card it beats as a winner (70A: the doubt against him; normal.Rules)
        rules = replace(rules, overlooked=_counted_suits(plan))
    worst = search_worst_70(root, rules, roles, budget=budget, cache=cache)
    cap = number + (root.remaining - of_claim if _wins_first(root, worst, rules) else 0)
    own = disputed_by is not None and disputed_by.same_side(claimer)
    awarded = min(worst.tricks, searcher_dd) if own else min(worst.tricks, cap, searcher_dd)
    decisive = _what_decides(root, rules, roles, worst, cap, awarded, searcher_dd, own=own,
                             budget=budget, cache=cache)
    stands = decisive in (Decisive.CLAIM_STANDS, Decisive.RESTORED)
    facts = None if stands else line_facts_70(root, worst, rules, cache)
    won_before = table.tricks_won_by(claimer)
    decl = table.tricks_won_by(table.declarer) + (
        awarded if claimer.same_side(table.declarer) else root.remaining - awarded)
    adj = Adjudication(
        law=_label(decisive, edition), decisive=decisive, claimer=claimer, claimed=cap,
        remaining=root.remaining,
        double_dummy=searcher_dd, awarded=awarded, won_before=won_before, declarer_tricks=decl,
        line=facts.line if facts else (), mistake=facts.mistake if facts else None,
        lost_at=facts.lost_at if facts else None, lost_by_ruff=facts.lost_by_ruff if facts else False,
        lost_later=facts.later if facts else (), statement=plan,
        needs=_needs(decisive, plan, found), exact=worst.exact, edition=edition)
    if plan.unclear and plan.steps:
        bare = claim_adjudicated_70(table, claimer, claimed, findings=found, edition=edition,
                                    regulations=regs, budget=budget, disputed_by=disputed_by)
        adj = _unclear_against_claimer(adj, bare, plan, found)
    return replace(adj, notes=adjudication_notes_70(adj, found))


def _what_decides(root: Node, rules: Rules, roles: Roles, worst: Outcome, cap: int, awarded: int,
                  searcher_dd: int, *, own: bool, budget: int, cache: _Cache) -> Decisive:
    """What decides the proposal: the tricks restored to the claimer's side when his own side
    doubted (68D2), the claim standing, the cards themselves (best play gives less than claimed
    and the worst normal line no less than that), else the clause found by :func:`_decisive`."""
    if own and awarded > cap:
        return Decisive.RESTORED
    if awarded >= cap:
        return Decisive.CLAIM_STANDS
    if searcher_dd < cap and worst.tricks >= searcher_dd:
        return Decisive.CARDS
    return _decisive(root, rules, roles, worst, cap, budget=budget, cache=cache)


def _unclear_against_claimer(adj: Adjudication, bare: Adjudication, plan: ClaimPlan,
                             found: ClaimFindings) -> Adjudication:
    """70A: words that bear on the line were not understood ("ruff" or a card no pattern took;
    not a stray word): the statement is unclear, and what was read cannot protect the claimer -
    every doubtful point against him: the lower of the line read (``adj``) and every order open
    (``bare``, the adjudication without the statement), with the statement kept."""
    if bare.awarded < adj.awarded:
        return replace(bare, statement=plan, needs=_needs(bare.decisive, plan, found))
    return adj


def _dd_side(root: Node, rules: Rules, cache: _Cache) -> int:
    from bridgelaw.laws.law70.search import _Oracle

    return _Oracle(rules.trump, cache).side(root, rules.claimer)


def _wins_first(root: Node, worst: Outcome, rules: Rules) -> bool:
    """Whether the claimer's side wins the trick in progress on the worst line (it counts over
    the claim when the claimer had already played to it)."""
    if not root.trick:
        return False
    node = root
    for _, card in worst.line:
        node, won = _play(node, card, rules)
        if not node.trick:
            return bool(won)
    return False


def _label(decisive: Decisive, edition: Edition) -> str:
    key = decisive.clause
    if not CLAUSES.provided(key, edition):
        key = "70A"  # 70D2 before 2007: the doubt goes against the claimer all the same
    return CLAUSES.label(key, edition)


def _needs(decisive: Decisive, plan: ClaimPlan, found: ClaimFindings) -> tuple[str, ...]:
    out = []
    if decisive is Decisive.OUTSTANDING_TRUMP and found.claimer_aware_of_trump is None:
        out.append("claimer_aware_of_trump")
    if decisive is Decisive.UNSTATED_LINE and found.claim_line_normal is None:
        out.append("claim_line_normal")
    if plan.unread:
        out.append("statement")
    return tuple(out)
