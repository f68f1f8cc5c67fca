// The standard-library modules a page's Python imports under Pyodide, for its trimmed standard library
// (floorbook/site_build/stdlib.py): Pyodide started in Node.js (with its whole standard library, or the one
// given), the project's archives unpacked, a Python driver run (every situation asked, good and bad
// values, in both languages; or the sheet builder's forms), then the file of every module loaded, one
// per line on stdout. A driver that fails exits non-zero.
//   node stdlib-modules.mjs <pyodide folder> <driver.py> <globals.json> <stdlib.zip or -> <archive.zip>...
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [runtime, driver, globalsFile, stdlib, ...archives] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(runtime, "pyodide.mjs")).href);
const py = await loadPyodide({ indexURL: runtime + path.sep, stdout: () => {}, stderr: () => {},
                               ...(stdlib !== "-" ? { stdLibURL: path.resolve(stdlib) } : {}) });
for (const archive of archives) {
  py.unpackArchive(new Uint8Array(fs.readFileSync(archive)), "zip", { extractDir: "/home/pyodide/floorbook-site" });
}
for (const [name, value] of Object.entries(JSON.parse(fs.readFileSync(globalsFile, "utf8")))) py.globals.set(name, value);
const files = py.runPython(fs.readFileSync(driver, "utf8")).toJs();
process.stdout.write(files.join("\n") + "\n");
