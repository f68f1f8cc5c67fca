"""MkDocs hook: the site works offline and installs as an app (a thin adapter over
:mod:`floorbook.site_build.offline`, which ``floorbook postbuild`` runs for any generator).

With mkdocs-static-i18n each language is built in turn: each language's manifest is written after
its pages, and the service workers once every language's pages are written (the default
language's worker also holds the other languages' offline pages). Under `mkdocs serve` no worker
is written: a contributor sees each rebuild at once, never a saved copy.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.pages import Page

from floorbook.corpus.repository import REPO_ROOT
from floorbook.site_build.offline import (
    OfflineError,
    extra,
    offline_page,
    workers_problem,
    write_manifest,
    write_workers,
)

log = logging.getLogger("mkdocs.floorbook")
_built: set[str] = set()


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


def _root(config: MkDocsConfig) -> Path:
    return Path(config.config_file_path).parent if config.config_file_path else REPO_ROOT


def on_startup(command: str, **_: object) -> None:
    os.environ["FLOORBOOK_MKDOCS_SERVE"] = "1" if command == "serve" else ""  # i18n reloads hooks per language


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    problem = workers_problem(_root(config), serving=bool(os.environ.get("FLOORBOOK_MKDOCS_SERVE")))
    try:
        config.extra["offline"] = extra(languages(config), Path(config.docs_dir), service_worker=problem is None)
    except OfflineError as err:
        raise PluginError(str(err)) from err
    return config


def on_post_page(output: str, page: Page, config: MkDocsConfig, **_: object) -> str:
    return offline_page(output, page.url, config.site_url)


def on_post_build(config: MkDocsConfig) -> None:
    langs = languages(config)
    current = _current(config)
    language = next(lang for lang in langs if lang["lang"] == current)
    write_manifest(Path(config.site_dir), config.site_name, config.site_description or "",
                   config.extra["offline"]["theme_color"], language)
    _built.add(current)
    if not _built >= {str(lang["lang"]) for lang in langs}:
        return  # the workers go in once every language's pages are written
    _built.clear()
    if not config.extra["offline"]["service_worker"]:
        return
    try:
        for line in write_workers(Path(config.site_dir), langs, _root(config)):
            log.info("floorbook: %s", line)
    except OfflineError as err:
        raise PluginError(str(err)) from err
