"""The language-detection index (detect._DetectIndex, kept as one text in the on-disk cache for
start-up) answers for every word what the lexicons say: each language that knows the
word, with the weight its lexicon gives it, in the order of supported_languages()."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgelaw.designation import detect, lexicon


@pytest.mark.parametrize("cache", ["off", "tmp"])
def test_O46LEXICON_the_detection_index_holds_every_lexicon_word_with_its_weight(
        cache: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BRIDGELAW_CACHE", "off" if cache == "off" else str(tmp_path))
    langs = tuple(lexicon.supported_languages())
    for _ in range(2):  # built, then (cache on) read back from the entry
        detect._detect_index.cache_clear()
        idx = detect._detect_index(langs)
        words = {w for code in langs for w in lexicon.load_lexicon(code).detect_weights}
        for w in words:
            want = tuple((code, lexicon.load_lexicon(code).detect_weights[w]) for code in langs
                         if w in lexicon.load_lexicon(code).detect_weights)
            assert idx.hits(w) == want, w
        assert idx.hits("xyzzy") is None and idx.hits("") is None
        assert idx.prio == {code: lexicon.load_lexicon(code).priority for code in langs}
    detect._detect_index.cache_clear()


def test_47E1_turn_statement_patterns_cached_without_compiling_a_lexicon(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Law 47E1's trigger ("your lead") reads every lexicon's [turn] patterns: from the
    on-disk cache once written (a `rule` call compiles no lexicon), equal to the lexicons'."""
    monkeypatch.setenv("BRIDGELAW_CACHE", str(tmp_path))
    lexicon._turn_statement_regex.cache_clear()
    try:
        fresh = lexicon._turn_statement_regex()  # compiles the lexicons, writes the entry
        lexicon._turn_statement_regex.cache_clear()

        def no_lexicon(lang: str) -> None:
            raise AssertionError(f"lexicon {lang} compiled although the patterns are cached")

        monkeypatch.setattr(lexicon, "load_lexicon", no_lexicon)
        warm = lexicon._turn_statement_regex()
        assert warm.pattern == fresh.pattern
        assert warm.search("your lead, partner") and not warm.search("small club")
    finally:
        lexicon._turn_statement_regex.cache_clear()
