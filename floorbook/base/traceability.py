"""Traceability both ways, for contributors: from an article to the engine parameters that cite it
or borrow it (their value in every ruleset, file and line, marked when the value is an interpretation
of ours), the situations that read those parameters, and the scenarios that test the article
(``floorbook show ARTICLE``)."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from floorbook.base.inputs import InvalidInput, read_input
from floorbook.base.loader import Base
from floorbook.base.parameters import PARAMETERS_DIR, load_rulesets
from floorbook.base.repository import REPO_ROOT
from floorbook.base.scenarios import load_all
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


@dataclass
class ArticleTrace:
    article: str
    cite: str
    parameters: dict[str, list[dict[str, Any]]] = field(default_factory=dict)  # name → value per ruleset
    situations: dict[str, list[str]] = field(default_factory=dict)  # parameter → situations reading it
    scenarios: list[dict[str, str]] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return {"article": self.article, "cite": self.cite, "parameters": self.parameters,
                "situations": self.situations, "scenarios": self.scenarios}

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
    return result
