"""Law 50: disposition of a penalty card (laws.md §1.10).

The home of Law 50 (docs/architecture.md, "The home of a Law"). A defender's card exposed
outside normal play (Law 49), or withdrawn in the course of rectification (47A/47B), becomes a
*penalty card* (50 preamble). This module:

* classifies it (50B): :func:`penalty_class_50B` -> ``"major"`` or ``"minor"``;
* keeps the penalty cards on the table as an immutable value, :class:`PenaltyCardArea`
  (50A: a penalty card stays face up in front of its owner until played or picked up);
* turns them into :class:`~bridgelaw.table.Restriction` objects that a
  :class:`~bridgelaw.table.Table` applies on top of Law 44:
  :class:`MinorPenaltyCardRestriction` (50C), :class:`MajorPenaltyCardRestriction` (50D1,
  51A) and :class:`LeadRestriction` (50D2, 51B) - Law 44C always outranks them and the
  table's Law 59 fallback applies when a player cannot comply;
* says which penalty card must be played now (:func:`penalty_card_to_play_50D1`: 50D1; 51A
  when several could be);
* tags the information a penalty card gives (:func:`penalty_card_information_50E`: 50E; 1997
  50D1 and the WBF LC minute of 24 Aug 1998).

Declarer's lead restrictions when the owner's partner is to lead (50D2, with 51B for several
penalty cards) are :mod:`.lead`; two or more penalty cards, :mod:`bridgelaw.laws.law51`; a
failure to play a penalty card, :mod:`bridgelaw.laws.law52`.

Order of restrictions: 50D1(c) says following suit *and any other lead or play restriction*
take precedence over the duty to play a major penalty card. A table applies restrictions in
list order and skips one that would leave nothing, so append the restrictions from
:meth:`PenaltyCardArea.restrictions` *after* any other restriction on the same seat.

Messages: gettext domain ``play``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Literal

from bridgelaw.cards import SUIT_MASKS, Card, Rank, Seat, Suit
from bridgelaw.clauses import (
    SOURCE_1997_M,
    SOURCE_2017_M,
    SOURCE_OLD,
    SOURCE_PRE_1997,
    Clause,
    Clauses,
    same,
    version,
)
from bridgelaw.editions import Edition
from bridgelaw.laws.home import Messages
from bridgelaw.laws.law16 import side_name
from bridgelaw.regulations import Option, Regulations, option
from bridgelaw.rulings import Outcome, Ruling
from bridgelaw.table import Restriction, Table

__all__ = [
    "CLAUSES",
    "MESSAGES",
    "OPTIONS",
    "O_50B_TWO_CARDS",
    "O_50_DIRECTOR_OTHERWISE",
    "ExposureHow",
    "LeadRestriction",
    "MajorPenaltyCardRestriction",
    "MinorPenaltyCardRestriction",
    "PenaltyCard",
    "PenaltyCardArea",
    "PenaltyKind",
    "flag_penalty_class_50",
    "lead_choice_label_50D2",
    "legal_before_penalty_cards_50D1",
    "penalty_card_information_50E",
    "penalty_card_played_50",
    "penalty_card_to_play_50D1",
    "penalty_cards_allow_50D1",
    "penalty_cards_become_major_50B",
    "penalty_class_50B",
    "penalty_class_flags_50",
]

E1963, E1975, E1987, E1997, E2007, E2017 = (
    Edition.E1963, Edition.E1975, Edition.E1987, Edition.E1997, Edition.E2007, Edition.E2017
)

#: Law 50's clauses and their labels by code.
CLAUSES = Clauses(
    __name__,
    Clause("50", "penalty cards: preamble", same("50")),
    Clause("50B", "major or minor penalty card", (
        version(E1963, "50B", "seed 004 (Dutch 1963): a plain penalty card, no major/minor class"),
        version(E1997, "50B", "laws.md §1.10 (1997 text) [V]", True),
        version(E2017, "50B", "laws.md §1.10 [V]", True))),
    Clause("50C", "minor penalty card", same("50C")),
    Clause("50D1", "major penalty card: played at the first legal opportunity", (
        version(E1963, "50D1", SOURCE_OLD),
        version(E1997, "50D1", "laws.md §1.10 (1997) [V]", True),
        version(E2017, "50D1", "laws.md §1.10 [V]", True))),
    Clause("50D2", "major penalty card: declarer's choice of lead restrictions", (
        version(E1963, "50D2", SOURCE_OLD),
        version(E1997, "50D2", "laws.md §1.10 (1997) [V]", True),
        version(E2017, "50D2", "laws.md §1.10 [V]", True))),
    Clause("50D2(a)", "declarer requires or prohibits the suit", (
        version(E1963, "50D2(a)", SOURCE_OLD),
        version(E1997, "50D2(a)", "laws.md §1.10 (1997) [V]", True),
        version(E2017, "50D2(a)", "laws.md §1.10 [V]", True))),
    Clause("50D2(b)", "declarer does neither: the card stays a penalty card", (
        version(E1963, "50D2(b)", SOURCE_OLD),
        version(E1997, "50D2(b)", "laws.md §1.10 (1997) [V]", True),
        version(E2017, "50D2(b)", "laws.md §1.10 [V]", True))),
    Clause("50E", "information from a penalty card", (
        version(E1963, "16A", SOURCE_OLD),
        version(E1975, "16A", SOURCE_PRE_1997),
        version(E1987, "16A", SOURCE_PRE_1997),
        version(E1997, "50D1", SOURCE_1997_M),
        version(E2007, "50E", "laws.md §1.10 (2007 E1) [V]", True),
        version(E2017, "50E", SOURCE_2017_M))),
)

#: Two cards played together: is the card left over major when it was the one meant (50B)?
O_50B_TWO_CARDS = option(
    "O-50B-TWO-CARDS", ("intent_based", "always_minor"), "intent_based",
    "Two cards played together, a non-honour left over: major if it was the card meant "
    "to be played.",
    clauses=("50B",))
#: The Director's designation that an exposed card is not a penalty card (50 preamble).
O_50_DIRECTOR_OTHERWISE = option(
    "O-50-DIRECTOR-OTHERWISE", ("false", "true"), "false",
    "Law 50 preamble: the Director designates that a defender's exposed card is not a "
    "penalty card (a finding; default: it is one).",
    clauses=("50",))
OPTIONS: tuple[Option, ...] = (O_50B_TWO_CARDS, O_50_DIRECTOR_OTHERWISE)

#: The messages of Law 50: gettext domain ``play`` (``locale/<lang>/LC_MESSAGES/play.po``).
MESSAGES = Messages("play")
_params = MESSAGES.params

MUST_PLAY_MAJOR_PENALTY_CARD = MESSAGES(
    '{seat} must play the major penalty card {card} at this first legal opportunity.')
DECLARER_DESIGNATES_PENALTY_CARD = MESSAGES.plural(
    '{seat} has {count} penalty card that can legally be played ({cards}): declarer '
    'designates which one is played.',
    '{seat} has {count} penalty cards that can legally be played ({cards}): declarer '
    'designates which one is played.')
MINOR_BECAME_MAJOR = MESSAGES(
    '{seat} now has two or more penalty cards ({cards}), so his minor penalty card {card} becomes a '
    'major penalty card (Law {law}): each must be played at the first legal opportunity (50D1), '
    'declarer designates which when more than one can be played (51A), and when {partner} is to lead '
    'declarer chooses under Law {lead_law}.')

PenaltyKind = Literal["major", "minor"]
ExposureHow = Literal["unintended", "deliberate"]

#: Cards of each suit below honour rank (2-9): the cards 50C forbids while a minor
#: penalty card of that suit is on the table.
_LOW_MASKS = tuple(
    sum(1 << (13 * s + r - 2) for r in range(2, int(Rank.TEN))) for s in range(4)
)



# --------------------------------------------------------------------------- 50B


@dataclass(frozen=True, slots=True)
class PenaltyCard:
    """One penalty card on the table (50A).

    Attributes:
        card: the card.
        seat: the defender it belongs to.
        kind: ``"major"`` or ``"minor"`` (50B).
    """

    card: Card
    seat: Seat
    kind: PenaltyKind

    def __str__(self) -> str:
        return f"{self.seat.letter}:{self.card} ({self.kind})"


def penalty_class_flags_50(edition: Edition) -> tuple[str, ...]:
    """Flags a ruling that classes a penalty card major or minor carries under ``edition``.

    The 1963 code (Dutch seed 004, article 45(e)) knows only a plain penalty card: a card must
    be played "indien het een strafkaart is, onderworpen aan het bepaalde in art. 50" - no
    major/minor distinction (laws.md §2: "no distinction (believed)"). The engine keeps the
    50B class (it drives the 50C/50D restrictions, which are read with the 1997 rule) but flags
    it ``class_unverified`` for 1963, so a reader knows the class is not the 1963 text's.
    Returns ``("class_unverified",)`` for 1963 and earlier, else ``()``.
    """
    return ("class_unverified",) if edition <= Edition.E1963 else ()


def flag_penalty_class_50(rulings: Iterable[Ruling], edition: Edition) -> tuple[Ruling, ...]:
    """``rulings`` (an event's), each that classes a penalty card major or minor with the
    edition's flags on that class (:func:`penalty_class_flags_50`; 1963: ``class_unverified``);
    other rulings unchanged. Raises nothing."""
    flags = penalty_class_flags_50(edition)
    if not flags:
        return tuple(rulings)
    out = []
    for ruling in rulings:
        classed = ruling.penalty in ("major", "minor")
        extra = tuple(f for f in flags if f not in ruling.flags) if classed else ()
        out.append(replace(ruling, flags=(*ruling.flags, *extra)) if extra else ruling)
    return tuple(out)


def penalty_class_50B(
    card: Card,
    seat: Seat,
    existing: Sequence[PenaltyCard] | PenaltyCardArea = (),
    *,
    how: ExposureHow = "unintended",
    intended_card: Card | None = None,
    edition: Edition,
    regulations: Regulations,
) -> PenaltyKind:
    """Law 50B: is a newly exposed defender's card a major or a minor penalty card?

    * When the defender now has two or more penalty cards, all are major (50B last clause;
      :meth:`PenaltyCardArea.add` upgrades the earlier ones).
    * A card of honour rank (ten to ace) is major.
    * A card exposed through deliberate play (a lead out of turn, a revoke then corrected,
      a premature play under 57A, a card illegally played under 52B2) is major.
    * A single card below honour rank exposed unintentionally (dropped, or two cards played
      to a trick at once) is minor - except, under option ``O-50B-TWO-CARDS = intent_based``
      (the default), when two cards were played together and the card left over is the one
      the player meant to play (``intended_card == card``): then its exposure was deliberate
      and it is major. With ``always_minor`` the left-over non-honour is always minor.

    The 1997 code says "inadvertently", 2007/2017 "unintentionally": same rule. Codes before
    1997 are read with the 1997 rule (their texts were not available; see
    docs/penalty-cards.md).

    Args:
        card: the exposed card.
        seat: the defender who exposed it.
        existing: the penalty cards already on the table (any seat; only ``seat``'s count).
        how: ``"unintended"`` or ``"deliberate"`` (a finding of the Director).
        intended_card: for two cards played at once, the card the player meant to play, or
            None when unknown (then the left-over card is treated as unintended).
        edition: the code of the Laws.
        regulations: options in force (``O-50B-TWO-CARDS``).

    Returns:
        ``"major"`` or ``"minor"``.

    Raises:
        ValueError: ``how`` is not ``"unintended"`` or ``"deliberate"``.
    """
    if how not in ("unintended", "deliberate"):
        raise ValueError(f"how must be 'unintended' or 'deliberate', not {how!r} (Law 50B)")
    others = [p for p in existing if p.seat == seat and p.card is not card]
    if others:
        return "major"
    if card.rank.is_honour:
        return "major"
    if how == "deliberate":
        return "major"
    if (
        intended_card is card
        and regulations.get(O_50B_TWO_CARDS, edition) == "intent_based"
    ):
        return "major"
    return "minor"


def penalty_cards_become_major_50B(
    card: Card, seat: Seat, area: PenaltyCardArea, *, edition: Edition
) -> Ruling:
    """50B, last clause: "when one defender has two or more penalty cards, all such cards become
    major penalty cards" (1997 [V], 2007/2017 [V]) - ``card``, a minor penalty card of ``seat``,
    has just become major because ``seat`` now has two or more penalty cards (``area``, after
    the change). It stays major when the others are played or picked up (50B "becomes"; EBU TD
    forum "Penalty Cards": "A major penalty card retains that status until it has been played").

    1963: the code has no major/minor class (seed 004); the engine flags the class
    ``class_unverified`` (:func:`flag_penalty_class_50`).

    Returns:
        ``penalty_card`` with ``penalty == "major"``, law 50B, ``extra["penalty_cards"]`` every
        penalty card of ``seat`` and ``extra["was"] == "minor"``.
    """
    law = CLAUSES.label("50B", edition)
    mine = [str(p.card) for p in area.of(seat)]
    return Ruling(
        Outcome.PENALTY_CARD, law, seat=seat, card=card, penalty="major",
        message=MINOR_BECAME_MAJOR,
        params=_params(seat=seat.letter, card=str(card), cards=mine, law=law, partner=seat.partner.letter,
                       lead_law=lead_choice_label_50D2(area, seat)),
        extra={"was": "minor", "penalty_cards": [f"{seat.letter}:{c}" for c in mine]},
    )


# --------------------------------------------------------------------------- 50A


@dataclass(frozen=True, slots=True)
class PenaltyCardArea:
    """The penalty cards face up on the table (50A), an immutable value.

    Every change returns a new area. Iterating yields :class:`PenaltyCard` in the order they
    were exposed.

    Attributes:
        cards: the penalty cards, in order of exposure.
    """

    cards: tuple[PenaltyCard, ...] = ()

    def __iter__(self) -> Iterator[PenaltyCard]:
        return iter(self.cards)

    def __len__(self) -> int:
        return len(self.cards)

    def __contains__(self, card: object) -> bool:
        return any(p.card is card for p in self.cards)

    def of(self, seat: Seat) -> tuple[PenaltyCard, ...]:
        """The penalty cards of ``seat``, in order of exposure."""
        return tuple(p for p in self.cards if p.seat == seat)

    def majors(self, seat: Seat) -> tuple[Card, ...]:
        """The major penalty cards of ``seat``."""
        return tuple(p.card for p in self.cards if p.seat == seat and p.kind == "major")

    def minors(self, seat: Seat) -> tuple[Card, ...]:
        """The minor penalty cards of ``seat`` (at most one: 50B)."""
        return tuple(p.card for p in self.cards if p.seat == seat and p.kind == "minor")

    def get(self, card: Card) -> PenaltyCard | None:
        """The penalty card entry for ``card``, or None if it is not a penalty card."""
        for p in self.cards:
            if p.card is card:
                return p
        return None

    def add(self, card: Card, seat: Seat, kind: PenaltyKind) -> PenaltyCardArea:
        """A new area with ``card`` as a penalty card of ``seat``.

        50B: when one defender has two or more penalty cards, all of them become major, so
        ``seat``'s earlier minor card is upgraded.

        Raises:
            ValueError: ``card`` already is a penalty card, or ``kind`` is not major/minor.
        """
        if kind not in ("major", "minor"):
            raise ValueError(f"penalty card kind must be 'major' or 'minor', not {kind!r} (Law 50B)")
        if card in self:
            raise ValueError(f"{card} is already a penalty card (Law 50A)")
        mine = self.of(seat)
        if mine:
            upgraded = tuple(replace(p, kind="major") if p.seat == seat else p for p in self.cards)
            return PenaltyCardArea((*upgraded, PenaltyCard(card, seat, "major")))
        return PenaltyCardArea((*self.cards, PenaltyCard(card, seat, kind)))

    def remove(self, card: Card) -> PenaltyCardArea:
        """A new area without ``card`` (played, or picked up under 50D2(a)/51B).

        A card that is not a penalty card leaves the area unchanged. Cards that remain keep
        their kind (50B classifies at the moment of exposure; 52B1(c) "remains").
        """
        return PenaltyCardArea(tuple(p for p in self.cards if p.card is not card))

    def pick_up_suit(self, seat: Seat, suit: Suit) -> PenaltyCardArea:
        """A new area in which ``seat``'s penalty cards of ``suit`` are picked up (50D2(a),
        51B1(a)/(b), 51B2)."""
        return PenaltyCardArea(tuple(p for p in self.cards if not (p.seat == seat and p.card.suit == suit)))

    def after_play(self, seat: Seat, card: Card) -> PenaltyCardArea:
        """The area after ``seat`` played ``card``: a penalty card that is played leaves it
        (50C/50D1); any other card leaves the area unchanged."""
        p = self.get(card)
        if p is not None and p.seat == seat:
            return self.remove(card)
        return self

    def restrictions(self) -> list[Restriction]:
        """The play restrictions of every penalty card, for ``Table.restrictions``.

        One :class:`MinorPenaltyCardRestriction` per minor card (50C) and one
        :class:`MajorPenaltyCardRestriction` per seat holding major cards (50D1, 51A).
        Append them *after* other restrictions on the same seat (50D1(c)).
        """
        out: list[Restriction] = []
        for seat in Seat:
            for c in self.minors(seat):
                out.append(MinorPenaltyCardRestriction(seat, c))
            majors = self.majors(seat)
            if majors:
                out.append(MajorPenaltyCardRestriction(seat, majors))
        return out

    def __str__(self) -> str:
        return ", ".join(map(str, self.cards)) or "no penalty cards"


# --------------------------------------------------------------- restrictions


def _still_held(table: Table, seat: Seat, card: Card) -> bool:
    """True while ``card`` is in ``seat``'s hand (not yet played)."""
    return bool(table.hand(seat).mask & card.bit)


@dataclass(slots=True)
class MinorPenaltyCardRestriction:
    """50C: while a defender has a minor penalty card he may not play any other card of the
    same suit below honour rank until he has played the penalty card; he may play an honour
    of that suit instead, and any card of another suit when Law 44 allows it.

    A :class:`~bridgelaw.table.Restriction` (a plain dataclass, since the protocol's
    attributes are settable; treat it as immutable): ``narrow`` keeps the cards the clause
    allows.
    It does nothing once the card is no longer in the owner's known hand (played).
    The penalty card must be listed in the owner's hand on the table.
    """

    seat: Seat
    card: Card
    law: str = "50C"

    def narrow(self, table: Table, legal_mask: int) -> int:
        """The subset of ``legal_mask`` (cards legal under Law 44) that 50C allows."""
        if not _still_held(table, self.seat, self.card):
            return legal_mask
        forbidden = _LOW_MASKS[self.card.suit] & ~self.card.bit
        return legal_mask & ~forbidden


@dataclass(slots=True)
class MajorPenaltyCardRestriction:
    """50D1(a): a major penalty card must be played at the first legal opportunity, in
    leading, following suit, discarding or trumping. 50D1(b)/51A: when two or more of the
    defender's penalty cards can legally be played, declarer designates which; ``narrow``
    then leaves all of them and :func:`penalty_card_to_play_50D1` returns declarer's choice.
    50D1(c): following suit (44C) takes precedence; the card waits for the next legal
    opportunity (the table's Law 59 fallback keeps the Law 44 cards when none is legal).

    Attributes:
        seat: the defender.
        cards: his major penalty cards (still face up).
        law: ``"50D1"``.
    """

    seat: Seat
    cards: tuple[Card, ...]
    law: str = "50D1"

    @property
    def mask(self) -> int:
        """The 52-bit mask of the penalty cards."""
        m = 0
        for c in self.cards:
            m |= c.bit
        return m

    def narrow(self, table: Table, legal_mask: int) -> int:
        """The penalty cards among ``legal_mask``; 0 (no narrowing: Law 59) if none is legal."""
        return legal_mask & self.mask


@dataclass(slots=True)
class LeadRestriction:
    """A lead restriction on the partner of a defender with a major penalty card.

    50D2(a) / 51B1 / 51B2: declarer requires the lead of a suit, or prohibits it "for as
    long as he retains the lead". If the player cannot comply he may lead any card
    (Law 59: the table's fallback when ``narrow`` leaves nothing).

    Attributes:
        seat: the defender who is to lead (the penalty card owner's partner).
        suit: the suit required or prohibited.
        kind: ``"require"`` (the next lead only) or ``"prohibit"`` (while he keeps the lead).
        from_trick: the trick number of the lead the restriction was imposed for. With it the
            restriction is a pure function of the table: ``require`` applies only to that
            lead; ``prohibit`` applies to every lead from then on for as long as ``seat``
            has led every trick since (he "retains the lead"). None: applies to every lead
            by ``seat`` until the caller removes it.
        law: the clause, ``"50D2(a)"``, ``"51B1"`` or ``"51B2"``.
    """

    seat: Seat
    suit: Suit
    kind: Literal["require", "prohibit"]
    from_trick: int | None = None
    law: str = "50D2(a)"

    def __post_init__(self) -> None:
        if self.kind not in ("require", "prohibit"):
            raise ValueError(f"lead restriction kind must be 'require' or 'prohibit', not {self.kind!r}")

    def applies(self, table: Table) -> bool:
        """True if ``seat`` is about to lead and the restriction is in force for this lead."""
        if table.current_trick or table.leader != self.seat or table.is_over:
            return False
        if self.from_trick is None:
            return True
        now = table.trick_number
        if self.kind == "require":
            return now == self.from_trick
        if now < self.from_trick:
            return False
        return all(t.leader == self.seat for t in table.tricks if t.number >= self.from_trick)

    def narrow(self, table: Table, legal_mask: int) -> int:
        """The leads ``legal_mask`` allows under the restriction (0 if he cannot comply)."""
        if not self.applies(table):
            return legal_mask
        if self.kind == "require":
            return legal_mask & SUIT_MASKS[self.suit]
        return legal_mask & ~SUIT_MASKS[self.suit]


# ------------------------------------------------------------ 50D1 / 51A


def _law44_mask(table: Table, seat: Seat) -> int:
    """Cards of ``seat`` legal under Law 44 alone (44C follow suit)."""
    hand = table.hand(seat).mask
    led = table.suit_led
    if led is not None:
        follow = hand & SUIT_MASKS[led]
        if follow:
            return follow
    return hand


def legal_before_penalty_cards_50D1(table: Table, seat: Seat) -> int:
    """The cards ``seat`` may play now before his penalty cards are considered: Law 44 (44C
    follow suit), then every other lead or play restriction on him (50D1(c): they take
    precedence over the duty to play a penalty card), a restriction that would leave nothing
    skipped (Law 59). A 52-bit mask. Raises nothing."""
    legal = _law44_mask(table, seat)
    for r in table.restrictions:
        if r.seat == seat and not isinstance(r, MajorPenaltyCardRestriction | MinorPenaltyCardRestriction):
            narrowed = r.narrow(table, legal)
            if narrowed:
                legal = narrowed
    return legal


def penalty_cards_allow_50D1(legal: int, held: int, majors: int, minors: int) -> int:
    """The cards a defender may play now of ``legal`` (the cards Law 44 and every other
    restriction allow him, a 52-bit mask) when ``held`` is his hand and ``majors``/``minors``
    his major and minor penalty cards (masks; those no longer held are ignored): a major penalty
    card that is legal must be played (50D1(a); with two or more, declarer designates which:
    all of them stay, 51A); a minor penalty card forbids the other cards of its suit below honour
    rank (50C: an honour may be played instead). A narrowing that would leave nothing is
    skipped (Law 59), as the table's restrictions do (:class:`MajorPenaltyCardRestriction`,
    :class:`MinorPenaltyCardRestriction`). The search of a claim's lines (Law 70) plays the
    defenders' cards by it. Raises nothing."""
    out = legal
    due = out & majors & held
    if due:
        out = due
    m = minors & held
    while m:
        bit = m & -m
        m ^= bit
        index = bit.bit_length() - 1
        narrowed = out & ~(_LOW_MASKS[index // 13] & ~bit)
        if narrowed:
            out = narrowed
    return out


def lead_choice_label_50D2(area: PenaltyCardArea, owner: Seat) -> str:
    """The clause of declarer's choice when the partner of ``owner`` (a defender with a major
    penalty card) is to lead: ``"50D2"`` when ``owner`` has a single penalty card; with two or
    more penalty cards, ``"51B1"`` when his major penalty cards are of one suit, ``"51B2"``
    when they are of several suits."""
    if len(area.of(owner)) <= 1:
        return "50D2"
    return "51B1" if len({c.suit for c in area.majors(owner)}) == 1 else "51B2"


def penalty_card_to_play_50D1(
    area: PenaltyCardArea, seat: Seat, table: Table, *, edition: Edition
) -> Ruling | None:
    """50D1 / 51A: which major penalty card ``seat`` must play now, if any.

    Args:
        area: the penalty cards on the table.
        seat: the defender to play.
        table: the position (``seat`` is to play; other restrictions in
            ``table.restrictions`` are honoured first: 50D1(c)).
        edition: the code of the Laws.

    Returns:
        None if ``seat`` has no major penalty card that can legally be played now (no duty;
        he plays any legal card, minor cards restrict him through 50C). Otherwise a ruling:
        ``played`` with the one card (50D1(a)), or ``options`` with ``candidates`` and
        ``options`` ``["designate:SA", ...]`` when declarer must designate which (51A).
    """
    majors = area.majors(seat)
    if not majors:
        return None
    legal = legal_before_penalty_cards_50D1(table, seat)
    playable = [c for c in majors if legal & c.bit]
    if not playable:
        return None
    playable.sort()
    if len(playable) == 1:
        c = playable[0]
        return Ruling(
            Outcome.PLAYED, "50D1(a)", seat=seat, card=c,
            message=MUST_PLAY_MAJOR_PENALTY_CARD,
            params=_params(seat=seat.letter, card=str(c)),
        )
    from bridgelaw.laws import law51  # Law 51's label, only when several cards can be played

    law = law51.CLAUSES.label("51A", edition)
    return Ruling(
        Outcome.OPTIONS, law, seat=seat, candidates=tuple(playable),
        options=tuple(f"designate:{c}" for c in playable),
        message=DECLARER_DESIGNATES_PENALTY_CARD,
        params=_params(seat=seat.letter, count=len(playable), cards=[str(x) for x in playable]),
    )


def penalty_card_played_50(area: PenaltyCardArea, card: Card, *, edition: Edition) -> str | None:
    """The clause under which ``card``, a penalty card on the table, is played by its owner: a
    major penalty card is played at the first legal opportunity (50D1), a minor one before any
    other card of its suit below an honour (50C) - it is faced already, so 45A ("detaching it
    from his hand and facing it") is not what plays it. None: ``card`` is no penalty card.
    Raises nothing."""
    pc = area.get(card)
    if pc is None:
        return None
    return CLAUSES.label("50D1" if pc.kind == "major" else "50C", edition)


# ------------------------------------------------------------------ 50E


def penalty_card_information_50E(seat: Seat, declarer: Seat, *, edition: Edition) -> dict[str, list[str]]:
    """50E (2007/2017; 1997: inside 50D1 and the WBF LC minute of 24 Aug 1998): who may use
    what a penalty card shows.

    * 50E1: knowledge of the requirements for playing a penalty card (the *obligation*) is
      authorised information for all players -> key ``"obligation_authorised"``.
    * 50E2: other information from sight of the card is unauthorised for the owner's
      partner (``"unauthorised"``, a seat letter) but authorised for declarer
      (``"authorised"``, declarer's side).
    * 50E3: damage to the non-offending side -> adjusted score (``"adjustment_possible"``
      in the ruling's flags, set by the caller).

    Args:
        seat: the defender who owns the penalty card.
        declarer: declarer.
        edition: the code of the Laws (the key ``"law"`` names the clause: ``50E`` from 2007,
            ``50D1`` in 1997, ``16A`` before).

    Returns:
        ``{"authorised": ["N/S"], "unauthorised": ["W"], "obligation_authorised": ["N/S",
        "E/W"], "law": ["50E"]}``.
    """
    law = CLAUSES.label("50E", edition)
    return {
        "authorised": [side_name(declarer)],
        "unauthorised": [seat.partner.letter],
        "obligation_authorised": ["N/S", "E/W"],
        "law": [law],
    }
