"""Bad input: each gets one line ``error: <where>: <why>``, exit code 2, no
traceback, nothing written - deep nesting, a deal whose hands are not 13 cards, a trick or last
trick the hands make impossible, control characters, click/typer usage errors."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from bridgelaw.cli import app
from bridgelaw.errors import IncidentFormatError
from bridgelaw.incident import parse_incident, read_mapping
from bridgelaw.untrusted import (
    MAX_DEPTH,
    check_nesting,
    check_structure,
    error_line,
    escape_controls,
    json_escape_controls,
)

DEAL = "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"
EXAMPLE = Path(__file__).resolve().parent.parent / "docs" / "examples" / "small-from-dummy.yaml"


def run(*args: str) -> tuple[int, str, str]:
    r = CliRunner().invoke(app, list(args))
    assert r.exception is None or isinstance(r.exception, SystemExit), r.exception
    return r.exit_code, r.stdout, r.stderr


def one_error_line(err: str) -> str:
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), err
    assert "Traceback" not in err and "╭" not in err
    return lines[0]


def bad(data: dict[str, Any]) -> IncidentFormatError:
    with pytest.raises(IncidentFormatError) as e:
        parse_incident(data)
    return e.value


# ------------------------------------------------------------------ nesting thousands deep


@pytest.mark.parametrize(("suffix", "text"), [
    (".json", "[" * 5000 + "]" * 5000),
    (".yaml", "contract: " + "[" * 5000 + "]" * 5000),
    (".json", '{"contract": ' + '{"a": ' * 3000 + "1" + "}" * 3000 + "}"),
])
def test_deep_nesting_is_one_line_exit_2(tmp_path: Path, suffix: str, text: str) -> None:
    p = tmp_path / f"deep{suffix}"
    p.write_text(text, encoding="utf-8")
    rec = tmp_path / "out.jsonl"
    code, out, err = run("rule", str(p), "--record", str(rec))
    line = one_error_line(err)
    assert code == 2 and out == "" and not rec.exists()
    assert str(p) in line and "nested" in line


def test_nesting_the_parser_can_read_is_still_refused_with_its_place() -> None:
    data = {"contract": "2S", "declarer": "S", "deal": DEAL, "x-deep": [[[[[[]]]]]]}
    inner: Any = 1
    for _ in range(MAX_DEPTH + 5):
        inner = [inner]
    data["x-deep"] = inner
    e = bad(data)
    assert "nested more than 100 levels deep at x-deep[0][0][0][0][0]..." in str(e)


def test_yaml_alias_bomb_is_refused() -> None:
    text = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
    for i in range(1, 9):
        text += f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}" if i > 1 else "*a"] * 10) + "]\n"
    with pytest.raises(IncidentFormatError, match="more than 1000000 values"):
        read_mapping(text, file="bomb.yaml")


def test_shallow_incident_passes_the_structure_check() -> None:
    check_structure({"events": [{"by": "S", "say": "small", "findings": {"x-a": [1, {"b": 2}]}}]})


# ------------------------------------------------------------------ the deal: 13 cards a hand


def test_deal_hand_of_12_cards_is_refused_naming_the_seat() -> None:
    e = bad({"contract": "2S", "declarer": "S",
             "deal": "N:KJ852.QT864.Q.3 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"})
    assert e.path == "deal" and "N's hand 'KJ852.QT864.Q.3' has 12 cards" in str(e)
    assert "'-'" in str(e) and "partial" in str(e)


def test_deal_empty_hand_written_as_dots_is_refused() -> None:
    e = bad({"contract": "2S", "declarer": "S",
             "deal": "N:KJ852.QT864.Q.32 ... QT.5.AT943.AQ875 93.KJ72.8762.K96"})
    assert "E's hand '...' has 0 cards" in str(e)


def test_deal_with_explicit_unknown_hands_is_partly_known_legitimately() -> None:
    inc = parse_incident({"contract": "2S", "declarer": "S",
                          "deal": "N:KJ852.QT864.Q.32 - QT.5.AT943.AQ875 -", "play": ["H2"]})
    t = inc.setup.table()
    assert t.trick_number == 1 and len(t.current_trick) == 1


# ------------------------------------------------------------------ trick / last_trick


BASE_B: dict[str, Any] = {"contract": "4H", "declarer": "S"}


def test_last_trick_winner_who_did_not_win_is_refused_44E() -> None:
    e = bad({**BASE_B, "hands": {"N": "AQ72.K85.J4.Q96"}, "partial": [],
             "last_trick": {"winner": "N", "cards": ["W:CK", "N:C3", "E:C8", "S:CA"]}})
    assert e.path == "last_trick.winner" and "S won that trick with CA" in str(e)


def test_last_trick_trumped_winner_is_the_trump_44E() -> None:
    inc = parse_incident({**BASE_B, "hands": {"N": "AQ72.K85.J4.Q96"}, "partial": ["N"],
                          "last_trick": {"cards": ["W:CK", "N:H2", "E:C8", "S:CA"]}})
    assert inc.setup.last_trick is not None and inc.setup.last_trick.winner is not None
    assert inc.setup.last_trick.winner.letter == "N"


def test_last_trick_out_of_rotation_is_refused_44B() -> None:
    e = bad({**BASE_B, "hands": {"N": "AQ72.K85.J4.Q96"}, "partial": ["N"],
             "last_trick": {"cards": ["W:CK", "E:C8", "N:C3", "S:CA"]}})
    assert e.path == "last_trick.cards[1]" and "out of rotation" in str(e)


def test_last_trick_card_still_in_a_hand_is_refused() -> None:
    e = bad({**BASE_B, "hands": {"N": "AQ72.K85.J4.Q96"}, "partial": ["N"],
             "last_trick": {"cards": ["W:CK", "N:CQ", "E:C8", "S:CA"]}})
    assert e.path == "last_trick.cards[1]" and "N cannot still hold it" in str(e)


def test_last_trick_at_trick_one_is_refused() -> None:
    e = bad({**BASE_B, "hands": {"N": "AQ72.K85.J4.Q963"}, "trick": ["W:S5"],
             "last_trick": {"cards": ["W:CK", "N:C2", "E:C8", "S:CA"]}})
    assert e.path == "last_trick" and "trick 1" in str(e)


def test_opening_lead_by_declarer_side_is_refused_41A() -> None:
    e = bad({**BASE_B, "hands": {"N": "AQ72.K85.J4.Q963"}, "trick": ["S:S5"]})
    assert e.path == "trick[0]" and "Law 41A" in str(e)


def test_opening_lead_by_rho_is_accepted_54() -> None:
    inc = parse_incident({**BASE_B, "hands": {"N": "AQ72.K85.J4.Q963"}, "trick": ["E:S5"]})
    assert inc.setup.table().trick_number == 1


def test_current_trick_led_by_someone_other_than_last_winner_is_refused_44G() -> None:
    e = bad({**BASE_B, "hands": {"N": "AQ72.K85.J4.Q96"}, "partial": ["N"], "trick": ["E:S5"],
             "last_trick": {"cards": ["W:CK", "N:C3", "E:C8", "S:CA"]}})
    assert e.path == "trick[0]" and "S won the last trick" in str(e) and "44G" in str(e)


def test_rule_cli_refuses_impossible_trick_exit_2_nothing_written(tmp_path: Path) -> None:
    p = tmp_path / "inc.yaml"
    p.write_text('contract: 4H\ndeclarer: S\nhands: {N: "AQ72.K85.J4.Q963"}\ntrick: [S:S5]\n'
                 "events:\n  - {by: E, play: S6}\n", encoding="utf-8")
    rec = tmp_path / "rec.jsonl"
    code, out, err = run("rule", str(p), "--record", str(rec))
    assert code == 2 and out == "" and not rec.exists()
    assert "trick[0]" in one_error_line(err)


# ------------------------------------------------------------------ control characters


def test_control_characters_in_a_file_name_are_escaped(tmp_path: Path) -> None:
    code, _, err = run("rule", str(tmp_path / "ba\x1b[2Jd\u202e.yaml"))
    line = one_error_line(err)
    assert code == 2 and "\x1b" not in line and "\u202e" not in line
    assert "ba\\x1b[2Jd\\u202e.yaml" in line


def test_control_characters_in_rule_output_are_escaped(tmp_path: Path) -> None:
    p = tmp_path / "c.yaml"
    p.write_text('contract: 2S\ndeclarer: S\nhands: {N: "KJ852.QT864.Q.32"}\n'
                 'events:\n - {by: S, say: "sm\\x9b2Jall\\u202e"}\n', encoding="utf-8")
    code, out, _ = run("rule", str(p), "--json")
    assert code == 0 and "\x9b" not in out and "\u202e" not in out
    assert json.loads(out)["rulings"][0]["law"] == "45C4(a)"
    code, out, _ = run("rule", str(p))
    assert code == 0 and "\x9b" not in out and "\u202e" not in out


def test_control_characters_in_designate_output_are_escaped() -> None:
    _, out, _ = run("designate", "small\u202e", "--dummy", "KJ852.QT864.Q.32", "--trick", "W:H2",
                       "--trump", "S")
    assert "\u202e" not in out


def test_escape_controls_examples() -> None:
    assert escape_controls("a\x1b[2Jb\x07\x7f\x9b") == "a\\x1b[2Jb\\x07\\x7f\\x9b"
    assert escape_controls("дама ♠") == "дама ♠"
    assert escape_controls("a\nb", keep_newlines=True) == "a\nb"
    assert escape_controls("a\nb") == "a\\x0ab"
    assert error_line("x\nnot valid\n") == "error: x; not valid"


@settings(max_examples=200)
@given(st.text())
def test_escaped_text_has_no_control_characters_and_json_stays_equal(text: str) -> None:
    esc = escape_controls(text)
    assert all(ch.isprintable() or ch == " " or not (ord(ch) < 0x20 or 0x7f <= ord(ch) <= 0x9f)
               for ch in esc)
    doc = json.dumps({"t": text}, ensure_ascii=False)
    safe = json_escape_controls(doc)
    assert json.loads(safe) == {"t": text}
    assert not any(0x7f <= ord(ch) <= 0x9f or ch == "\u202e" for ch in safe)


# ------------------------------------------------------------------ usage errors: one line, exit 2


@pytest.mark.parametrize("args", [
    ["nosuch"],
    ["rule"],
    ["rule", str(EXAMPLE), "--bogus"],
    ["rule", str(EXAMPLE), "--lang"],
    ["designate"],
    ["designate", "small"],
    ["designate", "small", "--dummy", "AK..."  , "--frob"],
    ["replay"],
    ["replay", ".", "--limit", "-1"],
    ["replay", ".", "--limit", "many"],
    ["demo", "--bogus"],
    ["demo", "extra-argument"],
])
def test_usage_errors_are_one_line_exit_2_for_every_command(args: list[str]) -> None:
    code, out, err = run(*args)
    line = one_error_line(err)
    assert code == 2 and out == ""
    assert "--help" in line


def test_help_still_prints_and_exits_0() -> None:
    code, out, _ = run("rule", "--help")
    assert code == 0 and "Usage" in out


# ------------------------------------------------------------------ 10^5 deep: checked before parsing


DEEP = 100_000


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    """``bridgelaw`` in a process of its own: a crash (a segmentation fault) is an exit code here,
    not the end of the test run."""
    return subprocess.run([sys.executable, "-c", "from bridgelaw.cli import main; main()", *args],
                          capture_output=True, text=True, timeout=300)


@pytest.mark.parametrize(("name", "text"), [
    ("brackets.yaml", "[" * DEEP + "]" * DEEP + "\n"),
    ("brackets-open.yaml", "[" * DEEP + "\n"),
    ("mappings.yaml", "{a: " * DEEP + "1" + "}" * DEEP + "\n"),
    ("dashes.yaml", "- " * DEEP + "x\n"),
    ("in-a-field.yaml", "contract: 4S\nx-deep: " + "[" * DEEP + "]" * DEEP + "\n"),
    ("brackets.json", "[" * DEEP + "]" * DEEP),
    ("objects.json", '{"a": ' * DEEP + "1" + "}" * DEEP),
])
def test_nested_ten_to_the_five_deep_is_one_line_exit_2(tmp_path: Path, name: str, text: str) -> None:
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    r = _cli("rule", str(p))
    assert r.returncode == 2, (r.returncode, r.stderr[-300:])  # was 139 (SIGSEGV) for the YAML files
    line = one_error_line(r.stderr)
    assert r.stdout == "" and str(p) in line and "nested more than 100 levels deep" in line


def test_deep_config_file_is_one_line_exit_2(tmp_path: Path) -> None:
    cfg = tmp_path / "options.yaml"
    cfg.write_text("options: " + "[" * DEEP + "]" * DEEP + "\n", encoding="utf-8")
    r = _cli("rule", str(EXAMPLE), "--config", str(cfg))
    assert r.returncode == 2 and "nested more than 100 levels deep" in one_error_line(r.stderr)


def test_deep_record_line_is_refused_naming_the_line() -> None:
    from bridgelaw.record import Record

    head = '{"format": "bridgelaw-record/1", "setup": {}}'
    with pytest.raises(IncidentFormatError) as e:
        Record.from_jsonl(head + "\n" + "[" * DEEP + "]" * DEEP + "\n", file="deep.jsonl")
    assert e.value.path == "line 2" and "nested more than 100 levels deep" in str(e.value)


def test_every_incident_file_of_the_project_passes_the_nesting_scan() -> None:
    root = Path(__file__).resolve().parent.parent
    files = [*root.glob("docs/examples/*.yaml"), *root.glob("tests/data/**/*.yaml"),
             *root.glob("src/bridgelaw/data/*.yaml")]
    assert len(files) > 100
    for p in files:
        check_nesting(p.read_text(encoding="utf-8"), file=str(p))


@pytest.mark.parametrize("text", [
    'say: "[[[[[[[[[["\n' * 30,                  # brackets in quoted text are no nesting
    "say: it's [[[[[[[[[[ a plain scalar\n" * 30,  # nor in a plain scalar of a block mapping
    "x-note: |\n  [[[[[[[[[[\n    [[[[[[[[[[\n" * 20,  # nor in a block scalar
    "a: 1 # [[[[[[[[[[\n" * 30,                   # nor in a comment
])
def test_nesting_scan_reads_brackets_only_where_they_nest(text: str) -> None:
    check_nesting(text, max_depth=5)


@pytest.mark.parametrize("text", [
    "[a'" + "[" * 200,          # a quote inside a plain flow scalar hides nothing
    "'x': " + "[" * 200,
    '{"a\\"": ' + "[" * 200,     # an escaped quote does not end the string
    "- " * 200 + "x",
    "".join(" " * i + "a:\n" for i in range(200)),
    "--- " + "[" * 200,
])
def test_nesting_scan_is_not_fooled(text: str) -> None:
    with pytest.raises(IncidentFormatError, match="nested more than 100 levels deep"):
        check_nesting(text)


def _depth(value: Any) -> int:
    return 1 + max(map(_depth, value.values() if isinstance(value, dict) else value), default=0) \
        if isinstance(value, dict | list) else 0


_NESTED = st.recursive(
    st.one_of(st.integers(), st.text(max_size=5), st.none()),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner, max_size=3),
    max_leaves=60,
)


@settings(max_examples=300, deadline=None)
@given(value=_NESTED, flow=st.booleans())
def test_nesting_scan_estimate_is_within_a_factor_of_two(value: Any, flow: bool) -> None:
    """The scan's estimate E of a YAML or JSON text of real depth D: D/2 <= E <= D + 2, so a
    text refused is deeper than any incident and one passed is shallow enough for the parsers."""
    import yaml

    depth = _depth(value)
    texts = [("JSON", json.dumps(value)), ("YAML", json.dumps(value)),
             ("YAML", yaml.safe_dump(value, default_flow_style=flow, allow_unicode=True))]
    for kind, text in texts:
        check_nesting(text, kind=kind, max_depth=depth + 2)  # never far above the real depth
        if depth >= 4:
            with pytest.raises(IncidentFormatError):
                check_nesting(text, kind=kind, max_depth=depth // 2 - 1)  # never below half of it


# ------------------------------------------------------------------ a hostile user's review (fuzz)


_INCIDENT_YAML = (f'contract: 2S\ndeclarer: S\ndeal: "{DEAL}"\nplay: [H2]\n'
                  "events:\n  - {by: S, say: small}\n")


def test_a_fifo_nobody_writes_to_is_refused_not_waited_for(tmp_path: Path) -> None:
    """`bridgelaw rule FIFO` waited for a writer for ever; it now waits for a first byte for
    INPUT_WAIT seconds and says what the file is."""
    import os

    from bridgelaw.untrusted import read_input

    fifo = tmp_path / "incident.yaml"
    os.mkfifo(fifo)
    with pytest.raises(IncidentFormatError, match="not a regular file but a FIFO or pipe, and nothing came"):
        read_input(fifo, wait=0.2)
    r = _cli("rule", str(fifo))  # INPUT_WAIT (10 s) in the command
    assert r.returncode == 2 and "FIFO" in one_error_line(r.stderr) and str(fifo) in r.stderr


def test_a_pipe_with_a_writer_is_still_read(tmp_path: Path) -> None:
    """`bridgelaw rule /dev/stdin < x` and `<(...)` keep working: a pipe is read once its
    first byte comes."""
    r = subprocess.run([sys.executable, "-c", "from bridgelaw.cli import main; main()", "rule", "/dev/stdin",
                        "--json"], input=_INCIDENT_YAML, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["rulings"][0]["card"] == "H4"


def test_an_endless_device_is_refused_at_the_size_limit() -> None:
    from bridgelaw.untrusted import read_input

    with pytest.raises(IncidentFormatError, match="larger than 1 MiB: refused"):
        read_input("/dev/zero", limit=1024 * 1024)


def test_a_binary_config_file_is_one_line_not_a_traceback(tmp_path: Path) -> None:
    cfg = tmp_path / "options.toml"
    cfg.write_bytes(bytes(range(256)))
    code, out, err = run("rule", str(EXAMPLE), "--config", str(cfg))
    assert (code, out) == (2, "")  # was a UnicodeDecodeError traceback, exit 1
    assert one_error_line(err) == f"error: {cfg}: not UTF-8 text"


def test_a_json_incident_with_a_byte_order_mark_is_read(tmp_path: Path) -> None:
    p = tmp_path / "bom.json"
    p.write_text("\ufeff" + json.dumps({"contract": "2S", "declarer": "S", "deal": DEAL, "play": ["H2"],
                                        "events": [{"by": "S", "say": "small"}]}), encoding="utf-8")
    code, out, err = run("rule", str(p), "--json")
    assert code == 0, err  # was "not valid JSON at line 1, column 1: Unexpected UTF-8 BOM"
    assert json.loads(out)["rulings"][0]["card"] == "H4"


@pytest.mark.parametrize(("name", "text", "where"), [
    ("dup.yaml", _INCIDENT_YAML + "contract: 7NT\n",
     "not valid YAML at line 7, column 1: the key 'contract' is given twice in one mapping "
     "(first at line 1)"),
    ("dup-event.yaml", _INCIDENT_YAML.replace("{by: S, say: small}", "{by: S, say: small, by: E}"),
     "the key 'by' is given twice in one mapping"),
    ("dup.json", f'{{"contract": "2S", "declarer": "S", "deal": "{DEAL}", "declarer": "N"}}',
     "not valid JSON: the key 'declarer' is given twice in one object"),
    ("dup-json-read-as-yaml.yaml", '{"contract": "2S", "declarer": "S", "declarer": "N"}',
     "the key 'declarer' is given twice"),
])
def test_a_key_given_twice_is_refused_not_the_last_one_kept(tmp_path: Path, name: str, text: str,
                                                             where: str) -> None:
    """PyYAML and json kept the last of two equal keys without a word: `contract: 2S` then
    `contract: 7NT` was ruled as 7NT."""
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    code, out, err = run("rule", str(p), "--json")
    assert (code, out) == (2, "")
    assert where in one_error_line(err)


def test_a_key_given_twice_in_a_config_file_is_refused(tmp_path: Path) -> None:
    cfg = tmp_path / "options.yaml"
    cfg.write_text("options:\n  O-46-WIN: known\n  O-46-WIN: director\n", encoding="utf-8")
    code, _, err = run("rule", str(EXAMPLE), "--config", str(cfg))
    assert code == 2 and "the key 'O-46-WIN' is given twice" in one_error_line(err)


def test_yaml_merge_keys_are_not_duplicates() -> None:
    data = read_mapping("a: &a {x: 1, y: 2}\nb:\n  <<: *a\n  y: 3\n", file="merge.yaml")
    assert data["b"] == {"x": 1, "y": 3}


# ------------------------------------------------------------------ replay: what the reader could not read

_LIN = ("pn|South,West,North,East|st||md|3S345H567QD37TC456,S67H39TD289JC2TQA,S2TJAHJAD46QAC3JK,|rh||"
        "ah|Board 1|sv|o|mb|1D|mb|p|mb|p|mb|p|pg||pc|SK|pc|S3|pc|S6|pc|SA|pg||pc|DA|pc|D5|pc|D3|pc|D2|pg||")
_PBN = ('[Event "x"]\n[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
        '[Deal "W:K8.KJT953.9.JT63 QJ93..876543.742 T65.Q42.QT.AKQ85 A742.A876.AKJ2.9"]\n'
        '[Declarer "N"]\n[Contract "4S"]\n[Result "11"]\n[Play "E"]\nCK\tC9\tC3\tC2\nDT\tDA\tD9\tD3\n')


@pytest.mark.parametrize(("name", "text", "detail"), [
    ("mc99.lin", _LIN + "mc|99|",
     "claim mc|99| is not 0-13 tricks (tag 22); the play read replays as stopped"),
    ("mcabc.lin", _LIN + "mc|abc|", "claim mc|abc| is not 0-13 tricks"),
    ("pcZZ.lin", _LIN + "pc|ZZ|", "'ZZ' is not a card (tag 22 pc|ZZ|)"),
    ("result99.pbn", _PBN.replace('"11"', '"99"'), "result '99' is not a number of tricks (line 8 [Result])"),
    ("playZZ.pbn", _PBN.replace("CK\tC9", "ZZ\t!!"), "'ZZ' is not a card (line 10 [Play])"),
    ("playX.pbn", _PBN.replace('[Play "E"]', '[Play "X"]'), "[Play] seat: 'X' is not a seat"),
    ("contract9Z.pbn", _PBN.replace('"4S"', '"9Z"'), "contract '9Z' by 'N'"),
])
def test_replay_a_board_the_reader_could_not_read_is_never_clean(tmp_path: Path, name: str, text: str,
                                                                  detail: str) -> None:
    """The reader attached the problem to the board, but the class ignored it: a LIN claim
    mc|99| or a PBN [Result "99"] gave 'stopped', a [Play] of cards that are not cards or a
    contract '9Z' gave 'no_play' - clean classes, so `--strict` passed and nothing was listed."""
    p = tmp_path / name
    p.write_text(text + "\n" + (_LIN.replace("Board 1", "Board 2") if name.endswith(".lin") else ""),
                 encoding="utf-8")
    for engine in ("table", "bulk"):
        code, out, _ = run("replay", str(p), "--json", "--engine", engine, "--workers", "1", "--no-dd")
        (entry,) = json.loads(out)["problems"]
        assert entry["class"] == "unreadable" and detail in entry["detail"], (engine, entry)
    code, _, _ = run("replay", str(p), "--strict", "--workers", "1", "--no-dd")
    assert code == 1


def test_replay_bulk_core_hands_an_impossible_claim_to_the_reader() -> None:
    """The C core kept its claim unchanged for mc|14| or more and counted the board clean; the
    whole-file path now classes it as the Table does (a board in the middle of a file)."""
    from bridgelaw.bulk import FAST_LIN, replay_lin_text
    from bridgelaw.replay import Summary

    if not FAST_LIN:
        pytest.skip("the compiled bulk core is not built")
    text = "\n".join([_LIN, _LIN + "mc|99|", _LIN]).replace("pn|", "qx|o1|pn|") + "\n"
    summary = Summary()
    replay_lin_text(text, "x.lin", summary)
    assert summary.counts["unreadable"] == 1 and summary.counts["stopped"] == 2, summary.counts


def test_replay_a_fifo_is_a_problem_not_a_hang(tmp_path: Path) -> None:
    import os

    fifo = tmp_path / "archive.lin"
    os.mkfifo(fifo)
    r = _cli("replay", str(fifo), "--json")
    assert r.returncode == 0, r.stderr
    (entry,) = json.loads(r.stdout)["problems"]
    assert entry["class"] == "unreadable" and entry["detail"].startswith("not a regular file")
