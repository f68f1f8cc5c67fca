"""The engine measured on floor situations it was not built on.

tests/outside_situations.yaml holds situations ruled for every ruleset by someone who read only the
rulebooks; tests/outside_situations_asked.yaml says how the engine is asked each of them and what
each outside ruling states in the engine's terms. This test runs the engine on every ruling, counts per
ruleset the rulings that agree, disagree or cannot be asked, prints the figures and every
disagreement, and holds the count of agreements above a floor set a little under the measured count.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import yaml

from floorbook.base.parameters import load_rulesets
from floorbook.base.scenarios import Scenario, judge

HERE = Path(__file__).resolve().parent
OUTSIDE = yaml.safe_load((HERE / "outside_situations.yaml").read_text(encoding="utf-8"))["situations"]
ASKED = yaml.safe_load((HERE / "outside_situations_asked.yaml").read_text(encoding="utf-8"))["asked"]
RULESETS = ("tda-2010", "tda-2019", "fivebet", "ropta-2023", "club-tournois", "club-nlhe")

# measured: 91 of the 96 rulings agree (the figures are printed by the test); a floor a little under
AGREE_FLOOR = 89
EXPLAINED = ("doubt", "engine_gap")  # why a disagreement stays: the outside reading, or an engine error left


def measure(questions: list[dict[str, Any]]) -> tuple[dict[str, Counter[str]], list[str], list[str]]:
    """Per ruleset, the count of each result; the disagreements, said one per line; the problems of the
    file of questions (a disagreement nobody explained, an explanation left on an agreement)."""
    outside = {s["id"]: s for s in OUTSIDE}
    counts: dict[str, Counter[str]] = {rid: Counter() for rid in RULESETS}
    disagreements: list[str] = []
    problems: list[str] = []
    for entry in questions:
        sid = entry["id"]
        if "not_askable" in entry:
            for rid in RULESETS:
                counts[rid]["not askable"] += 1
            continue
        cited = sorted({a for r in outside[sid]["rulings"].values() for a in r.get("articles", [])})
        for rid in RULESETS:
            asked = entry["rulings"][rid]
            if "not_askable" in asked:
                counts[rid]["not askable"] += 1
                continue
            sc = Scenario(id=sid, articles=cited, situation=entry["situation"],
                          input=asked.get("input", entry["input"]), ruleset=rid, expect=asked["expect"])
            (verdict,) = judge(sc, "tests/outside_situations_asked.yaml")
            explained = [k for k in EXPLAINED if k in asked]
            if verdict.status == "pass":
                counts[rid]["agree"] += 1
                if explained:
                    problems.append(f"{sid} [{rid}] agrees now: remove its `{explained[0]}`")
                continue
            counts[rid]["disagree"] += 1
            verdict.detail = ""  # the line says what differs; why is the question file's
            why = f" — {explained[0]}: {asked[explained[0]]}" if explained else ""
            disagreements.append(f"{verdict.line()}{why}")
            if not explained:
                problems.append(f"{sid} [{rid}] disagrees and nothing says why: {verdict.line()}")
    return counts, disagreements, problems


def test_every_outside_ruling_is_asked_once() -> None:
    outside_ids = [s["id"] for s in OUTSIDE]
    asked_ids = [e["id"] for e in ASKED]
    assert asked_ids == outside_ids, "the questions follow the outside situations, one each, in order"
    assert set(RULESETS) == set(load_rulesets())
    for entry, situation in zip(ASKED, OUTSIDE, strict=True):
        assert set(situation["rulings"]) == set(RULESETS), situation["id"]
        if "not_askable" in entry:
            assert str(entry["not_askable"]).strip(), entry["id"]
            continue
        assert set(entry["rulings"]) == set(RULESETS), f"{entry['id']}: one question per ruleset"
        for rid, asked in entry["rulings"].items():
            assert ("expect" in asked) != ("not_askable" in asked), f"{entry['id']} [{rid}]: expect or not_askable"


def test_the_engine_agrees_with_the_outside_rulings() -> None:
    counts, disagreements, problems = measure(ASKED)
    total: Counter[str] = sum(counts.values(), Counter())
    lines = [f"{rid:<14} agree {c['agree']:>2}  disagree {c['disagree']:>2}  not askable {c['not askable']:>2}"
             for rid, c in counts.items()]
    lines.append(f"{'all':<14} agree {total['agree']:>2}  disagree {total['disagree']:>2}  "
                 f"not askable {total['not askable']:>2}  (of {sum(total.values())})")
    print("\n" + "\n".join([*lines, "disagreements:", *disagreements]))
    assert sum(total.values()) == len(OUTSIDE) * len(RULESETS)
    assert not problems, "\n".join(problems)
    assert total["agree"] >= AGREE_FLOOR, "\n".join([*lines, *disagreements])


def test_an_unexplained_disagreement_is_reported() -> None:
    """The count is not blind: a ruling changed to disagree is counted and named."""
    changed = [dict(e) for e in ASKED]
    first = next(i for i, e in enumerate(changed) if "rulings" in e)
    rulings = dict(changed[first]["rulings"])
    rulings["tda-2019"] = {"expect": {"status": "discretion"}}
    changed[first] = {**changed[first], "rulings": rulings}
    counts, _, problems = measure(changed)
    assert counts["tda-2019"]["disagree"] >= 1
    assert any(changed[first]["id"] in line and "tda-2019" in line for line in problems)
