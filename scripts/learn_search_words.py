#!/usr/bin/env python3
"""Make floorbook/search/learned.json again: what the search learns from the real rulings of
tests/search_eval_rulings.yaml, part `rulings-learn` only (floorbook/search/learned.py says what and how).

    .venv/bin/python scripts/learn_search_words.py

Run it after a change to the learning part of the set, to the glossary or to how a query is read (the
words are learned as the search reads them); tests/test_search.py fails while the file is not what this
makes."""

from __future__ import annotations

from pathlib import Path

import yaml

from floorbook.corpus.loader import load_base
from floorbook.search.index import LEARNED
from floorbook.search.learned import RULINGS, dump, learn_from_rulings

ROOT = Path(__file__).resolve().parent.parent


def main() -> None:
    entries = yaml.safe_load((ROOT / RULINGS).read_text(encoding="utf-8"))["queries"]
    data = learn_from_rulings(load_base(ROOT), entries)
    LEARNED.write_text(dump(data), encoding="utf-8")
    print(f"{LEARNED.relative_to(ROOT)}: {data['stories']} stories from {len(data['provenance']['pages'])} pages, "
          f"{len(data['articles'])} articles and {len(data['words'])} words")


if __name__ == "__main__":
    main()
