"""Spoken test files made on the fly: espeak-ng speaks, sox resamples to 16 kHz mono and mixes in a
noise floor (as bench/voice.py does). Tests that need them skip with a message when espeak-ng,
sox or pocketsphinx is absent (.ci/run installs espeak-ng and sox; ``make test`` installs the
``voice`` extra)."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

Speak = Callable[..., Path]


def _rms(path: Path) -> float:
    out = subprocess.run(["sox", str(path), "-n", "stat"], check=True, capture_output=True, text=True).stderr
    for line in out.splitlines():
        if line.startswith("RMS     amplitude"):
            return float(line.split(":")[1])
    raise AssertionError(f"sox stat gave no RMS for {path}")


@pytest.fixture
def needs_recogniser() -> None:
    """Skip unless pocketsphinx is installed."""
    if importlib.util.find_spec("pocketsphinx") is None:
        pytest.skip("pocketsphinx is not installed (pip install 'bridgelaw[voice]'; make test installs it)")


@pytest.fixture
def speak(tmp_path: Path) -> Speak:
    """``speak(text, voice="en-us", speed=160, snr=27.0, rate=16000) -> Path`` of a WAV file.

    Skips the test when espeak-ng or sox is not installed. The noise is repeatable (``sox -R``).
    """
    for tool in ("espeak-ng", "sox"):
        if shutil.which(tool) is None:
            pytest.skip(f"{tool} is not installed (apt-get install espeak-ng sox; .ci/run does)")
    count = [0]

    def make(text: str, voice: str = "en-us", speed: int = 160, snr: float | None = 27.0,
             rate: int = 16000) -> Path:
        count[0] += 1
        raw, sp, nz, out = (tmp_path / f"s{count[0]}-{x}.wav" for x in ("raw", "sp", "nz", "out"))
        subprocess.run(["espeak-ng", "-v", voice, "-s", str(speed), "-w", str(raw), text], check=True,
                       capture_output=True)
        subprocess.run(["sox", "-R", str(raw), "-r", str(rate), "-c", "1", "-b", "16", str(sp),
                        "pad", "0.3", "0.3"], check=True, capture_output=True)
        if snr is None:
            return sp
        subprocess.run(["sox", "-R", "-n", "-r", str(rate), "-c", "1", "-b", "16", str(nz), "synth", "10",
                        "whitenoise"], check=True, capture_output=True)
        gain = _rms(raw) / (10 ** (snr / 20)) / _rms(nz)
        subprocess.run(["sox", "-R", "-m", "-v", "1", str(sp), "-v", f"{gain:.6f}", str(nz), "-b", "16",
                        str(out), "trim", "0", f"{_duration(sp)}"], check=True, capture_output=True)
        return out

    return make


def _duration(path: Path) -> float:
    out = subprocess.run(["soxi", "-D", str(path)], check=True, capture_output=True, text=True).stdout
    return float(out.strip())
