"""Law 47: retraction of a played card.

A card once played may be withdrawn only for one of the reasons of Law 47
(:class:`RetractionReason`); otherwise it stands (47F2 in 2007/2017, 47F in 1997).
:func:`withdrawal_47` answers "may this played card go back to the hand?" with a
:class:`~bridgelaw.rulings.Ruling`: ``withdrawn`` citing the clause, or a refusal (the card
stands) citing 47F/47F2 or 47E2(b), with the reason in words.

Edition differences (laws.md §2, checked against the 2007 Norwegian and 2017 English texts):

==========  ==========================  ============================  ==========================
clause      1997                        2007                          2017
==========  ==========================  ============================  ==========================
47A         "to comply with a penalty"  "in course of rectification"  = 2007
47C, 47D    "without penalty"           "without further rectific."   = 2007
47E1        a *lead* out of turn only;  lead *or play*; LHO may not   = 2007 + "Law 63A1 does
            LHO "should not accept"     accept                        not apply"
47E2(a)     no later card "to that      = 1997                        no card subsequently
            trick"                                                    played (anywhere)
47E2(a) 2   -                           opening lead not retractable  = 2007
                                        once dummy has faced a card
47F1        - (1997 Law 53C itself)     "as Law 53 provides"          "as Law 53B provides"
refusal     47F                         47F2                          47F2
16C/16D     16C                         16D                           16C
==========  ==========================  ============================  ==========================

Codes before 1997 are read with the 1997 text (not available to the project); the ruling then
carries the flag ``edition_read_as_1997``.

Each ruling's ``message`` is a stable English template filled from ``params``
(``params["domain"] == "play"``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum

from bridgelaw.cards import Card, Seat
from bridgelaw.clauses import SOURCE_2007_M, SOURCE_OLD, Clause, Clauses, same, version
from bridgelaw.editions import Edition
from bridgelaw.laws.home import Messages
from bridgelaw.laws.law16 import O_16C_45C4B, info_tags_16C, withdrawal_label_16, withdrawn_info_label_16
from bridgelaw.laws.verdict import Memory, Remember, Verdict, WithdrawalAfter, Withdrawn, WithdrawOffer
from bridgelaw.regulations import Option, Regulations
from bridgelaw.rulings import Outcome, Ruling
from bridgelaw.table import Table

__all__ = [
    "CLAUSES",
    "MESSAGES",
    "OPTIONS",
    "RetractionReason",
    "TurnStatement",
    "cards_played_after_47E2",
    "changed_designation_label_47C",
    "misinformed_turn_label_47E1",
    "opponent_changed_label_47D",
    "refusal_label_47F",
    "withdrawal_47",
    "withdrawal_offered_47D",
    "withdrawn_card_information_16C",
]


E1963, E1975, E1987, E1997, E2007, E2017 = (
    Edition.E1963, Edition.E1975, Edition.E1987, Edition.E1997, Edition.E2007, Edition.E2017
)
_FROM_THE_CHANGE = "the right comes from the change itself (45C4(b)) [M]"

#: Law 47 leaves no option to regulating authorities.
OPTIONS: tuple[Option, ...] = ()

#: Law 47's clauses and their labels by code (laws.md §1.7).
CLAUSES = Clauses(
    __name__,
    Clause("47A", "retraction to correct an illegal play", same("47A")),
    Clause("47B", "retraction to correct an unestablished revoke", same("47B")),
    Clause("47C", "retraction to change a designation as 45C4(b) permits", (
        version(E1963, None, "laws.md §2: no such sub-clause before 2007; the card goes back under "
                "45C4(b) [M]", provided=False),
        version(E2007, "47C", SOURCE_2007_M),
        version(E2017, "47C", "laws.md §1.7 [V]", True))),
    Clause("47D", "an opponent withdraws his card after a changed designation", (
        version(E1963, None, "the right comes from the change itself (45(d)/45C4(b)) [M]", provided=False),
        version(E1975, None, _FROM_THE_CHANGE, provided=False),
        version(E1987, None, _FROM_THE_CHANGE, provided=False),
        version(E1997, "47E", "seed 002 (Swedish 1997 45C4(b): 'se lag 47E')", True),
        version(E2007, "47D", "seed 002 (Russian 2007 Law 45)", True),
        version(E2017, "47D", "laws.md §1.7 [V]", True))),
    Clause("47E1", "retraction after an opponent's statement that it was one's turn", (
        version(E1963, "47E", SOURCE_OLD),
        version(E2007, "47E1", SOURCE_2007_M),
        version(E2017, "47E1", "laws.md §1.7 [V]", True))),
    Clause("47E2", "retraction after a mistaken explanation", (
        version(E1963, "47E", SOURCE_OLD),
        version(E2007, "47E2", SOURCE_2007_M),
        version(E2017, "47E2", "laws.md §1.7 [V]", True))),
    Clause("47F2", "no other retraction", (
        version(E1963, "47F", SOURCE_OLD),
        version(E2007, "47F2", SOURCE_2007_M),
        version(E2017, "47F2", "laws.md §1.7 [V]", True))),
)


class RetractionReason(StrEnum):
    """Why a played card is to be withdrawn: the cases of Law 47 (2017 lettering).

    The value is the 2017 clause.
    """

    #: 47A: a rectification of an irregularity requires it (1997: "to comply with a penalty").
    RECTIFICATION = "47A"
    #: 47B: to correct an illegal play (for simultaneous plays see Law 58).
    ILLEGAL_PLAY = "47B"
    #: 47C: declarer's designation of dummy's card changed as Law 45C4(b) permits.
    CHANGED_DESIGNATION = "47C"
    #: 47D: an opponent changed his play; the card may be withdrawn and another substituted.
    OPPONENT_CHANGED = "47D"
    #: 47E1: the player was told by an opponent, wrongly, that it was his turn.
    MISINFORMED_TURN = "47E1"
    #: 47E2(a): played because of an opponent's mistaken explanation, before the correction.
    MISEXPLANATION = "47E2(a)"
    #: 47F1: as Law 53B provides (cards played in error to an irregular lead).
    LAW_53B = "47F1"


#: The messages of this module: gettext domain ``play`` (``locale/<lang>/LC_MESSAGES/play.po``).
MESSAGES = Messages("play")


_params = MESSAGES.params


# ----------------------------------------------------------------- messages

MAY_NOT_SUBSTITUTE = MESSAGES(
    '{seat} may not withdraw {played_card} and play {card} instead: {why_msg}; {played_card} '
    'stays played (Law {law}).')
MAY_NOT_WITHDRAW = MESSAGES('{seat} may not withdraw {card}: {why_msg}. The card stays played (Law {law}).')
WHY_ONLY_AS_LAW_47 = MESSAGES('a card once played may be withdrawn only as Law 47 allows')
WHY_RECTIFICATION = MESSAGES('a rectification requires it')
WHY_COMPLY_WITH_PENALTY = MESSAGES('it is withdrawn to comply with a penalty')
WHY_ILLEGAL_PLAY = MESSAGES('it was an illegal play and is being corrected')
WHY_ONLY_DECLARERS_DUMMY_DESIGNATION = MESSAGES(
    "only declarer's designation of a card from dummy can be changed under Law 45C4(b)")
WHY_DESIGNATION_CHANGED = MESSAGES('declarer changed his designation as Law 45C4(b) permits')
WHY_OPPONENT_CHANGED = MESSAGES('an opponent changed his play; another card may be substituted')
WHY_ONLY_OPPONENTS_STATEMENT = MESSAGES(
    "only an opponent's statement that it was his turn allows a retraction (Law 47E1); his "
    "partner's does not")
WHY_1997_LEAD_ONLY = MESSAGES('in the 1997 code Law 47E covers only a lead out of turn, not a play')
WHY_TOLD_TURN_WRONGLY = MESSAGES('an opponent told him, wrongly, that it was his turn')
WHY_OPENING_LEAD_AFTER_DUMMY_FACED = MESSAGES(
    'an opening lead may not be retracted after dummy has faced a card')
WHY_TOO_LATE_CARD_PLAYED = MESSAGES(
    'a card was played after it, so it is too late to change it; the Director may adjust the score')
WHY_TOO_LATE_CARD_PLAYED_TO_TRICK = MESSAGES(
    'a card was played after it to that trick, so it is too late to change it; the Director '
    'may adjust the score')
WHY_MISEXPLANATION = MESSAGES(
    "he played it because of an opponent's mistaken explanation, before it was corrected")
WHY_IRREGULAR_LEAD_53C = MESSAGES(
    'it was played in error to an irregular lead and the proper lead was then made (Law 53C)')
WHY_IRREGULAR_LEAD_53B = MESSAGES(
    'it was played in error to an irregular lead and the proper lead was then made (Law 53B)')
WHY_IRREGULAR_LEAD_53 = MESSAGES(
    'it was played in error to an irregular lead and the proper lead was then made (Law 53)')
WITHDRAWN_DEFENDER_MAY_BE_PENALTY = MESSAGES(
    "{seat} withdraws {card}: {why_msg} (Law {law}). A defender's withdrawn card may become a "
    'penalty card (Law 49).')
WITHDRAWN_NOT_PENALTY_48A = MESSAGES(
    '{seat} withdraws {card}: {why_msg} (Law {law}). It is not a penalty card (Law 48A).')
WITHDRAWN_WITHOUT_PENALTY = MESSAGES(
    '{seat} withdraws {card} and returns it to his hand without penalty: {why_msg} (Law {law}).')
WITHDRAWN_WITHOUT_FURTHER_RECTIFICATION = MESSAGES(
    '{seat} withdraws {card} and returns it to his hand without further rectification: '
    '{why_msg} (Law {law}).')


def refusal_label_47F(edition: Edition) -> str:
    """The clause that forbids any other retraction: ``"47F2"`` (2007, 2017) or ``"47F"``
    (1997 and earlier)."""
    return CLAUSES.label("47F2", edition)


def changed_designation_label_47C(edition: Edition, *, change_clause: str) -> str:
    """The clause under which the card of a designation changed as Law 45C4(b) permits goes
    back to the hand (the ``ret`` of the change ruling).

    2007/2017: ``"47C"`` (a card may be withdrawn "to change an inadvertent designation as
    permitted by Law 45C4(b)"). 1997 and earlier have no such sub-clause of Law 47: the card
    goes back under the 45C4(b) change itself, ``change_clause`` (e.g. ``"45C4(b)"``,
    1963 ``"45(d)"``).
    """
    return CLAUSES["47C"].label(edition) or change_clause


def opponent_changed_label_47D(edition: Edition, *, change_clause: str) -> str:
    """The clause under which an opponent withdraws the card he played after a designation
    that was then changed (45C4(b)), substituting another (the ``sub`` of the change ruling).

    2007/2017: ``"47D"`` (45C4(b): "see Laws 47D and 16D1"); 1997: ``"47E"`` (the Swedish
    1997 45C4(b), seed 002: "se lag 47E"); before 1997 no clause of Law 47 is cited: the
    right comes from the change itself, ``change_clause``.
    """
    return CLAUSES["47D"].label(edition) or change_clause


def misinformed_turn_label_47E1(edition: Edition) -> str:
    """The clause of a retraction because an opponent told the player, wrongly, that it was his
    turn (and of the statement itself): ``"47E1"`` (2007/2017), ``"47E"`` before 2007 (one
    paragraph in 1997 and earlier)."""
    return CLAUSES.label("47E1", edition)


def withdrawn_card_information_16C(offender: Seat | None, *, edition: Edition) -> dict[str, list[str]]:
    """Law 16C (2017; 16D in 2007; 16C in 1997): who may use what a withdrawn card showed.

    For the non-offending side, information from any withdrawn action is authorised; for the
    offending side, information from its own withdrawn actions and from the non-offenders'
    is unauthorised. Before 1997 there was no such rule: the information is authorised to
    everybody. The tags come from :func:`bridgelaw.laws.law16.info_tags_16C` (one place for 16C);
    this adds the clause and drops empty lists.

    Args:
        offender: a seat of the offending side, or None when nobody offended (then the
            information is authorised to both sides).
        edition: the code of the Laws.

    Returns:
        ``{"authorised": ["E/W"], "unauthorised": ["N/S"], "law": ["16C"]}`` (keys
        ``unauthorised`` and ``law`` omitted where they do not apply).
    """
    tags = info_tags_16C(offender, edition=edition)
    out = {k: v for k, v in tags.items() if v}
    clause = withdrawn_info_label_16(edition, part="")
    if clause is not None:
        out["law"] = [clause]
    return out


def cards_played_after_47E2(table: Table, seat: Seat, card: Card) -> tuple[int, int, int] | None:
    """Where ``card`` (played by ``seat``) lies in the play the table knows.

    Returns:
        (cards played after it in total, cards played after it to the same trick, the
        number of its trick), or None if the table does not show it as played by ``seat``.
    """
    seq: list[tuple[int, Seat, Card]] = []
    for t in table.tricks:
        seq.extend((t.number, s, c) for s, c in t.cards)
    seq.extend((table.trick_number, s, c) for s, c in table.current_trick)
    for i, (n, s, c) in enumerate(seq):
        if s == seat and c is card:
            later = seq[i + 1:]
            return len(later), sum(1 for m, _, _ in later if m == n), n
    return None


def _offender_for(reason: RetractionReason, seat: Seat, edition: Edition,
                  regulations: Regulations) -> Seat | None:
    """The default offending side for the 16C tags of a withdrawal for ``reason``."""
    if reason in (RetractionReason.RECTIFICATION, RetractionReason.ILLEGAL_PLAY):
        return seat
    if reason is RetractionReason.CHANGED_DESIGNATION:
        # declarer's side corrected its own designation (O-16C-45C4B)
        if regulations.get(O_16C_45C4B, edition) == "offending":
            return seat
        return None
    return seat.lho


def withdrawal_47(
    reason: RetractionReason | None,
    *,
    edition: Edition,
    card: Card,
    seat: Seat,
    table: Table | None = None,
    regulations: Regulations | None = None,
    is_lead: bool | None = None,
    informed_by: Seat | None = None,
    cards_played_since: int | None = None,
    cards_played_since_to_that_trick: int | None = None,
    opening_lead: bool | None = None,
    dummy_faced: bool = False,
    offender: Seat | None = None,
    substitute: Card | None = None,
) -> Ruling:
    """Law 47: may ``seat``'s played ``card`` be withdrawn for ``reason``?

    Args:
        reason: the Law 47 case claimed, or None (no case: the card stands, 47F/47F2).
        edition: the code of the Laws.
        card: the played card.
        seat: the seat whose card it is (dummy for a dummy card).
        table: the position after the card was played (optional); used to count later
            cards (47E2(a)), to tell whether it was the opening lead, and to check that a
            47C card is dummy's (2017).
        regulations: options in force (``O-16C-45C4B`` for the 16C tags); defaults apply
            when None.
        is_lead: the card was a lead (47E1 in 1997 covers a lead only); None = from
            ``table`` if it shows the card, else assumed a lead.
        informed_by: who told the player it was his turn (47E1: must be an opponent).
        cards_played_since: cards played by anyone after it (47E2(a), 2017); None = from
            ``table``, else 0.
        cards_played_since_to_that_trick: cards played after it to the same trick (47E2(a),
            1997/2007); None = from ``table``, else ``cards_played_since``.
        opening_lead: it was the opening lead (47E2(a) 2007/2017); None = from ``table``.
        dummy_faced: dummy has faced any card (ends the retraction of an opening lead).
        offender: a seat of the offending side for the 16C information tags (default by
            reason: the withdrawer for 47A/47B, declarer's side for 47C under
            ``O-16C-45C4B=offending``, the opponents otherwise).
        substitute: the card the player tried to put in its place; a refusal is then ruled
            on that card (``not_played``, with ``extra["stands"]`` the played card).

    Returns:
        ``withdrawn`` with the clause (``47A``, ``47B``, ``47C``, ``47D``, ``47E1``,
        ``47E2(a)``, ``47F1``, or ``53C`` for 1997) and 16C ``info``; a defender's card
        withdrawn under 47A/47B carries the flag ``penalty_card_possible`` (Law 49). A
        refusal is ``played`` (the card stands; ``not_played`` for a ``substitute``) citing
        ``47F2``/``47F``, or ``47E2(b)`` with the flag ``adjustment_possible`` when a
        misexplanation came too late to change the play.
    """
    flags: list[str] = ["edition_read_as_1997"] if edition < Edition.E1997 else []
    pos = _Position.of(table, seat, card, cards_played_since, cards_played_since_to_that_trick,
                       opening_lead, is_lead)
    found = _Refused(WHY_ONLY_AS_LAW_47) if reason is None else _reason_47(
        reason, edition=edition, seat=seat, table=table, informed_by=informed_by, pos=pos,
        dummy_faced=dummy_faced, flags=flags)
    if reason is None or isinstance(found, _Refused):
        assert isinstance(found, _Refused)
        return _refusal(found.why, found.law or refusal_label_47F(edition), seat=seat, card=card,
                        substitute=substitute, flags=(*flags, *found.flags))
    off = offender if offender is not None else _offender_for(
        reason, seat, edition, regulations if regulations is not None else Regulations())
    return _withdrawn_47(reason, found, seat=seat, card=card, table=table, edition=edition, flags=flags,
                         offender=off)


def _withdrawn_47(reason: RetractionReason, found: tuple[str, str], *, seat: Seat, card: Card,
                  table: Table | None, edition: Edition, flags: list[str], offender: Seat | None) -> Ruling:
    """The ``withdrawn`` ruling of :func:`withdrawal_47` once the case ``reason`` applies under
    ``found`` (its clause and ``why_msg``), with the Law 16C/16D tags for ``offender``'s side."""
    clause, why = found
    message = _withdrawn_message(reason, edition=edition, seat=seat, table=table, flags=flags)
    return Ruling(
        Outcome.WITHDRAWN, clause, seat=seat, card=card, flags=tuple(flags),
        message=message,
        params=_params(seat=seat.letter, card=str(card), why_msg=why, law=clause),
        info=withdrawn_card_information_16C(offender, edition=edition),
    )


@dataclass(frozen=True)
class _Position:
    """Where the played card stands: cards played after it (in all, and to its trick), whether
    it was a lead and whether the opening lead - as given, else read from the table."""

    later_total: int
    later_trick: int
    is_lead: bool
    opening_lead: bool

    @classmethod
    def of(cls, table: Table | None, seat: Seat, card: Card, later_total: int | None,
           later_trick: int | None, opening_lead: bool | None, is_lead: bool | None) -> _Position:
        pos = cards_played_after_47E2(table, seat, card) if table is not None else None
        if pos is not None and table is not None:
            if later_total is None:
                later_total = pos[0]
            if later_trick is None:
                later_trick = pos[1]
            if opening_lead is None:
                opening_lead = pos[2] == 1 and seat == table.declarer.lho and (
                    _first_card_of_trick(table, 1) is card)
            if is_lead is None:
                is_lead = _is_lead(table, seat, card)
        total = later_total or 0
        return cls(total, later_trick if later_trick is not None else total,
                   True if is_lead is None else is_lead, bool(opening_lead))


@dataclass(frozen=True)
class _Refused:
    """A Law 47 case that does not apply: why (a ``why_msg``), the clause (None: 47F/47F2)
    and extra flags."""

    why: str
    law: str | None = None
    flags: tuple[str, ...] = ()


def _refusal(why: str, clause: str, *, seat: Seat, card: Card, substitute: Card | None,
             flags: tuple[str, ...]) -> Ruling:
    """The card stands (``played``), or - for an attempted ``substitute`` - the substitute is
    not played (``not_played``, ``extra["stands"]`` the played card)."""
    if substitute is not None:
        return Ruling(
            Outcome.NOT_PLAYED, clause, seat=seat, card=substitute, flags=flags,
            message=MAY_NOT_SUBSTITUTE,
            params=_params(seat=seat.letter, card=str(substitute), played_card=str(card), why_msg=why,
                           law=clause),
            extra={"stands": str(card)},
        )
    return Ruling(
        Outcome.PLAYED, clause, seat=seat, card=card, flags=flags,
        message=MAY_NOT_WITHDRAW,
        params=_params(seat=seat.letter, card=str(card), why_msg=why, law=clause),
    )


def _reason_47(reason: RetractionReason, *, edition: Edition, seat: Seat, table: Table | None,
               informed_by: Seat | None, pos: _Position, dummy_faced: bool,
               flags: list[str]) -> tuple[str, str] | _Refused:
    """The clause and the reason in words (``why_msg``) of a retraction under ``reason``, or
    why that case does not apply; adds the case's flags to ``flags``."""
    clause = reason.value
    if reason is RetractionReason.RECTIFICATION:
        return clause, (WHY_RECTIFICATION if edition >= Edition.E2007 else WHY_COMPLY_WITH_PENALTY)
    if reason is RetractionReason.ILLEGAL_PLAY:
        return clause, WHY_ILLEGAL_PLAY
    if reason is RetractionReason.CHANGED_DESIGNATION:
        if edition >= Edition.E2017 and table is not None and seat != table.dummy:
            return _Refused(WHY_ONLY_DECLARERS_DUMMY_DESIGNATION)
        return clause, WHY_DESIGNATION_CHANGED
    if reason is RetractionReason.OPPONENT_CHANGED:
        return clause, WHY_OPPONENT_CHANGED
    if reason is RetractionReason.MISINFORMED_TURN:
        # one label per edition for the statement and the retraction (1997: "47E", one paragraph)
        if informed_by is not None and informed_by.same_side(seat):
            return _Refused(WHY_ONLY_OPPONENTS_STATEMENT)
        if not pos.is_lead and edition < Edition.E2007:
            return _Refused(WHY_1997_LEAD_ONLY)
        flags.append("lho_may_not_accept")
        if edition >= Edition.E2017:
            flags.append("law_63A1_does_not_apply")
        return misinformed_turn_label_47E1(edition), WHY_TOLD_TURN_WRONGLY
    if reason is RetractionReason.MISEXPLANATION:
        if pos.opening_lead and dummy_faced and edition >= Edition.E2007:
            return _Refused(WHY_OPENING_LEAD_AFTER_DUMMY_FACED, "47E2(b)", ("adjustment_possible",))
        if edition >= Edition.E2017:
            if pos.later_total:
                return _Refused(WHY_TOO_LATE_CARD_PLAYED, "47E2(b)", ("adjustment_possible",))
        elif pos.later_trick:
            return _Refused(WHY_TOO_LATE_CARD_PLAYED_TO_TRICK, "47E2(b)", ("adjustment_possible",))
        return clause, WHY_MISEXPLANATION
    # LAW_53B
    if edition < Edition.E2007:
        return "53C", WHY_IRREGULAR_LEAD_53C
    return clause, (WHY_IRREGULAR_LEAD_53B if edition >= Edition.E2017 else WHY_IRREGULAR_LEAD_53)


def _withdrawn_message(reason: RetractionReason, *, edition: Edition, seat: Seat, table: Table | None,
                       flags: list[str]) -> str:
    """The message of a withdrawal under ``reason`` (a defender's card withdrawn under 47A/47B
    may become a penalty card: flag ``penalty_card_possible``, added to ``flags``)."""
    if reason in (RetractionReason.RECTIFICATION, RetractionReason.ILLEGAL_PLAY):
        defender = table is None or seat not in (table.declarer, table.dummy)
        if defender:
            flags.append("penalty_card_possible")
            return WITHDRAWN_DEFENDER_MAY_BE_PENALTY
        return WITHDRAWN_NOT_PENALTY_48A
    if edition < Edition.E2007 and reason is not RetractionReason.MISEXPLANATION:
        return WITHDRAWN_WITHOUT_PENALTY
    return WITHDRAWN_WITHOUT_FURTHER_RECTIFICATION


def _first_card_of_trick(table: Table, number: int) -> Card | None:
    for t in table.tricks:
        if t.number == number:
            return t.cards[0][1]
    if table.trick_number == number and table.current_trick:
        return table.current_trick[0][1]
    return None


def _is_lead(table: Table, seat: Seat, card: Card) -> bool:
    for t in table.tricks:
        if t.cards and t.cards[0] == (seat, card):
            return True
    cur = table.current_trick
    return bool(cur) and cur[0] == (seat, card)


# ----------------------------------------------------------------- at the table (engine verdicts)

TOLD_TURN_RETRACTION = MESSAGES(
    "{seat} told another player it was his turn: a card led or played on that statement of an "
    "opponent may be retracted without rectification (Law {law})."
)
WITHDRAWN_AFTER_IRREGULARITY = MESSAGES(
    "{seat} withdraws {card}, played after the irregularity, and returns it to his hand without further "
    "rectification (Law {law}); he plays again in turn."
)
WITHDRAWN_AFTER_IRREGULARITY_16 = MESSAGES(
    "{seat} withdraws {card}, played after the irregularity, and returns it to his hand without further "
    "rectification (Law {law}); he plays again in turn. Law {c16} applies to the information from the "
    "withdrawn card."
)
#: Before 2007 (SV 1997 45C4(b)/45D: "utan bestraffning"): without penalty.
WITHDRAWN_AFTER_IRREGULARITY_1997 = MESSAGES(
    "{seat} withdraws {card}, played after the irregularity, and returns it to his hand without penalty "
    "(Law {law}); he plays again in turn."
)
WITHDRAWN_AFTER_IRREGULARITY_16_1997 = MESSAGES(
    "{seat} withdraws {card}, played after the irregularity, and returns it to his hand without penalty "
    "(Law {law}); he plays again in turn. Law {c16} applies to the information from the withdrawn card."
)


def turn_statement_47E1(seat: Seat, *, edition: Edition) -> Verdict:
    """47E1: ``seat`` told another player it was his turn (words such as "your lead", read by
    :func:`bridgelaw.designation.lexicon.is_turn_statement`): no card is played; a card led or
    played on that statement of an opponent may be retracted (the engine keeps who said it)."""
    law = misinformed_turn_label_47E1(edition)
    ruling = Ruling(Outcome.NOT_PLAYED, law, seat=seat, message=TOLD_TURN_RETRACTION,
                    params=_params(seat=seat, law=law))
    return Verdict.of(ruling, Remember(TurnStatement(seat)))


@dataclass(frozen=True)
class TurnStatement(Memory):
    """47E1: ``by`` last told another player it was his turn (:func:`turn_statement_47E1`); it
    bears on the next card only, so it is forgotten once a card is played."""

    by: Seat

    def after_play(self, seat: Seat, card: Card, table: Table, trick_completed: bool) -> Memory | None:
        return None


def lead_retracted_told_turn_47E1(
    seat: Seat, card: Card, *, informed_by: Seat, edition: Edition, regulations: Regulations,
    is_lead: bool = True,
) -> Verdict:
    """47E1: ``seat`` led ``card`` out of turn (``is_lead``; else played it out of turn) after
    ``informed_by``, an opponent, told him it was his turn (:func:`withdrawal_47`,
    ``MISINFORMED_TURN``): the card may be retracted - withdrawn with its 16C/16D tags when the
    edition allows it, else the ruling alone (``played``, 47F: 1997 47E covers a lead only).
    2007/2017 47E1: "A lead or play may be retracted without further rectification if the player
    was mistakenly informed by an opponent that it was his turn to lead or play"."""
    r = withdrawal_47(RetractionReason.MISINFORMED_TURN, edition=edition, card=card, seat=seat,
                      regulations=regulations, is_lead=is_lead, informed_by=informed_by)
    effects = (Withdrawn(seat, card, r.law, info=dict(r.info)),) if r.outcome is Outcome.WITHDRAWN else ()
    return Verdict((replace(r, seat=seat, card=card),), effects)


def play_retracted_told_turn_47E1(
    seat: Seat, card: Card, *, informed_by: Seat, edition: Edition, regulations: Regulations
) -> Verdict | None:
    """47E1 for a play (2007, 2017: "A lead or play may be retracted ..."): ``seat`` played
    ``card`` before his turn after ``informed_by``, an opponent, told him it was his turn to
    play: withdrawn without further rectification (no 57A penalty card). None when the edition
    does not retract a play on that statement (1997 47E: "a lead out of turn" only; the card is
    then ruled as a premature play, Law 57) or the statement came from his own side."""
    v = lead_retracted_told_turn_47E1(seat, card, informed_by=informed_by, edition=edition,
                                      regulations=regulations, is_lead=False)
    return v if v.rulings[0].outcome is Outcome.WITHDRAWN else None


def withdrawal_after_irregularity_47D(
    seat: Seat, card: Card, law: str, *, after: WithdrawalAfter | None, info: dict[str, list[str]],
    held: list[str], edition: Edition
) -> Ruling:
    """47D (after a 45C4(b) change), 45D1, 62C1 (``after`` which; cited as ``law``): ``seat``
    withdraws ``card``, played after the irregularity, without further rectification (before
    2007: without penalty) and plays again in turn; the Law 16 clause on its information by
    :func:`withdrawal_label_16`. ``held``: the cards played after it, back in their hands
    meanwhile (``SEAT:CARD``)."""
    c16 = withdrawal_label_16(edition, after_dummys_card_45D=after is WithdrawalAfter.DUMMYS_CARD)
    if edition >= Edition.E2007:
        message = WITHDRAWN_AFTER_IRREGULARITY_16 if c16 else WITHDRAWN_AFTER_IRREGULARITY
    else:
        message = WITHDRAWN_AFTER_IRREGULARITY_16_1997 if c16 else WITHDRAWN_AFTER_IRREGULARITY_1997
    return Ruling(
        Outcome.WITHDRAWN,
        law,
        seat=seat,
        card=card,
        info=info,
        message=message,
        params=_params(seat=seat, card=card, law=law, c16=c16 or ""),
        extra={"held": held},
    )


def withdrawal_offered_47D(
    law: str, cards: list[str], *, offender: Seat | None, declarer: Seat, dummy: Seat, after: WithdrawalAfter
) -> Verdict:
    """47D (after a 45C4(b) change; also 45D1 and 62C1, cited as ``law``): the non-offending side
    may withdraw the cards it played after the irregularity. ``cards`` are ``SEAT:CARD``; each
    card's owner chooses (declarer for dummy's cards); ``offender`` is a seat of the offending side
    for the 16C/16D tags.

    Returns:
        Verdict: no ruling, and one :class:`~bridgelaw.laws.verdict.Offer` (kind ``withdraw``)
        with an option ``withdraw:<card>`` per card; no effect at all when ``cards`` is empty.
    """
    if not cards:
        return Verdict(())
    seats = [Seat.parse(x.partition(":")[0]) for x in cards]
    options = tuple(f"withdraw:{x.partition(':')[2]}" for x in cards)
    choosers = frozenset(declarer if s == dummy else s for s in seats)
    return Verdict((), (WithdrawOffer(law, choosers, options, seats[0], offender=offender, after=after),))
