"""The fifth outside reading of `floorbook ask` (readers R1 and R3): each ruling it found false, confusing or
ruled on an impossible input, checked against the rulebook sentence it rests on (the quote is the source's wording,
checked against the base), in both languages."""

from __future__ import annotations

import pytest

from tests.test_rulings_as_read import quoted
from tests.test_true_sentences import said

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
    """R1 F1: with only calls in, the big blind's one silent chip is a call (nothing to add: a check), the chip
    given back; the only exception these texts make is an opening after the flop."""
    quoted(article, quote)
    for lang in ("en", "fr"):
        r = said("chip_push", BIG_BLIND_OPTION_CHIP, ruleset, lang)
        assert r["verdict"] == "ruled" and r["outcome"]["action"] == "check", r
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
