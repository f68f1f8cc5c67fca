"""Errors found during a hand, and what stands: a bet of the wrong amount (tda-2019/52, club-tournois/9-9
and club-tournois/11-2, club-nlhe/10.12 and club-nlhe/12.3), an irregular deck, the two decks used in one
hand, an error in dealing the board (tda-2019/35 item E; ropta-2023/5.5, ropta-2023/6.6, ropta-2023/7.1 and
ropta-2023/7.7); cards thrown onto a hand that was not protected (tda-2019/65, ropta-2023/8.5).

Situations: ``bet_error``, ``deck_error``, ``hand_fouled``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from floorbook.engine.betting import account
from floorbook.engine.outcomes import Ruling, beyond_games, partial, ruled, unsettled
from floorbook.engine.registry import ACCOUNTED, Input, InputError, Positive, doc, situation
from floorbook.engine.rulesets import Ruleset, cite

ROUNDS = ("preflop", "flop", "turn", "river")


# --- a bet of the wrong amount ---------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class BetErrorInput(Input):
    game: Literal["no_limit", "pot_limit"] = "no_limit"
    bet: Positive = field(metadata=doc("the amount bet in error (the player's total for the round)"))
    correct: Positive = field(metadata=doc(
        "what the bet should have been: the legal amount (no-limit: the minimum raise an under-raise is made up to, "
        "once the rule makes it a raise — an under-raise of less than half the last raise is a call: ask bet_total) "
        "or, in pot-limit, the size of the pot the player meant to bet"))
    substantial_action: bool = field(default=False, metadata=doc("a substantial action followed the wrong bet"))
    round_over: bool = field(default=False, metadata=doc(
        "the betting round was over when the error was seen (the chips gathered, the next card burned)"))

    def check(self) -> None:
        if self.bet == self.correct:
            raise ValueError(f"the bet ({self.bet}) is what it should be: there is no error")
        if self.game == "no_limit" and self.bet > self.correct:
            raise InputError(("bet",), f"in no limit a bet of {self.bet} above the minimum ({self.correct}) is no "
                             "error: no rulebook caps a bet")


@situation("bet_error", BetErrorInput, ACCOUNTED | {"corrected", "later_actions"})
def bet_error(inp: BetErrorInput, rules: Ruleset) -> Ruling:
    """A bet of the wrong amount, seen later: is it corrected, to what, and what becomes of the
    actions taken after it (``later_actions``: ``stand``, ``adjusted`` or ``replayed``).

    No-limit: corrected as long as the betting round is not over (tda-2019/52 item A; club-tournois/9-9,
    club-tournois/11-2, club-nlhe/10.12 and club-nlhe/12.3: until the chips are gathered); the players
    who called it put in the corrected amount (tda-2019/52 item A: « B, C et D devront mettre 1200 »),
    or the later actions are taken back and the players may change their decision (club-tournois/9-9,
    club-nlhe/10.12). Pot-limit (tda-2019/52, its second « A: », and the addendum on its item B): more
    than the pot is corrected for everyone even after a
    substantial action, until the next card is burned; less than the pot only if no substantial
    action followed. ``to`` is the bettor's total after the ruling, with the chips ``completed`` or
    ``returned``.

    >>> rules = Ruleset.of("tda-2019", pot_limit_bet_error=("over_until_round_over_under_before_substantial_action",
    ...                    "tda-2019/52"), bet_error_later_actions=("adjusted", "tda-2019/52"),
    ...                    games_ruled=["no_limit", "pot_limit", "flop", "stud"])
    >>> miscount = dict(game="pot_limit", correct=10500, substantial_action=True)
    >>> bet_error(BetErrorInput(bet=9500, **miscount), rules).value  # tda-2019/52 addendum, item B ex. 1
    {'corrected': False, 'to': 9500, 'later_actions': 'stand', 'completed': 0, 'returned': 0}
    >>> bet_error(BetErrorInput(bet=11500, **miscount), rules).value  # tda-2019/52 addendum, item B ex. 3
    {'corrected': True, 'to': 10500, 'later_actions': 'adjusted', 'completed': 0, 'returned': 1000}
    """
    if inp.game == "pot_limit":
        if (r := beyond_games(rules["games_ruled"], "pot_limit")) is not None:  # ropta-2023/9.14: no-limit only
            return r
        p = rules["pot_limit_bet_error"]  # tda-2019/52 (the addendum on item B)
        if (r := unsettled(p)) is not None:
            return r
        if p.value != "over_until_round_over_under_before_substantial_action":
            raise ValueError(f"unknown value {p.value!r} of pot_limit_bet_error")
        over = inp.bet > inp.correct
        corrected = not inp.round_over and (over or not inp.substantial_action)
    else:
        # tda-2019/52 item A, club-tournois/9-9, club-nlhe/10.12. Once the round is over the bet stands in the
        # rulebooks' own words (ropta-2023/9.17 « le pot est définitivement considéré comme complet »): the value is
        # looked at without being read, so that a reading of ours on the correction before is not said of it
        p = rules.parameters["bet_error_correction"] if inp.round_over else rules["bet_error_correction"]
        if (r := unsettled(p)) is not None:
            return r
        if p.value != "until_round_over":
            raise ValueError(f"unknown value {p.value!r} of bet_error_correction")
        corrected = not inp.round_over
    if not corrected:
        return account(ruled(p.articles, corrected=False, to=inp.bet, later_actions="stand"), inp.bet)
    later = rules["bet_error_later_actions"]  # tda-2019/52 item A (adjusted); club-tournois/9-9, club-nlhe/10.12
    if (r := unsettled(later)) is not None:
        return account(partial(p.articles, {"later_actions": r.status}, r.note, corrected=True, to=inp.correct,
                               later_actions=None), inp.bet)
    if later.value not in ("adjusted", "replayed"):
        raise ValueError(f"unknown value {later.value!r} of bet_error_later_actions")
    return account(ruled(cite(p, later), corrected=True, to=inp.correct, later_actions=later.value), inp.bet)


# --- the deck and the board ---------------------------------------------------------------------------------

DeckError = Literal["irregular_deck", "two_decks", "board_error"]


@dataclass(frozen=True, kw_only=True)
class DeckErrorInput(Input):
    error: DeckError = field(metadata=doc(
        "irregular_deck: a duplicate card, a joker, a card with another back; two_decks: cards of both of the "
        "table's decks used in one hand; board_error: an error in dealing the flop, the turn or the river"))
    street: Literal["preflop", "flop", "turn", "river"] = field(metadata=doc(
        "the betting round during which the error happened (the board: the round of the card dealt wrong)"))
    recoverable: bool = field(default=False, metadata=doc(
        "two decks: no action was taken with cards of both decks (an all-in before the flop, the board dealt from "
        "the wrong deck: street preflop, the round whose bets were made)"))
    after_folds: bool = field(default=False, metadata=doc(
        "irregular deck: found after players had folded, their folds not influenced by it"))

    def check(self) -> None:
        if self.error == "board_error" and self.street == "preflop":
            raise ValueError("the board is dealt from the flop on: a board error has a street of flop, turn or river")
        if self.recoverable and self.error != "two_decks":
            raise InputError(("recoverable",), "only a hand played with two decks is said recoverable or not")
        if self.after_folds and self.error != "irregular_deck":
            raise InputError(("after_folds",), "only an irregular deck is said found after folds")


@situation("deck_error", DeckErrorInput, {"outcome", "bets_kept"})
def deck_error(inp: DeckErrorInput, rules: Ruleset) -> Ruling:
    """An irregular deck, two decks, or an error on the board: what becomes of the hand (``outcome``:
    ``replayed``, ``pot_shared``, ``board_redealt``, ``continues``) and the betting rounds whose bets
    stand (``bets_kept``; ``[]``: every bet is returned).

    Irregular deck: the hand is cancelled and every bet returned, even on the turn or the river
    (tda-2019/35 item E, ropta-2023/5.5 and ropta-2023/7.7); found after folds it did not influence,
    the bets still go back to every player (tda-2019/35 item E) or the pot is shared between the
    remaining players (ropta-2023/7.7). Two decks: the hand is recovered if it can be, the board dealt
    again from the right deck, else cancelled (ropta-2023/5.5); found during the flop, the flop's bets are
    returned and the flop dealt again from the first deck (ropta-2023/5.3). An error on the board does not cancel
    the bets of the earlier rounds (ropta-2023/6.6, ropta-2023/7.1: « les mises pré flop sont
    conservées en cas d'erreur du flop »); the bets of the round of the error follow the procedure of
    that error (ropta-2023/7.2 to ropta-2023/7.6).

    >>> rules = Ruleset.of("ropta-2023", irregular_deck=("hand_cancelled", "ropta-2023/5.5"),
    ...                    irregular_deck_after_folds=("pot_shared", "ropta-2023/7.7"),
    ...                    error_keeps_earlier_bets=("kept", "ropta-2023/7.1"))
    >>> deck_error(DeckErrorInput(error="board_error", street="river"), rules).value
    {'outcome': 'continues', 'bets_kept': ['preflop', 'flop', 'turn']}
    >>> deck_error(DeckErrorInput(error="irregular_deck", street="turn"), rules).value
    {'outcome': 'replayed', 'bets_kept': []}
    >>> deck_error(DeckErrorInput(error="irregular_deck", street="flop", after_folds=True), rules).value
    {'outcome': 'pot_shared', 'bets_kept': ['preflop', 'flop']}
    """
    played = list(ROUNDS[: ROUNDS.index(inp.street) + 1])
    if inp.error == "irregular_deck":
        p = rules["irregular_deck"]  # tda-2019/35 item E, ropta-2023/5.5 and ropta-2023/7.7
        if (r := unsettled(p)) is not None:
            return r
        if p.value != "hand_cancelled":
            raise ValueError(f"unknown value {p.value!r} of irregular_deck")
        if not inp.after_folds:
            return ruled(p.articles, outcome="replayed", bets_kept=[])
        q = rules["irregular_deck_after_folds"]
        if (r := unsettled(q)) is not None:
            return Ruling(r.status, {}, cite(p, q), r.note)
        # tda-2019/35 item E: « les mises seront rendues à tous les joueurs »
        if q.value == "bets_returned_to_all":
            return ruled(cite(p, q), outcome="replayed", bets_kept=[])
        if q.value == "pot_shared":  # ropta-2023/7.7: « le pot est partagé entre les joueurs restant »
            return ruled(cite(p, q), outcome="pot_shared", bets_kept=played)
        raise ValueError(f"unknown value {q.value!r} of irregular_deck_after_folds")
    if inp.error == "two_decks":
        p = rules["two_decks_in_hand"]  # ropta-2023/5.5
        if (r := unsettled(p)) is not None:
            return r
        if p.value != "recover_else_cancel":
            raise ValueError(f"unknown value {p.value!r} of two_decks_in_hand")
        if inp.street == "flop":  # ropta-2023/5.3 « les cartes du 2e jeu sont écartées et les mises sont rendues
            # aux joueurs, puis un flop est distribué avec le 1er jeu et le tour de mises du flop redémarre »
            return ruled(p.articles, outcome="board_redealt", bets_kept=["preflop"])
        if inp.recoverable and inp.street == "preflop":  # ropta-2023/5.5's own example: « cas d'un joueur à tapis
            # pré flop pour lequel le tableau aura été distribué avec le mauvais paquet »: the hand « sera récupéré »,
            # its bets stand, and « le tableau sera redistribué avec le bon paquet »
            return ruled(p.articles, outcome="board_redealt", bets_kept=["preflop"])
        if inp.recoverable:  # ropta-2023/5.5 « il sera récupéré (et le tableau sera redistribué avec le bon paquet …) »
            # no action was taken with the second deck's card: the bets before its round stand, as on the flop
            return ruled(p.articles, outcome="board_redealt", bets_kept=played[:-1])
        # ropta-2023/5.3 (turn, river: « le coup est annulé et les mises sont rendues aux joueurs »), ropta-2023/5.5
        return ruled(p.articles, outcome="replayed", bets_kept=[])
    p = rules["error_keeps_earlier_bets"]  # ropta-2023/6.6 and ropta-2023/7.1
    if (r := unsettled(p)) is not None:
        return r
    if p.value != "kept":
        raise ValueError(f"unknown value {p.value!r} of error_keeps_earlier_bets")
    return ruled(p.articles, outcome="continues", bets_kept=played[:-1])


# --- cards thrown onto a hand that was not protected ----------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class HandFouledInput(Input):
    identifiable: bool = field(metadata=doc(
        "the player's own cards can still be told apart from the cards thrown onto them (they are not mixed "
        "with them or with the discards)"))


@situation("hand_fouled", HandFouledInput, {"hand_live", "owner_penalty", "thrower_penalty"})
def hand_fouled(inp: HandFouledInput, rules: Ruleset) -> Ruling:
    """A player throws his cards onto an opponent's hand that was not protected: whether that hand stays
    live, and who is penalised.

    The official does what he can to identify the cards: identified, the hand stays live and its owner is
    penalised for not protecting it; not identified (or mixed with the discards), the hand is dead; the
    player who threw is penalised either way (ropta-2023/8.5). A hand the TD judges no longer 100%
    identifiable is dead, its player without recourse (tda-2019/65 item A); very clearly identifiable cards stay
    live (tda-2019/65 item B); the penalties are not said.

    >>> rules = Ruleset.of("ropta-2023", fouled_hand=("live_if_identified", "ropta-2023/8.5"))
    >>> hand_fouled(HandFouledInput(identifiable=True), rules).value
    {'hand_live': True, 'owner_penalty': True, 'thrower_penalty': True}
    >>> hand_fouled(HandFouledInput(identifiable=False), rules).field_status("owner_penalty")
    'silent'
    """
    p = rules["fouled_hand"]
    if (r := unsettled(p)) is not None:
        return r
    if p.value == "live_if_identified":  # ropta-2023/8.5
        if inp.identifiable:  # « le jeu du joueur qui n'a pas jeté reste en jeu mais reçoit une sanction »
            return ruled(cite(p), hand_live=True, owner_penalty=True, thrower_penalty=True)
        # « S'il n'est pas possible d'identifier les cartes … le jeu du joueur est considéré comme mort »
        return partial(cite(p), {"owner_penalty": "silent"}, p.note or "", hand_live=False, owner_penalty=None,
                       thrower_penalty=True)
    if p.value == "dead_if_unidentifiable":  # tda-2019/65 item A: « le joueur n'a aucun recours et perd ses mises »
        if inp.identifiable:  # tda-2019/65 item B: « Si les cartes sont très clairement identifiables … elles
            # restent vivantes et en jeu »; the penalties are not said
            return partial(cite(p), {"owner_penalty": "silent", "thrower_penalty": "silent"}, p.note or "",
                           hand_live=True, owner_penalty=None, thrower_penalty=None)
        return partial(cite(p), {"owner_penalty": "silent", "thrower_penalty": "silent"}, p.note or "",
                       hand_live=False, owner_penalty=None, thrower_penalty=None)
    raise ValueError(f"unknown value {p.value!r} of fouled_hand")
