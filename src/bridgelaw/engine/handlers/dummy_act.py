"""The handler of dummy's acts of Laws 42-43 (``dummy_asks``, ``dummy_warns``,
``dummy_draws_attention``, ``dummy_calls_director``, ``dummy_looks``, ``dummy_says``): the
table's facts are summed up as a :class:`~bridgelaw.laws.law42_43.DummyState`, the Law module
rules (:func:`~bridgelaw.laws.law42_43.dummy_act_verdict_43`), and what it keeps (rights lost
under 43A2, who asked or drew attention first, a 43B2(b) revoke Law 64 treats as established)
is Laws 42-43's memory (``TableState.recall(DummyState)``). No card moves here: the 43B2(a) choice is an
offer (``engine/offers/lead_hand_43b2a.py``), and declarer's substitute card after 43B2(b) is his
next play, which corrects the revoke (62B2, ``engine/revoke.py``)."""

from __future__ import annotations

import sys
from dataclasses import replace

from bridgelaw.cards import Card, Seat, Suit
from bridgelaw.engine.state import Act
from bridgelaw.engine.work import Work
from bridgelaw.laws.law42_43 import (
    DummyState,
    dummy_act_verdict_43,
    parse_dummy_event,
)
from bridgelaw.laws.verdict import LeadOutOfTurnOffer
from bridgelaw.rulings import Ruling
from bridgelaw.table import Table

__all__ = ["declarer_revoke", "declarer_showed_out", "handle", "lead_due"]


def declarer_showed_out(t: Table) -> bool:
    """Whether the latest card from declarer's own hand, in the current trick (or, when it is
    empty, the last one), is of another suit than the suit led (42B1: "when he fails to follow
    suit"). Returns False when declarer has not played to that trick or led it."""
    cards = t.current_trick
    if not cards and t.last_trick is not None:
        cards = list(t.last_trick.cards)
    if not cards:
        return False
    led = cards[0][1].suit
    return any(s == t.declarer and c.suit != led for s, c in cards[1:])


def lead_due(t: Table) -> Seat | None:
    """The hand of declarer's side to lead to a new trick now (43B2(a)), or None: a trick is in
    progress, play is over, or a defender is on lead."""
    if t.is_over or t.current_trick or not t.turn.same_side(t.declarer):
        return None
    return t.turn


def declarer_revoke(w: Work) -> tuple[bool | None, tuple[int, Seat, Card, Suit] | None]:
    """43B2(b)'s fact: whether declarer's play asked about is a revoke. (True, the revoke) when
    the table holds a revoke of declarer's not yet established; (False, None) when declarer's
    hand is fully known (so the table would have marked a revoke); (None, None) otherwise."""
    t = w.table
    found = w.correctable_revoke(t.declarer)
    if found is not None:
        rv = next(r for r in reversed(t.revokes) if r.seat == t.declarer and r.card is found[1])
        return True, (rv.trick, rv.seat, rv.card, rv.suit_led)
    return (None if t.is_partial(t.declarer) else False), None


def _claim_stands(w: Work) -> bool:
    """68D: a claim or concession stopped play (dummy may then call the director, 43A1(a) being
    about play in progress); Law 68 is imported only once a claim was made in this process."""
    if "bridgelaw.laws.law68" not in sys.modules:
        return False
    from bridgelaw.laws.law68 import ClaimMemory

    kept = w.recall(ClaimMemory)
    return kept is not None and kept.play_ceased


def _wrong_hand_led(w: Work) -> bool:
    """Declarer has led from the wrong hand and the defenders have not yet chosen (55A): the
    open offer is a lead out of turn by declarer's side."""
    o = w.offer
    return isinstance(o, LeadOutOfTurnOffer) and o.seat.same_side(w.table.declarer)


def handle(w: Work, a: Act) -> list[Ruling]:
    """Rule on dummy's act ``a.event`` (Laws 42-43), carry out its verdict (the 43B2(a) offer)
    and keep its consequences (Laws 42-43's memory, :class:`DummyState`).

    Raises:
        ValueError: the act is not dummy's (validate refuses that before, as NotYourTurnError).
    """
    t = w.table
    ev = parse_dummy_event(a.event.to_json())
    kept = w.recall(DummyState) or DummyState(t.declarer)
    revoked, revoke_at = declarer_revoke(w)
    st = replace(
        kept,
        declarer=t.declarer,
        play_over=t.is_over,
        play_stopped=_claim_stands(w),
        declarer_showed_out=declarer_showed_out(t),
        director_present=bool(a.findings.get("director_present")),
        attention_drawn=kept.attention_drawn or bool(a.findings.get("attention_drawn")),
        lead_due=lead_due(t),
        lead_known=True,
        declarer_revoke=revoked,
        revoke_at=revoke_at,
        wrong_hand_led=_wrong_hand_led(w),
    )
    return w.carry_out(dummy_act_verdict_43(ev, st, w.edition))
