"""A tournament link: the site's address with one house's configuration in its fragment.

``https://site/rules/ropta-2023/#t=1&base=ropta-2023&event.name=…&choices.time_seconds=45`` opens the base
rulebook's page (in the sheet's language) and carries, after ``#t=1&``, the configuration in the sheet
builder's own query (:func:`floorbook.sheet.house.to_query`): the base, the event, the house's choices that
differ from the base, and (only when asked: they make links long) the local rules. A fragment is never sent to
the server and never changes which page is served, so that any page of the static site, cached for offline use,
can read it (docs/decisions/0019-tournament-link-in-the-fragment.md).

A link is untrusted input: :func:`house_from_link` reads it by :func:`~floorbook.sheet.house.from_query` and
checks it by :func:`~floorbook.sheet.house.house_from_data`, the very rules of the builder and of
``floorbook sheet``, with fewer keys allowed (no address, no language, no sheet layout); a link too long,
malformed or naming what no declaration holds is refused by :class:`LinkError`, said in one line in French or
English. Standard library only (with the sheet's checker): the builder runs this module in the browser.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from floorbook.engine.declarations import Declaration, Label
from floorbook.engine.rulesets import Ruleset
from floorbook.reading.yamlfile import Problem
from floorbook.sheet.house import (
    House,
    SheetError,
    config_data,
    from_query,
    house_from_data,
    to_query,
)
from floorbook.urls import ruleset_url
from floorbook.words.input_messages import PROBLEM, message_words
from floorbook.words.interface import UI
from floorbook.words.lookup import say

# the longest link read or written: what a phone's camera reads from a printed QR code is far shorter (a few
# hundred characters, benchmarks/RESULTS.md); a link is refused beyond this before any of it is read
LINK_CHARS = 2_000
LINK_MARK = "t=1"  # the fragment's first pair: a tournament link, in the first form of its configuration
LINK_KEYS = ("base", "event", "choices", "additions")  # what a link may hold of a configuration
LINK_PLACE = "link"  # where a link's problems are (no file, no line)


_ALLOWED = re.compile(r"(; allowed: )([^;]+)")  # the values a checker's message lists as allowed
SAID_ALLOWED = 6  # a one-line refusal names this many of them (the builder's form shows them all)


def _first_allowed(found: re.Match[str]) -> str:
    items = found[2].split(", ")
    return found[1] + (found[2] if len(items) <= SAID_ALLOWED else ", ".join(items[:SAID_ALLOWED]) + ", …")


class LinkError(Exception):
    """A link refused: :meth:`said` gives the one line a user reads, in French or English."""

    def __init__(self, words: Label, problems: list[Problem] | None = None, **values: object):
        self.words, self.problems, self.values = words, problems or [], values
        super().__init__(self.said("en"))

    def said(self, lang: str) -> str:
        """The refusal in ``lang``: why, and the link's first problem (how many others) when it was checked."""
        if not self.problems:
            return say(self.words, lang, **self.values)
        first = self.problems[0]
        message = message_words(_ALLOWED.sub(_first_allowed, first.message), lang)
        told = say(PROBLEM, lang, place=first.field, message=message) if first.field else message
        more = len(self.problems) - 1
        if more:
            told = say(UI["link_one_more_problem"] if more == 1 else UI["link_more_problems"], lang, problem=told,
                       n=more)
        return say(self.words, lang, problem=told)


def link_data(house: House, local_rules: bool = False) -> dict[str, Any]:
    """What a link carries of ``house``: base, event, the choices that differ from the base (a choice equal to the
    base's value changes nothing) and, when asked, the local rules."""
    data = config_data(house.config)
    differing = [name for name, choice in house.choices.items()
                 if choice.value != house.base_rules.parameters[name].value]
    out: dict[str, Any] = {"base": data["base"], "event": data["event"],
                           "choices": {name: house.config.choices[name] for name in differing}}
    if local_rules and "additions" in data:
        out["additions"] = data["additions"]
    return out


def tournament_link(house: House, site: str, lang: str, local_rules: bool = False) -> str:
    """The link of ``house`` on ``site`` (opening its base rulebook's page in ``lang``); :class:`LinkError`
    when it would be longer than :data:`LINK_CHARS`.

    >>> from floorbook.sheet.house import EventInfo, HouseConfig
    >>> from floorbook.engine.rulesets import Ruleset
    >>> import datetime as dt
    >>> event = EventInfo("Jeudi", dt.date(2026, 12, 3), "Club", "Cam")
    >>> rules = Ruleset("ropta-2023", None)
    >>> house = House(HouseConfig(event, "ropta-2023"), rules, {}, [], rules, {})
    >>> tournament_link(house, "https://floorbook.example.org/", "fr")[:80]
    'https://floorbook.example.org/rules/ropta-2023/#t=1&base=ropta-2023&event.name=Je'
    """
    link = f"{ruleset_url(site, house.config.base, lang)}#{LINK_MARK}&{to_query(link_data(house, local_rules))}"
    if len(link) > LINK_CHARS:
        raise LinkError(UI["link_too_long"], n=len(link), most=LINK_CHARS)
    return link


def house_from_link(link: str, rulesets: dict[str, Ruleset], declarations: dict[str, Declaration],
                    topic_ids: Iterable[str]) -> House:
    """The house of a tournament link (the whole address, or its fragment from ``#``), checked as the builder
    checks a configuration; :class:`LinkError` when it is too long, not a tournament link, or holds a problem."""
    if len(link) > LINK_CHARS:  # before anything of it is read
        raise LinkError(UI["link_too_long"], n=len(link), most=LINK_CHARS)
    fragment = link.partition("#")[2] if "#" in link else link
    mark, _, query = fragment.partition("&")
    if mark != LINK_MARK or not query:
        raise LinkError(UI["link_not_a_tournament"])
    data = from_query(query, declarations)
    extra = [Problem(LINK_PLACE, key, f"unknown key; allowed: {', '.join(LINK_KEYS)}")
             for key in data if key not in LINK_KEYS]
    if extra:
        raise LinkError(UI["link_refused"], extra)
    try:
        return house_from_data(data, rulesets, declarations, topic_ids, LINK_PLACE)
    except SheetError as err:
        raise LinkError(UI["link_refused"], err.problems) from None
