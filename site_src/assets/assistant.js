// The floor assistant (assistant.md, assistant.en.md): a form generated from each situation's
// input JSON Schema; every change puts the situation in the URL's query and has the project's own
// Python engine (floorbook.rulings.ask.from_query, run by Pyodide from the site's own files) rule it under
// every ruleset. Nothing here decides a ruling: this script only builds the form, passes the query
// to Python and shows what Python answers. Every text from the data is set with textContent.
// Python runs in a worker (python-page.js, python-worker.js), so the page never freezes while it starts.
//
// For tests and tools: window.fbAssistant = { ready (a promise), open(query) (fill the form from a
// query and rule it; a promise of Python's answer), rule(query) (a promise of Python's answer only), timings,
// python (the page's PythonPage) }.
// What a link gives is never changed without a word: a pair no field holds (a key the situation does not
// know, a key given twice) is kept in the query, beside the form's, so that Python refuses it by name
// (beside its field, with a button that takes it out of the link); a Python call that fails is said in
// the page's words (python-page.js starts a runtime that failed for good again).
// Rulings that agree share one card (the differing ones first, marked); inside it each ruling is an
// element [data-ruleset][data-verdict][data-outcome] (the outcome's JSON as floorbook ask --json gives
// it): the rulebook's name in the card's heading. The cited articles' words come from words.json.
// In a tournament (the link a player opened, which the site's pages store: window.floorbookTournament), the first
// card is this tournament's ruling (data-ruleset="house", as floorbook ask --house --json names it), the others
// after it: Python checks the link's fragment again (floorbook.sheet.tournament, in tournament.zip, loaded only
// then); a link it refuses is said in one line above the rulings, which are made as without a tournament.

import { PythonPage, copy as copyText, el, removeButton, splitPairs } from "./python-page.js";

const root = document.getElementById("fb-assistant");
const lang = root.dataset.lang || "fr";
const base = (path) => new URL(path, location.href).href;
const started = performance.now();
const python = new PythonPage(root);

// extra: the pairs of the query no field holds (an unknown key, a key given again), kept as given
const state = { labels: null, schemas: null, site: null, words: null, entry: 0, fields: [], timer: 0, raw: {}, extra: [] };

function words(table, key, fallback) {
  const entry = table && table[key];
  return (entry && (entry[lang] || entry.fr)) || fallback;
}

const say = (key) => words(state.labels.text, key, key);
const plainFallback = (name) => name.replace(/_/g, " ");

function status(text, isError = false) {
  const node = root.querySelector(".fb-assistant-status");
  node.textContent = text;
  node.hidden = !text;
  node.classList.toggle("fb-assistant-failed", isError);
}

// --- the engine ---------------------------------------------------------------------------------

const PY_SETUP = `
import json
from floorbook.engine.rulesets import rulesets_from_json
from floorbook.rulings.ask import from_query, heading, scenario_yaml
from floorbook.words.form_labels import document as form_words

RULESETS = rulesets_from_json(PARAMETERS)
RULESETS = {rid: RULESETS[rid] for rid in [*json.loads(ORDER), *RULESETS] if rid in RULESETS}  # as floorbook ask
LINKED = None
if FRAGMENT:  # this tournament's link, checked again by the sheet's checker (tournament.zip)
    from floorbook.engine.rulesets import declarations_from_json
    from floorbook.sheet.tournament import Linked, ask_linked
    LINKED = Linked(FRAGMENT, RULESETS, declarations_from_json(PARAMETERS), json.loads(TOPICS), json.loads(NAMES))
del PARAMETERS

def fb_rule(query, lang):
    answer = ask_linked(query, RULESETS, lang, LINKED) if FRAGMENT else from_query(query, RULESETS, lang)
    for result in answer.get("results", []):
        result["outcome_json"] = json.dumps(result["outcome"], ensure_ascii=False)
        result["heading"] = heading(result)
    return json.dumps(answer, ensure_ascii=False)

def fb_words():
    words = form_words()
    return json.dumps({table: words[table] for table in ("fields", "choices", "text")}, ensure_ascii=False)

def fb_yaml(query, lang):
    answer = from_query(query, RULESETS, lang)
    if "errors" in answer:
        return ""
    return scenario_yaml(answer["situation"], answer["input"], answer["results"], lang)
`;

// The cited articles' words (words.json), fetched the first time a card unfolds them or shows them to
// the player, not at start: the first use downloads less.
function articleTexts() {
  if (!state.words) state.words = python.file("words.json").catch((error) => { state.words = null; throw error; });
  return state.words;
}

// The fragment of the tournament link the player opened (stored by the site's pages), or "" (none, or unreadable).
function tournamentFragment() {
  try {
    const stored = window.floorbookTournament ? window.floorbookTournament() : null;
    return stored && typeof stored.fragment === "string" ? stored.fragment : "";
  } catch (error) {
    console.warn("Floorbook: the stored tournament could not be read", error);
    return "";
  }
}

async function start() {
  status(lang === "fr" ? "Démarrage du moteur… (la première fois, quelques secondes)"
                       : "Starting the engine… (a few seconds the first time)");
  const [labels, schemas, site, params] = await Promise.all([
    python.file("labels.json"), python.file("situations.json"), python.file("site.json"),
    python.file("parameters.json", "text"),
  ]);
  Object.assign(state, { labels, schemas, site });
  // Python runs in a worker, so the page stays responsive while the runtime compiles and starts
  const startWith = (fragment) => python.start({
    archives: fragment ? ["engine.zip", "tournament.zip"] : ["engine.zip"],
    globals: { PARAMETERS: params, ORDER: JSON.stringify(site.order || []), FRAGMENT: fragment,
               TOPICS: JSON.stringify(site.topics || []), NAMES: JSON.stringify(site.rulesets || {}) },
    setup: PY_SETUP });
  const fragment = tournamentFragment();
  try {
    await startWith(fragment);
  } catch (error) {
    if (!fragment) throw error;
    // this tournament's code could not be had (offline, never saved): the rulebooks rule, and the page says so
    console.warn("Floorbook: this tournament's rules could not be loaded", error);
    state.tournamentUnavailable = true;
    await startWith("");
  }
  // the fields', choices' and interface words from the engine's own tables (labels.json has the menu only)
  Object.assign(state.labels, JSON.parse(await python.call("fb_words")));
  buildShell();
  status("");
  api.timings.ready = performance.now() - started;
  api.offline = python.keepOffline([import.meta.url]);
  api.compiled = python.keepCompiled();
  api.fromCompiled = python.compiled;  // started from the compiled copies an earlier visit kept
  const query = location.search.replace(/^\?/, "");
  const asked = new URLSearchParams(query);
  const only = entryFor(asked.get("situation"));
  // a link that names only the situation (from an article, a topic, the search): its menu's starting example
  if (only >= 0 && [...asked].length === 1) await choose(only);
  else if (asked.get("situation")) await open(query);
  else await choose(0);
}

async function rule(query) {
  try {
    return JSON.parse(await python.call("fb_rule", query, lang));
  } catch (error) {
    return engineFailure(error);
  }
}

// A call to Python that failed, as an answer the page shows: what happened in the page's words (the error's
// own text, a Python traceback, is for the console); `failure` names it (python-page.js: fatal, slow).
function engineFailure(error) {
  console.warn("Floorbook: the engine failed on this question", error);
  const failure = error.slow ? "engine_slow" : error.fatal ? "engine_restarted" : "engine_failed";
  const said = { engine_slow: say("engine_slow"), engine_restarted: say("engine_restarted"),
                 engine_failed: say("engine_failed") }[failure];
  return { situation: null, errors: [said], messages: [said], fields: [""], failure };
}

// --- the form, from the input JSON Schema -------------------------------------------------------

function resolve(schema, defs) {
  if (schema && schema.$ref) return defs[schema.$ref.split("/").pop()];
  return schema || {};
}

// A field's kind: choice, bool, number, text, list (one row per item), pairs (a name and a value per row),
// rows (an object per row), json (only what none of these can hold).
function describe(name, prop, required, defs) {
  const branches = prop.anyOf || [prop];
  const nullable = branches.some((b) => b.type === "null");
  const core = resolve(branches.find((b) => b.type !== "null") || {}, defs);
  const field = { name, prop, core, nullable, required, defs, hasDefault: "default" in prop, default: prop.default };
  if (core.enum || core.const !== undefined) {
    field.kind = "choice";
    field.choices = core.enum || [core.const];
  } else if (core.type === "boolean") field.kind = "bool";
  else if (core.type === "integer" || core.type === "number") field.kind = "number";
  else if (core.type === "string") field.kind = "text";
  else if (core.type === "array") {
    const item = resolve(core.items, defs);
    if (item.type === "object" && item.properties) {
      field.kind = "rows";
      field.item = item;
    } else if (["integer", "number", "string"].includes(item.type) || item.enum) {
      field.kind = "list";
      field.item = item;
    } else field.kind = "json";
  } else if (core.type === "object") {
    const values = resolve(core.additionalProperties, defs);
    const listed = values.type === "array" ? resolve(values.items, defs) : null;
    field.kind = ["integer", "number", "string"].includes(values.type) || (listed && ["integer", "number", "string"].includes(listed.type))
      ? "pairs" : "json";
    field.item = values;
  } else field.kind = "json";
  return field;
}

function defaultWords(field) {
  if (!field.hasDefault || field.default === null) return say("unset");
  let shown = field.default;
  if (typeof shown === "boolean") shown = say(shown ? "yes" : "no");
  else if (typeof shown === "string") shown = words(state.labels.choices, shown, plainFallback(shown));
  else if (typeof shown === "object") return say("unset");
  return lang === "fr" ? `— (par défaut : ${shown})` : `— (default: ${shown})`;
}

function control(field, id) {
  const { core } = field;
  if (field.kind === "choice" || field.kind === "bool") {
    const select = el("select", { id, name: field.name });
    if (!field.required || field.nullable) select.append(el("option", { value: "", text: defaultWords(field) }));
    const values = field.kind === "bool" ? [true, false] : field.choices;
    for (const value of values) {
      const text = field.kind === "bool" ? say(value ? "yes" : "no")
        : words(state.labels.choices, String(value), plainFallback(String(value)));
      select.append(el("option", { value: String(value), text }));
    }
    return select;
  }
  if (field.kind === "number") {
    // a text box, not type=number: a value the browser would drop ("ten", "1e3") reaches Python, which
    // says what is wrong with the model's message; the schema's bounds are shown beside the label
    return el("input", { id, name: field.name, type: "text", inputmode: "numeric", autocomplete: "off",
                         "data-min": core.minimum, "data-max": core.maximum,
                         placeholder: field.hasDefault && field.default !== null ? field.default : "" });
  }
  const hint = field.kind === "json" ? say("json_hint") : "";
  return el("input", { id, name: field.name, type: "text", autocomplete: "off", spellcheck: "false",
                       placeholder: hint });
}

// The schema's limits in plain signs: "≥ 1", "2 – 12".
function bounds(core) {
  const { minimum: lo, maximum: hi } = core;
  if (lo !== undefined && hi !== undefined) return `${lo} – ${hi}`;
  if (lo !== undefined) return `≥ ${lo}`;
  return hi !== undefined ? `≤ ${hi}` : "";
}

function label(name) {
  return words(state.labels.fields, name, plainFallback(name));
}

function rowsControl(field, id) {
  const box = el("fieldset", { id, className: "fb-rows", "data-field": field.name });
  box.append(el("legend", { text: label(field.name) }));
  const list = el("ol", { className: "fb-rows-list" });
  const add = el("button", { type: "button", className: "md-button fb-rows-add", text: say("add_row") });
  add.addEventListener("click", () => { addRow(field, list, {}); changed(); });
  box.append(list, add);
  return box;
}

// A list or a mapping as rows, one item (or one name and its value) per row, with add and remove: no
// comma-separated or "name:value" typing.
function itemsControl(field, id) {
  const box = el("fieldset", { id, className: "fb-rows fb-items", "data-field": field.name });
  box.append(el("legend", { text: label(field.name) }));
  const list = el("ol", { className: "fb-items-list" });
  const add = el("button", { type: "button", className: "md-button fb-items-add", text: say("add_item") });
  add.addEventListener("click", () => {
    delete state.raw[field.name];  // a value the rows could not hold is replaced by the rows
    addItem(field, list, field.kind === "pairs" ? ["", ""] : "");
    list.lastChild.querySelector("input, select").focus();
    changed();
  });
  box.append(list, add);
  return box;
}

// The control of one item: a choice among the item's allowed words, or a box (numeric when a number).
function itemControl(schema, id, sub) {
  const item = { name: sub, core: schema, required: true, nullable: false, hasDefault: false };
  if (schema.enum) Object.assign(item, { kind: "choice", choices: schema.enum });
  else if (schema.type === "integer" || schema.type === "number") item.kind = "number";
  else item.kind = "text";
  const input = control(item, id);
  input.dataset.sub = sub;
  if (schema.type === "array") input.placeholder = say("list_hint");
  return input;
}

function addItem(field, list, value) {
  const row = el("li", { className: "fb-item" });
  const uid = `fb-${field.name}-${list.children.length}-${Math.random().toString(36).slice(2, 7)}`;
  if (field.kind === "pairs") {
    const name = el("input", { id: `${uid}-name`, type: "text", autocomplete: "off", spellcheck: "false", "data-sub": "name" });
    name.value = value[0];
    const amount = itemControl(field.item, `${uid}-value`, "value");
    setValue({}, amount, value[1]);
    row.append(el("label", { for: name.id, className: "fb-field", text: say("item_name") }, name),
               el("label", { for: amount.id, className: "fb-field", text: say("item_value") }, amount));
  } else {
    const input = itemControl(field.item, uid, "item");
    setValue({}, input, value);
    row.append(el("label", { for: uid, className: "fb-field", text: `${label(field.name)} ${list.children.length + 1}` }, input));
  }
  const remove = el("button", { type: "button", className: "fb-row-remove", text: say("remove_row") });
  remove.addEventListener("click", () => { row.remove(); changed(); });
  row.append(remove);
  list.append(row);
}

// The rows of a list or a mapping as the query writes it (floorbook.urls.query_text): "500,25" and
// "A:9,B:6", or JSON when an item holds a comma or a colon, or a value is itself a list.
function itemsQuery(field, box) {
  const rows = [...box.querySelectorAll(".fb-item")];
  const text = (row, sub) => row.querySelector(`[data-sub=${sub}]`).value.trim();
  const typed = (value) => (/^-?\d+$/.test(value) && field.item.type !== "string" ? Number(value) : value);
  if (field.kind === "list") {
    const items = rows.map((row) => text(row, "item")).filter((value) => value !== "");
    if (!items.length) return null;
    return items.some((value) => /[,[\]{}]/.test(value)) ? JSON.stringify(items.map(typed)) : items.join(",");
  }
  const pairs = rows.map((row) => [text(row, "name"), text(row, "value")]).filter(([k, v]) => k !== "" || v !== "");
  if (!pairs.length) return null;
  if (field.item.type === "array") {
    return JSON.stringify(Object.fromEntries(pairs.map(([k, v]) => [k, v.split(",").map((x) => x.trim()).filter(Boolean)])));
  }
  return pairs.some(([k, v]) => /[,:{}]/.test(k + v)) ? JSON.stringify(Object.fromEntries(pairs.map(([k, v]) => [k, typed(v)])))
    : pairs.map(([k, v]) => `${k}:${v}`).join(",");
}

// A list or a mapping from the query, as rows; null when the text is neither (given to Python as written).
function itemsFromQuery(field, text) {
  try {
    if (field.kind === "list") {
      const items = text.startsWith("[") ? JSON.parse(text) : text.split(",").map((x) => x.trim());
      return Array.isArray(items) && items.every((x) => typeof x !== "object") ? items.map(String) : null;
    }
    if (text.startsWith("{")) {
      const data = JSON.parse(text);
      if (!data || typeof data !== "object" || Array.isArray(data)) return null;
      return Object.entries(data).map(([k, v]) => [k, Array.isArray(v) ? v.join(",") : String(v)]);
    }
    const parts = text.split(",").map((x) => x.trim()).filter(Boolean);
    if (parts.some((part) => !part.includes(":"))) return null;
    return parts.map((part) => [part.slice(0, part.indexOf(":")).trim(), part.slice(part.indexOf(":") + 1).trim()]);
  } catch {
    return null;
  }
}

function addRow(field, list, values) {
  const row = el("li", { className: "fb-row" });
  const required = field.item.required || [];
  for (const [name, prop] of Object.entries(field.item.properties)) {
    const sub = describe(name, prop, required.includes(name), field.defs);
    const id = `fb-${field.name}-${list.children.length}-${name}-${Math.random().toString(36).slice(2, 7)}`;
    const input = control(sub, id);
    input.dataset.sub = name;
    setValue(sub, input, values[name] === undefined || values[name] === null ? "" : String(values[name]));
    row.append(el("label", { for: id, className: "fb-field", text: label(name) }, input));
    row._fields = [...(row._fields || []), [sub, input]];
  }
  const remove = el("button", { type: "button", className: "fb-row-remove", text: say("remove_row") });
  remove.addEventListener("click", () => { row.remove(); changed(); });
  row.append(remove);
  list.append(row);
}

function setValue(field, input, text) {
  input.value = text;
  if (input.tagName === "SELECT" && input.value !== text) {  // a value the list does not hold: kept, for Python to refuse
    input.append(el("option", { value: text, text }));
    input.value = text;
  }
}

function buildForm(situation) {
  const schema = state.schemas[situation].input;
  const defs = schema.$defs || {};
  const required = schema.required || [];
  const form = root.querySelector(".fb-assistant-fields");
  form.replaceChildren();
  state.fields = [];
  state.raw = {};
  for (const [name, prop] of Object.entries(schema.properties || {})) {
    const field = describe(name, prop, required.includes(name), defs);
    const id = `fb-field-${name}`;
    let input;
    if (field.kind === "rows") {
      input = rowsControl(field, id);
      form.append(input);
    } else if (field.kind === "list" || field.kind === "pairs") {
      input = itemsControl(field, id);
      form.append(input);
    } else {
      input = control(field, id);
      const description = field.kind === "number" ? bounds(field.core) : "";
      form.append(el("label", { for: id, className: "fb-field" + (field.required ? " fb-required" : ""),
                                text: label(name) }, description ? el("small", { text: description }) : null, input));
    }
    state.fields.push([field, input]);
  }
}

// The form's values as key=value pairs (the same pairs as `floorbook ask`).
function formQuery() {
  const situation = state.labels.menu[state.entry].situation;
  const params = new URLSearchParams({ situation });
  for (const [field, input] of state.fields) {
    if (field.kind === "rows") {
      if (field.name in state.raw) { params.set(field.name, state.raw[field.name]); continue; }
      const rows = [...input.querySelectorAll(".fb-row")].map((row) => {
        const out = {};
        for (const [sub, control] of row._fields) {
          const text = control.value.trim();
          if (text === "") continue;
          out[sub.name] = sub.kind === "number" && /^-?\d+$/.test(text) ? Number(text)
            : sub.kind === "bool" ? text === "true" : text;
        }
        return out;
      });
      if (rows.length) params.set(field.name, JSON.stringify(rows));
      continue;
    }
    if (field.kind === "list" || field.kind === "pairs") {
      const text = field.name in state.raw ? state.raw[field.name] : itemsQuery(field, input);
      if (text !== null) params.set(field.name, text);
      continue;
    }
    const text = input.value.trim();
    if (text !== "") params.set(field.name, text);
  }
  for (const [key, value] of state.extra) params.append(key, value);
  return params.toString().replace(/%2C/gi, ",").replace(/%3A/gi, ":");
}

function fillForm(params) {
  // the pairs no field holds: a key the situation does not know, a key given again (a field holds the first)
  const names = new Set(["situation", ...state.fields.map(([field]) => field.name)]);
  state.extra = splitPairs(params, (key) => names.has(key)).extra;
  for (const [field, input] of state.fields) {
    const text = params.get(field.name);
    if (field.kind === "rows") {
      const list = input.querySelector(".fb-rows-list");
      list.replaceChildren();
      delete state.raw[field.name];
      if (text === null) continue;
      let rows = null;
      try { rows = JSON.parse(text); } catch { rows = null; }
      if (Array.isArray(rows) && rows.every((r) => r && typeof r === "object" && !Array.isArray(r))) {
        for (const row of rows) addRow(field, list, row);
      } else state.raw[field.name] = text;  // not rows: given to Python as written, which says what is wrong
      continue;
    }
    if (field.kind === "list" || field.kind === "pairs") {
      const list = input.querySelector(".fb-items-list");
      list.replaceChildren();
      delete state.raw[field.name];
      if (text === null) continue;
      const items = text === "" ? [] : itemsFromQuery(field, text);
      if (items) for (const item of items) addItem(field, list, item);
      else state.raw[field.name] = text;
      continue;
    }
    setValue(field, input, text === null ? "" : text);
  }
}

// --- the shell: situation menu, form, results -----------------------------------------------------

function buildShell() {
  const menu = el("select", { id: "fb-situation", name: "situation" });
  state.labels.menu.forEach((entry, i) => {
    menu.append(el("option", { value: String(i), text: entry[lang] || entry.fr }));
  });
  menu.addEventListener("change", () => choose(Number(menu.value)));
  const situationLabel = el("label", { for: "fb-situation", className: "fb-field fb-situation",
                                       text: lang === "fr" ? "Situation" : "Situation" }, menu);
  const fields = el("div", { className: "fb-assistant-fields" });
  const form = el("form", { className: "fb-assistant-form", novalidate: true }, situationLabel, fields);
  form.addEventListener("submit", (event) => event.preventDefault());
  form.addEventListener("input", changed);
  form.addEventListener("change", changed);
  const errors = el("ul", { className: "fb-assistant-errors", "aria-live": "assertive", hidden: true });
  const refused = el("p", { className: "fb-assistant-tournament-refused", role: "status", hidden: true });
  const narrative = el("p", { className: "fb-assistant-narrative" });
  const results = el("div", { className: "fb-assistant-results", "aria-live": "polite" });
  const yamlButton = el("button", { type: "button", className: "md-button", text: lang === "fr" ? "Scénario YAML" : "Scenario YAML" });
  const linkButton = el("button", { type: "button", className: "md-button", text: lang === "fr" ? "Copier le lien" : "Copy link" });
  const yaml = el("pre", { className: "fb-assistant-yaml", hidden: true });
  const copied = el("span", { className: "fb-assistant-copied", role: "status" });
  yamlButton.addEventListener("click", async () => {
    const text = await python.call("fb_yaml", formQuery(), lang).catch((error) => {
      show(engineFailure(error), formQuery());
      return "";
    });
    yaml.textContent = text;
    yaml.hidden = !text || !yaml.hidden;
    if (text) copyText(text, copied, say("copied"));
  });
  linkButton.addEventListener("click", () => copyText(location.href, copied, say("copied")));
  const tools = el("p", { className: "fb-assistant-tools" }, yamlButton, linkButton, copied);
  const layout = el("div", { className: "fb-assistant-layout" },
                    el("div", { className: "fb-assistant-side" }, form, errors),
                    el("div", { className: "fb-assistant-main" }, refused, narrative, results, tools, yaml));
  root.append(layout);
  Object.assign(state, { menu, errors, refused, narrative, results, yaml });
}

// a situation merged since into another (an old link): the one kept (labels.json's `merged`)
function kept(situation) {
  return (state.labels.merged || {})[situation] || situation;
}

function entryFor(situation) {
  const i = state.labels.menu.findIndex((entry) => entry.situation === kept(situation));
  return i;
}

async function choose(i) {
  state.entry = i;
  state.menu.value = String(i);
  const entry = state.labels.menu[i];
  buildForm(entry.situation);
  fillForm(new URLSearchParams(entry.example || ""));
  return update();
}

// Fill the form from a query (`situation=…&…`) and rule it.
async function open(query) {
  const params = new URLSearchParams(query.replace(/^\?/, ""));
  const situation = kept(params.get("situation"));
  const i = entryFor(situation);
  if (i < 0) {  // an unknown situation: Python says so
    state.yaml.hidden = true;
    return show(await rule(query), query);
  }
  if (i !== state.entry || !state.fields.length || state.labels.menu[state.entry].situation !== situation) {
    state.entry = i;
    state.menu.value = String(i);
    buildForm(situation);
  }
  fillForm(params);
  return update();
}

function changed(event) {
  if (event && event.target && event.target.id === "fb-situation") return;
  // a field changed by the user: the value it shows is the one asked (a second one from the link goes)
  const box = event && event.target && event.target.closest && event.target.closest("[data-field]");
  const name = box ? box.dataset.field : event && event.target && event.target.name;
  if (name) state.extra = state.extra.filter(([key]) => key !== name);
  clearTimeout(state.timer);
  state.timer = setTimeout(update, 120);
}

async function update() {
  clearTimeout(state.timer);
  const t0 = performance.now();
  const query = formQuery();
  history.replaceState(null, "", `${location.pathname}?${query}${location.hash}`);
  const answer = await rule(query);
  if (query !== formQuery()) return answer;  // the form changed meanwhile: its own update shows it
  show(answer, query);
  api.timings.lastRule = performance.now() - t0;
  return answer;
}

// --- Python's answer on the page -------------------------------------------------------------------

function show(answer, query) {
  const { errors, narrative, results, refused } = state;
  state.yaml.hidden = true;
  // the stored tournament's link, refused by Python, or its rules' code not loaded
  const notRuled = answer.tournament_refused || (state.tournamentUnavailable ? say("tournament_unavailable") : "");
  refused.textContent = notRuled;
  refused.hidden = !notRuled;
  errors.replaceChildren();
  results.replaceChildren();
  clearMarks();
  narrative.textContent = "";
  root.dataset.query = query;
  if (answer.failure) root.dataset.failure = answer.failure;
  else delete root.dataset.failure;
  if (answer.errors) {
    (answer.messages || answer.errors).forEach((line, i) => {  // in the page's words
      const key = ((answer.fields || [])[i] || "").split(/[.[]/)[0];
      const item = el("li", { text: line });
      if (key && state.extra.some(([k]) => k === key)) {
        item.append(" ", removeButton(say("remove_given"), "fb-assistant-remove", () => {
          state.extra = state.extra.filter(([k]) => k !== key);
          update();
        }));
      }
      errors.append(item);
      mark(key, line);
    });
    errors.hidden = false;
    root.dataset.state = "errors";
    return answer;
  }
  errors.hidden = true;
  narrative.textContent = answer.narrative;
  // this tournament's ruling first, in a card of its own; the rulebooks' after it, grouped as they agree
  for (const result of answer.results.filter(isHouse)) results.append(card({ members: [result], differs: false }));
  for (const group of groups(answer.results.filter((result) => !isHouse(result)))) results.append(card(group));
  // a rulebook that needs another figure (each player's stack; a length within its own): said after the rulings,
  // and beside the field, as floorbook ask says it
  for (const need of answer.needs_input || []) {
    const name = rulebookName(need.ruleset);
    results.append(el("article", { className: "fb-ruling fb-needs-input", "data-needs-ruleset": need.ruleset,
                                   "data-needs-field": need.field },
                      el("h2", { className: "fb-ruling-rulesets", text: name }),
                      el("p", { className: "fb-ruling-sentence" },
                         el("span", { className: "fb-ruling-verdict", text: capitalised(say("needs_input")) }),
                         " " + need.message)));
    mark(need.field.split(/[.[]/)[0], `${name}${lang === "fr" ? "\u00a0: " : ": "}${need.message}`);
  }
  root.dataset.state = "ruled";
  return answer;
}

// A problem beside its field too (the field marked invalid), when a field of the form holds that key.
function mark(key, line) {
  const found = state.fields.find(([field]) => field.name === key);
  if (!found) return;
  const [, input] = found;
  const controls = input.matches("input, select") ? [input] : [...input.querySelectorAll("input, select")];
  for (const control of controls) control.setAttribute("aria-invalid", "true");
  const place = input.matches("fieldset") ? input : input.closest("label") || input;
  place.after(el("p", { className: "fb-assistant-error", text: line }));
}

function clearMarks() {
  for (const node of root.querySelectorAll(".fb-assistant-error")) node.remove();
  for (const node of root.querySelectorAll(".fb-assistant-fields [aria-invalid]")) node.removeAttribute("aria-invalid");
}

// The rulings that agree (the same verdict and outcome), one group each: the groups that differ from
// the most common ruling first (marked), then the most common one.
function groups(rulings) {
  const byKey = new Map();
  for (const result of rulings) {
    const key = `${result.verdict} ${ours(result)} ${result.outcome_json}`;
    if (!byKey.has(key)) byKey.set(key, []);
    byKey.get(key).push(result);
  }
  const all = [...byKey.values()];
  const common = all.reduce((best, g) => (g.length > best.length ? g : best), all[0]);
  const differs = (g) => all.length > 1 && g !== common;
  return [...all.filter(differs), ...all.filter((g) => !differs(g))].map((members) => ({ members, differs: differs(members) }));
}

// this tournament's ruling (floorbook ask --house --json's ruleset "house", its result holding `house`)
const isHouse = (result) => Boolean(result.house);
const rulebookName = (id, result) => (result && isHouse(result) ? result.house.name[lang] || result.house.name.fr
                                                                 : state.site.rulesets[id] || id);
const capitalised = (text) => text.charAt(0).toUpperCase() + text.slice(1);
// whether a ruling rests on a reading of ours (floorbook ask --json's readings, format 3)
const ours = (result) => Boolean(result.readings && result.readings.fr && result.readings.fr.length);

// A ruling's verdict in words, and on what it rests beyond the rulebook's words (floorbook ask's heading).
function verdictWords(result) {
  let text = say(result.heading || result.verdict);
  if (ours(result)) text += `, ${say("our_reading")}`;
  if (isHouse(result) && result.house.changed.length) text += `, ${say("house_choice")}`;
  return text;
}

// One card for a group of rulings: the rulebooks it groups (one element per ruleset, carrying
// data-ruleset/-verdict/-outcome), the ruling in a sentence, the cited articles as links, their words
// unfolded in place, and a button that shows the ruling and its words to the player in large type.
function card({ members, differs }) {
  const first = members[0];
  const prefix = lang === "fr" ? "" : `${lang}/`;
  const node = el("article", { className: `fb-ruling fb-verdict-${first.verdict}` + (differs ? " fb-differs" : "")
                                          + (isHouse(first) ? " fb-house" : ""),
                               "data-count": members.length });
  if (differs) node.append(el("p", { className: "fb-ruling-differs", text: say("differs") }));
  const names = el("h2", { className: "fb-ruling-rulesets" });
  members.forEach((result, i) => {
    if (i) names.append(", ");
    names.append(el("span", { className: "fb-ruling-ruleset", "data-ruleset": result.ruleset,
                              "data-verdict": result.verdict, "data-outcome": result.outcome_json,
                              "data-reading": ours(result) ? "ours" : "text",
                              "data-differs": differs ? "true" : "false", text: rulebookName(result.ruleset, result) }));
  });
  node.append(names);
  const sentence = el("p", { className: "fb-ruling-sentence" },
                      el("span", { className: "fb-ruling-verdict", text: verdictWords(first) }));
  sentence.append(" " + first.sentence);
  node.append(sentence);
  const cited = [...new Set(members.flatMap((result) => result.articles))];
  if (cited.length) {
    const list = el("p", { className: "fb-ruling-articles" }, el("span", { className: "fb-sr-only", text: say("articles") + (lang === "fr" ? "\u00a0: " : ": ") }));
    cited.forEach((id, i) => {
      const article = state.site.articles[id];
      if (i) list.append(" · ");
      list.append(article ? el("a", { href: base(root.dataset.root + prefix + article.url), text: article.label })
                          : el("span", { text: id }));
    });
    node.append(list);
    const worded = cited.filter((id) => state.site.articles[id] && state.site.articles[id].words);
    if (worded.length) {
      const fold = el("details", { className: "fb-ruling-words" }, el("summary", { text: say("rulebook_words") }));
      fold.addEventListener("toggle", async () => {
        if (!fold.open || fold.dataset.filled) return;
        fold.dataset.filled = "true";
        const texts = await articleTexts().catch(() => null);
        if (!texts) delete fold.dataset.filled;  // not fetched (offline, not saved): tried again at the next unfolding
        else for (const id of worded) if (texts[id]) fold.append(articleWords(texts[id]));
      });
      node.append(fold);
    }
  }
  const showButton = el("button", { type: "button", className: "md-button fb-ruling-show", text: say("show_player") });
  showButton.addEventListener("click", () => showPlayer(members, first, cited));
  node.append(showButton);
  return node;
}

// An article's words from the base (its entry of words.json): French, the source's; on an English page
// our translation first, labelled as ours, with the French original beside it. Text only.
function articleWords(article) {
  const box = el("section", { className: "fb-words" });
  const title = article.title ? (article.title[lang] || article.title.fr) : "";
  box.append(el("h3", { text: article.label + (title ? ` — ${title}` : "") }));
  if (lang !== "fr" && article[lang]) {
    box.append(el("p", { className: "fb-words-label", text: say("translation_ours") }),
               el("blockquote", { className: "fb-words-text", lang, text: article[lang] }),
               el("p", { className: "fb-words-label", text: say("original_french") }));
  }
  box.append(el("blockquote", { className: "fb-words-text", lang: "fr", text: article.fr }));
  return box;
}

// "Show the player": one ruling and its articles' words, full screen, in large type.
async function showPlayer(members, first, cited) {
  const texts = cited.length ? await articleTexts().catch(() => ({})) : {};
  const dialog = el("dialog", { className: "fb-show-player", "aria-label": say("show_player") });
  const close = el("button", { type: "button", className: "md-button fb-show-close", text: say("close") });
  close.addEventListener("click", () => dialog.close());
  dialog.addEventListener("close", () => dialog.remove());
  dialog.append(close, el("p", { className: "fb-show-rulesets", text: members.map((r) => rulebookName(r.ruleset, r)).join(", ") }),
                el("p", { className: "fb-show-sentence", text: first.sentence }));
  for (const id of cited) if (texts[id]) dialog.append(articleWords(texts[id]));
  if (!cited.length) dialog.append(el("p", { text: say("no_article") }));
  root.append(dialog);
  dialog.showModal();
  close.focus();
}

const api = { ready: null, offline: null, compiled: null, open, rule, timings: {}, python };
window.fbAssistant = api;
api.ready = start().catch((error) => {
  console.warn("Floorbook: the assistant could not start", error);  // the error's text: for the console only
  status(lang === "fr" ? "L’assistant n’a pas pu démarrer\u00a0: rechargez la page pour réessayer."
                       : "The assistant could not start: reload the page to try again.", true);
  root.dataset.state = "failed";
  throw error;
});
