"""House rule sheets: a TD picks a base rulebook, sets local choices, and prints one or two A4 pages.

A house configuration is an overlay, like Fivebet on TDA 2019: the base ruleset's parameters
with the TD's choices on top (:meth:`Ruleset.with_overrides`). Every line of the sheet cites its
article; house choices are marked as such. Bad configurations get one message per problem naming
the key and the allowed values, and nothing is written.
"""

from __future__ import annotations

import datetime as dt
import ipaddress
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal
from urllib.parse import urlsplit

import yaml
from markupsafe import Markup, escape
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from floorbook.comparisons import compare
from floorbook.engine.declarations import DISCRETION, Declaration, Label
from floorbook.engine.rulesets import Parameter, Ruleset
from floorbook.files import write_atomic
from floorbook.loader import Base, Problem, _line, read_yaml
from floorbook.models import COMPARED_SOURCES, Text
from floorbook.parameters import load_declarations, load_rulesets
from floorbook.render import GENERATED_DIR, _env
from floorbook.strings import t
from floorbook.words import UNIT_WORDS, YES_NO, date_words, number_words, value_words


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
    return house_from_data(data, base, rel, node)


def house_from_data(data: Any, base: Base, rel: str = "house", node: yaml.Node | None = None) -> House:
    """A house from configuration data (a YAML file's, or a form's); raise :class:`SheetError` listing
    every problem, located in ``rel`` (and at its line when the YAML ``node`` is given)."""
    problems: list[Problem] = []
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


# --- what the sheet prints: plain data, computed from the effective values ------------------------------
# The functions below use the engine's values (Ruleset, Declaration) and floorbook.words only, never
# pydantic or YAML, so that the sheet builder of the site can run them in the browser as they are.


@dataclass(frozen=True)
class TopicSummary:
    """One topic as the sheet prints it for the base rulebook: its title, our summary (or the note
    saying the rulebook does not address it), the articles cited and the parameters it depends on."""

    id: str
    title: Label
    text: Label | None
    silent: bool
    articles: tuple[str, ...]
    parameters: tuple[str, ...]


@dataclass(frozen=True)
class Item:
    """One parameter in plain words: what it decides (``label``) and its effective ``value``."""

    label: str
    value: str
    house: bool  # a house choice (else the base rulebook's value, citing ``articles``)
    articles: tuple[str, ...] = ()
    ours: bool = False  # the rulebook's text does not state the value: our reading


@dataclass(frozen=True)
class Line:
    """One topic of the sheet. ``items`` replace the summary (``generated``) when a house choice
    changes a value the summary depends on; otherwise the summary is printed and ``items`` are the
    house's choices on the topic (equal to the rulebook's values)."""

    title: str
    text: str
    silent: bool
    generated: bool
    articles: tuple[str, ...]
    items: tuple[Item, ...]


def colon(lang: str) -> str:
    """What precedes a value after its label: `` :`` with a no-break space in French, ``:`` in English."""
    return "\u00a0:" if lang == "fr" else ":"


def parameter_text(label: str, value: str, lang: str) -> str:
    """``label : value`` as one text, a question keeping its mark (``Quel jeton ? Le plus gros``)."""
    if label.endswith("?"):
        return f"{label} {value[:1].upper()}{value[1:]}"
    return f"{label}{colon(lang)} {value}"


def parameter_label(declaration: Declaration, lang: str) -> str:
    """What a parameter decides, from its declaration, without the final full stop."""
    text = declaration.description.get(lang).strip()
    return text[:-1] if text.endswith(".") else text


def parameter_item(declaration: Declaration, param: Parameter, lang: str, house: bool) -> Item:
    """A parameter's effective value in plain words (:func:`floorbook.words.value_words`)."""
    return Item(
        parameter_label(declaration, lang),
        value_words(declaration, param.value, lang),
        house,
        () if house else param.articles,
        not house and param.is_interpretation,
    )


def differs(name: str, choices: dict[str, Parameter], base_rules: Ruleset) -> bool:
    """Whether the house chose, for ``name``, another value than the base rulebook's."""
    return name in choices and choices[name].value != base_rules.value(name)


def _states(text: str, words: str) -> re.Match[str] | None:
    """Where ``text`` states ``words`` as whole words (any kind of space, any case)."""
    def plain(s: str) -> str:
        return s.replace("\u00a0", " ").replace("\u202f", " ")

    return re.search(rf"(?<![\w.,]){re.escape(plain(words))}(?![\w]|[.,]\d)", plain(text), re.IGNORECASE)


def house_title(title: str, changed: list[tuple[str, str]]) -> str:
    """A topic's title when house choices change values: a title naming a rulebook value (``the 50%
    rule``) keeps only what precedes its colon (``Short raise``), or else gets the house's words.
    ``changed``: (rulebook value's words, house value's words).

    >>> house_title("Short raise: the 50% rule", [("50%", "25%")]), house_title("The 50% rule", [("50%", "25%")])
    ('Short raise', 'The 25% rule')
    """
    for old, new in changed:
        found = _states(title, old)
        if found is None:
            continue
        head = re.split(r"\s*:\s", title, maxsplit=1)[0]
        if head != title and not _states(head, old):
            title = head
        else:
            title = title[:found.start()] + new + title[found.end():]
    return title


def topic_line(topic: TopicSummary, base_rules: Ruleset, choices: dict[str, Parameter],
               declarations: dict[str, Declaration], lang: str) -> Line:
    """A topic of the sheet. Our summary describes the base rulebook's values: when a house choice
    changes one of the parameters the topic depends on, the summary would contradict it, so the topic
    is told from the effective values instead (every parameter of the topic, the house's marked)."""
    title = topic.title.get(lang)
    changed = [name for name in topic.parameters if differs(name, choices, base_rules)]
    if changed:
        title = house_title(title, [(value_words(declarations[n], base_rules.value(n), lang),
                                     value_words(declarations[n], choices[n].value, lang)) for n in changed])
        rules = base_rules.with_overrides("house", choices)
        items = tuple(
            parameter_item(declarations[name], rules[name], lang, name in choices)
            for name in topic.parameters
            if name in choices or not rules[name].is_silent
        )
        return Line(title, "", False, True, (), items)
    items = tuple(parameter_item(declarations[n], choices[n], lang, True) for n in topic.parameters if n in choices)
    text = topic.text.get(lang) if topic.text else ""
    return Line(title, text, topic.silent, False, topic.articles, items)


def sheet_lines(topics: list[TopicSummary], base_rules: Ruleset, choices: dict[str, Parameter],
                declarations: dict[str, Declaration], lang: str) -> tuple[list[Line], list[Item]]:
    """The sheet's topics, and the house choices on parameters none of these topics depends on."""
    lines = [topic_line(topic, base_rules, choices, declarations, lang) for topic in topics]
    shown = {name for topic in topics for name in topic.parameters}
    others = [parameter_item(declarations[n], p, lang, True) for n, p in choices.items() if n not in shown]
    return lines, others


# --- event details, dates, the site's address ------------------------------------------------------------

LOCAL_HOST_SUFFIXES = (".local", ".localhost", ".localdomain", ".internal", ".lan", ".home.arpa")


def is_public_url(url: str | None) -> bool:
    """Whether ``url`` is an address anyone can open: http(s) on a public name or address — not
    localhost, ``*.local``, a private, loopback or unspecified IP, a bare intranet name, ``file:``.

    >>> [is_public_url(u) for u in ("https://floorbook.example.org/", "http://127.0.0.1:8000/",
    ...  "http://localhost/", "http://0.0.0.0/", "http://club.local/", "http://192.168.1.5/",
    ...  "http://10.0.0.2/", "file:///tmp/site/", "http://[::1]/", "http://intranet/")]
    [True, False, False, False, False, False, False, False, False, False]
    """
    try:
        parts = urlsplit((url or "").strip())
        host = (parts.hostname or "").rstrip(".").lower()
    except ValueError:
        return False
    if parts.scheme not in ("http", "https") or not host:
        return False
    if host == "localhost" or host.endswith(LOCAL_HOST_SUFFIXES):
        return False
    try:
        return ipaddress.ip_address(host).is_global
    except ValueError:
        return "." in host


def ruleset_url(site: str, ruleset_id: str, lang: str) -> str:
    """The base rulebook's index page on the site, in ``lang`` (English pages live under ``en/``)."""
    return site.rstrip("/") + "/" + ("en/" if lang == "en" else "") + f"{GENERATED_DIR}/{ruleset_id}/"


def qr_svg(url: str) -> str:
    """A QR code of ``url`` as an inline SVG element (pure Python: qrcode's SVG writer, no Pillow)."""
    import qrcode
    from qrcode.image.svg import SvgPathImage

    code = qrcode.QRCode(border=0, image_factory=SvgPathImage)
    code.add_data(url)
    code.make(fit=True)
    svg = code.make_image().to_string(encoding="unicode")
    opening = f'<svg class="qr" role="img" aria-label="{escape(f"QR code: {url}")}"'
    return re.sub(r'^<svg width="[^"]*" height="[^"]*"', lambda _: opening, svg)


def count_words(n: int, one: str, many: str, lang: str) -> str:
    """``n`` and its noun, singular for 1 (and 0 in French)."""
    single = n <= 1 if lang == "fr" else n == 1
    return f"{number_words(n, lang)} {one if single else many}"


def detail_items(details: EventDetails, lang: str) -> list[tuple[str, str]]:
    """The event's details as (label, value in words), numbers written as ``lang`` writes them."""
    out: list[tuple[str, str]] = []
    if details.starting_stack:
        out.append((t("detail_starting_stack", lang), count_words(details.starting_stack, *UNIT_WORDS["chips"][lang],
                                                                   lang)))
    if details.level_minutes:
        out.append((t("detail_level_minutes", lang), count_words(details.level_minutes, *UNIT_WORDS["minutes"][lang],
                                                                  lang)))
    if details.late_registration_levels is not None:
        n = details.late_registration_levels
        out.append((t("detail_late_registration_levels", lang),
                    t("sheet_no_late_registration", lang) if n == 0
                    else count_words(n, t("sheet_level", lang), t("sheet_levels", lang), lang)))
    if details.ante_format:
        out.append((t("detail_ante_format", lang), t(f"ante_{details.ante_format}", lang)))
    if details.rebuys is not None:
        out.append((t("detail_rebuys", lang), YES_NO[details.rebuys][lang]))
    return out


def topic_summaries(base: Base, source: str) -> dict[str, TopicSummary]:
    """Every compared topic as the sheet prints it for ``source`` (the edge: from the loaded base).

    An overlay's cell that cites exactly its base's articles (Fivebet's "as TDA 2019") adds nothing
    to its base: the sheet prints the base's summary, which players can use at the table."""
    underlying = load_rulesets()[source].base if source in load_rulesets() else None
    out = {}
    for comp in compare(base):
        cell = next(c for c in comp.cells if c.source == source)
        below = next((c for c in comp.cells if c.source == underlying), None)
        if below is not None and not cell.data.silent and cell.data.articles == below.data.articles:
            cell = below
        text = cell.data.note if cell.data.silent else cell.data.summary
        out[comp.topic.id] = TopicSummary(
            comp.topic.id,
            Label(fr=comp.topic.title.fr, en=comp.topic.title.get("en")),
            Label(fr=text.fr, en=text.get("en")) if text else None,
            cell.data.silent,
            tuple(dict.fromkeys(cell.data.articles)),
            tuple(comp.topic.parameters),
        )
    return out


def render_html(house: House, base: Base, lang: str | None = None,
                topics: dict[str, TopicSummary] | None = None) -> str:
    """The sheet as a standalone, printable HTML document (escaped: text is data).

    ``topics`` (from :func:`topic_summaries`) may be given to render many sheets of one base."""
    lang = lang or house.config.language
    cfg = house.config
    source = cfg.base if cfg.base in COMPARED_SOURCES else "tda-2019"
    topics = topics if topics is not None else topic_summaries(base, source)
    lines, others = sheet_lines([topics[tid] for tid in house.topics], load_rulesets()[cfg.base], house.choices,
                                load_declarations(), lang)
    site = cfg.url or site_url()
    url = ruleset_url(site, cfg.base, lang) if is_public_url(site) else ""
    return (
        _env()
        .get_template("sheet.html.j2")
        .render(
            lang=lang,
            t=t,
            colon=colon(lang),
            cfg=cfg,
            date=date_words(cfg.event.date, lang) if cfg.event.date else "",
            details=detail_items(cfg.details, lang),
            lines=lines,
            other_choices=others,
            cite=base.cite,
            parameter_text=lambda item: parameter_text(item.label, item.value, lang),
            base_title=base.sources[cfg.base].data.short_title if cfg.base in base.sources else cfg.base,
            url=url,
            qr=Markup(qr_svg(url)) if url else "",
            additions=[a.get(lang) for a in cfg.additions],
        )
    )


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
