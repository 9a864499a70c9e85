"""A client-side player for the tests and the bench: the next act a seat makes from its own view."""

from __future__ import annotations

from typing import Any


def next_act(view: dict[str, Any]) -> dict[str, Any] | None:
    """What the token whose ``view`` this is does next, or None when it is not its turn.

    An open choice is answered by a chooser with its first option (``neither`` when offered);
    otherwise the seat to play (declarer for dummy) plays its lowest legal card. Uses only
    what the view shows.
    """
    if view["over"]:
        return None
    me = view["you"]
    oc = view.get("open_choice")
    if oc is not None and oc["kind"] != "withdraw":
        if me in oc["choosers"]:
            opts = oc["options"]
            return {"choose": "neither" if "neither" in opts else opts[0]}
        return None
    if view["legal"]:
        return {"play": view["legal"][0]}
    return None
