"""Laws 50, 51 and 52: penalty cards, their restrictions, and failure to play them.

A defender's card exposed outside normal play (Law 49), or withdrawn in the course of
rectification (47A/47B), becomes a *penalty card* (Law 50 preamble). This module:

* classifies it (50B): :func:`penalty_class_50B` -> ``"major"`` or ``"minor"``;
* keeps the penalty cards on the table as an immutable value, :class:`PenaltyCardArea`
  (50A: a penalty card stays face up in front of its owner until played or picked up);
* turns them into :class:`~bridgelaw.table.Restriction` objects that a
  :class:`~bridgelaw.table.Table` applies on top of Law 44:
  :class:`MinorPenaltyCardRestriction` (50C), :class:`MajorPenaltyCardRestriction` (50D1,
  51A) and :class:`LeadRestriction` (50D2, 51B) - Law 44C always outranks them and the
  table's Law 59 fallback applies when a player cannot comply;
* tells declarer his options when the owner's partner gains the lead (:func:`lead_options_50D2`,
  :func:`lead_restrictions_50D2`: 50D2, 51B) and which penalty card must be played now
  (:func:`penalty_card_to_play_50D1`: 50D1, 51A);
* rules on a failure to play a penalty card (:mod:`bridgelaw.laws.law52`: 52A, 52B);
* tags the information a penalty card gives (:func:`penalty_card_information_50E`: 50E; 1997
  50D1 and the WBF LC minute of 24 Aug 1998).

Order of restrictions: 50D1(c) says following suit *and any other lead or play restriction*
take precedence over the duty to play a major penalty card. A table applies restrictions in
list order and skips one that would leave nothing, so append the restrictions from
:meth:`PenaltyCardArea.restrictions` *after* any other restriction on the same seat.

Every ruling's ``message`` is a stable English template with ``{placeholders}`` filled from
``params``; ``params["domain"] == "play"`` (the gettext domain).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from functools import partial
from itertools import combinations
from typing import Literal

from bridgelaw.cards import SUIT_MASKS, Card, Rank, Seat, Suit
from bridgelaw.editions import Edition
from bridgelaw.laws import message_params, message_registrar
from bridgelaw.laws._legacy import label as clause_label
from bridgelaw.laws.law16 import side_name
from bridgelaw.laws.verdict import PickUp, Restrict, Verdict
from bridgelaw.regulations import Regulations
from bridgelaw.rulings import Outcome, Ruling
from bridgelaw.table import Restriction, Table

__all__ = [
    "DOMAIN",
    "MESSAGES",
    "ExposureHow",
    "LeadRestriction",
    "MajorPenaltyCardRestriction",
    "MinorPenaltyCardRestriction",
    "PenaltyCard",
    "PenaltyCardArea",
    "PenaltyKind",
    "flag_penalty_class_50",
    "lead_choice_label_50D2",
    "lead_options_50D2",
    "lead_restrictions_50D2",
    "penalty_card_information_50E",
    "penalty_card_to_play_50D1",
    "penalty_cards_become_major_50B",
    "penalty_class_50B",
    "penalty_class_flags_50",
    "side_label",
]

PenaltyKind = Literal["major", "minor"]
ExposureHow = Literal["unintended", "deliberate"]

#: Cards of each suit below honour rank (2-9): the cards 50C forbids while a minor
#: penalty card of that suit is on the table.
_LOW_MASKS = tuple(
    sum(1 << (13 * s + r - 2) for r in range(2, int(Rank.TEN))) for s in range(4)
)


#: The partnership of a seat as ``"N/S"`` or ``"E/W"`` (the form of ``Ruling.info``);
#: the one definition is :func:`bridgelaw.laws.law16.side_name`.
side_label = side_name


#: The gettext domain of every message of this module (shared with Laws 45, 47-52).
DOMAIN = "play"

#: Every msgid this module can emit; the i18n catalogue for ``play`` must translate each.
MESSAGES: set[str] = set()


_m = message_registrar(MESSAGES)


P01 = _m('{seat} must play the major penalty card {card} at this first legal opportunity.')
P02 = _m(
    '{seat} has {count} penalty cards that can legally be played ({cards}): declarer '
    'designates which one is played.')
P03 = _m(
    'Declarer neither requires nor prohibits a lead: {seat} may lead any card; the penalty '
    'cards remain and Law 50 continues to apply.')
P04 = _m(
    "Declarer requires {seat} to lead {suit}; {owner}'s penalty cards of that suit are picked "
    'up and are no longer penalty cards.')
P04_PROHIBIT = (
    _m("Declarer prohibits {seat} from leading {suit} for as long as he keeps the lead; {owner}'s "
       'penalty cards of that suit are picked up and are no longer penalty cards.'),
    _m("Declarer prohibits {seat} from leading {suit} or {second_suit} for as long as he keeps "
       "the lead; {owner}'s penalty cards of those suits are picked up and are no longer penalty "
       'cards.'),
    _m("Declarer prohibits {seat} from leading {suit}, {second_suit} or {third_suit} for as long "
       "as he keeps the lead; {owner}'s penalty cards of those suits are picked up and are no "
       'longer penalty cards.'),
    _m("Declarer prohibits {seat} from leading {suit}, {second_suit}, {third_suit} or "
       "{fourth_suit} for as long as he keeps the lead; {owner}'s penalty cards of those suits "
       'are picked up and are no longer penalty cards.'),
)
P05 = _m(
    '{seat} played {card} instead of the penalty card; declarer has since played, so he must '
    'accept it. The penalty cards ({remaining_cards}) remain penalty cards.')
P06 = _m(
    '{seat} played {card} instead of a penalty card. Declarer may accept it (the penalty '
    'cards remain) or require the penalty card to be played instead (then {card} becomes a '
    'major penalty card). {seat} may not take it back himself.')
P06_ONE = _m(
    '{seat} played {card} instead of a penalty card. Declarer may accept it (the penalty '
    'card remains) or require the penalty card to be played instead (then {card} becomes a '
    'major penalty card). {seat} may not take it back himself.')
P07 = _m('Declarer accepts {card}; the penalty cards ({remaining_cards}) remain penalty cards.')
P08 = _m('Declarer refuses {card}; he designates which penalty card {seat} plays instead.')
P10 = _m(
    '{seat} now has two or more penalty cards ({cards}), so his minor penalty card {card} becomes a '
    'major penalty card (Law {law}): each must be played at the first legal opportunity (50D1), '
    'declarer designates which when more than one can be played (51A), and when {partner} is to lead '
    'declarer chooses under Law {lead_law}.')
P09 = _m(
    'Declarer requires the penalty card {substitute_card} to be played instead of {card}; {cards} '
    'becomes a major penalty card.')


_params = partial(message_params, DOMAIN)


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


def flag_penalty_class_50(ruling: Ruling, edition: Edition) -> Ruling:
    """``ruling`` with the edition's flags on a major/minor penalty-card class
    (:func:`penalty_class_flags_50`; 1963: ``class_unverified``); other rulings unchanged."""
    flags = penalty_class_flags_50(edition) if ruling.penalty in ("major", "minor") else ()
    extra = tuple(f for f in flags if f not in ruling.flags)
    return replace(ruling, flags=(*ruling.flags, *extra)) if extra else ruling


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
        and regulations.get("O-50B-TWO-CARDS", edition) == "intent_based"
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
    law = clause_label("50B", edition)
    mine = [str(p.card) for p in area.of(seat)]
    return Ruling(
        Outcome.PENALTY_CARD, law, seat=seat, card=card, penalty="major",
        message=P10,
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
    legal = _law44_mask(table, seat)
    for r in table.restrictions:
        if r.seat == seat and not isinstance(r, MajorPenaltyCardRestriction | MinorPenaltyCardRestriction):
            narrowed = r.narrow(table, legal)
            if narrowed:
                legal = narrowed
    playable = [c for c in majors if legal & c.bit]
    if not playable:
        return None
    playable.sort()
    if len(playable) == 1:
        c = playable[0]
        return Ruling(
            Outcome.PLAYED, "50D1(a)", seat=seat, card=c,
            message=P01,
            params=_params(seat=seat.letter, card=str(c)),
        )
    law = clause_label("51A", edition)
    return Ruling(
        Outcome.OPTIONS, law, seat=seat, candidates=tuple(playable),
        options=tuple(f"designate:{c}" for c in playable),
        message=P02,
        params=_params(seat=seat.letter, count=len(playable), cards=[str(x) for x in playable]),
    )


# ----------------------------------------------------------- 50D2 / 51B


def lead_choice_label_50D2(area: PenaltyCardArea, owner: Seat) -> str:
    """The clause of declarer's choice when the partner of ``owner`` (a defender with a major
    penalty card) is to lead: ``"50D2"`` when ``owner`` has a single penalty card; with two or
    more penalty cards, ``"51B1"`` when his major penalty cards are of one suit, ``"51B2"``
    when they are of several suits."""
    if len(area.of(owner)) <= 1:
        return "50D2"
    return "51B1" if len({c.suit for c in area.majors(owner)}) == 1 else "51B2"


def lead_options_50D2(area: PenaltyCardArea, partner: Seat, table: Table | None = None) -> list[str]:
    """50D2 / 51B: declarer's options when ``partner`` of a defender with a major penalty
    card is to lead. ``partner`` may not lead until declarer has chosen.

    Returns ids, in this order:

    * ``"require:S"`` for each suit with a major penalty card (50D2(a), 51B1(a), 51B2(a));
    * ``"prohibit:S"`` for each such suit, and with several suits every combination,
      e.g. ``"prohibit:H,S"`` (50D2(a), 51B1(b), 51B2(b));
    * ``"neither"`` - partner may lead anything; the cards remain penalty cards (50D2(b),
      51B2(c)).

    An empty list when the owner has no major penalty card (50C: a minor penalty card
    puts no lead restriction on partner) or when ``table`` shows it is not ``partner``'s
    lead.
    """
    if table is not None and (table.current_trick or table.leader != partner):
        return []
    owner = partner.partner
    suits = sorted({c.suit for c in area.majors(owner)}, reverse=True)
    if not suits:
        return []
    out = [f"require:{s.letter}" for s in suits]
    for n in range(1, len(suits) + 1):
        for combo in combinations(suits, n):
            out.append("prohibit:" + ",".join(s.letter for s in combo))
    out.append("neither")
    return out


def lead_restrictions_50D2(area: PenaltyCardArea, partner: Seat, option: str, table: Table) -> Verdict:
    """Carry out declarer's choice among :func:`lead_options_50D2`.

    * ``require:X`` - the owner's penalty cards of suit X are picked up (no longer penalty
      cards: 50D2(a), 51B1(a)); ``partner`` must lead X for this lead.
    * ``prohibit:X[,Y]`` - the owner's penalty cards of every prohibited suit are picked up
      (50D2(a), 51B1(b), 51B2(b)); ``partner`` may not lead those suits while he keeps the
      lead.
    * ``neither`` - nothing changes; Law 50 keeps applying (50D2(b), 51B2(c)).

    Returns:
        Verdict: one ruling ``options`` describing the choice, and the effects: a
        :class:`~bridgelaw.laws.verdict.PickUp` for each suit whose penalty cards are picked up,
        then a :class:`~bridgelaw.laws.verdict.Restrict` for each lead restriction.

    Raises:
        ValueError: ``option`` is not one of :func:`lead_options_50D2` for this position.
    """
    allowed = lead_options_50D2(area, partner, table)
    if option not in allowed:
        raise ValueError(
            f"{option!r} is not one of declarer's options here "
            f"({', '.join(allowed) or 'none: no major penalty card / not his lead'}) (Law 50D2)"
        )
    owner = partner.partner
    several = len(area.of(owner)) > 1
    single_suit = len({c.suit for c in area.majors(owner)}) == 1
    if option == "neither":
        law = "50D2(b)" if not several else ("51B2(c)" if not single_suit else "50D2(b)")
        return Verdict.of(Ruling(
            Outcome.OPTIONS, law, seat=partner, options=(option,),
            message=P03,
            params=_params(seat=partner.letter),
        ))
    kind_text, _, suits_text = option.partition(":")
    suits = [Suit.parse(s) for s in suits_text.split(",")]
    if not several:
        law = "50D2(a)"
    elif single_suit:
        law = "51B1(a)" if kind_text == "require" else "51B1(b)"
    else:
        law = "51B2(a)" if kind_text == "require" else "51B2(b)"
    kind: Literal["require", "prohibit"] = "require" if kind_text == "require" else "prohibit"
    restrictions = [LeadRestriction(partner, s, kind, table.trick_number, law) for s in suits]
    suit_keys = ("suit", "second_suit", "third_suit", "fourth_suit")
    suit_params = {k: x.letter for k, x in zip(suit_keys, suits, strict=False)}
    ruling = Ruling(
        Outcome.OPTIONS, law, seat=partner, options=(option,),
        message=P04 if kind == "require" else P04_PROHIBIT[len(suits) - 1],
        params=_params(seat=partner.letter, owner=owner.letter, **suit_params),
    )
    return Verdict((ruling,), (*(PickUp(owner, s) for s in suits), *(Restrict(r) for r in restrictions)))


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
    law = clause_label("50E", edition)
    return {
        "authorised": [side_label(declarer)],
        "unauthorised": [seat.partner.letter],
        "obligation_authorised": ["N/S", "E/W"],
        "law": [law],
    }
