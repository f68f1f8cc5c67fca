"""Rebuys: whether a player may rebuy, and whether a rebuy announced before the next hand plays it
(tda-2010/19, tda-2019/27, club-tournois/7-1 and club-tournois/7-3).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from floorbook.engine.outcomes import Ruling, Status, partial, unsettled
from floorbook.engine.registry import Amount, Input, Positive, doc, situation
from floorbook.engine.rulesets import Ruleset, cite_open


@dataclass(frozen=True, kw_only=True)
class RebuyInput(Input):
    stack: Amount = field(metadata=doc("the player's chips when he asks to rebuy (0: busted)"))
    big_blind: Positive
    add_on_taken: bool = field(default=False, metadata=doc("the player has already taken the add-on"))


@situation("rebuy", RebuyInput, {"may_rebuy", "chips_in_play"})
def rebuy(inp: RebuyInput, rules: Ruleset) -> Ruling:
    """A player announces a rebuy before the next hand: whether he may rebuy, and whether the rebuy's
    chips count as in front of him for that hand, paid or not.

    club-tournois/7-1: only a player who has lost all his chips or has less than the current big blind
    may rebuy; club-tournois/7-3: a rebuy is never combined with an add-on. tda-2010/19 and
    tda-2019/27: a rebuy announced before the next hand puts its chips in play at once, the player owing
    its price (he may not miss a hand). ROPTA 2023 and club NLHE say nothing of rebuys.

    >>> rules = Ruleset.of("club-tournois", rebuy_eligibility=("busted_or_below_big_blind", "club-tournois/7-1"),
    ...                    rebuy_chips_in_play="silent")
    >>> rebuy(RebuyInput(stack=150, big_blind=200), rules).value
    {'may_rebuy': True, 'chips_in_play': None}
    """
    eligible, in_play = rules["rebuy_eligibility"], rules["rebuy_chips_in_play"]
    value: dict[str, object] = {}
    statuses: dict[str, Status] = {}
    if (r := unsettled(eligible)) is not None:
        value["may_rebuy"], statuses["may_rebuy"] = None, r.status  # type: ignore[assignment]
    elif eligible.value == "busted_or_below_big_blind":  # club-tournois/7-1; club-tournois/7-3: no add-on too
        value["may_rebuy"] = inp.stack < inp.big_blind and not inp.add_on_taken
    else:
        raise ValueError(f"unknown value {eligible.value!r} of rebuy_eligibility")
    if value.get("may_rebuy") is False:  # no rebuy, no rebuy chips in play: nothing left for the rulebook to say
        value["chips_in_play"] = False
    elif (r := unsettled(in_play)) is not None:
        value["chips_in_play"], statuses["chips_in_play"] = None, r.status  # type: ignore[assignment]
    elif in_play.value == "at_once":  # tda-2010/19, tda-2019/27
        value["chips_in_play"] = value.get("may_rebuy") is not False
    else:
        raise ValueError(f"unknown value {in_play.value!r} of rebuy_chips_in_play")
    used = (eligible,) if value.get("may_rebuy") is False else (eligible, in_play)
    notes = " ".join(p.note for p in used if p.note and (p.is_silent or p.is_discretion))
    return partial(cite_open(*used), statuses, notes, **value)
