"""Differential check against PokerKit (an external oracle): random no-limit hold'em betting
sequences, replayed in PokerKit and in our engine under a ruleset, comparing before every
action the minimum raise-to and whether the actor may raise, and at the end the pots.

Intentional divergences (each justified by an article) are normalised here, in one place:

- an uncalled bet (the part of the largest contribution nobody matched) is returned to its
  owner before the pots are compared: PokerKit returns it, our :func:`build_pots` keeps it as
  a pot only its owner can win (ROPTA 9.7 case A: "immédiatement rendu");
- the blinds are dealt stacks that can post in full (see :func:`play_hand`);
- "may raise" is only compared when the actor can afford more than a call and at least one
  opponent could still call more: PokerKit also forbids raising then, for reasons that are not
  the re-raise rules (TDA 2019 r47) this check is about;
- "may raise" is only compared once a full bet or raise has been made in the round: PokerKit
  counts the first bet or raise of a round as complete whatever its size (its raise amount
  starts at 0 on every street, so an all-in bet of 1 sets the raise size to 1), while
  TDA 2019 counts the big blind as the bet to raise (r43 addendum ex. 2: an all-in to 150 over
  a big blind of 100 is "une relance de 50"; r47 addendum ex. 3-A: the limper facing +3500
  over a 4000 big blind "ne peut pas relancer"), which our scenarios check;
- when the hand ends without a showdown PokerKit leaves the last bets uncollected: only the
  total is compared then.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from pokerkit import Automation, NoLimitTexasHoldem

from floorbook.engine.betting import Action, RoundReplay, min_raise_to
from floorbook.engine.pots import build_pots
from floorbook.engine.rulesets import Ruleset

AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.CARD_BURNING,
    Automation.HOLE_DEALING,
    Automation.BOARD_DEALING,
)  # no showdown automation: the pots are compared when the betting is over, before any hand is killed


@dataclass
class Mismatch:
    seed: int
    step: int
    what: str
    ours: object
    theirs: object


@dataclass
class Report:
    hands: int = 0
    actions: int = 0
    min_raise_compared: int = 0
    may_raise_compared: int = 0
    pots_compared: int = 0
    mismatches: list[Mismatch] = field(default_factory=list)


def _names(n: int) -> list[str]:
    return [f"p{i}" for i in range(n)]


def play_hand(seed: int, rules: Ruleset, report: Report) -> None:
    """One random hand: random player count, stacks (short all-ins included), actions."""
    rng = random.Random(seed)
    n = rng.randint(2, 6)
    bb = rng.choice([100, 200, 400, 1000])
    sb = bb // 2
    stacks = [rng.choice([rng.randint(1, bb * 3), rng.randint(bb, bb * 60)]) for _ in range(n)]
    # the blinds can post in full: with a short big blind, our rounds make the others call the
    # full big blind (ROPTA 9.7, club-tournois 9-6, club-nlhe 10.6), PokerKit only the posted amount
    stacks[0], stacks[1] = max(stacks[0], sb + 1), max(stacks[1], bb + 1)
    state = NoLimitTexasHoldem.create_state(AUTOMATIONS, True, 0, (sb, bb), bb, tuple(stacks), n)
    names = _names(n)
    total = [0] * n  # chips each player put in the hand
    folded: set[str] = set()
    street = state.street_index
    posted = {names[i]: b for i, b in enumerate(state.bets) if b}
    for i, b in enumerate(state.bets):
        total[i] += b
    table = RoundReplay.start(rules, bb, "preflop", posted)
    report.hands += 1
    step = 0
    while state.status and state.actor_index is not None:
        if state.street_index != street:  # a new betting round
            street = state.street_index
            table = RoundReplay.start(rules, bb, "postflop")
        actor = state.actor_index
        name = names[actor]
        bet, stack = state.bets[actor], state.stacks[actor]
        ours = min_raise_to(table.rnd, rules).value
        our_min = ours.get("min_raise_to") if ours.get("min_raise_to") is not None else ours.get("min_bet")
        can_raise = state.can_complete_bet_or_raise_to()
        others_can_respond = sum(
            1 for j in range(n)
            if j != actor and state.statuses[j] and state.bets[j] + state.stacks[j] > table.rnd.current_bet
        )
        affords_more = bet + stack > table.rnd.current_bet
        comparable = table.full_raises > 0
        if affords_more and others_can_respond and comparable:
            may = table.may_raise(name)
            if may.status == "ruled":
                report.may_raise_compared += 1
                if bool(may.value["may_raise"]) != bool(can_raise):
                    report.mismatches.append(Mismatch(seed, step, f"may_raise {name}", may.value, can_raise))
        if can_raise and our_min is not None and bet + stack >= our_min:
            theirs = state.min_completion_betting_or_raising_to_amount
            report.min_raise_compared += 1
            if theirs != our_min:
                report.mismatches.append(Mismatch(seed, step, f"min_raise_to {name}", our_min, theirs))
        # choose an action
        roll = rng.random()
        if can_raise and roll < 0.35:
            low = state.min_completion_betting_or_raising_to_amount
            high = state.max_completion_betting_or_raising_to_amount
            amount = high if rng.random() < 0.3 else rng.randint(low, high)
            state.complete_bet_or_raise_to(amount)
            kind = "all_in" if amount == bet + stack else ("bet" if table.rnd.current_bet == 0 else "raise")
            table.act(Action(name, kind, amount))
            total[actor] += amount - bet
        elif state.can_fold() and roll < 0.5 and table.rnd.current_bet > bet:
            state.fold()
            folded.add(name)
            table.act(Action(name, "fold"))
        else:
            call = state.checking_or_calling_amount
            state.check_or_call()
            new_total = bet + call
            if call and new_total == bet + stack and new_total < table.rnd.current_bet:
                table.act(Action(name, "call", new_total))
            else:
                table.act(Action(name, "call" if call else "check", new_total if call else None))
            total[actor] += call
        report.actions += 1
        step += 1
    _compare_pots(seed, state, names, total, folded, report)


def _compare_pots(seed: int, state, names: list[str], total: list[int], folded: set[str],
                  report: Report) -> None:
    if not state.status or not (state.can_show_or_muck_hole_cards() or state.can_push_chips()):
        return
    contributions = dict(zip(names, total, strict=True))
    ranked = sorted(contributions.values(), reverse=True)
    top = max(contributions, key=contributions.__getitem__)
    uncalled = ranked[0] - (ranked[1] if len(ranked) > 1 else 0)
    contributions[top] -= uncalled  # returned to its owner (see the module docstring)
    report.pots_compared += 1
    if any(state.bets):  # no showdown: PokerKit left the last bets uncollected, compare the total
        theirs_total = sum(p.amount for p in state.pots) + sum(state.bets)
        if theirs_total != sum(total):
            report.mismatches.append(Mismatch(seed, -1, "pot total", sum(total), theirs_total))
        return
    ours = [(p.amount, frozenset(p.eligible)) for p in build_pots(contributions, folded) if p.amount]
    theirs = [(p.amount, frozenset(names[i] for i in p.player_indices)) for p in state.pots if p.amount]
    if _merge(ours) != _merge(theirs):
        report.mismatches.append(Mismatch(seed, -1, "pots", ours, theirs))


def _merge(pots: list[tuple[int, frozenset[str]]]) -> list[tuple[int, frozenset[str]]]:
    """Adjacent pots with the same players are one pot (a presentation difference only)."""
    out: list[tuple[int, frozenset[str]]] = []
    for amount, players in pots:
        if out and out[-1][1] == players:
            out[-1] = (out[-1][0] + amount, players)
        else:
            out.append((amount, players))
    return out


def run(count: int, rules: Ruleset, first_seed: int = 0) -> Report:
    report = Report()
    for seed in range(first_seed, first_seed + count):
        play_hand(seed, rules, report)
    return report
