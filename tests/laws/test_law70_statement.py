"""68C/70D1: the claimer's statement read from words (lexicons/claims/<lang>.toml) into a plan."""

from __future__ import annotations

import pytest

from bridgelaw.cards import Card, Suit
from bridgelaw.designation import LexiconError
from bridgelaw.i18n import LANGUAGES
from bridgelaw.laws.law70 import StepKind
from bridgelaw.laws.law70.statement import STATEMENT_LANGUAGES, statement_language_68C, statement_read_68C
from bridgelaw.laws.law70.words import statement_in_words_70

K = StepKind
H, SP, CL, DI = Suit.HEARTS, Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS


def _steps(words: str, lang: str, trump: Suit | None = H) -> list[tuple[StepKind, Suit | None]]:
    plan = statement_read_68C(words, lang, trump=trump)
    assert plan.unread == (), plan.unread
    return [(s.kind, s.suit) for s in plan.steps]


def test_68C_every_language_of_the_rulings_has_a_statement_lexicon() -> None:
    assert set(STATEMENT_LANGUAGES) == set(LANGUAGES)


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "drawing trumps, then the clubs are all good"),
    ("ru", "выбиваю козыри, потом трефы хорошие"),
    ("sv", "jag drar trumf och klövern är goda"),
    ("nl", "troef trekken, dan zijn de klaveren goed"),
    ("de", "Trumpf ziehen, dann sind die Treffs gut"),
    ("fr", "je tire les atouts et les trèfles sont bons"),
    ("pl", "ściągam atuty, trefle są dobre"),
    ("da", "trækker trumf, klør er gode"),
    ("nb", "trekker trumf, kløver er gode"),
    ("it", "batto le atout, poi le fiori sono buone"),
])
def test_68C_draw_trumps_then_run_a_suit_in_every_language(lang: str, words: str) -> None:
    assert _steps(words, lang) == [(K.DRAW_TRUMPS, H), (K.RUN, CL)]
    assert statement_read_68C(words, lang, trump=H).mentions_trump


@pytest.mark.parametrize(("words", "steps"), [
    ("cross-ruff", [(K.CROSS_RUFF, None)]),
    ("I'll take the heart finesse", [(K.FINESSE, H)]),
    ("all mine", [(K.ALL, None)]),
    ("playing from the top", [(K.FROM_TOP, None)]),
    ("ruff a heart and concede a spade", [(K.RUFF, H), (K.CONCEDE, SP)]),
    ("two spades, a heart and a diamond", [(K.COUNT, SP), (K.COUNT, H), (K.COUNT, DI)]),
    ("there are no trumps left", [(K.NO_TRUMP_OUT, H)]),
    ("I discard my losing club on the high diamonds", [(K.DISCARD, CL), (K.RUN, DI)]),
])
def test_68C_english_steps(words: str, steps: list[tuple[StepKind, Suit | None]]) -> None:
    assert _steps(words, "en") == steps


@pytest.mark.parametrize(("lang", "words", "cards"), [
    ("en", "I play the ace and king of hearts", ["HA", "HK"]),
    ("nl", "ik speel harten aas en heer", ["HA", "HK"]),
    ("sv", "jag spelar hjärter ess och kung", ["HA", "HK"]),
    ("de", "ich spiele Coeur Ass und König", ["HA", "HK"]),
])
def test_68C_and_ends_a_card_a_rank_after_it_takes_the_suit_before(lang: str, words: str,
                                                                    cards: list[str]) -> None:
    plan = statement_read_68C(words, lang, trump=SP)
    assert [str(s.card) for s in plan.steps if s.card is not None] == cards, plan.steps


def test_68C_a_list_after_i_play_is_an_order_a_list_alone_is_a_count() -> None:
    played = statement_read_68C("I shall play the club queen, a club to the ace and the king of clubs",
                                "en", trump=H)
    assert [s.kind for s in played.steps] == [K.RUN, K.RUN, K.RUN]
    counted = statement_read_68C("ik maak harten heer en vrouw en klaveren tien", "nl", trump=SP)
    assert [(s.kind, str(s.card)) for s in counted.steps] == [(K.COUNT, "HK"), (K.COUNT, "HQ"),
                                                              (K.COUNT, "CT")]


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "first the spades, then the hearts"),
    ("ru", "сначала пики, потом черви"),
    ("de", "zuerst Pik, dann Coeur"),
    ("fr", "d'abord les piques, puis les cœurs"),
    ("nl", "eerst schoppen, daarna harten"),
    ("sv", "först spader, sedan hjärter"),
    ("da", "først spar, derefter hjerter"),
    ("nb", "først spar, deretter hjerter"),
    ("pl", "najpierw piki, potem kiery"),
    ("it", "prima le picche, poi i cuori"),
])
def test_68C_a_stated_order_first_then_is_an_order_not_a_count(lang: str, words: str) -> None:
    # 68C "the order in which cards will be played"; 70D1 follows it (a count is no order: LKU-20 2.1)
    assert _steps(words, lang, trump=None) == [(K.RUN, SP), (K.RUN, H)]


def test_68C_an_order_word_makes_its_neighbours_plays_and_leaves_a_list_after_them_a_count() -> None:
    plan = statement_read_68C("spade king first, then the ace and king of hearts", "en", trump=None)
    assert [(s.kind, str(s.card)) for s in plan.steps] == [(K.RUN, "SK"), (K.RUN, "HA"), (K.RUN, "HK")]
    plan = statement_read_68C("trumps first, then two spades and a heart", "en", trump=CL)
    assert [(s.kind, s.suit) for s in plan.steps] == [(K.DRAW_TRUMPS, None), (K.RUN, SP), (K.COUNT, H)]
    assert statement_read_68C("two spades and a heart", "en", trump=None).every_order_open


def test_68C_ruff_this_trump_your_lead_both_ours_are_read() -> None:
    plan = statement_read_68C("I ruff this and lead a club to partner, both ours", "en", trump=SP)
    assert plan.unread == () and [s.kind for s in plan.steps] == [K.RUFF_LEAD, K.COUNT, K.ALL]
    plan = statement_read_68C("I can trump your lead", "en", trump=DI)  # not "ruff the diamonds"
    assert [s.kind for s in plan.steps] == [K.RUFF_LEAD]
    assert statement_read_68C("the rest are ours", "en", trump=SP).unread == ()
    plan = statement_read_68C("I ruff and then a club", "en", trump=SP)  # not "ruff the clubs"
    assert [(s.kind, s.suit) for s in plan.steps] == [(K.RUFF_LEAD, None), (K.RUN, CL)]


def test_68C_an_unread_word_of_play_makes_the_statement_unclear_a_stray_word_does_not() -> None:
    # 70A: "cash" with nothing read after it is a clause about the line not understood
    plan = statement_read_68C("I have the top three trumps and I cash xyzzy", "en", trump=SP)
    assert plan.unclear == ("cash",)
    # a proviso, a stray word, a clause whose words of play were read: unread but not unclear
    squeeze = statement_read_68C("I make the contract on a double squeeze, provided the information about "
                                 "the opening bid is accurate", "en", trump=H)
    assert squeeze.unread and squeeze.unclear == ()
    assert statement_read_68C("I cash the hearts; you can have your king of trumps whenever you like", "en",
                              trump=SP).unclear == ()
    assert statement_read_68C("ik speel harten aas en heer; jullie krijgen dan nog één slag", "nl",
                              trump=CL).unclear == ()


def test_68C_ruff_a_named_suit_in_trumps_is_a_ruff_of_that_suit_not_of_the_card_led() -> None:
    assert _steps("ruff a heart", "en", trump=H) == [(K.RUFF, H)]
    assert _steps("trump your lead", "en", trump=H) == [(K.RUFF_LEAD, None)]


def test_68C_ruff_the_fourth_round_is_of_the_suit_last_named() -> None:
    plan = statement_read_68C("I play the clubs; if they are 4-1 I ruff the fourth round", "en", trump=H)
    assert (K.RUFF, CL) in [(s.kind, s.suit) for s in plan.steps]


def test_68C_cards_named_in_the_statement() -> None:
    plan = statement_read_68C("finesse the queen of hearts", "en", trump=SP)
    assert plan.steps[0].kind is K.FINESSE and plan.steps[0].card == Card.parse("HQ")
    plan = statement_read_68C("conceding the ace of trumps", "en", trump=SP)
    assert plan.steps[0].kind is K.CONCEDE and plan.steps[0].card == Card.parse("SA")
    plan = statement_read_68C("отдаю пиковую даму", "ru", trump=H)
    assert plan.steps[0].kind is K.CONCEDE and plan.steps[0].card == Card.parse("SQ")


@pytest.mark.parametrize(("words", "card"), [
    ("Karo-Buben", "DJ"), ("Pik-Ass", "SA"), ("Herz-Dame", "HQ"), ("Treff-König", "CK"), ("Karo-Bube", "DJ"),
])
def test_68C_a_card_written_with_a_hyphen_is_one_card(words: str, card: str) -> None:
    plan = statement_read_68C(f"ich spiele {words}", "de", trump=None)
    assert plan.unread == () and [str(s.card) for s in plan.steps] == [card]
    assert plan.steps[0].kind is K.RUN  # "ich spiele <card>": a play, as "I play <card>"


@pytest.mark.parametrize(("lang", "words"), [
    ("de", "West ist in Pik und Treff gesqueezt"), ("de", "doppel-squeeze"), ("en", "West is squeezed"),
    ("nl", "West wordt gesqueezed"), ("sv", "väst är skvisad"),
])
def test_68C_a_squeeze_said_with_a_participle_is_a_stated_squeeze(lang: str, words: str) -> None:
    plan = statement_read_68C(words, lang, trump=None)
    assert any(s.kind is K.SQUEEZE for s in plan.steps), plan


def test_68C_a_count_of_tricks_is_not_an_order_nor_a_word_about_the_trump() -> None:
    plan = statement_read_68C("five trumps and two clubs", "en", trump=H)
    assert plan.every_order_open and not plan.mentions_trump
    plan = statement_read_68C("my trumps are good", "en", trump=H)
    assert not plan.mentions_trump  # the claimer's own trumps: nothing about the opponents'


def test_68C_words_not_read_are_listed_and_leave_every_order_open() -> None:
    plan = statement_read_68C("xyzzy frobnicate", "en", trump=H)
    assert plan.unread == ("xyzzy", "frobnicate") and plan.every_order_open and not plan.steps
    partly = statement_read_68C("drawing trumps xyzzy", "en", trump=H)
    assert partly.unread == ("xyzzy",) and partly.order[0].kind is K.DRAW_TRUMPS


def test_68C_no_statement_is_an_empty_plan() -> None:
    for words in (None, "", "   "):
        plan = statement_read_68C(words, "en")
        assert plan.text == "" and plan.steps == () and plan.every_order_open


def test_68C_the_language_is_found_when_not_given() -> None:
    assert statement_language_68C("drawing trumps, the rest are mine") == "en"
    assert statement_language_68C("выбиваю козыри, остальные мои") == "ru"
    assert statement_language_68C("troef trekken, de rest is voor mij") == "nl"
    assert statement_read_68C("jag tar ut sista trumfen, sedan är spaderna höga", trump=H).lang == "sv"


def test_68C_an_unknown_language_is_a_clear_error() -> None:
    with pytest.raises(LexiconError, match="no claim statement lexicon for language 'xx'"):
        statement_read_68C("all mine", "xx")


def test_68C_norwegian_is_read_as_nb_or_no() -> None:
    assert _steps("trekker trumf", "nb") == _steps("trekker trumf", "no") == [(K.DRAW_TRUMPS, H)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_70_the_plan_in_words_in_every_language(lang: str) -> None:
    plan = statement_read_68C("drawing trumps, then the clubs are good, conceding a spade", "en", trump=H)
    text = statement_in_words_70(plan, lang)
    assert text and "{" not in text
    expected = "draw trumps, then run the clubs, then concede a trick in the spades"
    assert statement_in_words_70(plan, "en") == expected


def test_68C_statement_lexicons_compile_and_read_a_word_in_each_language() -> None:
    for lang in STATEMENT_LANGUAGES:
        assert statement_read_68C("xyzzy", lang).unread == ("xyzzy",)
