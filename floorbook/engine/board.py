"""The cards after the deal: a hole card exposed, flashed or dropped (club-nlhe/4.6, club-nlhe/4.16 to club-nlhe/4.18,
club-nlhe/4.20 and club-nlhe/6.1; club-tournois/2-4, club-tournois/2-14 to club-tournois/2-16, club-tournois/4-1 and
club-tournois/4-2; ropta-2023/6.3 to ropta-2023/6.6), the board dealt wrong (tda-2010/28, tda-2019/39 and
tda-2019/PR-5; ropta-2023/7.2 and ropta-2023/7.3; club-tournois/2-6 to club-tournois/2-12; club-nlhe/4.7 to
club-nlhe/4.14), a button dealt too few cards (tda-2019/37, ropta-2023/6.8), a stub dropped or mixed (tda-2019/PR-4,
ropta-2023/7.5 and ropta-2023/7.6).

Whether an error of the initial deal is a misdeal (a second exposed card, a wrong number of cards) is ruled by
:mod:`.deal` (``misdeal``); what becomes of the bets after a board error by :mod:`.irregularities` (``deck_error``).

Situations: ``exposed_card``, ``board_error``, ``button_short``, ``stub_mixed``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Literal

from floorbook.engine.deal import MisdealInput, misdeal
from floorbook.engine.outcomes import Ruling, partial, ruled, silent, unsettled
from floorbook.engine.registry import Input, InputError, doc, situation
from floorbook.engine.rulesets import Parameter, Ruleset, cite, cite_open

# --- a hole card exposed, flashed or dropped -------------------------------------------------------------------

CardEvent = Literal["dealer_exposed", "dealer_dropped", "player_dropped", "player_involuntary", "player_deliberate",
                    "flashed_called_by_owner", "flashed_called_by_other"]


@dataclass(frozen=True, kw_only=True)
class ExposedCardInput(Input):
    happened: CardEvent = field(metadata=doc(
        "what happened to a player's card: turned face up by the dealer, dropped off the table by the dealer or by "
        "the player, exposed by an involuntary move of the player or on purpose during the deal, or called seen "
        "(flashed) by its owner or by another player"))
    dealers_own: bool = field(default=False, metadata=doc(
        "the card is the dealer's own (where the players deal), exposed by himself"))
    owner_touched: bool = field(default=False, metadata=doc(
        "a flashed card: its owner had touched it before calling it"))
    mixed_with_hand: bool = field(default=False, metadata=doc(
        "the player mixed the dead card with his other card"))
    live_card_identifiable: bool = field(default=False, metadata=doc(
        "mixed: the live card can still be told apart"))

    def check(self) -> None:
        if self.owner_touched and not self.happened.startswith("flashed"):
            raise ValueError("owner_touched is for a flashed card")
        if self.dealers_own and self.happened not in ("dealer_exposed", "dealer_dropped"):
            raise ValueError("dealers_own is for a card exposed or dropped by the dealer")
        if self.mixed_with_hand and self.happened in ("player_dropped", "player_deliberate"):
            # a card the player dropped is played (ropta-2023/6.4, club-nlhe/4.17); one he shows on purpose is not a
            # dead card he could mix: his hand stays live or he alone is out (club-nlhe/4.20, tda-2019/68)
            raise ValueError("mixed_with_hand is for a dead card: not one the player dropped or showed on purpose")
        if self.live_card_identifiable and not self.mixed_with_hand:
            raise ValueError("live_card_identifiable is for a card mixed with the hand")


def _exposed(inp: ExposedCardInput, rules: Ruleset, before: tuple[Parameter, ...]) -> Ruling:
    """A card exposed by the dealer (or treated so): dead and replaced, after the deal, by the card that was to be
    the first burn card (ropta-2023/6.3, club-tournois/2-4 and club-tournois/2-14, club-nlhe/4.6 and
    club-nlhe/4.16; our reading of tda-2010/27 and tda-2019/35 item B); the dealer's own card is kept and shown to
    all (club-nlhe/4.6 and club-nlhe/4.16)."""
    if inp.dealers_own:
        own = rules["dealer_own_exposed_card"]
        if (r := unsettled(own)) is not None:
            return Ruling(r.status, {}, cite_open(*before, own), r.note)
        if own.value == "kept_shown":  # club-nlhe/4.6: « elle n'est pas échangée et est montrée à tous »
            return ruled(cite(*before, own), card="kept_shown", hand_dead=False)
        if own.value != "replaced_like_others":  # ropta-2023/6.3: « le dernier joueur servi (donneur ou bouton) »
            raise ValueError(f"unknown value {own.value!r} of dealer_own_exposed_card")
        before = (*before, own)
    p = rules["exposed_card"]
    if (r := unsettled(p)) is not None:
        return Ruling(r.status, {}, cite(*before, p), r.note)
    if p.value != "replaced":
        raise ValueError(f"unknown value {p.value!r} of exposed_card")
    return _mixed(inp, rules, "replaced", (*before, p))


def _mixed(inp: ExposedCardInput, rules: Ruleset, card: str, before: tuple[Parameter, ...]) -> Ruling:
    """A dead card mixed with the player's other card kills his hand, the others play on (club-nlhe/4.18,
    club-tournois/2-16's example), when the live card can no longer be told apart (ropta-2023/6.5)."""
    if not inp.mixed_with_hand:
        return ruled(cite(*before), card=card, hand_dead=False)
    p = rules["dead_card_mixed"]
    if (r := unsettled(p)) is not None:
        return partial(cite(*before, p), {"hand_dead": r.status}, r.note, card=card, hand_dead=None)
    if p.value == "hand_dead":  # club-nlhe/4.18, club-tournois/2-16
        dead = True
    elif p.value == "hand_dead_if_unidentifiable":  # ropta-2023/6.5
        dead = not inp.live_card_identifiable
    else:
        raise ValueError(f"unknown value {p.value!r} of dead_card_mixed")
    # a dead hand is given no card in place of the dead one: the card is dead, nothing more
    return ruled(cite(*before, p), card="dead" if dead and card == "replaced" else card, hand_dead=dead)


@situation("exposed_card", ExposedCardInput, {"card", "hand_dead"})
def exposed_card(inp: ExposedCardInput, rules: Ruleset) -> Ruling:
    """A player's card exposed, dropped or called seen: what becomes of the card (``card``: ``replaced`` — dead and
    replaced by the card that was to be burned first, ``dead``, ``played``, ``kept``, ``kept_shown``,
    ``owner_chooses``) and whether the player's hand is dead (``hand_dead``).

    Exposed by the dealer: dead and swapped for the future burn card (ropta-2023/6.3, club-tournois/2-4,
    club-tournois/2-14, club-nlhe/4.6, club-nlhe/4.16). Dropped by the dealer: treated as exposed (ropta-2023/6.4,
    club-tournois/2-15, club-nlhe/4.17); by the player (after the deal): played (ropta-2023/6.4, club-nlhe/4.17).
    An involuntary move of the player: dead (club-nlhe/4.16); treated as exposed, dead and replaced (our reading of
    ropta-2023/6.3, which does not say who exposed the card, 6.1 setting apart only the player's deliberate act).
    A player's deliberate act: no misdeal, that player alone is out of the hand (club-nlhe/4.20, club-tournois/2-16).
    Called seen or flashed: by another player, no consequence (club-tournois/4-1; ropta-2023/6.6: there are no
    flashed cards); by its owner who has not touched it, treated as exposed (club-tournois/4-2); under club-nlhe/6.1
    only the untouched owner may choose to give it up (it is then an exposed card): touched, it stays. A dead card
    mixed with the other card: ``dead_card_mixed``. Whether a second exposed card is a misdeal is
    ``misdeal``'s (:mod:`.deal`).

    >>> rules = Ruleset.of("ropta-2023", dealer_dropped_card=("exposed", "ropta-2023/6.4"),
    ...                    exposed_card=("replaced", "ropta-2023/6.3"),
    ...                    dead_card_mixed=("hand_dead_if_unidentifiable", "ropta-2023/6.5"))
    >>> exposed_card(ExposedCardInput(happened="dealer_dropped", mixed_with_hand=True), rules).value
    {'card': 'dead', 'hand_dead': True}
    """
    ev = inp.happened
    if ev == "player_deliberate":
        p = rules["player_deliberate_exposure"]  # club-nlhe/4.20, club-tournois/2-16, ropta-2023/6.1
        if (r := unsettled(p)) is not None:
            return r
        if p.value == "hand_live":  # tda-2010/42, tda-2019/68: « sa main reste vivante et en jeu » (our reading)
            return ruled(p.articles, card="kept", hand_dead=False)
        if p.value != "player_out":
            raise ValueError(f"unknown value {p.value!r} of player_deliberate_exposure")
        return ruled(p.articles, hand_dead=True)  # « ce joueur seul sera hors du coup »
    if ev.startswith("flashed"):
        p = rules["flashed_card_by_owner"] if ev == "flashed_called_by_owner" else rules["flashed_card_by_other"]
        if (r := unsettled(p)) is not None:
            return r
        if p.value == "no_effect":  # club-tournois/4-1, ropta-2023/6.6
            return ruled(p.articles, card="kept", hand_dead=False)
        if p.value == "owner_chooses":  # club-nlhe/6.1: only the owner who has not touched it
            return ruled(p.articles, card="kept" if inp.owner_touched else "owner_chooses", hand_dead=False)
        if p.value != "exposed":
            raise ValueError(f"unknown value {p.value!r} of {p.name}")
        if inp.owner_touched:  # club-tournois/4-2 rules only « sans l'avoir touchée »
            return silent(p.note or "", (p.articles or p.read))
        return _exposed(inp, rules, (p,))
    if ev == "dealer_dropped":
        p = rules["dealer_dropped_card"]  # ropta-2023/6.4, club-tournois/2-15, club-nlhe/4.17
        if (r := unsettled(p)) is not None:
            return r
        if p.value != "exposed":
            raise ValueError(f"unknown value {p.value!r} of dealer_dropped_card")
        if not inp.dealers_own:
            return _exposed(inp, rules, (p,))
        own = rules["dealer_own_dropped_card"]
        if (r := unsettled(own)) is not None:
            return r
        if own.value == "as_own_exposed":  # ropta-2023/6.4 « sera traitée comme une carte retournée »,
            return _exposed(inp, rules, (p, own))  # club-tournois/2-15 « considérée retournée »: the dealer's own too
        if own.value == "dead_replaced":  # club-nlhe/4.17 « toujours considérée retournée et morte » (our reading
            # over the dealer's own turned card that club-nlhe/4.6 and club-nlhe/4.16 keep)
            return _exposed(replace(inp, dealers_own=False), rules, (p, own))
        raise ValueError(f"unknown value {own.value!r} of dealer_own_dropped_card")
    if ev == "player_dropped":
        p = rules["player_dropped_card"]  # ropta-2023/6.4, club-nlhe/4.17
        if (r := unsettled(p)) is not None:
            return r
        if p.value != "played":
            raise ValueError(f"unknown value {p.value!r} of player_dropped_card")
        return ruled(p.articles, card="played", hand_dead=False)
    if ev == "player_involuntary":
        p = rules["player_exposed_card"]  # club-nlhe/4.16
        if (r := unsettled(p)) is not None:
            return r
        if p.value == "exposed":  # ropta-2023/6.3 « Une carte retournée », 6.1 sets apart only the deliberate act
            return _exposed(inp, rules, (p,))
        if p.value == "hand_live":  # tda-2019/68 « sa main reste vivante et en jeu », tda-2010/42 (our reading)
            return ruled(p.articles, card="kept", hand_dead=False)
        if p.value not in ("dead", "replaced"):  # club-nlhe/4.16 with club-nlhe/4.6 (our reading): replaced
            raise ValueError(f"unknown value {p.value!r} of player_exposed_card")
        return _mixed(inp, rules, p.value, (p,))
    return _exposed(inp, rules, ())


# --- the board dealt wrong ------------------------------------------------------------------------------------

BoardEvent = Literal["premature_flop", "premature_turn", "premature_river", "flop_no_burn", "flop_two_burns",
                     "four_card_flop", "turn_or_river_no_burn", "burn_card_exposed"]

# the parameter read for each error
BOARD_PARAMETERS: dict[str, Callable[[Ruleset], Parameter]] = {
    "premature_flop": lambda rules: rules["premature_flop"],
    "premature_turn": lambda rules: rules["premature_turn"],
    "premature_river": lambda rules: rules["premature_river"],
    "flop_no_burn": lambda rules: rules["flop_without_burn"],
    "flop_two_burns": lambda rules: rules["flop_two_burns"],
    "four_card_flop": lambda rules: rules["four_card_flop"],
    "turn_or_river_no_burn": lambda rules: rules["board_card_without_burn"],
    "burn_card_exposed": lambda rules: rules["burn_card_exposed"],
}

# a value ruling by whether the order of the cards is known: value → (remedy if known, remedy if not; None: silent)
BY_ORDER: dict[str, tuple[str | None, str | None]] = {
    # premature flop: ropta-2023/7.2 (« si la carte brûlée est identifiable » … « n'est pas identifiable »)
    "by_burn_identified": ("reshuffled_no_new_burn", "all_reshuffled_with_burn"),
    # flop without a burn card: club-nlhe/4.7, ropta-2023/7.2
    "first_card_burned_else_redealt": ("first_card_burned", "flop_reshuffled_with_burn"),
    "first_card_burned_else_random_burn": ("first_card_burned", "random_burn_from_flop"),
    # flop with two burn cards: club-nlhe/4.8, ropta-2023/7.2
    "second_burn_to_flop_else_redealt": ("second_burn_to_flop", "flop_and_one_burn_reshuffled"),
    "second_burn_to_flop_else_all_mixed": ("second_burn_to_flop", "all_mixed_burn_flop_burn"),
    # four-card flop: club-nlhe/4.9, ropta-2023/7.2, tda-2019/39, tda-2010/28
    "last_card_burned_else_redealt": ("last_card_turn_burn", "four_reshuffled_redealt"),
    "last_card_burned_else_random": ("last_card_turn_burn", "random_turn_burn"),
    "random_turn_burn": ("random_turn_burn", "random_turn_burn"),
    "random_turn_burn_if_order_unknown": (None, "random_turn_burn"),
}
# a value that is its own remedy, whatever the order: tda-2019/PR-5, ropta-2023/7.3, club-tournois/2-10 to
# club-tournois/2-12, club-nlhe/4.10 and club-nlhe/4.12 to club-nlhe/4.14
REMEDIES = frozenset({"reshuffled_no_new_burn", "redealt_with_new_burn", "river_card_as_turn", "burned_next_dealt"})


# the errors whose ruling may turn on the order the flop's cards came out in (club-nlhe/4.7 to club-nlhe/4.9,
# ropta-2023/7.2, tda-2010/28): of the others, the order is no fact
FLOP_ORDER_ERRORS = frozenset({"premature_flop", "flop_no_burn", "flop_two_burns", "four_card_flop"})


@dataclass(frozen=True, kw_only=True)
class BoardErrorInput(Input):
    error: BoardEvent = field(metadata=doc(
        "the error: a flop, turn or river dealt before the betting was over; a flop dealt without a burn card, with "
        "two burn cards or with four cards; a turn or river dealt without a burn card; a burn card exposed"))
    order_known: bool = field(default=True, metadata=doc(
        "the order in which the cards came out is known (a premature flop: its burn card can be identified)"))
    burn: Literal["first", "second", "third"] = field(default="first", metadata=doc(
        "a burn card exposed: which one (before the flop, the turn, the river)"))
    with_board_card: bool = field(default=False, metadata=doc(
        "a burn card exposed together with the card that follows it (the turn, the river)"))
    all_in: bool = field(default=False, metadata=doc("a burn card exposed when a player is all in and no more "
                                                      "betting is possible"))

    def check(self) -> None:
        if self.error != "burn_card_exposed" and (self.burn != "first" or self.with_board_card or self.all_in):
            raise ValueError("burn, with_board_card and all_in are for a burn card exposed")
        if not self.order_known and self.error not in FLOP_ORDER_ERRORS:
            raise InputError(("order_known",), "the order of the cards is asked of a flop (dealt too soon, with no "
                                               "burn card, two, or four cards), not of this error")
        if self.with_board_card and self.burn == "first":
            raise ValueError("with_board_card is for the burn card before the turn or the river, not the first one")


def _burn_card_exposed(inp: BoardErrorInput, p: Parameter) -> Ruling:
    """A burn card exposed: in an all-in it is played (club-tournois/2-9); the third exposed with the river: the burn
    card and the river are taken back (club-tournois/2-8); the first or the second, before or after the flop
    (club-tournois/2-6), or the second with the turn (club-tournois/2-7): the burn card alone is taken back. The
    third exposed alone: not said."""
    if p.value != "burn_taken_back":
        raise ValueError(f"unknown value {p.value!r} of burn_card_exposed")
    if inp.all_in:  # club-tournois/2-9
        return ruled(p.articles, remedy="burn_card_played")
    if inp.burn == "third":
        if inp.with_board_card:  # club-tournois/2-8
            return ruled(p.articles, remedy="burn_and_card_taken_back")
        return silent(p.note or "", (p.articles or p.read))
    return ruled(p.articles, remedy="burn_taken_back")  # club-tournois/2-6 and club-tournois/2-7


@situation("board_error", BoardErrorInput, {"remedy"})
def board_error(inp: BoardErrorInput, rules: Ruleset) -> Ruling:
    """A card of the board dealt too soon, a burn card missing, doubled or exposed, a four-card flop: how the board
    is put right (``remedy``).

    Premature cards: tda-2019/PR-5, ropta-2023/7.2 and ropta-2023/7.3, club-tournois/2-10 to club-tournois/2-12,
    club-nlhe/4.12 to club-nlhe/4.14. A flop without a burn card, with two, or with four cards: club-nlhe/4.7 to
    club-nlhe/4.9 and ropta-2023/7.2 (by whether the order of the cards is known), tda-2019/39 (the four cards
    mixed and one drawn as the turn's burn card) and tda-2010/28 (the same when the order is unknown). A turn or
    river without a burn card: club-nlhe/4.10. A burn card exposed: club-tournois/2-6 to club-tournois/2-9. What
    becomes of the bets is ``deck_error``'s (:mod:`.irregularities`).

    >>> rules = Ruleset.of("tda-2019", four_card_flop=("random_turn_burn", "tda-2019/39"))
    >>> board_error(BoardErrorInput(error="four_card_flop"), rules).value
    {'remedy': 'random_turn_burn'}
    >>> rules = Ruleset.of("tda-2010", four_card_flop=("random_turn_burn_if_order_unknown", "tda-2010/28"))
    >>> board_error(BoardErrorInput(error="four_card_flop"), rules).status
    'silent'
    """
    p = BOARD_PARAMETERS[inp.error](rules)
    if (r := unsettled(p)) is not None:
        return r
    if inp.error == "burn_card_exposed":
        return _burn_card_exposed(inp, p)
    if p.value in REMEDIES:
        if inp.error == "premature_flop" and not inp.order_known:  # tda-2019/PR-5 item A « la carte brûlée du flop
            # est laissée à sa place », club-nlhe/4.12 and club-tournois/2-10 « le flop seul est repris »: the burn card
            # told from the flop; only ropta-2023/7.2 says what is done when it cannot be
            return silent("the rule takes back a premature flop with its burn card known: it does not say what is done "
                          "when the burn card cannot be told from the flop", p.articles)
        return ruled(p.articles, remedy=p.value)
    if p.value not in BY_ORDER:
        raise ValueError(f"unknown value {p.value!r} of {p.name}")
    remedy = BY_ORDER[p.value][0 if inp.order_known else 1]
    if remedy is None:  # tda-2010/28 rules only « sans en connaître l'ordre d'arrivée »
        return silent(p.note or "", (p.articles or p.read))
    return ruled(p.articles, remedy=remedy)


# --- the button dealt too few cards ----------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class ButtonShortInput(Input):
    acted: bool = field(metadata=doc("the button checked or bet before the missing card was given"))
    substantial_action: bool = field(default=False, metadata=doc(
        "a substantial action took place before it was noticed (where a wrong number of cards is a misdeal: "
        "two players after the blinds have bet, club-nlhe/4.23)"))


@situation("button_short", ButtonShortInput, {"cards_given", "hand_dead", "misdeal"})
def button_short(inp: ButtonShortInput, rules: Ruleset) -> Ruling:
    """The button dealt too few cards: is it a misdeal (``misdeal``), is the missing card given (``cards_given``),
    is the hand dead (``hand_dead``).

    tda-2019/37: the button must say so at once; the missing cards may be given even after substantial action, but
    a button who checked or bet with too few cards has a dead hand. ropta-2023/6.8: a dealer who forgot his second
    card may complete his hand before acting; playing with one card, his hand is dead. club-tournois/2-17 and
    club-nlhe/4.19 count a wrong number of cards among the misdeals: the card is not given, and what becomes of
    the hand is the misdeal's ruling (:func:`~floorbook.engine.deal.misdeal`: the deal is made again, or, once two
    players after the blinds have bet, club-nlhe/4.23 plays on without the players concerned).

    >>> rules = Ruleset.of("tda-2019", button_missing_card=("given_unless_acted", "tda-2019/37"))
    >>> button_short(ButtonShortInput(acted=True), rules).value
    {'misdeal': False, 'cards_given': False, 'hand_dead': True}
    >>> rules = Ruleset.of("club-nlhe", button_missing_card=("misdeal", "club-nlhe/4.19"),
    ...                    misdeal_triggers=(["wrong_number_of_cards"], "club-nlhe/4.19"), misdeal_not="silent",
    ...                    misdeal_unlisted="silent",
    ...                    misdeal_after_substantial_action=("continues_without_concerned", "club-nlhe/4.23"))
    >>> button_short(ButtonShortInput(acted=False), rules).value
    {'misdeal': True, 'cards_given': False, 'hand_dead': None}
    >>> button_short(ButtonShortInput(acted=True, substantial_action=True), rules).value
    {'misdeal': False, 'cards_given': False, 'hand_dead': True}
    """
    p = rules["button_missing_card"]  # tda-2019/37, ropta-2023/6.8, club-tournois/2-17, club-nlhe/4.19
    if (r := unsettled(p)) is not None:
        return r
    if p.value == "misdeal":  # club-tournois/2-17, club-nlhe/4.19: the hand's fate is the misdeal's
        deal = misdeal(MisdealInput(event="wrong_number_of_cards", substantial_action=inp.substantial_action), rules)
        articles = (*p.articles, *(a for a in deal.articles if a not in p.articles))
        if deal.status != "ruled":  # the misdeal's own silence or discretion
            return partial(articles, {"cards_given": "ruled", "misdeal": deal.status, "hand_dead": deal.status},
                           deal.note, cards_given=False, misdeal=None, hand_dead=None)
        return ruled(articles, misdeal=deal.value["misdeal"], cards_given=False,
                     hand_dead=deal.value.get("affected_hand_dead"))  # club-nlhe/4.23: played on without him
    if p.value != "given_unless_acted":
        raise ValueError(f"unknown value {p.value!r} of button_missing_card")
    return ruled(p.articles, misdeal=False, cards_given=not inp.acted, hand_dead=inp.acted)


# --- the stub dropped or mixed ---------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class StubMixedInput(Input):
    order_rebuildable: bool = field(default=False, metadata=doc(
        "the stub's original order can be rebuilt"))
    mixed_with_muck: bool = field(default=False, metadata=doc(
        "the stub is mixed with the muck and the burn cards"))
    betting_possible: bool = field(default=True, metadata=doc("players can still bet"))

    def check(self) -> None:
        if self.order_rebuildable and self.mixed_with_muck:
            # mixed with the muck, the stub cannot be told from it (ropta-2023/7.5 « indiscernable du muck »,
            # tda-2019/PR-4 item 3), let alone put back in its order (item 1)
            raise InputError(("order_rebuildable",), "a stub mixed with the muck cannot have its order rebuilt: "
                             "it can no longer be told from the muck")


@situation("stub_mixed", StubMixedInput, {"remedy"})
def stub_mixed(inp: StubMixedInput, rules: Ruleset) -> Ruling:
    """The stub (the cards still to be dealt) dropped or mixed up during a hand: how the deck is made again
    (``remedy``: ``order_rebuilt``, ``stub_reshuffled``, ``all_reshuffled``).

    tda-2019/PR-4: rebuild the original order if possible; else reshuffle only the stub; mixed with the muck and
    the burn cards, reshuffle them all. ropta-2023/7.5: a stub that cannot be told from the muck is mixed with it
    all and the hand goes on; ropta-2023/7.6: dropped when no more betting is possible, the stub alone is
    reshuffled (dropped while players can bet: not said).

    >>> rules = Ruleset.of("tda-2019", stub_mixed=("rebuild_else_reshuffle", "tda-2019/PR-4"))
    >>> stub_mixed(StubMixedInput(mixed_with_muck=True), rules).value
    {'remedy': 'all_reshuffled'}
    """
    p = rules["stub_mixed"]
    if (r := unsettled(p)) is not None:
        return r
    if p.value == "rebuild_else_reshuffle":  # tda-2019/PR-4
        if inp.order_rebuildable:
            return ruled(p.articles, remedy="order_rebuilt")
        return ruled(p.articles, remedy="all_reshuffled" if inp.mixed_with_muck else "stub_reshuffled")
    if p.value == "reshuffle_when_no_betting":  # ropta-2023/7.5 and ropta-2023/7.6
        if inp.mixed_with_muck:  # ropta-2023/7.5
            return ruled(p.articles, remedy="all_reshuffled")
        if not inp.betting_possible:  # ropta-2023/7.6
            return ruled(p.articles, remedy="stub_reshuffled")
        return silent(p.note or "", (p.articles or p.read))
    raise ValueError(f"unknown value {p.value!r} of stub_mixed")


# --- the board cards to come, once the hand is over ------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class RabbitHuntInput(Input):
    winner_consents: bool = field(default=False, metadata=doc(
        "the hand was won before the end (the others folded) and its winner agrees to show the cards to come"))


@situation("rabbit_hunt", RabbitHuntInput, {"shown"})
def rabbit_hunt(inp: RabbitHuntInput, rules: Ruleset) -> Ruling:
    """A player asks to see the board cards that would have come, once a hand has ended before the river.

    Forbidden, whoever asks and whatever the winner says (tda-2010/21, tda-2019/28, ropta-2023/3.6,
    club-nlhe/15.3); allowed, exceptionally, with the permission of the player who won by the others'
    fold, a look without it earning a warning (club-tournois/14-3).

    >>> rules = Ruleset.of("club-tournois", rabbit_hunt=("winners_permission", "club-tournois/14-3"))
    >>> rabbit_hunt(RabbitHuntInput(winner_consents=True), rules).value
    {'shown': True}
    >>> rabbit_hunt(RabbitHuntInput(winner_consents=True), Ruleset.of("tda-2019", rabbit_hunt="forbidden")).value
    {'shown': False}
    """
    p = rules["rabbit_hunt"]
    if (r := unsettled(p)) is not None:
        return r
    if p.value == "forbidden":  # tda-2010/21, tda-2019/28, ropta-2023/3.6, club-nlhe/15.3
        return ruled(p.articles, shown=False)
    if p.value == "winners_permission":  # club-tournois/14-3
        return ruled(p.articles, shown=inp.winner_consents)
    raise ValueError(f"unknown value {p.value!r} of rabbit_hunt")
