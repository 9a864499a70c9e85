"""Law 45 at the table, dummy's cards: 45D (a card dummy put out that declarer did not name)
and 45F (dummy indicating a card), as rulings with their effects.

The decisions are :mod:`bridgelaw.laws.law45`'s; this module picks the messages by edition and
says what the engine must carry out (:mod:`bridgelaw.laws.verdict`). Messages are English
templates of the gettext domain ``play``.
"""

from __future__ import annotations

from bridgelaw.cards import Card, Seat
from bridgelaw.editions import Edition
from bridgelaw.laws import law45
from bridgelaw.laws.home import Messages
from bridgelaw.laws.law16 import info_tags_16C
from bridgelaw.laws.law57 import DummySuggested
from bridgelaw.laws.verdict import Remember, Verdict, Withdrawn
from bridgelaw.regulations import Regulations
from bridgelaw.rulings import Outcome, Ruling

#: The messages of this module: gettext domain ``play`` (``locale/<lang>/LC_MESSAGES/play.po``).
MESSAGES = Messages("play")

_p = MESSAGES.params

DESIGNATED_IN_PLACE_OF_DUMMYS = MESSAGES(
    "Declarer designates {card}: it is played in place of the card dummy put out (Laws {law}, {d}); a"
    " defender may withdraw a card played after dummy's error."
)
DUMMYS_CARD_WITHDRAWN_IF_IN_TIME = MESSAGES(
    "Dummy put {card} in the played position without declarer naming it: it must be withdrawn if attention "
    "is drawn to it before each side has played to the next trick; the card declarer then designates is "
    "played, and a defender may withdraw a card played after the error (Law {law})."
)
DECLARER_MAY_WITHDRAW_TOO = MESSAGES(
    "{rho_seat}, declarer's right-hand opponent, has changed his card to the trick: declarer ({seat}) may "
    "withdraw {card}, which he played to it afterwards, and play again (Law {law})."
)
DUMMYS_CARD_STANDS = MESSAGES(
    "Both sides have played to the next trick and no one drew attention to {card}, which dummy put in the "
    "played position without declarer naming it: the card stands (Law {law})."
)
DUMMYS_CARD_NO_PROVISION_1963 = MESSAGES(
    "Dummy put {card} in the played position without declarer naming it. The 1963 code has no provision "
    "for a card misplayed by dummy (declarer plays dummy's cards by naming them; a played card may be taken "
    "back only as Law 47 provides): the Director rules (Law {law})."
)
DUMMYS_CARD_NOT_NAMED_1963 = MESSAGES(
    "Dummy put {card} in the played position, a card declarer did not name (declarer named {named_card}, "
    "which is played): {card} is not played (Law {law}). The 1963 code has no provision for dummy's error: "
    "the Director rules on any card played after it."
)
DUMMYS_CARD_BACK_NAMED_PLAYED = MESSAGES(
    "Dummy put {card} in the played position, a card declarer did not name (declarer named {named_card}): "
    "it goes back to dummy; a defender may withdraw a card played after the error (Law {law})."
)
DUMMYS_CARD_BACK = MESSAGES(
    "Dummy put {card} in the played position, a card declarer did not name: it goes back to dummy; "
    "a defender may withdraw a card played after the error (Law {law})."
)
DUMMY_INDICATED_ADJUSTMENT = MESSAGES(
    "Dummy indicated {card} without declarer's instruction: no card is played; the Director is called and "
    "play continues; at the end of play he shall award an adjusted score if he judges that dummy suggested "
    "a play to declarer and the defenders were damaged by it (Law {law})."
)
#: 45F in 1997 (SV seed 002): the Director "reserves the right" to award an adjusted score.
DUMMY_INDICATED_RESERVES_ADJUSTMENT = MESSAGES(
    "Dummy indicated {card} without declarer's instruction: no card is played; the Director is called and "
    "play continues; he reserves the right to award an adjusted score if the defenders were damaged by the "
    "suggested play (Law {law})."
)
DUMMY_INDICATED_FORBID_LINE_1963 = MESSAGES(
    "Dummy indicated {card} without declarer's instruction: no card is played; the Director may "
    "forbid declarer the line of play it suggested (Law {law}, 1963)."
)
DUMMY_TOUCHED_NO_SUGGESTION = MESSAGES(
    "Dummy touched {card} without declarer's instruction: no card is played; the Director finds it "
    "was no suggestion (Law {law})."
)


def card_stands_45D2(
    card: Card, *, dummy: Seat, placed_at_event: int, edition: Edition, regulations: Regulations
) -> Ruling:
    """45D (2017: 45D2): both sides have played to the next trick and no one drew attention to
    dummy's unnamed card: it stands (option ``O-45D2``)."""
    d = law45.dummy_places_unnamed_45D(
        both_sides_played_to_next_trick=True, edition=edition, regulations=regulations
    )
    return Ruling(
        Outcome.PLAYED,
        d.law,
        seat=dummy,
        card=card,
        message=DUMMYS_CARD_STANDS,
        params=_p(card=card, law=d.law),
        extra={"O-45D2": regulations.get(law45.O_45D2, edition), "placed_at_event": placed_at_event},
    )


def corrected_45D(
    card: Card,
    law: str,
    *,
    dummy: Seat,
    options: tuple[str, ...],
    withdrawable: list[str],
    returned: list[str],
    edition: Edition,
) -> Ruling:
    """45D: declarer designates ``card`` after dummy put out an unnamed one: it is played in its
    place under ``law``; a defender may withdraw a card played after dummy's error."""
    return Ruling(
        Outcome.PLAYED,
        law,
        seat=dummy,
        card=card,
        options=options,
        message=DESIGNATED_IN_PLACE_OF_DUMMYS,
        params=_p(card=card, law=law, d=law45.clause("45D", edition)),
        extra={"withdrawable": withdrawable, "returned": returned},
    )


def declarer_may_withdraw_45D1(
    declarer: Seat, rho: Seat, card: Card, *, options: tuple[str, ...], edition: Edition
) -> Ruling:
    """45D (2017: 45D1): after dummy's unnamed card went back, declarer's RHO withdrew the card he
    had played after it and played again: declarer may withdraw ``card``, which he had played to
    that trick afterwards. Returns the ``options`` ruling (``options``: the whole withdrawal
    offer now open, declarer's card among them)."""
    law = law45.clause("45D", edition)
    return Ruling(
        Outcome.OPTIONS,
        law,
        seat=declarer,
        card=card,
        options=options,
        message=DECLARER_MAY_WITHDRAW_TOO,
        params=_p(rho_seat=rho.letter, seat=declarer.letter, card=card, law=law),
    )


def placed_no_provision_1963(card: Card, *, dummy: Seat, edition: Edition) -> Ruling:
    """1963: no 45D - dummy's card lies on the table; the Director rules (Dutch seed 004)."""
    law = law45.clause("45D", edition)
    return Ruling(
        Outcome.DIRECTOR,
        law,
        seat=dummy,
        card=card,
        flags=("summon_director", "no_provision_1963"),
        message=DUMMYS_CARD_NO_PROVISION_1963,
        params=_p(card=card, law=law),
    )


def placed_unnamed_45D(
    card: Card, *, dummy: Seat, offender: Seat | None, edition: Edition, regulations: Regulations
) -> Verdict:
    """45D: dummy put ``card`` in the played position, declarer not having named it, when dummy
    was to play: it stays there until attention is drawn to it; it is withdrawn (conditionally,
    tagged Law 16 with ``offender``'s side) if attention comes in time."""
    d = law45.dummy_places_unnamed_45D(
        both_sides_played_to_next_trick=False, edition=edition, regulations=regulations
    )
    info = info_tags_16C(offender, edition=edition)
    ruling = Ruling(
        Outcome.WITHDRAWN,
        d.law,
        seat=dummy,
        card=card,
        info=info,
        flags=("summon_director",),
        message=DUMMYS_CARD_WITHDRAWN_IF_IN_TIME,
        params=_p(card=card, law=d.law),
    )
    return Verdict.of(ruling, Withdrawn(dummy, card, d.law, offender))


def returned_45D(
    card: Card, *, dummy: Seat, named: Card | None, offender: Seat | None, edition: Edition
) -> Verdict:
    """45D: dummy's ``card`` that declarer did not name goes back to dummy (``named``: the card
    declarer named, already played or designated). 1963: no 45D provision - the named card is
    the one played (45(d)); the other is not played, and the Director rules on the rest."""
    law = law45.clause("45D", edition)
    if law45.no_provision_1963(edition):
        return Verdict.of(
            Ruling(
                Outcome.NOT_PLAYED if named is not None else Outcome.DIRECTOR,
                law,
                seat=dummy,
                card=card,
                flags=("summon_director", "no_provision_1963"),
                message=DUMMYS_CARD_NOT_NAMED_1963 if named is not None else DUMMYS_CARD_NO_PROVISION_1963,
                params=_p(card=card, named_card=named or "", law=law),
            )
        )
    ruling = Ruling(
        Outcome.WITHDRAWN,
        law,
        seat=dummy,
        card=card,
        info=info_tags_16C(offender, edition=edition),
        flags=("summon_director",),
        message=DUMMYS_CARD_BACK_NAMED_PLAYED if named is not None else DUMMYS_CARD_BACK,
        params=_p(card=card, named_card=named or "", law=law),
    )
    return Verdict.of(ruling, Withdrawn(dummy, card, law, offender))


def indicated_by_dummy_45F(
    card: Card, *, dummy: Seat, suggestion: bool, trick: int, edition: Edition
) -> Verdict:
    """45F (:func:`law45.dummy_indicates_45F`): dummy indicated ``card`` without declarer's
    instruction in ``trick``: no card is played; a suggestion covers premature plays of the
    trick (57C1: remembered as :class:`~bridgelaw.laws.law57.DummySuggested`)."""
    d = law45.dummy_indicates_45F(suggestion=suggestion, edition=edition)
    texts = {
        "adjust": (DUMMY_INDICATED_ADJUSTMENT if edition >= Edition.E2007
                   else DUMMY_INDICATED_RESERVES_ADJUSTMENT),
        "forbid_line": DUMMY_INDICATED_FORBID_LINE_1963,
        "no_suggestion": DUMMY_TOUCHED_NO_SUGGESTION,
    }
    ruling = Ruling(
        Outcome.NOT_PLAYED,
        d.law,
        seat=dummy,
        card=card,
        options=d.options,
        flags=d.flags,
        message=texts[d.reason],
        params=_p(card=card, law=d.law),
    )
    if d.reason == "no_suggestion":
        return Verdict.of(ruling)
    return Verdict.of(ruling, Remember(DummySuggested(trick)))
