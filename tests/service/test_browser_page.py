"""The web table as players meet it, in Chromium at a phone's 390x844 and a
laptop's 1280x800: nothing invites a penalised act without saying so, the irregular acts a
player makes (a dropped card, several cards at once), the preview of declarer's words equal to
their ruling, the board's data, the last trick and the cards played so far, a your-turn signal,
the Laws' answer to "take back my card", a phone layout that covers nothing and does not
scroll sideways, the record in words, the cards held face down, a friendly message while the
server restarts, screen-reader names, and pages in Russian without English badges.

With BRIDGELAW_SCREENSHOTS=1 the screenshots go to docs/ (screenshot-table-390.png, ...).
Without chromium these tests skip (see tests/service/test_browser.py).
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest

from .conftest import ADMIN, BOARD, Server, auth

CHROMIUM = os.environ.get("BRIDGELAW_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
if not Path(CHROMIUM).exists():
    pytest.skip("browser tests need chromium: apt-get install -y chromium (Debian), or set "
                "BRIDGELAW_CHROMIUM", allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api", reason="browser tests need playwright")

DOCS = Path(__file__).resolve().parents[2] / "docs"
SHOTS = bool(os.environ.get("BRIDGELAW_SCREENSHOTS"))
PHONE = {"width": 390, "height": 844}
LAPTOP = {"width": 1280, "height": 800}
SIZES = pytest.mark.parametrize("size", [PHONE, LAPTOP], ids=["390x844", "1280x800"])


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=[
            "--no-sandbox", "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
            "--disable-backgrounding-occluded-windows"])
        yield b
        b.close()


def _table(server: Server, **body: Any) -> tuple[str, dict[str, str]]:
    r = httpx.post(server.url + "/v1/tables", json={**BOARD, **body}, headers=auth(ADMIN))
    assert r.status_code == 201, r.text
    return r.json()["table"], r.json()["tokens"]


def _post(server: Server, tid: str, token: str, body: dict[str, Any]) -> dict[str, Any]:
    r = httpx.post(f"{server.url}/v1/tables/{tid}/events", json=body, headers=auth(token))
    assert r.status_code == 201, r.text
    out: dict[str, Any] = r.json()
    return out


def _open(browser: Any, server: Server, tid: str, token: str, size: dict[str, int], lang: str = "en",
          seq: int = 0) -> Any:
    page = browser.new_page(viewport=size, bypass_csp=True)
    page.goto(f"{server.url}/table/{tid}?token={token}&lang={lang}")
    page.wait_for_function(f"Number(document.body.dataset.seq || -1) >= {seq}", polling=50, timeout=10_000)
    return page


def _view(server: Server, tid: str, token: str) -> dict[str, Any]:
    out: dict[str, Any] = httpx.get(f"{server.url}/v1/tables/{tid}/view", headers=auth(token)).json()
    return out


def _wait_seq(page: Any, seq: int) -> None:
    page.wait_for_function(f"Number(document.body.dataset.seq || -1) >= {seq}", polling=50, timeout=10_000)


def _shot(page: Any, name: str, size: dict[str, int]) -> None:
    if SHOTS:
        page.screenshot(path=str(DOCS / f"{name}-{size['width']}.png"))


def _click_card(page: Any, card: str) -> None:
    page.click(f"button.card[data-card='{card}']")
    page.click("#confirm-go")


# ---------------------------------------------------------------------- nothing invites a penalised act


@SIZES
def test_60C_a_defender_waiting_for_declarers_choice_is_told_and_not_invited(
    server: Server, browser: Any, size: dict[str, int]
) -> None:
    tid, tok = _table(server)
    _post(server, tid, tok["E"], {"play": "D5"})  # an opening lead out of turn: declarer chooses (54)
    page = _open(browser, server, tid, tok["W"], size, seq=1)
    banner = page.inner_text("#banner")
    assert "Wait" in banner and "South" in banner and "penalty card" in banner and "54" in banner
    assert "Your turn" not in page.inner_text("body")
    assert page.locator("button.card.legal").count() == 0
    assert page.locator("#seat-bottom button.card:not([disabled])").count() == 0
    _shot(page, "screenshot-table-wait", size)
    s = _open(browser, server, tid, tok["S"], size, seq=1)
    assert "Your choice" in s.inner_text("#banner")
    s.click("button.choice[data-option='require_retraction']")
    _wait_seq(page, 2)  # 50D2: declarer chooses again before West leads
    assert "50D2" in page.inner_text("#banner") and page.locator("button.card.legal").count() == 0
    s.click("button.choice[data-option='neither']")
    _wait_seq(page, 3)
    assert "Your turn" in page.inner_text("#banner")
    assert page.locator("#seat-bottom button.card.legal").count() > 0
    assert page.evaluate("document.body.classList.contains('my-turn')")
    assert page.title().startswith("●")
    page.close()
    s.close()


@SIZES
def test_49_irregular_acts_are_marked_before_they_are_sent(
    server: Server, browser: Any, size: dict[str, int]
) -> None:
    """A card chosen with "any card" says it is an irregularity before it is confirmed."""
    tid, tok = _table(server)
    page = _open(browser, server, tid, tok["E"], size)
    page.click("#irregular summary")
    page.select_option("#act", "show")
    assert page.inner_text("#act-hint")
    page.click("button.card[data-card='SA']")
    assert "irregularity" in page.inner_text("#confirm")
    page.click("#confirm-go")
    _wait_seq(page, 1)
    assert "penalty card" in page.inner_text("#rulings").lower()
    page.close()


# ---------------------------------------------------------------------- drop and several


@SIZES
def test_48A_49_a_card_dropped_accidentally(server: Server, browser: Any, size: dict[str, int]) -> None:
    tid, tok = _table(server)
    page = _open(browser, server, tid, tok["E"], size)
    page.click("#irregular summary")
    page.select_option("#act", "drop")
    _click_card(page, "C4")
    _wait_seq(page, 1)
    rec = httpx.get(f"{server.url}/v1/tables/{tid}/view", headers=auth(tok["director"])).json()["record"]
    assert rec == [{"seq": 1, "by": "E", "drop": "C4"}]
    assert "♣4" in page.inner_text("#rulings")
    page.close()


@SIZES
def test_58B_several_cards_at_once_and_the_one_meant(
    server: Server, browser: Any, size: dict[str, int]
) -> None:
    tid, tok = _table(server)
    _post(server, tid, tok["W"], {"play": "H2"})
    page = _open(browser, server, tid, tok["E"], size, seq=1)
    _post(server, tid, tok["S"], {"say": "small"})
    _wait_seq(page, 2)
    page.click("#irregular summary")
    page.select_option("#act", "several")
    page.click("button.card[data-card='HA']")
    page.click("button.card[data-card='H3']")
    assert page.is_visible("#confirm") and page.is_visible("#several-named")
    page.select_option("#several-named", "H3")
    page.click("#confirm-go")
    _wait_seq(page, 3)
    rec = httpx.get(f"{server.url}/v1/tables/{tid}/view", headers=auth(tok["director"])).json()["record"]
    assert rec[-1] == {"seq": 3, "by": "E", "several": ["HA", "H3"], "named": "H3"}
    assert "58B2" in page.inner_text("#rulings")
    page.close()


# ---------------------------------------------------------------------- the preview is the ruling


@SIZES
def test_45C4b_the_preview_names_the_card_the_ruling_plays(
    server: Server, browser: Any, size: dict[str, int]
) -> None:
    tid, tok = _table(server)
    _post(server, tid, tok["W"], {"play": "D2"})
    page = _open(browser, server, tid, tok["S"], size, seq=1)
    page.fill("#say-words", "the queen, no, the king")
    page.wait_for_function("document.getElementById('say-preview').dataset.card === 'DQ'", polling=50)
    text = page.inner_text("#say-preview")
    assert "♦Q" in text and "45C4(b)" in text and "slip of the tongue" in text
    assert "♦K" not in text.split("·")[0]
    _shot(page, "screenshot-table-preview", size)
    page.click("#say-send")
    _wait_seq(page, 2)
    view = httpx.get(f"{server.url}/v1/tables/{tid}/view", headers=auth(tok["S"])).json()
    assert view["trick"][-1] == "N:DQ"
    page.close()


# ---------------------------------------------------------------------- what a player sees


@SIZES
def test_the_board_the_last_trick_and_the_cards_played(
    server: Server, browser: Any, size: dict[str, int]
) -> None:
    tid, tok = _table(server, board=3)
    for role, body in (("W", {"play": "D2"}), ("S", {"say": "the queen"}), ("E", {"play": "DK"}),
                       ("S", {"play": "DA"}), ("S", {"play": "C5"})):
        _post(server, tid, tok[role], body)
    page = _open(browser, server, tid, tok["W"], size, seq=5)
    info = page.inner_text("#info")
    assert "Board 3" in info and "Dealer South" in info and "Vulnerable E/W" in info
    last = page.inner_text("#middle .last-trick")
    assert "Last trick (South)" in last and all(c in last for c in ("♦2", "♦Q", "♦K", "♦A"))
    page.click("#played-box summary")
    played = page.locator("#played-list li")
    assert played.count() == 2 and "♣5" in played.nth(1).inner_text()
    assert "Your turn" in page.inner_text("#banner")  # West follows to South's club lead
    assert page.locator("#claim-details").is_visible() and not page.locator("#claim-form").is_visible()
    page.evaluate("window.scrollTo(0, 0); document.querySelector('aside.side').scrollTop = 0")
    _shot(page, "screenshot-table", size)
    page.close()


@SIZES
def test_62A_62B_the_offender_is_shown_his_revoke_to_correct_once_attention_is_drawn(
    server: Server, browser: Any, size: dict[str, int]
) -> None:
    """East ruffs a diamond holding diamonds: his page says nothing until attention is drawn
    (61B "having none?"); then it says he must correct it (62A), lights his diamonds, and
    the card chosen says it corrects the revoke (62B) - the ruling follows."""
    tid, tok = _table(server, contract="4S")
    _post(server, tid, tok["W"], {"play": "D2"})
    _post(server, tid, tok["S"], {"say": "the queen"})
    _post(server, tid, tok["E"], {"play": "S4"})
    page = _open(browser, server, tid, tok["E"], size, seq=3)
    assert "revoke" not in page.inner_text("#banner").lower()
    assert page.locator("#seat-bottom button.card.legal").count() == 0
    r = httpx.post(f"{server.url}/v1/tables/{tid}/call", json={"about": "revoke"}, headers=auth(tok["S"]))
    assert r.status_code == 202, r.text
    _wait_seq(page, 4)
    banner = page.inner_text("#banner")
    assert "Correct your revoke" in banner and "62A" in banner and "♦" in banner
    lit = {b.get_attribute("data-card") for b in page.locator("#seat-bottom button.card.legal").all()}
    assert lit == {"DK", "DJ", "D5"}
    page.click("button.card[data-card='D5']")
    assert "corrects your revoke" in page.inner_text("#confirm")
    _shot(page, "screenshot-table-correct", size)
    page.click("#confirm-go")
    _wait_seq(page, 5)
    rulings = page.inner_text("#rulings")
    assert "62B1" in rulings
    assert "Correct your revoke" not in page.inner_text("#banner")
    page.close()


@SIZES
def test_45C_47_take_back_my_card_gets_the_laws_answer(
    server: Server, browser: Any, size: dict[str, int]
) -> None:
    tid, tok = _table(server)
    page = _open(browser, server, tid, tok["W"], size)
    assert page.is_hidden("#undo")
    _click_card(page, "D2")
    _wait_seq(page, 1)
    page.click("#undo")
    answer = page.inner_text("#undo-answer")
    assert "♦2 is played" in answer and "45C" in answer and "47" in answer
    _shot(page, "screenshot-table-undo", size)
    page.click("#undo-close")
    assert page.is_hidden("#undo-answer")
    assert httpx.get(f"{server.url}/v1/tables/{tid}/view", headers=auth(tok["W"])).json()["seq"] == 1
    page.close()


def test_a_phone_shows_the_cards_uncovered_without_sideways_scrolling(server: Server, browser: Any) -> None:
    tid, tok = _table(server)
    _post(server, tid, tok["W"], {"play": "D2"})
    for role in ("W", "S", "N", "director"):
        page = _open(browser, server, tid, tok[role], PHONE, seq=1)
        assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"], role
        side = page.locator("aside.side").bounding_box()
        for card in page.locator("button.card").all():
            box = card.bounding_box()
            assert box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"], role
            assert box["y"] + box["height"] <= side["y"] or box["y"] >= side["y"] + side["height"], role
        if role == "director":  # he is the one called: his page has no "Call the director"
            assert page.locator("#call").is_hidden()
            page.close()
            continue
        call = page.locator("#call").bounding_box()
        assert call["y"] >= 0 and call["y"] + call["height"] <= PHONE["height"], role
        page.mouse.wheel(0, 2000)  # the bar stays: "Call the director" is reachable anywhere
        page.wait_for_timeout(100)
        call = page.locator("#call").bounding_box()
        assert 0 <= call["y"] and call["y"] + call["height"] <= PHONE["height"], role
        if role == "N":
            _shot(page, "screenshot-table-dummy", PHONE)
        page.close()


@SIZES
def test_the_record_reads_in_words_and_names_the_directors_entries(
    server: Server, browser: Any, size: dict[str, int]
) -> None:
    tid, tok = _table(server)
    _post(server, tid, tok["E"], {"play": "CJ"})
    _post(server, tid, tok["director"], {"by": "S", "choose": "accept_lead"})
    page = _open(browser, server, tid, tok["director"], size, seq=2)
    items = page.locator("#record li")
    assert items.nth(0).inner_text() == "East plays ♣J"
    assert items.nth(0).get_attribute("value") == "1"
    second = items.nth(1).inner_text()
    assert second.startswith("South chooses: Accept the lead") and "recorded by the director" in second
    page.close()


@SIZES
def test_50_cards_not_shown_do_not_count_a_faced_penalty_card(
    server: Server, browser: Any, size: dict[str, int]
) -> None:
    tid, tok = _table(server)
    _post(server, tid, tok["E"], {"show": "SA"})
    page = _open(browser, server, tid, tok["W"], size, seq=1)
    east = page.inner_text(f"#seat-{'top'}")
    assert "12 cards not shown" in east and "♠A" in east
    page.close()


def test_a_restarting_server_gets_a_friendly_message_not_failed_to_fetch(
    server: Server, browser: Any
) -> None:
    tid, tok = _table(server)
    page = _open(browser, server, tid, tok["W"], LAPTOP)
    server.stop()
    page.click("button.card[data-card='D2']")
    page.click("#confirm-go")
    page.wait_for_function("document.getElementById('banner').classList.contains('offline')", polling=100,
                           timeout=10_000)
    text = page.inner_text("body")
    assert "Failed to fetch" not in text and "Reconnecting" in text and "Not sent" in text
    server.start()
    page.wait_for_function("!document.getElementById('banner').classList.contains('offline')", polling=200,
                           timeout=20_000)
    _click_card(page, "D2")
    _wait_seq(page, 1)
    page.close()


def test_screen_reader_names_of_cards_and_controls(server: Server, browser: Any) -> None:
    tid, tok = _table(server)
    _post(server, tid, tok["W"], {"play": "D2"})
    page = _open(browser, server, tid, tok["S"], LAPTOP, seq=1)
    assert page.get_attribute("#seat-bottom button.card[data-card='SQ']", "aria-label") == "queen of spades"
    dq = page.get_attribute("#seat-top button.card[data-card='DQ']", "aria-label")
    assert dq == "queen of diamonds, playable"
    assert "two of diamonds" in page.get_attribute("#middle .played", "aria-label")
    for sel in ("#call", "#say-send", "#lang", "#say-words"):
        name = page.evaluate(f"""(() => {{ const e = document.querySelector('{sel}');
            return e.getAttribute('aria-label') || e.textContent.trim()
              || (e.labels && e.labels[0] && e.labels[0].textContent.trim()) || ''; }})()""")
        assert name, sel
    ru = _open(browser, server, tid, tok["S"], LAPTOP, lang="ru", seq=1)
    assert ru.get_attribute("#seat-bottom button.card[data-card='SQ']", "aria-label") == "дама пик"
    page.close()
    ru.close()


@SIZES
def test_a_russian_page_has_no_english_badges(server: Server, browser: Any, size: dict[str, int]) -> None:
    tid, tok = _table(server, lang="ru")
    _post(server, tid, tok["E"], {"play": "D5"})
    page = _open(browser, server, tid, tok["S"], size, lang="ru", seq=1)
    badges = page.locator("#rulings .outcome").all_inner_texts()
    assert badges and all(not any("a" <= ch.lower() <= "z" for ch in b) for b in badges), badges
    laws = page.locator("#rulings .law").all_inner_texts()
    assert laws and all(x.startswith("Правило") for x in laws)
    assert "Закон" not in page.inner_text("body")
    _shot(page, "screenshot-table-ru", size)
    page.close()


# ---------------------------------------------------------------------- the claim box beside the director's


@SIZES
def test_68D_9B1_a_claim_and_a_call_share_the_page_with_the_directors_box(
    server: Server, browser: Any, size: dict[str, int]
) -> None:
    """Declarer claims, East calls the director: every seat is told play has ceased (68D) with no
    card lit; the director's page holds his box (the call to answer) and the claim box together,
    neither covering the cards nor scrolling sideways on a phone; East disputes, the director
    confirms his proposal (70), which answers the call, and the board ends on every page."""
    tid, tok = _table(server)
    _post(server, tid, tok["W"], {"play": "D2"})
    _post(server, tid, tok["S"], {"claim": "all", "statement": "the rest are mine"})
    r = httpx.post(f"{server.url}/v1/tables/{tid}/call", json={}, headers=auth(tok["E"]))
    assert r.status_code == 202, r.text
    east = _open(browser, server, tid, tok["E"], size, seq=3)
    assert "Play has ceased" in east.inner_text("#banner") and "Your turn" not in east.inner_text("#banner")
    assert east.locator("button.card.legal").count() == 0
    assert east.locator("#dispute-go").is_visible()
    d = _open(browser, server, tid, tok["director"], size, seq=3)
    assert d.locator("#director-box").is_visible() and d.locator("#claim-box").is_visible()
    assert "East calls the director" in d.inner_text("#director-box")
    assert "the rest are mine" in d.inner_text("#claim-box")
    assert not d.locator("#say").is_visible()  # 68D: no words to dummy while the claim stands
    assert d.evaluate("document.documentElement.scrollWidth") <= size["width"]
    side = d.locator("aside.side").bounding_box()
    for card in d.locator("button.card").all():
        box = card.bounding_box()
        assert box["x"] + box["width"] <= size["width"]
        if size is PHONE:
            assert box["y"] + box["height"] <= side["y"]
    _shot(d, "screenshot-table-claim-director", size)
    east.click("#dispute-go")
    assert east.is_visible("#dispute-confirm")
    assert _view(server, tid, tok["N"])["seq"] == 3  # nothing sent yet
    east.click("#dispute-confirm-go")
    _wait_seq(d, 4)
    _wait_seq(east, 4)
    # 70: the adjudication is the director's proposal; the board waits for his decision
    for page in (d, east):
        assert page.locator("#board-end:not([hidden])").count() == 0
    assert "proposal" in d.inner_text("#claim-status")
    # 68D2(a): a seat is told that the director is summoned, not the engine's proposal
    told = east.inner_text("#claim-status")
    assert "Disputed" in told and "proposal" not in told
    assert "Declarer's side's tricks" not in east.inner_text("#rulings")
    assert "Declarer's side's tricks" in d.inner_text("#rulings")
    proposal = _view(server, tid, tok["director"])["decide"]
    assert d.input_value("#decide-tricks") == str(proposal["proposal"])  # offered to confirm or amend
    box = d.inner_text("#claim-box")
    assert "whole board" in box and "Record for seat" not in box  # what the number is; no seat to record for
    assert f"had won {proposal['won']}" in d.inner_text("#decide-hint")
    d.fill("#decide-tricks", "0")
    assert "4♥ by South: 0 tricks, 10 down" in d.inner_text("#decide-preview")  # before it is published
    d.click("#decide-go")
    assert d.is_visible("#decide-confirm") and _view(server, tid, tok["N"])["seq"] == 4  # nothing yet
    d.click("#decide-cancel")
    d.fill("#decide-tricks", str(proposal["proposal"]))
    d.click("#decide-go")
    d.click("#decide-publish")
    _wait_seq(d, 5)
    _wait_seq(east, 5)
    for page in (d, east):
        page.wait_for_selector("#board-end:not([hidden])", timeout=10_000)
        assert "Play is over" in page.inner_text("#banner")
    # his decision is an event his token records: it answers East's call too
    d.wait_for_selector("#director-box", state="hidden", timeout=10_000)
    # he amends it: every adjudication before his last decision is marked replaced, on every page
    assert not d.is_visible("#decide-tricks")  # folded away once decided
    d.click("#decide-amend > summary")
    d.fill("#decide-tricks", "9")
    d.click("#decide-go")
    d.click("#decide-publish")
    _wait_seq(east, 6)
    _wait_seq(d, 6)
    for page in (d, east):
        replaced = page.locator("#rulings li.superseded .replaced-note")
        assert replaced.count() == 2, page.inner_text("#rulings")
        assert "decision #6" in replaced.first.inner_text()
        assert page.locator("#rulings li.ruling:not(.superseded)", has_text="70").count() >= 1
    assert "9 tricks" in east.inner_text("#result-line")
    east.close()
    d.close()


# ---------------------------------------------------------------------- the small things a trial found

TRIAL_DEAL = "N:KJ52.AK4.Q73.862 63.632.T865.J974 AQT98.75.AK4.AQ5 74.QJT98.J92.KT3"


@SIZES
def test_54_a_lead_out_of_turn_waits_beside_the_offender_who_is_told_to_wait(
    server: Server, browser: Any, size: dict[str, int]
) -> None:
    """East leads out of turn: the card lies faced, out of his hand, while declarer chooses (54);
    East is told to wait like West; the felt names the chooser, not a seat "to play"; the
    contract shows its suit symbol; a confirmation names the seat (no "null")."""
    tid, tok = _table(server, deal=TRIAL_DEAL, contract="4S", declarer="S", board=1)
    _post(server, tid, tok["E"], {"play": "H2"})
    east = _open(browser, server, tid, tok["E"], size, seq=1)
    assert east.locator("#seat-bottom button.card[data-card='H2']").count() == 0
    assert east.locator("#middle .awaiting").count() == 1
    banner = east.inner_text("#banner")
    assert "Wait" in banner and "South" in banner and "54" in banner
    west = _open(browser, server, tid, tok["W"], size, seq=1)
    for page in (east, west):
        assert page.locator(".seat .turn-mark:not(.choosing)").count() == 0  # nobody "to play"
        assert "chooses" in page.inner_text(".seat[data-seat='S'] .seat-name")
        assert "4♠ by South" in page.inner_text("#info")
    south = _open(browser, server, tid, tok["S"], size, seq=1)
    banner = south.inner_text("#banner")
    assert "Your choice" in banner and "waits for your decision" in banner
    south.click("button.choice[data-option='accept_lead']")
    _wait_seq(south, 2)
    south.click("button.card[data-card='H5']")
    text = south.inner_text("#confirm-text")
    assert "South?" in text and "null" not in text
    for page in (east, west, south):
        page.close()


@SIZES
def test_68D_after_a_claim_nothing_to_take_back_the_trick_it_was_made_at_and_the_last_trick_in_words(
    server: Server, browser: Any, size: dict[str, int]
) -> None:
    """A claim is confirmed before it is sent (68); once it stands a defender has no "take back
    my card" (play has ceased), the felt keeps the trick the claim was made at, and the last
    trick reads seat by seat for a screen reader. In Russian the claim is a претензия."""
    tid, tok = _table(server, deal=TRIAL_DEAL, contract="4S", declarer="S")
    for role, body in (("W", {"play": "HQ"}), ("S", {"say": "ace"}), ("E", {"play": "H2"}),
                       ("S", {"play": "H5"})):
        _post(server, tid, tok[role], body)
    south = _open(browser, server, tid, tok["S"], size, seq=4)
    strip = south.inner_text("#middle .last-trick .sr-only >> nth=0")
    assert strip.strip() == "West queen of hearts,"
    assert "North ace of hearts, East two of hearts, South five of hearts." in " ".join(
        south.locator("#middle .last-trick .sr-only").all_inner_texts())
    if south.locator("#claim-details:not([open])").count():
        south.click("#claim-details summary")
    south.select_option("#claim-tricks", "all")
    south.click("#claim-go")
    assert south.is_visible("#claim-confirm") and _view(server, tid, tok["S"])["seq"] == 4  # nothing sent yet
    south.click("#claim-confirm-go")
    _wait_seq(south, 5)
    east = _open(browser, server, tid, tok["E"], size, seq=5)
    assert east.is_hidden("#undo")
    assert "Trick 2" in east.inner_text("#middle .trick-head")
    _post(server, tid, tok["W"], {"agree": True})
    _wait_seq(east, 6)
    assert "Trick 2" in east.inner_text("#middle .trick-head")  # the board ended at trick 2, not "trick 1"
    ru = _open(browser, server, tid, tok["W"], size, lang="ru", seq=6)
    claim = ru.locator("#rulings li.ruling .outcome.o-claim").first.inner_text().lower()
    assert "претензия" in claim and "заявка" not in ru.inner_text("body").lower()
    for page in (south, east, ru):
        page.close()
