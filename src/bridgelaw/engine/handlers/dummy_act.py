"""The handler of dummy's acts of Laws 42-43 (``dummy_asks``, ``dummy_warns``,
``dummy_draws_attention``, ``dummy_calls_director``, ``dummy_looks``, ``dummy_says``): the
table's facts are summed up as a :class:`~bridgelaw.laws.law42_43.DummyState`, the Law module
rules, and what it keeps (rights lost under 43A2, who asked or drew attention first) goes into
the frozen state (``TableState.dummy``). No card moves: the 43B consequences are reported as
rulings (``options``/``withdrawn``/``director``) for the director to carry out."""

from __future__ import annotations

from dataclasses import replace

from bridgelaw.engine.state import Act
from bridgelaw.engine.work import Work
from bridgelaw.laws.law42_43 import DummyState, parse_dummy_event, rule_dummy_event, state_after
from bridgelaw.rulings import Ruling
from bridgelaw.table import Table

__all__ = ["declarer_showed_out", "handle"]


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


def handle(w: Work, a: Act) -> list[Ruling]:
    """Rule on dummy's act ``a.event`` (Laws 42-43) and keep its consequences in ``w.dummy``.

    Raises:
        ValueError: the act is not dummy's (validate refuses that before, as NotYourTurnError).
    """
    t = w.table
    ev = parse_dummy_event(a.event.to_json())
    kept = w.dummy if w.dummy is not None else DummyState(t.declarer)
    st = replace(
        kept,
        declarer=t.declarer,
        play_over=t.is_over,
        declarer_showed_out=declarer_showed_out(t),
        director_present=bool(a.findings.get("director_present")),
        attention_drawn=kept.attention_drawn or bool(a.findings.get("attention_drawn")),
    )
    out = rule_dummy_event(ev, st, w.edition)
    w.dummy = state_after(ev, st, out)
    return out
