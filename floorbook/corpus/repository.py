"""Where the repository's folders are: the one definition of its root, which every reader of data
files and every site step takes as its default (a caller may always pass another root, as the tests
do with a throw-away copy); and the one reader of its site configuration, ``mkdocs.yml``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml
from yaml_env_tag import add_env_tag

REPO_ROOT = Path(__file__).resolve().parents[2]


class SiteConfigLoader(yaml.SafeLoader):
    """YAML's safe loader with MkDocs' ``!ENV`` tag (the package MkDocs uses for it)."""


add_env_tag(SiteConfigLoader)


def site_configuration(root: Path = REPO_ROOT) -> dict[str, Any]:
    """``mkdocs.yml``, the one site configuration, as plain data; its ``!ENV`` tags resolved as MkDocs
    resolves them (``site_url: !ENV [FLOORBOOK_SITE_URL, …]``: the address given to the build by its
    environment, else the file's own)."""
    return yaml.load((root / "mkdocs.yml").read_text(encoding="utf-8"), Loader=SiteConfigLoader)
