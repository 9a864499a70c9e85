"""Law 49: exposure of a defender's card (-> Law 50).

Except in the course of play or the application of law, a defender's card becomes a penalty
card (Law 50) when his partner could possibly see its face, or when he names it as being in
his hand; not a statement about the uncompleted trick in progress (Law 68 footnote) nor a
concession partner objects to (68B2) (:func:`defender_exposes_49`); a dropped card is an
exposed card unless the Director finds it was played (:func:`dropped_card_49`).

The same in 1997, 2007 and 2017 (the 1997 Russian commentary agrees: seed 003). Messages:
gettext domain ``play``.
"""

from __future__ import annotations

from collections.abc import Sequence

from bridgelaw.cards import Card, Seat
from bridgelaw.clauses import Clause, Clauses, same
from bridgelaw.editions import Edition
from bridgelaw.laws import law45
from bridgelaw.laws.home import Messages
from bridgelaw.laws.law50 import (
    ExposureHow,
    PenaltyCard,
    PenaltyCardArea,
    penalty_card_information_50E,
    penalty_class_50B,
)
from bridgelaw.regulations import Option, Regulations
from bridgelaw.rulings import Outcome, Ruling

__all__ = ["CLAUSES", "MESSAGES", "OPTIONS", "defender_exposes_49", "dropped_card_49"]

#: Law 49's clause (the same label in every code).
CLAUSES = Clauses(__name__, Clause("49", "a defender's exposed card is a penalty card", same("49")))

#: Law 49 leaves no option to regulating authorities (the Director's designation is Law 50's).
OPTIONS: tuple[Option, ...] = ()

#: The messages of Law 49: gettext domain ``play`` (``locale/<lang>/LC_MESSAGES/play.po``).
MESSAGES = Messages("play")
_params = MESSAGES.params

NAMED_ABOUT_TRICK_IN_PROGRESS = MESSAGES(
    '{seat} named {card} in a statement about the trick in progress: it is not a penalty card '
    '(Law 49, Law 68 footnote).')
EXPOSED_IN_OBJECTED_CONCESSION = MESSAGES(
    '{seat} exposed {card} conceding, and partner objected: it is not a penalty card (Law '
    '68B2).')
NOT_A_PENALTY_CARD = MESSAGES(
    "{seat}'s partner could not have seen {card} and {seat} did not name it as held: it is "
    'not a penalty card (Law 49).')
DIRECTOR_DESIGNATES_NO_PENALTY_CARD = MESSAGES(
    'The Director designates that {card} is not a penalty card; {seat} takes it back (Law 50; '
    'Law 72C may apply).')
MAJOR_PENALTY_CARD = MESSAGES(
    '{card_cap} becomes a major penalty card of {seat}: {why_msg} (Laws 49, 50B). It stays face up '
    'on the table until it is played or picked up.')
MINOR_PENALTY_CARD = MESSAGES(
    '{card_cap} becomes a minor penalty card of {seat}: {why_msg} (Laws 49, 50B). It stays face up '
    'on the table until it is played or picked up.')
DROPPED_NOT_PLAYED = MESSAGES(
    '{seat} dropped {card}: a card dropped accidentally is not played (it was not held in a '
    'played position, Law {law}); whether it is a penalty card is for Laws 49 and 50 (the next ruling).')
DROPPED_FOUND_PLAYED = MESSAGES(
    'The Director finds that {seat} did not drop {card} but played it (held in the played '
    'position or faced on purpose): it is ruled as a played card (Law {law}).')
WHY_TWO_OR_MORE = MESSAGES("he now has two or more penalty cards")
WHY_HONOUR = MESSAGES("it is an honour")
WHY_DELIBERATE = MESSAGES("it was exposed deliberately")
WHY_SINGLE_LOW = MESSAGES("it is a single card below honour rank exposed unintentionally")


def defender_exposes_49(
    card: Card,
    seat: Seat,
    *,
    partner_could_see: bool,
    named_as_held: bool = False,
    edition: Edition,
    regulations: Regulations,
    existing: Sequence[PenaltyCard] | PenaltyCardArea = (),
    how: ExposureHow = "unintended",
    intended_card: Card | None = None,
    declarer: Seat | None = None,
    about_current_trick: bool = False,
    concession_objected: bool = False,
    director_otherwise: bool | None = None,
) -> Ruling:
    """Law 49 (-> Law 50): a defender's card is exposed outside the course of play.

    Decision, in order:

    1. a statement about the uncompleted trick in progress (Law 68 footnote) -> no penalty
       card (``not_played``, law ``49``);
    2. part of a concession that partner objects to (68B2) -> no penalty card (``68B2``);
    3. partner could not possibly see the face, and the defender did not name it as in his
       hand -> no penalty card (``not_played``, law ``49``);
    4. the Director designates otherwise (Law 50 preamble; argument ``director_otherwise``
       or option ``O-50-DIRECTOR-OTHERWISE``) -> no penalty card, law ``50``; Law 72C
       (awareness of potential damage) may apply, so the flag ``adjustment_possible``;
    5. otherwise a penalty card: ``penalty_card`` with ``penalty`` from
       :func:`~bridgelaw.laws.law50.penalty_class_50B` (50B), law ``50B``; ``info`` carries the
       50E tags when ``declarer`` is given; ``extra["upgraded"]`` lists this defender's
       earlier penalty cards that become major (50B: two or more are all major).

    Args:
        card: the card exposed.
        seat: the defender.
        partner_could_see: it was in a position where partner could possibly see its face
            (a finding; Law 49(a)).
        named_as_held: he named it as being in his hand (Law 49(b)).
        edition: the code of the Laws.
        regulations: options in force (``O-50B-TWO-CARDS``, ``O-50-DIRECTOR-OTHERWISE``).
        existing: penalty cards already on the table.
        how: ``"unintended"`` (dropped, two cards at once) or ``"deliberate"`` (50B).
        intended_card: for two cards played at once, the card meant to be played (50B,
            ``O-50B-TWO-CARDS``).
        declarer: declarer, for the 50E information tags.
        about_current_trick: the card was named in a statement about the uncompleted trick
            in progress.
        concession_objected: the card was exposed in a concession that partner objected to.
        director_otherwise: the Director's finding that it is not a penalty card; None reads
            the option.

    Returns:
        A :class:`~bridgelaw.rulings.Ruling` (``not_played`` or ``penalty_card``).
    """
    p = _params(seat=seat.letter, card=str(card))
    not_exposed = _not_exposed_49_68(card, seat, p, about_current_trick=about_current_trick,
                                     concession_objected=concession_objected,
                                     seen_or_named=partner_could_see or named_as_held)
    if not_exposed is not None:
        return not_exposed
    if director_otherwise is None:
        director_otherwise = regulations.get("O-50-DIRECTOR-OTHERWISE", edition) == "true"
    if director_otherwise:
        return Ruling(
            Outcome.NOT_PLAYED, "50", seat=seat, card=card, flags=("adjustment_possible",),
            message=DIRECTOR_DESIGNATES_NO_PENALTY_CARD,
            params=p, extra={"penalty_card": False},
        )
    return _penalty_card_50B(card, seat, existing=existing, how=how, intended_card=intended_card,
                             named_as_held=named_as_held, partner_could_see=partner_could_see,
                             declarer=declarer, edition=edition, regulations=regulations)


def _not_exposed_49_68(card: Card, seat: Seat, p: dict[str, object], *, about_current_trick: bool,
                       concession_objected: bool, seen_or_named: bool) -> Ruling | None:
    """Steps 1-3 of :func:`defender_exposes_49`: a statement about the trick in progress (Law 68
    footnote), a concession partner objects to (68B2), or a card partner could not see and the
    defender did not name (49) is no penalty card (``not_played``). None: none of them applies."""
    if about_current_trick:
        return Ruling(
            Outcome.NOT_PLAYED, "49", seat=seat, card=card,
            message=NAMED_ABOUT_TRICK_IN_PROGRESS,
            params=p, extra={"penalty_card": False, "see": "68"},
        )
    if concession_objected:
        return Ruling(
            Outcome.NOT_PLAYED, "68B2", seat=seat, card=card,
            message=EXPOSED_IN_OBJECTED_CONCESSION,
            params=p, extra={"penalty_card": False},
        )
    if not seen_or_named:
        return Ruling(
            Outcome.NOT_PLAYED, "49", seat=seat, card=card,
            message=NOT_A_PENALTY_CARD,
            params=p, extra={"penalty_card": False},
        )
    return None


def _penalty_card_50B(card: Card, seat: Seat, *, existing: Sequence[PenaltyCard] | PenaltyCardArea,
                      how: ExposureHow, intended_card: Card | None, named_as_held: bool,
                      partner_could_see: bool, declarer: Seat | None, edition: Edition,
                      regulations: Regulations) -> Ruling:
    """50B: the exposed card is a penalty card, classed major or minor (a minor card of the same
    defender becomes major: ``extra["upgraded"]``), with the reason in words."""
    kind = penalty_class_50B(card, seat, existing, how=how, intended_card=intended_card,
                            edition=edition, regulations=regulations)
    upgraded = [f"{q.seat.letter}:{q.card}" for q in existing
                if q.seat == seat and q.kind == "minor" and q.card is not card]
    why = (WHY_TWO_OR_MORE if any(q.seat == seat for q in existing)
           else WHY_HONOUR if card.rank.is_honour
           else WHY_DELIBERATE if kind == "major"
           else WHY_SINGLE_LOW)
    extra: dict[str, object] = {"how_exposed": "named" if named_as_held and not partner_could_see else "seen"}
    if upgraded:
        extra["upgraded"] = upgraded
    return Ruling(
        Outcome.PENALTY_CARD, "50B", seat=seat, card=card, penalty=kind,
        message=MAJOR_PENALTY_CARD if kind == "major" else MINOR_PENALTY_CARD,
        params=_params(seat=seat.letter, card=str(card), kind=kind, why_msg=why),
        info=penalty_card_information_50E(seat, declarer, edition=edition) if declarer is not None else {},
        flags=("summon_director",),
        extra=extra,
    )


def dropped_card_49(card: Card, seat: Seat, *, played: bool, edition: Edition) -> Ruling:
    """A defender drops ``card`` (at his own turn or at any other time): Laws 45C1, 49, 50B.

    A dropped card is not held so that it is played (45C1 "held"; 45A "detaching it and facing
    it") - Law 50B names "dropping a card accidentally" as an unintended exposure, so it is an
    exposed card (Law 49 -> 50B: minor below honour rank, major an honour; the caller asks
    :func:`defender_exposes_49` with ``how="unintended"``). Unless the Director finds that it was
    played (``played``: held in the played position, or faced on purpose): then it is ruled as a
    card played (the caller rules it by position, 45A/45C1). Declarer's or dummy's dropped card
    is :func:`declarer_exposes_48` (48A), not this function.

    Returns:
        ``not_played`` law ``49`` (the exposed card, ``extra["dropped"] == True``), or
        ``played`` law 45C1 (1963: 45(a)) when the Director finds it was played.
    """
    law = law45.clause("45C1", edition)
    p = _params(seat=seat.letter, card=str(card), law=law)
    if played:
        return Ruling(Outcome.PLAYED, law, seat=seat, card=card, message=DROPPED_FOUND_PLAYED, params=p,
                      extra={"dropped": False, "finding": "played_intentionally"})
    return Ruling(Outcome.NOT_PLAYED, "49", seat=seat, card=card, message=DROPPED_NOT_PLAYED, params=p,
                  flags=("summon_director",), extra={"dropped": True})
