"""Rendering: rule text is data, always escaped; pages link where they should."""

from __future__ import annotations

import markdown

from floorbook.corpus.loader import load_base
from floorbook.site_build.render import Renderer, md_text
from tests.conftest import CHAPTER

HOSTILE = '<script>alert("x")</script> & <img src=x onerror=alert(1)> {{ config }} {: onclick="x" }'


def _html(md: str) -> str:
    return markdown.markdown(md, extensions=["attr_list", "md_in_html", "admonition", "tables"])


def test_md_text_escapes_html() -> None:
    out = str(md_text(HOSTILE))
    assert "<script>" not in out and "<img" not in out
    assert "&lt;script&gt;" in out


def test_md_text_keeps_printed_numbering() -> None:
    assert str(md_text("2. Ajouter plusieurs jetons")) == "2\\. Ajouter plusieurs jetons"


def test_article_with_script_renders_escaped(make_base) -> None:
    chapter = CHAPTER.replace("fr: Le texte du second article.", f"fr: '{HOSTILE}'").replace(
        "fr: Second article", "fr: '<b>Titre</b>'")
    base = load_base(make_base(chapter=chapter))
    page = Renderer(base).article(base.articles["demo/2"])
    html = _html(page.body)
    assert "<script>" not in html and "<img" not in html and "<b>" not in html
    assert "&lt;script&gt;" in html
    assert "&#123;&#123; config &#125;&#125;" in html  # shown as text, never evaluated
    assert "{: " not in page.body
    assert "&lt;b&gt;Titre&lt;/b&gt;" in html


def test_article_page_links(make_base) -> None:
    base = load_base(make_base())
    page = Renderer(base).article(base.articles["demo/2"])
    assert page.path == "rules/demo/2.md"
    assert "](1.md)" in page.body  # see also + previous
    assert "](ch/01-test.md#demo-2)" in page.body
    assert page.content.startswith("---\ntitle: Démo 2 — Second article\n---\n")
