"""Keyword search over articles, in French or English: accents, typos, slang and the other
language resolved through the glossary.

The index (:func:`build_index`) is plain JSON-ready data; :func:`search` ranks with BM25 over
weighted fields. The site's ``search.js`` implements the same algorithm over the same JSON
index (written per language by the site adapter), so the CLI and the site rank alike.

- text is normalised (accents and case folded, punctuation dropped) and lightly stemmed
  (a final ``s``/``x`` of a long word is dropped);
- every glossary entry is a *concept*: wherever any form of it (preferred, variant, slang, in
  either language) appears in an article, the article carries the concept token ``~<id>``;
  a query carries it too when it contains one of those forms, so "shove" finds "tapis";
- a query word not in the vocabulary is matched to vocabulary words within an edit distance
  (1 from 4 letters, 2 from 8), at a lower weight: "misdeel" finds "misdeal".
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections import Counter, defaultdict
from dataclasses import dataclass
from typing import Any

from rapidfuzz.distance import Levenshtein

from floorbook.loader import Base
from floorbook.render import article_page

INDEX_VERSION = 1
FIELD_WEIGHTS = {"cite": 3.0, "title": 3.0, "text": 1.0, "other": 0.4, "concepts": 1.5}
K1, B = 1.2, 0.75
FUZZY_WEIGHT = 0.6
CONCEPT_QUERY_WEIGHT = 1.5
STOP_WORDS = frozenset(
    "a au aux avec ce ces cette d de des du elle en est et il ils je l la le les leur lui mais me ne on ou par pas "
    "pour qu que qui sa se ses si son sur ta te tu un une vos votre y "
    "an and are as at be by for from has have he his how i if in is it its of on or she that the their them "
    "they this to was what when where which who will with you your do does can".split()
)


def normalise(text: str) -> str:
    """Lowercase, accents removed, apostrophes and punctuation to spaces."""
    text = unicodedata.normalize("NFKD", text.casefold())
    text = "".join(c for c in text if not unicodedata.combining(c))
    return re.sub(r"[^a-z0-9%]+", " ", text).strip()


def stem(word: str) -> str:
    if len(word) > 4 and word[-1] in "sx" and not word.endswith("ss"):
        return word[:-1]
    return word


def tokens(text: str) -> list[str]:
    return [stem(w) for w in normalise(text).split() if w not in STOP_WORDS]


def _forms(entry: Any) -> list[str]:
    return [f for lang in (entry.fr, entry.en) for f in lang.forms()]


def concept_phrases(base: Base) -> dict[str, str]:
    """Normalised glossary form → concept id (longest forms first when matching)."""
    out: dict[str, str] = {}
    for entry in base.glossary:
        for form in _forms(entry):
            key = " ".join(tokens(form))
            if key and len(key) >= 2:
                out.setdefault(key, entry.id)
    return out


def find_concepts(token_list: list[str], phrases: dict[str, str], max_len: int = 4) -> list[str]:
    """Concept ids whose forms occur (as whole token sequences) in ``token_list``."""
    found: list[str] = []
    n = len(token_list)
    for size in range(max_len, 0, -1):
        for i in range(n - size + 1):
            cid = phrases.get(" ".join(token_list[i:i + size]))
            if cid:
                found.append(cid)
    return found


@dataclass(frozen=True)
class Hit:
    id: str
    score: float
    cite: str
    title: str
    url: str


def build_index(base: Base, lang: str) -> dict[str, Any]:
    """The search index of one site language (JSON-ready): documents with weighted term counts."""
    other = "en" if lang == "fr" else "fr"
    phrases = concept_phrases(base)
    docs = []
    for a in base.articles.values():
        title = a.display_title(lang)
        text = a.text.get(lang) + "\n" + "\n".join(
            item.text.get(lang) for entry in a.addendum for item in entry.items) + "\n" + "\n".join(
            v.text.get(lang) for v in a.variants)
        other_text = a.text.get(other) if (other == "fr" or a.text.en) else ""
        cite = base.cite(a.id)
        fields = {
            "cite": [*tokens(cite), normalise(a.number).replace(" ", "")],
            "title": tokens(title),
            "text": tokens(text),
            "other": tokens(other_text) + tokens(a.display_title(other)),
        }
        concept_source = fields["title"] + fields["text"] + fields["other"]
        fields["concepts"] = ["~" + c for c in find_concepts(concept_source, phrases)]
        weights: Counter[str] = Counter()
        for name, toks in fields.items():
            for tok in toks:
                weights[tok] += FIELD_WEIGHTS[name]
        length = sum(weights.values())
        prefix = "" if lang == "fr" else "en/"
        docs.append({
            "id": a.id, "cite": cite, "title": title, "source": a.source,
            "url": prefix + article_page(a).removesuffix(".md") + "/",
            "len": round(length, 2), "tf": {k: round(v, 2) for k, v in weights.items()},
        })
    df: Counter[str] = Counter()
    for d in docs:
        df.update(d["tf"].keys())
    avg = sum(d["len"] for d in docs) / len(docs) if docs else 0.0
    return {
        "version": INDEX_VERSION, "lang": lang, "avgdl": round(avg, 2), "n": len(docs), "df": dict(df),
        "docs": docs, "phrases": phrases, "stop": sorted(STOP_WORDS),
        "params": {"k1": K1, "b": B, "fuzzy": FUZZY_WEIGHT, "concept": CONCEPT_QUERY_WEIGHT},
    }


def _fuzzy_max(word: str) -> int:
    return 0 if len(word) < 4 else (1 if len(word) < 8 else 2)


def query_terms(index: dict[str, Any], query: str) -> dict[str, float]:
    """Query tokens with weights: exact words, fuzzy matches, glossary concepts."""
    toks = tokens(query)
    terms: dict[str, float] = defaultdict(float)
    vocab = index["df"]
    corrected: list[str] = []
    for tok in toks:
        if tok in vocab:
            terms[tok] = max(terms[tok], 1.0)
            corrected.append(tok)
            continue
        limit = _fuzzy_max(tok)
        best: list[tuple[int, str]] = []
        if limit:
            for word in vocab:
                if word.startswith("~") or abs(len(word) - len(tok)) > limit:
                    continue
                dist = Levenshtein.distance(tok, word, score_cutoff=limit)
                if dist <= limit:
                    best.append((dist, word))
        if best:
            top = min(d for d, _ in best)
            for d, word in best:
                if d == top:
                    terms[word] = max(terms[word], FUZZY_WEIGHT)
            corrected.append(min(w for d, w in best if d == top))
        else:
            corrected.append(tok)
    phrases = index["phrases"]
    for cid in set(find_concepts(toks, phrases) + find_concepts(corrected, phrases)):
        terms["~" + cid] = max(terms["~" + cid], CONCEPT_QUERY_WEIGHT)
    return dict(terms)


def search(index: dict[str, Any], query: str, limit: int = 10, source: str | None = None,
           only: set[str] | None = None) -> list[Hit]:
    """Rank the index's articles for ``query`` (BM25 over weighted fields)."""
    terms = query_terms(index, query)
    n, avgdl, df = index["n"], index["avgdl"] or 1.0, index["df"]
    scored = []
    for d in index["docs"]:
        if source and d["source"] != source:
            continue
        if only is not None and d["id"] not in only:
            continue
        score = 0.0
        for term, qw in terms.items():
            tf = d["tf"].get(term)
            if not tf:
                continue
            idf = math.log(1 + (n - df[term] + 0.5) / (df[term] + 0.5))
            score += qw * idf * tf * (K1 + 1) / (tf + K1 * (1 - B + B * d["len"] / avgdl))
        if score > 0:
            scored.append(Hit(d["id"], round(score, 4), d["cite"], d["title"], d["url"]))
    scored.sort(key=lambda h: (-h.score, h.id))
    return scored[:limit]


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
        docs.append({"id": d["id"], "cite": d["cite"], "title": d["title"], "url": d["url"], "len": d["len"],
                     "tf": flat})
    return {"version": index["version"], "lang": index["lang"], "n": index["n"], "avgdl": index["avgdl"],
            "terms": terms, "df": [index["df"][t] for t in terms], "docs": docs, "phrases": index["phrases"],
            "stop": index["stop"], "params": index["params"]}
