"""Which acts a seat can perform at all (laws.md §1.0): an event that fails here is refused -
it raises, and neither the record nor the state changes."""

from __future__ import annotations

from bridgelaw.engine.state import Act
from bridgelaw.engine.work import Work
from bridgelaw.errors import CardNotHeldError, IncidentFormatError, NotYourTurnError, PlayOverError
from bridgelaw.record import KINDS, EventKind

__all__ = ["validate"]

#: Kinds whose card is always dummy's.
_DUMMY_CARD = (EventKind.DUMMY_PLACES, EventKind.DUMMY_INDICATES, EventKind.TOUCH, EventKind.POINT)


def validate(w: Work, a: Act) -> None:
    """Refuse an event the position makes impossible.

    Raises:
        PlayOverError: all 13 tricks are played (not for dummy's acts of Laws 42-43, nor a
            ``quit`` of the last trick); a ``quit`` with no trick on the table or naming another.
        IncidentFormatError: a dummy act whose value or fields Laws 42-43 cannot read.
        NotYourTurnError: the seat cannot perform this act (``dummy_places`` by a player who is
            not dummy, ``point`` by anyone but declarer, ``touch`` by a defender).
        ChoiceError: a ``choose`` that answers no open offer (see the ``choose`` handler).
        CardNotHeldError: the card is not the acting seat's (or dummy's) to act with; for
            ``several``, a card not in his own hand; a ``show`` or ``drop`` of a card that is
            already a penalty card on the table (50A).
    """
    t = w.table
    e = a.event
    kind = e.kind
    if KINDS[kind].value == "act":
        _validate_dummy_act(w, a)
        return  # dummy's acts are ruled after play too (42B3: drawing attention once play ends)
    if kind is EventKind.QUIT:
        _validate_quit(w, a)
        return  # the last trick is quitted after play too (65A)
    if kind in (EventKind.CALL, EventKind.FINDING):
        return  # any seat calls the director, at any time; a finding is checked by the session
    if t.is_over:
        raise PlayOverError("all 13 tricks have been played: no further event can be ruled on")
    _validate_role(w, a)
    if kind in (EventKind.SAY, EventKind.ASKS):
        if kind is EventKind.ASKS and e.act_fields.get("to") == e.by.letter:
            raise IncidentFormatError(f"{e.by.letter} asks: 'to' names the asking seat itself")
        return
    if KINDS[kind].value in ("tricks", "yes", "decision"):
        _validate_claim_act(a)
        return  # the law functions of Laws 68-71 refuse what does not fit the claim
    if kind is EventKind.CHOOSE:
        from bridgelaw.engine.handlers.choose import validate as validate_choice  # only for a choice

        validate_choice(w, a)
        return
    if kind is EventKind.SEVERAL:
        _validate_several(w, a)
        return
    _validate_card(w, a)


def _validate_card(w: Work, a: Act) -> None:
    """Refuse an act with a card that is not the acting seat's (or dummy's) to act with, or that
    is already a penalty card on the table when it is shown or dropped again (50A).

    Raises:
        CardNotHeldError: as :func:`validate` says.
    """
    t, e, kind = w.table, a.event, a.event.kind
    card = e.card
    assert card is not None
    owner = e.by
    if kind in _DUMMY_CARD:
        owner = t.dummy
    elif a.role == "declarer" and kind in (EventKind.PLAY, EventKind.HOLD) and card in t.hand(t.dummy):
        owner = t.dummy
    if kind is EventKind.DUMMY_PLACES and (owner, card) in t.current_trick:
        return
    if not w.holds(owner, card):
        raise CardNotHeldError(
            f"{e.by.letter} cannot {kind.value} {card}: it is {t.where_is(card)}"
            + ("" if owner == e.by else f" (not in dummy {owner.letter}'s hand)"),
            card=card,
            seat=e.by,
        )
    if kind in (EventKind.SHOW, EventKind.DROP) and card in w.area:
        raise CardNotHeldError(
            f"{e.by.letter} cannot {kind.value} {card}: it is already a penalty card, face up on the "
            "table (Law 50A) - it is played from there, and exposing it again changes nothing",
            card=card,
            seat=e.by,
        )


def _validate_role(w: Work, a: Act) -> None:
    """Refuse an act the seat's role cannot perform (45B, 45C3, 45C4(a), 45F).

    Raises:
        NotYourTurnError: ``dummy_places``/``dummy_indicates`` by a player who is not dummy,
            ``point`` by anyone but declarer, ``touch`` by a defender.
    """
    t = w.table
    e = a.event
    kind = e.kind
    if kind in (EventKind.DUMMY_PLACES, EventKind.DUMMY_INDICATES) and a.role != "dummy":
        raise NotYourTurnError(
            f"{e.by.letter} cannot {kind.value}: only dummy ({t.dummy.letter}) can", seat=e.by
        )
    if kind is EventKind.POINT and a.role != "declarer":
        raise NotYourTurnError(
            f"{e.by.letter} cannot point: 'point' is declarer pointing at or nodding to a dummy card "
            "(45C4(a), option O-POINTING); dummy acting on his own is 'dummy_indicates' (45F)",
            seat=e.by,
        )
    if kind is EventKind.TOUCH and a.role == "defender":
        raise NotYourTurnError(
            f"{e.by.letter} cannot touch: 'touch' is declarer touching a dummy card (45C3)", seat=e.by
        )


def _validate_claim_act(a: Act) -> None:
    """Refuse a claim's act built with a value its kind cannot have (an event made in code, not
    read by ``Event.from_json``): a claim or concession of no number nor ``all``, a decision of
    no number of tricks.

    Raises:
        IncidentFormatError: the value, named.
    """
    e = a.event
    value = KINDS[e.kind].value
    text = e.text or ""
    if (value == "tricks" and not (text == "all" or (text.isdigit() and int(text) <= 13))) or (
            value == "decision" and not (text.isdigit() and int(text) <= 13)):
        raise IncidentFormatError(f"{e.by.letter} {e.kind.value}: {e.text!r} is not a number of tricks "
                                  + ("or 'all'" if value == "tricks" else "(0-13)"))


def _validate_quit(w: Work, a: Act) -> None:
    """Refuse a ``quit`` when no card is on the table, or when it names another trick than the
    one on the table (the current trick, or the one just completed; earlier tricks are quitted).

    Raises:
        PlayOverError: nothing to quit, or the trick named is not on the table (it is over).
    """
    from bridgelaw.engine.handlers.quit import trick_on_table  # only for a quit

    e = a.event
    found = trick_on_table(w)
    if found is None:
        raise PlayOverError(f"{e.by.letter} cannot quit: no card has been played, there is no trick to quit")
    if e.text != "last" and e.text != str(found[0]):
        raise PlayOverError(
            f"{e.by.letter} cannot quit trick {e.text}: it is not the trick on the table (trick {found[0]}); "
            "earlier tricks are already quitted"
        )


def _validate_several(w: Work, a: Act) -> None:
    """Refuse ``several`` (58B) by dummy, or with a card the seat does not hold in his own hand.

    Raises:
        IncidentFormatError: fewer than two cards, a card twice, ``visible`` not among them,
            ``named`` not visible (an event built in code, not read by ``Event.from_json``).
        NotYourTurnError: the seat is dummy (dummy's cards are played by declarer, 45B).
        CardNotHeldError: a card is not in the acting seat's own hand (declarer's several cards
            from dummy are not 58B: he names dummy's card, 45B/46).
    """
    e = a.event
    t = w.table
    shown = e.cards if e.visible is None else e.visible
    if (
        len(set(e.cards)) != len(e.cards)
        or len(e.cards) < 2
        or not shown
        or any(c not in e.cards for c in shown)
        or (e.named is not None and e.named not in shown)
    ):
        raise IncidentFormatError(
            f"{e.by.letter} several: two or more different cards, 'visible' among them and 'named' "
            "one of the visible cards (58B)"
        )
    if a.role == "dummy":
        raise NotYourTurnError(
            f"{e.by.letter} cannot play several cards at once: dummy's cards are played by declarer (45B)",
            seat=e.by,
        )
    for c in e.cards:
        if not w.holds(e.by, c):
            rest = " ".join(str(x) for x in e.cards if x is not c)
            raise CardNotHeldError(
                f"{e.by.letter} cannot play {c} at once with {rest}: "
                f"it is {t.where_is(c)} (58B is about cards of the player's own hand)",
                card=c,
                seat=e.by,
            )


def _validate_dummy_act(w: Work, a: Act) -> None:
    """Refuse a dummy act (Laws 42-43) by a seat that is not dummy, or one Laws 42-43 cannot read.

    Raises:
        NotYourTurnError: the seat is not dummy.
        IncidentFormatError: the act's value or fields are not readable (parse_dummy_event), or
            ``dummy_looks`` names dummy's own hand (face up, 41D: nothing Law 43A2 limits).
    """
    from bridgelaw.laws.law42_43 import parse_dummy_event  # only for dummy's acts

    e = a.event
    if a.role != "dummy":
        raise NotYourTurnError(
            f"{e.by.letter} cannot {e.kind.value}: it is an act of dummy "
            f"({w.table.dummy.letter}), Laws 42-43",
            seat=e.by,
        )
    try:
        ev = parse_dummy_event(e.to_json())
    except ValueError as err:
        raise IncidentFormatError(f"{e.by.letter} {e.kind.value}: {err}") from None
    if e.kind is EventKind.DUMMY_LOOKS and ev.target == w.table.dummy:
        # 43A2 limits looking at declarer's hand (a) or a defender's (c); dummy's own cards lie
        # face up on the table (41D): no hand of his that Law 43A keeps from him
        raise IncidentFormatError(
            f"{e.by.letter} dummy_looks: {ev.target.letter} is dummy's own hand, face up on the table "
            "(Law 41D); Law 43A2 is about declarer's hand (a) or a defender's (c): name one of those"
        )
