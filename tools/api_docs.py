#!/usr/bin/env python3
"""Write or check the service's API documents, generated from its code (docs/table-service.md).

    python tools/api_docs.py --check      # exit 1 and name the stale files when one differs
    python tools/api_docs.py --write      # regenerate docs/openapi.json and docs/schemas/*.json

``docs/openapi.json`` is the server's ``/openapi.json`` (every HTTP endpoint, with the schema
of every body and answer, the view and the socket's messages included); ``docs/schemas/`` holds
one JSON Schema (2020-12) per message of the socket (``bridgelaw.service.schemas.SOCKET_MESSAGES``),
which docs/table-socket.md describes. tests/service/test_api_docs.py runs ``--check``'s
comparison: a change of the API that is not written here fails the tests. Exit status: 0 when
current (``--check``) or written, 1 when ``--check`` finds a difference, 2 on bad usage.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

DOCS = ROOT / "docs"
SCHEMA_DIALECT = "https://json-schema.org/draft/2020-12/schema"


def documents() -> dict[Path, str]:
    """Every generated file: path -> its text (stable: keys in order, two-space indents)."""
    from bridgelaw.service.app import ServiceConfig, create_app
    from bridgelaw.service.schemas import SOCKET_MESSAGES

    out: dict[Path, str] = {}
    app = create_app(ServiceConfig(db=":memory:"))
    try:
        out[DOCS / "openapi.json"] = _text(app.openapi())
    finally:
        app.state.manager.close()
        app.state.manager.store.close()
    for name, model in SOCKET_MESSAGES.items():
        schema: dict[str, Any] = {"$schema": SCHEMA_DIALECT, **model.model_json_schema()}
        out[DOCS / "schemas" / f"{name}.json"] = _text(schema)
    return out


def _text(doc: Any) -> str:
    return json.dumps(doc, indent=2, ensure_ascii=False) + "\n"


def stale() -> list[Path]:
    """The generated files whose committed text differs (or that are missing)."""
    out = []
    for path, text in documents().items():
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            out.append(path)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    mode = ap.add_mutually_exclusive_group(required=True)
    mode.add_argument("--check", action="store_true", help="compare with the committed files")
    mode.add_argument("--write", action="store_true", help="regenerate the files")
    args = ap.parse_args(argv)
    if args.check:
        bad = stale()
        for path in bad:
            print(f"stale: {path.relative_to(ROOT)} (run: python tools/api_docs.py --write)")
        return 1 if bad else 0
    for path, text in documents().items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
