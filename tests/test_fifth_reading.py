"""The fifth outside reading of `floorbook ask` (readers R1 and R3): each ruling it found false, confusing or
ruled on an impossible input, checked against the rulebook sentence it rests on (the quote is the source's wording,
checked against the base), in both languages."""

from __future__ import annotations

import pytest

from floorbook.rulings.ask import AskError, ask_each, read
from floorbook.words.input_messages import message_words
from tests.test_rulings_as_read import quoted
from tests.test_true_sentences import rulesets, said

BIG_BLIND_OPTION_CHIP = {"big_blind": 100, "street": "preflop", "current_bet": 100, "already_in": 100,
                         "chips": [500]}


@pytest.mark.parametrize(("ruleset", "article", "quote"), [
    ("ropta-2023", "ropta-2023/9.11", "Après une relance (ou une blinde), le fait de placer un seul jeton de valeur "
     "supérieure correspond à un call si la relance n'est pas verbalement annoncée et ce même si le joueur a déjà "
     "d'autres jetons misés dans le coup"),
    ("tda-2010", "tda-2010/32", "Miser un jeton seul et d'une valeur supérieure signifie suivre (call) si aucune "
     "annonce de relance n'est faite"),
    ("club-nlhe", "club-nlhe/10.18", "Miser un jeton seul et d’une valeur supérieure signifie suivre (call) si "
     "aucune annonce de relance n’est faite"),
])
def test_the_big_blinds_silent_single_chip_on_his_option_is_a_call(ruleset, article, quote):
    """R1 F1: with only calls in, the big blind's one silent chip is a call (nothing to add), the chip
    given back; the only exception these texts make is an opening after the flop."""
    quoted(article, quote)
    for lang in ("en", "fr"):
        r = said("chip_push", BIG_BLIND_OPTION_CHIP, ruleset, lang)
        assert r["verdict"] == "ruled" and r["outcome"]["action"] == "call" and r["outcome"]["to"] == 100, r
        assert r["outcome"]["returned"] == 500 and article in r["articles"]
        assert not r["readings"][lang]


@pytest.mark.parametrize("ruleset", ["tda-2019", "fivebet"])
def test_the_big_blinds_single_chip_under_tda_2019_is_a_raise_on_our_reading_of_46_c(ruleset):
    """R1 F1: 46-C judges the total when the chips already in cover the call, 44 calls a chip larger than the big
    blind a call: the ruling cites both and says the choice is ours."""
    quoted("tda-2019/46", "si les jetons précédents couvrent le montent du call, le montant total est traité suivant "
           "la règle des 50%")
    quoted("tda-2019/44", "miser un jeton de plus grosse valeur que la mise précédente ou que la BB")
    for lang in ("en", "fr"):
        r = said("chip_push", BIG_BLIND_OPTION_CHIP, ruleset, lang)
        assert r["outcome"]["action"] == "raise" and r["outcome"]["to"] == 600
        assert {"tda-2019/46", "tda-2019/44"} <= set(r["articles"])
        assert r["readings"][lang] and "44" in r["readings"][lang][0]


@pytest.mark.parametrize(("ruleset", "article", "quote"), [
    ("tda-2019", "tda-2019/43", "Déclarer un montant ou miser des jetons du même montant est la même action"),
    ("ropta-2023", "ropta-2023/9.10", "ou un montant annoncé seul"),
    ("club-nlhe", "club-nlhe/10.9", "Dans le cas contraire, il sera contraint de simplement suivre (call)."),
])
def test_an_amount_announced_alone_below_half_the_raise_is_a_call(ruleset, article, quote):
    """R3 F1: 250 said alone facing 200 adds a quarter of the minimum raise: a call, 50 given back, as the same
    chips pushed in silence (bet_total)."""
    quoted(article, quote)
    data = {"big_blind": 100, "current_bet": 200, "movements": [200, 50], "announced_total": 250}
    for lang in ("en", "fr"):
        r = said("string_bet", data, ruleset, lang)
        pushed = said("bet_total", {"big_blind": 100, "current_bet": 200, "total": 250}, ruleset, lang)
        assert r["outcome"]["action"] == "call" and r["outcome"]["returned"] == 50, r
        assert r["outcome"] == pushed["outcome"] and r["sentence"] == pushed["sentence"]


def test_a_skipped_player_after_three_actions_with_a_bet_made_after_him_folds_or_calls():
    """R3 F2: club-nlhe 10.15 takes away the right to bet; a bet made after him is in front of him, and a check
    is said only « si personne n’a encore misé dans le tour » (10.4)."""
    quoted("club-nlhe/10.15", "perd le droit de miser si le pot n’était pas ouvert")
    quoted("club-nlhe/10.4", "si personne n’a encore misé dans le tour")
    for lang in ("en", "fr"):
        r = said("skipped_player", {"acted_after": ["bet", "raise", "call"]}, "club-nlhe", lang)
        assert r["outcome"]["options"] == ["fold", "call"], r
    r = said("skipped_player", {"acted_after": ["check", "check", "check"]}, "club-nlhe", "en")
    assert r["outcome"]["options"] == ["fold", "check"]


@pytest.mark.parametrize(("data", "words"), [
    ({"acted_after": ["check", "check", "check"], "facing_bet": True}, "un check alors qu’une mise est ouverte"),
    ({"acted_after": ["bet", "check"]}, "un check alors qu’une mise est ouverte"),
    ({"acted_after": ["call"], "facing_bet": False}, "un call sans mise à suivre"),
])
def test_checks_facing_a_bet_and_calls_of_nothing_are_refused_in_the_players_words(data, words):
    """R3 I3: facing a bet nobody after the out-of-turn player checks (but the big blind's option), and with no bet
    there is nothing to call."""
    with pytest.raises(AskError) as refused:
        read("skipped_player", data)
    ((_, message),) = refused.value.problems
    assert words in message_words(message, "fr").replace("\u00a0", " ")


@pytest.mark.parametrize("acted_after", [["check", "call"], ["call", "call", "check"]])
def test_the_out_of_turn_check_of_tda_2019_53s_example_and_the_big_blinds_option_are_ruled(acted_after):
    """tda-2019/53's second example has seat 5 check out of turn facing UTG's 600; before the flop the big blind
    checks his option facing the blind."""
    quoted("tda-2019/53", "Selon les circonstances, la main peut être déclarée morte ou limitée en action")
    r = said("skipped_player", {"acted_after": acted_after, "facing_bet": True}, "tda-2019", "en")
    assert r["verdict"] == "partial"


@pytest.mark.parametrize(("situation", "data", "words"), [
    # R1 I1: after the flop, a player who has matched the bet is not next to act
    ("chip_push", {"big_blind": 100, "current_bet": 300, "already_in": 300, "chips": [1000]},
     "un joueur qui a égalé la mise n’a plus à parler"),
    # R1 I2: a player all in has no chips and no action left
    ("betting_round", {"big_blind": 100, "ask": "A", "actions": [{"player": "A", "kind": "all_in", "to": 200},
                                                                   {"player": "B", "kind": "call", "to": 200}]},
     "A est à tapis"),
    ("betting_round", {"big_blind": 100, "ask": "B", "actions": [{"player": "A", "kind": "all_in", "to": 200},
                                                                   {"player": "B", "kind": "call", "to": 200},
                                                                   {"player": "A", "kind": "raise", "to": 600}]},
     "A est à tapis et ne peut plus agir"),
    # R1 I3: the card that follows the first burn card is the flop
    ("board_error", {"error": "burn_card_exposed", "burn": "first", "with_board_card": True},
     "ne vaut que pour la carte brûlée avant la turn ou la river"),
    # R1 I4: a short-handed table cannot seat nine
    ("balance_tables", {"tables": {"A": 9, "B": 6}, "format": "short_handed"},
     "une table réduite compte moins de 8 places"),
    # R3 I2: sixteen players in one hand
    ("open_hands", {"all_in": 8, "with_chips": 8, "betting_over": False}, "16 joueurs dans un coup"),
])
def test_impossible_inputs_are_refused_in_the_players_words(situation, data, words):
    """R1 I1-I4, R3 I2: what cannot happen at a table is refused at the engine's edge, not ruled as real."""
    with pytest.raises(AskError) as refused:
        read(situation, data)
    ((_, message),) = refused.value.problems
    assert words in message_words(message, "fr").replace("\u00a0", " "), message


def test_the_big_blinds_option_and_a_short_handed_table_of_six_are_still_ruled():
    """The bounds keep what can happen: the big blind acting on his matched blind, a six-handed table."""
    quoted("tda-2019/11", "Lors d’un tournoi full-ring (table complète de 8, 9 ou 10 joueurs)")
    assert said("chip_push", BIG_BLIND_OPTION_CHIP, "ropta-2023", "en")["verdict"] == "ruled"
    r = said("balance_tables", {"tables": {"A": 6, "B": 3}, "format": "short_handed"}, "tda-2010", "en")
    assert r["outcome"]["stop"] == ["B"]


@pytest.mark.parametrize(("situation", "data"), [
    ("bet_total", {"big_blind": 100, "current_bet": 0, "total": 50}),
    ("string_bet", {"big_blind": 100, "movements": [30, 20], "announced_total": 50}),
])
def test_a_silence_on_an_opening_below_the_big_blind_carries_no_outcome(situation, data):
    """R3 C2, R1 C13: TDA 2010 sets no minimum opening bet (31 speaks of raises); a `silent` verdict whose JSON
    still said « a bet of 50 » could be read as that ruling."""
    quoted("tda-2010/31", "Une relance doit comporter une valeur ajoutée au moins égale à la valeur ajoutée précédente")
    r = said(situation, data, "tda-2010", "en")
    assert r["verdict"] == "silent" and r["outcome"] == {}, r


def test_fivebets_button_order_says_who_shows_first_as_our_reading():
    """R3 C10: fivebet/17 says only « dans l’ordre du bouton »: that the first player left of the button shows first
    is TDA 2019 17-A's rule, kept by our reading."""
    quoted("fivebet/17", "En cas de Check-Check River l’abattage se fera dans l’ordre du bouton.")
    r = said("showdown_order", {"players": ["A", "B", "C"]}, "fivebet", "en")
    assert r["readings"]["en"] and "who shows first" in r["readings"]["en"][0]


def test_a_player_who_left_the_tournament_is_not_said_both_unpenalised_and_unsaid():
    """R3 C6: ropta-2023/1.9 keeps his chips in play and says nothing of a penalty: the note says so."""
    quoted("ropta-2023/1.9", "Même s'il est à tapis, un joueur absent ne peut en aucun cas remporter un coup")
    r = said("player_fault", {"fault": "left_tournament"}, "ropta-2023", "en")
    assert "does not say whether he is penalised" in r["sentence"]
    assert "says no penalty" not in r["notes"]["en"] and "does not say whether" in r["notes"]["en"]


def test_a_penalty_longer_than_tda_2010s_four_rounds_is_not_ruled_as_one_of_its_penalties():
    """R3 F3: TDA 2010 knows an exclusion of one to four rounds only; five rounds is a figure to give again, under
    TDA 2010 alone (the others still rule), in the player's words and language."""
    quoted("tda-2010/40", "L'exclusion temporaire peut être de un à quatre rounds")
    data = {"players_at_table": 9, "rounds": 5}
    for lang, words in (("en", "one to four rounds"), ("fr", "d’un à quatre tours")):
        answer = ask_each("penalty_hands", data, rulesets(), lang)
        (need,) = answer["needs_input"]
        assert need["ruleset"] == "tda-2010" and need["field"] == "rounds" and words in need["message"], need
        assert {r["ruleset"] for r in answer["results"]} == set(rulesets()) - {"tda-2010"}
    assert said("penalty_hands", {"players_at_table": 9, "rounds": 4}, "tda-2010", "en")["outcome"]["hands"] == 36


@pytest.mark.parametrize(("ruleset", "article", "quote", "verdict"), [
    ("tda-2010", "tda-2010/40", "L'exclusion temporaire peut être de un à quatre rounds", "partial"),
    ("ropta-2023", "ropta-2023/11.2", "Suspension momentanée du tournoi pendant 2, 3 ou 4 mains", "partial"),
    ("club-nlhe", "club-nlhe/16.1", "Suspension momentanée du tournoi pour un tour de table", "silent"),
])
def test_a_penalty_in_hands_a_rulebook_does_not_name_is_not_ruled(ruleset, article, quote, verdict):
    """R3 F4: a penalty counted in hands that the rulebook does not provide (TDA 2010 counts in rounds, ROPTA names
    one to four hands, the club NLHE one round) leaves its length unsaid, never « tranché »; the rest still holds."""
    quoted(article, quote)
    for lang in ("en", "fr"):
        r = said("penalty_hands", {"hands": 5}, ruleset, lang)
        assert r["verdict"] == verdict and r["outcome"].get("hands") is None and article in r["articles"], r
        assert r["outcome"].get("leaves_table") is (True if verdict == "partial" else None)
    assert said("penalty_hands", {"hands": 4}, "ropta-2023", "en")["outcome"]["hands"] == 4
    assert said("penalty_hands", {"hands": 5}, "tda-2019", "en")["verdict"] == "ruled"
