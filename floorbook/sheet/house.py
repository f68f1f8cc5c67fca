"""A house configuration: the base rulebook, the house's choices, the event — checked in one place.

The command line (``floorbook sheet house.yaml``) and the site's sheet builder (this module, run by
Pyodide in the browser) read a configuration through the same functions, so a mistake gets the same
message, located the same way, in both: ``house.yaml:7: choices.time_seconds: 5 is out of range;
allowed: 10 to 300 seconds, discretion``. Standard library, PyYAML and the engine's declarations
only; nothing here reads the project's files (the edge, :mod:`floorbook.sheet.printing`, does).

A house configuration is an overlay, like Fivebet on TDA 2019: the base ruleset's parameters with
the TD's choices on top (:meth:`Ruleset.with_overrides`). A choice is checked against the
parameter's declaration (``parameters/_declarations.yaml``): its type, range and allowed values;
``discretion`` (left to the TD) is allowed, ``silent`` is not: a house sheet says what the house does.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qsl, urlencode

import yaml

from floorbook import LANGUAGES
from floorbook.engine.bounds import (
    LARGEST,
    SHOWN_PROBLEMS,
    json_value,
    named_pairs,
    number_from_text,
    printed_text_problem,
    shown,
)
from floorbook.engine.declarations import DISCRETION, Declaration, Label, ValueSpec
from floorbook.engine.registry import field_path
from floorbook.engine.rulesets import Parameter, Ruleset
from floorbook.nearest import did_you_mean
from floorbook.reading.yamlfile import Problem, line_at, parse_text
from floorbook.urls import query_text

DEFAULT_TOPICS = [
    "time-clock",
    "verbal-declarations",
    "min-bet-and-raise",
    "fifty-percent-rule",
    "short-all-in-reopening",
    "multiple-chips",
    "single-oversized-chip",
    "string-bets",
    "acting-out-of-turn",
    "showdown-order",
    "right-to-see-a-hand",
    "exposing-cards",
    "misdeal-triggers",
    "dead-button",
    "absent-players-and-blinds",
    "table-balancing",
    "final-table-size",
    "chip-race-and-color-up",
    "electronic-devices",
    "penalties",
]

HOUSE_ALWAYS_ALLOWED = (DISCRETION,)
# A mapping parameter a house gives as one number: the field that number fills.
HOUSE_SHORTHAND = {"final_table_size": "max"}
HOUSE_ARTICLE = "house"
# A configuration file is read by PyYAML's pure-Python parser, which the browser runs too: a syntax
# error gets the same message from `floorbook sheet` and from the site's sheet builder.
HOUSE_LOADER = yaml.SafeLoader

TOP_KEYS = ("event", "base", "language", "url", "choices", "details", "additions", "topics")
EVENT_KEYS = ("name", "date", "venue", "td_contact")
# The bounds of a configuration, whoever writes it (a file, the builder's form, a URL): what one or two printed
# pages can hold. A text beyond them is refused at once, as a character that would print other than it reads.
EVENT_CHARS = 200  # the event's name, venue, contact: a line of the sheet's head
URL_CHARS = 2_000  # the site's address the QR code holds: browsers keep addresses of a few thousand characters
ADDITIONS = 30  # local rules: a sheet of one or two pages holds a dozen
ADDITION_CHARS = 1_000  # one local rule, in one language: a paragraph (about 150 words)
CONFIG_CHARS = 100_000  # a configuration file: all of the above and every parameter chosen, with room to spare
ANTE_FORMATS = ("none", "classic", "button", "big_blind_ante")
# Local facts the rulebooks leave to each event, checked as engine values are (same messages).
DETAILS: dict[str, tuple[ValueSpec, str]] = {
    "starting_stack": (ValueSpec(type="integer", min=1, max=LARGEST), "chips"),
    "level_minutes": (ValueSpec(type="integer", min=5, max=120), "minutes"),
    "late_registration_levels": (ValueSpec(type="integer", min=0, max=30), "none"),
    "ante_format": (ValueSpec(type="choice", values={v: Label(fr=v, en=v) for v in ANTE_FORMATS}), "none"),
    "rebuys": (ValueSpec(type="boolean"), "none"),
}


@dataclass(frozen=True)
class EventInfo:
    name: str
    date: dt.date | None  # None on the site's ready sheets (a blank to fill in)
    venue: str
    td_contact: str


@dataclass(frozen=True)
class EventDetails:
    """Local facts of the event (each optional)."""

    starting_stack: int | None = None
    level_minutes: int | None = None
    late_registration_levels: int | None = None
    ante_format: str | None = None
    rebuys: bool | None = None


@dataclass(frozen=True)
class Addition:
    """A local rule of the house, in French and (optionally) English."""

    fr: str
    en: str | None = None

    def get(self, lang: str) -> str:
        return self.en if lang == "en" and self.en else self.fr


@dataclass(frozen=True)
class HouseConfig:
    event: EventInfo
    base: str
    language: str = "fr"
    url: str | None = None
    choices: dict[str, Any] = field(default_factory=dict)
    details: EventDetails = field(default_factory=EventDetails)
    additions: tuple[Addition, ...] = ()
    topics: tuple[str, ...] | None = None


@dataclass
class House:
    config: HouseConfig
    rules: Ruleset  # the base ruleset with the house's choices on top
    choices: dict[str, Parameter]
    topics: list[str]
    base_rules: Ruleset  # the base ruleset as published
    declarations: dict[str, Declaration]


HOUSE_RULESET = "house"  # the house ruleset's id: no rulebook's (parameters/ holds none of this name)


def house_ruleset(base_rules: Ruleset, choices: dict[str, Parameter]) -> Ruleset:
    """This tournament's rules: the base ruleset's parameters with the house's choices on top, the overlay of
    Fivebet on TDA 2019 (:meth:`Ruleset.with_overrides`) — the one place that composes them, for the sheet,
    the booklet and ``floorbook ask --house`` alike (and the browser, which runs this module).

    A choice keeps the articles and the articles read of the base's value it replaces (a ruling cites the
    article the house departs from, as the booklet prints a choice beside it) and is set by
    :data:`HOUSE_RULESET` (``Parameter.ruleset``), by which a ruling knows the value is the house's. Like every
    ruleset, it is JSON-able (:func:`floorbook.engine.rulesets.document`).

    >>> base = Ruleset.of("ropta-2023", time_seconds=(30, "ropta-2023/3.5"), time_countdown=5)
    >>> rules = house_ruleset(base, {"time_seconds": Parameter("time_seconds", 45, (), "house choice", "house")})
    >>> rules.id, rules.base, rules["time_seconds"].value, rules["time_seconds"].articles, rules.value("time_countdown")
    ('house', 'ropta-2023', 45, ('ropta-2023/3.5',), 5)
    """
    overrides = {name: Parameter(name, choice.value, base_rules[name].articles, choice.note, HOUSE_RULESET,
                                 read=base_rules[name].read)
                 for name, choice in choices.items()}
    return base_rules.with_overrides(HOUSE_RULESET, overrides)


FORM = "form"  # where the problems of the site's form are (no file, no line)


class SheetError(Exception):
    def __init__(self, problems: list[Problem]):
        self.problems = problems
        super().__init__("\n".join(str(p) for p in problems))


# --- checking a configuration -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Unreadable:
    """A value of a URL that cannot be read as its field asks (a number written otherwise than in digits, a
    name given twice in a list of pairs, a key of the query given twice), kept in the configuration's data
    so that the checker says why at its place (:func:`from_query`)."""

    text: str
    message: str


class _Checker:
    """Collects the problems of one configuration, each located in ``rel`` (and at its line); the first
    :data:`SHOWN_PROBLEMS` only (a value repeated thousands of times is said a few times, not thousands)."""

    def __init__(self, rel: str, node: yaml.Node | None):
        self.rel, self.node, self.problems = rel, node, []
        self.more = 0  # problems found beyond those said

    def add(self, loc: tuple[Any, ...], message: str) -> None:
        if len(self.problems) >= SHOWN_PROBLEMS:
            self.more += 1
            return
        self.problems.append(Problem(self.rel, field_path(loc), message, line_at(self.node, loc)))

    def said(self) -> list[Problem]:
        """The problems in the file's order, and a last one saying how many more were found."""
        out = sorted(self.problems, key=lambda p: p.line if p.line is not None else 0)
        if self.more:
            out.append(Problem(self.rel, "", f"{self.more} more problem(s): correct the ones above first"))  # as ask
        return out

    def readable(self, value: Any, loc: tuple[Any, ...]) -> bool:
        """Whether ``value`` could be read from its URL; else its problem is said."""
        if isinstance(value, Unreadable):
            self.add(loc, value.message)
            return False
        return True

    def mapping(self, data: Any, loc: tuple[Any, ...], keys: tuple[str, ...], required: tuple[str, ...]) -> dict:
        if not self.readable(data, loc):
            return {}
        if not isinstance(data, dict):
            self.add(loc, f"expected a mapping of {', '.join(keys)}")
            return {}
        for key in data:
            if key not in keys:
                self.add((*loc, key), f"unknown key; allowed: {', '.join(keys)}" + did_you_mean(key, keys))
        for key in required:
            if key not in data:
                self.add((*loc, key), "is required")
        return data

    def text(self, value: Any, loc: tuple[Any, ...], chars: int, optional: bool = False,
             lines: bool = False) -> str | None:
        """A text that will be printed: at most ``chars`` characters, on one line unless it may hold ``lines``,
        nothing in it that prints other than it reads (:func:`~floorbook.engine.bounds.printed_text_problem`)."""
        if value is None and optional:
            return None
        if not self.readable(value, loc):
            return None
        if not isinstance(value, str):
            self.add(loc, f"{shown(value)} is not text; expected text")
            return None
        if not value.strip():
            self.add(loc, "must not be empty")
            return None
        problem = printed_text_problem(value, chars, lines)
        if problem:
            self.add(loc, problem)
            return None
        return value

    def date(self, value: Any, loc: tuple[Any, ...]) -> dt.date | None:
        if not self.readable(value, loc):
            return None
        if isinstance(value, dt.datetime):
            return value.date()
        if isinstance(value, dt.date):
            return value
        if isinstance(value, str):
            try:
                return dt.date.fromisoformat(value.strip())
            except ValueError:
                pass
        self.add(loc, f"{shown(value)} is not a date; expected a date written YYYY-MM-DD")
        return None


def _check_choice(name: str, value: Any, rules: Ruleset, declarations: dict[str, Declaration]
                  ) -> list[tuple[tuple[Any, ...], str]]:
    """What is wrong with a choice, each problem where it is inside the value (naming the allowed values)."""
    if isinstance(value, Unreadable):
        return [((), value.message)]
    if name not in declarations or name not in rules.parameters:
        return [((), f"unknown parameter; allowed: {', '.join(sorted(declarations))}"
                 + did_you_mean(name, declarations))]
    declaration = declarations[name]
    spec: ValueSpec = declaration
    if name in HOUSE_SHORTHAND and not isinstance(value, dict):
        spec = declaration.fields[HOUSE_SHORTHAND[name]]
    return spec.problems(value, HOUSE_ALWAYS_ALLOWED, declaration.unit)


def house_from_data(data: Any, rulesets: dict[str, Ruleset], declarations: dict[str, Declaration],
                    topic_ids: Iterable[str], rel: str = "house", node: yaml.Node | None = None) -> House:
    """A house from configuration data (a YAML file's, a URL's); raise :class:`SheetError` listing
    every problem, located in ``rel`` (and at its line when the YAML ``node`` is given)."""
    check = _Checker(rel, node)
    if not isinstance(data, dict):
        raise SheetError([Problem(rel, "", "expected a YAML mapping (event, base, choices, …)")])
    check.mapping(data, (), TOP_KEYS, ("event", "base"))
    raw_event = check.mapping(data.get("event", {}), ("event",), EVENT_KEYS, EVENT_KEYS) if "event" in data else {}
    given = {k: check.date(raw_event[k], ("event", k)) if k == "date" else check.text(raw_event[k], ("event", k),
                                                                                       EVENT_CHARS)
             for k in EVENT_KEYS if k in raw_event}
    event = EventInfo(**{k: given.get(k) for k in EVENT_KEYS})
    base = data.get("base")
    if "base" in data and check.readable(base, ("base",)) and base not in rulesets:
        check.add(("base",), f"unknown base {shown(base)}; allowed: {', '.join(sorted(rulesets))}"
                  + did_you_mean(base, rulesets))
    language = data.get("language", "fr")
    if check.readable(language, ("language",)) and language not in LANGUAGES:
        check.add(("language",), f"{shown(language)} is not allowed; allowed: {', '.join(LANGUAGES)}"
                  + did_you_mean(language, LANGUAGES))
    url = check.text(data.get("url"), ("url",), URL_CHARS, optional=True)

    raw_details = check.mapping(data["details"], ("details",), tuple(DETAILS), ()) if data.get("details") else {}
    details = {}
    for key, value in raw_details.items():
        if key in DETAILS:
            spec, unit = DETAILS[key]
            if not check.readable(value, ("details", key)):
                continue
            problems = spec.problems(value, (), unit) if value is not None else []
            for where, msg in problems:
                check.add(("details", key, *where), msg)
            details[key] = None if problems else value

    additions = []
    raw_additions = data.get("additions") or []
    if not isinstance(raw_additions, list):
        check.add(("additions",), "expected a list of local rules, each with fr (and en)")
        raw_additions = []
    elif len(raw_additions) > ADDITIONS:
        check.add(("additions",), f"{len(raw_additions)} local rules; at most {ADDITIONS} (a sheet of one or two "
                                  "pages)")
        raw_additions = []
    for i, item in enumerate(raw_additions):
        entry = check.mapping(item, ("additions", i), LANGUAGES, ("fr",))
        if "fr" in entry:
            fr = check.text(entry["fr"], ("additions", i, "fr"), ADDITION_CHARS, lines=True)
            en = check.text(entry.get("en"), ("additions", i, "en"), ADDITION_CHARS, optional=True, lines=True)
            if fr:
                additions.append(Addition(fr, en))

    topics = data.get("topics")
    known_topics = set(topic_ids)
    if topics is not None and not check.readable(topics, ("topics",)):
        topics = []
    if topics is not None:
        if not isinstance(topics, list):
            check.add(("topics",), "expected a list of topics")
            topics = []
        elif len(topics) > len(known_topics):  # more than every topic once
            check.add(("topics",), f"{len(topics)} topics; there are {len(known_topics)}, each listed once at most")
            topics = []
        for i, tid in enumerate(topics):
            if tid not in known_topics:
                check.add(("topics", i), f"unknown topic {shown(tid)}; allowed: {', '.join(sorted(known_topics))}"
                          + did_you_mean(tid, known_topics))
            elif tid in topics[:i]:  # printed once: the sheet never repeats a topic
                check.add(("topics", i), f"{shown(tid)} is listed twice (first as topic {topics.index(tid) + 1}); "
                                         "each topic is printed once")

    choices: dict[str, Parameter] = {}
    raw_choices = data.get("choices") or {}
    if not isinstance(raw_choices, dict):
        check.add(("choices",), "expected a mapping of parameter: value")
        raw_choices = {}
    if base in rulesets:
        for name, value in raw_choices.items():
            expected = _check_choice(name, value, rulesets[base], declarations)
            for where, message in expected:
                check.add(("choices", name, *where), message)
            if expected:
                continue
            short = name in HOUSE_SHORTHAND and not isinstance(value, dict)
            stored = {HOUSE_SHORTHAND[name]: value} if short else value
            choices[name] = Parameter(name, stored, (HOUSE_ARTICLE,), "house choice", HOUSE_RULESET)
    if check.problems:  # in the file's order
        raise SheetError(check.said())
    config = HouseConfig(event, base, language, url, dict(raw_choices), EventDetails(**details), tuple(additions),
                         tuple(topics) if topics is not None else None)
    printed = list(topics) if topics is not None else list(DEFAULT_TOPICS)
    return House(config, house_ruleset(rulesets[base], choices), choices, printed, rulesets[base], declarations)


# --- a configuration as data, as a URL query, as a YAML file ------------------------------------------------


def config_data(config: HouseConfig) -> dict[str, Any]:
    """The configuration as the plain data of its YAML file (keys in the file's usual order)."""
    event = {k: getattr(config.event, k) for k in EVENT_KEYS if getattr(config.event, k) is not None}
    out: dict[str, Any] = {"event": event, "base": config.base, "language": config.language}
    if config.url:
        out["url"] = config.url
    if config.choices:
        out["choices"] = dict(config.choices)
    details = {k: getattr(config.details, k) for k in DETAILS if getattr(config.details, k) is not None}
    if details:
        out["details"] = details
    if config.additions:
        out["additions"] = [{"fr": a.fr, **({"en": a.en} if a.en else {})} for a in config.additions]
    if config.topics is not None:
        out["topics"] = list(config.topics)
    return out


def config_yaml(data: dict[str, Any]) -> str:
    """The YAML file that ``floorbook sheet`` reads, for configuration data (:func:`config_data`)."""
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=100)


def read_config(text: str, rel: str) -> tuple[Any, yaml.Node | None]:
    """A configuration file's text → (data, node tree for lines); :class:`SheetError` when it does not parse."""
    problems: list[Problem] = []
    data, node = parse_text(text, rel, problems, HOUSE_LOADER, CONFIG_CHARS)
    if problems:
        raise SheetError(problems)
    return data, node


def to_query(data: dict[str, Any]) -> str:
    """Configuration data as a URL query (read back by :func:`from_query`).

    >>> to_query({"event": {"name": "Jeudi", "date": dt.date(2026, 12, 3), "venue": "Club", "td_contact": "Cam"},
    ...           "base": "ropta-2023", "choices": {"time_seconds": 45}, "topics": ["time-clock", "penalties"]})
    'base=ropta-2023&event.name=Jeudi&event.date=2026-12-03&event.venue=Club&event.td_contact=Cam&choices.time_seconds=45&topics=time-clock,penalties'
    """
    pairs: list[tuple[str, str]] = []
    for key in ("base", "language"):
        if key in data:
            pairs.append((key, query_text(data[key])))
    for key, value in (data.get("event") or {}).items():
        pairs.append((f"event.{key}", query_text(value)))
    if data.get("url"):
        pairs.append(("url", query_text(data["url"])))
    for group in ("choices", "details"):
        for key, value in (data.get(group) or {}).items():
            pairs.append((f"{group}.{key}", query_text(value)))
    for i, addition in enumerate(data.get("additions") or []):
        for lang in LANGUAGES:
            if isinstance(addition, dict) and addition.get(lang):
                pairs.append((f"additions.{i}.{lang}", query_text(addition[lang])))
    if data.get("topics") is not None:
        pairs.append(("topics", ",".join(map(str, data["topics"]))))
    return urlencode(pairs, safe=",:")


def _scalar(text: str, spec: ValueSpec | None) -> Any:
    """One value of a URL, typed as ``spec`` declares it: text the spec cannot read stays text, so that the
    checker names it in its message; a number written otherwise than in digits (or of more digits than any
    figure) is :class:`Unreadable`, said as such."""
    kind = spec.type if spec is not None else None
    if kind in ("integer", "number"):
        try:
            number = number_from_text(text, whole=kind == "integer")
        except ValueError as err:
            return Unreadable(text, str(err))
        return text if number is None else number
    if kind == "boolean" and text in ("true", "false"):
        return text == "true"
    return text


def value_from_text(text: str, spec: ValueSpec, shorthand: str | None = None) -> Any:
    """A choice or detail written in a URL → its value (the inverse of the URL's writing); :class:`Unreadable`
    when it cannot be read as written (JSON nested deeper than the value, a name given twice).

    >>> spec = ValueSpec(type="integer", min=1, cases={"early": Label(fr="t", en="e"), "late": Label(fr="t", en="l")})
    >>> value_from_text("3", spec), value_from_text("early:3,late:2", spec), value_from_text("discretion", spec)
    (3, {'early': 3, 'late': 2}, 'discretion')
    """
    text = text.strip()
    if text in ("silent", DISCRETION):
        return text
    if text.startswith(("{", "[")):
        try:
            return spec.from_json(json_value(text, spec.depth))
        except ValueError as err:
            return Unreadable(text, str(err))
    if spec.type == "list":
        return [item.strip() for item in text.split(",") if item.strip()] if text else []
    if spec.type == "mapping" and shorthand and not re.search(r"[:,]", text):
        return _scalar(text, spec.fields[shorthand])
    if (spec.type == "mapping" or spec.cases) and ":" in text:
        try:
            pairs = named_pairs(text)  # the one reading of name:value pairs: a name given twice is refused
        except ValueError as err:
            return Unreadable(text, str(err))
        out: dict[Any, Any] = {}
        for key, value in pairs:
            inner = spec.fields.get(key) if spec.fields else (spec.items if spec.items else spec)
            out[_scalar(key, spec.keys) if spec.keys else key] = _scalar(value, inner)
        return out
    return _scalar(text, spec)


ADDITION_INDEX = re.compile(r"[0-9]{1,4}")  # a local rule's row in a URL


def from_query(query: str, declarations: dict[str, Declaration]) -> dict[str, Any]:
    """A URL query → configuration data, as its YAML file would give it (:func:`to_query`'s inverse).

    Unknown keys are kept, so that the checker names them; a key given twice is kept as :class:`Unreadable`
    (neither of its values chosen in silence)."""
    data: dict[str, Any] = {}
    additions: dict[int, dict[str, str]] = {}
    pairs = parse_qsl(query.lstrip("?"), keep_blank_values=True)
    counts: dict[str, int] = {}
    for key, _ in pairs:
        counts[key] = counts.get(key, 0) + 1
    for key, text in pairs:
        twice = Unreadable(text, "is given twice") if counts[key] > 1 else None  # said by the checker, at its place
        group, _, name = key.partition(".")
        if group == "event" and name:
            _group(data, "event")[name] = twice or _event_value(name, text)
        elif group == "choices" and name:
            declaration = declarations.get(name)
            _group(data, "choices")[name] = twice or (
                value_from_text(text, declaration, HOUSE_SHORTHAND.get(name)) if declaration else text)
        elif group == "details" and name:
            _group(data, "details")[name] = twice or (
                _scalar(text.strip(), DETAILS[name][0]) if name in DETAILS else text)
        elif group == "additions" and name:
            index, _, lang = name.partition(".")
            if ADDITION_INDEX.fullmatch(index):
                if text.strip() or twice:
                    additions.setdefault(int(index), {})[lang] = twice or text
            else:
                data[key] = text
        elif key == "topics":
            data["topics"] = twice or [t for t in (s.strip() for s in text.split(",")) if t]
        else:
            data[key] = twice or text
    if additions:
        data["additions"] = [additions[i] for i in sorted(additions)]
    return data


def _group(data: dict[str, Any], group: str) -> dict[str, Any]:
    """The mapping of a group of keys (``event.name``, ``choices.…``); when the group was given whole as well
    (``event=x``), a mapping left out of the data: the whole value stays, which the checker refuses as no
    mapping (the order of the two never matters)."""
    found = data.setdefault(group, {})
    return found if isinstance(found, dict) else {}


def _event_value(name: str, text: str) -> Any:
    if name == "date":
        try:
            return dt.date.fromisoformat(text.strip())
        except ValueError:
            return text
    return text
