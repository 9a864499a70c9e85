"""The on-disk cache of compiled lexicons and catalogues (bridgelaw._cache): same value as a
fresh compile, a new entry when the source changes, off with BRIDGELAW_CACHE=off."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgelaw import _cache
from bridgelaw.designation import lexicon


def test_cache_returns_what_build_made_and_rebuilds_for_new_source(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BRIDGELAW_CACHE", str(tmp_path))
    calls: list[bytes] = []

    def build(src: bytes) -> dict[str, bytes]:
        calls.append(src)
        return {"v": src}

    assert _cache.cached("t", b"a", __file__, lambda: build(b"a")) == {"v": b"a"}
    assert _cache.cached("t", b"a", __file__, lambda: build(b"a")) == {"v": b"a"}
    assert _cache.cached("t", b"b", __file__, lambda: build(b"b")) == {"v": b"b"}
    assert calls == [b"a", b"b"]  # the second call of "a" came from the cache
    assert len(list(tmp_path.glob("t-*.marshal"))) == 2


def test_cache_off_always_builds(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BRIDGELAW_CACHE", "off")
    n = [0]

    def build() -> int:
        n[0] += 1
        return n[0]

    assert _cache.cached("t", b"a", __file__, build) == 1
    assert _cache.cached("t", b"a", __file__, build) == 2


def test_cached_lexicon_equals_a_fresh_compile(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BRIDGELAW_CACHE", str(tmp_path))
    for lang in lexicon.supported_languages():
        lexicon.load_lexicon.cache_clear()
        first = lexicon.load_lexicon(lang)
        lexicon.load_lexicon.cache_clear()
        again = lexicon.load_lexicon(lang)  # from the pickle
        assert again is not first and again.words == first.words and again.phrases == first.phrases
    lexicon.load_lexicon.cache_clear()
