"""The hand-written pages' figures and references, from the base: the macros of both site generators.

Material for MkDocs loads this package with ``mkdocs-macros-plugin`` (``mkdocs.yml``: ``module_name: macros``),
Zensical with its macros extension (``zensical.extensions.macros``, configured by
:func:`floorbook.site_build.zensical.config_for`, this folder on the build's ``PYTHONPATH``); each calls
:func:`define_env`. A hand-written page of ``site_src/`` asks for them with ``render_macros: true`` in its
front matter (no other page is rendered: generated pages and code examples keep ``{{`` as written):

- ``{{ count("articles") }}``, ``{{ count("articles", "tda-2010") }}``, ``{{ count("rulebooks", words=True) }}``:
  a figure of the base (:data:`COUNTS`), in the page's language (``1 200`` / ``1,200``; in words up to ten);
- ``{{ rule("ropta-2023/9.13") }}``: an article's citation (``ROPTA 2023 9.13``), linked to its page;
- ``{{ parameter("ropta-2023", "time_seconds") }}``: a rulebook's value of an engine parameter;
- ``{{ rulesets() }}``: the rulebooks' identifiers, as a contributor writes them (`` `tda-2010` ``…);
- ``{{ sources_table() }}``: the table of the rulebooks (title, version, articles, the total);
- ``{{ sheet_rows("feuille", "sheet") }}``: the rows of a table of the rulebooks' ready sheets, one link per
  language named by the page's words.

Every text of the data they give is escaped for Markdown and HTML (:func:`floorbook.site_build.render.md_inline`,
code spans); the base is read by the project's loader, once per process and again when an input file
changes (``mkdocs serve``). The repository read is the one this package lies in: both generators import it
from the root they build.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from floorbook import LANGUAGES
from floorbook.corpus.loader import Base, load_base
from floorbook.corpus.models import COMPARED_SOURCES, Kind
from floorbook.corpus.parameters import load_rulesets
from floorbook.corpus.scenarios import load_all
from floorbook.engine.declarations import Label
from floorbook.engine.rulesets import Ruleset
from floorbook.site_build.pages import INPUTS, snapshot
from floorbook.site_build.render import Renderer, md_inline, source_overview
from floorbook.site_build.zensical import zensical_text
from floorbook.urls import article_page, rel
from floorbook.words.lookup import say
from floorbook.words.values import count_words, join, number_words

ROOT = Path(__file__).parent.parent  # the repository whose pages these are (not resolved: a copy is its own)

ON = Label(fr="sur", en="on")  # an overlay on the rulebook it changes: "`fivebet` (on `tda-2019`)"


@dataclass(frozen=True)
class Data:
    """What the macros read: the base, and the engine's rulesets (parameters/), loaded once."""

    base: Base
    rulesets: dict[str, Ruleset]


_lock = threading.Lock()
_loaded: dict[Path, tuple[dict[str, tuple[int, int]], Data]] = {}


def data(root: Path = ROOT) -> Data:
    """The base and rulesets of ``root``, loaded again only when one of their input files changed."""
    inputs = snapshot(root, INPUTS)
    with _lock:
        kept = _loaded.get(root)
        if kept is None or kept[0] != inputs:
            kept = (inputs, Data(load_base(root), load_rulesets(root)))
            _loaded[root] = kept
        return kept[1]


def _scenarios(base: Base, _source: str | None) -> int:
    return len(load_all(base.root))


# each figure a page may ask for: what counts it, from the base (and a source, where one is given)
COUNTS: dict[str, Callable[[Base, str | None], int]] = {
    "articles": lambda base, source: len(base.source_articles(source) if source else base.articles),
    "sources": lambda base, _source: len(base.sources),
    "rulebooks": lambda base, _source: sum(s.data.kind == Kind.rulebook for s in base.sources.values()),
    "topics": lambda base, _source: len(base.topics),
    "glossary": lambda base, _source: len(base.glossary),
    "scenarios": _scenarios,
}


def page_of(env: Any) -> tuple[str, str]:
    """The page being rendered: its path in the docs as its French page's (``guide/index.md``) and its
    language. MkDocs gives the file (``index.en.md``, the English page of the i18n plugin); Zensical the
    path in a docs folder of one language, whose language is the theme's."""
    page = env.page
    file = getattr(page, "file", None)
    path = file.src_uri if file is not None else page.path
    match = re.fullmatch(r"(.*)\.([a-z]{2})\.md", path)
    if match and match.group(2) in LANGUAGES:
        return match.group(1) + ".md", match.group(2)
    theme = env.conf["theme"]
    lang = theme.get("language") if isinstance(theme, dict) else theme["language"]
    return path, lang if lang in LANGUAGES else LANGUAGES[0]


def made_by_zensical(env: Any) -> bool:
    """Whether Zensical renders the page (its page has a path; MkDocs' has a file)."""
    return getattr(env.page, "file", None) is None


def code(text: str) -> str:
    """``text`` as a Markdown code span, whatever backticks it holds (the span shows it as it is)."""
    fence = "`" * (max((len(run) for run in re.findall(r"`+", text)), default=0) + 1)
    return f"{fence} {text} {fence}" if "`" in text else f"{fence}{text}{fence}"


def count(base: Base, lang: str, what: str, source: str | None = None, words: bool = False) -> str:
    """A figure of the base in ``lang``: in figures (``1 200``), or ``words`` (``cinq``, up to ten)."""
    if what not in COUNTS:
        raise ValueError(f"count({what!r}): expected one of {', '.join(COUNTS)}")
    if source is not None and source not in base.sources:
        raise ValueError(f"count({what!r}, {source!r}): no such source (expected one of {', '.join(base.sources)})")
    n = COUNTS[what](base, source)
    return count_words(n, lang) if words else number_words(n, lang)


def rule(base: Base, page: str, article_id: str) -> str:
    """An article's citation (``ROPTA 2023 9.13``) as a Markdown link to its page from ``page``."""
    if article_id not in base.articles:
        raise ValueError(f"rule({article_id!r}): no such article (expected an id such as ropta-2023/9.13)")
    return f"[{md_inline(base.cite(article_id))}]({rel(page, article_page(base.articles[article_id]))})"


def parameter(rulesets: dict[str, Ruleset], lang: str, ruleset: str, name: str) -> str:
    """A rulebook's value of an engine parameter, as the page's language writes it."""
    if ruleset not in rulesets or name not in rulesets[ruleset].parameters:
        raise ValueError(f"parameter({ruleset!r}, {name!r}): no such rulebook or parameter")
    value = rulesets[ruleset].value(name)
    if isinstance(value, bool) or not isinstance(value, int | float):
        return md_inline(str(value))
    return number_words(value, lang)


def rulesets_list(rulesets: dict[str, Ruleset], lang: str) -> str:
    """The rulebooks' identifiers as code, an overlay with the one it changes: "`a`, `b` (on `a`) and `c`"."""
    return join((code(r.id) + (f" ({say(ON, lang)} {code(r.base)})" if r.base else "") for r in rulesets.values()),
                lang)


def sheet_rows(base: Base, lang: str, page: str, names: tuple[str, ...], zensical: bool) -> str:
    """The rows of a Markdown table of the rulebooks' ready sheets (``sheets/<id>-<lang>.html``, written by the
    pages step): the rulebook (an overlay with the one it changes), then a link per language named by
    ``names``. The addresses are raw HTML (the sheets are files, not pages): relative to the page's address
    for MkDocs, rewritten as Zensical reads them (:func:`floorbook.site_build.zensical.zensical_text`)."""
    rows = []
    for rid in (r for r in COMPARED_SOURCES if r in base.sources):
        data = base.sources[rid].data
        name = data.short_title + (f" ({base.sources[data.base].data.short_title})" if data.base else "")
        links = [f'<a href="{Renderer(base, lang).site_file(page, f"sheets/{rid}-{sheet}.html")}">{md_inline(word)}</a>'
                 for sheet, word in zip(LANGUAGES, names, strict=True)]
        rows.append(f"| {md_inline(name)} | {' | '.join(links)} |")
    text = "\n".join(rows)
    return zensical_text(text, page) if zensical else text


def define_env(env: Any) -> None:
    """The macros of a build: mkdocs-macros-plugin and Zensical call it by this name, and both take
    ``env.macro(function, name)``."""

    def here() -> tuple[Data, str, str]:
        page, lang = page_of(env)
        return data(), page, lang

    def count_macro(what: str, source: str | None = None, words: bool = False) -> str:
        """A figure of the base: articles (of a source), sources, rulebooks, topics, glossary, scenarios."""
        found, _, lang = here()
        return count(found.base, lang, what, source, words)

    def rule_macro(article_id: str) -> str:
        """An article's citation, linked to its page."""
        found, page, _ = here()
        return rule(found.base, page, article_id)

    def parameter_macro(ruleset: str, name: str) -> str:
        """A rulebook's value of an engine parameter."""
        found, _, lang = here()
        return parameter(found.rulesets, lang, ruleset, name)

    def rulesets_macro() -> str:
        """The rulebooks' identifiers."""
        found, _, lang = here()
        return rulesets_list(found.rulesets, lang)

    def sources_table_macro() -> str:
        """The table of the rulebooks: title, version, number of articles, the total."""
        found, page, lang = here()
        return source_overview(found.base, lang, page)

    def sheet_rows_macro(*names: str) -> str:
        """The rows of the table of the rulebooks' ready sheets, a link per language named by ``names``."""
        found, page, lang = here()
        return sheet_rows(found.base, lang, page, names, made_by_zensical(env))

    for name, function in (("count", count_macro), ("rule", rule_macro), ("parameter", parameter_macro),
                           ("rulesets", rulesets_macro), ("sources_table", sources_table_macro),
                           ("sheet_rows", sheet_rows_macro)):
        env.macro(function, name)
