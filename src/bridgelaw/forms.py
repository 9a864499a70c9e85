"""The one-shot forms the command line and the table service share: one designation of
dummy's card ruled on at a position given by dummy's cards and the trick (``bridgelaw
designate``, ``POST /v1/designate``), and the ruling document of an incident (``bridgelaw rule
--json``, ``POST /v1/rule``). The same functions answer both, so their answers are the same.

Bad input raises :class:`FormError` (or another :class:`~bridgelaw.errors.BridgeLawError`)
whose message names the option, as the command line prints it: ``--trick: ...``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from bridgelaw.cards import Card, Contract, Denomination, Hand, Seat
from bridgelaw.designation.lexicon import supported_languages
from bridgelaw.editions import DEFAULT_EDITION, Edition
from bridgelaw.errors import BridgeLawError, NotationError
from bridgelaw.i18n import LANGUAGE_ALIASES, LANGUAGES
from bridgelaw.regulations import Regulations
from bridgelaw.rulings import Ruling
from bridgelaw.table import Table, Trick, trick_winner

if TYPE_CHECKING:
    from bridgelaw.engine import TableSession
    from bridgelaw.incident import Incident

__all__ = [
    "RULING_FORMAT",
    "FormError",
    "RuledBoard",
    "board_document",
    "designate",
    "designate_in",
    "designation_document",
    "designation_table",
    "edition_and_regulations",
    "lexicon_language",
    "parse_seat_cards",
    "rule_board",
    "ruling_document",
    "ruling_language",
]

#: The ``format`` of a ruling document (incident-format.md "Ruling").
RULING_FORMAT = "bridgelaw-ruling/1"


class FormError(BridgeLawError):
    """A bad value of a form's field; the message names it as the command line's option
    (``--dummy``, ``--trick`` ...), which the service's fields of the same name share."""


def ruling_language(lang: str, option: str = "--lang") -> str:
    """Check a language of the ruling texts (``en``, ``ru``, ``sv``, ``nl``, ``de``, ``fr``,
    ``pl``, ``da``, ``nb``, ``it``: :data:`bridgelaw.i18n.LANGUAGES`) given in ``option``; returns
    its code, with an alias of :data:`bridgelaw.i18n.LANGUAGE_ALIASES` resolved (``no`` -> ``nb``).

    Raises:
        FormError: ``"--lang: 'xx' is not a ruling language (en, ru, sv, nl, de, fr, pl, da, nb,
            it; no = nb)"``.
    """
    code = LANGUAGE_ALIASES.get(lang, lang)
    if code not in LANGUAGES:
        aliases = "; ".join(f"{a} = {c}" for a, c in LANGUAGE_ALIASES.items())
        raise FormError(f"{option}: {lang!r} is not a ruling language ({', '.join(LANGUAGES)}; {aliases})")
    return code


def lexicon_language(lang: str, option: str = "--words-lang") -> str:
    """Check a language the words can be read in (those with a lexicon:
    :func:`bridgelaw.designation.lexicon.supported_languages`, more than have ruling texts);
    returns it.

    Raises:
        FormError: ``"--words-lang: 'xx' is not a lexicon language (en, de, fr, nl, ru, sv)"``.
    """
    known = supported_languages()
    if lang not in known:
        raise FormError(f"{option}: {lang!r} is not a lexicon language ({', '.join(known)})")
    return lang


def parse_seat_cards(value: str, option: str) -> list[tuple[Seat, Card]]:
    """Read ``"W:D2,N:D3"`` (commas or spaces) into (seat, card) pairs.

    Raises:
        FormError: an item is not ``SEAT:CARD``; the message names ``option`` and the item.
    """
    out: list[tuple[Seat, Card]] = []
    for item in value.replace(",", " ").split():
        if ":" not in item:
            raise FormError(f"{option}: {item!r} is not SEAT:CARD (e.g. 'W:D2')")
        s, c = item.split(":", 1)
        try:
            seat = Seat.parse(s)
        except NotationError:
            raise FormError(f"{option}: {s!r} in {item!r} is not a seat (N, E, S or W)") from None
        try:
            card = Card.parse(c)
        except NotationError:
            raise FormError(
                f"{option}: {c!r} in {item!r} is not a card (suit then rank, e.g. 'D2')") from None
        out.append((seat, card))
    return out


def _check_trick_one(cards: list[tuple[Seat, Card]], contract: Contract) -> None:
    """With a full 13-card dummy the position is trick 1, so the opening lead is made by
    declarer's LHO (Law 41A): dummy cannot be on lead, and nobody else can have led.

    Raises:
        FormError: ``--trick`` is empty or led by another seat (the message says why).
    """
    leader = contract.declarer.lho
    if not cards:
        raise FormError(
            f"--trick: dummy holds 13 cards, so this is trick 1 and dummy cannot be on lead: the "
            f"opening lead is made by declarer's LHO, {leader.letter} (Law 41A); give it, e.g. "
            f"--trick {leader.letter}:C4 (or give dummy's remaining cards for a later trick)")
    if cards[0][0] is not leader:
        raise FormError(
            f"--trick: dummy holds 13 cards, so this is trick 1, and the opening lead is made by "
            f"declarer's LHO, {leader.letter} (Law 41A), not by {cards[0][0].letter} (an opening lead "
            f"out of turn that was accepted, Law 54, is for 'bridgelaw rule')")


def designation_table(dummy: str, dummy_seat: str, trick: str, trump: str, last_trick: str,
                      last_winner: str | None) -> Table:
    """The position of a designation: dummy's cards (PBN ``S.H.D.C``) at ``dummy_seat``, the
    cards already in the trick (``W:D2,N:D3``), the trump (``S``, ``H``, ``D``, ``C``, ``NT``) and
    optionally the previous trick and its winner; dummy is to play.

    Raises:
        FormError: a value cannot be read or the position is impossible (the option named).
    """
    try:
        dseat = Seat.parse(dummy_seat)
    except NotationError as e:
        raise FormError(f"--dummy-seat: {e}") from None
    try:
        hand = Hand.parse(dummy)
    except NotationError as e:
        raise FormError(f"--dummy: {e}") from None
    if not 1 <= len(hand) <= 13:
        raise FormError(f"--dummy: {dummy!r} holds {len(hand)} cards; dummy must hold 1 to 13")
    try:
        contract = Contract(None, Denomination.parse(trump), dseat.partner)
    except NotationError:
        raise FormError(f"--trump: {trump!r} is not S, H, D, C or NT") from None
    cards = parse_seat_cards(trick, "--trick")
    if len(cards) > 3:
        raise FormError(f"--trick: {len(cards)} cards given; at most three can precede dummy")
    for i, (s, _) in enumerate(cards):
        if i and s is not cards[i - 1][0].lho:
            raise FormError(f"--trick: {s.letter} plays out of rotation after {cards[i - 1][0].letter}")
    nxt = cards[-1][0].lho if cards else dseat
    if nxt is not dseat:
        raise FormError(f"--trick: after {cards[-1][0].letter}:{cards[-1][1]} it is {nxt.letter}'s turn, "
                          f"not dummy's ({dseat.letter})")
    number = 14 - len(hand)
    last = _last_trick(last_trick, last_winner, hand, contract, number)
    if number == 1:
        _check_trick_one(cards, contract)
    if cards and last is not None and last.winner is not cards[0][0]:
        won = last.winner.letter if last.winner is not None else "?"
        raise FormError(f"--trick: {cards[0][0].letter} leads, but {won} won the last trick")
    if not cards and last is not None and last.winner is not dseat:
        raise FormError(f"--trick is empty, so dummy ({dseat.letter}) is on lead, but "
                          f"{last.winner.letter if last.winner is not None else '?'} won the last trick")
    try:
        return Table.from_position(contract, {dseat: hand}, partial=[s for s in Seat if s is not dseat],
                                   trick=cards, leader=dseat if not cards else None, trick_number=number,
                                   last_trick=last)
    except (NotationError, ValueError) as e:
        raise FormError(f"--trick: {e}") from None


def _last_trick(last_trick: str, last_winner: str | None, hand: Hand, contract: Contract,
                number: int) -> Trick | None:
    """``--last-trick``/``--last-winner`` as the previous trick (its winner computed from four
    cards), or None when neither is given.

    Raises:
        FormError: a bad seat or card, not four cards, a card also in dummy's hand, a winner
            that did not win, or a last trick before trick 2 (one line naming the option).
    """
    lt = parse_seat_cards(last_trick, "--last-trick")
    winner: Seat | None = None
    if last_winner is not None:
        try:
            winner = Seat.parse(last_winner)
        except NotationError:
            raise FormError(f"--last-winner: {last_winner!r} is not a seat (N, E, S or W)") from None
    if not lt and winner is None:
        return None
    if number < 2:
        raise FormError("--last-trick: dummy holds 13 cards, so no trick has been played yet")
    if lt and len(lt) != 4:
        raise FormError(f"--last-trick: {len(lt)} cards given; a trick has four")
    for s, c in lt:
        if c in hand:
            raise FormError(f"--last-trick: {s.letter}:{c} is also listed in dummy's hand")
    if len(lt) == 4:
        computed = trick_winner(lt, contract.trump)
        if winner is not None and winner is not computed:
            raise FormError(f"--last-winner: {winner.letter}, but {computed.letter} won that trick")
        winner = computed
    assert winner is not None
    return Trick(number - 1, lt[0][0] if lt else winner, tuple(lt), winner)



def edition_and_regulations(laws: str, options: list[str] | None) -> tuple[Edition, Regulations]:
    """The ``--laws`` and ``--option ID=VALUE`` options of ``designate`` and ``listen``, read.

    Returns:
        The edition and the regulations (option choices) in force.
    Raises:
        BridgeLawError: an unknown edition, an option not written ID=VALUE, or an unknown option
            id or value; the message names the command-line option.
    """
    try:
        edition = Edition.parse(laws)
    except NotationError as e:
        raise FormError(f"--laws: {e}") from None
    choices: dict[str, str] = {}
    for o in options or []:
        if "=" not in o:
            raise FormError(f"--option: {o!r} is not ID=VALUE (e.g. O-46-WIN=public_master)")
        k, v = o.split("=", 1)
        choices[k.strip()] = v.strip()
    try:
        return edition, Regulations(choices)
    except BridgeLawError as e:
        raise FormError(f"--option: {e}") from None


def designate(words: str, *, dummy: str, dummy_seat: str = "N", trick: str = "", trump: str = "NT",
              lang: str | None = None, words_lang: str | None = None, laws: str = DEFAULT_EDITION.value,
              options: list[str] | None = None, last_trick: str = "", last_winner: str | None = None,
              incontrovertible: str | None = None) -> tuple[Edition, list[Ruling]]:
    """Rule on one designation of dummy's card (Law 46) at the position given as
    :func:`designation_table` reads it: ``(edition, rulings)``, the texts rendered in ``lang``
    (default: the language the words were read in); :func:`designate_in` also says which
    language that was.

    Raises:
        BridgeLawError: as :func:`designate_in`.
    """
    edition, rulings, _ = designate_in(
        words, dummy=dummy, dummy_seat=dummy_seat, trick=trick, trump=trump, lang=lang,
        words_lang=words_lang, laws=laws, options=options, last_trick=last_trick,
        last_winner=last_winner, incontrovertible=incontrovertible)
    return edition, rulings


def designate_in(words: str, *, dummy: str, dummy_seat: str = "N", trick: str = "", trump: str = "NT",
                 lang: str | None = None, words_lang: str | None = None, laws: str = DEFAULT_EDITION.value,
                 options: list[str] | None = None, last_trick: str = "", last_winner: str | None = None,
                 incontrovertible: str | None = None) -> tuple[Edition, list[Ruling], str]:
    """:func:`designate`, and the language its texts were rendered in: ``(edition, rulings,
    lang)``.

    Words not understood give the ``not_understood`` ruling (46A); a correction in one breath
    gives the first designation and the change (45C4(a)/(b)), one ruling each.

    Raises:
        BridgeLawError: bad input (the message says which option and why), or words that name
            two suits or ranks at once (InvalidDesignationError).
    """
    from bridgelaw.designation.types import NotUnderstoodError
    from bridgelaw.i18n import render
    from bridgelaw.laws.law46 import (
        change_in_one_breath_45C4b,
        not_understood_46A,
        parse_words,
        resolve_designation,
    )

    edition, regs = edition_and_regulations(laws, options)
    if lang is not None:
        lang = ruling_language(lang)
    if words_lang is not None:
        lexicon_language(words_lang)
    meant: Card | None = None
    if incontrovertible is not None:
        try:
            meant = Card.parse(incontrovertible)
        except NotationError:
            raise FormError(f"--incontrovertible: {incontrovertible!r} is not a card") from None
    table = designation_table(dummy, dummy_seat, trick, trump, last_trick, last_winner)
    try:
        des = parse_words(words, words_lang)
    except NotUnderstoodError as e:  # no card played: the ruling says so (46A), not an input error
        rulings = [not_understood_46A(e, dummy=table.dummy)]
        words_in = e.lang or "en"
    else:
        words_in = des.lang
        if des.has_change:  # 45C4(a) first card + 45C4(b) change, said in one breath
            rulings = change_in_one_breath_45C4b(table, des, edition=edition, regulations=regs)
        else:
            rulings = [resolve_designation(table, des, edition=edition, regulations=regs,
                                           incontrovertible=meant)]
    words_code = LANGUAGE_ALIASES.get(words_in or "", words_in)
    text_lang = lang or (words_code if words_code in LANGUAGES else "en")
    return edition, [render(r, text_lang) for r in rulings], text_lang


def designation_document(edition: Edition, rulings: list[Ruling]) -> dict[str, Any]:
    """The JSON answer of ``bridgelaw designate --json`` and ``POST /v1/designate``: the last
    ruling's object with ``"format"`` and ``"laws"``, and ``"rulings"`` (all of them) when there
    are several."""
    obj: dict[str, Any] = {"format": RULING_FORMAT, "laws": edition.value, **rulings[-1].to_json()}
    if len(rulings) > 1:
        obj["rulings"] = [r.to_json() for r in rulings]
    return obj


def ruling_document(incident: Incident, *, regulations: Regulations | None = None,
                    lang: str = "en", partial: bool = False) -> dict[str, Any]:
    """The ruling document of incident-format.md "Ruling" for ``incident``: ``{"format":
    "bridgelaw-ruling/1", "laws", "rulings": [...]}`` (``bridgelaw rule --json``, ``POST
    /v1/rule``); ``regulations`` lie under the incident's own options. When the board is over
    (trick 13, or a claim settled) it also holds ``"board"``: the hand record of
    :func:`board_document`.

    ``partial``: when an event is refused, the document of the events before it with
    ``"error": {"event": i, "message": "events[i]: ..."}`` (the one-line error without
    ``error:``) instead of raising (:func:`bridgelaw.engine.rule_until_refused`).

    Raises:
        BridgeLawError: an event cannot be ruled on (the message names ``events[i]``) and not
            ``partial``.
    """
    return rule_board(incident, regulations=regulations, lang=lang, partial=partial).document


@dataclass(frozen=True)
class RuledBoard:
    """An incident ruled on: its ruling document and the session it was ruled in (for the
    board's PBN, :meth:`pbn`)."""

    document: dict[str, Any]
    session: TableSession

    def pbn(self) -> str:
        """The board as PBN (:meth:`bridgelaw.engine.TableSession.to_pbn`): deal, contract,
        vulnerability, play, result, score and every ruling as a note. Raises nothing."""
        return self.session.to_pbn()


def rule_board(incident: Incident, *, regulations: Regulations | None = None,
               lang: str = "en", partial: bool = False) -> RuledBoard:
    """Rule on ``incident`` (:func:`ruling_document`; ``partial`` as there) and keep the session.

    Raises:
        BridgeLawError: an event cannot be ruled on (the message names ``events[i]``) and not
            ``partial``.
    """
    from bridgelaw.engine import rule_incident_partial

    session, rulings, error = rule_incident_partial(incident, regulations=regulations, lang=lang)
    if error is not None and not partial:
        raise error
    doc: dict[str, Any] = {"format": RULING_FORMAT, "laws": str(incident.edition),
                           "rulings": [r.to_json() for r in rulings]}
    if error is not None:
        doc["error"] = {"event": _event_index(error.path), "message": str(error)}
        return RuledBoard(doc, session)
    board = board_document(session)
    if board is not None:
        doc["board"] = board
    return RuledBoard(doc, session)


def _event_index(path: str) -> int | None:
    """``3`` from ``events[3]`` (or ``events[3].findings``); None for another path."""
    if not path.startswith("events["):
        return None
    return int(path[len("events["):].split("]", 1)[0])


def board_document(session: TableSession, *,
                   result_without_revoke: int | None = None) -> dict[str, Any] | None:
    """The hand record of a board that is over (trick 13, or a claim settled), or None while
    it is not: ``{"contract", "declarer", "vulnerable", "deal"`` (the PBN deal of form (a),
    else None), ``"hands"`` (form (b): the hands given at the position, by seat), ``"tricks"``
    (each ``{"number", "leader", "cards": ["W:D2", ...], "winner"}``), ``"won"`` (tricks won
    in play by ``"N/S"`` and ``"E/W"``), ``"result"`` (``{"tricks", "made"|"down", "score"}``:
    the end-of-board ruling of Law 77, or None when the tricks before the position are not
    known)``}``; ``result_without_revoke``: the director's 64C finding, as
    :meth:`~bridgelaw.engine.TableSession.finish` takes it. Raises nothing."""
    from bridgelaw.rulings import Outcome

    t = session.table
    end = session.finish(result_without_revoke=result_without_revoke)
    result = next((r for r in end if r.outcome is Outcome.RESULT), None)
    if not t.is_over and result is None:
        return None
    setup = session.setup
    out: dict[str, Any] = {
        "contract": t.contract.text,
        "declarer": t.declarer.letter,
        "vulnerable": session.vulnerable.value,
        "deal": setup.deal.to_pbn() if setup.deal is not None else None,
        "hands": None if setup.deal is not None else {s.letter: h.to_pbn() for s, h in setup.hands.items()},
        "tricks": [{"number": tr.number, "leader": tr.leader.letter,
                    "cards": [f"{seat.letter}:{card}" for seat, card in tr.cards],
                    "winner": tr.winner.letter if tr.winner is not None else None} for tr in t.tricks],
        "won": {"N/S": t.tricks_won[0], "E/W": t.tricks_won[1]},
        "result": None,
    }
    if result is not None:
        keep = ("tricks", "made", "down", "score")
        out["result"] = {k: result.extra[k] for k in keep if k in result.extra}
    return out
