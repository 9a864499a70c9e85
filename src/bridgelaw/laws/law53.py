"""Law 53: a lead out of turn accepted (laws.md §1.13), and which Law governs a lead out of turn.

A lead out of turn may be accepted (53A: by a statement, or by a card played from the hand next
in rotation); the proper leader, an opponent of the offender, may lead properly (53B);
declarer's lead out of turn followed by the defender on its right stands (53C, 57).
:func:`led_out_of_turn_53` says which Law governs a lead out of turn (54 the opening lead, 55
declarer's, 56 a defender's) and opens the offender's opponents' choice;
:func:`lead_out_of_turn_chosen_53A` carries their choice out. Option ids of the choice:
``accept_lead``, ``require_retraction``, ``spread_hand`` (54A).
"""


from __future__ import annotations

from dataclasses import replace

from bridgelaw.cards import Card, Seat
from bridgelaw.clauses import SOURCE_OLD, Clause, Clauses, same, version
from bridgelaw.editions import Edition
from bridgelaw.laws.home import Messages
from bridgelaw.laws.law16 import info_tags_16C
from bridgelaw.laws.law54 import chosen_54, declaring_side_leads_54E, opening_lead_out_of_turn_54
from bridgelaw.laws.law55 import declarer_leads_out_of_turn_55A, retraction_required_55B
from bridgelaw.laws.law56 import defender_leads_out_of_turn_56, lead_refused_56
from bridgelaw.laws.verdict import (
    AcceptLead,
    BecomeDummy,
    LeadOutOfTurn,
    LeadOutOfTurnOffer,
    PenaltyCard,
    Verdict,
    Withdrawn,
)
from bridgelaw.regulations import Option
from bridgelaw.rulings import Outcome, Ruling
from bridgelaw.table import Table

__all__ = [
    "CLAUSES",
    "MESSAGES",
    "OPTIONS",
    "choosers_53A",
    "declarer_lead_stands_53C",
    "lead_accepted_53A",
    "lead_accepted_by_play_53A",
    "lead_out_of_turn_53",
    "lead_out_of_turn_chosen_53A",
    "led_out_of_turn_53",
    "proper_lead_53B",
]


E1963, E2017 = Edition.E1963, Edition.E2017


#: Law 53's clauses and their labels by code.
CLAUSES = Clauses(
    __name__,
    Clause("53A", "a lead out of turn accepted", same("53A", "laws.md §1.13 [V]")),
    Clause("53B", "accepted lead out of turn: the proper player plays next (older: 53C)", (
        version(E1963, "53C", SOURCE_OLD),
        version(E2017, "53B", "laws.md §1.13 [V]", True))),
    Clause("53C", "a proper lead after an accepted lead out of turn (older: 53A)", (
        version(E1963, "53A", SOURCE_OLD),
        version(E2017, "53C", "laws.md §1.13 [V]", True))),
)


#: Law 53 leaves no option to regulating authorities.
OPTIONS: tuple[Option, ...] = ()


#: The messages of Law 53: gettext domain ``leads`` (``locale/<lang>/LC_MESSAGES/leads.po``).
MESSAGES = Messages("leads")
_p = MESSAGES.params

LEAD_ACCEPTED = MESSAGES(
    "{by} accepts the lead of {card} by {seat}: it is treated as a correct lead and play continues (Law 53A)."
)
LEAD_ACCEPTED_BY_PLAYING_TO_IT = MESSAGES(
    "{by} played to the lead of {card} made out of turn by {seat}: the lead is accepted (Law 53A) and "
    "{by}'s card is played to it."
)
PROPER_LEAD_DEFENDERS_CARD_PENALTY = MESSAGES(
    "{by}, whose turn it was to lead, leads properly: his lead stands and is not a card played to "
    "the irregular lead (Law 53B); {card}, led out of turn by {seat}, becomes a major penalty card "
    "(Laws 56, 50D)."
)
PROPER_LEAD_DECLARERS_CARD_BACK = MESSAGES(
    "{by}, whose turn it was to lead, leads properly: his lead stands and is not a card played to "
    "the irregular lead (Law 53B); {card}, led out of turn by declarer, goes back without "
    "rectification (Laws 55, 48A)."
)
DECLARERS_LEAD_STANDS = MESSAGES(
    "{by} played after declarer's lead of {card} out of turn, before his partner: the lead stands and "
    "Law 57 applies to {by}'s card (Law 53C)."
)


def choosers_53A(offender: Seat, declarer: Seat) -> frozenset[Seat]:
    """Law 53A: who may accept a lead out of turn - the offender's opponents (declarer alone for
    a defender's lead, since dummy takes no part in the play, 43A; either defender for
    declarer's lead, 55A)."""
    if offender.same_side(declarer):
        return frozenset({declarer.lho, declarer.rho})
    return frozenset({declarer})


def lead_accepted_53A(seat: Seat, card: Card, by: Seat) -> Ruling:
    """53A: the lead out of turn is accepted by a statement of ``by``; ``card`` of ``seat`` is
    played as a correct lead (at the opening lead: 54B, :func:`~bridgelaw.laws.law54.chosen_54`).
    Returns ``played``."""
    return Ruling(
        Outcome.PLAYED, "53A", seat=seat, card=card, message=LEAD_ACCEPTED,
        params=_p(seat=seat, card=card, by=by)
    )


def lead_accepted_by_play_53A(seat: Seat, card: Card, by: Seat) -> Ruling:
    """53A: the hand next in rotation played to the lead out of turn - the lead is accepted.
    The ruling is on ``by``'s card (``played``); ``seat``/``card`` name the irregular lead."""
    return Ruling(Outcome.PLAYED, "53A", seat=by, message=LEAD_ACCEPTED_BY_PLAYING_TO_IT,
                  params=_p(seat=seat, card=card, by=by))


def proper_lead_53B(offender: Seat, card: Card, by: Seat, *, declarer: Seat, edition: Edition) -> Ruling:
    """53B (2017; 2007 53C): the proper leader ``by``, an opponent of the offender, leads properly;
    his lead stands. The card led out of turn: a defender's becomes a major penalty card (Law 56 /
    50D), declarer's goes back without rectification (55, 48A). Returns ``played`` (``by``'s lead;
    ``extra["irregular"]`` names the card led out of turn, ``extra["penalty"]`` its fate)."""
    law = CLAUSES.label("53B", edition)
    defender = not offender.same_side(declarer)
    return Ruling(
        Outcome.PLAYED,
        law,
        seat=by,
        message=PROPER_LEAD_DEFENDERS_CARD_PENALTY if defender else PROPER_LEAD_DECLARERS_CARD_BACK,
        params=_p(seat=offender, card=card, by=by),
        extra={"irregular": f"{offender.letter}:{card}", "penalty": "major" if defender else None},
    )


def declarer_lead_stands_53C(card: Card, by: Seat, *, edition: Edition) -> Ruling:
    """53C (2017): declarer led out of turn from either hand and the defender on the right of the
    irregular lead played a card: the lead stands and Law 57 applies to that defender's card.
    Returns ``options`` (the 57 ruling follows from :func:`bridgelaw.laws.law57.premature_play_57A`)."""
    law = CLAUSES.label("53C", edition)
    return Ruling(Outcome.PLAYED, law, seat=by, message=DECLARERS_LEAD_STANDS, params=_p(card=card, by=by))


def lead_out_of_turn_53(seat: Seat, *, table: Table) -> LeadOutOfTurn | None:
    """Which Law governs ``seat`` leading when ``table.turn`` is to lead (no card of the trick
    played yet): the opening lead by a defender (54), by the declaring side (None: Law 24, 54E);
    later, a defender's (56) or declarer's from either hand (55)."""
    defender = not seat.same_side(table.declarer)
    if table.trick_number == 1 and not table.tricks and not table.plays and table.last_trick is None:
        return LeadOutOfTurn.OPENING if defender else None
    return LeadOutOfTurn.BY_DEFENDER if defender else LeadOutOfTurn.BY_DECLARER


def led_out_of_turn_53(seat: Seat, card: Card, *, table: Table, declarer_saw_dummy: bool = False) -> Verdict:
    """``seat`` leads ``card`` when ``table.turn`` is to lead: the ruling of the Law that governs
    it (:func:`lead_out_of_turn_53`: 54, 54E, 55A, 56) and, when it offers options, the offer of
    the choice to the offender's opponents (:func:`choosers_53A`; kind ``lead``, with the typed
    fact ``lead`` saying which Law governs it)."""
    declarer = table.declarer
    lead = lead_out_of_turn_53(seat, table=table)
    if lead is None:
        return Verdict.of(declaring_side_leads_54E(seat, card))
    if lead is LeadOutOfTurn.OPENING:
        r = opening_lead_out_of_turn_54(seat, card, declarer_saw_dummy=declarer_saw_dummy)
        if not r.options:  # 54C: the lead must be accepted - no choice is offered
            return Verdict.of(r, AcceptLead(seat, card))
    elif lead is LeadOutOfTurn.BY_DEFENDER:
        r = defender_leads_out_of_turn_56(seat, card, proper_leader=table.turn)
    else:
        r = declarer_leads_out_of_turn_55A(card, seat=seat, proper_leader=table.turn, declarer=declarer)
    offer = LeadOutOfTurnOffer(r.law, choosers_53A(seat, declarer), r.options, seat, card,
                               proper_leader=table.turn, lead=lead)
    return Verdict.of(r, offer)


def lead_out_of_turn_chosen_53A(
    option: str,
    *,
    lead: LeadOutOfTurn,
    law: str,
    seat: Seat,
    card: Card,
    by: Seat,
    declarer: Seat,
    proper_leader: Seat,
    edition: Edition,
) -> Verdict:
    """The non-offending side's ``choose`` after a lead out of turn, at any trick (53A, 54, 55,
    56): ``lead`` says which Law governs the lead (the opening lead 54, declarer's 55, a
    defender's 56), ``law`` is the clause the open offer cites, ``seat``/``card`` the lead out of
    turn, ``by`` who chose, ``proper_leader`` whose lead it was.

    Returns the verdict:

    * 54: ``accept_lead`` -> ``played`` 54B, :class:`AcceptLead`; ``spread_hand`` -> ``played``
      54A, :class:`BecomeDummy` then :class:`AcceptLead`; ``require_retraction`` ->
      ``penalty_card`` major 54D, :class:`PenaltyCard` (50D follows);
    * 53A: ``accept_lead`` -> ``played`` 53A (a correct lead), :class:`AcceptLead`;
    * 56: ``require_retraction`` -> ``penalty_card`` major (56, 50D), :class:`PenaltyCard`;
    * 55: ``require_retraction`` -> ``withdrawn`` 55B1/55B2 with the 16C tags of the declaring
      side as offender, :class:`Withdrawn`.

    Raises:
        ValueError: ``option`` is not one of the offer's options (54: see :func:`chosen_54`;
            otherwise ``accept_lead``/``require_retraction``).
    """
    if lead is LeadOutOfTurn.OPENING:
        r = chosen_54(option, seat, card, declarer=declarer, proper_leader=proper_leader)
        if option == "spread_hand":
            return Verdict.of(r, BecomeDummy(), AcceptLead(seat, card))
        if option == "accept_lead":
            return Verdict.of(r, AcceptLead(seat, card))
        return Verdict.of(r, PenaltyCard(seat, card, "major"))
    if option == "accept_lead":
        return Verdict.of(lead_accepted_53A(seat, card, by), AcceptLead(seat, card))
    if option != "require_retraction":
        raise ValueError(f"{option!r} is not an option of Law {law} (accept_lead, require_retraction)")
    if lead is LeadOutOfTurn.BY_DEFENDER:
        refused = lead_refused_56(seat, card, proper_leader=proper_leader)
        return Verdict.of(refused, PenaltyCard(seat, card, "major"))
    r = retraction_required_55B(
        card, seat=seat, proper_leader=proper_leader, declarer=declarer, edition=edition
    )
    tags = info_tags_16C(declarer, edition=edition)
    return Verdict.of(replace(r, info=tags), Withdrawn(seat, card, r.law, declarer, info=tags))
