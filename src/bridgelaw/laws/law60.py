"""Law 60: play after an illegal play (laws.md §1; pzbs.pl 2017 Law 60).

* 60A1: a play by the non-offending side after the irregularity forfeits a rectification not
  yet chosen (:func:`choice_forfeited_60A1`: declarer plays without making his 57A choice).
* 60C: a play by the offending side before the rectification is assessed does not affect the
  opponents' rights and may itself be rectified (:func:`proper_leader_plays_before_choice_60C`:
  the offender's partner, the proper leader, faces a card before declarer chose under Law 54 or
  56 - a major penalty card, and declarer keeps his choice).
"""


from __future__ import annotations

from bridgelaw.cards import Card, Seat
from bridgelaw.clauses import Clause, Clauses, same
from bridgelaw.editions import Edition
from bridgelaw.laws.home import Messages
from bridgelaw.laws.verdict import LeadOutOfTurn, PenaltyCard, Verdict
from bridgelaw.regulations import Option
from bridgelaw.rulings import Outcome, Ruling

__all__ = [
    "CLAUSES",
    "MESSAGES",
    "OPTIONS",
    "choice_forfeited_60A1",
    "proper_leader_plays_before_choice_60C",
]


#: Law 60's clauses and their labels by code.
CLAUSES = Clauses(
    __name__,
    Clause("60A1", "a play by the non-offending side after the irregularity forfeits the rectification",
           same("60A1", "pzbs.pl 2017 Law 60 [S]", False)),
    Clause("60C", "a play by the offending side before the rectification is assessed",
           same("60C", "pzbs.pl 2017 Law 60 [V]")),
)


#: Law 60 leaves no option to regulating authorities.
OPTIONS: tuple[Option, ...] = ()


#: The messages of Law 60: gettext domain ``leads`` (``locale/<lang>/LC_MESSAGES/leads.po``).
MESSAGES = Messages("leads")
_p = MESSAGES.params

CHOICE_57A_FORFEITED = MESSAGES(
    "Declarer played {played_card} without choosing under Law 57A: he has forfeited that choice (Law 60A1), "
    "and {seat}'s partner plays freely to this trick; {card} stays a major penalty card of {seat} "
    "(Law 50D1)."
)
PROPER_LEADER_FACES_BEFORE_OPENING_CHOICE = MESSAGES(
    "{seat} faced {card} after his partner's opening lead out of turn, before declarer had chosen: "
    "declarer keeps his choice under Law 54 (Law 60C), and {card} is a major penalty card of {seat} "
    "(Laws 49, 50B: exposed by a deliberate play)."
)
PROPER_LEADER_LEADS_BEFORE_CHOICE = MESSAGES(
    "{seat}, whose turn it was to lead, led {card} after his partner {by} had led {led_card} out of turn "
    "and before declarer had chosen: declarer keeps his choice under Laws 53 and 56 (Law 60C), and "
    "{card} is a major penalty card of {seat} (Laws 49, 50B: exposed by a deliberate play)."
)


def proper_leader_plays_before_choice_60C(
    lead: LeadOutOfTurn, offender: Seat, led: Card, by: Seat, card: Card, *, edition: Edition
) -> Verdict:
    """Laws 54 and 56 with 60C/49/50: ``offender`` led ``led`` out of turn (``lead``: the faced
    opening lead, Law 54, or a later lead, Law 56) and his partner ``by``, the proper leader,
    faces ``card`` before declarer has chosen. 53B is for an opponent of the offender, and no
    clause makes the partner's card a lead; a play by the offending side before the
    rectification is assessed does not affect the opponents' rights and may itself be rectified
    (60C): declarer keeps his Law 54 (53/56) choice, and ``card``, a defender's card exposed by a
    deliberate play, is a major penalty card (49, 50B). If declarer then accepts the lead, ``by``
    plays his penalty card at the first legal opportunity (50D1) - the same card as a 57D play
    when it follows suit; if he refuses it (54D, 56), both defenders have a major penalty card
    and 50D2 follows (the director rules: the proper leader's own card must be played at the
    first legal opportunity). Sources: BBO forum "Missed alert" (2010, the 2007 code: North's
    opening lead out of turn, then South's club king - a major penalty card, then Law 54's
    options); EBU TD forum "Law 57 or 50" (Q2, 57D when declarer accepts).

    Returns:
        A verdict: ``penalty_card`` major, law 60C (flag ``summon_director``; ``extra``
        ``lead_out_of_turn`` - the card, or at a later trick ``SEAT:CARD`` - and ``keeps``, the
        Law of the choice declarer keeps, ``"54"`` or ``"56"``) and the :class:`PenaltyCard`
        effect.
    Raises:
        ValueError: ``lead`` is declarer's lead out of turn (Law 55: the proper leader is then a
            defender, an opponent of the offender, and 53B applies).
    """
    law = CLAUSES.label("60C", edition)
    if lead is LeadOutOfTurn.OPENING:
        message, params = PROPER_LEADER_FACES_BEFORE_OPENING_CHOICE, _p(seat=by, card=card)
        extra = {"lead_out_of_turn": str(led), "keeps": "54"}
    elif lead is LeadOutOfTurn.BY_DEFENDER:
        message, params = PROPER_LEADER_LEADS_BEFORE_CHOICE, _p(seat=by, card=card, led_card=led, by=offender)
        extra = {"lead_out_of_turn": f"{offender.letter}:{led}", "keeps": "56"}
    else:
        raise ValueError("declarer's lead out of turn: the proper leader is an opponent of the offender "
                         "(53B)")
    r = Ruling(Outcome.PENALTY_CARD, law, seat=by, card=card, penalty="major", flags=("summon_director",),
               message=message, params=params, extra=extra)
    return Verdict((r,), (PenaltyCard(by, card, "major"),))


def choice_forfeited_60A1(seat: Seat, card: Card, *, played: Card, edition: Edition) -> Ruling:
    """60A1: declarer's 57A choice (what the partner of ``seat`` must play, after ``seat``
    played ``card`` before him) was open and the declaring side played ``played`` without
    choosing: a play by the non-offending side after the irregularity forfeits the rectification
    not yet chosen. ``card`` stays a major penalty card (50D1: played at the first legal
    opportunity). Returns ``penalty_card`` major, law 60A1, flag ``choice_forfeited``,
    ``extra["forfeited"] == "57A"``. Raises nothing."""
    law = CLAUSES.label("60A1", edition)
    return Ruling(
        Outcome.PENALTY_CARD,
        law,
        seat=seat,
        card=card,
        penalty="major",
        flags=("choice_forfeited",),
        message=CHOICE_57A_FORFEITED,
        params=_p(seat=seat, card=card, played_card=played),
        extra={"forfeited": "57A"},
    )
