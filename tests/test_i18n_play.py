"""Ruling texts of every law module and of the engine in every language.

Every msgid a law module can emit (its ``MESSAGES`` registry, in its ``DOMAIN``) and every
message of the incident engine (domain ``play``) must have a translation in en, ru, sv and nl
with exactly the same ``{placeholders}``, and must render in each language with sample
parameters (i18n.py's parameter conventions). Real rulings of Laws 47-52 render in Russian.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from babel.messages.pofile import read_po
from typer.testing import CliRunner

from bridgelaw.cli import app
from bridgelaw.engine import rule_incident
from bridgelaw.i18n import (
    CASES,
    LANGUAGES,
    LOCALE_DIR,
    SEAT_KEYS,
    card_words,
    render,
    render_message,
    suit_words,
    template_fields,
)
from bridgelaw.incident import load_incident
from bridgelaw.laws import law47, law48, law49
from bridgelaw.laws.home import assemble_messages
from bridgelaw.laws.law50 import lead as law50_lead
from conftest import shared_dir

PLAY = "play"
EXAMPLES = Path(__file__).resolve().parent.parent / "docs" / "examples"


def _emitted() -> dict[str, set[str]]:
    """``{domain: msgids}`` over every home of the Laws (:func:`assemble_messages`)."""
    return assemble_messages()


def _po_forms(domain: str, lang: str) -> dict[str, tuple[str, ...]]:
    """``{msgid: forms}`` of a catalogue (a plural message by its singular msgid: all forms)."""
    with (LOCALE_DIR / lang / "LC_MESSAGES" / f"{domain}.po").open("rb") as f:
        cat = read_po(f, locale=lang)
    out = {}
    for m in cat:
        if m.id and m.context is None:
            msgid = m.id if isinstance(m.id, str) else m.id[0]
            forms = m.string if isinstance(m.string, tuple) else (m.string,)
            out[str(msgid)] = tuple(str(x) for x in forms)
    return out


def _po(domain: str, lang: str) -> dict[str, str]:
    """``{msgid: msgstr}`` (a plural message: its first form)."""
    return {k: v[0] for k, v in _po_forms(domain, lang).items()}


def _fields(template: str) -> set[str]:
    """The parameters a template reads (``{card_ins}`` and ``{Law:{law}}`` read ``card``, ``law``)."""
    return template_fields(template)


def _sample_params(msgid: str, domain: str, messages: set[str]) -> dict[str, Any]:
    """Sample values for the placeholders of ``msgid``, by i18n.py's key conventions."""
    leaves = sorted((m for m in messages if not any(f.endswith("_msg") for f in _fields(m))),
                    key=lambda m: (len(_fields(m)), m))
    params: dict[str, Any] = {"domain": domain}
    fields = set(_fields(msgid))
    if any(f.endswith("_msg") for f in fields):
        fields |= _fields(leaves[0])
    for f in fields:
        if f.endswith("_msg"):
            params[f] = leaves[0]
        elif f == "card" or f.endswith("_card"):
            params[f] = "SK"
        elif f == "cards" or f.endswith("_cards"):
            params[f] = ["D9", "C9"]
        elif f == "suit" or f.endswith("_suit"):
            params[f] = "H"
        elif f in SEAT_KEYS or f.endswith("_seat"):
            params[f] = "E"
        elif f == "side":
            params[f] = "N/S"
        elif f == "words":
            params[f] = [["xyz", 1]]
        elif f.endswith("_lang"):
            params[f] = "en"
        elif f == "count":
            params[f] = 2
        else:
            params[f] = "45C4(b)"
    return params


def test_law_modules_register_play_messages() -> None:
    assert len(_emitted()[PLAY]) >= 90


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_emitted_message_has_a_translation_with_the_same_placeholders(lang: str) -> None:
    for domain, msgids in _emitted().items():
        po = _po_forms(domain, lang)
        missing = sorted(m for m in msgids if not all(f.strip() for f in po.get(m, ("",))))
        assert not missing, f"{lang}/{domain}.po lacks {len(missing)} translations, e.g. {missing[:3]}"
        for msgid in msgids:
            for form in po[msgid]:
                assert _fields(form) == _fields(msgid), f"{lang}/{domain}: placeholders differ in {msgid!r}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_play_catalogue_has_no_stale_entries(lang: str) -> None:
    stale = set(_po(PLAY, lang)) - _emitted()[PLAY]
    assert not stale, f"{lang}/play.po translates messages nobody emits: {sorted(stale)[:3]}"


def test_english_play_catalogue_is_the_identity() -> None:
    assert all(msgstr == msgid for msgid, msgstr in _po(PLAY, "en").items())


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_play_translations_are_not_english(lang: str) -> None:
    po = _po(PLAY, lang)
    same = [m for m in _emitted()[PLAY] if po[m] == m]
    assert not same, f"{lang}: left in English: {same[:3]}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_emitted_message_renders_in_every_language(lang: str) -> None:
    for domain, msgids in _emitted().items():
        for msgid in msgids:
            params = _sample_params(msgid, domain, msgids)
            text = render_message(msgid, params, lang, domain)
            assert text and "{" not in text and "}" not in text, (lang, msgid, text)
            fields = _fields(msgid)
            low = text.lower()  # a card at the start of a sentence takes a capital
            if "card" in fields:  # in the grammatical case the translation uses
                assert any(card_words("SK", lang, k).lower() in low for k in CASES), (lang, msgid, text)
            if "suit" in fields:
                assert any(suit_words("H", lang, k).lower() in low for k in CASES), (lang, msgid, text)
            if "cards" in fields:
                assert any(card_words("D9", lang, k).lower() in low
                           and card_words("C9", lang, k).lower() in low for k in CASES)


# --------------------------------------------------------------- the Laws' vocabulary


@pytest.mark.parametrize(("lang", "major", "minor"), [
    ("ru", "старшей штрафной картой", "младшей штрафной картой"),
    ("sv", "stort straffkort", "litet straffkort"),
    ("nl", "grote strafkaart", "kleine strafkaart"),
])
def test_50B_major_and_minor_penalty_cards_in_the_laws_vocabulary(lang: str, major: str, minor: str) -> None:
    params = {"domain": PLAY, "seat": "E", "card": "SK", "why_msg": law49.WHY_HONOUR}
    assert major in render_message(law49.MAJOR_PENALTY_CARD, params, lang, PLAY)
    assert minor in render_message(law49.MINOR_PENALTY_CARD, params, lang, PLAY)


@pytest.mark.parametrize(("lang", "declarer", "withdraw"), [
    ("ru", "разыгрывающий", "берёт назад"),
    ("sv", "spelföraren", "tar tillbaka"),
    ("nl", "leider", "neemt"),
])
def test_47_withdrawal_texts_use_the_laws_vocabulary(lang: str, declarer: str, withdraw: str) -> None:
    params = {"domain": PLAY, "seat": "W", "card": "S4", "law": "47C",
              "why_msg": law47.WHY_DESIGNATION_CHANGED}
    text = render_message(law47.WITHDRAWN_WITHOUT_FURTHER_RECTIFICATION, params, lang, PLAY)
    case = "acc" if lang == "ru" else "nom"  # ru: "берёт назад четвёрку пик" (accusative)
    assert withdraw in text and declarer in text.lower() and card_words("S4", lang, case) in text


def test_51B_prohibited_suits_render_in_russian() -> None:
    params = {"domain": PLAY, "seat": "W", "owner": "E", "suit": "S", "second_suit": "H"}
    text = render_message(law50_lead.LEAD_PROHIBITED[1], params, "ru", PLAY)
    assert text == ("Разыгрывающий запрещает Западу ходить в пики или черви, пока ход остаётся за "
                    "ним; штрафные карты Востока этих мастей возвращаются в руку и больше не "
                    "являются штрафными.")


# --------------------------------------------------------------- real rulings


def _case_rulings(name: str) -> list[Any]:
    return rule_incident(load_incident(shared_dir("cases") / name))


def test_50B_real_case_penalty_card_renders_in_russian() -> None:
    rulings = [r for r in _case_rulings("bbo68440-sq-sk-simultaneous.yaml")
               if r.message == law49.MAJOR_PENALTY_CARD]
    assert rulings
    text = render(rulings[0], "ru").text
    assert text.startswith("Король пик становится старшей штрафной картой Востока")
    assert "(Правила 49 и 50B)" in text


def test_47E1_and_48A_real_case_render_in_each_language() -> None:
    rulings = _case_rulings("ebu1281-you-to-lead-wrong-declarer.yaml")
    by_law = {r.law: r for r in rulings if r.message in law47.MESSAGES | law48.MESSAGES | law49.MESSAGES}
    assert {"47E1", "48A"} <= set(by_law)
    assert render(by_law["47E1"], "ru").text == (
        "Запад берёт назад четвёрку пик и возвращает её в руку без дальнейшего исправления: "
        "оппонент ошибочно сказал ему, что его ход (Правило 47E1).")
    assert render(by_law["48A"], "sv").text.startswith("Spelföraren visade hjärteress: kortet är inte spelat")
    assert render(by_law["48A"], "nl").text.startswith(
        "De leider toonde hartenaas: de kaart is niet gespeeld")


@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("*.yaml")), ids=lambda p: p.stem)
def test_cli_rule_examples_in_russian(path: Path) -> None:
    res = CliRunner().invoke(app, ["rule", str(path), "--lang", "ru", "--json"])
    assert res.exit_code == 0, res.output
    assert "Правил" in res.output and "error" not in res.output.lower()
