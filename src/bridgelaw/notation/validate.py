"""Is a board read from an archive a deal and a play that can be, before it is replayed?

A deal is 52 different cards, 13 to a hand (Law 6); a hand a file does not give is unknown
(PBN ``-``: 0 cards), never a hand of 14+ cards, and the known hands hold the same number of
cards (13, or fewer in a PBN end position). The play uses only cards dealt: each
card once, each from the hand of the seat that plays it when that hand is known, and never a
card dealt to another seat. Without these checks a board whose deal had a 12-card hand was
replayed as "partly known" and classed ``complete``: a silently wrong answer.

:func:`deal_problem` and :func:`play_problem` return the first problem in words (what, where,
why) or None; :func:`board_problem` is both, for :func:`bridgelaw.replay.replay_board`, which
classes such a board ``unreadable`` with that detail. Pure functions; they raise nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from bridgelaw.cards import Card, Deal, Seat

__all__ = ["board_problem", "deal_problem", "play_problem"]


def deal_problem(deal: Deal) -> str | None:
    """The first reason ``deal`` cannot be a dealt board (or a PBN end position), or None.

    Args:
        deal: the four hands as read (a hand of 0 cards is an unknown hand, PBN ``-``).

    Returns:
        ``"deal: W holds 14 cards (...); a hand holds at most 13 (Law 6)"``, or ``"deal: W holds
        12 cards (...) but N holds 13; ..."`` when the known hands do not all hold the same
        number of cards; None when every known hand holds 13 cards, or all hold the same fewer
        number (a PBN end position, PBN 2.1 section 3.4.11: the play then starts from there).
        (A card in two hands is refused by :class:`Deal` itself.)
    """
    known = [s for s in Seat if len(deal[s])]
    for seat in known:
        if len(deal[seat]) > 13:
            return (f"deal: {seat.letter} holds {len(deal[seat])} cards ({deal[seat].to_pbn()}); "
                    "a hand holds at most 13 (Law 6)")
    if not known:
        return None
    usual = max(len(deal[s]) for s in known)
    odd = next((s for s in known if len(deal[s]) != usual), None)
    if odd is None:
        return None
    other = next(s for s in known if len(deal[s]) == usual)
    return (f"deal: {odd.letter} holds {len(deal[odd])} cards ({deal[odd].to_pbn()}) but {other.letter} "
            f"holds {usual}; the hands of a deal hold 13 each (an end position: the same number each), "
            "and a hand not given is written '-'")


def play_problem(deal: Deal, play: Sequence[tuple[Seat, Card]]) -> str | None:
    """The first card of ``play`` that was not dealt to the seat that plays it, or None.

    Args:
        deal: the deal (hands of 13 cards, or 0 when unknown).
        play: (seat, card) in the order of play.

    Returns:
        ``"card 17 (trick 5): W plays D4, which was not dealt to W (E holds it)"``, ``"... D4 a
        second time (first as card 3)"``, or ``"... which W was not dealt (W's hand is known)"``;
        None when every card comes from its seat's hand (a card from an unknown hand must not
        be dealt to a known one).
    """
    first: dict[Card, int] = {}
    for i, (seat, card) in enumerate(play):
        where = f"card {i + 1} (trick {i // 4 + 1})"
        if card in first:
            return f"{where}: {seat.letter} plays {card} a second time (first as card {first[card] + 1})"
        first[card] = i
        if card in deal[seat]:
            continue
        holder = next((s for s in Seat if card in deal[s]), None)
        if holder is not None:
            return f"{where}: {seat.letter} plays {card}, which was dealt to {holder.letter}"
        if len(deal[seat]):
            return f"{where}: {seat.letter} plays {card}, which is not in {seat.letter}'s hand as dealt"
    return None


def board_problem(deal: Deal, play: Sequence[tuple[Seat, Card]]) -> str | None:
    """:func:`deal_problem`, then :func:`play_problem`: the first reason the board cannot be
    replayed as given, or None."""
    return deal_problem(deal) or play_problem(deal, play)
