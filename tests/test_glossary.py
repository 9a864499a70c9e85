"""Every catalogue against its language's glossary (``locale/<lang>/glossary.toml``,
:mod:`bridgelaw.glossary`): the glossary names its federation's source; no text uses a word the
glossary forbids (the word for a void where a revoke is meant, "Wet 45A", "karta karna"); where
the English says a concept of the glossary (revoke, penalty card, major, director, slip of the
tongue ...) the translation says it with the glossary's term; no label is typed by hand (every
label goes through the label markup, so the federation's style is the label function's); one
quotation style per language; the plural rule of every catalogue is the glossary's.
"""

from __future__ import annotations

import re
import tomllib
from functools import cache

import pytest
from babel.messages.pofile import read_po

from bridgelaw.glossary import glossary, law_label
from bridgelaw.i18n import LABEL_PARAMS, LANGUAGES, LOCALE_DIR, domains, render_message

OTHERS = [lang for lang in LANGUAGES if lang != "en"]
#: Every quotation mark and apostrophe a text might use.
QUOTE_CHARS = "'\"«»„“”‚‘’‹›"
#: A clause label typed in a text: 45C4(b), 16C1, 47D (a Law's number with a clause letter).
TYPED_LABEL = re.compile(r"(?<![\w{])\d{1,2}[A-H]\d*(?:\([a-z]+\))?")
#: A placeholder ({seat}, {dummy_name}): its name is no word of the text.
PLACEHOLDER = re.compile(r"\{[^{}]*\}")
#: An option's id (O-46B4-RHO-PLAYED): a name, not a label.
OPTION_ID = re.compile(r"\bO-[A-Z0-9]+(?:-[A-Z0-9]+)*")
#: The label markup, its nested placeholders included: {Law:{law},{d}}, {Law_gen:45A}.
MARKUP = re.compile(r"\{Law[a-z_]*:(?:[^{}]|\{[^{}]*\})*\}")


@cache
def entries(lang: str) -> tuple[tuple[str, str | None, str, tuple[str, ...]], ...]:
    """(domain, context, msgid, msgstr forms) of every entry of every catalogue of ``lang``."""
    out = []
    for domain in domains():
        with (LOCALE_DIR / lang / "LC_MESSAGES" / f"{domain}.po").open("rb") as f:
            cat = read_po(f, locale=lang)
        for m in cat:
            if not m.id:
                continue
            msgid = m.id if isinstance(m.id, str) else m.id[0]
            forms = m.string if isinstance(m.string, tuple) else (m.string,)
            out.append((domain, m.context, msgid, tuple(str(s) for s in forms)))
    return tuple(out)


def _texts(lang: str) -> list[tuple[str, str, str]]:
    """(domain, msgid, one msgstr form) for every translation of ``lang``."""
    return [(d, msgid, s) for d, _, msgid, forms in entries(lang) for s in forms]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_glossary_names_its_source_and_gives_the_data_the_texts_need(lang: str) -> None:
    with (LOCALE_DIR / lang / "glossary.toml").open("rb") as f:
        g = tomllib.load(f)
    assert g["source"]["primary"]["title"] and g["source"]["primary"]["publisher"]
    label = g["label"]
    assert {"word", "plural", "and", "edition"} <= set(label)
    assert {"open", "close", "nested_open", "nested_close", "apostrophe"} <= set(g["quotes"])
    assert set(g["seats"]) == {"N", "E", "S", "W"} and set(g["sides"]) == {"N/S", "E/W"}
    if lang != "en":
        assert set(g["gender"]) == set("AKQJT98765432"), "every rank's gender"
        assert set(g["seat_letters"]) == {"N", "E", "S", "W"}
        assert set(g["rank_letters"]) == set("AKQJ")
        assert g["forbidden"], "the words the texts must not use"


@pytest.mark.parametrize("lang", OTHERS)
def test_every_term_is_sourced_or_marked_unconfirmed(lang: str) -> None:
    for key, entry in glossary(lang)["terms"].items():
        if "term" not in entry:
            continue  # a table of words (suits, ranks, seats)
        assert entry.get("src") or entry.get("confirmed") is False, (lang, key)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_plural_rule_of_every_catalogue_is_the_glossarys(lang: str) -> None:
    expected = re.sub(r"\s", "", glossary(lang)["plural"]["forms"])
    for domain in domains():
        with (LOCALE_DIR / lang / "LC_MESSAGES" / f"{domain}.po").open("rb") as f:
            cat = read_po(f, locale=lang)
        got = re.sub(r"\s", "", f"nplurals={cat.num_plurals};plural={cat.plural_expr};")
        assert got == expected, (lang, domain, got)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_plural_text_has_the_languages_forms(lang: str) -> None:
    """A message with plural forms (ngettext) has as many forms as the language's rule, each
    with the count in it."""
    n = int(re.search(r"nplurals=(\d+)", glossary(lang)["plural"]["forms"]).group(1))
    plural = [(d, msgid, forms) for d, _, msgid, forms in entries(lang) if _is_plural(d, msgid)]
    assert len(plural) >= 6, plural
    for d, msgid, forms in plural:
        assert len(forms) == n, (lang, d, msgid, forms)
        assert all("{count}" in f for f in forms), (lang, d, msgid, forms)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("count", [0, 1, 2, 5, 21])
def test_plural_forms_for_0_1_2_5_21(lang: str, count: int) -> None:
    """The total of transferred tricks (Law 64) says the count with the form of "trick" the
    glossary gives for it (Russian 1/2/5/21: взятка, взятки, взяток, взятка)."""
    from bridgelaw.laws.law64 import TOTAL_TRANSFERRED

    params = {"count": count, "side": "N/S", "tricks": 10, "won": 9}
    text = render_message(str(TOTAL_TRANSFERRED), params, lang, "law64")
    assert glossary(lang)["plural"]["trick"][str(count)] in text, (lang, count, text)


@cache
def _plural_ids() -> frozenset[tuple[str, str]]:
    out = set()
    for domain in domains():
        with (LOCALE_DIR / "en" / "LC_MESSAGES" / f"{domain}.po").open("rb") as f:
            for m in read_po(f, locale="en"):
                if isinstance(m.id, tuple):
                    out.add((domain, m.id[0]))
    return frozenset(out)


def _is_plural(domain: str, msgid: str) -> bool:
    return (domain, msgid) in _plural_ids()


#: A gender choice ({card_g:m=названный|f=названная}): its words are the text's words.
CHOICE = re.compile(r"\{\w+_g:([^{}]*)\}")


def words_of(text: str) -> str:
    """The words of a translation a forbidden word is looked for in: labels and placeholders
    removed, a gender choice's forms kept ("{card_g:m=тронут|f=тронута}" -> "тронут тронута")."""
    text = CHOICE.sub(lambda m: " ".join(f.partition("=")[2] for f in m.group(1).split("|")),
                      MARKUP.sub("", text))
    return PLACEHOLDER.sub("", text)


def forbidden_where(why: dict[str, str]) -> re.Pattern[str] | None:
    """The English a forbidden word is forbidden under (its ``en``), or None: everywhere. Russian
    указывать is dummy's "indicate" (R1 45F) and wrong only where the English says "designate"."""
    return re.compile(why["en"]) if "en" in why else None


@pytest.mark.parametrize("lang", OTHERS)
def test_no_text_uses_a_forbidden_word(lang: str) -> None:
    bad = []
    for pattern, why in glossary(lang)["forbidden"].items():
        rx, en_rx = re.compile(pattern), forbidden_where(why)
        for domain, msgid, text in _texts(lang):
            if en_rx is not None and not en_rx.search(PLACEHOLDER.sub("", msgid)):
                continue
            if rx.search(words_of(text)):
                bad.append(f"{domain}: {pattern!r} (use {why['instead']}): {text[:90]}")
    assert not bad, f"{len(bad)} texts use a word the {lang} glossary forbids:\n" + "\n".join(bad[:20])


@pytest.mark.parametrize(("english", "text", "forbidden"), [
    ("Declarer designates the penalty card {card}.", "Разыгрывающий указывает штрафную карту.", True),
    ("Dummy indicated {card} without declarer's instruction.",
     "Болван указал на {card_acc} без указаний разыгрывающего.", False),
    ("{seat} designates {card} from dummy.", "{seat} называет у болвана {card_acc}.", True),
    ("Declarer names {card} from dummy: it is designated.",
     "Разыгрывающий называет у болвана {card_acc}: карта обозначена.", False),
    ("{card}, designated first, stays played.",
     "{card}, {card_g:m=названный первым|f=названная первой}, сыгран.", True),
    ("if he cannot, he may play any legal card", "если не может, он играет любой разрешённой картой", True),
    ("a change of mind is not allowed", "передумать не разрешено", False),
    ("his partner has since played a card", "его партнёр уже сыграл карту", True),
    ("his partner has since played a card", "его партнёр уже сыграл картой", False),
    ("W played several cards at once", "Запад сыграл сразу несколько карт", True),
    ("a played card may be withdrawn only as Law 47 allows", "сыгранную карту можно взять назад", False),
])
def test_a_russian_word_forbidden_for_one_english_concept_is_seen_only_there(english: str, text: str,
                                                                               forbidden: bool) -> None:
    """"designate" is обозначать (R1 45C4, 46), "legal" законный (R1 45C1, 45C4(b)), a card is
    played in the instrumental (R1 45A): the words for another concept (указывать, dummy's
    "indicate"; называть, "name"; разрешённый, "allowed") are forbidden only where the English
    says the concept."""
    hits = []
    for pattern, why in glossary("ru")["forbidden"].items():
        en_rx = forbidden_where(why)
        scoped_out = en_rx is not None and not en_rx.search(PLACEHOLDER.sub("", english))
        if not scoped_out and re.search(pattern, words_of(text)):
            hits.append(pattern)
    assert bool(hits) == forbidden, hits


@pytest.mark.parametrize("lang", OTHERS)
def test_where_the_english_names_a_concept_the_translation_uses_the_glossarys_term(lang: str) -> None:
    english = glossary("en")["terms"]
    mine = glossary(lang)["terms"]
    bad = []
    for concept, entry in english.items():
        if "match" not in entry:
            continue
        assert concept in mine and "match" in mine[concept], (lang, concept)
        en_rx = re.compile(entry["match"])
        rx = re.compile(mine[concept]["match"], re.IGNORECASE)
        for domain, msgid, text in _texts(lang):
            if domain in ("cards", "ui"):
                continue
            # a placeholder ({declarer}) is a value, not the English naming the concept
            if en_rx.search(re.sub(r"\{[^{}]*\}", "", msgid)) and not rx.search(text):
                bad.append(f"{concept} ({mine[concept]['term']}): {text[:110]}")
    assert not bad, f"{len(bad)} {lang} texts say a concept another way:\n" + "\n".join(bad[:25])


@pytest.mark.parametrize("lang", OTHERS)
def test_a_concept_only_this_language_pins_uses_its_term(lang: str) -> None:
    """A term of the language's own glossary that gives the English it renders (``en``, a
    pattern) and its ``match``: every text whose English says it says the term (Swedish "the suit
    led" is always "den utspelade färgen", never "den spelade färgen")."""
    bad = []
    for concept, entry in glossary(lang)["terms"].items():
        if not isinstance(entry, dict) or "en" not in entry:
            continue
        en_rx, rx = re.compile(entry["en"]), re.compile(entry["match"], re.IGNORECASE)
        for domain, msgid, text in _texts(lang):
            if domain in ("cards", "ui"):
                continue
            if en_rx.search(PLACEHOLDER.sub("", msgid)) and not rx.search(text):
                bad.append(f"{concept} ({entry['term']}): {text[:110]}")
    assert not bad, f"{len(bad)} {lang} texts say a concept another way:\n" + "\n".join(bad[:25])


def _agreement(lang: str) -> dict[str, list[str]]:
    return dict(glossary(lang).get("agreement", {}))


#: A card placeholder as a value (not a gender choice): {card}, {new_card}, {card_cap}, {cards}.
_CARD_VALUE = r"\{\w*cards?(?:_cap|_nom|_acc)?\}"


@pytest.mark.parametrize("lang", [x for x in OTHERS if _agreement(x).get("card_participles")])
def test_a_participle_of_a_card_agrees_through_the_gender_choice(lang: str) -> None:
    """A participle that says something of a card right after it ("{card}, utspelat i fel tur",
    "{card} reste jouée", "designa {card}: è giocata") is typed in one gender and is wrong for
    half the cards: it must be the gender choice ``{card_g:en=spelad|ett=spelat}``."""
    agr = _agreement(lang)
    linking = "|".join(re.escape(w) for w in sorted(agr.get("linking", []), key=len, reverse=True))
    participles = "|".join(re.escape(w) for w in agr["card_participles"])
    rx = re.compile(_CARD_VALUE + r"[,:]?\s+(?:(?:" + linking + r")\s+)*(?:" + participles + r")\b")
    # "det femte kortet, {card}, är inte spelat": the card is in apposition to a noun the
    # participle agrees with
    noun = re.compile(r"\b(?:" + "|".join(map(re.escape, agr.get("card_nouns", [])))
                      + r")\b(?:[^:;.!?]*,)?\s*$")
    bad = [f"{domain}: {m.group(0)!r} in {text[:100]}" for domain, _msgid, text in _texts(lang)
           for m in rx.finditer(text) if not noun.search(text[:m.start()])]
    assert not bad, f"{len(bad)} {lang} texts type a card's participle in one gender:\n" + "\n".join(bad[:20])


@pytest.mark.parametrize("lang", [x for x in OTHERS if _agreement(x).get("card_prepositions")])
def test_no_preposition_before_a_form_that_carries_its_own(lang: str) -> None:
    """A card's words carry their article ("le valet", "il fante") and a seat's case forms their
    preposition ("d’Est", "à Est", "di Est"): "de {card}" reads "de le valet", "su {card}" "su il
    fante", "à {seat_dat}" "à à Est". The case form ({card_gen} "du valet", {card_dat} "al fante")
    or another wording is needed."""
    agr = _agreement(lang)
    before_card = re.compile(r"(?<!\w)(?:" + "|".join(map(re.escape, agr["card_prepositions"]))
                             + r")\s+" + _CARD_VALUE)
    doubled = re.compile(r"(?<!\w)(?:" + "|".join(map(re.escape, agr["case_form_prepositions"]))
                         + r")\s*\{\w+_(?:gen|dat)\}")
    bad = [f"{domain}: {m.group(0)!r} in {text[:100]}" for domain, _msgid, text in _texts(lang)
           for rx in (before_card, doubled) for m in rx.finditer(text)]
    head = f"{len(bad)} {lang} texts put a preposition before a form that has one:\n"
    assert not bad, head + "\n".join(bad[:20])


@pytest.mark.parametrize("lang", OTHERS)
def test_no_label_is_typed_by_hand(lang: str) -> None:
    """Every label goes through the label markup (``{Law:45A}``), so the federation's style
    ("artikel 45A", "§ 45 A", "przepis 45A") is the label function's, never a catalogue's."""
    label = glossary(lang)["label"]
    words = {label["word"], label["plural"], *label.get("cases", {}).values(),
             *label.get("plural_cases", {}).values()}
    word_rx = re.compile(r"(?<!\w)(?:" + "|".join(re.escape(w) for w in words) + r")\s*\d", re.IGNORECASE)
    params = re.compile(r"\{(?:" + "|".join(sorted(LABEL_PARAMS)) + r")\}")
    bad = []
    for domain, _msgid, text in _texts(lang):
        bare = OPTION_ID.sub("", MARKUP.sub("⟨label⟩", text))
        if TYPED_LABEL.search(bare) or params.search(bare) or word_rx.search(bare):
            bad.append(f"{domain}: {bare[:120]}")
    assert not bad, f"{len(bad)} {lang} texts type a label by hand:\n" + "\n".join(bad[:20])


@pytest.mark.parametrize("lang", OTHERS)
def test_one_quotation_style_per_language(lang: str) -> None:
    q = glossary(lang)["quotes"]
    allowed = {c for k in ("open", "close", "nested_open", "nested_close", "apostrophe") for c in q[k]}
    bad = []
    for domain, _msgid, text in _texts(lang):
        used = {c for c in re.sub(r"\{[^{}]*\}", "", text) if c in QUOTE_CHARS}
        if used - allowed:
            bad.append(f"{domain}: {''.join(sorted(used - allowed))} in {text[:100]}")
    assert not bad, f"{len(bad)} {lang} texts use other quotation marks:\n" + "\n".join(bad[:20])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_label_function_writes_the_federations_style(lang: str) -> None:
    style = {
        "en": ("Law 45C4(b)", "Laws 47D and 16C1"), "ru": ("Правило 45C4(b)", "Правила 47D и 16C1"),
        "sv": ("lag 45C4b", "lag 47D och 16C1"), "nl": ("artikel 45C4(b)", "artikelen 47D en 16C1"),
        "de": ("§ 45 C4b", "§§ 47 D und 16 C1"), "fr": ("Loi 45C4(b)", "Lois 47D et 16C1"),
        "pl": ("przepis 45C4b", "przepisy 47D i 16C1"), "da": ("§ 45C4(b)", "§ 47D og § 16C1"),
        "nb": ("§ 45C4(b)", "§ 47D og § 16C1"), "it": ("Articolo 45C4(b)", "Articoli 47D e 16C1"),
    }[lang]
    assert law_label("45C4(b)", lang) == style[0]
    assert law_label(["47D", "16C1"], lang) == style[1]
    assert render_message("{Law:{law}}", {"law": "45C4(b)"}, lang) == style[0]
    assert render_message("{Law:{law},{d}}", {"law": "47D", "d": "16C1"}, lang) == style[1]


@pytest.mark.parametrize(("lang", "case", "text"), [
    ("ru", "gen", "Правила 45A"), ("ru", "dat", "Правилу 45A"), ("ru", "ins", "Правилом 45A"),
    ("pl", "ins", "przepisem 45A"), ("pl", "gen", "przepisu 45A"), ("nl", "nom", "artikel 45A")])
def test_the_label_declines_where_the_language_does(lang: str, case: str, text: str) -> None:
    assert law_label("45A", lang, case) == text
    assert render_message(f"{{Law_{case}:45A}}", {}, lang) == text


def test_a_label_at_the_start_of_a_sentence_takes_a_capital() -> None:
    assert render_message("x. {Law_cap:{law}} geldt.", {"law": "16C1"}, "nl") == "x. Artikel 16C1 geldt."


# ------------------------------------------------------------------ the web page's labels


@cache
def _labels() -> dict[str, dict[str, object]]:
    import json

    path = LOCALE_DIR.parent / "service" / "static" / "labels.json"
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("lang", OTHERS)
def test_a_web_label_names_a_law_through_the_markup_where_the_english_does(lang: str) -> None:
    """Where the English label writes ``{Law:68}``, the translation does too, so the federation's
    style ("lag 68", "§ 68", "Articolo 68") is the label function's, never typed by hand."""
    en = _labels()["en"]
    bad = [f"{key}: {text[:100]}" for key, text in _labels()[lang].items()
           if isinstance(text, str) and "{Law" in str(en.get(key, "")) and "{Law" not in text]
    assert not bad, f"{len(bad)} {lang} labels type a Law's label by hand:\n" + "\n".join(bad[:20])


@pytest.mark.parametrize(("template", "seat", "text"), [
    ("le déclarant choisit ce que {partner} doit jouer", "E", "le déclarant choisit ce qu’Est doit jouer"),
    ("avant que {turn} ait joué", "W", "avant qu’Ouest ait joué"),
    ("de la main de {seat}", "W", "de la main d’Ouest"),
    ("avant que {turn} ait joué", "N", "avant que Nord ait joué"),
])
def test_french_elides_before_a_seat_that_begins_with_a_vowel(template: str, seat: str, text: str) -> None:
    """"que Est", "de Ouest" are never French: the glossary's elision rules write "qu’Est",
    "d’Ouest" wherever a template puts a seat after a word that elides."""
    params = {"partner": seat, "turn": seat, "seat": seat}
    assert render_message(template, params, "fr") == text
