"""The procedure chapters of the engine (the clock, tables, button and blinds, the deal, the chip
race, the showdown, penalties, hand-for-hand): chip race properties, button and blinds invariants,
and the differences between rulebooks that the parameters encode."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from floorbook.corpus.inputs import InvalidInput, read_input
from floorbook.corpus.parameters import load_rulesets, ruleset
from floorbook.engine import SITUATIONS, button, clock, deal, hand_for_hand, penalties, showdown, tables
from floorbook.engine import chip_race as chip_race_chapter
from floorbook.engine.button import BigBlindAnteInput, NextHandInput, big_blind_ante, next_hand
from floorbook.engine.chip_race import ChipRaceInput, chip_race
from floorbook.engine.deal import SubstantialInput, substantial_action
from floorbook.engine.registry import InputError
from floorbook.engine.showdown import SeeHandInput

RULESETS = sorted(load_rulesets())
WITH_ROUNDING = [r for r in RULESETS if not ruleset(r)["chip_race_rounding"].is_silent]
PROCEDURE_CHAPTERS = (clock, tables, button, deal, chip_race_chapter, showdown, penalties, hand_for_hand)
PROCEDURE_SITUATIONS = [n for n, s in SITUATIONS.items()
                        if s.run.__module__ in {m.__name__ for m in PROCEDURE_CHAPTERS}]


# --- the parameters --------------------------------------------------------------------------------


def test_every_parameter_the_code_reads_is_defined_everywhere() -> None:
    source = "".join(Path(m.__file__ or "").read_text(encoding="utf-8") for m in PROCEDURE_CHAPTERS)
    names = set(re.findall(r'rules\["([a-z_]+)"\]', source))
    assert len(names) > 30
    for rid in RULESETS:
        missing = names - set(ruleset(rid).parameters)
        assert not missing, f"{rid} lacks {sorted(missing)}"


def test_every_procedure_situation_is_registered_and_documented() -> None:
    assert len(PROCEDURE_SITUATIONS) >= 15
    for name in PROCEDURE_SITUATIONS:
        assert SITUATIONS[name].doc, name
        assert SITUATIONS[name].run.__name__ == name, f"{name}: register the ruling itself, not a wrapper"


def test_fivebet_overrides_only_its_own_articles() -> None:
    fivebet = ruleset("fivebet")
    own = [p for p in fivebet.parameters.values() if p.ruleset == "fivebet"]
    assert {p.name for p in own} >= {"heads_up_antes", "showdown_first_without_aggression",
                                     "penalty_stay_at_table_max_hands"}
    assert all(any(a.startswith("fivebet/") for a in p.articles) for p in own)


# --- chip race ---------------------------------------------------------------------------------------

DENOMINATIONS = [(5, 25), (25, 100), (25, 500), (100, 500), (100, 1000), (500, 1000), (1000, 5000)]
DECK = [r + s for r in "23456789TJQKA" for s in "shdc"]


@st.composite
def races(draw: st.DrawFn, with_cards: bool = True) -> ChipRaceInput:
    removed, race_to = draw(st.sampled_from(DENOMINATIONS))
    most = race_to // removed - 1
    players = draw(st.lists(st.sampled_from("ABCDEFGHIJ"), min_size=1, max_size=10, unique=True))
    odd = {p: draw(st.integers(0, most)) for p in players}
    assume(any(odd.values()))  # a race needs an odd chip somewhere (nothing to race is refused)
    other = {p: draw(st.sampled_from([0, 0, 1000])) for p in players if odd[p] > 0}
    cards = None
    if with_cards:
        deck = draw(st.permutations(DECK))
        cards, i = {}, 0
        for p in players:
            if odd[p]:
                cards[p] = list(deck[i:i + odd[p]])
                i += odd[p]
        assume(i <= len(DECK))
    return ChipRaceInput(removed=removed, race_to=race_to, odd_chips=odd, other_chips=other, cards=cards)


@settings(max_examples=300)
@given(races(), st.sampled_from(WITH_ROUNDING))
def test_chip_race_keeps_value_within_the_rounding(inp: ChipRaceInput, rid: str) -> None:
    rules = ruleset(rid)
    r = chip_race(inp, rules)
    assert r.status == "ruled"
    removed, awarded = r.value["value_removed"], r.value["value_awarded"]
    rounding = rules["chip_race_rounding"].value
    if rounding == "half_up":  # ROPTA 3.2
        assert abs(awarded - removed) * 2 <= inp.race_to
    else:  # rounded up: club-tournois 12-5, club-nlhe 13.5
        assert 0 <= awarded - removed < inp.race_to
    assert awarded == r.value["chips_awarded"] * inp.race_to


@settings(max_examples=300)
@given(races(), st.sampled_from(WITH_ROUNDING))
def test_chip_race_gives_at_most_one_chip_each_and_eliminates_nobody(inp: ChipRaceInput, rid: str) -> None:
    r = chip_race(inp, ruleset(rid))
    winners = r.value["winners"]
    assert len(winners) == len(set(winners)) == r.value["chips_awarded"]
    assert set(winners) <= {p for p, n in inp.odd_chips.items() if n}
    bonus = r.value["bonus_chips"]
    for who, other in inp.other_chips.items():
        after = other + (inp.race_to if who in winners else 0) + bonus.get(who, 0)
        assert after > 0, f"{who} eliminated by the chip race"
    assert all(v > 0 for v in bonus.values())
    assert not set(bonus) & set(winners)


@given(races(with_cards=False), st.sampled_from(RULESETS), st.integers(0, 3))
def test_chip_race_count_given_where_the_rulebook_is_silent(inp: ChipRaceInput, rid: str, n: int) -> None:
    racers = sum(1 for v in inp.odd_chips.values() if v)
    assume(n <= racers)
    given_count = replace(inp, chips_awarded=n)
    r = chip_race(given_count, ruleset(rid))
    rounding = ruleset(rid)["chip_race_rounding"]
    if rounding.is_silent or rounding.is_discretion:  # the count given is used where the rulebook gives none
        assert r.status == "ruled" and r.value["chips_awarded"] == n
    else:  # a rulebook that counts itself keeps its own count, and says the number given is not used
        assert r.value["chips_awarded"] == chip_race(inp, ruleset(rid)).value["chips_awarded"]


def test_chip_race_silent_rounding_is_silent() -> None:
    """Only the count is unsaid (tda-2019/24): that part is silent, the rest of the race ruled."""
    inp = ChipRaceInput(removed=25, race_to=100, odd_chips={"A": 3, "B": 2})
    r = chip_race(inp, ruleset("tda-2019"))
    assert r.status == "partial" and r.field_status("chips_awarded") == "silent"
    assert r.field_status("deal_from") == "ruled"
    assert chip_race(inp, ruleset("ropta-2023")).value["chips_awarded"] == 1  # 125 / 100 = 1.25
    assert chip_race(inp, ruleset("club-nlhe")).value["chips_awarded"] == 2


def test_chip_race_rounds_half_up_at_exactly_fifty_percent() -> None:
    inp = ChipRaceInput(removed=25, race_to=100, odd_chips={"A": 2})
    assert chip_race(inp, ruleset("ropta-2023")).value["chips_awarded"] == 1


def test_chip_race_suit_ties_without_suit_order_are_silent() -> None:
    inp = ChipRaceInput(removed=25, race_to=100, odd_chips={"A": 1, "B": 1}, cards={"A": ["Ah"], "B": ["As"]},
                        chips_awarded=1)
    r = chip_race(inp, ruleset("tda-2010"))
    assert r.status == "partial" and r.field_status("winners") == "silent" and r.value["winners"] is None
    assert chip_race(inp, ruleset("tda-2019")).value["winners"] == ["B"]


def test_tda_2010_gives_a_higher_chip_to_a_player_left_without_chips() -> None:
    inp = ChipRaceInput(removed=25, race_to=100, odd_chips={"A": 1, "B": 1}, other_chips={"B": 0},
                        cards={"A": ["As"], "B": ["3d"]}, smallest_remaining=50, chips_awarded=1)
    assert chip_race(inp, ruleset("tda-2010")).value["bonus_chips"] == {"B": 100}
    assert chip_race(inp, ruleset("tda-2019")).value["bonus_chips"] == {"B": 50}


@pytest.mark.parametrize("bad", [
    {"removed": 100, "race_to": 250, "odd_chips": {"A": 1}},  # 250 is not a multiple of 100
    {"removed": 25, "race_to": 100, "odd_chips": {"A": 4}},  # four 25s make an exact 100
    {"removed": 25, "race_to": 100, "odd_chips": {"A": 1, "B": 1}, "cards": {"A": ["As"], "B": ["As"]}},
    {"removed": 25, "race_to": 100, "odd_chips": {"A": 2}, "cards": {"A": ["As"]}},
    {"removed": 25, "race_to": 100, "odd_chips": {"A": 1}, "cards": {"A": ["Zz"]}},
    {"removed": 25, "race_to": 100, "odd_chips": {"A": 0}, "other_chips": {"A": 0}},
    {"removed": 25, "race_to": 100, "odd_chips": {"A": 1}, "chips_awarded": 2},
])
def test_chip_race_rejects_impossible_figures(bad: dict[str, object]) -> None:
    with pytest.raises(InvalidInput):
        read_input("chip_race", bad)
    with pytest.raises(InputError):
        ChipRaceInput.read(bad)


# --- button and blinds ------------------------------------------------------------------------------


@st.composite
def tables(draw: st.DrawFn) -> NextHandInput:
    size = draw(st.integers(3, 10))
    seats = sorted(draw(st.sets(st.integers(1, size), min_size=3, max_size=size)))
    bb_i = draw(st.integers(0, len(seats) - 1))
    bb = seats[bb_i]
    sb = seats[bb_i - 1]
    button = seats[bb_i - 2]
    out = draw(st.sets(st.sampled_from(seats), max_size=len(seats) - 1))
    empty = [s for s in range(1, size + 1) if s not in set(seats) - out]
    newcomers = draw(st.sets(st.sampled_from(empty), max_size=len(empty))) if empty else set()
    assume(len((set(seats) - out) | newcomers) >= 2)
    return NextHandInput(seats=seats, button=button, small_blind=sb, big_blind=bb, eliminated=sorted(out),
                         newcomers=sorted(newcomers), table_size=size)


@settings(max_examples=400)
@given(tables(), st.sampled_from(RULESETS))
def test_next_hand_blinds_are_live_players_and_nobody_pays_the_big_blind_twice(inp: NextHandInput, rid: str) -> None:
    r = next_hand(inp, ruleset(rid))
    if r.field_status("big_blind") == "silent":  # edge cases the rules do not cover (3-handed with newcomers or
        # a repeating dealer)
        assert inp.newcomers or ruleset(rid)["dead_button"].value == "big_blind_advances_dealer_repeats"
        return
    if r.fields.get("dealer") == "silent":  # the clubs' new dealer and previous one both gone (8-14, 9.14)
        present = (set(inp.seats) - set(inp.eliminated)) | set(inp.newcomers)
        assert inp.small_blind not in present and inp.button not in present and r.value["button"] is None
        return
    # ruled, or partial: heads-up, who gets the first card is not said everywhere (heads_up_first_card)
    assert r.field_status("big_blind") == "ruled" and set(r.fields) <= {"first_card"} | set(r.value)
    v = r.value
    present = (set(inp.seats) - set(inp.eliminated)) | set(inp.newcomers)
    playing = present - set(v["waiting"])
    assert v["big_blind"] in playing
    assert v["big_blind"] != inp.big_blind or inp.big_blind in inp.newcomers
    assert v["small_blind"] is None or (v["small_blind"] in playing and v["small_blind"] != v["big_blind"])
    assert set(v["waiting"]) <= set(inp.newcomers)
    if v["heads_up"]:
        assert len(playing) == 2 and v["button"] == v["small_blind"]
    else:
        assert v["button_dead"] == (v["button"] not in present)
        assert v["button"] != v["big_blind"]


def test_going_heads_up_keeps_the_button_when_the_big_blind_must_move() -> None:
    # club-tournois 8-17: "même si cela fait rester le bouton deux fois sur le même joueur"
    inp = NextHandInput(seats=[1, 2, 3, 4], button=1, small_blind=2, big_blind=3, eliminated=[2, 4])
    for rid in RULESETS:
        v = next_hand(inp, ruleset(rid)).value
        assert (v["button"], v["big_blind"]) == (3, 1)


def test_dead_button_differs_between_ropta_and_the_clubs() -> None:
    inp = NextHandInput(seats=[1, 2, 3, 4, 5], button=1, small_blind=2, big_blind=3, eliminated=[3])
    assert next_hand(inp, ruleset("ropta-2023")).value["button"] == 2  # ROPTA 4.3
    # club-nlhe 9.13: no small blind, « le donneur donne deux fois » (our reading: the new dealer, who deals the
    # next hand too by 9.14); ROPTA 4.3 gives the button to the previous small blind as well, with no small blind
    assert next_hand(inp, ruleset("club-nlhe")).value["small_blind"] is None
    later = NextHandInput(seats=[1, 2, 4, 5], button=2, small_blind=3, big_blind=4)
    assert next_hand(later, ruleset("club-nlhe")).value["button"] == 2  # 9.14: « l'ancien redonne »
    assert next_hand(later, ruleset("ropta-2023")).value["button"] == 3  # ROPTA 4.3: the button moves on, dead


def test_tda_newcomer_between_button_and_small_blind_waits() -> None:
    inp = NextHandInput(seats=[1, 2, 4, 5, 6], button=1, small_blind=2, big_blind=4, newcomers=[3])
    assert next_hand(inp, ruleset("tda-2019")).value["waiting"] == [3]
    assert next_hand(inp, ruleset("tda-2019")).value["small_blind"] == 4


@pytest.mark.parametrize("bad", [
    {"seats": [1, 2, 3], "button": 1, "small_blind": 2, "big_blind": 4},  # big blind's seat empty
    {"seats": [1, 2, 3], "button": 1, "small_blind": 2, "big_blind": 3, "newcomers": [2]},  # seat taken
    {"seats": [1, 2, 3], "button": 1, "small_blind": 2, "big_blind": 3, "eliminated": [1, 2]},  # one left
    {"seats": [1, 2, 11], "button": 1, "small_blind": 2, "big_blind": 11},  # beyond table_size
])
def test_next_hand_rejects_impossible_tables(bad: dict[str, object]) -> None:
    with pytest.raises(InvalidInput):
        read_input("next_hand", bad)
    with pytest.raises(InputError):
        NextHandInput.read(bad)


# --- big-blind ante ---------------------------------------------------------------------------------


@given(st.integers(1, 3000), st.dictionaries(st.sampled_from(["SB", "BU", "CO"]), st.integers(0, 5000)),
       st.data())
def test_big_blind_ante_keeps_every_chip(stack: int, bets: dict[str, int], data: st.DataObject) -> None:
    assume(stack < 2000)
    folded = sorted(data.draw(st.sets(st.sampled_from(sorted(bets)))) if bets else set())
    # nobody folds the largest bet of the hand (refused as impossible: see test_chip_accounting.py)
    assume(all(bets[w] <= max([1000, *(v for k, v in bets.items() if k not in folded)]) for w in folded))
    inp = BigBlindAnteInput(big_blind=1000, ante=1000, stack=stack, bets=bets, folded=folded)
    v = big_blind_ante(inp, ruleset("ropta-2023")).value
    assert v["ante_posted"] + v["blind_posted"] == stack
    assert v["ante_posted"] == min(stack, 1000)  # the ante first (ROPTA 4.2)
    total = stack + sum(bets.values())
    assert v["main_pot"] + sum(v["side_pots"]) + sum(v["returned"].values()) == total


def test_big_blind_ante_is_silent_without_such_a_format() -> None:
    inp = BigBlindAnteInput(big_blind=1000, ante=1000, stack=1400)
    assert big_blind_ante(inp, ruleset("club-nlhe")).status == "silent"
    assert big_blind_ante(inp, ruleset("tda-2019")).value["blind_posted"] == 400


def test_big_blind_ante_rejects_a_big_blind_who_is_not_short() -> None:
    with pytest.raises(ValueError, match="not a short big blind"):
        BigBlindAnteInput(big_blind=1000, ante=1000, stack=2000)


# --- substantial action, time, showdown, misdeal ------------------------------------------------------


@pytest.mark.parametrize(("actions", "expected"), [
    (["check", "check", "check"], {"tda-2019": True, "ropta-2023": False, "club-nlhe": False}),
    (["fold", "call"], {"tda-2019": True, "ropta-2023": True, "club-nlhe": False}),
    (["fold", "check", "fold", "fold"], {"tda-2019": True, "ropta-2023": True, "club-nlhe": False}),
    (["call", "raise"], {"tda-2019": True, "ropta-2023": True, "club-nlhe": True}),
    (["check"], {"tda-2019": False, "ropta-2023": False, "club-nlhe": False}),
    # tda-2019's check and fold are the floor's: 36-A contradicts itself (test_rulings_as_read)
    (["check", "fold"], {"ropta-2023": False, "club-nlhe": False}),
])
def test_substantial_action_by_rulebook(actions: list[str], expected: dict[str, bool]) -> None:
    for rid, value in expected.items():
        assert substantial_action(SubstantialInput(actions=actions), ruleset(rid)).value["substantial"] is value, rid
    assert substantial_action(SubstantialInput(actions=actions), ruleset("tda-2010")).status == "silent"


@given(st.lists(st.sampled_from(["check", "fold", "call", "bet", "raise", "all_in"]), max_size=8))
def test_substantial_action_only_grows_with_more_actions(actions: list[str]) -> None:
    for rid in ("tda-2019", "ropta-2023", "club-nlhe"):
        rules = ruleset(rid)
        before = substantial_action(SubstantialInput(actions=actions), rules).value.get("substantial")
        after = substantial_action(SubstantialInput(actions=[*actions, "fold"]), rules).value.get("substantial")
        assert after is not False or not before  # None: left to the floor (tda-2019's check and fold)


def test_time_runs() -> None:
    run = SITUATIONS["call_time"].run
    model = SITUATIONS["call_time"].input_type
    assert run(model(facing_bet=True, acted_at=10), ruleset("tda-2010")).value["result"] == "action_stands"
    at_end = run(model(facing_bet=True, acted_at=70), ruleset("tda-2010"))
    assert at_end.status == "partial" and at_end.field_status("result") == "silent"
    assert at_end.value["seconds"] == 70
    assert run(model(facing_bet=True, acted_at=31), ruleset("tda-2019")).value["result"] == "dead"


def test_see_hand_rejects_impossible_combinations() -> None:
    with pytest.raises(ValueError, match="without a river bet"):
        SeeHandInput(river_bet=False, requester_called=True, requester_has_cards=True, target_is_last_aggressor=False)


@pytest.mark.parametrize("name", PROCEDURE_SITUATIONS)
def test_every_procedure_situation_answers_every_ruleset(name: str) -> None:
    examples = {
        "call_time": {"facing_bet": True},
        "substantial_action": {"actions": ["call", "fold"]},
        "chip_race": {"removed": 25, "race_to": 100, "odd_chips": {"A": 2, "B": 1}},
        "found_chips_after_race": {"value": 125, "smallest_remaining": 100},
        "lost_chips_found": {"owner_known": False},
        "next_hand": {"seats": [1, 2, 3, 4], "button": 1, "small_blind": 2, "big_blind": 3, "eliminated": [2]},
        "heads_up_antes": {"ante_format": "big_blind"},
        "big_blind_ante": {"big_blind": 200, "ante": 200, "stack": 300, "bets": {"SB": 100}},
        "balance_tables": {"tables": {"A": 9, "B": 6}},
        "final_table_size": {"seats_per_table": 9},
        "penalty_hands": {"players_at_table": 9, "rounds": 1},
        "repeated_fault": {"offence": 2},
        "showdown_order": {"players": ["A", "B"], "last_aggressor": "B", "aggression": "bet"},
        "see_hand": {"river_bet": True, "requester_called": True, "requester_has_cards": True,
                     "target_is_last_aggressor": True},
        "open_hands": {"all_in": 1, "with_chips": 1, "betting_over": True},
        "show_cards": {"called": True},
        "cards_speak": {},
        "mucked_hand": {"tabled": True, "clearly_winning": True, "dealer_mucked": True},
        "pot_dispute": {"dispute": "pot", "moment": "deal"},
        "misdeal": {"event": "first_or_second_card_exposed"},
        "seated_at_deal": {"arrived": "during_deal"},
        "late_arrival": {"entry_paid": False, "level": 2},
        "new_level": {"clock_ends": "during_shuffle"},
        "simultaneous_eliminations": {"players_left": 10, "paid_places": 9,
                                      "busted": [{"player": "A", "stack": 10}, {"player": "B", "stack": 20}]},
        "hand_for_hand_clock": {"level_minutes": 20},
    }
    situation = SITUATIONS[name]
    inp = read_input(situation, examples[name])
    for rid in RULESETS:
        r = situation.run(inp, ruleset(rid))
        assert r.status in ("ruled", "partial", "silent", "discretion")
        assert r.articles or r.status == "silent", f"{name} [{rid}] cites nothing"
