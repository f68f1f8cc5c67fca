"""The README's map of the repository and the tree stay in step, and the documents' links lead somewhere.

The map is the fenced block under the README's heading "The repository": each line starts with a path from the
repository's root (a folder ends with ``/``). Every top-level folder git tracks and every subpackage of
``floorbook`` is named there, and every path it names exists. The README, ``CONTRIBUTING.md``, ``docs/`` and
``benchmarks/RESULTS.md`` link files and headings that exist, and the README names the command CI runs.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from floorbook.corpus.repository import REPO_ROOT

README = REPO_ROOT / "README.md"
MAP_HEADING = "## The repository"
DOCUMENTS = ("README.md", "CONTRIBUTING.md", "benchmarks/RESULTS.md", "docs")


def map_paths(text: str) -> list[str]:
    """The paths the README's map names, in its order."""
    section = text.split(MAP_HEADING, 1)[1]
    block = re.search(r"^```\n(.*?)^```", section, re.MULTILINE | re.DOTALL)
    assert block, f"no fenced block under {MAP_HEADING!r} in README.md"
    return [line.split()[0] for line in block.group(1).splitlines() if line.strip()]


def tracked_top_folders() -> set[str]:
    files = subprocess.run(["git", "ls-files"], cwd=REPO_ROOT, capture_output=True, text=True,
                           check=True).stdout.splitlines()
    return {f.split("/", 1)[0] + "/" for f in files if "/" in f}


def test_the_map_names_every_top_level_folder_git_tracks() -> None:
    named = set(map_paths(README.read_text(encoding="utf-8")))
    missing = sorted(tracked_top_folders() - named)
    assert not missing, f"README.md's map names no line for: {', '.join(missing)}"


def test_the_map_names_every_subpackage_of_floorbook() -> None:
    named = set(map_paths(README.read_text(encoding="utf-8")))
    packages = {f"floorbook/{p.parent.name}/" for p in (REPO_ROOT / "floorbook").glob("*/__init__.py")}
    missing = sorted(packages - named)
    assert not missing, f"README.md's map names no line for: {', '.join(missing)}"


def test_every_path_the_map_names_exists() -> None:
    paths = map_paths(README.read_text(encoding="utf-8"))
    assert len(paths) == len(set(paths)), "a path is named twice in README.md's map"
    wrong = [p for p in paths if not (REPO_ROOT / p).exists() or p.endswith("/") != (REPO_ROOT / p).is_dir()]
    assert not wrong, f"README.md's map names what the tree does not hold: {', '.join(wrong)}"


def test_the_readme_names_the_command_ci_runs() -> None:
    commands = [line.strip() for line in (REPO_ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
                if line.strip().startswith("make ")]
    assert commands, ".ci/run runs no make target"
    text = README.read_text(encoding="utf-8")
    assert all(f"`{c}`" in text or f"\n{c} " in text for c in commands), f"README.md does not name {commands}"


def slug(heading: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens."""
    text = re.sub(r"[`*_]{2,}|[`*]", "", heading.strip().lower())
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def documents() -> list[Path]:
    found: list[Path] = []
    for name in DOCUMENTS:
        path = REPO_ROOT / name
        found += sorted(path.rglob("*.md")) if path.is_dir() else [path]
    return found


def anchors(path: Path) -> set[str]:
    text = re.sub(r"^```.*?^```", "", path.read_text(encoding="utf-8"), flags=re.MULTILINE | re.DOTALL)
    return {slug(m.group(1)) for m in re.finditer(r"^#{1,6} (.+)$", text, re.MULTILINE)}


@pytest.mark.parametrize("document", documents(), ids=lambda p: str(p.relative_to(REPO_ROOT)))
def test_every_link_of_a_document_leads_somewhere(document: Path) -> None:
    """A relative link names a file or folder that exists, and a heading of it when it has an anchor."""
    text = re.sub(r"^```.*?^```", "", document.read_text(encoding="utf-8"), flags=re.MULTILINE | re.DOTALL)
    wrong = []
    for target in re.findall(r"\]\(([^)\s]+)\)", text):
        if re.match(r"[a-z]+:", target):
            continue
        file, _, anchor = target.partition("#")
        linked = (document.parent / file).resolve() if file else document
        if not linked.exists():
            wrong.append(f"{target}: no such file")
        elif anchor and linked.suffix == ".md" and anchor not in anchors(linked):
            wrong.append(f"{target}: no such heading")
    assert not wrong, f"{document.relative_to(REPO_ROOT)}:\n" + "\n".join(wrong)
