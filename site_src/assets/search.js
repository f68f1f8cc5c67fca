/* Floorbook article search: the same algorithm as floorbook/search/ (query.py and the modules it uses), over the same index
   (assets/search-<lang>.json, written by the site adapter). Works offline, no dependency.
   Each function below mirrors the Python function named in its comment; keep them in step
   (tests/test_search.py checks that both rank every query of tests/search_eval.yaml alike). */
(function (root) {
  "use strict";

  function has(map, key) { return Object.prototype.hasOwnProperty.call(map, key); }

  // normalise
  function normalise(text) {
    return text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase()
      .replace(/\u0153/g, "oe").replace(/\u00e6/g, "ae").replace(/[^a-z0-9%]+/g, " ").trim();
  }
  // stem
  function stem(w) {
    if (w.length < 4 || !/^[a-z]+$/.test(w)) return w;
    if (w.length > 4 && w.endsWith("ies")) return w.slice(0, -3) + "y";
    if ((w.endsWith("s") || w.endsWith("x")) && !w.endsWith("ss")) w = w.slice(0, -1);
    var i, suffix;
    for (i = 0; i < 2; i++) {
      suffix = ["ing", "ed"][i];
      if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
        w = w.slice(0, -suffix.length);
        if (w[w.length - 1] === w[w.length - 2] && "bdgmnprt".indexOf(w[w.length - 1]) >= 0) w = w.slice(0, -1);
        return w;
      }
    }
    for (i = 0; i < 2; i++) {
      suffix = ["ee", "e"][i];
      if (w.endsWith(suffix) && w.length - suffix.length >= 4) { w = w.slice(0, -suffix.length); break; }
    }
    if (w.length >= 7 && w.endsWith("er")) w = w.slice(0, -2);
    return w;
  }
  // words (called meaningful here: the page part below has a words() of its own)
  function meaningful(text, stop) {
    return normalise(text).split(" ").filter(function (w) { return w && !stop.has(w); });
  }
  // tokens
  function tokens(text, stop) { return meaningful(text, stop).map(stem); }
  // find_forms, find_concepts
  function findConcepts(toks, phrases, maxLen) {
    var found = [];
    for (var size = maxLen; size >= 1; size--) {
      for (var i = 0; i + size <= toks.length; i++) {
        var key = toks.slice(i, i + size).join(" ");
        if (has(phrases, key)) found.push(phrases[key]);
      }
    }
    return found;
  }
  function levenshtein(a, b, cutoff) {
    if (Math.abs(a.length - b.length) > cutoff) return cutoff + 1;
    var prev = [], cur = [], i, j;
    for (j = 0; j <= b.length; j++) prev[j] = j;
    for (i = 1; i <= a.length; i++) {
      cur = [i];
      var best = i;
      for (j = 1; j <= b.length; j++) {
        cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        if (cur[j] < best) best = cur[j];
      }
      if (best > cutoff) return cutoff + 1;
      prev = cur;
    }
    return prev[b.length];
  }
  // _fuzzy_max
  function fuzzyMax(w) { return w.length < 4 ? 0 : (w.length < 8 ? 1 : 2); }

  // --- articles named by their number (parse_reference and its helpers) -----------------------
  var NUMBER_PREFIXES = new Set("r regle regles rule rules art article articles n no num numero #".split(" "));
  var PROCEDURE_WORDS = new Set(["pr", "rp"]);
  // fold (called foldDashes here: the page part below has a fold() of its own)
  function foldDashes(text) {
    return text.normalize("NFKD").toLowerCase().replace(/[\u0300-\u036f]/g, "").replace(/[\u2010-\u2015\u2212]/g, "-");
  }
  function isDigits(a) { return /^[0-9]+$/.test(a); }
  function isLetters(a) { return /^[a-z]+$/.test(a); }
  // _small
  function small(a) { return isDigits(a) && a.length <= 2 && parseInt(a, 10) > 0; }
  // _match_book
  function matchBook(atoms, i, books) {
    for (var b = 0; b < books.length; b++) {
      var name = books[b][0], year = books[b][1], j = i, ok = true;
      for (var k = 0; k < name.length; k++) {
        if (k && j < atoms.length && atoms[j] === "-") j++;
        if (j >= atoms.length || atoms[j] !== name[k]) { ok = false; break; }
        j++;
      }
      if (!ok) continue;
      if (year && j < atoms.length && atoms[j] === "-") j++;
      if (!year) return [j, books[b][2]];
      if (j < atoms.length && atoms[j] === year) return [j + 1, books[b][2]];
    }
    return [0, []];
  }
  // _match_number
  function matchNumber(atoms, i) {
    var n = atoms.length, j;
    if (PROCEDURE_WORDS.has(atoms[i])) {
      j = i + 1 + (i + 1 < n && ".-".indexOf(atoms[i + 1]) >= 0 ? 1 : 0);
      if (j < n && small(atoms[j])) return [j + 1, "PR-" + parseInt(atoms[j], 10), "pr"];
      return [0, "", ""];
    }
    if (!small(atoms[i]) || (i > 1 && (atoms[i - 1] === "." || atoms[i - 1] === "-") && isDigits(atoms[i - 2]))) {
      return [0, "", ""];
    }
    if (i + 2 < n && (atoms[i + 1] === "." || atoms[i + 1] === "-") && small(atoms[i + 2])) {
      var bis = "";
      j = i + 3;
      if (j < n && atoms[j] === "bis") { j += 1; bis = "bis"; }
      else if (j + 1 < n && atoms[j] === "-" && atoms[j + 1] === "bis") { j += 2; bis = "bis"; }
      return [j, parseInt(atoms[i], 10) + atoms[i + 1] + parseInt(atoms[i + 2], 10) + bis, "pair"];
    }
    if (i + 1 < n && ".-%".indexOf(atoms[i + 1]) >= 0) return [0, "", ""];
    return [i + 1, String(parseInt(atoms[i], 10)), "int"];
  }
  // parse_reference: {books: [[source ids] for each rulebook named], number (or null), rest}
  function parseReference(query, books, stop) {
    var text = foldDashes(query), spans = [], m, re = /[a-z]+|[0-9]+|[.#%-]/g;
    while ((m = re.exec(text))) spans.push([m.index, m.index + m[0].length, m[0]]);
    var atoms = spans.map(function (s) { return s[2]; }), used = atoms.map(function () { return false; });
    var named = [], seen = {}, i, j;
    i = 0;
    while (i < atoms.length) {
      var mb = isLetters(atoms[i]) ? matchBook(atoms, i, books) : [0, []];
      if (mb[0]) {
        var key = mb[1].join(" ");
        if (!has(seen, key)) { seen[key] = true; named.push(mb[1]); }
        for (j = i; j < mb[0]; j++) used[j] = true;
        i = mb[0];
      } else { i++; }
    }
    var found = {};
    for (i = 0; i < atoms.length; i++) {
      if (used[i]) continue;
      var mn = matchNumber(atoms, i), end = mn[0], form = mn[2];
      if (!end || used.slice(i, end).some(Boolean)) continue;
      var start = i && atoms[i - 1] === "." ? i - 1 : i;
      if (start && !used[start - 1] && NUMBER_PREFIXES.has(atoms[start - 1])) {
        start -= 1;
        if (form === "int") form = "pair";
      } else { start = i; }
      if (!has(found, form)) found[form] = [start, end, mn[1]];
    }
    var forms = ["pr", "pair", "int"];
    for (var f = 0; f < forms.length; f++) {
      if (!has(found, forms[f])) continue;
      var hit = found[forms[f]], rest = text.split("");
      for (j = 0; j < spans.length; j++) {
        if (used[j] || (hit[0] <= j && j < hit[1])) {
          for (var c = spans[j][0]; c < spans[j][1]; c++) rest[c] = " ";
        }
      }
      var restText = rest.join("");
      if (forms[f] === "int" && !named.length && tokens(restText, stop).length) break;
      return { books: named, number: hit[2], rest: restText };
    }
    return { books: named, number: null, rest: query };
  }
  // _loose
  function loose(number) { return number.replace(/-/g, ".").replace(/bis$/, ""); }

  function prepare(index) {
    if (index._ready) return index;
    index._stop = new Set(index.stop);
    index._vocab = index.terms;           // term strings; docs refer to them by position
    index._pos = new Map();
    index.terms.forEach(function (t, i) { index._pos.set(t, i); });
    index._ready = true;
    return index;
  }

  // query_terms: {term: weight}
  function queryTerms(index, query) {
    var stop = index._stop, raw = meaningful(query, stop), toks = raw.map(stem), terms = {}, corrected = [];
    var p = index.params, phrases = index.phrases;
    function put(t, w) { terms[t] = Math.max(has(terms, t) ? terms[t] : 0, w); }
    raw.forEach(function (word, k) {
      var tok = toks[k];
      if (index._pos.has(tok)) { put(tok, 1); corrected.push(tok); return; }
      var concept = has(phrases, tok) ? phrases[tok] : null;
      var limit = fuzzyMax(word), best = [], top = Infinity;
      if (limit) {
        index._vocab.forEach(function (cand) {
          if (cand[0] === "~" || Math.abs(cand.length - tok.length) > limit) return;
          if (concept && (has(phrases, cand) ? phrases[cand] : null) !== concept) return;
          var d = levenshtein(tok, cand, limit);
          if (d <= limit) { best.push([d, cand]); if (d < top) top = d; }
        });
      }
      if (best.length) {
        var chosen = null;
        best.forEach(function (bw) {
          if (bw[0] === top) {
            put(bw[1], p.fuzzy);
            if (chosen === null || bw[1] < chosen) chosen = bw[1];
          }
        });
        corrected.push(chosen);
      } else { corrected.push(tok); }
    });
    var found = {};
    findConcepts(toks, phrases, p.words).concat(findConcepts(corrected, phrases, p.words)).forEach(function (id) {
      found[id] = true;
      put("~" + id, p.concept);
    });
    Object.keys(found).forEach(function (id) {    // the concepts the glossary relates to a specific one, at a low weight
      if ((index._pos.has("~" + id) ? index.df[index._pos.get("~" + id)] : 0) > p.related_df * index.n) return;
      (has(index.related, id) ? index.related[id] : []).forEach(function (rid) {
        if (!has(found, rid)) put("~" + rid, p.related);
      });
    });
    return terms;
  }

  // _scores: BM25 over the weighted fields, plus the best players' phrasing, rounded to 4 decimals
  function scores(index, terms, docs) {
    var p = index.params, n = index.n, avgdl = index.avgdl || 1, wanted = {};
    Object.keys(terms).forEach(function (t) { if (index._pos.has(t)) wanted[index._pos.get(t)] = terms[t]; });
    var least = Math.min(p.asked_min, Object.keys(terms).length);
    return docs.map(function (d) {
      var score = 0, tf = d.tf;   // tf: [termPosition, weight, termPosition, weight, ...]
      for (var k = 0; k < tf.length; k += 2) {
        if (!has(wanted, tf[k])) continue;
        var qw = wanted[tf[k]], w = tf[k + 1], df = index.df[tf[k]];
        var idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
        score += qw * idf * w * (p.k1 + 1) / (w + p.k1 * (1 - p.b + p.b * d.len / avgdl));
      }
      return Math.round((score + p.asked * bestAsked(index, wanted, least, d.asks)) * 10000) / 10000;
    });
  }

  // _best_asked: the best-matching phrasing; asks: [[weight, termPosition, termPosition, ...], ...]
  function bestAsked(index, wanted, least, asks) {
    var best = 0;
    (asks || []).forEach(function (ask) {
      var score = 0, shared = 0;
      for (var k = 1; k < ask.length; k++) {
        if (!has(wanted, ask[k])) continue;
        shared += 1;
        score += wanted[ask[k]] * Math.log(1 + index.nasks / (index.adf[ask[k]] + 0.5));
      }
      if (shared >= least) best = Math.max(best, ask[0] * score);
    });
    return best;
  }

  // _numbered: the articles carrying the number the query names, in the order they come first
  function numbered(index, ref, docs) {
    var matches = docs.filter(function (d) { return d.num && loose(d.num) === loose(ref.number || ""); });
    var wanted = [];
    ref.books.forEach(function (ids) { ids.forEach(function (s) { wanted.push(s); }); });
    wanted.slice().forEach(function (s) { if (has(index.bases, s)) wanted.push(index.bases[s]); });
    wanted = wanted.filter(function (s, k) { return wanted.indexOf(s) === k; });
    if (matches.some(function (d) { return wanted.indexOf(d.source) >= 0; })) {
      matches = matches.filter(function (d) { return wanted.indexOf(d.source) >= 0; });
    } else { wanted = []; }
    var rest = tokens(ref.rest, index._stop).length ? queryTerms(index, ref.rest) : {};
    var sc = scores(index, rest, matches), order = index.order;
    var ranked = matches.map(function (d, k) { return [d, sc[k]]; });
    ranked.sort(function (x, y) {
      var a = x[0], b = y[0];
      return (wanted.length ? wanted.indexOf(a.source) - wanted.indexOf(b.source) : 0) ||
        ((a.num !== ref.number) - (b.num !== ref.number)) || (y[1] - x[1]) ||
        (order.indexOf(a.source) - order.indexOf(b.source)) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    });
    return ranked.map(function (x) { return x[0]; });
  }

  // search
  function search(index, query, limit) {
    prepare(index);
    var docs = index.docs, sc = scores(index, queryTerms(index, query), docs), score = {};
    docs.forEach(function (d, k) { score[d.id] = sc[k]; });
    var ref = parseReference(query, index.books, index._stop);
    var first = ref.number ? numbered(index, ref, docs) : [], taken = {};
    first.forEach(function (d) { taken[d.id] = true; });
    var rest = docs.filter(function (d) { return score[d.id] > 0 && !has(taken, d.id); });
    rest.sort(function (a, b) { return score[b.id] - score[a.id] || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0); });
    return first.concat(rest).slice(0, limit || 10).map(function (d) {
      return { id: d.id, score: score[d.id], cite: d.cite, title: d.title, url: d.url };
    });
  }

  var api = { normalise: normalise, stem: stem, tokens: tokens, parseReference: parseReference,
    queryTerms: queryTerms, search: search, prepare: prepare };
  if (typeof module !== "undefined" && module.exports) { module.exports = api; }
  root.FloorbookSearch = api;

  // --- the boxes: the header's search and the search page, results at article level ------------
  // Everything below is the page side: boxes, result list, snippets, rulebook chips, keys. Data
  // from the index is put in the page as text (textContent), never as markup.
  if (typeof document === "undefined") return;
  var index = null, pending = null, boxes = [];
  var STORE = "floorbook.search.rulebooks";      // the rulebook chips, remembered between visits
  var WORD = /[0-9A-Za-z\u00AA\u00B5\u00BA\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F%]+/g;
  var SNIPPET = 170;                            // characters of article text under a result

  function siteRoot() {
    var config = JSON.parse(document.getElementById("__config").textContent);
    var base = new URL(config.base + "/", window.location.href);
    return document.documentElement.lang === "en" ? new URL("../", base) : base;
  }
  function load() {
    if (!pending) {
      var lang = document.documentElement.lang === "en" ? "en" : "fr";
      pending = fetch(new URL("assets/search-" + lang + ".json", siteRoot()))
        .then(function (r) { if (!r.ok) throw new Error("search index: " + r.status); return r.json(); })
        .then(function (j) { index = prepare(j); return index; });
      pending.catch(function () { pending = null; });   // not loaded (offline): try again next time
    }
    return pending;
  }
  function noop() {}

  // Words as the highlighter compares them: each word of a text through the index's own
  // tokeniser (FloorbookSearch.tokens: accents and case folded, stemmed, "" for a stop word).
  function fold(text) {
    return text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase()
      .replace(/\u0153/g, "oe").replace(/\u00e6/g, "ae");
  }
  function stopWords(ix) {
    if (ix._stop instanceof Set) return ix._stop;
    return ix._fbStop || (ix._fbStop = new Set(ix.stop || []));
  }
  function tokenOf(ix, word) {
    var api = root.FloorbookSearch || {}, stop = stopWords(ix);
    if (typeof api.tokens === "function") {
      try { return api.tokens(word, stop).join(" "); } catch (e) { /* fall back below */ }
    }
    var w = fold(word);
    return stop.has(w) ? "" : (w.length > 4 && /[sx]$/.test(w) && !/ss$/.test(w) ? w.slice(0, -1) : w);
  }
  function near(a, b) {                         // edit distance at most 1
    if (Math.abs(a.length - b.length) > 1) return false;
    var i = 0, j = 0, edits = 0;
    while (i < a.length && j < b.length) {
      if (a[i] === b[j]) { i++; j++; continue; }
      if (++edits > 1) return false;
      if (a.length > b.length) i++; else if (b.length > a.length) j++; else { i++; j++; }
    }
    return edits + (a.length - i) + (b.length - j) <= 1;
  }
  function words(ix, text) {                    // [{s: start, e: end, t: token}], stop words left out
    var out = [], m;
    WORD.lastIndex = 0;
    while ((m = WORD.exec(text))) {
      var t = tokenOf(ix, m[0]);
      if (t) out.push({ s: m.index, e: m.index + m[0].length, t: t });
    }
    return out;
  }
  // What to highlight for a query: its words (exact, as a prefix, or one typo away), and every
  // form of the glossary concepts the query names ("shove" highlights "tapis").
  function highlighter(ix, query) {
    var wanted = [], phrases = ix.phrases || {}, forms = [];
    words(ix, query).forEach(function (w) { if (w.t.length > 1) wanted.push(w.t); });
    if (!ix._fbForms) {
      ix._fbForms = {};
      Object.keys(phrases).forEach(function (key) {
        (ix._fbForms[phrases[key]] = ix._fbForms[phrases[key]] || []).push(key.split(" "));
      });
    }
    for (var size = 4; size >= 1; size--) {
      for (var i = 0; i + size <= wanted.length; i++) {
        var id = phrases[wanted.slice(i, i + size).join(" ")];
        if (id && ix._fbForms[id]) forms = forms.concat(ix._fbForms[id]);
      }
    }
    function matches(t) {
      return wanted.some(function (q) {
        return t === q || (q.length >= 3 && t.indexOf(q) === 0) || (q.length >= 5 && near(t, q));
      });
    }
    return function ranges(text) {
      var found = words(ix, text), out = [];
      found.forEach(function (w) { if (matches(w.t)) out.push([w.s, w.e]); });
      forms.forEach(function (form) {
        for (var i = 0; i + form.length <= found.length; i++) {
          var k = 0;
          while (k < form.length && found[i + k].t === form[k]) k++;
          if (k === form.length) out.push([found[i].s, found[i + k - 1].e]);
        }
      });
      out.sort(function (a, b) { return a[0] - b[0] || b[1] - a[1]; });
      var end = -1;
      return out.filter(function (r) { if (r[0] < end) return false; end = r[1]; return true; });
    };
  }
  function marked(parent, text, ranges, from, to) {   // text[from:to] with <mark> on the ranges
    var at = from;
    ranges.forEach(function (r) {
      var s = Math.max(r[0], at), e = Math.min(r[1], to);
      if (e <= s) return;
      if (s > at) parent.appendChild(document.createTextNode(text.slice(at, s)));
      var mark = document.createElement("mark");
      mark.textContent = text.slice(s, e);
      parent.appendChild(mark);
      at = e;
    });
    if (at < to) parent.appendChild(document.createTextNode(text.slice(at, to)));
  }
  function snippet(parent, text, ranges) {      // about SNIPPET characters around the first match
    var from = 0, to;
    if (ranges.length && ranges[0][1] > SNIPPET - 30) from = text.lastIndexOf(" ", Math.max(0, ranges[0][0] - 50)) + 1;
    to = Math.min(text.length, from + SNIPPET);
    if (to < text.length) { var space = text.lastIndexOf(" ", to); if (space > from) to = space; }
    if (from > 0) parent.appendChild(document.createTextNode("… "));
    marked(parent, text, ranges, from, to);
    if (to < text.length) parent.appendChild(document.createTextNode(" …"));
  }

  function sourceNames(ix) {
    var names = {};
    (ix.sources || []).forEach(function (s) { names[s[0]] = s[1]; });
    return names;
  }
  function docOf(ix, id) {
    if (!ix._fbDocs) { ix._fbDocs = {}; ix.docs.forEach(function (d) { ix._fbDocs[d.id] = d; }); }
    return ix._fbDocs[id] || {};
  }
  // One result: the rulebook, the number, the title, then a snippet of the article's text.
  function hitElement(ix, hit, id, ranges, root) {
    var li = document.createElement("li"), a = document.createElement("a");
    var name = sourceNames(ix)[hit.id.split("/")[0]] || "";
    var number = name && hit.cite.indexOf(name + " ") === 0 ? hit.cite.slice(name.length + 1) : hit.cite;
    li.className = "md-search-result__item";
    li.setAttribute("role", "none");
    a.className = "md-search-result__link fb-hit";
    a.href = new URL(hit.url, root).href;
    a.id = id;
    a.setAttribute("role", "option");
    a.setAttribute("aria-selected", "false");
    var head = document.createElement("span"), source = document.createElement("span");
    var num = document.createElement("strong"), title = document.createElement("span");
    head.className = "fb-hit__head";
    source.className = "fb-hit__source";
    source.textContent = name;
    num.className = "fb-hit__num";
    num.textContent = number;
    title.className = "fb-hit__title";
    marked(title, hit.title, ranges(hit.title), 0, hit.title.length);
    if (name) { head.appendChild(source); head.appendChild(document.createTextNode(" ")); }
    head.appendChild(num);
    head.appendChild(document.createTextNode(" — "));
    head.appendChild(title);
    a.appendChild(head);
    var text = docOf(ix, hit.id).text;
    if (text) {
      var snip = document.createElement("span");
      snip.className = "fb-hit__snippet";
      snippet(snip, text, ranges(text));
      a.appendChild(snip);
    }
    li.appendChild(a);
    return li;
  }

  // the rulebook chips: none pressed (or "all") = every rulebook
  function stored() {
    try {
      var v = JSON.parse(window.localStorage.getItem(STORE) || "[]");
      return Array.isArray(v) ? v.filter(function (x) { return typeof x === "string"; }) : [];
    } catch (e) { return []; }
  }
  function store(ids) {
    try { window.localStorage.setItem(STORE, JSON.stringify(ids)); } catch (e) { /* private mode: not remembered */ }
  }
  function picked(ix) {
    var known = (ix.sources || []).map(function (s) { return s[0]; });
    var ids = stored().filter(function (id) { return known.indexOf(id) >= 0; });
    return ids.length === known.length ? [] : ids;
  }
  function drawChips(group, ix) {               // built once, then only their state changes
    var labels = ix.labels || {}, ids = picked(ix);
    if (!group.firstChild) {
      group.setAttribute("role", "group");
      if (labels.rulebooks) group.setAttribute("aria-label", labels.rulebooks);
      [["", labels.all_rulebooks || "*"]].concat(ix.sources || []).forEach(function (s) {
        var chip = document.createElement("button");
        chip.type = "button";
        chip.className = "fb-chip";
        chip.setAttribute("data-source", s[0]);
        chip.textContent = s[1];
        group.appendChild(chip);
      });
    }
    Array.prototype.forEach.call(group.querySelectorAll("button[data-source]"), function (chip) {
      var id = chip.getAttribute("data-source");
      chip.setAttribute("aria-pressed", String(id ? ids.indexOf(id) >= 0 : ids.length === 0));
    });
  }
  function rank(ix, query, only) {
    if (!only || !only.length) return search(ix, query, 10);
    return search(ix, query, ix.docs.length).filter(function (h) {
      return only.indexOf(h.id.split("/")[0]) >= 0;
    }).slice(0, 10);
  }

  function toggle() { return document.getElementById("__search"); }
  function headerBox() { return document.querySelector("[data-fb-search-header] [data-fb-search-input]"); }
  // On a phone the open panel covers the screen and the page behind it is held still: Material's
  // script does it (body[data-md-scrolllock], styled by both themes); Zensical's does not, so here
  // this does it the same way. Without it, the panel's backdrop widens the page in Zensical.
  var narrow = window.matchMedia ? window.matchMedia("(max-width: 59.984375em)") : null;
  function themeLocksScroll() {
    var meta = document.querySelector('meta[name="generator"]');
    return !!meta && /mkdocs-material/.test(meta.getAttribute("content") || "");
  }
  function lockScroll() {
    var body = document.body, t = toggle();
    if (!body || themeLocksScroll()) return;
    var want = !!(t && t.checked && narrow && narrow.matches), locked = body.hasAttribute("data-md-scrolllock");
    if (want && !locked) {
      body.style.top = "-" + window.pageYOffset + "px";
      body.setAttribute("data-md-scrolllock", "");
    } else if (!want && locked) {
      var y = -parseInt(body.style.top, 10) || 0;
      body.removeAttribute("data-md-scrolllock");
      body.style.top = "";
      if (y) window.scrollTo(0, y);
    }
  }
  function openHeader(focus) {
    var t = toggle(), box = headerBox();
    if (t && !t.checked) t.checked = true;
    lockScroll();
    if (focus && box) box.focus();
  }
  function closeHeader() {
    var t = toggle(), panel = document.querySelector(".md-search");
    if (t) t.checked = false;
    lockScroll();
    if (panel && panel.contains(document.activeElement)) document.activeElement.blur();
  }

  function bind(container) {
    var box = container.querySelector("[data-fb-search-input]");
    var list = container.querySelector("[data-fb-search-results]");
    var status = container.querySelector("[data-fb-search-status]");
    var chips = container.querySelector("[data-fb-search-chips]");
    if (!box || !list) return;
    var header = container.hasAttribute("data-fb-search-header");
    var page = container.hasAttribute("data-fb-search-page");
    var token = 0, shown = "", timer = null, sel = -1;
    if (!list.id) list.id = "fb-results-" + boxes.length;
    box.setAttribute("role", "combobox");
    box.setAttribute("aria-autocomplete", "list");
    box.setAttribute("aria-expanded", "false");
    box.setAttribute("aria-controls", list.id);
    if (box.form) box.form.addEventListener("submit", function (e) { e.preventDefault(); });

    function links() { return list.querySelectorAll("a[role=option]"); }
    function select(i) {
      var items = links();
      sel = Math.max(-1, Math.min(i, items.length - 1));
      Array.prototype.forEach.call(items, function (a, k) {
        a.setAttribute("aria-selected", String(k === sel));
        a.classList.toggle("fb-selected", k === sel);
      });
      if (sel >= 0) {
        box.setAttribute("aria-activedescendant", items[sel].id);
        items[sel].scrollIntoView({ block: "nearest" });
      } else box.removeAttribute("aria-activedescendant");
    }
    function draw(ix, query, hits) {
      var ranges = highlighter(ix, query), root = siteRoot();
      list.textContent = "";
      hits.forEach(function (h, i) { list.appendChild(hitElement(ix, h, list.id + "-" + i, ranges, root)); });
      if (hits.length) list.setAttribute("role", "listbox"); else list.removeAttribute("role");
      if (ix.labels && ix.labels.results) list.setAttribute("aria-label", ix.labels.results);
      box.setAttribute("aria-expanded", String(hits.length > 0));
      if (status) status.textContent = hits.length ? "" : (status.getAttribute("data-none") || "");
      select(-1);
    }
    // Each rendering has a token: a result that arrives after the box changed is dropped, so
    // what is on screen is always the answer to the text in the box (or to an earlier text
    // while the next one waits for the typing pause, never after).
    function render(query) {
      var mine = ++token;
      clearTimeout(timer);
      timer = null;
      if (!query.trim()) {
        list.textContent = "";
        list.removeAttribute("role");
        box.setAttribute("aria-expanded", "false");
        if (status) status.textContent = "";
        select(-1);
        shown = query;
        return Promise.resolve([]);
      }
      return load().then(function (ix) {
        if (mine !== token) return null;
        if (chips) drawChips(chips, ix);
        var hits = rank(ix, query, chips ? picked(ix) : null);
        draw(ix, query, hits);
        shown = query;
        return hits;
      }, function () { return null; });
    }
    function current() { return timer === null && shown === box.value; }
    function go(link) { if (link) window.location.assign(link.href); }

    box.addEventListener("input", function () {
      token++;                                   // an answer still on its way is now stale
      select(-1);
      container.classList.add("fb-open");
      clearTimeout(timer);
      timer = null;
      if (!box.value.trim()) { render(box.value); return; }
      timer = setTimeout(function () { timer = null; render(box.value); }, 120);
    });
    box.addEventListener("keydown", function (e) {
      if (e.isComposing) return;
      var query = box.value;
      if (e.key === "Enter") {
        e.preventDefault();
        if (current()) { go(links()[sel >= 0 ? sel : 0]); return; }
        render(query).then(function (hits) { if (hits && hits.length && box.value === query) go(links()[0]); });
      } else if (e.key === "ArrowDown" || e.key === "ArrowUp") {
        var down = e.key === "ArrowDown";
        if (!query.trim()) return;
        e.preventDefault();
        if (!current()) {
          render(query).then(function (hits) {
            if (hits && hits.length && box.value === query) select(down ? 0 : hits.length - 1);
          });
          return;
        }
        select(down ? Math.min(sel + 1, links().length - 1) : sel - 1);
      } else if (e.key === "Escape") {
        if (header) { e.preventDefault(); select(-1); closeHeader(); }
        else if (query) { e.preventDefault(); box.value = ""; render(""); }
      }
    });
    box.addEventListener("focus", function () {
      if (header) openHeader(false);            // Material shows the panel when its toggle is on
      container.classList.add("fb-open");
      load().then(function (ix) { if (chips) drawChips(chips, ix); }, noop);
    });
    if (!header && !page) {                     // a box in a page (home): its list drops down
      document.addEventListener("pointerdown", function (e) {
        if (!container.contains(e.target)) container.classList.remove("fb-open");
      });
    }
    if (chips) {
      chips.addEventListener("click", function (e) {
        var chip = e.target.closest && e.target.closest("button[data-source]");
        if (!chip || !index) return;
        var id = chip.getAttribute("data-source"), ids = picked(index), at = ids.indexOf(id);
        if (!id) ids = []; else if (at >= 0) ids.splice(at, 1); else ids.push(id);
        store(ids.length === (index.sources || []).length ? [] : ids);
        boxes.forEach(function (b) { b.refresh(); });
      });
    }
    boxes.push({
      refresh: function () {
        if (chips && index) drawChips(chips, index);
        if (chips && box.value.trim()) render(box.value);
      }
    });
    if (page) {
      load().then(function (ix) { if (chips) drawChips(chips, ix); }, noop);
      var q = new URLSearchParams(window.location.search).get("q");
      if (q) { box.value = q; render(q); }
    }
  }

  // the glossary's filter box: hides the cards that do not contain the typed text
  function bindFilter(container) {
    var box = container.querySelector("[data-fb-filter-input]");
    var status = container.querySelector("[data-fb-filter-status]");
    if (!box) return;
    var items = Array.prototype.slice.call(document.querySelectorAll("[data-fb-filter-item]"));
    var texts = items.map(function (item) { return fold(item.textContent).replace(/\s+/g, " "); });
    var groups = document.querySelectorAll("[data-fb-filter-group]");
    var letters = document.querySelectorAll("[data-fb-filter-letter]");
    function apply() {
      var q = fold(box.value).replace(/\s+/g, " ").trim(), seen = {};
      items.forEach(function (item, i) {
        var ok = !q || texts[i].indexOf(q) >= 0;
        item.hidden = !ok;
        if (ok) seen[item.getAttribute("data-fb-filter-item")] = true;
      });
      Array.prototype.forEach.call(groups, function (g) { g.hidden = !g.querySelector("[data-fb-filter-item]:not([hidden])"); });
      Array.prototype.forEach.call(letters, function (a) {
        var g = document.getElementById(a.getAttribute("data-fb-filter-letter"));
        a.hidden = !!(g && g.hidden);
      });
      var count = Object.keys(seen).length;
      if (status) {
        status.textContent = !q ? "" : count ? (status.getAttribute("data-count") || "").replace("{count}", count)
          : (status.getAttribute("data-none") || "");
      }
    }
    box.addEventListener("input", apply);
    if (box.value) apply();
  }

  function editable(el) {
    return !!el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));
  }
  function setup() {
    Array.prototype.forEach.call(document.querySelectorAll("[data-fb-search]"), bind);
    Array.prototype.forEach.call(document.querySelectorAll("[data-fb-filter]"), bindFilter);
    var t = toggle();
    if (t) t.addEventListener("change", function () {
      var box = headerBox();
      lockScroll();
      if (t.checked && box) box.focus();         // at once: a phone opens its keyboard only then
      if (!t.checked) closeHeader();
    });
    if (narrow && narrow.addEventListener) narrow.addEventListener("change", lockScroll);
    // "/" goes to the search (the page's own box when it has one), Escape closes the header's
    document.addEventListener("keydown", function (e) {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return;
      if (e.key === "/" && !editable(e.target)) {
        var own = document.querySelector("[data-fb-search-page] [data-fb-search-input], [data-fb-search-home] [data-fb-search-input]");
        e.preventDefault();
        if (own && own.offsetParent !== null) own.focus(); else openHeader(true);
      } else if (e.key === "Escape" && t && t.checked) {
        closeHeader();
      }
    });
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setup); else setup();
})(typeof window !== "undefined" ? window : globalThis);
