"""Law 45: card played (laws.md §1.5; seeds 002 Swedish 1997, 004 Dutch 1963, 003 RU commentary).

The home of Law 45 (docs/architecture.md, "The home of a Law"): this module declares its
clauses by edition (:data:`CLAUSES`) and its options (:data:`OPTIONS`), and holds the clause
findings - pure functions, one per clause, each taking the facts and the edition (and options
where the Laws leave a choice) and returning a :class:`Decision`. Its modules turn decisions
into rulings, with their messages (gettext domain ``play``):

* :mod:`.play` - 45A (a card faced), 45B (dummy's card by declarer), 45C1-45C3 (held,
  touched), 45C4(a) (named; a gesture), 45E (a fifth card) and words that play no card;
* :mod:`.change` - 45C4(b), a change of an unintended designation (47C, 47D follow);
* :mod:`.dummy` - 45D (a card dummy put out that declarer did not name) and 45F (dummy
  indicating a card).

The engine (:mod:`bridgelaw.engine`) finds the facts in the table state and carries the
verdicts out.

Clause labels differ by edition (:func:`clause`): the 1963 code has a single article 45 with
items a-e (``45(a)`` ... ``45(e)``); 1997 has 45C2 as one sentence; 2007/2017 split 45C2 into
(a) touching/nearly touching and (b) a position indicating it has been played; 2017 numbers
45D as ``45D1``. The 1975 and 1987 codes are not in the seeds: they are labelled and ruled
as 1997 (the nearest code we have), which the caller should bear in mind.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from bridgelaw.cards import Card, Seat
from bridgelaw.clauses import SOURCE_2017, SOURCE_2017_M, Clause, Clauses, Version, version
from bridgelaw.editions import DEFAULT_EDITION, Edition
from bridgelaw.laws.verdict import Memory
from bridgelaw.regulations import Option, Regulations, option
from bridgelaw.table import Table

__all__ = [
    "CLAUSES",
    "OPTIONS",
    "O_45B_MOMENT",
    "O_45C4B_WINDOW",
    "O_45D2",
    "O_POINTING",
    "ChangeFacts",
    "Decision",
    "Designated",
    "NamedUnfaced",
    "Pending45D",
    "UnnamedBeforeTurn",
    "WrongHandCall",
    "both_sides_played_to_next_trick_45D",
    "card_played_45A",
    "change_condition_45C4b",
    "clause",
    "declarer_card_45C2",
    "declarer_may_withdraw_too_45D1",
    "defender_card_45C1",
    "dummy_card_touched_45C3",
    "dummy_indicates_45F",
    "dummy_places_unnamed_45D",
    "fifth_card_45E",
    "fifth_card_lead_laws_45E",
    "may_change_designation_45C4b",
    "named_card_45C4a",
    "no_provision_1963",
    "second_card_to_trick_45E",
    "turned_face_down_45G",
]


E1963, E1987, E1997, E2007, E2017 = Edition.E1963, Edition.E1987, Edition.E1997, Edition.E2007, Edition.E2017
SOURCE_1963_NL = "seed 004 (Dutch 1963 article 45)"
SOURCE_1997_SV = "seed 002 (Swedish 1997 Law 45)"
SOURCE_2007_RU = "seed 002 (Russian 2007 Law 45)"


def _versions(key: str, label_1963: str, *, older: str | None = None, since_2007: str | None = None,
              provided_1963: bool = True) -> tuple[Version, ...]:
    """Law 45's versions: 1963 article 45 items a-e (seed 004), 1997 (Swedish seed 002), 2007
    (Russian seed 002), 2017 (laws.md §1.5)."""
    return (
        version(E1963, label_1963, SOURCE_1963_NL, True, provided_1963),
        version(E1997, older or key, SOURCE_1997_SV, True),
        version(E2007, since_2007 or key, SOURCE_2007_RU, True),
        version(E2017, key, SOURCE_2017, True),
    )


def _fifth_card(key: str) -> tuple[Version, ...]:
    """45E1/45E2: none in 1963; 1987 (Russian) as 1997 on."""
    return (
        version(E1963, "45", SOURCE_1963_NL, True, False),
        version(E1987, key, "laws.md §2 (Russian 1987 45E) [V]", True),
        version(E1997, key, SOURCE_1997_SV, True), version(E2007, key, SOURCE_2007_RU, True),
        version(E2017, key, SOURCE_2017_M))


#: Law 45's clauses and their labels by code (1963: one article 45 with items a-e; 1997: 45C2
#: in one sentence; 2017: 45D1).
CLAUSES = Clauses(
    __name__,
    Clause("45A", "a card faced by a player other than dummy is played", _versions("45A", "45")),
    Clause("45B", "declarer plays from dummy by naming the card", _versions("45B", "45")),
    Clause("45C1", "a defender's card held so that partner could see it", _versions("45C1", "45(a)")),
    Clause("45C2", "declarer's own card held face up", _versions("45C2", "45(b)")),
    Clause("45C2(a)", "declarer's card touching or nearly touching the table",
           _versions("45C2(a)", "45(b)", older="45C2")),
    Clause("45C2(b)", "declarer's card held in a position indicating it has been played",
           _versions("45C2(b)", "45(b)", older="45C2")),
    Clause("45C3", "a dummy card deliberately touched by declarer", _versions("45C3", "45(c)")),
    Clause("45C4(a)", "a card named or designated by declarer", _versions("45C4(a)", "45(d)")),
    Clause("45C4(b)", "change of an unintended designation", _versions("45C4(b)", "45(d)")),
    Clause("45C4(a) no card", "words that name no card while dummy is not to play: nothing is played", (
        version(E1963, "45C4(a)", "cited with its 2017 label in every code (law46.play.no_card_named_46B4 "
                "is not given the edition); the 1963 provision is 45(d), seed 004 [M]"),
        *_versions("45C4(a)", "45(d)")[1:])),
    Clause("45C5", "a card named by a defender (1963 45(e))", _versions("45C5", "45(e)")),
    Clause("45D", "dummy places a card declarer did not name (2017: 45D1)",
           _versions("45D1", "45", since_2007="45D", older="45D", provided_1963=False)),
    Clause("45D2", "45D once both sides have played to the next trick", (
        version(E1963, "45", SOURCE_1963_NL, True, False),
        version(E1997, "45D", SOURCE_1997_SV, True), version(E2007, "45D", SOURCE_2007_RU, True),
        version(E2017, "45D2", "laws.md §2: a D2 exists, text not retrieved [?]"))),
    Clause("45E1", "a defender's fifth card to a trick", _fifth_card("45E1")),
    Clause("45E2", "declarer's fifth card to a trick", _fifth_card("45E2")),
    Clause("45F", "dummy indicates a card", _versions("45F", "45")),
    Clause("45G", "turning a card face down before all four have played", _versions("45G", "45")),
)

#: When a dummy card named by declarer counts as played (45B/45C4(a)).
O_45B_MOMENT = option(
    "O-45B-MOMENT", ("named", "faced"), "named",
    "When a dummy card named by declarer counts as played: when named (45C4(a)), or only when "
    "dummy faces it (45B; meanwhile the naming is ruled not_played and a defender's card is "
    "played before dummy's, Law 57).", clauses=("45B", "45C4(a)"))
#: Declarer pointing at or nodding to a dummy card (45C4(a) "otherwise designates", 45C3).
O_POINTING = option(
    "O-POINTING", ("designation", "touch", "nothing"), "designation",
    "Declarer pointing at or nodding to a dummy card (event 'point'): a designation (45C4(a), "
    "57C footnote), played and not correctable under 45C4(b); or a touch (45C3, played); or "
    "nothing (not played).", clauses=("45C4(a)", "45C3"))
#: When the 2017 window of 45C4(b) closes.
O_45C4B_WINDOW = option(
    "O-45C4B-WINDOW", ("any_card", "legal_card"), "any_card",
    "45C4(b) window closes when declarer next plays any card (the stricter reading).", clauses=("45C4(b)",))
#: 45D once both sides have played to the next trick (45D2).
O_45D2 = option(
    "O-45D2", ("card_stands",), "card_stands",
    "45D once both sides have played to the next trick: the card stands.", clauses=("45D2",))
OPTIONS: tuple[Option, ...] = (O_45B_MOMENT, O_POINTING, O_45C4B_WINDOW, O_45D2)


@dataclass(frozen=True)
class Decision:
    """What a clause of Law 45 decides.

    Attributes:
        played: True if the card is played (deemed played) by the act.
        law: the deciding clause, labelled for the edition (e.g. ``"45C2(a)"``, ``"45(b)"``).
        reason: a short message key saying why (used to pick the ruling's text).
        needs: a finding that was missing and has no default (then the engine asks the director).
        flags: markers such as ``"summon_director"``, ``"adjustment_possible"``.
        options: what the other side may now choose.
    """

    played: bool
    law: str
    reason: str = ""
    needs: str | None = None
    flags: tuple[str, ...] = ()
    options: tuple[str, ...] = ()


# --------------------------------------------------------------- what Law 45 keeps (memory)


@dataclass(frozen=True)
class Designated(Memory):
    """45C4(b): the card played by designation, still open to a change - the event, who spoke,
    whose card, whether it was named, its index in ``table.plays``, and whether it was a
    gesture (``O-POINTING`` = ``designation``). The engine notes it when it plays the card."""

    event: int
    speaker: Seat
    owner: Seat
    card: Card
    by_naming: bool
    at: int
    gesture: bool = False


@dataclass(frozen=True)
class Pending45D(Memory):
    """45D: a card dummy put in the played position without declarer naming it, awaiting
    correction - the event, the card, its index in ``table.plays`` and the trick it went to."""

    event: int
    card: Card
    at: int
    trick: int


@dataclass(frozen=True)
class UnnamedBeforeTurn(Memory):
    """45D: dummy, of his own volition, put ``card`` in the played position before his turn to
    ``trick`` (event ``event``); the card goes back (:func:`dummy_places_unnamed_45D`), and the
    cards played to the trick after it (from index ``at`` of ``table.plays``) were "played after
    the error but before attention was drawn to it" until declarer designates dummy's card: each
    defender may then withdraw his (2017 45D1; 2007/1997 45D). Kept until that trick is complete.
    """

    event: int
    card: Card
    at: int
    trick: int

    def after_play(self, seat: Seat, card: Card, table: Table, trick_completed: bool) -> Memory | None:
        return None if trick_completed else self


@dataclass(frozen=True)
class NamedUnfaced(Memory):
    """45B under ``O-45B-MOMENT`` = ``faced``: the dummy card declarer named, not yet faced;
    forgotten once dummy plays a card."""

    card: Card

    def after_play(self, seat: Seat, card: Card, table: Table, trick_completed: bool) -> Memory | None:
        return None if seat == table.dummy else self


@dataclass(frozen=True)
class WrongHandCall(Memory):
    """55A through 45C4(b): the dummy card declarer called when the lead was in his own hand,
    while the defenders' choice on it is open (a change of it is refused)."""

    card: Card


def clause(key: str, edition: Edition) -> str:
    """The label of a Law 45 clause under ``edition``.

    ``key`` is the 2017 label (``"45C2(a)"``, ``"45D"`` ...). 1963: single article 45 with
    items a-e; 1975-1997: 45C2 without (a)/(b); 2007: 45D without sub-paragraphs; 2017: 45D1.
    The versions are declared in :data:`CLAUSES`.

    Raises:
        KeyError: ``key`` is not a clause of Law 45.
    """
    return CLAUSES.label(key, edition)


def card_played_45A(*, edition: Edition) -> Decision:
    """45A: a player other than dummy plays a card by detaching it and facing it on the table
    in front of him: the card is played (it is then subject to Law 44)."""
    return Decision(True, clause("45A", edition), "faced")


def defender_card_45C1(*, partner_could_see: bool | None, edition: Edition) -> Decision:
    """45C1 (1963: 45(a)): a defender's card held so that his partner could possibly see its
    face is played.

    ``partner_could_see`` None means not found: by the documented default (laws.md §4
    ``O-45C1-COULD-SEE``; RU commentary 45.10: "unless satisfied partner could not have seen
    it, deem it played") the card is played.
    """
    could = True if partner_could_see is None else partner_could_see
    return Decision(could, clause("45C1", edition), "could_see" if could else "could_not_see")


def declarer_card_45C2(*, where: str | None, edition: Edition) -> Decision:
    """45C2 (1963: 45(b)): declarer's own card is played when held face up touching or nearly
    touching the table (2007/2017: (a)), or maintained in a position indicating it has been
    played ((b); not in the 1963 code). Detached and withdrawn in one movement (``lifted``):
    not played (WBF Commentary 2017 on 45). ``where`` None: the director must find it.
    """
    if where is None:
        return Decision(False, clause("45C2", edition), "where_unknown", needs="where")
    if where == "touching_table":
        return Decision(True, clause("45C2(a)", edition), "touching_table")
    if where == "played_position":
        if edition <= Edition.E1963:
            return Decision(False, clause("45C2", edition), "position_1963")
        return Decision(True, clause("45C2(b)", edition), "played_position")
    return Decision(False, "45" if edition <= Edition.E1963 else "45C2", "lifted")


def dummy_card_touched_45C3(*, purpose: str | None, edition: Edition) -> Decision:
    """45C3 (1963: 45(c)): a dummy card declarer deliberately touches is played, unless he
    touched it to arrange dummy's cards or to reach a card above or below it.

    ``purpose`` None: the director must find why it was touched (``needs="purpose"``).
    """
    label = clause("45C3", edition)
    if purpose is None:
        return Decision(False, label, "purpose_unknown", needs="purpose")
    if purpose == "play":
        return Decision(True, label, "touched_to_play")
    return Decision(False, label, f"touched_to_{purpose}")


def named_card_45C4a(*, edition: Edition) -> Decision:
    """45C4(a) (1963: 45(d)): a card is played when a player names or otherwise designates it
    as the card he proposes to play (2017: "but see Law 47")."""
    return Decision(True, clause("45C4(a)", edition), "named")


@dataclass(frozen=True)
class ChangeFacts:
    """Facts for a proposed change of designation (45C4(b)).

    Attributes:
        by_declarer: the player changing is declarer.
        dummy_card: the earlier designation was of a dummy card.
        by_naming: the earlier designation was made by naming the card (not touch/placing/pointing).
        own_side_played_since: a card has since been played by the player (2017: declarer from
            either hand) or, before 2017, by his side (his partner; for declarer, a card from
            either hand other than the designated one).
        legal_plays_only: the cards played since were all legal (for ``O-45C4B-WINDOW``).
        slip_of_tongue: director's finding that the designation was unintended (a slip).
        pause_for_thought: director's finding of a pause for thought (1963-2007).
        wrong_hand: declarer named a dummy card when the lead was in his own hand (never
            inadvertent, in every edition: RU commentary on 1997, 45.5 "когда разыгрывающий
            назвал карту со стола, когда ход был с его собственной руки, это не может
            трактоваться как случайность"; Law 55 governs the card called).
        by_gesture: the earlier designation was a gesture or nod at a dummy card (option
            ``O-POINTING`` = ``designation``: 45C4(a) "otherwise designates"). 2017: only a
            named dummy card may be changed (reason ``scope_gesture``); before 2017 a gesture
            is a designation like any other and may be changed.

    ``by_naming`` and ``by_gesture`` both False: the card was touched (45C3) or placed/taken
    by declarer (45B) - a card *played*, not designated, never changed under 45C4(b)
    (reason ``scope_named`` in 2017, ``scope_played`` before).
    """

    by_declarer: bool
    dummy_card: bool
    by_naming: bool
    own_side_played_since: bool
    legal_plays_only: bool = True
    slip_of_tongue: bool = False
    pause_for_thought: bool = False
    wrong_hand: bool = False
    by_gesture: bool = False


def may_change_designation_45C4b(
    facts: ChangeFacts, *, edition: Edition, regulations: Regulations
) -> Decision:
    """45C4(b) (1963: 45(d)): may the player change an unintended designation? ``played`` is
    True when the change is allowed (the new card is played; the old one returns, 47C).

    Scope and window per edition (laws.md §2; seeds 001/002, 004):

    * every edition: declarer's call of a dummy card when the lead was in his own hand is
      never inadvertent (``wrong_hand``; RU commentary on 1997, 45.5); the called card stays
      a lead from the wrong hand (Law 55).
    * 2017: declarer only, of a dummy card, made by naming it (not a gesture, touch or
      placing: WBF Commentary); until he next plays a card from either hand
      (``O-45C4B-WINDOW``: any card, or only a legal one); a slip of the tongue only.
    * 2007 (RU seed 001: "Пока его партнер не сыграл картой, игрок может изменить
      обозначение карты, сделанное им ненамеренно"): any player, any designation ("называет
      ее или как-либо иначе обозначает" - a gesture included); not a dummy card declarer
      deliberately touched (45C3 "преднамеренно дотронулся": a touch plays the card);
      unintended, without pause for thought; until his partner has played a card (for
      declarer naming dummy's card: until declarer plays from his own hand, reason
      ``window_declarer_2007``).
    * 1997 (Swedish seed 002: "ändra ett oavsiktligt angivande ... utan tankepaus") and 1963
      (Dutch seed 004, 45(d): "een niet bedoelde aanduiding wijzigen, mits dit zonder
      onderbreking geschiedt"): any player, any designation, not a touched or placed card;
      inadvertent, without pause for thought (a further card from his side is such a
      pause).

    The refusal reasons (``Decision.reason``): ``wrong_hand``, ``scope_declarer_dummy``,
    ``scope_named`` (2017: touched or placed), ``scope_gesture`` (2017: a gesture),
    ``scope_played`` (before 2017: touched or placed), ``window_2017``, ``window_partner``,
    ``window_declarer_2007``, ``window_pause``, ``pause`` (1963: ``window_interruption``,
    ``interruption``; the finding is still ``pause_for_thought``), ``not_slip`` (2017) /
    ``not_unintended`` (before 2017).
    """
    label = clause("45C4(b)", edition)
    if facts.wrong_hand:
        return Decision(False, label, "wrong_hand")
    if edition >= Edition.E2017:
        refused = _scope_and_window_2017_45C4b(facts, label, edition=edition, regulations=regulations)
    else:
        refused = _scope_and_window_before_2017_45C4b(facts, label, edition=edition)
    if refused is not None:
        return refused
    if not facts.slip_of_tongue:
        return Decision(False, label, "not_slip" if edition >= Edition.E2017 else "not_unintended")
    return Decision(True, label, "slip", options=("withdraw_and_substitute",))



def _scope_and_window_2017_45C4b(
    facts: ChangeFacts, label: str, *, edition: Edition, regulations: Regulations
) -> Decision | None:
    """45C4(b) 2017: declarer's naming of a dummy card only, until he next plays a card
    (``O-45C4B-WINDOW``). The refusal, or None when scope and window allow the change."""
    if not facts.by_declarer or not facts.dummy_card:
        return Decision(False, label, "scope_declarer_dummy")
    if facts.by_gesture:
        return Decision(False, label, "scope_gesture")
    if not facts.by_naming:
        return Decision(False, label, "scope_named")
    closed = facts.own_side_played_since
    if (
        closed
        and regulations.get(O_45C4B_WINDOW, edition) == "legal_card"
        and not facts.legal_plays_only
    ):
        closed = False
    if closed:
        return Decision(False, label, "window_2017")
    return None


def _scope_and_window_before_2017_45C4b(
    facts: ChangeFacts, label: str, *, edition: Edition
) -> Decision | None:
    """45C4(b) 2007/1997 and 1963 45(d): any designation but a touched or placed card, before
    the partner (2007) or the side (1997, 1963) plays again, without pause for thought (1963:
    without interruption). The refusal, or None when scope and window allow the change."""
    if not facts.by_naming and not facts.by_gesture:
        return Decision(False, label, "scope_played")
    old = edition <= Edition.E1963  # Dutch 45(d): "zonder onderbreking" (without interruption)
    if facts.own_side_played_since:
        if edition < Edition.E2007:
            return Decision(False, label, "window_interruption" if old else "window_pause")
        if facts.by_declarer and facts.dummy_card:
            return Decision(False, label, "window_declarer_2007")
        return Decision(False, label, "window_partner")
    if facts.pause_for_thought:
        return Decision(False, label, "interruption" if old else "pause")
    return None

ChangeCondition = Literal["slip_of_tongue", "no_pause_for_thought", "without_interruption"]


def change_condition_45C4b(edition: Edition) -> ChangeCondition:
    """The condition under which 45C4(b) lets a designation be changed, as the change ruling
    words it (it picks the message; the decision itself is :func:`may_change_designation_45C4b`).

    2017: ``"slip_of_tongue"`` - an unintended designation (a slip of the tongue) changed before
    declarer next plays a card; 2007 and 1997: ``"no_pause_for_thought"`` - an unintended
    (inadvertent) designation changed without pause for thought (RU 2007 "без паузы на
    размышление", SV 1997 "utan tankepaus"); 1963: ``"without_interruption"`` - Dutch seed
    004, 45(d): "Een speler mag straffeloos een niet bedoelde aanduiding wijzigen, mits dit
    zonder onderbreking geschiedt" (without penalty, without interruption).
    """
    if edition >= Edition.E2017:
        return "slip_of_tongue"
    if edition <= Edition.E1963:
        return "without_interruption"
    return "no_pause_for_thought"


def no_provision_1963(edition: Edition) -> bool:
    """True when the code has no 45D/45E provision: the 1963 article 45 (Dutch seed 004)
    knows neither dummy's misplayed card nor a fifth card to a trick; it says only "Een
    eenmaal gespeelde kaart mag niet worden teruggenomen, behalve in de gevallen, vermeld in
    art. 47" (a played card may not be taken back except as article 47 provides). The engine
    then answers ``director`` (flag ``no_provision_1963``) instead of applying 45D/45E. The
    editions without the provision are declared in :data:`CLAUSES`."""
    return not CLAUSES["45D"].provided(edition)


def dummy_places_unnamed_45D(
    *, both_sides_played_to_next_trick: bool, edition: Edition, regulations: Regulations
) -> Decision:
    """45D (2017: 45D1): dummy puts in the played position a card declarer did not name.

    Attention drawn before both sides have played to the next trick: the card is withdrawn
    (``played`` False); the named card, or the card declarer now designates, is played; each
    defender may withdraw a card played after the error and return it to his hand; if
    declarer's RHO changes his card, declarer may withdraw his own later card (16C/16D).
    Later: the card stands (``O-45D2``). RU 2007 45D (seed 001): the card "необходимо взять
    назад, если внимание к этому привлечено до того, как каждая сторона сыграла в следующую
    взятку" - the withdrawal is conditional on attention being drawn in time (the engine's
    first ruling says so, and rules "the card stands" when the window closes). The 1963 code
    has no such clause (:func:`no_provision_1963`).
    """
    if both_sides_played_to_next_trick:
        regulations.get(O_45D2, edition)  # only value: the card stands
        return Decision(True, clause("45D2", edition), "too_late")
    return Decision(False, clause("45D", edition), "withdraw", options=("withdraw_later_cards",))


def both_sides_played_to_next_trick_45D(
    *, error_trick: int, trick_number: int, current_trick: Sequence[tuple[Seat, Card]], declarer: Seat
) -> bool:
    """45D (2017: 45D1/45D2): is attention to dummy's card that declarer did not name drawn too
    late? It is once both sides have played to the next trick (then the card stands, 45D2 /
    option ``O-45D2``).

    Args:
        error_trick: the number of the trick dummy put the card to.
        trick_number: the number of the current trick.
        current_trick: the cards played to the current trick so far.
        declarer: declarer's seat (to tell the sides apart).

    Returns:
        True two or more tricks later, or in the next trick once a card of each side is in it.
    """
    if trick_number > error_trick + 1:
        return True
    if trick_number == error_trick + 1:
        return len({s.same_side(declarer) for s, _ in current_trick}) == 2
    return False


def declarer_may_withdraw_too_45D1(*, changed_by: Seat, declarer: Seat) -> bool:
    """45D (2017: 45D1; 1997 45D, seed 002): after dummy's card declarer did not name goes
    back, "if declarer's RHO changes his card, declarer may withdraw a card he had
    subsequently played to that trick". True when ``changed_by`` (the defender who withdrew
    his card) is declarer's RHO."""
    return changed_by == declarer.rho


def fifth_card_45E(
    *, defender: bool, deemed_lead: bool, edition: Edition, right_to_lead: bool = True
) -> Decision:
    """45E: a fifth card to a trick (a card from a seat that has already played to it) - only
    to a trick that holds four cards and is not quitted (a card faced after the trick was
    quitted, or where that is not known, is a lead: :mod:`bridgelaw.laws.law65_66`; a second
    card to a trick of fewer cards is :func:`second_card_to_trick_45E`).

    Defender (45E1): a penalty card (Law 50), unless the director deems it a lead to the next
    trick (then Laws 53 and 56). Declarer, from hand or dummy (45E2): returned to the hand
    without rectification (1997: "utgår ingen bestraffning", without penalty), unless deemed
    a lead (then Law 55; 1997: Law 53). ``played`` is True only when it is deemed a lead.

    1997 and earlier: declarer's card may be deemed a lead only if his side had the right to
    lead (RU commentary on 1997, seed 003, 45.7: "Для того, чтобы карта считалась ходом,
    необходимо, чтобы было право на ход"); ``right_to_lead`` False then returns it to the
    hand (reason ``returned_no_right``). 2007/2017 make no such condition (Law 55 covers a
    lead out of turn). The 1963 code has no 45E (:func:`no_provision_1963`): the engine
    rules ``director``.
    """
    key = "45E1" if defender else "45E2"
    label = clause(key, edition)
    if deemed_lead and not defender and not right_to_lead and edition < Edition.E2007:
        return Decision(False, label, "returned_no_right", flags=("summon_director",))
    if deemed_lead:
        return Decision(
            True,
            label,
            "deemed_lead",
            options=("accept_lead", "require_retraction"),
            flags=("summon_director",),
        )
    return Decision(False, label, "penalty_card" if defender else "returned", flags=("summon_director",))


def second_card_to_trick_45E(*, defender: bool, partner_to_play: bool, edition: Edition) -> Decision:
    """45E's scope: a *fifth* card is one played to a trick that already holds four cards (and
    is not yet quitted, Laws 65A/66C: :func:`bridgelaw.laws.law65_66.trick_quitted_66`). A
    player who has played to a trick of fewer than four cards and faces another card is not
    playing a fifth card; the card cannot be played to this trick, and it is ruled by the clause
    of what it is (``played`` is always False here; ``law`` names that clause, ``reason`` says
    which case):

    * a defender whose partner has still to play to the trick: a lead to the next trick before
      his partner has played to the current one - Law 57A (``premature_lead_57A``; the 57C
      exceptions are 57's to apply);
    * a defender whose partner has played: not the normal course of play, so an exposed card -
      Law 49, a penalty card classed by 50B (deliberately faced: major) (``exposed_49``);
    * declarer (from his own hand): Law 48A - declarer is not subject to rectification for
      exposing a card; it goes back to his hand, never a penalty card (``exposed_48A``).

    Two cards faced at once are 58B, a card played out of turn before the trick reaches the
    player is 57; neither comes here (the card here is a second card of one player).
    """
    if defender and partner_to_play:
        from bridgelaw.laws import law57  # Law 57's label, only for a defender's second card

        return Decision(False, law57.CLAUSES.label("57A", edition), "premature_lead_57A",
                        flags=("summon_director",))
    if defender:
        return Decision(False, "49", "exposed_49", flags=("summon_director",))
    return Decision(False, "48A", "exposed_48A", flags=("summon_director",))


def fifth_card_lead_laws_45E(*, defender: bool, edition: Edition = DEFAULT_EDITION) -> str:
    """45E: the Laws that apply when the director deems a fifth card a lead to the next trick,
    as the ruling cites them: a defender's (45E1) ``"53, 56"``; declarer's (45E2) ``"55"``
    (RU 2007 seed 001: "применяется Правило 55"), but ``"53"`` in 1997 and earlier (Swedish
    1997 45E2, seed 002: "i vilket fall lag 53 kan bli tillämplig")."""
    if defender:
        return "53, 56"
    return "55" if edition >= Edition.E2007 else "53"


def dummy_indicates_45F(*, suggestion: bool, edition: Edition) -> Decision:
    """45F: after dummy is faced, dummy touches or indicates a card without declarer's
    instruction. No card is played.

    1997/2007/2017: summon the director forthwith; play continues; if dummy suggested a play
    and the defenders were damaged, the director adjusts (flag ``adjustment_possible``):
    2007/2017 he *shall* award an adjusted score (RU seed 001: "Судья должен присудить
    компенсирующую запись, если он решит, что болван подсказал разыгрывающему игру и
    вистующим нанесен ущерб"), 1997 he reserves the right to (SV seed 002: "behålla rätten
    att utdöma ett korrigerat nytt resultat").
    1963 (Dutch seed): if the director judges it a suggestion, he may forbid declarer the line
    of play it suggested (option ``forbid_suggested_line``).
    """
    label = clause("45F", edition)
    if not suggestion:
        return Decision(False, label, "no_suggestion", flags=("summon_director",))
    if edition <= Edition.E1963:
        return Decision(
            False, label, "forbid_line", flags=("summon_director",), options=("forbid_suggested_line",)
        )
    return Decision(False, label, "adjust", flags=("summon_director", "adjustment_possible"))


def turned_face_down_45G(*, cards_in_trick: int, edition: Edition) -> Decision:
    """45G: no player should turn his card face down until all four have played to the trick.

    ``cards_in_trick`` is how many cards the trick holds when the card is turned; below four
    it is an infraction of correct procedure (no card changes state; director may be called).
    """
    label = clause("45G", edition)
    if cards_in_trick < 4:
        return Decision(False, label, "too_early", flags=("summon_director",))
    return Decision(False, label, "in_order")
