"""Law 50D2: declarer's lead restrictions when the partner of a defender with a major penalty
card is to lead (with 51B: the owner has two or more penalty cards), and the offer of that
choice to declarer (the ``50D2`` offer of the engine).

Messages: the rulings on declarer's choice are gettext domain ``play``; the offer and a lead
made before declarer chose are domain ``leads``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import combinations
from typing import Any, Literal

from bridgelaw.cards import Card, Seat, Suit
from bridgelaw.editions import Edition
from bridgelaw.laws.home import Messages
from bridgelaw.laws.law50 import LeadRestriction, PenaltyCardArea, lead_choice_label_50D2, penalty_class_50B
from bridgelaw.laws.verdict import Memory, PenaltyCard, PenaltyLeadOffer, PickUp, Restrict, Verdict
from bridgelaw.regulations import Regulations
from bridgelaw.rulings import Outcome, Ruling
from bridgelaw.table import Table

__all__ = [
    "LeadChoiceOffered",
    "lead_choice_offer_50D2",
    "lead_option_chosen_50D2",
    "lead_options_50D2",
    "lead_restrictions_50D2",
    "premature_lead_50D2",
]

@dataclass(frozen=True)
class LeadChoiceOffered(Memory):
    """50D2/51B: the (trick, defender about to lead) pairs for which declarer has been offered
    his choice - it is offered once per lead (withdrawn and made anew if the penalty cards
    change before he chooses)."""

    offered: frozenset[tuple[int, Seat]]


#: The rulings on declarer's choice: gettext domain ``play``.
MESSAGES = Messages("play")
_params = MESSAGES.params

NO_LEAD_RESTRICTION = MESSAGES(
    'Declarer neither requires nor prohibits a lead: {seat} may lead any card; the penalty '
    'cards remain and Law 50 continues to apply.')
LEAD_REQUIRED = MESSAGES(
    "Declarer requires {seat} to lead {suit}; {owner}'s penalty cards of that suit are picked "
    'up and are no longer penalty cards.')
LEAD_PROHIBITED = (
    MESSAGES("Declarer prohibits {seat} from leading {suit} for as long as he keeps the lead; {owner}'s "
       'penalty cards of that suit are picked up and are no longer penalty cards.'),
    MESSAGES("Declarer prohibits {seat} from leading {suit} or {second_suit} for as long as he keeps "
       "the lead; {owner}'s penalty cards of those suits are picked up and are no longer penalty "
       'cards.'),
    MESSAGES("Declarer prohibits {seat} from leading {suit}, {second_suit} or {third_suit} for as long "
       "as he keeps the lead; {owner}'s penalty cards of those suits are picked up and are no "
       'longer penalty cards.'),
    MESSAGES("Declarer prohibits {seat} from leading {suit}, {second_suit}, {third_suit} or "
       "{fourth_suit} for as long as he keeps the lead; {owner}'s penalty cards of those suits "
       'are picked up and are no longer penalty cards.'),
)
#: The offer and a lead before declarer chose: gettext domain ``leads``.
LEADS_MESSAGES = Messages("leads")
_p = LEADS_MESSAGES.params

DECLARER_CHOOSES_LEAD_RESTRICTION = LEADS_MESSAGES(
    "{seat} is to lead and his partner {owner} has a major penalty card: {seat} may not lead until declarer "
    "has chosen to require or prohibit the lead of a suit of the penalty cards, or neither (Law {law})."
)
LED_BEFORE_DECLARER_CHOSE = LEADS_MESSAGES(
    "{seat} led {card} before declarer had chosen under Law 50D2: the card is not played; it is exposed and "
    "becomes a major penalty card (Laws 50D2, 49), and declarer still chooses."
)
LED_OWN_PENALTY_CARD_BEFORE_DECLARER_CHOSE = LEADS_MESSAGES(
    "{seat} led his own penalty card {card} before declarer had chosen under Law 50D2: the card is not "
    "played and stays a major penalty card, and declarer still chooses (Law 50D2); the director rules "
    "on the lead, as both defenders have penalty cards."
)



def lead_options_50D2(area: PenaltyCardArea, partner: Seat, table: Table | None = None) -> list[str]:
    """50D2 / 51B: declarer's options when ``partner`` of a defender with a major penalty
    card is to lead. ``partner`` may not lead until declarer has chosen.

    Returns ids, in this order:

    * ``"require:S"`` for each suit with a major penalty card (50D2(a), 51B1(a), 51B2(a));
    * ``"prohibit:S"`` for each such suit, and with several suits every combination,
      e.g. ``"prohibit:H,S"`` (50D2(a), 51B1(b), 51B2(b));
    * ``"neither"`` - partner may lead anything; the cards remain penalty cards (50D2(b),
      51B2(c)).

    An empty list when the owner has no major penalty card (50C: a minor penalty card
    puts no lead restriction on partner) or when ``table`` shows it is not ``partner``'s
    lead.
    """
    if table is not None and (table.current_trick or table.leader != partner):
        return []
    owner = partner.partner
    suits = sorted({c.suit for c in area.majors(owner)}, reverse=True)
    if not suits:
        return []
    out = [f"require:{s.letter}" for s in suits]
    for n in range(1, len(suits) + 1):
        for combo in combinations(suits, n):
            out.append("prohibit:" + ",".join(s.letter for s in combo))
    out.append("neither")
    return out


def lead_restrictions_50D2(area: PenaltyCardArea, partner: Seat, option: str, table: Table) -> Verdict:
    """Carry out declarer's choice among :func:`lead_options_50D2`.

    * ``require:X`` - the owner's penalty cards of suit X are picked up (no longer penalty
      cards: 50D2(a), 51B1(a)); ``partner`` must lead X for this lead.
    * ``prohibit:X[,Y]`` - the owner's penalty cards of every prohibited suit are picked up
      (50D2(a), 51B1(b), 51B2(b)); ``partner`` may not lead those suits while he keeps the
      lead.
    * ``neither`` - nothing changes; Law 50 keeps applying (50D2(b), 51B2(c)).

    Returns:
        Verdict: one ruling ``options`` describing the choice, and the effects: a
        :class:`~bridgelaw.laws.verdict.PickUp` for each suit whose penalty cards are picked up,
        then a :class:`~bridgelaw.laws.verdict.Restrict` for each lead restriction.

    Raises:
        ValueError: ``option`` is not one of :func:`lead_options_50D2` for this position.
    """
    allowed = lead_options_50D2(area, partner, table)
    if option not in allowed:
        raise ValueError(
            f"{option!r} is not one of declarer's options here "
            f"({', '.join(allowed) or 'none: no major penalty card / not his lead'}) (Law 50D2)"
        )
    owner = partner.partner
    several = len(area.of(owner)) > 1
    single_suit = len({c.suit for c in area.majors(owner)}) == 1
    if option == "neither":
        law = "50D2(b)" if not several else ("51B2(c)" if not single_suit else "50D2(b)")
        return Verdict.of(Ruling(
            Outcome.OPTIONS, law, seat=partner, options=(option,),
            message=NO_LEAD_RESTRICTION,
            params=_params(seat=partner.letter),
        ))
    kind_text, _, suits_text = option.partition(":")
    suits = [Suit.parse(s) for s in suits_text.split(",")]
    if not several:
        law = "50D2(a)"
    elif single_suit:
        law = "51B1(a)" if kind_text == "require" else "51B1(b)"
    else:
        law = "51B2(a)" if kind_text == "require" else "51B2(b)"
    kind: Literal["require", "prohibit"] = "require" if kind_text == "require" else "prohibit"
    restrictions = [LeadRestriction(partner, s, kind, table.trick_number, law) for s in suits]
    suit_keys = ("suit", "second_suit", "third_suit", "fourth_suit")
    suit_params = {k: x.letter for k, x in zip(suit_keys, suits, strict=False)}
    ruling = Ruling(
        Outcome.OPTIONS, law, seat=partner, options=(option,),
        message=LEAD_REQUIRED if kind == "require" else LEAD_PROHIBITED[len(suits) - 1],
        params=_params(seat=partner.letter, owner=owner.letter, **suit_params),
    )
    return Verdict((ruling,), (*(PickUp(owner, s) for s in suits), *(Restrict(r) for r in restrictions)))


def lead_choice_offer_50D2(
    seat: Seat, area: PenaltyCardArea, options: tuple[str, ...], *, declarer: Seat
) -> Verdict:
    """50D2/51B: ``seat`` is to lead and his partner has a major penalty card: declarer first
    chooses to require or prohibit the lead of a suit of the penalty cards, or neither.

    When the leader has a major penalty card of his own too (e.g. 60C: he faced a card before
    declarer's 54/56 choice, then the lead was refused), both defenders have penalty cards: his
    own must be played at the first legal opportunity (50D1) while declarer's 50D2 choice
    restricts the lead - a matter for the Director: flag ``own_penalty_card`` and
    ``extra["own_penalty_cards"]`` (``"W:D8"``) are added.

    Returns:
        Verdict: the ``options`` ruling and the :class:`~bridgelaw.laws.verdict.Offer` of
        ``options`` to ``declarer`` (kind ``50D2``)."""
    owner = seat.partner
    law = lead_choice_label_50D2(area, owner)
    extra: dict[str, Any] = {"penalty_cards": [f"{owner.letter}:{c}" for c in area.majors(owner)]}
    flags: tuple[str, ...] = ("summon_director",)
    own = area.majors(seat)
    if own:
        extra["own_penalty_cards"] = [f"{seat.letter}:{c}" for c in own]
        flags += ("own_penalty_card",)
    return Verdict.of(Ruling(
        Outcome.OPTIONS,
        law,
        seat=seat,
        options=options,
        flags=flags,
        message=DECLARER_CHOOSES_LEAD_RESTRICTION,
        params=_p(seat=seat, owner=owner, law=law),
        extra=extra,
    ), PenaltyLeadOffer(law, frozenset({declarer}), options, seat))


def lead_option_chosen_50D2(r: Ruling, option: str) -> Ruling:
    """50D2/51B: declarer's choice ``option`` is made (``r`` from
    :func:`~bridgelaw.laws.law50.lead_restrictions_50D2`): no card is played by it."""
    return replace(r, outcome=Outcome.NOT_PLAYED, options=(), extra={"chosen": option})


def premature_lead_50D2(
    seat: Seat, card: Card, *, area: PenaltyCardArea, edition: Edition, regulations: Regulations
) -> Verdict:
    """50D2: ``seat`` led before declarer chose: the card is not played; it is exposed and
    becomes a penalty card (Law 49; classed by Law 50), and declarer still chooses. When ``card``
    is already a penalty card of ``seat`` (60C: he faced it before declarer's 54/56 choice), it
    stays one and nothing new is exposed: ``penalty_card`` 50D2 with flag ``own_penalty_card``
    and no effect."""
    if any(p.card == card for p in area.of(seat)):
        own = Ruling(Outcome.PENALTY_CARD, "50D2", seat=seat, card=card, penalty="major",
                     flags=("summon_director", "own_penalty_card"),
                     message=LED_OWN_PENALTY_CARD_BEFORE_DECLARER_CHOSE,
                     params=_p(seat=seat, card=card))
        return Verdict((own,), ())
    kind = penalty_class_50B(card, seat, area, how="deliberate", edition=edition, regulations=regulations)
    ruling = Ruling(
        Outcome.PENALTY_CARD,
        "50D2",
        seat=seat,
        card=card,
        penalty=kind,
        flags=("summon_director",),
        message=LED_BEFORE_DECLARER_CHOSE,
        params=_p(seat=seat, card=card),
    )
    return Verdict.of(ruling, PenaltyCard(seat, card, kind))
