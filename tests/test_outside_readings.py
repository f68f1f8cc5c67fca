"""Every situation, under every rulebook, read by someone who did not write it — and compared with the engine.

``tests/outside_readings/<situation>.yaml`` holds cases of one situation ruled for the six rulesets by a reader given
only the rulebooks' texts (rules/, seeds/) and the situation's inputs (``floorbook check --situations --json``), who
never saw the engine, its scenarios or its tests (how a reading is made and resolved: CONTRIBUTING.md).
The readings are never edited after they are committed. This module checks

- the coverage: a file per situation, each case ruled for every ruleset (Fivebet may be "as tda-2019");
- the readings themselves: verdicts, inputs the engine accepts, articles that exist, quotes that are the cited
  articles' French wording, and for a silence, a partial answer or a discretion the articles read and why;
- the engine against them: per case and ruleset, the verdict and each output the reading fixes (``expect``).
  A disagreement is a finding: it is resolved in ``tests/outside_readings/_resolutions.yaml`` — ``doubt`` (the
  reading misread the text), ``scope`` (both true, answering different things) or ``engine_gap`` (the engine is
  wrong, said plainly, until it is fixed). An unresolved disagreement fails; so does a resolution of a case that
  now agrees. The figures are printed per ruleset.
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml

from floorbook.corpus.article_text import is_source_passage
from floorbook.corpus.loader import cached_base
from floorbook.engine.outcomes import VERDICTS
from floorbook.engine.registry import SITUATIONS
from floorbook.rulings.ask import ask_each

HERE = Path(__file__).resolve().parent / "outside_readings"
RESOLUTIONS = HERE / "_resolutions.yaml"
RULESETS = ("tda-2010", "tda-2019", "fivebet", "ropta-2023", "club-tournois", "club-nlhe")
KINDS = ("doubt", "scope", "engine_gap")
SAME_AS = "as tda-2019"


@cache
def readings() -> dict[str, dict[str, Any]]:
    """Each situation's reading, by its name."""
    return {p.stem: yaml.safe_load(p.read_text(encoding="utf-8")) for p in sorted(HERE.glob("[!_]*.yaml"))}


@cache
def resolutions() -> dict[str, dict[str, dict[str, str]]]:
    return yaml.safe_load(RESOLUTIONS.read_text(encoding="utf-8")) or {}


def rulings_of(case: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """A case's rulings, Fivebet's "as tda-2019" replaced by TDA 2019's."""
    out = dict(case["rulings"])
    if out.get("fivebet") == SAME_AS:
        out["fivebet"] = out["tda-2019"]
    return out


@cache
def rulesets():
    from floorbook.corpus.parameters import load_rulesets

    return load_rulesets()


def disagreements() -> tuple[dict[tuple[str, str], str], Counter[tuple[str, str]]]:
    """Every (case, ruleset) where the engine and the reading differ, with how; and the count of agreements and
    disagreements per ruleset."""
    found: dict[tuple[str, str], str] = {}
    counts: Counter[tuple[str, str]] = Counter()
    for name, reading in readings().items():
        for case in reading["cases"]:
            answer = ask_each(name, case["input"], rulesets(), "en")
            results = {r["ruleset"]: r for r in answer["results"]}
            needs = {n["ruleset"]: n for n in answer["needs_input"]}  # a figure this rulebook needs, not given
            for rid, ruling in rulings_of(case).items():
                if rid in needs:
                    counts[(rid, "disagree")] += 1
                    found[(case["id"], rid)] = f"the engine needs {needs[rid]['field']}: {needs[rid]['message']}"
                    continue
                got = results[rid]
                diffs = [f"verdict {ruling['verdict']} / engine {got['verdict']}"] \
                    if got["verdict"] != ruling["verdict"] else []
                diffs += [f"{k} {v!r} / engine {got['outcome'].get(k)!r}"
                          for k, v in (ruling.get("expect") or {}).items() if got["outcome"].get(k) != v]
                counts[(rid, "disagree" if diffs else "agree")] += 1
                if diffs:
                    found[(case["id"], rid)] = "; ".join(diffs)
    return found, counts


# --- coverage and the readings themselves ---------------------------------------------------------------


def test_every_situation_is_read_under_every_ruleset() -> None:
    assert sorted(readings()) == sorted(SITUATIONS)
    for name, reading in readings().items():
        assert reading["situation"] == name
        assert reading["cases"], name
        for case in reading["cases"]:
            assert set(case["rulings"]) == set(RULESETS), (case["id"], sorted(case["rulings"]))


def test_every_reading_is_well_formed_and_asks_what_the_engine_accepts() -> None:
    ids = [case["id"] for reading in readings().values() for case in reading["cases"]]
    assert len(ids) == len(set(ids)), "a case id is used twice"
    articles = cached_base().articles
    problems = []
    for name, reading in readings().items():
        outputs = SITUATIONS[name].keys
        for case in reading["cases"]:
            SITUATIONS[name].read(case["input"])  # raises on an input the engine refuses
            for rid, ruling in rulings_of(case).items():
                where = f"{case['id']} [{rid}]"
                if ruling["verdict"] not in VERDICTS:
                    problems.append(f"{where}: verdict {ruling['verdict']!r}")
                if not str(ruling.get("outcome", "")).strip():
                    problems.append(f"{where}: no outcome")
                for aid in [*ruling.get("articles", []), *ruling.get("read", [])]:
                    if aid not in articles:
                        problems.append(f"{where}: no article {aid}")
                if ruling["verdict"] != "ruled" and not ruling.get("read"):
                    problems.append(f"{where}: a {ruling['verdict']} reading names the articles read")
                if ruling["verdict"] in ("partial", "discretion", "silent") and not (
                        ruling.get("why") or ruling.get("unsaid")):
                    problems.append(f"{where}: a {ruling['verdict']} reading says why")
                unknown = set(ruling.get("expect") or {}) - outputs
                if unknown:
                    problems.append(f"{where}: expects outputs the situation has not: {sorted(unknown)}")
    assert problems == []


def test_every_quote_of_a_reading_is_the_wording_of_the_articles_it_cites() -> None:
    """Pieces joined by "…" are each found in the French of one of the articles cited (or, for a silence, read)."""
    articles = cached_base().articles
    missing = []
    for reading in readings().values():
        for case in reading["cases"]:
            for rid, ruling in rulings_of(case).items():
                quote = str(ruling.get("quote") or "").strip()
                if not quote:
                    if ruling["verdict"] == "ruled":
                        missing.append(f"{case['id']} [{rid}]: a ruled reading quotes its text")
                    continue
                cited = [articles[a] for a in [*ruling.get("articles", []), *ruling.get("read", [])] if a in articles]
                for piece in filter(None, (p.strip() for p in re.split(r"…|\.\.\.|\[\.\.\.\]", quote))):
                    if len(piece.split()) > 1 and not any(is_source_passage(piece, a) for a in cited):
                        missing.append(f"{case['id']} [{rid}]: {piece[:70]!r}")
    assert missing == []


# --- the engine against them ----------------------------------------------------------------------------


def test_the_engine_agrees_with_the_outside_readings_or_the_difference_is_resolved() -> None:
    found, counts = disagreements()
    for rid in RULESETS:
        agree, disagree = counts[(rid, "agree")], counts[(rid, "disagree")]
        kinds = Counter(resolutions().get(c, {}).get(rid, {}).get("kind") for c, r in found if r == rid)
        print(f"{rid:14} agree {agree:3}  disagree {disagree:3}  "
              + "  ".join(f"{k} {kinds[k]}" for k in KINDS))
    unresolved = [f"{c} [{r}]: {how}" for (c, r), how in sorted(found.items())
                  if resolutions().get(c, {}).get(r, {}).get("kind") not in KINDS]
    stale = [f"{c} [{r}]: the engine now agrees, remove the resolution" for c, per in resolutions().items()
             for r in per if (c, r) not in found]
    assert unresolved + stale == []


def test_every_resolution_says_why() -> None:
    cases = {case["id"] for reading in readings().values() for case in reading["cases"]}
    for case_id, per in resolutions().items():
        assert case_id in cases, case_id
        for rid, entry in per.items():
            assert rid in RULESETS and entry["kind"] in KINDS and str(entry.get("why", "")).strip(), (case_id, rid)


def test_the_comparison_can_fail(monkeypatch: pytest.MonkeyPatch) -> None:
    """A reading changed to disagree is reported unresolved (the comparison is not a constant)."""
    name, reading = next(iter(readings().items()))
    case = reading["cases"][0]
    flipped = {**case, "rulings": {**case["rulings"], "tda-2010": {
        **rulings_of(case)["tda-2010"],
        "verdict": "silent" if rulings_of(case)["tda-2010"]["verdict"] != "silent" else "ruled"}}}
    monkeypatch.setattr(sys.modules[__name__], "readings", lambda: {name: {**reading, "cases": [flipped]}})
    found, _ = disagreements()
    assert (case["id"], "tda-2010") in found
