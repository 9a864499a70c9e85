"""The offer after a lead out of turn (Laws 53-56): the offender's opponents accept the lead
or require its retraction (54: declarer may also spread his hand and become dummy); a card
played while the offer is open may answer it (53A by the next hand, 53B the proper lead, 53C)."""

from __future__ import annotations

from dataclasses import replace

from bridgelaw.cards import Seat
from bridgelaw.engine.state import Act
from bridgelaw.engine.work import Work
from bridgelaw.laws.verdict import LeadOutOfTurnOffer
from bridgelaw.record import EventKind
from bridgelaw.rulings import Ruling

__all__ = ["answer", "intercept", "player"]


def answer(w: Work, o: LeadOutOfTurnOffer, option: str, a: Act) -> list[Ruling]:
    """53A/54/55/56, at any trick: the lead out of turn is accepted, refused, or (54A) declarer
    becomes dummy - as :func:`law53.lead_out_of_turn_chosen_53A` decides; the engine carries
    its verdict out (the cards that follow an accepted lead are noted in ``extra["then"]``)."""
    from bridgelaw.laws import law53  # here: only an incident with a lead out of turn needs it

    t = w.table
    card = o.card
    assert card is not None
    v = law53.lead_out_of_turn_chosen_53A(
        option,
        lead=o.lead,
        law=o.law,
        seat=o.seat,
        card=card,
        by=a.event.by,
        declarer=t.declarer,
        proper_leader=o.proper_leader,
        edition=w.edition,
    )
    w.lead_notes = []
    out = w.carry_out(v)
    if w.lead_notes:
        out[0] = replace(out[0], extra={**out[0].extra, "then": w.lead_notes})
    return out


def intercept(w: Work, o: LeadOutOfTurnOffer, a: Act) -> list[Ruling] | None:
    """A card played while the acceptance of a lead out of turn is open: 53B the proper lead,
    53A acceptance by the next hand, 53C declarer's lead followed by the defender on its right.
    None: not one of these (the play is ruled as usual)."""
    from bridgelaw.engine.position import premature
    from bridgelaw.laws import law53

    t = w.table
    seat = player(w, a)
    if seat is None or t.current_trick:
        return None
    card = a.event.card
    assert card is not None
    offender = o.seat
    lead = o.card
    if lead is None or seat == offender:
        return None
    if seat.same_side(offender):
        # the offender's partner (the proper leader at 54/56) leads before declarer chose: 60C,
        # ruled in the position (engine.position._partner_faces_before_choice)
        return None
    if seat == o.proper_leader and t.turn == seat:
        w.offer = None
        r = law53.proper_lead_53B(offender, lead, seat, declarer=t.declarer, edition=w.edition)
        if r.extra.get("penalty") == "major":
            w.add_penalty(lead, offender, "major")
        notes = w.put(seat, card)
        return [replace(r, card=card, extra={**r.extra, **({"then": notes} if notes else {})})]
    if seat == offender.lho:
        w.offer = None
        t.accept_lead_out_of_turn(offender)
        w.put(offender, lead)
        notes = w.put(seat, card)
        r = law53.lead_accepted_by_play_53A(offender, lead, seat)
        return [replace(r, card=card, extra={"accepted": f"{offender.letter}:{lead}", "then": notes})]
    if offender.same_side(t.declarer) and seat == offender.rho:
        w.offer = None
        t.accept_lead_out_of_turn(offender)
        w.put(offender, lead)
        r = law53.declarer_lead_stands_53C(lead, seat, edition=w.edition)
        return [replace(r, seat=offender, card=lead), *premature(w, seat, card, "defender")]
    return None


def player(w: Work, a: Act) -> Seat | None:
    """Whose card a ``play`` is (dummy's when declarer plays a dummy card); None: not a play."""
    e = a.event
    if e.kind is not EventKind.PLAY:
        return None
    t = w.table
    return t.dummy if a.role == "declarer" and e.card in t.hand(t.dummy) else e.by
