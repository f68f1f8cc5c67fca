// Pyodide's standard library compacted by Pyodide's own Python (its syntax may be newer than the
// Python that builds the site): the entries listed, each .py without comments and docstrings, by
// compact_archive of floorbook/site_build/compact.py, written as one zip.
//   node stdlib-compact.mjs <pyodide folder> <compact.py> <python_stdlib.zip> <entries.txt> <out.zip>
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [runtime, compact, stdlib, entries, out] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(runtime, "pyodide.mjs")).href);
const py = await loadPyodide({ indexURL: runtime + path.sep, stdout: () => {}, stderr: () => {} });
py.runPython(fs.readFileSync(compact, "utf8"));
py.globals.set("STDLIB", new Uint8Array(fs.readFileSync(stdlib)));
py.globals.set("ENTRIES", fs.readFileSync(entries, "utf8").split("\n").filter(Boolean));
const packed = py.runPython("compact_archive(bytes(STDLIB.to_py()), list(ENTRIES))");
fs.writeFileSync(out, packed.toJs());
