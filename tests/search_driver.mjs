// Runs the site's search core (site_src/assets/search/*.js, the very modules the pages load) on an
// index and a list of queries. The core's files are ES modules named .js (a browser needs no more);
// Node reads them as such by their syntax (Node 20.19 or later, 22.7 or later).
// usage: node search_driver.mjs INDEX.json QUERIES.json        → per query [[[id, score]…], topic, situation]
//        node search_driver.mjs INDEX.json QUERIES.json --refs → [parseReference(query)…] as JSON
//        node search_driver.mjs INDEX.json QUERIES.json --prefer=RULESET → as the first, in a tournament on RULESET
import { readFileSync } from "node:fs";

import { matchSituation, matchTopic, preferred, prepare, search } from "../site_src/assets/search/query.js";
import { parseReference } from "../site_src/assets/search/references.js";

const index = prepare(JSON.parse(readFileSync(process.argv[2], "utf8")));
const queries = JSON.parse(readFileSync(process.argv[3], "utf8"));
const option = process.argv[4] || "";
const prefer = option.startsWith("--prefer=") ? preferred(index, option.slice("--prefer=".length)) : null;
const ranked = (q) => {
  const hits = search(index, q, 10, prefer);
  const topic = matchTopic(index, q, hits);
  return [hits.map((h) => [h.id, h.score]), topic, matchSituation(index, topic)];
};
const out = option === "--refs"
  ? queries.map((q) => parseReference(q, index.books, index._stop))
  : queries.map(ranked);
process.stdout.write(JSON.stringify(out));
