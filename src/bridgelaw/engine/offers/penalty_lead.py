"""The offer of Laws 50D2/51B: before the partner of a defender with a major penalty card
leads, declarer chooses to require or prohibit the lead of a suit of the penalty cards, or
neither; a lead made before he has chosen is a premature lead (a penalty card, Law 49)."""

from __future__ import annotations

from bridgelaw.engine.offers.lead import player
from bridgelaw.engine.state import Act
from bridgelaw.engine.work import Work
from bridgelaw.errors import ChoiceError
from bridgelaw.laws.law50 import lead as law50_lead
from bridgelaw.laws.law50.lead import LeadChoiceOffered, lead_options_50D2, lead_restrictions_50D2
from bridgelaw.laws.verdict import PenaltyLeadOffer, WithdrawOffer
from bridgelaw.rulings import Ruling

__all__ = [
    "after_withdrawal",
    "answer",
    "choose_over_withdrawal",
    "chosen_over_withdrawal",
    "intercept",
    "offer",
    "still_valid",
    "validate",
]


def still_valid(w: Work) -> None:
    """The penalty cards changed before declarer chose (another card exposed): the offer is
    withdrawn, to be made anew."""
    o = w.offer
    if isinstance(o, PenaltyLeadOffer) and tuple(lead_options_50D2(w.area, o.seat, w.table)) != o.options:
        w.offer = None
        offered = w.recall(LeadChoiceOffered)
        if offered is not None:
            w.remember(LeadChoiceOffered(offered.offered - {(o.trick, o.seat)}))


def offer(w: Work) -> list[Ruling] | None:
    """The defender to lead now has a partner with a major penalty card, and declarer has not
    been offered the choice in this trick: offer it (50D2/51B). None: no such offer."""
    t = w.table
    seat = t.turn
    offered = w.recall(LeadChoiceOffered)
    before = offered.offered if offered is not None else frozenset()
    if t.current_trick or (t.trick_number, seat) in before:
        return None
    opts = tuple(lead_options_50D2(w.area, seat, t))
    if not opts:
        return None
    w.remember(LeadChoiceOffered(before | {(t.trick_number, seat)}))
    return w.carry_out(law50_lead.lead_choice_offer_50D2(seat, w.area, opts, declarer=t.declarer))


def intercept(w: Work, o: PenaltyLeadOffer, a: Act) -> list[Ruling] | None:
    """50D2: the defender concerned leads before declarer has chosen: not played, a penalty
    card (Law 49); declarer still chooses. None: another act."""
    seat = player(w, a)
    if seat is None or w.table.current_trick or seat != o.seat:
        return None
    card = a.event.card
    assert card is not None
    v = law50_lead.premature_lead_50D2(
        seat, card, area=w.area, edition=w.edition, regulations=w.regulations
    )
    return w.carry_out(v)


def validate(w: Work, o: PenaltyLeadOffer, a: Act) -> None:
    """The option must still be possible (the defender about to lead, the same penalty cards).

    Raises:
        ChoiceError: it is not.
    """
    value = a.event.text or ""
    if value not in lead_options_50D2(w.area, o.seat, w.table):
        raise ChoiceError(
            f"{value!r} is no longer possible under Law {o.law}: {o.seat.letter} is not about to lead "
            "or the penalty cards have changed",
            seat=a.event.by,
            law=o.law,
        )


def answer(w: Work, o: PenaltyLeadOffer, option: str, a: Act) -> list[Ruling]:
    """50D2/51B: declarer's choice puts its lead restriction in force."""
    (r,) = w.carry_out(lead_restrictions_50D2(w.area, o.seat, option, w.table))
    return [law50_lead.lead_option_chosen_50D2(r, option)]


def _due_after_withdrawal(w: Work) -> tuple[str, ...]:
    """The 50D2/51B options due once declarer's side has answered an open withdrawal offer (62C1,
    47D, 45D1): the trick is complete and the defender to lead has a partner with a major penalty
    card (a revoke corrected at the fourth card leaves one; td_review_18 02). Empty: none due."""
    o = w.offer
    t = w.table
    if not isinstance(o, WithdrawOffer) or t.declarer not in o.choosers or t.current_trick or t.is_over:
        return ()
    offered = w.recall(LeadChoiceOffered)
    if offered is not None and (t.trick_number, t.turn) in offered.offered:
        return ()
    if w.role(t.turn) != "defender":
        return ()
    return tuple(lead_options_50D2(w.area, t.turn, t))


def after_withdrawal(w: Work) -> list[Ruling]:
    """50D2/51B beside an open withdrawal offer: the options ruling is given now (declarer's choice
    of the lead is due as soon as his side leaves its cards as they are), the offer itself opens
    when declarer answers it by a ``choose`` (:func:`chosen_over_withdrawal`) or after his side has
    withdrawn and played again (then it is offered anew if still due). Nothing when none is due."""
    opts = _due_after_withdrawal(w)
    if not opts:
        return []
    t = w.table
    v = law50_lead.lead_choice_offer_50D2(t.turn, w.area, opts, declarer=t.declarer)
    return list(v.rulings)


def chosen_over_withdrawal(w: Work, value: str, by: object) -> bool:
    """Whether ``value`` (chosen by ``by``) is a 50D2/51B option due beside the open withdrawal
    offer: choosing it declines the withdrawal (the cards stay as played)."""
    return by == w.table.declarer and value in _due_after_withdrawal(w)


def choose_over_withdrawal(w: Work, a: Act) -> list[Ruling]:
    """Declarer answers the 50D2/51B choice while his withdrawal offer is open: the withdrawal is
    declined (not withdrawing is the default), the 50D2/51B offer opens and his choice answers it."""
    w.offer = None
    offer(w)
    o = w.offer
    assert isinstance(o, PenaltyLeadOffer) and a.event.text is not None
    w.offer = None
    return answer(w, o, a.event.text, a)
