"""The entry point parses `designate` and `rule` by hand or with click (bridgelaw.cli.quick, no
typer: start-up); on the same command lines it prints what the typer commands print, with the
same exit code, for good input, usage errors and bad values; the hand parser reads a plain
command line as click does and leaves every other line to click."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bridgelaw.cli import QUICK, build_app, quick

EXAMPLES = Path(__file__).resolve().parents[1] / "docs" / "examples"
D = ["designate", "small club", "--dummy", "KJ852.QT864.Q.32", "--trick", "W:C4", "--trump", "S"]

CASES = [
    D,
    [*D, "--json"],
    [*D, "--json", "--lang", "ru", "--laws", "2007"],
    [*D, "--option", "O-46-WIN=public_master", "--option", "O-46-HIGHLOW=invalid", "--json"],
    ["designate", "--dummy=KJ852.QT864.Q.32", "small club", "--trick=W:C4", "--trump=S"],
    ["designate", "small club", "--trick", "W:C4"],  # missing --dummy
    ["designate", "--dummy", "KJ852.QT864.Q.32"],  # missing words
    [*D, "--bogus"],
    [*D, "--dummy"],  # an option without its value
    [*D, "--trump", "X"],  # a bad value: the command's own error line
    [*D, "--lang", "xx"],
    [*D, "--option", "nonsense"],
    [*D, "extra"],
    [*D, "--trick", "-"],  # values that look like options
    ["designate", "small club", "--dummy", "KJ852.QT864.Q.32", "--trick", "--json"],
    ["designate", "--", "--small", "--dummy", "x"],
    [*D, "--json", "--json"],
    [*D, "--trump", "H", "--trump", "S"],  # the last one wins
    ["designate", "queen", "--dummy", "AQ.K.-.-", "--trick", "W:S2", "--words-lang", "en", "--json"],
    ["designate", "--json", "--option=O-46-WIN=public_master", "small club", "--dummy=KJ852.QT864.Q.32",
     "--trick", "W:C4", "--trump", "S", "--dummy-seat", "N", "--laws=2007", "--lang", "sv"],
    ["designate", "пику", "--dummy", "KJ852.QT864.Q.32", "--trick", "W:C4", "--last-winner", "W"],
    [*D, "--trick", ""],  # an empty value: click decides
    [*D, "--json=1"],
    [*D, "-"],
    ["designate", "small club", "--dummy", "KJ852.QT864.Q.32", "--trick"],
    ["rule", str(EXAMPLES / "small-from-dummy.yaml"), "--json"],
    ["rule", str(EXAMPLES / "revoke-established-64A.yaml"), "--json", "--lang", "sv"],
    ["rule", "no-such-incident.yaml", "--json"],
    ["rule"],
    ["rule", str(EXAMPLES / "small-from-dummy.yaml"), "--lang", "xx"],
    ["rule", str(EXAMPLES / "small-from-dummy.yaml"), "--config"],
    ["rule", str(EXAMPLES / "small-from-dummy.yaml"), "--nope"],
    ["rule", "--lang=ru", str(EXAMPLES / "small-from-dummy.yaml"), "--json"],
    ["rule", str(EXAMPLES / "small-from-dummy.yaml"), str(EXAMPLES / "small-from-dummy.yaml")],
]

#: The command lines of CASES the hand parser leaves to click: usage errors, and what click
#: reads in its own way (a value that is empty or looks like an option, an option twice, "--").
_Y = str(EXAMPLES / "small-from-dummy.yaml")
NOT_PLAIN = [
    ["designate", "small club", "--trick", "W:C4"], ["designate", "--dummy", "KJ852.QT864.Q.32"],
    [*D, "--bogus"], [*D, "--dummy"], [*D, "extra"], [*D, "--trick", "-"],
    ["designate", "small club", "--dummy", "KJ852.QT864.Q.32", "--trick", "--json"],
    ["designate", "--", "--small", "--dummy", "x"], [*D, "--trump", "H", "--trump", "S"],
    [*D, "--trump", "X"], [*D, "--trick", ""], [*D, "--json=1"], [*D, "-"],
    ["designate", "small club", "--dummy", "KJ852.QT864.Q.32", "--trick"],
    ["rule"], ["rule", _Y, "--config"], ["rule", _Y, "--nope"], ["rule", _Y, _Y],
]


@pytest.mark.parametrize("argv", CASES, ids=[" ".join(c)[:60] for c in CASES])
def test_quick_path_prints_what_the_typer_command_prints(argv: list[str],
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    want = CliRunner().invoke(build_app(argv[0]), argv)
    code = quick.run(argv)
    got = capsys.readouterr()
    if code is None:  # not a valid command line: nothing ran, typer gives its usage error line
        assert (got.out, got.err) == ("", "")
        assert want.exit_code == 2 and want.stderr.startswith("error: ") and want.stdout == ""
        return
    assert (code, got.out, got.err) == (want.exit_code, want.stdout, want.stderr)


@pytest.mark.parametrize("argv", CASES, ids=[" ".join(c)[:60] for c in CASES])
def test_the_hand_parser_reads_a_plain_line_as_click_does_and_leaves_the_rest(argv: list[str]) -> None:
    import click

    kw = quick.parse_plain(argv)
    try:
        want = quick.command(argv[0]).make_context(f"bridgelaw {argv[0]}", list(argv[1:])).params
    except click.exceptions.ClickException:
        want = None
    if kw is not None:
        assert kw == want
    assert (kw is None) == (argv in NOT_PLAIN)


def test_rule_table_from_the_quick_path_equals_typer(capsys: pytest.CaptureFixture[str],
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "120")
    argv = ["rule", str(EXAMPLES / "small-from-dummy.yaml")]
    want = CliRunner().invoke(build_app("rule"), argv)
    code = quick.run(argv)
    got = capsys.readouterr()
    assert want.exit_code == code == 0
    assert got.out == want.stdout and "46B" in got.out


def test_quick_commands_do_not_import_typer_or_pydantic() -> None:
    script = ("import sys; from bridgelaw.cli import main; sys.argv = ['bridgelaw', *sys.argv[1:]]\n"
              "try:\n    main()\nexcept SystemExit:\n    pass\n"
              "print(sorted(m for m in ('typer', 'pydantic', 'rich') if m in sys.modules))")
    r = subprocess.run([sys.executable, "-c", script, *D], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0 and r.stdout.strip().endswith("[]"), (r.stdout, r.stderr)
    assert QUICK == ("designate", "rule")


#: Modules a plain `designate` call does not need (each costs milliseconds of start-up).
NOT_FOR_DESIGNATE = ("click", "typer", "pydantic", "rich", "pathlib", "hashlib", "pickle", "tomllib",
                     "uuid", "tempfile", "bridgelaw.laws.law45", "bridgelaw.engine")


@pytest.mark.parametrize("extra", [[], ["--json"]])
def test_a_plain_designate_call_imports_none_of_the_heavy_modules(extra: list[str]) -> None:
    script = ("import sys; before = set(sys.modules)\n"
              "from bridgelaw.cli import main; sys.argv = ['bridgelaw', *sys.argv[1:]]\n"
              "try:\n    main()\nexcept SystemExit:\n    pass\n"
              f"print(sorted(m for m in set(sys.modules) - before if m.startswith({NOT_FOR_DESIGNATE!r})))")
    r = subprocess.run([sys.executable, "-c", script, *D, *extra], capture_output=True, text=True,
                       timeout=120)
    assert r.returncode == 0 and "46B2" in r.stdout, (r.stdout, r.stderr)
    assert r.stdout.strip().splitlines()[-1] == "[]", r.stdout


def test_quick_help_is_typers_help() -> None:
    r = subprocess.run([sys.executable, "-c", "from bridgelaw.cli import main; main()",
                        "designate", "--help"],
                       capture_output=True, text=True, timeout=120)
    want = CliRunner().invoke(build_app("designate"), ["designate", "--help"], prog_name="bridgelaw")
    assert r.returncode == 0 and "--dummy" in r.stdout and "Rule on one designation" in r.stdout
    assert want.exit_code == 0 and "--incontrovertible" in r.stdout and "--incontrovertible" in want.stdout
