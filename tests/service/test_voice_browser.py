"""The web table's microphone (Playwright driving Debian's chromium, its fake microphone playing an
espeak-ng WAV): declarer presses "Speak", says "queen of hearts", presses "Stop"; the page shows
what was heard and the card it designates (Law 46) and plays NOTHING (the record and every view
unchanged) until declarer confirms - by the keyboard - and then the queen is played through the
ordinary ``say`` path.

Skips with a message when chromium, playwright, pocketsphinx, espeak-ng or sox is absent.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest

from .conftest import ADMIN, BOARD, Server, auth

CHROMIUM = os.environ.get("BRIDGELAW_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
if not Path(CHROMIUM).exists():
    pytest.skip("the voice browser test needs chromium: apt-get install -y chromium (Debian), or set "
                "BRIDGELAW_CHROMIUM", allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api",
                               reason="browser tests need playwright: pip install -e '.[service]'")
if importlib.util.find_spec("pocketsphinx") is None:
    pytest.skip("pocketsphinx is not installed (pip install 'bridgelaw[voice]'; make test installs it)",
                allow_module_level=True)
for _tool in ("espeak-ng", "sox"):
    if shutil.which(_tool) is None:
        pytest.skip(f"{_tool} is not installed (apt-get install espeak-ng sox; .ci/run does)",
                    allow_module_level=True)


def _fake_microphone(tmp_path: Path, text: str) -> Path:
    """``text`` spoken by espeak-ng as a 48 kHz mono WAV with a second of silence before and two
    after (Chromium's fake microphone plays it in a loop)."""
    raw, fake = tmp_path / "raw.wav", tmp_path / "fake.wav"
    subprocess.run(["espeak-ng", "-v", "en-us", "-s", "160", "-w", str(raw), text], check=True,
                   capture_output=True)
    subprocess.run(["sox", str(raw), "-r", "48000", "-c", "1", "-b", "16", str(fake), "pad", "1.0", "2.0"],
                   check=True, capture_output=True)
    return fake


def _view(server: Server, tid: str, token: str) -> dict[str, Any]:
    v: dict[str, Any] = httpx.get(f"{server.url}/v1/tables/{tid}/view", headers=auth(token)).json()
    return v


def test_46_the_microphone_proposes_and_nothing_is_played_before_confirmation(server: Server,
                                                                             tmp_path: Path) -> None:
    fake = _fake_microphone(tmp_path, "queen of hearts")
    r = httpx.post(server.url + "/v1/tables", json=BOARD, headers=auth(ADMIN))
    tid, tok = r.json()["table"], r.json()["tokens"]
    # West leads; dummy (N: QT864 of hearts) to play
    assert httpx.post(f"{server.url}/v1/tables/{tid}/events", json={"play": "H2"},
                      headers=auth(tok["W"])).status_code == 201
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=[
            "--no-sandbox", "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream",
            f"--use-file-for-fake-audio-capture={fake}", "--autoplay-policy=no-user-gesture-required"])
        try:
            ctx = browser.new_context(viewport={"width": 1280, "height": 800})  # the page's own CSP applies
            ctx.grant_permissions(["microphone"])
            page = ctx.new_page()
            page.goto(f"{server.url}/table/{tid}?token={tok['S']}&lang=en")
            page.wait_for_selector("body[data-seq='1']", timeout=15_000)  # selectors: the CSP forbids eval
            mic = page.locator("#say-mic")
            assert mic.is_visible() and mic.inner_text().strip() == "Speak"
            mic.click()
            page.wait_for_selector("#say-mic[aria-pressed='true']", timeout=10_000)
            page.wait_for_timeout(3500)  # the fake microphone speaks (a recording length, not a check)
            mic.click()
            page.wait_for_selector("#voice-list button.voice-confirm", timeout=60_000)
            first = page.locator("#voice-list li").first
            assert first.get_attribute("data-card") == "HQ", page.inner_text("#voice")
            assert "queen" in first.locator("q.heard").inner_text()
            assert "Nothing is played until you confirm." in page.inner_text("#voice")
            if os.environ.get("BRIDGELAW_SCREENSHOTS"):
                page.screenshot(path=str(Path(__file__).resolve().parents[2] / "docs" / "table-voice.png"))
            # nothing played, nothing recorded: the page, declarer's and the director's views are unchanged
            assert page.evaluate("document.body.dataset.seq") == "1"
            d = _view(server, tid, tok["director"])
            assert d["seq"] == 1 and d["trick"] == ["W:H2"] and "Q" in d["hands"]["N"].split(".")[1]
            assert len(d["record"]) == 1
            # the keyboard path: the first proposal's Confirm button has the focus; Enter confirms
            assert page.evaluate("document.activeElement.classList.contains('voice-confirm')")
            assert page.evaluate("document.activeElement.dataset.card") == "HQ"
            page.keyboard.press("Enter")
            page.wait_for_selector("body[data-seq='2']", timeout=15_000)
            d = _view(server, tid, tok["director"])
            assert d["trick"] == ["W:H2", "N:HQ"], d["trick"]
            said = d["record"][1]
            assert said["by"] == "S" and "queen" in said["say"]
            assert page.locator("#voice-list li").count() == 0
        finally:
            browser.close()
