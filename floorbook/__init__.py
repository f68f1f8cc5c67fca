"""Floorbook: French poker tournament rulebooks as structured, bilingual, computable data."""

__version__ = "0.1.0"
