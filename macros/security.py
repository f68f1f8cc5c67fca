"""MkDocs hook: no text from the data becomes markup in the theme, and a Content-Security-Policy.

Generated pages escape every text of the data themselves (:mod:`floorbook.render`); what the
theme prints outside the page body comes from page titles and nav section titles, which
Material for MkDocs writes unescaped (``<title>``, header, sidebar, breadcrumbs, footer). Here every
page title and section title becomes escaped markup (:class:`markupsafe.Markup`), which prints
as text everywhere and is not escaped twice where the theme escapes it.

Second line of defence, each built page (``mkdocs build``; not ``mkdocs serve``, whose live reload
is an inline script) gets a Content-Security-Policy in a ``<meta>``: scripts
only from the site itself and the theme's own inline scripts (by hash, after checking that they
are Material's, see :func:`_theme_script`), no plugins, no other host.
"""

from __future__ import annotations

import base64
import hashlib
import os
import re
from functools import cache
from pathlib import Path

from markupsafe import Markup, escape
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.nav import Navigation
from mkdocs.structure.pages import Page

_SCRIPT = re.compile(r"<script(?P<attrs>[^>]*)>(?P<body>.*?)</script>", re.S)
_SCOPE = re.compile(r'new URL\("(?:\.\./)*\.{0,2}/?",location\)')
_TEMPLATE_SCOPE = re.compile(r'new URL\("\{\{.*?\}\}",location\)')
SCOPE = "new URL(SCOPE,location)"


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


@cache
def _theme_scripts() -> frozenset[str]:
    """The inline scripts of Material's templates, with the site scope left as a placeholder."""
    import material

    folder = Path(material.__file__).parent / "templates" / "partials" / "javascripts"
    bodies = set()
    for path in folder.glob("*.html"):
        for match in _SCRIPT.finditer(path.read_text(encoding="utf-8")):
            bodies.add(_TEMPLATE_SCOPE.sub(SCOPE, match.group("body")).strip())
    return frozenset(bodies)


def _theme_script(body: str) -> bool:
    return _SCOPE.sub(SCOPE, body).strip() in _theme_scripts()


def csp(html: str, wasm: bool = False) -> str:
    """The policy of one page: the hashes of its inline scripts that are the theme's own. With
    ``wasm`` (only the pages that run Python in the browser — the floor assistant, the sheet builder:
    see macros/assistant.py), WebAssembly may be compiled: Pyodide's runtime, served from the site itself."""
    hashes = []
    for match in _SCRIPT.finditer(html):
        if "src=" in match.group("attrs") or "application/json" in match.group("attrs"):
            continue
        body = match.group("body")
        if _theme_script(body):
            digest = base64.b64encode(hashlib.sha256(body.encode("utf-8")).digest()).decode("ascii")
            hashes.append(f"'sha256-{digest}'")
    scripts = " ".join(["'self'", *(["'wasm-unsafe-eval'"] if wasm else []), *dict.fromkeys(hashes)])
    return ("default-src 'self'; "
            f"script-src {scripts}; "
            "style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; "
            "object-src 'none'; base-uri 'self'; form-action 'self'")


PYTHON_APP = "python_app"  # the front matter key of the only pages that run WebAssembly (macros/assistant.py)
SERVING = "FLOORBOOK_MKDOCS_SERVE"  # set for the whole process: i18n reloads the hooks per language


def on_startup(command: str, **_: object) -> None:
    """`mkdocs serve` injects its live-reload script inline into every page: no policy there."""
    os.environ[SERVING] = "1" if command == "serve" else ""


def on_post_page(output: str, page: Page, config: MkDocsConfig, **_: object) -> str:
    if os.environ.get(SERVING):
        return output
    wasm = bool((page.meta or {}).get(PYTHON_APP))
    meta = f'<meta http-equiv="Content-Security-Policy" content="{csp(output, wasm)}">'
    return output.replace("<head>", "<head>\n    " + meta, 1)
