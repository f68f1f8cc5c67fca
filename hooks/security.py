"""MkDocs hook: no text from the data becomes markup in the theme, and a Content-Security-Policy.

Generated pages escape every text of the data themselves (:mod:`floorbook.site_build.render`); what the
theme prints outside the page body comes from page titles and nav section titles, which
Material for MkDocs writes unescaped (``<title>``, header, sidebar, breadcrumbs, footer). Here every
page title and section title becomes escaped markup (:class:`markupsafe.Markup`), which prints
as text everywhere and is not escaped twice where the theme escapes it.

Second line of defence, each built page (``mkdocs build``; not ``mkdocs serve``, whose live reload
is an inline script) gets a Content-Security-Policy in a ``<meta>``
(:func:`floorbook.site_build.security.add_policy`, which ``floorbook postbuild`` runs for any generator).
"""

from __future__ import annotations

import os

from markupsafe import Markup, escape
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.nav import Navigation
from mkdocs.structure.pages import Page

from floorbook.site_build.security import add_policy


def safe_title(value: object) -> object:
    """A title as escaped markup (idempotent: markup already escaped is kept)."""
    if value is None or isinstance(value, Markup):
        return value
    return escape(str(value))


def on_page_markdown(markdown: str, page: Page, **_: object) -> str:
    if "title" in page.meta:
        page.meta["title"] = safe_title(page.meta["title"])
    return markdown


def _escape_nav(nav: Navigation | None) -> None:
    """Every title of the nav (sections, pages, links) as escaped markup. The i18n plugin gives each
    language its own nav, titles read from the pages' front matter: this runs on the nav that is
    actually rendered, for every page and template."""
    stack = list(nav.items) if nav is not None else []
    while stack:
        item = stack.pop()
        if getattr(item, "title", None) is not None:
            item.title = safe_title(item.title)
        stack.extend(getattr(item, "children", None) or [])


def on_nav(nav: Navigation, **_: object) -> Navigation:
    _escape_nav(nav)
    return nav


def on_page_context(context: dict, page: Page, nav: Navigation, **_: object) -> dict:
    _escape_nav(nav)
    return context


def on_template_context(context: dict, **_: object) -> dict:
    _escape_nav(context.get("nav"))
    return context


SERVING = "FLOORBOOK_MKDOCS_SERVE"  # set for the whole process: i18n reloads the hooks per language


def on_startup(command: str, **_: object) -> None:
    """`mkdocs serve` injects its live-reload script inline into every page: no policy there."""
    os.environ[SERVING] = "1" if command == "serve" else ""


def on_post_page(output: str, page: Page, config: MkDocsConfig, **_: object) -> str:
    if os.environ.get(SERVING):
        return output
    return add_policy(output, page.url, "material")
