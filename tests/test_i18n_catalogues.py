"""The gettext catalogues are assembled from the homes of the Laws (docs/architecture.md, "The
home of a Law"): every domain's ``.po`` file in every language holds exactly the messages the
homes declare in that domain, no more (a stale text) and no fewer; and a message's name means one
text in every home (no two ``M_01`` of different texts)."""

from __future__ import annotations

import pytest

from bridgelaw.i18n import LANGUAGES
from bridgelaw.laws.home import Messages, assemble_messages, home_modules, home_names, load_home
from catalogue_helpers import po_forms


def _po(domain: str, lang: str) -> set[str]:
    """The msgids of a catalogue (a plural message by its singular)."""
    return set(po_forms(domain, lang))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_domain_holds_exactly_the_homes_messages(lang: str) -> None:
    for domain, msgids in assemble_messages().items():
        po = _po(domain, lang)
        assert po == msgids, (domain, sorted(po - msgids)[:3], sorted(msgids - po)[:3])


def test_a_message_name_means_one_text_in_every_home() -> None:
    texts: dict[str, set[str]] = {}
    for name in home_names():
        for module in home_modules(load_home(name)):
            registered = {m for v in vars(module).values() if isinstance(v, Messages) for m in v}
            for key, value in vars(module).items():
                if key.isupper() and isinstance(value, str) and value in registered:
                    texts.setdefault(key, set()).add(value)
    twice = {k: len(v) for k, v in texts.items() if len(v) > 1}
    assert not twice, twice


def test_a_new_home_has_a_domain_of_its_own() -> None:
    """The domains that more than one home shares are those the rulings already had (frozen in
    every ruling's ``params``); a new home's texts go to a domain named after it."""
    shared = {"play", "leads", "law46", "law42_43", "law64", "law65_66"}
    assert set(assemble_messages()) <= shared | {f"law{n}" for n in range(1, 94)}
