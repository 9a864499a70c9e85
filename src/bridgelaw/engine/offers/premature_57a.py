"""The offer of Law 57A: a defender played before his partner; declarer chooses what the
partner must play (the highest or lowest card of the suit led, or a card of another suit)."""

from __future__ import annotations

from bridgelaw.engine.state import Act, OpenChoice
from bridgelaw.engine.work import Work
from bridgelaw.laws import law57_58
from bridgelaw.rulings import Ruling

__all__ = ["answer"]


def answer(w: Work, o: OpenChoice, option: str, a: Act) -> list[Ruling]:
    """57A: declarer's choice becomes a restriction on the partner's play to this trick."""
    return w.carry_out(law57_58.law57A_choice(option, o.seat, o.trick))
