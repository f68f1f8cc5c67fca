"""The seventh outside reading of `floorbook ask` (readers R1, R2, R3): each ruling it found false, confusing or
ruled on an impossible input, checked against the rulebook sentence it rests on (the quote is the source's wording,
checked against the base), in both languages."""

from __future__ import annotations

from tests.test_rulings_as_read import quoted
from tests.test_true_sentences import said


def test_club_nlhe_dealers_own_dropped_card_is_ruled_on_a_marked_reading():
    """R3 F1: club NLHE 4.17 makes a card the dealer drops « toujours considérée retournée et morte », and 4.6 does
    not exchange the dealer's own turned card; the two pull apart for his own dropped card (two outside readers
    read it each way): the ruling follows 4.17 and says it is our reading."""
    quoted("club-nlhe/4.17", "Une carte tombée de la table du fait du donneur est toujours considérée retournée et "
                             "morte")
    quoted("club-nlhe/4.6", "Si la carte retournée est celle du donneur, elle n’est pas échangée et est montrée à tous")
    for lang in ("fr", "en"):
        r = said("exposed_card", {"happened": "dealer_dropped", "dealers_own": True}, "club-nlhe", lang)
        assert r["outcome"]["card"] == "replaced" and r["readings"][lang], r
        assert "club-nlhe/4.6" in r["articles"] and "club-nlhe/4.17" in r["articles"]
        # a card another player was dealt, dropped by the dealer, is 4.17's plain words: no reading
        r = said("exposed_card", {"happened": "dealer_dropped"}, "club-nlhe", lang)
        assert r["outcome"]["card"] == "replaced" and not r["readings"][lang], r
