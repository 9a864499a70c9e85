"""bridgelaw.untrusted escapes control and bidirectional characters; a text that holds none is
returned as it is without compiling the regular expressions (the start-up of one call): the result is
the regular expression's on any text."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from bridgelaw.untrusted import _BIDI, error_line, escape_controls, json_escape_controls

ALL = re.compile(f"[\x00-\x1f\x7f-\x9f{_BIDI}]")
BUT_NL = re.compile(f"[\x00-\x09\x0b-\x1f\x7f-\x9f{_BIDI}]")


def _esc(m: re.Match[str]) -> str:
    code = ord(m.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


TEXTS = st.text(alphabet=st.one_of(st.characters(), st.sampled_from(["\n", "\t", "\x1b", "\x85", *_BIDI])))


@given(TEXTS)
def test_escape_controls_is_the_regex_on_any_text(text: str) -> None:
    assert escape_controls(text) == ALL.sub(_esc, text)
    assert escape_controls(text, keep_newlines=True) == BUT_NL.sub(_esc, text)
    assert json_escape_controls(text) == BUT_NL.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def test_a_printable_text_is_returned_unchanged_and_a_control_is_escaped() -> None:
    assert escape_controls("пику, please\nnext", keep_newlines=True) == "пику, please\nnext"
    assert escape_controls("a\x1b[31mb\u202e") == "a\\x1b[31mb\\u202e"
    assert error_line("bad\nfile\x07") == "error: bad; file\\x07"
