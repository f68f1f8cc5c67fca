// What the pages that run the project's Python in the browser share (the floor assistant,
// assistant.js; the sheet builder, builder.js): the page's root element gives the addresses that
// floorbook/site_build/python_pages.py writes into it (data-pyodide: the runtime; data-engine: the project's files;
// data-stdlib: the page's trimmed standard library there; data-files: every file the page loads, runtime
// included, the one list of them; data-root: the site's root); Python runs in a worker (python-worker.js), started from those files;
// once started, the files are kept for offline use by the site's service worker, and the Python is
// compiled for the next start (keepCompiled; python-worker.js says how).
//
// A call whose runtime fails for good (Pyodide's fatal error: the stack or the memory exhausted; the worker
// itself gone) or that has no answer after CALL_LIMIT_MS (a computation that never ends) fails with
// `fatal` (and `slow`) set: the runtime is replaced by a new worker, started as the first was, which the
// next call waits for. The page says so in its words; a call's error text (a Python traceback) is for
// programmers, never shown.

const WORKER_URL = new URL("python-worker.js", import.meta.url).href;
const CALL_LIMIT_MS = 30000;  // far beyond any answer (the longest, a whole booklet, takes about a second)

// A call's failure: the worker's error text; `fatal`: the runtime was lost with it; `slow`: it had no answer.
function failure(text, fatal = false, slow = false) {
  return Object.assign(new Error(text), { fatal, slow });
}

// An element, its attributes and children; text only ever set through textContent.
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "text") node.textContent = value;
    else if (key === "className") node.className = value;
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children) if (child) node.append(child);
  return node;
}

export class PythonPage {
  constructor(root) {
    this.root = root;
    this.calls = new Map();
    this.lastCall = 0;
    this.worker = null;
    this.callLimit = CALL_LIMIT_MS;  // a call with no answer after it fails (tests may shorten it)
    this.indexURL = this.url(root.dataset.pyodide);
    // the page's own trimmed standard library (data-stdlib, under data-engine), or Pyodide's whole one
    this.stdLibURL = root.dataset.stdlib ? this.url(root.dataset.engine + root.dataset.stdlib) : null;
  }

  // A path the build wrote relative to the page, as floorbook.js resolves them (whatever the page's address).
  url(path) {
    return globalThis.floorbookAddress ? globalThis.floorbookAddress(path) : new URL(path, location.href).href;
  }

  // One of the project's files (assets/python/<hash>/name), as the response asks: json, text, arrayBuffer.
  async file(name, as = "json") {
    const response = await fetch(this.url(this.root.dataset.engine + name));
    if (!response.ok) throw new Error(`${name}: ${response.status}`);
    return response[as]();
  }

  // Start Pyodide in the worker with these archives (names under data-engine), global texts and setup
  // code: from the compiled copies an earlier visit kept, or from the sources. A start from the copies
  // that fails (a copy this runtime refuses) is forgotten and started again from the sources.
  // Resolves true when started from the compiled copies.
  async start({ archives, globals, setup }) {
    const urls = archives.map((name) => this.url(this.root.dataset.engine + name));
    // kept: a runtime that fails for good is started again from it (restart)
    this.started = { kind: "start", indexURL: this.indexURL, stdLibURL: this.stdLibURL, archives: urls, globals, setup };
    return this.boot();
  }

  async boot() {
    try {
      this.compiled = await this.launch({ ...this.started, compiled: true });
    } catch (error) {
      this.worker.terminate();
      this.launch(null);
      await this.post({ kind: "forget", urls: [this.stdLibURL, ...this.started.archives].filter(Boolean) });
      this.compiled = await this.post({ ...this.started, compiled: false });
    }
    return this.compiled;
  }

  // A new worker, and this message posted to it (none: the worker only).
  launch(message) {
    const worker = new Worker(WORKER_URL, { type: "module" });
    this.worker = worker;
    worker.addEventListener("message", (event) => {
      const { id, value, error, fatal } = event.data;
      const call = this.calls.get(id);
      this.calls.delete(id);
      if (call) (error === undefined ? call.done(value) : call.failed(failure(error, Boolean(fatal))));
    });
    worker.addEventListener("error", (event) => {  // the worker itself failed: its runtime is lost
      if (worker !== this.worker) return;
      for (const call of this.calls.values()) call.failed(failure(event.message || "worker error", true));
      this.calls.clear();
    });
    return message ? this.post(message) : null;
  }

  // The runtime failed for good: every call still waiting on it fails, and a new worker is started as the
  // first was. Resolves once it is ready (or could not start: the next call then fails too).
  restart() {
    if (!this.restarting) {
      const waiting = [...this.calls.values()];
      this.calls.clear();
      this.worker.terminate();
      for (const call of waiting) call.failed(failure("the runtime was restarted", true));
      this.restarting = this.boot().catch(() => false).finally(() => { this.restarting = null; });
    }
    return this.restarting;
  }

  // Once the page is idle, the standard library and the archives compiled by the worker and kept for the
  // next start (nothing when this start was from them). Resolves true once kept.
  async keepCompiled(delay = 1500) {
    if (this.compiled) return false;
    await new Promise((done) => setTimeout(done, delay));
    return this.post({ kind: "compile" }).catch(() => false);  // the runtime lost meanwhile: kept next time
  }

  post(message) {
    const id = ++this.lastCall;
    return new Promise((done, failed) => {
      this.calls.set(id, { done, failed });
      this.worker.postMessage({ id, ...message });
    });
  }

  // A Python function defined by the setup code, called with these arguments: a promise of its answer, or
  // of a failure (fatal: the runtime was restarted; see the top of this file).
  async call(name, ...args) {
    if (this.restarting) await this.restarting;
    let timer = 0;
    const slow = new Promise((_, failed) => {
      timer = setTimeout(() => failed(failure(`${name}: no answer after ${this.callLimit} ms`, true, true)), this.callLimit);
    });
    try {
      return await Promise.race([this.post({ kind: "call", name, args }), slow]);
    } catch (error) {
      if (error.fatal) this.restart();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  // On the first visit the runtime and the files were fetched before the site's service worker took
  // control of the page, so it could not keep them: fetched once more through it (from the browser's
  // HTTP cache), its cache-first rule for them keeps them for offline use. `scripts`: the page's own
  // module URLs; the files are those of data-files (the runtime's, the standard library, the data files,
  // those a page loads only when needed included). Resolves true once kept.
  async keepOffline(scripts) {
    const workers = navigator.serviceWorker;
    if (!workers || !document.querySelector('meta[name="floorbook:service-worker"]')) return false;
    if (!workers.controller) {
      await workers.ready;
      if (!workers.controller) await new Promise((done) => workers.addEventListener("controllerchange", done, { once: true }));
    }
    const files = (this.root.dataset.files || "").split(" ").filter(Boolean).map((path) => this.url(path));
    const styles = [...document.querySelectorAll('link[rel="stylesheet"][href*="assets/"]')].map((link) => link.href);
    const urls = [...scripts, import.meta.url, WORKER_URL, ...styles, ...files];
    await Promise.all(urls.map((url) => fetch(url).then((r) => r.arrayBuffer()).catch(() => null)));
    return true;
  }
}

// A query's pairs as a page's form takes them: `held`, the first pair of each key a field `holds` (as
// URLSearchParams); `extra`, the others — a key no field holds, a key given again — kept as given, so that
// Python refuses them by name and the address keeps them (nothing a link gives is dropped without a word).
export function splitPairs(params, holds) {
  const held = new URLSearchParams();
  const extra = [];
  for (const [key, value] of params) {
    if (holds(key) && !held.has(key)) held.append(key, value);
    else extra.push([key, value]);
  }
  return { held, extra };
}

// The button beside a refusal of such a pair: `remove` takes the key's extra pairs out (the user's choice).
export function removeButton(text, className, remove) {
  const button = el("button", { type: "button", className: `md-button ${className}`, text });
  button.addEventListener("click", remove);
  return button;
}

// Copy a text to the clipboard; `where` says it was copied (or nothing when the browser refuses).
export async function copy(text, where, said) {
  try {
    await navigator.clipboard.writeText(text);
    where.textContent = said;
  } catch {
    where.textContent = "";
  }
}
