"""The ruling texts of Laws 68, 69, 70, 71 and 77: every message of each home is translated in all
ten languages (gettext domains law68 ... law77), with the same placeholders, and nothing else."""

from __future__ import annotations

import string
from types import ModuleType

import pytest
from babel.messages.pofile import read_po

from bridgelaw.i18n import LANGUAGES, LOCALE_DIR, placeholder_base
from bridgelaw.laws import law68, law69, law71, law77
from bridgelaw.laws.law70 import words as law70_words

HOMES: list[ModuleType] = [law68, law69, law70_words, law71, law77]


def _po(domain: str, lang: str) -> dict[str, str]:
    with (LOCALE_DIR / lang / "LC_MESSAGES" / f"{domain}.po").open("rb") as fh:
        cat = read_po(fh)
    return {m.id: m.string for m in cat if m.id and isinstance(m.id, str) and isinstance(m.string, str)}


def _fields(text: str) -> set[str]:
    return {placeholder_base(f) for _, f, _, _ in string.Formatter().parse(text) if f}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("home", HOMES, ids=lambda m: m.MESSAGES.domain)
def test_claims_catalogue_complete_not_stale_same_placeholders(home: ModuleType, lang: str) -> None:
    po = _po(home.MESSAGES.domain, lang)
    assert set(po) == set(home.MESSAGES), (set(po) - set(home.MESSAGES), set(home.MESSAGES) - set(po))
    for msgid, text in po.items():
        assert text, f"{lang}: no translation of {msgid!r}"
        assert _fields(text) == _fields(msgid), (lang, msgid, text)
        if lang == "en":
            assert text == msgid
        elif _fields(msgid) != {"number"} and len(msgid) > 12:
            assert text != msgid, f"{lang}: {msgid!r} is not translated"


def test_claims_domains_are_the_homes_names() -> None:
    assert [m.MESSAGES.domain for m in HOMES] == ["law68", "law69", "law70", "law71", "law77"]
