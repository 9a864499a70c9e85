"""Law 70 in words: the losing line ("if S plays ♥A and ♥K before drawing the last trump, W ruffs
with ♠J"; "if N/S lead ♥A (N), ♦A (S), W wins a trick with ♣K" when dummy leads too), what the
statement was read as, notes, and the ``adjudicated`` ruling.

Messages: gettext domain ``law70`` (``locale/<lang>/LC_MESSAGES/law70.po``, ten languages). Cards
in a line are written with suit symbols (``♠A``, ``♥10``): the same in every language.
"""

from __future__ import annotations

from typing import NamedTuple

from bridgelaw.cards import Card, Seat, Suit
from bridgelaw.laws.home import Messages
from bridgelaw.laws.law70 import Adjudication, ClaimFindings, ClaimPlan, Decisive, PlanStep, StepKind
from bridgelaw.laws.law70.normal import Node, Rules, _trick_winner_of, cards_allowed_50D1
from bridgelaw.laws.law70.search import Outcome, _Oracle, _play
from bridgelaw.rulings import Outcome as RulingOutcome
from bridgelaw.rulings import Ruling

__all__ = ["MESSAGES", "LineFacts", "adjudicated_70", "adjudication_notes_70", "director_decides_70",
           "line_facts_70", "line_in_words_70", "statement_in_words_70"]

#: The messages of Law 70 (domain ``law70``).
MESSAGES = Messages("law70")

CLAIM_STANDS = MESSAGES(
    "The claim stands: no normal line of play loses any of the {claimed} tricks {claimer} claimed of the "
    "{remaining} remaining (Law {law}). Declarer's side's tricks: {tricks}.")
OUTSTANDING_TRUMP = MESSAGES(
    "{claimer} did not mention the outstanding trump and may have forgotten it: {line_msg} (Law {law}). "
    "{claimer}'s side gets {awarded} of the {remaining} remaining tricks ({claimed} claimed, {dd} with best "
    "play). Declarer's side's tricks: {tricks}.")
#: 70C when the statement said no trump was left ("no trumps left"): a wrong statement, not none.
OUTSTANDING_TRUMP_DENIED = MESSAGES(
    "{claimer} stated that no trump was left and may have forgotten the outstanding trump: {line_msg} "
    "(Law {law}). {claimer}'s side gets {awarded} of the {remaining} remaining tricks ({claimed} claimed, "
    "{dd} with best play). Declarer's side's tricks: {tricks}.")
UNSTATED_LINE = MESSAGES(
    "A normal line of play loses a trick the claim counted: {line_msg} (Law {law}). {claimer}'s side gets "
    "{awarded} of the {remaining} remaining tricks ({claimed} claimed, {dd} with best play). Declarer's "
    "side's tricks: {tricks}.")
UNSTATED_FINESSE = MESSAGES(
    "The claim needs a finesse or a guess that was not stated, and no opponent has shown out of that suit: "
    "{line_msg} (Law {law}). {claimer}'s side gets {awarded} of the {remaining} remaining tricks ({claimed} "
    "claimed, {dd} with best play). Declarer's side's tricks: {tricks}.")
PARTNERS_CHOICE = MESSAGES(
    "The defender's claim depends on his partner choosing one of several normal plays: {line_msg} (Law "
    "{law}). {claimer}'s side gets {awarded} of the {remaining} remaining tricks ({claimed} claimed, {dd} "
    "with best play). Declarer's side's tricks: {tricks}.")
CARDS = MESSAGES(
    "Even with best play {claimer}'s side wins only {dd} of the {remaining} remaining tricks, not the "
    "{claimed} claimed: {line_msg} (Law {law}). Declarer's side's tricks: {tricks}.")

RESTORED = MESSAGES(
    "{claimer}'s side doubted its own concession at once, so it was not agreed: no normal play of the "
    "remaining cards gives {claimer}'s side fewer than {awarded} of the {remaining} remaining tricks "
    "({claimed} claimed), and it gets them (Law {law}). Declarer's side's tricks: {tricks}.")

LINE_BEFORE_TRUMP = MESSAGES("if {claimer} plays {plays} before drawing the last trump, {seat} "
                             "ruffs with {win}")
LINE_RUFFS = MESSAGES("if {claimer} plays {plays}, {seat} ruffs with {win}")
LINE_WINS = MESSAGES("if {claimer} plays {plays}, {seat} wins a trick with {win}")
LINE_BEST = MESSAGES("{seat} wins a trick with {win}")
#: A line that loses more than one trick the claim counted: the first as above ({first_msg}),
#: then the cards that win the others, each with its seat.
LINE_MORE = MESSAGES("{first_msg}, then tricks with {more}")
#: The same when the claimer's side's leads come from two hands (declarer's and dummy's, or a
#: defender's and his partner's): each card with the seat that leads it ("♥A (N), ♦A (S)").
LINE_BEFORE_TRUMP_LEADS = MESSAGES("if {side} lead {leads} before drawing the last trump, {seat} ruffs with "
                                   "{win}")
LINE_RUFFS_LEADS = MESSAGES("if {side} lead {leads}, {seat} ruffs with {win}")
LINE_WINS_LEADS = MESSAGES("if {side} lead {leads}, {seat} wins a trick with {win}")

NO_STATEMENT = MESSAGES("No statement was made: every order of the claimer's plays was left open.")
STATEMENT_UNREAD = MESSAGES(
    "The statement \u201c{statement}\u201d could not be read (\u201c{unread}\u201d): every order of "
    "the claimer's "
    "plays was left open.")
STATEMENT_PARTLY = MESSAGES(
    "The statement was read as: {plan}; the words \u201c{unread}\u201d could not be read and add nothing.")
STATEMENT_UNCLEAR = MESSAGES(
    "The statement was read as: {plan}; the words \u201c{unread}\u201d could not be read, so the statement "
    "is unclear: every doubtful point is decided against the claimer.")
STATEMENT_READ = MESSAGES("The statement was read as: {plan}.")
STATEMENT_NO_ORDER = MESSAGES("The statement was read as: {plan}; it fixes no order of play, so every order "
                              "was left open.")
LINE_SET_ASIDE = MESSAGES("The director found the stated line not normal: it was set aside and every normal "
                          "order was left open.")
SEARCH_CUT = MESSAGES("Lines were searched {depth} tricks deep and finished with best play: the proposal may "
                      "favour the claimer.")
SQUEEZE_STATED = MESSAGES("The statement names a squeeze: its execution was taken as stated (the claimer's "
                          "best cards); the director confirms that the squeeze was clearly stated for the "
                          "class of player, or amends.")
DIRECTOR_DECIDES = MESSAGES("The director decides the contested claim (Law {law}). Declarer's side's tricks: "
                            "{tricks}.")
HANDS_NOT_KNOWN = MESSAGES(
    "{seat} disputes {claimer}'s claim: the director adjudicates it (Law {law}) with the remaining cards "
    "of all four hands faced, which this record does not hold in full; he decides the tricks himself.")
#: What a player at the table is told of a dispute while the director has not decided (the
#: engine's adjudication is his proposal:
#: :func:`~bridgelaw.laws.law70.dispute.adjudication_told_at_table_70`).
DISPUTED_TOLD = MESSAGES("{seat} disputes {claimer}'s claim: the director is summoned and decides it; play "
                         "stays suspended until then (Law {law}).")

STEP_WORDS: dict[StepKind, str] = {
    StepKind.DRAW_TRUMPS: MESSAGES("draw trumps"),
    StepKind.TRUMP_OUT: MESSAGES("a trump is out"),
    StepKind.NO_TRUMP_OUT: MESSAGES("no trump is out"),
    StepKind.CROSS_RUFF: MESSAGES("cross-ruff"),
    StepKind.RUN: MESSAGES("run the {suit}"),
    StepKind.FINESSE: MESSAGES("take the finesse"),
    StepKind.RUFF: MESSAGES("ruff the {suit}"),
    StepKind.CONCEDE: MESSAGES("concede a trick"),
    StepKind.FROM_TOP: MESSAGES("play from the top"),
    StepKind.ALL: MESSAGES("all the tricks"),
    StepKind.COUNT: MESSAGES("tricks in the {suit}"),
    StepKind.DISCARD: MESSAGES("discard a loser in the {suit}"),
    StepKind.SQUEEZE: MESSAGES("play for a squeeze"),
    StepKind.RUFF_LEAD: MESSAGES("ruff the card led"),
}
FINESSE_IN = MESSAGES("take the finesse in the {suit}")
COUNT_TRICKS = MESSAGES("{number} tricks")
CONCEDE_IN = MESSAGES("concede a trick in the {suit}")
STEP_THEN = MESSAGES("{first}, then {rest}")


class LineFacts(NamedTuple):
    """The worst line to the end, the claimer's card after which the claim can no longer be
    made (index in ``line``), the card winning the first trick lost after it, and those winning
    the non-claimers' later tricks."""

    line: tuple[tuple[Seat, Card], ...]
    mistake: int | None
    lost_at: int | None
    lost_by_ruff: bool
    later: tuple[int, ...] = ()


def line_facts_70(root: Node, worst: Outcome, rules: Rules,
                  cache: dict[tuple[tuple[int, int, int, int], int, tuple[int, ...]], dict[int, int]],
                  ) -> LineFacts:
    """The worst line finished with best play by both sides, and where it goes wrong.

    Raises:
        DoubleDummyError: the position is impossible (not after a search of it).
    """
    oracle = _Oracle(rules.trump, cache)
    side = rules.claimer & 1
    node, won = root, 0
    seq: list[tuple[int, int]] = []
    mistake: int | None = None
    value = oracle.side(root, rules.claimer)
    moves = [card for _, card in worst.line]
    start = 0  # where the trick being played began in ``seq``
    while node.remaining:
        searched = bool(moves)
        card = moves.pop(0) if moves else oracle.best_card(node, _restricted(node, rules))
        seq.append((node.turn, card))
        node, w = _play(node, card, rules)
        won += w
        if node.trick:
            continue
        if searched and mistake is None:  # best play after the searched part loses nothing more
            now = won + oracle.side(node, rules.claimer)
            if now < value:
                ours = [i for i in range(start, len(seq)) if (seq[i][0] & 1) == side]
                mistake = ours[0] if ours else start
            value = min(value, now)
        start = len(seq)
    lost = _lost(root, seq, rules, side, mistake or 0)
    lost_at, ruff = lost[0] if lost else (None, False)
    return LineFacts(tuple((Seat(s), Card.from_index(c)) for s, c in seq), mistake, lost_at, ruff,
                     tuple(at for at, _ in lost[1:]))


def _restricted(node: Node, rules: Rules) -> int | None:
    """The cards the seat to play may play when his penalty cards restrict him (a mask), else
    None (every legal card: the solver's own choice)."""
    majors, minors = rules.penalty[node.turn]
    if not (majors | minors) & node.hands[node.turn]:
        return None
    return cards_allowed_50D1(node, node.turn, rules)


def _lost(root: Node, seq: list[tuple[int, int]], rules: Rules, side: int,
          start: int) -> list[tuple[int, bool]]:
    """For each trick the non-claimers win at or after ``start`` (its last card played at or
    after it), the index of the card that wins it and whether it won by a ruff."""
    out: list[tuple[int, bool]] = []
    node = root
    begin = -len(root.trick)  # the index the trick in progress was led at (before the line)
    for i, (_, card) in enumerate(seq):
        before = node
        node, _ = _play(node, card, rules)
        if len(before.trick) == 3:
            trick = (*before.trick, card)
            winner, win = _trick_winner_of(before.leader, trick, rules.trump)
            at = begin + trick.index(win)
            if (winner & 1) != side and i >= start and at >= 0:
                out.append((at, win // 13 != trick[0] // 13))
            begin = i + 1
    return out


def _leads(adj: Adjudication) -> list[tuple[Seat, Card]]:
    """The claimer's side's leads from the claim to the trick lost (the last four), each with
    the seat that leads it: the claimer's own, dummy's for declarer's claim, his partner's for a
    defender's."""
    end = adj.lost_at if adj.lost_at is not None else len(adj.line)
    before = adj.remaining * 4 - len(adj.line)  # cards of the trick in progress played before the claim
    leads = [(s, c) for i, (s, c) in enumerate(adj.line[:end])
             if s.same_side(adj.claimer) and (i + before) % 4 == 0]  # the leads of the claimer's side
    return leads[-4:]


def _line_message(adj: Adjudication) -> tuple[str, dict[str, object]]:
    msg, params = _first_line_message(adj)
    if adj.lost_at is not None and adj.claimed - adj.awarded > 1 and adj.lost_later:
        # more than one trick lost: the first alone does not explain the count (fresh-claims 03)
        params["first_msg"] = msg
        params["more"] = [f"{adj.line[i][0].letter}:{adj.line[i][1]}" for i in adj.lost_later]
        return LINE_MORE, params
    return msg, params


def _first_line_message(adj: Adjudication) -> tuple[str, dict[str, object]]:
    if adj.lost_at is None:
        return LINE_BEST, {"seat": "", "win": ""}
    seat, win = adj.line[adj.lost_at]
    ruff = adj.lost_by_ruff
    leads = _leads(adj)
    plays = ", ".join(c.pretty for _, c in leads)
    params: dict[str, object] = {"seat": seat.letter, "win": win.pretty, "plays": plays,
                                 "claimer": adj.claimer.letter}
    if not leads:
        return LINE_BEST, params
    before_trump = ruff and adj.decisive is Decisive.OUTSTANDING_TRUMP
    if all(s == adj.claimer for s, _ in leads):  # "if S plays ♥K, ♥A": every card from his own hand
        return (LINE_BEFORE_TRUMP if before_trump else LINE_RUFFS if ruff else LINE_WINS), params
    # dummy's cards (or a defender's partner's) are not the claimer's: each card names its seat
    params["leads"] = [f"{s.letter}:{c}" for s, c in leads]
    params["side"] = "N/S" if adj.claimer in (Seat.N, Seat.S) else "E/W"
    if before_trump:
        return LINE_BEFORE_TRUMP_LEADS, params
    return (LINE_RUFFS_LEADS if ruff else LINE_WINS_LEADS), params


def line_in_words_70(adj: Adjudication, lang: str = "en") -> str:
    """The losing line in words in ``lang`` ('' when the claim stands).

    Raises:
        UnsupportedLanguageError: ``lang`` has no ruling texts.
    """
    from bridgelaw.i18n import render_message

    if adj.decisive in (Decisive.CLAIM_STANDS, Decisive.RESTORED):
        return ""
    msg, params = _line_message(adj)
    return render_message(msg, {"domain": MESSAGES.domain, **params}, lang, MESSAGES.domain)


def _step_message(step: PlanStep) -> tuple[str, dict[str, object]]:
    suit = step.suit if step.suit is not None else (step.card.suit if step.card is not None else None)
    if step.kind is StepKind.FINESSE and suit is not None:
        return FINESSE_IN, {"suit": suit.letter}
    if step.kind is StepKind.CONCEDE and suit is not None:
        return CONCEDE_IN, {"suit": suit.letter}
    if step.kind is StepKind.COUNT and suit is None:
        return (COUNT_TRICKS, {"number": step.count}) if step.count else (STEP_WORDS[StepKind.ALL], {})
    msg = STEP_WORDS[step.kind]
    if "{suit}" in msg:
        return msg, {"suit": (suit or Suit.SPADES).letter} if suit is not None else {"suit": ""}
    return msg, {}


def statement_in_words_70(plan: ClaimPlan, lang: str = "en") -> str:
    """What the statement was read as, in ``lang``: "draw trumps, then run the clubs".

    Raises:
        UnsupportedLanguageError: ``lang`` has no ruling texts.
    """
    from bridgelaw.i18n import render_message

    parts: list[str] = []
    for step in plan.steps:
        msg, params = _step_message(step)
        if "{suit}" in msg and not params.get("suit"):
            continue
        part = render_message(msg, {"domain": MESSAGES.domain, **params}, lang, MESSAGES.domain)
        if not parts or parts[-1] != part:  # "I claim, the rest are mine": once
            parts.append(part)
    text = ""
    for p in reversed(parts):
        text = p if not text else render_message(STEP_THEN, {"first": p, "rest": text}, lang, MESSAGES.domain)
    return text


def adjudication_notes_70(adj: Adjudication,
                          found: ClaimFindings) -> tuple[tuple[str, dict[str, object]], ...]:
    """The notes of an adjudication (message, parameters): the statement as read or not read,
    a stated line set aside, a search cut short. Raises nothing."""
    plan = adj.statement
    notes: list[tuple[str, dict[str, object]]] = []
    unread = " ".join(plan.unread)
    if not plan.text:
        notes.append((NO_STATEMENT, {}))
    elif not plan.steps:
        notes.append((STATEMENT_UNREAD, {"statement": plan.text, "unread": unread or plan.text}))
    elif plan.unclear:  # words that bear on the line not read: what was read protects nothing (70A)
        notes.append((STATEMENT_UNCLEAR, {"plan_words": plan, "unread": unread}))
    elif plan.unread:  # stray words
        notes.append((STATEMENT_PARTLY, {"plan_words": plan, "unread": unread}))
    elif plan.every_order_open:
        notes.append((STATEMENT_NO_ORDER, {"plan_words": plan}))
    else:
        notes.append((STATEMENT_READ, {"plan_words": plan}))
    if found.claim_line_normal is False and (plan.order or plan.finesses):
        notes.append((LINE_SET_ASIDE, {}))
    if any(s.kind is StepKind.SQUEEZE for s in plan.steps) and found.claim_line_normal is not False:
        notes.append((SQUEEZE_STATED, {}))
    if not adj.exact and adj.decisive is not Decisive.CARDS:
        notes.append((SEARCH_CUT, {"depth": _depth(adj)}))
    return tuple(notes)


def _depth(adj: Adjudication) -> int:
    return max(1, adj.remaining - 1)


_MESSAGE_OF = {Decisive.CLAIM_STANDS: CLAIM_STANDS, Decisive.OUTSTANDING_TRUMP: OUTSTANDING_TRUMP,
               Decisive.UNSTATED_LINE: UNSTATED_LINE, Decisive.UNSTATED_FINESSE: UNSTATED_FINESSE,
               Decisive.PARTNERS_CHOICE: PARTNERS_CHOICE, Decisive.CARDS: CARDS,
               Decisive.RESTORED: RESTORED}


def _note_text(msg: str, params: dict[str, object], lang: str) -> str:
    from bridgelaw.i18n import render_message

    plain = {k: v for k, v in params.items() if k != "plan_words"}
    plan = params.get("plan_words")
    if isinstance(plan, ClaimPlan):
        plain["plan"] = statement_in_words_70(plan, lang)
    return render_message(msg, {"domain": MESSAGES.domain, **plain}, lang, MESSAGES.domain)


def adjudicated_70(adj: Adjudication, *, lang: str = "en") -> Ruling:
    """The ``adjudicated`` ruling of a contested claim (claims.md §1): law = the decisive clause,
    ``extra.tricks`` declarer's side's total for the board, ``extra.line`` the losing line in
    words in ``lang`` ('' when the claim stands), ``extra.double_dummy``; notes and needs.

    Raises:
        UnsupportedLanguageError: ``lang`` has no ruling texts.
    """
    from bridgelaw.i18n import language_code

    code = language_code(lang)
    stands = adj.decisive in (Decisive.CLAIM_STANDS, Decisive.RESTORED)
    line_msg, line_params = (LINE_BEST, {}) if stands else _line_message(adj)
    params = MESSAGES.params(claimer=adj.claimer, claimed=adj.claimed, remaining=adj.remaining,
                             awarded=adj.awarded, dd=adj.double_dummy, tricks=adj.declarer_tricks,
                             law=adj.law,
                             line_msg=line_msg, lang=code, **{k: v for k, v in line_params.items()
                                                              if k not in ("claimer",)})
    extra: dict[str, object] = {
        "tricks": adj.declarer_tricks,
        "line": line_in_words_70(adj, code),
        "line_cards": [f"{s.letter}:{c}" for s, c in adj.line],
        "double_dummy": adj.double_dummy,
        "awarded": adj.awarded,
        "tricks_claimed": adj.claimed,
        "exact": adj.exact,
        "notes": [_note_text(m, p, code) for m, p in adj.notes],
        "statement": adj.statement.text,
    }
    needs = adj.needs[0] if adj.needs else None
    message = _MESSAGE_OF[adj.decisive]
    if message == OUTSTANDING_TRUMP and any(s.kind is StepKind.NO_TRUMP_OUT for s in adj.statement.steps):
        message = OUTSTANDING_TRUMP_DENIED  # "no trumps left": he spoke of the trump, wrongly
    ruling = Ruling(RulingOutcome.ADJUDICATED, adj.law, seat=adj.claimer, needs=needs,
                    message=message, params=params, extra=extra)
    from bridgelaw.i18n import render

    return render(ruling, code)


def director_decides_70(tricks: int, *, seat: Seat | None = None, law: str = "70",
                        lang: str = "en") -> Ruling:
    """The director's own decision on a contested claim (a ``decide`` event): ``adjudicated``,
    law 70, ``extra.tricks`` = declarer's side's tricks for the board.

    Raises:
        ValueError: ``tricks`` is not 0-13.
    """
    from bridgelaw.i18n import render

    if not 0 <= tricks <= 13:
        raise ValueError(f"the director's decision gives declarer's side {tricks} tricks: 0-13 expected")
    ruling = Ruling(RulingOutcome.ADJUDICATED, law, seat=seat, message=DIRECTOR_DECIDES,
                    params=MESSAGES.params(tricks=tricks, law=law), extra={"tricks": tricks})
    return render(ruling, lang)
