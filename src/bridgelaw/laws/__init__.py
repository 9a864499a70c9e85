"""The Laws as code: one module per Law (or group), each clause a function named after it.

Modules: ``law46`` (designation from dummy), ``law45`` (card played), ``law47`` (retraction),
``law48_49`` (exposed cards), ``law50_52`` (penalty cards), ``law16`` (withdrawn-action
information). Every function takes the :class:`~bridgelaw.editions.Edition` and the
:class:`~bridgelaw.regulations.Regulations` explicitly; nothing is global.

A module that emits ruling messages keeps them in a ``MESSAGES`` set (the msgids of its gettext
``DOMAIN``), registered by ``_m = message_registrar(MESSAGES)``, and builds their parameters with
:func:`message_params`.
"""

from __future__ import annotations

from collections.abc import Callable

from bridgelaw.cards import Card, Seat, Suit


def message_registrar(messages: set[str]) -> Callable[[str], str]:
    """The ``_m`` of a law module: ``_m(template)`` adds ``template`` to ``messages`` (the
    module's ``MESSAGES``) and returns it unchanged. Raises nothing."""

    def register(template: str) -> str:
        messages.add(template)
        return template

    return register


def message_params(domain: str, **params: object) -> dict[str, object]:
    """The ``params`` of a ruling message of gettext ``domain``: ``{"domain": domain, **params}``
    with a :class:`~bridgelaw.cards.Card` as its code (``"SA"``) and a
    :class:`~bridgelaw.cards.Seat` or :class:`~bridgelaw.cards.Suit` as its letter; other values
    as given. Raises nothing."""
    out: dict[str, object] = {"domain": domain}
    for k, v in params.items():
        out[k] = v.letter if isinstance(v, Seat | Suit) else (str(v) if isinstance(v, Card) else v)
    return out
