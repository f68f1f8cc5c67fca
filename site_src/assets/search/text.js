// Search text: normalised, stop words left out, lightly stemmed; the bounded edit distance of typo
// correction. The twin of floorbook/search/text.py, function for function: each function below
// mirrors the Python function its comment names (tests/test_search_twins.py keeps the two lists
// equal; tests/test_search.py checks that both rank every evaluation query alike). The stop words
// come with the index (its "stop" list, the Python STOP_WORDS), as a Set.

// mirrors floorbook/search/text.py: normalise
export function normalise(text) {
  return text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase()
    .replace(/\u0153/g, "oe").replace(/\u00e6/g, "ae").replace(/[^a-z0-9%]+/g, " ").trim();
}

// mirrors floorbook/search/text.py: stem
export function stem(word) {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return word;
  if (word.length > 4 && word.endsWith("ies")) return word.slice(0, -3) + "y";
  if ((word.endsWith("s") || word.endsWith("x")) && !word.endsWith("ss")) word = word.slice(0, -1);
  for (const suffix of ["ing", "ed"]) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) {
      word = word.slice(0, -suffix.length);
      const last = word[word.length - 1];
      if (last === word[word.length - 2] && "bdgmnprt".includes(last)) word = word.slice(0, -1);
      return word;
    }
  }
  for (const suffix of ["ee", "e"]) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 4) {
      word = word.slice(0, -suffix.length);
      break;
    }
  }
  if (word.length >= 7 && word.endsWith("er")) word = word.slice(0, -2);
  return word;
}

// mirrors floorbook/search/text.py: words
export function words(text, stop) {
  return normalise(text).split(" ").filter((w) => w && !stop.has(w));
}

// mirrors floorbook/search/text.py: tokens
export function tokens(text, stop) {
  return words(text, stop).map(stem);
}

// mirrors floorbook/search/text.py: edit_distance
export function editDistance(a, b, cutoff) {
  if (Math.abs(a.length - b.length) > cutoff) return cutoff + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (cur[j] < best) best = cur[j];
    }
    if (best > cutoff) return cutoff + 1;
    prev = cur;
  }
  return prev[b.length];
}

// mirrors floorbook/search/text.py: fuzzy_max
export function fuzzyMax(word) {
  return word.length < 4 ? 0 : (word.length < 8 ? 1 : 2);
}
