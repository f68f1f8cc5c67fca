// The Python of the pages that run the project's code in the browser (the floor assistant, the sheet
// builder), in a module worker started by python-page.js, so that the page stays responsive while
// Pyodide compiles and starts. It loads the Pyodide runtime from the site's own copy, unpacks the
// page's archives (the project's modules, the libraries) and answers the page's requests:
//   {id, kind: "start", indexURL, stdLibURL, archives, globals, setup} → the Python code `setup` has run, with
//       each of `globals` (name → text) defined for it; true
//   {id, kind: "call", name, args} → the Python function `name` called with `args` (its answer, text)
// each answered {id, value} or {id, error}. Nothing here decides anything: the Python code does.

const ARCHIVES = "/home/pyodide/floorbook-site";
let py = null;

async function start({ indexURL, stdLibURL, archives, globals, setup }) {
  const { loadPyodide } = await import(indexURL + "pyodide.mjs");
  py = await loadPyodide({ indexURL, packages: [], ...(stdLibURL ? { stdLibURL } : {}) });
  for (const archive of archives) py.unpackArchive(archive, "zip", { extractDir: ARCHIVES });
  for (const [name, value] of Object.entries(globals)) py.globals.set(name, value);
  py.runPython(`import sys\nsys.path.insert(0, ${JSON.stringify(ARCHIVES)})\n` + setup);
  return true;
}

const KINDS = {
  start,
  call: ({ name, args }) => py.globals.get(name)(...args),
};

self.addEventListener("message", async (event) => {
  const { id, kind } = event.data;
  try {
    self.postMessage({ id, value: await KINDS[kind](event.data) });
  } catch (error) {
    self.postMessage({ id, error: String(error && error.message ? error.message : error) });
  }
});
