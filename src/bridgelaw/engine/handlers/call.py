"""The ``call`` handler: a player calls the director (attention is drawn to an irregularity,
Law 9B1; ``revoke``: to a possible revoke, 61B). Any seat, at any time, play over included.

A call by declarer or a defender rules nothing by itself: the director is summoned and answers
(a ``finding`` on the call, or what he records). It is kept in the state for Laws 42-43 - once
another player has drawn attention to an irregularity, dummy may call the director too
(43A1(a): ``DummyState.attention_drawn``, Laws 42-43's memory). Dummy's own call is ruled as
``dummy_calls_director`` (43A1(a): during play, unless another player drew attention first, an
irregularity of dummy's).
"""

from __future__ import annotations

from dataclasses import replace

from bridgelaw.engine.state import Act
from bridgelaw.engine.work import Work
from bridgelaw.laws.law42_43 import DummyState
from bridgelaw.record import EventKind
from bridgelaw.rulings import Ruling

__all__ = ["handle"]


def handle(w: Work, a: Act) -> list[Ruling]:
    """Rule on ``a.event.by`` calling the director: dummy's call as his act of 43A1(a), anyone
    else's marks attention as drawn (no ruling)."""
    if a.role == "dummy":
        from bridgelaw.engine.handlers import dummy_act

        as_dummy = replace(a.event, kind=EventKind.DUMMY_CALLS_DIRECTOR, text="true")
        return dummy_act.handle(w, Act(as_dummy, a.findings, a.role))
    kept = w.recall(DummyState) or DummyState(w.table.declarer)
    w.remember(replace(kept, attention_drawn=True))
    return []
