"""A disputed claim at the live table (68D2(a), Law 70): the engine's adjudication is the
director's proposal, not his ruling, and its losing line says where unseen cards are ("W wins a
trick with ♣K"). Until the director's ``decide`` no player's token - the claimer and dummy
included - learns it: not in the ``ack``, the event's rulings, the whole or delta view, the socket's
``event`` messages or ``hello``'s replay; the record is the director's. The director and a
spectator see it at once. Once he decides, every seat hears his decision and the proposal as it
stood, replaced by it."""

from __future__ import annotations

import json
import random
from typing import Any

from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgelaw.cards import Seat
from bridgelaw.laws.law68 import ClaimStatus
from bridgelaw.record import Event
from bridgelaw.service.live import LiveTable, audience
from bridgelaw.service.visibility import view_json, visible_view

from .conftest import auth, new_table
from .test_claims_service import view
from .test_visibility import _deal_table, _table, drive_and_check

#: The trial's deal: 4S by South; West holds the club king the finesse loses to.
DEAL = "N:KJ52.AK4.Q73.862 63.632.T865.J974 AQT98.75.AK4.AQ5 74.QJT98.J92.KT3"
SEATS = ("N", "E", "S", "W")
STATEMENT = "Drawing trumps, then hearts and diamonds, and the club finesse"


def post(c: TestClient, tid: str, token: str, body: Any) -> dict[str, Any]:
    r = c.post(f"/v1/tables/{tid}/events", json=body, headers=auth(token))
    assert r.status_code == 201, r.text
    data: dict[str, Any] = r.json()
    return data


def _proposal_words(obj: Any) -> bool:
    """Does a JSON value tell the engine's proposal (its outcome, its losing line, its cards)?"""
    text = json.dumps(obj, ensure_ascii=False)
    return ('"adjudicated"' in text or "line_cards" in text or "wins a trick with" in text
            or "♣K" in text or "double_dummy" in text)


def _claimed_and_disputed(c: TestClient) -> tuple[str, dict[str, str], dict[str, Any]]:
    tid, tok = new_table(c, deal=DEAL, contract="4S", declarer="S")
    for role, body in (("W", {"play": "HQ"}), ("S", {"say": "small"}), ("E", {"play": "H2"}),
                       ("S", {"play": "H5"})):
        post(c, tid, tok[role], body)
    post(c, tid, tok["S"], {"claim": "all", "statement": STATEMENT})
    disputed = post(c, tid, tok["W"], {"dispute": True})
    return tid, tok, disputed


def test_68D2a_70_proposal_hidden_from_seats_until_director_decides(client: TestClient) -> None:
    tid, tok, disputed = _claimed_and_disputed(client)
    # the disputer's own acknowledgement: the dispute, the director summoned - no proposal
    assert [(r["outcome"], r["law"]) for r in disputed["rulings"]] == [("director", "68D2(a)")]
    assert disputed["rulings"][0]["text"] == (
        "W disputes S's claim: the director is summoned and decides it; play stays suspended until then "
        "(Law 68D2(a)).")
    assert not _proposal_words(disputed)
    for seat in SEATS:  # the claimer and dummy included
        v = view(client, tid, tok[seat])
        assert not _proposal_words(v), seat
        assert v["claim"]["status"] == "disputed" and v["claim"]["awarded"] is None
        assert v["claim"]["statement"] == STATEMENT  # said at the table: public
        assert v["over"] is False and v["board"] is None
        assert seat == "W" or "W" not in v["visible"]  # the hands are not shown before he decides
    for role in ("director", "spectator"):
        v = view(client, tid, tok[role])
        last = v["rulings"][-1]
        assert (last["outcome"], last["law"]) == ("adjudicated", "70A") and "♣K" in last["line"]
        assert v["claim"]["status"] == "adjudicated" and v["claim"]["awarded"] == 11
    # the record is the director's alone
    r = client.get(f"/v1/tables/{tid}/record", headers=auth(tok["S"]))
    assert r.status_code == 403
    # the director decides: every seat hears his decision, and the proposal as it stood, replaced
    decided = post(client, tid, tok["director"], {"by": "S", "decide": {"tricks": 10}})
    assert decided["rulings"][0]["text"].startswith("The director decides the contested claim")
    for seat in SEATS:
        v = view(client, tid, tok[seat])
        rulings = v["rulings"]
        assert rulings[-1]["law"] == "70" and rulings[-1]["outcome"] == "adjudicated"
        proposal = rulings[-2]
        assert proposal["law"] == "70A" and proposal["replaced_seq"] == decided["seq"]
        assert v["claim"]["status"] == "adjudicated" and v["claim"]["awarded"] == 10 and v["over"] is True


def test_68D2a_70_proposal_hidden_from_seats_in_socket_events_deltas_and_hello(client: TestClient) -> None:
    tid, tok = new_table(client, deal=DEAL, contract="4S", declarer="S")
    for role, body in (("W", {"play": "HQ"}), ("S", {"say": "small"}), ("E", {"play": "H2"}),
                       ("S", {"play": "H5"})):
        post(client, tid, tok[role], body)
    roles = [*SEATS, "spectator"]
    sockets = [client.websocket_connect(f"/v1/tables/{tid}/ws?token={tok[r]}" + ("&delta=1" if d else ""))
               for r in roles for d in (False, True)]
    opened = [s.__enter__() for s in sockets]
    try:
        for ws in opened:
            assert ws.receive_json()["type"] == "view"
        post(client, tid, tok["S"], {"claim": "all", "statement": STATEMENT})
        post(client, tid, tok["W"], {"dispute": True})
        got: dict[str, list[dict[str, Any]]] = {r: [] for r in roles}
        for i, ws in enumerate(opened):
            got[roles[i // 2]] += [ws.receive_json(), ws.receive_json()]
        for i, ws in enumerate(opened):  # the replay of what a client missed
            ws.send_json({"type": "hello", "after": 4})
            got[roles[i // 2]] += [ws.receive_json(), ws.receive_json()]
        for seat in SEATS:
            assert all(m["type"] == "event" for m in got[seat])
            assert not _proposal_words(got[seat]), seat
            assert any(r["outcome"] == "director" for m in got[seat] for r in m["rulings"])
        assert _proposal_words(got["spectator"])  # a spectator sees every hand and the proposal
        post(client, tid, tok["director"], {"by": "S", "decide": {"tricks": 10}})
        for i, ws in enumerate(opened):
            m = ws.receive_json()
            laws = [r["law"] for r in m["view"]["rulings"]]
            assert laws[-2:] == ["70A", "70"] and m["rulings"][0]["law"] == "70", roles[i // 2]
    finally:
        for s in sockets:
            s.__exit__(None, None, None)


def test_68D2a_a_revoke_is_not_told_by_a_dispute_the_director_has_not_decided() -> None:
    """The end of the board tells a concealed revoke (every hand is shown); a disputed claim the
    director has not yet decided does not end the board, so it tells nothing; his decision does."""
    live = _deal_table()  # 4S by South
    s = live.session
    for body in ({"by": "W", "play": "D2"}, {"by": "S", "say": "the queen"}, {"by": "E", "play": "S4"},
                 {"by": "S", "play": "DA"}, {"by": "S", "claim": "all"}, {"by": "W", "dispute": True}):
        s.apply(Event.from_json(body))  # East ruffed holding diamonds: a revoke nobody has seen
    assert s.claim is not None and s.claim.status is ClaimStatus.ADJUDICATED
    for seat in SEATS:
        v = visible_view(live, seat)
        assert v["claim"]["status"] == "disputed" and not _proposal_words(v["rulings"]), seat
        assert not any("revoke" in r.get("flags", []) for r in v["rulings"]), seat
    s.apply(Event.from_json({"by": "S", "decide": {"tricks": 9}}))
    v = visible_view(live, "W")
    assert any("revoke" in r.get("flags", []) for r in v["rulings"]) and v["over"] is True


# ------------------------------------------------------------------ property: random boards


def _claim_event(s: Any, rng: random.Random) -> dict[str, Any] | None:
    """A claim, a concession, an agreement, a dispute, a call, a finding or the director's decide,
    as fits the claim standing (or play, when none stands)."""
    t = s.table
    claim = s.claim
    if claim is None or claim.status is ClaimStatus.VOID:
        if t.is_over:
            return None
        if rng.random() < 0.25:
            kind = rng.choice(["claim", "concede"])
            body = {"by": rng.choice(SEATS), kind: rng.choice(["all", 1, 2])}
            if rng.random() < 0.5:
                body["statement"] = rng.choice([STATEMENT, "all good", "the rest are high", "cross-ruff"])
            return body
        turn = t.turn
        legal = t.legal_cards(turn)
        return {"by": (t.declarer if turn == t.dummy else turn).letter, "play": str(rng.choice(legal))}
    opponents = [x for x in SEATS if not Seat.parse(x).same_side(claim.claimer)]
    roll = rng.random()
    if claim.status is ClaimStatus.OPEN:
        return {"by": rng.choice(opponents), "agree" if roll < 0.2 else "dispute": True}
    if roll < 0.2:
        return {"by": rng.choice(SEATS), "call": "director"}
    if roll < 0.35 and len(s.record):
        n = rng.randint(1, len(s.record))
        return {"by": s.record.events[n - 1].by.letter, "finding": n,
                "findings": {"claimer_aware_of_trump": rng.random() < 0.5}}
    low = sum(1 for tr in t.tricks if tr.winner is not None and tr.winner.same_side(t.declarer))
    return {"by": claim.claimer.letter, "decide": {"tricks": rng.randint(low, low + claim.remaining)}}


def _check_proposal(live: LiveTable) -> None:
    """Until the director decides, no seat's view, delta view or event ruling tells the engine's
    proposal; the director and a spectator see it."""
    s = live.session
    claim = s.claim
    waiting = (claim is not None and claim.status is ClaimStatus.ADJUDICATED and not claim.decided
               and not s.table.is_over)
    for role in SEATS:
        v = visible_view(live, role)
        delta = json.loads(view_json(live, role, delta_from=live.changed_from(live.seq)))
        heard = [*v["rulings"], *delta["rulings"], *live.rulings_of(live.seq, "en", audience(role))]
        mine = [r for r in heard if r["outcome"] == "adjudicated" and r["law"] != "70"]
        if waiting:
            assert not mine and v["claim"]["status"] == "disputed" and v["claim"]["awarded"] is None, role
        assert not any("line_cards" in r for r in heard) or not waiting, role
    if waiting and any(r.outcome.value == "adjudicated" for r in s.rulings):
        for role in ("director", "spectator"):
            v = visible_view(live, role)
            assert any(r["outcome"] == "adjudicated" for r in v["rulings"]), role
            assert v["claim"]["status"] == "adjudicated"


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), contract=st.sampled_from(["4H", "3NT", "2S"]),
       declarer=st.sampled_from("NESW"), steps=st.integers(20, 60))
def test_68D2a_70_no_seat_learns_a_proposal_or_a_concealed_card_before_the_director_decides(
    seed: int, contract: str, declarer: str, steps: int
) -> None:
    """Random boards played some way, then claims, concessions, agreements, disputes, calls,
    findings and the director's decisions: no seat's view, delta view or event ruling tells the
    engine's proposal before the director decides, no concealed card reaches a seat (the 41C
    check: the hands are shown only once the board is over), and the rulings a client keeps
    before a delta's ``rulings_from`` never change."""
    live = _table(seed, contract, declarer)
    drive_and_check(live, random.Random(seed + 3), steps, _claim_event, _check_proposal)
