"""``bridgelaw listen``: bad audio and bad options get one line, exit 2, never a traceback.

The audio is checked before anything is recognised, so these need neither pocketsphinx nor espeak-ng.
"""

from __future__ import annotations

import io
import wave
from pathlib import Path

from typer.testing import CliRunner

from bridgelaw.cli import app

POS = ["--dummy", "KJ852.QT864.Q.32", "--trick", "W:H2", "--trump", "S"]


def run(*args: str) -> tuple[int, str, str]:
    r = CliRunner().invoke(app, list(args))
    assert r.exception is None or isinstance(r.exception, SystemExit), r.exception
    return r.exit_code, r.stdout, r.stderr


def _wav(path: Path, rate: int, seconds: float = 0.5) -> Path:
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(b"\x10\x20" * int(rate * seconds))
    path.write_bytes(buf.getvalue())
    return path


def test_cli_listen_wrong_rate_exit_2(tmp_path: Path) -> None:
    code, out, err = run("listen", str(_wav(tmp_path / "a.wav", 22050)), *POS)
    assert code == 2 and out == ""
    assert err.startswith("error: ") and "22050 Hz" in err and "sox" in err and err.count("\n") == 1


def test_cli_listen_not_wav_empty_missing_exit_2(tmp_path: Path) -> None:
    text = tmp_path / "t.wav"
    text.write_text("this is not audio at all, just text" * 40)
    empty = tmp_path / "e.wav"
    empty.write_bytes(b"")
    for path, what in ((text, "not a WAV file"), (empty, "empty"), (tmp_path / "nope.wav", "cannot read")):
        code, _out, err = run("listen", str(path), *POS)
        assert code == 2 and what in err and "Traceback" not in err, err


def test_cli_listen_bad_options_exit_2(tmp_path: Path) -> None:
    wav = str(_wav(tmp_path / "a.wav", 16000))
    for args, what in ((["--trump", "X"], "--trump"), (["--lang", "xx"], "--lang"),
                       (["--nbest", "0"], "--nbest"), (["--grammar", "big"], "--grammar"),
                       (["--laws", "1900"], "--laws")):
        code, _out, err = run("listen", wav, *POS, *args)
        assert code == 2 and what in err, err
