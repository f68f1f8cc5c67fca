"""Values in plain words: a parameter's value as its declaration says it (parameters/_declarations.yaml),
a value of a situation's input or outcome, numbers and dates as each language writes them — never the
identifiers of the data files.

>>> from floorbook.engine.declarations import Declaration, Label
>>> d = Declaration(name="time_seconds", unit="seconds", type="integer",
...                 description=Label(fr="Le temps.", en="The time."))
>>> value_words(30, "fr", d), value_words(30, "en", d), value_words("discretion", "en", d)
('30 secondes', '30 seconds', 'left to the tournament director')
>>> value_words(["A", "B", "C"], "fr"), value_words({"A": 500, "B": 1000}, "en"), value_words([], "en")
('A, B et C', 'A 500, B 1,000', 'nobody')
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date
from typing import Any

from floorbook.engine.declarations import Declaration, Label, ValueSpec
from floorbook.engine.registry import Input
from floorbook.words.lookup import say

# the words of values, by a name written out where they are said
VALUE_WORDS: dict[str, Label] = {
    "and": Label(fr="et", en="and"),
    "or": Label(fr="ou", en="or"),
    "nobody": Label(fr="personne", en="nobody"),  # an empty list of an input or outcome (of players, of seats)
    "none": Label(fr="aucun", en="none"),  # an empty list of a parameter's value
    "pair": Label(fr="{key} {value}", en="{key} {value}"),
    "between": Label(fr="de {low} à {high}", en="{low} to {high}"),
    "at_least": Label(fr="au moins {low}", en="at least {low}"),
    "at_most": Label(fr="au plus {high}", en="at most {high}"),
    "a_number": Label(fr="un nombre", en="a number"),
    "one_feminine": Label(fr="une", en="one"),  # one of a feminine noun (une main)
}
# the counts written in words (one to ten: ``deux jetons``, ``three hands``), in their order from one
COUNTS: tuple[Label, ...] = (
    Label(fr="un", en="one"), Label(fr="deux", en="two"), Label(fr="trois", en="three"),
    Label(fr="quatre", en="four"), Label(fr="cinq", en="five"), Label(fr="six", en="six"),
    Label(fr="sept", en="seven"), Label(fr="huit", en="eight"), Label(fr="neuf", en="nine"),
    Label(fr="dix", en="ten"),
)
# a card's suit, by the letter players write it with (As, Kd, Th, 9c)
_SUITS: dict[str, str] = {"s": "\u2660", "h": "\u2665", "d": "\u2666", "c": "\u2663"}
# a parameter's unit (floorbook.engine.declarations.UNITS), by its name: (one, many)
UNIT_WORDS: dict[str, tuple[Label, Label]] = {
    "seconds": (Label(fr="seconde", en="second"), Label(fr="secondes", en="seconds")),
    "minutes": (Label(fr="minute", en="minute"), Label(fr="minutes", en="minutes")),
    "hands": (Label(fr="main", en="hand"), Label(fr="mains", en="hands")),
    "chips": (Label(fr="jeton", en="chip"), Label(fr="jetons", en="chips")),
    "players": (Label(fr="joueur", en="player"), Label(fr="joueurs", en="players")),
}
# the values every parameter may take (floorbook.engine.declarations.ALWAYS_ALLOWED), by the value
OPEN_VALUES: dict[str, Label] = {
    "silent": Label(fr="le règlement ne le dit pas", en="the rulebook does not say"),
    "discretion": Label(fr="laissé au directeur du tournoi", en="left to the tournament director"),
}
# a yes-or-no value, by the value
YES_NO: dict[bool, Label] = {True: Label(fr="oui", en="yes"), False: Label(fr="non", en="no")}
# the months, in their order
MONTHS: tuple[Label, ...] = (
    Label(fr="janvier", en="January"), Label(fr="février", en="February"), Label(fr="mars", en="March"),
    Label(fr="avril", en="April"), Label(fr="mai", en="May"), Label(fr="juin", en="June"),
    Label(fr="juillet", en="July"), Label(fr="août", en="August"), Label(fr="septembre", en="September"),
    Label(fr="octobre", en="October"), Label(fr="novembre", en="November"), Label(fr="décembre", en="December"),
)


def number_words(value: float, lang: str) -> str:
    """A number as each language writes it: ``1 200`` and ``0,5`` in French, ``1,200`` and ``0.5`` in English.

    >>> number_words(1200, "fr"), number_words(1200, "en"), number_words(0.5, "fr")
    ('1\\u202f200', '1,200', '0,5')
    """
    text = f"{int(value):,}" if float(value).is_integer() else f"{value:,.2f}".rstrip("0").rstrip(".")
    if lang == "fr":
        return text.replace(",", "\u202f").replace(".", ",")
    return text


def count_words(n: int, lang: str, feminine: bool = False) -> str:
    """A count as it is written in a sentence: in words from one to ten, in figures beyond.

    >>> count_words(2, "fr"), count_words(1, "fr", feminine=True), count_words(3, "en"), count_words(12, "fr")
    ('deux', 'une', 'three', '12')
    """
    if n == 1 and feminine:
        return say(VALUE_WORDS["one_feminine"], lang)
    if 1 <= n <= len(COUNTS):
        return say(COUNTS[n - 1], lang)
    return number_words(n, lang)


def counted(n: int, one: Label, many: Label, lang: str, feminine: bool = False) -> str:
    """A count and its noun, agreeing: ``un jeton``, ``deux jetons``, ``one hand``, ``12 hands`` (French takes
    the singular for 0 and 1, English only for 1).

    >>> from floorbook.engine.declarations import Label
    >>> hand, hands = Label(fr="main", en="hand"), Label(fr="mains", en="hands")
    >>> counted(1, hand, hands, "fr", feminine=True), counted(2, hand, hands, "en"), counted(0, hand, hands, "en")
    ('une main', 'two hands', 'no hands')
    >>> counted(0, hand, hands, "fr", feminine=True)
    'aucune main'
    """
    if n == 0:  # « aucun joueur », "no players": never « 0 joueur »
        none = ("aucune" if feminine else "aucun") if lang == "fr" else "no"
        return f"{none} {say(one if lang == 'fr' else many, lang)}"
    singular = n <= 1 if lang == "fr" else n == 1
    return f"{count_words(n, lang, feminine)} {say(one if singular else many, lang)}"


def card_words(code: str) -> str:
    """A card as players write it: ``As`` → ``A♠``, ``Td`` → ``10♦`` (a code it does not know is kept).

    >>> card_words("As"), card_words("Td"), card_words("9c"), card_words("joker")
    ('A\u2660', '10\u2666', '9\u2663', 'joker')
    """
    if len(code) == 2 and code[1].lower() in _SUITS and code[0].upper() in "23456789TJQKA":
        rank = "10" if code[0].upper() == "T" else code[0].upper()
        return rank + _SUITS[code[1].lower()]
    return code


def join(items: Iterable[str], lang: str, last: Label = VALUE_WORDS["and"]) -> str:
    """``A, B et C`` / ``A, B and C`` (``last`` the word before the last item: ``VALUE_WORDS["or"]``…)."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {say(last, lang)} {items[-1]}"


def _amount(value: float, unit: str, lang: str) -> str:
    if unit == "ratio":
        percent = number_words(round(value * 100, 2), lang)
        return f"{percent}\u202f%" if lang == "fr" else f"{percent}%"
    if unit in UNIT_WORDS:
        one, many = UNIT_WORDS[unit]
        return f"{number_words(value, lang)} {say(one if value == 1 else many, lang)}"
    return number_words(value, lang)


def _join(lang: str) -> str:
    return "\u202f; " if lang == "fr" else "; "


def _pair(label: str, value: str, lang: str) -> str:
    """``label : value`` in French (a space before the colon), ``label: value`` in English."""
    return f"{label}\u00a0: {value}" if lang == "fr" else f"{label}: {value}"


def _words(spec: ValueSpec, value: Any, unit: str, lang: str) -> str:
    if isinstance(value, str) and value in OPEN_VALUES:
        return say(OPEN_VALUES[value], lang)
    if spec.type == "boolean" and isinstance(value, bool):
        return say(YES_NO[value], lang)
    if spec.type in ("integer", "number"):
        if isinstance(value, dict):  # one value per case
            return _join(lang).join(
                _pair(spec.cases[k].get(lang) if k in spec.cases else k, _words(spec, v, unit, lang), lang)
                for k, v in value.items())
        if isinstance(value, int | float) and not isinstance(value, bool):
            return _amount(value, unit, lang)
    if spec.type == "choice" and isinstance(value, str) and value in spec.values:
        return spec.values[value].get(lang)
    if spec.type == "list" and isinstance(value, list):
        if not value:
            return say(VALUE_WORDS["none"], lang)
        return ", ".join(spec.values[v].get(lang) if v in spec.values else str(v) for v in value)
    if spec.type == "mapping" and isinstance(value, dict):
        parts = []
        for key, item in value.items():
            if spec.fields and key in spec.fields:
                field = spec.fields[key]
                parts.append(_pair(field.label.get(lang), _words(field, item, unit, lang), lang))
            elif spec.items is not None:
                parts.append(f"{key} → {_words(spec.items, item, unit, lang)}")
        return _join(lang).join(parts)
    return str(value)


def value_words(value: Any, lang: str, declaration: Declaration | None = None) -> str:
    """A value in plain words in ``lang``. With its ``declaration``, a parameter's value as declared (its
    unit, the labels of its choices, yes or no, what ``silent`` and ``discretion`` mean). Without, a value
    of a situation's input or outcome: numbers as ``lang`` writes them, lists joined (``A, B et C``; an
    empty one is nobody), mappings as ``A 500, B 1 000``; a yes-or-no value, a missing one or an input
    says nothing (the sentence that holds it says it)."""
    if declaration is not None:
        return _words(declaration, value, declaration.unit, lang)
    if isinstance(value, bool):
        return ""
    if isinstance(value, int | float):
        return number_words(value, lang)
    if isinstance(value, list | tuple):
        return join((value_words(v, lang) for v in value), lang) if value else say(VALUE_WORDS["nobody"], lang)
    if isinstance(value, dict):
        return ", ".join(say(VALUE_WORDS["pair"], lang, key=k, value=value_words(v, lang)) for k, v in value.items())
    if isinstance(value, Input):
        return ""
    return "" if value is None else str(value)


def range_words(spec: ValueSpec, unit: str, lang: str = "fr") -> str:
    """The numbers a spec allows, in plain words (the hint beside a form's field); a ratio is typed
    as a decimal number, so its hint says what one means.

    >>> from floorbook.engine.declarations import ValueSpec
    >>> range_words(ValueSpec(type="integer", min=10, max=300), "seconds", "fr")
    'de 10 à 300 secondes'
    >>> range_words(ValueSpec(type="integer", min=1), "chips", "en")
    'at least 1 chip'
    >>> range_words(ValueSpec(type="number"), "ratio", "en")
    'a number (0.5: 50%)'
    """
    low, high = spec.min, spec.max
    one, many = (say(w, lang) for w in UNIT_WORDS[unit]) if unit in UNIT_WORDS else ("", "")
    noun = (one if (high if high is not None else low) == 1 else many) if one else ""
    if low is not None and high is not None:
        text = say(VALUE_WORDS["between"], lang, low=number_words(low, lang), high=number_words(high, lang))
    elif low is not None:
        text = say(VALUE_WORDS["at_least"], lang, low=number_words(low, lang))
    elif high is not None:
        text = say(VALUE_WORDS["at_most"], lang, high=number_words(high, lang))
    else:
        text, noun = say(VALUE_WORDS["a_number"], lang), ""
    if unit == "ratio":
        return f"{text} ({_pair(number_words(0.5, lang), _amount(0.5, unit, lang), lang)})"
    return f"{text} {noun}".strip()


def date_words(d: date, lang: str = "fr") -> str:
    """A date as each language writes it in full: ``3 décembre 2026`` (``1er`` for the first of the
    month) in French, ``3 December 2026`` in English.

    >>> from datetime import date
    >>> date_words(date(2026, 12, 3), "fr"), date_words(date(2026, 12, 3), "en"), date_words(date(2027, 1, 1), "fr")
    ('3 décembre 2026', '3 December 2026', '1er janvier 2027')
    """
    day = "1er" if lang == "fr" and d.day == 1 else str(d.day)
    return f"{day} {say(MONTHS[d.month - 1], 'en' if lang == 'en' else 'fr')} {d.year}"
