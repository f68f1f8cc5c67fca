"""Tables: balancing the tables, and the size of the final table (tda-2010/6 and tda-2010/7, tda-2019/11
and tda-2019/PR-9, ropta-2023/2.3 and ropta-2023/2.6, club-tournois/8-1 and club-tournois/8-7, club-nlhe/9.1
and club-nlhe/9.7).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Literal

from floorbook.engine.bounds import TABLE_SEATS, TABLES
from floorbook.engine.outcomes import Ruling, beyond_games, discretion, partial, ruled, silent, unsettled
from floorbook.engine.registry import Between, Input, InputError, MaxItems, MinItems, doc, situation
from floorbook.engine.rulesets import Ruleset, cite, cite_open


@dataclass(frozen=True, kw_only=True)
class BalanceInput(Input):
    tables: Annotated[dict[str, Annotated[int, Between(0, TABLE_SEATS)]], MinItems(2), MaxItems(TABLES)] = field(
        metadata=doc(f"players at each table (0 to {TABLE_SEATS})"))
    format: Literal["full_ring", "short_handed"] = "full_ring"
    stage: Literal["early", "late"] = field(default="early", metadata=doc(
        "ROPTA 2.3: early in the tournament, or once the number of tables goes down"))

    def check(self) -> None:
        empty = [t for t, n in self.tables.items() if n == 0]
        if empty:
            raise InputError(("tables", empty[0]), "0 players: a table without players is broken, not balanced")
        # a full ring is « table complète de 8, 9 ou 10 joueurs » (tda-2019/11 item D): a short-handed table seats fewer
        crowded = [t for t, n in self.tables.items() if n >= 8]
        if self.format == "short_handed" and crowded:
            raise InputError(("tables", crowded[0]), f"{self.tables[crowded[0]]} players: a short-handed table seats "
                             "fewer than 8 (a full ring is 8, 9 or 10)")


@situation("balance_tables", BalanceInput, {"threshold", "stop", "player_moved", "new_seat"})
def balance_tables(inp: BalanceInput, rules: Ruleset) -> Ruling:
    """Tables that stop for balancing (difference in players), who is moved, where they sit.

    Play stops at a table three or more players short of the fullest (tda-2010/6; tda-2019/11 item D
    in full-ring events, at the TD's discretion in other formats; ropta-2023/2.3 early in the
    tournament), two or more (ropta-2023/2.3 once tables go down; club-tournois/8-1; club-nlhe/9.1).
    The player moved is the next big blind (tda-2010/6, tda-2019/11 item A, ropta-2023/2.3,
    club-tournois/8-7, club-nlhe/9.7); where they sit: tda-2010/6, tda-2019/11, ropta-2023/2.3,
    club-tournois/8-8, club-nlhe/9.8.

    >>> rules = Ruleset.of("ropta-2023", balancing_threshold=({"early": 3, "late": 2}, "ropta-2023/2.3"),
    ...                    balancing_player_moved="future_big_blind", balancing_new_seat="pays_big_blind_soonest")
    >>> balance_tables(BalanceInput(tables={"A": 9, "B": 7}, stage="late"), rules).value
    {'threshold': 2, 'stop': ['B'], 'player_moved': 'future_big_blind', 'new_seat': 'pays_big_blind_soonest'}
    >>> balance_tables(BalanceInput(tables={"A": 9, "B": 7}, stage="early"), rules).value["stop"]
    []
    """
    p, who, seat = rules["balancing_threshold"], rules["balancing_player_moved"], rules["balancing_new_seat"]
    if (r := unsettled(p)) is not None:
        return r
    threshold = p.value
    if isinstance(threshold, dict):  # per stage (ropta-2023/2.3; tda-2019/11 item D: « A mesure que l’évènement
        # progresse et à la discrétion du TD ») or per format (tda-2019/11 item D)
        threshold = threshold.get(inp.stage, threshold.get(inp.format))
    if threshold == "discretion":  # tda-2019/11 item D: formats other than full ring, and late in the event; who
        # is moved and where he sits stay the rulebook's (tda-2019/11 item A)
        statuses = {"threshold": "discretion", "stop": "discretion"}
        moved = {name: (None if q.is_silent or q.is_discretion else q.value) for name, q in
                 (("player_moved", who), ("new_seat", seat))}
        statuses.update({name: ("silent" if q.is_silent else "discretion") for name, q in
                         (("player_moved", who), ("new_seat", seat)) if q.is_silent or q.is_discretion})
        if len(set(statuses.values())) == 1 and len(statuses) == 4:
            return discretion(cite_open(p, who, seat), p.note or "")
        return partial(cite_open(p, who, seat), statuses, p.note or "", threshold=None, stop=None,  # type: ignore[arg-type]
                       **moved)
    if threshold is None or threshold == "silent":
        return silent(p.note or "", (p.articles or p.read))
    most = max(inp.tables.values())
    stop = sorted(t for t, n in inp.tables.items() if most - n >= int(threshold))
    # who is moved and where they sit are shown as the rulebook gives them (silent and discretion included)
    return ruled(cite(p, who, seat), threshold=int(threshold), stop=stop, player_moved=who.value,
                 new_seat=seat.value)


@dataclass(frozen=True, kw_only=True)
class FinalTableInput(Input):
    seats_per_table: Annotated[int, Between(2, TABLE_SEATS)] = field(metadata=doc(
        "the event's table size (players per table)"))
    game: Literal["flop", "stud"] = "flop"


@situation("final_table_size", FinalTableInput, {"players"})
def final_table_size(inp: FinalTableInput, rules: Ruleset) -> Ruling:
    """How many players make the final table.

    10 in flop games, 9 in stud (tda-2010/7); 9 from tables of 8 or more, 7 from tables of 6 and 7
    (tda-2019/PR-9); at most 9, an odd number, one more than the table size when it is even
    (ropta-2023/2.6).

    >>> rules = Ruleset.of("tda-2019", final_table_size=({"by_seats": {8: 9, 6: 7}}, "tda-2019/PR-9"),
    ...                    games_ruled=["no_limit", "pot_limit", "flop", "stud"])
    >>> final_table_size(FinalTableInput(seats_per_table=6), rules).value
    {'players': 7}
    >>> rules = Ruleset.of("ropta-2023", final_table_size=({"max": 9}, "ropta-2023/2.6"),
    ...                    games_ruled=["no_limit", "flop"])
    >>> final_table_size(FinalTableInput(seats_per_table=6), rules).value
    {'players': 7}
    """
    if (r := beyond_games(rules["games_ruled"], inp.game)) is not None:  # ropta-2023/9.14: hold'em only
        return r
    p = rules["final_table_size"]
    if (r := unsettled(p)) is not None:
        return r
    v = p.value
    size: int | None
    if "max" in v:  # ropta-2023/2.6
        size = min(int(v["max"]), inp.seats_per_table + (1 if inp.seats_per_table % 2 == 0 else 0))
    elif "by_seats" in v:  # tda-2019/PR-9
        size = next((int(n) for least, n in sorted(v["by_seats"].items(), key=lambda kv: -int(kv[0]))
                     if inp.seats_per_table >= int(least)), None)
    else:  # per game: tda-2010/7
        size = v.get(inp.game)
    if size is None:
        return silent(f"no final-table size for tables of {inp.seats_per_table} ({inp.game}). {p.note or ''}".strip(),
                      p.articles)
    return ruled(p.articles, players=int(size))
