// The sheet builder (sheet-builder.md, sheet-builder.en.md): a form generated from builder.json (the
// parameters' declarations, the rulebooks' values, the topics, in words: floorbook.sheet.builder.
// form_document); every change writes the form as a URL query (the keys of floorbook.sheet.house.to_query),
// which the project's own Python (floorbook.sheet.builder.Builder: house.py checks it, sheet_html.py
// and its Jinja2 template write the sheet, as `floorbook sheet` does) turns into the sheet, shown in
// the page and printed by the browser. Nothing here decides what the sheet says: this script builds
// the form, passes its query to Python and shows Python's answer. Every text of the data is set with
// textContent; the sheet, escaped by its template, is shown in a shadow root.
//
// "Print the rules with these choices" prints the whole rulebook with the house's choices, as `floorbook
// booklet CONFIG --format a5|a4` writes it (floorbook.booklet.html, run by the same Python): the
// rulebook's texts come from booklet-<ruleset>-<lang>.json, fetched when first asked (and kept for
// offline use once the page is ready), the booklet is shown in a second shadow root that only the
// print shows, its @page rules copied to the page.
//
// For tests and tools: window.fbBuilder = { ready (a promise), open(query) (fill the form from a query
// and write the sheet: a promise of Python's answer), load(text, name) (a YAML file's text, as the file
// input does), answer (the last answer: html, query, yaml, or errors), heldAsWritten() (the fields whose
// value the controls cannot show, kept as written), booklet(format) (the rules with the house's choices
// made ready to print, a promise of Python's answer: html, or errors), timings, offline, python (the page's
// PythonPage) }.
// What a link gives is never changed without a word: a pair no field holds (an unknown key, a key given
// twice) stays in the query, so that Python refuses it by name, with a button that takes it out of the link;
// a Python call that fails is said in the page's words (python-page.js starts a runtime that failed for good
// again).

import { PythonPage, copy, el, removeButton, splitPairs } from "./python-page.js";

const root = document.getElementById("fb-builder");
const lang = root.dataset.lang || "fr";
const python = new PythonPage(root);
const started = performance.now();
const PY_SETUP = `
from floorbook.sheet.builder import Builder
BUILDER = Builder(PARAMETERS, SHEET)
del PARAMETERS, SHEET
fb_preview = BUILDER.preview_json
fb_load = BUILDER.load_json
fb_booklet = BUILDER.booklet_json
`;
const DEBOUNCE_MS = 250;

const state = {
  form: null,      // builder.json
  fields: [],      // every field of the form: {name, label, get() → text or null, set(text or null), node, refresh?}
  extra: [],       // pairs of the query that no field holds, unknown or given again (kept, so that Python names them)
  topicsGiven: false,  // the topics are the configuration's own (from the query, or changed), not the default
  timer: 0,
  pending: null,
  answer: null,
  order: [],       // the names of the house's choices, in their order
  booklets: new Map(),  // booklet-<ruleset>-<lang>.json → its text, once fetched
  sheetPages: "",  // the sheet's @page rules, given back to the page after the rules are printed
};
const bookletFile = (ruleset, language) => `booklet-${ruleset}-${language}.json`;  // floorbook.site_build.python_pages.booklet_name

// --- words --------------------------------------------------------------------------------------

const pick = (label) => (label ? label[lang] || label.fr : "");
function say(key, values = {}) {
  return pick(state.form.words[key]).replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ""));
}

function status(text, isError = false) {
  const node = root.querySelector(".fb-builder-status");
  node.textContent = text;
  node.hidden = !text;
  node.classList.toggle("fb-builder-failed", isError);
}

let ids = 0;
const newId = (name) => `fb-b-${name.replace(/[^\w-]/g, "-")}-${++ids}`;

// --- fields: each holds one pair of the query ------------------------------------------------------

function field(name, label, node, get, set, extra = {}) {
  const f = { name, label, node, get, set, raw: null, ...extra };
  // a value the controls cannot hold (from a URL or a file) is kept as written until the field is
  // changed, so that Python says what is wrong with it; so is a second value of the link for it
  const edited = () => {
    f.raw = null;
    state.extra = state.extra.filter(([key]) => key !== name);
  };
  node.addEventListener("input", edited);
  node.addEventListener("change", edited);
  state.fields.push(f);
  return f;
}

function labelled(text, control, hint) {
  const id = control.id || (control.id = newId("c"));
  return el("div", { className: "fb-b-field" }, el("label", { for: id, text }),
            hint ? el("small", { id: `${id}-hint`, text: hint }) : null, control);
}

function textInput(name, attrs = {}) {
  return el("input", { id: newId(name), name, type: "text", autocomplete: "off", ...attrs });
}

function selectOf(name, options) {
  const select = el("select", { id: newId(name), name });
  for (const [value, text] of options) select.append(el("option", { value, text }));
  return select;
}

// A select's value; a value it does not offer is added as an option (Python refuses it by name).
function setSelect(select, text) {
  select.value = text;
  if (select.value !== text) {
    select.append(el("option", { value: text, text }));
    select.value = text;
  }
}

function simpleField(name, label, control, hint) {
  const wrap = labelled(label, control, hint);
  if (hint) control.setAttribute("aria-describedby", `${control.id}-hint`);
  // a select without a value in the query: Python's default language; no rulebook (Python says it is required)
  const empty = name === "language" ? "fr" : "";
  return field(name, label, wrap, () => (control.value.trim() === "" ? null : control.value.trim()),
               (text) => (control.tagName === "SELECT" ? setSelect(control, text ?? empty) : (control.value = text ?? "")));
}

// --- a parameter: the rulebook's value, or the house's --------------------------------------------

function baseOf(spec) {
  return spec.base[currentBase()] || { text: "silent", words: { fr: "", en: "" } };
}

function currentBase() {
  const f = state.fields.find((x) => x.name === "base");
  return (f && f.get()) || state.form.default_base;
}

// "a:1, b:2" → [["a", "1"], ["b", "2"]], in their order.
const pairs = (text) => text.split(",").filter((p) => p.trim()).map((p) => p.split(":").map((s) => s.trim()))
  .map(([k, v]) => [k, v ?? ""]);

// A JSON object of numbers, texts and flat objects → its entries in their order (values as text, an
// object's as entries), or null: JSON.parse would sort number keys.
function jsonEntries(text) {
  let data;
  try { data = JSON.parse(text); } catch { return null; }
  if (!data || typeof data !== "object" || Array.isArray(data)) return null;
  const entries = (body) => [...body.matchAll(/"((?:[^"\\]|\\.)*)"\s*:\s*(\{[^{}]*\}|"(?:[^"\\]|\\.)*"|[^,{}]+)/g)]
    .map(([, k, v]) => [JSON.parse(`"${k}"`), v.startsWith("{") ? entries(v.slice(1, -1)) : String(JSON.parse(v))]);
  return entries(text.trim().slice(1, -1));
}

// A number: a French decimal comma is read as the point the URL writes.
const numberText = (kind, text) => (kind === "number" ? text.replace(",", ".") : text);

// The editor of a house value that is not a plain choice: (node, get, set).
function valueEditor(name, spec, label) {
  if (spec.kind === "list") {
    const boxes = spec.values.map(([value, words]) => {
      const box = el("input", { type: "checkbox", id: newId(name), value });
      return [box, el("label", { className: "fb-b-check", for: box.id }, box, document.createTextNode(pick(words)))];
    });
    const node = el("fieldset", { className: "fb-b-list" }, el("legend", { className: "fb-b-sr", text: label }),
                    ...boxes.map(([, l]) => l));
    // the items in the order shown (the order given first: a list's order may matter, as the suits')
    const get = () => [...node.querySelectorAll("input:checked")].map((b) => b.value).join(",");
    const set = (text) => {
      const items = text.split(",").map((s) => s.trim()).filter(Boolean);
      const rank = (b) => (items.includes(b.value) ? items.indexOf(b.value) : items.length + boxes.findIndex(([x]) => x === b));
      for (const [b, l] of [...boxes].sort((x, y) => rank(x[0]) - rank(y[0]))) {
        b.checked = items.includes(b.value);
        node.append(l);
      }
    };
    return [node, get, set];
  }
  if (spec.kind === "cases" || spec.kind === "mapping") {
    // one box for every case ("in every case"), or for the shorthand; one per case or field
    const parts = spec.kind === "cases"
      ? [["", say("every_case"), spec], ...spec.cases.map(([key, words]) => [key, pick(words), spec])]
      : spec.fields.map(([key, words, sub]) => [key, pick(words), sub]);
    const inputs = parts.map(([key, text, sub]) => {
      const input = textInput(`${name}.${key}`, { inputmode: sub.kind === "pairs" ? "text" : "decimal",
                                                  placeholder: sub.kind === "pairs" ? "8:9, 6:7" : "" });
      return [key, sub, input, labelled(text, input, pick(sub.hint))];
    });
    const node = el("div", { className: "fb-b-parts" }, ...inputs.map(([, , , wrap]) => wrap));
    let short = true;  // the mapping given by its shorthand alone ("9"), not as pairs ("max:9"), as it was written
    const get = () => {
      const given = inputs.filter(([, , input]) => input.value.trim() !== "")
        .map(([key, sub, input]) => [key, sub, numberText(sub.kind, input.value.trim())]);
      if (spec.kind === "cases") {
        const every = given.find(([key]) => key === "");
        return every ? every[2] : given.map(([key, , v]) => `${key}:${v}`).join(",");
      }
      if (short && given.length === 1 && given[0][0] === spec.shorthand) return given[0][2];
      if (!given.some(([, sub]) => sub.kind === "pairs")) return given.map(([key, , v]) => `${key}:${v}`).join(",");
      // nested: JSON as Python writes it, written here entry by entry (a JS object would sort number keys)
      const value = (v) => (/^-?\d+$/.test(v) ? v : JSON.stringify(v));
      const object = (entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(",")}}`;
      return object(given.map(([key, sub, v]) => [key, sub.kind !== "pairs" ? value(v)
        : object(pairs(v).map(([k, x]) => [k, value(x)]))]));
    };
    const set = (text) => {
      for (const [, , input] of inputs) input.value = "";
      short = !/[:{]/.test(text);
      const entries = text.startsWith("{") ? jsonEntries(text)
        : text.includes(":") ? pairs(text) : [[spec.kind === "cases" ? "" : spec.shorthand, text]];
      if (entries === null) return false;
      for (const [key, value] of entries) {
        const found = inputs.find(([k]) => k === key);
        if (!found) return false;
        found[2].value = Array.isArray(value) ? value.map(([k, v]) => `${k}:${v}`).join(", ") : value;
      }
      return true;
    };
    return [node, get, set];
  }
  const input = textInput(name, { inputmode: "decimal", "aria-label": label });
  const hint = el("small", { id: `${input.id}-hint`, text: pick(spec.hint) });
  input.setAttribute("aria-describedby", hint.id);
  return [el("div", { className: "fb-b-field" }, hint, input), () => numberText(spec.kind, input.value.trim()),
          (text) => { input.value = text; return true; }];
}

function parameterField(name) {
  const spec = state.form.parameters[name];
  const label = pick(spec.label);
  const key = `choices.${name}`;
  if (spec.kind === "choice" || spec.kind === "boolean") {
    const values = spec.kind === "boolean" ? [["true", state.form.words.yes], ["false", state.form.words.no]] : spec.values || [];
    const select = selectOf(key, [["", ""], ...values.map(([v, words]) => [v, pick(words)]),
                                  ["discretion", pick(state.form.words.discretion)]]);
    const f = simpleField(key, label, select);
    f.refresh = () => {  // the rulebook's own value: the default, and marked among the others
      const base = baseOf(spec);
      for (const option of select.options) {
        const words = option.value === "" ? say("as_rulebook", { words: pick(base.words) })
          : option.value === "discretion" ? pick(state.form.words.discretion)
            : pick((values.find(([v]) => v === option.value) || [null, { fr: option.value }])[1]);
        option.textContent = option.value !== "" && option.value === base.text ? say("rulebook_value", { words }) : words;
      }
    };
    f.group = true;
    return f;
  }
  // other kinds: the rulebook's value, a value of the house, or left to the tournament director
  const mode = selectOf(key, [["", ""], ["value", spec.kind === "list" ? say("house_list") : say("house_value")],
                              ["discretion", pick(state.form.words.discretion)]]);
  const [editor, read, write] = valueEditor(key, spec, label);
  const box = el("div", { className: "fb-b-editor" }, editor);
  const wrap = el("div", { className: "fb-b-param" }, labelled(label, mode), box);
  const show = () => { box.hidden = mode.value !== "value"; };
  mode.addEventListener("change", () => {
    if (mode.value === "value" && read() === "") write(baseOf(spec).text === "silent" ? "" : baseOf(spec).text);
    show();
  });
  const f = field(key, label, wrap,
    () => (mode.value === "" ? null : mode.value === "discretion" ? "discretion" : read()),
    (text) => {
      mode.value = text === null ? "" : text === "discretion" ? "discretion" : "value";
      if (write(mode.value === "value" ? text : "") === false) f.raw = text;
      show();
    });
  f.refresh = () => { mode.options[0].textContent = say("as_rulebook", { words: pick(baseOf(spec).words) }); };
  f.group = true;
  return f;
}

// --- the form --------------------------------------------------------------------------------------

function section(title, ...children) {
  return el("fieldset", { className: "fb-b-section" }, el("legend", { text: title }), ...children);
}

function buildForm() {
  const form = state.form;
  const w = form.words;
  const today = new Date().toISOString().slice(0, 10);
  state.today = today;

  const event = section(pick(w.event));
  const eventLabels = { name: say("name"), date: pick(w.date), venue: pick(w.venue), td_contact: say("td") };
  for (const key of form.event) {
    const input = key === "date" ? el("input", { id: newId(key), name: `event.${key}`, type: "date" })
      : textInput(`event.${key}`);
    event.append(simpleField(`event.${key}`, eventLabels[key], input).node);
  }
  const base = selectOf("base", form.rulesets.map(([id, title]) => [id, title]));
  const language = selectOf("language", form.languages);
  const url = textInput("url", { type: "url", inputmode: "url", placeholder: "https://" });
  const rulebook = section(pick(w.base),
                           simpleField("base", pick(w.base), base).node,
                           simpleField("language", say("language"), language).node,
                           simpleField("url", say("url"), url, say("url_hint")).node);
  base.addEventListener("change", refresh);

  const details = section(say("details"));
  for (const [key, spec] of Object.entries(form.details)) {
    let control;
    if (spec.kind === "choice" || spec.kind === "boolean") {
      const values = spec.kind === "boolean" ? [["true", pick(w.yes)], ["false", pick(w.no)]]
        : spec.values.map(([v, words]) => [v, pick(words)]);
      control = selectOf(`details.${key}`, [["", say("unset")], ...values]);
    } else control = textInput(`details.${key}`, { inputmode: "numeric" });
    details.append(simpleField(`details.${key}`, pick(spec.label), control, pick(spec.hint)).node);
  }

  const additions = section(pick(w.additions));
  const list = el("ol", { className: "fb-b-additions" });
  const add = el("button", { type: "button", className: "md-button", text: say("add_rule") });
  add.addEventListener("click", () => { addRule(list, "", ""); changed(); });
  additions.append(list, add);
  state.additions = list;

  const topics = section(say("topics"), el("p", { className: "fb-b-hint", text: say("topics_hint") }));
  state.topics = el("ol", { className: "fb-b-topics" });
  topics.append(state.topics);

  const choices = section(say("choices"), el("p", { className: "fb-b-hint", text: say("choices_hint") }));
  for (const group of form.groups) {
    const summary = el("summary", { text: pick(group.title) });
    const count = el("span", { className: "fb-b-count" });
    summary.append(count);
    const box = el("details", { className: "fb-b-group" }, summary);
    const fields = group.parameters.map(parameterField);
    for (const f of fields) box.append(f.node);
    state.groups = [...(state.groups || []), { box, count, fields }];
    choices.append(box);
  }
  const layout = root.querySelector(".fb-builder-form");
  layout.replaceChildren(event, rulebook, details, additions, topics, choices);
}

function addRule(list, fr, en) {
  const frText = el("textarea", { id: newId("fr"), rows: 2 });
  const enText = el("textarea", { id: newId("en"), rows: 2 });
  frText.value = fr;
  enText.value = en;
  const remove = el("button", { type: "button", className: "fb-b-remove", text: say("remove") });
  const item = el("li", { className: "fb-b-rule" }, labelled(say("addition_fr"), frText), labelled(say("addition_en"), enText), remove);
  remove.addEventListener("click", () => { item.remove(); changed(); });
  item._texts = [frText, enText];
  list.append(item);
}

function topicRow(id, title, checked) {
  const box = el("input", { type: "checkbox", id: newId("topic"), value: id });
  box.checked = checked;
  const up = el("button", { type: "button", className: "fb-b-move", "aria-label": `${say("up")} : ${title}`, text: "↑" });
  const down = el("button", { type: "button", className: "fb-b-move", "aria-label": `${say("down")} : ${title}`, text: "↓" });
  const row = el("li", {}, el("label", { for: box.id, className: "fb-b-check" }, box, document.createTextNode(title)), up, down);
  const chosen = () => {  // the list as the form now shows it: a second list from the link goes
    state.topicsGiven = true;
    state.topicsRaw = null;
    state.extra = state.extra.filter(([key]) => key !== "topics");
  };
  const moved = () => { chosen(); changed(); };
  box.addEventListener("change", chosen);
  up.addEventListener("click", () => { if (row.previousElementSibling) { row.previousElementSibling.before(row); moved(); } });
  down.addEventListener("click", () => { if (row.nextElementSibling) { row.nextElementSibling.after(row); moved(); } });
  return row;
}

function fillTopics(chosen) {
  const titles = new Map(state.form.topics.map(([id, title]) => [id, pick(title)]));
  const order = [...chosen, ...state.form.topics.map(([id]) => id).filter((id) => !chosen.includes(id))];
  state.topics.replaceChildren(...order.filter((id) => titles.has(id)).map((id) => topicRow(id, titles.get(id), chosen.includes(id))));
  state.topicsRaw = chosen.some((id) => !titles.has(id)) ? chosen.join(",") : null;
}

// The base changed: every parameter says the new rulebook's value; the groups count the house's choices.
function refresh() {
  for (const f of state.fields) if (f.refresh) f.refresh();
  for (const group of state.groups) {
    const n = group.fields.filter((f) => f.get() !== null).length;
    group.count.textContent = n ? ` (${say("chosen", { n })})` : "";
    if (n) group.box.open = true;
  }
}

// --- the form ↔ the query -------------------------------------------------------------------------

function formQuery() {
  const params = new URLSearchParams();
  const pairs = [];
  for (const f of state.fields) {
    const text = f.raw !== null ? f.raw : f.get();
    if (text !== null) pairs.push([f.name, text]);
  }
  // the house's choices in the order given (a URL's, a file's), then in the order they were made: the
  // sheet lists the choices no topic shows in that order
  for (const [name] of pairs) if (name.startsWith("choices.") && !state.order.includes(name)) state.order.push(name);
  const rank = (name) => (name.startsWith("choices.") ? state.order.indexOf(name) : -1);
  pairs.sort((a, b) => rank(a[0]) - rank(b[0]));
  [...state.additions.children].forEach((item, i) => {
    const [fr, en] = item._texts.map((t) => t.value.trim());
    if (fr) pairs.push([`additions.${i}.fr`, fr]);
    if (en) pairs.push([`additions.${i}.en`, en]);
  });
  if (state.topicsRaw !== null) pairs.push(["topics", state.topicsRaw]);  // as given: Python names the unknown
  else if (state.topicsGiven) {
    pairs.push(["topics", [...state.topics.querySelectorAll("input:checked")].map((b) => b.value).join(",")]);
  }
  for (const [key, value] of [...pairs, ...state.extra]) params.append(key, value);
  return params.toString().replace(/%2C/gi, ",").replace(/%3A/gi, ":");
}

function fillForm(query) {
  const known = new Set(state.fields.map((f) => f.name));
  // the pairs the form holds (the first of each key); the others, unknown or given again, kept for Python
  const { held: params, extra } = splitPairs(new URLSearchParams(query.replace(/^\?/, "")),
    (key) => known.has(key) || key === "topics" || /^additions\.\d+\.(fr|en)$/.test(key));
  state.order = [...params.keys()].filter((key) => key.startsWith("choices."));
  for (const f of state.fields) {
    f.raw = null;
    const text = params.get(f.name);
    f.set(text);
    if (text !== null && f.get() !== text.trim() && f.raw === null) f.raw = text;
  }
  state.additions.replaceChildren();
  const rules = new Map();
  for (const [key, value] of params) {
    const found = /^additions\.(\d+)\.(fr|en)$/.exec(key);
    if (found) rules.set(Number(found[1]), { ...(rules.get(Number(found[1])) || {}), [found[2]]: value });
  }
  for (const i of [...rules.keys()].sort((a, b) => a - b)) addRule(state.additions, rules.get(i).fr || "", rules.get(i).en || "");
  const topics = params.get("topics");
  state.topicsGiven = topics !== null;
  fillTopics(topics === null ? state.form.default_topics : topics.split(",").map((s) => s.trim()).filter(Boolean));
  state.extra = extra;
  refresh();
}

// A first visit: a sheet of the default rulebook, dated today, with blanks to fill in.
function startingQuery() {
  const blank = "____________";
  return new URLSearchParams({ base: state.form.default_base, language: lang, "event.name": say("start_name"),
                               "event.date": state.today, "event.venue": blank, "event.td_contact": blank }).toString();
}

// --- Python's answer on the page --------------------------------------------------------------------

function changed() {
  clearTimeout(state.timer);
  state.timer = setTimeout(update, DEBOUNCE_MS);
}

// A call to Python that failed, as an answer the page shows: what happened in the page's words (the error's
// own text, a Python traceback, is for the console); `failure` names it (python-page.js: fatal, slow).
function engineFailure(error) {
  console.warn("Floorbook: the sheet builder's Python failed", error);
  const failure = error.slow ? "engine_slow" : error.fatal ? "engine_restarted" : "engine_failed";
  const said = { engine_slow: say("engine_slow"), engine_restarted: say("engine_restarted"),
                 engine_failed: say("engine_failed") }[failure];
  return { errors: [{ field: "", message: said, text: said }], failure };
}

async function update() {
  clearTimeout(state.timer);
  refresh();
  const query = formQuery();
  const t0 = performance.now();
  const answer = await python.call("fb_preview", query, lang).then(JSON.parse, engineFailure);
  if (query !== formQuery()) return answer;  // the form changed meanwhile: its own update shows it
  api.timings.lastPreview = performance.now() - t0;
  show(answer, query);
  return answer;
}

function fieldOf(problem) {
  const name = problem.field.replace(/\[(\d+)\]/g, ".$1");
  return state.fields.filter((f) => name === f.name || name.startsWith(`${f.name}.`)).sort((a, b) => b.name.length - a.name.length)[0];
}

function clearMarks() {
  for (const node of root.querySelectorAll(".fb-b-error")) node.remove();
  for (const node of root.querySelectorAll("[aria-invalid]")) node.removeAttribute("aria-invalid");
}

// The problems, each [its line, a button or null], under a heading (none: the line says it all).
function showErrors(lines, heading) {
  const box = state.errors;
  const items = lines.map(([line, button]) => el("li", { text: line }, button ? " " : null, button));
  box.replaceChildren(heading ? el("p", { text: heading }) : "", el("ul", {}, ...items));
  box.hidden = false;
}


function show(answer, query) {
  state.answer = answer;
  clearMarks();
  state.fileErrors.hidden = true;
  if (answer.failure) root.dataset.failure = answer.failure;
  else delete root.dataset.failure;
  if (answer.errors) {
    const lines = answer.errors.map((problem) => {
      const f = fieldOf(problem);
      const given = state.extra.some(([key]) => key === problem.field)
        ? removeButton(say("remove_given"), "fb-b-remove-given", () => {
          state.extra = state.extra.filter(([key]) => key !== problem.field);
          update();
        }) : null;
      const said = problem.said || problem.message;  // in the page's language
      if (!f) return [problem.said_field || said, given];
      for (const control of f.node.querySelectorAll("input, select, textarea")) control.setAttribute("aria-invalid", "true");
      f.node.append(el("p", { className: "fb-b-error", text: said }));
      return [`${f.label} — ${said}`, given];
    });
    showErrors(lines, answer.failure ? "" : say("errors"));
    history.replaceState(null, "", `${location.pathname}?${query}${location.hash}`);
    root.dataset.state = "errors";
    root.dataset.query = query;
    printSheet();
    state.preview.hidden = true;
    return;
  }
  state.errors.hidden = true;
  printSheet();
  history.replaceState(null, "", `${location.pathname}?${answer.query}${location.hash}`);
  showSheet(answer.html);
  state.preview.hidden = false;
  root.dataset.query = answer.query;
  root.dataset.state = "sheet";
}

// The sheet's own document in a shadow root: its styles apply to it alone, the page's not at all. Its
// @page rule (A4 and margins) is copied to the page, for the browser's print (builder.css shows only
// the sheet when printing).
function showSheet(html) {
  state.sheetPages = showDocument(state.host, html);
  state.pageRule.textContent = state.sheetPages;
  api.html = html;
}

// A document written by Python, in a host's shadow root; its @page rules (for the page's print).
function showDocument(host, html) {
  const doc = new DOMParser().parseFromString(html, "text/html");  // inert: nothing in it runs or loads
  const style = doc.querySelector("head style");
  const body = el("div", { className: doc.body.className });
  body.append(...doc.body.childNodes);
  const shadow = host.shadowRoot || host.attachShadow({ mode: "open" });
  shadow.replaceChildren(el("style", { text: ":host { all: initial; display: block; }" }), style, body);
  host.lang = doc.documentElement.lang;
  return pageRules(style.textContent);
}

// The @page rules of a style sheet's text, nested rules (page margin boxes) included.
function pageRules(css) {
  const rules = [];
  for (let start = css.indexOf("@page"); start >= 0; start = css.indexOf("@page", start + 1)) {
    let depth = 0;
    for (let i = css.indexOf("{", start); i < css.length; i++) {
      if (css[i] === "{") depth++;
      else if (css[i] === "}" && --depth === 0) { rules.push(css.slice(start, i + 1)); start = i; break; }
    }
  }
  return rules.length ? `@media print { ${rules.join("\n")} }` : "";
}

// The rules with the house's choices, made ready for the browser's print (the sheet's print given back
// after it): the form's configuration written first, then the booklet of its rulebook in its language.
async function booklet(pageFormat = "a5") {
  const answer = await update();
  if (!answer || answer.errors) return answer;
  const name = bookletFile(answer.base, answer.language);
  let result;
  try {
    if (!state.booklets.has(name)) {
      status(say("booklet_loading"));
      state.booklets.set(name, await python.file(name, "text"));
    }
    result = JSON.parse(await python.call("fb_booklet", answer.query, state.booklets.get(name), pageFormat, lang));
  } catch (error) {  // not fetched (offline, not kept), or Python failed: said in words, the error for the console
    console.warn("Floorbook: the rules could not be prepared", error);
    status(say("booklet_failed"), true);
    return { errors: [{ field: "", message: say("booklet_failed"), text: say("booklet_failed") }] };
  }
  status("");
  if (result.html) {
    state.pageRule.textContent = showDocument(state.bookletHost, result.html);
    root.dataset.printing = "booklet";
  }
  return result;
}

function printSheet() {
  delete root.dataset.printing;
  if (state.pageRule) state.pageRule.textContent = state.sheetPages;
}

// --- the shell: tools, messages, form, preview --------------------------------------------------------

function buildShell() {
  const printButton = el("button", { type: "button", className: "md-button md-button--primary", text: say("print") });
  const download = el("button", { type: "button", className: "md-button", text: say("download") });
  const file = el("input", { type: "file", id: newId("file"), accept: ".yaml,.yml,text/yaml", className: "fb-b-file" });
  const openFile = el("label", { for: file.id, className: "md-button", text: say("load") });
  const link = el("button", { type: "button", className: "md-button", text: say("copy") });
  const said = el("span", { className: "fb-b-said", role: "status" });
  printButton.addEventListener("click", async () => { await update(); if (root.dataset.state === "sheet") window.print(); });
  const rulesButton = el("button", { type: "button", className: "md-button", text: say("print_rules") });
  const format = selectOf("booklet-format", [["a5", say("format_a5")], ["a4", say("format_a4")]]);
  const formatField = el("span", { className: "fb-b-format" }, el("label", { for: format.id, text: say("booklet_format") }), format);
  rulesButton.addEventListener("click", async () => {
    const result = await booklet(format.value);
    if (result && result.html) window.print();
  });
  window.addEventListener("afterprint", printSheet);
  download.addEventListener("click", async () => {
    const answer = await update();
    if (!answer || answer.errors) return;
    const a = el("a", { href: URL.createObjectURL(new Blob([answer.yaml], { type: "text/yaml" })),
                        download: lang === "fr" ? "feuille-maison.yaml" : "house-sheet.yaml" });
    document.body.append(a);
    a.click();
    a.remove();
  });
  file.addEventListener("change", async () => {
    const chosen = file.files[0];
    if (chosen) await load(await chosen.text(), chosen.name);
    file.value = "";
  });
  link.addEventListener("click", () => copy(location.href, said, say("copied")));
  const jump = el("a", { href: "#fb-b-preview", className: "fb-b-jump", text: say("to_preview") });  // small screens
  const tools = el("div", { className: "fb-b-tools" }, printButton, rulesButton, formatField, download, openFile, file,
                   link, jump, said);
  state.errors = el("div", { className: "fb-b-errors", role: "alert", hidden: true });
  state.fileErrors = el("div", { className: "fb-b-errors", role: "alert", hidden: true });
  state.host = el("div", { className: "fb-b-sheet" });
  state.bookletHost = el("div", { className: "fb-b-booklet" });  // shown by the print only
  state.preview = el("section", { className: "fb-b-preview", id: "fb-b-preview", "aria-label": say("preview"),
                                  tabindex: 0 }, state.host, state.bookletHost);  // it scrolls: reachable from the keyboard
  const form = el("form", { className: "fb-builder-form", novalidate: true });
  form.addEventListener("submit", (event) => event.preventDefault());
  form.addEventListener("input", changed);
  form.addEventListener("change", changed);
  root.append(tools, state.fileErrors, el("div", { className: "fb-b-layout" }, form,
                                            el("div", { className: "fb-b-side" }, state.errors, state.preview)));
  state.pageRule = el("style", { id: "fb-b-page" });
  document.head.append(state.pageRule);
}

// A YAML file: its configuration in the form and the sheet written, or the file's problems, located
// as `floorbook sheet` locates them, and the form unchanged.
async function load(text, name) {
  const answer = await python.call("fb_load", text, name, lang).then(JSON.parse, engineFailure);
  if (answer.failure) {  // Python failed on this file: said as the form's own failure
    show(answer, formQuery());
    return answer;
  }
  if (answer.errors) {
    state.errors.hidden = true;
    const box = state.fileErrors;
    box.replaceChildren(el("p", { text: say("file_errors", { name }) }),
                        el("ul", {}, ...answer.errors.map((p) => el("li", { text: p.said_text || p.text }))));
    box.hidden = false;
    root.dataset.state = "file-errors";
    state.answer = answer;
    return answer;
  }
  return open(answer.query);
}

async function open(query) {
  fillForm(query);
  return update();
}

async function start() {
  state.form = await python.file("builder.json");
  status(say("loading"));
  buildShell();
  buildForm();
  const query = location.search.replace(/^\?/, "");
  fillForm(query || startingQuery());
  const [params, sheet] = await Promise.all([python.file("parameters.json", "text"), python.file("sheet.json", "text")]);
  await python.start({ archives: ["floorbook.zip", "libraries.zip"], globals: { PARAMETERS: params, SHEET: sheet }, setup: PY_SETUP });
  status("");
  await update();
  api.timings.ready = performance.now() - started;
  // the page language's booklet data too (about 110 kB gzip in all), so that the rules print offline
  const booklets = state.form.rulesets.map(([ruleset]) =>
    python.url(python.root.dataset.engine + bookletFile(ruleset, lang)));
  api.offline = python.keepOffline([import.meta.url, ...booklets]);
  api.compiled = python.keepCompiled();
  api.fromCompiled = python.compiled;
}

// The fields whose value the form's controls cannot show, kept as the query wrote it.
const heldAsWritten = () => state.fields.filter((f) => f.raw !== null).map((f) => f.name);
const api = { ready: null, offline: null, compiled: null, open, load, booklet, heldAsWritten, html: "", timings: {},
              python };
Object.defineProperty(api, "answer", { get: () => state.answer });
window.fbBuilder = api;
api.ready = start().catch((error) => {
  console.warn("Floorbook: the sheet builder could not start", error);  // the error's text: for the console only
  status(lang === "fr" ? "La composition n’a pas pu démarrer\u00a0: rechargez la page pour réessayer."
                       : "The sheet builder could not start: reload the page to try again.", true);
  root.dataset.state = "failed";
  throw error;
});
