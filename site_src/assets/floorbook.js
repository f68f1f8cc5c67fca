// Keep the reader's place when switching language: carry the #anchor to the other language's page.
document.addEventListener("click", function (event) {
  var link = event.target.closest && event.target.closest("a.md-select__link[hreflang]");
  if (link && window.location.hash && link.getAttribute("href").indexOf("#") === -1) {
    link.setAttribute("href", link.getAttribute("href") + window.location.hash);
  }
});

// Scrollable boxes (wide tables, the comparison matrix) can be reached and scrolled with the keyboard.
document.addEventListener("DOMContentLoaded", function () {
  document.querySelectorAll(".md-typeset__scrollwrap, .fb-matrix").forEach(function (box) {
    if (!box.hasAttribute("tabindex")) box.setAttribute("tabindex", "0");
  });
});

// The address of a path the build wrote relative to the page (the service worker's, the assistant's files),
// resolved as if the page's address held no empty segment: `http://host//` is the home page, and its worker
// the site's (`//sw.js` would register a second worker, of scope `//`, which would save the whole site again).
function floorbookAddress(path) {
  var page = new URL(document.baseURI);
  page.pathname = page.pathname.replace(/\/{2,}/g, "/");
  return new URL(path, page).href;
}

// Offline use: register the service worker of the page's language (its address is in the page when
// the build wrote one, see hooks/offline.py), once whatever the page's address. It precaches the
// rulebooks and the search.
(function () {
  var meta = document.querySelector('meta[name="floorbook:service-worker"]');
  if (!meta || !("serviceWorker" in navigator)) return;
  function register() {
    if (!navigator.onLine) {  // offline: the worker cannot be fetched; register once back online
      window.addEventListener("online", register, { once: true });
      return;
    }
    navigator.serviceWorker.register(floorbookAddress(meta.content)).catch(function (error) {
      console.warn("Floorbook: no offline use on this device (" + error + ")");
    });
  }
  window.addEventListener("load", register);
})();

// The floor assistant ready offline. Its runtime (about 13 MB) is not in the worker's precache: it is
// saved only when asked — the button of an element [data-fb-offline] (the home page, the offline page),
// or installing the app (the installed app opens on the home page) — into the cache the language's
// worker reads it from, cache-first (floorbook-<lang>-assistant, build_tools/service-worker.mjs). The
// element says, in its own words (data-missing, data-saving, data-ready, data-failed), whether the
// assistant is ready offline: its runtime saved and the worker, which precaches its page, active.
// data-files (floorbook/site_build/python_pages.py) lists the files; without it (no runtime in this build),
// or without a service worker, the element stays hidden. A bare visit only reads the caches.
(function () {
  var meta = document.querySelector('meta[name="floorbook:service-worker"]');
  var box = document.querySelector("[data-fb-offline][data-files]");
  if (!meta || !box || !("serviceWorker" in navigator) || !("caches" in window)) return;
  var cacheName = "floorbook-" + document.documentElement.lang + "-assistant";
  var files = box.getAttribute("data-files").split(" ").map(floorbookAddress);
  var status = box.querySelector("[data-fb-offline-status]");
  var button = box.querySelector("button");
  var saving = false;

  function show(state) {
    box.setAttribute("data-state", state);
    status.textContent = box.getAttribute("data-" + state);
    button.hidden = state === "ready" || state === "saving";
    box.hidden = false;
  }
  async function workerActive() {
    var registration = await navigator.serviceWorker.getRegistration(floorbookAddress(meta.content));
    return Boolean(registration && registration.active);
  }
  async function saved() {
    for (var i = 0; i < files.length; i++) {
      if (!(await caches.match(files[i], { cacheName: cacheName }))) return false;
    }
    return true;
  }
  async function check() {
    if (!saving) show((await saved()) && (await workerActive()) ? "ready" : "missing");
  }
  async function save() {
    if (saving) return;
    saving = true;
    show("saving");
    try {
      await (await caches.open(cacheName)).addAll(files);
      await navigator.serviceWorker.ready;  // the worker's precache (the assistant's page) is complete
      saving = false;
      await check();
    } catch (error) {
      saving = false;
      console.warn("Floorbook: the assistant could not be saved for offline use (" + error + ")");
      show("failed");
    }
  }
  button.addEventListener("click", save);
  window.addEventListener("appinstalled", save);
  check().then(function () {
    var installed = window.matchMedia && window.matchMedia("(display-mode: standalone)").matches;
    if (installed && box.getAttribute("data-state") !== "ready" && navigator.onLine) save();
  });
  navigator.serviceWorker.ready.then(check);  // the worker may become active after the first check
})();
