// Tournament mode, loaded by assets/tournament.js only when a tournament link or a stored tournament is there.
//
// A tournament link (floorbook/sheet/link.py) is a page's address with `#t=1&base=…&event.…&choices.…` in its
// fragment. This script reads it, checks it by the rules of the Python checker (house_from_link) from their data
// alone (assets/tournament.json, written by `floorbook pages` from the declarations, rulesets and bounds the
// Python side uses: floorbook/site_build/tournament.py), and has an accepted one kept (window.floorbookTournament,
// assets/tournament.js) until the player leaves the mode from the bar. The fragment is then removed from the
// address: a reload reads the stored tournament, checked again. In the mode: a bar at the top of the content
// (the event, the base rulebook and the house's choices, a control to leave), on an article of the base rulebook
// the house's value beside each parameter it changed, and the base rulebook first on the home page. A refused
// link changes nothing and is said in the page's language. Link data is only ever written with textContent.
// tests/test_tournament_mode.py runs this checker against the Python one (node) and the page (Chromium).
(function (root, factory) {
  const api = factory();
  if (typeof module === "object" && module.exports) module.exports = api; // node: the parity tests
  else api.start(root);
})(typeof window !== "undefined" ? window : globalThis, function () {
  "use strict";

  const ALWAYS_ALLOWED = ["silent", "discretion"];
  const own = (object, key) => object != null && Object.prototype.hasOwnProperty.call(object, key);

  // --- values as Python holds them ------------------------------------------------------------------------
  class Unreadable { constructor(text, message) { this.text = text; this.message = message; } }
  class Float { constructor(value) { this.value = value; } toJSON() { return this.value; } }
  class IsoDate { constructor(text) { this.text = text; } toJSON() { return this.text; } }
  class Refusal {
    constructor(words, problems, values) { this.words = words; this.problems = problems || []; this.values = values || {}; }
  }
  const isInt = (v) => typeof v === "number" && Number.isInteger(v);
  const isNumber = (v) => typeof v === "number" || v instanceof Float;
  const numberOf = (v) => (v instanceof Float ? v.value : v);
  const codePoints = (text) => [...text].length;
  // Python's str.strip(): its whitespace, which is not JavaScript's trim() (U+FEFF is none; U+001C-U+001F are)
  const BLANK = "\\t\\n\\x0b\\x0c\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000";
  const STRIP = new RegExp(`^[${BLANK}]+|[${BLANK}]+$`, "g");
  const strip = (text) => text.replace(STRIP, "");

  function shown(value) { // Python's repr, shortened as floorbook.engine.bounds.shown does (approximately)
    let text;
    if (typeof value === "string") text = `'${value}'`;
    else if (value instanceof Map) text = `{${[...value].map(([k, v]) => `${shown(k)}: ${shown(v)}`).join(", ")}}`;
    else if (Array.isArray(value)) text = `[${value.map(shown).join(", ")}]`;
    else if (typeof value === "boolean") text = value ? "True" : "False";
    else text = String(numberOf(value));
    if (text.length <= 40) return text;
    const i = Math.floor(37 / 2);
    return text.slice(0, i) + "..." + text.slice(text.length - (37 - i));
  }

  // --- a query as Python's parse_qsl reads it --------------------------------------------------------------
  const DECODER = new TextDecoder("utf-8", { ignoreBOM: true }); // a BOM kept; invalid bytes U+FFFD, as Python

  function unquote(text) {
    if (!text.includes("%")) return text;
    let out = "";
    let bytes = [];
    const flush = () => { if (bytes.length) { out += DECODER.decode(new Uint8Array(bytes)); bytes = []; } };
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code > 0x7f) { flush(); out += text[i]; continue; }
      if (text[i] === "%" && /^[0-9a-fA-F]{2}$/.test(text.slice(i + 1, i + 3))) {
        bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
        i += 2;
      } else bytes.push(code);
    }
    flush();
    return out;
  }

  function parseQsl(query) {
    const pairs = [];
    for (const part of query.split("&")) {
      if (!part) continue;
      const at = part.indexOf("=");
      const [name, value] = at < 0 ? [part, ""] : [part.slice(0, at), part.slice(at + 1)];
      pairs.push([unquote(name.replace(/\+/g, " ")), unquote(value.replace(/\+/g, " "))]);
    }
    return pairs;
  }

  // --- numbers, pairs and JSON written as text (floorbook.engine.bounds) ------------------------------------
  function numberFromText(text, whole, bounds) {
    const form = whole ? /^-?[0-9]+$/ : /^-?(?:[0-9]+\.?[0-9]*|\.[0-9]+)$/;
    if (!form.test(text)) {
      if (!/\p{Nd}/u.test(text)) return null;
      throw new Error(`${shown(text)} is not written as expected: ` + (whole
        ? "a whole number in the digits 0 to 9 only, such as 1000"
        : "a number in the digits 0 to 9 only, such as 1000 or 0.5"));
    }
    const digits = text.replace(/^-+/, "").replace(/^0+/, "").replace(".", "").length;
    if (digits > bounds.digits) {
      throw new Error(`a number of ${digits} digits is too long: a figure has at most ${bounds.digits} digits ` +
        `(${bounds.largest.toLocaleString("en-US")})`);
    }
    return text.includes(".") ? new Float(Number(text)) : Number(text);
  }

  function namedPairs(text) {
    const out = [];
    const seen = new Set();
    for (const part of text.split(",").map((p) => strip(p)).filter(Boolean)) {
      const at = part.indexOf(":");
      const key = strip(at < 0 ? part : part.slice(0, at));
      if (at < 0 || !key) throw new Error(`expected name:value pairs separated by commas (A:500,B:1000), not ${shown(part)}`);
      if (seen.has(key)) throw new Error(`${shown(key)} is given twice: each name once, with its value`);
      seen.add(key);
      out.push([key, strip(part.slice(at + 1))]);
    }
    return out;
  }

  function jsonValue(text, depth, bounds) { // Python's json.loads as bounds.json_value calls it
    let level = 0;
    for (const [mark] of text.matchAll(/"(?:[^"\\]|\\.)*"|[[\]{}]/g)) {
      if (mark === "[" || mark === "{") {
        if (++level > depth) {
          throw new Error(`nested more than ${depth} levels deep (lists and objects within each other): at most ${depth}`);
        }
      } else if (mark === "]" || mark === "}") level -= 1;
    }
    let at = 0;
    const fail = (why) => { throw new Error(`expected JSON (${why} at character ${at + 1}), not ${shown(text)}`); };
    const blank = () => { while (at < text.length && " \t\n\r".includes(text[at])) at += 1; };
    const value = () => {
      blank();
      const c = text[at];
      if (c === "{" || c === "[") {
        const object = c === "{";
        const out = object ? new Map() : [];
        at += 1;
        blank();
        if (text[at] === (object ? "}" : "]")) { at += 1; return out; }
        for (;;) {
          if (object) {
            blank();
            if (text[at] !== '"') fail("Expecting property name enclosed in double quotes");
            const key = string();
            blank();
            if (text[at] !== ":") fail("Expecting ':' delimiter");
            at += 1;
            if (out.has(key)) throw new Error(`${shown(key)} is given twice: each name once, with its value`);
            out.set(key, value());
          } else out.push(value());
          blank();
          if (text[at] === ",") { at += 1; continue; }
          if (text[at] === (object ? "}" : "]")) { at += 1; return out; }
          fail("Expecting ',' delimiter");
        }
      }
      if (c === '"') return string();
      for (const [word, result] of [["true", true], ["false", false], ["null", null]]) {
        if (text.startsWith(word, at)) { at += word.length; return result; }
      }
      for (const word of ["NaN", "Infinity", "-Infinity"]) {
        if (text.startsWith(word, at)) throw new Error(`${word} is not a number: a figure is written with the digits 0 to 9`);
      }
      const number = /^(-?(?:0|[1-9][0-9]*))(\.[0-9]+)?([eE][-+]?[0-9]+)?/.exec(text.slice(at));
      if (!number) fail("Expecting value");
      at += number[0].length;
      if (number[2] || number[3]) return new Float(Number(number[0]));
      return numberFromText(number[1], true, bounds);
    };
    const string = () => {
      let end = at + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === "\\" ? 2 : 1;
      if (end >= text.length) fail("Unterminated string starting");
      const token = text.slice(at, end + 1);
      let out;
      try { out = JSON.parse(token); } catch { fail("Invalid string"); }
      at = end + 1;
      return out;
    };
    const out = value();
    blank();
    if (at !== text.length) fail("Extra data");
    return out;
  }

  // --- a value of a URL, typed as its declaration says (floorbook.sheet.house) -------------------------------
  const fieldsOf = (spec) => spec.fields || {};
  const casesOf = (spec) => spec.cases || {};
  const valuesOf = (spec) => spec.values || {};

  function depth(spec) {
    const inner = [...Object.values(fieldsOf(spec)), spec.keys, spec.items].filter(Boolean);
    const own = spec.type === "list" || spec.type === "mapping" || Object.keys(casesOf(spec)).length ? 1 : 0;
    return own + Math.max(0, ...inner.map(depth));
  }

  function fromJson(spec, value) {
    if (!(value instanceof Map) || spec.type !== "mapping") return value;
    const out = new Map();
    if (spec.fields) {
      for (const [k, v] of value) out.set(k, own(spec.fields, k) ? fromJson(spec.fields[k], v) : v);
      return out;
    }
    for (const [k, v] of value) {
      let key = k;
      if (spec.keys.type === "integer" && /^-*[0-9]+$/.test(k)) {
        if (!/^-?[0-9]+$/.test(k)) throw new Error(`invalid literal for int() with base 10: ${shown(k)}`);
        key = Number(k);
      }
      out.set(key, fromJson(spec.items, v));
    }
    return out;
  }

  function scalar(text, spec, bounds) {
    const kind = spec ? spec.type : null;
    if (kind === "integer" || kind === "number") {
      let number;
      try { number = numberFromText(text, kind === "integer", bounds); } catch (err) { return new Unreadable(text, err.message); }
      return number === null ? text : number;
    }
    if (kind === "boolean" && (text === "true" || text === "false")) return text === "true";
    return text;
  }

  function valueFromText(raw, spec, shorthand, bounds) {
    const text = strip(raw);
    if (ALWAYS_ALLOWED.includes(text)) return text;
    if (text.startsWith("{") || text.startsWith("[")) {
      try { return fromJson(spec, jsonValue(text, depth(spec), bounds)); } catch (err) { return new Unreadable(text, err.message); }
    }
    if (spec.type === "list") return text ? text.split(",").map((i) => strip(i)).filter(Boolean) : [];
    if (spec.type === "mapping" && shorthand && !/[:,]/.test(text)) return scalar(text, spec.fields[shorthand], bounds);
    if ((spec.type === "mapping" || Object.keys(casesOf(spec)).length) && text.includes(":")) {
      let pairs;
      try { pairs = namedPairs(text); } catch (err) { return new Unreadable(text, err.message); }
      const out = new Map();
      for (const [key, value] of pairs) {
        const inner = spec.fields ? (own(spec.fields, key) ? spec.fields[key] : null) : (spec.items || spec);
        out.set(spec.keys ? scalar(key, spec.keys, bounds) : key, scalar(value, inner, bounds));
      }
      return out;
    }
    return scalar(text, spec, bounds);
  }

  function isoDate(text) { // Python 3.11's date.fromisoformat: YYYY-MM-DD, YYYYMMDD, YYYY-Www[-D], YYYYWww[D]
    let found = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(text) || /^([0-9]{4})([0-9]{2})([0-9]{2})$/.exec(text);
    let year, month, day;
    if (found) {
      [year, month, day] = found.slice(1).map(Number);
    } else {
      found = /^([0-9]{4})-?W([0-9]{2})(?:-?([1-7]))?$/.exec(text);
      if (!found || (text.includes("-") && /^[0-9]{4}W/.test(text)) || (/W[0-9]{2}-/.test(text) && !text.includes("-W"))) return null;
      year = Number(found[1]);
      const week = Number(found[2]);
      const weekday = Number(found[3] || 1);
      const jan4 = new Date(Date.UTC(year, 0, 4));
      const weeks = new Date(Date.UTC(year, 11, 28));
      const lastWeek = Math.ceil(((weeks - Date.UTC(year, 0, 4)) / 86400000 + ((jan4.getUTCDay() + 6) % 7) + 1) / 7);
      if (year < 1 || week < 1 || week > lastWeek) return null;
      const monday = Date.UTC(year, 0, 4) - ((jan4.getUTCDay() + 6) % 7) * 86400000;
      const date = new Date(monday + ((week - 1) * 7 + weekday - 1) * 86400000);
      if (date.getUTCFullYear() < 1 || date.getUTCFullYear() > 9999) return null;
      [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
    }
    if (year < 1 || month < 1 || month > 12 || day < 1) return null;
    const date = new Date(Date.UTC(2000, month - 1, day)); // a leap year: February 29 checked below
    if (date.getUTCMonth() !== month - 1) return null;
    if (month === 2 && day === 29 && !(year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0))) return null;
    return new IsoDate(`${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`);
  }

  function fromQuery(query, data) { // floorbook.sheet.house.from_query
    const out = new Map();
    const additions = new Map();
    const pairs = parseQsl(query.replace(/^\?+/, ""));
    const counts = new Map();
    for (const [key] of pairs) counts.set(key, (counts.get(key) || 0) + 1);
    const group = (name) => {
      if (!out.has(name)) out.set(name, new Map());
      return out.get(name) instanceof Map ? out.get(name) : new Map();
    };
    for (const [key, text] of pairs) {
      const twice = counts.get(key) > 1 ? new Unreadable(text, "is given twice") : null;
      const dot = key.indexOf(".");
      const [head, name] = dot < 0 ? [key, ""] : [key.slice(0, dot), key.slice(dot + 1)];
      if (head === "event" && name) {
        group("event").set(name, twice || (name === "date" ? isoDate(strip(text)) || text : text));
      } else if (head === "choices" && name) {
        const declaration = own(data.declarations, name) ? data.declarations[name] : null;
        const shorthand = own(data.house.shorthand, name) ? data.house.shorthand[name] : null;
        group("choices").set(name, twice || (declaration ? valueFromText(text, declaration, shorthand, data.bounds) : text));
      } else if (head === "details" && name) {
        group("details").set(name, twice || text);
      } else if (head === "additions" && name) {
        const at = name.indexOf(".");
        const [index, lang] = at < 0 ? [name, ""] : [name.slice(0, at), name.slice(at + 1)];
        if (new RegExp(`^(?:${data.house.addition_index})$`).test(index)) {
          if (strip(text) || twice) {
            const row = Number(index);
            if (!additions.has(row)) additions.set(row, new Map());
            additions.get(row).set(lang, twice || text);
          }
        } else out.set(key, text);
      } else if (key === "topics") {
        out.set("topics", twice || text);
      } else out.set(key, twice || text);
    }
    if (additions.size) out.set("additions", [...additions.keys()].sort((a, b) => a - b).map((i) => additions.get(i)));
    return out;
  }

  // --- checking a value against its declaration (floorbook.engine.declarations.ValueSpec) ----------------------
  const num = (x) => String(x);

  function allowed(spec, always, unit) {
    let text;
    if (spec.type === "integer" || spec.type === "number") {
      const [low, high] = [spec.min, spec.max];
      text = low != null && high != null ? `${num(low)} to ${num(high)}` : low != null ? `at least ${num(low)}`
        : high != null ? `at most ${num(high)}` : spec.type === "integer" ? "a whole number" : "a number";
      if (unit !== "none" && unit !== "ratio") text += ` ${unit}`;
      if (Object.keys(casesOf(spec)).length) text += `, or one per case (${Object.keys(spec.cases).join(", ")})`;
    } else if (spec.type === "boolean") text = "true, false";
    else if (spec.type === "choice") text = Object.keys(valuesOf(spec)).join(", ");
    else if (spec.type === "list") text = `a list of ${Object.keys(valuesOf(spec)).join(", ")}`;
    else if (spec.fields) text = `a mapping of ${Object.keys(spec.fields).join(", ")}`;
    else text = `a mapping of ${allowed(spec.keys, [], "none")} to ${allowed(spec.items, [], "none")}`;
    return [text, ...always].filter(Boolean).join(", ");
  }

  function unknown(value, names, what) {
    const known = what === "value" ? "is not allowed" : `is not a known ${what}`;
    return `${shown(value)} ${known}; allowed: ${names.join(", ") || "(none)"}`;
  }

  function mostItems(spec) {
    if (spec.type === "list") {
      return spec.max_items != null ? spec.max_items : spec.unique ? Object.keys(valuesOf(spec)).length : null;
    }
    if (spec.fields) return Object.keys(spec.fields).length;
    const keys = spec.keys;
    if (keys && keys.type === "integer" && keys.min != null && keys.max != null) return keys.max - keys.min + 1;
    if (keys && keys.type === "choice") return Object.keys(valuesOf(keys)).length;
    return null;
  }

  function problems(spec, value, always, unit, loc, bounds) {
    if (typeof value === "string" && always.includes(value)) return [];
    const allowedText = `allowed: ${allowed(spec, always, unit)}`;
    if (spec.type === "integer" || spec.type === "number") {
      if (value instanceof Map && Object.keys(casesOf(spec)).length) {
        const out = value.size ? [] : [[loc, `no case given; ${allowedText}`]];
        for (const [k, v] of value) {
          if (typeof k !== "string" || !own(spec.cases, k)) out.push([[...loc, k], unknown(k, Object.keys(spec.cases), "case")]);
          else out.push(...problems({ ...spec, cases: {} }, v, ALWAYS_ALLOWED, unit, [...loc, k], bounds));
        }
        return out;
      }
      const whole = spec.type === "integer";
      if (!isNumber(value) || (whole && !isInt(value))) {
        return [[loc, `${shown(value)} is not ${whole ? "a whole number" : "a number"}; ${allowedText}`]];
      }
      const v = numberOf(value);
      if ((spec.min != null && v < spec.min) || (spec.max != null && v > spec.max)) return [[loc, `${shown(value)} is out of range; ${allowedText}`]];
      if (!(Math.abs(v) <= bounds.largest)) {
        return [[loc, `${shown(value)} is out of any real range: at most ${bounds.largest.toLocaleString("en-US")}`]];
      }
      return [];
    }
    if (spec.type === "boolean") return typeof value === "boolean" ? [] : [[loc, `${shown(value)} is not true or false; ${allowedText}`]];
    if (spec.type === "choice") {
      if (typeof value === "string" && own(valuesOf(spec), value)) return [];
      return [[loc, unknown(value, [...Object.keys(valuesOf(spec)), ...always], "value")]];
    }
    if (spec.type === "list") {
      if (!Array.isArray(value)) return [[loc, `${shown(value)} is not a list; ${allowedText}`]];
      const most = mostItems(spec);
      if ((spec.min_items != null && value.length < spec.min_items) || (most != null && value.length > most)) {
        return [[loc, `${value.length} items; expected ${spec.min_items || 0} to ${most != null ? most : "any"} of ${Object.keys(valuesOf(spec)).join(", ")}`]];
      }
      const out = [];
      value.forEach((item, i) => {
        if (!(typeof item === "string" && own(valuesOf(spec), item))) out.push([[...loc, i], unknown(item, Object.keys(valuesOf(spec)), "item")]);
        else if (spec.unique && value.slice(0, i).includes(item)) out.push([[...loc, i], `${shown(item)} is listed twice`]);
      });
      return out;
    }
    if (!(value instanceof Map) || !value.size) return [[loc, `${shown(value)} is not a mapping; ${allowedText}`]];
    const most = mostItems(spec);
    if (most != null && value.size > most) return [[loc, `${value.size} entries; at most ${most}; ${allowedText}`]];
    const out = [];
    for (const [key, v] of value) {
      if (spec.fields) {
        if (typeof key !== "string" || !own(spec.fields, key)) out.push([[...loc, key], unknown(key, Object.keys(spec.fields), "key")]);
        else out.push(...problems(spec.fields[key], v, [], unit, [...loc, key], bounds));
      } else {
        for (const [where, message] of problems(spec.keys, key, [], "none", [...loc, key], bounds)) out.push([where, `key ${message}`]);
        out.push(...problems(spec.items, v, [], unit, [...loc, key], bounds));
      }
    }
    return out;
  }

  // --- checking a configuration (floorbook.sheet.house.house_from_data), with a link's keys only ------------
  function textProblem(value, chars, lines, bounds) { // floorbook.engine.bounds.printed_text_problem
    const n = codePoints(value);
    if (n > chars) return `a text of ${n} characters is too long: at most ${chars}`;
    const found = new RegExp(`[${bounds.invisible}${bounds.controls}${lines ? "" : "\t\n"}]`, "u").exec(value);
    if (found) {
      const code = found[0].codePointAt(0).toString(16).toUpperCase().padStart(4, "0");
      return `the character U+${code} cannot be printed: a text holds no invisible, direction or control character`;
    }
    return null;
  }

  function houseFromData(input, data) {
    const found = [];
    const add = (loc, message) => found.push({ field: loc.map(String).join("."), message });
    const readable = (value, loc) => (value instanceof Unreadable ? (add(loc, value.message), false) : true);
    const mapping = (value, loc, keys, required) => {
      if (!readable(value, loc)) return new Map();
      if (!(value instanceof Map)) { add(loc, `expected a mapping of ${keys.join(", ")}`); return new Map(); }
      for (const key of value.keys()) if (!keys.includes(key)) add([...loc, key], `unknown key; allowed: ${keys.join(", ")}`);
      for (const key of required) if (!value.has(key)) add([...loc, key], "is required");
      return value;
    };
    const text = (value, loc, chars, optional, lines) => {
      if (value === undefined && optional) return null;
      if (!readable(value, loc)) return null;
      if (typeof value !== "string") { add(loc, `${shown(value)} is not text; expected text`); return null; }
      if (!strip(value)) { add(loc, "must not be empty"); return null; }
      const problem = textProblem(value, chars, lines, data.bounds);
      if (problem) { add(loc, problem); return null; }
      return value;
    };
    const h = data.house;
    mapping(input, [], h.top_keys, ["event", "base"]);
    const rawEvent = input.has("event") ? mapping(input.get("event"), ["event"], h.event_keys, h.event_keys) : new Map();
    const event = {};
    for (const key of h.event_keys) {
      if (!rawEvent.has(key)) continue;
      const value = rawEvent.get(key);
      if (key !== "date") { event[key] = text(value, ["event", key], h.event_chars, false, false); continue; }
      if (!readable(value, ["event", key])) continue;
      const date = value instanceof IsoDate ? value : typeof value === "string" ? isoDate(strip(value)) : null;
      if (date) event.date = date.text;
      else add(["event", key], `${shown(value)} is not a date; expected a date written YYYY-MM-DD`);
    }
    const base = input.get("base");
    const knownBase = typeof base === "string" && own(data.rulesets, base);
    if (input.has("base") && readable(base, ["base"]) && !knownBase) {
      add(["base"], `unknown base ${shown(base)}; allowed: ${Object.keys(data.rulesets).sort().join(", ")}`);
    }
    const additions = [];
    let rawAdditions = input.get("additions") || [];
    if (!Array.isArray(rawAdditions)) {
      add(["additions"], "expected a list of local rules, each with fr (and en)");
      rawAdditions = [];
    } else if (rawAdditions.length > h.additions) {
      add(["additions"], `${rawAdditions.length} local rules; at most ${h.additions} (a sheet of one or two pages)`);
      rawAdditions = [];
    }
    rawAdditions.forEach((item, i) => {
      const entry = mapping(item, ["additions", i], data.languages, ["fr"]);
      if (!entry.has("fr")) return;
      const fr = text(entry.get("fr"), ["additions", i, "fr"], h.addition_chars, false, true);
      const en = text(entry.get("en"), ["additions", i, "en"], h.addition_chars, true, true);
      if (fr) additions.push(en ? { fr, en } : { fr });
    });
    let rawChoices = input.get("choices");
    if (rawChoices === undefined || rawChoices === "" || (rawChoices instanceof Map && !rawChoices.size)) rawChoices = new Map();
    if (!(rawChoices instanceof Map)) { add(["choices"], "expected a mapping of parameter: value"); rawChoices = new Map(); }
    if (knownBase) {
      const values = data.rulesets[base].values;
      for (const [name, value] of rawChoices) {
        const loc = ["choices", name];
        if (value instanceof Unreadable) { add(loc, value.message); continue; }
        if (!own(data.declarations, name) || !own(values, name)) {
          add(loc, `unknown parameter; allowed: ${Object.keys(data.declarations).sort().join(", ")}`);
          continue;
        }
        const declaration = data.declarations[name];
        const short = own(h.shorthand, name) && !(value instanceof Map);
        const spec = short ? declaration.fields[h.shorthand[name]] : declaration;
        for (const [where, message] of problems(spec, value, h.always, declaration.unit, [], data.bounds)) {
          add([...loc, ...where], message);
        }
      }
    }
    if (found.length) return new Refusal("link_refused", found);
    const house = { base, event, choices: plain(rawChoices), additions };
    Object.defineProperty(house, "values", { value: rawChoices, enumerable: false }); // in order, for the words
    return house;
  }

  /** A value of the data file as its checker holds it: ``{"=": [[key, value], …]}`` a Map, in its order. */
  function revive(value) {
    if (Array.isArray(value)) return value.map(revive);
    if (value && typeof value === "object" && own(value, "=")) return new Map(value["="].map(([k, v]) => [k, revive(v)]));
    return value;
  }

  function plain(value) { // a value as JSON holds it: mappings as objects (their keys text), numbers as numbers
    if (value instanceof Map) return Object.fromEntries([...value].map(([k, v]) => [String(k), plain(v)]));
    if (Array.isArray(value)) return value.map(plain);
    if (value instanceof Float) return value.value;
    return value;
  }

  /** The house of a tournament link (the whole address, or its fragment), or a Refusal (floorbook.sheet.link). */
  function readLink(link, data) {
    if (link.length > data.link.chars && codePoints(link) > data.link.chars) {
      return new Refusal("link_too_long", [], { n: codePoints(link), most: data.link.chars });
    }
    const fragment = link.includes("#") ? link.slice(link.indexOf("#") + 1) : link;
    const at = fragment.indexOf("&");
    const [mark, query] = at < 0 ? [fragment, ""] : [fragment.slice(0, at), fragment.slice(at + 1)];
    if (mark !== data.link.mark || !query) return new Refusal("link_not_a_tournament");
    const input = fromQuery(query, data);
    const extra = [...input.keys()].filter((key) => !data.link.keys.includes(key))
      .map((key) => ({ field: key, message: `unknown key; allowed: ${data.link.keys.join(", ")}` }));
    if (extra.length) return new Refusal("link_refused", extra);
    return houseFromData(input, data);
  }

  // --- words: a refusal, a value (floorbook.words) ----------------------------------------------------------
  function say(words, lang, values) {
    return words[lang === "en" ? "en" : "fr"].replace(/\{(\w+)\}/g, (all, name) => (own(values, name) ? String(values[name]) : all));
  }

  function messageWords(message, lang, data) {
    for (const [pattern, words] of data.messages.patterns) {
      const found = new RegExp(`^(?:${pattern})$`).exec(message);
      if (!found) continue;
      const parts = { ...(found.groups || {}) };
      for (const name of ["values", "count"]) {
        if (lang === "fr" && parts[name] != null) {
          for (const [from, to] of data.messages.values_fr) parts[name] = parts[name].replace(new RegExp(from, "g"), to.replace(/\\(\d)/g, "$$$1"));
        }
      }
      if (parts.inner != null) parts.inner = messageWords(parts.inner, lang, data);
      return say(words, lang, parts);
    }
    return message;
  }

  function refusalWords(refusal, lang, data) {
    const ui = data.ui;
    if (!refusal.problems.length) return say(ui[refusal.words], lang, refusal.values);
    const first = refusal.problems[0];
    const most = data.link.said_allowed; // a one-line refusal names this many allowed values (floorbook.sheet.link)
    const short = first.message.replace(/(; allowed: )([^;]+)/, (all, head, list) => {
      const items = list.split(", ");
      return head + (items.length <= most ? list : items.slice(0, most).join(", ") + ", …");
    });
    const message = messageWords(short, lang, data);
    let told = first.field ? say(data.messages.problem, lang, { place: first.field, message }) : message;
    const more = refusal.problems.length - 1;
    if (more) told = say(ui[more === 1 ? "link_one_more_problem" : "link_more_problems"], lang, { problem: told, n: more });
    return say(ui[refusal.words], lang, { problem: told });
  }

  function numberWords(value, lang) {
    const whole = Number.isInteger(value);
    let text = whole ? Math.trunc(value).toString() : value.toFixed(2).replace(/0+$/, "").replace(/\.$/, "");
    const [int, frac] = text.split(".");
    text = int.replace(/\B(?=(\d{3})+(?!\d))/g, ",") + (frac ? "." + frac : "");
    return lang === "fr" ? text.replace(/,/g, "\u202f").replace(/\./g, ",") : text;
  }

  function amount(value, unit, lang, data) {
    if (unit === "ratio") {
      const percent = numberWords(Math.round(value * 100 * 100) / 100, lang);
      return lang === "fr" ? `${percent}\u202f%` : `${percent}%`;
    }
    const units = data.words.units;
    if (own(units, unit)) return `${numberWords(value, lang)} ${say(units[unit][value === 1 ? 0 : 1], lang)}`;
    return numberWords(value, lang);
  }

  const entries = (value) => (value instanceof Map ? [...value] : Object.entries(value));
  const isMapping = (value) => value instanceof Map || (value !== null && typeof value === "object" && !Array.isArray(value));
  const pair = (label, value, lang) => (lang === "fr" ? `${label}\u00a0: ${value}` : `${label}: ${value}`);
  const joined = (lang) => (lang === "fr" ? "\u202f; " : "; ");

  function words(spec, value, unit, lang, data) { // floorbook.words.values._words
    const w = data.words;
    if (typeof value === "string" && own(w.open, value)) return say(w.open[value], lang);
    if (spec.type === "boolean" && typeof value === "boolean") return say(w.yes_no[String(value)], lang);
    if (spec.type === "integer" || spec.type === "number") {
      if (isMapping(value)) {
        return entries(value).map(([k, v]) => pair(own(casesOf(spec), k) ? say(spec.cases[k], lang) : k,
          words(spec, v, unit, lang, data), lang)).join(joined(lang));
      }
      if (isNumber(value)) return amount(numberOf(value), unit, lang, data);
    }
    if (spec.type === "choice" && typeof value === "string" && own(valuesOf(spec), value)) return say(spec.values[value], lang);
    if (spec.type === "list" && Array.isArray(value)) {
      if (!value.length) return say(w.none, lang);
      return value.map((v) => (own(valuesOf(spec), v) ? say(spec.values[v], lang) : String(v))).join(", ");
    }
    if (spec.type === "mapping" && isMapping(value)) {
      const parts = [];
      for (const [key, item] of entries(value)) {
        if (spec.fields && own(spec.fields, key)) parts.push(pair(say(spec.fields[key].label, lang), words(spec.fields[key], item, unit, lang, data), lang));
        else if (spec.items) parts.push(`${key} → ${words(spec.items, item, unit, lang, data)}`);
      }
      return parts.join(joined(lang));
    }
    return String(value);
  }

  /** A parameter's value in plain words in lang (floorbook.words.values.value_words with its declaration). */
  function valueWords(name, value, lang, data) {
    const declaration = data.declarations[name];
    return words(declaration, value, declaration.unit, lang, data);
  }

  /** A house choice as the house's rules hold it: a shorthand (final_table_size: 9) as its mapping. */
  function houseValue(name, value, data) {
    const short = own(data.house.shorthand, name) && !isMapping(value);
    return short ? new Map([[data.house.shorthand[name], value]]) : value;
  }

  // --- the page ---------------------------------------------------------------------------------------------
  function element(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text != null) node.textContent = text;
    return node;
  }

  function place() {
    return document.querySelector(".md-content__inner") || document.querySelector("article") || document.body;
  }

  function notice(text, lang, data) {
    const box = element("div", "fb-tournament fb-tournament--refused");
    box.setAttribute("role", "alert");
    box.dataset.fbTournamentRefused = "";
    box.append(element("p", null, text));
    const close = element("button", "md-button", say(data.ui.tournament_close, lang));
    close.type = "button";
    close.addEventListener("click", () => box.remove());
    box.append(close);
    place().prepend(box);
  }

  function showMode(house, root, lang, data, kept) {
    const rules = data.rulesets[house.base];
    const n = Object.keys(house.choices).length;
    const bar = element("div", "fb-tournament");
    bar.setAttribute("role", "region");
    bar.setAttribute("aria-label", say(data.ui.tournament_mode, lang));
    bar.dataset.fbTournament = house.base;
    const line = element("p");
    line.append(element("strong", "fb-tournament__event", house.event.name), " — ");
    const link = element("a", null, say(data.ui[n === 1 ? "tournament_one_choice" : "tournament_choices"], lang, { base: rules.title, n }));
    link.href = new URL(rules.pages[lang === "en" ? "en" : "fr"], root).href;
    line.append(link);
    const leave = element("button", "md-button fb-tournament__leave", say(data.ui.tournament_leave, lang));
    leave.type = "button";
    bar.append(line, leave);
    place().prepend(bar);

    const added = [];
    for (const list of document.querySelectorAll("ul.fb-params[data-rulebook]")) {
      if (!rules.sources.includes(list.dataset.rulebook)) continue;
      for (const item of list.querySelectorAll("li[data-param]")) {
        const name = item.dataset.param;
        if (!house.values.has(name) || !own(rules.values, name)) continue;
        const value = valueWords(name, houseValue(name, house.values.get(name), data), lang, data);
        const base = valueWords(name, revive(rules.values[name]), lang, data);
        if (value === base) continue;
        const said = element("span", "fb-house", say(data.ui.tournament_in_place, lang, { value, base: rules.title, base_value: base }));
        said.dataset.fbHouse = "";
        item.append(" ", said);
        added.push(said);
      }
    }
    const moved = [];
    for (const entry of document.querySelectorAll(`[data-fb-rulebook="${CSS.escape(house.base)}"]`)) {
      const row = entry.closest("li, tr");
      if (!row || !row.parentElement) continue;
      moved.push([row.parentElement, [...row.parentElement.children]]);
      row.parentElement.prepend(row);
    }
    leave.addEventListener("click", () => {
      kept.leave();
      bar.remove();
      added.forEach((node) => node.remove());
      for (const [parent, order] of moved.reverse()) parent.append(...order);
    });
  }

  async function start(win) {
    const script = document.currentScript;
    const kept = win.floorbookTournament;
    if (!script || !kept) return;
    const root = new URL("../", script.src); // the site's root: this script is assets/tournament-mode.js
    const hash = win.location.hash;
    const response = await fetch(new URL("tournament.json", script.src));
    const data = await response.json();
    if (document.readyState === "loading") await new Promise((done) => document.addEventListener("DOMContentLoaded", done, { once: true }));
    const lang = document.documentElement.lang === "en" ? "en" : "fr";
    if (/^#t=/.test(hash)) {
      const read = readLink(win.location.href, data);
      win.history.replaceState(win.history.state, "", win.location.pathname + win.location.search);
      if (read instanceof Refusal) notice(refusalWords(read, lang, data), lang, data);
      else kept.keep(hash.slice(1), read);
    }
    const stored = kept();
    if (!stored) return;
    const house = readLink(stored.fragment, data); // checked again: storage is no more trusted than a link
    if (house instanceof Refusal) { kept.leave(); return; }
    showMode(house, root, lang, data, kept);
  }

  return { readLink, refusalWords, valueWords, houseValue, revive, Refusal, start };
});
