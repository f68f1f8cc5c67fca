/* Floorbook article search: the same algorithm as floorbook/search.py, over the same index
   (assets/search-<lang>.json, written by the site adapter). Works offline, no dependency. */
(function (root) {
  "use strict";

  function normalise(text) {
    return text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase()
      .replace(/[^a-z0-9%]+/g, " ").trim();
  }
  function stem(w) {
    return (w.length > 4 && (w.endsWith("s") || w.endsWith("x")) && !w.endsWith("ss")) ? w.slice(0, -1) : w;
  }
  function tokens(text, stop) {
    var out = [];
    normalise(text).split(" ").forEach(function (w) { if (w && !stop.has(w)) out.push(stem(w)); });
    return out;
  }
  function findConcepts(toks, phrases) {
    var found = [];
    for (var size = 4; size >= 1; size--) {
      for (var i = 0; i + size <= toks.length; i++) {
        var id = phrases[toks.slice(i, i + size).join(" ")];
        if (id) found.push(id);
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
  function fuzzyMax(w) { return w.length < 4 ? 0 : (w.length < 8 ? 1 : 2); }

  function prepare(index) {
    if (index._ready) return index;
    index._stop = new Set(index.stop);
    index._vocab = index.terms;           // term strings; docs refer to them by position
    index._df = {};
    index.terms.forEach(function (t, i) { index._df[t] = index.df[i]; });
    index._ready = true;
    return index;
  }

  function queryTerms(index, query) {
    var toks = tokens(query, index._stop), terms = {}, corrected = [], p = index.params;
    toks.forEach(function (tok) {
      if (index._df[tok] !== undefined) { terms[tok] = Math.max(terms[tok] || 0, 1); corrected.push(tok); return; }
      var limit = fuzzyMax(tok), best = [], top = Infinity;
      if (limit) {
        index._vocab.forEach(function (word) {
          if (word[0] === "~" || Math.abs(word.length - tok.length) > limit) return;
          var d = levenshtein(tok, word, limit);
          if (d <= limit) { best.push([d, word]); if (d < top) top = d; }
        });
      }
      if (best.length) {
        var chosen = null;
        best.forEach(function (bw) {
          if (bw[0] === top) {
            terms[bw[1]] = Math.max(terms[bw[1]] || 0, p.fuzzy);
            if (chosen === null || bw[1] < chosen) chosen = bw[1];
          }
        });
        corrected.push(chosen);
      } else { corrected.push(tok); }
    });
    findConcepts(toks, index.phrases).concat(findConcepts(corrected, index.phrases)).forEach(function (id) {
      terms["~" + id] = Math.max(terms["~" + id] || 0, p.concept);
    });
    return terms;
  }

  function search(index, query, limit) {
    prepare(index);
    var terms = queryTerms(index, query), p = index.params, n = index.n, avgdl = index.avgdl || 1;
    var wanted = {};
    Object.keys(terms).forEach(function (t) { var i = index.terms.indexOf(t); if (i >= 0) wanted[i] = terms[t]; });
    var hits = [];
    index.docs.forEach(function (d) {
      var score = 0, tf = d.tf;   // tf: [termPosition, weight, termPosition, weight, ...]
      for (var k = 0; k < tf.length; k += 2) {
        var qw = wanted[tf[k]];
        if (qw === undefined) continue;
        var w = tf[k + 1], df = index.df[tf[k]];
        var idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
        score += qw * idf * w * (p.k1 + 1) / (w + p.k1 * (1 - p.b + p.b * d.len / avgdl));
      }
      if (score > 0) hits.push({ id: d.id, score: Math.round(score * 10000) / 10000, cite: d.cite, title: d.title, url: d.url });
    });
    hits.sort(function (a, b) { return b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0); });
    return hits.slice(0, limit || 10);
  }

  var api = { normalise: normalise, tokens: tokens, search: search, prepare: prepare };
  if (typeof module !== "undefined" && module.exports) { module.exports = api; }
  root.FloorbookSearch = api;

  // --- the boxes: the header's search and the search page, results at article level ------------
  if (typeof document === "undefined") return;
  var index = null, pending = null;
  function siteRoot() {
    var config = JSON.parse(document.getElementById("__config").textContent);
    var base = new URL(config.base + "/", window.location.href);
    return document.documentElement.lang === "en" ? new URL("../", base) : base;
  }
  function load() {
    if (!pending) {
      var lang = document.documentElement.lang === "en" ? "en" : "fr";
      pending = fetch(new URL("assets/search-" + lang + ".json", siteRoot()))
        .then(function (r) { return r.json(); }).then(function (j) { index = prepare(j); return index; });
    }
    return pending;
  }
  function bind(container) {
    var box = container.querySelector("[data-fb-search-input]");
    var list = container.querySelector("[data-fb-search-results]");
    var status = container.querySelector("[data-fb-search-status]");
    if (!box || !list) return;
    var form = box.form;
    if (form) form.addEventListener("submit", function (e) { e.preventDefault(); });
    function render(q) {
      if (!q.trim()) { list.innerHTML = ""; if (status) status.textContent = ""; return; }
      load().then(function (ix) {
        var hits = search(ix, q, 10), root = siteRoot();
        list.innerHTML = "";
        hits.forEach(function (h) {
          var li = document.createElement("li"), a = document.createElement("a");
          li.className = "md-search-result__item";
          a.href = new URL(h.url, root).href;
          a.className = "md-search-result__link fb-hit";
          var cite = document.createElement("strong"); cite.textContent = h.cite;
          a.appendChild(cite); a.appendChild(document.createTextNode(" — " + h.title));
          li.appendChild(a); list.appendChild(li);
        });
        if (status) status.textContent = hits.length ? "" : status.dataset.none;
      });
    }
    var timer;
    box.addEventListener("input", function () { clearTimeout(timer); timer = setTimeout(function () { render(box.value); }, 120); });
    box.addEventListener("focus", load, { once: true });
    box.addEventListener("keydown", function (e) {
      if (e.key === "Enter") { var first = list.querySelector("a"); if (first) window.location.href = first.href; }
    });
    var q = new URLSearchParams(window.location.search).get("q");
    if (q && container.hasAttribute("data-fb-search-page")) { box.value = q; render(q); }
  }
  function setup() {
    Array.prototype.forEach.call(document.querySelectorAll("[data-fb-search]"), bind);
    var toggle = document.getElementById("__search");
    if (toggle) toggle.addEventListener("change", function () {
      var input = document.querySelector(".md-search [data-fb-search-input]");
      if (toggle.checked && input) setTimeout(function () { input.focus(); }, 50);
    });
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setup); else setup();
})(typeof window !== "undefined" ? window : globalThis);
