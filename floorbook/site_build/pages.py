"""The site's generated pages and data files, written by one step that any site generator runs
before its build (``floorbook pages [--docs DIR] [--watch]``; the MkDocs hook ``hooks/pages.py``
calls the same :class:`PageStep`).

Into the docs folder (``site_src/``, these paths git-ignored), in French (``x.md``) and English
(``x.en.md``): every source, chapter and article page, the comparison topics and their matrix,
the scenarios, the glossary (:mod:`floorbook.site_build.render`), a printable sheet of every rulebook
(``sheets/<id>-<lang>.html``), the search index of each language (``assets/search-<lang>.json``) and what
tournament mode reads (``assets/tournament.json``, :mod:`floorbook.site_build.tournament`).
The hand-written pages take their figures from the base by macros, not from this step (``macros/``).

A file is rewritten only when its content changed, and files of the generated folders that are
no longer produced are removed, so that a running development server rebuilds only what changed.
Kept alive (a watcher, ``mkdocs serve``), the step regenerates only what an edit touches: after a
change limited to articles' contents (the same articles, chapters and rulebooks), only the pages
that show or link to a changed article are rendered again, then the search indexes and sheets.
"""

from __future__ import annotations

import json
import posixpath
import re
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from floorbook import LANGUAGES
from floorbook.booklet.site_step import missing_pdf_tools
from floorbook.corpus.comparisons import compare, engine_verdicts
from floorbook.corpus.loader import Base, LoadError, load_base
from floorbook.corpus.models import COMPARED_SOURCES
from floorbook.corpus.repository import REPO_ROOT
from floorbook.corpus.scenarios import judge, load_all
from floorbook.search.index import build_index, compact_index
from floorbook.sheet.printing import ready_sheet, render_html
from floorbook.site_build.render import JudgedScenario, Page, Renderer
from floorbook.site_build.tournament import TOURNAMENT_FILE, tournament_json
from floorbook.urls import GENERATED_PATHS, article_page
from floorbook.validate import format_problems, validate_all
from floorbook.words.interface import SEARCH_LABELS
from floorbook.words.lookup import say

# folders of the docs that hold only generated files; _snippets held the fragments that hand-written pages
# included before the macros (macros/): emptied where a checkout still has them, never a page of the site
GENERATED = (*GENERATED_PATHS, "_snippets")
GENERATED_FILES = (*(f"assets/search-{lang}.json" for lang in LANGUAGES), TOURNAMENT_FILE)
# the folders whose files the generated pages are made of (the package itself: its templates and strings)
INPUTS = ("rules", "scenarios", "parameters", "comparisons", "glossary", "phrasings", "floorbook")


def localized(path: str, lang: str) -> str:
    """A page's path in the docs for ``lang`` (French: as is; English: ``x.en.md``)."""
    return path if lang == LANGUAGES[0] else path.removesuffix(".md") + f".{lang}.md"


def expand_nav(nav: Iterable[object], base: Base) -> list[object]:
    """The hand-written nav of ``mkdocs.yml`` with the rulebooks (each source and its chapters) where
    it says ``SOURCES``."""
    out: list[object] = []
    for item in nav or []:
        out.extend(Renderer(base).nav() if item == "SOURCES" else [item])
    return out


def _plain(text: str) -> str:
    """An article's Markdown text as one line of plain words (the result snippets of search.js)."""
    text = re.sub(r"^\s*[-*+]\s+", "", text, flags=re.M)  # bullets
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)  # [words](link) → words
    text = re.sub(r"\*\*|__|\\(?=[^\w\s])", "", text)  # bold markers, backslash escapes
    return " ".join(text.split())


def search_index(base: Base, lang: str, comparisons: list | None = None) -> str:
    """The article search index of a language (assets/search-<lang>.json), for search.js.

    To the index of :func:`floorbook.search.index.compact_index` the site adds what the result list
    shows and the ranking does not use: the rulebooks (id and short name, for the filter chips),
    each article's plain text (for the snippet with the matched words) and the interface words
    of the result list. ``comparisons`` (:func:`floorbook.corpus.comparisons.compare`) mark in the
    topics' answer cards the rulebooks whose answer differs."""

    differs = {c.topic.id: {cell.source: cell.differs for cell in c.cells} for c in comparisons or []}
    order = [s for s in COMPARED_SOURCES if s in base.sources] + [s for s in base.sources if s not in COMPARED_SOURCES]
    index = compact_index(build_index(base, lang, differs))
    index["sources"] = [[s, base.sources[s].data.short_title] for s in order]
    index["labels"] = {key: say(words, lang) for key, words in SEARCH_LABELS.items()}
    for doc in index["docs"]:
        doc["text"] = _plain(base.articles[doc["id"]].text.get(lang))
    return json.dumps(index, ensure_ascii=False, separators=(",", ":"))


def ready_sheets(base: Base) -> dict[str, str]:
    """A printable sheet of every rulebook as published, in both languages (sheets/<id>-<lang>.html)."""

    return {f"sheets/{rid}-{lang}.html": render_html(ready_sheet(base, rid), base, lang)
            for rid in COMPARED_SOURCES for lang in LANGUAGES}


_LINK = re.compile(r"\]\(([^)\s#]+\.md)(?:#[^)\s]*)?\)")


def linked_pages(path: str, content: str) -> set[str]:
    """The docs paths of the pages a generated page links to (its Markdown links)."""
    folder = posixpath.dirname(path)
    return {posixpath.normpath(posixpath.join(folder, target)) for target in _LINK.findall(content)}


@dataclass
class Report:
    """What one run of the step did."""

    total: int = 0  # files the step produces
    written: list[str] = field(default_factory=list)  # docs paths rewritten (content changed)
    removed: list[str] = field(default_factory=list)  # stale generated files deleted
    rendered: int = 0  # pages rendered this time (all of them, or only those an edit touched)
    seconds: float = 0.0

    def __str__(self) -> str:
        return (f"{self.total} files ({len(self.written)} written, {len(self.removed)} removed; "
                f"{self.rendered} pages rendered; {self.seconds:.2f} s)")


def snapshot(root: Path, folders: Iterable[str]) -> dict[str, tuple[int, int]]:
    """(mtime, size) of every file of the input folders, by path."""
    out = {}
    for name in folders:
        for path in (root / name).rglob("*"):
            if path.is_file() and "__pycache__" not in path.parts:
                stat = path.stat()
                out[path.relative_to(root).as_posix()] = (stat.st_mtime_ns, stat.st_size)
    return out


class PageStep:
    """The generated files of the docs folder ``docs`` of the project ``root``, kept up to date.

    ``run()`` writes what changed since the last run (everything the first time). One instance
    kept alive remembers the base and the pages it rendered, to regenerate only what an edit
    touches."""

    def __init__(self, root: Path | str = REPO_ROOT, docs: Path | str | None = None):
        self.root = Path(root).resolve()
        self.docs = Path(docs).resolve() if docs is not None else self.root / "site_src"
        self._inputs: dict[str, tuple[int, int]] | None = None
        self._base: Base | None = None
        self._judged: list[JudgedScenario] = []
        self._comparisons: list[object] = []
        self._contents: dict[str, str] = {}  # docs path → content, of every file produced
        self._links: dict[str, set[str]] = {}  # docs path of a page → the docs paths it links to
        self._makers: dict[str, tuple[str, str]] = {}  # docs path → (language, renderer's page path)
        self._rendered: tuple[Base | None, dict[str, tuple[int, int]]] = (None, {})  # base and inputs last rendered
        self._deferred: Base | None = None  # the base whose search indexes and sheets are still to write
        self._later: threading.Thread | None = None  # writing them (write_deferred)

    # --- the base and what the engine computes from it -------------------------------------------

    def _load(self) -> Base:
        """Validate and load everything (the same messages as `floorbook validate`); SystemExit when wrong."""

        report = validate_all(self.root)
        if not report.ok or report.base is None:
            raise SystemExit(format_problems(report.problems))
        base = report.base
        self._judged = [JudgedScenario(sc, file, judge(sc, file, self.root)) for file, sc in load_all(self.root)]
        self._comparisons = compare(base, engine_verdicts((js.scenario, js.verdicts) for js in self._judged))
        return base

    def context(self) -> tuple[Base, list[JudgedScenario], list[object]]:
        """The base, the judged scenarios and the comparisons (loaded again when an input changed)."""
        changed = self._changed_inputs() if self._base is not None else {"*"}
        if changed:
            inputs = snapshot(self.root, INPUTS)
            base = self._reload(changed) if self._base is not None else None
            self._base = base or self._load()
            self._inputs = inputs
        return self._base, self._judged, self._comparisons  # type: ignore[return-value]

    def _reload(self, changed: set[str]) -> Base | None:
        """After an edit of rules/ only that keeps every article, chapter and rulebook in place: the
        base loaded again (its files' own checks) with the scenarios' verdicts kept, which do not
        depend on articles' texts; None when a full load and validation is needed."""

        if not all(p.startswith("rules/") for p in changed):
            return None
        try:
            base = load_base(self.root)
        except LoadError as err:
            raise SystemExit(format_problems(err.problems)) from err
        before = self._base
        if before is None or list(base.articles) != list(before.articles) \
                or base.chapters.keys() != before.chapters.keys():
            return None
        self._comparisons = compare(base, engine_verdicts((js.scenario, js.verdicts) for js in self._judged))
        return base

    def base(self) -> Base:
        return self.context()[0]

    def _changed_inputs(self) -> set[str]:
        """The input files added, removed or changed since the last load."""
        now = snapshot(self.root, INPUTS)
        before = self._inputs or {}
        return {p for p in now.keys() | before.keys() if now.get(p) != before.get(p)}

    # --- what to render -----------------------------------------------------------------------

    def _renderers(self, base: Base) -> dict[str, Renderer]:
        booklets = missing_pdf_tools() is None  # else the build warns and makes none (floorbook.booklet.site_step)
        return {lang: Renderer(base, lang, self._judged, self._comparisons, booklets) for lang in LANGUAGES}

    def _render_all(self, base: Base) -> dict[str, str]:
        out: dict[str, str] = {}
        self._makers, self._links = {}, {}
        for lang, renderer in self._renderers(base).items():
            for page in renderer.pages():
                path = localized(page.path, lang)
                out[path] = page.content
                self._makers[path] = (lang, page.path)
                self._links[path] = linked_pages(page.path, page.content)
        return out

    def _render_some(self, base: Base, paths: set[str]) -> dict[str, str]:
        """Render again the pages ``paths`` (docs paths) only."""
        renderers = self._renderers(base)
        makers = {lang: r.page_makers() for lang, r in renderers.items()}
        out = {}
        for path in paths:
            lang, page_path = self._makers[path]
            page: Page = makers[lang][page_path]()
            out[path] = page.content
            self._links[path] = linked_pages(page.path, page.content)
        return out

    def _touched(self, before: Base, after: Base) -> set[str] | None:
        """The pages an edit of articles' contents touches (docs paths), or None when the edit
        changed more than that (articles added, removed, moved; chapters, rulebooks, glossary,
        topics, scenarios or parameters): then everything is rendered again."""

        if (list(before.articles) != list(after.articles) or before.chapters != after.chapters
                or before.sources.keys() != after.sources.keys()
                or any(before.sources[s].data != after.sources[s].data for s in after.sources)
                or before.glossary != after.glossary or before.topics != after.topics):
            return None
        changed = [aid for aid, a in after.articles.items() if before.articles[aid] != a]
        if any(before.articles[aid].number != after.articles[aid].number for aid in changed):
            return None  # a number others cite by: their links may change
        targets: set[str] = set()
        for aid in changed:
            a = after.articles[aid]
            targets.add(article_page(a))
            if a.overlay:  # the overlaid article's page shows the overlay's text
                targets.add(article_page(after.articles[a.overlay.target]))
        pages = {p for p, (_, page_path) in self._makers.items()
                 if page_path in targets or self._links.get(p, set()) & targets}
        return pages

    # --- the step ---------------------------------------------------------------------------

    def run(self, defer: bool = False) -> Report:
        """Bring the generated files of the docs folder up to date; what was done. With ``defer`` (a
        development server), after an edit of articles the pages are written at once and the search
        indexes and sheets later, by a thread that :meth:`write_deferred` starts (the server then
        rebuilds once more)."""
        start = time.perf_counter()
        report = Report()
        base = self.context()[0]  # loaded again when an input changed
        before, inputs = self._rendered
        if base is not before:
            self.wait()  # the files the last run left for later first
            changed = {p for p in self._inputs.keys() | inputs.keys() if self._inputs.get(p) != inputs.get(p)}  # type: ignore[union-attr]
            touched = None
            if before is not None and changed and all(p.startswith("rules/") for p in changed):
                touched = self._touched(before, base)
            pages = self._render_all(base) if touched is None else self._render_some(base, touched)
            report.rendered = len(pages)
            contents = {**(self._contents if touched is not None else {}), **pages}
            self._rendered = (base, dict(self._inputs or {}))
            if defer and touched is not None:
                self._contents = contents
                report.written = self._write_changed(contents, pages)
                self._deferred = base  # written by write_deferred(), once the server has built the pages
            else:
                self._contents = {**contents, **self._data(base, self._comparisons)}
                report.written = self._write_changed(self._contents, pages if touched is not None else None)
        report.total = len(self._contents)
        report.removed = self._remove_stale(self._contents) if self._deferred is None and self._later is None else []
        report.seconds = time.perf_counter() - start
        return report

    @staticmethod
    def _data(base: Base, comparisons: list | None = None) -> dict[str, str]:
        """The files made from the whole base: the search indexes, the rulebooks' sheets, tournament mode's data."""
        out = ready_sheets(base)
        out.update({f"assets/search-{lang}.json": search_index(base, lang, comparisons) for lang in LANGUAGES})
        out[TOURNAMENT_FILE] = tournament_json(base)
        return out

    def _write_data(self, base: Base) -> None:
        data = self._data(base, self._comparisons)
        self._contents.update(data)
        self._write_changed(data, None)

    def write_deferred(self) -> None:
        """Start writing the files that ``run(defer=True)`` left for later (the search indexes and
        sheets), by a thread: a development server calls it once it has built the edited pages,
        and rebuilds once more when they are written."""
        if self._deferred is not None and self._later is None:
            self._later = threading.Thread(target=self._write_data, args=(self._deferred,), daemon=True)
            self._deferred = None
            self._later.start()

    def wait(self) -> None:
        """Until the files left for later (``run(defer=True)``) are written."""
        if self._later is not None:
            self._later.join()
            self._later = None
        if self._deferred is not None:
            self._write_data(self._deferred)
            self._deferred = None

    def _write_changed(self, contents: dict[str, str], pages: dict[str, str] | None) -> list[str]:
        """Write the files whose content differs from the disk (with ``pages``: only those pages
        and the other files, the rest being unchanged since the last run)."""
        written = []
        for rel, content in contents.items():
            if pages is not None and rel not in pages and self._makers.get(rel):
                continue
            path = self.docs / rel
            try:
                same = path.read_text(encoding="utf-8") == content
            except (FileNotFoundError, UnicodeDecodeError):
                same = False
            if not same:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(content, encoding="utf-8")
                written.append(rel)
        return written

    def _remove_stale(self, contents: dict[str, str]) -> list[str]:
        """Remove the files of the generated folders that the step no longer produces."""
        stale = [p for d in GENERATED for p in (self.docs / d).rglob("*")
                 if p.is_file() and p.relative_to(self.docs).as_posix() not in contents]
        for path in stale:
            path.unlink()
        return [p.relative_to(self.docs).as_posix() for p in stale]

    def watch(self, interval: float = 0.2, on_run: Callable[[Report], None] | None = None) -> None:
        """Run again whenever an input changes (polling every ``interval`` seconds), until interrupted."""
        on_run = on_run or (lambda r: print(f"floorbook pages: {r}", flush=True))
        on_run(self.run())
        while True:
            time.sleep(interval)
            if self._changed_inputs():
                try:
                    on_run(self.run())
                except SystemExit as err:  # a mistake in the data: say it, keep watching
                    print(err, flush=True)
                    self._inputs = snapshot(self.root, INPUTS)


_steps: dict[tuple[Path, Path], PageStep] = {}


def step_for(root: Path | str = REPO_ROOT, docs: Path | str | None = None) -> PageStep:
    """The step of a docs folder, one per process: a development server that loads its hooks again at
    every rebuild keeps what it rendered, so that it renders again only what an edit touches."""
    step = PageStep(root, docs)
    return _steps.setdefault((step.root, step.docs), step)
