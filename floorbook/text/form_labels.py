"""The floor assistant's words: situations, form fields and choices in plain French and English.

Data only, read by the assistant page (:mod:`floorbook.site.python_pages` writes :func:`document` into the
site as JSON), each word a :class:`~floorbook.engine.declarations.Label` (:mod:`floorbook.text.words`). The
form itself is generated from each situation's input JSON Schema
(:func:`floorbook.base.inputs.situations_json`): these labels only name what the schema defines, so a
field or a choice without a label here is shown with a plain fallback, never hidden. ``tests/test_words.py``
checks that every field and choice of every situation has a label, and that every label names one.

``MENU`` lists the situations a floor meets, in the order the page offers them; one situation may
appear more than once with a different starting example (``example``: ``key=value`` pairs as in
the assistant's URL and ``floorbook ask``). An entry without ``example`` starts from the first
scenario of ``scenarios/`` that uses its situation.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from floorbook.engine.declarations import Label


@dataclass(frozen=True)
class MenuEntry:
    """A situation as the menu offers it: its name in words and, when given, its starting example."""

    situation: str
    label: Label
    example: str | None = None  # key=value pairs, as in the assistant's URL; None: the first scenario's

    def as_json(self) -> dict[str, str]:
        out = {"situation": self.situation, "fr": self.label.fr, "en": self.label.en}
        return out if self.example is None else {**out, "example": self.example}


MENU: list[MenuEntry] = [
    MenuEntry("chip_push", Label(fr="Jetons poussés sans rien dire", en="Chips pushed without a word"),
              "big_blind=100&street=postflop&current_bet=325&chips=500,25"),
    MenuEntry("bet_total", Label(fr="Montant mis, relance incomplète", en="Amount put in, under-raise"),
              "big_blind=100&street=postflop&current_bet=300&total=500"),
    MenuEntry("min_raise", Label(fr="Relance minimale", en="Minimum raise")),
    MenuEntry("betting_round", Label(fr="Un tour d’enchères rejoué (tapis incomplets)",
                                     en="A betting round replayed (short all-ins)"),
              'big_blind=100&street=postflop&actions=[{"player":"A","kind":"bet","to":300},'
              '{"player":"B","kind":"all_in","to":450}]&ask=A'),
    MenuEntry("bet_total", Label(fr="Moins que le montant à suivre", en="Less than the amount to call"),
              "big_blind=100&street=postflop&current_bet=300&total=200"),
    MenuEntry("declaration", Label(fr="Annonce verbale", en="Verbal declaration")),
    MenuEntry("string_bet", Label(fr="Mise en plusieurs fois", en="String bet")),
    MenuEntry("chip_push", Label(fr="Un seul jeton", en="A single chip"),
              "big_blind=100&street=postflop&current_bet=200&chips=1000"),
    MenuEntry("abbreviated_amount", Label(fr="Montant abrégé (« cinq »)",
                                          en="Abbreviated amount (\u201cfive\u201d)")),
    MenuEntry("call_time", Label(fr="Appel de la pendule", en="Calling the clock"), "facing_bet=true"),
    MenuEntry("next_hand", Label(fr="Main suivante, bouton mort", en="Next hand, dead button")),
    MenuEntry("chip_race", Label(fr="Chip race", en="Chip race")),
    MenuEntry("misdeal", Label(fr="Fausse donne", en="Misdeal")),
    MenuEntry("substantial_action", Label(fr="Action substantielle", en="Substantial action")),
    MenuEntry("showdown_order", Label(fr="Ordre d’abattage", en="Showdown order")),
    MenuEntry("penalty_hands", Label(fr="Pénalité", en="Penalty")),
    # the engine's other situations
    MenuEntry("bet_error", Label(fr="Mise d’un mauvais montant", en="A bet of the wrong amount")),
    MenuEntry("out_of_turn", Label(fr="Action hors de tour", en="Action out of turn")),
    MenuEntry("skipped_player", Label(fr="Joueur sauté", en="Skipped player")),
    MenuEntry("first_to_act", Label(fr="Qui parle en premier", en="Who acts first")),
    MenuEntry("pots", Label(fr="Pot principal et pots annexes", en="Main pot and side pots")),
    MenuEntry("split_pot", Label(fr="Pot partagé, jeton impair", en="Split pot, odd chip")),
    MenuEntry("killed_hand", Label(fr="Main tuée", en="Killed hand")),
    MenuEntry("see_hand", Label(fr="Demander à voir une main", en="Asking to see a hand")),
    MenuEntry("open_hands", Label(fr="Cartes retournées en cas de tapis", en="Hands tabled in an all-in")),
    MenuEntry("deck_error", Label(fr="Paquet irrégulier, erreur au tableau", en="Irregular deck, board error")),
    MenuEntry("board_error", Label(fr="Flop, turn ou river mal donné", en="Flop, turn or river dealt wrong"),
              "error=four_card_flop&order_known=false"),
    MenuEntry("exposed_card", Label(fr="Carte retournée, tombée ou flashée", en="Card exposed, dropped or flashed"),
              "happened=dealer_dropped&mixed_with_hand=true"),
    MenuEntry("button_short", Label(fr="Il manque une carte au bouton", en="Button missing a card"), "acted=false"),
    MenuEntry("stub_mixed", Label(fr="Paquet tombé ou mélangé", en="Stub dropped or mixed"),
              "mixed_with_muck=true"),
    MenuEntry("seated_at_deal", Label(fr="Joueur absent à la donne", en="Player away at the deal")),
    MenuEntry("new_level", Label(fr="Nouveau niveau de blindes", en="New blind level")),
    MenuEntry("big_blind_ante", Label(fr="Ante grosse blinde incomplète", en="Short big blind ante")),
    MenuEntry("heads_up_antes", Label(fr="Antes en tête-à-tête", en="Antes heads-up")),
    MenuEntry("found_chips_after_race", Label(fr="Jetons retrouvés après la chip race",
                                              en="Chips found after the chip race")),
    MenuEntry("balance_tables", Label(fr="Équilibrage des tables", en="Balancing tables")),
    MenuEntry("final_table_size", Label(fr="Taille de la table finale", en="Final table size")),
    MenuEntry("hand_for_hand_clock", Label(fr="Main par main : la pendule", en="Hand-for-hand clock")),
    MenuEntry("simultaneous_eliminations", Label(fr="Éliminations dans la même main",
                                                 en="Eliminations in the same hand")),
]

# a field of a situation's input (its JSON Schema's properties), by its name
FIELDS: dict[str, Label] = {
    "acted": Label(fr="A checké ou misé", en="Checked or bet"),
    "betting_possible": Label(fr="Des mises sont encore possibles", en="Betting still possible"),
    "burn": Label(fr="Quelle carte brûlée", en="Which burn card"),
    "dealers_own": Label(fr="La propre carte du donneur", en="The dealer’s own card"),
    "happened": Label(fr="Ce qui est arrivé à la carte", en="What happened to the card"),
    "live_card_identifiable": Label(fr="La carte vivante reste identifiable", en="The live card can be told apart"),
    "mixed_with_hand": Label(fr="Mêlée à l’autre carte du joueur", en="Mixed with the player’s other card"),
    "mixed_with_muck": Label(fr="Mêlé à la défausse", en="Mixed with the muck"),
    "order_known": Label(fr="Ordre d’apparition des cartes connu", en="Order of the cards known"),
    "order_rebuildable": Label(fr="Ordre du paquet reconstructible", en="Stub’s order can be rebuilt"),
    "owner_touched": Label(fr="Le propriétaire l’avait touchée", en="The owner had touched it"),
    "with_board_card": Label(fr="Retournée avec la carte suivante", en="Exposed with the next card"),
    "acted_after": Label(fr="Actions après le joueur sauté (dans l’ordre)",
                         en="Actions after the skipped player (in order)"),
    "acted_at": Label(fr="A agi après (secondes de pendule)", en="Acted after (seconds of clock)"),
    "action": Label(fr="Action hors de tour", en="Action out of turn"),
    "actions": Label(fr="Actions", en="Actions"),
    "after_folds": Label(fr="Découvert après des abandons", en="Found after folds"),
    "aggression": Label(fr="Dernière action agressive", en="Last aggressive action"),
    "all_in": Label(fr="Tapis", en="All-in"),
    "already_in": Label(fr="Déjà misé par le joueur ce tour", en="Already put in by the player this round"),
    "amount": Label(fr="Montant du pot", en="Pot amount"),
    "announced_total": Label(fr="Total annoncé avant les jetons", en="Total announced before the chips"),
    "ante": Label(fr="Ante", en="Ante"),
    "ante_format": Label(fr="Format des antes", en="Ante format"),
    "antes": Label(fr="Antes payées (joueur:montant)", en="Antes paid (player:amount)"),
    "arrived": Label(fr="Retour à sa place", en="Back at the seat"),
    "ask": Label(fr="Joueur dont on demande les options", en="Player whose options are asked"),
    "bet": Label(fr="Montant misé par erreur", en="Amount bet in error"),
    "bets": Label(fr="Mises des autres joueurs (joueur:montant)", en="Other players' bets (player:amount)"),
    "betting_over": Label(fr="Enchères terminées sur ce tour", en="Betting over on this street"),
    "big_blind": Label(fr="Grosse blinde", en="Big blind"),
    "busted": Label(fr="Joueurs éliminés", en="Players out"),
    "button": Label(fr="Place du bouton", en="Button seat"),
    "cards": Label(fr="Cartes données (JSON)", en="Cards dealt (JSON)"),
    "chips": Label(fr="Jetons (valeurs)", en="Chips (values)"),
    "chips_awarded": Label(fr="Nombre de jetons à distribuer", en="Number of chips to hand out"),
    "clock_ends": Label(fr="Fin du temps du niveau", en="When the level's time ran out"),
    "contributions": Label(fr="Mises de chacun dans la main (joueur:montant)",
                           en="Each player's chips in the hand (player:amount)"),
    "correct": Label(fr="Montant correct", en="Correct amount"),
    "current_bet": Label(fr="Mise la plus haute du tour", en="Highest bet of the round"),
    "dealer": Label(fr="Place du donneur", en="Dealer's seat"),
    "declared": Label(fr="Annonce", en="Declared"),
    "eliminated": Label(fr="Places éliminées pendant la main", en="Seats out during the hand"),
    "error": Label(fr="Erreur", en="Error"),
    "event": Label(fr="Ce qui s’est passé à la donne", en="What happened in the deal"),
    "facing_bet": Label(fr="Le joueur fait face à une mise", en="The player faces a bet"),
    "folded": Label(fr="Joueurs qui ont passé", en="Players who folded"),
    "format": Label(fr="Format des tables", en="Table format"),
    "game": Label(fr="Jeu", en="Game"),
    "had_bet": Label(fr="Le joueur avait déjà misé ou relancé", en="The player had already bet or raised"),
    "hands": Label(fr="Pénalité en mains", en="Penalty in hands"),
    "kind": Label(fr="Action", en="Action"),
    "last_aggressor": Label(fr="Dernier à miser ou relancer", en="Last to bet or raise"),
    "last_full_raise": Label(fr="Dernière mise ou relance complète", en="Last full bet or raise"),
    "level_minutes": Label(fr="Durée du niveau (minutes)", en="Level length (minutes)"),
    "movements": Label(fr="Jetons ajoutés à chaque geste", en="Chips added at each movement"),
    "newcomers": Label(fr="Places prises avant la main suivante", en="Seats taken before the next hand"),
    "odd_chips": Label(fr="Jetons restants de la valeur retirée (joueur:nombre)", en="Odd chips left (player:count)"),
    "old_level_by_mistake": Label(fr="Main commencée sur les anciennes blindes", en="Hand started on the old blinds"),
    "other_chips": Label(fr="Autres jetons de chacun (joueur:valeur)", en="Each player's other chips (player:value)"),
    "out": Label(fr="Places qui ne peuvent plus agir", en="Seats who can no longer act"),
    "paid_places": Label(fr="Places payées", en="Paid places"),
    "player": Label(fr="Joueur", en="Player"),
    "players": Label(fr="Joueurs", en="Players"),
    "players_at_table": Label(fr="Joueurs à la table", en="Players at the table"),
    "players_in_hand": Label(fr="Joueurs dans la main", en="Players in the hand"),
    "players_left": Label(fr="Joueurs restants", en="Players left"),
    "posted": Label(fr="Blinds postées (joueur:montant)", en="Blinds posted (player:amount)"),
    "pot": Label(fr="Pot", en="Pot"),
    "race_to": Label(fr="Valeur distribuée", en="Chip handed out"),
    "recoverable": Label(fr="Rien n’a été joué avec les deux paquets", en="No action taken with both decks"),
    "removed": Label(fr="Valeur retirée du jeu", en="Denomination removed"),
    "requester_called": Label(fr="Le demandeur a suivi la dernière mise", en="The requester called the last bet"),
    "requester_has_cards": Label(fr="Le demandeur a encore sa main", en="The requester still holds a hand"),
    "river": Label(fr="C’est la river", en="It is the river"),
    "river_bet": Label(fr="Il y a eu une mise à la river", en="There was a river bet"),
    "round_over": Label(fr="Le tour d’enchères était fini", en="The betting round was over"),
    "rounds": Label(fr="Pénalité en tours", en="Penalty in rounds"),
    "said": Label(fr="Annonce", en="Said"),
    "seats": Label(fr="Places", en="Seats"),
    "seats_per_table": Label(fr="Joueurs par table", en="Players per table"),
    "skipped": Label(fr="Actions des joueurs sautés", en="What the skipped players did"),
    "small_blind": Label(fr="Place de la petite blinde", en="Small blind seat"),
    "smallest_chip": Label(fr="Plus petit jeton", en="Smallest chip"),
    "smallest_remaining": Label(fr="Plus petit jeton restant", en="Smallest chip left"),
    "stack": Label(fr="Tapis", en="Stack"),
    "stack_behind": Label(fr="Jetons restant derrière", en="Chips left behind"),
    "stage": Label(fr="Moment du tournoi", en="Stage of the event"),
    "street": Label(fr="Tour d’enchères", en="Street"),
    "substantial_action": Label(fr="Une action substantielle a suivi", en="A substantial action followed"),
    "table": Label(fr="Table", en="Table"),
    "table_size": Label(fr="Nombre de places", en="Number of seats"),
    "tables": Label(fr="Joueurs par table (table:nombre)", en="Players per table (table:count)"),
    "target_is_last_aggressor": Label(fr="La main demandée est celle du dernier agresseur",
                                      en="The hand asked for is the last aggressor's"),
    "to": Label(fr="Total du joueur après l’action", en="Player's total after the action"),
    "total": Label(fr="Total mis par le joueur", en="Player's total put in"),
    "unit": Label(fr="Plus petit jeton en jeu", en="Smallest chip in play"),
    "value": Label(fr="Valeur des jetons retrouvés", en="Value of the chips found"),
    "winners": Label(fr="Gagnants (depuis la gauche du bouton)", en="Winners (from the button's left)"),
    "with_chips": Label(fr="Joueurs ayant encore des jetons", en="Players with chips left"),
}

# a value a field may take (its schema's enum or const), by the value
CHOICES: dict[str, Label] = {
    "burn_card_exposed": Label(fr="carte brûlée retournée", en="burn card exposed"),
    "dealer_dropped": Label(fr="tombée du fait du donneur", en="dropped by the dealer"),
    "dealer_exposed": Label(fr="retournée par le donneur", en="exposed by the dealer"),
    "first": Label(fr="la première", en="the first"),
    "flashed_called_by_other": Label(fr="annoncée « vue » par un autre joueur", en="called seen by another player"),
    "flashed_called_by_owner": Label(fr="annoncée « vue » par son propriétaire", en="called seen by its owner"),
    "flop_no_burn": Label(fr="flop sans carte brûlée", en="flop without a burn card"),
    "flop_two_burns": Label(fr="flop avec deux cartes brûlées", en="flop with two burn cards"),
    "four_card_flop": Label(fr="flop à quatre cartes", en="four-card flop"),
    "player_deliberate": Label(fr="retournée volontairement par le joueur", en="exposed on purpose by the player"),
    "player_dropped": Label(fr="tombée du fait du joueur", en="dropped by the player"),
    "player_involuntary": Label(fr="retournée par un mouvement involontaire du joueur",
                                en="exposed by an involuntary move of the player"),
    "premature_flop": Label(fr="flop prématuré", en="premature flop"),
    "premature_river": Label(fr="river prématurée", en="premature river"),
    "premature_turn": Label(fr="turn prématuré", en="premature turn"),
    "second": Label(fr="la deuxième", en="the second"),
    "third": Label(fr="la troisième", en="the third"),
    "turn_or_river_no_burn": Label(fr="turn ou river sans carte brûlée", en="turn or river without a burn card"),
    "after_deal": Label(fr="après la donne", en="after the deal"),
    "after_pot_awarded": Label(fr="après l’attribution du dernier pot", en="after the last pot was awarded"),
    "all_in": Label(fr="tapis", en="all-in"),
    "before_first_card": Label(fr="avant la première carte", en="before the first card"),
    "bet": Label(fr="mise", en="bet"),
    "big_blind": Label(fr="ante de grosse blinde", en="big blind ante"),
    "board_error": Label(fr="erreur au tableau", en="board error"),
    "boxed_cards": Label(fr="carte retournée dans le paquet", en="boxed card"),
    "button": Label(fr="ante du bouton", en="button ante"),
    "call": Label(fr="suivre", en="call"),
    "card_to_empty_seat": Label(fr="carte à une place vide", en="card to an empty seat"),
    "check": Label(fr="parole", en="check"),
    "classic": Label(fr="ante de chaque joueur", en="every player's ante"),
    "during_deal": Label(fr="pendant la donne", en="during the deal"),
    "during_shuffle": Label(fr="pendant le mélange", en="during the shuffle"),
    "early": Label(fr="début du tournoi", en="early in the event"),
    "extra_card_to_small_blind": Label(fr="carte en trop à la petite blinde", en="extra card to the small blind"),
    "first_card_wrong_seat": Label(fr="première carte à la mauvaise place", en="first card to the wrong seat"),
    "first_or_second_card_exposed": Label(fr="première ou deuxième carte exposée", en="first or second card exposed"),
    "flop": Label(fr="flop", en="flop"),
    "fold": Label(fr="passer", en="fold"),
    "full_ring": Label(fr="table pleine", en="full ring"),
    "irregular_deck": Label(fr="paquet irrégulier", en="irregular deck"),
    "late": Label(fr="tables en réduction", en="tables breaking"),
    "no_limit": Label(fr="no limit", en="no limit"),
    "none": Label(fr="sans ante", en="no ante"),
    "player_missed": Label(fr="un joueur oublié", en="a player left out"),
    "postflop": Label(fr="après le flop", en="after the flop"),
    "pot_limit": Label(fr="pot limit", en="pot limit"),
    "preflop": Label(fr="avant le flop", en="before the flop"),
    "raise": Label(fr="relance", en="raise"),
    "river": Label(fr="river", en="river"),
    "short_handed": Label(fr="table réduite", en="short-handed"),
    "stud": Label(fr="stud", en="stud"),
    "turn": Label(fr="turn", en="turn"),
    "two_cards_exposed": Label(fr="deux cartes exposées", en="two cards exposed"),
    "two_decks": Label(fr="deux paquets mélangés", en="two decks mixed"),
    "wrong_deal_order": Label(fr="donne dans le mauvais ordre", en="dealt in the wrong order"),
    "wrong_number_of_cards": Label(fr="mauvais nombre de cartes", en="wrong number of cards"),
}

# the form's own words, by the name site_src/assets/assistant.js says them by (and a ruling's status)
TEXT: dict[str, Label] = {
    "yes": Label(fr="oui", en="yes"),
    "no": Label(fr="non", en="no"),
    "unset": Label(fr="— (non précisé)", en="— (not given)"),
    "add_row": Label(fr="Ajouter une action", en="Add an action"),
    "remove_row": Label(fr="Retirer", en="Remove"),
    "list_hint": Label(fr="séparés par des virgules", en="comma-separated"),
    "pairs_hint": Label(fr="nom:valeur, séparés par des virgules (A:500,B:1000)",
                        en="name:value, comma-separated (A:500,B:1000)"),
    "json_hint": Label(fr="au format JSON", en="as JSON"),
    "ruled": Label(fr="Décision", en="Ruled"),
    "partial": Label(fr="Décision en partie", en="Partly ruled"),
    "discretion": Label(fr="À l’appréciation du directeur", en="Left to the floor's discretion"),
    "silent": Label(fr="Le règlement ne dit rien", en="The rulebook is silent"),
    "differs": Label(fr="diffère des autres", en="differs from the others"),
    "articles": Label(fr="Articles", en="Articles"),
    "copied": Label(fr="Copié", en="Copied"),
}


def document() -> dict[str, Any]:
    """Every label, as the assistant page reads it (JSON-ready)."""
    def table(words: dict[str, Label]) -> dict[str, dict[str, str]]:
        return {key: {"fr": w.fr, "en": w.en} for key, w in words.items()}

    return {"menu": [entry.as_json() for entry in MENU], "fields": table(FIELDS), "choices": table(CHOICES),
            "text": table(TEXT)}
