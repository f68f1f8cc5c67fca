"""The search index of one site language: documents with weighted term counts (JSON-ready), and the
compact form the site loads (``site_src/assets/search/query.js``: ``prepare`` readies it; nothing
here has a JS twin)."""

from __future__ import annotations

import json
import math
import re
from collections import Counter
from pathlib import Path
from typing import Any

from floorbook.corpus.loader import Base
from floorbook.corpus.models import COMPARED_SOURCES
from floorbook.search.concepts import (
    concept_phrases,
    find_concepts,
    phrasing_tokens,
    reliable_phrases,
    topic_marks,
    topic_phrases,
)
from floorbook.search.references import article_number, rulebook_names, source_order
from floorbook.search.text import STOP_WORDS, tokens
from floorbook.urls import article_page, topic_page
from floorbook.words.form_labels import MENU

INDEX_VERSION = 4
LEARNED = Path(__file__).with_name("learned.json")  # what real rulings taught (floorbook/search/learned.py)
FIELD_WEIGHTS = {"cite": 3.0, "title": 3.0, "text": 1.0, "other": 0.4, "concepts": 1.5,
                 "asked": 0.8, "asked_other": 0.3}  # asked: the article's players' phrasings (phrasings/)
K1, B = 1.2, 0.75
ASKED_WEIGHT = 1.0  # the best-matching players' phrasing of an article, added to its BM25 score …
ASKED_OTHER = 0.5  # … a phrasing written in the other language counting this much …
ASKED_MIN_TERMS = 2  # … when it shares this many of the query's terms (or all of a shorter query's)
FUZZY_WEIGHT = 0.6
STORY_WORDS = 8  # a query of more words tells a story: its unknown words are not corrected (query_terms)
CONCEPT_QUERY_WEIGHT = 1.0
RELATED_WEIGHT = 0.2  # a concept the glossary relates (`see`) to one the query names …
RELATED_MAX_DF = 0.1  # … when that one is specific: found in at most this share of the articles
# what real rulings taught (floorbook/search/learned.py), added to an article found by its words, as shares of
# the query's best score (query.py: _learned): its learned words among the query's, over the best such sum …
LEARNED_WORDS = 0.1
LEARNED_PRIOR = 0.2  # … how many real stories the article settles (log scale, the most settled at 1) …
LEARNED_SOURCE = 0.2  # … and how many its rulebook settles (log scale, all the stories at 1)
CARD_STORY = 1.3  # a story's answer card: how much its topic's articles must weigh among the first hits (query.py)


# The floor assistant's situation (floorbook/words/form_labels.py: MENU, by situation and, where the
# menu offers it twice, the English words of the entry) that rules the hand a comparison topic is about:
# a query matching the topic is offered "Ask the assistant" with it chosen. Written by hand, not derived:
# picking for each topic the situation whose scenarios and parameters cite most of the topic's answering
# articles agrees on 26 of these 33 topics, but gives side-pots none (the pots scenarios cite only
# supporting articles), breaking-tables next_hand, fifty-percent-rule chip_push, four-card-flop and
# premature-cards board_error, and offers a situation to topics it does not rule (betting-etiquette,
# conditional-statements). tests/test_search.py checks each entry rests on an article its topic cites.
TOPIC_SITUATIONS: dict[str, tuple[str, str | None]] = {
    "abbreviated-amounts": ("abbreviated_amount", None), "acting-out-of-turn": ("out_of_turn", None),
    "all-in-face-up": ("open_hands", None), "boxed-cards-and-irregular-decks": ("deck_error", None),
    "four-card-flop": ("deck_error", None), "premature-cards": ("deck_error", None),
    "table-balancing": ("balance_tables", None), "breaking-tables": ("balance_tables", None),
    "chip-race-and-color-up": ("chip_race", None), "dead-button": ("next_hand", None),
    "misdeal-triggers": ("misdeal", None), "fifty-percent-rule": ("bet_total", "Amount put in, under-raise"),
    "undercall": ("bet_total", "Less than the amount to call"), "final-table-size": ("final_table_size", None),
    "hand-for-hand": ("hand_for_hand_clock", None), "killed-hands": ("killed_hand", None),
    "min-bet-and-raise": ("min_raise", None), "multiple-chips": ("chip_push", "Chips pushed without a word"),
    "single-oversized-chip": ("chip_push", "A single chip"), "new-level-timing": ("new_level", None),
    "odd-chip": ("split_pot", None), "penalties": ("penalty_hands", None), "right-to-see-a-hand": ("see_hand", None),
    "showdown-order": ("showdown_order", None), "side-pots": ("pots", None),
    "simultaneous-eliminations": ("simultaneous_eliminations", None), "string-bets": ("string_bet", None),
    "substantial-action": ("substantial_action", None), "time-clock": ("call_time", None),
    "verbal-declarations": ("declaration", None), "short-all-in-reopening": ("betting_round", None),
    "seated-at-the-deal": ("seated_at_deal", None), "ante-formats": ("big_blind_ante", None),
}


def first_sentence(text: str) -> str:
    """A topic's summary in one line: up to its first full stop or semicolon (the rest is on the topic's page)."""
    text = " ".join(text.split())
    cut = re.search(r"(?<=\.)\s+(?=[A-ZÀ-Ý«(])|\s+;\s+|;\s+", text)
    return (text[:cut.start()] if cut else text).rstrip(" ;.")


def topic_answers(base: Base, lang: str, differs: dict[str, dict[str, bool | None]] | None = None
                  ) -> dict[str, dict[str, Any]]:
    """Each comparison topic as the search's answer card shows it (JSON-ready): its question, its
    page, each rulebook's answer in one line (the first sentence of the topic's summary, or of the
    note of a rulebook that is silent) with whether it differs from the others (``differs``: topic
    id → rulebook → True, False or None when not compared; not given: None), the articles that answer
    it (the first of each rulebook's cell) and the floor assistant's situation that rules it."""
    prefix = "" if lang == "fr" else "en/"
    out = {}
    for topic in base.topics.values():
        cells = []
        for sid in COMPARED_SOURCES:
            cell = topic.sources.get(sid)
            if cell is None or sid not in base.sources:
                continue
            words = cell.note if cell.silent else cell.summary
            line = first_sentence(words.get(lang) or words.fr) if words else ""
            diff = (differs or {}).get(topic.id, {}).get(sid)
            cells.append([base.sources[sid].data.short_title, line, None if diff is None else int(diff),
                          int(cell.silent)])
        card: dict[str, Any] = {
            "title": topic.title.get(lang), "question": topic.question.get(lang),
            "url": prefix + topic_page(topic.id).removesuffix(".md") + "/", "cells": cells,
            "answers": list(dict.fromkeys(c.articles[0] for c in topic.sources.values() if c.articles)),
        }
        if topic.id in TOPIC_SITUATIONS:
            name, en = TOPIC_SITUATIONS[topic.id]
            entry = next(e for e in MENU if e.situation == name and (en is None or e.label.en == en))
            card["situation"] = [name, entry.label.fr if lang == "fr" else entry.label.en]
        out[topic.id] = card
    return out


def load_learned(path: Path = LEARNED) -> dict[str, Any]:
    """What real rulings taught (made by floorbook/search/learned.py), as :func:`build_index` uses it by
    default; nothing learned when the file is absent."""
    if not path.exists():
        return {"stories": 0, "articles": {}, "rulebooks": {}, "words": {}}
    return json.loads(path.read_text(encoding="utf-8"))


def learned_index(learned: dict[str, Any], ids: list[str]) -> dict[str, Any]:
    """The learned data (:mod:`floorbook.search.learned`) as the index holds it: each word's weights per
    document position in ``ids``, and each article's and rulebook's share of the stories on a log scale
    (:func:`floorbook.search.query._learned` reads them)."""
    at = {aid: i for i, aid in enumerate(ids)}
    most = max(learned["articles"].values(), default=0)
    total = learned["stories"]
    return {
        "stories": total,
        "prior": {aid: round(math.log1p(n) / math.log1p(most), 4) for aid, n in learned["articles"].items()
                  if aid in at},
        "sources": {sid: round(math.log1p(n) / math.log1p(total), 4) for sid, n in learned["rulebooks"].items()},
        "words": {word: [[at[aid], w] for aid, w in sorted(weights.items(), key=lambda aw: at.get(aw[0], -1))
                         if aid in at] for word, weights in learned["words"].items()},
    }


def build_index(base: Base, lang: str, differs: dict[str, dict[str, bool | None]] | None = None,
                learned: dict[str, Any] | None = None) -> dict[str, Any]:
    """The search index of one site language (JSON-ready): documents with weighted term counts, the
    comparison topics' answer cards (:func:`topic_answers`, ``differs`` as there) and what real
    rulings taught (``learned``, by default :func:`load_learned`'s)."""
    learned = load_learned() if learned is None else learned
    other = "en" if lang == "fr" else "fr"
    every = concept_phrases(base)
    by_lang = reliable_phrases(base, every)
    phrases = {k: c for k, c in by_lang["fr"].items() if k in by_lang["en"]}  # a query may be in either language
    situations = topic_phrases(base)
    for key, cid in situations.items():
        phrases.setdefault(key, cid)
    size = max((len(key.split()) for key in [*every, *situations]), default=1)  # words in the longest form
    marked = topic_marks(base)
    order = source_order(base)
    docs = []
    for a in base.articles.values():
        title = a.display_title(lang)
        text = a.text.get(lang) + "\n" + "\n".join(
            item.text.get(lang) for entry in a.addendum for item in entry.items) + "\n" + "\n".join(
            v.text.get(lang) for v in a.variants)
        other_text = a.text.get(other) if (other == "fr" or a.text.en) else ""
        cite = base.cite(a.id)
        fields = {
            "cite": tokens(cite),
            "title": tokens(title),
            "text": tokens(text),
            "other": tokens(other_text) + tokens(a.display_title(other)),
        }
        fields["concepts"] = ["~" + c for c in find_concepts(fields["title"] + fields["text"], by_lang[lang], size)
                              + find_concepts(fields["other"], by_lang[other], size) + marked.get(a.id, [])]
        asked = {lng: [phrasing_tokens(form, phrases, size) for form in getattr(base.phrasings.get(a.id), lng, [])]
                 for lng in (lang, other)}
        fields["asked"] = list(dict.fromkeys(t for toks in asked[lang] for t in toks))
        fields["asked_other"] = list(dict.fromkeys(t for toks in asked[other] for t in toks))
        weights: Counter[str] = Counter()
        for name, toks in fields.items():
            for tok in toks:
                weights[tok] += FIELD_WEIGHTS[name]
        length = sum(weights.values())
        prefix = "" if lang == "fr" else "en/"
        docs.append({
            "id": a.id, "cite": cite, "title": title, "source": a.source, "num": article_number(a.number, a.id),
            "url": prefix + article_page(a).removesuffix(".md") + "/",
            "len": round(length, 2), "tf": {k: round(v, 2) for k, v in weights.items()},
            "asks": [[1, toks] for toks in asked[lang]] + [[ASKED_OTHER, toks] for toks in asked[other]],
        })
    df: Counter[str] = Counter()
    adf: Counter[str] = Counter()  # in how many phrasings each token is
    for d in docs:
        df.update(d["tf"].keys())
        for _, toks in d["asks"]:
            adf.update(toks)
    avg = sum(d["len"] for d in docs) / len(docs) if docs else 0.0
    taught = learned_index(learned, [d["id"] for d in docs])
    for d in docs:
        d["prior"] = taught["prior"].get(d["id"], 0.0)
    del taught["prior"]
    return {
        "version": INDEX_VERSION, "lang": lang, "avgdl": round(avg, 2), "n": len(docs), "df": dict(df),
        "adf": dict(adf), "nasks": sum(len(d["asks"]) for d in docs),
        "docs": docs, "phrases": phrases, "stop": sorted(STOP_WORDS), "books": rulebook_names(base, order),
        "topics": topic_answers(base, lang, differs),
        "related": {e.id: list(e.see) for e in base.glossary if e.see},
        "order": order, "bases": {sid: src.data.base for sid, src in base.sources.items() if src.data.base},
        "learned": taught,
        "params": {"k1": K1, "b": B, "asked": ASKED_WEIGHT, "asked_min": ASKED_MIN_TERMS,
                   "fuzzy": FUZZY_WEIGHT, "story": STORY_WORDS, "concept": CONCEPT_QUERY_WEIGHT,
                   "related": RELATED_WEIGHT, "related_df": RELATED_MAX_DF, "words": size,
                   "learned_words": LEARNED_WORDS, "learned_prior": LEARNED_PRIOR, "learned_source": LEARNED_SOURCE,
                   "card_story": CARD_STORY},
    }


def compact_index(index: dict[str, Any]) -> dict[str, Any]:
    """The index as the site loads it: terms listed once, each document's weights as a flat list
    [term position, weight, …] (same numbers, smaller file)."""
    terms = sorted(index["df"])
    position = {t: i for i, t in enumerate(terms)}
    docs = []
    for d in index["docs"]:
        flat: list[float | int] = []
        for term, weight in sorted(d["tf"].items()):
            flat += [position[term], weight]
        docs.append({"id": d["id"], "cite": d["cite"], "title": d["title"], "url": d["url"], "source": d["source"],
                     "num": d["num"], "len": d["len"], "prior": d["prior"], "tf": flat,
                     "asks": [[weight, *(position[t] for t in toks)] for weight, toks in d["asks"]]})
    return {"version": index["version"], "lang": index["lang"], "n": index["n"], "avgdl": index["avgdl"],
            "terms": terms, "df": [index["df"][t] for t in terms], "adf": [index["adf"].get(t, 0) for t in terms],
            "nasks": index["nasks"], "docs": docs, "phrases": index["phrases"],
            "stop": index["stop"], "related": index["related"], "books": index["books"], "order": index["order"],
            "topics": index["topics"], "learned": index["learned"],
            "bases": index["bases"], "params": index["params"]}
