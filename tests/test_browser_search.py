"""Search on a phone: a query typed in the site's search box, in headless Chromium at 390 px,
shows the expected article first, and so does the header's search panel on an article page,
in the Material and the Zensical builds."""

from __future__ import annotations

import pytest

SAMPLE = [
    ("fr", "bouton mort", ("TDA 2019 32", "TDA 2010 24", "ROPTA 2023 4.3", "Club tournois 8-6", "Club NLHE 9.6")),
    ("fr", "fausse donne", ("TDA 2010 27", "TDA 2019 35", "ROPTA 2023 6.1", "Club tournois 2-5")),
    ("en", "misdeel", ("TDA 2010 27", "TDA 2019 35", "ROPTA 2023 6.1", "ROPTA 2023 6.2", "Club tournois 2-5",
                       "Club NLHE 4.11")),
    ("en", "chip rase", ("TDA 2019 24", "TDA 2010 16", "ROPTA 2023 3.2", "Club NLHE 13.1", "Club tournois 12-6")),
    ("fr", "jeton superieur", ("ROPTA 2023 9.11", "TDA 2010 32", "TDA 2019 44", "Club NLHE 10.18", "Club NLHE 10.19",
                               "Club NLHE 10.20", "Club NLHE 10.21")),
]


@pytest.mark.parametrize(("lang", "query", "expected"), SAMPLE)
def test_phone_search_shows_the_expected_article_first(built_server: str, browser, lang: str, query: str,
                                                       expected: tuple[str, ...]) -> None:
    server = built_server
    page = browser.new_page(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.goto(f"{server}/{'en/' if lang == 'en' else ''}search/")
    page.fill("#fb-search-input", query)
    first = page.locator("#fb-search-results li a").first
    first.wait_for(timeout=15000)
    text = first.inner_text()
    assert any(text.startswith(cite) for cite in expected), f"{query!r}: first result {text!r}"
    first.click()
    page.wait_for_load_state()
    assert "/rules/" in page.url  # the result is the article's own page (its permalink)
    assert errors == []
    page.close()


@pytest.mark.parametrize(("lang", "query", "expected"), [SAMPLE[0], SAMPLE[2]])
def test_header_search_on_an_article_page(built_server: str, browser, lang: str, query: str,
                                          expected: tuple[str, ...]) -> None:
    """The magnifier in the header of any page opens the article search, in both builds."""
    server = built_server
    page = browser.new_page(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    requested: list[str] = []
    page.on("request", lambda r: requested.append(r.url))
    page.goto(f"{server}/{'en/' if lang == 'en' else ''}rules/ropta-2023/9-13/")
    page.click("label.md-header__button[for='__search']")
    box = page.locator(".md-search [data-fb-search-input]")
    box.fill(query)
    first = page.locator(".md-search [data-fb-search-results] li a").first
    first.wait_for(timeout=15000)
    assert any(first.inner_text().startswith(cite) for cite in expected)
    assert not any("search_index.json" in u for u in requested)  # Material's page index is never loaded
    assert all(u.startswith(server) for u in requested)
    page.close()
