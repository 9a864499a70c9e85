"""Laws 42 and 43: dummy's rights and limitations, and what follows when he breaks them.

One function per clause, pure: a dummy event (:class:`DummyEvent`: what dummy said or did) and
a summary of the state (:class:`DummyState`: who is declarer, whether play is over, whether
dummy has already lost his rights ...) give the rulings; :func:`rule_dummy_event` dispatches
and :func:`dummy_state_after_43A2` says how the state changes (a 43A2 breach costs dummy his 42B rights).
Messages are English templates of the gettext domain ``law42_43``.

Sources ([V] text read, [S] secondary, [M] memory - see ``../shared/spec/laws.md`` §1.2-1.3):

* 42A absolute rights [V 2017 via laws.md; V 1997 seed 003 42.1]: give information on fact or
  law in the Director's presence (42A1; seed: even then dummy may ask no questions); keep count
  of tricks won and lost (42A2; seed 42.4: but not tell declarer the count); play dummy's cards
  as declarer's agent as directed (42A3; 2017 also "ensure dummy follows suit"; 45F if he
  suggests a play).
* 42B qualified rights [V 2017/2007 laws.md; V 1997 seed 003 42.3], lost under 43B2 once dummy
  breaks a 43A2 limitation: 42B1 ask declarer (never a defender), when he fails to follow suit,
  whether he has a card of the suit led; 42B2 try to prevent an irregularity - 2007 and earlier
  "by declarer" (seed 42.3: "but not by a defender"), 2017 any irregularity; 42B3 draw attention
  to any irregularity, but only after play ends.
* 43A limitations [V 2017 Polish text, 2007 Norwegian text via laws.md]: 43A1(a) no Director
  call during play unless another player drew attention to an irregularity (2017 "may not",
  2007/1997 "should not"; seed 43.2: after a claim or concession play has ceased and he may
  call); 43A1(b) no drawing attention to an irregularity during play; 43A1(c) no taking part in
  the play, no telling declarer anything about it; 43A2(a) no exchanging hands with declarer
  (seed 43.5: "or looking at some of his cards"); 43A2(b) no leaving his seat to watch declarer
  play; 43A2(c) no looking at a defender's card (2007/1997 "on his own initiative"; 2017 without
  those words); 43A3 (2017 only) a defender may not show dummy his hand.
* 43B [V laws.md 2017/2007; V 1997 seed 003 43.6 for the three cases]: 43B1 any breach of A1/A2
  makes dummy liable to a procedural penalty (Law 90; seed 43.5: a Director call by dummy is
  liable but usually not penalised, the other breaches more often penalised than not). After a
  43A2 breach: 43B2(a) he warns declarer against leading from the wrong hand - either defender
  chooses the hand declarer leads from; 43B2(b) he is the first to ask declarer whether a play
  from declarer's hand is a revoke - declarer must substitute a legal card if it was illegal and
  Law 64 applies as if the revoke were established; he is the first to draw attention to a
  defender's irregularity - 2017/2007 43B3: no immediate rectification, play goes on, at the
  end the Director removes any gain from the defenders' score only (2007 by reference to Law
  12B1); 1997/1987 43B2(c) [M wording; S seed 43.6 for the case]: declarer may not enforce any
  rectification for it. WBF LC 2001-10-30 1b [S]: a dummy who has lost his rights may still ask
  about a play from dummy's own hand.
* 1975 [V seed 003 43.1, 43.4]: dummy's limitations were fewer; the 1975 code let players (dummy
  too) draw attention to a played card pointing the wrong way (Law 65), which 1987/1997 removed
  on purpose. The 1975 and 1963 texts of Laws 42-43 are not available: other rulings under those
  codes follow 1997 and are flagged ``unverified``.

Entry point for the engine: :func:`dummy_act_verdict_43` ``(event, state, edition) -> Verdict``
(the rulings of :func:`rule_dummy_event`, with the 43B2(a) choice as a ``LeadHandOffer`` effect
when declarer's side is on lead, and what Laws 42-43 keep for dummy's next act - their memory,
:class:`DummyState`, by :func:`dummy_state_after_43A2` - as a ``Remember`` effect); a
``choose`` of the 43B2(a) offer is :func:`lead_hand_chosen_43B2a`. A 43B2(b) revoke is kept in
``DummyState.as_established``: declarer's next card of the suit led corrects it (62B2), and at the
end of play Law 64 treats it as established (``law63.RevokeCase.as_established``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any, NamedTuple

from bridgelaw.cards import Card, Seat, Suit
from bridgelaw.clauses import SOURCE_2007_M, Clause, Clauses, same, version
from bridgelaw.editions import DEFAULT_EDITION, Edition
from bridgelaw.laws.home import Messages
from bridgelaw.laws.verdict import Effect, LeadHandOffer, Memory, Remember, Verdict
from bridgelaw.regulations import Option
from bridgelaw.rulings import Outcome, Ruling

__all__ = [
    "CLAUSES",
    "DUMMY_ACTS",
    "MESSAGES",
    "OPTIONS",
    "PLAY_MESSAGES",
    "DummyAct",
    "DummyEvent",
    "DummyState",
    "LeadHandChosen",
    "dummy_act_verdict_43",
    "dummy_prevents_revoke_label_42A3",
    "dummy_right_message_42A3",
    "dummy_state_after_43A2",
    "lead_hand_chosen_43B2a",
    "parse_dummy_event",
    "rule_dummy_event",
]

_SOURCE = "seed 003 (commentary on Laws 42-48) and laws.md §1.2; 1975/1963 texts not in [M]"
E1963, E2017 = Edition.E1963, Edition.E2017

#: The clauses of Laws 42 and 43 (dummy's rights and his limitations: one home, as dummy's every
#: act is ruled on by both - a right of 42 is lost by a breach of 43A2, 43B).
CLAUSES = Clauses(
    __name__,
    Clause("42", "dummy's rights (1975/1963: text not in, unverified)", same("42", _SOURCE, False)),
    Clause("42A1", "dummy gives information in the Director's presence", same("42A1", _SOURCE, False)),
    Clause("42A2", "dummy keeps count of tricks", same("42A2", _SOURCE, False)),
    Clause("42A3", "dummy ensures dummy's hand follows suit (2007: 42B2, may try to prevent)", (
        version(E1963, "42B2", SOURCE_2007_M),
        version(E2017, "42A3", "laws.md §1.2 [V]", True))),
    Clause("42B1", "dummy asks declarer whether he has none of the suit", same("42B1", _SOURCE, False)),
    Clause("42B2", "dummy tries to prevent an irregularity by declarer", same("42B2", _SOURCE, False)),
    Clause("42B3", "dummy draws attention to an irregularity after play", same("42B3", _SOURCE, False)),
    Clause("43A1(a)", "dummy should not initiate a call for the Director during play",
           same("43A1(a)", _SOURCE, False)),
    Clause("43A1(b)", "dummy may not call attention to an irregularity during play",
           same("43A1(b)", _SOURCE, False)),
    Clause("43A1(c)", "dummy may not take part in the play or tell declarer anything about it",
           same("43A1(c)", _SOURCE, False)),
    Clause("43A2(a)", "dummy may not exchange hands with declarer", same("43A2(a)", _SOURCE, False)),
    Clause("43A2(b)", "dummy may not leave his seat to watch declarer", same("43A2(b)", _SOURCE, False)),
    Clause("43A2(c)", "dummy may not look at a defender's hand", same("43A2(c)", _SOURCE, False)),
    Clause("43A3", "2017: a defender shows dummy his hand (the defender's irregularity)",
           same("43A3", _SOURCE, False)),
    Clause("43B2(a)", "after a 43A2 breach dummy warns declarer not to lead from the wrong hand",
           same("43B2(a)", _SOURCE, False)),
    Clause("43B2(b)", "after a 43A2 breach dummy is first to ask declarer about a revoke",
           same("43B2(b)", _SOURCE, False)),
    Clause("43B2(c)", "after a 43A2 breach, first to draw attention to a defender's act (1997)",
           same("43B2(c)", _SOURCE, False)),
    Clause("43B3", "after a 43A2 breach, first to draw attention to a defender's act (2007+)",
           same("43B3", _SOURCE, False)),
)

#: Laws 42-43 leave no option to regulating authorities.
OPTIONS: tuple[Option, ...] = ()

#: The messages of Laws 42-43: gettext domain ``law42_43`` (``locale/<lang>/LC_MESSAGES/law42_43.po``).
MESSAGES = Messages("law42_43")
#: Dummy's part in preventing a revoke from his own hand, as the ruling on the revoke card says
#: it (laws.md §1.2): gettext domain ``play``.
PLAY_MESSAGES = Messages("play")
DUMMY_ENSURES_FOLLOWING_SUIT = PLAY_MESSAGES(
    "dummy himself ensures that dummy's hand follows suit (Law 42A3)")
DUMMY_MAY_TRY_TO_PREVENT = PLAY_MESSAGES("dummy may try to prevent it (Law 42B2)")


def dummy_prevents_revoke_label_42A3(edition: Edition) -> str:
    """The clause on dummy's part in preventing a revoke from dummy's hand, cited in the ruling
    on dummy's revoke card (laws.md §1.2): 2017 ``"42A3"`` (dummy himself ensures that dummy's
    hand follows suit); 2007 and earlier ``"42B2"`` (dummy may try to prevent an irregularity
    by declarer)."""
    return CLAUSES.label("42A3", edition)


def dummy_right_message_42A3(edition: Edition) -> str:
    """The message fragment (``{right_msg}``) on dummy's part in preventing a revoke from
    dummy's hand: 2017 42A3 (he ensures it), before 2017 42B2 (he may try to prevent it)."""
    return DUMMY_ENSURES_FOLLOWING_SUIT if edition >= E2017 else DUMMY_MAY_TRY_TO_PREVENT

M_42A1 = MESSAGES(
    "Dummy ({seat}) gives information on fact or law in the director's presence: his right (Law 42A1).")
M_42A2 = MESSAGES("Dummy ({seat}) keeps count of the tricks won and lost: his right (Law 42A2).")
M_42A2_TELLS = MESSAGES(
    "Dummy ({seat}) may keep count of the tricks (Law 42A2) but not tell declarer the count during play: "
    "that is taking part in the play (Law 43A1(c)); he is liable to a procedural penalty (Law 90).")
M_42B1 = MESSAGES(
    "Declarer failed to follow suit: dummy ({seat}) may ask him whether he has a card of the suit led "
    "(Law 42B1).")
M_42B1_DUMMY_HAND = MESSAGES(
    "Dummy ({seat}) asks about a play from dummy's own hand: he may do so even after losing his rights "
    "(Law {law}; WBF Laws Committee, 30 October 2001).")
M_42B1_DEFENDER = MESSAGES(
    "Dummy ({seat}) asked a defender ({target}) whether he has none of the suit led: dummy may ask only "
    "declarer (Law 42B1); asking a defender is taking part in the play (Law 43A1(c)), and he is liable "
    "to a procedural penalty (Law 90).")
M_42B1_NOTHING = MESSAGES(
    "Dummy ({seat}) asks declarer about a revoke although declarer has not failed to follow suit: not a "
    "right of Law 42B1 but taking part in the play (Law 43A1(c)).")
M_42B2 = MESSAGES("Dummy ({seat}) tries to prevent an irregularity by declarer: his right (Law 42B2).")
M_42B2_DEFENDER_2017 = MESSAGES(
    "Dummy ({seat}) tries to prevent an irregularity by a defender ({target}): since 2017 he may try to "
    "prevent any irregularity (Law 42B2).")
M_42B2_DEFENDER_OLD = MESSAGES(
    "Dummy ({seat}) warns a defender ({target}): under this code dummy may try to prevent an "
    "irregularity by declarer only (Law 42B2), so this is taking part in the play (Law 43A1(c)); he is "
    "liable to a procedural penalty (Law 90).")
M_42B3 = MESSAGES("Play is over: dummy ({seat}) may draw attention to an irregularity now (Law 42B3).")
M_43A1A = MESSAGES(
    "Dummy ({seat}) called the director during play although nobody else had drawn attention to an "
    "irregularity (Law {law}): he is liable to a procedural penalty (Law 90), which is usually not "
    "given; the director deals with the irregularity.")
M_43A1A_OK = MESSAGES(
    "Dummy ({seat}) calls the director after another player drew attention to an irregularity, or after "
    "play ended or a claim stopped it: he may (Law 43A1(a)).")
M_43A1B = MESSAGES(
    "Dummy ({seat}) drew attention to an irregularity during play (Law 43A1(b)); he may do so only after "
    "play ends (Law 42B3). He is liable to a procedural penalty (Law 90).")
M_43A1C = MESSAGES(
    "Dummy ({seat}) took part in the play by telling declarer about it (Law 43A1(c)): he is liable to a "
    "procedural penalty (Law 90); if it suggested a play, Law 45F applies.")
M_43A2A = MESSAGES(
    "Dummy ({seat}) exchanged hands with declarer or looked at his cards (Law 43A2(a)): he loses the "
    "rights of Law 42B (Law 43B2) and is liable to a procedural penalty (Law 90).")
M_43A2B = MESSAGES(
    "Dummy ({seat}) left his seat to watch declarer play (Law 43A2(b)): he loses the rights of Law 42B "
    "(Law 43B2) and is liable to a procedural penalty (Law 90).")
M_43A2C = MESSAGES(
    "Dummy ({seat}) looked at a card in a defender's hand ({target}) (Law 43A2(c)): he loses the rights "
    "of Law 42B (Law 43B2) and is liable to a procedural penalty (Law 90).")
M_43A2C_SHOWN = MESSAGES(
    "Dummy ({seat}) saw a defender's card only because {target} showed it to him: not on his own "
    "initiative, so no breach of Law 43A2(c) under this code.")
M_43A3 = MESSAGES(
    "A defender ({target}) showed his hand to dummy: a defender may not do so (Law 43A3); the director "
    "may give a procedural penalty (Law 90).")
M_43B2A = MESSAGES(
    "Dummy ({seat}), having lost his rights (Law 43A2), warned declarer not to lead from the wrong hand: "
    "either defender chooses the hand from which declarer leads (Law 43B2(a)).")
M_43B2B = MESSAGES(
    "Dummy ({seat}), having lost his rights (Law 43A2), was the first to ask declarer whether his play "
    "is a revoke: declarer must substitute a legal card, and Law 64 applies as if the revoke had been "
    "established (Law 43B2(b)).")
M_43B2B_NO_REVOKE = MESSAGES(
    "Dummy ({seat}), having lost his rights, asked declarer about a revoke, but declarer's play was "
    "legal: nothing is corrected (Law 43B2(b)); dummy is liable to a procedural penalty (Law 90).")
M_43B2B_UNKNOWN = MESSAGES(
    "Dummy ({seat}), having lost his rights, asked declarer about a revoke: the director must find "
    "whether declarer's play was a revoke (Law 43B2(b)).")
M_43B3 = MESSAGES(
    "Dummy ({seat}), having lost his rights (Law 43A2), was the first to draw attention to a defender's "
    "irregularity: there is no immediate rectification and play continues; at the end, if the defenders "
    "gained by it, the director adjusts only their score (Law {law}).")
M_43B2C = MESSAGES(
    "Dummy ({seat}), having lost his rights (Law 43A2), was the first to draw attention to a defender's "
    "irregularity: declarer may not enforce any rectification for it (Law 43B2(c)).")
M_43B2A_CHOSEN = MESSAGES(
    "{chooser} chose, under Law 43B2(a), the hand from which declarer leads: {hand}. Declarer leads from "
    "it.")
M_65_1975 = MESSAGES(
    "Dummy ({seat}) points out that a quitted card is placed the wrong way: the 1975 Laws allowed "
    "players to do so (Law 65); the later codes removed it.")
M_UNVERIFIED = MESSAGES(
    "The {edition} text of Laws 42-43 is not available here: ruled as the 1997 code, to be checked by "
    "the director.")


class DummyAct(StrEnum):
    """The kinds of dummy event (incident-format.md "Dummy's acts", additions)."""

    WARNS = "dummy_warns"  # value: wrong_hand | revoke | other - dummy tries to prevent an irregularity
    ASKS = "dummy_asks"  # value: revoke - "having none?"; to: whom he asks
    LOOKS = "dummy_looks"  # value: the seat whose hand; how: own_initiative | shown | exchange | leaves_seat
    CALLS_DIRECTOR = "dummy_calls_director"  # value: true
    DRAWS_ATTENTION = "dummy_draws_attention"  # value: irregularity | misplaced_card; offender: seat
    SAYS = "dummy_says"  # value: fact_or_law | trick_count | play


#: The incident act keys of :class:`DummyAct` (``dummy_warns`` ...).
DUMMY_ACTS: tuple[str, ...] = tuple(a.value for a in DummyAct)

_VALUES: dict[DummyAct, tuple[str, ...]] = {
    DummyAct.WARNS: ("wrong_hand", "revoke", "other"),
    DummyAct.ASKS: ("revoke",),
    DummyAct.CALLS_DIRECTOR: ("true",),
    DummyAct.DRAWS_ATTENTION: ("irregularity", "misplaced_card"),
    DummyAct.SAYS: ("fact_or_law", "trick_count", "play"),
}
_HOW = ("own_initiative", "shown", "exchange", "leaves_seat")


@dataclass(frozen=True)
class DummyEvent:
    """What dummy said or did.

    Attributes:
        act: the kind of act.
        by: the seat that acted (must be dummy).
        value: the act's value (see :class:`DummyAct`); for ``dummy_looks`` the seat looked at.
        target: whom he warns or asks (``to``), whose hand he looks at, or whose irregularity he
            points out (``offender``); None when not given.
        how: for ``dummy_looks``: ``own_initiative`` (default), ``shown`` (the defender showed it),
            ``exchange`` (hands exchanged with declarer), ``leaves_seat`` (to watch declarer).
        about_dummy: for ``dummy_asks``: the play asked about is from dummy's own hand.
        declarer_revoked: for ``dummy_asks`` after rights are lost: the director's finding that
            declarer's play was a revoke (None: not found yet).
    """

    act: DummyAct
    by: Seat
    value: str = ""
    target: Seat | None = None
    how: str = "own_initiative"
    about_dummy: bool = False
    declarer_revoked: bool | None = None


@dataclass(frozen=True)
class DummyState(Memory):
    """What the rules of Laws 42-43 need to know about the table; kept from one dummy act to
    the next as Laws 42-43's memory (rights lost, who asked first, 43B2(b) revokes).

    Attributes:
        declarer: declarer's seat (dummy is his partner).
        play_over: the play of the hand has ended (42B3).
        play_stopped: a claim or concession stopped play (68D; seed 003 43.2: dummy may call).
        attention_drawn: another player has drawn attention to an irregularity (43A1(a)).
        rights_lost: dummy has broken a 43A2 limitation earlier (43B2).
        declarer_showed_out: declarer has just failed to follow suit (42B1).
        director_present: the director is at the table (42A1).
        others_asked: someone else already asked declarer about the revoke (43B2(b): "first").
        others_drew_attention: someone else already drew attention to it (43B3: "first").
        lead_due: the hand of declarer's side that is to lead to a new trick now (declarer's or
            dummy's seat), or None when declarer's side is not on lead (43B2(a) then has no
            hand to choose).
        lead_known: ``lead_due`` was filled from the table (the engine sets it; a pure caller
            that does not know who is on lead leaves it False, and 43B2(a) is offered).
        declarer_revoke: the table's fact for 43B2(b): declarer's play asked about is a revoke
            (True), is not (False: his hand is known and followed suit or was void), or not
            known (None); an event's ``declarer_revoked`` finding overrides it.
        as_established: revokes (trick, seat, card, suit led) that Law 64 treats as
            established under 43B2(b), whether or not declarer has substituted a card yet.
        revoke_at: declarer's revoke not yet established (trick, seat, card, suit led) that a
            43B2(b) question is about, when the table knows it; None otherwise.
        wrong_hand_led: declarer has already led from the wrong hand (his side's lead out of
            turn awaits the defenders' choice, 55A): a "wrong hand" warning can no longer prevent
            it (42B2) - it draws attention to it (43A1(b)).
    """

    declarer: Seat
    play_over: bool = False
    play_stopped: bool = False
    attention_drawn: bool = False
    rights_lost: bool = False
    declarer_showed_out: bool = False
    director_present: bool = False
    others_asked: bool = False
    others_drew_attention: bool = False
    lead_due: Seat | None = None
    lead_known: bool = False
    declarer_revoke: bool | None = None
    as_established: tuple[tuple[int, Seat, Card, Suit], ...] = ()
    revoke_at: tuple[int, Seat, Card, Suit] | None = None
    wrong_hand_led: bool = False

    @property
    def dummy(self) -> Seat:
        """Declarer's partner."""
        return self.declarer.partner

    def revokes_as_established(self) -> tuple[tuple[int, Seat, Card, Suit], ...]:
        """43B2(b): the revokes Law 64 treats as established (:attr:`as_established`)."""
        return self.as_established


def parse_dummy_event(raw: Mapping[str, Any]) -> DummyEvent:
    """Read an incident event ``{by: N, dummy_warns: wrong_hand, to: S}`` (incident-format.md).

    Args:
        raw: the event mapping; ``by`` and exactly one act key of :data:`DUMMY_ACTS`, with the
            optional fields ``to``, ``offender``, ``how``, ``about_dummy``, ``declarer_revoked``.

    Raises:
        ValueError: no or several act keys, an unknown value, a bad seat, a bad ``how``; the
            message names the field (``dummy_warns: 'x' is not one of wrong_hand, revoke, other``).
    """
    acts = [k for k in raw if k in DUMMY_ACTS]
    if len(acts) != 1:
        raise ValueError(f"a dummy event has exactly one of {', '.join(DUMMY_ACTS)}")
    act = DummyAct(acts[0])
    by = Seat.parse(str(raw.get("by", "")))
    value = raw[acts[0]]
    target: Seat | None = None
    if act is DummyAct.LOOKS:
        target = Seat.parse(str(value))
        text = target.letter
    else:
        text = str(value).lower() if isinstance(value, bool) else str(value)
        if text not in _VALUES[act]:
            raise ValueError(f"{act.value}: {text!r} is not one of {', '.join(_VALUES[act])}")
    who = raw.get("to", raw.get("offender"))
    if who is not None:
        target = Seat.parse(str(who))
    how = str(raw.get("how", "own_initiative"))
    if how not in _HOW:
        raise ValueError(f"how: {how!r} is not one of {', '.join(_HOW)}")
    revoked = raw.get("declarer_revoked")
    if revoked is not None and not isinstance(revoked, bool):
        raise ValueError(f"declarer_revoked: must be true or false (got {revoked!r})")
    return DummyEvent(act, by, text, target, how, bool(raw.get("about_dummy", False)), revoked)


def _r(outcome: Outcome, law: str, ev: DummyEvent, message: str, *flags: str,
       edition: Edition, seat: Seat | None = None, **extra: Any) -> Ruling:
    params = MESSAGES.params(seat=ev.by, law=law)
    if ev.target is not None:
        params["target"] = ev.target.letter
    fl = tuple(flags)
    if edition <= Edition.E1975:
        fl += ("unverified",)
    return Ruling(outcome, law, seat=seat or ev.by, message=message, params=params, flags=fl,
                  extra={"edition": str(edition), **extra})


# ------------------------------------------------------------------------------ 42A


def absolute_42A1_information(ev: DummyEvent, st: DummyState, edition: Edition) -> Ruling:
    """42A1: information on fact or law in the Director's presence is dummy's right; without the
    Director (or a question rather than information) it is taking part in the play (43A1(c))."""
    if st.director_present:
        return _r(Outcome.ALLOWED, "42A1", ev, M_42A1, edition=edition)
    return limitation_43A1c_take_part(ev, st, edition)


def absolute_42A2_count(ev: DummyEvent, st: DummyState, edition: Edition) -> Ruling:
    """42A2: dummy may keep count of tricks won and lost; telling declarer the count during play
    is not his right (seed 003 42.4) but taking part in the play: 43A1(c), Law 90."""
    if st.play_over:
        return _r(Outcome.ALLOWED, "42A2", ev, M_42A2, edition=edition)
    return _r(Outcome.IRREGULARITY, "43A1(c)", ev, M_42A2_TELLS, "procedural_penalty_90",
              edition=edition, law90="more_often_than_not")


# ------------------------------------------------------------------------------ 42B


def qualified_42B1_ask(ev: DummyEvent, st: DummyState, edition: Edition) -> Ruling:
    """42B1: dummy asks "having none?".

    To declarer after declarer failed to follow suit: ``allowed`` 42B1 - unless dummy has lost
    his rights: then :func:`consequence_43B2b_asks_revoke`. About dummy's own hand: ``allowed``
    (2017 42A3, earlier 42B2; WBF LC 2001) even after rights are lost. To a defender, or when
    declarer did not show out: ``irregularity`` 43A1(c).
    """
    if ev.about_dummy:
        law = "42A3" if edition >= Edition.E2017 else "42B2"
        return _r(Outcome.ALLOWED, law, ev, M_42B1_DUMMY_HAND, edition=edition)
    to = ev.target if ev.target is not None else st.declarer
    if to != st.declarer:
        return _r(Outcome.IRREGULARITY, "43A1(c)", ev, M_42B1_DEFENDER, "procedural_penalty_90",
                  edition=edition, law90="more_often_than_not")
    if not st.declarer_showed_out:
        return _r(Outcome.IRREGULARITY, "43A1(c)", ev, M_42B1_NOTHING, "procedural_penalty_90",
                  edition=edition, law90="more_often_than_not")
    if st.rights_lost and not st.others_asked:
        return consequence_43B2b_asks_revoke(ev, st, edition)
    return _r(Outcome.ALLOWED, "42B1", ev, M_42B1, edition=edition)


def qualified_42B2_prevent(ev: DummyEvent, st: DummyState, edition: Edition) -> Ruling:
    """42B2: dummy tries to prevent an irregularity.

    By declarer (``to`` declarer or not given): ``allowed``; after a 43A2 breach, a warning
    against leading from the wrong hand is 43B2(a) (:func:`consequence_43B2a_warns`). A "wrong
    hand" warning once declarer has led from the wrong hand prevents nothing: it draws attention to
    an irregularity during play, 43A1(b) (every code: 42B2 lets dummy *try to prevent* one). By a
    defender: 2017 ``allowed`` ("any irregularity"); 2007 and earlier ``irregularity`` 43A1(c)
    (42B2 "by declarer"; seed 003 42.3 "but not by a defender").
    """
    to = ev.target if ev.target is not None else st.declarer
    if to != st.declarer:
        if edition >= Edition.E2017:
            return _r(Outcome.ALLOWED, "42B2", ev, M_42B2_DEFENDER_2017, edition=edition)
        return _r(Outcome.IRREGULARITY, "43A1(c)", ev, M_42B2_DEFENDER_OLD, "procedural_penalty_90",
                  edition=edition, law90="more_often_than_not")
    if ev.value == "wrong_hand" and st.wrong_hand_led:
        return limitation_43A1b_draw_attention(ev, st, edition)
    if st.rights_lost and ev.value == "wrong_hand":
        return consequence_43B2a_warns(ev, st, edition)
    return _r(Outcome.ALLOWED, "42B2", ev, M_42B2, edition=edition)


def qualified_42B3_after_play(ev: DummyEvent, st: DummyState, edition: Edition) -> Ruling:
    """42B3: drawing attention to an irregularity is dummy's right once play has ended; during
    play it breaks 43A1(b) - or, after a 43A2 breach and first to point at a defender's
    irregularity, it is 43B3 (2007/2017) / 43B2(c) (1997/1987). 1975: pointing out a quitted card
    placed the wrong way was allowed (Law 65; seed 003 43.4)."""
    if ev.value == "misplaced_card" and edition <= Edition.E1975:
        return _r(Outcome.ALLOWED, "65", ev, M_65_1975, edition=edition)
    if st.play_over:
        return _r(Outcome.ALLOWED, "42B3", ev, M_42B3, edition=edition)
    offender = ev.target
    if (st.rights_lost and not st.others_drew_attention and offender is not None
            and not offender.same_side(st.declarer)):
        return consequence_43B3_defender_irregularity(ev, st, edition)
    return limitation_43A1b_draw_attention(ev, st, edition)


# ------------------------------------------------------------------------------ 43A


def limitation_43A1a_call_director(ev: DummyEvent, st: DummyState, edition: Edition) -> Ruling:
    """43A1(a): dummy calls the Director. ``allowed`` after another player drew attention to an
    irregularity, after play ended, or after a claim or concession stopped it (seed 003 43.2);
    otherwise ``irregularity`` (2017 "may not", 2007/1997 "should not"), Law 90 usually not
    applied (seed 003 43.5)."""
    if st.attention_drawn or st.play_over or st.play_stopped:
        return _r(Outcome.ALLOWED, "43A1(a)", ev, M_43A1A_OK, edition=edition)
    return _r(Outcome.IRREGULARITY, "43A1(a)", ev, M_43A1A, "procedural_penalty_90", "summon_director",
              edition=edition, law90="usually_not",
              wording="may not" if edition >= Edition.E2017 else "should not")


def limitation_43A1b_draw_attention(ev: DummyEvent, st: DummyState, edition: Edition) -> Ruling:
    """43A1(b): drawing attention to an irregularity during play: ``irregularity``, Law 90 more
    often applied than not (seed 003 43.5). The irregularity itself is then dealt with."""
    return _r(Outcome.IRREGULARITY, "43A1(b)", ev, M_43A1B, "procedural_penalty_90", "summon_director",
              edition=edition, law90="more_often_than_not")


def limitation_43A1c_take_part(ev: DummyEvent, st: DummyState, edition: Edition) -> Ruling:
    """43A1(c): dummy takes part in the play or tells declarer anything about it: ``irregularity``
    (Law 90; a suggested play is 45F)."""
    return _r(Outcome.IRREGULARITY, "43A1(c)", ev, M_43A1C, "procedural_penalty_90", edition=edition,
              law90="more_often_than_not")


def limitation_43A2_looks(ev: DummyEvent, st: DummyState, edition: Edition) -> list[Ruling]:
    """43A2(a)-(c) and 2017 43A3: dummy looks at a hand.

    Declarer's hand (or ``how: exchange``): 43A2(a) (seed 003 43.5: exchanging hands "or looking
    at some of his cards"); ``how: leaves_seat``: 43A2(b); a defender's hand on his own
    initiative: 43A2(c) - each ``irregularity``, flag ``rights_lost``. A defender's hand shown by
    the defender (``how: shown``: the director finds dummy did not look on his own initiative):
    2017 43A3, the defender's irregularity, and ``allowed`` 43A2(c) - dummy keeps his rights (2017
    puts the act on the one who shows; the 43B consequences would otherwise fall on declarer's side
    for the defender's infraction); 2007/1997 ``allowed`` 43A2(c) (not on his own initiative).
    """
    lost = ("rights_lost", "procedural_penalty_90")
    target = ev.target
    if ev.how == "leaves_seat":
        return [_r(Outcome.IRREGULARITY, "43A2(b)", ev, M_43A2B, *lost, edition=edition,
                   law90="more_often_than_not")]
    if ev.how == "exchange" or target is None or target == st.declarer:
        return [_r(Outcome.IRREGULARITY, "43A2(a)", ev, M_43A2A, *lost, edition=edition,
                   law90="more_often_than_not")]
    if ev.how == "shown":
        if edition >= Edition.E2017:
            # 2017 puts the showing on the defender (43A3); dummy who did not look on his own
            # initiative keeps his rights - else a defender could strip them (43B) by his own
            # infraction. That dummy looked on his own initiative is the director's finding:
            # ``how: own_initiative`` (43A2(c), rights lost)
            return [_r(Outcome.IRREGULARITY, "43A3", ev, M_43A3, "procedural_penalty_90", edition=edition,
                       seat=target),
                    _r(Outcome.ALLOWED, "43A2(c)", ev, M_43A2C_SHOWN, edition=edition)]
        return [_r(Outcome.ALLOWED, "43A2(c)", ev, M_43A2C_SHOWN, edition=edition)]
    return [_r(Outcome.IRREGULARITY, "43A2(c)", ev, M_43A2C, *lost, edition=edition,
               law90="more_often_than_not")]


# ------------------------------------------------------------------------------ 43B


def consequence_43B2a_warns(ev: DummyEvent, st: DummyState, edition: Edition) -> Ruling:
    """43B2(a): after a 43A2 breach dummy warns declarer not to lead from the wrong hand: either
    defender chooses the hand declarer leads from: ``options`` ``lead_from:<declarer>``,
    ``lead_from:<dummy>`` for the defenders (:func:`dummy_act_verdict_43` opens the offer).
    When ``st.lead_due`` says declarer's side is not on lead there is no lead to choose: the
    warning is dummy taking part in the play (43A1(c))."""
    if st.lead_known and st.lead_due is None:
        return limitation_43A1c_take_part(ev, st, edition)
    d = st.declarer
    return Ruling(Outcome.OPTIONS, "43B2(a)", seat=d, options=(f"lead_from:{d.letter}",
                                                              f"lead_from:{d.partner.letter}"),
                  message=M_43B2A, params=MESSAGES.params(seat=ev.by, law="43B2(a)"),
                  flags=("summon_director",) + (("unverified",) if edition <= Edition.E1975 else ()),
                  extra={"edition": str(edition), "chooser": "either_defender"})


def consequence_43B2b_asks_revoke(ev: DummyEvent, st: DummyState, edition: Edition) -> Ruling:
    """43B2(b): after a 43A2 breach dummy is the first to ask declarer whether his play is a
    revoke: if it was (finding ``declarer_revoked``, else the table's ``st.declarer_revoke``;
    the ruling's ``card`` is the revoke card when ``st.revoke_at`` knows it), declarer
    substitutes a legal card and Law 64 applies as if the revoke were established
    (``withdrawn``, ``extra.law64_as_established``; WBF LC 2000-01-12 #2: the transfer is
    computed from the substituted card); if it was not, ``irregularity``; unknown:
    ``director`` with ``needs: declarer_revoked``."""
    revoked = ev.declarer_revoked if ev.declarer_revoked is not None else st.declarer_revoke
    if revoked is None:
        return Ruling(Outcome.DIRECTOR, "43B2(b)", seat=st.declarer, needs="declarer_revoked",
                      message=M_43B2B_UNKNOWN, params=MESSAGES.params(seat=ev.by),
                      flags=("summon_director",), extra={"edition": str(edition)})
    if not revoked:
        return _r(Outcome.IRREGULARITY, "43B2(b)", ev, M_43B2B_NO_REVOKE, "procedural_penalty_90",
                  edition=edition)
    return Ruling(Outcome.WITHDRAWN, "43B2(b)", seat=st.declarer, message=M_43B2B,
                  card=st.revoke_at[2] if st.revoke_at is not None else None,
                  params=MESSAGES.params(seat=ev.by),
                  flags=("revoke", "summon_director"),
                  extra={"edition": str(edition), "law64_as_established": True, "substitute": True})


def consequence_43B3_defender_irregularity(ev: DummyEvent, st: DummyState, edition: Edition) -> Ruling:
    """After a 43A2 breach dummy is the first to draw attention to a defender's irregularity:
    2017/2007 43B3 ``director``: no immediate rectification, play continues, at the end only the
    defenders' score is adjusted to take away any gain (flags ``no_immediate_rectification``,
    ``adjustment_possible``; 2007 refers to Law 12B1); 1997/1987 (and 1975/1963, unverified)
    43B2(c): declarer may not enforce any rectification for it."""
    if edition >= Edition.E2007:
        law = "43B3"
        return _r(Outcome.DIRECTOR, law, ev, M_43B3, "no_immediate_rectification", "adjustment_possible",
                  edition=edition, adjust="defenders_only",
                  reference="12B1" if edition == Edition.E2007 else None)
    return _r(Outcome.DIRECTOR, "43B2(c)", ev, M_43B2C, "no_rectification", edition=edition,
              wording="M")


class LeadHandChosen(NamedTuple):
    """The answer to the 43B2(a) offer: the ``hand`` that leads and the ``ruling`` on it."""

    hand: Seat
    ruling: Ruling


def lead_hand_chosen_43B2a(option: str, *, declarer: Seat, chooser: Seat,
                           edition: Edition = DEFAULT_EDITION) -> LeadHandChosen:
    """43B2(a): the defender's choice of the hand declarer leads from.

    Args:
        option: ``lead_from:<seat>`` (declarer's or dummy's seat), as offered.
        declarer: declarer's seat.
        chooser: the defender who chose.
        edition: the code (1975/1963 flagged ``unverified``).

    Returns:
        The hand that leads and the ruling (``not_played`` 43B2(a): no card moves;
        ``extra.lead_from``).

    Raises:
        ValueError: ``option`` names neither declarer's nor dummy's seat.
    """
    hand = Seat.parse(option.removeprefix("lead_from:"))
    if hand not in (declarer, declarer.partner):
        raise ValueError(f"43B2(a): {option!r} is neither declarer's nor dummy's hand")
    flags = ("unverified",) if edition <= Edition.E1975 else ()
    r = Ruling(Outcome.NOT_PLAYED, "43B2(a)", seat=hand, message=M_43B2A_CHOSEN,
               params=MESSAGES.params(chooser=chooser, hand=hand), flags=flags,
               extra={"edition": str(edition), "lead_from": hand.letter, "chosen": option})
    return LeadHandChosen(hand, r)


def dummy_act_verdict_43(ev: DummyEvent, st: DummyState, edition: Edition = DEFAULT_EDITION) -> Verdict:
    """The verdict on one dummy act (Laws 42-43): the rulings of :func:`rule_dummy_event`; for
    a 43B2(a) ``options`` ruling, the :class:`~bridgelaw.laws.verdict.LeadHandOffer` that
    either defender answers with ``choose: lead_from:<seat>``; and, last, what Laws 42-43 keep
    for dummy's next act (:func:`dummy_state_after_43A2`, remembered).

    Raises:
        ValueError: ``ev.by`` is not dummy.
    """
    rulings = rule_dummy_event(ev, st, edition)
    effects: list[Effect] = []
    for r in rulings:
        if r.outcome is Outcome.OPTIONS and r.message is M_43B2A:
            d = st.declarer
            effects.append(LeadHandOffer("43B2(a)", frozenset({d.lho, d.rho}), r.options, d))
    effects.append(Remember(dummy_state_after_43A2(ev, st, rulings)))
    return Verdict(tuple(rulings), tuple(effects))


# ------------------------------------------------------------------------------ dispatch


def rule_dummy_event(ev: DummyEvent, st: DummyState, edition: Edition = DEFAULT_EDITION) -> list[Ruling]:
    """The rulings on one dummy event (Laws 42-43).

    Args:
        ev: the event (``ev.by`` must be dummy).
        st: the state summary.
        edition: the code of the Laws (1975/1963: ruled as 1997 except Law 65 above; flag
            ``unverified``, plus a first ``director`` ruling saying so).

    Returns:
        One ruling (two for 2017 43A3 + 43A2(c)); an ``allowed`` ruling for an act within
        dummy's rights, ``irregularity`` for a breach of 43A, ``options``/``withdrawn``/
        ``director`` for the 43B consequences.

    Raises:
        ValueError: ``ev.by`` is not dummy.
    """
    if ev.by != st.dummy:
        raise ValueError(f"{ev.act.value}: {ev.by.letter} is not dummy ({st.dummy.letter} is)")
    out: list[Ruling]
    if ev.act is DummyAct.ASKS:
        out = [qualified_42B1_ask(ev, st, edition)]
    elif ev.act is DummyAct.WARNS:
        out = [qualified_42B2_prevent(ev, st, edition)]
    elif ev.act is DummyAct.DRAWS_ATTENTION:
        out = [qualified_42B3_after_play(ev, st, edition)]
    elif ev.act is DummyAct.CALLS_DIRECTOR:
        out = [limitation_43A1a_call_director(ev, st, edition)]
    elif ev.act is DummyAct.LOOKS:
        out = limitation_43A2_looks(ev, st, edition)
    elif ev.value == "fact_or_law":
        out = [absolute_42A1_information(ev, st, edition)]
    elif ev.value == "trick_count":
        out = [absolute_42A2_count(ev, st, edition)]
    else:
        out = [limitation_43A1c_take_part(ev, st, edition)]
    if edition <= Edition.E1975:
        note = Ruling(Outcome.DIRECTOR, "42", seat=ev.by, needs="law_text", message=M_UNVERIFIED,
                      params=MESSAGES.params(edition=str(edition)), flags=("unverified",),
                      extra={"edition": str(edition)})
        out = [note, *out]
    return out


def dummy_state_after_43A2(ev: DummyEvent, st: DummyState, rulings: list[Ruling]) -> DummyState:
    """The state after ``ev``: dummy's rights are lost once a ruling flags ``rights_lost``
    (43A2, 43B2); a question about a revoke or an irregularity pointed out is no longer "first"
    for a later one (43B2(b), 43B3)."""
    lost = st.rights_lost or any("rights_lost" in r.flags and r.seat == ev.by for r in rulings)
    asked = st.others_asked or ev.act is DummyAct.ASKS
    drew = st.others_drew_attention or ev.act is DummyAct.DRAWS_ATTENTION
    kept = st.as_established
    if st.revoke_at is not None and st.revoke_at not in kept and any(
            r.message is M_43B2B and r.outcome is Outcome.WITHDRAWN for r in rulings):
        kept = (*kept, st.revoke_at)
    return replace(st, rights_lost=lost, others_asked=asked, others_drew_attention=drew,
                   attention_drawn=st.attention_drawn or ev.act is DummyAct.DRAWS_ATTENTION,
                   as_established=kept)
