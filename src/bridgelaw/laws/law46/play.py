"""Law 46 at the table: what follows declarer's call of dummy's card that plays none.

46B4 (an invalid call: what a defender's card played before dummy's is, option
``O-46B4-RHO-PLAYED``) and 46B5 (the defenders designate dummy's card; a disagreement is
settled by option ``O-46-B5``), as rulings with their effects. The reading of the words
themselves is :mod:`bridgelaw.laws.law46`'s. Messages are English templates of the gettext
domain ``play`` (law46's own texts are domain ``law46``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from bridgelaw.cards import Card, Seat
from bridgelaw.editions import Edition
from bridgelaw.laws import law46, law47
from bridgelaw.laws.home import Messages
from bridgelaw.laws.law16 import info_tags_16C
from bridgelaw.laws.law46.declarations import O_46_B5, O_46B4_RHO_PLAYED
from bridgelaw.laws.verdict import (
    DefendersDesignateOffer,
    Memory,
    OtherDefenderOffer,
    PenaltyCard,
    PlayCard,
    Remember,
    Verdict,
    Withdrawn,
)
from bridgelaw.regulations import Regulations
from bridgelaw.rulings import Outcome, Ruling
from bridgelaw.table import Table

#: The messages of this module: gettext domain ``play`` (``locale/<lang>/LC_MESSAGES/play.po``).
MESSAGES = Messages("play")

_p = MESSAGES.params


@dataclass(frozen=True)
class InvalidCall(Memory):
    """46B4: declarer's call from dummy was invalid while dummy was to play, with ``at`` cards
    on the table (``len(table.plays)``): a card the next hand plays before anything else is
    ruled under ``O-46B4-RHO-PLAYED``."""

    at: int


@dataclass(frozen=True)
class MustSpecify(Memory):
    """46B3(b): the latest ``must_specify`` ruling on declarer's words; his next words say which
    card he meant (``law46.specify_46B3b``). Forgotten once a card is played or taken back."""

    ruling: Ruling

    def after_play(self, seat: Seat, card: Card, table: Table, trick_completed: bool) -> Memory | None:
        return None

    def after_rollback(self, table: Table) -> Memory | None:
        return None

M_NO_CARD_46B4 = MESSAGES(
    "The words '{text}' designate no card: nothing is played and declarer may designate any legal card "
    "(Law 46B4)."
)
M_NO_CARD = MESSAGES("The words '{text}' designate no card: nothing is played.")
M_46B4_RETRACTED = MESSAGES(
    "{seat} put {card} on the table after declarer's invalid call from dummy, before dummy played: the card "
    "is retracted without rectification (Law {law} by analogy, option O-46B4-RHO-PLAYED)."
)
M_46B4_PENALTY = MESSAGES(
    "{seat} put {card} on the table after declarer's invalid call from dummy, before dummy played: it is not "
    "played; it becomes a major penalty card (Law 49; option O-46B4-RHO-PLAYED, NBB Delft 2007)."
)
M_B5_CHOSEN = MESSAGES("{seat} designates {card} from dummy: dummy plays it (Law {law}).")
M_B5_OVERRULED = MESSAGES(
    "The defenders disagree: {seat}, the defender next to play after dummy, decides (Law {law}, option "
    "O-46-B5): dummy plays {card} instead of {old_card}."
)
M_B5_STANDS = MESSAGES(
    "The defenders disagree: {old_card}, designated first, stands (Law {law}, option O-46-B5); "
    "{card}, designated by {seat}, is not played."
)
M_B5_DIRECTOR = MESSAGES(
    "The defenders disagree about dummy's card ({old_card} or {card}): the Director decides (Law {law}, "
    "option O-46-B5)."
)
M_B5_DECLARER = MESSAGES(
    "After declarer's call that named neither suit nor rank, the defenders designate dummy's card (Law "
    "{law}): declarer's words or act play no card."
)
M_B5_DUMMY = MESSAGES(
    "Dummy put {card} in the played position, but the defenders designate dummy's card (Law {law}): it goes "
    "back to dummy."
)
M_B5_NOT_LEGAL = MESSAGES(
    "{seat} named {card}, which dummy cannot legally play: nothing is played (Law {law}).")


def no_card_named_46B4(text: str, *, dummy: Seat, dummy_to_play: bool) -> Ruling:
    """Declarer's words designate no card at all (:func:`law46.no_card_designated_46B4`):
    dummy to play - invalid, declarer may designate any legal card (46B4); else nothing."""
    outcome, law = law46.no_card_designated_46B4(dummy_to_play=dummy_to_play)
    return Ruling(
        outcome,
        law,
        seat=dummy,
        message=M_NO_CARD_46B4 if outcome is Outcome.INVALID else M_NO_CARD,
        params=_p(text=text),
    )


def rho_played_rule_46B4(*, edition: Edition, regulations: Regulations) -> str:
    """Option ``O-46B4-RHO-PLAYED``: what follows when dummy's LHO plays right after
    declarer's invalid call from dummy, before dummy played (``57D_53_56``, ``47E1``,
    ``penalty_major``)."""
    return regulations.get(O_46B4_RHO_PLAYED, edition)


def rho_played_46B4(seat: Seat, card: Card, rule: str, *, declarer: Seat, edition: Edition) -> Verdict | None:
    """Option ``O-46B4-RHO-PLAYED`` (``rule``) after declarer's invalid call (46B4), the next
    defender put ``card`` on the table though dummy has not played. ``47E1``: retracted without
    rectification (47E1 by analogy; 16C tags: the declaring side caused it); ``penalty_major``:
    not played, a major penalty card (NBB Delft 2007; Law 49). None (``57D_53_56``): the
    ordinary rules of position apply (Law 57D when dummy was to follow, 53/56 to lead)."""
    if rule == "47E1":
        law = law47.misinformed_turn_label_47E1(edition)
        ruling = Ruling(
            Outcome.WITHDRAWN,
            law,
            seat=seat,
            card=card,
            info=info_tags_16C(declarer, edition=edition),
            message=M_46B4_RETRACTED,
            params=_p(seat=seat, card=card, law=law),
            extra={"O-46B4-RHO-PLAYED": rule},
        )
        return Verdict.of(ruling, Withdrawn(seat, card, law, declarer))
    if rule == "penalty_major":
        ruling = Ruling(
            Outcome.PENALTY_CARD,
            "49",
            seat=seat,
            card=card,
            penalty="major",
            flags=("summon_director",),
            message=M_46B4_PENALTY,
            params=_p(seat=seat, card=card),
            extra={"O-46B4-RHO-PLAYED": rule},
        )
        return Verdict.of(ruling, PenaltyCard(seat, card, "major"))
    return None


def disagreement_rule_46B5(*, edition: Edition, regulations: Regulations) -> str:
    """Option ``O-46-B5``: how a disagreement of the defenders over dummy's card is settled
    (``next_to_play_decides``, ``first_to_speak``, ``director``)."""
    return regulations.get(O_46_B5, edition)


def defender_designates_46B5(by: Seat, card: Card, law: str, *, dummy: Seat, rule: str) -> Ruling:
    """46B5: defender ``by`` designates dummy's ``card``: dummy plays it."""
    return Ruling(
        Outcome.PLAYED,
        law,
        seat=dummy,
        card=card,
        message=M_B5_CHOSEN,
        params=_p(seat=by, card=card, law=law),
        extra={"designated_by": by.letter, "if_defenders_disagree": rule},
    )


def defenders_disagree_46B5(
    by: Seat, first: Card, card: Card, law: str, *, dummy: Seat, rule: str, returned: list[str]
) -> Ruling:
    """46B5 with option ``O-46-B5`` (``rule``): the other defender ``by`` designates ``card``
    after ``first``: the Director decides (``director``), the decider's card replaces it, or
    the first designation stands."""
    if rule == "director":
        return Ruling(
            Outcome.DIRECTOR,
            law,
            seat=dummy,
            card=first,
            needs="defenders_disagree",
            flags=("summon_director",),
            message=M_B5_DIRECTOR,
            params=_p(old_card=first, card=card, law=law),
            extra={"designated": [str(first), str(card)]},
        )
    if by == dummy.lho:
        return Ruling(
            Outcome.PLAYED,
            law,
            seat=dummy,
            card=card,
            message=M_B5_OVERRULED,
            params=_p(seat=by, card=card, old_card=first, law=law),
            extra={"withdrawn": f"{dummy.letter}:{first}", "returned": returned},
        )
    return Ruling(  # pragma: no cover - the window opens only for the decider
        Outcome.NOT_PLAYED,
        law,
        seat=dummy,
        card=card,
        message=M_B5_STANDS,
        params=_p(seat=by, card=card, old_card=first, law=law),
    )


def overrules_46B5(by: Seat, rule: str, *, dummy: Seat) -> bool:
    """46B5: the other defender's designation replaces the first one (he is the defender next
    to play after dummy and the option is not ``director``)."""
    return rule != "director" and by == dummy.lho


def not_dummys_legal_card_46B5(by: Seat, card: Card, law: str) -> Ruling:
    """46B5: a defender named a card dummy cannot legally play: nothing is played."""
    return Ruling(
        Outcome.NOT_PLAYED,
        law,
        seat=by,
        card=card,
        message=M_B5_NOT_LEGAL,
        params=_p(seat=by, card=card, law=law),
    )


def declarer_acts_46B5(card: Card | None, law: str, *, dummy: Seat) -> Ruling:
    """46B5: after declarer's call naming neither suit nor rank the defenders designate; his
    words or act play no card."""
    return _nothing_played_46B5(card, law, M_B5_DECLARER, _p(law=law), dummy=dummy)


def dummy_acts_46B5(card: Card, law: str, *, dummy: Seat) -> Ruling:
    """46B5: dummy put out a card while the defenders designate: it goes back to dummy."""
    return _nothing_played_46B5(card, law, M_B5_DUMMY, _p(card=card, law=law), dummy=dummy)


def _nothing_played_46B5(card: Card | None, law: str, message: str, params: dict[str, object], *,
                         dummy: Seat) -> Ruling:
    """46B5: what declarer or dummy did while the defenders designate plays no card."""
    return Ruling(Outcome.NOT_PLAYED, law, seat=dummy, card=card, flags=("summon_director",),
                  message=message, params=params)


def call_remembered_46B(
    rulings: Sequence[Ruling], *, dummy_to_play: bool, dummy_played: bool, plays: int
) -> Verdict:
    """What Law 46 keeps of declarer's call of dummy's card (``rulings``: the rulings on his
    words), while dummy is to play (``dummy_to_play``; ``dummy_played``: dummy has played to
    the trick): 46B4 - an ``invalid`` call is remembered as :class:`InvalidCall` at ``plays``
    cards on the table, for ``O-46B4-RHO-PLAYED`` (the next hand plays before declarer
    designates again); 46B3(b) - the latest ``must_specify`` ruling, while dummy has not
    played, as :class:`MustSpecify` (his next words say which card). Returns a verdict with
    no ruling (the rulings are the caller's), its effects what is kept (none: nothing)."""
    effects: list[Remember] = []
    if dummy_to_play and any(r.outcome is Outcome.INVALID for r in rulings):
        effects.append(Remember(InvalidCall(plays)))
    if dummy_to_play and not dummy_played:
        must = next((r for r in reversed(rulings) if r.outcome is Outcome.MUST_SPECIFY), None)
        if must is not None:
            effects.append(Remember(MustSpecify(must)))
    return Verdict((), tuple(effects))


def dummy_to_designate_46B5(r: Ruling, legal: Sequence[Card], *, declarer: Seat, dummy: Seat) -> Verdict:
    """46B5 (``r``: the ruling on declarer's words, ``defenders_designate``): either defender
    now designates dummy's card - the offer of one option ``designate:<card>`` per card of
    ``legal`` (dummy's legal cards), noted on the ruling."""
    options = tuple(f"designate:{c}" for c in legal)
    offer = DefendersDesignateOffer(r.law, frozenset({declarer.lho, declarer.rho}), options, dummy)
    return Verdict.of(replace(r, options=options), offer)


def first_designation_46B5(
    by: Seat, card: Card, offer: DefendersDesignateOffer, *, declarer: Seat, rule: str
) -> Verdict:
    """46B5: defender ``by`` is the first to designate dummy's ``card`` under ``offer``: dummy
    plays it; if the other defender may still be heard (option ``O-46-B5``, ``rule``) and
    dummy has another legal card, his choice opens (:class:`OtherDefenderOffer`)."""
    dummy = offer.seat
    ruling = defender_designates_46B5(by, card, offer.law, dummy=dummy, rule=rule)
    rest = tuple(x for x in offer.options if x != f"designate:{card}")
    if not rest or not law46.other_defender_heard_46B5(rule, first_by=by, dummy=dummy):
        return Verdict.of(ruling, PlayCard(dummy, card))
    other = ({declarer.lho, declarer.rho} - {by}).pop()
    return Verdict.of(ruling, PlayCard(dummy, card),
                      OtherDefenderOffer(offer.law, frozenset({other}), rest, dummy, card))
