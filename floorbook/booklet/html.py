"""The rulebook booklet: the whole rulebook, every article in order, the house's choices beside them (HTML).

What ROPTA 1.1 asks of an organiser: the whole rulebook at the players' disposal, with the house's
choices. The booklet prints every article of a rulebook with its number and title, in the source's
French words (or our English translation, labelled as ours), the club variants and Fivebet's
particularities where the site shows them, and — with a house configuration — each house choice beside
the articles its rulebook value cites (marked as the house's; the article's words unchanged), the
house's local rules in their own section and the event on the cover.

Like :mod:`floorbook.sheet.html`, this module uses the engine's values, :mod:`floorbook.words`, Jinja2
and qrcode only, never pydantic or the project's files, so that it can run in the browser: what it
needs from the loaded base comes as :class:`BookletData`, computed by the edge
(:mod:`floorbook.booklet.printing`), which also writes the PDF (WeasyPrint's ``target-counter`` gives
the table of contents its page numbers).
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from markupsafe import Markup, escape

from floorbook.engine.declarations import Declaration
from floorbook.engine.rulesets import Parameter, Ruleset
from floorbook.sheet.house import House
from floorbook.sheet.html import (
    colon,
    detail_items,
    differs,
    is_public_url,
    parameter_item,
    parameter_text,
    qr_svg,
    qr_target,
    template_env,
)
from floorbook.urls import ruleset_url
from floorbook.words.interface import UI
from floorbook.words.lookup import say
from floorbook.words.values import date_words, value_words

TEMPLATES = Path(__file__).resolve().parent / "templates"  # the booklet's (the sheet's are in sheet/templates/)
PAGE_FORMATS = ("a5", "a4")
BOOKLET_QR_MM = 26  # the booklet's QR code, on its title page: its least printed side
_BOLD = re.compile(r"\*\*(.+?)\*\*", re.S)


def emphasised(text: str) -> Markup:
    """A rule text escaped, its ``**…**`` (the source's emphasis, kept in the data) printed in bold.

    >>> str(emphasised("les ajouts **en rose** <b>"))
    'les ajouts <strong>en rose</strong> &lt;b&gt;'
    """
    return Markup(_BOLD.sub(r"<strong>\1</strong>", str(escape(text))))


def css_string(text: str) -> Markup:
    r"""A text as a CSS string (the running heads' ``content``): every character but letters, digits and
    spaces written as its code point (and a space, which ends the escape), so that no quote, backslash or
    ``</style>`` of the data gets out.

    >>> print(css_string('Le "Club" </style>'))
    "Le \22 Club\22  \3C \2F style\3E "
    """
    return Markup('"' + "".join(c if c.isalnum() or c == " " else f"\\{ord(c):X} " for c in text) + '"')


@dataclass(frozen=True)
class Passage:
    """A text as the booklet prints it, in the language it is written in (French when no translation)."""

    text: str
    lang: str


@dataclass(frozen=True)
class Insert:
    """A passage printed inside an article, apart from its text: a club's variant, a Fivebet particularity."""

    kind: str  # "variant" or "overlay"
    heading: str
    text: Passage
    note: str  # what it is: "not this club's rule", how sure the attribution is


@dataclass(frozen=True)
class AddendumEntry:
    heading: Passage
    items: tuple[tuple[str, Passage], ...]  # (label, text); label "" when the source prints none


@dataclass(frozen=True)
class BookletArticle:
    id: str
    anchor: str
    cite: str  # "ROPTA 2023 9.13"
    title: Passage
    parts: tuple[tuple[Passage, tuple[Insert, ...]], ...]  # the text, cut where its variants belong
    overlays: tuple[Insert, ...] = ()
    addendum: tuple[AddendumEntry, ...] = ()


@dataclass(frozen=True)
class BookletChapter:
    anchor: str
    title: str
    intro: Passage | None
    articles: tuple[BookletArticle, ...]


@dataclass(frozen=True)
class BookletData:
    """One rulebook in one language, as the booklet prints it (computed from the loaded base by the edge)."""

    ruleset: str
    lang: str
    title: str  # the rulebook's full title
    short_title: str  # "ROPTA 2023"
    version: str  # "2023-09", or ""
    preamble: Passage | None
    chapters: tuple[BookletChapter, ...]
    shown_at: dict[str, str]  # article id cited by a parameter → the booklet article it is printed in
    site_url: str = ""

    def articles(self) -> list[BookletArticle]:
        return [a for chapter in self.chapters for a in chapter.articles]

    def as_dict(self) -> dict[str, Any]:
        """As JSON-ready data (the site's builder fetches one rulebook's, in one language, when asked)."""
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> BookletData:
        def text(x: dict[str, str]) -> Passage:
            return Passage(x["text"], x["lang"])

        def insert(x: dict[str, Any]) -> Insert:
            return Insert(x["kind"], x["heading"], text(x["text"]), x["note"])

        def article(x: dict[str, Any]) -> BookletArticle:
            return BookletArticle(
                x["id"], x["anchor"], x["cite"], text(x["title"]),
                tuple((text(part), tuple(insert(i) for i in inserts)) for part, inserts in x["parts"]),
                tuple(insert(i) for i in x["overlays"]),
                tuple(AddendumEntry(text(e["heading"]), tuple((label, text(t)) for label, t in e["items"]))
                      for e in x["addendum"]),
            )

        return cls(
            data["ruleset"], data["lang"], data["title"], data["short_title"], data["version"],
            text(data["preamble"]) if data["preamble"] is not None else None,
            tuple(BookletChapter(c["anchor"], c["title"], text(c["intro"]) if c["intro"] is not None else None,
                                 tuple(article(a) for a in c["articles"])) for c in data["chapters"]),
            dict(data["shown_at"]), data["site_url"],
        )


@dataclass(frozen=True)
class HouseNote:
    """A house choice as printed beside an article: the choice in words, and the rulebook's own value."""

    text: str
    rulebook: str  # "(rulebook: 30 seconds)", or "" when the house keeps the rulebook's value


def choice_note(name: str, choice: Parameter, base_rules: Ruleset, declaration: Declaration,
                choices: dict[str, Parameter], lang: str) -> HouseNote:
    item = parameter_item(declaration, choice, lang, True)
    rulebook = ""
    if differs(name, choices, base_rules):
        rulebook = say(UI["booklet_rulebook_value"], lang,
                       value=value_words(base_rules.value(name), lang, declaration))
    return HouseNote(parameter_text(item.label, item.value, lang), rulebook)


def house_notes(house: House, data: BookletData) -> tuple[dict[str, list[HouseNote]], list[HouseNote]]:
    """Each house choice beside every booklet article its rulebook value cites (in the booklet's
    order), and the choices whose value cites no article of the booklet (printed with the local rules)."""
    by_article: dict[str, list[HouseNote]] = {}
    elsewhere: list[HouseNote] = []
    for name, choice in house.choices.items():
        note = choice_note(name, choice, house.base_rules, house.declarations[name], house.choices, data.lang)
        places = dict.fromkeys(data.shown_at[a] for a in house.base_rules[name].articles if a in data.shown_at)
        for place in places:
            by_article.setdefault(place, []).append(note)
        if not places:
            elsewhere.append(note)
    return by_article, elsewhere


def render_booklet(data: BookletData, house: House | None = None, page_format: str = "a5") -> str:
    """The booklet as a standalone, printable HTML document (escaped: text is data)."""
    if page_format not in PAGE_FORMATS:
        raise ValueError(f"page format {page_format!r}; allowed: {', '.join(PAGE_FORMATS)}")
    lang = data.lang
    by_article, elsewhere = house_notes(house, data) if house is not None else ({}, [])
    cfg = house.config if house is not None else None
    site = (cfg.url if cfg is not None and cfg.url else "") or data.site_url
    url = ruleset_url(site, data.ruleset, lang) if is_public_url(site) else ""
    target = qr_target(house, site, lang, data.ruleset)
    event = cfg.event if cfg is not None else None
    return template_env(TEMPLATES).get_template("booklet.html.j2").render(
        lang=lang,
        colon=colon(lang),
        page_format=page_format,
        book=data,
        house=cfg,
        event=event,
        date=date_words(event.date, lang) if event is not None and event.date else "",
        details=detail_items(cfg.details, lang) if cfg is not None else [],
        additions=[a.get(lang) for a in cfg.additions] if cfg is not None else [],
        notes=by_article,
        other_choices=elsewhere,
        running_title=event.name if event is not None else data.title,
        edition=data.short_title + (" — " + say(UI["booklet_version"], lang, version=data.version)
                                    if data.version else ""),
        css_string=css_string,
        url=url,
        qr=Markup(qr_svg(target, BOOKLET_QR_MM)) if target else "",
        emphasised=emphasised,
    )
