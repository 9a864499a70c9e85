"""Law 45 at the table: the rulings on a card played, held, touched, named or pointed at.

The decisions are :mod:`bridgelaw.laws.law45`'s (one function per clause, returning a
:class:`~bridgelaw.laws.law45.Decision`); this module turns them, with the facts the engine
found, into rulings and picks their messages by edition: 45A (a card faced), 45B (dummy's card
by declarer; option ``O-45B-MOMENT``), 45C1-45C3 (held, touched), 45C4(a) (named; a gesture,
option ``O-POINTING``), 45E (a fifth card) and words that play no card. Messages are English
templates of the gettext domain ``play`` (``locale/<lang>/LC_MESSAGES/play.po``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Literal

from bridgelaw.cards import Card, Seat
from bridgelaw.editions import Edition
from bridgelaw.errors import InvalidDesignationError
from bridgelaw.laws import law45
from bridgelaw.laws.home import Messages
from bridgelaw.laws.law45 import Decision, NamedUnfaced
from bridgelaw.laws.law50 import PenaltyCardArea, penalty_class_50B
from bridgelaw.laws.law61 import PLAYED_REVOKE, PLAYED_REVOKE_FROM_DUMMY
from bridgelaw.laws.verdict import PenaltyCard, Remember, Verdict
from bridgelaw.regulations import Regulations
from bridgelaw.rulings import Outcome, Ruling

#: The messages of this module: gettext domain ``play`` (``locale/<lang>/LC_MESSAGES/play.po``).
MESSAGES = Messages("play")

_p = MESSAGES.params

CARD_PLAYED = MESSAGES("{seat} plays {card}: the card is played (Law {law}).")
DUMMY_PLAYS = MESSAGES("Dummy plays {card} (Law {law}).")
FIFTH_CARD_MAJOR_PENALTY = MESSAGES(
    "{seat} has already played to this trick: the fifth card, {card}, is not played; it becomes a major "
    "penalty card (Laws {law}, 50)."
)
FIFTH_CARD_MINOR_PENALTY = MESSAGES(
    "{seat} has already played to this trick: the fifth card, {card}, is not played; it becomes a minor "
    "penalty card (Laws {law}, 50)."
)
FIFTH_CARD_BACK = MESSAGES(
    "{seat} has already played to this trick: the fifth card, {card}, goes back to his hand without "
    "further rectification; the card played first stands (Law {law})."
)
#: 45E2 in 1997 (and the codes read as 1997): "utgår ingen bestraffning" (no penalty).
FIFTH_CARD_BACK_WITHOUT_PENALTY = MESSAGES(
    "{seat} has already played to this trick: the fifth card, {card}, goes back to his hand without "
    "penalty; the card played first stands (Law {law})."
)
FIFTH_CARD_BACK_NO_RIGHT_TO_LEAD = MESSAGES(
    "{seat} has already played to this trick: the fifth card, {card}, cannot be deemed a lead, since his "
    "side did not have the right to lead; it goes back to his hand without penalty (Law {law})."
)
FIFTH_CARD_BY_ACCIDENT = MESSAGES(
    "{seat} has already played to this trick: the fifth card, {card}, fell into the trick by accident; "
    "it is not played and becomes a {kind_msg} penalty card (Laws {law}, 50B)."
)
PENALTY_KIND_MAJOR = MESSAGES("major")
PENALTY_KIND_MINOR = MESSAGES("minor")
FIFTH_CARD_NO_PROVISION_1963 = MESSAGES(
    "{seat} has already played to this trick: the fifth card, {card}, is not played. The 1963 code has "
    "no provision for a fifth card (a played card may be taken back only as Law 47 provides): the "
    "Director rules (Law {law})."
)
DUMMY_FACES_DESIGNATED = MESSAGES("Dummy faces {card}, the card declarer designated (Law 45B).")
TOUCHED_WHY_UNKNOWN = MESSAGES(
    "Declarer touched {card} in dummy: the Director must find whether he meant to play it, arrange dummy "
    "or reach another card (Law {law})."
)
TOUCHED_NOT_TO_PLAY = MESSAGES(
    "Declarer touched {card} in dummy to {purpose_msg}: it is not played (Law {law}).")
#: What declarer touched a card of dummy for (45C3), inserted as ``{purpose_msg}``.
PURPOSES = {"arrange": MESSAGES("arrange"), "reach": MESSAGES("reach")}
LIFTED_AND_PUT_BACK = MESSAGES("Declarer lifted {card} from dummy and put it back: it is not played.")
HELD_HOW_UNKNOWN = MESSAGES("The Director must find how declarer held {card} (Law {law}).")
TAKEN_BACK_AT_ONCE = MESSAGES(
    "Declarer detached {card} and took it back in one movement: it is not played, even if seen (Law "
    "{law}; WBF Commentary); no penalty (Law 48A)."
)
TAKEN_BACK_AT_ONCE_1963 = MESSAGES(
    "Declarer detached {card} and took it back in one movement: it was not held touching or nearly touching "
    "the table, so it is not played (Law {law})."
)
NOT_NEAR_THE_TABLE_1963 = MESSAGES(
    "Under the 1963 code declarer's card is played only when held touching or nearly touching the "
    "table: {card} is not played (Law {law})."
)
DUMMY_WORDS_PLAY_NOTHING = MESSAGES(
    "Dummy may not take part in the play (Law 43A1); his words play no card (Law {law}).")
DUMMY_WORDS_PLAY_NOTHING_1963 = MESSAGES(
    "Dummy may not take part in the play; his words play no card (Law {law}).")
WORDS_NOT_DUMMYS_TURN = MESSAGES(
    "Declarer's words '{text}' come when dummy is not to play: no dummy card is played now.")
WORDS_NAME_NO_CARD = MESSAGES("{seat}'s words name no card: nothing is played.")
NAMED_CARD_NOT_HELD = MESSAGES("{seat} named {card}, which he does not hold: nothing is played.")
#: 46A for a defender's words: words not understood are never read as a card.
DEFENDER_WORDS_UNKNOWN = MESSAGES(
    "{seat} said '{said}': the words {words} are not understood (their place in what was said is in "
    "brackets), so no card is named and none is played; {seat} must say again which card he means "
    "(Law {law})."
)
DEFENDER_WORDS_NOT_UNDERSTOOD = MESSAGES(
    "{seat} said '{said}': the words are not understood as naming a card, so no card is named and none is "
    "played; {seat} must say again which card he means (Law {law})."
)
NAMED_NOT_YET_FACED = MESSAGES(
    "Declarer names {card} from dummy: it is designated, but it counts as played only when dummy faces it "
    "(Law {law}, option O-45B-MOMENT = faced)."
)
POINTED_DESIGNATES = MESSAGES(
    "Declarer designates {card} in dummy by a gesture: it is played (Law {law}; Law 57C footnote); such a "
    "designation cannot be changed under Law 45C4(b)."
)
#: Before 2017 a gesture is a designation like any other ("otherwise designates"), open to a
#: change of an unintended designation (RU 2007 45C4: "как-либо иначе обозначает").
POINTED_DESIGNATES_BEFORE_2017 = MESSAGES(
    "Declarer designates {card} in dummy by a gesture: it is played, as a card a player otherwise designates "
    "(Law {law})."
)
POINTED_PLAYS_NOTHING = MESSAGES(
    "Declarer pointed at {card} in dummy: a gesture plays no card (option O-POINTING = nothing)."
)


def _then(notes: list[str]) -> dict[str, object]:
    return {"then": notes} if notes else {}


def declarer_takes_45B(*, edition: Edition) -> Decision:
    """45B: declarer plays a card from dummy by taking it himself: it is played."""
    return Decision(True, law45.clause("45B", edition), "declarer_takes")


def held_from_dummy_45B(*, where: str | None, edition: Edition) -> Decision:
    """45B/45C2 for a dummy card declarer holds: played when held touching the table or in the
    played position; lifted and put back: not played."""
    return Decision(where in ("touching_table", "played_position"), law45.clause("45B", edition))


def named_faced_45B(*, edition: Edition) -> Decision:
    """45B (option ``O-45B-MOMENT`` = ``faced``): dummy faces the card declarer named: played."""
    return Decision(True, law45.clause("45B", edition), "faced")


def played_in_turn_45A(seat: Seat, card: Card, law: str, *, revoke: bool, then: list[str]) -> Ruling:
    """45A/45C: ``seat`` plays ``card`` in turn under clause ``law``; ``revoke``: it fails to
    follow suit (44C, 61A); ``then``: the engine's notes of what followed."""
    return Ruling(
        Outcome.PLAYED,
        law,
        seat=seat,
        card=card,
        flags=("revoke",) if revoke else (),
        message=PLAYED_REVOKE if revoke else CARD_PLAYED,
        params=_p(seat=seat, card=card, law=law),
        extra=_then(then),
    )


def dummy_played_45B(
    card: Card, law: str, *, dummy: Seat, revoke: bool, then: list[str], edition: Edition
) -> Ruling:
    """45B/45C3/45C4(a): dummy's ``card`` is played under ``law``; ``revoke``: it does not follow
    suit, with dummy's part in preventing it by edition (42A3 / 42B2)."""
    if revoke:
        from bridgelaw.laws.law42_43 import dummy_right_message_42A3  # dummy's part: only on a revoke

        params = _p(card=card, law=law, right_msg=dummy_right_message_42A3(edition))
    else:
        params = _p(card=card, law=law)
    return Ruling(
        Outcome.PLAYED,
        law,
        seat=dummy,
        card=card,
        flags=("revoke",) if revoke else (),
        message=PLAYED_REVOKE_FROM_DUMMY if revoke else DUMMY_PLAYS,
        params=params,
        extra=_then(then),
    )


def faced_45B(card: Card, *, dummy: Seat | None, edition: Edition) -> Ruling:
    """45B: dummy faces the card declarer designated (``dummy`` None: the seat is filled in
    when the card is played)."""
    return Ruling(
        Outcome.PLAYED,
        law45.clause("45B", edition),
        seat=dummy,
        card=card if dummy is not None else None,
        message=DUMMY_FACES_DESIGNATED,
        params=_p(card=card),
    )


def fifth_card_45E(
    seat: Seat,
    card: Card,
    d: Decision,
    *,
    defender: bool,
    accidental: bool,
    area: PenaltyCardArea,
    edition: Edition,
    regulations: Regulations,
) -> Verdict:
    """45E, a fifth card not deemed a lead (``d`` from :func:`law45.fifth_card_45E`): 1963 no
    provision (``director``); a defender's card a penalty card (45E1; major unless it fell in by
    accident - finding ``accidental`` - then classed by 50B); declarer's back to his hand (45E2;
    1997: without penalty; without the right to lead: not a lead)."""
    if law45.no_provision_1963(edition):
        return Verdict.of(
            Ruling(
                Outcome.DIRECTOR,
                d.law,
                seat=seat,
                card=card,
                flags=("summon_director", "no_provision_1963"),
                message=FIFTH_CARD_NO_PROVISION_1963,
                params=_p(seat=seat, card=card, law=d.law),
            )
        )
    if defender:
        return _fifth_card_penalty_45E1(
            seat, card, d, accidental=accidental, area=area, edition=edition, regulations=regulations
        )
    if d.reason == "returned_no_right":
        message = FIFTH_CARD_BACK_NO_RIGHT_TO_LEAD
    else:
        message = FIFTH_CARD_BACK if edition >= Edition.E2007 else FIFTH_CARD_BACK_WITHOUT_PENALTY
    return Verdict.of(
        Ruling(
            Outcome.NOT_PLAYED,
            d.law,
            seat=seat,
            card=card,
            flags=d.flags,
            message=message,
            params=_p(seat=seat, card=card, law=d.law),
        )
    )


def _fifth_card_penalty_45E1(
    seat: Seat,
    card: Card,
    d: Decision,
    *,
    accidental: bool,
    area: PenaltyCardArea,
    edition: Edition,
    regulations: Regulations,
) -> Verdict:
    """45E1: a defender's fifth card becomes a penalty card - major, unless it fell in by
    accident (then classed by 50B)."""
    how: Literal["unintended", "deliberate"] = "unintended" if accidental else "deliberate"
    kind = penalty_class_50B(card, seat, area, how=how, edition=edition, regulations=regulations)
    if accidental:
        message = FIFTH_CARD_BY_ACCIDENT
        kind_msg = PENALTY_KIND_MAJOR if kind == "major" else PENALTY_KIND_MINOR
        params = _p(seat=seat, card=card, law=d.law, kind_msg=kind_msg)
    else:
        message = FIFTH_CARD_MAJOR_PENALTY if kind == "major" else FIFTH_CARD_MINOR_PENALTY
        params = _p(seat=seat, card=card, law=d.law)
    ruling = Ruling(
        Outcome.PENALTY_CARD,
        d.law,
        seat=seat,
        card=card,
        penalty=kind,
        flags=d.flags,
        message=message,
        params=params,
        extra={"accidental": accidental},
    )
    return Verdict.of(ruling, PenaltyCard(seat, card, kind))


def touched_45C3(card: Card, d: Decision, *, dummy: Seat, purpose: str | None) -> Ruling | None:
    """45C3: declarer touched dummy's ``card``: the Director finds why (``d.needs``), or it is
    not played (to arrange or reach); None: it is played (the engine plays it)."""
    if d.needs:
        return Ruling(
            Outcome.DIRECTOR,
            d.law,
            seat=dummy,
            card=card,
            needs=d.needs,
            flags=("summon_director",),
            message=TOUCHED_WHY_UNKNOWN,
            params=_p(card=card, law=d.law),
        )
    if not d.played:
        return Ruling(
            Outcome.NOT_PLAYED,
            d.law,
            seat=dummy,
            card=card,
            message=TOUCHED_NOT_TO_PLAY,
            params=_p(card=card, law=d.law, purpose_msg=PURPOSES[str(purpose)]),
        )
    return None


def lifted_from_dummy_45B(card: Card, d: Decision, *, dummy: Seat) -> Ruling:
    """45B: declarer lifted dummy's ``card`` and put it back: not played."""
    return Ruling(Outcome.NOT_PLAYED, d.law, seat=dummy, card=card, message=LIFTED_AND_PUT_BACK,
                  params=_p(card=card))


def declarer_held_45C2(card: Card, d: Decision, *, seat: Seat, edition: Edition) -> Ruling | None:
    """45C2 (``d`` from :func:`law45.declarer_card_45C2`): the Director finds how declarer held
    ``card``, or it is not played (lifted back in one movement; 1963: not near the table);
    None: it is played (the engine plays it by position)."""
    if d.needs:
        return Ruling(
            Outcome.DIRECTOR,
            d.law,
            seat=seat,
            card=card,
            needs=d.needs,
            flags=("summon_director",),
            message=HELD_HOW_UNKNOWN,
            params=_p(card=card, law=d.law),
        )
    if d.played:
        return None
    texts = {"lifted": TAKEN_BACK_AT_ONCE if edition > Edition.E1963 else TAKEN_BACK_AT_ONCE_1963,
             "position_1963": NOT_NEAR_THE_TABLE_1963}
    return Ruling(
        Outcome.NOT_PLAYED,
        d.law,
        seat=seat,
        card=card,
        message=texts[d.reason],
        params=_p(card=card, law=d.law),
    )


def dummy_speaks_45F(seat: Seat, *, edition: Edition) -> Ruling:
    """43A1/45F: dummy's words play no card."""
    law = law45.clause("45F", edition)
    return Ruling(
        Outcome.NOT_PLAYED,
        law,
        seat=seat,
        flags=("summon_director",),
        message=DUMMY_WORDS_PLAY_NOTHING if edition > Edition.E1963 else DUMMY_WORDS_PLAY_NOTHING_1963,
        params=_p(law=law),
    )


def words_not_dummys_turn_45C4a(text: str, *, dummy: Seat, edition: Edition) -> Ruling:
    """45C4(a): declarer's words come when dummy is not to play: no dummy card is played."""
    return Ruling(
        Outcome.NOT_PLAYED,
        law45.clause("45C4(a)", edition),
        seat=dummy,
        message=WORDS_NOT_DUMMYS_TURN,
        params=_p(text=text),
    )


def own_card_of_rank_45C4a(rank_cards: list[Card], legal_cards: list[Card]) -> Card | None:
    """45C4(a) for a player's words that name a rank without a suit ("the queen") for a card of
    his own hand: the card he names is the one card of that rank he holds (``rank_cards``) or, at
    his turn, the one of them he can legally play (``legal_cards``: following to hearts, "the
    queen" is the queen of hearts; as 46B2(b) reads declarer's rank for dummy). None when the
    words still leave a choice: then they name no card (the Director finds what was meant)."""
    if len(rank_cards) == 1:
        return rank_cards[0]
    return legal_cards[0] if len(legal_cards) == 1 else None


def no_card_named_45C4a(seat: Seat, *, edition: Edition) -> Ruling:
    """45C4(a): a defender's words name no card: nothing is played."""
    return Ruling(
        Outcome.NOT_PLAYED, law45.clause("45C4(a)", edition), seat=seat, message=WORDS_NAME_NO_CARD,
        params=_p(seat=seat)
    )


def defender_not_understood_46A(error: InvalidDesignationError, seat: Seat) -> Ruling:
    """A defender's words that are not understood (a word neither vocabulary nor filler, two
    suits without a correction, another language than the one given): ``not_understood``
    under 46A, as for declarer's words (:func:`bridgelaw.laws.law46.not_understood_46A`) - no
    card is named or played, whether he names his own card or, under 46B5, dummy's; he says
    again which card he means.

    Args:
        error: the parser's error; its ``unknown`` words (when it has them) are named with their
            place in the utterance.
        seat: the defender who spoke (the ruling's ``seat``).
    Returns:
        Ruling: outcome ``not_understood``, law ``46A``, flag ``designate_again``,
        ``extra["unknown"]`` as in :func:`bridgelaw.laws.law46.not_understood_46A`.
    """
    from bridgelaw.i18n import render_message
    from bridgelaw.laws.law46.context import why_not_understood_46A

    unknown = getattr(error, "unknown", ())
    words = [[u.word, u.position] for u in unknown]
    said = (error.text or "").strip()
    params = _p(seat=seat, said=said, words=words, law="46A",
                extra_msgs={"why": why_not_understood_46A(error)})
    return Ruling(
        Outcome.NOT_UNDERSTOOD,
        "46A",
        seat=seat,
        message=DEFENDER_WORDS_UNKNOWN if unknown else DEFENDER_WORDS_NOT_UNDERSTOOD,
        params=params,
        flags=("designate_again",),
        extra={
            "unknown": [
                {"word": u.word, "position": u.position, "start": u.start, "end": u.end} for u in unknown
            ],
            "why": render_message(why_not_understood_46A(error), params, "en"),
        },
    )


def named_card_not_held_45C4a(seat: Seat, card: Card, *, edition: Edition) -> Ruling:
    """45C4(a): a defender named a card he does not hold: nothing is played."""
    return Ruling(
        Outcome.NOT_PLAYED,
        law45.clause("45C4(a)", edition),
        seat=seat,
        card=card,
        message=NAMED_CARD_NOT_HELD,
        params=_p(seat=seat, card=card),
    )


def named_awaits_facing_45B(named: Ruling, *, dummy: Seat, edition: Edition) -> Ruling:
    """45B under option ``O-45B-MOMENT`` = ``faced``: the dummy card declarer named (``named``,
    the Law 46 / 45C4(a) ruling on his words) is designated but counts as played only when
    dummy faces it."""
    assert named.card is not None
    law = law45.clause("45B", edition)
    return Ruling(
        Outcome.NOT_PLAYED,
        law,
        seat=dummy,
        card=named.card,
        message=NAMED_NOT_YET_FACED,
        params=_p(card=named.card, law=law),
        extra={"designated": str(named.card), "designation_law": named.law},
    )


def awaits_facing_45B(named: Ruling, *, dummy: Seat, edition: Edition) -> Verdict:
    """:func:`named_awaits_facing_45B` as a verdict: the ruling, and the named card remembered
    (:class:`~bridgelaw.laws.law45.NamedUnfaced`) until dummy faces it (45B, ``O-45B-MOMENT`` =
    ``faced``)."""
    assert named.card is not None
    ruling = named_awaits_facing_45B(named, dummy=dummy, edition=edition)
    return Verdict.of(ruling, Remember(NamedUnfaced(named.card)))


def counts_when_faced_45B(*, edition: Edition, regulations: Regulations) -> bool:
    """Option ``O-45B-MOMENT``: True when a named dummy card counts as played only when dummy
    faces it (``faced``), False when named (45C4(a), the default)."""
    return regulations.get(law45.O_45B_MOMENT, edition) == "faced"


def pointing_option_45C4a(*, edition: Edition, regulations: Regulations) -> str:
    """Option ``O-POINTING``: what declarer pointing at or nodding to a dummy card is -
    ``designation`` (45C4(a), 57C footnote), ``touch`` (45C3) or ``nothing``."""
    return regulations.get(law45.O_POINTING, edition)


def pointed_nothing_45C4a(card: Card, *, dummy: Seat, rule: str, edition: Edition) -> Ruling:
    """``O-POINTING`` = ``nothing``: a gesture plays no card."""
    return Ruling(
        Outcome.NOT_PLAYED,
        law45.clause("45C4(a)", edition),
        seat=dummy,
        card=card,
        message=POINTED_PLAYS_NOTHING,
        params=_p(card=card),
        extra={"O-POINTING": rule},
    )


def pointed_designation_45C4a(card: Card, *, rule: str, edition: Edition) -> tuple[Decision, Ruling]:
    """``O-POINTING`` = ``designation``: 45C4(a) "otherwise designates"; 2017: such a
    designation cannot be changed under 45C4(b). The decision and the ruling's base (seat and
    card filled in when dummy's card is played)."""
    law = law45.clause("45C4(a)", edition)
    base = Ruling(
        Outcome.PLAYED,
        law,
        message=POINTED_DESIGNATES if edition >= Edition.E2017 else POINTED_DESIGNATES_BEFORE_2017,
        params=_p(card=card, law=law),
        extra={"O-POINTING": rule},
    )
    return Decision(True, law, "gesture"), base


def with_option(out: list[Ruling], option: str, value: str) -> list[Ruling]:
    """``out`` with the option in force (``option`` = ``value``) noted in the first ruling."""
    first = out[0]
    return [replace(first, extra={**first.extra, option: value}), *out[1:]]
