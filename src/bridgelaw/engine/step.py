"""One step of the engine: ``step(state, event, context) -> Step(state, rulings)`` (laws.md §1.0).

The step never changes the state it is given: it works on a copy (:class:`Work`) and returns
the new state with the event's rulings; a refused event raises and the caller keeps the old
state. Who takes an event is declared once, in :data:`PRECEDENCE` (the first rule that
answers rules); inside ``play`` the order is :data:`bridgelaw.engine.position.PLAY_PRECEDENCE`.
After every event the revokes it established are ruled on (63A1, the moment), and a minor
penalty card that became major (50B: its owner now has two or more) is ruled on, then
:func:`after_event` runs: restrictions are put on the table, a 45D card
stands once attention comes too late, and declarer is offered 50D2/51B or 51A.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass, replace

from bridgelaw.cards import Card, Seat
from bridgelaw.engine import handlers
from bridgelaw.engine.dummy import card_stands_if_too_late
from bridgelaw.engine.handlers.play import after_invalid_call, earlier_trick, face_down_lead
from bridgelaw.engine.offers import intercept, penalty_card, penalty_lead
from bridgelaw.engine.revoke import established_by_lead_out_of_turn, newly_established
from bridgelaw.engine.state import Act, Context, OpenChoice, TableState
from bridgelaw.engine.validate import validate
from bridgelaw.engine.work import Work
from bridgelaw.errors import FindingError
from bridgelaw.incident import parse_findings
from bridgelaw.laws.law50 import flag_penalty_class_50
from bridgelaw.laws.verdict import (
    LeadOutOfTurnOffer,
    PenaltyLeadOffer,
    PrematurePlayOffer,
    SubstituteOffer,
    WithdrawOffer,
)
from bridgelaw.record import Event, EventKind
from bridgelaw.rulings import Ruling

__all__ = ["PRECEDENCE", "Step", "after_event", "step"]


@dataclass(frozen=True)
class Step:
    """The result of one event: the new ``state`` and the event's ``rulings`` (usually one)."""

    state: TableState
    rulings: tuple[Ruling, ...]


Rule = Callable[[Work, Act], list[Ruling] | None]


def _answer(w: Work, a: Act) -> list[Ruling] | None:
    if a.event.kind is not EventKind.CHOOSE:
        return None
    from bridgelaw.engine.handlers import choose  # here: only an incident with a choice needs it

    return choose.handle(w, a)


def _dummy_card_accepts_lead(w: Work, a: Act) -> list[Ruling] | None:
    """53A: declarer's words or point play dummy's card to a defender's lead out of turn (dummy
    next in rotation), which accepts it (:func:`bridgelaw.engine.offers.lead.dummy_card_accepts_53A`);
    the act is then ruled by its handler on the accepted lead. None: not such an act."""
    o = w.offer
    if not isinstance(o, LeadOutOfTurnOffer) or a.event.kind not in (EventKind.SAY, EventKind.POINT):
        return None
    from bridgelaw.engine.offers import lead

    if not lead.dummy_card_accepts_53A(w, o, a):
        return None
    lead.accept_for_dummys_card_53A(w, o)
    return lead.ruled_as_accepted_53A(w, o, handlers.handle(w, a))


#: Who takes an event, in order: the first rule that answers rules on it.
PRECEDENCE: tuple[tuple[str, Rule], ...] = (
    ("choose: the open offer is answered (its offer module)", _answer),
    ("62A/62C3/63B: a card faced to an earlier trick ('to_trick'), a revoke correction", earlier_trick),
    ("41A/54: the opening lead face down, and the partner's lead out of turn meeting it", face_down_lead),
    ("53A: declarer's words or point play dummy's card to a defender's lead out of turn",
     _dummy_card_accepts_lead),
    ("an open offer takes the act: 50D2 premature lead, 53A/53B/53C by playing, 46B5", intercept),
    (
        "a pending correction: the next defender plays after declarer's invalid call (46B4)",
        after_invalid_call,
    ),
    ("the handler of the event's kind (handlers.HANDLERS)", handlers.handle),
)


def step(state: TableState, event: Event, context: Context) -> Step:
    """Rule on ``event`` at ``state``.

    Returns:
        Step: the state after the event (``state.events + 1`` events) and its rulings, each with
        ``event`` set to the event's index.
    Raises:
        PlayOverError, NotYourTurnError, ChoiceError, CardNotHeldError: the event is refused
        (see :func:`bridgelaw.engine.validate.validate`); IncidentFormatError: its findings are
        malformed. ``state`` is unchanged in every case (it is never changed).
    """
    again = _choose_again_55A(state, event, context)
    if again is not None:
        return again
    w = Work(state, context)
    validate(w, Act(event, context.findings, w.role(event.by)))
    findings = (
        context.findings.layered(parse_findings(event.findings)) if event.findings else context.findings
    )
    w.findings = findings
    a = Act(event, findings, w.role(event.by))
    at_once = _simultaneous_58A(state, event)
    offer, before, early = w.offer, len(w.table.plays), set(w.premature.items())
    out = _ceased_by_claim(w, a)
    out += _rule(w, a)
    out += _premature_lead_due(w, a)  # 57C: a card led early is the next trick's lead
    out += w.noted  # 62C2: an offer made when the withdrawing seat played again
    if event.kind is not EventKind.CHOOSE:
        out += _forfeited_57A(w, offer, early) or _close_moot_offer(w, offer, before)
    elif isinstance(offer, LeadOutOfTurnOffer) and len(offer.choosers) == 2 and w.offer is not offer:
        _remember_choice_55A(w, state, event, offer)
    if w.table.revokes:  # 63A1: the revokes this event established
        # 63A2: words or a point that designated the card to the following trick
        designating = event.kind in (EventKind.SAY, EventKind.POINT)
        out += newly_established(state.table, w, designated_by=event.by if designating else None)
        if isinstance(w.offer, LeadOutOfTurnOffer) and w.offer is not offer:  # a lead not on the table
            out += established_by_lead_out_of_turn(w, w.offer.seat)
    if w.upgrades:  # 50B: minor penalty cards made major in this event
        out += penalty_card.upgraded(w)
    out += after_event(w)
    if w.offer is not offer and isinstance(w.offer, WithdrawOffer):
        out += penalty_lead.after_withdrawal(w)  # 50D2/51B due beside the withdrawal just offered
    index = state.events
    if at_once is not None and out:  # 58A: deemed subsequent to the card faced at the same moment
        extra = {**out[0].extra, "simultaneous_with": at_once, "deemed_subsequent": "58A"}
        out[0] = replace(out[0], extra=extra)
    rulings = flag_penalty_class_50([replace(r, event=index) for r in out], context.edition)
    return Step(w.freeze(), rulings)


def _remember_choice_55A(w: Work, state: TableState, event: Event, offer: LeadOutOfTurnOffer) -> None:
    """55A: a defender chose on declarer's lead out of turn (both defenders may choose): the
    other may still choose differently at the next event (:func:`_choose_again_55A`)."""
    from bridgelaw.laws.law55 import DefendersChose55A

    w.remember(DefendersChose55A(state.events, event.by, event.text or "", offer.seat.lho,
                                 offer.options, before=state))


def _choose_again_55A(state: TableState, event: Event, context: Context) -> Step | None:
    """55A: the other defender's ``choose`` right after his partner's choice on declarer's lead
    out of turn (no other choice of his open): "if the defenders choose differently the option
    expressed by the player next in turn shall prevail". The same option, or a different one by
    the defender who is not next in turn: a ruling that the first choice stands (``allowed``
    55A), nothing changes. A different one by the defender next in turn: the state before his
    partner's choice comes back and his choice is carried out instead (its rulings, then the
    ``allowed`` 55A note). None: not such an event."""
    if event.kind is not EventKind.CHOOSE or "bridgelaw.laws.law55" not in sys.modules:
        return None
    from bridgelaw.laws.law55 import DefendersChose55A, defenders_choose_again_55A

    first = state.recall(DefendersChose55A)
    option = event.text or ""
    if (first is None or first.at != state.events - 1 or event.by != first.by.partner
            or option not in first.options or first.before is None):
        return None
    if state.offer is not None and event.by in state.offer.choosers and option in state.offer.options:
        return None  # a choice of his that is open now: it answers that
    note = replace(defenders_choose_again_55A(event.by, option, first), event=state.events)
    if note.extra["prevails"] != event.by.letter or option == first.option:
        return Step(replace(state, events=state.events + 1), (note,))
    restored: TableState = replace(first.before, events=state.events)
    inner = step(restored, event, context)
    return Step(inner.state, (*inner.rulings, note))


def _simultaneous_58A(state: TableState, event: Event) -> int | None:
    """58A: the event's own finding ``simultaneous_with`` - the earlier event whose card was faced
    at the same moment as this one's; the card is deemed subsequent to it, i.e. ruled after it,
    as the record already orders it (the Law speaks of another player's *legal* lead or play; for
    two irregular cards at once it says nothing, and the record's order stands). None: no such
    finding.

    Raises:
        FindingError: the finding names this event or a later one.
    """
    n = event.findings.get("simultaneous_with") if event.findings else None
    if n is None:
        return None
    if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n < state.events:
        raise FindingError(f"simultaneous_with: {n!r} is not an earlier event (this is event {state.events}; "
                           "the card faced at the same moment is recorded first)")
    return n


def _ceased_by_claim(w: Work, a: Act) -> list[Ruling]:
    """68D: play has ceased after a claim or concession (``handlers.claim.ceased``: refused, or
    made void first by ``continue_play``). Law 68 is imported only once a claim has been made in
    this process (before that no claim can stand on any table)."""
    if not w.memory or "bridgelaw.laws.law68" not in sys.modules:
        return []
    from bridgelaw.engine.handlers.claim import ceased

    return ceased(w, a)


def _premature_lead_due(w: Work, a: Act) -> list[Ruling]:
    """57C: a card led to the next trick before partner played, once that trick is complete
    (:func:`bridgelaw.engine.position.premature_lead_due`). Law 57 is imported only once a
    premature lead has been ruled in this process (before that no such memory can exist)."""
    if not w.memory or "bridgelaw.laws.law57" not in sys.modules:
        return []
    from bridgelaw.engine.position import premature_lead_due

    return premature_lead_due(w, a.findings)


def _rule(w: Work, a: Act) -> list[Ruling]:
    for _name, rule in PRECEDENCE:
        out = rule(w, a)
        if out is not None:
            return out
    raise AssertionError("unreachable: the handlers answer every event")  # pragma: no cover


def _forfeited_57A(
    w: Work, offer: OpenChoice | None, early: set[tuple[Seat, tuple[Card, str]]]
) -> list[Ruling]:
    """60A1: the declaring side made a premature play (57C) while declarer's 57A choice was open:
    the choice is forfeited and the offer closed (a card played at once is in _close_moot_offer)."""
    if not isinstance(offer, PrematurePlayOffer) or w.offer is not offer:
        return []
    d = w.table.declarer
    new = [c for s, (c, law) in w.premature.items() if s.same_side(d) and (s, (c, law)) not in early]
    if not new:
        return []
    w.offer = None
    from bridgelaw.engine.offers import premature_57a

    return premature_57a.forfeited(w, offer, new[0])


def _close_moot_offer(w: Work, offer: OpenChoice | None, before: int) -> list[Ruling]:
    """An offer is moot once play goes on: 52B1(b) declarer has since played (he has accepted),
    the 51A owner or the 57A partner has played, the lead was made another way; 60A1 the
    declaring side played before choosing under 57A (the choice is forfeited)."""
    if offer is None or w.offer is not offer or len(w.table.plays) == before:
        return []
    w.offer = None
    t = w.table
    played_since = [s for s, _ in t.plays[before:] if s.same_side(t.declarer)]
    if isinstance(offer, SubstituteOffer) and played_since:
        from bridgelaw.engine.offers import substitute

        return substitute.accepted_by_playing(offer)
    if isinstance(offer, PrematurePlayOffer) and played_since and offer.card is not None:
        from bridgelaw.engine.offers import premature_57a

        first = next(c for s, c in t.plays[before:] if s.same_side(t.declarer))
        return premature_57a.forfeited(w, offer, first)
    return []


def _claim_stands(w: Work) -> bool:
    """A claim or concession that is not void stands: play has ceased (68D), nothing is offered."""
    if not w.memory or "bridgelaw.laws.law68" not in sys.modules:
        return False
    from bridgelaw.engine.handlers.claim import play_has_ceased

    return play_has_ceased(w)


def after_event(w: Work) -> list[Ruling]:
    """After every event: sync restrictions; a 45D card stands if attention came too late; then
    offer declarer his choice when 50D2/51B (partner of a major penalty card's owner to lead)
    or 51A (the owner to play, two or more penalty cards legally playable) require one."""
    w.sync_restrictions()
    stands = card_stands_if_too_late(w)
    if stands is not None:
        return [stands, *after_event(w)]
    if isinstance(w.offer, PenaltyLeadOffer):
        penalty_lead.still_valid(w)
    t = w.table
    if (w.offer is not None or t.is_over or not w.area.cards or w.role(t.turn) != "defender"
            or _claim_stands(w)):
        return []  # 50D2/51B and 51A are about penalty cards: none on the table, nothing to ask
    return penalty_lead.offer(w) or penalty_card.offer(w) or []
