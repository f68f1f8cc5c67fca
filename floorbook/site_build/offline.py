"""The site works offline and installs as an app, one language at a time; generator-neutral
(the MkDocs hook ``hooks/offline.py`` and ``floorbook postbuild`` call these functions).

- A web app manifest per language (``manifest.webmanifest``, ``en/manifest.webmanifest``): the
  language's start URL and scope, icons of ``site_src/assets/icons/``, the theme colour read from
  ``--md-primary-fg-color`` in ``site_src/assets/floorbook.css``. ``theme/main.html`` links it
  from every page of the language (``config.extra.offline``, see :func:`extra`).
- A service worker per language (``sw.js``, ``en/sw.js``), generated after the build by Workbox
  (npm ``workbox-build``, run by Node.js on ``build_tools/service-worker.mjs``, which holds the
  caching configuration). ``assets/floorbook.js`` registers the page's own language's worker.
- The offline page (``offline.md``, ``offline.en.md``) is what a worker answers, offline, for a
  page it does not hold: served at that page's address, it gets a ``<base>`` and an absolute
  ``base`` in the theme's configuration so that its styles, scripts and links still work.

Without Node.js or without ``build_tools/node_modules`` (``make build`` installs it), the site is
built all the same, with a warning and no service worker (pages then register none). That warning
does not abort a ``--strict`` build: it goes to its own logger, not MkDocs' warning counter.
A failure of Workbox itself, or a warning from it (a file too large to precache, a pattern
matching nothing), is an error of the build.
"""

from __future__ import annotations

import json
import os
import posixpath
import re
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from floorbook.corpus.repository import REPO_ROOT
from floorbook.site_build.notices import notice_logger
from floorbook.site_build.site_config import SiteInfo

OFFLINE_PAGE = re.compile(r"(?:[a-z]{2}/)?offline/")  # offline.md / offline.en.md → offline/ and en/offline/
SCRIPT = "service-worker.mjs"
ICONS = [  # (file under assets/icons/, size, purpose)
    ("icon-192.png", 192, "any"),
    ("icon-512.png", 512, "any"),
    ("maskable-192.png", 192, "maskable"),
    ("maskable-512.png", 512, "maskable"),
]

# A notice that must not fail a strict build: its own logger, printed like MkDocs' warnings.
notice = notice_logger("floorbook.offline")
_warned: set[str] = set()


class OfflineError(Exception):
    """Workbox failed, or the site's styles have no theme colour: the build must fail."""


def tools_dir(root: Path = REPO_ROOT) -> Path:
    return root / "build_tools"


def missing_tools(tools: Path) -> str | None:
    """Why the service workers cannot be generated here, or None."""
    if shutil.which("node") is None:
        return "Node.js is not installed"
    if not (tools / "node_modules" / "workbox-build" / "package.json").exists():
        return f"workbox-build is not installed in {tools.name}/ (`make build` installs it with npm)"
    return None


def theme_colour(docs_dir: Path) -> str:
    css = (docs_dir / "assets" / "floorbook.css").read_text(encoding="utf-8")
    found = re.search(r"--md-primary-fg-color:\s*(#[0-9a-fA-F]{3,8})\b", css)
    if not found:
        raise OfflineError("floorbook: no --md-primary-fg-color in assets/floorbook.css (the app's theme colour)")
    return found.group(1)


def workers_problem(root: Path, serving: bool) -> str | None:
    """Why no service worker is written (warned once), or None."""
    problem = "a development server" if serving else missing_tools(tools_dir(root))
    if problem and not serving and problem not in _warned:
        _warned.add(problem)
        notice.warning("floorbook: %s: the site is built without its service worker, so it does not work "
                       "offline (see docs/architecture.md, section Offline).", problem)
    return problem


def extra(languages: list[dict[str, Any]], docs_dir: Path, service_worker: bool) -> dict[str, Any]:
    """What the theme's templates read from ``config.extra.offline``: each language's folder, the
    theme colour, whether pages name a service worker."""
    return {
        "prefixes": {str(lang["lang"]): lang["prefix"] for lang in languages},
        "theme_color": theme_colour(docs_dir),
        "service_worker": service_worker,
    }


def site_path(site_url: str | None) -> str:
    path = urlsplit(site_url or "/").path or "/"
    return path if path.endswith("/") else path + "/"


def offline_page(output: str, url: str, site_url: str | None) -> str:
    """The offline page is served at the address of any page a worker does not hold: its relative
    addresses are made to resolve from its own address (like the 404 page, from site_url). Other
    pages unchanged."""
    if OFFLINE_PAGE.fullmatch(url) is None or "<base href=" in output:
        return output
    here = site_path(site_url) + url
    output = output.replace("<head>", f'<head>\n    <base href="{here}">', 1)

    def absolute(match: re.Match[str]) -> str:
        root = posixpath.normpath(posixpath.join(here, match.group(2))).rstrip("/")
        return f'{match.group(1)}"{root}/."'  # "/." and "/sub/." resolve to the root for the theme and search.js

    return re.sub(r'(<script id="__config" type="application/json">\{[^<]*?"base": ?)"([^"]*)"', absolute, output,
                  count=1)


def manifest(site_name: str, description: str, theme_color: str, language: dict[str, Any]) -> dict[str, Any]:
    """The web app manifest of one language (addresses relative to the manifest itself)."""
    up = "../" * str(language["prefix"]).count("/")
    name = site_name + (f" ({language['name']})" if language["name"] else "")
    return {
        "id": "./",
        "name": name,
        "short_name": site_name,
        "description": description or "",
        "lang": language["lang"],
        "dir": "ltr",
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "theme_color": theme_color,
        "background_color": "#ffffff",
        "icons": [{"src": f"{up}assets/icons/{file}", "sizes": f"{size}x{size}", "type": "image/png",
                   "purpose": purpose} for file, size, purpose in ICONS],
    }


def write_manifest(site_dir: Path, site_name: str, description: str, theme_color: str,
                   language: dict[str, Any]) -> Path:
    target = site_dir / str(language["prefix"]) / "manifest.webmanifest"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(json.dumps(manifest(site_name, description, theme_color, language), ensure_ascii=False,
                                 indent=1), encoding="utf-8")
    return target


def run_workbox(tools: Path, mode: str, site_dir: Path, langs: list[dict[str, Any]]) -> dict[str, dict]:
    """Run build_tools/service-worker.mjs (mode 'generate' or 'manifest'); its JSON answer per language."""
    params = {"siteDir": str(site_dir.resolve()), "languages": langs}
    # Workbox bundles each worker in a temporary folder of its own that it leaves behind (a copy of
    # sw.js per language and build): given one of ours, removed with whatever it holds.
    with tempfile.TemporaryDirectory(prefix="floorbook-workbox-") as scratch:
        result = subprocess.run(["node", SCRIPT, mode, json.dumps(params)], cwd=tools, capture_output=True,
                                text=True, timeout=600, env=dict(os.environ, TMPDIR=scratch))
    if result.returncode != 0:
        raise OfflineError(f"floorbook: Workbox could not generate the service workers:\n{result.stderr.strip()}")
    return json.loads(result.stdout)


def write_workers(site_dir: Path, langs: list[dict[str, Any]], root: Path = REPO_ROOT) -> list[str]:
    """Every language's service worker, once every language's pages are in the site; one line per
    worker, then Workbox's warnings (each an error of the build)."""
    answer = run_workbox(tools_dir(root), "generate", site_dir, langs)
    lines, warnings = [], []
    for lang, entry in answer.items():
        warnings += [f"floorbook: Workbox ({lang}): {w}" for w in entry["warnings"]]
        lines.append(f"{lang} service worker {entry['sw']} precaches {entry['count']} files, "
                     f"{entry['size'] / 1e6:.1f} MB")
    if warnings:
        raise OfflineError("\n".join(warnings))
    return lines


def precached_files(site_dir: Path, langs: list[dict[str, Any]] | None = None,
                    root: Path = REPO_ROOT) -> dict[str, list[str]]:
    """The files each language's worker precaches, as paths in the built site (for the benchmark)."""

    langs = langs or SiteInfo.read(root).languages
    answer = run_workbox(tools_dir(root), "manifest", site_dir, langs)
    return {lang: sorted(entry["files"]) for lang, entry in answer.items()}
