"""Link check of the built site: every internal link and anchor resolves, in the Material
build and in the Zensical build."""

from __future__ import annotations

import html
import os
import re
from pathlib import Path
from urllib.parse import unquote, urlsplit

# what an HTML parser reads of a page, for links: start tags outside comments, scripts and styles (whose
# contents are text, not tags), with their attributes quoted or not (values unescaped)
_NOT_TAGS = re.compile(r"<!--.*?-->|(<(script|style)\b[^>]*>).*?</\2\s*>", re.S | re.I)
_TAG = re.compile(r"""<([a-zA-Z][^\s/>]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*/?>""")
_ATTR = re.compile(r"""([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?""")


def page_links_and_ids(text: str) -> tuple[list[str], set[str]]:
    """The hrefs of a page's links (``a`` and ``link`` but the canonical one) and its element ids."""
    links: list[str] = []
    ids: set[str] = set()
    for tag in _TAG.finditer(_NOT_TAGS.sub(lambda m: m.group(1) or " ", text)):
        name = tag.group(1).lower()
        attrs = [(m.group(1).lower(), html.unescape(m.group(2) or m.group(3) or m.group(4) or ""))
                 for m in _ATTR.finditer(tag.group(2))]
        for key, value in attrs:
            if key == "id" and value:
                ids.add(value)
            if key == "href" and value and name in ("a", "link") and ("rel", "canonical") not in attrs:
                links.append(value)
    return links, ids


def _target(page: str, site: str, href: str) -> tuple[str | None, str]:
    parts = urlsplit(href)
    if parts.scheme or parts.netloc or href.startswith(("mailto:", "javascript:", "tel:")):
        return None, ""
    path = unquote(parts.path)
    if not path:
        return page, parts.fragment
    base = site if path.startswith("/") else os.path.dirname(page)
    target = os.path.normpath(os.path.join(base, path.lstrip("/")))
    if path.endswith("/") or os.path.isdir(target):
        target = os.path.join(target, "index.html")
    return target, parts.fragment


def test_every_internal_link_and_anchor_resolves(built: Path) -> None:
    site = str(built.resolve())
    files = {os.path.join(folder, name) for folder, _, names in os.walk(site) for name in names}
    pages = sorted(f for f in files if f.endswith(".html"))
    parsed: dict[str, tuple[list[str], set[str]]] = {}

    def parse(p: str) -> tuple[list[str], set[str]]:
        if p not in parsed:
            with open(p, encoding="utf-8") as f:
                parsed[p] = page_links_and_ids(f.read())
        return parsed[p]

    broken: list[str] = []
    checked = 0
    for page in pages:
        for href in parse(page)[0]:
            target, fragment = _target(page, site, href)
            if target is None:
                continue
            checked += 1
            name = os.path.relpath(page, site)
            if target not in files:
                broken.append(f"{name} → {href} (no such file)")
            elif fragment and target.endswith(".html") and unquote(fragment) not in parse(target)[1]:
                broken.append(f"{name} → {href} (no anchor)")
    assert checked > 10_000
    assert broken == [], f"{len(broken)} broken links, e.g. {broken[:15]}"
