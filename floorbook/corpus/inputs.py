"""Situation inputs at the edge: a scenario's ``input`` validated into the engine's dataclasses
with pydantic, each problem said for a contributor, and each situation's JSON Schema.

The engine's inputs (:class:`floorbook.engine.registry.Input`) are plain frozen dataclasses that
refuse impossible figures themselves; pydantic adds, here, the messages a contributor reads
(the field, "-500 is impossible: an amount cannot be negative", an unknown field with the known
ones) and the JSON Schemas (``floorbook check --situations --json``). It reads the bounds and
descriptions the dataclasses declare; nothing is written twice.
"""

from __future__ import annotations

import dataclasses
import re
from functools import cache
from typing import Any, get_args

from pydantic import TypeAdapter, ValidationError

from floorbook.engine import SITUATIONS, Situation
from floorbook.engine.bounds import LARGEST, shown
from floorbook.engine.registry import Input, InputError, Loc, field_path, type_hints
from floorbook.nearest import did_you_mean


class InvalidInput(ValueError):
    """A situation's input that cannot be used: every problem, as (where in the input, what is wrong)."""

    def __init__(self, situation: str, problems: list[tuple[Loc, str]]):
        self.situation = situation
        self.problems = problems
        super().__init__("; ".join(f"{field_path(loc)}: {msg}" if loc else msg for loc, msg in problems))


@cache
def _adapter(input_type: type[Input]) -> TypeAdapter[Any]:
    return TypeAdapter(input_type)


def _situation(situation: Situation | str) -> Situation:
    if isinstance(situation, Situation):
        return situation
    if situation not in SITUATIONS:
        raise KeyError(f"unknown situation {situation!r}; known: {', '.join(sorted(SITUATIONS))}"
                       + did_you_mean(situation, SITUATIONS))
    return SITUATIONS[situation]


def read_input(situation: Situation | str, data: Any) -> Input:
    """``data`` (a scenario's ``input``) as the situation's input, or :class:`InvalidInput` listing
    every problem with its place."""
    sit = _situation(situation)
    try:
        return _adapter(sit.input_type).validate_python(data)
    except ValidationError as err:
        raise InvalidInput(sit.name, [_problem(sit, e) for e in err.errors()]) from None


def _problem(situation: Situation, error: Any) -> tuple[Loc, str]:
    """One pydantic error on a situation's input, said for a contributor (impossible amounts named)."""
    loc: Loc = tuple(error["loc"])
    ctx = error.get("ctx") or {}
    kind = error["type"]
    if kind == "greater_than_equal" and ctx.get("ge") == 0:
        return loc, f"{error['input']!r} is impossible: an amount cannot be negative"
    if (kind == "greater_than_equal" and ctx.get("ge") == 1) or (kind == "greater_than" and ctx.get("gt") == 0):
        return loc, f"{error['input']!r} is impossible: must be more than 0"
    if kind == "less_than_equal" and ctx.get("le") == LARGEST:  # the engine's own words (Input.read)
        return loc, f"{shown(error['input'])} is out of any real range: at most {LARGEST:,}"
    if kind in ("unexpected_keyword_argument", "extra_forbidden"):
        known = _fields_at(situation.input_type, loc[:-1])
        return loc, "is not a known field" + (f"; known: {', '.join(known)}" if known else "") + did_you_mean(
            loc[-1], known)
    if kind == "literal_error":  # the engine's reader's words (floorbook.engine.registry.type_message)
        return loc, str(error["msg"]) + did_you_mean(error["input"], re.findall(r"'([^']*)'", ctx.get("expected", "")))
    if kind in ("missing", "missing_keyword_argument"):
        return loc, "is required"
    if kind == "value_error":
        raised = ctx.get("error")
        if isinstance(raised, InputError):  # an input naming the field it refuses
            return (*loc, *raised.loc), raised.message
        return loc, str(error["msg"]).removeprefix("Value error, ")
    return loc, str(error["msg"])


def _fields_at(input_type: type[Input], loc: Loc) -> list[str]:
    """The fields of the input found at ``loc`` (the top, or a nested input such as ``actions[0]``)."""
    current: Any = input_type
    for part in loc:
        if isinstance(part, int):
            continue
        hint = type_hints(current).get(str(part)) if dataclasses.is_dataclass(current) else None
        current = next((t for t in _types_in(hint) if dataclasses.is_dataclass(t)), None)
    return [f.name for f in dataclasses.fields(current)] if dataclasses.is_dataclass(current) else []


def _types_in(hint: Any) -> list[Any]:
    """Every type inside ``hint`` (``list[X] | None`` → the list, X, None…)."""
    out = [hint]
    for arg in get_args(hint):
        out += _types_in(arg)
    return out


def input_schema(situation: Situation | str) -> dict[str, Any]:
    """The JSON Schema of a situation's input."""
    return _adapter(_situation(situation).input_type).json_schema()


def situations_json() -> dict[str, Any]:
    """Every situation: its documentation, the JSON Schema of its input, and the keys its outcome can
    hold besides ``status``, ``articles`` and ``note`` (``floorbook check --situations --json``)."""
    return {name: {"doc": s.doc, "input": input_schema(s), "outputs": sorted(s.outputs)}
            for name, s in sorted(SITUATIONS.items())}
