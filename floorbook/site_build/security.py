"""A Content-Security-Policy on every built page, whatever the generator (the MkDocs hook
``hooks/security.py`` and ``floorbook postbuild`` call :func:`add_policy`).

Each page gets the policy in a ``<meta>``: scripts only from the site itself and the theme's own
inline scripts (by hash, after checking that they are the theme's, see :func:`theme_script`), no
plugins, no other host. Not under a development server, whose live reload is an inline script.
The theme is Material for MkDocs (``material``) or Zensical's (``zensical``), whose templates hold
the inline scripts the policy allows. A policy in a ``<meta>`` cannot forbid framing (browsers ignore
``frame-ancestors`` there): the host's response headers must (docs/publishing.md).
"""

from __future__ import annotations

import base64
import hashlib
import importlib
import re
from functools import cache
from pathlib import Path

from floorbook.site_build.python_pages import page_app

_SCRIPT = re.compile(r"<script(?P<attrs>[^>]*)>(?P<body>.*?)</script>", re.S)
_SCOPE = re.compile(r'new URL\("(?:\.\./)*\.{0,2}/?",location\)')
_TEMPLATE_SCOPE = re.compile(r'new URL\("\{\{.*?\}\}",location\)')
SCOPE = "new URL(SCOPE,location)"
THEMES = ("material", "zensical")


def templates(theme: str) -> Path:
    """The templates folder of a theme's Python package."""
    if theme not in THEMES:
        raise ValueError(f"unknown theme {theme!r}; expected one of {', '.join(THEMES)}")

    return Path(importlib.import_module(theme).__file__).parent / "templates"  # type: ignore[arg-type]


@cache
def theme_scripts(theme: str = "material") -> frozenset[str]:
    """The inline scripts of the theme's templates, with the site scope left as a placeholder."""
    folder = templates(theme) / "partials" / "javascripts"
    bodies = set()
    for path in folder.glob("*.html"):
        for match in _SCRIPT.finditer(path.read_text(encoding="utf-8")):
            bodies.add(_TEMPLATE_SCOPE.sub(SCOPE, match.group("body")).strip())
    return frozenset(bodies)


def theme_script(body: str, theme: str = "material") -> bool:
    return _SCOPE.sub(SCOPE, body).strip() in theme_scripts(theme)


def csp(html: str, wasm: bool = False, theme: str = "material") -> str:
    """The policy of one page: the hashes of its inline scripts that are the theme's own. With
    ``wasm`` (only the pages that run Python: :mod:`floorbook.site_build.python_pages`), WebAssembly
    may be compiled: Pyodide's runtime, served from the site itself."""
    hashes = []
    for match in _SCRIPT.finditer(html):
        if "src=" in match.group("attrs") or "application/json" in match.group("attrs"):
            continue
        body = match.group("body")
        if theme_script(body, theme):
            digest = base64.b64encode(hashlib.sha256(body.encode("utf-8")).digest()).decode("ascii")
            hashes.append(f"'sha256-{digest}'")
    scripts = " ".join(["'self'", *(["'wasm-unsafe-eval'"] if wasm else []), *dict.fromkeys(hashes)])
    return ("default-src 'self'; "
            f"script-src {scripts}; "
            "style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; "
            "object-src 'none'; base-uri 'self'; form-action 'self'")


def add_policy(output: str, url: str, theme: str = "material") -> str:
    """A page (its address in the site, e.g. ``en/rules/x/``) with its policy first in its head."""
    if 'http-equiv="Content-Security-Policy"' in output:
        return output  # already there (a site finished twice)
    meta = f'<meta http-equiv="Content-Security-Policy" content="{csp(output, page_app(url) is not None, theme)}">'
    return output.replace("<head>", "<head>\n    " + meta, 1)
