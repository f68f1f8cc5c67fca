"""The fourth outside reading of `floorbook ask`: its confusing rulings and the impossible inputs it saw ruled as
real, each checked against the rulebook sentence it rests on (the quote is the source's wording, checked against
the base), in both languages (see tests/test_rulings_as_read.py for the earlier readings)."""

from __future__ import annotations

import pytest

from floorbook.corpus.parameters import load_rulesets
from floorbook.rulings.ask import AskError, ask
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
