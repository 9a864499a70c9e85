"""Voice proposes, declarer confirms: what declarer said to dummy, heard and read as designations.

:func:`propose` takes the audio of one utterance and the position, and returns the n-best
:class:`Proposal` objects, best first: each what the recogniser heard (``transcript``), how well
it fits (``score``), and what those words would designate under Law 46 - the ruling's outcome,
card, clause and text, exactly as ``bridgelaw designate`` would give for the same words
(:func:`bridgelaw.designation.parser.parse_designation`, then
:func:`bridgelaw.laws.law46.resolve_designation`).

Nothing is played. A misheard word is another valid card ("nine" for "five"), so a proposal is
only shown to the player, who confirms it (the confirmed words then go to the table as an
ordinary designation event) or says it again. :func:`propose` never changes the table or the
session it is given (it works on a copy) and appends nothing to any record.

Searches, in order:

1. the **position** grammar (dummy's cards, the legal ones weighted up: :func:`position_grammar`),
   n-best: after each sentence heard, the card (else rank, suit, keyword) it names, and the card it
   would play, are left out of the grammar and the audio decoded again;
2. the **plain** grammar (every card and designation word of the English lexicon), best only,
   added when it designates something else - so that a card dummy does not hold (46B4), which the
   position grammar cannot hear, is still offered;
3. the general English **language model**, only when neither grammar heard anything.

Spec: voice only PROPOSES (docs/voice.md); Law 46; laws.md §1.6.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from bridgelaw.cards import Card
from bridgelaw.designation.parser import parse_designation
from bridgelaw.editions import DEFAULT_EDITION, Edition
from bridgelaw.engine import TableSession
from bridgelaw.errors import BridgeLawError
from bridgelaw.i18n import LANGUAGES, render
from bridgelaw.laws.law46 import change_in_one_breath_45C4b, resolve_designation
from bridgelaw.regulations import Regulations
from bridgelaw.table import Table
from bridgelaw.voice.audio import AudioError, AudioFormat, pcm_from_audio
from bridgelaw.voice.grammar import (
    Excluded,
    GrammarWeights,
    Vocabulary,
    plain_grammar,
    position_grammar,
    vocabulary,
)
from bridgelaw.voice.recognise import Heard, recogniser

__all__ = ["Change", "Grammar", "Proposal", "fits_position", "proposal_for_words", "propose", "propose_json"]

#: Which grammar leads: the position's (default) or the plain lexicon grammar (for comparison).
Grammar = Literal["position", "plain"]

#: The only language that can be heard: pocketsphinx ships a US-English model only.
VOICE_LANG = "en"


class Change(BaseModel):
    """The 45C4(b) part of a correction in one breath ("the king, no, the ace of clubs"): what the
    Law rules on the change after the first card named is designated (45C4(a)).

    Attributes:
        outcome: ``director`` (with ``needs`` ``slip_of_tongue``: the change is allowed only if the
            Director finds the first designation unintended), ``change_allowed``, ``change_refused``,
            ``played`` (the same card restated, or the first words designated no card), ...
        card: the card the change would play (``change_allowed``), the card that stays, or None.
        law: the clause (``"45C4(b)"``; 1963 ``"45(d)"``).
        needs: the director's finding the ruling needs, or None.
        if_allowed: the card played if the Director allows the change, or None.
        said: the words of the change ("the ace of clubs").
        text: the ruling's explanation, in the language asked for.
    """

    model_config = ConfigDict(frozen=True)

    outcome: str
    card: str | None = None
    law: str | None = None
    needs: str | None = None
    if_allowed: str | None = None
    said: str = ""
    text: str = ""


class Proposal(BaseModel):
    """One thing the recogniser heard and what it would designate. Nothing has been played.

    Attributes:
        rank: 1 for the best proposal, then 2, 3, ...
        transcript: the words heard (lower case).
        score: pocketsphinx's path score within its search (higher is better; compare only within
            one utterance and one ``source``).
        source: ``"position"`` (the position grammar), ``"plain"`` (the lexicon grammar) or
            ``"language_model"`` (any English words).
        outcome: what the words would give if confirmed: ``played``, ``must_specify``, ``invalid``,
            ``defenders_designate``, ``director`` ... (:class:`bridgelaw.rulings.Outcome` values), or
            ``not_understood`` when the words designate nothing.
        card: the card dummy would play (``"C2"``), or None.
        seat: dummy's seat letter when a card would be played, else None.
        law: the clause of that ruling (``"46B1(c)"``), or None when not understood.
        candidates: the cards declarer would have to choose among (``must_specify``).
        needs: the director's finding the ruling needs, or None.
        flags: the ruling's flags (``"revoke"`` when the card would not follow suit).
        designation: the parser's reading (``"suit=C rank=- keyword=low"``), or None.
        text: the ruling's explanation (or why the words designate nothing), in the language asked for.
        change: for a correction in one breath, the 45C4(b) ruling on the change (:class:`Change`);
            the fields above are then those of the FIRST designation (45C4(a): the card named first
            is the one played). None when the words hold no correction.
        confirmed: always False: voice only proposes; the player confirms before anything is said to
            the table.
    """

    model_config = ConfigDict(frozen=True)

    rank: int
    transcript: str
    score: float
    source: str
    outcome: str
    card: str | None = None
    seat: str | None = None
    law: str | None = None
    candidates: list[str] = []
    needs: str | None = None
    flags: list[str] = []
    designation: str | None = None
    text: str = ""
    change: Change | None = None
    confirmed: Literal[False] = False


def proposal_for_words(table: Table, words: str, *, edition: Edition = DEFAULT_EDITION,
                       regulations: Regulations | None = None, lang: str = "en", rank: int = 1,
                       score: float = 0.0, source: str = "text") -> Proposal:
    """What ``words`` would designate at ``table`` (the same reading as ``bridgelaw designate``).

    Args:
        table: the position, dummy to play (not changed).
        words: English words, e.g. a transcript ``"small club"``.
        edition, regulations: the Laws in force (default 2017 and the documented option defaults).
        lang: the language of the ruling text (``en``, ``ru``, ``sv``, ``nl``).
        rank, score, source: copied into the proposal.
    Returns:
        Proposal: outcome ``not_understood`` (with the parser's reason in ``text``) when the words
        name nothing, else the ruling's outcome, card, clause and text.
    """
    regs = regulations if regulations is not None else Regulations()
    change: Change | None = None
    try:
        des = parse_designation(words, VOICE_LANG)
        if des.has_change:
            # 45C4(a): the first card named is designated; 45C4(b): the change, for the Director
            rulings = change_in_one_breath_45C4b(table, des, edition=edition, regulations=regs)
            ruling = render(rulings[0], lang)
            if len(rulings) > 1:
                c = render(rulings[1], lang)
                if_allowed = c.extra.get("if_allowed")
                change = Change(outcome=c.outcome.value, card=str(c.card) if c.card is not None else None,
                                law=c.law, needs=c.needs, said=des.change_text,
                                if_allowed=str(if_allowed) if if_allowed else None, text=c.text)
        else:
            ruling = render(resolve_designation(table, des, edition=edition, regulations=regs), lang)
    except BridgeLawError as e:
        return Proposal(rank=rank, transcript=words, score=score, source=source, outcome="not_understood",
                        text=str(e))
    return Proposal(
        rank=rank, transcript=words, score=score, source=source,
        outcome=ruling.outcome.value,
        card=str(ruling.card) if ruling.card is not None else None,
        seat=ruling.seat.letter if ruling.seat is not None and ruling.card is not None else None,
        law=ruling.law,
        candidates=[str(c) for c in ruling.candidates],
        needs=ruling.needs,
        flags=list(ruling.flags),
        designation=des.first.describe(),
        text=ruling.text,
        change=change,
    )


def _vocab() -> Vocabulary:
    r = recogniser()
    return _VOCAB.setdefault("en", vocabulary(VOICE_LANG, r.known))


_VOCAB: dict[str, Vocabulary] = {}


def _exclusion(text: str) -> Excluded | None:
    """What to leave out of the grammar to hear the next-best sentence after ``text``: the card it
    names, else its rank, suit, "trump" or keyword (None when it names nothing)."""
    try:
        d = parse_designation(text, VOICE_LANG)
    except BridgeLawError:
        return None
    if d.card is not None:
        return d.card
    if d.rank is not None:
        return d.rank
    if d.suit is not None:
        return d.suit
    if d.trump_named:
        return "trump"
    return d.keyword


def fits_position(p: Proposal) -> bool:
    """Whether the proposal's words fit the position: they do not name a card, rank or suit
    that dummy cannot play now - a revoke (a card that does not follow suit) or a rank or suit
    that designates no card dummy may play (46B4 ``invalid``). Words without a rank or suit
    ("low" on lead, "win it" when nothing wins) fit whatever they are ruled: declarer says such
    things, and the ruling on them is the Law's, not a mishearing.

    Args:
        p: a proposal (:func:`proposal_for_words`).
    Returns:
        bool: False when the words name a rank or suit and designate no card dummy may play.
    """
    if "revoke" in p.flags:
        return False
    if p.outcome not in ("invalid", "not_understood"):
        return True
    try:
        d = parse_designation(p.transcript, VOICE_LANG)
    except BridgeLawError:
        return False
    return d.rank is None and d.suit is None and not d.trump_named


_fits = fits_position


def _same(a: Proposal, b: Proposal) -> bool:
    return _key(a) == _key(b)


def _key(p: Proposal) -> tuple[object, ...]:
    """What a proposal designates: outcome, card, candidates, and the change's card if any."""
    c = p.change
    return (p.outcome, p.card, tuple(p.candidates), None if c is None else (c.outcome, c.card, c.if_allowed))


def propose(audio: bytes, position: Table | TableSession, *, edition: Edition | None = None,
            regulations: Regulations | None = None, lang: str = "en", nbest: int = 3,
            grammar: Grammar = "position", second_opinion: bool = True, fallback: bool = True,
            fmt: AudioFormat = "auto", source: str = "audio",
            weights: GrammarWeights | None = None, rescore: int = 2,
            corrections: bool = True) -> list[Proposal]:
    """Hear one utterance of declarer to dummy and propose what it designates. Nothing is played.

    Args:
        audio: a WAV file's bytes, or bare samples: 16,000 Hz, mono, 16-bit signed little-endian PCM.
        position: the table (dummy to play), or a :class:`bridgelaw.engine.TableSession` (its table,
            edition and options are used). Neither is changed; nothing is appended to a record.
        edition, regulations: the Laws in force; default the session's, else 2017 and the defaults.
        lang: the language of the ruling texts (``en``, ``ru``, ``sv``, ``nl``); the words are heard
            in English whatever ``lang`` is.
        nbest: how many sentences of the leading grammar to propose at most (>= 1); each next-best
            one is another decoding, with what was heard before left out of the grammar.
        grammar: ``"position"`` (default) or ``"plain"`` (the position-free lexicon grammar).
        second_opinion: with the position grammar, also decode with the plain grammar and add its
            best sentence when it designates something else (e.g. a card dummy does not hold).
        fallback: when no grammar sentence fits, decode with the general language model.
        fmt, source: how to read ``audio`` and what to call it in errors (:func:`pcm_from_audio`).
        weights: the position grammar's weights (default :class:`GrammarWeights`).
        rescore: with the position grammar, when none of the ``nbest`` sentences designates a card
            dummy may legally play now (:func:`fits_position`), decode up to this many further
            sentences looking for one that does; the sentences that fit the position are proposed
            first (0: no rescoring).
        corrections: with the position grammar, also decode with the grammar of a correction in
            one breath ("the king, no, the ace": :func:`position_grammar` with ``correction``) and
            propose what it hears second, after the best single designation: a designation plus a
            45C4(b) change (:attr:`Proposal.change`).
    Returns:
        list[Proposal]: best first (``rank`` 1, 2, ...), one per distinct designation (outcome, card,
        candidates): a later sentence that designates the same as an earlier one is dropped; empty
        when nothing at all was heard.
    Raises:
        AudioError: the audio is not 16 kHz mono 16-bit WAV/PCM, or is empty, silent or too long.
        VoiceUnavailableError: pocketsphinx is not installed.
        BridgeLawError: ``lang`` is not a ruling language, or ``nbest`` < 1.
    """
    if lang not in LANGUAGES:
        raise BridgeLawError(f"lang: {lang!r} is not a ruling language ({', '.join(LANGUAGES)})")
    if nbest < 1:
        raise BridgeLawError(f"nbest: {nbest} must be at least 1")
    if isinstance(position, TableSession):
        table = position.table.copy()
        edition = edition if edition is not None else position.edition
        regulations = regulations if regulations is not None else position.regulations
    else:
        table = position.copy()
    edition = edition if edition is not None else DEFAULT_EDITION
    pcm = pcm_from_audio(audio, fmt, source=source)
    rec = recogniser()
    v = _vocab()
    heard: list[Heard] = []
    if grammar not in ("position", "plain"):
        raise BridgeLawError(f"grammar: {grammar!r} is not position or plain")
    excluded: list[Excluded] = []
    fits: list[bool] = []
    while len(heard) < nbest or (grammar == "position" and not any(fits) and len(heard) < nbest + rescore):
        jsgf = (position_grammar(table, v, weights, excluded) if grammar == "position"
                else plain_grammar(v, excluded))
        h = rec.decode(pcm, jsgf, name=grammar) if jsgf else None
        if h is None:
            break
        heard.append(h)
        p = proposal_for_words(table, h.text, edition=edition, regulations=regulations)
        fits.append(_fits(p))
        ex = _exclusion(h.text)
        if ex is None:
            break
        excluded.append(ex)
        # also the card those words would play ("low" -> H4 leaves out "the four", "heart four")
        if p.card is not None:
            excluded.append(Card.parse(p.card))
    if grammar == "position":
        # rescoring against the position: a sentence that designates a card dummy may play now
        # comes before a better-scored one that does not (a card not in dummy, a revoke, words
        # that designate nothing), which follows it (up to ``nbest``) for the player to see
        heard = [h for h, f in zip(heard, fits, strict=True) if f] + [
            h for h, f in zip(heard, fits, strict=True) if not f]
        heard = heard[:nbest]
    if grammar == "position" and corrections:
        h = rec.decode(pcm, position_grammar(table, v, weights, correction=True), name="correction")
        if h is not None:
            heard.insert(min(1, len(heard)), h)
    if grammar == "position" and (second_opinion or not heard):
        h = rec.decode(pcm, plain_grammar(v), name="plain")
        if h is not None:
            heard.append(h)
    if not heard and fallback:
        heard = rec.decode_lm(pcm)
    return _distinct_proposals(heard, table, edition=edition, regulations=regulations, lang=lang)


def _distinct_proposals(heard: list[Heard], table: Table, *, edition: Edition,
                        regulations: Regulations | None, lang: str) -> list[Proposal]:
    """One :class:`Proposal` per distinct designation of ``heard``, best first (ranks 1, 2, ...):
    another sentence for the same designation adds nothing to choose from."""
    out: list[Proposal] = []
    for h in heard:
        p = proposal_for_words(table, h.text, edition=edition, regulations=regulations, lang=lang,
                               rank=len(out) + 1, score=h.score, source=h.source)
        if any(_same(p, q) or q.transcript == p.transcript for q in out):
            continue
        out.append(p)
    return out


def propose_json(audio: bytes, session: TableSession | Table, *, lang: str = "en",
                 content_type: str | None = None, nbest: int = 3, edition: Edition | None = None,
                 regulations: Regulations | None = None) -> dict[str, object]:
    """The body of ``POST /v1/tables/{id}/voice``: the proposals for one utterance at the table.

    Args:
        audio: the request body (WAV, or bare PCM when ``content_type`` is ``audio/L16`` or
            ``application/octet-stream``): 16 kHz mono 16-bit.
        session: the table's session, or its table (not changed: nothing is played or recorded).
        lang: the language of the ruling texts.
        content_type: the request's Content-Type; ``audio/wav``/``audio/x-wav``/``audio/wave`` read the
            body as WAV, ``audio/l16``/``application/octet-stream`` as bare PCM, anything else "auto".
        nbest, edition, regulations: as for :func:`propose` (with a bare table, the Laws in force;
            default 2017 and the documented option defaults).
    Returns:
        dict: ``{"format": "bridgelaw-voice/1", "played": false, "proposals": [Proposal.model_dump(), ...]}``.
    Raises:
        AudioError: bad audio (the service answers 400/422 with the message).
        VoiceUnavailableError: pocketsphinx is not installed (the service answers 503).
    """
    ct = (content_type or "").split(";")[0].strip().lower()
    fmt: AudioFormat = "auto"
    if ct in ("audio/wav", "audio/x-wav", "audio/wave", "audio/vnd.wave"):
        fmt = "wav"
    elif ct in ("audio/l16", "application/octet-stream"):
        fmt = "pcm"
        params = (content_type or "").lower().replace(" ", "")
        if "rate=" in params and "rate=16000" not in params:
            raise AudioError(f"request body: {content_type!r}: the audio must be 16000 Hz")
    props = propose(audio, session, lang=lang, nbest=nbest, fmt=fmt, source="request body", edition=edition,
                    regulations=regulations)
    return {"format": "bridgelaw-voice/1", "played": False, "proposals": [p.model_dump() for p in props]}
