"""MkDocs hook: `mkdocs serve` quick after an edit (a thin adapter over :mod:`floorbook.site_build.devserver`):
the edit seen at once (inotify, not polling), the theme's templates compiled once. The pages step
(hooks/pages.py) renders only what the edit touched and leaves the search indexes and sheets for
after the build."""

from __future__ import annotations

import logging

from mkdocs.config.defaults import MkDocsConfig

from floorbook.site_build.devserver import TEMPLATES, use_inotify

log = logging.getLogger("mkdocs.floorbook")


def on_serve(server, config: MkDocsConfig, builder, **_: object):
    if use_inotify(server):
        log.info("floorbook: file changes reported by inotify")
    return server


def on_env(env, config: MkDocsConfig, files, **_: object):
    env.bytecode_cache = TEMPLATES
    return env
