"""A ruling's note in French and in English.

The engine writes a ruling's note in English: a parameter value's ``note`` (``parameters/<ruleset>/*.yaml``,
whose French is the value's ``note_fr``), one of its own notes (:data:`~floorbook.rulings.sentence_templates.
ENGINE_NOTES`, some with a figure), or several of them joined by spaces. :func:`note_words` finds the pieces of
a note and gives each in French; a piece with no French stays in English (:func:`untranslated` names them).

Standard library only (with :mod:`floorbook.engine`): this module runs in the browser (Pyodide).

>>> from floorbook.engine.rulesets import Parameter, Ruleset
>>> rules = {"demo": Ruleset("demo", None, {"x": Parameter("x", "silent", (), "Not addressed.", "demo",
...                                                         note_fr="Non traité.")})}
>>> note_words("Not addressed. 3 odd chips: the rule speaks of one odd chip", french_notes(rules))["fr"]
"Non traité. 3 jetons impairs\\xa0: la règle parle d'un seul jeton impair"
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from floorbook.engine.rulesets import Ruleset
from floorbook.rulings.sentence_templates import ENGINE_NOTES
from floorbook.words.lookup import say

# an engine note with a figure: its English as a pattern, the figure's placeholder a group
FIGURE = re.compile(r"\\\{(\w+)\\\}")
ENGINE_PATTERNS = [(re.compile(FIGURE.sub(r"(?P<\1>[^\\s()]+)", re.escape(en))), words)
                   for en, words in ENGINE_NOTES.items() if "{" in en]


def french_notes(rulesets: Mapping[str, Ruleset]) -> dict[str, str]:
    """Every note of these rulesets' parameter values that has a French one, English → French."""
    return {p.note: p.note_fr for r in rulesets.values() for p in r.parameters.values() if p.note and p.note_fr}


def pieces(note: str, french: Mapping[str, str]) -> list[tuple[str, str | None]]:
    """The note cut into the notes it joins, each with its French (None when it has none): the longest known
    note at each place, the rest up to the next known one kept whole."""
    known = {**french, **{en: say(words, "fr") for en, words in ENGINE_NOTES.items() if "{" not in en}}
    longest_first = sorted((en for en in known if en), key=len, reverse=True)
    out: list[tuple[str, str | None]] = []
    rest, unknown = note.strip(), ""
    while rest:
        found = next(((en, known[en]) for en in longest_first
                      if rest.startswith(en) and rest[len(en):len(en) + 1] in ("", " ")), None)
        if found is None:
            for pattern, words in ENGINE_PATTERNS:
                m = pattern.match(rest)
                if m and rest[m.end():m.end() + 1] in ("", " "):
                    found = (m.group(0), say(words, "fr", **m.groupdict()))
                    break
        if found is None:
            word, _, rest = rest.partition(" ")
            unknown = f"{unknown} {word}".strip()
            continue
        if unknown:
            out.append((unknown, None))
            unknown = ""
        out.append(found)
        rest = rest[len(found[0]):].strip()
    if unknown:
        out.append((unknown, None))
    return out


def note_words(note: str, french: Mapping[str, str]) -> dict[str, str]:
    """The note in both languages, ``{"fr", "en"}`` (the French of each piece, or its English when it has
    none; both empty for no note)."""
    return {"fr": " ".join(fr or en for en, fr in pieces(note, french)), "en": note}


def untranslated(note: str, french: Mapping[str, str]) -> list[str]:
    """The pieces of the note that have no French."""
    return [en for en, fr in pieces(note, french) if fr is None]
