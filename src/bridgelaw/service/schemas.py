"""The shapes of what the service sends and takes, as pydantic models: the OpenAPI document
(``/openapi.json``, docs/openapi.json) and the socket's JSON Schemas (docs/schemas/*.json,
docs/table-socket.md) are generated from them (``tools/api_docs.py``).

The hot paths (a view, an event's acknowledgement, the socket's messages) are encoded by the
service itself (:mod:`bridgelaw.service.visibility`), not through these models: the models
document them, and the tests check every view and message the service sends against them
(tests/service/test_api_docs.py), so the document cannot drift from what is sent.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from bridgelaw.incident_schema import IncidentModel

__all__ = [
    "SOCKET_MESSAGES",
    "AckMessage",
    "Acknowledged",
    "BoardAnswer",
    "BoardData",
    "BoardRecord",
    "BoardResult",
    "BoardTrick",
    "Call",
    "CallMessage",
    "Called",
    "ClaimView",
    "Correct",
    "Created",
    "DesignationDocument",
    "DirectorQueue",
    "ErrorBody",
    "ErrorDetail",
    "ErrorMessage",
    "EventBody",
    "EventMessage",
    "HelloMessage",
    "Incident",
    "NextMessage",
    "NextOpened",
    "OpenChoice",
    "PenaltyCard",
    "Preview",
    "PreviewRuling",
    "QueueEntry",
    "RecordEntry",
    "Ruling",
    "RulingDocument",
    "Trick",
    "View",
    "ViewMessage",
    "Waiting",
    "Withdrawn",
    "error_responses",
]

class _Doc(BaseModel):
    """The models' base: their validators are built when first used (the service uses them to
    document, seldom to validate: building ~25 at import cost a server's start ~50 ms)."""

    model_config = ConfigDict(defer_build=True)  # the subclasses' configs add to it


SeatLetter = Literal["N", "E", "S", "W"]
Role = Literal["N", "E", "S", "W", "director", "spectator"]


class ErrorDetail(_Doc):
    """What went wrong, in one line for a person and a code for a program."""

    code: str = Field(description="machine-readable: bad_event, stale_seq, not_your_act, too_long, ...",
                      examples=["stale_seq"])
    message: str = Field(description="what, where, why", examples=[
        "expected_seq: the record holds 3 events, not 2; nothing was written"])
    where: str = Field(description="the field or place concerned (`play`, `expected_seq`, "
                       "`events[2].say`), or empty", examples=["expected_seq"])


class ErrorBody(_Doc):
    """Every refusal: nothing was written."""

    error: ErrorDetail


_ERROR_TEXT = {
    400: "not a valid body, event, text or option (bad_request, bad_event, bad_text, too_long, "
         "bad_lang, ...)",
    401: "no token, or not one of this table's (no_token, bad_token, unauthorized)",
    403: "this token may not do this (spectator, not_your_seat, dummy_plays, not_your_act, "
         "director_only, ...)",
    404: "no such table (no_table)",
    409: "the record has moved on or the position refuses it (stale_seq, online_refused, no_choice, "
         "play_over, table_full, too_many)",
    413: "the body is larger than the server takes (too_large)",
    503: "the store cannot be used now, or the server is busy (store_unavailable, busy; see Retry-After)",
}


def error_responses(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """The ``responses`` of a route for the error statuses it may answer."""
    return {s: {"model": ErrorBody, "description": _ERROR_TEXT.get(s, "refused")} for s in statuses}


class Ruling(_Doc):
    """One ruling (incident-format.md "Ruling"), with what the live table adds."""

    model_config = ConfigDict(extra="allow", json_schema_extra={
        "description": "One ruling. Further fields may appear where a Law needs them (e.g. `withdrawable`, "
                       "`tricks`, `transferred`): each is named after what it holds."})

    event: int | None = Field(description="index (0-based) of the event ruled on")
    outcome: str = Field(description="played, not_played, must_specify, invalid, defenders_designate, "
                         "change_allowed, change_refused, withdrawn, penalty_card, options, director, "
                         "transfer, allowed, irregularity, not_understood", examples=["played"])
    seat: SeatLetter | None = Field(description="the seat whose card is concerned")
    card: str | None = Field(description="the card concerned, suit then rank", examples=["S2"])
    law: str = Field(description="the deciding clause", examples=["46B1(c)"])
    candidates: list[str] = Field(description="cards declarer must choose among (must_specify)")
    options: list[str] = Field(description="what the other side may choose now (send `choose`)",
                               examples=[["accept_lead", "spread_hand", "require_retraction"]])
    text: str = Field(description="the ruling in plain words, in the language asked for")
    penalty: Literal["major", "minor"] | None = Field(None, description="penalty_card: its class")
    needs: str | None = Field(None, description="director: the finding of fact still needed",
                              examples=["slip_of_tongue"])
    info: dict[str, list[str]] | None = Field(None, description="Law 16C/16D: authorised / "
                                              "unauthorised, by side")
    flags: list[str] | None = Field(None, description="markers such as summon_director, adjustment_possible")
    seq: int | None = Field(None, description="live table: the number (1-based) of the event ruled on")
    chosen: str | None = Field(None, description="live table: the option a later `choose` took")
    chosen_seq: int | None = Field(None, description="live table: the number of that `choose` event")
    found_seq: int | None = Field(None, description="live table: the director's `finding` that answered "
                                  "this ruling's event (its number)")
    superseded_seq: int | None = Field(None, description="live table: the director's `finding` that ruled "
                                       "this ruling's event again (the new rulings follow)")
    reruled_seq: int | None = Field(None, description="live table: this ruling is the event's ruling again "
                                    "after a finding (the finding's number)")
    replaced_seq: int | None = Field(None, description="live table: an adjudication of a claim (70) that the "
                                     "director's later `decide` replaced (that event's number)")


class Trick(_Doc):
    """A completed trick."""

    leader: SeatLetter
    cards: list[str] = Field(description="SEAT:CARD in play order",
                             examples=[["W:D2", "N:DQ", "E:DK", "S:DA"]])
    winner: SeatLetter | None


class PenaltyCard(_Doc):
    """A penalty card on the table (Law 50)."""

    model_config = ConfigDict(populate_by_name=True)

    seat: SeatLetter
    card: str
    class_: Literal["major", "minor"] = Field(alias="class")


class Withdrawn(_Doc):
    """A card withdrawn (Law 47), and the clause that allowed it."""

    seat: SeatLetter
    card: str
    law: str


class OpenChoice(_Doc):
    """A choice the table waits for (`choose` one of `options`)."""

    kind: str = Field(description="what is chosen, e.g. lead_out_of_turn, penalty_card, withdraw")
    law: str
    choosers: list[SeatLetter] = Field(description="the seats that may choose")
    options: list[str]
    seat: SeatLetter = Field(description="the seat the choice is about")
    card: str | None


class RecordEntry(_Doc):
    """One event of the record (the director's view): the event as recorded and its number."""

    model_config = ConfigDict(extra="allow")

    seq: int
    by: SeatLetter
    director: bool | None = Field(None, description="true: the director's token recorded it (what a "
                                  "player did, or a finding)")


class BoardData(_Doc):
    """The board's number, dealer and vulnerability (Law 2), each null when not known."""

    number: int | None
    dealer: SeatLetter | None
    vulnerable: Literal["none", "ns", "ew", "both"] | None


class Waiting(_Doc):
    """The other side's choice that holds up this seat's play: a card faced now is an irregularity."""

    law: str
    choosers: list[SeatLetter]


class Correct(_Doc):
    """The token's own revoke (declarer's: also dummy's) that attention has been drawn to and that
    is not yet established: a card of `suit` faced now corrects it (62A, 62B)."""

    seat: SeatLetter
    card: str = Field(description="the card that revoked")
    suit: Literal["S", "H", "D", "C"] = Field(description="the suit led, which the seat still holds")


class Call(_Doc):
    """A call of the director not yet answered: a `finding` on it, a `finding` on the event it
    `concerns`, or (a call made while a claim stands) the director's `decide` answers it - that
    call only."""

    seq: int = Field(description="the `call` event's number")
    by: SeatLetter
    call: Literal["director", "revoke"] = Field(
        description="revoke: attention drawn to a possible revoke (61B)")
    reason: str | None = Field(None, description="what the caller says happened, in his words (when given)")
    concerns: int | None = Field(None, description="the number of the event the call is about (when given)")


class Answer(_Doc):
    """What the director told the table: a `finding` he recorded, or his `decide` that answered
    a call. Every token sees it."""

    seq: int = Field(description="the number of the director's event")
    about: int = Field(description="the number of the event it is about (a decide: the claim's)")
    kind: str | None = Field(description="what that event is: call, claim, or the act's kind (play, say ...)")
    text: str | None = Field(description="the director's words (`x-ruling`; a decide: its ruling's text), "
                             "or null")
    findings: dict[str, Any] = Field(description="his findings of fact (his words left out)")
    calls: list[Call] = Field(description="the calls this answered")


class ClaimView(_Doc):
    """The claim or concession at the table (claims.md §1; Laws 68-71)."""

    model_config = ConfigDict(extra="forbid")

    claimer: SeatLetter = Field(description="the seat that claimed or conceded")
    tricks_claimed: int = Field(description="of the remaining tricks, how many the claimer's side is to win")
    remaining: int = Field(description="the tricks that remained when the claim was made")
    concession: bool = Field(description="a concession (68B) rather than a claim (68A)")
    faced: bool = Field(description="the claimer faced his hand (48B, 68C)")
    statement: str | None = Field(description="the clarification statement as said (68C)")
    status: Literal["open", "agreed", "adjudicated", "disputed", "void"] = Field(
        description="open until agreed (69A), adjudicated by the director (70) or void (withdrawn, 69B/71); "
        "a player's token sees a disputed claim not yet decided as disputed (68D2(a): the director is "
        "summoned; the engine's adjudication is his proposal, told to the players once he decides)")
    agreed_by: list[SeatLetter] = Field(description="the opponents who agreed or acquiesced (69A)")
    disputed_by: SeatLetter | None = Field(description="the seat that disputed it (68D)")
    awarded: int | None = Field(description="the claimer's side's tricks of the remaining ones as settled "
                                "(null for a player's token while a disputed claim waits for the director)")
    decided: bool = Field(False, description="the director's decision (70) settled it; an adjudicated claim "
                          "not yet decided is his proposal, and the board waits for him")
    dispute_reason: str | None = Field(None, description="why it was disputed, in the disputer's words "
                                       "(`reason` of the `dispute`), or null")


class BoardTrick(_Doc):
    """A completed trick of the hand record."""

    number: int
    leader: SeatLetter
    cards: list[str] = Field(description="SEAT:CARD in play order")
    winner: SeatLetter | None


class BoardResult(_Doc):
    """The contract's result and its duplicate score (Law 77)."""

    tricks: int = Field(description="declarer's tricks")
    made: int | None = Field(None, description="tricks over the book's six made")
    down: int | None = Field(None, description="undertricks")
    score: int = Field(description="the score for declarer's side (negative when down)")


class BoardRecord(_Doc):
    """The end of the board once it is over (trick 13, or a claim settled): the hand record."""

    contract: str
    declarer: SeatLetter
    vulnerable: Literal["none", "ns", "ew", "both"]
    deal: str | None = Field(description="the PBN deal, when the position gave one")
    hands: dict[str, str] | None = Field(description="the hands given at the position, when no deal was")
    tricks: list[BoardTrick]
    won: dict[str, int] = Field(description="tricks won in play by N/S and E/W")
    result: BoardResult | None = Field(description="null when the tricks before the position are not known")
    rulings: list[Ruling] = Field(description="the end of the board's rulings (Law 64, Law 77)")


class DecideView(_Doc):
    """What the director's `decide` on a disputed claim asks and would give (Law 70)."""

    won: int = Field(description="declarer's side's tricks won before the claim")
    remaining: int = Field(description="the tricks the claim spoke of")
    proposal: int | None = Field(description="declarer's side's tricks in the whole board as settled now "
                                 "(the engine's proposal, or his last decision)")
    transfer: int = Field(description="tricks Law 64 moves to declarer's side at the end (as for the "
                          "proposal)")
    results: list[dict[str, int]] = Field(description="for `decide` 0..13 (declarer's side's tricks in the "
                                          "whole board): the board's tricks, made or down, and score "
                                          "(Law 77)")


class View(_Doc):
    """The table as one token may see it."""

    model_config = ConfigDict(extra="forbid")

    table: str = Field(description="the table's id")
    seq: int = Field(description="the events in the record: the number of the last one")
    you: Role = Field(description="the token's role")
    laws: str = Field(description="the edition of the Laws", examples=["2017"])
    mode: Literal["face_to_face", "online"]
    lang: str = Field(description="the language of the ruling texts", examples=["en"])
    contract: str = Field(examples=["4H", "3NTX"])
    board_data: BoardData = Field(description="the board's number, dealer and vulnerability as created")
    declarer: SeatLetter
    dummy: SeatLetter
    turn: SeatLetter | None = Field(description="whose turn it is to play (null when play is over)")
    hands: dict[str, str] = Field(description="the hands this token may see, seat -> PBN S.H.D.C "
                                  "(the cards held now)",
                                  examples=[{"S": "QT.5.AT943.AQ875", "N": "KJ852.QT864.Q.32"}])
    visible: list[SeatLetter] = Field(description="the seats in `hands`")
    dummy_faced: bool = Field(description="dummy's hand is spread (the opening lead is faced, Law 41C)")
    trick: list[str] = Field(description="the current trick, SEAT:CARD in play order")
    tricks: list[Trick] = Field(description="the completed tricks")
    won: dict[Literal["NS", "EW"], int] = Field(description="tricks won by each side")
    penalty_cards: list[PenaltyCard]
    premature: list[str] = Field(description="cards played before their turn, waiting (Law 57), SEAT:CARD")
    withdrawn: list[Withdrawn]
    legal: list[str] = Field(description="the cards this token's seat may play now (declarer: dummy's when "
                             "dummy is to play; the director: the seat to play)")
    legal_seat: SeatLetter | None = Field(description="the seat whose cards `legal` lists")
    waiting: Waiting | None = Field(description="the other side's choice this seat must wait for "
                                    "(`legal` is then empty)")
    correct: Correct | None = Field(description="the token's own revoke it may correct now (62A)")
    held: dict[SeatLetter, int] = Field(description="every seat's cards held face down (faced penalty "
                                        "cards and a card awaiting its turn not counted)")
    calls: list[Call] = Field(description="the calls of the director not yet answered")
    answers: list[Answer] = Field(description="what the director told the table: his findings and the "
                                  "decisions that answered calls, oldest first")
    open_choice: OpenChoice | None
    rulings: list[Ruling] = Field(description="every ruling so far (a delta view: those from "
                                  "`rulings_from` on)")
    rulings_from: int | None = Field(None, description="delta views only (socket `?delta=1`): the index "
                                     "of the first ruling in `rulings`; keep the ones before it")
    over: bool = Field(description="play is over")
    record: list[RecordEntry] | None = Field(None, description="the director's view only: every event")
    decide: DecideView | None = Field(None, description="the director's view only: what his `decide` on the "
                                      "adjudicated claim asks and would give, or null")
    words_max: int | None = Field(None, description="the director's view only: characters his own words "
                                  "(`x-ruling`) may have; more is refused (400 too_long), never cut")
    vulnerable: Literal["none", "ns", "ew", "both"] = Field(description="the board's vulnerability (Law 2)")
    claim: ClaimView | None = Field(description="the claim or concession, if any (Laws 68-71)")
    board: BoardRecord | None = Field(description="the hand record, once the board is over")
    next_table: str | None = Field(description="the next board's table at the same seats, once opened")


class EventBody(_Doc):
    """One event (incident-format.md "events"): exactly one act, and what qualifies it. The
    actor is the token's seat; the director's token gives `by`. Other fields than these are
    refused, except `x-...` ones (ignored)."""

    model_config = ConfigDict(extra="allow", json_schema_extra={"minProperties": 1})

    by: SeatLetter | None = Field(None, description="the seat that acted: the director's token only "
                                  "(a seat's token may give its own seat)")
    say: str | None = Field(None, description="words said (at most 300 characters)", examples=["small"])
    play: str | None = Field(None, description="a card faced in the played position", examples=["H2"])
    touch: str | None = Field(None, description="declarer touches a dummy card (with `purpose`)")
    show: str | None = Field(None, description="a defender's card seen outside normal play")
    hold: str | None = Field(None, description="declarer's own card held somewhere (with `where`)")
    dummy_places: str | None = Field(None, description="dummy puts a card in the played position")
    dummy_indicates: str | None = Field(None, description="dummy touches or points at a card")
    choose: str | None = Field(None, description="one of the `options` of the open choice",
                               examples=["accept_lead"])
    point: str | None = Field(None, description="declarer points at or nods to a dummy card")
    several: list[str] | str | None = Field(None, description="two or more cards faced at once (58B)")
    drop: str | None = Field(None, description="a card dropped accidentally")
    quit: bool | int | None = Field(None, description="the trick just completed is turned face down (true) "
                                    "or that trick's number")
    dummy_asks: str | None = Field(None, description="dummy's question (Laws 42-43)")
    dummy_warns: str | None = Field(None, description="dummy's warning (Laws 42-43)")
    dummy_draws_attention: str | None = Field(None, description="dummy draws attention (Laws 42-43)")
    dummy_calls_director: str | None = Field(None, description="dummy calls the director (Laws 42-43)")
    dummy_looks: str | None = Field(None, description="dummy looks at a hand (Laws 42-43)")
    dummy_says: str | None = Field(None, description="dummy says something (Laws 42-43)")
    call: Literal["director", "revoke"] | None = Field(None, description="a player calls the director "
                                                       "(attention drawn, 9B1; revoke: 61B)")
    reason: str | None = Field(None, description="call: what the caller says happened; dispute: why the "
                               "claim is disputed (at most 300 characters)")
    concerns: int | None = Field(None, ge=1, description="call: the number of the event the call is about")
    finding: int | None = Field(None, ge=1, description="the director's finding on event N (its "
                                "`findings`): that event and the later ones ruled again")
    lang: str | None = Field(None, description="the language of `say` (en, ru, sv, nl, de, fr)")
    purpose: Literal["play", "arrange", "reach"] | None = None
    where: Literal["touching_table", "played_position", "lifted"] | None = None
    partner_could_see: bool | None = None
    visible: list[str] | None = Field(None, description="several: the cards whose face could be seen")
    named: str | None = Field(None, description="several: the card the player designates")
    to_trick: int | None = Field(None, ge=1, le=13, description="play: an earlier trick the card is faced to "
                                 "(a revoke correction, 62A/62C3; refused by 63B once established)")
    face_down: bool | None = Field(None, description="play: the opening lead made face down (41A)")
    findings: dict[str, Any] | None = Field(None, description="findings of fact for this event (director)")
    to: str | None = None
    offender: str | None = None
    how: str | None = None
    about_dummy: bool | None = None
    declarer_revoked: bool | None = None
    expected_seq: int | None = Field(None, description="the events the client has seen: if the record holds "
                                     "another number, 409 stale_seq and nothing is written")
    type: Literal["event"] | None = Field(None, description="on the socket: may be given as `event`")


class Incident(IncidentModel):
    """One incident (incident-format.md): the position, then what was said and done."""

    model_config = ConfigDict(defer_build=True)

    events: list[EventBody] = Field(default_factory=list)


class Created(_Doc):
    """A new table: its id and a token per role (shown only once)."""

    table: str
    tokens: dict[Role, str]


class Acknowledged(_Doc):
    """An event written to the record: its number and its rulings."""

    seq: int = Field(description="the event's number in the record (1-based)")
    rulings: list[Ruling]


class PreviewRuling(_Doc):
    """One ruling of the words previewed (the engine's, on a copy of the position)."""

    outcome: str
    law: str
    needs: str | None = Field(description="the finding the director must make, if any")
    text: str
    card: str | None


class Preview(_Doc):
    """What declarer's words would do now: the engine rules them on a copy of the position (the
    preview is the ruling); nothing recorded."""

    outcome: str | None = Field(description="the last ruling's outcome")
    card: str | None = Field(description="the dummy card the ruling would play (e.g. the queen of "
                             "'the queen, no, the king', 46B3(b), before the 45C4(b) change)")
    law: str | None
    candidates: list[str]
    text: str
    reason: str = Field(description="why `outcome` is null (dummy not to play, words not understood)")
    rulings: list[PreviewRuling] = Field(description="every ruling of the words, in order")


class Called(_Doc):
    """The director was called: the `call` event recorded."""

    called: Literal[True]
    by: Role
    seq: int = Field(description="the `call` event's number")
    rulings: list[Ruling] = Field(description="its rulings (dummy's call: Law 43A1(a))")


class QueueEntry(_Doc):
    """One table waiting for the director."""

    table: str
    board: BoardData
    contract: str
    declarer: SeatLetter
    seq: int
    calls: list[Call]
    dispute: dict[str, Any] | None = Field(description="a disputed claim waiting for his decision: "
                                           "`{seq, by, claimer, reason}` (68D, 70; reason: the disputer's "
                                           "words or null)")
    needs: list[dict[str, Any]] = Field(
        description="rulings waiting for his finding: `{seq, law, needs, text}`")
    since: float | None = Field(description="the time (Unix seconds) of the oldest open call, when known")


class DirectorQueue(_Doc):
    """The director's queue across the tables in memory: calls and disputes first, oldest first."""

    tables: list[QueueEntry]


class RulingDocument(_Doc):
    """The `bridgelaw rule --json` document."""

    model_config = ConfigDict(extra="allow")

    format: str = Field(examples=["bridgelaw-ruling/1"])
    laws: str
    rulings: list[Ruling]


class DesignationDocument(Ruling):
    """The `bridgelaw designate --json` document: the ruling on the words (its fields at the
    top), with `format` and `laws`, and `rulings` (all of them) when the words gave several."""

    format: str = Field(examples=["bridgelaw-ruling/1"])
    laws: str
    rulings: list[Ruling] | None = None


class BoardAnswer(_Doc):
    """One board read into an incident's position (form (a))."""

    deal: str
    contract: str | None
    declarer: SeatLetter | None
    play: list[str]
    tricks: int
    board: str | None


# ------------------------------------------------------------------ the socket's messages


class ViewMessage(_Doc):
    """Server to client: the whole view (the first message; the answer to `hello` when nothing was missed)."""

    type: Literal["view"]
    seq: int
    view: View


class EventMessage(_Doc):
    """Server to client: an event was written. Broadcast to every client with the view its token may
    see (a delta view with `?delta=1`); in the answer to `hello`, only the last carries a (whole) view."""

    type: Literal["event"]
    seq: int
    rulings: list[Ruling] = Field(description="the rulings of this event")
    view: View | None = None


class AckMessage(_Doc):
    """Server to the sender of an event: it is written (before the event's own `event` message)."""

    type: Literal["ack"]
    seq: int
    rulings: list[Ruling]


class ErrorMessage(_Doc):
    """Server to client: the message was refused (nothing was written); the socket stays open."""

    type: Literal["error"]
    status: int = Field(description="the HTTP status the same refusal has over HTTP")
    error: ErrorDetail


class CallMessage(_Doc):
    """Server to every client of the table: a token called the director (the `call` event `seq`;
    the views hold it in `calls` until the director answers)."""

    type: Literal["call"]
    by: Role
    seq: int


class NextMessage(_Doc):
    """Server to every client of the table: the director opened the next board at the same seats
    (the same tokens serve at the new table)."""

    type: Literal["next"]
    table: str = Field(description="the new table's id")


class NextOpened(_Doc):
    """The next board's table (the same tokens serve there)."""

    table: str


class HelloMessage(_Doc):
    """Client to server: what was missed after event `after`."""

    type: Literal["hello"]
    after: int = Field(ge=0, description="the events the client has seen")


#: The socket's messages: name -> model (docs/schemas/<name>.json).
SOCKET_MESSAGES: dict[str, type[BaseModel]] = {
    "view-message": ViewMessage,
    "event-message": EventMessage,
    "ack-message": AckMessage,
    "error-message": ErrorMessage,
    "call-message": CallMessage,
    "next-message": NextMessage,
    "event": EventBody,
    "hello-message": HelloMessage,
}
