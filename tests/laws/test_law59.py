"""59 and 57B: a player unable to comply with the rectification the non-offending side chose plays
any otherwise legal card - the card cites 59 for a lead requirement (50D2(a)), 57B for declarer's
57A choice ("he may play any card, as provided in Law 59"); a card that could comply is 45A
(td_review_18 02, 21)."""

from __future__ import annotations

from pathlib import Path

import pytest
from _td18 import of

from bridgelaw.editions import Edition
from bridgelaw.engine import rule_incident
from bridgelaw.incident import load_incident, parse_incident
from bridgelaw.laws import law57, law59

DATA = Path(__file__).resolve().parent.parent / "data" / "td_review_18"


def _rule(name: str) -> list:  # type: ignore[type-arg]
    return rule_incident(load_incident(next(DATA.glob(f"{name}-*.yaml"))))


def test_59_required_suit_led_by_a_player_void_in_it() -> None:
    assert of(_rule("02"), 5)[0] == "played N:C4 59"


def test_57B_partner_unable_to_comply_with_declarers_57A_choice() -> None:
    assert of(_rule("21"), 3)[0] == "played E:HA 57B"


@pytest.mark.parametrize("laws", [Edition.E1997, Edition.E2007, Edition.E2017])
def test_57B_and_59_labels_by_edition(laws: Edition) -> None:
    assert law57.unable_to_comply_57B(edition=laws) == "57B"
    assert law59.unable_to_comply_59(edition=laws) == "59"


def test_57B_not_when_the_partner_can_comply() -> None:
    import yaml

    data = yaml.safe_load(next(DATA.glob("21-*.yaml")).read_text(encoding="utf-8"))
    data["events"][1] = {"by": "N", "choose": "partner_lowest"}  # East can: his lowest heart
    data["events"][3] = {"by": "E", "play": "H5"}
    data["events"] = data["events"][:4]
    out = rule_incident(parse_incident({k: v for k, v in data.items() if not k.startswith("x-")}))
    assert of(out, 3)[0] == "played E:H5 45A"
