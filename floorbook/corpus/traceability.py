"""Traceability both ways, for contributors: from an article to the engine parameters that cite it
or borrow it (their value in every ruleset, file and line, marked when the value is an interpretation
of ours), the situations that read those parameters, the engine functions whose docstring or comments
name it by id, and the scenarios that test the article (``floorbook show ARTICLE``)."""

from __future__ import annotations

import ast
import re
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from floorbook.corpus.inputs import InvalidInput, read_input
from floorbook.corpus.loader import Base
from floorbook.corpus.parameters import PARAMETERS_DIR, load_rulesets
from floorbook.corpus.repository import REPO_ROOT
from floorbook.corpus.scenarios import load_all
from floorbook.engine import SITUATIONS
from floorbook.engine.rulesets import Parameter, Ruleset
from floorbook.reading.yamlfile import read_yaml


class Reading(Ruleset):
    """A ruleset that records the parameters a situation reads."""

    def __init__(self, ruleset: Ruleset):
        super().__init__(ruleset.id, ruleset.base, dict(ruleset.parameters))
        self.read: set[str] = set()

    def __getitem__(self, name: str) -> Parameter:
        self.read.add(name)
        return super().__getitem__(name)


def parameter_places(root: Path = REPO_ROOT) -> dict[tuple[str, str], tuple[str, int | None]]:
    """Where each ruleset sets each of its own parameter values: (ruleset, name) → (file, line)."""
    out: dict[tuple[str, str], tuple[str, int | None]] = {}
    folder = root / PARAMETERS_DIR
    for path in sorted(folder.glob("*/*.yaml")):
        rel = path.relative_to(root).as_posix()
        data, node = read_yaml(path, rel, [])
        if not isinstance(data, dict) or path.name == "ruleset.yaml":
            continue
        keys = {k.value: k.start_mark.line + 1 for k, _ in getattr(node, "value", [])}
        for name in data:
            out[(path.parent.name, str(name))] = (rel, keys.get(str(name)))
    return out


def situations_reading(root: Path = REPO_ROOT) -> dict[str, set[str]]:
    """Parameter → the situations that read it, found by running every scenario's input."""

    rulesets = load_rulesets(root)
    out: dict[str, set[str]] = defaultdict(set)
    for _, sc in load_all(root):
        if not sc.computable or sc.situation not in SITUATIONS:
            continue
        situation = SITUATIONS[sc.situation]
        try:
            inp = read_input(situation, sc.input)
        except InvalidInput:
            continue
        for rid in [sc.ruleset] if sc.ruleset else list(sc.expect_by_ruleset or {}):
            rules = Reading(rulesets[rid])
            try:
                situation.run(inp, rules)
            except ValueError:
                pass
            for name in rules.read:
                out[name].add(situation.name)
    return out


ENGINE_DIR = "floorbook/engine"


def article_id_pattern(sources: Any) -> re.Pattern[str]:
    """An article id of one of ``sources`` (``ropta-2023/9.13``, ``tda-2019/PR-8``) as the engine writes it
    in prose, and ``<id> to <id>`` (a range, the second id maybe after a comment's ``#``)."""
    prefix = "|".join(re.escape(s) for s in sorted(sources, key=len, reverse=True))
    one = rf"(?<![\w/-])(?:{prefix})/[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?"
    return re.compile(rf"(?P<first>{one})(?:\s+to\s+(?:#\s*)?(?P<last>{one}))?")


def cited_ids(base: Base, first: str, last: str | None) -> list[str]:
    """The ids a citation names: ``first``, or every article of its source from ``first`` to ``last``
    in the rulebook's order (none that the base does not hold)."""
    if last is None or first.split("/")[0] != last.split("/")[0]:
        return [i for i in (first, last) if i is not None and i in base.articles]
    order = [a.id for a in base.source_articles(first.split("/")[0])]
    if first in order and last in order and order.index(first) <= order.index(last):
        return order[order.index(first):order.index(last) + 1]
    return [i for i in (first, last) if i in base.articles]


def functions_in(node: ast.AST, prefix: str) -> list[tuple[str, int, int]]:
    """The functions and methods defined in ``node``, nested ones included: (``prefix.name``, first line,
    last line), ``prefix.Class.method`` for a method."""
    out: list[tuple[str, int, int]] = []
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            name = f"{prefix}.{child.name}"
            if not isinstance(child, ast.ClassDef):
                out.append((name, child.lineno, child.end_lineno or child.lineno))
            out += functions_in(child, name)
    return out


def engine_citations(base: Base, root: Path = REPO_ROOT) -> dict[str, list[dict[str, Any]]]:
    """Article id → the engine functions naming it by id in their docstring, comments or doctests:
    ``function`` (``module.function``, ``module.Class.method``), ``file`` and ``line`` (its ``def``),
    ``cited_at`` (the lines naming it; a range ``a to b`` names every article between)."""
    pattern = article_id_pattern(base.sources)
    out: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for path in sorted((root / ENGINE_DIR).glob("*.py")):
        rel = path.relative_to(root).as_posix()
        text = path.read_text(encoding="utf-8")
        functions = functions_in(ast.parse(text), path.stem)
        found: dict[tuple[str, str], set[int]] = defaultdict(set)  # (article, function) → lines
        for match in pattern.finditer(text):
            line = text.count("\n", 0, match.start()) + 1
            inner = [f for f in functions if f[1] <= line <= f[2]]
            if not inner:
                continue  # a module's docstring or comment, a class's: not a function
            name = max(inner, key=lambda f: f[1])[0]  # the innermost function
            for article in cited_ids(base, match["first"], match["last"]):
                found[(article, name)].add(line)
        starts = {name: first for name, first, _ in functions}
        for (article, name), lines in sorted(found.items(), key=lambda kv: (kv[0][0], starts[kv[0][1]])):
            out[article].append({"function": name, "file": rel, "line": starts[name], "cited_at": sorted(lines)})
    return dict(out)


@dataclass
class ArticleTrace:
    article: str
    cite: str
    parameters: dict[str, list[dict[str, Any]]] = field(default_factory=dict)  # name → value per ruleset
    situations: dict[str, list[str]] = field(default_factory=dict)  # parameter → situations reading it
    scenarios: list[dict[str, str]] = field(default_factory=list)
    # the engine functions naming the article: {function, file, line, cited_at}
    engine_functions: list[dict[str, Any]] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return {"article": self.article, "cite": self.cite, "parameters": self.parameters,
                "situations": self.situations, "scenarios": self.scenarios, "engine_functions": self.engine_functions}

    def lines(self) -> list[str]:
        out = [f"{self.cite}  [{self.article}]"]
        if not self.parameters:
            out.append("  no engine parameter cites this article")
        for name, values in self.parameters.items():
            readers = ", ".join(self.situations.get(name, [])) or "no situation reads it in a scenario"
            out.append(f"  parameter {name}  (read by: {readers})")
            for v in values:
                inherited = f" (from {v['set_by']})" if v["set_by"] != v["ruleset"] else ""
                cites = "  <- cites it" if v["cites"] else "  <- borrows it" if v["borrows"] else ""
                ours = "  (interpretation of ours)" if v["interpretation"] else ""
                out.append(f"    {v['ruleset']:<14} {v['value']!r}{inherited}{ours}  {v['file']}:{v['line']}{cites}")
        if self.engine_functions:
            out.append(f"  engine functions citing it: {len(self.engine_functions)}")
        else:
            out.append("  no engine function cites this article")
        for f in self.engine_functions:
            out.append(f"    {f['function']}  {f['file']}:{f['line']}  "
                       f"(cited at {', '.join(str(n) for n in f['cited_at'])})")
        out.append(f"  scenarios: {len(self.scenarios)}" if self.scenarios else "  no scenario cites this article")
        out += [f"    {s['id']}  ({s['situation']})  {s['file']}" for s in self.scenarios]
        return out


def trace(base: Base, article_id: str, root: Path = REPO_ROOT) -> ArticleTrace:
    """Everything of the engine that rests on ``article_id``."""

    rulesets = load_rulesets(root)
    places = parameter_places(root)
    result = ArticleTrace(article_id, base.cite(article_id))
    names = sorted({p.name for r in rulesets.values() for p in r.parameters.values()
                    if article_id in p.articles or (p.interpretation and article_id in p.interpretation.borrows)})
    for name in names:
        values = []
        for rid, rules in sorted(rulesets.items()):
            p = rules[name]
            file, line = places.get((p.ruleset, name), ("?", None))
            values.append({"ruleset": rid, "value": p.value, "articles": list(p.articles), "set_by": p.ruleset,
                           "cites": article_id in p.articles, "file": file, "line": line,
                           "borrows": bool(p.interpretation and article_id in p.interpretation.borrows),
                           "interpretation": p.interpretation.as_dict() if p.interpretation else None})
        result.parameters[name] = values
    readers = situations_reading(root) if names else {}
    result.situations = {name: sorted(readers.get(name, ())) for name in names}
    result.scenarios = [{"id": sc.id, "situation": sc.situation or "-", "file": file}
                        for file, sc in load_all(root) if article_id in sc.articles]
    result.engine_functions = engine_citations(base, root).get(article_id, [])
    return result
