"""Law 54: a faced opening lead out of turn (laws.md §1.13).

Declarer spreads his hand and becomes dummy (54A), accepts the lead (54B), must accept it if he
could have seen a card of dummy (54C), or refuses it (54D: a major penalty card); the declaring
side's "opening lead" is Law 24 (54E). The proper leader who faces a card before declarer has
chosen is Law 60C's (:mod:`bridgelaw.laws.law60`).
"""


from __future__ import annotations

from dataclasses import replace

from bridgelaw.cards import Card, Seat
from bridgelaw.clauses import Clause, Clauses, same, version
from bridgelaw.editions import Edition
from bridgelaw.laws.home import Messages
from bridgelaw.laws.verdict import Verdict, Withdrawn
from bridgelaw.regulations import Option
from bridgelaw.rulings import Outcome, Ruling

__all__ = [
    "CLAUSES",
    "MESSAGES",
    "OPTIONS",
    "chosen_54",
    "declaring_side_leads_54E",
    "dummy_plays_second_54B2",
    "face_down_lead_retracted_54",
    "lead_accepted_54B",
    "opening_lead_out_of_turn_54",
]


#: Law 54's clauses and their labels by code.
CLAUSES = Clauses(
    __name__,
    Clause("54", "faced opening lead out of turn", same("54", "laws.md §1.13 [V]")),
    Clause("54A", "faced opening lead out of turn", same("54A", "laws.md §1.13 [V]")),
    Clause("54B", "faced opening lead out of turn", same("54B", "laws.md §1.13 [V]")),
    Clause("54B2", "opening lead out of turn accepted: declarer's second card from dummy stands", (
        version(Edition.E1963, None, "the 1997 code has no such item (57 rules it) [M]", provided=False),
        version(Edition.E2007, "54B2", "2007 Law 54B2 (pzbs.pl 2007) [M]"),
        version(Edition.E2017, "54B2", "2017 Law 54B2 (BBO laws forum quotation of the text) [S]"))),
    Clause("54C", "faced opening lead out of turn", same("54C", "laws.md §1.13 [V]")),
    Clause("54D", "faced opening lead out of turn", same("54D", "laws.md §1.13 [V]")),
    Clause("54E", "faced opening lead out of turn", same("54E", "laws.md §1.13 [V]")),
)


#: Law 54 leaves no option to regulating authorities.
OPTIONS: tuple[Option, ...] = ()


#: The messages of Law 54: gettext domain ``leads`` (``locale/<lang>/LC_MESSAGES/leads.po``).
MESSAGES = Messages("leads")
_p = MESSAGES.params

OPENING_LEAD_OUT_OF_TURN = MESSAGES(
    "{seat} made the opening lead out of turn with {card}: declarer may accept it (Law 54B), spread his "
    "hand and become dummy (Law 54A), or refuse it, when the card becomes a major penalty card (Law 54D)."
)
OPENING_LEAD_MUST_BE_ACCEPTED = MESSAGES(
    "{seat} made the opening lead out of turn with {card}; declarer could have seen a card of dummy, so "
    "he must accept the lead (Law 54C): the lead stands, dummy is spread and declarer plays the second "
    "card from his own hand (Law 54B); he may neither refuse it nor spread his hand and become dummy."
)
DECLARER_BECOMES_DUMMY = MESSAGES(
    "Declarer spreads his hand and becomes dummy; {new_declarer} is declarer and the lead of {card} "
    "stands (Law 54A)."
)
OPENING_LEAD_ACCEPTED = MESSAGES(
    "Declarer accepts the opening lead of {card}; he plays the second card from his own hand (Law 54B)."
)
OPENING_LEAD_REFUSED = MESSAGES(
    "Declarer refuses the opening lead of {card}: it becomes a major penalty card of {seat} (Laws 54D, "
    "50D); {turn} makes the opening lead."
)
DECLARING_SIDE_OPENING_LEAD = MESSAGES(
    "An opening lead by the declaring side is not a lead out of turn under Law 54: Law 24 applies and the "
    "Director decides (Law 54E)."
)


FACE_DOWN_LEAD_RETRACTED = MESSAGES(
    "An opening lead was faced out of turn while {seat}, the offender's partner, had led face down: his "
    "face-down lead is retracted without rectification (Law 54).")


def face_down_lead_retracted_54(seat: Seat, card: Card) -> Verdict:
    """Law 54 (preamble, 2017 and 2007; 1997 read the same [M]): "When an opening lead is faced
    out of turn and offender's partner leads face down, the Director requires the face down lead
    to be retracted" - ``seat``'s face-down ``card`` goes back to his hand; it was never faced, so
    no penalty card and nothing for Law 16 (no side's information). Returns ``withdrawn`` 54 with
    its :class:`~bridgelaw.laws.verdict.Withdrawn` effect. Raises nothing."""
    r = Ruling(Outcome.WITHDRAWN, "54", seat=seat, card=card, message=FACE_DOWN_LEAD_RETRACTED,
               params=_p(seat=seat), extra={"face_down": True})
    return Verdict((r,), (Withdrawn(seat, card, "54", None, {}),))


def declaring_side_leads_54E(seat: Seat, card: Card) -> Ruling:
    """54E: an attempted opening lead by the declaring side - Law 24 applies (the card is not a
    lead). Returns ``director`` with ``needs == "law24"``."""
    return Ruling(
        Outcome.DIRECTOR,
        "54E",
        seat=seat,
        card=card,
        needs="law24",
        flags=("summon_director",),
        message=DECLARING_SIDE_OPENING_LEAD,
        params=_p(),
    )


def opening_lead_out_of_turn_54(seat: Seat, card: Card, *, declarer_saw_dummy: bool) -> Ruling:
    """Law 54: a faced opening lead out of turn by a defender. Declarer's options:
    ``accept_lead`` (54B), ``spread_hand`` (54A), ``require_retraction`` (54D) - but if he could
    have seen any card of dummy he must accept the lead (54C): no choice at all, ``played`` 54C
    and the play goes on as under 54B. 54C says only "he must accept the lead"; read with 54A/54B
    (the text, and the directors of BBO's laws forum thread 69340, "that leads us to
    54B"), the 54A spread is a choice made with dummy's cards in view, which is what 54C takes
    away. Returns ``options``, or ``played`` 54C."""
    if declarer_saw_dummy:
        return Ruling(
            Outcome.PLAYED,
            "54C",
            seat=seat,
            card=card,
            flags=("summon_director",),
            message=OPENING_LEAD_MUST_BE_ACCEPTED,
            params=_p(seat=seat, card=card),
        )
    return Ruling(
        Outcome.OPTIONS,
        "54",
        seat=seat,
        card=card,
        options=("accept_lead", "spread_hand", "require_retraction"),
        flags=("summon_director",),
        message=OPENING_LEAD_OUT_OF_TURN,
        params=_p(seat=seat, card=card),
    )


def lead_accepted_54B(seat: Seat, card: Card) -> Ruling:
    """54B: declarer accepts the opening lead out of turn: ``card`` of ``seat`` is played as the
    opening lead and declarer plays second from his own hand. Returns ``played``."""
    return Ruling(Outcome.PLAYED, "54B", seat=seat, card=card, message=OPENING_LEAD_ACCEPTED,
                  params=_p(card=card))


def chosen_54(option: str, seat: Seat, card: Card, *, declarer: Seat, proper_leader: Seat) -> Ruling:
    """Declarer's choice under Law 54: ``accept_lead`` -> ``played`` (54B); ``spread_hand`` ->
    ``played`` (54A; declarer's partner becomes declarer, ``extra["new_declarer"]``);
    ``require_retraction`` -> ``penalty_card`` major (54D, 50D).

    Raises:
        ValueError: ``option`` is not one of Law 54's options.
    """
    if option == "accept_lead":
        return lead_accepted_54B(seat, card)
    if option == "spread_hand":
        return Ruling(
            Outcome.PLAYED,
            "54A",
            seat=seat,
            card=card,
            message=DECLARER_BECOMES_DUMMY,
            params=_p(card=card, new_declarer=declarer.partner),
            extra={"new_declarer": declarer.partner.letter},
        )
    if option == "require_retraction":
        return Ruling(
            Outcome.PENALTY_CARD,
            "54D",
            seat=seat,
            card=card,
            penalty="major",
            message=OPENING_LEAD_REFUSED,
            params=_p(seat=seat, card=card, turn=proper_leader),
        )
    raise ValueError(f"{option!r} is not an option of Law 54 (accept_lead, spread_hand, require_retraction)")


def dummy_plays_second_54B2(card: Card, *, dummy: Seat, declarer: Seat, trick: int,
                            cards_in_trick: int, leader: Seat, edition: Edition) -> Ruling | None:
    """54B2 (2017 and 2007): after a faced opening lead out of turn is accepted, "the second card
    to the trick is played from declarer's hand" (54B1); "if declarer plays the second card to the
    trick from dummy, dummy's card may not be withdrawn except to correct a revoke" (54B2). Asked
    when declarer plays or names dummy's ``card`` before his own turn: trick 1, one card in it,
    led by declarer's RHO (the accepted opening lead out of turn). Returns ``played`` 54B2 (the
    card goes to the trick at dummy's turn, as 57C3's premature play does, whose words it
    shares), or None: not that position, or a code without the item (1997 and older: Law 57)."""
    if not CLAUSES["54B2"].provided(edition):
        return None
    if trick != 1 or cards_in_trick != 1 or leader != declarer.rho:
        return None
    from bridgelaw.laws.law57 import declarer_premature_play_57C3  # the same words: dummy's card stands

    r = declarer_premature_play_57C3(dummy, card, from_dummy=True, edition=edition, turn=declarer)
    law = CLAUSES.label("54B2", edition)
    return replace(r, law=law, params={**r.params, "law": law})
