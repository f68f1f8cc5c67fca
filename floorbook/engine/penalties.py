"""Penalties: how many hands a penalty lasts and whether it is served away from the table
(tda-2010/40, tda-2019/71 and fivebet/71-2, ropta-2023/11.1, club-nlhe/16.1).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated

from floorbook.engine.outcomes import Ruling, ruled, silent, unsettled
from floorbook.engine.registry import Between, Input, Positive, doc, situation
from floorbook.engine.rulesets import Ruleset, cite


@dataclass(frozen=True, kw_only=True)
class PenaltyInput(Input):
    players_at_table: Annotated[int, Between(2, 12)] | None = field(default=None, metadata=doc(
        "players at the table when the penalty is given, the offender included"))
    rounds: Positive | None = field(default=None, metadata=doc("a penalty of some rounds"))
    hands: Positive | None = field(default=None, metadata=doc("a penalty given in hands"))

    def check(self) -> None:
        if (self.hands is None) == (self.rounds is None):
            raise ValueError("give either rounds (with players_at_table) or hands")
        if self.rounds is not None and self.players_at_table is None:
            raise ValueError("a penalty in rounds needs players_at_table")


@situation("penalty_hands", PenaltyInput, {"hands", "leaves_table"})
def penalty_hands(inp: PenaltyInput, rules: Ruleset) -> Ruling:
    """Hands missed for a penalty of some rounds, and whether the player must leave the table.

    A round is as many hands as players at the table, the offender included (tda-2010/40,
    tda-2019/71 item A, ropta-2023/11.1); the penalty is served away from the table (tda-2010/40,
    tda-2019/71 item C, ropta-2023/11.1, club-nlhe/16.1), except one of 2 hands or fewer at Fivebet
    (fivebet/71-2).

    >>> rules = Ruleset.of("fivebet", penalty_round_hands=("players_at_table", "tda-2019/71"),
    ...                    penalty_stay_at_table_max_hands=(2, "fivebet/71-2"))
    >>> penalty_hands(PenaltyInput(players_at_table=8, rounds=1), rules).value
    {'hands': 8, 'leaves_table': True}
    >>> penalty_hands(PenaltyInput(hands=2), rules).value
    {'hands': 2, 'leaves_table': False}
    """
    p, away = rules["penalty_round_hands"], rules["penalty_stay_at_table_max_hands"]
    used = []
    if inp.rounds is not None:  # players at the table × rounds: tda-2010/40, tda-2019/71 item A, ropta-2023/11.1
        if (r := unsettled(p)) is not None:
            return r
        hands = (inp.players_at_table or 0) * inp.rounds
        used.append(p)
    else:
        hands = inp.hands or 0
    value: dict[str, object] = {"hands": hands}
    # 0: always away (tda-2010/40, tda-2019/71 item C, ropta-2023/11.1, club-nlhe/16.1); fivebet/71-2: 2 hands
    # or fewer at the table
    if not (away.is_silent or away.is_discretion):
        value["leaves_table"] = hands > int(away.value)
        used.append(away)
    elif not used:
        return silent(away.note or "", away.articles)
    return ruled(cite(*used), **value)
