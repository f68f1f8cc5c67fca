// Keep the reader's place when switching language: carry the #anchor to the other language's page.
document.addEventListener("click", function (event) {
  var link = event.target.closest && event.target.closest("a.md-select__link[hreflang]");
  if (link && window.location.hash && link.getAttribute("href").indexOf("#") === -1) {
    link.setAttribute("href", link.getAttribute("href") + window.location.hash);
  }
});
