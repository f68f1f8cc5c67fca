"""The pages that run the project's own Python in the browser, with Pyodide served from the site
itself: the floor assistant (``assistant.md``) and the sheet builder (``sheet-builder.md``);
:data:`APPS` gives each its address, script and styles. Generator-neutral: these
functions work on a page's HTML and address and on the built site folder
(:mod:`floorbook.site_build.postbuild`); the MkDocs hook ``hooks/python_pages.py`` calls them.

After the build, into the site:

- ``assets/pyodide/<version>/``: the Pyodide runtime copied from the npm package ``pyodide``
  (``build_tools/node_modules/pyodide``; ``make build`` installs it): only the files the runtime
  loads (``pyodide.mjs``, ``pyodide.asm.mjs``/``.js``, ``pyodide.asm.wasm``,
  ``python_stdlib.zip``) and a ``pyodide-lock.json`` of its own that lists no package (Pyodide's lists
  them all, 27 kB gzip, for nothing: no package of Pyodide's own is loaded, nothing is fetched from
  another host).
- ``assets/python/<hash>/``, the files both pages read (each only those it needs, :attr:`App.files`):
  ``engine.zip`` (the assistant's: the project's packages it runs, compacted by
  :mod:`floorbook.site_build.compact`), ``floorbook.zip`` (the builder's: the browser packages, templates
  included, without :data:`SERVER_MODULES`), which a page unpacks into Pyodide's file system; ``stdlib.zip`` and
  ``builder-stdlib.zip``, each page's trimmed standard library (:mod:`floorbook.site_build.stdlib`);
  ``libraries.zip`` (the pure-Python sources of Jinja2,
  MarkupSafe, PyYAML, qrcode and RapidFuzz, taken from the installed packages, with their licences: the sheet
  builder's), ``parameters.json`` (the document of ``floorbook parameters --json``); for the
  assistant ``situations.json`` (each situation's input JSON Schema, as ``floorbook check
  --situations --json`` gives it, without the words written for the command line: :func:`form_schemas`),
  ``labels.json`` (the menu of :mod:`floorbook.words.form_labels`, with each menu entry's example; the page asks
  the engine's Python for the other words), ``site.json`` (rulebook names and article page addresses); for
  the builder ``sheet.json`` (what the sheet needs from the loaded base,
  :func:`floorbook.sheet.printing.sheet_data`) and ``builder.json`` (its form,
  :func:`floorbook.sheet.builder.form_document`), and the rulebooks' texts
  it prints the rules with, fetched only when asked: ``booklet-<ruleset>-<lang>.json``
  (:func:`floorbook.booklet.printing.booklet_data`, :func:`booklet_name`). ``<hash>`` changes with
  their content, so the service worker may keep them cache-first.

These pages get their script, styles, these addresses and the list of the files they load
(``data-files``: the runtime, the standard library, the data files; one list, which the page reads to
keep them for offline use) in ``data-`` attributes. The home page and
the offline page, which offer to save the assistant for offline use (``data-fb-offline``), get the list
of its runtime and files (:func:`offline_files`), which ``assets/floorbook.js`` saves when asked. Without the npm
package (no Node.js on the machine) the site builds all the same: each page then shows its notice
that it is not available in this build.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import importlib.util
import json
import re
import shutil
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from floorbook import LANGUAGES
from floorbook.booklet.printing import booklet_data
from floorbook.corpus.inputs import situations_json
from floorbook.corpus.parameters import load_declarations, load_rulesets, parameters_document
from floorbook.corpus.repository import REPO_ROOT
from floorbook.corpus.traceability import engine_citations
from floorbook.engine import MERGED
from floorbook.sheet.builder import form_document
from floorbook.sheet.link import tournament_link
from floorbook.sheet.printing import load_house, sheet_data
from floorbook.site_build.compact import compact_source, zip_files
from floorbook.site_build.notices import notice_logger
from floorbook.site_build.pages import INPUTS, snapshot, step_for
from floorbook.site_build.stdlib import ASSISTANT_DRIVER, BUILDER_DRIVER, trimmed_stdlib
from floorbook.urls import article_page, situation_query
from floorbook.words.form_labels import document as labels

RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip")
LOCK_FILE = "pyodide-lock.json"  # written by the build: Pyodide's own, without its packages
REQUIRED = ("pyodide.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
# the project's packages the pages run: the engine, the rulings, the words, YAML reading and the sheet's
# core. They import only the standard library, each other and LIBRARIES (tests/test_architecture.py), so
# the archive is these packages whole, templates included
BROWSER_PACKAGES = ("urls", "engine", "nearest", "reading", "words", "rulings", "sheet", "booklet")  # package or module
ASSISTANT_PACKAGES = ("urls", "engine", "reading", "words", "rulings")  # what the assistant runs: no sheet
# what the assistant runs more under a tournament link (tournament.zip, loaded only then: a player in no
# tournament loads none of it): the sheet's checker of a configuration, which checks the link again, and the
# libraries it imports (PyYAML, RapidFuzz: pure Python, compacted as the project's modules)
TOURNAMENT_MODULES = ("sheet/__init__.py", "sheet/house.py", "sheet/link.py", "sheet/tournament.py", "nearest.py")
TOURNAMENT_LIBRARIES = ("yaml", "rapidfuzz")
# the modules of those packages that never run in the browser (they read the corpus, write the PDF, build the
# site): left out of the archive (tests/test_architecture.py checks them against its layers)
SERVER_MODULES = ("sheet/printing.py", "booklet/printing.py", "booklet/site_step.py")
# the libraries the sheet needs, as pure Python (MarkupSafe, PyYAML and RapidFuzz fall back to it without
# their compiled parts): import name → its distribution, for the licence
LIBRARIES = {"jinja2": "Jinja2", "markupsafe": "MarkupSafe", "yaml": "PyYAML", "qrcode": "qrcode",
             "rapidfuzz": "RapidFuzz"}
# the runtime's files a page loads (its standard library aside)
PAGE_RUNTIME = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.js", "pyodide.asm.wasm", LOCK_FILE)
# the attribute of the element that saves the assistant for offline use (index.md, offline.md)
OFFLINE_SAVE = "data-fb-offline"
# values the assistant's form may send that cannot be ruled: their messages' modules go in its library
BAD_QUERIES = ["", "situation=nope", "situation=chip_push&big_blind=-1&chips=a,b&street=x", "%%%&&==",
               "situation=chip_push&big_blind=１２&chips=5", "situation=betting_round&big_blind=100&actions=[1]&ask=B",
               "situation=pots&contributions={}", "situation=pots&contributions=A", "situation=chip_push&chips=5&x=1"]
# the builder's forms its library is traced on beyond the examples: bad ones; and a public address in each
# language, whose sheet carries a QR code (the examples', with a development build's local address, carry
# none; qrcode's SVG writer needs `decimal`, which nothing else loads)
BUILDER_QUERIES = ["", "base=nope", "%%%&&==", "language=xx"]
PUBLIC_SITE = "https://floorbook.example.org/"
PUBLIC_QUERIES = [f"base=tda-2019&language={lang}&event.name=X&event.date=2026-12-03&event.venue=V&event.td_contact=T"
                  f"&url={PUBLIC_SITE}" for lang in LANGUAGES]


@dataclass(frozen=True)
class App:
    """A page that runs Python: its root element's id, its script and its styles (under assets/), the
    data files it loads (under ``assets/python/<hash>/``; the page reads their list from its
    ``data-files``, with the runtime's) and its trimmed standard library's file there. Its address is
    the key of :data:`APPS` (``assistant/``, ``en/assistant/``)."""

    element: str
    script: str
    style: str
    files: tuple[str, ...]
    stdlib: str


APPS = {
    "assistant": App("fb-assistant", "assistant.js", "assistant.css",
                     ("labels.json", "situations.json", "site.json", "words.json", "parameters.json", "engine.zip",
                      "tournament.zip"),
                     "stdlib.zip"),
    "sheet-builder": App("fb-builder", "builder.js", "builder.css",
                         ("builder.json", "parameters.json", "sheet.json", "floorbook.zip", "libraries.zip"),
                         "builder-stdlib.zip"),
}

notice = notice_logger("floorbook.assistant")


def runtime_dir(root: Path = REPO_ROOT) -> Path:
    return root / "build_tools" / "node_modules" / "pyodide"


def runtime_version(folder: Path) -> str | None:
    """The npm package's version, or None when the runtime is missing or incomplete."""
    if not all((folder / name).exists() for name in REQUIRED):
        return None
    try:
        return str(json.loads((folder / "package.json").read_text(encoding="utf-8"))["version"])
    except (OSError, ValueError, KeyError):
        return None


def browser_sources(root: Path = REPO_ROOT, packages: Iterable[str] = BROWSER_PACKAGES) -> list[Path]:
    """The files of these packages of the project (each a package, or a top-level module; every file
    but caches), with the project's ``__init__``."""
    package = root / "floorbook"
    files = [package / "__init__.py"]
    for name in packages:
        folder = package / name
        files += ([path for path in sorted(folder.rglob("*")) if path.is_file() and "__pycache__" not in path.parts
                   and path.relative_to(package).as_posix() not in SERVER_MODULES]
                  if folder.is_dir() else [package / f"{name}.py"])
    return files


def engine_zip(root: Path = REPO_ROOT, packages: Iterable[str] = BROWSER_PACKAGES, compacted: bool = False) -> bytes:
    """The project's packages the pages run (:data:`BROWSER_PACKAGES`, or those given), as one zip;
    ``compacted``: each Python source without comments and docstrings (:mod:`floorbook.site_build.compact`)."""
    def data(path: Path) -> bytes:
        if compacted and path.suffix == ".py":
            return compact_source(path.read_bytes()).encode("utf-8")
        return path.read_bytes()

    return zip_files((path.relative_to(root).as_posix(), data(path)) for path in browser_sources(root, packages))


def library_files(names: Iterable[str] = LIBRARIES, compacted: bool = False) -> Iterable[tuple[str, bytes]]:
    """The pure-Python sources of these :data:`LIBRARIES` from the installed packages (no compiled part, no
    tests; ``compacted``: without comments and docstrings), and each distribution's licence under
    ``licenses/<distribution>/``."""
    for name in names:
        dist = LIBRARIES[name]
        spec = importlib.util.find_spec(name)
        assert spec is not None and spec.submodule_search_locations, f"{name} is not installed"
        folder = Path(next(iter(spec.submodule_search_locations)))
        for path in sorted(folder.rglob("*.py")):
            rel = path.relative_to(folder.parent)
            if "tests" not in rel.parts and "__pycache__" not in rel.parts:
                yield rel.as_posix(), (compact_source(path.read_bytes()).encode("utf-8") if compacted
                                       else path.read_bytes())
        for record in importlib.metadata.distribution(dist).files or []:
            if "LICEN" in record.name.upper():
                yield f"licenses/{dist}/{record.name}", Path(str(record.locate())).read_bytes()


def libraries_zip() -> bytes:
    """The pure-Python sources of :data:`LIBRARIES` and their licences (:func:`library_files`)."""
    return zip_files(library_files())


def tournament_sources(root: Path = REPO_ROOT) -> list[Path]:
    """The project's modules the assistant runs more under a tournament link (:data:`TOURNAMENT_MODULES`)."""
    return [root / "floorbook" / name for name in TOURNAMENT_MODULES]


def tournament_zip(root: Path = REPO_ROOT) -> bytes:
    """The assistant's archive for a tournament link: :func:`tournament_sources` and
    :data:`TOURNAMENT_LIBRARIES`, compacted (:mod:`floorbook.site_build.compact`)."""
    own = ((path.relative_to(root).as_posix(), compact_source(path.read_bytes()).encode("utf-8"))
           for path in tournament_sources(root))
    return zip_files([*own, *library_files(TOURNAMENT_LIBRARIES, compacted=True)])


def _examples(scenarios: Iterable[Any]) -> dict[str, dict[str, Any]]:
    """The input of the first scenario of each situation (the menu's starting example)."""
    out: dict[str, dict[str, Any]] = {}
    for sc in scenarios:
        if sc.situation and sc.situation not in out:
            out[sc.situation] = dict(sc.input)
    return out


def _short(base: Any, source: str) -> str:
    """A rulebook's short title, as players know it."""
    return str(base.sources[source].data.short_title) if source in base.sources else source


def cited_articles(base: Any, rulesets: dict[str, Any], judged: Iterable[Any], root: Path = REPO_ROOT) -> list[str]:
    """The articles a ruling may rest on: those the rulesets' parameters cite or borrow, those the
    engine's functions name, those the engine's rulings of the scenarios cite (in the base's order)."""
    cited = {a for rules in rulesets.values() for p in rules.parameters.values() for a in p.articles}
    cited |= set(engine_citations(base, root))
    cited |= {a for js in judged for v in js.verdicts for a in (v.engine or {}).get("articles") or ()}
    return [aid for aid in base.articles if aid in cited]


def article_words(base: Any, ids: Iterable[str]) -> dict[str, dict[str, Any]]:
    """Each article's words as the assistant unfolds them: its label, its title and its text in French
    (the source's) and English (ours, None when not translated yet)."""
    out = {}
    for aid in ids:
        a = base.articles[aid]
        title = a.title or None
        out[aid] = {"label": f"{_short(base, a.source)} {a.number}",
                    "title": {"fr": title.fr, "en": title.en} if title else None,
                    "fr": a.text.fr, "en": a.text.en}
    return out


def form_schemas(situations: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Each situation's input JSON Schema as the assistant's form reads it: without the words written
    for the command line's users (the situation's ``doc``, each schema's ``title`` and
    ``description``; the form has its own words, :mod:`floorbook.words.form_labels`) and its outputs.

    >>> form_schemas({"s": {"doc": "D.", "outputs": ["x"], "input": {"title": "SInput", "properties": {
    ...     "title": {"title": "Title", "type": "string"}}}}})
    {'s': {'input': {'properties': {'title': {'type': 'string'}}}}}
    """
    def plain(node: Any) -> Any:
        if isinstance(node, list):
            return [plain(item) for item in node]
        if not isinstance(node, dict):
            return node
        return {key: plain(value) for key, value in node.items()
                if not (key in ("title", "description") and isinstance(value, str))}

    return {name: {"input": plain(situation["input"])} for name, situation in situations.items()}


def booklet_name(ruleset: str, lang: str) -> str:
    """The file of a rulebook's booklet data in one language, which the builder fetches when asked to
    print the rules (builder.js writes the same name)."""
    return f"booklet-{ruleset}-{lang}.json"


def data_files(root: Path = REPO_ROOT) -> dict[str, bytes]:
    """The files of both pages (name → bytes), computed in-process by the code the CLI uses."""

    # the base and scenarios the pages step loaded (loaded once per change of the data)
    base, judged, _ = step_for(root).context()
    examples = _examples(js.scenario for js in judged)
    menu = []
    for entry in labels()["menu"]:
        example = entry.get("example")
        if example is None:
            example = situation_query(examples.get(entry["situation"], {}))
        menu.append({**entry, "example": example})
    # the menu and an old link's situation → the one kept; the page asks the engine's Python for the
    # fields', choices' and interface words (floorbook.words.form_labels is in engine.zip: not sent twice)
    doc = {"menu": menu, "merged": dict(MERGED)}
    rulesets = load_rulesets(root)  # in the order `floorbook ask` gives them
    words = article_words(base, cited_articles(base, rulesets, judged, root))
    site = {
        "rulesets": {rid: _short(base, rid) for rid in rulesets},
        "order": list(rulesets),
        # "words": words.json has the article's words (the page fetches it when a card unfolds them)
        "articles": {aid: {"url": article_page(a)[: -len(".md")] + "/",
                           "label": f"{_short(base, a.source)} {a.number}", **({"words": 1} if aid in words else {})}
                     for aid, a in base.articles.items()},
    }
    sheet = sheet_data(base)
    site["topics"] = list(sheet.topics)  # a tournament link is checked against them (as the builder checks it)
    booklets = {booklet_name(rid, lang): booklet_data(base, rid, lang).as_dict()
                for rid in rulesets if rid in base.sources for lang in LANGUAGES}

    def js(value: Any) -> bytes:
        return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8")

    archive = engine_zip(root, ASSISTANT_PACKAGES, compacted=True)
    files = {
        "engine.zip": archive,
        "floorbook.zip": engine_zip(root),
        "libraries.zip": libraries_zip(),
        "tournament.zip": tournament_zip(root),
        "parameters.json": js(parameters_document(root)),
        "situations.json": js(form_schemas(situations_json())),
        "labels.json": js(doc),
        "site.json": js(site),
        "words.json": js(words),
        "sheet.json": js(sheet.as_dict()),
        "builder.json": js(form_document(rulesets, load_declarations(root), sheet)),
        **{name: js(data) for name, data in booklets.items()},
    }
    if runtime_version(runtime_dir(root)) is not None:  # each page's trimmed standard library
        files.update(trimmed_stdlibs(root, files, menu, judged, base))
    return files


# tournament links the assistant's library is traced on beyond the examples': refused ones
BAD_LINKS = ["", "t=2&base=ropta-2023", "t=1&base=nope&event.name=X", "t=1&base=ropta-2023&event.name=X&choices.x=1",
             "t=1&base=ropta-2023&event.name=X&choices.time_seconds=5", "t=1&" + "x" * 2_100]


def example_links(base: Any, root: Path = REPO_ROOT) -> list[str]:
    """The tournament link's fragment of each example configuration (examples/) on the loaded ``base``, with its
    local rules and without, and :data:`BAD_LINKS`."""
    out = []
    for path in sorted((root / "examples").glob("*.yaml")):
        house = load_house(path, base)
        out += [tournament_link(house, PUBLIC_SITE, house.config.language, local).partition("#")[2]
                for local in (False, True)]
    return out + BAD_LINKS


def trimmed_stdlibs(root: Path, files: dict[str, bytes], menu: list[dict[str, Any]], judged: list[Any],
                    base: Any) -> dict[str, bytes]:
    """Each page's trimmed standard library (:mod:`floorbook.site_build.stdlib`), by its file name; a page
    whose library cannot be computed has none (it loads Pyodide's whole one)."""
    queries = [f"situation={entry['situation']}&{entry['example']}" for entry in menu]
    queries += [f"situation={js_.scenario.situation}&{situation_query(dict(js_.scenario.input))}"
                for js_ in judged if js_.scenario.situation and js_.scenario.computable]
    queries += BAD_QUERIES
    parameters = files["parameters.json"].decode("utf-8")
    configurations = [[path.name, path.read_text(encoding="utf-8")]
                      for path in sorted((root / "examples").glob("*.yaml"))]
    configurations.append(["broken.yaml", "event: [unclosed\n"])
    runs = {
        APPS["assistant"].stdlib: (ASSISTANT_PACKAGES, [files["engine.zip"], files["tournament.zip"]],
                                   ASSISTANT_DRIVER,
                                   {"PARAMETERS": parameters, "QUERIES": json.dumps(queries),
                                    "LINKS": json.dumps(example_links(base, root)), "LINK_QUERIES": json.dumps(queries[
                                        :len(menu)]), "TOPICS": json.dumps(json.loads(files["site.json"])["topics"])}),
        APPS["sheet-builder"].stdlib: (BROWSER_PACKAGES, [files["floorbook.zip"], files["libraries.zip"]],
                                       BUILDER_DRIVER,
                                       {"PARAMETERS": parameters, "SHEET": files["sheet.json"].decode("utf-8"),
                                        "CONFIGURATIONS": json.dumps(configurations),
                                        "QUERIES": json.dumps(BUILDER_QUERIES),
                                        "PUBLIC": json.dumps(PUBLIC_QUERIES)}),
    }
    out = {}
    for name, (packages, archives, driver, globals_) in runs.items():
        paths = browser_sources(root, packages) + (tournament_sources(root) if packages == ASSISTANT_PACKAGES else [])
        sources = [path.read_text(encoding="utf-8") for path in paths if path.suffix == ".py"]
        stdlib = trimmed_stdlib(runtime_dir(root), archives, driver, globals_, sources, root)
        if stdlib is not None:
            out[name] = stdlib
    return out


@dataclass(frozen=True)
class Assistant:
    """What the assistant's pages and files need: its data files, their hash, the runtime's version
    (None: not installed, the page says it is not available)."""

    root: Path
    files: dict[str, bytes]
    hash: str
    version: str | None


_cache: dict[Path, tuple[tuple[object, ...], Assistant]] = {}
_warned: set[Path] = set()


def prepare(root: Path = REPO_ROOT) -> Assistant:
    """The assistant's files, computed once per change of the data (both languages share them)."""

    key = (tuple(sorted(snapshot(root, INPUTS).items())), runtime_version(runtime_dir(root)))
    if root not in _cache or _cache[root][0] != key:
        files = data_files(root)
        digest = hashlib.sha256(b"".join(hashlib.sha256(v).digest() for _, v in sorted(files.items()))).hexdigest()
        _cache[root] = (key, Assistant(root, files, digest[:12], key[1]))
    found = _cache[root][1]
    if found.version is None and root not in _warned:
        _warned.add(root)
        notice.warning("floorbook: the npm package pyodide is not installed in build_tools/ (`make build` installs "
                       "it): the floor assistant and the sheet builder are built as not available.")
    return found


def page_app(url: str) -> App | None:
    """The Python page at a page address (``assistant/``, ``en/sheet-builder/``), or None."""
    match = re.fullmatch(r"(?:[a-z]{2}/)?([a-z-]+)/", url)
    return APPS.get(match.group(1)) if match else None


def assistant_page(output: str, url: str, assistant: Assistant) -> str:
    """A Python page (by its address in the site): its addresses, script and styles; or its notice
    when the runtime is missing. Other pages unchanged."""
    app = page_app(url)
    if app is None:
        return output
    up = "../" * url.count("/")
    if assistant.version is None:
        return re.sub(rf'(class="{app.element}-missing")\s+hidden(?:="[^"]*")?', r"\1", output, count=1)
    attrs = (f'data-pyodide="{up}assets/pyodide/{assistant.version}/" '
             f'data-engine="{up}assets/python/{assistant.hash}/" data-root="{up}"')
    if app.stdlib in assistant.files:  # its trimmed standard library
        attrs += f' data-stdlib="{app.stdlib}"'
    attrs += f' data-files="{" ".join(up + name for name in page_files(assistant, app))}"'
    output = output.replace(f'id="{app.element}"', f'id="{app.element}" {attrs}', 1)
    head = f'<link rel="stylesheet" href="{up}assets/{app.style}">\n'
    output = output.replace("</head>", head + "</head>", 1)
    script = f'<script type="module" src="{up}assets/{app.script}"></script>\n'
    return output.replace("</body>", script + "</body>", 1)


def page_files(assistant: Assistant, app: App) -> list[str]:
    """A Python page's runtime and files (paths from the site's root), which it keeps for offline use:
    the Pyodide files it loads, its standard library (the trimmed one, or Pyodide's whole one), its data
    files. Empty when the runtime is not in this build."""
    if assistant.version is None:
        return []
    source = runtime_dir(assistant.root)
    runtime = f"assets/pyodide/{assistant.version}/"
    engine = f"assets/python/{assistant.hash}/"
    files = [runtime + name for name in PAGE_RUNTIME if name == LOCK_FILE or (source / name).exists()]
    files.append(engine + app.stdlib if app.stdlib in assistant.files else runtime + "python_stdlib.zip")
    return files + [engine + name for name in app.files]


def offline_files(assistant: Assistant) -> list[str]:
    """The assistant's runtime and files (paths from the site's root) that "save for offline" stores."""
    return page_files(assistant, APPS["assistant"])


def offline_save(output: str, url: str, assistant: Assistant) -> str:
    """A page offering to save the assistant for offline use (its element ``data-fb-offline``): the files
    to save, relative to the page, in ``data-files`` (assets/floorbook.js reads them). Without the runtime,
    no ``data-files``: the element stays hidden. Other pages unchanged."""
    files = offline_files(assistant)
    if OFFLINE_SAVE not in output or not files:
        return output
    up = "../" * url.count("/")
    listed = " ".join(up + name for name in files)
    return output.replace(OFFLINE_SAVE, f'{OFFLINE_SAVE} data-files="{listed}"', 1)


def lock_file(runtime: Path) -> bytes:
    """The runtime's ``pyodide-lock.json`` without its packages (none is loaded): its ``info`` only."""
    info = json.loads((runtime / LOCK_FILE).read_text(encoding="utf-8"))["info"]
    return json.dumps({"info": info, "packages": {}}, separators=(",", ":")).encode("utf-8")


def write_files(site: Path, assistant: Assistant) -> str:
    """Into the built site: the data files, and the runtime when it is installed."""
    target = site / "assets" / "python" / assistant.hash
    target.mkdir(parents=True, exist_ok=True)
    for name, data in assistant.files.items():
        (target / name).write_bytes(data)
    if assistant.version is None:
        return "assistant: data files written, no runtime (not available in this build)"
    source = runtime_dir(assistant.root)
    runtime = site / "assets" / "pyodide" / assistant.version
    runtime.mkdir(parents=True, exist_ok=True)
    for name in RUNTIME_FILES:
        if (source / name).exists() and not (runtime / name).exists():
            shutil.copyfile(source / name, runtime / name)
    (runtime / LOCK_FILE).write_bytes(lock_file(source))
    return f"assistant: data files and Pyodide {assistant.version}"
