"""Law 52: failure to lead or play a penalty card."""

from __future__ import annotations

import pytest
from _choice_helpers import ev, session
from _pc_helpers import c, table
from _penalty_card_events import C, _east_two_clubs

from bridgelaw.cards import Seat
from bridgelaw.editions import Edition
from bridgelaw.engine import TableSession
from bridgelaw.laws.law50 import PenaltyCardArea
from bridgelaw.laws.law52 import breaches_penalty_card_52, penalty_card_not_played_52
from bridgelaw.record import Record
from bridgelaw.rulings import Outcome

E17 = Edition.E2017
MAJOR = PenaltyCardArea().add(c("SK"), Seat.E, "major")


def test_52_trigger_major_penalty_card_not_played() -> None:
    t = table(plays="S4 S2")
    assert breaches_penalty_card_52(MAJOR, Seat.E, c("S3"), t)
    assert not breaches_penalty_card_52(MAJOR, Seat.E, c("SK"), t)
    # hearts led: SK cannot be played legally, so a heart is no breach (50D1(c))
    assert not breaches_penalty_card_52(MAJOR, Seat.E, c("H3"), table(plays="H5 H2"))


def test_52_trigger_minor_penalty_card() -> None:
    t = table(plays="S4 S2")
    minor = PenaltyCardArea().add(c("S7"), Seat.E, "minor")
    assert breaches_penalty_card_52(minor, Seat.E, c("S3"), t)
    assert not breaches_penalty_card_52(minor, Seat.E, c("SQ"), t)  # an honour instead: allowed
    assert not breaches_penalty_card_52(minor, Seat.E, c("S7"), t)


def test_52B1a_declarer_may_accept_or_require_the_penalty_card() -> None:
    r = penalty_card_not_played_52(c("S3"), Seat.E, area=MAJOR, edition=E17)
    assert r.outcome is Outcome.OPTIONS and r.law == "52B1(a)"
    assert r.options == ("accept", "substitute:SK")


def test_52B1b_must_accept_after_declarer_has_played() -> None:
    r = penalty_card_not_played_52(c("S3"), Seat.E, area=MAJOR, edition=E17, declarer_has_since_played=True)
    assert r.outcome is Outcome.PLAYED and r.law == "52B1(b)" and r.card is c("S3")
    assert r.extra["penalty_cards_remain"] == ["E:SK"]


def test_52B1c_accepted_penalty_card_remains() -> None:
    r = penalty_card_not_played_52(c("S3"), Seat.E, area=MAJOR, edition=E17, declarer_accepts=True)
    assert r.outcome is Outcome.PLAYED and r.law == "52B1(a)"
    assert r.extra["penalty_cards_remain"] == ["E:SK"]


def test_52B2_substitute_and_illegal_card_becomes_major() -> None:
    r = penalty_card_not_played_52(c("S3"), Seat.E, area=MAJOR, edition=E17, declarer_accepts=False,
                                     declarer=Seat.S)
    assert r.outcome is Outcome.PENALTY_CARD and r.penalty == "major" and r.law == "52B2"
    assert r.extra["substituted"] == "SK" and r.extra["penalty_cards"] == ["E:S3"]
    assert r.info["unauthorised"] == ["W"]


def test_52B2_every_card_illegally_played_becomes_major() -> None:
    r = penalty_card_not_played_52(c("S3"), Seat.E, area=MAJOR, edition=E17, declarer_accepts=False,
                                     illegal_cards=[c("H3")])
    assert r.extra["penalty_cards"] == ["E:S3", "E:H3"]


def test_52B2_several_penalty_cards_declarer_designates_substitute() -> None:
    area = MAJOR.add(c("SQ"), Seat.E, "major")
    r = penalty_card_not_played_52(c("S3"), Seat.E, area=area, edition=E17, declarer_accepts=False)
    assert r.outcome is Outcome.OPTIONS and r.law == "51A"
    r2 = penalty_card_not_played_52(c("S3"), Seat.E, area=area, edition=E17, declarer_accepts=False,
                                      substitute=c("SQ"))
    assert r2.extra["substituted"] == "SQ"


def test_52A_defender_may_not_withdraw_on_his_own_initiative() -> None:
    r = penalty_card_not_played_52(c("S3"), Seat.E, area=MAJOR, edition=E17,
                                     withdrawn_on_own_initiative=True)
    assert "no_own_withdrawal" in r.flags and r.outcome is Outcome.OPTIONS


def test_52_bad_input_clear_errors() -> None:
    with pytest.raises(ValueError, match="no penalty card"):
        penalty_card_not_played_52(c("S3"), Seat.W, area=MAJOR, edition=E17)
    with pytest.raises(ValueError, match="not a penalty card of E"):
        penalty_card_not_played_52(c("S3"), Seat.E, area=MAJOR, edition=E17, declarer_accepts=False,
                                     substitute=c("HA"))


def test_47_to_52_messages_are_registered_and_render_in_english() -> None:
    from _pc_helpers import lead_restrictions_50D2, table

    from bridgelaw.i18n import render
    from bridgelaw.laws.home import assemble_messages
    from bridgelaw.laws.law47 import RetractionReason, withdrawal_47
    from bridgelaw.laws.law48 import declarer_exposes_48, declarer_faces_cards_48B
    from bridgelaw.laws.law49 import defender_exposes_49
    from bridgelaw.regulations import Regulations

    regs = Regulations()
    two = PenaltyCardArea().add(c("SK"), Seat.E, "minor").add(c("H9"), Seat.E, "minor")
    t = table()
    rulings = [
        *(withdrawal_47(r, edition=ed, card=c("H4"), seat=Seat.W) for r in RetractionReason
          for ed in (Edition.E1997, Edition.E2007, E17)),
        withdrawal_47(None, edition=E17, card=c("D4"), seat=Seat.S, substitute=c("DQ")),
        declarer_exposes_48(c("HA"), edition=E17),
        declarer_faces_cards_48B(after_opening_lead_out_of_turn=True, edition=E17),
        defender_exposes_49(c("S5"), Seat.E, partner_could_see=True, edition=E17, regulations=regs),
        defender_exposes_49(c("SK"), Seat.E, partner_could_see=True, edition=E17, regulations=regs),
        *(lead_restrictions_50D2(two, Seat.W, o, t)[2] for o in ("require:S", "prohibit:S,H", "neither")),
        penalty_card_not_played_52(c("S3"), Seat.E, area=MAJOR, edition=E17),
        penalty_card_not_played_52(c("S3"), Seat.E, area=MAJOR, edition=E17, declarer_accepts=False),
    ]
    registered = assemble_messages()["play"]
    for r in rulings:
        assert r.message in registered and r.params["domain"] == "play"
        text = render(r, "en").text
        assert text and "{" not in text


def test_52B1a_accept_then_52B2_substitute() -> None:
    s, _ = session([*_east_two_clubs(), {"by": "E", "play": "CT"}])
    r = s.rulings[-1]
    assert (r.outcome, r.law) == (Outcome.OPTIONS, "52B1(a)")
    saved = Record.from_jsonl(s.record.to_jsonl())
    s.apply(ev(by="S", choose="accept"))
    assert s.rulings[-1].law == "52B1(a)" and s.table.current_trick[-1] == (Seat.E, C("CT"))
    s2 = TableSession.from_record(saved)
    s2.apply(ev(by="S", choose="substitute:CJ"))
    r2 = s2.rulings[-1]
    assert (r2.outcome, r2.law, r2.penalty) == (Outcome.PENALTY_CARD, "52B2", "major")
    assert s2.table.current_trick[-1] == (Seat.E, C("CJ"))
    assert {p.card for p in s2.penalty_cards} == {C("C4"), C("CT")}


def test_52B1b_declarer_played_since_must_accept() -> None:
    s, _ = session([*_east_two_clubs(), {"by": "E", "play": "CT"}, {"by": "S", "play": "CA"}])
    assert s.rulings[-1].law == "52B1(b)" and s.open_choice is None


def test_61A_64B3_penalty_card_not_played_is_a_revoke_of_a_faced_card_from_the_record() -> None:
    """(td_review_18 12): a defender who plays another card of the suit led when he could
    play his major penalty card revokes (61A: a card required by law not played); declarer plays
    on (52B1(b)), the revoke is established by the partner's next lead (63A1), and at the end Law
    64 transfers nothing (64B3: a card faced on the table) - from the record itself, without
    ``end_of_play.faced``."""
    from bridgelaw.engine import rule_incident
    from bridgelaw.incident import parse_incident

    inc = parse_incident({
        "laws": "2017", "contract": "3NT", "declarer": "N",
        "deal": "N:AQ3.KJ4.J92.AQ75 JT95.A985.K6.J83 K84.Q73.Q843.K62 762.T62.AT75.T94",
        "play": [],
        "events": [
            {"by": "E", "several": ["SJ", "DK"], "named": "SJ"}, {"by": "N", "say": "small"},
            {"by": "W", "play": "S7"}, {"by": "N", "play": "SQ"}, {"by": "N", "play": "D2"},
            {"by": "E", "play": "D6"}, {"by": "N", "say": "diamond queen"}, {"by": "W", "play": "DA"},
            {"by": "N", "choose": "require:D"}, {"by": "W", "play": "D5"},
        ],
    })
    out = rule_incident(inc)
    ninth = [(r.outcome.value, r.law) for r in out if r.event == 9]
    assert ninth[:2] == [("played", "45A"), ("played", "63A1")]
    assert ("transfer", "64B3") in [(r.outcome.value, r.law) for r in out]
