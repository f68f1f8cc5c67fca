"""Hand-for-hand: the clock while tables play hand for hand, and the places of players out in the
same hand (tda-2019/PR-8, ropta-2023/1.10 and ropta-2023/2.7, club-tournois/10-10, club-nlhe/11.11).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated

from floorbook.engine.bounds import LEVEL_MINUTES, TOURNAMENT_PLAYERS
from floorbook.engine.outcomes import Ruling, on_its_words, partial, ruled, silent, unsettled
from floorbook.engine.registry import Between, Input, MaxItems, MinItems, NeedsFigure, Positive, doc, situation
from floorbook.engine.rulesets import Ruleset


@dataclass(frozen=True, kw_only=True)
class HandForHandClockInput(Input):
    level_minutes: Annotated[int, Between(1, LEVEL_MINUTES)] = field(metadata=doc("the minutes of one level"))


@situation("hand_for_hand_clock", HandForHandClockInput, {"minutes_per_hand", "hands"})
def hand_for_hand_clock(inp: HandForHandClockInput, rules: Ruleset) -> Ruling:
    """Hands played per level during hand-for-hand.

    The clock moves 2 minutes a hand (tda-2019/PR-8 item D: "15 mains seront jouées sur un level de
    30min"; ropta-2023/2.7).

    >>> rules = Ruleset.of("tda-2019", hand_for_hand_minutes_per_hand=(2, "tda-2019/PR-8"))
    >>> hand_for_hand_clock(HandForHandClockInput(level_minutes=30), rules).value
    {'minutes_per_hand': 2, 'hands': 15}
    """
    p = rules["hand_for_hand_minutes_per_hand"]
    if (r := unsettled(p)) is not None:
        return r
    per_hand = int(p.value)
    if inp.level_minutes % per_hand:  # 7 minutes at 2 a hand: 3 hands and a half; whether the level plays 3 or 4 is
        # not said (tda-2019/PR-8 item D counts a level of 30 minutes, ropta-2023/2.7 a clock moved 2 minutes a hand)
        return partial(p.articles, {"hands": "silent"}, "the level is not a whole number of hands: whether the last "
                       "part of a hand is played is not said", minutes_per_hand=per_hand, hands=None)
    return ruled(p.articles, minutes_per_hand=per_hand, hands=inp.level_minutes // per_hand)


@dataclass(frozen=True, kw_only=True)
class Busted(Input):
    """A player out in the hand."""

    player: str
    table: str = "1"
    stack: Positive | None = field(default=None, metadata=doc("stack at the start of the hand"))


@dataclass(frozen=True, kw_only=True)
class EliminationsInput(Input):
    players_left: Annotated[int, Between(2, TOURNAMENT_PLAYERS)] = field(metadata=doc(
        "players left when the hand began"))
    paid_places: Annotated[int, Between(1, TOURNAMENT_PLAYERS)]
    busted: Annotated[list[Busted], MinItems(2), MaxItems(TOURNAMENT_PLAYERS)]

    def check(self) -> None:
        if len(self.busted) >= self.players_left:
            raise ValueError("at least one player must be left")
        if len({b.player for b in self.busted}) != len(self.busted):
            raise ValueError("a player is listed twice")


def _every_pair_ties(busted: list[Busted]) -> bool:
    """Whether every two players out tie under ropta-2023/1.10 and ropta-2023/2.7: at different tables always, at one
    table when their stacks at the start of the hand were equal (stacks needed there: :class:`NeedsFigure`)."""
    at_one = [i for i, b in enumerate(busted) if sum(o.table == b.table for o in busted) > 1]
    missing = next((i for i in at_one if busted[i].stack is None), None)
    if missing is not None:
        raise NeedsFigure(("busted", missing, "stack"),
                          "this rulebook ranks players out at one table by stack: give their stacks")
    return all(busted[i].stack == busted[j].stack for i in at_one for j in at_one
               if busted[i].table == busted[j].table)


@situation("simultaneous_eliminations", EliminationsInput, {"groups", "tie_order"})
def simultaneous_eliminations(inp: EliminationsInput, rules: Ruleset) -> Ruling:
    """Places of players out in the same hand.

    tda-2019/PR-8 item A (hand-for-hand): when enough players go out in the hand to reach the money,
    they share the money of the paid places reached in it; of other hands it says nothing.
    ropta-2023/1.10 and ropta-2023/2.7: at one table the bigger stack at the start of the hand ranks
    higher (equal stacks: tied); at different tables they tie, sharing the last paid prize.
    club-tournois/10-10, club-nlhe/11.11: the bigger stack at the start of the hand ranks higher.

    >>> out = EliminationsInput(players_left=10, paid_places=9,
    ...                         busted=[Busted(player="A", stack=500), Busted(player="B", stack=900)])
    >>> simultaneous_eliminations(out, Ruleset.of("club-nlhe", simultaneous_eliminations="stack")).value["groups"]
    [{'players': ['B'], 'places': [9], 'paid_places': [9]}, {'players': ['A'], 'places': [10], 'paid_places': []}]
    >>> simultaneous_eliminations(out, Ruleset.of("tda-2019", simultaneous_eliminations="share_places_reached")
    ...                           ).value["groups"]
    [{'players': ['A', 'B'], 'places': [9, 10], 'paid_places': [9]}]
    >>> early = EliminationsInput(players_left=14, paid_places=10, busted=[Busted(player="A"), Busted(player="B")])
    >>> simultaneous_eliminations(early, Ruleset.of("tda-2019", simultaneous_eliminations="share_places_reached")
    ...                           ).status
    'silent'
    """
    p = rules["simultaneous_eliminations"]
    if (r := unsettled(p)) is not None:
        return r
    best = inp.players_left - len(inp.busted) + 1
    tables = {b.table for b in inp.busted}
    if p.value == "share_places_reached" and not best <= inp.paid_places < inp.players_left:
        # tda-2019/PR-8 item A shares only the places of a hand in which enough players go out to reach the money
        return on_its_words(silent("the rulebook shares the paid places only among players out in the hand that "
                                   "reaches the money; of players out in another hand it says nothing", p.articles), p)
    # tda-2019/PR-8 item A: always shared; ropta-2023/1.10, ropta-2023/2.7: shared when each was at a different table,
    # or at a mix of tables when the players out at one table had equal stacks (every pair ties)
    if p.value == "share_places_reached" or (p.value == "stack_same_table_else_tie" and len(tables) > 1
                                             and _every_pair_ties(inp.busted)):
        groups = [sorted(b.player for b in inp.busted)]
    # by stack: club-tournois/10-10, club-nlhe/11.11; ropta-2023/1.10 and ropta-2023/2.7 at one table (equal stacks tie)
    elif p.value in ("stack", "stack_same_table_else_tie"):
        if p.value == "stack_same_table_else_tie" and len(tables) > 1:
            return on_its_words(silent("ROPTA 1.10 and 2.7 decide players out at one table, or each at a different "
                                       "table; not a mix of both", p.articles), p)
        if any(b.stack is None for b in inp.busted):
            missing = next(i for i, b in enumerate(inp.busted) if b.stack is None)
            raise NeedsFigure(("busted", missing, "stack"),
                              "this rulebook ranks by stack at the start of the hand: give each player's stack")
        by_stack: dict[int, list[str]] = {}
        for b in inp.busted:
            by_stack.setdefault(b.stack or 0, []).append(b.player)
        groups = [sorted(by_stack[s]) for s in sorted(by_stack, reverse=True)]
    else:
        raise ValueError(f"unknown value {p.value!r} of simultaneous_eliminations")
    out = []
    place = best
    for g in groups:
        places = list(range(place, place + len(g)))
        out.append({"players": g, "places": places, "paid_places": [n for n in places if n <= inp.paid_places]})
        place += len(g)
    if p.value == "stack" and any(len(g) > 1 for g in groups):
        # club-tournois/10-10, club-nlhe/11.11 rank the bigger stack first: equal stacks keep their places between
        # them, in an order the rule does not give
        return partial(p.articles, {"tie_order": "silent"}, "equal stacks at the start of the hand: the rule ranks "
                       "the bigger stack first only", groups=out, tie_order=None)
    bubble = best <= inp.paid_places < inp.players_left  # the last paid place among the places lost in the hand
    if p.value == "stack_same_table_else_tie" and (len(tables) == 1 or not bubble):  # ropta-2023/1.10's own words,
        # « à la même table », or « s'ils étaient assis à deux tables différentes et qu'il ne s'agit pas de la bulle,
        # ils sont définitivement ex-æquo »: the reading of the bubble is not this one
        return on_its_words(ruled(p.articles, groups=out), p)
    return ruled(p.articles, groups=out)
