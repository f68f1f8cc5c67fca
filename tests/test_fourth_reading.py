"""The fourth outside reading of `floorbook ask`: its confusing rulings and the impossible inputs it saw ruled as
real, each checked against the rulebook sentence it rests on (the quote is the source's wording, checked against
the base), in both languages (see tests/test_rulings_as_read.py for the earlier readings)."""

from __future__ import annotations

import pytest

from floorbook.corpus.parameters import load_rulesets
from floorbook.rulings.ask import AskError, ask, read
from floorbook.rulings.sentences import narrative
from tests.test_rulings_as_read import quoted
from tests.test_true_sentences import said


def refused(situation: str, data: dict) -> tuple[str, str, str]:
    """The field and the French and English words of the first problem of an input the engine refuses."""
    with pytest.raises(AskError) as err:
        ask(situation, data, load_rulesets(), "fr")
    return err.value.problems[0][0], err.value.said("fr")[0], err.value.said("en")[0]


def test_a_card_a_player_turns_up_by_an_involuntary_move_is_ropta_6_3s_exposed_card_on_our_reading():
    """G2 F2: 6.3 declares dead « Une carte retournée » whoever turned it; 6.1 sets apart only a deliberate act and
    6.2 counts cards exposed by a player's fault: dead and replaced, said as our reading, never « does not say »."""
    quoted("ropta-2023/6.3", "Une carte retournée est déclarée morte et le joueur concerné par une carte déclarée "
                             "morte ne peut pas choisir de la garder.")
    quoted("ropta-2023/6.1", "Aucune fausse donne ne peut être annoncée sur un acte volontaire d'un joueur")
    quoted("ropta-2023/6.2", "cartes retournées par un même donneur ou par la faute d'un même joueur")
    for lang, ours in (("en", "Our reading"), ("fr", "Notre lecture")):
        r = said("exposed_card", {"happened": "player_involuntary"}, "ropta-2023", lang)
        assert r["verdict"] == "ruled" and r["outcome"] == {"card": "replaced", "hand_dead": False}
        assert r["readings"][lang] and ours in r["sentence"] and "ropta-2023/6.3" in r["articles"]


IMPOSSIBLE = [  # (situation, input, the field refused, the words of the refusal in English)
    ("pots", {"contributions": {"A": 100, "B": 300, "C": 300}, "antes": {"A": 10, "B": 25, "C": 25}},
     "contributions", "short of the ante is all-in"),
    ("hand_shown", {"in_turn": True, "shown_to": "outsider", "opponents_in_hand": 3}, "in_turn",
     "shown to the whole table"),
    ("open_hands", {"all_in": 2, "with_chips": 0, "betting_over": False}, "betting_over", "nobody can bet"),
    ("killed_hand", {"contributions": {"A": 200, "B": 500}, "player": "A", "last_action": "raise"}, "last_action",
     "nothing of his was left uncalled"),
    ("killed_hand", {"contributions": {"A": 500, "B": 500}, "player": "A", "last_action": "bet"}, "last_action",
     "nothing of his was left uncalled"),
    ("killed_hand", {"contributions": {"A": 0, "B": 0}, "player": "A"}, "", "there is no pot"),
    ("killed_hand", {"contributions": {"A": 10, "B": 0}, "player": "Z"}, "player", "not among the players"),
    ("split_pot", {"amount": 1000, "winners": ["A"], "unit": 100}, "winners", "one winner takes it whole"),
]


@pytest.mark.parametrize(("situation", "data", "where", "words"), IMPOSSIBLE,
                         ids=[f"{s}-{w or 'input'}" for s, _, w, _ in IMPOSSIBLE])
def test_an_input_no_table_can_hold_is_refused_in_the_players_words(situation, data, where, words):
    """G3 I1-I4, I7, I8, C16: an ante one could not pay then a bet (ropta-2023/4.2 below), a hand exposed to the
    table and to one outsider at once, betting still going on with nobody holding chips, « uncalled » chips the
    contributions contradict, a hand nothing was put in, a split with one winner, a killed hand's player not in
    the hand: refused at the engine's edge, the field named, in French and English."""
    quoted("ropta-2023/4.2", "Un joueur qui n'a pas le montant de l'ante pose son tapis")
    field, fr, en = refused(situation, data)
    assert field == where and words in en and fr != en
    assert not any(w in fr for w in (" the ", " is ", " cannot ", " nobody "))


def test_the_possible_inputs_next_to_the_impossible_ones_are_still_ruled():
    """The same situations, possible: a player short of the ante who bets nothing more (ropta-2023/9.7's case C),
    a raise nobody called, a killed hand that had put nothing in (it loses nothing, said so)."""
    quoted("ropta-2023/4.2", "ne peut gagner que le montant de son tapis multiplié par le nombre de joueurs")
    data = {"contributions": {"A": 0, "B": 300, "C": 300}, "antes": {"A": 10, "B": 25, "C": 25}}
    assert said("pots", data, "ropta-2023", "en")["outcome"]["main_pot"] == 30
    data = {"contributions": {"A": 500, "B": 200}, "player": "A", "last_action": "raise"}
    assert said("killed_hand", data, "tda-2010", "en")["outcome"]["refund"] == 300
    for lang, words in (("en", "gets nothing back and loses nothing."), ("fr", "ne récupère rien et ne perd rien.")):
        r = said("killed_hand", {"contributions": {"A": 0, "B": 100}, "player": "A"}, "ropta-2023", lang)
        assert words in r["sentence"]


def test_a_pot_awarded_before_a_break_is_not_said_just_awarded():
    """G3 I6: the header said the pot « vient d'être attribué » and « il y a 30 minutes »; ROPTA 10.9's window is
    the cards not yet gathered, which the header still says."""
    quoted("ropta-2023/10.9", "(avant que les cartes ne soient ramassées)")
    data = {"dispute": "reading", "moment": "pot_awarded", "break_minutes": 30}
    for lang, just in (("fr", "vient d’être attribué"), ("en", "has just been awarded")):
        told = narrative("pot_dispute", read("pot_dispute", data), lang)
        assert just not in told and "30 minutes" in told
    assert said("pot_dispute", data, "ropta-2023", "en")["outcome"]["open"] is True


def test_chips_nobody_called_are_said_given_back_not_won():
    """G3 I5, C8: the excess of the largest bet nobody matched is returned to its player (ropta-2023/9.7 case A),
    whether he is still in or mucked at the showdown; a side pot a folded player's chips fed is won."""
    quoted("ropta-2023/9.7", "immédiatement rendu")
    r = said("pots", {"contributions": {"A": 500, "B": 300}}, "ropta-2023", "en")
    assert "the side pot of 200, which nobody called, goes back to A" in r["sentence"]
    r = said("pots", {"contributions": {"A": 300, "B": 500}, "folded": ["B"]}, "ropta-2023", "fr")
    assert "que personne n’a payé, est rendu à B" in r["sentence"]
    r = said("pots", {"contributions": {"A": 100, "B": 300, "C": 300}, "folded": ["C"]}, "ropta-2023", "en")
    assert "the side pot of 400 goes to B" in r["sentence"]


@pytest.mark.parametrize(("ruleset", "article", "quote", "words"), [
    ("tda-2010", "tda-2010/43", "retrait des mises", "whether he loses his bets."),
    ("club-nlhe", "club-nlhe/15.7", "retrait des mises", "whether he loses his bets."),
    ("tda-2019", "tda-2019/69", "confiscation des jetons", "whether his chips are confiscated."),
])
def test_a_collusion_forfeit_left_to_the_director_names_the_one_the_rulebook_allows(ruleset, article, quote, words):
    """G4 C8: each rulebook allows one forfeit; the sentence offered « his bets or his chips » to every floor."""
    quoted(article, quote)
    r = said("collusion", {"fault": "soft_play"}, ruleset, "en")
    assert words in r["sentence"] and "bets or his chips" not in r["sentence"]


def test_a_check_asked_of_an_official_is_said_as_a_request_he_grants():
    """G3 C3: ropta-2023/10.6 lets the player ask (« peut demander »), the official validates the request."""
    quoted("ropta-2023/10.6", "Tout joueur à table peut demander à un responsable de vérifier")
    quoted("ropta-2023/10.6", "sans quoi le responsable ne peut valider la demande")
    data = {"river_bet": False, "requester_called": False, "requester_has_cards": True,
            "target_is_last_aggressor": False, "suspects_cheating": True}
    for lang, words in (("en", "He may ask an official to check the hand; if the official grants the request"),
                        ("fr", "Il peut demander à un responsable de vérifier la main")):
        assert words in said("see_hand", data, "ropta-2023", lang)["sentence"]


def test_cards_speak_carries_no_reading_about_a_folded_opponent_when_none_folded():
    """G3 C5: ropta-2023/10.3 says the cards speak in its own words; the reading on an opponent who threw his
    cards (8.4) is said only when one did."""
    quoted("ropta-2023/10.3", "Les cartes parlent")
    for data in ({}, {"deliberate": True}):
        r = said("cards_speak", data, "ropta-2023", "en")
        assert r["readings"]["en"] == [] and "ropta-2023/8.4" not in r["articles"]
    assert said("cards_speak", {"opponent_folded": True}, "ropta-2023", "en")["readings"]["en"]


def test_the_refusal_of_chips_enough_for_a_higher_one_says_the_sum():
    """G4 C2: « 5 × 25 s'échangent exactement contre un 100 » read as wrong arithmetic; tda-2019/24 races only
    the chips left once the rest is exchanged."""
    quoted("tda-2019/24", "une fois calculé le nombre de jetons")
    _field, fr, en = refused("chip_race", {"removed": 25, "race_to": 100, "odd_chips": {"A": 5, "B": 1}})
    assert "A: 5 × 25 make 125, enough for a 100" in en and "A\u00a0: 5 × 25 font 125" in fr


def test_found_chips_cannot_be_of_a_chip_smaller_than_one():
    """G4 C13: a chip removed by the race is smaller than every chip still in play (tda-2019/24 item C)."""
    quoted("tda-2019/24", "Les jetons cassés n’égalant pas le minimum de la valeur encore en jeu")
    field, fr, en = refused("found_chips_after_race", {"value": 1, "smallest_remaining": 1})
    assert field == "smallest_remaining" and "cannot be 1" in en and "valoir 1" in fr


@pytest.mark.parametrize("ruleset", ["ropta-2023", "club-nlhe"])
def test_two_silences_joined_in_one_note_do_not_repeat_their_opening(ruleset):
    """G4 C14: the two rebuy silences each opened with « never speak of rebuys »; joined, said once."""
    r = said("rebuy", {"stack": 0, "big_blind": 100}, ruleset, "fr")
    assert r["note"].count("jamais de recave") == 1


@pytest.mark.parametrize("ruleset", ["tda-2010", "club-tournois", "club-nlhe"])
def test_on_the_river_with_two_players_holding_chips_the_hands_are_not_said_not_yet_turned(ruleset):
    """G3 C1: the rule covers at most one player with chips (tda-2010/9); on the river, the betting over, no street
    is left: never « not turned face up yet »."""
    quoted("tda-2010/9", "Quand il ne reste au plus qu'un seul joueur encore en lice à posséder des jetons")
    data = {"all_in": 1, "with_chips": 2, "betting_over": True, "river": True}
    r = said("open_hands", data, ruleset, "en")
    assert r["outcome"]["expose"] is False and "not turned up yet" not in r["sentence"]
    assert "shown as at any showdown" in r["sentence"]


def test_a_hand_shown_to_an_outsider_under_ropta_is_shown_to_the_table_at_the_end_of_the_hand():
    """G3 C11: ropta-2023/11.4's last clause was dropped."""
    quoted("ropta-2023/11.4", "la main sera montrée à l'ensemble de la table en fin de coup")
    for lang, words in (("en", "shown to the whole table at the end of the hand"), ("fr", "montrée à toute la table")):
        r = said("hand_shown", {"shown_to": "outsider", "opponents_in_hand": 2}, "ropta-2023", lang)
        assert words in r["sentence"]


def test_an_all_in_player_who_walks_away_is_penalised_only_if_still_in_the_tournament():
    """G4 C12: ropta-2023/4.1's condition was dropped."""
    quoted("ropta-2023/4.1", "mais s'il n'est pas éliminé du tournoi, il devra être sanctionné")
    for lang, words in (("en", "If he is not knocked out of the tournament, he is penalised."),
                        ("fr", "S’il n’est pas éliminé du tournoi, il est sanctionné.")):
        assert words in said("player_fault", {"fault": "left_table", "all_in": True}, "ropta-2023", lang)["sentence"]


def test_a_folded_player_missing_from_the_bets_is_not_said_to_have_put_nothing_in():
    """G3 C17: BTN paid a 10,000 button ante (ropta-2023/4.2's button ante); the refusal said he put nothing in."""
    quoted("ropta-2023/4.2", "Un joueur à tapis peut prétendre à l'intégralité de l'ante")
    data = {"contributions": {"UTG": 3000, "SB": 10000, "BB": 10000}, "antes": {"BTN": 10000}, "folded": ["BTN"]}
    _field, fr, en = refused("pots", data)
    assert "not in the hand’s contributions" in en and "rien mis au pot" not in fr
