// Tournament mode's door, on every page: window.floorbookTournament() gives the tournament this phone keeps
// (localStorage["floorbook:tournament"] = {version: 1, fragment, house}, written only once
// assets/tournament-mode.js checked its link) or null. Only when the address holds a tournament link (`#t=…`)
// or a tournament is kept does it load tournament-mode.js, which reads, checks and shows it: a page outside
// the mode pays this file alone.
(function () {
  "use strict";
  const STORAGE_KEY = "floorbook:tournament";
  const VERSION = 1;

  function floorbookTournament() {
    try {
      const kept = JSON.parse(localStorage.getItem(STORAGE_KEY));
      const ok = kept && kept.version === VERSION && typeof kept.fragment === "string" && kept.house
        && typeof kept.house === "object";
      return ok ? kept : null;
    } catch {
      return null;
    }
  }
  floorbookTournament.keep = (fragment, house) => // a link once checked: the one kept, replacing any other
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: VERSION, fragment, house }));
  floorbookTournament.leave = () => localStorage.removeItem(STORAGE_KEY);
  window.floorbookTournament = floorbookTournament;

  // a tournament link opened from a page of the same address changes only its fragment: read it as a page would
  window.addEventListener("hashchange", () => { if (/^#t=/.test(location.hash)) location.reload(); });
  const script = document.currentScript;
  if (!script || !(/^#t=/.test(location.hash) || floorbookTournament())) return;
  const mode = document.createElement("script");
  mode.src = new URL("tournament-mode.js", script.src).href;
  document.head.append(mode);
})();
