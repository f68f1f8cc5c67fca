"""The nearest name: the "did you mean" of every refusal that names an unknown id, key, situation or
value (a command's argument, a parameter file, a house configuration, a scenario file), by rapidfuzz.

The engine, standard library only (it runs in the browser under Pyodide), suggests with the function
its caller installs (:func:`floorbook.engine.declarations.suggest_with`): importing this module installs
:func:`nearest`, so every module that imports it gets the engine's suggestions too. The sheet builder
runs this module in the browser on rapidfuzz's pure-Python sources (``LIBRARIES`` of
:mod:`floorbook.site_build.python_pages`); the floor assistant does without (its form offers only known
names): there the engine suggests nothing.
"""

from __future__ import annotations

from collections.abc import Iterable

from rapidfuzz import fuzz, process, utils

from floorbook.engine.declarations import suggest_with, suggestion

# the least similarity (rapidfuzz's ratio, 0 to 100, on lowercased words) of a name worth suggesting:
# "larguest" → "largest" (93), "tda2019" → "tda-2019" (93), "ropta" → "ropta-2023" (67); "min_bett" is not
# "min_raise" (59), "nope" not "pots" (25)
CUTOFF = 65


def nearest(value: object, names: Iterable[str]) -> str | None:
    """The name of ``names`` nearest to ``value``, or None when none is near enough (or ``value`` is not text).

    >>> nearest("larguest", ["smallest", "any", "largest"]), nearest("Chip_Psh", ["chip_push", "pots"])
    ('largest', 'chip_push')
    >>> nearest("blind", ["chip_push", "pots"]) is None, nearest(25, ["25"]) is None
    (True, True)
    """
    if not isinstance(value, str) or not value.strip():
        return None
    found = process.extractOne(value, list(names), scorer=fuzz.ratio, processor=utils.default_process,
                               score_cutoff=CUTOFF)
    return found[0] if found else None


def did_you_mean(value: object, names: Iterable[str]) -> str:
    """The end of a refusal that names an unknown ``value``: ``; did you mean 'x'?`` when a name is near.

    >>> did_you_mean("min_bett", ["min_bet", "min_raise"]), did_you_mean("zzz", ["min_bet"])
    ("; did you mean 'min_bet'?", '')
    """
    return suggestion(nearest(value, names))


def nearest_sentence(sentence: str, sentences: Iterable[str]) -> tuple[str, float] | None:
    """The sentence of ``sentences`` nearest to ``sentence`` and its similarity (0 to 100), whatever it is
    (None only when there is none): the fidelity report names it beside a sentence not found in the seed.

    >>> nearest_sentence("Le joueur doit annoncer.", ["Le joueur doit annoncer sa mise.", "Le donneur brûle."])
    ('Le joueur doit annoncer sa mise.', 85.1...)
    """
    found = process.extractOne(sentence, list(sentences), scorer=fuzz.ratio, processor=utils.default_process)
    return (found[0], found[1]) if found else None


suggest_with(nearest)
