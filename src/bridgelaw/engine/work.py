"""The engine's working copy of a state, and the primitives that evolve it.

:class:`Work` is made from a frozen :class:`~bridgelaw.engine.state.TableState` (its table
copied) for one step; handlers and offers read facts from it, ask the Laws
(:mod:`bridgelaw.laws`) for a verdict, and carry the verdict out here - :meth:`Work.carry_out`
knows every effect of :mod:`bridgelaw.laws.verdict`. Only the primitives below change the
table: playing a card (:meth:`Work.put`, with premature cards and 47D/45D1/62C1 replays that
follow), undoing cards (:meth:`Work.rollback`) and playing them again (:meth:`Work.replay`).
:meth:`Work.freeze` gives the new state; the state the work was made from is never touched.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from types import MappingProxyType
from typing import TypeVar, assert_never

from bridgelaw.cards import Card, Seat, Suit
from bridgelaw.designation.types import Designation
from bridgelaw.engine.state import NO_MEMORY, Context, OpenChoice, TableState, Withdrawal, Withdrawing
from bridgelaw.incident import Findings
from bridgelaw.laws import law45, law46, law47, law63
from bridgelaw.laws.law16 import info_tags_16C, offending_side_16C
from bridgelaw.laws.law50 import LeadRestriction, PenaltyKind, penalty_class_50B
from bridgelaw.laws.verdict import (
    AcceptLead,
    BecomeDummy,
    Effect,
    Memory,
    Offer,
    PenaltyCard,
    PickUp,
    PlayCard,
    Remember,
    Restrict,
    Verdict,
    WithdrawalAfter,
    Withdrawn,
    WithdrawOffer,
)
from bridgelaw.rulings import Ruling
from bridgelaw.table import Restriction, Table

__all__ = ["Work"]

M = TypeVar("M", bound=Memory)


class Work:
    """A mutable copy of a :class:`TableState` for one event (see the module docstring).

    Args:
        state: the state to start from (not changed).
        context: setup, edition, options, findings.
    """

    def __init__(self, state: TableState, context: Context) -> None:
        self.ctx = context
        self.edition = context.edition
        self.regulations = context.regulations
        self.index = state.events
        self.table: Table = state.table.copy()
        self.area = state.area
        self.withdrawn: list[Withdrawal] = list(state.withdrawn)
        self.premature: dict[Seat, tuple[Card, str]] = {s: (c, law) for s, c, law in state.premature}
        self.offer = state.offer
        self.choice_restrictions: list[Restriction] = list(state.choice_restrictions)
        self.withdrawing = state.withdrawing
        #: what each Law keeps (its Memory, by class): copied whole, whatever the Laws declare
        self.memory: dict[type[Memory], Memory] = dict(state.memory)
        #: the notes of the cards that followed the last lead accepted (AcceptLead), for its ruling
        self.lead_notes: list[str] = []
        #: minor penalty cards made major in this step (50B: two or more), for the step's ruling
        self.upgrades: list[tuple[Card, Seat]] = []
        #: rulings made while a card was put (62C2: the offer after a withdrawal), for the step
        self.noted: list[Ruling] = []
        #: the findings in force for the event being ruled (the incident's, with the event's own
        #: on top; set by the step once they are parsed)
        self.findings: Findings = context.findings

    def freeze(self) -> TableState:
        """The new state, one event further."""
        return TableState(
            self.table,
            events=self.index + 1,
            area=self.area,
            withdrawn=tuple(self.withdrawn),
            premature=tuple((s, c, law) for s, (c, law) in self.premature.items()),
            offer=self.offer,
            choice_restrictions=tuple(self.choice_restrictions),
            withdrawing=self.withdrawing,
            memory=MappingProxyType(self.memory) if self.memory else NO_MEMORY,
        )

    # ------------------------------------------------------------ the Laws' memories

    def recall(self, kind: type[M]) -> M | None:
        """The memory of class ``kind`` a Law keeps (e.g. ``law47.TurnStatement``), or None."""
        found = self.memory.get(kind)
        return found if isinstance(found, kind) else None

    def remember(self, memory: Memory) -> None:
        """Keep ``memory``, in place of the one of its class."""
        self.memory[type(memory)] = memory

    def forget(self, kind: type[Memory]) -> None:
        """Forget the memory of class ``kind`` (nothing if none is kept)."""
        self.memory.pop(kind, None)

    def _memories_after(self, change: Callable[[Memory], Memory | None]) -> None:
        """Let every memory kept follow a change of the table (:meth:`Memory.after_play`,
        :meth:`Memory.after_rollback`): each is kept as it answers, or forgotten (None)."""
        for kind, memory in list(self.memory.items()):
            new = change(memory)
            if new is None:
                del self.memory[kind]
            elif new is not memory:
                self.memory[kind] = new

    # ------------------------------------------------------------ facts

    def role(self, seat: Seat) -> str:
        """``declarer``, ``dummy`` or ``defender``."""
        t = self.table
        if seat == t.declarer:
            return "declarer"
        if seat == t.dummy:
            return "dummy"
        return "defender"

    def holds(self, seat: Seat, card: Card) -> bool:
        """``seat`` holds ``card`` (or may hold it: a partly known hand and an unseen card)."""
        t = self.table
        return card in t.hand(seat) or (t.is_partial(seat) and card in t.unseen_cards())

    def trick_has(self, seat: Seat) -> bool:
        """``seat`` has played to the current trick."""
        return any(s == seat for s, _ in self.table.current_trick)

    def played_by(self, card: Card) -> Seat | None:
        """The seat whose played ``card`` lies on the table (in ``table.plays``), or None."""
        return next((s for s, c in self.table.plays if c is card), None)

    def open_card(self, at: int, card: Card) -> bool:
        """``card`` is still at index ``at`` of ``table.plays`` (not undone by a correction)."""
        plays = self.table.plays
        return at < len(plays) and plays[at][1] is card

    def told_turn(self, seat: Seat, f: Findings) -> bool:
        """An opponent has told ``seat`` it was his turn (47E1): the finding ``told_turn``
        names ``seat``, or the latest turn statement (``say``) came from an opponent."""
        told = self.recall(law47.TurnStatement)
        return f.get("told_turn") == seat or (told is not None and not told.by.same_side(seat))

    def pending_too_late(self) -> bool:
        """45D: attention is drawn too late once both sides have played to the next trick."""
        p = self.recall(law45.Pending45D)
        if p is None:
            return False
        t = self.table
        return law45.both_sides_played_to_next_trick_45D(
            error_trick=p.trick,
            trick_number=t.trick_number,
            current_trick=t.current_trick,
            declarer=t.declarer,
        )

    def correction_due(self) -> bool:
        """Declarer's designation now corrects dummy's unnamed card (45D): the card awaits
        correction in the current trick, or dummy is not to play now and the card - from the
        trick just completed - can still be withdrawn. When dummy is to play to a new trick (his
        unnamed card won the last one), a designation is a new one - unless the director finds
        that it corrects dummy's card (finding ``corrects_dummys_card``: True, a correction
        whenever 45D still allows one; False, never after the trick: a new designation)."""
        p = self.recall(law45.Pending45D)
        if p is None or not self.open_card(p.at, p.card):
            return False
        if p.trick == self.table.trick_number:
            return True
        said = self.findings.get("corrects_dummys_card")
        if said is False:
            return False
        t = self.table
        dummy_to_play = t.turn == t.dummy and not self.trick_has(t.dummy)
        return (said is True or not dummy_to_play) and not self.pending_too_late()

    def change_window_open(self, prior: law45.Designated) -> bool:
        """Words are a 45C4(b) change attempt of ``prior`` only while it is still on the table
        and belongs to the current trick (or the one just completed, before the next lead), or
        the edition's window is still open across the end of the trick."""
        if not self.open_card(prior.at, prior.card):
            return False
        t = self.table
        start = len(t.plays) - (len(t.current_trick) or (4 if t.tricks else 0))
        return prior.at >= start or self._edition_window_open(prior)

    def _edition_window_open(self, prior: law45.Designated) -> bool:
        """The edition's 45C4(b) window for ``prior`` is still open (2017: declarer has not
        played a card since; 2007: his partner has not; 1997/1963: his side has not)."""
        t = self.table
        later = t.plays[prior.at + 1 :]
        facts = law45.ChangeFacts(
            by_declarer=prior.speaker == t.declarer,
            dummy_card=prior.owner == t.dummy,
            by_naming=prior.by_naming,
            own_side_played_since=any(s.same_side(prior.speaker) for s, _ in later),
            legal_plays_only=True,
            slip_of_tongue=True,
            by_gesture=prior.gesture,
        )
        d = law45.may_change_designation_45C4b(facts, edition=self.edition, regulations=self.regulations)
        return not d.reason.startswith("window")

    def is_change_attempt(
        self, prior: law45.Designated, words: str | None = None, lang: str | None = None
    ) -> bool:
        """Is this act a 45C4(b) change attempt of ``prior``, the speaker's designation still
        open to change (:meth:`change_window_open`)? ``words``: what he said (None: a gesture).

        While a card of the trick is to be played, yes. When the trick is complete and a lead to
        the next one is due, an act naming a card is that lead (declarer's: from the wrong hand,
        55A, when his own hand is on lead; out of turn when a defender is) - not a change of the
        card of the last trick - unless:

        * the finding ``corrects_dummys_card`` (declarer's designation of a dummy card) says so
          (True: a change attempt; False: a lead, whatever the words);
        * the words open with a correction ("no, the club three":
          :func:`~bridgelaw.designation.parser.opens_with_correction`) - ruled as a change, so
          refused when the edition's window has closed;
        * the edition's window is still open (declarer has not played since: dummy played last
          to the trick) and the words name a card that could have been played to that trick in
          its place ("small", then "the king" of the suit led: a change awaiting the Director's
          finding) - a gesture is then left to its own test
          (:func:`bridgelaw.engine.change.gesture_changes_designation`).
        """
        if not self.change_window_open(prior):
            return False
        t = self.table
        if t.current_trick or not t.plays:
            return True
        said = self.findings.get("corrects_dummys_card") if prior.owner == t.dummy else None
        if said is not None:
            return bool(said)
        from bridgelaw.designation.utterance import opens_with_correction

        if words is not None and opens_with_correction(words, lang):
            return True
        if not self._edition_window_open(prior):
            return False
        return words is None or self._names_card_for_last_trick(prior, words, lang)

    def _names_card_for_last_trick(self, prior: law45.Designated, words: str, lang: str | None) -> bool:
        """``words`` name a card that ``prior.owner`` could legally have played in place of
        ``prior.card`` (:meth:`card_in_place_of`)."""
        from bridgelaw.designation.parser import parse_designation
        from bridgelaw.errors import DesignationError

        try:
            des = parse_designation(words, lang).first
        except DesignationError:
            return False
        before = self.position_before(prior.at)
        card = self.card_in_place_of(prior, des, before)
        return (card is not None and card is not prior.card and card in before.hand(prior.owner)
                and before.turn == prior.owner and before.is_legal(card, prior.owner))

    def position_before(self, at: int) -> Table:
        """A copy of the table as it was before the card at index ``at`` of ``table.plays``, to
        read words or a gesture on; the work's own table, memories and held cards are not touched
        (:meth:`rollback` and :meth:`replay` change them, and a replay does not give back every
        memory as it was)."""
        before = self.table.copy()
        while len(before.plays) > at:
            before.undo()
        return before

    def card_in_place_of(self, prior: law45.Designated, des: Designation, before: Table) -> Card | None:
        """The card the words ``des`` give in place of ``prior.card``, read on ``before`` (the
        position before it, :meth:`position_before`): a dummy card declarer designated as Law 46
        reads his words there (45C4(b)); a player's own card, the card named. None: no card."""
        from bridgelaw.rulings import Outcome

        t = self.table
        if prior.owner == t.dummy and prior.speaker == t.declarer:
            r = self.resolve_words(before, des, prior.speaker, self.findings)
            return r.card if r.outcome is Outcome.PLAYED else None
        return des.card

    def correctable_revoke(self, owner: Seat) -> tuple[int, Card, Suit] | None:
        """``owner``'s latest revoke still on the table and not yet established (62A, 63A1): its
        index in ``table.plays``, the revoke card and the suit led to its trick; or None."""
        t = self.table
        for rv in reversed(t.revokes):
            if rv.seat != owner:
                continue
            if law63.established_63A1(owner, rv.trick, t.trick_number, t.current_trick):
                return None
            at = next((i for i, (s, c) in enumerate(t.plays) if s == owner and c is rv.card), None)
            return None if at is None else (at, rv.card, rv.suit_led)
        return None

    def offender_after_correction(self) -> Seat | None:
        """The offending side (declarer, or None) for the 16C/16D tags after a 45C4(b) change
        or a 45D correction (Law 16, option ``O-16C-45C4B``)."""
        return offending_side_16C(
            self.table.declarer, edition=self.edition, regulations=self.regulations
        )

    def resolve_words(self, table: Table, des: Designation, seat: Seat, f: Findings) -> Ruling:
        """Law 46 (and 45C4(a)) on declarer's words ``des`` said by ``seat``, read on ``table``."""
        return law46.resolve_designation(
            table,
            des,
            seat=seat,
            edition=self.edition,
            regulations=self.regulations,
            incontrovertible=f.get("incontrovertible"),
        )

    # ------------------------------------------------------------ effects

    def add_penalty(self, card: Card, seat: Seat, kind: PenaltyKind) -> None:
        """Put ``card`` in the penalty-card area (50A); a card already there stays as it is.
        A minor penalty card of ``seat`` becomes major (50B: two or more) and is noted in
        :attr:`upgrades`."""
        if card not in self.area:
            self.upgrades += [(c, seat) for c in self.area.minors(seat)]
            self.area = self.area.add(card, seat, kind)

    def deliberate_penalty(self, card: Card, seat: Seat) -> PenaltyKind:
        """A defender's ``card`` played or exposed deliberately becomes a penalty card (50B)."""
        kind = penalty_class_50B(
            card, seat, self.area, how="deliberate", edition=self.edition, regulations=self.regulations
        )
        self.add_penalty(card, seat, kind)
        return kind

    def withdraw(self, seat: Seat, card: Card, law: str, offender: Seat | None) -> Withdrawal:
        """Keep ``card`` as withdrawn under ``law`` with the 16C/16D tags of ``offender``."""
        w = Withdrawal(self.index, seat, card, law, info_tags_16C(offender, edition=self.edition))
        self.withdrawn.append(w)
        return w

    def open_offer(self, offer: OpenChoice) -> None:
        """Open ``offer`` to the other side, in the current trick (about the card just played
        when its kind says so: ``AT_CARD``, 52B1)."""
        at = len(self.table.plays) - 1 if offer.AT_CARD else -1
        self.offer = replace(offer, trick=self.table.trick_number, at=at)

    def carry_out(self, verdict: Verdict) -> list[Ruling]:
        """Carry out every effect of ``verdict``, in order; returns its rulings (as a new list)."""
        for effect in verdict.effects:
            self._effect(effect)
        return list(verdict.rulings)

    def _effect(self, e: Effect) -> None:
        """Carry out one effect; every kind of laws/verdict.py has its case (mypy checks it)."""
        match e:
            case PenaltyCard():
                self.add_penalty(e.card, e.seat, e.kind)
            case Withdrawn():
                if e.info is None:
                    self.withdraw(e.seat, e.card, e.law, e.offender)
                else:
                    self.withdrawn.append(Withdrawal(self.index, e.seat, e.card, e.law, dict(e.info)))
            case Restrict():
                self.choice_restrictions.append(e.restriction)
            case PickUp():
                self.area = self.area.pick_up_suit(e.seat, e.suit)
            case Offer():
                self.open_offer(e)
            case Remember():
                self.remember(e.memory)
            case PlayCard():
                self.put(e.seat, e.card, as_revoke=e.revoke)
            case AcceptLead():
                self.table.accept_lead_out_of_turn(e.seat)
                self.lead_notes = self.put(e.seat, e.card)
            case BecomeDummy():
                self._become_dummy()
            case _:
                assert_never(e)

    def _become_dummy(self) -> None:
        """54A: declarer spreads his hand and becomes dummy - his partner is declarer. Only at the
        opening lead, so the table is rebuilt from the setup with the other declarer."""
        old = self.table
        contract = replace(old.contract, declarer=old.dummy)
        table = replace(self.ctx.setup, contract=contract).table()
        table.restrictions = list(old.restrictions)
        self.table = table

    def sync_restrictions(self) -> None:
        """Put every restriction in force on the table: the choices of the non-offending side
        (50D2/51B lead restrictions, 57A) first, then the penalty cards (50C, 50D1) - 50D1(c):
        other restrictions take precedence. Restrictions that can no longer apply are dropped."""
        t = self.table
        keep: list[Restriction] = []
        if self.choice_restrictions:
            from bridgelaw.laws import law57  # the 57A restriction: only after a premature play
        for r in self.choice_restrictions:
            if isinstance(r, law57.PrematurePlayRestriction):
                if r.trick == t.trick_number and not t.is_over:
                    keep.append(r)
            elif isinstance(r, LeadRestriction):
                start = r.from_trick or 0
                if r.kind == "require" and t.trick_number > start:
                    continue
                if any(tr.number >= start and tr.leader != r.seat for tr in t.tricks):
                    continue
                keep.append(r)
            else:  # pragma: no cover - only the two kinds above are created
                keep.append(r)
        self.choice_restrictions = keep
        t.restrictions = [*keep, *self.area.restrictions()] if self.area.cards else keep[:]

    # ------------------------------------------------------------ cards on the table

    def put(
        self, seat: Seat, card: Card, *, as_revoke: bool = False, required_suit: Suit | None = None,
        prohibited: bool = False,
    ) -> list[str]:
        """Play ``card`` for ``seat`` on the table (a revoke is recorded, Laws 61-64; ``as_revoke``:
        recorded as one although it follows suit, 61A), then let any premature card whose proper
        turn has come go to the trick. Returns notes."""
        t = self.table
        notes: list[str] = []
        before = len(t.tricks)
        t.play(card, seat, allow_illegal=True, as_revoke=as_revoke, required_suit=required_suit,
               prohibited=prohibited)
        if self.memory:  # what the Laws keep follows the card (47E1, 46B3(b), 45B, 57C ...)
            completed = len(t.tricks) > before
            self._memories_after(lambda m: m.after_play(seat, card, t, completed))
        if t.revokes and t.revokes[-1].card is card:
            notes.append(f"revoke:{seat.letter}:{card}")
        if self.area.cards:  # 50C/50D1: a penalty card played leaves the area
            self.area = self.area.after_play(seat, card)
        self.sync_restrictions()
        if self.withdrawing is not None and self.withdrawing.seat == seat:
            notes += self._after_withdrawal()
        notes += self._play_premature()
        return notes

    def _play_premature(self) -> list[str]:
        notes: list[str] = []
        t = self.table
        while not t.is_over and t.turn in self.premature:
            seat = t.turn
            card, law = self.premature.pop(seat)
            if t.is_legal(card, seat):
                notes.append(f"premature:{seat.letter}:{card}:{law}")
                notes += self.put(seat, card)
            elif seat.same_side(t.declarer):
                # 57C3: declarer's premature card is played only if legal; never a penalty card (48A)
                notes.append(f"returned:{seat.letter}:{card}:48A")
            else:
                self.deliberate_penalty(card, seat)
                self.sync_restrictions()
                notes.append(f"penalty:{seat.letter}:{card}:{law}")
        return notes

    def rollback(self, at: int) -> list[tuple[Seat, Card]]:
        """Undo every card from index ``at`` of ``table.plays`` on; returns them in order."""
        t = self.table
        taken: list[tuple[Seat, Card]] = []
        while len(t.plays) > at:
            seat = t.plays[-1][0]
            taken.append((seat, t.undo()))
        taken.reverse()
        if self.memory:  # what the Laws keep follows the correction (46B3(b), 65A ...)
            self._memories_after(lambda m: m.after_rollback(t))
        return taken

    def replay(self, cards: list[tuple[Seat, Card]],
               keep: frozenset[tuple[Seat, Card]] = frozenset()) -> tuple[list[str], list[str]]:
        """Play ``cards`` again after a correction. Cards that are no longer legal, or not in
        turn any more, go back to their hands - but those in ``keep`` (another revoke still to be
        corrected, 62C3) are played again as they were. Returns (replayed, returned) as
        ``SEAT:CARD``."""
        t = self.table
        done: list[str] = []
        back: list[str] = []
        for seat, c in cards:
            if t.turn == seat and (t.is_legal(c, seat) or (seat, c) in keep):
                self.put(seat, c)
                done.append(f"{seat.letter}:{c}")
            else:
                back.append(f"{seat.letter}:{c}")
        return done, back

    # ------------------------------------------------------------ 47D / 45D1 / 62C1

    def offer_withdraw(
        self, law: str, cards: list[str], offender: Seat | None, *, after: WithdrawalAfter
    ) -> tuple[str, ...]:
        """Open the choice of the non-offending side to withdraw cards played ``after`` an
        irregularity (47D after a 45C4(b) change, 45D1, 62C1; cited as ``law``): one option
        ``withdraw:<card>`` per card in ``cards`` (``SEAT:CARD``), chosen by the card's owner
        (declarer for dummy's cards). Returns the option ids (none: nothing is opened)."""
        t = self.table
        v = law47.withdrawal_offered_47D(
            law, cards, offender=offender, declarer=t.declarer, dummy=t.dummy, after=after)
        self.carry_out(v)
        return next((e.options for e in v.effects if isinstance(e, WithdrawOffer)), ())

    def start_withdrawal(
        self, seat: Seat, law: str, held: list[tuple[Seat, Card]], offer: WithdrawOffer
    ) -> None:
        """``seat`` has withdrawn a card: after he plays again, ``held`` is played again and
        ``offer``'s remaining options stay open."""
        self.withdrawing = Withdrawing(seat, law, tuple(held), offer)

    def _after_withdrawal(self) -> list[str]:
        """The withdrawing seat has played again: play the held cards again (a card no longer
        legal or in turn stays in its owner's hand) and open the remaining withdraw options
        (plus 45D1: declarer's own later card to that trick when his RHO changed his card)."""
        w = self.withdrawing
        assert w is not None
        self.withdrawing = None
        t = self.table
        done, back = self.replay(list(w.held))
        cards: list[str] = []
        for option in w.offer.options:
            card = Card.parse(option.partition(":")[2])
            owner = self.played_by(card)
            if owner is not None:
                cards.append(f"{owner.letter}:{card}")
        if w.offer.after is WithdrawalAfter.DUMMYS_CARD and law45.declarer_may_withdraw_too_45D1(
            changed_by=w.seat, declarer=t.declarer
        ):
            mine = [x for x in done if x.startswith(f"{t.declarer.letter}:") and x not in cards]
            cards += mine
            if mine and not t.is_over:
                from bridgelaw.laws.law45 import dummy as law45_dummy  # 45D1: only after dummy's card

                options = self.offer_withdraw(w.law, cards, w.offer.offender, after=w.offer.after)
                self.noted.append(law45_dummy.declarer_may_withdraw_45D1(
                    t.declarer, w.seat, Card.parse(mine[0].partition(":")[2]), options=options,
                    edition=self.edition))
                cards = []
        if cards and not t.is_over:
            self.offer_withdraw(w.law, cards, w.offer.offender, after=w.offer.after)
        elif w.offer.after is WithdrawalAfter.REVOKE and not t.is_over:
            from bridgelaw.laws import law62  # 62C2: only after a revoke corrected and a card withdrawn

            replayed = [(Seat.parse(x[0]), Card.parse(x.partition(":")[2])) for x in done]
            self.noted += self.carry_out(law62.offender_may_withdraw_62C2(
                w.seat, replayed, declarer=t.declarer, dummy=t.dummy, edition=self.edition))
        return [f"replayed:{x}" for x in done] + [f"returned:{x}" for x in back]

    # ------------------------------------------------------------ 45D bookkeeping

    def note_designated(self, speaker: Seat, owner: Seat, card: Card, by_naming: bool) -> None:
        """``card`` (just played) is open to a 45C4(b) change by ``speaker``
        (:class:`~bridgelaw.laws.law45.Designated`)."""
        at = len(self.table.plays) - 1
        self.remember(law45.Designated(self.index, speaker, owner, card, by_naming, at))

    def note_pending_45d(self, card: Card, trick: int) -> None:
        """Dummy's ``card`` (just played to ``trick``) awaits 45D correction
        (:class:`~bridgelaw.laws.law45.Pending45D`)."""
        self.remember(law45.Pending45D(self.index, card, len(self.table.plays) - 1, trick))
