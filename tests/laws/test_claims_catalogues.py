"""The ruling texts of Laws 68, 69, 70, 71 and 77: every message of each home is translated in all
ten languages (gettext domains law68 ... law77), with the same placeholders, and nothing else."""

from __future__ import annotations

from types import ModuleType

import pytest
from babel.messages.pofile import read_po

from bridgelaw.i18n import LANGUAGES, LOCALE_DIR, template_fields
from bridgelaw.laws import law68, law69, law71, law77
from bridgelaw.laws.law70 import words as law70_words

HOMES: list[ModuleType] = [law68, law69, law70_words, law71, law77]


def _po(domain: str, lang: str) -> dict[str, tuple[str, ...]]:
    """msgid (a plural message: its singular) -> its translation (a plural message: every form)."""
    with (LOCALE_DIR / lang / "LC_MESSAGES" / f"{domain}.po").open("rb") as fh:
        cat = read_po(fh)
    out: dict[str, tuple[str, ...]] = {}
    for m in cat:
        if m.id:
            msgid = m.id if isinstance(m.id, str) else m.id[0]
            out[msgid] = (m.string,) if isinstance(m.string, str) else tuple(m.string)
    return out


def _fields(text: str) -> set[str]:
    # the parameters a text reads ({Law:{law}} reads law; {seat_gen} reads seat)
    return template_fields(text)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("home", HOMES, ids=lambda m: m.MESSAGES.domain)
def test_claims_catalogue_complete_not_stale_same_placeholders(home: ModuleType, lang: str) -> None:
    po = _po(home.MESSAGES.domain, lang)
    assert set(po) == set(home.MESSAGES), (set(po) - set(home.MESSAGES), set(home.MESSAGES) - set(po))
    for msgid, forms in po.items():
        for text in forms:
            assert text, f"{lang}: no translation of {msgid!r}"
            assert _fields(text) == _fields(msgid), (lang, msgid, text)
            if lang != "en" and _fields(msgid) != {"number"} and len(msgid) > 12:
                assert text != msgid, f"{lang}: {msgid!r} is not translated"
        if lang == "en":
            assert forms[0] == msgid


def test_claims_domains_are_the_homes_names() -> None:
    assert [m.MESSAGES.domain for m in HOMES] == ["law68", "law69", "law70", "law71", "law77"]
