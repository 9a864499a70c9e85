"""The board of a new table: a create body read into its record header, mode and language
(table-service.md "HTTP": ``POST /v1/tables``), and a PBN/LIN board read from text (also for
``POST /v1/board``). Every refusal is a 400 naming the field.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from bridgelaw.cards import ALL_CARDS, Deal, Hand, Vulnerability
from bridgelaw.editions import DEFAULT_EDITION
from bridgelaw.errors import BridgeLawError, IncidentFormatError, NotationError
from bridgelaw.i18n import LANGUAGES
from bridgelaw.incident import parse_incident
from bridgelaw.notation.board import Board
from bridgelaw.record import Event
from bridgelaw.service.errors import ApiError
from bridgelaw.service.live import BOARD_FIELD, DEALER_FIELD
from bridgelaw.service.online import FACE_TO_FACE, MODES

__all__ = ["board_setup", "incident_setup", "mode_and_language", "read_board", "table_setup"]


def _random_deal(seed: int | None) -> Deal:
    rng = random.Random(seed) if seed is not None else random.SystemRandom()
    cards = list(ALL_CARDS)
    rng.shuffle(cards)
    return Deal(tuple(Hand(cards[i * 13:(i + 1) * 13]) for i in range(4)))  # type: ignore[arg-type]


def read_board(key: str, text: Any) -> Board:
    """The first board with a deal in ``text``, a PBN (``key`` ``"pbn"``) or LIN (``"lin"``) file;
    for ``pbn``, text without tags is read as a bare deal (:func:`_bare_deal`).

    Raises:
        ApiError: 400 naming ``key``, when ``text`` is not text or holds no readable deal.
    """
    if not isinstance(text, str) or not text.strip():
        raise ApiError(400, "bad_body", f"{key}: give the board as text", key)
    from bridgelaw.notation.lin import read_lin
    from bridgelaw.notation.pbn import read_pbn

    if key == "pbn" and not any(line.lstrip().startswith(("[", "%")) for line in text.splitlines()):
        return _bare_deal(text)
    reader = read_pbn if key == "pbn" else read_lin
    try:
        boards = list(reader(text.splitlines(), name=f"<{key}>"))
    except BridgeLawError as e:
        raise ApiError(400, "bad_board", f"{key}: {e}", key) from None
    board = next((b for b in boards if b.deal is not None), None)
    if board is None or board.deal is None:
        why = "; ".join(str(p.what) for b in boards for p in b.problems[:1]) or "no deal found"
        raise ApiError(400, "bad_board", f"{key}: cannot read a board with a deal: {why}", key)
    return board


def _bare_deal(text: str) -> Board:
    """A PBN paste without tags: a bare deal (``N:h1 h2 h3 h4``, or four hands each labelled with
    its seat, :func:`bridgelaw.notation.pbn.read_deal_text`), as a board with only its deal.

    Raises:
        ApiError: 400 ``bad_board`` naming ``pbn``: what is wrong with the deal, where and why.
    """
    from bridgelaw.notation.pbn import read_deal_text

    try:
        deal = read_deal_text(text)
    except NotationError as e:
        raise ApiError(400, "bad_board", f"pbn: {e}", "pbn") from None
    board = Board(file="<pbn>")
    board.deal = deal
    return board


def board_setup(body: Mapping[str, Any]) -> dict[str, Any]:
    """The record header (an incident without events) for a create body.

    The body gives ``deal`` + ``contract`` + ``declarer``, or ``random: true`` (+ ``seed``)
    with ``contract`` + ``declarer``, or ``pbn`` / ``lin`` (one board: deal, contract,
    declarer, number, dealer and vulnerability read from it; the body's fields win). ``laws``
    and ``options`` are copied. The board's number goes to the header's ``x-board``, its dealer
    to ``x-dealer`` and its vulnerability to ``vulnerable`` (the score at the end of the board);
    a number alone gives Law 2's dealer and vulnerability.

    Raises:
        ApiError: 400 naming the field, when the board cannot be read or is incomplete.
    """
    deal: str | None = body.get("deal")
    contract = body.get("contract")
    declarer = body.get("declarer")
    vulnerable = body.get("vulnerable")
    if body.get("random"):
        seed = body.get("seed")
        if seed is not None and not isinstance(seed, int):
            raise ApiError(400, "bad_body", "seed: must be an integer", "seed")
        deal = _random_deal(seed).to_pbn()
    board_read: Board | None = None
    for key in ("pbn", "lin"):
        text = body.get(key)
        if text is None:
            continue
        board = board_read = read_board(key, text)
        assert board.deal is not None
        deal = board.deal.to_pbn()
        if board.contract is not None:
            contract = contract or board.contract.text
            declarer = declarer or board.contract.declarer.letter
        vulnerable = vulnerable or board.vulnerability or None
    missing = [k for k, v in (("deal", deal), ("contract", contract), ("declarer", declarer)) if not v]
    if missing:
        raise ApiError(400, "bad_body", f"{missing[0]}: missing (give deal, contract and declarer, "
                       "or random: true with contract and declarer, or a pbn/lin board)", missing[0])
    setup: dict[str, Any] = {"laws": str(body.get("laws", DEFAULT_EDITION.value)), "contract": contract,
                             "declarer": declarer, "deal": deal}
    if body.get("options"):
        setup["options"] = body["options"]
    info = _board_info(body, board_read, vulnerable)
    for key, field in (("number", BOARD_FIELD), ("dealer", DEALER_FIELD), ("vulnerable", "vulnerable")):
        if key in info:
            setup[field] = info[key]
    return setup


def _board_info(body: Mapping[str, Any], board: Board | None, vulnerable: Any) -> dict[str, Any]:
    """The board's number, dealer and vulnerability: the body's ``board``/``dealer``/
    ``vulnerable``, else the PBN/LIN board's, else (a number alone) Law 2's for that number
    (``vulnerable``: the body's or the board's, as read).

    Raises:
        ApiError: 400 naming the field: a number below 1, a bad seat or vulnerability.
    """
    number = body.get("board")
    if number is None and board is not None and board.board.strip().isdigit():
        number = int(board.board.strip())
    if number is not None and (not isinstance(number, int) or isinstance(number, bool) or number < 1):
        raise ApiError(400, "bad_body", "board: the board number is a whole number from 1", "board")
    dealer = body.get("dealer") or (board.dealer.letter if board is not None and board.dealer else None)
    vul = vulnerable or None
    if number is not None:
        dealer = dealer or "NESW"[(number - 1) % 4]
        vul = vul or Vulnerability.of_board(number).value
    if dealer is not None and dealer not in ("N", "E", "S", "W"):
        raise ApiError(400, "bad_body", f"dealer: {dealer!r} is not N, E, S or W", "dealer")
    if vul is not None:
        try:
            vul = Vulnerability.parse(str(vul)).value
        except NotationError:
            raise ApiError(400, "bad_body", f"vulnerable: {vul!r} is not none, ns, ew or both "
                           "(PBN's None, NS, EW, All)", "vulnerable") from None
    info = {"number": number, "dealer": dealer, "vulnerable": vul}
    return {k: v for k, v in info.items() if v is not None}


def incident_setup(data: Any) -> tuple[dict[str, Any], list[Event]]:
    """An incident (incident-format.md, e.g. the desk's) read as a live table's start: its
    header (the position, the play so far, the findings, options and edition) and its events,
    each checked by ruling the whole incident once (nothing is stored here).

    Raises:
        ApiError: 400 ``bad_body`` naming the field (``incident.events[2].play``) when the
            incident is malformed or an event is refused by the engine.
    """
    from bridgelaw.engine import TableSession, event_error
    from bridgelaw.errors import PlayError

    try:
        incident = parse_incident(data)
    except IncidentFormatError as e:
        where = f"incident.{e.path}" if e.path else "incident"
        raise ApiError(400, "bad_body", f"incident: {e}", where) from None
    s = TableSession.from_incident(incident)
    for i, event in enumerate(incident.events):
        try:
            s.apply(event)
        except PlayError as err:
            refused = event_error(event, err, i, None)
            raise ApiError(400, "bad_body", f"incident: {refused}", f"incident.{refused.path}") from None
        except BridgeLawError as err:
            where = f"incident.events[{i}]"
            raise ApiError(400, "bad_body", f"incident: events[{i}]: {err}", where) from None
    return dict(incident.header), list(incident.events)


def mode_and_language(body: Mapping[str, Any]) -> tuple[str, str]:
    """A create body's ``mode`` (default face to face) and ``lang`` (default ``en``).

    Raises:
        ApiError: 400 naming the field: an unknown mode or language.
    """
    mode = body.get("mode", FACE_TO_FACE)
    if mode not in MODES:
        raise ApiError(400, "bad_body", f"mode: {mode!r} is not one of {', '.join(MODES)}", "mode")
    lang = body.get("lang", "en")
    if lang not in LANGUAGES:
        raise ApiError(400, "bad_body", f"lang: {lang!r} is not one of {', '.join(LANGUAGES)}", "lang")
    return str(mode), str(lang)


def table_setup(body: Mapping[str, Any]) -> tuple[dict[str, Any], str, str]:
    """A create body read: ``(record header, mode, language)``; the header is checked as an
    incident's (the deal, contract, edition and options).

    Raises:
        ApiError: 400 naming the field: an unknown ``mode`` or ``lang``, a board that cannot be
            read, or a header that is not a valid incident setup.
    """
    mode, lang = mode_and_language(body)
    if body.get("incident") is not None:
        return incident_setup(body["incident"])[0], mode, lang
    try:
        incident = parse_incident(board_setup(body))
    except IncidentFormatError as e:
        raise ApiError(400, "bad_body", str(e), e.path) from None
    return dict(incident.header), mode, lang
