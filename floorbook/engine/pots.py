"""Pots: main and side pots, split pots and the odd chip, a killed hand's refund.

Chips are never created or lost: every function returns amounts that add up to what went in
(checked by property tests).

Situations: ``pots``, ``killed_hand``, ``split_pot`` (at the end of this module).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Literal

from floorbook.engine.bounds import TABLE_SEATS
from floorbook.engine.outcomes import Ruling, discretion, on_its_words, partial, ruled, silent
from floorbook.engine.registry import (
    Amount,
    Input,
    InputError,
    MaxItems,
    MinItems,
    NeedsFigure,
    Positive,
    doc,
    situation,
)
from floorbook.engine.rulesets import Ruleset, cite, cite_open


@dataclass(frozen=True)
class Pot:
    amount: int
    eligible: tuple[str, ...]  # players who can win it, in the order given


def build_pots(contributions: dict[str, int], folded: set[str] | frozenset[str] = frozenset(),
               dead: dict[str, int] | None = None) -> list[Pot]:
    """Main pot then side pots, from each player's total contribution to the hand.

    A level is contested by the players still in who put in at least that much; chips of
    folded players stay in the pots they reached. A pot only one player can win is returned
    to them as an uncalled bet (ropta-2023/9.7 case A: "immédiatement rendu"); it is still a Pot,
    with one eligible player. The rulebooks take the pots as given, each dealt with separately
    (tda-2010/13, tda-2019/21, ropta-2023/10.7, club-tournois/10-9, club-nlhe/11.10); the levels
    are arithmetic.

    >>> build_pots({"A": 100, "B": 300, "C": 300, "D": 50}, folded={"D"})
    [Pot(amount=350, eligible=('A', 'B', 'C')), Pot(amount=400, eligible=('B', 'C'))]
    >>> build_pots({"A": 100, "B": 500})  # B's last 400 are uncalled: a pot only B can win
    [Pot(amount=200, eligible=('A', 'B')), Pot(amount=400, eligible=('B',))]
    >>> build_pots({"A": 300, "B": 100}, folded={"A"})  # A mucked after B's all-in call: his last 200, uncalled
    [Pot(amount=200, eligible=('B',)), Pot(amount=200, eligible=('A',))]

    Antes (``dead``) paid by one player for the table (button or big blind ante) are dead money any
    player still in can win (ropta-2023/4.2: "Un joueur à tapis peut prétendre à l'intégralité de l'ante");
    classic antes, each player's own, count as the bottom of each stake (ropta-2023/4.2):

    >>> build_pots({"A": 0, "B": 1000, "C": 1000}, dead={"A": 50, "B": 100, "C": 100})  # A short of the ante
    [Pot(amount=150, eligible=('A', 'B', 'C')), Pot(amount=2100, eligible=('B', 'C'))]
    >>> build_pots({"A": 200, "B": 1000, "C": 1000}, dead={"B": 300})  # a big blind ante: A may win all of it
    [Pot(amount=900, eligible=('A', 'B', 'C')), Pot(amount=1600, eligible=('B', 'C'))]
    """
    if any(v < 0 for v in contributions.values()) or any(v < 0 for v in (dead or {}).values()):
        raise ValueError("contributions must not be negative")
    if sum(1 for v in (dead or {}).values() if v) > 1:
        # classic antes, each player paying his own: an ante is the bottom of its player's stake, so a player
        # short of the ante wins of the antes only what he matched (ropta-2023/4.2 FORMAT ANTE CLASSIQUE: "ne
        # peut gagner que le montant de son tapis multiplié par le nombre de joueurs ayant joué le coup")
        contributions = {p: contributions.get(p, 0) + (dead or {}).get(p, 0) for p in {**contributions, **(dead or {})}}
        dead = {}
    live = [p for p in contributions if p not in folded]
    # a folded player's chips above what anybody else put in were never called: given back to him as to a player
    # still in (ropta-2023/9.7 case A « immédiatement rendu », ropta-2023/10.10, tda-2019/15 item B)
    returned: list[Pot] = []
    ranked = sorted(contributions.values(), reverse=True)
    top = next((p for p in contributions if contributions[p] == ranked[0]), None)
    if top in folded and len(ranked) > 1 and ranked[0] > ranked[1]:
        returned.append(Pot(ranked[0] - ranked[1], (top,)))
        contributions = {**contributions, top: ranked[1]}
    levels = sorted({contributions[p] for p in live if contributions[p] > 0})
    pots: list[Pot] = []
    floor = 0
    dead_money = sum((dead or {}).values())
    if dead_money:
        # antes are dead money: they go whole to the main pot (ropta-2023/9.7 cases C-F); a player whose
        # only chips were an ante is all-in for that pot alone (case C: "il ne reprend que les 3 000")
        ante_only = [p for p in live if contributions[p] == 0 and (dead or {}).get(p, 0) > 0]
        if ante_only:
            pots.append(Pot(dead_money, tuple(live)))
            dead_money = 0
    for level in levels:
        amount = sum(max(0, min(c, level) - floor) for c in contributions.values())
        eligible = tuple(p for p in live if contributions[p] >= level)
        if amount or dead_money:
            pots.append(Pot(amount + dead_money, eligible))
            dead_money = 0
        floor = level
    leftover = sum(max(0, c - floor) for c in contributions.values())  # folded chips above every live level
    leftover += dead_money  # antes of a hand where nobody put live chips in
    if leftover:
        if pots:
            last = pots[-1]
            pots[-1] = Pot(last.amount + leftover, last.eligible)
        else:
            pots.append(Pot(leftover, ()))
    return pots + returned


def split(amount: int, winners: list[str], unit: int, rules: Ruleset) -> Ruling:
    """Share a pot between ``winners`` listed from the button's left, in units of the smallest
    chip in play. The odd chips: ``all_to_first_left_of_button`` (tda-2019/20 item A to the letter:
    "un ou plusieurs jetons … il sera attribué … au joueur situé au plus près de la gauche du bouton";
    a house may choose it); ``single_to_first_left_of_button`` (tda-2010/12, ropta-2023/10.8 speak of
    one odd chip: silent when there are more); ``one_by_one_from_left_of_button`` (club-tournois/10-8
    "dans l'ordre du jeu", club-nlhe/11.9 "aux premiers joueurs à gauche du donneur"; our reading of
    tda-2019/20's "de la façon la plus équilibrée possible").

    >>> split(1050, ["A", "B"], 25, Ruleset.of("tda-2019", odd_chip=("all_to_first_left_of_button", "tda-2019/20")))
    Ruling(status='ruled', value={'shares': {'A': 525, 'B': 525}, 'odd_chips': 0}, articles=('tda-2019/20',), note='')
    >>> split(1075, ["A", "B"], 25, Ruleset.of("club-nlhe", odd_chip="one_by_one_from_left_of_button")).value
    {'shares': {'A': 550, 'B': 525}, 'odd_chips': 1}
    """
    if not winners:
        raise ValueError("a pot needs at least one winner")
    p = rules["odd_chip"]
    if p.is_silent:
        return silent(p.note or "", (p.articles or p.read))
    units, rest = divmod(amount, unit)
    base_units, odd = divmod(units, len(winners))
    shares = {w: base_units * unit for w in winners}
    if odd > 1 and p.value == "single_to_first_left_of_button":  # tda-2010/12, ropta-2023/10.8: one odd chip; who
        # gets the next ones is not said (the count of odd chips is arithmetic)
        return partial(p.articles, {"shares": "silent"}, "the rule speaks of one odd chip, to the first winner left "
                       "of the button", shares=None, odd_chips=odd)
    if p.value == "one_by_one_from_left_of_button":  # club-tournois/10-8, club-nlhe/11.9, tda-2019/20 (our reading)
        for w in winners[:odd]:
            shares[w] += unit
    else:  # all to the first winner left of the button (tda-2019/20 item A to the letter; one odd chip: tda-2010/12,
        # ropta-2023/10.8)
        shares[winners[0]] += odd * unit
    if rest:  # less than one chip of the smallest denomination: to the first winner too
        shares[winners[0]] += rest
    if odd <= 1:  # no odd chip, or one: to the first winner left of the button, in the words of tda-2019/20 item A,
        # tda-2010/12, ropta-2023/10.8 (a reading of several odd chips is not this ruling's)
        return on_its_words(ruled(p.articles, shares=shares, odd_chips=odd), p)
    return ruled(p.articles, shares=shares, odd_chips=odd)


def killed_hand_refund(contributions: dict[str, int], player: str, rules: Ruleset,
                       last_action: str | None = None) -> Ruling:
    """A hand killed (mucked, taken by mistake) loses its chips except the part of its last bet
    or raise nobody has called yet (tda-2010/39, tda-2019/15 item B and tda-2019/65, ropta-2023/8.2 and
    ropta-2023/10.10, club-tournois/5-8, club-nlhe/7.8).

    >>> rules = Ruleset.of("tda-2019", killed_hand_refund=("uncalled_part", "tda-2019/15"))
    >>> killed_hand_refund({"A": 1500, "B": 1000}, "A", rules).value
    {'refund': 500, 'forfeited': 1000}
    """
    if player not in contributions:
        raise ValueError(f"{player} is not in contributions")
    p = rules["killed_hand_refund"]
    if p.is_silent:
        return silent(p.note or "", (p.articles or p.read))
    if p.is_discretion:
        return discretion((p.articles or p.read), p.note or "")
    others = max((v for k, v in contributions.items() if k != player), default=0)
    refund = max(0, contributions[player] - others)
    if refund and p.value == "uncalled_raise_only":  # tda-2010/39: « perd ses mises. Toutefois si le joueur en
        # question avait relancé et que sa relance n'avait pas encore été payée, il peut récupérer cette dernière »
        if last_action is None:
            raise NeedsFigure(("last_action",), "this rulebook gives back only a raise nobody called, not a bet: "
                                                "say whether his last chips were a bet or a raise")
        refund = refund if last_action == "raise" else 0
    elif p.value not in ("uncalled_part", "uncalled_raise_only"):
        raise ValueError(f"unknown value {p.value!r} of killed_hand_refund")
    return ruled(p.articles, refund=refund, forfeited=contributions[player] - refund)


# --- situations ------------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class PotsInput(Input):
    contributions: Annotated[dict[str, Amount], MinItems(1), MaxItems(TABLE_SEATS)] = field(metadata=doc(
        "each player's total put in the hand (antes excluded)"))
    folded: Annotated[list[str], MaxItems(TABLE_SEATS)] = field(default_factory=list, metadata=doc(
        "players who folded"))
    antes: Annotated[dict[str, Amount], MaxItems(TABLE_SEATS)] = field(default_factory=dict, metadata=doc(
        "antes paid: by one player (button or big blind ante: dead money any player may win), or by each "
        "player (classic ante: each player's own, so a short ante wins only what it matched)"))

    def check(self) -> None:
        unknown = set(self.folded) - set(self.contributions)
        if unknown:
            raise ValueError(f"folded players {', '.join(sorted(unknown))} are not in contributions")
        unknown = set(self.antes) - set(self.contributions)
        if unknown:  # a player who paid an ante and folded without betting is in the hand with 0
            raise ValueError(f"{', '.join(sorted(unknown))} paid an ante but is not in contributions")
        if not any(self.contributions.values()) and not any(self.antes.values()):
            raise ValueError("nothing was put in: there is no pot")
        ante = max(self.antes.values(), default=0)
        short = sorted(w for w, v in self.antes.items() if 0 < v < ante and self.contributions.get(w))
        if sum(1 for v in self.antes.values() if v) > 1 and short:
            # ropta-2023/4.2: « Un joueur qui n'a pas le montant de l'ante pose son tapis »: nothing left to bet
            raise InputError(("contributions",), f"{', '.join(short)} paid less than the ante of {ante}, so had no "
                             "chips left: a player short of the ante is all-in and puts nothing more in")
        if set(self.folded) >= set(self.contributions):
            raise InputError(("folded",), "every player folded: someone must still be in the hand to win the pot")
        top_live = max((v for w, v in self.contributions.items() if w not in self.folded), default=0)
        if sum(v > top_live for w, v in self.contributions.items() if w in self.folded) > 1:
            # the last of them to fold would have folded facing no bet: a player folds only facing more chips
            raise InputError(("folded",), "two players who folded put in more than every player still in: "
                             "the last of them would have folded facing no bet")


@situation("pots", PotsInput, {"main_pot", "side_pots", "eligible"})
def _pots_situation(inp: PotsInput, rules: Ruleset) -> Ruling:
    """Main pot and side pots (amounts, who may win each).

    Built by :func:`build_pots`: each pot dealt with separately (tda-2010/13, tda-2019/21, ropta-2023/10.7,
    club-tournois/10-9, club-nlhe/11.10), an uncalled bet returned, a button or big blind ante in the
    main pot (ropta-2023/9.7), classic antes as each player's own stake (ropta-2023/4.2). Without antes
    the ruling cites no article: the amounts are arithmetic. With antes, a rulebook that does not say
    how they make up the pots (``classic_ante`` for antes paid by more than one player, ``table_ante``
    for one player's ante: the TDA 2019 rules know the big blind ante, tda-2019/PR-11; TDA 2010 and the
    club rulebooks have no antes) rules who may win each pot, not its amount.

    >>> contributions, antes = {"A": 0, "B": 1000, "C": 1000}, {"A": 50, "B": 100, "C": 100}
    >>> rules = Ruleset.of("ropta-2023", classic_ante=("own_stake", "ropta-2023/4.2"))
    >>> _pots_situation(PotsInput(contributions=contributions, antes=antes), rules).value["main_pot"]
    150
    >>> silent_on_antes = Ruleset.of("tda-2010", classic_ante="silent")
    >>> _pots_situation(PotsInput(contributions=contributions, antes=antes), silent_on_antes).fields
    {'main_pot': 'silent', 'side_pots': 'silent', 'eligible': 'ruled'}
    """
    built = build_pots(dict(inp.contributions), set(inp.folded), dict(inp.antes))
    main, *sides = built
    eligible = [list(p.eligible) for p in built]
    side_pots = [pot.amount for pot in sides]
    paid = [v for v in inp.antes.values() if v]
    every_one_whole = len(set(paid)) == 1 and all(inp.antes.get(w) for w in inp.contributions)
    if paid and not every_one_whole:  # (the same ante paid whole by every player: arithmetic, whatever the rule)
        # classic antes, paid by more than one player: ropta-2023/4.2; one player's ante for the table:
        # ropta-2023/4.2, ropta-2023/9.7
        classic = len(paid) > 1
        ante = rules["classic_ante"] if classic else rules["table_ante"]
        stated = "own_stake" if classic else "dead_in_main_pot"
        if ante.is_silent or ante.is_discretion:
            return partial(cite_open(ante), {"main_pot": ante.value, "side_pots": ante.value}, ante.note or "",
                           main_pot=None, side_pots=None, eligible=eligible)
        if ante.value != stated:
            raise ValueError(f"unknown value {ante.value!r} of {ante.name}")
        return ruled(cite(ante), main_pot=main.amount, side_pots=side_pots, eligible=eligible)
    return ruled((), main_pot=main.amount, side_pots=side_pots, eligible=eligible)


@dataclass(frozen=True, kw_only=True)
class KilledHandInput(Input):
    contributions: Annotated[dict[str, Amount], MinItems(2), MaxItems(TABLE_SEATS)] = field(metadata=doc(
        "what each player put in the hand"))
    player: str = field(metadata=doc("the player whose hand is killed"))
    last_action: Literal["bet", "raise"] | None = field(default=None, metadata=doc(
        "his last chips, if nobody called them: a bet (nobody had bet before him in that round) or a raise; asked "
        "where the rulebook gives back only a raise (tda-2010/39)"))

    def check(self) -> None:
        if self.player not in self.contributions:
            raise InputError(("player",), f"{self.player} is not among the players of the hand (contributions)")
        if not any(self.contributions.values()):
            raise ValueError("nothing was put in: there is no pot")
        others = max(v for k, v in self.contributions.items() if k != self.player)
        if self.last_action is not None and self.contributions[self.player] <= others:
            # last_action names chips nobody called: he must have put in more than every other player
            raise InputError(("last_action",), f"{self.player} put in {self.contributions[self.player]}, no more "
                             f"than another player ({others}): nothing of his was left uncalled")


@situation("killed_hand", KilledHandInput, {"refund", "forfeited"})
def _killed_hand_situation(inp: KilledHandInput, rules: Ruleset) -> Ruling:
    """A killed hand: what its player gets back (the uncalled part of their last bet).

    Ruled by :func:`killed_hand_refund`: tda-2010/39, tda-2019/15, tda-2019/65, ropta-2023/8.2,
    ropta-2023/10.10, club-tournois/5-8, club-nlhe/7.8.
    """
    return killed_hand_refund(dict(inp.contributions), inp.player, rules, inp.last_action)


@dataclass(frozen=True, kw_only=True)
class SplitInput(Input):
    amount: Positive
    winners: Annotated[list[str], MinItems(1), MaxItems(TABLE_SEATS)] = field(metadata=doc(
        "winners in order from the button's left"))
    unit: Positive = field(default=1, metadata=doc("smallest chip in play"))

    def check(self) -> None:
        if self.amount % self.unit:
            raise InputError(("amount",), f"a pot of {self.amount} cannot be made of chips of {self.unit}")
        twice = sorted({w for w in self.winners if self.winners.count(w) > 1})
        if twice:
            raise InputError(("winners",), f"{', '.join(twice)} is listed twice: a player wins one share")
        if len(self.winners) < 2:
            raise InputError(("winners",), "a pot is split between two winners or more: one winner takes it whole")
        if self.amount // self.unit < len(self.winners):
            # every winner of a pot put in at least its level, one chip or more (tda-2019/20: shares of chips)
            raise InputError(("amount",), f"a pot of {self.amount} in chips of {self.unit} cannot have "
                             f"{len(self.winners)} winners: each winner put in one chip or more")


@situation("split_pot", SplitInput, {"shares", "odd_chips"})
def _split_pot_situation(inp: SplitInput, rules: Ruleset) -> Ruling:
    """Share a pot between tied winners; who gets the odd chip.

    Ruled by :func:`split`: tda-2010/12, tda-2019/20, ropta-2023/10.8, club-tournois/10-8, club-nlhe/11.9.
    """
    return split(inp.amount, list(inp.winners), inp.unit, rules)
