"""Data is hostile until escaped: the site built from a copy of the data whose text fields
hold script tags, event handlers, Jinja markers and javascript:/data:/vbscript: links shows them as
text. In Chromium no script of theirs runs and no such link or handler exists on any page type. Both
generators build it: Material for MkDocs and Zensical."""

from __future__ import annotations

import contextlib
import re
import shutil
from pathlib import Path

import pytest
import yaml
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tests.conftest import GENERATORS, REPO, build, build_zensical, built_once, per_generator, serve

MARK = "fbPwned"
HOSTILE = (
    f'<script>window.{MARK}=1</script> <img src=x onerror="window.{MARK}=2"> {{{{ 7*7 }}}} {{% raw %}} '
    f"[lien](javascript:window.{MARK}=3) [LIEN](JaVaScRiPt:window.{MARK}=4) [d](data:text/html,x) "
    f"[v](vbscript:x) [ref][evil] ![img](javascript:window.{MARK}=5) {{: onclick=\"window.{MARK}=6\" }}"
    f"\n\n[evil]: javascript:window.{MARK}=7"
)
ONE_LINE = HOSTILE.replace("\n\n", " ")

ARTICLE = ("ropta-2023", "09-mises-et-relances.yaml", "9.13")
TOPIC = "multiple-chips"
SCENARIO = "ropta-2023-9-23"
PAGES = {
    "article": "rules/ropta-2023/9-13/",
    "article-en": "en/rules/ropta-2023/9-13/",
    "chapter": "rules/ropta-2023/ch/09-mises-et-relances/",
    "source": "rules/ropta-2023/",
    "topic": f"comparisons/{TOPIC}/",
    "matrix": "comparisons/",
    "scenario": f"scenarios/{SCENARIO}/",
    "glossary": "glossary/",
    "home": "",
    "search": "search/",
    "sheet-builder": "sheet-builder/",  # the topic's hostile title in the form and in the sheet (Pyodide)
    "macros": "macros-check/",  # a hand-written page given the hostile article by the macros (macros/)
}
# a hand-written page of the hostile build (both languages): what the macros give of the hostile data
MACROS_PAGE = """---
render_macros: true
---

# Macros

{{ rule("ropta-2023/9.13") }}, {{ count("articles", "ropta-2023") }}

{{ sources_table() }}

| rulebook | fr | en |
| --- | --- | --- |
{{ sheet_rows("feuille", "sheet") }}
"""


def _text(value: str) -> dict[str, str]:
    return {"fr": f"{value} (fr)", "en": f"{value} (en)"}


def _poison(root: Path) -> None:
    """Hostile text in every text field of an article, a chapter, a source, a topic, a scenario, the glossary."""
    source, chapter_file, key = ARTICLE
    path = root / "rules" / source / chapter_file
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data["chapter"]["title"] = _text(ONE_LINE)
    data["chapter"]["intro"] = _text(HOSTILE)
    article = next(a for a in data["articles"] if a["key"] == key)
    article["number"] = f"9.13 {ONE_LINE}"
    article["title"] = _text(ONE_LINE)
    article["text"] = _text(HOSTILE)
    article["notes"] = [{"kind": "editorial", **_text(HOSTILE)}]
    article["variants"] = [{"kind": "international", "text": _text(HOSTILE)}]
    article["addendum"] = [{"heading": _text(ONE_LINE), "items": [{"label": _text(ONE_LINE), "text": _text(HOSTILE)}]}]
    path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")

    path = root / "rules" / source / "source.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data.update(short_title=f"ROPTA {ONE_LINE}", title=_text(ONE_LINE), preamble=_text(HOSTILE),
                version=ONE_LINE, notes=[{"kind": "editorial", **_text(HOSTILE)}])
    path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")

    path = root / "comparisons" / f"{TOPIC}.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data["title"], data["question"] = _text(ONE_LINE), _text(HOSTILE)
    for cell in data["sources"].values():
        if cell.get("silent"):
            cell["note"] = _text(HOSTILE)
        else:
            cell["summary"] = _text(HOSTILE)
    path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")

    for path in (root / "scenarios").rglob("*.yaml"):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        for sc in data["scenarios"]:
            if sc["id"] == SCENARIO:
                sc["title"], sc["quote"] = _text(ONE_LINE), HOSTILE
                path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")

    path = root / "glossary" / "glossary.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    entry = data["entries"][0]
    entry["fr"]["term"], entry["en"]["term"] = f"a {ONE_LINE}", f"a {ONE_LINE}"
    entry["definition"] = _text(HOSTILE)
    path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")


def _build_hostile(generator: str, out: Path) -> None:
    """The poisoned copy of the data in ``out``'s parent, built into ``out``."""
    root = out.parent / f"{out.name}-root"
    shutil.rmtree(root, ignore_errors=True)
    for folder in ("rules", "seeds", "glossary", "parameters", "scenarios", "comparisons", "phrasings", "examples"):
        shutil.copytree(REPO / folder, root / folder)
    _poison(root)
    for name in ("macros-check.md", "macros-check.en.md"):
        (root / "site_src").mkdir(exist_ok=True)
        (root / "site_src" / name).write_text(MACROS_PAGE, encoding="utf-8")
    runtime = REPO / "build_tools" / "node_modules" / "pyodide"
    if runtime.exists():  # the pages that run Python get it (not Workbox: no service worker)
        (root / "build_tools" / "node_modules").mkdir(parents=True)
        (root / "build_tools" / "node_modules" / "pyodide").symlink_to(runtime)
    if generator == "material":  # built without Node.js on its PATH, as a machine without it would
        (root / "bin").mkdir()
        result = build(out, root, path=str(root / "bin"))
    else:
        result = build_zensical(out, root)
    assert result.returncode == 0, result.stderr[-3000:]
    (out / ".." / f"{out.name}.stderr").resolve().write_text(result.stderr, encoding="utf-8")


@pytest.fixture(scope="module", params=per_generator("hostile_data"))
def hostile_site(request) -> Path:
    """The site built from the poisoned copy by each generator in turn (Material for MkDocs, Zensical):
    once per test run. Each generator's tests run on one worker (an xdist group): the other workers do not
    wait for the build."""
    return built_once(f"hostile-{request.param}",
                      lambda out: _build_hostile(request.param, out), in_repo=False)


@pytest.fixture(scope="module")
def hostile_server(hostile_site: Path):
    url, stop = serve(hostile_site)
    yield url
    stop()


RAW = re.compile(rf"<script>window\.{MARK}|on(error|click)=\"window|(href|src)=\"\s*(javascript|data|vbscript):", re.I)


def test_no_page_of_the_hostile_build_holds_live_markup(hostile_site: Path) -> None:
    pages = [p for p in hostile_site.rglob("*.html")]
    assert len(pages) > 1000
    bad = {str(p.relative_to(hostile_site)): RAW.search(p.read_text(encoding="utf-8")).group(0)
           for p in pages if RAW.search(p.read_text(encoding="utf-8"))}
    assert bad == {}
    article = (hostile_site / PAGES["article"] / "index.html").read_text(encoding="utf-8")
    assert "&lt;script&gt;window.fbPwned=1&lt;/script&gt;" in article  # shown as text, not removed
    assert "&#123;&#123; 7*7 &#125;&#125;" in article  # the template marker is text: nothing rendered it
    for page in (PAGES["macros"], f"en/{PAGES['macros']}"):  # the macros' output: escaped, never rendered again
        text = (hostile_site / page / "index.html").read_text(encoding="utf-8")
        # the citation, the rulebooks' table (short title and title), the sheets' row
        assert text.count("&lt;script&gt;window.fbPwned=1&lt;/script&gt;") >= 4, page
        assert "&#123;&#123; 7*7 &#125;&#125;" in text and "49" not in re.sub(r"<[^>]*>", "", text), page


FIND_BAD = """() => {
  const bad = [];
  for (const el of document.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase(), value = attr.value.replace(/[\\x00-\\x20]/g, '').toLowerCase();
      if (name.startsWith('on')) bad.push(el.tagName + ' ' + name);
      if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(name)
          && /^(javascript|data|vbscript):/.test(value)) bad.push(el.tagName + ' ' + name + '=' + value);
    }
  }
  return bad;
}"""


# the pages whose hostile text our own scripts put in the page (the search's results, the builder's form and
# sheet, written by the same JavaScript and Python in both builds): in Chromium on the Material build only; the
# Zensical build's HTML of those pages is checked by test_no_page_of_the_hostile_build_holds_live_markup
OUR_SCRIPTS = ("search", "sheet-builder")
IN_CHROMIUM = [pytest.param(*generator.values, name, marks=generator.marks, id=f"{generator.values[0]}-{name}")
               for generator in per_generator("hostile_data") for name in PAGES
               if generator.values[0] == GENERATORS[0] or name not in OUR_SCRIPTS]


@pytest.mark.parametrize(("hostile_site", "name"), IN_CHROMIUM, indirect=["hostile_site"])
def test_no_script_runs_and_no_unsafe_link_in_chromium(hostile_server: str, browser, name: str) -> None:
    page = browser.new_page(viewport={"width": 390, "height": 844})
    messages: list[str] = []
    page.on("console", lambda m: messages.append(m.text))
    page.on("pageerror", lambda e: messages.append(str(e)))
    page.on("dialog", lambda d: (messages.append("dialog " + d.message), d.dismiss()))
    page.goto(f"{hostile_server}/{PAGES[name]}")
    page.wait_for_load_state("load")  # the page's own scripts have run; what they fetch, given time to come
    with contextlib.suppress(PlaywrightTimeout):  # the service worker's precache can keep the network busy
        page.wait_for_load_state("networkidle", timeout=30000)  # longer than that on a loaded machine
    if name == "search":  # the hostile article among the results of the site's own search
        page.fill("[data-fb-search-page] [data-fb-search-input]", "lien javascript")
        page.wait_for_selector("[data-fb-search-page] .fb-hit")
    if name == "sheet-builder" and page.locator("[data-pyodide]").count():  # the sheet, in its shadow root
        page.wait_for_function("() => document.querySelector('#fb-builder').dataset.state === 'sheet'", timeout=180000)
        sheet = page.evaluate("() => document.querySelector('.fb-b-sheet').shadowRoot.innerHTML")
        assert MARK in sheet and "<script" not in sheet and "<img" not in sheet
    assert page.evaluate(f"typeof window.{MARK}") == "undefined"
    assert page.evaluate(FIND_BAD) == []
    assert [m for m in messages if "Content Security Policy" in m or "Refused" in m] == []
    assert "fbPwned" in page.locator("body").inner_text() or name in ("home", "matrix", "search")
    page.close()


def test_the_table_of_contents_copy_of_a_heading_holds_no_unsafe_link() -> None:
    """Zensical prints each heading's HTML as Python-Markdown's toc copied it: floorbook.site_build.mdsafe cleans
    the heading before the copy is made (a reference link to javascript: is plain text there too)."""
    import markdown

    md = markdown.Markdown(extensions=["attr_list", "toc", "floorbook.site_build.mdsafe"])
    page = md.convert(f"### 9 — [ref][evil] [lien](JaVaScRiPt:x)\n\n[evil]: javascript:window.{MARK}=7\n")
    copies = "".join(token["html"] for token in md.toc_tokens)  # type: ignore[attr-defined]
    assert copies == "9 — <span>ref</span> <span>lien</span>"
    assert "script:" not in page.lower()


def test_zensical_gets_titles_that_cannot_open_a_tag() -> None:
    """Zensical prints titles unescaped: its copies of the pages and its nav get them made safe, and a
    real title (with & and ') is left as it is."""
    from floorbook.site_build.zensical import safe_front_matter, safe_title

    assert safe_title(ONE_LINE).count("<") == 0 and 'onerror="' not in safe_title(ONE_LINE)
    assert safe_title("11 — Ethics & Penalties, one's hand") == "11 — Ethics & Penalties, one's hand"
    page = yaml.safe_dump({"title": ONE_LINE, "search": {"exclude": True}}, allow_unicode=True)
    text = safe_front_matter(f"---\n{page}---\n\n# Body <b>\n")
    meta = yaml.safe_load(text.split("---\n")[1])
    assert meta == {"title": safe_title(ONE_LINE), "search": {"exclude": True}} and text.endswith("\n# Body <b>\n")
    plain = "---\ntitle: Fivebet 23 — New Hands & Blind Changes\n---\n\ntext\n"
    assert safe_front_matter(plain) == plain


def test_without_the_service_worker_tools_the_site_builds_with_one_warning_and_registers_no_worker(
        hostile_site: Path) -> None:
    """Without Node.js (the Material build here) or without Workbox (the Zensical one: build_tools/ holds
    only the Pyodide runtime), the site builds, says once that it will not work offline, writes no
    service worker and registers none — and stays installable (its manifest)."""
    stderr = (hostile_site.parent / f"{hostile_site.name}.stderr").read_text(encoding="utf-8")
    material = hostile_site.name == "hostile-material"
    reason = "Node.js is not installed" if material else "workbox-build is not installed"
    said = [line for line in stderr.splitlines() if reason in line]
    assert len(said) == 1 and "offline" in said[0], stderr[-2000:]
    if material:  # a strict build: that notice is its only warning
        assert [line for line in stderr.splitlines() if line.startswith("WARNING")] == said
    assert not (hostile_site / "sw.js").exists() and not (hostile_site / "en" / "sw.js").exists()
    html = (hostile_site / PAGES["article"] / "index.html").read_text(encoding="utf-8")
    assert 'rel="manifest"' in html and "floorbook:service-worker" not in html
