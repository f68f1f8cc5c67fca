// Runs the site's search.js (the very file the pages load) on an index and a list of queries.
// usage: node search_driver.js INDEX.json QUERIES.json          → [[[id, score]…] per query] as JSON
//        node search_driver.js INDEX.json QUERIES.json --refs   → [parseReference(query)…] as JSON
const fs = require("fs");
const path = require("path");
const api = require(path.resolve(__dirname, "..", "site_src", "assets", "search.js"));
const index = api.prepare(JSON.parse(fs.readFileSync(process.argv[2], "utf8")));
const queries = JSON.parse(fs.readFileSync(process.argv[3], "utf8"));
const out = process.argv[4] === "--refs"
  ? queries.map((q) => api.parseReference(q, index.books, index._stop))
  : queries.map((q) => api.search(index, q, 10).map((h) => [h.id, h.score]));
process.stdout.write(JSON.stringify(out));
