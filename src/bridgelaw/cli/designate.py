"""``bridgelaw designate``: one designation of dummy's card, the quick form (Law 46).

Example::

    bridgelaw designate "small club" --dummy KJ852.QT864.Q.32 --trick W:C4 --trump S
    bridgelaw designate "семёрку" --dummy 3..74. --trump D --last-trick S:D2,W:D5,N:DQ,E:D3 --laws 2007

Prints the ruling (outcome, card, clause) and its text in ``--lang`` (default: the language
the words were read in); ``--json`` prints the ruling object of incident-format.md (one object,
with ``"format": "bridgelaw-ruling/1"`` and ``"laws"`` added). Dummy sits North unless
``--dummy-seat``; declarer is dummy's partner; ``--trick`` lists the cards already played to
the current trick in order, ``SEAT:CARD`` separated by commas; dummy must be the next to play.
Bad input prints ``error: <what, where, why>`` and exits with code 2.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Annotated

from bridgelaw.cards import Card, Contract, Denomination, Hand, Seat
from bridgelaw.designation.lexicon import supported_languages
from bridgelaw.editions import DEFAULT_EDITION, Edition
from bridgelaw.errors import BridgeLawError, NotationError
from bridgelaw.i18n import LANGUAGE_ALIASES, LANGUAGES
from bridgelaw.regulations import Regulations
from bridgelaw.rulings import Ruling
from bridgelaw.table import Table, Trick, trick_winner
from bridgelaw.untrusted import error_line, escape_controls, json_escape_controls

if TYPE_CHECKING:
    import typer

    from bridgelaw.cli import position_options as po

__all__ = ["designate", "lexicon_language", "parse_seat_cards", "register", "ruling_language",
           "run_designate"]


class _InputError(BridgeLawError):
    """A bad command-line value; the message names the option."""


def ruling_language(lang: str, option: str = "--lang") -> str:
    """Check a language of the ruling texts (``en``, ``ru``, ``sv``, ``nl``, ``de``, ``fr``,
    ``pl``, ``da``, ``nb``, ``it``: :data:`bridgelaw.i18n.LANGUAGES`) given in ``option``; returns
    its code, with an alias of :data:`bridgelaw.i18n.LANGUAGE_ALIASES` resolved (``no`` -> ``nb``).

    Raises:
        _InputError: ``"--lang: 'xx' is not a ruling language (en, ru, sv, nl, de, fr, pl, da, nb,
            it; no = nb)"``.
    """
    code = LANGUAGE_ALIASES.get(lang, lang)
    if code not in LANGUAGES:
        aliases = "; ".join(f"{a} = {c}" for a, c in LANGUAGE_ALIASES.items())
        raise _InputError(f"{option}: {lang!r} is not a ruling language ({', '.join(LANGUAGES)}; {aliases})")
    return code


def lexicon_language(lang: str, option: str = "--words-lang") -> str:
    """Check a language the words can be read in (those with a lexicon:
    :func:`bridgelaw.designation.lexicon.supported_languages`, more than have ruling texts);
    returns it.

    Raises:
        _InputError: ``"--words-lang: 'xx' is not a lexicon language (en, de, fr, nl, ru, sv)"``.
    """
    known = supported_languages()
    if lang not in known:
        raise _InputError(f"{option}: {lang!r} is not a lexicon language ({', '.join(known)})")
    return lang


def parse_seat_cards(value: str, option: str) -> list[tuple[Seat, Card]]:
    """Read ``"W:D2,N:D3"`` (commas or spaces) into (seat, card) pairs.

    Raises:
        _InputError: an item is not ``SEAT:CARD``; the message names ``option`` and the item.
    """
    out: list[tuple[Seat, Card]] = []
    for item in value.replace(",", " ").split():
        if ":" not in item:
            raise _InputError(f"{option}: {item!r} is not SEAT:CARD (e.g. 'W:D2')")
        s, c = item.split(":", 1)
        try:
            seat = Seat.parse(s)
        except NotationError:
            raise _InputError(f"{option}: {s!r} in {item!r} is not a seat (N, E, S or W)") from None
        try:
            card = Card.parse(c)
        except NotationError:
            raise _InputError(
                f"{option}: {c!r} in {item!r} is not a card (suit then rank, e.g. 'D2')") from None
        out.append((seat, card))
    return out


def _check_trick_one(cards: list[tuple[Seat, Card]], contract: Contract) -> None:
    """With a full 13-card dummy the position is trick 1, so the opening lead is made by
    declarer's LHO (Law 41A): dummy cannot be on lead, and nobody else can have led.

    Raises:
        _InputError: ``--trick`` is empty or led by another seat (the message says why).
    """
    leader = contract.declarer.lho
    if not cards:
        raise _InputError(
            f"--trick: dummy holds 13 cards, so this is trick 1 and dummy cannot be on lead: the "
            f"opening lead is made by declarer's LHO, {leader.letter} (Law 41A); give it, e.g. "
            f"--trick {leader.letter}:C4 (or give dummy's remaining cards for a later trick)")
    if cards[0][0] is not leader:
        raise _InputError(
            f"--trick: dummy holds 13 cards, so this is trick 1, and the opening lead is made by "
            f"declarer's LHO, {leader.letter} (Law 41A), not by {cards[0][0].letter} (an opening lead "
            f"out of turn that was accepted, Law 54, is for 'bridgelaw rule')")


def _table(dummy: str, dummy_seat: str, trick: str, trump: str, last_trick: str,
           last_winner: str | None) -> Table:
    try:
        dseat = Seat.parse(dummy_seat)
    except NotationError as e:
        raise _InputError(f"--dummy-seat: {e}") from None
    try:
        hand = Hand.parse(dummy)
    except NotationError as e:
        raise _InputError(f"--dummy: {e}") from None
    if not 1 <= len(hand) <= 13:
        raise _InputError(f"--dummy: {dummy!r} holds {len(hand)} cards; dummy must hold 1 to 13")
    try:
        contract = Contract(None, Denomination.parse(trump), dseat.partner)
    except NotationError:
        raise _InputError(f"--trump: {trump!r} is not S, H, D, C or NT") from None
    cards = parse_seat_cards(trick, "--trick")
    if len(cards) > 3:
        raise _InputError(f"--trick: {len(cards)} cards given; at most three can precede dummy")
    for i, (s, _) in enumerate(cards):
        if i and s is not cards[i - 1][0].lho:
            raise _InputError(f"--trick: {s.letter} plays out of rotation after {cards[i - 1][0].letter}")
    nxt = cards[-1][0].lho if cards else dseat
    if nxt is not dseat:
        raise _InputError(f"--trick: after {cards[-1][0].letter}:{cards[-1][1]} it is {nxt.letter}'s turn, "
                          f"not dummy's ({dseat.letter})")
    number = 14 - len(hand)
    last = _last_trick(last_trick, last_winner, hand, contract, number)
    if number == 1:
        _check_trick_one(cards, contract)
    if cards and last is not None and last.winner is not cards[0][0]:
        won = last.winner.letter if last.winner is not None else "?"
        raise _InputError(f"--trick: {cards[0][0].letter} leads, but {won} won the last trick")
    if not cards and last is not None and last.winner is not dseat:
        raise _InputError(f"--trick is empty, so dummy ({dseat.letter}) is on lead, but "
                          f"{last.winner.letter if last.winner is not None else '?'} won the last trick")
    try:
        return Table.from_position(contract, {dseat: hand}, partial=[s for s in Seat if s is not dseat],
                                   trick=cards, leader=dseat if not cards else None, trick_number=number,
                                   last_trick=last)
    except (NotationError, ValueError) as e:
        raise _InputError(f"--trick: {e}") from None


def _last_trick(last_trick: str, last_winner: str | None, hand: Hand, contract: Contract,
                number: int) -> Trick | None:
    """``--last-trick``/``--last-winner`` as the previous trick (its winner computed from four
    cards), or None when neither is given.

    Raises:
        _InputError: a bad seat or card, not four cards, a card also in dummy's hand, a winner
            that did not win, or a last trick before trick 2 (one line naming the option).
    """
    lt = parse_seat_cards(last_trick, "--last-trick")
    winner: Seat | None = None
    if last_winner is not None:
        try:
            winner = Seat.parse(last_winner)
        except NotationError:
            raise _InputError(f"--last-winner: {last_winner!r} is not a seat (N, E, S or W)") from None
    if not lt and winner is None:
        return None
    if number < 2:
        raise _InputError("--last-trick: dummy holds 13 cards, so no trick has been played yet")
    if lt and len(lt) != 4:
        raise _InputError(f"--last-trick: {len(lt)} cards given; a trick has four")
    for s, c in lt:
        if c in hand:
            raise _InputError(f"--last-trick: {s.letter}:{c} is also listed in dummy's hand")
    if len(lt) == 4:
        computed = trick_winner(lt, contract.trump)
        if winner is not None and winner is not computed:
            raise _InputError(f"--last-winner: {winner.letter}, but {computed.letter} won that trick")
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
        raise _InputError(f"--laws: {e}") from None
    choices: dict[str, str] = {}
    for o in options or []:
        if "=" not in o:
            raise _InputError(f"--option: {o!r} is not ID=VALUE (e.g. O-46-WIN=public_master)")
        k, v = o.split("=", 1)
        choices[k.strip()] = v.strip()
    try:
        return edition, Regulations(choices)
    except BridgeLawError as e:
        raise _InputError(f"--option: {e}") from None

def designate(words: str, *, dummy: str, dummy_seat: str = "N", trick: str = "", trump: str = "NT",
              lang: str | None = None, words_lang: str | None = None, laws: str = DEFAULT_EDITION.value,
              options: list[str] | None = None, as_json: bool = False, last_trick: str = "",
              last_winner: str | None = None, incontrovertible: str | None = None) -> str:
    """Rule on one designation and return what the command prints.

    Words not understood give the ``not_understood`` ruling (46A); a correction in one breath
    gives the first designation and the change (45C4(a)/(b)), printed one after the other (JSON:
    the last ruling's fields plus ``rulings``, all of them).

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
            raise _InputError(f"--incontrovertible: {incontrovertible!r} is not a card") from None
    table = _table(dummy, dummy_seat, trick, trump, last_trick, last_winner)
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
    rulings = [render(r, text_lang) for r in rulings]
    if as_json:
        import json

        obj = {"format": "bridgelaw-ruling/1", "laws": edition.value, **rulings[-1].to_json()}
        if len(rulings) > 1:
            obj["rulings"] = [r.to_json() for r in rulings]
        return json.dumps(obj, ensure_ascii=False)
    return "\n".join(_text(r) for r in rulings)


def _text(ruling: Ruling) -> str:
    """One ruling as the command prints it: outcome, card, candidates, clause, needs; its text."""
    head = f"{ruling.outcome.value}"
    if ruling.card is not None:
        seat = ruling.seat.letter if ruling.seat is not None else "?"
        head += f" {ruling.card} ({ruling.card.pretty}) from {seat}"
    if ruling.candidates:
        head += " - candidates: " + " ".join(str(c) for c in ruling.candidates)
    head += f"  [Law {ruling.law}]"
    if ruling.needs:
        head += f"  needs: {ruling.needs}"
    return f"{head}\n{ruling.text}"


#: The help texts of ``--lang``, ``--words-lang`` and ``--laws``, set by :func:`register`.
_LANG_HELP = _WORDS_LANG_HELP = _LAWS_HELP = ""


def run_designate(words: str, *, dummy: str, dummy_seat: str = "N", trick: str = "", trump: str = "NT",
                  lang: str | None = None, words_lang: str | None = None, laws: str = DEFAULT_EDITION.value,
                  options: list[str] | None = None, as_json: bool = False, last_trick: str = "",
                  last_winner: str | None = None, incontrovertible: str | None = None) -> int:
    """What the ``designate`` command does once its options are read (by typer, or by
    :mod:`bridgelaw.cli.quick`): print the ruling (:func:`designate`), or the one-line error on
    stderr. Returns the exit code: 0, or 2 for bad input. Raises nothing on bad input."""
    from bridgelaw.cli.quick import echo

    try:
        out = designate(words, dummy=dummy, dummy_seat=dummy_seat, trick=trick, trump=trump, lang=lang,
                        words_lang=words_lang, laws=laws, options=options, as_json=as_json,
                        last_trick=last_trick, last_winner=last_winner, incontrovertible=incontrovertible)
    except BridgeLawError as e:
        print(error_line(e), file=sys.stderr)
        return 2
    echo(json_escape_controls(out) if as_json else escape_controls(out, keep_newlines=True))
    return 0


def register(app: typer.Typer) -> None:
    """Add the ``designate`` command to ``app`` (the help lists the languages and editions
    the code knows)."""
    # the annotations of the command below are read by typer in this module's globals; the help
    # texts list what the code knows (built here: a quick call does not list the lexicon folder)
    global typer, po, _LANG_HELP, _WORDS_LANG_HELP, _LAWS_HELP
    import typer

    from bridgelaw.cli import position_options as po

    _LANG_HELP = f"Language of the text: {', '.join(LANGUAGES)} (default: that of the words)."
    _WORDS_LANG_HELP = f"Language of the words: {', '.join(supported_languages())} (default: detected)."
    _LAWS_HELP = f"Edition of the Laws: {', '.join(e.value for e in Edition)}."

    @app.command("designate")
    def _cmd(
        words: Annotated[str, typer.Argument(help="What declarer said, e.g. 'small club'.")],
        dummy: po.Dummy,
        trick: po.Trick = "",
        trump: po.Trump = "NT",
        lang: Annotated[str | None, typer.Option(
            "--lang", help=_LANG_HELP)] = None,
        words_lang: Annotated[str | None, typer.Option(
            "--words-lang", help=_WORDS_LANG_HELP)] = None,
        laws: Annotated[str, typer.Option(
            "--laws", help=_LAWS_HELP)] = DEFAULT_EDITION.value,
        option: po.Options = None,
        as_json: Annotated[bool, typer.Option("--json", help="Print the ruling object as JSON.")] = False,
        last_trick: po.LastTrick = "",
        last_winner: po.LastWinner = None,
        dummy_seat: po.DummySeat = "N",
        incontrovertible: Annotated[str | None, typer.Option(
            "--incontrovertible", help="Director's finding (46B): the card declarer meant.")] = None,
    ) -> None:
        """Rule on one designation of dummy's card (Law 46) and print the ruling."""
        code = run_designate(words, dummy=dummy, dummy_seat=dummy_seat, trick=trick, trump=trump,
                             lang=lang, words_lang=words_lang, laws=laws, options=option, as_json=as_json,
                             last_trick=last_trick, last_winner=last_winner,
                             incontrovertible=incontrovertible)
        if code:
            raise typer.Exit(code)
