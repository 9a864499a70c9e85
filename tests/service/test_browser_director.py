"""The director at the live table in Chromium, at 390x844 and 1280x800: a call
shown at every seat until he answers, his answer to a ruling's ``needs`` from his own page (the
table ruled again), dummy warned before a call that 43A1(a) forbids, no call for a spectator, his
queue across tables, and the desk opening an incident as a live table and applying its findings
to one. Screenshots with BRIDGELAW_SCREENSHOTS=1 (docs/screenshot-director-*.png).
"""

from __future__ import annotations

from typing import Any

import httpx2 as httpx
import pytest

from .conftest import ADMIN, BOARD, DEAL, Server, auth
from .test_browser_page import LAPTOP, PHONE, SIZES, _open, _post, _shot, _table, _wait_seq, browser

__all__ = ["browser"]  # the module's Chromium fixture


def _view(server: Server, tid: str, token: str) -> dict[str, Any]:
    out: dict[str, Any] = httpx.get(f"{server.url}/v1/tables/{tid}/view", headers=auth(token)).json()
    return out


@SIZES
def test_45C4b_9B1_a_call_and_the_directors_finding_at_the_table(
    server: Server, browser: Any, size: dict[str, int]
) -> None:
    tid, tok = _table(server)
    _post(server, tid, tok["W"], {"play": "H2"})
    said = _post(server, tid, tok["S"], {"say": "the ten, no, the queen"})["rulings"]
    assert said[-1]["needs"] == "slip_of_tongue"
    east = _open(browser, server, tid, tok["E"], size, seq=2)
    west = _open(browser, server, tid, tok["W"], size, seq=2)
    east.click("#call")
    assert east.is_visible("#call-form")  # what happened, and which event: the latest by default
    assert east.input_value("#call-concerns") == "2"
    east.fill("#call-reason", "he changed his card")
    east.click("#call-go")
    _wait_seq(west, 3)
    assert "East" in west.inner_text("#calls") and west.is_visible("#calls")
    _post(server, tid, tok["E"], {"play": "HA"})  # play goes on: the call stays until answered
    _wait_seq(west, 4)
    assert west.is_visible("#calls")
    director = _open(browser, server, tid, tok["director"], size, seq=4)
    box = director.inner_text("#director-box")
    assert "East" in box and "slip of the tongue" in box
    _shot(director, "screenshot-director", size)
    need = director.locator("#director-list li.director-need[data-needs='slip_of_tongue']")
    assert need.locator("select.answer").input_value() == ""  # nothing preset: the director chooses
    need.locator("select.answer").select_option("true")
    need.locator("button.answer-go").click()
    need.locator("button.need-publish").click()  # confirmed before it is recorded
    _wait_seq(west, 5)
    v = _view(server, tid, tok["W"])
    assert v["trick"] == ["W:H2", "N:HQ", "E:HA"] and v["calls"] == []
    assert west.is_hidden("#calls")
    assert west.locator("#rulings li.superseded").count() >= 2
    assert west.locator("#rulings li.reruled").count() == 3  # the finding's rulings: events 2 and 3 again
    # nothing left to answer: only his recorded finding, which he may still change (82C)
    assert director.locator("#director-list li.director-need, #director-list li.director-call").count() == 0
    assert director.locator("#director-list li.director-found button.finding-change").count() == 1
    for p in (east, west, director):
        p.close()


def test_43A1a_dummy_is_warned_before_calling_and_a_spectator_cannot_call(
    server: Server, browser: Any
) -> None:
    tid, tok = _table(server)
    _post(server, tid, tok["W"], {"play": "H2"})
    dummy = _open(browser, server, tid, tok["N"], PHONE, seq=1)
    dummy.click("#call")
    assert dummy.is_visible("#call-warn") and "43A1(a)" in dummy.inner_text("#call-warn")
    dummy.click("#call-warn-cancel")
    assert dummy.is_hidden("#call-warn") and _view(server, tid, tok["N"])["seq"] == 1
    dummy.click("#call")
    dummy.click("#call-warn-go")
    dummy.click("#call-go")
    _wait_seq(dummy, 2)
    assert [(r["outcome"], r["law"]) for r in _view(server, tid, tok["N"])["rulings"][-1:]] == [
        ("irregularity", "43A1(a)")]
    spectator = _open(browser, server, tid, tok["spectator"], PHONE, seq=2)
    assert spectator.is_hidden("#call") and spectator.is_hidden("#irregular")
    dummy.close()
    spectator.close()


def test_61B_having_none_is_offered_when_a_player_shows_out(server: Server, browser: Any) -> None:
    tid, tok = _table(server, contract="4S")
    for role, body in (("W", {"play": "D2"}), ("S", {"say": "the queen"}), ("E", {"play": "DK"}),
                       ("S", {"play": "DA"}), ("S", {"play": "D3"}), ("W", {"play": "D6"})):
        _post(server, tid, tok[role], body)
    declarer = _open(browser, server, tid, tok["S"], LAPTOP, seq=6)
    assert declarer.is_hidden("#ask-revoke")
    _post(server, tid, tok["S"], {"say": "small spade"})  # dummy shows out of diamonds
    east = _open(browser, server, tid, tok["E"], LAPTOP, seq=7)
    assert east.is_hidden("#ask-revoke")  # dummy's cards are seen: nothing to ask
    _post(server, tid, tok["E"], {"play": "S4"})  # East shows out too (he holds ♦J5: a revoke)
    _wait_seq(declarer, 8)
    assert declarer.is_visible("#ask-revoke")
    declarer.click("#ask-revoke")
    _wait_seq(declarer, 9)
    v = _view(server, tid, tok["W"])
    assert v["calls"] == [{"seq": 9, "by": "S", "call": "revoke", "reason": None, "concerns": 8}]
    assert declarer.is_hidden("#ask-revoke")  # asked: not offered again
    declarer.close()
    east.close()


def test_61B_62A_having_none_stays_offered_after_the_trick_is_turned(server: Server, browser: Any) -> None:
    """East shows out of diamonds (a revoke: he holds two) and the trick is turned: the 61B
    question is still offered to declarer (asked now, attention is drawn before the revoke is
    established: 62A), and after East leads to the next trick (63A1: ruled at the end, 64)."""
    tid, tok = _table(server, contract="4S")
    for role, body in (("W", {"play": "D2"}), ("S", {"say": "the queen"}), ("E", {"play": "S4"}),
                       ("S", {"play": "D3"})):
        _post(server, tid, tok[role], body)
    _post(server, tid, tok["E"], {"quit": True})  # East won it with the four of spades: turned (65A)
    declarer = _open(browser, server, tid, tok["S"], LAPTOP, seq=5)
    assert declarer.is_visible("#ask-revoke")
    _post(server, tid, tok["E"], {"play": "C4"})  # East leads to trick 2: the revoke is established (63A1)
    _wait_seq(declarer, 6)
    assert _view(server, tid, tok["S"])["trick"] == ["E:C4"]
    assert declarer.is_visible("#ask-revoke")  # later still: attention drawn, ruled at the end (64)
    declarer.click("#ask-revoke")
    _wait_seq(declarer, 7)
    v = _view(server, tid, tok["S"])
    assert v["calls"][-1]["call"] == "revoke" and v["calls"][-1]["concerns"] == 3
    declarer.close()


def test_the_directors_queue_across_tables(server: Server, browser: Any) -> None:
    t1, tok1 = _table(server, board=1)
    t2, tok2 = _table(server, board=2)
    httpx.post(f"{server.url}/v1/tables/{t2}/call", json={}, headers=auth(tok2["W"]))
    _post(server, t1, tok1["W"], {"play": "H2"})
    _post(server, t1, tok1["S"], {"say": "the ten, no, the queen"})
    page = browser.new_page(viewport=PHONE, bypass_csp=True)
    page.goto(f"{server.url}/director?admin={ADMIN}")
    page.wait_for_selector("#queue li.q-table")
    assert "admin" not in page.url
    items = page.locator("#queue li.q-table")
    assert items.count() == 2 and items.nth(0).get_attribute("data-table") == t2
    assert "West" in items.nth(0).inner_text() and "Board 2" in items.nth(0).inner_text()
    assert "slip of the tongue" in items.nth(1).inner_text()
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    _shot(page, "screenshot-director-queue", PHONE)
    page.click(f"#queue li[data-table='{t2}'] a.q-open")
    # a selector waits across the navigation (a function would run while the new page has no body yet)
    page.wait_for_selector("body[data-role='director']", state="attached", timeout=10_000)
    assert "West" in page.inner_text("#director-box")
    page.fill("#director-list li.director-call input", "the director explained 42A")
    page.click("#director-list li.director-call button.answer-go")
    assert page.is_visible("#director-list li.director-call .answer-confirm")  # confirmed first
    assert _view(server, t2, tok2["W"])["calls"] != []
    page.click("#director-list li.director-call button.answer-publish")
    _wait_seq(page, 2)
    assert _view(server, t2, tok2["W"])["calls"] == []
    page.close()


def test_the_desk_opens_an_incident_as_a_live_table_and_applies_its_finding(
    server: Server, browser: Any
) -> None:
    page = browser.new_page(viewport=LAPTOP, bypass_csp=True)
    page.goto(f"{server.url}/desk")
    page.wait_for_selector("body[data-ready]", state="attached")
    page.fill("#d-contract", "4H")
    for seat, hand in zip("NESW", DEAL[2:].split(), strict=True):
        page.fill(f"#d-hand-{seat}", hand)
    page.select_option("#d-events li .e-by", "W")
    page.fill("#d-events li .e-value", "H2")
    page.fill("#d-admin", ADMIN)
    page.click("#d-live-open")
    page.wait_for_selector("#d-live-links a[data-role='director']")
    tid = page.input_value("#d-live-table")
    tok = page.input_value("#d-live-token")
    v = _view(server, tid, tok)
    assert v["record"] == [{"seq": 1, "by": "W", "play": "H2", "director": True}]
    # play goes on at the live table; the director then opens it at the desk from his page
    _post(server, tid, tok, {"by": "S", "say": "the ten, no, the queen"})
    table = _open(browser, server, tid, tok, LAPTOP, seq=2)
    href = table.get_attribute("#open-desk", "href")
    assert href and f"table={tid}" in href and "#token=" in href
    page.goto(server.url + href)
    page.wait_for_selector("body[data-ready]", state="attached")
    page.wait_for_selector("#d-rulings .answer-go")
    assert "token" not in page.url and page.locator("#d-events li").count() == 2
    page.select_option("#d-rulings .answer", "true")
    page.click("#d-rulings .answer-go")
    page.wait_for_function("!document.querySelector('#d-rulings .answer-go')", polling=50)
    page.click("#d-live-apply")
    page.wait_for_function("document.getElementById('d-live-status').textContent.includes('recorded')",
                           polling=50)
    v = _view(server, tid, tok)
    assert v["trick"] == ["W:H2", "N:HQ"] and v["record"][-1]["finding"] == 2
    assert v["record"][-1]["findings"] == {"slip_of_tongue": True}
    page.close()
    table.close()


@pytest.mark.parametrize("size", [PHONE], ids=["390x844"])
def test_the_lobby_keeps_the_admin_token_for_the_queue(
    server: Server, browser: Any, size: dict[str, int]
) -> None:
    page = browser.new_page(viewport=size, bypass_csp=True)
    page.goto(f"{server.url}/?admin={ADMIN}")
    page.wait_for_selector("body[data-ready]", state="attached")
    page.click("#create button[type=submit]")
    page.wait_for_selector("#link-list a[data-role='N']")
    assert page.evaluate("document.documentElement.scrollWidth") <= size["width"]
    page.goto(f"{server.url}/director")
    page.wait_for_selector("body[data-ready]", state="attached")
    page.wait_for_selector("#queue li")
    assert page.is_hidden("#q-login")
    page.close()
    assert BOARD  # the module's board is the conftest's


@SIZES
def test_9B1_the_directors_answer_reaches_every_seat_tied_to_the_call_it_answers(
    server: Server, browser: Any, size: dict[str, int]
) -> None:
    """West calls with what happened and the event; South calls too. The director answers
    West's call in words: every seat and the spectator read his ruling beside "answering West's
    call", South's call stays open (answering one call answers that call only)."""
    tid, tok = _table(server)
    _post(server, tid, tok["W"], {"play": "D2"})
    _post(server, tid, tok["S"], {"say": "small"})
    _post(server, tid, tok["E"], {"drop": "CJ"})
    west = _open(browser, server, tid, tok["W"], size, seq=3)
    west.click("#call")
    west.fill("#call-reason", "East dropped the jack of clubs")
    assert west.input_value("#call-concerns") == "3"
    west.click("#call-go")
    _wait_seq(west, 4)
    httpx.post(f"{server.url}/v1/tables/{tid}/call", json={"reason": "a question"}, headers=auth(tok["S"]))
    _wait_seq(west, 5)
    assert "East dropped the jack of clubs" in west.inner_text("#calls")
    d = _open(browser, server, tid, tok["director"], size, seq=5)
    call = d.locator("#director-list li.director-call[data-seq='4']")
    assert "East dropped the jack of clubs" in call.inner_text() and "#3" in call.inner_text()
    call.locator("input.answer-words").fill("The jack is a major penalty card (50B); play it at the first "
                                            "legal opportunity.")
    call.locator("button.answer-go").click()
    assert "Record this answer to West's call #4?" in call.locator(".answer-confirm").inner_text()
    call.locator("button.answer-cancel").click()  # taken back: nothing recorded
    assert call.locator(".answer-confirm").is_hidden() and _view(server, tid, tok["W"])["seq"] == 5
    call.locator("button.answer-go").click()
    call.locator("button.answer-publish").click()
    others = ("N", "E", "S", "spectator")
    pages = [d, west] + [_open(browser, server, tid, tok[r], size, seq=6) for r in others]
    for page in pages:
        _wait_seq(page, 6)
        answer = page.locator("#rulings li.answer").first
        text = answer.inner_text()
        assert "major penalty card (50B)" in text and "West" in text and "#4" in text, text
        assert page.locator("#rulings li").first.get_attribute("data-seq") == "6"  # the newest first
        assert "South" in page.inner_text("#calls") and "West" not in page.inner_text("#calls")
        assert page.evaluate("document.documentElement.scrollWidth") <= size["width"]
    _shot(pages[3], "screenshot-table-answer", size)
    assert d.locator("#director-list li.director-call").count() == 1
    for page in pages:
        page.close()


def test_70_the_queue_says_a_proposals_need_in_words_and_drops_it_once_decided(
    server: Server, browser: Any
) -> None:
    tid, tok = _table(server, board=3)
    _post(server, tid, tok["W"], {"play": "H2"})
    _post(server, tid, tok["S"], {"claim": "all", "statement": "xyzzy plugh"})
    _post(server, tid, tok["E"], {"dispute": True, "reason": "he must lose a club"})
    page = browser.new_page(viewport=LAPTOP, bypass_csp=True)
    page.goto(f"{server.url}/director?admin={ADMIN}")
    page.wait_for_selector(f"#queue li[data-table='{tid}'] li.q-need")
    entry = page.inner_text(f"#queue li[data-table='{tid}']")
    assert "what the claimer's statement meant" in entry and "statement\n" not in entry
    assert "he must lose a club" in entry  # the dispute's reason
    director = _open(browser, server, tid, tok["director"], LAPTOP, seq=3)
    assert "what the claimer's statement meant" in director.inner_text("#director-box")
    rulings = _view(server, tid, tok["director"])["rulings"]
    proposal = next(r for r in rulings if r["outcome"] == "adjudicated")
    _post(server, tid, tok["director"], {"by": "S", "decide": {"tricks": proposal["tricks"]}})
    _wait_seq(director, 4)
    assert director.locator("#director-list li.director-need").count() == 0
    assert "what the claimer's statement meant" not in director.inner_text("body")
    page.reload()
    page.wait_for_selector("body[data-ready]", state="attached")
    gone = f"!document.querySelector(\"#queue li[data-table='{tid}']\")"
    page.wait_for_function(gone, polling=50, timeout=10_000)
    page.close()
    director.close()


def test_45C4b_play_waits_for_the_directors_finding_on_a_changed_card(server: Server, browser: Any) -> None:
    tid, tok = _table(server)
    _post(server, tid, tok["W"], {"play": "H2"})
    said = _post(server, tid, tok["S"], {"say": "the ten, no, the queen"})["rulings"]
    assert said[-1]["needs"] == "slip_of_tongue"
    east = _open(browser, server, tid, tok["E"], LAPTOP, seq=2)  # East is next: he waits for the director
    banner = east.inner_text("#banner")
    assert "play stops until the director rules" in banner and "45C4(b)" in banner, banner
    assert east.locator("#seat-bottom .card.legal").count() == 0
    assert east.locator("#seat-bottom .card:not([disabled])").count() == 0
    _post(server, tid, tok["director"], {"finding": 2, "findings": {"slip_of_tongue": True}})
    _wait_seq(east, 3)
    assert "play stops" not in east.inner_text("#banner")
    assert east.locator("#seat-bottom .card.legal").count() > 0
    east.close()


def test_43A1a_dummy_is_not_warned_while_a_disputed_claim_has_summoned_the_director(
    server: Server, browser: Any
) -> None:
    tid, tok = _table(server)
    for role, body in (("W", {"play": "H2"}), ("S", {"claim": "all"}), ("E", {"dispute": True})):
        _post(server, tid, tok[role], body)
    dummy = _open(browser, server, tid, tok["N"], PHONE, seq=3)
    dummy.wait_for_selector("body[data-ready]", state="attached")
    dummy.click("#call")
    assert dummy.is_hidden("#call-warn")  # play has ceased (68D): no 43A1(a) warning
    assert dummy.is_visible("#call-form")
    dummy.close()
