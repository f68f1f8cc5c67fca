"""Comparisons: topics complete, references resolved, differences computed, coverage."""

from __future__ import annotations

from pathlib import Path

import pytest

from floorbook.cli import main
from floorbook.corpus.comparisons import compare, coverage, engine_verdicts
from floorbook.corpus.models import COMPARED_SOURCES
from floorbook.corpus.parameters import load_rulesets
from floorbook.corpus.scenarios import load_all

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def comparisons(base):
    return compare(base, engine_verdicts())


def test_at_least_50_topics_with_every_source(base) -> None:
    assert len(base.topics) >= 50
    for topic in base.topics.values():
        assert set(topic.sources) == set(COMPARED_SOURCES), topic.id
        for sid, cell in topic.sources.items():
            assert cell.silent or (cell.articles and cell.summary and cell.summary.en), f"{topic.id}/{sid}"
            assert not cell.silent or (cell.note and cell.note.en), f"{topic.id}/{sid}: silent needs a note"


def test_parameters_and_scenarios_of_topics_exist(base) -> None:
    params = set(load_rulesets()["tda-2019"].parameters)
    scenario_ids = {sc.id for _, sc in load_all()}
    for topic in base.topics.values():
        assert set(topic.parameters) <= params, (topic.id, set(topic.parameters) - params)
        assert set(topic.scenarios) <= scenario_ids, (topic.id, set(topic.scenarios) - scenario_ids)


def test_cells_show_the_engine_values_not_retyped_ones(comparisons) -> None:
    rulesets = load_rulesets()
    for c in comparisons:
        for cell in c.cells:
            for p in cell.parameters:
                assert p.value == rulesets[cell.source][p.name].value


def test_differences_are_computed_from_the_engine(comparisons) -> None:
    compared = [c for c in comparisons if c.compared]
    assert compared, "some topics are compared"
    for c in compared:
        signatures = [cell.signature() for cell in c.cells]
        for cell, sig in zip(c.cells, signatures, strict=True):
            same_as_someone = any(sig == other for other in signatures if other is not sig)
            if not cell.differs:
                assert same_as_someone or len(set(signatures)) == len(signatures)
        # two cells with the same ruling are flagged alike
        for a in c.cells:
            for b in c.cells:
                if a.signature() == b.signature():
                    assert a.differs == b.differs, (c.topic.id, a.source, b.source)


def test_coverage_of_rule_stating_articles(base) -> None:
    in_topic, excused, rest = coverage(base)
    assert rest == [], f"{len(rest)} articles in no topic and not listed with a reason: {rest[:15]}"
    assert len(in_topic) / (len(in_topic) + len(excused)) >= 0.90
    assert set(in_topic).isdisjoint(excused), "an article both in a topic and listed as not compared"


def test_coverage_report_command(capsys) -> None:
    assert main(["topics", "--coverage"]) == 0
    out = capsys.readouterr().out
    assert "articles in a topic" in out and "not compared" in out
