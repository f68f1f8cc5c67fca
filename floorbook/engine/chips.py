"""What a silent push of chips, or a declaration, means (tda-2010/30 to tda-2010/33, tda-2019/40 to
tda-2019/45 and tda-2019/55, ropta-2023/9.1, ropta-2023/9.2, ropta-2023/9.11 to ropta-2023/9.13,
ropta-2023/9.23, club-tournois/9-8, club-nlhe/10.9 and club-nlhe/10.18 to club-nlhe/10.20).

Situations: ``chip_push``, ``declaration``, ``string_bet``, ``abbreviated_amount`` (at the end
of this module); a caller misinformed of the amount (``misinformed_call``: tda-2019/49, tda-2019/PR-12,
ropta-2023/9.20, club-nlhe/10.10) and chips found after an all-in is called (``hidden_chips``:
tda-2019/62, ropta-2023/9.22-bis).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Annotated, Literal

from floorbook.engine.betting import (
    PlayerInput,
    Round,
    account,
    classify_total,
    facing_short_big_blind,
    undercall,
)
from floorbook.engine.bounds import CHIPS_MOVED, TABLE_SEATS
from floorbook.engine.conduct import out_of_sight
from floorbook.engine.outcomes import Ruling, discretion, on_its_words, partial, ruled, silent, unsettled
from floorbook.engine.registry import (
    ACTION_OUTPUTS,
    Amount,
    Between,
    Input,
    InputError,
    MaxItems,
    MinItems,
    Positive,
    doc,
    situation,
)
from floorbook.engine.rulesets import Parameter, Ruleset, cite, cite_open


def chip_removed(chips: list[int], rules: Ruleset) -> int | None:
    """The chip the multiple-chip test takes away, or None when the rule does not apply.

    ``smallest`` (tda-2019/45: one chip of the smallest denomination); ``any`` (tda-2010/33:
    "un quelconque jeton", read as: whichever chip is removed, so the test is decided by the
    smallest); ``largest`` (ropta-2023/9.13: "le jeton de plus grosse valeur"). With scope
    ``identical`` (ropta-2023/9.2 names the rule "jetons identiques multiples") it only applies when
    all the chips have the same value.

    >>> chip_removed([1000, 100], Ruleset.of("tda-2019", multiple_chips_removed="smallest", multiple_chips_scope="all"))
    100
    >>> chip_removed([1000, 100], Ruleset.of("ropta-2023", multiple_chips_removed="largest",
    ...                                      multiple_chips_scope="identical")) is None
    True
    """
    rule = rules["multiple_chips_removed"].value
    scope = rules["multiple_chips_scope"].value
    if scope == "identical" and len(set(chips)) > 1:  # ropta-2023/9.2: identical chips only
        return None
    if rule in ("smallest", "any"):  # tda-2019/45 (smallest), tda-2010/33 (any)
        return min(chips)
    if rule == "largest":  # ropta-2023/9.13
        return max(chips)
    return None


def interpret_push(rnd: Round, chips: list[int], *, already_in: int = 0, stack_behind: int | None = None,
                   declared: str | None = None, players_in_hand: int = 3, rules: Ruleset) -> Ruling:
    """A player silently (or with ``declared`` "raise") puts ``chips`` forward.

    ``already_in`` is what the player had already put in this round (blinds, earlier bets);
    ``stack_behind`` the chips they keep (0: the push is all-in; None: not said, enough for any completion). A
    completion beyond the chips kept puts the player all in with them (:func:`no_more_than_his_chips`). The ruling
    says where the
    player ends (``to``) and where every chip pushed goes (``completed``, ``returned``: see
    :func:`floorbook.engine.betting.account`).

    One chip: its full value when opening (tda-2010/32, tda-2019/44, ropta-2023/9.2, club-nlhe/10.20),
    a call when it covers the bet (tda-2010/32, tda-2019/44, ropta-2023/9.11, club-nlhe/10.18), its
    value with "raise" declared (tda-2010/32, tda-2019/44, ropta-2023/9.11, club-tournois/9-3,
    club-nlhe/10.19), :func:`single_smaller_chip` when it does not cover it. Several chips: a call
    when the bet is covered without one of them (tda-2010/33, tda-2019/45, ropta-2023/9.13; see
    :func:`chip_removed`), else the rules on bets and raises (:func:`classify_total`).

    Two chips of 1,000 facing a bet of 1,200 (the example of tda-2019/45: taking away the smallest
    chip leaves less than the bet, so it is a call):

    >>> rules = Ruleset.of("tda-2019", multiple_chips_removed=("smallest", "tda-2019/45"), multiple_chips_scope="all")
    >>> ruling = interpret_push(Round(100, "postflop", 1200, 1200), [1000, 1000], rules=rules)
    >>> ruling.value, ruling.articles
    ({'action': 'call', 'to': 1200, 'chip_removed': 1000, 'completed': 0, 'returned': 800}, ('tda-2019/45',))
    """
    if not chips or any(c <= 0 for c in chips):
        raise ValueError("chips must be a non-empty list of positive chip values")
    ruling = account(_interpret_push(rnd, chips, already_in=already_in, stack_behind=stack_behind,
                                     declared=declared, players_in_hand=players_in_hand, rules=rules),
                     already_in + sum(chips))
    return no_more_than_his_chips(ruling, rnd, already_in + sum(chips), stack_behind, declared=declared,
                                  players_in_hand=players_in_hand, rules=rules)


def no_more_than_his_chips(ruling: Ruling, rnd: Round, in_front: int, stack_behind: int | None, *,
                           declared: str | None, players_in_hand: int, rules: Ruleset) -> Ruling:
    """A ruling that makes the player complete more than the chips he has left (``stack_behind``): he completes
    with all of them and is all in, his total judged as any all-in is (tda-2019/45 item B « Si le jouer a mis tous
    ses jetons, il sera à tapis même s'il ne respecte pas la règle des 50% »; tda-2019/43 item A, tda-2010/31,
    ropta-2023/9.4, club-nlhe/10.9, club-tournois/9-8 make him complete, none beyond his chips). An option of a
    choice beyond his chips is his all-in instead.

    >>> rules = Ruleset.of("tda-2019", min_raise=("previous_full_raise", "tda-2019/43"), under_raise_threshold=0.5,
    ...                    under_raise_below_threshold="call", short_all_in_reopens=("cumulative", "tda-2019/47"))
    >>> must = account(ruled(("tda-2019/43",), action="raise", to=600, full=True), in_front=500)
    >>> no_more_than_his_chips(must, Round(200, "postflop", 300, 300), 500, 50, declared=None, players_in_hand=3,
    ...                        rules=rules).value["to"]
    550
    """
    if stack_behind is None:
        return ruling
    value = ruling.value
    if isinstance(value.get("completed"), int) and value["completed"] > stack_behind:
        capped = classify_total(rnd, in_front + stack_behind, all_in=True, declared_raise=declared == "raise",
                                rules=rules, players_in_hand=players_in_hand)
        articles = tuple(dict.fromkeys((*ruling.articles, *capped.articles)))
        return account(replace(capped, articles=articles), in_front)
    options = value.get("options")
    if isinstance(options, dict) and any(isinstance(o, dict) and o.get("completed", 0) > stack_behind
                                         for o in options.values()):
        most = in_front + stack_behind
        capped_options = {name: (o["to"] if o.get("completed", 0) <= stack_behind else most)
                          for name, o in options.items()}
        return account(replace(ruling, value={**value, "options": capped_options}), in_front)
    return ruling


def _interpret_push(rnd: Round, chips: list[int], *, already_in: int, stack_behind: int | None, declared: str | None,
                    players_in_hand: int, rules: Ruleset) -> Ruling:
    """:func:`interpret_push` before the chips are accounted for: a single chip (tda-2010/32, tda-2019/44,
    ropta-2023/9.2, ropta-2023/9.11, club-nlhe/10.18 to club-nlhe/10.20), several chips (tda-2010/33,
    tda-2019/45, ropta-2023/9.13)."""
    total = already_in + sum(chips)
    all_in = stack_behind == 0
    to_call = rnd.current_bet - already_in
    own_blind_option = rnd.street == "preflop" and to_call <= 0 < rnd.current_bet
    if own_blind_option and len(chips) == 1 and chips[0] > rnd.current_bet and declared != "raise":
        return _single_chip_over_own_blind(rnd, total, all_in=all_in, players_in_hand=players_in_hand, rules=rules)
    if to_call <= 0:  # nobody has bet: an opening bet of the chips' value
        # one chip opening: its full value (tda-2010/32, tda-2019/44, ropta-2023/9.2, club-nlhe/10.20)
        if len(chips) == 1:
            # "raise" announced first: the chip is the raise (club-tournois/9-3, tda-2010/32, tda-2019/44,
            # ropta-2023/9.11, club-nlhe/10.19), whatever the rule on a chip put in silently
            p = rules["single_chip_declared_raise"] if declared == "raise" else rules["single_chip_opening"]
            if p.is_silent:
                return silent(p.note or "", (p.articles or p.read))
            ruling = classify_total(rnd, total, all_in=all_in, declared_raise=declared == "raise", rules=rules,
                                    players_in_hand=players_in_hand)
            return replace(ruling, articles=tuple(dict.fromkeys((*p.articles, *ruling.articles))))
        return classify_total(rnd, total, all_in=all_in, declared_raise=declared == "raise", rules=rules,
                              players_in_hand=players_in_hand)

    if len(chips) == 1 and declared != "raise":
        chip = chips[0]
        if chip >= to_call:  # one chip big enough to call
            p = rules["single_oversized_chip"]
            if p.is_silent and chip == to_call:  # no chip rule needed: the exact amount to call is a call
                return classify_total(rnd, total, all_in=all_in, declared_raise=False, rules=rules,
                                      players_in_hand=players_in_hand)
            if p.is_silent:
                return silent(p.note or "", (p.articles or p.read))
            # a call, the change given back (tda-2010/32, tda-2019/44 "même si c'est votre dernier jeton",
            # ropta-2023/9.11, club-nlhe/10.18)
            return ruled(p.articles, action="call", to=rnd.current_bet)
        return single_smaller_chip(rnd, chip, already_in=already_in, all_in=all_in,
                                   players_in_hand=players_in_hand, rules=rules)
    if len(chips) == 1 and declared == "raise":
        # "raise" with one chip: the chip's value (tda-2010/32, tda-2019/44, ropta-2023/9.11, club-tournois/9-3,
        # club-nlhe/10.19)
        p = rules["single_chip_declared_raise"]
        if p.is_silent:
            return silent(p.note or "", (p.articles or p.read))
        return classify_total(rnd, total, all_in=all_in, declared_raise=True, rules=rules)

    if declared != "raise" and total > rnd.current_bet:
        p = rules["multiple_chips_removed"]
        if p.is_silent:  # no multiple-chip exception: the rules on insufficient raises judge the total
            ruling = classify_total(rnd, total, all_in=all_in, declared_raise=False, rules=rules)
            return replace(ruling, note="no multiple-chip rule: the total is judged as a bet or raise")
        removed = chip_removed(chips, rules)  # tda-2010/33, tda-2019/45, ropta-2023/9.13
        if removed is not None and total - removed < rnd.current_bet:
            return ruled(rules.cite("multiple_chips_removed", "multiple_chips_scope"), action="call",
                         to=rnd.current_bet, chip_removed=removed)
        if removed is None and rules["multiple_chips_scope"].value == "identical" and len(set(chips)) > 1:
            # chips of several values: the multiple-chip rule left aside by its scope (ropta-2023/9.2, our reading
            # of 9.13): the ruling rests on that scope, and cites it
            ruling = classify_total(rnd, total, all_in=all_in, declared_raise=False, rules=rules,
                                    players_in_hand=players_in_hand)
            scope = tuple(a for a in rules.cite("multiple_chips_scope") if a not in ruling.articles)
            return replace(ruling, articles=ruling.articles + scope)
    return classify_total(rnd, total, all_in=all_in, declared_raise=declared == "raise", rules=rules,
                          players_in_hand=players_in_hand)


def _single_chip_over_own_blind(rnd: Round, total: int, *, all_in: bool, players_in_hand: int,
                                rules: Ruleset) -> Ruling:
    """Before the flop, the big blind with his option (his blind is the bet, nobody raised) silently puts in one
    chip: a call (nothing to add), the chip given back (``call``: ropta-2023/9.11 « Après une relance (ou une
    blinde) … même si le joueur a déjà d'autres jetons misés », tda-2010/32 and club-nlhe/10.18, whose only
    exception is an opening after the flop, tda-2010/32 and club-nlhe/10.20), or his blind and the chip judged
    together by the 50% rule (``total_judged``: tda-2019/46 item C 2, our reading against tda-2019/44)."""
    p = rules["single_chip_over_own_blind"]
    if (r := unsettled(p)) is not None:
        return r
    if p.value == "call":
        return ruled(p.articles, action="call", to=rnd.current_bet)
    ruling = classify_total(rnd, total, all_in=all_in, declared_raise=False, rules=rules,
                            players_in_hand=players_in_hand)
    return replace(ruling, articles=ruling.articles + tuple(a for a in p.articles if a not in ruling.articles))


def single_smaller_chip(rnd: Round, chip: int, *, already_in: int, all_in: bool, players_in_hand: int,
                        rules: Ruleset) -> Ruling:
    """One chip worth less than the amount to call (ropta-2023/9.12: a call heads-up; with three or
    more players not a valid bet, the chip stays in and the player calls or folds, no raise;
    tda-2019/41: non-standard, at the TD's discretion, who may rule it a full call; club-nlhe/10.9:
    the rule on calling short).

    >>> rules = Ruleset.of("ropta-2023", single_smaller_chip=("call_heads_up_else_call_or_fold", "ropta-2023/9.12"))
    >>> single_smaller_chip(Round(4000, "postflop", 50000, 50000), 1000, already_in=0, all_in=False,
    ...                     players_in_hand=2, rules=rules).value
    {'action': 'call', 'to': 50000, 'completed': 49000, 'returned': 0}
    """
    return account(_single_smaller_chip(rnd, chip, already_in=already_in, all_in=all_in,
                                        players_in_hand=players_in_hand, rules=rules), already_in + chip)


def _single_smaller_chip(rnd: Round, chip: int, *, already_in: int, all_in: bool, players_in_hand: int,
                         rules: Ruleset) -> Ruling:
    """:func:`single_smaller_chip` before the chip is accounted for (ropta-2023/9.12, tda-2019/41,
    club-nlhe/10.9)."""
    in_front = already_in + chip
    if all_in:  # his last chip, short of the call: a call all in for less, as any total all in (classify_total)
        return classify_total(rnd, in_front, all_in=True, declared_raise=False, rules=rules,
                              players_in_hand=players_in_hand)
    p = rules["single_smaller_chip"]
    if p.is_silent:
        return silent(p.note or "", (p.articles or p.read))
    if p.value == "undercall":  # club-nlhe/10.9: no rule of its own, the rule on calling short applies
        return undercall(rnd, in_front, players_in_hand=players_in_hand, rules=rules)
    if p.is_discretion:  # tda-2019/41: a chip « beaucoup plus petit que l'enchère », the TD decides; a chip he does
        # not judge so is an undercall (tda-2019/51 item B): where that rule makes him complete, both say the call
        short = undercall(rnd, in_front, players_in_hand=players_in_hand, rules=rules)
        if short.status == "ruled" and short.value.get("to") == rnd.current_bet:
            return discretion(tuple(dict.fromkeys((*(p.articles or p.read), *short.articles))),
                              "a chip much smaller than the bet is the TD's to read (he may count it a call of the "
                              "whole bet); one he does not judge so is an undercall, which must be completed here",
                              action="call", to=rnd.current_bet)
        return discretion((p.articles or p.read), p.note or "", action="call", to=rnd.current_bet)
    if p.value == "call_heads_up_else_call_or_fold":  # ropta-2023/9.12
        if players_in_hand <= 2:
            return ruled(p.articles, action="call", to=rnd.current_bet)
        # ropta-2023/9.12: "Le jeton sera engagé": it stays in whether the player calls or folds
        return ruled(p.articles, action="call_or_fold", chip_committed=chip, may_raise=False,
                     options={"call": rnd.current_bet, "fold": in_front})
    raise ValueError(f"unknown value {p.value!r} of single_smaller_chip")


def abbreviated_amount(said: int, pot: int, smallest_chip: int, rules: Ruleset) -> Ruling:
    """An abbreviated announcement ("5") read against the pot: 500 when the pot is under 5000,
    else 5000 (tda-2019/57: "la mise raisonnablement la plus haute possible par rapport à la
    taille du pot"; ropta-2023/9.1, which adds: 5 itself when chips of 5 are in play).

    >>> rules = Ruleset.of("tda-2019", abbreviated_amounts=("pot_based", "tda-2019/57"),
    ...                    plain_amount_from=(100, "tda-2019/57"))
    >>> abbreviated_amount(5, 3000, 100, rules).value, abbreviated_amount(5, 12000, 100, rules).value
    ({'amount': 500}, {'amount': 5000})
    >>> abbreviated_amount(500, 3000, 100, rules).value  # a plain amount, not an abbreviation
    {'amount': 500}
    """
    p = rules["abbreviated_amounts"]
    if p.is_silent:
        return silent(p.note or "", (p.articles or p.read))
    if p.is_discretion:
        return discretion((p.articles or p.read), p.note or "")
    if p.value not in ("pot_based", "pot_based_unless_chip"):
        raise ValueError(f"unknown value {p.value!r} of abbreviated_amounts")
    if p.value == "pot_based_unless_chip" and smallest_chip <= said and said % smallest_chip == 0:
        if said == smallest_chip == 5:  # ropta-2023/9.1's own words: « sauf dans le cas de présence de jetons de
            return on_its_words(ruled(p.articles, amount=said), p)  # valeur 5 »
        # another figure the chips in play make (« 10 » with chips of 5, « 5 » with chips of 1): our reading
        return on_its_words(ruled(cite(p, rules["plain_amount_from"]), amount=said), p)
    # tda-2019/57, ropta-2023/9.1 (our reading): an amount the chips in play make, from that figure on, has one
    # meaning; 57 reads against the pot « si l'annonce peut avoir plusieurs significations ». Looked at without
    # being read (``parameters``): a ruling that does not rest on this reading does not say it
    plain = rules.parameters["plain_amount_from"]
    if isinstance(plain.value, int) and said >= plain.value and said % smallest_chip == 0:
        return on_its_words(ruled(cite(p, rules["plain_amount_from"]), amount=said), p)
    example = said * 100 if pot < said * 1000 else said * 1000
    if said < 10 and example % smallest_chip == 0:  # tda-2019/57's own example, « je mise 5 »: « 500 si le pot est
        # de moins de 5000 et de 5000 si le pot est de 5000 ou plus » (ropta-2023/9.1 reads against the pot alike);
        # an amount the chips in play cannot make is not the example's (our reading, below)
        return on_its_words(ruled(p.articles, amount=example), p)
    # another figure (our reading, the parameter's): « la mise raisonnablement la plus haute possible par rapport à
    # la taille du pot » among that figure ×10, ×100…, what the chips in play make, none above the pot but the first
    return ruled(p.articles, amount=reasonable_amount(said, pot, smallest_chip))


def reasonable_amount(said: int, pot: int, smallest_chip: int) -> int:
    """The highest of ``said`` ×10, ×100, … that the chips in play make and the pot does not exceed; when even the
    first one the chips make is above the pot, that one (our reading of tda-2019/57 and ropta-2023/9.1 for a
    figure their example does not give).

    >>> reasonable_amount(15, 5000, 100), reasonable_amount(50, 300, 25), reasonable_amount(150, 5000, 100)
    (1500, 500, 1500)
    """
    amounts = [said * 10 ** k for k in range(1, 13) if (said * 10 ** k) % smallest_chip == 0] or [said * 10]
    within = [a for a in amounts if a <= pot]
    return within[-1] if within else amounts[0]


def declaration(rnd: Round, said: str, *, already_in: int = 0, chips: int = 0, rules: Ruleset) -> Ruling:
    """A verbal "call" or "check", whatever chips go with it (``chips``: their value, put forward
    with or after the declaration, which prevails: tda-2019/40 item A, ropta-2023/9.4 "un call annoncé
    sera toujours considéré comme un call même si un joueur envoie plus du double de la mise").

    - "call" facing a bet binds the player to the full call (tda-2010/29, tda-2019/51 item A,
      ropta-2023/9.4 and ropta-2023/9.10 case C, club-tournois/9-2, club-nlhe/10.2);
    - "call" with no bet to call is a check (tda-2019/55, ropta-2023/9.4): nothing goes in;
    - "check" facing a bet: the player may only call or fold (tda-2019/55, ropta-2023/9.4 "il devra
      reprendre son action mais ne pourra pas relancer"): a check put nothing in.

    Chips are accounted for by :func:`floorbook.engine.betting.account`.

    >>> rules = Ruleset.of("ropta-2023", verbal_call_binds=("binds", "ropta-2023/9.4"))
    >>> declaration(Round(100, "postflop", 300, 300), "call", chips=1000, rules=rules).value
    {'action': 'call', 'to': 300, 'completed': 0, 'returned': 700}
    """
    return account(_declaration(rnd, said, already_in=already_in, rules=rules), already_in + chips)


def _declaration(rnd: Round, said: str, *, already_in: int, rules: Ruleset) -> Ruling:
    """:func:`declaration` before the chips are accounted for (tda-2010/29, tda-2019/51, tda-2019/55,
    ropta-2023/9.4, ropta-2023/9.10, club-tournois/9-2, club-nlhe/10.2)."""
    facing = rnd.current_bet > already_in
    if said == "call" and facing:  # tda-2010/29, tda-2019/51 item A, ropta-2023/9.4, club-tournois/9-2, club-nlhe/10.2
        p = rules["verbal_call_binds"]
        if p.is_silent:
            return silent(p.note or "", (p.articles or p.read))
        return ruled(p.articles, action="call", to=rnd.current_bet)
    if said == "call":  # tda-2019/55, ropta-2023/9.4: a check
        p = rules["call_with_no_bet"]
        if p.is_silent:
            return silent(p.note or "", (p.articles or p.read))
        return ruled(p.articles, action="check", to=already_in)
    if said == "check" and facing:  # tda-2019/55, ropta-2023/9.4: call or fold, no raise
        p = rules["check_facing_bet"]
        if p.is_silent:
            return silent(p.note or "", (p.articles or p.read))
        return ruled(p.articles, action="call_or_fold", may_raise=False,
                     options={"call": rnd.current_bet, "fold": already_in})
    if said == "check":  # no bet to call: the spoken check binds (tda-2010/29, tda-2019/40 item A, ropta-2023/9.4,
        p = rules["word_before_chips"]  # club-tournois/9-2, club-nlhe/10.2: the word first, the chips after)
        if p.is_silent:
            return silent(p.note or "", (p.articles or p.read))
        return ruled(p.articles, action="check", to=already_in)
    raise ValueError(f"said must be 'call' or 'check', not {said!r}")


def string_bet(rnd: Round, movements: list[int], *, already_in: int = 0, announced_total: int | None = None,
               players_in_hand: int = 3, rules: Ruleset) -> Ruling:
    """Chips put forward in several movements without the amount announced first.

    An amount announced before the chips is a valid way to bet or raise everywhere (tda-2010/30 item 2,
    tda-2019/42 item B, ropta-2023/9.5, club-nlhe/10.3). Otherwise: ``call`` (tda-2019/56: "considéré
    comme un simple call"); ``first_movement`` (tda-2010/36 "la limiter au premier mouvement",
    ropta-2023/9.5 "seule la première pile de jetons arrivée sur la table est prise en considération",
    club-nlhe/10.17 "seule la première étape"); club-tournois/9-3 only says how a raise must be made.

    Every chip moved counts in what is completed or returned (see
    :func:`floorbook.engine.betting.account`): under ``call`` the chips beyond the call go back,
    under ``first_movement`` the later movements do.

    >>> rnd = Round(100, "postflop", 300, 300)
    >>> string_bet(rnd, [300, 700], rules=Ruleset.of("tda-2019", string_bet=("call", "tda-2019/56"))).value
    {'action': 'call', 'to': 300, 'completed': 0, 'returned': 700}
    """
    return account(_string_bet(rnd, movements, already_in=already_in, announced_total=announced_total,
                               players_in_hand=players_in_hand, rules=rules), already_in + sum(movements))


def _string_bet(rnd: Round, movements: list[int], *, already_in: int, announced_total: int | None,
                players_in_hand: int, rules: Ruleset) -> Ruling:
    """:func:`string_bet` before the chips are accounted for (tda-2010/30, tda-2010/36, tda-2019/42,
    tda-2019/56, ropta-2023/9.5, club-nlhe/10.3, club-nlhe/10.17)."""
    if announced_total is not None:  # tda-2010/30 item 2, tda-2019/42 item B, ropta-2023/9.5, club-nlhe/10.3
        # an amount said alone, without « relance », counts as the same chips pushed silently: the 50% rule
        # judges it (tda-2019/43 item A « Déclarer un montant ou miser des jetons du même montant est la même
        # action », ropta-2023/9.10 « ou un montant annoncé seul », club-nlhe/10.9, tda-2010/31)
        return classify_total(rnd, announced_total, all_in=False, declared_raise=False, rules=rules,
                              players_in_hand=players_in_hand)
    p = rules["string_bet"]
    if (open_ruling := unsettled(p)) is not None:
        return open_ruling
    if p.value == "call":  # tda-2019/56
        if rnd.current_bet <= already_in:  # nothing to call (no bet, or the big blind's option): a « simple call »
            c = rules["call_with_no_bet"]  # with no bet is the rule on a call said with nothing to call,
            if (open_call := unsettled(c)) is not None:  # tda-2019/55 « c'est un « check » »
                return Ruling(open_call.status, {}, cite_open(p, c), open_call.note)
            if c.value != "check":
                raise ValueError(f"unknown value {c.value!r} of call_with_no_bet")
            return ruled(cite(p, c), action="check", to=already_in)
        return ruled(p.articles, action="call", to=rnd.current_bet)
    if p.value == "first_movement":  # tda-2010/36, ropta-2023/9.5, club-nlhe/10.17
        ruling = classify_total(rnd, already_in + movements[0], all_in=False, declared_raise=False, rules=rules,
                                players_in_hand=players_in_hand)
        return replace(ruling, articles=tuple(dict.fromkeys(p.articles + ruling.articles)))
    raise ValueError(f"unknown value {p.value!r} of string_bet")


# --- situations ------------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class PushInput(PlayerInput):
    chips: Annotated[list[Positive], MinItems(1), MaxItems(CHIPS_MOVED)]
    stack_behind: Amount | None = field(default=None, metadata=doc(
        "the chips he keeps behind (0: the push is all his chips; not given: enough to complete)"))
    declared: Literal["raise"] | None = None
    players_in_hand: Annotated[int, Between(2, TABLE_SEATS)] = 3


@situation("chip_push", PushInput, ACTION_OUTPUTS | {"chip_removed", "chip_committed", "may_raise"})
def _chip_push_situation(inp: PushInput, rules: Ruleset) -> Ruling:
    """What a silent push of chips (or a push with "raise" declared) means.

    Ruled by :func:`interpret_push`: tda-2010/32, tda-2010/33, tda-2019/44, tda-2019/45, ropta-2023/9.11 to
    ropta-2023/9.13, club-nlhe/10.18 to club-nlhe/10.20, and the rules on bets and raises (:func:`classify_total`).
    """
    return facing_short_big_blind(inp, interpret_push(inp.round(), list(inp.chips), already_in=inp.already_in,
                                                      stack_behind=inp.stack_behind, declared=inp.declared,
                                                      players_in_hand=inp.players_in_hand, rules=rules), rules,
                                  by_amount=inp.declared is None, put_in=inp.already_in + sum(inp.chips))


@dataclass(frozen=True, kw_only=True)
class DeclarationInput(PlayerInput):
    said: Literal["call", "check"]
    chips: Amount = field(default=0, metadata=doc("value of the chips put forward with the declaration, if any"))


@situation("declaration", DeclarationInput, ACTION_OUTPUTS | {"may_raise"})
def _declaration_situation(inp: DeclarationInput, rules: Ruleset) -> Ruling:
    """A verbal "call" or "check" (facing a bet or not), whatever chips go with it.

    Ruled by :func:`declaration`: tda-2010/29, tda-2019/40, tda-2019/51, tda-2019/55, ropta-2023/9.4,
    club-tournois/9-2, club-nlhe/10.2. Facing a short big blind before the flop, what the others call is the
    rulebook's rule for that case (``short_big_blind``: ropta-2023/9.7, club-tournois/9-6, club-nlhe/10.6 — the
    full big blind); where it says nothing (tda-2010, tda-2019/51 item B) the amount is left unsaid.
    """
    return facing_short_big_blind(inp, declaration(inp.round(), inp.said, already_in=inp.already_in, chips=inp.chips,
                                                   rules=rules), rules)


@dataclass(frozen=True, kw_only=True)
class StringBetInput(PlayerInput):
    movements: Annotated[list[Positive], MinItems(2), MaxItems(CHIPS_MOVED)] = field(metadata=doc(
        "chips added at each movement"))
    announced_total: Positive | None = field(default=None, metadata=doc(
        "the total for the round announced before the chips, if any"))
    players_in_hand: Annotated[int, Between(2, TABLE_SEATS)] = field(default=3, metadata=doc(
        "players still in the hand (2: heads-up, where an undercall is completed: tda-2019/51, ropta-2023/9.10)"))

    def check(self) -> None:
        super().check()
        if self.announced_total is not None and self.announced_total < self.round().current_bet:
            raise InputError(("announced_total",), f"{self.announced_total} is below the bet to call "
                             f"({self.round().current_bet}): an amount announced below the call is an undercall, "
                             "not a string bet: ask it as less than the amount to call")


@situation("string_bet", StringBetInput, ACTION_OUTPUTS)
def _string_bet_situation(inp: StringBetInput, rules: Ruleset) -> Ruling:
    """Chips put forward in several movements (a string bet or raise).

    Ruled by :func:`string_bet`: tda-2010/36, tda-2019/56, ropta-2023/9.5, club-nlhe/10.17.
    """
    return facing_short_big_blind(inp, string_bet(inp.round(), list(inp.movements), already_in=inp.already_in,
                                                  announced_total=inp.announced_total,
                                                  players_in_hand=inp.players_in_hand, rules=rules), rules)


@dataclass(frozen=True, kw_only=True)
class AbbreviatedInput(Input):
    said: Positive
    pot: Amount
    smallest_chip: Positive

    def check(self) -> None:
        if self.pot == 0:  # tda-2019/57: « Le pot est le total de toutes les mises engagées », the blinds at least
            raise InputError(("pot",), "a pot of 0 is impossible: the blinds are in it from the start of the hand")
        if self.pot % self.smallest_chip:  # the pot is made of the chips in play
            raise InputError(("pot",), f"a pot of {self.pot} cannot be made of chips of {self.smallest_chip}")


@situation("abbreviated_amount", AbbreviatedInput, {"amount"})
def _abbreviated_amount_situation(inp: AbbreviatedInput, rules: Ruleset) -> Ruling:
    """What an abbreviated announcement ("5") means.

    Ruled by :func:`abbreviated_amount`: tda-2019/57, ropta-2023/9.1.
    """
    return abbreviated_amount(inp.said, inp.pot, inp.smallest_chip, rules)


# --- a caller misinformed of the amount ----------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class MisinformedCallInput(Input):
    real_bet: Positive = field(metadata=doc("the real amount of the bet or all-in called"))
    told: Positive = field(metadata=doc("the amount the caller was told, by the dealer or a player, and put in"))
    large_difference: bool = field(default=False, metadata=doc(
        "the difference between the amount told and the real amount is large"))

    def check(self) -> None:
        if self.told >= self.real_bet:
            raise InputError(("told",), "the amount told must be less than the real bet: a caller told the real "
                             "amount or more was not misinformed to his cost")


@situation("misinformed_call", MisinformedCallInput, {"to", "completed"})
def misinformed_call(inp: MisinformedCallInput, rules: Ruleset) -> Ruling:
    """A player calls after being told a wrong (smaller) amount by the dealer or a player.

    Accepted action: he must make up the difference (tda-2019/49, tda-2019/PR-12); the later
    players remain responsible for their actions (ropta-2023/9.20). A large difference is left to the
    TD: the spirit of the game at his discretion (tda-2019/49), in rare cases and only to the misled
    player's advantage (ropta-2023/9.20), exceptionally taking back his bet, with a penalty
    (club-nlhe/10.10).

    >>> rules = Ruleset.of("tda-2019", misinformed_caller=("completes", "tda-2019/49"),
    ...                    misinformed_caller_large_difference=("td_may_relieve", "tda-2019/49"))
    >>> misinformed_call(MisinformedCallInput(real_bet=1200, told=1000), rules).value
    {'to': 1200, 'completed': 200}
    >>> misinformed_call(MisinformedCallInput(real_bet=12000, told=1000, large_difference=True), rules).status
    'discretion'
    """
    if inp.large_difference:  # tda-2019/49, ropta-2023/9.20, club-nlhe/10.10
        large = rules["misinformed_caller_large_difference"]
        if (r := unsettled(large)) is not None:
            return r
        if large.value not in ("td_may_relieve", "td_may_return_bet"):
            raise ValueError(f"unknown value {large.value!r} of misinformed_caller_large_difference")
        # tda-2019/49, ropta-2023/9.20; club-nlhe/10.10: the TD may depart from the accepted action « dans certains
        # cas »; the ruling holds that action, what stands unless he does
        p = rules["misinformed_caller"]  # completes (tda-2019/49) or, under ropta-2023/9.10, completes where it
        if p.value not in ("completes", "undercall_rule") or p.is_silent or p.is_discretion:  # compels it
            return discretion(cite(large), large.note or "")
        return discretion(cite(large, p), large.note or "", to=inp.real_bet, completed=inp.real_bet - inp.told)
    p = rules["misinformed_caller"]
    if (r := unsettled(p)) is not None:
        return r
    if p.value == "completes":  # tda-2019/49
        return ruled(cite(p), to=inp.real_bet, completed=inp.real_bet - inp.told)
    if p.value == "undercall_rule":  # ropta-2023/9.10: « mise insuffisante … faite par erreur »: completed heads-up
        # or facing the first bet, else « le directeur de tournoi doit statuer … entre compléter ou abandonner sa
        # mise »; the facts it turns on are not given here (ropta-2023/9.20: the later players stay responsible)
        return discretion(cite(p), "heads-up, or facing the first bet of the round, he must complete; otherwise the "
                          "TD chooses between completing and forfeiting his bet", to=inp.real_bet,
                          completed=inp.real_bet - inp.told)
    raise ValueError(f"unknown value {p.value!r} of misinformed_caller")


# --- chips found after an all-in is called -------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class HiddenChipsInput(Input):
    part_of_all_in: bool | None = field(default=None, metadata=doc(
        "the TD's decision: the hidden chips count as part of the all-in (not decided yet when not given)"))
    all_in_wins: bool = field(metadata=doc("the all-in player wins the hand"))


@situation("hidden_chips", HiddenChipsInput, {"paid_by_caller", "lost_by_all_in", "chips_removed", "disqualified",
                                                "penalty"})
def hidden_chips(inp: HiddenChipsInput, rules: Ruleset) -> Ruling:
    """Chips of an all-in player hidden, and shown only after his all-in was called.

    The TD decides whether they are part of the all-in (tda-2019/62, by accepted action tda-2019/49;
    ropta-2023/9.22-bis). If not: the caller does not pay them if the all-in player wins, and the
    all-in player loses them if he loses (tda-2019/62, ropta-2023/9.22-bis). Under the rule on chips out of
    everyone's sight (tda-2010/38, our reading), its whole penalty.

    >>> rules = Ruleset.of("tda-2019", hidden_chips_after_call=("not_paid_but_lost", "tda-2019/62"))
    >>> hidden_chips(HiddenChipsInput(part_of_all_in=False, all_in_wins=True), rules).value
    {'paid_by_caller': False}
    >>> hidden_chips(HiddenChipsInput(all_in_wins=True), rules).status
    'discretion'
    """
    p = rules["hidden_chips_after_call"]
    if (r := unsettled(p)) is not None:
        return r
    if p.value == "as_chips_out_of_sight":  # tda-2010/38 (our reading): chips hidden until the call were positioned
        return _hidden_out_of_sight(inp, rules, p)  # « de telle manière qu'ils disparaissent de la vue de tous »
    if p.value not in ("not_paid_but_lost", "part_accepted_action"):
        raise ValueError(f"unknown value {p.value!r} of hidden_chips_after_call")
    if inp.part_of_all_in is None:  # tda-2019/62, ropta-2023/9.22-bis: the TD decides first
        return discretion(cite(p),
                          p.note or "the TD first decides whether the hidden chips count as part of the all-in")
    if inp.part_of_all_in and p.value == "part_accepted_action":  # tda-2019/62: part of the all-in « dû à une
        # action acceptée (règle 49) », and tda-2019/49: the caller « doit compléter la différence » (our reading)
        return ruled(cite(p), paid_by_caller=True) if inp.all_in_wins else ruled(cite(p), lost_by_all_in=True)
    if inp.part_of_all_in:  # what follows when they are part of it is not said (ropta-2023/9.22-bis)
        return silent("The articles rule only on chips the TD does not count as part of the all-in.", cite(p))
    # chips not counted in the all-in: the rule on hidden chips alone (the parameter's first article, tda-2019/62,
    # ropta-2023/9.22-bis), not the accepted action (tda-2019/49) that rules only chips counted in it, nor its reading
    hidden_rule = p.articles[:1]
    if inp.all_in_wins:  # tda-2019/62, ropta-2023/9.22-bis: not paid by the caller
        return ruled(hidden_rule, paid_by_caller=False)
    return ruled(hidden_rule, lost_by_all_in=True)  # tda-2019/62: « il ne sera pas « sauvé » », ropta-2023/9.22-bis


def _hidden_out_of_sight(inp: HiddenChipsInput, rules: Ruleset, via: Parameter) -> Ruling:
    """Hidden chips ruled by the rule on chips out of everyone's sight, whole (tda-2010/38, our reading): its
    sanction as for chips carried out of sight (:func:`floorbook.engine.conduct.out_of_sight`); chips removed
    from play are lost to the all-in player; what becomes of the hand he would win, and whether the caller
    owes anything against chips removed, the rule does not say. The TD's decision whether they are part of the
    all-in (``part_of_all_in``) is not the rule's question: it applies either way.

    >>> rules = Ruleset.of("tda-2010", hidden_chips_after_call=("as_chips_out_of_sight", "tda-2010/38"),
    ...                    chips_out_of_sight=("disqualified_all_removed", "tda-2010/38"))
    >>> r = hidden_chips(HiddenChipsInput(all_in_wins=False), rules)
    >>> r.status, r.value["disqualified"], r.value["lost_by_all_in"]
    ('ruled', True, True)
    >>> hidden_chips(HiddenChipsInput(all_in_wins=True), rules).field_status("paid_by_caller")
    'silent'
    """
    sanction = out_of_sight(rules, via)
    if not sanction.value:  # the rule on chips out of sight itself silent or left to the TD
        return sanction
    statuses = {name: sanction.field_status(name) for name in sanction.value}
    if inp.all_in_wins:  # tda-2010/38 says nothing of the hand of a disqualified player
        return partial(sanction.articles, {**statuses, "paid_by_caller": "silent"}, via.note, **sanction.value,
                       paid_by_caller=None)
    if sanction.value.get("chips_removed") in ("all", "hidden"):  # tda-2010/38: « le retrait de ses jetons »
        return partial(sanction.articles, statuses, via.note, **sanction.value, lost_by_all_in=True)
    return partial(sanction.articles, {**statuses, "lost_by_all_in": "silent"}, via.note, **sanction.value,
                   lost_by_all_in=None)
