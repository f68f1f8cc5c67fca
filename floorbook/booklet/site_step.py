"""Each rulebook's booklet (PDF, French and English), made once per change of what it prints.

A booklet takes seconds to lay out (WeasyPrint), so a build does not make it again when nothing it
prints changed: each PDF is kept under the repository's ``build/booklets/``, named by a hash of its inputs (the
rulebook's folders under ``rules/``, the package's code and templates, the site's address, the
WeasyPrint version), and copied into the built site (``booklets/<id>-<lang>.pdf``) after the build,
for every generator (a site step of :mod:`floorbook.site_build.postbuild`), in each language's folder
(``booklets/``, ``en/booklets/``). A development server copies
the booklets already made and makes none (it would hold every rebuild for seconds).

The booklets are not precached by the service workers: a phone keeps one when it opens it. Without
WeasyPrint or the Pango library it needs, the site is built all the same, with a warning, and its
rulebook pages offer no booklet.
"""

from __future__ import annotations

import ctypes.util
import hashlib
import importlib.metadata
import importlib.util
import shutil
from functools import cache
from pathlib import Path

from floorbook import LANGUAGES
from floorbook.booklet.printing import write_booklet
from floorbook.corpus.files import held_lock
from floorbook.corpus.loader import Base, load_base
from floorbook.corpus.models import COMPARED_SOURCES
from floorbook.corpus.parameters import load_rulesets
from floorbook.corpus.repository import REPO_ROOT
from floorbook.sheet.printing import site_url
from floorbook.site_build.notices import notice_logger
from floorbook.urls import booklet_file

# Content-addressed (a booklet's name holds the hash of its inputs), so shared by every data folder built
# with this package: a build of a changed copy of the data (the tests') makes only the booklets it changes.
CACHE_DIR = REPO_ROOT / "build" / "booklets"
KEPT = 3  # booklets kept per rulebook and language (the newest): a build of another copy does not evict them
PACKAGE = Path(__file__).resolve().parent.parent  # floorbook/: its code and templates shape every booklet

notice = notice_logger("floorbook.booklets")


@cache
def missing_pdf_tools() -> str | None:
    """Why no PDF can be made here (WeasyPrint or Pango missing), or None."""
    if importlib.util.find_spec("weasyprint") is None:
        return "WeasyPrint is not installed"
    if ctypes.util.find_library("pango-1.0") is None:
        return "the Pango library (Debian: libpango-1.0-0) is not installed"
    return None


def _files(folder: Path, patterns: tuple[str, ...]) -> list[Path]:
    return sorted(p for pattern in patterns for p in folder.rglob(pattern) if p.is_file())


def _age(path: Path) -> float:
    """When a cached booklet was made (0 when another build has just removed it)."""
    try:
        return path.stat().st_mtime
    except FileNotFoundError:
        return 0.0


def sources_printed(root: Path, ruleset: str) -> list[str]:
    """The sources a rulebook's booklet prints: its own, and its base's for an overlay (Fivebet: TDA 2019)."""
    underlying = load_rulesets(root)[ruleset].base
    return [ruleset, underlying] if underlying else [ruleset]


def files_digest(folder: Path, paths: list[Path]) -> str:
    digest = hashlib.sha256()
    for path in paths:
        digest.update(path.relative_to(folder).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def booklet_key(root: Path, ruleset: str, lang: str, package: str) -> str:
    """A hash of everything a booklet prints: its rulebook's files (and its base's, for an overlay), the
    package's code and templates (``package``: their :func:`files_digest`), the site's address, the
    WeasyPrint version."""
    rules = [p for s in sources_printed(root, ruleset) for p in _files(root / "rules" / s, ("*.yaml",))]
    text = f"{ruleset}\n{lang}\n{site_url()}\n{importlib.metadata.version('weasyprint')}\n{package}\n"
    return hashlib.sha256((text + files_digest(root, rules)).encode()).hexdigest()[:20]


def make_missing(wanted: dict[tuple[str, str], Path], root: Path) -> list[str]:
    """Make each booklet of ``wanted`` ((ruleset, lang) → cached file) not made yet; the names made.
    Under the cache's lock: a build running at the same time (the other generator's) waits, then finds
    them made."""
    if all(cached.exists() for cached in wanted.values()):
        return []
    made = []
    with held_lock(CACHE_DIR / ".lock"):
        base: Base | None = None  # loaded when a booklet is to be made
        for (ruleset, lang), cached in wanted.items():
            if cached.exists():
                continue
            base = base or load_base(root)
            write_booklet(base, ruleset, cached, lang)
            made.append(booklet_file(ruleset, lang))
            for old in sorted(CACHE_DIR.glob(f"{ruleset}-{lang}-*.pdf"), key=_age)[:-KEPT]:
                old.unlink(missing_ok=True)
    return made


def write_booklets(site_dir: Path, root: Path = REPO_ROOT, serving: bool = False,
                   folders: tuple[str, ...] = ("",)) -> list[str]:
    """Copy every rulebook's booklet into each of the built site's language ``folders`` (``""``, ``"en/"``:
    a page links the copy in its own language's folder, which that language's service worker keeps once
    opened), making those not made yet (none when ``serving``); what was done, in lines."""
    problem = missing_pdf_tools()
    if problem:
        notice.warning("floorbook: no rulebook booklet (PDF) in this build: %s", problem)
        return [f"no booklet: {problem}"]
    cache_dir = CACHE_DIR
    package = files_digest(PACKAGE, _files(PACKAGE, ("*.py", "*.j2")))
    wanted = {(ruleset, lang): cache_dir / f"{ruleset}-{lang}-{booklet_key(root, ruleset, lang, package)}.pdf"
              for ruleset in COMPARED_SOURCES for lang in LANGUAGES}
    made = [] if serving else make_missing(wanted, root)
    copied = 0
    for (ruleset, lang), cached in wanted.items():
        if not cached.exists():  # a development server makes none
            continue
        name = booklet_file(ruleset, lang)
        for folder in folders:
            (site_dir / folder / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(cached, site_dir / folder / name)
            copied += 1
    return [f"booklets: {copied} copied into the site, {len(made)} made"]
