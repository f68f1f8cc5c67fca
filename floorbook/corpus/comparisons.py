"""Comparisons: each topic's cells completed from the engine, and which cells differ.

Parameter values are read from the rulesets (never retyped in the topic files); whether a cell
differs from the others is computed from those values and from the engine's rulings on the
topic's cross-rulebook scenarios. A topic with neither is shown side by side, not compared.

A value that the rulebook's text does not state (read into it, or borrowed from another
rulebook) carries its :class:`~floorbook.engine.rulesets.Interpretation`: a cell lists them in
:attr:`Cell.interpretations`, so that the page shows them as ours, never as the rulebook's.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from floorbook.corpus.loader import Base
from floorbook.corpus.models import COMPARED_SOURCES, TopicCell, TopicData
from floorbook.corpus.parameters import load_rulesets
from floorbook.corpus.repository import REPO_ROOT
from floorbook.corpus.scenarios import Scenario, Verdict, judge, load_all
from floorbook.engine.rulesets import Parameter


@dataclass
class Cell:
    source: str
    data: TopicCell
    parameters: list[Parameter] = field(default_factory=list)
    outcomes: list[tuple[str, dict[str, object]]] = field(default_factory=list)  # (scenario id, engine ruling)
    differs: bool | None = None  # None: not compared (no parameter, no scenario)

    @property
    def interpretations(self) -> list[Parameter]:
        """The cell's parameter values that are ours, not stated by the rulebook's text (each with its
        ``interpretation``: the reason, and the articles it borrows from)."""
        return [p for p in self.parameters if p.interpretation is not None]

    @property
    def ours(self) -> bool:
        """Whether any of the cell's values is an interpretation of ours."""
        return bool(self.interpretations)

    def signature(self) -> tuple[object, ...] | None:
        """What the cell rules, for comparison: the engine's rulings on the topic's situations when
        there are some (two wordings of the same rule compare equal), else the parameter values."""
        if self.outcomes:
            return tuple((sid, repr(sorted((k, v) for k, v in o.items() if k not in ("articles", "note", "reason"))))
                         for sid, o in self.outcomes)
        if self.parameters:
            return tuple((p.name, repr(p.value)) for p in self.parameters)
        return None


@dataclass
class Comparison:
    topic: TopicData
    cells: list[Cell]

    @property
    def compared(self) -> bool:
        return any(c.differs is not None for c in self.cells)



def _outcomes(topic: TopicData, source: str, verdicts: dict[tuple[str, str], dict[str, object]]) -> list:
    return [(sid, verdicts[(sid, source)]) for sid in topic.scenarios if (sid, source) in verdicts]


def compare(base: Base, verdicts: dict[tuple[str, str], dict[str, object]] | None = None) -> list[Comparison]:
    """Every topic with its cells completed; ``verdicts`` maps (scenario, ruleset) to the engine's ruling."""
    rulesets = load_rulesets(base.root)
    verdicts = verdicts or {}
    out = []
    for topic in base.topics.values():
        cells = []
        for source in COMPARED_SOURCES:
            rules = rulesets[source]
            params = [rules[n] for n in topic.parameters]
            cells.append(Cell(source, topic.sources[source], params, _outcomes(topic, source, verdicts)))
        signatures = [c.signature() for c in cells]
        if any(s is not None for s in signatures):
            common, _ = Counter(signatures).most_common(1)[0]  # "differs" = from the most common ruling
            for cell, sig in zip(cells, signatures, strict=True):
                cell.differs = sig != common
        out.append(Comparison(topic, cells))
    return out


def engine_verdicts(judged: Iterable[tuple[Scenario, list[Verdict]]] | None = None,
                    root: Path = REPO_ROOT) -> dict[tuple[str, str], dict[str, object]]:
    """The engine's ruling for every (scenario, ruleset): of the scenarios judged already, or of every
    scenario of ``root`` judged now."""
    if judged is None:
        judged = ((sc, judge(sc, file, root)) for file, sc in load_all(root))
    return {(sc.id, v.ruleset): v.engine for sc, verdicts in judged for v in verdicts if v.engine}


def coverage(base: Base) -> tuple[list[str], list[str], list[str]]:
    """(articles in a topic, articles listed as not compared, articles in neither)."""
    in_topic = {a for t in base.topics.values() for c in t.sources.values() for a in c.articles}
    excused = {e.article for e in base.not_compared}
    rest = [a for a in base.articles if a not in in_topic and a not in excused]
    return sorted(in_topic), sorted(excused), rest
