"""Write ``src/bridgelaw/service/static/labels.json`` in its reviewable layout (one language a
block, several keys a line) from its own content: ``python tools/labels.py`` after editing it,
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
    """The file's text: ``{"en": {...}, ...}`` with keys wrapped at :data:`WIDTH` columns."""
    blocks = []
    for lang, table in data.items():
        lines: list[str] = []
        line = ""
        for k, v in table.items():
            item = f"{json.dumps(k, ensure_ascii=False)}: {json.dumps(v, ensure_ascii=False)}"
            if line and len(line) + len(item) + 2 > WIDTH:
                lines.append(line + ",")
                line = ""
            line = f"{line}, {item}" if line else item
        lines.append(line)
        blocks.append(f' {json.dumps(lang)}: {{' + "\n  ".join(lines) + "}")
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


def main(argv: list[str]) -> int:
    data = json.loads(LABELS.read_text(encoding="utf-8"))
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
