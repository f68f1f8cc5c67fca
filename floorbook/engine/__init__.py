"""The rules engine: each rulebook's rulings as small typed functions over cited parameters.

The engine needs nothing but the standard library. Its values are plain dataclasses: the
declarations of the parameters (:mod:`.declarations`), the rulesets and their parameters
(:mod:`.rulesets`), the rulings (:mod:`.outcomes`) and each situation's input (:mod:`.registry`).
Reading ``parameters/`` (YAML, line numbers, checks against the declarations) and validating a
scenario's input happen at the edge, outside the engine: :mod:`floorbook.corpus.parameters` and
:mod:`floorbook.corpus.inputs`. A consumer without YAML (a browser) loads the rulesets from the
parameters' JSON document with :func:`.rulesets.rulesets_from_json`.

One module per chapter of the rulebooks, every function's docstring naming the articles it
implements, each branch that applies a different article saying which:

- :mod:`.betting` — the betting round: minimum bet and raise, the 50% rule, short all-ins,
  reopening (situations ``min_raise``, ``bet_total``, ``betting_round``);
- :mod:`.chips` — chips pushed or announced: multiple chips, a single chip, verbal declarations,
  string bets, abbreviated amounts (``chip_push``, ``declaration``, ``string_bet``,
  ``abbreviated_amount``);
- :mod:`.pots` — main and side pots, the odd chip, a killed hand (``pots``, ``split_pot``,
  ``killed_hand``);
- :mod:`.clock` — calling the clock, a new level (``call_time``, ``new_level``);
- :mod:`.tables` — balancing, the final table (``balance_tables``, ``final_table_size``);
- :mod:`.button` — button and blinds, heads-up, the big-blind ante (``next_hand``,
  ``heads_up_antes``, ``big_blind_ante``);
- :mod:`.deal` — seated at the deal, a late arrival, substantial action, misdeals (``seated_at_deal``,
  ``late_arrival``, ``substantial_action``, ``misdeal``);
- :mod:`.chip_race` — the chip race and chips found after it, chips lost then found (``chip_race``,
  ``found_chips_after_race``, ``lost_chips_found``);
- :mod:`.showdown` — order of showing, the right to see a hand, hands face up in an all-in, what a
  claimant shows, cards speak, a hand mucked or killed, until when a pot can be disputed
  (``showdown_order``, ``see_hand``, ``open_hands``, ``show_cards``, ``cards_speak``, ``mucked_hand``,
  ``pot_dispute``);
- :mod:`.penalties` — hands missed and served away, the scale of sanctions for a repeated fault
  (``penalty_hands``, ``repeated_fault``);
- :mod:`.hand_for_hand` — the clock and players out in the same hand (``hand_for_hand_clock``,
  ``simultaneous_eliminations``);
- :mod:`.turns` — acting in turn: who acts first, an action out of turn, the player it skipped
  (``first_to_act``, ``out_of_turn``, ``skipped_player``);
- :mod:`.gestures` — gestures and words at the table: tapping the table, folding, « pot » in no limit,
  conditional declarations, asking for a count (``gesture``, ``count_request``);
- :mod:`.irregularities` — errors found during a hand: a bet of the wrong amount, an irregular
  deck, two decks, an error on the board, cards thrown onto an unprotected hand (``bet_error``,
  ``deck_error``, ``hand_fouled``);
- :mod:`.conduct` — faults of conduct: a hand shown or exposed during the hand, chips hidden or brought from
  outside, soft play and chip dumping, leaving the table, the phone, a blind dodged (``hand_shown``,
  ``chips_carried_away``, ``collusion``, ``player_fault``);
- :mod:`.board` — the cards after the deal: a hole card exposed, flashed or dropped, the board dealt
  wrong, a button short of cards, a stub dropped or mixed, the cards that would have come
  (``exposed_card``, ``board_error``, ``button_short``, ``stub_mixed``, ``rabbit_hunt``);
- :mod:`.rebuys` — whether a player may rebuy, and whether his rebuy plays the next hand (``rebuy``).

Importing the engine imports every chapter, so that :data:`SITUATIONS` (the registry,
:mod:`.registry`) holds every situation.
"""

from floorbook.engine import (  # noqa: F401  each chapter registers its situations
    betting,
    board,
    button,
    chip_race,
    chips,
    clock,
    conduct,
    deal,
    gestures,
    hand_for_hand,
    irregularities,
    penalties,
    pots,
    rebuys,
    showdown,
    tables,
    turns,
)
from floorbook.engine.registry import MERGED, SITUATIONS, Situation

__all__ = ["MERGED", "SITUATIONS", "Situation"]
