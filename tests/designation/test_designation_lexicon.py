"""Lexicon files: the format (docs/lexicons.md), its checks, and that a new language is only data."""

from __future__ import annotations

import tomllib
from typing import Any

import pytest

from bridgelaw.cards import Card, Rank, Suit
from bridgelaw.designation import LexiconError, load_lexicon, supported_languages
from bridgelaw.designation.lexicon import CARD, TRAP, TRUMP, compile_lexicon, expand
from bridgelaw.designation.parser import _combine_keywords
from bridgelaw.designation.types import Keyword

POLISH = """
[language]
code = "pl"
name = "Polish"
[suits]
S = ["pik{|a|i}"]
H = ["kier{|a|y}"]
D = ["karo"]
C = ["trefl{|a|e|i}"]
[ranks]
A = ["as{|a}"]
K = ["król{|a}"]
Q = ["dam{a|ę}"]
J = ["walet{|a}"]
T = ["dziesiątk{a|ę}"]
9 = ["dziewiątk{a|ę}"]
8 = ["ósemk{a|ę}"]
7 = ["siódemk{a|ę}"]
6 = ["szóstk{a|ę}"]
5 = ["piątk{a|ę}"]
4 = ["czwórk{a|ę}"]
3 = ["trójk{a|ę}"]
2 = ["dwójk{a|ę}"]
[letters]
ranks = { A = ["A"], K = ["K"], Q = ["D"], J = ["W"] }
[keywords]
LOW = ["mał{a|ą|ego}", "blotk{a|ę}"]
HIGH = ["wysok{a|ą|o}"]
PLEASE = ["proszę"]
[trump]
words = ["atut{|a}"]
[corrections]
words = ["nie", "przepraszam"]
[fillers]
words = ["z", "stołu"]
[traps]
words = ["starszy kolor", "szlemik"]
[naming.suit_rank]
template = "{suit} {rank}"
suits = { S = "pik", H = "kier", D = "karo", C = "trefl" }
[naming.suit_rank.ranks]
A = "as"
K = "król"
Q = "dama"
J = "walet"
T = "dziesiątka"
9 = "dziewiątka"
8 = "ósemka"
7 = "siódemka"
6 = "szóstka"
5 = "piątka"
4 = "czwórka"
3 = "trójka"
2 = "dwójka"
[naming.rank_suit]
template = "{rank} {suit}"
suits = { S = "pik", H = "kier", D = "karo", C = "trefl" }
"""


def _pl() -> dict[str, Any]:
    return tomllib.loads(POLISH)


def test_O46LEXICON_a_new_language_is_only_data() -> None:
    lex = compile_lexicon(_pl(), "pl.toml")
    assert lex.words["damę"].value == Rank.QUEEN
    assert lex.words["kiery"].value == Suit.HEARTS
    assert lex.words["atuta"].kind == TRUMP
    assert lex.name_card(Card.parse("HQ"), "rank_suit") == "dama kier"
    assert lex.letters["w"][0] is not None and lex.letters["w"][0].value == Rank.JACK
    assert lex.words["szlemik"].kind == TRAP


def test_O46LEXICON_brace_expansion() -> None:
    assert expand("девятк{а|у|ой}") == ["девятка", "девятку", "девяткой"]
    assert expand("шлем{|а}") == ["шлем", "шлема"]
    assert expand("{a|b} {c|d}") == ["a c", "a d", "b c", "b d"]
    assert expand("plain") == ["plain"]


def test_O46LEXICON_compounds_are_expanded_at_load() -> None:
    sv = load_lexicon("sv")
    assert sv.words["ruterkungen"].kind == CARD and sv.words["ruterkungen"].value is Card.parse("DK")
    assert sv.words["trumfesset"].kind == TRUMP and sv.words["trumfesset"].value == Rank.ACE
    nl = load_lexicon("nl")
    assert nl.words["ruitentien"].value is Card.parse("DT")


def test_O46LEXICON_a_word_with_two_meanings_is_rejected() -> None:
    data = _pl()
    data["fillers"]["words"].append("pik")
    with pytest.raises(LexiconError, match=r"\[fillers.words\].*'pik' already means suit S"):
        compile_lexicon(data, "pl.toml")


@pytest.mark.parametrize(("mutate", "message"), [
    (lambda d: d.update(colours={}), "unknown section"),
    (lambda d: d["ranks"].update(Z=["zet"]), "not a rank key"),
    (lambda d: d["suits"].update(X=["iks"]), "not a suit key"),
    (lambda d: d["keywords"].update(SOMETIMES=["czasem"]), "unknown keyword"),
    (lambda d: d["language"].pop("code"), "'code'"),
    (lambda d: d["naming"].pop("rank_suit"), "naming.rank_suit"),
    (lambda d: d["naming"]["suit_rank"].update(template="{rank}"), "template"),
    (lambda d: d["suits"].update(S=[""]), "non-empty"),
    (lambda d: d.update(cover={"with": ["czasem"]}), "must be a rank word"),  # [cover] with: ranks only
    (lambda d: d.update(cover={"under": ["pod"]}), "unknown key"),
    (lambda d: d["suits"].update(S="pik"), None),  # a single string is accepted
])
def test_O46LEXICON_malformed_files_say_where_and_why(mutate: Any, message: str | None) -> None:
    data = _pl()
    mutate(data)
    if message is None:
        assert compile_lexicon(data, "pl.toml").words["pik"].value == Suit.SPADES
        return
    with pytest.raises(LexiconError, match=r"pl\.toml") as ei:
        compile_lexicon(data, "pl.toml")
    assert message in str(ei.value)


def test_O46LEXICON_shipped_lexicons_load_and_are_cached() -> None:
    for lang in supported_languages():
        lex = load_lexicon(lang)
        assert lex is load_lexicon(lang)
        assert len(lex.words) > 50
        for order in ("suit_rank", "rank_suit"):
            assert len(lex.naming[order][1]) == 4 and len(lex.naming[order][2]) == 13


@pytest.mark.parametrize(("said", "named", "expected"), [
    ([Keyword.RUFF, Keyword.LOW], False, (Keyword.RUFF, False)),       # "ruff small"
    ([Keyword.RUFF, Keyword.HIGH], False, (Keyword.HIGH, True)),       # "ruff high" = highest trump
    ([Keyword.PLEASE, Keyword.ANY], False, (Keyword.ANY, False)),      # "play anything"
    ([Keyword.PLEASE], True, (None, False)),                           # "spade please"
    ([Keyword.ANY], True, (None, False)),                              # "any spade"
    ([Keyword.WIN, Keyword.HIGH], False, (Keyword.HIGH, False)),
    ([Keyword.RUN, Keyword.PLEASE], True, (Keyword.RUN, False)),       # "run the clubs please"
    ([Keyword.PLEASE], False, (Keyword.PLEASE, False)),                # bare "please" (O-46-PLEASE)
])
def test_46B1_keywords_combine(said: list[Keyword], named: bool,
                               expected: tuple[Keyword | None, bool]) -> None:
    assert _combine_keywords(said, named) == expected


def test_46B1_high_and_low_together_is_refused() -> None:
    with pytest.raises(ValueError, match="high and low"):
        _combine_keywords([Keyword.HIGH, Keyword.LOW], False)


def test_lexicon_negation_must_be_a_correction_word() -> None:
    data = {"language": {"code": "xx"}, "corrections": {"words": ["nie"], "negations": ["nie", "nope"]},
            "naming": {o: {"template": "{suit} {rank}", "suits": {k: k for k in "SHDC"},
                           "ranks": {k: k for k in "AKQJT98765432"}} for o in ("suit_rank", "rank_suit")}}
    with pytest.raises(LexiconError, match="nope"):
        compile_lexicon(data, "xx.toml")
    assert load_lexicon("pl").negations == frozenset({"nie"})
