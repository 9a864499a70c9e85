"""Law 70: the search for the least successful normal line against the best defence.

Everybody but the claimer's side minimises the claimer's tricks, and the claimer's side makes
only normal plays (``normal``), the worst of them taken (70A: every doubtful point against the
claimer) - so the adjudication is a *minimum over paths* of the play, not a game tree:

* the claimer (and dummy, for declarer's claim): the cards :func:`normal._normal_cards` allows;
  where the choice is technique, the best of them (double dummy);
* a defender claimer's partner (70D2): every normal card, the worst taken;
* the non-claimers: the cards that are best for them double dummy (``dd_card_values``), at most
  two (the lowest and the highest); in the last three tricks every card they hold - always of
  the cards the Laws allow them (a penalty card's duty: :func:`normal.cards_allowed_50D1`; the
  double-dummy values that rank them and finish a cut line know nothing of penalty cards, which
  can only cost the claimer: the value stays at most what the defence could hold him to).

Positions reached in several orders are solved once (memo on the position, the show-outs known
and the statement's next step); equal cards are one choice. The search deepens trick by trick:
lines are cut after ``h`` tricks and finished with best play by both sides (double dummy) - a
value at least that of the true worst normal line - for h = 1, 2, ... until the lines reach the
end or the work budget (counted in node expansions and solver calls weighted by their size, so
that the result does not depend on the machine) runs out; the least value found is kept.

Properties (tested): the value never exceeds the double-dummy result from the same position
(every line's value is at most it: the defenders' best cards keep it, any card of the claimer
can only lower it), and it is exact when the lines reached the end (``Outcome.exact``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

from bridgelaw.cards import Card, Seat, Suit
from bridgelaw.double_dummy import DDPosition, dd_best_card_of, dd_best_of, dd_values_of
from bridgelaw.laws.law70 import StepKind
from bridgelaw.laws.law70.normal import (
    Node,
    Rules,
    _classes,
    _normal_cards,
    _step_done,
    _trick_winner_of,
    cards_allowed_50D1,
)

__all__ = ["Outcome", "Roles", "Searcher", "search_worst_70"]

#: Work units of one double-dummy solve by the number of tricks left (a node expansion is 1,
#: about 40 microseconds): the solver's time over a node's, measured on this machine - a solve
#: costs about 0.6 ms whatever its size up to 7 tricks, then grows (bench/claims.py).
_DD_COST = (0, 2, 18, 18, 18, 18, 18, 22, 100, 200, 350, 500, 800, 5000)
#: The default work budget of the main search (about a third of a second on this machine);
#: the searches that only name the decisive clause get half.
DEFAULT_BUDGET = 8_000
#: Up to this many tricks left the non-claimers try two of their best cards (the lowest and
#: the highest), above it one; in the last three tricks every card.
WIDE_DEFENCE = 6
#: From this many tricks left (the first trick of the board, a solve there takes 0.02-0.3 s)
#: the players of a trick in progress play by rule instead of double dummy: a defender wins as
#: cheaply as he can when his side is not winning (ruffing low when void), else plays low or
#: discards from his longest side suit; the claimer's technique is his cheapest card.
PLAIN_PLAY = 12


class Roles(NamedTuple):
    """Who plays how: ``controlled`` - the claimer's seats (with dummy for declarer's claim);
    ``free`` - a defender claimer's partner (70D2), or None; ``likely`` - the claimer's side
    takes its *most* successful normal line (69B "would likely have won") instead of the least;
    ``partner_best`` - the free partner plays his best card (a variant, to name 70D2)."""

    controlled: frozenset[int]
    free: int | None = None
    likely: bool = False
    partner_best: bool = False


class Outcome(NamedTuple):
    """A search's result: the claimer's side's tricks of the remaining ones, the line (seat,
    card index) from the root, whether every line was searched to the end, and how many tricks
    deep the lines were searched (0: not even one: best play from the root)."""

    tricks: int
    line: tuple[tuple[int, int], ...]
    exact: bool
    depth: int = 0


class _OutOfWork(Exception):
    pass


_Key = tuple[tuple[int, int, int, int], int, tuple[int, ...]]


@dataclass
class _Oracle:
    """Double-dummy values by position, with the work they cost."""

    trump: int | None
    cache: dict[_Key, dict[int, int]]
    work: int = 0

    def _pos(self, node: Node) -> DDPosition:
        return DDPosition(node.hands, None if self.trump is None else Suit(self.trump), Seat(node.leader),
                          node.trick)

    def values(self, node: Node) -> dict[int, int]:
        """card index -> tricks for the side to play if it plays that card, then best play."""
        key = (node.hands, node.leader, node.trick)
        hit = self.cache.get(key)
        if hit is None:
            hit = {c.index: v for c, v in dd_values_of(self._pos(node)).items()}
            self.cache[key] = hit
            self.work += _DD_COST[min(node.remaining, 13)]
        return hit

    def side(self, node: Node, claimer: int) -> int:
        """The claimer's side's tricks of the remaining ones with best play by both sides."""
        if node.remaining == 0:
            return 0
        key = (node.hands, node.leader, node.trick)
        hit = self.cache.get(key)
        if hit is not None:
            best = max(hit.values())
        else:
            best_key = (node.hands, node.leader + 4, node.trick)  # the best value alone
            got = self.cache.get(best_key)
            if got is None:
                got = {-1: dd_best_of(self._pos(node))}
                self.cache[best_key] = got
                self.work += _DD_COST[min(node.remaining, 13)]
            best = got[-1]
        return best if (node.turn & 1) == (claimer & 1) else node.remaining - best

    def best_card(self, node: Node, allowed: int | None = None) -> int:
        """A best card (index) of the seat to play, double dummy; of the cards in ``allowed``
        (a mask: what his penalty cards leave him, :func:`normal.cards_allowed_50D1`) when given."""
        if allowed is not None:
            values = {c: v for c, v in self.values(node).items() if allowed >> c & 1}
            if values:
                top = max(values.values())
                return min(c for c, v in values.items() if v == top)
        hit = self.cache.get((node.hands, node.leader, node.trick))
        if hit is not None:
            top = max(hit.values())
            return min(c for c, v in hit.items() if v == top)
        self.work += _DD_COST[min(node.remaining, 13)]
        return dd_best_card_of(self._pos(node)).index


def _play(node: Node, card: int, rules: Rules) -> tuple[Node, int]:
    """The position after ``card`` is played at ``node``, and 1 if it completed a trick the
    claimer's side won (else 0). Show-outs and the statement's step are kept up to date."""
    seat = node.turn
    hands = list(node.hands)
    hands[seat] &= ~(1 << card)
    trick = (*node.trick, card)
    shown = node.shown
    if node.trick and card // 13 != node.trick[0] // 13 and (seat & 1) != (rules.claimer & 1):
        shown |= 1 << (seat * 4 + node.trick[0] // 13)
    h = (hands[0], hands[1], hands[2], hands[3])
    if len(trick) < 4:
        return Node(h, node.leader, trick, shown, node.step), 0
    winner, win_card = _trick_winner_of(node.leader, trick, rules.trump)
    ours = (winner & 1) == (rules.claimer & 1)
    step = _advance(node.step, trick, ours, win_card, h, rules)
    return Node(h, winner, (), shown, step), 1 if ours else 0


def _advance(step: int, trick: tuple[int, ...], ours: bool, win_card: int, hands: tuple[int, int, int, int],
             rules: Rules) -> int:
    """The statement's next step after a completed trick (a concession made, a ruff taken, or
    a step with nothing left to do)."""
    plan = rules.plan
    if step < len(plan):
        st = plan[step]
        suit = st.suit if st.suit is not None else (st.card.suit if st.card is not None else None)
        led = trick[0] // 13
        if st.kind is StepKind.CONCEDE and not ours and (suit is None or
                led == suit or any(c // 13 == suit for c in trick)):
            step += 1  # the trick conceded (of the suit said, or any when none was said)
        elif st.kind is StepKind.RUFF and ours and suit == led and win_card // 13 == rules.trump != led:
            step += 1
    return _root_step(step, hands, rules)


def _root_step(step: int, hands: tuple[int, int, int, int], rules: Rules) -> int:
    """``step`` moved past every step with nothing left to do in this position."""
    while step < len(rules.plan) and _step_done(rules.plan[step], hands, rules):
        step += 1
    return step


class Searcher:
    """The least (or, for 69B, most) successful normal line from a root position.

    Args:
        rules: the claimer's normal cards (statement, findings, options).
        roles: who plays how.
        budget: work units for the whole search (deterministic; :data:`DEFAULT_BUDGET`).
        cache: double-dummy values shared between searches of the same claim (optional).
    """

    def __init__(self, rules: Rules, roles: Roles, *, budget: int = DEFAULT_BUDGET,
                 cache: dict[_Key, dict[int, int]] | None = None) -> None:
        self.rules = rules
        self.roles = roles
        self.budget = budget
        self.oracle = _Oracle(rules.trump, cache if cache is not None else {})
        self._memo: dict[Node, tuple[int, int]] = {}
        self._leaves: dict[Node, tuple[int, tuple[tuple[int, int], ...]]] = {}
        self._options: dict[Node, tuple[tuple[int, ...], bool]] = {}
        self._root_remaining = 0
        self._horizon = 0

    # ------------------------------------------------------------------ choices at a node

    def _best_of(self, node: Node) -> Callable[[tuple[int, ...]], int]:
        def best(cards: tuple[int, ...]) -> int:
            if len(cards) == 1 or (node.trick and node.remaining >= PLAIN_PLAY):
                return cards[0]
            values = self.oracle.values(node)
            return max(cards, key=lambda c: (values.get(c, -1), -c))
        return best

    def _defence(self, node: Node) -> tuple[int, ...]:
        legal = cards_allowed_50D1(node, node.turn, self.rules)
        others = _others(node)
        every = tuple(lo for s in range(4) for lo, _ in _classes(legal & (0x1FFF << (13 * s)), others))
        if node.remaining <= 3 or len(every) == 1:
            return every
        if node.trick and node.remaining >= PLAIN_PLAY:
            return (_plain_defence(node, legal, every, self.rules.trump),)
        values = {c: v for c, v in self.oracle.values(node).items() if legal >> c & 1}
        top = max(values.values())
        good = 0
        for c, v in values.items():
            if v == top:
                good |= 1 << c
        reps = [lo for s in range(4) for lo, _ in _classes(good & (0x1FFF << (13 * s)), others)]
        if node.remaining > WIDE_DEFENCE:
            return (reps[0],)
        return tuple(dict.fromkeys((reps[0], reps[-1])))

    def options(self, node: Node) -> tuple[tuple[int, ...], bool]:
        """The cards tried at ``node`` and whether the value is their minimum (else maximum)."""
        seat = node.turn
        roles = self.roles
        if seat in roles.controlled or seat == roles.free:
            free = seat == roles.free
            best = self._best_of(node)
            choice = _normal_cards(node, seat, self.rules, best, free=free)
            cards = choice.cards
            if self.rules.squeeze and not free:
                # a stated squeeze: its execution is the line stated (70D1) - the claimer's best
                # card, double dummy, of all he may play (what to keep is the squeeze itself)
                return (best(_legal_classes(node, self.rules)),), not roles.likely
            if len(cards) > 1 and (choice.technique or (free and roles.partner_best)):
                cards = (best(cards),)
            return cards, not roles.likely
        return self._defence(node), True

    # ------------------------------------------------------------------ the search

    def _value(self, node: Node) -> int:
        rem = node.remaining
        if rem == 0:
            return 0
        if not node.trick and rem > 2 and self._root_remaining - rem >= self._horizon:
            return self._leaf(node)
        hit = self._memo.get(node)
        if hit is not None:
            return hit[0]
        self.oracle.work += 1
        if self.oracle.work > self.budget:
            raise _OutOfWork
        got = self._options.get(node)
        if got is None:
            got = self._options[node] = self.options(node)
        cards, minimise = got
        best_v, best_c = -1, cards[0]
        for c in cards:
            child, won = _play(node, c, self.rules)
            v = won + self._value(child)
            if best_v < 0 or (v < best_v if minimise else v > best_v):
                best_v, best_c = v, c
        self._memo[node] = (best_v, best_c)
        return best_v

    def _leaf(self, node: Node) -> int:
        """A cut line's value: best play by both sides from here (double dummy), or less when a
        careless play-out finds a normal line that loses more (the least successful normal line
        cannot be above either: module docstring)."""
        hit = self._leaves.get(node)
        if hit is not None:
            return hit[0]
        value = self.oracle.side(node, self.rules.claimer)
        path: tuple[tuple[int, int], ...] = ()
        if not self.roles.likely and not self.rules.squeeze:
            for last in (False, True):
                won, line = self._play_out(node, last)
                if won < value:
                    value, path = won, line
        self._leaves[node] = (value, path)
        return value

    def _play_out(self, node: Node, last: bool) -> tuple[int, tuple[tuple[int, int], ...]]:
        """Play the position out without search: the claimer's side takes the first (or the
        last) of its normal cards, the non-claimers play by rule (:func:`_plain_card`)."""
        won = 0
        path = []
        roles = self.roles
        while node.remaining:
            seat = node.turn
            if seat in roles.controlled or seat == roles.free:
                choice = _normal_cards(node, seat, self.rules, _plain_best(node, self.rules.trump),
                                      free=seat == roles.free)
                cards = choice.cards
                if choice.technique:
                    card = _plain_best(node, self.rules.trump)(cards)
                else:
                    card = cards[-1] if last else cards[0]
            else:
                card = _plain_card(node, self.rules.trump, self.rules)
            path.append((seat, card))
            node, w = _play(node, card, self.rules)
            won += w
        self.oracle.work += len(path)
        return won, tuple(path)

    def _line(self, root: Node) -> tuple[tuple[int, int], ...]:
        out: list[tuple[int, int]] = []
        node = root
        while node in self._memo:
            card = self._memo[node][1]
            out.append((node.turn, card))
            node, _ = _play(node, card, self.rules)
        leaf = self._leaves.get(node)
        if leaf is not None:
            out.extend(leaf[1])
        return tuple(out)

    def run(self, root: Node, *, depth: int | None = None) -> Outcome:
        """Deepen trick by trick within the budget; the value of the deepest depth completed
        (the least: a deeper cut never gives more), with its line. ``depth``: search that depth
        only (None: 1, 2, ... to the end).

        Raises:
            DoubleDummyError: the position is impossible.
        """
        self._root_remaining = root.remaining
        best: Outcome | None = None
        depths = range(1, root.remaining + 1) if depth is None else range(depth, depth + 1)
        for horizon in depths:
            self._horizon = horizon
            self._memo = {}
            try:
                v = self._value(root)
            except _OutOfWork:
                break
            # a deeper cut never gives more (module docstring): the deepest completed is kept
            best = Outcome(v, self._line(root), horizon >= root.remaining, horizon)
            if best.exact:
                break
        if best is None:  # not even one trick deep within the budget: best play from the root
            best = Outcome(self.oracle.side(root, self.rules.claimer), (), False)
        return best


def _plain_best(node: Node, trump: int | None) -> Callable[[tuple[int, ...]], int]:
    """Technique without the solver (a play-out): leading, the highest card; following, the
    lowest card when partner wins the trick and no opponent to come can beat him, else the
    cheapest card that beats the trick so far and every card the opponents to come hold in the
    suit, else the lowest."""
    def best(cards: tuple[int, ...]) -> int:
        if not node.trick:
            return max(cards)
        seat = node.turn
        w_seat, w_card = _trick_winner_of(node.leader, node.trick, trump)
        later = 0
        for k in range(len(node.trick) + 1, 4):
            other = (node.leader + k) & 3
            if (other & 1) != (seat & 1):
                later |= node.hands[other]
        suit = w_card // 13
        top = max([-1] + [c for c in range(13 * suit, 13 * suit + 13) if later >> c & 1])
        if (w_seat & 1) == (seat & 1) and w_card > top:
            return min(cards)
        sure = [c for c in cards if c // 13 == suit and c > max(top, w_card)]
        return min(sure) if sure else min(cards)
    return best


def _plain_card(node: Node, trump: int | None, rules: Rules | None = None) -> int:
    """A non-claimer's card by rule: on lead, a card no one can beat if he holds one, else the
    lowest of his longest side suit; following, :func:`_plain_defence`; always of the cards his
    penalty cards allow (``rules``: :func:`normal.cards_allowed_50D1` - a major penalty card due is
    played, the lowest of them when several are)."""
    hand = node.hands[node.turn]
    if rules is not None:
        allowed = cards_allowed_50D1(node, node.turn, rules)
        led_suit = node.trick[0] // 13 if node.trick else None
        follow = hand & (0x1FFF << (13 * led_suit)) if led_suit is not None else 0
        law44 = follow if follow else hand
        if allowed != law44:
            if not node.trick:
                return (allowed & -allowed).bit_length() - 1
            return _plain_defence(node, allowed, tuple(c for c in range(52) if allowed >> c & 1), trump)
    if not node.trick:
        others = node.hands[(node.turn + 1) & 3] | node.hands[(node.turn + 3) & 3]
        for s in range(4):
            mine, theirs = hand >> (13 * s) & 0x1FFF, others >> (13 * s) & 0x1FFF
            if mine and mine.bit_length() > theirs.bit_length() and (s == trump or not (
                    trump is not None and others >> (13 * trump) & 0x1FFF and not theirs)):
                return 13 * s + mine.bit_length() - 1
        suits = sorted((s for s in range(4) if hand >> (13 * s) & 0x1FFF),
                       key=lambda s: (s == trump, -(hand >> (13 * s) & 0x1FFF).bit_count(), s))
        low = hand >> (13 * suits[0]) & 0x1FFF
        return 13 * suits[0] + (low & -low).bit_length() - 1
    led = node.trick[0] // 13
    follow = hand & (0x1FFF << (13 * led))
    legal = follow if follow else hand
    every = tuple(c for c in range(52) if legal >> c & 1)
    return _plain_defence(node, legal, every, trump)


def _plain_defence(node: Node, legal: int, every: tuple[int, ...], trump: int | None) -> int:
    """A defender's card by rule (see :data:`PLAIN_PLAY`): win as cheaply as he can when his
    side is not winning the trick, else his lowest card (void: a discard from his longest side
    suit)."""
    seat = node.turn
    w_seat, w_card = _trick_winner_of(node.leader, node.trick, trump)
    led = node.trick[0] // 13
    follows = bool(legal & (0x1FFF << (13 * led)))
    if (w_seat & 1) != (seat & 1):
        beat = [c for c in every if (c // 13 == w_card // 13 and c > w_card)
                or (not follows and trump is not None and c // 13 == trump != w_card // 13)]
        if beat:
            return min(beat)
    if follows:
        return min(every)
    hand = node.hands[seat]
    suits = sorted((s for s in range(4) if s != trump and hand >> (13 * s) & 0x1FFF),
                   key=lambda s: (-(hand >> (13 * s) & 0x1FFF).bit_count(), s))
    return min(c for c in every if c // 13 == suits[0]) if suits else min(every)


def _legal_classes(node: Node, rules: Rules) -> tuple[int, ...]:
    """The legal cards of the seat to play (44C, and his penalty cards: 50D1, 50C), one of each
    class of equal cards."""
    legal = cards_allowed_50D1(node, node.turn, rules)
    others = _others(node)
    return tuple(lo for s in range(4) for lo, _ in _classes(legal & (0x1FFF << (13 * s)), others))


def _others(node: Node) -> int:
    """Every card still in play except the seat to play's: the separators of equal cards."""
    h = node.hands
    m = h[0] | h[1] | h[2] | h[3]
    for c in node.trick:
        m |= 1 << c
    return m & ~h[node.turn]


def search_worst_70(root: Node, rules: Rules, roles: Roles, *, budget: int = DEFAULT_BUDGET,
                    cache: dict[_Key, dict[int, int]] | None = None, depth: int | None = None) -> Outcome:
    """70A: the claimer's side's tricks on its least successful normal line (or, with
    ``roles.likely``, its most successful one) against the best defence, from ``root``;
    ``depth``: at that depth only (to compare variants with a search already made).

    Raises:
        DoubleDummyError: the position is impossible.
    """
    return Searcher(rules, roles, budget=budget, cache=cache).run(root, depth=depth)


def _card_of(index: int) -> Card:
    """The :class:`Card` of a card index. Raises nothing for 0-51."""
    return Card.from_index(index)
