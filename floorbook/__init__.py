"""Floorbook: French poker tournament rulebooks as structured, bilingual, computable data."""

__version__ = "0.1.0"
LANGUAGES = ("fr", "en")  # the languages of every text: French, the sources' own and the default, then English
