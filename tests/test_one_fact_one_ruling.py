"""One fact, one ruling: where two situations can be asked the same facts, they give the same answer, under every
rulebook.

The pairs are found from the situations' own inputs (:func:`sharing_pairs`: two situations whose inputs share most
of their fields, the betting round's figures above all); each pair is either checked here for the facts both can be
asked (:data:`CHECKED`) or said to ask different facts, with why (:data:`DIFFERENT_FACTS`). A new situation that shares
its inputs with another fails :func:`test_every_pair_sharing_its_inputs_is_checked_or_told_apart` until it is one or
the other. The fold said when a check was possible, asked as a gesture and as a fault, is in
tests/test_rulings_as_read.py.
"""

from __future__ import annotations

import dataclasses
import itertools
from functools import cache
from typing import Any

import pytest

from floorbook.engine.registry import SITUATIONS
from floorbook.rulings.ask import ask

RULESETS = ("tda-2010", "tda-2019", "fivebet", "ropta-2023", "club-tournois", "club-nlhe")
SHARED = 4  # two inputs sharing this many fields can describe the same facts


@cache
def rulesets():
    from floorbook.corpus.parameters import load_rulesets

    return load_rulesets()


def sharing_pairs() -> set[frozenset[str]]:
    """Every pair of situations whose inputs share at least :data:`SHARED` fields."""
    fields = {n: {f.name for f in dataclasses.fields(s.input_type)} for n, s in SITUATIONS.items()}
    return {frozenset((a, b)) for a, b in itertools.combinations(sorted(fields), 2)
            if len(fields[a] & fields[b]) >= SHARED}


CHECKED = {
    frozenset(("min_raise", "bet_total")): "a total is a full raise exactly when it reaches the minimum raise",
    frozenset(("min_raise", "chip_push")): "chips pushed make a full raise only if they reach the minimum raise",
    frozenset(("min_raise", "string_bet")): "a raise in movements is full only if it reaches the minimum raise",
}
DIFFERENT_FACTS = {
    frozenset(("chip_push", "declaration")): "a word said (call, check) changes what the same chips mean",
    frozenset(("declaration", "min_raise")): "a word said is not asked of the minimum raise",
    frozenset(("declaration", "string_bet")): "a word said against chips in several movements",
    frozenset(("chip_push", "string_bet")): "the chips' denominations (one push) against movements (no denominations)",
    frozenset(("bet_total", "chip_push")): "a total announced or put in against chips whose denominations matter "
                                           "(one chip, several chips of one value)",
    frozenset(("bet_total", "declaration")): "a total against a word said",
    frozenset(("bet_total", "string_bet")): "a string bet is several movements (at least two): never one total",
}


def test_every_pair_sharing_its_inputs_is_checked_or_told_apart() -> None:
    pairs = sharing_pairs()
    assert pairs, "no pair found: the search is broken"
    unknown = sorted(tuple(sorted(p)) for p in pairs - set(CHECKED) - set(DIFFERENT_FACTS))
    assert unknown == [], "pairs of situations asked the same facts: check them or say why they differ"
    assert not set(CHECKED) & set(DIFFERENT_FACTS)


def _rulings(situation: str, data: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {r["ruleset"]: r for r in ask(situation, data, rulesets(), "en")}


ROUNDS = [  # big blind, street, current bet, last full raise (None: the default for the street)
    {"big_blind": 100, "street": "preflop", "current_bet": 100},
    {"big_blind": 100, "street": "preflop", "current_bet": 300},
    {"big_blind": 100, "street": "postflop", "current_bet": 400, "last_full_raise": 400},
    {"big_blind": 200, "street": "postflop", "current_bet": 1000, "last_full_raise": 600},
]


@pytest.mark.parametrize("rnd", ROUNDS, ids=lambda r: f"{r['street']}-{r['current_bet']}")
def test_a_raise_is_full_exactly_when_it_reaches_the_minimum_raise(rnd: dict[str, Any]) -> None:
    """bet_total, chip_push (one push of 100s) and string_bet (two movements) agree with min_raise: a raise ruled
    full reaches min_raise_to, a raise ruled short does not, whatever total each rulebook makes of the chips."""
    floor = _rulings("min_raise", rnd)
    problems = []
    for rid in RULESETS:
        least = floor[rid]["outcome"].get("min_raise_to")
        if floor[rid]["verdict"] != "ruled" or least is None:
            continue
        for total in (least - 100, least, least + 100):
            asked = {"bet_total": {**rnd, "total": total},
                     "bet_total (all in)": {**rnd, "total": total, "all_in": True},
                     "chip_push": {**rnd, "chips": [100] * (total // 100)},
                     "chip_push (last chips)": {**rnd, "chips": [100] * (total // 100), "stack_behind": 0},
                     "string_bet": {**rnd, "movements": [total // 2, total - total // 2]}}
            for situation, data in asked.items():
                ruling = _rulings(situation.split(" (")[0], data)[rid]
                out = ruling["outcome"]
                if ruling["verdict"] != "ruled" or out.get("action") != "raise" or out.get("full") is None:
                    continue
                # a full raise reaches the minimum; a short one is only possible all in
                if out["full"] != (out["to"] >= least) and not (out.get("all_in") and out["full"] is False
                                                                 and out["to"] < least):
                    problems.append(f"{situation} {rid} total {total}: to {out['to']} full={out['full']}, "
                                    f"min_raise_to {least}")
    assert problems == []


def test_a_betting_round_and_min_raise_agree_on_the_same_figures() -> None:
    """A round replayed (betting_round) and the same round's figures (min_raise) give the same minimum raise."""
    round_ = {"big_blind": 100, "street": "postflop",
              "actions": [{"player": "A", "kind": "bet", "to": 300}, {"player": "B", "kind": "raise", "to": 900}],
              "ask": "C"}
    replayed = _rulings("betting_round", round_)
    figures = _rulings("min_raise", {"big_blind": 100, "street": "postflop", "current_bet": 900,
                                     "last_full_raise": 600})
    problems = [f"{rid}: betting_round {replayed[rid]['outcome'].get('min_raise_to')} / min_raise "
                f"{figures[rid]['outcome'].get('min_raise_to')}" for rid in RULESETS
                if replayed[rid]["outcome"].get("min_raise_to") != figures[rid]["outcome"].get("min_raise_to")]
    assert problems == []
