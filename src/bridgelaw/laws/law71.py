"""Law 71: a concession cancelled (claims.md §2.6).

A concession stands once made, but within the correction period (79C) the director cancels it
when the player conceded a trick his side had in fact already won (2017 71A; 2007 71.1; 1997
71A [S]), or a trick that could not be lost by any normal play of the remaining cards (2017 71B;
2007 71.2; 1997 71C [S]: one national 1997 text; claims.md accepts any 71 sub-label for 1997).
The board is rescored with the trick given to his side. A trick that *could* be lost by normal
(even careless) play stays conceded. 71 is the conceder's remedy; 69B is the agreeing side's.

"Could not be lost by any normal play" is the Law 70 search with the conceder's side as the
claimer: its least successful normal line (careless order allowed, a trump it may have forgotten
included) against the opponents' best play.

Messages: gettext domain ``law71``.
"""

from __future__ import annotations

from dataclasses import replace

from bridgelaw.cards import Seat
from bridgelaw.clauses import Clause, Clauses, version
from bridgelaw.editions import DEFAULT_EDITION, Edition
from bridgelaw.laws.home import Messages
from bridgelaw.laws.law68 import ClaimMemory, ClaimStatus
from bridgelaw.laws.verdict import Remember, Verdict
from bridgelaw.regulations import Regulations
from bridgelaw.rulings import Outcome, Ruling
from bridgelaw.table import Table

__all__ = ["CLAUSES", "MESSAGES", "OPTIONS", "claim_concession_withdrawn_71", "concession_cancelled_71",
           "sure_tricks_71"]

E1963, E1997, E2007, E2017 = Edition.E1963, Edition.E1997, Edition.E2007, Edition.E2017
_S17 = "claims.md §2.6 (2017 71A/71B: laws.hellasbridge.org, bridgeditalia.it) [V]"
_S07 = "claims.md §2.6 (2007 71.1/71.2: ACBL club directors' page, 2008 text) [V]"
_S97 = "claims.md §2.6 (1997: one national text cites the normal-play ground as 71C) [S]"

#: The clauses of Law 71, with their labels by edition.
CLAUSES = Clauses(
    __name__,
    Clause("71A", "a concession cancelled: a trick the side had already won", (
        version(E1963, "71A", "label assumed from the 1997 code [M]"), version(E1997, "71A", _S97),
        version(E2007, "71.1", _S07, True), version(E2017, "71A", _S17, True))),
    Clause("71B", "a concession cancelled: a trick that could not be lost by any normal play", (
        version(E1963, "71C", "label assumed from the 1997 code [M]"), version(E1997, "71C", _S97),
        version(E2007, "71.2", _S07, True), version(E2017, "71B", _S17, True))),
)
#: Law 71 leaves nothing to regulating authorities (the correction period is Law 79C's).
OPTIONS = ()

#: The messages of Law 71 (domain ``law71``).
MESSAGES = Messages("law71")
CONCESSION_CANCELLED_ALREADY_WON = MESSAGES.plural(
    "{seat} conceded {count} trick his side had already won: the concession is cancelled for it "
    "(Law {law}). Declarer's side's tricks: {tricks}.",
    "{seat} conceded {count} tricks his side had already won: the concession is cancelled for them "
    "(Law {law}). Declarer's side's tricks: {tricks}.")
CONCESSION_CANCELLED_NOT_LOSABLE = MESSAGES.plural(
    "{seat} conceded {count} trick that no normal play of the remaining cards could lose: the "
    "concession is cancelled for it (Law {law}). Declarer's side's tricks: {tricks}.",
    "{seat} conceded {count} tricks that no normal play of the remaining cards could lose: the "
    "concession is cancelled for them (Law {law}). Declarer's side's tricks: {tricks}.")
CONCESSION_STANDS = MESSAGES(
    "{seat}'s concession stands: every trick conceded could be lost by normal play, "
    "careless or "
    "inferior play included (Law {law}). Declarer's side's tricks: {tricks}.")
CONCESSION_STANDS_TOO_LATE = MESSAGES(
    "{seat}'s concession stands: the correction period is over (Law {law}).")


def sure_tricks_71(table: Table, conceder: Seat, *, statement: str | None = None, lang: str | None = None,
                   edition: Edition = DEFAULT_EDITION, regulations: Regulations | None = None,
                   budget: int | None = None) -> int:
    """The conceder's side's tricks of the remaining ones on its least successful normal line
    (careless or inferior play, a forgotten trump included; the line he stated, if any, followed
    where it is normal) against the opponents' best play: the tricks no normal play could lose
    (71B).

    Raises:
        DoubleDummyError: a hand is only partly known.
        LexiconError: ``lang`` has no statement lexicon.
    """
    from bridgelaw.laws.law70 import ClaimFindings, ClaimPlan
    from bridgelaw.laws.law70.adjudicate import _roles, claim_position_70, claim_rules_70
    from bridgelaw.laws.law70.search import DEFAULT_BUDGET, _root_step, search_worst_70
    from bridgelaw.laws.law70.statement import statement_read_68C

    root, _ = claim_position_70(table, conceder)
    plan = statement_read_68C(statement, lang, trump=table.trump) if statement else ClaimPlan()
    rules = claim_rules_70(table, conceder, plan, ClaimFindings(claimer_aware_of_trump=False),
                           edition=edition, regulations=regulations or Regulations())
    root = root._replace(step=_root_step(0, root.hands, rules))
    return search_worst_70(root, rules, _roles(table, conceder), budget=budget or DEFAULT_BUDGET).tricks


def concession_cancelled_71(
    table: Table,
    conceder: Seat,
    conceded: int,
    *,
    within_correction_period: bool = True,
    won_already: int | None = None,
    statement: str | None = None,
    lang: str | None = None,
    edition: Edition = DEFAULT_EDITION,
    regulations: Regulations | None = None,
    budget: int | None = None,
) -> Ruling:
    """71: the conceder's side asks to cancel a concession of ``conceded`` of the remaining
    tricks made on ``table`` by ``conceder``.

    Args:
        within_correction_period: the request came within the correction period (79C).
        won_already: the tricks the conceder's side had in fact won before the concession when
            the record shows more than the concession counted (71A); None: as the table says.
        statement, lang: the line the conceder stated with his claim or concession (followed
            where it is normal), and its language.
        edition, regulations, budget: as for Law 70.

    Returns:
        ``adjusted``, law 71A (a trick already won) or 71B (tricks no normal play could lose),
        ``extra.tricks`` (declarer's side, board), ``extra.restored``; ``not_played`` 71B when the
        concession stands (every conceded trick could be lost by normal play), or when the
        correction period is over.

    Raises:
        ValueError: ``conceded`` is not 0 to the tricks remaining.
        DoubleDummyError: a hand is only partly known.
    """
    from bridgelaw.laws.law68 import declarer_tricks_after_claim_68B, remaining_for_claim_68A

    remaining = remaining_for_claim_68A(table, conceder)
    if not 0 <= conceded <= remaining:
        raise ValueError(f"a concession of {conceded} tricks: only {remaining} remain")
    kept = remaining - conceded
    agreed = declarer_tricks_after_claim_68B(table, conceder, kept, remaining)
    sign = 1 if conceder.same_side(table.declarer) else -1
    if not within_correction_period:
        law = CLAUSES.label("71B", edition)
        return Ruling(Outcome.NOT_PLAYED, law, seat=conceder, message=CONCESSION_STANDS_TOO_LATE,
                      params=MESSAGES.params(seat=conceder, law=law), extra={"tricks": agreed, "restored": 0})
    before = table.tricks_won_by(conceder)
    if won_already is not None and won_already > before:
        law = CLAUSES.label("71A", edition)
        restored = won_already - before
        message = CONCESSION_CANCELLED_ALREADY_WON
    else:
        law = CLAUSES.label("71B", edition)
        sure = sure_tricks_71(table, conceder, statement=statement, lang=lang, edition=edition,
                              regulations=regulations, budget=budget)
        restored = max(0, min(sure, remaining) - kept)
        message = CONCESSION_CANCELLED_NOT_LOSABLE if restored else CONCESSION_STANDS
    tricks = agreed + sign * restored
    return Ruling(Outcome.ADJUSTED if restored else Outcome.NOT_PLAYED, law, seat=conceder, message=message,
                  params=MESSAGES.params(seat=conceder, restored=restored, count=restored, tricks=tricks,
                                         law=law),
                  extra={"tricks": tricks, "restored": restored})


def claim_concession_withdrawn_71(memory: ClaimMemory | None, table: Table, seat: Seat, *,
                                  edition: Edition = DEFAULT_EDITION,
                                  regulations: Regulations | None = None) -> Verdict:
    """71: the conceder's side asks, within the correction period, to cancel the concession the
    opponents agreed to (``withdraw_concession`` event, an addition to claims.md §1): the tricks
    conceded that no normal play could lose go back (71B; 71A a trick already won),
    :func:`concession_cancelled_71` on the claim position; the memory's settlement follows.

    Raises:
        ClaimActError: no agreed claim or concession, or ``seat`` is not on the conceder's side
            (the agreeing side's remedy is 69B).
        DoubleDummyError: a hand of the claim position is only partly known.
    """
    from bridgelaw.errors import ClaimActError

    if memory is None or memory.status is not ClaimStatus.AGREED or memory.awarded is None:
        raise ClaimActError(f"{seat.letter} cannot withdraw a concession: no claim or concession was "
                            "agreed (69A)", seat=seat)
    if not seat.same_side(memory.claimer):
        raise ClaimActError(f"{seat.letter} cannot withdraw the opponents' concession: the conceding side "
                            "asks (71); an agreeing side withdraws its agreement (69B)", seat=seat)
    conceded = memory.remaining - memory.awarded
    ruling = concession_cancelled_71(table, memory.claimer, conceded, statement=memory.statement,
                                     lang=memory.lang, edition=edition, regulations=regulations)
    restored = int(ruling.extra.get("restored", 0))
    kept = replace(memory, awarded=min(memory.remaining, memory.awarded + restored))
    return Verdict((ruling,), (Remember(kept),))
