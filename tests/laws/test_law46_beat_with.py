""""Beat / overtake / win WITH the ace" in every language (Law 46B, 46B3(b), 46B2).

A blind review (2026-12-02) found Polish "bij asem", "przebij asem" and Russian "бей тузом" read
as "ruff with the ace" while dummy could follow the suit led: with the ace of trumps in dummy it
was *played*, a revoke the words never asked for. The words say "win the trick with the ace":
when dummy can follow, the rank is read as any rank alone (46B3(b): the card of that rank in the
suit led), exactly as English "win it with the ace" and German "mit dem Ass übernehmen"; a ruff
only when dummy cannot follow. The Russian and Polish instrumental ("тузом", "asem": the card to
beat WITH) is never the card to beat. "Overtake" is a word of winning in every language (nl, sv,
da, no, fr, it were missing), and "chuck a club" is a discard. The new words are everyday verbs
("ta över", "surprends", "chuck"): `[everyday]` in their lexicons, and their ordinary uses are in
the safety corpus (tests/designation/data/ordinary/, test_safety_ordinary_words.py).
"""

from __future__ import annotations

import pytest

from bridgelaw.cards import Card
from bridgelaw.designation import parse_designation
from bridgelaw.designation.types import Keyword
from bridgelaw.editions import Edition
from bridgelaw.forms import designation_table
from bridgelaw.laws.law46 import rule_words
from bridgelaw.regulations import Regulations
from bridgelaw.rulings import Outcome, Ruling
from bridgelaw.table import Table

REGS = Regulations()

#: Dummy fourth hand, spades led, partner's king winning; dummy holds the ace of spades AND the
#: ace of trumps (hearts): the position where the ruff reading played the heart ace (probe E2).
E2 = ("AQ72.AK5.J4.Q9", "E:S5,S:SK,W:S3", "H")
#: As E2 without the heart ace (the blind position E).
E = ("AQ72.K85.J4.Q96", "E:S5,S:SK,W:S3", "H")
#: Dummy fourth hand, void in the suit led (diamonds), holding the ace and king of trumps.
VOID = ("AQ72.AK5..QJ96", "E:D5,S:DK,W:D3", "H")
#: Dummy can follow spades but holds no spade ace; it holds the heart (trump) ace.
NO_ACE_LED = ("KQ72.AK5.J4.Q96", "E:S5,S:S9,W:S3", "H")
#: Dummy fourth hand, void in the suit led (diamonds): a discard (the blind position B).
DISCARD = ("AQ72.K85..QJ632", "E:DA,S:D4,W:D6", "H")


def table(pos: tuple[str, str, str]) -> Table:
    dummy, trick, trump = pos
    return designation_table(dummy, "N", trick, trump, "", None)


def rule(pos: tuple[str, str, str], text: str, lang: str) -> Ruling:
    rs = rule_words(table(pos), text, lang, edition=Edition.E2017, regulations=REGS)
    assert len(rs) == 1, rs
    return rs[0]


BEAT_WITH_ACE = [
    ("bij asem", "pl"), ("przebij asem", "pl"), ("bijemy asem", "pl"),
    ("бей тузом", "ru"), ("перебей тузом", "ru"), ("побей тузом", "ru"), ("бьём тузом", "ru"),
    # the same rule everywhere: win / take / overtake with the ace
    ("win it with the ace", "en"), ("overtake with the ace", "en"), ("mit dem Ass übernehmen", "de"),
    ("overnemen met de aas", "nl"), ("ta över med esset", "sv"), ("overtag med esset", "da"),
    ("ta over med esset", "no"), ("surprends avec l'as", "fr"), ("sormonta con l'asso", "it"),
    ("weź asem", "pl"), ("возьми тузом", "ru"),
]


@pytest.mark.parametrize(("text", "lang"), BEAT_WITH_ACE)
def test_46B_beat_with_ace_dummy_can_follow_is_the_ace_of_the_suit_led_never_a_ruff(
        text: str, lang: str) -> None:
    r = rule(E2, text, lang)
    assert (r.outcome, r.card, r.law) == (Outcome.PLAYED, Card.parse("SA"), "46B3(b)"), (text, r)
    assert "revoke" not in r.flags


@pytest.mark.parametrize(("text", "lang"), [("bij asem", "pl"), ("przebij asem", "pl"), ("бей тузом", "ru")])
def test_46B_beat_with_ace_without_the_heart_ace_is_no_longer_invalid(text: str, lang: str) -> None:
    """The blind miss pl13: no heart ace in dummy - the ruff reading said "named the ace of
    hearts, which is not in dummy" (46B4); the words name dummy's spade ace."""
    r = rule(E, text, lang)
    assert (r.outcome, r.card) == (Outcome.PLAYED, Card.parse("SA"))


@pytest.mark.parametrize(("text", "lang", "card"), [
    ("bij asem", "pl", "HA"), ("бей тузом", "ru", "HA"), ("перебей королём", "ru", "HK"),
    ("przebij królem", "pl", "HK")])
def test_46B2_beat_with_rank_when_void_in_the_suit_led_is_a_ruff_with_that_trump(
        text: str, lang: str, card: str) -> None:
    r = rule(VOID, text, lang)
    assert (r.outcome, r.card) == (Outcome.PLAYED, Card.parse(card))
    assert "revoke" not in r.flags


@pytest.mark.parametrize(("text", "lang"), [("bij asem", "pl"), ("przebij asem", "pl"), ("бей тузом", "ru"),
                                            ("win it with the ace", "en")])
def test_46B3b_beat_with_ace_dummy_can_follow_without_that_ace_plays_nothing(text: str, lang: str) -> None:
    """Dummy follows spades without the spade ace but holds the trump ace: never the trump ace
    (a revoke by a card the words did not ask for); declarer designates again (46B4)."""
    r = rule(NO_ACE_LED, text, lang)
    assert r.outcome is Outcome.INVALID and r.card is None, r
    assert "heart" not in r.text.lower()


@pytest.mark.parametrize(("text", "lang"), [
    ("bij damą", "pl"), ("бей дамой", "ru"), ("przebij damą", "pl"), ("win it with the queen", "en"),
    ("mit der Dame übernehmen", "de")])
def test_46B3b_beat_with_queen_is_read_as_win_it_with_the_queen_in_every_language(
        text: str, lang: str) -> None:
    """The probe p08: dummy holds the spade queen (which does not beat partner's king) and no
    heart queen. The words name the queen: 46B3(b), the queen of the suit led, as in English and
    German - no longer "the queen of hearts, which is not in dummy"."""
    r = rule(E, text, lang)
    assert (r.outcome, r.card, r.law) == (Outcome.PLAYED, Card.parse("SQ"), "46B3(b)"), r
    assert "heart" not in r.text.lower()


@pytest.mark.parametrize(("text", "lang", "rank", "keyword"), [
    ("перебей тузом", "ru", "A", Keyword.BEAT), ("перебей королём", "ru", "K", Keyword.BEAT),
    ("перебей дамой", "ru", "Q", Keyword.BEAT), ("покрой тузом", "ru", "A", Keyword.COVER),
    ("кроем десяткой", "ru", "T", Keyword.COVER), ("kryj damą", "pl", "Q", Keyword.COVER),
    ("przykryj asem", "pl", "A", Keyword.COVER)])
def test_46B1b_instrumental_is_the_card_to_beat_with_never_the_card_to_beat(
        text: str, lang: str, rank: str, keyword: Keyword) -> None:
    d = parse_designation(text, lang)
    assert d.beat is None and d.rank is not None and d.rank.letter == rank and d.keyword is keyword, d


@pytest.mark.parametrize(("text", "lang", "beat"), [
    ("перебей туза", "ru", "A"), ("перебей короля", "ru", "K"), ("покрой даму", "ru", "Q"),
    ("kryj damę", "pl", "Q"), ("przykryj waleta", "pl", "J")])
def test_46B1b_accusative_after_a_word_of_covering_is_still_the_card_to_beat(
        text: str, lang: str, beat: str) -> None:
    d = parse_designation(text, lang)
    assert d.rank is None and d.beat is not None and d.beat.letter == beat, d


def test_46B1b_instrumental_cover_with_the_ace_plays_dummy_ace() -> None:
    """"покрой тузом" (cover WITH the ace) was read as "cover the ace" - the director's."""
    for text, lang in (("покрой тузом", "ru"), ("przykryj asem", "pl")):
        r = rule(E2, text, lang)
        assert (r.outcome, r.card) == (Outcome.PLAYED, Card.parse("SA")), (text, r)


OVERTAKE = [("overnemen", "nl"), ("neem over", "nl"), ("we nemen over", "nl"),
            ("ta över", "sv"), ("vi tar över", "sv"), ("överta", "sv"),
            ("overtag", "da"), ("overtage", "da"), ("vi overtager", "da"), ("tag over", "da"),
            ("ta over", "no"), ("vi tar over", "no"), ("overta", "no"),
            ("surprends", "fr"), ("surprendre", "fr"), ("on surprend", "fr"), ("surprenez", "fr"),
            ("sormonta", "it"), ("sormontare", "it"), ("sormontiamo", "it"),
            ("overtake", "en"), ("übernehmen", "de"), ("przejmij", "pl"), ("перебей", "ru")]


@pytest.mark.parametrize(("text", "lang"), OVERTAKE)
def test_46B1b_overtake_in_every_language_is_the_lowest_card_known_to_win(text: str, lang: str) -> None:
    r = rule(E, text, lang)
    assert (r.outcome, r.card) == (Outcome.PLAYED, Card.parse("SA")), (text, r)
    assert r.law == "46B1(b)"


@pytest.mark.parametrize(("text", "lang"), [
    ("chuck a club", "en"), ("chuck a small club", "en"), ("toss a club", "en"), ("ditch a club", "en"),
    ("get rid of a club", "en"), ("скинь трефу", "ru"), ("выбрось трефу", "ru"), ("odrzuć trefla", "pl"),
    ("kasta bort en klöver", "sv"), ("smid væk en klør", "da"), ("kast bort en kløver", "no"),
    ("balance un trèfle", "fr"), ("butta via un fiori", "it"), ("schmeiß weg ein Treff", "de"),
    ("weggooien klaveren", "nl")])
def test_46B2_discard_slang_with_a_suit_is_the_lowest_card_of_that_suit(text: str, lang: str) -> None:
    r = rule(DISCARD, text, lang)
    assert (r.outcome, r.card) == (Outcome.PLAYED, Card.parse("C2")), (text, r)
