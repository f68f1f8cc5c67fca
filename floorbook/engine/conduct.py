"""Conduct: what becomes of a hand, its bets and the player's chips for a fault of conduct
(tda-2010/25, tda-2010/38, tda-2010/42 and tda-2010/43; tda-2019/31, tda-2019/33, tda-2019/58, tda-2019/63,
tda-2019/68 and tda-2019/69, fivebet/71-1; ropta-2023/1.9, ropta-2023/3.7, ropta-2023/4.1, ropta-2023/8.3,
ropta-2023/8.6, ropta-2023/9.22, ropta-2023/11.4, ropta-2023/11.5 and ropta-2023/11.6; club-tournois/2-21,
club-tournois/5-5, club-tournois/6-1 and club-tournois/13-3; club-nlhe/7.5, club-nlhe/8.1, club-nlhe/14.4,
club-nlhe/14.5 and club-nlhe/15.7).

The engine says what the rulebook attaches to the fault (the hand, the bets, the chips, whether a
penalty or a disqualification follows); how heavy a penalty is stays the TD's judgement.

Situations: ``hand_shown`` (a hand shown, announced or exposed during the hand, the player to act included),
``chips_carried_away``, ``collusion``, ``player_fault``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Literal

from floorbook.engine.bounds import TABLE_SEATS
from floorbook.engine.outcomes import Ruling, Status, discretion, partial, ruled, unsettled
from floorbook.engine.registry import Between, Input, InputError, doc, situation
from floorbook.engine.rulesets import Parameter, Ruleset, cite, cite_open

# --- a hand shown or exposed during the hand -----------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class HandShownInput(Input):
    shown_to: Literal["table", "outsider"] = field(default="table", metadata=doc(
        "to whom the player still in the hand showed or announced his cards: the whole table, or one person "
        "out of the hand (a spectator, a player who folded, a teammate)"))
    opponents_in_hand: Annotated[int, Between(1, TABLE_SEATS - 1)] = field(default=1, metadata=doc(
        "other players still in the hand when the cards were shown"))
    in_turn: bool = field(default=False, metadata=doc(
        "the player who shows his hand is the one to act, and exposes it in the middle of the table without "
        "a word"))

    def check(self) -> None:
        if self.in_turn and self.shown_to == "outsider":
            raise InputError(("in_turn",), "a hand exposed in the middle of the table is shown to the whole table, "
                             "not to one person out of the hand")


def _open(p: Parameter) -> Status | None:
    """``silent`` or ``discretion`` when the parameter does not settle its output, else None."""
    return "silent" if p.is_silent else "discretion" if p.is_discretion else None


@situation("hand_shown", HandShownInput, {"hand_live", "bets_lost", "options", "penalty", "penalty_starts"})
def hand_shown(inp: HandShownInput, rules: Ruleset) -> Ruling:
    """A player still in the hand shows, exposes or announces his cards before the action is over: whether
    his hand stays live, whether he loses his bets, what the player to act may still do, the penalty and
    when it starts.

    Shown to the table: the hand stays live (tda-2010/42, tda-2019/68, ropta-2023/11.5, club-nlhe/8.1,
    club-tournois/6-1); a penalty follows (tda-2010/42, ropta-2023/11.5, club-nlhe/8.1), warnings at
    club-tournois/6-1, may follow at tda-2019/68 (the TD decides); it starts at the next hand
    (tda-2010/42, tda-2019/68) or at the end of the hand (ropta-2023/11.5).
    The player to act who exposes his hand: the same, the player to act included (tda-2010/42;
    tda-2019/68 « y compris le dernier joueur à agir »; club-nlhe/8.1; club-tournois/6-1), what he may
    then do not said; he must say what he means, taken as a fold or a call, never a raise, and is
    penalised after the hand (ropta-2023/8.6).
    Shown intentionally to someone out of the hand while more than one other player is in it:
    ropta-2023/11.4 folds the hand, its bets are lost, and the player is penalised.

    >>> rules = Ruleset.of("ropta-2023", hand_shown_penalty=("penalty", "ropta-2023/11.5"),
    ...     hand_shown_live=(True, "ropta-2023/11.5"),
    ...     hand_shown_penalty_starts=("end_of_hand", "ropta-2023/11.5"),
    ...     hand_shown_to_outsider=("folded_bets_lost", "ropta-2023/11.4"),
    ...     hand_shown_in_turn=("fold_or_call", "ropta-2023/8.6"))
    >>> hand_shown(HandShownInput(), rules).value
    {'hand_live': True, 'bets_lost': False, 'penalty': 'penalty', 'penalty_starts': 'end_of_hand'}
    >>> r = hand_shown(HandShownInput(shown_to="outsider", opponents_in_hand=2), rules)
    >>> r.value["hand_live"], r.value["bets_lost"], r.field_status("penalty_starts")
    (False, True, 'silent')
    >>> hand_shown(HandShownInput(in_turn=True), rules).value["options"]
    ['fold', 'call']
    """
    pen, starts = rules["hand_shown_penalty"], rules["hand_shown_penalty_starts"]
    if inp.shown_to == "outsider":
        out = rules["hand_shown_to_outsider"]
        if (r := unsettled(out)) is not None:
            return r
        if out.value == "folded_bets_lost":
            # ropta-2023/11.4: « alors que plus d'un autre joueur est encore en jeu, sa main est foldée, ses
            # mises sont perdues … De plus, le joueur devra être sanctionné »; when it starts is not said
            if inp.opponents_in_hand < 2:  # heads-up: 11.4's fold is not said, but ropta-2023/11.1 « Une sanction PEUT
                # être appliquée si un joueur … Montre ses cartes alors qu'un coup est engagé »
                return partial(cite(out), {"hand_live": "silent", "bets_lost": "silent", "penalty": "discretion",
                                           "penalty_starts": "silent"},
                               "11.4 rules a hand shown while more than one other player is in the hand",
                               hand_live=None, bets_lost=None, penalty=None, penalty_starts=None)
            return partial(cite(out), {"penalty_starts": "silent"}, out.note or "", hand_live=False,
                           bets_lost=True, penalty="penalty", penalty_starts=None)  # the hand shown at the end: note
        if out.value != "as_exposed":
            raise ValueError(f"unknown value {out.value!r} of hand_shown_to_outsider")
        used = [out]
    else:
        used = []
    statuses: dict[str, Status] = {}
    value: dict[str, object] = {}
    if inp.in_turn:
        turn = rules["hand_shown_in_turn"]
        if (r := unsettled(turn)) is not None:
            return r
        if turn.value == "fold_or_call":
            # ropta-2023/8.6: « Le joueur devra préciser ses intentions qui seront validées comme un fold ou un
            # call et en aucun cas comme une relance »; « il sera sanctionné après le coup »
            return partial(cite(*used, turn), {}, turn.note or "", hand_live=True, bets_lost=False,
                           options=["fold", "call"], penalty="penalty", penalty_starts="end_of_hand")
        if turn.value != "as_shown":
            raise ValueError(f"unknown value {turn.value!r} of hand_shown_in_turn")
        # tda-2010/42, tda-2019/68, club-nlhe/8.1, club-tournois/6-1: the player to act as any other; what he
        # may then do (raise?) is not said
        used.append(turn)
        statuses["options"] = "silent"
        value["options"] = None
    # shown to the table (or, by our reading, to one person when the rulebook makes no difference): the
    # hand stays live (tda-2010/42, tda-2019/68, ropta-2023/11.5, club-nlhe/8.1, club-tournois/6-1)
    live = rules["hand_shown_live"]
    if (r := unsettled(live)) is not None:
        return r
    value = {"hand_live": bool(live.value), "bets_lost": False, **value}
    used += [live, pen, starts]
    for name, p in (("penalty", pen), ("penalty_starts", starts)):
        if (s := _open(p)) is not None:
            statuses[name] = s
            value[name] = None
        else:
            value[name] = p.value
    if pen.is_silent:  # no penalty stated, nothing to start
        statuses["penalty_starts"] = "silent"
        value["penalty_starts"] = None
    notes = " ".join(dict.fromkeys(p.note for p in used if p.note and _open(p)))
    return partial(cite(*used), statuses, notes, **value)


# --- chips hidden, carried away or brought from outside --------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class ChipsCarriedAwayInput(Input):
    how: Literal["out_of_sight", "from_pocket", "from_outside"] = field(default="out_of_sight", metadata=doc(
        "the player held or carried tournament chips out of sight (in a pocket, a bag), put on the table chips "
        "taken from his pocket, or put on the table chips that came from outside the tournament"))


@situation("chips_carried_away", ChipsCarriedAwayInput, {"chips_removed", "disqualified", "penalty"})
def chips_carried_away(inp: ChipsCarriedAwayInput, rules: Ruleset) -> Ruling:
    """Chips held or carried out of sight, taken from a pocket, or brought from outside: which chips are removed
    from the tournament, whether the player is disqualified or penalised.

    Out of sight: disqualification and all the player's chips removed (tda-2010/38); the hidden chips
    forfeited and removed, disqualification at the TD's discretion (tda-2019/63, ropta-2023/3.7). The
    clubs require the chips to stay on the table (club-nlhe/14.4, club-tournois/13-3) without saying what
    follows. From outside: the chips are removed (club-tournois/13-3) and the player penalised
    (club-nlhe/14.5), or his penalty left to the TD (club-tournois/15-2). From a pocket: the clubs' rule on
    chips from outside names the pocket (club-tournois/13-3, club-nlhe/14.5 « (ou de la poche) »); the
    others' rule on hidden chips covers chips kept in a pocket (tda-2010/38, tda-2019/63, ropta-2023/3.7),
    which parameter ``chips_from_pocket`` chooses.

    >>> rules = Ruleset.of("tda-2019", chips_out_of_sight=("hidden_forfeited_may_disqualify", "tda-2019/63"))
    >>> r = chips_carried_away(ChipsCarriedAwayInput(), rules)
    >>> r.value["chips_removed"], r.field_status("disqualified")
    ('hidden', 'discretion')
    """
    if inp.how == "from_pocket":
        p = rules["chips_from_pocket"]
        if (r := unsettled(p)) is not None:
            return r
        if p.value == "as_chips_out_of_sight":  # tda-2019/63, ropta-2023/3.7, tda-2010/38: chips kept in a pocket
            return out_of_sight(rules, p)  # were held out of sight
        if p.value == "as_chips_from_outside":  # club-tournois/13-3, club-nlhe/14.5: « (ou de la poche) »
            return _from_outside(rules, p)
        raise ValueError(f"unknown value {p.value!r} of chips_from_pocket")
    if inp.how == "out_of_sight":
        return out_of_sight(rules)
    return _from_outside(rules)


def out_of_sight(rules: Ruleset, *via: Parameter) -> Ruling:
    """Chips held out of sight (tda-2010/38, tda-2019/63, ropta-2023/3.7), ``via`` the parameters that led here
    (which the ruling cites too).

    >>> rules = Ruleset.of("tda-2010", chips_out_of_sight=("disqualified_all_removed", "tda-2010/38"))
    >>> out_of_sight(rules).value
    {'chips_removed': 'all', 'disqualified': True, 'penalty': True}
    """
    p = rules["chips_out_of_sight"]
    if (r := unsettled(p)) is not None:
        return r
    if p.value == "disqualified_all_removed":  # tda-2010/38: « la disqualification du joueur et le retrait
        return ruled(cite(*via, p), chips_removed="all", disqualified=True, penalty=True)  # de ses jetons »
    if p.value == "hidden_forfeited_may_disqualify":
        # tda-2019/63: « se verra confisquer la totalité des jetons dissimulés et pourra être disqualifié »;
        # ropta-2023/3.7: « annule les jetons et risque l'élimination »
        return partial(cite(*via, p), {"disqualified": "discretion", "penalty": "discretion"}, p.note,
                       chips_removed="hidden", disqualified=None, penalty=None)
    raise ValueError(f"unknown value {p.value!r} of chips_out_of_sight")


def _from_outside(rules: Ruleset, *via: Parameter) -> Ruling:
    """Chips put on the table from outside (club-tournois/13-3, club-nlhe/14.5), ``via`` the parameters that led
    here."""
    p = rules["chips_from_outside"]
    if (r := unsettled(p)) is not None:
        return r
    if p.value == "removed_and_penalty":  # club-nlhe/14.5: « retiré du tournoi et le joueur est sanctionné »
        return partial(cite(*via, p), {"disqualified": "discretion"}, p.note, chips_removed="brought",
                       disqualified=None, penalty=True)
    if p.value == "cheating_penalised":  # tda-2019/71 (B): sanctions « DOIVENT être appliquées … en cas de …
        # tricheries » (our reading: chips never issued, added to a stack, are cheating); 71-A: the TD's sanctions
        return partial(cite(*via, p), {"chips_removed": "silent", "disqualified": "discretion"}, p.note,
                       chips_removed=None, disqualified=None, penalty=True)
    if p.value == "removed_td_may_penalise":  # club-tournois/13-3: « retiré du tournoi »; club-tournois/15-2: the TD
        # « se réservent le droit de sanctionner toute action nuisant au bon déroulement du tournoi »
        return partial(cite(*via, p), {"disqualified": "discretion", "penalty": "discretion"}, p.note,
                       chips_removed="brought", disqualified=None, penalty=None)
    if p.value == "removed":  # « retiré du tournoi »; nothing said of the player
        return partial(cite(*via, p), {"disqualified": "silent", "penalty": "silent"}, p.note,
                       chips_removed="brought", disqualified=None, penalty=None)
    raise ValueError(f"unknown value {p.value!r} of chips_from_outside")


# --- soft play and chip dumping --------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class CollusionInput(Input):
    fault: Literal["soft_play", "chip_dumping", "nuts_checked_on_river"] = field(metadata=doc(
        "soft play (playing softly to favour another player), chip dumping (giving chips to another player, "
        "e.g. by folding to a bet), or the nuts checked by the last player to act on the river"))


@situation("collusion", CollusionInput, {"penalty", "forfeit", "disqualified", "both_players"})
def collusion(inp: CollusionInput, rules: Ruleset) -> Ruling:
    """Soft play or chip dumping: whether a penalty follows, what the player may lose (his bets or his
    chips), whether he is disqualified, and whether both players are.

    Soft play: penalised, may cost the bets and/or an immediate disqualification (tda-2010/43), the chips
    and/or a disqualification (tda-2019/69, ropta-2023/11.6), the bets (club-nlhe/15.7; any fault may lead to a
    disqualification, club-nlhe/16.2). Chip dumping: immediate disqualification of both players, whose chips leave
    the tournament (tda-2010/43 and tda-2010/40, tda-2019/69 and tda-2019/71 item D), liable to disqualification
    (ropta-2023/11.6), a penalty without warning for both (club-nlhe/15.7). The nuts checked last on
    the river is not automatically soft play: the floor decides (fivebet/71-1).

    >>> rules = Ruleset.of("tda-2019", chip_dumping=("both_disqualified", "tda-2019/69"))
    >>> collusion(CollusionInput(fault="chip_dumping"), rules).value
    {'penalty': True, 'forfeit': 'chips', 'disqualified': True, 'both_players': True}
    """
    if inp.fault == "nuts_checked_on_river":
        p = rules["nuts_checked_on_river"]  # fivebet/71-1: « un Floor doit être appelé … pour décider »
        if (r := unsettled(p)) is not None:
            return r
        if p.value == "floor_decides":  # not automatically soft play: every output is the floor's judgement
            return discretion(cite(p), p.note)
        raise ValueError(f"unknown value {p.value!r} of nuts_checked_on_river")
    if inp.fault == "soft_play":
        p = rules["soft_play"]
        if (r := unsettled(p)) is not None:
            return r
        # tda-2010/43 (bets), tda-2019/69 and ropta-2023/11.6 (chips): « selon le cas pourra amener à … »
        forfeit = {"penalty_bets_or_disqualification": "bets", "penalty_chips_or_disqualification": "chips",
                   "penalty_bets": "bets"}.get(p.value)
        if forfeit is None:
            raise ValueError(f"unknown value {p.value!r} of soft_play")
        # disqualification: « selon le cas » (tda-2010/43, tda-2019/69, ropta-2023/11.6); club-nlhe/16.2 lets the TD
        # disqualify for any fault « En fonction de la gravité de la faute »
        return partial(cite(p), {"forfeit": "discretion", "disqualified": "discretion", "both_players": "silent"},
                       p.note,
                       penalty=True, forfeit=forfeit, disqualified=None, both_players=None)
    p = rules["chip_dumping"]
    if (r := unsettled(p)) is not None:
        return r
    if p.value == "both_disqualified":  # tda-2010/43, tda-2019/69: « disqualification immédiate des deux joueurs »
        # and a disqualified player's chips leave the tournament (tda-2010/40, tda-2019/71 item D)
        return ruled(cite(p), penalty=True, forfeit="chips", disqualified=True, both_players=True)
    if p.value == "may_disqualify":  # ropta-2023/11.6: « sera passible de disqualification »
        return partial(cite(p), {"forfeit": "discretion", "disqualified": "discretion", "both_players": "silent"},
                       p.note, penalty=True, forfeit="chips", disqualified=None, both_players=None)
    if p.value == "both_penalised_without_warning":  # club-nlhe/15.7: « sanction sans avertissement pour les deux »
        return partial(cite(p), {"forfeit": "silent", "disqualified": "discretion"}, p.note,
                       penalty=True, forfeit=None, disqualified=None, both_players=True)
    raise ValueError(f"unknown value {p.value!r} of chip_dumping")


# --- away from the table, on the phone, a blind dodged -----------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class PlayerFaultInput(Input):
    fault: Literal["left_table", "phone", "dodged_blind", "repeated_misdeals", "abuses_time",
                   "repeated_out_of_turn", "bets_into_pot", "folded_when_could_check", "left_tournament",
                   "damaged_cards"] = field(metadata=doc(
        "a player still in the hand leaves the table before the showdown, a player in the hand uses (answers) "
        "his phone, a player deliberately dodges a blind (while changing tables), or a player keeps doing "
        "something wrong: misdealing again and again, abusing the time limits, acting out of turn again and "
        "again, betting into the middle of the table again and again; a player throws his cards away when he "
        "could check; a player leaves the tournament without announcing it, his chips left at the table; a "
        "player is caught deliberately damaging the cards"))
    all_in: bool = field(default=False, metadata=doc("the player is all in"))
    repeated: bool = field(default=False, metadata=doc("he has already been warned for this fault"))
    is_big_blind: bool = field(default=False, metadata=doc(
        "the player who threw his cards when he could check is the big blind, who had nothing more to put in"))
    by_mistake: bool = field(default=False, metadata=doc(
        "the player who threw his cards when he could check did so by mistake (inadvertently)"))

    def check(self) -> None:
        if self.is_big_blind and self.fault != "folded_when_could_check":
            raise InputError(("is_big_blind",), "only a player who threw his cards when he could check is asked "
                             "whether he was the big blind")
        if self.by_mistake and self.fault != "folded_when_could_check":
            raise InputError(("by_mistake",), "only a player who threw his cards when he could check is asked "
                             "whether he did so by mistake")
        if self.all_in and self.fault == "folded_when_could_check":
            raise InputError(("all_in",), "a player all in has no more action: he cannot throw his cards when he "
                             "could check")


def folded_when_could_check(rules: Ruleset, big_blind_by_mistake: bool = False) -> Ruling:
    """A player throws his cards away, or says or shows he folds, in turn when he could check: whether his hand
    is dead (``hand_dead``) and the penalty (``penalty``). One rule for the ``player_fault`` and the ``gesture``
    situations, which can be asked the same facts.

    ropta-2023/9.22 and ropta-2023/8.3: dead and penalised, the big blind who does so by mistake losing only his
    blind;
    tda-2019/58: dead, and a penalty may follow; club-tournois/5-1, club-nlhe/7.1 (a word or gesture of folding
    kills the hand): dead, the penalty not said.

    >>> rules = Ruleset.of("tda-2019", folded_when_could_check=("dead_may_penalise", "tda-2019/58"))
    >>> r = folded_when_could_check(rules)
    >>> r.status, r.value
    ('ruled', {'hand_dead': True, 'penalty': 'possible'})
    """
    p = rules["folded_when_could_check"]
    if p.is_silent:  # tda-2010/29: nothing on this fault, but a fold said or shown in turn binds (the rule on a word
        w = rules["fold_word_or_gesture"]  # or gesture of folding, our reading for a gesture): his hand is dead
        if (u := unsettled(w)) is not None:
            return unsettled(p) or u
        if w.value != "hand_dead":
            raise ValueError(f"unknown value {w.value!r} of fold_word_or_gesture")
        return partial(cite(w), {"penalty": "silent"}, w.note or "", hand_dead=True, penalty=None)
    if (r := unsettled(p)) is not None:
        return r
    if p.value == "dead_and_penalty":  # ropta-2023/9.22: « sera sanctionné »; ropta-2023/8.3: « La main jetée par
        # inadvertance … est déclarée morte … S'il s'agissait du joueur ayant posé la grosse blinde, le montant est
        if big_blind_by_mistake:  # perdu sans autre pénalité »
            return ruled(cite(p), hand_dead=True, penalty="none")
        return ruled(cite(p), hand_dead=True, penalty="penalty")
    if p.value == "dead_may_penalise":  # tda-2019/58: « sera une action effective et obligatoire et expose le
        return ruled(cite(p), hand_dead=True, penalty="possible")  # joueur à une pénalité »
    if p.value == "dead":  # club-tournois/5-1, club-nlhe/7.1 « Une main est morte sur un mot ou un geste
        # indiquant un abandon »; no penalty said
        return partial(cite(p), {"penalty": "silent"}, p.note, hand_dead=True, penalty=None)
    raise ValueError(f"unknown value {p.value!r} of folded_when_could_check")


@situation("player_fault", PlayerFaultInput, {"hand_dead", "penalty", "acts_only_seated"})
def player_fault(inp: PlayerFaultInput, rules: Ruleset) -> Ruling:
    """A player in the hand who leaves the table or uses his phone, or who dodges a blind: whether his
    hand is dead, and the penalty.

    Leaving the table: a player may act only seated (tda-2010/23, club-nlhe/5.5); the hand is thrown
    unless he is all in, who is then penalised, and a penalty may
    follow (ropta-2023/4.1, ropta-2023/11.1); he may be penalised, his hand's fate unsaid (tda-2019/31).
    The phone: the hand is dead (club-nlhe/7.5, club-tournois/5-5); a warning, the hand thrown on a
    repeat even all in, and a penalty may follow (ropta-2023/4.1). A blind dodged on purpose is
    penalised (tda-2010/25, tda-2019/33). Misdeals repeated by one player are penalised (club-nlhe/4.11,
    ropta-2023/6.2) or may be (club-tournois/2-18); abusing the time limits may be (club-nlhe/7.7,
    club-tournois/5-7: warnings), and so may acting out of turn again and again (club-nlhe/10.16) or
    betting into the middle of the table again and again (club-nlhe/10.13). Throwing one's cards when one
    could check: the hand is dead, and the player penalised (ropta-2023/9.22; the big blind who does so
    inadvertently loses his blind without further penalty, ropta-2023/8.3) or exposed to a penalty
    (tda-2019/58). A player who left the tournament without announcing it cannot win a hand, even all in
    (ropta-2023/1.9). A player caught deliberately damaging the cards is penalised at once
    (club-tournois/2-21).

    >>> rules = Ruleset.of("ropta-2023", phone_in_hand=("warning_then_dead", "ropta-2023/4.1"))
    >>> player_fault(PlayerFaultInput(fault="phone"), rules).value
    {'hand_dead': False, 'penalty': 'warning'}
    >>> player_fault(PlayerFaultInput(fault="phone", repeated=True, all_in=True), rules).field_status("penalty")
    'discretion'
    """
    if inp.fault in ("repeated_misdeals", "abuses_time", "repeated_out_of_turn", "bets_into_pot"):
        # a fault repeated or abused by one player
        p = (rules["repeated_misdeals"] if inp.fault == "repeated_misdeals" else
             rules["time_abuse"] if inp.fault == "abuses_time" else
             rules["repeated_out_of_turn"] if inp.fault == "repeated_out_of_turn" else rules["bets_into_pot"])
        if (r := unsettled(p)) is not None:  # « peut se voir infliger des sanctions »: club-nlhe/7.7 …
            return r
        if p.value == "penalty":  # club-nlhe/4.11, ropta-2023/6.2: « sera sanctionnée »
            return ruled(cite(p), penalty="penalty")
        raise ValueError(f"unknown value {p.value!r} of {p.name}")
    if inp.fault == "folded_when_could_check":
        return folded_when_could_check(rules, big_blind_by_mistake=inp.is_big_blind and inp.by_mistake)
    if inp.fault == "left_tournament":
        p = rules["left_tournament"]
        if (r := unsettled(p)) is not None:
            return r
        if p.value == "cannot_win":  # ropta-2023/1.9: « Même s'il est à tapis, un joueur absent ne peut en aucun
            return partial(cite(p), {"penalty": "silent"}, p.note,  # cas remporter un coup »
                           hand_dead=True, penalty=None)
        if p.value == "absent_player":  # tda-2019/30, tda-2010/22, club-tournois/2-19, club-nlhe/5.4 (our reading)
            if inp.all_in:  # all in, his hand dealt: the rule on a player leaving the table during the hand
                return left_during_hand(inp, rules)  # (tda-2019/31), none on an absent player's all-in
            return partial(cite(p), {"penalty": "silent"}, p.note, hand_dead=True, penalty=None)
        raise ValueError(f"unknown value {p.value!r} of left_tournament")
    if inp.fault == "damaged_cards":
        p = rules["damaged_cards"]
        if (r := unsettled(p)) is not None:
            return r
        if p.value == "penalty_at_once":  # club-tournois/2-21: « est immédiatement sanctionné »
            return partial(cite(p), {"hand_dead": "silent"}, p.note, hand_dead=None, penalty="penalty")
        raise ValueError(f"unknown value {p.value!r} of damaged_cards")
    if inp.fault == "dodged_blind":
        p = rules["dodged_blind"]
        if (r := unsettled(p)) is not None:
            return r
        if p.value == "penalty":  # tda-2010/25 « sera sanctionné »; tda-2019/33 « subira obligatoirement une pénalité »
            return ruled(cite(p), penalty="penalty")
        raise ValueError(f"unknown value {p.value!r} of dodged_blind")
    if inp.fault == "phone":
        p = rules["phone_in_hand"]
        if (r := unsettled(p)) is not None:
            return r
        if p.value == "dead":  # club-tournois/5-5: « Est morte la main d’un joueur ayant répondu »
            return partial(cite(p), {"penalty": "silent"}, p.note, hand_dead=True, penalty=None)
        if p.value == "dead_forbidden":  # club-nlhe/7.5 (dead) and club-nlhe/15.6 (« ne peut utiliser un téléphone »)
            if not inp.repeated:
                return partial(cite(p), {"penalty": "silent"}, p.note, hand_dead=True, penalty=None)
            ladder = rules["penalty_ladder"]  # club-nlhe/16.1: « Si une même faute se répète … les sanctions
            if (open_ladder := unsettled(ladder)) is not None:  # suivantes pourront être prises »: the TD's
                return partial(cite_open(p, ladder), {"penalty": open_ladder.status}, open_ladder.note,
                               hand_dead=True, penalty=None)
            return partial(cite(p, ladder), {"penalty": "discretion"}, p.note, hand_dead=True, penalty=None)
        if p.value == "warning_then_dead":  # ropta-2023/4.1: « sera averti. Il verra sa main jetée … en cas de
            if not inp.repeated:  # récidive, et cela même s'il est à tapis. De plus, le joueur pourra être sanctionné »
                return ruled(cite(p), hand_dead=False, penalty="warning")
            return partial(cite(p), {"penalty": "discretion"}, p.note, hand_dead=True, penalty=None)
        raise ValueError(f"unknown value {p.value!r} of phone_in_hand")
    return left_during_hand(inp, rules)


def left_during_hand(inp: PlayerFaultInput, rules: Ruleset) -> Ruling:
    """A player still in the hand leaves the table (ropta-2023/4.1, tda-2019/31), and whether he may act only
    seated (tda-2010/23, club-nlhe/5.5).

    >>> rules = Ruleset.of("tda-2019", left_table_in_hand=("may_penalise", "tda-2019/31"), acts_only_seated="silent")
    >>> r = left_during_hand(PlayerFaultInput(fault="left_table", all_in=True), rules)
    >>> r.field_status("hand_dead"), r.field_status("penalty")
    ('silent', 'discretion')
    """
    p, seated = rules["left_table_in_hand"], rules["acts_only_seated"]
    ruling = left_table(inp, p)
    if seated.is_silent or seated.is_discretion:
        return ruling
    # tda-2010/23, club-nlhe/5.5: « Un joueur ne peut agir qu'assis »
    fields = {name: ruling.field_status(name) for name in ("hand_dead", "penalty")}
    value = {"hand_dead": ruling.value.get("hand_dead"), "penalty": ruling.value.get("penalty")}
    if set(fields.values()) == {"ruled"}:
        return ruled(cite(p, seated), **value, acts_only_seated=seated.value is True)
    return partial(cite(p, seated), {k: v for k, v in fields.items() if v != "ruled"}, ruling.note, **value,
                   acts_only_seated=seated.value is True)


def left_table(inp: PlayerFaultInput, p: Parameter) -> Ruling:
    """A player still in the hand walks away from the table: whether his hand is dead, and the penalty
    (ropta-2023/4.1, ropta-2023/11.1, tda-2019/31).

    >>> p = Ruleset.of("ropta-2023", left_table_in_hand=("dead_unless_all_in", "ropta-2023/4.1"))["left_table_in_hand"]
    >>> left_table(PlayerFaultInput(fault="left_table", all_in=True), p).value
    {'hand_dead': False, 'penalty': 'penalty'}
    """
    if (r := unsettled(p)) is not None:
        return r
    if p.value == "dead_unless_all_in":
        # ropta-2023/4.1: « verra sa main jetée automatiquement, sauf s'il est à tapis auquel cas sa main reste
        # vivante mais … il devra être sanctionné »; and « le joueur présent mais qui s'éloigne de la table alors que
        # ce n'est pas son tour de jeu devra être sanctionné »
        if inp.all_in:
            return ruled(cite(p), hand_dead=False, penalty="penalty")
        return ruled(cite(p), hand_dead=True, penalty="penalty")
    if p.value == "may_penalise":  # tda-2019/31: « sera passible d'être pénalisé »; the hand's fate is not said
        return partial(cite(p), {"hand_dead": "silent", "penalty": "discretion"}, p.note, hand_dead=None,
                       penalty=None)
    raise ValueError(f"unknown value {p.value!r} of left_table_in_hand")
