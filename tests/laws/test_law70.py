"""Law 70: the director's adjudication of a contested claim (claims.md §2.5), by clause."""

from __future__ import annotations

from typing import Any

import pytest

from bridgelaw.cards import Card, Contract, Hand, Seat
from bridgelaw.double_dummy import DoubleDummyError
from bridgelaw.editions import Edition
from bridgelaw.glossary import clause_words
from bridgelaw.i18n import LANGUAGES
from bridgelaw.laws.law70 import ClaimFindings, Decisive
from bridgelaw.laws.law70.adjudicate import ClaimError, claim_adjudicated_70
from bridgelaw.laws.law70.words import adjudicated_70, director_decides_70, line_in_words_70
from bridgelaw.regulations import Regulations
from bridgelaw.rulings import Outcome
from bridgelaw.table import Table, Trick
from bridgelaw.texts import card_short

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W
C = Card.parse


def _table(contract: str, declarer: Seat, hands: dict[Seat, str], leader: Seat, trick: tuple[str, ...] = (),
           last: Trick | None = None) -> Table:
    t = Table.from_position(Contract.parse(contract, declarer), {s: Hand.parse(h) for s, h in hands.items()},
                            leader=leader, last_trick=last)
    for c in trick:
        t.play(C(c))
    return t


def _regs(**choices: str) -> Regulations:
    """Regulations with claim options chosen (the home's options join regulations.OPTIONS with
    the house-laws assembly; until then the validating constructor does not know their ids)."""
    r = object.__new__(Regulations)
    object.__setattr__(r, "choices", {k.replace("_", "-"): v for k, v in choices.items()})
    return r


#: 4S, S on lead: SQ HAK opposite S2 H32; West holds the last trump SJ and no heart.
TRUMP_OUT = {S: "Q.AK..", N: "2.32..", W: "J..KQ.", E: "..AJT."}
#: 3NT, S on lead: S32 opposite SAQ; West holds SK4 (the finesse works), East S65.
FINESSE = {N: "AQ...", S: "32...", W: "K4...", E: "65..."}


def test_70C_an_unmentioned_trump_costs_the_trick_a_careless_order_loses() -> None:
    a = claim_adjudicated_70(_table("4S", S, TRUMP_OUT, S), S, "all")
    assert (a.decisive, a.law) == (Decisive.OUTSTANDING_TRUMP, "70C")
    assert (a.awarded, a.double_dummy, a.claimed) == (2, 3, 3)
    assert a.needs == ("claimer_aware_of_trump",)
    assert a.lost_by_ruff and a.line[a.lost_at] == (W, C("SJ"))
    words = line_in_words_70(a)
    assert words.startswith("if S plays ♥K, ♥A before drawing the last trump, W ruffs with ♠J")


def test_70C_no_trumps_left_is_a_wrong_statement_about_the_trump_not_silence() -> None:
    # fresh-claims 01 (WBU 2018): "no trumps left" speaks of the trump, wrongly - the text says so
    a = claim_adjudicated_70(_table("4S", S, TRUMP_OUT, S), S, "all", statement="no trumps left", lang="en")
    assert (a.decisive, a.law) == (Decisive.OUTSTANDING_TRUMP, "70C")
    text = adjudicated_70(a).text
    assert text.startswith("S stated that no trump was left and may have forgotten the outstanding trump: ")
    silent = claim_adjudicated_70(_table("4S", S, TRUMP_OUT, S), S, "all")
    assert "did not mention" in adjudicated_70(silent).text


def test_70C_a_losing_line_led_from_dummy_and_hand_names_the_seat_of_each_lead() -> None:
    """Declarer's leads come from dummy (♥2) and from his own hand (♥A): the line does not say
    "S plays" a card dummy leads; each lead names its seat, in every language."""
    a = claim_adjudicated_70(_table("4S", S, TRUMP_OUT, N), S, "all")
    assert a.decisive is Decisive.OUTSTANDING_TRUMP
    assert line_in_words_70(a) == "if N/S lead ♥2 (N), ♥A (S) before drawing the last trump, W ruffs with ♠J"
    from bridgelaw.glossary import seat_words

    for lang in LANGUAGES:
        words = line_in_words_70(a, lang)
        north, south = seat_words("N", lang), seat_words("S", lang)
        assert f"{card_short('H2', lang)} ({north})" in words, lang
        assert f"{card_short('HA', lang)} ({south})" in words, lang
        assert words.index(card_short("H2", lang)) < words.index(card_short("HA", lang)), lang


def test_70C_a_losing_line_led_from_the_claimers_hand_only_names_him_once() -> None:
    words = line_in_words_70(claim_adjudicated_70(_table("4S", S, TRUMP_OUT, S), S, "all"))
    assert words.startswith("if S plays ♥K, ♥A before drawing the last trump") and "(S)" not in words


def test_70C2_claimer_aware_of_the_trump_draws_it_claim_stands() -> None:
    t = _table("4S", S, TRUMP_OUT, S)
    a = claim_adjudicated_70(t, S, "all", findings={"claimer_aware_of_trump": True})
    assert a.decisive is Decisive.CLAIM_STANDS and a.awarded == 3 and a.line == ()
    assert claim_adjudicated_70(t, S, "all", findings=ClaimFindings(claimer_aware_of_trump=True)).awarded == 3
    # the option: with no finding, the director presumes the claimer aware
    assert claim_adjudicated_70(t, S, "all", regulations=_regs(O_70C_PRESUMPTION="aware")).awarded == 3


@pytest.mark.parametrize("statement", ["drawing trumps", "there is a trump out", "cross-ruff"])
def test_70C1_a_statement_about_the_trump_takes_it_out_of_70C(statement: str) -> None:
    a = claim_adjudicated_70(_table("4S", S, TRUMP_OUT, S), S, "all", statement=statement, lang="en")
    assert a.statement.mentions_trump
    assert a.decisive is not Decisive.OUTSTANDING_TRUMP


def test_70C3_no_normal_order_lets_the_trump_score_claim_stands() -> None:
    t = _table("4S", S, {S: "Q.AK..", N: "2.32..", W: "J.54..", E: "..AKJ."}, S)  # West follows to hearts
    assert claim_adjudicated_70(t, S, "all").decisive is Decisive.CLAIM_STANDS


def test_70E1_an_unstated_finesse_is_not_accepted() -> None:
    a = claim_adjudicated_70(_table("3NT", S, FINESSE, S), S, "all")
    assert (a.decisive, a.law, a.awarded, a.double_dummy) == (Decisive.UNSTATED_FINESSE, "70E1", 1, 2)
    assert a.line[a.lost_at] == (W, C("SK"))


def test_70E1_labels_by_edition() -> None:
    t = _table("3NT", S, FINESSE, S)
    assert claim_adjudicated_70(t, S, "all", edition=Edition.E2007).law == "70E"
    assert claim_adjudicated_70(t, S, "all", edition=Edition.E1997).law == "70E"


def test_70D1_a_stated_finesse_is_followed_literally() -> None:
    t = _table("3NT", S, FINESSE, S)
    assert claim_adjudicated_70(t, S, "all", statement="I'll take the spade finesse").claim_stands
    offside = _table("3NT", S, {N: "AQ...", S: "32...", E: "K4...", W: "65..."}, S)
    a = claim_adjudicated_70(offside, S, "all", statement="I'll take the spade finesse")
    assert a.awarded == 1 and a.double_dummy == 1 and a.decisive is Decisive.CARDS


def test_70E1_exception_an_opponent_showed_out_of_the_suit() -> None:
    hands = {N: "AQ.2..", S: "32.A..", W: "K4.4..", E: ".765.."}
    out = Trick(10, S, ((S, C("S5")), (W, C("S6")), (N, C("S7")), (E, C("H8"))), S)
    assert claim_adjudicated_70(_table("3NT", S, hands, S, last=out), S, "all").claim_stands
    followed = Trick(10, S, ((S, C("S5")), (W, C("S6")), (N, C("S7")), (E, C("S8"))), E)
    a = claim_adjudicated_70(_table("3NT", S, hands, S, last=followed), S, "all")
    assert a.decisive is Decisive.UNSTATED_FINESSE and a.awarded == 2


def test_70D1_careless_order_small_card_first_white_book_754() -> None:
    t = _table("3NT", S, {N: "...AKQ", E: "..KQJ.", S: "754...", W: "6...32"}, S)
    a = claim_adjudicated_70(t, S, "all", statement="my spades are all good", lang="en")
    assert (a.decisive, a.law, a.awarded) == (Decisive.UNSTATED_LINE, "70D1", 2)
    assert a.needs == ("claim_line_normal",)
    assert claim_adjudicated_70(t, S, "all", edition=Edition.E1997).law == "70D"


def test_70D1_top_down_from_a_suit_headed_by_ace_king() -> None:
    t = _table("3NT", S, {N: "42..2.", E: "..987.", S: "AK5...", W: "J6.3.."}, S)
    assert claim_adjudicated_70(t, S, "all", statement="three spade tricks").claim_stands


def test_70D1_a_statement_that_says_top_fixes_the_order_within_the_suit() -> None:
    # J32 against the ten (EBU TDs forum 731): "the top three trumps" - the jack first, as stated;
    # without the word the small card first is careless (White Book 8.70.5's 754)
    t = _table("4S", S, {S: "J32...", W: "T.98..", N: "..765.", E: "...KQJ"}, S)
    a = claim_adjudicated_70(t, S, "all", statement="I have the top three trumps", lang="en")
    assert a.claim_stands and a.statement.steps[1].kind.value == "from_top"
    assert claim_adjudicated_70(t, S, "all", statement="I have three trumps", lang="en").awarded == 2


def test_70D1_cards_listed_after_i_play_are_an_order_and_a_rank_takes_the_suit_before_it() -> None:
    # NBB Delft 'geen geweldig goede claim': "ik speel harten aas en heer ... dan ruiten boer"
    t = _table("5C", S, {N: "5.J.QT987.A", E: "KQ.QT75.K4.", S: "J.AK84.J.T8", W: "987.9632.5."}, S)
    a = claim_adjudicated_70(t, S, 7, lang="nl", statement="ik speel harten aas en heer, waarop ik in de "
                             "dummy schoppen vijf weggooi, en dan speel ik ruiten boer; jullie krijgen dan "
                             "nog één slag")
    assert [str(s.card) for s in a.statement.steps[:2]] == ["HA", "HK"]
    assert a.claim_stands


#: 3NT, S on lead: SK HAK C2 opposite SAQJ D2 - hearts first, then the spades overtaken: all four;
#: the spades first block (fresh-claims 11).
BLOCKED = {N: "AQJ..2.", E: "9.J.Q.Q", S: "K.AK..2", W: "T.Q.K.K"}


@pytest.mark.parametrize(("lang", "statement"), [
    ("en", "first the spades, then the hearts"),
    ("ru", "Сначала пики, потом черви, остальное моё"),
    ("de", "zuerst Pik, dann Coeur, der Rest ist meins"),
    ("en", "spade king first, then the ace and king of hearts"),
])
def test_70D1_a_stated_order_that_blocks_a_suit_loses_the_tricks_it_loses(lang: str, statement: str) -> None:
    t = _table("3NT", S, BLOCKED, S)
    a = claim_adjudicated_70(t, S, "all", statement=statement, lang=lang)
    assert (a.decisive, a.law, a.awarded, a.double_dummy) == (Decisive.UNSTATED_LINE, "70D1", 3, 4)
    assert "statement" not in a.needs
    # the same cards counted with no order: the claim stands (the hearts first is technique)
    assert claim_adjudicated_70(t, S, "all", statement="the spades and the hearts", lang="en").claim_stands


#: 4S by S, trick 12: N led ♥5; E ruffs and leads a club to W, who keeps the ♣K only if he
#: throws the ♦A on the heart (EBU TDs forum 330/2590, fresh-claims 05).
PARTNER_DISCARD = {N: ".5..2", E: "9...3", S: ".6..Q", W: "..A.K"}


@pytest.mark.parametrize("statement", [
    "I ruff this and lead a club to partner, both ours",
    "I ruff this and lead a club to partner, xyzzy",
    None,
])
def test_70D2_a_defenders_statement_does_not_bind_his_partners_discard(statement: str | None) -> None:
    t = _table("4S", S, PARTNER_DISCARD, N, ("H5",))
    a = claim_adjudicated_70(t, E, "all", statement=statement, lang="en")
    # of the two tricks left (the position has no tricks before it): one to each side
    assert (a.decisive, a.law, a.awarded, a.declarer_tricks) == (Decisive.PARTNERS_CHOICE, "70D2", 1, 1)


#: 4H by S, trumps drawn but declarer's; S led ♣2, W ♣8, dummy to play ♣AQJ: East shows ♣K4
#: and claims one trick (BLML 2010, fresh-claims2 04).
DEFENDER_KING = {N: ".87..AQJ", E: "KQ..9.K4", S: ".JT9..32", W: "J..8.T98"}


def test_70A_normal_play_never_discards_a_winner_certain_to_take_a_trick() -> None:
    # after dummy's ♣A East's ♣K beats the ♣QJ and cannot be ruffed (both opponents hold clubs):
    # throwing it on a heart is irrational, not careless (footnote to Laws 70-71); his spades and
    # diamond (suits North-South are out of) go first
    t = _table("4H", S, DEFENDER_KING, S, ("C2", "C8"))
    a = claim_adjudicated_70(t, E, 1)
    assert a.claim_stands and (a.law, a.awarded, a.declarer_tricks) == ("70A", 1, 4)


#: 7NT, dummy on lead: N SJ6 DJ C32, S S4 CAKQ4; West SQ CJ976 is squeezed by the DJ (fresh-claims2 10).
SQUEEZE = {N: "J6..J.32", E: "87...T85", S: "4...AKQ4", W: "Q...J976"}


def test_70D1_a_stated_squeeze_keeps_its_threats_the_claim_stands() -> None:
    # "Karo-Buben" and "gesqueezt" read: the squeeze is the line stated, so declarer does not
    # throw his club threat on the DJ (the careless line without the statement does: 4 of 5)
    t = _table("7NT", S, SQUEEZE, N)
    a = claim_adjudicated_70(t, S, "all", lang="de", statement="Ich spiele den Karo-Buben, West ist in Pik "
                             "und Treff gesqueezt, der Rest gehört mir")
    assert any(s.kind.value == "squeeze" for s in a.statement.steps)
    assert a.claim_stands and a.awarded == 5
    assert claim_adjudicated_70(t, S, "all").awarded == 4


#: 3NT, dummy on lead: N SKQ HK DKQ, West S9 HAJT D9 - "dummy is good", the HA forgotten
#: (Aylesbury Aces, "the principle of the losing winner"; fresh-claims2 06).
LOSING_WINNER = {N: "KQ.K.KQ.", E: "T7.2.T7.", S: "J8.3.J8.", W: "9.AJT.9."}


def test_70D1_a_claimer_who_forgot_the_ace_may_lead_the_king_before_his_winners() -> None:
    # the claim counts the HK: a claimer who took the HA for gone may cash it first (careless,
    # normal): West wins and cashes the HJ HT - not only the best order, the HK last
    t = _table("3NT", S, LOSING_WINNER, N)
    a = claim_adjudicated_70(t, S, "all", statement="dummy is good", lang="en")
    assert (a.decisive, a.law, a.double_dummy) == (Decisive.UNSTATED_LINE, "70D1", 4)
    assert a.awarded <= 2 and a.line[a.lost_at] == (W, C("HA"))
    assert a.line.index((N, C("HK"))) < a.line.index((N, C("SK")))
    # a claim that counts the heart loser (4 of 5) overlooked nothing: the king is cashed last
    assert claim_adjudicated_70(t, S, 4).claim_stands


#: 4S, S on lead: SJ32 against West's ST - "the top three trumps" protects the jack.
TOP_TRUMPS = {S: "J32...", W: "T.98..", N: "..765.", E: "...KQJ"}


def test_70A_a_word_of_play_not_understood_makes_the_statement_unclear_the_doubt_against_claimer() -> None:
    # "the top three trumps" protects J32 against the ten; with a clause about the play not read
    # ("cash" with nothing the lexicon takes after it), it does not (70A)
    t = _table("4S", S, TOP_TRUMPS, S)
    assert claim_adjudicated_70(t, S, "all", statement="I have the top three trumps", lang="en").claim_stands
    a = claim_adjudicated_70(t, S, "all", statement="I have the top three trumps and I cash xyzzy", lang="en")
    assert a.statement.unclear == ("cash",)
    assert a.awarded == 2 and "statement" in a.needs
    note = adjudicated_70(a).extra["notes"][0]
    assert "could not be read, so the statement is unclear" in note and "cash xyzzy" in note


@pytest.mark.parametrize("statement", [
    "I have the top three trumps xyzzy",
    "I have the top three trumps whenever you like",
])
def test_70A_a_stray_word_not_understood_does_not_cancel_the_line_read(statement: str) -> None:
    a = claim_adjudicated_70(_table("4S", S, TOP_TRUMPS, S), S, "all", statement=statement, lang="en")
    assert a.statement.unread and not a.statement.unclear
    assert a.claim_stands and "statement" in a.needs
    note = adjudicated_70(a).extra["notes"][0]
    assert "could not be read and add nothing" in note


def test_70D1_i_can_trump_your_lead_the_claimer_ruffs_partners_winner_as_stated() -> None:
    # diamonds trumps; N (not on lead) claims "I can trump your lead" (EBU TDs forum 1475, fresh-claims 06)
    t = _table("3D", E, {N: "Q..KJ5.", E: ".Q.8.63", S: "T...QJT", W: ".7.7.95"}, S)
    a = claim_adjudicated_70(t, N, "all", lang="en", statement="I've got the top spade and all the trumps "
                             "so I can trump your lead and win all the tricks")
    assert any(s.kind.value == "ruff_lead" for s in a.statement.steps)
    if a.line and a.line[0] == (S, C("CT")):  # partner's club lead: N ruffs it, as he said
        assert next(c for s, c in a.line[:4] if s == N).suit.letter == "D"


def test_70E2_option_any_order_lets_a_small_card_go_first_from_top_cards() -> None:
    t = _table("3NT", S, {N: "42..2.", E: "..987.", S: "AK5...", W: "J6.3.."}, S)
    a = claim_adjudicated_70(t, S, "all", regulations=_regs(O_70E2_ORDER="any"))
    assert a.awarded == 1 and a.line[0] == (S, C("S5"))  # the 5 first: West's jack, then the diamonds
    # 70E2 is a 2017 provision: under 2007 the regulating authority's order does not exist
    assert claim_adjudicated_70(t, S, "all", regulations=_regs(O_70E2_ORDER="any"),
                                edition=Edition.E2007).claim_stands


def test_70A_a_claim_above_double_dummy_gets_the_double_dummy_result() -> None:
    offside = _table("3NT", S, {N: "AQ...", S: "32...", E: "K4...", W: "65..."}, S)
    a = claim_adjudicated_70(offside, S, "all")
    assert (a.decisive, a.law, a.awarded, a.double_dummy) == (Decisive.CARDS, "70A", 1, 1)


def test_70A_a_claim_of_fewer_tricks_caps_the_proposal() -> None:
    a = claim_adjudicated_70(_table("4S", S, TRUMP_OUT, S), S, 2)
    assert a.claim_stands and a.awarded == 2 and a.claimed == 2


def test_70A_a_concession_its_own_side_doubted_at_once_restores_sure_tricks() -> None:
    t = _table("4S", S, {N: "..432.", E: ".QJ.K.", S: "A.AK..", W: ".T9..2"}, S)
    a = claim_adjudicated_70(t, S, 2, statement="I lose one", disputed_by=N)
    assert (a.decisive, a.awarded, a.law) == (Decisive.RESTORED, 3, "70A")
    assert claim_adjudicated_70(t, S, 2, statement="I lose one", disputed_by=W).awarded == 2


def test_70_claim_after_the_claimer_played_to_the_trick_in_progress() -> None:
    t = _table("3NT", S, FINESSE, S, ("S2",))
    a = claim_adjudicated_70(t, S, "all")
    assert a.remaining == 2 and a.awarded == 1 and a.decisive is Decisive.UNSTATED_FINESSE


def test_70_defenders_claim_is_searched_with_his_partner_free() -> None:
    # West claims the last two: SA and the HA are winners whatever East does
    t = _table("3NT", N, {W: "A.A..", E: "..32.", N: "K..K.", S: "Q..Q."}, W)
    a = claim_adjudicated_70(t, W, "all")
    assert a.claim_stands and a.declarer_tricks == 0


def test_70_declarers_total_for_the_board_counts_tricks_already_won() -> None:
    hands = {S: "Q.AK..", N: "2.32..", W: "J..KQ.", E: "..AJT."}
    t = Table.from_position(Contract.parse("4S", S), {s: Hand.parse(h) for s, h in hands.items()}, leader=S,
                            tricks_won=(8, 2))
    a = claim_adjudicated_70(t, S, "all")
    assert a.won_before == 8 and a.total == 10 and a.declarer_tricks == 10
    d = claim_adjudicated_70(t, W, 0)  # West concedes everything: declarer's side gets the three
    assert d.declarer_tricks == 11


def test_70_bad_claims_and_positions_are_clear_errors() -> None:
    t = _table("4S", S, TRUMP_OUT, S)
    with pytest.raises(ClaimError, match="3 remain"):
        claim_adjudicated_70(t, S, 4)
    with pytest.raises(ClaimError):
        claim_adjudicated_70(t, S, -1)
    partial = Table.from_position(Contract.parse("4S", S), {S: Hand.parse("Q.AK.."), N: Hand.parse("2.32..")})
    with pytest.raises(DoubleDummyError, match="only partly known"):
        claim_adjudicated_70(partial, S, "all")


def test_70_the_same_claim_gives_the_same_proposal() -> None:
    t = _table("4S", S, TRUMP_OUT, S)
    assert claim_adjudicated_70(t, S, "all") == claim_adjudicated_70(t, S, "all")


def test_70_adjudicated_ruling_has_the_contract_fields() -> None:
    a = claim_adjudicated_70(_table("4S", S, TRUMP_OUT, S), S, "all")
    r = adjudicated_70(a)
    assert r.outcome is Outcome.ADJUDICATED and r.law == "70C" and r.needs == "claimer_aware_of_trump"
    j: dict[str, Any] = r.to_json()
    assert j["tricks"] == 2 and j["double_dummy"] == 3 and j["outcome"] == "adjudicated"
    assert j["line"].startswith("if S plays") and j["line_cards"][0] == "S:HK"
    stands = adjudicated_70(claim_adjudicated_70(_table("4S", S, TRUMP_OUT, S), S, "all",
                                                 findings={"claimer_aware_of_trump": True}))
    assert stands.extra["line"] == "" and stands.law == "70A"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_70_adjudication_texts_in_every_language(lang: str) -> None:
    a = claim_adjudicated_70(_table("4S", S, TRUMP_OUT, S), S, "all", statement="blah blah", lang="en")
    r = adjudicated_70(a, lang=lang)
    # the cards of the line with the language's letters: ♠J, ru ♠В, fr ♠V; ♥K, ru ♥К, fr ♥R
    assert "{" not in r.text and clause_words("70C", lang) in r.text and card_short("SJ", lang) in r.text
    assert r.extra["notes"] and all("{" not in n for n in r.extra["notes"])
    assert card_short("HK", lang) in r.extra["line"]


def test_70_director_decides_overrides_the_proposal() -> None:
    r = director_decides_70(9, seat=S)
    assert r.outcome is Outcome.ADJUDICATED and r.law == "70" and r.extra["tricks"] == 9
    with pytest.raises(ValueError):
        director_decides_70(14)


def test_70_notes_say_when_words_are_not_read_every_order_is_open() -> None:
    t = _table("4S", S, TRUMP_OUT, S)
    a = claim_adjudicated_70(t, S, "all", statement="xyzzy plugh", lang="en")
    assert a.statement.unread == ("xyzzy", "plugh") and a.statement.every_order_open
    assert "statement" in a.needs
    assert "could not be read" in adjudicated_70(a).extra["notes"][0]
    none = adjudicated_70(claim_adjudicated_70(t, S, "all"))
    assert "No statement was made" in none.extra["notes"][0]


def test_70D1_claim_line_normal_false_sets_the_stated_line_aside() -> None:
    t = _table("3NT", S, FINESSE, S)
    a = claim_adjudicated_70(t, S, "all", statement="I'll take the spade finesse",
                             findings={"claim_line_normal": False})
    assert a.awarded == 1  # the stated finesse is set aside: the unstated one is not accepted
    assert any("set aside" in n for n in adjudicated_70(a).extra["notes"])


# ------------------------------------------------------------------ penalty cards in the lines (50D1, 50C)

#: A live table's board (4S by South; East's lead out of turn accepted, East's revoke, East's
#: jack of clubs dropped - a major penalty card): the position when South claims at trick 7.
PENALTY_DEAL = {N: "KJ..73.862", E: ".6.T8.J974", S: "T9..AK.AQ5", W: ".J9.J9.KT3"}
PENALTY_STATEMENT = ("Trumps are drawn. I cash the ace and king of diamonds, then the club finesse, "
                     "the queen, and the rest are mine.")


def _penalty_table(restriction: Any) -> Table:
    t = Table.from_position(Contract.parse("4S", S), {s: Hand.parse(h) for s, h in PENALTY_DEAL.items()},
                            leader=S)
    t.restrictions.append(restriction)
    return t


def _line_breaks_the_law(t: Table, line: Any) -> list[str]:
    """Every card of ``line`` that the Laws forbid at its turn (Law 44C, the penalty cards: the
    engine's own table plays it and says whether it was legal)."""
    bad = []
    for seat, card in line:
        if seat != t.turn:
            bad.append(f"{seat.letter} {card}: not his turn")
        if not t.is_legal(card, seat):
            bad.append(f"{seat.letter} {card}")
        t.play(card)
    return bad


def test_50D1_70_the_losing_line_plays_a_major_penalty_card_at_the_first_legal_opportunity() -> None:
    from bridgelaw.laws.law50 import MajorPenaltyCardRestriction

    adj = claim_adjudicated_70(_penalty_table(MajorPenaltyCardRestriction(E, (C("CJ"),))), S, "all",
                               statement=PENALTY_STATEMENT)
    east = [c for s, c in adj.line if s == E]
    clubs = [c for c in east if c.suit is C("CJ").suit]
    assert clubs and clubs[0] == C("CJ")  # the first club East plays is the penalty card
    assert _line_breaks_the_law(_penalty_table(MajorPenaltyCardRestriction(E, (C("CJ"),))), adj.line) == []
    assert adj.awarded <= adj.double_dummy


def test_50C_70_the_losing_line_keeps_a_minor_penalty_cards_restriction() -> None:
    """East's minor penalty card (the four of clubs): no lower-than-honour club before it (an
    honour may be played instead)."""
    from bridgelaw.laws.law50 import MinorPenaltyCardRestriction

    adj = claim_adjudicated_70(_penalty_table(MinorPenaltyCardRestriction(E, C("C4"))), S, "all",
                               statement=PENALTY_STATEMENT)
    clubs = [c for s, c in adj.line if s == E and c.suit is C("C4").suit]
    first = clubs.index(C("C4"))
    assert all(c == C("CJ") for c in clubs[:first])
    assert _line_breaks_the_law(_penalty_table(MinorPenaltyCardRestriction(E, C("C4"))), adj.line) == []


def test_70D1_a_line_that_loses_two_tricks_more_than_conceded_names_each_trick_it_loses() -> None:
    # fresh-claims 03 (BBO 55318): 6NT, "I will take a club finesse for the overtrick" - the red
    # winners first set up E's ♥J and W's ♠J; the line names them, not only the conceded ♣K
    from bridgelaw.engine import rule_incident
    from bridgelaw.incident import parse_incident

    inc = parse_incident({
        "format": "bridgelaw-incident/1", "laws": "2017", "contract": "6NT", "declarer": "S",
        "deal": "N:74.T74.53.AQT864 9863.J962.864.K2 AK2.AKQ.AKQJT.J3 QJT5.853.972.975", "play": ["SQ"],
        "events": [{"by": "S", "claim": 12, "statement": "I will take a club finesse for the overtrick",
                    "lang": "en"}, {"by": "E", "dispute": True}],
    })
    adj = next(r for r in rule_incident(inc) if r.outcome is Outcome.ADJUDICATED)
    assert (adj.extra["tricks_claimed"], adj.extra["awarded"]) == (12, 10)
    assert adj.extra["line"].endswith("E wins a trick with ♣K, then tricks with ♥J (E), ♠J (W)")
