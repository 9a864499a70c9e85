"""The incident engine: derive table states and rulings from the record (laws.md §1.0).

Layers, each importing only those below it (tested):

* :mod:`.session` - :class:`TableSession` (the record, the states kept, the rulings),
  :func:`rule_incident` and :func:`rule_until_refused` (the rulings up to a refused event);
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

import importlib

from bridgelaw.engine.session import (
    TableSession,
    event_error,
    render_text,
    rule_incident,
    rule_incident_partial,
    rule_incident_session,
    rule_until_refused,
)
from bridgelaw.engine.state import Context, OpenChoice, TableState, Withdrawal
from bridgelaw.engine.step import PRECEDENCE, Step, step

__all__ = [
    "PRECEDENCE",
    "Context",
    "OpenChoice",
    "Step",
    "TableSession",
    "TableState",
    "Withdrawal",
    "event_error",
    "preload",
    "render_text",
    "rule_incident",
    "rule_incident_partial",
    "rule_incident_session",
    "rule_until_refused",
    "step",
]


def preload() -> None:
    """Import every module the engine can need - each handler and offer module, every law
    module, the pydantic schema of incidents (:mod:`bridgelaw.incident_schema`, for the errors)
    - which a single command imports only when its incident needs them. A long-running process
    (the table service, at start) calls this so that no request pays for a first import.
    Raises nothing (an import error is a bug in the package)."""
    import pkgutil

    from bridgelaw.laws.home import home_names, load_home

    for name in ("bridgelaw.engine", "bridgelaw.engine.handlers", "bridgelaw.engine.offers",
                 "bridgelaw.laws"):
        package = importlib.import_module(name)
        for info in pkgutil.iter_modules(package.__path__):
            importlib.import_module(f"{name}.{info.name}")
    for home in home_names():
        load_home(home)  # a package home with every module of it
    importlib.import_module("bridgelaw.incident_schema")
