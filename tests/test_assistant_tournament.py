"""The floor assistant in a tournament: the link a player opened (stored by the site's pages, read through
``window.floorbookTournament``), checked again by Python (:mod:`floorbook.sheet.tournament`), and this tournament's
ruling first, equal to ``floorbook ask --house`` for the same facts; a hostile or invalid stored link refused in
one line of the page's language, the rulings made as without.

The tests inject ``window.floorbookTournament`` with ``add_init_script`` (the site's pages define it; here it
returns what they store). Parity: for each example configuration (examples/), its tournament link's configuration
written as a file, and a representative set of scenarios — the first scenario of each situation (every
situation's code once) and every scenario whose house ruling rests on a house value or differs from the base
rulebook's (where the house matters) —: the page's answer equals Python's (:func:`ask_linked`) and its first
ruling equals ``floorbook ask --house FILE --json``'s. Every scenario under every published ruleset is compared
by tests/test_assistant.py; the rest of the scenarios here would only repeat the base's ruling under another id.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from floorbook.cli import main
from floorbook.corpus.loader import cached_base
from floorbook.corpus.parameters import load_declarations, load_rulesets
from floorbook.rulings.ask import AskError, ask_each, from_query, heading
from floorbook.sheet.house import config_data, config_yaml
from floorbook.sheet.link import house_from_link, tournament_link
from floorbook.sheet.printing import load_house
from floorbook.sheet.tournament import Linked, ask_linked
from floorbook.site_build.python_pages import PUBLIC_SITE
from floorbook.urls import query_text, situation_query
from tests.conftest import REPO
from tests.test_assistant import browser_only, watch_errors

pytestmark = pytest.mark.xdist_group("assistant-tournament")  # a browser's pages, made on one worker

EXAMPLES = sorted((REPO / "examples").glob("*.yaml"))
WIDE = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}
HOSTILE = [
    "t=1&base=ropta-2023&event.name=%3Cimg+src%3Dx+onerror%3Dalert(1)%3E&choices.time_seconds=5",  # out of range
    "t=1&base=nope&event.name=X&event.date=2026-12-03&event.venue=V&event.td_contact=T",
    "t=1&base=ropta-2023&url=https://evil.example/&event.name=X",  # a key no link may hold
    "t=2&base=ropta-2023",
    "t=1&" + "x" * 2_100,
]
# the tournament stored as the site's pages store it (localStorage, the contract of assets/tournament.js: its
# `house`, their own check's reading, is not read by the assistant); the page's own checker reads it again
KEY = "floorbook:tournament"
STORED = "(fragment) => localStorage.setItem('KEY', JSON.stringify({version: 1, fragment, house: {base: 'x'}}))"
STORED = STORED.replace("KEY", KEY)
OPEN = """async (query) => {
  await window.fbAssistant.ready;
  const answer = await window.fbAssistant.open(query);
  const first = document.querySelector('#fb-assistant .fb-ruling');
  const refused = document.querySelector('.fb-assistant-tournament-refused');
  return {answer, first: first && {ruleset: first.querySelector('[data-ruleset]').dataset.ruleset,
          name: first.querySelector('[data-ruleset]').textContent,
          sentence: first.querySelector('.fb-ruling-sentence').textContent},
          refused: refused.hidden ? null : refused.textContent};
}"""


@cache
def _context() -> tuple[Any, dict, dict, dict[str, str], list[str]]:
    base = cached_base(str(REPO))
    names = {sid: source.data.short_title for sid, source in base.sources.items()}
    return base, load_rulesets(), load_declarations(), names, list(base.topics)  # in the order ask and the page give


def _fragment(path: Path, lang: str | None = None) -> str:
    base = _context()[0]
    house = load_house(path, base)
    return tournament_link(house, PUBLIC_SITE, lang or house.config.language).partition("#")[2]


def _linked(fragment: str) -> Linked:
    _, rulesets, declarations, names, topics = _context()
    return Linked(fragment, rulesets, declarations, topics, names)


def _link_file(fragment: str, folder: Path) -> Path:
    """The link's configuration as a house file, which ``floorbook ask --house`` reads."""
    _, rulesets, declarations, _, topics = _context()
    house = house_from_link(fragment, rulesets, declarations, topics)
    path = folder / "link.yaml"
    path.write_text(config_yaml(config_data(house.config)), encoding="utf-8")
    return path


def _representative(linked: Linked) -> list[tuple[str, dict]]:
    """The first scenario of each situation, and every scenario whose house ruling rests on a house value or
    differs from its base rulebook's (module docstring)."""
    from floorbook.corpus.scenarios import load_all

    _, rulesets, *_ = _context()
    tournament = linked.tournament
    assert tournament is not None
    seen: set[str] = set()
    out = []
    for _, sc in load_all(REPO):
        if not sc.situation:
            continue
        try:
            results = ask_each(sc.situation, sc.input, rulesets, "fr", tournament=tournament)["results"]
        except AskError:
            continue
        house = results[0] if results and results[0]["ruleset"] == "house" else None
        base = next((r for r in results if r["ruleset"] == tournament.base_rules.id), None)
        matters = house is not None and (house["house"]["changed"] or base is None
                                         or house["outcome"] != base["outcome"])
        if sc.situation not in seen or matters:
            seen.add(sc.situation)
            out.append((sc.situation, dict(sc.input)))
    return out


def _cli_house(capsys: pytest.CaptureFixture[str], house_file: Path, situation: str, data: dict, lang: str) -> dict:
    argv = ["ask", situation, *(f"{k}={query_text(v)}" for k, v in data.items()), "--house", str(house_file),
            "--json", "--lang", lang]
    assert main(argv) == 0
    return json.loads(capsys.readouterr().out)["results"][0]


# --- without the browser ---------------------------------------------------------------------------


@pytest.mark.parametrize("example", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_a_linked_tournament_rules_first_as_ask_house(example: Path, tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    """The link's tournament rules first, its ruling that of ``floorbook ask --house`` on the link's
    configuration; the rulings after it those of a question without a tournament."""
    fragment = _fragment(example)
    linked = _linked(fragment)
    assert linked.refused is None and linked.tournament is not None
    _, rulesets, *_ = _context()
    house_file = _link_file(fragment, tmp_path)
    query = "situation=call_time&facing_bet=true"
    for lang in ("fr", "en"):
        answer = ask_linked(query, rulesets, lang, linked)
        assert "tournament_refused" not in answer
        assert answer["results"][0]["ruleset"] == "house"
        assert answer["results"][0] == _cli_house(capsys, house_file, "call_time", {"facing_bet": True}, lang)
        assert answer["results"][1:] == from_query(query, rulesets, lang)["results"]
        assert answer["results"][0]["house"]["changed"] == ["time_seconds"]  # both examples change the time


@pytest.mark.parametrize("fragment", HOSTILE, ids=range(len(HOSTILE)))
def test_a_refused_link_is_said_in_one_line_and_the_rulings_made_as_without(fragment: str) -> None:
    _, rulesets, *_ = _context()
    linked = _linked(fragment)
    assert linked.tournament is None
    query = "situation=call_time&facing_bet=true"
    for lang in ("fr", "en"):
        answer = ask_linked(query, rulesets, lang, linked)
        line = answer.pop("tournament_refused")
        assert line == linked.refused.said(lang) and "\n" not in line and line
        assert answer == from_query(query, rulesets, lang)
    bad = ask_linked("situation=nope", rulesets, "fr", linked)  # a question refused too: both said
    assert bad["errors"] and bad["tournament_refused"]


# --- in Chromium -----------------------------------------------------------------------------------


def _page(browser, url: str, fragment: str, viewport: dict):
    context = browser.new_context(viewport=viewport)
    context.add_init_script(f"({STORED})({json.dumps(fragment)})")
    page = watch_errors(context.new_page())
    page.goto(url)
    page.wait_for_function("() => window.fbAssistant", timeout=120000)
    page.evaluate("() => window.fbAssistant.ready")
    return context, page


def _plain(result: dict) -> dict:
    """A result as `ask` gives it: without what the page adds for its own use (the outcome as JSON text, the
    heading's word, floorbook.rulings.ask.heading — checked equal to ask's below)."""
    assert result.get("heading", result["verdict"]) == heading(result), result
    return {k: v for k, v in result.items() if k not in ("outcome_json", "heading")}


@browser_only
@pytest.mark.parametrize("example", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_the_browsers_house_ruling_equals_ask_house(browser, server: str, example: Path, tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    """Parity (module docstring): the page's answer is Python's, its first ruling that of ``floorbook ask
    --house``, shown first as this tournament's."""
    fragment = _fragment(example)
    linked = _linked(fragment)
    _, rulesets, *_ = _context()
    house_file = _link_file(fragment, tmp_path)
    context, page = _page(browser, f"{server}/assistant/", fragment, PHONE)
    try:
        asked = _representative(linked)
        assert len(asked) >= 55
        for situation, data in asked:
            query = f"situation={situation}&{situation_query(data)}"
            got = page.evaluate(OPEN, query)
            expected = ask_linked(query, rulesets, "fr", linked)
            assert [_plain(r) for r in got["answer"]["results"]] == expected["results"], query
            assert _plain(got["answer"]["results"][0]) == _cli_house(capsys, house_file, situation, data, "fr"), query
            assert got["first"]["ruleset"] == "house" and got["refused"] is None, query
            assert got["first"]["sentence"].endswith(expected["results"][0]["sentence"]), query
        assert page.errors == []
        assert any(u.endswith("/tournament.zip") for u in page.requested)
    finally:
        context.close()


@browser_only
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_first_ruling_is_this_tournaments(browser, server: str, lang: str) -> None:
    """The Material build, 1280 px: the first card is this tournament's, named as the CLI names it, its sentence
    saying the house's value; the others after it. One build: the name, the sentence and the cards are the
    assistant's own Python and script, the same in both; the Zensical build's assistant rules this tournament
    first in test_a_link_opened_then_the_assistant_rules_this_tournament_first (both builds, end to end)."""
    club = REPO / "examples" / "club-freezeout-ropta.yaml"
    fragment = _fragment(club, lang)
    prefix = "" if lang == "fr" else "en/"
    context, page = _page(browser, f"{server}/{prefix}assistant/", fragment, WIDE)
    try:
        got = page.evaluate(OPEN, "situation=call_time&facing_bet=true")
        tournament = _linked(fragment).tournament
        assert got["first"]["ruleset"] == "house" and got["first"]["name"] == tournament.name(lang)
        said = "(Choix de la maison\u00a0: 45 secondes\u00a0; ROPTA 2023\u00a0: 30 secondes)" if lang == "fr" \
            else "(House choice: 45 seconds; ROPTA 2023: 30 seconds)"
        assert said in got["first"]["sentence"]
        rulesets = page.eval_on_selector_all("#fb-assistant [data-ruleset]", "(e) => e.map((x) => x.dataset.ruleset)")
        assert rulesets[0] == "house" and len(rulesets) == 1 + len(_context()[1])
        assert page.locator(".fb-house").count() == 1 and got["refused"] is None
        assert page.errors == []
    finally:
        context.close()


# the stored tournament as the tab's sessionStorage says (one context, its pages started from the compiled copies
# the first kept): a fragment, "throw" (a stored tournament that cannot be read), or none
STORED_IN_TAB = """(() => {
  const fragment = sessionStorage.getItem("fb-test-fragment");
  if (fragment === null) localStorage.removeItem("KEY");
  else if (fragment === "throw") localStorage.setItem("KEY", "{unreadable");
  else localStorage.setItem("KEY", JSON.stringify({version: 1, fragment, house: {base: "x"}}));
})();""".replace("KEY", KEY)


@browser_only
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_hostile_stored_tournament_is_refused_and_the_assistant_rules_as_normal(browser, server: str,
                                                                                  lang: str) -> None:
    """The Material build, 390 px (the refusal is Python's, in the same archive for both generators: 40 s a run,
    so one generator): a stored link Python refuses is said in one line of the page's language above the rulings
    (text only: nothing of it runs), and the rulings are those of a question without a tournament; a stored
    tournament that cannot even be read (unreadable storage) is as none."""
    _, rulesets, *_ = _context()
    prefix = "" if lang == "fr" else "en/"
    query = "situation=call_time&facing_bet=true"
    expected = from_query(query, rulesets, lang)
    context = browser.new_context(viewport=PHONE)
    context.add_init_script(STORED_IN_TAB)
    # storage tampered with and the pages' own checker (which would drop it) absent: the assistant's check alone
    context.route("**/tournament-mode.js", lambda route: route.abort())
    try:
        page = watch_errors(context.new_page())
        page.goto(f"{server}/{prefix}assistant/")
        for fragment in [*HOSTILE[:2], "throw"]:
            page.evaluate("(f) => sessionStorage.setItem('fb-test-fragment', f)", fragment)
            page.reload()
            page.wait_for_function("() => window.fbAssistant", timeout=120000)
            got = page.evaluate(OPEN, query)
            assert got["refused"] == (None if fragment == "throw" else _linked(fragment).refused.said(lang))
            assert [_plain(r) for r in got["answer"]["results"]] == expected["results"]
            assert got["first"]["ruleset"] != "house" and page.locator(".fb-house").count() == 0
            assert page.evaluate("() => document.querySelectorAll('#fb-assistant img').length") == 0
        assert [e for e in page.errors if "net::ERR_FAILED" not in e] == []  # tournament-mode.js routed away
    finally:
        context.close()


@browser_only
def test_a_tournament_whose_code_cannot_be_loaded_leaves_the_rulebooks_ruling(browser, server: str) -> None:
    """Offline and never saved, the tournament's archive cannot be had: the assistant starts without it, says so
    in one line and rules as without a tournament."""
    from floorbook.words.form_labels import TEXT

    _, rulesets, *_ = _context()
    query = "situation=call_time&facing_bet=true"
    context = browser.new_context(viewport=PHONE)
    context.add_init_script(f"({STORED})({json.dumps(_fragment(EXAMPLES[0]))})")
    context.route("**/tournament.zip", lambda route: route.abort())
    try:
        page = context.new_page()
        page.goto(f"{server}/assistant/")
        page.wait_for_function("() => window.fbAssistant", timeout=120000)
        got = page.evaluate(OPEN, query)
        assert got["refused"] == TEXT["tournament_unavailable"].fr
        assert [_plain(r) for r in got["answer"]["results"]] == from_query(query, rulesets, "fr")["results"]
    finally:
        context.close()


@browser_only
def test_a_link_opened_then_the_assistant_rules_this_tournament_first(browser, built_server: str) -> None:
    """Both generators, 390 px, end to end: the example's link opened as a player opens it (the rulebook's page,
    the house in the fragment) is kept by the page; the assistant opened next rules this tournament first, with
    the CLI's words; no test hook stands in for the site's own storage."""
    club = REPO / "examples" / "club-freezeout-ropta.yaml"
    fragment = _fragment(club, "fr")
    context = browser.new_context(viewport=PHONE)
    try:
        page = watch_errors(context.new_page())
        page.goto(f"{built_server}/rules/ropta-2023/#{fragment}")
        page.wait_for_function("() => window.floorbookTournament && window.floorbookTournament()", timeout=30000)
        assert page.evaluate("() => window.floorbookTournament().fragment") == fragment
        page.goto(f"{built_server}/assistant/")
        page.wait_for_function("() => window.fbAssistant", timeout=120000)
        got = page.evaluate(OPEN, "situation=call_time&facing_bet=true")
        assert got["first"]["ruleset"] == "house" and got["first"]["name"] == _linked(fragment).tournament.name("fr")
        assert got["refused"] is None and page.errors == []
    finally:
        context.close()
