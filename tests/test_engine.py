"""The engine: PokerKit differential, chip conservation, rulebook floors, every scenario judged."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from benchmarks.differential import run
from floorbook.cli import main
from floorbook.corpus.parameters import load_rulesets, ruleset
from floorbook.engine.betting import Action, Round, RoundReplay, min_raise_to
from floorbook.engine.chips import interpret_push
from floorbook.engine.pots import build_pots, split

REPO = Path(__file__).resolve().parent.parent
RULESETS = sorted(load_rulesets())


def test_pokerkit_differential_10000_hands() -> None:
    """Minimum raise-to, re-raise rights and pots agree with PokerKit under TDA 2019
    (documented divergences are normalised in benchmarks/differential.py)."""
    report = run(10_000, ruleset("tda-2019"))
    assert report.hands == 10_000
    assert report.min_raise_compared > 10_000 and report.may_raise_compared > 1_000
    assert report.pots_compared == 10_000
    assert report.mismatches == []


def test_every_parameter_cites_an_article() -> None:
    for rid, rules in load_rulesets().items():
        for p in rules.parameters.values():
            assert p.is_silent or p.articles, f"{rid}.{p.name} cites nothing"


def test_fivebet_is_tda_2019_plus_overrides() -> None:
    fivebet, tda = ruleset("fivebet"), ruleset("tda-2019")
    assert fivebet.base == "tda-2019"
    inherited = [n for n, p in fivebet.parameters.items() if p.ruleset == "tda-2019"]
    assert inherited and all(fivebet[n] == tda[n] for n in inherited)


# --- properties: chips are never created or lost; the minimum raise respects its floor -------------

contributions = st.dictionaries(st.sampled_from("ABCDEFGH"), st.integers(0, 10_000), min_size=1, max_size=8)


@given(contributions, st.data())
def test_pots_keep_every_chip(contrib: dict[str, int], data: st.DataObject) -> None:
    folded = data.draw(st.sets(st.sampled_from(sorted(contrib))))
    antes = data.draw(st.dictionaries(st.sampled_from(sorted(contrib)), st.integers(0, 500)))
    pots = build_pots(contrib, folded, antes)
    assert sum(p.amount for p in pots) == sum(contrib.values()) + sum(antes.values())
    live = set(contrib) - folded
    for p in pots:  # a folded player's chips that nobody matched go back to him, the last "pot" (ropta-2023/9.7 A)
        given_back = p is pots[-1] and len(p.eligible) == 1 and p.eligible[0] in folded
        assert set(p.eligible) <= live or given_back


@given(st.integers(1, 100_000), st.lists(st.sampled_from("ABCDEF"), min_size=1, max_size=6, unique=True),
       st.sampled_from([1, 5, 25, 100]), st.sampled_from(RULESETS))
def test_split_keeps_every_chip(amount: int, winners: list[str], unit: int, rid: str) -> None:
    ruling = split(amount, winners, unit, ruleset(rid))
    if ruling.status == "ruled":
        shares = ruling.value["shares"]
        assert sum(shares.values()) == amount
        assert max(shares.values()) - min(shares.values()) <= (len(winners) - 1) * unit + amount % unit


@settings(max_examples=300)
@given(st.sampled_from(RULESETS), st.sampled_from([100, 200, 400]), st.data())
def test_min_raise_never_below_the_floor(rid: str, bb: int, data: st.DataObject) -> None:
    rules = ruleset(rid)
    street = data.draw(st.sampled_from(["preflop", "postflop"]))
    table = RoundReplay.start(rules, bb, street, {"SB": bb // 2, "BB": bb} if street == "preflop" else None)
    for i in range(data.draw(st.integers(0, 6))):
        current = table.rnd.current_bet
        minimum = current + max(table.rnd.last_full_raise, bb)
        kind = data.draw(st.sampled_from(["raise", "all_in", "call"]))
        if kind == "raise":
            table.act(Action(f"P{i}", "raise" if current else "bet", data.draw(st.integers(minimum, minimum * 3))))
        elif kind == "all_in":
            table.act(Action(f"P{i}", "all_in", data.draw(st.integers(max(1, current // 2), minimum * 2))))
        else:
            table.act(Action(f"P{i}", "call", current))
        ruling = min_raise_to(table.rnd, rules)
        if ruling.status == "ruled" and ruling.value.get("min_raise_to") is not None:
            floor = table.rnd.current_bet + bb
            assert ruling.value["min_raise_to"] >= floor
            assert ruling.value["min_raise_to"] >= table.rnd.current_bet + table.rnd.last_full_raise


@given(st.sampled_from(RULESETS), st.lists(st.sampled_from([25, 100, 500, 1000, 5000]), min_size=1, max_size=6),
       st.integers(100, 3000))
def test_a_push_never_costs_more_than_its_chips_unless_completing(rid: str, chips: list[int], bet: int) -> None:
    ruling = interpret_push(Round(100, "postflop", bet, bet), chips, rules=ruleset(rid))
    if ruling.status == "ruled" and ruling.value.get("action") == "call":
        assert ruling.value["to"] + ruling.value.get("returned", 0) == max(sum(chips), bet) or \
            ruling.value["to"] == bet


# --- scenarios and `floorbook check` ----------------------------------------------------------------


def test_every_scenario_is_judged_and_none_fails(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["check", "--json"])
    data = json.loads(capsys.readouterr().out)
    bad = [v for v in data["verdicts"] if v["status"] in ("fail", "error")]
    assert data["problems"] == []
    assert bad == []
    assert code == 0


GOOD = textwrap.dedent("""\
    scenarios:
      - id: mine-1
        articles: [ropta-2023/9.9]
        ruleset: ropta-2023
        situation: min_raise
        input: {big_blind: 100, street: postflop, current_bet: 30, last_full_raise: 0}
        expect: {min_raise_to: 130}
        quote: "les autres joueurs pourront alors suivre à 30 ou miser au minimum à 130"
    """)


def _run_check(tmp: Path, *files: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    return subprocess.run([sys.executable, "-m", "floorbook", "check", *files], cwd=tmp, env=env,
                          capture_output=True, text=True, timeout=120)


def test_a_scenario_written_outside_the_project_runs_from_any_directory(tmp_path: Path) -> None:
    (tmp_path / "mine.yaml").write_text(GOOD, encoding="utf-8")
    result = _run_check(tmp_path, "mine.yaml")
    assert result.returncode == 0, result.stderr
    assert "PASS" in result.stdout and "mine-1 [ropta-2023] min_raise_to=130" in result.stdout


@pytest.mark.parametrize(("broken", "message"), [
    (GOOD.replace("expect: {min_raise_to: 130}", "expect: {min_raise_to: 130"), "YAML syntax error"),
    (GOOD.replace("ruleset: ropta-2023", "ruleset: ropta-2099"), "scenarios[0].ruleset: unknown ruleset 'ropta-2099'"),
    (GOOD.replace("quote:", "qoute:"), "scenarios[0].qoute: is not a known field"),
    (GOOD.replace("current_bet: 30,", "current_bet: -30,"), "scenarios[0].input.current_bet"),
    (GOOD.replace("big_blind: 100,", "big_blnd: 100,"), "scenarios[0].input.big_blnd"),
    (GOOD.replace("situation: min_raise", "situation: min_rise"), "unknown situation 'min_rise'"),
])
def test_malformed_scenario_gets_one_clear_error_and_others_are_still_judged(
        tmp_path: Path, broken: str, message: str) -> None:
    (tmp_path / "a_broken.yaml").write_text(broken, encoding="utf-8")
    (tmp_path / "b_good.yaml").write_text(GOOD.replace("mine-1", "mine-2"), encoding="utf-8")
    result = _run_check(tmp_path, "a_broken.yaml", "b_good.yaml")
    assert result.returncode == 1
    errors = [line for line in result.stderr.splitlines() if line.startswith("ERROR")]
    assert len(errors) >= 1 and all("a_broken.yaml" in e for e in errors)
    assert any(message in e for e in errors), errors
    assert "PASS           mine-2" in result.stdout  # the other file is still judged


def test_impossible_betting_sequence_is_an_error_naming_the_action(tmp_path: Path) -> None:
    bad = textwrap.dedent("""\
        scenarios:
          - id: impossible
            articles: [tda-2019/43]
            ruleset: tda-2019
            situation: betting_round
            input:
              big_blind: 100
              actions: [{player: A, kind: bet, to: 300}, {player: B, kind: raise, to: 350}]
              ask: A
            expect: {may_raise: true}
        """)
    (tmp_path / "x.yaml").write_text(bad, encoding="utf-8")
    result = _run_check(tmp_path, "x.yaml")
    assert result.returncode == 1
    assert "actions[1]: B raises to 350: below the minimum raise 600" in result.stdout


def test_disagreement_without_finding_fails(tmp_path: Path) -> None:
    (tmp_path / "x.yaml").write_text(GOOD.replace("min_raise_to: 130", "min_raise_to: 200"), encoding="utf-8")
    result = _run_check(tmp_path, "x.yaml")
    assert result.returncode == 1
    assert "FAIL" in result.stdout and "(source: 200)" in result.stdout


@pytest.mark.parametrize("page", ["scenarios.md", "scenarios.en.md"])
def test_the_documented_example_runs_as_written(tmp_path: Path, page: str) -> None:
    """Every scenario example of the guide (the complete example, the partial answer), copied by hand
    into a file, is judged and passes."""
    import re

    text = (REPO / "site_src" / "guide" / page).read_text(encoding="utf-8")
    examples = re.findall(r"```yaml\n((?:format: \d+.*?\n)?scenarios:.*?)```", text, re.S)
    assert len(examples) == 2
    for i, example in enumerate(examples):
        (tmp_path / f"example-{i}.yaml").write_text(example, encoding="utf-8")
    result = _run_check(tmp_path, ".")
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.count("PASS") == 5 and "FAIL" not in result.stdout
    assert "fields={'to_call': 'silent', 'min_raise_to': 'ruled', 'may_raise': 'ruled'}" in result.stdout


# --- what each situation's outcome can hold -------------------------------------------------------


def test_every_key_the_engine_returns_on_the_scenarios_is_declared() -> None:
    """Every existing scenario's input, ruled under every ruleset: the outcome holds only the keys its
    situation declares, so the declarations (and the check of scenario keys built on them) cannot rot."""
    from tests.conftest import scenario_outcomes

    seen: dict[str, set[str]] = {}
    for sc, situation, rid, outcome in scenario_outcomes():
        undeclared = set(outcome) - situation.keys
        assert not undeclared, f"{sc.id} [{rid}]: {situation.name} returns undeclared {sorted(undeclared)}"
        seen.setdefault(situation.name, set()).update(outcome)
    assert len(seen) >= 25


def test_situations_list_their_outputs() -> None:
    from floorbook.engine import SITUATIONS

    for name, situation in SITUATIONS.items():
        assert situation.outputs, name
        assert not situation.outputs & {"status", "articles", "note"}, name
        assert f"-> {', '.join(sorted(situation.outputs))}" in situation.describe()
    assert {"to", "completed", "returned"} <= SITUATIONS["chip_push"].outputs


@pytest.mark.parametrize(("edit", "field", "message"), [
    (("expect: {min_raise_to: 130}", "expect: {min_raise_too: 130}"), "scenarios[0].expect.min_raise_too",
     "min_raise has no outcome 'min_raise_too'; known: articles, fields, min_bet, min_raise_to, note, status"),
    (("quote:", "finding: {engine: {min_rasie_to: 120}, explanation: 'a finding with a typo'}\n    quote:"),
     "scenarios[0].finding.engine.min_rasie_to", "min_raise has no outcome 'min_rasie_to'"),
])
def test_an_outcome_key_the_situation_never_produces_is_malformed(
        tmp_path: Path, edit: tuple[str, str], field: str, message: str) -> None:
    from floorbook.corpus.scenarios import check

    path = tmp_path / "typo.yaml"
    path.write_text(GOOD.replace(*edit), encoding="utf-8")
    verdicts, problems = check([str(path)])
    assert verdicts == []  # reported as malformed, not as a disagreement with the engine
    assert [(p.field, p.line) for p in problems] == [(field, 7 if "expect." in field else 8)]
    assert message in problems[0].message and problems[0].file.endswith("typo.yaml")


def test_per_ruleset_outcome_keys_are_checked_too(tmp_path: Path) -> None:
    from floorbook.corpus.scenarios import check

    path = tmp_path / "cross.yaml"
    path.write_text(textwrap.dedent("""\
        scenarios:
          - id: cross-typo
            articles: [tda-2019/45]
            situation: chip_push
            input: {big_blind: 100, current_bet: 1200, chips: [1000, 1000]}
            expect_by_ruleset:
              tda-2019: {action: call, to: 1200, retruned: 800}
              ropta-2023: {action: call, to: 1200}
            findings:
              ropta-2023: {engine: {action: call, too: 1200}, explanation: "a finding with a typo"}
        """), encoding="utf-8")
    _, problems = check([str(path)])
    assert sorted((p.field, p.line) for p in problems) == [
        ("scenarios[0].expect_by_ruleset.tda-2019.retruned", 7),
        ("scenarios[0].findings.ropta-2023.engine.too", 10),
    ]
    assert all("known: action, all_in, articles, chip_committed" in p.message for p in problems)


def test_a_negative_amount_is_malformed(tmp_path: Path) -> None:
    from floorbook.corpus.scenarios import check

    path = tmp_path / "killed.yaml"
    path.write_text(textwrap.dedent("""\
        scenarios:
          - id: killed-negative
            articles: [tda-2019/15]
            ruleset: tda-2019
            situation: killed_hand
            input:
              contributions: {A: -500, B: 1000}
              player: A
            expect: {refund: 0}
        """), encoding="utf-8")
    verdicts, problems = check([str(path)])
    assert verdicts == []
    assert [(p.field, p.line) for p in problems] == [("scenarios[0].input.contributions.A", 7)]
    assert "-500 is impossible: an amount cannot be negative" in problems[0].message
