"""Law 45C4(b) at the table: a change of an unintended designation, as rulings.

The decision is :func:`bridgelaw.laws.law45.may_change_designation_45C4b`; this module words
the refusal (why, by reason), the change (by the edition's condition: a slip of the tongue,
without pause for thought, without interruption) and the call from the wrong hand (never
inadvertent), and says which card goes back under which clause (47C, 47D). Messages are
English templates of the gettext domain ``play``.
"""

from __future__ import annotations

from dataclasses import replace

from bridgelaw.cards import Card, Seat
from bridgelaw.editions import Edition
from bridgelaw.laws import law45, law47
from bridgelaw.laws.home import Messages
from bridgelaw.laws.law16 import info_tags_16C, offending_side_16C, withdrawn_info_label_16
from bridgelaw.laws.law45 import Decision, NamedUnfaced, WrongHandCall
from bridgelaw.laws.law45.play import named_awaits_facing_45B
from bridgelaw.laws.verdict import Remember, Verdict, Withdrawn
from bridgelaw.regulations import Regulations
from bridgelaw.rulings import Outcome, Ruling

#: The messages of this module: gettext domain ``play`` (``locale/<lang>/LC_MESSAGES/play.po``).
MESSAGES = Messages("play")

_p = MESSAGES.params

#: 45C4(b) in 1997 (SV seed 002: "utan bestraffning ändra ett oavsiktligt angivande ... utan
#: tankepaus"; the opponent "får han utan bestraffning ta tillbaka sitt kort" - see lag 47E).
CHANGED_WITHOUT_PAUSE_1997 = MESSAGES(
    "The designation of {old_card} was inadvertent and is changed without pause for thought, without "
    "penalty: {old_card} goes back ({ret}) and {card} is played (Law {law}); an opponent who played after it "
    "in turn may take his card back without penalty and substitute another ({sub})."
)
#: 45(d) in 1963 (Dutch seed 004: "straffeloos een niet bedoelde aanduiding wijzigen, mits dit
#: zonder onderbreking geschiedt").
CHANGED_WITHOUT_INTERRUPTION_1963 = MESSAGES(
    "The designation of {old_card} was not intended and is changed without interruption, without penalty: "
    "{old_card} goes back and {card} is played (Law {law}); an opponent who had already played a card in "
    "turn may take it back and substitute another."
)
CHANGED_WITHOUT_PAUSE = MESSAGES(
    "The designation of {old_card} was unintended and is changed without pause for thought: {old_card} goes "
    "back ({ret}) and {card} is played (Law {law}); an opponent who played after it may withdraw his card "
    "and substitute another ({sub}); Law {c16} applies to the withdrawn cards."
)
CHANGED_SLIP_OF_THE_TONGUE = MESSAGES(
    "The designation of {old_card} was unintended (a slip of the tongue) and is changed before declarer "
    "played another card: {old_card} goes back ({ret}) and {card} is played (Law {law}); an opponent who "
    "played after it may withdraw his card and substitute another ({sub}); Law {c16} applies to the "
    "withdrawn cards."
)
#: The same changes when no opponent has played after the first card (45C4(b), 47D): nothing for
#: an opponent to withdraw, so nothing said about it.
CHANGED_WITHOUT_PAUSE_1997_ALONE = MESSAGES(
    "The designation of {old_card} was inadvertent and is changed without pause for thought, without "
    "penalty: {old_card} goes back ({ret}) and {card} is played (Law {law})."
)
CHANGED_WITHOUT_INTERRUPTION_1963_ALONE = MESSAGES(
    "The designation of {old_card} was not intended and is changed without interruption, without penalty: "
    "{old_card} goes back and {card} is played (Law {law})."
)
CHANGED_WITHOUT_PAUSE_ALONE = MESSAGES(
    "The designation of {old_card} was unintended and is changed without pause for thought: {old_card} goes "
    "back ({ret}) and {card} is played (Law {law}); Law {c16} applies to the withdrawn card."
)
CHANGED_SLIP_OF_THE_TONGUE_ALONE = MESSAGES(
    "The designation of {old_card} was unintended (a slip of the tongue) and is changed before declarer "
    "played another card: {old_card} goes back ({ret}) and {card} is played (Law {law}); Law {c16} applies "
    "to the withdrawn card."
)
NOT_A_SLIP = MESSAGES(
    "the Director does not find the first designation unintended (a slip of the tongue); a change of mind "
    "is not allowed"
)
NOT_UNINTENDED = MESSAGES(
    "the Director does not find the first designation unintended; a change of mind is not allowed"
)
#: Why a 45C4(b) change is refused, by ``law45.may_change_designation_45C4b`` reason (each a
#: message fragment of domain ``play``, registered below).
REASONS_45C4B = {
    "scope_declarer_dummy": "under the 2017 code only declarer may change the designation of a dummy card",
    "scope_named": (
        "the card was touched or placed, not named; under the 2017 code only a named dummy card may be "
        "changed"
    ),
    "scope_gesture": (
        "the card was designated by a gesture, not named; under the 2017 code only a named dummy card may be "
        "changed"
    ),
    "scope_played": (
        "a card touched or placed is played, not designated, so the designation rule does not apply"
    ),
    "window_2017": "declarer has since played another card, so the time to change has passed",
    "window_partner": "his partner has since played a card, so the time to change has passed",
    "window_declarer_2007": (
        "declarer has since played a card from his own hand, which closes the time to change (read as "
        '"until his partner has played a card" for declarer\'s call of a dummy card)'
    ),
    "window_pause": "a further card from his side has been played: there was a pause for thought",
    "pause": "he paused for thought",
    "window_interruption": (
        "a further card from his side has been played: the change was not made without interruption"
    ),
    "interruption": "the change was not made without interruption",
    "wrong_hand": "a call from the wrong hand is never inadvertent (Law 55 applies)",
    "not_slip": NOT_A_SLIP,
    "not_unintended": NOT_UNINTENDED,
}
MESSAGES.update(REASONS_45C4B.values())
#: ``window_2017`` when the card that closed the window is known (2017 45C4(b), option
#: ``O-45C4B-WINDOW``): which card declarer played since, and from which hand.
WINDOW_2017_FROM_HAND = MESSAGES(
    "declarer has since played {since_card} from his own hand, and the time to change a designation ends "
    "when declarer next plays a card from either hand")
WINDOW_2017_FROM_DUMMY = MESSAGES(
    "declarer has since played {since_card} from dummy, and the time to change a designation ends when "
    "declarer next plays a card from either hand")
WRONG_HAND_NEVER_INADVERTENT = MESSAGES(
    "Declarer called {card} from dummy when the lead was in his own hand: such a call is never inadvertent, "
    "so it cannot be changed (Law {law}); {card} remains the lead from the wrong hand, which either defender "
    "may accept or require to be retracted (Law {lead_law})."
)
CHANGE_REFUSED = MESSAGES("{card_cap} stays played: {why_msg} (Law {law}).")
PREMATURE_CALL_CHANGED = MESSAGES(
    "Declarer's premature designation of {old_card} from dummy was unintended and is changed: {card} "
    "is dummy's card instead, played when it is dummy's turn (Law {law}).")
SAME_CARD_AGAIN = MESSAGES(
    "The new words designate {card} again, the card already played: nothing changes and it stays played "
    "(Law {law})."
)
CHANGE_NAMES_NO_CARD = MESSAGES(
    "The change of {card} is allowed but the new words designate no card: the Director must establish"
    " which card declarer meant (Law {law})."
)
CHANGE_NAMES_NO_LEGAL_CARD = MESSAGES(
    "The change of {card} is allowed but the new words do not designate a legal card: the Director "
    "must establish which card was meant (Law {law})."
)

CHANGE_AWAITS_SLIP_FINDING = MESSAGES(
    "{seat} changed {card} to {new_card} in the same breath. The Director must find whether the "
    "designation of {card} was unintended and changed without pause for thought: if so, {new_card} is "
    "played instead and {card} goes back (Law {law}); if not, {card} stays played and {new_card}, named "
    "as being in his hand, becomes a penalty card (Law 49). Meanwhile {card} stands as played."
)

#: 45C4(b) when the change comes in words of their own (the first card already played, the
#: trick perhaps complete) and nothing but the Director's finding decides it: declarer has not
#: played another card since, so whether the first designation was unintended is the question.
CHANGE_AWAITS_SLIP_FINDING_LATER = MESSAGES(
    "Declarer changes his designation of {card} to {new_card} before playing another card. The Director "
    "must find whether the designation of {card} was unintended (Law {law}): if so, {new_card} is played "
    "instead and {card} goes back; if not, {card} stays played. Meanwhile {card} stands as played."
)


def why_refused_45C4b(reason: str) -> str:
    """The message fragment (``{why_msg}``) saying why a 45C4(b) change is refused, by
    :func:`law45.may_change_designation_45C4b`'s reason."""
    return REASONS_45C4B.get(reason, NOT_A_SLIP)


def called_from_wrong_hand_45C4b(card: Card, lead: Ruling, *, by_naming: bool, by_declarer: bool) -> Verdict:
    """Declarer named dummy's ``card`` when the lead was in his own hand, and the 55A choice is
    open (``lead`` an ``options`` ruling): his later words about it are a change attempt, never
    allowed (:func:`wrong_hand_call_45C4b`), so the engine keeps the card as a ``wrong_hand_call``.

    Returns:
        Verdict: no ruling; the card remembered (:class:`~bridgelaw.laws.law45.WrongHandCall`) when
        declarer called it by naming it and the lead is open to choice, else nothing.
    """
    if by_naming and by_declarer and lead.outcome is Outcome.OPTIONS:
        return Verdict((), (Remember(WrongHandCall(card)),))
    return Verdict(())


def wrong_hand_call_45C4b(
    card: Card,
    *,
    dummy: Seat,
    options: tuple[str, ...],
    lead_law: str,
    edition: Edition,
    regulations: Regulations,
) -> Ruling:
    """Declarer speaks again while the dummy card he called when the lead was in his own hand
    (55A) awaits the defenders' choice: a change attempt, refused in every edition
    (``wrong_hand``: RU commentary on 1997, seed 003, 45.5); the 55A choice stays open."""
    facts = law45.ChangeFacts(
        by_declarer=True, dummy_card=True, by_naming=True, own_side_played_since=False, wrong_hand=True
    )
    d = law45.may_change_designation_45C4b(facts, edition=edition, regulations=regulations)
    return Ruling(
        Outcome.CHANGE_REFUSED,
        d.law,
        seat=dummy,
        card=card,
        options=options,
        flags=("summon_director",),
        message=WRONG_HAND_NEVER_INADVERTENT,
        params=_p(card=card, law=d.law, lead_law=lead_law),
        extra={"reason": d.reason},
    )


def change_refused_45C4b(owner: Seat, card: Card, d: Decision, *,
                         since: tuple[Seat, Card] | None = None, dummy: Seat | None = None) -> Ruling:
    """45C4(b): the change of ``card`` is refused (``d.reason`` says why): it stays played.

    ``since``: the first card declarer's side played after ``card`` (seat, card), with ``dummy``
    dummy's seat: a 2017 window closed by it (``window_2017``) names it and its hand ("declarer
    has since played the five of hearts from his own hand, and the time to change ... ends when
    declarer next plays a card from either hand"). Raises nothing."""
    why = why_refused_45C4b(d.reason)
    extra: dict[str, object] = {"reason": d.reason}
    params = _p(card=card, law=d.law)
    if d.reason == "window_2017" and since is not None:
        why = WINDOW_2017_FROM_DUMMY if since[0] == dummy else WINDOW_2017_FROM_HAND
        params = _p(card=card, law=d.law, since_card=since[1])
        extra["since"] = f"{since[0].letter}:{since[1]}"
    return Ruling(
        Outcome.CHANGE_REFUSED,
        d.law,
        seat=owner,
        card=card,
        needs=None,
        message=CHANGE_REFUSED,
        params={**params, "why_msg": why},
        extra=extra,
    )


def same_card_again_45C4b(owner: Seat, card: Card, *, edition: Edition) -> Ruling:
    """45C4(b): words said after ``card`` was designated and played designate the same card again
    (dummy holds no other card they could mean): there is no change to rule on - no finding of
    the Director is needed - and ``card`` stays played (``played``, flag ``restated``)."""
    law = law45.clause("45C4(b)", edition)
    return Ruling(Outcome.PLAYED, law, seat=owner, card=card, flags=("restated",),
                  message=SAME_CARD_AGAIN, params=_p(card=card, law=law))


def premature_call_changed_45C4b(dummy: Seat, old: Card, new: Card, d: Decision) -> Ruling:
    """45C4(b) with 57C: declarer's premature designation of dummy's ``old`` (a played card not yet
    at dummy's turn) is changed to ``new`` (``d`` allowed it): ``new`` waits for dummy's turn in
    its place; no opponent has played after it to the trick, so nothing is withdrawn."""
    return Ruling(
        Outcome.CHANGE_ALLOWED,
        d.law,
        seat=dummy,
        card=new,
        message=PREMATURE_CALL_CHANGED,
        params=_p(old_card=old, card=new, law=d.law),
        extra={"withdrawn": f"{dummy.letter}:{old}", "premature": True},
    )


def change_needs_director_45C4b(owner: Seat, card: Card, d: Decision, *, words_name_no_card: bool) -> Ruling:
    """45C4(b): the change is allowed but the new words give no card (``words_name_no_card``)
    or no legal card: the first card stays as it was and the Director establishes which card
    was meant."""
    return Ruling(
        Outcome.DIRECTOR,
        d.law,
        seat=owner,
        card=card,
        needs="new_designation",
        flags=("summon_director",),
        message=CHANGE_NAMES_NO_CARD if words_name_no_card else CHANGE_NAMES_NO_LEGAL_CARD,
        params=_p(card=card, law=d.law),
    )


def change_awaits_slip_finding_45C4b(
    owner: Seat, card: Card, new_card: Card | None, d: Decision, *, in_one_breath: bool
) -> Ruling:
    """45C4(b): a change of designation that turns on a fact only the Director can find,
    whether the first designation was unintended (finding ``slip_of_tongue``; ``d``: the
    decision as if he found it, which allows the change). Two cases: a defender's correction in
    one breath under a code that lets any player change an unintended designation (2007 and
    earlier; ``in_one_breath``), and declarer's change of a dummy card he named, in words said
    after the card was played. Until the Director finds it ``card`` stands as played:
    ``director`` with ``needs="slip_of_tongue"``, ``extra["if_allowed"]`` the card that would
    replace it (None when the words name none). Never a refusal stated in the Director's name
    without him."""
    if in_one_breath:
        message = CHANGE_AWAITS_SLIP_FINDING
        params = _p(seat=owner.letter, card=card, new_card=card if new_card is None else new_card, law=d.law)
        extra = {"if_allowed": str(new_card) if new_card is not None else None, "in_one_breath": True}
    else:
        assert new_card is not None
        message = CHANGE_AWAITS_SLIP_FINDING_LATER
        params = _p(card=card, new_card=new_card, law=d.law)
        extra = {"if_allowed": str(new_card)}
    return Ruling(
        Outcome.DIRECTOR,
        d.law,
        seat=owner,
        card=card,
        needs="slip_of_tongue",
        flags=("summon_director",),
        message=message,
        params=params,
        extra=extra,
    )


def change_clauses_45C4b(d: Decision, *, edition: Edition) -> tuple[str, str]:
    """The clauses of an allowed 45C4(b) change: under which the old card goes back (47C) and
    under which an opponent withdraws his card played after it (47D), by edition."""
    ret = law47.changed_designation_label_47C(edition, change_clause=d.law)
    sub = law47.opponent_changed_label_47D(edition, change_clause=d.law)
    return ret, sub


def offender_after_change_45C4b(
    speaker: Seat, *, declarer: Seat, edition: Edition, regulations: Regulations
) -> Seat | None:
    """The offending side for the Law 16 tags after a 45C4(b) change by ``speaker``: a
    defender's own change makes his side the offender; declarer's follows ``O-16C-45C4B``."""
    if speaker != declarer:
        return speaker
    return offending_side_16C(declarer, edition=edition, regulations=regulations)


def change_allowed_45C4b(
    owner: Seat,
    old: Card,
    new: Card,
    d: Decision,
    *,
    offender: Seat | None,
    options: tuple[str, ...],
    withdrawable: list[str],
    returned: list[str],
    edition: Edition,
) -> Verdict:
    """45C4(b): the designation of ``old`` is changed to ``new``: ``old`` goes back (47C, kept
    with its Law 16 tags); an opponent who played after it may withdraw his card (47D) - said
    only when one did (``withdrawable`` not empty)."""
    ret, sub = change_clauses_45C4b(d, edition=edition)
    c16 = withdrawn_info_label_16(edition)
    condition = law45.change_condition_45C4b(edition)
    after = bool(withdrawable)  # an opponent played after the first card: he may withdraw his (47D)
    if condition == "slip_of_tongue":
        change_msg = CHANGED_SLIP_OF_THE_TONGUE if after else CHANGED_SLIP_OF_THE_TONGUE_ALONE
    elif condition == "without_interruption":
        change_msg = CHANGED_WITHOUT_INTERRUPTION_1963 if after else CHANGED_WITHOUT_INTERRUPTION_1963_ALONE
    elif edition >= Edition.E2007:
        change_msg = CHANGED_WITHOUT_PAUSE if after else CHANGED_WITHOUT_PAUSE_ALONE
    else:
        change_msg = CHANGED_WITHOUT_PAUSE_1997 if after else CHANGED_WITHOUT_PAUSE_1997_ALONE
    ruling = Ruling(
        Outcome.CHANGE_ALLOWED,
        d.law,
        seat=owner,
        card=new,
        options=options,
        info=info_tags_16C(offender, edition=edition),
        message=change_msg,
        params=_p(old_card=old, card=new, law=d.law, ret=ret, sub=sub, c16=c16 or ""),
        extra={"withdrawn": f"{owner.letter}:{old}", "withdrawable": withdrawable, "returned": returned},
    )
    return Verdict.of(ruling, Withdrawn(owner, old, ret, offender))


def one_breath_change_45C4b(
    ruling: Ruling, *, declarer: Seat, edition: Edition, regulations: Regulations
) -> Verdict:
    """A change of designation allowed in one breath (the ``change_allowed`` ruling of
    :func:`bridgelaw.laws.law46.change_in_one_breath_45C4b`), as a verdict the engine carries
    out after putting the first card back and playing the new one: the first card goes back
    (47C, kept with its Law 16 tags of the offending side by ``O-16C-45C4B``).

    Args:
        ruling: the ``change_allowed`` ruling; ``seat`` is dummy, ``card`` the new card,
            ``extra["first_card"]`` the card named first.
        declarer: the declarer's seat (who spoke).
        edition, regulations: the code and options in force.
    Returns:
        Verdict: the ruling with its Law 16 tags (``info``), no ``options`` and
        ``extra["returned"]``/``extra["withdrawable"]`` empty (in one breath no card was played
        after the first, so no opponent has a card to withdraw under 47D), and a
        :class:`Withdrawn` effect for the first card.
    Raises:
        ValueError: ``ruling`` is not a ``change_allowed`` ruling of a change in one breath.
    """
    if (
        ruling.outcome is not Outcome.CHANGE_ALLOWED
        or "first_card" not in ruling.extra
        or ruling.seat is None
    ):
        raise ValueError(f"not a change in one breath: {ruling.outcome.value}")
    old = Card.parse(str(ruling.extra["first_card"]))
    offender = offender_after_change_45C4b(
        declarer, declarer=declarer, edition=edition, regulations=regulations
    )
    ret, _sub = change_clauses_45C4b(Decision(True, ruling.law), edition=edition)
    extra = {**ruling.extra, "returned": [], "withdrawable": []}
    r = replace(ruling, info=info_tags_16C(offender, edition=edition), options=(), extra=extra)
    return Verdict.of(r, Withdrawn(ruling.seat, old, ret, offender))


# ----------------------------------------------------------------------------- before dummy faces it

#: A correction in one breath under ``O-45B-MOMENT`` = ``faced`` (no card is played until dummy
#: faces it, so nothing goes back: the designation itself is changed or stands).
UNFACED_CHANGE_ALLOWED = MESSAGES(
    "In the same breath declarer changed '{first_said}' to '{change_said}'. The director finds that "
    "{condition_msg}, so the change is allowed: {card} is designated in place of {old_card} and counts as "
    "played when dummy faces it (Law {law}; Law {law_faced}, option O-45B-MOMENT = faced)."
)
UNFACED_CHANGE_REFUSED = MESSAGES(
    "In the same breath declarer changed '{first_said}' to '{change_said}', but {why_msg}: {card}, "
    "designated first, stays designated and counts as played when dummy faces it (Law {law})."
)
UNFACED_CHANGE_FOR_DIRECTOR = MESSAGES(
    "In the same breath declarer changed '{first_said}' to '{change_said}'. {card_cap} was designated first "
    "(Law {law_first}) and counts as played when dummy faces it; the change is allowed only if the "
    "director finds that {condition_msg} (Law {law}): the director must decide."
)
UNFACED_CHANGE_NO_LEGAL_CARD = MESSAGES(
    "In the same breath declarer changed '{first_said}' to '{change_said}'. The change is allowed, but "
    "the new words do not designate a card dummy can legally play: {old_card} stays designated and the "
    "director establishes which card declarer meant (Law {law})."
)
UNFACED_SAME_CARD = MESSAGES(
    "Declarer corrected himself in the same breath ('{first_said}', then '{change_said}') but both "
    "designate {card}: it is designated and counts as played when dummy faces it (Law {law})."
)


def one_breath_before_facing_45C4b(rulings: list[Ruling], *, dummy: Seat, edition: Edition) -> Verdict:
    """A correction in one breath ("the queen, no, the ten") under option ``O-45B-MOMENT`` =
    ``faced``, where a named dummy card counts as played only when dummy faces it (45B).

    The Law is the same as when naming plays the card: 45C4(a), the card named first is the one
    designated; 45C4(b), the change is allowed only for an unintended designation, by the
    edition's condition and the findings (:func:`bridgelaw.laws.law46.change_in_one_breath_45C4b`
    rules on both). Only the moment differs: the card is designated, not yet played, so an
    allowed change replaces the designation and no card goes back (47C has nothing to return).

    Args:
        rulings: the rulings of :func:`bridgelaw.laws.law46.change_in_one_breath_45C4b` on the
            position, dummy to play: the first designation, then the change.
        dummy: dummy's seat.
        edition: the code in force.
    Returns:
        Verdict: the first designation as a 45B ``not_played`` ruling (designated, awaiting
        facing; flag ``first_designation``), then the change ruling worded for a card not yet
        faced (``change_allowed`` with ``card`` the new card, ``change_refused``, ``director``
        with ``needs`` ``slip_of_tongue`` or ``new_designation``, or the restatement); and a
        :class:`~bridgelaw.laws.law45.NamedUnfaced` memory for the card that stands designated (none when
        no card is designated).
    """
    out: list[Ruling] = []
    designated: Card | None = None
    faced = law45.clause("45B", edition)

    def awaiting(r: Ruling) -> Ruling:
        w = named_awaits_facing_45B(r, dummy=dummy, edition=edition)
        return replace(w, flags=(*w.flags, *(f for f in r.flags if f == "first_designation")),
                       extra={**w.extra, **{k: v for k, v in r.extra.items() if k == "in_one_breath"}})

    def ours(r: Ruling) -> dict[str, object]:
        return {**r.params, "domain": MESSAGES.domain}

    for i, r in enumerate(rulings):
        played = r.outcome is Outcome.PLAYED and r.card is not None
        if (i == 0 and played) or (played and designated is None and "restated" not in r.flags):
            out.append(awaiting(r))
            designated = r.card
        elif played and "restated" in r.flags:
            out.append(replace(r, outcome=Outcome.NOT_PLAYED, message=UNFACED_SAME_CARD, params=ours(r)))
        elif r.outcome is Outcome.CHANGE_ALLOWED and r.card is not None and designated is not None:
            out.append(replace(r, message=UNFACED_CHANGE_ALLOWED, params={**ours(r), "law_faced": faced},
                               extra={k: v for k, v in r.extra.items() if k != "withdrawn"}))
            designated = r.card
        elif r.outcome is Outcome.CHANGE_REFUSED and designated is not None:
            out.append(replace(r, message=UNFACED_CHANGE_REFUSED, params=ours(r)))
        elif r.outcome is Outcome.DIRECTOR and r.needs == "slip_of_tongue" and designated is not None:
            out.append(replace(r, message=UNFACED_CHANGE_FOR_DIRECTOR, params=ours(r)))
        elif r.outcome is Outcome.DIRECTOR and r.needs == "new_designation" and designated is not None:
            out.append(replace(r, message=UNFACED_CHANGE_NO_LEGAL_CARD, params=ours(r)))
        else:
            out.append(r)
    effects = (Remember(NamedUnfaced(designated)),) if designated is not None else ()
    return Verdict(tuple(out), effects)
