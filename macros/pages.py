"""MkDocs hook: write the pages rendered by :mod:`floorbook.render` into the docs folder.

A thin adapter. Before each build it loads the base through the loader and writes one page per
source, chapter and article, in French (``x.md``) and English (``x.en.md``), under
``site_src/rules/`` and ``site_src/glossary/`` (generated, git-ignored). They are real files because mkdocs-static-i18n
reads pages from disk. Unchanged pages are not rewritten, so ``mkdocs serve`` does not loop,
and pages of deleted articles are removed. It also puts the sources and chapters in the nav.
"""

from __future__ import annotations

import json
import logging
import re
from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig

from floorbook.comparisons import Comparison, compare
from floorbook.loader import Base
from floorbook.render import GENERATED_PATHS, JudgedScenario, Renderer
from floorbook.search import build_index, compact_index
from floorbook.validate import format_problems, validate_all

log = logging.getLogger("mkdocs.floorbook")
ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = ("fr", "en")  # French is the default language (no suffix)


INPUTS = ("rules", "scenarios", "parameters", "comparisons", "glossary", "phrasings", "floorbook")
_cache: dict[str, object] = {}


def _fingerprint() -> tuple[object, ...]:
    """Changes whenever an input of the generated pages changes (for `mkdocs serve` rebuilds)."""
    files = [p for d in INPUTS for p in (ROOT / d).rglob("*") if p.is_file()]
    return (len(files), max((p.stat().st_mtime_ns for p in files), default=0))


def _context() -> tuple[Base, list[JudgedScenario], list[Comparison]]:
    """The base, the judged scenarios and the comparisons, computed once per change of the inputs."""
    key = _fingerprint()
    if _cache.get("key") != key:
        report = validate_all(ROOT)  # the same validation and messages as `floorbook validate`
        if not report.ok or report.base is None:
            raise SystemExit(format_problems(report.problems))
        base = report.base
        from floorbook.scenarios import judge, load_all

        judged = [JudgedScenario(sc, file, judge(sc, file, ROOT)) for file, sc in load_all(ROOT)]
        verdicts = {(js.scenario.id, v.ruleset): v.engine for js in judged for v in js.verdicts if v.engine}
        _cache.update(key=key, value=(base, judged, compare(base, verdicts)), pages={})
    return _cache["value"]  # type: ignore[return-value]


def _renderer(lang: str = "fr") -> Renderer:
    base, judged, comparisons = _context()
    return Renderer(base, lang, judged, comparisons)


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    renderer = _renderer()
    out: list[object] = []
    for item in config.nav or []:  # the hand-written nav says "SOURCES" where the sources go
        if item == "SOURCES":
            out.extend(renderer.nav())
        else:
            out.append(item)
    config.nav = out
    return config


def _plain(text: str) -> str:
    """An article's Markdown text as one line of plain words (the result snippets of search.js)."""
    text = re.sub(r"^\s*[-*+]\s+", "", text, flags=re.M)  # bullets
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)  # [words](link) → words
    text = re.sub(r"\*\*|__|\\(?=[^\w\s])", "", text)  # bold markers, backslash escapes
    return " ".join(text.split())


def _search_indexes(docs: Path) -> dict[Path, str]:
    """The article search index of each language (assets/search-<lang>.json), for search.js.

    To the index of :func:`floorbook.search.compact_index` the site adds what the result list
    shows and the ranking does not use: the rulebooks (id and short name, for the filter chips),
    each article's plain text (for the snippet with the matched words) and the interface words
    of the result list."""
    from floorbook.models import COMPARED_SOURCES
    from floorbook.strings import t

    base = _context()[0]
    order = [s for s in COMPARED_SOURCES if s in base.sources] + [s for s in base.sources if s not in COMPARED_SOURCES]
    out = {}
    for lang in LANGUAGES:
        index = compact_index(build_index(base, lang))
        index["sources"] = [[s, base.sources[s].data.short_title] for s in order]
        index["labels"] = {key: t(f"search_{key}", lang) for key in ("rulebooks", "all_rulebooks", "results")}
        for doc in index["docs"]:
            doc["text"] = _plain(base.articles[doc["id"]].text.get(lang))
        out[docs / "assets" / f"search-{lang}.json"] = json.dumps(index, ensure_ascii=False, separators=(",", ":"))
    return out


def _ready_sheets(docs: Path) -> dict[Path, str]:
    """A printable sheet of every rulebook as published, in both languages (sheets/<id>-<lang>.html)."""
    from floorbook.models import COMPARED_SOURCES
    from floorbook.sheet import ready_sheet, render_html

    base = _context()[0]
    return {docs / "sheets" / f"{rid}-{lang}.html": render_html(ready_sheet(base, rid), base, lang)
            for rid in COMPARED_SOURCES for lang in LANGUAGES}


def on_pre_build(config: MkDocsConfig) -> None:
    docs = Path(config.docs_dir)
    if _cache.get("written") == _fingerprint():  # the other language's build: pages already written
        return
    expected: dict[Path, str] = {}
    for lang in LANGUAGES:
        for page in _renderer(lang).pages():
            path = page.path if lang == "fr" else page.path.removesuffix(".md") + f".{lang}.md"
            expected[docs / path] = page.content
    expected.update(_search_indexes(docs))
    expected.update(_ready_sheets(docs))
    written = 0
    for path, content in expected.items():
        if not path.exists() or path.read_text(encoding="utf-8") != content:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(content, encoding="utf-8")
            written += 1
    stale = [p for d in GENERATED_PATHS for p in (docs / d).rglob("*") if p.is_file() and p not in expected]
    for path in stale:
        path.unlink()
    _cache["written"] = _fingerprint()
    log.info("floorbook: %d pages (%d written, %d removed)", len(expected), written, len(stale))
