"""Law 69: an agreed claim or concession, and agreement withdrawn (claims.md §2.4).

* 69A  the non-claiming side agrees (2017: a side assents; 2007: a contestant assents; 1997:
       acquiesces - does not object) before it calls on a later board or the round ends: the
       board is scored as if the tricks claimed or conceded had been won or lost in play.
* 69B  within the correction period (79C) the side that agreed may withdraw its agreement to a
       trick its side had in fact already won (69B1), or one it would likely have won had play
       continued (69B2; 1997: only one that could not be lost by any normal play). The claimer
       cannot withdraw (his remedy is Law 71).

The 69B2 decision uses the Law 70 search with the right quantifier (claims.md §2.4):
2017/2007 - the claimer following his statement on his *most* successful normal line ("how play
would likely have gone"), the non-claimers defending well; 1997 - the agreeing side's *least*
successful normal line against the claimer's best play (every normal line must give it the trick).

Messages: gettext domain ``law69``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Literal

from bridgelaw.cards import Seat
from bridgelaw.clauses import Clause, Clauses, version
from bridgelaw.editions import DEFAULT_EDITION, Edition
from bridgelaw.laws.home import Messages
from bridgelaw.laws.law68 import ClaimMemory, ClaimStatus
from bridgelaw.laws.verdict import Remember, Verdict
from bridgelaw.regulations import Regulations
from bridgelaw.rulings import Outcome, Ruling
from bridgelaw.table import Table

__all__ = ["CLAUSES", "MESSAGES", "OPTIONS", "agreement_69A", "agreement_withdrawn_69B", "claim_agreed_69A",
           "claim_agreement_withdrawn_69B", "likely_tricks_69B"]

E1963, E1997, E2007, E2017 = Edition.E1963, Edition.E1997, Edition.E2007, Edition.E2017
_S = "claims.md §2.4 [V]"

#: The clauses of Law 69, with their labels by edition.
CLAUSES = Clauses(
    __name__,
    Clause("69A", "agreement (1997: acquiescence) to a claim or concession: scored as if played", (
        version(E1963, "69A", "label assumed [M]"), version(E1997, "69A", "claims.md §2.4 (1997) [M]"),
        version(E2007, "69A", "claims.md §2.4 (2007 69 quoted on blml, Nov. 2013) [V]", True),
        version(E2017, "69A", _S, True))),
    Clause("69B", "agreement withdrawn: a trick already won, or one likely (1997: sure) to be won", (
        version(E1963, "69B", "label assumed [M]"),
        version(E1997, "69B", "claims.md §2.4 (1997 69B quoted on the BBO forums, 2007) [S]"),
        version(E2007, "69B", "claims.md §2.4 (2007) [V]", True), version(E2017, "69B", _S, True))),
)
#: Law 69 leaves nothing to regulating authorities (the correction period is Law 79C's).
OPTIONS = ()

#: The messages of Law 69 (domain ``law69``).
MESSAGES = Messages("law69")
AGREEMENT_SCORED = MESSAGES(
    "The claim is agreed: the board is scored as if the claimed tricks had been won in play "
    "(Law {law}). Declarer's side's tricks: {tricks}.")
AGREEMENT_WITHDRAWN_TRICKS_BACK = MESSAGES.plural(
    "{seat}'s side withdraws its agreement within the correction period: {count} trick "
    "that it {why_msg} goes back to it (Law {law}). Declarer's side's tricks: {tricks}.",
    "{seat}'s side withdraws its agreement within the correction period: {count} tricks "
    "that it {why_msg} go back to it (Law {law}). Declarer's side's tricks: {tricks}.")
AGREEMENT_STANDS_NOTHING_BACK = MESSAGES(
    "{seat}'s side withdraws its agreement, but it agreed to lose no trick that it "
    "{why_msg}: the agreement stands (Law {law}). Declarer's side's tricks: {tricks}.")
WITHDRAWAL_TOO_LATE = MESSAGES(
    "{seat}'s side withdraws its agreement after the correction period: the agreement stands "
    "(Law {law}).")
WHY_ALREADY_WON = MESSAGES("had already won")
WHY_LIKELY_WON = MESSAGES("would likely have won")
WHY_SURE_WON = MESSAGES("could not have lost by any normal play")


def agreement_69A(table: Table, claimer: Seat, claimed: int, *, edition: Edition = DEFAULT_EDITION) -> Ruling:
    """69A: the claim (or concession) of ``claimer`` is agreed: the board is scored as if the
    ``claimed`` tricks of the remaining ones had been won (and the rest lost) in play.

    Returns:
        ``result``, law 69A, ``extra.tricks`` = declarer's side's tricks for the board.

    Raises:
        ValueError: ``claimed`` is not 0 to the tricks remaining.
    """
    from bridgelaw.laws.law68 import remaining_for_claim_68A

    remaining = remaining_for_claim_68A(table, claimer)
    if not 0 <= claimed <= remaining:
        raise ValueError(f"a claim of {claimed} tricks: only {remaining} remain")
    tricks = _declarer_tricks(table, claimer, claimed, remaining)
    law = CLAUSES.label("69A", edition)
    return Ruling(Outcome.RESULT, law, seat=claimer, message=AGREEMENT_SCORED,
                  params=MESSAGES.params(law=law, tricks=tricks),
                  extra={"tricks": tricks, "tricks_claimed": claimed})


def _declarer_tricks(table: Table, claimer: Seat, claimed: int, remaining: int) -> int:
    """Declarer's side's tricks for the board (:func:`law68.declarer_tricks_after_claim_68B`)."""
    from bridgelaw.laws.law68 import declarer_tricks_after_claim_68B

    return declarer_tricks_after_claim_68B(table, claimer, claimed, remaining)


def likely_tricks_69B(table: Table, claimer: Seat, *, quantifier: Literal["likely", "sure"],
                      statement: str | None = None,
                      lang: str | None = None, findings: Mapping[str, object] | None = None,
                      edition: Edition = DEFAULT_EDITION, regulations: Regulations | None = None,
                      budget: int | None = None) -> int:
    """The non-claiming side's tricks of the remaining ones for 69B2: ``likely`` (2007/2017) -
    against the claimer's most successful normal line following his statement, the non-claimers
    defending well; ``sure`` (1997) - on the non-claimers' own least successful normal line
    against the claimer's best play.

    Raises:
        DoubleDummyError: a hand is only partly known.
    """
    from bridgelaw.laws.law70 import ClaimFindings, ClaimPlan
    from bridgelaw.laws.law70.adjudicate import _roles, claim_position_70, claim_rules_70
    from bridgelaw.laws.law70.search import DEFAULT_BUDGET, _root_step, search_worst_70
    from bridgelaw.laws.law70.statement import statement_read_68C

    regs = regulations or Regulations()
    found = ClaimFindings.of(findings)
    root, _ = claim_position_70(table, claimer)
    if quantifier == "likely":
        plan = statement_read_68C(statement, lang, trump=table.trump) if statement else ClaimPlan()
        rules = claim_rules_70(table, claimer, plan, found, edition=edition, regulations=regs)
        roles = _roles(table, claimer)._replace(likely=True)
        root = root._replace(step=_root_step(0, root.hands, rules))
        got = search_worst_70(root, rules, roles, budget=budget or DEFAULT_BUDGET)
        return root.remaining - got.tricks
    other = claimer.lho
    rules = claim_rules_70(table, other, ClaimPlan(), replace(found, claimer_aware_of_trump=False),
                           edition=edition, regulations=regs)
    got = search_worst_70(root, rules, _roles(table, other), budget=budget or DEFAULT_BUDGET)
    return got.tricks


def agreement_withdrawn_69B(
    table: Table,
    claimer: Seat,
    claimed: int,
    withdrawer: Seat,
    *,
    within_correction_period: bool = True,
    won_already: int | None = None,
    statement: str | None = None,
    lang: str | None = None,
    findings: Mapping[str, object] | None = None,
    edition: Edition = DEFAULT_EDITION,
    regulations: Regulations | None = None,
    budget: int | None = None,
) -> Ruling:
    """69B: the non-claiming side (``withdrawer``'s) withdraws its agreement to the claim of
    ``claimed`` tricks made on ``table`` by ``claimer``.

    Args:
        won_already: the tricks the withdrawing side had in fact won before the claim, when the
            record shows more than the agreement counted (69B1); None: as the table says.
        within_correction_period: the withdrawal came within the correction period (79C).
        statement, lang, findings, edition, regulations, budget: as for Law 70.

    Returns:
        ``adjusted``, law 69B, ``extra.tricks`` (declarer's side, board) and
        ``extra.restored`` when a trick goes back: one it had already won (69B1), or one it
        would likely have won (2017/2007) / could not have lost by any normal play (1997)
        (69B2). ``not_played`` when nothing is restored or the correction period is over.

    Raises:
        ValueError: the withdrawer is on the claimer's side (he cannot withdraw: Law 71), or
            ``claimed`` is not 0 to the tricks remaining.
        DoubleDummyError: a hand is only partly known.
    """
    from bridgelaw.laws.law68 import remaining_for_claim_68A

    if withdrawer.same_side(claimer):
        raise ValueError(f"{withdrawer.letter} is on the claimer's side: only the side that agreed "
                          "may withdraw "
                         "its agreement (69B); the claimer's remedy is Law 71")
    remaining = remaining_for_claim_68A(table, claimer)
    if not 0 <= claimed <= remaining:
        raise ValueError(f"a claim of {claimed} tricks: only {remaining} remain")
    law = CLAUSES.label("69B", edition)
    agreed = _declarer_tricks(table, claimer, claimed, remaining)
    params = {"seat": withdrawer, "law": law}
    if not within_correction_period:
        return Ruling(Outcome.NOT_PLAYED, law, seat=withdrawer, message=WITHDRAWAL_TOO_LATE,
                      params=MESSAGES.params(**params),
                      extra={"tricks": agreed, "restored": 0})
    theirs = remaining - claimed
    before = table.tricks_won_by(withdrawer)
    restored, why = 0, WHY_ALREADY_WON
    if won_already is not None and won_already > before:
        restored = won_already - before
    else:
        quantifier: Literal["likely", "sure"] = "likely" if edition >= E2007 else "sure"
        would = likely_tricks_69B(table, claimer, quantifier=quantifier, statement=statement, lang=lang,
                                  findings=findings, edition=edition, regulations=regulations, budget=budget)
        restored, why = max(0, would - theirs), (WHY_LIKELY_WON if quantifier == "likely" else WHY_SURE_WON)
    sign = -1 if withdrawer.same_side(table.declarer) else 1
    tricks = agreed - sign * restored
    message = AGREEMENT_WITHDRAWN_TRICKS_BACK if restored else AGREEMENT_STANDS_NOTHING_BACK
    outcome = Outcome.ADJUSTED if restored else Outcome.NOT_PLAYED
    return Ruling(outcome, law, seat=withdrawer, message=message,
                  params=MESSAGES.params(**params, restored=restored, count=restored, tricks=tricks,
                                         why_msg=why),
                  extra={"tricks": tricks, "restored": restored})


# --------------------------------------------------------------------------- at the table


def claim_agreed_69A(memory: ClaimMemory | None, table: Table, seat: Seat, *,
                     edition: Edition = DEFAULT_EDITION) -> Verdict:
    """69A: ``seat``, an opponent of the claimer, agrees to the claim or concession (``agree``
    event, claims.md §1): the ``result`` ruling (declarer's side's tricks for the board, as if
    the claimed tricks were won in play); when ``seat``'s side has a revoke not yet established,
    2007/1997 establish it now (63A3: "agrees to" / "acquiesces in"; 2017: at the end of the
    board, once the agreement stands, 63A4). A second opponent's agreement gives the same result.

    Raises:
        ClaimActError: no claim is open or agreed, ``seat`` is on the claimer's side (he may
            dispute, 68D2), or the claim was adjudicated (the director's ``decide`` amends it).
    """
    from bridgelaw.errors import ClaimActError
    from bridgelaw.laws import law63

    if memory is None or memory.status is ClaimStatus.VOID:
        raise ClaimActError(f"{seat.letter} cannot agree: no claim or concession is open", seat=seat)
    if seat.same_side(memory.claimer):
        raise ClaimActError(
            f"{seat.letter} cannot agree to his own side's claim: the opponents agree (69A); a partner "
            "who doubts it disputes (68D2)", seat=seat)
    if memory.status is ClaimStatus.ADJUDICATED:
        raise ClaimActError(f"{seat.letter} cannot agree: the claim has been adjudicated (Law 70); "
                            "the director's decide amends it", seat=seat)
    ruling = agreement_69A(table, memory.claimer, memory.claimed, edition=edition)
    revokes = law63.established_by_claim_63A(table, seat, law63.ClaimRevokeAct.AGREES, edition=edition)
    agreed = memory.agreed_by if seat in memory.agreed_by else (*memory.agreed_by, seat)
    new = replace(memory, status=ClaimStatus.AGREED, agreed_by=agreed, awarded=memory.claimed)
    return Verdict((ruling, *revokes), (Remember(new),))


def claim_agreement_withdrawn_69B(memory: ClaimMemory | None, table: Table, seat: Seat, *,
                                  findings: Mapping[str, object] | None = None,
                                  edition: Edition = DEFAULT_EDITION,
                                  regulations: Regulations | None = None) -> Verdict:
    """69B: ``seat``'s side withdraws the agreement it gave (``withdraw_agreement`` event, within
    the correction period): :func:`agreement_withdrawn_69B` on the claim position; a trick
    restored goes to the withdrawing side in the memory's settlement.

    Raises:
        ClaimActError: no agreed claim, or ``seat``'s side did not agree to it.
        DoubleDummyError: a hand of the claim position is only partly known.
    """
    from bridgelaw.errors import ClaimActError

    if memory is None or memory.status is not ClaimStatus.AGREED or memory.awarded is None:
        raise ClaimActError(f"{seat.letter} cannot withdraw an agreement: no claim was agreed (69A)",
                            seat=seat)
    if seat.same_side(memory.claimer) or not any(a.same_side(seat) for a in memory.agreed_by):
        raise ClaimActError(f"{seat.letter} cannot withdraw an agreement his side did not give: only "
                            "the side that agreed may withdraw it (69B; the claimer's remedy is 71)",
                            seat=seat)
    ruling = agreement_withdrawn_69B(table, memory.claimer, memory.awarded, seat, statement=memory.statement,
                                     lang=memory.lang, findings=findings, edition=edition,
                                     regulations=regulations)
    restored = int(ruling.extra.get("restored", 0))
    kept = replace(memory, awarded=max(0, memory.awarded - restored))
    return Verdict((ruling,), (Remember(kept),))
