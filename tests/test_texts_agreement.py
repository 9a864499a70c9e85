"""Russian and Polish ruling texts: a card's name takes the case the sentence needs and what
refers back to it agrees with its gender; the federations' terms where a fluent reviewer found
another word.

Each cause a reviewer found is tested twice: the sentence rendered with a masculine card (the
king, the jack, the ace: ru "король", pl "król") and a feminine one (the queen and the numbers:
ru "дама", "шестёрка", pl "dama", "szóstka"), in the case the sentence needs; and a check of every
Russian and Polish catalogue for the same pattern, so that a new text cannot bring it back:

* a card's name in apposition to an oblique form of "card" must take that case (ru "обозначает
  штрафную карту — шестёрку бубен", pl "określa kartę przygwożdżoną, szóstkę karo"), not the
  nominative ("штрафную карту шестёрка бубен");
* a pronoun or participle whose antecedent is the card's name agrees with the card's gender
  (``{card_g:m=его|f=её}``), not with the word "карта"/"karta" that the sentence does not say
  ("Север забирает его в руку" for the king of clubs).
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from bridgelaw.i18n import LOCALE_DIR, domains, render_message

SLAVIC = ("ru", "pl")
LABELS = Path(__file__).resolve().parents[1] / "src" / "bridgelaw" / "service" / "static" / "labels.json"


@cache
def _catalogue(lang: str, domain: str) -> list[tuple[str, tuple[str, ...]]]:
    """(msgid, msgstr forms) of every entry of ``lang``'s ``domain``."""
    with (LOCALE_DIR / lang / "LC_MESSAGES" / f"{domain}.po").open("rb") as f:
        cat = read_po(f, locale=lang)
    out = []
    for m in cat:
        if m.id:
            forms = m.string if isinstance(m.string, tuple) else (m.string,)
            out.append((m.id if isinstance(m.id, str) else m.id[0], tuple(str(s) for s in forms)))
    return out


def _msgid(domain: str, fragment: str) -> str:
    """The English msgid of ``domain`` that is ``fragment``, else the one containing it."""
    ids = [msgid for msgid, _ in _catalogue("en", domain)]
    found = [msgid for msgid in ids if msgid == fragment] or [msgid for msgid in ids if fragment in msgid]
    assert len(found) == 1, (domain, fragment, found)
    return found[0]


def _say(lang: str, domain: str, fragment: str, **params: object) -> str:
    return render_message(_msgid(domain, fragment), params, lang, domain)


# -- the sentences the reviewers marked, with a masculine and a feminine card ---------------------

CASES_RU = [
    # Law 49: the pronoun for the card taken back agrees with the card
    ("play", "is not a penalty card; {seat} takes it back", dict(card="CK", seat="N"),
     "Север забирает его в руку"),
    ("play", "is not a penalty card; {seat} takes it back", dict(card="CQ", seat="N"),
     "Север забирает её в руку"),
    # Law 51A: the designated penalty card in the accusative, "играет им / ею"
    ("leads", "Declarer designates the penalty card {card}", dict(card="DK", seat="W"),
     "обозначает штрафную карту — короля бубен: Запад играет им"),
    ("leads", "Declarer designates the penalty card {card}", dict(card="D6", seat="W"),
     "обозначает штрафную карту — шестёрку бубен: Запад играет ею"),
    # Law 52B2: the substitute in the instrumental, the new major penalty card as the subject
    ("play", "to be played instead of {card}", dict(card="HK", substitute_card="C9", cards=["HK"]),
     "сыграть вместо короля червей штрафной картой — девяткой треф; король червей становится "
     "старшей штрафной картой"),
    # Law 46B3(b): the card designated first, "был обозначен / была обозначена"
    ("law46", "{card_cap} was designated first and is played",
     dict(first_said="валета", change_said="короля", card="HJ", law_first="46B3(b)", law="45C4(b)",
          condition_msg="the designation was inadvertent"),
     "Первым был обозначен валет червей; он сыгран"),
    ("law46", "{card_cap} was designated first and is played",
     dict(first_said="даму", change_said="короля", card="HQ", law_first="46B3(b)", law="45C4(b)",
          condition_msg="the designation was inadvertent"),
     "Первой была обозначена дама червей; она сыграна"),
    # Law 45D: the relative pronoun and the object pronoun agree with the card
    ("play", "no one drew attention to {card}, which dummy put", dict(card="SJ", law="45D"),
     "к валету пик, которого болван выложил в положение сыгранной карты, хотя разыгрывающий его "
     "не называл"),
    ("play", "no one drew attention to {card}, which dummy put", dict(card="S9", law="45D"),
     "к девятке пик, которую болван выложил в положение сыгранной карты, хотя разыгрывающий её "
     "не называл"),
    # Law 53A: the seat that led out of turn leads; the other plays to that lead
    ("leads", "played to the lead of {card} made out of turn by {seat}",
     dict(by="N", card="H7", seat="W"),
     "Запад пошёл семёркой червей вне очереди, а Север сыграл на этот ход: ход принят"),
    # Law 58B1: the only visible card, "виден король / видна дама"
    ("leads", "played several cards at once and only {card} is visible: it is played and",
     dict(seat="E", card="SK"), "и виден только король пик: он сыгран"),
    ("leads", "played several cards at once and only {card} is visible: it is played and",
     dict(seat="E", card="SQ"), "и видна только дама пик: она сыграна"),
    # Law 47: the participle after the card withdrawn agrees with it
    ("play", "{seat} withdraws {card}, played after the irregularity, and returns it to his hand "
     "without penalty (Law {law}); he plays again in turn.", dict(seat="S", card="DA", law="47B"),
     "Юг берёт назад туза бубен, сыгранного после нарушения, и без наказания возвращает его в руку"),
    ("play", "{seat} withdraws {card}, played after the irregularity, and returns it to his hand "
     "without penalty (Law {law}); he plays again in turn.", dict(seat="S", card="D5", law="47B"),
     "Юг берёт назад пятёрку бубен, сыгранную после нарушения, и без наказания возвращает её в руку"),
]

CASES_PL = [
    # Law 51A: the designated penalty card in the accusative
    ("leads", "Declarer designates the penalty card {card}", dict(card="D6", seat="W"),
     "określa kartę przygwożdżoną, szóstkę karo: W zagrywa tę kartę"),
    ("leads", "Declarer designates the penalty card {card}", dict(card="DK", seat="W"),
     "określa kartę przygwożdżoną, króla karo: W zagrywa tę kartę"),
    # Law 52B1(b): the accepted card in the accusative, the participle agreeing with it
    ("leads", "so he has accepted {card}, played by {seat}", dict(card="HT", seat="E"),
     "zaakceptował dziesiątkę kier, zagraną przez E zamiast karty przygwożdżonej"),
    ("leads", "so he has accepted {card}, played by {seat}", dict(card="HK", seat="E"),
     "zaakceptował króla kier, zagranego przez E zamiast karty przygwożdżonej"),
    # Law 53A: the seat that led out of turn leads; the other adds his card to that lead
    ("leads", "played to the lead of {card} made out of turn by {seat}",
     dict(by="N", card="H7", seat="W"),
     "W wyszedł poza kolejnością siódemką kier, a N dołożył kartę do tego wyjścia"),
    # Law 61: the subject of "regulują" is the Laws, in the nominative
    ("leads", "it breaks the requirement declarer chose under Law {rlaw}",
     dict(seat="E", card="SA", law="45A", rlaw="50D2(a)"), "jego poprawienie regulują przepisy 62–64"),
    # Law 45(c): a purpose clause, not a note
    ("play", "Declarer touched {card} in dummy to {purpose_msg}",
     dict(card="C9", law="45(c)", purpose_msg="arrange"),
     "dotknął dziewiątki trefl u dziadka, aby uporządkować karty dziadka: karta nie jest zagrana"),
    # Law 45(b) 1963: no dangling participle; the card's gender
    ("play", "only when held touching or nearly touching the table", dict(card="H4", law="45(b)"),
     "gdy jest trzymana tak, że dotyka stołu lub prawie go dotyka: czwórka kier nie jest zagrana"),
    ("play", "only when held touching or nearly touching the table", dict(card="HK", law="45(b)"),
     "król kier nie jest zagrany"),
    # Law 55A: declarer names (not "summons") a card from dummy
    ("leads", "Declarer called {card} from dummy when the lead was in his own hand: a lead",
     dict(card="HA"), "Rozgrywający nazwał asa kier ze stołu"),
    # Law 50: "wyjście", not "wistować" (the opening lead), for any lead
    ("play", "so his minor penalty card {card} becomes a major penalty card",
     dict(seat="W", cards=["H2", "S9"], card="H2", law="50B", partner="E", lead_law="51B2"),
     "a gdy wyjście ma E, rozgrywający wybiera"),
]


@pytest.mark.parametrize(("domain", "fragment", "params", "expected"), CASES_RU)
def test_ru_card_names_take_the_case_and_gender_the_sentence_needs(
        domain: str, fragment: str, params: dict[str, object], expected: str) -> None:
    assert expected in _say("ru", domain, fragment, **params)


@pytest.mark.parametrize(("domain", "fragment", "params", "expected"), CASES_PL)
def test_pl_card_names_take_the_case_and_gender_the_sentence_needs(
        domain: str, fragment: str, params: dict[str, object], expected: str) -> None:
    assert expected in _say("pl", domain, fragment, **params)


def test_68A_pl_a_claim_concedes_the_rest_with_zrzeka_sie() -> None:
    """P1 przepis 68: a claim of some tricks is a concession of the rest. P1 68B defines the
    concession as saying the side "odda" tricks, but names the act "zrzeczenie się lew" (title
    "Deklaracja lub zrzeczenie się lew"), and every other pl text says "zrzeka się": one verb
    for one act (review20c pl 99, pl-claims 7, 28, 38, 47, 55)."""
    text = _say("pl", "law68", "claims {claimed} of the {remaining} remaining tricks and concedes",
                seat="S", claimed=5, remaining=13, conceded=8, law="68A")
    assert "S deklaruje 5 z 13 pozostałych lew i zrzeka się 8" in text


# -- the same patterns over every Russian and Polish catalogue ------------------------------------

#: A card placeholder without a case (nominative): ``{card}``, ``{old_card}``, ``{card_cap}``.
_NOMINATIVE_CARD = r"\{(?:\w+_)?card(?:_cap)?\}"
#: An oblique form of the word for "card", up to three words (no placeholder, bracket or stop),
#: then a card's name in the nominative: an apposition in the wrong case.
NOMINATIVE_APPOSITION = {
    "ru": re.compile(r"(?<!\w)(?:карту|карты|картой|карте)(?:\s+[^\s{}():;.]+){0,3}\s*[,(—–]?\s*"
                     + _NOMINATIVE_CARD, re.IGNORECASE),
    "pl": re.compile(r"(?<!\w)(?:kartę|karty|kartą|karcie)(?:\s+[^\s{}():;.]+){0,3}\s*[,(—–]?\s*"
                     + _NOMINATIVE_CARD, re.IGNORECASE),
}
#: Texts where the pattern is right: the card's name is the subject of its own verb.
APPOSITION_RIGHT = (
    "картой болвана становится {card}",   # "instead of it, the king becomes dummy's card"
)

#: Any card placeholder (a case suffix or ``_cap`` allowed), and a gender choice.
CARD = re.compile(r"\{(?:\w+_)?card(?:_(?:nom|gen|dat|acc|ins|prep|cap))?\}")
GENDER_CHOICE = re.compile(r"\{\w*card_g:[^{}]*\}")
#: Feminine pronouns and participles that could refer back to a card's name.
FEMININE = {
    "ru": re.compile(r"(?<!\w)(?:её|ее|ею|неё|нее|нею|она|которую|которой|сыгранную|сыгранная|"
                     r"названную|выложенную|видна)(?!\w)", re.IGNORECASE),
    "pl": re.compile(r"(?<!\w)(?:ją|jej|niej|nią|ona|którą|której|zagraną|zagrana|widoczna)(?!\w)",
                     re.IGNORECASE),
}
#: The word "card" in the nominative or accusative: a feminine word after it may refer to it.
CARD_NOUN = {"ru": re.compile(r"(?<!\w)(?:карта|карту|карты|карт)(?!\w)", re.IGNORECASE),
             "pl": re.compile(r"(?<!\w)(?:karta|kartę|karty|kart)(?!\w)", re.IGNORECASE)}
#: A card's name in apposition to the word "card" ("пятая карта — {card} —", "karta określona
#: jako pierwsza, {card},"): the antecedent is the noun, which is feminine.
AFTER_CARD_NOUN = {
    "ru": re.compile(r"(?<!\w)карт\w*(?:\s+[^\s{}:;.]+){0,3}\s*[,(—–]?\s*$", re.IGNORECASE),
    "pl": re.compile(r"(?<!\w)kart\w*(?:\s+[^\s:;.]+){0,4}\s*[,(—–]?\s*$", re.IGNORECASE),
}
#: Texts where the feminine word refers to another card named by the word "card" in the
#: instrumental ("одновременно с картой {other_gen} ... после неё").
FEMININE_RIGHT = ("одновременно с картой {other_gen}",)


def _slavic_texts(lang: str) -> list[tuple[str, str]]:
    return [(domain, s) for domain in domains() if domain != "cards"
            for _, forms in _catalogue(lang, domain) for s in forms]


def feminine_reference(lang: str, text: str) -> list[str]:
    """The feminine pronouns or participles of ``text`` whose nearest antecedent in the same
    sentence is a card's name (not the word for "card"), so they must be a gender choice."""
    t = GENDER_CHOICE.sub("⟨g⟩", text)
    found = []
    for m in CARD.finditer(t):
        if AFTER_CARD_NOUN[lang].search(t[max(0, m.start() - 60):m.start()]):
            continue
        tail = t[m.end():]
        stop = re.search(r"\.(?:\s|$)", tail)
        sentence = tail[:stop.start()] if stop else tail
        scope = sentence
        for cut in (CARD.search(scope), CARD_NOUN[lang].search(scope)):
            if cut:
                scope = scope[:cut.start()]
        for f in FEMININE[lang].finditer(scope):
            if CARD_NOUN[lang].search(sentence[f.end():f.end() + 25]):
                continue  # "которую карту", "zagrana została karta": the word follows
            found.append(f.group(0))
    return found


@pytest.mark.parametrize("lang", SLAVIC)
def test_a_card_name_in_apposition_takes_the_case_of_the_word_card(lang: str) -> None:
    bad = [f"{domain}: {text[:140]}" for domain, text in _slavic_texts(lang)
           if NOMINATIVE_APPOSITION[lang].search(text)
           and not any(ok in text for ok in APPOSITION_RIGHT)]
    assert not bad, f"{len(bad)} {lang} texts put a card's name in the nominative after an " \
        "oblique form of 'card':\n" + "\n".join(bad)


@pytest.mark.parametrize("lang", SLAVIC)
def test_what_refers_back_to_a_card_name_agrees_with_its_gender(lang: str) -> None:
    bad = [f"{domain}: {feminine_reference(lang, text)}: {text[:140]}"
           for domain, text in _slavic_texts(lang)
           if feminine_reference(lang, text) and not any(ok in text for ok in FEMININE_RIGHT)]
    assert not bad, f"{len(bad)} {lang} texts refer back to a card's name with a feminine form " \
        "(use {card_g:m=...|f=...}):\n" + "\n".join(bad)


@pytest.mark.parametrize(("lang", "text", "found"), [
    ("ru", "Судья определяет, что {card} не является штрафной картой; {seat} забирает её в руку.",
     ["её"]),
    ("ru", "{seat} забирает {card_g:m=его|f=её} в руку.", []),
    ("ru", "{seat} уже сыграл: пятая карта — {card} — не сыграна; она становится штрафной.", []),
    ("pl", "Rozgrywający określa {card_acc}, którą dziadek zagrywa.", ["którą"]),
    ("pl", "Rozgrywający odrzuca {card_acc}; określa, którą kartę {seat} zagrywa.", []),
])
def test_the_gender_check_finds_what_it_should(lang: str, text: str, found: list[str]) -> None:
    assert feminine_reference(lang, text) == found
