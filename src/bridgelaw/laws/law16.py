"""Law 16C (2017) / 16D (2007) / 16C (1997): information from withdrawn actions (laws.md §1.1).

When a card is withdrawn as the Laws provide (45C4(b), 45D, 47D, 47E, 53B, 58B), what it shows
is *authorised* to the non-offending side and *unauthorised* to the offending side. Before the
1997 code there was no such rule (an offender who had paid the penalty could use it).
The engine attaches these tags to every withdrawn card; the judgement whether a player used
unauthorised information (and any adjustment) is out of scope, so only a flag is raised.
"""

from __future__ import annotations

from bridgelaw.cards import Seat
from bridgelaw.clauses import SOURCE_2017, Clause, Clauses, version
from bridgelaw.editions import Edition
from bridgelaw.regulations import Option, Regulations, option

__all__ = [
    "CLAUSES",
    "OPTIONS",
    "O_16C_45C4B",
    "info_tags_16C",
    "offending_side_16C",
    "side_name",
    "withdrawal_label_16",
    "withdrawn_info_label_16",
]


E1963, E1975, E1987, E1997, E2007, E2017 = (
    Edition.E1963, Edition.E1975, Edition.E1987, Edition.E1997, Edition.E2007, Edition.E2017
)
_NONE_BEFORE_1997 = "laws.md §1.1: no such rule before 1997 [M]"

#: Law 16's clause on information from withdrawn actions, by code.
CLAUSES = Clauses(
    __name__,
    Clause("16C", "information from withdrawn actions (2007: 16D)", (
        version(E1963, None, _NONE_BEFORE_1997, provided=False),
        version(E1975, None, _NONE_BEFORE_1997, provided=False),
        version(E1987, None, _NONE_BEFORE_1997, provided=False),
        version(E1997, "16C", "seed 002 (Swedish 1997 45D: 'se lag 16C2')", True),
        version(E2007, "16D", "laws.md §1.1 (45C4(b), 47D cite 16D1) [V]", True),
        version(E2017, "16C", SOURCE_2017, True),
    )),
)

#: Who offends for 16C after a lawful 45C4(b) change or a 45D correction.
O_16C_45C4B = option(
    "O-16C-45C4B", ("offending", "strict"), "offending",
    "After a 45C4(b)/45D correction declarer's side is treated as offending for 16C.",
    clauses=("16C", "45C4(b)", "45D"))
OPTIONS: tuple[Option, ...] = (O_16C_45C4B,)


def side_name(seat: Seat) -> str:
    """``"N/S"`` or ``"E/W"``: the side of ``seat``."""
    return "N/S" if seat in (Seat.N, Seat.S) else "E/W"


def withdrawn_info_label_16(edition: Edition, *, part: str = "1") -> str | None:
    """The clause on information from withdrawn actions under ``edition`` (laws.md §1.1).

    2017: ``16C`` (+ part, e.g. ``16C1``), 2007: ``16D`` (+ part), 1997: ``16C`` (+ part);
    1987 and earlier: None (no such rule). ``part`` is ``"1"`` (authorised/unauthorised split)
    or ``"2"`` (the offenders' duty); pass ``""`` for the bare clause.
    """
    base = CLAUSES["16C"].label(edition)
    return None if base is None else f"{base}{part}"


def withdrawal_label_16(edition: Edition, *, after_dummys_card_45D: bool) -> str | None:
    """The Law 16 reference a withdrawal ruling cites, as the withdrawing clause gives it.

    ``after_dummys_card_45D``: the card is withdrawn after dummy's misplayed card (45D; else
    after a 45C4(b) change, 47D, or a corrected revoke, 62C1). Such a card cites the reference of
    45D itself: 2017 ``"16C"`` (45D1 "see Law 16C"), 2007 ``"16D"`` (RU seed 001, 45D: "(см.
    Правило 16D)"), 1997 ``"16C2"`` (Swedish seed 002, 45D: "(se lag 16C2)"); before 1997
    None. Any other withdrawal cites :func:`withdrawn_info_label_16` (``16C1``/``16D1``/``16C1``).
    """
    if after_dummys_card_45D:
        if edition >= Edition.E2017:
            return "16C"
        if edition >= Edition.E2007:
            return "16D"
        if edition >= Edition.E1997:
            return "16C2"
        return None
    return withdrawn_info_label_16(edition)


def offending_side_16C(
    declarer: Seat, *, edition: Edition, regulations: Regulations
) -> Seat | None:
    """The offending side after a 45C4(b) change or a 45D correction (option ``O-16C-45C4B``).

    Returns a seat of the offending side (declarer), or None under the ``strict`` reading (a
    lawful change of an unintended designation is no irregularity, so no side offends).
    """
    if regulations.get(O_16C_45C4B, edition) == "strict":
        return None
    return declarer


def info_tags_16C(offender: Seat | None, *, edition: Edition) -> dict[str, list[str]]:
    """Law 16C/16D tags for a withdrawn card: ``{"authorised": [...], "unauthorised": [...]}``.

    Args:
        offender: a seat of the offending side, or None when no side offends (then the
            information is authorised to both sides).
        edition: the code; before 1997 there is no rule, so everything is authorised.
    """
    both = ["N/S", "E/W"]
    if offender is None or withdrawn_info_label_16(edition) is None:
        return {"authorised": both, "unauthorised": []}
    off = side_name(offender)
    return {"authorised": [s for s in both if s != off], "unauthorised": [off]}
