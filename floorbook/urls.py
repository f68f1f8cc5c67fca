"""Where each page of the site lives: the one address scheme (standard library only).

The pages step writes the pages at these paths; the export, the search index and the comparison
tables link to them; the house sheet's QR code points at a rulebook's page. Paths are the Markdown
source paths MkDocs (or Zensical) resolves; English pages live under ``en/`` once built.
"""

from __future__ import annotations

import datetime as dt
import json
import posixpath
import re
from typing import Any, Protocol
from urllib.parse import urlencode

GENERATED_DIR = "rules"  # the folder of the site that holds the rulebooks' pages
GLOSSARY_PAGE = "glossary/index.md"
SCENARIOS_INDEX = "scenarios/index.md"
COMPARISONS_INDEX = "comparisons/index.md"
SCENARIOS_GUIDE = "guide/scenarios.md"  # the contributors' guide to scenario files (site_src/guide/)
CHANGES_PAGE = "comparisons/tda-2010-to-2019.md"
ASSISTANT_PAGE = "assistant.md"  # the floor assistant (site_src/assistant.md)
GENERATED_PATHS = (GENERATED_DIR, "glossary", "scenarios", "comparisons", "sheets")  # generated, git-ignored


class ArticleLike(Protocol):
    source: str
    key: str


class ChapterLike(Protocol):
    source: str
    slug: str


def slug(value: str) -> str:
    """``ropta-2023/9.22-bis`` → ``ropta-2023-9-22-bis``.

    >>> slug("ropta-2023/9.22-bis")
    'ropta-2023-9-22-bis'
    """
    return re.sub(r"[^a-z0-9]+", "-", value.lower()).strip("-")


BOOKLETS_DIR = "booklets"  # the rulebooks' booklets (PDF), written into the built site after its build


def booklet_file(ruleset: str, lang: str) -> str:
    """Where a rulebook's booklet lives in the built site: ``booklets/ropta-2023-fr.pdf``."""
    return f"{BOOKLETS_DIR}/{ruleset}-{lang}.pdf"


def topic_page(topic_id: str) -> str:
    return f"comparisons/{topic_id}.md"


def scenario_page(scenario_id: str) -> str:
    return f"scenarios/{scenario_id}.md"


def source_page(source_id: str) -> str:
    return f"{GENERATED_DIR}/{source_id}/index.md"


def chapter_page(chapter: ChapterLike) -> str:
    return f"{GENERATED_DIR}/{chapter.source}/ch/{chapter.slug}.md"


def article_page(article: ArticleLike) -> str:
    """>>> from types import SimpleNamespace
    >>> article_page(SimpleNamespace(source="ropta-2023", key="9.13"))
    'rules/ropta-2023/9-13.md'
    """
    return f"{GENERATED_DIR}/{article.source}/{slug(article.key)}.md"


def rel(from_page: str, to_page: str) -> str:
    """A relative link between two pages' source paths, as MkDocs resolves and validates them."""
    return posixpath.relpath(to_page, posixpath.dirname(from_page) or ".")


def ruleset_url(site: str, ruleset_id: str, lang: str) -> str:
    """A rulebook's index page on the public site, in ``lang`` (English pages live under ``en/``).

    >>> ruleset_url("https://floorbook.example.org/", "ropta-2023", "en")
    'https://floorbook.example.org/en/rules/ropta-2023/'
    """
    return site.rstrip("/") + "/" + ("en/" if lang == "en" else "") + f"{GENERATED_DIR}/{ruleset_id}/"


def query_text(value: Any) -> str:
    """A value as a page's URL query writes it (the assistant's situations, the sheet builder's
    choices): ``45``, ``true``, ``2026-05-01``, ``a,b,c``, ``A:1,B:2``; JSON when a list's item holds a
    comma or a value is nested; nothing for no value.

    >>> [query_text(v) for v in (45, True, ["a", "b"], [500, 25], {"A": 1, "B": "x"}, [["a"]], {}, None)]
    ['45', 'true', 'a,b', '500,25', 'A:1,B:x', '[["a"]]', '{}', '']
    """
    def plain(item: Any) -> bool:
        return isinstance(item, int | str) and not isinstance(item, bool) and "," not in str(item)

    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dt.date):
        return value.isoformat()
    if isinstance(value, list) and all(plain(v) for v in value):
        return ",".join(str(v) for v in value)
    if isinstance(value, dict) and value and all(isinstance(k, str) and plain(v) for k, v in value.items()):
        return ",".join(f"{k}:{v}" for k, v in value.items())
    if isinstance(value, list | dict):
        return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return "" if value is None else str(value)


def situation_query(data: dict[str, Any]) -> str:
    """A situation's input as the assistant's URL query (``key=value`` pairs, each value as
    :func:`query_text` writes it).

    >>> situation_query({"big_blind": 100, "chips": [500, 25]})
    'big_blind=100&chips=500,25'
    """
    return urlencode({k: query_text(v) for k, v in data.items()}, safe=",:[]{}\"")


def assistant_url(from_page: str, situation: str, data: dict[str, Any] | None = None) -> str:
    """The address of the floor assistant with ``situation`` chosen (and its form filled with ``data``),
    relative to the built address of the page ``from_page`` (a raw-HTML link: ``a/b.md`` is built at
    ``a/b/``, ``a/index.md`` at ``a/``).

    >>> assistant_url("rules/tda-2019/betting/tda-2019-40.md", "chip_push", {"chips": [500]})
    '../../../../assistant/?situation=chip_push&chips=500'
    >>> assistant_url("comparisons/index.md", "pots")
    '../assistant/?situation=pots'
    """
    url = from_page.removesuffix(".md").removesuffix("index").rstrip("/")
    depth = url.count("/") + 1 if url else 0
    query = f"situation={situation}" + (f"&{situation_query(data)}" if data else "")
    return "../" * depth + ASSISTANT_PAGE.removesuffix(".md") + "/?" + query
