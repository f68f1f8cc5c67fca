"""The scenario format is versioned: a file written in an earlier documented form — by someone outside
the project — is read as it was meant, or refused with a located message naming the change; never a
silent FAIL."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from floorbook.base.scenarios import CURRENT_FORMAT, FORMATS, check
from tests.conftest import REPO

# the same expectations in the first format (no `format:` key), as an outside file wrote them before
# answers got the `partial` verdict and options their `{to, completed, returned}`
FORMAT_1 = """\
scenarios:
  - id: outside-heads-up
    articles: [tda-2010/26]
    ruleset: tda-2010
    situation: next_hand
    input: {seats: [1, 2, 3, 4], button: 1, small_blind: 2, big_blind: 3, eliminated: [2, 4]}
    expect: {status: silent, button: 3, big_blind: 1}
  - id: outside-heads-up-named
    articles: [tda-2010/26]
    ruleset: tda-2010
    situation: next_hand
    input: {seats: [1, 2, 3, 4], button: 1, small_blind: 2, big_blind: 3, eliminated: [2, 4]}
    expect: {status: ruled, button: 3}
  - id: outside-under-raise-choice
    articles: [club-tournois/9-8]
    ruleset: club-tournois
    situation: bet_total
    input: {big_blind: 100, street: postflop, current_bet: 300, total: 350}
    expect: {action: choice, options: {call: 300, raise: 600}}
"""


def _write(tmp_path: Path, text: str) -> str:
    path = tmp_path / "outside.yaml"
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return str(path)


def test_a_file_of_the_first_format_is_read_as_it_was_meant(tmp_path: Path) -> None:
    verdicts, problems = check([_write(tmp_path, FORMAT_1)], REPO)
    assert problems == []
    assert [(v.scenario, v.status) for v in verdicts] == [
        ("outside-heads-up", "pass"), ("outside-heads-up-named", "pass"), ("outside-under-raise-choice", "pass")]


def test_the_current_format_compares_whole_values(tmp_path: Path) -> None:
    """The same expectations marked `format: 2` mean something else, and the engine disagrees."""
    verdicts, problems = check([_write(tmp_path, f"format: {CURRENT_FORMAT}\n" + FORMAT_1)], REPO)
    assert problems == [] and CURRENT_FORMAT == 2
    assert [v.status for v in verdicts] == ["fail", "fail", "fail"]
    right = FORMAT_1.replace("{status: silent, button: 3, big_blind: 1}", "{status: partial, button: 3, big_blind: 1}")
    right = right.replace("{status: ruled, button: 3}", "{button: 3, fields: {button: ruled}}")
    right = right.replace("options: {call: 300, raise: 600}",
                          "options: {call: {to: 300, completed: 0, returned: 50}, "
                          "raise: {to: 600, completed: 250, returned: 0}}")
    verdicts, problems = check([_write(tmp_path, "format: 2\n" + right)], REPO)
    assert problems == [] and [v.status for v in verdicts] == ["pass", "pass", "pass"]


@pytest.mark.parametrize(("text", "message"), [
    (FORMAT_1.replace("status: silent", "status: partial"),
     "outside.yaml:7: scenarios[0].expect.status: 'partial' is not a status of format 1; allowed: ruled, silent, "
     "discretion (`partial` is a status of format 2: write `format: 2` at the top of the file)"),
    ("format: 9\n" + FORMAT_1, "outside.yaml:1: format: unknown format 9; known: 1: "),
])
def test_a_file_that_cannot_be_read_as_meant_is_refused_by_name(tmp_path: Path, text: str, message: str) -> None:
    verdicts, problems = check([_write(tmp_path, text)], REPO)
    assert verdicts == [] and len(problems) == 1
    assert str(problems[0]).endswith(message) or message in str(problems[0]), str(problems[0])


def test_every_scenario_file_of_the_project_is_in_the_current_format() -> None:
    files = sorted((REPO / "scenarios").rglob("*.yaml"))
    assert files and all(f"format: {CURRENT_FORMAT}" in p.read_text(encoding="utf-8").split("scenarios:")[0]
                         for p in files)
    assert set(FORMATS) == set(range(1, CURRENT_FORMAT + 1))
