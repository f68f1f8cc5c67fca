"""MkDocs hook: the site works offline and installs as an app (issue 12), one language at a time.

- A web app manifest per language (``manifest.webmanifest``, ``en/manifest.webmanifest``): the
  language's start URL and scope, icons of ``site_src/assets/icons/``, the theme colour read from
  ``--md-primary-fg-color`` in ``site_src/assets/floorbook.css``. ``theme/main.html`` links it
  from every page of the language.
- A service worker per language (``sw.js``, ``en/sw.js``), generated after the build by Workbox
  (npm ``workbox-build``, run by Node.js on ``site_tools/service-worker.mjs``, which holds the
  caching configuration). ``assets/floorbook.js`` registers the page's own language's worker.
- The offline page (``offline.md``, ``offline.en.md``) is what a worker answers, offline, for a
  page it does not hold: served at that page's address, it gets a ``<base>`` and an absolute
  ``base`` in Material's configuration so that its styles, scripts and links still work.

Without Node.js or without ``site_tools/node_modules`` (``make build`` installs it), the site is
built all the same, with a warning and no service worker (pages then register none). That warning
does not abort a ``--strict`` build: it goes to its own logger, not MkDocs' warning counter.
A failure of Workbox itself, or a warning from it (a file too large to precache, a pattern
matching nothing), is an error of the build.
"""

from __future__ import annotations

import json
import logging
import os
import posixpath
import re
import shutil
import subprocess
from pathlib import Path
from urllib.parse import urlsplit

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.pages import Page

from floorbook.notices import notice_logger

ROOT = Path(__file__).resolve().parent.parent
OFFLINE_PAGE = "offline"  # offline.md / offline.en.md → offline/ and en/offline/
SCRIPT = "service-worker.mjs"
ICONS = [  # (file under assets/icons/, size, purpose)
    ("icon-192.png", 192, "any"),
    ("icon-512.png", 512, "any"),
    ("maskable-192.png", 192, "maskable"),
    ("maskable-512.png", 512, "maskable"),
]

log = logging.getLogger("mkdocs.floorbook")
# A notice that must not fail a strict build: its own logger, printed like MkDocs' warnings.
notice = notice_logger("floorbook.offline")

_state: dict[str, object] = {"built": set(), "warned": False}


def languages(config: MkDocsConfig) -> list[dict[str, object]]:
    """The site's languages: code, folder prefix ('' for the default one, else 'en/'), name."""
    i18n = config.plugins.get("i18n")
    if i18n is None:
        return [{"lang": config.theme.get("language") or "en", "prefix": "", "default": True, "name": ""}]
    out = []
    for lang in i18n.config.languages:
        if lang.build:
            default = lang.locale == i18n.default_language
            out.append({"lang": lang.locale, "prefix": "" if default else f"{lang.locale}/",
                        "default": default, "name": lang.name})
    return out


def _current(config: MkDocsConfig) -> str:
    i18n = config.plugins.get("i18n")
    return i18n.current_language if i18n is not None else languages(config)[0]["lang"]  # type: ignore[return-value]


def tools_dir(config: MkDocsConfig) -> Path:
    return Path(config.config_file_path or ROOT / "mkdocs.yml").parent / "site_tools"


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
        raise PluginError("floorbook: no --md-primary-fg-color in assets/floorbook.css (the app's theme colour)")
    return found.group(1)


def on_startup(command: str, **_: object) -> None:
    """Under `mkdocs serve` no worker is written: a contributor sees each rebuild at once, never a
    saved copy."""
    os.environ["FLOORBOOK_MKDOCS_SERVE"] = "1" if command == "serve" else ""  # i18n reloads hooks per language


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    serving = bool(os.environ.get("FLOORBOOK_MKDOCS_SERVE"))
    problem = "mkdocs serve" if serving else missing_tools(tools_dir(config))
    if serving:
        _state["warned"] = True  # not a problem: nothing to warn about
    if problem and not _state["warned"]:
        notice.warning("floorbook: %s: the site is built without its service worker, so it does not work "
                       "offline (see the README, section Offline).", problem)
        _state["warned"] = True
    config.extra["offline"] = {
        "prefixes": {str(lang["lang"]): lang["prefix"] for lang in languages(config)},
        "theme_color": theme_colour(Path(config.docs_dir)),
        "service_worker": problem is None,
    }
    return config


def _site_path(config: MkDocsConfig) -> str:
    path = urlsplit(config.site_url or "/").path or "/"
    return path if path.endswith("/") else path + "/"


def on_post_page(output: str, page: Page, config: MkDocsConfig, **_: object) -> str:
    """The offline page is served at the address of any page a worker does not hold: its relative
    addresses are made to resolve from its own address (like MkDocs' 404 page, from site_url)."""
    if page.file.src_uri.split(".")[0] != OFFLINE_PAGE:
        return output
    here = _site_path(config) + page.url
    output = output.replace("<head>", f'<head>\n    <base href="{here}">', 1)

    def absolute(match: re.Match[str]) -> str:
        root = posixpath.normpath(posixpath.join(here, match.group(2))).rstrip("/")
        return f'{match.group(1)}"{root}/."'  # "/." and "/sub/." resolve to the root for Material and search.js

    return re.sub(r'(<script id="__config" type="application/json">\{[^<]*?"base": )"([^"]*)"', absolute, output,
                  count=1)


def manifest(config: MkDocsConfig, language: dict[str, object]) -> dict[str, object]:
    """The web app manifest of one language (addresses relative to the manifest itself)."""
    up = "../" * str(language["prefix"]).count("/")
    name = config.site_name + (f" ({language['name']})" if language["name"] else "")
    return {
        "id": "./",
        "name": name,
        "short_name": config.site_name,
        "description": config.site_description or "",
        "lang": language["lang"],
        "dir": "ltr",
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "theme_color": config.extra["offline"]["theme_color"],
        "background_color": "#ffffff",
        "icons": [{"src": f"{up}assets/icons/{file}", "sizes": f"{size}x{size}", "type": "image/png",
                   "purpose": purpose} for file, size, purpose in ICONS],
    }


def run_workbox(tools: Path, mode: str, site_dir: Path, langs: list[dict[str, object]]) -> dict[str, dict]:
    """Run site_tools/service-worker.mjs (mode 'generate' or 'manifest'); its JSON answer per language."""
    params = {"siteDir": str(site_dir.resolve()), "languages": langs}
    result = subprocess.run(["node", SCRIPT, mode, json.dumps(params)], cwd=tools, capture_output=True,
                            text=True, timeout=600)
    if result.returncode != 0:
        raise PluginError(f"floorbook: Workbox could not generate the service workers:\n{result.stderr.strip()}")
    return json.loads(result.stdout)


def precached_files(site_dir: Path, config: MkDocsConfig | None = None) -> dict[str, list[str]]:
    """The files each language's worker precaches, as paths in the built site (for the benchmark)."""
    from mkdocs.config import load_config

    config = config or load_config(str(ROOT / "mkdocs.yml"))
    answer = run_workbox(tools_dir(config), "manifest", site_dir, languages(config))
    return {lang: sorted(entry["files"]) for lang, entry in answer.items()}


def on_post_build(config: MkDocsConfig) -> None:
    site_dir = Path(config.site_dir)
    langs = languages(config)
    current = _current(config)
    language = next(lang for lang in langs if lang["lang"] == current)
    target = site_dir / str(language["prefix"]) / "manifest.webmanifest"
    target.write_text(json.dumps(manifest(config, language), ensure_ascii=False, indent=1), encoding="utf-8")

    built: set[str] = _state["built"]  # type: ignore[assignment]
    built.add(current)
    if not built >= {str(lang["lang"]) for lang in langs}:
        return  # the workers go in once every language's pages are written (the default language's
        # worker also holds the other languages' offline pages)
    built.clear()
    if not config.extra["offline"]["service_worker"]:
        return
    answer = run_workbox(tools_dir(config), "generate", site_dir, langs)
    for lang, entry in answer.items():
        for warning in entry["warnings"]:
            log.warning("floorbook: Workbox (%s): %s", lang, warning)
        log.info("floorbook: %s service worker %s precaches %d files, %.1f MB", lang, entry["sw"], entry["count"],
                 entry["size"] / 1e6)
