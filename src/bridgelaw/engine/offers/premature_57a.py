"""The offer of Law 57A: a defender played before his partner; declarer chooses what the
partner must play (the highest or lowest card of the suit led, or a card of another suit)."""

from __future__ import annotations

from bridgelaw.cards import Card
from bridgelaw.engine.state import Act
from bridgelaw.engine.work import Work
from bridgelaw.laws import law57, law60
from bridgelaw.laws.verdict import PrematurePlayOffer
from bridgelaw.rulings import Ruling

__all__ = ["answer", "forfeited"]


def answer(w: Work, o: PrematurePlayOffer, option: str, a: Act) -> list[Ruling]:
    """57A: declarer's choice becomes a restriction on the partner's play to this trick."""
    return w.carry_out(law57.premature_play_choice_57A(option, o.seat, o.trick))


def forfeited(w: Work, o: PrematurePlayOffer, played: Card) -> list[Ruling]:
    """60A1: the declaring side played ``played`` while the 57A choice was open: the choice is
    forfeited (:func:`law60.choice_forfeited_60A1`); the offender's card stays a major
    penalty card. Returns the one ruling; the offer is already closed by the caller."""
    assert o.card is not None
    return [law60.choice_forfeited_60A1(o.seat.partner, o.card, played=played, edition=w.edition)]
