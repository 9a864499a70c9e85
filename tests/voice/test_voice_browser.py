"""voice.js in a real browser: Chromium's fake microphone plays a spoken WAV, the module records it
(getUserMedia + AudioWorklet), resamples to 16 kHz mono WAV and POSTs it to ``/v1/tables/{id}/voice``,
served here by :func:`bridgelaw.voice.propose_json` on a session; the proposal comes back with its
card and nothing is played or recorded at the table.

Skips with a message when chromium, pocketsphinx, espeak-ng or sox is absent.
"""

from __future__ import annotations

import http.server
import json
import shutil
import subprocess
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from bridgelaw.engine import TableSession
from bridgelaw.incident import load_incident
from bridgelaw.voice import propose_json, voice_js

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "small-from-dummy.yaml"
PAGE = """<!doctype html><html><body><pre id="out">starting</pre>
<script type="module">
import { VoiceRecorder, postVoice } from "./voice.js";
let result;
try {
  const rec = new VoiceRecorder();
  await rec.start();
  await new Promise((r) => setTimeout(r, 3500));
  const wav = await rec.stop();
  result = await postVoice("t1", wav);
} catch (e) {
  result = { error: String(e) };
}
await fetch("/done", { method: "POST", body: JSON.stringify(result) });
</script></body></html>
"""

pytestmark = pytest.mark.usefixtures("needs_recogniser")


def test_46_voice_js_records_the_fake_microphone_and_gets_a_proposal(speak: Callable[..., Path],
                                                                   tmp_path: Path) -> None:
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    if browser is None:
        pytest.skip("chromium is not installed (apt-get install chromium)")
    said = speak("queen of hearts", snr=None)
    fake = tmp_path / "fake.wav"
    subprocess.run(["sox", str(said), "-r", "48000", "-c", "1", "-b", "16", str(fake), "pad", "1.0", "2.0"],
                   check=True, capture_output=True)
    site = tmp_path / "site"
    site.mkdir()
    (site / "index.html").write_text(PAGE)
    (site / "voice.js").write_text(voice_js())
    session = TableSession.from_incident(load_incident(EXAMPLE))
    before = (session.table.snapshot(), len(session.record.events))
    done = threading.Event()
    got: dict[str, Any] = {}

    class Handler(http.server.SimpleHTTPRequestHandler):
        def __init__(self, *a: Any, **kw: Any) -> None:
            super().__init__(*a, directory=str(site), **kw)

        def log_message(self, *a: Any) -> None:
            pass

        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers["Content-Length"]))
            if self.path == "/done":
                got["answer"] = json.loads(body)
                done.set()
                data = b"{}"
                self.send_response(200)
            else:
                assert self.path == "/v1/tables/t1/voice"
                got["content_type"] = self.headers["Content-Type"]
                try:
                    data = json.dumps(propose_json(body, session, content_type=self.headers["Content-Type"],
                                                   nbest=1)).encode()
                    self.send_response(200)
                except Exception as e:  # the page reports it
                    data = json.dumps({"detail": str(e)}).encode()
                    self.send_response(400)
            self.send_header("Content-Type", "application/json")
            self.end_headers()
            self.wfile.write(data)

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    proc = subprocess.Popen(
        [browser, "--headless=new", "--no-sandbox", "--use-fake-ui-for-media-stream",
         "--use-fake-device-for-media-stream", f"--use-file-for-fake-audio-capture={fake}",
         "--autoplay-policy=no-user-gesture-required", f"--user-data-dir={tmp_path / 'profile'}",
         f"http://127.0.0.1:{server.server_address[1]}/index.html"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        assert done.wait(120), "the page never reported back"
    finally:
        proc.kill()
        proc.wait()
        server.shutdown()
    answer = got["answer"]
    assert "error" not in answer, answer
    assert got["content_type"] == "audio/wav"
    assert answer["played"] is False
    best = answer["proposals"][0]
    assert (best["card"], best["outcome"], best["confirmed"]) == ("HQ", "played", False), answer
    assert (session.table.snapshot(), len(session.record.events)) == before
