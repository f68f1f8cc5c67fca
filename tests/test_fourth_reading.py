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
