"""Tournament mode in the browser (site_src/assets/tournament.js): its checker gives the Python checker's verdicts
on the same links, its words Python's for every parameter's values; in Chromium, on both builds, a link opens the
mode (bar, the house's values in place, the base rulebook first), kept across a reload and offline, left from the
bar; a hostile link refused or shown as text (on the Material build: the same checker script in both)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any
from urllib.parse import quote_plus

import pytest

from floorbook.corpus.loader import Base
from floorbook.corpus.parameters import load_declarations, load_rulesets
from floorbook.sheet.link import LinkError, house_from_link, tournament_link
from floorbook.sheet.printing import load_house
from floorbook.site_build.tournament import STORAGE_KEY, ordered, tournament_json
from floorbook.urls import article_page
from floorbook.words.values import value_words
from tests.conftest import on_one_generator, per_generator, site_and_server_per_generator

REPO = Path(__file__).resolve().parent.parent
SCRIPT = REPO / "site_src" / "assets" / "tournament-mode.js"
DOOR = REPO / "site_src" / "assets" / "tournament.js"
EXAMPLES = sorted((REPO / "examples").glob("*.yaml"))
SITE = "https://floorbook.example.org/"
EVENT = "event.name=Jeudi&event.date=2026-12-03&event.venue=Club&event.td_contact=Cam"
PHONE, DESKTOP = {"width": 390, "height": 844}, {"width": 1280, "height": 900}

# links that are not the examples': the hostile ones of test_tournament_link.py and more
QUERIES = [
    f"base=ropta-2023&{EVENT}&choices.no_such_choice=3",
    f"base=ropta-2023&{EVENT}&choices.time_seconds=5",  # out of range
    f"base=ropta-2023&{EVENT}&choices.time_seconds=301",
    f"base=ropta-2023&{EVENT}&choices.time_seconds=forty",
    f"base=ropta-2023&{EVENT}&choices.time_seconds=45&choices.time_seconds=60",  # a key twice
    f"base=no-such-rulebook&{EVENT}", "base=ropta-2023&event.name=Jeudi",
    f"base=ropta-2023&{EVENT}&url=https://elsewhere.example/", f"base=ropta-2023&{EVENT}&details.rebuys=true",
    f"base=ropta-2023&{EVENT}&topics=penalties", f"base=ropta-2023&event.name=%E2%80%AEJeudi&{EVENT[16:]}",
    f"base=ropta-2023&{EVENT}&choices.time_seconds=5&choices.balancing_threshold=-1&choices.x=1",
    f"base=ropta-2023&{EVENT}&choices.multiple_chips_removed=most",  # a value not allowed
    f"base=ropta-2023&{EVENT}&choices.time_seconds=discretion", f"base=ropta-2023&{EVENT}&choices.time_seconds=silent",
    f"base=ropta-2023&{EVENT[:-32]}&event.date=2026-02-30&event.venue=Club&event.td_contact=Cam",  # no such date
    f"base=ropta-2023&{EVENT[:-32]}&event.date=20261203&event.venue=Club&event.td_contact=Cam",
    f"base=ropta-2023&{EVENT[:-32]}&event.date=2026-W49-4&event.venue=Club&event.td_contact=Cam",
    f"base=ropta-2023&{EVENT[:-32]}&event.date=3/12/2026&event.venue=Club&event.td_contact=Cam",
    f"base=ropta-2023&event.name={'x' * 201}&{EVENT[16:]}", f"base=ropta-2023&event.name={'é' * 200}&{EVENT[16:]}",
    f"base=ropta-2023&event.name={quote_plus('<img src=x onerror=alert(1)>')}&{EVENT[16:]}",
    f"base=ropta-2023&event.name=%E2%80&{EVENT[16:]}", f"base=ropta-2023&event.name=%zz%&{EVENT[16:]}",
    f"base=ropta-2023&event.name=Caf%C3%A9+du+coin&{EVENT[16:]}",
    f"base=ropta-2023&{EVENT}&choices.__proto__=1", f"base=ropta-2023&{EVENT}&__proto__=x",
    f"base=ropta-2023&{EVENT}&constructor=1", f"base=ropta-2023&{EVENT}&choices.constructor=1",
    f"base=ropta-2023&{EVENT}&event.__proto__=x", f"base=__proto__&{EVENT}", f"base=toString&{EVENT}",
    f"base=ropta-2023&event=x&{EVENT}", f"base=ropta-2023&{EVENT}&event=x", f"base=ropta-2023&{EVENT}&choices=",
    f"base=ropta-2023&{EVENT}&choices=x", f"base=ropta-2023&{EVENT}&additions.0.fr=Pas+de+t%C3%A9l%C3%A9phone",
    f"base=ropta-2023&{EVENT}&additions.0.fr=a&additions.0.en=b&additions.7.fr=c",
    f"base=ropta-2023&{EVENT}&additions.0.de=a", f"base=ropta-2023&{EVENT}&additions.x.fr=a",
    f"base=ropta-2023&{EVENT}&additions.0.en=only+english", f"base=ropta-2023&{EVENT}&additions=x",
    f"base=ropta-2023&{EVENT}&" + "&".join(f"additions.{i}.fr=r{i}" for i in range(31)),
    f"base=ropta-2023&{EVENT}&additions.0.fr=line%0Anext", f"base=ropta-2023&{EVENT}&additions.0.fr={'a' * 1001}",
    f"base=ropta-2023&{EVENT}&choices.final_table_size=8", f"base=ropta-2023&{EVENT}&choices.final_table_size=11",
    f"base=ropta-2023&{EVENT}&choices.final_table_size=max:9,flop:8",
    f"base=ropta-2023&{EVENT}&choices.final_table_size=" + quote_plus('{"max":9}'),
    f"base=ropta-2023&{EVENT}&choices.final_table_size=" + quote_plus('{"max":9,"max":8}'),
    f"base=ropta-2023&{EVENT}&choices.final_table_size=" + quote_plus('{"max":9.0}'),
    f"base=ropta-2023&{EVENT}&choices.final_table_size=" + quote_plus('{"by_seats":{"8":9,"10":7}}'),
    f"base=ropta-2023&{EVENT}&choices.final_table_size=" + quote_plus('{"by_seats":{"8":{"x":1}}}'),
    f"base=ropta-2023&{EVENT}&choices.final_table_size=" + quote_plus("[" * 50 + "]" * 50),
    f"base=ropta-2023&{EVENT}&choices.final_table_size=" + quote_plus('{"max":NaN}'),
    f"base=ropta-2023&{EVENT}&choices.final_table_size=" + quote_plus('{"max":1e3}'),
    f"base=ropta-2023&{EVENT}&choices.balancing_threshold=early:4,late:2",
    f"base=ropta-2023&{EVENT}&choices.balancing_threshold=early:4,early:2",
    f"base=ropta-2023&{EVENT}&choices.balancing_threshold=early:silent",
    f"base=ropta-2023&{EVENT}&choices.balancing_threshold=soon:4",
    f"base=ropta-2023&{EVENT}&choices.balancing_threshold=4",
    f"base=ropta-2023&{EVENT}&choices.chip_race_suit_order=hearts,spades,diamonds,clubs",
    f"base=ropta-2023&{EVENT}&choices.chip_race_suit_order=hearts,hearts,diamonds,clubs",
    f"base=ropta-2023&{EVENT}&choices.chip_race_suit_order=hearts",
    f"base=ropta-2023&{EVENT}&choices.misdeal_not=", f"base=ropta-2023&{EVENT}&choices.cards_speak=false",
    f"base=ropta-2023&{EVENT}&choices.cards_speak=no", f"base=ropta-2023&{EVENT}&choices.under_raise_threshold=0.75",
    f"base=ropta-2023&{EVENT}&choices.under_raise_threshold=2",
    f"base=ropta-2023&{EVENT}&choices.under_raise_threshold=.5",
    f"base=ropta-2023&{EVENT}&choices.time_seconds=+45", f"base=ropta-2023&{EVENT}&choices.time_seconds=%D9%A4%D9%A5",
    f"base=ropta-2023&{EVENT}&choices.time_seconds=1_000", f"base=ropta-2023&{EVENT}&choices.time_seconds=" + "9" * 20,
    f"base=ropta-2023&{EVENT}&choices.time_seconds=0045", f"base=ropta-2023&{EVENT}&choices.time_seconds=+45+",
    f"base=fivebet&{EVENT}&choices.time_seconds=45", f"base=ropta-2023&{EVENT}&choices.time_seconds=%EF%BB%BF45",
    f"base=ropta-2023&{EVENT}&choices.time_seconds=45%1C", f"base=ropta-2023&{EVENT}&choices.time_seconds=+45+",
    f"base=ropta-2023&{EVENT[:-32]}&event.date=2026-W53-1&event.venue=Club&event.td_contact=Cam",
    f"base=ropta-2023&{EVENT[:-32]}&event.date=2020-W53-7&event.venue=Club&event.td_contact=Cam",
]
LINKS = [f"{SITE}rules/ropta-2023/#t=1&{q}" for q in QUERIES] + [
    SITE, f"{SITE}#", f"{SITE}#t=2&base=ropta-2023", f"{SITE}#base=ropta-2023", "#t=1", "t", "%%%", f"{SITE}#t=1x",
    f"{SITE}#t=1&base=ropta-2023&{EVENT}&" + "&".join(f"choices.c{i}=1" for i in range(12_000)),  # 100 KB
    f"{SITE}rules/ropta-2023/#t=1&base=ropta-2023&event.name={'x' * 1990}&{EVENT[16:]}",  # beyond LINK_CHARS
]

# the pieces of links made at random (a fixed seed): keys and values, right and wrong, in any order and number
PIECES = [EVENT, "base=ropta-2023", "base=fivebet", "base=tda-2010", "base=x", "event.name=%3Cb%3E", "event.date=2026",
          "choices.time_seconds=30", "choices.time_seconds=9", "choices.final_table_size=9",
          "choices.final_table_size=max:9,by_seats:8", "choices.balancing_threshold=late:2",
          "choices.multiple_chips_removed=largest", "choices.cards_speak=true", "choices.chip_race_suit_order=",
          "additions.0.fr=R%C3%A8gle", "additions.1.en=Rule", "additions.0.fr=", "event.venue=", "t=1", "&", "%",
          "choices.under_raise_threshold=0.3", "choices.misdeal_not=boxed_cards,boxed_cards", "event.name=%E2%80%8B"]


def _random_links(n: int) -> list[str]:
    import random

    pick = random.Random(7)
    bases = [p for p in PIECES if p.startswith("base=")]
    return [f"{SITE}#t=1&{pick.choice(bases)}&{EVENT}&"
            + "&".join(pick.choice(PIECES[5:]) for _ in range(pick.randint(0, 4))) for _ in range(n)]


RUN = """const t = require(process.argv[1]);
const data = require(process.argv[2]);
const input = JSON.parse(require("fs").readFileSync(0, "utf8"));
const links = input.links.map((link) => {
  const read = t.readLink(link, data);
  return read instanceof t.Refusal ? {refused: read.words, fr: t.refusalWords(read, "fr", data),
                                     en: t.refusalWords(read, "en", data)} : {house: read};
});
const words = input.values.map(([name, value, lang]) => t.valueWords(name, t.revive(value), lang, data));
console.log(JSON.stringify({links, words}));
"""


def _run_script(tmp_path: Path, base: Base, links: list[str], values: list[list[Any]]) -> dict[str, Any]:
    node = shutil.which("node")
    assert node, "Node.js runs the site's tournament script"
    data = tmp_path / "tournament.json"
    data.write_text(tournament_json(base), encoding="utf-8")
    run = subprocess.run([node, "-e", RUN, str(SCRIPT), str(data)], capture_output=True, text=True, timeout=120,
                         input=json.dumps({"links": links, "values": values}), check=True)
    return json.loads(run.stdout)


def _python_house(link: str, base: Base) -> dict[str, Any] | None:
    try:
        house = house_from_link(link, load_rulesets(), load_declarations(), base.topics)
    except LinkError:
        return None
    config = house.config
    event = {k: (v.isoformat() if k == "date" else v) for k, v in vars(config.event).items()}
    return json.loads(json.dumps({"base": config.base, "event": event, "choices": config.choices,
                                  "additions": [{"fr": a.fr, **({"en": a.en} if a.en else {})}
                                                for a in config.additions]}))


def _example_links(base: Base) -> list[str]:
    return [tournament_link(load_house(example, base), SITE, lang, local_rules)
            for example in EXAMPLES for lang in ("fr", "en") for local_rules in (False, True)]


def test_the_browser_checker_gives_the_python_checkers_verdicts(base: Base, tmp_path: Path) -> None:
    """Every example's link (with and without local rules) and every hostile link: accepted by both with the same
    house, or refused by both; a refusal said in one line, in French and in English."""
    links = _example_links(base) + LINKS + _random_links(400)
    out = _run_script(tmp_path, base, links, [])["links"]
    accepted = 0
    for link, js in zip(links, out, strict=True):
        python = _python_house(link, base)
        if python is None:
            assert "refused" in js, (link[:200], js)
            for lang in ("fr", "en"):
                assert js[lang] and "\n" not in js[lang] and len(js[lang]) < 600, js
            assert js["fr"] != js["en"]
        else:
            accepted += 1
            assert js.get("house") == python, link[:200]
    assert accepted >= len(_example_links(base)) + 10  # the examples and many of the others are accepted
    assert sum(1 for js in out if "refused" in js) >= 50


def test_the_browser_says_each_value_in_pythons_words(base: Base, tmp_path: Path) -> None:
    """Every declared parameter's values in every rulebook (and left to the TD), in both languages."""
    rulesets, declarations = load_rulesets(), load_declarations()
    cases = {(name, json.dumps(rules[name].value, sort_keys=True)): rules[name].value
             for rules in rulesets.values() for name in declarations if name in rules.parameters}
    values = [[name, value, lang] for value_key, value in cases.items() for name in value_key[:1]
              for lang in ("fr", "en")]
    values += [[name, "discretion", lang] for name in declarations for lang in ("fr", "en")]
    said = _run_script(tmp_path, base, [], [[name, ordered(v), lang] for name, v, lang in values])["words"]
    expected = [value_words(v, lang, declarations[name]) for name, v, lang in values]
    assert said == expected
    assert len(values) > 1_000


def test_the_stored_tournament_is_the_contracts() -> None:
    door = DOOR.read_text(encoding="utf-8")
    assert f'const STORAGE_KEY = "{STORAGE_KEY}";' in door and "const VERSION = 1;" in door
    for text in (door, SCRIPT.read_text(encoding="utf-8")):
        assert "innerHTML" not in text and "insertAdjacentHTML" not in text  # link data only as text
        assert "localStorage" not in text or text == door  # the door alone reads and writes the stored tournament


# --- in Chromium, on both builds -----------------------------------------------------------------------------


site, server = site_and_server_per_generator("tmode")


STATE = f"() => [localStorage.getItem('{STORAGE_KEY}'), window.floorbookTournament && window.floorbookTournament()]"
BAR = "[data-fb-tournament]"


def _changed_article(base: Base, house_base: str, name: str) -> str:
    """The page of an article the house's changed parameter rests on."""
    article = load_rulesets()[house_base][name].articles[0]
    return article_page(base.articles[article]).removesuffix(".md") + "/"


def _open(page, url: str) -> None:
    page.goto(url)
    page.wait_for_load_state("networkidle")


# every example on the Material build; on the Zensical build the first, in both languages (what its build gives
# the mode is the same pages for any link: the examples' houses are read alike by the checker script, see
# test_the_browser_checker_gives_the_python_checkers_verdicts and test_the_browser_says_each_value_in_pythons_words)
EXAMPLES_PER_GENERATOR = [pytest.param(*generator.values, examples, marks=generator.marks, id=generator.values[0])
                          for generator, examples in zip(per_generator("tmode"), (EXAMPLES, EXAMPLES[:1]), strict=True)]


@pytest.mark.parametrize(("site", "examples"), EXAMPLES_PER_GENERATOR, indirect=["site"])
def test_each_examples_link_opens_tournament_mode(browser, server: str, base: Base, examples: list[Path]) -> None:
    """Phone width: the bar, the house's value where the house changed it, the base first on the home page;
    kept after a reload; left from the bar, the site as before."""
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    for example in examples:
        house = load_house(example, base)
        for lang in ("fr", "en"):
            link = tournament_link(house, server + "/", lang)
            _open(page, link)
            bar = page.locator(BAR)
            bar.wait_for()
            assert house.config.event.name in bar.inner_text()
            assert "#" not in page.url  # the fragment read, then removed: a reload reads the stored tournament
            stored, given = page.evaluate(STATE)
            assert json.loads(stored) == given and given["house"]["base"] == house.config.base
            name = next(n for n in house.choices if house.choices[n].value != house.base_rules[n].value)
            prefix = "en/" if lang == "en" else ""
            _open(page, f"{server}/{prefix}{_changed_article(base, house.config.base, name)}")
            said = page.locator(f'li[data-param="{name}"] [data-fb-house]')
            said.wait_for()
            text = said.inner_text()
            declaration = load_declarations()[name]
            assert value_words(house.rules[name].value, lang, declaration) in text
            assert value_words(house.base_rules[name].value, lang, declaration) in text
            assert ("Dans ce tournoi" if lang == "fr" else "In this tournament") in text
            page.reload()
            page.locator(BAR).wait_for()  # kept after a reload
            assert page.locator("[data-fb-house]").count() >= 1
            _open(page, f"{server}/{prefix}")
            page.locator(BAR).wait_for()
            first = page.locator("nav.fb-rulebooks li").first.locator("[data-fb-rulebook]")
            assert first.get_attribute("data-fb-rulebook") == house.config.base
            row = page.locator("table tbody tr").first.locator("[data-fb-rulebook]")
            assert row.get_attribute("data-fb-rulebook") == house.config.base
            page.locator(".fb-tournament__leave").click()
            assert page.locator(BAR).count() == 0 and page.evaluate(STATE) == [None, None]
            assert page.locator("nav.fb-rulebooks [data-fb-rulebook]").first.get_attribute("data-fb-rulebook") \
                == "tda-2010"  # the site's own order again
            page.reload()
            page.wait_for_load_state("networkidle")
            assert page.locator(BAR).count() == 0
    assert errors == []
    context.close()


@on_one_generator("tmode")
def test_hostile_links_are_refused_or_shown_as_text(browser, server: str) -> None:
    """Desktop width: markup in the event is shown as text (no element, no dialog); a link of 100 KB, an unknown
    choice, a value out of range are refused in the page's language, nothing stored, no bar. On the Material build:
    the refusal is the site's own checker, the same script in both builds (its verdicts and words on every hostile
    link: test_the_browser_checker_gives_the_python_checkers_verdicts)."""
    context = browser.new_context(viewport=DESKTOP)
    page = context.new_page()
    dialogs: list[str] = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    markup = "<img src=x onerror=alert(1)>"
    _open(page, f"{server}/rules/ropta-2023/#t=1&base=ropta-2023&event.name={quote_plus(markup)}&{EVENT[16:]}")
    page.locator(BAR).wait_for()
    assert markup in page.locator(BAR).inner_text() and page.locator(f"{BAR} img").count() == 0
    page.locator(".fb-tournament__leave").click()
    refused = {
        f"{server}/rules/ropta-2023/#t=1&base=ropta-2023&{EVENT}&" + "&".join(f"choices.c{i}=1" for i in range(12_000)):
            ("est trop long", "is too long"),
        f"{server}/rules/ropta-2023/#t=1&base=ropta-2023&{EVENT}&choices.no_such_choice=3":
            ("règle inconnue", "unknown parameter"),
        f"{server}/rules/ropta-2023/#t=1&base=ropta-2023&{EVENT}&choices.time_seconds=5":
            ("hors des valeurs permises", "out of range"),
    }
    for link, (fr, en) in refused.items():
        for lang, words in (("fr", fr), ("en", en)):
            _open(page, link.replace("/rules/", "/en/rules/") if lang == "en" else link)
            notice = page.locator("[data-fb-tournament-refused]")
            notice.wait_for()
            assert words in notice.inner_text()
            assert page.locator(BAR).count() == 0 and page.evaluate(STATE) == [None, None]
            assert "#" not in page.url
    assert dialogs == []
    context.close()


def test_tournament_mode_works_offline(browser, server: str, site: Path, base: Base) -> None:
    """After a first visit (the worker's precache complete) and the link read, the network cut: the mode's
    bar and the house's values still show, on a reload too."""
    from floorbook.site_build.offline import precached_files
    from tests.test_offline import visit_online

    precached = precached_files(site)
    assert any(f.endswith("assets/tournament.json") for f in precached["fr"])
    context = browser.new_context(viewport=PHONE, service_workers="allow", is_mobile=True, has_touch=True)
    visit_online(context, server, precached)
    house = load_house(REPO / "examples" / "club-freezeout-ropta.yaml", base)
    page = context.new_page()
    _open(page, tournament_link(house, server + "/", "fr"))
    page.locator(BAR).wait_for()
    context.set_offline(True)
    page.goto(f"{server}/{_changed_article(base, 'ropta-2023', 'time_seconds')}")
    page.locator('li[data-param="time_seconds"] [data-fb-house]').wait_for()
    assert "45 secondes" in page.locator("[data-fb-house]").first.inner_text()
    page.reload()
    page.locator(BAR).wait_for()
    context.close()
