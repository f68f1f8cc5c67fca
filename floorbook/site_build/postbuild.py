"""The steps after any generator's build, on the built site folder (``floorbook postbuild SITE``).

A site generator writes the pages; what Floorbook adds to them is the same whatever wrote them:

- page steps, ``(html, url, site) -> html`` for every page (its address in the site, ``en/x/`` for
  the English pages): the floor assistant's addresses and script, the offline page's ``<base>``,
  and last the Content-Security-Policy (it hashes the page's final inline scripts);
- site steps, ``(site_dir, site) -> lines``: the assistant's data files and runtime, the rulebooks'
  booklets (PDF), a web app manifest per language, then the service workers (they list every file, so they come last).

The MkDocs hooks (``hooks/``) call the same functions page by page during the build; a build by
another generator (``make build-zensical``) runs :func:`postbuild` on its output. A new page that
needs something added after the build is one more function in :data:`PAGE_STEPS` and
:data:`SITE_STEPS`, and one line in the MkDocs hook that calls it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from floorbook.booklet import site_step as booklets
from floorbook.corpus.repository import REPO_ROOT
from floorbook.site_build import offline, python_pages, security
from floorbook.site_build.site_config import SiteInfo

# --- the steps ---------------------------------------------------------------------------------

PageStep = Callable[[str, str, SiteInfo], str]
SiteStep = Callable[[Path, SiteInfo], list[str]]


def _assistant_page(html: str, url: str, site: SiteInfo) -> str:
    return python_pages.assistant_page(html, url, site.assistant)


def _offline_save(html: str, url: str, site: SiteInfo) -> str:
    return python_pages.offline_save(html, url, site.assistant)


def _offline_page(html: str, url: str, site: SiteInfo) -> str:
    return offline.offline_page(html, url, site.site_url)


def _policy(html: str, url: str, site: SiteInfo) -> str:
    return html if site.serving else security.add_policy(html, url, site.theme)


def _assistant_files(site_dir: Path, site: SiteInfo) -> list[str]:
    return [python_pages.write_files(site_dir, site.assistant)]


def _booklets(site_dir: Path, site: SiteInfo) -> list[str]:
    return booklets.write_booklets(site_dir, site.root, site.serving, tuple(lang["prefix"] for lang in site.languages))


def _manifests(site_dir: Path, site: SiteInfo) -> list[str]:
    colour = offline.theme_colour(site.docs_dir)
    written = [offline.write_manifest(site_dir, site.site_name, site.descriptions[lang["lang"]], colour, lang)
               for lang in site.languages]
    return [f"manifest {path.relative_to(site_dir)}" for path in written]


def _workers(site_dir: Path, site: SiteInfo) -> list[str]:
    if offline.workers_problem(site.root, site.serving):
        return ["no service worker"]
    return offline.write_workers(site_dir, site.languages, site.root)


PAGE_STEPS: list[PageStep] = [_assistant_page, _offline_save, _offline_page, _policy]  # the policy last
SITE_STEPS: list[SiteStep] = [_assistant_files, _booklets, _manifests, _workers]  # the workers last


def pages(site_dir: Path) -> Iterator[tuple[Path, str]]:
    """Every HTML page of a built site with its address (``x/index.html`` → ``x/``)."""
    for path in sorted(site_dir.rglob("*.html")):
        rel = path.relative_to(site_dir).as_posix()
        yield path, rel.removesuffix("index.html") if rel.endswith("index.html") else rel


def postbuild(site_dir: Path, root: Path = REPO_ROOT, theme: str = "material", serving: bool = False,
              config: dict[str, Any] | None = None) -> list[str]:
    """Finish a built site folder: every page step on every page, then every site step; what was done."""
    site = SiteInfo.read(root, config, theme=theme, serving=serving)
    changed = 0
    for path, url in pages(site_dir):
        html = path.read_text(encoding="utf-8")
        out = html
        for step in PAGE_STEPS:
            out = step(out, url, site)
        if out != html:
            path.write_text(out, encoding="utf-8")
            changed += 1
    lines = [f"{changed} pages finished"]
    for site_step in SITE_STEPS:
        lines += site_step(site_dir, site)
    return lines
