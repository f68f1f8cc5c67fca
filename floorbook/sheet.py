"""House rule sheets: a TD picks a base rulebook, sets local choices, and prints one or two A4 pages.

A house configuration is an overlay, like Fivebet on TDA 2019: the base ruleset's parameters
with the TD's choices on top (:meth:`Ruleset.with_overrides`). Every line of the sheet cites its
article; house choices are marked as such. Bad configurations get one message per problem naming
the key and the allowed values, and nothing is written.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from floorbook.comparisons import Comparison, compare
from floorbook.engine.declarations import DISCRETION
from floorbook.engine.rulesets import Parameter, Ruleset
from floorbook.files import write_atomic
from floorbook.loader import Base, Problem, _line, read_yaml
from floorbook.models import COMPARED_SOURCES, Text
from floorbook.parameters import load_declarations, load_rulesets
from floorbook.render import _env
from floorbook.strings import STRINGS, t


def site_url() -> str:
    """The site's public address, from mkdocs.yml's ``site_url`` (set it when deploying); a
    configuration's ``url:`` overrides it."""
    from floorbook.loader import REPO_ROOT

    try:
        return str(yaml.safe_load((REPO_ROOT / "mkdocs.yml").read_text(encoding="utf-8")).get("site_url") or "")
    except (OSError, yaml.YAMLError):
        return ""

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

# A house may choose any declared parameter (parameters/_declarations.yaml): a choice is checked
# against the declared type, range and allowed values. `discretion` (left to the TD) is allowed,
# `silent` is not: a house sheet says what the house does.
HOUSE_ALWAYS_ALLOWED = (DISCRETION,)
# A mapping parameter a house gives as one number: the field that number fills.
HOUSE_SHORTHAND = {"final_table_size": "max"}
HOUSE_ARTICLE = "house"


class EventInfo(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1)
    date: dt.date
    venue: str = Field(min_length=1)
    td_contact: str = Field(min_length=1)


class EventDetails(BaseModel):
    """Local facts the rulebooks leave to each event."""

    model_config = ConfigDict(extra="forbid")
    starting_stack: int | None = Field(None, gt=0)
    level_minutes: int | None = Field(None, ge=5, le=120)
    late_registration_levels: int | None = Field(None, ge=0, le=30)
    ante_format: Literal["none", "classic", "button", "big_blind_ante"] | None = None
    rebuys: bool | None = None


class HouseConfig(BaseModel):
    model_config = ConfigDict(extra="forbid")
    event: EventInfo
    base: str
    language: Literal["fr", "en"] = "fr"
    url: str | None = None
    choices: dict[str, Any] = Field(default_factory=dict)
    details: EventDetails = Field(default_factory=EventDetails)
    additions: list[Text] = Field(default_factory=list)
    topics: list[str] | None = None

    @field_validator("base")
    @classmethod
    def _known_base(cls, base: str) -> str:
        known = sorted(load_rulesets())
        if base not in known:
            raise ValueError(f"unknown base {base!r}; allowed: {', '.join(known)}")
        return base


class SheetError(Exception):
    def __init__(self, problems: list[Problem]):
        self.problems = problems
        super().__init__("\n".join(str(p) for p in problems))


def _check_choice(name: str, value: Any, rules: Ruleset) -> str | None:
    """None when the choice is acceptable, else what was expected (naming the allowed values)."""
    declarations = load_declarations()
    if name not in declarations or name not in rules.parameters:
        return f"unknown parameter; allowed: {', '.join(sorted(declarations))}"
    declaration = declarations[name]
    spec = declaration
    if name in HOUSE_SHORTHAND and not isinstance(value, dict):
        spec = declaration.fields[HOUSE_SHORTHAND[name]]
    problems = spec.problems(value, HOUSE_ALWAYS_ALLOWED, declaration.unit)
    if not problems:
        return None
    return "; ".join(f"{'.'.join(map(str, loc))}: {msg}" if loc else msg for loc, msg in problems)


@dataclass
class House:
    config: HouseConfig
    rules: Ruleset
    choices: dict[str, Parameter]
    topics: list[str]


def load_house(path: Path, base: Base, rel: str | None = None) -> House:
    """Read and validate a house configuration; raise :class:`SheetError` listing every problem.

    ``rel`` is how the file is named in messages (default: the path as given)."""
    rel = rel or str(path)
    problems: list[Problem] = []
    data, node = read_yaml(path, rel, problems)
    if problems:
        raise SheetError(problems)
    if not isinstance(data, dict):
        raise SheetError([Problem(rel, "", "expected a YAML mapping (event, base, choices, …)")])
    try:
        config = HouseConfig.model_validate(data)
    except ValidationError as err:
        for e in err.errors():
            loc = tuple(e["loc"])
            msg = e["msg"].removeprefix("Value error, ")
            if e["type"] == "extra_forbidden":
                model = {("details",): EventDetails, ("event",): EventInfo}.get(loc[:-1], HouseConfig)
                msg = f"unknown key; allowed: {', '.join(model.model_fields)}"
            elif e["type"] == "missing":
                msg = "is required"
            problems.append(Problem(rel, ".".join(map(str, loc)), msg, _line(node, loc)))
        raise SheetError(problems) from None
    rules = load_rulesets()[config.base]
    choices: dict[str, Parameter] = {}
    for name, value in config.choices.items():
        expected = _check_choice(name, value, rules)
        if expected:
            problems.append(Problem(rel, f"choices.{name}", expected, _line(node, ("choices", name))))
            continue
        stored = {HOUSE_SHORTHAND[name]: value} if name in HOUSE_SHORTHAND and not isinstance(value, dict) else value
        choices[name] = Parameter(name, stored, (HOUSE_ARTICLE,), "house choice", "house")
    topics = config.topics if config.topics is not None else DEFAULT_TOPICS
    for i, tid in enumerate(topics):
        if tid not in base.topics:
            problems.append(
                Problem(
                    rel,
                    f"topics[{i}]",
                    f"unknown topic {tid!r}; allowed: {', '.join(sorted(base.topics))}",
                    _line(node, ("topics", i)),
                )
            )
    if problems:
        raise SheetError(problems)
    return House(config, rules.with_overrides("house", choices), choices, list(topics))


def _human(value: Any) -> str:
    if isinstance(value, dict) and set(value) == {"max"}:
        return str(value["max"])
    return str(value)


def render_html(house: House, base: Base, lang: str | None = None) -> str:
    """The sheet as a standalone, printable HTML document (escaped: text is data)."""
    lang = lang or house.config.language
    comparisons: dict[str, Comparison] = {c.topic.id: c for c in compare(base)}
    source = house.config.base if house.config.base in COMPARED_SOURCES else "tda-2019"
    lines = []
    for tid in house.topics:
        comp = comparisons[tid]
        cell = next(c for c in comp.cells if c.source == source)
        marked = [(p, house.choices[p]) for p in comp.topic.parameters if p in house.choices]
        cites = [base.cite(a) for a in cell.data.articles]
        lines.append(
            {
                "title": comp.topic.title.get(lang),
                "text": (cell.data.note if cell.data.silent else cell.data.summary).get(lang)
                if (cell.data.note or cell.data.summary)
                else "",
                "silent": cell.data.silent,
                "cites": cites,
                "choices": [
                    (t(f"param_{name}", lang) if f"param_{name}" in _PARAM_KEYS else name, _human(p.value))
                    for name, p in marked
                ],
            }
        )
    others = [
        (t(f"param_{n}", lang) if f"param_{n}" in _PARAM_KEYS else n, _human(p.value))
        for n, p in house.choices.items()
        if not any(n in comparisons[tid].topic.parameters for tid in house.topics)
    ]
    return (
        _env()
        .get_template("sheet.html.j2")
        .render(
            lang=lang,
            t=t,
            house=house,
            cfg=house.config,
            lines=lines,
            other_choices=others,
            base_title=base.sources[house.config.base].data.short_title
            if house.config.base in base.sources
            else house.config.base,
            url=house.config.url or site_url(),
            additions=[a.get(lang) for a in house.config.additions],
        )
    )


_PARAM_KEYS = {key for key in STRINGS if key.startswith("param_")}


def write_sheet(house: House, base: Base, out: Path, lang: str) -> Path:
    """Write ``out`` (.html or .pdf) atomically: a temporary file renamed at the end."""
    suffix = out.suffix.lower()
    if suffix not in (".html", ".pdf"):
        raise SheetError([Problem(str(out), "", "the output must end in .html or .pdf")])
    html = render_html(house, base, lang)

    def fill(tmp: Path) -> None:
        if suffix == ".html":
            tmp.write_text(html, encoding="utf-8")
        else:
            from weasyprint import HTML

            HTML(string=html, base_url=str(out.parent)).write_pdf(tmp)

    write_atomic(out, fill)
    return out


def ready_sheet(base: Base, ruleset_id: str) -> House:
    """The sheet of a rulebook as published (no house choice), with blanks for the event."""
    blank = "____________"
    event = EventInfo.model_construct(
        name=base.sources[ruleset_id].data.short_title if ruleset_id in base.sources else ruleset_id,
        date=None,
        venue=blank,
        td_contact=blank,
    )
    config = HouseConfig.model_construct(
        event=event,
        base=ruleset_id,
        language="fr",
        url=None,
        choices={},
        details=EventDetails(),
        additions=[],
        topics=None,
    )
    return House(config, load_rulesets()[ruleset_id], {}, list(DEFAULT_TOPICS))


def dump(data: Any) -> str:
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False)
