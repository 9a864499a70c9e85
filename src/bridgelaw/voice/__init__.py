"""English by voice: hear what declarer said to dummy and PROPOSE designations.

* :func:`propose` - audio (16 kHz mono WAV or PCM) + the position -> n-best :class:`Proposal` s,
  each a transcript with the Law 46 ruling its words would give. Nothing is played.
* :func:`propose_json` - the same for the table service's ``POST /v1/tables/{id}/voice``.
* :mod:`bridgelaw.voice.grammar` - the JSGF grammars (plain, from the lexicon; per position).
* :mod:`bridgelaw.voice.audio` - what audio is accepted, with one-line errors.
* ``static/voice.js`` (:func:`voice_js`) - records the microphone in a browser as 16 kHz mono WAV
  and POSTs it.

pocketsphinx is the optional ``voice`` extra (``pip install 'bridgelaw[voice]'``); without it
:func:`propose` raises :class:`VoiceUnavailableError`. Only English can be heard: the package
ships a US-English model only (docs/voice.md).
"""

from __future__ import annotations

from importlib import resources

from bridgelaw.voice.audio import AudioError, pcm_from_audio, wav_from_pcm
from bridgelaw.voice.propose import Proposal, proposal_for_words, propose, propose_json
from bridgelaw.voice.recognise import VoiceUnavailableError

__all__ = ["AudioError", "Proposal", "VoiceUnavailableError", "pcm_from_audio", "proposal_for_words",
           "propose", "propose_json", "voice_js", "wav_from_pcm"]


def voice_js() -> str:
    """The browser module ``static/voice.js`` (records the microphone as 16 kHz mono WAV and POSTs it).

    Returns:
        str: the JavaScript source (an ES module), for the service to serve as ``application/javascript``.
    """
    return (resources.files("bridgelaw.voice") / "static" / "voice.js").read_text(encoding="utf-8")
