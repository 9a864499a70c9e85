"""The end of the board outside the claims (claims.md §1 "the end of the board", Law 77): the
incident's ``vulnerable``, ``won`` and ``leader`` fields, the ``result`` ruling after trick 13
(with Law 64's transfers), the hand record of ``bridgelaw rule`` and its PBN, read back by the
project's PBN reader."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from bridgelaw.cards import Seat, Vulnerability
from bridgelaw.cli import app
from bridgelaw.engine import TableSession
from bridgelaw.errors import IncidentFormatError, NotationError
from bridgelaw.forms import rule_board
from bridgelaw.i18n import LANGUAGES
from bridgelaw.incident import parse_incident
from bridgelaw.notation.pbn import read_pbn
from bridgelaw.rulings import Outcome
from bridgelaw.texts import outcome_words, ui_text

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "docs" / "examples" / "end-of-board-score-77.yaml"
DEAL = "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"
#: 2S by N, played out with the leader's highest and the others' lowest legal card: N/S take 5.
PLAY = ("HA H5 H2 H4 SA ST S3 S2 DK D3 D2 DQ CJ C5 C6 C2 DJ D4 D6 C3 CT C7 C9 S5 SK S4 SQ S9 HQ H3 C8 H7 "
        "SJ S6 D9 D7 HT H9 DT HJ CK H6 C4 CQ HK H8 D5 CA D8 S8 S7 DA").split()


def run(*args: str) -> tuple[int, str, str]:
    r = CliRunner().invoke(app, list(args), env={"COLUMNS": "200"})
    assert r.exception is None or isinstance(r.exception, SystemExit), r.exception
    return r.exit_code, r.stdout, r.stderr


def incident(**more: Any) -> dict[str, Any]:
    return {"contract": "2S", "declarer": "N", "deal": DEAL, "play": PLAY, **more}


@pytest.mark.parametrize(("text", "vul"), [("none", "none"), ("NS", "ns"), ("e-w", "ew"), ("All", "both"),
                                            ("Both", "both"), ("-", "none"), ("Love", "none")])
def test_77_vulnerability_read_in_the_incident_and_pbn_forms(text: str, vul: str) -> None:
    assert Vulnerability.parse(text).value == vul
    assert parse_incident(incident(vulnerable=text)).vulnerable.value == vul


def test_77_a_vulnerability_that_is_none_of_them_is_refused_on_its_field() -> None:
    with pytest.raises(NotationError):
        Vulnerability.parse("red")
    with pytest.raises(IncidentFormatError, match=r"^vulnerable: 'red' is not a vulnerability"):
        parse_incident(incident(vulnerable="red"))


@pytest.mark.parametrize(("vul", "score"), [("none", -150), ("ns", -300), ("ew", -150), ("both", -300)])
def test_77_after_trick_13_the_board_is_scored_for_the_vulnerability(vul: str, score: int) -> None:
    s = TableSession.from_incident(parse_incident(incident(vulnerable=vul)))
    end = s.finish()
    assert [(r.outcome, r.law) for r in end] == [(Outcome.RESULT, "77")]
    r = end[0]
    assert (r.extra["tricks"], r.extra["down"], r.extra["score"]) == (5, 3, score) and "made" not in r.extra


def test_77_an_unfinished_board_has_no_result() -> None:
    s = TableSession.from_incident(parse_incident(incident(play=PLAY[:51])))
    assert s.finish() == []
    assert rule_board(parse_incident(incident(play=PLAY[:51]))).document.get("board") is None


def test_77_a_contract_without_a_level_has_tricks_but_no_score() -> None:
    s = TableSession.from_incident(parse_incident(incident(contract="S")))
    r = s.finish()[0]
    assert r.outcome is Outcome.RESULT and r.extra["tricks"] == 5 and r.extra["score"] is None


def test_77_after_a_revoke_the_result_counts_the_64A_transfer() -> None:
    """docs/examples/revoke-established-64A.yaml played out: E revokes at trick 1 (C4 on a
    diamond), establishes it, and Law 64 moves tricks to N/S before the board is scored."""
    from bridgelaw.record import Event

    s = TableSession.from_incident(parse_incident(
        {"contract": "2S", "declarer": "S", "deal": DEAL, "play": ["D2", "DQ"]}))
    s.apply(Event.from_json({"by": "E", "play": "C4"}))
    while not s.table.is_over:
        t = s.table
        legal = t.legal_cards()
        card = max(legal, key=lambda c: c.rank) if not t.current_trick else min(legal, key=lambda c: c.rank)
        seat = t.declarer if t.turn is t.dummy else t.turn
        s.apply(Event.from_json({"by": seat.letter, "play": str(card)}))
    end = s.finish()
    total = next(r for r in end if r.outcome is Outcome.TRANSFER and r.law == "64A")
    result = end[-1]
    assert result.outcome is Outcome.RESULT and total.extra["to"] == "N/S"
    after = s.table.declarer_tricks + total.extra["tricks"]
    assert result.extra["tricks"] == total.extra["declarer_tricks"] == after


def test_form_b_won_and_leader_build_the_position() -> None:
    hands = {"N": ".KQJ..", "E": "..432.", "S": "...AKQ", "W": "A.98.."}
    inc = parse_incident({"contract": "3NT", "declarer": "S", "won": {"declarer": 8, "defenders": 2},
                          "leader": "E", "hands": hands})
    t = inc.setup.table()
    assert t.turn is Seat.E and t.tricks_won == (8, 2) and t.trick_number == 11 and inc.setup.tricks_known


@pytest.mark.parametrize(("more", "message"), [
    ({"won": {"declarer": 8, "defenders": 1}}, r"^won: 9 tricks won before the position, but the hands show "
                                               r"trick 11"),
    ({"won": {"declarer": -1, "defenders": 11}}, r"^won\.declarer: must be a number of tricks"),
    ({"won": {"declarer": 8}}, r"^won\.defenders: required field is missing"),
    ({"leader": "X"}, r"^leader: 'X' is not a seat"),
    ({"leader": "W", "trick": ["E:D4"], "hands": {"N": ".KQJ..", "E": "..32.", "S": "...AKQ", "W": "A.98.."}},
     r"^leader: W, but E led the current trick"),
])
def test_form_b_won_and_leader_refused_with_one_line(more: dict[str, Any], message: str) -> None:
    base = {"contract": "3NT", "declarer": "S", "won": {"declarer": 8, "defenders": 2},
            "hands": {"N": ".KQJ..", "E": "..432.", "S": "...AKQ", "W": "A.98.."}}
    with pytest.raises(IncidentFormatError, match=message):
        parse_incident({**base, **more})


def test_won_and_leader_belong_to_form_b() -> None:
    with pytest.raises(IncidentFormatError, match=r"^won: 'won' belongs to form \(b\)"):
        parse_incident(incident(won={"declarer": 0, "defenders": 0}))


def test_77_a_position_without_won_leaves_the_result_to_the_director() -> None:
    inc = parse_incident({"contract": "3NT", "declarer": "S", "leader": "S",
                          "hands": {"N": "...2", "E": "...3", "S": "...A", "W": "...4"},
                          "events": [{"by": "S", "play": "CA"}, {"by": "W", "play": "C4"},
                                     {"by": "S", "play": "C2"}, {"by": "E", "play": "C3"}]})
    s = TableSession.from_incident(inc)
    s.apply_all(inc.events)
    r = s.finish()[-1]
    assert (r.outcome, r.law, r.needs, r.extra["tricks_since"]) == (Outcome.DIRECTOR, "77", "won", 1)


def test_rule_json_board_and_pbn_round_trip(tmp_path: Path) -> None:
    out = tmp_path / "board.pbn"
    code, stdout, stderr = run("rule", str(EXAMPLE), "--json", "--pbn", str(out))
    assert code == 0, stderr
    doc = json.loads(stdout)
    board = doc["board"]
    assert board["result"] == {"tricks": 5, "down": 3, "score": -300} and board["vulnerable"] == "ns"
    assert len(board["tricks"]) == 13 and board["tricks"][0] == {
        "number": 1, "leader": "E", "cards": ["E:HA", "S:H5", "W:H2", "N:H4"], "winner": "E"}
    (b,) = list(read_pbn(out))
    assert not b.problems
    assert b.contract is not None
    assert (b.contract.text, b.vulnerability, b.result, b.score) == ("2S", "NS", 5, -300)
    assert [(s.letter, str(c)) for s, c in b.play] == [tuple(x.split(":")) for tr in board["tricks"]
                                                       for x in tr["cards"]]
    assert "{event 3: result Law 77." in out.read_text(encoding="utf-8")


def test_rule_table_prints_the_result_line() -> None:
    code, stdout, stderr = run("rule", str(EXAMPLE))
    assert code == 0, stderr
    assert "Result: 2S by N, vulnerable ns: 5 tricks, 3 down, -300 to N/S" in stdout


@pytest.mark.parametrize("lang", [x for x in LANGUAGES if x != "en"])
def test_rule_table_prints_the_end_of_the_board_in_the_language(lang: str) -> None:
    """The hand record and the result line in the language asked for (no English, the
    cards in the language's letters, the number of tricks with its plural form)."""
    code, stdout, stderr = run("rule", str(EXAMPLE), "--lang", lang)
    assert code == 0, stderr
    last = stdout.strip().splitlines()[-1]
    assert "tricks" not in last and " by " not in last and "vulnerable" not in last
    assert ui_text("board", "{count} trick", lang, count=5) in last
    assert outcome_words("result", lang) in stdout


@pytest.mark.parametrize("lang", [x for x in LANGUAGES if x != "en"])
def test_every_outcome_has_words_in_every_language(lang: str) -> None:
    for outcome in Outcome:
        assert outcome_words(outcome.value, lang) != outcome.value, (lang, outcome)


def test_rule_pbn_to_a_folder_is_one_line_exit_2(tmp_path: Path) -> None:
    code, _, stderr = run("rule", str(EXAMPLE), "--pbn", str(tmp_path))
    assert code == 2 and stderr.startswith("error: --pbn: cannot write") and "Traceback" not in stderr
