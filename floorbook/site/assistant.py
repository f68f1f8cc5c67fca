"""The floor assistant (``assistant.md``, ``assistant.en.md``) runs the project's own Python engine
in the browser, with Pyodide served from the site itself (issue 15). Generator-neutral: these
functions work on a page's HTML and on the built site folder (:mod:`floorbook.postbuild`); the
MkDocs hook ``macros/assistant.py`` calls them.

After the build, into the site:

- ``assets/pyodide/<version>/``: the Pyodide runtime copied from the npm package ``pyodide``
  (``site_tools/node_modules/pyodide``; ``make build`` installs it): only the files the runtime
  loads (``pyodide.mjs``, ``pyodide.asm.mjs``/``.js``, ``pyodide.asm.wasm``,
  ``python_stdlib.zip``, ``pyodide-lock.json``). No package is loaded besides the standard
  library: nothing is fetched from another host.
- ``assets/assistant/<hash>/``: ``floorbook.zip`` (the engine's standard-library modules, which the
  page unpacks into Pyodide's file system), ``parameters.json`` (the document of ``floorbook
  parameters --json``), ``situations.json`` (each situation's input JSON Schema, as ``floorbook
  check --situations --json``), ``labels.json`` (:mod:`floorbook.form_labels`, with each menu
  entry's example), ``site.json`` (rulebook names and article page addresses). ``<hash>`` changes
  with their content, so the service worker may keep them cache-first.

The assistant pages get their script, styles and these addresses in ``data-`` attributes. Without
the npm package (no Node.js on the machine) the site builds all the same: the page then shows its
notice that the assistant is not available in this build.
"""

from __future__ import annotations

import hashlib
import io
import json
import re
import shutil
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

from floorbook.notices import notice_logger

ROOT = Path(__file__).resolve().parent.parent.parent
PAGE = "assistant"  # assistant.md / assistant.en.md
RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json")
REQUIRED = ("pyodide.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
# the engine's pure-Python modules (standard library only), as they run in the browser
ENGINE_FILES = ("floorbook/__init__.py", "floorbook/engine/*.py", "floorbook/phrases.py", "floorbook/sentences.py",
                "floorbook/words.py", "floorbook/ask.py")

notice = notice_logger("floorbook.assistant")

def runtime_dir(root: Path = ROOT) -> Path:
    return root / "site_tools" / "node_modules" / "pyodide"


def runtime_version(folder: Path) -> str | None:
    """The npm package's version, or None when the runtime is missing or incomplete."""
    if not all((folder / name).exists() for name in REQUIRED):
        return None
    try:
        return str(json.loads((folder / "package.json").read_text(encoding="utf-8"))["version"])
    except (OSError, ValueError, KeyError):
        return None


def engine_zip(root: Path = ROOT) -> bytes:
    """The engine's modules as one zip (fixed dates: the same files give the same bytes)."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for pattern in ENGINE_FILES:
            for path in sorted(root.glob(pattern)):
                info = zipfile.ZipInfo(path.relative_to(root).as_posix(), date_time=(2020, 1, 1, 0, 0, 0))
                info.compress_type = zipfile.ZIP_DEFLATED
                archive.writestr(info, path.read_bytes())
    return out.getvalue()


def _examples(root: Path) -> dict[str, dict[str, Any]]:
    """The input of the first scenario of each situation (the menu's starting example)."""
    from floorbook.scenarios import load_all

    out: dict[str, dict[str, Any]] = {}
    for _file, sc in load_all(root):
        if sc.situation and sc.situation not in out:
            out[sc.situation] = dict(sc.input)
    return out


def _query(data: dict[str, Any]) -> str:
    """Input data as ``key=value`` pairs (lists comma-separated, mappings as A:1,B:2, the rest JSON)."""
    def text(value: Any) -> str:
        if isinstance(value, bool):
            return "true" if value else "false"
        if isinstance(value, list) and all(isinstance(v, int | str) and not isinstance(v, bool) for v in value):
            return ",".join(str(v) for v in value)
        if isinstance(value, dict) and all(isinstance(v, int | str) and not isinstance(v, bool)
                                           for v in value.values()):
            return ",".join(f"{k}:{v}" for k, v in value.items())
        if isinstance(value, list | dict):
            return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
        return "" if value is None else str(value)

    return urlencode({k: text(v) for k, v in data.items()}, safe=",:[]{}\"")


def _short(base: Any, source: str) -> str:
    """A rulebook's short title, as players know it."""
    return str(base.sources[source].data.short_title) if source in base.sources else source


def data_files(root: Path = ROOT) -> dict[str, bytes]:
    """The assistant's files (name → bytes), computed in-process by the code the CLI uses."""
    from floorbook.form_labels import document as labels
    from floorbook.inputs import situations_json
    from floorbook.pages import step_for
    from floorbook.parameters import parameters_document
    from floorbook.render import article_page

    base = step_for(root).base()  # the base the pages step loaded (loaded once per change of the data)
    examples = _examples(root)
    menu = []
    for entry in labels()["menu"]:
        example = entry.get("example")
        if example is None:
            example = _query(examples.get(entry["situation"], {}))
        menu.append({**entry, "example": example})
    doc = {**labels(), "menu": menu}
    from floorbook.parameters import load_rulesets

    rulesets = list(load_rulesets(root))  # in the order `floorbook ask` gives them
    site = {
        "rulesets": {rid: _short(base, rid) for rid in rulesets},
        "order": rulesets,
        "articles": {aid: {"url": article_page(a)[: -len(".md")] + "/",
                           "label": f"{_short(base, a.source)} {a.number}"}
                     for aid, a in base.articles.items()},
    }

    def js(value: Any) -> bytes:
        return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8")

    return {
        "floorbook.zip": engine_zip(root),
        "parameters.json": js(parameters_document(root)),
        "situations.json": js(situations_json()),
        "labels.json": js(doc),
        "site.json": js(site),
    }


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


def prepare(root: Path = ROOT) -> Assistant:
    """The assistant's files, computed once per change of the data (both languages share them)."""
    from floorbook.pages import INPUTS, _snapshot

    key = (tuple(sorted(_snapshot(root, INPUTS).items())), runtime_version(runtime_dir(root)))
    if root not in _cache or _cache[root][0] != key:
        files = data_files(root)
        digest = hashlib.sha256(b"".join(hashlib.sha256(v).digest() for _, v in sorted(files.items()))).hexdigest()
        _cache[root] = (key, Assistant(root, files, digest[:12], key[1]))
    found = _cache[root][1]
    if found.version is None and root not in _warned:
        _warned.add(root)
        notice.warning("floorbook: the npm package pyodide is not installed in site_tools/ (`make build` installs "
                       "it): the floor assistant is built as not available.")
    return found


def is_assistant_url(url: str) -> bool:
    """Whether a page address (``assistant/``, ``en/assistant/``) is the assistant's."""
    return re.fullmatch(r"(?:[a-z]{2}/)?assistant/", url) is not None


def assistant_page(output: str, url: str, assistant: Assistant) -> str:
    """The assistant page (its address in the site, ``assistant/`` or ``en/assistant/``): its
    addresses, script and styles; or its notice when the runtime is missing. Other pages unchanged."""
    if not is_assistant_url(url):
        return output
    up = "../" * url.count("/")
    if assistant.version is None:
        return re.sub(r'(class="fb-assistant-missing")\s+hidden(?:="[^"]*")?', r"\1", output, count=1)
    attrs = (f'data-pyodide="{up}assets/pyodide/{assistant.version}/" '
             f'data-engine="{up}assets/assistant/{assistant.hash}/" data-root="{up}"')
    output = output.replace('id="fb-assistant"', f'id="fb-assistant" {attrs}', 1)
    head = f'<link rel="stylesheet" href="{up}assets/assistant.css">\n'
    output = output.replace("</head>", head + "</head>", 1)
    script = f'<script type="module" src="{up}assets/assistant.js"></script>\n'
    return output.replace("</body>", script + "</body>", 1)


def write_files(site: Path, assistant: Assistant) -> str:
    """Into the built site: the data files, and the runtime when it is installed."""
    target = site / "assets" / "assistant" / assistant.hash
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
    return f"assistant: data files and Pyodide {assistant.version}"
