"""Law 61: failure to follow suit - inquiries (laws.md §1).

61A: a failure to follow suit, or to lead or play as a Law or declarer's chosen rectification
requires when able to comply, is a revoke (:func:`chosen_requirement_broken_61A`: breaking
declarer's 50D2/51B or 57A choice). Laws 62-64 govern its correction and establishment. A revoke
is known at the table when attention is drawn to it (62A): :func:`revoke_concealed_61A` and
:func:`revoke_told_at_table_61A` say what a player hears of it before that.

Messages: the played revoke card is gettext domain ``play``, the broken requirement ``leads``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from bridgelaw.cards import Card, Seat
from bridgelaw.clauses import SOURCE_2017_M, Clause, Clauses, same
from bridgelaw.editions import Edition
from bridgelaw.laws.home import Messages
from bridgelaw.regulations import Option
from bridgelaw.rulings import Outcome, Ruling

__all__ = [
    "CLAUSES",
    "MESSAGES",
    "OPTIONS",
    "PLAYED_REVOKE",
    "PLAYED_REVOKE_FROM_DUMMY",
    "PLAY_MESSAGES",
    "chosen_requirement_broken_61A",
    "revoke_concealed_61A",
    "revoke_question_61B",
    "revoke_told_at_table_61A",
]

#: Law 61's clause.
CLAUSES = Clauses(
    __name__,
    Clause("61", "failure to follow suit", same("61", SOURCE_2017_M, False)),
    Clause("61A", "failure to lead or play, when able, a card or suit required by law or specified by an "
           "opponent in rectification is a revoke (declarer's 50D2/51B requirement or prohibition, 57A)",
           same("61A", SOURCE_2017_M, False)),
    Clause("61B", "the right to ask about a possible revoke (declarer a defender who failed to follow "
           "suit; defenders declarer and one another; dummy declarer, 42B1)",
           same("61B", SOURCE_2017_M, False)),
)

#: Law 61 leaves one question to regulating authorities (2007, 2017 61B: defenders may ask one
#: another "unless prohibited by the Regulating Authority"); it is not yet an option: the
#: defenders' question to each other is ruled allowed, with its risk of unauthorised information.
OPTIONS: tuple[Option, ...] = ()

#: The played revoke card: gettext domain ``play``.
PLAY_MESSAGES = Messages("play")
PLAYED_REVOKE = PLAY_MESSAGES(
    "{seat} plays {card}: the card is played (Law {law}), but it does not follow suit although he holds "
    "the suit led: a revoke (Laws 44C, 61A). It must be corrected if attention is drawn to it before it "
    "is established, that is before {seat} or his partner plays to the next trick (Laws 62A, 63A1).")
PLAYED_REVOKE_FROM_DUMMY = PLAY_MESSAGES(
    "Dummy plays {card} (Law {law}), but it does not follow suit although dummy holds the suit led: a "
    "revoke (Laws 44C, 61A). It must be corrected if attention is drawn to it before it is established "
    "(Law 62A); {right_msg}.")

#: The messages of Law 61: gettext domain ``leads`` (``locale/<lang>/LC_MESSAGES/leads.po``).
MESSAGES = Messages("leads")
_p = MESSAGES.params

CHOSEN_REQUIREMENT_BROKEN = MESSAGES(
    "{seat} plays {card}: the card is played (Law {law}), but it breaks the requirement declarer chose "
    "under Law {rlaw}: a revoke (Law 61A; Laws 62-64 govern its correction).")
CHOSEN_PROHIBITION_BROKEN = MESSAGES(
    "{seat} leads {card}: the card is played (Law {law}), but declarer prohibited that suit under Law "
    "{rlaw}: a revoke (Law 61A; Laws 62-64 govern its correction).")


def chosen_requirement_broken_61A(seat: Seat, card: Card, law: str, rlaw: str, *, then: list[str],
                                  prohibited: bool = False) -> Ruling:
    """61A: ``card`` is played (``law``, the text's clause) but breaks the requirement or the
    prohibition declarer chose under ``rlaw`` (50D2/51B, 57A) while it follows suit: a revoke -
    the ruling cites 61A ("failure to lead or play, when able, a card or suit required by law or
    specified by an opponent when exercising an option in rectification"), the clause that
    makes the card a revoke. ``prohibited``: a lead of a suit declarer prohibited (its own words).
    """
    return Ruling(
        Outcome.PLAYED,
        "61A",
        seat=seat,
        card=card,
        flags=("revoke", "summon_director"),
        message=CHOSEN_PROHIBITION_BROKEN if prohibited else CHOSEN_REQUIREMENT_BROKEN,
        params=_p(seat=seat, card=card, law=law, rlaw=rlaw),
        extra={"then": then} if then else {},
    )


def revoke_concealed_61A(ruling: Ruling) -> bool:
    """61A/62A: does ``ruling`` say that a card revoked, which the table learns only when
    attention is drawn to it? A card played that fails to follow suit (44C) or breaks a
    requirement declarer chose (50D2, 57A) - the players see a card of another suit, not whether
    its owner could follow - and the moment such a revoke is established (63A1). A revoke from
    dummy's hand, which everyone sees (and dummy himself must prevent, 42A3), is the caller's to
    leave told; a correction (62) is an act at the table and always told."""
    if "revoke_corrected" in ruling.flags:
        return False
    revoked = ruling.message in (PLAYED_REVOKE, CHOSEN_REQUIREMENT_BROKEN, CHOSEN_PROHIBITION_BROKEN)
    return revoked or "revoke_established" in ruling.flags


def revoke_told_at_table_61A(ruling: Ruling) -> Ruling | None:
    """What the table is told of ``ruling`` before attention is drawn to the revoke it records
    (:func:`revoke_concealed_61A`): the card that revoked is told as any card played is (45A's
    words: "W plays the five of clubs: the card is played (Law 45A)"); the moment a revoke is
    established (63A1) is not told at all (None). Any other ruling is returned unchanged. The
    director's ruling itself stands: this is only what a player at the table hears."""
    if not revoke_concealed_61A(ruling):
        return ruling
    if "revoke_established" in ruling.flags:
        return None
    from bridgelaw.laws.law45.play import CARD_PLAYED  # law45.play imports this home: here, on use

    kept = ("domain", "seat", "card", "law")
    params: dict[str, Any] = {k: ruling.params[k] for k in kept if k in ruling.params}
    extra = dict(ruling.extra)
    if "then" in extra:  # the engine's notes of what followed name the revoke ("revoke:W:C5")
        then = [n for n in extra.pop("then") if not str(n).startswith("revoke:")]
        if then:
            extra["then"] = then
    law = str(params.get("law", ruling.law))  # the clause of the card played (45A), not 61A
    return replace(ruling, law=law, message=CARD_PLAYED, params=params, text="", extra=extra,
                   flags=tuple(f for f in ruling.flags if f not in ("revoke", "summon_director")))
ASKS_DEFENDER_WHO_SHOWED_OUT = MESSAGES(
    "{seat} asks {to}, who has failed to follow suit, whether he has a card of the suit led: declarer may "
    "ask (Law {law}). Nothing is named or played by the question.")
ASKS_DEFENDER_WHO_FOLLOWED = MESSAGES(
    "{seat} asks {to} whether he has a card of the suit led, but {to} has not failed to follow suit: "
    "the Law lets declarer ask only a defender who has failed to follow suit (Law {law}). Nothing is "
    "named or played by the question; the Director may find it an extraneous remark.")
DEFENDER_ASKS_DECLARER = MESSAGES(
    "{seat} asks declarer ({to}) whether he has a card of the suit led: defenders may ask declarer (Law "
    "{law}). Nothing is named or played by the question.")
DEFENDER_ASKS_PARTNER = MESSAGES(
    "{seat} asks his partner ({to}) whether he has a card of the suit led: defenders may ask one another, "
    "unless the regulating authority prohibits it, at the risk of creating unauthorised information "
    "(Laws {law}, 16B). Nothing is named or played by the question.")


def revoke_question_61B(seat: Seat, to: Seat, *, declarer: Seat, failed_to_follow: bool,
                        edition: Edition) -> Ruling:
    """61B: ``seat`` (declarer or a defender; dummy's question is Law 42B1's) asks ``to`` whether he
    has a card of the suit led. Declarer may ask a defender who has failed to follow suit
    (``failed_to_follow``: ``to`` played a card of another suit to the trick on the table or the
    one just completed); defenders may ask declarer and one another (2007, 2017: "unless
    prohibited by the Regulating Authority", and "at the risk of creating unauthorized
    information"). A question names and plays no card (it is no designation, 45C4(a), nor a card
    named as being in his hand, 49). The label is ``61B`` in every edition (``edition`` for the
    clause registry; unverified before 2017).

    Returns:
        ``allowed`` 61B; ``irregularity`` 61B when declarer asks a player who has not failed to
        follow suit (no right to ask; the Director may treat it as an extraneous remark, 74B).
        A defender's question to his partner carries ``info`` ``unauthorised`` for that partner
        (16B) and flag ``unauthorised_information_risk``.
    """
    label = CLAUSES.label("61B", edition)
    p = _p(seat=seat, to=to, law=label)
    if seat == declarer:
        if failed_to_follow and not to.same_side(declarer):
            return Ruling(Outcome.ALLOWED, label, seat=seat, message=ASKS_DEFENDER_WHO_SHOWED_OUT, params=p,
                          extra={"asked": to.letter})
        return Ruling(Outcome.IRREGULARITY, label, seat=seat, message=ASKS_DEFENDER_WHO_FOLLOWED, params=p,
                      flags=("summon_director",), extra={"asked": to.letter})
    if to.same_side(declarer):
        return Ruling(Outcome.ALLOWED, label, seat=seat, message=DEFENDER_ASKS_DECLARER,
                      params=_p(seat=seat, to=declarer, law=label), extra={"asked": declarer.letter})
    return Ruling(Outcome.ALLOWED, label, seat=seat, message=DEFENDER_ASKS_PARTNER, params=p,
                  flags=("unauthorised_information_risk",),
                  info={"unauthorised": [to.letter], "law": ["16B"]}, extra={"asked": to.letter})
