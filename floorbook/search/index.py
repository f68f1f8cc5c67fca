"""The search index of one site language: documents with weighted term counts (JSON-ready), and the
compact form the site loads (``site_src/assets/search/query.js``: ``prepare`` readies it; nothing
here has a JS twin)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from floorbook.base.loader import Base
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
from floorbook.urls import article_page

INDEX_VERSION = 3
FIELD_WEIGHTS = {"cite": 3.0, "title": 3.0, "text": 1.0, "other": 0.4, "concepts": 1.5,
                 "asked": 0.8, "asked_other": 0.3}  # asked: the article's players' phrasings (phrasings/)
K1, B = 1.2, 0.75
ASKED_WEIGHT = 1.0  # the best-matching players' phrasing of an article, added to its BM25 score …
ASKED_OTHER = 0.5  # … a phrasing written in the other language counting this much …
ASKED_MIN_TERMS = 2  # … when it shares this many of the query's terms (or all of a shorter query's)
FUZZY_WEIGHT = 0.6
CONCEPT_QUERY_WEIGHT = 1.0
RELATED_WEIGHT = 0.2  # a concept the glossary relates (`see`) to one the query names …
RELATED_MAX_DF = 0.1  # … when that one is specific: found in at most this share of the articles


def build_index(base: Base, lang: str) -> dict[str, Any]:
    """The search index of one site language (JSON-ready): documents with weighted term counts."""
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
    return {
        "version": INDEX_VERSION, "lang": lang, "avgdl": round(avg, 2), "n": len(docs), "df": dict(df),
        "adf": dict(adf), "nasks": sum(len(d["asks"]) for d in docs),
        "docs": docs, "phrases": phrases, "stop": sorted(STOP_WORDS), "books": rulebook_names(base, order),
        "related": {e.id: list(e.see) for e in base.glossary if e.see},
        "order": order, "bases": {sid: src.data.base for sid, src in base.sources.items() if src.data.base},
        "params": {"k1": K1, "b": B, "asked": ASKED_WEIGHT, "asked_min": ASKED_MIN_TERMS,
                   "fuzzy": FUZZY_WEIGHT, "concept": CONCEPT_QUERY_WEIGHT, "related": RELATED_WEIGHT,
                   "related_df": RELATED_MAX_DF, "words": size},
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
                     "num": d["num"], "len": d["len"], "tf": flat,
                     "asks": [[weight, *(position[t] for t in toks)] for weight, toks in d["asks"]]})
    return {"version": index["version"], "lang": index["lang"], "n": index["n"], "avgdl": index["avgdl"],
            "terms": terms, "df": [index["df"][t] for t in terms], "adf": [index["adf"].get(t, 0) for t in terms],
            "nasks": index["nasks"], "docs": docs, "phrases": index["phrases"],
            "stop": index["stop"], "related": index["related"], "books": index["books"], "order": index["order"],
            "bases": index["bases"], "params": index["params"]}
