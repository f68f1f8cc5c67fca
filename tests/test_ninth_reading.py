"""The ninth outside reading of `floorbook ask` (readers R1, R2, R3): each ruling it found false, or ruled on an
impossible input, checked against the rulebook sentence it rests on (the quote is the source's wording, checked
against the base), in both languages."""

from __future__ import annotations

import pytest

from tests.test_rulings_as_read import quoted
from tests.test_true_sentences import said


@pytest.mark.parametrize(("situation", "data"), [
    ("count_request", {"what": "pot", "asker_to_act": True, "pot_limit": True}),
    ("count_request", {"what": "bet", "asker_to_act": True, "asker_in_hand": True, "pot_limit": True}),
    ("final_table_size", {"seats_per_table": 8, "game": "stud"}),
    ("bet_error", {"game": "pot_limit", "bet": 1500, "correct": 1200}),
])
def test_ropta_and_club_nlhe_do_not_rule_games_beyond_no_limit_holdem(situation, data):
    """R3 F1, F2: ROPTA ruled a pot-limit count and a stud final table; its title page reads NL HOLDEM and its
    articles speak of no-limit alone (9.14); club NLHE 2.1 « limités au Texas hold’em no limit ». Both say nothing
    of other games (ROPTA as our reading of its title); the TDA rulebooks, which speak of both, still rule."""
    quoted("ropta-2023/9.14", "Il n'y a pas de limite du nombre de relances dans les parties de no-limit.")
    quoted("club-nlhe/2.1", "limités au Texas hold’em no limit version tournoi sans croupier")
    for lang in ("fr", "en"):
        r = said(situation, data, "ropta-2023", lang)
        assert r["verdict"] == "silent" and r["readings"][lang], r
        assert said(situation, data, "club-nlhe", lang)["verdict"] == "silent"
    if situation == "count_request" and data["what"] == "pot":  # TDA 2019 54-A counts the pot in pot-limit
        assert said(situation, data, "tda-2019", "en")["outcome"]["given"] == "exact_count"
    # no-limit hold'em is still ruled
    no_limit = {**data, "pot_limit": False} if situation == "count_request" else \
        {**data, "game": "flop"} if situation == "final_table_size" else None
    if no_limit is not None:
        assert said(situation, no_limit, "ropta-2023", "en")["verdict"] == "ruled"


def test_a_push_that_must_be_completed_beyond_the_chips_left_is_an_all_in():
    """R1 F1: five chips of 100 facing 300 (a raise to 600 to complete) with 50 left behind: « Il doit ajouter 100 »
    was more than he has. TDA 2019 45-B: « Si le jouer a mis tous ses jetons, il sera à tapis même s’il ne respecte
    pas la règle des 50% »: he adds his 50 and is all in at 550, his all-in judged as any other."""
    quoted("tda-2019/45", "il sera à tapis même s’il ne respecte pas la règle des 50%")
    push = {"big_blind": 200, "street": "postflop", "current_bet": 300, "chips": [100] * 5, "stack_behind": 50}
    for rid in ("tda-2010", "tda-2019", "ropta-2023", "club-nlhe"):
        for lang in ("fr", "en"):
            r = said("chip_push", push, rid, lang)
            assert r["outcome"]["to"] == 550 and r["outcome"]["completed"] == 50 and r["outcome"]["all_in"], r
    # with chips enough, or none said, the completion stands
    for behind in (100, None):
        data = {**push, "stack_behind": behind} if behind is not None else {k: v for k, v in push.items()
                                                                           if k != "stack_behind"}
        r = said("chip_push", data, "tda-2019", "en")
        assert r["outcome"]["to"] == 600 and r["outcome"]["completed"] == 100, r


def test_the_minimum_raise_after_a_short_all_in_over_a_bet_is_unsaid_where_the_text_measures_by_the_last_increment():
    """R2 F4: A bets 100, B all in for 150: TDA 2010 ruled « La relance minimale est à 250 », TDA 2019 47's rule.
    31 measures a raise by « la valeur ajoutée précédente », and B's added 50; whether it counts is not said (as
    club tournois 9-7). TDA 2019 47 and club NLHE 10.14's example say it: the last full raise."""
    quoted("tda-2010/31", "Une relance doit comporter une valeur ajoutée au moins égale à la valeur ajoutée "
                          "précédente.")
    quoted("club-nlhe/10.14", "ouverture à 200, tapis à 290, relance minimum à 490 (total)")
    hand = {"big_blind": 100, "ask": "C", "actions": [{"player": "A", "kind": "bet", "to": 100},
                                                     {"player": "B", "kind": "all_in", "to": 150}]}
    for lang in ("fr", "en"):
        for rid in ("tda-2010", "club-tournois"):
            r = said("betting_round", hand, rid, lang)
            assert r["outcome"]["fields"]["min_raise_to"] == "silent" and r["outcome"]["to_call"] == 150, r
        for rid in ("tda-2019", "ropta-2023", "club-nlhe"):
            assert said("betting_round", hand, rid, lang)["outcome"]["min_raise_to"] == 250
    # a full raise after it settles the measure again
    full = {**hand, "actions": [*hand["actions"], {"player": "C", "kind": "raise", "to": 300}], "ask": "D"}
    assert said("betting_round", full, "tda-2010", "en")["outcome"]["min_raise_to"] == 450


def test_out_of_turn_acts_a_player_who_has_bet_cannot_make_are_refused():
    """R1 I3, I4: a player who has opened or raised this round (club-nlhe 10.15) cannot check, nor bet again."""
    from tests.test_sixth_reading import refused_in_both_languages

    refused_in_both_languages("out_of_turn", {"action": "check", "skipped": ["check"], "had_bet": True},
                              "ne peut pas checker")
    refused_in_both_languages("out_of_turn", {"action": "bet", "skipped": ["call"], "had_bet": True},
                              "ne peut pas miser de nouveau")


def test_a_premature_flop_whose_burn_card_cannot_be_told_is_unsaid_where_the_rule_presumes_it_known():
    """R2 F2: TDA 2019 PR-5 « la carte brûlée du flop est laissée à sa place », the clubs « le flop seul est
    repris »: they presume the burn card known; only ROPTA 7.2 rules the case where it is not."""
    quoted("ropta-2023/7.2", "Si la carte brûlée n'est pas identifiable")
    for lang in ("fr", "en"):
        for rid in ("tda-2019", "club-tournois", "club-nlhe"):
            assert said("board_error", {"error": "premature_flop", "order_known": False}, rid, lang)["verdict"] \
                == "silent"
        assert said("board_error", {"error": "premature_flop", "order_known": False}, "ropta-2023", lang)[
            "verdict"] == "ruled"
        assert said("board_error", {"error": "premature_flop"}, "tda-2019", lang)["verdict"] == "ruled"


def test_the_clubs_dealer_is_unsaid_when_the_new_and_the_old_dealer_are_both_gone():
    """R2 F3: 8-14 / 9.14 « Si le nouveau donneur est absent : l'ancien redonne 1 fois »: with the old dealer out
    too, seat 5 was ruled the dealer; who deals is not said, the blinds are."""
    quoted("club-nlhe/9.14", "l’ancien redonne")
    data = {"seats": [1, 2, 3, 4, 5, 6], "button": 6, "small_blind": 1, "big_blind": 2, "eliminated": [1, 6]}
    for rid in ("club-tournois", "club-nlhe"):
        for lang in ("fr", "en"):
            r = said("next_hand", data, rid, lang)
            fields = r["outcome"]["fields"]
            assert fields["dealer"] == "silent" and fields["button"] == "silent", r
            assert r["outcome"]["small_blind"] == 2 and r["outcome"]["big_blind"] == 3


def test_a_string_bet_short_of_the_call_heads_up_is_completed_under_ropta():
    """R2 F1: ROPTA 9.5 counts the first pile, here short of the call; 9.10 « Si seulement deux joueurs restent en
    jeu dans la main en cours, la mise devra obligatoirement être complétée »: the input now says heads-up."""
    quoted("ropta-2023/9.10", "la mise devra obligatoirement être complétée")
    data = {"big_blind": 100, "current_bet": 600, "last_full_raise": 400, "already_in": 200,
            "movements": [200, 400], "players_in_hand": 2}
    for lang in ("fr", "en"):
        r = said("string_bet", data, "ropta-2023", lang)
        assert r["verdict"] == "ruled" and r["outcome"]["to"] == 600, r
        assert said("string_bet", {**data, "players_in_hand": 3}, "ropta-2023", lang)["verdict"] == "discretion"


@pytest.mark.parametrize("rid", ["tda-2010", "tda-2019", "fivebet", "ropta-2023", "club-tournois", "club-nlhe"])
def test_going_heads_up_with_a_button_ante_says_what_heads_up_antes_says(rid):
    """R2 C2 (one fact asked two ways): `next_hand` going heads-up with a button ante said nothing of the ante,
    while `heads_up_antes` says ROPTA 4.4 « il n'y a pas d'ante en HU »."""
    hand = said("next_hand", {"seats": [1, 2, 3], "button": 1, "small_blind": 2, "big_blind": 3, "eliminated": [1],
                              "ante_format": "button"}, rid, "en")
    antes = said("heads_up_antes", {"ante_format": "button"}, rid, "en")
    assert hand["outcome"]["heads_up"] is True
    if antes["verdict"] == "ruled":
        assert hand["outcome"]["button_ante"] == antes["outcome"]["antes"], (hand, antes)
    else:
        assert hand["outcome"]["fields"]["button_ante"] == antes["verdict"], (hand, antes)
