"""``bridgelaw listen``: hear what declarer said to dummy in a WAV file and PROPOSE designations.

Example::

    bridgelaw listen said.wav --dummy KJ852.QT864.Q.32 --trick W:H2 --trump S
    bridgelaw listen said.wav --dummy KJ852.QT864.Q.32 --trick W:H2 --trump S --json

The position options are those of ``bridgelaw designate``. Prints the n-best proposals, best
first: the words heard, their score and what they would designate (outcome, card, clause). Nothing
is played: voice only proposes; the player confirms (e.g. with ``bridgelaw designate "<words>"``).
The WAV must be 16 kHz mono 16-bit PCM (``sox in.wav -r 16000 -c 1 -b 16 out.wav``). Bad audio,
a missing file or pocketsphinx not installed print ``error: ...`` and exit with code 2.
"""

from __future__ import annotations

import json
import sys
from typing import Annotated

import typer

from bridgelaw.cli import position_options as po
from bridgelaw.editions import DEFAULT_EDITION
from bridgelaw.errors import BridgeLawError, IncidentFormatError
from bridgelaw.forms import FormError, designation_table, edition_and_regulations, ruling_language
from bridgelaw.untrusted import read_input

__all__ = ["listen", "register"]

#: The largest WAV file read: 30 s (the longest designation heard) of 16 kHz mono 16-bit audio is
#: under 1 MB; a file far larger is refused before it is read (``/dev/zero`` used to be read on).
MAX_WAV_BYTES = 16 * 1024 * 1024


def listen(path: str, *, dummy: str, dummy_seat: str = "N", trick: str = "", trump: str = "NT",
           lang: str = "en", laws: str = DEFAULT_EDITION.value, options: list[str] | None = None,
           as_json: bool = False,
           last_trick: str = "", last_winner: str | None = None, nbest: int = 3,
           grammar: str = "position") -> str:
    """Hear the WAV file ``path`` at the position given and return what the command prints.

    Raises:
        BridgeLawError: bad options (the message names the option), a missing or unreadable file,
            bad audio (:class:`bridgelaw.voice.AudioError`), pocketsphinx not installed
            (:class:`bridgelaw.voice.VoiceUnavailableError`).
    """
    from bridgelaw.voice import propose

    edition, regs = edition_and_regulations(laws, options)
    ruling_language(lang)
    if grammar not in ("position", "plain"):
        raise FormError(f"--grammar: {grammar!r} is not position or plain")
    if nbest < 1:
        raise FormError(f"--nbest: {nbest} must be at least 1")
    table = designation_table(dummy, dummy_seat, trick, trump, last_trick, last_winner)
    try:
        data = read_input(path, limit=MAX_WAV_BYTES)
    except OSError as e:
        raise FormError(f"{path}: cannot read the file ({e.strerror or e})") from None
    except IncidentFormatError as e:  # a FIFO nobody writes to, a file far too large
        raise FormError(f"{path}: {e.problem}") from None
    props = propose(data, table, edition=edition, regulations=regs, lang=lang, nbest=nbest,
                    grammar="plain" if grammar == "plain" else "position", fmt="wav", source=path)
    if as_json:
        return json.dumps({"format": "bridgelaw-voice/1", "laws": edition.value, "played": False,
                           "proposals": [p.model_dump() for p in props]}, ensure_ascii=False)
    if not props:
        return "nothing was heard that designates a card; nothing is played - ask declarer to say it again"
    lines = ["heard (best first); nothing is played until declarer confirms:"]
    for p in props:
        what = p.outcome
        if p.card is not None:
            what += f" {p.card} from {p.seat}"
        if p.candidates:
            what += " - candidates: " + " ".join(p.candidates)
        if p.law:
            what += f"  [Law {p.law}]"
        lines.append(f"{p.rank}. {p.transcript!r:<24} {p.source:<14} score {p.score:7.3f}  -> {what}")
        if p.change is not None:  # a correction in one breath: the 45C4(b) ruling on the change
            c = p.change
            then = f" {c.if_allowed} if allowed" if c.if_allowed else (f" {c.card}" if c.card else "")
            needs = f", needs {c.needs}" if c.needs else ""
            lines.append(f"   then {c.said!r}: {c.outcome}{then}  [Law {c.law}{needs}]")
    lines.append(props[0].text)
    return "\n".join(lines)


def register(app: typer.Typer) -> None:
    """Add the ``listen`` command to ``app``."""

    @app.command("listen")
    def _cmd(
        file: Annotated[str, typer.Argument(help="A WAV file: 16 kHz mono 16-bit PCM.")],
        dummy: po.Dummy,
        trick: po.Trick = "",
        trump: po.Trump = "NT",
        lang: Annotated[str, typer.Option(
            "--lang", help="Language of the ruling texts (the words are heard in English).")] = "en",
        laws: Annotated[str, typer.Option("--laws", help="Edition of the Laws.")] = DEFAULT_EDITION.value,
        option: po.Options = None,
        as_json: Annotated[bool, typer.Option("--json", help="Print the proposals as JSON.")] = False,
        last_trick: po.LastTrick = "",
        last_winner: po.LastWinner = None,
        dummy_seat: po.DummySeat = "N",
        nbest: Annotated[int, typer.Option("--nbest", help="How many proposals at most.")] = 3,
        grammar: Annotated[str, typer.Option(
            "--grammar", help="position (dummy's cards) or plain (any card).")] = "position",
    ) -> None:
        """Hear a designation in a WAV file and PROPOSE what it designates (nothing is played)."""
        try:
            out = listen(file, dummy=dummy, dummy_seat=dummy_seat, trick=trick, trump=trump, lang=lang,
                         laws=laws, options=option, as_json=as_json, last_trick=last_trick,
                         last_winner=last_winner, nbest=nbest, grammar=grammar)
        except BridgeLawError as e:
            print(f"error: {e}", file=sys.stderr)
            raise typer.Exit(2) from None
        typer.echo(out)
