"""A single ``bridgelaw rule`` call imports only what its incident needs (start-up), and a
long-running process can import everything at start (:func:`bridgelaw.engine.preload`).

No timing here: what is checked is which modules a call imports (the timings are in
bench/startup.py and the README)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "docs" / "examples" / "small-from-dummy.yaml"


def _modules_after(code: str) -> set[str]:
    """The modules loaded after running ``code`` in a fresh interpreter (stdout suppressed)."""
    script = (
        "import contextlib, io, json, sys\n"
        f"with contextlib.redirect_stdout(io.StringIO()):\n    {code}\n"
        "print(json.dumps(sorted(sys.modules)))\n"
    )
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    return set(json.loads(out.stdout))


def test_rule_on_a_designation_imports_no_pydantic_nor_modules_it_does_not_use() -> None:
    code = ("from bridgelaw.cli.quick import run; "
            f"assert run(['rule', {str(EXAMPLE)!r}, '--json']) == 0")
    loaded = _modules_after(code)
    assert "bridgelaw.engine.handlers.say" in loaded  # the incident's one event is words
    unused = {
        "pydantic", "typer", "rich", "bridgelaw.incident_schema",
        "bridgelaw.engine.handlers.choose", "bridgelaw.engine.handlers.dummy_act",
        "bridgelaw.engine.handlers.several", "bridgelaw.engine.offers.withdraw",
        "bridgelaw.engine.offers.defenders_46b5", "bridgelaw.engine.position", "bridgelaw.engine.change",
        "bridgelaw.laws.law42_43", "bridgelaw.laws.law64", "bridgelaw.laws.law53", "bridgelaw.laws.law54",
        "bridgelaw.laws.law55", "bridgelaw.laws.law56",
        "bridgelaw.laws.law57", "bridgelaw.laws.law58", "bridgelaw.laws.law60", "bridgelaw.laws.law65_66",
        "bridgelaw.laws.law45.change", "bridgelaw.laws.law45.dummy",
    }
    assert not unused & loaded, sorted(unused & loaded)
    # the registries assembled from every home are for listings and checks, not for a rule call
    homes = {m for m in loaded if m.startswith("bridgelaw.laws.law")}
    assert len(homes) < 20, sorted(homes)


def test_rule_as_a_table_imports_rich_but_not_typer() -> None:
    code = f"from bridgelaw.cli.quick import run; assert run(['rule', {str(EXAMPLE)!r}]) == 0"
    loaded = _modules_after(code)
    assert "rich.table" in loaded and not {"typer", "pydantic"} & loaded


def test_reading_a_json_incident_does_not_import_pyyaml(tmp_path: Path) -> None:
    f = tmp_path / "i.json"
    deal = "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"
    f.write_text(json.dumps({"contract": "2S", "declarer": "S", "deal": deal}))
    loaded = _modules_after(f"from bridgelaw.incident import load_incident; load_incident({str(f)!r})")
    assert "yaml" not in loaded and "bridgelaw.incident" in loaded


def test_preload_imports_every_engine_and_law_module() -> None:
    loaded = _modules_after("from bridgelaw.engine import preload; preload()")
    src = ROOT / "src"
    for p in (src / "bridgelaw").glob("*/**/*.py"):
        if p.parts[len(src.parts) + 1] in ("engine", "laws"):
            name = ".".join(p.relative_to(src).with_suffix("").parts).removesuffix(".__init__")
            assert name in loaded, name
    assert "bridgelaw.incident_schema" in loaded and "pydantic" in loaded


def test_rule_on_a_disputed_claim_loads_the_solver_but_not_matplotlib() -> None:
    """A dispute is adjudicated with endplay's DDS bindings (``endplay._dds``), loaded without
    ``endplay/__init__`` and the matplotlib it imports; a claim without a dispute loads no solver."""
    example = ROOT / "docs" / "examples" / "claim-disputed-70C.yaml"
    run = "from bridgelaw.cli.quick import run; assert run(['rule', {!r}]) == 0"
    loaded = _modules_after(run.format(str(example)))
    assert "endplay._dds" in loaded and "bridgelaw.laws.law70.search" in loaded
    assert not {"matplotlib", "endplay.dealer"} & loaded
    agreed = ROOT / "tests" / "data" / "claims" / "bbo74188-usbc2016-6c-claim-at-trick1-agreed.yaml"
    loaded = _modules_after(run.format(str(agreed)))
    assert not {"endplay._dds", "bridgelaw.laws.law70.search"} & loaded and "bridgelaw.laws.law68" in loaded
