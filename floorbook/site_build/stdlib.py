"""The trimmed standard library of each page that runs Python (the floor assistant, the sheet builder):
the modules of Pyodide's ``python_stdlib.zip`` that the page's Python imports, compacted
(:mod:`floorbook.site_build.compact`: no comments, no docstrings), as one smaller archive the page passes
to ``loadPyodide`` as ``stdLibURL`` (Pyodide's whole library is 2.5 MB, already compressed, for a
few dozen modules used).

Which modules: those loaded when Pyodide itself starts and when the page's code runs, found by
running it: ``build_tools/stdlib-modules.mjs`` starts Pyodide in Node.js, unpacks the page's archives
and runs its driver (:data:`ASSISTANT_DRIVER`: every menu entry's example and every scenario's input
asked of every ruleset, bad values too, in both languages, and each ruling written as a scenario
file; :data:`BUILDER_DRIVER`: every example configuration opened and its sheet written, bad ones
too, and a sheet with a public address, which prints a QR code), then lists the file of every module
loaded. To those are added the modules the browser packages name in an ``import`` anywhere (a
function's import on a path no example takes), with their packages' ``__init__``.
``build_tools/stdlib-compact.mjs`` compacts them with Pyodide's own Python (each module once: kept by
its content in ``build/stdlib/compacted/``, shared by both pages); the driver is run once more on the
compacted archive, which is kept only if it runs (else the trimmed one as it is). The result is kept
in ``build/`` by the runtime's version and the archives' content, so a change of the rules' text does
not run it again. Without Node.js (or when the run fails) there is no trimmed archive: the page loads
the whole library, as before.
"""

from __future__ import annotations

import hashlib
import io
import json
import re
import subprocess
import zipfile
from collections.abc import Iterable
from pathlib import Path

from floorbook.corpus.files import held_lock, write_atomic
from floorbook.corpus.repository import REPO_ROOT
from floorbook.site_build import compact
from floorbook.site_build.compact import zip_files

MODULES_SCRIPT = "stdlib-modules.mjs"
COMPACT_SCRIPT = "stdlib-compact.mjs"
STDLIB = "python_stdlib.zip"
CACHE = "build/stdlib"
# the files of every module loaded, the driver's last expression
LOADED = """
sorted({getattr(m, "__file__", None) or "" for m in list(sys.modules.values())} - {""})
"""
# the assistant's Python run under Pyodide: QUERIES (JSON, a list of URL queries) asked; then under each of
# LINKS (JSON, tournament links' fragments, refused ones too, checked against TOPICS) LINK_QUERIES asked
ASSISTANT_DRIVER = """
import json, sys
sys.path.insert(0, "/home/pyodide/floorbook-site")
from floorbook.engine.rulesets import declarations_from_json, rulesets_from_json
from floorbook.rulings.ask import from_query, scenario_yaml
RULESETS = rulesets_from_json(PARAMETERS)
for query in json.loads(QUERIES):
    for lang in ("fr", "en"):
        answer = from_query(query, RULESETS, lang)
        if "results" in answer:
            scenario_yaml(answer["situation"], answer["input"], answer["results"], lang)
from floorbook.sheet.tournament import Linked, ask_linked
DECLARATIONS = declarations_from_json(PARAMETERS)
for fragment in json.loads(LINKS):
    linked = Linked(fragment, RULESETS, DECLARATIONS, json.loads(TOPICS), {})
    for query in json.loads(LINK_QUERIES):
        for lang in ("fr", "en"):
            ask_linked(query, RULESETS, lang, linked)
""" + LOADED
# the sheet builder's: CONFIGURATIONS (JSON, [file name, YAML text] pairs) opened and written, then
# QUERIES (JSON, the form's queries, bad ones too) written, and PUBLIC (forms with a public address), whose
# sheets must carry a QR code
BUILDER_DRIVER = """
import json, sys
sys.path.insert(0, "/home/pyodide/floorbook-site")
from floorbook.sheet.builder import Builder
SHEETS = Builder(PARAMETERS, SHEET)
for name, text in json.loads(CONFIGURATIONS):
    answer = json.loads(SHEETS.load_json(text, name))
    if "query" in answer:
        SHEETS.preview_json(answer["query"])
for query in json.loads(QUERIES):
    SHEETS.preview_json(query)
for query in json.loads(PUBLIC):
    assert 'class="qr"' in json.loads(SHEETS.preview_json(query))["html"], query
""" + LOADED
IMPORT = re.compile(r"^\s*(?:from\s+([\w.]+)\s+import\b|import\s+([\w., ]+))", re.M)


def named_imports(texts: Iterable[str]) -> set[str]:
    """Every absolute module name an ``import`` or ``from … import`` of these sources names.

    >>> sorted(named_imports(["import json, re as regex\\n    from urllib.parse import urlencode"]))
    ['json', 're', 'urllib.parse']
    """
    out: set[str] = set()
    for text in texts:
        for frm, names in IMPORT.findall(text):
            out |= {frm} if frm else {n.strip().split(" as ")[0].strip() for n in names.split(",")}
    return {name for name in out if name}


def stdlib_entries(loaded: Iterable[str], names: Iterable[str], entries: list[str]) -> list[str]:
    """The archive's entries to keep: the files of the modules loaded (paths ending like an entry), the
    modules named, and every package ``__init__`` above a kept entry.

    >>> stdlib_entries(["/lib/python3.14/json/decoder.py"], ["re"], ["json/__init__.py", "json/decoder.py",
    ...                "re/__init__.py", "re/_parser.py", "ast.py"])
    ['json/__init__.py', 'json/decoder.py', 're/__init__.py']
    """
    known = set(entries)
    keep = {e for f in loaded for e in known if f.endswith("/" + e)}
    for name in names:
        path = name.replace(".", "/")
        keep |= {c for c in (f"{path}.py", f"{path}/__init__.py") if c in known}
    for entry in list(keep):
        parts = entry.split("/")[:-1]
        keep |= {f"{'/'.join(parts[:i])}/__init__.py" for i in range(1, len(parts) + 1)} & known
    return [e for e in entries if e in keep]


def loaded_modules(runtime: Path, work: Path, stdlib: Path | None, root: Path = REPO_ROOT) -> list[str] | None:
    """The files of the modules the driver in ``work`` loads (``stdlib``: the standard library to start
    with, Pyodide's whole one when None), or None when the run fails."""
    archives = sorted(str(path) for path in work.glob("archive*.zip"))
    command = ["node", str(root / "build_tools" / MODULES_SCRIPT), str(runtime), str(work / "driver.py"),
               str(work / "globals.json"), str(stdlib) if stdlib else "-", *archives]
    try:
        run = subprocess.run(command, capture_output=True, text=True, timeout=300, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return None
    return run.stdout.split() if run.returncode == 0 and run.stdout.strip() else None


def compacted(runtime: Path, work: Path, entries: list[str], root: Path = REPO_ROOT) -> bytes | None:
    """These entries of Pyodide's standard library compacted by Pyodide's Python (written to
    ``work/compacted.zip`` too), or None when it fails.

    Each module compacted is kept under ``build/stdlib/compacted/``, named by a hash of its source and of
    the compacting code: Pyodide runs only for the modules not compacted before (the other page's
    archive shares most of them, and a change of the project's code changes none of them)."""
    with zipfile.ZipFile(runtime / STDLIB) as library:
        files = {entry: library.read(entry) for entry in entries}
    code = Path(compact.__file__).read_bytes()
    kept = root / CACHE / "compacted"
    named = {entry: kept / hashlib.sha256(code + b"\0" + entry.encode() + b"\0" + data).hexdigest()[:24]
             for entry, data in files.items() if entry.endswith(".py")}
    missing = [entry for entry, path in named.items() if not path.exists()]
    if missing:
        (work / "entries.txt").write_text("\n".join(missing) + "\n", encoding="utf-8")
        made = work / "missing.zip"
        command = ["node", str(root / "build_tools" / COMPACT_SCRIPT), str(runtime), str(Path(compact.__file__)),
                   str(runtime / STDLIB), str(work / "entries.txt"), str(made)]
        try:
            run = subprocess.run(command, capture_output=True, text=True, timeout=300, check=False)
        except (OSError, subprocess.TimeoutExpired):
            return None
        if run.returncode != 0 or not made.exists():
            return None
        with zipfile.ZipFile(made) as archive:
            for entry in missing:
                data = archive.read(entry)
                write_atomic(named[entry], lambda tmp, data=data: tmp.write_bytes(data))
    out = zip_files((entry, named[entry].read_bytes() if entry in named else files[entry]) for entry in entries)
    (work / "compacted.zip").write_bytes(out)
    return out


def trimmed_stdlib(runtime: Path, archives: list[bytes], driver: str, globals_: dict[str, str],
                   sources: Iterable[str], root: Path = REPO_ROOT) -> bytes | None:
    """The trimmed, compacted ``python_stdlib.zip`` for a page's ``archives`` under the runtime in
    ``runtime`` (``driver``: the page's Python, run with ``globals_``; ``sources``: the browser
    packages' Python sources), or None when it cannot be computed (no Node.js, a failed run)."""
    full = (runtime / STDLIB).read_bytes()
    digest = hashlib.sha256(full + Path(compact.__file__).read_bytes() + driver.encode())
    for archive in archives:
        digest.update(hashlib.sha256(archive).digest())
    digest.update(json.dumps(globals_, sort_keys=True).encode())
    key = digest.hexdigest()[:16]
    cached = root / CACHE / f"{key}.zip"
    with held_lock(root / CACHE / ".lock"):  # a build running at the same time (the other generator's) waits
        if not cached.exists():
            made = computed_stdlib(runtime, full, archives, driver, globals_, sources, root / CACHE / key, root)
            if made is None:
                return None
            write_atomic(cached, lambda tmp: tmp.write_bytes(made))
    return cached.read_bytes()


def computed_stdlib(runtime: Path, full: bytes, archives: list[bytes], driver: str, globals_: dict[str, str],
                    sources: Iterable[str], work: Path, root: Path) -> bytes | None:
    """Run ``driver`` under Pyodide in Node.js (in the folder ``work``), keep the entries of the whole
    library ``full`` it loaded or the ``sources`` name, compacted when the driver still runs on them;
    None when it cannot run."""
    work.mkdir(parents=True, exist_ok=True)
    for i, archive in enumerate(archives):
        (work / f"archive{i}.zip").write_bytes(archive)
    (work / "driver.py").write_text(driver, encoding="utf-8")
    (work / "globals.json").write_text(json.dumps(globals_), encoding="utf-8")
    loaded = loaded_modules(runtime, work, None, root)
    if loaded is None:
        return None
    source = zipfile.ZipFile(io.BytesIO(full))
    keep = stdlib_entries(loaded, named_imports(sources), source.namelist())
    out = zip_files((name, source.read(name)) for name in keep)
    smaller = compacted(runtime, work, keep, root)
    if smaller is not None and loaded_modules(runtime, work, work / "compacted.zip", root) is not None:
        out = smaller
    return out
