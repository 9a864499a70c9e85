"""Law 46's declarations: its clauses by edition and its options (the home's :data:`CLAUSES` and
:data:`OPTIONS`, re-exported by :mod:`bridgelaw.laws.law46`; here so that every module of the
package can read them while ``law46/__init__`` imports those modules).

Sources: seed 000 (the Russian 2007 Law 46), seed 003 (the Russian commentary on the 1997 code),
laws.md §1.6 (2017). Codes before 1997 are ruled with the 1997 numbering, unverified
(:func:`bridgelaw.laws.law46.context.mark_unverified_label_46`).
"""

from __future__ import annotations

from bridgelaw.clauses import SOURCE_OLD, Clause, Clauses, Version, same, version
from bridgelaw.editions import Edition
from bridgelaw.regulations import Option, option

__all__ = [
    "CLAUSES",
    "OPTIONS",
    "O_46B4_RHO_PLAYED",
    "O_46_B3A",
    "O_46_B3B_LOCK",
    "O_46_B5",
    "O_46_COVER",
    "O_46_HIGHLOW",
    "O_46_HIGHLOW_LEAD",
    "O_46_PLEASE",
    "O_46_RUFF",
    "O_46_RUN",
    "O_46_WIN",
]

E1963, E1997, E2007, E2017 = Edition.E1963, Edition.E1997, Edition.E2007, Edition.E2017
SOURCE_2007_RU = "seed 000 (Russian 2007 Law 46)"
SOURCE_1997 = "seed 003 (Russian commentary on the 1997 code, 46.1-46.5); numbering [M]"
SOURCE_2017 = "laws.md §1.6 [V]"


def _versions(key: str, *, older: str | None = None, since_2007: str | None = None,
              provided_before_2007: bool = True) -> tuple[Version, ...]:
    """A Law 46 clause by code: 1963 assumed, 1997 (seed 003), 2007 (seed 000), 2017 (laws.md)."""
    return (
        version(E1963, older or key, SOURCE_OLD, provided=provided_before_2007),
        version(E1997, older or key, SOURCE_1997, provided=provided_before_2007),
        version(E2007, since_2007 or key, SOURCE_2007_RU, True),
        version(E2017, since_2007 or key, SOURCE_2017, True),
    )


#: Law 46's clauses: 46A (the proper form, cited when words are not understood) and 46B1-46B5.
CLAUSES = Clauses(
    "bridgelaw.laws.law46",
    Clause("46B", "an incomplete or invalid designation (preamble)", _versions("46B")),
    Clause("46B1(a)", "'high': the highest card", _versions("46B1(a)", older="46B1")),
    Clause("46B1(c)", "'low': the lowest card", _versions("46B1(c)", older="46B1")),
    Clause("46B1(b)", "'win': the lowest card known to win (before 2007 no 'win' clause: 46B)",
           _versions("46B1(b)", older="46B", provided_before_2007=False)),
    Clause("46B2", "suit only: the lowest card of the suit", _versions("46B2")),
    Clause("46B3(a)", "rank only, dummy on lead: the suit with which dummy won", _versions("46B3(a)")),
    Clause("46B3(b)", "rank only otherwise: the suit led, else declarer chooses", _versions("46B3(b)")),
    Clause("46B4", "a card not in dummy: invalid, declarer designates any legal card", _versions("46B4")),
    Clause("46B5", "no suit or rank: the defenders designate", _versions("46B5")),
    Clause("46A", "words not understood as a designation: declarer designates again (46A form)",
           same("46A", SOURCE_2017)),
)

O_46_HIGHLOW = option(
    "O-46-HIGHLOW", ("invalid", "defenders_choose", "any_suit"), "invalid",
    "'high'/'low' when dummy has no card of the suit led: invalid (46B4 by analogy) under 2017; "
    "the 2007/1997 text ('the highest/lowest card') is read literally: any suit.",
    older_default="any_suit",
    clauses=("46B1(a)", "46B1(c)"))

#: 'high'/'low' with dummy on lead (46B1, 46B3(a) analogue).
O_46_HIGHLOW_LEAD = option(
    "O-46-HIGHLOW-LEAD", ("suit_dummy_won_with", "invalid", "defenders_choose"),
    "suit_dummy_won_with",
    "'high'/'low'/'small' with dummy on lead: the suit with which dummy won the last "
    "trick (46B3(a) analogue), else invalid.",
    clauses=("46B1(a)", "46B1(c)", "46B3(a)"))

#: 'win': which card is known to win (46B1(b)).
O_46_WIN = option(
    "O-46-WIN",
    ("known", "last_only_else_high", "public_master", "td_double_dummy", "director"),
    "known",
    "'win' (46B1(b)): the lowest card known to win the trick: when dummy is last, the lowest card "
    "that beats the current winner (a trump if void); otherwise the lowest card that no card a "
    "defender may still hold can beat (a master; a trump when dummy ruffs and no higher trump is "
    "out; a plain card only when no defender may hold a trump), else read as 'high'; a dummy that "
    "cannot beat the card winning so far 'cannot win'. The defenders may hold any card not in "
    "dummy, not played and not in declarer's hand (declarer's own cards win for his side). "
    "public_master: the same with declarer's hand unseen (the public reading); "
    "last_only_else_high: the pre-2026 default (no masters when dummy is not last).",
    clauses=("46B1(b)",))

#: 'ruff' (46B2 with the trump suit).
O_46_RUFF = option(
    "O-46-RUFF", ("lowest_trump", "lowest_winning_trump"), "lowest_trump",
    "'ruff': dummy's lowest trump (46B2 with the trump suit); in no trump: invalid.",
    clauses=("46B2",))

#: 'cover' (read like 46B1(b)).
O_46_COVER = option(
    "O-46-COVER", ("lowest_beating", "high", "director"), "lowest_beating",
    "'cover': the lowest card of the suit led that beats the highest card so far; "
    "if none, director.",
    clauses=("46B1(b)",))

#: 'play'/'please'/'yes' with no card (46B5).
O_46_PLEASE = option(
    "O-46-PLEASE", ("low", "any"), "low",
    "'play'/'please'/'yes': read as 'low' (EBU practice); 'any' gives 46B5.",
    clauses=("46B5",))

#: 'run the <suit>' (46B).
O_46_RUN = option(
    "O-46-RUN", ("wbf_2000", "disallow"), "wbf_2000",
    "'run the <suit>': each next card the highest remaining of that suit (WBF LC 2000 #6).",
    clauses=("46B",))

#: 46B3(a) after dummy ruffed: the trump suit or the suit led.
O_46_B3A = option(
    "O-46-B3A", ("trump_suit", "suit_led"), "trump_suit",
    "46B3(a) after dummy ruffed: 2017 'the suit with which dummy won the preceding trick' is "
    "the suit of the card it won with, the trump suit (laws.md §3, 17). 2007 and older say 'the "
    "suit in which dummy won' (seed 000: 'ту масть, в которой болван выиграл предыдущую "
    "взятку'), which reads naturally as the suit of the trick, the suit led; the 2017 change of "
    "wording to 'with which' would have been needless if the old text already meant the trump "
    "suit. Older default: suit_led. The ruling text names the option in either reading.",
    older_default="suit_led",
    clauses=("46B3(a)",))

#: 46B3(b): declarer must choose among the cards of the rank he named.
O_46_B3B_LOCK = option(
    "O-46-B3B-LOCK", ("restricted", "free"), "restricted",
    "46B3(b): after 'nine' with two legal nines, declarer must choose one of the nines.",
    clauses=("46B3(b)",))

#: 46B5: when the defenders disagree.
O_46_B5 = option(
    "O-46-B5", ("next_to_play_decides", "first_to_speak", "director"),
    "next_to_play_decides",
    "46B5: when the defenders disagree, the defender next to play decides (55A analogy).",
    clauses=("46B5",))

#: 46B4: dummy's LHO plays after declarer's invalid call, before dummy.
O_46B4_RHO_PLAYED = option(
    "O-46B4-RHO-PLAYED", ("57D_53_56", "47E1", "penalty_major"), "57D_53_56",
    "Dummy's LHO plays after declarer's invalid call (46B4), before dummy played: 57D when dummy "
    "was to follow (2017; the older codes have no 57D: a penalty card, Law 50, major by 50B) / "
    "53-56 when dummy was to lead; 47E1 (retracted, no rectification); or "
    "penalty_major (major penalty card, NBB Delft 2007).",
    clauses=("46B4",))

OPTIONS: tuple[Option, ...] = (
    O_46_HIGHLOW, O_46_HIGHLOW_LEAD, O_46_WIN, O_46_RUFF, O_46_COVER, O_46_PLEASE, O_46_RUN, O_46_B3A,
    O_46_B3B_LOCK, O_46_B5, O_46B4_RHO_PLAYED,
)
