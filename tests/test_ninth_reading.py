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
