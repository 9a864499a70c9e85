"""The director's proof for issue 8: every incident in ``tests/data/cases8/`` (real rulings from
forums, federation pages and the White Book, and situations from the Laws' text; each file names
its source) is ruled and each ``expect`` entry (outcome + clause, and card/penalty where given)
must hold - the same check as the shared cases (``test_cases.check_expect``).

Cases that need an event kind or a finding another issue-8 branch adds are SKIPPED with the
message "needs event kind X (issue 8 point N, another branch)", so that the lead sees them run
after merging. A case whose events all exist but whose ruling depends on behaviour another branch
builds names it in ``x-needs: {point: N, what: ...}``: it runs, and if it does not hold yet it is
an expected failure with that reason (an xfail, never a silent pass of a wrong ruling).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from bridgelaw.engine import rule_incident
from bridgelaw.incident import FINDING_DEFAULTS, parse_incident
from bridgelaw.record import KINDS
from bridgelaw.rulings import Ruling
from test_cases import check_expect

CASES = sorted((Path(__file__).resolve().parent / "data" / "cases8").glob("*.yaml"))

#: Event kinds and findings other issue-8 branches add, with the point of the issue.
PENDING_KINDS = {"quit": 1, "several": 3, "drop": 3}
PENDING_FINDINGS = {"trick_quitted": 1, "played_intentionally": 3, "undiscovered_until_next_trick": 3}
_EVENT_FIELDS = {"by", "lang", "purpose", "where", "partner_could_see", "findings", "to", "offender",
                 "how", "about_dummy", "declarer_revoked", "visible", "named"}


def missing(raw: dict[str, Any]) -> str | None:
    """Why the case cannot run on this branch (an event kind or finding not here yet), or None."""
    kinds = {k.value for k in KINDS}
    for ev in raw.get("events", []):
        for key in ev:
            if key in _EVENT_FIELDS or str(key).startswith("x-") or key in kinds:
                continue
            point = PENDING_KINDS.get(key)
            where = f"issue 8 point {point}, another branch" if point else "not known to any branch"
            return f"needs event kind {key} ({where})"
        for name in (ev.get("findings") or {}):
            if name not in FINDING_DEFAULTS and name in PENDING_FINDINGS:
                return f"needs finding {name} (issue 8 point {PENDING_FINDINGS[name]}, another branch)"
    for name in (raw.get("findings") or {}):
        if name not in FINDING_DEFAULTS and name in PENDING_FINDINGS:
            return f"needs finding {name} (issue 8 point {PENDING_FINDINGS[name]}, another branch)"
    return None


def check(rulings: list[Ruling], exp: dict[str, Any]) -> None:
    """:func:`test_cases.check_expect`, and ``ruling: any``: some ruling of the event matches
    (where a branch may add rulings before it, e.g. a 45A note after a 58B ruling)."""
    if exp.get("ruling") != "any":
        check_expect(rulings, exp)
        return
    count = sum(1 for r in rulings if r.event == exp["event"])
    errors = []
    for n in range(count):
        try:
            check_expect(rulings, {**exp, "ruling": n})
            return
        except AssertionError as e:
            errors.append(str(e))
    raise AssertionError(f"event {exp['event']}: no ruling matches {exp}: {errors}")


def test_there_are_enough_cases_each_with_a_source_and_expectations() -> None:
    assert len(CASES) >= 25
    for path in CASES:
        text = path.read_text(encoding="utf-8")
        raw = yaml.safe_load(text)
        assert text.startswith("# source:"), f"{path.name}: the first line is its '# source:' comment"
        assert raw.get("source"), f"{path.name}: no source field"
        assert raw.get("expect"), f"{path.name}: no expected ruling"


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_case8(path: Path) -> None:
    raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    why = missing(raw)
    if why is not None:
        pytest.skip(why)
    needs = raw.get("x-needs")
    try:
        inc = parse_incident(raw, file=str(path))
        rulings = rule_incident(inc)
        assert len({r.event for r in rulings}) == len(inc.events)
        for exp in inc.expect:
            check(rulings, dict(exp))
    except AssertionError as e:
        if needs:
            pytest.xfail(f"needs issue 8 point {needs['point']} ({needs['what']}), another branch: {e}")
        raise
