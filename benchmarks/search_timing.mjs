// Time to results of the site's search core (site_src/assets/search/*.js) in Node: the index read and
// readied once (as at the page's first query), then each query of a list ranked (query → ranked list).
// usage: node search_timing.mjs INDEX.json QUERIES.json → {"load": ms, "queries": [ms per query]} as JSON
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";

import { prepare, search } from "../site_src/assets/search/query.js";

const text = readFileSync(process.argv[2], "utf8");
const queries = JSON.parse(readFileSync(process.argv[3], "utf8"));
const start = performance.now();
const index = prepare(JSON.parse(text));
const load = performance.now() - start;
const times = queries.map((q) => {
  const begin = performance.now();
  search(index, q, 10);
  return performance.now() - begin;
});
process.stdout.write(JSON.stringify({ load, queries: times }));
