"""The director's findings of fact: the names the rules know, their documented defaults
(laws.md §4, docs/incident-format.md "Findings"), and how a findings mapping is read
(:func:`parse_findings`). :mod:`bridgelaw.incident` reads them from an incident's ``findings``
and an event's own; the engine layers the two (:meth:`Findings.layered`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from bridgelaw.cards import Card, Seat
from bridgelaw.errors import IncidentFormatError, NotationError

__all__ = ["FINDING_DEFAULTS", "Findings", "parse_findings"]


#: The findings of fact the rules know, with their documented defaults (laws.md §4).
FINDING_DEFAULTS: dict[str, Any] = {
    "slip_of_tongue": False,  # 45C4(b): default false (O-45C4B-FINDING)
    "pause_for_thought": False,  # 45C4(b) 1963-2007: "without pause for thought"
    "incontrovertible": None,  # 46B preamble: the card declarer incontrovertibly meant
    "deemed_lead": False,  # 45E: the fifth card is deemed a lead
    "accidental": False,  # 45E1: a defender's fifth card fell in by accident (RU commentary 45.7(ii))
    "partner_could_see": None,  # 45C1/49: None = the event's own value or true (O-45C1-COULD-SEE)
    "intended_card": None,  # 50B/58B: the card the player meant to play
    "suggestion": True,  # 45F: dummy's act suggested a play (director's judgement)
    "director_otherwise": False,  # 50 preamble: director designates otherwise than a penalty card
    "told_turn": None,  # 47E1: the seat an opponent told it was his turn (else words decide)
    "declarer_saw_dummy": False,  # 54C: declarer could have seen a card of dummy (he must accept)
    "director_present": False,  # 42A1: the director is at the table when dummy gives information
    "attention_drawn": False,  # 43A1(a): another player has drawn attention to an irregularity
    # 65A/66C: the trick just completed was turned face down (quitted) when the next card was
    # faced; None = not known, read as quitted: the card is a lead, not a fifth card (45E)
    # (law65_66.trick_quitted_66)
    "trick_quitted": None,
    "played_intentionally": False,  # drop: the director finds the dropped card was played (45C1)
    "undiscovered_until_next_trick": False,  # several: 58B4, not discovered before the next trick
    # 62A: the card the offender faces corrects his revoke not yet established (True),
    # or is his lead or play to the next trick (False); None: the position decides
    "corrects_revoke": None,
    # 45D: declarer's designation of a dummy card corrects dummy's unnamed card of the trick just
    # completed (True), also when that card won the trick and dummy is on lead; False: it is a new
    # designation (dummy's lead); None: the position decides (a correction unless dummy is on lead)
    "corrects_dummys_card": None,
    # 58A: this event's card was faced at the same moment as the card of event N (0-based, as the
    # rulings number events), an earlier event of another seat: it is deemed subsequent to it -
    # ruled after it, as the record orders it (None: not simultaneous)
    "simultaneous_with": None,
    # claims (claims.md §1): 70C2 the claimer knew a trump was out (None: option O-70C-PRESUMPTION);
    # 70D1 the stated line is normal (None: the analysis decides); 68D2(b) (2017) the non-claimers
    # asked to play on and all four agreed: the claim is void and play continues
    "claimer_aware_of_trump": None,
    "claim_line_normal": None,
    "continue_play": False,
}
_CARD_FINDINGS = ("incontrovertible", "intended_card")
_BOOL_FINDINGS = (
    "slip_of_tongue",
    "pause_for_thought",
    "deemed_lead",
    "accidental",
    "partner_could_see",
    "suggestion",
    "director_otherwise",
    "declarer_saw_dummy",
    "director_present",
    "attention_drawn",
    "trick_quitted",
    "played_intentionally",
    "undiscovered_until_next_trick",
    "corrects_revoke",
    "corrects_dummys_card",
    "claimer_aware_of_trump",
    "claim_line_normal",
    "continue_play",
)


@dataclass(frozen=True)
class Findings:
    """The director's findings of fact; missing ones take :data:`FINDING_DEFAULTS`.

    Use :meth:`get` for a finding and :meth:`given` to know whether it was stated.
    """

    values: Mapping[str, Any] = field(default_factory=dict)

    def get(self, name: str) -> Any:
        """The finding ``name`` (parsed: cards as :class:`Card`, seats as :class:`Seat`)."""
        if name in self.values:
            return self.values[name]
        return FINDING_DEFAULTS.get(name)

    def given(self, name: str) -> bool:
        """True if the finding was stated (not defaulted)."""
        return name in self.values

    def layered(self, more: Mapping[str, Any]) -> Findings:
        """These findings with ``more`` (an event's own findings, already parsed) on top."""
        merged = dict(self.values)
        merged.update(more)
        return Findings(merged)


def parse_findings(raw: Mapping[str, Any] | None, *, path: str = "findings") -> dict[str, Any]:
    """Validate and parse a findings mapping (cards to :class:`Card`, ``told_turn`` to :class:`Seat`).

    Raises:
        IncidentFormatError: an unknown finding (``x-`` prefixed ones are kept as they are),
            a bad card, seat or boolean.
    """
    out: dict[str, Any] = {}
    if raw is None:
        return out
    if not isinstance(raw, Mapping):
        raise IncidentFormatError("must be a mapping of finding = value", path=path)
    for k, v in raw.items():
        p = f"{path}.{k}"
        if str(k).startswith("x-"):
            out[str(k)] = v
        elif k in _CARD_FINDINGS:
            try:
                out[k] = None if v is None else Card.parse(str(v))
            except NotationError:
                raise IncidentFormatError(f"{v!r} is not a card", path=p) from None
        elif k in _BOOL_FINDINGS:
            if v is not None and not isinstance(v, bool):
                raise IncidentFormatError(f"must be true or false (got {v!r})", path=p)
            if v is not None:
                out[k] = v
        elif k == "simultaneous_with":
            if isinstance(v, bool) or not isinstance(v, int) or v < 0:
                raise IncidentFormatError(
                    f"must be the number of an earlier event, 0 for the first (got {v!r})", path=p)
            out[k] = v
        elif k == "told_turn":
            try:
                out[k] = None if v is None else Seat.parse(str(v))
            except NotationError as e:
                raise IncidentFormatError(str(e), path=p) from None
        else:
            raise IncidentFormatError(
                f"unknown finding {k!r}; known: {', '.join(sorted(FINDING_DEFAULTS))}", path=p
            )
    return out
