"""A query ranked against an index: BM25 over weighted fields, typo correction, glossary concepts,
players' phrasings, and articles named by their number first. Its JS twin, function for function
(the same names in camelCase): ``site_src/assets/search/query.js``."""

from __future__ import annotations

import math
from collections import defaultdict
from dataclasses import dataclass
from typing import Any

from floorbook.search.concepts import find_concepts
from floorbook.search.references import Reference, loose_number, parse_reference
from floorbook.search.text import edit_distance, fuzzy_max, stem, tokens, words


@dataclass(frozen=True)
class Hit:
    id: str
    score: float
    cite: str
    title: str
    url: str


def query_terms(index: dict[str, Any], query: str) -> dict[str, float]:
    """Query tokens with weights: exact words, fuzzy matches, glossary concepts. A query of more
    than ``params["story"]`` words tells a story: its words not in the vocabulary are names and
    narration ("Mike", "Ryan", "joking"), not typos, and are not corrected (corrected, "Mike"
    would find "mise" and "make")."""
    raw = words(query)
    toks = [stem(w) for w in raw]
    terms: dict[str, float] = defaultdict(float)
    vocab = index["df"]
    corrected: list[str] = []
    phrases = index["phrases"]
    for word, tok in zip(raw, toks, strict=True):
        if tok in vocab:
            terms[tok] = max(terms[tok], 1.0)
            corrected.append(tok)
            continue
        # a word the glossary knows is only corrected to a word of the same concept: "chek" (check)
        # to "check", but "flush" is not a typo of "flash"
        concept = phrases.get(tok)
        limit = 0 if len(raw) > index["params"]["story"] else fuzzy_max(word)
        best: list[tuple[int, str]] = []
        if limit:
            for cand in vocab:
                if cand.startswith("~") or abs(len(cand) - len(tok)) > limit:
                    continue
                if concept and phrases.get(cand) != concept:
                    continue
                dist = edit_distance(tok, cand, limit)
                if dist <= limit:
                    best.append((dist, cand))
        if best:
            top = min(d for d, _ in best)
            for d, cand in best:
                if d == top:
                    terms[cand] = max(terms[cand], index["params"]["fuzzy"])
            corrected.append(min(w for d, w in best if d == top))
        else:
            corrected.append(tok)
    params = index["params"]
    size = params["words"]
    found = set(find_concepts(toks, phrases, size) + find_concepts(corrected, phrases, size))
    for cid in found:
        terms["~" + cid] = max(terms["~" + cid], params["concept"])
    for cid in found:  # the concepts the glossary relates to a specific one, at a low weight
        if vocab.get("~" + cid, 0) > params["related_df"] * index["n"]:
            continue
        for rid in index["related"].get(cid, []):
            if rid not in found:
                terms["~" + rid] = max(terms["~" + rid], params["related"])
    return dict(terms)


def _scores(index: dict[str, Any], terms: dict[str, float], docs: list[dict[str, Any]]) -> list[float]:
    """BM25 over the weighted fields, plus the article's players' phrasing that best matches the
    query (:func:`_best_asked`), rounded to 4 decimals (as search/query.js rounds them)."""
    n, avgdl, df = index["n"], index["avgdl"] or 1.0, index["df"]
    k1, b = index["params"]["k1"], index["params"]["b"]
    out = []
    for d in docs:
        score = 0.0
        for term, qw in terms.items():
            tf = d["tf"].get(term)
            if not tf:
                continue
            idf = math.log(1 + (n - df[term] + 0.5) / (df[term] + 0.5))
            score += qw * idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * d["len"] / avgdl))
        out.append(round(score + index["params"]["asked"] * _best_asked(index, terms, d["asks"]), 4))
    return out


def _best_asked(index: dict[str, Any], terms: dict[str, float], asks: list[list[Any]]) -> float:
    """How well the article's best players' phrasing matches the query: over each phrasing (a
    set of tokens, glossary concepts included), the query's weights times the rarity of its
    tokens among all phrasings (the idf of BM25), times the phrasing's weight (1, or
    :data:`ASKED_OTHER` for the other language's). A question told in players' words finds the
    article one of its phrasings tells the same way, whatever words the rulebook uses."""
    n, adf = index["nasks"], index["adf"]
    least = min(index["params"]["asked_min"], len(terms))
    best, words = 0.0, terms.keys()
    for weight, toks in asks:
        if words.isdisjoint(toks):  # most phrasings share no word with a query: skipped at C speed
            continue
        shared = [t for t in toks if t in terms]
        if len(shared) >= least:
            best = max(best, weight * sum(terms[t] * math.log(1 + n / (adf[t] + 0.5)) for t in shared))
    return best


def _numbered(index: dict[str, Any], ref: Reference, docs: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The articles that carry the number a query names, in the order they come first: those of
    the named rulebooks (in the order named; "TDA" newest first; an overlay's base after it), else
    of every rulebook; the number as written before the same number with another separator
    ("9.6" before "9-6"); then by the rest of the query; then rulebooks newest first."""
    matches = [d for d in docs if d["num"] and loose_number(d["num"]) == loose_number(ref.number or "")]
    wanted = [sid for ids in ref.books for sid in ids]
    wanted += [index["bases"][sid] for sid in wanted if sid in index["bases"]]
    wanted = list(dict.fromkeys(wanted))
    if any(d["source"] in wanted for d in matches):
        matches = [d for d in matches if d["source"] in wanted]
    else:
        wanted = []
    rest = query_terms(index, ref.rest) if tokens(ref.rest) else {}
    scores = _scores(index, rest, matches)
    order = index["order"]
    ranked = sorted(zip(matches, scores, strict=True), key=lambda ds: (
        wanted.index(ds[0]["source"]) if wanted else 0, ds[0]["num"] != ref.number, -ds[1],
        order.index(ds[0]["source"]), ds[0]["id"]))
    return [d for d, _ in ranked]


def learned_words(index: dict[str, Any], query: str, terms: dict[str, float]) -> list[str]:
    """The words a query's learned weights are looked up by (floorbook/search/learned.py learns them
    the same way): its tokens, then the glossary concepts of its terms (:func:`query_terms`) in name
    order, once each; none when the query does not tell a story (``params["story"]`` words or fewer:
    the weights are learned from stories, and a short question is the rulebook's words already)."""
    if len(words(query)) <= index["params"]["story"]:
        return []
    return list(dict.fromkeys(tokens(query) + sorted(t for t in terms if t.startswith("~"))))


def _learned(index: dict[str, Any], found: list[str], scores: list[float]) -> list[float]:
    """``scores`` (of every document of the index, in order) with what real rulings taught added to
    each article its words found (a score above 0), rounded to 4 decimals: the query's best score
    times (``params["learned_words"]`` × the article's learned words among ``found`` (their weights
    summed, over the best such sum) + ``params["learned_prior"]`` × how many stories the article settles
    + ``params["learned_source"]`` × how many its rulebook settles, both as shares of a log scale).
    Real stories come back to a few articles, and their words tell those apart from the others."""
    top = max(scores, default=0.0)
    learned, params = index["learned"], index["params"]
    if top <= 0 or not learned["stories"] or not found:
        return scores
    evidence = [0.0] * len(scores)
    for word in found:
        for at, weight in learned["words"].get(word, []):
            evidence[at] += weight
    best = max(evidence) or 1.0
    out = []
    for d, score, own in zip(index["docs"], scores, evidence, strict=True):
        if score > 0:
            score += top * (params["learned_words"] * own / best + params["learned_prior"] * d["prior"]
                            + params["learned_source"] * learned["sources"].get(d["source"], 0.0))
        out.append(round(score, 4))
    return out


def preferred(index: dict[str, Any], ruleset: str | None) -> list[str]:
    """The rulebooks a tournament on ``ruleset`` ranks first: its own and, for an overlay, the base it is
    laid on (Fivebet: Fivebet and TDA 2019); none for no tournament or a rulebook the index does not hold.

    >>> preferred({"order": ["tda-2019", "fivebet"], "bases": {"fivebet": "tda-2019"}}, "fivebet")
    ['fivebet', 'tda-2019']
    >>> preferred({"order": ["tda-2019"], "bases": {}}, "nope"), preferred({"order": [], "bases": {}}, None)
    ([], [])
    """
    if ruleset is None or ruleset not in index["order"]:
        return []
    return [ruleset, *([index["bases"][ruleset]] if ruleset in index["bases"] else [])]


def search(index: dict[str, Any], query: str, limit: int = 10, source: str | None = None,
           only: set[str] | None = None, prefer: list[str] | None = None) -> list[Hit]:
    """Rank the index's articles for ``query``: the articles it names by number first (see
    :func:`parse_reference`), then BM25 over weighted fields with what real rulings taught
    (:func:`_learned`). ``prefer`` (a tournament's rulebooks, :func:`preferred`): their articles before the
    others', each part in its order, unless the query names rulebooks ("TDA 45": those it names)."""
    terms = query_terms(index, query)
    every = index["docs"]
    ranked = _learned(index, learned_words(index, query, terms), _scores(index, terms, every))
    scores = dict(zip((d["id"] for d in every), ranked, strict=True))
    docs = [d for d in every if (not source or d["source"] == source) and (only is None or d["id"] in only)]
    ref = parse_reference(query, index["books"])
    first = _numbered(index, ref, docs) if ref.number else []
    taken = {d["id"] for d in first}
    rest = sorted((d for d in docs if scores[d["id"]] > 0 and d["id"] not in taken),
                  key=lambda d: (-scores[d["id"]], d["id"]))
    if prefer and not ref.books:  # a query naming its rulebooks is asked of them, whatever the tournament
        first, rest = _preferred_first(first, prefer), _preferred_first(rest, prefer)
    return [Hit(d["id"], scores[d["id"]], d["cite"], d["title"], d["url"]) for d in [*first, *rest][:limit]]


def _preferred_first(docs: list[dict[str, Any]], prefer: list[str]) -> list[dict[str, Any]]:
    """``docs`` with those of the ``prefer`` rulebooks first, each part in its order."""
    return [d for d in docs if d["source"] in prefer] + [d for d in docs if d["source"] not in prefer]


def match_topic(index: dict[str, Any], query: str, hits: list[Hit]) -> str | None:
    """The comparison topic that answers the query (its answer card comes before the articles), or
    None: a topic whose players' phrasing the query holds (``~@<id>``) and one of whose answering
    articles is among the first five hits (among several, the one whose
    answering articles are most among the first five hits, then the first in name order); else the
    topic answered by the first hit when another of the first three answers it too; for a story, only
    when the first hits are confident of it (:func:`_confident`). A query naming an article by its
    number matches no topic."""
    topics = index["topics"]
    if not hits or parse_reference(query, index["books"]).number:
        return None
    top = [h.id for h in hits[:5]]

    def support(tid: str, n: int) -> int:
        return sum(i in topics[tid]["answers"] for i in top[:n])

    named = sorted(t[2:] for t in query_terms(index, query)
                   if t.startswith("~@") and t[2:] in topics and support(t[2:], 5))
    if named:
        found = max(named, key=lambda tid: (support(tid, 5), -named.index(tid)))
    else:
        answered = sorted(tid for tid in topics if top[0] in topics[tid]["answers"] and support(tid, 3) >= 2)
        found = max(answered, key=lambda tid: (support(tid, 5), -answered.index(tid))) if answered else None
    return found if found is not None and _confident(index, query, found, top) else None


def _confident(index: dict[str, Any], query: str, topic: str, top: list[str]) -> bool:
    """Whether the first hits ``top`` make the card of ``topic`` sure enough to show: always for a
    short question; for a story (more than ``params["story"]`` words, whose many words find many
    articles) only when the topic's answering articles weigh the most among the first five hits,
    each weighing 1 / its rank (the first name order on a tie), and at least ``params["card_story"]``
    (1.3: the first and the third, say). Learned on the real rulings' learning part: a wrong card
    misleads more than no card."""
    if len(words(query)) <= index["params"]["story"]:
        return True
    topics = index["topics"]
    weight = {tid: sum(1 / (k + 1) for k, i in enumerate(top) if i in card["answers"]) for tid, card in topics.items()}
    best = min(topics, key=lambda tid: (-weight[tid], tid))
    return best == topic and weight[topic] >= index["params"]["card_story"]


def match_situation(index: dict[str, Any], topic: str | None) -> list[str] | None:
    """The floor assistant's situation of the matched topic, [name, its words in the index's
    language], or None."""
    return index["topics"][topic].get("situation") if topic else None
