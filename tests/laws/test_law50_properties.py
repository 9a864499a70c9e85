"""Property tests (hypothesis) for the penalty-card restrictions of Laws 50-51 on a Table.

With random deals, random penalty cards for the defenders, random declarer choices when the
owner's partner gains the lead, and random legal play under the restrictions:

* 44C outranks everything: when the player holds the suit led, every legal card is of that
  suit, and there is always at least one legal card (Law 59);
* the restrictions are honoured whenever they can be: a playable major penalty card must be
  played (50D1, several: declarer's choice among them, 51A), a minor one forbids the other
  low cards of its suit (50C), a lead requirement/prohibition binds the partner's lead
  (50D2(a), 51B), the lead restriction taking precedence over the penalty card (50D1(c)).
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgelaw.cards import ALL_CARDS, SUIT_MASKS, Card, Contract, Deal, Denomination, Hand, Seat
from bridgelaw.editions import Edition
from bridgelaw.laws.law50 import (
    LeadRestriction,
    PenaltyCardArea,
    penalty_class_50B,
)
from bridgelaw.laws.law50.lead import lead_options_50D2, lead_restrictions_50D2
from bridgelaw.laws.verdict import PickUp, Restrict
from bridgelaw.regulations import Regulations
from bridgelaw.table import Restriction, Table

REGS = Regulations()


def _expected(table: Table, seat: Seat, area: PenaltyCardArea, leads: list[LeadRestriction]) -> set[Card]:
    """The cards the Laws allow, computed clause by clause (independently of Table)."""
    hand = set(table.hand(seat))
    led = table.suit_led
    cand = {x for x in hand if x.suit == led} if led is not None else set()
    if not cand:
        cand = set(hand)  # 44A / 44D
    for lr in leads:  # 50D2(a)/51B, before the penalty cards (50D1(c))
        if lr.seat == seat and lr.applies(table):
            n = {x for x in cand if (x.suit == lr.suit) == (lr.kind == "require")}
            if n:
                cand = n  # otherwise Law 59
    majors = {m for m in area.majors(seat) if m in cand}
    if majors:
        return majors  # 50D1(a); 51A declarer designates among them
    for m in area.minors(seat):
        if m in hand:
            n = {x for x in cand if not (x.suit == m.suit and not x.rank.is_honour and x is not m)}
            if n:
                cand = n  # 50C
    return cand


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    perm=st.permutations(range(52)),
    denom=st.sampled_from(list(Denomination)),
    declarer=st.sampled_from(list(Seat)),
    data=st.data(),
)
def test_50_51_restrictions_on_random_play(perm: list[int], denom: Denomination, declarer: Seat,
                                           data: st.DataObject) -> None:
    hands = [Hand([ALL_CARDS[i] for i in perm[13 * k:13 * k + 13]]) for k in range(4)]
    deal = Deal((hands[0], hands[1], hands[2], hands[3]))
    contract = Contract.parse(f"1{denom.letter}", declarer)
    table = Table(deal, contract)
    area = PenaltyCardArea()
    for d in (declarer.lho, declarer.rho):
        held = sorted(deal[d])
        for idx in data.draw(st.lists(st.integers(0, 12), max_size=3, unique=True), label=f"pc {d.letter}"):
            card = held[idx]
            how = data.draw(st.sampled_from(["unintended", "deliberate"]), label="how")
            kind = penalty_class_50B(card, d, area, how=how, edition=Edition.E2017, regulations=REGS)
            area = area.add(card, d, kind)
    leads: list[LeadRestriction] = []
    while not table.is_over:
        seat = table.turn
        if not table.current_trick:
            opts = lead_options_50D2(area, seat, table)
            if opts:
                choice = data.draw(st.sampled_from(opts), label="declarer's option")
                for e in lead_restrictions_50D2(area, seat, choice, table).effects:
                    if isinstance(e, PickUp):
                        area = area.pick_up_suit(e.seat, e.suit)
                    elif isinstance(e, Restrict) and isinstance(e.restriction, LeadRestriction):
                        leads.append(e.restriction)
        rs: list[Restriction] = [*leads, *area.restrictions()]
        table.restrictions = rs
        legal = table.legal_cards()
        assert legal, "Law 59: there is always a legal card"
        hand_mask = table.hand(seat).mask
        led = table.suit_led
        if led is not None and hand_mask & SUIT_MASKS[led]:
            assert all(x.suit == led for x in legal), "44C outranks every restriction"
        assert set(legal) == _expected(table, seat, area, leads)
        card = data.draw(st.sampled_from(legal), label="play")
        table.play(card)
        area = area.after_play(seat, card)
    assert len(table.tricks) == 13
