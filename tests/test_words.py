"""Every table of words the project says, in one place (:mod:`floorbook.words.lookup`): each word is a
Label with non-empty French and English and the same placeholders in both; each key the code uses is in
its table, and each key of a table is used.

A table is keyed one of two ways:

- by names written out where the word is said: ``UI["sheet_title"]`` in Python or in a template,
  ``say("copied")`` (or ``words.yes``) in the script a table is sent to. The sources are searched for
  those uses: every name used is in the table, every name of the table is used somewhere outside the
  tests, and such a table is never indexed by anything but a name written out (no key built from pieces);
- by the values of the data the words name (a street, a note's kind, a situation's output…): its keys are
  exactly the values the data can take, read from where the data is defined (the engine's input types and
  situations, the base's models, the house sheet's details), so no value lacks its word and no word is
  left over.

Each scanner is first shown catching a planted fault.
"""

from __future__ import annotations

import ast
import dataclasses
import io
import json
import re
import tokenize
from collections.abc import Iterable, Iterator, Mapping
from typing import Any, Literal, get_args, get_origin

import pytest

from floorbook import LANGUAGES
from floorbook.corpus.inputs import situations_json
from floorbook.corpus.models import Certainty, Note, OverlayMode, Variant
from floorbook.corpus.parameters import load_declarations
from floorbook.corpus.repository import REPO_ROOT
from floorbook.engine import SITUATIONS
from floorbook.engine.declarations import ALWAYS_ALLOWED, UNITS, Label
from floorbook.engine.outcomes import Status
from floorbook.engine.registry import type_hints
from floorbook.rulings import sentence_templates as templates
from floorbook.rulings.ask import HEADINGS
from floorbook.rulings.sentences import ACTION_SITUATIONS
from floorbook.sheet.house import ANTE_FORMATS, DETAILS
from floorbook.words import form_labels, interface, values

# --- the sources searched ----------------------------------------------------------------------------

PYTHON_AND_TEMPLATES = sorted([*REPO_ROOT.glob("floorbook/**/*.py"), *REPO_ROOT.glob("floorbook/**/*.j2"),
                               *REPO_ROOT.glob("hooks/*.py")])
SCRIPTS = REPO_ROOT / "site_src" / "assets"


def code_only(text: str, python: bool = True) -> str:
    """The text with its comments and docstrings (Jinja's ``{# #}``) blanked, lines kept: a word named in a
    comment is not said."""
    if not python:
        return re.sub(r"\{#.*?#\}", lambda m: re.sub(r"[^\n]", " ", m.group(0)), text, flags=re.S)
    starts = [0, *(i + 1 for i, c in enumerate(text) if c == "\n")]
    out, previous = list(text), tokenize.NEWLINE
    for tok in tokenize.generate_tokens(io.StringIO(text).readline):
        docstring = tok.type == tokenize.STRING and previous in (tokenize.NEWLINE, tokenize.NL, tokenize.INDENT,
                                                                  tokenize.DEDENT)
        if tok.type == tokenize.COMMENT or docstring:
            for i in range(starts[tok.start[0] - 1] + tok.start[1], starts[tok.end[0] - 1] + tok.end[1]):
                out[i] = out[i] if out[i] == "\n" else " "
        if tok.type not in (tokenize.COMMENT, tokenize.NL) or docstring:
            previous = tok.type
    return "".join(out)


def _read(paths: Iterable[Any]) -> dict[str, str]:
    return {str(p.relative_to(REPO_ROOT)): code_only(p.read_text(encoding="utf-8"), p.suffix == ".py")
            for p in paths}


SOURCES = _read(PYTHON_AND_TEMPLATES)

# the tables keyed by names written out where they are said: name → (table, the scripts it is sent to and how a
# script says a key of it)
SAY = r'\bsay\(\s*"(\w+)"'
NAMED: dict[str, tuple[Mapping[str, Any], dict[str, tuple[str, ...]]]] = {
    "UI": (interface.UI, {}),
    "BUILDER": (interface.BUILDER, {"builder.js": (SAY, r"\b(?:w|state\.form\.words)\.(\w+)")}),
    "SEARCH_LABELS": (interface.SEARCH_LABELS, {"search.js": (r"\blabels\.(\w+)",)}),
    "VALUE_WORDS": (values.VALUE_WORDS, {}),
    "TEXT": (form_labels.TEXT, {"assistant.js": (SAY, r'\bsay\(\w+ \? "(\w+)" : "(\w+)"\)', r'\b\w+: "(\w+_hint)"')}),
    "WORDS": (templates.WORDS, {}),
    "NARRATIVE": (templates.NARRATIVE, {}),
    "RULING_VERDICTS": (templates.RULING_VERDICTS, {}),
    "ACTIONS": (templates.ACTIONS, {}),
}
# words a script is sent with a table but which come from another one (floorbook.sheet.builder.form_document)
BUILDER_EXTRAS = {"discretion", "yes", "no", "date", "venue", "base", "additions"}


def literal_uses(name: str, sources: Mapping[str, str]) -> dict[str, list[str]]:
    """Key → where ``name["key"]`` (or ``name['key']``) is written, outside the tests."""
    out: dict[str, list[str]] = {}
    for where, text in sources.items():
        for m in re.finditer(rf"\b{name}\[(['\"])([^'\"\]]+)\1\]", text):
            out.setdefault(m.group(2), []).append(f"{where}:{text.count(chr(10), 0, m.start()) + 1}")
    return out


def built_uses(name: str, sources: Mapping[str, str]) -> list[str]:
    """Where ``name`` is indexed by anything but a key written out (``name[f"…"]``, ``name[x]``, ``name.get``)."""
    return [f"{where}:{text.count(chr(10), 0, m.start()) + 1}: {text[m.start():m.end() + 20].splitlines()[0]}"
            for where, text in sources.items()
            for m in re.finditer(rf"\b{name}(?:\[(?!['\"][^'\"\]]+['\"]\])|\.get\()", text)]


def script_uses(patterns: Iterable[str], text: str) -> set[str]:
    return {key for pattern in patterns for m in re.finditer(pattern, text) for key in m.groups() if key}


# --- the data the other tables are keyed by ------------------------------------------------------------


def _literals(tp: Any) -> set[Any]:
    if get_origin(tp) is Literal:
        return set(get_args(tp))
    return {v for arg in get_args(tp) for v in _literals(arg)}


def input_fields() -> Iterator[tuple[str, str, set[Any]]]:
    """Every field of every situation's input (and of the inputs it holds): situation, field, the values its
    type allows when it names them (a Literal), else an empty set."""
    for name, situation in SITUATIONS.items():
        todo, seen = [situation.input_type], set()
        while todo:
            tp = todo.pop()
            seen.add(tp)
            for f in dataclasses.fields(tp):
                hint = type_hints(tp)[f.name]
                yield name, f.name, _literals(hint)
                inner = [hint, *get_args(hint), *(a for arg in get_args(hint) for a in get_args(arg))]
                todo += [a for a in inner if dataclasses.is_dataclass(a) and a not in seen]


def field_values(field: str) -> set[Any]:
    return {v for _, name, allowed in input_fields() if name == field for v in allowed}


def _pattern_values(model: Any, field: str) -> set[str]:
    """The values a base model's text field allows when its pattern lists them: ``^(a|b)$`` → {a, b}."""
    pattern = next(m.pattern for m in model.model_fields[field].metadata if hasattr(m, "pattern"))
    return set(re.fullmatch(r"\^\((.*)\)\$", pattern).group(1).split("|"))


def _declared_choices() -> set[str]:
    """Every value a parameter's declaration allows by name (parameters/_declarations.yaml)."""
    out: set[str] = set()
    todo = list(load_declarations().values())
    while todo:
        spec = todo.pop()
        out |= set(spec.values)
        todo += [*spec.fields.values(), *(s for s in (spec.keys, spec.items) if s is not None)]
    return out


DECLARED_CHOICES = _declared_choices()


def engine_literal(key: str) -> bool:
    """Whether ``key`` is a value the engine may rule: written as a string in the engine, or a parameter's
    value that a ruling passes on."""
    return key in DECLARED_CHOICES or any(f'"{key}"' in text for where, text in SOURCES.items()
                                           if where.startswith("floorbook/engine/"))


SCENARIOS_SOURCE = (REPO_ROOT / "floorbook" / "corpus" / "scenarios.py").read_text(encoding="utf-8")
RENDER_SOURCE = (REPO_ROOT / "floorbook" / "site_build" / "render.py").read_text(encoding="utf-8")
CHECK_VERDICTS = set(re.findall(r'Verdict\(sc\.id, [^,]+, file, "([\w-]+)"', SCENARIOS_SOURCE))
KINDS_OF_ACTION = field_values("kind")
OUTPUTS = {name: set(s.outputs) for name, s in SITUATIONS.items()}


def _schema_names() -> tuple[set[str], set[Any]]:
    """Every field name and every enum or const value of the situations' input JSON Schemas."""
    fields, choices = set(), set()
    for entry in situations_json().values():
        for schema in [entry["input"], *entry["input"].get("$defs", {}).values()]:
            for field, prop in schema.get("properties", {}).items():
                fields.add(field)
                for value in re.findall(r'"(?:enum|const)": (\[[^\]]*\]|"[^"]*")', json.dumps(prop)):
                    choices.update(json.loads(value) if value.startswith("[") else [json.loads(value)])
    return fields, choices


SCHEMA_FIELDS, SCHEMA_CHOICES = _schema_names()


def _needed_figures() -> set[str]:
    """The figures a rulebook may need that the others do not: the last name of each ``NeedsFigure((…))`` the
    engine raises (``("busted", i, "stack")`` → ``stack``)."""
    return {re.findall(r'"(\w+)"', m.group(1))[-1] for where, text in SOURCES.items()
            if where.startswith("floorbook/engine/") for m in re.finditer(r"NeedsFigure\(\(([^)]*)\)", text)}


NEEDED_FIGURES = _needed_figures()

# table → the values of the data it is keyed by (its keys must be exactly these)
# where a ruling's note sits in each call that makes a ruling: the position of its argument
NOTE_ARGUMENT = {"silent": 0, "discretion": 1, "partial": 2, "Ruling": 3}


def note_texts(expr: ast.expr) -> set[str]:
    """The words a note's expression writes itself: each string (an f-string's figure as ``{name}``, a note
    it joins, written elsewhere, cut out)."""
    out: set[str] = set()
    in_fstrings = {id(part) for node in ast.walk(expr) if isinstance(node, ast.JoinedStr) for part in node.values}
    for node in ast.walk(expr):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in in_fstrings:
            out.add(node.value)
        elif isinstance(node, ast.JoinedStr):
            text = "".join(part.value if isinstance(part, ast.Constant) else
                           f"{{{part.value.id}}}" if isinstance(part.value, ast.Name) else
                           f"{{{part.value.attr}}}" if isinstance(part.value, ast.Attribute) else "\0"
                           for part in node.values if isinstance(part, ast.Constant | ast.FormattedValue))
            out.update(text.split("\0"))
    return {t.strip() for t in out if t.strip()}


def engine_notes() -> set[str]:
    """Every note the engine writes itself (not a parameter's), as written in floorbook/engine."""
    out: set[str] = set()
    for path in sorted((REPO_ROOT / "floorbook" / "engine").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", getattr(node.func, "attr", None))
            notes = [k.value for k in node.keywords if k.arg == "note"]
            if name in NOTE_ARGUMENT and len(node.args) > NOTE_ARGUMENT[name]:
                notes.append(node.args[NOTE_ARGUMENT[name]])
            # a note gathered before the ruling (``notes.append("…")``, joined into the ruling's note)
            if name == "append" and getattr(node.func.value, "id", None) == "notes" and node.args:
                notes.append(node.args[0])
            for expr in notes:
                out |= note_texts(expr)
    return out


DATA: dict[str, tuple[Mapping[Any, Any], set[Any]]] = {
    "interface.LANGUAGE_NAMES": (interface.LANGUAGE_NAMES, set(LANGUAGES)),
    "interface.NOTE_KINDS": (interface.NOTE_KINDS, _pattern_values(Note, "kind")),
    "interface.VARIANT_KINDS": (interface.VARIANT_KINDS, _pattern_values(Variant, "kind")),
    "interface.OVERLAY_MODES": (interface.OVERLAY_MODES, {m.value for m in OverlayMode}),
    "interface.CERTAINTIES": (interface.CERTAINTIES, {c.value for c in Certainty}),
    "interface.CERTAINTIES_SHORT": (interface.CERTAINTIES_SHORT, {c.value for c in Certainty}),
    "interface.GLOSSARY_FROM": (interface.GLOSSARY_FROM, set(LANGUAGES)),
    "interface.SCENARIO_VERDICTS": (interface.SCENARIO_VERDICTS, CHECK_VERDICTS),
    "interface.SCENARIO_GROUPS": (interface.SCENARIO_GROUPS, CHECK_VERDICTS),
    "interface.CHANGES": (interface.CHANGES, set(re.findall(r'\bkind = "(\w+)"', RENDER_SOURCE))),
    "interface.DETAIL_NAMES": (interface.DETAIL_NAMES, set(DETAILS)),
    "interface.ANTE_FORMAT_NAMES": (interface.ANTE_FORMAT_NAMES, set(ANTE_FORMATS)),
    "values.UNIT_WORDS": (values.UNIT_WORDS, set(UNITS) - {"ratio", "none"}),  # those two are said without a noun
    "values.OPEN_VALUES": (values.OPEN_VALUES, set(ALWAYS_ALLOWED)),
    "values.YES_NO": (values.YES_NO, {True, False}),
    "values.MONTHS": (dict(enumerate(values.MONTHS, 1)), set(range(1, 13))),
    "values.COUNTS": (dict(enumerate(values.COUNTS, 1)), set(range(1, 11))),
    "form_labels.FIELDS": (form_labels.FIELDS, SCHEMA_FIELDS),
    "form_labels.CHOICES": (form_labels.CHOICES, SCHEMA_CHOICES),
    "form_labels.MENU": ({e.situation: e.label for e in form_labels.MENU}, set(SITUATIONS)),
    "form_labels.NEEDED_FIGURES": (form_labels.NEEDED_FIGURES, NEEDED_FIGURES),
    "templates.STREETS": (templates.STREETS, field_values("street")),
    "templates.ACTS": (templates.ACTS, KINDS_OF_ACTION),
    "templates.ACTS_TO": (templates.ACTS_TO, KINDS_OF_ACTION),
    "templates.OPTIONS": (templates.OPTIONS, KINDS_OF_ACTION),
    "templates.NOUNS": (templates.NOUNS, KINDS_OF_ACTION),
    "templates.NOUNS_MANY": (templates.NOUNS_MANY, KINDS_OF_ACTION),
    "templates.FIELD_VERDICTS": (templates.FIELD_VERDICTS, set(get_args(Status)) - {"ruled"}),
    "templates.VERDICT_NAMES": (templates.VERDICT_NAMES, set(HEADINGS)),
    "templates.QUESTIONS": (templates.QUESTIONS, set(SITUATIONS)),
    "templates.ENGINE_NOTES": (templates.ENGINE_NOTES, engine_notes()),
}
# named tables that are also said by a value of the data (keys: the names written out and these values): the
# assistant's words, which also say a ruling's heading (assistant.js: say(result.heading || result.verdict))
NAMED_AND_DATA = {"TEXT": set(HEADINGS)}
# the values of an input's field a clause of NARRATIVE_BY_VALUE does not tell (nothing is said for them)
UNTOLD = {("next_hand", "ante_format"): {"none"}}
RULED_CASES = {"*", "true", "false", "none", "zero", "one", "empty"}  # else a choice's value


# --- the checks, as functions (each shown catching a planted fault below) ---------------------------------


def named_problems(name: str, table: Mapping[str, Any], sources: Mapping[str, str], scripts: Mapping[str, str],
                   patterns: Mapping[str, Iterable[str]], also: set[Any] = frozenset()) -> list[str]:
    """A table keyed by names written out: unknown names used, names never used, uses by a built key."""
    used = literal_uses(name, sources)
    in_scripts = {key: [script] for script, found in patterns.items() for key in script_uses(found, scripts[script])}
    extras = BUILDER_EXTRAS if name == "BUILDER" else set()
    out = [f"{name}[{key!r}] is used ({', '.join(where[:3])}) but not in the table"
           for key, where in {**used, **in_scripts}.items() if key not in table and key not in extras]
    out += [f"{name}[{key!r}] is used nowhere" for key in table if key not in used and key not in in_scripts
            and key not in also]
    out += [f"{name}: no word for the value {value!r}" for value in sorted(also) if value not in table]
    if not also:  # a table also said by a value of the data is indexed by that value too
        out += [f"{name} indexed by a key not written out: {use}" for use in built_uses(name, sources)]
    return out


def data_problems(name: str, table: Mapping[Any, Any], expected: set[Any]) -> list[str]:
    out = [f"{name}: no word for {key!r}" for key in sorted(expected - set(table), key=str)]
    return out + [f"{name}: {key!r} is no value of the data" for key in sorted(set(table) - expected, key=str)]


def words_of(table: Any) -> Iterator[Any]:
    """Every word of a table, however nested (a unit's one and many; RULED's None: nothing said)."""
    if isinstance(table, Mapping):
        for value in table.values():
            yield from words_of(value)
    elif isinstance(table, tuple | list):
        for value in table:
            yield from words_of(value)
    elif isinstance(table, form_labels.MenuEntry):
        yield table.label
    else:
        yield table


def word_problems(where: str, table: Any) -> list[str]:
    out = []
    for word in words_of(table):
        if word is None and where == "templates.RULED":
            continue
        if not isinstance(word, Label) or not word.fr.strip() or not word.en.strip():
            out.append(f"{where}: {word!r} is not a word in French and in English")
        elif set(re.findall(r"{(\w*)}", word.fr)) != set(re.findall(r"{(\w*)}", word.en)):
            out.append(f"{where}: the French and English of {word!r} do not fill the same placeholders")
    return out


# --- every table -------------------------------------------------------------------------------------------

MODULES = {"interface": interface, "form_labels": form_labels, "values": values, "templates": templates}
ALL_TABLES = {f"{short}.{name}": table for short, module in MODULES.items()
              for name, table in vars(module).items() if name.isupper() and not name.startswith("_")}


def test_every_table_is_checked() -> None:
    """No table escapes this test: each one is keyed by names written out, by data, or nested by data."""
    own_tests = {"templates.NARRATIVE_BY_VALUE", "templates.RULED", "templates.ACTION_RULINGS", "templates.OPTIONS_TO",
                 "templates.ACTION_AMOUNT_UNSAID",
                 # spread into QUESTIONS, whose names are checked with theirs
                 "templates.SHORT_BLIND_AMOUNTS",
                 # spread into TEXT and BUILDER, whose names are checked with theirs
                 "interface.PYTHON_PAGES", "form_labels.PYTHON_PAGES"}
    assert {n for n in ALL_TABLES if n.split(".")[1] not in NAMED and n not in DATA and n not in own_tests} == set()
    assert set(NAMED) <= {name.split(".")[1] for name in ALL_TABLES}


def test_every_word_is_said_in_french_and_in_english_with_the_same_placeholders() -> None:
    problems = [p for where, table in ALL_TABLES.items() for p in word_problems(where, table)]
    assert not problems, "\n".join(problems)
    assert sum(1 for table in ALL_TABLES.values() for _ in words_of(table)) > 700


def test_every_name_written_in_the_code_is_in_its_table_and_every_name_of_a_table_is_written() -> None:
    scripts = {name: (SCRIPTS / name).read_text(encoding="utf-8") for name in ("builder.js", "search.js",
                                                                                "assistant.js")}
    problems = []
    for name, (table, patterns) in NAMED.items():
        defined = [where for where, text in SOURCES.items() if re.search(rf"^{name}\b[^=\n]*=", text, re.M)]
        assert len(defined) == 1, f"{name} is defined in {defined}: the search would mix two tables"
        problems += named_problems(name, table, SOURCES, scripts, patterns, NAMED_AND_DATA.get(name, set()))
    assert not problems, "\n".join(problems)
    found = sum(len(literal_uses(name, SOURCES)) for name in NAMED)
    assert found > 200, f"only {found} names found written out: the search is broken"


@pytest.mark.parametrize("name", sorted(DATA))
def test_a_table_keyed_by_data_has_a_word_for_each_value_and_no_other(name: str) -> None:
    table, expected = DATA[name]
    assert expected, f"{name}: the values of the data were not found"
    assert data_problems(name, table, expected) == []


def test_questions_name_a_situation_then_its_outputs() -> None:
    problems = [f"QUESTIONS[{s!r}]: no '*'" for s, q in templates.QUESTIONS.items() if "*" not in q]
    problems += [f"QUESTIONS[{s!r}][{o!r}]: no such output" for s, q in templates.QUESTIONS.items()
                 for o in q if o != "*" and o.split(".")[0] not in OUTPUTS[s]]  # "output.value": one value's
    assert not problems, "\n".join(problems)


def test_a_clause_told_by_an_input_value_names_a_field_and_its_values() -> None:
    allowed = {(s, f): values_ for s, f, values_ in input_fields()}
    problems = []
    for situation, fields in templates.NARRATIVE_BY_VALUE.items():
        for field, clauses in fields.items():
            if (situation, field) not in allowed or not allowed[(situation, field)]:
                problems.append(f"NARRATIVE_BY_VALUE[{situation!r}][{field!r}]: no such field with named values")
                continue
            expected = allowed[(situation, field)] - UNTOLD.get((situation, field), set())
            problems += data_problems(f"NARRATIVE_BY_VALUE[{situation!r}][{field!r}]", clauses, expected)
    assert not problems, "\n".join(problems)


def test_a_ruled_phrase_names_a_situation_one_of_its_outputs_and_a_kind_of_value() -> None:
    problems = []
    for situation, outputs in templates.RULED.items():
        if situation not in SITUATIONS or situation in ACTION_SITUATIONS:
            problems.append(f"RULED[{situation!r}]: not a situation said output by output")
            continue
        for output, cases in outputs.items():
            if output not in OUTPUTS[situation]:
                problems.append(f"RULED[{situation!r}][{output!r}]: no such output")
            problems += [f"RULED[{situation!r}][{output!r}][{case!r}]: neither a kind of value nor one the engine "
                         f"rules" for case in cases if case not in RULED_CASES and not engine_literal(case)]
    assert not problems, "\n".join(problems)
    assert set(SITUATIONS) - ACTION_SITUATIONS <= set(templates.RULED), "a situation has no phrase for its ruling"


def test_the_words_of_a_ruling_on_chips_name_what_the_engine_rules() -> None:
    problems = [f"ACTION_RULINGS[{k!r}]: the engine never rules it" for k in templates.ACTION_RULINGS
                if not engine_literal(k)]
    problems += [f"OPTIONS_TO[{k!r}]: not a kind of action" for k in templates.OPTIONS_TO if k not in KINDS_OF_ACTION]
    problems += [f"ACTION_AMOUNT_UNSAID[{k!r}]: not an action ruled" for k in templates.ACTION_AMOUNT_UNSAID
                 if k not in templates.ACTION_RULINGS]
    assert not problems, "\n".join(problems)


# --- the scanners catch what they are meant to catch ------------------------------------------------------


def test_the_scanners_catch_planted_faults() -> None:
    sources = {"a.py": code_only('"""UI["left_over"] in a docstring."""\nsay(UI["known"], lang)  # UI["left_over"]\n'
                                 'say(UI["typo"], lang)\nsay(UI[f"verdict_{v}"], lang)\n'),
               "b.j2": code_only("{{ say(UI['known'], lang) }} {{ say(UI[\"verdict_\" ~ v], lang) }}"
                                 "{# UI['left_over'] #}", python=False)}
    table = {"known": Label(fr="x", en="x"), "left_over": Label(fr="y", en="y")}
    problems = named_problems("UI", table, sources, {}, {})
    assert any("'typo'" in p and "not in the table" in p for p in problems), problems
    assert any("'left_over'" in p and "used nowhere" in p for p in problems), problems
    assert sum("not written out" in p for p in problems) == 2, problems
    scripts = {"s.js": 'say("copied"); say(shown ? "yes" : "no"); const w = 1; w.event;'}
    assert script_uses(NAMED["TEXT"][1]["assistant.js"], scripts["s.js"]) == {"copied", "yes", "no"}
    assert script_uses(NAMED["BUILDER"][1]["builder.js"], scripts["s.js"]) == {"copied", "event"}
    assert data_problems("T", {"a": 1, "c": 3}, {"a", "b"}) == ["T: no word for 'b'", "T: 'c' is no value of the data"]
    assert word_problems("t", {"x": Label(fr="{n} jetons", en="{count} chips"), "y": "chips"}) == [
        "t: the French and English of Label(fr='{n} jetons', en='{count} chips') do not fill the same placeholders",
        "t: 'chips' is not a word in French and in English"]
