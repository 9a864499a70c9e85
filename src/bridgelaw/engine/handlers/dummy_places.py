"""The ``dummy_places`` handler: dummy puts a card in the played position - the card declarer
named (45B; option ``O-45B-MOMENT`` = ``faced``), or one he did not name (45D; 1963: no
provision)."""

from __future__ import annotations

from bridgelaw.cards import Card
from bridgelaw.engine.dummy import play_from_dummy, returned_45d
from bridgelaw.engine.state import Act
from bridgelaw.engine.work import Work
from bridgelaw.laws import law45
from bridgelaw.laws.law45 import dummy as law45_dummy
from bridgelaw.laws.law45 import play as law45_play
from bridgelaw.rulings import Ruling

__all__ = ["handle"]


def handle(w: Work, a: Act) -> list[Ruling]:
    """Rule on dummy placing ``a.event.card`` (also dummy's own ``play``)."""
    card = a.event.card
    assert card is not None
    t = w.table
    dummy = t.dummy
    from bridgelaw.laws import law53

    if not t.current_trick and law53.lead_out_of_turn_53(dummy, table=t) is None:
        # 54E: before the opening lead North is not yet dummy - a card he faces is an attempted
        # opening lead by the declaring side: Law 24 applies (never 45D: declarer named nothing
        # because no card of dummy's may yet be played); the card is not played
        from bridgelaw.laws.law54 import declaring_side_leads_54E

        return [declaring_side_leads_54E(dummy, card)]
    cur = dict(t.current_trick)
    des = w.recall(law45.Designated)
    unfaced = w.recall(law45.NamedUnfaced)
    named = unfaced.card if unfaced is not None else None
    if named is not None and t.turn == dummy and dummy not in cur:
        if card is not named:
            return [returned_45d(w, card, named)]
        base = law45_play.faced_45B(card, dummy=None, edition=w.edition)
        d = law45_play.named_faced_45B(edition=w.edition)
        return play_from_dummy(w, card, d, speaker=t.declarer, by_naming=True, base=base)
    early = w.premature.get(dummy)
    if early is not None and not cur.get(dummy):
        # 57C: declarer named dummy's card prematurely (a played card, to the trick at dummy's
        # turn): dummy facing it is 45B, nothing new is played; another card is one not named (45D)
        if card is early[0]:
            return [law45_play.faced_45B(card, dummy=dummy, edition=w.edition)]
        return [returned_45d(w, card, early[0])]
    o = w.offer
    if o is not None and o.kind == "lead" and o.seat == dummy and o.card is not None and not cur:
        # declarer's call from dummy led out of turn (55A) awaits the defenders' choice: dummy
        # faces the card called - 45B, nothing new is played; another card is one not named (45D)
        if card is o.card:
            return [law45_play.faced_45B(card, dummy=dummy, edition=w.edition)]
        return [returned_45d(w, card, o.card)]
    if dummy in cur and des is not None and des.card is cur[dummy]:
        if card is cur[dummy]:
            return [law45_play.faced_45B(card, dummy=dummy, edition=w.edition)]
        return [returned_45d(w, card, des.card)]
    return _unnamed(w, card)


def _unnamed(w: Work, card: Card) -> list[Ruling]:
    """45D: dummy put ``card`` in the played position and declarer named none: in his turn it
    stays there until attention is drawn (1963: no provision); before his turn it goes back at
    once, and the defenders' cards played to the trick after it may be withdrawn once declarer
    designates dummy's card (57C2: a defender who now plays early is not rectified)."""
    t = w.table
    dummy = t.dummy
    pending = w.recall(law45.Pending45D)
    if t.turn == dummy and pending is None and law45.no_provision_1963(w.edition):
        w.put(dummy, card)
        return [law45_dummy.placed_no_provision_1963(card, dummy=dummy, edition=w.edition)]
    if t.turn == dummy and pending is None:
        number = t.trick_number
        w.put(dummy, card)
        w.note_pending_45d(card, number)
        v = law45_dummy.placed_unnamed_45D(
            card, dummy=dummy, offender=w.offender_after_correction(), edition=w.edition,
            regulations=w.regulations,
        )
        return w.carry_out(v)
    if t.turn != dummy and not w.trick_has(dummy) and t.current_trick:
        from bridgelaw.laws.law57 import DummySelected  # only when dummy selects a card himself

        w.remember(DummySelected(t.trick_number))  # 57C2: a defender who now plays early is not rectified
        if not law45.no_provision_1963(w.edition):  # 45D: cards played after it may be withdrawn
            w.remember(law45.UnnamedBeforeTurn(w.index, card, len(t.plays), t.trick_number))
    return [returned_45d(w, card, None)]
