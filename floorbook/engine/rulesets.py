"""Rulesets: each rulebook's parameters, every value citing the article(s) it comes from.

Parameters live in ``parameters/<ruleset>/*.yaml`` (one file per topic)::

    multiple_chips_removed:
      value: smallest
      articles: [tda-2019/45]
      note: "…"

A value may be ``silent`` (the rulebook does not say) or ``discretion`` (left to the TD).
A ruleset may name a ``base`` in ``parameters/<ruleset>/ruleset.yaml``: it is the base's
parameters overridden by its own — Fivebet is TDA 2019 plus its overrides; a house sheet is
any ruleset plus the TD's choices. The same composition serves both.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from floorbook.loader import REPO_ROOT, Problem

PARAMETERS_DIR = "parameters"
SILENT = "silent"
DISCRETION = "discretion"


class ParameterData(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    value: Any
    articles: list[str] = Field(default_factory=list)
    note: str | None = None


class RulesetMeta(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    base: str | None = None
    title: str | None = None


@dataclass(frozen=True)
class Parameter:
    """One parameter value of a ruleset and where it comes from."""

    name: str
    value: Any
    articles: tuple[str, ...]
    note: str | None
    ruleset: str  # the ruleset that set this value (a base or the overlay itself)

    @property
    def is_silent(self) -> bool:
        return self.value == SILENT

    @property
    def is_discretion(self) -> bool:
        return self.value == DISCRETION


def cite(*params: Parameter) -> tuple[str, ...]:
    """The articles behind these parameter values, in order, without repeats."""
    out: list[str] = []
    for p in params:
        out += [a for a in p.articles if a not in out]
    return tuple(out)


@dataclass
class Ruleset:
    id: str
    base: str | None
    parameters: dict[str, Parameter] = field(default_factory=dict)

    def __getitem__(self, name: str) -> Parameter:
        try:
            return self.parameters[name]
        except KeyError:
            raise KeyError(f"ruleset {self.id!r} has no parameter {name!r}") from None

    def value(self, name: str) -> Any:
        return self[name].value

    def cite(self, *names: str) -> tuple[str, ...]:
        """The articles behind these parameters, in order, without repeats."""
        return cite(*(self[name] for name in names))

    def with_overrides(self, ruleset_id: str, overrides: dict[str, Parameter]) -> Ruleset:
        """This ruleset with some values replaced: the overlay mechanism (Fivebet, house sheets)."""
        return Ruleset(ruleset_id, self.id, {**self.parameters, **overrides})


class RulesetError(Exception):
    def __init__(self, problems: list[Problem]):
        self.problems = problems
        super().__init__("\n".join(str(p) for p in problems))


def _read_folder(folder: Path, rel: str, problems: list[Problem]) -> tuple[RulesetMeta, dict[str, Parameter]]:
    meta = RulesetMeta()
    params: dict[str, Parameter] = {}
    for path in sorted(folder.glob("*.yaml")):
        rel_file = f"{rel}/{path.name}"
        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        except yaml.YAMLError as err:
            mark = getattr(err, "problem_mark", None)
            problems.append(Problem(rel_file, "", f"YAML syntax error: {getattr(err, 'problem', err)}",
                                    mark.line + 1 if mark else None))
            continue
        if path.name == "ruleset.yaml":
            try:
                meta = RulesetMeta.model_validate(data)
            except ValidationError as err:
                for e in err.errors():
                    problems.append(Problem(rel_file, ".".join(map(str, e["loc"])), e["msg"]))
            continue
        for name, raw in data.items():
            if name in params:
                problems.append(Problem(rel_file, name, "parameter defined twice in this ruleset"))
                continue
            try:
                p = ParameterData.model_validate(raw)
            except ValidationError as err:
                for e in err.errors():
                    problems.append(Problem(rel_file, f"{name}.{'.'.join(map(str, e['loc']))}", e["msg"]))
                continue
            if not p.articles and p.value not in (SILENT,):
                problems.append(Problem(rel_file, f"{name}.articles",
                                        "every value must cite the article(s) it comes from"))
            params[name] = Parameter(name, p.value, tuple(p.articles), p.note, folder.name)
    return meta, params


@cache
def load_rulesets(root: Path = REPO_ROOT) -> dict[str, Ruleset]:
    """Every ruleset under ``parameters/``, composed with its base; cited articles checked."""
    from floorbook.loader import cached_base

    problems: list[Problem] = []
    raw: dict[str, tuple[RulesetMeta, dict[str, Parameter]]] = {}
    for folder in sorted(p for p in (root / PARAMETERS_DIR).iterdir() if p.is_dir()):
        raw[folder.name] = _read_folder(folder, f"{PARAMETERS_DIR}/{folder.name}", problems)

    articles = cached_base(str(root)).articles
    for rid, (_, params) in raw.items():
        for p in params.values():
            for aid in p.articles:
                if aid not in articles:
                    problems.append(Problem(f"{PARAMETERS_DIR}/{rid}", p.name, f"cites an unknown article {aid!r}"))

    out: dict[str, Ruleset] = {}

    def build(rid: str, seen: tuple[str, ...] = ()) -> Ruleset:
        if rid in out:
            return out[rid]
        meta, params = raw[rid]
        if meta.base:
            if meta.base not in raw or meta.base in seen:
                problems.append(Problem(f"{PARAMETERS_DIR}/{rid}/ruleset.yaml", "base",
                                        f"unknown or circular base {meta.base!r}"))
                ruleset = Ruleset(rid, None, dict(params))
            else:
                ruleset = build(meta.base, (*seen, rid)).with_overrides(rid, params)
        else:
            ruleset = Ruleset(rid, None, dict(params))
        out[rid] = ruleset
        return ruleset

    for rid in raw:
        build(rid)
    # every ruleset answers for the same parameters: a missing one is an error, not a silent default
    names = set().union(*(set(r.parameters) for r in out.values())) if out else set()
    for rid, ruleset in out.items():
        for name in sorted(names - set(ruleset.parameters)):
            problems.append(Problem(f"{PARAMETERS_DIR}/{rid}", name,
                                    "missing: every ruleset gives every parameter "
                                    "(use `value: silent` if it says nothing)"))
    if problems:
        raise RulesetError(problems)
    return out


def ruleset(rid: str, root: Path = REPO_ROOT) -> Ruleset:
    rulesets = load_rulesets(root)
    if rid not in rulesets:
        raise KeyError(f"unknown ruleset {rid!r}; known: {', '.join(sorted(rulesets))}")
    return rulesets[rid]
