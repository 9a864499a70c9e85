"""English by voice: spoken designations heard as the right card, and voice only
ever PROPOSES - nothing is played, the table and its record are unchanged.

The WAVs are made in the test with espeak-ng and sox (tests/voice/conftest.py), with a 27 dB
noise floor as in bench/voice.py; the tests skip with a message when pocketsphinx, espeak-ng or
sox is absent.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bridgelaw.cli import app
from bridgelaw.engine import TableSession
from bridgelaw.forms import designation_table as _table
from bridgelaw.incident import load_incident
from bridgelaw.voice import Proposal, VoiceUnavailableError, propose, propose_json
from bridgelaw.voice import recognise as recognise_mod

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "small-from-dummy.yaml"
#: Dummy North, West led the H2, spades trumps: dummy follows with a heart (Q T 8 6 4).
POS = ("KJ852.QT864.Q.32", "N", "W:H2", "S", "", None)
#: The same but dummy has no heart: it may ruff.
VOID = ("KJ852..QT9.32", "N", "W:H2", "S", "", None)

Speak = Callable[..., Path]

pytestmark = pytest.mark.usefixtures("needs_recogniser")


def _best(props: list[Proposal]) -> Proposal:
    assert props, "nothing was heard"
    return props[0]


@pytest.mark.parametrize(("words", "voice", "card", "law"), [
    ("queen of hearts", "en-us", "HQ", "45C4(a)"),
    ("small", "en-us", "H4", "46B1(c)"),
    ("the ten", "en", "HT", "46B3"),
    ("heart eight", "en+m3", "H8", "45C4(a)"),
])
def test_46_spoken_designation_proposes_the_card(speak: Speak, words: str, voice: str, card: str,
                                                 law: str) -> None:
    table = _table(*POS)
    p = _best(propose(speak(words, voice=voice).read_bytes(), table, nbest=1))
    assert (p.outcome, p.card, p.seat) == ("played", card, "N"), p
    assert p.law is not None and p.law.startswith(law[:4])
    assert p.source == "position" and p.confirmed is False


def test_46B2_spoken_ruff_proposes_the_lowest_trump(speak: Speak) -> None:
    table = _table(*VOID)
    p = _best(propose(speak("ruff").read_bytes(), table, nbest=1))
    assert (p.outcome, p.card, p.law) == ("played", "S2", "46B2")


def test_46_plain_grammar_hears_a_card_dummy_does_not_hold_as_a_second_opinion(speak: Speak) -> None:
    # Dummy has no club ace: the position grammar cannot hear it; the plain grammar's hearing is
    # offered beside it, ruled 46B4 (invalid) - which is why voice only proposes.
    table = _table(*POS)
    props = propose(speak("ace of clubs").read_bytes(), table, nbest=1)
    plain = [p for p in props if p.source == "plain"]
    assert plain and plain[0].outcome == "invalid" and plain[0].law == "46B4", props


def test_46_voice_only_proposes_nothing_is_played_or_recorded(speak: Speak) -> None:
    session = TableSession.from_incident(load_incident(EXAMPLE))
    before_table = session.table.snapshot()
    before_events = len(session.record.events)
    wav = speak("small").read_bytes()
    props = propose(wav, session, nbest=2)
    assert props and all(p.confirmed is False for p in props)
    assert props[0].card == "H4"
    assert session.table.snapshot() == before_table
    assert len(session.record.events) == before_events
    assert session.rulings == ()
    body = propose_json(wav, session, content_type="audio/wav", nbest=1)
    assert body["played"] is False and body["format"] == "bridgelaw-voice/1"
    assert json.loads(json.dumps(body))["proposals"][0]["card"] == "H4"
    assert session.table.snapshot() == before_table and len(session.record.events) == before_events


def test_46_nbest_proposals_are_distinct_and_ranked(speak: Speak) -> None:
    table = _table(*POS)
    props = propose(speak("queen of hearts").read_bytes(), table, nbest=3, second_opinion=False)
    assert props[0].card == "HQ"
    assert [p.rank for p in props] == list(range(1, len(props) + 1))
    assert len({p.transcript for p in props}) == len(props)
    assert len({(p.outcome, p.card) for p in props}) == len(props)


def test_voice_unavailable_without_pocketsphinx(monkeypatch: pytest.MonkeyPatch, speak: Speak) -> None:
    monkeypatch.setitem(sys.modules, "pocketsphinx", None)
    recognise_mod.recogniser.cache_clear()
    try:
        with pytest.raises(VoiceUnavailableError, match=r"pip install 'bridgelaw\[voice\]'"):
            propose(speak("small").read_bytes(), _table(*POS))
    finally:
        recognise_mod.recogniser.cache_clear()


def run(*args: str) -> tuple[int, str, str]:
    r = CliRunner().invoke(app, list(args))
    assert r.exception is None or isinstance(r.exception, SystemExit), r.exception
    return r.exit_code, r.stdout, r.stderr


def test_cli_listen_prints_proposals_and_json(speak: Speak) -> None:
    wav = str(speak("small"))
    code, out, _ = run("listen", wav, "--dummy", "KJ852.QT864.Q.32", "--trick", "W:H2", "--trump", "S",
                       "--nbest", "1")
    assert code == 0 and "H4 from N" in out and "nothing is played" in out
    code, out, _ = run("listen", wav, "--dummy", "KJ852.QT864.Q.32", "--trick", "W:H2", "--trump", "S",
                       "--json", "--nbest", "1")
    obj = json.loads(out)
    assert code == 0 and obj["played"] is False and obj["proposals"][0]["card"] == "H4"


def test_voice_language_model_fallback_hears_english_words(speak: Speak) -> None:
    from bridgelaw.voice.audio import pcm_from_audio
    from bridgelaw.voice.recognise import recogniser

    heard = recogniser().decode_lm(pcm_from_audio(speak("queen of hearts").read_bytes()))
    assert heard and heard[0].source == "language_model" and heard[0].text.strip()
    assert all(w.isalpha() or "'" in w for w in heard[0].text.split())


# ----------------------------------------------------------------------------- rescoring, corrections


def test_46_rescoring_prefers_a_hearing_that_fits_the_position() -> None:
    from bridgelaw.voice.propose import fits_position, proposal_for_words

    table = _table(*POS)  # dummy must follow in hearts
    assert fits_position(proposal_for_words(table, "heart queen"))
    assert not fits_position(proposal_for_words(table, "spade king"))  # a revoke
    assert not fits_position(proposal_for_words(table, "ace of clubs"))  # 46B4: not in dummy
    # words without rank or suit fit whatever they are ruled ("win it" that cannot win is the Law's)
    assert fits_position(proposal_for_words(table, "small"))


def test_45C4b_correction_in_one_breath_proposal_has_the_first_card_and_the_change() -> None:
    from bridgelaw.voice.propose import proposal_for_words

    p = proposal_for_words(_table(*POS), "the queen of hearts, no, the ten of hearts")
    assert (p.outcome, p.card) == ("played", "HQ")  # 45C4(a): the card named first
    assert p.change is not None
    assert (p.change.outcome, p.change.needs, p.change.law) == ("director", "slip_of_tongue", "45C4(b)")
    assert p.change.if_allowed == "HT" and p.change.said
    assert p.confirmed is False
    assert proposal_for_words(_table(*POS), "queen of hearts").change is None


def test_45C4b_spoken_correction_in_one_breath_is_proposed_with_its_change(speak: Speak) -> None:
    table = _table(*POS)
    props = propose(speak("the queen of hearts, no, the ten of hearts").read_bytes(), table, nbest=1)
    corr = [p for p in props if p.source == "correction"]
    assert corr, props
    p = corr[0]
    assert (p.outcome, p.card) == ("played", "HQ") and p.change is not None
    assert p.change.if_allowed == "HT" and p.confirmed is False
    assert [q.rank for q in props] == list(range(1, len(props) + 1))


def test_cli_listen_prints_the_45C4b_change_of_a_correction(speak: Speak) -> None:
    wav = speak("the queen of hearts, no, the ten of hearts")
    code, out, err = run("listen", str(wav), "--dummy", "KJ852.QT864.Q.32", "--trick", "W:H2", "--trump", "S")
    assert code == 0, err
    assert "correction" in out and "then" in out and "45C4(b)" in out
