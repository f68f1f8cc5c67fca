"""MkDocs hook: each rulebook's booklet (PDF) copied into the built site, made when its inputs changed (a
thin adapter over :mod:`floorbook.site.booklets`, which ``floorbook postbuild`` runs for any generator),
in each language's folder."""

from __future__ import annotations

import logging
import os
from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig

from floorbook.base.repository import REPO_ROOT
from floorbook.site.booklets import write_booklets

log = logging.getLogger("mkdocs.floorbook")


def on_post_build(config: MkDocsConfig) -> None:
    # built once per language (mkdocs-static-i18n): site_dir is that language's folder (the English one: en/)
    root = Path(config.config_file_path).parent if config.config_file_path else REPO_ROOT
    for line in write_booklets(Path(config.site_dir), root, serving=bool(os.environ.get("FLOORBOOK_MKDOCS_SERVE"))):
        log.info("floorbook: %s", line)
