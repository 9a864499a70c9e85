"""The ``point`` handler: declarer points at or nods to a dummy card, by option ``O-POINTING``
(:func:`bridgelaw.laws.law45.play.pointing_option_45C4a`): a designation (45C4(a), 57C footnote), a
touch (45C3) or nothing."""

from __future__ import annotations

from dataclasses import replace

from bridgelaw.cards import Card
from bridgelaw.designation.types import Designation
from bridgelaw.engine.dummy import play_from_dummy
from bridgelaw.engine.state import Act
from bridgelaw.engine.work import Work
from bridgelaw.laws import law45
from bridgelaw.laws.law45 import play as law45_play
from bridgelaw.rulings import Ruling

__all__ = ["handle"]


def handle(w: Work, a: Act) -> list[Ruling]:
    """Rule on declarer's gesture at dummy's ``a.event.card``."""
    card = a.event.card
    by = a.event.by
    assert card is not None
    rule = law45_play.pointing_option_45C4a(edition=w.edition, regulations=w.regulations)
    t = w.table
    prior = w.recall(law45.Designated)
    dummy_to_play = t.turn == t.dummy and not w.trick_has(t.dummy)
    if (rule != "nothing" and not dummy_to_play and prior is not None and prior.speaker == by
            and prior.owner == t.dummy and w.change_window_open(prior) and t.dummy not in w.premature
            and _could_replace(w, prior, card)):
        # 45C4(b): a gesture at another dummy card after dummy's card was designated and played
        # is an attempt to change that designation ("top", then pointing at the two), not a
        # designation to a later trick (57C); the Law rules it by edition and findings
        from bridgelaw.engine.change import change

        return change(w, a, Designation(suit=card.suit, rank=card.rank), prior)
    if rule == "nothing":
        return [law45_play.pointed_nothing_45C4a(card, dummy=w.table.dummy, rule=rule, edition=w.edition)]
    if rule == "touch":
        d = law45.dummy_card_touched_45C3(purpose="play", edition=w.edition)
        out = play_from_dummy(w, card, d, speaker=by, by_naming=False)
        return law45_play.with_option(out, "O-POINTING", rule)
    d, base = law45_play.pointed_designation_45C4a(card, rule=rule, edition=w.edition)
    out = play_from_dummy(w, card, d, speaker=by, by_naming=False, base=base)
    des = w.recall(law45.Designated)
    if des is not None and des.event == w.index:
        w.remember(replace(des, gesture=True))
    return out


def _could_replace(w: Work, prior: law45.Designated, card: Card) -> bool:
    """The gesture can be read as a change of ``prior`` only when ``card`` is a card dummy could
    legally have played in its place (read on the position before it): another suit, or a card
    when the trick is over, is a designation of its own (a premature play, 57C); and a card of
    the suit led after dummy's designated card revoked corrects the revoke (62B2), which
    :func:`~bridgelaw.engine.dummy.play_from_dummy` rules."""
    before = w.table.copy()
    while len(before.plays) > prior.at:
        before.undo()
    revoked = any(r.card is prior.card for r in w.table.revokes)  # a correction of it is 62B2's
    return (card is not prior.card and not revoked and before.turn == before.dummy
            and before.is_legal(card, before.dummy))
