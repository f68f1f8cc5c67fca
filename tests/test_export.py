"""The JSON export's contract: the real export against its published JSON Schema."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from floorbook.corpus.export import SCHEMA_VERSION, export
from floorbook.corpus.loader import Base, load_base
from floorbook.corpus.models import COMPARED_SOURCES
from floorbook.corpus.parameters import load_rulesets
from tests.conftest import REPO

pytestmark = pytest.mark.xdist_group("export")  # its module fixtures are made once, on one worker

SCHEMA_PATH = REPO / "schema" / "export.schema.json"


@pytest.fixture(scope="module")
def schema() -> dict[str, Any]:
    return json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def validator(schema: dict[str, Any]) -> Draft202012Validator:
    return Draft202012Validator(schema, format_checker=None)


@pytest.fixture(scope="module")
def exported() -> dict[str, Any]:
    """The real export, once for the module, as a tool reads it (through JSON)."""
    return json.loads(json.dumps(export(load_base(REPO)), ensure_ascii=False))


def test_schema_is_a_valid_draft_2020_12_schema(schema) -> None:
    Draft202012Validator.check_schema(schema)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"


def test_schema_names_the_version_the_export_declares(schema, exported) -> None:
    assert SCHEMA_VERSION == 3
    assert exported["floorbook"]["schema"] == SCHEMA_VERSION
    assert schema["properties"]["floorbook"]["properties"]["schema"] == {
        "const": SCHEMA_VERSION, "description": "The version of this schema."}
    assert str(SCHEMA_VERSION) in schema["$id"] and f"version {SCHEMA_VERSION}" in schema["title"]


def test_real_export_validates_against_the_published_schema(validator, exported) -> None:
    errors = [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in validator.iter_errors(exported)]
    assert not errors, "\n".join(errors[:20])


def test_every_topic_is_exported_with_its_six_cells_and_engine_values(base: Base, exported) -> None:
    topics = {t["id"]: t for t in exported["topics"]}
    assert list(topics) == list(base.topics)
    rulesets = load_rulesets()
    for topic_id, data in base.topics.items():
        t = topics[topic_id]
        assert t["title"] == {"fr": data.title.fr, "en": data.title.en}
        assert t["question"] == {"fr": data.question.fr, "en": data.question.en}
        assert t["parameters"] == data.parameters and t["scenarios"] == data.scenarios
        assert list(t["sources"]) == list(COMPARED_SOURCES)
        for source, cell in t["sources"].items():
            yaml_cell = data.sources[source]
            assert cell["articles"] == yaml_cell.articles
            assert cell["silent"] is yaml_cell.silent
            assert (cell["summary"] is None) == (yaml_cell.summary is None)
            assert (cell["note"] is None) == (yaml_cell.note is None)
            expected = [(n, _json(rulesets[source][n].value), list(rulesets[source][n].articles),
                         _json(rulesets[source][n].interpretation.as_dict()) if rulesets[source][n].interpretation
                         else None)
                        for n in data.parameters]
            assert [(p["name"], p["value"], p["articles"], p["interpretation"]) for p in cell["parameters"]] == expected


def test_a_value_of_ours_is_exported_as_an_interpretation(exported) -> None:
    """A value the rulebook's text does not state carries its interpretation (reason, borrowed articles),
    so that a tool shows it as ours (schema version 3)."""
    dead = next(t for t in exported["topics"] if "dead_button" in t["parameters"])
    cell = next(p for p in dead["sources"]["tda-2019"]["parameters"] if p["name"] == "dead_button")
    assert cell["interpretation"]["borrows"] == ["tda-2010/24"]
    assert cell["interpretation"]["reason"]["fr"] and cell["interpretation"]["reason"]["en"]
    ropta = next(p for p in dead["sources"]["ropta-2023"]["parameters"] if p["name"] == "dead_button")
    assert ropta["interpretation"] is None  # ROPTA 4.3 states it


def test_each_article_lists_its_topics_from_the_topics_and_its_yaml(base: Base, exported) -> None:
    by_id = {a["id"]: a for a in exported["articles"]}
    assert list(by_id) == list(base.articles)
    for article_id, article in base.articles.items():
        expected = [t.id for t in base.topics_of(article_id)]
        expected += [t for t in article.topics if t not in expected]
        assert by_id[article_id]["topics"] == expected, article_id
    assert sum(1 for a in exported["articles"] if a["topics"]) > 100  # the topics do reach the articles


def _json(value: Any) -> Any:
    """A value as it reads after JSON (mapping keys become strings)."""
    return json.loads(json.dumps(value))


def _article(exported: dict[str, Any]) -> dict[str, Any]:
    """A copy of a real article that belongs to a topic."""
    return copy.deepcopy(next(a for a in exported["articles"] if a["topics"]))


def _delete(key: str) -> Callable[[dict[str, Any]], None]:
    return lambda article: article.pop(key)


def _set(key: str, value: Any) -> Callable[[dict[str, Any]], None]:
    return lambda article: article.__setitem__(key, value)


@pytest.mark.parametrize("mutate", [
    _delete("title"),
    _delete("source"),
    _set("number", 12),
    _delete("topics"),
    _set("unknown", "a field the contract does not have"),
    _set("text", {"fr": "Texte.", "en": None, "de": "Text."}),
    _set("topics", ["multiple-chips", "multiple-chips"]),
], ids=["no-title", "no-source", "number-int", "no-topics", "unknown-key", "text-extra-lang", "topic-repeated"])
def test_schema_rejects_a_broken_article(validator, exported, mutate) -> None:
    article = _article(exported)
    mutate(article)
    errors = list(validator.iter_errors({**exported, "articles": [article]}))
    assert errors and all(list(e.absolute_path)[:2] == ["articles", 0] for e in errors)


def test_schema_rejects_a_broken_topic_or_header(validator, exported) -> None:
    topic = copy.deepcopy(exported["topics"][0])
    del topic["sources"]["ropta-2023"]
    assert not validator.is_valid({**exported, "topics": [topic]})
    topic = copy.deepcopy(exported["topics"][0])
    topic["sources"]["tda-2019"]["silent"] = "no"
    assert not validator.is_valid({**exported, "topics": [topic]})
    assert not validator.is_valid({**exported, "floorbook": {"version": "0.1.0", "schema": 1}})
    topic = copy.deepcopy(next(t for t in exported["topics"] if t["sources"]["tda-2019"]["parameters"]))
    param = topic["sources"]["tda-2019"]["parameters"][0]
    del param["interpretation"]  # schema 3: always given, null when the text states the value
    assert not validator.is_valid({**exported, "topics": [topic]})
    param["interpretation"] = {"reason": {"fr": "Lu."}, "borrows": []}
    assert not validator.is_valid({**exported, "topics": [topic]})
    param["interpretation"] = {"reason": {"fr": "Lu.", "en": "Read."}, "borrows": ["tda-2010/24"]}
    assert validator.is_valid({**exported, "topics": [topic]})
    assert not validator.is_valid({k: v for k, v in exported.items() if k != "glossary"})
