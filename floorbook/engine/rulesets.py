"""Rulesets: each rulebook's parameters, every value citing the article(s) it comes from.

A ruleset is a plain value: a name → :class:`Parameter` mapping, every parameter declared in
``parameters/_declarations.yaml`` (:mod:`.declarations`) and given by every ruleset
(``silent`` when the rulebook says nothing). A ruleset may have a ``base``: it is the base's
parameters overridden by its own (:meth:`Ruleset.with_overrides`) — Fivebet is TDA 2019 plus
its overrides; a house sheet is any ruleset plus the TD's choices.

A value the rulebook's own text does not state — a reading of ours, or a rule borrowed from
another rulebook — carries an :class:`Interpretation` (why, and the articles it borrows from), so
that every consumer can show it as ours, never as the rulebook's.

The values are read from ``parameters/<ruleset>/*.yaml`` at the edge (:mod:`floorbook.corpus.parameters`:
YAML, line numbers, checks against the declarations). For consumers that cannot read YAML (a
browser running the engine, another tool), the edge writes every composed ruleset and the
declarations as one JSON document (:func:`document`; ``floorbook parameters --json``), which
:func:`rulesets_from_json` and :func:`declarations_from_json` read back here with the standard
library only.

>>> rules = Ruleset.of("ropta-2023", time_seconds=(30, "ropta-2023/3.5"), time_min_delay=60)
>>> rules.value("time_seconds"), rules.cite("time_seconds", "time_min_delay")
(30, ('ropta-2023/3.5',))
>>> rules["time_seconds"].is_interpretation
False
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from floorbook.engine.declarations import DISCRETION, SILENT, Declaration, Label

DOCUMENT_VERSION = 2  # 2: a parameter may carry an ``interpretation``


@dataclass(frozen=True, kw_only=True)
class Interpretation:
    """Why a parameter value is ours and not the rulebook's: the text does not state it, we read it
    into the text (``reason``) or borrow it from another rulebook's articles (``borrows``).

    >>> i = Interpretation(reason=Label(fr="Lu dans 32.", en="Read into 32."), borrows=("tda-2010/24",))
    >>> i.as_dict()
    {'reason': {'fr': 'Lu dans 32.', 'en': 'Read into 32.'}, 'borrows': ['tda-2010/24']}
    >>> Interpretation.from_dict(i.as_dict()) == i
    True
    """

    reason: Label
    borrows: tuple[str, ...] = ()

    def as_dict(self) -> dict[str, Any]:
        return {"reason": {"fr": self.reason.fr, "en": self.reason.en}, "borrows": list(self.borrows)}

    @classmethod
    def from_dict(cls, data: Any) -> Interpretation:
        """An interpretation from plain JSON data, with the standard library only (raises ValueError)."""
        if not isinstance(data, dict) or not isinstance(data.get("reason"), dict):
            raise ValueError("an interpretation is {reason: {fr, en}, borrows: [article, …]}")
        unknown = sorted(set(data) - {"reason", "borrows"})
        if unknown:
            raise ValueError(f"{', '.join(unknown)}: not a field of an interpretation; known: borrows, reason")
        borrows = data.get("borrows", [])
        if not isinstance(borrows, list) or not all(isinstance(a, str) and a for a in borrows):
            raise ValueError("borrows must be a list of article ids")
        try:
            reason = Label(**data["reason"])
        except TypeError as err:
            raise ValueError(f"reason: {err}") from None
        return cls(reason=reason, borrows=tuple(borrows))


@dataclass(frozen=True)
class Parameter:
    """One parameter value of a ruleset and where it comes from."""

    name: str
    value: Any
    articles: tuple[str, ...]
    note: str | None
    ruleset: str  # the ruleset that set this value (a base or the overlay itself)
    interpretation: Interpretation | None = None  # set when the rulebook's text does not state the value
    note_fr: str | None = None  # the note in French (ours, like the note), when written
    # a silence or a discretion: the articles read that come closest (the register parameters/_silences/); a
    # ruling that stops at this parameter cites them, one that goes on past it does not (they decide nothing)
    read: tuple[str, ...] = ()
    # what the rulebook sets beside the value, in its own words (« Si aucune disposition en ce sens n'est prise »:
    # a tournament may set another period): said after every ruling that rests on the value
    caveat: Label | None = None

    @property
    def is_interpretation(self) -> bool:
        """Whether the value is ours (read into the text or borrowed), not stated by the rulebook."""
        return self.interpretation is not None

    @property
    def is_silent(self) -> bool:
        return self.value == SILENT

    @property
    def is_discretion(self) -> bool:
        return self.value == DISCRETION

    def as_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"value": self.value, "articles": list(self.articles), "ruleset": self.ruleset}
        if self.note:
            out["note"] = self.note
        if self.note_fr:
            out["note_fr"] = self.note_fr
        if self.interpretation is not None:
            out["interpretation"] = self.interpretation.as_dict()
        if self.read:
            out["read"] = list(self.read)
        if self.caveat is not None:
            out["caveat"] = {"fr": self.caveat.fr, "en": self.caveat.en}
        return out


def cite(*params: Parameter) -> tuple[str, ...]:
    """The articles behind these parameter values, in order, without repeats."""
    out: list[str] = []
    for p in params:
        out += [a for a in p.articles if a not in out]
    return tuple(out)


def cite_open(*params: Parameter) -> tuple[str, ...]:
    """The articles behind these values, and for a value left open (silent or discretion) that cites none of its
    own, the articles read for it: what a ruling that is silent or partial because of it names.

    >>> unsaid = Parameter("x", "silent", (), None, "tda-2010", read=("tda-2010/20",))
    >>> cite_open(Parameter("y", 70, ("tda-2010/20",), None, "tda-2010"), unsaid), cite(unsaid)
    (('tda-2010/20',), ())
    """
    out: list[str] = []
    for p in params:
        out += [a for a in (p.articles or (p.read if p.is_silent or p.is_discretion else ())) if a not in out]
    return tuple(out)


@dataclass
class Ruleset:
    id: str
    base: str | None
    parameters: dict[str, Parameter] = field(default_factory=dict)
    # the names of the parameters read, while a ruling is made (see :meth:`readings`); None: not recorded
    _read: list[str] | None = field(default=None, repr=False, compare=False)

    def __getitem__(self, name: str) -> Parameter:
        if self._read is not None:
            self._read.append(name)
        try:
            return self.parameters[name]
        except KeyError:
            raise KeyError(f"ruleset {self.id!r} has no parameter {name!r}") from None

    def readings_in(self, run: Any, *args: Any) -> tuple[Any, list[Interpretation]]:
        """``run(*args, self)`` and the interpretations of ours it rests on: those of the parameters it read and
        cites (a ruling that cites a value read into the text or borrowed says so: it is ours, not the text's).

        >>> r = Ruleset.of("tda-2010", x=("a", "tda-2010/31"))
        >>> r.parameters["x"] = Parameter("x", "a", ("tda-2010/31",), None, "tda-2010",
        ...                               Interpretation(reason=Label(fr="Lu.", en="Read.")))
        >>> ruling, ours = r.readings_in(lambda rules: cite(rules["x"]))
        >>> ruling, [i.reason.en for i in ours]
        (('tda-2010/31',), ['Read.'])
        """
        result, read = self.reading(run, *args)
        return result, self.interpretations(result, read)

    def reading(self, run: Any, *args: Any) -> tuple[Any, tuple[str, ...]]:
        """``run(*args, self)`` and the names of the parameters it read, in the order first read.

        >>> Ruleset.of("demo", x=1, y=2).reading(lambda rules: rules.value("y") + rules.value("y"))
        (4, ('y',))
        """
        self._read = []
        try:
            result = run(*args, self)
        finally:
            read, self._read = self._read, None
        return result, tuple(dict.fromkeys(read))

    def rested_on(self, result: Any, read: tuple[str, ...]) -> list[Parameter]:
        """The parameters ``read`` a ruling (``result``) rests on: those all of whose articles it cites (a ruling
        citing only part of them, such as tda-2019/62 without 49's accepted action, does not rest on the whole)."""
        cited = set(getattr(result, "articles", result if isinstance(result, tuple) else ()))
        return [p for name in read if (p := self.parameters.get(name)) is not None and p.articles
                and set(p.articles) <= cited]

    def interpretations(self, result: Any, read: tuple[str, ...]) -> list[Interpretation]:
        """The interpretations of ours a ruling (``result``) rests on (:meth:`rested_on`), but those of parameters the
        ruling read for their own words only (its ``plain``: the branch used the part the text states)."""
        plain = set(getattr(result, "plain", ()))  # read for the rulebook's own words only (outcomes.on_its_words)
        found = (p.interpretation for p in self.rested_on(result, read) if p.name not in plain)
        return list(dict.fromkeys(i for i in found if i is not None))

    def caveats(self, result: Any, read: tuple[str, ...]) -> list[Label]:
        """What the rulebook sets beside the values a ruling (``result``) rests on (:meth:`rested_on`), in its own
        words."""
        return list(dict.fromkeys(p.caveat for p in self.rested_on(result, read) if p.caveat is not None))

    def value(self, name: str) -> Any:
        return self[name].value

    def cite(self, *names: str) -> tuple[str, ...]:
        """The articles behind these parameters, in order, without repeats."""
        return cite(*(self[name] for name in names))

    def with_overrides(self, ruleset_id: str, overrides: dict[str, Parameter]) -> Ruleset:
        """This ruleset with some values replaced: the overlay mechanism (Fivebet, house sheets)."""
        return Ruleset(ruleset_id, self.id, {**self.parameters, **overrides})

    @classmethod
    def of(cls, ruleset_id: str, /, **values: Any) -> Ruleset:
        """A small ruleset for examples and doctests: ``name=value`` (citing nothing) or
        ``name=(value, "article", …)``. The real rulesets come from ``parameters/``."""
        params = {}
        for name, given in values.items():
            value, *articles = given if isinstance(given, tuple) else (given,)
            params[name] = Parameter(name, value, tuple(articles), None, ruleset_id)
        return cls(ruleset_id, None, params)


# --- the JSON document ---------------------------------------------------------------------------


def document(declarations: dict[str, Declaration], rulesets: dict[str, Ruleset]) -> dict[str, Any]:
    """Every declaration and every composed ruleset as one JSON-ready document::

        {"version": 2,
         "declarations": {name: {"description": {fr, en}, "unit", "type", …}},
         "rulesets": {id: {"base": id | null,
                           "parameters": {name: {"value", "articles", "ruleset", "note"?, "note_fr"?, "read"?,
                                                 "interpretation"?: {"reason": {fr, en}, "borrows": [id…]},
                                                 "caveat"?: {fr, en}}}}}}

    A ruleset lists every parameter, inherited ones included (``ruleset`` says which ruleset set
    the value), so a reader needs no composition. Read back by :func:`rulesets_from_json`.
    """
    return {
        "version": DOCUMENT_VERSION,
        "declarations": {name: d.as_dict() for name, d in declarations.items()},
        "rulesets": {rid: {"base": r.base,
                           "parameters": {n: r.parameters[n].as_dict() for n in declarations if n in r.parameters}}
                     for rid, r in sorted(rulesets.items())},
    }


def _document(doc: dict[str, Any] | str | bytes) -> dict[str, Any]:
    data = json.loads(doc) if isinstance(doc, str | bytes) else doc
    if not isinstance(data, dict) or data.get("version") != DOCUMENT_VERSION:
        raise ValueError(f"not a parameters document of version {DOCUMENT_VERSION} "
                         "(see floorbook.engine.rulesets.document)")
    return data


def declarations_from_json(doc: dict[str, Any] | str | bytes) -> dict[str, Declaration]:
    """The declarations of a parameters document (JSON text or its data), by name."""
    out: dict[str, Declaration] = {}
    problems: list[str] = []
    for name, data in _document(doc).get("declarations", {}).items():
        try:
            out[name] = Declaration.from_dict(data, name=name)
        except (TypeError, ValueError) as err:
            problems.append(f"declarations.{name}: {err}")
    if problems:
        raise ValueError("; ".join(problems))
    return out


def rulesets_from_json(doc: dict[str, Any] | str | bytes) -> dict[str, Ruleset]:
    """The rulesets of a parameters document (JSON text or its data), by id, every value checked
    against its declaration; raises ValueError naming every problem.

    >>> doc = document({}, {"demo": Ruleset.of("demo")})
    >>> rulesets_from_json(json.dumps(doc))
    {'demo': Ruleset(id='demo', base=None, parameters={})}
    """
    data = _document(doc)
    declarations = declarations_from_json(data)
    out: dict[str, Ruleset] = {}
    problems: list[str] = []
    for rid, raw in data.get("rulesets", {}).items():
        params: dict[str, Parameter] = {}
        for name, p in raw.get("parameters", {}).items():
            where = f"rulesets.{rid}.parameters.{name}"
            if name not in declarations:
                problems.append(f"{where}: undeclared parameter")
                continue
            value = declarations[name].from_json(p.get("value"))
            problems += [f"{where}.value{''.join(f'.{part}' for part in loc)}: {msg}"
                         for loc, msg in declarations[name].check(value)]
            interpretation = None
            if p.get("interpretation") is not None:
                try:
                    interpretation = Interpretation.from_dict(p["interpretation"])
                except ValueError as err:
                    problems.append(f"{where}.interpretation: {err}")
            caveat = p.get("caveat")
            if caveat is not None and not (isinstance(caveat, dict) and set(caveat) == {"fr", "en"}
                                           and all(isinstance(v, str) and v for v in caveat.values())):
                problems.append(f"{where}.caveat: expected {{fr: text, en: text}}")
                caveat = None
            params[name] = Parameter(name, value, tuple(p.get("articles", ())), p.get("note"), p.get("ruleset", rid),
                                     interpretation, p.get("note_fr"), tuple(p.get("read", ())),
                                     Label(fr=caveat["fr"], en=caveat["en"]) if caveat else None)
        missing = [n for n in declarations if n not in params]
        if missing:
            problems.append(f"rulesets.{rid}: missing {', '.join(missing)}")
        out[rid] = Ruleset(rid, raw.get("base"), params)
    if problems:
        raise ValueError("; ".join(problems))
    return out
