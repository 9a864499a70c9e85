"""What declarer says to dummy as people really say it, kind by kind, in the ten
languages - ruled end to end (words -> Law 46), named by the clause that decides.

Positions are written as for ``bridgelaw designate``: dummy North (PBN spades.hearts.diamonds.
clubs), the cards so far ending with West, the trump suit; declarer South; 2017 Laws.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from bridgelaw.designation import parse_designation
from bridgelaw.designation.types import Keyword, NotUnderstoodError
from bridgelaw.editions import Edition
from bridgelaw.errors import InvalidDesignationError
from bridgelaw.forms import designation_table as _table
from bridgelaw.laws.law46 import rule_words
from bridgelaw.regulations import Regulations
from bridgelaw.rulings import Outcome, Ruling


def said(text: str, dummy: str, trick: str = "", trump: str = "NT", lang: str | None = None,
         last: str = "") -> list[Ruling]:
    table = _table(dummy, "N", trick, trump, last, None)
    return rule_words(table, text, lang, edition=Edition.E2017, regulations=Regulations())


def played(text: str, dummy: str, trick: str = "", trump: str = "NT", lang: str | None = None) -> str:
    """The card played (``"SK"``), or the outcome when none is."""
    r = said(text, dummy, trick, trump, lang)[0]
    return str(r.card) if r.outcome is Outcome.PLAYED and r.card is not None else r.outcome.value


# ----------------------------------------------------------------- 1. verbs, set phrases, "we ..."

@pytest.mark.parametrize(("text", "card"), [
    ("we take it", "SA"), ("берём", "SA"), ("bierzemy", "SA"), ("vi tar den", "SA"), ("vi tager den", "SA"),
    ("wir nehmen ihn", "SA"), ("on prend", "SA"), ("prendiamo", "SA"), ("we nemen hem", "SA"),
])
def test_46B1b_win_said_as_a_verb_or_in_the_first_person_plural(text: str, card: str) -> None:
    assert played(text, "AQ2.T87.KJ6.953", "E:S3 S:S5 W:SK") == card


@pytest.mark.parametrize("text", [
    "we duck", "пропускаем", "puszczamy", "vi släpper", "vi dukker", "wir lassen laufen", "on laisse filer",
    "lisciamo", "laat maar lopen",
])
def test_46B1c_duck_in_every_language(text: str) -> None:
    assert played(text, "K5.AQ94.J873.T62", "W:D5", "C") == "D3"


@pytest.mark.parametrize("text", ["vi stjäl", "tagliamo", "przebijamy", "бьём козырем", "we ruff",
                                  "on coupe"])
def test_46B2_ruff_is_the_lowest_trump(text: str) -> None:
    assert played(text, "T764.KJ93..AQ852", "W:DK", "S") == "S4"


@pytest.mark.parametrize(("text", "card"), [
    ("pitch a club", "C2"), ("vi smider en ruder", "D6"), ("wirf ein Karo ab", "D6"),
    ("scartiamo quadri", "D6"), ("сносим бубну", "D6"), ("gooi een ruiten weg", "D6"),
])
def test_46B2_a_discard_names_the_suit(text: str, card: str) -> None:
    assert played(text, ".AK5.KT96.T9632", "E:SA S:S2 W:S9", "H") == card


# ----------------------------------------------------------------- 3. overruffs

@pytest.mark.parametrize("text", [
    "overruff", "we'll overruff", "overtrump", "surcoupe", "on surcoupe", "nadbij", "nadbijamy",
    "überstechen", "wir schnappen über", "surtagliamo", "överstjäl", "overtrumf", "vi overstjeler",
    "overtroeven", "перебиваем", "перебей козырем",
])
def test_46B1b_an_overruff_beats_the_trump_on_the_trick_not_the_lowest_trump(text: str) -> None:
    r = said(text, "J95.Q7..AT8643", "E:D5 S:D2 W:S6", "S")[0]
    assert (r.outcome, str(r.card), r.law) == (Outcome.PLAYED, "S9", "46B1(b)")


def test_46B1b_an_overruff_without_a_trump_high_enough_is_invalid_cannot_win() -> None:
    r = said("overruff", "954.Q7..AT8643", "E:D5 S:D2 W:ST", "S")[0]
    assert r.outcome is Outcome.INVALID and "cannot_win" in r.flags and r.card is None


def test_46B1b_an_overruff_before_any_trump_is_the_lowest_trump_that_wins() -> None:
    assert played("overruff", "J95.Q7..AT8643", "E:D5 S:D2 W:D9", "S") == "S5"


def test_46B2_an_overruff_with_dummy_on_lead_is_read_as_ruff() -> None:
    r = said("overruff", "J95.Q7.3.AT864", "", "S")[0]
    assert (r.outcome, str(r.card), r.law) == (Outcome.PLAYED, "S5", "46B2")


@pytest.mark.parametrize("text", ["бей", "bij"])
def test_46B1b_beat_is_win_when_dummy_can_follow_and_a_ruff_when_void(text: str) -> None:
    assert played(text, "Q73.KT.A98.J654", "E:C7 S:C2 W:C9", "H") == "CJ"  # follows: the lowest winner
    assert played(text, "Q73.KT.A98.", "E:C7 S:C2 W:C9", "H") == "HT"  # void: the lowest trump
    assert played(text, "Q73.KT.A98.", "E:C7 S:C2 W:H9", "H") == "HT"  # void, over West's ruff


# ----------------------------------------------------------------- 2. "cover the queen"

@pytest.mark.parametrize(("text", "lang"), [
    ("cover the jack", "en"), ("over the jack", "en"), ("täck knekten", "sv"), ("dæk knægten", "da"),
    ("dekk knekten", "no"), ("die Bube decken", "de"), ("deck den Buben", "de"), ("couvre le valet", "fr"),
    ("copri il fante", "it"), ("przykryj waleta", "pl"), ("покрой валета", "ru"), ("dek de boer", "nl"),
])
def test_46B1b_cover_names_the_card_to_beat_not_dummys_card(text: str, lang: str) -> None:
    d = parse_designation(text, lang)
    assert d.beat is not None and d.beat.letter == "J" and d.rank is None and d.keyword is Keyword.COVER
    r = said(text, "AK73.Q64.KT5.98", "S:S4 W:SJ", "D", lang)[0]
    assert (r.outcome, str(r.card), r.law) == (Outcome.PLAYED, "SK", "46B1(b)")


def test_46B1b_cover_a_card_that_is_not_the_highest_so_far_is_for_the_director() -> None:
    r = said("cover the nine", "AK73.Q64.KT5.98", "S:S4 W:SJ", "D")[0]
    assert r.outcome is Outcome.DIRECTOR and r.needs == "cover_meaning" and r.card is None


def test_46B3b_cover_with_the_king_names_dummys_king() -> None:
    d = parse_designation("cover with the king")
    assert d.rank is not None and d.rank.letter == "K" and d.beat is None


# ----------------------------------------------------------------- 4. typing slips

@pytest.mark.parametrize(("text", "card"), [
    ("kign of spades", "SK"), ("quen", "SQ"), ("fnate", "SJ"), ("przbij", "beat"), ("маленкую", "S3"),
    ("schnapen", "ruff"), ("stjal", "ruff"),
])
def test_45C4a_a_typing_slip_of_exactly_one_card_word_is_read_as_it(text: str, card: str) -> None:
    if card in ("beat", "ruff"):
        assert parse_designation(text).keyword is Keyword(card)
        return
    d = parse_designation(text)
    assert played(text, "KQJ3.A4.T95.862", "W:S5", "H") == card
    assert d.readings and d.readings[0].how in ("typo", "sv")


@pytest.mark.parametrize(("text", "lang"), [
    ("nice lead", None), ("pas le roi", "fr"), ("Akta!", None), ("ruf", "en"), ("smal", None),
])
def test_46A_no_typing_slip_read_from_a_word_of_a_language_or_with_two_words_in_reach(
        text: str, lang: str | None) -> None:
    """"nice", "pas", "akta", "smal" are words of English, French, Swedish, Swedish/Dutch; "ruf"
    is as near "ruff" as "run"."""
    with pytest.raises(NotUnderstoodError):
        parse_designation(text, lang)


def test_46A_a_typing_slip_is_never_read_as_a_filler() -> None:
    with pytest.raises(NotUnderstoodError):
        parse_designation("thw king of spades", "en")  # "thw" is not taken for "the"


def test_rapidfuzz_is_imported_only_when_a_word_is_not_found_as_said() -> None:
    code = ("import sys\nfrom bridgelaw.designation import parse_designation\n"
            "parse_designation('small club')\nassert 'rapidfuzz' not in sys.modules\n"
            "parse_designation('kign of clubs')\nassert 'rapidfuzz' in sys.modules\n")
    subprocess.run([sys.executable, "-c", code], check=True)


# ----------------------------------------------------------------- 5. sound-alikes (voice and speech-to-text)

@pytest.mark.parametrize(("text", "card"), [
    ("rough it", "S3"), ("dock", "D3"), ("the for of clubs", "C4"), ("when it", "DA"), ("Quinn please", "SQ"),
    ("hertz zwei", "H2"), ("router kung", "DK"), ("lasso di cuori", "HA"), ("le ballet", "SJ"),
    ("Pick As", "SA"), ("дому", "SQ"), ("płotkę", "S4"),
])
def test_45C4a_a_sound_alike_is_read_as_the_words_meant(text: str, card: str) -> None:
    dummy = {"rough it": "A853.QJ74..K932", "dock": "AJ7.K843.Q63.T9", "when it": "KQ4.862.AJ9.A75"}.get(
        text, "AQJ4.A62.K53.J4")
    trick = {"rough it": "W:DA", "dock": "W:D5", "when it": "E:D8 S:D6 W:DQ", "the for of clubs": ""}.get(
        text, "W:S5")
    if text in ("hertz zwei", "lasso di cuori", "router kung"):
        trick = ""
    assert played(text, dummy, trick, "S") == card


def test_45C4a_play_the_to_is_the_two_not_please() -> None:
    d = parse_designation("play the to")
    assert d.rank is not None and d.rank.letter == "2" and d.keyword is None


def test_voice_transcripts_are_read_through_the_same_sound_alike_table() -> None:
    from bridgelaw.voice.propose import proposal_for_words

    table = _table("A853.QJ42..K93", "N", "W:DA", "H", "", None)
    p = proposal_for_words(table, "rough with the to")
    assert (p.outcome, p.card) == ("played", "H2")


# ----------------------------------------------------------------- 6. mixed languages

@pytest.mark.parametrize(("text", "card"), [
    ("small bitte", "S3"), ("dama please", "SQ"), ("king of carreau", "DK"), ("small пожалуйста", "S3"),
    ("the king, tack", "SK"), ("klein please", "S3"), ("kongen please", "SK"), ("piccola please", "S3"),
])
def test_45C4a_a_word_of_another_language_in_a_mixed_phrase(text: str, card: str) -> None:
    assert played(text, "KQ53.A62.K84.QJ2", "W:S4") == card


def test_46A_a_wholly_foreign_utterance_with_the_language_given_is_not_read_as_mixed() -> None:
    with pytest.raises(InvalidDesignationError):
        parse_designation("damę kier", "de")


# ----------------------------------------------------------------- 7. politeness and filler

@pytest.mark.parametrize(("text", "card"), [
    ("kan jeg få kongen", "SK"), ("sexan, är du snäll", "S6"), ("and the jack, partner, if you would", "SJ"),
    ("den König, wenn's recht ist", "SK"), ("króla, jeśli można", "SK"), ("будь добр, короля", "SK"),
    ("tu peux mettre le valet ?", "SJ"), ("må jeg få damen", "SQ"),
])
def test_45C4a_polite_words_around_a_card(text: str, card: str) -> None:
    assert played(text, "KQJ6.A62.K84.Q32", "W:S4") == card


@pytest.mark.parametrize("text", ["tack partner", "thanks partner", "merci partenaire", "grazie partner",
                                  "takk, makker", "tak makker", "danke, Partner"])
def test_46A_thanks_alone_names_no_card(text: str) -> None:
    assert said(text, "KQJ6.A62.K84.Q32", "W:S4")[0].outcome is Outcome.NOT_UNDERSTOOD


@pytest.mark.parametrize(("text", "card"), [
    ("una piccola, grazie", "S3"), ("euh, le petit", "S3"), ("the small one, partner", "S3"),
    ("en liten, tack", "S3"), ("ehm, la più alta", "SK"), ("äh, den höchsten", "SK"),
])
def test_46B1_thanks_a_hesitation_or_partner_beside_a_word_that_says_which_card(text: str, card: str) -> None:
    """A polite word, a hesitation or "partner" is what players add to "small"/"the highest":
    it does not make an everyday word an ordinary sentence (the anchor rule)."""
    assert played(text, "KQ53.A62.K84.QJ2", "W:S4") == card


@pytest.mark.parametrize("text", ["yes, thanks", "ok, cheers", "ja, tack", "oui, merci", "sì, grazie",
                                  "a little, thanks", "um, okay"])
def test_46A_thanks_beside_a_bare_yes_or_ok_names_no_card(text: str) -> None:
    for trick in ("W:S4", "W:D5"):
        r = said(text, "KQ53.A62.K84.QJ2", trick)[0]
        assert r.outcome is Outcome.NOT_UNDERSTOOD and r.card is None, (text, trick, r.outcome)


@pytest.mark.parametrize("text", ["vi tar stikket", "vi tar sticket", "vi tager stikket", "we nemen de slag",
                                  "wir nehmen den Stich", "on prend le pli", "prendiamo la presa",
                                  "we'll take the trick", "берём взятку", "bierzemy lewę"])
def test_46B1b_we_take_the_trick_is_win_not_a_ruff(text: str) -> None:
    """"den Stich" is the trick, not "stich!" (ruff): win + ruff would be an overruff."""
    assert played(text, "AQ2.T87.KJ6.953", "E:S3 S:S5 W:SK", "H") == "SA"


# ----------------------------------------------------------------- 8. corrections in one breath

@pytest.mark.parametrize(("text", "first", "then"), [
    ("the king er the ace", "SK", "SA"), ("König äh Ass", "SK", "SA"), ("król eee as", "SK", "SA"),
    ("kongen å nei esset", "SK", "SA"), ("king ah no ace", "SK", "SA"), ("валета, эээ, даму", "SJ", "SQ"),
    ("liten, äh nej, damen", "S3", "SQ"), ("il re... ah no, l'asso", "SK", "SA"),
])
def test_45C4b_a_hesitation_or_correction_marker_then_another_card(text: str, first: str, then: str) -> None:
    rs = said(text, "AKQJ3.A62.K84.Q2", "W:S4")
    assert str(rs[0].card) == first and "first_designation" in rs[0].flags
    assert rs[1].extra.get("if_allowed") == then


@pytest.mark.parametrize("text", ["small, er, club", "the king, um, of spades"])
def test_45C4a_a_hesitation_between_words_that_agree_is_no_correction(text: str) -> None:
    d = parse_designation(text)
    assert not d.has_change and d.suit is not None


# ----------------------------------------------------------------- 9. "play anything"

@pytest.mark.parametrize("text", ["jaką chcesz", "una a caso", "fate voi", "play anything", "egal, spiel was",
                                  "samme det", "whatever, doesn't matter"])
def test_46B5_play_anything_phrases(text: str) -> None:
    r = said(text, "KQJ6.A62.K84.Q32", "W:S4")[0]
    assert r.outcome is Outcome.DEFENDERS_DESIGNATE and r.law == "46B5"


@pytest.mark.parametrize("text", [
    "lige meget hvilken", "obojętnie którą", "egal welche", "peu importe laquelle", "non importa quale",
    "всё равно какую", "maakt niet uit welke", "kvittar vilken", "uansett hvilken", "anything you like",
])
def test_46B5_no_matter_which_in_every_language(text: str) -> None:
    r = said(text, "KQJ6.A62.K84.Q32", "W:S4")[0]
    assert r.outcome is Outcome.DEFENDERS_DESIGNATE and r.law == "46B5"


# ----------------------------------------------------------------- 10. digit forms

@pytest.mark.parametrize("text", ["7'eren", "7'ern", "7:an", "7ку", "7 pls"])
def test_46B3b_a_digit_with_its_ending_is_the_rank(text: str) -> None:
    assert played(text, "K7.AT7.Q73.J854", "S:H4 W:HJ", "S") == "H7"


# ----------------------------------------------------------------- 11. words that name no card

@pytest.mark.parametrize(("text", "lang"), [
    ("vänta lite", "sv"), ("vänta lite", None), ("it was rough", "en"), ("that is all right", "en"),
    ("just a little", "en"), ("Einen Moment, bitte.", None), ("Kan du si det igjen?", None),
    ("Achter je.", None), ("Das ist mir heute egal.", None),
])
def test_46A_words_that_name_no_card_never_designate_one(text: str, lang: str | None) -> None:
    for trick, last in (("", "W:H2 N:HA E:H5 S:H6"), ("W:H4", ""), ("W:D4", "")):
        r = said(text, "K52.QJ3.T98.764" if not trick else "AK52.QJ73.T8.764", trick, "S", lang, last)[0]
        assert r.outcome is Outcome.NOT_UNDERSTOOD and r.card is None, (text, trick, r.outcome)


def test_46B1c_everyday_words_alone_or_with_articles_still_designate() -> None:
    assert played("le petit", "KQ53.A62.K84.QJ2", "W:S4") == "S3"
    assert played("yes", "KQ53.A62.K84.QJ2", "W:S4") == "S3"  # O-46-PLEASE: low
    assert played("a little one", "KQ53.A62.K84.QJ2", "W:S4") == "S3"
