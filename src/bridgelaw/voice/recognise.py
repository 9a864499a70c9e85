"""The recogniser: pocketsphinx with its shipped US-English model, decoding one utterance at a time.

The ``pocketsphinx`` PyPI package (the optional ``voice`` extra: ``pip install 'bridgelaw[voice]'``)
ships the US-English acoustic model, its pronouncing dictionary (CMUdict) and a general English
language model; nothing is downloaded at run time. One decoder is made per process (loading takes
a fraction of a second) and used under a lock, since a pocketsphinx decoder is not thread-safe.

Searches: a JSGF grammar (:mod:`bridgelaw.voice.grammar`) gives the best sentence of that
grammar; the general language model (:meth:`Recogniser.decode_lm`) is the fallback when no grammar
sentence fits the audio at all.

Spec: docs/voice.md (voice only proposes; Law 46 rules on the words).
"""

from __future__ import annotations

import os
import threading
import warnings
from dataclasses import dataclass
from functools import cache
from typing import Any

from bridgelaw.errors import BridgeLawError

__all__ = ["Heard", "Recogniser", "VoiceUnavailableError", "recogniser"]


class VoiceUnavailableError(BridgeLawError):
    """pocketsphinx (the ``voice`` extra) is not installed, or its model cannot be loaded."""


@dataclass(frozen=True, slots=True)
class Heard:
    """One sentence the recogniser heard.

    Attributes:
        text: the words, lower case, separated by single spaces.
        score: pocketsphinx's path score (higher is better; compare only within one utterance).
        source: the search that heard it: ``"position"``, ``"plain"`` or ``"language_model"``.
    """

    text: str
    score: float
    source: str


class Recogniser:
    """A pocketsphinx decoder with the shipped US-English model (16 kHz, 16-bit mono input).

    Raises (on construction):
        VoiceUnavailableError: pocketsphinx is not installed or its model is missing.
    """

    def __init__(self) -> None:
        try:
            import pocketsphinx
        except (ImportError, OSError):
            raise VoiceUnavailableError(
                "voice needs pocketsphinx, which is not installed: pip install 'bridgelaw[voice]'") from None
        model = pocketsphinx.get_model_path()
        self._hmm = os.path.join(model, "en-us", "en-us")
        self._dict = os.path.join(model, "en-us", "cmudict-en-us.dict")
        self._lm = os.path.join(model, "en-us", "en-us.lm.bin")
        if not (os.path.isdir(self._hmm) and os.path.isfile(self._dict)):
            raise VoiceUnavailableError(f"pocketsphinx's US-English model is missing under {model}")
        try:
            # cmn=batch: each utterance is normalised on its own (a live mean would carry one
            # utterance's channel into the next, so the same audio could be heard differently).
            self._decoder: Any = pocketsphinx.Decoder(hmm=self._hmm, dict=self._dict, lm=None, samprate=16000,
                                                      bestpath=False, cmn="batch", loglevel="FATAL")
        except (RuntimeError, ValueError) as e:
            raise VoiceUnavailableError(f"pocketsphinx could not load its model: {e}") from None
        self._lock = threading.Lock()
        self._grammars: dict[str, str] = {}
        self._has_lm = False

    def known(self, word: str) -> bool:
        """Whether the pronouncing dictionary holds ``word`` (so a grammar may use it)."""
        with self._lock:
            return self._decoder.lookup_word(word) is not None

    def _use_grammar(self, name: str, jsgf: str) -> None:
        if self._grammars.get(name) != jsgf:
            try:
                self._decoder.add_jsgf_string(name, jsgf)
            except (ValueError, RuntimeError) as e:  # pragma: no cover - our grammars are generated
                raise VoiceUnavailableError(f"pocketsphinx refused grammar {name!r}: {e}") from None
            self._grammars[name] = jsgf
        self._decoder.activate_search(name)

    def _run(self, pcm: bytes) -> None:
        d = self._decoder
        # Each utterance on its own: the front end's noise estimate (remove_noise) and the
        # silence classifier otherwise carry over from the audio decoded before, so the same
        # audio could be heard as other words depending on what came before it.
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            d.start_stream()
        d.start_utt()
        d.process_raw(pcm, full_utt=True)
        d.end_utt()

    def decode(self, pcm: bytes, jsgf: str, *, name: str) -> Heard | None:
        """The best sentence of the grammar ``jsgf`` for the audio ``pcm``.

        (pocketsphinx's own n-best list walks a word lattice that, for a grammar this size on noisy
        audio, takes tens of seconds to build; :func:`bridgelaw.voice.propose` gets its next-best
        sentences by decoding again with what was heard left out of the grammar.)

        Args:
            pcm: 16 kHz mono 16-bit little-endian samples (:func:`bridgelaw.voice.audio.pcm_from_audio`).
            jsgf: a JSGF grammar (:mod:`bridgelaw.voice.grammar`).
            name: the search's name, also the ``source`` of what is heard (``"position"``, ``"plain"``);
                a grammar is compiled again only when its text changes.
        Returns:
            Heard | None: the sentence, or None when no sentence of the grammar fits the audio.
        """
        with self._lock:
            self._use_grammar(name, jsgf)
            self._run(pcm)
            best = self._decoder.hyp()
            if best is None or not best.hypstr.strip():
                return None
            return Heard(" ".join(best.hypstr.split()), float(best.score), name)

    def decode_lm(self, pcm: bytes) -> list[Heard]:
        """The best sentence of the general English language model (any English words).

        Args:
            pcm: as for :meth:`decode`.
        Returns:
            list[Heard]: one sentence (``source`` ``"language_model"``), or empty when nothing was heard.
        """
        with self._lock:
            if not self._has_lm:
                self._decoder.add_lm_file("language_model", self._lm)
                self._has_lm = True
            self._decoder.activate_search("language_model")
            self._run(pcm)
            best = self._decoder.hyp()
            if best is None or not best.hypstr.strip():
                return []
            words = [w for w in best.hypstr.split() if not w.startswith(("<", "["))]
            return [Heard(" ".join(words), float(best.score), "language_model")] if words else []


@cache
def recogniser() -> Recogniser:
    """The process's recogniser (made on first use, then shared).

    Raises:
        VoiceUnavailableError: pocketsphinx is not installed or its model is missing.
    """
    return Recogniser()
