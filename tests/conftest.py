"""Shared fixtures: the real base, and small throw-away bases to break on purpose."""

from __future__ import annotations

import contextlib
import fcntl
import functools
import http.server
import os
import shutil
import subprocess
import sys
import tempfile
import textwrap
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from hypothesis import settings

from floorbook.corpus.loader import Base, load_base

# no time limit per example: a property is checked, not a speed (a loaded machine made examples pass the default
# 200 ms deadline and fail; figures of speed are benchmarks': docs/decisions/0010-figures-reported-not-asserted.md)
settings.register_profile("floorbook", deadline=None)
settings.load_profile("floorbook")

REPO = Path(__file__).resolve().parent.parent

# the fixtures that build a site (each generator's build is made once per run and shared) and the one that
# starts Chromium: a test using them is marked `site` or `browser`, and `make check` leaves it out
SITE_FIXTURES = frozenset({"material_site", "zensical_site", "site", "built", "server", "built_server", "hostile_site"})


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--build-sites-first", action="store_true",
                     help="start building the Material and Zensical sites as the run starts, beside the first "
                          "tests (make test: most of its tests need them)")


_RUN: dict[str, threading.Thread] = {}  # the first process's site builds started with the run
_BUILDS: set[subprocess.Popen[str]] = set()  # the builds running in this process


# the site's address in the tests' builds and commands (mkdocs.yml's FLOORBOOK_SITE_URL): a public one, as a
# deployed site has, whose sheets and booklets print a QR code (a development build's local address prints none)
PUBLIC_SITE_URL = "https://floorbook.example.org/"


def pytest_configure(config: pytest.Config) -> None:
    """The first process (the test workers inherit what it sets) makes the run's shared folder: the sites
    built once per run, and the caches of the commands the tests run (`floorbook search`'s index), never
    the user's. It removes it at the end. It gives the run's builds and commands a public site address
    (:data:`PUBLIC_SITE_URL`)."""
    if not hasattr(config, "workerinput"):
        shared = tempfile.mkdtemp(prefix="floorbook-test-run-")
        os.environ["FLOORBOOK_TEST_RUN"] = shared
        os.environ["XDG_CACHE_HOME"] = os.path.join(shared, "cache")
        os.environ["FLOORBOOK_SITE_URL"] = PUBLIC_SITE_URL
        # pytest-xdist hands out the work in the order of pytest_collection_modifyitems below, not by group size
        if hasattr(config.option, "loadscopereorder"):
            config.option.loadscopereorder = False


def pytest_sessionstart(session: pytest.Session) -> None:
    if not hasattr(session.config, "workerinput") and session.config.getoption("build_sites_first"):
        def build(name: str, make: Callable[[Path], None]) -> None:
            with contextlib.suppress(Exception):  # a build that fails is made again, and reported, by its fixture
                built_once(name, make)
        # both at once: what they share (the booklets, the trimmed libraries) is made once, under a lock
        for name, make in (("material-site", _build_material), ("zensical-site", _build_zensical)):
            _RUN[name] = threading.Thread(target=build, args=(name, make), daemon=True)
            _RUN[name].start()


def pytest_unconfigure(config: pytest.Config) -> None:
    for process in list(_BUILDS):  # a run stopped early: its builds stop too
        process.terminate()
    for thread in _RUN.values():
        thread.join()
    if not hasattr(config, "workerinput"):
        shutil.rmtree(os.environ["FLOORBOOK_TEST_RUN"], ignore_errors=True)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        names = set(getattr(item, "fixturenames", ()))
        if names & SITE_FIXTURES:
            item.add_marker(pytest.mark.site)
        if "browser" in names:
            item.add_marker(pytest.mark.browser)
    items[:] = sorted(items, key=work_order(items))


def work_order(items: list[pytest.Item]) -> Callable[[pytest.Item], tuple[int, int, int]]:
    """The order the workers take the tests in: first those that need no site (they run while the sites are
    built), then those that make their own build (the hostile data's) or render the site without building it
    (marked `site` by hand), then each group of tests sharing
    module fixtures on one worker, the largest first (each runs on one worker: started late, it would end
    the run alone), then the other tests of the sites. A group needs a site when one of its tests does."""
    position = {id(item): i for i, item in enumerate(items)}
    groups: dict[str, list[pytest.Item]] = {}
    for item in items:
        marker = item.get_closest_marker("xdist_group")
        if marker:
            groups.setdefault(str(marker.args[0] if marker.args else marker.kwargs.get("name")), []).append(item)
    group_of = {id(item): name for name, members in groups.items() for item in members}
    needs_site = {name for name, members in groups.items()
                  if any(m.get_closest_marker("site") or m.get_closest_marker("browser") for m in members)}
    own_build = {name for name, members in groups.items()
                 if any("hostile_site" in getattr(m, "fixturenames", ()) for m in members)}
    first_of = {name: min(position[id(m)] for m in members) for name, members in groups.items()}

    def key(item: pytest.Item) -> tuple[int, int, int]:
        group = group_of.get(id(item))
        if group is not None:  # a group's tests stay together, in their order
            if group not in needs_site:
                return (0, first_of[group], position[id(item)])
            if group in own_build:  # a build of its own (the hostile data's, a group per generator): started early
                return (1, first_of[group], position[id(item)])
            return (2, -len(groups[group]), position[id(item)])
        if not (item.get_closest_marker("site") or item.get_closest_marker("browser")):
            return (0, position[id(item)], 0)
        names = set(getattr(item, "fixturenames", ()))
        if "hostile_site" in names or (not names & SITE_FIXTURES and "browser" not in names):
            return (1, position[id(item)], 0)  # a build of its own, or the whole site rendered without a build
        return (3, position[id(item)], 0)
    return key


def pytest_runtest_setup(item: pytest.Item) -> None:
    # under `--dist loadgroup`, pytest-xdist names a grouped test's group in its id (test@group); without it,
    # the group's module fixtures would be made again on every worker
    if (item.config.getoption("loadgroup", default=False) and item.get_closest_marker("xdist_group")
            and "@" not in item.nodeid):
        pytest.fail(f"pytest-xdist did not keep this test with its xdist_group on one worker: pytest "
                    f"{pytest.__version__} is not a version it supports (see pyproject.toml)", pytrace=False)


SEED = """Règles de test
1) Premier article
Le texte du premier article. Il a deux phrases.
2) Second article
Le texte du second article.
"""

SOURCE = """\
id: demo
short_title: Démo
title:
  fr: Règles de test
original_language: fr
seed: seeds/demo.txt
seed_noise:
  - pattern: '^\\d+\\) '
    reason: numéro porté par le champ number
"""

CHAPTER = """\
chapter:
  title:
    fr: Règles de test
articles:
  - key: "1"
    number: "1"
    title:
      fr: Premier article
    text:
      fr: Le texte du premier article. Il a deux phrases.
  - key: "2"
    number: "2"
    title:
      fr: Second article
    text:
      fr: Le texte du second article.
    see_also: [demo/1]
"""


@pytest.fixture(scope="session")
def base() -> Base:
    """The real knowledge base of this repository."""
    return load_base(REPO)


@pytest.fixture
def make_base(tmp_path: Path) -> Callable[..., Path]:
    """Write a small valid base in a temporary folder; keyword args replace its files."""

    def make(source: str = SOURCE, chapter: str = CHAPTER, seed: str = SEED,
             extra: dict[str, str] | None = None) -> Path:
        (tmp_path / "seeds").mkdir(exist_ok=True)
        (tmp_path / "seeds" / "demo.txt").write_text(seed, encoding="utf-8")
        folder = tmp_path / "rules" / "demo"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "source.yaml").write_text(textwrap.dedent(source), encoding="utf-8")
        (folder / "01-test.yaml").write_text(textwrap.dedent(chapter), encoding="utf-8")
        for rel, content in (extra or {}).items():
            path = tmp_path / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(textwrap.dedent(content), encoding="utf-8")
        return tmp_path

    return make


@pytest.fixture
def repo_copy(tmp_path: Path) -> Path:
    """A copy of this repository's data (rules and seeds) that a test may change."""
    shutil.copytree(REPO / "rules", tmp_path / "rules")
    shutil.copytree(REPO / "seeds", tmp_path / "seeds")
    shutil.copytree(REPO / "glossary", tmp_path / "glossary")
    shutil.copytree(REPO / "parameters", tmp_path / "parameters")
    shutil.copytree(REPO / "scenarios", tmp_path / "scenarios")
    shutil.copytree(REPO / "comparisons", tmp_path / "comparisons")
    shutil.copytree(REPO / "phrasings", tmp_path / "phrasings")
    return tmp_path


def _site_config(root: Path) -> None:
    """Give another root a copy of this repo's site configuration (config, hooks, theme, macros, site sources)."""
    if root == REPO:
        return
    shutil.copy(REPO / "mkdocs.yml", root / "mkdocs.yml")
    shutil.copytree(REPO / "hooks", root / "hooks", dirs_exist_ok=True)
    shutil.copytree(REPO / "theme", root / "theme", dirs_exist_ok=True)
    shutil.copytree(REPO / "macros", root / "macros", dirs_exist_ok=True, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(REPO / "site_src", root / "site_src", dirs_exist_ok=True,
                    ignore=shutil.ignore_patterns("rules"))
    if not (root / "floorbook").exists():
        (root / "floorbook").symlink_to(REPO / "floorbook")


def run_build(command: list[str], cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """Run a site build (stopped with the run if the run stops first)."""
    process = subprocess.Popen(command, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    _BUILDS.add(process)
    try:
        stdout, stderr = process.communicate(timeout=900)
    finally:
        _BUILDS.discard(process)
    return subprocess.CompletedProcess(command, process.returncode, stdout, stderr)


def build(site_dir: Path, root: Path = REPO, path: str | None = None) -> subprocess.CompletedProcess[str]:
    """Build the site of ``root`` with Material for MkDocs; another root gets a copy of this repo's
    site configuration. ``path``: the build's PATH (to build without Node.js, say)."""
    _site_config(root)
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1", **({"PATH": path} if path is not None else {}))
    return run_build([sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(site_dir)], root, env)


def build_zensical(site_dir: Path, root: Path = REPO) -> subprocess.CompletedProcess[str]:
    """Build the site of ``root`` with Zensical (`floorbook zensical`, as `make build-zensical` does);
    another root gets a copy of this repo's site configuration."""
    _site_config(root)
    return run_build([sys.executable, "-m", "floorbook", "--root", str(root), "zensical", "--site-dir", str(site_dir)],
                     root)


def shared_folder() -> Path:
    """The folder every test process of this run shares (made by the first: pytest_configure)."""
    return Path(os.environ["FLOORBOOK_TEST_RUN"])


@contextlib.contextmanager
def held(lock_file: Path) -> Iterator[None]:
    with open(lock_file, "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


@contextlib.contextmanager
def repo_build_lock() -> Iterator[Path]:
    """Held while a build writes into this repository (its generated pages in site_src/, build/): the
    test processes of one run build into it one at a time. Yields the folder they share."""
    shared = shared_folder()
    with held(shared / "repo-build.lock"):
        yield shared


def built_once(name: str, make: Callable[[Path], None], in_repo: bool = True) -> Path:
    """The site ``name`` built by ``make`` once per test run and shared by every process; a build that
    writes into this repository (``in_repo``) also waits for the others that do."""
    shared = shared_folder()
    out = shared / name
    with held(shared / f"{name}.lock"), (repo_build_lock() if in_repo else contextlib.nullcontext()):
        if not (shared / f"{name}.done").exists():
            shutil.rmtree(out, ignore_errors=True)
            make(out)
            (shared / f"{name}.done").touch()
    return out


def _build_material(out: Path) -> None:
    result = build(out)
    assert result.returncode == 0, result.stderr[-3000:]
    warnings = [line for line in result.stderr.splitlines() if line.startswith("WARNING")]
    assert warnings == []


def _build_zensical(out: Path) -> None:
    result = build_zensical(out)
    assert result.returncode == 0, result.stderr[-3000:]


@pytest.fixture(scope="session")
def material_site() -> Path:
    """The site built by `make build` (Material for MkDocs), both languages: once per run."""
    return built_once("material-site", _build_material)


@pytest.fixture(scope="session")
def site(material_site: Path) -> Path:
    return material_site




# the browser the tests drive: Chromium's headless shell (Debian's chromium-headless-shell), Chromium's engine
# without its window, what Playwright itself runs for headless tests (a page in a new context: about 0.4 s of
# CPU against 1.5 s in the whole browser, measured); Chromium itself where Debian has no such package
HEADLESS_SHELL, WHOLE_BROWSER = "/usr/bin/chromium-headless-shell", "/usr/bin/chromium"
CHROMIUM = WHOLE_BROWSER if Path(WHOLE_BROWSER).exists() and not Path(HEADLESS_SHELL).exists() else HEADLESS_SHELL
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"]


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    """Serves files and logs nothing (the tests' output is the tests')."""

    def log_message(self, *args: object) -> None:
        pass


class QuietServer(http.server.ThreadingHTTPServer):
    """A static host on localhost that stays quiet when a browser closes a connection it no longer
    needs (a page left, a request cancelled): that is no error of the site."""

    daemon_threads = True

    def handle_error(self, request: object, client_address: object) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):  # BrokenPipeError, ConnectionResetError…
            super().handle_error(request, client_address)


def serve(directory: Path):
    """A built site served on localhost (a thread), as a static host would: (address, stop)."""
    httpd = QuietServer(("127.0.0.1", 0), functools.partial(QuietHandler, directory=str(directory)))
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    return f"http://127.0.0.1:{httpd.server_address[1]}", httpd.shutdown


@pytest.fixture(scope="session")
def server(site: Path):
    """The Material build served on localhost."""
    url, stop = serve(site)
    yield url
    stop()


@pytest.fixture(scope="session")
def zensical_site() -> Path:
    """The same site built with Zensical (`make build-zensical`), both languages: once per run."""
    return built_once("zensical-site", _build_zensical)


GENERATORS = ("material", "zensical")


def per_generator(group: str) -> list[object]:
    """The generators as a module fixture's params, each generator's tests an xdist group of its own
    (``<group>-material``, ``<group>-zensical``): a module whose fixtures cost (a browser's saved site) makes
    them once per generator, on one worker each, and its two halves run at once."""
    return [pytest.param(generator, marks=pytest.mark.xdist_group(f"{group}-{generator}")) for generator in GENERATORS]


def on_one_generator(group: str) -> pytest.MarkDecorator:
    """For a test of a module whose ``site`` comes from :func:`site_and_server_per_generator` (``group``): run it
    on the Material build only. For what is the same in both builds (the site's own scripts, the Python pages'
    archives, the service worker's rules); what the generator writes (the page chrome, the built HTML, the URLs,
    the offline cache) is checked on both."""
    return pytest.mark.parametrize("site", per_generator(group)[:1], indirect=True)


def site_and_server_per_generator(group: str):
    """A browser test module's ``site`` (each generator's build in turn, :func:`per_generator`'s xdist groups) and
    ``server`` (that site served on localhost) fixtures, module-scoped: ``site, server =
    site_and_server_per_generator("offline")`` in the module."""

    @pytest.fixture(scope="module", params=per_generator(group), name="site")
    def site(request) -> Path:
        return request.getfixturevalue(f"{request.param}_site")

    @pytest.fixture(scope="module", name="server")
    def server(site: Path):
        url, stop = serve(site)
        yield url
        stop()

    return site, server


@pytest.fixture(scope="session", params=GENERATORS)
def built(request) -> Path:
    """The site built by each generator in turn (tests that must hold for both)."""
    return request.getfixturevalue(f"{request.param}_site")


@pytest.fixture(scope="session")
def built_server(built: Path):
    """The site of each generator in turn, served on localhost."""
    url, stop = serve(built)
    yield url
    stop()


class WorkersBlocked:
    """The browser, whose new contexts and pages block service workers unless a test allows them
    (``service_workers="allow"``): once registered, the site's worker saves the whole site for offline
    use in the background — about 550 files, several seconds of CPU for every new context — which only
    the tests of offline use need."""

    def __init__(self, browser) -> None:
        self.browser = browser

    def new_context(self, **options):
        return self.browser.new_context(**{"service_workers": "block", **options})

    def new_page(self, **options):
        return self.browser.new_page(**{"service_workers": "block", **options})

    def __getattr__(self, name: str):
        return getattr(self.browser, name)


@pytest.fixture(scope="session")
def browser():
    """Debian's Chromium (its headless shell: :data:`CHROMIUM`) driven by Playwright (its own browser download
    cannot work here); service workers blocked unless a test allows them (:class:`WorkersBlocked`)."""
    from playwright.sync_api import sync_playwright

    assert Path(CHROMIUM).exists(), "Chromium is installed by the project's setup (make test / .ci/run)"
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield WorkersBlocked(b)
        b.close()


def scenario_outcomes():
    """Every computable scenario's input ruled under every ruleset: (scenario, situation, ruleset id,
    outcome as a dict). A ruleset under which the input is impossible (ValueError) is skipped: it is
    judged as an error by `floorbook check`, not an outcome."""
    from floorbook.corpus.inputs import read_input
    from floorbook.corpus.parameters import load_rulesets
    from floorbook.corpus.scenarios import load_all
    from floorbook.engine import SITUATIONS

    rulesets = load_rulesets()
    for _, sc in load_all():
        if not sc.computable:
            continue
        situation = SITUATIONS[sc.situation or ""]
        inp = read_input(situation, sc.input)
        for rid in sorted(rulesets):
            try:
                outcome = situation.run(inp, rulesets[rid]).as_dict()
            except ValueError:
                continue
            yield sc, situation, rid, outcome
