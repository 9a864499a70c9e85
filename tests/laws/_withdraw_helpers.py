"""Support shared by the tests moved by Law out of test_engine_withdraw.py: setup, constants and helpers."""

from __future__ import annotations

from typing import Any

from bridgelaw.cards import Card

# N: KJ852.QT864.Q.32  E: A764.A93.KJ5.JT4  S: QT.5.AT943.AQ875  W: 93.KJ72.8762.K96 (2S by S)
C = Card.parse
W_H2 = {"by": "W", "play": "H2"}
SLIP = {"slip_of_tongue": True}


def play(seat: str, card: str) -> dict[str, Any]:
    return {"by": seat, "play": card}


def choose(seat: str, option: str) -> dict[str, Any]:
    return {"by": seat, "choose": option}


CHANGE = [W_H2, {"by": "S", "say": "heart queen"}, play("E", "HA"), {"by": "S", "say": "no, the heart ten"}]
MISPLACED = [W_H2, {"by": "N", "dummy_places": "HQ"}, play("E", "HA"), play("S", "H5"),
             {"by": "S", "say": "heart ten"}]
REVOKE = [W_H2, {"by": "S", "say": "heart four"}, play("E", "D5"), play("S", "H5"), play("E", "H9")]
# declarer revokes (D3 though he holds H5); E, who won, leads CJ before S corrects (62B2)
DECLARER_REVOKE = [W_H2, {"by": "S", "say": "heart four"}, play("E", "HA"), play("S", "D3"), play("E", "CJ"),
                   play("S", "H5")]
