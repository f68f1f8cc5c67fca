"""MkDocs hook: the generated pages (a thin adapter over :mod:`floorbook.site_build.pages`).

Before each build, :class:`floorbook.site_build.pages.PageStep` writes the generated pages and data files
into the docs folder (what ``floorbook pages`` does on its own for any generator); the nav's
``SOURCES`` becomes the rulebooks and their chapters. The step lives in the package, so that
``mkdocs serve``, which loads this hook again at every rebuild, keeps what it rendered and
renders again only what an edit touched.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.plugins import event_priority

from floorbook.site_build.pages import expand_nav, step_for

log = logging.getLogger("mkdocs.floorbook")


def _step(config: MkDocsConfig):
    root = Path(config.config_file_path).parent if config.config_file_path else None
    return step_for(root, config.docs_dir) if root else step_for(docs=config.docs_dir)


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    config.nav = expand_nav(config.nav or [], _step(config).base())
    if os.environ.get("FLOORBOOK_MKDOCS_SERVE"):  # every rebuild of `mkdocs serve` would render them again
        for name in ("404.html", "sitemap.xml"):
            config.theme.static_templates.discard(name)
    return config


def on_pre_build(config: MkDocsConfig) -> None:
    # under `mkdocs serve` (see hooks/offline.py), an edited article's pages first, the search
    # indexes and sheets once the server has built them (on_post_build; it then rebuilds once more)
    report = _step(config).run(defer=bool(os.environ.get("FLOORBOOK_MKDOCS_SERVE")))
    if report.written or report.removed or report.rendered:
        log.info("floorbook: %s", report)


@event_priority(-200)  # after mkdocs-static-i18n's (-100), which builds the other languages
def on_post_build(config: MkDocsConfig) -> None:
    i18n = config.plugins.get("i18n")
    if i18n is None or not getattr(i18n, "building", False):  # every language built
        _step(config).write_deferred()
