"""Data files named after the engine's modules, holding only what those modules rule.

- ``scenarios/<source>/<module>.yaml`` (``<source>`` a rulebook of ``rules/`` or ``cross-rulebook``): every
  scenario that names a situation is in the file of the engine module registering that situation;
  a scenario without a situation (``computable: false``) goes with the module of its topic, or in
  ``not_computable.yaml`` when no module fits (that file holds only non-computable scenarios).
- ``parameters/<ruleset>/<module>.yaml``: every parameter is in the file of a module that reads it
  (``rules["name"]``, ``rules.value("name")``, ``rules.cite(…, "name", …)``, found in the module's
  source); ``ruleset.yaml`` is the ruleset's header (its ``base``), read by name by the loader.

A module is an engine chapter: a module of :mod:`floorbook.engine` registering situations.
"""

from __future__ import annotations

import ast
import shutil
from functools import cache
from pathlib import Path

import pytest
import yaml

from floorbook.engine import SITUATIONS
from tests.conftest import REPO

ENGINE = REPO / "floorbook" / "engine"
NOT_COMPUTABLE = "not_computable"
CROSS_RULEBOOK = "cross-rulebook"  # scenarios asked of every rulebook: not a rulebook's folder
RULESET_HEADER = "ruleset.yaml"


def _module(dotted: str) -> str:
    return dotted.rsplit(".", 1)[-1]


MODULE_OF_SITUATION = {name: _module(s.run.__module__) for name, s in SITUATIONS.items()}
CHAPTERS = sorted(set(MODULE_OF_SITUATION.values()))


def _is_rules(node: ast.expr) -> bool:
    """``rules`` or ``<something>.rules``: a ruleset."""
    return (isinstance(node, ast.Name) and node.id == "rules") or (isinstance(node, ast.Attribute)
                                                                 and node.attr == "rules")


def _strings(nodes: list[ast.expr]) -> set[str]:
    return {n.value for n in nodes if isinstance(n, ast.Constant) and isinstance(n.value, str)}


@cache
def _reads(module: str) -> frozenset[str]:
    """The parameter names a chapter reads from its ruleset, written out in its source."""
    tree = ast.parse((ENGINE / f"{module}.py").read_text(encoding="utf-8"))
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Subscript) and _is_rules(node.value):
            out |= _strings([node.slice])
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
              and node.func.attr in ("value", "cite") and _is_rules(node.func.value)):
            out |= _strings(node.args)
    return frozenset(out)


def readers(name: str) -> list[str]:
    """The chapters reading parameter ``name``."""
    return [m for m in CHAPTERS if name in _reads(m)]


def _yaml(path: Path) -> object:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def scenario_problems(root: Path) -> list[str]:
    sources = {p.name for p in (REPO / "rules").iterdir() if p.is_dir()} | {CROSS_RULEBOOK}
    problems = []
    for path in sorted((root / "scenarios").rglob("*.yaml")):
        rel = path.relative_to(root).as_posix()
        if path.parent.parent != root / "scenarios" or path.parent.name not in sources:
            problems.append(f"{rel}: a scenario file is scenarios/<source>/<module>.yaml, <source> one of "
                            f"{', '.join(sorted(sources))}")
            continue
        if path.stem not in (*CHAPTERS, NOT_COMPUTABLE):
            problems.append(f"{rel}: not named after an engine module ({', '.join(CHAPTERS)}) nor "
                            f"{NOT_COMPUTABLE}.yaml")
            continue
        for sc in (_yaml(path) or {}).get("scenarios", []):
            situation = sc.get("situation")
            if path.stem == NOT_COMPUTABLE:
                if sc.get("computable", True):
                    problems.append(f"{rel}: {sc['id']} is computable: it goes in the file of its situation's module")
            elif situation is not None and MODULE_OF_SITUATION.get(situation) != path.stem:
                home = MODULE_OF_SITUATION.get(situation, "?")
                problems.append(f"{rel}: {sc['id']} asks {situation}, a situation of {home}: it goes in "
                                f"scenarios/{path.parent.name}/{home}.yaml")
    return problems


def parameter_problems(root: Path) -> list[str]:
    problems = []
    for path in sorted((root / "parameters").glob("*/*.yaml")):
        rel = path.relative_to(root).as_posix()
        if path.name == RULESET_HEADER or path.parent.name.startswith("_"):  # registers: parameters/_silences/
            continue
        if path.stem not in CHAPTERS:
            problems.append(f"{rel}: not named after an engine module ({', '.join(CHAPTERS)}) nor "
                            f"{RULESET_HEADER}")
            continue
        for name in _yaml(path) or {}:
            who = readers(str(name))
            if path.stem not in who:
                where = f"read by {', '.join(who)}" if who else "read by no engine module (by name)"
                problems.append(f"{rel}: {name} is {where}: it goes in "
                                f"{'the file of a module that reads it' if not who else who[0] + '.yaml'}")
    return problems


# --- the repository ---------------------------------------------------------------------------


def test_every_scenario_file_is_named_after_the_module_of_its_situations() -> None:
    assert scenario_problems(REPO) == []


def test_every_parameter_file_is_named_after_a_module_reading_its_parameters() -> None:
    assert parameter_problems(REPO) == []


def test_every_declared_parameter_is_read_by_name_by_an_engine_module() -> None:
    """Else no file name can say where it is ruled: read it as ``rules["name"]``, ``rules.value("name")``
    or ``rules.cite(…, "name", …)`` somewhere in its chapter."""
    declared = _yaml(REPO / "parameters" / "_declarations.yaml")
    assert isinstance(declared, dict)
    assert [name for name in declared if not readers(name)] == []


# --- the checks fail on a misplaced file, scenario or parameter -------------------------------


@pytest.fixture
def data_copy(tmp_path: Path) -> Path:
    for folder in ("scenarios", "parameters"):
        shutil.copytree(REPO / folder, tmp_path / folder)
    return tmp_path


def _move_first(src: Path, dst: Path, start: str, end: str) -> str:
    """Move the text from ``start`` up to ``end`` (excluded) out of ``src`` to the end of ``dst``."""
    text = src.read_text(encoding="utf-8")
    i = text.index(start)
    j = text.index(end, i + len(start))
    src.write_text(text[:i] + text[j:], encoding="utf-8")
    with dst.open("a", encoding="utf-8") as out:
        out.write(text[i:j])
    return text[i:j]


def test_a_scenario_in_another_module_s_file_is_reported(data_copy: Path) -> None:
    folder = data_copy / "scenarios" / "ropta-2023"
    _move_first(folder / "showdown.yaml", folder / "penalties.yaml", "  - id: ropta-2023-10-5-aggressor\n",
                "  - id: ")
    assert scenario_problems(data_copy) == [
        "scenarios/ropta-2023/penalties.yaml: ropta-2023-10-5-aggressor asks showdown_order, a situation of "
        "showdown: it goes in scenarios/ropta-2023/showdown.yaml"]


def test_a_scenario_file_named_after_no_module_is_reported(data_copy: Path) -> None:
    folder = data_copy / "scenarios" / "tda-2010"
    (folder / "turns.yaml").rename(folder / "jeu.yaml")
    [problem] = scenario_problems(data_copy)
    assert problem.startswith("scenarios/tda-2010/jeu.yaml: not named after an engine module (betting, ")


def test_a_computable_scenario_among_the_not_computable_is_reported(data_copy: Path) -> None:
    folder = data_copy / "scenarios" / "tda-2010"
    (folder / "chip_race.yaml").rename(folder / f"{NOT_COMPUTABLE}.yaml")
    assert scenario_problems(data_copy) == [
        "scenarios/tda-2010/not_computable.yaml: tda-2010-16-seat is computable: it goes in the file of its "
        "situation's module",
        "scenarios/tda-2010/not_computable.yaml: tda-2010-16-race-count-unsaid-no-elimination is computable: it goes "
        "in the file of its situation's module"]


def test_a_parameter_in_a_module_that_does_not_read_it_is_reported(data_copy: Path) -> None:
    folder = data_copy / "parameters" / "tda-2019"
    _move_first(folder / "clock.yaml", folder / "tables.yaml", "time_seconds:\n", "time_countdown:\n")
    assert parameter_problems(data_copy) == [
        "parameters/tda-2019/tables.yaml: time_seconds is read by clock: it goes in clock.yaml"]


def test_a_parameter_file_named_after_no_module_is_reported(data_copy: Path) -> None:
    folder = data_copy / "parameters" / "tda-2010"
    (folder / "turns.yaml").rename(folder / "play.yaml")
    [problem] = parameter_problems(data_copy)
    assert problem.startswith("parameters/tda-2010/play.yaml: not named after an engine module (betting, ")
