"""The sixth outside reading of `floorbook ask` (readers R1, R2, R3): each ruling it found false, confusing or
ruled on an impossible input, checked against the rulebook sentence it rests on (the quote is the source's wording,
checked against the base), in both languages."""

from __future__ import annotations

import pytest

from tests.test_rulings_as_read import quoted
from tests.test_true_sentences import said

CLUB_15_2 = ("Le directeur de tournoi et ses assistants se réservent le droit de sanctionner toute action nuisant au "
             "bon déroulement du tournoi")


@pytest.mark.parametrize(("situation", "data", "field"), [
    ("collusion", {"fault": "soft_play"}, None),
    ("collusion", {"fault": "chip_dumping"}, None),
    ("chips_carried_away", {"how": "from_outside"}, "penalty"),
    ("chips_carried_away", {"how": "from_pocket"}, "penalty"),
    ("cards_speak", {"deliberate": True}, "penalty"),
])
def test_the_club_tournois_leaves_the_penalty_of_a_harmful_act_to_the_td(situation, data, field):
    """R1: club-tournois 15-2 reserves to the TD the right to penalise any action harmful to the tournament; soft
    play, chip dumping, chips brought from outside and a deliberate false call are such acts: « laissé au
    directeur », never « le règlement ne dit rien »."""
    quoted("club-tournois/15-2", CLUB_15_2)
    for lang, words in (("fr", "directeur"), ("en", "director")):
        r = said(situation, data, "club-tournois", lang)
        status = r["verdict"] if field is None else r["outcome"]["fields"][field]
        assert status == "discretion" and "club-tournois/15-2" in r["articles"], r
        assert words in r["sentence"], r["sentence"]
