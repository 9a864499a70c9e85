"""Benchmark: English by voice - designations heard right, position vs plain grammar.

Usage: ``.venv/bin/python bench/voice.py [utterances] [seed] [--snr 27,22] [--noise white|pink]
[--corrections 30]`` (``--snr clean,27,22`` adds the speech without noise)
(default 100 utterances, seed 9, SNR 27 and 22 dB, white noise, 30 corrections in one breath).

For each utterance: a random position (dummy North to play, bench/designate.py's generator), words
that fit it ("small", "low", "ruff", "queen of hearts", "the ten", "win it", "high club", ...,
naming cards, ranks and suits dummy holds), spoken by ``espeak-ng`` in one of several English
voices and speeds, padded with silence, resampled by ``sox`` to 16 kHz mono 16-bit, with a noise
floor mixed in by ``sox`` at each signal-to-noise ratio (clean synthetic speech is recognised
worse than speech with a little noise). Then :func:`bridgelaw.voice.propose` with the position
grammar and with the plain (position-free) JSGF grammar; an utterance is right when the best
proposal's designation (outcome, card, candidates) equals that of the words actually said.

Then, on a separate set (its own seed, so the set above stays as it was), corrections in one
breath: two such designations joined by a correction ("small heart, sorry, play the nine",
"the ten, I mean, small diamond"); an utterance is right when a proposal of the correction search
designates the same first card AND the same 45C4(b) change as the words said.

Prints the share right per grammar and SNR, by kind of utterance, the misses, and the time per
utterance (recognition + designation). Needs espeak-ng, sox and pocketsphinx; asserts nothing.
"""

from __future__ import annotations

import argparse
import math
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path

from bridgelaw.cards import Card, Rank, Suit
from bridgelaw.table import Table
from bridgelaw.voice import proposal_for_words, propose

sys.path.insert(0, str(Path(__file__).parent))
from designate import position

VOICES = ["en-us", "en", "en+m3", "en+f2", "en-us+m5", "en+f4", "en-gb-scotland", "en-us+m7"]
SPEEDS = [140, 155, 170, 185]
RANK = {Rank.ACE: "ace", Rank.KING: "king", Rank.QUEEN: "queen", Rank.JACK: "jack", Rank.TEN: "ten",
        Rank.NINE: "nine", Rank.EIGHT: "eight", Rank.SEVEN: "seven", Rank.SIX: "six", Rank.FIVE: "five",
        Rank.FOUR: "four", Rank.THREE: "three", Rank.TWO: "two"}
SUIT1 = {Suit.SPADES: "spade", Suit.HEARTS: "heart", Suit.DIAMONDS: "diamond", Suit.CLUBS: "club"}
SUITS = {Suit.SPADES: "spades", Suit.HEARTS: "hearts", Suit.DIAMONDS: "diamonds", Suit.CLUBS: "clubs"}
KINDS = ["small", "low", "ruff", "rank of suit", "the rank", "win it", "high suit", "small suit", "suit rank",
         "a suit", "top", "cover", "duck", "play the rank", "rank please", "high"]


def utterance(table: Table, rng: random.Random) -> tuple[str, str]:
    """Words declarer might say here, and their kind (one of KINDS)."""
    dummy = table.dummy
    held = list(table.hand(dummy))
    legal = table.legal_cards(dummy)
    has_trump = table.trump is not None and any(c.suit is table.trump for c in held)
    while True:
        kind = rng.choice(KINDS)
        led = table.suit_led
        void = led is not None and not any(c.suit is led for c in held)
        if kind == "ruff" and not (has_trump and void and led is not table.trump):
            continue  # declarer says "ruff" when dummy can ruff
        if kind in ("cover", "win it") and not table.current_trick:
            continue  # ... and "cover", "win it" when there is a card to beat
        card: Card = rng.choice(legal)
        suit = card.suit
        r, s1, s = RANK[card.rank], SUIT1[suit], SUITS[suit]
        words = {"small": "small", "low": "low", "ruff": "ruff", "rank of suit": f"{r} of {s}",
                 "the rank": f"the {r}", "win it": "win it", "high suit": f"high {s1}",
                 "small suit": f"small {s1}", "suit rank": f"{s1} {r}", "a suit": f"a {s1}", "top": "top",
                 "cover": "cover", "duck": "duck", "play the rank": f"play the {r}",
                 "rank please": f"{r} please", "high": "high"}[kind]
        return words, kind


def run(cmd: list[str]) -> str:
    return subprocess.run(cmd, check=True, capture_output=True, text=True).stderr


def rms(path: Path) -> float:
    out = run(["sox", str(path), "-n", "stat"])
    for line in out.splitlines():
        if line.startswith("RMS     amplitude"):
            return float(line.split(":")[1])
    raise RuntimeError(f"sox stat gave no RMS for {path}")


def speak(text: str, voice: str, speed: int, snr: float, noise: str, work: Path, noise_rms: float,
          name: str) -> bytes:
    """espeak-ng -> pad -> 16 kHz mono -> + noise at ``snr`` dB (``inf``: no noise) -> the WAV bytes."""
    raw, sp, nz, out = (work / f"{name}-{x}.wav" for x in ("raw", "sp", "nz", "out"))
    if not sp.exists():
        subprocess.run(["espeak-ng", "-v", voice, "-s", str(speed), "-w", str(raw), text], check=True,
                       capture_output=True)
        run(["sox", str(raw), "-r", "16000", "-c", "1", "-b", "16", str(sp), "pad", "0.3", "0.3"])
    if math.isinf(snr):
        return sp.read_bytes()
    speech = rms(work / f"{name}-raw.wav")
    gain = speech / (10 ** (snr / 20)) / noise_rms
    run(["sox", "-R", str(sp), str(nz), "synth", f"{noise}noise"])
    run(["sox", "-R", "-m", "-v", "1", str(sp), "-v", f"{gain:.6f}", str(nz), "-b", "16", str(out)])
    return out.read_bytes()


CORRECTIONS = ["no", "sorry", "no wait", "I mean", "oops"]


def key(p: object) -> tuple[object, ...]:
    c = getattr(p, "change", None)
    change = None if c is None else (c.outcome, c.card, c.if_allowed)
    return (getattr(p, "outcome", None), getattr(p, "card", None), tuple(getattr(p, "candidates", ())),
            change)


def correction_items(n: int, seed: int) -> list[tuple[Table, str, str, str, int]]:
    """``n`` corrections in one breath ("X, no, Y") at random positions, from their own seed."""
    rng = random.Random(seed)
    items: list[tuple[Table, str, str, str, int]] = []
    while len(items) < n:
        t = position(rng)
        w1, _k1 = utterance(t, rng)
        w2, _k2 = utterance(t, rng)
        if w1 != w2:
            items.append((t, f"{w1}, {rng.choice(CORRECTIONS)}, {w2}", "correction", rng.choice(VOICES),
                          rng.choice(SPEEDS)))
    return items


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("n", nargs="?", type=int, default=100)
    ap.add_argument("seed", nargs="?", type=int, default=9)
    ap.add_argument("--snr", default="27,22", help="SNRs in dB, comma-separated; 'clean' for no noise")
    ap.add_argument("--noise", default="white", choices=["white", "pink", "brown"])
    ap.add_argument("--show", type=int, default=12, help="misses to print per grammar and SNR")
    ap.add_argument("--corrections", type=int, default=30, help="corrections in one breath (separate set)")
    a = ap.parse_args()
    for tool in ("espeak-ng", "sox"):
        if shutil.which(tool) is None:
            print(f"bench/voice.py: {tool} is not installed (apt-get install espeak-ng sox)", file=sys.stderr)
            sys.exit(2)
    snrs = [math.inf if x.strip() == "clean" else float(x) for x in a.snr.split(",")]
    rng = random.Random(a.seed)
    items = []
    for _ in range(a.n):
        t = position(rng)
        words, kind = utterance(t, rng)
        items.append((t, words, kind, rng.choice(VOICES), rng.choice(SPEEDS)))
    with tempfile.TemporaryDirectory(prefix="bridgelaw-voice-") as tmp:
        work = Path(tmp)
        run(["sox", "-R", "-n", "-r", "16000", "-c", "1", "-b", "16", str(work / "noise.wav"), "synth", "10",
             f"{a.noise}noise"])
        noise_rms = rms(work / "noise.wav")
        # warm-up: load the model and the grammars once
        warm = speak("small", "en-us", 160, 30.0, a.noise, work, noise_rms, "warm")
        propose(warm, items[0][0])
        print(f"{a.n} utterances, {len(VOICES)} espeak-ng voices, speeds {SPEEDS}, {a.noise} noise; "
              f"seed {a.seed}")
        results: dict[tuple[str, float], list[bool]] = defaultdict(list)
        by_kind: dict[tuple[str, float], Counter[str]] = defaultdict(Counter)
        misses: dict[tuple[str, float], list[str]] = defaultdict(list)
        times: dict[str, list[float]] = defaultdict(list)
        for i, (t, words, kind, voice, speed) in enumerate(items):
            if i and i % 10 == 0:
                print(f"  {i}/{len(items)} ...", file=sys.stderr, flush=True)
            truth = key(proposal_for_words(t, words))
            for snr in snrs:
                wav = speak(words, voice, speed, snr, a.noise, work, noise_rms, f"u{i}")
                for grammar in ("position", "plain"):
                    t0 = time.perf_counter()
                    props = propose(wav, t, grammar=grammar, nbest=1,  # type: ignore[arg-type]
                                    second_opinion=False, fallback=False, corrections=False)
                    times[grammar].append(time.perf_counter() - t0)
                    ok = bool(props) and key(props[0]) == truth
                    results[(grammar, snr)].append(ok)
                    if not ok:
                        by_kind[(grammar, snr)][kind] += 1
                        heard = props[0].transcript if props else "(nothing)"
                        misses[(grammar, snr)].append(f"{words!r} ({voice}, {speed}) heard {heard!r}")
        corr: dict[float, list[tuple[bool, bool]]] = defaultdict(list)
        corr_misses: dict[float, list[str]] = defaultdict(list)
        for i, (t, words, _kind, voice, speed) in enumerate(correction_items(a.corrections, a.seed + 36)):
            truth = key(proposal_for_words(t, words))
            for snr in snrs:
                wav = speak(words, voice, speed, snr, a.noise, work, noise_rms, f"c{i}")
                t0 = time.perf_counter()
                props = propose(wav, t, nbest=1, second_opinion=False, fallback=False)
                times["position+correction"].append(time.perf_counter() - t0)
                found = [p for p in props if p.source == "correction"]
                ok = bool(found) and key(found[0]) == truth
                corr[snr].append((ok, bool(props) and key(props[0]) == truth))
                if not ok:
                    heard = found[0].transcript if found else "(nothing)"
                    corr_misses[snr].append(f"{words!r} ({voice}, {speed}) heard {heard!r}")
    print()
    print(f"{'grammar':<10} " + " ".join(f"{f'{s:g} dB SNR':>14}" for s in snrs))
    for grammar in ("position", "plain"):
        cells = []
        for s in snrs:
            r = results[(grammar, s)]
            cells.append(f"{sum(r) / len(r):>7.1%} ({sum(r)}/{len(r)})".rjust(14))
        print(f"{grammar:<10} " + " ".join(cells))
    if a.corrections:
        cells = []
        for s in snrs:
            r = corr[s]
            cells.append(f"{sum(x for x, _ in r) / len(r):>7.1%} ({sum(x for x, _ in r)}/{len(r)})".rjust(14))
        print(f"{'correction':<10} " + " ".join(cells)
              + "   (corrections in one breath, heard by the correction search: first card + 45C4(b) change)")
    print()
    notes = {"position": "1-best rescored against the position: 1 decoding, up to 3 if the best does not fit",
             "plain": "one decoding, 1-best",
             "position+correction": "the above + one decoding of the correction grammar"}
    for grammar in ("position", "plain", "position+correction"):
        ts = sorted(times[grammar])
        if not ts:
            continue
        p90 = ts[min(len(ts) - 1, math.ceil(0.9 * len(ts)) - 1)]
        print(f"time per utterance, {grammar:<19}: mean {statistics.mean(ts) * 1000:.0f} ms, "
              f"p50 {statistics.median(ts) * 1000:.0f} ms, p90 {p90 * 1000:.0f} ms  ({notes[grammar]})")
    print("propose() by default also decodes the correction grammar and the plain grammar (two more "
          "decodings); each further n-best proposal is one more decoding")
    for (grammar, s), c in sorted(by_kind.items()):
        print(f"misses {grammar} {s:g} dB by kind: " + ", ".join(f"{k} {v}" for k, v in c.most_common()))
    for (grammar, s), ms in sorted(misses.items()):
        for m in ms[:a.show]:
            print(f"  miss {grammar} {s:g} dB: {m}")
    for s, ms in sorted(corr_misses.items()):
        for m in ms[:a.show]:
            print(f"  miss correction {s:g} dB: {m}")


if __name__ == "__main__":
    main()
