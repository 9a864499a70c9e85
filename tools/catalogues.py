"""The gettext catalogues as the homes of the Laws declare them (docs/architecture.md, "The home of
a Law").

Each home declares its messages (``MESSAGES = Messages("law57")``, ``NAME = MESSAGES("...")``);
a domain's catalogue ``src/bridgelaw/locale/<lang>/LC_MESSAGES/<domain>.po`` must hold exactly
those messages in every language. This tool compares them and, with ``--write``, brings the
catalogues in line with the homes:

* every entry's extracted comment (``#. ...``) names where its message is declared
  (``law57.PREMATURE_PLAY``; a package home's module: ``law45.play.PLAYED``);
* an entry whose message no home declares any more is removed (a text that can no longer be
  emitted);
* a message no catalogue has yet is listed (``--write`` cannot translate it: add its entry in
  every language by hand, then run again).

The ``cards`` domain (card, suit and rank words of :mod:`bridgelaw.i18n`) is not a home's and is
left alone.

Usage: ``python tools/catalogues.py [--write]``. Exit 0 when the catalogues match the homes
(after ``--write``: when nothing is left to do by hand), 1 otherwise.
"""

from __future__ import annotations

import argparse
import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from bridgelaw.i18n import LANGUAGES  # noqa: E402
from bridgelaw.laws.home import Messages, home_modules, home_names, load_home  # noqa: E402

LOCALE = ROOT / "src" / "bridgelaw" / "locale"


def declared() -> dict[str, dict[str, str]]:
    """``{domain: {msgid: "law57.NAME"}}`` from every home (a package home: its modules)."""
    out: dict[str, dict[str, str]] = {}
    for name in home_names():
        for module in home_modules(load_home(name)):
            short = module.__name__.removeprefix("bridgelaw.laws.")
            catalogues = [v for v in vars(module).values() if isinstance(v, Messages)]
            for key, value in vars(module).items():
                for cat in catalogues:
                    if key.isupper() and isinstance(value, str) and value in cat:
                        out.setdefault(cat.domain, {}).setdefault(value, f"{short}.{key}")
            for cat in catalogues:  # fragments registered without a name of their own
                for msgid in cat:
                    out.setdefault(cat.domain, {}).setdefault(msgid, f"{short}.{_fragment(module, msgid)}")
    return out


def _fragment(module: object, msgid: str) -> str:
    """The name of the table that holds ``msgid`` (``REASONS_45C4B``), or ``MESSAGES``."""
    for key, value in vars(module).items():
        if isinstance(value, dict) and msgid in value.values():
            return key
        if isinstance(value, tuple) and msgid in value:
            return key
    return "MESSAGES"


def _blocks(text: str) -> list[list[str]]:
    blocks: list[list[str]] = [[]]
    for line in text.split("\n"):
        if line.strip() == "":
            if blocks[-1]:
                blocks.append([])
        else:
            blocks[-1].append(line)
    return [b for b in blocks if b]


def _msgid(block: list[str]) -> str | None:
    """The msgid of an entry (None for a context entry, which no home declares)."""
    if any(line.startswith("msgctxt") for line in block):
        return None
    parts: list[str] = []
    inside = False
    for line in block:
        if line.startswith("msgid "):
            inside = True
            parts.append(line[len("msgid "):])
        elif line.startswith(("msgstr", "msgid_plural")):  # a plural entry is named by its singular
            break
        elif inside and line.startswith('"'):
            parts.append(line)
    return "".join(ast.literal_eval(p) for p in parts)


def sync(domain: str, lang: str, messages: dict[str, str], *, write: bool) -> tuple[list[str], list[str]]:
    """Compare (and with ``write`` update) one catalogue: (stale msgids, missing msgids)."""
    path = LOCALE / lang / "LC_MESSAGES" / f"{domain}.po"
    text = path.read_text(encoding="utf-8") if path.exists() else ""
    out, seen, stale = [], set(), []
    for block in _blocks(text):
        msgid = _msgid(block)
        if msgid == "" or msgid is None:
            out.append(block)
            continue
        if msgid not in messages:
            stale.append(msgid)
            continue
        seen.add(msgid)
        rest = [line for line in block if not line.startswith("#.")]
        out.append([f"#. {messages[msgid]}", *rest])
    missing = sorted(set(messages) - seen)
    if write and text:
        path.write_text("\n\n".join("\n".join(b) for b in out) + "\n", encoding="utf-8")
    return stale, missing


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--write", action="store_true", help="update the comments, remove stale entries")
    args = ap.parse_args()
    bad = False
    for domain, messages in sorted(declared().items()):
        for lang in LANGUAGES:
            stale, missing = sync(domain, lang, messages, write=args.write)
            for m in stale:
                print(f"{lang}/{domain}.po: {'removed' if args.write else 'stale'}: {m[:70]!r}")
            for m in missing:
                print(f"{lang}/{domain}.po: missing (translate it): {m[:70]!r}")
            bad |= bool(missing) or (bool(stale) and not args.write)
    print("catalogues match the homes" if not bad else "catalogues differ from the homes")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
