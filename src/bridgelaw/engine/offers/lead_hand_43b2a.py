"""The offer of Law 43B2(a): dummy, having lost his rights, warned declarer not to lead from
the wrong hand; either defender chooses the hand from which declarer leads. A card played
before the choice closes the offer (``step._close_moot_offer``)."""

from __future__ import annotations

from bridgelaw.engine.state import Act
from bridgelaw.engine.work import Work
from bridgelaw.laws import law42_43
from bridgelaw.laws.verdict import LeadHandOffer
from bridgelaw.rulings import Ruling

__all__ = ["answer"]


def answer(w: Work, o: LeadHandOffer, option: str, a: Act) -> list[Ruling]:
    """43B2(a): the chosen hand leads to the new trick (the table's leader becomes that hand
    when it is not the hand that won the last trick). Raises nothing (the option was offered)."""
    t = w.table
    hand, r = law42_43.lead_hand_chosen_43B2a(option, declarer=t.declarer, chooser=a.event.by,
                                              edition=w.edition)
    if not t.current_trick and not t.is_over and t.turn != hand:
        t.accept_lead_out_of_turn(hand)
    return [r]

