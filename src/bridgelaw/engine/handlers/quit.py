"""The ``quit`` handler: a seat turns his card of the trick face down (65A; the trick is quitted,
66C). By any seat, at any time after the trick's first card; the trick is the one on the table
(the current trick, or the one just completed). The Law is
:func:`bridgelaw.laws.law65_66.quit_trick_65A`: four cards - the trick is quitted and a card
faced after it is a lead, not a fifth card (45E); fewer - 45G, not a quitted trick."""

from __future__ import annotations

from bridgelaw.engine.state import Act
from bridgelaw.engine.work import Work
from bridgelaw.laws import law65_66
from bridgelaw.rulings import Ruling

__all__ = ["handle", "trick_on_table"]


def trick_on_table(w: Work) -> tuple[int, int] | None:
    """The trick a ``quit`` turns: (its number, how many cards it holds) - the current trick if
    a card has been played to it, else the trick just completed (4 cards); None: no card is on
    the table (before the opening lead, and no earlier trick in the setup)."""
    t = w.table
    if t.current_trick:
        return t.trick_number, len(t.current_trick)
    last = t.last_trick
    return None if last is None else (last.number, 4)


def handle(w: Work, a: Act) -> list[Ruling]:
    """Rule on ``a.event.by`` turning his card face down (the trick is checked by validate)."""
    found = trick_on_table(w)
    assert found is not None
    trick, cards = found
    v = law65_66.quit_trick_65A(
        a.event.by, trick=trick, cards_in_trick=cards, quitted=w.recall(law65_66.QuittedTricks),
        edition=w.edition,
    )
    return w.carry_out(v)
