"""Laws 65-66 at the trick boundary: a completed trick turned face down (quitted), and whether
the trick just completed was quitted when the next card was faced (laws.md §1.5, "Trick
boundary").

* 65A (2017; [M] for the older codes): "When four cards have been played to a trick, each
  player turns his own card face down near him on the table." Turning the cards is quitting the
  trick; 66C: "Thereafter ... quitted tricks may not be inspected". A quitted trick is over: a
  card faced after it is a lead to the next trick (in turn, or out of turn: Laws 53-56), never
  a fifth card to it (45E applies to a trick that holds four cards and is still faced).
* 45G: "No player should turn his card face down until all four players have played to the
  trick." A ``quit`` while the trick holds fewer than four cards is that infraction of
  procedure, not a quitted trick: nothing changes state, the card stays played (it is faced
  again) and the Director may be called.

Whether the trick was quitted is a fact: the record's ``quit`` event, a platform that quits
tricks itself (option ``O-66-AUTO-QUIT`` = ``on``), or the Director's finding
``trick_quitted``. Where none of them says, the default reading is that it was quitted - the
commonest case at the table (players turn their cards as soon as the fourth card falls, and a
player who faces a card after a completed trick almost always means to lead it): the card is a
lead. A tournament director's review of bridgelaw found the older default (a 45E1 fifth card
unless the finding ``deemed_lead``) wrong for this reason. The finding ``trick_quitted: false``
gives 45E back, with ``deemed_lead`` still the Director's 45E1/45E2 decision.

Messages are English templates of the gettext domain ``law65_66``
(``locale/<lang>/LC_MESSAGES/law65_66.po``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from bridgelaw.cards import Seat
from bridgelaw.clauses import Clause, Clauses, same
from bridgelaw.editions import Edition
from bridgelaw.laws import law45
from bridgelaw.laws.home import Messages
from bridgelaw.laws.verdict import Memory, Remember, Verdict
from bridgelaw.regulations import Option, Regulations, option
from bridgelaw.rulings import Outcome, Ruling
from bridgelaw.table import Table

__all__ = [
    "CLAUSES",
    "MESSAGES",
    "OPTIONS",
    "O_66_AUTO_QUIT",
    "QuittedTricks",
    "Quitting",
    "quit_trick_65A",
    "trick_quitted_66",
]


#: The clauses of Laws 65 and 66 (the completed trick: turned face down, then quitted and no
#: longer inspected - one home, as a card faced after a trick is ruled by both: 65A says when
#: the trick is quitted, 66C that it is over), and 1975's Law 65 that dummy may point out a
#: quitted card placed the wrong way (cited by :mod:`bridgelaw.laws.law42_43`).
CLAUSES = Clauses(
    __name__,
    Clause("65", "1975: a quitted card placed the wrong way may be pointed out",
           same("65", "seed 003 (commentary on Laws 42-48) and laws.md §1.2; 1975/1963 texts not in [M]",
                False)),
    Clause("65A", "a completed trick: each player turns his card face down (quits it)",
           same("65A", "laws.md §5 (2017 l65) [V]")),
    Clause("66C", "quitted tricks may not be inspected (a quitted trick is over)",
           same("66C", "laws.md §5 (1997 law66) [M]", False)),
)

#: Whether the platform quits each completed trick itself (65A, 66C).
O_66_AUTO_QUIT = option(
    "O-66-AUTO-QUIT", ("off", "on"), "off",
    "Whether the platform quits each trick itself as its fourth card is played (65A, 66C; "
    "online tables): on - every completed trick is quitted at once, so a card faced after it "
    "is always a lead to the next trick (in turn, or 53-56 out of turn), never a fifth card "
    "(45E); off (default, a table with physical cards) - a trick is quitted by a 'quit' event, "
    "or by the finding trick_quitted; where neither says, the card is read as a lead too.",
    clauses=("65A", "66C", "45E1", "45E2"))
OPTIONS: tuple[Option, ...] = (O_66_AUTO_QUIT,)

#: The messages of this module: gettext domain ``law65_66`` (``locale/<lang>/LC_MESSAGES/law65_66.po``).
MESSAGES = Messages("law65_66")

_p = MESSAGES.params

Q_QUITTED = MESSAGES(
    "{seat} turns his card of trick {trick} face down: the trick is quitted (Law 65A). A card faced "
    "now is a lead to the next trick, not a fifth card to this one (Laws 66C, 45E)."
)
Q_ALREADY = MESSAGES(
    "{seat} turns his card of trick {trick} face down; the trick was already quitted (Law 65A)."
)
Q_EARLY = MESSAGES(
    "{seat} turned his card face down before all four players had played to trick {trick}: no player "
    "should do so (Law {law}). The trick is not quitted; his card stays played and is faced again."
)

#: How the answer to "was the trick quitted?" was found.
QuitHow = Literal["finding", "recorded", "platform", "not_known"]


@dataclass(frozen=True)
class Quitting:
    """Whether the trick just completed counts as quitted when the next card is faced.

    Attributes:
        quitted: True - the card faced is a lead to the next trick; False - the trick is still
            faced: a card from a seat that played to it is a fifth card (45E).
        how: ``finding`` (the Director's ``trick_quitted``), ``recorded`` (a ``quit`` event),
            ``platform`` (``O-66-AUTO-QUIT`` = ``on``) or ``not_known`` (the default reading).
    """

    quitted: bool
    how: QuitHow


@dataclass(frozen=True)
class QuittedTricks(Memory):
    """65A/66C: the numbers of the tricks turned face down by a ``quit`` event. A trick taken
    back by a correction is no longer complete, so no longer quitted."""

    tricks: frozenset[int]

    def last_quitted(self, table: Table) -> bool:
        """The trick just completed (no card yet to the next one) was quitted by a ``quit``."""
        last = table.last_trick
        return last is not None and not table.current_trick and last.number in self.tricks

    def after_rollback(self, table: Table) -> Memory | None:
        return QuittedTricks(frozenset(n for n in self.tricks if n < table.trick_number))


def trick_quitted_66(
    *, recorded: bool, finding: bool | None, edition: Edition, regulations: Regulations
) -> Quitting:
    """65A/66C: was the trick just completed quitted when the next card was faced?

    Args:
        recorded: the record has a ``quit`` of that trick after its fourth card.
        finding: the Director's finding ``trick_quitted`` (None: not given). It overrides the
            record and the platform: the Director found the fact.
        edition: the code of the Laws (the same reading in every code; 1963 has no 45E, so a
            trick found not quitted is ruled by the Director there).
        regulations: the options in force (``O-66-AUTO-QUIT``).

    Returns:
        :class:`Quitting`. Where nothing says (no finding, no ``quit``, ``O-66-AUTO-QUIT`` =
        ``off``): quitted, ``how == "not_known"`` - the card is read as a lead (module
        docstring: the commonest reading, and the TD review's).
    """
    if finding is not None:
        return Quitting(bool(finding), "finding")
    if recorded:
        return Quitting(True, "recorded")
    if regulations.get(O_66_AUTO_QUIT, edition) == "on":
        return Quitting(True, "platform")
    return Quitting(True, "not_known")


def quit_trick_65A(
    seat: Seat, *, trick: int, cards_in_trick: int, quitted: QuittedTricks | None, edition: Edition
) -> Verdict:
    """65A: ``seat`` turns his card of ``trick`` face down (a ``quit`` event).

    Args:
        seat: who turns his card (any seat: each player quits his own card; dummy's is turned
            by declarer or dummy).
        trick: the number of the trick.
        cards_in_trick: how many cards it holds (4 for a completed trick).
        quitted: the tricks quitted so far by ``quit`` events (None: none).
        edition: the code of the Laws (45G's label: 1963 article 45).

    Returns:
        Four cards: ``allowed`` 65A, ``extra["quitted"] == trick``, the trick remembered as
        quitted (:class:`QuittedTricks`; "already" quitted when it was). Fewer: ``irregularity``
        45G (1963: 45), flag ``summon_director``, ``extra["quitted"] is None`` - not a quitted
        trick, no effect.
    """
    d = law45.turned_face_down_45G(cards_in_trick=cards_in_trick, edition=edition)
    if d.reason == "too_early":
        return Verdict.of(
            Ruling(
                Outcome.IRREGULARITY,
                d.law,
                seat=seat,
                flags=d.flags,
                message=Q_EARLY,
                params=_p(seat=seat, trick=trick, law=d.law),
                extra={"quitted": None, "trick": trick, "cards_in_trick": cards_in_trick},
            )
        )
    before = quitted.tricks if quitted is not None else frozenset()
    already = trick in before
    ruling = Ruling(
        Outcome.ALLOWED,
        "65A",
        seat=seat,
        message=Q_ALREADY if already else Q_QUITTED,
        params=_p(seat=seat, trick=trick),
        extra={"quitted": trick, "trick": trick},
    )
    return Verdict.of(ruling, Remember(QuittedTricks(before | {trick})))
