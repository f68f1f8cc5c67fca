"""Every refusal that names something unknown (a situation, an input's key or choice, a rulebook, an article,
a source, a topic, a parameter, a house configuration's key or value, a scenario file's key) suggests the
nearest known name when one is near, and nothing when none is; in one line, in the command's language."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from floorbook.cli import main
from floorbook.corpus.scenarios import check
from floorbook.nearest import did_you_mean, nearest
from floorbook.sheet.house import SheetError
from floorbook.sheet.printing import house_from_data
from tests.conftest import REPO

NBSP = "\u00a0"


def _refusal(capsys, *argv: str) -> str:
    """The one line a command refuses ``argv`` with (exit 2)."""
    assert main(list(argv)) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1, err
    return err.strip()


def test_the_nearest_name_is_near_or_none() -> None:
    assert nearest("larguest", ["smallest", "any", "largest"]) == "largest"
    assert nearest("LARGEST", ["smallest", "largest"]) == "largest"
    assert nearest("zzz", ["smallest", "largest"]) is None
    assert nearest(12, ["12"]) is None and nearest("", ["a"]) is None and nearest("a", []) is None
    assert did_you_mean("tda2019", ["tda-2010", "tda-2019"]) == "; did you mean 'tda-2019'?"


@pytest.mark.parametrize(("argv", "near", "far"), [
    (["ask", "{}", "--lang", "en"], "chip_psh", "nothing_like_it"),
    (["ask", "chip_push", "{}=100", "--lang", "en"], "big_blnd", "zzz"),
    (["ask", "chip_push", "big_blind=100", "chips=5", "street={}", "--lang", "en"], "postflp", "river"),
    (["ask", "chip_push", "big_blind=100", "chips=5", "--ruleset", "{}", "--lang", "en"], "tda2019", "nope"),
    (["show", "{}"], "ropta-2023/9.133", "zzz"),
    (["fidelity", "{}"], "ropta", "nope"),
    (["search", "mise", "--source", "{}"], "ropta", "nope"),
    (["search", "mise", "--topic", "{}"], "string-bet", "zzz"),
])
def test_a_command_suggests_the_nearest_known_name(capsys, argv: list[str], near: str, far: str) -> None:
    said = _refusal(capsys, *(a.replace("{}", near) for a in argv))
    assert "did you mean '" in said
    said = _refusal(capsys, *(a.replace("{}", far) for a in argv))
    assert "did you mean" not in said


@pytest.mark.parametrize(("argv", "expected"), [
    (["ask", "chip_psh"], f"Situation{NBSP}: cette situation n’est pas connue{NBSP}; vouliez-vous dire "
                          f"«{NBSP}chip_push{NBSP}»{NBSP}?"),
    (["ask", "chip_push", "big_blind=100", "chips=5", "street=postflp"],
     f"Tour d’enchères{NBSP}: n’est pas l’une des valeurs possibles ('preflop' ou 'postflop'){NBSP}; "
     f"vouliez-vous dire «{NBSP}postflop{NBSP}»{NBSP}?"),
    (["ask", "chip_push", "big_blind=100", "chips=5", "--ruleset", "tda2019"],
     f"Règlement{NBSP}: le règlement 'tda2019' n’est pas connu (règlements{NBSP}: tda-2010, tda-2019, fivebet, "
     f"ropta-2023, club-tournois, club-nlhe){NBSP}; vouliez-vous dire «{NBSP}tda-2019{NBSP}»{NBSP}?"),
])
def test_ask_suggests_in_french_with_french_typography(capsys, argv: list[str], expected: str) -> None:
    assert _refusal(capsys, *argv) == f"floorbook: {expected}"


def test_ask_suggests_an_input_key_in_french(capsys) -> None:
    said = _refusal(capsys, "ask", "chip_push", "big_blnd=100")
    assert said.startswith("floorbook: big blnd\u00a0: n’est pas une donnée de cette situation")
    assert said.endswith(f"{NBSP}; vouliez-vous dire «{NBSP}big_blind{NBSP}»{NBSP}?")


def _house(**changes: object) -> list[str]:
    data = {"event": {"name": "X", "date": "2026-12-03", "venue": "V", "td_contact": "T"}, "base": "tda-2019",
            "choices": {}}
    data.update(changes)
    with pytest.raises(SheetError) as refused:
        house_from_data(data, _base())
    return [p.message for p in refused.value.problems]


def _base():
    from floorbook.corpus.loader import cached_base

    return cached_base(str(REPO))


@pytest.mark.parametrize(("changes", "near", "far"), [
    (lambda v: {"base": v}, "tda2019", "nope"),
    (lambda v: {v: 1}, "detials", "zzz"),
    (lambda v: {"choices": {v: 45}}, "time_second", "zzz"),
    (lambda v: {"choices": {"multiple_chips_removed": v}}, "larguest", "nope"),
    (lambda v: {"topics": [v]}, "string-bet", "zzz"),
    (lambda v: {"language": v}, "fre", "xx"),
])
def test_a_house_configuration_suggests_the_nearest_known_name(changes, near: str, far: str) -> None:
    said = _house(**changes(near))
    assert any("did you mean '" in m for m in said), said
    assert not any("did you mean" in m for m in _house(**changes(far)))


SCENARIO = """\
format: 3
scenarios:
  - id: outside-push
    articles: [ropta-2023/9.13]
    ruleset: ROPTA
    situation: SITUATION
    input: {big_blind: 100, street: postflop, current_bet: 325, chips: [500, 25]}
    KEY: {status: ruled}
"""


@pytest.mark.parametrize(("ruleset", "situation", "key", "near"), [
    ("ropta-2023", "chip_push", "expct", "'expect'"),
    ("ropta-2032", "chip_push", "expect", "'ropta-2023'"),
    ("ropta-2023", "chip_psh", "expect", "'chip_push'"),
])
def test_a_scenario_file_suggests_the_nearest_key_ruleset_and_situation(tmp_path: Path, ruleset: str,
                                                                          situation: str, key: str, near: str) -> None:
    def problems(ruleset: str, situation: str, key: str) -> list[str]:
        path = tmp_path / "outside.yaml"
        text = SCENARIO.replace("ROPTA", ruleset).replace("SITUATION", situation).replace("KEY", key)
        path.write_text(textwrap.dedent(text), encoding="utf-8")
        return [str(p) for p in check([str(path)], REPO)[1]]

    [said] = problems(ruleset, situation, key)
    assert said.endswith(f"; did you mean {near}?"), said
    far = problems(*(("zzz" if x != y else y) for x, y in zip((ruleset, situation, key),
                                                               ("ropta-2023", "chip_push", "expect"), strict=True)))
    assert far and not any("did you mean" in p for p in far), far
