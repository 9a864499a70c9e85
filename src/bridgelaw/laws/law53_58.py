"""Laws 53-58: leads out of turn, premature leads and plays, simultaneous plays (laws.md §1.13-1.15).

Pure functions named after their clauses; the engine (:mod:`bridgelaw.engine`) only dispatches
to them and carries out what they decide. Each returns a :class:`~bridgelaw.rulings.Ruling`
whose ``message`` is an English template of the gettext domain ``leads``
(``params["domain"] == "leads"``; catalogue ``locale/<lang>/LC_MESSAGES/leads.po``).

* Law 53: a lead out of turn may be accepted (53A: by a statement, or by a card played from
  the hand next in rotation); the proper leader, an opponent of the offender, may lead properly
  (53B); declarer's lead out of turn followed by the defender on its right stands (53C, 57).
* Law 54: a faced opening lead out of turn - declarer spreads and becomes dummy (54A), accepts
  (54B), must accept if he could have seen dummy's cards (54C), or refuses (54D, a major penalty
  card); the declaring side's "opening lead" is Law 24 (54E). The proper leader who faces a card
  before declarer has chosen: a major penalty card, declarer keeps his choice (60C, 49, 50B).
* Law 55: declarer's lead out of turn - either defender accepts or requires retraction (55A;
  if they disagree the defender next in turn after the irregular lead decides); 55B retraction;
  55C information (2017: Law 16; 2007: the Director may adjust).
* Law 56: a defender's lead out of turn - declarer accepts, or the card is a major penalty card.
* Law 57: premature lead or play by a defender - a major penalty card and declarer's choice
  for partner (57A, 57B; 2007: three options, no "require another suit"); its breach when able
  to comply is a revoke (61A, recorded by the engine); the exceptions of 57C, by code:

  ========================================= ====== ====== ============
  exception                                 2017   2007   1997 (older)
  ========================================= ====== ====== ============
  declarer has played from both hands       57C1   57C1   57C
  dummy selected a card / suggested one     57C2   57C1   57C
  declarer's premature play is played       57C3   57C2   none (45)
  ========================================= ====== ====== ============

  and a play at RHO's turn (57D). Sources: the 2017 text (pzbs.pl); the 2007 numbering as cited
  in the EBU/BBO threads of 2010-2017 (tests/data/law57/ and the shared case bbo63905).
* Law 58: simultaneous plays (58A) and several cards played at once (58B).

Options ids offered to the non-offending side (the ``choose`` event of the incident format):
``accept_lead``, ``require_retraction``, ``spread_hand`` (54A), and for 57A
``partner_highest``, ``partner_lowest``, ``partner_other_suit:X``, ``partner_not_suit:X``.
"""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from bridgelaw.cards import Card, Seat
from bridgelaw.editions import Edition
from bridgelaw.laws import message_params, message_registrar
from bridgelaw.laws._legacy import label as clause_label
from bridgelaw.laws.law16 import info_tags_16C
from bridgelaw.laws.verdict import AcceptLead, BecomeDummy, Offer, PenaltyCard, Verdict, Withdrawn
from bridgelaw.rulings import Outcome, Ruling
from bridgelaw.table import Table

__all__ = [
    "DOMAIN",
    "MESSAGES",
    "choice_forfeited_60A1",
    "choosers_53A",
    "chosen_54",
    "declarer_lead_stands_53C",
    "declarer_leads_out_of_turn_55A",
    "declaring_side_leads_54E",
    "defender_leads_out_of_turn_56",
    "lead_accepted_53A",
    "lead_accepted_by_play_53A",
    "lead_out_of_turn_chosen_53A",
    "lead_out_of_turn_offer_53A",
    "lead_refused_56",
    "led_out_of_turn_53",
    "opening_lead_out_of_turn_54",
    "proper_lead_53B",
    "proper_leader_faces_card_54",
    "proper_leader_leads_60C",
    "retraction_required_55B",
]

#: The gettext domain of every message of this module.
DOMAIN = "leads"

#: Every msgid this module (and the engine's choice rulings) can emit; leads.po translates each.
MESSAGES: set[str] = set()


_m = message_registrar(MESSAGES)
_p = partial(message_params, DOMAIN)


L53A = _m(
    "{by} accepts the lead of {card} by {seat}: it is treated as a correct lead and play continues (Law 53A)."
)
L53A_PLAY = _m(
    "{by} played to the lead of {card} made out of turn by {seat}: the lead is accepted (Law 53A) and "
    "{by}'s card is played to it."
)
L53B_DEF = _m(
    "{by}, whose turn it was to lead, leads properly: his lead stands and is not a card played to "
    "the irregular lead (Law 53B); {card}, led out of turn by {seat}, becomes a major penalty card "
    "(Laws 56, 50D)."
)
L53B_DECL = _m(
    "{by}, whose turn it was to lead, leads properly: his lead stands and is not a card played to "
    "the irregular lead (Law 53B); {card}, led out of turn by declarer, goes back without "
    "rectification (Laws 55, 48A)."
)
L53C = _m(
    "{by} played after declarer's lead of {card} out of turn, before his partner: the lead stands and "
    "Law 57 applies to {by}'s card (Law 53C)."
)
L54 = _m(
    "{seat} made the opening lead out of turn with {card}: declarer may accept it (Law 54B), spread his "
    "hand and become dummy (Law 54A), or refuse it, when the card becomes a major penalty card (Law 54D)."
)
L54C = _m(
    "{seat} made the opening lead out of turn with {card}; declarer could have seen a card of dummy, so "
    "he must accept the lead (Law 54C) or spread his hand and become dummy (Law 54A)."
)
L54A = _m(
    "Declarer spreads his hand and becomes dummy; {new_declarer} is declarer and the lead of {card} "
    "stands (Law 54A)."
)
L54B = _m(
    "Declarer accepts the opening lead of {card}; he plays the second card from his own hand (Law 54B)."
)
L54D = _m(
    "Declarer refuses the opening lead of {card}: it becomes a major penalty card of {seat} (Laws 54D, "
    "50D); {turn} makes the opening lead."
)
L54E = _m(
    "An opening lead by the declaring side is not a lead out of turn under Law 54: Law 24 applies and the "
    "Director decides (Law 54E)."
)
L55A = _m(
    "Declarer led {card} from the wrong hand or out of turn ({turn} was to lead): either defender may "
    "accept the lead (Law 53) or require its retraction (Law 55A); if they disagree, the defender next in "
    "turn after the irregular lead decides."
)
L55A_DUMMY = _m(
    "Declarer called {card} from dummy when the lead was in his own hand: a lead from the wrong hand; "
    "either defender may accept it or require the lead from declarer's hand (Law 55A)."
)
L55B1 = _m(
    "The defenders require the retraction of {card}: it goes back to declarer's side without "
    "rectification and {turn}, whose lead it was, leads (Law {law})."
)
L55B2 = _m(
    "The defenders require the retraction of {card}: it goes back without rectification and declarer "
    "must lead from the correct hand, {turn} (Law {law})."
)
L56 = _m(
    "{seat} led {card} out of turn ({turn} was to lead): declarer may accept the lead (Law 53) or require "
    "its retraction; a retracted card becomes a major penalty card (Laws {law}, 50D)."
)
L56_REFUSED = _m(
    "Declarer requires the retraction of {card}: it becomes a major penalty card of {seat} (Laws {law}, "
    "50D); {turn}, whose lead it was, leads."
)
L60A1_57A = _m(
    "Declarer played {played_card} without choosing under Law 57A: he has forfeited that choice (Law 60A1), "
    "and {seat}'s partner plays freely to this trick; {card} stays a major penalty card of {seat} "
    "(Law 50D1)."
)
L56_PARTNER = _m(
    "{seat}, whose turn it was to lead, led {card} after his partner {by} had led {led_card} out of turn "
    "and before declarer had chosen: declarer keeps his choice under Laws 53 and 56 (Law 60C), and "
    "{card} is a major penalty card of {seat} (Laws 49, 50B: exposed by a deliberate play)."
)
L57A = _m(
    "{seat} played {card} before his partner: it is a major penalty card, and declarer chooses what "
    "{partner} must play to this trick: his highest or lowest card of the suit led, a card of another "
    "suit he names, or not a card of a suit he names (Law 57A)."
)
L57A_HIGHEST = _m(
    "Declarer requires {seat} to play his highest card of the suit led; if he cannot, he may play any "
    "legal card (Laws 57A, 57B, 59)."
)
L57A_LOWEST = _m(
    "Declarer requires {seat} to play his lowest card of the suit led; if he cannot, he may play any legal "
    "card (Laws 57A, 57B, 59)."
)
L57A_OTHER = _m(
    "Declarer requires {seat} to play a card of {suit}; if he cannot, he may play any legal card (Laws "
    "57A, 57B, 59)."
)
L57A_NOT = _m(
    "Declarer forbids {seat} to play a card of {suit} to this trick; if he cannot comply, he may play any "
    "legal card (Laws 57A, 57B, 59)."
)
L57C1 = _m(
    "Declarer had already played from both hands: {seat}'s premature {card} is not subject to "
    "rectification and is played at his turn (Law {law})."
)
L57C2 = _m(
    "{seat} played {card} before his partner after dummy illegally suggested a card: no rectification; "
    "the card is played at {seat}'s turn and is authorised information to his partner (Law {law})."
)
L57C3 = _m(
    "Declarer played {card} before his turn: the card is played and goes to the trick at his proper turn "
    "(Law {law})."
)
L57D = _m(
    "{seat} played {card} at his right-hand opponent's turn: it is a legal play, so it is played at "
    "{seat}'s proper turn (Law 57D); Law 16 may apply to the information it gave."
)
L57D_ILLEGAL = _m(
    "{seat} played {card} at his right-hand opponent's turn, but he holds the suit led, so it can never "
    "be a legal play to this trick: it becomes a major penalty card (Law 57D)."
)
L57A_2007 = _m(
    "{seat} played {card} before his partner: it is a major penalty card, and declarer chooses what "
    "{partner} must play to this trick: his highest or lowest card of the suit led, or not a card of a "
    "suit he names (Law 57A of this code has no option to require another suit)."
)
L57C1_WHY = _m(
    "{seat} played {card} before his partner, but declarer had already played from both hands: no "
    "rectification (no penalty card, no choice for declarer); the card is played at {seat}'s turn "
    "(Law {law})."
)
L57C_LEAD = _m(
    "{seat} led {card} to the next trick before his partner had played to this one; he is not subject "
    "to rectification under Law 57A (Law {law}), but whether the card stands as the lead to the next "
    "trick depends on who wins this trick: the Director rules (Laws 53-56)."
)
L57C2_SELECTED = _m(
    "{seat} played {card} before his partner after dummy, of his own volition, selected a card that "
    "declarer had not designated: no rectification; the card is played at {seat}'s turn and is "
    "authorised information to his partner (Law {law})."
)
L57C3_DUMMY = _m(
    "Declarer named {card} from dummy before {turn} had played: a premature play (not a lead) by declarer "
    "is a played card; it goes to the trick at dummy's turn and, if legal, may not be withdrawn (Law {law})."
)
L57C3_WORDS = _m(
    "Declarer's words {text!r} name no card of dummy by themselves before {turn} has played: a premature "
    "play from dummy is a played card (Law {law}), but which card was designated is for the Director."
)
L57_DECL_1997 = _m(
    "Declarer played {card} before his turn: Law 57 of this code rectifies only a defender's premature "
    "play, so there is no rectification; the card, played under Law 45, goes to the trick at his proper turn."
)
L54_PARTNER = _m(
    "{seat} faced {card} after his partner's opening lead out of turn, before declarer had chosen: "
    "declarer keeps his choice under Law 54 (Law 60C), and {card} is a major penalty card of {seat} "
    "(Laws 49, 50B: exposed by a deliberate play)."
)
L58A = _m(
    "{card}, played by {seat} at the same time as {other}'s card, counts as played after it (Law "
    "58A)."
)
L58B1 = _m(
    "{seat} played several cards at once and only {card} is visible: it is played and the other cards go "
    "back to his hand without rectification (Law 58B1)."
)
L58B2 = _m(
    "{seat} played several visible cards at once and designates {card}: it is played; {others_cards} "
    "{be_msg} (Law 58B2)."
)
L58B_WHICH = _m(
    "{seat} played several visible cards at once: he must say which one he is playing (Law 58B2)."
)
B_PENALTY = _m("become penalty cards (Law 50)")
B_BACK = _m("go back to declarer's hand without rectification (Law 48A)")


B_PENALTY1 = _m("becomes a penalty card (Law 50)")
B_BACK1 = _m("goes back to declarer's hand without rectification (Law 48A)")
S58B1 = _m(
    "{seat} played several cards at once and only {card} is visible: it is played; the other cards "
    "are picked up without further rectification (Law {law})."
)
S58B2 = _m(
    "{seat} played several visible cards at once ({cards}) and designates {card}: it is played; "
    "{others_cards} {be_msg} (Law {law})."
)
S58B_WHICH = _m(
    "{seat} played several visible cards at once ({cards}): he must designate the one he is "
    "playing (Law {law}); until he does, none of them is played."
)
S58B4 = _m(
    "{seat} played several cards at once and this was not discovered until both sides had "
    "played to the next trick: Law 67 applies (Law {law}): {card} stays among the played cards and "
    "the other cards go back to his hand as if he had always held them; failing to play one of them "
    "to a trick may be a revoke (Law 67B2)."
)


# ------------------------------------------------------------------------ 53


def choosers_53A(offender: Seat, declarer: Seat) -> frozenset[Seat]:
    """Law 53A: who may accept a lead out of turn - the offender's opponents (declarer alone for
    a defender's lead, since dummy takes no part in the play, 43A; either defender for
    declarer's lead, 55A)."""
    if offender.same_side(declarer):
        return frozenset({declarer.lho, declarer.rho})
    return frozenset({declarer})


def lead_accepted_53A(seat: Seat, card: Card, by: Seat, *, opening: bool = False) -> Ruling:
    """53A (54B at the opening lead): the lead out of turn is accepted by a statement of ``by``;
    ``card`` of ``seat`` is played as a correct lead. Returns ``played``."""
    if opening:
        return Ruling(Outcome.PLAYED, "54B", seat=seat, card=card, message=L54B, params=_p(card=card))
    return Ruling(
        Outcome.PLAYED, "53A", seat=seat, card=card, message=L53A, params=_p(seat=seat, card=card, by=by)
    )


def lead_accepted_by_play_53A(seat: Seat, card: Card, by: Seat) -> Ruling:
    """53A: the hand next in rotation played to the lead out of turn - the lead is accepted.
    The ruling is on ``by``'s card (``played``); ``seat``/``card`` name the irregular lead."""
    return Ruling(Outcome.PLAYED, "53A", seat=by, message=L53A_PLAY, params=_p(seat=seat, card=card, by=by))


def proper_lead_53B(offender: Seat, card: Card, by: Seat, *, declarer: Seat, edition: Edition) -> Ruling:
    """53B (2017; 2007 53C): the proper leader ``by``, an opponent of the offender, leads properly;
    his lead stands. The card led out of turn: a defender's becomes a major penalty card (Law 56 /
    50D), declarer's goes back without rectification (55, 48A). Returns ``played`` (``by``'s lead;
    ``extra["irregular"]`` names the card led out of turn, ``extra["penalty"]`` its fate)."""
    law = clause_label("53B", edition)
    defender = not offender.same_side(declarer)
    return Ruling(
        Outcome.PLAYED,
        law,
        seat=by,
        message=L53B_DEF if defender else L53B_DECL,
        params=_p(seat=offender, card=card, by=by),
        extra={"irregular": f"{offender.letter}:{card}", "penalty": "major" if defender else None},
    )


def declarer_lead_stands_53C(card: Card, by: Seat, *, edition: Edition) -> Ruling:
    """53C (2017): declarer led out of turn from either hand and the defender on the right of the
    irregular lead played a card: the lead stands and Law 57 applies to that defender's card.
    Returns ``options`` (the 57 ruling follows from :func:`bridgelaw.laws.law57_58.premature_play_57A`)."""
    law = clause_label("53C", edition)
    return Ruling(Outcome.PLAYED, law, seat=by, message=L53C, params=_p(card=card, by=by))


# ------------------------------------------------------------------------ 54


def declaring_side_leads_54E(seat: Seat, card: Card) -> Ruling:
    """54E: an attempted opening lead by the declaring side - Law 24 applies (the card is not a
    lead). Returns ``director`` with ``needs == "law24"``."""
    return Ruling(
        Outcome.DIRECTOR,
        "54E",
        seat=seat,
        card=card,
        needs="law24",
        flags=("summon_director",),
        message=L54E,
        params=_p(),
    )


def opening_lead_out_of_turn_54(seat: Seat, card: Card, *, declarer_saw_dummy: bool) -> Ruling:
    """Law 54: a faced opening lead out of turn by a defender. Declarer's options:
    ``accept_lead`` (54B), ``spread_hand`` (54A), ``require_retraction`` (54D) - but if he could
    have seen any card of dummy he must accept (54C): then only ``accept_lead`` and
    ``spread_hand``. Returns ``options``."""
    if declarer_saw_dummy:
        return Ruling(
            Outcome.OPTIONS,
            "54C",
            seat=seat,
            card=card,
            options=("accept_lead", "spread_hand"),
            flags=("summon_director",),
            message=L54C,
            params=_p(seat=seat, card=card),
        )
    return Ruling(
        Outcome.OPTIONS,
        "54",
        seat=seat,
        card=card,
        options=("accept_lead", "spread_hand", "require_retraction"),
        flags=("summon_director",),
        message=L54,
        params=_p(seat=seat, card=card),
    )


def chosen_54(option: str, seat: Seat, card: Card, *, declarer: Seat, proper_leader: Seat) -> Ruling:
    """Declarer's choice under Law 54: ``accept_lead`` -> ``played`` (54B); ``spread_hand`` ->
    ``played`` (54A; declarer's partner becomes declarer, ``extra["new_declarer"]``);
    ``require_retraction`` -> ``penalty_card`` major (54D, 50D).

    Raises:
        ValueError: ``option`` is not one of Law 54's options.
    """
    if option == "accept_lead":
        return lead_accepted_53A(seat, card, declarer, opening=True)
    if option == "spread_hand":
        return Ruling(
            Outcome.PLAYED,
            "54A",
            seat=seat,
            card=card,
            message=L54A,
            params=_p(card=card, new_declarer=declarer.partner),
            extra={"new_declarer": declarer.partner.letter},
        )
    if option == "require_retraction":
        return Ruling(
            Outcome.PENALTY_CARD,
            "54D",
            seat=seat,
            card=card,
            penalty="major",
            message=L54D,
            params=_p(seat=seat, card=card, turn=proper_leader),
        )
    raise ValueError(f"{option!r} is not an option of Law 54 (accept_lead, spread_hand, require_retraction)")


def proper_leader_faces_card_54(seat: Seat, card: Card, *, lead: Card, edition: Edition) -> Verdict:
    """Law 54 with 60C/49/50: after his partner's faced opening lead out of turn (``lead``) and
    before declarer has chosen, the proper leader ``seat`` (the offender's partner - 53B is for
    an opponent of the offender) faces ``card``. A play by the offending side before the
    rectification is assessed does not affect the opponents' rights and may itself be rectified
    (60C): declarer keeps his Law 54 choice, and ``card``, a defender's card exposed by a
    deliberate play, is a major penalty card (49, 50B). If declarer then accepts the lead, the
    penalty card must be played at the first legal opportunity (50D1) - the same card as a 57D
    play when it follows suit; if he refuses it (54D), both cards are major penalty cards and
    50D2 follows. Sources: BBO forum "Missed alert" (2010, the 2007 code: North's opening lead
    out of turn, then South's club king - a major penalty card, then Law 54's options); EBU TD
    forum "Law 57 or 50" (Q2, 57D when declarer accepts). Returns a verdict: the ruling
    (``penalty_card`` major, law 60C) and the :class:`PenaltyCard` effect."""
    law = clause_label("60C", edition)
    r = Ruling(
        Outcome.PENALTY_CARD,
        law,
        seat=seat,
        card=card,
        penalty="major",
        flags=("summon_director",),
        message=L54_PARTNER,
        params=_p(seat=seat, card=card),
        extra={"lead_out_of_turn": str(lead), "keeps": "54"},
    )
    return Verdict((r,), (PenaltyCard(seat, card, "major"),))


# ------------------------------------------------------------------------ 55 / 56


def declarer_leads_out_of_turn_55A(
    card: Card, *, seat: Seat, proper_leader: Seat, declarer: Seat
) -> Ruling:
    """55A: declarer led ``card`` (from his hand or dummy, ``seat``) when ``proper_leader`` was to
    lead: either defender may accept it (53) or require its retraction. Returns ``options``
    (``accept_lead``, ``require_retraction``)."""
    wrong_hand = proper_leader == declarer and seat == declarer.partner
    return Ruling(
        Outcome.OPTIONS,
        "55A",
        seat=seat,
        card=card,
        options=("accept_lead", "require_retraction"),
        flags=("summon_director",),
        message=L55A_DUMMY if wrong_hand else L55A,
        params=_p(card=card) if wrong_hand else _p(card=card, turn=proper_leader),
    )


def retraction_required_55B(
    card: Card, *, seat: Seat, proper_leader: Seat, declarer: Seat, edition: Edition
) -> Ruling:
    """55B: the defenders require retraction of declarer's lead out of turn. If it was a
    defender's turn to lead (55B1) the card goes back and that defender leads; if declarer led
    from the wrong hand (55B2) he must lead from the correct hand. No penalty card (48A).
    55C: information from the infraction - 2017 Law 16, 2007 the Director may adjust
    (``flags``). Returns ``withdrawn``."""
    defenders_lead = not proper_leader.same_side(declarer)
    law = clause_label("55B1" if defenders_lead else "55B2", edition)
    flags = ("adjustment_possible",) if edition >= Edition.E2007 else ()
    return Ruling(
        Outcome.WITHDRAWN,
        law,
        seat=seat,
        card=card,
        flags=flags,
        message=L55B1 if defenders_lead else L55B2,
        params=_p(card=card, turn=proper_leader, law=law),
        extra={"see": "55C"},
    )


def defender_leads_out_of_turn_56(seat: Seat, card: Card, *, proper_leader: Seat) -> Ruling:
    """Law 56: a defender led out of turn (not the opening lead, see 54): declarer may accept
    (53A) or require retraction (the card becomes a major penalty card). Returns ``options``."""
    return Ruling(
        Outcome.OPTIONS,
        "56",
        seat=seat,
        card=card,
        options=("accept_lead", "require_retraction"),
        flags=("summon_director",),
        message=L56,
        params=_p(seat=seat, card=card, turn=proper_leader, law="56"),
    )


def lead_refused_56(seat: Seat, card: Card, *, proper_leader: Seat) -> Ruling:
    """Law 56: declarer requires retraction of a defender's lead out of turn: the card is a
    major penalty card (50D) and the proper leader leads. Returns ``penalty_card`` major."""
    return Ruling(
        Outcome.PENALTY_CARD,
        "56",
        seat=seat,
        card=card,
        penalty="major",
        message=L56_REFUSED,
        params=_p(seat=seat, card=card, turn=proper_leader, law="56"),
    )


def led_out_of_turn_53(seat: Seat, card: Card, *, table: Table, declarer_saw_dummy: bool = False) -> Ruling:
    """Which Law governs ``seat`` leading ``card`` when ``table.turn`` is to lead (no card of the
    trick played yet): the opening lead by a defender -> 54, by the declaring side -> 54E; later,
    a defender -> 56, declarer (either hand) -> 55A. Returns the ruling of that clause."""
    declarer = table.declarer
    opening = table.trick_number == 1 and not table.tricks and not table.plays
    defender = not seat.same_side(declarer)
    if opening and table.last_trick is None:
        if not defender:
            return declaring_side_leads_54E(seat, card)
        return opening_lead_out_of_turn_54(seat, card, declarer_saw_dummy=declarer_saw_dummy)
    if defender:
        return defender_leads_out_of_turn_56(seat, card, proper_leader=table.turn)
    return declarer_leads_out_of_turn_55A(card, seat=seat, proper_leader=table.turn, declarer=declarer)


def proper_leader_leads_60C(offender: Seat, led: Card, by: Seat, card: Card, *, edition: Edition) -> Verdict:
    """Law 56 with 60C/49/50 (after the first trick; the opening lead is
    :func:`proper_leader_faces_card_54`): a defender ``offender`` led ``led`` out of turn and his
    partner ``by``, whose turn it was, led ``card`` before declarer chose whether to accept. 53B
    is for an opponent of the offender, and no clause makes the partner's card a lead; a play by
    the offending side before the rectification is assessed does not affect the opponents'
    rights and may itself be rectified (60C): declarer keeps his 53/56 choice, and ``card``, a
    defender's card exposed by a deliberate play, is a major penalty card (49, 50B). If declarer
    then accepts the lead, ``by`` plays his penalty card at the first legal opportunity (50D1);
    if he refuses it (56), both defenders have a major penalty card and 50D2 follows (the
    director rules: the proper leader's own card must be played at the first legal opportunity).

    Returns:
        A verdict: ``penalty_card`` major, law 60C (flag ``summon_director``, ``extra``
        ``lead_out_of_turn``, ``keeps: "56"``) and the :class:`PenaltyCard` effect. Raises nothing.
    """
    law = clause_label("60C", edition)
    r = Ruling(
        Outcome.PENALTY_CARD,
        law,
        seat=by,
        card=card,
        penalty="major",
        flags=("summon_director",),
        message=L56_PARTNER,
        params=_p(seat=by, card=card, led_card=led, by=offender),
        extra={"lead_out_of_turn": f"{offender.letter}:{led}", "keeps": "56"},
    )
    return Verdict((r,), (PenaltyCard(by, card, "major"),))


def choice_forfeited_60A1(seat: Seat, card: Card, *, played: Card, edition: Edition) -> Ruling:
    """60A1: declarer's 57A choice (what the partner of ``seat`` must play, after ``seat``
    played ``card`` before him) was open and the declaring side played ``played`` without
    choosing: a play by the non-offending side after the irregularity forfeits the rectification
    not yet chosen. ``card`` stays a major penalty card (50D1: played at the first legal
    opportunity). Returns ``penalty_card`` major, law 60A1, flag ``choice_forfeited``,
    ``extra["forfeited"] == "57A"``. Raises nothing."""
    law = clause_label("60A1", edition)
    return Ruling(
        Outcome.PENALTY_CARD,
        law,
        seat=seat,
        card=card,
        penalty="major",
        flags=("choice_forfeited",),
        message=L60A1_57A,
        params=_p(seat=seat, card=card, played_card=played),
        extra={"forfeited": "57A"},
    )


def lead_out_of_turn_chosen_53A(
    option: str,
    *,
    law: str,
    seat: Seat,
    card: Card,
    by: Seat,
    declarer: Seat,
    proper_leader: Seat,
    edition: Edition,
) -> Verdict:
    """The non-offending side's ``choose`` after a lead out of turn, at any trick (53A, 54, 55,
    56): ``law`` is the clause of the open offer (``54``/``54C`` at the opening lead, ``55A``
    declarer's lead, ``56`` a defender's), ``seat``/``card`` the lead out of turn, ``by`` who
    chose, ``proper_leader`` whose lead it was.

    Returns the verdict:

    * 54: ``accept_lead`` -> ``played`` 54B, :class:`AcceptLead`; ``spread_hand`` -> ``played``
      54A, :class:`BecomeDummy` then :class:`AcceptLead`; ``require_retraction`` ->
      ``penalty_card`` major 54D, :class:`PenaltyCard` (50D follows);
    * 53A: ``accept_lead`` -> ``played`` 53A (a correct lead), :class:`AcceptLead`;
    * 56: ``require_retraction`` -> ``penalty_card`` major (56, 50D), :class:`PenaltyCard`;
    * 55: ``require_retraction`` -> ``withdrawn`` 55B1/55B2 with the 16C tags of the declaring
      side as offender, :class:`Withdrawn`.

    Raises:
        ValueError: ``option`` is not one of the offer's options (54: see :func:`chosen_54`;
            otherwise ``accept_lead``/``require_retraction``).
    """
    if law.startswith("54"):
        r = chosen_54(option, seat, card, declarer=declarer, proper_leader=proper_leader)
        if option == "spread_hand":
            return Verdict.of(r, BecomeDummy(), AcceptLead(seat, card))
        if option == "accept_lead":
            return Verdict.of(r, AcceptLead(seat, card))
        return Verdict.of(r, PenaltyCard(seat, card, "major"))
    if option == "accept_lead":
        return Verdict.of(lead_accepted_53A(seat, card, by), AcceptLead(seat, card))
    if option != "require_retraction":
        raise ValueError(f"{option!r} is not an option of Law {law} (accept_lead, require_retraction)")
    if law == "56":
        refused = lead_refused_56(seat, card, proper_leader=proper_leader)
        return Verdict.of(refused, PenaltyCard(seat, card, "major"))
    r = retraction_required_55B(
        card, seat=seat, proper_leader=proper_leader, declarer=declarer, edition=edition
    )
    tags = info_tags_16C(declarer, edition=edition)
    return Verdict.of(replace(r, info=tags), Withdrawn(seat, card, r.law, declarer, info=tags))


def lead_out_of_turn_offer_53A(
    r: Ruling, seat: Seat, card: Card, *, declarer: Seat, proper_leader: Seat
) -> Verdict:
    """The choice of ruling ``r`` on ``seat``'s lead out of turn of ``card`` (53-56), as a verdict:
    when ``r`` offers options, an offer (kind ``lead``) to the offender's opponents
    (:func:`choosers_53A`); else no effect."""
    if r.outcome is not Outcome.OPTIONS:
        return Verdict.of(r)
    choosers = choosers_53A(seat, declarer)
    return Verdict.of(r, Offer("lead", r.law, choosers, r.options, seat, card, proper_leader=proper_leader))
