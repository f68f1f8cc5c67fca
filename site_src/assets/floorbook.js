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

// Offline use: register the service worker of the page's language (its address is in the page when
// the build wrote one, see hooks/offline.py). It precaches the rulebooks and the search.
(function () {
  var meta = document.querySelector('meta[name="floorbook:service-worker"]');
  if (!meta || !("serviceWorker" in navigator)) return;
  function register() {
    if (!navigator.onLine) {  // offline: the worker cannot be fetched; register once back online
      window.addEventListener("online", register, { once: true });
      return;
    }
    navigator.serviceWorker.register(new URL(meta.content, document.baseURI).href).catch(function (error) {
      console.warn("Floorbook: no offline use on this device (" + error + ")");
    });
  }
  window.addEventListener("load", register);
})();
