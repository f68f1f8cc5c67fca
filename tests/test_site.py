"""The site builds strictly (no warning), with every article at its permalink."""

from __future__ import annotations

from pathlib import Path

from floorbook.urls import article_page

REPO = Path(__file__).resolve().parent.parent


def test_every_article_has_a_page(site: Path, base) -> None:
    for article in base.articles.values():
        page = site / article_page(article).removesuffix(".md") / "index.html"
        assert page.is_file(), f"no page for {article.id}"
        assert f'id="{article.anchor}"' in page.read_text(encoding="utf-8")


def test_fivebet_shown_inline_on_tda_2019(site: Path, base) -> None:
    html = (site / "rules" / "tda-2019" / "6" / "index.html").read_text(encoding="utf-8")
    assert "fb-overlay" in html and "Particularité Fivebet" in html


def test_no_request_leaves_the_site(site: Path) -> None:
    """No web fonts, no CDN: every script, stylesheet and image is local."""
    import re

    pages = [site / "index.html", site / "rules" / "ropta-2023" / "9-13" / "index.html",
             site / "en" / "rules" / "tda-2019" / "45" / "index.html"]
    for page in pages:
        html = page.read_text(encoding="utf-8")
        # links to other sites in text are allowed; resources the browser loads are not
        loaded = re.findall(r'<(?:script|img|iframe|source)\b[^>]*\bsrc="((?:https?:)?//[^"]+)"', html)
        loaded += [href for tag, href in re.findall(r'(<link\b[^>]*\bhref="((?:https?:)?//[^"]+)"[^>]*>)', html)
                   if not re.search(r'rel="(canonical|alternate)"', tag)]
        loaded += re.findall(r'@import\s+url\(["\']?((?:https?:)?//[^"\')]+)', html)
        assert loaded == [], f"{page}: {loaded}"
        assert "fonts.googleapis" not in html and "fonts.gstatic" not in html


def _pages(site: Path) -> tuple[set[str], set[str]]:
    fr = {str(p.relative_to(site)) for p in site.rglob("index.html") if not p.relative_to(site).parts[0] == "en"}
    en = {str(p.relative_to(site / "en")) for p in (site / "en").rglob("index.html")}
    return fr, en


def test_every_page_exists_in_both_languages(site: Path) -> None:
    fr, en = _pages(site)
    assert len(fr) > 400
    assert fr - en == set(), f"French pages without English: {sorted(fr - en)[:10]}"
    assert en - fr == set(), f"English pages without French: {sorted(en - fr)[:10]}"


def test_lang_attributes_and_switch_keep_the_page(site: Path) -> None:
    import re

    fr, _ = _pages(site)
    for rel_path in [*sorted(fr)[::25], "rules/tda-2019/45/index.html", "index.html"]:
        for lang, page in (("fr", site / rel_path), ("en", site / "en" / rel_path)):
            html = page.read_text(encoding="utf-8")
            assert f'<html lang="{lang}"' in html, page
            other = "en" if lang == "fr" else "fr"
            links = re.findall(rf'<a href="([^"]+)" hreflang="{other}" class="md-select__link">', html)
            assert links, f"{page}: no language switch"
            href = links[0]
            base_dir = site if href.startswith("/") else page.parent
            target = (base_dir / href.lstrip("/")).resolve() / "index.html"
            expected = (site / "en" / rel_path) if lang == "fr" else (site / rel_path)
            assert target == expected.resolve(), f"{page}: switch goes to {target}"


def test_english_article_pages_are_labelled_translations(site: Path, base) -> None:
    for aid in ("tda-2019/45", "ropta-2023/9.13", "club-nlhe/10.7", "fivebet/6"):
        article = base.articles[aid]
        html = (site / "en" / article_page(article).removesuffix(".md") / "index.html").read_text(encoding="utf-8")
        assert "the French text is authoritative" in html
        assert 'class="fb-original"' in html and 'lang="fr"' in html  # the French original, one tap away
        fr_html = (site / article_page(article).removesuffix(".md") / "index.html").read_text(encoding="utf-8")
        assert "fb-translation-label" not in fr_html


def test_glossary_page_in_both_directions(site: Path, base) -> None:
    for lang in ("fr", "en"):
        root = site if lang == "fr" else site / "en"
        html = (root / "glossary" / "index.html").read_text(encoding="utf-8")
        assert html.count('id="fr_en-') >= 100 and html.count('id="en_fr-') >= 100
        assert "surblind" in html and "shove" in html
