"""The site's sheet builder (``sheet-builder/``): a house configuration from a form, a URL or a YAML
file, checked and written as a sheet by the very functions of ``floorbook sheet``.

The page runs :class:`Builder` in the browser with Pyodide: :mod:`floorbook.sheet.house` checks the
configuration (same messages, located the same way, as the command line), :mod:`floorbook.sheet.html`
writes the sheet with its Jinja2 template. The page's script only builds the form from
:func:`form_document`, passes the form's query to Python and shows what Python answers. Standard
library, PyYAML, Jinja2 and qrcode only: never pydantic or the project's files.
"""

from __future__ import annotations

import json
from typing import Any

from floorbook import LANGUAGES
from floorbook.booklet.html import BookletData, render_booklet
from floorbook.engine.declarations import DISCRETION, Declaration, Label, ValueSpec
from floorbook.engine.rulesets import Ruleset, declarations_from_json, rulesets_from_json
from floorbook.sheet.house import (
    DEFAULT_TOPICS,
    DETAILS,
    EVENT_KEYS,
    FORM,
    HOUSE_SHORTHAND,
    House,
    SheetError,
    config_data,
    config_yaml,
    from_query,
    house_from_data,
    read_config,
    to_query,
)
from floorbook.sheet.html import SheetData, parameter_label, render_html
from floorbook.urls import query_text
from floorbook.words.input_messages import PROBLEM, message_words
from floorbook.words.interface import ANTE_FORMAT_NAMES, BUILDER, DETAIL_NAMES, LANGUAGE_NAMES, UI
from floorbook.words.lookup import say
from floorbook.words.values import OPEN_VALUES, YES_NO, range_words, value_words

# a problem's place said by the form's own words where the form names it (the field's path otherwise)
FORM_PLACES = {"topics": BUILDER["topics"], "language": BUILDER["language"], "url": BUILDER["url"],
               "event": BUILDER["event"], "event.name": BUILDER["name"]}


def _place(field: str, lang: str) -> str:
    """A problem's field in the page's words: ``topics.3`` → « Sujets imprimés » (a path the form does not name
    stays as it is)."""
    words = FORM_PLACES.get(field) or FORM_PLACES.get(field.split(".")[0])
    return say(words, lang) if words else field


def _problems(err: SheetError, lang: str) -> list[dict[str, Any]]:
    """Each problem as the command line says it (``message``, located: ``text``) and in the page's ``lang``
    (``said``; with its field: ``said_field``; located in its file: ``said_text``)."""
    out = []
    for p in err.problems:
        said = message_words(p.message, lang)
        where = f"{p.file}:{p.line}" if p.line else p.file
        inner = say(PROBLEM, lang, place=_place(p.field, lang), message=said) if p.field else said
        out.append({"field": p.field, "message": p.message, "line": p.line, "text": str(p), "said": said,
                    "said_field": inner, "said_text": say(PROBLEM, lang, place=where, message=inner)})
    return out


class Builder:
    """The builder's Python side: the parameters' JSON document and the sheet's data (:class:`SheetData`
    as JSON), then one call per change of the form."""

    def __init__(self, parameters: dict[str, Any] | str, sheet: dict[str, Any] | str):
        self.rulesets = rulesets_from_json(parameters)
        self.declarations = declarations_from_json(parameters)
        self.data = SheetData.from_dict(json.loads(sheet) if isinstance(sheet, str) else sheet)
        self.booklets: dict[tuple[str, str], BookletData] = {}  # (ruleset, language) → its booklet's data

    def check(self, data: Any, rel: str = FORM, node: Any = None) -> House:
        return house_from_data(data, self.rulesets, self.declarations, self.data.topics, rel, node)

    def preview(self, query: str, lang: str = "en") -> dict[str, Any]:
        """The form's query → the sheet (``html``, in the configuration's language), the configuration as
        the URL writes it (``query``) and as its YAML file (``yaml``); or ``errors``, the checker's (said in
        the page's ``lang`` too)."""
        try:
            house = self.check(from_query(query, self.declarations))
        except SheetError as err:
            return {"errors": _problems(err, lang)}
        data = config_data(house.config)
        return {"html": render_html(house, self.data), "query": to_query(data), "yaml": config_yaml(data),
                "language": house.config.language, "base": house.config.base}

    def booklet(self, query: str, booklet: dict[str, Any] | str, page_format: str = "a5", lang: str = "en"
                ) -> dict[str, Any]:
        """The form's query and the booklet data of its base rulebook in its language (the site's
        ``booklet-<ruleset>-<lang>.json``) → the booklet with the house's choices (``html``), as
        ``floorbook booklet CONFIG --format FORMAT`` writes it; or ``errors``, the checker's."""
        try:
            house = self.check(from_query(query, self.declarations))
        except SheetError as err:
            return {"errors": _problems(err, lang)}
        key = (house.config.base, house.config.language)
        if key not in self.booklets:
            self.booklets[key] = BookletData.from_dict(json.loads(booklet) if isinstance(booklet, str) else booklet)
        data = self.booklets[key]
        if (data.ruleset, data.lang) != key:
            raise ValueError(f"booklet data of {data.ruleset} in {data.lang}; expected {key[0]} in {key[1]}")
        return {"html": render_booklet(data, house, page_format)}

    def load(self, text: str, name: str, lang: str = "en") -> dict[str, Any]:
        """A YAML file's text → its configuration as the URL writes it (``query``), or ``errors``
        located in ``name`` and at their line, as ``floorbook sheet name`` says them (and in ``lang``)."""
        try:
            data, node = read_config(text, name)
            house = self.check(data, name, node)
        except SheetError as err:
            return {"errors": _problems(err, lang)}
        return {"query": to_query(config_data(house.config))}

    def preview_json(self, query: str, lang: str = "en") -> str:
        return json.dumps(self.preview(query, lang), ensure_ascii=False)

    def load_json(self, text: str, name: str, lang: str = "en") -> str:
        return json.dumps(self.load(text, name, lang), ensure_ascii=False)

    def booklet_json(self, query: str, booklet: str, page_format: str, lang: str = "en") -> str:
        return json.dumps(self.booklet(query, booklet, page_format, lang), ensure_ascii=False)


# --- the form, generated from the declarations (build time: the site ships it as JSON) -----------------


def _both(fn: Any) -> dict[str, str]:
    return {lang: fn(lang) for lang in LANGUAGES}


def _both_words(words: Label) -> dict[str, str]:
    """A word as the page's script reads it, ``{placeholders}`` kept: the script fills them in."""
    return {"fr": words.fr, "en": words.en}


def _labels(values: dict[str, Any]) -> list[list[Any]]:
    return [[key, _both_words(label)] for key, label in values.items()]


def _spec(spec: ValueSpec, unit: str) -> dict[str, Any]:
    """What a field of the form needs to know of a value spec: its kind, allowed values and hint."""
    out: dict[str, Any] = {"kind": spec.type}
    if spec.type in ("integer", "number"):
        out["hint"] = _both(lambda lang: range_words(spec, unit, lang))
    if spec.values:
        out["values"] = _labels(spec.values)
    if spec.cases:
        out["kind"] = "cases"
        out["cases"] = _labels(spec.cases)
    if spec.fields:
        out["fields"] = [[key, _both_words(f.label), _spec(f, unit)] for key, f in spec.fields.items()]
    if spec.keys is not None and spec.items is not None:
        out["kind"] = "pairs"
        out["hint"] = _both(lambda lang: f"{range_words(spec.keys, 'players', lang)} → "  # type: ignore[arg-type]
                                         f"{range_words(spec.items, unit, lang)}")  # type: ignore[arg-type]
    return out


def _parameter(name: str, declaration: Declaration, rulesets: dict[str, Ruleset]) -> dict[str, Any]:
    out = {"label": _both(lambda lang: parameter_label(declaration, lang)), **_spec(declaration, declaration.unit)}
    if name in HOUSE_SHORTHAND:
        out["shorthand"] = HOUSE_SHORTHAND[name]
    out["base"] = {rid: {"text": query_text(rules.value(name)),
                         "words": _both(lambda lang, r=rules: value_words(r.value(name), lang, declaration))}
                   for rid, rules in rulesets.items() if name in rules.parameters}
    return out


def form_document(rulesets: dict[str, Ruleset], declarations: dict[str, Declaration], data: SheetData,
                  default_base: str = "tda-2019") -> dict[str, Any]:
    """Everything the builder's form shows, in both languages, as JSON-ready data: the rulebooks, the
    topics, every parameter (what it decides, its allowed values in words, each rulebook's value) grouped
    under the first topic that depends on it, the event's details and the interface's words. Never an
    identifier as text: identifiers are only the fields' names and values, which the query carries."""
    source = data.source_of(default_base)
    titles = {tid: data.summaries[source][tid].title for tid in data.topics}
    groups: list[dict[str, Any]] = []
    placed: set[str] = set()
    for tid in data.topics:
        names = [n for n in data.summaries[source][tid].parameters if n in declarations and n not in placed]
        placed.update(names)
        if names:
            groups.append({"title": {"fr": titles[tid].fr, "en": titles[tid].en}, "parameters": names})
    rest = [n for n in declarations if n not in placed]
    if rest:
        groups.append({"title": _both(lambda lang: say(BUILDER["other_rules"], lang)), "parameters": rest})
    details = {}
    for key, (spec, unit) in DETAILS.items():
        entry = {"label": _both(lambda lang, k=key: say(DETAIL_NAMES[k], lang)), **_spec(spec, unit)}
        if key == "ante_format":
            entry["values"] = [[v, _both(lambda lang, v=v: say(ANTE_FORMAT_NAMES[v], lang))] for v in spec.values]
        details[key] = entry
    words = {key: _both_words(w) for key, w in BUILDER.items()}
    words.update({key: _both_words(w) for key, w in (
        ("discretion", OPEN_VALUES[DISCRETION]), ("yes", YES_NO[True]), ("no", YES_NO[False]),
        ("date", UI["sheet_date"]), ("venue", UI["sheet_venue"]), ("base", UI["sheet_base"]),
        ("additions", UI["sheet_additions"]))})
    return {
        "rulesets": [[rid, data.titles.get(rid, rid)] for rid in rulesets],
        "default_base": default_base,
        "languages": [[lang, say(LANGUAGE_NAMES[lang], lang).capitalize()] for lang in LANGUAGES],
        "event": list(EVENT_KEYS),
        "topics": [[tid, {"fr": titles[tid].fr, "en": titles[tid].en}] for tid in data.topics],
        "default_topics": list(DEFAULT_TOPICS),
        "groups": groups,
        "parameters": {name: _parameter(name, d, rulesets) for name, d in declarations.items()},
        "details": details,
        "words": words,
    }

