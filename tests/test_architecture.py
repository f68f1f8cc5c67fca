"""The import contract: the tree is the architecture, and this test keeps it so.

- Each package of ``floorbook`` imports only the packages below it (``LAYERS``; the sheet's and the
  booklet's packages have a layer per module that reads the corpus or builds the site); the engine only
  the standard library.
- What runs in the browser (``BROWSER``: the engine, the rulings, the words, YAML reading, the
  sheet's and the booklet's HTML) imports only the standard library, each other and the pure-Python libraries shipped
  with it (``LIBRARIES`` of :mod:`floorbook.site_build.python_pages`); the browser's archive is made of
  exactly these modules.
- No import cycle between modules; no private name (``_x``) imported from another module; a name is
  imported from the module that defines it (a package's ``__init__`` may gather names).
- Imports sit at the top of a module, except where a heavy or optional dependency is deferred on
  purpose: such an import carries a comment with the word ``deferred`` and the reason.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from floorbook.corpus.repository import REPO_ROOT
from floorbook.site_build.python_pages import BROWSER_PACKAGES, LIBRARIES, engine_zip

PACKAGE = REPO_ROOT / "floorbook"
STDLIB = sys.stdlib_module_names

# each layer → the layers it may import besides itself, and the third-party libraries it may use; in this
# order, each above the ones it uses. A layer is a package or a top-level module of floorbook, or a module
# named here of such a package: the sheet's and the booklet's packages hold their HTML (at the package's
# layer: it runs in the browser), then what reads the corpus and writes the file (``printing``) and the
# booklet's site step, at the layers of what they use. A module belongs to the longest name here that it
# starts with (``floorbook.sheet.printing`` → ``sheet.printing``, ``floorbook.sheet.html`` → ``sheet``).
HTML_LIBRARIES = {"yaml", "jinja2", "markupsafe", "qrcode"}
LAYERS: dict[str, tuple[set[str], set[str]]] = {
    "urls": (set(), set()),
    "engine": (set(), set()),
    "nearest": ({"engine"}, {"rapidfuzz"}),
    "reading": ({"engine"}, {"yaml"}),
    "words": ({"engine"}, set()),
    "rulings": ({"engine", "words"}, set()),
    "sheet": ({"urls", "engine", "nearest", "words", "reading"}, HTML_LIBRARIES),
    "booklet": ({"urls", "engine", "words", "sheet"}, {"markupsafe"}),
    "sheet.builder": ({"urls", "engine", "words", "sheet", "booklet"}, set()),
    "sheet.tournament": ({"engine", "rulings", "sheet"}, set()),
    "corpus": ({"urls", "engine", "nearest", "reading", "words", "rulings"}, {"yaml", "yaml_env_tag", "pydantic"}),
    "search": ({"urls", "engine", "corpus", "words"}, {"rapidfuzz"}),
    "document": ({"reading", "corpus", "sheet"}, {"weasyprint"}),
    "sheet.printing": ({"engine", "reading", "corpus", "sheet", "document"}, {"yaml"}),
    "booklet.printing": ({"reading", "words", "corpus", "sheet", "booklet", "document", "sheet.printing"}, set()),
    "validate": ({"urls", "engine", "reading", "words", "corpus", "search", "sheet", "sheet.printing"}, set()),
    "site_build.notices": (set(), set()),
    "booklet.site_step": ({"urls", "corpus", "booklet.printing", "sheet.printing", "site_build.notices"}, set()),
}
BELOW_SITE_BUILD = set(LAYERS)
LAYERS |= {
    "site_build": (BELOW_SITE_BUILD, {"yaml", "jinja2", "markupsafe", "markdown", "watchdog", "mkdocs"}),
    "cli": (BELOW_SITE_BUILD | {"site_build"}, set()),
    "__main__": ({"cli"}, set()),
}
BROWSER = {"urls", "engine", "nearest", "reading", "words", "rulings", "sheet", "booklet", "sheet.builder",
           "sheet.tournament"}


@dataclass(frozen=True)
class Import:
    module: str  # the importing module, dotted
    target: str  # the imported module, dotted
    names: tuple[str, ...]  # the names taken from it (from-imports)
    line: int
    top: bool  # at the module's top level (or under TYPE_CHECKING)
    deferred: bool  # a comment says why it is deferred


def module_name(path: Path) -> str:
    parts = path.relative_to(REPO_ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def imports_of(name: str, path: Path) -> Iterator[Import]:
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines()
    tree = ast.parse(source)
    top_nodes = set()
    for node in tree.body:
        top_nodes.add(id(node))
        if isinstance(node, ast.If):  # if TYPE_CHECKING: …
            top_nodes.update(id(n) for n in node.body)
    is_package = path.name == "__init__.py"
    for node in ast.walk(tree):
        if not isinstance(node, ast.Import | ast.ImportFrom):
            continue
        around = " ".join(lines[max(0, node.lineno - 3):node.end_lineno or node.lineno])  # the comment above it
        deferred = "deferred" in around
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield Import(name, alias.name, (), node.lineno, id(node) in top_nodes, deferred)
        else:
            target = node.module or ""
            if node.level:
                base = name.split(".") if is_package else name.split(".")[:-1]
                base = base[: len(base) - node.level + 1]
                target = ".".join([*base, target] if target else base)
            yield Import(name, target, tuple(a.name for a in node.names), node.lineno, id(node) in top_nodes,
                         deferred)


ALL = modules()
IMPORTS = [imp for name, path in ALL.items() for imp in imports_of(name, path)]


def layer_of(module: str) -> str:
    """The layer of a module: ``floorbook.corpus.loader`` → ``corpus``, ``floorbook.sheet.printing`` →
    ``sheet.printing`` (a module named in ``LAYERS``); a top-level module is its own layer
    (``floorbook.cli`` → ``cli``); the package itself (``floorbook``, its version) → ``""``."""
    parts = module.split(".")[1:]
    for n in range(len(parts), 0, -1):
        if ".".join(parts[:n]) in LAYERS:
            return ".".join(parts[:n])
    return parts[0] if parts else ""


def test_every_package_has_a_layer() -> None:
    packages = {p.name for p in PACKAGE.iterdir() if (p / "__init__.py").exists()}
    packages |= {p.stem for p in PACKAGE.glob("*.py") if p.stem != "__init__"}
    assert packages == {name for name in LAYERS if "." not in name}, \
        "a new package or top-level module needs its place in LAYERS"
    named = {name for name in LAYERS if "." in name}
    assert named <= {module.removeprefix("floorbook.") for module in ALL}, "LAYERS names a module that is gone"


def test_packages_import_only_the_layers_below() -> None:
    wrong = []
    for imp in IMPORTS:
        pkg = layer_of(imp.module)
        allowed, libraries = LAYERS[pkg] if pkg else (set(), set())
        root = imp.target.split(".")[0]
        if root == "floorbook":
            target_pkg = layer_of(imp.target)
            if target_pkg in ("", pkg) or target_pkg in allowed:
                continue
            wrong.append(f"{imp.module}:{imp.line} imports {imp.target} ({pkg} may not use {target_pkg})")
        elif root not in STDLIB and root not in libraries:
            wrong.append(f"{imp.module}:{imp.line} imports the library {root}, not allowed in {pkg}")
    assert not wrong, "\n".join(wrong)


def test_what_runs_in_the_browser_imports_only_itself_the_standard_library_and_the_shipped_libraries() -> None:
    shipped = set(LIBRARIES)
    wrong = [f"{imp.module}:{imp.line} imports {imp.target}" for imp in IMPORTS
             if layer_of(imp.module) in BROWSER
             and not (imp.target.split(".")[0] in STDLIB or imp.target.split(".")[0] in shipped
                      or layer_of(imp.target) in BROWSER | {""})]
    assert not wrong, "\n".join(wrong)


def test_the_browser_archive_is_made_of_the_browser_packages() -> None:
    import io
    import zipfile

    assert set(BROWSER_PACKAGES) == {name for name in BROWSER if "." not in name}
    names = set(zipfile.ZipFile(io.BytesIO(engine_zip())).namelist())
    files = [p for pkg in BROWSER_PACKAGES
             for p in ((PACKAGE / pkg).rglob("*") if (PACKAGE / pkg).is_dir() else [PACKAGE / f"{pkg}.py"])
             if p.is_file() and "__pycache__" not in p.parts]
    # a module is shipped when its layer runs in the browser; another file (a template) with its package
    expected = {p.relative_to(REPO_ROOT).as_posix() for p in files
                if p.suffix != ".py" or layer_of(module_name(p)) in BROWSER}
    assert expected <= names
    assert {n for n in names if n.endswith(".py")} == {n for n in expected if n.endswith(".py")} | {
        "floorbook/__init__.py"}


def test_no_import_cycle() -> None:
    graph: dict[str, set[str]] = {name: set() for name in ALL}
    for imp in IMPORTS:
        if not imp.top:
            continue
        for target in (imp.target, *(f"{imp.target}.{n}" for n in imp.names)):
            if target in ALL and target != imp.module:
                graph[imp.module].add(target)
    cycles = []
    state: dict[str, int] = {}

    def visit(node: str, path: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                cycles.append(" → ".join([*path[path.index(nxt):], nxt]))
            elif nxt not in state:
                visit(nxt, [*path, nxt])
        state[node] = 2

    for name in sorted(graph):
        if name not in state:
            visit(name, [name])
    # a package's __init__ importing its own modules is the package gathering them, not a cycle
    cycles = [c for c in cycles if not all(m.startswith(c.split(" → ")[0]) for m in c.split(" → "))]
    assert not cycles, "\n".join(cycles)


def defined_names(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
    return names


def test_names_come_from_the_module_that_defines_them_and_no_private_name_crosses_modules() -> None:
    wrong = []
    for imp in IMPORTS:
        if imp.target not in ALL:
            continue
        target_path = ALL[imp.target]
        defined = defined_names(target_path)
        for name in imp.names:
            if f"{imp.target}.{name}" in ALL:
                continue  # a module of a package
            if name.startswith("_") and not name.startswith("__"):
                wrong.append(f"{imp.module}:{imp.line} imports the private name {name} from {imp.target}")
            elif name not in defined and target_path.name != "__init__.py":
                wrong.append(f"{imp.module}:{imp.line} imports {name} from {imp.target}, which does not define it")
    assert not wrong, "\n".join(wrong)


def test_tests_use_no_private_name() -> None:
    """The tests use a module through its public names, as any caller would."""
    wrong = []
    for path in sorted((REPO_ROOT / "tests").glob("*.py")) + sorted((REPO_ROOT / "benchmarks").glob("*.py")):
        for imp in imports_of(path.stem, path):
            wrong += [f"{path.name}:{imp.line} imports {name} from {imp.target}" for name in imp.names
                      if name.startswith("_") and not name.startswith("__")]
    assert not wrong, "\n".join(wrong)


def test_imports_are_at_the_top_unless_deferred_on_purpose() -> None:
    wrong = [f"{imp.module}:{imp.line} imports {imp.target} inside a function without saying why (deferred: …)"
             for imp in IMPORTS if not imp.top and not imp.deferred]
    assert not wrong, f"{len(wrong)} imports:\n" + "\n".join(wrong)


@pytest.mark.parametrize("folder", ["hooks"])
def test_hooks_use_the_package_only(folder: str) -> None:
    """The MkDocs hooks are thin: they import the package's site steps, never each other."""
    for path in (REPO_ROOT / folder).glob("*.py"):
        for imp in imports_of(path.stem, path):
            assert not imp.target.startswith("hooks"), f"{path.name}:{imp.line}"


def test_the_repository_speaks_for_itself() -> None:
    """No code, test or comment points a reader at an issue tracker's number or at a file outside the
    repository: the reason is written out in words where it is needed."""
    import re
    import subprocess

    issue = re.compile(r"\bissues? #?\d+|\bPRODUCT\.md\b|\.\./shared/", re.IGNORECASE)
    tracked = subprocess.run(["git", "ls-files", "floorbook", "hooks", "macros", "tests", "benchmarks", "scripts",
                              "site_src", "build_tools", "theme", "schema", "docs", "Makefile", "README.md",
                              "CONTRIBUTING.md", "mkdocs.yml", "pyproject.toml"],
                             cwd=REPO_ROOT, capture_output=True, text=True, check=True).stdout.split()
    wrong = []
    for rel in tracked:
        try:
            text = (REPO_ROOT / rel).read_text(encoding="utf-8")
        except (UnicodeDecodeError, FileNotFoundError):
            continue
        wrong += [f"{rel}:{n}: {line.strip()[:100]}"
                  for n, line in enumerate(text.splitlines(), 1) if issue.search(line)]
    assert not wrong, "\n".join(wrong)


# entry points that other programs call by name: Python-Markdown loads an extension by its module's
# makeExtension
CALLED_FROM_OUTSIDE = {"makeExtension"}


def test_no_dead_function() -> None:
    """Every top-level function and class of the package is used by the package, the hooks, the macros, the
    templates, the site's scripts, the build's Node.js tools (which run some of it under Pyodide) or the
    benchmarks — not only by the tests (a decorated function is used by its decorator: the engine's
    situations register themselves)."""
    import re

    patterns = ("floorbook/**/*.py", "hooks/*.py", "macros/*.py", "benchmarks/*.py", "floorbook/**/*.j2",
                "site_src/assets/**/*.js", "build_tools/*.mjs", "theme/**/*.html")
    from collections import Counter

    words = Counter(word for pattern in patterns for p in REPO_ROOT.glob(pattern)
                    for word in re.findall(r"\w+", p.read_text(encoding="utf-8")))
    wrong = []
    for name, path in ALL.items():
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if not isinstance(node, ast.FunctionDef | ast.ClassDef) or node.decorator_list:
                continue
            if node.name not in CALLED_FROM_OUTSIDE and words[node.name] <= 1:  # its own definition only
                wrong.append(f"{name}:{node.lineno} {node.name}")
    assert not wrong, "defined and never used:\n" + "\n".join(wrong)
