"""The import graph of the project, counting every import (inside functions too), has no circle.

A module's edges are the modules its ``import`` and ``from ... import``
statements name: the ``from`` module itself and each imported name that is a
module (``from corruptions import basic`` is an edge to ``corruptions`` and
to ``corruptions.basic``).
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).parent.parent


def _modules() -> dict[str, tuple[Path, bool]]:
    found = {"dala": (ROOT / "dala.py", False)}
    for top in ("dala_cli", "dala_pipeline", "corruptions"):
        for path in (ROOT / top).rglob("*.py"):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            package = parts[-1] == "__init__"
            found[".".join(parts[:-1] if package else parts)] = (path, package)
    return found


def import_graph() -> dict[str, set[str]]:
    modules = _modules()
    graph: dict[str, set[str]] = {}
    for name, (path, package) in modules.items():
        edges = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                edges.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = name.split(".")[:None if package else -1]
                module = (".".join(base[:len(base) - node.level + 1] + ([node.module] if node.module else []))
                          if node.level else node.module or "")
                edges.add(module)
                edges.update(f"{module}.{alias.name}" for alias in node.names)
        graph[name] = {edge for edge in edges if edge in modules and edge != name}
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected sets of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in sorted(graph[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            members = []
            while True:
                member = stack.pop()
                members.append(member)
                if member == node:
                    break
            if len(members) > 1:
                found.append(sorted(members))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_circle_finder_finds_the_circle_of_a_heavy_package_init():
    graph = {"corruptions": {"corruptions.registry"}, "corruptions.registry": {"corruptions.da"},
             "corruptions.da": {"corruptions.da.basic"}, "corruptions.da.basic": {"corruptions", "corruptions.basic"},
             "corruptions.basic": set()}
    assert circles(graph) == [["corruptions", "corruptions.da", "corruptions.da.basic", "corruptions.registry"]]
    graph["corruptions"] = set()
    assert circles(graph) == []


def test_a_from_import_of_a_submodule_is_an_edge_to_the_package_and_the_module():
    graph = import_graph()
    assert {"corruptions", "corruptions.basic"} <= graph["corruptions.da.basic"]
    assert "corruptions.registry" in graph["dala_pipeline.read.sources"]
    assert "corruptions.da" in graph["corruptions.registry"]


def test_the_project_has_no_import_circle():
    assert circles(import_graph()) == []


def test_the_framework_and_engine_package_inits_import_nothing():
    """``corruptions/__init__`` importing the registry made every ``from corruptions import basic`` of a
    language run the registry first."""
    graph, modules = import_graph(), _modules()
    heavy = {name: sorted(graph[name]) for name, (_, package) in modules.items()
             if package and graph[name] and (name == "corruptions" or name.startswith("dala_pipeline"))}
    assert heavy == {}


def test_nothing_under_corruptions_imports_the_engine():
    """The rules and the framework read the data model of ``corruptions.sentence``; the engine imports the
    framework, never the reverse."""
    graph = import_graph()
    upward = {name: sorted(edge for edge in edges if edge == "dala" or edge.startswith("dala_pipeline"))
              for name, edges in graph.items() if name.startswith("corruptions")}
    assert {name: edges for name, edges in upward.items() if edges} == {}


def test_no_language_imports_another_language():
    """Shared machinery lives in the framework or a core, parameterised by each language's lists."""
    from corruptions import registry

    graph = import_graph()

    def language_of(module: str) -> str | None:
        parts = module.split(".")
        return parts[1] if len(parts) > 1 and parts[0] == "corruptions" and parts[1] in registry.LANGUAGES else None

    crossing = {name: sorted(edge for edge in edges if language_of(edge) not in (None, language_of(name)))
                for name, edges in graph.items() if language_of(name)}
    assert {name: edges for name, edges in crossing.items() if edges} == {}


def test_the_scandinavian_core_imports_the_framework_only():
    """The core is no language: it imports neither a language folder, nor the registry, nor the engine, and
    its package ``__init__`` imports nothing."""
    from corruptions import registry

    graph = import_graph()
    core = {name: edges for name, edges in graph.items() if name.startswith("corruptions.scandinavian")}
    assert "corruptions.scandinavian.word_order" in core and graph["corruptions.scandinavian"] == set()

    def outside(edge: str) -> bool:
        parts = edge.split(".")
        return (parts[0] != "corruptions" or edge == "corruptions.registry"
                or (len(parts) > 1 and parts[1] in registry.LANGUAGES))

    assert {name: sorted(e for e in edges if outside(e)) for name, edges in core.items()
            if any(outside(e) for e in edges)} == {}


def test_the_command_layer_sits_above_the_builder_and_the_engine():
    graph = import_graph()
    assert any(name.startswith("dala_cli") for name in graph) and "dala" in graph["dala_cli.build"]
    below = {name: sorted(edge for edge in edges if edge.startswith("dala_cli"))
             for name, edges in graph.items() if not name.startswith("dala_cli")}
    assert {name: edges for name, edges in below.items() if edges} == {}
    # and the builder above the engine: nothing of the engine imports it
    assert sorted(name for name, edges in graph.items() if name.startswith("dala_pipeline") and "dala" in edges) == []


def _room(module: str) -> str | None:
    """The room of an engine module: its file, or the folder of a subpackage (``dala_pipeline.read``)."""
    parts = module.split(".")
    return ".".join(parts[:2]) if parts[0] == "dala_pipeline" and len(parts) > 1 else None


def test_the_engine_stands_on_at_most_eight_floors_and_no_module_is_over_600_lines():
    # a room stands a floor above everything it imports: the longest chain of imports between rooms
    edges: dict[str, set[str]] = {}
    for name, targets in import_graph().items():
        room = _room(name)
        if room is not None:
            edges.setdefault(room, set()).update(r for r in map(_room, targets) if r not in (None, room))
    floors: dict[str, int] = {}

    def floor(room: str) -> int:
        if room not in floors:
            floors[room] = 1 + max((floor(other) for other in edges.get(room, ())), default=0)
        return floors[room]

    assert max(map(floor, edges)) <= 8, sorted(floors.items(), key=lambda item: -item[1])[:3]
    lengths = {path.relative_to(ROOT).as_posix(): len(path.read_text(encoding="utf-8").splitlines())
               for path in (ROOT / "dala_pipeline").rglob("*.py")}
    assert {path: n for path, n in lengths.items() if n > 600} == {}
