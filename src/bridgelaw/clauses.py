"""The clause registry: every clause the rules cite, with its versions by edition (laws.md §2).

A :class:`Clause` is named by its 2017 label (``"45C4(b)"``) and declares its
:class:`Version` s, each from an edition on (``since``): the label a ruling cites under that
code, whether the code has the provision at all, where its text comes from and whether that
text was verified. The version in force is the latest one at or before the edition (as
OpenFisca picks a formula by date); an edition whose texts are not in (1975, 1987:
:attr:`~bridgelaw.editions.Edition.ruled_as` 1997) takes the version of the edition it is ruled
as, unless the clause declares a version for that edition itself.

    >>> CLAUSES["45D"].label(Edition.E2017), CLAUSES["45D"].label(Edition.E2007)
    ('45D1', '45D')
    >>> CLAUSES["45D"].provided(Edition.E1963)
    False

The law modules take their labels from here (``laws.law45.clause``, ``law47.refusal_label_47F``
...); ``bridgelaw clauses --laws 1997`` lists the registry. Options (``regulations.OPTIONS``)
name the clauses they belong to; :meth:`Clause.options` finds them.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from bridgelaw.editions import Edition
from bridgelaw.regulations import OPTIONS, Option

__all__ = ["CLAUSES", "Clause", "Version", "label"]

E1963, E1975, E1987, E1997, E2007, E2017 = (
    Edition.E1963, Edition.E1975, Edition.E1987, Edition.E1997, Edition.E2007, Edition.E2017
)


@dataclass(frozen=True)
class Version:
    """One version of a clause, in force from the code ``since`` until the next version.

    Attributes:
        since: the first code this version belongs to.
        label: the clause a ruling cites under it (``"45C2"``; another clause's label when the
            code rules the matter there, e.g. 1997 ``"47E"`` for 2017's 47D), or None when no
            ruling cites anything.
        provided: False when the code has no such provision (the label, if any, is then the
            article a ruling names in saying so, e.g. 1963 ``"45"`` for 45D).
        source: where the text of this version was read (a seed, a laws.md section).
        verified: True when that text was checked against the Laws ([V] or a seed), False for
            an unchecked recollection or a label assumed from a neighbouring code ([M]).
    """

    since: Edition
    label: str | None
    source: str
    verified: bool = False
    provided: bool = True


@dataclass(frozen=True)
class Clause:
    """A clause of the Laws and its versions (ascending by ``since``).

    Attributes:
        key: its 2017 label, the registry key (``"46B1(b)"``).
        title: a few words saying what it rules.
        versions: its versions, the earliest first.
        module: the module of :mod:`bridgelaw.laws` that rules on it.
    """

    key: str
    title: str
    versions: tuple[Version, ...]
    module: str

    def version(self, edition: Edition) -> Version | None:
        """The version in force under ``edition``: one declared for ``edition`` itself, else the
        latest at or before ``edition.ruled_as``; None when none is that old."""
        for v in self.versions:
            if v.since is edition:
                return v
        found: Version | None = None
        target = edition.ruled_as
        for v in self.versions:
            if v.since <= target:
                found = v
        return found

    def label(self, edition: Edition) -> str | None:
        """The label a ruling cites under ``edition`` (None: the code cites nothing)."""
        v = self.version(edition)
        return v.label if v is not None else None

    def provided(self, edition: Edition) -> bool:
        """Whether ``edition`` has this provision."""
        v = self.version(edition)
        return v is not None and v.provided

    def options(self) -> tuple[Option, ...]:
        """The options (``regulations.OPTIONS``) that belong to this clause."""
        return tuple(o for o in OPTIONS.values() if self.key in o.clauses)


def label(key: str, edition: Edition) -> str:
    """The label of clause ``key`` under ``edition``.

    Raises:
        KeyError: ``key`` is not registered, or the clause cites nothing under ``edition`` (a
            programming error: the caller should ask :meth:`Clause.label` then).
    """
    found = CLAUSES[key].label(edition)
    if found is None:
        raise KeyError(f"clause {key} cites nothing under the {edition} code")
    return found


# ---------------------------------------------------------------------------- sources

_S2017 = "laws.md §1 (2017 text) [V]"
_S2017M = "laws.md §1 (2017) [M]"
_S2007_RU45 = "seed 002 (Russian 2007 Law 45)"
_S1997_SV45 = "seed 002 (Swedish 1997 Law 45)"
_S1963_NL45 = "seed 004 (Dutch 1963 article 45)"
_S2007_RU46 = "seed 000 (Russian 2007 Law 46)"
_S1997_46 = "seed 003 (Russian commentary on the 1997 code, 46.1-46.5); numbering [M]"
_SOLD = "laws.md §2: label assumed from the 1997 code [M]"
_S2007M = "laws.md §2 (2007) [M]"
_S57_2007 = "2007 Law 57C numbering as cited in EBU/BBO threads of 2010-2017 [S]"
_S57_1997 = "1997 Law 57C (one item: both hands or dummy) [M]"
_S1997M = "laws.md §2 (1997) [M]"
_SPRE97 = "cited as in the codes before 1997 (the 1997 clause is not assumed) [M]"


def _v(
    since: Edition, lab: str | None, source: str, verified: bool = False, provided: bool = True
) -> Version:
    return Version(since, lab, source, verified, provided)


def _same(key: str, source_2017: str = _S2017, verified_2017: bool = True) -> tuple[Version, ...]:
    """A clause with the same label in every code: 1963-2007 assumed ([M]), 2017 as given."""
    return (_v(E1963, key, _SOLD), _v(E2017, key, source_2017, verified_2017))


def _law45(key: str, label_1963: str, *, older: str | None = None, since_2007: str | None = None,
           provided_1963: bool = True) -> tuple[Version, ...]:
    """Law 45's versions: 1963 article 45 items a-e (seed 004), 1997 (Swedish seed 002), 2007
    (Russian seed 002), 2017 (laws.md §1.5)."""
    return (
        _v(E1963, label_1963, _S1963_NL45, True, provided_1963),
        _v(E1997, older or key, _S1997_SV45, True),
        _v(E2007, since_2007 or key, _S2007_RU45, True),
        _v(E2017, key, _S2017, True),
    )


L45, L46, L47 = "law45", "law46", "law47"


def _clauses_law16_42() -> Iterator[Clause]:
    """Laws 16 and 42."""
    yield Clause("16C", "information from withdrawn actions (2007: 16D)", (
        _v(E1963, None, "laws.md §1.1: no such rule before 1997 [M]", provided=False),
        _v(E1975, None, "laws.md §1.1: no such rule before 1997 [M]", provided=False),
        _v(E1987, None, "laws.md §1.1: no such rule before 1997 [M]", provided=False),
        _v(E1997, "16C", "seed 002 (Swedish 1997 45D: 'se lag 16C2')", True),
        _v(E2007, "16D", "laws.md §1.1 (45C4(b), 47D cite 16D1) [V]", True),
        _v(E2017, "16C", _S2017, True),
    ), "law16")
    yield Clause("42A3", "dummy ensures dummy's hand follows suit (2007: 42B2, may try to prevent)", (
        _v(E1963, "42B2", _S2007M), _v(E2017, "42A3", "laws.md §1.2 [V]", True)), "law61_64")


def _clauses_law45() -> Iterator[Clause]:
    """Law 45: card played (seeds 002, 004; laws.md §1.5)."""
    yield Clause("45A", "a card faced by a player other than dummy is played",
                 _law45("45A", "45"), L45)
    yield Clause("45B", "declarer plays from dummy by naming the card", _law45("45B", "45"), L45)
    yield Clause("45C1", "a defender's card held so that partner could see it", _law45("45C1", "45(a)"), L45)
    yield Clause("45C2", "declarer's own card held face up", _law45("45C2", "45(b)"), L45)
    yield Clause("45C2(a)", "declarer's card touching or nearly touching the table",
                 _law45("45C2(a)", "45(b)", older="45C2"), L45)
    yield Clause("45C2(b)", "declarer's card held in a position indicating it has been played",
                 _law45("45C2(b)", "45(b)", older="45C2"), L45)
    yield Clause("45C3", "a dummy card deliberately touched by declarer", _law45("45C3", "45(c)"), L45)
    yield Clause("45C4(a)", "a card named or designated by declarer", _law45("45C4(a)", "45(d)"), L45)
    yield Clause("45C4(b)", "change of an unintended designation", _law45("45C4(b)", "45(d)"), L45)
    yield Clause("45C4(a) no card", "words that name no card while dummy is not to play: nothing is played", (
        _v(E1963, "45C4(a)", "cited with its 2017 label in every code (law46_play.no_card_named_46B4 is not "
           "given the edition); the 1963 provision is 45(d), seed 004 [M]"),
        *_law45("45C4(a)", "45(d)")[1:]), "law46_play")
    yield Clause("45C5", "a card named by a defender (1963 45(e))", _law45("45C5", "45(e)"), L45)
    yield Clause("45D", "dummy places a card declarer did not name (2017: 45D1)",
                 _law45("45D1", "45", since_2007="45D", older="45D", provided_1963=False), L45)
    yield Clause("45D2", "45D once both sides have played to the next trick", (
        _v(E1963, "45", _S1963_NL45, True, False),
        _v(E1997, "45D", _S1997_SV45, True), _v(E2007, "45D", _S2007_RU45, True),
        _v(E2017, "45D2", "laws.md §2: a D2 exists, text not retrieved [?]")), L45)
    yield Clause("45E1", "a defender's fifth card to a trick", (
        _v(E1963, "45", _S1963_NL45, True, False),
        _v(E1987, "45E1", "laws.md §2 (Russian 1987 45E) [V]", True),
        _v(E1997, "45E1", _S1997_SV45, True), _v(E2007, "45E1", _S2007_RU45, True),
        _v(E2017, "45E1", _S2017M)), L45)
    yield Clause("45E2", "declarer's fifth card to a trick", (
        _v(E1963, "45", _S1963_NL45, True, False),
        _v(E1987, "45E2", "laws.md §2 (Russian 1987 45E) [V]", True),
        _v(E1997, "45E2", _S1997_SV45, True), _v(E2007, "45E2", _S2007_RU45, True),
        _v(E2017, "45E2", _S2017M)), L45)
    yield Clause("45F", "dummy indicates a card", _law45("45F", "45"), L45)
    yield Clause("45G", "turning a card face down before all four have played", _law45("45G", "45"), L45)


def _clauses_law46() -> Iterator[Clause]:
    """Law 46: incomplete or invalid designation (seeds 000, 003; laws.md §1.6)."""
    yield Clause("46B", "an incomplete or invalid designation (preamble)", (
        _v(E1963, "46B", _SOLD), _v(E1997, "46B", _S1997_46), _v(E2007, "46B", _S2007_RU46, True),
        _v(E2017, "46B", "laws.md §1.6 [V]", True)), L46)
    for sub, what in (("a", "'high': the highest card"), ("c", "'low': the lowest card")):
        yield Clause(f"46B1({sub})", what, (
            _v(E1963, "46B1", _SOLD), _v(E1997, "46B1", _S1997_46),
            _v(E2007, f"46B1({sub})", _S2007_RU46, True), _v(E2017, f"46B1({sub})", "laws.md §1.6 [V]", True),
        ), L46)
    yield Clause("46B1(b)", "'win': the lowest card known to win (before 2007 no 'win' clause: 46B)", (
        _v(E1963, "46B", _SOLD, provided=False), _v(E1997, "46B", _S1997_46, provided=False),
        _v(E2007, "46B1(b)", _S2007_RU46, True), _v(E2017, "46B1(b)", "laws.md §1.6 [V]", True)), L46)
    for key, what in (("46B2", "suit only: the lowest card of the suit"),
                      ("46B3(a)", "rank only, dummy on lead: the suit with which dummy won"),
                      ("46B3(b)", "rank only otherwise: the suit led, else declarer chooses"),
                      ("46B4", "a card not in dummy: invalid, declarer designates any legal card"),
                      ("46B5", "no suit or rank: the defenders designate")):
        yield Clause(key, what, (
            _v(E1963, key, _SOLD), _v(E1997, key, _S1997_46), _v(E2007, key, _S2007_RU46, True),
            _v(E2017, key, "laws.md §1.6 [V]", True)), L46)


def _clauses_law46A() -> Iterator[Clause]:
    """Law 46A: the proper form of designation; cited when declarer's words are not understood."""
    yield Clause("46A", "words not understood as a designation: declarer designates again (46A form)",
                 _same("46A", "laws.md §1.6 [V]"), L46)


_S42_43 = "seed 003 (commentary on Laws 42-48) and laws.md §1.2; 1975/1963 texts not in [M]"
_S63_64 = "laws.md §1 (Laws 61-64); 1975/1963 texts not in, flagged unverified [M]"


def _clauses_law42_43() -> Iterator[Clause]:
    """Laws 42-43 (and 1975's Law 65 point): dummy's rights and limitations (law42_43)."""
    for key, what in (("42", "dummy's rights (1975/1963: text not in, unverified)"),
                      ("42A1", "dummy gives information in the Director's presence"),
                      ("42A2", "dummy keeps count of tricks"),
                      ("42B1", "dummy asks declarer whether he has none of the suit"),
                      ("42B2", "dummy tries to prevent an irregularity by declarer"),
                      ("42B3", "dummy draws attention to an irregularity after play"),
                      ("43A1(a)", "dummy should not initiate a call for the Director during play"),
                      ("43A1(b)", "dummy may not call attention to an irregularity during play"),
                      ("43A1(c)", "dummy may not take part in the play or tell declarer anything about it"),
                      ("43A2(a)", "dummy may not exchange hands with declarer"),
                      ("43A2(b)", "dummy may not leave his seat to watch declarer"),
                      ("43A2(c)", "dummy may not look at a defender's hand"),
                      ("43A3", "2017: a defender shows dummy his hand (the defender's irregularity)"),
                      ("43B2(a)", "after a 43A2 breach dummy warns declarer not to lead from the wrong hand"),
                      ("43B2(b)", "after a 43A2 breach dummy is first to ask declarer about a revoke"),
                      ("43B2(c)", "after a 43A2 breach, first to draw attention to a defender's act (1997)"),
                      ("43B3", "after a 43A2 breach, first to draw attention to a defender's act (2007+)"),
                      ("65", "1975: a quitted card placed the wrong way may be pointed out")):
        yield Clause(key, what, _same(key, _S42_43, False), "law42_43")


def _clauses_law62_64_end() -> Iterator[Clause]:
    """Laws 62-64 at the end of play: establishment, 62D, the trick adjustment (law63_64)."""
    for key, what in (("62", "revoke (general label, unverified codes)"),
                      ("62C3", "both sides revoke on one trick"),
                      ("62D1", "revoke at trick 12: corrected"),
                      ("62D2", "revoke at trick 12: partner's card to that trick"),
                      ("63", "revoke established (1975/1963 label, unverified)"),
                      ("63A2", "revoke established: a card named or designated to the next trick"),
                      ("63A3", "revoke established: a claim or concession"),
                      ("63A4", "revoke established: agreeing to a claim or concession (2017)"),
                      ("64A", "trick adjustment: the total"),
                      ("64A1", "trick adjustment: the revoke trick won by the offender"),
                      ("64A2", "trick adjustment: the revoke trick not won by the offender"),
                      ("64B1", "no trick adjustment: exception 1 of 64B (text: laws.law63_64)"),
                      ("64B2", "no trick adjustment: exception 2 of 64B (text: laws.law63_64)"),
                      ("64B3", "no trick adjustment: exception 3 of 64B (text: laws.law63_64)"),
                      ("64B4", "no trick adjustment: exception 4 of 64B (text: laws.law63_64)"),
                      ("64B5", "no trick adjustment: exception 5 of 64B (text: laws.law63_64)"),
                      ("64B6", "no trick adjustment: exception 6 of 64B (text: laws.law63_64)"),
                      ("64B7", "no trick adjustment: exception 7 of 64B (text: laws.law63_64)"),
                      ("64C", "the Director's equity check")):
        yield Clause(key, what, _same(key, _S63_64, False), "law63_64")


def _clauses_law47_49() -> Iterator[Clause]:
    """Laws 47-49: retraction, exposed cards (laws.md §1.7-1.9)."""
    yield Clause("47A", "retraction to correct an illegal play", _same("47A"), L47)
    yield Clause("47B", "retraction to correct an unestablished revoke", _same("47B"), L47)
    yield Clause("47C", "retraction to change a designation as 45C4(b) permits", (
        _v(E1963, None, "laws.md §2: no such sub-clause before 2007; the card goes back under "
           "45C4(b) [M]", provided=False),
        _v(E2007, "47C", _S2007M), _v(E2017, "47C", "laws.md §1.7 [V]", True)), L47)
    yield Clause("47D", "an opponent withdraws his card after a changed designation", (
        _v(E1963, None, "the right comes from the change itself (45(d)/45C4(b)) [M]", provided=False),
        _v(E1975, None, "the right comes from the change itself (45C4(b)) [M]", provided=False),
        _v(E1987, None, "the right comes from the change itself (45C4(b)) [M]", provided=False),
        _v(E1997, "47E", "seed 002 (Swedish 1997 45C4(b): 'se lag 47E')", True),
        _v(E2007, "47D", _S2007_RU45, True), _v(E2017, "47D", "laws.md §1.7 [V]", True)), L47)
    yield Clause("47E1", "retraction after an opponent's statement that it was one's turn", (
        _v(E1963, "47E", _SOLD), _v(E2007, "47E1", _S2007M), _v(E2017, "47E1", "laws.md §1.7 [V]", True)),
        L47)
    yield Clause("47E2", "retraction after a mistaken explanation", (
        _v(E1963, "47E", _SOLD), _v(E2007, "47E2", _S2007M), _v(E2017, "47E2", "laws.md §1.7 [V]", True)),
        L47)
    yield Clause("47F2", "no other retraction", (
        _v(E1963, "47F", _SOLD), _v(E2007, "47F2", _S2007M), _v(E2017, "47F2", "laws.md §1.7 [V]", True)),
        L47)
    yield Clause("48A", "declarer's exposed card: no penalty", (
        _v(E1963, "48A", _SOLD), _v(E1987, "48A", "laws.md §1.8 (Russian 1987) [V]", True),
        _v(E2017, "48A", "laws.md §1.8 [M]")), "law48_49")
    yield Clause("49", "a defender's exposed card is a penalty card", _same("49"), "law48_49")


def _clauses_law50_52() -> Iterator[Clause]:
    """Laws 50-52: penalty cards (laws.md §1.10-1.12)."""
    yield Clause("50", "penalty cards: preamble", _same("50"), "law50_52")
    yield Clause("50B", "major or minor penalty card", (
        _v(E1963, "50B", "seed 004 (Dutch 1963): a plain penalty card, no major/minor class"),
        _v(E1997, "50B", "laws.md §1.10 (1997 text) [V]", True),
        _v(E2017, "50B", "laws.md §1.10 [V]", True)), "law50_52")
    yield Clause("50C", "minor penalty card", _same("50C"), "law50_52")
    for key, what in (("50D1", "major penalty card: played at the first legal opportunity"),
                      ("50D2", "major penalty card: declarer's choice of lead restrictions"),
                      ("50D2(a)", "declarer requires or prohibits the suit"),
                      ("50D2(b)", "declarer does neither: the card stays a penalty card")):
        yield Clause(key, what, (_v(E1963, key, _SOLD), _v(E1997, key, "laws.md §1.10 (1997) [V]", True),
                                 _v(E2017, key, "laws.md §1.10 [V]", True)), "law50_52")
    yield Clause("50E", "information from a penalty card", (
        _v(E1963, "16A", _SOLD), _v(E1975, "16A", _SPRE97), _v(E1987, "16A", _SPRE97),
        _v(E1997, "50D1", _S1997M),
        _v(E2007, "50E", "laws.md §1.10 (2007 E1) [V]", True),
        _v(E2017, "50E", _S2017M)), "law50_52")
    yield Clause("51A", "two or more penalty cards: declarer designates which is played", (
        _v(E1963, "50D1", _SOLD), _v(E1975, "50D1", _SPRE97), _v(E1987, "50D1", _SPRE97),
        _v(E1997, "51A", _S1997M), _v(E2017, "51A", "laws.md §1.11 [V]", True)),
        "law50_52")
    yield Clause("51A choice", "two or more penalty cards: the choice offered to declarer", (
        _v(E1963, "51A", "the offer cites its 2017 label in every code, while the ruling on the card itself "
           "cites 1963-1987 50D1 [M]"),
        _v(E1997, "51A", _S1997M), _v(E2017, "51A", "laws.md §1.11 [V]", True)),
        "law50_52")
    for key, what in (("51B1", "penalty cards in one suit: declarer's lead restrictions"),
                      ("51B1(a)", "one suit: declarer requires the suit"),
                      ("51B1(b)", "one suit: declarer prohibits the suit"),
                      ("51B2", "penalty cards in two or more suits"),
                      ("51B2(a)", "several suits: declarer requires one of them"),
                      ("51B2(b)", "several suits: declarer prohibits"),
                      ("51B2(c)", "several suits: declarer does neither")):
        yield Clause(key, what, _same(key, "laws.md §1.11 [V]"), "law50_52")
    for key, what in (("52A", "failure to lead or play a penalty card"),
                      ("52B1(a)", "declarer accepts the card played instead of the penalty card"),
                      ("52B1(b)", "declarer must accept: he has played since"),
                      ("52B2", "declarer requires the penalty card instead")):
        yield Clause(key, what, _same(key, "laws.md §1.12 [V]"), "law52")


def _clauses_law53_58() -> Iterator[Clause]:
    """Laws 53-58: leads out of turn, premature and simultaneous plays (laws.md §1.13-1.15)."""
    yield Clause("53A", "a lead out of turn accepted", _same("53A", "laws.md §1.13 [V]"), "law53_58")
    yield Clause("53B", "accepted lead out of turn: the proper player plays next (older: 53C)", (
        _v(E1963, "53C", _SOLD), _v(E2017, "53B", "laws.md §1.13 [V]", True)), "law53_58")
    yield Clause("53C", "a proper lead after an accepted lead out of turn (older: 53A)", (
        _v(E1963, "53A", _SOLD), _v(E2017, "53C", "laws.md §1.13 [V]", True)), "law53_58")
    for key in ("54", "54A", "54B", "54C", "54D", "54E"):
        yield Clause(key, "faced opening lead out of turn", _same(key, "laws.md §1.13 [V]"), "law53_58")
    yield Clause("55A", "declarer's lead out of turn accepted", _same("55A", "laws.md §1.13 (2007) [V]"),
                 "law53_58")
    yield Clause("55B1", "declarer's lead out of turn, a defender's turn: retracted (older: 55B)", (
        _v(E1963, "55B", _SOLD), _v(E2007, "55B1", "laws.md §1.13 (2007) [V]", True),
        _v(E2017, "55B1", _S2017)), "law53_58")
    yield Clause("55B2", "declarer led from the wrong hand: retracted (older: 55B)", (
        _v(E1963, "55B", _SOLD), _v(E2007, "55B2", "laws.md §1.13 (2007) [V]", True),
        _v(E2017, "55B2", _S2017)), "law53_58")
    yield Clause("56", "a defender's lead out of turn", _same("56", _S2017M, False), "law53_58")
    yield Clause("57A", "premature lead or play by a defender", _same("57A", "laws.md §1.14 [V]"),
                 "law57_58")
    # 57C by code (issue 8): 2017 has three items - C1 declarer played from both hands, C2 dummy
    # of his own volition selected a card or illegally suggested one, C3 declarer's premature
    # play (pzbs.pl 2017 text); 2007 has two - C1 both hands *or* dummy played/suggested, C2
    # declarer's premature play (the BBO forum threads 63905 and 76644 cite 57C1 for dummy's act
    # under 2007; shared case bbo63905); 1997 has one 57C, both hands or dummy, and no item on
    # declarer's premature play (Law 57 rectifies defenders only; declarer's card is played by 45).
    yield Clause("57C1", "declarer had played from both hands (2007: 57C1; older: 57C)", (
        _v(E1963, "57C", _S57_1997), _v(E2007, "57C1", _S57_2007),
        _v(E2017, "57C1", "laws.md §1.14 [V]", True)), "law57_58")
    yield Clause("57C2", "dummy selected a card of his own volition or illegally suggested one (2007: 57C1; "
                 "older: 57C)", (
        _v(E1963, "57C", _S57_1997), _v(E2007, "57C1", _S57_2007),
        _v(E2017, "57C2", "laws.md §1.14 [V]", True)), "law57_58")
    yield Clause("57C3", "declarer's premature play is a played card (2007: 57C2; older: no provision)", (
        _v(E1963, "57", _S57_1997, provided=False), _v(E2007, "57C2", _S57_2007),
        _v(E2017, "57C3", "laws.md §1.14 [V]", True)), "law57_58")
    yield Clause("60A1", "a play by the non-offending side after the irregularity forfeits the rectification",
                 _same("60A1", "pzbs.pl 2017 Law 60 [S]", False), "law53_58")
    yield Clause("60C", "a play by the offending side before the rectification is assessed",
                 _same("60C", "pzbs.pl 2017 Law 60 [V]"), "law53_58")
    yield Clause("57D", "premature play when the offender's partner has played",
                 _same("57D", "laws.md §1.14 [V]"), "law57_58")
    yield Clause("58", "simultaneous plays", _same("58", "laws.md §1.15 [V]"), "law57_58")
    for key, what in (("58B1", "several cards at once, only one visible: it is played"),
                      ("58B2", "several visible cards at once: the player designates; a defender's "
                               "others are penalty cards"),
                      ("58B4", "several cards at once undiscovered until both sides played to the "
                               "next trick: Law 67")):
        yield Clause(key, what, (
            _v(E1963, "58", "the 1963 text of Law 58 is not in the seeds; the 1997 rule is applied "
               "[M]"),
            _v(E1997, key, "1997 67A2 refers to 58B (jfr.pzbs.pl 1997 law 67) [V]; 58B numbering "
               "(blml 2006 'L58B2') [S]"),
            _v(E2007, key, "lovboka.org/58.htm (Norwegian 2007: B1-B4, 47F, 16D) [V]", True),
            _v(E2017, key, "pzbs.pl/sedziowie/mpb/2017/en/l58.html [V]", True)), "law57_58")


def _clauses_law61_64() -> Iterator[Clause]:
    """Laws 61-64: revoke (laws.md §1, [M])."""
    for key, what in (("61", "failure to follow suit"), ("62A", "a revoke must be corrected"),
                      ("62B1", "correcting a revoke: the revoke card (defender: penalty card)"),
                      ("62B2", "correcting a revoke: dummy's or declarer's card back to the hand"),
                      ("62C1", "after a corrected revoke: the non-offenders may withdraw"),
                      ("63A1", "revoke established: a card played to the next trick"),
                      ("64", "rectification after an established revoke")):
        yield Clause(key, what, _same(key, _S2017M, False), "law61_64")


def _clauses_law65_66() -> Iterator[Clause]:
    """Laws 65-66: the completed trick turned face down (quitted) and quitted tricks. The 2017
    texts are read at pzbs.pl (laws.md §5: l65, and 1997 law66 at jfr.pzbs.pl); the labels of
    the older codes are assumed ([M])."""
    yield Clause("65A", "a completed trick: each player turns his card face down (quits it)",
                 _same("65A", "laws.md §5 (2017 l65) [V]"), "law65_66")
    yield Clause("66C", "quitted tricks may not be inspected (a quitted trick is over)",
                 _same("66C", "laws.md §5 (1997 law66) [M]", False), "law65_66")


def _clauses() -> Iterator[Clause]:
    """Every clause, Law by Law."""
    for part in (_clauses_law16_42, _clauses_law42_43, _clauses_law45, _clauses_law46, _clauses_law46A,
                 _clauses_law47_49, _clauses_law50_52, _clauses_law53_58, _clauses_law61_64,
                 _clauses_law62_64_end, _clauses_law65_66):
        yield from part()


CLAUSES: Mapping[str, Clause] = {c.key: c for c in _clauses()}
"""Every registered clause by its 2017 label."""
