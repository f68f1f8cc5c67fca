// Articles named by their number ("45", "r45", "règle 45", "art. 3.5", "PR-8", "ropta 9.6"). The twin
// of the query-time part of floorbook/search/references.py (the rulebook names, the rulebooks'
// order and the articles' canonical numbers are worked out when the index is built: its "books",
// "order" and each document's "num").

import { tokens } from "./text.js";

export const NUMBER_PREFIXES = new Set("r regle regles rule rules art article articles n no num numero #".split(" "));
export const PROCEDURE_WORDS = new Set(["pr", "rp"]); // the TDA's Recommended Procedures, cited "RP-n" in its text
const ATOM = /[a-z]+|[0-9]+|[.#%-]/g;
const DIGITS = /^[0-9]+$/;
const LETTERS = /^[a-z]+$/;

// mirrors floorbook/search/references.py: fold
export function fold(text) {
  return text.normalize("NFKD").toLowerCase().replace(/[\u0300-\u036f]/g, "").replace(/[\u2010-\u2015\u2212]/g, "-");
}

// mirrors floorbook/search/references.py: _small
export function small(atom) {
  return DIGITS.test(atom) && atom.length <= 2 && parseInt(atom, 10) > 0;
}

// mirrors floorbook/search/references.py: _match_book
export function matchBook(atoms, i, books) {
  for (const [name, year, ids] of books) { // longest names first, a name with its year before the bare name
    let j = i;
    let whole = true;
    for (let k = 0; k < name.length; k++) {
      if (k && j < atoms.length && atoms[j] === "-") j++;
      if (j >= atoms.length || atoms[j] !== name[k]) {
        whole = false;
        break;
      }
      j++;
    }
    if (!whole) continue;
    if (year && j < atoms.length && atoms[j] === "-") j++;
    if (!year) return [j, ids];
    if (j < atoms.length && atoms[j] === year) return [j + 1, ids];
  }
  return [0, []];
}

// mirrors floorbook/search/references.py: _match_number
export function matchNumber(atoms, i) {
  const n = atoms.length;
  const separator = (a) => a === "." || a === "-";
  if (PROCEDURE_WORDS.has(atoms[i])) {
    const j = i + 1 + (i + 1 < n && separator(atoms[i + 1]) ? 1 : 0);
    if (j < n && small(atoms[j])) return [j + 1, "PR-" + parseInt(atoms[j], 10), "pr"];
    return [0, "", ""];
  }
  if (!small(atoms[i]) || (i > 1 && separator(atoms[i - 1]) && DIGITS.test(atoms[i - 2]))) return [0, "", ""];
  if (i + 2 < n && separator(atoms[i + 1]) && small(atoms[i + 2])) {
    let j = i + 3;
    let bis = "";
    if (j < n && atoms[j] === "bis") {
      j += 1;
      bis = "bis";
    } else if (j + 1 < n && atoms[j] === "-" && atoms[j + 1] === "bis") {
      j += 2;
      bis = "bis";
    }
    return [j, `${parseInt(atoms[i], 10)}${atoms[i + 1]}${parseInt(atoms[i + 2], 10)}${bis}`, "pair"];
  }
  if (i + 1 < n && (separator(atoms[i + 1]) || atoms[i + 1] === "%")) return [0, "", ""];
  return [i + 1, String(parseInt(atoms[i], 10)), "int"];
}

// mirrors floorbook/search/references.py: parse_reference
// → {books: [[source ids] for each rulebook named], number (or null), rest}
export function parseReference(query, books, stop) {
  const text = fold(query);
  const spans = Array.from(text.matchAll(ATOM), (m) => [m.index, m.index + m[0].length, m[0]]);
  const atoms = spans.map(([, , atom]) => atom);
  const used = atoms.map(() => false);
  const named = [];
  const seen = new Set();
  let i = 0;
  while (i < atoms.length) {
    const [end, ids] = LETTERS.test(atoms[i]) ? matchBook(atoms, i, books) : [0, []];
    if (end) {
      const key = ids.join(" ");
      if (!seen.has(key)) {
        seen.add(key);
        named.push(ids);
      }
      for (let j = i; j < end; j++) used[j] = true;
      i = end;
    } else {
      i++;
    }
  }
  const found = new Map(); // form → [start, end, number]
  for (let i = 0; i < atoms.length; i++) {
    if (used[i]) continue;
    const [end, number, kind] = matchNumber(atoms, i);
    let form = kind;
    if (!end || used.slice(i, end).some(Boolean)) continue;
    let start = i && atoms[i - 1] === "." ? i - 1 : i; // "art. 12"
    if (start && !used[start - 1] && NUMBER_PREFIXES.has(atoms[start - 1])) {
      start -= 1;
      if (form === "int") form = "pair"; // "r45", "règle 45": surely an article number
    } else {
      start = i;
    }
    if (!found.has(form)) found.set(form, [start, end, number]);
  }
  for (const form of ["pr", "pair", "int"]) {
    if (!found.has(form)) continue;
    const [start, end, number] = found.get(form);
    const rest = text.split("");
    spans.forEach(([a, b], j) => {
      if (used[j] || (start <= j && j < end)) rest.fill(" ", a, b);
    });
    const restText = rest.join("");
    if (form === "int" && !named.length && tokens(restText, stop).length) break;
    return { books: named, number, rest: restText };
  }
  return { books: named, number: null, rest: query };
}

// mirrors floorbook/search/references.py: loose_number
export function looseNumber(number) {
  return number.replace(/-/g, ".").replace(/bis$/, "");
}
