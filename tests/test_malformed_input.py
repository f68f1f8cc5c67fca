"""No traceback reaches a user: every command, on malformed input kept as fixtures
(tests/fixtures/malformed/) or as one-line breakages of a copy of the data, exits non-zero with a
message naming the file (and line) or the option, and never prints a traceback.

The cases run the command line's ``main`` in this process, as ``python -m floorbook`` does (a new
interpreter per case costs about a second of imports, 45 cases); a few run as a user runs them, in a
new process (``test_..._as_a_user_runs_it``, the closed pipe), so the entry point itself is checked."""

from __future__ import annotations

import contextlib
import io
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from floorbook.cli import main
from tests.conftest import REPO

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "malformed"
DATA = ("rules", "seeds", "glossary", "parameters", "scenarios", "comparisons", "phrasings", "examples")


def run_as_a_user(*args: str, cwd: Path = REPO) -> subprocess.CompletedProcess[str]:
    """`python -m floorbook ARGS` in a new process."""
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
    env.pop("FLOORBOOK_DEBUG", None)
    return subprocess.run([sys.executable, "-m", "floorbook", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=300)


def run(*args: str, cwd: Path = REPO) -> subprocess.CompletedProcess[str]:
    """The command line's ``main`` in this process, in ``cwd``, its output and exit status captured
    (argparse's exit included), FLOORBOOK_DEBUG unset: what `python -m floorbook ARGS` prints."""
    out, err = io.StringIO(), io.StringIO()
    debug = os.environ.pop("FLOORBOOK_DEBUG", None)
    try:
        with contextlib.chdir(cwd), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                status = main(list(args))
            except SystemExit as exit_:
                status = exit_.code if isinstance(exit_.code, int) else 1
    finally:
        if debug is not None:
            os.environ["FLOORBOOK_DEBUG"] = debug
    return subprocess.CompletedProcess(["floorbook", *args], status, out.getvalue(), err.getvalue())


def refused(result: subprocess.CompletedProcess[str], *names: str) -> str:
    """The command failed cleanly: non-zero exit, no traceback, a message naming each of ``names``."""
    out = result.stdout + result.stderr
    assert result.returncode != 0, out[-2000:]
    assert "Traceback" not in out, out[-3000:]
    for name in names:
        assert name in result.stderr, (name, result.stderr[-2000:])
    return result.stderr


# --- files given to a command -------------------------------------------------------------------

FILE_CASES = [
    (("check", "scenario-expect-typo.yaml"), ["scenario-expect-typo.yaml:7", "min_raise_too"]),
    (("check", "scenario-negative.yaml"), ["scenario-negative.yaml:", "contributions"]),
    (("check", "scenario-syntax.yaml"), ["scenario-syntax.yaml:", "YAML syntax error"]),
    (("check", "scenario-duplicate-key.yaml"), ["scenario-duplicate-key.yaml:5", "duplicate key"]),
    (("check", "scenario-unknown-article.yaml"), ["scenario-unknown-article.yaml:3", "ropta-2023/99.9"]),
    (("check", "scenario-not-a-mapping.yaml"), ["scenario-not-a-mapping.yaml"]),
    (("check", "scenario-latin1.yaml"), ["scenario-latin1.yaml", "UTF-8"]),
    (("check", "no-such-scenarios.yaml"), ["no-such-scenarios.yaml", "no such file"]),
    (("sheet", "house-duplicate-key.yaml", "-o", "{tmp}/x.html"), ["house-duplicate-key.yaml:3", "duplicate key"]),
    (("sheet", "house-unknown-choice.yaml", "-o", "{tmp}/x.html"), ["house-unknown-choice.yaml:3", "larguest"]),
    (("sheet", "house-bad-date.yaml", "-o", "{tmp}/x.html"), ["house-bad-date.yaml:1", "event.date"]),
    (("sheet", "house-syntax.yaml", "-o", "{tmp}/x.html"), ["house-syntax.yaml:", "YAML syntax error"]),
    (("sheet", "house-empty.yaml", "-o", "{tmp}/x.html"), ["house-empty.yaml", "empty"]),
    (("sheet", "no-such-house.yaml", "-o", "{tmp}/x.pdf"), ["no-such-house.yaml", "no such file"]),
    (("sheet", ".", "-o", "{tmp}/x.pdf"), ["is not a file"]),
    (("sheet", "house-ok.yaml", "-o", "{tmp}/x.txt"), ["x.txt", ".html or .pdf"]),
    (("sheet", "house-ok.yaml", "-o", "{tmp}/a-file/x.html"), ["a-file"]),
    (("search", "tapis", "--limit", "-1"), ["--limit"]),
    (("search", "tapis", "--limit", "abc"), ["--limit"]),
    (("search", "tapis", "--limit", "0"), ["--limit"]),
    (("search", "tapis", "--source", "ropta-2099"), ["ropta-2099"]),
    (("search", "tapis", "--topic", "rabbits"), ["rabbits"]),
    (("search", "tapis", "--lang", "de"), ["--lang"]),
    (("fidelity", "ropta-2099"), ["ropta-2099"]),
    (("fidelity", "--limit", "-5"), ["--limit"]),
    (("--root", "{tmp}/nowhere", "validate"), ["rules", "no rules folder"]),
    (("--root", "{tmp}/nowhere", "export"), ["no rules folder"]),
    (("nonsense",), ["nonsense"]),
    (("show", "ropta-2023/99.9"), ["ropta-2023/99.9"]),
]


@pytest.mark.parametrize(("args", "names"), FILE_CASES, ids=lambda v: " ".join(v) if isinstance(v, tuple) else None)
def test_a_command_refuses_malformed_input_in_one_clear_message(tmp_path: Path, args: tuple[str, ...],
                                                              names: list[str]) -> None:
    (tmp_path / "a-file").write_text("not a folder", encoding="utf-8")
    result = run(*(a.replace("{tmp}", str(tmp_path)) for a in args), cwd=FIXTURES)
    refused(result, *names)
    assert not list(tmp_path.glob("x.*")), "nothing is written when the input is refused"


@pytest.mark.parametrize(("args", "names"), [FILE_CASES[0], FILE_CASES[-2]], ids=lambda v: " ".join(v)
                         if isinstance(v, tuple) else None)
def test_a_command_refuses_malformed_input_as_a_user_runs_it(args: tuple[str, ...], names: list[str]) -> None:
    refused(run_as_a_user(*args, cwd=FIXTURES), *names)


def test_a_closed_pipe_is_not_an_error_message() -> None:
    """`floorbook export | head -c 10`: the reader goes away; no traceback, no 'Exception ignored'."""
    env = dict(os.environ)
    proc = subprocess.Popen([sys.executable, "-m", "floorbook", "export"], cwd=REPO, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.read(10)
    proc.stdout.close()
    err = proc.stderr.read().decode()
    proc.wait(timeout=120)
    assert "Traceback" not in err and "Exception ignored" not in err, err


# --- one breakage in a copy of the data: `floorbook validate --root COPY` -----------------------

CHAPTER = "rules/ropta-2023/09-mises-et-relances.yaml"
DATA_CASES = {
    "duplicate key in an article": (CHAPTER, "- key: '9.13'\n  number: '9.13'\n",
                                    "- key: '9.13'\n  number: '9.13'\n  number: '9.14'\n",
                                    [CHAPTER, "number: duplicate key"]),
    "duplicate article number": (CHAPTER, "- key: '9.13'\n  number: '9.13'\n", "- key: '9.13'\n  number: '9.12'\n",
                                 [CHAPTER, "duplicate number '9.12'"]),
    "unknown topic on an article": (CHAPTER, "- key: '9.13'\n  number: '9.13'\n",
                                    "- key: '9.13'\n  number: '9.13'\n  topics: [rabbits]\n",
                                    [CHAPTER, "unknown topic 'rabbits'"]),
    "syntax error: one root cause, no follow-on": (CHAPTER, "- key: '9.13'\n", "- key: '9.13\n",
                                                   [CHAPTER, "YAML syntax error"]),
    "topic names an unknown scenario": ("comparisons/multiple-chips.yaml", "scenarios: [cross-two-1000s-facing-1200,",
                                        "scenarios: [cross-two-1000s-facing-9999,",
                                        ["comparisons/multiple-chips.yaml:", "unknown scenario"]),
    "topic names an unknown parameter": ("comparisons/multiple-chips.yaml", "parameters: [multiple_chips_removed,",
                                         "parameters: [multiple_chips_removd,",
                                         ["comparisons/multiple-chips.yaml:", "multiple_chips_removd"]),
    "topic cites an unknown article": ("comparisons/multiple-chips.yaml", "articles: [tda-2010/33]",
                                       "articles: [tda-2010/333]",
                                       ["comparisons/multiple-chips.yaml:", "tda-2010/333"]),
    "phrasing of an unknown article": ("phrasings/tda-2010.yaml", "\ntda-2010/2:\n", "\ntda-2010/99:\n",
                                       ["phrasings/tda-2010.yaml:", "tda-2010/99", "unknown article"]),
    "duplicate article in the phrasings": ("phrasings/tda-2010.yaml", "\ntda-2010/2:\n", "\ntda-2010/1:\n",
                                           ["phrasings/tda-2010.yaml:", "duplicate key"]),
    "parameter of the wrong type": ("parameters/tda-2019/clock.yaml", "time_seconds:\n  value: 30\n",
                                    "time_seconds:\n  value: abc\n",
                                    ["parameters/tda-2019/clock.yaml:", "time_seconds", "abc"]),
    "misspelt parameter choice": ("parameters/tda-2019/chips.yaml", "  value: smallest\n", "  value: larguest\n",
                                  ["parameters/tda-2019/chips.yaml:", "larguest"]),
    "parameter cites an unknown article": ("parameters/tda-2019/chips.yaml", "articles: [tda-2019/45]",
                                           "articles: [tda-2019/450]",
                                           ["parameters/tda-2019/chips.yaml:", "tda-2019/450"]),
    "duplicate key in a parameter file": ("parameters/tda-2019/betting.yaml", "min_bet:\n  value: big_blind\n",
                                          "min_bet:\n  value: big_blind\n  value: big_blind\n",
                                          ["parameters/tda-2019/betting.yaml:", "duplicate key"]),
    "duplicate key in the glossary": ("glossary/glossary.yaml", "entries:\n", "entries:\nentries:\n",
                                      ["glossary/glossary.yaml:", "duplicate key"]),
    "house configuration with an unknown choice": ("examples/club-freezeout-ropta.yaml", "time_seconds: 45",
                                                   "time_seconds: fast",
                                                   ["examples/club-freezeout-ropta.yaml:", "time_seconds"]),
}


@pytest.fixture(scope="module")
def data_copy(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("data")
    for folder in DATA:
        shutil.copytree(REPO / folder, root / folder)
    return root


@pytest.mark.parametrize("case", DATA_CASES)
def test_validate_locates_each_breakage_of_the_data(data_copy: Path, tmp_path: Path, case: str) -> None:
    rel, old, new, names = DATA_CASES[case]
    root = tmp_path / "root"
    shutil.copytree(data_copy, root)
    path = root / rel
    text = path.read_text(encoding="utf-8")
    assert old in text, f"the fixture no longer matches {rel}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    stderr = refused(run("--root", str(root), "validate"), *names)
    if "root cause" in case:
        assert stderr.count("\n  ") == 1, stderr  # the syntax error alone, not the references to its articles


def test_the_copy_itself_is_valid(data_copy: Path) -> None:
    """The breakages above are the only problem of each copy."""
    result = run_as_a_user("--root", str(data_copy), "validate")
    assert result.returncode == 0, result.stderr[-2000:]
