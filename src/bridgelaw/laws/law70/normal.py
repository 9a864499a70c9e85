"""Law 70: which cards are *normal* for the claimer's side at a point of the play.

"Normal" (footnote to Laws 70-71) is play that would be careless or inferior for the class of
player involved, but not irrational. The adjudication (``search``) takes the least successful
line over the cards this module allows; the non-claimers are not restricted here. The rules,
each with its source (claims.md §2.5):

* never a revoke (only legal cards), and never a card a penalty card forbids (a defender's major
  penalty card is played at the first legal opportunity, 50D1; a minor one bars the lower cards of
  its suit, 50C: :func:`~bridgelaw.laws.law50.penalty_cards_allow_50D1`) - for the non-claimers
  too (``search``);
* equal cards are one choice (no card between them is held by anyone else or lies in the trick);
* **leads**: a stated step first (70D1: followed literally - draw trumps, run a suit, ruff a
  suit, concede a trick, cross-ruff; a hand that cannot go on leads to its partner's winners);
  then, when the claimer is aware of an outstanding trump (or said he draws trumps), trumps
  while an opponent holds one (70C2); otherwise any suit (careless order of suits - 70C1-3 make
  a forgotten trump score this way) - from a hand that holds a card no opponent can beat, such a
  card (70E2 "from the top", option ``O-70E2-ORDER``), else its lowest or highest card;
* **following**: fourth hand wins as cheaply as it can or plays low (which of equal winners,
  and whether to overtake partner's winner, is technique: the best of them); no finesse, drop
  or guess that was not stated (70E1) - a hand that can win the trick for sure does so, never
  lets partner's card run or plays a lower card for a two-way chance - unless an opponent has
  shown out of the suit (the claimer then plays it correctly: the best card); no duck of a trick
  he can win unless a stated concession is in that suit;
* **void**: ruff an opponent's winner (low or high: careless ruffing low before an opponent who
  may overruff is normal), never ruff partner's sure winner; discards never throw a card no
  opponent can beat while a lower card can go (a winner certain to take a trick - the opponents
  hold its suit and cannot ruff it - last of all: throwing it is irrational), nor a card of a
  suit stated good while another can go, and are the lowest card of a suit (careless
  discarding of a suit is normal).

The functions here decide nothing about tricks; they list candidate cards (card indices
0-51) and whether the choice among them is *technique* (the claimer takes the best of them, as
double dummy says, because it depends on no opponent's card).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

from bridgelaw.cards import SUIT_MASKS
from bridgelaw.laws.law70 import PlanStep, StepKind

__all__ = ["Choice", "Node", "Rules", "cards_allowed_50D1"]

_SM = SUIT_MASKS
#: "From the top" (70E2, EBU White Book 8.70.5): a hand whose best card in a suit is a master of
#: this rank or higher (queen, king, ace: AK5 opposite 42) leads a master; a holding headed by a
#: lower master (J6, 754 opposite a void) may carelessly be led from the bottom.
_TOP_RANK = 12


class Node(NamedTuple):
    """A position of the search: the four hands (52-bit masks, by seat N E S W), the leader of
    the trick in progress, its cards (indices), the show-outs known (bit ``seat * 4 + suit``:
    that seat has failed to follow to that suit) and the index of the statement's next step."""

    hands: tuple[int, int, int, int]
    leader: int
    trick: tuple[int, ...]
    shown: int
    step: int

    @property
    def turn(self) -> int:
        """The seat to play (0-3)."""
        return (self.leader + len(self.trick)) & 3

    @property
    def remaining(self) -> int:
        """Tricks not yet completed, the one in progress included."""
        return self.hands[self.leader].bit_count() + (1 if self.trick else 0)


@dataclass(frozen=True)
class Rules:
    """What shapes the claimer's normal cards.

    Attributes:
        trump: the trump suit (0-3) or None.
        claimer: the claimer's seat.
        plan: the statement's steps that fix an order (one step per ruff when a count is said).
        finesse_suits: suits whose finesse was stated (taken literally: 70D1).
        finesse_any: a finesse was stated without its suit (any is a choice, the worst taken).
        aware: the claimer knows an opponent still holds a trump (70C2), or said he draws them.
        order_any: option ``O-70E2-ORDER`` = ``any``: a low card may be led from a suit of winners.
        finesse_best: a variant of the search (to name 70E1): unstated finesses taken as best.
        run_suits: suits stated good (not discarded while another card can go).
        discard_cards, discard_suits: the cards and suits the statement says are discarded
            ("discarding dummy's five of spades"): thrown first when a discard comes.
        concedes: the claim concedes a trick (fewer than all the remaining claimed): a lead of a
            suit the claimer's side cannot win is normal; with every trick claimed it is not (a
            claimer who claims them all does not give one away by leading his loser first) while
            another lead exists.
        squeeze: the statement names a squeeze ("on a double squeeze"): the stated line is the
            squeeze, so which of his normal cards the claimer plays (the order of his winners,
            what he keeps) is its execution - the best of them (70D1); finesses he did not state
            stay out (70E1).
        from_top: the statement says the claimer plays from the top ("the top three trumps",
            "top winners"): the order within a suit is stated (70D1; 70E2 deems an order only
            when the statement did not clarify it), each suit is led from its highest card.
        penalty: per seat (N E S W) the masks of its major and of its minor penalty cards on
            the table at the claim (Law 50); a card played leaves the hand and its duty with it.
        ruff_lead: the statement says the claimer ruffs the card led ("I can trump your lead",
            "I ruff this"): void in the suit led, he ruffs it, partner's winner too (70D1: the
            line he stated, not a discard he did not).
        overlooked: the claim counts more tricks than best play gives - the claimer took an
            opponent's card for gone - in these suits (those his statement counts, else every
            suit): the top card of such a suit that one opponent's card beats is, to him, a
            winner he may cash in any order ("the principle of the losing winner": a claimer who
            forgot the ace may lead the king first; EBU White Book 8.70: a declarer unaware of
            an outstanding winner loses the trick that playing one suit rather than another
            loses).
    """

    trump: int | None
    claimer: int
    plan: tuple[PlanStep, ...] = ()
    finesse_suits: frozenset[int] = frozenset()
    finesse_any: bool = False
    aware: bool = False
    order_any: bool = False
    finesse_best: bool = False
    run_suits: frozenset[int] = frozenset()
    concedes: bool = True
    discard_cards: frozenset[int] = frozenset()
    discard_suits: frozenset[int] = frozenset()
    from_top: bool = False
    squeeze: bool = False
    penalty: tuple[tuple[int, int], ...] = ((0, 0),) * 4
    ruff_lead: bool = False
    overlooked: frozenset[int] = frozenset()


class Choice(NamedTuple):
    """Candidate cards (indices) and whether choosing among them is technique (the best one)."""

    cards: tuple[int, ...]
    technique: bool = False


def _hi(mask: int) -> int:
    return mask.bit_length() - 1


def _lo(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def _classes(held: int, others: int) -> list[tuple[int, int]]:
    """The classes of equal cards of ``held`` (cards of one suit): ``(lowest, highest)`` index
    pairs, lowest class first; two cards are equal when no card of ``others`` lies between them.
    Raises nothing."""
    out: list[tuple[int, int]] = []
    m = held
    while m:
        c = _lo(m)
        m ^= 1 << c
        if out and not others & ((1 << c) - (1 << (out[-1][1] + 1))):
            out[-1] = (out[-1][0], c)
        else:
            out.append((c, c))
    return out


def _trick_winner_of(leader: int, trick: tuple[int, ...], trump: int | None) -> tuple[int, int]:
    """(seat, card) winning ``trick`` so far (44E/44F). Raises nothing."""
    best_k, best = 0, trick[0]
    suit = best // 13
    for k in range(1, len(trick)):
        c = trick[k]
        s = c // 13
        if s == suit:
            if c > best:
                best_k, best = k, c
        elif s == trump:
            best_k, best, suit = k, c, s
    return (leader + best_k) & 3, best


def cards_allowed_50D1(node: Node, seat: int, rules: Rules) -> int:
    """The cards ``seat`` may play at ``node`` (a 52-bit mask): Law 44 (44C: follow suit), then
    his penalty cards (:func:`~bridgelaw.laws.law50.penalty_cards_allow_50D1`). Raises nothing."""
    from bridgelaw.laws.law50 import penalty_cards_allow_50D1

    hand = node.hands[seat]
    legal = hand
    if node.trick:
        follow = hand & _SM[node.trick[0] // 13]
        if follow:
            legal = follow
    majors, minors = rules.penalty[seat]
    if not (majors | minors) & hand:
        return legal
    return penalty_cards_allow_50D1(legal, hand, majors, minors)


def _uniq(cards: list[int]) -> tuple[int, ...]:
    seen: list[int] = []
    for c in cards:
        if c not in seen:
            seen.append(c)
    return tuple(seen)


class _Ctx(NamedTuple):
    node: Node
    seat: int
    rules: Rules
    hand: int
    opp: int
    others: int  # every remaining card not in this hand, the trick's cards included
    free: bool  # a defender claimer's partner: no plan, every normal alternative (70D2)


def _ctx(node: Node, seat: int, rules: Rules, free: bool) -> _Ctx:
    h = node.hands
    trick_mask = 0
    for c in node.trick:
        trick_mask |= 1 << c
    everything = h[0] | h[1] | h[2] | h[3] | trick_mask
    return _Ctx(node, seat, rules, h[seat], h[(seat + 1) & 3] | h[(seat + 3) & 3],
                everything & ~h[seat], free)


def _known(x: _Ctx, suit: int) -> bool:
    """70E1: an opponent has shown out of ``suit`` and the other still holds cards of it."""
    a, b = (x.seat + 1) & 3, (x.seat + 3) & 3
    shown = x.node.shown
    return bool(x.opp & _SM[suit]) and bool(shown >> (a * 4 + suit) & 1 or shown >> (b * 4 + suit) & 1)


def _masters(x: _Ctx, suit: int, cls: list[tuple[int, int]]) -> list[int]:
    """The classes (their lowest cards) of the hand's cards no opponent can beat in ``suit``;
    in the trump suit, every trump of a claimer who may have forgotten the opponents' (70C)."""
    if suit == x.rules.trump and not x.rules.aware and not x.free:
        return [lo for lo, _ in cls]
    oppS = x.opp & _SM[suit]
    top = _hi(oppS) if oppS else -1
    return [lo for lo, _ in cls if lo > top]


def _suit_leads(x: _Ctx, suit: int, best: Callable[[tuple[int, ...]], int]) -> list[int]:
    """The normal leads of ``suit`` from the hand (see the module docstring)."""
    cls = _classes(x.hand & _SM[suit], x.others)
    reps = [lo for lo, _ in cls]
    if not x.opp & _SM[suit]:  # no opponent's card: which one is transport, technique
        return [best(tuple(reps))]
    if _known(x, suit):
        return [best(tuple(reps))]
    masters = _masters(x, suit, cls)
    if x.rules.from_top and not x.free:  # "the top three trumps": the order was stated (70D1)
        return [reps[-1]]
    if x.rules.order_any:
        return reps
    if masters and _hi(x.hand & _SM[suit]) % 13 + 2 >= _TOP_RANK:
        return masters
    if masters:  # a holding headed by a lower master (J6, 754): a small card first is careless
        return list(_uniq([reps[0], *masters]))
    return list(_uniq([reps[0], reps[-1]]))


def _entries(x: _Ctx) -> list[int]:
    """Leads to partner's winners: the lowest card of a suit in which partner holds a card no
    opponent can beat (the hand cannot go on with the step itself)."""
    partner = x.node.hands[x.seat ^ 2]
    out = []
    for suit in range(4):
        mine, his, theirs = x.hand & _SM[suit], partner & _SM[suit], x.opp & _SM[suit]
        if mine and his and _hi(his) > (_hi(theirs) if theirs else -1) and _hi(his) > _hi(mine):
            out.append(_lo(mine))
    return out


def _step_leads(x: _Ctx, step: PlanStep, best: Callable[[tuple[int, ...]], int]) -> list[int]:
    """The leads a stated step asks for (empty: the step says nothing here)."""
    trump = x.rules.trump
    partner = x.node.hands[x.seat ^ 2]
    kind = step.kind
    if kind is StepKind.DRAW_TRUMPS and trump is not None:
        return _suit_leads(x, trump, best) if x.hand & _SM[trump] else _entries(x)
    if kind is StepKind.CROSS_RUFF and trump is not None:
        return [_lo(x.hand & _SM[s]) for s in range(4)
                if s != trump and x.hand & _SM[s] and not partner & _SM[s] and partner & _SM[trump]]
    s_ = _step_suit(step)
    if s_ is None:
        if kind is StepKind.CONCEDE:  # "and concede one": a loser of any suit, when he likes (70D1)
            return [_lo(x.hand & _SM[t]) for t in range(4) if x.hand & _SM[t] and _loser(x, t)]
        return []
    s = s_
    if kind is StepKind.RUN and step.card is not None:
        if x.hand >> step.card.index & 1:
            return [step.card.index]
        if partner >> step.card.index & 1 and x.hand & _SM[s]:  # "a club to the ace": that suit
            return [_lo(x.hand & _SM[s])]
        return _entries(x)
    if kind is StepKind.RUN:
        return _suit_leads(x, s, best) if x.hand & _SM[s] else _entries(x)
    if kind is StepKind.RUFF and trump is not None:
        if x.hand & _SM[s] and not partner & _SM[s] and partner & _SM[trump]:
            return [_lo(x.hand & _SM[s])]
        return _entries(x) if partner & _SM[s] else []
    if kind is StepKind.CONCEDE:
        return [_lo(x.hand & _SM[s])] if x.hand & _SM[s] else _entries(x)
    return []


def _lead(x: _Ctx, best: Callable[[tuple[int, ...]], int]) -> Choice:
    plan = () if x.free else x.rules.plan
    if x.node.step < len(plan):
        step = plan[x.node.step]
        stated = _step_leads(x, step, best)
        if stated and step.kind is StepKind.CONCEDE and _step_suit(step) is None:
            # "... and concede one": he gives up the trick he announced when he likes - before
            # a winner he did not count, too (a queen that fell: BLML 2010, 71B)
            return Choice(_uniq([*stated, *_lead_unstated(x, best).cards]))
        if stated:
            return Choice(_uniq(stated))
    return _lead_unstated(x, best)


def _lead_unstated(x: _Ctx, best: Callable[[tuple[int, ...]], int]) -> Choice:
    r = x.rules
    t = r.trump
    if r.aware and not x.free and t is not None and x.opp & _SM[t] and _can_draw(x, t):
        return Choice(_uniq(_suit_leads(x, t, best)))
    cashing = [s for s in range(4) if x.hand & _SM[s] and _masters(x, s, _classes(x.hand & _SM[s], x.others))]
    forgot = _forgotten(x) if r.overlooked and not x.free else {}
    if (cashing or forgot) and not x.free:  # winners here are cashed before the lead is given away
        leads = {s: _suit_leads(x, s, best) for s in cashing}
        for s, card in forgot.items():
            leads[s] = list(_uniq([*leads.get(s, []), card]))
        cashing = sorted(set(cashing) | set(forgot))
        if len(cashing) > 1 and (t is None or not x.opp & _SM[t]) and not forgot:
            # no trump out: which suit's winners go first is technique (an order that cuts the
            # hands' link is irrational, LKU-20 2.1); the order within the suit stays careless
            first = best(tuple(c for s in cashing for c in leads[s])) // 13
            return Choice(_uniq(leads[first]))
        return Choice(_uniq([c for s in cashing for c in leads[s]]))
    opts: list[int] = []
    for suit in range(4):
        if x.hand & _SM[suit] and (r.concedes or x.free or not _loser(x, suit)):
            opts.extend(_suit_leads(x, suit, best))
    if not opts:
        for suit in range(4):
            if x.hand & _SM[suit]:
                opts.extend(_suit_leads(x, suit, best))
    return Choice(_uniq(opts))


def _forgotten(x: _Ctx) -> dict[int, int]:
    """Suit -> the hand's top card, where exactly one opponent's card beats it and partner holds
    nothing higher: the card a claimer who forgot that opponent's card takes for a winner."""
    partner = x.node.hands[x.seat ^ 2]
    out: dict[int, int] = {}
    for suit in range(4):
        mine = x.hand & _SM[suit]
        if not mine or suit == x.rules.trump or suit not in x.rules.overlooked:
            continue
        top = _hi(mine)
        if (x.opp & _SM[suit]) >> (top + 1) and ((x.opp & _SM[suit]) >> (top + 1)).bit_count() == 1 \
                and _hi(partner & _SM[suit]) < top:
            out[suit] = top
    return out


def _can_draw(x: _Ctx, trump: int) -> bool:
    """The hand on lead can draw trumps: it holds a trump, and its side the highest one out
    (an opponent's master trump is not drawn by leading into it; it is lost when it must be)."""
    side = (x.hand | x.node.hands[x.seat ^ 2]) & _SM[trump]
    return bool(x.hand & _SM[trump]) and _hi(side) > _hi(x.opp & _SM[trump])


def _loser(x: _Ctx, suit: int) -> bool:
    """A suit the claimer's side cannot win a trick in by leading it from this hand: neither
    hand holds a card no opponent can beat, and partner cannot ruff it."""
    oppS = x.opp & _SM[suit]
    if not oppS or (suit == x.rules.trump and not x.rules.aware):
        return False  # a claimer who may have forgotten their trumps takes his own for winners (70C)
    top = _hi(oppS)
    partner = x.node.hands[x.seat ^ 2]
    if _hi(x.hand & _SM[suit]) > top or _hi(partner & _SM[suit]) > top:
        return False
    t = x.rules.trump
    return not (t is not None and t != suit and not partner & _SM[suit] and partner & _SM[t])


def _finesse(x: _Ctx, suit: int) -> str:
    """'stated' (the finesse in this suit was stated), 'any' (a finesse was stated, suit not
    said; or a defender's partner), else ''."""
    if x.free:
        return "any"
    if suit in x.rules.finesse_suits:
        return "stated"
    return "any" if x.rules.finesse_any else ""


def _step_suit(step: PlanStep) -> int | None:
    """The suit a step names (its suit, else its card's), as 0-3; None."""
    if step.suit is not None:
        return int(step.suit)
    return int(step.card.suit) if step.card is not None else None


def _conceding(x: _Ctx, suit: int) -> bool:
    """A stated concession in ``suit`` is the step in force (a duck there is normal)."""
    plan = x.rules.plan
    step = x.node.step
    return (not x.free and step < len(plan) and plan[step].kind is StepKind.CONCEDE
            and _step_suit(plan[step]) == suit)


def _follow(x: _Ctx, led: int) -> Choice:
    node = x.node
    cls = _classes(x.hand & _SM[led], x.others)
    reps = tuple(lo for lo, _ in cls)
    w_seat, w_card = _trick_winner_of(node.leader, node.trick, x.rules.trump)
    partner_wins = (w_seat & 1) == (x.seat & 1)
    ruffed = w_card // 13 != led
    oppS = x.opp & _SM[led]
    top = _hi(oppS) if oppS else -1
    if _known(x, led) or (x.rules.finesse_best and not x.free and not _finesse(x, led)):
        return Choice(reps, True)
    if len(node.trick) == 3:  # fourth hand
        if partner_wins:
            return Choice(reps, True)
        win = tuple(r for r in reps if r > w_card and not ruffed)
        return Choice(win, True) if win else Choice(reps[:1])
    if len(node.trick) == 1:  # second hand: low, split, or rise (the worst taken) ...
        third = node.hands[(x.seat + 1) & 3]
        t = x.rules.trump
        can_ruff = not third & _SM[led] and t is not None and t != led and bool(third & _SM[t])
        above = max(w_card, _hi(third & _SM[led]))
        sure = [r for r in reps if r > above] if not can_ruff else []
        if sure:  # ... but a sure trick is taken
            return Choice(tuple(sure[:1]))
        # a trick he cannot win gets his lowest card (no winner thrown under it)
        return Choice(reps if any(r > w_card for r in reps) else reps[:1])
    if ruffed:
        return Choice(reps[:1])
    if partner_wins and w_card > top:  # partner's card cannot be beaten in the suit
        return Choice(reps, True)
    masters = [r for r in reps if r > top and r > w_card]
    beaters = [r for r in reps if w_card < r <= top]
    # partner's card was his last of the suit: letting it run strands this hand's length (the
    # natural play overtakes: NBB Delft, "geen geweldig goede claim")
    ride = partner_wins and not (node.hands[x.seat ^ 2] & _SM[led] == 0 and (masters or beaters))
    finesses = ([reps[0]] if ride else []) + beaters
    duck = [reps[0]] if _conceding(x, led) else []  # no duck of a trick he can win, unless stated
    how = _finesse(x, led)
    if masters:
        if how == "stated" and finesses:
            return Choice((finesses[0],))
        if how == "any":
            return Choice(_uniq(masters + finesses + duck))
        return Choice(_uniq(masters + duck))
    if finesses:
        return Choice(_uniq(finesses + duck))
    return Choice(reps[:1])


def _discards(x: _Ctx, led: int) -> list[int]:
    """The normal discards: the lowest card of each other suit; no card no opponent can beat
    while another can go (a winner certain to take a trick - no opponent can ruff it either -
    last of all); no card of a suit stated good while another can go."""
    trump = x.rules.trump
    stated = [c for c in x.rules.discard_cards if x.hand >> c & 1 and c // 13 != led]
    # "pitch a diamond": a losing one - a stated suit is not the discard of a hand whose lowest
    # card there no opponent can beat (that hand's winners are not what the claimer meant)
    stated += [_lo(x.hand & _SM[s]) for s in x.rules.discard_suits if s != led and x.hand & _SM[s]
               and x.opp & _SM[s] and _lo(x.hand & _SM[s]) < _hi(x.opp & _SM[s])]
    if stated and not x.free:  # the discard the statement names (70D1: followed literally)
        return stated[:1]
    a, b = x.node.hands[(x.seat + 1) & 3], x.node.hands[(x.seat + 3) & 3]
    cands: list[tuple[int, int, bool]] = []  # (card, its rank as a winner, is a stated suit)
    for suit in range(4):
        held = x.hand & _SM[suit]
        if suit == led or not held or suit == trump:
            continue
        lo = _lo(held)
        oppS = x.opp & _SM[suit]
        master = not oppS or lo > _hi(oppS)
        # a winner certain to take a trick: it beats the opponents' cards of its suit (they hold
        # some: the suit will be played), and neither can ruff it (each follows to the suit or
        # holds no trump). Throwing it while another card can go is irrational, not careless
        # (Law 70 footnote) - for a claimer who forgot a trump too: it wins whatever he forgot.
        # A master an opponent may ruff, or of a suit they are out of (it wins only when its hand
        # is on lead), comes before it. A defender claimer's partner is free (70D2): he may misjudge
        # which of his winners is needed (he does not know what his partner claimed on: EBU TDs
        # forum 330/2590, partner throws the king he needed and keeps the ace).
        sure = not x.free and master and bool(oppS) and (
            trump is None or all(h & _SM[suit] or not h & _SM[trump] for h in (a, b)))
        # a defender claimer's partner is free (70D2): the suits his partner said are good bind
        # only the claimer's own hand
        cands.append((lo, 2 if sure else int(master), suit in x.rules.run_suits and not x.free))
    if not cands:
        held = x.hand & _SM[trump] if trump is not None else 0
        return [_lo(held)] if held else [_lo(x.hand)]
    for level in (0, 1, 2):
        for allow_stated in (False, True):
            pick = [c for c, rank, stated in cands if rank <= level and (allow_stated or not stated)]
            if pick:
                return pick
    return [c for c, _, _ in cands]  # pragma: no cover - the last pass allows every candidate


def _void(x: _Ctx, led: int) -> Choice:
    node, trump = x.node, x.rules.trump
    w_seat, w_card = _trick_winner_of(node.leader, node.trick, trump)
    partner_wins = (w_seat & 1) == (x.seat & 1)
    discards = _discards(x, led)
    trumps = x.hand & _SM[trump] if trump is not None and trump != led else 0
    if not trumps or trump is None:
        return Choice(_uniq(discards))
    last = len(node.trick) == 3
    oppS = x.opp & _SM[led]
    if partner_wins and not (x.rules.ruff_lead and not x.free):
        sure = last or (w_card // 13 == led and (not oppS or w_card > _hi(oppS)))
        if sure:
            return Choice(_uniq(discards))
    need = w_card if w_card // 13 == trump else -1
    cls = _classes(trumps, x.others)
    beat = [lo for lo, _ in cls if lo > need]
    if not beat:
        return Choice(_uniq(discards))
    if x.rules.ruff_lead and not x.free:  # "I can trump your lead": he ruffs it, as stated (70D1)
        return Choice((beat[0],), True) if len(beat) == 1 else Choice(_uniq(beat), True)
    oppT = x.opp & _SM[trump]
    master = [lo for lo in beat if not oppT or lo > _hi(oppT)]
    ruffs = [beat[0]] + ([master[0]] if master and not last else [])
    # partner's card may still be beaten: ruffing is the sure play; letting it run is a guess
    # (70E1) unless a finesse or a concession there was stated
    extra = discards if _conceding(x, led) or (partner_wins and _finesse(x, led)) else []
    return Choice(_uniq(ruffs + extra))


def _normal_cards(node: Node, seat: int, rules: Rules, best: Callable[[tuple[int, ...]], int],
                 *, free: bool = False) -> Choice:
    """The normal cards of the claimer's side for ``seat`` at ``node``.

    Args:
        node: the position.
        seat: the claimer or (declarer's claim) dummy; or a defender claimer's partner (``free``).
        rules: the claimer's statement and findings as :class:`Rules`.
        best: picks the best of several cards (double dummy) where the choice is technique or the
            layout is known (70E1 exception).
        free: ``seat`` is a defender claimer's partner: no plan; every normal alternative (70D2).

    Returns:
        A :class:`Choice` (never empty while ``seat`` holds a card).
    """
    x = _ctx(node, seat, rules, free)
    if not node.trick:
        choice = _lead(x, best)
    else:
        led = node.trick[0] // 13
        choice = _follow(x, led) if x.hand & _SM[led] else _void(x, led)
    majors, minors = rules.penalty[seat]
    if (majors | minors) & x.hand:  # a defender claimer's (or his partner's) penalty cards (50D1, 50C)
        allowed = cards_allowed_50D1(node, seat, rules)
        kept = tuple(c for c in choice.cards if allowed >> c & 1)
        if not kept:
            kept = tuple(lo for s in range(4) for lo, _ in _classes(allowed & _SM[s], x.others))
        return Choice(kept, choice.technique)
    return choice


def _can_ruff(a: int, b: int, trump: int, suit: int | None) -> bool:
    """One of the two hands holds a card of ``suit`` (any side suit when None) that the other,
    void in it, can ruff."""
    suits = [suit] if suit is not None else [s for s in range(4) if s != trump]
    return any(h & _SM[s] and not g & _SM[s] and g & _SM[trump] for s in suits for h, g in ((a, b), (b, a)))


def _step_done(step: PlanStep, hands: tuple[int, int, int, int], rules: Rules) -> bool:
    """True when the stated ``step`` has nothing left to do in this position (skipped)."""
    trump = rules.trump
    me = rules.claimer
    side = hands[me] | hands[me ^ 2]
    opp = hands[(me + 1) & 3] | hands[(me + 3) & 3]
    kind = step.kind
    if kind is StepKind.DRAW_TRUMPS:
        return trump is None or not opp & _SM[trump] or not side & _SM[trump]
    if kind is StepKind.CROSS_RUFF:
        return trump is None or not _can_ruff(hands[me], hands[me ^ 2], trump, None)
    s_ = _step_suit(step)
    if s_ is None:
        # a concession of no suit: done when neither hand holds a card an opponent can beat
        return kind is not StepKind.CONCEDE or not any(
            side & _SM[t] and _hi(opp & _SM[t]) > _hi(side & _SM[t]) for t in range(4))
    s = s_
    if kind is StepKind.RUN and step.card is not None:  # "I play the jack of diamonds": once played
        return not side >> step.card.index & 1
    if kind is StepKind.RUN:  # a stated suit is played until the side has none (70D1: literally)
        return not side & _SM[s]
    if kind is StepKind.RUFF:
        return trump is None or not _can_ruff(hands[me], hands[me ^ 2], trump, s)
    if kind is StepKind.CONCEDE:
        return not side & _SM[s]
    return True
