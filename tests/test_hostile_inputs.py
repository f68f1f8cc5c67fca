"""Hostile and careless input at the Python edge: what `floorbook ask`, `floorbook sheet`, the floor
assistant and the sheet builder read (the browser runs the same Python: ``from_query`` for the assistant,
``Builder`` for the builder) is bounded once (floorbook/engine/bounds.py, the situations' input types, the house
configuration's schema, the YAML reader), and anything beyond is refused at once with a located message in the
reader's language: never computed, never a traceback, never a value changed in silence, never a long value
echoed whole. Bounds are asserted by refusals, never by the clock."""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path
from typing import Annotated, Any, get_args, get_origin
from urllib.parse import parse_qsl, quote, urlencode

import pytest
import yaml

from floorbook.corpus.inputs import input_schema
from floorbook.corpus.parameters import load_rulesets, parameters_document
from floorbook.engine import SITUATIONS
from floorbook.engine.bounds import LARGEST, TABLE_SEATS, json_value, named_pairs, number_from_text, shown
from floorbook.engine.registry import type_hints
from floorbook.reading.yamlfile import ALIAS_NODES, MAX_DEPTH, Problem, parse_text
from floorbook.rulings.ask import from_query
from floorbook.sheet.builder import Builder
from floorbook.sheet.house import ADDITIONS, CONFIG_CHARS, EVENT_CHARS, HOUSE_LOADER
from floorbook.sheet.printing import sheet_data
from floorbook.words.input_messages import message_words
from tests.conftest import REPO
from tests.test_malformed_input import refused, run

RULESETS = load_rulesets()
DEEP = "[" * 3000 + "]" * 3000
DIGITS_5000 = "1" * 5000
# what PyYAML, json and int() say when they are not bounded: none of it reaches a user
UNBOUNDED = re.compile(r"Traceback|RecursionError|MemoryError|maximum recursion|Exceeds the limit|call stack")


def asked(query: str, lang: str = "fr") -> dict[str, Any]:
    """The assistant's answer to a query (its Python, as the page calls it), checked to be a refusal of a size
    a message has, never a traceback."""
    answer = from_query(query, RULESETS, lang)
    assert "messages" in answer, str(answer)[:500]
    said = json.dumps(answer, ensure_ascii=False)
    assert not UNBOUNDED.search(said), said[:500]
    assert len(said) < 8_000, said[:500]  # a long value is never echoed whole
    return answer


def said_in_french(answer: dict[str, Any]) -> str:
    text = " ".join(answer["messages"])
    english = re.search(r"\b(is|are|the|expected|should|given|at most|nested|written)\b", text)
    assert english is None, text
    return text


# --- the situations' inputs: one set of bounds, declared in their types ------------------------------


def test_every_list_number_and_text_of_every_situation_is_bounded_in_its_schema() -> None:
    """The JSON Schema of each situation (floorbook check --situations --json) says every bound: no list or mapping
    without a maximum length, no whole number without a maximum."""
    unbounded = []

    def walk(schema: dict[str, Any], where: str, defs: dict[str, Any]) -> None:
        if "$ref" in schema:
            schema = defs[schema["$ref"].rsplit("/", 1)[1]]
        for option in schema.get("anyOf", []):
            walk(option, where, defs)
        kind = schema.get("type")
        if kind == "array":
            if "maxItems" not in schema:
                unbounded.append(where)
            walk(schema.get("items", {}), f"{where}[]", defs)
        elif kind == "object" and "properties" not in schema:
            if "maxProperties" not in schema:
                unbounded.append(where)
            walk(schema.get("additionalProperties", {}), f"{where}.*", defs)
        elif kind == "object":
            for name, sub in schema["properties"].items():
                walk(sub, f"{where}.{name}", defs)
        elif kind == "integer" and "maximum" not in schema:
            unbounded.append(where)

    for name in SITUATIONS:
        schema = input_schema(name)
        walk(schema, name, schema.get("$defs", {}))
    assert unbounded == []


def test_a_table_holds_at_most_its_seats_and_a_seat_is_on_the_table() -> None:
    hints = type_hints(SITUATIONS["next_hand"].input_type)
    assert "Between(low=1, high=12)" in str(hints["table_size"])
    for situation, pairs in [("next_hand", "seats=1,2,3&button=1&small_blind=2&big_blind=3&table_size=1000000000"),
                             ("first_to_act", "street=preflop&players=1,2,3&button=1&table_size=1000000000"),
                             ("chip_race", "removed=25&race_to=100&odd_chips=A:1,B:2&table_size=1000000000")]:
        for lang, words in (("fr", "au plus 12"), ("en", "at most 12")):
            answer = asked(f"situation={situation}&{pairs}", lang)
            assert any(words in m for m in answer["messages"]), answer["messages"]
        said_in_french(asked(f"situation={situation}&{pairs}"))


def test_pots_of_thousands_of_players_are_refused_before_they_are_computed() -> None:
    """3,000 contributions (30 KB of URL): the answer would grow with the square of the players; a hand holds the
    players of one table, and the rest is refused at once."""
    contributions = ",".join(f"P{i}:{i + 1}" for i in range(3000))
    answer = asked(f"situation=pots&contributions={contributions}", "en")
    assert answer["messages"] == ["Each player's chips in the hand (player:amount): number of rows: at most 12 "
                                  "(given: 3000)"]
    full = ",".join(f"P{i}:{100 * (i + 1)}" for i in range(TABLE_SEATS))  # a full table: ruled
    ruled = from_query(f"situation=pots&contributions={full}", RULESETS, "en")
    assert "results" in ruled and len(json.dumps(ruled)) < 100_000
    result = run("ask", "pots", f"contributions={contributions}", "--lang", "en")
    assert "at most 12" in refused(result) and result.stdout == ""


def test_actions_nested_thousands_deep_are_refused_not_read() -> None:
    """`actions=` with 3,000 `[` (6 KB) exhausted the browser's stack: a betting round's actions are two levels
    deep (a list of objects), and a text nested deeper is refused before it is read."""
    query = f"situation=betting_round&big_blind=100&street=preflop&ask=B&actions={DEEP}"
    fr = said_in_french(asked(query))
    assert "imbriqué sur plus de 2 niveaux" in fr
    en = asked(query, "en")["messages"]
    assert en == ["Actions: nested more than 2 levels deep (lists and objects within each other): at most 2"]
    result = run("ask", "betting_round", "big_blind=100", "street=preflop", "ask=B", f"actions={DEEP}")
    assert "imbriqué" in refused(result)
    with pytest.raises(ValueError, match="nested more than 2 levels"):
        json_value('{"a":' * 2000 + "1" + "}" * 2000, 2)


@pytest.mark.parametrize("query", [
    "situation=chip_push&street=postflop&chips=25&big_blind={n}",
    "situation=chip_push&street=postflop&big_blind=100&chips=25,{n}",
    "situation=pots&contributions=A:{n},B:5",
    'situation=betting_round&big_blind=100&street=preflop&ask=B&actions=[{{"player":"A","kind":"bet","to":{n}}}]',
], ids=["a-figure", "a-list", "named-pairs", "json"])
def test_numbers_of_thousands_of_digits_are_refused_before_they_are_read(query: str) -> None:
    """Python reads no number of more than 4,300 digits (and reading one is slow): a figure has at most 13."""
    query = query.format(n=DIGITS_5000)
    answer = asked(query, "en")
    assert any("a number of 5000 digits is too long: a figure has at most 13 digits" in m
               for m in answer["messages"]), answer
    assert "un nombre de 5000 chiffres est trop long" in said_in_french(asked(query))


def test_a_figure_beyond_any_table_is_refused_at_the_largest() -> None:
    assert number_from_text(str(LARGEST), whole=True) == LARGEST
    answer = asked(f"situation=pots&contributions=A:{LARGEST + 1},B:5", "en")
    assert answer["messages"] == ["Each player's chips in the hand (player:amount), A: 1000000000001 is out of any "
                                  "real range: at most 1,000,000,000,000"]


@pytest.mark.parametrize("text", ["1_000", "+5", "1e3", "١٢", "0x10", "1.0"])
def test_numbers_written_otherwise_than_in_digits_are_refused_saying_what_is_expected(text: str) -> None:
    """`1_000` was read as 1000 (Python's int() reads underscores, signs, other scripts' digits): refused, with what
    is expected."""
    query = f"situation=min_raise&street=postflop&current_bet=100&big_blind={quote(text)}"
    assert asked(query, "en")["messages"] == [f"Big blind: {shown(text)} is not written as expected: a whole number in "
                                              "the digits 0 to 9 only, such as 1000"]
    assert "un nombre entier en chiffres 0 à 9 seulement" in said_in_french(asked(query))
    result = run("ask", "min_raise", "street=postflop", "current_bet=100", f"big_blind={text}", "--lang", "en")
    assert "such as 1000" in refused(result)


def bare(hint: Any) -> Any:
    """A field's type without its bounds (``Annotated``) and without ``| None``."""
    while get_origin(hint) is Annotated or type(None) in get_args(hint):
        hint = get_args(hint)[0] if get_origin(hint) is Annotated else next(
            a for a in get_args(hint) if a is not type(None))
    return hint


def named_pair_fields() -> list[tuple[str, str]]:
    """Every input given as name:value pairs (a mapping of names to figures), in every situation."""
    return [(name, f.name) for name, situation in SITUATIONS.items() for f in dataclasses.fields(situation.input_type)
            if get_origin(hint := bare(type_hints(situation.input_type)[f.name])) is dict
            and bare(get_args(hint)[1]) is int]


def test_every_list_of_named_pairs_is_read_by_one_function() -> None:
    assert len(named_pair_fields()) >= 9, named_pair_fields()
    with pytest.raises(ValueError, match="'A' is given twice"):
        named_pairs("A:100,A:900,B:300")


@pytest.mark.parametrize(("situation", "field"), named_pair_fields())
def test_a_name_given_twice_in_named_pairs_is_refused_never_kept_in_silence(situation: str, field: str) -> None:
    """`contributions=A:100,A:900,B:300` ruled "A 900": each list of named pairs refuses a repeated name, as
    split_pot refuses a repeated winner and the CLI a repeated key."""
    answer = asked(f"situation={situation}&{field}=A:1,A:2,B:3", "en")
    assert any("'A' is given twice: each name once, with its value" in m for m in answer["messages"]), answer
    assert "'A' est donné deux fois" in said_in_french(asked(f"situation={situation}&{field}=A:1,A:2,B:3"))


def test_contributions_given_twice_are_refused_by_the_cli() -> None:
    result = run("ask", "pots", "contributions=A:100,A:900,B:300")
    assert "'A' est donné deux fois : chaque nom une fois, avec sa valeur".replace(" :", "\u00a0:") in refused(result)
    assert result.stdout == ""  # no ruling on A 900


def test_a_key_given_twice_in_a_json_object_is_refused() -> None:
    actions = '[{"player":"A","kind":"bet","to":100,"to":900}]'
    answer = asked(f"situation=betting_round&big_blind=100&street=preflop&ask=B&actions={actions}", "en")
    assert answer["messages"] == ["Actions: 'to' is given twice: each name once, with its value"]


def test_a_long_bad_value_is_shortened_in_the_message() -> None:
    answer = asked("situation=min_raise&street=postflop&current_bet=100&big_blind=" + "x1" * 50_000, "en")
    assert len(answer["messages"][0]) < 200 and "..." in answer["messages"][0]
    answer = asked("situation=pots&contributions=" + "A" * 100_000 + ":5,B:6", "en")
    assert len(" ".join(answer["messages"])) < 400, answer["messages"]


def test_thousands_of_unknown_keys_are_said_a_few_times() -> None:
    answer = asked("situation=min_raise&" + "&".join(f"x{i}=1" for i in range(10_000)), "en")
    assert len(answer["messages"]) == 21
    assert answer["messages"][-1] == "and 9980 more problem(s): correct these first"


HOSTILE_VALUES = [DEEP, DIGITS_5000, "x" * 100_000, ",".join(["7"] * 3000), ",".join(f"P{i}:1" for i in range(3000)),
                  "1_000", '{"a":' * 2000, "\u202eA", "NaN", "[NaN]", "-" + DIGITS_5000]


@pytest.mark.parametrize("situation", sorted(SITUATIONS))
def test_no_field_of_any_situation_can_take_the_assistant_past_its_bounds(situation: str) -> None:
    """Each field of each situation given each hostile value: a refusal of a message's size (or a ruling), never a
    traceback, RecursionError, MemoryError or Python's digit limit."""
    for f in dataclasses.fields(SITUATIONS[situation].input_type):
        for value in HOSTILE_VALUES:
            answer = from_query(f"situation={situation}&{f.name}={value}", RULESETS, "fr")
            said = json.dumps(answer, ensure_ascii=False)
            assert not UNBOUNDED.search(said), (f.name, said[:300])
            assert len(said) < 20_000, (f.name, value[:20], said[:300])


# --- the YAML reader ------------------------------------------------------------------------------------

LAUGHS = "\n".join(['a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
                    *(f"a{i}: &a{i} [" + ",".join([f"*a{i - 1}"] * 9) + "]" for i in range(1, 9)),
                    "event: *a8", "base: tda-2019", ""])
YAML_CASES = {
    "cycle": ("event: &a [*a]\nbase: tda-2019\n", 1, "an alias inside this value refers back to it"),
    "mapping-cycle": ("event: &a {name: *a}\nbase: tda-2019\n", 1, "an alias inside this value refers back to it"),
    "merge-cycle": ("event: &a {<<: *a}\nbase: tda-2019\n", 1, "an alias inside this value refers back to it"),
    "billion-laughs": (LAUGHS, 4, f"aliases repeat more than {ALIAS_NODES:,} values in all"),
    "flow-nesting": ("event: " + "[" * 10_000 + "]" * 10_000 + "\nbase: tda-2019\n", 1,
                     f"nested more than {MAX_DEPTH} levels deep"),
    "spaced-nesting": ("event:\n  - " + "[ " * 3000 + "\n", 2, f"nested more than {MAX_DEPTH} levels deep"),
    "block-nesting": ("- " * 3000 + "x\n", 1, f"nested more than {MAX_DEPTH} levels deep"),
    "indented-nesting": ("".join(" " * i + "a:\n" for i in range(200)), MAX_DEPTH,
                         f"nested more than {MAX_DEPTH} levels deep"),
    "nesting-by-aliases": ("a: &a " + "[" * 40 + "1" + "]" * 40 + "\nb: " + "[" * 20 + "*a" + "]" * 20 + "\n", 1,
                           f"nested more than {MAX_DEPTH} levels deep"),
    "underscore": ("event: {name: X}\nbase: tda-2019\ndetails:\n  starting_stack: 1_000\n", 4,
                   "'1_000' is read by YAML as a number written otherwise than in the digits 0 to 9"),
    "octal": ("a: 010\n", 1, "'010' is read by YAML as a number written otherwise"),
    "sexagesimal": ("a: 1:30\n", 1, "'1:30' is read by YAML as a number written otherwise"),
    "infinity": ("a: .inf\n", 1, "'.inf' is read by YAML as a number written otherwise"),
}


@pytest.mark.parametrize("loader", [yaml.SafeLoader, getattr(yaml, "CSafeLoader", yaml.SafeLoader)],
                         ids=["python", "libyaml"])
@pytest.mark.parametrize("case", list(YAML_CASES))
def test_the_yaml_reader_refuses_at_once_with_a_located_problem(case: str, loader: type) -> None:
    text, line, words = YAML_CASES[case]
    problems: list[Problem] = []
    assert parse_text(text, "house.yaml", problems, loader) == (None, None)
    assert len(problems) == 1 and words in problems[0].message, problems
    assert problems[0].line == line and str(problems[0]).startswith(f"house.yaml:{line}: ")


def test_aliases_and_numbers_a_file_means_are_read_as_before() -> None:
    problems: list[Problem] = []
    data, _ = parse_text("x: &x [1, -2, 0.5, '1_000']\ny: *x\nz: {a: *x}\n", "ok.yaml", problems, HOUSE_LOADER)
    assert problems == [] and data == {"x": [1, -2, 0.5, "1_000"], "y": [1, -2, 0.5, "1_000"],
                                       "z": {"a": [1, -2, 0.5, "1_000"]}}
    for loader in (yaml.SafeLoader, getattr(yaml, "CSafeLoader", yaml.SafeLoader)):
        levels = MAX_DEPTH - 2  # the mapping, the lists, the value: MAX_DEPTH levels, read; one more, refused
        nested = "a: " + "[" * levels + "1" + "]" * levels + "\n"
        assert parse_text(nested, "deep.yaml", problems, loader)[0] is not None and problems == []
        deeper = "a: " + "[" * (levels + 1) + "1" + "]" * (levels + 1) + "\n"
        assert parse_text(deeper, "deeper.yaml", problems, loader)[0] is None and len(problems) == 1
        problems.clear()


def test_a_value_repeated_by_an_alias_is_said_once() -> None:
    problems: list[Problem] = []
    parse_text("x: &x {a: 1, a: 2}\ny: *x\nz: *x\n", "d.yaml", problems)
    assert [str(p) for p in problems] == ["d.yaml:1: a: duplicate key (first at line 1); a YAML mapping must not "
                                          "repeat a key"]


def test_a_long_value_the_reader_cannot_build_is_not_echoed_whole() -> None:
    problems: list[Problem] = []
    parse_text(f"a: {DIGITS_5000}\n", "n.yaml", problems, HOUSE_LOADER)
    assert len(str(problems[0])) < 120 and "cannot be read" in str(problems[0]), problems
    problems = []
    parse_text("a: 1\n" + "k" * 5000 + ": 1\n" + "k" * 5000 + ": 2\n", "k.yaml", problems, HOUSE_LOADER)
    assert len(str(problems[0])) < 200, problems


@pytest.mark.parametrize("case", ["cycle", "billion-laughs", "flow-nesting"])
def test_floorbook_sheet_refuses_a_hostile_configuration_in_one_located_line(tmp_path: Path, case: str) -> None:
    text, line, words = YAML_CASES[case]
    config = tmp_path / "house.yaml"
    config.write_text(text, encoding="utf-8")
    result = run("sheet", str(config), "-o", str(tmp_path / "sheet.html"))
    err = refused(result, f"house.yaml:{line}: ", words)
    assert not UNBOUNDED.search(err) and len(err) < 500
    assert not (tmp_path / "sheet.html").exists()


def test_floorbook_check_refuses_a_hostile_scenario_file(tmp_path: Path) -> None:
    scenarios = tmp_path / "scenarios.yaml"
    scenarios.write_text("format: 3\nscenarios: &s [*s]\n", encoding="utf-8")
    refused(run("check", str(scenarios)), "scenarios.yaml:2", "refers back to it")
    scenarios.write_text("format: 3\nscenarios: " + "[" * 10_000 + "]" * 10_000 + "\n", encoding="utf-8")
    refused(run("check", str(scenarios)), "scenarios.yaml:2", "nested more than")


# --- the house configuration: the builder and floorbook sheet ----------------------------------------------


@pytest.fixture(scope="module")
def builder(base) -> Builder:
    """The sheet builder's Python as the page starts it, from the site's two documents."""
    return Builder(parameters_document(REPO), sheet_data(base).as_dict())


GOOD = "base=tda-2019&language=en&event.name=X&event.date=2026-12-03&event.venue=V&event.td_contact=T"


def errors(builder: Builder, query: str) -> list[str]:
    answer = builder.preview(query)
    assert "errors" in answer, "the sheet was written"
    said = json.dumps(answer, ensure_ascii=False)
    assert not UNBOUNDED.search(said) and len(said) < 20_000, said[:500]
    return [p["text"] for p in answer["errors"]]


def test_the_builder_writes_a_good_configuration(builder: Builder) -> None:
    assert "html" in builder.preview(GOOD)
    assert "html" in builder.preview(GOOD + "&additions.0.fr=Ligne%201%0A%09Ligne%202")  # newline, tab: a paragraph


@pytest.mark.parametrize(("char", "where"), [
    ("\u202e", "event.name"), ("\u202a", "event.venue"), ("\u2066", "event.td_contact"), ("\u2069", "event.name"),
    ("\u200b", "event.venue"), ("\u200d", "event.name"), ("\u2060", "event.name"), ("\ufeff", "event.venue"),
    ("\x07", "event.name"), ("\x1b", "event.venue"), ("\n", "event.name"), ("\x85", "event.name"),
    ("\u202e", "additions.0.fr"), ("\u200b", "additions.0.en"), ("\x00", "additions.0.fr"),
])
def test_texts_that_will_be_printed_refuse_what_can_spoof_the_page(builder: Builder, char: str, where: str) -> None:
    """A right-to-left override, a zero-width or a control character in the event's name or a local rule would
    print a sheet that reads other than it says."""
    query = GOOD + ("&additions.0.fr=Règle" if where.startswith("additions") else "")
    if where in query:
        query = query.replace(f"{where}=", f"{where}=Club{char}x".replace("\x00", "%00"), 1)
    else:
        query += f"&{where}=Club{char}x"
    field = where.replace(".0.", "[0].")
    assert errors(builder, query) == [f"form: {field}: the character U+{ord(char):04X} cannot be printed: a text "
                                      "holds no invisible, direction or control character"]


def test_texts_that_will_be_printed_are_refused_in_a_file_too(tmp_path: Path) -> None:
    config = tmp_path / "house.yaml"
    config.write_text('event:\n  name: "Club \\u202etxet"\n  date: 2026-12-03\n  venue: V\n  td_contact: T\n'
                      'base: tda-2019\nadditions:\n  - fr: "Zéro\\u200blargeur"\n', encoding="utf-8")
    err = refused(run("sheet", str(config), "-o", str(tmp_path / "s.html")))
    assert "house.yaml:2: event.name: the character U+202E cannot be printed" in err
    assert "house.yaml:8: additions[0].fr: the character U+200B cannot be printed" in err


def test_repeated_topics_are_refused_never_printed_twice(builder: Builder, tmp_path: Path) -> None:
    assert errors(builder, GOOD + "&topics=time-clock,penalties,time-clock") == [
        "form: topics[2]: 'time-clock' is listed twice (first as topic 1); each topic is printed once"]
    assert errors(builder, GOOD + "&topics=" + ",".join(["time-clock"] * 10_000)) == [
        "form: topics: 10000 topics; there are 62, each listed once at most"]
    config = tmp_path / "house.yaml"
    config.write_text("event: {name: X, date: 2026-12-03, venue: V, td_contact: T}\nbase: tda-2019\n"
                      "topics:\n  - penalties\n  - penalties\n", encoding="utf-8")
    refused(run("sheet", str(config), "-o", str(tmp_path / "s.html")), "house.yaml:5: topics[1]: 'penalties' is "
            "listed twice")


def changed(query: str, given: str) -> str:
    """``query`` with the pairs of ``given`` in place of its own of the same names (and any others added)."""
    pairs = dict(parse_qsl(query))
    pairs.update(parse_qsl(given, keep_blank_values=True))
    return urlencode(pairs, safe=",:")


BEYOND = {
    "a 100,000-character date": (changed(GOOD, "event.date=" + "9" * 100_000),
                                 "form: event.date: '99999999999999999...999999999999999999' is not a date"),
    "a long name": (changed(GOOD, "event.name=" + "n" * 5000),
                    f"form: event.name: a text of 5000 characters is too long: at most {EVENT_CHARS}"),
    "a key given twice": (GOOD + "&event.name=Y", "form: event.name: is given twice"),
    "5,000 digits in a choice": (GOOD + "&choices.time_seconds=" + DIGITS_5000,
                                 "form: choices.time_seconds: a number of 5000 digits is too long"),
    "5,000 digits in a detail": (GOOD + "&details.starting_stack=" + DIGITS_5000,
                                 "form: details.starting_stack: a number of 5000 digits is too long"),
    "1_000": (GOOD + "&details.starting_stack=1_000",
              "form: details.starting_stack: '1_000' is not written as expected: a whole number in the digits 0 to 9 "
              "only, such as 1000"),
    "beyond any figure": (GOOD + "&details.starting_stack=10000000000000",
                          "form: details.starting_stack: a number of 14 digits is too long"),
    "2,000 nested objects": (GOOD + "&choices.final_table_size=" + '{"a":' * 2000 + "1" + "}" * 2000,
                             "form: choices.final_table_size: nested more than 2 levels deep"),
    "a JSON key twice": (GOOD + '&choices.final_table_size={"max":9,"max":10}',
                         "form: choices.final_table_size: 'max' is given twice"),
    "a field named twice": (GOOD + "&choices.final_table_size=by_seats:8,by_seats:9",
                            "form: choices.final_table_size: 'by_seats' is given twice"),
    "a case named twice": (GOOD + "&choices.balancing_threshold=full_ring:2,full_ring:3",
                           "form: choices.balancing_threshold: 'full_ring' is given twice"),
    "too many local rules": (GOOD + "".join(f"&additions.{i}.fr=r" for i in range(ADDITIONS + 1)),
                             f"form: additions: {ADDITIONS + 1} local rules; at most {ADDITIONS}"),
    "a long local rule": (GOOD + "&additions.0.fr=" + "r" * 5000,
                          "form: additions[0].fr: a text of 5000 characters is too long: at most 1000"),
}


@pytest.mark.parametrize("case", list(BEYOND))
def test_the_builder_refuses_what_is_beyond_a_sheet_in_one_short_message(builder: Builder, case: str) -> None:
    query, expected = BEYOND[case]
    said = errors(builder, query)
    assert len(said) == 1 and said[0].startswith(expected), said
    assert len(said[0]) < 300


def test_a_value_beyond_any_real_range_is_refused_whatever_its_declaration(builder: Builder, tmp_path: Path) -> None:
    """chip_race_max_per_player declares no maximum: no figure of a table is beyond the largest all the same."""
    assert errors(builder, GOOD + "&choices.chip_race_max_per_player=" + "9" * 13) == [
        "form: choices.chip_race_max_per_player: 9999999999999 is out of any real range: at most 1,000,000,000,000"]
    config = tmp_path / "house.yaml"
    config.write_text("event: {name: X, date: 2026-12-03, venue: V, td_contact: T}\nbase: tda-2019\n"
                      "choices:\n  chip_race_max_per_player: " + "9" * 30 + "\n", encoding="utf-8")
    refused(run("sheet", str(config), "-o", str(tmp_path / "s.html")), "house.yaml:4: choices.chip_race_max_per_player:"
            f" {'9' * 30} is out of any real range")


def test_thousands_of_problems_are_said_twenty_times(builder: Builder) -> None:
    said = errors(builder, GOOD + "".join(f"&x{i}=1" for i in range(100_000)))
    assert len(said) == 21 and said[-1] == "form: 99980 more problem(s): correct the ones above first"


@pytest.mark.parametrize("case", ["cycle", "billion-laughs", "flow-nesting", "underscore"])
def test_the_builder_refuses_a_hostile_file_as_floorbook_sheet_does(builder: Builder, case: str) -> None:
    text, line, words = YAML_CASES[case]
    answer = builder.load(text, "house.yaml")
    assert len(answer["errors"]) == 1 and words in answer["errors"][0]["message"], answer
    assert answer["errors"][0]["line"] == line
    answer = builder.load("# " + "x" * CONFIG_CHARS, "big.yaml")
    assert "too long" in answer["errors"][0]["message"]


def test_a_configuration_longer_than_any_is_refused_before_it_is_parsed(tmp_path: Path) -> None:
    text = "event:\n  name: X\n# " + "x" * CONFIG_CHARS + "\n"
    problems: list[Problem] = []
    assert parse_text(text, "big.yaml", problems, HOUSE_LOADER, CONFIG_CHARS) == (None, None)
    assert f"at most {CONFIG_CHARS:,}" in problems[0].message
    config = tmp_path / "big.yaml"
    config.write_text(text, encoding="utf-8")
    refused(run("sheet", str(config), "-o", str(tmp_path / "s.html")), "big.yaml: a text of", "too long")


def test_each_refusal_of_a_bound_has_its_french_words(builder: Builder) -> None:
    """What the builder and `floorbook sheet` say of a bound (the reader's, the configuration's) has its words in
    French too, for the builder's page to say in its language (floorbook.words.input_messages.message_words)."""
    messages = {problems[0].message for text, _, _ in YAML_CASES.values()
                for problems in [[]] if parse_text(text, "x.yaml", problems, HOUSE_LOADER) and problems}
    messages |= {p["message"] for case, (query, _) in BEYOND.items() if case != "a 100,000-character date"
                 for p in builder.preview(query)["errors"]}
    messages |= {p["message"] for query in (GOOD + "&topics=penalties,penalties", GOOD + "&event.name=A%E2%80%AEB",
                                            GOOD + "&topics=" + ",".join(["penalties"] * 100),
                                            GOOD + "".join(f"&x{i}=1" for i in range(30)))
                 for p in builder.preview(query)["errors"] if not p["message"].startswith("unknown key")}
    messages.add(builder.load("# " + "x" * CONFIG_CHARS, "big.yaml")["errors"][0]["message"])
    assert len(messages) >= 20, messages
    for message in messages:
        french = message_words(message, "fr")
        assert french != message and not re.search(r"\b(is|the|at most|given|written|nested|too long)\b", french), (
            message, french)
        assert not re.search(r" [:;?!]", french), french  # no-break spaces before French punctuation
