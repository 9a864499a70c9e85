"""Benchmark: the cost of one `bridgelaw` call, start-up included (the aim: under 0.1 s where it can be).

For ``designate`` (a quick designation), ``rule`` (an incident file of docs/examples, ``--json``)
and ``replay --help``, and for the bare interpreter (``python -c pass``, the floor), it runs the
command ``--runs`` times as a user does (a new process each time) and prints the best and the
median wall time and CPU time (user + system of the process: less distorted by other jobs on a
loaded machine than the wall time). Then one ``designate`` call split into its phases (best of
the runs, in one process under ``python -X importtime``, which adds some overhead of its own):
the interpreter's start (``python -c pass``), the imports the call makes, and the rest of the
call (reading the on-disk cache, detecting the language, the ruling, its text, the output);
and the modules that cost most to import.

Byte code: the first run of each command is a warm-up with byte-code writing on, so that the
measured runs read ``__pycache__`` as an installed package does (an environment with
``PYTHONDONTWRITEBYTECODE=1`` would otherwise compile every module from source on every call).

Usage: ``python bench/startup.py [--runs 7]``.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
EXAMPLE = HERE.parent / "docs" / "examples" / "small-from-dummy.yaml"
EXE = Path(sys.executable).with_name("bridgelaw")

COMMANDS: dict[str, list[str]] = {
    "python -c pass (the floor)": [sys.executable, "-c", "pass"],
    "designate": [str(EXE), "designate", "small club", "--dummy", "KJ852.QT864.Q.32", "--trick", "W:C4",
                  "--trump", "S"],
    "designate --json": [str(EXE), "designate", "small club", "--dummy", "KJ852.QT864.Q.32", "--trick",
                         "W:C4", "--trump", "S", "--json"],
    "rule --json": [str(EXE), "rule", str(EXAMPLE), "--json"],
    "rule (table)": [str(EXE), "rule", str(EXAMPLE)],
    "replay --help": [str(EXE), "replay", "--help"],
}


def once(cmd: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(wall seconds, CPU seconds) of one run of ``cmd``."""
    import time

    k0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    r = subprocess.run(cmd, capture_output=True, text=True, env=env, check=False)
    wall = time.perf_counter() - t
    k1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    if r.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed ({r.returncode}): {r.stderr.strip()[:300]}")
    return wall, k1.ru_utime + k1.ru_stime - k0.ru_utime - k0.ru_stime


# sys.path[0] is the folder of the `bridgelaw` script, as when the script runs (not the current
# folder of `python -c`, whose listing would be part of the first import)
_PHASE_CODE = (
    f"import sys, time; sys.path[0] = {str(EXE.parent)!r}\n"
    "sys.stderr.write('MARK\\n'); t = time.perf_counter()\n"
    "from bridgelaw.cli import main\n"
    "sys.argv = ['bridgelaw', *sys.argv[1:]]\n"
    "try:\n    main()\nexcept SystemExit:\n    pass\n"
    "sys.stderr.write(f'TOTAL {(time.perf_counter() - t) * 1e6:.0f}\\n')\n"
)


def phases(cmd: list[str], env: dict[str, str], runs: int) -> tuple[float, float]:
    """(imports, rest) in seconds of one call of ``cmd`` (a ``bridgelaw`` command line), the
    best of ``runs``: the modules imported after the interpreter's start (the top-level
    cumulative times of ``-X importtime``) and the rest of the call's time in the process."""
    best_imports, best_rest = float("inf"), float("inf")
    for _ in range(runs):
        r = subprocess.run([sys.executable, "-X", "importtime", "-c", _PHASE_CODE, *cmd[1:]],
                           capture_output=True, text=True, env=env, check=False)
        imports, total, seen = 0, 0, False
        for line in r.stderr.splitlines():
            if line == "MARK":
                seen = True
            elif line.startswith("TOTAL "):
                total = int(line.split()[1])
            elif seen and line.startswith("import time:") and "cumulative" not in line:
                _, cum, name = line[len("import time:"):].split("|")
                if not name.startswith("  "):
                    imports += int(cum)
        if total:
            best_imports = min(best_imports, imports / 1e6)
            best_rest = min(best_rest, (total - imports) / 1e6)
    return best_imports, best_rest


def top_imports(env: dict[str, str], n: int = 12) -> list[tuple[int, int, str]]:
    """The ``n`` modules of one ``designate`` call whose own import costs most: (self µs,
    cumulative µs, name), from ``-X importtime`` (self: the module's own code, the classes it
    creates and the regexes it compiles; cumulative: with what it imports)."""
    code = (f"import sys; sys.path[0] = {str(EXE.parent)!r}\n"
            "from bridgelaw.cli import main; sys.argv = ['bridgelaw', *sys.argv[1:]]\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n")
    r = subprocess.run([sys.executable, "-X", "importtime", "-c", code, *COMMANDS["designate"][1:]],
                       capture_output=True, text=True, env=env, check=False)
    rows: list[tuple[int, int, str]] = []
    for line in r.stderr.splitlines():
        if not line.startswith("import time:") or "cumulative" in line:
            continue
        own, cum, name = line[len("import time:"):].split("|")
        rows.append((int(own), int(cum), name.strip()))
    return sorted(rows, reverse=True)[:n]


def main() -> None:
    """Warm the byte code, run every command, print the table."""
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--runs", type=int, default=7)
    args = ap.parse_args()
    env = dict(os.environ)
    warm = {k: v for k, v in env.items() if k != "PYTHONDONTWRITEBYTECODE"}
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"machine: {os.cpu_count()} cores, load average {load:.2f} at start; {args.runs} runs each "
          f"(after one warm-up run that writes the byte code)")
    print(f"    {'':28s} {'wall best':>10s} {'median':>8s} {'CPU best':>9s} {'median':>8s}")
    best: dict[str, float] = {}
    for label, cmd in COMMANDS.items():
        once(cmd, warm)
        runs = [once(cmd, env) for _ in range(args.runs)]
        walls, cpus = [w for w, _ in runs], [c for _, c in runs]
        best[label] = min(walls)
        print(f"    {label:28s} {min(walls) * 1000:8.0f} ms {statistics.median(walls) * 1000:5.0f} ms "
              f"{min(cpus) * 1000:6.0f} ms {statistics.median(cpus) * 1000:5.0f} ms")
    floor = best["python -c pass (the floor)"]
    for label in ("designate", "designate --json"):
        imports, rest = phases(COMMANDS[label], env, args.runs)
        print(f"\n`{label}` in phases (best of {args.runs}; -X importtime): interpreter start "
              f"{floor * 1000:.0f} ms (python -c pass), imports {imports * 1000:.0f} ms, "
              f"the rest of the call {rest * 1000:.0f} ms")
    print("\nthe modules of one `designate` call that cost most to import (python -X importtime):")
    print(f"    {'self':>7s}    {'cumulative':>10s}")
    for own, cum, name in top_imports(env):
        print(f"    {own / 1000:7.1f} ms {cum / 1000:10.1f} ms  {name}")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"\nload average {load:.2f} at the end (2 cores: above 2, the figures are under load)")


if __name__ == "__main__":
    main()
