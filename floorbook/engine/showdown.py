"""The showdown: who shows first, the right to see a hand, and hands turned face up in an all-in
(tda-2010/9 and tda-2010/11, tda-2019/16 to tda-2019/18 and fivebet/17, ropta-2023/10.4 and ropta-2023/10.5,
club-tournois/10-1 and club-tournois/10-7, club-nlhe/11.2 and club-nlhe/11.8).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Literal

from floorbook.engine.outcomes import Ruling, discretion, ruled, unsettled
from floorbook.engine.registry import Amount, Input, MinItems, doc, situation
from floorbook.engine.rulesets import Ruleset, cite

# --- who shows first ------------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class ShowdownInput(Input):
    players: Annotated[list[str], MinItems(2)] = field(metadata=doc(
        "players at the showdown, clockwise from the button's left"))
    last_aggressor: str | None = field(default=None, metadata=doc("who bet or raised last on the last round"))
    aggression: Literal["bet", "raise"] | None = field(default=None, metadata=doc(
        "was that last aggressive action a bet or a raise"))

    def check(self) -> None:
        if len(set(self.players)) != len(self.players):
            raise ValueError("a player is listed twice")
        if (self.last_aggressor is None) != (self.aggression is None):
            raise ValueError("give both last_aggressor and aggression, or neither")
        if self.last_aggressor is not None and self.last_aggressor not in self.players:
            raise ValueError("the last aggressor must be at the showdown")


@situation("showdown_order", ShowdownInput, {"first", "order", "order_from"})
def showdown_order(inp: ShowdownInput, rules: Ruleset) -> Ruling:
    """Who shows first at the showdown, and the order after them.

    The last player to bet or raise on the last round (tda-2019/17 item A, ropta-2023/10.5,
    club-nlhe/11.2) or the last to raise (tda-2010/11, club-tournois/10-1, read as written); without
    it, the first player left of the button (tda-2010/11, ropta-2023/10.5) or the first to act
    (tda-2019/17 item A, club-nlhe/11.2); fivebet/17: after check-check on the river, "dans l'ordre du
    bouton". Then clockwise (tda-2010/11, ropta-2023/10.5, club-tournois/10-1, club-nlhe/11.2).

    >>> rules = Ruleset.of("tda-2010", showdown_first_aggressor=("raise", "tda-2010/11"),
    ...                    showdown_first_without_aggression="first_left_of_button", showdown_then="clockwise")
    >>> showdown_order(ShowdownInput(players=["A", "B", "C"], last_aggressor="B", aggression="raise"), rules).value
    {'first': 'B', 'order': ['B', 'C', 'A']}
    >>> showdown_order(ShowdownInput(players=["A", "B", "C"], last_aggressor="B", aggression="bet"), rules).value
    {'first': 'A', 'order': ['A', 'B', 'C']}
    """
    agg, none, then = (rules["showdown_first_aggressor"], rules["showdown_first_without_aggression"],
                       rules["showdown_then"])
    # bet_or_raise: tda-2019/17 item A, ropta-2023/10.5, club-nlhe/11.2; raise: tda-2010/11, club-tournois/10-1
    counts = inp.last_aggressor is not None and (agg.value == "bet_or_raise" or
                                                 (agg.value == "raise" and inp.aggression == "raise"))
    if inp.last_aggressor is not None and (r := unsettled(agg)) is not None:
        return r
    if counts:
        first_i = inp.players.index(inp.last_aggressor or "")
        used = [agg]
    else:
        if (r := unsettled(none)) is not None:
            return r
        used = [agg, none] if inp.last_aggressor is not None else [none]
        if none.value == "button_order":  # fivebet/17: "dans l'ordre du bouton"
            return Ruling("ruled", {"first": None, "order": None, "order_from": "button"}, cite(*used),
                          none.note or "")
        # first_left_of_button (tda-2010/11, ropta-2023/10.5) and first_to_act (tda-2019/17 item A, club-nlhe/11.2)
        # both name the first player clockwise from the button's left
        first_i = 0
    order = inp.players[first_i:] + inp.players[:first_i]
    value: dict[str, object] = {"first": order[0]}
    if then.is_silent or then.is_discretion:  # the order after the first is shown as silent or discretion
        value["order"] = then.value
    else:  # clockwise: tda-2010/11, ropta-2023/10.5, club-tournois/10-1, club-nlhe/11.2
        value["order"] = order
        used.append(then)
    return ruled(cite(*used), **value)


# --- the right to see a hand -------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class SeeHandInput(Input):
    river_bet: bool = field(metadata=doc("there was a bet on the river"))
    requester_called: bool = field(metadata=doc("the requester called the last bet or raise on the river"))
    requester_has_cards: bool = field(metadata=doc("the requester still holds (or has tabled) a live hand"))
    target_is_last_aggressor: bool = field(metadata=doc("the hand asked for is the last river bettor's or raiser's"))

    def check(self) -> None:
        if self.requester_called and not self.river_bet:
            raise ValueError("nobody can have called on the river without a river bet")
        if self.target_is_last_aggressor and not self.river_bet:
            raise ValueError("no river bet: there is no last river aggressor")


@situation("see_hand", SeeHandInput, {"right"})
def see_hand(inp: SeeHandInput, rules: Ruleset) -> Ruling:
    """Whether a player may make an opponent show their hand at the showdown.

    tda-2019/18: a player who has given up their cards loses any right (item A); a river caller has
    an inalienable right to see the last aggressor's hand (item B, and example 2 of the addendum);
    any other request is at the TD's discretion. ropta-2023/10.5: only players who called a river bet or raise
    may ask, and only to see the last bettor's or raiser's hand.

    >>> rules = Ruleset.of("ropta-2023", see_hand_right=("river_callers_see_last_aggressor", "ropta-2023/10.5"),
    ...                    see_hand_other_requests="refused", see_hand_requires_cards="silent")
    >>> see_hand(SeeHandInput(river_bet=True, requester_called=True, requester_has_cards=True,
    ...                       target_is_last_aggressor=True), rules).value
    {'right': True}
    """
    p, others, cards = rules["see_hand_right"], rules["see_hand_other_requests"], rules["see_hand_requires_cards"]
    if (r := unsettled(p)) is not None:
        return r
    if cards.value is True and not inp.requester_has_cards:  # tda-2019/18 item A
        return ruled(cite(cards), right=False)
    if inp.river_bet and inp.requester_called and inp.target_is_last_aggressor:  # tda-2019/18 item B, ropta-2023/10.5
        return ruled(cite(p), right=True)
    if others.is_discretion:  # tda-2019/18: any other request
        return discretion(cite(p, others), others.note or "")
    if (r := unsettled(others)) is not None:
        return r
    return ruled(cite(p, others), right=others.value != "refused")  # refused: ropta-2023/10.5


# --- hands face up in an all-in ----------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class OpenHandsInput(Input):
    all_in: Amount = field(metadata=doc("players in the hand who are all-in"))
    with_chips: Amount = field(metadata=doc("players in the hand who still have chips"))
    betting_over: bool = field(metadata=doc("the betting on this street is over"))
    river: bool = field(default=False, metadata=doc("this street is the river"))

    def check(self) -> None:
        if self.all_in + self.with_chips < 2:
            raise ValueError("a hand needs at least two players")


@situation("open_hands", OpenHandsInput, {"expose"})
def open_hands(inp: OpenHandsInput, rules: Ruleset) -> Ruling:
    """Whether every hand is turned face up now, in an all-in.

    As soon as a player is all-in and no more betting is possible (tda-2019/16, ropta-2023/10.4);
    when at most one player in the hand still has chips (tda-2010/9, club-tournois/10-7,
    club-nlhe/11.8 — read once the betting on the street is over).

    >>> all_in = OpenHandsInput(all_in=1, with_chips=2, betting_over=True, river=True)
    >>> open_hands(all_in, Ruleset.of("tda-2019", all_in_hands_exposed="no_more_betting")).value
    {'expose': True}
    >>> open_hands(all_in, Ruleset.of("tda-2010", all_in_hands_exposed="one_player_with_chips")).value
    {'expose': False}
    """
    p = rules["all_in_hands_exposed"]
    if (r := unsettled(p)) is not None:
        return r
    if p.value == "no_more_betting":  # tda-2019/16, ropta-2023/10.4
        done = inp.betting_over and (inp.with_chips <= 1 or inp.river)
        return ruled(p.articles, expose=inp.all_in >= 1 and done)
    if p.value == "one_player_with_chips":  # tda-2010/9, club-tournois/10-7, club-nlhe/11.8
        return ruled(p.articles, expose=inp.all_in >= 1 and inp.betting_over and inp.with_chips <= 1)
    raise ValueError(f"unknown value {p.value!r} of all_in_hands_exposed")
