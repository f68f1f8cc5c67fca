#!/usr/bin/env python3
"""Compare two built sites page by page, asset hashes and service-worker revisions aside.

    python scripts/compare_builds.py OLD_SITE NEW_SITE

For a change that should not change what readers get (a refactoring): build the site before and after
(`.venv/bin/mkdocs build -d /tmp/before`, then after the change `-d /tmp/after`) and compare. Prints each
file only one side has and, for each file whose content differs once hashed names are masked, its first
differing line; exits 1 when anything differs.
"""

from __future__ import annotations

import difflib
import re
import sys
from pathlib import Path

# what legitimately changes between two builds of the same content
MASKS = (
    (re.compile(r"assets/python/[0-9a-f]{8,}/"), "assets/python/HASH/"),  # the Python pages' archive folder
    (re.compile(r"\.[0-9a-f]{8,}\.(min\.)?(js|css)"), r".HASH.\1\2"),  # the theme's hashed bundles
    (re.compile(r'"?revision"?:\s*"[0-9a-f]+"'), 'revision:"REV"'),  # Workbox's precache revisions
    (re.compile(r"\?v=[0-9a-f]+"), "?v=HASH"),
)


def masked(path: Path) -> list[str]:
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        return [str(path.stat().st_size)]
    for pattern, repl in MASKS:
        text = pattern.sub(repl, text)
    return text.splitlines()


def files(root: Path) -> dict[str, Path]:
    """Each file of a built site by its path with hashed names masked."""
    out = {}
    for p in root.rglob("*"):
        if p.is_file():
            rel = p.relative_to(root).as_posix()
            for pattern, repl in MASKS:
                rel = pattern.sub(repl, rel)
            out[rel] = p
    return out


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    old, new = (Path(a) for a in argv)
    a, b = files(old), files(new)
    differ = 0
    for rel in sorted(a.keys() - b.keys()):
        print(f"only in {old}: {rel}")
        differ += 1
    for rel in sorted(b.keys() - a.keys()):
        print(f"only in {new}: {rel}")
        differ += 1
    for rel in sorted(a.keys() & b.keys()):
        x, y = masked(a[rel]), masked(b[rel])
        if x != y:
            differ += 1
            first = next((d for d in difflib.unified_diff(x, y, lineterm="", n=0) if d[:1] in "+-"
                          and not d.startswith(("+++", "---"))), "")
            print(f"differs: {rel}: {first[:160]}")
    print(f"{differ} file(s) differ", file=sys.stderr)
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
