"""The deal: who is dealt in (seated at the deal, a late arrival), misdeals, and the substantial action after
which a hand dealt wrong goes on (ropta-2023/1.8, club-nlhe/5.1 to club-nlhe/5.3, club-tournois/3-1,
tda-2010/22 and tda-2010/27, tda-2019/30 and tda-2019/35 to tda-2019/38,
ropta-2023/4.1, ropta-2023/5.4, ropta-2023/6.1 and ropta-2023/6.7, club-tournois/2-3 to club-tournois/2-19,
club-nlhe/4.19 to club-nlhe/4.23 and club-nlhe/5.4).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Literal

from floorbook.engine.betting import ActionKind
from floorbook.engine.bounds import LEVELS, ROUND_ACTIONS
from floorbook.engine.outcomes import Ruling, Status, discretion, partial, ruled, silent, unsettled
from floorbook.engine.registry import Between, Input, MaxItems, doc, situation
from floorbook.engine.rulesets import Ruleset, cite, cite_open

CHIP_ACTIONS = frozenset({"call", "bet", "raise", "all_in"})


# --- seated at the deal -------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class SeatedInput(Input):
    arrived: Literal["before_first_card", "during_deal", "after_deal"] = field(metadata=doc(
        "when the player was back at their seat"))


@situation("seated_at_deal", SeatedInput, {"live"})
def seated_at_deal(inp: SeatedInput, rules: Ruleset) -> Ruling:
    """Whether a player back at their seat then has a live hand.

    Seated when the first card is dealt (tda-2019/30, ropta-2023/4.1) or when the last card is
    (tda-2010/22, club-nlhe/4.21 and club-nlhe/5.4); club-tournois/2-19 takes an absent player's cards away
    right after the deal, without saying whether one back during it plays.

    >>> during = SeatedInput(arrived="during_deal")
    >>> seated_at_deal(during, Ruleset.of("tda-2019", seated_by=("first_card", "tda-2019/30"))).value
    {'live': False}
    >>> seated_at_deal(during, Ruleset.of("tda-2010", seated_by=("last_card", "tda-2010/22"))).value
    {'live': True}
    """
    p = rules["seated_by"]
    if (r := unsettled(p)) is not None:
        return r
    if p.value == "first_card":  # tda-2019/30, ropta-2023/4.1
        return ruled(p.articles, live=inp.arrived == "before_first_card")
    if p.value == "last_card":  # tda-2010/22, club-nlhe/4.21 and club-nlhe/5.4
        return ruled(p.articles, live=inp.arrived != "after_deal")
    if p.value == "removed_after_deal":  # club-tournois/2-19: « ses cartes sont données et enlevées immédiatement
        # après la donne »: seated before the first card, live; back after the deal, dead; during it, not said
        if inp.arrived == "during_deal":
            return silent(p.note or "", p.articles)
        return ruled(p.articles, live=inp.arrived == "before_first_card")
    raise ValueError(f"unknown value {p.value!r} of seated_by")


# --- a late arrival ----------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class LateArrivalInput(Input):
    entry_paid: bool = field(metadata=doc("the player's entry was paid in advance"))
    level: Annotated[int, Between(1, LEVELS)] = field(metadata=doc("the level being played when the player arrives"))
    rebuys_open: bool = field(default=True, metadata=doc("the rebuy period is not over"))
    chips_left: bool = field(default=True, metadata=doc("the absent player's stack is not yet used up"))


@situation("late_arrival", LateArrivalInput, {"may_enter", "blinds_taken"})
def late_arrival(inp: LateArrivalInput, rules: Ruleset) -> Ruling:
    """Whether a player who arrives late may still take his seat, and whether, while he was away, he
    was dealt in and his blinds were taken from his stack.

    ropta-2023/1.8: late arrivals may enter until the end of the second level unless the tournament's
    rules say otherwise, and their cards are dealt and blinds taken meanwhile. club-nlhe/5.1 and
    club-nlhe/5.3: a registered player who has paid is dealt in and blinded until his stack is gone;
    club-nlhe/5.2: one who has not paid has until the end of the first level. club-tournois/3-1: one
    who has not paid is absent, his chips untouched and no cards dealt to him, until the end of the
    rebuys. The TDA rulebooks say nothing.

    >>> rules = Ruleset.of("club-nlhe", late_arrival_deadline_unpaid=("end_of_level_1", "club-nlhe/5.2"),
    ...                    late_arrival_blinds_unpaid=("taken", "club-nlhe/5.2"))
    >>> late_arrival(LateArrivalInput(entry_paid=False, level=2), rules).value
    {'may_enter': False, 'blinds_taken': True}
    """
    if inp.entry_paid:  # club-nlhe/5.3; club-tournois/3-1 speaks of unpaid entries only
        deadline, blinds = rules["late_arrival_deadline_paid"], rules["late_arrival_blinds_paid"]
    else:  # club-nlhe/5.2, club-tournois/3-1
        deadline, blinds = rules["late_arrival_deadline_unpaid"], rules["late_arrival_blinds_unpaid"]
    value: dict[str, object] = {}
    statuses: dict[str, Status] = {}
    if (r := unsettled(deadline)) is not None:
        value["may_enter"], statuses["may_enter"] = None, r.status  # type: ignore[assignment]
    elif deadline.value in LEVEL_DEADLINES:  # ropta-2023/1.8, club-nlhe/5.2
        value["may_enter"] = inp.level <= LEVEL_DEADLINES[deadline.value]
    elif deadline.value == "while_chips_remain":  # club-nlhe/5.3
        value["may_enter"] = inp.chips_left
    elif deadline.value == "end_of_rebuys":  # club-tournois/3-1
        value["may_enter"] = inp.rebuys_open
    else:
        raise ValueError(f"unknown value {deadline.value!r} of {deadline.name}")
    if (r := unsettled(blinds)) is not None:
        value["blinds_taken"], statuses["blinds_taken"] = None, r.status  # type: ignore[assignment]
    elif blinds.value in ("taken", "untouched"):  # ropta-2023/1.8, club-nlhe/5.1; club-tournois/3-1
        value["blinds_taken"] = blinds.value == "taken"
    else:
        raise ValueError(f"unknown value {blinds.value!r} of {blinds.name}")
    # the deadline's note says what bounds it (ropta-2023/1.8: « Si aucune disposition en ce sens n'est prise »)
    said = [deadline] if "may_enter" not in statuses else []
    if value["blinds_taken"] is True and not inp.chips_left:
        # blinded out while away, his stack used up: he is out of the tournament whatever the deadline
        # (tda-2019/71 item A: « peuvent être éliminés par le prélèvement d’antes ou de blindes »; ropta-2023/1.9
        # « il ne sera éliminé que lorsqu'il n'en aura plus »)
        value["may_enter"], said = False, []
        statuses.pop("may_enter", None)
    said += [p for p in (deadline, blinds) if p.is_silent or p.is_discretion]
    notes = " ".join(dict.fromkeys(p.note for p in said if p.note))
    return partial(cite_open(deadline, blinds), statuses, notes, **value)


LEVEL_DEADLINES = {"end_of_level_1": 1, "end_of_level_2": 2}  # ropta-2023/1.8, club-nlhe/5.2


# --- substantial action ------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class SubstantialInput(Input):
    actions: Annotated[list[ActionKind], MaxItems(ROUND_ACTIONS)] = field(metadata=doc(
        "actions taken in turn since the deal (blinds and antes are not actions)"))


@situation("substantial_action", SubstantialInput, {"substantial"})
def substantial_action(inp: SubstantialInput, rules: Ruleset) -> Ruling:
    """Whether these actions (in turn, since the deal) make a substantial action.

    tda-2019/36: any two actions of which at least one puts chips in, or any three actions
    (even three checks or folds); posting a blind does not count. ropta-2023/6.7: two consecutive
    actions of which at least one puts chips in (call + fold, check + bet…), or three folds.
    club-nlhe/4.23: two players after the blinds have bet (read: two actions putting chips in).
    TDA 2010 and club-tournois have no such rule.

    >>> checks = SubstantialInput(actions=["check", "check", "check"])
    >>> substantial_action(checks, Ruleset.of("tda-2019", substantial_action="two_with_chips_or_any_three")).value
    {'substantial': True}
    >>> substantial_action(checks, Ruleset.of("ropta-2023",
    ...                    substantial_action="two_consecutive_one_with_chips_or_three_folds")).value
    {'substantial': False}
    """
    p = rules["substantial_action"]
    if (r := unsettled(p)) is not None:
        return r
    acts = list(inp.actions)
    chips = [a in CHIP_ACTIONS for a in acts]
    if p.value == "two_with_chips_or_any_three":  # tda-2019/36
        if sorted(acts) == ["check", "fold"]:  # 36-A's words and its parenthesis disagree; tda-2019/1: the floor's
            return discretion((*p.articles, "tda-2019/1"), "36-A's words make a check and a fold no substantial "
                              "action (“dont au moins un a engagé des jetons dans le pot”) and its parenthesis makes "
                              "them one (“donc toute combinaison de deux actions à l’exception de 2 check ou 2 "
                              "folds”): the text contradicts itself, and the floor decides such a case")
        result = len(acts) >= 3 or (len(acts) == 2 and any(chips))
    elif p.value == "two_consecutive_one_with_chips_or_three_folds":  # ropta-2023/6.7
        pairs = any(chips[i] or chips[i + 1] for i in range(len(acts) - 1))
        result = pairs or acts.count("fold") >= 3
    elif p.value == "two_players_bet":  # club-nlhe/4.23
        result = sum(chips) >= 2
    else:
        raise ValueError(f"unknown value {p.value!r} of substantial_action")
    return ruled(p.articles, substantial=result)


# --- misdeals -----------------------------------------------------------------------------------------

MisdealEvent = Literal["first_or_second_card_exposed", "two_cards_exposed", "boxed_cards", "first_card_wrong_seat",
                       "wrong_deal_order", "card_to_empty_seat", "player_missed", "wrong_number_of_cards",
                       "extra_card_to_small_blind"]

# an event that is also another one: a player the dealer left out has a wrong number of cards (none, or one
# when skipped on one round of the deal: ropta-2023/6.1 « 3 cartes ou une seule à un joueur »), and so does a
# small blind dealt one card too many; a rulebook listing only the wrong number of cards (club-tournois/2-17
# « nombre incorrect de cartes », club-nlhe/4.19) rules on them through it
IMPLIED_EVENTS: dict[str, tuple[str, ...]] = {
    "player_missed": ("wrong_number_of_cards",),
    "extra_card_to_small_blind": ("wrong_number_of_cards",),
}


# errors that leave every player dealt in with his own cards: a card to an empty seat, the first card to the wrong
# seat, a wrong order; once the hand goes on (tda-2019/35 item D, ropta-2023/6.7) no player's hand is concerned
NO_HAND_CONCERNED = frozenset({"card_to_empty_seat", "first_card_wrong_seat", "wrong_deal_order"})


@dataclass(frozen=True, kw_only=True)
class MisdealInput(Input):
    event: MisdealEvent = field(metadata=doc(
        "what went wrong in the initial deal (exposed cards: by the dealer; a player left out, or an extra card to the "
        "small blind, is also a wrong number of cards, unless a rulebook says otherwise)"))
    substantial_action: bool = field(default=False, metadata=doc(
        "a substantial action took place before it was noticed"))


@situation("misdeal", MisdealInput, {"misdeal", "hand_continues", "affected_hand_dead"})
def misdeal(inp: MisdealInput, rules: Ruleset) -> Ruling:
    """Whether an error in the initial deal is a misdeal.

    tda-2019/35 item A lists (not limitatively) two or more cards boxed in the deck, the first card
    to the wrong seat, cards to an empty seat, a player dealt out, the first or second card or any
    two hole cards exposed by the dealer; after a substantial action the hand goes on and only hands
    with a wrong number of cards are dead (tda-2019/35 item D, tda-2019/38). tda-2010/27: in flop
    games, a misdeal only if the very first or second card is exposed. ropta-2023/6.1 and
    ropta-2023/5.4: first or second card exposed, two or more cards exposed, a card to a seat that
    should get none, a player forgotten, a wrong number of cards noticed before a substantial action,
    two boxed cards; after a substantial action the hand goes on (ropta-2023/6.7). club-tournois/2-3,
    club-tournois/2-5, club-tournois/2-17 and club-nlhe/4.19 (an extra card to the small blind is not
    a misdeal), club-nlhe/4.23 (two players have bet: the hand goes on). A player left out by the
    dealer has a wrong number of cards (:data:`IMPLIED_EVENTS`): a misdeal where the rulebook lists
    the wrong number of cards (club-tournois/2-17, club-nlhe/4.19).

    >>> rules = Ruleset.of("club-nlhe", misdeal_triggers=(["wrong_number_of_cards"], "club-nlhe/4.19"),
    ...                    misdeal_not=(["extra_card_to_small_blind"], "club-nlhe/4.19"), misdeal_unlisted="silent",
    ...                    misdeal_after_substantial_action=("continues_without_concerned", "club-nlhe/4.23"))
    >>> misdeal(MisdealInput(event="extra_card_to_small_blind"), rules).value
    {'misdeal': False}
    >>> misdeal(MisdealInput(event="wrong_number_of_cards", substantial_action=True), rules).value
    {'misdeal': False, 'hand_continues': True, 'affected_hand_dead': True}
    >>> misdeal(MisdealInput(event="player_missed"), rules).value  # a player left out: a wrong number of cards
    {'misdeal': True}
    """
    listed, never, unlisted, after = (rules["misdeal_triggers"], rules["misdeal_not"], rules["misdeal_unlisted"],
                                      rules["misdeal_after_substantial_action"])
    # named as no misdeal: tda-2010/27 (two cards exposed), club-nlhe/4.19 (an extra card to the small blind), with
    # or without a substantial action
    if not (never.is_silent or never.is_discretion) and inp.event in never.value:
        return ruled(cite(never), misdeal=False)
    # after a substantial action the hand goes on: tda-2019/35 item D and tda-2019/38, ropta-2023/6.7, club-nlhe/4.23;
    # dead are only the hands with a wrong number of cards (« seules les mains des joueurs n'ayant pas le bon nombre
    # de cartes sont annulées », tda-2019/35 item D; « seuls les joueurs disposant d'un jeu conforme (deux cartes)
    # peuvent jouer le coup », ropta-2023/6.7)
    if inp.substantial_action and after.value == "hand_continues" and inp.event in NO_HAND_CONCERNED:
        return ruled(cite(after), misdeal=False, hand_continues=True)  # every player has his two cards: no hand to say
    if inp.substantial_action and after.value == "hand_continues":
        short = "wrong_number_of_cards" in (inp.event, *IMPLIED_EVENTS.get(inp.event, ()))
        return ruled(cite(after), misdeal=False, hand_continues=True, affected_hand_dead=short)
    # the event or one it implies (a player left out: a wrong number of cards, club-tournois/2-17, club-nlhe/4.19)
    # in each rulebook's list: tda-2010/27, tda-2019/35 item A, ropta-2023/6.1 and ropta-2023/5.4,
    # club-tournois/2-3, club-tournois/2-5 and club-tournois/2-17, club-nlhe/4.19
    events = (inp.event, *IMPLIED_EVENTS.get(inp.event, ()))
    is_listed = not (listed.is_silent or listed.is_discretion) and any(e in listed.value for e in events)
    if inp.substantial_action and after.value == "continues_without_concerned" and is_listed:
        # club-nlhe/4.23: « le jeu continu tel quel mais uniquement avec les joueurs non concernés directement par la
        # fausse donne »: whatever the misdeal, the players it concerns are out; an error 4.19 does not make a
        # misdeal is not one 4.23 applies to
        return ruled(cite(listed, after), misdeal=False, hand_continues=True, affected_hand_dead=True)
    if is_listed:
        return ruled(cite(listed), misdeal=True)
    if unlisted.is_discretion:  # tda-2019/35 item A lists "not limitatively": the TD decides the rest
        return discretion(cite(listed, unlisted), unlisted.note or "")
    return silent(unlisted.note or "", cite(listed, unlisted))
