"""A board played in Chromium on the live table with claims (claims.md §1): board 1 ends
with declarer's claim, which a defender agrees to (69A); the director opens the next board at the
same seats; on board 2 declarer claims, a defender disputes it, and the director adjudicates -
the proposal of Law 70 shown to him, his decision recorded (70) - through to the score (Law 77).
Every page shows the end of the board: the result and score, the four hands, the play trick by
trick and the rulings. Screenshots at 1280x800 and 390x844 go to docs/ when BRIDGELAW_SCREENSHOTS
is set.

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
                "BRIDGELAW_CHROMIUM to a Chromium binary", allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api",
                               reason="browser tests need playwright: pip install -e '.[service]'")

DOCS = Path(__file__).resolve().parents[2] / "docs"
SHOTS = bool(os.environ.get("BRIDGELAW_SCREENSHOTS"))


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=[
            "--no-sandbox", "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
            "--disable-backgrounding-occluded-windows"])
        yield b
        b.close()


def _view(server: Server, tid: str, token: str) -> dict[str, Any]:
    v: dict[str, Any] = httpx.get(f"{server.url}/v1/tables/{tid}/view", headers=auth(token)).json()
    return v


def _wait(page: Any, seq: int) -> None:
    page.wait_for_function(f"Number(document.body.dataset.seq || -1) >= {seq}", timeout=20_000, polling=50)


def _wait_all(pages: dict[str, Any], seq: int) -> None:
    for p in pages.values():
        _wait(p, seq)


def _play_tricks(server: Server, tid: str, tok: dict[str, str], pages: dict[str, Any], cards: int) -> None:
    """``cards`` cards played by clicks, each by the page whose turn it is (declarer for dummy)."""
    for _ in range(cards):
        v = _view(server, tid, tok["director"])
        role = v["declarer"] if v["turn"] == v["dummy"] else v["turn"]
        page = pages[role]
        _wait(page, v["seq"])
        page.bring_to_front()
        legal = page.eval_on_selector_all("button.card.legal:not([disabled])",
                                          "bs => bs.map(b => b.dataset.card)")
        assert legal, (role, v["turn"])
        page.click(f"button.card[data-card='{legal[0]}']")
        page.click("#confirm-go")
        _wait(page, v["seq"] + 1)


def _claim(page: Any, tricks: str, statement: str) -> None:
    page.bring_to_front()
    if page.locator("#claim-details:not([open])").count():  # the form is folded until opened
        page.click("#claim-details summary")
    page.select_option("#claim-tricks", tricks)
    page.fill("#claim-statement", statement)
    page.click("#claim-go")
    assert "Play stops at once" in page.inner_text("#claim-confirm")  # 68: asked before it is sent
    page.click("#claim-confirm-go")


def test_a_claim_agreed_then_a_claim_disputed_and_adjudicated_through_to_the_score(
        server: Server, browser: Any) -> None:
    r = httpx.post(server.url + "/v1/tables", json={**BOARD, "board": 1, "vulnerable": "none"},
                   headers=auth(ADMIN))
    tid, tok = r.json()["table"], r.json()["tokens"]
    ctx = browser.new_context(viewport={"width": 1280, "height": 800}, bypass_csp=True)
    roles = ("N", "E", "S", "W", "director")
    pages = {role: ctx.new_page() for role in roles}
    for role, page in pages.items():
        page.goto(f"{server.url}/table/{tid}?token={tok[role]}&lang=en")
    _wait_all(pages, 0)

    # board 1 (4H by S): two tricks played by clicks, then declarer claims; West agrees
    _play_tricks(server, tid, tok, pages, 8)
    before = _view(server, tid, tok["director"])
    seq, ns_won = before["seq"], before["won"]["NS"]
    _wait_all(pages, seq)
    _claim(pages["S"], "all", "drawing trumps, then the rest are good")
    _wait_all(pages, seq + 1)
    e = pages["E"]
    assert "South claims 11 / 11" in e.inner_text("#claim-box")
    assert e.locator("#agree-go").count() == 1 and pages["N"].locator("#agree-go").count() == 0
    assert "S" in e.evaluate("[...document.querySelectorAll('button.card')].map(b => b.dataset.seat)")  # 68C
    pages["W"].bring_to_front()
    pages["W"].click("#agree-go")
    _wait_all(pages, seq + 2)
    v1 = _view(server, tid, tok["director"])
    res1 = v1["board"]["result"]
    assert v1["over"] and res1["tricks"] == ns_won + 11 and res1["made"] == res1["tricks"] - 10
    for role, page in pages.items():
        text = page.inner_text("#board-end")
        assert f"4♥ by South: {res1['tricks']} tricks, made +{res1['made']}" in text, (role, text)
        assert f"+{res1['score']}" in text, (role, text)
        assert page.locator("#board-end .deal-seat").count() == 4
        assert page.locator("#board-end .tricks-table tbody tr").count() == 2
        assert "69A" in page.inner_text("#rulings")
    if SHOTS:
        pages["S"].bring_to_front()
        pages["S"].screenshot(path=str(DOCS / "screenshot-claim-agreed.png"))

    # the director opens board 2 at the same seats: 3NT by N
    d = pages["director"]
    d.bring_to_front()
    d.fill("#next-contract", "3NT")
    d.select_option("#next-declarer", "N")
    d.click("#next-open")
    d.wait_for_url(lambda url: tid not in url, timeout=20_000)
    nxt = d.url.split("/table/")[1].split("?")[0]
    for role in ("N", "E", "S", "W"):
        page = pages[role]
        page.bring_to_front()
        page.wait_for_selector("#next-go", timeout=20_000)
        page.click("#next-go")
        page.wait_for_url(lambda url: nxt in url, timeout=20_000)
    _wait_all(pages, 0)
    v = _view(server, nxt, tok["director"])
    assert (v["contract"], v["declarer"], v["vulnerable"]) == ("3NT", "N", "ns")

    # board 2: one trick by clicks, then declarer claims all; East disputes; the director decides
    _play_tricks(server, nxt, tok, pages, 4)
    seq = _view(server, nxt, tok["director"])["seq"]
    _wait_all(pages, seq)
    _claim(pages["N"], "all", "the rest are mine")
    _wait_all(pages, seq + 1)
    pages["E"].bring_to_front()
    pages["E"].click("#dispute-go")
    pages["E"].click("#dispute-confirm-go")  # 68D: confirmed before it is sent
    _wait_all(pages, seq + 2)
    v2 = _view(server, nxt, tok["director"])
    proposal = next(x for x in v2["rulings"] if x["outcome"] == "adjudicated")
    assert proposal["law"].startswith("70") and isinstance(proposal["tricks"], int)
    assert "70" in d.inner_text("#rulings")
    d.bring_to_front()
    d.fill("#decide-tricks", str(proposal["tricks"]))
    d.click("#decide-go")
    d.click("#decide-publish")
    _wait_all(pages, seq + 3)
    v2 = _view(server, nxt, tok["director"])
    res = v2["board"]["result"]
    assert res["tricks"] == proposal["tricks"] and isinstance(res["score"], int)
    for role, page in pages.items():
        text = page.inner_text("#board-end")
        tricks = "1 trick" if res["tricks"] == 1 else f"{res['tricks']} tricks"  # the plural form
        assert f"3NT by North: {tricks}" in text, (role, text)
        assert str(abs(res["score"])) in text, (role, text)
    if SHOTS:
        d.screenshot(path=str(DOCS / "screenshot-claim-adjudicated.png"))
        phone = browser.new_context(viewport={"width": 390, "height": 844}, bypass_csp=True,
                                    is_mobile=True, has_touch=True)
        p = phone.new_page()
        p.goto(f"{server.url}/table/{nxt}?token={tok['E']}&lang=en")
        _wait(p, v2["seq"])
        p.locator("#board-end").scroll_into_view_if_needed()
        p.screenshot(path=str(DOCS / "screenshot-claim-phone.png"))
        phone.close()
    ctx.close()
