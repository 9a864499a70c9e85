"""The ``play`` handler: a card faced (45A) - from declarer's or a defender's own hand by
position (:data:`bridgelaw.engine.position.PLAY_PRECEDENCE`), from dummy by declarer (45B);
and the pending correction after declarer's invalid call (46B4, option ``O-46B4-RHO-PLAYED``)."""

from __future__ import annotations

import sys
from dataclasses import replace

from bridgelaw.cards import Card
from bridgelaw.engine.dummy import play_from_dummy
from bridgelaw.engine.offers import intercept
from bridgelaw.engine.state import Act
from bridgelaw.engine.work import Work
from bridgelaw.errors import IllegalCardError
from bridgelaw.laws import law45
from bridgelaw.laws.law45 import play as law45_play
from bridgelaw.laws.law46 import play as law46_play
from bridgelaw.laws.verdict import LeadOutOfTurnOffer, PenaltyCard
from bridgelaw.record import EventKind
from bridgelaw.rulings import Outcome, Ruling

__all__ = ["after_invalid_call", "earlier_trick", "face_down_lead", "faced_card", "handle"]


def handle(w: Work, a: Act) -> list[Ruling]:
    """Rule on a card played by ``a.event.by`` (declarer taking a dummy card plays it, 45B)."""
    e = a.event
    assert e.card is not None
    t = w.table
    if a.role == "declarer" and e.card in t.hand(t.dummy):
        d = law45_play.declarer_takes_45B(edition=w.edition)
        return play_from_dummy(w, e.card, d, speaker=e.by, by_naming=False)
    from bridgelaw.engine.position import OwnPlay, play_own  # a card of one's own hand

    return play_own(w, OwnPlay(e.by, e.card, law45.card_played_45A(edition=w.edition), a.findings))


def earlier_trick(w: Work, a: Act) -> list[Ruling] | None:
    """A ``play`` with ``to_trick`` naming an earlier trick: the player's attempt to correct his
    revoke on it (62A/62B, 62C3; 63B once established: :func:`bridgelaw.engine.revoke.to_earlier_trick`).
    The card is dummy's when declarer faces one of dummy's cards. None: not such a play (no
    ``to_trick``, or it names the current trick - an ordinary play).

    Raises:
        IllegalCardError: a trick not yet reached, no revoke of the card's owner on that trick, a
            card of another suit than the one led to it.
    """
    e = a.event
    t = w.table
    if e.kind is not EventKind.PLAY or e.to_trick is None or e.to_trick == t.trick_number:
        return None
    assert e.card is not None
    owner = t.dummy if a.role == "declarer" and e.card in t.hand(t.dummy) else e.by
    from bridgelaw.engine.position import exposed_penalty_card
    from bridgelaw.engine.revoke import to_earlier_trick

    out = to_earlier_trick(w, owner, e.card, e.to_trick, by=e.by)
    if out[0].outcome is Outcome.NOT_PLAYED and w.role(owner) == "defender":
        # 63B refused it; faced before its turn outside the normal course of play or
        # rectification, a defender's card is a penalty card (49), exposed deliberately (50B)
        out += exposed_penalty_card(w, owner, e.card, a.findings, how="deliberate")
    return out


def face_down_lead(w: Work, a: Act) -> list[Ruling] | None:
    """41A/54: the opening lead made face down (``play`` with ``face_down``), and what follows
    while it lies face down: the leader faces it (an ordinary lead), or his partner faces an
    opening lead out of turn - ruled by position (54), then the face-down lead is retracted
    without rectification (54 preamble). None: neither.

    Raises:
        IllegalCardError: a face-down card that is not the opening lead of the proper leader
            (41A: only the opening lead is made face down; a face-down lead out of turn is for the
            Director, not modelled), or the leader facing another card than his face-down lead
            (41A: withdrawn only on the Director's instruction).
    """
    e = a.event
    if e.kind is not EventKind.PLAY or (not e.face_down and "bridgelaw.laws.law41" not in sys.modules):
        return None  # no face-down lead can lie on a table before Law 41 is first imported
    from bridgelaw.laws import law41, law54

    t = w.table
    assert e.card is not None
    if e.face_down:
        if t.trick_number != 1 or t.current_trick or w.offer is not None or e.by != t.turn:
            raise IllegalCardError(
                f"{e.by.letter} cannot lead {e.card} face down: only the opening lead, by declarer's LHO "
                f"({t.turn.letter}), is made face down (41A)", card=e.card, seat=e.by, law="41A")
        return w.carry_out(law41.face_down_lead_41A(e.by, e.card, edition=w.edition))
    down = w.recall(law41.FaceDownLead)
    if down is None:
        return None
    if e.by == down.seat and e.card != down.card:
        raise IllegalCardError(
            f"{e.by.letter} cannot lead {e.card}: his opening lead {down.card} lies face down; it is faced "
            "as his lead (another card only on the Director's instruction, 41A)", card=e.card, seat=e.by,
            law="41A")
    if e.by != down.seat.partner:
        return None
    out = handle(w, a)
    if isinstance(w.offer, LeadOutOfTurnOffer):  # an opening lead faced out of turn: 54
        w.forget(law41.FaceDownLead)
        out += w.carry_out(law54.face_down_lead_retracted_54(down.seat, down.card))
    return out


def after_invalid_call(w: Work, a: Act) -> list[Ruling] | None:
    """Dummy's LHO plays right after declarer's invalid call from dummy (46B4), nothing played
    since and dummy still to play: option ``O-46B4-RHO-PLAYED`` (:func:`law46_play.rho_played_46B4`).
    None: not that case."""
    e = a.event
    t = w.table
    seat = e.by
    if not (
        e.kind is EventKind.PLAY
        and (invalid := w.recall(law46_play.InvalidCall)) is not None
        and invalid.at == len(t.plays)
        and t.turn == t.dummy
        and seat == t.dummy.lho
        and not w.trick_has(seat)
    ):
        return None
    assert e.card is not None
    rule = law46_play.rho_played_rule_46B4(edition=w.edition, regulations=w.regulations)
    w.forget(law46_play.InvalidCall)
    v = law46_play.rho_played_46B4(seat, e.card, rule, declarer=t.declarer, edition=w.edition)
    if v is not None:
        out = w.carry_out(v)
        if any(isinstance(x, PenaltyCard) for x in v.effects):
            w.sync_restrictions()
        return out
    from bridgelaw.engine.position import OwnPlay, play_own

    out = play_own(w, OwnPlay(seat, e.card, law45.card_played_45A(edition=w.edition), a.findings))
    return law45_play.with_option(out, "O-46B4-RHO-PLAYED", rule)


def faced_card(w: Work, a: Act, card: Card) -> list[Ruling]:
    """``card`` faced by another act - the card a player designates from several faced at once
    (58B), a "dropped" card the director finds was played - is ruled as a ``play`` of it, in the
    order of the step's precedence: an open offer takes it first (a lead before declarer's
    50D2/51B choice, an answer to a lead out of turn by playing, 46B5), then the pending 46B4
    correction, then the position (:func:`handle`)."""
    p = Act(
        replace(a.event, kind=EventKind.PLAY, card=card, cards=(), visible=None, named=None),
        a.findings,
        a.role,
    )
    for rule in (intercept, after_invalid_call):
        out = rule(w, p)
        if out is not None:
            return out
    return handle(w, p)
