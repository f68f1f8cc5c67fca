"""The sixth outside reading of `floorbook ask` (readers R1, R2, R3): each ruling it found false, confusing or
ruled on an impossible input, checked against the rulebook sentence it rests on (the quote is the source's wording,
checked against the base), in both languages."""

from __future__ import annotations

import pytest

from floorbook.rulings.ask import AskError, read
from floorbook.words.input_messages import message_words
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


@pytest.mark.parametrize(("situation", "data", "words"), [
    # R2: a bet of the big blind or more is itself a full bet; before the flop, the big blind is
    ("min_raise", {"big_blind": 100, "current_bet": 250, "last_full_raise": 0}, "une mise de 250"),
    ("min_raise", {"big_blind": 100, "street": "preflop", "current_bet": 250, "last_full_raise": 0},
     "la grosse blinde (100) est une mise complète"),
    # R3 F1: the all-in rule of open hands with nobody all-in
    ("open_hands", {"all_in": 0, "with_chips": 3, "betting_over": True, "river": True}, "personne n’est à tapis"),
    # R3: heads-up, the button posts the small blind
    ("next_hand", {"seats": [1, 5], "button": 1, "small_blind": 5, "big_blind": 1},
     "en tête-à-tête, le bouton paie la petite blinde"),
    # R1: a chip race with no odd chip
    ("chip_race", {"removed": 25, "race_to": 100, "odd_chips": {"A": 0, "B": 0}}, "rien à mettre en course"),
    # R1: a pot of 100 made of chips of 10,000; a pot of 0 once the blinds are in
    ("abbreviated_amount", {"said": 5, "pot": 100, "smallest_chip": 10000}, "ne peut pas être fait de jetons"),
    ("abbreviated_amount", {"said": 5, "pot": 0, "smallest_chip": 100}, "les blindes y sont"),
])
def test_impossible_inputs_are_refused_in_the_players_words(situation, data, words):
    """What cannot happen at a table is refused at the engine's edge, in French and in English, not ruled as real."""
    refused_in_both_languages(situation, data, words)


def refused_in_both_languages(situation: str, data: dict, words: str) -> None:
    """The input is refused with one message whose French holds ``words``, said differently in English."""
    with pytest.raises(AskError) as refused:
        read(situation, data)
    ((_, message),) = refused.value.problems
    assert words in message_words(message, "fr").replace("\u00a0", " "), message
    assert message_words(message, "en") != message_words(message, "fr")


def test_what_can_happen_is_still_ruled():
    """The bounds keep the real cases: a post-flop all-in short of the big blind (ropta-2023/9.9), a heads-up hand
    with the button on the small blind, a race with one odd chip."""
    quoted("ropta-2023/9.9", "les autres joueurs pourront alors suivre à 30 ou miser au minimum à 130")
    r = said("min_raise", {"big_blind": 100, "current_bet": 30, "last_full_raise": 0}, "ropta-2023", "en")
    assert r["outcome"]["min_raise_to"] == 130
    assert said("next_hand", {"seats": [1, 5], "button": 1, "small_blind": 1, "big_blind": 5}, "tda-2019",
                "en")["verdict"] in ("ruled", "partial")
    assert said("chip_race", {"removed": 25, "race_to": 100, "odd_chips": {"A": 1, "B": 0}}, "tda-2019",
                "en")["verdict"] in ("ruled", "partial")


def test_a_card_the_dealer_drops_is_dead_under_the_club_nlhe_even_his_own():
    """R2 F2: club-nlhe 4.17 « toujours considérée retournée et morte »; the dealer's own card kept and shown
    (4.16) is one he turns for himself, not one he drops; mixed with his other card, his hand is dead (4.18)."""
    quoted("club-nlhe/4.17", "Une carte tombée de la table du fait du donneur est toujours considérée retournée et "
                             "morte")
    quoted("club-nlhe/4.18", "Si un joueur mêle une carte morte (retournée par le donneur ou tombée par terre par "
                             "exemple) à son autre carte, alors son jeu est considéré comme mort")
    data = {"happened": "dealer_dropped", "dealers_own": True}
    for lang in ("fr", "en"):
        r = said("exposed_card", data, "club-nlhe", lang)
        assert r["outcome"]["card"] == "replaced" and r["outcome"]["hand_dead"] is False, r
        assert said("exposed_card", {**data, "mixed_with_hand": True}, "club-nlhe", lang)["outcome"]["hand_dead"]
    assert said("exposed_card", {"happened": "dealer_exposed", "dealers_own": True}, "club-nlhe",
                "en")["outcome"]["card"] == "kept_shown"


@pytest.mark.parametrize(("street", "kept"), [("turn", ["preflop", "flop"]), ("river", ["preflop", "flop", "turn"])])
def test_a_recoverable_hand_of_two_decks_keeps_the_bets_before_the_second_decks_card_on_our_reading(street, kept):
    """R1: ROPTA 5.5 recovers a hand where no action was taken with cards of both decks, the board dealt again; no
    bet was made on the round of the wrong card, so only the rounds before it stand, as 5.3 says for the flop. 5.3
    and 5.5 differ on the flop: the ruling says it rests on our reading."""
    quoted("ropta-2023/5.5", "Si le coup est récupérable (cas d'un joueur à tapis pré flop pour lequel le tableau "
                             "aura été distribué avec le mauvais paquet de cartes par exemple), il sera récupéré")
    for lang in ("fr", "en"):
        r = said("deck_error", {"error": "two_decks", "street": street, "recoverable": True}, "ropta-2023", lang)
        assert r["outcome"] == {"outcome": "board_redealt", "bets_kept": kept} and r["readings"][lang], r


@pytest.mark.parametrize(("data", "action", "to"), [
    ({"big_blind": 100, "street": "preflop", "current_bet": 100, "already_in": 100, "chips": [500],
      "declared": "raise"}, "raise", 600),
    ({"big_blind": 100, "current_bet": 0, "chips": [500], "declared": "raise"}, "bet", 500),
])
def test_raise_announced_then_one_chip_is_the_chips_value_under_the_club_tournois(data, action, to):
    """R1: club-tournois 9-3: after announcing a raise the player pushes his chips in one movement; one chip
    pushed on the big blind's option, or with nothing to call, is that raise (was: silent, as a chip put in
    without a word)."""
    quoted("club-tournois/9-3", "Annoncer une relance protège le droit de relance du joueur, il doit ensuite soit "
                                "en annoncer le montant soit avancer des jetons en une seule fois")
    for lang in ("fr", "en"):
        r = said("chip_push", data, "club-tournois", lang)
        assert (r["verdict"], r["outcome"]["action"], r["outcome"]["to"]) == ("ruled", action, to), r
        assert "club-tournois/9-3" in r["articles"]


def test_a_raise_to_no_more_than_the_bet_is_refused():
    """R1: « B raises to 200 » after a bet of 300 (or to 300) is no raise: refused in the player's words."""
    for to in (200, 300):
        data = {"big_blind": 100, "ask": "C", "actions": [{"player": "A", "kind": "bet", "to": 300},
                                                          {"player": "B", "kind": "raise", "to": to}]}
        with pytest.raises(AskError) as refused:
            said("betting_round", data, "tda-2019", "fr")
        assert any("pas plus que la mise de 300" in line.replace("\u00a0", " ")
                   for line in refused.value.said("fr")), refused.value.said("fr")


def test_the_big_blinds_string_raise_on_his_option_is_a_simple_call_under_tda_2019():
    """R3 F3: TDA 2019 56 « Tout string-bet ou string-raise sera dès lors considéré comme un simple call »: the big
    blind facing his own blind calls it, adding nothing; the chips he pushed go back (was: silent). A call with
    nothing to call is a check (55 « Si un joueur ne fait face à aucune mise et annonce « payé », c'est un
    « check » »: eighth reading), here as with no bet at all."""
    quoted("tda-2019/56", "Tout string-bet ou string-raise sera dès lors considéré comme un simple call")
    quoted("tda-2019/55", "Si un joueur ne fait face à aucune mise et annonce « payé », c’est un « check ».")
    data = {"big_blind": 100, "street": "preflop", "current_bet": 100, "already_in": 100, "movements": [100, 200]}
    for ruleset in ("tda-2019", "fivebet"):
        r = said("string_bet", data, ruleset, "fr")
        assert r["verdict"] == "ruled" and r["outcome"] == {"action": "check", "to": 100, "completed": 0,
                                                             "returned": 300}, r
        r = said("string_bet", {"big_blind": 100, "movements": [200, 200]}, ruleset, "fr")
        assert r["outcome"] == {"action": "check", "to": 0, "completed": 0, "returned": 400}, r


def test_ropta_at_the_bubble_across_two_tables_ties_on_our_reading():
    """R3 F2: ROPTA 1.10 ranks by stack « dans le cas de la bulle » and sends the bubble to 2.7, which ties players
    at two tables: the tie stands, headed as our reading (the two sentences disagree)."""
    quoted("ropta-2023/1.10", "S'il s'agit de la bulle, voir le §2.7")
    quoted("ropta-2023/2.7", "S'ils sont sur 2 tables différentes, ils seront classés à égalité")
    data = {"players_left": 11, "paid_places": 10, "busted": [{"player": "A", "table": "1", "stack": 5000},
                                                               {"player": "B", "table": "2", "stack": 3000}]}
    for lang in ("fr", "en"):
        r = said("simultaneous_eliminations", data, "ropta-2023", lang)
        assert r["readings"][lang] and "2.7" in r["readings"][lang][0], r


@pytest.mark.parametrize("ruleset", ["tda-2010", "tda-2019", "fivebet"])
def test_a_call_facing_a_short_big_blind_leaves_the_amount_unsaid_where_the_rulebook_does(ruleset):
    """R2 F1: « call » said facing a big blind all in for 60 (of 100): TDA 2010 29 and TDA 2019 51 bind the call but
    give no amount (only ROPTA 9.7 and the clubs make the others call the full big blind): the amount is unsaid,
    never « un call de 100 »."""
    data = {"big_blind": 100, "street": "preflop", "said": "call", "current_bet": 60}
    for lang in ("fr", "en"):
        r = said("declaration", data, ruleset, lang)
        assert r["verdict"] == "partial" and r["outcome"]["action"] == "call" and r["outcome"]["to"] is None, r
        assert r["outcome"]["fields"]["to"] == "silent" and "100" not in r["sentence"], r["sentence"]


@pytest.mark.parametrize(("ruleset", "article"), [("ropta-2023", "ropta-2023/9.7"),
                                                  ("club-tournois", "club-tournois/9-6")])
def test_a_call_facing_a_short_big_blind_is_the_full_big_blind_where_the_rulebook_says_so(ruleset, article):
    """ROPTA 9.7 and club-tournois 9-6: the others call the full big blind; the article that says so is cited."""
    data = {"big_blind": 100, "street": "preflop", "said": "call", "current_bet": 60}
    r = said("declaration", data, ruleset, "fr")
    assert r["outcome"]["to"] == 100 and article in r["articles"], r


def test_a_last_chip_short_of_the_call_is_ruled_as_any_total_all_in_with_its_articles():
    """R1: one chip worth less than the call, pushed all in, was « tranché » under the club tournois with no article
    (the oversized chip's rule was cited elsewhere): it is a call all in for less, ruled and cited as the same total
    put in all in (bet_total), under every rulebook."""
    push = {"big_blind": 100, "current_bet": 1000, "chips": [500], "stack_behind": 0, "players_in_hand": 3}
    total = {"big_blind": 100, "current_bet": 1000, "total": 500, "all_in": True, "players_in_hand": 3}
    for ruleset in ("tda-2010", "tda-2019", "ropta-2023", "club-tournois", "club-nlhe"):
        a, b = said("chip_push", push, ruleset, "fr"), said("bet_total", total, ruleset, "fr")
        assert (a["verdict"], a["outcome"], a["articles"]) == (b["verdict"], b["outcome"], b["articles"]), ruleset
        assert a["articles"], ruleset


def test_every_ruling_of_the_projects_inputs_cites_an_article_but_plain_pot_arithmetic():
    """A ruling names what it rests on: over every input the scenarios and the outside readings ask, only the pots'
    arithmetic (no rule of any rulebook needed to add up contributions) is ruled without an article."""
    from tests.test_silences import project_rulings

    bare = {(situation, r["ruleset"]) for situation, r in project_rulings() if not r["articles"]}
    assert {situation for situation, _ in bare} <= {"pots"}, sorted(bare)


def test_a_last_full_raise_larger_than_the_raise_inside_the_bet_is_refused_before_the_flop():
    """R2: before the flop, a bet of 150 over a big blind of 100 holds a raise of 50 at most: 150 cannot be the last
    full raise; the big blind itself (100) still can (the refusal says so: at most 100), and a re-raise inside a
    larger bet."""
    with pytest.raises(AskError) as refused:
        read("min_raise", {"big_blind": 100, "street": "preflop", "current_bet": 150, "last_full_raise": 150})
    ((_, message),) = refused.value.problems
    assert "au plus 100" in message_words(message, "fr").replace("\u00a0", " "), message
    assert said("min_raise", {"big_blind": 100, "street": "preflop", "current_bet": 300, "last_full_raise": 200},
                "tda-2019", "en")["outcome"]["min_raise_to"] == 500
    assert said("min_raise", {"big_blind": 100, "street": "preflop", "current_bet": 150, "last_full_raise": 100},
                "tda-2019", "en")["outcome"]["min_raise_to"] == 250


@pytest.mark.parametrize(("situation", "data"), [
    ("chip_push", {"chips": [100]}), ("bet_total", {"total": 100}), ("string_bet", {"movements": [60, 40]}),
    ("declaration", {"said": "call"}),
])
def test_the_same_call_facing_a_short_big_blind_is_said_alike_in_every_situation(situation, data):
    """One fact, one ruling: a call facing a big blind all in for 60 (of 100), asked as chips pushed, a total, a
    string bet or a word, leaves the amount unsaid under TDA 2019 and is the full big blind under ROPTA 9.7."""
    quoted("ropta-2023/9.7", "les autres joueurs sont tenus d'ouvrir du montant minimum égal à la grosse blinde")
    data = {"big_blind": 100, "street": "preflop", "current_bet": 60, **data}
    r = said(situation, data, "tda-2019", "fr")
    assert (r["verdict"], r["outcome"]["action"], r["outcome"]["to"]) == ("partial", "call", None), r
    r = said(situation, data, "ropta-2023", "fr")
    assert (r["outcome"]["action"], r["outcome"]["to"]) == ("call", 100) and "ropta-2023/9.7" in r["articles"], r


@pytest.mark.parametrize(("data", "hand"), [
    ({"all_in_wins": True}, ("paid_by_caller", "silent")),
    ({"part_of_all_in": False, "all_in_wins": True}, ("paid_by_caller", "silent")),
    ({"all_in_wins": False}, ("lost_by_all_in", "ruled")),
])
def test_tda_2010_hidden_chips_take_the_whole_penalty_of_rule_38_as_our_reading(data, hand):
    """R2 F3: TDA 2010 38 sets no condition of intent: chips hidden until the all-in was called were out of
    everyone's view, and 38's penalty is the disqualification and all his chips removed — said whole (a fifth
    reader found it cut to « perd aussi ces jetons »), marked as our reading (38 is titled « Les jetons en
    transit »), what becomes of the hand he would win left unsaid."""
    quoted("tda-2010/38", "Un joueur ne doit jamais positionner ses jetons ou les transporter de telle manière "
                          "qu'ils disparaissent de la vue de tous.")
    quoted("tda-2010/38", "La sanction dans ce cas est la disqualification du joueur et le retrait de ses jetons.")
    for lang, words in (("fr", ("disqualifié", "Tous ses jetons sont retirés")),
                        ("en", ("disqualified", "All his chips are removed"))):
        r = said("hidden_chips", data, "tda-2010", lang)
        assert r["outcome"]["disqualified"] is True and r["outcome"]["chips_removed"] == "all", r
        name, status = hand
        assert (r["outcome"].get("fields") or {}).get(name, "ruled") == status, r
        assert all(w in r["sentence"] for w in words) and r["readings"][lang], r


@pytest.mark.parametrize(("rid", "article"), [("ropta-2023", "ropta-2023/11.2"),
                                              ("club-tournois", "club-tournois/15-1"), ("club-nlhe", "club-nlhe/16.1")])
def test_a_scale_of_sanctions_that_may_be_taken_is_left_to_the_td_its_step_held(rid, article):
    """R3 (sixth reading): « les sanctions suivantes pourront être prises dans l'ordre chronologique » lets the TD
    take the scale's sanctions; « tranché » said they are taken. Left to the TD, the step of this repetition held."""
    quoted(article, "les sanctions suivantes pourront être prises dans l")
    for offence in (1, 2, 3):
        for lang, words in (("fr", "échelle prévoit"), ("en", "the scale provides")):
            r = said("repeated_fault", {"offence": offence}, rid, lang)
            assert r["verdict"] == "discretion" and r["outcome"]["sanction"], r
            assert words in r["sentence"], r["sentence"]


def test_tda_2010_string_bet_limited_by_the_dealers_power_is_marked_as_our_reading():
    """R3 (sixth reading): TDA 2010 36 « Les croupiers sont habilités à déclarer une mise en deux temps … et à la
    limiter au premier mouvement »: a power, not a duty; the raise to the first movement is said as our reading."""
    quoted("tda-2010/36", "Les croupiers sont habilités à déclarer une mise en deux temps")
    for lang in ("fr", "en"):
        r = said("string_bet", {"big_blind": 100, "current_bet": 200, "movements": [500, 300]}, "tda-2010", lang)
        assert r["outcome"]["to"] == 500 and r["readings"][lang], r
