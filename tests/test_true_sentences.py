"""Ruling sentences that say what the outcome means to the player at the table: what he must add
rather than the level, a bet rather than a raise when nothing was bet, a binding action as an obligation,
nothing the outcome does not hold (chips returned that were never put in, a dead button's ante with a live
button, a moved button that stays), no two sentences that contradict, the call a discretion holds, and the
verdict header from the same word as the JSON."""

from __future__ import annotations

import json
from functools import cache

import pytest

from floorbook.cli import main
from floorbook.rulings.ask import ask


@cache
def rulesets():
    from floorbook.corpus.parameters import load_rulesets

    return load_rulesets()


def said(situation: str, data: dict, ruleset: str, lang: str) -> dict:
    (result,) = ask(situation, data, rulesets(), lang, [ruleset])
    return result


LIMPED = {"big_blind": 100, "street": "preflop", "posted": {"SB": 50, "BB": 100},
          "actions": [{"player": "UTG", "kind": "call", "to": 100}, {"player": "SB", "kind": "call", "to": 100}],
          "ask": "BB"}


@pytest.mark.parametrize("ruleset", ["tda-2010", "tda-2019", "ropta-2023", "club-nlhe"])
def test_the_big_blind_after_limps_owes_nothing(ruleset):
    r = said("betting_round", LIMPED, ruleset, "en")
    assert r["outcome"]["to_call"] == 100
    assert "must call" not in r["sentence"] and "nothing to add" in r["sentence"], r["sentence"]
    assert "rien à ajouter" in said("betting_round", LIMPED, ruleset, "fr")["sentence"]


def test_a_player_facing_a_raise_adds_the_difference():
    data = {"big_blind": 100, "street": "postflop", "ask": "A",
            "actions": [{"player": "A", "kind": "bet", "to": 200}, {"player": "B", "kind": "all_in", "to": 290}]}
    en = said("betting_round", data, "tda-2019", "en")
    assert en["outcome"]["to_call"] == 290
    assert "To call 290, he must put in 90 more." in en["sentence"], en["sentence"]
    assert "il doit ajouter 90" in said("betting_round", data, "tda-2019", "fr")["sentence"]


def test_with_no_bet_he_may_bet_not_raise():
    data = {"big_blind": 100, "street": "postflop", "ask": "C",
            "actions": [{"player": "A", "kind": "check"}, {"player": "B", "kind": "check"}]}
    fr = said("betting_round", data, "tda-2019", "fr")["sentence"]
    assert "Il peut miser." in fr and "relancer" not in fr, fr
    assert "He may bet." in said("betting_round", data, "tda-2019", "en")["sentence"]


def test_new_level_by_mistake_does_not_contradict_itself():
    data = {"clock_ends": "after_pot_awarded", "old_level_by_mistake": True, "substantial_action": True}
    r = said("new_level", data, "tda-2019", "fr")
    assert r["outcome"] == {"applies_to": "this_hand", "continues_on_old_level": True}
    assert "s’appliquent à ce coup" not in r["sentence"], r["sentence"]
    assert "auraient dû s’appliquer à ce coup" in r["sentence"] and "ancien niveau" in r["sentence"]


def test_a_binding_action_out_of_turn_is_an_obligation_and_a_check_returns_no_chips():
    r = said("out_of_turn", {"action": "check", "skipped": ["check"]}, "tda-2019", "fr")
    assert r["outcome"]["binds"] is True
    assert "il doit checker" in r["sentence"] and "il peut" not in r["sentence"], r["sentence"]
    assert "jetons" not in r["sentence"], r["sentence"]
    r = said("out_of_turn", {"action": "raise", "skipped": ["check"]}, "tda-2019", "en")
    assert "he must raise" in r["sentence"], r["sentence"]


def test_showdown_order_from_the_button_says_no_more_than_the_text():
    r = said("showdown_order", {"players": ["A", "B", "C"]}, "fivebet", "en")
    assert r["outcome"]["order_from"] == "button"
    # who shows first, the player left of the button, is said only as our reading (fivebet/17 does not say it)
    assert "left" not in r["sentence"].split("(Our reading")[0], r["sentence"]
    fr = said("showdown_order", {"players": ["A", "B", "C"]}, "fivebet", "fr")["sentence"]
    assert "gauche" not in fr.split("(Notre lecture")[0]


@pytest.mark.parametrize("ruleset", ["club-tournois", "club-nlhe"])
def test_next_hand_a_button_that_stays_and_no_dead_button_ante_when_it_is_live(ruleset):
    data = {"seats": [1, 2, 3, 4, 5], "button": 1, "small_blind": 2, "big_blind": 3, "eliminated": [2],
            "ante_format": "button"}
    r = said("next_hand", data, ruleset, "fr")
    assert r["outcome"]["button"] == 1 and r["outcome"]["button_dead"] is False
    assert "Le bouton reste au siège 1" in r["sentence"] and "va au siège 1" not in r["sentence"], r["sentence"]
    assert "mort" not in r["sentence"], r["sentence"]


def test_big_blind_ante_says_what_calling_costs_not_what_the_others_must_call():
    data = {"big_blind": 1000, "ante": 1000, "stack": 1500, "bets": {"SB": 3000, "CO": 3000}}
    r = said("big_blind_ante", data, "ropta-2023", "fr")
    assert r["outcome"]["to_call"] == 1000
    assert "doivent suivre à" not in r["sentence"], r["sentence"]
    assert "grosse blinde entière" in r["sentence"]


def test_split_pot_the_odd_chip_is_counted_once():
    r = said("split_pot", {"amount": 1025, "winners": ["X", "Y"], "unit": 25}, "tda-2019", "fr")
    assert r["outcome"] == {"shares": {"X": 525, "Y": 500}, "odd_chips": 1}
    assert "à attribuer" not in r["sentence"], r["sentence"]
    assert "compté dans la part de X" in r["sentence"], r["sentence"]


def test_a_discretion_says_the_call_it_holds():
    data = {"big_blind": 1000, "street": "postflop", "current_bet": 50000, "chips": [1000]}
    r = said("chip_push", data, "tda-2019", "en")
    assert r["verdict"] == "discretion" and r["outcome"]["to"] == 50000
    assert "50,000" in r["sentence"] and "49,000" in r["sentence"], r["sentence"]
    assert "50\u202f000" in said("chip_push", data, "tda-2019", "fr")["sentence"]


def test_the_verdict_header_is_the_json_verdict(capsys):
    args = ["betting_round", "big_blind=100", "street=preflop", "posted=BB:30",
            'actions=[{"player":"UTG","kind":"call"}]', "ask=SB", "--ruleset", "tda-2019"]
    assert main(["ask", *args, "--json"]) == 0
    (result,) = json.loads(capsys.readouterr().out)["results"]
    assert result["verdict"] == "partial", result
    assert main(["ask", *args, "--lang", "fr"]) == 0
    out = capsys.readouterr().out
    assert "tranché en partie" in out, out


# --- impossible hands refused at the engine's edge, with located messages ------------------------------------

IMPOSSIBLE = [
    ("split_pot", {"amount": 100, "winners": ["A", "A"]}, "winners"),
    ("betting_round", {"big_blind": 100, "ask": "A", "actions": [{"player": "A", "kind": "fold"}]}, "ask"),
    ("betting_round", {"big_blind": 100, "ask": "B", "actions": [{"player": "A", "kind": "fold"},
                                                                 {"player": "A", "kind": "check"}]}, "actions[1]"),
    ("betting_round", {"big_blind": 100, "ask": "B", "actions": [{"player": "A", "kind": "bet", "to": 200},
                                                                 {"player": "B", "kind": "call", "to": 100}]},
     "actions[1].to"),
    ("betting_round", {"big_blind": 100, "ask": "B", "actions": [{"player": "A", "kind": "check", "to": 100}]},
     "actions[0].to"),
    ("string_bet", {"big_blind": 100, "current_bet": 400, "movements": [200, 300], "announced_total": 300},
     "announced_total"),
    ("balance_tables", {"tables": {"1": 0, "2": 9}}, "tables.1"),
    ("split_pot", {"amount": 10**31, "winners": ["A", "B"]}, "amount"),
    ("split_pot", {"amount": 100, "winners": ["A\x07", "B"]}, "winners[0]"),
    ("split_pot", {"amount": 100, "winners": ["<script>", "B"]}, "winners[0]"),
    ("pots", {"contributions": {"<b>A</b>": 100, "B": 100}}, "contributions.<b>A</b>"),
    # a button or dealer seat not among the seats
    ("next_hand", {"seats": [1, 2, 3, 4], "button": 12, "small_blind": 2, "big_blind": 3}, "button"),
    ("next_hand", {"seats": [1, 2], "button": 5, "small_blind": 1, "big_blind": 2}, "button"),
    ("next_hand", {"seats": [1, 2, 4], "button": 5, "small_blind": 1, "big_blind": 3}, "big_blind"),
    ("next_hand", {"seats": [1, 2, 11], "button": 1, "small_blind": 2, "big_blind": 11}, "seats[2]"),
    ("first_to_act", {"street": "preflop", "players": [1, 2], "button": 5}, "button"),
    ("first_to_act", {"street": "preflop", "players": [1, 2, 3], "button": 11}, "button"),
    ("first_to_act", {"street": "preflop", "players": [1, 2, 3], "button": 1, "big_blind": 5}, "big_blind"),
    ("chip_race", {"removed": 25, "race_to": 100, "odd_chips": {"A": 1, "B": 2}, "seats": {"A": 3, "B": 4},
                   "dealer": 14}, "dealer"),
    ("chip_race", {"removed": 25, "race_to": 100, "odd_chips": {"A": 1, "B": 2}, "seats": {"A": 3, "B": 3}},
     "seats.B"),
]


def test_a_dead_button_on_an_empty_seat_is_not_refused():
    """Three players or more, the button may be on an empty seat (a dead button): not an impossible hand. (The blinds
    follow it clockwise: a small blind before the button is refused, see test_rulings_as_read.)"""
    (r, *_) = ask("next_hand", {"seats": [1, 2, 4, 5], "button": 3, "small_blind": 4, "big_blind": 5}, rulesets(),
                  "en")
    assert r["verdict"] in ("ruled", "partial", "discretion", "silent")
    (r, *_) = ask("first_to_act", {"street": "preflop", "players": [1, 2, 4], "button": 3}, rulesets(), "en")
    assert r["verdict"] in ("ruled", "partial", "discretion", "silent")


@pytest.mark.parametrize(("situation", "data", "where"), IMPOSSIBLE, ids=[w for _, _, w in IMPOSSIBLE])
def test_an_impossible_hand_is_refused_with_its_place(situation, data, where):
    from floorbook.rulings.ask import AskError

    with pytest.raises(AskError) as err:
        ask(situation, data, rulesets(), "en")
    assert err.value.problems[0][0] == where, err.value.problems


def test_full_width_digits_are_not_numbers():
    from floorbook.rulings.ask import AskError, parse_pairs

    with pytest.raises(AskError) as err:
        parse_pairs("split_pot", [("amount", "\uff11\uff12"), ("winners", "A,B")])
    assert err.value.problems[0][0] == "amount"




# --- read as a player would: what a review of every menu example found -------------------------------------


@pytest.mark.parametrize(("lang", "one", "many"), [("fr", "Pot extérieur\u00a0: 7\u202f000.", "Pots extérieurs\u00a0:"),
                                                   ("en", "Side pot: 7,000.", "Side pots:")])
def test_one_side_pot_is_said_in_the_singular(lang, one, many):
    r = said("pots", {"contributions": {"SB": 3000, "BB": 10000}}, "tda-2019", lang)
    assert one in r["sentence"] and many not in r["sentence"], r["sentence"]
    r = said("pots", {"contributions": {"SB": 3000, "BB": 10000, "C": 20000}}, "tda-2019", lang)
    assert many in r["sentence"], r["sentence"]


@pytest.mark.parametrize(("lang", "words"), [("fr", "Retiré du jeu\u00a0: 25."), ("en", "Taken out of play: 25.")])
def test_chips_taken_out_after_a_race_are_not_a_bare_figure_as_subject(lang, words):
    r = said("found_chips_after_race", {"value": 125, "smallest_remaining": 100}, "tda-2019", lang)
    assert words in r["sentence"], r["sentence"]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_players_out_at_several_tables_each_have_their_table_told(lang):
    from floorbook.rulings.ask import read
    from floorbook.rulings.sentences import narrative

    data = {"players_left": 52, "paid_places": 50,
            "busted": [{"player": "X", "table": "1"}, {"player": "Y", "table": "2"}, {"player": "Z", "table": "3"}]}
    story = narrative("simultaneous_eliminations", read("simultaneous_eliminations", data), lang)
    assert "X (table 1)" in story and "Y (table 2)" in story, story
    one_table = {**data, "busted": [{"player": "X"}, {"player": "Y"}]}
    assert "table" not in narrative("simultaneous_eliminations", read("simultaneous_eliminations", one_table), lang)


@pytest.mark.parametrize(("lang", "minutes", "words"), [("fr", 1, "il y a une minute."),
                                                        ("fr", 5, "il y a cinq minutes."),
                                                        ("en", 1, "one minute ago."), ("en", 5, "five minutes ago.")])
def test_minutes_since_the_pot_was_awarded_agree_with_their_count(lang, minutes, words):
    from floorbook.rulings.ask import read
    from floorbook.rulings.sentences import narrative

    inp = read("pot_dispute", {"dispute": "pot", "moment": "pot_awarded", "break_minutes": minutes})
    story = narrative("pot_dispute", inp, lang)
    assert words in story and "(s)" not in story, story


@pytest.mark.parametrize(("lang", "count", "words"), [("fr", 1, "Encore dans le coup\u00a0: un autre joueur."),
                                                      ("fr", 3, "Encore dans le coup\u00a0: trois autres joueurs."),
                                                      ("en", 1, "Still in the hand: one other player."),
                                                      ("en", 3, "Still in the hand: three other players.")])
def test_other_players_in_the_hand_agree_with_their_count(lang, count, words):
    from floorbook.rulings.ask import read
    from floorbook.rulings.sentences import narrative

    story = narrative("hand_shown", read("hand_shown", {"shown_to": "table", "opponents_in_hand": count}), lang)
    assert words in story and "(s)" not in story, story


@pytest.mark.parametrize(("lang", "one", "many"), [
    ("fr", "Un jeton de 100 est attribué (valeur 100, pour 100 en jetons retirés).", "3 jetons de 100 sont attribués"),
    ("en", "One chip of 100 is awarded (worth 100, for 100 in chips taken out of play).", "3 chips of 100 are awarded"),
])
def test_the_chips_a_race_awards_are_said_as_a_sentence(lang, one, many):
    r = said("chip_race", {"removed": 25, "race_to": 100, "odd_chips": {"A": 1, "B": 2, "C": 1, "D": 0}}, "club-nlhe",
             lang)
    assert r["outcome"]["chips_awarded"] == 1 and one in r["sentence"], r["sentence"]
    r = said("chip_race", {"removed": 25, "race_to": 100, "odd_chips": {"A": 3, "B": 3, "C": 3, "D": 2}}, "club-nlhe",
             lang)
    assert r["outcome"]["chips_awarded"] == 3 and many in r["sentence"], r["sentence"]
