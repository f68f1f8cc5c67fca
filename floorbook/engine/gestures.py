"""Gestures and words at the table: tapping the table, a word or gesture of folding, « pot » said in no
limit, conditional declarations (tda-2019/3, tda-2019/54, tda-2019/59, ropta-2023/1.6, ropta-2023/9.15,
ropta-2023/9.19, club-nlhe/7.1, club-nlhe/10.4, club-tournois/5-1, club-tournois/9-4); and who may have
a bet, an all-in, a stack or the pot counted (tda-2019/54, tda-2019/60, tda-2019/PR-2, tda-2019/PR-12,
fivebet/PR-12, ropta-2023/3.3, ropta-2023/9.15). A hand exposed before the hand is over is
:mod:`.conduct`'s ``hand_shown``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from floorbook.engine.conduct import folded_when_could_check
from floorbook.engine.outcomes import Ruling, beyond_games, partial, ruled, unsettled
from floorbook.engine.registry import Input, InputError, doc, situation
from floorbook.engine.rulesets import Ruleset, cite

# --- a gesture or a word -------------------------------------------------------------------------------

Act = Literal["tap_table", "fold_word_or_gesture", "pot_bet", "conditional"]


@dataclass(frozen=True, kw_only=True)
class GestureInput(Input):
    act: Act = field(metadata=doc(
        "what the player did in turn: tapped the table, said or showed he folds, said 'I bet the pot' in no "
        "limit, made a conditional declaration ('if you bet, I fold')"))
    facing_bet: bool = field(metadata=doc("someone has already bet in this betting round"))


@situation("gesture", GestureInput, {"action", "valid", "penalty"})
def gesture(inp: GestureInput, rules: Ruleset) -> Ruling:
    """What a gesture or a word of a player in turn counts as, and whether it may be penalised.

    Tapping the table: a check (tda-2019/3, ropta-2023/1.6), which facing a bet leaves the player to
    call or fold, as a check announced facing a bet does (tda-2019/55, ropta-2023/9.4: applying it to a
    tap is our reading); or a check with no bet and a fold facing one (club-nlhe/10.4, club-tournois/9-4).
    A word or gesture of folding kills the hand (club-nlhe/7.1, club-tournois/5-1); a word of action said in
    turn binds (tda-2010/29, tda-2019/50 and tda-2019/51 item A, ropta-2023/9.3); when the player could check,
    the rule of a fold when a check was possible applies
    (:func:`~floorbook.engine.conduct.folded_when_could_check`). « Je mise le pot » in no limit binds a valid
    bet and may be penalised (tda-2019/54 item C), is no valid announcement (ropta-2023/9.15). A conditional
    declaration may bind at the TD's discretion and be penalised (tda-2019/59), is forbidden and may be
    penalised (ropta-2023/9.19).

    >>> rules = Ruleset.of("club-nlhe", table_tap=("check_or_fold", "club-nlhe/10.4"))
    >>> gesture(GestureInput(act="tap_table", facing_bet=True), rules).value
    {'action': 'fold'}
    >>> rules = Ruleset.of("tda-2019", table_tap=("check", "tda-2019/3"))
    >>> gesture(GestureInput(act="tap_table", facing_bet=False), rules).value
    {'action': 'check'}
    >>> rules = Ruleset.of("tda-2019", table_tap=("check", "tda-2019/3"),
    ...                    check_facing_bet=("call_or_fold", "tda-2019/55"))
    >>> gesture(GestureInput(act="tap_table", facing_bet=True), rules).value
    {'action': 'call_or_fold'}
    """
    if inp.act == "tap_table":
        p = rules["table_tap"]
        if (r := unsettled(p)) is not None:
            return r
        if p.value == "check_or_fold":  # club-nlhe/10.4, club-tournois/9-4
            return ruled(cite(p), action="fold" if inp.facing_bet else "check")
        if p.value == "check":  # tda-2019/3, ropta-2023/1.6
            if inp.facing_bet:  # a check facing a bet: tda-2019/55, ropta-2023/9.4 (our reading for a tap)
                c = rules["check_facing_bet"]
                if (r := unsettled(c)) is not None:
                    return r
                if c.value == "call_or_fold":
                    return ruled(cite(p, c), action="call_or_fold")
                raise ValueError(f"unknown value {c.value!r} of check_facing_bet")
            return ruled(cite(p), action="check")
        raise ValueError(f"unknown value {p.value!r} of table_tap")
    if inp.act == "fold_word_or_gesture":
        if not inp.facing_bet:  # a fold when a check was possible: the player_fault rule, one rule for both
            r = folded_when_could_check(rules)
            if r.status in ("silent", "discretion"):
                return r
            penalty = r.value.get("penalty")
            value = {"action": "fold" if r.value.get("hand_dead") else None, "penalty": penalty}
            statuses = {k: r.field_status(src) for k, src in (("action", "hand_dead"), ("penalty", "penalty"))
                        if r.field_status(src) != "ruled"}
            return partial(r.articles, statuses, r.note, **value)
        p = rules["fold_word_or_gesture"]
        if (r := unsettled(p)) is not None:
            return r
        if p.value == "hand_dead":  # club-nlhe/7.1, club-tournois/5-1
            return ruled(cite(p), action="fold")
        raise ValueError(f"unknown value {p.value!r} of fold_word_or_gesture")
    if inp.act == "pot_bet":
        p = rules["pot_bet_no_limit"]
        if (r := unsettled(p)) is not None:
            return r
        if p.value == "binds_valid_bet":  # tda-2019/54 item C
            return ruled(cite(p), action="valid_bet", valid=False, penalty="possible")
        if p.value == "not_valid":  # ropta-2023/9.15: what the announcement then binds is not said
            return partial(cite(p), {"action": "silent", "penalty": "silent"}, p.note or "",
                           action=None, valid=False, penalty=None)
        raise ValueError(f"unknown value {p.value!r} of pot_bet_no_limit")
    p = rules["conditional_declaration"]
    if (r := unsettled(p)) is not None:
        return r
    if p.value == "td_may_bind":  # tda-2019/59: binding at the TD's discretion, may be penalised
        return partial(cite(p), {"action": "discretion"}, p.note or "", action=None, penalty="possible")
    if p.value == "forbidden":  # ropta-2023/9.19: forbidden, « s'expose à une sanction si l'attention du Directeur
        # de Tournoi est attirée par un joueur adverse »; whether it binds is not said
        return partial(cite(p), {"action": "silent"}, p.note or "", action=None, valid=False, penalty="if_reported")
    raise ValueError(f"unknown value {p.value!r} of conditional_declaration")


# --- asking for a count --------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class CountInput(Input):
    what: Literal["bet", "all_in", "stack", "pot"] = field(metadata=doc(
        "what the player asks to have counted: a bet or raise, an all-in, the chips an opponent has left, "
        "the pot"))
    asker_to_act: bool = field(metadata=doc("the player asking is the one to act, facing that bet"))
    asker_in_hand: bool = field(default=True, metadata=doc("the player asking is still in the hand"))
    pot_limit: bool = field(default=False, metadata=doc("the game is pot limit (otherwise no limit)"))

    def check(self) -> None:
        if self.asker_to_act and not self.asker_in_hand:
            raise InputError(("asker_in_hand",), "a player out of the hand is not the one to act: the player to act "
                             "is still in the hand")


@situation("count_request", CountInput, {"given", "counted_by"})
def count_request(inp: CountInput, rules: Ruleset) -> Ruling:
    """What a player who asks for a count is given, and who counts.

    A bet or raise: counted by the dealer at the request of the player facing it, in turn
    (tda-2019/PR-2, fivebet/PR-12); counted and announced by the bettor at the request of any opponent
    still in the hand (ropta-2023/3.3, ropta-2023/9.15). An all-in: an exact count only for the player
    facing it, in turn, made by the dealer or the floor if the all-in player will not (tda-2019/60,
    tda-2019/PR-12, fivebet/PR-12); announced by the all-in player to any opponent still in the hand
    (ropta-2023/9.15). The chips an opponent has left: a reasonable estimate (tda-2019/60), nothing
    (ropta-2023/3.3, ropta-2023/9.15). The pot: counted in pot limit only (tda-2019/54 item A),
    never (ropta-2023/9.15).

    >>> rules = Ruleset.of("tda-2019", count_all_in_asker="player_to_act", count_all_in_by="player_or_dealer",
    ...                    count_stack="nothing")
    >>> count_request(CountInput(what="all_in", asker_to_act=True), rules).value
    {'given': 'exact_count', 'counted_by': 'player_or_dealer'}
    >>> count_request(CountInput(what="all_in", asker_to_act=False), rules).value
    {'given': 'nothing'}
    >>> count_request(CountInput(what="all_in", asker_to_act=False), Ruleset.of("tda-2019",
    ...     count_all_in_asker="player_to_act", count_all_in_by="player_or_dealer", count_stack="estimate")).value
    {'given': 'estimate'}
    """
    if inp.pot_limit and (r := beyond_games(rules["games_ruled"], "pot_limit")) is not None:  # ropta-2023/9.14,
        return r  # club-nlhe/2.1: no-limit only
    if inp.what in ("bet", "all_in"):
        asker, by = ((rules["count_bet_asker"], rules["count_bet_by"]) if inp.what == "bet"
                     else (rules["count_all_in_asker"], rules["count_all_in_by"]))
        if (r := unsettled(asker)) is not None:
            return r
        if asker.value == "player_to_act":  # tda-2019/60, tda-2019/PR-2, tda-2019/PR-12, fivebet/PR-12
            allowed = inp.asker_to_act
        elif asker.value == "opponent_in_hand":  # ropta-2023/9.15
            allowed = inp.asker_in_hand
        else:
            raise ValueError(f"unknown value {asker.value!r} of {asker.name}")
        if not allowed:
            stack = rules["count_stack"]  # an all-in is an opponent's stack: its estimate is anyone's (tda-2019/60
            if inp.what == "all_in" and stack.value == "estimate":  # « une estimation raisonnable du montant du
                return ruled(cite(asker, stack), given="estimate")  # tapis adverse »); only the exact count is not
            return ruled(cite(asker), given="nothing")
        if by.is_silent or by.is_discretion:
            return partial(cite(asker, by), {"counted_by": by.value}, by.note or "", given="exact_count",
                           counted_by=None)
        return ruled(cite(asker, by), given="exact_count", counted_by=by.value)
    p = rules["count_stack"] if inp.what == "stack" else rules["count_pot"]
    if (r := unsettled(p)) is not None:
        return r
    if p.value == "estimate":  # tda-2019/60: a reasonable estimate, never an exact count unless all-in
        return ruled(cite(p), given="estimate")
    if p.value == "nothing":  # ropta-2023/3.3, ropta-2023/9.15: no obligation to answer; the pot spread (note)
        return ruled(cite(p), p.note or "", given="nothing")
    if p.value == "pot_limit_only":  # tda-2019/54 item A: never counted in limit or no limit, only spread (note)
        if inp.pot_limit:
            return ruled(cite(p), given="exact_count")
        return ruled(cite(p), p.note or "", given="nothing")
    raise ValueError(f"unknown value {p.value!r} of {p.name}")
