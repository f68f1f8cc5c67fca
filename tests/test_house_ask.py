"""``floorbook ask --house FILE``: a situation ruled first under this tournament's rules (the base rulebook with
the house's choices, :func:`floorbook.sheet.house.house_ruleset`), each house value that changes the ruling said
as the house's; the configuration read and refused as ``floorbook sheet`` reads and refuses it; ``--json``
format 4, format 3 and a question without ``--house`` unchanged."""

from __future__ import annotations

import json
import textwrap
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from floorbook.cli import main
from floorbook.corpus.loader import cached_base
from floorbook.corpus.parameters import load_declarations, load_rulesets
from floorbook.engine.rulesets import document, rulesets_from_json
from floorbook.rulings.ask import AskError, Tournament, ask_each, in_format
from floorbook.rulings.sentence_templates import VERDICT_NAMES
from floorbook.sheet.house import HOUSE_RULESET, House, house_ruleset
from floorbook.sheet.printing import load_house
from floorbook.words.lookup import say
from tests.conftest import REPO, scenario_outcomes

EXAMPLES = sorted((REPO / "examples").glob("*.yaml"))
CLUB = REPO / "examples" / "club-freezeout-ropta.yaml"
CASINO = REPO / "examples" / "casino-tda-fivebet.yaml"
NAMES = {"ropta-2023": "ROPTA 2023", "fivebet": "Fivebet"}


@cache
def house(path: Path) -> House:
    return load_house(path, cached_base(str(REPO)))


def tournament(path: Path) -> Tournament:
    h = house(path)
    return Tournament(h.rules, h.base_rules, h.config.event.name, NAMES[h.config.base], h.declarations)


def asked(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, Any]:
    assert main(["ask", *argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def without(result: dict[str, Any], *keys: str) -> dict[str, Any]:
    return {k: v for k, v in result.items() if k not in keys}


# each example: situations whose ruling a house choice changes (the choice, the house's value and the base's in
# words, in French and English) and situations it does not change (a choice read that keeps the ruling, or a
# choice of the base's own value)
CHANGED = [
    (CLUB, ["call_time", "facing_bet=true"], "time_seconds", {"seconds": 45},
     {"fr": "(Choix de la maison\u00a0: 45 secondes\u00a0; ROPTA 2023\u00a0: 30 secondes)",
      "en": "(House choice: 45 seconds; ROPTA 2023: 30 seconds)"}),
    (CLUB, ["balance_tables", "tables=A:9,B:7"], "balancing_threshold", {"threshold": 2},
     {"fr": "(Choix de la maison\u00a0: 2 joueurs\u00a0; ROPTA 2023\u00a0: en début de tournoi\u00a0: 3 joueurs",
      "en": "(House choice: 2 players; ROPTA 2023: early in the tournament: 3 players"}),
    (CASINO, ["call_time", "facing_bet=false"], "time_seconds", {"seconds": 40},
     {"fr": "(Choix de la maison\u00a0: 40 secondes\u00a0; Fivebet\u00a0: 30 secondes)",
      "en": "(House choice: 40 seconds; Fivebet: 30 seconds)"}),
]
UNCHANGED = [
    (CLUB, ["chip_push", "big_blind=100", "current_bet=325", "chips=500,25"]),  # no choice read
    (CLUB, ["final_table_size", "seats_per_table=10"]),  # the house's 9 is the ROPTA's 9 at tables of 10
    (CASINO, ["chip_push", "big_blind=100", "current_bet=325", "chips=500,25"]),
    (CASINO, ["penalty_hands", "rounds=1", "players_at_table=9"]),  # Fivebet's own 2 hands at the table
]


def test_every_example_has_situations_its_choices_change_and_situations_they_do_not():
    assert {str(c[0]) for c in CHANGED} == {str(c[0]) for c in UNCHANGED} == {str(p) for p in EXAMPLES}


@pytest.mark.parametrize(("example", "argv", "choice", "outcome", "said"), CHANGED,
                         ids=[f"{c[0].stem}-{c[1][0]}" for c in CHANGED])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_house_choice_that_changes_the_ruling_is_said_as_the_houses(capsys, example, argv, choice, outcome, said,
                                                                       lang):
    base = house(example).config.base
    got = asked(capsys, *argv, "--house", str(example), "--lang", lang)
    first, *others = got["results"]
    assert got["format"] == 4 and first["ruleset"] == HOUSE_RULESET
    assert [r["ruleset"] for r in others] == list(load_rulesets())  # then every ruleset, as without --house
    assert outcome.items() <= first["outcome"].items()
    assert first["house"]["changed"] == [choice] and first["house"]["base"] == base
    assert first["house"]["changes"][lang][0].startswith(said[lang]) and said[lang] in first["sentence"]
    for other_lang in ("fr", "en"):
        assert first["house"]["changes"][other_lang][0].startswith(said[other_lang])
    under_base = next(r for r in others if r["ruleset"] == base)
    assert first["outcome"] != under_base["outcome"] and said[lang] not in under_base["sentence"]
    assert first["articles"] == under_base["articles"]  # the house value cites the article it departs from

    assert main(["ask", *argv, "--house", str(example), "--lang", lang]) == 0  # for people
    out = capsys.readouterr().out
    by_house = {"fr": ", par choix de la maison", "en": ", by house choice"}[lang]
    heading = f"{tournament(example).name(lang)} — {say(VERDICT_NAMES[first['verdict']], lang)}{by_house}"
    assert out.split("\n\n")[1].splitlines()[0] == heading
    assert said[lang] in out and choice not in out and f"\n{HOUSE_RULESET} —" not in out  # no identifier


@pytest.mark.parametrize(("example", "argv"), UNCHANGED, ids=[f"{c[0].stem}-{c[1][0]}" for c in UNCHANGED])
def test_a_ruling_the_house_does_not_change_is_the_base_rulebooks(capsys, example, argv):
    base = house(example).config.base
    got = asked(capsys, *argv, "--house", str(example), "--lang", "en")
    first = got["results"][0]
    under_base = next(r for r in got["results"] if r["ruleset"] == base)
    assert first["house"]["changed"] == [] and first["house"]["changes"] == {"fr": [], "en": []}
    assert without(first, "ruleset", "house") == without(under_base, "ruleset")
    assert main(["ask", *argv, "--house", str(example), "--lang", "en"]) == 0
    assert "house choice)" not in capsys.readouterr().out.split("\n\n")[1]  # its heading: the tournament's name


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.stem)
def test_the_house_changes_exactly_the_rulings_it_says_it_changes_for_every_scenario(example):
    """Every scenario's input ruled under the house: a ruling that names no house choice is the base's word for
    word, one that names some differs from the base's, and names only choices whose value is not the base's."""
    t = tournament(example)
    base = t.base_rules.id
    changed, seen = 0, set()
    for sc, situation, rid, _ in scenario_outcomes():
        if rid != base or sc.id in seen:
            continue
        seen.add(sc.id)
        try:
            answer = ask_each(situation.name, sc.input, load_rulesets(), "en", [base], t)
        except AskError:  # an input the base cannot rule (impossible under it): not a ruling to compare
            continue
        if not answer["results"] or answer["results"][0]["ruleset"] != HOUSE_RULESET:
            continue
        mine, theirs = answer["results"][0], answer["results"][1]
        if set(mine["house"]["changed"]) & set(t.changed):
            changed += 1
            assert (mine["verdict"], mine["outcome"]) != (theirs["verdict"], theirs["outcome"]), sc.id
        elif mine["house"]["changed"]:  # the house's word for the base's value, where the base's is our reading
            assert without(mine, "ruleset", "house", "readings", "sentence") == without(theirs, "ruleset",
                                                                                         "readings", "sentence")
            assert theirs["readings"]["en"] and not mine["readings"]["en"], sc.id
        else:
            assert without(mine, "ruleset", "house") == without(theirs, "ruleset"), sc.id
    assert changed >= 1 and len(seen) > 100


def test_the_tournament_is_named_for_people_by_the_event(capsys):
    t = tournament(CLUB)
    assert t.name("fr") == "Freezeout du jeudi — ce tournoi (ROPTA 2023 + 3 choix de la maison)"
    assert t.name("en") == "Freezeout du jeudi — this tournament (ROPTA 2023 + 3 house choices)"
    one = Tournament(house_ruleset(t.base_rules, {"time_seconds": house(CLUB).choices["time_seconds"]}),
                     t.base_rules, "Jeudi", "ROPTA 2023", t.declarations)
    none = Tournament(house_ruleset(t.base_rules, {}), t.base_rules, "Jeudi", "ROPTA 2023", t.declarations)
    assert one.name("en") == "Jeudi — this tournament (ROPTA 2023 + 1 house choice)"
    assert none.name("fr") == "Jeudi — ce tournoi (ROPTA 2023, sans choix de la maison)"
    assert main(["ask", "call_time", "facing_bet=true", "--house", str(CLUB)]) == 0
    out = capsys.readouterr().out
    assert out.split("\n\n")[1].startswith(t.name("fr") + " — ")
    assert "\nROPTA 2023 — tranché\n" in out  # the rulebook as published, after


def test_the_json_gives_the_houses_ruleset_its_base_and_its_choices(capsys):
    got = asked(capsys, "call_time", "facing_bet=true", "--house", str(CASINO), "--ruleset", "fivebet")
    assert [r["ruleset"] for r in got["results"]] == [HOUSE_RULESET, "fivebet"]  # --ruleset: the house first
    h = got["results"][0]["house"]
    assert set(h) == {"event", "base", "name", "choices", "changed", "changes"}
    assert h["event"] == "Fivebet Winter Series — Main Event" and h["base"] == "fivebet"
    assert h["name"]["en"] == "Fivebet Winter Series — Main Event — this tournament (Fivebet + 4 house choices)"
    assert h["choices"] == {"time_seconds": 40, "hand_for_hand_minutes_per_hand": 2,
                            "penalty_stay_at_table_max_hands": 2, "short_all_in_reopens": "cumulative"}
    assert "house" not in got["results"][1]
    again = asked(capsys, "call_time", "facing_bet=true", "--house", str(CASINO), "--ruleset", "house",
                  "--ruleset", "fivebet")
    assert again == got  # the house may be named, once


def test_format_3_and_a_question_without_house_are_unchanged(capsys):
    argv = ["call_time", "facing_bet=true", "--lang", "en"]
    plain = asked(capsys, *argv)
    plain3 = asked(capsys, *argv, "--json-format", "3")
    assert plain3 == {**plain, "format": 3} and plain["format"] == 4
    assert not any("house" in r for r in plain["results"])
    with_house = asked(capsys, *argv, "--house", str(CLUB), "--json-format", "3")
    assert with_house["format"] == 3
    assert with_house["results"][1:] == plain3["results"]  # the rulebooks' results: format 3 exactly, as without
    assert set(with_house["results"][0]) == set(plain3["results"][0])  # the house's: format 3's fields alone
    listed = json.loads(_stdout(capsys, *argv, "--house", str(CLUB), "--json", "--json-format", "1"))
    assert listed == in_format("call_time", with_house["results"], 1)


def _stdout(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    assert main(["ask", *argv]) == 0
    return capsys.readouterr().out


GOOD = textwrap.dedent("""\
    event: {name: Test, date: 2026-12-01, venue: Ici, td_contact: Moi}
    base: ropta-2023
    choices: {time_seconds: 45}
    """)


@pytest.mark.parametrize(("config", "message"), [
    (GOOD.replace("time_seconds: 45", "time_seconds: 5"),
     "house.yaml:3: choices.time_seconds: 5 is out of range; allowed: 10 to 300 seconds"),
    (GOOD.replace("base: ropta-2023", "base: ropta-2099"), "house.yaml:2: base: unknown base 'ropta-2099'; allowed:"),
    (GOOD.replace("time_seconds: 45", "time_secs: 45"), "house.yaml:3: choices.time_secs: unknown parameter"),
    ("event: [\n", "house.yaml:2: YAML syntax error"),
    (None, "house.yaml: no such file"),
])
@pytest.mark.parametrize("json_flag", [[], ["--json"]])
def test_a_bad_house_file_is_refused_as_floorbook_sheet_refuses_it(tmp_path, capsys, config, message, json_flag):
    path = tmp_path / "house.yaml"
    if config is not None:
        path.write_text(config, encoding="utf-8")
    assert main(["sheet", str(path), "-o", str(tmp_path / "s.html")]) == 1
    sheet_lines = capsys.readouterr().err.splitlines()[1:]
    assert main(["ask", "call_time", "facing_bet=true", "--house", str(path), *json_flag]) == 2
    captured = capsys.readouterr()
    lines = captured.err.splitlines()
    assert lines[0].startswith("floorbook: the house configuration was refused, nothing ruled")
    assert lines[1:] == sheet_lines and any(message in line for line in lines[1:]), lines
    assert captured.out == "" and "Traceback" not in captured.err


def test_the_house_ruleset_is_json_able_and_rules_the_same_read_back():
    """The browser reads rulesets as JSON (:func:`rulesets_from_json`): the house's reads back and rules alike."""
    t = tournament(CLUB)
    doc = json.dumps(document(load_declarations(), {HOUSE_RULESET: t.rules}))
    back = rulesets_from_json(doc)[HOUSE_RULESET]
    assert back == t.rules and back.base == "ropta-2023"
    again = Tournament(back, t.base_rules, t.event, t.base_title, t.declarations)
    data = {"facing_bet": True}
    assert ask_each("call_time", data, load_rulesets(), "fr", None, again) == \
        ask_each("call_time", data, load_rulesets(), "fr", None, t)


def test_a_ruleset_named_as_the_house_is_refused():
    t = tournament(CLUB)
    with pytest.raises(AskError, match="names a rulebook"):
        ask_each("call_time", {"facing_bet": True}, {**load_rulesets(), HOUSE_RULESET: t.base_rules}, "en", None, t)


def test_a_choice_left_to_the_tournament_director_is_said_as_the_houses(tmp_path, capsys):
    path = tmp_path / "house.yaml"
    path.write_text(GOOD.replace("time_seconds: 45", "time_seconds: discretion"), encoding="utf-8")
    got = asked(capsys, "call_time", "facing_bet=true", "--house", str(path), "--lang", "en", "--ruleset",
                "ropta-2023")
    first = got["results"][0]
    assert first["verdict"] == "discretion" and first["house"]["changed"] == ["time_seconds"]
    assert first["sentence"].endswith("(House choice: left to the tournament director; ROPTA 2023: 30 seconds)")


def test_a_house_value_that_states_what_the_base_leaves_to_our_reading_replaces_our_reading(capsys):
    """Fivebet's 2 minutes a hand during hand-for-hand is a reading of ours; the casino chose 2 minutes: under the
    house the ruling rests on the house's word, said as such, and no longer on ours."""
    got = asked(capsys, "hand_for_hand_clock", "level_minutes=40", "--house", str(CASINO), "--lang", "en",
                "--ruleset", "fivebet")
    mine, fivebet = got["results"]
    assert mine["outcome"] == fivebet["outcome"] and fivebet["readings"]["en"] and not mine["readings"]["en"]
    assert mine["house"]["changed"] == ["hand_for_hand_minutes_per_hand"]
    assert mine["sentence"].endswith("(House choice: 2 minutes, as Fivebet)")
    assert mine["house"]["changes"]["fr"] == ["(Choix de la maison\u00a0: 2 minutes, comme Fivebet)"]
