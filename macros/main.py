"""mkdocs-macros module: functions that hand-written pages call (a thin adapter).

Only pages whose front matter says ``render_macros: true`` are rendered by the macros plugin;
generated pages never are, so rule text can never be read as a template.
"""

from __future__ import annotations

from pathlib import Path

from floorbook.loader import cached_base
from floorbook.render import source_overview

ROOT = Path(__file__).resolve().parent.parent


def define_env(env) -> None:
    @env.macro
    def sources_table(lang: str = "fr") -> str:
        """A table of the sources with their article counts, linking to each source."""
        return source_overview(cached_base(str(ROOT)), lang, env.page.file.src_uri)

    @env.macro
    def article_count() -> int:
        return len(cached_base(str(ROOT)).articles)
