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
        again = lexicon.load_lexicon(lang)  # from the cache entry (plain data)
        assert again is not first and again == first
        # the same types too (an IntEnum equals its int): every meaning, every naming key
        pairs = [(again.words[w], m) for w, m in first.words.items()]
        pairs += [(p2.meaning, p1.meaning) for w, ps in first.phrases.items()
                  for p1, p2 in zip(ps, again.phrases[w], strict=True)]
        pairs += [(x2, x1) for w, ms in first.letters.items()
                  for x1, x2 in zip(ms, again.letters[w], strict=True) if x1 is not None]
        assert all(type(a) is type(b) and type(a.value) is type(b.value) for a, b in pairs)
        assert all(type(k2) is type(k1) for o in first.naming for part in (1, 2)
                   for k1, k2 in zip(first.naming[o][part], again.naming[o][part], strict=True))
    lexicon.load_lexicon.cache_clear()


def test_a_damaged_or_foreign_entry_is_compiled_again(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BRIDGELAW_CACHE", str(tmp_path))
    assert _cache.cached("t", b"a", __file__, lambda: {"v": 1}) == {"v": 1}
    (entry,) = tmp_path.glob("t-*.marshal")
    for damage in (b"", b"garbage", entry.read_bytes()[:-3], b"\0" * 16 + b"\xff\xff"):
        entry.write_bytes(damage)
        assert _cache.cached("t", b"a", __file__, lambda: {"v": 2}) == {"v": 2}
    assert _cache.cached("t", b"a", __file__, lambda: {"v": 3}) == {"v": 2}  # stored again, read back


def test_a_read_only_cache_folder_only_costs_the_compile(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    monkeypatch.setenv("BRIDGELAW_CACHE", str(folder / "sub"))
    try:
        assert _cache.cached("t", b"a", __file__, lambda: (1, "x")) == (1, "x")
        assert _cache.cached("t", b"a", __file__, lambda: (2, "y")) in ((1, "x"), (2, "y"))  # root may write
    finally:
        folder.chmod(0o700)


def test_a_value_marshal_cannot_store_is_returned_but_not_stored(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BRIDGELAW_CACHE", str(tmp_path))
    value = object()
    assert _cache.cached("t", b"a", __file__, lambda: value) is value
    assert not list(tmp_path.glob("t-*.marshal"))
