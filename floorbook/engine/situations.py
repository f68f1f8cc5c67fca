"""Situations: the named questions a scenario can ask the engine, each with a typed input.

A scenario names a situation (``chip_push``, ``betting_round``…), gives its ``input`` and the
outcome it expects. Each situation is an input model (pydantic, strict: unknown fields and
impossible figures are errors) and a function returning a :class:`Ruling`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, PositiveInt, model_validator

from floorbook.engine import pots as pots_mod
from floorbook.engine.betting import Action, Round, Table, classify_total, min_raise_to
from floorbook.engine.chips import abbreviated_amount, declaration, interpret_push, string_bet
from floorbook.engine.outcomes import Ruling, ruled
from floorbook.engine.rulesets import Ruleset


class Input(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


@dataclass(frozen=True)
class Situation:
    name: str
    model: type[Input]
    run: Callable[[Input, Ruleset], Ruling]
    doc: str


SITUATIONS: dict[str, Situation] = {}


def situation(name: str, model: type[Input]) -> Callable[[Callable[..., Ruling]], Callable[..., Ruling]]:
    def register(fn: Callable[..., Ruling]) -> Callable[..., Ruling]:
        SITUATIONS[name] = Situation(name, model, fn, (fn.__doc__ or "").strip())
        return fn

    return register


# --- betting ------------------------------------------------------------------------------------


class RoundInput(Input):
    big_blind: PositiveInt
    street: Literal["preflop", "postflop"] = "postflop"
    current_bet: int = Field(0, ge=0, description="highest total put in this round")
    last_full_raise: int | None = Field(None, ge=0, description="last full bet or raise (default: BB pre-flop, "
                                        "current bet post-flop)")

    def round(self) -> Round:
        if self.last_full_raise is not None:
            last = self.last_full_raise
        elif self.street == "preflop":
            last = self.big_blind if self.current_bet <= self.big_blind else self.current_bet - self.big_blind
        else:
            last = self.current_bet
        current = max(self.current_bet, self.big_blind) if self.street == "preflop" else self.current_bet
        return Round(self.big_blind, self.street, current, last)


@situation("min_raise", RoundInput)
def _min_raise(inp: RoundInput, rules: Ruleset) -> Ruling:
    """The smallest total a raise may reach."""
    return min_raise_to(inp.round(), rules)


class TotalInput(RoundInput):
    total: PositiveInt = Field(description="the player's total for the round after acting")
    all_in: bool = False
    declared: Literal["raise"] | None = None


@situation("bet_total", TotalInput)
def _bet_total(inp: TotalInput, rules: Ruleset) -> Ruling:
    """What a total put in (announced as an amount or pushed in chips) amounts to."""
    return classify_total(inp.round(), inp.total, all_in=inp.all_in, declared_raise=inp.declared == "raise",
                          rules=rules)


class PushInput(RoundInput):
    chips: list[PositiveInt] = Field(min_length=1)
    already_in: int = Field(0, ge=0)
    stack_behind: int = Field(1, ge=0)
    declared: Literal["raise"] | None = None
    players_in_hand: int = Field(3, ge=2)

    @model_validator(mode="after")
    def _possible(self) -> PushInput:
        if self.already_in > max(self.current_bet, self.big_blind if self.street == "preflop" else 0):
            raise ValueError(f"already_in ({self.already_in}) is more than the current bet ({self.current_bet})")
        return self


@situation("chip_push", PushInput)
def _chip_push(inp: PushInput, rules: Ruleset) -> Ruling:
    """What a silent push of chips (or a push with "raise" declared) means."""
    return interpret_push(inp.round(), list(inp.chips), already_in=inp.already_in, stack_behind=inp.stack_behind,
                          declared=inp.declared, players_in_hand=inp.players_in_hand, rules=rules)


class ActionInput(Input):
    player: str
    kind: Literal["check", "call", "bet", "raise", "all_in", "fold"]
    to: int | None = Field(None, ge=0)


class BettingRoundInput(Input):
    big_blind: PositiveInt
    street: Literal["preflop", "postflop"] = "postflop"
    posted: dict[str, int] = Field(default_factory=dict, description="blinds posted before the round (pre-flop)")
    actions: list[ActionInput] = Field(min_length=1)
    ask: str = Field(description="the player whose options are asked, after the last action")


@situation("betting_round", BettingRoundInput)
def _betting_round(inp: BettingRoundInput, rules: Ruleset) -> Ruling:
    """Replay a betting round; then, for ``ask``: amount to call, minimum raise, may they raise."""
    table = Table.start(rules, inp.big_blind, inp.street, dict(inp.posted))
    for i, a in enumerate(inp.actions):
        try:
            table.act(Action(a.player, a.kind, a.to))
        except ValueError as err:
            raise ValueError(f"actions[{i}]: {err}") from err
    if table.undetermined is not None:
        return table.undetermined
    may = table.may_raise(inp.ask)
    minimum = min_raise_to(table.rnd, rules)
    value = {"to_call": table.rnd.current_bet, "min_raise_to": minimum.value.get("min_raise_to")}
    if may.status == "ruled":
        return ruled(may.articles + tuple(a for a in minimum.articles if a not in may.articles),
                     **value, may_raise=may.value["may_raise"])
    return Ruling(may.status, value, may.articles, may.note)


# --- pots ---------------------------------------------------------------------------------------


class PotsInput(Input):
    contributions: dict[str, int] = Field(min_length=1, description="each player's total put in the hand (antes "
                                          "excluded)")
    folded: list[str] = Field(default_factory=list)
    antes: dict[str, int] = Field(default_factory=dict, description="antes paid (dead money, to the main pot)")

    @model_validator(mode="after")
    def _known(self) -> PotsInput:
        unknown = (set(self.folded) | set(self.antes)) - set(self.contributions)
        if unknown:
            raise ValueError(f"folded players {sorted(unknown)} are not in contributions")
        if any(v < 0 for v in self.contributions.values()):
            raise ValueError("contributions must not be negative")
        return self


@situation("pots", PotsInput)
def _pots(inp: PotsInput, rules: Ruleset) -> Ruling:
    """Main pot and side pots (amounts, who may win each)."""
    built = pots_mod.build_pots(dict(inp.contributions), set(inp.folded), dict(inp.antes))
    main, *sides = built
    return ruled((), main_pot=main.amount, side_pots=[p.amount for p in sides],
                 eligible=[list(p.eligible) for p in built])


class KilledHandInput(Input):
    contributions: dict[str, int] = Field(min_length=2, description="what each player put in the hand")
    player: str = Field(description="the player whose hand is killed")

    @model_validator(mode="after")
    def _known(self) -> KilledHandInput:
        if self.player not in self.contributions:
            raise ValueError(f"player {self.player!r} is not in contributions")
        return self


@situation("killed_hand", KilledHandInput)
def _killed_hand(inp: KilledHandInput, rules: Ruleset) -> Ruling:
    """A killed hand: what its player gets back (the uncalled part of their last bet)."""
    return pots_mod.killed_hand_refund(dict(inp.contributions), inp.player, rules)


class SplitInput(Input):
    amount: PositiveInt
    winners: list[str] = Field(min_length=1, description="winners in order from the button's left")
    unit: PositiveInt = Field(1, description="smallest chip in play")


@situation("split_pot", SplitInput)
def _split(inp: SplitInput, rules: Ruleset) -> Ruling:
    """Share a pot between tied winners; who gets the odd chip."""
    return pots_mod.split(inp.amount, list(inp.winners), inp.unit, rules)


class DeclarationInput(RoundInput):
    said: Literal["call", "check"]
    already_in: int = Field(0, ge=0)


@situation("declaration", DeclarationInput)
def _declaration(inp: DeclarationInput, rules: Ruleset) -> Ruling:
    """A verbal "call" or "check" (facing a bet or not), whatever chips go with it."""
    return declaration(inp.round(), inp.said, already_in=inp.already_in, rules=rules)


class StringBetInput(RoundInput):
    movements: list[PositiveInt] = Field(min_length=2, description="chips added at each movement")
    already_in: int = Field(0, ge=0)
    announced_total: PositiveInt | None = None


@situation("string_bet", StringBetInput)
def _string_bet(inp: StringBetInput, rules: Ruleset) -> Ruling:
    """Chips put forward in several movements (a string bet or raise)."""
    return string_bet(inp.round(), list(inp.movements), already_in=inp.already_in,
                      announced_total=inp.announced_total, rules=rules)


class AbbreviatedInput(Input):
    said: PositiveInt
    pot: int = Field(ge=0)
    smallest_chip: PositiveInt


@situation("abbreviated_amount", AbbreviatedInput)
def _abbreviated(inp: AbbreviatedInput, rules: Ruleset) -> Ruling:
    """What an abbreviated announcement ("5") means."""
    return abbreviated_amount(inp.said, inp.pot, inp.smallest_chip, rules)


from floorbook.engine import procedure as _procedure  # noqa: E402,F401  registers its situations
