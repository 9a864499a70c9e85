"""The declarer's choices over penalty cards and their consequences (50D2, 51A, 51B, 52B1(b),
61A), as rulings: the offer before the partner of a major penalty card's owner leads, a lead
made before the choice, the designated penalty card, a substitute accepted by playing on, a
chosen requirement broken (a revoke).

The decisions on the penalty cards themselves are :mod:`bridgelaw.laws.law50_52`'s. Messages are
English templates of the gettext domain ``leads`` (``locale/<lang>/LC_MESSAGES/leads.po``,
shared with Laws 53-58).
"""

from __future__ import annotations

from dataclasses import replace
from functools import partial
from typing import Any

from bridgelaw.cards import Card, Seat
from bridgelaw.editions import Edition
from bridgelaw.laws import message_params, message_registrar
from bridgelaw.laws.law50_52 import (
    PenaltyCardArea,
    lead_choice_label_50D2,
    penalty_card_to_play_50D1,
    penalty_class_50B,
)
from bridgelaw.laws.law52 import penalty_card_not_played_52
from bridgelaw.laws.verdict import Offer, PenaltyCard, PlayCard, Verdict
from bridgelaw.regulations import Regulations
from bridgelaw.rulings import Outcome, Ruling
from bridgelaw.table import Table

#: The gettext domain of every message of this module.
DOMAIN = "leads"

#: Every msgid this module can emit; leads.po translates each.
MESSAGES: set[str] = set()

_m = message_registrar(MESSAGES)
_p = partial(message_params, DOMAIN)

C_50D2_OFFER = _m(
    "{seat} is to lead and his partner {owner} has a major penalty card: {seat} may not lead until declarer "
    "has chosen to require or prohibit the lead of a suit of the penalty cards, or neither (Law {law})."
)
C_50D2_PREMATURE = _m(
    "{seat} led {card} before declarer had chosen under Law 50D2: the card is not played; it is exposed and "
    "becomes a major penalty card (Laws 50D2, 49), and declarer still chooses."
)
C_50D2_OWN = _m(
    "{seat} led his own penalty card {card} before declarer had chosen under Law 50D2: the card is not "
    "played and stays a major penalty card, and declarer still chooses (Law 50D2); the director rules "
    "on the lead, as both defenders have penalty cards."
)
C_51A = _m("Declarer designates the penalty card {card}: {seat} plays it (Law 51A).")
C_52_PLAYED = _m(
    "Declarer has since played a card, so he has accepted {card}, played by {seat} instead of the "
    "penalty card (Law 52B1(b)); the penalty cards remain."
)
C_61A = _m(
    "{seat} plays {card}: the card is played (Law {law}), but it breaks the requirement declarer chose under "
    "Law {rlaw}: a revoke (Law 61A; Laws 62-64 govern its correction)."
)


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
        message=C_50D2_OFFER,
        params=_p(seat=seat, owner=owner, law=law),
        extra=extra,
    ), Offer("50D2", law, frozenset({declarer}), options, seat))


def lead_option_chosen_50D2(r: Ruling, option: str) -> Ruling:
    """50D2/51B: declarer's choice ``option`` is made (``r`` from
    :func:`~bridgelaw.laws.law50_52.lead_restrictions_50D2`): no card is played by it."""
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
                     flags=("summon_director", "own_penalty_card"), message=C_50D2_OWN,
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
        message=C_50D2_PREMATURE,
        params=_p(seat=seat, card=card),
    )
    return Verdict.of(ruling, PenaltyCard(seat, card, kind))


def penalty_card_designated_51A(seat: Seat, card: Card) -> Verdict:
    """51A: declarer designates which of ``seat``'s penalty cards he plays: ``card`` is played."""
    ruling = Ruling(
        Outcome.PLAYED, "51A", seat=seat, card=card, message=C_51A, params=_p(seat=seat, card=card)
    )
    return Verdict.of(ruling, PlayCard(seat, card))


def accepted_by_playing_52B1b(seat: Seat, card: Card) -> Ruling:
    """52B1(b): declarer has since played, so he has accepted ``card`` played by ``seat``
    instead of the penalty card; the penalty cards remain."""
    return Ruling(
        Outcome.PLAYED, "52B1(b)", seat=seat, card=card, message=C_52_PLAYED, params=_p(seat=seat, card=card)
    )


def chosen_requirement_broken_61A(seat: Seat, card: Card, law: str, rlaw: str, *, then: list[str]) -> Ruling:
    """61A: ``card`` is played (``law``) but breaks the requirement declarer chose under
    ``rlaw`` (50D2/51B, 57A) while it follows suit: a revoke."""
    return Ruling(
        Outcome.PLAYED,
        law,
        seat=seat,
        card=card,
        flags=("revoke", "summon_director"),
        message=C_61A,
        params=_p(seat=seat, card=card, law=law, rlaw=rlaw),
        extra={"then": then} if then else {},
    )


def penalty_card_choice_51A(
    area: PenaltyCardArea, seat: Seat, table: Table, *, edition: Edition
) -> Verdict | None:
    """51A: ``seat`` is to play with two or more major penalty cards: when more than one can
    legally be played, declarer designates which (the ``options`` ruling of
    :func:`~bridgelaw.laws.law50_52.penalty_card_to_play_50D1` and its
    :class:`~bridgelaw.laws.verdict.Offer` to declarer, kind ``51A``). None: no such choice."""
    if len(area.majors(seat)) < 2:
        return None
    r = penalty_card_to_play_50D1(area, seat, table, edition=edition)
    if r is None or r.outcome is not Outcome.OPTIONS:
        return None
    return Verdict.of(r, Offer("51A", r.law, frozenset({table.declarer}), r.options, seat))


def failure_to_play_52B(
    card: Card, seat: Seat, *, area: PenaltyCardArea, edition: Edition, declarer: Seat
) -> Verdict:
    """Law 52: ``seat`` plays ``card`` in turn instead of a penalty card he had to play: the
    ruling of :func:`~bridgelaw.laws.law52.penalty_card_not_played_52`, the card played,
    and - while declarer has not chosen (52B1(a)) - the :class:`~bridgelaw.laws.verdict.Offer`
    to declarer to accept it or require the penalty card (kind ``52B1``)."""
    r = penalty_card_not_played_52(card, seat, area=area, edition=edition, declarer=declarer)
    if r.outcome is not Outcome.OPTIONS:
        return Verdict.of(r, PlayCard(seat, card))
    offer = Offer("52B1", r.law, frozenset({declarer}), r.options, seat, card, at_card=True)
    return Verdict.of(r, PlayCard(seat, card), offer)
