// The standard-library modules the floor assistant's Python imports under Pyodide, for its trimmed
// standard library (floorbook/site/stdlib.py): Pyodide started in Node.js with its whole standard
// library, the project's archive unpacked, a Python driver run (every situation asked, good and bad
// values, in both languages), then the file of every module loaded, one per line on stdout.
//   node stdlib-modules.mjs <pyodide folder> <archive.zip> <driver.py> <globals.json>
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [runtime, archive, driver, globalsFile] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(runtime, "pyodide.mjs")).href);
const py = await loadPyodide({ indexURL: runtime + path.sep, stdout: () => {}, stderr: () => {} });
py.unpackArchive(new Uint8Array(fs.readFileSync(archive)), "zip", { extractDir: "/home/pyodide/floorbook-site" });
for (const [name, value] of Object.entries(JSON.parse(fs.readFileSync(globalsFile, "utf8")))) py.globals.set(name, value);
const files = py.runPython(fs.readFileSync(driver, "utf8")).toJs();
process.stdout.write(files.join("\n") + "\n");
