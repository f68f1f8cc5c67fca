"""Outcomes shared by every ruling: a value, or the rulebook is silent, or it leaves it to the TD."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

Status = Literal["ruled", "silent", "discretion"]


@dataclass(frozen=True)
class Ruling:
    """What a rulebook rules in a situation, with the articles that say so.

    ``status`` is ``ruled`` when the rulebook decides (``value`` holds the decision), ``silent``
    when it does not address the situation, ``discretion`` when it leaves it to the TD.
    """

    status: Status
    value: dict[str, object] = field(default_factory=dict)
    articles: tuple[str, ...] = ()
    note: str = ""

    def as_dict(self) -> dict[str, object]:
        out: dict[str, object] = {"status": self.status, **self.value}
        if self.articles:
            out["articles"] = list(self.articles)
        if self.note:
            out["note"] = self.note
        return out


def ruled(articles: tuple[str, ...] | list[str], **value: object) -> Ruling:
    return Ruling("ruled", dict(value), tuple(articles))


def silent(note: str = "", articles: tuple[str, ...] | list[str] = ()) -> Ruling:
    return Ruling("silent", {}, tuple(articles), note)


def discretion(articles: tuple[str, ...] | list[str], note: str = "", **value: object) -> Ruling:
    return Ruling("discretion", dict(value), tuple(articles), note)


def unsettled(parameter: object) -> Ruling | None:
    """The ruling when a rulebook does not settle a parameter: ``silent`` (it says nothing) or
    ``discretion`` (the TD decides), with the parameter's note and articles; None when it has a value.

    Every parameter may be ``silent`` or ``discretion`` (parameters/_declarations.yaml), so a ruling
    that reads a parameter asks this first.
    """
    note = getattr(parameter, "note", None) or ""
    articles = tuple(getattr(parameter, "articles", ()))
    if getattr(parameter, "is_silent", False):
        return silent(note, articles)
    if getattr(parameter, "is_discretion", False):
        return discretion(articles, note)
    return None
