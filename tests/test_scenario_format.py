"""The scenario format is versioned: a file written in an earlier documented form — by someone outside
the project — is read as it was meant, or refused with a located message naming the change; never a
silent FAIL."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from floorbook.corpus.scenarios import CURRENT_FORMAT, FORMATS, check
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
    verdicts, problems = check([_write(tmp_path, "format: 2\n" + FORMAT_1)], REPO)
    assert problems == []
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


# the situation `exposed_hand`, merged since into `hand_shown`, as files of formats 1 and 2 asked it: the
# player to act exposes his hand (every ruleset), a player not to act does (TDA 2010)
EXPOSED_HAND = """\
scenarios:
  - id: outside-exposed-in-turn
    articles: [tda-2010/42, tda-2019/68, ropta-2023/8.6, club-tournois/6-1, club-nlhe/8.1]
    situation: exposed_hand
    input: {in_turn: true}
    expect_by_ruleset:
      tda-2010: {status: STATUS, hand_live: true, penalty: next_hand, fields: {options: silent}}
      tda-2019: {status: STATUS, hand_live: true, penalty: possible_next_hand, fields: {options: silent}}
      fivebet: {status: STATUS, hand_live: true, penalty: possible_next_hand}
      ropta-2023: {status: ruled, hand_live: true, options: [fold, call], penalty: after_hand}
      club-tournois: {status: STATUS, hand_live: true, penalty: warning, fields: {options: silent}}
      club-nlhe: {status: STATUS, hand_live: true, penalty: penalty, fields: {options: silent}}
  - id: outside-exposed-not-in-turn
    articles: [tda-2010/42]
    ruleset: tda-2010
    situation: exposed_hand
    input: {in_turn: false}
    expect: {status: ruled, hand_live: true, penalty: next_hand}
"""


@pytest.mark.parametrize(("version", "status"), [(1, "silent"), (2, "partial")])
def test_a_situation_merged_since_is_asked_as_the_one_kept(tmp_path: Path, version: int, status: str) -> None:
    """A file of format 1 or 2 naming `exposed_hand` is asked `hand_shown`, and the outcome said as
    `exposed_hand` said it (one `penalty` word for the penalty and when it starts)."""
    head = "" if version == 1 else f"format: {version}\n"
    verdicts, problems = check([_write(tmp_path, head + EXPOSED_HAND.replace("STATUS", status))], REPO)
    assert problems == []
    assert [(v.scenario, v.ruleset, v.status) for v in verdicts if v.status != "pass"] == []
    assert len(verdicts) == 7
    wrong = EXPOSED_HAND.replace("STATUS", status).replace("penalty: next_hand}", "penalty: warning}")
    verdicts, problems = check([_write(tmp_path, head + wrong)], REPO)
    assert problems == [] and [(v.scenario, v.status) for v in verdicts if v.status != "pass"] == [
        ("outside-exposed-not-in-turn", "fail")], "the outcome is still compared: a wrong penalty fails"


def test_a_situation_merged_since_is_refused_by_name_in_the_current_format(tmp_path: Path) -> None:
    text = f"format: {CURRENT_FORMAT}\n" + EXPOSED_HAND.replace("STATUS", "partial")
    verdicts, problems = check([_write(tmp_path, text)], REPO)
    assert verdicts == [] and [str(p).split("outside.yaml:")[1] for p in problems] == [
        "5: scenarios[0].situation: the situation 'exposed_hand' is gone since format 3: it is 'hand_shown' "
        "(see the format's versions)",
        "17: scenarios[1].situation: the situation 'exposed_hand' is gone since format 3: it is 'hand_shown' "
        "(see the format's versions)"]
    assert "exposed_hand" in FORMATS[3] and "hand_shown" in FORMATS[3]


def test_every_scenario_file_of_the_project_is_in_the_current_format() -> None:
    files = sorted((REPO / "scenarios").rglob("*.yaml"))
    assert files and all(f"format: {CURRENT_FORMAT}" in p.read_text(encoding="utf-8").split("scenarios:")[0]
                         for p in files)
    assert set(FORMATS) == set(range(1, CURRENT_FORMAT + 1))
