"""Law 46: the rules of 45C4(a) and 46B, one function per clause, and :func:`resolve_designation`.

The 46B preamble (an incontrovertible intention), 45C4(a) (a complete designation), 46B1(a)-(c)
("high", "win", "low"), 46B2 (a suit), 46B3(a)/(b) (a rank), 46B4 (a card not in dummy), 46B5
(neither suit nor rank: the defenders designate), the non-statutory words read by options
(ruff, cover, run, please) and a designation when dummy is not to play. See
:mod:`bridgelaw.laws.law46` for the clauses and their editions.
"""

from __future__ import annotations

from typing import Any

from bridgelaw.cards import ALL_CARDS, Card, Rank, Seat, Suit
from bridgelaw.designation.types import Designation, Keyword
from bridgelaw.editions import DEFAULT_EDITION, Edition
from bridgelaw.errors import (
    IllegalDesignationError,
    PlayOverError,
)
from bridgelaw.laws.law46.context import (
    M_ANY,
    M_COVER,
    M_DIRECTOR_COVER,
    M_DIRECTOR_COVER_NAMED,
    M_DIRECTOR_HANDS,
    M_DIRECTOR_LAST_TRICK,
    M_DIRECTOR_SUIT,
    M_DIRECTOR_WIN,
    M_DUMMY_SPOKE,
    M_HIGH_ANY,
    M_HIGH_LEAD,
    M_HIGH_LED,
    M_HIGH_SUIT,
    M_INCONTROVERTIBLE,
    M_INTENT_COMPLETE,
    M_INTENT_IGNORED,
    M_LOW_ANY,
    M_LOW_LEAD,
    M_LOW_LED,
    M_NAMED,
    M_NOT_DUMMY_TURN,
    M_ONLY_LEGAL,
    M_RANK_LEAD_IN,
    M_RANK_LEAD_WITH,
    M_RANK_MANY,
    M_RANK_MANY_FREE,
    M_RANK_ONE,
    M_RANK_RUFF_LED_IN,
    M_RANK_RUFF_LED_WITH,
    M_RANK_RUFF_TRUMP_IN,
    M_RANK_RUFF_TRUMP_WITH,
    M_RUFF_WINNING,
    M_RUN,
    M_SUIT,
    M_TIE,
    M_TRUMP,
    M_VOID_DEFENDERS,
    M_WIN,
    M_WIN_AS_HIGH,
    M_WIN_NOT_STATUTORY,
    R_CANNOT_WIN,
    R_DUMMY_NO_TRUMP,
    R_LEAD_NO_SUIT,
    R_NO_RANK,
    R_NO_SUIT,
    R_NO_TRUMPS,
    R_NOT_IN_DUMMY,
    R_VOID_LED,
    _beats,
    _best_so_far,
    _Ctx,
    _fields,
    _invalid,
    _law45_label,
    _play,
    _said,
    _suit_cards,
    label_46B1,
    label_46B1b,
    mark_unverified_label_46,
)
from bridgelaw.laws.law46.declarations import (
    O_46_B3A,
    O_46_B3B_LOCK,
    O_46_B5,
    O_46_COVER,
    O_46_HIGHLOW,
    O_46_HIGHLOW_LEAD,
    O_46_PLEASE,
    O_46_RUFF,
    O_46_RUN,
    O_46_WIN,
)
from bridgelaw.regulations import Regulations
from bridgelaw.rulings import Outcome, Ruling
from bridgelaw.table import Table

__all__ = [
    "cannot_win_46B1b",
    "no_card_designated_46B4",
    "other_defender_heard_46B5",
    "resolve_designation",
]

# ----------------------------------------------------------------------------- clauses


def incontrovertible_46B(ctx: _Ctx, meant: Card) -> Ruling | None:
    """46B preamble: the director finds declarer's different intention incontrovertible, for an
    *incomplete or invalid* designation (the caller checks that; see
    :func:`preamble_scope_46B`).

    Returns the ``played`` ruling for ``meant`` if dummy holds it and may legally play it; None
    (and a flag ``incontrovertible_not_applicable``) otherwise, so that the rules apply.
    """
    if meant in ctx.legal:
        return ctx.ruling(Outcome.PLAYED, "46B", M_INCONTROVERTIBLE, card=meant)
    ctx.flags.append("incontrovertible_not_applicable")
    return None


def named_in_dummy_45C4a(ctx: _Ctx, card: Card) -> Ruling:
    """45C4(a) (with 46A; 1963: 45(d)): a card named by suit and rank that dummy holds is played;
    a named card dummy does not hold gives 46B4. A partly known dummy may hold an unseen card."""
    if _dummy_may_hold(ctx, card):
        return _play(ctx, card, _law45_label("45C4(a)", ctx.edition), M_NAMED)
    return not_in_dummy_46B4(ctx, card)


def _dummy_may_hold(ctx: _Ctx, card: Card) -> bool:
    """Dummy holds ``card``, or (dummy only partly known) it has not been seen elsewhere."""
    return card in ctx.hand or (ctx.table.is_partial(ctx.dummy) and ctx.table.where_is(card) == "not seen")


def _suit_named(ctx: _Ctx) -> Suit | None:
    """The suit declarer named: the suit word, or the trump suit for "trump"/"ruff" + rank.

    BEAT + rank ("bij asem", "бей тузом": beat *with* the ace) names a trump only when dummy
    cannot follow the suit led (then "beat" is a ruff); when dummy can follow, or is on lead, no
    suit is named: the rank is read as any rank alone (46B3), as "win it with the ace" is, so
    dummy's ace of the suit led, never the ace of trumps (a revoke the words did not ask for)."""
    d = ctx.designation
    if d.suit is None and ctx.trump is not None and d.rank is not None and (
            d.keyword in (Keyword.RUFF, Keyword.OVERRUFF)
            or (d.keyword is Keyword.BEAT and _void_in_led(ctx))):
        return ctx.trump
    if d.suit is None and ctx.trump is not None and d.trump_named:
        return ctx.trump
    return d.suit


def _void_in_led(ctx: _Ctx) -> bool:
    """A suit has been led to this trick and dummy holds no card of it (a partly known dummy
    counts as able to follow while it may hold an unseen card of the suit)."""
    led = ctx.table.suit_led
    if led is None or _suit_cards(ctx.hand, led):
        return False
    return not (ctx.table.is_partial(ctx.dummy)
                and any(ctx.table.where_is(Card(led, r)) == "not seen" for r in Rank))


def _complete_valid_card(ctx: _Ctx) -> Card | None:
    """The card of a complete, valid designation (suit and rank named, dummy holds it), else None.

    Such a designation is not "incomplete or invalid": it is ruled by 45C4(a), outside the
    46B preamble (seed 000, 46B).
    """
    suit = _suit_named(ctx)
    rank = ctx.designation.rank
    if suit is None or rank is None:
        return None
    card = Card(suit, rank)
    return card if _dummy_may_hold(ctx, card) else None


def preamble_scope_46B(ctx: _Ctx, named: Card, meant: Card) -> Ruling:
    """46B preamble scope: declarer named ``named`` completely and dummy holds it, but the
    director finds he meant ``meant``.

    The preamble covers only "неполного или ошибочного названия" (seed 000; 2017 "incomplete or
    invalid designation"), so the finding does not apply: ``named`` is played under 45C4(a),
    flagged ``incontrovertible_not_applicable``; the text says that a mistaken naming can be
    changed only under 45C4(b) (seed 000 commentary 46.4: "см. п.45.3"). A finding equal to the
    named card is simply the 45C4(a) ruling.
    """
    base = named_in_dummy_45C4a(ctx, named)
    if meant == named:
        return base
    return Ruling(**{**_fields(base), "message": M_INTENT_COMPLETE,
                     "params": {**base.params, "ruling_msg": base.message, "meant_card": str(meant),
                                "change_law": _law45_label("45C4(b)", ctx.edition)},
                     "flags": (*base.flags, "incontrovertible_not_applicable")})


def not_in_dummy_46B4(ctx: _Ctx, card: Card) -> Ruling:
    """46B4: declarer calls a card that is not in dummy: the call is invalid (2017) / void
    (2007, 1997); declarer may designate any legal card."""
    return _invalid(ctx, R_NOT_IN_DUMMY, named_card=card)


def _won_with_suit(ctx: _Ctx) -> tuple[Suit | None, str | None]:
    """The suit with which (2017) / in which (2007/1997) dummy won the preceding trick.

    Returns (suit, None), or (None, reason) with reason ``"unknown"`` (dummy's card not given)
    or ``"not_won"`` (dummy did not win it / no previous trick). Option O-46-B3A.
    """
    suit, why, _ = _won_previous_trick(ctx)
    return suit, why


def _won_previous_trick(ctx: _Ctx) -> tuple[Suit | None, str | None, Suit | None]:
    """As :func:`_won_with_suit`, plus the suit led to the previous trick when dummy won it by
    ruffing (None otherwise): after a ruff the suit is option O-46-B3A's (``trump_suit``: the
    suit of dummy's card; ``suit_led``: the suit led)."""
    last = ctx.table.last_trick
    if last is None:
        return None, "unknown", None
    if last.winner is not ctx.dummy:
        return None, "not_won", None
    dc = last.card_of(ctx.dummy)
    if dc is None:
        return None, "unknown", None
    led = last.suit_led
    ruffed = led if led is not None and dc.suit is not led else None
    if ctx.opt(O_46_B3A) == "suit_led" and led is not None:
        return led, None, ruffed
    return dc.suit, None, ruffed


def _extreme(ctx: _Ctx, word: str, high: bool) -> Ruling:
    """46B1(a)/(c) ("high"/"low") and words read as them: ``word`` is ``"high"``, ``"low"``,
    ``"win"`` (O-46-WIN fallback) or ``"please"`` (O-46-PLEASE=low)."""
    ed = ctx.edition
    if word == "win":
        law = label_46B1b(ed)
    else:
        law = label_46B1(ed, "a" if high else "c")
    led = ctx.table.suit_led
    if led is None:
        return _extreme_on_lead(ctx, law, high)
    follow = _suit_cards(ctx.hand, led)
    if follow:
        card = follow[-1] if high else follow[0]
        if word == "win":
            msg = M_WIN_AS_HIGH
        elif ed >= Edition.E2017:
            msg = M_HIGH_LED if high else M_LOW_LED
        else:
            msg = M_HIGH_ANY if high else M_LOW_ANY
        return _play(ctx, card, law, msg)
    # dummy has no card of the suit led: O-46-HIGHLOW
    choice = ctx.opt(O_46_HIGHLOW)
    if choice == "invalid":
        return _invalid(ctx, R_VOID_LED)
    if choice == "defenders_choose":
        return _defenders(ctx, "46B5", M_VOID_DEFENDERS)
    cards = sorted(ctx.hand, key=lambda c: c.rank)
    if not cards:
        return _invalid(ctx, R_VOID_LED)
    target = cards[-1].rank if high else cards[0].rank
    ties = sorted(c for c in cards if c.rank == target)
    if len(ties) > 1:
        return ctx.ruling(Outcome.MUST_SPECIFY, law, M_TIE, candidates=ties, cards=ties)
    msg = M_WIN_AS_HIGH if word == "win" else (M_HIGH_ANY if high else M_LOW_ANY)
    return _play(ctx, ties[0], law, msg)


def _extreme_on_lead(ctx: _Ctx, law: str, high: bool) -> Ruling:
    """"high"/"low" with dummy on lead (no suit led): option O-46-HIGHLOW-LEAD."""
    choice = ctx.opt(O_46_HIGHLOW_LEAD)
    if choice == "invalid":
        return _invalid(ctx, R_LEAD_NO_SUIT)
    if choice == "defenders_choose":
        return _defenders(ctx, "46B5", M_VOID_DEFENDERS)
    suit, why, ruffed = _won_previous_trick(ctx)
    if suit is None:
        if why == "unknown":
            return ctx.ruling(Outcome.DIRECTOR, law, M_DIRECTOR_LAST_TRICK, needs="last_trick")
        return _invalid(ctx, R_LEAD_NO_SUIT)
    cards = _suit_cards(ctx.hand, suit)
    if not cards:
        return _invalid(ctx, R_LEAD_NO_SUIT)
    card = cards[-1] if high else cards[0]
    extra: dict[str, Any] = {"by_analogy": "46B3(a)"}
    if ruffed is not None:
        extra["after_ruff"] = ctx.opt(O_46_B3A)
    return ctx.ruling(Outcome.PLAYED, law, M_HIGH_LEAD if high else M_LOW_LEAD, card=card, suit=suit,
                      extra=extra)


def designation_46B1a(ctx: _Ctx) -> Ruling:
    """46B1(a) "high": 2017 the highest card of the suit led; 2007/1997 the highest card
    (dummy void: O-46-HIGHLOW; dummy on lead: O-46-HIGHLOW-LEAD)."""
    return _extreme(ctx, "high", True)


def designation_46B1c(ctx: _Ctx) -> Ruling:
    """46B1(c) "low": 2017 the lowest card of the suit led; 2007/1997 the lowest card
    (dummy void: O-46-HIGHLOW; dummy on lead: O-46-HIGHLOW-LEAD)."""
    return _extreme(ctx, "low", False)


def _later_defenders(ctx: _Ctx) -> list[Seat]:
    """Defenders who play to this trick after dummy."""
    out = []
    seat = ctx.dummy
    for _ in range(3 - len(ctx.trick)):
        seat = seat.lho
        if not seat.same_side(ctx.dummy):
            out.append(seat)
    return out


def _public_cards_mask(ctx: _Ctx) -> int:
    """Cards every player knows the place of: dummy's hand and every card played."""
    m = ctx.hand.mask
    for _, c in ctx.trick:
        m |= c.bit
    for t in ctx.table.tricks:
        for _, c in t.cards:
            m |= c.bit
    return m


def _known_winners(ctx: _Ctx, mode: str) -> list[Card] | None:
    """Dummy's legal cards known to win the trick under O-46-WIN ``mode``; lowest first.

    ``last_only_else_high``: beats the cards so far, dummy last. ``known`` (default): beats the
    cards so far and no card a later defender may hold beats it - the defenders may hold any
    card not in dummy, not played and (when the table knows declarer's hand) not declarer's; a
    plain card is beaten by any trump they may hold (they may be void), dummy's trump only by a
    higher one (46B1(b): masters, and ruffing or overruffing). ``public_master``: the same with
    declarer's hand counted as unseen (the public reading). ``td_double_dummy``: no legal card
    of a later defender beats it (None if a later defender's hand is only partly known).
    """
    best = _best_so_far(ctx.trick, ctx.trump)
    cands = [c for c in ctx.legal if best is None or _beats(c, best, ctx.trump)]
    later = _later_defenders(ctx)
    if not later or mode == "last_only_else_high":
        return sorted(cands, key=lambda c: c.rank) if not later else []
    led = ctx.table.suit_led
    if mode in ("public_master", "known"):
        seen = _public_cards_mask(ctx)
        declarer = ctx.table.declarer
        if mode == "known" and not ctx.table.is_partial(declarer):
            seen |= ctx.table.hand(declarer).mask  # declarer's own cards win for his side
        top: dict[Suit, Rank] = {}  # the highest card of each suit a defender may hold
        for t in ALL_CARDS:
            if not seen & t.bit and (t.suit not in top or t.rank > top[t.suit]):
                top[t.suit] = t.rank
        trump_out = ctx.trump is not None and ctx.trump in top
        return sorted((c for c in cands
                       if not (c.suit in top and top[c.suit] > c.rank)
                       and not (trump_out and c.suit is not ctx.trump)), key=lambda c: c.rank)
    else:
        if any(ctx.table.is_partial(s) for s in later):
            return None
        threat_sets = []
        for s in later:
            threat_sets.append(list(ctx.table.hand(s)))
    out = []
    for c in cands:
        lead_suit = led if led is not None else c.suit
        ok = True
        for threats in threat_sets:
            if mode == "td_double_dummy":
                follow = [t for t in threats if t.suit is lead_suit]
                threats = follow or threats
            for t in threats:
                if t.suit is c.suit and t.rank > c.rank:
                    ok = False
                elif t.suit is ctx.trump and c.suit is not ctx.trump and (
                        mode != "td_double_dummy" or not any(x.suit is lead_suit for x in threats)):
                    ok = False
                if not ok:
                    break
            if not ok:
                break
        if ok:
            out.append(c)
    return sorted(out, key=lambda c: c.rank)


def designation_46B1b(ctx: _Ctx) -> Ruling:
    """46B1(b) "win": the lowest card known to win the trick (option O-46-WIN).

    When no card is known to win: dummy last -> invalid (46B4 by analogy; nothing can win);
    dummy not last -> read as "high" (laws.md §4 O-46-WIN). Before 2007 "win" is not in the
    Laws: the same reading by O-46-WIN, cited ``46B``, flagged ``non_statutory_word`` and said
    in the text (:func:`_win_before_2007`).
    """
    r = _win_46B1b(ctx)
    if ctx.edition >= Edition.E2007:
        return r
    return _win_before_2007(ctx, r)


def _win_before_2007(ctx: _Ctx, r: Ruling) -> Ruling:
    """"win" under a code before 2007 (seed 003, 46.2): the O-46-WIN reading ``r`` with a note
    that the word is not defined by that code, the flag ``non_statutory_word`` and
    ``extra["interpretation"] = "O-46-WIN"``."""
    params = {**r.params, "win_msg": r.message, "edition": ctx.edition.value}
    return Ruling(**{**_fields(r), "message": M_WIN_NOT_STATUTORY, "params": params,
                     "flags": (*r.flags, "non_statutory_word"),
                     "extra": {**r.extra, "interpretation": "O-46-WIN"}})


def _win_46B1b(ctx: _Ctx) -> Ruling:
    law = label_46B1b(ctx.edition)
    mode = ctx.opt(O_46_WIN)
    if mode == "director":
        return ctx.ruling(Outcome.DIRECTOR, law, M_DIRECTOR_WIN, needs="win_meaning")
    if cannot_win_46B1b(ctx):
        r = _invalid(ctx, R_CANNOT_WIN)
        return Ruling(**{**_fields(r), "flags": (*r.flags, "cannot_win"),
                         "extra": {**r.extra, "answer": "cannot_win"}})
    winners = _known_winners(ctx, mode)
    if winners is None:
        return ctx.ruling(Outcome.DIRECTOR, law, M_DIRECTOR_HANDS, needs="defenders_hands")
    if winners:
        return _play(ctx, winners[0], law, M_WIN)
    led = ctx.table.suit_led
    if (mode in ("known", "public_master") and led is not None and not _suit_cards(ctx.hand, led)
            and ctx.opt(O_46_HIGHLOW) == "invalid"):
        # void in the suit led, a trump beating the cards so far (else cannot_win above), but no
        # ruff known to win (a later defender may overruff): "win" asks for a ruff, which one is
        # the director's call - not invalid (46B4) through the "high" fallback (TD review)
        return ctx.ruling(Outcome.DIRECTOR, law, M_DIRECTOR_WIN, needs="win_meaning")
    return _extreme(ctx, "win", True)


def cannot_win_46B1b(ctx: _Ctx) -> bool:
    """"win" when dummy cannot win the trick at all: a card has been played and no legal card of
    dummy beats the card winning so far (44E/44F), wherever dummy plays. Its own answer: nothing
    is played and declarer designates again (46B4 by analogy), flagged ``cannot_win``."""
    best = _best_so_far(ctx.trick, ctx.trump)
    return best is not None and not any(_beats(c, best, ctx.trump) for c in ctx.legal)


def designation_46B2(ctx: _Ctx, suit: Suit, message: str = M_SUIT) -> Ruling:
    """46B2: a suit but no rank designates the lowest card of that suit in dummy; none: 46B4."""
    cards = _suit_cards(ctx.hand, suit)
    if not cards:
        if ctx.trump is not None and suit is ctx.trump and message is M_TRUMP:
            return _invalid(ctx, R_DUMMY_NO_TRUMP)
        return _invalid(ctx, R_NO_SUIT, suit=suit)
    return _play(ctx, cards[0], "46B2", message, suit=suit)


def _highest_of_suit(ctx: _Ctx, suit: Suit) -> Ruling:
    """A suit with "high" ("high spade", "top trump"): the highest card of the suit named
    (46B1(a) with the suit given by declarer); none: 46B4."""
    cards = _suit_cards(ctx.hand, suit)
    if not cards:
        return _invalid(ctx, R_NO_SUIT, suit=suit)
    return _play(ctx, cards[-1], label_46B1(ctx.edition, "a"), M_HIGH_SUIT, suit=suit)


def designation_46B3a(ctx: _Ctx, rank: Rank) -> Ruling | None:
    """46B3(a): rank only, dummy leading: the suit with which (2017) / in which (2007, 1997)
    dummy won the preceding trick, if dummy holds that rank in it (O-46-B3A after a ruff).

    Returns None when (a) does not apply (then 46B3(b)); a ``director`` ruling when dummy's
    card in the previous trick is unknown and two or more cards of the rank are in dummy.
    """
    suit, why, ruffed = _won_previous_trick(ctx)
    if suit is None:
        if why == "unknown" and sum(1 for c in ctx.legal if c.rank == rank) > 1:
            return ctx.ruling(Outcome.DIRECTOR, "46B3(a)", M_DIRECTOR_LAST_TRICK, needs="last_trick")
        return None
    card = Card(suit, rank)
    if card not in ctx.hand:
        return None
    with_which = ctx.edition >= Edition.E2017
    if ruffed is None:
        msg = M_RANK_LEAD_WITH if with_which else M_RANK_LEAD_IN
        return ctx.ruling(Outcome.PLAYED, "46B3(a)", msg, card=card, suit=suit)
    reading = ctx.opt(O_46_B3A)
    if reading == "suit_led":
        msg = M_RANK_RUFF_LED_WITH if with_which else M_RANK_RUFF_LED_IN
    else:
        msg = M_RANK_RUFF_TRUMP_WITH if with_which else M_RANK_RUFF_TRUMP_IN
    return ctx.ruling(Outcome.PLAYED, "46B3(a)", msg, card=card, suit=suit, led_suit=ruffed,
                      extra={"after_ruff": reading})


def designation_46B3b(ctx: _Ctx, rank: Rank) -> Ruling:
    """46B3(b): rank only: the legal card of that rank; two or more: declarer must say which
    (O-46-B3B-LOCK: restricted to them, or free); none legal: invalid (46B4)."""
    cands = sorted(c for c in ctx.legal if c.rank == rank)
    if len(cands) == 1:
        return ctx.ruling(Outcome.PLAYED, "46B3(b)", M_RANK_ONE, card=cands[0])
    if not cands:
        return _invalid(ctx, R_NO_RANK)
    restricted = ctx.opt(O_46_B3B_LOCK) == "restricted"
    return ctx.ruling(Outcome.MUST_SPECIFY, "46B3(b)", M_RANK_MANY if restricted else M_RANK_MANY_FREE,
                      candidates=cands, cards=cands, extra={"restricted": restricted})


def _defenders(ctx: _Ctx, law: str, message: str) -> Ruling:
    """46B5: either defender designates dummy's card - unless dummy has one legal card only
    (a singleton of the suit led, or dummy's last card): whatever a defender designates, dummy
    must play it (Law 44C: follow suit), so it is played at once, clause ``law``, flag
    ``only_legal_card`` (no empty choice is left open for the defenders)."""
    if len(ctx.legal) == 1:
        ctx.flags.append("only_legal_card")
        return ctx.ruling(Outcome.PLAYED, law, M_ONLY_LEGAL, card=ctx.legal[0])
    return ctx.ruling(Outcome.DEFENDERS_DESIGNATE, law, message,
                      extra={"choices": [str(c) for c in ctx.legal],
                             "if_defenders_disagree": ctx.opt(O_46_B5)})


def designation_46B5(ctx: _Ctx) -> Ruling:
    """46B5: neither suit nor rank ("play anything"): either defender designates dummy's card;
    on disagreement option O-46-B5 (default: the defender next to play decides)."""
    return _defenders(ctx, "46B5", M_ANY)


def _ruff(ctx: _Ctx) -> Ruling:
    """"ruff"/"trump it" (O-46-RUFF): the lowest trump (46B2 with the trump suit) or the lowest
    trump that wins the trick so far (46B1(b) by analogy); no trumps: invalid."""
    if ctx.trump is None:
        return _invalid(ctx, R_NO_TRUMPS)
    trumps = _suit_cards(ctx.hand, ctx.trump)
    if not trumps:
        return _invalid(ctx, R_DUMMY_NO_TRUMP)
    if ctx.opt(O_46_RUFF) == "lowest_winning_trump":
        best = _best_so_far(ctx.trick, ctx.trump)
        if best is not None and best.suit is ctx.trump:
            winners = [c for c in trumps if c.rank > best.rank]
            if winners:
                return _play(ctx, winners[0], label_46B1b(ctx.edition), M_RUFF_WINNING)
    return _play(ctx, trumps[0], "46B2", M_TRUMP, suit=ctx.trump)


def _overruff(ctx: _Ctx) -> Ruling:
    """"overruff", "surcoupe", "nadbij", "überstechen": a trump that beats the cards so
    far - dummy's lowest trump that wins the trick so far, 46B1(b) by analogy (never simply the
    lowest trump, which may not overruff). Dummy on lead: read as "ruff" (O-46-RUFF). No trumps /
    dummy holds none: invalid; no trump of dummy beats the cards so far: invalid, flagged
    ``cannot_win`` (46B4 by analogy, as "win" that cannot win)."""
    if not ctx.trick:
        return _ruff(ctx)
    if ctx.trump is None:
        return _invalid(ctx, R_NO_TRUMPS)
    trumps = _suit_cards(ctx.hand, ctx.trump)
    if not trumps:
        return _invalid(ctx, R_DUMMY_NO_TRUMP)
    best = _best_so_far(ctx.trick, ctx.trump)
    winners = [c for c in trumps if best is None or _beats(c, best, ctx.trump)]
    if not winners:
        r = _invalid(ctx, R_CANNOT_WIN)
        return Ruling(**{**_fields(r), "flags": (*r.flags, "cannot_win"),
                         "extra": {**r.extra, "answer": "cannot_win"}})
    return _play(ctx, winners[0], label_46B1b(ctx.edition), M_RUFF_WINNING)


def _beat(ctx: _Ctx) -> Ruling:
    """"бей", "bij", "przebij" ("beat it"): dummy able to follow the suit led - "win"
    (46B1(b)); dummy void - a ruff: over a trump already on the trick (:func:`_overruff`), else
    "ruff" (O-46-RUFF); dummy on lead - "ruff". A card named to beat ("перебей валета": beat
    the jack) is "cover" that card (:func:`_cover`)."""
    if ctx.designation.beat is not None:
        return _cover(ctx)
    led = ctx.table.suit_led
    if led is not None and _suit_cards(ctx.hand, led):
        return designation_46B1b(ctx)
    best = _best_so_far(ctx.trick, ctx.trump)
    if best is not None and ctx.trump is not None and best.suit is ctx.trump:
        return _overruff(ctx)
    return _ruff(ctx)


def _cover(ctx: _Ctx) -> Ruling:
    """"cover" (O-46-COVER): the lowest card of the suit led beating the highest card of that
    suit so far (46B1(b)-like); ``high``: read as "high"; none / ``director``: director.

    "cover the queen", "over the nine" (``designation.beat``) name the card to beat:
    it must be the highest card of the suit led so far, else the director decides which card
    declarer meant."""
    choice = ctx.opt(O_46_COVER)
    law = label_46B1b(ctx.edition)
    if choice == "high":
        return _extreme(ctx, "high", True)
    led = ctx.table.suit_led
    if choice == "lowest_beating" and led is not None:
        top = max(c.rank for _, c in ctx.trick if c.suit is led)
        beat = ctx.designation.beat
        if beat is not None and beat != top:
            return ctx.ruling(Outcome.DIRECTOR, law, M_DIRECTOR_COVER_NAMED, needs="cover_meaning")
        cover = [c for c in _suit_cards(ctx.hand, led) if c.rank > top]
        if cover:
            return _play(ctx, cover[0], law, M_COVER)
    return ctx.ruling(Outcome.DIRECTOR, law, M_DIRECTOR_COVER, needs="cover_meaning")


def _run(ctx: _Ctx, suit: Suit | None) -> Ruling:
    """"run the <suit>" (O-46-RUN): the highest remaining card of the suit now and at later
    tricks (WBF LC 12 Jan 2000 #6); ``disallow``: treated as "play anything" (46B5)."""
    if ctx.opt(O_46_RUN) == "disallow":
        return designation_46B5(ctx)
    if suit is None:
        suit = ctx.table.suit_led
    if suit is None:
        suit, _ = _won_with_suit(ctx)
    if suit is None:
        return ctx.ruling(Outcome.DIRECTOR, "46B", M_DIRECTOR_SUIT, needs="suit")
    cards = _suit_cards(ctx.hand, suit)
    if not cards:
        return _invalid(ctx, R_NO_SUIT, suit=suit)
    r = _play(ctx, cards[-1], "46B", M_RUN, suit=suit)
    r.extra.update({"run": suit.letter, "interpretation": "WBF LC 2000-01-12 #6"})
    return r


def _not_dummy_turn(ctx: _Ctx) -> Ruling:
    """Declarer designates a dummy card when dummy is not to play: director (55, 45E, 57C)."""
    t = ctx.table
    if any(s is ctx.dummy for s, _ in ctx.trick):
        law = "45E"
    elif not ctx.trick and t.turn is t.declarer:
        law = "55"
    else:
        law = "57C"
    return ctx.ruling(Outcome.DIRECTOR, law, M_NOT_DUMMY_TURN, needs="dummy_not_to_play",
                      turn=t.turn.letter)



def no_card_designated_46B4(*, dummy_to_play: bool, edition: Edition | None = None) -> tuple[Outcome, str]:
    """Declarer's words designate no card at all (unparseable): (outcome, clause).

    Dummy to play: ``invalid`` under ``"46B4"`` - nothing is played and declarer may designate
    any legal card. Dummy not to play: ``not_played`` under 45C4(a) - no card is named, so none
    is played; the label is that of ``edition`` (1963: ``"45(d)"``, via
    :func:`bridgelaw.laws.law45.clause`). ``edition`` None gives the 2017 label ``"45C4(a)"``
    (kept for callers that do not pass it yet; pass it).
    """
    if dummy_to_play:
        return Outcome.INVALID, "46B4"
    return Outcome.NOT_PLAYED, _law45_label("45C4(a)", edition or DEFAULT_EDITION)



def other_defender_heard_46B5(rule: str, *, first_by: Seat, dummy: Seat) -> bool:
    """46B5 with option ``O-46-B5`` (``rule``): after ``first_by`` has designated dummy's card,
    may the other defender still designate a different one (before play goes on)?

    ``next_to_play_decides`` (default; 55A analogy): the defender next to play after dummy
    (dummy's LHO) decides, so the other defender is heard only when ``first_by`` is not that
    defender; ``director``: any disagreement goes to the Director, so he is always heard;
    ``first_to_speak``: the first designation stands, so he is never heard.
    """
    if rule == "director":
        return True
    return rule == "next_to_play_decides" and first_by != dummy.lho



# ----------------------------------------------------------------------------- entry points


def resolve_designation(
    table: Table,
    designation: Designation,
    *,
    seat: Seat | None = None,
    edition: Edition,
    regulations: Regulations,
    incontrovertible: Card | None = None,
) -> Ruling:
    """Rule on a designation of dummy's card (Law 45C4(a), Law 46, 2017/2007/1997).

    Args:
        table: the position; dummy should be the seat to play (``table.turn``). The table is
            not changed.
        designation: what was said, as structure (suit, rank, keyword, trump_named).
        seat: who spoke; default declarer. Dummy speaking gives ``not_played`` (45F).
        edition: the code of the Laws (wording of 46B1, 46B3(a), 46B4; option defaults).
        regulations: the options of laws.md §4 (O-46-*).
        incontrovertible: the director's finding (46B preamble) that declarer meant this card;
            applied to an incomplete or invalid designation if dummy holds the card and may
            legally play it, otherwise flagged ``incontrovertible_not_applicable`` and not
            applied (a complete naming of a card dummy holds stays 45C4(a)).

    Returns:
        A :class:`Ruling` with ``seat`` = dummy and outcome ``played`` (``card``; flag
        ``revoke`` if it does not follow suit), ``must_specify`` (``candidates``), ``invalid``,
        ``defenders_designate`` (``extra["choices"]``) or ``director`` (``needs``). ``message``
        and ``params`` (domain ``law46``) give the explanation; ``text`` is empty until
        :func:`bridgelaw.i18n.render`. Under codes before 1997 a Law 46 label is flagged
        ``label_unverified`` (:func:`mark_unverified_label_46`).

    Raises:
        PlayOverError: all 13 tricks have been played.
        IllegalDesignationError: ``seat`` is a defender (only declarer designates dummy's card).
    """
    ruling = _resolve_designation(table, designation, seat, edition, regulations, incontrovertible)
    return mark_unverified_label_46(ruling, edition)


def _resolve_designation(table: Table, designation: Designation, seat: Seat | None, edition: Edition,
                         regulations: Regulations, incontrovertible: Card | None) -> Ruling:
    """:func:`resolve_designation` before the label check (same arguments and errors)."""
    if table.is_over:
        raise PlayOverError("all 13 tricks have been played: there is no card to designate")
    dummy = table.dummy
    speaker = table.declarer if seat is None else seat
    legal = table.legal_cards(dummy) if table.turn is dummy else []
    ctx = _Ctx(table, designation, edition, regulations, dummy, table.hand(dummy), legal,
               _said(designation), table.trump, table.current_trick)
    if speaker is dummy:
        ctx.flags.append("summon_director")
        return ctx.ruling(Outcome.NOT_PLAYED, "45F", M_DUMMY_SPOKE)
    if speaker is not table.declarer:
        raise IllegalDesignationError(
            f"{speaker.letter} is a defender: only declarer designates dummy's card (Law 45B); "
            "a defender designates it only after a 46B5 ruling",
            text=designation.text, lang=designation.lang)
    if table.turn is not dummy:
        return _not_dummy_turn(ctx)
    if incontrovertible is not None:
        named = _complete_valid_card(ctx)
        if named is not None:
            return preamble_scope_46B(ctx, named, incontrovertible)
        r = incontrovertible_46B(ctx, incontrovertible)
        if r is not None:
            return r
        base = _resolve(ctx)
        return Ruling(**{**_fields(base), "message": M_INTENT_IGNORED,
                         "params": {**base.params, "ruling_msg": base.message,
                                    "meant_card": str(incontrovertible)}})
    return _resolve(ctx)



def _resolve(ctx: _Ctx) -> Ruling:
    """The rules of 45C4(a)/46B1-46B5 in order, after the 46B preamble."""
    d = ctx.designation
    kw = d.keyword
    suit = _suit_named(ctx)
    if d.trump_named and ctx.trump is None and suit is None:
        return _invalid(ctx, R_NO_TRUMPS)
    if suit is not None and d.rank is not None:
        return named_in_dummy_45C4a(ctx, Card(suit, d.rank))
    if d.rank is not None:
        if not ctx.trick:
            r = designation_46B3a(ctx, d.rank)
            if r is not None:
                return r
        return designation_46B3b(ctx, d.rank)
    if kw is Keyword.RUN:
        return _run(ctx, suit)
    if kw is Keyword.OVERRUFF and (suit is None or suit is ctx.trump):
        return _overruff(ctx)
    if suit is not None:
        if kw is Keyword.HIGH:
            return _highest_of_suit(ctx, suit)
        if kw is Keyword.COVER and suit is ctx.table.suit_led:
            return _cover(ctx)
        if kw is Keyword.WIN and suit is ctx.table.suit_led:
            return designation_46B1b(ctx)
        return designation_46B2(ctx, suit, M_TRUMP if d.trump_named and suit is ctx.trump else M_SUIT)
    if kw is Keyword.HIGH:
        return designation_46B1a(ctx)
    if kw is Keyword.LOW:
        return designation_46B1c(ctx)
    if kw is Keyword.WIN:
        return designation_46B1b(ctx)
    if kw is Keyword.RUFF:
        return _ruff(ctx)
    if kw is Keyword.BEAT:
        return _beat(ctx)
    if kw is Keyword.COVER:
        return _cover(ctx)
    if kw is Keyword.PLEASE and ctx.opt(O_46_PLEASE) == "low":
        return _extreme(ctx, "please", False)
    return designation_46B5(ctx)

