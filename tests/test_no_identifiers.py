"""Player pages speak plain words: no engine identifier in the visible text of the built site.

The identifiers (situation names, input fields, outcome keys, parameter names, snake_case values
of the engine's Literal types, of the parameters' choices and of the engine's outcomes) are
computed from the engine and ``parameters/_declarations.yaml``, never typed here. They belong to
the data files, the JSON export and the contributors' guide (``guide/``, ``en/guide/``), which
this scan leaves aside.
"""

from __future__ import annotations

import dataclasses
import re
import sys
from collections.abc import Iterable, Iterator
from html.parser import HTMLParser
from pathlib import Path
from typing import Any, Literal, get_args, get_origin

import pytest
import yaml

from tests.conftest import REPO

pytestmark = pytest.mark.xdist_group("no_identifiers")  # its module fixtures are made once, on one worker

SNAKE = re.compile(r"(?<![\w/-])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w/-]|\.yaml)")  # not a data file's path
# the contributors' guide, and the guide to writing a house file (its readers type the parameters' names)
SKIPPED_DIRS = ("guide", "en/guide", "sheet-guide", "en/sheet-guide", "assets")
INVISIBLE = {"script", "style", "template", "noscript", "svg"}


def _literal_values(hint: Any, seen: set[int]) -> Iterator[str]:
    """Every string of the Literal types inside a type hint (unions, lists, nested dataclasses)."""
    if get_origin(hint) is Literal:
        yield from (a for a in get_args(hint) if isinstance(a, str))
    for arg in get_args(hint):
        yield from _literal_values(arg, seen)
    if dataclasses.is_dataclass(hint) and isinstance(hint, type) and id(hint) not in seen:
        seen.add(id(hint))
        yield from _fields_and_values(hint, seen)


def _fields_and_values(input_type: type, seen: set[int]) -> Iterator[str]:
    """The field names of an input dataclass and of the inputs it holds, and their Literal values."""
    from floorbook.engine.registry import type_hints

    for name, hint in type_hints(input_type).items():
        yield name
        yield from _literal_values(hint, seen)


def _spec_names(spec: Any) -> Iterator[str]:
    """The allowed values, cases and field names of a parameter's value spec, recursively."""
    if spec is None:
        return
    yield from spec.values
    yield from spec.cases
    for name, sub in spec.fields.items():
        yield name
        yield from _spec_names(getattr(sub, "spec", sub))
    yield from _spec_names(spec.keys)
    yield from _spec_names(spec.items)


def _outcome_values(value: Any) -> Iterator[str]:
    """The strings inside an outcome's values (an action such as ``all_in``, an option's name…)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield str(k)
            yield from _outcome_values(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _outcome_values(v)


def engine_identifiers() -> frozenset[str]:
    """Every engine identifier a player page must not show (snake_case ones only: whole words
    without an underscore are ordinary words)."""
    import floorbook.engine as engine
    from floorbook.corpus.parameters import load_declarations
    from floorbook.engine import SITUATIONS
    from tests.conftest import scenario_outcomes

    names: set[str] = set()
    seen: set[int] = set()
    for name, sit in SITUATIONS.items():
        names.add(name)
        names.update(sit.keys)
        names.update(_fields_and_values(sit.input_type, seen))
    for module in [m for n, m in sys.modules.items() if n.startswith(engine.__name__ + ".")]:
        for value in vars(module).values():  # the Literal aliases of the engine (Street, MisdealEvent…)
            if get_origin(value) is Literal:
                names.update(_literal_values(value, seen))
    for name, declaration in load_declarations(REPO).items():
        names.add(name)
        names.update(_spec_names(getattr(declaration, "spec", declaration)))
    for _, _, _, outcome in scenario_outcomes():
        names.update(_outcome_values({k: v for k, v in outcome.items() if k not in ("articles", "note")}))
    return frozenset(n for n in names if SNAKE.fullmatch(n))


class _Visible(HTMLParser):
    """The text a reader sees: no tags, attributes, scripts or styles."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self._hidden = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in INVISIBLE:
            self._hidden += 1

    def handle_endtag(self, tag: str) -> None:
        if tag in INVISIBLE and self._hidden:
            self._hidden -= 1

    def handle_data(self, data: str) -> None:
        if not self._hidden:
            self.parts.append(data)


def visible_text(html: str) -> str:
    parser = _Visible()
    parser.feed(html)
    parser.close()
    return " ".join(parser.parts)


def player_pages(site: Path) -> Iterable[Path]:
    """Every HTML page of both languages but the contributors' guide and the data files."""
    for path in sorted(site.rglob("*.html")):
        rel = path.relative_to(site).as_posix()
        if any(rel == d or rel.startswith(d + "/") for d in SKIPPED_DIRS):
            continue
        yield path


def offenders(site: Path, identifiers: frozenset[str]) -> dict[str, list[str]]:
    """Each page showing identifiers, with the identifiers it shows."""
    out: dict[str, list[str]] = {}
    for path in player_pages(site):
        found = sorted(set(SNAKE.findall(visible_text(path.read_text(encoding="utf-8")))) & identifiers)
        if found:
            out[path.relative_to(site).as_posix()] = found
    return out


def test_identifiers_are_computed() -> None:
    """The set holds what the issue names, so the scan cannot pass by scanning for nothing."""
    ids = engine_identifiers()
    for expected in ("chip_push", "current_bet", "big_blind", "to_call", "heads_up_or_opening_else_discretion",
                     "multiple_chips_removed"):
        assert expected in ids
    assert all("_" in i for i in ids)


def test_scan_finds_identifiers_in_visible_text_only() -> None:
    html = ('<p title="chip_push">Un <code>chip_push</code> et current-bet</p><script>big_blind</script>'
            '<style>.to_call{}</style>')
    assert SNAKE.findall(visible_text(html)) == ["chip_push"]
    # a data file's path, on the contributors' line of a scenario page, is no identifier shown as a word
    assert SNAKE.findall("scenarios/ropta-2023/chip_race.yaml, and chip_race") == ["chip_race"]


def test_no_player_page_shows_an_engine_identifier(site: Path) -> None:
    found = offenders(site, engine_identifiers())
    pages = len(list(player_pages(site)))
    listing = "\n".join(f"  {page}: {', '.join(tokens[:8])}" for page, tokens in list(found.items())[:25])
    assert not found, f"{len(found)} of {pages} player pages show engine identifiers:\n{listing}"


# --- the generated scenario and topic pages, without building the site ---------------------------


@pytest.fixture(scope="module")
def renderers() -> dict[str, Any]:
    """The renderers of both languages over the real base, its judged scenarios and its topics
    (as the site adapter hooks/pages.py builds them)."""
    from floorbook.corpus.comparisons import compare, engine_verdicts
    from floorbook.corpus.loader import cached_base
    from floorbook.corpus.scenarios import judge, load_all
    from floorbook.site_build.render import JudgedScenario, Renderer

    base = cached_base(str(REPO))
    judged = [JudgedScenario(sc, file, judge(sc, file, REPO)) for file, sc in load_all(REPO)]
    comparisons = compare(base, engine_verdicts((js.scenario, js.verdicts) for js in judged))
    return {lang: Renderer(base, lang, judged, comparisons) for lang in ("fr", "en")}


def _page_text(body: str) -> str:
    """A generated page's Markdown as the visible text a reader gets."""
    import markdown

    html = markdown.markdown(body, extensions=["attr_list", "md_in_html", "admonition", "tables"])
    return visible_text(html)


def test_ruling_of_gives_back_every_engine_outcome() -> None:
    """The scenario pages phrase an outcome read back into a Ruling: nothing is lost on the way."""
    from floorbook.site_build.render import ruling_of
    from tests.conftest import scenario_outcomes

    for sc, _, rid, outcome in scenario_outcomes():
        assert ruling_of(outcome).as_dict() == outcome, (sc.id, rid)


def test_scenario_and_topic_pages_show_no_identifier(renderers: dict[str, Any]) -> None:
    ids = engine_identifiers()
    leaks: dict[str, list[str]] = {}
    for lang, r in renderers.items():
        pages = [r.scenario(js) for js in r.scenarios] + [r.topic(c) for c in r.comparisons]
        pages += [r.scenarios_index(), r.comparisons_index()]
        for page in pages:
            found = sorted(set(SNAKE.findall(_page_text(page.body))) & ids)
            if found:
                leaks[f"{lang}:{page.path}"] = found
    assert leaks == {}, f"{len(leaks)} pages: " + "; ".join(f"{p} {v[:5]}" for p, v in list(leaks.items())[:15])


def test_scenario_page_tells_the_situation_and_each_ruling_in_sentences(renderers: dict[str, Any]) -> None:
    """Each computable scenario page holds the narrative of its situation and, for each ruleset, the
    sentence of the engine's ruling, both as floorbook.rulings.sentences writes them, and the verdict in words."""
    from floorbook.corpus.inputs import read_input
    from floorbook.rulings.sentences import narrative, sentence
    from floorbook.site_build.render import md_inline, ruling_of
    from floorbook.words.interface import SCENARIO_VERDICTS
    from floorbook.words.lookup import say

    checked = 0
    for lang, r in renderers.items():
        for js in r.scenarios:
            sc = js.scenario
            if not sc.computable:
                continue
            body = r.scenario(js).body
            inp = read_input(sc.situation, sc.input)
            assert str(md_inline(narrative(sc.situation, inp, lang))) in body, (lang, sc.id)
            for v in js.verdicts:
                if v.engine:
                    said = sentence(sc.situation, inp, ruling_of(v.engine), lang)
                    assert said and str(md_inline(said)) in body, (lang, sc.id, v.ruleset)
                assert say(SCENARIO_VERDICTS[v.status], lang) in body
                assert f"`{v.ruleset}`" not in body and "Situation : `" not in body
            checked += 1
    assert checked > 400


def test_a_ruleset_the_engine_cannot_rule_is_said_in_words(renderers: dict[str, Any]) -> None:
    """An error verdict (the input is impossible under a ruleset) is said in words; its technical
    detail, which names fields, stays for `floorbook check`."""
    from dataclasses import replace

    from floorbook.corpus.scenarios import Verdict
    from floorbook.words.interface import SCENARIO_VERDICTS, UI
    from floorbook.words.lookup import say

    for lang, r in renderers.items():
        js = next(js for js in r.scenarios if js.scenario.computable and js.scenario.ruleset)
        v = js.verdicts[0]
        broken = replace(js, verdicts=[Verdict(v.scenario, v.ruleset, v.file, "error", v.expected, {},
                                               "current_bet: 0 is impossible: must be more than 0")])
        text = _page_text(r.scenario(broken).body)
        assert say(UI["engine_cannot_rule"], lang) in text and say(SCENARIO_VERDICTS["error"], lang) in text
        assert not set(SNAKE.findall(text)) & engine_identifiers()


def test_source_notes_name_no_field_of_the_data() -> None:
    """A rulebook's notes are shown on its page: they say what they mean in plain words, never by the
    name of a field of the source's file (``seed_noise``, ``repeated_numbers``…)."""
    problems = []
    for path in sorted((REPO / "rules").glob("*/source.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        snake = [key for key in data if "_" in key]
        for note in data.get("notes") or []:
            texts = note.values() if isinstance(note, dict) else [note]
            problems += [f"{path.parent.name}: {key}" for text in texts for key in snake if key in str(text)]
    assert not problems, problems
