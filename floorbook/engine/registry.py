"""Situations: the named questions a scenario (or the floor assistant) can ask the engine.

A situation is a typed input, the function ruling it, and the keys its outcome can hold
(``outputs``), so that a scenario expecting a key the situation never produces is refused as
malformed. Each chapter of the engine (:mod:`.betting`, :mod:`.chips`, :mod:`.pots`,
:mod:`.clock`…) defines its inputs and registers its situations here with :func:`situation`;
importing :mod:`floorbook.engine` imports every chapter, so :data:`SITUATIONS` is complete.

An input is a frozen dataclass (:class:`Input`) that refuses itself when it cannot happen: the
bounds written in its field types (:data:`Amount`: an amount cannot be negative;
:data:`Positive`; :class:`Between`; :class:`MinItems`) and the figures that cannot go together
(:meth:`Input.check`) raise an :class:`InputError` naming the field. :meth:`Input.read` builds
an input from plain JSON data with the standard library only (unknown fields, missing ones,
wrong types, values not allowed: each an :class:`InputError`).

The edge (:mod:`floorbook.corpus.inputs`) validates scenario inputs into the same dataclasses with
pydantic, for its messages and each situation's JSON Schema. It needs nothing imported here:
pydantic reads ``__pydantic_config__`` (unknown fields are errors), the ``description`` of each
field's metadata, and the bounds through their ``__get_pydantic_core_schema__`` method.

Every ruling on a player's chips in a betting round says where each chip goes with the same keys
(:data:`ACCOUNTED`): ``to`` (the player's total for the round after the ruling), ``completed``
(chips they must add) and ``returned`` (chips given back), and the same three per option of a
choice (``options``); see :func:`floorbook.engine.betting.account`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping
from dataclasses import MISSING, dataclass
from functools import cache
from types import NoneType, UnionType
from typing import Annotated, Any, ClassVar, Literal, TypeVar, Union, get_args, get_origin, get_type_hints

from floorbook.engine.bounds import LARGEST, NAME_CHARS, TABLE_SEATS, json_value, name_problem, shown
from floorbook.engine.declarations import nearest_known, suggestion
from floorbook.engine.outcomes import Ruling
from floorbook.engine.rulesets import Ruleset

Loc = tuple[str | int, ...]

# keys every outcome may hold, whatever the situation (see Ruling.as_dict; `fields`: the status of each
# field of a partial answer)
IMPLICIT_OUTPUTS = frozenset({"status", "articles", "note", "fields"})
# where the chips of a player's action go (see floorbook.engine.betting.account)
ACCOUNTED = frozenset({"to", "completed", "returned"})
# a ruling on chips put in during a betting round: a bet, a call, a raise, or a choice between options
ACTION_OUTPUTS = ACCOUNTED | {"action", "full", "all_in", "options"}


def field_path(loc: Iterable[str | int]) -> str:
    """``("actions", 1, "to")`` → ``actions[1].to``; a name too long to be one (a key given by a user) shortened.

    >>> field_path(("contributions", "A" * 1000))
    "contributions.'AAAAAAAAAAAAAAAAA...AAAAAAAAAAAAAAAAAA'"
    """
    out = ""
    for part in loc:
        name = str(part) if len(str(part)) <= NAME_CHARS else shown(str(part))
        out += f"[{part}]" if isinstance(part, int) else ("." if out else "") + name
    return out


class InputError(ValueError):
    """An input that cannot happen: where (``loc``, a path of fields) and why (``message``).

    >>> str(InputError(("contributions", "A"), "-500 is impossible: an amount cannot be negative"))
    'contributions.A: -500 is impossible: an amount cannot be negative'
    """

    def __init__(self, loc: Iterable[str | int], message: str):
        self.loc: Loc = tuple(loc)
        self.message = message
        super().__init__(f"{field_path(self.loc)}: {message}" if self.loc else message)

    def at(self, *outer: str | int) -> InputError:
        """The same error seen from an enclosing input (``outer`` is where this one sits in it)."""
        return InputError((*outer, *self.loc), self.message)


class NeedsFigure(InputError):
    """A figure one rulebook needs to rule and the others do not (each player's stack when a rulebook ranks
    players out in the same hand by stack): where it goes (``loc``, its last name is the figure) and why
    (``message``). Asked under every ruleset, the others still rule (:func:`floorbook.rulings.ask.ask_each`).
    """

    @property
    def figure(self) -> str:
        """The name of the figure needed: the last name of ``loc`` (``busted[0].stack`` → ``stack``)."""
        return next(str(part) for part in reversed(self.loc) if isinstance(part, str))


def check_seat_numbers(seats: Iterable[tuple[Loc, int | None]], table_size: int) -> None:
    """Raise an :class:`InputError` at the first seat (where it is given, its number; None: not given) that is not
    at the table, whose seats go from 1 to ``table_size``.

    >>> check_seat_numbers([(("seats", 0), 3), (("button",), 12)], 10)
    Traceback (most recent call last):
    ...
    floorbook.engine.registry.InputError: button: seat 12 is not at the table: seats go from 1 to table_size (10)
    """
    for loc, seat in seats:
        if seat is not None and seat > table_size:
            raise InputError(loc, f"seat {seat} is not at the table: seats go from 1 to table_size ({table_size})")


# --- bounds written in the types ------------------------------------------------------------------


@dataclass(frozen=True)
class Between:
    """The bounds of a whole number, both included (None: unbounded)."""

    low: int | None = None
    high: int | None = None

    def problem(self, value: Any) -> str | None:
        if not isinstance(value, int | float) or isinstance(value, bool):
            return None  # a type error, reported as such
        if self.low is not None and value < self.low:
            if self.low == 0:
                return f"{value!r} is impossible: an amount cannot be negative"
            if self.low == 1:
                return f"{value!r} is impossible: must be more than 0"
            return f"Input should be greater than or equal to {self.low}"  # pydantic's words (floorbook.corpus.inputs)
        if self.high is not None and value > self.high:
            return f"Input should be less than or equal to {self.high}"
        return None

    def __get_pydantic_core_schema__(self, source: Any, handler: Callable[[Any], Any]) -> Any:
        """For the edge's pydantic validation: the same bounds (``ge``, ``le``) on the number's schema."""
        schema = dict(handler(source))
        if self.low is not None:
            schema["ge"] = self.low
        if self.high is not None:
            schema["le"] = self.high
        return schema


@dataclass(frozen=True)
class MinItems:
    """The fewest items a list (or entries a mapping) must have."""

    count: int
    most = False  # a bound from above (MaxItems); not a field

    def problem(self, value: Any) -> str | None:
        if isinstance(value, list | dict) and (len(value) > self.count if self.most else len(value) < self.count):
            kind = "List" if isinstance(value, list) else "Dictionary"  # pydantic's words (floorbook.corpus.inputs)
            if self.most:  # pydantic says "item" for one, "items" for more
                if self.count == 1:
                    return f"{kind} should have at most 1 item after validation, not {len(value)}"
                return f"{kind} should have at most {self.count} items after validation, not {len(value)}"
            if self.count == 1:
                return f"{kind} should have at least 1 item after validation, not {len(value)}"
            return f"{kind} should have at least {self.count} items after validation, not {len(value)}"
        return None

    def __get_pydantic_core_schema__(self, source: Any, handler: Callable[[Any], Any]) -> Any:
        """For the edge's pydantic validation: the same ``min_length`` (``max_length``) on the list's or mapping's
        schema."""
        return {**handler(source), "max_length" if self.most else "min_length": self.count}


@dataclass(frozen=True)
class MaxItems(MinItems):
    """The most items a list (or entries a mapping) may have: what a real table or tournament holds
    (:mod:`.bounds`). Checked before the items are read, so that a list beyond it is never computed."""

    most = True


Amount = Annotated[int, Between(0, LARGEST)]  # chips, a count: cannot be negative
Positive = Annotated[int, Between(1, LARGEST)]  # a big blind, a chip's value: more than 0
Seat = Annotated[int, Between(1, TABLE_SEATS)]  # a seat's number, a table's size: seats go from 1 to the table's size


def doc(text: str) -> dict[str, str]:
    """A field's description, as its metadata (``field(default=0, metadata=doc("…"))``): shown by the
    JSON Schemas of the inputs."""
    return {"description": text}


# --- inputs ----------------------------------------------------------------------------------------

InputT = TypeVar("InputT", bound="Input")


@dataclass(frozen=True, kw_only=True)
class Input:
    """The input of a situation: checks its bounds, then :meth:`check`, when it is built."""

    # read by the edge's pydantic validation (floorbook.corpus.inputs): unknown fields are errors
    __pydantic_config__: ClassVar[dict[str, str]] = {"extra": "forbid"}

    def __post_init__(self) -> None:
        hints = type_hints(type(self))
        for f in dataclasses.fields(self):
            _check_bounds(hints[f.name], getattr(self, f.name), (f.name,))
        self.check()

    def check(self) -> None:
        """Raise a ValueError (or an :class:`InputError` naming the field) for figures that cannot
        happen together; each input with such figures says which."""

    @classmethod
    def read(cls: type[InputT], data: Any, loc: Loc = ()) -> InputT:
        """This input from plain JSON data, with the standard library only.

        >>> from floorbook.engine.pots import KilledHandInput
        >>> KilledHandInput.read({"contributions": {"A": 500, "B": 1000}, "player": "A"})
        KilledHandInput(contributions={'A': 500, 'B': 1000}, player='A', last_action=None)
        >>> KilledHandInput.read({"contributions": {"A": -500, "B": 1000}, "player": "A"})
        Traceback (most recent call last):
        ...
        floorbook.engine.registry.InputError: contributions.A: -500 is impossible: an amount cannot be negative
        >>> KilledHandInput.read({"contributions": {"A": 500, "B": 1000}, "who": "A"})
        Traceback (most recent call last):
        ...
        floorbook.engine.registry.InputError: who: is not a known field; known: contributions, player, last_action
        """
        if not isinstance(data, Mapping):
            raise InputError(loc, type_message(cls, data))
        hints = type_hints(cls)
        known = {f.name: f for f in dataclasses.fields(cls) if f.init}
        for key in data:
            if key not in known:
                raise InputError((*loc, key), f"is not a known field; known: {', '.join(known)}"
                                 + suggestion(nearest_known(key, known)))
        for name, f in known.items():
            if name not in data and f.default is MISSING and f.default_factory is MISSING:
                raise InputError((*loc, name), "is required")
        values = {name: _convert(hints[name], value, (*loc, name)) for name, value in data.items()}
        try:
            return cls(**values)
        except InputError as err:
            raise err.at(*loc) from None
        except ValueError as err:
            raise InputError(loc, str(err)) from None


@cache
def type_hints(cls: type) -> dict[str, Any]:
    """The field types of an input, bounds included (``Annotated``)."""
    return get_type_hints(cls, include_extras=True)


def _check_bounds(hint: Any, value: Any, loc: Loc) -> None:
    """Raise an InputError for the first value that breaks a bound written in ``hint``, a figure out of any
    real range (above :data:`~floorbook.engine.bounds.LARGEST`) or a text no name holds
    (:func:`~floorbook.engine.bounds.name_problem`)."""
    if value is None:
        return
    if isinstance(value, int | float) and not isinstance(value, bool) and abs(value) > LARGEST:
        raise InputError(loc, f"{shown(value)} is out of any real range: at most {LARGEST:,}")
    if isinstance(value, str) and (problem := name_problem(value)):
        raise InputError(loc, problem)
    if isinstance(value, dict):
        for key in value:
            if isinstance(key, str) and (problem := name_problem(key)):
                raise InputError((*loc, key), problem)
    origin = get_origin(hint)
    if origin is Annotated:
        base, *marks = get_args(hint)
        for mark in marks:
            problem = mark.problem(value) if isinstance(mark, Between | MinItems) else None  # MaxItems too
            if problem:
                raise InputError(loc, problem)
        _check_bounds(base, value, loc)
    elif origin in (Union, UnionType):
        for arg in get_args(hint):
            if arg is not NoneType:
                _check_bounds(arg, value, loc)
    elif origin is list and isinstance(value, list):
        for i, item in enumerate(value):
            _check_bounds(get_args(hint)[0], item, (*loc, i))
    elif origin is dict and isinstance(value, dict):
        for key, item in value.items():
            _check_bounds(get_args(hint)[1], item, (*loc, key))


def json_depth(hint: Any) -> int:
    """How many levels of lists and objects a value of this type holds, written as JSON: what a text given
    for it may hold, at most (:func:`~floorbook.engine.bounds.json_value`).

    >>> from floorbook.engine.betting import BettingRoundInput
    >>> json_depth(type_hints(BettingRoundInput)["actions"]), json_depth(dict[str, list[str]]), json_depth(int)
    (2, 2, 0)
    """
    origin = get_origin(hint)
    if origin is Annotated:
        return json_depth(get_args(hint)[0])
    if origin in (Union, UnionType):
        return max(json_depth(arg) for arg in get_args(hint))
    if origin is list:
        return 1 + json_depth(get_args(hint)[0])
    if origin is dict:
        return 1 + json_depth(get_args(hint)[1])
    if isinstance(hint, type) and issubclass(hint, Input):
        return 1 + max((json_depth(h) for h in type_hints(hint).values()), default=0)
    return 0


def json_input(hint: Any, text: str, loc: Loc) -> Any:
    """A value of type ``hint`` written as JSON, read no deeper than the type is nested (:func:`json_depth`),
    or an InputError at ``loc`` saying why not."""
    try:
        return json_value(text, json_depth(hint))
    except ValueError as err:
        raise InputError(loc, str(err)) from None


def _convert(hint: Any, value: Any, loc: Loc) -> Any:
    """``value`` (JSON data) as ``hint`` asks, or an InputError; bounds are checked by the input."""
    origin = get_origin(hint)
    if origin is Annotated:
        for mark in get_args(hint)[1:]:  # a list longer than a table holds is refused before its items are read
            if isinstance(mark, MaxItems) and (problem := mark.problem(value)):
                raise InputError(loc, problem)
        return _convert(get_args(hint)[0], value, loc)
    if origin in (Union, UnionType):
        args = get_args(hint)
        if value is None and NoneType in args:
            return None
        (inner,) = [a for a in args if a is not NoneType]
        return _convert(inner, value, loc)
    if origin is Literal:
        if value not in get_args(hint):
            raise InputError(loc, type_message(hint, value))
        return value
    if origin is list:
        if not isinstance(value, list):
            raise InputError(loc, type_message(hint, value))
        return [_convert(get_args(hint)[0], item, (*loc, i)) for i, item in enumerate(value)]
    if origin is dict:
        if not isinstance(value, dict):
            raise InputError(loc, type_message(hint, value))
        key_type, item_type = get_args(hint)
        return {_convert(key_type, k, (*loc, k)): _convert(item_type, v, (*loc, k)) for k, v in value.items()}
    if isinstance(hint, type) and issubclass(hint, Input):
        return hint.read(value, loc)
    if hint not in SCALARS:
        raise TypeError(f"an input field of type {hint!r} cannot be read from JSON")
    if hint is float and isinstance(value, int) and not isinstance(value, bool):
        return float(value)
    if not isinstance(value, hint) or (hint is not bool and isinstance(value, bool)):
        raise InputError(loc, type_message(hint, value))
    return value


SCALARS: dict[Any, str] = {bool: "boolean", int: "integer", float: "number", str: "string"}
UNPARSABLE = {bool: "unable to interpret input", int: "unable to parse string as an integer",
              float: "unable to parse string as a number"}


def type_message(hint: Any, value: Any) -> str:
    """Why ``value`` is not of type ``hint``, in the words of the edge's pydantic validation
    (:mod:`floorbook.corpus.inputs`), so that a scenario file and the floor assistant say the same.

    >>> type_message(int, "abc"), type_message(Literal["preflop", "postflop"], "turn")
    ('Input should be a valid integer, unable to parse string as an integer', "Input should be 'preflop' or 'postflop'")
    """
    origin = get_origin(hint)
    if origin is Literal:
        allowed = [repr(a) for a in get_args(hint)]
        said = allowed[0] if len(allowed) == 1 else f"{', '.join(allowed[:-1])} or {allowed[-1]}"
        words = [a for a in get_args(hint) if isinstance(a, str)]
        return f"Input should be {said}" + suggestion(nearest_known(value, words))
    if origin is list:
        return "Input should be a valid list"
    if origin is dict:
        return "Input should be a valid dictionary"
    if isinstance(hint, type) and issubclass(hint, Input):
        return f"Input should be a dictionary or an instance of {hint.__name__}"
    message = f"Input should be a valid {SCALARS.get(hint, 'value')}"
    if isinstance(value, str) and hint in UNPARSABLE:
        return f"{message}, {UNPARSABLE[hint]}"
    if hint is int and isinstance(value, float) and not value.is_integer():
        return f"{message}, got a number with a fractional part"
    return message


# --- the registry ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Situation:
    """A question a scenario can ask: its input type, the function ruling it, its documentation,
    and ``outputs``, the keys its outcome can hold besides ``status``, ``articles``, ``note`` and
    ``fields`` (the status of each output of a partial answer)."""

    name: str
    input_type: type[Input]
    run: Callable[[Any, Ruleset], Ruling]
    doc: str
    outputs: frozenset[str]

    @property
    def keys(self) -> frozenset[str]:
        """Every key an outcome of this situation can hold (``outputs`` and the implicit ones)."""
        return self.outputs | IMPLICIT_OUTPUTS

    def read(self, data: Any) -> Input:
        """This situation's input from plain JSON data (see :meth:`Input.read`)."""
        return self.input_type.read(data)

    def describe(self) -> str:
        """One entry of ``floorbook check --situations``: inputs (``?`` optional), outputs, documentation."""
        fields = ", ".join(f.name + ("" if f.default is MISSING and f.default_factory is MISSING else "?")
                           for f in dataclasses.fields(self.input_type))
        return f"{self.name}({fields}) -> {', '.join(sorted(self.outputs))}\n    {self.doc}"


SITUATIONS: dict[str, Situation] = {}
# situations merged into another, by the name dropped → the name kept (one place per concept); what changed
# in the scenario format is :data:`floorbook.corpus.scenarios.FORMATS`'s to say
MERGED: dict[str, str] = {"exposed_hand": "hand_shown"}

F = TypeVar("F", bound=Callable[..., Ruling])


def situation(name: str, input_type: type[Input], outputs: Iterable[str]) -> Callable[[F], F]:
    """Register the decorated function as the situation ``name``, ruling an ``input_type``;
    ``outputs`` are the keys its outcome can hold. The first paragraph of its docstring is the
    situation's documentation."""
    declared = frozenset(outputs)
    if declared & IMPLICIT_OUTPUTS:
        raise ValueError(f"{name}: {sorted(declared & IMPLICIT_OUTPUTS)} are implicit, do not declare them")

    def register(fn: F) -> F:
        known = SITUATIONS.get(name)
        if known is not None and known.run.__code__.co_filename != fn.__code__.co_filename:
            raise ValueError(f"situation {name!r} registered twice ({known.run.__module__}, {fn.__module__})")
        summary = " ".join((fn.__doc__ or "").strip().split("\n\n")[0].split())
        SITUATIONS[name] = Situation(name, input_type, fn, summary, declared)
        return fn

    return register
