"""The rulebook booklet's edge: what it prints, from the loaded base; the file (HTML or PDF).

:func:`booklet_data` computes, for one rulebook and one language, the plain data the booklet's HTML
(:mod:`floorbook.booklet.html`) prints: every article in the rulebook's order, its text cut where its
club variants belong (as the site shows them), Fivebet's particularities beside the TDA 2019 articles they
change (in Fivebet's booklet), and where each article a parameter cites is printed. :func:`write_booklet`
writes it whole or not at all, as the house sheet is written.
"""

from __future__ import annotations

from pathlib import Path

from floorbook.booklet.html import (
    AddendumEntry,
    BookletArticle,
    BookletChapter,
    BookletData,
    Insert,
    Passage,
    render_booklet,
)
from floorbook.corpus.article_text import place_variants
from floorbook.corpus.loader import Base
from floorbook.corpus.models import Article, Text
from floorbook.corpus.parameters import load_rulesets
from floorbook.document import check_output, write_document
from floorbook.reading.yamlfile import Problem
from floorbook.sheet.house import House, SheetError
from floorbook.sheet.printing import load_house, site_url
from floorbook.words.interface import CERTAINTIES, OVERLAY_MODES, UI, VARIANT_KINDS
from floorbook.words.lookup import say


def passage(text: Text, lang: str) -> Passage:
    """A text in ``lang``, or in French when it has no translation (marked so: ``lang="fr"``)."""
    shown = "en" if lang == "en" and text.en else "fr"
    return Passage(text.get(shown).strip(), shown)


def overlay_insert(base: Base, overlay: Article, target: Article, lang: str) -> Insert:
    """A Fivebet particularity as the article's page shows it: what it changes, its text, how sure we are."""
    who = base.sources[overlay.source].data.short_title
    cited = base.cite(target.id)
    scope = say(UI["overlay_part"], lang, part=overlay.overlay.part, target=cited) if overlay.overlay.part else cited
    changes = say(OVERLAY_MODES[overlay.overlay.mode.value], lang)
    heading = say(UI["overlay_on"], lang, source=who) + f" — {changes} {scope}"
    note = say(CERTAINTIES[overlay.overlay.certainty.value], lang, source=who)
    return Insert("overlay", heading, passage(overlay.text, lang), note)


def booklet_article(base: Base, article: Article, overlays: list[Article], lang: str) -> BookletArticle:
    shown = "en" if lang == "en" and article.text.en else "fr"
    parts = place_variants(article.text.fr, article.text.get(shown), article.variants,
                           [v.after for v in article.variants])
    title = (passage(article.title, lang) if article.title is not None
             else Passage(article.display_title(shown), shown))
    return BookletArticle(
        article.id,
        article.anchor,
        base.cite(article.id),
        title,
        tuple((Passage(text.strip(), shown),
               tuple(Insert("variant", say(VARIANT_KINDS[v.kind], lang), passage(v.text, lang),
                            say(UI["variant_not_the_rule"], lang)) for v in variants))
              for text, variants in parts),
        tuple(overlay_insert(base, o, article, lang) for o in overlays),
        tuple(AddendumEntry(passage(entry.heading, lang),
                            tuple((item.label.get(lang) if item.label else "", passage(item.text, lang))
                                  for item in entry.items))
              for entry in article.addendum),
    )


def booklet_data(base: Base, ruleset_id: str, lang: str) -> BookletData:
    """One rulebook in one language as the booklet prints it. An overlay's booklet (Fivebet) is its
    base's (TDA 2019) with the overlay's articles beside the articles they change."""
    source = base.sources[ruleset_id].data
    book = base.sources[source.base or ruleset_id]
    overlays: dict[str, list[Article]] = {}
    for a in base.source_articles(ruleset_id) if source.base else []:
        if a.overlay is not None:
            overlays.setdefault(a.overlay.target, []).append(a)
    chapters = []
    shown_at: dict[str, str] = {}
    for chapter in book.chapters:
        title = chapter.title.get(lang)
        articles = []
        for article in base.chapter_articles(chapter.id):
            articles.append(booklet_article(base, article, overlays.get(article.id, []), lang))
            shown_at[article.id] = article.id
            shown_at.update({o.id: article.id for o in overlays.get(article.id, [])})
        chapters.append(BookletChapter(
            chapter.id.replace("/", "-"),
            f"{chapter.number} — {title}" if chapter.number else title,
            passage(chapter.intro, lang) if chapter.intro else None,
            tuple(articles),
        ))
    preamble = source.preamble or book.data.preamble
    return BookletData(
        ruleset_id, lang, source.title.get(lang), source.short_title, source.version or book.data.version or "",
        passage(preamble, lang) if preamble else None, tuple(chapters), shown_at, site_url(),
    )


def booklet_target(target: str, base: Base) -> tuple[str, House | None]:
    """What ``floorbook booklet`` prints: a ruleset as published (its id), or a house configuration file
    (its base ruleset with the house's choices); :class:`SheetError` when ``target`` is neither."""
    rulesets = load_rulesets()
    if target in rulesets and target in base.sources:
        return target, None
    path = Path(target)
    if not path.is_file():
        allowed = ", ".join(r for r in sorted(rulesets) if r in base.sources)
        raise SheetError([Problem(target, "", f"no such configuration file, nor a rulebook; rulebooks: {allowed}")])
    house = load_house(path, base)
    return house.config.base, house


def linked_house(target: str, base: Base) -> House:
    """The house of ``floorbook booklet CONFIG --link``; :class:`SheetError` for a rulebook alone (it has no
    tournament link) or a bad configuration."""
    _, house = booklet_target(target, base)
    if house is None:
        raise SheetError([Problem(target, "", "a rulebook alone has no tournament link: give a house configuration "
                                              "(see examples/)")])
    return house


def write_booklet(base: Base, target: str, out: Path, lang: str | None = None, page_format: str = "a5") -> Path:
    """Write the booklet of ``target`` (a ruleset id or a configuration file) to ``out`` (.html or .pdf),
    whole or not at all; :class:`SheetError` (nothing written) for a bad configuration or output."""
    check_output(out)
    ruleset, house = booklet_target(target, base)
    lang = lang or (house.config.language if house is not None else "fr")
    return write_document(render_booklet(booklet_data(base, ruleset, lang), house, page_format), out)
