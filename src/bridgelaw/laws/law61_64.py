"""Laws 61-64: the revoke - what it is, its correction before it is established, establishment.

Pure functions named after their clauses; the engine (:mod:`bridgelaw.engine`) finds the facts
(which card revoked, what has been played since) and carries out what they decide. Messages are
English templates of the gettext domain ``play`` (``locale/<lang>/LC_MESSAGES/play.po``).

* 61A: failure to follow suit as Law 44 requires (or to play a card or suit required by law or
  by an opponent's chosen option) is a revoke.
* 62A: a revoke must be corrected if attention is drawn to it before it is established.
* 62B: the offender withdraws the revoke card and follows suit with any card; 62B1 the card
  withdrawn from a defender's unfaced hand becomes a penalty card - a major one, since it was
  exposed through deliberate play (50B); 62B2 a card from declarer's or dummy's hand goes back
  without further rectification ("without penalty" before 2017).
* 62C1: each member of the non-offending side may withdraw a card he played after the revoke
  and before attention was drawn to it, without further rectification (Law 16C/16D applies to
  the information); 62C2: after a non-offender does so, the offending side's next hand in
  rotation may withdraw its card, which becomes a penalty card if it is a defender's.
* 63A1: the revoke is established once the offender or his partner leads or plays to the
  following trick (63A2/63A3 - a designation of a card to the next trick, a claim - come to the
  engine as plays; 63B: an established revoke may not be corrected, the trick stands).
* Law 64 (the trick adjustment after an established revoke) is applied at the end of play by
  the Director and is not computed here.

The clause letters are those of the 1987-2017 codes (2017 numbering checked; the 1963 and 1975
codes have the same rules under Law 62, their sub-letters are not verified).
"""

from __future__ import annotations

from collections.abc import Sequence

from bridgelaw.cards import Card, Seat, Suit
from bridgelaw.editions import Edition
from bridgelaw.laws import message_registrar
from bridgelaw.laws._legacy import label as clause_label
from bridgelaw.laws.verdict import Verdict, Withdrawn
from bridgelaw.rulings import Outcome, Ruling

__all__ = [
    "DOMAIN",
    "MESSAGES",
    "correct_revoke_62B",
    "corrects_revoke_62B",
    "dummy_prevents_revoke_label_42A3",
    "dummy_right_message_42A3",
    "established_63A1",
    "later_cards_62C1",
]

#: The gettext domain of every message of this module.
DOMAIN = "play"

#: Every msgid this module can emit; play.po translates each.
MESSAGES: set[str] = set()


_m = message_registrar(MESSAGES)


R_62B1 = _m(
    "{seat}'s revoke is corrected before it is established (Law 62A): {card} is played in place of "
    "{old_card}, which becomes a major penalty card (Laws 62B1, 50)."
)
R_62B1_LATER = _m(
    "{seat}'s revoke is corrected before it is established (Law 62A): {card} is played in place of "
    "{old_card}, which becomes a major penalty card (Laws 62B1, 50). Each opponent who played after the "
    "revoke may withdraw his card without further rectification (Law 62C1); then the offending side's "
    "next hand may withdraw its card too (Law 62C2)."
)
R_62B2 = _m(
    "{seat}'s revoke is corrected before it is established (Law 62A): {card} is played in place of "
    "{old_card}, which goes back to the hand without further rectification (Law 62B2)."
)
R_62B2_LATER = _m(
    "{seat}'s revoke is corrected before it is established (Law 62A): {card} is played in place of "
    "{old_card}, which goes back to the hand without further rectification (Law 62B2). Each defender "
    "who played after the revoke may withdraw his card without further rectification (Law 62C1)."
)

R_62B1_CARD = _m(
    "{seat} withdraws {card} to correct the revoke: it becomes a major penalty card (Laws 62B1, 50B)."
)
R_62B2_CARD = _m(
    "{seat} withdraws {card} to correct the revoke: it goes back to the hand without further rectification "
    "(Law 62B2)."
)


M_REVOKE = _m(
    "{seat} plays {card}: the card is played (Law {law}), but it does not follow suit although he holds the "
    "suit led: a revoke (Laws 44C, 61A). It must be corrected if attention is drawn to it before it is "
    "established, that is before {seat} or his partner plays to the next trick (Laws 62A, 63A1)."
)
M_REVOKE_DUMMY = _m(
    "Dummy plays {card} (Law {law}), but it does not follow suit although dummy holds the suit led: a "
    "revoke (Laws 44C, 61A). It must be corrected if attention is drawn to it before it is established "
    "(Law 62A); {right_msg}."
)
#: Dummy's part in preventing a revoke from his own hand (laws.md §1.2), by edition.
M_RIGHT_42A3 = _m("dummy himself ensures that dummy's hand follows suit (Law 42A3)")
M_RIGHT_42B2 = _m("dummy may try to prevent it (Law 42B2)")
_M_RIGHT = {"42A3": M_RIGHT_42A3, "42B2": M_RIGHT_42B2}


def dummy_prevents_revoke_label_42A3(edition: Edition) -> str:
    """The clause on dummy's part in preventing a revoke from dummy's hand, cited in the ruling
    on dummy's revoke card (laws.md §1.2): 2017 ``"42A3"`` (dummy himself ensures that dummy's
    hand follows suit); 2007 and earlier ``"42B2"`` (dummy may try to prevent an irregularity
    by declarer)."""
    return clause_label("42A3", edition)


def dummy_right_message_42A3(edition: Edition) -> str:
    """The message fragment (``{right_msg}``) on dummy's part in preventing a revoke from
    dummy's hand, by :func:`dummy_prevents_revoke_label_42A3`."""
    return _M_RIGHT[dummy_prevents_revoke_label_42A3(edition)]


def established_63A1(
    offender: Seat, revoke_trick: int, trick_number: int, current_trick: Sequence[tuple[Seat, Card]]
) -> bool:
    """63A1: is the revoke made by ``offender`` in trick ``revoke_trick`` established?

    Args:
        offender: the seat whose card revoked (dummy for a revoke from dummy's hand).
        revoke_trick: the number of the trick of the revoke.
        trick_number: the number of the current trick (the one being played now).
        current_trick: the cards played to the current trick so far.

    Returns:
        True once the offender or his partner has led or played to a trick after the revoke's
        (any such card, legal or not, establishes it); False while the revoke's trick is the
        current one, or the next trick holds no card of the offending side.
    """
    if revoke_trick >= trick_number:
        return False
    if revoke_trick < trick_number - 1:
        return True
    return any(s.same_side(offender) for s, _ in current_trick)


def corrects_revoke_62B(card: Card, *, suit_led: Suit, holds: bool) -> bool:
    """62B: ``card`` corrects a revoke in a trick led in ``suit_led``: the offender holds it and
    it follows suit ("follows suit with any card")."""
    return holds and card.suit is suit_led


def later_cards_62C1(later: Sequence[tuple[Seat, Card]], offender: Seat) -> list[str]:
    """62C1: the cards (``SEAT:CARD``) played after the revoke by the non-offending side, which
    each of them may withdraw without further rectification."""
    return [f"{s.letter}:{c}" for s, c in later if not s.same_side(offender)]


def correct_revoke_62B(
    seat: Seat,
    revoke_card: Card,
    card: Card,
    *,
    defender: bool,
    withdrawable: Sequence[str] = (),
    edition: Edition = Edition.E2017,
) -> Verdict:
    """62A/62B: the verdict on the correction of a revoke that is not yet established.

    Args:
        seat: the offender (dummy for a revoke from dummy's hand).
        revoke_card: the card that failed to follow suit; it is withdrawn.
        card: the card of the suit led played in its place.
        defender: the offender is a defender (62B1: the withdrawn card becomes a major penalty
            card, Law 50B: exposed through deliberate play); else declarer or dummy (62B2: it
            goes back without further rectification).
        withdrawable: the non-offending side's cards played after the revoke (62C1).
        edition: the code of the Laws (the clause letters are the same from 1987 to 2017).

    Returns:
        Verdict: two rulings - ``card`` is ``played`` (with ``options`` ``withdraw_later_cards``
        when 62C1 applies; ``extra`` names the withdrawn card and the withdrawable ones), then the
        revoke card: ``penalty_card`` (``major``, 62B1) for a defender, ``withdrawn`` (62B2)
        otherwise, with its :class:`~bridgelaw.laws.verdict.Withdrawn` effect (62B2: no side
        offends for the 16C tags). The engine has played ``card`` and, for a defender, put the
        revoke card among the major penalty cards before the later cards are replayed.
    """
    law = "62B1" if defender else "62B2"
    if withdrawable:
        message = R_62B1_LATER if defender else R_62B2_LATER
    else:
        message = R_62B1 if defender else R_62B2
    played = Ruling(
        Outcome.PLAYED,
        law,
        seat=seat,
        card=card,
        options=("withdraw_later_cards",) if withdrawable else (),
        flags=("revoke_corrected", "summon_director"),
        message=message,
        params={"domain": DOMAIN, "seat": seat.letter, "card": str(card), "old_card": str(revoke_card)},
        extra={
            "withdrawn": f"{seat.letter}:{revoke_card}",
            "withdrawable": list(withdrawable),
            "edition": str(edition),
        },
    )
    fate = Ruling(
        Outcome.PENALTY_CARD if defender else Outcome.WITHDRAWN,
        law,
        seat=seat,
        card=revoke_card,
        penalty="major" if defender else None,
        message=R_62B1_CARD if defender else R_62B2_CARD,
        params={"domain": DOMAIN, "seat": seat.letter, "card": str(revoke_card)},
    )
    if defender:
        return Verdict((played, fate))
    return Verdict((played, fate), (Withdrawn(seat, revoke_card, law, None),))
