"""Laws 68-71 at the table (claims.md §1): the claim's memory from one act to the next - a claim
or concession made (68A/68B, 48B), agreed (69A), disputed (68B2, 68D2(b), 70), decided by the
director (70), an agreement withdrawn (69B), a concession withdrawn (71), a revoke established
by it (63A3/63A4) - as the engine calls them, on small positions."""

from __future__ import annotations

import pytest

from bridgelaw.cards import Card, Contract, Hand, Seat
from bridgelaw.editions import Edition
from bridgelaw.errors import ClaimActError, PlayCeasedError
from bridgelaw.laws import law63, law68, law69, law71
from bridgelaw.laws.law68 import ClaimMemory, ClaimStatus, claim_kept_68
from bridgelaw.laws.law70.dispute import claim_decided_70, claim_disputed_70
from bridgelaw.laws.verdict import Verdict
from bridgelaw.rulings import Outcome
from bridgelaw.table import Table

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W


def table(hands: dict[Seat, str], *, contract: str = "3NT", declarer: Seat = S, leader: Seat = S,
          won: tuple[int, int] = (8, 2), partial: tuple[Seat, ...] = ()) -> Table:
    """A position: ``won`` is (declarer's side, defenders)."""
    ns = won if declarer in (N, S) else (won[1], won[0])
    known = {s: Hand.parse(h) for s, h in hands.items()}
    return Table.from_position(Contract.parse(contract, declarer), known, leader=leader, tricks_won=ns,
                               partial=partial)


#: 3NT by S, three cards left, S on lead with the top clubs; W has the SA: S's claim of all
#: three is good (N/S 11); a defender's "the rest are yours" would give away West's ace.
TOP = {N: ".KQJ..", E: "..432.", S: "...AKQ", W: "A.98.."}


def mem(v: Verdict) -> ClaimMemory:
    """The claim's memory a verdict keeps."""
    m = claim_kept_68(v)
    assert m is not None
    return m


def claim(t: Table, seat: Seat, n: int | str = "all", *, concession: bool = False, event: int = 0,
          before: ClaimMemory | None = None, edition: Edition = Edition.E2017,
          **kw: object) -> Verdict:
    return law68.claim_at_table_68(t, seat, n, concession=concession, event=event, before=before,
                                   edition=edition, **kw)  # type: ignore[arg-type]


def test_68A_a_claim_at_the_table_is_ruled_claim_and_play_ceases() -> None:
    step = claim(table(TOP), S, statement="all mine")
    (r,) = step.rulings
    got = (r.outcome, r.law, r.extra["tricks_claimed"], r.extra["play_ceased"])
    assert got == (Outcome.CLAIM, "68A", 3, True)
    m = mem(step)
    assert m is not None and (m.claimer, m.claimed, m.remaining, m.status) == (S, 3, 3, ClaimStatus.OPEN)
    assert m.play_ceased and not m.settled and m.declarer_tricks(table(TOP)) is None


def test_48B_declarer_facing_his_hand_is_a_claim_cited_48B_a_defender_showing_his_68A() -> None:
    assert claim(table(TOP), S, faced=True).rulings[0].law == "48B"
    t = table(TOP, leader=E)
    assert claim(t, E, faced=True).rulings[0].law == "68A"


def test_68B_a_concession_of_one_claims_the_rest() -> None:
    step = claim(table(TOP), S, 1, concession=True)
    assert step.rulings[0].law == "68B" and mem(step).claimed == 2


@pytest.mark.parametrize("n", [4, 13])
def test_68A_a_claim_of_more_tricks_than_remain_is_refused(n: int) -> None:
    with pytest.raises(ClaimActError, match=f"cannot claim {n} tricks: 3 remain"):
        claim(table(TOP), S, n)


def test_68_the_claimer_amends_his_open_claim_and_nobody_else_claims_over_it() -> None:
    first = mem(claim(table(TOP), S, statement="the clubs are good"))
    second = mem(claim(table(TOP), S, 1, concession=True, before=first, statement="well, two"))
    assert second is not None and second.claimed == 2 and second.statement == "the clubs are good. well, two"
    with pytest.raises(ClaimActError, match="S's claim is open"):
        claim(table(TOP), W, before=first)


def test_69A_an_opponents_agreement_settles_the_board() -> None:
    t = table(TOP)
    m = mem(claim(t, S))
    step = law69.claim_agreed_69A(m, t, W)
    (r,) = step.rulings
    assert (r.outcome, r.law, r.extra["tricks"]) == (Outcome.RESULT, "69A", 11)
    assert mem(step).settled and mem(step).declarer_tricks(t) == 11


@pytest.mark.parametrize(("who", "message"), [(N, "cannot agree to his own side's claim"),
                                              (S, "cannot agree to his own side's claim")])
def test_69A_the_claimers_side_does_not_agree(who: Seat, message: str) -> None:
    t = table(TOP)
    with pytest.raises(ClaimActError, match=message):
        law69.claim_agreed_69A(mem(claim(t, S)), t, who)


def test_69A_nothing_to_agree_to_is_refused() -> None:
    with pytest.raises(ClaimActError, match="no claim or concession is open"):
        law69.claim_agreed_69A(None, table(TOP), W)


def test_68B2_a_defenders_concession_objected_to_at_once_is_void_later_it_is_adjudicated() -> None:
    t = table(TOP, leader=E)
    m = mem(claim(t, E, "all", concession=True, event=0))
    at_once = claim_disputed_70(m, t, W, event=1)
    assert [(r.outcome, r.law) for r in at_once.rulings] == [(Outcome.ALLOWED, "68B2")]
    assert mem(at_once).status is ClaimStatus.VOID
    assert not mem(at_once).play_ceased
    later = claim_disputed_70(m, t, W, event=3)
    (r,) = later.rulings
    # objected too late: the concession is adjudicated; E on lead runs his diamonds, which no
    # normal play loses (his own side doubted it: restored), so declarer keeps his 8
    assert (r.outcome, r.extra["tricks"], r.extra["awarded"]) == (Outcome.ADJUDICATED, 8, 3)


@pytest.mark.parametrize(("edition", "outcome", "law"), [(Edition.E2017, Outcome.ALLOWED, "68D2(b)"),
                                                         (Edition.E2007, Outcome.ADJUDICATED, "70A")])
def test_68D2b_playing_on_by_agreement_voids_the_claim_in_2017_only(edition: Edition, outcome: Outcome,
                                                                    law: str) -> None:
    t = table(TOP)
    m = mem(claim(t, S, edition=edition))
    step = claim_disputed_70(m, t, W, event=1, findings={"continue_play": True}, edition=edition)
    assert [(r.outcome, r.law) for r in step.rulings] == [(outcome, law)]
    assert m is not None
    if edition is Edition.E2007:
        with pytest.raises(PlayCeasedError, match=r"play has ceased after S's claim \(Law 68D\)"):
            law68.play_continues_68D(m, W, edition=edition)
    else:
        assert mem(law68.play_continues_68D(m, W, edition=edition)).status is ClaimStatus.VOID


def test_70_a_dispute_is_adjudicated_and_settles_the_board() -> None:
    t = table(TOP)
    step = claim_disputed_70(mem(claim(t, S)), t, W, event=1)
    (r,) = step.rulings
    got = (r.outcome, r.law, r.extra["tricks"], r.extra["double_dummy"])
    assert got == (Outcome.ADJUDICATED, "70A", 11, 3)
    assert mem(step).status is ClaimStatus.ADJUDICATED
    with pytest.raises(ClaimActError, match="has been adjudicated"):
        law69.claim_agreed_69A(mem(step), t, E)
    with pytest.raises(ClaimActError, match="cannot dispute his own claim"):
        claim_disputed_70(mem(claim(t, S)), t, S, event=1)


def test_70A_a_position_not_wholly_known_is_left_to_the_director() -> None:
    t = table({N: ".KQJ..", S: "...AKQ"}, partial=(E, W))
    step = claim_disputed_70(mem(claim(t, S)), t, W, event=1)
    (r,) = step.rulings
    assert (r.outcome, r.law, r.needs) == (Outcome.DIRECTOR, "70A", "hands")
    assert mem(step).status is ClaimStatus.OPEN


def test_70_the_directors_decision_overrides_and_is_kept_within_the_position() -> None:
    t = table(TOP)
    m = mem(claim_disputed_70(mem(claim(t, S)), t, W, event=1))
    step = claim_decided_70(m, t, 10)
    (r,) = step.rulings
    assert (r.outcome, r.law, r.extra["tricks"]) == (Outcome.ADJUDICATED, "70", 10)
    assert mem(step).declarer_tricks(t) == 10
    with pytest.raises(ClaimActError, match="it is 8 to 11"):
        claim_decided_70(m, t, 12)


#: 3NT by S, four cards left, S on lead with SA HAK2; W HQJ3 C9 (own-69B-2017 of the claim cases):
#: S claims all; on the SA West keeps his hearts and the third heart would likely have won.
LIKELY = {N: "..8765.", E: "...KQJT", S: "A.AK2..", W: ".QJ3..9"}


@pytest.mark.parametrize(("edition", "outcome", "tricks"), [(Edition.E2017, Outcome.ADJUSTED, 12),
                                                            (Edition.E1997, Outcome.NOT_PLAYED, 13)])
def test_69B_agreement_withdrawn_by_the_side_that_agreed(edition: Edition, outcome: Outcome,
                                                         tricks: int) -> None:
    t = table(LIKELY, won=(9, 0))
    m = mem(law69.claim_agreed_69A(mem(claim(t, S, edition=edition)), t, W, edition=edition))
    step = law69.claim_agreement_withdrawn_69B(m, t, E, edition=edition)
    (r,) = step.rulings
    assert (r.outcome, r.law) == (outcome, "69B")
    assert mem(step).declarer_tricks(t) == tricks
    with pytest.raises(ClaimActError, match="only the side that agreed may withdraw it"):
        law69.claim_agreement_withdrawn_69B(m, t, N, edition=edition)


def test_71_a_conceded_trick_no_normal_play_could_lose_goes_back() -> None:
    t = table(TOP)
    m = mem(law69.claim_agreed_69A(mem(claim(t, S, 1, concession=True)), t, W))
    assert m is not None and m.declarer_tricks(t) == 10
    step = law71.claim_concession_withdrawn_71(m, t, N)
    (r,) = step.rulings
    assert (r.outcome, r.law, r.extra["tricks"]) == (Outcome.ADJUSTED, "71B", 11)
    assert mem(step).declarer_tricks(t) == 11
    with pytest.raises(ClaimActError, match="the conceding side asks"):
        law71.claim_concession_withdrawn_71(m, t, W)


def test_68_the_settled_tricks_as_won_for_law_64() -> None:
    t = table(TOP)
    m = mem(law69.claim_agreed_69A(mem(claim(t, S, 2)), t, W))
    assert m is not None
    tricks = law68.tricks_as_won_68(m, t)
    assert [(x.number, x.winner) for x in tricks] == [(11, S), (12, S), (13, W)]


@pytest.mark.parametrize("claimer", list(Seat))
def test_68B_the_claimers_share_and_declarers_total_are_inverse(claimer: Seat) -> None:
    t = table(TOP, leader=claimer if claimer in (S, E) else S)
    rem = law68.remaining_for_claim_68A(t, claimer)
    for share in range(rem + 1):
        total = law68.declarer_tricks_after_claim_68B(t, claimer, share, rem)
        assert law68.claimer_share_68B(t, claimer, rem, total) == share


def test_63A3_the_offending_sides_claim_establishes_its_revoke_63A4_agreement_by_edition() -> None:
    """own-63A3 of the claim cases: E discards on the HA holding the HK, then claims."""
    hands = {N: ".5..765", E: ".K.AKQ.", S: ".A4.3.2", W: ".3..KQJ"}
    t = table(hands, contract="4S", won=(8, 1))
    for seat, card in ((S, "HA"), (W, "H3"), (N, "H5"), (E, "DQ")):
        t.play(Card.parse(card), seat, allow_illegal=True)
    made = law63.established_by_claim_63A(t, E, law63.ClaimRevokeAct.MAKES, edition=Edition.E2017)
    assert [(r.outcome, r.law, r.card, "revoke_established" in r.flags) for r in made] == [
        (Outcome.PLAYED, "63A3", Card.parse("DQ"), True)]
    assert law63.established_by_claim_63A(t, S, law63.ClaimRevokeAct.MAKES) == []  # not the offenders
    agree = law63.ClaimRevokeAct.AGREES
    assert law63.established_by_claim_63A(t, W, agree, edition=Edition.E2017) == []  # 63A4: not yet
    assert [r.law for r in law63.established_by_claim_63A(t, W, agree, edition=Edition.E2007)] == ["63A3"]
