"""One handler per event kind (laws.md §1.0): :data:`HANDLERS`; dummy's own touch, hold and
play are ruled as the kinds :data:`RULED_AS` names."""

from __future__ import annotations

from collections.abc import Callable

from bridgelaw.engine.handlers import (
    choose,
    drop,
    dummy_act,
    dummy_indicates,
    dummy_places,
    hold,
    play,
    point,
    quit,
    say,
    several,
    show,
    touch,
)
from bridgelaw.engine.state import Act
from bridgelaw.engine.work import Work
from bridgelaw.record import EventKind
from bridgelaw.rulings import Ruling

__all__ = ["HANDLERS", "RULED_AS", "Handler", "handle"]

Handler = Callable[[Work, Act], list[Ruling]]

#: The handler of each event kind.
HANDLERS: dict[EventKind, Handler] = {
    EventKind.SAY: say.handle,
    EventKind.PLAY: play.handle,
    EventKind.TOUCH: touch.handle,
    EventKind.HOLD: hold.handle,
    EventKind.SHOW: show.handle,
    EventKind.POINT: point.handle,
    EventKind.DUMMY_PLACES: dummy_places.handle,
    EventKind.DUMMY_INDICATES: dummy_indicates.handle,
    EventKind.CHOOSE: choose.handle,
    EventKind.DUMMY_ASKS: dummy_act.handle,
    EventKind.DUMMY_WARNS: dummy_act.handle,
    EventKind.DUMMY_DRAWS_ATTENTION: dummy_act.handle,
    EventKind.DUMMY_CALLS_DIRECTOR: dummy_act.handle,
    EventKind.DUMMY_LOOKS: dummy_act.handle,
    EventKind.DUMMY_SAYS: dummy_act.handle,
    EventKind.QUIT: quit.handle,
    EventKind.SEVERAL: several.handle,
    EventKind.DROP: drop.handle,
}

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
