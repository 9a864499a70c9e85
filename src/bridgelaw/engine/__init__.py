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

import importlib
from typing import TYPE_CHECKING, Any

from bridgelaw.engine.session import TableSession, event_error, render_text, rule_incident
from bridgelaw.engine.state import Context, OpenChoice, TableState, Withdrawal
from bridgelaw.engine.step import PRECEDENCE, Step, step

if TYPE_CHECKING:
    from bridgelaw.laws import law50_52_offers, law53_58  # noqa: F401

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

    #: Every msgid of domain ``leads`` the engine and Laws 50-58 can emit (leads.po translates each).
    LEADS_MESSAGES: frozenset[str]



#: The names this package gives from the law modules, imported on first use (PEP 562): a
#: single ``bridgelaw rule`` call imports only the law modules its events need. The msgids of
#: domain ``play`` the engine's laws emit keep the names they had when the engine held them
#: (catalogue tests read ``M_*`` here); they live in the law modules.
_FROM_LAWS: dict[str, tuple[str, str]] = {
    "M_31": ("bridgelaw.laws.law45_change", "M_31"),
    "M_32": ("bridgelaw.laws.law45_change", "M_32"),
    "M_33": ("bridgelaw.laws.law45_change", "M_33"),
    "M_CHANGE": ("bridgelaw.laws.law45_change", "M_CHANGE"),
    "M_CHANGE_16": ("bridgelaw.laws.law45_change", "M_CHANGE_16"),
    "M_CHANGE_1963": ("bridgelaw.laws.law45_change", "M_CHANGE_1963"),
    "M_CHANGE_2017": ("bridgelaw.laws.law45_change", "M_CHANGE_2017"),
    "M_NOT_SLIP": ("bridgelaw.laws.law45_change", "M_NOT_SLIP"),
    "M_NOT_UNINTENDED": ("bridgelaw.laws.law45_change", "M_NOT_UNINTENDED"),
    "M_WRONG_HAND": ("bridgelaw.laws.law45_change", "M_WRONG_HAND"),
    "_REASONS_45C4B": ("bridgelaw.laws.law45_change", "REASONS_45C4B"),
    "M_14": ("bridgelaw.laws.law45_dummy", "M_14"),
    "M_16": ("bridgelaw.laws.law45_dummy", "M_16"),
    "M_17": ("bridgelaw.laws.law45_dummy", "M_17"),
    "M_17_1997": ("bridgelaw.laws.law45_dummy", "M_17_1997"),
    "M_18": ("bridgelaw.laws.law45_dummy", "M_18"),
    "M_19": ("bridgelaw.laws.law45_dummy", "M_19"),
    "M_45D_1963": ("bridgelaw.laws.law45_dummy", "M_45D_1963"),
    "M_45D_NAMED": ("bridgelaw.laws.law45_dummy", "M_45D_NAMED"),
    "M_45D_NAMED_1963": ("bridgelaw.laws.law45_dummy", "M_45D_NAMED_1963"),
    "M_45D_STANDS": ("bridgelaw.laws.law45_dummy", "M_45D_STANDS"),
    "M_45D_UNNAMED": ("bridgelaw.laws.law45_dummy", "M_45D_UNNAMED"),
    "M_01": ("bridgelaw.laws.law45_play", "M_01"),
    "M_02": ("bridgelaw.laws.law45_play", "M_02"),
    "M_03_ACCIDENTAL": ("bridgelaw.laws.law45_play", "M_03_ACCIDENTAL"),
    "M_03_MAJOR": ("bridgelaw.laws.law45_play", "M_03_MAJOR"),
    "M_03_MINOR": ("bridgelaw.laws.law45_play", "M_03_MINOR"),
    "M_04": ("bridgelaw.laws.law45_play", "M_04"),
    "M_04_1997": ("bridgelaw.laws.law45_play", "M_04_1997"),
    "M_04_NO_RIGHT": ("bridgelaw.laws.law45_play", "M_04_NO_RIGHT"),
    "M_13": ("bridgelaw.laws.law45_play", "M_13"),
    "M_15": ("bridgelaw.laws.law45_play", "M_15"),
    "M_20": ("bridgelaw.laws.law45_play", "M_20"),
    "M_21": ("bridgelaw.laws.law45_play", "M_21"),
    "M_22": ("bridgelaw.laws.law45_play", "M_22"),
    "M_23": ("bridgelaw.laws.law45_play", "M_23"),
    "M_24": ("bridgelaw.laws.law45_play", "M_24"),
    "M_24_1963": ("bridgelaw.laws.law45_play", "M_24_1963"),
    "M_25": ("bridgelaw.laws.law45_play", "M_25"),
    "M_27": ("bridgelaw.laws.law45_play", "M_27"),
    "M_27_1963": ("bridgelaw.laws.law45_play", "M_27_1963"),
    "M_28": ("bridgelaw.laws.law45_play", "M_28"),
    "M_29": ("bridgelaw.laws.law45_play", "M_29"),
    "M_30": ("bridgelaw.laws.law45_play", "M_30"),
    "M_FIFTH_1963": ("bridgelaw.laws.law45_play", "M_FIFTH_1963"),
    "M_KIND_MAJOR": ("bridgelaw.laws.law45_play", "M_KIND_MAJOR"),
    "M_KIND_MINOR": ("bridgelaw.laws.law45_play", "M_KIND_MINOR"),
    "M_NAMED_NOT_FACED": ("bridgelaw.laws.law45_play", "M_NAMED_NOT_FACED"),
    "M_POINT_NOTHING": ("bridgelaw.laws.law45_play", "M_POINT_NOTHING"),
    "M_POINTED": ("bridgelaw.laws.law45_play", "M_POINTED"),
    "M_POINTED_OLD": ("bridgelaw.laws.law45_play", "M_POINTED_OLD"),
    "M_46B4_PENALTY": ("bridgelaw.laws.law46_play", "M_46B4_PENALTY"),
    "M_46B4_RETRACTED": ("bridgelaw.laws.law46_play", "M_46B4_RETRACTED"),
    "M_B5_CHOSEN": ("bridgelaw.laws.law46_play", "M_B5_CHOSEN"),
    "M_B5_DECLARER": ("bridgelaw.laws.law46_play", "M_B5_DECLARER"),
    "M_B5_DIRECTOR": ("bridgelaw.laws.law46_play", "M_B5_DIRECTOR"),
    "M_B5_DUMMY": ("bridgelaw.laws.law46_play", "M_B5_DUMMY"),
    "M_B5_NOT_LEGAL": ("bridgelaw.laws.law46_play", "M_B5_NOT_LEGAL"),
    "M_B5_OVERRULED": ("bridgelaw.laws.law46_play", "M_B5_OVERRULED"),
    "M_B5_STANDS": ("bridgelaw.laws.law46_play", "M_B5_STANDS"),
    "M_NO_CARD": ("bridgelaw.laws.law46_play", "M_NO_CARD"),
    "M_NO_CARD_46B4": ("bridgelaw.laws.law46_play", "M_NO_CARD_46B4"),
    "M_26": ("bridgelaw.laws.law47", "M_26"),
    "M_WITHDRAW": ("bridgelaw.laws.law47", "M_WITHDRAW"),
    "M_WITHDRAW_16": ("bridgelaw.laws.law47", "M_WITHDRAW_16"),
    "M_WITHDRAW_16_1997": ("bridgelaw.laws.law47", "M_WITHDRAW_16_1997"),
    "M_WITHDRAW_1997": ("bridgelaw.laws.law47", "M_WITHDRAW_1997"),
    "M_REVOKE": ("bridgelaw.laws.law61_64", "M_REVOKE"),
    "M_REVOKE_DUMMY": ("bridgelaw.laws.law61_64", "M_REVOKE_DUMMY"),
    "M_RIGHT_42A3": ("bridgelaw.laws.law61_64", "M_RIGHT_42A3"),
    "M_RIGHT_42B2": ("bridgelaw.laws.law61_64", "M_RIGHT_42B2"),
}

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
    "preload",
    "render_text",
    "rule_incident",
    "step",
]


def __getattr__(name: str) -> Any:
    """The names of :data:`_FROM_LAWS` and :data:`LEADS_MESSAGES`, imported on first use.

    Raises:
        AttributeError: no such name.
    """
    if name == "LEADS_MESSAGES":
        from bridgelaw.laws import law50_52_offers, law53_58

        #: Every msgid of domain ``leads`` the engine and Laws 50-58 can emit (leads.po
        #: translates each).
        value: object = frozenset(law53_58.MESSAGES | law50_52_offers.MESSAGES)
    elif name in ("law50_52_offers", "law53_58"):
        value = importlib.import_module(f"bridgelaw.laws.{name}")
    elif name in _FROM_LAWS:
        module, attr = _FROM_LAWS[name]
        value = getattr(importlib.import_module(module), attr)
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    """The package's names, those imported on first use (:data:`_FROM_LAWS`) included."""
    return sorted({*globals(), *_FROM_LAWS, "LEADS_MESSAGES", "law50_52_offers", "law53_58"})


def preload() -> None:
    """Import every module the engine can need - each handler and offer module, every law
    module, the pydantic schema of incidents (:mod:`bridgelaw.incident_schema`, for the errors)
    - which a single command imports only when its incident needs them. A long-running process
    (the table service, at start) calls this so that no request pays for a first import.
    Raises nothing (an import error is a bug in the package)."""
    import pkgutil

    for name in ("bridgelaw.engine", "bridgelaw.engine.handlers", "bridgelaw.engine.offers",
                 "bridgelaw.laws"):
        package = importlib.import_module(name)
        for info in pkgutil.iter_modules(package.__path__):
            importlib.import_module(f"{name}.{info.name}")
    importlib.import_module("bridgelaw.incident_schema")
