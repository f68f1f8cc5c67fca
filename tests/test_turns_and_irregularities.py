"""Acting in turn (who acts first, an action out of turn, the skipped player), errors found during a
hand (a bet of the wrong amount, the deck, the board), the misdeal of a player left out of the deal,
the chip race's first seat, and partial answers (each output with its own status).
Also: every scenario's quote is the source's wording."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from hypothesis import given, reject, settings
from hypothesis import strategies as st

from floorbook.corpus.fidelity import flat
from floorbook.corpus.inputs import InvalidInput, read_input
from floorbook.corpus.loader import load_base
from floorbook.corpus.parameters import load_rulesets, ruleset
from floorbook.corpus.scenarios import load_all
from floorbook.engine import SITUATIONS, irregularities, turns
from floorbook.engine.chip_race import ChipRaceInput, chip_race
from floorbook.engine.deal import MisdealInput, misdeal
from floorbook.engine.irregularities import ROUNDS, BetErrorInput, DeckErrorInput, bet_error, deck_error
from floorbook.engine.outcomes import VERDICTS, Ruling, partial, ruled, weakest
from floorbook.engine.registry import InputError
from floorbook.engine.turns import (
    CHANGES_ACTION,
    FirstToActInput,
    OutOfTurnInput,
    SkippedPlayerInput,
    first_to_act,
    out_of_turn,
    skipped_player,
)

REPO = Path(__file__).resolve().parent.parent
RULESETS = sorted(load_rulesets())
ACTIONS = ["check", "call", "bet", "raise", "all_in", "fold"]
NEW_SITUATIONS = [n for n, s in SITUATIONS.items() if s.run.__module__ in (turns.__name__, irregularities.__name__)]


# --- partial answers -------------------------------------------------------------------------------------------


def test_a_partly_ruled_answer_says_partial_and_each_fields_status() -> None:
    r = partial(("tda-2019/43",), {"to_call": "silent"}, to_call=None, min_raise_to=200)
    assert r.status == "partial" and r.field_status("min_raise_to") == "ruled" and r.field_status("to_call") == "silent"
    assert r.as_dict()["fields"] == {"to_call": "silent", "min_raise_to": "ruled"}
    assert partial((), {"a": "discretion"}, a=None, b=1).status == "partial"
    assert partial((), {"a": "discretion", "b": "silent"}, a=None, b=None).status == "partial"
    assert weakest(["ruled", "ruled"]) == "ruled" and weakest(["discretion", "silent"]) == "silent"


def test_a_ruling_with_one_status_for_every_field_is_plain() -> None:
    """Backward compatible: no ``fields`` when the answer is not partial, and a silent one holds no empty field."""
    assert "fields" not in partial(("x",), {}, a=1, b=2).as_dict()
    assert partial((), {"a": "silent", "b": "silent"}, a=None, b=None).as_dict() == {"status": "silent"}
    assert "fields" not in ruled(("x",), a=1).as_dict()


def test_an_inconsistent_partial_ruling_is_refused() -> None:
    with pytest.raises(ValueError, match="partial ruling"):
        Ruling("ruled", {"a": None}, (), "", {"a": "silent", "b": "ruled"})
    with pytest.raises(ValueError, match="partial ruling"):
        Ruling("partial", {"a": None}, (), "")
    with pytest.raises(ValueError, match="partial ruling"):
        Ruling("partial", {"a": None}, (), "", {"a": "silent", "b": "silent"})


def test_every_field_status_the_engine_gives_is_a_status_of_a_declared_output() -> None:
    from tests.conftest import scenario_outcomes

    for sc, situation, rid, outcome in scenario_outcomes():
        fields = outcome.get("fields", {})
        assert set(fields) <= situation.outputs, (sc.id, rid, fields)
        assert set(fields.values()) <= {"ruled", "silent", "discretion"}
        if fields:
            assert outcome["status"] == "partial" and len(set(fields.values())) > 1
        else:
            assert outcome["status"] in ("ruled", "silent", "discretion")


def _check(tmp: Path, text: str) -> subprocess.CompletedProcess[str]:
    (tmp / "s.yaml").write_text(textwrap.dedent(text), encoding="utf-8")
    return subprocess.run([sys.executable, "-m", "floorbook", "check", "s.yaml"], cwd=tmp, env=dict(os.environ),
                          capture_output=True, text=True, timeout=120)


SHORT_BB = """\
    scenarios:
      - id: short-bb
        articles: [tda-2019/43]
        ruleset: tda-2019
        situation: betting_round
        input:
          {big_blind: 100, street: preflop, posted: {SB: 50, BB: 30}, actions: [{player: UTG, kind: fold}], ask: CO}
        expect: {status: silent, min_raise_to: 200, fields: {to_call: silent, min_raise_to: ruled}}
    """


def test_a_scenario_expects_the_status_of_each_field(tmp_path: Path) -> None:
    result = _check(tmp_path, SHORT_BB)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "fields={'to_call': 'silent', 'min_raise_to': 'ruled'}" in result.stdout
    wrong = _check(tmp_path, SHORT_BB.replace("to_call: silent, min_raise_to: ruled", "to_call: ruled"))
    assert wrong.returncode == 1 and "(source: {'to_call': 'ruled'})" in wrong.stdout


@pytest.mark.parametrize(("replace", "message"), [
    ("to_call: silent, min_raise_to: ruled", "betting_round has no output 'to_cal'"),
    ("to_call: silent, min_raise_to: ruled", "'unknown' is not a status; allowed: ruled, silent, discretion"),
])
def test_a_field_status_for_an_unknown_output_or_an_unknown_status_is_malformed(
        tmp_path: Path, replace: str, message: str) -> None:
    new = "to_cal: silent" if "to_cal'" in message else "to_call: unknown"
    result = _check(tmp_path, SHORT_BB.replace(replace, new))
    assert result.returncode == 1
    assert message in result.stdout + result.stderr


def test_quotes_go_with_expect_by_ruleset_and_its_rulesets(tmp_path: Path) -> None:
    text = """\
        scenarios:
          - id: q
            articles: [club-nlhe/4.19]
            situation: misdeal
            input: {event: player_missed}
            expect_by_ruleset:
              club-nlhe: {misdeal: true}
            quotes:
              club-nlhe: Nombre incorrect de cartes
              ropta-2023: Un joueur a été oublié par le donneur
        """
    result = _check(tmp_path, text)
    assert result.returncode == 1 and "`quotes` for rulesets that are not expected: ropta-2023" in result.stderr
    alone = text.replace("      ropta-2023: Un joueur a été oublié par le donneur\n", "")
    assert _check(tmp_path, alone).returncode == 0


def test_every_quote_is_the_sources_wording() -> None:
    """Faithfulness: a scenario's ``quote`` and each of its ``quotes`` are found, once normalised (typography,
    white space), in the French text of the articles the scenario names; ``…`` joins pieces."""
    base = load_base()

    def french(aids: list[str]) -> str:
        out = []
        for aid in aids:
            a = base.articles[aid]
            out += [a.title.fr if a.title else "", a.text.fr]
            out += [entry.heading.fr for entry in a.addendum]
            out += [item.text.fr for entry in a.addendum for item in entry.items]
            out += [v.text.fr for v in a.variants]
        return flat("\n".join(out))

    missing = []
    for _, sc in load_all():
        for quote in [sc.quote, *(sc.quotes or {}).values()]:
            if quote and not all(flat(piece) in french(sc.articles)
                                 for piece in re.split(r"\s*(?:…|\.\.\.)\s*", quote) if piece.strip()):
                missing.append((sc.id, quote[:80]))
    assert missing == []


# --- who acts first ---------------------------------------------------------------------------------------------


@st.composite
def tables(draw: st.DrawFn) -> FirstToActInput:
    size = draw(st.integers(2, 10))
    players = sorted(draw(st.sets(st.integers(1, size), min_size=2, max_size=size)))
    heads_up = len(players) == 2
    button = draw(st.sampled_from(players) if heads_up else st.integers(1, size))
    out = draw(st.sets(st.sampled_from(players), max_size=len(players) - 2))  # two left who can act
    return FirstToActInput(street=draw(st.sampled_from(["preflop", "postflop"])), players=players, button=button,
                           out=sorted(out), table_size=size)


@settings(max_examples=150, deadline=None)
@given(inp=tables(), rid=st.sampled_from(RULESETS))
def test_the_first_to_act_is_a_player_who_can_act(inp: FirstToActInput, rid: str) -> None:
    r = first_to_act(inp, ruleset(rid))
    assert r.status in ("ruled", "silent")
    if r.status == "ruled":
        assert r.value["first"] in inp.players and r.value["first"] not in inp.out
        assert r.articles


def test_heads_up_the_button_acts_first_before_the_flop_and_last_after_it() -> None:
    before = FirstToActInput(street="preflop", players=[3, 7], button=7)
    after = FirstToActInput(street="postflop", players=[3, 7], button=7)
    for rid in ("tda-2019", "fivebet", "ropta-2023"):
        assert first_to_act(before, ruleset(rid)).value == {"first": 7}
        assert first_to_act(after, ruleset(rid)).value == {"first": 3}
    assert first_to_act(after, ruleset("club-nlhe")).status == "silent"  # 9.16: before the flop only


@pytest.mark.parametrize("bad", [
    {"street": "preflop", "players": [1, 2], "button": 5},
    {"street": "preflop", "players": [1, 2, 3], "button": 1, "big_blind": 4},
    {"street": "postflop", "players": [1, 2, 3], "button": 1, "out": [1, 2, 3]},
    {"street": "postflop", "players": [1, 12], "button": 1},
])
def test_first_to_act_refuses_impossible_tables(bad: dict[str, object]) -> None:
    with pytest.raises(InvalidInput):
        read_input("first_to_act", bad)


# --- an action out of turn, the skipped player ------------------------------------------------------------------


@settings(max_examples=200, deadline=None)
@given(action=st.sampled_from(ACTIONS), skipped=st.lists(st.sampled_from(ACTIONS), min_size=1, max_size=4),
       had_bet=st.booleans(), rid=st.sampled_from(RULESETS))
def test_an_out_of_turn_action_binds_unless_the_action_changed(action: str, skipped: list[str], had_bet: bool,
                                                               rid: str) -> None:
    try:
        inp = OutOfTurnInput(action=action, skipped=skipped, had_bet=had_bet)
    except InputError:  # a check facing a bet, a call with nothing bet: refused (test_rulings_as_read)
        return
    r = out_of_turn(inp, ruleset(rid))
    if r.field_status("binds") != "ruled":
        return
    changed = any(a in CHANGES_ACTION for a in skipped)
    fold_binds = action == "fold" and ruleset(rid)["out_of_turn_fold"].value == "binds"
    assert r.value["binds"] == (fold_binds or not changed)
    if r.value["binds"]:
        assert r.value["options"] == [action] and r.value["chips_returned"] is False
    elif r.field_status("options") == "ruled":  # every option, or a raise only after one's own bet (club-nlhe)
        may_raise = ruleset(rid)["out_of_turn_options"].value == "all" or had_bet
        assert r.value["options"] == (["fold", "call", "raise"] if may_raise else ["fold", "call"])


@settings(max_examples=200, deadline=None)
@given(after=st.lists(st.sampled_from(ACTIONS), min_size=1, max_size=5), facing=st.booleans(),
       rid=st.sampled_from(RULESETS))
def test_a_skipped_player_keeps_every_option_until_the_threshold(after: list[str], facing: bool, rid: str) -> None:
    try:
        inp = SkippedPlayerInput(acted_after=after, facing_bet=facing)
    except InputError:  # a check facing a bet, a call of nothing: refused, not ruled
        reject()
    r = skipped_player(inp, ruleset(rid))
    assert r.status in VERDICTS
    if r.status == "ruled" and r.value["out_of_turn_binds"] is None:  # before the threshold: the turn comes back
        # (ropta-2023/9.22: no fold when no bet is due, the one option a rulebook takes away)
        normal = [o for o in turns.normal_options(facing) if facing or rid != "ropta-2023" or o != "fold"]
        assert r.value["options"] == normal and r.value["hand_dead"] is False
    if r.status == "ruled" and r.value["hand_dead"]:
        assert r.value["options"] == []


def test_the_skipped_player_after_a_call_and_a_fold_differs_by_rulebook() -> None:
    inp = SkippedPlayerInput(acted_after=["call", "fold"], facing_bet=True)
    tda = skipped_player(inp, ruleset("tda-2019"))  # tda-2019/53 item B: the TD decides, the out-of-turn action binds
    assert tda.status == "partial" and tda.fields["options"] == "discretion"
    assert skipped_player(inp, ruleset("ropta-2023")).value["options"] == ["fold", "call"]  # 9.3
    assert skipped_player(inp, ruleset("club-nlhe")).value["out_of_turn_binds"] is None  # 10.15: three actions
    assert skipped_player(inp, ruleset("club-tournois")).status == "silent"


# --- errors found during a hand ---------------------------------------------------------------------------------


@settings(max_examples=200, deadline=None)
@given(game=st.sampled_from(["no_limit", "pot_limit"]), bet=st.integers(1, 20000), correct=st.integers(1, 20000),
       substantial=st.booleans(), over=st.booleans(), rid=st.sampled_from(RULESETS))
def test_a_bet_error_ends_at_the_bet_or_the_correct_amount_and_keeps_every_chip(
        game: str, bet: int, correct: int, substantial: bool, over: bool, rid: str) -> None:
    if bet == correct or (game == "no_limit" and bet > correct):  # no error (no-limit bets have no cap): refused
        return
    r = bet_error(BetErrorInput(game=game, bet=bet, correct=correct, substantial_action=substantial,
                                round_over=over), ruleset(rid))
    if r.field_status("to") != "ruled":
        return
    assert r.value["to"] == (correct if r.value["corrected"] else bet)
    assert bet + r.value["completed"] - r.value["returned"] == r.value["to"]
    if over:  # once the round is over, nothing is corrected (TDA 2019 r52, club-tournois 9-9, club-nlhe 10.12)
        assert r.value["corrected"] is False


@pytest.mark.parametrize("error", ["irregular_deck", "two_decks", "board_error"])
@pytest.mark.parametrize("street", ["flop", "turn", "river"])
@pytest.mark.parametrize("rid", RULESETS)
def test_the_bets_kept_after_a_deck_error_are_rounds_already_played(error: str, street: str, rid: str) -> None:
    # each flag belongs to one error (a flag of another error is refused)
    for flags in ({}, *({"recoverable": True},) * (error == "two_decks"),
                  *({"after_folds": True},) * (error == "irregular_deck")):
        r = deck_error(DeckErrorInput(error=error, street=street, **flags), ruleset(rid))
        assert r.status in ("ruled", "silent")
        if r.status == "ruled":
            kept = r.value["bets_kept"]
            assert kept == list(ROUNDS[: len(kept)]) and len(kept) <= ROUNDS.index(street) + 1
            assert (kept == []) == (r.value["outcome"] == "replayed")


def test_a_board_error_is_never_before_the_flop() -> None:
    with pytest.raises(InvalidInput, match="flop, turn or river"):
        read_input("deck_error", {"error": "board_error", "street": "preflop"})
    with pytest.raises(InvalidInput, match="no error"):
        read_input("bet_error", {"bet": 100, "correct": 100})


@pytest.mark.parametrize("name", NEW_SITUATIONS)
def test_every_new_situation_answers_every_ruleset_citing_its_articles(name: str) -> None:
    examples = {
        "first_to_act": {"street": "postflop", "players": [1, 2, 3], "button": 1},
        "out_of_turn": {"action": "raise", "skipped": ["call"]},
        "skipped_player": {"acted_after": ["call", "fold", "fold"], "facing_bet": True},
        "bet_error": {"bet": 1000, "correct": 1200},
        "deck_error": {"error": "irregular_deck", "street": "turn"},
        "hand_fouled": {"identifiable": False},
    }
    inp = read_input(name, examples[name])
    for rid in RULESETS:
        r = SITUATIONS[name].run(inp, ruleset(rid))
        assert r.status in VERDICTS
        assert r.articles or r.status == "silent", f"{name} [{rid}] cites nothing"


# --- the misdeal of a player left out; the chip race's first seat -----------------------------------------------


@pytest.mark.parametrize("rid", RULESETS)
def test_a_player_left_out_is_a_misdeal_wherever_a_wrong_number_of_cards_is(rid: str) -> None:
    missed = misdeal(MisdealInput(event="player_missed"), ruleset(rid))
    wrong = misdeal(MisdealInput(event="wrong_number_of_cards"), ruleset(rid))
    if wrong.value.get("misdeal"):
        assert missed.value.get("misdeal") is True
    assert misdeal(MisdealInput(event="player_missed"), ruleset("club-tournois")).value == {"misdeal": True}
    assert misdeal(MisdealInput(event="player_missed"), ruleset("club-nlhe")).value == {"misdeal": True}


@settings(max_examples=100, deadline=None)
@given(data=st.data(), rid=st.sampled_from(RULESETS))
def test_the_chip_race_deals_each_player_with_odd_chips_once_clockwise(data: st.DataObject, rid: str) -> None:
    seats = data.draw(st.lists(st.integers(1, 10), min_size=2, max_size=10, unique=True))
    names = [f"P{s}" for s in seats]
    odd = {n: data.draw(st.integers(0, 3)) for n in names}
    if not any(odd.values()):
        odd[names[0]] = 1
    dealer = data.draw(st.sampled_from(seats))
    inp = ChipRaceInput(removed=25, race_to=100, odd_chips=odd, seats=dict(zip(names, seats, strict=True)),
                        dealer=dealer, chips_awarded=1)
    r = chip_race(inp, ruleset(rid))
    order, start = r.value["deal_order"], r.value["deal_from_seat"]
    if r.value["deal_from"] == "no_race":  # no chip to win, or one for each: nothing dealt for
        assert order is None and start is None and r.value["winners"] in ([], [n for n, k in odd.items() if k])
        return
    assert sorted(order) == sorted(n for n, k in odd.items() if k)
    distances = [(inp.seats[n] - start) % 10 for n in order]
    assert distances == sorted(distances)
