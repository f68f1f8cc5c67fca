"""Scenarios: worked examples of the sources and cross-rulebook situations, checked by the engine.

A scenario file (``scenarios/**/*.yaml``) holds ``scenarios:``, a list of::

    - id: ropta-2023-9-23                # unique
      articles: [ropta-2023/9.23]        # where the example is printed (or the rules it tests)
      title: {fr: …, en: …}              # optional
      ruleset: ropta-2023                # one ruleset… (or `expect_by_ruleset` below)
      situation: chip_push               # see `floorbook check --situations`
      input: {big_blind: 100, current_bet: 325, chips: [500, 25]}
      expect: {action: raise, to: 650}   # the outcome as the source states it
      quote: "… le joueur devra relancer à 650."   # the source's words for that outcome
      finding:                           # only when the engine disagrees with the source
        engine: {to: 600}                # what the engine says instead
        explanation: "…"                 # why (a source error, an ambiguity…)

or, for a cross-rulebook situation, ``expect_by_ruleset: {tda-2010: {...}, tda-2019: {...}, …}``
with one expected ruling per ruleset, each derived from that rulebook's text and citing it
(``articles``), and ``quotes: {ruleset: "…"}``, each rulebook's words for its ruling.
Purely descriptive examples: ``computable: false`` with a ``reason``.

A partial answer (the rulebook rules one output and is silent on another, or leaves it to the TD)
is expected with ``fields``, the status of each output named::

      expect: {status: silent, min_raise_to: 200, fields: {to_call: silent, min_raise_to: ruled}}

An output not listed in the engine's ``fields`` has the ruling's ``status``.

The format is versioned (``format:`` at the top of a file; :data:`FORMATS`). A file in an earlier
format is read as it was meant, or refused with a message naming the change:

- format 1 (a file without ``format:``): ``status`` is one of ``ruled``, ``silent``, ``discretion``; a
  partial answer's status was the weakest of its outputs' (all of them, or those the expectation
  names: a situation may have gained outputs since); an expected mapping is compared on the keys it
  gives, and an option on the amount it goes to (``options: {call: 6000}``: options became
  ``{to, completed, returned}``).
- format 2: ``status`` is one of ``ruled``, ``partial``, ``discretion``, ``silent`` (a partial answer says
  ``partial``); every expected value is compared whole.
- format 3: the situation ``exposed_hand`` is gone, merged into ``hand_shown`` (the same articles ruled
  twice). A file of format 1 or 2 that names ``exposed_hand`` is asked ``hand_shown`` (its input
  ``in_turn`` is the same field) and the outcome is said as ``exposed_hand`` said it
  (:func:`exposed_hand_outcome`: its ``penalty`` named in one word the penalty and when it starts); a
  file of format 3 that names it is refused, the message naming the situation that replaced it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, model_validator

from floorbook.corpus.inputs import InvalidInput, read_input
from floorbook.corpus.loader import cached_base, read_model
from floorbook.corpus.models import Text
from floorbook.corpus.parameters import load_rulesets
from floorbook.corpus.repository import REPO_ROOT
from floorbook.engine import MERGED, SITUATIONS, Situation
from floorbook.engine.outcomes import STRENGTH, VERDICTS, weakest
from floorbook.engine.registry import field_path
from floorbook.nearest import did_you_mean
from floorbook.reading.yamlfile import Problem, line_at
from floorbook.rulings.ask import SCENARIO_FORMAT

SCENARIOS_DIR = "scenarios"
# every format of scenario files, and what changed in it
FORMATS = {
    1: "the first form (no `format:` key): a partial answer's status is the weakest of its outputs'",
    2: "a partial answer's status is `partial`; every expected value is compared whole",
    3: "the situation `exposed_hand` is gone: it is `hand_shown` (the same input `in_turn`; its `penalty` said as "
       "`penalty` and `penalty_starts`)",
}
CURRENT_FORMAT = SCENARIO_FORMAT  # what `floorbook ask` and the assistant write
assert max(FORMATS) == CURRENT_FORMAT, "a new format is described in FORMATS and written by scenario_yaml"


class Finding(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    engine: dict[str, Any]
    explanation: str = Field(min_length=10)


class Scenario(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    _format: int = PrivateAttr(default=CURRENT_FORMAT)  # its file's format (a scenario made in code: the current)
    _merged_from: str | None = PrivateAttr(default=None)  # the situation its file named, merged since into this one

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9.\-]*$")
    articles: list[str] = Field(min_length=1)
    title: Text | None = None
    computable: bool = True
    reason: str | None = None
    ruleset: str | None = None
    situation: str | None = None
    input: dict[str, Any] = Field(default_factory=dict)
    expect: dict[str, Any] | None = None
    expect_by_ruleset: dict[str, dict[str, Any]] | None = None
    quote: str | None = None
    quotes: dict[str, str] | None = None  # per ruleset, for cross-rulebook scenarios: each rulebook's words
    finding: Finding | None = None
    findings: dict[str, Finding] | None = None  # per ruleset, for cross-rulebook scenarios
    topics: list[str] = Field(default_factory=list)

    @model_validator(mode="after")
    def _shape(self) -> Scenario:
        if not self.computable:
            if not self.reason:
                raise ValueError("a scenario with computable: false needs a `reason`")
            return self
        if self.situation is None:
            raise ValueError("`situation` is required (or computable: false with a reason)")
        if (self.expect is None) == (self.expect_by_ruleset is None):
            raise ValueError("give exactly one of `expect` (with `ruleset`) or `expect_by_ruleset`")
        if self.expect is not None and not self.ruleset:
            raise ValueError("`expect` needs a `ruleset`")
        if self.quotes is not None:
            unknown = sorted(set(self.quotes) - set(self.expect_by_ruleset or {}))
            if self.expect_by_ruleset is None:
                raise ValueError("`quotes` (one per ruleset) go with `expect_by_ruleset`; use `quote` with `expect`")
            if unknown:
                raise ValueError(f"`quotes` for rulesets that are not expected: {', '.join(unknown)}")
        return self


class ScenarioFile(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    format: int = 1
    scenarios: list[Scenario] = Field(min_length=1)


@dataclass
class Verdict:
    """The engine's judgement of one expectation of one scenario under one ruleset."""

    scenario: str
    ruleset: str
    file: str
    status: str  # pass | finding | fail | error | not-computable
    expected: dict[str, Any] = field(default_factory=dict)
    engine: dict[str, Any] = field(default_factory=dict)
    detail: str = ""

    def line(self) -> str:
        head = f"{self.status.upper():<14} {self.scenario} [{self.ruleset}]"
        if self.status in ("pass", "finding", "fail"):
            parts = []
            for k, v in self.expected.items():
                got = _observed(self.engine, k, v)
                parts.append(f"{k}={got!r}" + ("" if _same(got, v) else f" (source: {v!r})"))
            head += " " + ", ".join(parts)
        return head + (f" — {self.detail}" if self.detail else "")

    def as_dict(self) -> dict[str, Any]:
        return {"scenario": self.scenario, "ruleset": self.ruleset, "file": self.file, "status": self.status,
                "expected": self.expected, "engine": self.engine, "detail": self.detail}


def _same(actual: Any, expected: Any) -> bool:
    if isinstance(expected, float) or isinstance(actual, float):
        try:
            return abs(float(actual) - float(expected)) < 1e-9
        except (TypeError, ValueError):
            return False
    if isinstance(expected, list) and isinstance(actual, tuple):
        actual = list(actual)
    return actual == expected


FIELD_STATUSES = ("ruled", "silent", "discretion")


def field_statuses(outcome: dict[str, Any], names: Any) -> dict[str, Any]:
    """The status of each named output field of an outcome: its own in a partial answer (``fields``),
    else the outcome's ``status``."""
    own = outcome.get("fields") or {}
    return {name: own.get(name, outcome.get("status")) for name in names}


def _observed(outcome: dict[str, Any], key: str, expected: Any, version: int = CURRENT_FORMAT,
              named: tuple[str, ...] = ()) -> Any:
    """What the engine says for one expected key, as a file of format ``version`` meant it: for
    ``fields``, the status of each field named. In format 1 a partial answer's status was the weakest of
    its outputs' — of the outputs the situation had then, which may be fewer than now: the weakest of all
    the outputs, or of those the expectation names (``named``), is what the file meant, whichever it
    expects; and a mapping is compared on the keys it gives."""
    if key == "fields" and isinstance(expected, dict):
        return field_statuses(outcome, expected)
    actual = outcome.get(key)
    if version == 1 and key == "status" and outcome.get("fields"):
        own = outcome["fields"]
        readings = {weakest(own.values()), weakest(own[n] for n in named if n in own)}
        return expected if expected in readings else weakest(own.values())
    if version == 1 and isinstance(expected, dict) and isinstance(actual, dict):
        return {k: _as_format_1(actual.get(k), expected[k]) for k in expected}
    return actual


def _as_format_1(actual: Any, expected: Any) -> Any:
    """An option as format 1 wrote it: the amount it goes to (``call: 6000``), since an option became
    ``{to, completed, returned}`` (what the player's chips go to, add and get back)."""
    if isinstance(actual, dict) and "to" in actual and not isinstance(expected, dict):
        return actual["to"]
    return actual


# the one word of ``exposed_hand``'s ``penalty`` (formats 1 and 2) for hand_shown's penalty and when it starts
EXPOSED_HAND_PENALTY = {("penalty", "next_hand"): "next_hand", ("discretion", "next_hand"): "possible_next_hand",
                        ("penalty", "end_of_hand"): "after_hand", ("penalty", None): "penalty",
                        ("warning", None): "warning"}


def exposed_hand_outcome(outcome: dict[str, Any]) -> dict[str, Any]:
    """A ``hand_shown`` outcome as the situation ``exposed_hand`` said it before it was merged into
    ``hand_shown`` (formats 1 and 2): ``hand_live``, ``options`` and one ``penalty`` word for the penalty and
    when it starts (``next_hand``, ``possible_next_hand``, ``after_hand``, ``penalty``, ``warning``).

    >>> exposed_hand_outcome({"status": "partial", "hand_live": True, "bets_lost": False, "options": None,
    ...     "penalty": None, "penalty_starts": "next_hand", "fields": {"hand_live": "ruled", "bets_lost": "ruled",
    ...     "options": "silent", "penalty": "discretion", "penalty_starts": "ruled"}})
    {'status': 'partial', 'hand_live': True, 'options': None, 'penalty': 'possible_next_hand', \
'fields': {'hand_live': 'ruled', 'options': 'silent', 'penalty': 'ruled'}}
    """
    if outcome.get("status") not in ("ruled", "partial"):
        return dict(outcome)
    statuses = field_statuses(outcome, ("hand_live", "options", "penalty", "penalty_starts"))
    penalty = "discretion" if statuses["penalty"] == "discretion" else outcome.get("penalty")
    starts = outcome.get("penalty_starts") if statuses["penalty_starts"] == "ruled" else None
    word = EXPOSED_HAND_PENALTY.get((penalty, starts))
    value = {k: outcome[k] for k in ("hand_live", "options") if k in outcome}
    value["penalty"] = word
    every = {k: statuses[k] for k in value}
    if word is None:  # no word of exposed_hand's says it: the penalty's own status
        every["penalty"] = statuses["penalty"] if statuses["penalty"] != "ruled" else statuses["penalty_starts"]
    elif every["penalty"] != "ruled":
        every["penalty"] = "ruled"
    out: dict[str, Any] = {"status": "partial" if len(set(every.values())) > 1 else
                           min(every.values(), key=STRENGTH.__getitem__), **value}
    if out["status"] == "partial":
        out["fields"] = every
    return {**out, **{k: outcome[k] for k in ("articles", "note") if k in outcome}}


# how an outcome of the kept situation is said as the dropped one said it, for files of earlier formats
MERGED_OUTCOMES = {"exposed_hand": exposed_hand_outcome}


def _compare(expected: dict[str, Any], outcome: dict[str, Any], version: int = CURRENT_FORMAT) -> bool:
    own = outcome.get("fields") or {}
    named = tuple(k for k in [*expected, *(expected.get("fields") or {})] if k in own)
    return all(_same(_observed(outcome, k, v, version, named), v) for k, v in expected.items())


def _format_problems(parsed: ScenarioFile, rel: str, node: Any) -> list[Problem]:
    """A format this program does not know, or a status word that the file's format does not have."""
    if parsed.format not in FORMATS:
        known = "; ".join(f"{n}: {what}" for n, what in FORMATS.items())
        return [Problem(rel, "format", f"unknown format {parsed.format}; known: {known}", line_at(node, ("format",)))]
    allowed = FIELD_STATUSES if parsed.format == 1 else VERDICTS
    problems = []
    for i, sc in enumerate(parsed.scenarios):
        for where, outcome in _outcomes(sc):
            status = outcome.get("status")
            if status is not None and status not in allowed:
                change = (" (`partial` is a status of format 2: write `format: 2` at the top of the file)"
                          if status == "partial" else "")
                problems.append(Problem(rel, f"scenarios[{i}]." + ".".join(map(str, (*where, "status"))),
                                        f"{status!r} is not a status of format {parsed.format}; allowed: "
                                        f"{', '.join(allowed)}{change}",
                                        line_at(node, ("scenarios", i, *where, "status"))))
    return problems


def load_scenario_file(path: Path, rel: str, root: Path = REPO_ROOT) -> tuple[list[Scenario], list[Problem]]:
    problems: list[Problem] = []

    parsed, node = read_model(ScenarioFile, path, rel, problems)
    if parsed is None:
        return [], problems
    problems += _format_problems(parsed, rel, node)
    if problems:
        return [], problems
    for sc in parsed.scenarios:
        sc._format = parsed.format
    base = cached_base(str(root))
    rulesets = load_rulesets(root)
    for i, sc in enumerate(parsed.scenarios):
        loc = ("scenarios", i)
        for j, aid in enumerate(sc.articles):
            if aid not in base.articles:
                problems.append(Problem(rel, f"scenarios[{i}].articles[{j}]",
                                        f"unknown article {aid!r}" + did_you_mean(aid, base.articles),
                                        line_at(node, (*loc, "articles", j))))
        names = [sc.ruleset] if sc.ruleset else list(sc.expect_by_ruleset or {})
        for name in names:
            if name not in rulesets:
                problems.append(Problem(rel, f"scenarios[{i}].ruleset", f"unknown ruleset {name!r}; known: "
                                        f"{', '.join(sorted(rulesets))}" + did_you_mean(name, rulesets),
                                        line_at(node, (*loc, "ruleset"))))
        if sc.computable and sc.situation in MERGED:
            kept = MERGED[sc.situation]
            if parsed.format >= 3:
                problems.append(Problem(rel, f"scenarios[{i}].situation", f"the situation {sc.situation!r} is gone "
                                        f"since format 3: it is {kept!r} (see the format's versions)",
                                        line_at(node, (*loc, "situation"))))
                continue
            merged, sc = sc.situation, sc.model_copy(update={"situation": kept})
            sc._format, sc._merged_from = parsed.format, merged
            parsed.scenarios[i] = sc
        if sc.computable and sc.situation not in SITUATIONS:
            problems.append(Problem(rel, f"scenarios[{i}].situation", f"unknown situation {sc.situation!r}; known: "
                                    f"{', '.join(sorted(SITUATIONS))}" + did_you_mean(sc.situation, SITUATIONS),
                                    line_at(node, (*loc, "situation"))))
        elif sc.computable:
            try:
                read_input(sc.situation, sc.input)
            except InvalidInput as err:
                for where, message in err.problems:
                    field_name = f"scenarios[{i}].input" + (f".{field_path(where)}" if where else "")
                    problems.append(Problem(rel, field_name, message, line_at(node, (*loc, "input", *where))))
            problems += _unknown_outcome_keys(sc, SITUATIONS[sc.situation], rel, node, loc)
    return list(parsed.scenarios), problems


def _outcomes(sc: Scenario) -> list[tuple[tuple[str | int, ...], dict[str, Any]]]:
    """Every outcome a scenario states (expected, or the engine's in a finding), with its place in the file."""
    out: list[tuple[tuple[str | int, ...], dict[str, Any]]] = []
    if sc.expect is not None:
        out.append((("expect",), sc.expect))
    for rid, expected in (sc.expect_by_ruleset or {}).items():
        out.append((("expect_by_ruleset", rid), expected))
    if sc.finding is not None:
        out.append((("finding", "engine"), sc.finding.engine))
    for rid, finding in (sc.findings or {}).items():
        out.append((("findings", rid, "engine"), finding.engine))
    return out


def _unknown_outcome_keys(sc: Scenario, situation: Situation, rel: str, node: Any,
                          loc: tuple[str | int, ...]) -> list[Problem]:
    """A key the situation's outcome never holds (a typo such as ``too`` for ``to``) is a malformed
    scenario, not a disagreement with the engine."""
    problems = []
    for where, outcome in _outcomes(sc):
        for key in outcome:
            if key not in situation.keys:
                problems.append(Problem(
                    rel, f"scenarios[{loc[1]}]." + ".".join(map(str, (*where, key))),
                    f"{situation.name} has no outcome {key!r}; known: {', '.join(sorted(situation.keys))}"
                    + did_you_mean(key, situation.keys),
                    line_at(node, (*loc, *where, key))))
        fields = outcome.get("fields")
        if "fields" in outcome and not isinstance(fields, dict):
            problems.append(Problem(rel, f"scenarios[{loc[1]}]." + ".".join(map(str, (*where, "fields"))),
                                    "expected a mapping of output → status (ruled, silent, discretion)",
                                    line_at(node, (*loc, *where, "fields"))))
            continue
        for name, status in (fields or {}).items():
            place = (*where, "fields", name)
            if name not in situation.outputs:
                problems.append(Problem(
                    rel, f"scenarios[{loc[1]}]." + ".".join(map(str, place)),
                    f"{situation.name} has no output {name!r}; known: {', '.join(sorted(situation.outputs))}"
                    + did_you_mean(name, situation.outputs),
                    line_at(node, (*loc, *place))))
            elif status not in FIELD_STATUSES:
                problems.append(Problem(
                    rel, f"scenarios[{loc[1]}]." + ".".join(map(str, place)),
                    f"{status!r} is not a status; allowed: {', '.join(FIELD_STATUSES)}", line_at(node, (*loc, *place))))
    return problems


def judge(sc: Scenario, file: str, root: Path = REPO_ROOT) -> list[Verdict]:
    """Run one scenario under each of its rulesets and compare with what the source states."""
    if not sc.computable:
        return [Verdict(sc.id, sc.ruleset or "-", file, "not-computable", detail=sc.reason or "")]
    rulesets = load_rulesets(root)
    if sc.situation in MERGED:  # a scenario made in code (the current format) naming a situation merged since
        raise ValueError(f"the situation {sc.situation!r} is gone since format 3: it is {MERGED[sc.situation]!r}")
    situation = SITUATIONS[sc.situation or ""]
    inp = read_input(situation, sc.input)
    expectations = {sc.ruleset: sc.expect} if sc.expect is not None else dict(sc.expect_by_ruleset or {})
    said_as = MERGED_OUTCOMES.get(sc._merged_from or "", dict)  # a dropped situation's outcome, as it said it
    verdicts = []
    for rid, expected in expectations.items():
        try:
            outcome = said_as(situation.run(inp, rulesets[rid]).as_dict())
        except ValueError as err:
            verdicts.append(Verdict(sc.id, rid, file, "error", dict(expected), detail=str(err)))
            continue
        finding = sc.finding if sc.expect is not None else (sc.findings or {}).get(rid)
        agrees = _compare(expected, outcome, sc._format)
        if agrees and finding is None:
            verdicts.append(Verdict(sc.id, rid, file, "pass", dict(expected), outcome))
        elif agrees:
            verdicts.append(Verdict(sc.id, rid, file, "fail", dict(expected), outcome,
                                    "a finding is recorded but the engine now agrees with the source: remove it"))
        elif finding is not None and _compare(finding.engine, outcome, sc._format):
            verdicts.append(Verdict(sc.id, rid, file, "finding", dict(expected), outcome, finding.explanation))
        elif finding is not None:
            verdicts.append(Verdict(sc.id, rid, file, "fail", dict(expected), outcome,
                                    f"the recorded finding expects the engine to say {finding.engine}"))
        else:
            verdicts.append(Verdict(sc.id, rid, file, "fail", dict(expected), outcome,
                                    "the engine disagrees with the source and no finding explains it"))
    return verdicts


def scenario_files(paths: list[str] | None = None, root: Path = REPO_ROOT) -> list[Path]:
    if not paths:
        return sorted((root / SCENARIOS_DIR).rglob("*.yaml"))
    out: list[Path] = []
    for p in map(Path, paths):
        out += sorted(p.rglob("*.yaml")) if p.is_dir() else [p]
    return out


def _rel(path: Path, root: Path = REPO_ROOT) -> str:
    try:
        return str(path.resolve().relative_to(root.resolve()))
    except ValueError:
        return str(path)


def check(paths: list[str] | None = None, root: Path = REPO_ROOT) -> tuple[list[Verdict], list[Problem]]:
    """Judge every scenario of the given files (default: all of ``scenarios/``).

    A malformed file is reported and skipped; every other file is still judged. Scenario ids
    must be unique across the files judged together.
    """
    verdicts: list[Verdict] = []
    problems: list[Problem] = []
    seen: dict[str, str] = {}
    for path in scenario_files(paths, root):
        rel = _rel(path, root)
        scenarios, file_problems = load_scenario_file(path, rel, root)
        if file_problems:
            problems += file_problems
            continue
        for sc in scenarios:
            if sc.id in seen:
                problems.append(Problem(rel, "id", f"duplicate scenario id {sc.id!r} (also in {seen[sc.id]})"))
                continue
            seen[sc.id] = rel
            verdicts += judge(sc, rel, root)
    return verdicts, problems


def load_all(root: Path = REPO_ROOT) -> list[tuple[str, Scenario]]:
    """Every scenario of ``root``'s scenarios/ with its file (for the site and the export)."""
    out = []
    for path in scenario_files(None, root):
        scenarios, problems = load_scenario_file(path, _rel(path, root), root)
        if problems:
            raise ValueError("\n".join(map(str, problems)))
        out += [(_rel(path, root), sc) for sc in scenarios]
    return out


def dump(data: Any) -> str:
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False)
