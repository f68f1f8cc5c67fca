"""This tournament's rules for the rulings: a checked house (a configuration file's, a tournament link's) as the
:class:`~floorbook.rulings.ask.Tournament` that ``floorbook ask --house`` and the floor assistant rule first.

The floor assistant gets the tournament a player opened (its link's fragment, stored by the site's pages) and
has Python check it again here, by :func:`floorbook.sheet.link.house_from_link`, the very checker of the sheet
builder: the browser's own check decides nothing. A link refused is said in one line in the page's language
above the rulings, which are made as without a tournament (:func:`ask_linked`). Standard library only (with
the sheet's checker and the rulings): the assistant runs this module in the browser.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from floorbook.engine.declarations import Declaration
from floorbook.engine.rulesets import Ruleset
from floorbook.rulings.ask import Tournament, from_query
from floorbook.sheet.house import House
from floorbook.sheet.link import LinkError, house_from_link


def tournament_of(house: House, names: Mapping[str, str]) -> Tournament:
    """The rules of a checked ``house``, its base named for people by ``names`` (a rulebook's short title by its
    id: ``ROPTA 2023``; the id itself when not named)."""
    return Tournament(house.rules, house.base_rules, house.config.event.name,
                      names.get(house.config.base, house.config.base), house.declarations)


class Linked:
    """The tournament of one link, checked once (a page asks many questions under the same link): ``tournament``,
    or ``refused`` (the :class:`LinkError` to say)."""

    def __init__(self, fragment: str, rulesets: dict[str, Ruleset], declarations: dict[str, Declaration],
                 topic_ids: Iterable[str], names: Mapping[str, str]):
        self.fragment = fragment
        self.tournament: Tournament | None = None
        self.refused: LinkError | None = None
        try:
            self.tournament = tournament_of(house_from_link(fragment, rulesets, declarations, topic_ids), names)
        except LinkError as err:
            self.refused = err


def ask_linked(query: str, rulesets: Mapping[str, Ruleset], lang: str, linked: Linked | None) -> dict[str, Any]:
    """:func:`~floorbook.rulings.ask.from_query` under the tournament of ``linked`` (ruled first, its result's
    ``house`` as ``floorbook ask --house --json`` gives it); a link refused: ruled without, and
    ``tournament_refused`` holds the one line that says why, in ``lang``."""
    tournament = linked.tournament if linked else None
    answer = from_query(query, rulesets, lang, tournament)
    if linked is not None and linked.refused is not None:
        answer["tournament_refused"] = linked.refused.said(lang)
    return answer
