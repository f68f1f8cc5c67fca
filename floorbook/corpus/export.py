"""The JSON export of the whole base: for apps, bots and other tools."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from floorbook import __version__
from floorbook.corpus.comparisons import compare
from floorbook.corpus.loader import Base
from floorbook.corpus.models import Article, Text
from floorbook.corpus.scenarios import judge, load_all
from floorbook.urls import article_page

SCHEMA_VERSION = 3  # the contract's version (schema/export.schema.json): bump it on any change of shape
# 3: each engine parameter of a topic cell carries `interpretation` (null, or why the value is ours)


def _text(value: Text | None) -> dict[str, str | None] | None:
    return {"fr": value.fr, "en": value.en} if value else None


def article_topics(base: Base, a: Article) -> list[str]:
    """The topics whose cells cite the article, then those its YAML declares, without repeats."""
    return list(dict.fromkeys([*(t.id for t in base.topics_of(a.id)), *a.topics]))


def article_json(base: Base, a: Article) -> dict[str, Any]:
    return {
        "id": a.id,
        "source": a.source,
        "number": a.number,
        "key": a.key,
        "chapter": a.chapter,
        "title": {"fr": a.display_title("fr"), "en": a.display_title("en") if a.text.en else None},
        "title_printed": a.title is not None,
        "text": _text(a.text),
        "topics": article_topics(base, a),
        "see_also": list(a.see_also),
        "cite": base.cite(a.id),
        "path": article_page(a).removesuffix(".md") + "/",
        "addendum": [entry.model_dump(mode="json") for entry in a.addendum],
        "variants": [v.model_dump(mode="json") for v in a.variants],
        "notes": [n.model_dump(mode="json") for n in a.notes],
        "overlay": a.overlay.model_dump(mode="json") if a.overlay else None,
    }


def export(base: Base) -> dict[str, Any]:
    """Everything a tool needs, in one JSON-ready dict."""
    sources = []
    for s in base.sources.values():
        d = s.data.model_dump(mode="json", exclude={"seed_noise"})
        d["chapters"] = [
            {"id": c.id, "number": c.number, "title": _text(c.title), "intro": _text(c.intro),
             "articles": list(c.article_ids)}
            for c in s.chapters
        ]
        d["article_count"] = len(base.source_articles(s.id))
        sources.append(d)
    return {
        "floorbook": {"version": __version__, "schema": SCHEMA_VERSION},
        "sources": sources,
        "articles": [article_json(base, a) for a in base.articles.values()],
        "topics": topics_json(base),
        "scenarios": _scenarios(base.root),
        "glossary": [e.model_dump(mode="json") for e in base.glossary],
    }


def topics_json(base: Base) -> list[dict[str, Any]]:
    """Every comparison topic; each source's cell with its engine parameter values (read, never retyped),
    each with its ``interpretation`` when the value is ours rather than the rulebook's text."""
    if not base.topics:
        return []

    out = []
    for comparison in compare(base):
        t = comparison.topic
        out.append({
            "id": t.id,
            "title": _text(t.title),
            "question": _text(t.question),
            "parameters": list(t.parameters),
            "scenarios": list(t.scenarios),
            "sources": {
                cell.source: {
                    "articles": list(cell.data.articles),
                    "summary": _text(cell.data.summary),
                    "silent": cell.data.silent,
                    "note": _text(cell.data.note),
                    "parameters": [{"name": p.name, "value": p.value, "articles": list(p.articles),
                                    "interpretation": p.interpretation.as_dict() if p.interpretation else None}
                                   for p in cell.parameters],
                }
                for cell in comparison.cells
            },
        })
    return out


def _scenarios(root: Path) -> list[dict[str, Any]]:
    """Every scenario of ``root`` with the engine's verdicts."""

    out = []
    for file, sc in load_all(root):
        d = sc.model_dump(mode="json", exclude_none=True)
        d["file"] = file
        d["verdicts"] = [v.as_dict() for v in judge(sc, file, root)]
        out.append(d)
    return out
