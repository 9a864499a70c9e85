"""Law 50: penalty cards - 50A area, 50B classification, 50C minor, 50D major, 50E information."""

from __future__ import annotations

import pytest
from _choice_helpers import ev, first, session
from _law45_session_helpers import of, rule
from _pc_helpers import c, lead_restrictions_50D2, table
from _penalty_card_events import EAST_SHOWS_SA, C

from bridgelaw.cards import Card, Contract, Hand, Seat, Suit
from bridgelaw.editions import Edition
from bridgelaw.errors import IllegalCardError
from bridgelaw.i18n import render
from bridgelaw.laws.law50 import (
    LeadRestriction,
    MajorPenaltyCardRestriction,
    MinorPenaltyCardRestriction,
    PenaltyCard,
    PenaltyCardArea,
    lead_choice_label_50D2,
    penalty_card_information_50E,
    penalty_card_to_play_50D1,
    penalty_class_50B,
    penalty_class_flags_50,
)
from bridgelaw.laws.law50.lead import lead_options_50D2
from bridgelaw.regulations import Regulations
from bridgelaw.rulings import Outcome
from bridgelaw.table import Table, Trick

E17 = Edition.E2017
REGS = Regulations()
NT = Contract.parse("3NT", "S")
OTHERS_E = [Seat.N, Seat.S, Seat.W]
OTHERS_W = [Seat.N, Seat.E, Seat.S]


def names(cards: list[object]) -> list[str]:
    return [str(x) for x in cards]


# ------------------------------------------------------------------ 50B


@pytest.mark.parametrize("card", ["ST", "SJ", "SQ", "SK", "SA"])
def test_50B_honour_rank_is_major(card: str) -> None:
    assert penalty_class_50B(c(card), Seat.E, edition=E17, regulations=REGS) == "major"


def test_50B_single_low_card_unintended_is_minor() -> None:
    assert penalty_class_50B(c("S9"), Seat.E, edition=E17, regulations=REGS) == "minor"


def test_50B_deliberate_play_is_major() -> None:
    assert penalty_class_50B(c("S2"), Seat.E, how="deliberate", edition=E17, regulations=REGS) == "major"


def test_50B_two_or_more_penalty_cards_all_major() -> None:
    existing = [PenaltyCard(c("D3"), Seat.E, "minor")]
    assert penalty_class_50B(c("S2"), Seat.E, existing, edition=E17, regulations=REGS) == "major"
    # partner's penalty card does not count
    other = [PenaltyCard(c("D3"), Seat.W, "minor")]
    assert penalty_class_50B(c("S2"), Seat.E, other, edition=E17, regulations=REGS) == "minor"


def test_50B_two_cards_at_once_option_O_50B_TWO_CARDS() -> None:
    # the left-over card is the one he meant to play: major under intent_based
    meant = penalty_class_50B(c("S2"), Seat.E, intended_card=c("S2"), edition=E17, regulations=REGS)
    assert meant == "major"
    other = penalty_class_50B(c("S2"), Seat.E, intended_card=c("S5"), edition=E17, regulations=REGS)
    assert other == "minor"
    always = Regulations({"O-50B-TWO-CARDS": "always_minor"})
    kind = penalty_class_50B(c("S2"), Seat.E, intended_card=c("S2"), edition=E17, regulations=always)
    assert kind == "minor"


def test_50B_1997_inadvertent_same_rule() -> None:
    assert penalty_class_50B(c("H4"), Seat.W, edition=Edition.E1997, regulations=REGS) == "minor"


def test_50B_bad_how_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="50B"):
        penalty_class_50B(c("H4"), Seat.W, how="sloppy", edition=E17, regulations=REGS)  # type: ignore[arg-type]


# ------------------------------------------------------------------ 50A


def test_50A_area_add_upgrades_and_remove() -> None:
    a = PenaltyCardArea().add(c("S5"), Seat.E, "minor")
    assert a.minors(Seat.E) == (c("S5"),) and len(a) == 1 and c("S5") in a
    b = a.add(c("D3"), Seat.E, "minor")
    assert b.majors(Seat.E) == (c("S5"), c("D3")) and b.minors(Seat.E) == ()
    assert a.minors(Seat.E) == (c("S5"),)  # immutable: the old value is unchanged
    assert b.remove(c("S5")).majors(Seat.E) == (c("D3"),)
    assert b.after_play(Seat.W, c("D3")) is b  # not W's penalty card
    assert len(b.after_play(Seat.E, c("D3"))) == 1
    with pytest.raises(ValueError, match="already a penalty card"):
        b.add(c("S5"), Seat.E, "major")


def test_50A_restrictions_one_per_minor_one_per_seat_for_majors() -> None:
    a = PenaltyCardArea().add(c("S5"), Seat.E, "minor").add(c("HQ"), Seat.W, "major")
    a = a.add(c("H9"), Seat.W, "major")
    rs = a.restrictions()
    assert [(type(r).__name__, r.seat, r.law) for r in rs] == [
        ("MinorPenaltyCardRestriction", Seat.E, "50C"),
        ("MajorPenaltyCardRestriction", Seat.W, "50D1"),
    ]


# ------------------------------------------------------------------ 50C


def test_50C_minor_forbids_other_low_cards_of_suit_honours_allowed() -> None:
    t = table(plays="S4 S2")  # E holds KQT973 of spades, must follow
    t.restrictions = [MinorPenaltyCardRestriction(Seat.E, c("S7"))]
    assert names(t.legal_cards()) == ["S7", "ST", "SQ", "SK"]
    with pytest.raises(IllegalCardError):
        t.play(c("S3"))
    t.play(c("SK"))  # an honour instead of the penalty card is allowed
    assert t.current_trick[-1][1] is c("SK")


def test_50C_other_suits_free_when_not_following() -> None:
    hands = {Seat.E: Hand.parse("73..92.J9"), Seat.N: Hand.parse("..JT5.AQ532"),
             Seat.S: Hand.parse("..AKQ.T86"), Seat.W: Hand.parse("..83.K74")}
    t = Table.from_position(NT, hands, leader=Seat.E)
    t.restrictions = [MinorPenaltyCardRestriction(Seat.E, c("S7"))]
    # on lead: S3 forbidden, S7 and any diamond or club allowed
    assert names(t.legal_cards()) == ["C9", "CJ", "D2", "D9", "S7"]


def test_50C_restriction_ends_when_penalty_card_played() -> None:
    t = table(plays="S4 S2 S7 SA")
    r = MinorPenaltyCardRestriction(Seat.E, c("S7"))
    assert r.narrow(t, t.hand(Seat.E).mask) == t.hand(Seat.E).mask


def test_50C_minor_penalty_card_puts_no_lead_restriction_on_partner() -> None:
    a = PenaltyCardArea().add(c("S7"), Seat.E, "minor")
    assert lead_options_50D2(a, Seat.W) == []


# ------------------------------------------------------------------ 50D1


def test_50D1a_major_must_be_played_at_first_legal_opportunity() -> None:
    t = table(plays="S4 S2")
    a = PenaltyCardArea().add(c("SK"), Seat.E, "major")
    t.restrictions = a.restrictions()
    assert names(t.legal_cards()) == ["SK"]
    r = penalty_card_to_play_50D1(a, Seat.E, t, edition=E17)
    assert r is not None and r.outcome is Outcome.PLAYED and r.card is c("SK") and r.law == "50D1(a)"


def test_50D1c_following_suit_outranks_major_penalty_card() -> None:
    # W leads a heart: E must follow with a heart, SK waits (44C first)
    t = table(plays="H5 H2")
    a = PenaltyCardArea().add(c("SK"), Seat.E, "major")
    t.restrictions = a.restrictions()
    assert names(t.legal_cards()) == ["H3", "H9", "HJ"]
    assert penalty_card_to_play_50D1(a, Seat.E, t, edition=E17) is None


def test_50D1a_discarding_major_penalty_card_next_legal_opportunity() -> None:
    hands = {Seat.E: Hand.parse("K..92.J9"), Seat.N: Hand.parse(".Q.JT.A"),
             Seat.S: Hand.parse(".K4.A.T"), Seat.W: Hand.parse(".T.8.K")}
    t = Table.from_position(NT, hands, leader=Seat.W,
                            trick=[(Seat.W, c("HA")), (Seat.N, c("H6"))])
    a = PenaltyCardArea().add(c("SK"), Seat.E, "major")
    t.restrictions = a.restrictions()
    assert names(t.legal_cards()) == ["SK"]  # void in hearts: the discard must be SK


def test_50D1c_other_restriction_takes_precedence() -> None:
    hands = {Seat.E: Hand.parse("K73..92.J9")}
    t = Table.from_position(NT, hands, leader=Seat.E, partial=OTHERS_E)
    a = PenaltyCardArea().add(c("SK"), Seat.E, "major")
    t.restrictions = [LeadRestriction(Seat.E, Suit.SPADES, "prohibit"), *a.restrictions()]
    assert names(t.legal_cards()) == ["C9", "CJ", "D2", "D9"]
    assert penalty_card_to_play_50D1(a, Seat.E, t, edition=E17) is None


def test_50D1_major_restriction_mask() -> None:
    r = MajorPenaltyCardRestriction(Seat.E, (c("SK"), c("H9")))
    assert r.mask == c("SK").bit | c("H9").bit


# ------------------------------------------------------------------ 50D2


def test_50D2_declarer_options_when_partner_gains_the_lead() -> None:
    t = table()  # W on lead
    a = PenaltyCardArea().add(c("SK"), Seat.E, "major")
    assert lead_options_50D2(a, Seat.W, t) == ["require:S", "prohibit:S", "neither"]
    assert lead_options_50D2(a, Seat.N, t) == []  # not N's lead / not the partner


def test_50D2a_require_suit_card_picked_up() -> None:
    t = table()
    a = PenaltyCardArea().add(c("SK"), Seat.E, "major")
    new, rs, r = lead_restrictions_50D2(a, Seat.W, "require:S", t)
    assert len(new) == 0 and r.law == "50D2(a)"
    t.restrictions = [*rs, *new.restrictions()]
    assert names(t.legal_cards()) == ["S4", "S6", "SJ"]


def test_50D2a_require_void_suit_law_59_any_card() -> None:
    hands = {Seat.W: Hand.parse(".AT.8.K")}
    t = Table.from_position(NT, hands, leader=Seat.W, partial=OTHERS_W)
    t.restrictions = [LeadRestriction(Seat.W, Suit.SPADES, "require", t.trick_number)]
    assert names(t.legal_cards()) == ["CK", "D8", "HT", "HA"]


def test_50D2a_prohibition_lasts_while_he_retains_the_lead() -> None:
    hands = {Seat.W: Hand.parse("J6.AT.8.K")}
    contract = NT
    kept = Trick(2, Seat.W, ((Seat.W, c("HK")), (Seat.N, c("H2")), (Seat.E, c("H3")), (Seat.S, c("H4"))),
                 Seat.W)
    t = Table.from_position(contract, hands, last_trick=kept, trick_number=3, partial=OTHERS_W)
    pro = LeadRestriction(Seat.W, Suit.SPADES, "prohibit", from_trick=2)
    assert pro.applies(t)
    t.restrictions = [pro]
    assert "S6" not in names(cards := t.legal_cards()) and "HA" in names(cards)
    req = LeadRestriction(Seat.W, Suit.SPADES, "require", from_trick=2)
    assert not req.applies(t)  # a requirement covers one lead only
    lost = Trick(4, Seat.S, ((Seat.S, c("C2")), (Seat.W, c("C3")), (Seat.N, c("C4")), (Seat.E, c("C5"))),
                 Seat.W)
    t2 = Table.from_position(contract, hands, last_trick=lost, trick_number=5, partial=OTHERS_W)
    assert not pro.applies(t2)


def test_50D2b_neither_card_remains_penalty_card() -> None:
    t = table()
    a = PenaltyCardArea().add(c("SK"), Seat.E, "major")
    new, rs, r = lead_restrictions_50D2(a, Seat.W, "neither", t)
    assert new is a and rs == [] and r.law == "50D2(b)"


def test_50D2_option_not_available_is_a_clear_error() -> None:
    t = table()
    a = PenaltyCardArea().add(c("SK"), Seat.E, "major")
    with pytest.raises(ValueError, match="not one of declarer's options"):
        lead_restrictions_50D2(a, Seat.W, "require:H", t)


def test_50D2_lead_restriction_bad_kind() -> None:
    with pytest.raises(ValueError, match="require"):
        LeadRestriction(Seat.W, Suit.SPADES, "demand")  # type: ignore[arg-type]


# ------------------------------------------------------------------ 50E


@pytest.mark.parametrize(("edition", "law"), [(Edition.E2017, "50E"), (Edition.E2007, "50E"),
                                              (Edition.E1997, "50D1"), (Edition.E1987, "16A")])
def test_50E_obligation_authorised_other_information_unauthorised(edition: Edition, law: str) -> None:
    info = penalty_card_information_50E(Seat.E, Seat.S, edition=edition)
    assert info["authorised"] == ["N/S"] and info["unauthorised"] == ["W"]
    assert info["obligation_authorised"] == ["N/S", "E/W"] and info["law"] == [law]


def test_50_1963_penalty_class_flagged_unverified() -> None:
    r = of(rule([{"by": "E", "show": "C4", "partner_could_see": True}], "1963"), 0)
    assert r.outcome is Outcome.PENALTY_CARD and "class_unverified" in r.flags
    assert penalty_class_flags_50(Edition.E1997) == ()


@pytest.mark.parametrize(
    ("cards", "label"),
    [
        ([("SA", "major")], "50D2"),
        ([("SA", "major"), ("SK", "major")], "51B1"),
        ([("SA", "major"), ("S3", "minor")], "51B1"),
        ([("SA", "major"), ("HK", "major")], "51B2"),
    ],
)
def test_50D2_51B_clause_by_penalty_cards(cards: list[tuple[str, str]], label: str) -> None:
    area = PenaltyCardArea()
    for code, kind in cards:
        area = area.add(Card.parse(code), Seat.W, "major" if kind == "major" else "minor")
    assert lead_choice_label_50D2(area, Seat.W) == label


def test_50D2_offered_to_declarer_before_partner_leads() -> None:
    s, rs = session([EAST_SHOWS_SA])
    pc, offer = rs
    assert (pc.outcome, pc.law, pc.penalty) == (Outcome.PENALTY_CARD, "50B", "major")
    assert (offer.outcome, offer.law, offer.seat) == (Outcome.OPTIONS, "50D2", Seat.W)
    assert offer.options == ("require:S", "prohibit:S", "neither")
    o = s.open_choice
    assert o is not None and o.choosers == frozenset({Seat.S})


def test_50D2a_prohibit_restricts_partners_lead_and_the_card_is_picked_up() -> None:
    s, rs = session([EAST_SHOWS_SA, {"by": "S", "choose": "prohibit:S"}])
    r = first(rs, 1)
    assert (r.outcome, r.law, r.extra["chosen"]) == (Outcome.NOT_PLAYED, "50D2(a)", "prohibit:S")
    assert not len(s.penalty_cards)
    assert all(c.suit.letter != "S" for c in s.table.legal_cards(Seat.W))
    (r,) = s.apply(ev(by="W", play="S3"))  # breaking the requirement is a revoke (Law 61A)
    assert (r.outcome, "revoke" in r.flags, r.params["rlaw"]) == (Outcome.PLAYED, True, "50D2(a)")


def test_50D2a_require_restricts_partner_to_the_suit() -> None:
    s, _ = session([EAST_SHOWS_SA, {"by": "S", "choose": "require:S"}])
    assert [str(c) for c in s.table.legal_cards(Seat.W)] == ["S3", "S9"]


def test_50D2b_neither_card_stays_and_50D1_at_first_legal_opportunity() -> None:
    s, rs = session(
        [
            EAST_SHOWS_SA,
            {"by": "S", "choose": "neither"},
            {"by": "W", "play": "S3"},
            {"by": "S", "say": "low"},
        ]
    )
    assert first(rs, 1).law == "50D2(b)"
    assert s.table.legal_cards(Seat.E) == [C("SA")]  # 50D1: must be played now


def test_50D2_lead_before_declarer_chose_is_law_49_penalty_card_choice_stays_open() -> None:
    s, rs = session([EAST_SHOWS_SA, {"by": "W", "play": "H2"}])
    r = first(rs, 1)
    assert (r.outcome, r.law, r.penalty) == (Outcome.PENALTY_CARD, "50D2", "major")
    assert "49" in render(r).text and not s.table.plays
    assert s.open_choice is not None and s.open_choice.law == "50D2"


def test_50D1_legal_cards_of_the_owner_reflect_a_major_penalty_card() -> None:
    s, _ = session([{"by": "W", "play": "C6"}, {"by": "E", "show": "CJ", "partner_could_see": True}])
    assert s.table.legal_cards(Seat.E) == [C("CJ")]


@pytest.mark.parametrize("act", ["show", "drop"])
def test_50A_a_penalty_card_shown_or_dropped_again_is_refused_not_a_second_penalty_card(act: str) -> None:
    # W's H2 is a major penalty card (57D: played at his RHO's turn); showing it again is not a
    # second exposure: it is refused, and W still has one penalty card, major
    from bridgelaw.errors import CardNotHeldError
    from bridgelaw.record import Event

    evs = [{"by": "E", "play": "S6", "findings": {"deemed_lead": True}}, {"by": "S", "choose": "accept_lead"},
           {"by": "W", "play": "H2"}]
    s, _ = session(evs)
    assert [(p.card, p.kind) for p in s.penalty_cards.of(Seat.W)] == [(C("H2"), "major")]
    with pytest.raises(CardNotHeldError, match="already a penalty card"):
        s.apply(Event.from_json({"by": "W", act: "H2", "partner_could_see": True}))
    assert [(p.card, p.kind) for p in s.penalty_cards.of(Seat.W)] == [(C("H2"), "major")]


# ------------------------------------------------------------------ 50B: two or more -> all major
# Deal of _choice_helpers: 2S by S, W on lead. W: 93.KJ72.8762.K96, E: A764.A93.KJ5.JT4.


def _upgrades(rulings: list, event: int) -> list:  # type: ignore[type-arg]
    return [r for r in rulings if r.event == event and r.extra.get("was") == "minor"]


def test_50B_second_penalty_card_makes_the_minor_one_major_ruled_at_that_moment() -> None:
    s, rs = session([{"by": "W", "drop": "H2"}, {"by": "W", "drop": "D2"}])
    assert [p.kind for p in s.state_at(1).area] == ["minor"]
    up = _upgrades(rs, 1)
    assert len(up) == 1
    assert (up[0].card, up[0].penalty, up[0].law, up[0].seat) == (C("H2"), "major", "50B", Seat.W)
    assert {str(p.card): p.kind for p in s.penalty_cards} == {"H2": "major", "D2": "major"}
    text = render(up[0]).text
    assert "two or more penalty cards" in text and "51B2" in text  # two suits: 51B2 for the lead


def test_50B_a_minor_card_next_to_a_major_one_is_major_from_the_start_no_upgrade_ruling() -> None:
    s, rs = session([{"by": "W", "drop": "HK"}, {"by": "W", "drop": "D2"}])
    assert not _upgrades(rs, 1)
    assert [p.kind for p in s.penalty_cards] == ["major", "major"]


def test_50B_penalty_cards_of_the_two_defenders_are_counted_apart() -> None:
    s, rs = session([{"by": "W", "drop": "H2"}, {"by": "E", "drop": "C4"}])
    assert not _upgrades(rs, 1)
    assert sorted(p.kind for p in s.penalty_cards) == ["minor", "minor"]


def test_50B_upgrade_from_a_57A_premature_play() -> None:
    # W drops H2 (minor) at trick 1; dummy wins it and leads; W plays before his partner E: the
    # premature card is a major penalty card (57A), so H2 becomes major too (50B)
    s, rs = session([
        {"by": "W", "drop": "H2"},
        {"by": "W", "play": "S9"},
        {"by": "S", "say": "spade king"},
        {"by": "E", "play": "S4"},
        {"by": "S", "play": "ST"},
        {"by": "S", "say": "heart queen"},
        {"by": "W", "play": "HK"},  # before E
    ])
    assert [r.law for r in rs if r.event == 6][:1] == ["57A"]
    up = _upgrades(rs, 6)
    assert [(r.card, r.penalty) for r in up] == [(C("H2"), "major")]
    assert {str(p.card): p.kind for p in s.penalty_cards} == {"H2": "major", "HK": "major"}


def test_50D1_51A_after_the_upgrade_owner_to_play_declarer_designates() -> None:
    _s, rs = session([
        {"by": "W", "drop": "H2"},
        {"by": "W", "drop": "H7"},
        {"by": "W", "play": "S9"},
        {"by": "S", "say": "spade two"},
        {"by": "E", "play": "S4"},
        {"by": "S", "play": "SQ"},
        {"by": "S", "play": "H5"},
    ])
    assert _upgrades(rs, 1)
    offer = [r for r in rs if r.event == 6 and r.law == "51A"]
    assert offer and offer[0].options == ("designate:H2", "designate:H7")


def test_50C_rule_before_the_upgrade_50D1_after() -> None:
    s, _ = session([{"by": "W", "drop": "H2"}])
    assert c("S9") in s.table.legal_cards(Seat.W)  # minor: no duty to lead it (50C)
    s, _ = session([{"by": "W", "drop": "H2"}, {"by": "W", "drop": "D2"}])
    assert set(s.table.legal_cards(Seat.W)) == {c("H2"), c("D2")}  # major: lead one of them (50D1)


def test_50B_upgrade_by_edition() -> None:
    ev2 = [{"by": "W", "drop": "H2"}, {"by": "W", "drop": "D2"}]
    for laws in ("2017", "2007", "1997", "1987", "1963"):
        _, rs = session(ev2, laws=laws)
        up = _upgrades(rs, 1)
        assert len(up) == 1 and up[0].law == "50B", laws
        assert ("class_unverified" in up[0].flags) is (laws == "1963"), laws


def test_50B_upgrade_in_every_language() -> None:
    _, rs = session([{"by": "W", "drop": "H2"}, {"by": "W", "drop": "D2"}])
    up = _upgrades(rs, 1)[0]
    for lang in ("en", "ru", "sv", "nl", "de", "fr", "pl", "da", "nb", "it"):
        text = render(up, lang).text
        assert text and "{" not in text, lang


# ------------------------------------------------------------------ 50B property


from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from bridgelaw.errors import PlayError  # noqa: E402
from bridgelaw.record import Event, EventKind  # noqa: E402


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), st.sampled_from(["2017", "2007", "1997", "1963"]))
def test_50B_property_two_or_more_penalty_cards_are_all_major_and_each_upgrade_is_ruled(
    data: st.DataObject, laws: str
) -> None:
    s, _ = session([], laws=laws)
    for _ in range(data.draw(st.integers(4, 18))):
        t = s.table
        if t.is_over:
            break
        if s.open_choice is not None:
            o = s.open_choice
            event = Event(EventKind.CHOOSE, sorted(o.choosers)[0], text=data.draw(st.sampled_from(o.options)))
        else:
            seat = data.draw(st.sampled_from([Seat.E, Seat.W, t.turn]))
            own = sorted(t.hand(seat))
            kind = data.draw(st.sampled_from(["play", "drop", "show", "several"]))
            if kind == "several" and len(own) >= 2 and seat in (Seat.E, Seat.W):
                cards = tuple(data.draw(st.lists(st.sampled_from(own), min_size=2, max_size=3, unique=True)))
                event = Event(EventKind.SEVERAL, seat, cards=cards, named=cards[0])
            elif kind in ("drop", "show") and own and seat in (Seat.E, Seat.W):
                event = Event(EventKind(kind), seat, data.draw(st.sampled_from(own)), partner_could_see=True)
            else:
                legal = sorted(t.legal_cards(t.turn))
                who = t.declarer if t.turn == t.dummy else t.turn
                event = Event(EventKind.PLAY, who, data.draw(st.sampled_from(legal)))
        before = {p.card: p.kind for p in s.penalty_cards}
        try:
            rulings = s.apply(event)
        except PlayError:
            continue
        for seat in (Seat.E, Seat.W):
            mine = s.penalty_cards.of(seat)
            if len(mine) >= 2:
                assert all(p.kind == "major" for p in mine), (seat, mine)
        now = {p.card: p.kind for p in s.penalty_cards}
        upgraded = {c for c, k in before.items() if k == "minor" and now.get(c) == "major"}
        ruled = {r.card for r in rulings if r.extra.get("was") == "minor"}
        assert upgraded <= ruled


def test_50D1_a_major_penalty_card_played_in_turn_cites_50D1_not_45A() -> None:
    """A penalty card is faced already: its owner plays it as 50D1 requires (td_review_18 27:
    East's H6, a major penalty card since 57D, played when hearts are led)."""
    from _td18 import CLUBS_3NT, of, rule

    events = [{"by": "W", "play": "S8"}, {"by": "E", "play": "H6"}, {"by": "S", "say": "spade four"},
              {"by": "E", "play": "S3"}, {"by": "S", "play": "SJ"}, {"by": "S", "play": "HA"},
              {"by": "W", "play": "H2"}, {"by": "S", "say": "heart three"}, {"by": "E", "play": "H6"}]
    out = rule({**CLUBS_3NT, "play": []}, events)
    assert of(out, 8)[0] == "played E:H6 50D1"
    assert of(out, 3)[0] == "played E:S3 45A"  # a card from the hand: 45A
