"""Declarations: what each engine parameter decides and what values it may take.

Every parameter is declared once, in ``parameters/_declarations.yaml`` (like OpenFisca's
parameter metadata): what it decides in plain words (fr, en), its unit, its type, the allowed
range of a number, the allowed values of a choice with a label for each. ``silent`` (the
rulebook does not say) and ``discretion`` (left to the TD) are always allowed.

Here a declaration is a plain value (a frozen dataclass checking its own consistency when it is
built) that checks a parameter value (:meth:`Declaration.check`) and says what it allows, in
words, for messages. Reading the declarations file (YAML, line numbers) is done at the edge, by
:mod:`floorbook.corpus.parameters`; :meth:`Declaration.from_dict` builds one from the parameters' JSON
document.

>>> spec = ValueSpec(type="integer", min=10, max=300)
>>> spec.problems(25), spec.problems("silent")
([], [])
>>> spec.problems(5)
[((), '5 is out of range; allowed: 10 to 300, silent, discretion')]
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import MISSING, dataclass, field, fields, replace
from typing import Any, ClassVar, Literal

from floorbook.engine.bounds import LARGEST, shown

SILENT = "silent"
DISCRETION = "discretion"
ALWAYS_ALLOWED = (SILENT, DISCRETION)

Unit = Literal["seconds", "minutes", "hands", "chips", "players", "ratio", "none"]
Kind = Literal["integer", "number", "boolean", "choice", "list", "mapping"]
UNITS: tuple[str, ...] = Unit.__args__  # type: ignore[attr-defined]
KINDS: tuple[str, ...] = Kind.__args__  # type: ignore[attr-defined]

Loc = tuple[str | int, ...]


@dataclass(frozen=True, kw_only=True)
class Label:
    """A text in both languages, in plain words."""

    __pydantic_config__: ClassVar[dict[str, str]] = {"extra": "forbid"}  # read by floorbook.corpus.parameters

    fr: str
    en: str

    def __post_init__(self) -> None:
        for lang in (f.name for f in fields(self)):  # its fields are the languages
            if not isinstance(getattr(self, lang), str) or not getattr(self, lang):
                raise ValueError(f"{lang} must be a non-empty text")

    def get(self, lang: str) -> str:
        return self.fr if lang == "fr" else self.en


@dataclass(frozen=True, kw_only=True)
class ValueSpec:
    """What a value may be: its type and, by type, its range, allowed values, cases or fields."""

    __pydantic_config__: ClassVar[dict[str, str]] = {"extra": "forbid"}

    type: Kind
    min: int | float | None = None  # integer, number
    max: int | float | None = None
    values: dict[str, Label] = field(default_factory=dict)  # choice: allowed values; list: allowed items
    unique: bool = False  # list
    min_items: int | None = None
    max_items: int | None = None
    cases: dict[str, Label] = field(default_factory=dict)  # integer, number: may be given per case
    fields: dict[str, FieldSpec] = field(default_factory=dict)  # mapping with named keys
    keys: ValueSpec | None = None  # mapping with free keys: what a key is…
    items: ValueSpec | None = None  # …and what a value is

    def __post_init__(self) -> None:
        if self.type not in KINDS:
            raise ValueError(f"type {self.type!r} is not one of {', '.join(KINDS)}")
        numeric = self.type in ("integer", "number")
        if not numeric and (self.min is not None or self.max is not None or self.cases):
            raise ValueError(f"min, max and cases are for integer and number, not {self.type}")
        if self.min is not None and self.max is not None and self.min > self.max:
            raise ValueError(f"min ({self.min}) is above max ({self.max})")
        if self.type not in ("choice", "list") and self.values:
            raise ValueError(f"values are for choice and list, not {self.type}")
        if self.type == "list" and not self.values:
            raise ValueError("a list needs the allowed items in values")
        if self.type != "list" and (self.unique or self.min_items is not None or self.max_items is not None):
            raise ValueError("unique, min_items and max_items are for list")
        if any(n is not None and n < 0 for n in (self.min_items, self.max_items)):
            raise ValueError("min_items and max_items cannot be negative")
        reserved = sorted(set(ALWAYS_ALLOWED) & (set(self.values) | set(self.cases)))
        if reserved:
            raise ValueError(f"{' and '.join(reserved)} {'is' if len(reserved) == 1 else 'are'} always allowed: "
                             "do not list it among the values")
        if self.type == "mapping":
            if bool(self.fields) == bool(self.keys or self.items):
                raise ValueError("a mapping has either fields, or keys and items")
            if (self.keys is None) != (self.items is None):
                raise ValueError("a mapping with free keys needs both keys and items")
        elif self.fields or self.keys or self.items:
            raise ValueError("fields, keys and items are for mapping")

    @property
    def depth(self) -> int:
        """How many levels of lists and mappings a value of this spec holds, written as JSON (a choice given
        per case is a mapping): what a text given for it may hold, at most.

        >>> ValueSpec(type="mapping", keys=ValueSpec(type="integer"), items=ValueSpec(type="integer")).depth
        1
        """
        inner = [*self.fields.values(), *(s for s in (self.keys, self.items) if s is not None)]
        return (1 if self.type in ("list", "mapping") or self.cases else 0) + max((s.depth for s in inner), default=0)

    @property
    def most_items(self) -> int | None:
        """The most items a list (or entries a mapping) of this spec can hold: its ``max_items``, else each allowed
        value once (``unique``), each field once, or each key once when keys are bounded whole numbers."""
        if self.type == "list":
            return self.max_items if self.max_items is not None else len(self.values) if self.unique else None
        if self.fields:
            return len(self.fields)
        keys = self.keys
        if keys is not None and keys.type == "integer" and keys.min is not None and keys.max is not None:
            return int(keys.max - keys.min + 1)
        if keys is not None and keys.type == "choice":
            return len(keys.values)
        return None

    # -- describing what is allowed ----------------------------------------------------------------

    def allowed(self, always: tuple[str, ...] = ALWAYS_ALLOWED, unit: str = "none") -> str:
        """What this spec allows, in words, for error messages.

        >>> ValueSpec(type="choice", values={"call": Label(fr="suivre", en="call")}).allowed()
        'call, silent, discretion'
        """
        if self.type in ("integer", "number"):
            text = _range(self, unit)
            if self.cases:
                text += f", or one per case ({', '.join(self.cases)})"
        elif self.type == "boolean":
            text = "true, false"
        elif self.type == "choice":
            text = ", ".join(self.values)
        elif self.type == "list":
            text = f"a list of {', '.join(self.values)}"
        elif self.fields:
            text = f"a mapping of {', '.join(self.fields)}"
        else:
            assert self.keys is not None and self.items is not None
            text = f"a mapping of {self.keys.allowed((), 'none')} to {self.items.allowed((), 'none')}"
        return ", ".join([text, *always]) if text else ", ".join(always)

    # -- checking a value -----------------------------------------------------------------------------

    def problems(self, value: Any, always: tuple[str, ...] = ALWAYS_ALLOWED, unit: str = "none",
                 loc: Loc = ()) -> list[tuple[Loc, str]]:
        """Every way ``value`` breaks this spec: (where inside the value, what was expected).

        >>> ValueSpec(type="choice", values={"largest": Label(fr="le plus gros", en="largest")}).problems(5)
        [((), '5 is not allowed; allowed: largest, silent, discretion')]
        """
        if isinstance(value, str) and value in always:
            return []
        allowed = f"allowed: {self.allowed(always, unit)}"
        if self.type in ("integer", "number"):
            if isinstance(value, dict) and self.cases:
                out: list[tuple[Loc, str]] = []
                if not value:
                    out.append((loc, f"no case given; {allowed}"))
                for case, v in value.items():
                    if case not in self.cases:
                        out.append(((*loc, case), _unknown(case, list(self.cases), "case")))
                    else:
                        out += replace(self, cases={}).problems(v, ALWAYS_ALLOWED, unit, (*loc, case))
                return out
            whole = self.type == "integer"
            if isinstance(value, bool) or not isinstance(value, int | float) or (whole and not isinstance(value, int)):
                return [(loc, f"{shown(value)} is not {'a whole number' if whole else 'a number'}; {allowed}")]
            if (self.min is not None and value < self.min) or (self.max is not None and value > self.max):
                return [(loc, f"{shown(value)} is out of range; {allowed}")]
            if not abs(value) <= LARGEST:  # whatever the spec says: no figure of a table is beyond (nor NaN)
                return [(loc, f"{shown(value)} is out of any real range: at most {LARGEST:,}")]
            return []
        if self.type == "boolean":
            return [] if isinstance(value, bool) else [(loc, f"{shown(value)} is not true or false; {allowed}")]
        if self.type == "choice":
            if isinstance(value, str) and value in self.values:
                return []
            return [(loc, _unknown(value, [*self.values, *always], "value"))]
        if self.type == "list":
            if not isinstance(value, list):
                return [(loc, f"{shown(value)} is not a list; {allowed}")]
            most = self.most_items
            if (self.min_items is not None and len(value) < self.min_items) or (most is not None and len(value) > most):
                count = (f"{self.min_items}" if self.min_items == most
                         else f"{self.min_items or 0} to {most if most is not None else 'any'}")
                return [(loc, f"{len(value)} items; expected {count} of {', '.join(self.values)}")]  # items unread
            out = []
            for i, item in enumerate(value):
                if not (isinstance(item, str) and item in self.values):
                    out.append(((*loc, i), _unknown(item, list(self.values), "item")))
                elif self.unique and item in value[:i]:
                    out.append(((*loc, i), f"{shown(item)} is listed twice"))
            return out
        # mapping
        if not isinstance(value, dict) or not value:
            return [(loc, f"{shown(value)} is not a mapping; {allowed}")]
        most = self.most_items
        if most is not None and len(value) > most:  # some key is unknown or repeated: said once, the entries unread
            return [(loc, f"{len(value)} entries; at most {most}; {allowed}")]
        out = []
        for key, v in value.items():
            if self.fields:
                if key not in self.fields:
                    out.append(((*loc, key), _unknown(key, list(self.fields), "key")))
                else:
                    out += self.fields[key].problems(v, (), unit, (*loc, key))
            else:
                assert self.keys is not None and self.items is not None
                bad_key = self.keys.problems(key, (), "none", (*loc, key))
                out += [(where, f"key {msg}") for where, msg in bad_key]
                out += self.items.problems(v, (), unit, (*loc, key))
        return out

    # -- the JSON document -----------------------------------------------------------------------------

    def as_dict(self) -> dict[str, Any]:
        """This spec as plain JSON data, the defaults left out (read back by :meth:`from_dict`)."""
        out: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            default = f.default_factory() if f.default_factory is not MISSING else f.default
            if f.name == "name" or value == default:
                continue
            if isinstance(value, Label):
                value = {"fr": value.fr, "en": value.en}
            elif isinstance(value, ValueSpec):
                value = value.as_dict()
            elif isinstance(value, dict):
                value = {k: v.as_dict() if isinstance(v, ValueSpec) else {"fr": v.fr, "en": v.en}
                         for k, v in value.items()}
            out[f.name] = value
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any], **extra: Any) -> Any:
        """A spec from plain data (the parameters' JSON document), with the standard library only.

        >>> Declaration.from_dict({"description": {"fr": "Le temps.", "en": "The time."}, "unit": "seconds",
        ...                        "type": "integer", "min": 10}, name="time_seconds").describe_allowed()
        'at least 10 seconds, silent, discretion'
        """
        if not isinstance(data, dict):
            raise ValueError(f"expected a mapping, not {shown(data)}")
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise ValueError(f"{', '.join(unknown)}: not a field of {cls.__name__}; known: {', '.join(sorted(known))}")
        kwargs = dict(data)
        for name in ("description", "label"):
            if isinstance(kwargs.get(name), dict):
                kwargs[name] = Label(**kwargs[name])
        for name in ("values", "cases"):
            if name in kwargs:
                kwargs[name] = {k: Label(**v) for k, v in kwargs[name].items()}
        if "fields" in kwargs:
            kwargs["fields"] = {k: FieldSpec.from_dict(v) for k, v in kwargs["fields"].items()}
        for name in ("keys", "items"):
            if isinstance(kwargs.get(name), dict):
                kwargs[name] = ValueSpec.from_dict(kwargs[name])
        return cls(**kwargs, **extra)

    def from_json(self, value: Any) -> Any:
        """A value read back from JSON, where every mapping key is text: keys declared as
        integers become integers again (``{"8": 9}`` → ``{8: 9}``).

        >>> spec = ValueSpec(type="mapping", keys=ValueSpec(type="integer"), items=ValueSpec(type="integer"))
        >>> spec.from_json({"8": 9, "6": 7})
        {8: 9, 6: 7}
        """
        if not isinstance(value, dict) or self.type != "mapping":
            return value
        if self.fields:
            return {k: self.fields[k].from_json(v) if k in self.fields else v for k, v in value.items()}
        assert self.keys is not None and self.items is not None
        whole_keys = self.keys.type == "integer"
        return {(int(k) if whole_keys and isinstance(k, str) and k.lstrip("-").isdigit() else k):
                self.items.from_json(v) for k, v in value.items()}


@dataclass(frozen=True, kw_only=True)
class FieldSpec(ValueSpec):
    """One named key of a mapping parameter."""

    label: Label


@dataclass(frozen=True, kw_only=True)
class Declaration(ValueSpec):
    """One engine parameter: what it decides, its unit, and what values it may take.

    >>> d = Declaration(name="multiple_chips_removed", unit="none", type="choice",
    ...                 description=Label(fr="Le jeton retiré.", en="The chip removed."),
    ...                 values={"smallest": Label(fr="le plus petit", en="the smallest")})
    >>> d.check("smallest"), d.check("discretion"), d.label("smallest", "en")
    ([], [], 'the smallest')
    """

    description: Label
    unit: Unit
    name: str = ""  # filled in from the key of the declarations file

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.unit not in UNITS:
            raise ValueError(f"unit {self.unit!r} is not one of {', '.join(UNITS)}")

    def check(self, value: Any, always: tuple[str, ...] = ALWAYS_ALLOWED) -> list[tuple[Loc, str]]:
        """Every way ``value`` breaks this declaration: (where inside the value, what was expected)."""
        return self.problems(value, always, self.unit)

    def describe_allowed(self, always: tuple[str, ...] = ALWAYS_ALLOWED) -> str:
        return self.allowed(always, self.unit)

    def label(self, value: str, lang: str = "fr") -> str | None:
        """The plain-words label of a choice (or list item) value; None when it has none."""
        found = self.values.get(value)
        return found.get(lang) if found is not None else None


def _num(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else str(x)


def _range(spec: ValueSpec, unit: str) -> str:
    low, high = spec.min, spec.max
    if low is not None and high is not None:
        text = f"{_num(low)} to {_num(high)}"
    elif low is not None:
        text = f"at least {_num(low)}"
    elif high is not None:
        text = f"at most {_num(high)}"
    else:
        text = "a whole number" if spec.type == "integer" else "a number"
    return f"{text} {unit}" if unit not in ("none", "ratio") else text


def _unknown(value: Any, allowed: list[str], what: str) -> str:
    known = "is not allowed" if what == "value" else f"is not a known {what}"
    msg = f"{shown(value)} {known}; allowed: {', '.join(allowed) or '(none)'}"
    return msg + suggestion(nearest_known(value, allowed))


# -- the nearest known name, for a refusal's "did you mean" -------------------------------------------

Nearest = Callable[[object, Iterable[str]], "str | None"]


def _nothing_near(value: object, names: Iterable[str]) -> str | None:
    return None


_NEAREST: list[Nearest] = [_nothing_near]  # the function installed by the caller (suggest_with)


def suggest_with(nearest: Nearest) -> None:
    """Install how the name nearest to an unknown one is found: the engine is standard library only, so its
    caller gives it (:mod:`floorbook.nearest`, with rapidfuzz, installs itself when imported). Until then
    the engine suggests nothing."""
    _NEAREST[0] = nearest


def nearest_known(value: object, names: Iterable[str]) -> str | None:
    """The name of ``names`` nearest to ``value`` by the installed function (:func:`suggest_with`), or None."""
    return _NEAREST[0](value, names)


def suggestion(close: str | None) -> str:
    """The end of a refusal naming the nearest known name (nothing without one): every "did you mean" says
    it so, which :mod:`floorbook.words.input_messages` says in French.

    >>> suggestion("largest"), suggestion(None)
    ("; did you mean 'largest'?", '')
    """
    return f"; did you mean {close!r}?" if close else ""
