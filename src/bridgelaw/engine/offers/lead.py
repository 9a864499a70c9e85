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
    if a.event.kind in (EventKind.SAY, EventKind.POINT):
        return None  # 53A by declarer's words or point: the step's rule (dummy_card_accepts_53A)
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


def dummy_card_accepts_53A(w: Work, o: LeadOutOfTurnOffer, a: Act) -> bool:
    """53A (2017: "or if a card is played from the hand next in rotation to the irregular lead";
    2007/1997: "if the player next in rotation plays to the irregular lead"): a defender led out
    of turn, dummy is the hand next in rotation, and declarer names a card of dummy's (``say``:
    read on the position with the lead accepted, 45C4(a)/46) or points at one (``point``, by
    option ``O-POINTING``): the card is played to the lead, which is accepted
    (:func:`accept_for_dummys_card_53A`, then the act is ruled as usual and
    :func:`ruled_as_accepted_53A`; the step does the three). False: not such an act (words that
    play no card, a turn statement, a point that is nothing, another hand next in rotation, a
    45D or 62A correction, a 45C4(b) change) - the act is ruled as usual."""
    from bridgelaw.designation.parser import parse_designation
    from bridgelaw.designation.utterance import is_turn_statement
    from bridgelaw.errors import DesignationError
    from bridgelaw.laws import law45
    from bridgelaw.laws.law45 import play as law45_play
    from bridgelaw.rulings import Outcome

    t = w.table
    e = a.event
    offender, lead = o.seat, o.card
    if (e.kind not in (EventKind.SAY, EventKind.POINT) or lead is None or t.current_trick
            or a.role != "declarer" or offender.same_side(t.declarer) or offender.lho != t.dummy
            or w.correction_due() or w.correctable_revoke(t.dummy) is not None):
        return False  # 45D: the words correct dummy's unnamed card; 62A: they correct dummy's revoke
    prior = w.recall(law45.Designated)
    if prior is not None and prior.speaker == e.by and w.is_change_attempt(prior, e.text, e.lang):
        return False  # 45C4(b): "no, the club three" changes his designation to the last trick
    accepted = t.copy()
    accepted.accept_lead_out_of_turn(offender)
    accepted.play(lead, offender, allow_illegal=True)
    if e.kind is EventKind.SAY:
        text = e.text or ""
        if is_turn_statement(text, e.lang):
            return False
        try:
            des = parse_designation(text, e.lang)
        except DesignationError:
            return False
        r = w.resolve_words(accepted, des.first, e.by, a.findings)
        card = r.card if r.outcome is Outcome.PLAYED else None
    else:
        rule = law45_play.pointing_option_45C4a(edition=w.edition, regulations=w.regulations)
        card = e.card if rule != "nothing" else None
    return card is not None and card in t.hand(t.dummy)


def accept_for_dummys_card_53A(w: Work, o: LeadOutOfTurnOffer) -> None:
    """53A: the lead out of turn is accepted and put on the table (the offer closed), so that
    declarer's act (:func:`dummy_card_accepts_53A`) plays dummy's card to it."""
    assert o.card is not None
    w.offer = None
    w.table.accept_lead_out_of_turn(o.seat)
    w.put(o.seat, o.card)


def ruled_as_accepted_53A(w: Work, o: LeadOutOfTurnOffer, out: list[Ruling]) -> list[Ruling]:
    """53A: the rulings ``out`` of declarer's act that played dummy's card to the accepted lead,
    its first ruling restated as the acceptance (the card, its options and its designation kept)."""
    from bridgelaw.laws import law53
    from bridgelaw.rulings import Outcome

    t = w.table
    first = out[0] if out else None
    if first is None or first.outcome is not Outcome.PLAYED or first.seat != t.dummy or first.card is None:
        return out
    assert o.card is not None
    r53 = law53.lead_accepted_by_play_53A(o.seat, o.card, t.dummy)
    extra = {**first.extra, "accepted": f"{o.seat.letter}:{o.card}", "designation": first.law}
    return [replace(r53, card=first.card, options=first.options, extra=extra), *out[1:]]


def player(w: Work, a: Act) -> Seat | None:
    """Whose card a ``play`` is (dummy's when declarer plays a dummy card); None: not a play."""
    e = a.event
    if e.kind is not EventKind.PLAY:
        return None
    t = w.table
    return t.dummy if a.role == "declarer" and e.card in t.hand(t.dummy) else e.by
