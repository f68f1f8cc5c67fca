"""What the search learns from real rulings (nothing here has a JS twin: it runs when the data file is
made; :func:`floorbook.search.index.build_index` reads the file and the index carries the result).

The stories of ``tests/search_eval_rulings.yaml``'s part ``rulings-learn`` only (questions players and
floors asked in public, each with the articles that settle it; the part ``rulings-held`` is never learned
from) teach two things, kept in ``floorbook/search/learned.json`` with their provenance and made again
by ``scripts/learn_search_words.py``:

- per article, the words and the glossary's concepts the stories it settles use for it, each weighted by
  how well it tells those stories from the others: the smoothed log-odds of the word in the article's
  stories against all the stories (``log((c + α·p) / (n + α)) − log p``, ``c`` of the article's ``n``
  stories holding the word, ``p`` the share of all the stories holding it, smoothed; α =
  :data:`SMOOTHING`), kept when positive. A question's articles in several rulebooks all learn its words;
- how many stories each article, and each rulebook, settles: real questions come back to a few
  articles (showing a hand, penalties, a dealer's mistake) and are mostly answered from some
  rulebooks.

:func:`floorbook.search.index.build_index` writes them into the index, which both the command line and
the site read (:func:`floorbook.search.query._learned` and its twin in ``query.js`` use them).

The same words learned per comparison topic (from the stories one of whose articles answers it) were
measured, by cross-validation on the learning part, spread to the topics' articles (they lowered the
first hit) and to choose a story's answer card (more cards, none surer): they are not learned."""

from __future__ import annotations

import json
import math
from collections import Counter, defaultdict
from typing import Any

from floorbook import LANGUAGES
from floorbook.corpus.loader import Base
from floorbook.search.index import LEARNED, build_index, load_learned
from floorbook.search.query import learned_words, query_terms

RULINGS = "tests/search_eval_rulings.yaml"  # the evaluation set of real rulings, from the repository's root
LEARN_PART = "rulings-learn"
SMOOTHING = 10.0  # α: how many stories' worth of the whole set an article's own stories are drawn toward
MIN_PAGES = 2  # a word is learned when the stories of this many pages hold it: players' words, not one page's names
DIGITS = 3


def page(url: str) -> str:
    """A page as the evaluation set splits it: its address without the scheme and a leading ``www.``."""
    url = url.split("://", 1)[-1]
    return url.removeprefix("www.")


def _separating(stories: list[tuple[set[str], set[str], str]]) -> dict[str, dict[str, float]]:
    """Word → article → its positive smoothed log-odds among the stories of that article (see the module's
    docstring), for the words of at least :data:`MIN_PAGES` pages' stories; ``stories``: (the story's
    words, the articles that settle it, its page)."""
    total = len(stories)
    holding: Counter[str] = Counter()
    pages: dict[str, set[str]] = defaultdict(set)
    per_label: dict[str, Counter[str]] = defaultdict(Counter)
    labelled: Counter[str] = Counter()
    for found, labels, where in stories:
        holding.update(found)
        for word in found:
            pages[word].add(where)
        for label in labels:
            labelled[label] += 1
            per_label[label].update(found)
    out: dict[str, dict[str, float]] = defaultdict(dict)
    for label in sorted(per_label):
        for word, count in sorted(per_label[label].items()):
            if len(pages[word]) < MIN_PAGES:
                continue
            share = (holding[word] + 0.5) / (total + 1)
            weight = math.log((count + SMOOTHING * share) / (labelled[label] + SMOOTHING)) - math.log(share)
            if round(weight, DIGITS) > 0:
                out[word][label] = round(weight, DIGITS)
    return {word: out[word] for word in sorted(out)}


def learn(stories: list[dict[str, Any]], indexes: dict[str, dict[str, Any]], source: str) -> dict[str, Any]:
    """The learned data (JSON-ready) from ``stories`` (entries of the evaluation set: ``query``, ``lang``,
    ``expect``, ``source``, ``part``; all must be of :data:`LEARN_PART`), their words read as the search
    reads a query (:func:`floorbook.search.query.learned_words` over ``indexes``' language); ``source``:
    the file the stories come from."""
    assert all(s["part"] == LEARN_PART for s in stories), "only the learning part is learned from"
    read = []
    for s in stories:
        index = indexes[s["lang"]]
        found = set(learned_words(index, s["query"], query_terms(index, s["query"])))
        read.append((found, set(s["expect"]), page(s["source"])))
    articles = Counter(a for _, expect, _ in read for a in expect)
    rulebooks = Counter(sid for _, expect, _ in read for sid in {a.split("/")[0] for a in expect})
    return {
        "provenance": {
            "file": source, "part": LEARN_PART, "stories": len(stories),
            "languages": dict(sorted(Counter(s["lang"] for s in stories).items())),
            "pages": sorted({page(s["source"]) for s in stories}),
            "made_by": "scripts/learn_search_words.py",
        },
        "stories": len(stories),
        "articles": dict(sorted(articles.items())),
        "rulebooks": dict(sorted(rulebooks.items())),
        "words": _separating(read),
    }


def learn_from_rulings(base: Base, entries: list[dict[str, Any]]) -> dict[str, Any]:
    """The learned data made from the entries of the evaluation set of real rulings (:data:`RULINGS`,
    parsed), part :data:`LEARN_PART` only, over ``base``: what ``scripts/learn_search_words.py`` writes
    to :data:`floorbook.search.index.LEARNED`. The stories are read by indexes built without learned
    data (what is learned does not change how a query is read)."""
    empty = load_learned(LEARNED.with_name("absent"))
    indexes = {lang: build_index(base, lang, learned=empty) for lang in LANGUAGES}
    return learn([e for e in entries if e["part"] == LEARN_PART], indexes, RULINGS)


def dump(data: dict[str, Any]) -> str:
    """The data file's text: one line per learned word, so that a change reads as a diff."""
    lines = []
    for key, value in data.items():
        if key == "words":
            inner = ",\n".join(f"  {json.dumps(w, ensure_ascii=False)}: {json.dumps(v, ensure_ascii=False)}"
                                for w, v in value.items())
            lines.append(f" {json.dumps(key)}: {{\n{inner}\n }}")
        else:
            lines.append(f" {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}")
    return "{\n" + ",\n".join(lines) + "\n}\n"
