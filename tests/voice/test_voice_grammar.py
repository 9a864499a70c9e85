"""The JSGF grammars: built from the English lexicon (plain) and from the position (dummy's cards,
legal ones weighted up, "ruff" only with a trump dummy holds). No pocketsphinx needed, except for
the test that pocketsphinx compiles them."""

from __future__ import annotations

import importlib.util
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaw.cards import ALL_CARDS, Card, Contract, Hand, Rank, Seat, Suit
from bridgelaw.designation.types import Keyword
from bridgelaw.forms import designation_table as _table
from bridgelaw.table import Table
from bridgelaw.voice.grammar import plain_grammar, position_grammar, vocabulary

V = vocabulary()


def _alts(grammar: str, rule: str) -> str:
    m = re.search(rf"^<{rule}> = (.*);$", grammar, re.M)
    return m.group(1) if m else ""


def test_voice_grammar_vocabulary_comes_from_the_lexicon() -> None:
    assert "clubs" in V.suits[Suit.CLUBS] and "club" in V.suits[Suit.CLUBS]
    assert "knave" in V.ranks[Rank.JACK] and "deuce" in V.ranks[Rank.TWO]
    assert "win it" in V.keywords[Keyword.WIN] and "small" in V.keywords[Keyword.LOW]
    assert "small" in V.suited and "top" in V.suited and "trump" in V.trump
    assert ("{rank}", "of", "{suit}") in V.orders and ("{suit}", "{rank}") in V.orders
    # a recogniser that cannot pronounce a word leaves it out
    v2 = vocabulary("en", known=lambda w: w != "knave")
    assert "knave" not in v2.ranks[Rank.JACK] and "jack" in v2.ranks[Rank.JACK]


def test_voice_grammar_plain_names_every_card_rank_suit_and_keyword() -> None:
    g = plain_grammar(V)
    assert g.startswith("#JSGF V1.0;") and "public <designation>" in g
    card = _alts(g, "card")
    for c in ALL_CARDS:
        assert f"<s{c.suit.letter}> <r{c.rank.letter}>" in card
        assert f"<r{c.rank.letter}> of <s{c.suit.letter}>" in card
    assert "ruff it" in _alts(g, "keyword") and "<trump>" in g


def test_voice_grammar_position_has_dummys_cards_only_legal_weighted_up() -> None:
    g = position_grammar(_table("KJ852.QT864.Q.32", "N", "W:H2", "S", "", None), V)
    card = _alts(g, "card")
    assert "/4/ <sH> <rQ>" in card and "/1/ <sD> <rQ>" in card  # HQ legal (follows suit), DQ not
    assert "<sC> <rA>" not in card and "<rA>" not in g  # dummy has no ace
    assert "<rank>" in g and "/2/ <rT>" in _alts(g, "rank")
    # dummy follows suit: no "ruff", no "a trump"; a card has been led: "win it", "cover"
    assert "ruff" not in g and "<trump> =" not in g
    assert "win it" in _alts(g, "keyword") and "cover" in _alts(g, "keyword")
    # only the common forms: no plurals, no "knave", no "the top one"
    assert "kings" not in g and "knave" not in g and "the top one" not in g and "go on" not in g
    assert "knave" in plain_grammar(V) and "the top one" in plain_grammar(V)


def test_voice_grammar_ruff_and_trump_only_when_dummy_can_ruff_or_lead_one() -> None:
    can_ruff = position_grammar(_table("KJ852..QT9.32", "N", "W:H2", "S", "", None), V)
    assert "ruff" in _alts(can_ruff, "keyword") and "<trump> =" in can_ruff
    nt = position_grammar(_table("KJ852..QT9.32", "N", "W:H2", "NT", "", None), V)
    assert "ruff" not in nt and "<trump> =" not in nt
    no_trumps = position_grammar(_table("KJ852..QT9.", "N", "W:H2", "C", "", None), V)
    assert "ruff" not in no_trumps and "<trump> =" not in no_trumps  # dummy holds no club
    on_lead = position_grammar(_random_table(Hand.parse("KJ852.QT864.Q.32").mask, "S"), V)
    assert "<trump> =" in on_lead and "ruff" not in on_lead
    assert "win it" not in on_lead and "cover" not in on_lead  # nothing to beat yet


def test_voice_grammar_exclude_leaves_out_what_was_heard() -> None:
    t = _table("KJ852.QT864.Q.32", "N", "W:H2", "S", "", None)
    g = position_grammar(t, V, exclude=[Card.parse("HQ"), Rank.TEN, Suit.CLUBS, Keyword.LOW, "trump"])
    card = _alts(g, "card")
    assert "<sH> <rQ>" not in card and "<sD> <rQ>" in card
    assert "<rT>" not in _alts(g, "rank") and "<sC>" not in _alts(g, "suit")
    assert "small" not in _alts(g, "keyword") and "<trump> =" not in g
    everything = [*t.hand(Seat.N), *Rank, *Suit, *Keyword, "trump"]
    assert position_grammar(t, V, exclude=everything) == ""


def _random_table(mask: int, trump: str) -> Table:
    hand = Hand.from_mask(mask)
    return Table.from_position(Contract.parse(trump, "S"), {Seat.N: hand}, partial=[Seat.E, Seat.S, Seat.W],
                               leader=Seat.N, trick_number=14 - len(hand))


@settings(max_examples=60, deadline=None)
@given(st.sets(st.integers(0, 51), min_size=1, max_size=13), st.sampled_from(["NT", "S", "H", "D", "C"]))
def test_voice_grammar_every_card_dummy_holds_and_no_other_is_in_the_position_grammar(cards: set[int],
                                                                                       trump: str) -> None:
    t = _random_table(sum(1 << i for i in cards), trump)
    card = _alts(position_grammar(t, V), "card")
    held = set(t.hand(Seat.N))
    for c in ALL_CARDS:
        assert (f"<s{c.suit.letter}> <r{c.rank.letter}>" in card) == (c in held)


def test_voice_grammar_pocketsphinx_compiles_plain_and_position_grammars() -> None:
    if importlib.util.find_spec("pocketsphinx") is None:
        pytest.skip("pocketsphinx is not installed (pip install 'bridgelaw[voice]'; make test installs it)")
    from bridgelaw.voice.propose import _vocab
    from bridgelaw.voice.recognise import recogniser

    r = recogniser()
    v = _vocab()
    for name, g in (("t-plain", plain_grammar(v)),
                    ("t-pos", position_grammar(_table("KJ852.QT864.Q.32", "N", "W:H2", "S", "", None), v))):
        r._decoder.add_jsgf_string(name, g)  # raises ValueError if pocketsphinx cannot read it
        assert r._decoder.get_fsg(name) is not None


def test_voice_grammar_corrections_come_from_the_lexicon_and_have_their_own_grammar() -> None:
    assert {"no", "sorry", "i mean", "no wait"} <= set(V.corrections)
    table = _table("KJ852.QT864.Q.32", "N", "W:H2", "S", "", None)
    single = position_grammar(table, V)
    both = position_grammar(table, V, correction=True)
    assert "<correction>" not in single
    assert re.search(r"^public <designation> = <one> <correction> <one>;$", both, re.M)
    corr = _alts(both, "correction")
    assert all(w in corr for w in ("no", "sorry", "i mean")) and "scratch that" not in corr  # common forms
    assert _alts(both, "card") == _alts(single, "card")  # both designations are of this position


def test_voice_grammar_pocketsphinx_compiles_the_correction_grammar() -> None:
    if importlib.util.find_spec("pocketsphinx") is None:
        pytest.skip("pocketsphinx is not installed (pip install 'bridgelaw[voice]'; make test installs it)")
    from bridgelaw.voice.propose import _vocab
    from bridgelaw.voice.recognise import recogniser

    r = recogniser()
    g = position_grammar(_table("KJ852.QT864.Q.32", "N", "W:H2", "S", "", None), _vocab(), correction=True)
    r._decoder.add_jsgf_string("t-corr", g)
    assert r._decoder.get_fsg("t-corr") is not None
