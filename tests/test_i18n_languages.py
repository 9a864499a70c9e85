"""Ruling texts in German, French, Polish, Danish, Norwegian (Bokmål) and Italian.

The catalogue tests of ``test_i18n.py`` and ``test_i18n_play.py`` are parametrised over every
language of :data:`bridgelaw.i18n.LANGUAGES`, so they check these six for completeness, stale
entries and placeholders. This file checks what they cannot: the card words and their case forms
(Polish declension; the French and Italian article contracted after a preposition), the language
codes (``no`` is Bokmål), and real rulings - the demo's scripted incidents and the documented
examples - rendered in each language with no placeholder left and the Laws' vocabulary.
"""

from __future__ import annotations

import json
import string
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bridgelaw.cards import ALL_CARDS
from bridgelaw.cli import app
from bridgelaw.cli.demo import demo_incident_path
from bridgelaw.engine import rule_incident
from bridgelaw.glossary import glossary, law_label
from bridgelaw.i18n import (
    CASES,
    DECLINING_LANGUAGES,
    LANGUAGE_ALIASES,
    LANGUAGES,
    UnsupportedLanguageError,
    card_words,
    language_code,
    render,
    render_message,
    suit_words,
)
from bridgelaw.incident import load_incident
from bridgelaw.laws import law46, law47, law49, law54
from bridgelaw.rulings import Outcome, Ruling

NEW = ("de", "fr", "pl", "da", "nb", "it")
EXAMPLES = Path(__file__).resolve().parent.parent / "docs" / "examples"
#: How each language cites a Law ("Law 45A"): the word before the clause number (the glossary's).
LAW_WORD = {lang: glossary(lang)["label"]["word"] for lang in ("de", "fr", "pl", "da", "nb", "it")}
#: The Laws' words for declarer and dummy in each language.
DECLARER = {"de": "Alleinspieler", "fr": "déclarant", "pl": "Rozgrywający", "da": "Spilføreren",
            "nb": "Spilleføreren", "it": "dichiarante"}
DUMMY = {"de": "Dummy", "fr": "mort", "pl": "dziadk", "da": "den blinde", "nb": "blindemann", "it": "morto"}


def test_the_six_languages_have_ruling_texts_and_no_is_bokmal() -> None:
    assert set(NEW) <= set(LANGUAGES)
    assert LANGUAGE_ALIASES == {"no": "nb"}
    # German declines the article before a card name ("den Pik-Buben"), French and Italian
    # contract it after a preposition ("du roi", "del re"), Polish and Russian decline the name
    assert {"pl", "fr", "it", "de", "ru"} <= set(DECLINING_LANGUAGES)


@pytest.mark.parametrize(("given", "code"), [
    ("no", "nb"), ("no_NO", "nb"), ("nb-NO", "nb"), ("NB", "nb"), ("PL", "pl"), ("de_CH", "de"),
    ("fr-BE", "fr"), ("it", "it"), ("da", "da")])
def test_language_code_ignores_case_and_region_and_resolves_the_alias(given: str, code: str) -> None:
    assert language_code(given) == code


def test_language_code_refuses_a_language_without_texts() -> None:
    with pytest.raises(UnsupportedLanguageError, match="'nn' has no ruling texts; supported: en, ru"):
        language_code("nn")


@pytest.mark.parametrize(("lang", "card", "case", "words"), [
    ("de", "S2", "nom", "die Pik-Zwei"), ("de", "HQ", "nom", "die Coeur-Dame"),
    ("de", "CJ", "nom", "der Treff-Bube"), ("de", "CJ", "acc", "den Treff-Buben"),
    ("de", "CJ", "gen", "des Treff-Buben"), ("de", "CJ", "dat", "dem Treff-Buben"),
    ("fr", "S2", "nom", "le deux de pique"), ("fr", "CA", "nom", "l’as de trèfle"),
    ("fr", "HK", "gen", "du roi de cœur"), ("fr", "DQ", "gen", "de la dame de carreau"),
    ("fr", "CA", "gen", "de l’as de trèfle"), ("fr", "HK", "dat", "au roi de cœur"),
    ("fr", "DQ", "dat", "à la dame de carreau"), ("fr", "SA", "dat", "à l’as de pique"),
    ("fr", "HK", "acc", "le roi de cœur"),
    ("it", "S2", "nom", "il due di picche"), ("it", "SA", "nom", "l’asso di picche"),
    ("it", "HK", "gen", "del re di cuori"), ("it", "DQ", "gen", "della donna di quadri"),
    ("it", "C8", "gen", "dell’otto di fiori"), ("it", "SA", "dat", "all’asso di picche"),
    ("it", "DQ", "dat", "alla donna di quadri"), ("it", "HJ", "dat", "al fante di cuori"),
    ("pl", "S2", "nom", "dwójka pik"), ("pl", "HQ", "acc", "damę kier"), ("pl", "SA", "acc", "asa pik"),
    ("pl", "C9", "acc", "dziewiątkę trefl"), ("pl", "DK", "acc", "króla karo"),
    ("pl", "HJ", "acc", "waleta kier"), ("pl", "HA", "ins", "asem kier"),
    ("pl", "DQ", "ins", "damą karo"), ("pl", "C2", "gen", "dwójki trefl"), ("pl", "SK", "dat", "królowi pik"),
    ("pl", "HJ", "prep", "walecie kier"),
    ("pl", "DT", "prep", "dziesiątce karo"),
    ("da", "S2", "nom", "spar to"), ("da", "CJ", "nom", "klør bonde"), ("da", "HA", "nom", "hjerter es"),
    ("nb", "S2", "nom", "spar to"), ("nb", "CJ", "nom", "kløver knekt"), ("nb", "HA", "nom", "hjerter ess"),
])
def test_card_words_and_case_forms_in_the_new_languages(lang: str, card: str, case: str, words: str) -> None:
    assert card_words(card, lang, case) == words


@pytest.mark.parametrize("lang", NEW)
def test_card_words_name_52_distinct_cards_in_every_case(lang: str) -> None:
    for case in CASES:
        assert len({card_words(c, lang, case) for c in ALL_CARDS}) == 52


@pytest.mark.parametrize(("lang", "case", "words"), [
    ("pl", "nom", "piki"), ("pl", "gen", "pik"), ("pl", "acc", "piki"), ("pl", "ins", "pikami"),
    ("pl", "prep", "pikach"), ("fr", "gen", "pique"), ("it", "dat", "picche"), ("de", "acc", "Pik"),
    ("da", "gen", "spar"), ("nb", "dat", "spar")])
def test_suit_words_in_the_new_languages(lang: str, case: str, words: str) -> None:
    assert suit_words("S", lang, case) == words


def test_danish_norwegian_do_not_decline_so_every_case_is_the_nominative() -> None:
    for lang in ("da", "nb"):
        for case in CASES:
            assert card_words("CJ", lang, case) == card_words("CJ", lang)


# --------------------------------------------------------------- grammatical case in real texts


@pytest.mark.parametrize(("card", "words"), [
    ("HQ", "damę kier"), ("SA", "asa pik"), ("C9", "dziewiątkę trefl")])
def test_45C4a_polish_text_puts_the_named_card_in_the_accusative(card: str, words: str) -> None:
    text = render_message(law46.M_NAMED, {"domain": "law46", "card": card, "law": "45C4(a)"}, "pl")
    assert text == f"Rozgrywający nazwał {words}; ta karta jest u dziadka i jest zagrana (przepis 45C4a)."


def test_45C4b_polish_change_declines_both_cards() -> None:
    from bridgelaw.laws.law45.change import CHANGED_SLIP_OF_THE_TONGUE

    params = {"domain": "play", "old_card": "SJ", "card": "SK", "law": "45C4(b)", "ret": "47C",
              "sub": "47D", "c16": "16C1"}
    text = render_message(CHANGED_SLIP_OF_THE_TONGUE, params, "pl", "play")
    assert text.startswith("Określenie waleta pik było niezamierzone (przejęzyczenie)")
    assert "a zagrywa się króla pik (przepis 45C4b)" in text


def test_54D_french_and_italian_contract_the_article_after_the_preposition() -> None:
    params = {"domain": "leads", "card": "HA", "seat": "E", "turn": "W"}
    assert render_message(law54.OPENING_LEAD_REFUSED, params, "fr", "leads").startswith(
        "Le déclarant refuse l’entame de l’as de cœur\u00a0: la carte devient une carte pénalisée "
        "principale d’Est")
    params["card"] = "HK"
    assert render_message(law54.OPENING_LEAD_REFUSED, params, "fr", "leads").startswith(
        "Le déclarant refuse l’entame du roi de cœur")
    assert render_message(law54.OPENING_LEAD_REFUSED, params, "it", "leads").startswith(
        "Il dichiarante rifiuta l’attacco iniziale del re di cuori")
    params["card"] = "DQ"
    refused = render_message(law54.OPENING_LEAD_REFUSED, params, "it", "leads")
    assert "l’attacco iniziale della donna di quadri" in refused


def test_46B3a_french_participle_agrees_with_the_card() -> None:
    # "the card is played", as the English (no added "le mort joue"), the participle agreeing with
    # the card's gender: "la dame ... est jouée", "le roi ... est joué"
    params = {"domain": "law46", "said": "dame", "suit": "S", "card": "SQ"}
    text = render_message(law46.M_RANK_LEAD_IN, params, "fr", "law46")
    assert text.endswith("donc la dame de pique est jouée (Loi 46B3(a)).")
    text = render_message(law46.M_RANK_LEAD_IN, {**params, "card": "SK"}, "fr", "law46")
    assert text.endswith("donc le roi de pique est joué (Loi 46B3(a)).")


@pytest.mark.parametrize(("lang", "major", "minor"), [
    ("de", "Hauptstrafkarte", "Nebenstrafkarte"),
    ("fr", "carte pénalisée principale", "carte pénalisée secondaire"),
    ("pl", "normalną kartą przygwożdżoną", "podrzędną kartą przygwożdżoną"),
    ("da", "stort strafkort", "lille strafkort"),
    ("nb", "stort straffekort", "lite straffekort"),
    ("it", "carta penalizzata maggiore", "carta penalizzata minore"),
])
def test_50B_major_and_minor_penalty_cards_in_the_national_laws_vocabulary(
        lang: str, major: str, minor: str) -> None:
    params = {"domain": "play", "seat": "E", "card": "SK", "why_msg": law49.WHY_HONOUR}
    assert major in render_message(law49.MAJOR_PENALTY_CARD, params, lang, "play")
    assert minor in render_message(law49.MINOR_PENALTY_CARD, params, lang, "play")
    # the fifth card's kind (major/minor) is inserted as an adjective that agrees
    fifth = "{seat} has already played to this trick: the fifth card, {card}, fell into the trick by " \
            "accident; it is not played and becomes a {kind_msg} penalty card (Laws {law}, 50B)."
    params.update(law="58B", kind_msg="major")
    assert major in render_message(fifth, params, lang, "play")
    params["kind_msg"] = "minor"
    assert minor in render_message(fifth, params, lang, "play")


@pytest.mark.parametrize(("lang", "withdraw"), [
    ("de", "nimmt die Pik-Vier zurück"), ("fr", "reprend le quatre de pique"),
    ("pl", "wycofuje czwórkę pik"), ("da", "tager spar fire tilbage"), ("nb", "trekker tilbake spar fire"),
    ("it", "ritira il quattro di picche"),
])
def test_47_withdrawal_texts_use_the_laws_vocabulary(lang: str, withdraw: str) -> None:
    params = {"domain": "play", "seat": "W", "card": "S4", "law": "47C",
              "why_msg": law47.WHY_DESIGNATION_CHANGED}
    text = render_message(law47.WITHDRAWN_WITHOUT_FURTHER_RECTIFICATION, params, lang, "play")
    assert withdraw in text and DECLARER[lang].lower() in text.lower()


# --------------------------------------------------------------- real rulings


def _placeholders_left(text: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(text) if f} if "{" in text else set()


@pytest.mark.parametrize("lang", NEW)
def test_demo_incidents_render_in_each_language(lang: str) -> None:
    rulings = rule_incident(load_incident(demo_incident_path()))
    assert len(rulings) > 20
    english = [render(r, "en").text for r in rulings]
    texts = [render(r, lang).text for r in rulings]
    for r, text, en in zip(rulings, texts, english, strict=True):
        if not r.message:
            continue
        assert text and "{" not in text and "}" not in text and not _placeholders_left(text), (lang, text)
        assert text != en, (lang, text)
        assert text[0].isupper() or text[0].isdigit()
        if r.card is not None and "card" in r.params:  # the card, in one of its case forms
            forms = [card_words(r.params["card"], lang, k) for k in CASES]
            assert any(f in text or f[0].upper() + f[1:] in text for f in forms), (lang, text)
    joined = " ".join(texts)
    assert f"({law_label('45A', lang)})" in joined
    assert DECLARER[lang].lower() in joined.lower() and DUMMY[lang].lower() in joined.lower()


@pytest.mark.parametrize("lang", NEW)
def test_unknown_msgid_still_falls_back_to_english(lang: str) -> None:
    r = Ruling(Outcome.PLAYED, "x", message="no such message {card}", params={"card": "S2"})
    assert render(r, lang).text == "No such message " + card_words("S2", lang)


@pytest.mark.parametrize("lang", NEW)
@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("*.yaml")), ids=lambda p: p.stem)
def test_cli_rule_examples_in_each_language(path: Path, lang: str) -> None:
    res = CliRunner().invoke(app, ["rule", str(path), "--lang", lang, "--json"])
    assert res.exit_code == 0, res.output
    doc = json.loads(res.output)
    texts = [r["text"] for r in doc["rulings"] if r.get("text")]
    assert texts and "error" not in doc
    assert all("{" not in t and "}" not in t for t in texts), texts
    assert any(f"({LAW_WORD[lang]} " in t for t in texts), texts


def test_cli_lang_no_is_bokmal() -> None:
    path = EXAMPLES / "small-from-dummy.yaml"
    nb = CliRunner().invoke(app, ["rule", str(path), "--lang", "nb", "--json"])
    no = CliRunner().invoke(app, ["rule", str(path), "--lang", "no", "--json"])
    assert nb.exit_code == no.exit_code == 0 and nb.output == no.output
    assert "Spilleføreren" in nb.output


@pytest.mark.parametrize(("lang", "word"), [
    ("de", "Alleinspieler"), ("pl", "Rozgrywający"), ("it", "dichiarante")])
def test_demo_runs_in_the_new_languages(lang: str, word: str) -> None:
    res = CliRunner().invoke(app, ["demo", "--lang", lang], env={"COLUMNS": "200"})
    assert res.exit_code == 0, res.output
    assert word in res.output


@pytest.mark.parametrize("lang", LANGUAGES)
def test_catalogues_are_well_formed_and_compile(lang: str) -> None:
    from io import BytesIO

    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    from bridgelaw.i18n import LOCALE_DIR, domains

    for domain in domains():
        with (LOCALE_DIR / lang / "LC_MESSAGES" / f"{domain}.po").open("rb") as f:
            cat = read_po(f, locale=lang, domain=domain, abort_invalid=True)
        assert not cat.fuzzy and str(cat.locale) == lang
        assert not [m.id for m in cat if m.id and m.fuzzy]
        assert not list(cat.check())
        out = BytesIO()
        write_mo(out, cat)
        assert len([m for m in cat if m.id]) >= 1 and out.getvalue(), (lang, domain)


def test_49_german_reason_after_a_colon_starts_with_a_capital() -> None:
    # a full sentence after a colon is capitalised (amtliche Regelung § 81): "…: Er hat jetzt …"
    from bridgelaw.laws.law45 import change

    params = {"domain": "play", "seat": "S", "card": "HQ", "why_msg": law49.WHY_TWO_OR_MORE}
    text = render_message(law49.MAJOR_PENALTY_CARD, params, "de", "play")
    assert ": Er hat jetzt zwei oder mehr Strafkarten" in text
    params = {"domain": "play", "card": "C2", "why_msg": change.NOT_A_SLIP, "law": "45C4(b)"}
    text = render_message(change.CHANGE_REFUSED, params, "de", "play")
    assert "bleibt gespielt: Der Turnierleiter stellt nicht fest" in text


@pytest.mark.parametrize(("card", "pronoun"), [("SK", "hem"), ("CJ", "hem"), ("HQ", "haar")])
def test_49_dutch_pronoun_agrees_with_the_card(card: str, pronoun: str) -> None:
    # heer and boer are masculine: "noemde hem niet"; de vrouw: "noemde haar niet"
    params = {"domain": "play", "seat": "N", "card": card}
    text = render_message(law49.NOT_A_PENALTY_CARD, params, "nl", "play")
    assert f"noemde {pronoun} niet" in text, text
