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
