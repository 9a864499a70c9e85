"""Ruling texts: gettext catalogues (Babel read_po), completeness per language, card words."""

from __future__ import annotations

import pytest

from bridgelaw.cards import ALL_CARDS, Card, Rank
from bridgelaw.designation.types import Designation
from bridgelaw.i18n import (
    CARD_CASE_MESSAGES,
    CARD_MESSAGES,
    CASES,
    DECLINING_LANGUAGES,
    LANGUAGES,
    UnsupportedLanguageError,
    card_words,
    catalogue,
    domains,
    placeholder_base,
    render,
    render_message,
    suit_words,
    translate,
)
from bridgelaw.laws import law46
from bridgelaw.rulings import Outcome, Ruling
from catalogue_helpers import fields, po_entries


def _po_entries(domain: str, lang: str) -> dict[tuple[str | None, str], str]:
    """(context, msgid) -> msgstr (a plural message: its first form)."""
    return {k: forms[0] for k, forms in po_entries(domain, lang).items()}


_fields = fields


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
    expected = set(CARD_MESSAGES) | (set(CARD_CASE_MESSAGES) if lang in DECLINING_LANGUAGES else set())
    assert set(entries) == expected
    for (_, msgid), msgstr in entries.items():
        # a German card name puts the article ({art}) before it: "der Pik-König", "den Pik-Buben"
        assert msgstr.strip() and _fields(msgstr) - {"art"} == _fields(msgid)


def test_english_catalogue_is_the_identity() -> None:
    for (_, msgid), msgstr in _po_entries("law46", "en").items():
        assert msgstr == msgid


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "the two of spades"), ("ru", "двойка пик"), ("sv", "spadertvå"), ("nl", "schoppentwee")])
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
    with pytest.raises(UnsupportedLanguageError, match=f"supported: {', '.join(LANGUAGES)}$"):
        render(r, "ja")


def test_render_uses_params_domain_and_falls_back_to_any_domain() -> None:
    params = {"domain": "law46", "card": "HK", "law": "45C4(a)"}
    r = Ruling(Outcome.PLAYED, "45C4(a)", message=law46.M_NAMED, params=params)
    ru = render(r, "ru").text
    assert ru.startswith("Разыгрывающий назвал короля червей;")
    no_domain = Ruling(Outcome.PLAYED, "45C4(a)", message=law46.M_NAMED,
                       params={"card": "HK", "law": "45C4(a)"})
    assert render(no_domain, "nl").text == render(r, "nl").text
    assert "hartenheer" in render(r, "nl").text and "hjärterkung" in render(r, "sv").text


def test_render_default_language_from_params_and_english_fallback_for_unknown_msgid() -> None:
    params = {"domain": "law46", "card": "S2", "lang": "sv", "law": "45C4(a)"}
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
              "main_msg": law46.M_NAMED, "ruling_msg": law46.M_SUIT, "win_msg": law46.M_WIN,
              "labelled_msg": law46.M_SUIT, "edition": "1997", "change_law": "45C4(b)", "led_suit": "H",
              "words": [["xyzzy", 1]], "given_lang": "en", "detected_lang": "pl", "first_said": "king",
              "change_said": "ace of clubs", "condition_msg": law46.C_SLIP, "old_card": "SK",
              "why_msg": law46.W_NOT_SLIP, "law_first": "46B3(b)"}
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
    assert render(r, "sv").text == ("Spelföraren nämnde en valör men ingen färg (”dam”): träkarlens enda "
                                    "regelrätta kort av den valören, spaderdam, spelas (lag 46B3b).")


# --------------------------------------------------------------- grammatical case (TD review 17)


@pytest.mark.parametrize(("card", "case", "words"), [
    ("HA", "ins", "тузом червей"), ("HQ", "gen", "дамы червей"), ("H6", "acc", "шестёрку червей"),
    ("SK", "acc", "короля пик"), ("DJ", "dat", "валету бубен"), ("C2", "prep", "двойке треф"),
    ("HA", "nom", "туз червей")])
def test_card_words_russian_case_forms(card: str, case: str, words: str) -> None:
    assert card_words(card, "ru", case) == words


def test_card_words_case_falls_back_to_nominative_where_not_declined() -> None:
    for lang in ("en", "sv", "nl"):
        for case in CASES:
            assert card_words("HQ", lang, case) == card_words("HQ", lang)
            assert suit_words("S", lang, case) == suit_words("S", lang)
    assert suit_words("S", "ru", "ins") == "пиками" and suit_words("H", "ru", "gen") == "червей"


def test_card_words_unknown_case_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="grammatical case 'abl' is not one of nom, gen"):
        card_words("HQ", "ru", "abl")


def test_case_suffixed_placeholders_read_the_base_parameter() -> None:
    params = {"card": "HA", "named_card": "H6", "cards": ["S9", "D9"], "suit": "C", "seat": "E"}
    tmpl = "{seat} {card_ins} / {named_card_acc} / {cards_gen} / {suit_dat} / {card}"
    assert render_message(tmpl, params, "ru") == (
        "Восток тузом червей / шестёрку червей / девятки пик и девятки бубен / трефам / туз червей")
    # unchanged in a language without case forms
    assert render_message("{card_ins}", params, "en") == "the ace of hearts"
    assert placeholder_base("named_card_acc") == "named_card" and placeholder_base("card") == "card"
    assert placeholder_base("law") == "law" and placeholder_base("x_gen") == "x_gen"


def test_17_russian_law46_texts_decline_the_card() -> None:
    params = {"domain": "law46", "card": "H6", "law": "45C4(a)"}
    assert "назвал шестёрку червей" in render_message(law46.M_NAMED, params, "ru")
    params = {"domain": "law46", "named_card": "HQ", "law": "46B4", "reason_msg": law46.R_NOT_IN_DUMMY}
    ru = render_message(law46.M_VOID, params, "ru")
    assert "назвал даму червей" in ru and "(ничтожно)" not in ru


def test_16_russian_law46_texts_capitalise_director() -> None:
    entries = _po_entries("law46", "ru")
    assert not any("судь" in msgstr for msgstr in entries.values())
    assert any("Судья" in msgstr for msgstr in entries.values())
