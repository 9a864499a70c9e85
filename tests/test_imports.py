"""Module imports: no two modules of bridgelaw import each other, directly or around a loop
(the cards <-> errors cycle was one). Module-level imports count, those under
``if TYPE_CHECKING:`` included; imports inside functions (deferred on purpose) do not."""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parent.parent / "src"
PKG = SRC / "bridgelaw"


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(SRC).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _top_level_imports(tree: ast.Module, name: str, is_pkg: bool) -> set[str]:
    out: set[str] = set()
    nodes: list[ast.stmt] = list(tree.body)
    while nodes:
        node = nodes.pop()
        if isinstance(node, ast.If | ast.Try):
            nodes.extend(node.body)
            nodes.extend(getattr(node, "orelse", []))
            for h in getattr(node, "handlers", []):
                nodes.extend(h.body)
        elif isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                pkg = name.split(".") if is_pkg else name.split(".")[:-1]
                pkg = pkg[: len(pkg) - (node.level - 1)]
                base = ".".join([*pkg, base] if base else pkg)
            out.add(base)
            out.update(f"{base}.{a.name}" for a in node.names)
    return out


def _graph() -> dict[str, set[str]]:
    files = {_module_name(p): p for p in PKG.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in files.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imported = _top_level_imports(tree, name, path.name == "__init__.py")
        graph[name] = {m for m in imported if m in files and m != name}
    return graph


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(n: str) -> list[str] | None:
        state[n] = 1
        stack.append(n)
        for m in sorted(graph[n]):
            if state.get(m) == 1:
                return [*stack[stack.index(m):], m]
            if m not in state and (found := visit(m)):
                return found
        stack.pop()
        state[n] = 2
        return None

    for n in sorted(graph):
        if n not in state and (found := visit(n)):
            return found
    return None


def test_no_import_cycle_among_bridgelaw_modules() -> None:
    # a package __init__ that imports its submodules is not a cycle with them: drop those edges
    graph = _graph()
    for name, deps in graph.items():
        graph[name] = {d for d in deps if not (name and d.startswith(name + ".") and
                                                (PKG.parent / Path(*name.split("."))).is_dir())}
    assert _cycle(graph) is None, " -> ".join(_cycle(graph) or [])


def test_cards_does_not_import_errors_and_errors_keeps_the_same_classes() -> None:
    import bridgelaw.cards
    import bridgelaw.errors

    assert "bridgelaw.errors" not in _graph()["bridgelaw.cards"]
    assert bridgelaw.cards.NotationError is bridgelaw.errors.NotationError
    assert issubclass(bridgelaw.errors.NotationError, bridgelaw.errors.BridgeLawError)
