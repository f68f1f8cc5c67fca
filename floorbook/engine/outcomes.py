"""Outcomes shared by every ruling: a value, or the rulebook is silent, or it leaves it to the TD.

A ruling may also be partial: the rulebook rules one output field and is silent on another, or
leaves it to the TD (:func:`partial`). Its ``status`` is then ``partial`` and its ``fields`` give each
field's own status (``ruled``, ``discretion`` or ``silent``). The four verdicts — ``ruled``,
``partial``, ``discretion``, ``silent`` — are the same words in every output: the JSON of
``floorbook ask``, the assistant's ``data-verdict``, the sentences and the scenario files.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Literal

Status = Literal["ruled", "silent", "discretion"]  # of one output field
Verdict = Literal["ruled", "partial", "discretion", "silent"]  # of a whole ruling
VERDICTS: tuple[str, ...] = Verdict.__args__  # type: ignore[attr-defined]

# from the weakest to the strongest: a rulebook that says nothing, one that leaves it to the TD, one that rules
STRENGTH: dict[str, int] = {"silent": 0, "discretion": 1, "ruled": 2}


def weakest(statuses: Iterable[Status]) -> Status:
    """The weakest of some statuses (``ruled`` when there are none).

    >>> weakest(["ruled", "discretion", "ruled"]), weakest(["discretion", "silent"]), weakest([])
    ('discretion', 'silent', 'ruled')
    """
    out: Status = "ruled"
    for s in statuses:
        if STRENGTH[s] < STRENGTH[out]:
            out = s
    return out


@dataclass(frozen=True)
class Ruling:
    """What a rulebook rules in a situation, with the articles that say so.

    ``status`` is ``ruled`` when the rulebook decides (``value`` holds the decision), ``silent``
    when it does not address the situation, ``discretion`` when it leaves it to the TD, ``partial``
    when it decides some outputs and not others.

    ``fields`` is empty unless the answer is partial: then it gives the status of each output
    field (a field not addressed holds None, or what the TD chooses from).

    ``plain`` names the parameters this ruling read for their rulebook's own words only: a reading of ours such a
    parameter carries for another case is not this ruling's (:func:`on_its_words`). It is not part of the outcome.
    """

    status: Verdict
    value: dict[str, object] = field(default_factory=dict)
    articles: tuple[str, ...] = ()
    note: str = ""
    fields: Mapping[str, Status] = field(default_factory=dict, repr=False)
    plain: tuple[str, ...] = field(default=(), repr=False, compare=False)

    def __repr__(self) -> str:
        partial_fields = f", fields={dict(self.fields)!r}" if self.fields else ""
        return (f"Ruling(status={self.status!r}, value={self.value!r}, articles={self.articles!r}, "
                f"note={self.note!r}{partial_fields})")

    def __post_init__(self) -> None:
        if (self.status == "partial") != bool(self.fields) or len(set(self.fields.values())) == 1:
            raise ValueError("a partial ruling gives its fields' statuses, at least two different ones; "
                             "any other ruling gives none")
        # the verdict is the words: an output said ruled never holds a silence or a discretion as its value
        if self.status in ("ruled", "partial"):
            open_values = [name for name, v in self.value.items() if isinstance(v, str)
                           and v in ("silent", "discretion") and self.field_status(name) == "ruled"]
            if open_values:
                raise ValueError(f"outputs {open_values} hold 'silent' or 'discretion' in a ruling that says them "
                                 "ruled: make the ruling partial, with those fields' statuses")

    def field_status(self, name: str) -> Status:
        """The status of one output field: its own in a partial answer, else the ruling's.

        >>> r = partial(("tda-2019/43",), {"to_call": "silent"}, to_call=None, min_raise_to=200)
        >>> r.status, r.field_status("to_call"), r.field_status("min_raise_to")
        ('partial', 'silent', 'ruled')
        """
        return self.fields[name] if self.fields else self.status  # type: ignore[return-value]

    def as_dict(self) -> dict[str, object]:
        """The outcome as data: ``status``, the value's fields, ``fields`` (only for a partial
        answer: each field's status), ``articles`` and ``note`` when there are some.

        >>> partial(("tda-2019/43",), {"to_call": "silent"}, to_call=None, min_raise_to=200).as_dict()
        {'status': 'partial', 'to_call': None, 'min_raise_to': 200, 'fields': {'to_call': 'silent', \
'min_raise_to': 'ruled'}, 'articles': ['tda-2019/43']}
        """
        out: dict[str, object] = {"status": self.status, **self.value}
        if self.fields:
            out["fields"] = dict(self.fields)
        if self.articles:
            out["articles"] = list(self.articles)
        if self.note:
            out["note"] = self.note
        return out


def ruled(articles: tuple[str, ...] | list[str], note: str = "", **value: object) -> Ruling:
    return Ruling("ruled", dict(value), tuple(articles), note)


def silent(note: str = "", articles: tuple[str, ...] | list[str] = ()) -> Ruling:
    return Ruling("silent", {}, tuple(articles), note)


def discretion(articles: tuple[str, ...] | list[str], note: str = "", **value: object) -> Ruling:
    return Ruling("discretion", dict(value), tuple(articles), note)


def partial(articles: tuple[str, ...] | list[str], statuses: Mapping[str, Status], note: str | None = "",
            **value: object) -> Ruling:
    """A ruling whose fields do not all have the same status: ``statuses`` gives the fields that are
    not ``ruled`` (``silent`` or ``discretion``), every other field of ``value`` is ruled. When all
    the fields end up with one status, it is a plain ruling of that status (no ``fields``).

    >>> partial(("ropta-2023/9.7",), {}, to_call=100).as_dict()
    {'status': 'ruled', 'to_call': 100, 'articles': ['ropta-2023/9.7']}
    >>> r = partial((), {"options": "discretion"}, chips_returned=True, options=None)
    >>> r.status, dict(r.fields)
    ('partial', {'chips_returned': 'ruled', 'options': 'discretion'})
    """
    every = {name: statuses.get(name, "ruled") for name in value}
    every.update({name: s for name, s in statuses.items() if name not in every})
    values = {**dict.fromkeys(every), **value}
    overall = weakest(every.values())
    if len(set(every.values())) <= 1:  # one status for all: a plain ruling (a silent one holds no empty fields)
        kept = values if overall == "ruled" else {k: v for k, v in values.items() if v is not None}
        return Ruling(overall, kept, tuple(articles), note or "")
    return Ruling("partial", values, tuple(articles), note or "", every)


def on_its_words(ruling: Ruling, *parameters: object) -> Ruling:
    """The ruling, said to rest on these parameters' stated words only: the branch that made it used the part of
    the rule the text states, not the case a reading of ours on the same parameter covers (that reading is then
    not said beside this ruling).

    >>> on_its_words(ruled(("ropta-2023/4.4",), antes=False), "heads_up_antes").plain
    ('heads_up_antes',)
    """
    names = tuple(str(getattr(p, "name", p)) for p in parameters)
    return Ruling(ruling.status, ruling.value, ruling.articles, ruling.note, ruling.fields,
                  tuple(dict.fromkeys((*ruling.plain, *names))))


def beyond_games(games: object, *asked: str) -> Ruling | None:
    """The ruling when a rulebook rules only other games than one ``asked`` (``games``: its ``games_ruled``
    parameter; ropta-2023/9.14 and club-nlhe/2.1: no-limit hold'em only): it does not say, with the parameter's note
    and articles; None when it rules them all, or does not say which games it rules.

    >>> from floorbook.engine.rulesets import Parameter
    >>> nl = Parameter("games_ruled", ["no_limit", "flop"], ("club-nlhe/2.1",), "No-limit hold'em only.", "club-nlhe")
    >>> beyond_games(nl, "stud").status, beyond_games(nl, "no_limit")
    ('silent', None)
    """
    if getattr(games, "is_silent", False) or getattr(games, "is_discretion", False):
        return None
    if all(g in getattr(games, "value", ()) for g in asked):
        return None
    why: str = getattr(games, "note", None) or ""  # the parameter's own note (its French in note_fr)
    return silent(why, tuple(getattr(games, "articles", ())))


def unsettled(parameter: object) -> Ruling | None:
    """The ruling when a rulebook does not settle a parameter: ``silent`` (it says nothing) or
    ``discretion`` (the TD decides), with the parameter's note and articles; None when it has a value.

    Every parameter may be ``silent`` or ``discretion`` (parameters/_declarations.yaml), so a ruling
    that reads a parameter asks this first.
    """
    note = getattr(parameter, "note", None) or ""
    articles = tuple(getattr(parameter, "articles", ()) or getattr(parameter, "read", ()))
    if getattr(parameter, "is_silent", False):
        return silent(note, articles)
    if getattr(parameter, "is_discretion", False):
        return discretion(articles, note)
    return None
