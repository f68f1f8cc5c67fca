"""The one lookup of the words the project says: :func:`say`.

Every table of words — the interface's (:mod:`floorbook.words.interface`), the floor assistant's
(:mod:`floorbook.words.form_labels`), the values' (:mod:`floorbook.words.values`), the sentences'
(:mod:`floorbook.rulings.sentence_templates`) — holds its words in one shape: the engine's
:class:`~floorbook.engine.declarations.Label` (``fr``, ``en``, both non-empty), a word or a template
with ``str.format`` placeholders. A table is keyed one of two ways, and ``tests/test_words.py`` checks both:

- by a name the code writes out whole where it uses the word (``UI["sheet_title"]``, in Python or in a
  template; ``say("copied")`` in the script a table is sent to), so that a search for the key finds its
  uses;
- by a value of the data the word names (a street, a scenario's verdict, a note's kind, a situation's
  output), so that the data picks the word without building a key from pieces (``STREETS[inp.street]``).

Standard library only (with :mod:`floorbook.engine`): this module runs in the browser (Pyodide).

>>> from floorbook.engine.declarations import Label
>>> say(Label(fr="{n} jetons", en="{n} chips"), "en", n=3)
'3 chips'
"""

from __future__ import annotations

from floorbook.engine.declarations import Label


def say(words: Label, lang: str, **values: object) -> str:
    """``words`` in ``lang`` (French for ``fr``, English otherwise), with its ``{placeholders}`` filled
    in from ``values``."""
    return words.get(lang).format(**values)
