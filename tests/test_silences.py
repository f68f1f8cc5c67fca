"""A silence is a claim: "the rulebook does not say" (or "leaves it to the TD") is said only after reading it.

The register ``parameters/_silences/<ruleset>.yaml`` gives, for every parameter a ruleset sets to ``silent`` or
``discretion``, the articles read (``read``), why none decides it (``why``, en and fr) and what they do say
(``quotes``, the source's French words). The loader gives a silence that cites nothing of its own those articles
and that reason (:func:`floorbook.corpus.parameters.load_silences`), so every silent or discretion answer names what
was read and why. This module checks the register against the parameters and the sources, and every silent or
discretion answer of every scenario and outside reading against the register's promise.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from floorbook.corpus.article_text import is_source_passage
from floorbook.corpus.loader import cached_base
from floorbook.corpus.parameters import SILENCES_DIR, load_rulesets, load_silences
from floorbook.corpus.repository import REPO_ROOT
from floorbook.corpus.scenarios import load_all
from floorbook.engine.declarations import DISCRETION, SILENT
from floorbook.engine.registry import SITUATIONS
from floorbook.rulings.ask import ask_each

# whose articles a ruleset may have read: its own, and its base's (Fivebet is TDA 2019 with its particularities)
SOURCES = {"fivebet": ("fivebet", "tda-2019")}


@cache
def own_open_parameters() -> dict[str, dict[str, str]]:
    """Per ruleset folder, the parameters it sets itself to silent or discretion, with that value."""
    out: dict[str, dict[str, str]] = {}
    for folder in sorted((REPO_ROOT / "parameters").iterdir()):
        if not folder.is_dir() or folder.name.startswith(("_", ".")):
            continue
        out[folder.name] = {}
        for path in sorted(folder.glob("*.yaml")):
            for name, p in (yaml.safe_load(path.read_text(encoding="utf-8")) or {}).items():
                if isinstance(p, dict) and p.get("value") in (SILENT, DISCRETION):
                    out[folder.name][str(name)] = p["value"]
    return out


def coverage_problems(register: dict[str, dict[str, dict[str, Any]]]) -> list[str]:
    """What the register misses or holds too many, against the parameters."""
    problems = []
    for rid, params in own_open_parameters().items():
        entries = register.get(rid, {})
        for name, value in params.items():
            if name not in entries:
                problems.append(f"{SILENCES_DIR}/{rid}.yaml: no entry for {name} ({value}): name the articles read "
                                "and why none decides it")
            elif entries[name].get("claim") != value:
                problems.append(f"{SILENCES_DIR}/{rid}.yaml: {name}: claim {entries[name].get('claim')!r}, but the "
                                f"parameter is {value!r}")
        for name in set(entries) - set(params):
            problems.append(f"{SILENCES_DIR}/{rid}.yaml: {name} is not silent or discretion any more: remove it")
    return problems


def test_every_silence_and_discretion_has_its_entry_and_no_other() -> None:
    assert coverage_problems(load_silences()) == []


def test_every_entry_reads_its_own_rulebook_says_why_and_quotes_it() -> None:
    articles = cached_base().articles
    problems = []
    for rid, entries in load_silences().items():
        sources = SOURCES.get(rid, (rid,))
        for name, entry in entries.items():
            where = f"{rid}.{name}"
            read = entry.get("read") or []
            if not read:
                problems.append(f"{where}: no article read")
            for aid in read:
                if aid not in articles or aid.split("/")[0] not in sources:
                    problems.append(f"{where}: {aid} is not an article of {' or '.join(sources)}")
            why = entry.get("why") or {}
            if not (str(why.get("en", "")).strip() and str(why.get("fr", "")).strip()):
                problems.append(f"{where}: why, in English and in French")
            if "finding" in entry:
                problems.append(f"{where}: a finding is resolved (the parameter changed, or the claim argued in why)")
            for quote in entry.get("quotes") or []:
                pieces = [p for p in re.split(r"\s*…\s*", quote) if p.strip()]
                if not all(any(is_source_passage(p, articles[a]) for a in read if a in articles) for p in pieces):
                    problems.append(f"{where}: not the wording of {read}: {quote[:70]!r}")
    assert problems == []


def project_inputs() -> list[tuple[str, dict[str, Any]]]:
    """Every input the project asks the engine: the scenarios' and the outside readings'."""
    out = [(sc.situation, sc.input) for _, sc in load_all() if sc.situation in SITUATIONS and sc.input is not None]
    for path in sorted((Path(__file__).parent / "outside_readings").glob("[!_]*.yaml")):
        reading = yaml.safe_load(path.read_text(encoding="utf-8"))
        out += [(reading["situation"], case["input"]) for case in reading["cases"]]
    return out


def project_rulings() -> list[tuple[str, dict[str, Any]]]:
    """Every ruling of every input the project asks (:func:`project_inputs`), in English, with its situation; an
    input refused (scenarios that test refusals) gives none."""
    rulesets = load_rulesets()
    out = []
    for situation, data in project_inputs():
        try:
            answer = ask_each(situation, data, rulesets, "en")
        except ValueError:
            continue
        out += [(situation, r) for r in answer["results"]]
    return out


def test_every_silent_or_discretion_answer_names_what_was_read_and_why() -> None:
    """Over every input the project asks, a ruling that is silent or left to the TD as a whole cites the articles
    read and says why (a silence that names nothing is a claim not earned)."""
    bare = set()
    for situation, r in project_rulings():
        if r["verdict"] in ("silent", "discretion") and not (r["articles"] and r["notes"]["en"]):
            bare.add(f"{situation} [{r['ruleset']}]: {r['verdict']} with "
                     f"{'no article' if not r['articles'] else 'no reason'}")
    assert sorted(bare) == []


def test_a_silence_with_no_entry_fails() -> None:
    """The coverage check is not a constant: a register without an entry is reported, and so is a stale one."""
    register = {rid: dict(entries) for rid, entries in load_silences().items()}
    rid, name = next((r, n) for r, ps in own_open_parameters().items() for n in ps)
    del register[rid][name]
    register[rid]["min_raise"] = {"claim": "silent"}
    found = set(coverage_problems(register)) - set(coverage_problems(load_silences()))
    assert len(found) == 2 and any(f"no entry for {name} " in p for p in found)
    assert any("min_raise is not silent" in p for p in found)
