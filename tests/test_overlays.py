"""Fivebet's particularities: every page that shows one says how sure its attribution is,
and states exactly what it changes (a part of a rule when it does not change all of it)."""

from __future__ import annotations

import re
from pathlib import Path

from floorbook.urls import article_page, chapter_page, source_page
from floorbook.words.interface import CERTAINTIES, CERTAINTIES_SHORT
from floorbook.words.lookup import say


def _page(site: Path, md: str, lang: str) -> str:
    path = site / ("en/" if lang == "en" else "") / md.removesuffix(".md").removesuffix("index") / "index.html"
    return re.sub(r"[ \t\r\n]+", " ", path.read_text(encoding="utf-8"))  # no-break spaces kept: they are words


def test_every_page_showing_a_particularity_carries_its_certainty(site: Path, base) -> None:
    overlays = [a for a in base.articles.values() if a.overlay is not None]
    assert len(overlays) >= 12
    for lang in ("fr", "en"):
        index = _page(site, source_page("fivebet"), lang)
        for o in overlays:
            source = base.sources[o.source].data.short_title
            long = say(CERTAINTIES[o.overlay.certainty.value], lang, source=source)
            target = base.articles[o.overlay.target]
            for md in (article_page(o), chapter_page(base.chapters[o.chapter]), article_page(target),
                       chapter_page(base.chapters[target.chapter])):
                assert long in _page(site, md, lang).replace("&rsquo;", "’"), (o.id, md, lang)
            assert say(CERTAINTIES_SHORT[o.overlay.certainty.value], lang) in index


def test_a_particularity_on_part_of_a_rule_names_that_part(site: Path) -> None:
    page = _page(site, "rules/fivebet/71-2.md", "fr")
    assert "remplace le point C de" in page
    en = _page(site, "rules/fivebet/pr-8.md", "en")
    assert "overrides item B of" in en
