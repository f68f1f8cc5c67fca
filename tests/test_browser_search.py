"""Search on a phone: a query typed in the site's search box, in headless Chromium at 390 px,
shows the expected article first, and so does the header's search panel on an article page,
in the Material and the Zensical builds; a question on a comparison topic shows its answer card and
"Ask the assistant" first, at 390 and 1280 px, online and offline."""

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


# A question that matches a comparison topic: the answer card first (the topic's question, each
# rulebook's answer in one line, the differing ones marked, the topic's page), then "Ask the
# assistant" with the situation chosen, then the articles.
ANSWERS = [
    ("fr", "phone", "il a misé moins que la mise pour suivre", "undercall", "bet_total"),
    ("en", "phone", "string bet, he went back to his stack for more chips", "string-bets", "string_bet"),
    ("fr", "desktop", "il a foldé avant que ce soit son tour", "acting-out-of-turn", "out_of_turn"),
    ("en", "desktop", "he put in less than the amount to call", "undercall", "bet_total"),
]
VIEWPORTS = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 800}}


@pytest.mark.parametrize("offline", [False, True], ids=["online", "offline"])
@pytest.mark.parametrize(("lang", "viewport", "query", "topic", "situation"), ANSWERS)
def test_a_question_on_a_topic_shows_its_answer_card_first(built_server: str, browser, lang: str, viewport: str,
                                                          query: str, topic: str, situation: str,
                                                          offline: bool) -> None:
    server = built_server
    phone = viewport == "phone"
    page = browser.new_page(viewport=VIEWPORTS[viewport], is_mobile=phone, has_touch=phone)
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" and not offline else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    prefix = "en/" if lang == "en" else ""
    page.goto(f"{server}/{prefix}search/")
    page.wait_for_load_state("networkidle")
    if offline:  # the index loaded once (the box focused), then no network: the cards still come
        page.focus("#fb-search-input")
        page.wait_for_function(
            "() => performance.getEntriesByType('resource').some(e => /search-(fr|en)\\.json/.test(e.name))")
        page.wait_for_timeout(300)
        page.context.set_offline(True)
    page.fill("#fb-search-input", query)
    card = page.locator(f"[data-fb-answers] .fb-answer[data-fb-topic='{topic}']")
    card.wait_for(timeout=15000)
    first = page.locator("#fb-search-results li a").first
    first.wait_for(timeout=15000)
    assert card.locator(".fb-answer__cell").count() == 6
    assert card.locator(".fb-answer__cell--differs .fb-answer__mark").count() >= 1
    assert card.locator(".fb-answer__question").get_attribute("href").endswith(f"/{prefix}comparisons/{topic}/")
    ask = card.locator(".fb-answer__assistant")
    assert ask.get_attribute("data-fb-situation") == situation
    assert ask.get_attribute("href").endswith(f"/{prefix}assistant/?situation={situation}")
    assert ask.inner_text().startswith("Ask the assistant" if lang == "en" else "Demander à l’assistant")
    box, where, top = (page.locator(s).first.bounding_box() for s in ("#fb-search-input", "[data-fb-answers]",
                                                                        "#fb-search-results li"))
    assert box and where and top
    assert box["y"] >= 0 and where["y"] >= box["y"] + box["height"] - 1  # the box, then the card …
    assert where["y"] + where["height"] <= VIEWPORTS[viewport]["height"]  # … both on the first screen …
    assert top["y"] >= where["y"] + where["height"] - 1  # … then the articles
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= VIEWPORTS[viewport]["width"], width  # one-line answers never widen the page
    assert errors == []
    page.close()


def test_a_number_or_a_plain_word_shows_no_card(built_server: str, browser) -> None:
    page = browser.new_page(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    page.goto(f"{built_server}/search/")
    page.fill("#fb-search-input", "règle 45")
    page.locator("#fb-search-results li a").first.wait_for(timeout=15000)
    assert page.locator("[data-fb-answers] .fb-answer").count() == 0
    page.fill("#fb-search-input", "")
    page.wait_for_timeout(200)
    assert page.locator("[data-fb-answers] .fb-answer").count() == 0
    page.close()


# the tournament the site's pages store (localStorage, the contract of assets/tournament.js), an example's link:
# only its base is read by the search
EXAMPLE_OF = {"ropta-2023": "club-freezeout-ropta.yaml", "fivebet": "casino-tda-fivebet.yaml"}


def _in_a_tournament(base: str) -> str:
    import json

    from floorbook.corpus.loader import load_base
    from floorbook.corpus.repository import REPO_ROOT
    from floorbook.sheet.link import tournament_link
    from floorbook.sheet.printing import load_house

    house = load_house(REPO_ROOT / "examples" / EXAMPLE_OF[base], load_base())
    fragment = tournament_link(house, "https://floorbook.example.org/", "fr").partition("#")[2]
    stored = {"version": 1, "fragment": fragment, "house": {"base": base}}
    return f"localStorage.setItem('floorbook:tournament', {json.dumps(json.dumps(stored))});"


@pytest.mark.parametrize(("base", "first"), [("ropta-2023", "ROPTA 2023 "), ("fivebet", "TDA 2019 ")])
def test_in_a_tournament_its_rulebook_ranks_first(built_server: str, browser, base: str, first: str) -> None:
    """Both builds, 390 px: in a tournament the search shows its base rulebook's articles first (Fivebet's
    base, TDA 2019, with Fivebet's own); a query naming another rulebook and number finds that article first;
    a stored tournament that cannot be read is searched as without."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    context.add_init_script(_in_a_tournament(base))
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.goto(f"{built_server}/search/")
    page.fill("#fb-search-input", "bouton mort")
    page.locator("#fb-search-results li a").first.wait_for(timeout=15000)
    hits = page.locator("#fb-search-results li a").all_inner_texts()
    mine = [h.startswith(first) or h.startswith("Fivebet") for h in hits]
    assert mine[0] and mine == sorted(mine, reverse=True), hits
    page.fill("#fb-search-input", "Club NLHE 9.6")
    page.wait_for_function("() => (document.querySelector('#fb-search-results li a') || {}).innerText"
                           "?.startsWith('Club NLHE 9.6')", timeout=15000)
    assert errors == []
    context.close()
    context = browser.new_context(viewport={"width": 390, "height": 844})
    context.add_init_script("localStorage.setItem('floorbook:tournament', '{unreadable');")
    page = context.new_page()
    page.goto(f"{built_server}/search/")
    page.fill("#fb-search-input", "bouton mort")
    page.locator("#fb-search-results li a").first.wait_for(timeout=15000)
    assert page.locator("#fb-search-results li a").first.inner_text().startswith(SAMPLE[0][2])
    context.close()
