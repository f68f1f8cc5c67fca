"""The floor assistant's trimmed standard library: the modules of Pyodide's ``python_stdlib.zip``
that the assistant's Python imports, as one smaller archive the page passes to ``loadPyodide`` as
``stdLibURL`` (Pyodide's whole library is 2.5 MB, already compressed, for a few dozen modules used).

Which modules: those loaded when Pyodide itself starts and when the assistant's code runs, found by
running it: ``site_tools/stdlib-modules.mjs`` starts Pyodide in Node.js, unpacks the project's archive
and runs :data:`DRIVER` (every menu entry's example and every scenario's input asked of every ruleset,
bad values too, in both languages, and each ruling written as a scenario file), then lists the file of
every module loaded. To those are added the modules the browser packages name in an ``import``
anywhere (a function's import on a path no example takes), with their packages' ``__init__``. The
result is kept in ``build/`` by the runtime's version and the archive's content, so a change of the
rules' text does not run it again. Without Node.js (or when the run fails) there is no trimmed
archive: the page loads the whole library, as before.
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

from floorbook.base.files import held_lock, write_atomic
from floorbook.base.repository import REPO_ROOT

SCRIPT = "stdlib-modules.mjs"
STDLIB = "python_stdlib.zip"
CACHE = "build/stdlib"
# the Python run under Pyodide: QUERIES (JSON, a list of URL queries) asked, then the modules' files
DRIVER = """
import json, sys
sys.path.insert(0, "/home/pyodide/floorbook-site")
from floorbook.engine.rulesets import rulesets_from_json
from floorbook.rulings.ask import from_query, scenario_yaml
RULESETS = rulesets_from_json(PARAMETERS)
for query in json.loads(QUERIES):
    for lang in ("fr", "en"):
        answer = from_query(query, RULESETS, lang)
        if "results" in answer:
            scenario_yaml(answer["situation"], answer["input"], answer["results"], lang)
sorted({getattr(m, "__file__", None) or "" for m in list(sys.modules.values())} - {""})
"""
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


def trimmed_stdlib(runtime: Path, archive: bytes, globals_: dict[str, str], sources: Iterable[str],
                   root: Path = REPO_ROOT) -> bytes | None:
    """The trimmed ``python_stdlib.zip`` for the project's ``archive`` under the runtime in ``runtime``
    (``globals_``: PARAMETERS and QUERIES for :data:`DRIVER`; ``sources``: the browser packages'
    Python sources), or None when it cannot be computed (no Node.js, a failed run)."""
    full = (runtime / STDLIB).read_bytes()
    key = hashlib.sha256(full + archive + json.dumps(globals_, sort_keys=True).encode()).hexdigest()[:16]
    cached = root / CACHE / f"{key}.zip"
    with held_lock(root / CACHE / ".lock"):  # a build running at the same time (the other generator's) waits
        if not cached.exists():
            made = computed_stdlib(runtime, full, archive, globals_, sources, root / CACHE / key, root)
            if made is None:
                return None
            write_atomic(cached, lambda tmp: tmp.write_bytes(made))
    return cached.read_bytes()


def computed_stdlib(runtime: Path, full: bytes, archive: bytes, globals_: dict[str, str], sources: Iterable[str],
                    work: Path, root: Path) -> bytes | None:
    """Run :data:`DRIVER` under Pyodide in Node.js (in the folder ``work``) and keep the entries of the
    whole library ``full`` it loaded or the ``sources`` name; None when it cannot run."""
    work.mkdir(parents=True, exist_ok=True)
    (work / "archive.zip").write_bytes(archive)
    (work / "driver.py").write_text(DRIVER, encoding="utf-8")
    (work / "globals.json").write_text(json.dumps(globals_), encoding="utf-8")
    try:
        run = subprocess.run(["node", str(root / "site_tools" / SCRIPT), str(runtime), str(work / "archive.zip"),
                              str(work / "driver.py"), str(work / "globals.json")],
                             capture_output=True, text=True, timeout=300, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return None
    if run.returncode != 0 or not run.stdout.strip():
        return None
    source = zipfile.ZipFile(io.BytesIO(full))
    keep = stdlib_entries(run.stdout.split(), named_imports(sources), source.namelist())
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as target:
        for name in keep:
            info = zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            target.writestr(info, source.read(name))
    return out.getvalue()
