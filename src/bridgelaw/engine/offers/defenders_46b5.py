"""The offer of Law 46B5: after declarer's call naming neither suit nor rank, either defender
designates dummy's card; a disagreement is settled by option ``O-46-B5`` (the Law is in
:mod:`bridgelaw.laws.law46.play`)."""

from __future__ import annotations

from bridgelaw.cards import Card
from bridgelaw.designation.parser import parse_designation
from bridgelaw.engine.state import Act
from bridgelaw.engine.work import Work
from bridgelaw.errors import DesignationError
from bridgelaw.laws.law46 import play as law46_play
from bridgelaw.laws.verdict import DefendersDesignateOffer, OtherDefenderOffer
from bridgelaw.record import EventKind
from bridgelaw.rulings import Ruling

__all__ = ["answer", "intercept", "open_46B5"]


def open_46B5(w: Work, r: Ruling) -> list[Ruling]:
    """46B5 (``r`` the ruling on declarer's words): either defender now designates dummy's
    card - the choice opened (``designate:<card>`` for each of dummy's legal cards,
    :func:`law46_play.dummy_to_designate_46B5`)."""
    t = w.table
    v = law46_play.dummy_to_designate_46B5(r, t.legal_cards(t.dummy), declarer=t.declarer, dummy=t.dummy)
    return w.carry_out(v)


def answer(w: Work, o: DefendersDesignateOffer | OtherDefenderOffer, option: str, a: Act) -> list[Ruling]:
    """A ``choose`` of ``designate:<card>``."""
    return designate(w, o, Card.parse(option.partition(":")[2]), a)


def designate(w: Work, o: DefendersDesignateOffer | OtherDefenderOffer, card: Card, a: Act) -> list[Ruling]:
    """46B5: a defender designates dummy's ``card``. The first designation is played; if the
    other defender may still be heard (option ``O-46-B5``), his window opens
    (:func:`law46_play.first_designation_46B5`); his different card then replaces the first,
    or the Director decides."""
    t = w.table
    by = a.event.by
    dummy = t.dummy
    rule = law46_play.disagreement_rule_46B5(edition=w.edition, regulations=w.regulations)
    if isinstance(o, DefendersDesignateOffer):
        return w.carry_out(law46_play.first_designation_46B5(by, card, o, declarer=t.declarer, rule=rule))
    first = o.card
    assert first is not None
    back: list[str] = []
    if law46_play.overrules_46B5(by, rule, dummy=dummy):
        later = w.rollback(o.at)[1:]
        w.put(dummy, card)
        _done, back = w.replay(later)
    return [law46_play.defenders_disagree_46B5(by, first, card, o.law, dummy=dummy, rule=rule, returned=back)]


def intercept(w: Work, o: DefendersDesignateOffer | OtherDefenderOffer, a: Act) -> list[Ruling] | None:
    """While the defenders may designate dummy's card: a defender's words naming one of
    dummy's legal cards are his designation; declarer's words or his taking a dummy card play
    nothing; dummy's own card goes back. None: the event is ruled as usual."""
    e = a.event
    t = w.table
    dummy = t.dummy
    law = o.law
    if a.role == "defender" and e.kind is EventKind.SAY and e.by in o.choosers:
        try:
            des = parse_designation(e.text or "", e.lang)
        except DesignationError:
            return None
        if des.card is None:
            return None
        if f"designate:{des.card}" not in o.options:
            if des.card in t.hand(e.by):
                return None  # he names a card of his own hand
            return [law46_play.not_dummys_legal_card_46B5(e.by, des.card, law)]
        w.offer = None
        return designate(w, o, des.card, a)
    if isinstance(o, OtherDefenderOffer):
        return None
    if a.role == "declarer" and (
        e.kind is EventKind.SAY
        or (e.card is not None and e.card in t.hand(dummy) and e.kind is not EventKind.SHOW)
    ):
        return [law46_play.declarer_acts_46B5(e.card, law, dummy=dummy)]
    if a.role == "dummy" and e.kind in (EventKind.DUMMY_PLACES, EventKind.PLAY) and e.card is not None:
        return [law46_play.dummy_acts_46B5(e.card, law, dummy=dummy)]
    return None
