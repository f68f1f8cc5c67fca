"""Rulesets: each rulebook's parameters, every value citing the article(s) it comes from.

Every parameter is declared once, in ``parameters/_declarations.yaml`` (like OpenFisca's
parameter metadata): what it decides in plain words (fr, en), its unit, its type, the allowed
range of a number, the allowed values of a choice with a label for each. ``silent`` (the
rulebook does not say) and ``discretion`` (left to the TD) are always allowed.

The values live in ``parameters/<ruleset>/*.yaml`` (one file per topic)::

    multiple_chips_removed:
      value: smallest
      articles: [tda-2019/45]
      note: "…"

and are checked against the declarations when they are loaded: every problem is reported as
``file:line: field: what was expected`` (unknown article, value of the wrong type or out of
range, unknown choice, undeclared parameter, declared parameter missing from a ruleset).

A ruleset may name a ``base`` in ``parameters/<ruleset>/ruleset.yaml``: it is the base's
parameters overridden by its own — Fivebet is TDA 2019 plus its overrides; a house sheet is
any ruleset plus the TD's choices. The same composition serves both.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, model_validator

from floorbook.loader import REPO_ROOT, Problem, _field_name, _line, _node_at, _validate, read_yaml

PARAMETERS_DIR = "parameters"
DECLARATIONS_FILE = f"{PARAMETERS_DIR}/_declarations.yaml"
SILENT = "silent"
DISCRETION = "discretion"
ALWAYS_ALLOWED = (SILENT, DISCRETION)

Unit = Literal["seconds", "minutes", "hands", "chips", "players", "ratio", "none"]
Kind = Literal["integer", "number", "boolean", "choice", "list", "mapping"]


# --- declarations -------------------------------------------------------------------------------


class Label(BaseModel):
    """A text in both languages, in plain words."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    fr: str = Field(min_length=1)
    en: str = Field(min_length=1)

    def get(self, lang: str) -> str:
        return self.fr if lang == "fr" else self.en


Loc = tuple[str | int, ...]


class ValueSpec(BaseModel):
    """What a value may be: its type and, by type, its range, allowed values, cases or fields."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    type: Kind
    min: float | None = None  # integer, number
    max: float | None = None
    values: dict[str, Label] = Field(default_factory=dict)  # choice: allowed values; list: allowed items
    unique: bool = False  # list
    min_items: int | None = Field(None, ge=0)
    max_items: int | None = Field(None, ge=0)
    cases: dict[str, Label] = Field(default_factory=dict)  # integer, number: may be given per case
    fields: dict[str, FieldSpec] = Field(default_factory=dict)  # mapping with named keys
    keys: ValueSpec | None = None  # mapping with free keys: what a key is…
    items: ValueSpec | None = None  # …and what a value is

    @model_validator(mode="after")
    def _consistent(self) -> ValueSpec:
        numeric = self.type in ("integer", "number")
        if not numeric and (self.min is not None or self.max is not None or self.cases):
            raise ValueError(f"min, max and cases are for integer and number, not {self.type}")
        if self.min is not None and self.max is not None and self.min > self.max:
            raise ValueError(f"min ({self.min}) is above max ({self.max})")
        if self.type not in ("choice", "list") and self.values:
            raise ValueError(f"values are for choice and list, not {self.type}")
        if self.type == "list" and not self.values:
            raise ValueError("a list needs the allowed items in values")
        if self.type != "list" and (self.unique or self.min_items is not None or self.max_items is not None):
            raise ValueError("unique, min_items and max_items are for list")
        reserved = sorted(set(ALWAYS_ALLOWED) & (set(self.values) | set(self.cases)))
        if reserved:
            raise ValueError(f"{' and '.join(reserved)} {'is' if len(reserved) == 1 else 'are'} always allowed: "
                             "do not list it among the values")
        if self.type == "mapping":
            if bool(self.fields) == bool(self.keys or self.items):
                raise ValueError("a mapping has either fields, or keys and items")
            if (self.keys is None) != (self.items is None):
                raise ValueError("a mapping with free keys needs both keys and items")
        elif self.fields or self.keys or self.items:
            raise ValueError("fields, keys and items are for mapping")
        return self

    # -- describing what is allowed ----------------------------------------------------------------

    def allowed(self, always: tuple[str, ...] = ALWAYS_ALLOWED, unit: str = "none") -> str:
        """What this spec allows, in words, for error messages."""
        if self.type in ("integer", "number"):
            text = _range(self, unit)
            if self.cases:
                text += f", or one per case ({', '.join(self.cases)})"
        elif self.type == "boolean":
            text = "true, false"
        elif self.type == "choice":
            text = ", ".join(self.values)
        elif self.type == "list":
            text = f"a list of {', '.join(self.values)}"
        elif self.fields:
            text = f"a mapping of {', '.join(self.fields)}"
        else:
            assert self.keys is not None and self.items is not None
            text = f"a mapping of {self.keys.allowed((), 'none')} to {self.items.allowed((), 'none')}"
        return ", ".join([text, *always]) if text else ", ".join(always)

    # -- checking a value -----------------------------------------------------------------------------

    def problems(self, value: Any, always: tuple[str, ...] = ALWAYS_ALLOWED, unit: str = "none",
                 loc: Loc = ()) -> list[tuple[Loc, str]]:
        """Every way ``value`` breaks this spec: (where inside the value, what was expected)."""
        if isinstance(value, str) and value in always:
            return []
        allowed = f"allowed: {self.allowed(always, unit)}"
        if self.type in ("integer", "number"):
            if isinstance(value, dict) and self.cases:
                out: list[tuple[Loc, str]] = []
                if not value:
                    out.append((loc, f"no case given; {allowed}"))
                for case, v in value.items():
                    if case not in self.cases:
                        out.append(((*loc, case), _unknown(case, list(self.cases), "case")))
                    else:
                        out += self.model_copy(update={"cases": {}}).problems(v, ALWAYS_ALLOWED, unit, (*loc, case))
                return out
            whole = self.type == "integer"
            if isinstance(value, bool) or not isinstance(value, int | float) or (whole and not isinstance(value, int)):
                return [(loc, f"{value!r} is not {'a whole number' if whole else 'a number'}; {allowed}")]
            if (self.min is not None and value < self.min) or (self.max is not None and value > self.max):
                return [(loc, f"{value!r} is out of range; {allowed}")]
            return []
        if self.type == "boolean":
            return [] if isinstance(value, bool) else [(loc, f"{value!r} is not true or false; {allowed}")]
        if self.type == "choice":
            if isinstance(value, str) and value in self.values:
                return []
            return [(loc, _unknown(value, [*self.values, *always], "value"))]
        if self.type == "list":
            if not isinstance(value, list):
                return [(loc, f"{value!r} is not a list; {allowed}")]
            out = []
            for i, item in enumerate(value):
                if not (isinstance(item, str) and item in self.values):
                    out.append(((*loc, i), _unknown(item, list(self.values), "item")))
                elif self.unique and item in value[:i]:
                    out.append(((*loc, i), f"{item!r} is listed twice"))
            if (self.min_items is not None and len(value) < self.min_items) or (
                    self.max_items is not None and len(value) > self.max_items):
                count = (f"{self.min_items}" if self.min_items == self.max_items
                         else f"{self.min_items or 0} to {self.max_items if self.max_items is not None else 'any'}")
                out.append((loc, f"{len(value)} items; expected {count} of {', '.join(self.values)}"))
            return out
        # mapping
        if not isinstance(value, dict) or not value:
            return [(loc, f"{value!r} is not a mapping; {allowed}")]
        out = []
        for key, v in value.items():
            if self.fields:
                if key not in self.fields:
                    out.append(((*loc, key), _unknown(key, list(self.fields), "key")))
                else:
                    out += self.fields[key].problems(v, (), unit, (*loc, key))
            else:
                assert self.keys is not None and self.items is not None
                bad_key = self.keys.problems(key, (), "none", (*loc, key))
                out += [(where, f"key {msg}") for where, msg in bad_key]
                out += self.items.problems(v, (), unit, (*loc, key))
        return out


class FieldSpec(ValueSpec):
    """One named key of a mapping parameter."""

    label: Label


ValueSpec.model_rebuild()


class Declaration(ValueSpec):
    """One engine parameter: what it decides, its unit, and what values it may take."""

    description: Label
    unit: Unit
    name: str = ""  # filled in from the key of the declarations file

    def check(self, value: Any, always: tuple[str, ...] = ALWAYS_ALLOWED) -> list[tuple[Loc, str]]:
        """Every way ``value`` breaks this declaration: (where inside the value, what was expected)."""
        return self.problems(value, always, self.unit)

    def describe_allowed(self, always: tuple[str, ...] = ALWAYS_ALLOWED) -> str:
        return self.allowed(always, self.unit)

    def label(self, value: str, lang: str = "fr") -> str | None:
        """The plain-words label of a choice (or list item) value; None when it has none."""
        found = self.values.get(value)
        return found.get(lang) if found is not None else None


def _num(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else str(x)


def _range(spec: ValueSpec, unit: str) -> str:
    low, high = spec.min, spec.max
    if low is not None and high is not None:
        text = f"{_num(low)} to {_num(high)}"
    elif low is not None:
        text = f"at least {_num(low)}"
    elif high is not None:
        text = f"at most {_num(high)}"
    else:
        text = "a whole number" if spec.type == "integer" else "a number"
    return f"{text} {unit}" if unit not in ("none", "ratio") else text


def _unknown(value: Any, allowed: list[str], what: str) -> str:
    known = "is not allowed" if what == "value" else f"is not a known {what}"
    msg = f"{value!r} {known}; allowed: {', '.join(allowed) or '(none)'}"
    close = difflib.get_close_matches(str(value), allowed, n=1) if isinstance(value, str) else []
    return msg + (f"; did you mean {close[0]!r}?" if close else "")


def _read_declarations(root: Path, problems: list[Problem]) -> dict[str, Declaration]:
    data, node = read_yaml(root / DECLARATIONS_FILE, DECLARATIONS_FILE, problems)
    if data is None:
        return {}
    if not isinstance(data, dict):
        problems.append(Problem(DECLARATIONS_FILE, "", "expected a mapping: parameter name → declaration", 1))
        return {}
    out: dict[str, Declaration] = {}
    for name, raw in data.items():
        sub: list[Problem] = []
        decl = _validate(Declaration, raw, DECLARATIONS_FILE, _node_at(node, (name,)), sub)
        for p in sub:
            problems.append(Problem(p.file, _field_name((name, p.field)) if p.field else str(name),
                                    p.message.removeprefix("Value error, "), p.line if p.field else
                                    _key_line(node, name)))
        if decl is not None:
            out[str(name)] = decl.model_copy(update={"name": str(name)})
    return out


@cache
def load_declarations(root: Path = REPO_ROOT) -> dict[str, Declaration]:
    """Every declared parameter of ``parameters/_declarations.yaml``, by name, in file order."""
    problems: list[Problem] = []
    declarations = _read_declarations(root, problems)
    if problems:
        raise RulesetError(problems)
    return declarations


def declaration_line(name: str, root: Path = REPO_ROOT) -> int | None:
    """The line of ``name``'s declaration (for messages)."""
    problems: list[Problem] = []
    _, node = read_yaml(root / DECLARATIONS_FILE, DECLARATIONS_FILE, problems)
    return _key_line(node, name) if node is not None else None


# --- values ---------------------------------------------------------------------------------------


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


@dataclass
class _Where:
    """Where a parameter value was read: for line numbers in later checks."""

    file: str
    line: int | None
    node: yaml.Node | None


def _read_folder(folder: Path, rel: str, declarations: dict[str, Declaration], problems: list[Problem],
                 where: dict[str, _Where]) -> tuple[RulesetMeta, dict[str, Parameter], bool]:
    """The folder's metadata, its parameters, and whether every file of it could be read."""
    meta = RulesetMeta()
    params: dict[str, Parameter] = {}
    complete = True
    for path in sorted(folder.glob("*.yaml")):
        rel_file = f"{rel}/{path.name}"
        data, node = read_yaml(path, rel_file, problems)
        if data is None:
            complete = False  # reported by read_yaml; its parameters are not reported missing as well
            continue
        if path.name == "ruleset.yaml":
            meta = _validate(RulesetMeta, data, rel_file, node, problems) or meta
            continue
        if not isinstance(data, dict):
            problems.append(Problem(rel_file, "", "expected a mapping: parameter name → value, articles, note",
                                    _line(node)))
            complete = False
            continue
        for name, raw in data.items():
            line = _key_line(node, name)
            if name in params:
                first = where[name]
                problems.append(Problem(rel_file, str(name), f"parameter defined twice in this ruleset "
                                        f"(first in {first.file}:{first.line})", line))
                continue
            if name not in declarations:
                close = difflib.get_close_matches(str(name), list(declarations), n=1)
                problems.append(Problem(rel_file, str(name), f"undeclared parameter: declare it in "
                                        f"{DECLARATIONS_FILE}" + (f", or did you mean {close[0]!r}?" if close else ""),
                                        line))
                continue
            pnode = _node_at(node, (name,))
            sub: list[Problem] = []
            p = _validate(ParameterData, raw, rel_file, pnode, sub)
            problems += [Problem(e.file, _field_name((name, e.field)) if e.field else str(name), e.message, e.line)
                         for e in sub]
            if p is None:
                continue
            for loc, expected in declarations[name].check(p.value):
                problems.append(Problem(rel_file, _field_name((name, "value", *loc)), expected,
                                        _line(node, (name, "value", *loc))))
            if not p.articles and p.value != SILENT:
                problems.append(Problem(rel_file, f"{name}.articles",
                                        "every value must cite the article(s) it comes from", line))
            params[name] = Parameter(name, p.value, tuple(p.articles), p.note, folder.name)
            where[name] = _Where(rel_file, line, pnode)
    return meta, params, complete


@cache
def load_rulesets(root: Path = REPO_ROOT) -> dict[str, Ruleset]:
    """Every ruleset under ``parameters/``, composed with its base, checked against the
    declarations; cited articles checked."""
    from floorbook.loader import cached_base

    declarations = load_declarations(root)
    problems: list[Problem] = []
    raw: dict[str, tuple[RulesetMeta, dict[str, Parameter]]] = {}
    where: dict[str, dict[str, _Where]] = {}
    unreadable: set[str] = set()
    folders = (p for p in (root / PARAMETERS_DIR).iterdir() if p.is_dir() and not p.name.startswith((".", "_")))
    for folder in sorted(folders):
        where[folder.name] = {}
        meta, params, complete = _read_folder(folder, f"{PARAMETERS_DIR}/{folder.name}", declarations, problems,
                                              where[folder.name])
        raw[folder.name] = (meta, params)
        if not complete:
            unreadable.add(folder.name)

    articles = cached_base(str(root)).articles
    for rid, (_, params) in raw.items():
        for p in params.values():
            at = where[rid][p.name]
            for i, aid in enumerate(p.articles):
                if aid not in articles:
                    problems.append(Problem(at.file, _field_name((p.name, "articles", i)),
                                            f"cites an unknown article {aid!r}", _line(at.node, ("articles", i))))

    out: dict[str, Ruleset] = {}

    def build(rid: str, seen: tuple[str, ...] = ()) -> Ruleset:
        if rid in out:
            return out[rid]
        meta, params = raw[rid]
        if meta.base:
            if meta.base not in raw or meta.base in seen:
                problems.append(Problem(f"{PARAMETERS_DIR}/{rid}/ruleset.yaml", "base",
                                        f"unknown or circular base {meta.base!r}; known: {', '.join(sorted(raw))}",
                                        _base_line(root, rid)))
                ruleset = Ruleset(rid, None, dict(params))
            else:
                ruleset = build(meta.base, (*seen, rid)).with_overrides(rid, params)
        else:
            ruleset = Ruleset(rid, None, dict(params))
        out[rid] = ruleset
        return ruleset

    for rid in raw:
        build(rid)
    # every ruleset answers for every declared parameter: a missing one is an error, not a silent default
    for rid, ruleset in out.items():
        chain, base = {rid}, raw[rid][0].base
        while base in raw and base not in chain:
            chain.add(base)
            base = raw[base][0].base
        if chain & unreadable:
            continue
        for name in declarations:
            if name not in ruleset.parameters:
                problems.append(Problem(DECLARATIONS_FILE, name,
                                        f"missing from ruleset {rid!r}: every ruleset gives every declared parameter "
                                        f"(add it to a file of {PARAMETERS_DIR}/{rid}/, with `value: silent` if the "
                                        "rulebook says nothing)", declaration_line(name, root)))
    if problems:
        raise RulesetError(problems)
    return out


def _key_line(node: yaml.Node | None, key: Any) -> int | None:
    """The line of ``key`` itself in a mapping node (its value may start on the next line)."""
    if isinstance(node, yaml.MappingNode):
        for k, _ in node.value:
            if isinstance(k, yaml.ScalarNode) and k.value == str(key):
                return k.start_mark.line + 1
    return _line(node, (key,))


def _base_line(root: Path, rid: str) -> int | None:
    rel = f"{PARAMETERS_DIR}/{rid}/ruleset.yaml"
    _, node = read_yaml(root / rel, rel, [])
    return _line(node, ("base",))


def ruleset(rid: str, root: Path = REPO_ROOT) -> Ruleset:
    rulesets = load_rulesets(root)
    if rid not in rulesets:
        raise KeyError(f"unknown ruleset {rid!r}; known: {', '.join(sorted(rulesets))}")
    return rulesets[rid]
