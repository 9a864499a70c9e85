"""A small on-disk cache of compiled data (lexicons, catalogues) to cut the start-up cost of one
``bridgelaw designate``/``rule`` call: the first call compiles and stores a pickle, later calls
load it (several times faster than parsing TOML/.po and compiling).

The key is a hash of the source text, of the code that compiles it (the module's own file) and
of the Python version, so an edited lexicon, catalogue or compiler never meets a stale entry.
The cache lives in ``$BRIDGELAW_CACHE`` or ``$XDG_CACHE_HOME/bridgelaw`` (default
``~/.cache/bridgelaw``); ``BRIDGELAW_CACHE=off`` turns it off. A cache that cannot be read or
written is simply not used: the data is compiled as without it.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

__all__ = ["cache_dir", "cached"]

T = TypeVar("T")


def cache_dir() -> Path | None:
    """The cache folder, or None when the cache is off (``BRIDGELAW_CACHE=off``)."""
    env = os.environ.get("BRIDGELAW_CACHE", "")
    if env.lower() in ("off", "0", "no"):
        return None
    if env:
        return Path(env)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "bridgelaw"


def cached(kind: str, source: bytes, compiler_file: str, build: Callable[[], T]) -> T:
    """``build()``, or what an earlier ``build()`` of the same ``source`` compiled by the same
    ``compiler_file`` (a module's ``__file__``) stored.

    Args:
        kind: a name for the entry (``"lexicon-en"``).
        source: the text compiled (its bytes).
        compiler_file: the file of the code that compiles it (part of the key).
        build: compiles ``source``; its exceptions propagate and nothing is stored.

    Returns:
        The compiled object. Raises only what ``build`` raises.
    """
    folder = cache_dir()
    if folder is None:
        return build()
    try:
        code = Path(compiler_file).read_bytes()
    except OSError:
        return build()
    h = hashlib.sha256(source)
    h.update(code)
    h.update(sys.version.encode())
    path = folder / f"{kind}-{h.hexdigest()[:24]}.pickle"
    try:
        return pickle.loads(path.read_bytes())  # type: ignore[no-any-return]
    except Exception:  # absent, unreadable or from another version: compile again
        pass
    value = build()
    import tempfile  # only when writing an entry: not on the start-up path of a warm cache

    tmp = ""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=folder, suffix=".tmp")
        with os.fdopen(fd, "wb") as fh:
            pickle.dump(value, fh, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, path)
    except Exception:  # a read-only home, a full disk, an object pickle cannot store
        try:
            if tmp:
                os.unlink(tmp)
        except Exception:
            pass
    return value
