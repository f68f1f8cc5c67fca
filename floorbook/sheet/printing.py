"""House rule sheets: a TD picks a base rulebook, sets local choices, and prints one or two A4 pages.

The edge of the sheets: reading a configuration file (:mod:`floorbook.sheet.house` checks it), computing
from the loaded base what the sheet needs (:class:`SheetData`), writing the PDF (WeasyPrint) or the
HTML (:mod:`floorbook.sheet.html`, which the site's sheet builder runs in the browser as it is).
Bad configurations get one message per problem naming the key and the allowed values, and nothing
is written.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from floorbook.corpus.comparisons import compare
from floorbook.corpus.loader import Base
from floorbook.corpus.models import COMPARED_SOURCES
from floorbook.corpus.parameters import load_declarations, load_rulesets
from floorbook.corpus.repository import site_configuration
from floorbook.document import check_output, write_document
from floorbook.engine.declarations import Label
from floorbook.reading.yamlfile import Problem, read_yaml
from floorbook.sheet.house import (
    CONFIG_CHARS,
    DEFAULT_TOPICS,
    HOUSE_LOADER,
    EventInfo,
    House,
    HouseConfig,
    SheetError,
)
from floorbook.sheet.house import house_from_data as check_house
from floorbook.sheet.html import (
    SheetData,
    TopicSummary,
)
from floorbook.sheet.html import render_html as render_sheet
from floorbook.sheet.link import tournament_link


def site_url() -> str:
    """The site's public address, mkdocs.yml's ``site_url`` (set it when deploying, or give it to the build
    as ``FLOORBOOK_SITE_URL``); a configuration's ``url:`` overrides it."""
    try:
        return str(site_configuration().get("site_url") or "")
    except (OSError, yaml.YAMLError, AttributeError):
        return ""


def house_link(house: House, lang: str, local_rules: bool = False) -> str:
    """The tournament link of ``house`` on the site's address (the configuration's ``url:``, or
    :func:`site_url`), opening its base rulebook in ``lang`` (:func:`floorbook.sheet.link.tournament_link`)."""
    return tournament_link(house, house.config.url or site_url(), lang, local_rules)


def load_house(path: Path, base: Base, rel: str | None = None) -> House:
    """Read and validate a house configuration; raise :class:`SheetError` listing every problem.

    ``rel`` is how the file is named in messages (default: the path as given)."""
    rel = rel or str(path)
    problems: list[Problem] = []
    data, node = read_yaml(path, rel, problems, HOUSE_LOADER, CONFIG_CHARS)  # the builder's parser and bounds
    if problems:
        raise SheetError(problems)
    return house_from_data(data, base, rel, node)


def house_from_data(data: Any, base: Base, rel: str = "house", node: yaml.Node | None = None) -> House:
    """A house from configuration data (a YAML file's, or a form's), checked by :mod:`floorbook.sheet.house`."""
    return check_house(data, load_rulesets(), load_declarations(), base.topics, rel, node)


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


def sheet_data(base: Base, sources: tuple[str, ...] = COMPARED_SOURCES) -> SheetData:
    """What the sheets of ``sources`` need from the loaded base (the site ships it as JSON)."""
    comparisons = compare(base)
    titles = {rid: base.sources[rid].data.short_title if rid in base.sources else rid for rid in load_rulesets()}
    return SheetData(
        [c.topic.id for c in comparisons],
        {source: topic_summaries(base, source) for source in sources},
        titles,
        {aid: base.cite(aid) for aid in base.articles},
        site_url(),
    )


def render_html(house: House, base: Base, lang: str | None = None,
                topics: dict[str, TopicSummary] | None = None) -> str:
    """The sheet as a standalone, printable HTML document (:func:`floorbook.sheet.html.render_html`).

    ``topics`` (from :func:`topic_summaries`) may be given to render many sheets of one base."""
    source = house.config.base if house.config.base in COMPARED_SOURCES else "tda-2019"
    summaries = topics if topics is not None else topic_summaries(base, source)
    titles = {house.config.base: base.sources[house.config.base].data.short_title
              if house.config.base in base.sources else house.config.base}
    data = SheetData([], {source: summaries}, titles, {aid: base.cite(aid) for aid in base.articles}, site_url())
    return render_sheet(house, data, lang)


def write_sheet(house: House, base: Base, out: Path, lang: str) -> Path:
    """Write ``out`` (.html or .pdf) atomically: a temporary file renamed at the end."""
    check_output(out)
    return write_document(render_html(house, base, lang), out)


def ready_sheet(base: Base, ruleset_id: str) -> House:
    """The sheet of a rulebook as published (no house choice), with blanks for the event."""
    blank = "____________"
    name = base.sources[ruleset_id].data.short_title if ruleset_id in base.sources else ruleset_id
    config = HouseConfig(EventInfo(name, None, blank, blank), ruleset_id)
    rules = load_rulesets()[ruleset_id]
    return House(config, rules, {}, list(DEFAULT_TOPICS), rules, load_declarations())
