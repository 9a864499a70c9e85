"""The web page's own labels (``service/static/labels.json``) against the glossaries, as the
catalogues are in ``tests/test_glossary.py``: no label of any language types a Law's label by
hand (``{Law:68D}``, ``{Law:{law}}`` only, so the federation's style, "artikel 68D", "§ 68 D",
is the label function's and the page's ``lawText``); where the English label names a concept of
the glossary (revoke, established, director ...), the translation says it with the language's
term; no label uses a word the language's glossary forbids ("concessie" for a concession, the
word for a void where a revoke is meant)."""

from __future__ import annotations

import json
import re
from functools import cache

import pytest

from bridgelaw.glossary import glossary
from bridgelaw.i18n import LANGUAGES, LOCALE_DIR

LABELS = LOCALE_DIR.parent / "service" / "static" / "labels.json"
#: The label markup, a table-given Law included: {Law:68D}, {Law:47A,62}, {Law:{law}}.
MARKUP = re.compile(r"\{Law[a-z_]*:(?:[^{}]|\{[^{}]*\})*\}")
#: Any other placeholder ({card}, {seat}).
PLACEHOLDER = re.compile(r"\{[^{}]*\}")
#: A clause label typed in a text: 45C4(b), 47D, 62B (a Law's number with a clause letter).
TYPED_LABEL = re.compile(r"(?<![\w{.:])\d{1,2}[A-H]\d*(?:\([a-z]+\))?(?!\w)")
#: Per test, the languages whose labels still fail it while their own review reworks them:
#: listed by the test (non-strict xfail) until that lands; nl and de are held to all three.
UNDER_REVIEW = {
    "typed": {"en", "ru", "sv", "fr", "pl", "da", "nb", "it"},
    "concept": {"ru", "pl", "nb"},
    "forbidden": set(),
}


def _langs(test: str, *, with_en: bool) -> list[object]:
    return [pytest.param(x, marks=pytest.mark.xfail(strict=False, reason="labels under their own review"))
            if x in UNDER_REVIEW[test] else x for x in LANGUAGES if with_en or x != "en"]


@cache
def labels() -> dict[str, dict[str, str]]:
    data: dict[str, dict[str, str]] = json.loads(LABELS.read_text(encoding="utf-8"))
    return data


def typed_by_hand(text: str, lang: str) -> bool:
    """Whether ``text`` writes a Law's label itself: a clause label (``47D``, ``45C4(b)``), the
    language's word for a Law before a number ("Artikel 45", "§ 45", "Law 45"), or a bare
    ``{law}`` outside the markup."""
    label = glossary(lang)["label"]
    words = {label["word"], label["plural"], *label.get("cases", {}).values(),
             *label.get("plural_cases", {}).values()}
    word_rx = re.compile(r"(?<!\w)(?:" + "|".join(re.escape(w) for w in words) + r")\s*(?:\d|\{law\})",
                         re.IGNORECASE)
    bare = MARKUP.sub("⟨label⟩", text)
    return bool(TYPED_LABEL.search(bare) or "{law}" in bare or word_rx.search(bare))


@pytest.mark.parametrize("text", ["(Artikel 45C, 47)", "(47A, 62)", "Uw keuze (artikel {law})",
                                  "(§ {law})", "(45C4(b))", "(Laws 48A, 49, 50B)", "Artikel 24 is"])
def test_a_label_typed_by_hand_is_seen(text: str) -> None:
    assert typed_by_hand(text, "nl") or typed_by_hand(text, "de") or typed_by_hand(text, "en")


@pytest.mark.parametrize("text", ["({Law:45C}, {Law:47})", "Uw keuze ({Law:{law}})", "({Law:47A,62})",
                                  "Spel (PBN, bv. N:KJ852.QT864.Q.32 …)", "{n} vastgelegd aan tafel {table}"])
def test_a_label_through_the_markup_passes(text: str) -> None:
    assert not typed_by_hand(text, "nl")


@pytest.mark.parametrize("lang", _langs("typed", with_en=True))
def test_no_web_label_types_a_laws_label_by_hand(lang: str) -> None:
    bad = [f"{key}: {text[:110]}" for key, text in labels()[lang].items() if typed_by_hand(text, lang)]
    assert not bad, f"{len(bad)} {lang} labels type a Law's label by hand:\n" + "\n".join(bad)


@pytest.mark.parametrize("lang", _langs("concept", with_en=False))
def test_where_the_english_label_names_a_concept_the_translation_uses_the_glossarys_term(lang: str) -> None:
    """The concepts of the English glossary (``match`` on the English), and the language's own
    (a term with ``en``, the English it renders: nl "vaststelling" for the director's finding,
    "afstaan van slagen" for a concession)."""
    english = glossary("en")["terms"]
    mine = glossary(lang)["terms"]
    concepts = {c: e["match"] for c, e in english.items() if "match" in e and "match" in mine.get(c, {})}
    concepts |= {c: e["en"] for c, e in mine.items() if isinstance(e, dict) and "en" in e}
    bad = []
    for concept, en_pattern in concepts.items():
        en_rx, rx = re.compile(en_pattern), re.compile(mine[concept]["match"], re.IGNORECASE)
        for key, en_text in labels()["en"].items():
            text = labels()[lang].get(key, "")
            if en_rx.search(PLACEHOLDER.sub("", en_text)) and not rx.search(text):
                bad.append(f"{key} {concept} ({mine[concept]['term']}): {text[:100]}")
    assert not bad, f"{len(bad)} {lang} labels say a concept another way:\n" + "\n".join(bad)


@pytest.mark.parametrize("lang", _langs("forbidden", with_en=False))
def test_no_web_label_uses_a_word_the_glossary_forbids(lang: str) -> None:
    bad = []
    for pattern, why in glossary(lang)["forbidden"].items():
        # ``en``: forbidden only where the English label says it (ru указывать is dummy's
        # "indicate", wrong only for "designate")
        rx, en_rx = re.compile(pattern), re.compile(why["en"]) if "en" in why else None
        for key, text in labels()[lang].items():
            if en_rx is not None and not en_rx.search(PLACEHOLDER.sub("", str(labels()["en"].get(key, "")))):
                continue
            if rx.search(PLACEHOLDER.sub("", MARKUP.sub("", text))):
                bad.append(f"{key}: {pattern!r} (use {why['instead']}): {text[:90]}")
    assert not bad, f"{len(bad)} {lang} labels use a word the glossary forbids:\n" + "\n".join(bad)


def test_the_served_labels_cite_a_law_as_the_federation_does() -> None:
    """The service expands ``{Law:68D,70}`` into the federation's style and leaves
    ``{Law:{law}}`` (a Law the page learns at the table) for the page's ``lawText``."""
    from bridgelaw.service.pages import labels_json

    served = json.loads(labels_json())
    assert served["nl"]["queue_dispute"].endswith("(artikelen 68D en 70)")
    assert "(artikel 45C4(b))" in served["nl"]["undo_answer_declarer"]
    assert "(§ 45 C4b)" in served["de"]["undo_answer_declarer"]
    assert served["nl"]["your_choice_banner"] == "Uw keuze ({Law:{law}}): het spel wacht op u."
    assert "({Law:{law}})" in served["de"]["wait_choice"]
    assert served["nl"]["law_style"] == {"word": "artikel", "brackets": True, "space": False}


@pytest.mark.parametrize(("lang", "label", "law", "text"), [
    ("nl", "your_choice_banner", "45C4(b)", "Uw keuze (artikel 45C4(b)): het spel wacht op u."),
    ("de", "your_choice_banner", "45C4(b)", "Ihre Wahl (§ 45 C4b): Das Spiel wartet auf Sie."),
    ("de", "wait_choice", "54", "Warten Sie: {who} wählt zuerst (§ 54)."),
])
def test_the_page_writes_a_table_given_law_in_the_federations_style(lang: str, label: str, law: str,
                                                                      text: str) -> None:
    """``bridgelaw.js``'s ``withLaw`` (run in node) writes ``{Law:{law}}`` with ``lawText`` and the
    served ``law_style``, as the service writes ``{Law:68D}``."""
    import shutil
    import subprocess

    from bridgelaw.service.pages import labels_json

    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed: the page's script is not run")
    js = (LABELS.parent / "bridgelaw.js").read_text(encoding="utf-8")
    law_text = re.search(r"^function lawText\(law\) \{.*?^\}$", js, re.MULTILINE | re.DOTALL)
    with_law = re.search(r"^function withLaw\(.*$", js, re.MULTILINE)
    assert law_text and with_law
    served = json.loads(labels_json())
    script = (f"const labels = {json.dumps(served, ensure_ascii=False)}; const lang = {json.dumps(lang)};\n"
              f"{law_text.group(0)}\n{with_law.group(0)}\n"
              f"process.stdout.write(withLaw(labels[lang][{json.dumps(label)}], {json.dumps(law)}));")
    out = subprocess.run([node], input=script, capture_output=True, text=True, check=True, timeout=60).stdout
    assert out.startswith(text.removesuffix("."))
