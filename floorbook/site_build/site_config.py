"""What the site's steps know of the site, read from ``mkdocs.yml`` (the one site configuration, which
Zensical reads too): its name and address, its languages, its folders; the pages that run Python are
prepared once, when a step first needs them."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from floorbook.corpus.repository import REPO_ROOT, site_configuration
from floorbook.site_build import python_pages


@dataclass
class SiteInfo:
    """What the steps need to know of the site, read from ``mkdocs.yml`` (the one site configuration)."""

    root: Path
    site_name: str
    site_url: str | None
    docs_dir: Path
    languages: list[dict[str, Any]]  # lang, prefix ('' for the default language, 'en/'), default, name
    descriptions: dict[str, str]  # each language's site_description
    theme: str = "material"  # whose inline scripts the policy allows: material or zensical
    serving: bool = False  # for a development server: no policy, no service worker
    _assistant: python_pages.Assistant | None = field(default=None, repr=False)

    @classmethod
    def read(cls, root: Path = REPO_ROOT, config: dict[str, Any] | None = None, **options: Any) -> SiteInfo:
        config = config if config is not None else site_configuration(root)
        languages, descriptions = [], {}
        default_description = config.get("site_description") or ""
        i18n = plugin_config(config, "i18n")
        for lang in (i18n or {}).get("languages", []):
            if lang.get("build", True):
                default = bool(lang.get("default"))
                languages.append({"lang": lang["locale"], "prefix": "" if default else f"{lang['locale']}/",
                                  "default": default, "name": lang.get("name", "")})
                descriptions[lang["locale"]] = lang.get("site_description") or default_description
        if not languages:
            lang = (config.get("theme") or {}).get("language") or "en"
            languages = [{"lang": lang, "prefix": "", "default": True, "name": ""}]
            descriptions[lang] = default_description
        return cls(root, config["site_name"], config.get("site_url"), root / config.get("docs_dir", "docs"),
                   languages, descriptions, **options)

    @property
    def assistant(self) -> python_pages.Assistant:
        if self._assistant is None:
            self._assistant = python_pages.prepare(self.root)
        return self._assistant


def plugin_config(config: dict[str, Any], name: str) -> dict[str, Any] | None:
    """A plugin's options in a configuration's ``plugins`` list, or None when it is not there."""
    for item in config.get("plugins") or []:
        if item == name:
            return {}
        if isinstance(item, dict) and name in item:
            return item[name] or {}
    return None
