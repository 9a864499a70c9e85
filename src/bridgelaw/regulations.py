"""Options the Laws leave to regulating authorities or to the Director (laws.md §4).

Each option has an id (``"O-46-WIN"``), its allowed values, a documented default (which may
depend on the edition) and the reason for that default. A :class:`Regulations` value holds
the choices in force; it is passed explicitly to every rule, never global. It can be built
from a mapping (an incident's ``options:``) or a configuration file (TOML or YAML)::

    # bridgelaw.toml
    [options]
    "O-46-WIN" = "public_master"
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from bridgelaw.editions import Edition
from bridgelaw.errors import IncidentFormatError

if TYPE_CHECKING:  # imported where a file is read: a quick `designate` call reads none
    from pathlib import Path

__all__ = ["OPTIONS", "Option", "OptionId", "Regulations"]


class OptionId(StrEnum):
    """The id of an option (laws.md §4): a typed name that is equal to its string
    (``OptionId.O_46_WIN == "O-46-WIN"``), so both may be used wherever an id is asked for."""

    O_45B_MOMENT = "O-45B-MOMENT"
    O_POINTING = "O-POINTING"
    O_45C4B_WINDOW = "O-45C4B-WINDOW"
    O_16C_45C4B = "O-16C-45C4B"
    O_46_HIGHLOW = "O-46-HIGHLOW"
    O_46_HIGHLOW_LEAD = "O-46-HIGHLOW-LEAD"
    O_46_WIN = "O-46-WIN"
    O_46_RUFF = "O-46-RUFF"
    O_46_COVER = "O-46-COVER"
    O_46_PLEASE = "O-46-PLEASE"
    O_46_RUN = "O-46-RUN"
    O_46_B3A = "O-46-B3A"
    O_46_B3B_LOCK = "O-46-B3B-LOCK"
    O_46_B5 = "O-46-B5"
    O_46B4_RHO_PLAYED = "O-46B4-RHO-PLAYED"
    O_50B_TWO_CARDS = "O-50B-TWO-CARDS"
    O_45D2 = "O-45D2"
    O_50_DIRECTOR_OTHERWISE = "O-50-DIRECTOR-OTHERWISE"
    O_66_AUTO_QUIT = "O-66-AUTO-QUIT"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True)
class Option:
    """One option: id, allowed values, defaults by edition, and the clauses it belongs to.

    Attributes:
        id: the option id of laws.md §4, e.g. ``OptionId.O_46_WIN`` (``"O-46-WIN"``).
        values: the allowed values.
        defaults: ``(since, value)`` bands, the earliest first: the default under an edition
            is the value of the latest band at or before the code it is ruled as
            (:attr:`Edition.ruled_as`); any number of bands.
        doc: what it decides and why the defaults.
        clauses: the clauses (2017 labels, :mod:`bridgelaw.clauses`) whose reading it settles.

    Raises (on construction):
        ValueError: no band, a default that is not an allowed value, bands out of order.
    """

    id: OptionId
    values: tuple[str, ...]
    defaults: tuple[tuple[Edition, str], ...]
    doc: str
    clauses: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not self.defaults:
            raise ValueError(f"{self.id}: no default")
        for since, value in self.defaults:
            if value not in self.values:
                raise ValueError(f"{self.id}: default {value!r} (since {since}) is not one of {self.values}")
        years = [since.year for since, _ in self.defaults]
        if years != sorted(set(years)):
            raise ValueError(f"{self.id}: default bands out of order: {years}")

    @property
    def default(self) -> str:
        """The default under the latest code (2017)."""
        return self.defaults[-1][1]

    def default_for(self, edition: Edition) -> str:
        """The default value under ``edition``: the latest band at or before it (as ruled)."""
        target = edition.ruled_as
        found = self.defaults[0][1]
        for since, value in self.defaults:
            if since <= target:
                found = value
        return found


#: The clauses (2017 labels) whose reading each option settles.
_CLAUSES_OF: dict[OptionId, tuple[str, ...]] = {
    OptionId.O_45B_MOMENT: ("45B", "45C4(a)"),
    OptionId.O_POINTING: ("45C4(a)", "45C3"),
    OptionId.O_45C4B_WINDOW: ("45C4(b)",),
    OptionId.O_16C_45C4B: ("16C", "45C4(b)", "45D"),
    OptionId.O_46_HIGHLOW: ("46B1(a)", "46B1(c)"),
    OptionId.O_46_HIGHLOW_LEAD: ("46B1(a)", "46B1(c)", "46B3(a)"),
    OptionId.O_46_WIN: ("46B1(b)",),
    OptionId.O_46_RUFF: ("46B2",),
    OptionId.O_46_COVER: ("46B1(b)",),
    OptionId.O_46_PLEASE: ("46B5",),
    OptionId.O_46_RUN: ("46B",),
    OptionId.O_46_B3A: ("46B3(a)",),
    OptionId.O_46_B3B_LOCK: ("46B3(b)",),
    OptionId.O_46_B5: ("46B5",),
    OptionId.O_46B4_RHO_PLAYED: ("46B4",),
    OptionId.O_50B_TWO_CARDS: ("50B",),
    OptionId.O_45D2: ("45D2",),
    OptionId.O_50_DIRECTOR_OTHERWISE: ("50",),
    OptionId.O_66_AUTO_QUIT: ("65A", "66C", "45E1", "45E2"),
}


def _option(
    oid: OptionId, values: tuple[str, ...], default: str, doc: str, *, older_default: str | None = None
) -> Option:
    """An option whose default is ``default`` from 2017 and ``older_default`` (if given) for the
    codes before; its clauses from :data:`_CLAUSES_OF`."""
    bands = ((Edition.E1963, older_default), (Edition.E2017, default)) if older_default else (
        (Edition.E1963, default),)
    return Option(oid, values, bands, doc, _CLAUSES_OF[oid])


OPTIONS: dict[str, Option] = {
    o.id: o
    for o in (
        _option(OptionId.O_45B_MOMENT, ("named", "faced"), "named",
               "When a dummy card named by declarer counts as played: when named (45C4(a)), or only when "
               "dummy faces it (45B; meanwhile the naming is ruled not_played and a defender's card is "
               "played before dummy's, Law 57)."),
        _option(OptionId.O_POINTING, ("designation", "touch", "nothing"), "designation",
               "Declarer pointing at or nodding to a dummy card (event 'point'): a designation (45C4(a), "
               "57C footnote), played and not correctable under 45C4(b); or a touch (45C3, played); or "
               "nothing (not played)."),
        _option(OptionId.O_45C4B_WINDOW, ("any_card", "legal_card"), "any_card",
               "45C4(b) window closes when declarer next plays any card (the stricter reading)."),
        _option(OptionId.O_16C_45C4B, ("offending", "strict"), "offending",
               "After a 45C4(b)/45D correction declarer's side is treated as offending for 16C."),
        _option(OptionId.O_46_HIGHLOW, ("invalid", "defenders_choose", "any_suit"), "invalid",
               "'high'/'low' when dummy has no card of the suit led: invalid (46B4 by analogy) under 2017; "
               "the 2007/1997 text ('the highest/lowest card') is read literally: any suit.",
               older_default="any_suit"),
        _option(OptionId.O_46_HIGHLOW_LEAD, ("suit_dummy_won_with", "invalid", "defenders_choose"),
               "suit_dummy_won_with",
               "'high'/'low'/'small' with dummy on lead: the suit with which dummy won the last "
               "trick (46B3(a) analogue), else invalid."),
        _option(OptionId.O_46_WIN,
                ("known", "last_only_else_high", "public_master", "td_double_dummy", "director"),
               "known",
               "'win' (46B1(b)): the lowest card known to win the trick: when dummy is last, the lowest card "
               "that beats the current winner (a trump if void); otherwise the lowest card that no card a "
               "defender may still hold can beat (a master; a trump when dummy ruffs and no higher trump is "
               "out; a plain card only when no defender may hold a trump), else read as 'high'; a dummy that "
               "cannot beat the card winning so far 'cannot win'. The defenders may hold any card not in "
               "dummy, not played and not in declarer's hand (declarer's own cards win for his side). "
               "public_master: the same with declarer's hand unseen (the public reading); "
               "last_only_else_high: the pre-2026 default (no masters when dummy is not last)."),
        _option(OptionId.O_46_RUFF, ("lowest_trump", "lowest_winning_trump"), "lowest_trump",
               "'ruff': dummy's lowest trump (46B2 with the trump suit); in no trump: invalid."),
        _option(OptionId.O_46_COVER, ("lowest_beating", "high", "director"), "lowest_beating",
               "'cover': the lowest card of the suit led that beats the highest card so far; "
               "if none, director."),
        _option(OptionId.O_46_PLEASE, ("low", "any"), "low",
               "'play'/'please'/'yes': read as 'low' (EBU practice); 'any' gives 46B5."),
        _option(OptionId.O_46_RUN, ("wbf_2000", "disallow"), "wbf_2000",
               "'run the <suit>': each next card the highest remaining of that suit (WBF LC 2000 #6)."),
        _option(OptionId.O_46_B3A, ("trump_suit", "suit_led"), "trump_suit",
               "46B3(a) after dummy ruffed: 2017 'the suit with which dummy won the preceding trick' is "
               "the suit of the card it won with, the trump suit (laws.md §3, 17). 2007 and older say 'the "
               "suit in which dummy won' (seed 000: 'ту масть, в которой болван выиграл предыдущую "
               "взятку'), which reads naturally as the suit of the trick, the suit led; the 2017 change of "
               "wording to 'with which' would have been needless if the old text already meant the trump "
               "suit. Older default: suit_led. The ruling text names the option in either reading.",
               older_default="suit_led"),
        _option(OptionId.O_46_B3B_LOCK, ("restricted", "free"), "restricted",
               "46B3(b): after 'nine' with two legal nines, declarer must choose one of the nines."),
        _option(OptionId.O_46_B5, ("next_to_play_decides", "first_to_speak", "director"),
               "next_to_play_decides",
               "46B5: when the defenders disagree, the defender next to play decides (55A analogy)."),
        _option(OptionId.O_46B4_RHO_PLAYED, ("57D_53_56", "47E1", "penalty_major"), "57D_53_56",
               "Dummy's LHO plays after declarer's invalid call (46B4), before dummy played: 57D when dummy "
               "was to follow / 53-56 when dummy was to lead; 47E1 (retracted, no rectification); or "
               "penalty_major (major penalty card, NBB Delft 2007)."),
        _option(OptionId.O_50B_TWO_CARDS, ("intent_based", "always_minor"), "intent_based",
               "Two cards played together, a non-honour left over: major if it was the card meant "
               "to be played."),
        _option(OptionId.O_45D2, ("card_stands",), "card_stands",
               "45D once both sides have played to the next trick: the card stands."),
        _option(OptionId.O_50_DIRECTOR_OTHERWISE, ("false", "true"), "false",
               "Law 50 preamble: the Director designates that a defender's exposed card is not a "
               "penalty card (a finding; default: it is one)."),
        _option(OptionId.O_66_AUTO_QUIT, ("off", "on"), "off",
               "Whether the platform quits each trick itself as its fourth card is played (65A, 66C; "
               "online tables): on - every completed trick is quitted at once, so a card faced after it "
               "is always a lead to the next trick (in turn, or 53-56 out of turn), never a fifth card "
               "(45E); off (default, a table with physical cards) - a trick is quitted by a 'quit' event, "
               "or by the finding trick_quitted; where neither says, the card is read as a lead too."),
    )
}


@dataclass(frozen=True)
class Regulations:
    """The options in force: a mapping of option id to value; missing ids take the default.

    Raises (on construction):
        IncidentFormatError: an unknown option id or a value it does not allow (path
            ``options.<id>``).
    """

    choices: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for k, v in self.choices.items():
            opt = OPTIONS.get(k)
            if opt is None:
                raise IncidentFormatError(
                    f"unknown option {k!r}; known options: {', '.join(sorted(OPTIONS))}", path=f"options.{k}"
                )
            if v not in opt.values:
                raise IncidentFormatError(
                    f"option {k} does not allow {v!r}; allowed: {', '.join(opt.values)}", path=f"options.{k}"
                )

    def get(self, option_id: str, edition: Edition) -> str:
        """The value of ``option_id`` under ``edition`` (the choice made, else the default).

        Raises:
            KeyError: ``option_id`` is not a known option (a programming error).
        """
        if option_id in self.choices:
            return self.choices[option_id]
        return OPTIONS[option_id].default_for(edition)

    def with_choices(self, more: Mapping[str, Any]) -> Regulations:
        """A copy with ``more`` choices layered on top (values converted to str)."""
        merged = dict(self.choices)
        merged.update({str(k): str(v) for k, v in more.items()})
        return Regulations(merged)

    @classmethod
    def from_file(cls, path: str | Path) -> Regulations:
        """Read a configuration file: TOML (``[options]`` table) or YAML (``options:`` map).

        Raises:
            IncidentFormatError: unreadable file, no ``options`` table, or a bad option.
        """
        from pathlib import Path

        p = Path(path)
        try:
            raw = p.read_text(encoding="utf-8")
        except OSError as e:
            raise IncidentFormatError(f"cannot read configuration: {e.strerror}", file=str(p)) from None
        data: Any
        try:
            if p.suffix.lower() == ".toml":
                import tomllib

                data = tomllib.loads(raw)
            else:
                import yaml

                data = yaml.load(raw, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
        except Exception as e:  # any parse error becomes a clear one-line message
            raise IncidentFormatError(_parse_problem(e, p.suffix), file=str(p)) from None
        if not isinstance(data, dict) or not isinstance(data.get("options", {}), dict):
            raise IncidentFormatError("expected an 'options' table of option id = value", path="options",
                                      file=str(p))
        try:
            return cls({str(k): str(v) for k, v in data.get("options", {}).items()})
        except IncidentFormatError as e:
            raise IncidentFormatError(e.problem, path=e.path, file=str(p)) from None


def _parse_problem(e: Exception, suffix: str) -> str:
    """One line saying why a configuration file is not valid TOML/YAML: the kind, the line and
    column where known, and the parser's problem (a YAML error's own text spans several lines)."""
    kind = "TOML" if suffix.lower() == ".toml" else "YAML"
    mark = getattr(e, "problem_mark", None)
    problem = getattr(e, "problem", None)
    if mark is not None:
        where = f"line {mark.line + 1}, column {mark.column + 1}"
        return f"not valid {kind} at {where}: {problem or 'syntax error'}"
    first = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
    return f"not valid {kind}: {first}"
