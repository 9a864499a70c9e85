"""Law 70, properties on random positions (hypothesis): the proposal never gives the claimer more
than the double-dummy result nor more than he claimed; a claim of top winners only, with no
trump outstanding, is never adjudicated below the claim."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgelaw.cards import ALL_CARDS, Card, Contract, Deal, Hand, Seat, Suit
from bridgelaw.double_dummy import dd_remaining_tricks
from bridgelaw.laws.law70.adjudicate import claim_adjudicated_70
from bridgelaw.table import Table

STATEMENTS = [None, "drawing trumps", "all mine", "the clubs are good", "cross-ruff", "conceding a spade",
              "I'll take the heart finesse", "ruff a diamond", "blah blah", "playing from the top"]
#: A small budget keeps each case quick; the properties hold at any budget.
BUDGET = 2_000


def _position(seed: int, played_tricks: int) -> tuple[Table, random.Random]:
    rng = random.Random(seed)
    cards = list(ALL_CARDS)
    rng.shuffle(cards)
    deal = Deal((Hand(cards[0:13]), Hand(cards[13:26]), Hand(cards[26:39]), Hand(cards[39:52])))
    t = Table(deal, Contract.parse(f"{rng.randint(1, 7)}{rng.choice(['S', 'H', 'D', 'C', 'NT'])}",
                                   Seat(rng.randrange(4))))
    for _ in range(played_tricks * 4 + rng.randrange(4)):
        t.play(rng.choice(t.legal_cards()))
    return t, rng


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**9), st.integers(6, 11))
def test_70A_property_never_above_double_dummy_nor_the_claim(seed: int, played: int) -> None:
    t, rng = _position(seed, played)
    claimer = Seat(rng.randrange(4))
    a = claim_adjudicated_70(t, claimer, "all" if rng.random() < 0.5 else 0, statement=rng.choice(STATEMENTS),
                             lang="en", budget=BUDGET)
    if a.claimed:  # "all" (0 is a concession of everything: nothing to cap)
        assert a.awarded <= a.claimed
    assert a.awarded <= a.double_dummy == dd_remaining_tricks(t, claimer)
    assert 0 <= a.awarded <= a.remaining
    # the line is a legal play of the position to the end
    if a.line:
        copy = t.copy()
        for seat, card in a.line:
            copy.play(card, seat)
        assert copy.is_over


def _top_winners(seed: int, k: int) -> tuple[Table, Seat]:
    """``k`` cards each; the claimer, on lead, holds only cards higher than every other card
    left in their suits; no trump is outstanding (no trump, or a suit the others do not hold)."""
    rng = random.Random(seed)
    cards = list(ALL_CARDS)
    rng.shuffle(cards)
    pool = sorted(cards[:4 * k], key=lambda c: c.index)
    mine: list[Card] = []
    for _ in range(k):
        suit = rng.choice(sorted({c.suit for c in pool}))
        top = max(c for c in pool if c.suit == suit)
        pool.remove(top)
        mine.append(top)
    rng.shuffle(pool)
    claimer = Seat(rng.randrange(4))
    hands: dict[Seat, Hand] = {claimer: Hand(mine)}
    for i, seat in enumerate(s for s in Seat if s != claimer):
        hands[seat] = Hand(pool[i * k:(i + 1) * k])
    others = {c.suit for s, h in hands.items() if s != claimer.partner and s != claimer for c in h}
    free = [s for s in Suit if s not in others]
    trump = rng.choice(["NT", *(s.letter for s in free)])
    declarer = rng.choice([claimer, claimer.lho])  # the claimer is declarer or a defender
    t = Table.from_position(Contract.parse(f"3{trump}", declarer), hands, leader=claimer)
    return t, claimer


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**9), st.integers(1, 7), st.sampled_from(STATEMENTS))
def test_70A_property_a_claim_of_top_winners_with_no_trump_out_stands(seed: int, k: int,
                                                                       statement: str | None) -> None:
    t, claimer = _top_winners(seed, k)
    a = claim_adjudicated_70(t, claimer, "all", statement=statement, lang="en", budget=BUDGET)
    assert a.claim_stands and a.awarded == k == a.double_dummy
