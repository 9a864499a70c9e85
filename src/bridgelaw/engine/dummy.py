"""Dummy's cards in the engine: a card declarer plays from dummy (45B, 45C3, 45C4(a)) by
position, and the 45D correction of a card dummy put out without declarer naming it.

The Law is in :mod:`bridgelaw.laws.law45.play` and :mod:`bridgelaw.laws.law45.dummy`; this
module finds the position and carries the verdicts out.
"""

from __future__ import annotations

from dataclasses import replace

from bridgelaw.cards import Card, Seat
from bridgelaw.engine.revoke import not_of_side, try_correct_revoke
from bridgelaw.engine.work import Work
from bridgelaw.laws import law45
from bridgelaw.laws.law45 import Decision
from bridgelaw.laws.law45 import play as law45_play
from bridgelaw.laws.verdict import WithdrawalAfter
from bridgelaw.rulings import Ruling

__all__ = ["card_stands_if_too_late", "correct_45d", "play_from_dummy", "play_named", "returned_45d"]


def play_from_dummy(
    w: Work,
    card: Card,
    d: Decision | None,
    *,
    speaker: Seat,
    by_naming: bool,
    base: Ruling | None = None,
) -> list[Ruling]:
    """Declarer's act plays dummy's ``card`` (``d``: 45B, 45C3, 45C4(a) via Law 46; ``base``:
    the ruling on his words or gesture, completed with seat and card; one of the two is
    given). In order: a revoke correction (62A), a 45D correction due, dummy out of turn (a
    lead from the wrong hand 55A, or a premature play 57), else played in turn (open to
    45C4(b))."""
    t = w.table
    dummy = t.dummy
    corrected = try_correct_revoke(w, dummy, card)
    if corrected is not None:
        return corrected
    if w.correction_due():
        return correct_45d(w, card, d, base)
    if w.pending_too_late():
        w.forget(law45.Pending45D)
    if t.turn != dummy:
        from bridgelaw.engine.position import premature  # dummy's card out of turn
        from bridgelaw.laws import law53
        from bridgelaw.laws.law45 import change as law45_change

        if not t.current_trick:
            (r,) = w.carry_out(law53.led_out_of_turn_53(dummy, card, table=t))
            w.carry_out(law45_change.called_from_wrong_hand_45C4b(
                card, r, by_naming=by_naming, by_declarer=speaker == t.declarer))
            return [r]
        return premature(w, dummy, card, "dummy")
    before = w.recall(law45.UnnamedBeforeTurn)
    notes = w.put(dummy, card)
    w.note_designated(speaker, dummy, card, by_naming)
    options = _withdrawals_after_unnamed(w, before)
    if base is not None:
        then = {"then": notes} if notes else {}
        return [replace(base, seat=dummy, card=card, options=options or base.options,
                        extra={**base.extra, **then})]
    revoke = f"revoke:{dummy.letter}:{card}" in notes
    assert d is not None  # a ruling (base) or a decision is given
    played = law45_play.dummy_played_45B(card, d.law, dummy=dummy, revoke=revoke, then=notes,
                                         edition=w.edition)
    return [replace(played, options=options) if options else played]


def _withdrawals_after_unnamed(w: Work, before: law45.UnnamedBeforeTurn | None) -> tuple[str, ...]:
    """45D: declarer has now designated dummy's card to the trick in which dummy had put out an
    unnamed card before his turn (``before``): each defender may withdraw a card he played to
    the trick after dummy's error (declarer too, 2017 45D1, if his RHO changes his card). The
    offer is opened (``withdraw:<card>``); returns its options (none: no card to withdraw)."""
    t = w.table
    if before is None or before.trick != t.trick_number - (0 if t.current_trick else 1):
        return ()
    w.forget(law45.UnnamedBeforeTurn)
    start = len(t.plays) - (len(t.current_trick) or 4)
    later = [f"{s.letter}:{c}" for s, c in t.plays[max(before.at, start):] if s != t.dummy]
    withdrawable = not_of_side(later, t.declarer)
    return w.offer_withdraw(law45.clause("45D", w.edition), withdrawable, w.offender_after_correction(),
                            after=WithdrawalAfter.DUMMYS_CARD)


def play_named(w: Work, named: Ruling, *, speaker: Seat) -> list[Ruling]:
    """Declarer's words designate dummy's ``named.card`` (``named``: the Law 46 / 45C4(a) ruling
    on them, outcome ``played``): the card is played from dummy where the position puts it
    (:func:`play_from_dummy`: in turn, a 45D or 62 correction, from the wrong hand 55A,
    prematurely 57), the ruling completed with seat and card."""
    assert named.card is not None
    return play_from_dummy(w, named.card, None, speaker=speaker, by_naming=True, base=named)


def correct_45d(w: Work, card: Card, d: Decision | None, base: Ruling | None) -> list[Ruling]:
    """45D: declarer designates ``card`` after dummy put an unnamed card in the played
    position: the unnamed card is undone, ``card`` played in its place, the later cards played
    again, and each defender may withdraw a card he played after the error."""
    from bridgelaw.laws.law45 import dummy as law45_dummy  # 45D: only after dummy's unnamed card

    t = w.table
    p = w.recall(law45.Pending45D)
    assert p is not None
    later = w.rollback(p.at)[1:]
    w.forget(law45.Pending45D)
    w.put(t.dummy, card)
    w.note_designated(t.declarer, t.dummy, card, True)
    done, back = w.replay(later)
    withdrawable = not_of_side(done, t.declarer)
    assert base is not None or d is not None
    law = base.law if base is not None else d.law if d is not None else ""
    offender = w.offender_after_correction()
    options = w.offer_withdraw(law45.clause("45D", w.edition), withdrawable, offender,
                               after=WithdrawalAfter.DUMMYS_CARD)
    return [
        law45_dummy.corrected_45D(
            card,
            law,
            dummy=t.dummy,
            options=options,
            withdrawable=withdrawable,
            returned=back,
            edition=w.edition,
        )
    ]


def returned_45d(w: Work, card: Card, named: Card | None) -> Ruling:
    """45D: dummy's ``card`` that declarer did not name goes back to dummy (``named``: the
    card declarer named, already played or designated; 1963: the Director rules)."""
    from bridgelaw.laws.law45 import dummy as law45_dummy

    t = w.table
    v = law45_dummy.returned_45D(
        card, dummy=t.dummy, named=named, offender=w.offender_after_correction(), edition=w.edition
    )
    return w.carry_out(v)[0]


def card_stands_if_too_late(w: Work) -> Ruling | None:
    """45D (2017: 45D2): dummy's unnamed card is still on the table and both sides have now
    played to the next trick without attention being drawn to it: the card stands (option
    ``O-45D2``). Returns that ruling (once; the conditional withdrawal recorded for the card
    is dropped), or None."""
    p = w.recall(law45.Pending45D)
    if p is None or not w.pending_too_late():
        return None
    w.forget(law45.Pending45D)
    if not w.open_card(p.at, p.card):
        return None
    w.withdrawn = [x for x in w.withdrawn if not (x.event == p.event and x.card is p.card)]
    from bridgelaw.laws.law45 import dummy as law45_dummy

    return law45_dummy.card_stands_45D2(
        p.card, dummy=w.table.dummy, placed_at_event=p.event, edition=w.edition, regulations=w.regulations
    )
