"""Law 46 from declarer's words: words not understood (46A), the 46B3(b) lock, a change in one
breath (45C4(b)) and :func:`rule_words`, which says all of it for one utterance.
"""

from __future__ import annotations

from typing import Any

from bridgelaw.cards import Card, Seat
from bridgelaw.designation.parser import parse_designation
from bridgelaw.designation.types import Designation, NotUnderstoodError, WrongLanguageError
from bridgelaw.editions import Edition
from bridgelaw.errors import (
    InvalidDesignationError,
)
from bridgelaw.i18n import render_message
from bridgelaw.laws.law46.context import (
    C_INTERRUPTION,
    C_PAUSE,
    C_SLIP,
    M_BREATH_ALLOWED,
    M_BREATH_DIRECTOR,
    M_BREATH_NEW_NOT_LEGAL,
    M_BREATH_NO_FIRST_CARD,
    M_BREATH_REFUSED,
    M_BREATH_SAME,
    M_NOT_UNDERSTOOD,
    M_NOT_UNDERSTOOD_CONFLICT,
    M_NOT_UNDERSTOOD_NOTHING,
    M_RANK_MANY,
    M_SPECIFY_ONE,
    M_SPECIFY_REFUSED,
    M_WRONG_LANGUAGE,
    MESSAGES,
    W_INTERRUPTION,
    W_NOT_SLIP,
    W_NOT_UNINTENDED,
    W_PAUSE,
    _fields,
    _said,
    why_not_understood_46A,
)
from bridgelaw.laws.law46.declarations import O_46_B3B_LOCK
from bridgelaw.laws.law46.resolve import (
    resolve_designation,
)
from bridgelaw.regulations import Regulations
from bridgelaw.rulings import Outcome, Ruling
from bridgelaw.table import Table

__all__ = [
    "change_in_one_breath_45C4b",
    "not_understood_46A",
    "rule_words",
    "specify_46B3b",
]

# ----------------------------------------------------------------------------- words not understood


def not_understood_46A(error: InvalidDesignationError, *, dummy: Seat | None = None) -> Ruling:
    """The words are not understood as a designation: the ``not_understood`` ruling (46A).

    Nothing is designated and nothing is played; declarer designates again, properly (46A: "clearly
    state both the suit and the rank"). This is not 46B4 (a card named that dummy does not hold):
    no card was named at all. The ruling names the words not understood with their place in the
    utterance (``extra["unknown"]``: ``[{"word", "position", "start", "end"}]``), or says that the
    words name nothing, contradict themselves, or are another language than the one given
    (``extra["detected"]``; never honoured silently).

    Args:
        error: the parser's error (:class:`~bridgelaw.designation.types.NotUnderstoodError`,
            :class:`~bridgelaw.designation.types.WrongLanguageError`, or another
            :class:`~bridgelaw.errors.InvalidDesignationError` such as two suits in one breath).
        dummy: the seat of dummy (the ruling's ``seat``), or None.
    Returns:
        Ruling: outcome ``not_understood``, law ``46A``, flag ``designate_again``; message of
        domain ``law46``.
    """
    said = (error.text or "").strip()
    unknown = getattr(error, "unknown", ())
    words = [[u.word, u.position] for u in unknown]
    extra: dict[str, Any] = {"unknown": [{"word": u.word, "position": u.position, "start": u.start,
                                          "end": u.end} for u in unknown]}
    params: dict[str, Any] = {"domain": MESSAGES.domain, "said": said, "law": "46A",
                              "extra_msgs": {"why": why_not_understood_46A(error)}}
    if isinstance(error, WrongLanguageError):
        message = M_WRONG_LANGUAGE
        params.update(words=words, given_lang=error.lang or "", detected_lang=error.detected)
        extra["detected"] = error.detected
    elif unknown:
        message = M_NOT_UNDERSTOOD
        params["words"] = words
    elif isinstance(error, NotUnderstoodError):
        message = M_NOT_UNDERSTOOD_NOTHING
        if error.traps:
            extra["traps"] = list(error.traps)
    else:
        message = M_NOT_UNDERSTOOD_CONFLICT
    extra["why"] = render_message(params["extra_msgs"]["why"], params, "en")  # i18n.render: any language
    return Ruling(outcome=Outcome.NOT_UNDERSTOOD, law="46A", seat=dummy, message=message, params=params,
                  flags=("designate_again",), extra=extra)


# ----------------------------------------------------------------------------- 46B3(b) lock


def specify_46B3b(table: Table, must: Ruling, designation: Designation, *, edition: Edition,
                  regulations: Regulations) -> Ruling:
    """Declarer says which card he means after a 46B3(b) ``must_specify`` ruling.

    Under ``O-46-B3B-LOCK`` = ``restricted`` (default) he must name one of ``must.candidates``:
    the words are read against the candidates (a suit alone, "the club one", picks the candidate
    of that suit; a full card must be one of them). Exactly one candidate fits: it is ``played``
    (46B3(b), message M_SPECIFY_ONE). None fits (another card, another rank): ``not_played``,
    nothing is played and the ``must_specify`` choice stays open (``candidates`` repeated, flag
    ``must_choose_candidate``). Several still fit: ``must_specify`` again with those. Under
    ``free`` the words are a new designation of any legal card: :func:`resolve_designation`.

    Args:
        table: the position (unchanged since the ``must_specify`` ruling; dummy to play).
        must: the ``must_specify`` ruling (its ``candidates``).
        designation: what declarer says now.
        edition, regulations: as for :func:`resolve_designation`.
    Returns:
        Ruling: ``played``, ``not_played`` or ``must_specify`` as above (seat = dummy).
    Raises:
        ValueError: ``must`` is not a ``must_specify`` ruling.
        PlayOverError, IllegalDesignationError: as :func:`resolve_designation`.
    Spec: laws.md §1.6 ("choice limited to cands"), option O-46-B3B-LOCK.
    """
    if must.outcome is not Outcome.MUST_SPECIFY:
        raise ValueError(f"specify_46B3b needs a must_specify ruling, not {must.outcome.value}")
    if regulations.get(O_46_B3B_LOCK, edition) != "restricted":
        return resolve_designation(table, designation, edition=edition, regulations=regulations)
    d = designation
    suit = d.suit
    if suit is None and d.trump_named and table.trump is not None:
        suit = table.trump
    fits = [c for c in must.candidates
            if (suit is None or c.suit is suit) and (d.rank is None or c.rank is d.rank)]
    if suit is None and d.rank is None:
        fits = []  # "low", "anything": not a choice among the candidates
    params: dict[str, Any] = {"domain": MESSAGES.domain, "said": _said(d), "law": "46B3(b)"}
    if len(fits) == 1:
        return Ruling(Outcome.PLAYED, "46B3(b)", seat=table.dummy, card=fits[0], message=M_SPECIFY_ONE,
                      params={**params, "card": str(fits[0])}, extra={"restricted": True})
    if len(fits) > 1:
        return Ruling(Outcome.MUST_SPECIFY, "46B3(b)", seat=table.dummy, candidates=tuple(fits),
                      message=M_RANK_MANY, params={**params, "cards": [str(c) for c in fits]},
                      extra={"restricted": True})
    return Ruling(Outcome.NOT_PLAYED, "46B3(b)", seat=table.dummy, candidates=must.candidates,
                  message=M_SPECIFY_REFUSED, params={**params, "cards": [str(c) for c in must.candidates]},
                  flags=("must_choose_candidate",), extra={"restricted": True})


# ----------------------------------------------------------------------------- a change in one breath


_CONDITIONS = {"slip_of_tongue": C_SLIP, "no_pause_for_thought": C_PAUSE,
               "without_interruption": C_INTERRUPTION}
_WHY = {"not_slip": W_NOT_SLIP, "not_unintended": W_NOT_UNINTENDED, "pause": W_PAUSE,
        "interruption": W_INTERRUPTION}


def change_in_one_breath_45C4b(
    table: Table,
    designation: Designation,
    *,
    edition: Edition,
    regulations: Regulations,
    slip_of_tongue: bool | None = None,
    pause_for_thought: bool = False,
    seat: Seat | None = None,
) -> list[Ruling]:
    """Rule on an utterance that designates a card and changes it in the same breath
    ("the king... no, wait, the ace of clubs"; "валета, ой, короля"; "knekt, nej förlåt, kung").

    The Law reads it as two acts (laws.md §1.5, §2): 45C4(a) - the card named first is played
    (``designation.first``, resolved by :func:`resolve_designation`); 45C4(b) - the change
    (``designation.change``) is allowed only for an unintended designation, by the rules of
    :func:`bridgelaw.laws.law45.may_change_designation_45C4b` for the edition (2017: a slip of
    the tongue, declarer naming a dummy card; 2007/1997: inadvertent, without pause for thought;
    1963 45(d): "mits dit zonder onderbreking geschiedt", without interruption). Said in one
    breath, no card has been played since, so the window is open in every edition.

    Args:
        table: the position, dummy to play (not changed).
        designation: the parsed utterance; should have ``has_change`` (without a change the
            result is simply ``[resolve_designation(...)]``).
        edition, regulations: as for :func:`resolve_designation`.
        slip_of_tongue: the director's finding that the first designation was unintended; None
            when not (yet) found - the change ruling is then ``director`` with
            ``needs="slip_of_tongue"`` and the first card stands as played meanwhile.
        pause_for_thought: the director's finding of a pause for thought (2007 and older; 1963:
            an interruption) - default False, the words being one utterance.
        seat: who spoke (default declarer), as for :func:`resolve_designation`.
    Returns:
        list[Ruling]: first the ruling on the first designation (``played`` under 45C4(a) / 46B,
        flag ``first_designation``, ``extra["in_one_breath"]``), then the ruling on the change:

        * ``change_allowed`` (law 45C4(b), 1963 45(d)): ``card`` the new card,
          ``extra["withdrawn"]`` the first card (``"N:SK"``), ``extra["first_card"]``;
        * ``change_refused``: ``card`` the first card, ``extra["reason"]`` from law45
          (``not_slip``, ``not_unintended``, ``pause``, ``interruption``, ...);
        * ``director`` with ``needs="slip_of_tongue"`` (finding not given), or
          ``needs="new_designation"`` (allowed, but the new words give no legal card);
        * ``played`` again when both name the same card (flag ``restated``).

        When the first words play no card: after a 46B4 ``invalid`` call the change is simply the
        new designation (declarer may designate any legal card); after ``must_specify`` it is his
        choice (:func:`specify_46B3b`); otherwise ``director`` with ``needs="designation"``.
        A ruling that is not dummy's turn or a dummy's or defender's speech is returned alone.
    Raises:
        PlayOverError, IllegalDesignationError: as :func:`resolve_designation`.
    """
    first_d = designation.first
    change = designation.change
    first = resolve_designation(table, first_d, seat=seat, edition=edition, regulations=regulations)
    if change is None:
        return [first]
    first = Ruling(**{**_fields(first), "flags": (*first.flags, "first_designation"),
                      "extra": {**first.extra, "in_one_breath": True}})
    if first.outcome is Outcome.DIRECTOR and first.needs == "dummy_not_to_play":
        return [first]
    if first.outcome is Outcome.NOT_PLAYED:  # dummy spoke (45F)
        return [first]
    said1, said2 = _said(first_d), _said(change)
    base: dict[str, Any] = {"domain": MESSAGES.domain, "said": _said(designation), "first_said": said1,
                            "change_said": said2}
    from bridgelaw.laws import law45  # here: a single designation without a change needs no Law 45

    label = law45.clause("45C4(b)", edition)
    dummy = table.dummy
    if first.outcome is Outcome.INVALID:
        return [first, resolve_designation(table, change, seat=seat, edition=edition,
                                           regulations=regulations)]
    if first.outcome is Outcome.MUST_SPECIFY:
        return [first, specify_46B3b(table, first, change, edition=edition, regulations=regulations)]
    if first.outcome is not Outcome.PLAYED or first.card is None:
        return [first, Ruling(Outcome.DIRECTOR, label, seat=dummy, needs="designation",
                              flags=("summon_director",), message=M_BREATH_NO_FIRST_CARD,
                              params={**base, "law": label})]
    return [first, _change_after_played_45C4b(
        table, first, change, base, edition=edition, regulations=regulations,
        slip_of_tongue=slip_of_tongue, pause_for_thought=pause_for_thought, seat=seat)]


def _change_after_played_45C4b(
    table: Table,
    first: Ruling,
    change: Designation,
    base: dict[str, Any],
    *,
    edition: Edition,
    regulations: Regulations,
    slip_of_tongue: bool | None,
    pause_for_thought: bool,
    seat: Seat | None,
) -> Ruling:
    """The 45C4(b) ruling of :func:`change_in_one_breath_45C4b` on ``change`` once the first
    words played ``first.card``: restated, refused, for the director, or allowed (same
    arguments; ``base`` the message parameters of both designations)."""
    assert first.card is not None
    dummy = table.dummy
    old = first.card
    new_r = resolve_designation(table, change, seat=seat, edition=edition, regulations=regulations)
    if new_r.outcome is Outcome.PLAYED and new_r.card is old:
        return Ruling(Outcome.PLAYED, first.law, seat=dummy, card=old, message=M_BREATH_SAME,
                      params={**base, "card": str(old), "law": first.law}, flags=("restated",))
    from bridgelaw.laws import law45

    facts = law45.ChangeFacts(by_declarer=True, dummy_card=True, by_naming=True, own_side_played_since=False,
                              slip_of_tongue=True if slip_of_tongue is None else slip_of_tongue,
                              pause_for_thought=pause_for_thought)
    dec = law45.may_change_designation_45C4b(facts, edition=edition, regulations=regulations)
    extra: dict[str, Any] = {"first_card": str(old), "in_one_breath": True}
    cond = _CONDITIONS[law45.change_condition_45C4b(edition)]
    if not dec.played:
        why = _WHY.get(dec.reason, W_NOT_SLIP if edition >= Edition.E2017 else W_NOT_UNINTENDED)
        return Ruling(Outcome.CHANGE_REFUSED, dec.law, seat=dummy, card=old, message=M_BREATH_REFUSED,
                      params={**base, "card": str(old), "why_msg": why, "law": dec.law},
                      extra={**extra, "reason": dec.reason})
    if slip_of_tongue is None:
        return Ruling(Outcome.DIRECTOR, dec.law, seat=dummy, card=old, needs="slip_of_tongue",
                      flags=("summon_director",), message=M_BREATH_DIRECTOR,
                      params={**base, "card": str(old), "condition_msg": cond, "law": dec.law,
                              "law_first": first.law},
                      extra={**extra, "if_allowed": str(new_r.card) if new_r.card else None})
    if new_r.outcome is not Outcome.PLAYED or new_r.card is None or "revoke" in new_r.flags:
        return Ruling(Outcome.DIRECTOR, dec.law, seat=dummy, card=old, needs="new_designation",
                      flags=("summon_director",), message=M_BREATH_NEW_NOT_LEGAL,
                      params={**base, "old_card": str(old), "law": dec.law}, extra=extra)
    return Ruling(Outcome.CHANGE_ALLOWED, dec.law, seat=dummy, card=new_r.card, options=dec.options,
                  message=M_BREATH_ALLOWED,
                  params={**base, "old_card": str(old), "card": str(new_r.card),
                          "condition_msg": cond, "law": dec.law},
                  extra={**extra, "withdrawn": f"{dummy.letter}:{old}", "new_law": new_r.law})


def rule_words(
    table: Table,
    text: str,
    lang: str | None = None,
    *,
    edition: Edition,
    regulations: Regulations,
    seat: Seat | None = None,
    slip_of_tongue: bool | None = None,
    pause_for_thought: bool = False,
    incontrovertible: Card | None = None,
) -> list[Ruling]:
    """Everything Law 45C4/46 says about one utterance of declarer to dummy, from the words.

    Parses ``text`` (:func:`~bridgelaw.designation.parser.parse_designation`) and rules:

    * words not understood (an unknown word, words naming nothing, a contradiction, a wrong
      ``lang``): ``[not_understood]`` (:func:`not_understood_46A`), nothing played;
    * a correction in one breath: :func:`change_in_one_breath_45C4b` (two rulings);
    * otherwise ``[resolve_designation(...)]``.

    Args:
        table: the position, dummy to play (not changed).
        text: the words.
        lang: their language, or None to detect it.
        edition, regulations, seat, incontrovertible: as for :func:`resolve_designation`
            (``incontrovertible`` applies to a designation without a change).
        slip_of_tongue, pause_for_thought: findings for a change in one breath.
    Returns:
        list[Ruling]: one or two rulings (rendered with :func:`bridgelaw.i18n.render`).
    Raises:
        PlayOverError, IllegalDesignationError: as :func:`resolve_designation`.
    """
    try:
        designation = parse_designation(text, lang)
    except InvalidDesignationError as e:
        return [not_understood_46A(e, dummy=table.dummy)]
    if designation.has_change:
        return change_in_one_breath_45C4b(table, designation, edition=edition, regulations=regulations,
                                          slip_of_tongue=slip_of_tongue, pause_for_thought=pause_for_thought,
                                          seat=seat)
    return [resolve_designation(table, designation, seat=seat, edition=edition, regulations=regulations,
                                incontrovertible=incontrovertible)]

