"""Audio in: what the recogniser accepts (16 kHz, mono, 16-bit signed PCM), checked with one-line errors.

The recogniser (:mod:`bridgelaw.voice.recognise`) takes raw little-endian 16-bit mono PCM at
16,000 samples per second, the rate of the US-English acoustic model that the ``pocketsphinx``
package ships. This module turns what a caller hands in - a WAV file's bytes, or bare PCM
(``audio/L16; rate=16000``) - into those samples, and refuses anything else with an
:class:`AudioError` that says what is wrong and how to fix it (nothing is resampled silently:
a wrong rate would be heard as other words).

Spec: the recogniser's input, 16 kHz mono PCM or WAV; bad input gets one line, exit 2.
"""

from __future__ import annotations

import io
import struct
import sys
import wave
from array import array
from typing import Final, Literal

from bridgelaw.errors import BridgeLawError

__all__ = ["MAX_SECONDS", "MIN_SECONDS", "SAMPLE_RATE", "AudioError", "AudioFormat", "pcm_from_audio",
           "wav_from_pcm"]

#: The sample rate of the acoustic model (Hz).
SAMPLE_RATE: Final = 16_000
#: Shortest audio accepted (seconds): less than this holds no word.
MIN_SECONDS: Final = 0.1
#: Longest audio accepted (seconds): a designation is a few words; longer is not one utterance.
MAX_SECONDS: Final = 30.0

#: How the bytes are to be read: ``"wav"`` (a RIFF/WAVE file), ``"pcm"`` (bare samples) or ``"auto"``
#: (WAV when the bytes start with a RIFF header, else bare PCM unless they look like another format).
AudioFormat = Literal["auto", "wav", "pcm"]

_RESAMPLE_HINT: Final = "convert it with: sox IN -r 16000 -c 1 -b 16 OUT.wav"

#: Leading bytes of formats that are not WAV/PCM (so that "auto" does not read them as samples).
_OTHER_FORMATS: Final = {b"OggS": "Ogg", b"ID3": "MP3", b"\xff\xfb": "MP3", b"fLaC": "FLAC",
                         b"\x1aE\xdf\xa3": "WebM/Matroska", b"FORM": "AIFF"}


class AudioError(BridgeLawError, ValueError):
    """The audio cannot be listened to: not WAV, wrong rate/channels/sample size, empty, silent,
    too long. The message is one line: what, where (``source``) and how to fix it."""


def _check_samples(pcm: bytes, source: str) -> bytes:
    """Check length and content of 16-bit mono samples at :data:`SAMPLE_RATE`; returns them.

    Raises:
        AudioError: empty, shorter than :data:`MIN_SECONDS`, longer than :data:`MAX_SECONDS`, an odd
            number of bytes, or every sample zero (silence).
    """
    if not pcm:
        raise AudioError(f"{source}: the audio is empty (no samples)")
    if len(pcm) % 2:
        raise AudioError(f"{source}: {len(pcm)} bytes is not a whole number of 16-bit samples")
    seconds = len(pcm) / 2 / SAMPLE_RATE
    if seconds < MIN_SECONDS:
        raise AudioError(f"{source}: {seconds * 1000:.0f} ms of audio is too short to hold a word "
                         f"(at least {MIN_SECONDS * 1000:.0f} ms)")
    if seconds > MAX_SECONDS:
        raise AudioError(f"{source}: {seconds:.1f} s of audio is too long for one designation "
                         f"(at most {MAX_SECONDS:.0f} s)")
    samples = array("h")
    samples.frombytes(pcm)
    if sys.byteorder != "little":  # pragma: no cover - big-endian hosts
        samples.byteswap()
    if not any(samples):
        raise AudioError(f"{source}: the audio is silent (every sample is zero)")
    return samples.tobytes() if sys.byteorder != "little" else pcm


def pcm_from_audio(data: bytes, fmt: AudioFormat = "auto", *, source: str = "audio") -> bytes:
    """The 16 kHz mono 16-bit little-endian samples of ``data``.

    Args:
        data: a WAV file's bytes (PCM, 16-bit, mono, 16,000 Hz) or bare samples in that format.
        fmt: ``"wav"``, ``"pcm"`` or ``"auto"`` (see :data:`AudioFormat`).
        source: what to call the audio in messages (a file name, ``"request body"``).
    Returns:
        bytes: the samples (an even number of bytes, at least :data:`MIN_SECONDS` long).
    Raises:
        AudioError: not a WAV file (when ``fmt`` is ``"wav"``, or "auto" and the bytes are another
            known format); a WAV file that is not 16-bit PCM, not mono or not 16,000 Hz (the message
            gives the sox command that converts it); empty, too short, too long or silent audio.
    """
    if fmt not in ("auto", "wav", "pcm"):
        raise AudioError(f"{source}: format {fmt!r} is not one of auto, wav, pcm")
    is_riff = data[:4] == b"RIFF"
    if fmt == "wav" or (fmt == "auto" and is_riff):
        if not data:
            raise AudioError(f"{source}: the file is empty (0 bytes), not a WAV file")
        if not is_riff or data[8:12] != b"WAVE":
            raise AudioError(f"{source}: not a WAV file (no RIFF/WAVE header); {_RESAMPLE_HINT}")
        try:
            with wave.open(io.BytesIO(data), "rb") as w:
                channels, width, rate = w.getnchannels(), w.getsampwidth(), w.getframerate()
                frames = w.readframes(w.getnframes())
        except (wave.Error, EOFError, RuntimeError, ValueError, struct.error) as e:
            raise AudioError(f"{source}: not a PCM WAV file that can be read ({e}); "
                             f"{_RESAMPLE_HINT}") from None
        problems = []
        if rate != SAMPLE_RATE:
            problems.append(f"{rate} Hz (needs {SAMPLE_RATE} Hz)")
        if channels != 1:
            problems.append(f"{channels} channels (needs mono)")
        if width != 2:
            problems.append(f"{width * 8}-bit samples (needs 16-bit)")
        if problems:
            raise AudioError(f"{source}: {', '.join(problems)}; {_RESAMPLE_HINT}")
        return _check_samples(frames, source)
    if fmt == "auto":
        for magic, name in _OTHER_FORMATS.items():
            if data.startswith(magic):
                raise AudioError(f"{source}: this is {name} audio, not WAV or 16 kHz PCM; {_RESAMPLE_HINT}")
    return _check_samples(data, source)


def wav_from_pcm(pcm: bytes) -> bytes:
    """Wrap 16 kHz mono 16-bit samples in a WAV header (the inverse of :func:`pcm_from_audio`).

    Args:
        pcm: little-endian 16-bit mono samples at :data:`SAMPLE_RATE`.
    Returns:
        bytes: a complete WAV file.
    """
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(SAMPLE_RATE)
        w.writeframes(pcm)
    return buf.getvalue()
