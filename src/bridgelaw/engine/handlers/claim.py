"""The handler of the acts about a claim or concession (claims.md §1): ``claim`` and ``concede``
(68A/68B, 48B), ``agree`` (69A), ``dispute`` (68B2, 68D2(b), 70), ``withdraw_agreement`` (69B),
``withdraw_concession`` (71) and the director's ``decide`` (70). Each is one function of the
home of its Law on Law 68's memory of the claim (:class:`~bridgelaw.laws.law68.ClaimMemory`,
``recall``), whose verdict keeps the memory anew (``Remember``); no card moves here.

While a claim is not void, play has ceased (68D): :func:`ceased` refuses an act of play
(``PlayCeasedError``) unless the finding ``continue_play`` makes the claim void (68D2(b), 2017)
- then its ruling comes first and the act is ruled as usual. The Law 70 search (and endplay's
double-dummy solver) is imported only when a claim is disputed.
"""

from __future__ import annotations

from bridgelaw.engine.state import Act
from bridgelaw.engine.work import Work
from bridgelaw.errors import PlayCeasedError
from bridgelaw.laws import law68
from bridgelaw.laws.law68 import ClaimMemory
from bridgelaw.record import KINDS, EventKind
from bridgelaw.rulings import Ruling

__all__ = ["CLAIM_KINDS", "ceased", "handle", "play_has_ceased"]

#: The event kinds this handler rules.
CLAIM_KINDS = frozenset({EventKind.CLAIM, EventKind.CONCEDE, EventKind.AGREE, EventKind.DISPUTE,
                         EventKind.WITHDRAW_AGREEMENT, EventKind.WITHDRAW_CONCESSION, EventKind.DECIDE})

#: The findings of a contested claim (claims.md §1) passed to Law 70.
_CLAIM_FINDINGS = ("claimer_aware_of_trump", "claim_line_normal", "continue_play")


def play_has_ceased(w: Work) -> bool:
    """Whether a claim or concession that is not void stands on the table (68D). Raises nothing."""
    kept = w.recall(ClaimMemory)
    return kept is not None and kept.play_ceased


def _is_play(kind: EventKind) -> bool:
    """An act of play 68D stops: anything but the claim's own acts, dummy's acts of Laws 42-43
    (dummy may call the director once play has ceased), a ``quit``, a ``call`` of the director
    (68D: a doubt or dispute summons him) and the director's ``finding``."""
    return kind not in CLAIM_KINDS and KINDS[kind].value != "act" and kind not in _NOT_PLAY


#: The events 68D does not stop besides the claim's and dummy's own acts.
_NOT_PLAY = (EventKind.QUIT, EventKind.CALL, EventKind.FINDING)


def ceased(w: Work, a: Act) -> list[Ruling]:
    """68D: an act of play after a claim or concession that is not void. ``[]`` when play goes
    on; with the finding ``continue_play`` (2017) the claim is made void first (68D2(b)) and its
    ruling returned, the act then ruled as usual.

    Raises:
        PlayCeasedError: play has ceased (68D) and no finding lets it continue.
    """
    kept = w.recall(ClaimMemory)
    if kept is None or not kept.play_ceased or not _is_play(a.event.kind):
        return []
    if a.findings.get("continue_play") is not True:
        raise PlayCeasedError(law68.play_after_claim_refused_68D(kept, a.event.by, edition=w.edition),
                              seat=a.event.by)
    return w.carry_out(law68.play_continues_68D(kept, a.event.by, edition=w.edition))


def handle(w: Work, a: Act) -> list[Ruling]:
    """Rule on a claim act ``a.event`` and keep Law 68's memory of the claim.

    Raises:
        ClaimActError: the act does not fit the claim as it stands (nothing to agree to, more
            tricks than remain, an agreement by the claimer's own side ...); the state is unchanged.
        DoubleDummyError: (69B, 71) a hand of the claim position is only partly known.
    """
    e, t, kept = a.event, w.table, w.recall(ClaimMemory)
    kind = e.kind
    if kind in (EventKind.CLAIM, EventKind.CONCEDE):
        assert e.text is not None
        return w.carry_out(law68.claim_at_table_68(
            t, e.by, e.text, concession=kind is EventKind.CONCEDE, event=w.index, before=kept,
            faced=bool(e.faced), statement=e.statement, lang=e.lang, edition=w.edition))
    if kind is EventKind.AGREE:
        from bridgelaw.laws import law69

        return w.carry_out(law69.claim_agreed_69A(kept, t, e.by, edition=w.edition))
    findings = {name: a.findings.get(name) for name in _CLAIM_FINDINGS}
    if kind is EventKind.DISPUTE:
        from bridgelaw.laws.law70.dispute import claim_disputed_70

        return w.carry_out(claim_disputed_70(kept, t, e.by, event=w.index, findings=findings,
                                             edition=w.edition, regulations=w.regulations))
    if kind is EventKind.WITHDRAW_AGREEMENT:
        from bridgelaw.laws import law69

        return w.carry_out(law69.claim_agreement_withdrawn_69B(kept, t, e.by, findings=findings,
                                                               edition=w.edition, regulations=w.regulations))
    if kind is EventKind.WITHDRAW_CONCESSION:
        from bridgelaw.laws import law71

        return w.carry_out(law71.claim_concession_withdrawn_71(kept, t, e.by, edition=w.edition,
                                                               regulations=w.regulations))
    assert kind is EventKind.DECIDE and e.text is not None
    from bridgelaw.laws.law70.dispute import claim_decided_70

    return w.carry_out(claim_decided_70(kept, t, int(e.text), seat=e.by, edition=w.edition))
