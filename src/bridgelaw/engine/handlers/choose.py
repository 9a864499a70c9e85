"""The ``choose`` handler: the non-offending side picks one option of the open offer; the
module of the offer's kind (:func:`bridgelaw.engine.offers.offer_kind`) carries the choice out."""

from __future__ import annotations

from bridgelaw.engine.offers import offer_kind
from bridgelaw.engine.state import Act
from bridgelaw.engine.work import Work
from bridgelaw.errors import ChoiceError, ChoiceRefusal
from bridgelaw.rulings import Ruling

__all__ = ["handle", "validate"]


def validate(w: Work, a: Act) -> None:
    """A ``choose`` must pick an option of the open offer, by a seat of the side it belongs to.

    Raises:
        ChoiceError: no offer is open, the seat may not choose, the option was not offered
            (``refusal`` says which of the three), or the offer's own check fails (a withdrawal
            by another player, a 50D2 choice moot).
    """
    e = a.event
    o = w.offer
    value = e.text or ""
    if o is None:
        raise ChoiceError(
            f"{e.by.letter} chooses {value!r}, but no choice is open: a 'choose' answers the latest "
            "ruling with outcome 'options' (a lead out of turn, a penalty card, a premature play)",
            refusal=ChoiceRefusal.NOT_OPEN,
            seat=e.by,
        )
    if e.by not in o.choosers:
        who = " or ".join(sorted(s.letter for s in o.choosers))
        raise ChoiceError(
            f"{e.by.letter} cannot choose under Law {o.law}: the choice belongs to {who} "
            "(the non-offending side)",
            refusal=ChoiceRefusal.NOT_CHOOSER,
            seat=e.by,
            law=o.law,
        )
    if value not in o.options and _over_withdrawal(w, a):
        return
    if value not in o.options:
        raise ChoiceError(
            f"{value!r} is not on offer under Law {o.law}; the options are: {', '.join(o.options)}",
            refusal=ChoiceRefusal.NOT_OFFERED,
            seat=e.by,
            law=o.law,
        )
    check = offer_kind(o).validate
    if check is not None:
        check(w, o, a)


def handle(w: Work, a: Act) -> list[Ruling]:
    """Carry out the choice (validated by :func:`validate`); the offer closes."""
    o = w.offer
    assert o is not None and a.event.text is not None
    if a.event.text not in o.options and _over_withdrawal(w, a):
        from bridgelaw.engine.offers import penalty_lead

        return penalty_lead.choose_over_withdrawal(w, a)
    w.offer = None
    return offer_kind(o).answer(w, o, a.event.text, a)


def _over_withdrawal(w: Work, a: Act) -> bool:
    """Declarer's 50D2/51B choice made while his side's withdrawal offer (62C1, 47D, 45D1) is
    open: it declines the withdrawal (:func:`bridgelaw.engine.offers.penalty_lead.chosen_over_withdrawal`)."""
    from bridgelaw.engine.offers import penalty_lead

    return penalty_lead.chosen_over_withdrawal(w, a.event.text or "", a.event.by)
