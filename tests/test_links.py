"""Link check of the built site: every internal link and anchor resolves, in the Material
build and in the Zensical build."""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit


class _Collector(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.links: list[str] = []
        self.ids: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if name == "id" and value:
                self.ids.add(value)
            if name == "href" and value and tag in ("a", "link") and ("rel", "canonical") not in attrs:
                self.links.append(value)


def _target(page: Path, site: Path, href: str) -> tuple[Path | None, str]:
    parts = urlsplit(href)
    if parts.scheme or parts.netloc or href.startswith(("mailto:", "javascript:", "tel:")):
        return None, ""
    path = unquote(parts.path)
    if not path:
        return page, parts.fragment
    base = site if path.startswith("/") else page.parent
    target = (base / path.lstrip("/")).resolve()
    if target.is_dir() or path.endswith("/"):
        target = target / "index.html"
    return target, parts.fragment


def test_every_internal_link_and_anchor_resolves(built: Path) -> None:
    site = built
    pages = sorted(site.rglob("*.html"))
    parsed: dict[Path, _Collector] = {}

    def parse(p: Path) -> _Collector:
        if p not in parsed:
            c = _Collector()
            c.feed(p.read_text(encoding="utf-8"))
            parsed[p] = c
        return parsed[p]

    broken: list[str] = []
    checked = 0
    for page in pages:
        for href in parse(page).links:
            target, fragment = _target(page, site, href)
            if target is None:
                continue
            checked += 1
            if not target.exists():
                broken.append(f"{page.relative_to(site)} → {href} (no such file)")
            elif fragment and target.suffix == ".html" and unquote(fragment) not in parse(target).ids:
                broken.append(f"{page.relative_to(site)} → {href} (no anchor)")
    assert checked > 10_000
    assert broken == [], f"{len(broken)} broken links, e.g. {broken[:15]}"
