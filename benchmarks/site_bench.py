"""Site benchmark (`make bench-site`): figures printed and compared with the budgets, never asserted.

- full bilingual build time beside a vanilla Material build of the same page count, run here, and the
  same site's full build with Zensical (`make build-zensical`, without its cache) side by side;
- the contributor's loop: with `make serve` running, the time from an edit of one article's YAML to
  the served page showing it (polled every 50 ms), median of three edits;
- HTML and first-load bytes (gzip) per page type, and a repeat view (assets cached);
- search index bytes per language;
- the longest tournament link of the example configurations (with and without local rules), its QR code's
  version and printed side;
- tournament mode's cost on an article page: what every page pays (its script), what a page in the mode
  fetches more (its data, once: then from the cache);
- bytes each language's service worker precaches for offline use (the files Workbox lists), raw and gzip;
- the first use of the pages that run Python (Chromium, the site served gzip-compressed): the floor
  assistant and the sheet builder: bytes fetched (gzip, the Pyodide runtime included) in all and per
  file, time to ready, time to ready again from the browser's cache (its Python compiled by the first
  visit), and the median time from a change in the form to the answer shown (rulings; the sheet), the
  form's typing delay included;
- Lighthouse mobile scores (npm `lighthouse` with Debian's Chromium) for every page type (the search
  page with a query), the site served with gzip as a static host would.
"""

from __future__ import annotations

import functools
import gzip
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import qrcode

REPO = Path(__file__).resolve().parent.parent
JS = REPO / "benchmarks" / "js"
PAGE_TYPES = {
    "home": "index.html",
    "article": "rules/ropta-2023/9-13/index.html",
    "article (en)": "en/rules/tda-2019/45/index.html",
    "chapter": "rules/tda-2019/ch/08-mises-et-relances/index.html",
    "topic": "comparisons/multiple-chips/index.html",
    "matrix": "comparisons/index.html",
    "scenario": "scenarios/ropta-2023-9-23/index.html",
    "search": "search/index.html",
}
LIGHTHOUSE_PAGES = ["", "assistant/", "sheet-builder/", "rules/ropta-2023/9-13/", "en/rules/tda-2019/45/",
                    "rules/tda-2019/ch/08-mises-et-relances/", "comparisons/multiple-chips/", "comparisons/",
                    "scenarios/ropta-2023-9-23/", "glossary/",
                    "search/?q=tapis+relance"]  # every page type, the search page with a query
BUDGETS = {
    "build_ratio": 1.5,
    "first_load_kib": 100,
    "repeat_kib": 10,
    "performance": 98,  # Lighthouse mobile >= 98 on every page type
    "accessibility": 100,
    "best-practices": 98,
    "seo": 98,
    "precache_gzip_mb": 6,
    "assistant_first_use_mb": 4.5,  # bytes fetched on the assistant's first use, gzip
    "assistant_ready_cached_s": 2,  # the assistant ready again, its files from the browser's cache
    "assistant_change_ms": 300,  # median time from a change in the form to the rulings
    "edit_to_page_s": 3,  # an edit of one article's YAML visible under make serve
}
# the assistant's budgets; the sheet builder, which has none of its own, is measured against them


def mark(ok: bool) -> str:
    return "within budget" if ok else "OVER BUDGET"


def build(cwd: Path, site: Path) -> float:
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
    start = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--quiet", "--site-dir", str(site)],
        cwd=cwd,
        env=env,
        check=True,
        capture_output=True,
    )
    return time.perf_counter() - start


def zensical_build(site: Path) -> float:
    """The site built with Zensical, without its cache (floorbook zensical --clean)."""
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "floorbook", "zensical", "--clean", "--site-dir", str(site)], cwd=REPO,
                   check=True, capture_output=True)
    return time.perf_counter() - start


def _get(url: str) -> str:
    import urllib.request

    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return response.read().decode("utf-8")
    except OSError:
        return ""


def edit_to_page(edits: int = 3, port: int = 8765) -> list[float]:
    """`make serve`'s command running: seconds from an edit of one article's YAML (its English text)
    to the served page showing it, for each edit (the file is restored afterwards)."""
    command = [sys.executable, "-m", "mkdocs", "serve", "--dirty", "--no-strict", "--dev-addr", f"127.0.0.1:{port}"]
    server = subprocess.Popen(command, cwd=REPO, env=dict(os.environ, NO_MKDOCS_2_WARNING="1"),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}/en/rules/ropta-2023/9-10/"
    chapter = REPO / "rules" / "ropta-2023" / "09-mises-et-relances.yaml"
    original = chapter.read_text(encoding="utf-8")
    times = []
    try:
        deadline = time.monotonic() + 600
        while not _get(url) and time.monotonic() < deadline:
            time.sleep(0.5)
        time.sleep(5)
        for i in range(edits):
            mark = f"EDIT{i}T{int(time.time())}"
            chapter.write_text(original.replace("must be taken into account (see",
                                                f"must be taken into account {mark} (see", 1), encoding="utf-8")
            start = time.perf_counter()
            while mark not in _get(url) and time.perf_counter() - start < 120:
                time.sleep(0.05)
            times.append(time.perf_counter() - start)
            time.sleep(6)  # the server's follow-up rebuilds (search indexes, sheets) end
    finally:
        chapter.write_text(original, encoding="utf-8")
        time.sleep(3)
        server.terminate()
        server.wait()
    return times


def vanilla_build(pages: int, tmp: Path) -> float:
    """A plain Material site with the same number of pages (two short paragraphs and a list each)."""
    docs = tmp / "docs"
    docs.mkdir(parents=True)
    body = ("Lorem ipsum dolor sit amet, consectetur adipiscing elit. " * 6 + "\n\n") * 2 + "- un\n- deux\n"
    for i in range(pages):
        (docs / f"page-{i:04d}.md").write_text(f"# Page {i}\n\n{body}", encoding="utf-8")
    (docs / "index.md").write_text("# Vanilla\n", encoding="utf-8")
    (tmp / "mkdocs.yml").write_text("site_name: Vanilla\ntheme:\n  name: material\n  font: false\n", encoding="utf-8")
    return build(tmp, tmp / "site")


def gz(data: bytes) -> int:
    return len(gzip.compress(data, 9))


def precache_bytes(site: Path) -> dict[str, tuple[int, int, int]]:
    """Per language: (files, raw bytes, gzip bytes) that its service worker precaches."""
    sys.path.insert(0, str(REPO))
    from floorbook.site_build.offline import precached_files

    return {lang: (len(files), sum((site / f).stat().st_size for f in files),
                   sum(gz((site / f).read_bytes()) for f in files))
            for lang, files in precached_files(site).items()}


def page_bytes(site: Path, rel: str) -> tuple[int, int, int]:
    """(HTML gzip, first load gzip: HTML + CSS + JS + favicon, repeat view gzip: the HTML only)."""
    page = site / rel
    html = page.read_bytes()
    assets = re.findall(rb'<(?:link[^>]+rel="(?:stylesheet|icon)"[^>]+href|script[^>]+src)="([^"]+)"', html)
    total = gz(html)
    for href in assets:
        path = (page.parent / href.decode().split("?")[0]).resolve()
        if path.exists():
            total += gz(path.read_bytes())
    return gz(html), total, gz(html)


class GzipHandler(http.server.SimpleHTTPRequestHandler):
    """Serves files gzip-compressed when the browser accepts it, like a static host."""

    def log_message(self, *args: object) -> None:
        pass

    def send_head(self):
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            path = os.path.join(path, "index.html")
        if "gzip" not in self.headers.get("Accept-Encoding", "") or not os.path.isfile(path):
            return super().send_head()
        import io

        data = gzip.compress(Path(path).read_bytes(), 6)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Cache-Control", "max-age=3600")
        self.end_headers()
        return io.BytesIO(data)


# A change in the form, repeated: (the page's API, the field changed, its successive values).
CHANGE = """async ([api, selector, values]) => {
  await window[api].ready;
  const root = document.querySelector('[data-pyodide]');
  const input = document.querySelector(selector);
  const times = [];
  for (const value of values) {
    const before = root.dataset.query;
    const t0 = performance.now();
    input.value = value;
    input.dispatchEvent(new Event('input', {bubbles: true}));
    while (root.dataset.query === before) await new Promise((r) => requestAnimationFrame(r));
    times.push(performance.now() - t0);
  }
  return times;
}"""
PYTHON_PAGES = {  # page → (its address, its API, what shows it is ready, the field changed, its values)
    "assistant": ("assistant/?situation=chip_push&big_blind=100&chips=500,25", "fbAssistant",
                  "#fb-assistant [data-ruleset]", "#fb-field-current_bet", [str(300 + 25 * i) for i in range(1, 32)]),
    "sheet builder": ("sheet-builder/", "fbBuilder", "#fb-builder[data-state=sheet]", '[name="event.name"]',
                      [f"Tournoi {i}" for i in range(1, 32)]),
}


def _ready_ms(page, url: str, api: str, shown: str) -> float:
    """Milliseconds from opening ``url`` in ``page`` until its Python is ready and ``shown`` is on screen."""
    start = time.perf_counter()
    page.goto(url)
    page.wait_for_function(f"() => window.{api}", timeout=120000)
    page.evaluate(f"() => window.{api}.ready")
    page.wait_for_selector(shown)
    return (time.perf_counter() - start) * 1000


def by_file(sizes: list[tuple[str, int]]) -> dict[str, int]:
    """Bytes per file name (the address's last part, the runtime's and the project's files), largest first."""
    out: dict[str, int] = {}
    for url, size in sizes:
        name = url.split("?")[0].rstrip("/").rsplit("/", 1)[-1] or "(page)"
        out[name] = out.get(name, 0) + size
    return dict(sorted(out.items(), key=lambda item: -item[1]))


def python_page_figures(site: Path, name: str) -> dict[str, float] | None:
    """A Python page's first use in Chromium (no service worker, empty cache): gzip bytes fetched until
    ready, time to ready (navigation start to the first answer shown), median change-to-answer time."""
    if not (site / "assets" / "pyodide").exists():
        return None
    from playwright.sync_api import sync_playwright

    path, api, shown, field, values = PYTHON_PAGES[name]
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(GzipHandler, directory=str(site)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{httpd.server_address[1]}/{path}"
    sizes: list[tuple[str, int]] = []  # each response's address and bytes (gzip as served)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", headless=True,
                                        args=["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"])
            context = browser.new_context(viewport={"width": 390, "height": 844}, service_workers="block")
            page = context.new_page()
            page.on("response", lambda r: sizes.append((r.url, int(r.headers.get("content-length") or 0))))
            ready = _ready_ms(page, url, api, shown)
            files = list(sizes)
            times = sorted(page.evaluate(CHANGE, [api, field, values]))
            page.evaluate(f"() => window.{api}.compiled")  # its Python compiled and kept for the next start
            again = context.new_page()  # the same page opened again: its files from the browser's cache
            cached = _ready_ms(again, url, api, shown)
            compiled = again.evaluate(f"() => window.{api}.fromCompiled")
            browser.close()
    finally:
        httpd.shutdown()
    return {"bytes": sum(size for _, size in files), "files": by_file(files), "ready_ms": ready,
            "ready_cached_ms": cached, "from_compiled": compiled, "change_ms": times[len(times) // 2],
            "max_ms": times[-1]}


def lighthouse(site: Path) -> list[tuple[str, dict[str, float]]]:
    if not (JS / "node_modules" / ".bin" / "lighthouse").exists():
        subprocess.run(["npm", "install", "--no-audit", "--no-fund", "--silent"], cwd=JS, check=True)
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(GzipHandler, directory=str(site)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{httpd.server_address[1]}/"
    flags = (
        "--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update "
        "--disable-sync --no-first-run --disable-dev-shm-usage"
    )
    out = []
    with tempfile.TemporaryDirectory() as tmp:
        for i, path in enumerate(LIGHTHOUSE_PAGES):
            report = Path(tmp) / f"lh{i}.json"
            subprocess.run(
                [
                    str(JS / "node_modules" / ".bin" / "lighthouse"),
                    url + path,
                    "--quiet",
                    f"--chrome-flags={flags}",
                    "--output=json",
                    f"--output-path={report}",
                    "--form-factor=mobile",
                    "--only-categories=performance,accessibility,best-practices,seo",
                ],
                env=dict(os.environ, CHROME_PATH="/usr/bin/chromium"),
                check=True,
                capture_output=True,
                timeout=300,
            )
            data = json.loads(report.read_text(encoding="utf-8"))
            out.append((path or "(home)", {k: round(v["score"] * 100) for k, v in data["categories"].items()}))
    httpd.shutdown()
    return out


def tournament_links(site: str = "https://floorbook.example.org/") -> list[str]:
    """The longest tournament link of the example configurations, without and with their local rules, each with
    its QR code's version and the side it is printed at (the sheet's, the booklet's)."""
    from floorbook.booklet.html import BOOKLET_QR_MM
    from floorbook.corpus.loader import load_base
    from floorbook.sheet.html import QR_MODULE_MM, SHEET_QR_MM
    from floorbook.sheet.link import tournament_link
    from floorbook.sheet.printing import load_house

    base = load_base()
    houses = [load_house(path, base) for path in sorted((REPO / "examples").glob("*.yaml"))]
    out = []
    for local_rules in (False, True):
        link = max((tournament_link(h, site, lang, local_rules) for h in houses for lang in ("fr", "en")), key=len)
        code = qrcode.QRCode(border=0)
        code.add_data(link)
        code.make(fit=True)
        sides = [max(least, code.modules_count * QR_MODULE_MM) for least in (SHEET_QR_MM, BOOKLET_QR_MM)]
        out.append(f"tournament link, longest example{' with its local rules' if local_rules else ''}: "
                   f"{len(link)} characters, QR version {code.version} ({code.modules_count} modules), printed "
                   f"{sides[0]:g} mm on the sheet, {sides[1]:g} mm on the booklet")
    return out


def tournament_cost(site: Path) -> str:
    """Tournament mode on an article page: what every page loads (its door), what a page in the mode loads more
    (its script and its data)."""
    door, mode, data = ((site / "assets" / name).read_bytes()
                        for name in ("tournament.js", "tournament-mode.js", "tournament.json"))
    return (f"tournament mode on an article page: every page loads its door, {len(door) / 1024:.1f} KiB, "
            f"{gz(door) / 1024:.1f} KiB gzip; in the mode a page loads its script and data too, "
            f"{(len(mode) + len(data)) / 1024:.0f} KiB, {(gz(mode) + gz(data)) / 1024:.1f} KiB gzip (script "
            f"{gz(mode) / 1024:.1f}, data {gz(data) / 1024:.1f}; once: then from the cache, precached for offline "
            "use)")


def main() -> None:
    if sys.argv[1:2] == ["--tournament"]:  # tournament mode's cost only, on a site already built
        print(tournament_cost(Path(sys.argv[2])))
        return
    if sys.argv[1:2] == ["--links"]:  # the tournament links' figures only (no build)
        print("\n".join(tournament_links()))
        return
    if sys.argv[1:2] == ["--python-pages"]:  # the Python pages' figures only, on a site already built
        print(json.dumps({name: python_page_figures(Path(sys.argv[2]), name) for name in PYTHON_PAGES}))
        return
    if sys.argv[1:2] == ["--loop"]:  # the contributor's loop only
        print(json.dumps(edit_to_page()))
        return
    print("\n".join(tournament_links()))
    with tempfile.TemporaryDirectory() as tmp:
        tmp_path = Path(tmp)
        site = tmp_path / "site"
        ours = min(build(REPO, site) for _ in range(2))
        pages = len(list(site.rglob("*.html")))
        vanilla = min(vanilla_build(pages, tmp_path / f"vanilla{i}") for i in range(2))
        ratio = ours / vanilla
        print(
            f"build: Floorbook (FR + EN) {ours:.1f} s, vanilla Material with the same {pages} pages {vanilla:.1f} s, "
            f"ratio {ratio:.2f} (budget ≤ {BUDGETS['build_ratio']}: {mark(ratio <= BUDGETS['build_ratio'])})"
        )
        zensical = min(zensical_build(tmp_path / f"zensical{i}") for i in range(2))
        print(f"full build, both languages, pages step and post-build steps included: Material {ours:.1f} s, "
              f"Zensical {zensical:.1f} s (without its cache)")
        loop = sorted(edit_to_page())
        print(f"make serve: one article's YAML edited → page served with the edit: median {loop[len(loop) // 2]:.1f} s "
              f"(each: {', '.join(f'{t:.1f}' for t in loop)} s; goal ≤ {BUDGETS['edit_to_page_s']} s: "
              f"{mark(loop[len(loop) // 2] <= BUDGETS['edit_to_page_s'])})")
        print("bytes (gzip)                HTML   first load   repeat view")
        for name, rel in PAGE_TYPES.items():
            html, first, repeat = page_bytes(site, rel)
            ok = first / 1024 <= BUDGETS["first_load_kib"] and repeat / 1024 <= BUDGETS["repeat_kib"]
            print(
                f"  {name:<22} {html / 1024:6.1f} KiB {first / 1024:8.1f} KiB {repeat / 1024:9.1f} KiB   "
                f"{'' if not name.startswith('article') else mark(ok)}"
            )
        print(tournament_cost(site))
        for lang in ("fr", "en"):
            data = (site / "assets" / f"search-{lang}.json").read_bytes()
            print(
                f"search index {lang}: {len(data) / 1024:.0f} KiB, {gz(data) / 1024:.0f} KiB gzip (loaded at the "
                f"first query only)"
            )
        if (site / "sw.js").exists():
            for lang, (files, raw, packed) in precache_bytes(site).items():
                ok = packed / 1e6 <= BUDGETS["precache_gzip_mb"]
                print(
                    f"offline precache {lang}: {files} files, {raw / 1e6:.1f} MB, {packed / 1e6:.2f} MB gzip "
                    f"(budget ≤ {BUDGETS['precache_gzip_mb']} MB gzip: {mark(ok)})"
                )
        else:
            print("offline precache: no service worker in this build (Node.js or build_tools/ missing)")
        for name in PYTHON_PAGES:
            figures = python_page_figures(site, name)
            if figures is None:
                print(f"{name}: not in this build (the npm package pyodide is missing from build_tools/)")
                continue
            mb, ms = figures["bytes"] / 1e6, figures["change_ms"]
            print(f"{name} first use: {mb:.2f} MB fetched gzip, runtime included (budget ≤ "
                  f"{BUDGETS['assistant_first_use_mb']} MB: {mark(mb <= BUDGETS['assistant_first_use_mb'])}); "
                  f"ready in {figures['ready_ms'] / 1000:.1f} s; opened again, its files cached"
                  f"{' and its Python compiled' if figures['from_compiled'] else ''}, ready in "
                  f"{figures['ready_cached_ms'] / 1000:.1f} s (budget ≤ {BUDGETS['assistant_ready_cached_s']} s: "
                  f"{mark(figures['ready_cached_ms'] / 1000 <= BUDGETS['assistant_ready_cached_s'])})")
            print(f"{name} first use, per file (gzip KB): " + ", ".join(
                f"{file} {size / 1e3:.0f}" for file, size in figures["files"].items() if size >= 1000))
            print(f"{name} form change → answer shown: median {ms:.0f} ms, max {figures['max_ms']:.0f} ms "
                  f"(typing delay included; budget ≤ {BUDGETS['assistant_change_ms']} ms: "
                  f"{mark(ms <= BUDGETS['assistant_change_ms'])})")
        for page, scores in lighthouse(site):
            verdict = all(
                scores.get(k, 0) >= BUDGETS[k] for k in ("performance", "accessibility", "best-practices", "seo")
            )
            print(
                f"lighthouse mobile {page:<40} "
                + ", ".join(f"{k} {v}" for k, v in scores.items())
                + f"   {mark(verdict)}"
            )
        shutil.rmtree(site, ignore_errors=True)


if __name__ == "__main__":
    main()
