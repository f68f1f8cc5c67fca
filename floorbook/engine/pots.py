"""Pots: main and side pots, split pots and the odd chip, a killed hand's refund.

Chips are never created or lost: every function returns amounts that add up to what went in
(checked by property tests).
"""

from __future__ import annotations

from dataclasses import dataclass

from floorbook.engine.outcomes import Ruling, ruled, silent
from floorbook.engine.rulesets import Ruleset


@dataclass(frozen=True)
class Pot:
    amount: int
    eligible: tuple[str, ...]  # players who can win it, in the order given


def build_pots(contributions: dict[str, int], folded: set[str] | frozenset[str] = frozenset(),
               dead: dict[str, int] | None = None) -> list[Pot]:
    """Main pot then side pots, from each player's total contribution to the hand.

    A level is contested by the players still in who put in at least that much; chips of
    folded players stay in the pots they reached. A pot only one player can win is returned
    to them as an uncalled bet (ROPTA 9.7 case A: "immédiatement rendu"); it is still a Pot,
    with one eligible player.
    """
    if any(v < 0 for v in contributions.values()) or any(v < 0 for v in (dead or {}).values()):
        raise ValueError("contributions must not be negative")
    live = [p for p in contributions if p not in folded]
    levels = sorted({contributions[p] for p in live if contributions[p] > 0})
    pots: list[Pot] = []
    floor = 0
    dead_money = sum((dead or {}).values())
    if dead_money:
        # antes are dead money: they go whole to the main pot (ROPTA 9.7 cases C-F); a player whose
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
    return pots


def split(amount: int, winners: list[str], unit: int, rules: Ruleset) -> Ruling:
    """Share a pot between ``winners`` listed from the button's left, in units of the smallest
    chip in play. The odd chips: ``all_to_first_left_of_button`` (TDA 2019 r20-A: "un ou plusieurs
    jetons … il sera attribué … au joueur situé au plus près de la gauche du bouton");
    ``single_to_first_left_of_button`` (TDA 2010 r12, ROPTA 10.8 speak of one odd chip: silent
    when there are more); ``one_by_one_from_left_of_button`` (club-tournois 10-8 "dans l'ordre du
    jeu", club-nlhe 11.9 "aux premiers joueurs à gauche du donneur")."""
    if not winners:
        raise ValueError("a pot needs at least one winner")
    p = rules["odd_chip"]
    if p.is_silent:
        return silent(p.note or "", p.articles)
    units, rest = divmod(amount, unit)
    base_units, odd = divmod(units, len(winners))
    shares = {w: base_units * unit for w in winners}
    if odd > 1 and p.value == "single_to_first_left_of_button":
        return silent(f"{odd} odd chips: the rule speaks of one odd chip", p.articles)
    if p.value == "one_by_one_from_left_of_button":
        for w in winners[:odd]:
            shares[w] += unit
    else:  # all to the first winner left of the button
        shares[winners[0]] += odd * unit
    if rest:  # less than one chip of the smallest denomination: to the first winner too
        shares[winners[0]] += rest
    return ruled(p.articles, shares=shares, odd_chips=odd)


def killed_hand_refund(contributions: dict[str, int], player: str, rules: Ruleset) -> Ruling:
    """A hand killed (mucked, taken by mistake) loses its chips except the part of its last bet
    or raise nobody has called yet (TDA 2010 r39, TDA 2019 r15-B, ROPTA 10.10, club-tournois 5-8)."""
    if player not in contributions:
        raise ValueError(f"{player!r} is not in contributions")
    p = rules["killed_hand_refund"]
    if p.is_silent:
        return silent(p.note or "", p.articles)
    others = max((v for k, v in contributions.items() if k != player), default=0)
    refund = max(0, contributions[player] - others)
    return ruled(p.articles, refund=refund, forfeited=contributions[player] - refund)
