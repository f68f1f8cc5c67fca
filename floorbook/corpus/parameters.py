"""Reading ``parameters/``: the engine's rulesets from YAML, checked against the declarations.

Every parameter is declared once, in ``parameters/_declarations.yaml`` (like OpenFisca's
parameter metadata: see :mod:`floorbook.engine.declarations`). The values live in
``parameters/<ruleset>/*.yaml``, one file per engine module that reads them (``betting.yaml``,
``clock.yaml``…). The loader reads every file of the folder alike but ``ruleset.yaml``; the names
tell contributors which module rules a parameter (``tests/test_layout_names.py`` keeps them so)::

    multiple_chips_removed:
      value: smallest
      articles: [tda-2019/45]
      note: "…"
      note_fr: "…"     # the note in French (optional; needs a note)
      caveat: {fr: "…", en: "…"}   # what the rulebook sets beside the value, quoting it between « » (optional):
                                   # said after every ruling that rests on the value

A value the cited articles do not state in words — read into the text, or borrowed from another
rulebook — says so::

    dead_button:
      value: big_blind_advances
      articles: [tda-2019/32]
      interpretation:
        reason: {fr: "…", en: "…"}     # why the value is ours
        borrows: [tda-2010/24]         # the articles it borrows from (optional)

and are checked against the declarations when they are loaded: every problem is reported as
``file:line: field: what was expected`` (unknown article, value of the wrong type or out of
range, unknown choice, undeclared parameter, declared parameter missing from a ruleset, an
interpretation without its reason in both languages, of a silent value, or borrowing an unknown
article or one the value already cites).

A ruleset may name a ``base`` in ``parameters/<ruleset>/ruleset.yaml``: it is the base's
parameters overridden by its own — Fivebet is TDA 2019 plus its overrides; a house sheet is
any ruleset plus the TD's choices. The same composition serves both.

This is the edge of the engine: YAML, line numbers and pydantic stay here; the engine
(:mod:`floorbook.engine`) gets plain values. :func:`parameters_document` gives every composed
ruleset with the declarations as one JSON document, which the engine reads back with the
standard library only (:func:`floorbook.engine.rulesets.rulesets_from_json`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from floorbook.corpus.loader import EXPECTED_MESSAGES, cached_base, validate_model
from floorbook.corpus.models import COMPARED_SOURCES
from floorbook.corpus.repository import REPO_ROOT
from floorbook.engine.declarations import SILENT, Declaration, Label
from floorbook.engine.registry import field_path
from floorbook.engine.rulesets import Interpretation, Parameter, Ruleset, document
from floorbook.nearest import did_you_mean
from floorbook.reading.yamlfile import Problem, line_at, node_at, read_yaml

PARAMETERS_DIR = "parameters"
DECLARATIONS_FILE = f"{PARAMETERS_DIR}/_declarations.yaml"
# why a ruleset does not decide a question: per ruleset, each silent or discretion parameter's articles read and
# why none decides it (checked by tests/test_silences.py); a silence that cites nothing of its own cites these
SILENCES_DIR = f"{PARAMETERS_DIR}/_silences"


class RulesetError(Exception):
    def __init__(self, problems: list[Problem]):
        self.problems = problems
        super().__init__("\n".join(str(p) for p in problems))


# --- declarations -------------------------------------------------------------------------------


@cache
def _adapter(kind: type) -> TypeAdapter[Any]:
    return TypeAdapter(kind)


def read_declaration(data: Any, name: str = "") -> Declaration:
    """One declaration from its YAML data (raises pydantic's ValidationError)."""
    return replace(_adapter(Declaration).validate_python(data), name=name)


def _read_declarations(root: Path, problems: list[Problem]) -> dict[str, Declaration]:
    data, node = read_yaml(root / DECLARATIONS_FILE, DECLARATIONS_FILE, problems)
    if data is None:
        return {}
    if not isinstance(data, dict):
        problems.append(Problem(DECLARATIONS_FILE, "", "expected a mapping: parameter name → declaration", 1))
        return {}
    out: dict[str, Declaration] = {}
    for name, raw in data.items():
        try:
            out[str(name)] = read_declaration(raw, str(name))
        except ValidationError as err:
            at = node_at(node, (name,))
            for e in err.errors():
                loc = tuple(e["loc"])
                msg = EXPECTED_MESSAGES.get(e["type"], e["msg"]) if e["type"] != "unexpected_keyword_argument" else \
                    EXPECTED_MESSAGES["extra_forbidden"]
                problems.append(Problem(DECLARATIONS_FILE, field_path((name, *loc)),
                                        msg.removeprefix("Value error, "),
                                        line_at(at, loc) if loc else _key_line(node, name)))
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


class ReasonData(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    fr: str = Field(min_length=1)
    en: str = Field(min_length=1)


class InterpretationData(BaseModel):
    """Why a value is ours: ``reason`` in both languages, and the articles of other rulebooks it
    ``borrows`` from (read into :class:`floorbook.engine.rulesets.Interpretation`)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    reason: ReasonData
    borrows: list[str] = Field(default_factory=list)

    def read(self) -> Interpretation:
        return Interpretation(reason=Label(fr=self.reason.fr, en=self.reason.en), borrows=tuple(self.borrows))


class ParameterData(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    value: Any
    articles: list[str] = Field(default_factory=list)
    note: str | None = None
    note_fr: str | None = None
    interpretation: InterpretationData | None = None
    caveat: ReasonData | None = None


class RulesetMeta(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    base: str | None = None
    title: str | None = None


@dataclass
class _Where:
    """Where a parameter value was read: for line numbers in later checks."""

    file: str
    line: int | None
    node: yaml.Node | None


def _read_folder(folder: Path, rel: str, declarations: dict[str, Declaration], problems: list[Problem],
                 where: dict[str, _Where], broken: set[str]) -> tuple[RulesetMeta, dict[str, Parameter], bool]:
    """The folder's metadata, its parameters, and whether every file of it could be read; the names of
    parameters given but unreadable go in ``broken``."""
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
            meta = validate_model(RulesetMeta, data, rel_file, node, problems) or meta
            continue
        if not isinstance(data, dict):
            problems.append(Problem(rel_file, "", "expected a mapping: parameter name → value, articles, note",
                                    line_at(node)))
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
                problems.append(Problem(rel_file, str(name), f"undeclared parameter: declare it in "
                                        f"{DECLARATIONS_FILE}" + did_you_mean(str(name), declarations), line))
                continue
            pnode = node_at(node, (name,))
            sub: list[Problem] = []
            p = validate_model(ParameterData, raw, rel_file, pnode, sub)
            problems += [Problem(e.file, field_path((name, e.field)) if e.field else str(name), e.message, e.line)
                         for e in sub]
            if p is None:
                broken.add(str(name))  # reported above; not reported missing as well
                continue
            for loc, expected in declarations[name].check(p.value):
                problems.append(Problem(rel_file, field_path((name, "value", *loc)), expected,
                                        line_at(node, (name, "value", *loc))))
            if not p.articles and p.value != SILENT:
                problems.append(Problem(rel_file, f"{name}.articles",
                                        "every value must cite the article(s) it comes from", line))
            if p.note_fr and not p.note:
                problems.append(Problem(rel_file, f"{name}.note_fr", "a French note translates the note: "
                                        "give the English `note` beside it", line_at(node, (name, "note_fr"))))
            if p.interpretation is not None:
                problems += _check_interpretation(name, p, rel_file, pnode)
            params[name] = Parameter(name, p.value, tuple(p.articles), p.note, folder.name,
                                     p.interpretation.read() if p.interpretation else None, p.note_fr,
                                     caveat=Label(fr=p.caveat.fr, en=p.caveat.en) if p.caveat else None)
            where[name] = _Where(rel_file, line, pnode)
    return meta, params, complete


@cache
def load_silences(root: Path = REPO_ROOT) -> dict[str, dict[str, dict[str, Any]]]:
    """The register of silences: per ruleset, per parameter, its entry (``claim``, ``read``, ``why`` {en, fr},
    ``quotes``), from ``parameters/_silences/<ruleset>.yaml``. An unreadable file is reported by
    ``floorbook validate`` (:func:`silence_problems`), and its entries are not used."""
    out: dict[str, dict[str, dict[str, Any]]] = {}
    for path in sorted((root / SILENCES_DIR).glob("*.yaml")):
        data, _ = read_yaml(path, f"{SILENCES_DIR}/{path.name}", [])
        if isinstance(data, dict):
            out[path.stem] = {str(k): v for k, v in data.items() if isinstance(v, dict)}
    return out


def _with_silences(params: dict[str, Parameter], register: dict[str, dict[str, Any]]) -> dict[str, Parameter]:
    """Each silent or discretion parameter that cites nothing, or says nothing, given the register's articles read
    and why none decides it: a silence always names what was read."""
    out = dict(params)
    for name, p in params.items():
        entry = register.get(name)
        if entry is None or not (p.is_silent or p.is_discretion):
            continue
        why = entry.get("why") or {}
        out[name] = replace(p, read=tuple(entry.get("read") or ()), note=p.note or why.get("en"),
                            note_fr=p.note_fr or why.get("fr"))
    return out


def _check_interpretation(name: str, p: ParameterData, rel_file: str, pnode: yaml.Node | None) -> list[Problem]:
    """What is wrong with a value's ``interpretation`` that its type does not say (the borrowed
    articles' existence is checked with the cited ones, once the base is loaded)."""
    assert p.interpretation is not None
    out = []
    if p.value == SILENT:
        out.append(Problem(rel_file, f"{name}.interpretation", "a silent value states nothing to interpret: "
                           "remove the interpretation, or give the value read into the text",
                           line_at(pnode, ("interpretation",))))
    for i, aid in enumerate(p.interpretation.borrows):
        if aid in p.articles:
            out.append(Problem(rel_file, f"{name}.interpretation.borrows[{i}]",
                               f"{aid!r} is already cited in articles: borrows lists the other rulebooks' articles "
                               "the value is taken from", line_at(pnode, ("interpretation", "borrows", i))))
        elif aid in p.interpretation.borrows[:i]:
            out.append(Problem(rel_file, f"{name}.interpretation.borrows[{i}]", f"{aid!r} is listed twice",
                               line_at(pnode, ("interpretation", "borrows", i))))
    return out


@cache
def load_rulesets(root: Path = REPO_ROOT) -> dict[str, Ruleset]:
    """Every ruleset under ``parameters/``, composed with its base, checked against the
    declarations; cited articles checked."""

    declarations = load_declarations(root)
    problems: list[Problem] = []
    raw: dict[str, tuple[RulesetMeta, dict[str, Parameter]]] = {}
    where: dict[str, dict[str, _Where]] = {}
    unreadable: set[str] = set()
    broken: dict[str, set[str]] = {}
    folders = (p for p in (root / PARAMETERS_DIR).iterdir() if p.is_dir() and not p.name.startswith((".", "_")))
    for folder in sorted(folders):
        where[folder.name], broken[folder.name] = {}, set()
        meta, params, complete = _read_folder(folder, f"{PARAMETERS_DIR}/{folder.name}", declarations, problems,
                                              where[folder.name], broken[folder.name])
        raw[folder.name] = (meta, _with_silences(params, load_silences(root).get(folder.name, {})))
        if not complete:
            unreadable.add(folder.name)

    articles = cached_base(str(root)).articles
    for rid, (_, params) in raw.items():
        for p in params.values():
            at = where[rid][p.name]
            for i, aid in enumerate(p.articles):
                if aid not in articles:
                    problems.append(Problem(at.file, field_path((p.name, "articles", i)),
                                            f"cites an unknown article {aid!r}" + did_you_mean(aid, articles),
                                            line_at(at.node, ("articles", i))))
            for i, aid in enumerate(p.interpretation.borrows if p.interpretation else ()):
                if aid not in articles:
                    problems.append(Problem(at.file, field_path((p.name, "interpretation", "borrows", i)),
                                            f"borrows an unknown article {aid!r}" + did_you_mean(aid, articles),
                                            line_at(at.node, ("interpretation", "borrows", i))))

    out: dict[str, Ruleset] = {}

    def build(rid: str, seen: tuple[str, ...] = ()) -> Ruleset:
        if rid in out:
            return out[rid]
        meta, params = raw[rid]
        if meta.base:
            if meta.base not in raw or meta.base in seen:
                problems.append(Problem(f"{PARAMETERS_DIR}/{rid}/ruleset.yaml", "base",
                                        f"unknown or circular base {meta.base!r}; known: {', '.join(sorted(raw))}"
                                        + ("" if meta.base in raw else did_you_mean(meta.base, raw)),
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
            if name not in ruleset.parameters and not any(name in broken[c] for c in chain):
                problems.append(Problem(DECLARATIONS_FILE, name,
                                        f"missing from ruleset {rid!r}: every ruleset gives every declared parameter "
                                        f"(add it to a file of {PARAMETERS_DIR}/{rid}/, with `value: silent` if the "
                                        "rulebook says nothing)", declaration_line(name, root)))
    if problems:
        raise RulesetError(problems)

    rank = {sid: i for i, sid in enumerate(COMPARED_SOURCES)}
    return {rid: out[rid] for rid in sorted(out, key=lambda r: (rank.get(r, len(rank)), r))}


def _key_line(node: yaml.Node | None, key: Any) -> int | None:
    """The line of ``key`` itself in a mapping node (its value may start on the next line)."""
    if isinstance(node, yaml.MappingNode):
        for k, _ in node.value:
            if isinstance(k, yaml.ScalarNode) and k.value == str(key):
                return k.start_mark.line + 1
    return line_at(node, (key,))


def _base_line(root: Path, rid: str) -> int | None:
    rel = f"{PARAMETERS_DIR}/{rid}/ruleset.yaml"
    _, node = read_yaml(root / rel, rel, [])
    return line_at(node, ("base",))


def ruleset(rid: str, root: Path = REPO_ROOT) -> Ruleset:
    rulesets = load_rulesets(root)
    if rid not in rulesets:
        raise KeyError(f"unknown ruleset {rid!r}; known: {', '.join(sorted(rulesets))}" + did_you_mean(rid, rulesets))
    return rulesets[rid]


# --- the JSON document ------------------------------------------------------------------------------


def parameters_document(root: Path = REPO_ROOT) -> dict[str, Any]:
    """Every composed ruleset with the declarations, as one JSON-ready document (``floorbook
    parameters --json``; its shape: :func:`floorbook.engine.rulesets.document`)."""
    return document(load_declarations(root), load_rulesets(root))
