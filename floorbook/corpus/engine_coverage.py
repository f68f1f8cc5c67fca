"""The engine's coverage of the rulebooks (``floorbook check --coverage``).

Every article is, for the engine, one of:

- **read**: a parameter value, a scenario or an engine function cites it;
- **registered as not computed**: ``parameters/_not-computed.yaml`` says why there is nothing for the
  engine to rule (:data:`REASONS`: a definition, the organisation of the event, etiquette…);
- **neither**: a rule of what happens at the table that the engine does not compute yet — the register
  is no place for those: they stay counted until a situation reads them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from pydantic import Field

from floorbook.corpus.loader import Base, read_model
from floorbook.corpus.models import ArticleId, NonEmpty, Strict
from floorbook.corpus.parameters import PARAMETERS_DIR, load_rulesets
from floorbook.corpus.repository import REPO_ROOT
from floorbook.corpus.scenarios import load_all
from floorbook.corpus.traceability import engine_citations
from floorbook.reading.yamlfile import Problem, line_at

REGISTER = f"{PARAMETERS_DIR}/_not-computed.yaml"
# why an article gives the engine nothing to rule
REASONS = {
    "definition": "defines a word or states what a thing is",
    "scope": "says what the rulebook applies to, where it comes from, how it is published or changed",
    "organisation": "the organiser's and TD's duties off the table: registration, payouts, structure, announcements",
    "etiquette": "how to behave, with no outcome that depends on the facts of a hand",
    "equipment": "cards, chips, buttons, the table's material and how the dealer handles them",
    "other-game": "a rule of another game than No Limit Hold'em (Stud, Omaha, limit, pot-limit)",
    "principle": "a general principle (the floor's judgment, fairness) that rules nothing by itself",
}
Reason = Literal["definition", "scope", "organisation", "etiquette", "equipment", "other-game", "principle"]


class NotComputed(Strict):
    article: ArticleId
    reason: Reason
    note: NonEmpty | None = None  # our words, when the reason needs them


class Register(Strict):
    """Articles that give the engine nothing to rule, each with its reason."""

    articles: list[NotComputed] = Field(default_factory=list)


def load_register(base: Base, read: set[str], root: Path = REPO_ROOT) -> tuple[list[NotComputed], list[Problem]]:
    """The register, checked: known articles, each once, none that the engine reads (``read``)."""
    problems: list[Problem] = []
    path = root / REGISTER
    if not path.exists():
        return [], problems
    parsed, node = read_model(Register, path, REGISTER, problems)
    if parsed is None:
        return [], problems
    seen: set[str] = set()
    for i, entry in enumerate(parsed.articles):
        where = ("articles", i, "article")
        if entry.article not in base.articles:
            problems.append(Problem(REGISTER, f"articles[{i}].article", f"unknown article {entry.article!r}",
                                    line_at(node, where)))
        elif entry.article in seen:
            problems.append(Problem(REGISTER, f"articles[{i}].article", f"{entry.article} is listed twice",
                                    line_at(node, where)))
        elif entry.article in read:
            problems.append(Problem(REGISTER, f"articles[{i}].article", f"{entry.article} is read by the engine: "
                                    "take it out of the register", line_at(node, where)))
        seen.add(entry.article)
    return list(parsed.articles), problems


def articles_read(base: Base, root: Path = REPO_ROOT) -> dict[str, set[str]]:
    """Article id → what reads it: ``parameter``, ``scenario``, ``engine function``."""
    out: dict[str, set[str]] = {}
    for rules in load_rulesets(root).values():
        for parameter in rules.parameters.values():
            for article in parameter.articles:
                out.setdefault(article, set()).add("parameter")
    for _, sc in load_all(root):
        for article in sc.articles:
            out.setdefault(article, set()).add("scenario")
    for article in engine_citations(base, root):
        out.setdefault(article, set()).add("engine function")
    return {a: kinds for a, kinds in out.items() if a in base.articles}


@dataclass
class SourceCoverage:
    source: str
    read: list[str] = field(default_factory=list)
    registered: list[str] = field(default_factory=list)
    neither: list[str] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return {"source": self.source, "read": len(self.read), "registered": len(self.registered),
                "neither": self.neither}


def engine_coverage(base: Base, root: Path = REPO_ROOT) -> tuple[list[SourceCoverage], list[Problem]]:
    """Per rulebook, in the base's order: the articles read by the engine, registered as not computed,
    and neither."""
    read = articles_read(base, root)
    register, problems = load_register(base, set(read), root)
    registered = {e.article for e in register}
    out = {sid: SourceCoverage(sid) for sid in base.sources}
    for article_id, article in base.articles.items():
        cov = out[article.source]
        (cov.read if article_id in read else cov.registered if article_id in registered else cov.neither).append(
            article_id)
    return list(out.values()), problems
