"""What declarer says, ruled from the words (Law 45C4, 46).

* ``not_understood`` (46A): a word that is neither vocabulary nor filler, words that name nothing, a
  language given wrongly - nothing is played, the ruling names the words (with positions);
* a correction in one breath: 45C4(a) first card played + 45C4(b) change, per edition;
* 46B3(b) under O-46-B3B-LOCK=restricted: after ``must_specify`` only a candidate may be named;
* 46B1(b) "win": the lowest card known to win (masters, trumps), "cannot win" its own answer;
* a polite request with "you play" is a designation, not a 47E1 statement about the turn.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaw.cards import ALL_CARDS, Card, Contract, Hand, Seat
from bridgelaw.designation import load_lexicon, name_card, parse_designation, supported_languages
from bridgelaw.designation.fallback import typo
from bridgelaw.designation.types import NotUnderstoodError, WrongLanguageError
from bridgelaw.designation.utterance import is_turn_statement
from bridgelaw.editions import Edition
from bridgelaw.glossary import law_label
from bridgelaw.i18n import LANGUAGES, render
from bridgelaw.laws.law46 import (
    change_in_one_breath_45C4b,
    resolve_designation,
    rule_words,
    specify_46B3b,
)
from bridgelaw.regulations import Regulations
from bridgelaw.rulings import Outcome, Ruling
from bridgelaw.table import Table

E17, E07, E97, E63 = Edition.E2017, Edition.E2007, Edition.E1997, Edition.E1963
REGS = Regulations()


def c(text: str) -> Card:
    return Card.parse(text)


def position(dummy: str, trick: str = "", contract: str = "NT", declarer_hand: str | None = None) -> Table:
    """Declarer South, dummy North holding ``dummy``; West/East unknown; South known if given."""
    hands = {Seat.N: Hand.parse(dummy)}
    partial = [Seat.E, Seat.W]
    if declarer_hand is not None:
        hands[Seat.S] = Hand.parse(declarer_hand)
    else:
        partial.append(Seat.S)
    cards = []
    for item in trick.split():
        seat, card = item.split(":")
        cards.append((Seat.parse(seat), Card.parse(card)))
    return Table.from_position(Contract.parse(contract, "S"), hands, partial=partial, trick=cards,
                               trick_number=14 - len(hands[Seat.N]))


def words(t: Table, text: str, lang: str | None = None, ed: Edition = E17, **kw: object) -> list[Ruling]:
    return rule_words(t, text, lang, edition=ed, regulations=REGS, **kw)  # type: ignore[arg-type]


DUMMY = position("KJ852.QT864.Q.32", "W:C4", contract="S")  # dummy to play to a club lead


# --------------------------------------------------------------------------- not understood (46A)

def test_46A_words_naming_nothing_are_not_understood_not_46B4() -> None:
    [r] = words(DUMMY, "xyzzy")
    assert (r.outcome, r.card, r.law) == (Outcome.NOT_UNDERSTOOD, None, "46A")
    assert r.extra["unknown"] == [{"word": "xyzzy", "position": 1, "start": 0, "end": 5}]
    assert "designate_again" in r.flags
    for lang in LANGUAGES:
        text = render(r, lang).text
        assert "xyzzy" in text and law_label("46A", lang) in text and "{" not in text


def test_46A_one_unknown_word_among_card_words_plays_nothing() -> None:
    [r] = words(DUMMY, "the three of clubs quickly")
    assert r.outcome is Outcome.NOT_UNDERSTOOD and r.card is None
    assert [u["word"] for u in r.extra["unknown"]] == ["quickly"]
    assert r.extra["unknown"][0]["position"] == 5
    # Russian "top trump": the unknown word is not dropped to play the lowest trump
    [r] = words(DUMMY, "бей самым жирным козырем", "ru")
    assert r.outcome is Outcome.NOT_UNDERSTOOD and [u["word"] for u in r.extra["unknown"]] == ["жирным"]


@pytest.mark.parametrize(("text", "lang", "card"), [
    ("the three of clubs please", "en", "C3"), ("um, could you play the three of clubs, thanks", "en", "C3"),
    ("трефовую тройку, пожалуйста", "ru", "C3"), ("klöver trea tack", "sv", "C3"),
    ("klaveren drie alsjeblieft", "nl", "C3"), ("Treff drei bitte", "de", "C3"),
    ("le trois de trèfle s'il vous plaît", "fr", "C3"), ("trójkę trefl proszę", "pl", "C3"),
    ("klør tre tak", "da", "C3"), ("kløver tre takk", "no", "C3"), ("il tre di fiori per favore", "it", "C3"),
])
def test_45C4a_known_fillers_and_polite_words_stay_harmless(text: str, lang: str, card: str) -> None:
    [r] = words(DUMMY, text, lang)
    assert (r.outcome, str(r.card)) == (Outcome.PLAYED, card)


def test_46A_lang_given_wrongly_is_an_error_not_a_silent_switch() -> None:
    with pytest.raises(WrongLanguageError) as ei:
        parse_designation("пику", "en")
    assert ei.value.detected == "ru" and ei.value.lang == "en"
    with pytest.raises(WrongLanguageError) as ei:
        parse_designation("damę kier", "de")
    assert ei.value.detected == "pl"
    [r] = words(DUMMY, "трефовую тройку", "sv")
    assert r.outcome is Outcome.NOT_UNDERSTOOD and r.extra["detected"] == "ru"
    assert "Russian" in render(r, "en").text and "Swedish" in render(r, "en").text
    [r] = words(DUMMY, "trójkę trefl", "it")  # a words language without ruling texts renders too
    assert r.extra["detected"] == "pl" and "Italian" in render(r).text
    # the same words with the right language (or none) are ruled normally
    assert words(DUMMY, "трефовую тройку", "ru")[0].card == c("C3")
    assert words(DUMMY, "трефовую тройку")[0].card == c("C3")


def test_46A_contradiction_and_traps_are_not_understood() -> None:
    [r] = words(DUMMY, "heart spade")
    assert r.outcome is Outcome.NOT_UNDERSTOOD and r.extra["unknown"] == []
    [r] = words(DUMMY, "small slam")
    assert r.outcome is Outcome.NOT_UNDERSTOOD and r.extra["traps"] == ["small slam"]


def _unknown_words() -> st.SearchStrategy[str]:
    """Words no lexicon knows and that are no typing slip of a card word in any language (issue
    19: "zwv" is read as German "zwo", which is a word understood, not an unknown one)."""
    everyone = set()
    for lang in supported_languages():
        lex = load_lexicon(lang)
        everyone |= set(lex.words) | set(lex.letters) | set(lex.phrases) | set(lex.heard)
    langs = [load_lexicon(lang) for lang in supported_languages()]
    return st.text(alphabet="qxzjvw", min_size=3, max_size=7).filter(
        lambda w: w not in everyone and all(typo(lex, w) is None for lex in langs))


@settings(max_examples=150, deadline=None)
@given(card=st.sampled_from(ALL_CARDS), lang=st.sampled_from(supported_languages()),
       order=st.sampled_from(["suit_rank", "rank_suit"]), word=_unknown_words(), where=st.integers(0, 10),
       given_lang=st.booleans())
def test_46A_one_unknown_word_inserted_anywhere_is_never_a_played_card(
        card: Card, lang: str, order: str, word: str, where: int, given_lang: bool) -> None:
    said = name_card(card, lang, order).split()
    k = where % (len(said) + 1)
    text = " ".join([*said[:k], word, *said[k:]])
    with pytest.raises(NotUnderstoodError):
        parse_designation(text, lang if given_lang else None)
    t = position("AKQJT98765432...", "W:C4")
    for r in rule_words(t, text, lang if given_lang else None, edition=E17, regulations=REGS):
        assert r.outcome not in (Outcome.PLAYED, Outcome.CHANGE_ALLOWED) and r.card is None


# --------------------------------------------------------------------------- 45C4(a)/(b) in one breath

BREATH = "the three of clubs, no, sorry, the two of clubs"


@pytest.mark.parametrize(("ed", "law"),
                         [(E17, "45C4(b)"), (E07, "45C4(b)"), (E97, "45C4(b)"), (E63, "45(d)")])
def test_45C4b_change_in_one_breath_allowed_on_a_slip_every_edition(ed: Edition, law: str) -> None:
    first, change = words(DUMMY, BREATH, ed=ed, slip_of_tongue=True)
    assert (first.outcome, str(first.card)) == (Outcome.PLAYED, "C3")  # 45C4(a): the first card named
    assert "first_designation" in first.flags and first.extra["in_one_breath"]
    assert (change.outcome, str(change.card), change.law) == (Outcome.CHANGE_ALLOWED, "C2", law)
    assert change.extra["first_card"] == "C3" and change.extra["withdrawn"] == "N:C3"
    for lang in LANGUAGES:
        assert "{" not in render(change, lang).text


@pytest.mark.parametrize(("ed", "reason"), [(E17, "not_slip"), (E07, "not_unintended"),
                                            (E97, "not_unintended"), (E63, "not_unintended")])
def test_45C4b_change_of_mind_in_one_breath_refused_first_card_stays(ed: Edition, reason: str) -> None:
    first, change = words(DUMMY, BREATH, ed=ed, slip_of_tongue=False)
    assert str(first.card) == "C3"
    assert (change.outcome, str(change.card)) == (Outcome.CHANGE_REFUSED, "C3")
    assert change.extra["reason"] == reason


@pytest.mark.parametrize("ed", [E17, E07, E97, E63])
def test_45C4b_finding_unknown_director_needs_slip_of_tongue(ed: Edition) -> None:
    first, change = words(DUMMY, BREATH, ed=ed)
    assert first.outcome is Outcome.PLAYED and str(first.card) == "C3"
    assert (change.outcome, change.needs) == (Outcome.DIRECTOR, "slip_of_tongue")
    assert change.extra["if_allowed"] == "C2" and "summon_director" in change.flags


@pytest.mark.parametrize(("ed", "reason"), [(E07, "pause"), (E97, "pause"), (E63, "interruption")])
def test_45C4b_pause_for_thought_refuses_the_change_before_2017(ed: Edition, reason: str) -> None:
    _, change = words(DUMMY, BREATH, ed=ed, slip_of_tongue=True, pause_for_thought=True)
    assert (change.outcome, change.extra["reason"]) == (Outcome.CHANGE_REFUSED, reason)
    # 2017 has no "pause for thought" condition: a slip is enough
    _, change = words(DUMMY, BREATH, ed=E17, slip_of_tongue=True, pause_for_thought=True)
    assert change.outcome is Outcome.CHANGE_ALLOWED


@pytest.mark.parametrize(("text", "lang", "first", "new"), [
    ("валета, ой, короля", "ru", "CJ", "CK"), ("knekt, nej förlåt, kung", "sv", "CJ", "CK"),
    ("boer, nee, heer", "nl", "CJ", "CK"), ("Bube, nein, König", "de", "CJ", "CK"),
    ("le valet, pardon, le roi", "fr", "CJ", "CK"), ("waleta, nie, króla", "pl", "CJ", "CK"),
    ("knægt, undskyld, konge", "da", "CJ", "CK"), ("knekt, unnskyld, konge", "no", "CJ", "CK"),
    ("il fante, scusa, il re", "it", "CJ", "CK"), ("the jack, I mean the king", "en", "CJ", "CK"),
])
def test_45C4b_correction_markers_in_every_language(text: str, lang: str, first: str, new: str) -> None:
    t = position("KJ2...KJ3", "W:C4")
    r1, r2 = words(t, text, lang, slip_of_tongue=True)
    assert (str(r1.card), r2.outcome, str(r2.card)) == (first, Outcome.CHANGE_ALLOWED, new)


def test_45C4b_same_card_twice_is_just_played() -> None:
    r1, r2 = words(DUMMY, "three of clubs, sorry, the club three", slip_of_tongue=True)
    assert str(r1.card) == "C3"
    assert (r2.outcome, str(r2.card)) == (Outcome.PLAYED, "C3") and "restated" in r2.flags


def test_45C4b_after_an_invalid_first_call_the_change_is_a_new_designation() -> None:
    r1, r2 = words(DUMMY, "ace of clubs, no, the two of clubs")
    assert r1.outcome is Outcome.INVALID and r1.law == "46B4"
    assert (r2.outcome, str(r2.card)) == (Outcome.PLAYED, "C2")


def test_45C4b_new_words_not_legal_director_new_designation() -> None:
    _, r2 = words(DUMMY, "three of clubs, no, the ace of clubs", slip_of_tongue=True)
    assert (r2.outcome, r2.needs, str(r2.card)) == (Outcome.DIRECTOR, "new_designation", "C3")


def test_45C4b_library_call_without_change_is_the_plain_ruling() -> None:
    d = parse_designation("three of clubs")
    [r] = change_in_one_breath_45C4b(DUMMY, d, edition=E17, regulations=REGS)
    assert r == resolve_designation(DUMMY, d, edition=E17, regulations=REGS)


def test_45C4b_parser_keeps_compatibility_fields() -> None:
    d = parse_designation("the king... no, wait, the ace of clubs")
    assert (d.suit, d.rank) == (c("CA").suit, c("CA").rank)  # the last designation, as before
    assert d.first.rank is c("SK").rank and d.first.suit is None
    assert d.change is not None and d.change.card == c("CA") and d.change.text == "ace of clubs"
    assert d.corrections == ("no, wait",) and len(d.superseded) == 1


# --------------------------------------------------------------------------- 46B3(b) restricted lock

NINES = position("K9..9.9", "W:H2")  # dummy void in hearts: two legal nines (D9, C9)... and S9


def _must() -> Ruling:
    r = resolve_designation(NINES, parse_designation("nine"), edition=E17, regulations=REGS)
    assert r.outcome is Outcome.MUST_SPECIFY
    return r


def test_46B3b_restricted_lock_one_of_the_candidates_is_played() -> None:
    must = _must()
    r = specify_46B3b(NINES, must, parse_designation("the club one"), edition=E17, regulations=REGS)
    assert (r.outcome, str(r.card), r.law) == (Outcome.PLAYED, "C9", "46B3(b)")
    r = specify_46B3b(NINES, must, parse_designation("nine of diamonds"), edition=E17, regulations=REGS)
    assert str(r.card) == "D9"


def test_46B3b_restricted_lock_another_card_is_refused() -> None:
    must = _must()
    for said in ("the king of spades", "small", "a heart"):
        r = specify_46B3b(NINES, must, parse_designation(said), edition=E17, regulations=REGS)
        assert (r.outcome, r.card) == (Outcome.NOT_PLAYED, None), said
        assert set(r.candidates) == set(must.candidates) and "must_choose_candidate" in r.flags
        assert "{" not in render(r, "ru").text


def test_46B3b_free_lock_any_legal_card() -> None:
    regs = Regulations({"O-46-B3B-LOCK": "free"})
    must = resolve_designation(NINES, parse_designation("nine"), edition=E17, regulations=regs)
    r = specify_46B3b(NINES, must, parse_designation("the king of spades"), edition=E17, regulations=regs)
    assert (r.outcome, str(r.card)) == (Outcome.PLAYED, "SK")


def test_46B3b_must_specify_then_change_in_one_breath_is_the_choice() -> None:
    r1, r2 = words(NINES, "nine, I mean the diamond nine")
    assert r1.outcome is Outcome.MUST_SPECIFY and (r2.outcome, str(r2.card)) == (Outcome.PLAYED, "D9")
    _, r2 = words(NINES, "nine, I mean the king of spades")
    assert r2.outcome is Outcome.NOT_PLAYED


def test_46B3b_specify_needs_a_must_specify_ruling() -> None:
    r = resolve_designation(DUMMY, parse_designation("club"), edition=E17, regulations=REGS)
    with pytest.raises(ValueError, match="must_specify"):
        specify_46B3b(DUMMY, r, parse_designation("club"), edition=E17, regulations=REGS)


# --------------------------------------------------------------------------- 46B1(b) "win"

def _win(t: Table, **opts: str) -> Ruling:
    return resolve_designation(t, parse_designation("win"), edition=E17, regulations=Regulations(opts))


def test_46B1b_win_second_hand_lowest_master_in_notrump() -> None:
    t = position("AK2...", "W:S5")
    r = _win(t)
    assert (r.outcome, str(r.card), r.law) == (Outcome.PLAYED, "SK", "46B1(b)")
    assert str(_win(t, **{"O-46-WIN": "last_only_else_high"}).card) == "SA"  # the old reading: high


def test_46B1b_win_plain_card_not_known_while_trumps_are_out() -> None:
    t = position("AK2...", "W:S5", contract="H")  # a defender may ruff: nothing known, read as high
    assert str(_win(t).card) == "SA"


def test_46B1b_win_ruff_counts_trumps_lowest_trump_no_one_can_overruff() -> None:
    t = position(".AK2..", "W:C5", contract="H")  # dummy void in clubs
    assert (str(_win(t).card), _win(t).law) == ("HK", "46B1(b)")  # HA in dummy: the K cannot be overruffed


def test_46B1b_win_declarers_own_cards_do_not_threaten_public_reading_kept() -> None:
    t = position("KQ2...", "W:S5", declarer_hand="A43...")
    assert str(_win(t).card) == "SQ"  # only declarer can beat the queen
    assert str(_win(t, **{"O-46-WIN": "public_master"}).card) == "SK"  # public: SA unseen, read as high


def test_46B1b_dummy_last_lowest_card_that_beats() -> None:
    t = position("AQ72...", "E:S5 S:S3 W:SK")
    assert str(_win(t).card) == "SA"


def test_46B1b_win_dummy_last_overruffs_with_the_lowest_trump_that_beats() -> None:
    t = position(".T72..", "E:C5 S:C2 W:H9", contract="H")
    assert (str(_win(t).card), _win(t).law) == ("HT", "46B1(b)")
    t = position(".AT2..", "S:C5 W:H9", contract="H")  # dummy third: HT could be overruffed by East
    assert str(_win(t).card) == "HA"


@pytest.mark.parametrize("trick", ["W:SA", "E:SA S:S5 W:S4"])
def test_46B1b_cannot_win_is_its_own_answer(trick: str) -> None:
    t = position("32...", trick)
    r = _win(t)
    assert r.outcome is Outcome.INVALID and r.card is None
    assert "cannot_win" in r.flags and r.extra["answer"] == "cannot_win"


# --------------------------------------------------------------------------- 47E1 vs a polite request

@pytest.mark.parametrize(("text", "turn"), [
    ("could you play the queen", False), ("can you play a small club please", False),
    ("will you play the king of hearts", False), ("you play the jack", False),
    ("your lead", True), ("it's your turn", True), ("you play", True), ("your turn to play", True),
    ("ваш ход", True), ("à vous", True), ("du bist dran", True),
])
def test_47E1_polite_request_with_you_play_is_a_designation(text: str, turn: bool) -> None:
    assert is_turn_statement(text) is turn
