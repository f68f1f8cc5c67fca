"""The site's search core (site_src/assets/search/*.js) and the CLI's (floorbook/search/*.py) are
twins: each JS module mirrors the Python module of the same name, each JS function the Python
function its ``// mirrors floorbook/search/<module>.py: <name>`` comment names (the same name in
camelCase, without the leading underscore). Every Python function has its JS twin but those that
only build the index (:data:`INDEX_TIME`: the site loads their result) or only serve the command line
(:data:`CLI_ONLY`), and every JS function has
its Python twin but :data:`JS_ONLY`; so neither side can gain or lose a function silently.
tests/test_search.py checks that the twins rank alike."""

from __future__ import annotations

import ast
import json
import re
import shutil
import subprocess
from pathlib import Path

from floorbook.search.references import NUMBER_PREFIXES, PROCEDURE_WORDS

REPO = Path(__file__).resolve().parent.parent
CORE = REPO / "site_src" / "assets" / "search"
PYTHON = REPO / "floorbook" / "search"
# Python functions run only when the index is built (the site loads what they give)
INDEX_TIME = {
    "concepts": {"concept_phrases", "reliable_phrases", "phrasing_tokens", "topic_phrases", "topic_marks"},
    "references": {"rulebook_names", "source_order", "article_number"},
    "index": {"build_index", "compact_index", "topic_answers", "first_sentence", "learned_index",
              "load_learned"},
    # what real rulings teach, learned when the data file is made (scripts/learn_search_words.py)
    "learned": {"page", "_separating", "learn", "learn_from_rulings", "dump"},
}
# Python functions only the command line runs: floorbook search keeps its index on disk between runs
# (the site's browser caches the index file itself)
CLI_ONLY = {"stored": {"cache_folder", "fingerprint", "stored"}}
# JS functions with no Python twin (each says why in a "// no Python twin:" comment)
JS_ONLY = {"query": {"prepare"}}
FUNCTION = re.compile(r"^(?:export\s+)?(?:async\s+)?function\s*\*?\s*(\w+)\s*\("  # a top-level function …
                      r"|^(?:export\s+)?(?:const|let|var)\s+(\w+)\s*=\s*(?:async\s+)?"  # … or one held by a name
                      r"(?:function\b|\([^)]*\)\s*=>|\w+\s*=>)", re.M)
MIRRORS = re.compile(r"^// mirrors floorbook/search/(\w+)\.py: (\w+)$")


def camel(name: str) -> str:
    return re.sub(r"_([a-z0-9])", lambda m: m.group(1).upper(), name.lstrip("_"))


def js_functions() -> dict[tuple[str, str], tuple[str, str] | None]:
    """(JS module, function) → the (Python module, function) its comment names, None when it says it
    has no Python twin. A function with neither comment fails here."""
    out: dict[tuple[str, str], tuple[str, str] | None] = {}
    for path in sorted(CORE.glob("*.js")):
        lines = path.read_text(encoding="utf-8").splitlines()
        for number, line in enumerate(lines):
            match = FUNCTION.match(line)
            if not match:
                continue
            name = match.group(1) or match.group(2)
            comments = []
            for above in reversed(lines[:number]):
                if not above.startswith("//"):
                    break
                comments.append(above)
            twins = [m.groups() for m in map(MIRRORS.match, comments) if m]
            assert len(twins) == 1 or (not twins and any(c.startswith("// no Python twin:") for c in comments)), (
                f"{path.name}:{number + 1}: {name} has no '// mirrors floorbook/search/<module>.py: <name>' comment"
                " (nor '// no Python twin: <why>')")
            out[(path.stem, name)] = twins[0] if twins else None
    return out


def python_functions() -> set[tuple[str, str]]:
    return {(path.stem, node.name) for path in PYTHON.glob("*.py")
            for node in ast.parse(path.read_text(encoding="utf-8")).body if isinstance(node, ast.FunctionDef)}


def test_every_js_core_function_mirrors_the_python_function_of_its_module() -> None:
    functions = js_functions()
    python = python_functions()
    assert functions, "no function found in site_src/assets/search/*.js"
    for (module, name), twin in functions.items():
        if twin is None:
            assert name in JS_ONLY.get(module, set()), f"{module}.js: {name} has no Python twin"
            continue
        where = f"{module}.js: {name} mirrors floorbook/search/{twin[0]}.py: {twin[1]}"
        assert twin[0] == module, f"{where}: a twin lives in the module of the same name"
        assert twin in python, f"{where}, which does not exist"
        assert camel(twin[1]) == name, f"{module}.js: {name} should be named {camel(twin[1])}, as its twin {twin[1]}"
    for module, names in JS_ONLY.items():
        for name in names:
            assert functions.get((module, name), "missing") is None, f"{module}.js: {name} is listed in JS_ONLY"


def test_every_python_search_function_has_its_js_twin_or_builds_the_index() -> None:
    named = [twin for twin in js_functions().values() if twin]
    twins = set(named)
    assert len(twins) == len(named), "a Python function with two JS twins"
    python = python_functions()
    for module, name in sorted(python):
        if name in CLI_ONLY.get(module, set()):
            assert (module, name) not in twins, f"floorbook/search/{module}.py: {name} is listed in CLI_ONLY"
            continue
        index_time = name in INDEX_TIME.get(module, set())
        assert index_time != ((module, name) in twins), (
            f"floorbook/search/{module}.py: {name} " + ("is listed in INDEX_TIME but has a JS twin" if index_time
                                                       else f"has no JS twin (site_src/assets/search/{module}.js)"))
    for module, names in INDEX_TIME.items():
        assert {(module, n) for n in names} <= python, f"INDEX_TIME lists a function {module}.py lacks"
    for module, names in CLI_ONLY.items():
        assert {(module, n) for n in names} <= python, f"CLI_ONLY lists a function {module}.py lacks"


def test_the_js_modules_export_what_they_declare_and_the_python_constants() -> None:
    """Run by Node: each core module's exported functions are the ones declared above (no function
    escapes the comments), and the words that name an article number are Python's."""
    node = shutil.which("node")
    assert node, "Node.js is needed to run the site's search code"
    script = ("const out = {}; for (const f of process.argv.slice(1)) { const m = await import(f); "
              "out[f] = Object.fromEntries(Object.entries(m).map(([k, v]) => [k, v instanceof Set ? [...v].sort() "
              ": typeof v])); } console.log(JSON.stringify(out));")
    files = sorted(CORE.glob("*.js"))
    run = subprocess.run([node, "--input-type=module", "-e", script, *(p.as_uri() for p in files)],
                         capture_output=True, text=True, timeout=60, check=True)
    exports = json.loads(run.stdout)
    declared = js_functions()
    for path in files:
        functions = {k for k, v in exports[path.as_uri()].items() if v == "function"}
        assert functions <= {name for module, name in declared if module == path.stem}, (path.name, functions)
    constants = exports[(CORE / "references.js").as_uri()]
    assert constants["NUMBER_PREFIXES"] == sorted(NUMBER_PREFIXES)
    assert constants["PROCEDURE_WORDS"] == sorted(PROCEDURE_WORDS)
