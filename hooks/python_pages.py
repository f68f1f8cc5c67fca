"""MkDocs hook: the floor assistant's pages and files (a thin adapter over
:mod:`floorbook.site_build.python_pages`, which ``floorbook postbuild`` runs for any generator)."""

from __future__ import annotations

from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.pages import Page

from floorbook.corpus.repository import REPO_ROOT
from floorbook.site_build.python_pages import (
    OFFLINE_SAVE,
    Assistant,
    assistant_page,
    offline_save,
    page_app,
    prepare,
    write_files,
)


def _root(config: MkDocsConfig) -> Path:
    return Path(config.config_file_path).parent if config.config_file_path else REPO_ROOT


def _assistant(config: MkDocsConfig) -> Assistant:
    return prepare(_root(config))


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    _assistant(config)  # computed once per change of the data; warns when the runtime is missing
    return config


def on_post_page(output: str, page: Page, config: MkDocsConfig, **_: object) -> str:
    if page_app(page.url) is None and OFFLINE_SAVE not in output:  # most pages: no need to check the data
        return output
    assistant = _assistant(config)
    return offline_save(assistant_page(output, page.url, assistant), page.url, assistant)


def on_post_build(config: MkDocsConfig) -> None:
    write_files(Path(config.site_dir), _assistant(config))
