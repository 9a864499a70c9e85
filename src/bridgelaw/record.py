"""The append-only table record: every event exactly as given (design.md "record").

An :class:`Event` is one physical act, utterance or gesture at the table (incident-format.md,
``events``): words said (``say``), a card faced (``play``), a dummy card touched by declarer
(``touch``), a card seen outside normal play (``show``), declarer's own card held somewhere
(``hold``), dummy putting a card in the played position (``dummy_places``) or dummy pointing
at a card (``dummy_indicates``), or the non-offending side choosing among the options of the
latest ``options`` ruling (``choose``, e.g. ``{by: S, choose: "prohibit:H"}``), or declarer
pointing at or nodding to a dummy card (``point``, e.g. ``{by: S, point: SK}``; option
``O-POINTING`` decides what it does), or a trick turned face down (``quit``, e.g.
``{by: E, quit: true}``: the trick just completed is quitted, Laws 65A/66C). A card faced
after a completed trick is simply a ``play``: the record keeps it as given and the engine
rules on it - a lead to the next trick once the trick is quitted (or when that is not
known), a fifth card (45E) only to a trick found not quitted.

A :class:`Record` is the incident's setup (the position before the events, as a JSON-able
mapping in the incident format) plus the events in order. Nothing is ever removed: rulings
and state (hands, tricks, penalty cards, withdrawn cards with their Law 16C/16D tags) are
derived from the record by :mod:`bridgelaw.engine`, so a withdrawal never loses what
happened. ``save``/``load`` use JSON lines: line 1 the header, then one event per line.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any

from bridgelaw.cards import Card, Seat
from bridgelaw.errors import IncidentFormatError, NotationError

__all__ = ["CALLS", "CLAIM_FIELDS", "FINDING_FIELDS", "KINDS", "PLAY_FIELDS", "QUESTIONS", "RECORD_FORMAT",
           "SEVERAL_FIELDS",
           "Event", "EventKind", "KindSpec", "Record"]

RECORD_FORMAT = "bridgelaw-record/1"


class EventKind(StrEnum):
    """The kinds of event of incident-format.md (a public contract: never rename)."""

    SAY = "say"
    PLAY = "play"
    TOUCH = "touch"
    SHOW = "show"
    HOLD = "hold"
    DUMMY_PLACES = "dummy_places"
    DUMMY_INDICATES = "dummy_indicates"
    CHOOSE = "choose"
    POINT = "point"
    DUMMY_ASKS = "dummy_asks"
    DUMMY_WARNS = "dummy_warns"
    DUMMY_DRAWS_ATTENTION = "dummy_draws_attention"
    DUMMY_CALLS_DIRECTOR = "dummy_calls_director"
    DUMMY_LOOKS = "dummy_looks"
    DUMMY_SAYS = "dummy_says"
    QUIT = "quit"
    SEVERAL = "several"
    DROP = "drop"
    CALL = "call"
    FINDING = "finding"
    # claims and concessions (Laws 68-71, claims.md §1)
    CLAIM = "claim"
    CONCEDE = "concede"
    AGREE = "agree"
    DISPUTE = "dispute"
    WITHDRAW_AGREEMENT = "withdraw_agreement"
    WITHDRAW_CONCESSION = "withdraw_concession"
    DECIDE = "decide"
    # 61B: a player asks another whether he has a card of the suit led
    ASKS = "asks"

    def __str__(self) -> str:
        return self.value


#: Values allowed for ``touch.purpose`` (45C3) and ``hold.where`` (45C2).
PURPOSES = ("play", "arrange", "reach")
WHERES = ("touching_table", "played_position", "lifted")


@dataclass(frozen=True)
class KindSpec:
    """How one event kind is written: ``value`` - what its act holds (``words`` said, an
    ``option`` id chosen, or a ``card``); ``verb`` - how :meth:`Event.describe` says it;
    ``detail`` - the field that qualifies it (``purpose`` of a touch, ``where`` of a hold) and
    its allowed values."""

    value: str
    verb: str
    detail: tuple[str, tuple[str, ...]] | None = None


#: Every event kind, in one table: the parser, the writer and :meth:`Event.describe` read it.
KINDS: dict[EventKind, KindSpec] = {
    EventKind.SAY: KindSpec("words", "says"),
    EventKind.PLAY: KindSpec("card", "plays"),
    EventKind.TOUCH: KindSpec("card", "touches", ("purpose", PURPOSES)),
    EventKind.SHOW: KindSpec("card", "shows"),
    EventKind.HOLD: KindSpec("card", "holds", ("where", WHERES)),
    EventKind.DUMMY_PLACES: KindSpec("card", "(dummy) places"),
    EventKind.DUMMY_INDICATES: KindSpec("card", "(dummy) indicates"),
    EventKind.CHOOSE: KindSpec("option", "chooses"),
    EventKind.POINT: KindSpec("card", "points at"),
    # dummy's acts of Laws 42-43 (law42_43.DummyAct): the value is the act's (``wrong_hand``,
    # ``revoke``, a seat for ``dummy_looks`` ...); ACT_FIELDS qualify it
    EventKind.DUMMY_ASKS: KindSpec("act", "(dummy) asks about"),
    EventKind.DUMMY_WARNS: KindSpec("act", "(dummy) warns about"),
    EventKind.DUMMY_DRAWS_ATTENTION: KindSpec("act", "(dummy) draws attention to"),
    EventKind.DUMMY_CALLS_DIRECTOR: KindSpec("act", "(dummy) calls the director:"),
    EventKind.DUMMY_LOOKS: KindSpec("act", "(dummy) looks at the hand of"),
    EventKind.DUMMY_SAYS: KindSpec("act", "(dummy) says"),
    # the trick just completed is turned face down, quitted (65A, 66C): ``quit: true`` or the
    # trick's number (``quit: 5``); any seat (engine/handlers/quit.py)
    EventKind.QUIT: KindSpec("trick", "quits trick"),
    # 58B: two or more cards from one hand faced at once; SEVERAL_FIELDS qualify it
    EventKind.SEVERAL: KindSpec("cards", "plays at once"),
    # 48A/49/50B: a card dropped accidentally (not played unless the director finds otherwise)
    EventKind.DROP: KindSpec("card", "drops"),
    # a player calls the director: attention is drawn (9B1; 43A1(a) for dummy's own call later;
    # ``revoke``: to a possible revoke, 61B) - CALLS holds the values
    EventKind.CALL: KindSpec("call", "calls the director:"),
    # the director's finding on an earlier event (its number, 1 = the record's first event):
    # ``findings`` holds the findings of fact and the answers the event lacked (FINDING_FIELDS);
    # that event and every event after it are ruled again with them (engine/session.py)
    EventKind.FINDING: KindSpec("event", "(director) finds on event"),
    # 68A/68B (48B): a claim or concession of a number of the remaining tricks, or all of them
    # (``text``: the number, or ``"all"``); CLAIM_FIELDS qualify them
    EventKind.CLAIM: KindSpec("tricks", "claims"),
    EventKind.CONCEDE: KindSpec("tricks", "concedes"),
    # 69A agreement, 68D/70 a dispute, 69B an agreement withdrawn, 71 a concession withdrawn
    # (an addition to claims.md §1): the value is ``true``
    EventKind.AGREE: KindSpec("yes", "agrees to the claim"),
    EventKind.DISPUTE: KindSpec("yes", "disputes the claim"),
    EventKind.WITHDRAW_AGREEMENT: KindSpec("yes", "withdraws his side's agreement"),
    EventKind.WITHDRAW_CONCESSION: KindSpec("yes", "withdraws his side's concession"),
    # 70: the director's own decision on a contested claim: ``{tricks: N}`` (declarer's side,
    # whole board; ``text`` the number)
    EventKind.DECIDE: KindSpec("decision", "(the director) decides: declarer's side tricks"),
    # 61B: a question about a possible revoke (``asks: revoke``), ``to`` the seat asked (default:
    # a defender asks his partner; declarer the defender who failed to follow suit; dummy declarer)
    EventKind.ASKS: KindSpec("question", "asks about"),
}

#: The values of ``call``: ``director`` (attention drawn to an irregularity, the director
#: summoned: Law 9B1) and ``revoke`` (attention drawn to a possible revoke, e.g. the 61B question
#: "having none?").
CALLS = ("director", "revoke")

#: The answers a ``finding`` may give besides the findings of fact: the fields the event it
#: names lacked (``purpose`` of a touch, ``where`` of a hold, ``designated_card`` - the card a
#: player designates from several faced at once, 58B2 ``named``).
FINDING_FIELDS = {"purpose": EventKind.TOUCH, "where": EventKind.HOLD, "designated_card": EventKind.SEVERAL}

#: The questions of ``asks`` (61B): only a possible revoke ("having none?", "no clubs?").
QUESTIONS = ("revoke",)

#: The fields that qualify ``claim``/``concede`` (68C: ``statement``, the clarification statement
#: as said; 48B: ``faced``, declarer faced his hand - ``claim`` only).
CLAIM_FIELDS = ("statement", "faced")

#: The fields that qualify ``several`` (58B): ``visible`` (the cards whose face could be seen;
#: default all) and ``named`` (the card the player designates as his play).
SEVERAL_FIELDS = ("visible", "named")

#: The fields that qualify ``play``: ``to_trick`` (the earlier trick a card is faced to: a revoke
#: correction, 62A/62C3, or an attempt refused by 63B) and ``face_down`` (the opening lead made
#: face down, 41A: not played until faced; Law 54 has it retracted when the partner faces a lead).
PLAY_FIELDS = ("to_trick", "face_down")

#: The fields that qualify a dummy act (kinds whose value is ``act``; law42_43.parse_dummy_event).
ACT_FIELDS = ("to", "offender", "how", "about_dummy", "declarer_revoked")

#: The form of an option id (``accept_lead``, ``prohibit:H,S``, ``designate:SA``).
_OPTION_ID = re.compile(r"^[a-z][a-z_]*(:[A-Za-z0-9,]+)?$")


@dataclass(frozen=True)
class Event:
    """One event at the table, as given.

    Attributes:
        kind: which act (:class:`EventKind`).
        by: the seat that acted.
        card: the card concerned (None for ``say`` and ``choose``).
        text: the words said (``say``), or the option id chosen (``choose``, e.g. ``"accept_lead"``).
        lang: the language of the words (``say``), or None to let the parser guess.
        purpose: ``touch``: ``play`` | ``arrange`` | ``reach`` (45C3), or None when not found.
        where: ``hold``: ``touching_table`` | ``played_position`` | ``lifted`` (45C2).
        partner_could_see: ``show``: whether the defender's partner could possibly see the
            face (45C1, 49); None = not stated (the finding's default applies).
        findings: findings of fact for this event only; they override the incident's.
        act_fields: a dummy act's qualifying fields (:data:`ACT_FIELDS`: ``to``, ``offender``,
            ``how``, ``about_dummy``, ``declarer_revoked``), as given; empty for other kinds.
        cards: ``several``: the two or more cards faced at once (58B); empty for other kinds.
        visible: ``several``: the cards whose face could be seen, or None (all of them).
        named: ``several``: the card the player designates as his play (58B2), or None.
        statement: ``claim``/``concede``: the clarification statement as said (68C), or None.
        faced: ``claim``: declarer faced his hand (48B), or None (not said).
        to_trick: ``play``: the number of an earlier trick the card is faced to - the player's
            attempt to correct his revoke on that trick (62A/62B; 62C3; refused by 63B once the
            revoke is established), or None (the card goes to the current trick).
        face_down: ``play``: the opening lead is made face down (41A), or None (faced).
    """

    kind: EventKind
    by: Seat
    card: Card | None = None
    text: str | None = None
    lang: str | None = None
    purpose: str | None = None
    where: str | None = None
    partner_could_see: bool | None = None
    findings: Mapping[str, Any] = field(default_factory=dict)
    act_fields: Mapping[str, Any] = field(default_factory=dict)
    cards: tuple[Card, ...] = ()
    visible: tuple[Card, ...] | None = None
    named: Card | None = None
    statement: str | None = None
    faced: bool | None = None
    to_trick: int | None = None
    face_down: bool | None = None

    def to_json(self) -> dict[str, Any]:
        """The event as an incident-format mapping (``{"by": "S", "say": "small"}``)."""
        out: dict[str, Any] = {"by": self.by.letter}
        value = KINDS[self.kind].value
        t = self.text
        if value == "cards":
            out[self.kind.value] = [str(c) for c in self.cards]
        elif value == "trick":
            out[self.kind.value] = True if t == "last" else (int(t) if t is not None and t.isdigit() else t)
        elif value == "event":
            out[self.kind.value] = int(t) if t is not None and t.isdigit() else t
        elif value == "card":
            out[self.kind.value] = str(self.card)
        elif value == "tricks":
            out[self.kind.value] = int(t) if t is not None and t.isdigit() else t
        elif value == "yes":
            out[self.kind.value] = True
        elif value == "decision":
            out[self.kind.value] = {"tricks": int(t) if t is not None and t.isdigit() else t}
        else:
            out[self.kind.value] = t
        if self.visible is not None:
            out["visible"] = [str(c) for c in self.visible]
        if self.named is not None:
            out["named"] = str(self.named)
        if self.statement is not None:
            out["statement"] = self.statement
        if self.faced is not None:
            out["faced"] = self.faced
        if self.to_trick is not None:
            out["to_trick"] = self.to_trick
        if self.face_down is not None:
            out["face_down"] = self.face_down
        if self.lang is not None:
            out["lang"] = self.lang
        if self.purpose is not None:
            out["purpose"] = self.purpose
        if self.where is not None:
            out["where"] = self.where
        if self.partner_could_see is not None:
            out["partner_could_see"] = self.partner_could_see
        out.update(self.act_fields)
        if self.findings:
            out["findings"] = dict(self.findings)
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any], *, path: str = "event") -> Event:
        """Read an event mapping of incident-format.md.

        Raises:
            IncidentFormatError: not a mapping, no or several acts, a bad seat or card, an
                unknown field, or a bad ``purpose``/``where`` value (``path`` names the field).
        """
        if not isinstance(data, Mapping):
            raise IncidentFormatError("an event must be a mapping such as {by: S, say: small}", path=path)
        known = {"by", "lang", "purpose", "where", "partner_could_see", "findings", *ACT_FIELDS,
                 *SEVERAL_FIELDS, *CLAIM_FIELDS, *PLAY_FIELDS, *EventKind}
        for k in data:
            if k not in known and not str(k).startswith("x-"):
                raise IncidentFormatError(
                    f"unknown field {k!r}; known: {', '.join(sorted(known))}", path=f"{path}.{k}"
                )
        kinds = [k for k in EventKind if k.value in data]
        if len(kinds) != 1:
            raise IncidentFormatError(
                "an event needs exactly one act: "
                + ", ".join(k.value for k in EventKind)
                + (f" (found {', '.join(k.value for k in kinds)})" if kinds else ""),
                path=path,
            )
        kind = kinds[0]
        if "by" not in data:
            raise IncidentFormatError("missing 'by' (the seat that acted: N, E, S or W)", path=f"{path}.by")
        try:
            by = Seat.parse(str(data["by"]))
        except NotationError as e:
            raise IncidentFormatError(str(e), path=f"{path}.by") from None
        value = data[kind.value]
        several = _several(data, kind, path)
        card, text = (None, None) if several else _act_value(KINDS[kind].value, value, f"{path}.{kind.value}")
        purpose = _detail(data, "purpose", kind, path)
        where = _detail(data, "where", kind, path)
        pcs = data.get("partner_could_see")
        if pcs is not None and not isinstance(pcs, bool):
            raise IncidentFormatError(
                f"must be true or false (got {pcs!r})", path=f"{path}.partner_could_see"
            )
        lang = data.get("lang")
        if lang is not None:
            lang = _language(lang, f"{path}.lang")
        findings = data.get("findings") or {}
        if not isinstance(findings, Mapping):
            raise IncidentFormatError("must be a mapping of finding = value", path=f"{path}.findings")
        acts = {k: data[k] for k in ACT_FIELDS if k in data}
        if KINDS[kind].value == "question":
            acts = _question_fields(acts, path)
        elif acts and KINDS[kind].value != "act":
            k = next(iter(acts))
            raise IncidentFormatError(f"'{k}' belongs to dummy's acts (dummy_asks ...)", path=f"{path}.{k}")
        if KINDS[kind].value == "act":
            _check_dummy_act(data, f"{path}.{kind.value}")
        cards, visible, named = several or ((), None, None)
        statement, faced = _claim_fields(data, kind, path)
        to_trick, face_down = _to_trick(data, kind, path), _face_down(data, kind, path)
        return cls(
            kind, by, card, text, lang, purpose, where, pcs, dict(findings), acts, cards, visible, named,
            statement, faced, to_trick, face_down,
        )

    def describe(self) -> str:
        """A one-line description, e.g. ``"S says 'small'"``, ``"W plays HQ"``."""
        spec = KINDS[self.kind]
        if spec.value == "trick":
            return f"{self.by.letter} {spec.verb} {'just completed' if self.text == 'last' else self.text}"
        if spec.value == "cards":
            shown = "" if self.visible is None else f" (visible {' '.join(map(str, self.visible))})"
            named = "" if self.named is None else f", names {self.named}"
            return f"{self.by.letter} {spec.verb} {' '.join(map(str, self.cards))}{shown}{named}"
        if spec.value == "event":
            return f"the director's finding on event {self.text} (by {self.by.letter}): {dict(self.findings)}"
        if spec.value == "tricks":
            said = f" saying {self.statement!r}" if self.statement else ""
            faced = " (faces his hand)" if self.faced else ""
            return f"{self.by.letter} {spec.verb} {self.text}{faced}{said}"
        if spec.value == "yes":
            return f"{self.by.letter} {spec.verb}"
        if spec.value == "decision":
            return f"{spec.verb} {self.text}"
        if spec.value != "card":
            return f"{self.by.letter} {spec.verb} {self.text!r}"
        extra = f" ({self.purpose or self.where})" if (self.purpose or self.where) else ""
        to = "" if self.to_trick is None else f" to trick {self.to_trick}"
        down = " face down" if self.face_down else ""
        return f"{self.by.letter} {spec.verb} {self.card}{down}{to}{extra}"


def _face_down(data: Mapping[str, Any], kind: EventKind, path: str) -> bool | None:
    """The ``face_down`` of a ``play`` (the opening lead made face down, 41A), or None.

    Raises:
        IncidentFormatError: on another kind, or not true or false.
    """
    face_down = data.get("face_down")
    if face_down is not None and kind is not EventKind.PLAY:
        raise IncidentFormatError("'face_down' belongs to 'play' (the opening lead made face down, 41A)",
                                  path=f"{path}.face_down")
    if face_down is not None and not isinstance(face_down, bool):
        raise IncidentFormatError(f"must be true or false (got {face_down!r})", path=f"{path}.face_down")
    return face_down


def _to_trick(data: Mapping[str, Any], kind: EventKind, path: str) -> int | None:
    """The ``to_trick`` of a ``play`` (the trick the card is faced to, 1-13), or None.

    Raises:
        IncidentFormatError: on another kind, or not a whole number from 1 to 13.
    """
    n = data.get("to_trick")
    if n is None:
        return None
    if kind is not EventKind.PLAY:
        raise IncidentFormatError("'to_trick' belongs to 'play' (a card faced to an earlier trick: "
                                  "a revoke correction, 62A)", path=f"{path}.to_trick")
    if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= 13:
        raise IncidentFormatError(f"must be a trick number from 1 to 13 (got {n!r})", path=f"{path}.to_trick")
    return n


def _card_list(value: Any, path: str) -> tuple[Card, ...]:
    """A list of distinct cards (``[SA, H2]``; a string ``"SA H2"`` is accepted too).

    Raises:
        IncidentFormatError: not a list of cards, or a card given twice.
    """
    items = value.replace(",", " ").split() if isinstance(value, str) else value
    if not isinstance(items, list | tuple):
        raise IncidentFormatError(f"needs a list of cards such as [SA, H2] (got {value!r})", path=path)
    cards: list[Card] = []
    for i, item in enumerate(items):
        try:
            c = Card.parse(str(item))
        except NotationError:
            raise IncidentFormatError(
                f"{item!r} is not a card (suit then rank: 'SA', 'HT', 'D2')", path=f"{path}[{i}]"
            ) from None
        if c in cards:
            raise IncidentFormatError(f"{c} is given twice", path=f"{path}[{i}]")
        cards.append(c)
    return tuple(cards)


def _several(
    data: Mapping[str, Any], kind: EventKind, path: str
) -> tuple[tuple[Card, ...], tuple[Card, ...] | None, Card | None] | None:
    """The cards of a ``several`` event (58B) with its ``visible`` and ``named`` fields; None
    for another kind.

    Raises:
        IncidentFormatError: fewer than two cards, ``visible`` not among them or empty,
            ``named`` not a visible card, or ``visible``/``named`` on another kind.
    """
    if kind is not EventKind.SEVERAL:
        for k in SEVERAL_FIELDS:
            if k in data:
                raise IncidentFormatError(f"'{k}' belongs to 'several' (58B)", path=f"{path}.{k}")
        return None
    cards = _card_list(data["several"], f"{path}.several")
    if len(cards) < 2:
        raise IncidentFormatError(
            "'several' is two or more cards faced at once (58B); one card is 'play'", path=f"{path}.several"
        )
    visible = None
    if data.get("visible") is not None:
        visible = _card_list(data["visible"], f"{path}.visible")
        if not visible or any(c not in cards for c in visible):
            raise IncidentFormatError(
                "must be one or more of the cards faced at once (the ones whose face could be seen)",
                path=f"{path}.visible",
            )
    named = None
    if data.get("named") is not None:
        try:
            named = Card.parse(str(data["named"]))
        except NotationError:
            raise IncidentFormatError(f"{data['named']!r} is not a card", path=f"{path}.named") from None
        if named not in (visible if visible is not None else cards):
            raise IncidentFormatError(
                f"{named} is not one of the visible cards: the player designates a visible card (58B2)",
                path=f"{path}.named",
            )
    return cards, visible, named


def _claim_fields(data: Mapping[str, Any], kind: EventKind, path: str) -> tuple[str | None, bool | None]:
    """The ``statement`` and ``faced`` of a ``claim``/``concede`` (68C, 48B).

    Raises:
        IncidentFormatError: on another kind, ``faced`` on a concession, a statement that is not
            text, ``faced`` not true or false.
    """
    statement, faced = data.get("statement"), data.get("faced")
    owners = (EventKind.CLAIM, EventKind.CONCEDE)
    if statement is not None and kind not in owners:
        raise IncidentFormatError("'statement' belongs to 'claim' and 'concede' (68C)",
                                  path=f"{path}.statement")
    if faced is not None and kind is not EventKind.CLAIM:
        raise IncidentFormatError("'faced' belongs to 'claim' (48B: declarer faces his hand)",
                                  path=f"{path}.faced")
    if statement is not None and (not isinstance(statement, str | int) or isinstance(statement, bool)):
        raise IncidentFormatError("'statement' is the clarification statement as said, as text",
                                  path=f"{path}.statement")
    if faced is not None and not isinstance(faced, bool):
        raise IncidentFormatError(f"must be true or false (got {faced!r})", path=f"{path}.faced")
    text = str(statement).strip() if statement is not None else None
    return text or None, faced


def _question_fields(acts: dict[str, Any], path: str) -> dict[str, Any]:
    """The fields of an ``asks`` event (61B): ``to``, a seat, only.

    Raises:
        IncidentFormatError: another of dummy's fields, or ``to`` not a seat.
    """
    for k in acts:
        if k != "to":
            raise IncidentFormatError(f"'{k}' belongs to dummy's acts (dummy_asks ...); 'asks' takes 'to'",
                                      path=f"{path}.{k}")
    if "to" in acts:
        try:
            return {"to": Seat.parse(str(acts["to"])).letter}
        except NotationError as e:
            raise IncidentFormatError(str(e), path=f"{path}.to") from None
    return acts


def _check_dummy_act(data: Mapping[str, Any], path: str) -> None:
    """A dummy act read as Laws 42-43 read it (:func:`bridgelaw.laws.law42_43.parse_dummy_event`).

    Raises:
        IncidentFormatError: an unknown value, a bad seat in ``to``/``offender``, a bad ``how``.
    """
    from bridgelaw.laws.law42_43 import parse_dummy_event

    try:
        parse_dummy_event(data)
    except (ValueError, NotationError) as e:
        raise IncidentFormatError(str(e), path=path) from None


def _act_value(kind_value: str, value: Any, path: str) -> tuple[Card | None, str | None]:
    """The act's value read as its kind's table entry says: (card, text).

    Raises:
        IncidentFormatError: words that are not text, an option id of the wrong form, not a card.
    """
    if kind_value == "words":
        if not isinstance(value, str | int) or isinstance(value, bool) or not str(value).strip():
            raise IncidentFormatError("'say' needs the words said, as text", path=path)
        return None, str(value)
    if kind_value == "act":
        if isinstance(value, bool):
            return None, str(value).lower()
        if not isinstance(value, str | int) or not str(value).strip():
            raise IncidentFormatError("a dummy act needs its value, as text", path=path)
        return None, str(value).strip()
    if kind_value == "question":
        if not isinstance(value, str) or value.strip() not in QUESTIONS:
            raise IncidentFormatError(
                f"'asks' needs what is asked: {', '.join(QUESTIONS)} (61B: 'having none?'; got {value!r})",
                path=path,
            )
        return None, value.strip()
    if kind_value == "trick":
        return None, _quit_value(value, path)
    if kind_value == "event":
        if isinstance(value, bool) or not isinstance(value, int | str) or not str(value).strip().isdigit() \
                or int(str(value).strip()) < 1:
            raise IncidentFormatError(
                f"'finding' needs the number of the event it is about (1 = the first event; got {value!r})",
                path=path,
            )
        return None, str(int(str(value).strip()))
    if kind_value == "call":
        if not isinstance(value, str) or value.strip() not in CALLS:
            raise IncidentFormatError(f"'call' is one of {', '.join(CALLS)} (got {value!r})", path=path)
        return None, value.strip()
    if kind_value == "tricks":
        return None, _tricks_value(value, path)
    if kind_value == "yes":
        if value is not True:
            raise IncidentFormatError(f"needs true (got {value!r}); leave the event out otherwise", path=path)
        return None, "true"
    if kind_value == "decision":
        return None, _decision_value(value, path)
    if kind_value == "option":
        if not isinstance(value, str) or not _OPTION_ID.match(value.strip()):
            raise IncidentFormatError(
                f"'choose' needs an option id offered by the latest options ruling, such as "
                f"'accept_lead' or 'prohibit:H' (got {value!r})",
                path=path,
            )
        return None, value.strip()
    try:
        return Card.parse(str(value)), None
    except NotationError:
        raise IncidentFormatError(
            f"{value!r} is not a card (suit then rank: 'SA', 'HT', 'D2')", path=path
        ) from None


def _tricks_value(value: Any, path: str) -> str:
    """The value of a ``claim``/``concede``: a number of tricks 0-13 (also as text) or ``all``.

    Raises:
        IncidentFormatError: anything else.
    """
    if isinstance(value, str) and value.strip().lower() == "all":
        return "all"
    number: int | None = None
    if isinstance(value, int) and not isinstance(value, bool):
        number = value
    elif isinstance(value, str) and value.strip().isdigit():
        number = int(value.strip())
    if number is None or not 0 <= number <= 13:
        raise IncidentFormatError(
            f"needs a number of the remaining tricks (0-13) or 'all' (got {value!r})", path=path)
    return str(number)


def _decision_value(value: Any, path: str) -> str:
    """The value of a ``decide``: ``{tricks: N}``, declarer's side's tricks for the board (0-13).

    Raises:
        IncidentFormatError: not that mapping, another field, or a number outside 0-13.
    """
    if not isinstance(value, Mapping) or set(value) != {"tricks"}:
        raise IncidentFormatError(
            f"needs {{tricks: N}}: declarer's side's tricks for the whole board (got {value!r})", path=path)
    n = value["tricks"]
    if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= 13:
        raise IncidentFormatError(f"needs a number of tricks 0-13 (got {n!r})", path=f"{path}.tricks")
    return str(n)


def _quit_value(value: Any, path: str) -> str:
    """The value of a ``quit`` event: ``true`` (the trick just completed) -> ``"last"``, or a
    trick number 1-13 (also as text) -> its digits.

    Raises:
        IncidentFormatError: ``false``, a number outside 1-13 or anything else.
    """
    if value is True or (isinstance(value, str) and value.strip().lower() in ("last", "true")):
        return "last"
    number: int | None = None
    if isinstance(value, int) and not isinstance(value, bool):
        number = value
    elif isinstance(value, str) and value.strip().isdigit():
        number = int(value.strip())
    if number is None or not 1 <= number <= 13:
        raise IncidentFormatError(
            "'quit' needs true (the trick just completed is turned face down) or that trick's number "
            f"1-13 (got {value!r}); a trick found not quitted is the finding trick_quitted: false",
            path=path,
        )
    return str(number)


def _detail(data: Mapping[str, Any], name: str, kind: EventKind, path: str) -> str | None:
    """The ``purpose``/``where`` of an event: only on the kind that has it, one of its values.

    Raises:
        IncidentFormatError: on another kind, or not one of the allowed values.
    """
    value = data.get(name)
    if value is None:
        return None
    owner, allowed = next(
        (k, spec.detail[1]) for k, spec in KINDS.items() if spec.detail and spec.detail[0] == name
    )
    if kind is not owner or value not in allowed:
        raise IncidentFormatError(
            f"'{name}' belongs to '{owner.value}' and is one of {', '.join(allowed)} (got {value!r})",
            path=f"{path}.{name}",
        )
    return str(value)


def _language(lang: Any, path: str) -> str:
    """A supported language code of the words (a lexicon exists: en, ru, sv, nl, de, fr).

    Raises:
        IncidentFormatError: not a code, or a language without a lexicon (``path`` names it).
    """
    from bridgelaw.designation.lexicon import supported_languages

    known = supported_languages()
    code = lang.strip().lower() if isinstance(lang, str) else None
    if code is None or code not in known:
        raise IncidentFormatError(
            f"{lang!r} is not a supported language of the words; use one of {', '.join(known)}", path=path
        )
    return code


class Record:
    """An append-only sequence of events with the setup they start from.

    Args:
        header: the incident setup (incident-format mapping without ``events``/``expect``).
        events: events already recorded.

    The record never changes except by :meth:`append`; a refused event is never appended
    (:class:`bridgelaw.engine.TableSession` validates before appending).
    """

    __slots__ = ("_events", "header")

    def __init__(self, header: Mapping[str, Any], events: Sequence[Event] = ()) -> None:
        self.header: dict[str, Any] = json.loads(json.dumps(dict(header)))
        self._events: list[Event] = list(events)

    @property
    def events(self) -> tuple[Event, ...]:
        """The events in order (an immutable view)."""
        return tuple(self._events)

    def __len__(self) -> int:
        return len(self._events)

    def __iter__(self) -> Iterator[Event]:
        return iter(tuple(self._events))

    def append(self, event: Event) -> int:
        """Append ``event``; returns its index."""
        self._events.append(event)
        return len(self._events) - 1

    def to_jsonl(self) -> str:
        """The record as JSON lines: the header line, then one event per line."""
        lines = [json.dumps({"format": RECORD_FORMAT, "setup": self.header}, ensure_ascii=False)]
        lines += [json.dumps(e.to_json(), ensure_ascii=False) for e in self._events]
        return "\n".join(lines) + "\n"

    def save(self, path: str | Path) -> None:
        """Write :meth:`to_jsonl` to ``path`` (UTF-8)."""
        Path(path).write_text(self.to_jsonl(), encoding="utf-8")

    @classmethod
    def from_jsonl(cls, text: str, *, file: str | None = None) -> Record:
        """Read a record written by :meth:`to_jsonl`.

        Raises:
            IncidentFormatError: a line that is not JSON, a missing/foreign header, or a bad
                event (``path`` is ``line N`` plus the field).
        """
        lines = [ln for ln in text.splitlines() if ln.strip()]
        if not lines:
            raise IncidentFormatError("empty record: expected a header line", file=file)
        rows: list[Any] = []
        from bridgelaw.untrusted import check_nesting

        for i, ln in enumerate(lines, 1):
            try:
                check_nesting(ln, kind="JSON")  # before json.loads recurses (RecursionError)
                rows.append(json.loads(ln))
            except IncidentFormatError as e:
                raise IncidentFormatError(e.problem, path=f"line {i}", file=file) from None
            except json.JSONDecodeError as e:
                raise IncidentFormatError(f"not JSON: {e.msg}", path=f"line {i}", file=file) from None
        head = rows[0]
        if (
            not isinstance(head, dict)
            or head.get("format") != RECORD_FORMAT
            or not isinstance(head.get("setup"), dict)
        ):
            raise IncidentFormatError(
                f"the first line must be {{'format': '{RECORD_FORMAT}', 'setup': {{...}}}}",
                path="line 1",
                file=file,
            )
        events = [Event.from_json(r, path=f"line {i}") for i, r in enumerate(rows[1:], 2)]
        return cls(head["setup"], events)

    @classmethod
    def load(cls, path: str | Path) -> Record:
        """Read a record file written by :meth:`save`.

        Raises:
            IncidentFormatError: unreadable or malformed file.
        """
        from bridgelaw.untrusted import read_input

        p = Path(path)
        try:
            text = read_input(p).decode("utf-8-sig")
        except OSError as e:
            raise IncidentFormatError(f"cannot read record: {e.strerror}", file=str(p)) from None
        except IncidentFormatError as e:  # a FIFO nobody writes to, a file far too large
            raise IncidentFormatError(e.problem, file=str(p)) from None
        except UnicodeDecodeError:
            raise IncidentFormatError("not UTF-8 text", file=str(p)) from None
        return cls.from_jsonl(text, file=str(p))
