"""The board of a new table: a create body read into its record header, mode and language
(table-service.md "HTTP": ``POST /v1/tables``), and a PBN/LIN board read from text (also for
``POST /v1/board``). Every refusal is a 400 naming the field.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from bridgelaw.cards import ALL_CARDS, Deal, Hand
from bridgelaw.editions import DEFAULT_EDITION
from bridgelaw.errors import BridgeLawError, IncidentFormatError
from bridgelaw.i18n import LANGUAGES
from bridgelaw.incident import parse_incident
from bridgelaw.notation.board import Board
from bridgelaw.service.errors import ApiError
from bridgelaw.service.online import FACE_TO_FACE, MODES

__all__ = ["board_setup", "read_board", "table_setup"]


def _random_deal(seed: int | None) -> Deal:
    rng = random.Random(seed) if seed is not None else random.SystemRandom()
    cards = list(ALL_CARDS)
    rng.shuffle(cards)
    return Deal(tuple(Hand(cards[i * 13:(i + 1) * 13]) for i in range(4)))  # type: ignore[arg-type]


def read_board(key: str, text: Any) -> Board:
    """The first board with a deal in ``text``, a PBN (``key`` ``"pbn"``) or LIN (``"lin"``) file.

    Raises:
        ApiError: 400 naming ``key``, when ``text`` is not text or holds no readable deal.
    """
    if not isinstance(text, str) or not text.strip():
        raise ApiError(400, "bad_body", f"{key}: give the board as text", key)
    from bridgelaw.notation.lin import read_lin
    from bridgelaw.notation.pbn import read_pbn

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


def board_setup(body: Mapping[str, Any]) -> dict[str, Any]:
    """The record header (an incident without events) for a create body.

    The body gives ``deal`` + ``contract`` + ``declarer``, or ``random: true`` (+ ``seed``)
    with ``contract`` + ``declarer``, or ``pbn`` / ``lin`` (one board: deal, contract,
    declarer and vulnerability read from it; the body's fields win). ``laws``, ``options``,
    ``vulnerable`` (the score at the end of the board) and ``board`` (its number, kept as
    ``x-board``) are copied.

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
    for key in ("pbn", "lin"):
        text = body.get(key)
        if text is None:
            continue
        board = read_board(key, text)
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
    if vulnerable:
        setup["vulnerable"] = vulnerable
    if body.get("board") is not None:
        setup["x-board"] = body["board"]
    if body.get("options"):
        setup["options"] = body["options"]
    return setup


def table_setup(body: Mapping[str, Any]) -> tuple[dict[str, Any], str, str]:
    """A create body read: ``(record header, mode, language)``; the header is checked as an
    incident's (the deal, contract, edition and options).

    Raises:
        ApiError: 400 naming the field: an unknown ``mode`` or ``lang``, a board that cannot be
            read, or a header that is not a valid incident setup.
    """
    mode = body.get("mode", FACE_TO_FACE)
    if mode not in MODES:
        raise ApiError(400, "bad_body", f"mode: {mode!r} is not one of {', '.join(MODES)}", "mode")
    lang = body.get("lang", "en")
    if lang not in LANGUAGES:
        raise ApiError(400, "bad_body", f"lang: {lang!r} is not one of {', '.join(LANGUAGES)}", "lang")
    try:
        incident = parse_incident(board_setup(body))
    except IncidentFormatError as e:
        raise ApiError(400, "bad_body", str(e), e.path) from None
    return dict(incident.header), mode, lang
