"""``POST /v1/tables/{id}/voice`` through FastAPI's TestClient: declarer's spoken words come back
as PROPOSALS (the right card, Law 46), nothing is recorded; other tokens 403; bad audio 422/400;
pocketsphinx missing 503; the voice body limit 413 - all in the contract's error shape.

Spoken test files are made in tmp with espeak-ng + sox; those tests skip with a message when
espeak-ng, sox or pocketsphinx is absent (.ci/run installs them; make test installs the voice extra).
"""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from bridgelaw.voice import wav_from_pcm

from .conftest import auth, new_table

WAV = {"Content-Type": "audio/wav"}


def spoken(tmp_path: Path, text: str) -> bytes:
    """``text`` spoken by espeak-ng, as a 16 kHz mono 16-bit WAV with a 27 dB noise floor (skips
    the test when espeak-ng, sox or pocketsphinx is missing)."""
    if importlib.util.find_spec("pocketsphinx") is None:
        pytest.skip("pocketsphinx is not installed (pip install 'bridgelaw[voice]'; make test installs it)")
    for tool in ("espeak-ng", "sox"):
        if shutil.which(tool) is None:
            pytest.skip(f"{tool} is not installed (apt-get install espeak-ng sox; .ci/run does)")
    raw, sp, nz, out = (str(tmp_path / f"{x}.wav") for x in ("raw", "sp", "nz", "out"))

    def run(*cmd: str) -> str:
        return subprocess.run(cmd, check=True, capture_output=True, text=True).stdout

    pcm16 = ("-r", "16000", "-c", "1", "-b", "16")
    run("espeak-ng", "-v", "en-us", "-s", "160", "-w", raw, text)
    run("sox", "-R", raw, *pcm16, sp, "pad", "0.3", "0.3")
    run("sox", "-R", "-n", *pcm16, nz, "synth", "10", "whitenoise", "vol", "0.01")
    run("sox", "-R", "-m", sp, nz, "-b", "16", out, "trim", "0", run("soxi", "-D", sp).strip())
    return Path(out).read_bytes()


def _led(c: TestClient) -> tuple[str, dict[str, str]]:
    """A table (4H by S, dummy N) after West's lead of the H2: dummy (QT864 of hearts) to play."""
    tid, tokens = new_table(c)
    r = c.post(f"/v1/tables/{tid}/events", json={"play": "H2"}, headers=auth(tokens["W"]))
    assert r.status_code == 201, r.text
    return tid, tokens


def _record(c: TestClient, tid: str, director: str) -> str:
    r = c.get(f"/v1/tables/{tid}/record", headers=auth(director))
    assert r.status_code == 200
    return r.text


def _voice(c: TestClient, tid: str, token: str, body: bytes, ctype: str = "audio/wav") -> Any:
    """POST ``body`` to the table's voice endpoint with ``token``."""
    return c.post(f"/v1/tables/{tid}/voice", content=body, headers={**auth(token), "Content-Type": ctype})


def _error(r: Any, status: int, code: str) -> None:
    assert r.status_code == status, r.text
    body = r.json()
    assert set(body) == {"error"} and body["error"]["code"] == code and body["error"]["message"]


def test_46B_voice_proposes_the_card_and_records_nothing(client: TestClient, tmp_path: Path) -> None:
    tid, tokens = _led(client)
    before_record = _record(client, tid, tokens["director"])
    before_view = client.get(f"/v1/tables/{tid}/view", headers=auth(tokens["S"])).json()
    r = client.post(f"/v1/tables/{tid}/voice", content=spoken(tmp_path, "queen of hearts"),
                    headers={**auth(tokens["S"]), **WAV})
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["format"] == "bridgelaw-voice/1" and body["played"] is False and body["seq"] == 1
    best = body["proposals"][0]
    assert best["card"] == "HQ" and best["outcome"] == "played" and best["confirmed"] is False
    assert "queen" in best["transcript"]
    # nothing recorded, nothing played: the record and the view are as before
    assert _record(client, tid, tokens["director"]) == before_record
    after_view = client.get(f"/v1/tables/{tid}/view", headers=auth(tokens["S"])).json()
    assert after_view["seq"] == before_view["seq"] == 1 and after_view["trick"] == before_view["trick"]
    assert after_view["hands"]["N"] == before_view["hands"]["N"]
    # confirming is an ordinary say event with the transcript
    r = client.post(f"/v1/tables/{tid}/events", json={"say": best["transcript"], "expected_seq": 1},
                    headers=auth(tokens["S"]))
    assert r.status_code == 201 and r.json()["rulings"][0]["card"] == "HQ"


@pytest.mark.parametrize("role", ["N", "E", "W", "director", "spectator"])
def test_46_voice_is_for_declarers_token_only(client: TestClient, role: str) -> None:
    tid, tokens = _led(client)
    pcm = bytes(3200) + b"\x10\x00" * 8000
    r = _voice(client, tid, tokens[role], wav_from_pcm(pcm))
    _error(r, 403, "declarer_only")


def test_voice_without_or_with_a_foreign_token_is_401(client: TestClient) -> None:
    tid, _ = _led(client)
    _, other = new_table(client)
    _error(client.post(f"/v1/tables/{tid}/voice", content=b"RIFF", headers=WAV), 401, "no_token")
    _error(client.post(f"/v1/tables/{tid}/voice", content=b"RIFF", headers={**auth(other["S"]), **WAV}),
           401, "bad_token")


@pytest.mark.parametrize(("body", "ctype", "status", "code"), [
    (b"RIFF\x00\x00\x00\x00WAVEjunk", "audio/wav", 422, "bad_audio"),    # a broken WAV header
    (b"OggS" + bytes(4000), "audio/ogg", 400, "bad_body"),              # another format
    (bytes(32000), "audio/L16; rate=16000", 422, "bad_audio"),          # silence
    (b"\x01\x00" * 8000, "audio/L16; rate=44100", 422, "bad_audio"),    # wrong rate
    (b"", "audio/wav", 400, "bad_body"),                                # empty
    (b'{"say": "small"}', "application/json", 400, "bad_body"),         # not audio
])
def test_voice_bad_audio_is_refused_in_the_error_shape(client: TestClient, body: bytes, ctype: str,
                                                       status: int, code: str) -> None:
    tid, tokens = _led(client)
    r = _voice(client, tid, tokens["S"], body, ctype)
    _error(r, status, code)


def test_voice_a_stereo_wav_names_the_fix(client: TestClient) -> None:
    import io
    import wave

    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(2)
        w.setsampwidth(2)
        w.setframerate(16000)
        w.writeframes(b"\x10\x00\x20\x00" * 8000)
    tid, tokens = _led(client)
    r = _voice(client, tid, tokens["S"], buf.getvalue())
    _error(r, 422, "bad_audio")
    assert "sox" in r.json()["error"]["message"]


def test_voice_unavailable_is_503(client: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    """pocketsphinx not importable (as without the voice extra): 503 with the install hint."""
    import sys

    from bridgelaw.voice.recognise import recogniser

    monkeypatch.setitem(sys.modules, "pocketsphinx", None)  # ``import pocketsphinx`` raises ImportError
    recogniser.cache_clear()
    try:
        tid, tokens = _led(client)
        pcm = b"\x10\x00\xf0\xff" * 8000
        r = _voice(client, tid, tokens["S"], wav_from_pcm(pcm))
    finally:
        recogniser.cache_clear()
    _error(r, 503, "voice_unavailable")
    assert "pocketsphinx" in r.json()["error"]["message"]


def test_voice_when_dummy_is_not_to_play_is_409(client: TestClient) -> None:
    tid, tokens = new_table(client)  # West to lead: dummy is not faced
    pcm = b"\x10\x00\xf0\xff" * 8000
    r = _voice(client, tid, tokens["S"], wav_from_pcm(pcm))
    _error(r, 409, "not_dummys_turn")


def test_voice_body_limit_is_its_own_and_respected(app_factory: Any) -> None:
    c: TestClient = app_factory(max_body=1024, max_voice_body=64_000)
    tid, tokens = _led(c)
    big = wav_from_pcm(b"\x10\x00\xf0\xff" * 20_000)  # 80 kB: over the voice limit
    r = _voice(c, tid, tokens["S"], big)
    _error(r, 413, "too_large")
    # a 48 kB utterance passes the voice limit although it is over the JSON limit (then: silence-free
    # noise, so it reaches the recogniser or the 503 path; never 413)
    ok = wav_from_pcm(b"\x10\x00\xf0\xff" * 12_000)
    r = _voice(c, tid, tokens["S"], ok)
    assert r.status_code in (200, 503), r.text
    # and the JSON endpoints keep the small limit
    r = c.post(f"/v1/tables/{tid}/events", json={"say": "x" * 2000}, headers=auth(tokens["S"]))
    _error(r, 413, "too_large")
