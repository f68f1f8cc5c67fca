"""The seventh outside reading of `floorbook ask` (readers R1, R2, R3): each ruling it found false, confusing or
ruled on an impossible input, checked against the rulebook sentence it rests on (the quote is the source's wording,
checked against the base), in both languages."""

from __future__ import annotations

import pytest

from tests.test_rulings_as_read import quoted
from tests.test_sixth_reading import refused_in_both_languages
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


@pytest.mark.parametrize(("situation", "plain", "ours", "rid"), [
    # ROPTA 4.4 states « il n'y a pas d'ante en HU » for a format other than classic; the classic ante kept is ours
    ("heads_up_antes", {"ante_format": "big_blind"}, {"ante_format": "classic"}, "ropta-2023"),
    # club NLHE 11.2 « ou au premier de parole s'il n'y a pas de mise »: nobody bet, its own words; the reading is
    # about a bet called without a raise
    ("showdown_order", {"players": ["A", "B", "C"], "button_in_hand": False},
     {"players": ["A", "B", "C"], "last_aggressor": "B", "aggression": "bet"}, "club-nlhe"),
    # TDA 2010 9 « au plus qu'un seul joueur … à posséder des jetons »: two with chips, the condition is not met;
    # the reading is about when, once it is
    ("open_hands", {"all_in": 1, "with_chips": 2, "betting_over": True},
     {"all_in": 1, "with_chips": 1, "betting_over": True}, "tda-2010"),
    # ROPTA 1.10 « à la même table »: its own words; the reading is the bubble across two tables (2.7)
    ("simultaneous_eliminations",
     {"players_left": 50, "paid_places": 18, "busted": [{"player": "A", "stack": 500, "table": "1"},
                                                         {"player": "B", "stack": 500, "table": "1"}]},
     {"players_left": 19, "paid_places": 18, "busted": [{"player": "A", "stack": 500, "table": "1"},
                                                         {"player": "B", "stack": 900, "table": "2"}]}, "ropta-2023"),
])
def test_a_reading_of_ours_is_said_where_the_ruling_rests_on_it_and_only_there(situation, plain, ours, rid):
    """Sixth and seventh readings: a reading of ours was said beside rulings whose branch used only the text's
    own words (marks were per parameter read); now the branch says which it used."""
    for lang in ("fr", "en"):
        assert not said(situation, plain, rid, lang)["readings"][lang]
        assert said(situation, ours, rid, lang)["readings"][lang]


def test_a_pot_dispute_under_fivebet_does_not_carry_the_reading_of_its_push():
    """Sixth reading: Fivebet 23-1's « push » is read about the level a hand is played at; a pot dispute reads only
    when the next hand begins (TDA 2019 23), and says no reading."""
    for lang in ("fr", "en"):
        r = said("pot_dispute", {"dispute": "reading", "moment": "cards_gathered"}, "fivebet", lang)
        assert not r["readings"][lang], r
        assert said("new_level", {"clock_ends": "during_shuffle"}, "fivebet", lang)["readings"][lang]


def test_tda_2010_chip_race_winners_by_the_highest_cards_is_marked_as_our_reading():
    """R3 F3: TDA 2010 16 deals the race from seat 1 and limits each to one higher chip, but never says the highest
    cards win: said as our reading (TDA 2019 24 « La hauteur des cartes ainsi distribuées permettra d'attribuer les
    jetons »); without cards dealt, no reading is said."""
    quoted("tda-2010/16", "Le chip race commence toujours à la place n°1 à gauche du croupier.")
    race = {"removed": 100, "race_to": 500, "odd_chips": {"A": 3, "D": 2}, "other_chips": {"A": 5000, "D": 0},
            "chips_awarded": 1}
    for lang in ("fr", "en"):
        r = said("chip_race", {**race, "cards": {"A": ["2c", "3d", "4h"], "D": ["As", "Kc"]}}, "tda-2010", lang)
        assert r["outcome"]["winners"] == ["D"] and r["readings"][lang], r
        assert not said("chip_race", race, "tda-2010", lang)["readings"][lang]
        r = said("chip_race", {**race, "cards": {"A": ["2c", "3d", "4h"], "D": ["As", "Kc"]}}, "tda-2019", lang)
        assert not r["readings"][lang], r


@pytest.mark.parametrize(("rid", "twice", "again"), [("club-tournois", "club-tournois/8-13", "club-tournois/8-14"),
                                                     ("club-nlhe", "club-nlhe/9.13", "club-nlhe/9.14")])
def test_the_clubs_dealer_who_deals_twice_is_the_new_dealer_never_three_times(rid, twice, again):
    """R3 F2: the big blind out, « il n'y en a pas et le donneur donne 2 fois »; read as the dealer who has just
    dealt, he kept the button and, by « l'ancien redonne 1 fois » the next hand, dealt three times running. Read as
    the new dealer, the two rules chain: he deals this hand and the next, then the button moves on."""
    quoted(twice, "le donneur donne")
    quoted(again, "l’ancien redonne")
    first = said("next_hand", {"seats": [1, 2, 3, 4, 5, 6], "button": 1, "small_blind": 2, "big_blind": 3,
                               "eliminated": [3]}, rid, "fr")
    assert first["outcome"]["button"] == 2 and first["outcome"]["small_blind"] is None and first["readings"]["fr"]
    second = said("next_hand", {"seats": [1, 2, 4, 5, 6], "button": 2, "small_blind": 3, "big_blind": 4}, rid, "fr")
    assert second["outcome"]["button"] == 2 and second["outcome"]["dealer"] == 2, second
    third = said("next_hand", {"seats": [1, 2, 4, 5, 6], "button": 2, "small_blind": 4, "big_blind": 5}, rid, "fr")
    assert third["outcome"]["button"] == 4 and not third["readings"]["fr"], third


@pytest.mark.parametrize(("situation", "data", "words"), [
    # R3 I2, I3: a raise with nothing to raise, a bet over an open bet
    ("skipped_player", {"acted_after": ["raise", "call"]}, "une relance sans mise à relancer"),
    ("skipped_player", {"acted_after": ["bet", "bet"]}, "une mise alors qu’une mise est ouverte"),
    # R3 I4: a card the player dropped (played) or showed on purpose is no dead card to mix
    ("exposed_card", {"happened": "player_dropped", "mixed_with_hand": True}, "ne vaut que pour une carte morte"),
    ("exposed_card", {"happened": "player_deliberate", "mixed_with_hand": True}, "ne vaut que pour une carte morte"),
    # R3 I5: six chips of 25 make a 100 still in play: they are exchanged, not raced
    ("chip_race", {"removed": 25, "race_to": 500, "smallest_remaining": 100, "odd_chips": {"A": 6, "B": 3}},
     "de quoi faire un 100"),
])
def test_impossible_inputs_are_refused_in_the_players_words(situation, data, words):
    """What cannot happen at a table is refused at the engine's edge, in French and in English."""
    refused_in_both_languages(situation, data, words)


@pytest.mark.parametrize(("said_figure", "pot", "chip", "amount", "ours"), [
    (5, 3000, 100, 500, False),  # tda-2019/57's own example: « 500 si le pot est de moins de 5000 »
    (5, 5000, 100, 5000, False),  # « et de 5000 si le pot est de 5000 ou plus »
    (15, 5000, 100, 1500, True),  # R1 F3: another figure, read against the pot: ours
    (50, 300, 100, 500, True),  # R1 F3: was 5000, seventeen times the pot
    (150, 5000, 100, 1500, True),  # R1 F2: chips of 100 cannot make 150 (ROPTA said 150)
    (250, 1000, 100, 2500, True),  # was 25000
])
def test_an_abbreviated_amount_is_the_reasonable_one_for_the_pot(said_figure, pot, chip, amount, ours):
    """R1 F2, F3: TDA 2019 57 reads an abbreviation as « la mise raisonnablement la plus haute possible par rapport à
    la taille du pot » and ROPTA 9.1 « selon la valeur du pot »: « 50 » in a pot of 300 was 5000, and ROPTA kept
    « 150 » at face value with chips of 100 that cannot make it. The example's « 5 » is the text's; any other
    figure is our reading, and says so."""
    quoted("tda-2019/57", "la mise raisonnablement la plus haute possible par rapport à la taille du pot")
    for rid in ("tda-2019", "ropta-2023"):
        r = said("abbreviated_amount", {"said": said_figure, "pot": pot, "smallest_chip": chip}, rid, "fr")
        assert r["outcome"]["amount"] == amount and bool(r["readings"]["fr"]) == ours, (rid, r)


def test_ropta_two_decks_recoverable_before_the_flop_keeps_its_bets():
    """R1 F1: ROPTA 5.5's own example, « cas d'un joueur à tapis pré flop pour lequel le tableau aura été distribué
    avec le mauvais paquet »: the hand « sera récupéré », the board dealt again; its bets stand (was: all returned)."""
    quoted("ropta-2023/5.5", "il sera récupéré (et le tableau sera redistribué avec le bon paquet")
    for lang in ("fr", "en"):
        r = said("deck_error", {"error": "two_decks", "street": "preflop", "recoverable": True}, "ropta-2023", lang)
        assert r["outcome"] == {"outcome": "board_redealt", "bets_kept": ["preflop"]}, r


def test_tda_2010_a_fold_when_one_could_check_is_one_ruling_as_a_gesture_and_as_a_fault():
    """R1: TDA 2010, nobody bet, a player folds in turn: the gesture situation said « sa main est morte » (29, our
    reading of a gesture), the fault situation « ne dit rien »: one fact, one ruling."""
    quoted("tda-2010/29", "Toute annonce verbale d'action engage le joueur")
    for lang in ("fr", "en"):
        fault = said("player_fault", {"fault": "folded_when_could_check"}, "tda-2010", lang)
        gesture = said("gesture", {"act": "fold_word_or_gesture", "facing_bet": False}, "tda-2010", lang)
        assert fault["outcome"]["hand_dead"] is True and gesture["outcome"]["action"] == "fold"
        assert fault["articles"] == gesture["articles"] and fault["readings"] == gesture["readings"]


@pytest.mark.parametrize(("situation", "data", "words"), [
    # R1: an all-in player has no action left
    ("player_fault", {"fault": "folded_when_could_check", "all_in": True}, "un joueur à tapis n’a plus d’action"),
    # R1, R2: two seats between the button and the big blind
    ("first_to_act", {"street": "preflop", "players": [1, 3, 5, 7], "button": 1, "big_blind": 7},
     "seule la petite blinde s’y trouve"),
    # R1, R2: a player raising his own bet with nobody acting in between
    ("betting_round", {"big_blind": 100, "actions": [{"player": "A", "kind": "bet", "to": 200},
                                                     {"player": "A", "kind": "raise", "to": 400}], "ask": "B"},
     "A agit deux fois de suite"),
    # R1: flags of another error, echoed then ignored
    ("deck_error", {"error": "irregular_deck", "street": "flop", "recoverable": True}, "deux paquets"),
    ("deck_error", {"error": "board_error", "street": "turn", "after_folds": True}, "jeu irrégulier"),
    # R1: the limit the refusal named was 0, where the big blind itself is allowed
    ("min_raise", {"big_blind": 100, "street": "preflop", "current_bet": 100, "last_full_raise": 200},
     "au plus 100"),
    # R2: an undercall announced is no string bet: the refusal says where to ask it
    ("string_bet", {"big_blind": 100, "current_bet": 200, "movements": [100, 50], "announced_total": 150},
     "call insuffisant"),
    # R2: the fault named, a blind above the big blind
    ("betting_round", {"big_blind": 100, "street": "preflop", "posted": {"SB": 50, "BB": 200}, "ask": "SB",
                       "actions": [{"player": "UTG", "kind": "call", "to": 200}]}, "dépasse la grosse blinde"),
])
def test_more_impossible_inputs_are_refused(situation, data, words):
    refused_in_both_languages(situation, data, words)


def test_a_blind_who_has_only_posted_may_raise_over_a_short_all_in_on_a_marked_reading():
    """R2 F2: TDA 2010 31 « n'autorise pas un joueur ayant déjà misé à relancer », and 26 calls posting a blind
    « miser »: that the big blind who has not spoken may still raise over a short all-in is our reading of « déjà
    misé » (as TDA 2019 47 and club NLHE 10.14); ROPTA 9.21 blocks only the last raiser (its words); the club
    tournois says nothing of it."""
    quoted("tda-2010/31", "n'autorise pas un joueur ayant déjà misé à relancer")
    quoted("tda-2010/26", "le bouton mise le petit blind")
    hand = {"big_blind": 100, "street": "preflop", "posted": {"SB": 50, "BB": 100}, "ask": "BB",
            "actions": [{"player": "UTG", "kind": "call", "to": 100}, {"player": "SB", "kind": "all_in", "to": 150}]}
    for lang in ("fr", "en"):
        for rid, ours in (("tda-2010", True), ("tda-2019", True), ("club-nlhe", True), ("ropta-2023", False)):
            r = said("betting_round", hand, rid, lang)
            assert r["outcome"]["may_raise"] is True and bool(r["readings"][lang]) == ours, (rid, r)
        assert said("betting_round", hand, "club-tournois", lang)["outcome"]["fields"]["may_raise"] == "silent"
        # a full raise before him: the blind may raise on every rulebook's words, no reading
        full = {**hand, "actions": [{"player": "UTG", "kind": "raise", "to": 300}]}
        assert not said("betting_round", full, "tda-2010", lang)["readings"][lang]


def test_tda_2019_odd_chips_go_one_by_one_for_the_most_even_split():
    """R1 (seventh reading): TDA 2019 20 divides a pot « de la façon la plus équilibrée possible »; two odd chips
    among three winners, both to the first left of the button (75, 25, 25), is not the most even split, and 20's
    addendum calls giving two odd chips to one player « L’erreur à ne pas commettre ». One by one, as our reading."""
    quoted("tda-2019/20", "ce dernier sera divisé de la façon la plus équilibrée possible entre les joueurs")
    for lang in ("fr", "en"):
        r = said("split_pot", {"amount": 125, "winners": ["A", "B", "C"], "unit": 25}, "tda-2019", lang)
        assert r["outcome"]["shares"] == {"A": 50, "B": 50, "C": 25} and r["readings"][lang], r


def test_a_partial_ruling_that_rules_nothing_is_not_headed_partly_ruled():
    """R1 (seventh reading): ROPTA, a hand shown to someone out of the hand: every output unsaid or left to the TD,
    yet headed « tranché en partie ». The heading says what the fields are, the JSON verdict unchanged."""
    from floorbook.rulings.ask import heading
    from floorbook.rulings.sentence_templates import VERDICT_NAMES

    r = said("hand_shown", {"shown_to": "outsider", "opponents_in_hand": 1}, "ropta-2023", "fr")
    assert r["verdict"] == "partial" and heading(r) == "partial_open"
    assert "laissé en partie" in VERDICT_NAMES[heading(r)].fr
    ruled_part = said("player_fault", {"fault": "folded_when_could_check"}, "club-nlhe", "fr")
    assert heading(ruled_part) == "partial"


def test_a_big_blind_ante_is_one_ruling_asked_as_a_short_big_blind_and_as_pots():
    """Seventh (R3 C1) and eighth (R2 F2) readings: TDA 2019 PR-11 says the ante is paid first, not which pot it goes
    into; `pots` said the main pot as our reading, `big_blind_ante` as PR-11's own. One rule (table_ante) for both,
    the same figures and the same reading; ROPTA 4.2 says it in its own words."""
    quoted("tda-2019/PR-11", "ante payée par la Grosse Blinde avec priorité de l’ante sur la Grosse Blinde")
    hand = {"big_blind": 1000, "ante": 1000, "stack": 1500, "bets": {"SB": 500, "BU": 3000, "CO": 3000},
            "folded": ["SB"]}
    pots = {"contributions": {"BB": 500, "SB": 500, "BU": 3000, "CO": 3000}, "folded": ["SB"], "antes": {"BB": 1000}}
    for lang in ("fr", "en"):
        for rid, ours in (("tda-2019", True), ("fivebet", True), ("ropta-2023", False)):
            a, b = said("big_blind_ante", hand, rid, lang), said("pots", pots, rid, lang)
            assert a["outcome"]["main_pot"] == b["outcome"]["main_pot"] == 3000, (rid, a, b)
            assert bool(a["readings"][lang]) == bool(b["readings"][lang]) == ours, (rid, a, b)


def test_a_tied_player_with_no_other_chips_is_said_safe_not_unsaid():
    """R2 F1 (eighth reading): TDA 2010 16 « Si un joueur perd ses derniers jetons lors du chip race, un jeton
    supérieur lui est donné »: a player whose tie for the last chip is open ends with a chip either way; the ruling
    said « ne dit pas ce que reçoit un joueur que la course laisserait sans jetons »."""
    quoted("tda-2010/16", "Si un joueur perd ses derniers jetons lors du chip race, un jeton supérieur lui est donné.")
    race = {"removed": 25, "race_to": 100, "odd_chips": {"A": 3, "B": 2, "C": 1},
            "other_chips": {"A": 5000, "B": 0, "C": 2000}, "chips_awarded": 2,
            "cards": {"A": ["Ks", "2c", "3d"], "B": ["Kh", "Qs"], "C": ["As"]}}
    for lang in ("fr", "en"):
        r = said("chip_race", race, "tda-2010", lang)
        assert r["outcome"]["at_risk"] == ["B"] and r["outcome"]["fields"]["bonus_chips"] == "ruled", r
        assert r["outcome"]["fields"]["winners"] == "silent"
