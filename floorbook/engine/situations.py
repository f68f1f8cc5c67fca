"""Situations: the named questions a scenario can ask the engine, each with a typed input.

A scenario names a situation (``chip_push``, ``betting_round``…), gives its ``input`` and the
outcome it expects. Each situation is an input model (pydantic, strict: unknown fields and
impossible figures, such as a negative amount, are errors), a function returning a
:class:`Ruling`, and the keys that ruling's outcome can hold (``outputs``), so that a scenario
expecting a key the situation never produces is refused as malformed.

Every ruling on a player's chips in a betting round says where each chip goes with the same keys
(:data:`ACCOUNTED`): ``to`` (the player's total for the round after the ruling), ``completed``
(chips they must add) and ``returned`` (chips given back), and the same three per option of a
choice (``options``); see :func:`floorbook.engine.betting.account`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, NonNegativeInt, PositiveInt, model_validator

from floorbook.engine import pots as pots_mod
from floorbook.engine.betting import Action, Round, Table, classify_total, min_raise_to
from floorbook.engine.chips import abbreviated_amount, declaration, interpret_push, string_bet
from floorbook.engine.outcomes import Ruling, ruled
from floorbook.engine.rulesets import Ruleset


class Input(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


# keys every outcome may hold, whatever the situation (see Ruling.as_dict)
IMPLICIT_OUTPUTS = frozenset({"status", "articles", "note"})
# where the chips of a player's action go (see floorbook.engine.betting.account)
ACCOUNTED = frozenset({"to", "completed", "returned"})
# a ruling on chips put in during a betting round: a bet, a call, a raise, or a choice between options
ACTION_OUTPUTS = ACCOUNTED | {"action", "full", "all_in", "options"}


@dataclass(frozen=True)
class Situation:
    """A question a scenario can ask: its input model, the function ruling it, its documentation,
    and ``outputs``, the keys its outcome can hold besides ``status``, ``articles`` and ``note``."""

    name: str
    model: type[Input]
    run: Callable[[Input, Ruleset], Ruling]
    doc: str
    outputs: frozenset[str]

    @property
    def keys(self) -> frozenset[str]:
        """Every key an outcome of this situation can hold (``outputs`` and the implicit ones)."""
        return self.outputs | IMPLICIT_OUTPUTS

    def describe(self) -> str:
        """One entry of ``floorbook check --situations``: inputs (``?`` optional), outputs, documentation."""
        fields = ", ".join(k + ("" if f.is_required() else "?") for k, f in self.model.model_fields.items())
        return f"{self.name}({fields}) -> {', '.join(sorted(self.outputs))}\n    {self.doc}"


SITUATIONS: dict[str, Situation] = {}


def situation(name: str, model: type[Input], outputs: Iterable[str]
              ) -> Callable[[Callable[..., Ruling]], Callable[..., Ruling]]:
    """Register a situation under ``name``; ``outputs`` are the keys its outcome can hold."""
    declared = frozenset(outputs)
    if declared & IMPLICIT_OUTPUTS:
        raise ValueError(f"{name}: {sorted(declared & IMPLICIT_OUTPUTS)} are implicit, do not declare them")

    def register(fn: Callable[..., Ruling]) -> Callable[..., Ruling]:
        SITUATIONS[name] = Situation(name, model, fn, (fn.__doc__ or "").strip(), declared)
        return fn

    return register


# --- betting ------------------------------------------------------------------------------------


class RoundInput(Input):
    big_blind: PositiveInt
    street: Literal["preflop", "postflop"] = "postflop"
    current_bet: int = Field(0, ge=0, description="highest total put in this round")
    last_full_raise: int | None = Field(None, ge=0, description="last full bet or raise (default: BB pre-flop, "
                                        "current bet post-flop)")

    @model_validator(mode="after")
    def _round_possible(self) -> RoundInput:
        if self.last_full_raise is not None and self.last_full_raise > self.round().current_bet:
            raise ValueError(f"last_full_raise ({self.last_full_raise}) is more than the current bet "
                             f"({self.current_bet}): a raise is part of the bet")
        return self

    def round(self) -> Round:
        if self.last_full_raise is not None:
            last = self.last_full_raise
        elif self.street == "preflop":
            last = self.big_blind if self.current_bet <= self.big_blind else self.current_bet - self.big_blind
        else:
            last = self.current_bet
        current = max(self.current_bet, self.big_blind) if self.street == "preflop" else self.current_bet
        return Round(self.big_blind, self.street, current, last)


@situation("min_raise", RoundInput, {"min_raise_to", "min_bet"})
def _min_raise(inp: RoundInput, rules: Ruleset) -> Ruling:
    """The smallest total a raise may reach."""
    return min_raise_to(inp.round(), rules)


class TotalInput(RoundInput):
    total: PositiveInt = Field(description="the player's total for the round after acting")
    all_in: bool = False
    declared: Literal["raise"] | None = None


@situation("bet_total", TotalInput, ACTION_OUTPUTS)
def _bet_total(inp: TotalInput, rules: Ruleset) -> Ruling:
    """What a total put in (announced as an amount or pushed in chips) amounts to."""
    return classify_total(inp.round(), inp.total, all_in=inp.all_in, declared_raise=inp.declared == "raise",
                          rules=rules)


class PlayerInput(RoundInput):
    """A round and one player in it, who had already put ``already_in`` in this round."""

    already_in: int = Field(0, ge=0, description="what the player had already put in this round (blinds, bets)")

    @model_validator(mode="after")
    def _already_in_possible(self) -> PlayerInput:
        if self.already_in > max(self.current_bet, self.big_blind if self.street == "preflop" else 0):
            raise ValueError(f"already_in ({self.already_in}) is more than the current bet ({self.current_bet})")
        return self


class PushInput(PlayerInput):
    chips: list[PositiveInt] = Field(min_length=1)
    stack_behind: int = Field(1, ge=0)
    declared: Literal["raise"] | None = None
    players_in_hand: int = Field(3, ge=2)


@situation("chip_push", PushInput, ACTION_OUTPUTS | {"chip_removed", "chip_committed", "may_raise"})
def _chip_push(inp: PushInput, rules: Ruleset) -> Ruling:
    """What a silent push of chips (or a push with "raise" declared) means."""
    return interpret_push(inp.round(), list(inp.chips), already_in=inp.already_in, stack_behind=inp.stack_behind,
                          declared=inp.declared, players_in_hand=inp.players_in_hand, rules=rules)


class ActionInput(Input):
    player: str
    kind: Literal["check", "call", "bet", "raise", "all_in", "fold"]
    to: NonNegativeInt | None = Field(None, description="the player's total for the round after the action")

    @model_validator(mode="after")
    def _possible(self) -> ActionInput:
        if self.kind in ("bet", "raise", "all_in") and self.to == 0:
            raise ValueError(f"a {self.kind} to 0 puts nothing in")
        return self


class BettingRoundInput(Input):
    big_blind: PositiveInt
    street: Literal["preflop", "postflop"] = "postflop"
    posted: dict[str, PositiveInt] = Field(default_factory=dict, description="blinds posted before the round "
                                           "(pre-flop)")
    actions: list[ActionInput] = Field(min_length=1)
    ask: str = Field(description="the player whose options are asked, after the last action")


@situation("betting_round", BettingRoundInput, {"to_call", "min_raise_to", "may_raise"})
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
    contributions: dict[str, NonNegativeInt] = Field(min_length=1, description="each player's total put in the "
                                                     "hand (antes excluded)")
    folded: list[str] = Field(default_factory=list)
    antes: dict[str, NonNegativeInt] = Field(default_factory=dict, description="antes paid (dead money, to the "
                                             "main pot)")

    @model_validator(mode="after")
    def _known(self) -> PotsInput:
        unknown = (set(self.folded) | set(self.antes)) - set(self.contributions)
        if unknown:
            raise ValueError(f"folded players {sorted(unknown)} are not in contributions")
        if not any(self.contributions.values()) and not any(self.antes.values()):
            raise ValueError("nothing was put in: there is no pot")
        return self


@situation("pots", PotsInput, {"main_pot", "side_pots", "eligible"})
def _pots(inp: PotsInput, rules: Ruleset) -> Ruling:
    """Main pot and side pots (amounts, who may win each)."""
    built = pots_mod.build_pots(dict(inp.contributions), set(inp.folded), dict(inp.antes))
    main, *sides = built
    return ruled((), main_pot=main.amount, side_pots=[p.amount for p in sides],
                 eligible=[list(p.eligible) for p in built])


class KilledHandInput(Input):
    contributions: dict[str, NonNegativeInt] = Field(min_length=2, description="what each player put in the hand")
    player: str = Field(description="the player whose hand is killed")

    @model_validator(mode="after")
    def _known(self) -> KilledHandInput:
        if self.player not in self.contributions:
            raise ValueError(f"player {self.player!r} is not in contributions")
        return self


@situation("killed_hand", KilledHandInput, {"refund", "forfeited"})
def _killed_hand(inp: KilledHandInput, rules: Ruleset) -> Ruling:
    """A killed hand: what its player gets back (the uncalled part of their last bet)."""
    return pots_mod.killed_hand_refund(dict(inp.contributions), inp.player, rules)


class SplitInput(Input):
    amount: PositiveInt
    winners: list[str] = Field(min_length=1, description="winners in order from the button's left")
    unit: PositiveInt = Field(1, description="smallest chip in play")


@situation("split_pot", SplitInput, {"shares", "odd_chips"})
def _split(inp: SplitInput, rules: Ruleset) -> Ruling:
    """Share a pot between tied winners; who gets the odd chip."""
    return pots_mod.split(inp.amount, list(inp.winners), inp.unit, rules)


class DeclarationInput(PlayerInput):
    said: Literal["call", "check"]
    chips: int = Field(0, ge=0, description="value of the chips put forward with the declaration, if any")


@situation("declaration", DeclarationInput, ACTION_OUTPUTS | {"may_raise"})
def _declaration(inp: DeclarationInput, rules: Ruleset) -> Ruling:
    """A verbal "call" or "check" (facing a bet or not), whatever chips go with it."""
    return declaration(inp.round(), inp.said, already_in=inp.already_in, chips=inp.chips, rules=rules)


class StringBetInput(PlayerInput):
    movements: list[PositiveInt] = Field(min_length=2, description="chips added at each movement")
    announced_total: PositiveInt | None = Field(None, description="the total for the round announced before "
                                                "the chips, if any")


@situation("string_bet", StringBetInput, ACTION_OUTPUTS)
def _string_bet(inp: StringBetInput, rules: Ruleset) -> Ruling:
    """Chips put forward in several movements (a string bet or raise)."""
    return string_bet(inp.round(), list(inp.movements), already_in=inp.already_in,
                      announced_total=inp.announced_total, rules=rules)


class AbbreviatedInput(Input):
    said: PositiveInt
    pot: int = Field(ge=0)
    smallest_chip: PositiveInt


@situation("abbreviated_amount", AbbreviatedInput, {"amount"})
def _abbreviated(inp: AbbreviatedInput, rules: Ruleset) -> Ruling:
    """What an abbreviated announcement ("5") means."""
    return abbreviated_amount(inp.said, inp.pot, inp.smallest_chip, rules)


from floorbook.engine import procedure as _procedure  # noqa: E402,F401  registers its situations
