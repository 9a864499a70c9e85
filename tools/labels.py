"""Write ``src/bridgelaw/service/static/labels.json`` in its reviewable layout (one language a
block, one key a line) from its own content: ``python tools/labels.py`` after editing it,
or ``python tools/labels.py --merge FILE.py`` to add the keys of a ``NEW = {lang: {key: text}}``
module. Checks that every language has every key of ``en`` and the same ``{placeholders}``."""

from __future__ import annotations

import json
import re
import runpy
import sys
from pathlib import Path

LABELS = Path(__file__).resolve().parents[1] / "src" / "bridgelaw" / "service" / "static" / "labels.json"
WIDTH = 118


def dump(data: dict[str, dict[str, str]]) -> str:
    """The file's text: ``{"en": {...}, ...}``, one language a block and one key a line, so that
    branches editing different labels merge line by line."""
    blocks = []
    for lang, table in data.items():
        items = [f"  {json.dumps(k, ensure_ascii=False)}: {json.dumps(v, ensure_ascii=False)}"
                 for k, v in table.items()]
        blocks.append(f" {json.dumps(lang)}: {{\n" + ",\n".join(items) + "\n }")
    return "{\n" + ",\n".join(blocks) + "\n}\n"


def check(data: dict[str, dict[str, str]]) -> list[str]:
    """Missing keys and placeholders that differ from English."""
    bad = []
    for lang, table in data.items():
        for k, v in data["en"].items():
            if k not in table:
                bad.append(f"{lang}: missing {k}")
            elif set(re.findall(r"\{\w+\}", v)) != set(re.findall(r"\{\w+\}", table[k])):
                bad.append(f"{lang}: {k}: placeholders differ from en")
    return bad


USAGE = "usage: python tools/labels.py [--check | --merge FILE.py]"


def main(argv: list[str]) -> int:
    """Rewrite the file in its layout (no argument), only check it (``--check``: nothing
    written), or merge a module's ``NEW`` labels (``--merge FILE.py``). Exit 0, 1 on a problem
    found, 2 on bad usage."""
    if argv not in ([], ["--check"]) and not (len(argv) == 2 and argv[0] == "--merge"):
        print(USAGE, file=sys.stderr)
        return 2
    data = json.loads(LABELS.read_text(encoding="utf-8"))
    if argv == ["--check"]:
        problems = check(data)
        for p in problems:
            print(p)
        return 1 if problems else 0
    if argv[:1] == ["--merge"]:
        new = runpy.run_path(argv[1])["NEW"]
        for lang, table in new.items():
            data.setdefault(lang, {}).update(table)
    LABELS.write_text(dump(data), encoding="utf-8")
    problems = check(data)
    for p in problems:
        print(p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
