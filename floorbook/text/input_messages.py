"""The problems of a situation's input in the page's language: what the floor assistant shows beside
its form when a value cannot be ruled.

The engine's reader (:mod:`floorbook.engine.registry`) and ``floorbook ask`` say each problem in
English for a contributor, by the field's name (``chip_push input, chips[1]: -25 is impossible…``);
that line stays the command's and the scenario files' contract. A player reads instead the field's
name from the form (:data:`floorbook.text.form_labels.FIELDS`), the row it is on, and the message in
words of their language: :data:`MESSAGES` gives the words of each of the reader's messages, matched
whole (its named groups fill the template). A message of the engine's own (a situation's rule about
its input) has no pattern here and is shown as the engine says it.

Standard library only (with :mod:`floorbook.engine`): this module runs in the browser (Pyodide).
"""

from __future__ import annotations

import re

from floorbook.engine.declarations import Label
from floorbook.text.form_labels import FIELDS
from floorbook.text.words import say

# a message of the engine's reader (English) → its words, a pattern matched whole
MESSAGES: list[tuple[re.Pattern[str], Label]] = [
    (re.compile(r"is required"), Label(fr="à remplir", en="to be filled in")),
    (re.compile(r"(?P<value>.+) is impossible: an amount cannot be negative"),
     Label(fr="{value} est impossible\u00a0: un montant ne peut pas être négatif",
           en="{value} is impossible: an amount cannot be negative")),
    (re.compile(r"(?P<value>.+) is impossible: must be more than 0"),
     Label(fr="{value} est impossible\u00a0: il faut plus de 0", en="{value} is impossible: it must be more than 0")),
    (re.compile(r"Input should be greater than or equal to (?P<n>-?\d+)"),
     Label(fr="doit valoir au moins {n}", en="must be at least {n}")),
    (re.compile(r"Input should be less than or equal to (?P<n>-?\d+)"),
     Label(fr="doit valoir au plus {n}", en="must be at most {n}")),
    (re.compile(r"Input should be a valid integer.*"),
     Label(fr="doit être un nombre entier", en="must be a whole number")),
    (re.compile(r"Input should be a valid number.*"), Label(fr="doit être un nombre", en="must be a number")),
    (re.compile(r"Input should be a valid boolean.*"), Label(fr="doit être oui ou non", en="must be yes or no")),
    (re.compile(r"Input should be .*"), Label(fr="n’est pas l’une des valeurs proposées",
                                              en="is not one of the values offered")),
    (re.compile(r"(?P<value>.+) is not a number written with the digits 0 to 9"),
     Label(fr="{value} n’est pas un nombre écrit avec les chiffres 0 à 9",
           en="{value} is not a number written with the digits 0 to 9")),
    (re.compile(r"(?P<value>.+) is out of any real range: at most (?P<n>[\d,]+)"),
     Label(fr="{value} est hors de toute mesure\u00a0: au plus {n}",
           en="{value} is out of any real range: at most {n}")),
    (re.compile(r"is given twice"), Label(fr="est donné deux fois", en="is given twice")),
    (re.compile(r"expected .*"),
     Label(fr="ne peut pas être lu\u00a0: corrigez les lignes", en="cannot be read: correct the rows")),
    (re.compile(r"unknown situation .*"), Label(fr="cette situation n’est pas connue de l’assistant",
                                                en="the assistant does not know this situation")),
    (re.compile(r"missing; choose one of .*"), Label(fr="choisissez une situation", en="choose a situation")),
]
# where a problem is: a field, its row (a list's item, an action), a field of that row
ROW = Label(fr="ligne {n}", en="row {n}")
PROBLEM = Label(fr="{place}\u00a0: {message}", en="{place}: {message}")


def message_words(message: str, lang: str) -> str:
    """One of the reader's messages in ``lang``; an engine's message of its own as it is.

    >>> message_words("-25 is impossible: must be more than 0", "fr")
    '-25 est impossible\\xa0: il faut plus de 0'
    """
    for pattern, words in MESSAGES:
        found = pattern.fullmatch(message)
        if found:
            return say(words, lang, **found.groupdict())
    return message


def place_words(path: str, lang: str) -> str:
    """A field path (``chips[1]``, ``actions[0].to``, ``tables.A``) as the form names it.

    >>> place_words("actions[0].to", "fr")
    'Actions, ligne 1, Total du joueur après l’action'
    """
    parts = []
    for name, index in re.findall(r"([A-Za-z_][\w-]*)|\[(\d+)\]", path):
        if index:
            parts.append(say(ROW, lang, n=int(index) + 1))
        elif name in FIELDS:
            parts.append(say(FIELDS[name], lang))
        else:
            parts.append(name.replace("_", " "))  # a name the user gave (a player, a table)
    return ", ".join(parts)


def problem_words(path: str, message: str, lang: str) -> str:
    """A problem as the assistant shows it: where, in the form's words, and what, in ``lang``."""
    said = message_words(message, lang)
    return say(PROBLEM, lang, place=place_words(path, lang), message=said) if path else said
