"""Offline for real: installable, and usable with no network after one visit.

In Debian's Chromium driven by Playwright, on the built site served on http://127.0.0.1 (a secure
context for service workers): each language's web app manifest is valid and its icons load; after
one visit to the home page, once the service worker is installed and its precache complete, the
network is cut (``context.set_offline``) and every page is checked to come from the worker, with
no console error and no request to another host: unvisited articles, chapters and rulebooks, the
search (typing a query, opening a result), a reload, the language switch, a page opened once
online, and a page never saved (the offline page, in the page's language); a rulebook's booklet
(PDF) is kept only once opened, and opens again offline. A new build replaces
what a device holds. The floor assistant's runtime is not fetched on a bare visit, and once saved from
the home page's button the assistant rules with the network cut and the home page says it is ready.

What each generator writes (its pages, their assets, the manifest, the worker's list of files) is checked
on the Material build and on the Zensical build. What only the worker's own rules and the site's script
decide (a booklet kept, the other language's offline page, a new build, the assistant saved), the same in
both builds, is checked on the Material build: each such test saves the whole site again, several seconds
of CPU.
"""

from __future__ import annotations

import functools
import io
import json
import re
import shutil
from pathlib import Path

import pytest
from playwright.sync_api import Error as PlaywrightError

from floorbook.corpus.parameters import load_rulesets
from floorbook.corpus.repository import REPO_ROOT
from floorbook.rulings.ask import ask
from floorbook.site_build.offline import precached_files, run_workbox, tools_dir
from floorbook.site_build.site_config import SiteInfo
from tests.conftest import on_one_generator, serve, site_and_server_per_generator

PHONE = {"width": 390, "height": 844}


# every test of this module runs on the Material build and on the Zensical build; each generator's tests
# share their module fixtures on one worker (the two halves at once)
site, server = site_and_server_per_generator("offline")


# a test of what is the same in both builds (the worker's rules, the site's script): on the Material build only
SAME_IN_BOTH_BUILDS = on_one_generator("offline")


ARTICLE = "rules/ropta-2023/9-13/"
CHAPTER = "rules/tda-2019/ch/08-mises-et-relances/"
RULEBOOK = "rules/club-nlhe/"
VISITED_EN = "en/rules/tda-2019/45/"  # the English page opened online before the network is cut
VISITED_OTHER = "comparisons/multiple-chips/"  # a page outside the precache, opened online
NEVER_SAVED = "scenarios/ropta-2023-9-23/"  # a page outside the precache, never opened

# Playwright's wait_for_function does not await a promise: these checks poll inside the page.
WORKER_READY = """async ([scope, cache, count]) => {
  for (const end = Date.now() + 180000; Date.now() < end; await new Promise((r) => setTimeout(r, 250))) {
    const registration = await navigator.serviceWorker.getRegistration(scope);
    if (!registration || registration.scope !== scope || !registration.active || registration.installing
        || registration.waiting || registration.active.state !== "activated" || !(await caches.has(cache))) continue;
    if ((await (await caches.open(cache)).keys()).length === count) return true;
  }
  return false;
}"""
KEPT = """async ([url, cacheName]) => {
  for (const end = Date.now() + 30000; Date.now() < end; await new Promise((r) => setTimeout(r, 250))) {
    if (await caches.match(url, {cacheName})) return true;
  }
  return false;
}"""

# the home page's line on the assistant offline: its text once it says `state` (polled, as above)
OFFLINE_LINE = """async (state) => {
  for (const end = Date.now() + 180000; Date.now() < end; await new Promise((r) => setTimeout(r, 250))) {
    const line = document.querySelector("[data-fb-offline]");
    const said = line && line.querySelector("[data-fb-offline-status]");
    if (said && !line.hidden && line.dataset.state === state) return said.textContent;
  }
  return null;
}"""
RULINGS = """() => [...document.querySelectorAll('#fb-assistant [data-ruleset]')].map(
  (e) => [e.dataset.ruleset, e.dataset.verdict, JSON.parse(e.dataset.outcome)])"""
RUNTIME = ("/assets/pyodide/", "/assets/python/")  # the assistant's runtime and files


def _primary_colour() -> str:
    css = (REPO_ROOT / "site_src" / "assets" / "floorbook.css").read_text(encoding="utf-8")
    return re.search(r"--md-primary-fg-color:\s*(#[0-9a-fA-F]{6})", css).group(1)  # type: ignore[union-attr]


def _rgb(colour: str) -> str:
    return "rgb({}, {}, {})".format(*(int(colour[i:i + 2], 16) for i in (1, 3, 5)))


@pytest.fixture(scope="module")
def precached(site: Path) -> dict[str, list[str]]:
    """The files each language's worker precaches, as Workbox lists them for this build."""
    assert (site / "sw.js").exists() and (site / "en" / "sw.js").exists(), "the build wrote no service worker"
    return precached_files(site)


def _watch(page):
    page.errors, page.requested = [], []  # type: ignore[attr-defined]
    page.on("console", lambda m: page.errors.append(m.text) if m.type == "error" else None)  # type: ignore[attr-defined]
    page.on("pageerror", lambda e: page.errors.append(str(e)))  # type: ignore[attr-defined]
    page.on("request", lambda r: page.requested.append(r.url))  # type: ignore[attr-defined]
    return page


def _wait_for_worker(page, server: str, lang: str, prefix: str, count: int) -> None:
    """The language's worker is active and its precache holds every file of the manifest."""
    scope = f"{server}/{prefix}"
    assert page.evaluate(WORKER_READY, [scope, f"floorbook-{lang}-precache-v2-{scope}", count]), (lang, count)


def visit_online(context, server: str, precached: dict[str, list[str]]) -> None:
    """One visit to the home page, until its language's worker is active with its whole precache."""
    page = context.new_page()
    page.goto(f"{server}/")
    assert page.evaluate("navigator.serviceWorker.ready.then(r => r.scope)") == f"{server}/"
    _wait_for_worker(page, server, "fr", "", len(precached["fr"]))
    assert page.evaluate("navigator.serviceWorker.controller !== null")
    page.close()


def _open_pdf(page, href: str):
    """Open a PDF as a tap on its link does: the response to that navigation. Chromium's headless shell,
    which the tests drive, has no PDF viewer: there the PDF is saved as a download, which ends the
    navigation (goto says so)."""
    with page.expect_response(href) as response:
        try:
            page.goto(href)
        except PlaywrightError as error:
            if "Download is starting" not in error.message:
                raise
    return response.value


def _kept(page, server: str, path: str) -> None:
    """Wait until the root's worker has kept a page it fetched from the network."""
    assert page.evaluate(KEPT, [f"{server}/{path}", "floorbook-fr-pages"]), path


@pytest.fixture(scope="module")
def offline(browser, server: str, precached: dict[str, list[str]]):
    """A phone that visited the home page, then one English page and one comparison, then lost the network."""
    context = browser.new_context(viewport=PHONE, service_workers="allow", is_mobile=True, has_touch=True)
    visit_online(context, server, precached)
    page = context.new_page()
    page.goto(f"{server}/{VISITED_EN}")
    _kept(page, server, VISITED_EN)
    _wait_for_worker(page, server, "en", "en/", len(precached["en"]))
    page.goto(f"{server}/{VISITED_OTHER}")
    _kept(page, server, VISITED_OTHER)
    page.close()
    context.set_offline(True)
    yield context
    context.close()


def _open(context, server: str, path: str):
    page = _watch(context.new_page())
    response = page.goto(f"{server}/{path}")
    page.wait_for_load_state("load")
    return page, response


def _check_page(page, response, server: str, lang: str, offline_page: bool = False) -> None:
    """Served by the worker, styled, in its language, no console error, nothing from another host."""
    assert page.evaluate("navigator.onLine") is False  # the network is really cut
    assert response is not None and response.ok and response.from_service_worker
    h1 = page.locator("article h1").first
    assert h1.is_visible()
    assert ("Hors ligne" in h1.inner_text() or "Offline" in h1.inner_text()) is offline_page, h1.inner_text()
    assert page.evaluate("document.documentElement.lang") == lang
    header = page.evaluate("getComputedStyle(document.querySelector('.md-header')).backgroundColor")
    assert header == _rgb(_primary_colour())  # the theme's CSS was served too
    assert page.errors == [], page.errors  # type: ignore[attr-defined]
    assert all(u.startswith(server) for u in page.requested), page.requested  # type: ignore[attr-defined]


# --- installable -------------------------------------------------------------------------------

@pytest.mark.parametrize(("lang", "prefix"), [("fr", ""), ("en", "en/")])
def test_each_language_has_a_valid_manifest_with_loadable_icons(browser, server: str, lang: str,
                                                                 prefix: str) -> None:
    from PIL import Image

    context = browser.new_context(viewport=PHONE)
    page = _watch(context.new_page())
    page.goto(f"{server}/{prefix}{ARTICLE}")
    href = page.locator('link[rel="manifest"]').get_attribute("href")
    cdp = context.new_cdp_session(page)
    parsed = cdp.send("Page.getAppManifest")  # Chromium's own reading of the manifest
    assert parsed["url"] == f"{server}/{prefix}manifest.webmanifest", (href, parsed["url"])
    assert parsed["errors"] == []
    manifest = json.loads(parsed["data"])
    assert manifest["name"] and manifest["short_name"] and manifest["lang"] == lang
    assert manifest["display"] == "standalone"
    base = parsed["url"]
    resolve = functools.partial(page.evaluate, "([u, b]) => new URL(u, b).href")
    assert resolve([manifest["start_url"], base]) == f"{server}/{prefix}"
    assert resolve([manifest["scope"], base]) == f"{server}/{prefix}"
    assert manifest["theme_color"].lower() == _primary_colour().lower()
    assert page.locator('meta[name="theme-color"]').first.get_attribute("content") == manifest["theme_color"]
    kinds = set()
    for icon in manifest["icons"]:
        response = page.request.get(resolve([icon["src"], base]))
        assert response.ok and response.headers["content-type"] == "image/png", icon
        image = Image.open(io.BytesIO(response.body()))
        assert f"{image.width}x{image.height}" == icon["sizes"], icon
        kinds.add((icon["sizes"], icon["purpose"]))
    assert {("192x192", "any"), ("512x512", "any"), ("192x192", "maskable"), ("512x512", "maskable")} <= kinds
    # Chromium's installability check: nothing missing but a normal (non-incognito) profile
    errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
    assert [e["errorId"] for e in errors if e["errorId"] != "in-incognito"] == []
    assert page.errors == [], page.errors  # type: ignore[attr-defined]
    context.close()


def test_every_article_and_chapter_of_a_language_is_precached(site: Path, precached: dict[str, list[str]]) -> None:
    for lang, prefix in (("fr", ""), ("en", "en/")):
        files = set(precached[lang])
        rules = {str(p.relative_to(site)) for p in (site / prefix / "rules").rglob("index.html")}
        assert len(rules) > 500 and rules <= files, sorted(rules - files)[:5]
        shell = {f"assets/search-{lang}.json", "assets/search.js", "assets/floorbook.js", "assets/floorbook.css",
                 f"{prefix}index.html", f"{prefix}search/index.html", f"{prefix}offline/index.html",
                 f"{prefix}manifest.webmanifest"}
        assert shell <= files, shell - files
        assert any(re.match(r"assets/stylesheets/(classic/)?main\.", f) for f in files)  # Material's, Zensical's
        assert any(f.startswith("assets/javascripts/bundle.") for f in files)
        other = "en/" if lang == "fr" else ""
        mine = [f for f in files if f.endswith(".html") and f != "en/offline/index.html"]
        assert all(f.startswith(prefix) and not (other and f.startswith(other)) for f in mine)  # its own pages only


# --- with the network cut ----------------------------------------------------------------------

@pytest.mark.parametrize("path", [ARTICLE, CHAPTER, RULEBOOK, "", "en/rules/ropta-2023/9-13/",
                                  "en/rules/club-tournois/"])
def test_unvisited_pages_open_offline(offline, server: str, path: str) -> None:
    page, response = _open(offline, server, path)
    _check_page(page, response, server, "en" if path.startswith("en/") else "fr")
    page.close()


def test_search_works_offline_and_its_results_open(offline, server: str) -> None:
    page, response = _open(offline, server, "search/")
    _check_page(page, response, server, "fr")
    page.locator("#fb-search-input").fill("jetons multiples")
    first = page.locator("#fb-search-results a").first
    first.wait_for(state="visible", timeout=10_000)
    assert page.locator("#fb-search-results a").count() >= 3
    target = page.evaluate("(a) => a.href", first.element_handle())
    with page.expect_navigation() as navigation:
        first.click()
    _check_page(page, navigation.value, server, "fr")
    assert page.url.split("#")[0] == target.split("#")[0]
    page.close()


def test_search_from_the_home_page_address_works_offline(offline, server: str) -> None:
    page, response = _open(offline, server, "en/search/?q=all-in")  # what the home page's search box opens
    _check_page(page, response, server, "en")
    page.locator("#fb-search-results a").first.wait_for(state="visible", timeout=10_000)
    page.close()


def test_reload_offline(offline, server: str) -> None:
    page, response = _open(offline, server, CHAPTER)
    _check_page(page, response, server, "fr")
    response = page.reload()
    _check_page(page, response, server, "fr")
    page.close()


def test_language_switch_offline(offline, server: str) -> None:
    page, response = _open(offline, server, CHAPTER + "#tda-2019-45")
    _check_page(page, response, server, "fr")
    link = page.locator('a.md-select__link[hreflang="en"]').first
    if not link.is_visible():
        page.locator(".md-select").first.hover()
    with page.expect_navigation() as navigation:
        link.click()
    assert page.url.endswith(f"/en/{CHAPTER}#tda-2019-45")
    _check_page(page, navigation.value, server, "en")
    page.close()


@SAME_IN_BOTH_BUILDS
def test_a_booklet_is_kept_when_opened_and_opens_offline(browser, server: str, site: Path,
                                                        precached: dict[str, list[str]]) -> None:
    """A rulebook page's booklet (PDF) is not saved by a visit to the page; opened online, the worker
    keeps it (the very file), and with the network cut it opens again from there, a PDF, not the
    offline page."""
    context = browser.new_context(viewport=PHONE, service_workers="allow", is_mobile=True, has_touch=True)
    try:
        visit_online(context, server, precached)
        page = _watch(context.new_page())
        page.goto(f"{server}/{RULEBOOK}")
        href = page.evaluate("document.querySelector('a[href$=\"-fr.pdf\"]').href")
        assert href == f"{server}/booklets/club-nlhe-fr.pdf"
        assert page.evaluate("async (url) => !(await caches.match(url))", href)  # not saved by the visit
        booklet = _watch(context.new_page())
        response = _open_pdf(booklet, href)
        assert response.ok and response.headers["content-type"] == "application/pdf"
        assert page.evaluate(KEPT, [href, "floorbook-fr-pages"])
        kept = page.evaluate("""async (url) => {
          const bytes = new Uint8Array(await (await caches.match(url)).arrayBuffer());
          return [bytes.length, String.fromCharCode(...bytes.slice(0, 5))];
        }""", href)
        pdf = (site / "booklets" / "club-nlhe-fr.pdf").read_bytes()
        assert kept == [len(pdf), "%PDF-"]
        context.set_offline(True)
        again = _watch(context.new_page())
        response = _open_pdf(again, href)
        assert response.ok and response.from_service_worker
        assert response.headers["content-type"] == "application/pdf"  # the booklet, not the offline page
        # no console error offline (online, the PDF tab logs the 404 of /favicon.ico, which Chromium asks for)
        assert page.errors == [] and again.errors == [], (page.errors, again.errors)  # type: ignore[attr-defined]
    finally:
        context.close()


def test_pages_opened_once_online_open_offline(offline, server: str) -> None:
    for path, lang in ((VISITED_OTHER, "fr"), (VISITED_EN, "en")):
        page, response = _open(offline, server, path)
        _check_page(page, response, server, lang)
        page.close()


@pytest.mark.parametrize(("path", "lang", "title"), [(NEVER_SAVED, "fr", "Hors ligne"),
                                                     ("en/" + NEVER_SAVED, "en", "Offline")])
def test_a_page_never_saved_shows_the_offline_page_in_its_language(offline, server: str, path: str, lang: str,
                                                                   title: str) -> None:
    page, response = _open(offline, server, path)
    _check_page(page, response, server, lang, offline_page=True)
    assert page.url == f"{server}/{path}"  # the address stays the one asked for
    assert page.locator("article h1").first.inner_text().startswith(title)
    prefix = "en/" if lang == "en" else ""
    # its links (to the search and to every rulebook) work offline from that address
    links = page.locator("article a[href]")
    hrefs = {page.evaluate("(a) => a.href", links.nth(i).element_handle()) for i in range(links.count())}
    assert f"{server}/{prefix}search/" in hrefs
    assert {f"{server}/{prefix}rules/{src}/" for src in ("tda-2010", "tda-2019", "ropta-2023")} <= hrefs
    with page.expect_navigation() as navigation:
        page.locator('article a[href$="search/"]').first.click()
    _check_page(page, navigation.value, server, lang)
    page.close()


@SAME_IN_BOTH_BUILDS
def test_before_the_other_language_is_visited_its_pages_get_its_offline_page(browser, server: str,
                                                                             precached) -> None:
    context = browser.new_context(viewport=PHONE, service_workers="allow")
    visit_online(context, server, precached)  # French only: no English worker yet
    context.set_offline(True)
    page, response = _open(context, server, VISITED_EN)
    _check_page(page, response, server, "en", offline_page=True)  # not the browser's error page
    page, response = _open(context, server, ARTICLE)
    _check_page(page, response, server, "fr")
    context.close()


# --- a new build replaces the content --------------------------------------------------------------

@pytest.fixture
def site_copy(site: Path, tmp_path: Path):
    """A copy of the built site served on its own port, that a test rebuilds."""
    copy = tmp_path / "site"
    shutil.copytree(site, copy)

    url, stop = serve(copy)
    yield copy, url
    stop()


@SAME_IN_BOTH_BUILDS
def test_a_new_build_replaces_what_the_device_holds(browser, site_copy, precached, tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """Also: writing the workers leaves no temporary file (Workbox bundles each worker in a temporary
    folder of its own that it leaves behind; the build gives it one that is removed)."""
    copy, url = site_copy
    context = browser.new_context(viewport=PHONE, service_workers="allow")
    visit_online(context, url, precached)
    article = copy / ARTICLE / "index.html"
    article.write_text(article.read_text(encoding="utf-8").replace("</h1>", " (NOUVELLE VERSION)</h1>", 1),
                       encoding="utf-8")
    # what the build does after writing pages
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    monkeypatch.setenv("TMPDIR", str(scratch))
    run_workbox(tools_dir(REPO_ROOT), "generate", copy, SiteInfo.read(REPO_ROOT).languages)
    assert list(scratch.iterdir()) == []
    tab = context.new_page()
    tab.goto(f"{url}/")  # the next visit online finds the new worker, which installs at once
    tab.evaluate("navigator.serviceWorker.getRegistration().then(r => r.update()).then(() => true)")
    _wait_for_worker(tab, url, "fr", "", len(precached["fr"]))
    tab.close()
    context.set_offline(True)
    tab, response = _open(context, url, ARTICLE)
    _check_page(tab, response, url, "fr")
    assert "(NOUVELLE VERSION)" in tab.locator("article h1").first.inner_text()
    context.close()


# --- the floor assistant, saved for offline use when asked --------------------------------------

@pytest.mark.parametrize("path", ["index.html", "en/index.html", "offline/index.html", "en/offline/index.html"])
def test_the_line_on_the_assistant_offline_lists_its_runtime(site: Path, precached: dict[str, list[str]],
                                                              path: str) -> None:
    """The home pages' and the offline pages' line lists, relative to the page, files of the site: the
    runtime and the assistant's files, none of them precached."""
    found = re.search(r'data-fb-offline data-files="([^"]*)"', (site / path).read_text(encoding="utf-8"))
    assert found, path
    files = [(site / path).parent.joinpath(name).resolve() for name in found.group(1).split()]
    assert all(file.is_file() for file in files), files
    names = {file.relative_to(site.resolve()).as_posix() for file in files}
    assert any(name.endswith(".wasm") for name in names) and any(name.endswith("engine.zip") for name in names)
    assert not names & set(precached["fr"] + precached["en"])


def _home_not_saved(context, server: str, precached: dict[str, list[str]]):
    """The home page opened in a new context, its worker active: (the page, its line on the assistant
    offline, which says the assistant is not saved)."""
    page = _watch(context.new_page())
    page.goto(f"{server}/")
    _wait_for_worker(page, server, "fr", "", len(precached["fr"]))
    line = page.locator("[data-fb-offline]")
    assert page.evaluate(OFFLINE_LINE, "missing") == line.get_attribute("data-missing")
    return page, line


@SAME_IN_BOTH_BUILDS
def test_the_assistant_is_saved_for_offline_use_only_when_asked(browser, server: str,
                                                                 precached: dict[str, list[str]]) -> None:
    """A bare first visit (the home page, an article) fetches none of the assistant's runtime and the
    home page says it is not saved; after its button, the home page says it is ready, and with the
    network cut the assistant opens and rules as `floorbook ask` does."""
    context = browser.new_context(viewport=PHONE, service_workers="allow", is_mobile=True, has_touch=True)
    try:
        page, line = _home_not_saved(context, server, precached)
        page.goto(f"{server}/{ARTICLE}")
        page.wait_for_load_state("load")
        page.wait_for_timeout(500)
        assert not [u for u in page.requested if any(part in u for part in RUNTIME)]  # type: ignore[attr-defined]

        page.goto(f"{server}/")
        line.locator("button").click()
        assert page.evaluate(OFFLINE_LINE, "ready") == line.get_attribute("data-ready")
        assert any("/assets/pyodide/" in u for u in page.requested)  # type: ignore[attr-defined]

        context.set_offline(True)
        data = {"big_blind": 100, "street": "postflop", "current_bet": 325, "chips": [500, 25]}
        page.goto(f"{server}/assistant/?situation=chip_push&big_blind=100&street=postflop&current_bet=325&chips=500,25")
        page.wait_for_function("() => window.fbAssistant && document.querySelector('#fb-assistant').dataset.state",
                               timeout=120000)
        page.evaluate("() => window.fbAssistant.ready")
        expected = [[r["ruleset"], r["verdict"], r["outcome"]] for r in ask("chip_push", data, load_rulesets())]
        assert sorted(page.evaluate(RULINGS)) == sorted(expected)
        page.goto(f"{server}/")
        assert page.evaluate(OFFLINE_LINE, "ready") == line.get_attribute("data-ready")
        assert page.errors == [], page.errors  # type: ignore[attr-defined]
    finally:
        context.set_offline(False)
        context.close()


@SAME_IN_BOTH_BUILDS
def test_installing_the_app_saves_the_assistant(browser, server: str, precached: dict[str, list[str]]) -> None:
    """The app installed (the browser's ``appinstalled`` event, dispatched here as the browser would
    fire it: Playwright cannot install an app) saves the assistant as the button does; with the network
    cut it rules, and a card unfolds its articles' words (fetched only when unfolded, saved all the same)."""
    context = browser.new_context(viewport=PHONE, service_workers="allow", is_mobile=True, has_touch=True)
    try:
        page, line = _home_not_saved(context, server, precached)
        assert not [u for u in page.requested if any(part in u for part in RUNTIME)]  # type: ignore[attr-defined]
        page.evaluate("() => window.dispatchEvent(new Event('appinstalled'))")
        assert page.evaluate(OFFLINE_LINE, "ready") == line.get_attribute("data-ready")
        assert any(u.endswith("/words.json") for u in page.requested)  # type: ignore[attr-defined]

        context.set_offline(True)
        page.goto(f"{server}/assistant/?situation=chip_push&big_blind=100&street=postflop&current_bet=325&chips=500,25")
        page.wait_for_function("() => window.fbAssistant && document.querySelector('#fb-assistant').dataset.state",
                               timeout=120000)
        page.evaluate("() => window.fbAssistant.ready")
        words = page.locator(".fb-ruling-words").first
        words.locator("summary").click()
        words.locator(".fb-words-text[lang=fr]").first.wait_for(state="visible", timeout=30000)
        assert page.errors == [], page.errors  # type: ignore[attr-defined]
    finally:
        context.set_offline(False)
        context.close()
