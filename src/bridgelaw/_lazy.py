"""Mappings whose values are built on first use: the engine's tables of handlers and offers
(whose modules a single ``bridgelaw rule`` call imports only when its events need them), and the
registries assembled from the homes of the Laws (:data:`bridgelaw.clauses.CLAUSES`,
:data:`bridgelaw.regulations.OPTIONS`), which nothing on the quick path reads. No Law logic
lives here."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any, Generic, TypeVar

__all__ = ["Assembled", "LazyMapping"]

K = TypeVar("K")
V = TypeVar("V")


class LazyMapping(Mapping[K, V], Generic[K, V]):
    """The keys of ``keys``, each value ``load(key)``, built the first time it is looked up and
    kept.

    Args:
        keys: the mapping whose keys this one has (its values are not read here).
        load: builds the value of a key (e.g. imports its module); what it raises propagates
            from the lookup, and nothing is kept.
    Raises:
        KeyError: on lookup of a key that ``keys`` does not have.
    """

    def __init__(self, keys: Mapping[K, Any], load: Callable[[K], V]) -> None:
        self._keys = keys
        self._load = load
        self._loaded: dict[K, V] = {}

    def __getitem__(self, key: K) -> V:
        try:
            return self._loaded[key]
        except KeyError:
            if key not in self._keys:
                raise
        value = self._loaded[key] = self._load(key)
        return value

    def __iter__(self) -> Iterator[K]:
        return iter(self._keys)

    def __len__(self) -> int:
        return len(self._keys)


class Assembled(Mapping[K, V], Generic[K, V]):
    """A read-only mapping built whole by ``build()`` the first time anything asks for it (a
    key, its length, its keys), then kept.

    Args:
        build: makes the mapping (e.g. imports every home of the Laws and collects what each
            declares); what it raises propagates from that first use, and nothing is kept.
    Raises:
        KeyError: on lookup of a key the built mapping does not have.
    """

    def __init__(self, build: Callable[[], Mapping[K, V]]) -> None:
        self._build = build
        self._built: Mapping[K, V] | None = None

    def _all(self) -> Mapping[K, V]:
        if self._built is None:
            self._built = self._build()
        return self._built

    def __getitem__(self, key: K) -> V:
        return self._all()[key]

    def __iter__(self) -> Iterator[K]:
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())
