// A query ranked against an index: BM25 over weighted fields, typo correction, glossary concepts,
// players' phrasings, and articles named by their number first. The twin of
// floorbook/search/query.py, over the compact index the site loads (assets/search-<lang>.json,
// floorbook/search/index.py: compact_index): terms listed once, documents refer to them by
// position. Scores are rounded to 4 decimals, as in Python, so both rank alike.

import { findConcepts } from "./concepts.js";
import { looseNumber, parseReference } from "./references.js";
import { editDistance, fuzzyMax, stem, tokens, words } from "./text.js";

// no Python twin: Python ranks the index as floorbook/search/index.py: build_index gives it; the site
// loads compact_index's form, which this readies once (stop words as a Set, each term's position)
export function prepare(index) {
  if (index._ready) return index;
  index._stop = new Set(index.stop);
  index._vocab = index.terms; // term strings; docs refer to them by position
  index._pos = new Map(index.terms.map((t, i) => [t, i]));
  index._ready = true;
  return index;
}

// mirrors floorbook/search/query.py: query_terms
// → {term: weight}
export function queryTerms(index, query) {
  const raw = words(query, index._stop);
  const toks = raw.map(stem);
  const terms = {};
  const corrected = [];
  const { params, phrases } = index;
  const put = (t, w) => { terms[t] = Math.max(Object.hasOwn(terms, t) ? terms[t] : 0, w); };
  const conceptOf = (t) => (Object.hasOwn(phrases, t) ? phrases[t] : null);
  raw.forEach((word, k) => {
    const tok = toks[k];
    if (index._pos.has(tok)) {
      put(tok, 1);
      corrected.push(tok);
      return;
    }
    // a word the glossary knows is only corrected to a word of the same concept: "chek" (check)
    // to "check", but "flush" is not a typo of "flash"
    const concept = conceptOf(tok);
    const limit = raw.length > params.story ? 0 : fuzzyMax(word); // a story's unknown words: names, not typos
    const best = [];
    let top = Infinity;
    if (limit) {
      for (const cand of index._vocab) {
        if (cand[0] === "~" || Math.abs(cand.length - tok.length) > limit) continue;
        if (concept && conceptOf(cand) !== concept) continue;
        const dist = editDistance(tok, cand, limit);
        if (dist <= limit) {
          best.push([dist, cand]);
          top = Math.min(top, dist);
        }
      }
    }
    if (best.length) {
      let chosen = null;
      for (const [dist, cand] of best) {
        if (dist !== top) continue;
        put(cand, params.fuzzy);
        if (chosen === null || cand < chosen) chosen = cand;
      }
      corrected.push(chosen);
    } else {
      corrected.push(tok);
    }
  });
  const found = new Set([...findConcepts(toks, phrases, params.words), ...findConcepts(corrected, phrases, params.words)]);
  for (const id of found) put("~" + id, params.concept);
  for (const id of found) { // the concepts the glossary relates to a specific one, at a low weight
    const at = index._pos.get("~" + id);
    if ((at === undefined ? 0 : index.df[at]) > params.related_df * index.n) continue;
    for (const rid of Object.hasOwn(index.related, id) ? index.related[id] : []) {
      if (!found.has(rid)) put("~" + rid, params.related);
    }
  }
  return terms;
}

// mirrors floorbook/search/query.py: _scores
// BM25 over the weighted fields, plus the best players' phrasing, rounded to 4 decimals
export function scores(index, terms, docs) {
  const { params: p, n, df } = index;
  const avgdl = index.avgdl || 1;
  const wanted = new Map(); // term position → the query's weight
  for (const [t, w] of Object.entries(terms)) if (index._pos.has(t)) wanted.set(index._pos.get(t), w);
  const least = Math.min(p.asked_min, Object.keys(terms).length);
  return docs.map((d) => {
    let score = 0;
    const tf = d.tf; // [term position, weight, term position, weight, …]
    for (let k = 0; k < tf.length; k += 2) {
      if (!wanted.has(tf[k])) continue;
      const qw = wanted.get(tf[k]);
      const w = tf[k + 1];
      const idf = Math.log(1 + (n - df[tf[k]] + 0.5) / (df[tf[k]] + 0.5));
      score += qw * idf * w * (p.k1 + 1) / (w + p.k1 * (1 - p.b + p.b * d.len / avgdl));
    }
    return Math.round((score + p.asked * bestAsked(index, wanted, least, d.asks)) * 10000) / 10000;
  });
}

// mirrors floorbook/search/query.py: _best_asked
// the best-matching phrasing; asks: [[weight, term position, term position, …], …]. Python's terms
// arrive here as `wanted` (term position → weight) and `least` (min(asked_min, number of terms)),
// worked out once per query by scores
export function bestAsked(index, wanted, least, asks) {
  let best = 0;
  for (const ask of asks || []) {
    let score = 0;
    let shared = 0;
    for (let k = 1; k < ask.length; k++) {
      if (!wanted.has(ask[k])) continue;
      shared += 1;
      score += wanted.get(ask[k]) * Math.log(1 + index.nasks / (index.adf[ask[k]] + 0.5));
    }
    if (shared >= least) best = Math.max(best, ask[0] * score);
  }
  return best;
}

// mirrors floorbook/search/query.py: _numbered
// the articles carrying the number the query names, in the order they come first
export function numbered(index, ref, docs) {
  let matches = docs.filter((d) => d.num && looseNumber(d.num) === looseNumber(ref.number || ""));
  let wanted = ref.books.flat();
  wanted = [...new Set([...wanted, ...wanted.filter((s) => Object.hasOwn(index.bases, s)).map((s) => index.bases[s])])];
  if (matches.some((d) => wanted.includes(d.source))) {
    matches = matches.filter((d) => wanted.includes(d.source));
  } else {
    wanted = [];
  }
  const rest = tokens(ref.rest, index._stop).length ? queryTerms(index, ref.rest) : {};
  const sc = scores(index, rest, matches);
  const order = index.order;
  const byId = (a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return matches.map((d, k) => [d, sc[k]]).sort(([a, sa], [b, sb]) =>
    (wanted.length ? wanted.indexOf(a.source) - wanted.indexOf(b.source) : 0) ||
    ((a.num !== ref.number) - (b.num !== ref.number)) || (sb - sa) ||
    (order.indexOf(a.source) - order.indexOf(b.source)) || byId(a, b)).map(([d]) => d);
}

// mirrors floorbook/search/query.py: learned_words
// the words a story's learned weights are looked up by: its tokens, then its terms' concepts in name
// order, once each; none for a query of params.story words or fewer
export function learnedWords(index, query, terms) {
  if (words(query, index._stop).length <= index.params.story) return [];
  const concepts = Object.keys(terms).filter((t) => t[0] === "~").sort();
  return [...new Set([...tokens(query, index._stop), ...concepts])];
}

// mirrors floorbook/search/query.py: _learned
// every document's score with what real rulings taught added to those found by their words, rounded to
// 4 decimals: the best score times (learned words over the best such sum, the article's and its
// rulebook's shares of the stories, each by its weight in params)
export function learned(index, found, sc) {
  const top = sc.reduce((a, b) => Math.max(a, b), 0);
  const { learned: taught, params: p } = index;
  if (top <= 0 || !taught.stories || !found.length) return sc;
  const evidence = new Array(sc.length).fill(0);
  for (const word of found) {
    if (!Object.hasOwn(taught.words, word)) continue;
    for (const [at, weight] of taught.words[word]) evidence[at] += weight;
  }
  const best = evidence.reduce((a, b) => Math.max(a, b), 0) || 1;
  return index.docs.map((d, k) => {
    let score = sc[k];
    if (score > 0) {
      const source = Object.hasOwn(taught.sources, d.source) ? taught.sources[d.source] : 0;
      score += top * (p.learned_words * evidence[k] / best + p.learned_prior * d.prior + p.learned_source * source);
    }
    return Math.round(score * 10000) / 10000;
  });
}

// mirrors floorbook/search/query.py: preferred
// the rulebooks a tournament on `ruleset` ranks first: its own and an overlay's base; none otherwise
export function preferred(index, ruleset) {
  if (!ruleset || !index.order.includes(ruleset)) return [];
  return Object.hasOwn(index.bases, ruleset) ? [ruleset, index.bases[ruleset]] : [ruleset];
}

// mirrors floorbook/search/query.py: _preferred_first
export function preferredFirst(docs, prefer) {
  return [...docs.filter((d) => prefer.includes(d.source)), ...docs.filter((d) => !prefer.includes(d.source))];
}

// mirrors floorbook/search/query.py: search
// prefer: a tournament's rulebooks (preferred), their articles first
export function search(index, query, limit = 10, prefer = null) {
  prepare(index);
  const docs = index.docs;
  const terms = queryTerms(index, query);
  const sc = learned(index, learnedWords(index, query, terms), scores(index, terms, docs));
  const score = new Map(docs.map((d, k) => [d.id, sc[k]]));
  const ref = parseReference(query, index.books, index._stop);
  let first = ref.number ? numbered(index, ref, docs) : [];
  const taken = new Set(first.map((d) => d.id));
  let rest = docs.filter((d) => score.get(d.id) > 0 && !taken.has(d.id));
  rest.sort((a, b) => score.get(b.id) - score.get(a.id) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  if (prefer && prefer.length && !ref.books.length) { // a query naming its rulebooks is asked of them
    first = preferredFirst(first, prefer);
    rest = preferredFirst(rest, prefer);
  }
  return [...first, ...rest].slice(0, limit || 10).map((d) => (
    { id: d.id, score: score.get(d.id), cite: d.cite, title: d.title, url: d.url }));
}

// mirrors floorbook/search/query.py: match_topic
// the comparison topic that answers the query (its id), or null
export function matchTopic(index, query, hits) {
  prepare(index);
  const topics = index.topics || {};
  if (!hits.length || parseReference(query, index.books, index._stop).number) return null;
  const top = hits.slice(0, 5).map((h) => h.id);
  const support = (tid, n) => top.slice(0, n).filter((i) => topics[tid].answers.includes(i)).length;
  const best = (ids) => ids.reduce((a, b) => (support(b, 5) > support(a, 5) ? b : a));
  const named = Object.keys(queryTerms(index, query))
    .filter((t) => t.startsWith("~@") && Object.hasOwn(topics, t.slice(2)) && support(t.slice(2), 5))
    .map((t) => t.slice(2)).sort();
  const answered = named.length ? [] : Object.keys(topics)
    .filter((tid) => topics[tid].answers.includes(top[0]) && support(tid, 3) >= 2).sort();
  const found = named.length ? best(named) : answered.length ? best(answered) : null;
  return found !== null && confident(index, query, found, top) ? found : null;
}

// mirrors floorbook/search/query.py: _confident
// whether the first hits make the topic's card sure enough to show: always for a short question; for a
// story, when its answering articles weigh the most among the first five hits (1 / rank each; the
// first id on a tie) and at least params.card_story
export function confident(index, query, topic, top) {
  if (words(query, index._stop).length <= index.params.story) return true;
  const topics = index.topics;
  let best = null;
  let most = -1;
  for (const tid of Object.keys(topics)) {
    let weight = 0;
    top.forEach((id, k) => { if (topics[tid].answers.includes(id)) weight += 1 / (k + 1); });
    if (weight > most || (weight === most && tid < best)) [best, most] = [tid, weight];
  }
  const own = top.reduce((w, id, k) => (topics[topic].answers.includes(id) ? w + 1 / (k + 1) : w), 0);
  return best === topic && own >= index.params.card_story;
}

// mirrors floorbook/search/query.py: match_situation
// the floor assistant's situation of the matched topic: [name, its words], or null
export function matchSituation(index, topic) {
  return topic && index.topics[topic].situation ? index.topics[topic].situation : null;
}
