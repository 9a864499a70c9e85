"""The ``point`` handler: declarer points at or nods to a dummy card, by option ``O-POINTING``
(:func:`bridgelaw.laws.law45.play.pointing_option_45C4a`): a designation (45C4(a), 57C footnote), a
touch (45C3) or nothing."""

from __future__ import annotations

from dataclasses import replace

from bridgelaw.designation.types import Designation
from bridgelaw.engine.change import change, gesture_changes_designation
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
    if rule != "nothing":
        prior = gesture_changes_designation(w, by, card)
        if prior is not None:
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

