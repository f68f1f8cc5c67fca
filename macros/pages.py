"""MkDocs hook: hand the pages rendered by :mod:`floorbook.render` to MkDocs.

A thin adapter. It loads the base through the loader, adds one generated page per source,
chapter and article, and puts the sources and chapters in the navigation. It holds no
rendering logic of its own.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import File, Files

from floorbook.loader import LoadError, load_base
from floorbook.render import Renderer

log = logging.getLogger("mkdocs.floorbook")
# FLOORBOOK_ROOT lets the tests build the site of another base (a fixture)
ROOT = Path(os.environ.get("FLOORBOOK_ROOT") or Path(__file__).resolve().parent.parent)


def _renderer() -> Renderer:
    try:
        base = load_base(ROOT)
    except LoadError as err:
        raise SystemExit("floorbook: the base cannot be loaded:\n" + str(err)) from err
    return Renderer(base, "fr")


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    renderer = _renderer()
    nav = list(config.nav or [])
    # the hand-written nav lists "SOURCES" where the sources go
    out: list[object] = []
    for item in nav:
        if item == "SOURCES" or (isinstance(item, dict) and "SOURCES" in item.values()):
            out.extend(renderer.nav())
        else:
            out.append(item)
    config.nav = out
    return config


def on_files(files: Files, config: MkDocsConfig) -> Files:
    renderer = _renderer()
    for page in renderer.pages():
        files.append(File.generated(config, page.path, content=page.content))
    log.info("floorbook: %d generated pages", len(renderer.pages()))
    return files
