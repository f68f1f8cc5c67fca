"""One validation for every data folder: rules/, glossary/, comparisons/, parameters/, scenarios/
and examples/ (house configurations).

Every problem is a :class:`~floorbook.corpus.loader.Problem` (``file:line: field: what was expected``).
Root causes come first: when the rules themselves cannot be loaded, the other folders are only
checked for YAML errors (syntax, repeated keys), because every reference they make to an article
would otherwise be reported again as a follow-on error.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from floorbook import LANGUAGES
from floorbook.corpus.engine_coverage import engine_coverage
from floorbook.corpus.loader import COMPARISONS_DIR, PHRASINGS_DIR, Base, LoadError, load_base
from floorbook.corpus.models import Phrasings
from floorbook.corpus.parameters import RulesetError, load_rulesets
from floorbook.corpus.repository import REPO_ROOT
from floorbook.corpus.scenarios import check
from floorbook.reading.yamlfile import Problem, line_at, read_yaml
from floorbook.search.text import tokens
from floorbook.sheet.house import SheetError
from floorbook.sheet.printing import load_house

PARAMETERS_DIR = "parameters"
SCENARIOS_DIR = "scenarios"
EXAMPLES_DIR = "examples"


@dataclass
class Report:
    """What a validation found: the problems, and what was loaded (for the summary line)."""

    problems: list[Problem] = field(default_factory=list)
    base: Base | None = None
    counts: dict[str, int] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return not self.problems


def format_problems(problems: list[Problem], what: str = "the data") -> str:
    """The one way problems are shown to a contributor (CLI, site build, scenario check)."""
    lines = [f"floorbook: {len(problems)} problem(s) in {what}:"]
    lines += [f"  {p}" for p in problems]
    return "\n".join(lines)


def _yaml_files(root: Path, folder: str) -> list[Path]:
    return sorted((root / folder).rglob("*.yaml")) if (root / folder).is_dir() else []


def _rel(root: Path, path: Path) -> str:
    return path.relative_to(root).as_posix()


def _syntax_only(root: Path, folders: tuple[str, ...]) -> list[Problem]:
    """YAML errors (unreadable, syntax, repeated keys) of every file of ``folders``."""
    problems: list[Problem] = []
    for folder in folders:
        for path in _yaml_files(root, folder):
            read_yaml(path, _rel(root, path), problems)
    return problems


def validate_all(root: Path | str | None = None) -> Report:
    """Validate every data folder of ``root`` (default: this repository)."""
    root = Path(root) if root is not None else REPO_ROOT
    report = Report()
    try:
        base = load_base(root)
    except LoadError as err:
        report.problems += err.problems
        report.problems += _syntax_only(root, (PARAMETERS_DIR, SCENARIOS_DIR, EXAMPLES_DIR))
        return report
    report.base = base
    report.counts.update(sources=len(base.sources), chapters=len(base.chapters), articles=len(base.articles),
                         topics=len(base.topics), glossary=len(base.glossary))
    _check_phrasings(root, base, report)


    if not (root / PARAMETERS_DIR).is_dir():  # a base of rules only (no engine data to check)
        return report
    try:
        rulesets = load_rulesets(root)
    except RulesetError as err:
        report.problems += err.problems
        report.problems += _syntax_only(root, (SCENARIOS_DIR, EXAMPLES_DIR))
        return report
    report.counts["rulesets"] = len(rulesets)
    parameters = set().union(*(r.parameters for r in rulesets.values())) if rulesets else set()

    scenario_ids = _check_scenarios(root, report)
    _check_topic_references(root, base, parameters, scenario_ids, report)
    _check_examples(root, base, report)
    if scenario_ids is not None:  # the register is checked against what the scenarios and parameters read
        report.problems += engine_coverage(base, root)[1]
    return report


def _check_scenarios(root: Path, report: Report) -> set[str] | None:
    """Scenario files (shape, references, inputs, expected keys); the ids found, None if none judged."""
    if not (root / SCENARIOS_DIR).is_dir():
        return None

    verdicts, problems = check([str(root / SCENARIOS_DIR)], root)
    report.problems += problems
    report.counts["scenarios"] = len({v.scenario for v in verdicts})
    ids = {v.scenario for v in verdicts}
    # a malformed file's scenarios are unknown: references to them are not reported twice
    return None if problems else ids


def _phrasing_problems(phrasings: Phrasings | None, rel: str, node: Any, loc: tuple[str, ...]) -> list[Problem]:
    """A players' phrasing (a topic's or an article's) must hold a word the search can match."""

    return [Problem(rel, ".".join(loc) + f".{lang}[{i}]",
                    f"{form!r} holds no word the search can match (only stop words); write the player's key words",
                    line_at(node, (*loc, lang, i)))
            for lang in LANGUAGES for i, form in enumerate(getattr(phrasings, lang, [])) if not tokens(form)]


def _check_phrasings(root: Path, base: Base, report: Report) -> None:
    """Players' phrasings of articles (``phrasings/<source>.yaml``)."""
    for source in sorted({base.articles[aid].source for aid in base.phrasings}):
        rel = f"{PHRASINGS_DIR}/{source}.yaml"
        node = read_yaml(root / rel, rel, [])[1]
        for aid, phrasings in base.phrasings.items():
            if base.articles[aid].source == source:
                report.problems += _phrasing_problems(phrasings, rel, node, (aid,))


def _check_topic_references(root: Path, base: Base, parameters: set[str], scenario_ids: set[str] | None,
                            report: Report) -> None:
    """A topic's engine parameters and cross-rulebook scenarios must exist; its players' phrasings
    must hold a word the search can match."""
    for topic in base.topics.values():
        rel = f"{COMPARISONS_DIR}/{topic.id}.yaml"
        node = read_yaml(root / rel, rel, [])[1]
        for i, name in enumerate(topic.parameters):
            if name not in parameters:
                report.problems.append(Problem(
                    rel, f"parameters[{i}]",
                    f"unknown engine parameter {name!r}; parameters are the keys of parameters/<ruleset>/*.yaml",
                    line_at(node, ("parameters", i))))
        report.problems += _phrasing_problems(topic.phrasings, rel, node, ("phrasings",))
        if scenario_ids is None:
            continue
        for i, sid in enumerate(topic.scenarios):
            if sid not in scenario_ids:
                report.problems.append(Problem(
                    rel, f"scenarios[{i}]", f"unknown scenario {sid!r}; scenarios are the `id`s of scenarios/**/*.yaml",
                    line_at(node, ("scenarios", i))))


def _check_examples(root: Path, base: Base, report: Report) -> None:
    """House configurations of examples/ must give a sheet."""

    files = _yaml_files(root, EXAMPLES_DIR)
    for path in files:
        try:
            load_house(path, base, rel=_rel(root, path))
        except SheetError as err:
            report.problems += err.problems
    report.counts["house configurations"] = len(files)
