"""One site source, two generators: the Zensical build has every page of the Material
build, with the same article text; the generated pages are written by one step of the package,
which renders again only what an edit touches, and gives then the same files as a full run.

The link check (tests/test_links.py) and the browser smoke tests (search, language switch,
offline) run on both builds through the ``built`` and ``built_server`` fixtures."""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path

import pytest

from floorbook.site_build.pages import PageStep

pytestmark = pytest.mark.site  # every test here builds, renders or serves the whole site


def _pages(site: Path) -> set[str]:
    return {p.relative_to(site).as_posix() for p in site.rglob("*.html") if "assets" not in p.parts}


class _ArticleText(HTMLParser):
    """The words of a page's <article> (the page's own content), the headings' ¶ anchors left out."""

    def __init__(self) -> None:
        super().__init__()
        self.depth = self.anchor = 0
        self.words: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.depth += tag == "article"
        if self.depth and tag == "a" and "headerlink" in (dict(attrs).get("class") or ""):
            self.anchor += 1

    def handle_endtag(self, tag: str) -> None:
        self.depth -= tag == "article"
        if self.anchor and tag == "a":
            self.anchor -= 1

    def handle_data(self, data: str) -> None:
        if self.depth and not self.anchor:
            self.words += data.split()


def _text(page: Path) -> str:
    parser = _ArticleText()
    parser.feed(page.read_text(encoding="utf-8"))
    return " ".join(parser.words)


def test_zensical_builds_every_page_of_the_material_build(site: Path, zensical_site: Path) -> None:
    material, zensical = _pages(site), _pages(zensical_site)
    assert len(material) > 1800
    assert sorted(material - zensical) == [] and sorted(zensical - material) == []


def test_every_rulebook_page_has_the_same_article_text(site: Path, zensical_site: Path) -> None:
    pages = sorted(p for p in _pages(site) if "/rules/" in f"/{p}")  # articles, chapters, rulebooks, both languages
    assert len(pages) > 1000
    different = [p for p in pages if _text(site / p) != _text(zensical_site / p)]
    assert different == [], different[:10]
    assert "jetons" in _text(site / "rules/ropta-2023/9-13/index.html")


def test_both_builds_are_finished_alike(site: Path, zensical_site: Path) -> None:
    """What the generator-neutral steps add: the policy, the manifests, the workers, the assistant's files."""
    for built in (site, zensical_site):
        for page in ("rules/ropta-2023/9-13/index.html", "en/assistant/index.html"):
            assert 'http-equiv="Content-Security-Policy"' in (built / page).read_text(encoding="utf-8")
        assert (built / "manifest.webmanifest").exists() and (built / "en" / "manifest.webmanifest").exists()
        assert (built / "sw.js").exists() and (built / "en" / "sw.js").exists()
        assert any((built / "assets" / "python").iterdir())
        assert not (built / "en" / "assets").exists()  # one copy of the site's files, at the root


def test_an_edit_renders_again_only_what_it_touches_and_gives_a_full_runs_files(repo_copy: Path,
                                                                               tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    step = PageStep(repo_copy, docs)
    first = step.run()
    assert first.rendered > 1500 and len(first.written) == first.total
    assert step.run().rendered == 0  # nothing changed: nothing rendered, nothing written
    chapter = repo_copy / "rules" / "ropta-2023" / "09-mises-et-relances.yaml"
    text = chapter.read_text(encoding="utf-8")
    chapter.write_text(text.replace("must be taken into account (see", "must be taken into account XYZZY (see", 1),
                       encoding="utf-8")
    again = step.run()
    assert 0 < again.rendered < 300, again
    assert "rules/ropta-2023/9-10.en.md" in again.written
    assert "XYZZY" in (docs / "rules" / "ropta-2023" / "9-10.en.md").read_text(encoding="utf-8")
    full = tmp_path / "full"
    PageStep(repo_copy, full).run()
    files = {p.relative_to(full) for p in full.rglob("*") if p.is_file()}
    assert files == {p.relative_to(docs) for p in docs.rglob("*") if p.is_file()}
    assert all((docs / f).read_bytes() == (full / f).read_bytes() for f in files)


def test_a_development_server_gets_the_edited_pages_first_and_the_search_indexes_after(repo_copy: Path,
                                                                                     tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    step = PageStep(repo_copy, docs)
    step.run(defer=True)
    chapter = repo_copy / "rules" / "ropta-2023" / "09-mises-et-relances.yaml"
    text = chapter.read_text(encoding="utf-8")
    chapter.write_text(text.replace("must be taken into account (see", "must be taken into account XYZZY (see", 1),
                       encoding="utf-8")
    again = step.run(defer=True)
    assert "rules/ropta-2023/9-10.en.md" in again.written and "assets/search-en.json" not in again.written
    assert "XYZZY" not in (docs / "assets" / "search-en.json").read_text(encoding="utf-8")
    assert step.run(defer=True).rendered == 0  # the server's next language: nothing to wait for
    step.write_deferred()
    step.wait()
    assert "XYZZY" in (docs / "assets" / "search-en.json").read_text(encoding="utf-8")


def test_the_development_server_sees_edits_not_reads(tmp_path: Path) -> None:
    """`mkdocs serve` with inotify (hooks/serve.py): a file written starts a build, a file read does not."""
    import sys
    import time

    import pytest
    from mkdocs.livereload import LiveReloadServer

    from floorbook.site_build.devserver import use_inotify

    if not sys.platform.startswith("linux"):
        pytest.skip("inotify: Linux only")
    (tmp_path / "a.md").write_text("a", encoding="utf-8")
    server = LiveReloadServer(builder=lambda: None, host="127.0.0.1", port=0, root=str(tmp_path))
    server.watch(str(tmp_path))
    assert use_inotify(server)
    server.observer.start()
    try:
        time.sleep(0.2)
        (tmp_path / "a.md").read_text(encoding="utf-8")
        time.sleep(0.5)
        assert not server._want_rebuild
        (tmp_path / "a.md").write_text("b", encoding="utf-8")
        deadline = time.monotonic() + 5
        while not server._want_rebuild and time.monotonic() < deadline:
            time.sleep(0.05)
        assert server._want_rebuild
    finally:
        server.observer.stop()
        server.observer.join()
        server.server_close()
