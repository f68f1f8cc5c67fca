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
