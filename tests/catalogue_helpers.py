"""Reading the gettext catalogues in the tests: a plural message (``msgid_plural``) is keyed by
its singular msgid and has all its forms; a template's parameters are
:func:`bridgelaw.i18n.template_fields` (``{card_acc}``, ``{card_g:m=...}``, ``{card_cap}`` read
``card``; ``{Law:{law},{d}}`` reads ``law`` and ``d``)."""

from __future__ import annotations

from functools import cache

from babel.messages.pofile import read_po

from bridgelaw.i18n import LOCALE_DIR, template_fields


@cache
def po_entries(domain: str, lang: str) -> dict[tuple[str | None, str], tuple[str, ...]]:
    """``{(context, msgid): forms}`` of ``locale/<lang>/LC_MESSAGES/<domain>.po``."""
    with (LOCALE_DIR / lang / "LC_MESSAGES" / f"{domain}.po").open("rb") as f:
        cat = read_po(f, locale=lang)
    out = {}
    for m in cat:
        if m.id:
            msgid = m.id if isinstance(m.id, str) else m.id[0]
            forms = m.string if isinstance(m.string, tuple) else (m.string,)
            out[(m.context, str(msgid))] = tuple(str(s) for s in forms)
    return out


def po_forms(domain: str, lang: str) -> dict[str, tuple[str, ...]]:
    """``{msgid: forms}`` of the entries without a context."""
    return {msgid: forms for (ctx, msgid), forms in po_entries(domain, lang).items() if ctx is None}


def po(domain: str, lang: str) -> dict[str, str]:
    """``{msgid: msgstr}`` of the entries without a context (a plural message: its first form)."""
    return {msgid: forms[0] for msgid, forms in po_forms(domain, lang).items()}


def fields(template: str) -> set[str]:
    """The parameters a template reads."""
    return template_fields(template)
