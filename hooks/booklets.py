"""MkDocs hook: each rulebook's booklet (PDF) copied into the built site, made when its inputs changed (a
thin adapter over :mod:`floorbook.booklet.site_step`, which ``floorbook postbuild`` runs for any generator),
in each language's folder."""

from __future__ import annotations

import logging
import os
from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig

from floorbook.booklet.site_step import write_booklets
from floorbook.corpus.repository import REPO_ROOT

log = logging.getLogger("mkdocs.floorbook")


def folders(config: MkDocsConfig) -> tuple[str, ...]:
    """Each language's folder in the built site ('' for the default language, 'en/')."""
    i18n = config.plugins.get("i18n")
    if i18n is None:
        return ("",)
    return tuple("" if lang.locale == i18n.default_language else f"{lang.locale}/"
                 for lang in i18n.config.languages if lang.build)


def on_post_build(config: MkDocsConfig) -> None:
    # called after each language's build (mkdocs-static-i18n), site_dir the site's root: the first copies
    # every folder's booklets, the next find them in place (copied again from the cache: a second or less)
    root = Path(config.config_file_path).parent if config.config_file_path else REPO_ROOT
    serving = bool(os.environ.get("FLOORBOOK_MKDOCS_SERVE"))
    for line in write_booklets(Path(config.site_dir), root, serving, folders(config)):
        log.info("floorbook: %s", line)
