"""Where the repository's folders are: the one definition of its root, which every reader of data
files and every site step takes as its default (a caller may always pass another root, as the tests
do with a throw-away copy)."""

from __future__ import annotations

from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
