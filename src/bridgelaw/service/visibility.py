"""What a token may see (table-service.md "View"): the one place that decides it.

:func:`visible_view` is the only function that turns a table into something a client
receives: the HTTP view, every WebSocket message and the designation preview are built by
it (or from :func:`visible_seats`). The rule:

* a player sees his own hand, and dummy's hand once the opening lead is faced (Law 41C;
  not while declarer decides on an opening lead out of turn, Law 54) - so declarer never
  sees a defender's hand, and a defender never sees his partner's or declarer's;
* the director and a spectator see every hand;
* a claimer faces his hand (68C): once a claim or concession stands, everyone sees the claimer's
  cards; once the board is over (trick 13, or a claim settled) everyone sees every hand - the
  hand record (``board``);
* played cards (the tricks), penalty cards (Law 50), cards played early and waiting for
  their turn (Law 57) and withdrawn cards (Law 47) were faced at the table: everyone sees
  them, as everyone hears the rulings;
* ``legal`` lists the cards the token's seat may play now (declarer: also dummy's, when
  dummy is to play); only the director also gets the whole record.

:func:`refusal_message` is the same rule for the text of a refused event: an engine message
that says where a card is (``it is held by W``) reaches only a token that sees every hand.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from bridgelaw.cards import ALL_CARDS, Card, Seat, Vulnerability
from bridgelaw.engine import TableSession
from bridgelaw.errors import BridgeLawError, CardNotHeldError, NotationError
from bridgelaw.laws.law63 import established_63A1
from bridgelaw.laws.law68 import ClaimStatus
from bridgelaw.record import Event
from bridgelaw.service.auth import DIRECTOR, SEAT_ROLES, SPECTATOR, seat_of
from bridgelaw.service.errors import ApiError
from bridgelaw.service.inputs import DIRECTOR_WORDS
from bridgelaw.service.live import (
    ALL,
    BOARD_FIELD,
    DEALER_FIELD,
    LiveTable,
    audience,
    board_over,
    contract_text,
)

if TYPE_CHECKING:
    from bridgelaw.laws.law68 import ClaimMemory

_orjson: Any
try:
    import orjson as _orjson
except ImportError:  # pragma: no cover - orjson is in the service extra; json gives the same text
    _orjson = None

__all__ = [
    "board_data",
    "board_over",
    "claim_standing",
    "dummy_faced",
    "dumps",
    "event_message",
    "refusal_message",
    "refuse_concealed_act",
    "view_json",
    "visible_seats",
    "visible_view",
]


def dummy_faced(session: TableSession) -> bool:
    """True once the opening lead is faced and dummy's hand is spread (Law 41C): once a card
    stands in a trick.

    An opening lead out of turn stays out of the trick while declarer chooses what to do about
    it (Law 54: accept it, spread his own hand, or require its retraction): the engine puts it
    in the trick only when the lead is accepted, so dummy is concealed until then.
    """
    t = session.table
    return bool(t.plays or t.current_trick or t.tricks)


def claim_standing(session: TableSession) -> ClaimMemory | None:
    """The claim or concession that stands at the table (not void), or None (Law 68D: play has
    ceased while it stands)."""
    claim = session.claim
    return claim if claim is not None and claim.play_ceased else None


def visible_seats(session: TableSession, role: str) -> frozenset[Seat]:
    """The seats whose hands ``role`` (``N``/``E``/``S``/``W``/``director``/``spectator``) may see now."""
    if role in (DIRECTOR, SPECTATOR) or board_over(session):
        return frozenset(Seat)
    seat = seat_of(role)
    if seat is None:
        return frozenset()
    seen = {seat}
    if dummy_faced(session):
        seen.add(session.table.dummy)
    claim = claim_standing(session)
    if claim is not None:  # 68C: the claimer faces his hand
        seen.add(claim.claimer)
    return frozenset(seen)


def _holds_up_play(session: TableSession, seat: Seat | None) -> bool:
    """True when an open choice of the other side must be made before ``seat`` plays: every
    offer but a ``withdraw`` (which play going on ends) holds up the play of a seat that is not
    among its choosers (a card faced before the choice is an irregularity: Laws 50D2, 54-57, 60)."""
    oc = session.open_choice
    return oc is not None and oc.kind != "withdraw" and (seat is None or seat not in oc.choosers)


def _legal(session: TableSession, role: str) -> tuple[Seat | None, list[str]]:
    """(the seat whose cards are listed, the cards) ``role`` may legally play now: none while
    the seat must wait for the other side's choice (:func:`_holds_up_play`)."""
    t = session.table
    if t.is_over or claim_standing(session) is not None:
        return None, []
    turn = t.turn
    seat = seat_of(role)
    if role == DIRECTOR:
        return turn, [_CARD_TEXT[c] for c in t.legal_cards(turn)]
    if seat is None:
        return None, []
    own_turn = turn == seat and seat != t.dummy
    dummys_turn = seat == t.declarer and turn == t.dummy and dummy_faced(session)
    if (own_turn or dummys_turn) and not _holds_up_play(session, seat):
        return turn, [_CARD_TEXT[c] for c in t.legal_cards(turn)]
    return None, []


def _waiting(session: TableSession, role: str) -> dict[str, Any] | None:
    """What the seat of ``role`` waits for before it may play although it is its turn (declarer:
    also dummy's): ``{"law", "choosers"}`` of the open choice, or None. The page then says so
    instead of inviting a card that would be an irregularity."""
    t = session.table
    seat = seat_of(role)
    if seat is None or t.is_over:
        return None
    turn = t.turn
    mine = (turn == seat and seat != t.dummy) or (seat == t.declarer and turn == t.dummy)
    oc = session.open_choice
    if not mine or oc is None or not _holds_up_play(session, seat):
        return None
    return {"law": oc.law, "choosers": sorted(c.letter for c in oc.choosers)}


def _correct(live: LiveTable, role: str) -> dict[str, Any] | None:
    """The revoke a seat may now correct (62A: attention has been drawn to it - it is told at
    the table - and it is not yet established, 63A1): ``{"seat", "card", "suit"}`` for the
    offender's own token (declarer's also for dummy's), or None. The page then lights the cards of
    the suit led: a card of it faced now corrects the revoke (62B)."""
    seat = seat_of(role)
    s = live.session
    t = s.table
    if seat is None or not t.revokes or board_over(s) or claim_standing(s) is not None:
        return None
    hidden = {(s.rulings[i].seat, s.rulings[i].card) for i in live.concealed()}
    for rv in reversed(t.revokes):
        mine = rv.seat == seat or (seat == t.declarer and rv.seat == t.dummy)
        if not mine or (rv.seat, rv.card) in hidden or seat == t.dummy:
            continue
        if established_63A1(rv.seat, rv.trick, t.trick_number, t.current_trick):
            continue
        if any(c.suit is rv.suit_led for c in t.hand(rv.seat)):
            return {"seat": rv.seat.letter, "card": _CARD_TEXT[rv.card], "suit": rv.suit_led.letter}
    return None


def _held(session: TableSession) -> dict[str, int]:
    """How many cards each seat holds face down (public: everyone can count them): its hand
    less its faced cards - penalty cards (50), a card played early waiting for its turn (57)
    and a lead out of turn awaiting the other side's choice (53-56)."""
    t = session.table
    faced = {p.card for p in session.penalty_cards} | set(session.premature.values())
    oc = session.open_choice
    if oc is not None and oc.kind == "lead" and oc.card is not None:
        faced.add(oc.card)
    return {seat.letter: sum(1 for c in t.hand(seat) if c not in faced) for seat in Seat}


def board_data(live: LiveTable) -> dict[str, Any]:
    """The board's number, dealer and vulnerability as given at creation (the record header's
    ``x-board``, ``x-dealer`` and ``vulnerable``): ``{"number", "dealer", "vulnerable"}``, the
    vulnerability as the view's ``vulnerable`` (``none``, ``ns``, ``ew``, ``both``), each None when
    not known."""
    setup = live.row.setup
    number = setup.get(BOARD_FIELD)
    vul = setup.get("vulnerable")
    try:
        vul = Vulnerability.parse(vul).value if vul is not None else None
    except NotationError:
        vul = None
    return {"number": number if isinstance(number, int) else None, "dealer": setup.get(DEALER_FIELD),
            "vulnerable": vul}


#: ``str(card)`` of every card, computed once (a view names up to 52 cards, for every client).
_CARD_TEXT: dict[Card, str] = {c: str(c) for c in ALL_CARDS}


def _card_list(cards: Iterable[tuple[Seat, Card]]) -> list[str]:
    return [f"{s.letter}:{_CARD_TEXT[c]}" for s, c in cards]


def _public(live: LiveTable, lang: str) -> dict[str, Any]:
    """The part of the view that every token may see (the same for every role)."""
    s = live.session
    t = s.table
    oc = s.open_choice
    won = t.tricks_won
    claim = claim_standing(s)
    return {
        "table": live.id,
        "seq": live.seq,
        "laws": s.edition.value,
        "mode": live.row.mode,
        "lang": lang,
        "contract": contract_text(s),
        "board_data": board_data(live),
        "declarer": t.declarer.letter,
        "dummy": t.dummy.letter,
        "turn": None if t.is_over or claim is not None else t.turn.letter,
        "dummy_faced": dummy_faced(s),
        "trick": _card_list(t.current_trick),
        "tricks": [
            {"leader": tr.leader.letter, "cards": _card_list(tr.cards),
             "winner": tr.winner.letter if tr.winner is not None else None}
            for tr in t.tricks
        ],
        "won": {"NS": won[0], "EW": won[1]},
        "penalty_cards": [
            {"seat": p.seat.letter, "card": _CARD_TEXT[p.card], "class": p.kind} for p in s.penalty_cards
        ],
        "premature": [f"{seat.letter}:{_CARD_TEXT[c]}" for seat, c in s.premature.items()],
        "withdrawn": [{"seat": w.seat.letter, "card": _CARD_TEXT[w.card], "law": w.law} for w in s.withdrawn],
        "open_choice": None if oc is None else {
            "kind": oc.kind, "law": oc.law, "choosers": sorted(c.letter for c in oc.choosers),
            "options": list(oc.options), "seat": oc.seat.letter,
            "card": _CARD_TEXT[oc.card] if oc.card is not None else None,
        },
        "held": _held(s),
        "calls": live.open_calls(),
        "answers": live.answers(lang),
        "over": board_over(s),
        "vulnerable": s.vulnerable.value,
        "claim": _claim_view(s.claim, live.dispute_reason()),
        "board": _board_view(s, lang, live.result_without_revoke()),
        "next_table": live.next_table,
    }


def _claim_view(claim: ClaimMemory | None, dispute_reason: str | None = None) -> dict[str, Any] | None:
    """The claim or concession at the table (claims.md §1), or None: who, how many of the remaining
    tricks his side is to win (``tricks_claimed``), ``concession``, ``faced`` (48B), the statement,
    ``status`` (``open``, ``agreed``, ``adjudicated``, ``void``), who agreed or disputed it, and
    the claimer's side's tricks of the remaining ones as settled (``awarded``), and why it was
    disputed in the disputer's words (``dispute_reason``, null when he gave none)."""
    if claim is None:
        return None
    return {"claimer": claim.claimer.letter, "tricks_claimed": claim.claimed, "remaining": claim.remaining,
            "concession": claim.concession, "faced": claim.faced, "statement": claim.statement,
            "status": claim.status.value, "agreed_by": [s.letter for s in claim.agreed_by],
            "disputed_by": claim.disputed_by.letter if claim.disputed_by is not None else None,
            "awarded": claim.awarded, "decided": claim.decided, "dispute_reason": dispute_reason}


def _claim_told(s: TableSession, claim: dict[str, Any] | None) -> dict[str, Any] | None:
    """The claim view (:func:`_claim_view`) as a player's token is told it: while a disputed
    claim waits for the director's decision (68D2(a), 70), ``status`` ``disputed`` and no
    ``awarded`` - the engine's adjudication is his proposal, not his ruling (the director and a
    spectator see ``adjudicated`` and the proposal's number). Otherwise ``claim`` itself."""
    mem = s.claim
    if (claim is None or mem is None or mem.status is not ClaimStatus.ADJUDICATED or mem.decided
            or board_over(s)):
        return claim
    return {**claim, "status": "disputed", "awarded": None}


def _decide_view(s: TableSession) -> dict[str, Any] | None:
    """What the director's ``decide`` on a disputed claim asks and would give (Law 70; the
    director's view only), or None when no claim stands adjudicated: ``won`` (declarer's side's
    tricks before the claim), ``remaining`` (the tricks the claim spoke of), ``proposal``
    (declarer's side's tricks for the whole board as now settled - the engine's proposal, or his
    last decision), ``transfer`` (the tricks Law 64 moves to declarer's side at the end, as for
    the proposal) and ``results``: for each number ``decide`` may give (0-13, declarer's side's
    tricks in the whole board) the board's ``tricks``, ``made``/``down`` and ``score`` after
    that transfer (Law 77, declarer's side's view)."""
    from bridgelaw.laws.law68 import declarer_tricks_after_claim_68B
    from bridgelaw.laws.law77 import board_result_77
    from bridgelaw.rulings import Outcome

    claim = s.claim
    t = s.table
    if claim is None or claim.status is not ClaimStatus.ADJUDICATED:
        return None
    ours = claim.claimer.same_side(t.declarer)
    won = declarer_tricks_after_claim_68B(t, claim.claimer, 0 if ours else claim.remaining, claim.remaining)
    proposal = claim.declarer_tricks(t)
    result = next((r for r in s.finish() if r.outcome is Outcome.RESULT), None)
    transfer = int(result.extra["tricks"]) - proposal if result is not None and proposal is not None else 0
    results = []
    if t.contract.level is not None:
        for n in range(14):
            x = board_result_77(t.contract, max(0, min(13, n + transfer)), vulnerable=s.vulnerable,
                                edition=s.edition).extra
            results.append({k: x[k] for k in ("tricks", "made", "down", "score") if k in x})
    return {"won": won, "remaining": claim.remaining, "proposal": proposal, "transfer": transfer,
            "results": results}


def _board_view(s: TableSession, lang: str, equity: int | None = None) -> dict[str, Any] | None:
    """The end of the board once it is over (:func:`bridgelaw.forms.board_document`: the hand
    record - the four hands, the tricks, the result and score) with its rulings (Law 64, Law 77)
    rendered in ``lang``, the director's 64C finding ``equity`` (declarer's side's tricks had the
    revoke not occurred; None: not found) applied; None while the board goes on."""
    if not board_over(s):
        return None
    from bridgelaw.engine import render_text
    from bridgelaw.forms import board_document

    doc = board_document(s, result_without_revoke=equity)
    if doc is None:
        return None
    doc["rulings"] = [render_text(r, lang).to_json() for r in s.finish(result_without_revoke=equity)]
    return doc


def visible_view(live: LiveTable, role: str, lang: str | None = None, *,
                 shared: dict[Any, Any] | None = None) -> dict[str, Any]:
    """The table as ``role`` may see it: the view object of table-service.md.

    Args:
        live: the table.
        role: the token's role (a seat letter, ``director`` or ``spectator``).
        lang: language of the ruling texts (default: the table's).
        shared: a dict kept by the caller across the views of ONE state of the table; by
            default the table's own cache of its current state (:attr:`LiveTable.views`).
            The parts every token may see and the hands' texts are built once in it and
            reused. Which hands a role sees is decided here every time.

    Returns:
        ``{"table", "seq", "you", "laws", "mode", "lang", "contract", "board_data", "declarer",
        "dummy", "turn", "hands", "visible", "dummy_faced", "trick", "tricks", "won",
        "penalty_cards", "premature", "withdrawn", "legal", "legal_seat", "waiting", "correct",
        "open_choice", "rulings", "held", "calls", "answers", "over", "vulnerable", "claim", "board",
        "next_table"}`` and, for the director only, ``"record"`` (every event with its ``seq``,
        and ``"director": true`` on the events the director's token recorded). ``hands`` holds
        only the seats in :func:`visible_seats`; ``held`` counts every seat's cards held face
        down; ``legal`` is empty and ``waiting`` names the open choice while the seat must wait
        for the other side's choice; ``calls`` lists the calls of the director not yet answered
        (everyone at the table hears a call) and ``answers`` what the director told the table
        (:meth:`~bridgelaw.service.live.LiveTable.answers`); ``correct`` names the seat's own revoke it
        may now
        correct (:func:`_correct`); ``board_data`` is the board's number, dealer and
        vulnerability (:func:`board_data`); ``board`` the end of the board once it is over.
    """
    public, private = view_parts(live, role, lang, shared=shared)
    return {**public, **private}


def view_parts(live: LiveTable, role: str, lang: str | None = None, *,
               shared: dict[Any, Any] | None = None) -> tuple[dict[str, Any], dict[str, Any]]:
    """:func:`visible_view` in two parts: ``(public, private)``. ``public`` is the same for every
    token (and is kept in ``shared``: do not change it); ``private`` holds what this role may
    see (``you``, ``hands``, ``visible``, ``legal``, ``legal_seat``, the director's ``record``).
    The two have no key in common."""
    s = live.session
    t = s.table
    lang = lang or live.row.lang
    cache: dict[Any, Any] = live.views if shared is None else shared
    hears = audience(role)
    public = cache.get(("public", lang, hears))
    if public is None:
        core = cache.get(("core-dict", lang))
        if core is None:
            core = cache[("core-dict", lang)] = _public(live, lang)
        public = {**core, "rulings": live.rulings_for(lang, hears)}
        if hears != ALL:
            public["claim"] = _claim_told(s, core["claim"])
        cache[("public", lang, hears)] = public
    seen = visible_seats(s, role)
    hands = {}
    for seat in Seat:
        if seat in seen:
            text = cache.get(seat)
            if text is None:
                text = cache[seat] = t.hand(seat).to_pbn()
            hands[seat.letter] = text
    legal_seat, legal = _legal(s, role)
    private: dict[str, Any] = {"you": role, "hands": hands,
                               "visible": sorted(seat.letter for seat in seen), "legal": legal,
                               "legal_seat": None if legal_seat is None else legal_seat.letter,
                               "waiting": _waiting(s, role), "correct": _correct(live, role)}
    if role == DIRECTOR:
        private["decide"] = _decide_view(s)
        private["words_max"] = DIRECTOR_WORDS  # his words are refused beyond, never cut
        private["record"] = [
            {"seq": i + 1, **e.to_json(), **({"director": True} if i + 1 in live.directed else {})}
            for i, e in enumerate(s.record.events)
        ]
    return public, private


def dumps(obj: Any) -> str:
    """Compact JSON text (UTF-8 kept), as the service sends it: orjson when installed."""
    if _orjson is not None:
        try:
            text: str = _orjson.dumps(obj).decode("utf-8")
            return text
        except TypeError:
            pass
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def event_message(seq: int, rulings: str, view: str) -> str:
    """The socket's ``event`` message (table-service.md "Live") from its parts already encoded
    as JSON text: ``rulings`` (the event's rulings) and ``view`` (:func:`view_json`)."""
    return f'{{"type":"event","seq":{seq},"rulings":{rulings},"view":{view}}}'


def view_json(live: LiveTable, role: str, lang: str | None = None, *, delta_from: int | None = None) -> str:
    """:func:`visible_view` encoded as JSON text, built from the table's cache of its current
    state (the parts every token sees are encoded once per language, whatever the number of
    clients; a role's whole text once per role).

    Args:
        delta_from: None for the whole view; else a *delta view* (table-service.md "Live",
            added): ``rulings`` holds only the rulings from index ``delta_from`` on, and
            ``rulings_from`` says that index (the client keeps the ones before it).

    Returns:
        the JSON object text; its content is exactly :func:`visible_view` (but for the delta).
    """
    lang = lang or live.row.lang
    cache = live.views
    key = ("json", role, lang, delta_from)
    text: str | None = cache.get(key)
    if text is not None:
        return text
    public, private = view_parts(live, role, lang)
    hears = audience(role)
    # the part the audience sees but the rulings ('{...' without its '}'): the same text for every
    # audience unless a player's token is told the claim otherwise (:func:`_claim_told`)
    told_apart = public["claim"] is not cache[("core-dict", lang)]["claim"]
    core_key = ("core", lang, hears if told_apart else None)
    core = cache.get(core_key)
    if core is None:
        core = cache[core_key] = dumps({k: v for k, v in public.items() if k != "rulings"})[:-1]
    rulings = public["rulings"]
    if delta_from is None:
        rtext = cache.get(("rulings", lang, hears))
        if rtext is None:
            rtext = cache[("rulings", lang, hears)] = dumps(rulings)
        tail = f'"rulings":{rtext}'
    else:
        delta_from = max(0, min(live.told_delta_from(delta_from, hears), len(rulings)))
        tail = f'"rulings":{dumps(rulings[delta_from:])},"rulings_from":{delta_from}'
    text = cache[key] = f"{core},{tail},{dumps(private)[1:]}"
    return text


def refuse_concealed_act(live: LiveTable, role: str, event: Event) -> None:
    """Refuse, before the engine sees it, an act of a seat's token with a card it cannot see
    (Law 41C: dummy's hand is faced only after the opening lead).

    Before dummy is faced, declarer has no dummy card to point at, touch, hold or play: an act
    of a seat's token naming a card that is not in its own hand is refused with the same words
    whether dummy holds the card or not, so that the answer tells nothing about a concealed
    hand (and no ruling naming a dummy card reaches the defenders before the opening lead).
    The director's token records what happened at the table and is not refused here.

    Raises:
        ApiError: 403 ``not_your_act``: a card (or one of ``several``) not in the actor's hand
            while dummy is concealed.
    """
    if role not in SEAT_ROLES or dummy_faced(live.session):
        return
    hand = live.session.table.hand(event.by)
    for card in (event.card, *event.cards):
        if card is not None and card not in hand:
            raise ApiError(403, "not_your_act", f"{card} is not in your hand (dummy's hand is faced only "
                           "after the opening lead, Law 41C)", event.kind.value)


def refusal_message(live: LiveTable, role: str, err: BridgeLawError, event_card: Card | None) -> str:
    """The message of a refused event for ``role``: the engine's own words, except that a
    token which does not see every hand is not told where a card it does not hold lies."""
    if isinstance(err, CardNotHeldError) and visible_seats(live.session, role) != frozenset(Seat):
        t = live.session.table
        seat = seat_of(role)
        card = event_card if event_card is not None else err.card
        if seat == t.declarer:
            return f"{card} is neither in your hand nor in dummy's"
        return f"{card} is not in your hand"
    return str(err)
