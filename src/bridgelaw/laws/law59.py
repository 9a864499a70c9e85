"""Law 59: inability to lead or play as required - "A player may play any otherwise legal card if
he is unable to lead or play as required to comply with a rectification, whether because of his
obligation to follow suit, or because he does not hold a card of the suit required, or because he
has only cards of a suit he is prohibited from leading, or because he is obliged to play a
penalty card" (2017; the same rule in 2007 and 1997 [M]).

The table already lets him play any legal card when a restriction leaves none
(``LeadRestriction.narrow``, ``PrematurePlayRestriction.narrow``); this home names the clause of
that card: :func:`unable_to_comply_59` (57A's own pointer to 59 is 57B, Law 57's home).
"""

from __future__ import annotations

from bridgelaw.clauses import Clause, Clauses, same
from bridgelaw.editions import DEFAULT_EDITION, Edition
from bridgelaw.regulations import Option

__all__ = ["CLAUSES", "OPTIONS", "unable_to_comply_59"]

#: Law 59's clause.
CLAUSES = Clauses(
    __name__,
    Clause("59", "unable to lead or play as required by a rectification: any otherwise legal card",
           same("59", "laws.md §1.10, §1.14 (Law 59 as 50D2 and 57B cite it) [M]", False)),
)

#: Law 59 leaves no option to regulating authorities.
OPTIONS: tuple[Option, ...] = ()


def unable_to_comply_59(*, edition: Edition = DEFAULT_EDITION) -> str:
    """The clause of a card led or played by a player unable to comply with the lead requirement
    the non-offending side chose (50D2(a), 51B): ``"59"``. Raises nothing."""
    return CLAUSES.label("59", edition)
