"""Law 45C5: a penalty card may have to be played. The duty itself lives in Law 50 (50D1);
these tests check it through the table: a card exposed under Law 49 becomes compulsory at the
owner's first legal opportunity, and following suit (44C) still comes first."""

from __future__ import annotations

from _choice_helpers import first, session

from bridgelaw.cards import Card, Seat
from bridgelaw.rulings import Outcome


def test_45C5_major_penalty_card_is_compulsory_at_first_legal_opportunity() -> None:
    # West leads a club; East exposes his club jack while dummy is to play: a major penalty card
    s, rs = session([{"by": "W", "play": "C6"}, {"by": "E", "show": "CJ", "partner_could_see": True}])
    r = first(rs, 1)
    assert (r.outcome, r.penalty) == (Outcome.PENALTY_CARD, "major")
    assert Card.parse("CJ") in s.penalty_cards
    assert s.table.legal_cards(Seat.E) == [Card.parse("CJ")]


def test_45C5_following_suit_outranks_the_penalty_card() -> None:
    # West leads a spade; East exposes his club jack: East holds spades (A764), so 44C comes first
    s, rs = session([{"by": "W", "play": "S3"}, {"by": "E", "show": "CJ", "partner_could_see": True}])
    assert first(rs, 1).penalty == "major"
    legal = s.table.legal_cards(Seat.E)
    assert legal and all(c.suit.letter == "S" for c in legal)
    assert [p.card for p in s.penalty_cards.of(Seat.E)] == [Card.parse("CJ")]
