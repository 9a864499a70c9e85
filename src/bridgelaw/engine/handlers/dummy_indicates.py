"""The ``dummy_indicates`` handler: dummy touches or indicates a card on his own (45F; also
dummy's own ``touch`` and ``hold``): no card is played."""

from __future__ import annotations

from bridgelaw.engine.state import Act
from bridgelaw.engine.work import Work
from bridgelaw.laws.law45 import dummy as law45_dummy
from bridgelaw.rulings import Ruling

__all__ = ["handle"]


def handle(w: Work, a: Act) -> list[Ruling]:
    """Rule on dummy indicating ``a.event.card``."""
    assert a.event.card is not None
    v = law45_dummy.indicated_by_dummy_45F(
        a.event.card,
        dummy=w.table.dummy,
        suggestion=bool(a.findings.get("suggestion")),
        trick=w.table.trick_number,
        edition=w.edition,
    )
    return w.carry_out(v)
