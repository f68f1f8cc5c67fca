"""What a house sheet prints, and the sheet itself (HTML), from plain data.

The same functions write the sheet for ``floorbook sheet`` and for the site's sheet builder, where
Pyodide runs them in the browser: they use the engine's values (Ruleset, Declaration),
:mod:`floorbook.words.values`, :mod:`floorbook.words.interface`, Jinja2 and (for the QR code) qrcode — never
pydantic or the project's files. What they need from the loaded base (our summaries of each topic,
how articles are cited, the rulebooks' names, the site's address) comes as :class:`SheetData`, which
the edge (:mod:`floorbook.sheet.printing`) computes and the site ships as JSON.
"""

from __future__ import annotations

import ipaddress
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import jinja2
from markupsafe import Markup, escape

from floorbook.engine.declarations import Declaration, Label
from floorbook.engine.rulesets import Parameter, Ruleset
from floorbook.sheet.house import EventDetails, House, house_ruleset
from floorbook.sheet.link import LinkError, tournament_link
from floorbook.urls import ruleset_url
from floorbook.words.interface import ANTE_FORMAT_NAMES, DETAIL_NAMES, UI
from floorbook.words.lookup import say
from floorbook.words.values import UNIT_WORDS, YES_NO, date_words, number_words, value_words

TEMPLATES = Path(__file__).resolve().parent / "templates"


def template_env(folder: Path = TEMPLATES) -> jinja2.Environment:
    """The Jinja environment of the project's templates in ``folder`` (the sheet's by default; the site
    passes its own), with the same settings everywhere: HTML escaped (text is data), strict."""
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(folder),
        autoescape=True,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        undefined=jinja2.StrictUndefined,
    )
    env.globals.update(say=say, UI=UI)  # say(UI["sheet_title"], lang)
    return env


SHEET_QR_MM = 17  # the sheet's QR code, in its head: its least printed side
SHEET_TEMPLATES = template_env()  # the sheet's, compiled once per process (and again when a file changes)


# --- what the sheet prints: plain data, computed from the effective values ------------------------------
# The functions below use the engine's values (Ruleset, Declaration) and floorbook.words.values only, never
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
    """A parameter's effective value in plain words (:func:`floorbook.words.values.value_words`)."""
    return Item(
        parameter_label(declaration, lang),
        value_words(param.value, lang, declaration),
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
        title = house_title(title, [(value_words(base_rules.value(n), lang, declarations[n]),
                                     value_words(choices[n].value, lang, declarations[n])) for n in changed])
        rules = house_ruleset(base_rules, choices)
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


# the printed side of one module (square) of a QR code at least: a phone's camera reads modules of about half a
# millimetre from a page held in the hand (a rule of thumb of QR code printing; docs/decisions/0019-…): a code of
# more modules (a longer address) is printed larger than its page's least size
QR_MODULE_MM = 0.5


def qr_svg(url: str, least_mm: float = 0) -> str:
    """A QR code of ``url`` as an inline SVG element (pure Python: qrcode's SVG writer, no Pillow), printed at
    least ``least_mm`` wide and wide enough for modules of :data:`QR_MODULE_MM`."""
    # deferred: only a sheet with a public address carries a QR code; the browser's builder loads qrcode then
    import qrcode
    from qrcode.image.svg import SvgPathImage

    code = qrcode.QRCode(border=0, image_factory=SvgPathImage)
    code.add_data(url)
    code.make(fit=True)
    svg = code.make_image().to_string(encoding="unicode")
    size = max(least_mm, code.modules_count * QR_MODULE_MM)
    opening = (f'<svg class="qr" style="width:{size:g}mm;height:{size:g}mm" role="img" '
               f'aria-label="{escape(f"QR code: {url}")}"')
    return re.sub(r'^<svg width="[^"]*" height="[^"]*"', lambda _: opening, svg)


def qr_target(house: House | None, site: str, lang: str, ruleset: str) -> str:
    """What a printed QR code opens: the house's tournament link (:mod:`floorbook.sheet.link`) on a public
    ``site``; the rulebook's page for a ready sheet (its event left blank), a rulebook alone, or a link too long
    for a QR code; nothing on a local address (a phone could not open it)."""
    if not is_public_url(site):
        return ""
    if house is None or house.config.event.date is None:
        return ruleset_url(site, ruleset, lang)
    try:
        return tournament_link(house, site, lang)
    except LinkError:
        return ruleset_url(site, ruleset, lang)


def count_words(n: int, one: Label, many: Label, lang: str) -> str:
    """``n`` and its noun, singular for 1 (and 0 in French)."""
    single = n <= 1 if lang == "fr" else n == 1
    return f"{number_words(n, lang)} {say(one if single else many, lang)}"


def detail_items(details: EventDetails, lang: str) -> list[tuple[str, str]]:
    """The event's details as (label, value in words), numbers written as ``lang`` writes them."""
    out: list[tuple[str, str]] = []
    if details.starting_stack:
        out.append((say(DETAIL_NAMES["starting_stack"], lang),
                    count_words(details.starting_stack, *UNIT_WORDS["chips"], lang)))
    if details.level_minutes:
        out.append((say(DETAIL_NAMES["level_minutes"], lang),
                    count_words(details.level_minutes, *UNIT_WORDS["minutes"], lang)))
    if details.late_registration_levels is not None:
        n = details.late_registration_levels
        out.append((say(DETAIL_NAMES["late_registration_levels"], lang),
                    say(UI["sheet_no_late_registration"], lang) if n == 0
                    else count_words(n, UI["sheet_level"], UI["sheet_levels"], lang)))
    if details.ante_format:
        out.append((say(DETAIL_NAMES["ante_format"], lang), say(ANTE_FORMAT_NAMES[details.ante_format], lang)))
    if details.rebuys is not None:
        out.append((say(DETAIL_NAMES["rebuys"], lang), say(YES_NO[details.rebuys], lang)))
    return out


@dataclass(frozen=True)
class SheetData:
    """What the sheet needs from the loaded base, as plain data (JSON for the site's builder)."""

    topics: list[str]  # every compared topic, in the comparisons' order
    summaries: dict[str, dict[str, TopicSummary]]  # source → topic → summary
    titles: dict[str, str]  # ruleset → its short title ("ROPTA 2023")
    cites: dict[str, str]  # article id → how it is cited ("ROPTA 2023 9.13")
    site_url: str = ""  # the site's address (mkdocs.yml's site_url)
    extra: dict[str, Any] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        def label(x: Label | None) -> dict[str, str] | None:
            return {"fr": x.fr, "en": x.en} if x is not None else None

        return {
            "topics": self.topics,
            "summaries": {source: {tid: {"title": label(s.title), "text": label(s.text), "silent": s.silent,
                                         "articles": list(s.articles), "parameters": list(s.parameters)}
                                   for tid, s in topics.items()}
                          for source, topics in self.summaries.items()},
            "titles": self.titles,
            "cites": self.cites,
            "site_url": self.site_url,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> SheetData:
        def label(x: dict[str, str] | None) -> Label | None:
            return Label(fr=x["fr"], en=x["en"]) if x is not None else None

        summaries = {source: {tid: TopicSummary(tid, label(s["title"]), label(s["text"]), s["silent"],
                                                tuple(s["articles"]), tuple(s["parameters"]))
                              for tid, s in topics.items()}
                     for source, topics in data["summaries"].items()}
        return cls(list(data["topics"]), summaries, dict(data["titles"]), dict(data["cites"]), data["site_url"])

    def source_of(self, ruleset_id: str, fallback: str = "tda-2019") -> str:
        """The source whose summaries a ruleset's sheet prints (a house's own ruleset: TDA 2019's)."""
        return ruleset_id if ruleset_id in self.summaries else fallback


def render_html(house: House, data: SheetData, lang: str | None = None) -> str:
    """The sheet as a standalone, printable HTML document (escaped: text is data)."""
    lang = lang or house.config.language
    cfg = house.config
    topics = data.summaries[data.source_of(cfg.base)]
    lines, others = sheet_lines([topics[tid] for tid in house.topics], house.base_rules, house.choices,
                                house.declarations, lang)
    site = cfg.url or data.site_url
    url = ruleset_url(site, cfg.base, lang) if is_public_url(site) else ""
    target = qr_target(house, site, lang, cfg.base)
    return SHEET_TEMPLATES.get_template("sheet.html.j2").render(
        lang=lang,
        colon=colon(lang),
        cfg=cfg,
        date=date_words(cfg.event.date, lang) if cfg.event.date else "",
        details=detail_items(cfg.details, lang),
        lines=lines,
        other_choices=others,
        cite=lambda article: data.cites.get(article, article),
        parameter_text=lambda item: parameter_text(item.label, item.value, lang),
        base_title=data.titles.get(cfg.base, cfg.base),
        url=url,
        qr=Markup(qr_svg(target, SHEET_QR_MM)) if target else "",
        additions=[a.get(lang) for a in cfg.additions],
    )
