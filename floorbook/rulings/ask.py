"""Ruling one situation under every ruleset: ``floorbook ask`` and the floor assistant page.

The situation's input comes as ``key=value`` pairs (typed on the command line, or read from the
assistant's URL): :func:`parse_pairs` converts each value by the type of its field, :func:`ask`
checks the input with the engine's own reader (:meth:`floorbook.engine.registry.Input.read`, the
same messages as a scenario file) and rules it under each ruleset, with the ruling told as a
sentence (:mod:`floorbook.rulings.sentences`). :func:`from_query` does both for a URL query and never
raises for bad input; :func:`scenario_yaml` writes the situation as a scenario file that
``floorbook check`` accepts.

Standard library only (with :mod:`floorbook.engine`): this module runs in the browser (Pyodide).
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterable, Mapping, Sequence
from types import NoneType, UnionType
from typing import Annotated, Any, Literal, Union, get_args, get_origin
from urllib.parse import parse_qsl

from floorbook.engine import MERGED, SITUATIONS
from floorbook.engine.bounds import SHOWN_PROBLEMS, named_pairs, number_from_text
from floorbook.engine.declarations import Declaration, Label, nearest_known, suggestion
from floorbook.engine.outcomes import VERDICTS
from floorbook.engine.registry import (
    Input,
    InputError,
    Loc,
    NeedsFigure,
    field_path,
    json_input,
    type_hints,
    type_message,
)
from floorbook.engine.rulesets import Parameter, Ruleset
from floorbook.rulings.notes import french_notes, note_words
from floorbook.rulings.sentence_templates import WORDS
from floorbook.rulings.sentences import narrative, sentence
from floorbook.words.form_labels import NEEDED_FIGURES
from floorbook.words.input_messages import problem_words
from floorbook.words.lookup import say
from floorbook.words.values import value_words

# problems about the question rather than the input: said without the "<situation> input, " prefix
_OUTSIDE = ("situation", "ruleset")
NULLS = ("", "null", "none")
TRUE = ("true", "yes", "oui", "1")
FALSE = ("false", "no", "non", "0")


# the shape of `floorbook ask --json`: 1, the list of results; 2, {"format", "results", "needs_input"}; 3, each
# result also gives ``readings`` (why a ruling rests on a reading of ours, in French and English), and a betting
# round where nothing has been bet gives the minimum bet (``min_bet``) where it gave ``min_raise_to: null``; 4, a
# question asked with a house configuration (``--house``) is ruled first under this tournament's rules, whose
# result (ruleset ``house``) also gives ``house`` (:meth:`Tournament.as_dict`); asked without, as format 3
ASK_JSON_FORMAT = 4
ASK_JSON_FORMATS = (1, 2, 3, 4)


def in_format(situation: str, results: list[dict[str, Any]], fmt: int) -> list[dict[str, Any]]:
    """The results of :func:`ask_each` as an older ``floorbook ask --json`` format gives them.

    >>> in_format("pots", [{"ruleset": "house", "outcome": {}, "readings": {"fr": [], "en": []}, "house": {}}], 3)
    [{'ruleset': 'house', 'outcome': {}, 'readings': {'fr': [], 'en': []}}]
    >>> in_format("pots", [{"ruleset": "tda-2019", "outcome": {}, "readings": {"fr": [], "en": []}}], 2)
    [{'ruleset': 'tda-2019', 'outcome': {}}]
    >>> old = in_format("betting_round", [{"outcome": {"to_call": 0, "min_bet": 100, "may_raise": True}}], 2)
    >>> old[0]["outcome"]
    {'to_call': 0, 'min_raise_to': None, 'may_raise': True}
    """
    if fmt >= 4:
        return results
    results = [{k: v for k, v in result.items() if k != "house"} for result in results]
    if fmt >= 3:
        return results
    out = []
    for result in results:
        result = {k: v for k, v in result.items() if k != "readings"}
        outcome = result.get("outcome") or {}
        if situation == "betting_round" and "min_bet" in outcome:  # format 2: min_raise_to null, its status kept
            outcome = {("min_raise_to" if k == "min_bet" else k): (None if k == "min_bet" else v)
                       for k, v in outcome.items()}
            if "fields" in outcome:
                outcome["fields"] = {("min_raise_to" if k == "min_bet" else k): v for k, v in outcome["fields"].items()}
            result["outcome"] = outcome
        out.append(result)
    return out


class AskError(ValueError):
    """A question that cannot be ruled: each problem as (field path like ``chips[1]``, message)."""

    def __init__(self, situation: str | None, problems: list[tuple[str, str]]):
        self.situation = situation
        self.problems = problems
        super().__init__("; ".join(self.lines()))

    def lines(self) -> list[str]:
        """One line per problem: ``<situation> input, <field>: <message>``.

        >>> AskError("chip_push", [("chips[1]", "-5 is impossible: an amount cannot be negative")]).lines()
        ['chip_push input, chips[1]: -5 is impossible: an amount cannot be negative']
        """
        out = []
        for where, message in self.problems:
            if where.split("[")[0].split(".")[0] in _OUTSIDE or not self.situation:
                out.append(f"{where}: {message}" if where else message)
            else:
                out.append(f"{self.situation} input, {where}: {message}" if where
                           else f"{self.situation} input: {message}")
        return out

    def said(self, lang: str) -> list[str]:
        """One line per problem for a player, in ``lang``: the field as the form names it, no identifier.

        >>> AskError("chip_push", [("chips[1]", "-5 is impossible: an amount cannot be negative")]).said("en")
        ['Chips (values), row 2: -5 is impossible: an amount cannot be negative']
        """
        return [problem_words(where, message, lang) for where, message in self.problems]


def _known_situation(situation: str) -> None:
    if situation in MERGED:  # a name dropped when two situations were merged: said in one line, never guessed
        raise AskError(None, [("situation", f"{situation!r} is now asked as {MERGED[situation]!r} (the two "
                                            "situations were merged; the same input)")])
    if situation not in SITUATIONS:
        known = ", ".join(sorted(SITUATIONS))
        raise AskError(None, [("situation", f"unknown situation {situation!r}; known: {known}"
                                            + suggestion(nearest_known(situation, SITUATIONS)))])


# --- key=value pairs → the input's data ------------------------------------------------------------


def parse_pairs(situation: str, pairs: Iterable[tuple[str, str]]) -> dict[str, Any]:
    """``key=value`` pairs → the input data of ``situation``, each value converted by its field's type:
    numbers, ``true``/``false``, a choice among the allowed words, lists comma-separated
    (``chips=500,25``), mappings as ``A:500,B:1000``, and structured values (a betting round's
    actions) as JSON. An unknown situation, an unknown or repeated key, or a value that cannot be
    converted: :class:`AskError` with every problem.

    >>> parse_pairs("chip_push", [("big_blind", "100"), ("chips", "500,25"), ("street", "postflop")])
    {'big_blind': 100, 'chips': [500, 25], 'street': 'postflop'}
    """
    _known_situation(situation)
    input_type = SITUATIONS[situation].input_type
    hints = type_hints(input_type)
    known = [f.name for f in dataclasses.fields(input_type) if f.init]
    data: dict[str, Any] = {}
    problems: list[tuple[str, str]] = []
    seen: set[str] = set()
    for key, text in pairs:
        if key not in known:
            problems.append((field_path((key,)), f"is not a known field; known: {', '.join(known)}"
                             + suggestion(nearest_known(key, known))))
        elif key in seen:
            problems.append((key, "is given twice"))
        else:
            seen.add(key)
            try:
                data[key] = _from_text(hints[key], text.strip(), (key,))
            except InputError as err:
                problems.append((field_path(err.loc), err.message))
    if len(problems) > SHOWN_PROBLEMS:  # a question repeating a mistake thousands of times: the first few said
        problems[SHOWN_PROBLEMS:] = [("", f"{len(problems) - SHOWN_PROBLEMS} more problem(s): correct the ones above "
                                          "first")]
    if problems:
        raise AskError(situation, problems)
    return data


def _from_text(hint: Any, text: str, loc: Loc) -> Any:
    """One typed value as ``hint`` asks, or an InputError (bounds are checked later by the input)."""
    origin = get_origin(hint)
    if origin is Annotated:
        return _from_text(get_args(hint)[0], text, loc)
    if origin in (Union, UnionType):
        args = get_args(hint)
        if NoneType in args and text.lower() in NULLS:
            return None
        (inner,) = [a for a in args if a is not NoneType]
        return _from_text(inner, text, loc)
    if origin is Literal:
        for allowed in get_args(hint):
            if str(allowed) == text:
                return allowed
        raise InputError(loc, type_message(hint, text))
    if origin is list:
        (item,) = get_args(hint)
        if text.startswith("[") or _structured(item):
            return json_input(hint, text, loc)
        return [_from_text(item, part.strip(), (*loc, i)) for i, part in enumerate(text.split(","))] if text else []
    if origin is dict:
        if text.startswith("{") or _structured(get_args(hint)[1]):
            return json_input(hint, text, loc)
        try:
            pairs = named_pairs(text)  # a name given twice is refused, as a repeated key of the question is
        except ValueError as err:
            raise InputError(loc, str(err)) from None
        return {key: _from_text(get_args(hint)[1], value, (*loc, key)) for key, value in pairs}
    if _structured(hint):
        return json_input(hint, text, loc)
    if hint is bool:
        if text.lower() in TRUE:
            return True
        if text.lower() in FALSE:
            return False
    elif hint in (int, float):
        try:  # written with the digits 0 to 9 only, and no more of them than a figure has
            number = number_from_text(text, whole=hint is int)
        except ValueError as err:
            raise InputError(loc, str(err)) from None
        if number is not None:
            return float(number) if hint is float else number
    elif hint is str:
        return text
    raise InputError(loc, type_message(hint, text))


def _structured(hint: Any) -> bool:
    """Whether a value of this type is written as JSON (an input of its own, such as an action)."""
    while get_origin(hint) is Annotated:
        hint = get_args(hint)[0]
    return (isinstance(hint, type) and issubclass(hint, Input)) or get_origin(hint) in (list, dict)


# --- this tournament's rules -----------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class Tournament:
    """This tournament's rules, which :func:`ask_each` rules first: ``rules``, the base ruleset with the house's
    choices on top (:func:`floorbook.sheet.house.house_ruleset`: a choice is a parameter set by ``rules.id``,
    citing the articles of the base's value it replaces); ``base_rules``, the base as published; the event's and
    the base's names for people; the declarations, to say a value in words."""

    rules: Ruleset
    base_rules: Ruleset
    event: str
    base_title: str
    declarations: Mapping[str, Declaration]

    @property
    def choices(self) -> dict[str, Parameter]:
        """The house's choices, by parameter name (a choice may keep the base's value)."""
        return {name: p for name, p in self.rules.parameters.items() if p.ruleset == self.rules.id}

    @property
    def changed(self) -> list[str]:
        """The choices whose value is not the base's: those a ruling may rest on."""
        return [name for name, p in self.choices.items() if p.value != self.base_rules.value(name)]

    def name(self, lang: str) -> str:
        """The tournament's rules named for people: ``Freezeout du jeudi — ce tournoi (ROPTA 2023 + 3 choix de
        la maison)``."""
        count = len(self.choices)
        if not count:
            return say(WORDS["tournament_as_published"], lang, event=self.event, base=self.base_title)
        choices = say(WORDS["house_choices.one"], lang) if count == 1 else say(WORDS["house_choices.many"], lang,
                                                                                   count=count)
        return say(WORDS["tournament"], lang, event=self.event, base=self.base_title, choices=choices)

    def said(self, name: str, lang: str) -> str:
        """A house value a ruling rests on, said at the ruling's end with the base's own value."""
        declaration = self.declarations[name]
        value = value_words(self.rules.value(name), lang, declaration)
        if name not in self.changed:
            return say(WORDS["house_choice.as_base"], lang, value=value, base=self.base_title)
        return say(WORDS["house_choice"], lang, value=value, base=self.base_title,
                   base_value=value_words(self.base_rules.value(name), lang, declaration))

    def rests_on(self, situation: str, inp: Input, ruling: Any, read: Sequence[str]) -> list[str]:
        """The house values that change this ruling (``ruling``, made under :attr:`rules`, having read the
        parameters ``read``): each changed choice read without which the ruling would differ; when none does
        alone but the base's ruling differs, every changed choice read (they change it together); and each
        choice of the base's own value that replaces a reading of ours the ruling cites. In the order read."""
        run = SITUATIONS[situation].run
        made = ruling.as_dict()

        def differs(rules: Ruleset) -> bool:
            try:
                return run(inp, rules).as_dict() != made
            except (InputError, NeedsFigure, ValueError):  # the ruling cannot even be made without the house's value
                return True

        # a choice of the base's own value where the base's is a reading of ours that the ruling cites: the house
        # states what the rulebook left to our reading, and the ruling rests on the house's word, not on ours
        stated = [name for name in read if name in self.choices and name not in self.changed
                  and self.base_rules[name].interpretation in self.base_rules.interpretations(ruling, (name,))]
        candidates = [name for name in read if name in self.changed]
        alone = [name for name in candidates
                 if differs(self.rules.with_overrides(self.rules.id, {name: self.base_rules[name]}))]
        if not alone and candidates and differs(self.base_rules):
            alone = candidates
        return [name for name in read if name in alone or name in stated]

    def as_dict(self, changed: Sequence[str]) -> dict[str, Any]:
        """The house's part of its ruling, in ``floorbook ask --json`` (format 4): ``event``, ``base`` (the base
        ruleset's id), ``name`` (``{"fr", "en"}``, as :meth:`name`), ``choices`` (every choice of the house, by
        parameter, as the engine reads it), ``changed`` (the choices this ruling rests on, their value the
        house's: one that changes the ruling, or one of the base's own value where the base's is a reading of
        ours, which the house's word replaces) and ``changes`` (``{"fr": [...], "en": [...]}``: what the sentence
        says of each at its end)."""
        return {"event": self.event, "base": self.base_rules.id,
                "name": {lang: self.name(lang) for lang in ("fr", "en")},
                "choices": {name: _plain(p.value) for name, p in self.choices.items()},
                "changed": list(changed),
                "changes": {lang: [self.said(name, lang) for name in changed] for lang in ("fr", "en")}}


# --- ruling ----------------------------------------------------------------------------------------


# the words a ruling's heading can say: the verdicts, and a partial ruling that rules none of its outputs
HEADINGS: tuple[str, ...] = (*VERDICTS, "partial_open")


def heading(result: Mapping[str, Any]) -> str:
    """The word a ruling's heading says, from its verdict (``floorbook ask``'s and the assistant's): the verdict, but
    a partial ruling none of whose outputs is ruled (some left to the TD, the rest unsaid) is not « tranché en
    partie »: ``partial_open``.

    >>> heading({"verdict": "partial", "outcome": {"fields": {"a": "silent", "b": "discretion"}}})
    'partial_open'
    >>> heading({"verdict": "partial", "outcome": {"fields": {"a": "ruled", "b": "silent"}}})
    'partial'
    """
    fields = (result.get("outcome") or {}).get("fields") or {}
    if result["verdict"] == "partial" and fields and "ruled" not in fields.values():
        return "partial_open"
    return str(result["verdict"])


def read(situation: str, data: Mapping[str, Any]) -> Input:
    """The situation's input from ``data``, checked by the engine's reader, or :class:`AskError`."""
    _known_situation(situation)
    try:
        return SITUATIONS[situation].read(dict(data))
    except InputError as err:
        raise AskError(situation, [(field_path(err.loc), err.message)]) from None


def _plain(value: Any) -> Any:
    """A value as JSON data: tuples become lists, recursively."""
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


def ask_each(situation: str, data: Mapping[str, Any], rulesets: Mapping[str, Ruleset], lang: str = "fr",
             only: Sequence[str] | None = None, tournament: Tournament | None = None) -> dict[str, Any]:
    """Every ruleset's ruling on one situation, and the rulesets that need a figure the question does not give:
    ``{"results": [...], "needs_input": [...]}``. ``results`` holds one entry per ruleset that rules (in the
    order of ``rulesets``, or of ``only``): ``ruleset`` (its id), ``verdict`` (``ruled``, ``partial``,
    ``discretion`` or ``silent``), ``outcome`` (the ruling's fields, with ``fields`` for a partial ruling),
    ``articles``, ``note`` (the ruling's note in ``lang``, in English where it has no French yet), ``notes``
    (``{"fr", "en"}``), ``readings`` (``{"fr": [...], "en": [...]}``: why the ruling rests on a reading of ours
    — a value the rulebook does not state, read into its text or borrowed from another —, empty lists when it
    rests on the rulebook's words alone) and ``sentence`` (the ruling in ``lang``, the readings said at its end).
    ``needs_input`` holds one entry per
    ruleset that needs more (a club rulebook ranking players out by stack, asked without the stacks):
    ``ruleset``, ``field`` (where the figure goes, ``busted[0].stack``), ``message`` (what to give, in
    ``lang``) and ``messages`` (in French and English); the others still rule. Invalid data, an unknown
    ruleset, or an input no rulebook could rule: :class:`AskError`.

    With a ``tournament`` (a house configuration's rules), the situation is ruled first under it (its id first in
    ``results`` and ``needs_input``, whatever ``only`` says), then as without; its result also gives ``house``
    (:meth:`Tournament.as_dict`), and its sentence says at its end each house value the ruling rests on."""
    inp = read(situation, data)
    ids = list(only) if only else list(rulesets)
    if tournament is not None:
        house = tournament.rules.id
        if house in rulesets:
            raise AskError(situation, [("ruleset", f"{house!r} names a rulebook: a house cannot have its id")])
        rulesets = {house: tournament.rules, **rulesets}
        ids = [house, *(rid for rid in ids if rid != house)]
    unknown = [rid for rid in ids if rid not in rulesets]
    if unknown:
        raise AskError(situation, [("ruleset", f"unknown ruleset {rid!r}; known: {', '.join(rulesets)}"
                                               + suggestion(nearest_known(rid, rulesets))) for rid in unknown])
    run = SITUATIONS[situation].run
    french = french_notes(rulesets)
    results, needs = [], []
    for rid in ids:
        try:
            ruling, read_names = rulesets[rid].reading(run, inp)
        except NeedsFigure as err:  # this rulebook needs a figure the question does not give: the others rule
            words = NEEDED_FIGURES[err.figure]
            needs.append({"ruleset": rid, "field": field_path(err.loc), "message": say(words, lang),
                          "messages": {"fr": words.fr, "en": words.en}})
            continue
        except InputError as err:
            raise AskError(situation, [(field_path(err.loc), f"{err.message} (under {rid})")]) from None
        except ValueError as err:
            raise AskError(situation, [("", f"{err} (under {rid})")]) from None
        outcome = {k: v for k, v in ruling.as_dict().items() if k not in ("status", "articles", "note")}
        notes = note_words(ruling.note, french)
        # a ruling resting on a value of ours (read into the text, borrowed) says so, in words and in its note
        ours = rulesets[rid].interpretations(ruling, read_names)
        readings = {lang: [getattr(i.reason, lang) for i in ours] for lang in ("fr", "en")}
        said = [say(WORDS["our_reading"], lang, reason=reason) for reason in readings[lang]]
        result = {"ruleset": rid, "verdict": ruling.status, "outcome": _plain(outcome),
                  "articles": list(ruling.articles), "note": notes["fr"] if lang == "fr" else notes["en"],
                  "notes": notes, "readings": readings}
        if tournament is not None and rid == tournament.rules.id:  # a value of the house's says so, as ours do
            result["house"] = tournament.as_dict(tournament.rests_on(situation, inp, ruling, read_names))
            said = [*result["house"]["changes"][lang], *said]
        # what the rulebook sets beside the values the ruling rests on, in its words (ropta-2023/1.8's other period)
        caveats = [getattr(c, lang) for c in rulesets[rid].caveats(ruling, read_names)]
        results.append({**result, "sentence": " ".join([sentence(situation, inp, ruling, lang), *caveats, *said])})
    return {"results": results, "needs_input": needs}


def ask(situation: str, data: Mapping[str, Any], rulesets: Mapping[str, Ruleset], lang: str = "fr",
        only: Sequence[str] | None = None, tournament: Tournament | None = None) -> list[dict[str, Any]]:
    """Every ruleset's ruling on one situation, as the list of :func:`ask_each`'s ``results``, when every
    ruleset rules. A ruleset that needs a figure not given: :class:`AskError` naming the figure and the
    ruleset (the list has no place to say it; :func:`ask_each` lets the others rule)."""
    answer = ask_each(situation, data, rulesets, lang, only, tournament)
    if answer["needs_input"]:
        raise AskError(situation, [(need["field"], f"{need['messages']['en']} (under {need['ruleset']})")
                                   for need in answer["needs_input"]])
    return answer["results"]


def from_query(query: str, rulesets: Mapping[str, Ruleset], lang: str, tournament: Tournament | None = None
               ) -> dict[str, Any]:
    """A URL query (``situation=chip_push&big_blind=100&chips=500,25``, with or without ``?``) →
    ``{"situation", "input", "narrative", "results", "needs_input"}`` (see :func:`ask_each`), or
    ``{"situation", "errors", "messages", "fields"}`` (``errors``: the lines of ``floorbook ask``; ``messages``:
    the same problems for a player, in ``lang``; ``fields``: where each is, a field path such as ``chips[1]``,
    the key as given for a key the situation does not know; the situation None when it is missing or
    unknown). A situation
    merged since into another (an old link) is asked as the one kept, which ``situation`` names. With a
    ``tournament``, ruled first under it, as ``floorbook ask --house`` rules (:func:`ask_each`). Never
    raises for bad input."""
    pairs = parse_qsl(query.lstrip("?"), keep_blank_values=True)
    names = [v for k, v in pairs if k == "situation"]
    if not names:
        missing = "missing; choose one of " + ", ".join(sorted(SITUATIONS))
        return {"situation": None, "errors": [f"situation: {missing}"], "messages": [problem_words("", missing, lang)],
                "fields": ["situation"]}
    name = MERGED.get(names[0], names[0])  # an old link naming a situation merged since: the one kept
    try:
        if len(names) > 1:
            raise AskError(name, [("situation", "is given twice")])
        data = parse_pairs(name, [(k, v) for k, v in pairs if k != "situation"])
        answer = ask_each(name, data, rulesets, lang, tournament=tournament)
        story = narrative(name, read(name, data), lang)
    except AskError as err:
        return {"situation": name if name in SITUATIONS else None, "errors": err.lines(), "messages": err.said(lang),
                "fields": [where for where, _ in err.problems]}
    return {"situation": name, "input": data, "narrative": story, "results": answer["results"],
            "needs_input": answer["needs_input"]}


# --- as a scenario file ----------------------------------------------------------------------------


def _flow(value: Any) -> str:
    """A value as a YAML flow value (JSON is one)."""
    return json.dumps(_plain(value), ensure_ascii=False)


SCENARIO_FORMAT = 3  # the scenario format's version that scenario_yaml writes (its history: base/scenarios.py)
# the comment heading the file scenario_yaml writes
SCENARIO_HEAD = Label(fr="# Situation posée au moteur (floorbook ask) ; chaque attendu est la décision du moteur.",
                      en="# A situation put to the engine (floorbook ask); each expectation is the engine's ruling.")


def scenario_yaml(situation: str, data: Mapping[str, Any], results: list[dict[str, Any]], lang: str) -> str:
    """The situation and its rulings as a scenario file (see :mod:`floorbook.corpus.scenarios`) that
    ``floorbook check`` accepts: ``expect_by_ruleset`` holds each ruleset's outcome as the engine
    rules it (status, fields, articles). ``lang`` is the language of the comment heading the file;
    the title holds the situation's narrative in both languages. Written without a YAML library."""
    inp = read(situation, data)
    articles = list(dict.fromkeys(a for r in results for a in r["articles"]))
    lines = [say(SCENARIO_HEAD, lang), f"format: {SCENARIO_FORMAT}", "scenarios:",
             f"  - id: {_flow('ask-' + situation.replace('_', '-'))}",
             f"    articles: {_flow(articles)}"]
    if not articles:
        lines.append("    # no ruleset cites an article here: name the article(s) this situation tests")
    lines += ["    title:",
              f"      fr: {_flow(narrative(situation, inp, 'fr'))}",
              f"      en: {_flow(narrative(situation, inp, 'en'))}",
              f"    situation: {situation}",
              f"    input: {_flow(dict(data))}",
              "    expect_by_ruleset:"]
    for r in results:
        expected = {"status": r["verdict"], **r["outcome"]}
        if r["articles"]:
            expected["articles"] = r["articles"]
        lines.append(f"      {r['ruleset']}: {_flow(expected)}")
    return "\n".join(lines) + "\n"
