"""``bridgelaw designate``: the quick form of one Law 46 designation (typer CliRunner)."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from bridgelaw.cli import app
from bridgelaw.i18n import LANGUAGES

runner = CliRunner()
DUMMY = "KJ852.QT864.Q.32"
SHORT = "KJ852.QT8.Q.32"


def run(*args: str) -> tuple[int, str, str]:
    r = runner.invoke(app, ["designate", *args])
    return r.exit_code, r.stdout, r.stderr


def test_46B2_small_club_prints_card_clause_and_english_text() -> None:
    code, out, _ = run("small club", "--dummy", DUMMY, "--trick", "W:C4", "--trump", "S")
    assert code == 0
    assert out.splitlines()[0].startswith("played C2") and "[Law 46B2]" in out
    assert "the two of clubs" in out


def test_46B2_text_defaults_to_the_language_of_the_words() -> None:
    code, out, _ = run("маленькую пику", "--dummy", DUMMY, "--trick", "W:S4", "--trump", "S")
    assert code == 0 and "двойка пик" in out and "Правило 46B2" in out


def test_lang_option_chooses_the_text_language() -> None:
    code, out, _ = run("small club", "--dummy", DUMMY, "--trick", "W:C4", "--lang", "sv")
    assert code == 0 and "klövertvå" in out


def test_46B3a_last_trick_and_2007_wording() -> None:
    code, out, _ = run("7", "--words-lang", "nl", "--dummy", "3..74.", "--trump", "D",
                       "--last-trick", "S:D2,W:D5,N:DQ,E:D3", "--laws", "2007", "--lang", "en")
    assert code == 0 and "played D7" in out and "in which dummy won" in out


def test_json_is_the_ruling_object() -> None:
    code, out, _ = run("win", "--dummy", "AQ72...", "--trick", "E:S5,S:S3,W:SK", "--json")
    obj = json.loads(out)
    assert code == 0
    assert obj["format"] == "bridgelaw-ruling/1" and obj["laws"] == "2017"
    assert (obj["outcome"], obj["card"], obj["law"], obj["seat"]) == ("played", "SA", "46B1(b)", "N")
    assert obj["candidates"] == [] and obj["text"].startswith("Declarer said 'win'")


def test_option_changes_the_ruling_and_must_specify_lists_candidates() -> None:
    code, out, _ = run("nine", "--dummy", "..9.9", "--trick", "W:S5", "--json",
                       "--option", "O-46-B3B-LOCK=free")
    obj = json.loads(out)
    assert code == 0 and obj["outcome"] == "must_specify" and obj["candidates"] == ["C9", "D9"]
    assert obj["restricted"] is False


def test_dummy_seat_and_incontrovertible_finding() -> None:
    code, out, _ = run("low", "--dummy", "AQ72...", "--dummy-seat", "S", "--trick", "E:S5",
                       "--incontrovertible", "SQ")
    assert code == 0 and "played SQ" in out and "from S" in out and "[Law 46B]" in out


@pytest.mark.parametrize(("args", "message"), [
    (["small club", "--dummy", DUMMY, "--trick", "W:X2"], "--trick: 'X2' in 'W:X2' is not a card"),
    (["small", "--dummy", DUMMY, "--trick", "W:C4,N:C3"], "it is E's turn, not dummy's (N)"),
    (["small", "--dummy", DUMMY, "--trick", "W:C4", "--lang", "ja"],
     f"--lang: 'ja' is not a ruling language ({', '.join(LANGUAGES)}; no = nb)"),
    (["small", "--dummy", "KJ852.QT864.Q", "--trick", "W:C4"], "--dummy:"),
    (["small", "--dummy", DUMMY, "--trump", "Z"], "--trump: 'Z' is not S, H, D, C or NT"),
    (["small", "--dummy", DUMMY, "--laws", "2001"], "--laws:"),
    (["small", "--dummy", DUMMY, "--option", "O-46-WIN"], "--option: 'O-46-WIN' is not ID=VALUE"),
    (["small", "--dummy", DUMMY, "--option", "O-46-WIN=foo"], "does not allow 'foo'"),
    (["small", "--dummy", DUMMY, "--last-winner", "N"], "dummy holds 13 cards"),
    (["small", "--dummy", SHORT, "--last-trick", "N:DA,E:D3"], "--last-trick: 2 cards given"),
    (["small", "--dummy", SHORT, "--last-trick", "N:DQ,E:D3,S:D2,W:D5"], "--last-trick: N:DQ is also listed"),
    (["small", "--dummy", SHORT, "--last-winner", "E"], "dummy (N) is on lead, but E won"),
    (["small", "--dummy", SHORT, "--trick", "W:C4", "--last-winner", "E"], "W leads, but E won"),
    (["small", "--dummy", SHORT, "--last-trick", "N:DA,E:D3,S:D2,W:D5", "--last-winner", "E"],
     "--last-winner: E, but N won"),
    (["heart spade", "--dummy", DUMMY, "--trick", "W:C4"], "error: 'heart spade'"),
])
def test_bad_input_is_a_one_line_error_with_exit_code_2(args: list[str], message: str) -> None:
    code, out, err = run(*args)
    assert code == 2 and out == ""
    assert err.startswith("error: ") and message in err and "Traceback" not in err


def test_46A_words_not_understood_are_a_ruling_not_an_input_error() -> None:
    code, out, _ = run("blah blah", "--dummy", DUMMY, "--trick", "W:C4", "--json")
    obj = json.loads(out)
    assert code == 0 and obj["outcome"] == "not_understood" and obj["card"] is None and obj["law"] == "46A"
    assert [u["word"] for u in obj["unknown"]] == ["blah", "blah"]


def test_45C4b_correction_in_one_breath_prints_both_rulings() -> None:
    code, out, _ = run("the two of clubs, no, the three of clubs", "--dummy", DUMMY, "--trick", "W:C4",
                       "--json")
    obj = json.loads(out)
    assert code == 0 and [r["outcome"] for r in obj["rulings"]] == ["played", "director"]
    assert obj["rulings"][0]["card"] == "C2" and obj["needs"] == "slip_of_tongue"


# --- QA regressions: impossible positions (Law 41A), language options, --laws help ----------------


def test_41A_full_dummy_without_trick_is_refused_dummy_cannot_lead_trick_one() -> None:
    code, out, err = run("small", "--dummy", DUMMY)
    assert code == 2 and out == ""
    assert err.startswith("error: --trick: dummy holds 13 cards, so this is trick 1")
    assert "declarer's LHO, W (Law 41A)" in err and "dummy cannot be on lead" in err


def test_41A_full_dummy_trick_led_by_another_seat_is_refused() -> None:
    code, out, err = run("small", "--dummy", "AQ72.K85.J4.Q963", "--trick", "E:S5,S:S3,W:S4")
    assert code == 2 and out == ""
    assert err.startswith("error: --trick: dummy holds 13 cards, so this is trick 1")
    assert "declarer's LHO, W (Law 41A), not by E" in err and "Law 54" in err


def test_41A_opening_leader_follows_dummy_seat() -> None:
    # dummy South, declarer North: East (declarer's LHO) makes the opening lead
    code, out, _ = run("low", "--dummy", "AQ72.K85.J4.Q963", "--dummy-seat", "S", "--trick", "E:S5")
    assert code == 0 and out.startswith("played S2")
    code, _, err = run("low", "--dummy", "AQ72.K85.J4.Q963", "--dummy-seat", "S", "--trick", "W:S5,N:S3,E:S4")
    assert code == 2 and "declarer's LHO, E (Law 41A), not by W" in err


def test_46B1c_dummy_with_fewer_cards_is_mid_play_and_may_be_on_lead() -> None:
    code, out, _ = run("small", "--dummy", SHORT)
    assert code == 0 and out.startswith("director") and "needs: last_trick" in out


def test_lang_error_names_the_option_and_the_ruling_languages() -> None:
    code, out, err = run("small", "--dummy", DUMMY, "--trick", "W:C4", "--lang", "xx")
    assert (code, out) == (2, "")
    assert err == f"error: --lang: 'xx' is not a ruling language ({', '.join(LANGUAGES)}; no = nb)\n"


def test_words_lang_error_names_the_option_and_the_lexicon_languages() -> None:
    from bridgelaw.designation.lexicon import supported_languages

    code, out, err = run("small", "--dummy", DUMMY, "--trick", "W:C4", "--words-lang", "xx")
    assert (code, out) == (2, "")
    known = ", ".join(supported_languages())
    assert err == f"error: --words-lang: 'xx' is not a lexicon language ({known})\n"


def test_help_lists_every_edition_and_both_language_sets() -> None:
    r = runner.invoke(app, ["designate", "--help"], env={"COLUMNS": "200"})
    assert r.exit_code == 0
    assert "Edition of the Laws: 1963, 1975, 1987, 1997, 2007, 2017." in r.stdout
    assert f"Language of the text: {', '.join(LANGUAGES)}" in r.stdout


@pytest.mark.parametrize("laws", ["1963", "1975", "1987", "1997", "2007", "2017"])
def test_every_edition_in_the_help_is_accepted(laws: str) -> None:
    code, out, _ = run("small club", "--dummy", DUMMY, "--trick", "W:C4", "--laws", laws, "--json")
    assert code == 0 and json.loads(out)["laws"] == laws
