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

from bridgelaw.designation.lexicon import supported_languages
from bridgelaw.editions import DEFAULT_EDITION, Edition
from bridgelaw.errors import BridgeLawError
from bridgelaw.i18n import LANGUAGES
from bridgelaw.rulings import Ruling
from bridgelaw.untrusted import error_line, escape_controls, json_escape_controls

if TYPE_CHECKING:
    import typer

    from bridgelaw.cli import position_options as po

__all__ = ["designate", "register", "run_designate"]


def designate(words: str, *, dummy: str, dummy_seat: str = "N", trick: str = "", trump: str = "NT",
              lang: str | None = None, words_lang: str | None = None, laws: str = DEFAULT_EDITION.value,
              options: list[str] | None = None, as_json: bool = False, last_trick: str = "",
              last_winner: str | None = None, incontrovertible: str | None = None) -> str:
    """Rule on one designation (:func:`bridgelaw.forms.designate`) and return what the command
    prints: each ruling (a correction in one breath gives two, printed one after the other), or
    with ``as_json`` the document of :func:`bridgelaw.forms.designation_document`.

    Raises:
        BridgeLawError: bad input (the message says which option and why), or words that name
            two suits or ranks at once (InvalidDesignationError).
    """
    from bridgelaw import forms

    edition, rulings, text_lang = forms.designate_in(
        words, dummy=dummy, dummy_seat=dummy_seat, trick=trick, trump=trump, lang=lang,
        words_lang=words_lang, laws=laws, options=options, last_trick=last_trick,
        last_winner=last_winner, incontrovertible=incontrovertible)
    if as_json:
        import json

        return json.dumps(forms.designation_document(edition, rulings), ensure_ascii=False)
    return "\n".join(_text(r, text_lang) for r in rulings)


def _text(ruling: Ruling, lang: str = "en") -> str:
    """One ruling as the command prints it: outcome, card, candidates, clause, needs; its text.
    English: ``played H4 (♥4) from N  [Law 46B1(c)]``; another language in its own words
    (ru ``сыграна ♥4, рука: Север  [Правило 46B1(c)]``)."""
    from bridgelaw import texts

    if lang == "en":
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
    head = texts.outcome_words(ruling.outcome.value, lang)
    if ruling.card is not None:
        head += f" {texts.card_short(ruling.card, lang)}"
        if ruling.seat is not None:
            head += ", " + texts.ui_text("detail", "from {seat}", lang, seat=ruling.seat.letter)
    if ruling.candidates:
        head += (f" - {texts.column_detail('candidates', lang)}: "
                 + " ".join(texts.card_short(c, lang) for c in ruling.candidates))
    head += f"  [{texts.law_words(ruling.law, lang)}]"
    if ruling.needs:
        head += f"  {texts.column_detail('needs', lang)}: {texts.needs_words(ruling.needs, lang)}"
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
