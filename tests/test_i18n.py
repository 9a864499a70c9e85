"""Ruling texts: gettext catalogues (Babel read_po), completeness per language, card words."""

from __future__ import annotations

import string

import pytest
from babel.messages.pofile import read_po

from bridgelaw.cards import ALL_CARDS, Card, Rank
from bridgelaw.designation.types import Designation
from bridgelaw.i18n import (
    CARD_MESSAGES,
    LANGUAGES,
    LOCALE_DIR,
    UnsupportedLanguageError,
    card_words,
    catalogue,
    domains,
    render,
    render_message,
    suit_words,
    translate,
)
from bridgelaw.laws import law46
from bridgelaw.rulings import Outcome, Ruling


def _po_entries(domain: str, lang: str) -> dict[tuple[str | None, str], str]:
    with (LOCALE_DIR / lang / "LC_MESSAGES" / f"{domain}.po").open("rb") as f:
        cat = read_po(f, locale=lang)
    return {(m.context, str(m.id)): str(m.string) for m in cat if m.id}


def _fields(template: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(template) if f}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_law46_catalogue_complete_and_not_stale(lang: str) -> None:
    entries = _po_entries("law46", lang)
    ids = {msgid for ctx, msgid in entries if ctx is None}
    assert ids == law46.MESSAGES, (ids - law46.MESSAGES, law46.MESSAGES - ids)
    for (_, msgid), msgstr in entries.items():
        assert msgstr.strip(), f"{lang}: no translation for {msgid!r}"
        assert _fields(msgstr) == _fields(msgid), f"{lang}: placeholders differ in {msgid!r}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_cards_catalogue_complete_and_not_stale(lang: str) -> None:
    entries = _po_entries("cards", lang)
    assert set(entries) == set(CARD_MESSAGES)
    for (_, msgid), msgstr in entries.items():
        assert msgstr.strip() and _fields(msgstr) == _fields(msgid)


def test_english_catalogue_is_the_identity() -> None:
    for (_, msgid), msgstr in _po_entries("law46", "en").items():
        assert msgstr == msgid


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "the two of spades"), ("ru", "двойка пик"), ("sv", "spadertvå"), ("nl", "schoppen twee")])
def test_card_words_in_each_language(lang: str, words: str) -> None:
    assert card_words(Card.parse("S2"), lang) == words
    assert card_words("S2", lang) == words


def test_card_words_all_cards_distinct_per_language() -> None:
    for lang in LANGUAGES:
        names = {card_words(c, lang) for c in ALL_CARDS}
        assert len(names) == 52
    assert card_words("HQ", "ru") == "дама червей" and card_words("CA", "sv") == "klöveress"
    assert suit_words("D", "nl") == "ruiten" and suit_words("H", "ru") == "черви"


def test_catalogue_is_cached_per_domain_and_language() -> None:
    assert catalogue("law46", "ru") is catalogue("law46", "ru")
    assert catalogue("law46", "ru") is not catalogue("law46", "sv")
    assert catalogue("no-such-domain", "en") == {}
    assert {"law46", "cards"} <= set(domains())


def test_unsupported_language_is_a_clear_error() -> None:
    r = Ruling(Outcome.PLAYED, "46B2", message=law46.M_NAMED, params={"domain": "law46", "card": "S2"})
    with pytest.raises(UnsupportedLanguageError, match="supported: en, ru, sv, nl"):
        render(r, "fr")


def test_render_uses_params_domain_and_falls_back_to_any_domain() -> None:
    params = {"domain": "law46", "card": "HK", "law": "45C4(a)"}
    r = Ruling(Outcome.PLAYED, "45C4(a)", message=law46.M_NAMED, params=params)
    ru = render(r, "ru").text
    assert ru.startswith("Разыгрывающий назвал карту") and "король червей" in ru
    no_domain = Ruling(Outcome.PLAYED, "45C4(a)", message=law46.M_NAMED, params={"card": "HK"})
    assert render(no_domain, "nl").text == render(r, "nl").text
    assert "harten heer" in render(r, "nl").text and "hjärterkung" in render(r, "sv").text


def test_render_default_language_from_params_and_english_fallback_for_unknown_msgid() -> None:
    params = {"domain": "law46", "card": "S2", "lang": "sv"}
    r = Ruling(Outcome.PLAYED, "x", message=law46.M_NAMED, params=params)
    assert render(r).text.startswith("Spelföraren")
    assert translate("no such message {x}", "ru") == "no such message {x}"
    assert render(Ruling(Outcome.PLAYED, "x")).text == ""


def test_render_nested_messages_and_card_lists() -> None:
    params = {"domain": "law46", "reason_msg": law46.R_NOT_IN_DUMMY, "named_card": "H6", "law": "46B4"}
    text = render_message(law46.M_VOID, params, "en")
    assert text == ("Declarer named the six of hearts, which is not in dummy. The call is void (Law 46B4): "
                    "declarer may designate any legal card.")
    many = render_message(law46.M_RANK_MANY, {"said": "nine", "cards": ["D9", "C9"]}, "ru")
    assert "девятка бубен и девятка треф" in many


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_law46_message_renders_in_every_language(lang: str) -> None:
    params = {"said": "x", "card": "SA", "cards": ["S9", "D9"], "suit": "S", "law": "46B4", "turn": "E",
              "named_card": "H6", "meant_card": "DJ", "reason_msg": law46.R_NO_SUIT,
              "main_msg": law46.M_NAMED, "ruling_msg": law46.M_SUIT}
    for msgid in law46.MESSAGES:
        text = render_message(msgid, params, lang, "law46")
        assert text and "{" not in text


def test_law46_ruling_renders_in_the_designations_language() -> None:
    from bridgelaw.cards import Contract, Hand, Seat
    from bridgelaw.editions import Edition
    from bridgelaw.regulations import Regulations
    from bridgelaw.table import Table

    t = Table.from_position(Contract.parse("NT", "S"), {Seat.N: Hand.parse("AQ72...")},
                            trick=[(Seat.W, Card.parse("S5"))])
    r = law46.resolve_designation(t, Designation(rank=Rank.QUEEN, text="dam", lang="sv"),
                                  edition=Edition.E2017, regulations=Regulations())
    assert render(r, "sv").text == ("Spelföraren nämnde en valör men ingen färg ('dam'): träkarlens enda "
                                    "regelrätta kort av den valören, spaderdam, spelas (lag 46B3(b)).")
