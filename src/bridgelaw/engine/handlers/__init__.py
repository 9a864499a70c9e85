"""One handler per event kind (laws.md §1.0): :data:`HANDLERS`; dummy's own touch, hold and
play are ruled as the kinds :data:`RULED_AS` names."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping

from bridgelaw._lazy import LazyMapping
from bridgelaw.engine.state import Act
from bridgelaw.engine.work import Work
from bridgelaw.record import EventKind
from bridgelaw.rulings import Ruling

__all__ = ["HANDLERS", "HANDLER_MODULES", "RULED_AS", "Handler", "handle"]

Handler = Callable[[Work, Act], list[Ruling]]

#: The module (in this package) whose ``handle`` rules each event kind.
HANDLER_MODULES: dict[EventKind, str] = {
    EventKind.SAY: "say",
    EventKind.PLAY: "play",
    EventKind.TOUCH: "touch",
    EventKind.HOLD: "hold",
    EventKind.SHOW: "show",
    EventKind.POINT: "point",
    EventKind.DUMMY_PLACES: "dummy_places",
    EventKind.DUMMY_INDICATES: "dummy_indicates",
    EventKind.CHOOSE: "choose",
    EventKind.DUMMY_ASKS: "dummy_act",
    EventKind.DUMMY_WARNS: "dummy_act",
    EventKind.DUMMY_DRAWS_ATTENTION: "dummy_act",
    EventKind.DUMMY_CALLS_DIRECTOR: "dummy_act",
    EventKind.DUMMY_LOOKS: "dummy_act",
    EventKind.DUMMY_SAYS: "dummy_act",
    EventKind.QUIT: "quit",
    EventKind.SEVERAL: "several",
    EventKind.DROP: "drop",
    EventKind.CALL: "call",
    EventKind.FINDING: "finding",
    EventKind.CLAIM: "claim",
    EventKind.CONCEDE: "claim",
    EventKind.AGREE: "claim",
    EventKind.DISPUTE: "claim",
    EventKind.WITHDRAW_AGREEMENT: "claim",
    EventKind.WITHDRAW_CONCESSION: "claim",
    EventKind.DECIDE: "claim",
}


def _load_handler(kind: EventKind) -> Handler:
    """The ``handle`` function of :data:`HANDLER_MODULES`'s module for ``kind`` (imported now:
    a single ``bridgelaw rule`` call imports only the handlers its events need)."""
    handler: Handler = importlib.import_module(f"{__name__}.{HANDLER_MODULES[kind]}").handle
    return handler


#: The handler of each event kind (its module imported on first use).
HANDLERS: Mapping[EventKind, Handler] = LazyMapping(HANDLER_MODULES, _load_handler)

#: Acts of dummy ruled as another kind: dummy touching or holding a card indicates it (45F);
#: dummy playing a card puts it in the played position (45D).
RULED_AS: dict[tuple[EventKind, str], EventKind] = {
    (EventKind.TOUCH, "dummy"): EventKind.DUMMY_INDICATES,
    (EventKind.HOLD, "dummy"): EventKind.DUMMY_INDICATES,
    (EventKind.PLAY, "dummy"): EventKind.DUMMY_PLACES,
}


def handle(w: Work, a: Act) -> list[Ruling]:
    """The handler of the event's kind (as :data:`RULED_AS` reads dummy's acts) rules."""
    kind = RULED_AS.get((a.event.kind, a.role), a.event.kind)
    return HANDLERS[kind](w, a)
