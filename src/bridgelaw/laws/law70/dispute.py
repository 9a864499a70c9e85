"""Law 70 at the table: a claim or concession disputed (``dispute``, claims.md §1) and the
director's own decision (``decide``), on Law 68's memory of the claim
(:class:`bridgelaw.laws.law68.ClaimMemory`).

* A defender's concession his partner objects to at once is no concession (68B2); the
  non-claimers asking to play on with all four agreeing makes the claim void (68D2(b), 2017,
  finding ``continue_play``): play goes on.
* Any other doubt - an opponent's, or the claimer's own side's (dummy included, 68D2) - is
  adjudicated (:func:`~bridgelaw.laws.law70.adjudicate.claim_adjudicated_70`): the ``adjudicated``
  ruling with declarer's side's tricks for the board, the losing line in words and the
  double-dummy tricks. A position whose hands are not all known is left to the director
  (``director`` 70A, ``needs: hands``).
* What the table is told meanwhile: the engine's adjudication is the director's proposal, not his
  ruling, and its losing line names where the defenders' cards are; a player hears only that the
  claim is disputed and the director decides (:func:`adjudication_told_at_table_70`).
* ``decide``: the director's own number of tricks (declarer's side, whole board) overrides the
  proposal (``adjudicated`` 70).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from bridgelaw.cards import Seat
from bridgelaw.editions import DEFAULT_EDITION, Edition
from bridgelaw.errors import ClaimActError
from bridgelaw.laws import law68
from bridgelaw.laws.law68 import ClaimMemory, ClaimStatus
from bridgelaw.laws.law70 import CLAUSES
from bridgelaw.laws.verdict import Remember, Verdict
from bridgelaw.regulations import Regulations
from bridgelaw.rulings import Outcome, Ruling
from bridgelaw.table import Table

__all__ = ["adjudication_told_at_table_70", "claim_decided_70", "claim_disputed_70"]


def _open(memory: ClaimMemory | None, seat: Seat, what: str) -> ClaimMemory:
    if memory is None or memory.status is ClaimStatus.VOID:
        raise ClaimActError(f"{seat.letter} cannot {what}: no claim or concession is open", seat=seat)
    return memory


def claim_disputed_70(memory: ClaimMemory | None, table: Table, seat: Seat, *, event: int,
                      findings: Mapping[str, object] | None = None, lang: str = "en",
                      edition: Edition = DEFAULT_EDITION,
                      regulations: Regulations | None = None) -> Verdict:
    """68B2, 68D2, 70: ``seat`` disputes the claim or concession of ``memory`` (``dispute``
    event at index ``event``; ``table`` is the claim position).

    Returns:
        68B2 ``allowed`` (a defender's concession his partner objected to at once - the event
        right after it -: no concession, play goes on, the memory void); 68D2(b) ``allowed``
        (2017, finding ``continue_play``: the claim void, play goes on); otherwise the
        ``adjudicated`` ruling of Law 70 (``extra.tricks``: declarer's side's tricks for the
        board, ``extra.line``, ``extra.double_dummy``) and the memory settled by it; ``director``
        70A ``needs: hands`` when a hand of the position is only partly known.

    Raises:
        ClaimActError: no claim is open, ``seat`` is the claimer, or it was adjudicated already
            (the director's ``decide`` amends it).
    """
    from bridgelaw.double_dummy import DoubleDummyError
    from bridgelaw.laws.law70.adjudicate import claim_adjudicated_70
    from bridgelaw.laws.law70.words import HANDS_NOT_KNOWN, MESSAGES, adjudicated_70

    m = _open(memory, seat, "dispute")
    if seat == m.claimer:
        raise ClaimActError(f"{seat.letter} cannot dispute his own claim: he may amend it (a new claim) "
                            "until it is agreed; the opponents or his partner dispute", seat=seat)
    if m.status is ClaimStatus.ADJUDICATED:
        raise ClaimActError(f"{seat.letter} cannot dispute: the claim has been adjudicated (Law 70); the "
                            "director's decide amends it", seat=seat)
    found = dict(findings or {})
    void = replace(m, status=ClaimStatus.VOID, disputed_by=seat)
    if m.concession:
        objected = law68.concession_objected_68B2(m.claimer, seat, at_once=event == m.event + 1,
                                                  declarer=table.declarer, edition=edition)
        if objected is not None:
            return Verdict((objected,), (Remember(void),))
    if found.get("continue_play") is True and not seat.same_side(m.claimer):
        ruling = law68.play_continues_68D2b(seat, edition=edition)
        if ruling is not None:
            return Verdict((ruling,), (Remember(void),))
    try:
        adj = claim_adjudicated_70(table, m.claimer, m.claimed, statement=m.statement, lang=m.lang,
                                   findings=found, edition=edition, regulations=regulations, disputed_by=seat)
    except DoubleDummyError:
        law = CLAUSES.label("70A", edition)
        ruling = Ruling(Outcome.DIRECTOR, law, seat=seat, needs="hands", message=HANDS_NOT_KNOWN,
                        params=MESSAGES.params(seat=seat, claimer=m.claimer, law=law),
                        flags=("summon_director",))
        return Verdict((ruling,), (Remember(replace(m, disputed_by=seat)),))
    share = law68.claimer_share_68B(table, m.claimer, m.remaining, adj.declarer_tricks)
    settled = replace(m, status=ClaimStatus.ADJUDICATED, disputed_by=seat, awarded=share)
    return Verdict((adjudicated_70(adj, lang=lang),), (Remember(settled),))


def claim_decided_70(memory: ClaimMemory | None, table: Table, tricks: int, *, seat: Seat | None = None,
                     lang: str = "en", edition: Edition = DEFAULT_EDITION) -> Verdict:
    """70: the director's own decision on the claim of ``memory`` (``decide: {tricks: N}``):
    ``tricks`` is declarer's side's total for the board; ``adjudicated`` 70, the memory settled
    with it (it overrides a proposal, an agreement or an earlier decision).

    Raises:
        ClaimActError: no claim is open, or ``tricks`` is not a total the position allows (the
            tricks declarer's side has already won, up to that plus the remaining ones).
    """
    from bridgelaw.laws.law70.words import director_decides_70

    m = _open(memory, seat if seat is not None else table.declarer, "decide")
    low = law68.declarer_tricks_after_claim_68B(table, table.declarer, 0, m.remaining)
    high = low + m.remaining
    if not low <= tricks <= high:
        raise ClaimActError(f"the director's decision gives declarer's side {tricks} tricks: with "
                            f"{low} already won and {m.remaining} remaining it is {low} to {high}")
    ruling = director_decides_70(tricks, seat=m.claimer, law=CLAUSES.label("70", edition), lang=lang)
    share = law68.claimer_share_68B(table, m.claimer, m.remaining, tricks)
    decided = replace(m, status=ClaimStatus.ADJUDICATED, awarded=share, decided=True)
    return Verdict((ruling,), (Remember(decided),))


def adjudication_told_at_table_70(ruling: Ruling, disputed_by: Seat | None, *,
                                  edition: Edition = DEFAULT_EDITION) -> Ruling:
    """What a player at the table is told of ``ruling``, the engine's ``adjudicated`` ruling of a
    disputed claim, while the director has not decided (68D2(a): the director is summoned and
    nothing is done until he comes; Law 70: he adjudicates). The engine's adjudication is his
    proposal, not his ruling; its losing line ("W wins a trick with ♣K") and ``line_cards`` say
    where the unseen cards are, which no player may learn before the hands are faced. The table
    hears: ``director`` 68D2(a) (2007, 1997: 68D), "``disputed_by`` disputes the claimer's claim:
    the director is summoned and decides it" - no tricks, no line, no needs. Any other ruling
    (the director's own ``decide`` included) is returned unchanged. Raises nothing."""
    from bridgelaw.laws.law70.words import DIRECTOR_DECIDES, DISPUTED_TOLD, MESSAGES

    if (ruling.outcome is not Outcome.ADJUDICATED or ruling.message == DIRECTOR_DECIDES
            or ruling.seat is None or disputed_by is None):
        return ruling
    law = law68.CLAUSES.label("68D2(a)", edition)
    return Ruling(Outcome.DIRECTOR, law, seat=ruling.seat, event=ruling.event, message=DISPUTED_TOLD,
                  params=MESSAGES.params(seat=disputed_by, claimer=ruling.seat, law=law),
                  flags=("summon_director",), extra={"disputed": True})
