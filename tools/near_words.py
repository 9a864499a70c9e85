"""Write ``src/bridgelaw/lexicons/near/<lang>.txt``: the words of each language within typing
reach of a card word of any lexicon, which the designation parser never reads as a typing slip
("never where the typo is itself a word of the language" - of any of the ten: the
Swedish "akta" is not an Italian slip for "alta"; :mod:`bridgelaw.designation.fallback`).

The words of a language are those of wordfreq's word list (``pip install wordfreq==3.1.1``; a
tool's dependency, not the package's) with a Zipf frequency of at least :data:`ZIPF` (about three
times in ten million words): rarer forms are mostly the typing slips themselves ("kign", "quen").
Norwegian is wordfreq's ``nb``; Danish, whose wordfreq list is only the small one, also takes the
Norwegian words (a slip that is a Norwegian word is not read as a Danish one either).

Each file starts with a comment naming the source and a hash of the lexicon words it was made
for; ``tests/designation/test_typos.py`` fails when a lexicon's words change and the file was not
made again. Usage: ``python tools/near_words.py [lang ...]`` (default: every language).
"""

from __future__ import annotations

import sys

from bridgelaw.designation.fallback import MIN_TYPO, near_words_path, reach, targets_hash, typo_targets
from bridgelaw.designation.lexicon import load_lexicon, normalise, supported_languages

#: The least Zipf frequency of a word of the language.
ZIPF = 2.5
#: wordfreq's language codes for ours, and the lists read for each.
SOURCES = {"no": ("nb",), "da": ("da", "nb")}


def all_targets() -> list[str]:
    """The words a typing slip may be read as, in every language, sorted."""
    return sorted({w for lang in supported_languages() for w in typo_targets(lang)})


def near(lang: str) -> list[str]:
    """The words of ``lang`` (wordfreq, Zipf >= :data:`ZIPF`) within reach of a typo target of
    any language."""
    import wordfreq
    from rapidfuzz import process
    from rapidfuzz.distance import OSA

    lex = load_lexicon(lang)
    targets = all_targets()
    words: set[str] = set()
    for code in SOURCES.get(lang, (lang,)):
        for w in wordfreq.iter_wordlist(code, "best"):
            if wordfreq.zipf_frequency(w, code, "best") < ZIPF:
                break
            n = normalise(w)
            if len(n) >= MIN_TYPO and n.isalpha() and n not in lex.words:
                words.add(n)
    out = []
    for w in sorted(words):
        if process.extractOne(w, targets, scorer=OSA.distance, score_cutoff=reach(w)) is not None:
            out.append(w)
    return out


def main() -> None:
    langs = sys.argv[1:] or supported_languages()
    for lang in langs:
        ws = near(lang)
        with open(near_words_path(lang), "w", encoding="utf-8") as fh:
            fh.write(f"# Words of language {lang!r} within typing reach of a card word of any lexicon:\n"
                     f"# never read as a typing slip. Made by tools/near_words.py from wordfreq 3.1.1\n"
                     f"# (Zipf >= {ZIPF}; word lists CC BY-SA 4.0, https://github.com/rspeer/wordfreq).\n"
                     f"# targets {targets_hash()}\n")
            fh.write("".join(w + "\n" for w in ws))
        print(f"{lang}: {len(ws)} words")


if __name__ == "__main__":
    main()
