"""54E: an attempted opening lead by a member of the declaring side - Law 24 applies (fresh
director's review 3, row 3; /work/notes/fresh-td3 20). Before the opening lead North is not yet
dummy: his card is not a 45D card "dummy placed without declarer naming it" (2017 54E: "If a
member of the declaring side attempts to make the opening lead, Law 24 applies")."""

from __future__ import annotations

from typing import Any

import pytest
from _td18 import of, rule

#: 2S by South, no card played: West is on lead
BASE: dict[str, Any] = {
    "contract": "2S",
    "declarer": "S",
    "deal": "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96",
    "play": [],
}


@pytest.mark.parametrize("laws", ["2017", "2007", "1997"])
@pytest.mark.parametrize("act", ["play", "dummy_places"])
def test_54E_dummy_to_be_faces_the_opening_lead(laws: str, act: str) -> None:
    rs = rule(BASE, [{"by": "N", act: "H4"}, {"by": "W", "play": "H2"}], laws=laws)
    assert of(rs, 0) == ["director N:H4 54E"]
    r = next(r for r in rs if r.event == 0)
    assert r.needs == "law24" and "45D" not in r.text
    assert of(rs, 1) == ["played W:H2 45A"]  # the card was not played: West leads


def test_54E_declarer_faces_the_opening_lead() -> None:
    rs = rule(BASE, [{"by": "S", "play": "SQ"}, {"by": "W", "play": "H2"}])
    assert of(rs, 0) == ["director S:SQ 54E"]


def test_45D_after_the_opening_lead_dummy_card_unnamed_is_still_45D() -> None:
    rs = rule(BASE, [{"by": "W", "play": "H2"}, {"by": "N", "dummy_places": "H4"}])
    assert of(rs, 1)[0].startswith("withdrawn N:H4 45D")
