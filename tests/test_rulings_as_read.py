"""The rulings a floor's reading of `floorbook ask` found false or confusing, each checked against
the rulebook sentence it rests on: the quote is the source's wording (checked against the base), the ruling
says what it says, in both languages. The engine outcomes of the same cases are scenario files too
(scenarios/*); this module checks what only the words can get wrong."""

from __future__ import annotations

import pytest

from floorbook.corpus.article_text import is_source_passage
from floorbook.corpus.loader import cached_base
from floorbook.rulings.ask import read
from floorbook.rulings.sentences import narrative
from tests.test_true_sentences import said


def quoted(article: str, quote: str) -> str:
    """The quote, once checked to be the article's wording."""
    assert is_source_passage(quote, cached_base().articles[article]), (article, quote)
    return quote


NEWCOMER = {"seats": [1, 2, 4, 5, 6, 7], "button": 1, "small_blind": 2, "big_blind": 4, "newcomers": [3]}


@pytest.mark.parametrize("ruleset", ["tda-2010", "tda-2019", "fivebet", "ropta-2023", "club-tournois", "club-nlhe"])
def test_a_newcomer_between_the_button_and_the_small_blind_sits_out_one_hand(ruleset):
    """F1: he is not dealt in this hand; nothing says he waits for the big blind."""
    quoted("club-tournois/8-10", "passe un coup. Le coup suivant il peut jouer")
    quoted("tda-2010/5", "La seule place où ils ne peuvent recevoir de carte est entre le bouton et le petit blind.")
    for lang, words in (("en", "Not dealt in this hand: seat 3."), ("fr", "Sans cartes ce coup-ci\u00a0: siège 3.")):
        r = said("next_hand", NEWCOMER, ruleset, lang)
        assert r["outcome"]["waiting"] == [3]
        assert words in r["sentence"] and "big blind:" not in r["sentence"]


def test_had_bet_is_told_as_the_players_own_bet():
    """F2: ``had_bet`` means he had himself opened or raised (club-nlhe 10.15), not that he faced a bet."""
    quoted("club-nlhe/10.15",
           "ne peut alors relancer que s’il avait lui-même déjà changé la situation (fait une ouverture ou relancé)")
    r = said("out_of_turn", {"action": "call", "skipped": ["raise"], "had_bet": True}, "club-nlhe", "en")
    assert "facing a bet" not in r["sentence"]
    told = narrative("out_of_turn", read("out_of_turn", {"action": "call", "skipped": ["raise"], "had_bet": True}),
                     "en")
    assert "He had himself already bet or raised in this betting round." in told


def test_a_short_all_in_push_says_nothing_of_reopening_where_the_rulebook_does_not():
    """F10: club-tournois 9-7 says what a raise must be, not whether a short all-in reopens the betting."""
    quoted("club-tournois/9-7", "Toute relance doit au moins être égale")
    data = {"big_blind": 100, "street": "postflop", "current_bet": 400, "chips": [500, 100], "stack_behind": 0}
    for lang in ("en", "fr"):
        r = said("chip_push", data, "club-tournois", lang)
        assert r["outcome"]["full"] is False
        assert "reopen" not in r["sentence"] and "rouvre" not in r["sentence"]


@pytest.mark.parametrize("ruleset", ["tda-2010", "club-tournois", "club-nlhe"])
def test_the_time_is_ruled_when_only_an_act_at_its_very_end_is_unsaid(ruleset):
    """F5: one minute plus ten seconds is said (tda-2010/20); acting at the 70th second is the only part unsaid,
    and the minimum delay is the TD's: the answer is partial, never silent."""
    quoted("tda-2010/20", "disposera d'une minute complète plus dix secondes décomptées pour prendre une décision")
    r = said("call_time", {"facing_bet": True, "acted_at": 70}, ruleset, "en")
    assert r["verdict"] == "partial"
    assert r["outcome"]["seconds"] == 70 and r["outcome"]["fields"]["result"] == "silent"
    assert "does not say how long the player has" not in r["sentence"]
    assert "whether an action at the very end of the countdown counts" in r["sentence"]


@pytest.mark.parametrize("ruleset", ["tda-2010", "tda-2019"])
def test_a_chip_race_with_an_unsaid_count_still_says_nobody_is_knocked_out(ruleset):
    """F12: tda-2010/16 and tda-2019/24 say how the race is run and that nobody is eliminated by it; only the
    number of chips handed out (the rounding) is unsaid."""
    quoted("tda-2010/16", "On ne peut être éliminé par un chip race.")
    data = {"removed": 25, "race_to": 100, "odd_chips": {"A": 3, "B": 1}, "other_chips": {"A": 0, "B": 5000}}
    r = said("chip_race", data, ruleset, "en")
    assert r["verdict"] == "partial" and r["outcome"]["at_risk"] == ["A"]
    assert r["sentence"].count("does not say") == 1 and "how many higher chips" in r["sentence"]


@pytest.mark.parametrize(("ruleset", "penalty"), [("tda-2019", "possible"), ("ropta-2023", "penalty"),
                                                  ("club-tournois", "silent"), ("club-nlhe", "silent")])
def test_a_fold_when_one_could_check_is_one_ruling_said_as_a_gesture_or_a_fault(ruleset, penalty):
    """F8: the same facts asked as a ``gesture`` and as a ``player_fault`` get the same ruling."""
    quoted("tda-2019/58", "Un joueur qui fold alors qu’il peut checker verra sa main systématiquement brûlée")
    gesture = said("gesture", {"act": "fold_word_or_gesture", "facing_bet": False}, ruleset, "en")
    fault = said("player_fault", {"fault": "folded_when_could_check"}, ruleset, "en")
    assert gesture["verdict"] == fault["verdict"]
    assert gesture["outcome"]["action"] == "fold" and fault["outcome"]["hand_dead"] is True
    status = fault["outcome"].get("fields", {}).get("penalty", "ruled")
    assert status == gesture["outcome"].get("fields", {}).get("penalty", "ruled")
    assert (fault["outcome"]["penalty"] if status == "ruled" else status) == penalty


IMPOSSIBLE_HANDS = [
    ("betting_round", {"big_blind": 100, "street": "postflop", "actions": [{"player": "A", "kind": "bet", "to": 300}],
                       "ask": "A"}, "ask"),
    ("split_pot", {"amount": 1030, "winners": ["A", "B"], "unit": 25}, "amount"),
    ("pots", {"contributions": {"A": 100, "B": 100}, "folded": ["A", "B"]}, "folded"),
    ("first_to_act", {"street": "preflop", "players": [1, 2, 3], "button": 3, "big_blind": 3}, "big_blind"),
    ("min_raise", {"big_blind": 100, "street": "postflop", "current_bet": 300, "last_full_raise": 50},
     "last_full_raise"),
    ("misinformed_call", {"real_bet": 500, "told": 0}, "told"),
    ("first_to_act", {"street": "postflop", "players": [1, 2, 3], "button": 3, "out": [1, 2]}, "out"),
    # a skipped player checks facing the bet the out-of-turn player called; calls when nothing was bet since a check
    ("out_of_turn", {"action": "call", "skipped": ["check"]}, "skipped[0]"),
    ("out_of_turn", {"action": "bet", "skipped": ["check", "call"]}, "skipped[1]"),
    ("out_of_turn", {"action": "fold", "skipped": ["raise", "check"]}, "skipped[1]"),
    ("betting_round", {"big_blind": 100, "actions": [{"player": "A", "kind": "check"}, {"player": "B", "kind": "call"}],
                       "ask": "C"}, "actions[1]"),
    ("misinformed_call", {"real_bet": 5000, "told": 8000}, "told"),
    # G2 C15: a small blind after the big blind, going round from the button
    ("next_hand", {"seats": [1, 2, 3], "button": 1, "small_blind": 5, "big_blind": 3}, "small_blind"),
    # G2 C7: the order the cards came out in is a fact of a flop, not of a turn dealt too soon
    ("board_error", {"error": "premature_turn", "order_known": False}, "order_known"),
]


@pytest.mark.parametrize(("situation", "data", "where"), IMPOSSIBLE_HANDS,
                         ids=[f"{s}-{w}" for s, _, w in IMPOSSIBLE_HANDS])
def test_an_impossible_hand_is_refused_in_both_languages(situation, data, where):
    """Hands that cannot happen at a table are refused at the engine's edge (so the assistant refuses them too),
    the field named, in French and in English, with no English left in the French."""
    from floorbook.corpus.parameters import load_rulesets
    from floorbook.rulings.ask import AskError, ask

    with pytest.raises(AskError) as err:
        ask(situation, data, load_rulesets(), "fr")
    assert err.value.problems[0][0] == where
    fr, en = err.value.said("fr")[0], err.value.said("en")[0]
    assert fr != en and not any(w in fr for w in (" the ", " is ", " cannot ", " must "))


def test_the_two_ropta_9_22_are_told_apart_by_their_titles(capsys):
    """ROPTA numbers two articles 9.22: the citation says which, by its title, never an id of ours (« 9.22-bis »)."""
    from floorbook.cli import main

    for lang, title in (("fr", "9.22 (Jetons oublies a tapis)"), ("en", "9.22 (Chips Forgotten in an All-In)")):
        assert main(["ask", "hidden_chips", "all_in_wins=true", "--ruleset", "ropta-2023", "--lang", lang]) == 0
        out = capsys.readouterr().out
        assert title in out and "9.22-bis" not in out


@pytest.mark.parametrize("ruleset", ["tda-2010", "club-tournois", "club-nlhe"])
def test_a_big_blind_ante_is_not_put_in_a_pot_by_a_rulebook_that_has_no_antes(ruleset):
    """Second reading: the pots' amounts with one player's ante rest on ROPTA 4.2 and 9.7 case F; a rulebook that
    never speaks of antes does not say them (partial: who may win each pot follows from the all-in alone)."""
    quoted("ropta-2023/4.2", "Un joueur à tapis peut prétendre à l'intégralité de l'ante payée par la big blinde")
    data = {"contributions": {"BTN": 10000, "SB": 10000, "BB": 3000}, "antes": {"BB": 10000}}
    for lang in ("en", "fr"):
        r = said("pots", data, ruleset, lang)
        assert r["verdict"] == "partial" and r["outcome"]["main_pot"] is None and r["articles"]
        assert r["outcome"]["eligible"] == [["BTN", "SB", "BB"], ["BTN", "SB"]]
    assert said("pots", data, "ropta-2023", "en")["outcome"]["main_pot"] == 19000


@pytest.mark.parametrize("ruleset", ["club-tournois", "club-nlhe"])
def test_a_button_dealt_too_few_cards_is_a_misdeal_in_the_club_rulebooks(ruleset):
    """Second reading: a wrong number of cards is a misdeal (club-tournois 2-17, club-nlhe 4.19); once two players
    after the blinds have bet, club-nlhe 4.23 plays on without the players concerned."""
    quoted("club-tournois/2-17", "Autres cas de fausses donnes : nombre incorrect de cartes ou mauvais ordre de donne.")
    quoted("club-nlhe/4.23", "le jeu continu tel quel mais uniquement avec les joueurs non concernés directement par "
                             "la fausse donne")
    r = said("button_short", {"acted": False}, ruleset, "en")
    assert r["outcome"]["misdeal"] is True and r["outcome"]["cards_given"] is False
    assert "A wrong number of cards is a misdeal" in r["sentence"]
    r = said("button_short", {"acted": True, "substantial_action": True}, ruleset, "fr")
    assert r["outcome"]["cards_given"] is False
    assert r["outcome"]["hand_dead"] is (True if ruleset == "club-nlhe" else None)


def test_a_hand_a_club_tournois_winner_shows_is_shown_whole_even_uncalled():
    """Second reading: club-tournois 10-3 names no showdown: a winner who shows his hand to one player shows it
    whole (10-3) and to all (10-5)."""
    quoted("club-tournois/10-3", "Le jeu montré par un vainqueur doit l’être entièrement et à tous les joueurs "
                                 "présents.")
    quoted("club-tournois/10-5", "Un jeu gagnant par abandon, s’il est montré à une personne, doit l’être à tous.")
    for lang, words in (("en", "He must show both cards"), ("fr", "Il doit montrer ses deux cartes")):
        r = said("show_cards", {"called": False, "shown_to_one": True}, "club-tournois", lang)
        assert r["verdict"] == "ruled" and r["outcome"]["show_both"] is True and words in r["sentence"]
    r = said("show_cards", {"called": False, "shown_to_one": False}, "club-tournois", "en")
    assert r["outcome"] == {"show_both": False, "show_all": False}


@pytest.mark.parametrize(("ruleset", "live"), [("tda-2010", True), ("club-nlhe", True), ("tda-2019", False),
                                               ("ropta-2023", False), ("club-tournois", False)])
def test_a_tabled_hand_the_dealer_mucked_without_being_clearly_the_winner(ruleset, live):
    """Second reading: TDA 2010 rule 10 (and club-nlhe 11.13) protect a tabled winning hand without asking that it be
    clearly the winner, where TDA 2019 13-C and ROPTA 10.2 do; an unprotected hand the dealer burns is lost (ROPTA
    8.2); club-tournois 5-8 protects none."""
    quoted("tda-2010/10", "Une main gagnante étalée ne peut être accidentellement tuée par un croupier")
    quoted("ropta-2023/8.2", "Si le donneur brûle une main non-protégée ou si un autre joueur la jette, le joueur dont "
                             "la main est brûlée n'a aucun recours, perd le coup")
    r = said("mucked_hand", {"tabled": True, "dealer_mucked": True}, ruleset, "en")
    assert r["verdict"] == "ruled" and r["outcome"]["live"] is live


def test_a_chip_race_whose_count_is_unsaid_still_says_how_the_cards_give_the_chips():
    """Second reading: TDA 2019 24 leaves the number of chips unsaid, not how the cards give them (highest card
    first, suits breaking ties) nor that nobody is knocked out by the race."""
    quoted("tda-2019/24", "Un joueur ne peut être éliminé par le chip-race")
    data = {"removed": 100, "race_to": 500, "odd_chips": {"A": 3, "B": 2, "C": 2},
            "other_chips": {"A": 100, "B": 0, "C": 5000},
            "cards": {"A": ["Ah", "9c", "4d"], "B": ["As", "2d"], "C": ["Kc", "Qd"]}}
    r = said("chip_race", data, "tda-2019", "en")
    assert r["outcome"]["winning_order"] == ["B", "A", "C"] and r["outcome"]["at_risk"] == ["B"]
    assert "does not say who wins" not in r["sentence"] and "without chips gets" not in r["sentence"]
    r = said("chip_race", data, "tda-2010", "en")  # no suit order: the aces tie
    assert r["outcome"]["winning_order"] is None and r["outcome"]["fields"]["winning_order"] == "silent"


@pytest.mark.parametrize(("ruleset", "article", "quote"), [
    ("tda-2010", "tda-2010/42", "se voit appliquer une sanction mais sa main reste en jeu"),
    ("tda-2019", "tda-2019/68", "peut recevoir une sanction mais sa main reste vivante et en jeu")])
def test_a_card_a_player_turns_on_purpose_keeps_his_hand_live_under_the_tda_as_our_reading(ruleset, article, quote):
    """Second reading: TDA 2010 42 and TDA 2019 68 keep live the hand of a player who exposes it; applied to one card
    turned on purpose, it is said as our reading, in both languages."""
    quoted(article, quote)
    for lang, ours in (("en", "(Our reading"), ("fr", "(Notre lecture")):
        r = said("exposed_card", {"happened": "player_deliberate"}, ruleset, lang)
        assert r["verdict"] == "ruled" and r["outcome"]["hand_dead"] is False and ours in r["sentence"]


def test_the_same_ante_paid_whole_by_every_player_is_plain_arithmetic():
    """Second reading: equal antes, each paid whole, go to the main pot under any rule: no silence to say."""
    data = {"contributions": {"A": 500, "B": 1000, "C": 1000}, "antes": {"A": 100, "B": 100, "C": 100}}
    for ruleset in ("tda-2010", "club-nlhe", "ropta-2023"):
        r = said("pots", data, ruleset, "en")
        assert r["verdict"] == "ruled" and r["outcome"]["main_pot"] == 1800 and r["outcome"]["side_pots"] == [1000]


def test_a_single_chip_worth_the_call_exactly_is_a_call_where_no_chip_rule_is_written():
    """Second reading: club-tournois has no rule on one chip, but a chip worth exactly the call is the call."""
    r = said("chip_push", {"big_blind": 100, "street": "postflop", "current_bet": 500, "chips": [500]},
             "club-tournois", "en")
    assert r["verdict"] == "ruled" and r["outcome"]["action"] == "call" and r["outcome"]["to"] == 500


def test_a_dead_hand_is_given_no_card_in_place_of_the_dead_one():
    """Second reading: a card dropped by the dealer and mixed with the other card kills the hand (club-tournois
    2-16's example: « elle est morte … il annule aussi l’autre carte et donc sa main »): no replacement is said."""
    quoted("club-tournois/2-16", "il annule aussi l’autre carte et donc sa main")
    r = said("exposed_card", {"happened": "dealer_dropped", "mixed_with_hand": True}, "club-tournois", "en")
    assert r["outcome"] == {"card": "dead", "hand_dead": True} and "swapped" not in r["sentence"]


def test_third_reading_false_rulings_fixed():
    """Third reading (2026-12-07): each case quotes the sentence it rests on."""
    # a folded player's chips above what anybody else put in are given back (ropta-2023/9.7 case A)
    quoted("ropta-2023/9.7", "immédiatement rendu")
    r = said("pots", {"contributions": {"A": 300, "B": 100}, "folded": ["A"]}, "ropta-2023", "en")
    assert r["outcome"]["main_pot"] == 200 and r["outcome"]["eligible"][0] == ["B"]
    # a hand the dealer killed is dead (tda-2010/39)
    quoted("tda-2010/39", "Si un donneur tue accidentellement une main, le joueur concerné n'a aucun recours")
    assert said("mucked_hand", {"tabled": False, "dealer_mucked": True}, "tda-2010", "en")["outcome"]["live"] is False
    # a thrown hand nearer the muck than the player is dead (club-tournois/5-1, 5-4 « uniquement »)
    quoted("club-tournois/5-1", "Une main est morte sur un mot ou un geste indiquant un abandon")
    r = said("mucked_hand", {"tabled": False, "closer_to_player": False}, "club-tournois", "en")
    assert r["verdict"] == "ruled" and r["outcome"]["live"] is False
    # after two players have bet, only the players not concerned play on (club-nlhe/4.23)
    quoted("club-nlhe/4.23", "uniquement avec les joueurs non concernés directement par la fausse donne")
    r = said("misdeal", {"event": "first_or_second_card_exposed", "substantial_action": True}, "club-nlhe", "en")
    assert r["outcome"]["affected_hand_dead"] is True
    # a stack blinded away: out, whatever the deadline (ropta-2023/1.9)
    quoted("ropta-2023/1.9", "il ne sera éliminé que lorsqu'il n'en aura plus")
    r = said("late_arrival", {"entry_paid": True, "level": 2, "chips_left": False}, "ropta-2023", "en")
    assert r["outcome"]["may_enter"] is False and "too late" not in r["sentence"]
    # a river caller keeps his inalienable right, cheating suspected or not (tda-2019/18 item B)
    quoted("tda-2019/18", "droit inaliénable")
    data = {"river_bet": True, "requester_called": True, "requester_has_cards": True,
            "target_is_last_aggressor": True, "suspects_cheating": True}
    assert said("see_hand", data, "tda-2019", "en")["outcome"]["right"] is True


def test_third_reading_false_rulings_fixed_in_procedure():
    """Third reading (2026-12-07): a short big blind's ante when another player is all-in for less (ROPTA 4.2),
    balancing late in a TDA 2019 event (11-D), Fivebet's hand-for-hand count (PR-8 C and D still printed)."""
    quoted("ropta-2023/4.2", "Un joueur à tapis peut prétendre à l'intégralité de l'ante payée par la big blinde")
    data = {"big_blind": 1000, "ante": 1000, "stack": 1400, "bets": {"UTG": 200, "SB": 500}, "folded": ["SB"]}
    r = said("big_blind_ante", data, "ropta-2023", "en")
    assert r["outcome"]["main_pot"] == 1600 and r["outcome"]["returned"] == {"SB": 100}
    quoted("tda-2019/11", "A mesure que l’évènement progresse et à la discrétion du TD")
    r = said("balance_tables", {"tables": {"T1": 9, "T2": 7}, "stage": "late"}, "tda-2019", "en")
    assert r["outcome"]["fields"]["threshold"] == "discretion"
    quoted("tda-2019/PR-8", "15 mains seront jouées sur un level de 30min")
    assert said("hand_for_hand_clock", {"level_minutes": 30}, "fivebet", "en")["outcome"]["hands"] == 15


def test_an_out_of_turn_call_binds_under_club_tournois_when_nothing_changed():
    """Third and fourth readings: club-tournois 9-2 binds every verbal declaration, in turn or not, « sauf dans
    certains cas extrême et jugés par le directeur de tournoi »: a changed action is the TD's to judge."""
    quoted("club-tournois/9-2", "Toute annonce verbale d’abandon, de parole, de suivit, d’ouverture ou de relance "
                                "vous engage et devient obligatoire")
    assert said("out_of_turn", {"action": "call", "skipped": ["fold"]}, "club-tournois", "en")["outcome"]["binds"]
    quoted("club-tournois/9-2", "sauf dans certains cas extrême et jugés par le directeur de tournoi")
    r = said("out_of_turn", {"action": "call", "skipped": ["raise"]}, "club-tournois", "en")
    assert r["verdict"] == "discretion"


def test_tda_2010_gives_back_a_killed_hands_uncalled_raise_not_its_bet():
    """Third reading: tda-2010/39 « perd ses mises. Toutefois si le joueur en question avait relancé et que sa relance
    n'avait pas encore été payée, il peut récupérer cette dernière »: asked whether the chips were a bet or a raise."""
    quoted("tda-2010/39", "perd ses mises. Toutefois si le joueur en question avait relancé")
    data = {"contributions": {"A": 300, "B": 0}, "player": "A"}
    assert said("killed_hand", {**data, "last_action": "bet"}, "tda-2010", "en")["outcome"]["refund"] == 0
    assert said("killed_hand", {**data, "last_action": "raise"}, "tda-2010", "en")["outcome"]["refund"] == 300
    assert said("killed_hand", data, "tda-2019", "en")["outcome"]["refund"] == 300


def test_a_rulebook_that_never_speaks_of_antes_does_not_say_who_posts_the_button_ante():
    """Third reading: the clubs never mention antes: the button ante's payer is unsaid, not ruled."""
    data = {"seats": [1, 2, 3, 4, 5, 6], "button": 1, "small_blind": 2, "big_blind": 3, "eliminated": [2],
            "ante_format": "button"}
    for ruleset in ("club-tournois", "club-nlhe", "tda-2010"):
        r = said("next_hand", data, ruleset, "en")
        assert r["outcome"]["button_ante"] is None and r["outcome"]["fields"]["button_ante"] == "silent"


@pytest.mark.parametrize(("ruleset", "removed", "reading"), [
    ("tda-2010", "all", True), ("tda-2019", "hidden", True), ("fivebet", "hidden", True),
    ("ropta-2023", "hidden", True), ("club-tournois", "brought", False), ("club-nlhe", "brought", False)])
def test_chips_taken_from_a_pocket_are_ruled_by_the_rule_that_covers_them(ruleset, removed, reading):
    """Chips put on the table from a pocket: the clubs' rule on chips from outside names the pocket; the others'
    rule on hidden chips covers chips kept out of sight, as in a pocket (our reading, said so). Chips from outside
    the tournament stay unsaid where no rule names them."""
    quoted("club-tournois/13-3", "Tout jeton posé sur la table de l’extérieur (ou de la poche) est retiré du tournoi.")
    quoted("tda-2019/63", "Un joueur ne doit jamais tenir ou transporter ses jetons de manière à les cacher de la vue "
                          "de tous.")
    r = said("chips_carried_away", {"how": "from_pocket"}, ruleset, "en")
    assert r["outcome"]["chips_removed"] == removed
    assert bool(r["readings"]["en"]) is reading and ("Our reading" in r["sentence"]) is reading
    outside = said("chips_carried_away", {"how": "from_outside"}, ruleset, "fr")
    # chips never issued: TDA 2019 71-B's « tricheries » must be penalised (our reading); the others name no such fault
    assert outside["verdict"] == ("partial" if not reading or ruleset in ("tda-2019", "fivebet") else "silent")
    told = narrative("chips_carried_away", read("chips_carried_away", {"how": "from_outside"}), "fr")
    assert "extérieur du tournoi" in told


CHECKED_TWICE = {"big_blind": 100, "street": "postflop", "ask": "C",
                 "actions": [{"player": "A", "kind": "check"}, {"player": "B", "kind": "check"}]}
SHORT_ALL_IN_AFTER_CALL = {"big_blind": 100, "street": "preflop", "ask": "UTG",
                           "actions": [{"player": "UTG", "kind": "raise", "to": 300},
                                       {"player": "CO", "kind": "call", "to": 300},
                                       {"player": "BTN", "kind": "all_in", "to": 450}]}


def test_third_reading_confusing_rulings_said_plainly():
    """The third reading's confusing rulings: each now says what the text says, in both languages."""
    # a short all-in is said as an all-in, never "a raise" (ropta-2023/9.8: « ne peut être considérée comme une
    # relance »)
    quoted("ropta-2023/9.8", "ne peut être considérée comme une relance")
    r = said("bet_total", {"big_blind": 100, "current_bet": 1400, "total": 2000, "all_in": True}, "ropta-2023", "fr")
    assert r["sentence"].startswith("Il est à tapis à 2\u202f000\u00a0: plus que le montant à suivre")
    assert "relance à" not in r["sentence"]
    # a player who may not raise is not told a minimum raise
    r = said("betting_round", SHORT_ALL_IN_AFTER_CALL, "tda-2019", "en")
    assert r["outcome"]["may_raise"] is False and "The minimum raise" not in r["sentence"]
    assert "(the minimum raise to 650 is only for a player to whom it is)" in r["sentence"]
    # checks so far: the minimum is a bet's (ropta-2023/9.6), and TDA 2010's silence is on the bet, not a raise
    quoted("ropta-2023/9.6", "la mise ne peut être inférieure à la grosse blinde")
    assert "The minimum bet is 100." in said("betting_round", CHECKED_TWICE, "ropta-2023", "en")["sentence"]
    unsaid = said("betting_round", CHECKED_TWICE, "tda-2010", "en")
    assert "what the minimum bet is" in unsaid["sentence"] and "minimum raise" not in unsaid["sentence"]
    # ropta-2023/9.22: folding is forbidden when no bet is expected: not among a skipped player's options
    quoted("ropta-2023/9.22", "Il est interdit de jeter ses cartes pendant un tour de mise quand aucune mise n'est "
                              "attendue")
    r = said("skipped_player", {"acted_after": ["check", "check", "check"]}, "ropta-2023", "fr")
    assert "fold" not in r["outcome"]["options"] and "se coucher" not in r["sentence"]
    # heads-up, a short call is completed (tda-2019/51, ropta-2023/9.10): bet_total asks the players in the hand
    heads_up = {"big_blind": 2000, "current_bet": 8000, "last_full_raise": 6000, "total": 2000, "players_in_hand": 2}
    for ruleset in ("tda-2019", "ropta-2023"):
        r = said("bet_total", heads_up, ruleset, "en")
        assert r["verdict"] == "ruled" and r["outcome"]["completed"] == 6000, ruleset
    # ropta-2023/9.19: the penalty only when an opponent draws the TD's attention
    quoted("ropta-2023/9.19", "s'expose à une sanction si l'attention du Directeur de Tournoi est attirée par un "
                              "joueur adverse")
    r = said("gesture", {"act": "conditional", "facing_bet": False}, "ropta-2023", "en")
    assert "if an opponent draws the tournament director’s attention" in r["sentence"]
    # tda-2010/29 names only the spoken word: a fold by gesture is our reading, headed so
    quoted("tda-2010/29", "Toute annonce verbale d'action engage le joueur")
    r = said("gesture", {"act": "fold_word_or_gesture", "facing_bet": True}, "tda-2010", "en")
    assert r["readings"]["en"] and "gesture" in r["readings"]["en"][0]


def test_fourth_reading_false_rulings_fixed():
    """Fourth reading (2026-12-07): each ruling found false, now as the text says."""
    from floorbook.rulings.ask import AskError, ask
    from tests.test_true_sentences import rulesets
    # ropta-2023/9.7 case A: the big blind's own chips nobody matched go back to him
    quoted("ropta-2023/9.7", "un pot extérieur de 7 000 qui est immédiatement rendu au joueur de grosse blinde")
    r = said("big_blind_ante", {"big_blind": 10000, "ante": 10000, "stack": 15000, "bets": {"SB": 3000}},
             "ropta-2023", "en")
    assert r["outcome"]["returned"] == {"BB": 2000} and r["outcome"]["side_pots"] == []
    # tda-2010/16: a tie of ranks on the last chip leaves the bonus chip ruled when no tied player is left without
    # chips
    quoted("tda-2010/16", "Si un joueur perd ses derniers jetons lors du chip race, un jeton supérieur lui est donné.")
    race = {"removed": 25, "race_to": 100, "odd_chips": {"A": 1, "B": 1, "C": 1}, "chips_awarded": 1,
            "cards": {"A": ["Ah"], "B": ["Ks"], "C": ["As"]}, "other_chips": {"A": 500, "B": 500, "C": 500}}
    r = said("chip_race", race, "tda-2010", "en")
    assert r["outcome"]["bonus_chips"] == {} and "left without" not in r["sentence"]
    # ropta-2023/8.3's big blind without further penalty only « par inadvertance »; 9.22 otherwise
    quoted("ropta-2023/8.3", "La main jetée par inadvertance d'un joueur n'ayant rien misé mais qui pouvait checker")
    fault = {"fault": "folded_when_could_check", "is_big_blind": True}
    assert said("player_fault", fault, "ropta-2023", "en")["outcome"]["penalty"] == "penalty"
    assert said("player_fault", {**fault, "by_mistake": True}, "ropta-2023", "en")["outcome"]["penalty"] == "none"
    # Fivebet's PR-8 B read with TDA's C and D: the count stands, marked as our reading
    assert said("hand_for_hand_clock", {"level_minutes": 30}, "fivebet", "fr")["readings"]["fr"]
    # two players who folded above every player still in: the last would have folded facing no bet
    with pytest.raises(AskError, match="facing no bet"):
        ask("pots", {"contributions": {"A": 100, "B": 300, "C": 300}, "folded": ["B", "C"]}, rulesets(), "en")


@pytest.mark.parametrize(("ruleset", "article"), [("club-tournois", "club-tournois/10-10"),
                                                  ("club-nlhe", "club-nlhe/11.11")])
def test_equal_stacks_leave_only_their_own_order_open(ruleset, article):
    """Fourth reading: « le plus riche au début du coup sera classé avant » ranks the richer player even when two
    others tie; only the tied players' order between them is unsaid."""
    quoted(article, "le plus riche au début du coup sera classé avant")
    busted = [{"player": "A", "stack": 5000}, {"player": "B", "stack": 3000}, {"player": "C", "stack": 3000}]
    r = said("simultaneous_eliminations", {"players_left": 12, "paid_places": 10, "busted": busted}, ruleset, "en")
    assert r["verdict"] == "partial"
    assert r["outcome"]["groups"][0] == {"players": ["A"], "places": [10], "paid_places": [10]}
    assert "between them in an order not given" in r["sentence"] and "shared" not in r["sentence"]


def test_a_real_hand_near_an_impossible_one_is_still_ruled():
    """The other side of the refusals above: before the flop the big blind may check out of turn and the players he
    skipped call (tda-2019/53's addendum rules an out-of-turn check), and the button still acts facing two blinds
    all in on their posts: neither is refused."""
    quoted("tda-2019/53", "Un check, call ou fold par le ou les joueur(s) oublié(s) ne change pas l’action.")
    r = said("out_of_turn", {"action": "check", "skipped": ["call"]}, "tda-2019", "en")
    assert r["outcome"]["binds"] is True
    r = said("first_to_act", {"street": "preflop", "players": [1, 2, 3], "button": 1, "out": [2, 3]}, "tda-2019", "en")
    assert r["outcome"]["first"] == 1


def test_a_refusal_says_what_the_input_must_be_not_a_fact_it_denies():
    """A refused misinformed call says what the amount told must be (less than the real bet), and an opening bet
    below the big blind is refused as below the minimum bet, not the minimum raise."""
    from floorbook.corpus.parameters import load_rulesets
    from floorbook.rulings.ask import AskError, ask

    with pytest.raises(AskError) as err:
        ask("misinformed_call", {"real_bet": 5000, "told": 5000}, load_rulesets(), "en")
    assert "must be less than the real bet" in err.value.said("en")[0]
    with pytest.raises(AskError) as err:
        ask("betting_round", {"big_blind": 100, "actions": [{"player": "A", "kind": "bet", "to": 50}], "ask": "C"},
            load_rulesets(), "en")
    assert "minimum bet (100)" in err.value.said("en")[0] and "raise" not in err.value.said("en")[0]


@pytest.mark.parametrize("ruleset", ["tda-2010", "club-tournois"])
def test_a_short_raise_before_the_flop_leaves_the_big_blind_the_last_full_raise(ruleset):
    """G1 C4: a bet of 150 over a big blind of 100, asked without the last full raise, is ruled as with it given: an
    increase of 50 is no full raise, so the big blind stays the one the next raise must match."""
    quoted("tda-2010/31", "Une relance doit comporter une valeur ajoutée au moins égale à la valeur ajoutée "
                          "précédente.")
    data = {"big_blind": 100, "street": "preflop", "current_bet": 150}
    given = said("min_raise", {**data, "last_full_raise": 100}, ruleset, "en")
    asked = said("min_raise", data, ruleset, "en")
    assert asked["verdict"] == given["verdict"] and asked["outcome"] == given["outcome"]
    assert said("min_raise", {**data, "current_bet": 300}, ruleset, "en")["outcome"]["min_raise_to"] == 500


@pytest.mark.parametrize("event", ["card_to_empty_seat", "boxed_cards", "first_card_wrong_seat"])
def test_club_nlhe_plays_on_only_after_a_misdeal_its_rulebook_names(event):
    """G2 C1: club-nlhe 4.23 plays on without the players concerned « avant que la fausse donne ne soit constatée »:
    an error 4.19 does not make a misdeal is not one 4.23 cures, with or without a substantial action."""
    quoted("club-nlhe/4.23", "Si deux joueurs après les blinds avaient misé avant que la fausse donne ne soit "
                             "constatée")
    without = said("misdeal", {"event": event}, "club-nlhe", "en")
    after = said("misdeal", {"event": event, "substantial_action": True}, "club-nlhe", "en")
    assert without["verdict"] == after["verdict"] == "silent" and after["outcome"] == {}
    assert said("misdeal", {"event": "wrong_number_of_cards", "substantial_action": True}, "club-nlhe",
                "en")["outcome"]["affected_hand_dead"] is True


def test_a_silence_on_a_small_opening_bet_holds_no_bet():
    """G1 C7: a verdict of silence carries no outcome a program could read as a ruling (TDA 2010 has no rule on an
    opening bet below the big blind; tda-2019/43 completes it)."""
    quoted("tda-2010/31", "Une relance doit comporter une valeur ajoutée au moins égale à la valeur ajoutée "
                          "précédente.")
    r = said("bet_total", {"big_blind": 100, "current_bet": 0, "total": 60}, "tda-2010", "en")
    assert r["verdict"] == "silent" and r["outcome"] == {}


@pytest.mark.parametrize(("situation", "data", "ruleset", "article", "quote"), [
    # G2 C5: a recommendation, said as one
    ("heads_up_antes", {"ante_format": "big_blind"}, "fivebet", "fivebet/34",
     "Fivebet préconise de garder les ante en H.U."),
    # G1 C2.2: club-nlhe has no notion of substantial action
    ("substantial_action", {"actions": ["bet", "fold"]}, "club-nlhe", "club-nlhe/4.23",
     "Si deux joueurs après les blinds avaient misé"),
    ("misdeal", {"event": "two_cards_exposed", "substantial_action": True}, "club-nlhe", "club-nlhe/4.23",
     "Si deux joueurs après les blinds avaient misé"),
    # G1 C2.4: 9.1 names « 5 » with chips of 5, not any figure the chips make
    ("abbreviated_amount", {"said": 5, "pot": 1000, "smallest_chip": 1}, "ropta-2023", "ropta-2023/9.1",
     "sauf dans le cas de présence de jetons de valeur 5"),
    # G1 C2.3: 10.9's 50% measured on the increment, not the total
    ("bet_total", {"big_blind": 200, "current_bet": 1000, "total": 1400}, "club-nlhe", "club-nlhe/10.9",
     "s’il avait atteint 50% du montant de la relance minimum"),
    # G2 C3: « le donneur » who deals twice, read as the one who has just dealt
    ("next_hand", {"seats": [1, 2, 3, 4, 5, 6], "button": 1, "small_blind": 2, "big_blind": 3, "eliminated": [3]},
     "club-tournois", "club-tournois/8-13", "le donneur donne 2 fois"),
])
def test_a_ruling_on_our_reading_of_the_words_says_so(situation, data, ruleset, article, quote):
    """The ruling rests on our reading of the quoted words (a recommendation ruled, a notion the rulebook lacks, an
    exception widened): the sentence says it, in both languages."""
    quoted(article, quote)
    for lang in ("en", "fr"):
        r = said(situation, data, ruleset, lang)
        assert r["readings"][lang] and quote.split()[-1] in r["readings"][lang][0]


def test_an_abbreviation_ruled_by_the_rulebooks_own_example_carries_no_reading_of_ours():
    """G1 C3.1 and C2.4: tda-2019/57's own example (« 5 » is 500 under a pot of 5 000) and ROPTA 9.1's (« 5 » is 5
    with chips of 5) are the text's words; the reading of a figure of 100 or more is said only when ruled on."""
    quoted("tda-2019/57", "la mise sera de 500 si le pot est de moins de 5000")
    quoted("ropta-2023/9.1", "sauf dans le cas de présence de jetons de valeur 5")
    r = said("abbreviated_amount", {"said": 5, "pot": 2000, "smallest_chip": 25}, "tda-2019", "en")
    assert r["outcome"]["amount"] == 500 and r["verdict"] == "ruled" and not r["readings"]["en"]
    r = said("abbreviated_amount", {"said": 500, "pot": 2000, "smallest_chip": 25}, "tda-2019", "en")
    assert r["outcome"]["amount"] == 500 and r["readings"]["en"]
    r = said("abbreviated_amount", {"said": 5, "pot": 1000, "smallest_chip": 5}, "ropta-2023", "en")
    assert r["outcome"]["amount"] == 5 and not r["readings"]["en"]


def test_a_premature_flop_is_taken_back_whole_in_club_tournois():
    """G2 C8: club-tournois 2-10 takes back « le flop seul » (three cards), 2-11 « la turn seule »: the ruling names
    no single card."""
    quoted("club-tournois/2-10", "le flop seul est repris puis sera redonné avec une nouvelle carte brûlée")
    for lang, words in (("en", "Only what was dealt too soon is taken back"),
                        ("fr", "Seul ce qui a été donné trop tôt est repris")):
        r = said("board_error", {"error": "premature_flop"}, "club-tournois", lang)
        assert words in r["sentence"] and "card alone" not in r["sentence"] and "carte prématurée" not in r["sentence"]


def test_a_card_a_club_nlhe_player_turns_up_by_accident_is_replaced_like_the_dealers():
    """G2 C9: club-nlhe 4.16 treats the dealer's exposure and the player's involuntary move alike, and 4.6 swaps a
    card turned up during the deal for the future burn card: the player is not left with one card (our reading)."""
    quoted("club-nlhe/4.16", "Une carte retournée est morte si cela est du fait du donneur ou d’un mouvement jugé "
                             "involontaire du joueur.")
    quoted("club-nlhe/4.6", "cette carte est échangée avec la future carte à brûler")
    dealer = said("exposed_card", {"happened": "dealer_exposed"}, "club-nlhe", "en")
    player = said("exposed_card", {"happened": "player_involuntary"}, "club-nlhe", "en")
    assert player["outcome"] == dealer["outcome"] == {"card": "replaced", "hand_dead": False}
    assert player["readings"]["en"]


@pytest.mark.parametrize("ruleset", ["tda-2019", "ropta-2023", "club-nlhe"])
def test_a_large_misinformed_difference_left_to_the_td_still_says_the_rules_default(ruleset):
    """G1 C6.1: TDA 2019 49 makes him complete the difference and lets rule 1 apply « dans certains cas »: the ruling
    left to the TD says what he may rule, the difference made up, and no rule's title (« Action acceptée » is TDA 2019
    49's, G1 C6.11)."""
    quoted("tda-2019/49", "il doit compléter la différence. Comme pour toutes les situations, la règle 1 peut "
                          "s’appliquer ici dans certains cas à la discrétion du Directeur de Tournoi.")
    r = said("misinformed_call", {"real_bet": 50000, "told": 5000, "large_difference": True}, ruleset, "en")
    assert r["verdict"] == "discretion" and r["outcome"] == {"to": 50000, "completed": 45000}
    assert "make up the difference, 45,000" in r["sentence"] and "Accepted action" not in r["sentence"]


def test_a_gesture_is_told_and_ruled_as_its_articles_word_it():
    """G1 C6.2-C6.5: a pot bet facing a bet binds a valid raise (tda-2019/54 item C); a conditional declaration is
    forbidden (ropta-2023/9.19), not said « not valid », and is told without a bet the facts deny; the tap is told
    as once or more, as the clubs' « plusieurs fois » and our reading of one tap."""
    quoted("tda-2019/54", "Si le joueur fait face à une mise il devra faire une relance valide.")
    quoted("ropta-2023/9.19", "sont interdites")
    quoted("club-nlhe/10.4", "Taper plusieurs fois la table signifie")
    r = said("gesture", {"act": "pot_bet", "facing_bet": True}, "tda-2019", "en")
    assert "He is bound to make a valid raise." in r["sentence"] and "if he faces" not in r["sentence"]
    r = said("gesture", {"act": "conditional", "facing_bet": True}, "ropta-2023", "en")
    assert "A conditional declaration is forbidden." in r["sentence"] and "not a valid" not in r["sentence"]
    told = narrative("gesture", read("gesture", {"act": "conditional", "facing_bet": True}), "en")
    assert "if you bet" not in told
    told = narrative("gesture", read("gesture", {"act": "tap_table", "facing_bet": False}), "fr")
    # one input for any tap: told as once or more (the clubs' « plusieurs fois » is then a reading for a single tap,
    # said as ours: the fifth reading; the eighth found « plusieurs fois » told beside that reading)
    assert "tape sur la table (une fois ou plusieurs)" in told


def test_a_ropta_hand_begun_on_the_old_blinds_after_the_pot_is_no_mistake():
    """G2 C14: ROPTA 3.1 starts a hand at the previous pot's award: the level that ends after it applies to the next
    hand, so the floor's « by mistake » is answered, not left standing."""
    quoted("ropta-2023/3.1", "Une main commence dès que le pot précédent est attribué.")
    r = said("new_level", {"clock_ends": "after_pot_awarded", "old_level_by_mistake": True}, "ropta-2023", "en")
    assert r["outcome"]["applies_to"] == "next_hand" and "is no mistake" in r["sentence"]
    r = said("new_level", {"clock_ends": "after_pot_awarded"}, "ropta-2023", "en")
    assert "mistake" not in r["sentence"]


@pytest.mark.parametrize("ruleset", ["ropta-2023", "club-tournois"])
def test_a_bet_error_found_once_the_round_is_over_stands_in_the_rulebooks_words(ruleset):
    """G1 C3.2: after the chips are gathered the pot is complete (ropta-2023/9.17): the bet standing is the text's,
    and the reading of ours on an error found before is not said of it (it still is when the error is corrected)."""
    quoted("ropta-2023/9.17", "le pot est définitivement considéré comme complet")
    data = {"bet": 1000, "correct": 1200}
    over = said("bet_error", {**data, "round_over": True}, ruleset, "en")
    assert over["outcome"]["corrected"] is False and not over["readings"]["en"]
    assert said("bet_error", data, ruleset, "en")["readings"]["en"]


@pytest.mark.parametrize("ruleset", ["tda-2019", "fivebet"])
def test_a_check_and_a_fold_are_left_to_the_floor_where_36_a_contradicts_itself(ruleset):
    """G1 C2.1: 36-A's main words need chips put in, its parenthesis excepts only two checks or two folds: on a
    check and a fold the text says both, and rule 1 gives the floor such a case. A bet and a fold stay ruled."""
    quoted("tda-2019/36", "dont au moins un a engagé des jetons dans le pot (donc toute combinaison de deux actions "
                          "à l’exception de 2 check ou 2 folds)")
    r = said("substantial_action", {"actions": ["check", "fold"]}, ruleset, "en")
    assert r["verdict"] == "discretion" and "tda-2019/1" in r["articles"] and "contradicts itself" in r["note"]
    assert "contredit" in said("substantial_action", {"actions": ["fold", "check"]}, ruleset, "fr")["note"]
    assert said("substantial_action", {"actions": ["bet", "fold"]}, ruleset, "en")["outcome"] == {"substantial": True}


def test_a_ropta_pot_shared_after_an_irregular_deck_is_shared_as_7_7_says():
    """G2 C6: ROPTA 7.7 shares the pot « entre les joueurs restant à égalité de mises »: the ruling keeps those
    words; and a reading of ours is said once, not marked again inside its reason (G2 C17)."""
    quoted("ropta-2023/7.7", "le pot est partagé entre les joueurs restant à égalité de mises")
    r = said("deck_error", {"error": "irregular_deck", "street": "turn", "after_folds": True}, "ropta-2023", "fr")
    assert "entre les joueurs restants, à égalité de mises" in r["sentence"]
    r = said("deck_error", {"error": "board_error", "street": "turn"}, "club-tournois", "fr")
    assert r["readings"]["fr"] and r["sentence"].count("otre lecture") == 1


@pytest.mark.parametrize("layout", [{"seats": [1, 2, 3, 4], "button": 1, "small_blind": 2, "big_blind": 4},
                                    {"seats": [1, 3, 4, 5], "button": 1, "small_blind": 2, "big_blind": 5}])
def test_a_player_between_the_blinds_is_refused(layout):
    """Fifth reading: a seat occupied at the hand just played, between its small and big blinds, cannot be: the big
    blind moves on to the next player (a newcomer there would have taken it, an absent player is dealt in and
    posts); the next hand dealt him in where no TDA text deals a hand. A dead small blind (an empty seat) is not
    refused."""
    from floorbook.corpus.parameters import load_rulesets
    from floorbook.rulings.ask import AskError, ask

    quoted("tda-2010/24", "c'est le gros blind qui avance invariablement")
    quoted("club-nlhe/9.6", "c’est la grosse blind qui avance systématiquement et entraîne le reste")
    with pytest.raises(AskError) as err:
        ask("next_hand", layout, load_rulesets(), "fr")
    assert err.value.problems[0][0] == "small_blind"
    assert "entre la petite blinde" in err.value.said("fr")[0] and "between the small" in err.value.said("en")[0]
    dead_small_blind = {"seats": [1, 3, 4, 5], "button": 1, "small_blind": 2, "big_blind": 3}
    assert said("next_hand", dead_small_blind, "tda-2010", "en")["outcome"]["big_blind"] == 4


@pytest.mark.parametrize("ruleset", ["tda-2019", "fivebet"])
def test_a_fouled_hand_still_identifiable_is_said_live_in_the_note_in_both_languages(ruleset):
    """Fifth reading: the French note said « une main encore identifiée … ne sont pas dites » beside a ruling that
    the hand stays live by 65-B; both notes now quote 65-B and leave only the penalties unsaid."""
    b = quoted("tda-2019/65", "Si les cartes sont très clairement identifiables même si elles ont été en contact avec "
                              "d’autres cartes et/ou flashées, elles restent vivantes et en jeu")
    for lang in ("fr", "en"):
        r = said("hand_fouled", {"identifiable": True}, ruleset, lang)
        assert r["outcome"]["hand_live"] is True and b in r["notes"][lang]
    assert "encore identifiée" not in said("hand_fouled", {"identifiable": True}, ruleset, "fr")["notes"]["fr"]


def test_ropta_classic_antes_heads_up_are_said_inferred_from_4_4():
    """Fifth and seventh readings: 4.4 says only what happens to antes of another format; that classic antes stay
    heads-up is inferred from it, said as our reading (the other formats' ruling is 4.4's own words, no reading)."""
    quoted("ropta-2023/4.4", "Si le format des ante n'est pas le format classique, il n'y a pas d'ante en HU.")
    for lang in ("fr", "en"):
        kept = said("heads_up_antes", {"ante_format": "classic"}, "ropta-2023", lang)
        assert kept["outcome"]["antes"] is True and kept["readings"][lang]
        gone = said("heads_up_antes", {"ante_format": "button"}, "ropta-2023", lang)
        assert gone["outcome"]["antes"] is False and not gone["readings"][lang]


@pytest.mark.parametrize("ruleset", ["tda-2019", "fivebet"])
def test_hidden_chips_not_counted_in_the_all_in_carry_no_reading_of_49(ruleset):
    """Fifth reading: chips the TD does not count in the all-in are ruled by 62's own words; the reading of 49
    (the caller pays chips counted in it) is said only where the ruling rests on it."""
    quoted("tda-2019/62", "le Joueur A ne pourra en aucun cas se faire payer ce jeton par le Joueur B s’il remporte "
                          "le coup")
    for wins in (True, False):
        r = said("hidden_chips", {"part_of_all_in": False, "all_in_wins": wins}, ruleset, "fr")
        assert r["verdict"] == "ruled" and r["articles"] == ["tda-2019/62"] and not r["readings"]["fr"]
    counted = said("hidden_chips", {"part_of_all_in": True, "all_in_wins": True}, ruleset, "en")
    assert counted["outcome"]["paid_by_caller"] is True and counted["readings"]["en"]


def test_fivebet_misinformed_call_cites_49_not_the_pr_12_fivebet_replaced():
    """Fifth reading: Fivebet's PR-12 replaces TDA 2019's (« Fivebet ne souhaite pas que vous annonciez le montant
    des mises ou relances »); the call made up rests on 49 and Fivebet's own PR-12, never on a passage Fivebet does
    not apply."""
    quoted("fivebet/PR-12", "Fivebet ne souhaite pas que vous annonciez le montant des mises ou relances.")
    quoted("tda-2019/49", "il doit compléter la différence")
    r = said("misinformed_call", {"real_bet": 1200, "told": 1000}, "fivebet", "en")
    assert r["outcome"]["completed"] == 200 and r["articles"] == ["tda-2019/49", "fivebet/PR-12"]
    assert "tda-2019/PR-12" in said("misinformed_call", {"real_bet": 1200, "told": 1000}, "tda-2019", "en")["articles"]


def test_ropta_hand_shown_to_an_outsider_says_it_is_shown_to_the_table_at_the_end():
    """Fifth reading: 11.4's « la main sera montrée à l'ensemble de la table en fin de coup » was dropped; the
    ruling's note now carries 11.4's whole consequence, in both languages."""
    end = quoted("ropta-2023/11.4", "la main sera montrée à l'ensemble de la table en fin de coup")
    for lang in ("fr", "en"):
        r = said("hand_shown", {"shown_to": "outsider", "opponents_in_hand": 2}, "ropta-2023", lang)
        assert r["outcome"]["hand_live"] is False and end in r["notes"][lang]


def test_ropta_late_arrival_deadline_is_said_with_its_condition():
    """Fifth reading: 1.8's end of the second level holds « Si aucune disposition en ce sens n'est prise »; the
    ruling's note says so (it was left out of the ruling)."""
    cond = quoted("ropta-2023/1.8", "Si aucune disposition en ce sens n'est prise")
    for lang in ("fr", "en"):
        r = said("late_arrival", {"entry_paid": True, "level": 3}, "ropta-2023", lang)
        assert r["outcome"]["may_enter"] is False and cond in r["notes"][lang]


@pytest.mark.parametrize("ruleset", ["tda-2019", "fivebet", "ropta-2023"])
@pytest.mark.parametrize("event", ["card_to_empty_seat", "first_card_wrong_seat"])
def test_a_misdeal_going_on_names_no_affected_hand_when_every_player_has_his_cards(ruleset, event):
    """Fifth reading: after a substantial action only hands with a wrong number of cards are dead (tda-2019/35 D);
    a card to an empty seat or the first card to the wrong seat leaves none, so « la main du joueur concerné » is
    not said."""
    quoted("tda-2019/35", "seules les mains des joueurs n’ayant pas le bon nombre de cartes sont annulées")
    for lang in ("fr", "en"):
        r = said("misdeal", {"event": event, "substantial_action": True}, ruleset, lang)
        assert r["outcome"]["hand_continues"] is True and "affected_hand_dead" not in r["outcome"]
        assert "concerné" not in r["sentence"] and "affected" not in r["sentence"]


@pytest.mark.parametrize(("ruleset", "article"), [("club-tournois", "club-tournois/9-4"),
                                                  ("club-nlhe", "club-nlhe/10.4")])
def test_a_club_table_tap_is_ruled_on_our_reading_of_several_taps(ruleset, article):
    """Fifth reading: the club rulebooks speak of tapping « plusieurs fois »; the input is a tap, however many, so
    the ruling says the rest is our reading."""
    quoted(article, "Taper plusieurs fois la table signifie « parole » (check)")
    for lang in ("fr", "en"):
        r = said("gesture", {"act": "tap_table", "facing_bet": True}, ruleset, lang)
        assert r["outcome"]["action"] == "fold" and "plusieurs fois" in r["readings"][lang][0]


@pytest.mark.parametrize("ruleset", ["tda-2010", "tda-2019", "ropta-2023", "club-nlhe"])
def test_a_hand_dealt_on_the_old_level_when_the_rule_says_so_is_said_no_mistake(ruleset):
    """Fifth reading: the level's time running out during the shuffle leaves the hand being dealt on the old blinds
    (tda-2019/23: a hand begins « au premier riffle »); the input's « by mistake » is answered, not ignored."""
    quoted("tda-2019/23", "au premier riffle")
    data = {"clock_ends": "during_shuffle", "old_level_by_mistake": True, "substantial_action": True}
    for lang, words in (("fr", "pas une erreur"), ("en", "no mistake")):
        r = said("new_level", data, ruleset, lang)
        assert r["outcome"]["applies_to"] == "next_hand" and words in r["notes"][lang]
    plain = said("new_level", {"clock_ends": "during_shuffle"}, ruleset, "en")
    assert "no mistake" not in plain["notes"]["en"]


@pytest.mark.parametrize("ruleset", ["tda-2019", "fivebet", "ropta-2023", "club-nlhe"])
def test_a_large_difference_leaves_the_td_to_depart_from_the_call_the_rule_makes(ruleset):
    """Fifth reading: 49 still says « il doit compléter la différence »; the TD may depart from it « dans certains
    cas » (ROPTA 9.20 only to the misled player's advantage, club-nlhe 10.10 exceptionally, with a penalty). The
    discretionary ruling holds the made-up call, what stands unless he departs from it."""
    quoted("tda-2019/49", "la règle 1 peut s’appliquer ici dans certains cas à la discrétion du Directeur de Tournoi")
    data = {"real_bet": 10000, "told": 1000, "large_difference": True}
    for lang, words in (("fr", "compléter la différence, 9"), ("en", "make up the difference, 9")):
        r = said("misinformed_call", data, ruleset, lang)
        assert r["verdict"] == "discretion" and r["outcome"]["completed"] == 9000 and words in r["sentence"]


@pytest.mark.parametrize(("ruleset", "article", "spread"), [
    ("tda-2019", "tda-2019/54", "il est demandé au croupier d’étaler clairement le pot"),
    ("ropta-2023", "ropta-2023/9.15", "Un joueur peut en revanche demander que le pot soit bien étalé sur la table")])
def test_a_pot_nobody_counts_is_said_spread(ruleset, article, spread):
    """Fifth reading (reader R1 C11): nobody counts the pot in no limit, but it is spread so the player can
    estimate it; the ruling's note says so."""
    quoted(article, spread)
    for lang in ("fr", "en"):
        r = said("count_request", {"what": "pot", "asker_to_act": True}, ruleset, lang)
        assert r["outcome"]["given"] == "nothing" and spread in r["notes"][lang]
