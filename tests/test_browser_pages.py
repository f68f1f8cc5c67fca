"""Phone-first quality in a real browser: Debian's Chromium driven by Playwright, at
390×844 and 1280×800, on every page type: visible content, no horizontal overflow of the page,
no console error, no request to another host, accessibility (axe-core), print media."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

AXE = Path(__file__).resolve().parent / "js" / "node_modules" / "axe-core" / "axe.min.js"
# the serious and critical violations axe finds on the page, as [rule, impact, nodes]
SERIOUS_VIOLATIONS = """async () => (await axe.run(document, {resultTypes: ['violations']})).violations
  .filter((v) => ['serious', 'critical'].includes(v.impact)).map((v) => [v.id, v.impact, v.nodes.length])"""
VIEWPORTS = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 800}}
PAGES = {
    "home": "",
    "article": "rules/ropta-2023/9-13/",
    "article-en": "en/rules/tda-2019/45/",
    "chapter": "rules/tda-2019/ch/08-mises-et-relances/",
    "topic": "comparisons/multiple-chips/",
    "matrix": "comparisons/",
    "scenario": "scenarios/ropta-2023-9-23/",
    "search": "search/",
    "glossary": "glossary/",
    "glossary-en": "en/glossary/",
    "home-en": "en/",
}


def serious_violations(page) -> list[list[object]]:
    """What axe-core finds serious or critical on the page as it is now: [rule, impact, nodes] each. axe is
    put in the page by the driver (Playwright's evaluate), which the page's security policy does not govern:
    the page is scanned with its policy on, as a player gets it."""
    assert AXE.exists(), "axe-core is installed by `make test` (npm, tests/js)"
    if page.evaluate("() => typeof window.axe === 'undefined'"):
        page.evaluate(AXE.read_text(encoding="utf-8"))
    return page.evaluate(SERIOUS_VIOLATIONS)


def _open(browser, server: str, path: str, viewport: str):
    page = browser.new_page(viewport=VIEWPORTS[viewport], is_mobile=viewport == "phone", has_touch=viewport == "phone")
    page.errors, page.requested = [], []  # type: ignore[attr-defined]
    page.on("console", lambda m: page.errors.append(m.text) if m.type == "error" else None)  # type: ignore[attr-defined]
    page.on("pageerror", lambda e: page.errors.append(str(e)))  # type: ignore[attr-defined]
    page.on("request", lambda r: page.requested.append(r.url))  # type: ignore[attr-defined]
    return goto_settled(page, f"{server}/{path}", f"{path} at {viewport}")


def goto_settled(page, url: str, label: str, seconds: int = 15):
    """Open ``url`` in ``page`` and wait until nothing is left to fetch: Chromium's network-idle signal, or, when it
    is not given (twice never on the glossary with nothing pending, once more on an idle machine), every request
    the page made finished; one still pending after ``seconds`` fails the test, named."""
    finished: list[str] = []
    requested: list[str] = []
    page.on("request", lambda r: requested.append(r.url))
    page.on("requestfinished", lambda r: finished.append(r.url))
    page.on("requestfailed", lambda r: finished.append(r.url))
    page.goto(url)
    try:
        page.wait_for_load_state("networkidle", timeout=seconds * 1000)
    except PlaywrightTimeoutError:
        pending = list(requested)
        for done in finished:
            if done in pending:
                pending.remove(done)
        if pending:
            pytest.fail(f"{label}: requests still pending after {seconds} s: {pending}", pytrace=False)
    return page


@pytest.mark.parametrize("viewport", VIEWPORTS)
@pytest.mark.parametrize("name", PAGES)
def test_page_reads_on_this_screen(server: str, browser, name: str, viewport: str) -> None:
    page = _open(browser, server, PAGES[name], viewport)
    assert page.locator("article h1").first.is_visible()
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, f"{name} at {viewport}: the page scrolls sideways by {overflow}px"
    assert page.errors == [], page.errors  # type: ignore[attr-defined]
    assert all(u.startswith(server) for u in page.requested), [u for u in page.requested if not u.startswith(server)]  # type: ignore[attr-defined]
    page.close()


@pytest.mark.parametrize("name", PAGES)
def test_no_serious_accessibility_violation(server: str, browser, name: str) -> None:
    page = _open(browser, server, PAGES[name], "phone")
    assert serious_violations(page) == [], name
    page.close()


def test_language_switch_keeps_the_page_and_the_anchor(built_server: str, browser) -> None:
    """The one-tap language switch, in the Material and the Zensical builds, both ways."""
    server = built_server
    page = _open(browser, server, "rules/tda-2019/ch/08-mises-et-relances/#tda-2019-45", "desktop")
    page.locator('a.md-select__link[hreflang="en"]').first.click()  # one tap: no menu to open first
    page.wait_for_load_state()
    assert page.url.endswith("/en/rules/tda-2019/ch/08-mises-et-relances/#tda-2019-45")
    assert page.evaluate("document.documentElement.lang") == "en"
    page.locator('a.md-select__link[hreflang="fr"]').first.click()
    page.wait_for_load_state()
    assert page.url == f"{server}/rules/tda-2019/ch/08-mises-et-relances/#tda-2019-45"
    assert page.evaluate("document.documentElement.lang") == "fr"
    page.close()


@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_no_serious_accessibility_violation_with_search_results_open(server: str, browser, viewport: str) -> None:
    """The header's search open with results, one selected (combobox, listbox, chips): scanned too."""
    page = _open(browser, server, PAGES["article"], viewport)
    if viewport == "phone":
        page.click("label.md-header__button[for='__search']")
    else:
        page.click(".md-search [data-fb-search-input]")
    page.wait_for_function("() => document.activeElement.matches('.md-search [data-fb-search-input]')")
    page.keyboard.type("bouton mort")
    page.locator(".md-search [data-fb-search-results] a").first.wait_for(timeout=15000)
    page.keyboard.press("ArrowDown")
    # colours are measured once the panel's fade-in and the selection's transition are over
    page.evaluate("() => Promise.all(document.getAnimations().map((a) => a.finished))")
    assert serious_violations(page) == []
    assert page.errors == [], page.errors  # type: ignore[attr-defined]
    page.close()


def test_print_media_shows_the_rule_not_the_chrome(server: str, browser) -> None:
    page = _open(browser, server, PAGES["article"], "desktop")
    page.emulate_media(media="print")
    assert page.locator("article h1").first.is_visible()
    assert not page.locator(".md-header").first.is_visible()
    assert not page.locator(".md-sidebar--primary").first.is_visible()
    assert not page.locator(".fb-pager").first.is_visible()
    page.close()
