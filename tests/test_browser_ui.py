"""The site at the table: the header's search at every width (results on screen, Enter,
arrows, "/", Escape, snippets, rulebook chips remembered, no layout shift), the home page's first
screen on a phone, the one-tap language switch, the glossary as cards with an A–Z bar and a
filter, and the comparison matrix with every article number a link. Debian's Chromium driven by
Playwright, at 390×844 (a phone, touch) and 1280×800. The header's search runs on the Material and
the Zensical builds (`built_server`); the rest on the Material build."""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest

from tests.test_browser_pages import goto_settled

VIEWPORTS = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 800}}
ARTICLE = "rules/ropta-2023/9-13/"
RULEBOOKS = {"tda-2010": "TDA 2010", "tda-2019": "TDA 2019", "fivebet": "Fivebet", "ropta-2023": "ROPTA 2023",
             "club-tournois": "Club tournois", "club-nlhe": "Club NLHE"}
RESULTS = ".md-search [data-fb-search-results]"
BOX = ".md-search [data-fb-search-input]"

# Whether an element is really in front of the reader: every ancestor opaque, and the element is
# what a tap at its centre would hit (not clipped away, not under something else).
ON_SCREEN = """el => {
  if (!el) return false;
  for (let e = el; e; e = e.parentElement) if (parseFloat(getComputedStyle(e).opacity) < 0.99) return false;
  const r = el.getBoundingClientRect();
  if (r.width < 1 || r.height < 1 || r.bottom <= 0 || r.top >= innerHeight) return false;
  const y = Math.max(r.top, 0) + Math.min(r.height, innerHeight - r.top) / 2;
  const hit = document.elementFromPoint(r.left + r.width / 2, y);
  return !!hit && (el === hit || el.contains(hit));
}"""

# Layout shifts as Chromium reports them (the Cumulative Layout Shift entries), from page start; as in
# CLS, not those within 500 ms of the reader's own input (typing a query that now matches a topic puts
# its answer card before the results already shown).
SHIFTS = """window.__shifts = [];
new PerformanceObserver(list => list.getEntries()
  .forEach(e => { if (!e.hadRecentInput) window.__shifts.push(e.value); }))
  .observe({type: "layout-shift", buffered: true});"""


def _open(browser, server: str, path: str, viewport: str, storage: dict[str, str] | None = None):
    phone = viewport == "phone"
    page = browser.new_page(viewport=VIEWPORTS[viewport], is_mobile=phone, has_touch=phone)
    page.errors, page.requested = [], []  # type: ignore[attr-defined]
    page.on("console", lambda m: page.errors.append(m.text) if m.type == "error" else None)  # type: ignore[attr-defined]
    page.on("pageerror", lambda e: page.errors.append(str(e)))  # type: ignore[attr-defined]
    page.on("request", lambda r: page.requested.append(r.url))  # type: ignore[attr-defined]
    page.add_init_script(SHIFTS)
    return goto_settled(page, f"{server}/{path}", f"{path} at {viewport}", seconds=30)


def _clean(page, server: str) -> None:
    assert page.errors == [], page.errors  # type: ignore[attr-defined]
    assert all(u.startswith(server) for u in page.requested), page.requested  # type: ignore[attr-defined]


def _open_header_search(page, viewport: str) -> None:
    """What a reader does: tap the magnifier on a phone, click the box on a wide screen."""
    if viewport == "phone":
        page.click("label.md-header__button[for='__search']")
    else:
        page.click(BOX)
    page.wait_for_function(f"() => document.activeElement === document.querySelector({BOX!r})")


def _results(page, query: str | None = None) -> list[dict[str, str]]:
    """The results on screen once the list answers ``query`` (typed before), as their parts."""
    page.wait_for_function(f"() => document.querySelectorAll('{RESULTS} a[role=option]').length > 0", timeout=15000)
    ids = None
    for _ in range(20):  # the list answers each key typed: wait until it answers the whole query (it stops changing)
        now = page.eval_on_selector_all(f"{RESULTS} a[role=option]", "links => links.map(a => a.href).join(' ')")
        if now == ids:
            break
        ids = now
        page.wait_for_timeout(400)
    return page.eval_on_selector_all(f"{RESULTS} a[role=option]", """links => links.map(a => ({
        href: a.href, id: a.id, text: a.innerText,
        source: (a.querySelector('.fb-hit__source') || {}).textContent || '',
        number: (a.querySelector('.fb-hit__num') || {}).textContent || '',
        title: (a.querySelector('.fb-hit__title') || {}).textContent || '',
        snippet: (a.querySelector('.fb-hit__snippet') || {}).textContent || '',
        marks: Array.from(a.querySelectorAll('mark')).map(m => m.textContent)}))""")


def _first_url(page, query: str) -> str:
    """The first result of ``query`` by the site's own ranking (search.js on the site's index)."""
    return page.evaluate("""async q => {
        const lang = document.documentElement.lang === 'en' ? 'en' : 'fr';
        const base = new URL(JSON.parse(document.getElementById('__config').textContent).base + '/', location.href);
        const root = lang === 'en' ? new URL('../', base) : base;
        const index = await (await fetch(new URL('assets/search-' + lang + '.json', root))).json();
        return new URL(FloorbookSearch.search(FloorbookSearch.prepare(index), q, 1)[0].url, root).href;
    }""", query)


# --- item 3: the header's search --------------------------------------------------------------


@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_header_search_results_are_on_screen_with_rulebook_number_title_and_snippet(built_server: str, browser,
                                                                                    viewport: str) -> None:
    """At 1280 px the panel used to stay at opacity 0: the results must be in front of the reader."""
    page = _open(browser, built_server, ARTICLE, viewport)
    _open_header_search(page, viewport)
    page.keyboard.type("jetons multiples")
    hits = _results(page)
    first = page.locator(f"{RESULTS} a[role=option]").first
    page.wait_for_function(f"() => ({ON_SCREEN})(document.querySelector('{RESULTS} a[role=option]'))", timeout=5000)
    assert first.is_visible()
    for hit in hits:
        assert hit["source"] in RULEBOOKS.values(), hit
        assert hit["number"] and hit["title"] and hit["snippet"], hit
        assert hit["text"].startswith(f"{hit['source']} {hit['number']} — "), hit
    assert any(re.match(r"(?i)jetons?$", m) for h in hits for m in h["marks"])  # matched words highlighted
    assert any(h["marks"] and any(m in h["snippet"] for m in h["marks"]) for h in hits)  # in the snippet too
    _clean(page, built_server)
    page.close()


@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_enter_opens_the_first_result_of_the_query_on_screen_never_a_stale_one(built_server: str, browser,
                                                                               viewport: str) -> None:
    page = _open(browser, built_server, ARTICLE, viewport)
    _open_header_search(page, viewport)
    page.keyboard.type("bouton mort")
    _results(page)
    expected = _first_url(page, "fausse donne")
    assert expected != _first_url(page, "bouton mort")
    page.fill(BOX, "fausse donne")  # Enter at once, within the typing pause: the old list is still there
    with page.expect_navigation():
        page.keyboard.press("Enter")
    assert page.url == expected
    _clean(page, built_server)
    page.close()


def _hold_the_index(page) -> list[object]:
    """Hold back the search index's first response until the test lets it through (_release)."""
    held: list[object] = []

    def handle(route) -> None:
        if held and held[-1] == "released":
            route.continue_()  # later requests (the test's own) go through
        else:
            held.append(route)

    page.route("**/assets/search-*.json", handle)
    return held


def _release(page, held: list[object]) -> None:
    deadline = time.monotonic() + 10
    while not held and time.monotonic() < deadline:
        page.wait_for_timeout(50)
    assert held, "the search index was never requested"
    route = held[0]
    held.append("released")
    route.continue_()


@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_an_answer_that_arrives_after_the_box_changed_is_dropped(built_server: str, browser, viewport: str) -> None:
    """The index is held back: a query typed, then the box cleared (or another query typed) before
    the index arrives, shows nothing (or the new query's results), never the old query's."""
    page = _open(browser, built_server, ARTICLE, viewport)
    held = _hold_the_index(page)
    _open_header_search(page, viewport)
    page.keyboard.type("bouton mort")
    page.wait_for_timeout(400)  # past the typing pause: the search waits for the index
    page.fill(BOX, "")
    _release(page, held)
    page.wait_for_timeout(800)
    assert page.locator(f"{RESULTS} li").count() == 0
    assert page.eval_on_selector(".md-search [data-fb-search-status]", "p => p.textContent") == ""
    _clean(page, built_server)
    page.close()

    page = _open(browser, built_server, ARTICLE, viewport)  # the same race, with a second query typed
    held = _hold_the_index(page)
    _open_header_search(page, viewport)
    page.keyboard.type("bouton mort")
    page.wait_for_timeout(400)
    page.fill(BOX, "misdeal")
    _release(page, held)
    hits = _results(page)
    page.wait_for_timeout(300)
    assert _results(page)[0]["href"] == hits[0]["href"] == _first_url(page, "misdeal")
    _clean(page, built_server)
    page.close()


@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_slash_focuses_the_search_unless_typing_in_a_field(built_server: str, browser, viewport: str) -> None:
    page = _open(browser, built_server, ARTICLE, viewport)
    page.keyboard.press("/")
    page.wait_for_function(f"() => document.activeElement === document.querySelector({BOX!r})")
    assert page.evaluate("document.getElementById('__search').checked")
    page.wait_for_function(f"() => ({ON_SCREEN})(document.querySelector({BOX!r}))", timeout=5000)
    page.keyboard.type("9/13")  # in the field, "/" is a character
    assert page.input_value(BOX) == "9/13"
    page.close()
    page = _open(browser, built_server, "search/", viewport)  # a page with its own box: that one
    page.keyboard.press("/")
    page.wait_for_function("() => document.activeElement === document.getElementById('fb-search-input')")
    _clean(page, built_server)
    page.close()


@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_arrow_keys_move_through_the_results_and_enter_opens_the_selected_one(built_server: str, browser,
                                                                             viewport: str) -> None:
    page = _open(browser, built_server, ARTICLE, viewport)
    _open_header_search(page, viewport)
    page.keyboard.type("bouton mort")
    hits = _results(page)
    assert len(hits) >= 3
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowUp")
    selected = page.eval_on_selector_all(f"{RESULTS} a[aria-selected=true]", "links => links.map(a => a.id)")
    assert selected == [hits[1]["id"]]
    assert page.get_attribute(BOX, "aria-activedescendant") == hits[1]["id"]
    assert page.evaluate("document.activeElement.matches('[data-fb-search-input]')")  # typing goes on in the box
    with page.expect_navigation():
        page.keyboard.press("Enter")
    assert page.url == hits[1]["href"]
    _clean(page, built_server)
    page.close()


@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_escape_closes_the_header_search(built_server: str, browser, viewport: str) -> None:
    page = _open(browser, built_server, ARTICLE, viewport)
    _open_header_search(page, viewport)
    page.keyboard.type("bouton mort")
    _results(page)
    link = f"document.querySelector('{RESULTS} a[role=option]')"
    page.wait_for_function(f"() => ({ON_SCREEN})({link})", timeout=5000)
    page.keyboard.press("Escape")
    assert not page.evaluate("document.getElementById('__search').checked")
    assert not page.evaluate("document.activeElement.matches('[data-fb-search-input]')")
    page.wait_for_function(f"() => !({ON_SCREEN})({link})", timeout=5000)
    assert page.locator("article h1").first.is_visible()
    _clean(page, built_server)
    page.close()


@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_rulebook_chips_filter_the_results_and_are_remembered(built_server: str, browser, viewport: str) -> None:
    page = _open(browser, built_server, ARTICLE, viewport)
    _open_header_search(page, viewport)
    page.keyboard.type("bouton mort")
    hits = _results(page)
    assert len({h["source"] for h in hits}) > 1
    chips = page.eval_on_selector_all(".md-search [data-fb-search-chips] button", "bs => bs.map(b => b.textContent)")
    assert chips[1:] == list(RULEBOOKS.values())  # "all", then the six rulebooks
    page.click(".md-search [data-fb-search-chips] button[data-source='ropta-2023']")
    page.click(".md-search [data-fb-search-chips] button[data-source='tda-2010']")
    page.wait_for_function(f"""() => Array.from(document.querySelectorAll('{RESULTS} .fb-hit__source'))
        .every(s => s.textContent === 'ROPTA 2023' || s.textContent === 'TDA 2010')""")
    hits = _results(page)
    assert {h["source"] for h in hits} == {"ROPTA 2023", "TDA 2010"}
    # remembered: another page, another visit
    page.goto(f"{built_server}/rules/tda-2019/45/")
    page.wait_for_load_state("networkidle")
    _open_header_search(page, viewport)
    page.keyboard.type("bouton mort")
    page.wait_for_function(f"""() => document.querySelectorAll('{RESULTS} a[role=option]').length > 0 &&
        Array.from(document.querySelectorAll('{RESULTS} .fb-hit__source'))
        .every(s => s.textContent === 'ROPTA 2023' || s.textContent === 'TDA 2010')""", timeout=15000)
    pressed = page.eval_on_selector_all(".md-search [data-fb-search-chips] [aria-pressed=true]",
                                        "bs => bs.map(b => b.dataset.source)")
    assert sorted(pressed) == ["ropta-2023", "tda-2010"]
    page.click(".md-search [data-fb-search-chips] button[data-source='']")  # "all" again
    page.wait_for_function(f"""() => new Set(Array.from(document.querySelectorAll('{RESULTS} .fb-hit__source'))
        .map(s => s.textContent)).size > 2""")
    assert page.evaluate("localStorage.getItem('floorbook.search.rulebooks')") == "[]"
    _clean(page, built_server)
    page.close()


@pytest.mark.parametrize("where", ["header", "search-page", "home"])
@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_no_layout_shift_when_results_appear(built_server: str, browser, viewport: str, where: str) -> None:
    """Nothing on screen moves when the results come in (space reserved, or the list drops over the page)."""
    path, box = {"header": (ARTICLE, BOX), "search-page": ("search/", "#fb-search-input"),
                 "home": ("", "#fb-home-input")}[where]
    page = _open(browser, built_server, path, viewport)
    if where == "header":
        _open_header_search(page, viewport)
    else:
        page.click(box)
    page.wait_for_timeout(600)  # the panel is open, the index loaded, the chips drawn
    results = box.replace("[data-fb-search-input]", "[data-fb-search-results]") if where == "header" else \
        {"search-page": "#fb-search-results", "home": "#fb-home-results"}[where]
    watched = {"header": ".md-search [data-fb-search-chips]", "search-page": ".fb-search [data-fb-search-chips]",
               "home": ".fb-rulebooks"}[where]
    before_shifts = page.evaluate("window.__shifts.length")
    before = page.eval_on_selector(watched, "e => e.getBoundingClientRect().top")
    page.keyboard.type("bouton mort")
    page.wait_for_function(f"() => document.querySelectorAll('{results} a').length > 0", timeout=15000)
    page.wait_for_timeout(300)
    shifts = page.evaluate("window.__shifts")[before_shifts:]
    assert sum(shifts) == 0, f"{where} at {viewport}: layout shift {shifts}"
    assert page.eval_on_selector(watched, "e => e.getBoundingClientRect().top") == before
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0
    _clean(page, built_server)
    page.close()


# --- item 5: the home page and the language switch -------------------------------------------


def test_home_first_screen_on_a_phone_is_the_search_and_the_six_rulebooks(server: str, browser) -> None:
    for prefix in ("", "en/"):
        page = _open(browser, server, prefix, "phone")
        height = VIEWPORTS["phone"]["height"]
        box = page.locator("#fb-home-input")
        assert box.is_visible() and box.bounding_box()["y"] + box.bounding_box()["height"] <= height
        links = page.locator(".fb-rulebooks a")
        assert links.count() == 6
        for i, (source, name) in enumerate(RULEBOOKS.items()):
            link = links.nth(i)
            box_ = link.bounding_box()
            assert link.is_visible() and box_["y"] + box_["height"] <= height, f"{name} below the first screen"
            assert link.inner_text().startswith(name)
            assert link.evaluate("a => a.href").endswith(f"/{prefix}rules/{source}/")
        intro = page.locator("article p strong").first  # the introduction comes after
        assert intro.bounding_box()["y"] > links.nth(5).bounding_box()["y"]
        # the home box searches in place: its list drops down over the page, a tap opens the article
        box.tap()
        page.keyboard.type("fausse donne")
        first = page.locator("#fb-home-results a").first
        first.wait_for(timeout=15000)
        href = None
        for _ in range(20):  # the list answers each key typed: wait until it answers the whole query (stops changing)
            now = first.evaluate("a => a.href")
            if now == href:
                break
            href = now
            page.wait_for_timeout(400)
        assert page.evaluate(f"({ON_SCREEN})(document.querySelector('#fb-home-results a'))")
        first.tap()
        page.wait_for_url(href)
        assert f"/{prefix}rules/" in page.url
        _clean(page, server)
        page.close()


@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_language_switch_is_one_tap_labelled_fr_en_and_keeps_page_and_anchor(server: str, browser,
                                                                              viewport: str) -> None:
    path = "rules/tda-2019/ch/08-mises-et-relances/#tda-2019-45"
    page = _open(browser, server, path, viewport)
    switch = page.locator('.md-header a.md-select__link[hreflang="en"]')
    assert switch.is_visible()  # no menu to open first
    assert re.match(r"FR\s*/\s*EN", switch.inner_text())
    assert switch.locator(".fb-lang__here").inner_text() == "FR"  # the current language, in bold
    if viewport == "phone":
        switch.tap()
    else:
        switch.click()
    page.wait_for_url("**/en/rules/tda-2019/ch/08-mises-et-relances/#tda-2019-45")
    assert page.evaluate("document.documentElement.lang") == "en"
    back = page.locator('.md-header a.md-select__link[hreflang="fr"]')
    assert back.is_visible()
    assert back.locator(".fb-lang__here").inner_text() == "EN"
    back.click()
    page.wait_for_url(re.compile(r"/rules/tda-2019/ch/08-mises-et-relances/#tda-2019-45$"))
    assert "/en/" not in page.url and page.evaluate("document.documentElement.lang") == "fr"
    _clean(page, server)
    page.close()


# --- item 6: the glossary and the comparison matrix --------------------------------------------


@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_glossary_is_one_card_per_entry_with_an_a_to_z_bar_and_a_filter(server: str, browser, viewport: str) -> None:
    page = _open(browser, server, "glossary/", viewport)
    assert page.locator(".fb-glossary table").count() == 0
    cards = page.locator("#fr_en ~ .fb-glossary").first.locator("li.fb-gloss-card")
    assert cards.count() >= 100
    if viewport == "phone":  # one card a row, the full width of the text
        xs = {round(b["x"]) for b in (cards.nth(i).bounding_box() for i in range(0, 12))}
        assert len(xs) == 1
        assert cards.first.bounding_box()["width"] > 0.8 * VIEWPORTS["phone"]["width"]
    # A–Z: a tap on a letter brings its terms on screen
    letter = page.locator(".fb-az").first.locator("a", has_text=re.compile("^S$"))
    letter.click()
    page.wait_for_function("() => location.hash === '#fr_en-letter-s'")
    page.wait_for_function("() => { const r = document.getElementById('fr_en-letter-s').getBoundingClientRect();"
                           " return r.top >= 0 && r.top < innerHeight / 2; }")
    first_s = page.locator("#fr_en-letter-s li").first.locator("strong").first.inner_text()
    assert first_s[0].lower() == "s"
    # the filter hides the cards that do not match, as you type
    total = page.locator("li.fb-gloss-card").count()
    page.fill("#fb-glossary-filter", "surblind")
    shown = page.locator("li.fb-gloss-card:visible")
    assert 1 <= shown.count() < total / 10
    for text in shown.all_inner_texts():
        assert "surblind" in text.lower()
    assert page.locator(".fb-az a:visible").count() < page.locator(".fb-az a").count()
    status = page.inner_text("[data-fb-filter-status]")
    assert re.search(r"\d", status)
    page.fill("#fb-glossary-filter", "zzzzqx")
    assert page.locator("li.fb-gloss-card:visible").count() == 0
    assert page.inner_text("[data-fb-filter-status]")  # "no term matches", said
    page.fill("#fb-glossary-filter", "")
    assert page.locator("li.fb-gloss-card:visible").count() == total
    _clean(page, server)
    page.close()


def test_matrix_links_every_article_number(site: Path, base) -> None:
    html = (site / "comparisons" / "index.html").read_text(encoding="utf-8")
    expected = sum(len(cell.articles) for topic in base.topics.values() for cell in topic.sources.values())
    cells = re.findall(r'<span class="fb-cell-articles">(.*?)</span>', html)
    links = [href for cell in cells for href in re.findall(r'<a href="([^"]+)">', cell)]
    assert len(links) == expected
    for href in links:
        target = (site / "comparisons" / href).resolve() / "index.html"
        assert target.exists(), href


@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_matrix_on_a_phone_shows_one_topic_at_a_time(server: str, browser, viewport: str) -> None:
    page = _open(browser, server, "comparisons/", viewport)
    matrix = page.locator(".fb-matrix")
    scroll = matrix.evaluate("m => m.scrollWidth - m.clientWidth")
    row = page.locator(".fb-matrix-table tbody tr").first
    cells = row.locator("td")
    assert cells.count() == 6
    boxes = [cells.nth(i).bounding_box() for i in range(6)]
    if viewport == "phone":  # a card: the six rulebooks in one column, named, no sideways scroll
        assert scroll <= 0
        assert len({round(b["x"]) for b in boxes}) == 1
        assert all(boxes[i + 1]["y"] > boxes[i]["y"] for i in range(5))
        assert [cells.nth(i).locator(".fb-cell-source").inner_text() for i in range(6)] == list(RULEBOOKS.values())
    else:  # a table: one row per topic, a column per rulebook
        assert len({round(b["y"]) for b in boxes}) == 1
        assert page.locator(".fb-matrix-table thead").is_visible()
    link = page.locator(".fb-cell-articles a").first
    number = link.inner_text()
    link.click()
    page.wait_for_load_state()
    assert "/rules/" in page.url
    assert number.lower() in page.locator("article h1").first.inner_text().lower()
    _clean(page, server)
    page.close()
