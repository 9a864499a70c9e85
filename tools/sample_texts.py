"""Print N representative ruling texts per language beside the English, for the review of the
translations ("by someone fluent in the language who has not written it, with the
federation's text beside it").

The texts come from the goldens' incident corpus (``tests/goldens/textcorpus.py``: the incident
files' rulings, the recorded sessions, every ``--stride``-th session of the random corpus). The
sample is stable (the same for the same code, ``--seed`` and ``-n``): every message template is
first represented once (the most frequent templates first, ties by name), then the rest is drawn
at random (seeded) from the remaining rulings, so a reviewer sees every kind of ruling before
seeing a kind twice. Each text is printed with its Law home and message name (the comment of its
catalogue entry) and a box for the reviewer's mark; the header names the federation's text the
glossary was taken from (``locale/<lang>/glossary.toml``, ``[source]``).

Usage::

    BRIDGELAW_SHARED=../shared python tools/sample_texts.py --lang de -n 100 > de.md
    python tools/sample_texts.py --out review/          # one file per language: review/<lang>.md
    python tools/sample_texts.py --lang fr --format tsv  # a table for a spreadsheet
    python tools/sample_texts.py --out review/ --suffix=-claims -n 40 \
        --domain law68 --domain law69 --domain law70 --domain law71 --domain law77

The reviewer counts the texts with an error (a wrong term, a grammar error, a word left in
English, a meaning that differs from the English) out of the N.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter, defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "tests" / "goldens"))

from babel.messages.pofile import read_po  # noqa: E402

from bridgelaw.glossary import glossary  # noqa: E402
from bridgelaw.i18n import LANGUAGES, LOCALE_DIR, domains, render_message  # noqa: E402


def homes() -> dict[str, str]:
    """English template -> the name of its message in its Law home (``law45.play.CARD_PLAYED``)."""
    out: dict[str, str] = {}
    for domain in domains():
        with (LOCALE_DIR / "en" / "LC_MESSAGES" / f"{domain}.po").open("rb") as f:
            for m in read_po(f, locale="en"):
                if m.id:
                    msgid = m.id if isinstance(m.id, str) else m.id[0]
                    out.setdefault(msgid, m.auto_comments[0] if m.auto_comments else domain)
    return out


def pick(samples: Sequence[Any], n: int, seed: int) -> list[Any]:
    """``n`` samples: one per message template first (most frequent first), then at random."""
    by_message: dict[str, list[Any]] = defaultdict(list)
    for s in samples:
        by_message[s.message].append(s)
    freq = Counter({m: len(v) for m, v in by_message.items()})
    rng = random.Random(seed)
    chosen: list[Any] = []
    rest: list[Any] = []
    for message, _count in sorted(freq.items(), key=lambda kv: (-kv[1], kv[0])):
        group = by_message[message]
        k = rng.randrange(len(group))
        chosen.append(group[k])
        rest.extend(group[:k] + group[k + 1:])
    if len(chosen) >= n:
        return chosen[:n]
    rng.shuffle(rest)
    return chosen + rest[: n - len(chosen)]


def _render(s: Any, lang: str) -> str:
    text = render_message(s.message, s.params, lang, s.params.get("domain"))
    text = text[:1].upper() + text[1:]
    more = s.params.get("extra_msgs") or {}
    for key, msgid in more.items():
        text += f"  [{key}: {render_message(str(msgid), s.params, lang, s.params.get('domain'))}]"
    return text


def _source(lang: str) -> str:
    src = glossary(lang).get("source", {}).get("primary", {})
    parts = [src.get("title", ""), src.get("publisher", ""), src.get("url", "")]
    return "; ".join(p for p in parts if p)


def write(lang: str, picked: Sequence[Any], names: dict[str, str], fmt: str) -> str:
    """The review sheet of ``lang``."""
    lines: list[str] = []
    if fmt == "tsv":
        lines.append("no\tmessage\tsource\tenglish\t" + lang + "\terror")
        for i, s in enumerate(picked, 1):
            row = [str(i), names.get(s.message, "?"), s.source, _render(s, "en"), _render(s, lang), ""]
            lines.append("\t".join(c.replace("\t", " ") for c in row))
        return "\n".join(lines) + "\n"
    lines += [f"# Ruling texts for review: {lang} ({len(picked)} texts)", "",
              f"The federation's text: {_source(lang)}", "",
              "Mark a text with an error (wrong term, grammar, English left, meaning not the "
              "English one) with [x]; count the marks out of the number of texts.", ""]
    for i, s in enumerate(picked, 1):
        lines += [f"## {i}. {names.get(s.message, '?')}  [ ]", "",
                  f"- en: {_render(s, 'en')}", f"- {lang}: {_render(s, lang)}",
                  f"- from: {s.source}", ""]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--lang", action="append", help="a language (repeatable; default: all but en)")
    ap.add_argument("-n", type=int, default=100, help="texts per language (default 100)")
    ap.add_argument("--seed", type=int, default=20, help="the sample's seed (default 20)")
    ap.add_argument("--stride", type=int, default=100,
                    help="every stride-th session of the random corpus (default 100)")
    ap.add_argument("--domain", action="append",
                    help="only the texts of this catalogue domain (repeatable), e.g. law68 ... law77")
    ap.add_argument("--suffix", default="", help="added to each file's name: <lang><suffix>.md")
    ap.add_argument("--format", choices=("markdown", "tsv"), default="markdown")
    ap.add_argument("--out", type=Path, help="write <out>/<lang>.md (or .tsv) instead of stdout")
    args = ap.parse_args(argv)
    langs = args.lang or [lang for lang in LANGUAGES if lang != "en"]
    bad = [lang for lang in langs if lang not in LANGUAGES or lang == "en"]
    if bad:
        ap.error(f"not a language of the translations: {', '.join(bad)}")

    import textcorpus

    samples = textcorpus.samples(args.stride)
    if args.domain:
        samples = [x for x in samples if x.params.get("domain") in set(args.domain)]
    picked = pick(samples, args.n, args.seed)
    names = homes()
    for lang in langs:
        sheet = write(lang, picked, names, args.format)
        if args.out:
            args.out.mkdir(parents=True, exist_ok=True)
            ext = "tsv" if args.format == "tsv" else "md"
            (args.out / f"{lang}{args.suffix}.{ext}").write_text(sheet, encoding="utf-8")
        else:
            sys.stdout.write(sheet + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
