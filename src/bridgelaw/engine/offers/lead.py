"""The offer after a lead out of turn (Laws 53-56): the offender's opponents accept the lead
or require its retraction (54: declarer may also spread his hand and become dummy); a card
played while the offer is open may answer it (53A by the next hand, 53B the proper lead, 53C)."""

from __future__ import annotations

from dataclasses import replace

from bridgelaw.cards import Card, Seat
from bridgelaw.engine.position import premature
from bridgelaw.engine.state import Act, OpenChoice
from bridgelaw.engine.work import Work
from bridgelaw.laws import law53_58
from bridgelaw.record import EventKind
from bridgelaw.rulings import Ruling

__all__ = ["answer", "intercept", "player"]


def answer(w: Work, o: OpenChoice, option: str, a: Act) -> list[Ruling]:
    """53A/54/55/56: the lead out of turn is accepted, refused, or (54A) declarer becomes dummy."""
    t = w.table
    card = o.card
    assert card is not None and o.proper_leader is not None
    if o.law.startswith("54"):
        r = law53_58.law54_result(option, o.seat, card, declarer=t.declarer, proper_leader=o.proper_leader)
        if option == "spread_hand":
            _become_dummy(w)
        if option in ("accept_lead", "spread_hand"):
            return [_accept(w, o.seat, card, r)]
        w.add_penalty(card, o.seat, "major")
        return [r]
    if option == "accept_lead":
        return [_accept(w, o.seat, card, law53_58.law53A_accepted(o.seat, card, a.event.by))]
    if o.law == "56":
        w.add_penalty(card, o.seat, "major")
        return [law53_58.law56_refused(o.seat, card, proper_leader=o.proper_leader)]
    r = law53_58.law55B_retraction(
        card, seat=o.seat, proper_leader=o.proper_leader, declarer=t.declarer, edition=w.edition
    )
    offender = w.offender_after_correction()
    wd = w.withdraw(o.seat, card, r.law, offender or t.declarer)
    return [replace(r, info=wd.info)]


def _accept(w: Work, seat: Seat, card: Card, r: Ruling) -> Ruling:
    """A lead out of turn accepted: ``seat`` leads ``card`` (53A)."""
    w.table.accept_lead_out_of_turn(seat)
    notes = w.put(seat, card)
    return replace(r, extra={**r.extra, "then": notes}) if notes else r


def _become_dummy(w: Work) -> None:
    """54A: declarer spreads his hand and becomes dummy - his partner is declarer. Only at the
    opening lead, so the table is rebuilt from the setup with the other declarer."""
    old = w.table
    contract = replace(old.contract, declarer=old.dummy)
    table = replace(w.ctx.setup, contract=contract).table()
    table.restrictions = list(old.restrictions)
    w.table = table


def intercept(w: Work, o: OpenChoice, a: Act) -> list[Ruling] | None:
    """A card played while the acceptance of a lead out of turn is open: 53B the proper lead,
    53A acceptance by the next hand, 53C declarer's lead followed by the defender on its right.
    None: not one of these (the play is ruled as usual)."""
    t = w.table
    seat = player(w, a)
    if seat is None or t.current_trick:
        return None
    card = a.event.card
    assert card is not None
    offender = o.seat
    lead = o.card
    if lead is None or seat == offender or seat.same_side(offender) or o.law == "54E":
        return None
    if seat == o.proper_leader and t.turn == seat:
        w.offer = None
        r = law53_58.law53B_proper_lead(offender, lead, seat, declarer=t.declarer, edition=w.edition)
        if r.extra.get("penalty") == "major":
            w.add_penalty(lead, offender, "major")
        notes = w.put(seat, card)
        return [replace(r, card=card, extra={**r.extra, **({"then": notes} if notes else {})})]
    if seat == offender.lho:
        w.offer = None
        t.accept_lead_out_of_turn(offender)
        w.put(offender, lead)
        notes = w.put(seat, card)
        r = law53_58.law53A_accepted_by_play(offender, lead, seat)
        return [replace(r, card=card, extra={"accepted": f"{offender.letter}:{lead}", "then": notes})]
    if offender.same_side(t.declarer) and seat == offender.rho:
        w.offer = None
        t.accept_lead_out_of_turn(offender)
        w.put(offender, lead)
        r = law53_58.law53C_declarer_lead_stands(lead, seat, edition=w.edition)
        return [replace(r, seat=offender, card=lead), *premature(w, seat, card, "defender")]
    return None


def player(w: Work, a: Act) -> Seat | None:
    """Whose card a ``play`` is (dummy's when declarer plays a dummy card); None: not a play."""
    e = a.event
    if e.kind is not EventKind.PLAY:
        return None
    t = w.table
    return t.dummy if a.role == "declarer" and e.card in t.hand(t.dummy) else e.by
