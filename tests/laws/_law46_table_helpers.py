"""Support shared by the tests moved by Law out of test_law46_review.py: setup, constants and helpers."""

from __future__ import annotations

from bridgelaw.cards import Card, Contract, Hand, Rank, Seat
from bridgelaw.designation.types import Designation, Keyword
from bridgelaw.editions import Edition
from bridgelaw.i18n import LANGUAGES, render
from bridgelaw.laws.law46 import resolve_designation
from bridgelaw.regulations import Regulations
from bridgelaw.rulings import Ruling
from bridgelaw.table import Table, Trick, trick_winner

E17, E07, E97, E87, E63 = Edition.E2017, Edition.E2007, Edition.E1997, Edition.E1987, Edition.E1963
OLDER = [E07, E97, E63]


def _cards(text: str) -> tuple[tuple[Seat, Card], ...]:
    return tuple((Seat.parse(i.split(":")[0]), Card.parse(i.split(":")[1]))
                 for i in text.replace(",", " ").split())


def tbl(dummy: str, trick: str = "", contract: str = "NT", last: str = "") -> Table:
    """Declarer S, dummy N holding ``dummy``; the other hands unknown."""
    hands = {Seat.N: Hand.parse(dummy)}
    ct = Contract.parse(contract, Seat.S)
    last_trick = None
    if last:
        cards = _cards(last)
        last_trick = Trick(13 - len(hands[Seat.N]), cards[0][0], cards, trick_winner(cards, ct.trump))
    return Table.from_position(ct, hands, partial=[Seat.E, Seat.S, Seat.W], trick=list(_cards(trick)),
                               last_trick=last_trick, trick_number=14 - len(hands[Seat.N]))


def rule(t: Table, des: Designation, ed: Edition, meant: str | None = None, **opts: str) -> Ruling:
    regs = Regulations({k.replace("_", "-"): v for k, v in opts.items()})
    return resolve_designation(t, des, edition=ed, regulations=regs,
                               incontrovertible=Card.parse(meant) if meant else None)


def texts(r: Ruling) -> dict[str, str]:
    return {lang: render(r, lang).text for lang in LANGUAGES}


# --------------------------------------------------- item 3: 46B preamble only for incomplete designations

HEART_QUEEN = Designation(suit=Card.parse("HQ").suit, rank=Rank.QUEEN, text="heart queen")


# --------------------------------------------------- item 7: "win" before 2007 is not in the Laws


WIN = Designation(keyword=Keyword.WIN, text="win")


# --------------------------------------------------- item 13: 46B3(a) after dummy ruffed

SEVEN = Designation(rank=Rank.SEVEN, text="seven")
# dummy N ruffed W's HK with D2 (diamonds trumps); dummy holds the seven of hearts and of diamonds
RUFFED = "W:HK N:D2 E:H3 S:H4"
