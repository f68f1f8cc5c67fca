"""What ``floorbook search`` keeps on disk between runs (nothing here has a JS twin): the search index
of a language and the answer card of each comparison topic it has shown (whose marks of the differing
rulebooks come from judging the topic's scenarios), stored as JSON under the user's cache folder
(``$XDG_CACHE_HOME/floorbook``, else ``~/.cache/floorbook``) and named by a fingerprint of everything
they are made from: the data folders and the package's code (each file's path, size and modification
time). A search whose data and code have not changed since the last one neither loads the base nor
judges a scenario; any edit gives another fingerprint, and the stale files are removed when the new
ones are written. A cache folder that cannot be written only costs the time of making them again."""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

PACKAGE = Path(__file__).resolve().parents[1]
DATA_FOLDERS = ("rules", "glossary", "phrasings", "comparisons", "parameters", "scenarios")


def cache_folder() -> Path:
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "floorbook"


def fingerprint(root: Path) -> str:
    """A digest of the path, size and modification time of every file the search is made from: the
    data folders of ``root`` and the package's code."""
    digest = hashlib.sha256()
    for folder in [*(root / name for name in DATA_FOLDERS), PACKAGE]:
        for path in sorted(folder.rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts:
                stat = path.stat()
                digest.update(f"{path}\0{stat.st_size}\0{stat.st_mtime_ns}\n".encode())
    return digest.hexdigest()[:20]


def stored(key: str, name: str, make: Callable[[], Any]) -> Any:
    """The JSON value ``name`` stored under the fingerprint ``key``; made by ``make`` and stored
    (removing what is stored under any other fingerprint) when there is none."""
    folder = cache_folder()
    path = folder / f"{name}.{key}.json"
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        pass
    value = make()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for stale in folder.glob("*.json"):
            if stale.suffixes[-2:-1] != [f".{key}"]:
                stale.unlink(missing_ok=True)
        temporary = path.with_suffix(f".{os.getpid()}.tmp")
        temporary.write_text(json.dumps(value, ensure_ascii=False), encoding="utf-8")
        temporary.replace(path)
    except OSError:
        pass
    return value
