"""The audio the recogniser accepts (16 kHz mono 16-bit WAV or PCM) and the one-line errors for the rest.

No pocketsphinx needed: the audio is checked before anything is recognised.
"""

from __future__ import annotations

import io
import wave

import pytest

from bridgelaw.voice.audio import SAMPLE_RATE, AudioError, pcm_from_audio, wav_from_pcm


def _tone(seconds: float = 0.5, rate: int = SAMPLE_RATE) -> bytes:
    import math
    from array import array

    n = int(seconds * rate)
    return array("h", (int(8000 * math.sin(2 * math.pi * 440 * i / rate)) for i in range(n))).tobytes()


def _wav(pcm: bytes, *, rate: int = SAMPLE_RATE, channels: int = 1, width: int = 2) -> bytes:
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(channels)
        w.setsampwidth(width)
        w.setframerate(rate)
        w.writeframes(pcm)
    return buf.getvalue()


def test_voice_audio_wav_16k_mono_gives_its_samples() -> None:
    pcm = _tone()
    assert pcm_from_audio(_wav(pcm)) == pcm
    assert pcm_from_audio(wav_from_pcm(pcm), "wav") == pcm


def test_voice_audio_bare_pcm_is_accepted_as_it_is() -> None:
    pcm = _tone()
    assert pcm_from_audio(pcm) == pcm
    assert pcm_from_audio(pcm, "pcm") == pcm


def test_voice_audio_wrong_rate_says_the_rate_and_how_to_convert() -> None:
    with pytest.raises(AudioError, match=r"said\.wav: 22050 Hz \(needs 16000 Hz\).*sox") as e:
        pcm_from_audio(_wav(_tone(rate=22050), rate=22050), source="said.wav")
    assert "\n" not in str(e.value)


def test_voice_audio_stereo_and_8_bit_are_refused() -> None:
    with pytest.raises(AudioError, match="2 channels"):
        pcm_from_audio(_wav(_tone() * 2, channels=2))
    with pytest.raises(AudioError, match="8-bit"):
        pcm_from_audio(_wav(b"\x80\x90" * 8000, width=1))


def test_voice_audio_not_wav_is_refused() -> None:
    with pytest.raises(AudioError, match="not a WAV file"):
        pcm_from_audio(b"hello, this is text" * 100, "wav", source="x.wav")
    with pytest.raises(AudioError, match="Ogg"):
        pcm_from_audio(b"OggS" + b"\0" * 4000)
    with pytest.raises(AudioError, match="not a PCM WAV file"):
        pcm_from_audio(b"RIFF\x10\0\0\0WAVEjunkjunk", "wav")


def test_voice_audio_empty_short_silent_odd_are_refused() -> None:
    with pytest.raises(AudioError, match="empty"):
        pcm_from_audio(b"", "wav")
    with pytest.raises(AudioError, match="empty"):
        pcm_from_audio(b"")
    with pytest.raises(AudioError, match="empty"):
        pcm_from_audio(_wav(b""))
    with pytest.raises(AudioError, match="too short"):
        pcm_from_audio(_tone(0.02))
    with pytest.raises(AudioError, match="silent"):
        pcm_from_audio(b"\0\0" * SAMPLE_RATE)
    with pytest.raises(AudioError, match="16-bit samples"):
        pcm_from_audio(_tone() + b"\0")
    with pytest.raises(AudioError, match="too long"):
        pcm_from_audio(_tone(0.01) * 3100)
    with pytest.raises(AudioError, match="format"):
        pcm_from_audio(_tone(), "mp3")  # type: ignore[arg-type]
