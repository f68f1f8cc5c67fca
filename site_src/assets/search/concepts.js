// The glossary's forms found in a query. The twin of the query-time part of
// floorbook/search/concepts.py: the glossary itself is mined when the index is built (Python only);
// the index carries the result ("phrases": normalised form → concept id, "params.words": the
// words of the longest form).

// mirrors floorbook/search/concepts.py: find_forms
export function findForms(tokenList, phrases, maxLen) {
  const found = [];
  for (let size = maxLen; size >= 1; size--) {
    for (let i = 0; i + size <= tokenList.length; i++) {
      const key = tokenList.slice(i, i + size).join(" ");
      if (Object.hasOwn(phrases, key)) found.push(key);
    }
  }
  return found;
}

// mirrors floorbook/search/concepts.py: find_concepts
export function findConcepts(tokenList, phrases, maxLen) {
  return findForms(tokenList, phrases, maxLen).map((key) => phrases[key]);
}
