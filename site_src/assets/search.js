// Floorbook article search, the page side: the header's search panel, the search page's and the home
// page's boxes, results at article level (rulebook, number, title, a snippet, the query's words
// highlighted), the rulebook chips, the keys; and the glossary's filter box. Works offline, no
// dependency. The ranking is the core's, in assets/search/ (text.js, concepts.js, references.js,
// query.js): the same algorithm as floorbook/search/, module for module and function for function,
// over the same index (assets/search-<lang>.json, written by the site adapter), so the site and
// the CLI rank alike (tests/test_search.py). Data from the index is put in the page as text
// (textContent), never as markup.
//
// Before the list, the answer cards: the comparison topic the query matches (its question, each
// rulebook's answer in one line, the differing ones marked, a link to the topic's page) and the floor
// assistant's situation that rules it ("Ask the assistant", that situation chosen): the core's
// matchTopic and matchSituation, as `floorbook search` prints them.
//
// For tests and tools: window.FloorbookSearch = {normalise, stem, tokens, parseReference,
// queryTerms, search, prepare, matchTopic, matchSituation, preferred}, the core's functions.

import { findConcepts } from "./search/concepts.js";
import { matchSituation, matchTopic, preferred, prepare, queryTerms, search } from "./search/query.js";
import { parseReference } from "./search/references.js";
import { editDistance, fuzzyMax, normalise, stem, tokens, words } from "./search/text.js";

window.FloorbookSearch = { normalise, stem, tokens, parseReference, queryTerms, search, prepare, matchTopic,
  matchSituation, preferred };

let index = null;
let pending = null;
const boxes = [];
const STORE = "floorbook.search.rulebooks"; // the rulebook chips, remembered between visits
const WORD = /[0-9A-Za-z\u00AA\u00B5\u00BA\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F%]+/g;
const SNIPPET = 170; // characters of article text under a result

function siteRoot() {
  const config = JSON.parse(document.getElementById("__config").textContent);
  const base = new URL(config.base + "/", window.location.href);
  return document.documentElement.lang === "en" ? new URL("../", base) : base;
}
function load() {
  if (!pending) {
    const lang = document.documentElement.lang === "en" ? "en" : "fr";
    pending = fetch(new URL(`assets/search-${lang}.json`, siteRoot()))
      .then((r) => {
        if (!r.ok) throw new Error("search index: " + r.status);
        return r.json();
      })
      .then((j) => (index = prepare(j)));
    pending.catch(() => { pending = null; }); // not loaded (offline): try again next time
  }
  return pending;
}
const noop = () => {};

// --- the highlighter -----------------------------------------------------------------------------
// The words of a text as the highlighter compares them: each word through the core's tokens
// (accents and case folded, stemmed; nothing for a stop word). [{s: start, e: end, t: token}]
function spans(ix, text) {
  const out = [];
  for (const m of text.matchAll(WORD)) {
    const t = tokens(m[0], ix._stop).join(" ");
    if (t) out.push({ s: m.index, e: m.index + m[0].length, t });
  }
  return out;
}
// What to highlight for a query: its words (exact, as a prefix, or with a typo: the query's own rule,
// a word the index does not know within fuzzyMax edits of the word as typed), and every form of the
// glossary concepts the query names ("shove" highlights "tapis").
function highlighter(ix, query) {
  const wanted = []; // [token, edits allowed]
  for (const m of query.matchAll(WORD)) {
    const typed = words(m[0], ix._stop);
    const t = typed.map(stem).join(" ");
    if (t.length > 1) wanted.push([t, ix._pos.has(t) ? 0 : fuzzyMax(typed.join(" "))]);
  }
  if (!ix._fbForms) { // concept id → its forms, each as a list of tokens
    ix._fbForms = new Map();
    for (const [key, id] of Object.entries(ix.phrases || {})) {
      if (!ix._fbForms.has(id)) ix._fbForms.set(id, []);
      ix._fbForms.get(id).push(key.split(" "));
    }
  }
  const forms = findConcepts(wanted.map(([t]) => t), ix.phrases || {}, ix.params.words)
    .flatMap((id) => ix._fbForms.get(id) || []);
  const matches = (t) => wanted.some(([q, edits]) =>
    t === q || (q.length >= 3 && t.startsWith(q)) || (edits > 0 && editDistance(t, q, edits) <= edits));
  return function ranges(text) {
    const found = spans(ix, text);
    const out = [];
    for (const w of found) if (matches(w.t)) out.push([w.s, w.e]);
    for (const form of forms) {
      for (let i = 0; i + form.length <= found.length; i++) {
        let k = 0;
        while (k < form.length && found[i + k].t === form[k]) k++;
        if (k === form.length) out.push([found[i].s, found[i + k - 1].e]);
      }
    }
    out.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
    let end = -1;
    return out.filter((r) => {
      if (r[0] < end) return false;
      end = r[1];
      return true;
    });
  };
}
function marked(parent, text, ranges, from, to) { // text[from:to] with <mark> on the ranges
  let at = from;
  for (const [start, stop] of ranges) {
    const s = Math.max(start, at);
    const e = Math.min(stop, to);
    if (e <= s) continue;
    if (s > at) parent.appendChild(document.createTextNode(text.slice(at, s)));
    const mark = document.createElement("mark");
    mark.textContent = text.slice(s, e);
    parent.appendChild(mark);
    at = e;
  }
  if (at < to) parent.appendChild(document.createTextNode(text.slice(at, to)));
}
function snippet(parent, text, ranges) { // about SNIPPET characters around the first match
  let from = 0;
  if (ranges.length && ranges[0][1] > SNIPPET - 30) from = text.lastIndexOf(" ", Math.max(0, ranges[0][0] - 50)) + 1;
  let to = Math.min(text.length, from + SNIPPET);
  if (to < text.length) {
    const space = text.lastIndexOf(" ", to);
    if (space > from) to = space;
  }
  if (from > 0) parent.appendChild(document.createTextNode("… "));
  marked(parent, text, ranges, from, to);
  if (to < text.length) parent.appendChild(document.createTextNode(" …"));
}

// --- the result list -----------------------------------------------------------------------------
function sourceNames(ix) {
  return Object.fromEntries((ix.sources || []).map((s) => [s[0], s[1]]));
}
function docOf(ix, id) {
  if (!ix._fbDocs) ix._fbDocs = new Map(ix.docs.map((d) => [d.id, d]));
  return ix._fbDocs.get(id) || {};
}
function element(tag, className, text) {
  const el = document.createElement(tag);
  if (className) el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}
// One result: the rulebook, the number, the title, then a snippet of the article's text.
function hitElement(ix, hit, id, ranges, root) {
  const li = element("li", "md-search-result__item");
  const a = element("a", "md-search-result__link fb-hit");
  const name = sourceNames(ix)[hit.id.split("/")[0]] || "";
  const number = name && hit.cite.startsWith(name + " ") ? hit.cite.slice(name.length + 1) : hit.cite;
  li.setAttribute("role", "none");
  a.href = new URL(hit.url, root).href;
  a.id = id;
  a.setAttribute("role", "option");
  a.setAttribute("aria-selected", "false");
  const head = element("span", "fb-hit__head");
  const title = element("span", "fb-hit__title");
  marked(title, hit.title, ranges(hit.title), 0, hit.title.length);
  if (name) head.append(element("span", "fb-hit__source", name), document.createTextNode(" "));
  head.append(element("strong", "fb-hit__num", number), document.createTextNode(" — "), title);
  a.appendChild(head);
  const text = docOf(ix, hit.id).text;
  if (text) {
    const snip = element("span", "fb-hit__snippet");
    snippet(snip, text, ranges(text));
    a.appendChild(snip);
  }
  li.appendChild(a);
  return li;
}

// --- the rulebook chips: none pressed (or "all") = every rulebook ---------------------------------
function stored() {
  try {
    const v = JSON.parse(window.localStorage.getItem(STORE) || "[]");
    return Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
  } catch {
    return [];
  }
}
function store(ids) {
  try {
    window.localStorage.setItem(STORE, JSON.stringify(ids));
  } catch { /* private mode: not remembered */ }
}
function picked(ix) {
  const known = (ix.sources || []).map((s) => s[0]);
  const ids = stored().filter((id) => known.includes(id));
  return ids.length === known.length ? [] : ids;
}
function drawChips(group, ix) { // built once, then only their state changes
  const labels = ix.labels || {};
  const ids = picked(ix);
  if (!group.firstChild) {
    group.setAttribute("role", "group");
    if (labels.rulebooks) group.setAttribute("aria-label", labels.rulebooks);
    for (const [source, label] of [["", labels.all_rulebooks || "*"], ...(ix.sources || [])]) {
      const chip = document.createElement("button");
      chip.type = "button";
      chip.className = "fb-chip";
      chip.setAttribute("data-source", source);
      chip.textContent = label;
      group.appendChild(chip);
    }
  }
  for (const chip of group.querySelectorAll("button[data-source]")) {
    const id = chip.getAttribute("data-source");
    chip.setAttribute("aria-pressed", String(id ? ids.includes(id) : ids.length === 0));
  }
}
// The answer cards of a query (topic, situation), in a box just before the result list.
function answerBox(list) {
  let box = list.previousElementSibling;
  if (!box || !box.hasAttribute("data-fb-answers")) {
    box = element("div", "fb-answers");
    box.setAttribute("data-fb-answers", "");
    list.parentNode.insertBefore(box, list);
  }
  return box;
}
function drawAnswers(ix, list, query, hits, root) {
  const box = answerBox(list);
  box.textContent = "";
  const topic = query.trim() ? matchTopic(ix, query, hits) : null;
  if (!topic) return;
  const labels = ix.labels || {};
  const card = ix.topics[topic];
  const section = element("section", "fb-answer");
  section.setAttribute("data-fb-topic", topic);
  if (labels.topic_answer) section.setAttribute("aria-label", labels.topic_answer);
  const question = element("a", "fb-answer__question", card.question);
  question.href = new URL(card.url, root).href;
  section.appendChild(question);
  const cells = element("ul", "fb-answer__cells");
  for (const [book, line, differs, silent] of card.cells) {
    const li = element("li", "fb-answer__cell" + (differs ? " fb-answer__cell--differs" : "") +
      (silent ? " fb-answer__cell--silent" : ""));
    li.append(element("span", "fb-answer__book", book), document.createTextNode(" "));
    if (differs) {
      const mark = element("span", "fb-answer__mark", "≠");
      mark.title = labels.differs || "";
      mark.setAttribute("aria-label", labels.differs || "≠");
      li.append(mark, document.createTextNode(" "));
    }
    li.appendChild(element("span", "fb-answer__line", line));
    li.title = `${book}: ${line}`;
    cells.appendChild(li);
  }
  section.appendChild(cells);
  const links = element("div", "fb-answer__links");
  const more = element("a", "fb-answer__more", labels.see_topic || card.title);
  more.href = new URL(card.url, root).href;
  links.appendChild(more);
  const situation = matchSituation(ix, topic);
  if (situation) {
    const ask = element("a", "fb-answer__assistant");
    ask.href = new URL(`${ix.lang === "en" ? "en/" : ""}assistant/?situation=${encodeURIComponent(situation[0])}`,
      root).href;
    ask.setAttribute("data-fb-situation", situation[0]);
    ask.append(element("strong", "", labels.ask_assistant || ""), document.createTextNode(" · " + situation[1]));
    links.appendChild(ask);
  }
  section.appendChild(links);
  box.appendChild(section);
}

// In a tournament (the link a player opened, stored by the site's pages: window.floorbookTournament), its base
// rulebook's articles rank first, an overlay's base after it (the core's preferred); none outside a tournament.
function tournamentRulebooks(ix) {
  try {
    const stored = window.floorbookTournament ? window.floorbookTournament() : null;
    const base = stored && stored.house && typeof stored.house.base === "string" ? stored.house.base : null;
    return preferred(ix, base);
  } catch {
    return [];  // a stored tournament that cannot be read: searched as without
  }
}

function rank(ix, query, only) {
  const prefer = tournamentRulebooks(ix);
  if (!only || !only.length) return search(ix, query, 10, prefer);
  return search(ix, query, ix.docs.length, prefer).filter((h) => only.includes(h.id.split("/")[0])).slice(0, 10);
}

// --- the header's panel --------------------------------------------------------------------------
const toggle = () => document.getElementById("__search");
const headerBox = () => document.querySelector("[data-fb-search-header] [data-fb-search-input]");
// On a phone the open panel covers the screen and the page behind it is held still: Material's
// script does it (body[data-md-scrolllock], styled by both themes); Zensical's does not, so here
// this does it the same way. Without it, the panel's backdrop widens the page in Zensical.
const narrow = window.matchMedia ? window.matchMedia("(max-width: 59.984375em)") : null;
function themeLocksScroll() {
  const meta = document.querySelector('meta[name="generator"]');
  return !!meta && /mkdocs-material/.test(meta.getAttribute("content") || "");
}
function lockScroll() {
  const body = document.body;
  const t = toggle();
  if (!body || themeLocksScroll()) return;
  const want = !!(t && t.checked && narrow && narrow.matches);
  const locked = body.hasAttribute("data-md-scrolllock");
  if (want && !locked) {
    body.style.top = `-${window.pageYOffset}px`;
    body.setAttribute("data-md-scrolllock", "");
  } else if (!want && locked) {
    const y = -parseInt(body.style.top, 10) || 0;
    body.removeAttribute("data-md-scrolllock");
    body.style.top = "";
    if (y) window.scrollTo(0, y);
  }
}
function openHeader(focus) {
  const t = toggle();
  const box = headerBox();
  if (t && !t.checked) t.checked = true;
  lockScroll();
  if (focus && box) box.focus();
}
function closeHeader() {
  const t = toggle();
  const panel = document.querySelector(".md-search");
  if (t) t.checked = false;
  lockScroll();
  if (panel && panel.contains(document.activeElement)) document.activeElement.blur();
}

// --- a search box and its list -------------------------------------------------------------------
function bind(container) {
  const box = container.querySelector("[data-fb-search-input]");
  const list = container.querySelector("[data-fb-search-results]");
  const status = container.querySelector("[data-fb-search-status]");
  const chips = container.querySelector("[data-fb-search-chips]");
  if (!box || !list) return;
  const header = container.hasAttribute("data-fb-search-header");
  const page = container.hasAttribute("data-fb-search-page");
  let token = 0;
  let shown = "";
  let timer = null;
  let sel = -1;
  if (!list.id) list.id = "fb-results-" + boxes.length;
  box.setAttribute("role", "combobox");
  box.setAttribute("aria-autocomplete", "list");
  box.setAttribute("aria-expanded", "false");
  box.setAttribute("aria-controls", list.id);
  if (box.form) box.form.addEventListener("submit", (e) => e.preventDefault());

  const links = () => list.querySelectorAll("a[role=option]");
  function select(i) {
    const items = links();
    sel = Math.max(-1, Math.min(i, items.length - 1));
    items.forEach((a, k) => {
      a.setAttribute("aria-selected", String(k === sel));
      a.classList.toggle("fb-selected", k === sel);
    });
    if (sel >= 0) {
      box.setAttribute("aria-activedescendant", items[sel].id);
      items[sel].scrollIntoView({ block: "nearest" });
    } else box.removeAttribute("aria-activedescendant");
  }
  function draw(ix, query, hits) {
    const ranges = highlighter(ix, query);
    const root = siteRoot();
    list.textContent = "";
    drawAnswers(ix, list, query, hits, root);
    hits.forEach((h, i) => list.appendChild(hitElement(ix, h, `${list.id}-${i}`, ranges, root)));
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
    const mine = ++token;
    clearTimeout(timer);
    timer = null;
    if (!query.trim()) {
      list.textContent = "";
      answerBox(list).textContent = "";
      list.removeAttribute("role");
      box.setAttribute("aria-expanded", "false");
      if (status) status.textContent = "";
      select(-1);
      shown = query;
      return Promise.resolve([]);
    }
    return load().then((ix) => {
      if (mine !== token) return null;
      if (chips) drawChips(chips, ix);
      const hits = rank(ix, query, chips ? picked(ix) : null);
      draw(ix, query, hits);
      shown = query;
      return hits;
    }, () => null);
  }
  const current = () => timer === null && shown === box.value;
  const go = (link) => { if (link) window.location.assign(link.href); };

  box.addEventListener("input", () => {
    token++; // an answer still on its way is now stale
    select(-1);
    container.classList.add("fb-open");
    clearTimeout(timer);
    timer = null;
    if (!box.value.trim()) {
      render(box.value);
      return;
    }
    timer = setTimeout(() => {
      timer = null;
      render(box.value);
    }, 120);
  });
  box.addEventListener("keydown", (e) => {
    if (e.isComposing) return;
    const query = box.value;
    if (e.key === "Enter") {
      e.preventDefault();
      if (current()) {
        go(links()[sel >= 0 ? sel : 0]);
        return;
      }
      render(query).then((hits) => { if (hits && hits.length && box.value === query) go(links()[0]); });
    } else if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      const down = e.key === "ArrowDown";
      if (!query.trim()) return;
      e.preventDefault();
      if (!current()) {
        render(query).then((hits) => {
          if (hits && hits.length && box.value === query) select(down ? 0 : hits.length - 1);
        });
        return;
      }
      select(down ? Math.min(sel + 1, links().length - 1) : sel - 1);
    } else if (e.key === "Escape") {
      if (header) {
        e.preventDefault();
        select(-1);
        closeHeader();
      } else if (query) {
        e.preventDefault();
        box.value = "";
        render("");
      }
    }
  });
  box.addEventListener("focus", () => {
    if (header) openHeader(false); // Material shows the panel when its toggle is on
    container.classList.add("fb-open");
    load().then((ix) => { if (chips) drawChips(chips, ix); }, noop);
  });
  if (!header && !page) { // a box in a page (home): its list drops down
    document.addEventListener("pointerdown", (e) => {
      if (!container.contains(e.target)) container.classList.remove("fb-open");
    });
  }
  if (chips) {
    chips.addEventListener("click", (e) => {
      const chip = e.target.closest && e.target.closest("button[data-source]");
      if (!chip || !index) return;
      const id = chip.getAttribute("data-source");
      let ids = picked(index);
      const at = ids.indexOf(id);
      if (!id) ids = []; else if (at >= 0) ids.splice(at, 1); else ids.push(id);
      store(ids.length === (index.sources || []).length ? [] : ids);
      for (const b of boxes) b.refresh();
    });
  }
  boxes.push({
    refresh() {
      if (chips && index) drawChips(chips, index);
      if (chips && box.value.trim()) render(box.value);
    },
  });
  if (page) {
    load().then((ix) => { if (chips) drawChips(chips, ix); }, noop);
    const q = new URLSearchParams(window.location.search).get("q");
    if (q) {
      box.value = q;
      render(q);
    }
  }
}

// --- the glossary's filter box: hides the cards that do not contain the typed text ----------------
// (accents and case folded, punctuation kept: a plain substring test)
function caseless(text) {
  return text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase()
    .replace(/\u0153/g, "oe").replace(/\u00e6/g, "ae");
}
function bindFilter(container) {
  const box = container.querySelector("[data-fb-filter-input]");
  const status = container.querySelector("[data-fb-filter-status]");
  if (!box) return;
  const items = Array.from(document.querySelectorAll("[data-fb-filter-item]"));
  const texts = items.map((item) => caseless(item.textContent).replace(/\s+/g, " "));
  const groups = document.querySelectorAll("[data-fb-filter-group]");
  const letters = document.querySelectorAll("[data-fb-filter-letter]");
  function apply() {
    const q = caseless(box.value).replace(/\s+/g, " ").trim();
    const seen = new Set();
    items.forEach((item, i) => {
      const ok = !q || texts[i].includes(q);
      item.hidden = !ok;
      if (ok) seen.add(item.getAttribute("data-fb-filter-item"));
    });
    for (const g of groups) g.hidden = !g.querySelector("[data-fb-filter-item]:not([hidden])");
    for (const a of letters) {
      const g = document.getElementById(a.getAttribute("data-fb-filter-letter"));
      a.hidden = !!(g && g.hidden);
    }
    if (status) {
      status.textContent = !q ? "" : seen.size ? (status.getAttribute("data-count") || "").replace("{count}", seen.size)
        : (status.getAttribute("data-none") || "");
    }
  }
  box.addEventListener("input", apply);
  if (box.value) apply();
}

// --- setup ---------------------------------------------------------------------------------------
function editable(el) {
  return !!el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));
}
function setup() {
  document.querySelectorAll("[data-fb-search]").forEach(bind);
  document.querySelectorAll("[data-fb-filter]").forEach(bindFilter);
  const t = toggle();
  if (t) {
    t.addEventListener("change", () => {
      const box = headerBox();
      lockScroll();
      if (t.checked && box) box.focus(); // at once: a phone opens its keyboard only then
      if (!t.checked) closeHeader();
    });
  }
  if (narrow && narrow.addEventListener) narrow.addEventListener("change", lockScroll);
  // "/" goes to the search (the page's own box when it has one), Escape closes the header's
  document.addEventListener("keydown", (e) => {
    if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return;
    if (e.key === "/" && !editable(e.target)) {
      const own = document.querySelector(
        "[data-fb-search-page] [data-fb-search-input], [data-fb-search-home] [data-fb-search-input]");
      e.preventDefault();
      if (own && own.offsetParent !== null) own.focus(); else openHeader(true);
    } else if (e.key === "Escape" && t && t.checked) {
      closeHeader();
    }
  });
}
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setup); else setup();
