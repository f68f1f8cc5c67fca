"""Rendering of the loaded base as Markdown pages (site generator independent).

The site adapters in ``hooks/`` only hand these pages to MkDocs; moving to another generator
means writing another thin adapter, not another renderer. Every piece of rule text goes through
Jinja2's autoescape: rule text is data and is never interpreted as HTML.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache, cached_property, partial
from pathlib import Path

import jinja2
import yaml
from markupsafe import Markup, escape

from floorbook.corpus.article_text import ADDENDUM, find_refs, is_source_passage, place_variants, quoted, resolve
from floorbook.corpus.comparisons import Comparison
from floorbook.corpus.inputs import read_input
from floorbook.corpus.loader import Base
from floorbook.corpus.models import COMPARED_SOURCES, Article, Chapter, Note, Source, Text, Variant
from floorbook.corpus.parameters import PARAMETERS_DIR, load_declarations, load_rulesets
from floorbook.engine.outcomes import Ruling, weakest
from floorbook.engine.registry import IMPLICIT_OUTPUTS
from floorbook.rulings.sentences import narrative, sentence
from floorbook.sheet.html import template_env
from floorbook.site_build.assistant_links import AssistantLink, links_by_article, links_of_topic
from floorbook.urls import (
    CHANGES_PAGE,
    COMPARISONS_INDEX,
    GLOSSARY_PAGE,
    SCENARIOS_GUIDE,
    SCENARIOS_INDEX,
    article_page,
    assistant_url,
    booklet_file,
    chapter_page,
    rel,
    scenario_page,
    source_page,
    topic_page,
)
from floorbook.words.interface import (
    CERTAINTIES,
    CERTAINTIES_SHORT,
    CHANGES,
    GLOSSARY_FROM,
    LANGUAGE_NAMES,
    NOTE_KINDS,
    OVERLAY_MODES,
    SCENARIO_GROUPS,
    SCENARIO_VERDICTS,
    UI,
    VARIANT_KINDS,
)
from floorbook.words.lookup import say
from floorbook.words.values import value_words

TEMPLATES = Path(__file__).resolve().parent / "templates"


@dataclass(frozen=True)
class JudgedScenario:
    """A scenario and the engine's verdicts on it (built by the site adapter, shown by the pages)."""

    scenario: object
    file: str
    verdicts: list[object]


@dataclass(frozen=True)
class RulingView:
    """One ruleset's judgement of a scenario, in plain words (what a player page shows)."""

    ruleset: str  # the rulebook's short title, never its id
    anchor: str  # the ruleset's id, for the section's anchor
    source_says: str  # the source's stated outcome as a sentence; "" when it cannot be phrased alone
    engine_says: str  # the engine's ruling as a sentence; "" when the engine could not rule (an error)
    status: str  # pass | finding | fail | error
    quote: str  # the rulebook's own words for its ruling (cross-rulebook scenarios), or ""
    articles: list[Article]  # the articles the ruling rests on
    detail: str  # a finding's explanation


def ruling_of(outcome: dict[str, object]) -> object:
    """An outcome as data (the engine's ``as_dict()``, or a scenario's ``expect``, a partial one)
    back into the engine's :class:`~floorbook.engine.outcomes.Ruling`, for :mod:`floorbook.rulings.sentences`.
    A status not given is the weakest of the fields' (``ruled`` without fields); raises ValueError
    when the fields given cannot form a ruling."""

    fields = outcome.get("fields") or {}
    status = outcome.get("status") or weakest(fields.values())  # type: ignore[union-attr]
    value = {k: v for k, v in outcome.items() if k not in IMPLICIT_OUTPUTS}
    articles = tuple(outcome.get("articles") or ())  # type: ignore[arg-type]
    return Ruling(status, value, articles, str(outcome.get("note") or ""), dict(fields))  # type: ignore[arg-type]

def _sort_key(term: str) -> str:
    """Alphabetical order ignoring accents and case (é sorts with e)."""

    return "".join(c for c in unicodedata.normalize("NFD", term.casefold()) if not unicodedata.combining(c))


# --- filters -----------------------------------------------------------------------------------

_ORDERED = re.compile(r"^(\s*)(\d+)\.(\s)", re.M)


def md_text(value: str | None) -> Markup:
    """Rule text as safe Markdown: HTML escaped; "1. " kept as printed, not renumbered as a list."""
    if not value:
        return Markup("")
    escaped = str(escape(value.strip())).replace("{", "&#123;").replace("}", "&#125;")  # no attr_list injection
    return Markup(_ORDERED.sub(r"\1\2\\.\3", escaped))


def md_inline(value: str | None) -> Markup:
    """A one-line text (a title) as safe Markdown: escaped and on one line."""
    return Markup(str(md_text(" ".join((value or "").split()))).replace("|", "&#124;"))


def md_linked(value: str, links: list[tuple[int, int, str]]) -> Markup:
    """:func:`md_text` of ``value`` where each (start, end, url) span becomes a Markdown link; the
    spans are set aside before escaping so that the visible characters are exactly the text's."""
    marked, last = [], 0
    for i, (start, end, _) in enumerate(links):
        marked += [value[last:start], f"\x00{i}\x00"]
        last = end
    out = str(md_text("".join(marked) + value[last:]))
    for i, (start, end, url) in enumerate(links):
        out = out.replace(f"\x00{i}\x00", f"[{md_text(value[start:end])}]({url})")
    return Markup(out)


@dataclass(frozen=True)
class Page:
    path: str  # source path, e.g. "ropta-2023/9-13.md"
    title: str
    body: str
    search: bool = True  # excluded from the search index when False (avoid duplicate hits)

    @property
    def content(self) -> str:
        """The page as Markdown with its front matter (written by YAML, never by hand)."""
        meta: dict[str, object] = {"title": self.title}
        if not self.search:
            meta["search"] = {"exclude": True}
        return "---\n" + yaml.safe_dump(meta, allow_unicode=True, width=10000) + "---\n\n" + self.body


@cache
def _declarations(root: str) -> dict[str, object]:

    return load_declarations(Path(root))  # type: ignore[return-value]


@cache
def _rulesets(root: str) -> dict[str, object]:
    """The rulesets of ``root``; none for a base of rules only (no parameters/ folder)."""

    if not (Path(root) / PARAMETERS_DIR).is_dir():
        return {}
    return load_rulesets(Path(root))  # type: ignore[return-value]


@cache
def _env() -> jinja2.Environment:
    env = template_env(TEMPLATES)  # the sheet's settings (say and UI), the site's templates
    env.filters["md"] = md_text
    env.filters["inline"] = md_inline
    env.globals.update(  # the tables keyed by the data they name: say(NOTE_KINDS[n.kind], lang)
        CERTAINTIES=CERTAINTIES, CERTAINTIES_SHORT=CERTAINTIES_SHORT, CHANGES=CHANGES, GLOSSARY_FROM=GLOSSARY_FROM,
        LANGUAGE_NAMES=LANGUAGE_NAMES, NOTE_KINDS=NOTE_KINDS, OVERLAY_MODES=OVERLAY_MODES,
        SCENARIO_GROUPS=SCENARIO_GROUPS, SCENARIO_VERDICTS=SCENARIO_VERDICTS, VARIANT_KINDS=VARIANT_KINDS)
    return env


class Renderer:
    """Renders one language of the site from a loaded base."""

    def __init__(self, base: Base, lang: str = "fr", scenarios: list[JudgedScenario] | None = None,
                 comparisons: list[Comparison] | None = None, booklets: bool = False):
        self.base = base
        self.lang = lang
        self.booklets = booklets  # the rulebooks' pages link their booklets (PDF made after the build)
        self.scenarios = scenarios or []
        self.comparisons = comparisons or []

    # helpers exposed to templates
    @cached_property
    def _assistant_by_article(self) -> dict[str, list[AssistantLink]]:
        return links_by_article(self.scenarios)

    def assistant_links(self, page: str, links: list[AssistantLink]) -> list[tuple[str, str]]:
        """The situations offered from ``page``: (plain name, address of the assistant)."""
        return [(say(link.label, self.lang), assistant_url(page, link.situation, link.example)) for link in links]

    def tx(self, value: Text | None) -> str:
        return value.get(self.lang) if value else ""

    def other_language_url(self, page: str) -> str:
        """The URL of the same page in the other language, relative to this page's URL."""
        url = page.removesuffix(".md").removesuffix("index").rstrip("/")
        depth = url.count("/") + 1 if url else 0
        if self.lang == "en":  # /en/<url>/ → /<url>/
            return "../" * (depth + 1) + (url + "/" if url else "")
        return "../" * depth + "en/" + (url + "/" if url else "")

    def site_file(self, page: str, path: str) -> str:
        """The address of a file of the built site (``booklets/x.pdf``) relative to a page's URL."""
        url = page.removesuffix(".md").removesuffix("index").rstrip("/")
        depth = (url.count("/") + 1 if url else 0) + (1 if self.lang == "en" else 0)
        return "../" * depth + path

    def booklet_link(self, page: str, ruleset: str, lang: str) -> str:
        """A booklet in the page language's folder (its service worker keeps it once opened)."""
        return self.site_file(page, ("en/" if self.lang == "en" else "") + booklet_file(ruleset, lang))

    def param_description(self, p: object) -> str:
        """What a parameter decides, in plain words (its declaration), never its identifier."""
        text = _declarations(str(self.base.root))[p.name].description.get(self.lang)  # type: ignore[attr-defined]
        text = text.rstrip(" .")
        if text.endswith("?"):  # a question is answered by the value that follows
            return text
        return text + ("\u00a0:" if self.lang == "fr" else ":")

    def param_value(self, p: object) -> str:
        """A parameter's value in plain words."""
        return value_words(p.value, self.lang, _declarations(str(self.base.root))[p.name])  # type: ignore[attr-defined]

    def engine_parameters(self, article: Article) -> list[object]:
        """The parameter values of the article's own ruleset that rest on it (cite it or borrow it)."""
        rules = _rulesets(str(self.base.root)).get(article.source)
        if rules is None:
            return []
        return [p for p in rules.parameters.values() if article.id in p.articles
                or (p.interpretation is not None and article.id in p.interpretation.borrows)]

    def cite_ids(self, ids: object) -> str:
        """Article ids as their citations ("TDA 2010 24"), for texts of ours."""
        return ", ".join(self.base.cite(a) for a in ids if a in self.base.articles)  # type: ignore[attr-defined]

    def title_of(self, article: Article) -> str:
        return article.display_title(self.lang)

    def cite(self, article: Article) -> str:
        return self.base.cite(article.id)

    def link(self, from_page: str, article: Article) -> str:
        return rel(from_page, article_page(article))

    def text_parts(self, article: Article) -> list[tuple[str, list[Variant]]]:
        """The article's text in the page language cut after each variant's anchor, each part
        with the variants that follow it (variants shown in place)."""
        return place_variants(article.text.fr, article.text.get(self.lang), article.variants,
                              [v.after for v in article.variants])

    def _numbers(self, source_id: str) -> dict[str, list[str]]:
        """Printed number → ids of the articles of a rulebook (an overlay cites its base's numbers)."""
        cache: dict[str, dict[str, list[str]]] = self.__dict__.setdefault("_numbers_cache", {})
        if source_id not in cache:
            data = self.base.sources[source_id].data
            out: dict[str, list[str]] = {}
            for a in self.base.source_articles(data.base or source_id):
                out.setdefault(a.number, []).append(a.id)
            cache[source_id] = out
        return cache[source_id]

    def refs(self, value: str | None, article: Article, page: str) -> Markup:
        """Rule text as safe Markdown (see :func:`md_text`) whose references to an article of the
        same rulebook are links to it. No link for a number the source prints wrongly (the
        article's notes list it in ``misprinted_refs``), that no article or two articles carry,
        or that names the article itself; the characters shown stay those of the text."""
        if not value:
            return Markup("")
        misprinted = {n for note in article.notes for n in note.misprinted_refs}
        numbers = self._numbers(article.source)
        links: list[tuple[int, int, str]] = []
        for ref in find_refs(value):
            if ref.number == ADDENDUM:
                if article.addendum:
                    here = article_page(article)
                    links.append((ref.start, ref.end, ("" if page == here else rel(page, here))
                                  + f"#{article.anchor}-addendum"))
                continue
            target = resolve(ref.number, numbers)
            if ref.number in misprinted or target is None or target == article.id:
                continue
            links.append((ref.start, ref.end, rel(page, article_page(self.base.articles[target]))))
        return md_linked(value, links)

    def note_quotes(self, note: Note, article: Article) -> list[str]:
        """The passages of the source that a note of ours quotes in French (« … »), as printed:
        English pages give them beside the translated note. A quote that is not the article's
        French wording (a term, a word of ours) is left out."""
        return [q for q in quoted(note.fr or "") if is_source_passage(q, article)]

    def neighbours(self, article: Article) -> tuple[Article | None, Article | None]:
        ids = [a.id for a in self.base.source_articles(article.source)]
        i = ids.index(article.id)
        prev = self.base.articles[ids[i - 1]] if i > 0 else None
        nxt = self.base.articles[ids[i + 1]] if i + 1 < len(ids) else None
        return prev, nxt

    def _render(self, template: str, **context: object) -> str:
        return _env().get_template(template).render(r=self, lang=self.lang, base=self.base, **context)

    # pages
    def article(self, article: Article) -> Page:
        path = article_page(article)
        chapter = self.base.chapters[article.chapter]
        source = self.base.sources[article.source]
        prev, nxt = self.neighbours(article)
        target = self.base.articles[article.overlay.target] if article.overlay else None
        content = self._render(
            "article.md.j2", a=article, page=path, chapter=chapter, source=source,
            chapter_link=rel(path, chapter_page(chapter)), source_link=rel(path, source_page(source.id)),
            overlays=self.base.overlays_on(article.id), target=target, prev=prev, next=nxt,
            scenario_groups=self.scenario_groups(path, article.id),
            topics=self.topics_of(article),
            assistant=self.assistant_links(path, self._assistant_by_article.get(article.id, [])),
        )
        return Page(path, f"{self.cite(article)} — {self.title_of(article)}", content)

    def chapter(self, chapter: Chapter) -> Page:
        path = chapter_page(chapter)
        source = self.base.sources[chapter.source]
        content = self._render(
            "chapter.md.j2", chapter=chapter, page=path, source=source,
            articles=self.base.chapter_articles(chapter.id),
            source_link=rel(path, source_page(source.id)),
        )
        return Page(path, self.chapter_title(chapter), content, search=False)

    def source(self, source: Source) -> Page:
        path = source_page(source.id)
        content = self._render(
            "source.md.j2", s=source, d=source.data, page=path,
            chapters=[(c, rel(path, chapter_page(c)), self.base.chapter_articles(c.id))
                      for c in source.chapters],
            base_source=self.base.sources.get(source.data.base or ""),
            base_link=rel(path, source_page(source.data.base)) if source.data.base else "",
        )
        return Page(path, source.data.short_title, content)

    def chapter_title(self, chapter: Chapter) -> str:
        title = self.tx(chapter.title)
        return f"{chapter.number} — {title}" if chapter.number else title

    def glossary(self) -> Page:
        """The glossary, French → English and English → French: one card per entry, grouped by
        initial letter (the A–Z bar jumps to a letter; the filter box of the page hides cards)."""
        entries = self.base.glossary
        first, second = ("fr", "en") if self.lang == "fr" else ("en", "fr")

        def groups(src: str) -> list[tuple[str, str, list[object]]]:
            out: list[tuple[str, str, list[object]]] = []
            for e in sorted(entries, key=lambda e: _sort_key(getattr(e, src).term)):
                initial = _sort_key(getattr(e, src).term)[:1].upper()
                letter, anchor = (initial, initial.lower()) if "A" <= initial <= "Z" else ("#", "other")
                if not out or out[-1][0] != letter:
                    out.append((letter, anchor, []))
                out[-1][2].append(e)
            return out

        directions = [(f"{a}_{b}", a, b, groups(a)) for a, b in ((first, second), (second, first))]
        content = self._render("glossary.md.j2", entries=entries, directions=directions)
        return Page(GLOSSARY_PAGE, say(UI["glossary"], self.lang), content)

    # --- scenarios in plain words: the situation and each ruling as sentences (floorbook.rulings.sentences) ---

    def ruleset_name(self, ruleset: str) -> str:
        """A ruleset as players know it: its rulebook's short title, never its id."""
        source = self.base.sources.get(ruleset)
        return source.data.short_title if source else ruleset

    def narrative(self, sc: object) -> str:
        """The scenario's situation told in plain words (blinds, street, who bet what…)."""

        return narrative(sc.situation, read_input(sc.situation, sc.input), self.lang)  # type: ignore[attr-defined]

    def _said(self, sc: object, inp: object, outcome: dict[str, object], alone: bool = False) -> str:
        """An outcome as a sentence. With ``alone`` (a source's stated outcome, often a few fields
        only), "" when those fields cannot be phrased by themselves."""

        try:
            return sentence(sc.situation, inp, ruling_of(outcome), self.lang)  # type: ignore[attr-defined, arg-type]
        except (KeyError, ValueError, TypeError, IndexError):
            if not alone:  # the engine's own ruling must always have its sentence
                raise
            return ""

    def rulings(self, js: JudgedScenario) -> list[RulingView]:
        """Each ruleset's judgement of a computable scenario, told in sentences."""

        sc = js.scenario
        inp = read_input(sc.situation, sc.input)  # type: ignore[attr-defined]
        quotes = sc.quotes or {}  # type: ignore[attr-defined]
        out = []
        for v in js.verdicts:
            engine = v.engine  # type: ignore[attr-defined]
            ids = engine.get("articles") or v.expected.get("articles") or []  # type: ignore[attr-defined]
            out.append(RulingView(
                ruleset=self.ruleset_name(v.ruleset), anchor=v.ruleset,  # type: ignore[attr-defined]
                source_says=self._said(sc, inp, v.expected, alone=True),  # type: ignore[attr-defined]
                engine_says=self._said(sc, inp, engine) if engine else "",
                status=v.status, quote=quotes.get(v.ruleset, ""),  # type: ignore[attr-defined]
                articles=[self.base.articles[a] for a in ids if a in self.base.articles],
                detail=v.detail if v.status == "finding" else "",  # type: ignore[attr-defined]
            ))
        return out

    def summary(self, verdicts: list[object]) -> str:
        return say(SCENARIO_VERDICTS[self._status(verdicts)], self.lang)

    @staticmethod
    def _status(verdicts: list[object]) -> str:
        """A scenario's overall verdict: the worst of its rulesets' (fail, error, finding, not-computable, pass)."""
        statuses = [getattr(v, "status", "") for v in verdicts]
        return next((s for s in ("fail", "error", "finding", "not-computable") if s in statuses), "pass")

    def scenario_groups(self, page: str, article_id: str) -> list[tuple[str, list[tuple[object, str]]]]:
        """The article's scenarios grouped by verdict (agrees, explained difference…), each with its link."""
        groups: dict[str, list[tuple[object, str]]] = {}
        for js in self.scenarios_of(article_id):
            groups.setdefault(self._status(js.verdicts), []).append((js, rel(page, scenario_page(js.scenario.id))))
        order = ("pass", "finding", "not-computable", "fail", "error")
        return [(status, groups[status]) for status in order if status in groups]

    def scenarios_of(self, article_id: str) -> list[JudgedScenario]:
        return [js for js in self.scenarios if article_id in js.scenario.articles]

    def scenario(self, js: JudgedScenario) -> Page:
        path = scenario_page(js.scenario.id)
        articles = [self.base.articles[a] for a in js.scenario.articles]
        rulings = self.rulings(js) if js.scenario.computable else []
        content = self._render("scenario.md.j2", sc=js.scenario, rulings=rulings, page=path, articles=articles,
                               index_link=rel(path, SCENARIOS_INDEX), file=js.file,
                               guide_link=rel(path, SCENARIOS_GUIDE))
        title = self.tx(js.scenario.title) if js.scenario.title else js.scenario.id
        return Page(path, title, content)

    def scenarios_index(self) -> Page:
        rows = [(js.scenario, rel(SCENARIOS_INDEX, scenario_page(js.scenario.id)), js.verdicts,
                 [self.base.articles[a] for a in js.scenario.articles]) for js in self.scenarios]
        return Page(SCENARIOS_INDEX, say(UI["scenarios"], self.lang), self._render("scenarios_index.md.j2", rows=rows))

    def topic(self, c: Comparison) -> Page:
        path = topic_page(c.topic.id)
        by_id = {js.scenario.id: js for js in self.scenarios}
        scenarios = [(by_id[sid], rel(path, scenario_page(sid))) for sid in c.topic.scenarios if sid in by_id]
        topic_scenarios = [by_id[sid] for sid in c.topic.scenarios if sid in by_id]
        articles = [aid for cell in c.cells for aid in cell.data.articles]
        assistant = self.assistant_links(path, links_of_topic(topic_scenarios, articles, self._assistant_by_article))
        content = self._render("topic.md.j2", c=c, page=path, index_link=rel(path, COMPARISONS_INDEX),
                               scenarios=scenarios, assistant=assistant)
        return Page(path, self.tx(c.topic.title), content)

    def comparisons_index(self) -> Page:
        """The matrix: a row per topic, a column per rulebook, every article number a link to its page."""

        def articles(cell: object) -> list[tuple[str, str]]:
            out = []
            for aid in cell.data.articles:
                label = aid.replace(cell.source + "/", "").replace("tda-2019/", "")
                url = rel(COMPARISONS_INDEX, article_page(self.base.articles[aid])).removesuffix(".md") + "/"
                out.append((label, url))
            return out

        rows = [(c, rel(COMPARISONS_INDEX, topic_page(c.topic.id)).removesuffix(".md") + "/",
                 [(cell, self.base.sources[cell.source].data.short_title, articles(cell)) for cell in c.cells])
                for c in sorted(self.comparisons, key=lambda c: _sort_key(self.tx(c.topic.title)))]
        content = self._render("comparisons_index.md.j2", rows=rows, sources=COMPARED_SOURCES,
                               changes_link=rel(COMPARISONS_INDEX, CHANGES_PAGE))
        return Page(COMPARISONS_INDEX, say(UI["comparisons"], self.lang), content)

    def changes(self) -> Page:
        """What changed from TDA 2010 to TDA 2019, computed from the topics."""
        groups: dict[str, list[object]] = {"changed": [], "added": [], "removed": [], "same": []}
        for c in sorted(self.comparisons, key=lambda c: _sort_key(self.tx(c.topic.title))):
            old, new = (next(x for x in c.cells if x.source == s) for s in ("tda-2010", "tda-2019"))
            if old.data.silent and new.data.silent:
                continue
            if old.data.silent:
                kind = "added"
            elif new.data.silent:
                kind = "removed"
            elif old.signature() is not None and old.signature() != new.signature():
                kind = "changed"
            else:
                kind = "same"
            groups[kind].append((c, old, new, rel(CHANGES_PAGE, topic_page(c.topic.id))))
        content = self._render("changes.md.j2", groups=[(k, v) for k, v in groups.items() if v])
        return Page(CHANGES_PAGE, say(UI["changes_title"], self.lang), content)

    def topics_of(self, article: Article) -> list[tuple[object, str, list[Article]]]:
        """The article's topics, each with the articles of the other sources on it."""
        path = article_page(article)
        out = []
        for topic in self.base.topics_of(article.id):
            ids = [a for s, cell in topic.sources.items() for a in cell.articles
                   if s not in (article.source, "fivebet") and not a.startswith(article.source + "/")]
            others = [self.base.articles[a] for a in dict.fromkeys(ids)]
            out.append((topic, rel(path, topic_page(topic.id)), others))
        return out

    def page_makers(self) -> dict[str, Callable[[], Page]]:
        """Every generated page of the site in this language, by path, as the function that renders
        it (so that a page can be rendered again alone)."""
        out: dict[str, Callable[[], Page]] = {}
        if self.base.glossary:
            out[GLOSSARY_PAGE] = self.glossary
        if self.comparisons:
            out[COMPARISONS_INDEX] = self.comparisons_index
            out[CHANGES_PAGE] = self.changes
            out.update({topic_page(c.topic.id): partial(self.topic, c) for c in self.comparisons})
        if self.scenarios:
            out[SCENARIOS_INDEX] = self.scenarios_index
            out.update({scenario_page(js.scenario.id): partial(self.scenario, js) for js in self.scenarios})
        for source in self.base.sources.values():
            out[source_page(source.id)] = partial(self.source, source)
            for chapter in source.chapters:
                out[chapter_page(chapter)] = partial(self.chapter, chapter)
                out.update({article_page(a): partial(self.article, a) for a in self.base.chapter_articles(chapter.id)})
        return out

    def pages(self) -> list[Page]:
        """Every generated page of the site in this language."""
        return [make() for make in self.page_makers().values()]

    def nav(self) -> list[dict[str, object]]:
        """Navigation entries for the sources: each source, then its chapters.

        Chapters are given as bare paths so that each language shows its own page title.
        """
        entries: list[dict[str, object]] = []
        for source in self.base.sources.values():
            items: list[object] = [source_page(source.id)]
            items += [chapter_page(c) for c in source.chapters]
            entries.append({source.data.short_title: items})
        return entries


def source_overview(base: Base, lang: str, from_page: str) -> str:
    """A Markdown table of the sources: title, version, article count, link; the total last."""
    return _env().get_template("sources_table.md.j2").render(
        base=base, lang=lang,
        rows=[(s, rel(from_page, source_page(s.id)), len(base.source_articles(s.id)))
              for s in base.sources.values()],
        total=len(base.articles),
    )
