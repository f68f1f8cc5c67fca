"""Engine parameters in plain words, for player pages: what a parameter decides and its value, from
the declarations (parameters/_declarations.yaml), never the identifiers of the data files.

>>> from floorbook.engine.declarations import Declaration, Label
>>> d = Declaration(name="time_seconds", unit="seconds", type="integer",
...                 description=Label(fr="Le temps.", en="The time."))
>>> value_words(d, 30, "fr"), value_words(d, 30, "en"), value_words(d, "discretion", "en")
('30 secondes', '30 seconds', 'left to the tournament director')
"""

from __future__ import annotations

from datetime import date
from typing import Any

from floorbook.engine.declarations import Declaration, ValueSpec

UNIT_WORDS = {
    "seconds": {"fr": ("seconde", "secondes"), "en": ("second", "seconds")},
    "minutes": {"fr": ("minute", "minutes"), "en": ("minute", "minutes")},
    "hands": {"fr": ("main", "mains"), "en": ("hand", "hands")},
    "chips": {"fr": ("jeton", "jetons"), "en": ("chip", "chips")},
    "players": {"fr": ("joueur", "joueurs"), "en": ("player", "players")},
}
OPEN_VALUES = {
    "silent": {"fr": "le règlement ne le dit pas", "en": "the rulebook does not say"},
    "discretion": {"fr": "laissé au directeur du tournoi", "en": "left to the tournament director"},
}
NONE = {"fr": "aucun", "en": "none"}
YES_NO = {True: {"fr": "oui", "en": "yes"}, False: {"fr": "non", "en": "no"}}


def number_words(value: float, lang: str) -> str:
    """A number as each language writes it: ``1 200`` and ``0,5`` in French, ``1,200`` and ``0.5`` in English.

    >>> number_words(1200, "fr"), number_words(1200, "en"), number_words(0.5, "fr")
    ('1\\u202f200', '1,200', '0,5')
    """
    text = f"{int(value):,}" if float(value).is_integer() else f"{value:,.2f}".rstrip("0").rstrip(".")
    if lang == "fr":
        return text.replace(",", "\u202f").replace(".", ",")
    return text


def _amount(value: float, unit: str, lang: str) -> str:
    if unit == "ratio":
        percent = number_words(round(value * 100, 2), lang)
        return f"{percent}\u202f%" if lang == "fr" else f"{percent}%"
    if unit in UNIT_WORDS:
        one, many = UNIT_WORDS[unit][lang]
        return f"{number_words(value, lang)} {one if value == 1 else many}"
    return number_words(value, lang)


def _join(lang: str) -> str:
    return "\u202f; " if lang == "fr" else "; "


def _pair(label: str, value: str, lang: str) -> str:
    """``label : value`` in French (a space before the colon), ``label: value`` in English."""
    return f"{label}\u00a0: {value}" if lang == "fr" else f"{label}: {value}"


def _words(spec: ValueSpec, value: Any, unit: str, lang: str) -> str:
    if isinstance(value, str) and value in OPEN_VALUES:
        return OPEN_VALUES[value][lang]
    if spec.type == "boolean" and isinstance(value, bool):
        return YES_NO[value][lang]
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
            return NONE[lang]
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


def value_words(declaration: Declaration, value: Any, lang: str = "fr") -> str:
    """A parameter's value in plain words in ``lang``."""
    return _words(declaration, value, declaration.unit, lang)


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
    one, many = UNIT_WORDS[unit][lang] if unit in UNIT_WORDS else ("", "")
    noun = (one if (high if high is not None else low) == 1 else many) if one else ""
    if low is not None and high is not None:
        text = (f"de {number_words(low, lang)} à {number_words(high, lang)}" if lang == "fr"
                else f"{number_words(low, lang)} to {number_words(high, lang)}")
    elif low is not None:
        text = f"{'au moins' if lang == 'fr' else 'at least'} {number_words(low, lang)}"
    elif high is not None:
        text = f"{'au plus' if lang == 'fr' else 'at most'} {number_words(high, lang)}"
    else:
        text, noun = ("un nombre" if lang == "fr" else "a number"), ""
    if unit == "ratio":
        return f"{text} ({_pair(number_words(0.5, lang), _amount(0.5, unit, lang), lang)})"
    return f"{text} {noun}".strip()


MONTHS = {
    "fr": ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
           "novembre", "décembre"),
    "en": ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December"),
}


def date_words(d: date, lang: str = "fr") -> str:
    """A date as each language writes it in full: ``3 décembre 2026`` (``1er`` for the first of the
    month) in French, ``3 December 2026`` in English.

    >>> from datetime import date
    >>> date_words(date(2026, 12, 3), "fr"), date_words(date(2026, 12, 3), "en"), date_words(date(2027, 1, 1), "fr")
    ('3 décembre 2026', '3 December 2026', '1er janvier 2027')
    """
    day = "1er" if lang == "fr" and d.day == 1 else str(d.day)
    return f"{day} {MONTHS['en' if lang == 'en' else 'fr'][d.month - 1]} {d.year}"
