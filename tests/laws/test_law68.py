"""Law 68: claim or concession defined, play after it - claims.md §2.2."""

from __future__ import annotations

import pytest

from bridgelaw.cards import Card, Contract, Hand, Seat
from bridgelaw.editions import Edition
from bridgelaw.glossary import clause_words
from bridgelaw.i18n import LANGUAGES, render
from bridgelaw.laws.law68 import (
    ClaimAct,
    ClaimKind,
    act_read_68,
    claim_made_68A,
    concession_made_68B,
    concession_objected_68B2,
    dummy_may_call_director_68D,
    play_after_claim_68D,
    play_continues_68D2b,
    remaining_for_claim_68A,
)
from bridgelaw.rulings import Outcome
from bridgelaw.table import Table

E = Edition


@pytest.mark.parametrize(("act", "kind", "clause"), [
    (ClaimAct.CURRENT_TRICK, ClaimKind.NONE, "68"),
    (ClaimAct.WINS_TRICKS, ClaimKind.CLAIM, "68A"),
    (ClaimAct.SUGGESTS_STOP, ClaimKind.CLAIM, "68A"),
    (ClaimAct.SHOWS_CARDS, ClaimKind.CLAIM, "68A"),
    (ClaimAct.DECLARER_FACES_AFTER_LEAD_OUT_OF_TURN, ClaimKind.NONE, "68A"),
    (ClaimAct.LOSES_TRICKS, ClaimKind.CONCESSION, "68B"),
    (ClaimAct.ABANDONS, ClaimKind.CONCESSION, "68B"),
])
def test_68_what_is_a_claim_or_concession(act: ClaimAct, kind: ClaimKind, clause: str) -> None:
    got = act_read_68(act)
    assert (got.kind, got.clause) == (kind, clause)


def test_68A_showing_cards_demonstrably_without_meaning_a_claim_is_none() -> None:
    assert act_read_68(ClaimAct.SHOWS_CARDS, demonstrably_not_intended=True).kind is ClaimKind.NONE


def test_68A_claim_ruling_fields_of_the_contract() -> None:
    r = claim_made_68A(Seat.S, 4, 6)
    assert r.outcome is Outcome.CLAIM and r.law == "68A"
    assert r.extra == {"tricks_claimed": 4, "conceded": 2, "play_ceased": True}
    assert "claims 4 of the 6" in render(r, "en").text
    assert claim_made_68A(Seat.S, 6, 6).message != r.message  # "all" said as all


def test_48B_declarer_facing_his_cards_is_a_claim_citing_48B() -> None:
    r = claim_made_68A(Seat.S, 9, 9, faced=True)
    assert r.law == "48B" and r.extra["tricks_claimed"] == 9


def test_68B_concession_cites_68B_in_every_code() -> None:
    r = concession_made_68B(Seat.W, 1, 3)
    assert (r.outcome, r.law, r.extra["tricks_claimed"], r.extra["conceded"]) == (Outcome.CLAIM, "68B", 2, 1)
    assert {concession_made_68B(Seat.W, 1, 3, edition=e).law for e in E} == {"68B"}


def test_68A_68B_numbers_out_of_range_are_refused() -> None:
    with pytest.raises(ValueError, match="only 3 remain"):
        claim_made_68A(Seat.S, 4, 3)
    with pytest.raises(ValueError, match="only 3 remain"):
        concession_made_68B(Seat.S, -1, 3)


def test_68B2_defenders_concession_objected_at_once_is_none() -> None:
    r = concession_objected_68B2(Seat.E, Seat.W, at_once=True, declarer=Seat.S)
    assert r is not None and r.outcome is Outcome.ALLOWED and r.law == "68B2"
    assert r.extra["concession"] is False and r.extra["claim"] is False
    assert r.info == {"unauthorised": ["E/W"]}
    old = concession_objected_68B2(Seat.E, Seat.W, at_once=True, declarer=Seat.S, edition=E.E1997)
    assert old is not None and old.law == "68B"


def test_68B2_not_at_once_or_declarers_concession_or_not_partner_is_no_68B2() -> None:
    assert concession_objected_68B2(Seat.E, Seat.W, at_once=False, declarer=Seat.S) is None
    assert concession_objected_68B2(Seat.S, Seat.N, at_once=True, declarer=Seat.S) is None
    assert concession_objected_68B2(Seat.E, Seat.S, at_once=True, declarer=Seat.S) is None


def test_68D_play_after_a_claim_by_edition() -> None:
    d17 = play_after_claim_68D()
    assert not d17.played and d17.law == "68D" and d17.evidence
    assert play_after_claim_68D(continue_play=True).played
    assert play_after_claim_68D(continue_play=True).law == "68D2(b)"
    d07 = play_after_claim_68D(continue_play=True, edition=E.E2007)
    assert not d07.played and d07.evidence  # 70D3: what was played is evidence
    d97 = play_after_claim_68D(continue_play=True, edition=E.E1997)
    assert not d97.played and not d97.evidence  # voided by the director
    assert play_after_claim_68D(withdrawn=True, edition=E.E1997).played


def test_68D2b_playing_on_by_agreement_exists_in_2017_only() -> None:
    r = play_continues_68D2b(Seat.W)
    assert r is not None and r.outcome is Outcome.ALLOWED and r.law == "68D2(b)" and r.extra["claim_void"]
    assert play_continues_68D2b(Seat.W, edition=E.E2007) is None
    assert play_continues_68D2b(Seat.W, edition=E.E1997) is None


def test_68D_dummy_may_call_the_director_once_play_has_ceased() -> None:
    assert dummy_may_call_director_68D(play_ceased=True)
    assert not dummy_may_call_director_68D(play_ceased=False)


def test_68A_remaining_tricks_count_the_trick_in_progress_unless_the_claimer_played_to_it() -> None:
    hands = {Seat.N: Hand.parse("AK..."), Seat.E: Hand.parse("..AK."), Seat.S: Hand.parse("Q..2."),
             Seat.W: Hand.parse("J..3.")}
    t = Table.from_position(Contract.parse("4S", Seat.S), hands, leader=Seat.S)
    assert remaining_for_claim_68A(t, Seat.S) == 2 and remaining_for_claim_68A(t, Seat.W) == 2
    t.play(Card.parse("D2"))
    assert remaining_for_claim_68A(t, Seat.S) == 1  # S has played to the trick in progress
    assert remaining_for_claim_68A(t, Seat.W) == 2


@pytest.mark.parametrize("lang", LANGUAGES)
def test_68_every_ruling_renders_in_every_language(lang: str) -> None:
    rulings = [claim_made_68A(Seat.S, 4, 6), claim_made_68A(Seat.S, 6, 6),
               claim_made_68A(Seat.S, 5, 6, faced=True), concession_made_68B(Seat.W, 1, 3),
               concession_made_68B(Seat.W, 3, 3), play_continues_68D2b(Seat.E),
               concession_objected_68B2(Seat.E, Seat.W, at_once=True, declarer=Seat.S)]
    for r in rulings:
        assert r is not None
        text = render(r, lang).text
        assert text and "{" not in text and clause_words(r.law, lang) in text
