"""The clauses and options of the Laws not yet moved into their homes (a step of issue 16's move:
emptied Law by Law, then removed). Read only by :mod:`bridgelaw.laws.home`'s assembly."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from bridgelaw.clauses import Clause, Version
from bridgelaw.editions import Edition
from bridgelaw.regulations import Option

E1963, E1975, E1987, E1997, E2007, E2017 = (
    Edition.E1963, Edition.E1975, Edition.E1987, Edition.E1997, Edition.E2007, Edition.E2017
)


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


L45, L46, L47 = "law45", "law46", "law47"


def _clauses_law16_42() -> Iterator[Clause]:
    """Laws 16 and 42."""
    yield Clause("42A3", "dummy ensures dummy's hand follows suit (2007: 42B2, may try to prevent)", (
        _v(E1963, "42B2", _S2007M), _v(E2017, "42A3", "laws.md §1.2 [V]", True)), "law61_64")



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


def legacy_clauses() -> Iterator[Clause]:
    """Every clause, Law by Law."""
    for part in (_clauses_law16_42, _clauses_law42_43,
                 _clauses_law61_64,
                 _clauses_law62_64_end, _clauses_law65_66):
        yield from part()




#: The clauses (2017 labels) whose reading each option settles.
_CLAUSES_OF: dict[str, tuple[str, ...]] = {
    "O-66-AUTO-QUIT": ("65A", "66C", "45E1", "45E2"),
}


def _option(
    oid: str, values: tuple[str, ...], default: str, doc: str, *, older_default: str | None = None
) -> Option:
    """An option whose default is ``default`` from 2017 and ``older_default`` (if given) for the
    codes before; its clauses from :data:`_CLAUSES_OF`."""
    bands = ((Edition.E1963, older_default), (Edition.E2017, default)) if older_default else (
        (Edition.E1963, default),)
    return Option(oid, values, bands, doc, _CLAUSES_OF[oid])


LEGACY_OPTIONS: dict[str, Option] = {
    o.id: o
    for o in (
        _option("O-66-AUTO-QUIT", ("off", "on"), "off",
               "Whether the platform quits each trick itself as its fourth card is played (65A, 66C; "
               "online tables): on - every completed trick is quitted at once, so a card faced after it "
               "is always a lead to the next trick (in turn, or 53-56 out of turn), never a fifth card "
               "(45E); off (default, a table with physical cards) - a trick is quitted by a 'quit' event, "
               "or by the finding trick_quitted; where neither says, the card is read as a lead too."),
    )
}




LEGACY_CLAUSES: Mapping[str, Clause] = {c.key: c for c in legacy_clauses()}


def label(key: str, edition: Edition) -> str:
    """The label of a clause not yet in its home (as :func:`bridgelaw.clauses.label`).

    Raises:
        KeyError: no such clause, or it cites nothing under ``edition``.
    """
    found = LEGACY_CLAUSES[key].label(edition)
    if found is None:
        raise KeyError(f"clause {key} cites nothing under the {edition} code")
    return found
