"""The floor assistant: the project's own Python engine, run in Chromium by Pyodide from
the site's own files, rules from the page's URL exactly as ``floorbook ask --json`` does.

- every scenario of scenarios/ that names a situation (all of them: one page load, then the page's
  ``fbAssistant.open(query)`` fills the form from the query, puts the form back in the URL and has
  Python rule it): for every ruleset, ``data-verdict`` and ``data-outcome`` equal what
  :func:`floorbook.rulings.ask.ask` computes here, and what ``floorbook check`` computes (the engine run
  under the ruleset);
- full loads from a URL: the form is filled and ruled at once; a change in the form goes into the
  URL, and a reload of that URL gives the same form and the same rulings;
- the form refuses bad values with the model's messages, and nothing is ruled then;
- offline after a first visit: the network cut, the page reloaded from a new query, rulings shown;
- nothing is fetched from another host, and no page but the assistant fetches the runtime.

Skipped, with the reason, only when Chromium or the Pyodide runtime (npm ``pyodide`` in
build_tools/) is absent.
"""

from __future__ import annotations

import json
import posixpath
import random
import re
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

from floorbook.site_build.python_pages import runtime_dir, runtime_version
from floorbook.urls import situation_query
from tests.conftest import CHROMIUM, REPO

pytestmark = pytest.mark.xdist_group("assistant")  # its module fixtures are made once, on one worker

PHONE = {"width": 390, "height": 844}
# the page shows the rulings that agree together, the differing ones first: read in the rulesets' id order
BY_RULESET = "((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))"
ROW = "(e) => [e.dataset.ruleset, e.dataset.verdict, JSON.parse(e.dataset.outcome), e.dataset.reading]"
SHOWN = "[...document.querySelectorAll('#fb-assistant [data-ruleset]')].map(" + ROW + ").sort(" + BY_RULESET + ")"
RULINGS = "() => " + SHOWN
OPEN = """async (query) => {
  await window.fbAssistant.ready;
  const answer = await window.fbAssistant.open(query);
  const shown = """ + SHOWN + """;
  const errors = [...document.querySelectorAll('.fb-assistant-errors li')].map((e) => e.textContent);
  return {shown, errors, url: location.search};
}"""
CHIPS = "() => [...document.querySelectorAll('#fb-field-chips [data-sub=item]')].map((e) => e.value)"
ERRORS = "() => [...document.querySelectorAll('.fb-assistant-errors li')].map((e) => e.textContent)"


def _absent() -> str | None:
    if not Path(CHROMIUM).exists():
        return f"Chromium is not installed at {CHROMIUM}"
    if runtime_version(runtime_dir()) is None:
        return "the Pyodide runtime is not installed (npm package pyodide in build_tools/; `make build` installs it)"
    return None


browser_only = pytest.mark.skipif(_absent() is not None, reason=_absent() or "")


@pytest.fixture(scope="module")
def rulesets():
    from floorbook.corpus.parameters import load_rulesets

    return load_rulesets()


def _scenarios() -> list:
    from floorbook.corpus.scenarios import load_all

    return [sc for _, sc in load_all(REPO) if sc.situation]


def _expected(situation: str, data: dict, rulesets) -> dict:
    """What `floorbook ask --json` gives (the rulings of the rulesets that rule: one that needs a figure not
    given does not stop the others), or the errors of the same question."""
    from floorbook.rulings.ask import AskError, ask_each

    try:
        shown = [[r["ruleset"], r["verdict"], r["outcome"], "ours" if r["readings"]["fr"] else "text"]
                 for r in ask_each(situation, data, rulesets)["results"]]
        return {"shown": sorted(shown, key=lambda row: row[0]), "errors": []}  # BY_RULESET's order
    except AskError as err:
        return {"shown": [], "errors": err.said("fr")}  # as the French page shows them


# a Python page's files (its root element's data-files), as addresses
PAGE_FILES = "(e) => e.dataset.files.split(' ').map((f) => new URL(f, location.href).href)"


def watch_errors(page):
    page.errors, page.requested = [], []
    page.on("console", lambda m: page.errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    page.on("request", lambda r: page.requested.append(r.url))
    return page


def _ready(page) -> None:
    page.wait_for_function("() => window.fbAssistant && document.querySelector('#fb-assistant').dataset.state",
                           timeout=120000)
    page.evaluate("() => window.fbAssistant.ready")


# --- without the browser ---------------------------------------------------------------------------


def test_menu_examples_are_valid(rulesets) -> None:
    """Each menu entry's starting example is a question the engine rules (no error shown on arrival)."""
    from floorbook.rulings.ask import from_query
    from floorbook.site_build.python_pages import data_files

    labels = json.loads(data_files(REPO)["labels.json"])
    for entry in labels["menu"]:
        answer = from_query(f"situation={entry['situation']}&{entry['example']}", rulesets, "fr")
        assert "errors" not in answer, (entry, answer)


@pytest.mark.parametrize(("app", "url", "up"), [
    ("assistant", "assistant/", "../"),
    ("sheet-builder", "en/sheet-builder/", "../../"),
])
def test_without_runtime_the_page_says_so(app: str, url: str, up: str) -> None:
    """A build without the npm runtime: a Python page (the assistant, the sheet builder) shows its
    notice, loads no script; with it, the page gets its script, styles and the runtime's address."""
    from floorbook.site_build.python_pages import APPS, Assistant, assistant_page

    spec = APPS[app]
    html = (f'<html><head></head><body><div class="{spec.element}-missing" hidden="hidden"><p>x</p></div>'
            f'<div id="{spec.element}" data-lang="fr"></div></body></html>')
    out = assistant_page(html, url, Assistant(REPO, {}, "abc", None))
    assert f'class="{spec.element}-missing">' in out and spec.script not in out
    out = assistant_page(html, url, Assistant(REPO, {}, "abc", "1.2.3"))
    assert 'hidden="hidden"' in out and f'src="{up}assets/{spec.script}"' in out
    assert f'href="{up}assets/{spec.style}"' in out
    assert f'data-pyodide="{up}assets/pyodide/1.2.3/"' in out and f'data-engine="{up}assets/python/abc/"' in out
    assert assistant_page(html, "rules/tda-2019/45/", Assistant(REPO, {}, "abc", "1.2.3")) == html


# --- in Chromium -----------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def context(browser):
    ctx = browser.new_context(viewport=PHONE)
    yield ctx
    ctx.close()


@browser_only
def test_every_scenario_rules_as_ask_and_check(context, server: str, rulesets) -> None:
    """Every scenario that names a situation (at least 100, every situation represented): the
    assistant's rulings equal `floorbook ask --json` and `floorbook check` for every ruleset."""
    from floorbook.corpus.inputs import read_input
    from floorbook.engine import SITUATIONS

    scenarios = _scenarios()
    random.Random(15).shuffle(scenarios)  # the order does not matter: each question stands alone
    assert len(scenarios) >= 100
    assert {sc.situation for sc in scenarios} == set(SITUATIONS)
    page = watch_errors(context.new_page())
    page.goto(f"{server}/assistant/")
    _ready(page)
    compared = 0
    for sc in scenarios:
        query = "situation=" + sc.situation + "&" + situation_query(dict(sc.input))
        got = page.evaluate(OPEN, query)
        expected = _expected(sc.situation, sc.input, rulesets)
        assert got["errors"] == expected["errors"], (sc.id, query)
        assert got["shown"] == expected["shown"], (sc.id, query)
        situation = SITUATIONS[sc.situation]
        inp = read_input(situation, sc.input)
        for rid, verdict, outcome, _reading in got["shown"]:  # what `floorbook check` computes under that ruleset
            ruling = situation.run(inp, rulesets[rid]).as_dict()
            assert verdict == ruling.pop("status"), (sc.id, rid)
            ruling.pop("articles", None), ruling.pop("note", None)
            assert outcome == json.loads(json.dumps(ruling)), (sc.id, rid)
            compared += 1
    assert compared >= 100 * len(rulesets) // 2
    assert page.errors == []
    # every situation ruled with the assistant's trimmed standard library, not Pyodide's whole one
    assert any(u.endswith("/stdlib.zip") for u in page.requested)
    assert not any(u.endswith("/python_stdlib.zip") for u in page.requested)
    # every runtime or data file fetched is in the page's one list of them (data-files, kept offline)
    listed = set(page.eval_on_selector("#fb-assistant", PAGE_FILES))
    fetched = [u for u in page.requested if "/assets/pyodide/" in u or "/assets/python/" in u]
    assert set(fetched) <= listed, set(fetched) - listed
    assert all(urlsplit(u).netloc == urlsplit(server).netloc for u in page.requested if u.startswith("http"))


@browser_only
def test_opened_again_it_starts_from_its_compiled_python(browser, server: str, rulesets) -> None:
    """Once started from its sources, the page compiles its Python (the standard library and its
    archive) and keeps it in the browser; opened again, it starts from that compiled copy and rules as
    `floorbook ask` does."""
    query = "situation=chip_push&big_blind=100&street=postflop&current_bet=325&chips=500,25"
    data = {"big_blind": 100, "street": "postflop", "current_bet": 325, "chips": [500, 25]}
    fresh = browser.new_context(viewport={"width": 390, "height": 844})
    try:
        first = watch_errors(fresh.new_page())
        first.goto(f"{server}/assistant/?{query}")
        _ready(first)
        assert first.evaluate("() => window.fbAssistant.fromCompiled") is False
        assert first.evaluate("() => window.fbAssistant.compiled") is True
        again = watch_errors(fresh.new_page())
        again.goto(f"{server}/assistant/?{query}")
        _ready(again)
        assert again.evaluate("() => window.fbAssistant.fromCompiled") is True
        assert again.evaluate(RULINGS) == _expected("chip_push", data, rulesets)["shown"]
        assert first.errors == [] and again.errors == []
    finally:
        fresh.close()


@browser_only
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_url_round_trip(context, server: str, rulesets, lang: str) -> None:
    """Opened from a URL, the form is filled and ruled at once; a change goes into the URL; that URL
    reloaded gives the same form and the same rulings."""
    prefix = "" if lang == "fr" else "en/"
    query = "situation=chip_push&big_blind=100&street=postflop&current_bet=325&chips=500,25"
    page = watch_errors(context.new_page())
    page.goto(f"{server}/{prefix}assistant/?{query}")
    _ready(page)
    data = {"big_blind": 100, "street": "postflop", "current_bet": 325, "chips": [500, 25]}
    assert page.evaluate(RULINGS) == _expected("chip_push", data, rulesets)["shown"]
    assert page.evaluate(CHIPS) == ["500", "25"]  # a list is a row per item, not comma-separated typing
    assert page.input_value("#fb-field-big_blind") == "100"
    links = page.eval_on_selector_all("#fb-assistant .fb-ruling-articles a", "(a) => a.map((x) => x.href)")
    assert links and all(f"/{prefix}rules/" in href for href in links)

    page.fill("#fb-field-current_bet", "1200")
    page.locator("#fb-field-chips [data-sub=item]").nth(0).fill("1000")
    page.locator("#fb-field-chips [data-sub=item]").nth(1).fill("1000")
    page.wait_for_function("() => location.search.includes('current_bet=1200')"
                           " && location.search.includes('chips=1000,1000')")
    page.wait_for_function("(q) => document.querySelector('#fb-assistant').dataset.query === q",
                           arg=page.evaluate("() => location.search.slice(1)"))
    before = page.evaluate(RULINGS)
    data.update(current_bet=1200, chips=[1000, 1000])
    assert before == _expected("chip_push", data, rulesets)["shown"]
    url = page.url

    again = watch_errors(context.new_page())
    again.goto(url)
    _ready(again)
    assert again.url == url
    assert again.input_value("#fb-field-current_bet") == "1200"
    assert again.evaluate(CHIPS) == ["1000", "1000"]
    assert again.evaluate(RULINGS) == before

    from floorbook.rulings.ask import ask, scenario_yaml  # the "scenario YAML" button shows what ask.py writes

    again.locator(".fb-assistant-tools button").first.click()
    again.locator(".fb-assistant-yaml").wait_for(state="visible", timeout=10000)  # Python answers from its worker
    expected_yaml = scenario_yaml("chip_push", data, ask("chip_push", data, rulesets, lang), lang)
    assert again.locator(".fb-assistant-yaml").text_content() == expected_yaml
    assert page.errors == [] and again.errors == []


@browser_only
def test_an_old_link_to_a_situation_merged_since_opens_the_one_kept(context, server: str, rulesets) -> None:
    """`exposed_hand` was merged into `hand_shown`: a link naming it (shared before the merge) opens the form
    of `hand_shown` with its input, rules it, and puts the kept name in the URL."""
    page = watch_errors(context.new_page())
    page.goto(f"{server}/assistant/?situation=exposed_hand&in_turn=true")
    _ready(page)
    page.wait_for_function("() => location.search.includes('situation=hand_shown')")
    assert page.input_value("#fb-field-in_turn") == "true"
    assert page.evaluate(RULINGS) == _expected("hand_shown", {"in_turn": True}, rulesets)["shown"]
    assert page.errors == []


@browser_only
def test_betting_round_rows_round_trip(context, server: str, rulesets) -> None:
    """A betting round's actions are rows of the form; from the URL to rows and back, same rulings."""
    actions = [{"player": "A", "kind": "bet", "to": 300}, {"player": "B", "kind": "all_in", "to": 450}]
    data = {"big_blind": 100, "street": "postflop", "actions": actions, "ask": "A"}
    page = watch_errors(context.new_page())
    page.goto(f"{server}/assistant/?situation=betting_round&" + situation_query(data))
    _ready(page)
    assert page.locator(".fb-row").count() == 2
    assert page.evaluate(RULINGS) == _expected("betting_round", data, rulesets)["shown"]
    page.click(".fb-rows-add")
    page.locator(".fb-row").nth(2).locator("[data-sub=player]").fill("C")
    page.locator(".fb-row").nth(2).locator("[data-sub=kind]").select_option("call")
    page.wait_for_function("() => location.search.includes('%22C%22')")
    page.wait_for_timeout(300)
    data["actions"] = [*actions, {"player": "C", "kind": "call"}]
    assert page.evaluate(RULINGS) == _expected("betting_round", data, rulesets)["shown"]
    assert page.errors == []


@browser_only
def test_bad_values_get_the_models_messages(context, server: str, rulesets) -> None:
    """Bad values: the model's own messages beside the form, nothing ruled."""
    from floorbook.rulings.ask import from_query

    page = watch_errors(context.new_page())
    page.goto(f"{server}/en/assistant/?situation=chip_push&big_blind=100&chips=500")
    _ready(page)
    assert page.evaluate(RULINGS)
    page.fill("#fb-field-big_blind", "-5")
    page.wait_for_function("() => document.querySelector('#fb-assistant').dataset.state === 'errors'")
    expected = from_query("situation=chip_push&big_blind=-5&chips=500", rulesets, "en")["messages"]
    assert page.evaluate(ERRORS) == expected and expected[0].startswith("Big blind")  # the form's name, no identifier
    assert page.evaluate(RULINGS) == []
    for query in ("situation=chip_push&big_blind=100&chips=500,-25", "situation=chip_push&chips=500",
                  "situation=min_raise&big_blind=ten", "situation=nothing_like_it&a=1"):
        got = page.evaluate(OPEN, query)
        assert got["shown"] == [], query
        assert got["errors"] == from_query(query, rulesets, "en")["messages"], query
        assert not any("_" in line for line in got["errors"]), query
    assert page.errors == []


FIVE_AGREE = "situation=chip_push&big_blind=100&street=postflop&current_bet=200&chips=1000"  # one rulebook differs


@browser_only
@pytest.mark.parametrize("width", [390, 1280])
def test_rulings_that_agree_share_one_card_the_differing_one_first(context, server: str, rulesets, width: int) -> None:
    """Five rulebooks agreeing: one card naming the five, under the one that differs (marked); both fit one
    screen under the form's last field; each card unfolds its articles' words from the base, in place."""
    from floorbook.corpus.loader import load_base

    page = watch_errors(context.new_page())
    page.set_viewport_size({"width": width, "height": 844})
    page.goto(f"{server}/assistant/?{FIVE_AGREE}")
    _ready(page)
    cards = page.locator(".fb-ruling")
    assert cards.count() == 2
    assert cards.nth(0).get_attribute("class").split().count("fb-differs") == 1
    assert cards.nth(0).locator("[data-ruleset]").count() == 1
    assert cards.nth(1).locator("[data-ruleset]").count() == 5
    assert "fb-differs" not in cards.nth(1).get_attribute("class")
    names = cards.nth(1).locator("h2").inner_text().split(", ")
    assert len(names) == 5 and all(name and "_" not in name and "-" not in name for name in names)
    assert page.evaluate(RULINGS) == _expected("chip_push", {"big_blind": 100, "street": "postflop",
                                                             "current_bet": 200, "chips": [1000]}, rulesets)["shown"]
    last_field = page.locator(".fb-assistant-fields > *").last.bounding_box()
    first, last = cards.nth(0).bounding_box(), cards.nth(1).bounding_box()
    top = min(first["y"], last_field["y"] + last_field["height"])
    assert last["y"] + last["height"] - top <= 844, "the rulings do not fit one screen under the form"
    # the words of the cited articles unfold in place: the base's French text, as text
    base = load_base()
    words = cards.nth(1).locator(".fb-ruling-words")
    words.locator("summary").click()
    quoted = words.locator(".fb-words-text[lang=fr]").first
    quoted.wait_for(state="visible", timeout=10_000)  # the words are fetched when a card first unfolds them
    texts = {a.text.fr for a in base.articles.values()}
    assert quoted.inner_text().strip() in {t.strip() for t in texts}
    # "show the player": the ruling and its words in large type
    cards.nth(1).locator(".fb-ruling-show").click()
    shown = page.locator("dialog.fb-show-player")
    assert shown.is_visible()
    size = shown.locator(".fb-words-text").first.evaluate("(e) => parseFloat(getComputedStyle(e).fontSize)")
    assert size >= 24
    shown.locator(".fb-show-close").click()
    expect(page.locator("dialog.fb-show-player")).to_have_count(0)  # removed on its close event, a task later
    assert page.errors == []
    page.close()


@browser_only
def test_a_ruling_on_our_reading_is_headed_so(context, server: str) -> None:
    """TDA 2010 31 leaves a raise under 50 % unsaid; the call is borrowed from TDA 2019: the ruling is headed
    « Décision, selon notre lecture » and carries data-reading="ours"; TDA 2019's own ruling does not."""
    page = watch_errors(context.new_page())
    page.goto(f"{server}/assistant/?situation=bet_total&big_blind=100&current_bet=1000&total=1400")
    _ready(page)
    ours = page.locator('.fb-ruling:has([data-ruleset="tda-2010"])')
    assert ours.locator('[data-ruleset="tda-2010"]').get_attribute("data-reading") == "ours"
    assert ours.locator(".fb-ruling-verdict").text_content() == "Décision, selon notre lecture"
    theirs = page.locator('.fb-ruling:has([data-ruleset="tda-2019"])')
    assert theirs.locator('[data-ruleset="tda-2019"]').get_attribute("data-reading") == "text"
    assert theirs.locator(".fb-ruling-verdict").text_content() == "Décision"
    assert page.errors == []
    page.close()


@browser_only
def test_a_rulebook_that_needs_another_figure_says_so_after_the_rulings_and_beside_the_field(
        context, server: str, rulesets) -> None:
    """Five rounds of penalty: TDA 2010 (« de un à quatre rounds ») asks for another figure, in a card after the
    rulings and beside the field, in the words of `floorbook ask`'s needs_input; the other rulebooks rule."""
    from floorbook.rulings.ask import ask_each

    data = {"players_at_table": 9, "rounds": 5}
    page = watch_errors(context.new_page())
    page.goto(f"{server}/assistant/?situation=penalty_hands&players_at_table=9&rounds=5")
    _ready(page)
    (need,) = ask_each("penalty_hands", data, rulesets, "fr")["needs_input"]
    card = page.locator('.fb-needs-input[data-needs-ruleset="tda-2010"]')
    expect(card).to_have_count(1)
    assert card.get_attribute("data-needs-field") == "rounds" and need["message"] in card.inner_text()
    assert card.locator(".fb-ruling-verdict").text_content() == "Il lui faut une autre donnée pour trancher"
    beside = page.locator(".fb-assistant-error")
    expect(beside).to_have_count(1)
    assert need["message"] in beside.inner_text() and page.locator("[aria-invalid=true]").count() == 1
    assert page.evaluate(RULINGS) == _expected("penalty_hands", data, rulesets)["shown"]
    assert "tda-2010" not in [row[0] for row in page.evaluate(RULINGS)]
    assert page.errors == []
    page.close()


@browser_only
def test_english_words_beside_the_french_labelled_as_ours(context, server: str) -> None:
    page = watch_errors(context.new_page())
    page.goto(f"{server}/en/assistant/?{FIVE_AGREE}")
    _ready(page)
    words = page.locator(".fb-ruling-words").first
    words.locator("summary").click()
    words.locator(".fb-words-text[lang=en]").first.wait_for(state="visible", timeout=10_000)  # fetched when unfolded
    assert words.locator(".fb-words-text[lang=fr]").first.is_visible()
    assert "translation" in words.locator(".fb-words-label").first.inner_text().lower()


@browser_only
def test_one_tap_from_the_home_page_an_article_a_topic_and_a_search(context, server: str) -> None:
    """The home page's first screen, the header of any page, an article whose rule a situation computes
    and a comparison topic each open the assistant, on the right situation."""
    page = watch_errors(context.new_page())
    page.goto(f"{server}/")
    link = page.locator("a.fb-home-assistant")
    box = link.bounding_box()
    assert link.is_visible() and box["y"] + box["height"] <= PHONE["height"]
    assert link.evaluate("(a) => a.href") == f"{server}/assistant/"
    page.goto(f"{server}/rules/tda-2019/")
    assert page.locator("a.fb-assistant-button").evaluate("(a) => a.href") == f"{server}/assistant/"
    page.goto(f"{server}/en/rules/tda-2019/")
    assert page.locator("a.fb-assistant-button").evaluate("(a) => a.href") == f"{server}/en/assistant/"
    for start in ("/rules/tda-2019/40/", "/comparisons/abbreviated-amounts/"):
        page.goto(f"{server}{start}")
        ask = page.locator("a.fb-ask-link").first
        name = ask.inner_text()
        assert "_" not in name  # the situation's plain name, never its identifier
        href = ask.evaluate("(a) => a.href")
        situation = dict(pair.split("=", 1) for pair in urlsplit(href).query.split("&"))["situation"]
        ask.click()
        _ready(page)
        assert page.evaluate("() => document.querySelector('#fb-situation').selectedOptions[0].textContent") == name
        assert urlsplit(page.url).query.startswith(f"situation={situation}")
        assert page.evaluate("() => document.querySelector('#fb-assistant').dataset.state") == "ruled"


@browser_only
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_no_serious_accessibility_violation(context, server: str, lang: str) -> None:
    """axe-core on the grouped rulings with their words unfolded, on a form of rows, and with a value refused."""
    from tests.test_browser_pages import serious_violations

    page = watch_errors(context.new_page())
    page.goto(f"{server}/{'' if lang == 'fr' else 'en/'}assistant/?{FIVE_AGREE}")
    _ready(page)
    page.evaluate("() => document.querySelectorAll('#fb-assistant details').forEach((d) => { d.open = true; })")
    assert serious_violations(page) == []
    page.evaluate(OPEN, "situation=balance_tables&tables=A:9,B:6,C:8")  # a mapping as rows
    assert page.locator("#fb-field-tables .fb-item").count() == 3
    assert serious_violations(page) == []
    page.fill("#fb-field-tables .fb-item >> nth=0 >> [data-sub=value]", "-3")
    page.wait_for_function("() => document.querySelector('#fb-assistant').dataset.state === 'errors'")
    assert serious_violations(page) == []
    assert page.errors == []
    page.close()


@pytest.mark.parametrize("page", ["index.html", "rules/tda-2019/index.html", "rules/tda-2019/40/index.html",
                                  "comparisons/abbreviated-amounts/index.html"])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_page_reaches_the_assistant_of_its_language_in_both_builds(built: Path, page: str, lang: str) -> None:
    """The header's gavel leads to the page's own language's assistant in the Material and the Zensical
    builds; an article's and a topic's "Ask the assistant" links too, each with its situation chosen."""
    prefix = "" if lang == "fr" else "en/"
    html = (built / prefix / page).read_text(encoding="utf-8")
    here = posixpath.dirname(prefix + page)

    def target(href: str) -> str:
        return posixpath.normpath(posixpath.join(here, href.split("?")[0].replace("&amp;", "&")))

    header = re.findall(r'<a href="([^"]*)" class="md-header__button md-icon fb-assistant-button"', html)
    assert [target(h) for h in header] == [prefix + "assistant"]
    asked = re.findall(r'<a class="fb-ask-link" href="([^"]*)">', html)
    if page.startswith(("rules/tda-2019/40", "comparisons/")):
        assert asked and all(target(h) == prefix + "assistant" and "?situation=" in h for h in asked)


@browser_only
def test_runtime_only_on_the_assistant(context, server: str) -> None:
    """Other pages do not fetch the runtime or the Python files."""
    page = watch_errors(context.new_page())
    page.goto(f"{server}/rules/tda-2019/43/")
    page.wait_for_load_state("load")
    page.wait_for_timeout(500)
    assert not [u for u in page.requested if "/assets/pyodide/" in u or "/assets/python/" in u]


@browser_only
def test_offline_after_a_first_visit(browser, server: str, rulesets) -> None:
    """After one visit (the service worker installed, the runtime kept), the network cut, the page
    reloads from a new URL and rules."""
    ctx = browser.new_context(viewport=PHONE, service_workers="allow")
    try:
        page = watch_errors(ctx.new_page())
        page.goto(f"{server}/assistant/")
        _ready(page)
        assert page.evaluate("() => window.fbAssistant.offline") is True
        ctx.set_offline(True)
        data = {"big_blind": 200, "street": "postflop", "current_bet": 400, "chips": [1000]}
        page.goto(f"{server}/assistant/?situation=chip_push&" + situation_query(data))
        _ready(page)
        assert page.evaluate(RULINGS) == _expected("chip_push", data, rulesets)["shown"]
        page.reload()
        _ready(page)
        assert page.evaluate(RULINGS) == _expected("chip_push", data, rulesets)["shown"]
        assert page.errors == []
    finally:
        ctx.set_offline(False)
        ctx.close()
