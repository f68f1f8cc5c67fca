"""Engine parameters declared once (parameters/_declarations.yaml) and every ruleset checked
against the declarations at load, each problem reported as ``file:line: field: what was expected``;
the engine handles every declared value."""

from __future__ import annotations

import json
import re
import textwrap
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest

from floorbook.corpus.inputs import read_input
from floorbook.corpus.parameters import (
    DECLARATIONS_FILE,
    RulesetError,
    load_declarations,
    load_rulesets,
    parameters_document,
    read_declaration,
)
from floorbook.corpus.scenarios import load_all
from floorbook.corpus.traceability import Reading
from floorbook.engine import SITUATIONS
from floorbook.engine.declarations import ALWAYS_ALLOWED, Declaration, Label, ValueSpec
from floorbook.engine.outcomes import VERDICTS
from floorbook.engine.registry import Input
from floorbook.engine.rulesets import Parameter, rulesets_from_json

REPO = Path(__file__).resolve().parent.parent
DECLARATIONS = load_declarations()
RULESETS = load_rulesets()
OVERRIDE = "test/override"


# --- the declarations and the rulesets ------------------------------------------------------------


def test_declarations_are_complete() -> None:
    assert len(DECLARATIONS) >= 60
    for name, d in DECLARATIONS.items():
        assert d.name == name
        assert d.description.fr != d.description.en, f"{name}: description not translated"
        assert d.description.fr.endswith((".", "?")) and d.description.en.endswith((".", "?")), name
        if d.type == "choice" and name != "misdeal_unlisted":
            assert d.values, f"{name}: a choice without values"
        for value, label in d.values.items():
            assert label.fr and label.en, f"{name}.{value}"
            assert d.label(value, "fr") == label.fr and d.label(value, "en") == label.en


def test_every_ruleset_gives_exactly_the_declared_parameters_with_valid_values() -> None:
    for rid, rules in RULESETS.items():
        assert set(rules.parameters) == set(DECLARATIONS), rid
        for name, p in rules.parameters.items():
            assert DECLARATIONS[name].check(p.value) == [], f"{rid}.{name} = {p.value!r}"


def test_every_choice_of_every_ruleset_is_an_allowed_value() -> None:
    for rid, rules in RULESETS.items():
        for name, p in rules.parameters.items():
            d = DECLARATIONS[name]
            if d.type == "choice":
                assert p.value in (*d.values, *ALWAYS_ALLOWED), f"{rid}.{name} = {p.value!r}"
            elif d.type == "list" and isinstance(p.value, list):
                assert set(p.value) <= set(d.values), f"{rid}.{name} = {p.value!r}"


def test_every_declared_parameter_is_read_by_the_engine() -> None:
    source = "".join(p.read_text(encoding="utf-8") for p in (REPO / "floorbook" / "engine").glob("*.py"))
    unread = [n for n in DECLARATIONS if f'"{n}"' not in source]
    assert unread == []


def test_the_declarations_file_is_not_a_ruleset() -> None:
    assert (REPO / DECLARATIONS_FILE).is_file()
    assert not any(rid.startswith("_") for rid in RULESETS)


# --- mutations of a copy of the repository: file:line: field: what was expected -------------------


def _break(root: Path, rel: str, old: str, new: str) -> int:
    """Replace the first ``old`` in ``root/rel`` by ``new``; return the line where ``new`` starts."""
    path = root / rel
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {rel}"
    at = text.index(old)
    path.write_text(text[:at] + new + text[at + len(old):], encoding="utf-8")
    return text[:at].count("\n") + 1


def _problems(root: Path) -> list[str]:
    with pytest.raises(RulesetError) as err:
        load_rulesets(root)
    return [str(p) for p in err.value.problems]


def _line_of(root: Path, rel: str, pattern: str) -> int:
    lines = (root / rel).read_text(encoding="utf-8").splitlines()
    return next(i for i, line in enumerate(lines, 1) if re.search(pattern, line))


def test_misspelt_choice(repo_copy: Path) -> None:
    line = _break(repo_copy, "parameters/tda-2019/chips.yaml", "value: smallest", "value: larguest")
    assert _problems(repo_copy) == [
        f"parameters/tda-2019/chips.yaml:{line}: multiple_chips_removed.value: 'larguest' is not allowed; "
        "allowed: smallest, any, largest, silent, discretion; did you mean 'largest'?"
    ]


def test_not_a_number_for_seconds(repo_copy: Path) -> None:
    rel = "parameters/ropta-2023/clock.yaml"
    _break(repo_copy, rel, "time_seconds:\n  value: 30", "time_seconds:\n  value: abc")
    line = _line_of(repo_copy, rel, "value: abc")
    assert _problems(repo_copy) == [
        f"{rel}:{line}: time_seconds.value: 'abc' is not a whole number; allowed: 10 to 300 seconds, silent, discretion"
    ]


def test_out_of_range_and_per_case_values(repo_copy: Path) -> None:
    rel = "parameters/ropta-2023/tables.yaml"
    line = _break(repo_copy, rel, "value: {early: 3, late: 2}", "value: {early: 30, lat: 2}")
    assert _problems(repo_copy) == [
        f"{rel}:{line}: balancing_threshold.value.early: 30 is out of range; "
        "allowed: 1 to 5 players, silent, discretion",
        f"{rel}:{line}: balancing_threshold.value.lat: 'lat' is not a known case; allowed: full_ring, short_handed, "
        "early, late; did you mean 'late'?",
    ]


def test_unknown_article(repo_copy: Path) -> None:
    rel = "parameters/tda-2010/betting.yaml"
    line = _break(repo_copy, rel, "articles: [tda-2010/31]", "articles: [tda-2010/999]")
    assert _problems(repo_copy) == [f"{rel}:{line}: min_raise.articles[0]: cites an unknown article 'tda-2010/999'; "
                                    "did you mean 'tda-2010/9'?"]


def test_duplicate_key_in_a_parameter_file(repo_copy: Path) -> None:
    rel = "parameters/club-nlhe/betting.yaml"
    line = _break(repo_copy, rel, "min_raise:", "min_bet:\n  value: big_blind\nmin_raise:")
    first = _line_of(repo_copy, rel, "^min_bet:")
    assert _problems(repo_copy) == [
        f"{rel}:{line}: min_bet: duplicate key (first at line {first}); a YAML mapping must not repeat a key"
    ]  # the file's other parameters are not reported missing as well


def test_parameter_defined_in_two_files_of_a_ruleset(repo_copy: Path) -> None:
    rel = "parameters/tda-2010/clock.yaml"
    line = _break(repo_copy, rel, "time_min_delay:", "min_bet:\n  value: silent\ntime_min_delay:")
    first = "parameters/tda-2010/betting.yaml"
    assert _problems(repo_copy) == [
        f"{rel}:{line}: min_bet: parameter defined twice in this ruleset "
        f"(first in {first}:{_line_of(repo_copy, first, '^min_bet:')})"
    ]


def test_undeclared_parameter(repo_copy: Path) -> None:
    rel = "parameters/ropta-2023/betting.yaml"
    new = "min_bett:\n  value: big_blind\n  articles: [ropta-2023/9.6]\nmin_raise:"
    line = _break(repo_copy, rel, "min_raise:", new)
    assert _problems(repo_copy) == [
        f"{rel}:{line}: min_bett: undeclared parameter: declare it in {DECLARATIONS_FILE}; did you mean 'min_bet'?"
    ]


def test_declared_parameter_missing_from_a_ruleset(repo_copy: Path) -> None:
    _break(repo_copy, "parameters/club-nlhe/showdown.yaml", "see_hand_right:\n  value: silent\n", "")
    line = _line_of(repo_copy, DECLARATIONS_FILE, "^see_hand_right:")
    [problem] = _problems(repo_copy)
    assert problem.startswith(f"{DECLARATIONS_FILE}:{line}: see_hand_right: missing from ruleset 'club-nlhe'")


def test_overlay_values_are_checked_too(repo_copy: Path) -> None:
    rel = "parameters/fivebet/button.yaml"
    line = _break(repo_copy, rel, "value: kept", "value: keep")
    assert _problems(repo_copy) == [
        f"{rel}:{line}: heads_up_antes.value: 'keep' is not allowed; allowed: kept, classic_only, silent, discretion; "
        "did you mean 'kept'?"
    ]


def test_a_broken_declaration_is_reported_with_its_line(repo_copy: Path) -> None:
    line = _break(repo_copy, DECLARATIONS_FILE, "  type: integer\n  min: 10\n  max: 300",
                  "  type: integr\n  min: 10\n  max: 300")
    [problem] = _problems(repo_copy)
    assert problem.startswith(f"{DECLARATIONS_FILE}:{line}: time_seconds.type: ")
    assert "'integer'" in problem


def test_a_declaration_may_not_list_silent_or_discretion() -> None:
    with pytest.raises(ValueError, match="silent is always allowed"):
        ValueSpec(type="choice", values={"silent": Label(fr="rien", en="nothing")})


# --- the engine handles every declared value ---------------------------------------------------------


def _samples(spec: ValueSpec) -> list[Any]:
    """Representative values of a declaration: every allowed value, the ends of a range, each case, each field."""
    if spec.type == "choice":
        return list(spec.values)
    if spec.type == "boolean":
        return [True, False]
    if spec.type == "list":
        items = list(spec.values)
        if spec.min_items == len(items):  # an order of all the items
            return [items, items[::-1]]
        return [[v] for v in items] + [items, []]
    if spec.type in ("integer", "number"):
        low = spec.min if spec.min is not None else 0
        high = spec.max if spec.max is not None else low + 3
        ends = [int(low), int(high)] if spec.type == "integer" else [low, high]
        return ends + [{case: ends[0]} for case in spec.cases]
    if spec.fields:
        return [{name: sample} for name, field in spec.fields.items() for sample in _samples(field)[:2]]
    assert spec.keys is not None and spec.items is not None
    return [dict(zip(_samples(spec.keys)[:2], _samples(spec.items)[:2], strict=True))]


# Situations no scenario asks yet, for the parameters they read (run under every ruleset).
EXTRA_INPUTS = [
    ("declaration", {"big_blind": 100, "current_bet": 300, "said": "check"}),  # check_facing_bet
    ("min_raise", {"big_blind": 100, "current_bet": 0}),  # min_bet (cited by the minimum raise of an opening)
]


def _cases() -> list[tuple[str, str, str, Input]]:
    """(scenario id, situation, ruleset, input) of every computable scenario, and the extra inputs."""
    out = []
    for _, sc in load_all():
        if not sc.computable:
            continue
        inp = read_input(SITUATIONS[sc.situation or ""], sc.input)
        for rid in [sc.ruleset] if sc.ruleset else list(sc.expect_by_ruleset or {}):
            out.append((sc.id, sc.situation or "", rid, inp))
    for i, (situation, data) in enumerate(EXTRA_INPUTS):
        inp = read_input(SITUATIONS[situation], data)
        out += [(f"extra-{i}", situation, rid, inp) for rid in RULESETS]
    return out


@pytest.fixture(scope="module")
def readers() -> dict[str, list[tuple[str, str, str, Input]]]:
    """For each parameter, the scenario runs that read it."""
    out: dict[str, list[tuple[str, str, str, Input]]] = defaultdict(list)
    for sid, situation, rid, inp in _cases():
        rules = Reading(RULESETS[rid])
        try:
            SITUATIONS[situation].run(inp, rules)
        except ValueError:
            pass
        for name in rules.read:
            out[name].append((sid, situation, rid, inp))
    return out


def _run_with(name: str, value: Any, runs: list[tuple[str, str, str, Input]]) -> list[str]:
    """Run the scenarios reading ``name`` with its value replaced; what went wrong."""
    failures = []
    for sid, situation, rid, inp in runs:
        rules = RULESETS[rid].with_overrides(rid, {name: Parameter(name, value, (OVERRIDE,), None, "test")})
        try:
            ruling = SITUATIONS[situation].run(inp, rules)
        except ValueError as err:  # an input that this value needs more of is fine; an unknown value is not
            if "unknown" in str(err) or "not in list" in str(err) or "could not convert" in str(err):
                failures.append(f"{name}={value!r} in {sid} ({rid}): {err}")
        except Exception as err:  # any other crash is a gap in the engine
            failures.append(f"{name}={value!r} in {sid} ({rid}): {type(err).__name__}: {err}")
        else:
            assert ruling.status in VERDICTS, f"{name}={value!r} in {sid}: {ruling.status}"
    return failures


def test_every_declared_parameter_is_exercised_by_some_scenario(readers: dict[str, list]) -> None:
    assert [n for n in DECLARATIONS if not readers.get(n)] == []


@pytest.mark.parametrize("name", list(DECLARATIONS))
def test_the_engine_handles_every_declared_value(name: str, readers: dict[str, list]) -> None:
    declaration: Declaration = DECLARATIONS[name]
    samples = _samples(declaration) or list(ALWAYS_ALLOWED)  # misdeal_unlisted: only silent or discretion
    failures = []
    for value in samples:
        assert declaration.check(value) == [], f"sample {value!r} of {name} breaks its own declaration"
        failures += _run_with(name, value, readers[name])
    assert failures == []


# `silent` and `discretion` are allowed for every parameter, but the engine does not rule every one of
# them yet: these (parameter, value) pairs crash. The list may only shrink.
KNOWN_GAPS: set[tuple[str, str]] = set()  # every parameter may be silent or at discretion


def test_silent_and_discretion_gaps_do_not_grow(readers: dict[str, list]) -> None:
    crashing = set()
    for name in DECLARATIONS:
        for value in ALWAYS_ALLOWED:
            if _run_with(name, value, readers[name]):
                crashing.add((name, value))
    assert crashing <= KNOWN_GAPS, sorted(crashing - KNOWN_GAPS)


# --- house sheets: choices checked against the declarations ---------------------------------------------

HOUSE = textwrap.dedent("""\
    event: {name: Test, date: 2026-12-01, venue: Ici, td_contact: Moi}
    base: ropta-2023
    choices:
    """)


@pytest.mark.parametrize(
    ("choices", "message"),
    [
        ("  multiple_chips_removed: larguest\n",
         "choices.multiple_chips_removed: 'larguest' is not allowed; allowed: smallest, any, largest, discretion; "
         "did you mean 'largest'?"),
        ("  short_all_in_reopens: silent\n", "choices.short_all_in_reopens: 'silent' is not allowed; allowed: "),
        ("  final_table_size: 11\n", "choices.final_table_size: 11 is out of range; allowed: 6 to 10 players"),
        ("  under_raise_threshold: half\n",
         "choices.under_raise_threshold: 'half' is not a number; allowed: 0.25 to 1"),
        ("  chip_race_suit_order: [spades, hearts]\n",
         "choices.chip_race_suit_order: 2 items; expected 4 of spades, hearts, diamonds, clubs"),
        ("  see_hand_requires_cards: maybe\n",
         "choices.see_hand_requires_cards: 'maybe' is not true or false; allowed: true, false, discretion"),
    ],
)
def test_house_choices_are_checked_against_the_declarations(tmp_path: Path, base, choices: str, message: str) -> None:
    from floorbook.sheet.house import SheetError
    from floorbook.sheet.printing import load_house

    (tmp_path / "house.yaml").write_text(HOUSE + choices, encoding="utf-8")
    with pytest.raises(SheetError) as err:
        load_house(tmp_path / "house.yaml", base)
    assert message in str(err.value), str(err.value)


def test_house_may_choose_any_declared_value(tmp_path: Path, base) -> None:
    from floorbook.sheet.printing import load_house

    choices = ("  dead_button: big_blind_advances_dealer_repeats\n  balancing_threshold: {early: 3, late: 2}\n"
               "  final_table_size: 8\n  see_hand_requires_cards: true\n  time_seconds: discretion\n")
    (tmp_path / "house.yaml").write_text(HOUSE + choices, encoding="utf-8")
    house = load_house(tmp_path / "house.yaml", base)
    assert house.rules["dead_button"].value == "big_blind_advances_dealer_repeats"
    assert house.rules["final_table_size"].value == {"max": 8}
    assert house.rules["time_seconds"].is_discretion


def _guide_blocks(page: str) -> list[dict[str, Any]]:
    import yaml

    text = (REPO / "site_src" / "guide" / page).read_text(encoding="utf-8")
    return [yaml.safe_load(b) for b in re.findall(r"```yaml\n(.*?)```", text, re.S)]


@pytest.mark.parametrize("page", ["data-format.md", "data-format.en.md"])
def test_the_guide_example_is_a_valid_declaration(page: str) -> None:
    [block] = [b for b in _guide_blocks(page) if "description" in (b.get("multiple_chips_removed") or {})]
    example = read_declaration(block["multiple_chips_removed"])
    real = DECLARATIONS["multiple_chips_removed"]
    assert all(real.values[v] == label for v, label in example.values.items())


@pytest.mark.parametrize("page", ["data-format.md", "data-format.en.md"])
def test_the_guide_example_of_an_interpretation_is_valid(page: str, tmp_path: Path) -> None:
    """The guide's `interpretation` example loads as a ruleset value (in a copy of TDA 2019's folder)."""
    import shutil

    import yaml

    [block] = [b for b in _guide_blocks(page) if "interpretation" in (b.get("dead_button") or {})]
    shutil.copytree(REPO / "parameters", tmp_path / "parameters")
    for name in ("rules", "seeds"):
        (tmp_path / name).symlink_to(REPO / name)
    rel = tmp_path / "parameters" / "tda-2019" / "button.yaml"
    data = yaml.safe_load(rel.read_text(encoding="utf-8"))
    data["dead_button"] = block["dead_button"]
    rel.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    example = load_rulesets(tmp_path)["tda-2019"]["dead_button"]
    real = RULESETS["tda-2019"]["dead_button"]
    assert example.interpretation is not None and real.interpretation is not None
    assert (example.value, example.articles, example.interpretation.borrows) == (
        real.value, real.articles, real.interpretation.borrows)


# --- interpretations: a value the rulebook's text does not state is marked as ours ----

STATED: dict[str, dict[str, Any]] = __import__("yaml").safe_load(
    (REPO / "tests" / "stated_parameters.yaml").read_text(encoding="utf-8"))


def _fold(text: str) -> str:
    """Text folded for quoting: case, white space, apostrophes, quotation marks, Markdown emphasis."""
    text = text.lower().replace("**", "")
    for odd, plain in (("’", "'"), ("‘", "'"), ("“", '"'), ("”", '"'), ("«", '"'), ("»", '"'), ("\u00a0", " ")):
        text = text.replace(odd, plain)
    return re.sub(r"\s+", " ", re.sub(r'"\s+', '"', re.sub(r'\s+"', '"', text))).strip()


def _cited_text(base, articles: tuple[str, ...]) -> str:
    """The French words of the articles a value cites: their text and their addendum (TDA 2019)."""
    parts = []
    for aid in articles:
        a = base.articles[aid]
        parts.append(a.text.fr)
        parts += [item.text.fr for entry in a.addendum for item in entry.items]
        parts += [entry.heading.fr for entry in a.addendum if entry.heading]
    return _fold("\n".join(parts))


def test_every_value_is_stated_by_its_articles_or_marked_as_an_interpretation(base) -> None:
    """Every value a ruleset sets (not silent, not inherited) is either stated by its articles — the
    words are listed in tests/stated_parameters.yaml and found in the French text — or marked
    ``interpretation`` in parameters/: a reading of ours never passes for the rulebook's rule."""
    problems = []
    for rid, rules in RULESETS.items():
        listed = STATED.get(rid) or {}
        for name, p in rules.parameters.items():
            if p.ruleset != rid or p.is_silent:
                continue  # an inherited value is checked in the ruleset that sets it
            entry = listed.get(name)
            if p.is_interpretation:
                if entry is not None:
                    problems.append(f"{rid}.{name}: marked as an interpretation, yet listed as stated")
                continue
            if entry is None:
                problems.append(f"{rid}.{name} = {p.value!r}: neither listed as stated (with the words of "
                                f"{', '.join(p.articles)}) nor marked as an interpretation")
                continue
            if isinstance(entry, dict):
                if not (set(entry) == {"reason"} and isinstance(entry["reason"], str) and len(entry["reason"]) > 20):
                    problems.append(f"{rid}.{name}: an entry without a quote needs a `reason`")
                elif p.value not in ([], "discretion"):
                    problems.append(f"{rid}.{name} = {p.value!r}: only an empty value may go without a quote")
                continue
            text = _cited_text(base, p.articles)
            for quote in [entry] if isinstance(entry, str) else entry:
                if _fold(quote) not in text:
                    problems.append(f"{rid}.{name}: {quote!r} is not in {', '.join(p.articles)}")
    for rid, entries in STATED.items():
        for name in entries or {}:
            p = RULESETS[rid].parameters.get(name) if rid in RULESETS else None
            if p is None or p.ruleset != rid or p.is_silent:
                problems.append(f"{rid}.{name}: listed as stated, but the ruleset sets no such value")
    assert problems == []


def test_the_words_an_interpretation_quotes_are_the_rulebooks(base) -> None:
    """An interpretation's reason quotes the rulebooks between « » (our own glosses go without them): each
    quote is found in the French text of its rulebook or of the articles it borrows."""
    problems = []
    for rid, rules in RULESETS.items():
        for name, p in rules.parameters.items():
            if p.ruleset != rid or p.interpretation is None:
                continue
            sources = {rid, *(base.sources[rid].data.base or "",)} if rid in base.sources else {rid}
            own = [a.id for a in base.articles.values() if a.source in sources]
            text = _cited_text(base, (*own, *p.interpretation.borrows))
            for lang in ("fr", "en"):
                for quote in re.findall(r"«\s*(.*?)\s*»", p.interpretation.reason.get(lang)):
                    if _fold(quote) not in text:
                        problems.append(f"{rid}.{name} ({lang}): « {quote} » is not the rulebooks' text")
    assert problems == []


def test_the_known_readings_are_marked_and_the_unsupported_values_fixed() -> None:
    """The known readings: values the text does not state, marked as ours."""
    dead = RULESETS["tda-2019"]["dead_button"]
    assert dead.interpretation is not None and dead.interpretation.borrows == ("tda-2010/24",)
    assert RULESETS["fivebet"]["dead_button"].interpretation == dead.interpretation  # inherited with its mark
    assert RULESETS["tda-2010"]["declared_under_raise"].value == "complete"  # r29: the announcement binds
    assert RULESETS["tda-2010"].cite("declared_under_raise") == ("tda-2010/29", "tda-2010/31")
    for rid in ("tda-2010", "club-tournois"):  # no big-blind floor in r31 / 9-7
        assert RULESETS[rid]["min_raise_floor"].is_silent
    for rid in ("tda-2019", "ropta-2023", "club-nlhe"):
        assert RULESETS[rid].value("min_raise_floor") == "big_blind"
    for rules in RULESETS.values():
        for p in rules.parameters.values():
            if p.interpretation:
                assert p.interpretation.reason.fr != p.interpretation.reason.en, (rules.id, p.name)
                assert not set(p.interpretation.borrows) & set(p.articles), (rules.id, p.name)


def test_an_interpretation_is_checked_at_load(repo_copy: Path) -> None:
    rel = "parameters/tda-2019/button.yaml"
    text = (repo_copy / rel).read_text(encoding="utf-8")
    assert "    borrows: [tda-2010/24]\n" in text
    _break(repo_copy, rel, "    borrows: [tda-2010/24]\n", "    borrows: [tda-2010/24, tda-2019/32, tda-2010/99]\n")
    borrows = _line_of(repo_copy, rel, r"borrows: \[tda-2010/24, ")
    _break(repo_copy, rel, "dead_button_dealer:\n  value: silent\n",
           "dead_button_dealer:\n  value: silent\n  interpretation: {reason: {fr: Lu., en: Read.}}\n")
    silent = _line_of(repo_copy, rel, r"interpretation: \{reason: \{fr: Lu")
    _break(repo_copy, rel, "button_ante_dead_button:\n  value: silent\n",
           "button_ante_dead_button:\n  value: discretion\n  articles: [tda-2019/32]\n"
           "  interpretation: {reason: {fr: Lu.}, borrow: []}\n")
    broken = _line_of(repo_copy, rel, r"interpretation: \{reason: \{fr: Lu\.\}")
    assert sorted(_problems(repo_copy)) == sorted([
        f"{rel}:{borrows}: dead_button.interpretation.borrows[1]: 'tda-2019/32' is already cited in articles: "
        "borrows lists the other rulebooks' articles the value is taken from",
        f"{rel}:{borrows}: dead_button.interpretation.borrows[2]: borrows an unknown article 'tda-2010/99'; "
        "did you mean 'tda-2010/9'?",
        f"{rel}:{silent}: dead_button_dealer.interpretation: a silent value states nothing to interpret: remove the "
        "interpretation, or give the value read into the text",
        f"{rel}:{broken}: button_ante_dead_button.interpretation.reason.en: is required but missing",
        f"{rel}:{broken}: button_ante_dead_button.interpretation.borrow: is not a known field (check its spelling); "
        "did you mean 'borrows'?",
    ])


def test_a_french_note_is_read_and_needs_the_english_one(repo_copy: Path) -> None:
    rel = "parameters/tda-2019/button.yaml"
    rules = load_rulesets()["tda-2019"]["dead_button_dealer"]
    assert (rules.note, rules.note_fr) == ("Dealt by a dealer: who deals a dead button does not arise.",
                                          "Donne faite par un croupier\u00a0: la question de qui donne avec un "
                                          "bouton mort ne se pose pas.")
    _break(repo_copy, rel, '  note: "Dealt by a dealer: who deals a dead button does not arise."\n', "")
    alone = _line_of(repo_copy, rel, r"note_fr: \"Donne faite par un croupier")
    _break(repo_copy, rel, "button_ante_dead_button:\n  value: silent\n",
           "button_ante_dead_button:\n  value: silent\n  note_en: Not said.\n")
    misspelt = _line_of(repo_copy, rel, r"note_en: Not said")
    assert sorted(_problems(repo_copy)) == sorted([
        f"{rel}:{alone}: dead_button_dealer.note_fr: a French note translates the note: give the English `note` "
        "beside it",
        f"{rel}:{misspelt}: button_ante_dead_button.note_en: is not a known field (check its spelling); "
        "did you mean 'note'?",
    ])


def test_a_french_note_goes_to_the_browser_and_back() -> None:
    rules = load_rulesets()
    back = rulesets_from_json(json.dumps(parameters_document()))
    notes = {(rid, n): p.note_fr for rid, r in rules.items() for n, p in r.parameters.items() if p.note_fr}
    assert len(notes) > 100
    assert {(rid, n): back[rid][n].note_fr for rid, n in notes} == notes


def test_the_words_a_caveat_quotes_are_its_articles_and_it_is_said_after_the_ruling(base) -> None:
    """A caveat (what the rulebook sets beside a value: ropta-2023/1.8's other period, or another of its articles on
    the same case, named) quotes the rulebook between « », in French; the English says it in English. Every ruling
    resting on the value says it."""
    problems, seen = [], 0
    for rid, rules in RULESETS.items():
        for name, p in rules.parameters.items():
            if p.ruleset != rid or p.caveat is None:
                continue
            seen += 1
            sources = {rid, *(base.sources[rid].data.base or "",)} if rid in base.sources else {rid}
            text = _cited_text(base, [a.id for a in base.articles.values() if a.source in sources])
            quotes = re.findall(r"«\s*(.*?)\s*»", p.caveat.fr)
            if not quotes:
                problems.append(f"{rid}.{name}: a caveat quotes its article in French")
            problems += [f"{rid}.{name}: « {q} » is not the rulebook's text" for q in quotes
                         if _fold(q) not in text]
            if "«" in p.caveat.en:
                problems.append(f"{rid}.{name}: the English caveat says the words in English")
    assert problems == [] and seen >= 5
    from tests.test_true_sentences import said

    r = said("late_arrival", {"entry_paid": True, "level": 3}, "ropta-2023", "en")
    assert r["outcome"]["may_enter"] is False and "Unless the tournament's own rules set another period" \
        in r["sentence"], r
    r = said("declaration", {"big_blind": 100, "current_bet": 400, "said": "call", "chips": 1000}, "club-nlhe", "fr")
    assert "se sont les actes qui seront jugés" in r["sentence"], r
