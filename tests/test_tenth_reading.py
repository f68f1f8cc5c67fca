"""The tenth outside reading of `floorbook ask` (readers R1, R2, R3): each ruling it found false, or ruled on an
impossible input, checked against the rulebook sentence it rests on (the quote is the source's wording, checked
against the base), in both languages."""

from __future__ import annotations

from tests.test_rulings_as_read import quoted
from tests.test_sixth_reading import refused_in_both_languages
from tests.test_true_sentences import said


def test_ropta_ties_players_out_at_a_mix_of_tables_when_every_pair_ties():
    """R3 F1: A and C out at one table with equal stacks, B at another, at the bubble: ROPTA 1.10 « Si les deux
    joueurs possédaient le même tapis ou s'ils étaient assis à deux tables différentes … ils sont définitivement
    ex-æquo » and 2.7 tie every pair: all three tie. Not the bubble, 1.10's own words (no reading said)."""
    quoted("ropta-2023/1.10", "Si les deux joueurs possédaient le même tapis ou s'ils étaient assis à deux tables "
                              "différentes")
    busted = [{"player": "A", "stack": 500, "table": "1"}, {"player": "B", "stack": 800, "table": "2"},
              {"player": "C", "stack": 500, "table": "1"}]
    for lang in ("fr", "en"):
        r = said("simultaneous_eliminations", {"players_left": 12, "paid_places": 10, "busted": busted},
                 "ropta-2023", lang)
        assert r["outcome"]["groups"] == [{"players": ["A", "B", "C"], "places": [10, 11, 12], "paid_places": [10]}]
    two = said("simultaneous_eliminations", {"players_left": 12, "paid_places": 10, "busted": [
        {"player": "A", "table": "1"}, {"player": "B", "table": "2"}]}, "ropta-2023", "fr")
    assert two["verdict"] == "ruled" and not two["readings"]["fr"], two  # places 11-12: not the bubble


def test_the_minimum_raise_over_a_short_all_in_before_the_flop_is_said_alike_in_every_situation():
    """R3 F2 (one fact asked two ways): an all-in to 150 over a big blind of 100: `betting_round` said TDA 2010 and
    club tournois leave the minimum raise unsaid (31 « la valeur ajoutée précédente »), `bet_total` and `min_raise`
    ruled 250. Now alike; TDA 2019 47 rules it."""
    for rid in ("tda-2010", "club-tournois"):
        for lang in ("fr", "en"):
            m = said("min_raise", {"big_blind": 100, "street": "preflop", "current_bet": 150}, rid, lang)
            assert m["verdict"] == "silent", m
            t = said("bet_total", {"big_blind": 100, "street": "preflop", "current_bet": 150, "total": 200}, rid, lang)
            assert t["outcome"]["action"] == "raise" and t["outcome"]["fields"]["to"] == "silent", t
    assert said("min_raise", {"big_blind": 100, "street": "preflop", "current_bet": 150}, "tda-2019", "en")[
        "outcome"]["min_raise_to"] == 250


def test_club_tournois_calls_a_short_big_blind_in_full_even_when_the_call_is_short():
    """R3 F3: 60 put in facing a big blind posted short at 60: club tournois 9-6 « les autres sont tenus au même
    montant minimum égal au surblind »: a call of 100; only whether the 60 is made up or taken back is unsaid."""
    quoted("club-tournois/9-6", "les autres sont tenus au même montant minimum égal au surblind")
    for lang in ("fr", "en"):
        r = said("bet_total", {"big_blind": 100, "street": "preflop", "current_bet": 60, "total": 60},
                 "club-tournois", lang)
        assert r["verdict"] == "partial" and r["outcome"]["action"] == "call" and r["outcome"]["to"] == 100, r


def test_impossible_betting_rounds_and_chip_races_are_refused():
    """R3 I1-I3: a big blind posted short is all in (ROPTA 9.7, club NLHE 10.6 « il est à tapis ») and does not act;
    a bettor whose bet everyone called does not act again; a bet over a bet is a raise; the smallest chip in play is
    never above the chips the race gives."""
    quoted("club-nlhe/10.6", "il est à tapis")
    short = {"big_blind": 100, "street": "preflop", "posted": {"S": 50, "B": 60}}
    refused_in_both_languages("betting_round", {**short, "ask": "B", "actions": [
        {"player": "U", "kind": "call", "to": 100}, {"player": "S", "kind": "call", "to": 100}]}, "est à tapis")
    refused_in_both_languages("betting_round", {"big_blind": 100, "ask": "B", "actions": [
        {"player": "A", "kind": "bet", "to": 100}, {"player": "B", "kind": "call", "to": 100},
        {"player": "A", "kind": "raise", "to": 300}]}, "le tour d’enchères était fini")
    refused_in_both_languages("betting_round", {"big_blind": 100, "ask": "C", "actions": [
        {"player": "A", "kind": "bet", "to": 100}, {"player": "B", "kind": "bet", "to": 300}]}, "sont une relance")
    refused_in_both_languages("chip_race", {"removed": 25, "race_to": 100, "odd_chips": {"A": 1, "B": 3},
                                            "smallest_remaining": 500}, "ne peut pas valoir plus")


def test_the_tenth_readings_later_findings():
    """R3 F1: club tournois 8-3 « Les blinds sont joué « live » (avec option de relance) »: the small blind facing
    the big blind alone may raise (a posted blind facing a short all-in is another question). R3 F2: ROPTA lets a
    player who only called raise over a short all-in: our reading of 9.8, now said as ours (9.21 names only the last
    raiser). R3 I1: blinds posted after the flop are refused."""
    quoted("club-tournois/8-3", "avec option de relance")
    quoted("ropta-2023/9.8", "Les joueurs parlant après dans ce tour d'enchères peuvent soit suivre du montant de "
                             "son tapis soit le relancer")
    r = said("betting_round", {"big_blind": 100, "street": "preflop", "posted": {"S": 50, "B": 100}, "ask": "S",
                               "actions": [{"player": "U", "kind": "fold"}]}, "club-tournois", "fr")
    assert r["outcome"]["may_raise"] is True, r
    hand = {"big_blind": 100, "ask": "B", "actions": [{"player": "A", "kind": "bet", "to": 100},
                                                     {"player": "B", "kind": "call", "to": 100},
                                                     {"player": "C", "kind": "all_in", "to": 150}]}
    for lang in ("fr", "en"):
        r = said("betting_round", hand, "ropta-2023", lang)
        assert r["outcome"]["may_raise"] is True and r["readings"][lang], r
    refused_in_both_languages("betting_round", {"big_blind": 100, "posted": {"S": 50, "B": 100}, "ask": "B",
                                                "actions": [{"player": "A", "kind": "bet", "to": 100}]},
                              "avant le flop")
