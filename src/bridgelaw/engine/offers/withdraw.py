"""The offer of 47D (after a 45C4(b) change), 45D1 and 62C1: a player of the non-offending side
withdraws a card he played after the irregularity and plays again in turn; the cards played
after it go back meanwhile and are played again after his new card."""

from __future__ import annotations

from dataclasses import replace

from bridgelaw.cards import Card
from bridgelaw.engine.state import Act
from bridgelaw.engine.work import Work
from bridgelaw.errors import ChoiceError
from bridgelaw.laws import law47
from bridgelaw.laws.verdict import WithdrawalAfter, WithdrawOffer
from bridgelaw.rulings import Ruling

__all__ = ["answer", "validate"]


def validate(w: Work, o: WithdrawOffer, a: Act) -> None:
    """Only the player who played the card (declarer for dummy's card) may withdraw it.

    Raises:
        ChoiceError: the card is another player's, or no longer on the table.
    """
    t = w.table
    card = Card.parse((a.event.text or "").partition(":")[2])
    owner = w.played_by(card)
    chooser = t.declarer if owner == t.dummy else owner
    if owner is None or chooser != a.event.by:
        whose = f"{owner.letter}'s card" if owner is not None else "no longer on the table"
        raise ChoiceError(
            f"{a.event.by.letter} cannot withdraw {card} under Law {o.law}: it is {whose}; only the "
            "player who played it (declarer for dummy's card) may withdraw it",
            seat=a.event.by,
            law=o.law,
        )


def answer(w: Work, o: WithdrawOffer, option: str, a: Act) -> list[Ruling]:
    """The owner withdraws the card; it goes back to his hand without further rectification
    (tagged Law 16C/16D), the cards played after it go back meanwhile, and he plays again."""
    card = Card.parse(option.partition(":")[2])
    t = w.table
    seat = w.played_by(card)
    assert seat is not None
    at = next(i for i, (s, c) in enumerate(t.plays) if c is card)
    held = w.rollback(at)[1:]
    if o.after is WithdrawalAfter.REVOKE_OFFENDER:
        # 62C2: the offending side's card - a defender's becomes a penalty card
        from bridgelaw.laws import law62

        w.start_withdrawal(seat, o.law, held, replace(o, options=()))
        return w.carry_out(law62.offender_withdraws_62C2(
            seat, card, o.law, defender=w.role(seat) == "defender",
            held=[f"{s.letter}:{c}" for s, c in held]))
    wd = w.withdraw(seat, card, o.law, o.offender)
    rest = tuple(x for x in o.options if x != f"withdraw:{card}")
    w.start_withdrawal(seat, o.law, held, replace(o, options=rest))
    return [
        law47.withdrawal_after_irregularity_47D(
            seat, card, o.law, after=o.after, info=wd.info, held=[f"{s.letter}:{c}" for s, c in held],
            edition=w.edition
        )
    ]
