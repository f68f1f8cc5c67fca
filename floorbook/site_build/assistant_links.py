"""The pages' ways into the floor assistant: which situations compute the rule of an article, or the
question of a comparison topic, each linked to the assistant with that situation chosen.

A situation computes an article's rule when one of its scenarios tests the article, or when the
engine's ruling of one of its scenarios cites the article (the articles a ruling rests on). The link
fills the form with the article's printed example when a scenario of the article's own rulebook
(``scenarios/<source>/``, not the cross-rulebook situations) gives one; otherwise the assistant opens
the situation on its menu's starting example. Each link is named by the situation's plain name in the
menu (:func:`floorbook.words.form_labels.plain_name`), never by its identifier.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from floorbook.engine.declarations import Label
from floorbook.words.form_labels import plain_name

RULED = ("pass", "finding")  # a scenario whose input the engine ruled: its input is a valid example


@dataclass(frozen=True)
class AssistantLink:
    """A situation offered from a page: its plain name and the input that fills the form (None: the
    menu's starting example)."""

    situation: str
    label: Label
    example: dict[str, Any] | None


def ruled_scenarios(judged: Iterable[Any]) -> Iterable[tuple[Any, str, list[str]]]:
    """Each scenario the engine ruled, with the folder of its file (its rulebook, or ``cross-rulebook``) and
    the articles it tests or its rulings cite."""
    for js in judged:
        sc = js.scenario
        if not sc.situation or not sc.computable or not any(v.status in RULED for v in js.verdicts):
            continue
        cited = [*sc.articles, *(a for v in js.verdicts for a in (v.engine or {}).get("articles") or ())]
        yield sc, js.file.split("/")[1] if js.file.count("/") >= 2 else "", list(dict.fromkeys(cited))


def links_by_article(judged: Iterable[Any]) -> dict[str, list[AssistantLink]]:
    """Article id → the situations that compute its rule, in the order the scenarios come."""
    found: dict[str, dict[str, AssistantLink]] = {}
    for sc, folder, cited in ruled_scenarios(judged):
        label = plain_name(sc.situation)
        if label is None:
            continue
        for aid in cited:
            printed = folder == aid.split("/")[0] and aid in sc.articles and bool(sc.input)
            links = found.setdefault(aid, {})
            known = links.get(sc.situation)
            if known is None or (printed and known.example is None):
                links[sc.situation] = AssistantLink(sc.situation, label, dict(sc.input) if printed else None)
    return {aid: list(links.values()) for aid, links in found.items()}


def links_of_topic(judged: Iterable[Any], articles: Iterable[str],
                   by_article: dict[str, list[AssistantLink]]) -> list[AssistantLink]:
    """The situations of a comparison topic: those of its scenarios (``judged``, with their inputs),
    then those that compute one of its articles, each situation once."""
    out: dict[str, AssistantLink] = {}
    for sc, _, _ in ruled_scenarios(judged):
        label = plain_name(sc.situation)
        if label is not None and sc.situation not in out:
            out[sc.situation] = AssistantLink(sc.situation, label, dict(sc.input) or None)
    for aid in articles:
        for link in by_article.get(aid, []):
            out.setdefault(link.situation, link)
    return list(out.values())
