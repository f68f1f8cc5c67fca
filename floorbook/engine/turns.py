"""Acting in turn: who acts first, an action taken out of turn, and the player it skipped
(tda-2010/26 and tda-2010/29; tda-2019/17, tda-2019/34, tda-2019/36, tda-2019/53 and tda-2019/58;
ropta-2023/2.3, ropta-2023/4.4, ropta-2023/6.7 and ropta-2023/9.3; club-tournois/8-16 and club-tournois/9-2;
club-nlhe/9.16 and club-nlhe/10.15).

Seats are numbered clockwise from 1 to the table size, seat 1 being to the dealer's left (tda-2010/16:
« la place n°1 à gauche du croupier »); "to the left of" is the next seat clockwise.

Situations: ``first_to_act``, ``out_of_turn``, ``skipped_player``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated

from floorbook.engine.betting import ActionKind, Street
from floorbook.engine.bounds import ROUND_ACTIONS, TABLE_SEATS
from floorbook.engine.deal import SubstantialInput, substantial_action
from floorbook.engine.outcomes import Ruling, Status, partial, ruled, unsettled
from floorbook.engine.registry import Input, InputError, MaxItems, MinItems, Seat, check_seat_numbers, doc, situation
from floorbook.engine.rulesets import Parameter, Ruleset, cite

CHANGES_ACTION = frozenset({"bet", "raise", "all_in"})  # a check, a call or a fold does not change the action
PUTS_CHIPS = frozenset({"call", "bet", "raise", "all_in"})


def clockwise_after(seat: int, among: list[int], size: int) -> list[int]:
    """The seats of ``among`` in clockwise order, starting with the first one after ``seat``.

    >>> clockwise_after(7, [2, 5, 7, 9], 9)
    [9, 2, 5, 7]
    """
    ring = [(seat - 1 + k) % size + 1 for k in range(1, size + 1)]
    return [s for s in ring if s in among]


# --- the first player to act ---------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class FirstToActInput(Input):
    street: Street
    players: Annotated[list[Seat], MinItems(2), MaxItems(TABLE_SEATS)] = field(metadata=doc(
        "seats of the players dealt in"))
    button: Seat = field(metadata=doc("the button's seat (an empty seat when the button is dead)"))
    big_blind: Seat | None = field(default=None, metadata=doc(
        "the big blind's seat (default: heads-up, the player who is not the button; otherwise the second player "
        "dealt in after the button)"))
    out: Annotated[list[Seat], MaxItems(TABLE_SEATS)] = field(default_factory=list, metadata=doc(
        "seats of the players who can no longer act: folded, or all-in"))
    table_size: Seat = field(default=10, metadata=doc("seats are numbered 1..table_size clockwise"))

    def check(self) -> None:
        check_seat_numbers([*((("players", i), s) for i, s in enumerate(self.players)), (("button",), self.button),
                            (("big_blind",), self.big_blind), *((("out", i), s) for i, s in enumerate(self.out))],
                           self.table_size)
        if len(set(self.players)) != len(self.players):
            raise ValueError("a seat is listed twice in players")
        if self.big_blind is not None and self.big_blind not in self.players:
            raise InputError(("big_blind",), f"the big blind's seat {self.big_blind} is not among the players dealt in")
        if not set(self.out) <= set(self.players):
            raise ValueError("out lists seats that were not dealt in")
        if len(self.players) == 2 and self.button not in self.players:
            raise InputError(("button",), f"seat {self.button} is not among the players dealt in "
                             f"({', '.join(map(str, self.players))}): heads-up, the button is one of the two players "
                             "(the small blind)")
        if len(self.players) > 2 and self.big_blind is not None and self.big_blind == self.button:
            raise InputError(("big_blind",), "with three players or more, the big blind is not the button")
        if len(self.players) == 2 and self.big_blind == self.button:
            raise ValueError("heads-up, the big blind is the player who is not the button")
        if len(self.players) > 2 and self.big_blind is not None:
            # between the button and the big blind sits the small blind alone (tda-2019/8 item A: no newcomer
            # « entre la petite blinde et le bouton »), or nobody when it is dead
            between = [s for s in self.players
                       if 0 < (s - self.button) % self.table_size < (self.big_blind - self.button) % self.table_size]
            if len(between) > 1:
                raise InputError(("big_blind",), f"seats {', '.join(map(str, between))} are all between the button "
                                 "and the big blind: only the small blind sits there")
        able = len(set(self.players) - set(self.out))
        if able < 2 and (self.street == "postflop" or not able):  # pre-flop, one player may still face the blinds
            raise InputError(("out",), "fewer than two players can still act: there is no betting round")

    def heads_up(self) -> bool:
        return len(self.players) == 2

    def big_blind_seat(self) -> int:
        if self.big_blind is not None:
            return self.big_blind
        after = clockwise_after(self.button, self.players, self.table_size)
        return after[0] if self.heads_up() else after[1]


@situation("first_to_act", FirstToActInput, {"first"})
def first_to_act(inp: FirstToActInput, rules: Ruleset) -> Ruling:
    """Who acts first in a betting round: the seat of the first player who can act.

    More than two players: before the flop, the first player to the left of the big blind
    (tda-2019/53, its addendum on item B: « UTG … premier à agir après la BB »); after it, the first
    player still in the hand to the left of the button (tda-2019/17 item A « le premier siège à la
    gauche du bouton pour les jeux à flop »; ropta-2023/2.3: nobody loses « le droit de parler en
    dernier (d'être dealer) »). Heads-up, the button (the small blind) acts first before the flop
    (tda-2010/26, tda-2019/34, ropta-2023/4.4, club-nlhe/9.16) and the big blind after it
    (tda-2019/34, ropta-2023/4.4). A player who cannot act (folded, all-in) is passed over.

    >>> rules = Ruleset.of("tda-2019", first_to_act_preflop=("left_of_big_blind", "tda-2019/53"),
    ...                    first_to_act_postflop=("left_of_button", "tda-2019/17"),
    ...                    heads_up_preflop_first=("button", "tda-2019/34"), heads_up_postflop_first="big_blind")
    >>> table = dict(players=[1, 2, 3, 4, 6], button=1)
    >>> first_to_act(FirstToActInput(street="preflop", **table), rules).value
    {'first': 4}
    >>> first_to_act(FirstToActInput(street="postflop", out=[2], **table), rules).value
    {'first': 3}
    >>> first_to_act(FirstToActInput(street="preflop", players=[3, 8], button=8), rules).value
    {'first': 8}
    """
    if inp.heads_up():
        if inp.street == "preflop":
            p = rules["heads_up_preflop_first"]  # tda-2010/26, tda-2019/34, ropta-2023/4.4, club-nlhe/9.16
            start = inp.button if p.value == "button" else None
        else:
            p = rules["heads_up_postflop_first"]  # tda-2019/34, ropta-2023/4.4
            start = inp.big_blind_seat() if p.value == "big_blind" else None
        order = [start, *clockwise_after(start, inp.players, inp.table_size)] if start else []
    elif inp.street == "preflop":
        p = rules["first_to_act_preflop"]  # tda-2019/53 (its addendum on item B: UTG)
        order = clockwise_after(inp.big_blind_seat(), inp.players, inp.table_size) \
            if p.value == "left_of_big_blind" else []
    else:
        p = rules["first_to_act_postflop"]  # tda-2019/17 item A, ropta-2023/2.3
        order = clockwise_after(inp.button, inp.players, inp.table_size) if p.value == "left_of_button" else []
    if (r := unsettled(p)) is not None:
        return r
    if not order:
        raise ValueError(f"unknown value {p.value!r} of {p.name}")
    return ruled(p.articles, first=next(s for s in order if s not in inp.out))


# --- an action out of turn ---------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class OutOfTurnInput(Input):
    action: ActionKind = field(metadata=doc("what the player did out of turn"))
    skipped: Annotated[list[ActionKind], MinItems(1), MaxItems(ROUND_ACTIONS)] = field(metadata=doc(
        "what the skipped player(s) then did, in turn, until the out-of-turn player's turn came back (a bet, a raise "
        "or an all-in raising changes the action; a check, a call or a fold does not: an all-in no larger than the bet "
        "to call is given as a call)"))
    had_bet: bool = field(default=False, metadata=doc(
        "the out-of-turn player had already opened or raised in this betting round (club-nlhe 10.15)"))

    def check(self) -> None:
        """A check and a call cannot follow each other with nothing bet in between: a skipped player checks only
        when no bet faces him (none is once the out-of-turn player has called, or a skipped player has bet, raised,
        called or gone all-in), and calls only a bet (none is once a skipped player has checked)."""
        if self.had_bet and self.action == "check":  # he opened or raised this round (club-nlhe/10.15)
            raise InputError(("had_bet",), "a player who has already opened or raised this round cannot check: a bet "
                                           "is in front")
        if self.had_bet and self.action == "bet":  # his next act over his own bet is a raise (club-nlhe/10.15)
            raise InputError(("had_bet",), "a player who has already opened or raised this round cannot bet again: a "
                                           "bet is in front")
        facing: bool | None = True if self.action == "call" else None  # an out-of-turn check: before the flop, the
        for i, kind in enumerate(self.skipped):                         # big blind may check and others call
            if kind == "check" and facing:
                raise InputError(("skipped", i), "a skipped player checks although a bet faces him (called or made "
                                                 "before him): he can call, raise or fold, not check")
            if kind == "call" and facing is False:
                raise InputError(("skipped", i), "a skipped player calls although nothing was bet since a check: "
                                                 "there is nothing to call")
            if kind in ("bet", "raise", "all_in", "call"):
                facing = True
            elif kind == "check":
                facing = False


def _field(p: Parameter) -> tuple[Status, Ruling | None]:
    """A parameter's status as an output field's, with the ruling when it leaves the field open."""
    r = unsettled(p)
    return (r.status if r is not None else "ruled"), r


@situation("out_of_turn", OutOfTurnInput, {"binds", "chips_returned", "options"})
def out_of_turn(inp: OutOfTurnInput, rules: Ruleset) -> Ruling:
    """Whether an action taken out of turn binds the player when their turn comes, and what they get
    back and may do when it does not.

    It binds if the action has not changed in between — a check, a call or a fold does not change it
    (tda-2010/29, tda-2019/53 item A, ropta-2023/9.3, club-nlhe/10.15). A fold out of turn always binds
    (tda-2019/53 item A and tda-2019/58, ropta-2023/9.3). When the action has changed, the chips are given
    back (tda-2019/53 item A, ropta-2023/9.3) and the player has every option (tda-2019/53 item A,
    ropta-2023/9.3), or may change the action but raise only if they had opened or raised earlier in the
    round (club-nlhe/10.15). club-tournois has no rule on it. Each output has its own status: tda-2010/29
    says when the action binds but not what the
    player may then do.

    >>> rules = Ruleset.of("tda-2019", out_of_turn_binds=("unless_action_changed", "tda-2019/53"),
    ...                    out_of_turn_fold=("binds", "tda-2019/53"), out_of_turn_chips_returned="returned",
    ...                    out_of_turn_options="all")
    >>> out_of_turn(OutOfTurnInput(action="raise", skipped=["call"]), rules).value  # tda-2019/53 addendum ex. 1
    {'binds': True, 'chips_returned': False, 'options': ['raise']}
    >>> out_of_turn(OutOfTurnInput(action="raise", skipped=["raise"]), rules).value
    {'binds': False, 'chips_returned': True, 'options': ['fold', 'call', 'raise']}
    >>> tda_2010 = Ruleset.of("tda-2010", out_of_turn_binds=("unless_action_changed", "tda-2010/29"),
    ...                       out_of_turn_fold="like_other_actions", out_of_turn_chips_returned="silent",
    ...                       out_of_turn_options="silent")
    >>> r = out_of_turn(OutOfTurnInput(action="check", skipped=["bet"]), tda_2010)
    >>> r.status, r.value["binds"], r.fields["options"]
    ('partial', False, 'silent')
    """
    binds_p, fold_p = rules["out_of_turn_binds"], rules["out_of_turn_fold"]
    returned_p, options_p = rules["out_of_turn_chips_returned"], rules["out_of_turn_options"]
    changed = any(a in CHANGES_ACTION for a in inp.skipped)
    statuses: dict[str, Status] = {}
    notes: list[str] = []
    value: dict[str, object] = {}
    used = [binds_p]

    # does it bind? a fold out of turn always (tda-2019/53 item A and tda-2019/58, ropta-2023/9.3); otherwise
    # unless the action changed (tda-2010/29, tda-2019/53 item A, ropta-2023/9.3, club-nlhe/10.15)
    decider = fold_p if inp.action == "fold" and fold_p.value != "like_other_actions" else binds_p
    if decider is fold_p:
        used.append(fold_p)
    status, open_ruling = _field(decider)
    if open_ruling is not None:
        statuses.update(binds=status, chips_returned=status, options=status)
        notes.append(open_ruling.note)
        binds = None
    elif decider is fold_p:  # "binds"
        binds = True
    elif binds_p.value == "unless_action_changed":
        binds = not changed
    elif binds_p.value == "binds_when_unchanged":  # club-tournois/9-2: every declaration binds « sauf dans certains
        binds = True if not changed else None  # cas extrême et jugés par le directeur de tournoi »: an action changed
        if binds is None:  # before his turn (a check now facing a bet) is the TD's to judge
            statuses.update(binds="discretion", chips_returned="discretion", options="discretion")
            notes.append(binds_p.note or "")
    else:
        raise ValueError(f"unknown value {binds_p.value!r} of out_of_turn_binds")
    value["binds"] = binds

    if binds is True:  # the action stands: the player must make it, nothing comes back
        value.update(chips_returned=False, options=[inp.action])
    elif binds is False:

        def settled(name: str, p: Parameter) -> bool:
            """Whether ``p`` settles the output ``name``; if not, the field is left open (silent or
            discretion) with the parameter's note."""
            status, open_ruling = _field(p)
            used.append(p)
            if open_ruling is None:
                return True
            statuses[name] = status
            notes.append(open_ruling.note)
            value[name] = None
            return False

        # the chips come back (tda-2019/53 item A « sa mise ou sa relance est rendue », ropta-2023/9.3
        # « ainsi que sa mise »)
        if inp.action not in PUTS_CHIPS:
            value["chips_returned"] = False  # nothing was put in
        elif settled("chips_returned", returned_p):
            value["chips_returned"] = returned_p.value == "returned"
        # every option (tda-2019/53 item A, ropta-2023/9.3), or a raise only after one's own bet (club-nlhe/10.15)
        if not settled("options", options_p):
            pass  # left open: silent or at the TD's discretion
        elif options_p.value == "all" or (options_p.value == "raise_only_if_had_bet" and inp.had_bet):
            value["options"] = ["fold", "call", "raise"]
        elif options_p.value == "raise_only_if_had_bet":
            value["options"] = ["fold", "call"]
        else:
            raise ValueError(f"unknown value {options_p.value!r} of out_of_turn_options")
    else:
        value.update(chips_returned=None, options=None)
    return partial(cite(*used), statuses, " ".join(dict.fromkeys(n for n in notes if n)), **value)


# --- the skipped player ------------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class SkippedPlayerInput(Input):
    acted_after: Annotated[list[ActionKind], MinItems(1), MaxItems(ROUND_ACTIONS)] = field(metadata=doc(
        "the actions taken after the skipped player before they spoke up, in order, the out-of-turn action first"))
    facing_bet: bool = field(default=False, metadata=doc(
        "there was a bet to call when the player was skipped (the pot was opened in this round)"))

    def check(self) -> None:
        """Actions that cannot happen at a table: a call or a raise with no bet; a bet while one is open; a check
        while a bet is open, by a player after the out-of-turn one (whose check facing a bet is the mistake
        tda-2019/53's second example tells: « le siège 5 check et que le siège 6 paie 600 hors de son tour »),
        unless it is the big blind's option before the flop, nobody having raised (once, and it ends the round)."""
        bet_open = self.facing_bet
        for i, kind in enumerate(self.acted_after):
            before = self.acted_after[:i]
            blind_option = i == len(self.acted_after) - 1 and "check" not in before \
                and not any(k in ("bet", "raise", "all_in") for k in before)
            if kind == "check" and bet_open and i > 0 and not blind_option:
                raise InputError(("acted_after", i), "a check while a bet is open: facing a bet, a player calls, "
                                 "raises or folds")
            if kind == "call" and not bet_open:
                raise InputError(("acted_after", i), "a call with no bet to call: with no bet, a player checks or "
                                 "bets")
            if kind == "raise" and not bet_open:
                raise InputError(("acted_after", i), "a raise with no bet to raise: with no bet, a player checks or "
                                 "bets")
            if kind == "bet" and bet_open:
                raise InputError(("acted_after", i), "a bet while a bet is open: facing a bet, a player calls, "
                                 "raises or folds")
            bet_open = bet_open or kind in ("bet", "raise", "all_in")


def normal_options(facing_bet: bool) -> list[str]:
    """Every option of a player whose turn it is.

    >>> normal_options(True), normal_options(False)
    (['fold', 'call', 'raise'], ['fold', 'check', 'bet'])
    """
    return ["fold", "call", "raise"] if facing_bet else ["fold", "check", "bet"]


@situation("skipped_player", SkippedPlayerInput, {"options", "hand_dead", "out_of_turn_binds"})
def skipped_player(inp: SkippedPlayerInput, rules: Ruleset) -> Ruling:
    """A player skipped by an action out of turn who did not speak up: what they may still do once
    others have acted after them, whether their hand is dead, whether the out-of-turn action stands.

    tda-2019/53 item B: after a substantial action (tda-2019/36) the out-of-turn action stands and the
    TD decides whether the skipped hand is dead or limited (discretion). ropta-2023/9.3: after a
    substantial action (ropta-2023/6.7) the skipped player may only fold or call the last bet — which
    cannot change the action, so the out-of-turn declaration stands (ropta-2023/9.3: a call or a fold
    does not change it). club-nlhe/10.15:
    once three players have acted after them, they lose the right to bet if the pot was not opened,
    and their hand is dead if it was (so the out-of-turn action stands too). Before that, the turn
    comes back to them with every option, and the out-of-turn action binds or not by what they do
    (see ``out_of_turn``): ``out_of_turn_binds`` is None. TDA 2010 says nothing of the skipped player,
    but its declarations made out of turn bind or not by what he then does (tda-2010/29: None, ruled);
    club-tournois does not say.
    The reasonable delay of tda-2019/53 item B and the tolerance of the note of ropta-2023/9.3 are the
    TD's judgement.

    >>> rules = Ruleset.of("ropta-2023", skipped_player=("substantial_action_then_fold_or_call", "ropta-2023/9.3"),
    ...                    substantial_action=("two_consecutive_one_with_chips_or_three_folds", "ropta-2023/6.7"))
    >>> skipped_player(SkippedPlayerInput(acted_after=["call", "fold"], facing_bet=True), rules).value
    {'options': ['fold', 'call'], 'hand_dead': False, 'out_of_turn_binds': True}
    >>> skipped_player(SkippedPlayerInput(acted_after=["call"], facing_bet=True), rules).value
    {'options': ['fold', 'call', 'raise'], 'hand_dead': False, 'out_of_turn_binds': None}
    >>> tda = Ruleset.of("tda-2019", skipped_player=("substantial_action_then_td_decides", "tda-2019/53"),
    ...                  substantial_action=("two_with_chips_or_any_three", "tda-2019/36"))
    >>> r = skipped_player(SkippedPlayerInput(acted_after=["call", "fold"], facing_bet=True), tda)
    >>> r.status, dict(r.fields)
    ('partial', {'options': 'discretion', 'hand_dead': 'discretion', 'out_of_turn_binds': 'ruled'})
    """
    p = rules["skipped_player"]
    if p.is_silent and (binds := rules["out_of_turn_binds"]).value == "unless_action_changed":
        # tda-2010/29: nothing on the skipped player, but the declarations made before their turn bind
        # or not by what they then do (out_of_turn_binds None: it depends, as in the normal case below)
        return partial(cite(p, binds), {"options": "silent", "hand_dead": "silent"}, p.note or "",
                       options=None, hand_dead=None, out_of_turn_binds=None)
    if (r := unsettled(p)) is not None:
        return r
    normal = {"options": normal_options(inp.facing_bet), "hand_dead": False, "out_of_turn_binds": None}
    cited: tuple[Parameter, ...] = (p,)
    if set(inp.acted_after) == {"fold"} and (folds := rules["out_of_turn_fold"]).value == "binds":
        # tda-2019/53 item A « Un fold avant son tour, engage le joueur », ropta-2023/9.3 « Un fold annoncé a valeur
        # d'engagement »: folds out of turn bind whatever the skipped player does
        normal["out_of_turn_binds"] = True
        cited = (p, folds)
    if not inp.facing_bet and (fold := rules["folded_when_could_check"]).value == "dead_and_penalty":
        # ropta-2023/9.22: « Il est interdit de jeter ses cartes pendant un tour de mise quand aucune mise n'est
        # attendue »: folding is not among what he may still do
        normal["options"] = [o for o in normal["options"] if o != "fold"]
        cited = (*cited, fold)
    if p.value in ("substantial_action_then_td_decides", "substantial_action_then_fold_or_call"):
        # the threshold is a substantial action: tda-2019/36 (for tda-2019/53 item B), ropta-2023/6.7 (for
        # ropta-2023/9.3)
        sub = substantial_action(SubstantialInput(actions=list(inp.acted_after)), rules)
        if sub.status != "ruled":
            return Ruling(sub.status, {}, cite(p, rules["substantial_action"]), sub.note)
        articles = cite(p, rules["substantial_action"])
        if not sub.value["substantial"]:  # the turn comes back to the player (tda-2019/53 item A, ropta-2023/9.3)
            return ruled(cite(*cited, rules["substantial_action"]), **normal)
        if p.value == "substantial_action_then_td_decides":
            # tda-2019/53 item B: « l'action OOT est validée … la main peut être déclarée morte ou limitée en
            # action »
            return partial(articles, {"options": "discretion", "hand_dead": "discretion"},
                           "the TD decides whether the skipped hand is dead or limited in action",
                           options=None, hand_dead=None, out_of_turn_binds=True)
        # ropta-2023/9.3: « il ne pourra plus que passer ou suivre la dernière mise » — a bet made after him is
        # the last bet now
        bet_now = inp.facing_bet or any(a in ("bet", "raise", "all_in") for a in inp.acted_after)
        return ruled(articles, options=["fold", "call" if bet_now else "check"], hand_dead=False,
                     out_of_turn_binds=True)
    if p.value == "three_actions_then_no_bet_or_dead":  # club-nlhe/10.15
        if len(inp.acted_after) < 3:
            return ruled(p.articles, **normal)
        if inp.facing_bet:  # « sa main est morte si le pot était ouvert »
            return ruled(p.articles, options=[], hand_dead=True, out_of_turn_binds=True)
        # « perd le droit de miser si le pot n'était pas ouvert »: he may no longer bet or raise; a bet made after
        # him is in front of him now, so he folds or calls it (no check facing a bet)
        bet_now = any(a in ("bet", "raise", "all_in") for a in inp.acted_after)
        return ruled(p.articles, options=["fold", "call" if bet_now else "check"], hand_dead=False,
                     out_of_turn_binds=True)
    raise ValueError(f"unknown value {p.value!r} of skipped_player")
