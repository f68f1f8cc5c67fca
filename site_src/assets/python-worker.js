// The Python of the pages that run the project's code in the browser (the floor assistant, the sheet
// builder), in a module worker started by python-page.js, so that the page stays responsive while
// Pyodide compiles and starts. It loads the Pyodide runtime from the site's own copy, unpacks the
// page's archives (the project's modules, the libraries) and answers the page's requests:
//   {id, kind: "start", indexURL, stdLibURL, archives, globals, setup, compiled} → the Python code `setup`
//       has run, with each of `globals` (name → text) defined for it and the archives (addresses)
//       unpacked; true when it started from the compiled copies (below), false from the sources
//   {id, kind: "call", name, args} → the Python function `name` called with `args` (its answer, text)
//   {id, kind: "compile"} → the standard library and the archives compiled, kept for the next start; true
// each answered {id, value} or {id, error, fatal}: `fatal` when the runtime can run nothing more (Pyodide's
// fatal error: the stack or the memory exhausted), which the page then replaces by a new worker
// (python-page.js). Nothing here decides anything: the Python code does.
//
// Compiled copies: importing Python from sources compiles each module, most of the start's time
// (the runtime's own start imports about 140 modules). Once started, the page may ask for "compile": each
// zip (the standard library, the archives) is written again with bytecode (.pyc) instead of its sources
// by this very runtime, and kept in the browser's Cache Storage under its address; the next start
// (`compiled`: true) loads those. Their addresses hold the files' hash, so a new build's files are never
// mixed with old bytecode. A start from them that fails is retried from the sources by the page.

const ARCHIVES = "/home/pyodide/floorbook-site";
const STORE = "floorbook-python-compiled";
const COMPILED = "?compiled";  // the key of a zip's compiled copy: its address and this
// a zip's entries with each .py compiled (sourceless .pyc: importers load it without the source), the
// others kept; a few modules at a time (None between), so that the page's calls are answered meanwhile,
// then the new zip
const COMPILE = `
def fb_compiled_zip(data, step=8):
    import importlib._bootstrap_external as bootstrap, io, zipfile
    from pyodide.ffi import to_js
    source = zipfile.ZipFile(io.BytesIO(data.to_bytes()))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=1) as target:
        for i, name in enumerate(source.namelist()):
            data = source.read(name)
            if name.endswith(".py"):
                code = compile(data, name, "exec", dont_inherit=True)
                name, data = name + "c", bytes(bootstrap._code_to_timestamp_pyc(code, 0, 0))
            target.writestr(zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0)), data)
            if i % step == step - 1:
                yield None
    yield to_js(out.getvalue())
`;
let py = null;
let sources = [];  // [address, its bytes] of the zips the start read from their sources

async function store() {
  try {
    return await caches.open(STORE);
  } catch {
    return null;  // no Cache Storage (a private window may refuse it): always from the sources
  }
}

async function fetched(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.split("/").pop()}: ${response.status}`);
  return response.arrayBuffer();
}

async function start({ indexURL, stdLibURL, archives, globals, setup, compiled }) {
  const kept = compiled ? await store() : null;
  const copy = async (url) => (kept ? kept.match(url + COMPILED) : undefined);
  const stdlib = stdLibURL ? await copy(stdLibURL) : undefined;
  const { loadPyodide } = await import(indexURL + "pyodide.mjs");
  py = await loadPyodide({ indexURL, packages: [], ...(stdLibURL ? { stdLibURL } : {}),
                           ...(stdlib ? { stdLibURL: URL.createObjectURL(await stdlib.blob()) } : {}) });
  let fromCopies = Boolean(stdlib);
  sources = stdLibURL && !stdlib ? [[stdLibURL, null]] : [];
  for (const url of archives) {
    const found = await copy(url);
    const data = found ? await found.arrayBuffer() : await fetched(url);
    if (!found) sources.push([url, data.slice(0)]);
    fromCopies = fromCopies && Boolean(found);
    py.unpackArchive(data, "zip", { extractDir: ARCHIVES });
  }
  for (const [name, value] of Object.entries(globals)) py.globals.set(name, value);
  py.runPython(`import sys\nsys.path.insert(0, ${JSON.stringify(ARCHIVES)})\n` + setup);
  return fromCopies;
}

async function compileAll() {
  const kept = await store();
  if (!kept || !sources.length) return false;
  py.runPython(COMPILE);
  const compile = py.globals.get("fb_compiled_zip");
  for (const [url, data] of sources) {
    let zip = null;
    for (const step of compile(new Uint8Array(data || (await fetched(url))))) {
      if (step) zip = step;
      await new Promise((done) => setTimeout(done, 0));  // the page's calls waiting are answered
    }
    await kept.put(url + COMPILED, new Response(zip, { headers: { "Content-Type": "application/zip" } }));
  }
  sources = [];
  return true;
}

async function forget(urls) {
  const kept = await store();
  if (kept) await Promise.all(urls.map((url) => kept.delete(url + COMPILED)));
  return true;
}

const KINDS = {
  start,
  call: ({ name, args }) => py.globals.get(name)(...args),
  compile: compileAll,
  forget: ({ urls }) => forget(urls),
};

// Whether the runtime has failed for good: after Pyodide's fatal error, any Python it is asked to run throws.
function failedForGood() {
  if (!py) return false;
  try {
    py.runPython("0");
    return false;
  } catch {
    return true;
  }
}

self.addEventListener("message", async (event) => {
  const { id, kind } = event.data;
  try {
    self.postMessage({ id, value: await KINDS[kind](event.data) });
  } catch (error) {
    self.postMessage({ id, error: String(error && error.message ? error.message : error), fatal: failedForGood() });
  }
});
