"""The incident engine: derive table states and rulings from the record (laws.md §1.0).

Layers, each importing only those below it (tested):

* :mod:`.session` - :class:`TableSession` (the record, the states kept, the rulings) and
  :func:`rule_incident`;
* :mod:`.step` - ``step(state, event, context) -> Step(state, rulings)`` and the precedence
  of the rules (:data:`~bridgelaw.engine.step.PRECEDENCE`);
* :mod:`.validate` - which acts a seat can perform at all;
* :mod:`.handlers` - one handler per event kind (``say``, ``play``, ``touch``, ``hold``,
  ``show``, ``point``, ``dummy_places``, ``dummy_indicates``, ``choose``);
* :mod:`.offers` - one module per kind of offer to the other side (53-56, 50D2/51B, 51A,
  52B1, 57A, 46B5, withdraw);
* :mod:`.change`, :mod:`.dummy`, :mod:`.position`, :mod:`.revoke` - 45C4(b), dummy's cards
  and 45D, a card by position (:data:`~bridgelaw.engine.position.PLAY_PRECEDENCE`), 62;
* :mod:`.work` - the working copy of a state and the primitives that carry verdicts out;
* :mod:`.state` - the frozen :class:`~bridgelaw.engine.state.TableState` and its values.

The Law itself - every ruling, message, edition difference and option - is in
:mod:`bridgelaw.laws`: its functions return verdicts (:mod:`bridgelaw.laws.verdict`) that the
engine carries out ("decide, then evolve").
"""

from __future__ import annotations

from bridgelaw.engine.session import TableSession, event_error, render_text, rule_incident
from bridgelaw.engine.state import Context, OpenChoice, TableState, Withdrawal
from bridgelaw.engine.step import PRECEDENCE, Step, step
from bridgelaw.laws import law50_52_offers, law53_58

# The msgids of domain ``play`` the engine's laws emit, under the names they had when the
# engine held them (catalogue tests read ``M_*`` here); they live in the law modules.
from bridgelaw.laws.law45_change import (  # noqa: F401
    M_31,
    M_32,
    M_33,
    M_CHANGE,
    M_CHANGE_16,
    M_CHANGE_1963,
    M_CHANGE_2017,
    M_NOT_SLIP,
    M_NOT_UNINTENDED,
    M_WRONG_HAND,
)
from bridgelaw.laws.law45_change import REASONS_45C4B as _REASONS_45C4B  # noqa: F401
from bridgelaw.laws.law45_dummy import (  # noqa: F401
    M_14,
    M_16,
    M_17,
    M_17_1997,
    M_18,
    M_19,
    M_45D_1963,
    M_45D_NAMED,
    M_45D_NAMED_1963,
    M_45D_STANDS,
    M_45D_UNNAMED,
)
from bridgelaw.laws.law45_play import (  # noqa: F401
    M_01,
    M_02,
    M_03_ACCIDENTAL,
    M_03_MAJOR,
    M_03_MINOR,
    M_04,
    M_04_1997,
    M_04_NO_RIGHT,
    M_13,
    M_15,
    M_20,
    M_21,
    M_22,
    M_23,
    M_24,
    M_24_1963,
    M_25,
    M_27,
    M_27_1963,
    M_28,
    M_29,
    M_30,
    M_FIFTH_1963,
    M_KIND_MAJOR,
    M_KIND_MINOR,
    M_NAMED_NOT_FACED,
    M_POINT_NOTHING,
    M_POINTED,
    M_POINTED_OLD,
)
from bridgelaw.laws.law46_play import (  # noqa: F401
    M_46B4_PENALTY,
    M_46B4_RETRACTED,
    M_B5_CHOSEN,
    M_B5_DECLARER,
    M_B5_DIRECTOR,
    M_B5_DUMMY,
    M_B5_NOT_LEGAL,
    M_B5_OVERRULED,
    M_B5_STANDS,
    M_NO_CARD,
    M_NO_CARD_46B4,
)
from bridgelaw.laws.law47 import (  # noqa: F401
    M_26,
    M_WITHDRAW,
    M_WITHDRAW_16,
    M_WITHDRAW_16_1997,
    M_WITHDRAW_1997,
)
from bridgelaw.laws.law61_64 import M_REVOKE, M_REVOKE_DUMMY, M_RIGHT_42A3, M_RIGHT_42B2  # noqa: F401

__all__ = [
    "LEADS_MESSAGES",
    "PRECEDENCE",
    "Context",
    "OpenChoice",
    "Step",
    "TableSession",
    "TableState",
    "Withdrawal",
    "event_error",
    "render_text",
    "rule_incident",
    "step",
]

#: Every msgid of domain ``leads`` the engine and Laws 50-58 can emit (leads.po translates each).
LEADS_MESSAGES: frozenset[str] = frozenset(law53_58.MESSAGES | law50_52_offers.MESSAGES)
