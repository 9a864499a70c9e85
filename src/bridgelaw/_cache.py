"""A small on-disk cache of compiled data (lexicons, the language-detection index, catalogues)
to cut the start-up cost of one ``bridgelaw designate``/``rule`` call: the first call compiles
and stores the data, later calls load it (several times faster than parsing TOML/.po and
compiling).

Entries are plain data written with :mod:`marshal` (None, bool, int, float, str, bytes,
tuples, lists, dicts, sets and frozensets of them): loading them builds no object through
Python code and needs no import (unpickling frozen dataclasses ran ``_dataclass_setstate`` for
every object, and :mod:`pickle` itself cost ~4 ms of imports). A caller that keeps objects
converts them to plain data in ``build`` and back after :func:`cached`.

The key is a BLAKE2b hash of the source text, of the code that compiles it (the module's own
file) and of the Python version, so an edited lexicon, catalogue or compiler never meets a
stale entry; each entry also carries a hash of its own bytes, so a damaged file is never read
as data. The cache lives in ``$BRIDGELAW_CACHE`` or ``$XDG_CACHE_HOME/bridgelaw`` (default
``~/.cache/bridgelaw``); ``BRIDGELAW_CACHE=off`` turns it off. A cache that cannot be read or
written (a read-only or full disk, a damaged or foreign file) is simply not used: the data is
compiled as without it.
"""

from __future__ import annotations

import marshal
import os
import sys
from collections.abc import Callable
from typing import Any, TypeVar

try:  # hashlib's own BLAKE2b, without hashlib's import of OpenSSL (~5 ms per call)
    from _blake2 import blake2b
except ImportError:  # pragma: no cover - a Python built without the module
    from hashlib import blake2b

__all__ = ["cache_dir", "cached"]

T = TypeVar("T")

#: The length of the hashes (bytes): the key in the file name, the check of an entry's bytes.
_DIGEST = 16
#: The file name suffix of an entry (the format: a hash of the payload, then its marshal bytes).
SUFFIX = ".marshal"


def cache_dir() -> str | None:
    """The cache folder, or None when the cache is off (``BRIDGELAW_CACHE=off``)."""
    env = os.environ.get("BRIDGELAW_CACHE", "")
    if env.lower() in ("off", "0", "no"):
        return None
    if env:
        return env
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "bridgelaw")


def _read(path: str) -> object:
    """The value stored at ``path``. Raises OSError (absent, unreadable) or ValueError
    (damaged: its hash does not match, or marshal cannot read it)."""
    with open(path, "rb") as fh:
        raw = fh.read()
    digest, payload = raw[:_DIGEST], raw[_DIGEST:]
    if blake2b(payload, digest_size=_DIGEST).digest() != digest:
        raise ValueError(f"{path}: damaged cache entry")
    return marshal.loads(payload)


def _write(folder: str, path: str, value: Any) -> None:
    """Store ``value`` at ``path`` atomically (a temporary file renamed); nothing on failure
    (a read-only home, a full disk, a value marshal cannot store)."""
    import tempfile  # only when writing an entry: not on the start-up path of a warm cache

    tmp = ""
    try:
        payload = marshal.dumps(value)
        os.makedirs(folder, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=folder, suffix=".tmp")
        with os.fdopen(fd, "wb") as fh:
            fh.write(blake2b(payload, digest_size=_DIGEST).digest() + payload)
        os.replace(tmp, path)
    except Exception:
        try:
            if tmp:
                os.unlink(tmp)
        except Exception:
            pass


def cached(kind: str, source: bytes, compiler_file: str, build: Callable[[], T]) -> T:
    """``build()``, or what an earlier ``build()`` of the same ``source`` compiled by the same
    ``compiler_file`` (a module's ``__file__``) stored.

    Args:
        kind: a name for the entry (``"lexicon-en"``).
        source: the text compiled (its bytes).
        compiler_file: the file of the code that compiles it (part of the key).
        build: compiles ``source`` into plain data (see the module docstring; anything else is
            returned but not stored); its exceptions propagate and nothing is stored.

    Returns:
        The compiled value. Raises only what ``build`` raises.
    """
    folder = cache_dir()
    if folder is None:
        return build()
    try:
        with open(compiler_file, "rb") as fh:
            code = fh.read()
    except OSError:
        return build()
    h = blake2b(source, digest_size=_DIGEST)
    h.update(code)
    h.update(sys.version.encode())
    path = os.path.join(folder, f"{kind}-{h.hexdigest()}{SUFFIX}")
    try:
        return _read(path)  # type: ignore[return-value]
    except Exception:  # absent, unreadable or damaged: compile again
        pass
    value = build()
    _write(folder, path, value)
    return value
