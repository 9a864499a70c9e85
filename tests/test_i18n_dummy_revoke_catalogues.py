"""The catalogues of the domains of dummy and the revoke (``law64``: Laws 62D-64, ``law42_43``:
Laws 42-43) are complete in every language of ``i18n.LANGUAGES``, have no stale entries, keep
the placeholders, are not left in English, and render real rulings in every language.
(``test_i18n_play`` checks every law module's completeness too; this adds staleness and the
non-English check for these domains.)"""

from __future__ import annotations

import pytest

from bridgelaw.cards import Card, Seat, Suit
from bridgelaw.i18n import LANGUAGES, render
from bridgelaw.laws.home import assemble_messages
from bridgelaw.laws.law42_43 import DummyState, parse_dummy_event, rule_dummy_event
from bridgelaw.laws.law63 import RevokeCase
from bridgelaw.laws.law64 import rule_revokes_64
from bridgelaw.table import Trick, trick_winner
from catalogue_helpers import fields, po_forms

DOMAINS = ["law64", "law42_43"]


def _po(domain: str, lang: str) -> dict[str, tuple[str, ...]]:
    return po_forms(domain, lang)


_fields = fields


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("domain", DOMAINS)
def test_catalogue_complete_not_stale_same_placeholders(domain: str, lang: str) -> None:
    po = _po(domain, lang)
    mine = assemble_messages()[domain]
    assert set(po) == mine, (set(po) - mine, mine - set(po))
    for msgid, forms in po.items():
        for msgstr in forms:
            assert msgstr.strip() and _fields(msgstr) == _fields(msgid), (lang, msgid)
            if lang != "en":
                assert msgstr != msgid, f"{lang}: left in English: {msgid!r}"
        if lang == "en":
            assert forms[0] == msgid


def _trick(n: int, text: str) -> Trick:
    cards = tuple((Seat.parse(x[0]), Card.parse(x[2:])) for x in text.split())
    return Trick(n, cards[0][0], cards, trick_winner(cards, Suit.SPADES))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rulings_render_in_every_language(lang: str) -> None:
    tricks = [_trick(1, "W:H2 N:H5 E:S3 S:HA"), _trick(2, "E:CA S:C2 W:C3 N:C4")]
    v = rule_revokes_64(tricks, [RevokeCase(1, Seat.E, Card.parse("S3"), Suit.HEARTS)], declarer=Seat.S)
    ev = parse_dummy_event({"by": "N", "dummy_looks": "E"})
    rulings = [*v.rulings, *rule_dummy_event(ev, DummyState(declarer=Seat.S))]
    for r in rulings:
        text = render(r, lang).text
        assert text and "{" not in text, (lang, r.law, text)
    if lang == "ru":
        assert "Фальшренонс" in render(v.rulings[0], lang).text
