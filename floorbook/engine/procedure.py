"""Procedure: the clock, substantial action, chip race, button and blinds, big-blind ante, table
balancing, final table, penalties, showdown, misdeals, seated at the deal, new levels, hand-for-hand.

Every function reads the rulebook's choices from ``parameters/<ruleset>/procedure.yaml`` and
returns a :class:`Ruling` citing them; a parameter worth ``silent`` (the rulebook does not say)
or ``discretion`` (left to the TD) makes the ruling say so. Each situation is registered for the
scenarios with :func:`floorbook.engine.situations.situation`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, NonNegativeInt, PositiveInt, model_validator

from floorbook.engine.outcomes import Ruling, discretion, ruled, silent
from floorbook.engine.pots import build_pots
from floorbook.engine.rulesets import Parameter, Ruleset, cite
from floorbook.engine.situations import Input, situation

ActionKind = Literal["check", "fold", "call", "bet", "raise", "all_in"]
CHIP_ACTIONS = frozenset({"call", "bet", "raise", "all_in"})


def _unruled(p: Parameter) -> Ruling | None:
    """The ruling for a parameter the rulebook does not fix (silent or left to the TD), else None."""
    if p.is_silent:
        return silent(p.note or "", p.articles)
    if p.is_discretion:
        return discretion(p.articles, p.note or "")
    return None


def _shown(p: Parameter) -> Any:
    """A secondary value in a ruling: the parameter's value ("silent" and "discretion" included)."""
    return p.value


# --- calling the clock ("time") ----------------------------------------------------------------


class TimeInput(Input):
    facing_bet: bool = Field(description="the player faces a bet (else they could check)")
    acted_at: int | None = Field(None, ge=0, description="seconds after the clock was started at which the "
                                 "player acted; omitted: they did not act")


def call_time(facing_bet: bool, acted_at: int | None, rules: Ruleset) -> Ruling:
    """Time allowed once the clock is called and what its expiry does.

    TDA 2019 r29: 25 s + a counted 5 s, facing a bet the hand is dead, else it is a check, a
    decision at the last moment stands. TDA 2010 r20: one minute + 10 counted seconds, then the
    hand is dead. ROPTA 3.5: only after a reasonable delay of at least one minute, 30 s of which
    the last 5 are counted aloud, then the hand is killed; acting at the end of the countdown
    counts. club-tournois 5-6 and club-nlhe 7.6: 1 minute then a 10-second countdown, then dead.
    """
    seconds, countdown = rules["time_seconds"], rules["time_countdown"]
    delay = rules["time_min_delay"]
    facing = rules["time_expiry_facing_bet"] if facing_bet else rules["time_expiry_not_facing_bet"]
    for p in (seconds, countdown, facing):
        if (r := _unruled(p)) is not None:
            return r
    total = int(seconds.value)
    value: dict[str, object] = {"seconds": total, "countdown": int(countdown.value), "min_delay": _shown(delay)}
    articles = cite(delay, seconds, countdown, facing)
    if acted_at is not None and acted_at < total:
        return ruled(articles, **value, result="action_stands")
    if acted_at == total:
        at_end = rules["time_action_at_expiry"]
        if (r := _unruled(at_end)) is not None:
            return r
        if at_end.value == "counts":
            return ruled(cite(at_end, seconds), **value, result="action_stands")
    return ruled(articles, **value, result=facing.value)


@situation("call_time", TimeInput, {"seconds", "countdown", "min_delay", "result"})
def _call_time(inp: TimeInput, rules: Ruleset) -> Ruling:
    """Seconds allowed once the clock is called, countdown, minimum delay, what expiry does."""
    return call_time(inp.facing_bet, inp.acted_at, rules)


# --- substantial action ------------------------------------------------------------------------


class SubstantialInput(Input):
    actions: list[ActionKind] = Field(description="actions taken in turn since the deal (blinds and antes "
                                      "are not actions)")


def substantial_action(actions: Iterable[str], rules: Ruleset) -> Ruling:
    """Whether a sequence of actions is a substantial action.

    TDA 2019 r36: any two actions of which at least one puts chips in, or any three actions
    (even three checks or folds); posting a blind does not count. ROPTA 6.7: two consecutive
    actions of which at least one puts chips in (call + fold, check + bet…), or three folds.
    club-nlhe 4.23: two players after the blinds have bet (read: two actions putting chips in).
    TDA 2010 and club-tournois have no such rule.
    """
    p = rules["substantial_action"]
    if (r := _unruled(p)) is not None:
        return r
    acts = list(actions)
    chips = [a in CHIP_ACTIONS for a in acts]
    if p.value == "two_with_chips_or_any_three":
        result = len(acts) >= 3 or (len(acts) == 2 and any(chips))
    elif p.value == "two_consecutive_one_with_chips_or_three_folds":
        pairs = any(chips[i] or chips[i + 1] for i in range(len(acts) - 1))
        result = pairs or acts.count("fold") >= 3
    elif p.value == "two_players_bet":
        result = sum(chips) >= 2
    else:
        raise ValueError(f"unknown value {p.value!r} of substantial_action")
    return ruled(p.articles, substantial=result)


@situation("substantial_action", SubstantialInput, {"substantial"})
def _substantial(inp: SubstantialInput, rules: Ruleset) -> Ruling:
    """Whether these actions (in turn, since the deal) make a substantial action."""
    return substantial_action(inp.actions, rules)


# --- chip race -----------------------------------------------------------------------------------

RANKS = "23456789TJQKA"
SUITS = {"s": "spades", "h": "hearts", "d": "diamonds", "c": "clubs"}


def parse_card(card: str) -> tuple[int, str]:
    """"As" → (12, "spades"); "10h" and "Th" are both a ten of hearts."""
    text = card.strip()
    rank, suit = text[:-1].upper(), text[-1:].lower()
    rank = "T" if rank == "10" else rank
    if len(rank) != 1 or rank not in RANKS or suit not in SUITS:
        raise ValueError(f"not a card: {card!r} (rank 2-9, T/10, J, Q, K, A then suit s, h, d, c)")
    return RANKS.index(rank), SUITS[suit]


class ChipRaceInput(Input):
    removed: PositiveInt = Field(description="the denomination taken out of play")
    race_to: PositiveInt = Field(description="the denomination handed out for the odd chips")
    odd_chips: dict[str, NonNegativeInt] = Field(min_length=1, description="each player's chips of the removed "
                                                 "denomination left after the exact exchange (colour-up)")
    other_chips: dict[str, NonNegativeInt] = Field(default_factory=dict, description="value of each player's other "
                                                   "chips (0: the odd chips are their whole stack); default: some")
    cards: dict[str, list[str]] | None = Field(None, description="cards dealt face up, one per odd chip")
    smallest_remaining: PositiveInt | None = Field(None, description="smallest denomination still in play "
                                                   "(default: race_to)")
    chips_awarded: int | None = Field(None, ge=0, description="number of chips to hand out, when the rulebook "
                                      "does not say how to count it")

    @model_validator(mode="after")
    def _possible(self) -> ChipRaceInput:
        if self.race_to <= self.removed or self.race_to % self.removed:
            raise ValueError(f"race_to ({self.race_to}) must be a multiple of removed ({self.removed}) above it")
        for who, n in self.odd_chips.items():
            if n * self.removed >= self.race_to:
                raise ValueError(f"{who}: {n} × {self.removed} can be exchanged exactly for a {self.race_to}; "
                                 "only the odd chips are raced")
        unknown = set(self.other_chips) - set(self.odd_chips)
        if unknown:
            raise ValueError(f"other_chips names players without odd chips: {sorted(unknown)}")
        for who, v in self.other_chips.items():
            if v == 0 and self.odd_chips[who] == 0:
                raise ValueError(f"{who} has no chips at all: already out")
        if self.cards is not None:
            seen: set[tuple[int, str]] = set()
            for who, cards in self.cards.items():
                if who not in self.odd_chips:
                    raise ValueError(f"cards dealt to {who!r}, who has no odd chips")
                if len(cards) != self.odd_chips[who]:
                    raise ValueError(f"{who} has {self.odd_chips[who]} odd chip(s) but {len(cards)} card(s)")
                for c in cards:
                    key = parse_card(c)
                    if key in seen:
                        raise ValueError(f"card {c} dealt twice")
                    seen.add(key)
            missing = [w for w, n in self.odd_chips.items() if n and w not in self.cards]
            if missing:
                raise ValueError(f"no cards given for {missing}")
        if self.chips_awarded is not None and self.chips_awarded > sum(1 for n in self.odd_chips.values() if n):
            raise ValueError("more chips to hand out than players in the race (one chip at most each)")
        return self


def chip_race_count(total: int, race_to: int, rounding: str) -> int:
    """How many chips of ``race_to`` the odd chips of the table (worth ``total``) are raced for:
    ``half_up`` (ROPTA 3.2: rounded up once 50% of the higher chip is reached, else down) or
    ``up`` (club-tournois 12-5, club-nlhe 13.5: rounded up)."""
    whole, rest = divmod(total, race_to)
    if rounding == "half_up":
        return whole + (1 if 2 * rest >= race_to else 0)
    if rounding == "up":
        return whole + (1 if rest else 0)
    raise ValueError(f"unknown chip race rounding {rounding!r}")


def chip_race(inp: ChipRaceInput, rules: Ruleset) -> Ruling:
    """The chip race of the odd chips left after the exact exchange.

    Number of chips: ROPTA 3.2 (rounded up from 50% of the higher chip, else down),
    club-tournois 12-5 and club-nlhe 13.5 (rounded up); TDA 2019 r24 and TDA 2010 r16 do not say
    (give ``chips_awarded``). One card per odd chip, the highest cards win, one chip at most per
    player (TDA 2010 r16, TDA 2019 r24, ROPTA 3.2, club-tournois 12-4, club-nlhe 13.4); ties
    broken by suit, spades > hearts > diamonds > clubs (TDA 2019 r24, ROPTA 3.2, club-tournois 12-3,
    club-nlhe 13.3). Nobody is eliminated: a player left without chips gets a chip of the smallest
    denomination still in play (TDA 2019 r24, ROPTA 3.2 — in addition to the race —, club-tournois
    12-6, club-nlhe 13.6) or "un jeton supérieur" (TDA 2010 r16). The deal starts at seat 1
    (TDA 2010 r16, TDA 2019 r24, ROPTA 3.2), at the button (club-tournois 12-1) or at the new
    dealer's left (club-nlhe 13.1).
    """
    rounding, most = rules["chip_race_rounding"], rules["chip_race_max_per_player"]
    suits, safety = rules["chip_race_suit_order"], rules["chip_race_no_elimination"]
    start = rules["chip_race_deal_from"]
    total = sum(n * inp.removed for n in inp.odd_chips.values())
    racers = [w for w, n in inp.odd_chips.items() if n]
    if inp.chips_awarded is not None:
        count = inp.chips_awarded
        used = [most, safety, start]
    else:
        if (r := _unruled(rounding)) is not None:
            return r
        count = chip_race_count(total, inp.race_to, str(rounding.value))
        used = [rounding, most, safety, start]
    if (r := _unruled(most)) is not None:
        return r
    per_player = int(most.value)
    count = min(count, per_player * len(racers))
    value: dict[str, object] = {"chips_awarded": count, "value_removed": total, "value_awarded": count * inp.race_to,
                                "deal_from": _shown(start)}
    if inp.cards is None:
        at_risk = sorted(w for w, v in inp.other_chips.items() if v == 0)
        return ruled(cite(*used), **value, winners=None, at_risk=at_risk)

    order = suits.value if not (suits.is_silent or suits.is_discretion) else None
    dealt = [(parse_card(c), who) for who, cards in inp.cards.items() for c in cards]

    def key(item: tuple[tuple[int, str], str]) -> tuple[int, int]:
        (rank, suit), _ = item
        return rank, (len(order) - order.index(suit)) if order else 0

    dealt.sort(key=key, reverse=True)
    won: dict[str, int] = {}
    winners: list[str] = []
    last_key: tuple[int, int] | None = None
    for item in dealt:
        who = item[1]
        if won.get(who, 0) >= per_player:
            continue
        if len(winners) == count:
            if order is None and last_key is not None and key(item)[0] == last_key[0]:
                return silent(f"a tie of ranks decides the last chip and the rulebook gives no suit order. "
                              f"{suits.note or ''}".strip(), cite(suits))
            break
        won[who] = won.get(who, 0) + 1
        winners.append(who)
        last_key = key(item)
    used.append(suits)
    bonus: dict[str, int] = {}
    if safety.is_silent or safety.is_discretion:
        pass
    else:
        chip = inp.race_to if safety.value == "higher_chip" else (inp.smallest_remaining or inp.race_to)
        for who, v in inp.other_chips.items():
            if v == 0 and who not in won:
                bonus[who] = chip
    return ruled(cite(*used), **value, winners=winners, bonus_chips=bonus)


@situation("chip_race", ChipRaceInput, {"chips_awarded", "value_removed", "value_awarded", "deal_from",
                                         "winners", "at_risk", "bonus_chips"})
def _chip_race(inp: ChipRaceInput, rules: Ruleset) -> Ruling:
    """Chip race of the odd chips: how many higher chips, who wins them, nobody eliminated."""
    return chip_race(inp, rules)


class FoundChipsInput(Input):
    value: PositiveInt = Field(description="value of chips of a removed denomination found after the chip race")
    smallest_remaining: PositiveInt = Field(description="smallest denomination still in play")


@situation("found_chips_after_race", FoundChipsInput, {"exchanged", "removed"})
def found_chips_after_race(inp: FoundChipsInput, rules: Ruleset) -> Ruling:
    """Chips of a removed denomination found after the chip race: exchanged for exact amounts only,
    the rest removed (TDA 2019 r24-C, ROPTA 3.2), or all removed (club-nlhe 13.7)."""
    p = rules["chip_race_found_chips"]
    if (r := _unruled(p)) is not None:
        return r
    if p.value == "removed":
        return ruled(p.articles, exchanged=0, removed=inp.value)
    exchanged = inp.value // inp.smallest_remaining * inp.smallest_remaining
    return ruled(p.articles, exchanged=exchanged, removed=inp.value - exchanged)


# --- button and blinds: eliminations, newcomers, heads-up ------------------------------------------


class NextHandInput(Input):
    seats: list[PositiveInt] = Field(min_length=2, description="seats occupied at the hand just played")
    button: PositiveInt = Field(description="the button's seat at that hand (may be an empty seat: dead button)")
    small_blind: PositiveInt = Field(description="the small blind's position at that hand (an empty seat "
                                     "if there was no small blind)")
    big_blind: PositiveInt
    eliminated: list[PositiveInt] = Field(default_factory=list, description="players out during that hand")
    newcomers: list[PositiveInt] = Field(default_factory=list, description="seats taken before the next hand")
    table_size: PositiveInt = Field(10, description="seats are numbered 1..table_size clockwise")
    ante_format: Literal["none", "classic", "button", "big_blind"] = "none"

    @model_validator(mode="after")
    def _possible(self) -> NextHandInput:
        every = [*self.seats, self.button, self.small_blind, self.big_blind, *self.eliminated, *self.newcomers]
        if any(s > self.table_size for s in every):
            raise ValueError(f"seat numbers go from 1 to table_size ({self.table_size})")
        if len(set(self.seats)) != len(self.seats) or len(set(self.newcomers)) != len(self.newcomers):
            raise ValueError("a seat is listed twice")
        if self.big_blind not in self.seats:
            raise ValueError("the big blind's seat must be occupied")
        if len({self.button, self.small_blind, self.big_blind}) < 3 and len(self.seats) > 2:
            raise ValueError("button, small blind and big blind are three different positions")
        if not set(self.eliminated) <= set(self.seats):
            raise ValueError("eliminated players must have been seated")
        taken = set(self.newcomers) & (set(self.seats) - set(self.eliminated))
        if taken:
            raise ValueError(f"newcomers cannot sit in occupied seats {sorted(taken)}")
        if len((set(self.seats) - set(self.eliminated)) | set(self.newcomers)) < 2:
            raise ValueError("fewer than two players left: the tournament is over")
        return self


def _clockwise(start: int, size: int) -> list[int]:
    """Seats after ``start`` going clockwise, ``start`` last."""
    return [(start - 1 + k) % size + 1 for k in range(1, size + 1)]


def _next(start: int, among: set[int], size: int) -> int:
    return next(s for s in _clockwise(start, size) if s in among)


def _between(a: int, b: int, size: int) -> list[int]:
    """Seats strictly between ``a`` and ``b`` going clockwise."""
    out = []
    for s in _clockwise(a, size):
        if s == b:
            break
        out.append(s)
    return out


def next_hand(inp: NextHandInput, rules: Ruleset) -> Ruling:
    """Button and blinds of the next hand after eliminations and newcomers (dead button rule).

    Heads-up (TDA 2010 r26, TDA 2019 r34, ROPTA 4.4, club-tournois 8-16/8-17, club-nlhe 9.16/9.17):
    the big blind moves on to the other player (nobody pays it twice running), the button posts
    the small blind; the first card goes to the big blind (TDA 2019 r34, ROPTA 4.4).

    ``big_blind_advances`` (TDA 2010 r24, TDA 2019 r32): the big blind moves to the next player;
    the small blind is the previous big blind's seat (none if it is empty); the button is the
    previous small blind's position (dead if empty). Newcomers play at once, except between the
    button and the small blind (TDA 2010 r5, TDA 2019 r8-A and r10).

    ``big_blind_advances_right_to_button`` (ROPTA 2.3, 2.5, 4.3): the previous small blind keeps
    the right to act last (button; a newcomer in that player's empty seat plays the button); if
    the previous big blind is still there he posts the small blind and newcomers between the button
    and him wait; if he is gone, the next seat after the button (a newcomer's included) posts the
    small blind — none if it is empty — and the next player the big blind (ROPTA 2.3 "cas (très)
    spécial"). A dead button is dealt by the player to its right; no button ante (4.3).

    ``big_blind_advances_dealer_repeats`` (club-tournois 8-6, 8-13, 8-14; club-nlhe 9.6, 9.13,
    9.14): the big blind moves on; if the new small blind is absent there is none and the dealer
    deals again; if the new dealer is absent the previous one deals again. A newcomer who directly
    replaces a player plays in that position; one seated in a seat empty at the last hand just to
    the new dealer's left sits out a hand; one at the new dealer's place plays, the deal passing to
    his left; anywhere else he plays at once (club-tournois 8-9 to 8-12, club-nlhe 9.9 to 9.12).
    """
    size = inp.table_size
    prev = set(inp.seats)
    out = set(inp.eliminated)
    newcomers = set(inp.newcomers)
    present = (prev - out) | newcomers
    old_sb, old_bb, old_button = inp.small_blind, inp.big_blind, inp.button

    if len(present) == 2:
        return _heads_up(present, old_bb, [], size, rules)

    mode = rules["dead_button"]
    if (r := _unruled(mode)) is not None:
        return r
    entry, dealer_p = rules["new_player_entry"], rules["dead_button_dealer"]
    waiting: list[int] = []
    dealer: int | None = None
    if mode.value == "big_blind_advances":
        button = old_sb
        sb_pos = old_bb
        small = sb_pos if sb_pos in present else None
        if newcomers and entry.value == "not_between_small_blind_and_button":
            waiting = [s for s in _between(button, sb_pos, size) if s in newcomers]
        live = present - set(waiting)
        big = _next(old_bb, live, size)
        button_dead = button not in present
    elif mode.value == "big_blind_advances_right_to_button":
        button = old_sb
        button_dead = button not in present
        if old_bb in present and old_bb not in newcomers:
            small = old_bb
            waiting = [s for s in _between(button, old_bb, size) if s in newcomers]
            big = _next(old_bb, present - set(waiting), size)
        else:
            known = prev | newcomers
            first_seat = _next(button, known - {button}, size)
            small = first_seat if first_seat in present else None
            big = _next(first_seat, present, size)
        dealer = _previous(button, present, size) if button_dead else button
    elif mode.value == "big_blind_advances_dealer_repeats":
        small = old_bb if old_bb in present else None
        if small is None or old_sb not in present:
            button = old_button if old_button in present else _previous(old_sb, present, size)
        else:
            button = old_sb
        button_dead = False
        dealer = button
        first_blind = small if small is not None else _next(old_bb, present, size)
        waiting = [s for s in _between(button, first_blind, size) if s in newcomers and s not in prev]
        big = _next(old_bb, present - set(waiting), size)
        if big == button:
            return silent("with so few players, the dealer dealing again would also be the big blind; the rules "
                          "do not say what happens then", mode.articles)
        if button in newcomers and button not in prev:
            dealer = _next(button, present - set(waiting) - {button}, size)
    else:
        raise ValueError(f"unknown value {mode.value!r} of dead_button")

    playing = present - set(waiting)
    if len(playing) < 2:
        return silent("newcomers who must wait would leave fewer than two players dealt in; the rules do not "
                      "cover it", cite(mode, entry))
    if len(playing) == 2:  # the waiting newcomers make it a heads-up hand
        return _heads_up(playing, old_bb, waiting, size, rules)
    value = {"heads_up": False, "button": button, "button_dead": button_dead, "small_blind": small,
             "big_blind": big, "waiting": sorted(waiting)}
    used = [mode] + ([entry] if newcomers else [])
    if dealer is not None and not (dealer_p.is_silent or dealer_p.is_discretion):
        value["dealer"] = dealer
        used.append(dealer_p)
    if inp.ante_format == "button":
        p = rules["button_ante_dead_button"]
        if button_dead:
            value["button_ante"] = _shown(p) if (p.is_silent or p.is_discretion) else p.value != "none"
            used.append(p)
        else:
            value["button_ante"] = True
    return ruled(cite(*used), **value)


def _heads_up(playing: set[int], old_bb: int, waiting: list[int], size: int, rules: Ruleset) -> Ruling:
    """Heads-up: the big blind moves on to the other player, the button posts the small blind (TDA 2010
    r26, TDA 2019 r34, ROPTA 4.4, club-tournois 8-16/8-17, club-nlhe 9.16/9.17); the first card goes to
    the big blind (TDA 2019 r34, ROPTA 4.4)."""
    hu, first = rules["heads_up_button"], rules["heads_up_first_card"]
    if (r := _unruled(hu)) is not None:
        return r
    bb = _next(old_bb, playing, size)
    (button,) = playing - {bb}
    value: dict[str, object] = {"heads_up": True, "button": button, "button_dead": False, "small_blind": button,
                                "big_blind": bb, "waiting": sorted(waiting)}
    if not (first.is_silent or first.is_discretion):
        value["first_card"] = bb
    return ruled(cite(hu, first), **value)


def _previous(start: int, among: set[int], size: int) -> int:
    """The nearest seat of ``among`` to the right of ``start`` (counter-clockwise)."""
    for k in range(1, size + 1):
        s = (start - 1 - k) % size + 1
        if s in among:
            return s
    raise ValueError("no player to the right")


@situation("next_hand", NextHandInput, {"heads_up", "button", "button_dead", "small_blind", "big_blind",
                                         "waiting", "first_card", "dealer", "button_ante"})
def _next_hand(inp: NextHandInput, rules: Ruleset) -> Ruling:
    """Button, blinds and who waits at the next hand (dead button, newcomers, heads-up)."""
    return next_hand(inp, rules)


class HeadsUpAntesInput(Input):
    ante_format: Literal["classic", "button", "big_blind"]


@situation("heads_up_antes", HeadsUpAntesInput, {"antes"})
def heads_up_antes(inp: HeadsUpAntesInput, rules: Ruleset) -> Ruling:
    """Whether antes are kept heads-up: ROPTA 4.4 (not unless the format is classic), Fivebet 34
    ("Fivebet préconise de garder les ante en H.U.")."""
    p = rules["heads_up_antes"]
    if (r := _unruled(p)) is not None:
        return r
    if p.value == "kept":
        return ruled(p.articles, antes=True)
    if p.value == "classic_only":
        return ruled(p.articles, antes=inp.ante_format == "classic")
    raise ValueError(f"unknown value {p.value!r} of heads_up_antes")


# --- big-blind ante with a short big blind ----------------------------------------------------------


class BigBlindAnteInput(Input):
    big_blind: PositiveInt
    ante: PositiveInt
    stack: PositiveInt = Field(description="the big blind's whole stack before posting")
    bets: dict[str, NonNegativeInt] = Field(default_factory=dict, description="the other players' totals in the "
                                            "hand (small blind included)")
    folded: list[str] = Field(default_factory=list)

    @model_validator(mode="after")
    def _possible(self) -> BigBlindAnteInput:
        if self.stack >= self.ante + self.big_blind:
            raise ValueError("the big blind can post ante and blind in full: not a short big blind")
        if "BB" in self.bets:
            raise ValueError("'BB' is the short big blind: do not list them in bets")
        if not set(self.folded) <= set(self.bets):
            raise ValueError("folded players must be in bets")
        # a player folds facing a bet: the big blind (a bet even when short, ROPTA 9.7) or more put in by a
        # player still in; nobody folds the largest bet of the hand
        faced = max([self.big_blind, *(v for w, v in self.bets.items() if w not in self.folded)])
        for who in self.folded:
            if self.bets[who] > faced:
                raise ValueError(f"{who} folded with {self.bets[who]} in, more than the big blind and than every "
                                 "player still in: nobody bet more, so there was nothing to fold to")
        return self


def big_blind_ante(inp: BigBlindAnteInput, rules: Ruleset) -> Ruling:
    """A big blind who cannot post both the big-blind ante and the blind.

    The ante is paid first (ROPTA 4.2; TDA 2019 PR-11 "priorité de l'ante sur la Grosse Blinde"),
    then the blind with what is left; without anything left there is no big blind in play. The
    big blind can win only the ante and his blind from each opponent (ROPTA 4.2: "l'ante et le
    montant qu'il aura payé en BB multiplié par le nombre de fois où la BB aura été payée"): that
    is the main pot. The rest of each player's chips make side pots among the players still in; a
    side pot only one of them can win goes back to that player (case B2: the button "récupère 600
    (le surplus de sa mise par rapport au tapis) et 100 (le surplus de la SB)"), and chips above
    what any player still in put in go back to whoever put them in, even a player who folded (case
    B1, a walk: "la SB lui donnera alors 400 et récupèrera 100"). Calling still costs a full big
    blind (ROPTA 4.2 and 9.7: the betting parameter ``short_big_blind``). Every chip is accounted
    for: ante + blind + bets == main pot + side pots + returned.
    """
    p = rules["bb_ante_priority"]
    if (r := _unruled(p)) is not None:
        return r
    if p.value != "ante_first":
        raise ValueError(f"unknown value {p.value!r} of bb_ante_priority")
    ante = min(inp.stack, inp.ante)
    blind = min(inp.stack - ante, inp.big_blind)
    folded = set(inp.folded)
    main = ante + blind + sum(min(v, blind) for v in inp.bets.values())
    # nobody still in can win chips above the largest amount put in by a player still in (the short
    # big blind's included): they go back to their owners (case B1)
    reach = max([blind, *(v for w, v in inp.bets.items() if w not in folded)])
    returned = {w: v - reach for w, v in inp.bets.items() if v > reach}
    excess = {w: min(v, reach) - min(v, blind) for w, v in inp.bets.items()}
    sides: list[int] = []
    for pot in build_pots(excess, folded):
        if len(pot.eligible) == 1:  # uncalled, or contested by nobody else (case B2)
            who = pot.eligible[0]
            returned[who] = returned.get(who, 0) + pot.amount
        else:
            sides.append(pot.amount)
    value: dict[str, object] = {"ante_posted": ante, "blind_posted": blind, "big_blind_in_play": blind > 0,
                                "all_in": True, "main_pot": main, "side_pots": sides, "returned": returned}
    call = rules["short_big_blind"]  # betting parameter (ROPTA 9.7, club rules)
    used = [p]
    if call.value == "full_big_blind":
        value["to_call"] = inp.big_blind
        used.append(call)
    return ruled(cite(*used), **value)


@situation("big_blind_ante", BigBlindAnteInput, {"ante_posted", "blind_posted", "big_blind_in_play", "all_in",
                                                  "main_pot", "side_pots", "returned", "to_call"})
def _big_blind_ante(inp: BigBlindAnteInput, rules: Ruleset) -> Ruling:
    """A short big blind with a big-blind ante: ante and blind posted, main pot, what goes back."""
    return big_blind_ante(inp, rules)


# --- tables: balancing, final table ------------------------------------------------------------------


class BalanceInput(Input):
    tables: dict[str, Annotated[int, Field(ge=0, le=12)]] = Field(min_length=2, description="players at each "
                                                                   "table (0 to 12)")
    format: Literal["full_ring", "short_handed"] = "full_ring"
    stage: Literal["early", "late"] = Field("early", description="ROPTA 2.3: early in the tournament, or once "
                                            "the number of tables goes down")


def balance_tables(inp: BalanceInput, rules: Ruleset) -> Ruling:
    """Which tables stop to be balanced, and who moves.

    Play stops at a table three or more players short of the fullest (TDA 2010 r6; TDA 2019 r11-D
    in full-ring events, at the TD's discretion in other formats; ROPTA 2.3 early in the
    tournament), two or more (ROPTA 2.3 once tables go down; club-tournois 8-1; club-nlhe 9.1).
    The player moved is the next big blind (TDA 2010 r6, TDA 2019 r11-A, ROPTA 2.3, club-tournois
    8-7, club-nlhe 9.7).
    """
    p, who, seat = rules["balancing_threshold"], rules["balancing_player_moved"], rules["balancing_new_seat"]
    if (r := _unruled(p)) is not None:
        return r
    threshold = p.value
    if isinstance(threshold, dict):
        threshold = threshold.get(inp.format, threshold.get(inp.stage))
    if threshold == "discretion":
        return discretion(p.articles, p.note or "")
    if threshold is None or threshold == "silent":
        return silent(p.note or "", p.articles)
    most = max(inp.tables.values())
    stop = sorted(t for t, n in inp.tables.items() if most - n >= int(threshold))
    return ruled(cite(p, who, seat), threshold=int(threshold), stop=stop, player_moved=_shown(who),
                 new_seat=_shown(seat))


@situation("balance_tables", BalanceInput, {"threshold", "stop", "player_moved", "new_seat"})
def _balance(inp: BalanceInput, rules: Ruleset) -> Ruling:
    """Tables that stop for balancing (difference in players), who is moved, where they sit."""
    return balance_tables(inp, rules)


class FinalTableInput(Input):
    seats_per_table: int = Field(ge=2, le=12, description="the event's table size (players per table)")
    game: Literal["flop", "stud"] = "flop"


def final_table_size(inp: FinalTableInput, rules: Ruleset) -> Ruling:
    """Players at the final table: 10 in flop games, 9 in stud (TDA 2010 r7); 9 from tables of 8 or
    more, 7 from tables of 6 and 7 (TDA 2019 PR-9); at most 9, an odd number, one more than the
    table size when it is even (ROPTA 2.6)."""
    p = rules["final_table_size"]
    if (r := _unruled(p)) is not None:
        return r
    v = p.value
    size: int | None
    if "max" in v:
        size = min(int(v["max"]), inp.seats_per_table + (1 if inp.seats_per_table % 2 == 0 else 0))
    elif "by_seats" in v:
        size = next((int(n) for least, n in sorted(v["by_seats"].items(), key=lambda kv: -int(kv[0]))
                     if inp.seats_per_table >= int(least)), None)
    else:
        size = v.get(inp.game)
    if size is None:
        return silent(f"no final-table size for tables of {inp.seats_per_table} ({inp.game}). {p.note or ''}".strip(),
                      p.articles)
    return ruled(p.articles, players=int(size))


@situation("final_table_size", FinalTableInput, {"players"})
def _final_table(inp: FinalTableInput, rules: Ruleset) -> Ruling:
    """How many players make the final table."""
    return final_table_size(inp, rules)


# --- penalties ---------------------------------------------------------------------------------------


class PenaltyInput(Input):
    players_at_table: int | None = Field(None, ge=2, le=12, description="players at the table when the penalty "
                                         "is given, the offender included")
    rounds: PositiveInt | None = Field(None, description="a penalty of some rounds")
    hands: PositiveInt | None = Field(None, description="a penalty given in hands")

    @model_validator(mode="after")
    def _one(self) -> PenaltyInput:
        if (self.hands is None) == (self.rounds is None):
            raise ValueError("give either rounds (with players_at_table) or hands")
        if self.rounds is not None and self.players_at_table is None:
            raise ValueError("a penalty in rounds needs players_at_table")
        return self


@situation("penalty_hands", PenaltyInput, {"hands", "leaves_table"})
def penalty_hands(inp: PenaltyInput, rules: Ruleset) -> Ruling:
    """Hands missed for a penalty of some rounds: players at the table (offender included) × rounds
    (TDA 2010 r40, TDA 2019 r71-A, ROPTA 11.1); whether the player must leave the table (TDA 2010
    r40, TDA 2019 r71-C, ROPTA 11.1, club-nlhe 16.1; Fivebet 71-2: a penalty of 2 hands or fewer
    may be served at the table)."""
    p, away = rules["penalty_round_hands"], rules["penalty_stay_at_table_max_hands"]
    used = []
    if inp.rounds is not None:
        if (r := _unruled(p)) is not None:
            return r
        hands = (inp.players_at_table or 0) * inp.rounds
        used.append(p)
    else:
        hands = inp.hands or 0
    value: dict[str, object] = {"hands": hands}
    if not (away.is_silent or away.is_discretion):
        value["leaves_table"] = hands > int(away.value)
        used.append(away)
    elif not used:
        return silent(away.note or "", away.articles)
    return ruled(cite(*used), **value)


# --- showdown ----------------------------------------------------------------------------------------


class ShowdownInput(Input):
    players: list[str] = Field(min_length=2, description="players at the showdown, clockwise from the "
                               "button's left")
    last_aggressor: str | None = Field(None, description="who bet or raised last on the last round")
    aggression: Literal["bet", "raise"] | None = Field(None, description="was that last aggressive action a bet "
                                                       "or a raise")

    @model_validator(mode="after")
    def _possible(self) -> ShowdownInput:
        if len(set(self.players)) != len(self.players):
            raise ValueError("a player is listed twice")
        if (self.last_aggressor is None) != (self.aggression is None):
            raise ValueError("give both last_aggressor and aggression, or neither")
        if self.last_aggressor is not None and self.last_aggressor not in self.players:
            raise ValueError("the last aggressor must be at the showdown")
        return self


def showdown_order(inp: ShowdownInput, rules: Ruleset) -> Ruling:
    """Who shows first at the showdown, then in what order.

    The last player to bet or raise on the last round (TDA 2019 r17-A, ROPTA 10.5, club-nlhe 11.2)
    or the last to raise (TDA 2010 r11, club-tournois 10-1, read as written); without it, the first
    player left of the button (TDA 2010 r11, ROPTA 10.5) or the first to act (TDA 2019 r17-A,
    club-nlhe 11.2); Fivebet 17: after check-check on the river, "dans l'ordre du bouton". Then
    clockwise (TDA 2010 r11, ROPTA 10.5, club-tournois 10-1, club-nlhe 11.2).
    """
    agg, none, then = (rules["showdown_first_aggressor"], rules["showdown_first_without_aggression"],
                       rules["showdown_then"])
    counts = inp.last_aggressor is not None and (agg.value == "bet_or_raise" or
                                                 (agg.value == "raise" and inp.aggression == "raise"))
    if inp.last_aggressor is not None and (r := _unruled(agg)) is not None:
        return r
    if counts:
        first_i = inp.players.index(inp.last_aggressor or "")
        used = [agg]
    else:
        if (r := _unruled(none)) is not None:
            return r
        used = [agg, none] if inp.last_aggressor is not None else [none]
        if none.value == "button_order":
            return Ruling("ruled", {"first": None, "order": None, "order_from": "button"}, cite(*used),
                          none.note or "")
        first_i = 0
    order = inp.players[first_i:] + inp.players[:first_i]
    value: dict[str, object] = {"first": order[0]}
    if then.is_silent or then.is_discretion:
        value["order"] = _shown(then)
    else:
        value["order"] = order
        used.append(then)
    return ruled(cite(*used), **value)


@situation("showdown_order", ShowdownInput, {"first", "order", "order_from"})
def _showdown(inp: ShowdownInput, rules: Ruleset) -> Ruling:
    """Who shows first at the showdown, and the order after them."""
    return showdown_order(inp, rules)


class SeeHandInput(Input):
    river_bet: bool = Field(description="there was a bet on the river")
    requester_called: bool = Field(description="the requester called the last bet or raise on the river")
    requester_has_cards: bool = Field(description="the requester still holds (or has tabled) a live hand")
    target_is_last_aggressor: bool = Field(description="the hand asked for is the last river bettor's or raiser's")

    @model_validator(mode="after")
    def _possible(self) -> SeeHandInput:
        if self.requester_called and not self.river_bet:
            raise ValueError("nobody can have called on the river without a river bet")
        if self.target_is_last_aggressor and not self.river_bet:
            raise ValueError("no river bet: there is no last river aggressor")
        return self


@situation("see_hand", SeeHandInput, {"right"})
def see_hand(inp: SeeHandInput, rules: Ruleset) -> Ruling:
    """Whether a player may make an opponent show their hand at the showdown.

    TDA 2019 r18: a player who has given up their cards loses any right (18-A); a river caller has
    an inalienable right to see the last aggressor's hand (18-B, addendum example 2); any other
    request is at the TD's discretion. ROPTA 10.5: only players who called a river bet or raise
    may ask, and only to see the last bettor's or raiser's hand.
    """
    p, others, cards = rules["see_hand_right"], rules["see_hand_other_requests"], rules["see_hand_requires_cards"]
    if (r := _unruled(p)) is not None:
        return r
    if cards.value is True and not inp.requester_has_cards:
        return ruled(cite(cards), right=False)
    if inp.river_bet and inp.requester_called and inp.target_is_last_aggressor:
        return ruled(cite(p), right=True)
    if others.is_discretion:
        return discretion(cite(p, others), others.note or "")
    if (r := _unruled(others)) is not None:
        return r
    return ruled(cite(p, others), right=others.value != "refused")


class OpenHandsInput(Input):
    all_in: int = Field(ge=0, description="players in the hand who are all-in")
    with_chips: int = Field(ge=0, description="players in the hand who still have chips")
    betting_over: bool = Field(description="the betting on this street is over")
    river: bool = Field(False, description="this street is the river")

    @model_validator(mode="after")
    def _possible(self) -> OpenHandsInput:
        if self.all_in + self.with_chips < 2:
            raise ValueError("a hand needs at least two players")
        return self


@situation("open_hands", OpenHandsInput, {"expose"})
def open_hands(inp: OpenHandsInput, rules: Ruleset) -> Ruling:
    """Whether every hand is turned face up now, in an all-in.

    As soon as a player is all-in and no more betting is possible (TDA 2019 r16, ROPTA 10.4);
    when at most one player in the hand still has chips (TDA 2010 r9, club-tournois 10-7,
    club-nlhe 11.8 — read once the betting on the street is over).
    """
    p = rules["all_in_hands_exposed"]
    if (r := _unruled(p)) is not None:
        return r
    if p.value == "no_more_betting":
        done = inp.betting_over and (inp.with_chips <= 1 or inp.river)
        return ruled(p.articles, expose=inp.all_in >= 1 and done)
    if p.value == "one_player_with_chips":
        return ruled(p.articles, expose=inp.all_in >= 1 and inp.betting_over and inp.with_chips <= 1)
    raise ValueError(f"unknown value {p.value!r} of all_in_hands_exposed")


# --- misdeals, seated at the deal ---------------------------------------------------------------------

MisdealEvent = Literal["first_or_second_card_exposed", "two_cards_exposed", "boxed_cards", "first_card_wrong_seat",
                       "wrong_deal_order", "card_to_empty_seat", "player_missed", "wrong_number_of_cards",
                       "extra_card_to_small_blind"]


class MisdealInput(Input):
    event: MisdealEvent = Field(description="what went wrong in the initial deal (exposed cards: by the dealer; "
                                "an extra card to the small blind is a wrong number of cards unless a rulebook "
                                "says otherwise)")
    substantial_action: bool = Field(False, description="a substantial action took place before it was noticed")


@situation("misdeal", MisdealInput, {"misdeal", "hand_continues", "affected_hand_dead"})
def misdeal(inp: MisdealInput, rules: Ruleset) -> Ruling:
    """Whether an error in the initial deal is a misdeal.

    TDA 2019 r35-A lists (not limitatively) two or more cards boxed in the deck, the first card to
    the wrong seat, cards to an empty seat, a player dealt out, the first or second card or any two
    hole cards exposed by the dealer; after a substantial action the hand goes on and only hands
    with a wrong number of cards are dead (35-D, 38). TDA 2010 r27: in flop games, a misdeal only
    if the very first or second card is exposed. ROPTA 6.1 and 5.4: first or second card exposed,
    two or more cards exposed, a card to a seat that should get none, a player forgotten, a wrong
    number of cards noticed before a substantial action, two boxed cards; after a substantial
    action the hand goes on (6.7). club-tournois 2-3, 2-5, 2-17 and club-nlhe 4.19 (an extra
    card to the small blind is not a misdeal), 4.23 (two players have bet: the hand goes on).
    """
    listed, never, unlisted, after = (rules["misdeal_triggers"], rules["misdeal_not"], rules["misdeal_unlisted"],
                                      rules["misdeal_after_substantial_action"])
    if inp.substantial_action and after.value == "hand_continues":
        return ruled(cite(after), misdeal=False, hand_continues=True, affected_hand_dead=True)
    if not (never.is_silent or never.is_discretion) and inp.event in never.value:
        return ruled(cite(never), misdeal=False)
    event = "wrong_number_of_cards" if inp.event == "extra_card_to_small_blind" else inp.event
    if not (listed.is_silent or listed.is_discretion) and event in listed.value:
        return ruled(cite(listed), misdeal=True)
    if unlisted.is_discretion:
        return discretion(cite(listed, unlisted), unlisted.note or "")
    return silent(unlisted.note or "", cite(listed, unlisted))


class SeatedInput(Input):
    arrived: Literal["before_first_card", "during_deal", "after_deal"] = Field(
        description="when the player was back at their seat")


@situation("seated_at_deal", SeatedInput, {"live"})
def seated_at_deal(inp: SeatedInput, rules: Ruleset) -> Ruling:
    """Whether a player back at their seat then has a live hand: seated when the first card is
    dealt (TDA 2019 r30, ROPTA 4.1) or when the last card is (TDA 2010 r22, club-nlhe 4.21 and 5.4)."""
    p = rules["seated_by"]
    if (r := _unruled(p)) is not None:
        return r
    if p.value == "first_card":
        return ruled(p.articles, live=inp.arrived == "before_first_card")
    if p.value == "last_card":
        return ruled(p.articles, live=inp.arrived != "after_deal")
    raise ValueError(f"unknown value {p.value!r} of seated_by")


# --- new level ---------------------------------------------------------------------------------------


class NewLevelInput(Input):
    clock_ends: Literal["after_pot_awarded", "during_shuffle", "during_deal"] = Field(
        description="when the level's time runs out, between the last pot and the next hand's deal")
    old_level_by_mistake: bool = Field(False, description="the hand was nevertheless started on the old blinds")
    substantial_action: bool = Field(False, description="a substantial action took place before it was noticed")


@situation("new_level", NewLevelInput, {"applies_to", "continues_on_old_level"})
def new_level(inp: NewLevelInput, rules: Ruleset) -> Ruling:
    """Whether the new blinds apply to the hand about to be played.

    The new level applies to the next hand not yet begun: a hand begins at the first riffle or
    when the shuffler's button is pushed (TDA 2019 r23), when the deck starts being shuffled
    (TDA 2010 r18, club-tournois 8-4/8-5, club-nlhe 9.4/9.5), as soon as the previous pot is
    awarded (ROPTA 3.1). A hand begun on the old blinds by mistake goes on at that level after a
    substantial action (TDA 2019 r23, ROPTA 3.1).
    """
    p = rules["hand_starts_at"]
    if (r := _unruled(p)) is not None:
        return r
    steps = ["pot_awarded", "shuffle", "deal"]
    ends = {"after_pot_awarded": 0, "during_shuffle": 1, "during_deal": 2}[inp.clock_ends]
    begun = ends >= steps.index(p.value)
    applies = "next_hand" if begun else "this_hand"
    value: dict[str, object] = {"applies_to": applies}
    used = [p]
    if applies == "this_hand" and inp.old_level_by_mistake:
        w = rules["wrong_level_hand_continues"]
        if (r := _unruled(w)) is not None:
            return r
        value["continues_on_old_level"] = inp.substantial_action
        used.append(w)
    return ruled(cite(*used), **value)


# --- hand-for-hand -----------------------------------------------------------------------------------


class Busted(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    player: str
    table: str = "1"
    stack: PositiveInt | None = Field(None, description="stack at the start of the hand")


class EliminationsInput(Input):
    players_left: int = Field(ge=2, description="players left when the hand began")
    paid_places: PositiveInt
    busted: list[Busted] = Field(min_length=2)

    @model_validator(mode="after")
    def _possible(self) -> EliminationsInput:
        if len(self.busted) >= self.players_left:
            raise ValueError("at least one player must be left")
        if len({b.player for b in self.busted}) != len(self.busted):
            raise ValueError("a player is listed twice")
        return self


@situation("simultaneous_eliminations", EliminationsInput, {"groups"})
def simultaneous_eliminations(inp: EliminationsInput, rules: Ruleset) -> Ruling:
    """Places of players out in the same hand.

    TDA 2019 PR-8 A (hand-for-hand): they share the money of the paid places reached in that hand.
    ROPTA 1.10 and 2.7: at one table the bigger stack at the start of the hand ranks higher (equal
    stacks: tied); at different tables they tie, sharing the last paid prize. club-tournois 10-10,
    club-nlhe 11.11: the bigger stack at the start of the hand ranks higher.
    """
    p = rules["simultaneous_eliminations"]
    if (r := _unruled(p)) is not None:
        return r
    best = inp.players_left - len(inp.busted) + 1
    tables = {b.table for b in inp.busted}
    if p.value == "share_places_reached" or (p.value == "stack_same_table_else_tie" and len(tables) == len(inp.busted)
                                             and len(tables) > 1):
        groups = [sorted(b.player for b in inp.busted)]
    elif p.value in ("stack", "stack_same_table_else_tie"):
        if p.value == "stack_same_table_else_tie" and len(tables) > 1:
            return silent("ROPTA 1.10 and 2.7 decide players out at one table, or each at a different table; "
                          "not a mix of both", p.articles)
        if any(b.stack is None for b in inp.busted):
            raise ValueError("this rulebook ranks by stack at the start of the hand: give each player's stack")
        by_stack: dict[int, list[str]] = {}
        for b in inp.busted:
            by_stack.setdefault(b.stack, []).append(b.player)
        if p.value == "stack" and any(len(v) > 1 for v in by_stack.values()):
            return silent("equal stacks at the start of the hand: the rule ranks the bigger stack first only",
                          p.articles)
        groups = [sorted(by_stack[s]) for s in sorted(by_stack, reverse=True)]
    else:
        raise ValueError(f"unknown value {p.value!r} of simultaneous_eliminations")
    out = []
    place = best
    for g in groups:
        places = list(range(place, place + len(g)))
        out.append({"players": g, "places": places, "paid_places": [n for n in places if n <= inp.paid_places]})
        place += len(g)
    return ruled(p.articles, groups=out)


class HandForHandClockInput(Input):
    level_minutes: PositiveInt


@situation("hand_for_hand_clock", HandForHandClockInput, {"minutes_per_hand", "hands"})
def hand_for_hand_clock(inp: HandForHandClockInput, rules: Ruleset) -> Ruling:
    """Hands played per level during hand-for-hand, the clock moving 2 minutes a hand (TDA 2019
    PR-8 D: "15 mains seront jouées sur un level de 30min"; ROPTA 2.7)."""
    p = rules["hand_for_hand_minutes_per_hand"]
    if (r := _unruled(p)) is not None:
        return r
    return ruled(p.articles, minutes_per_hand=int(p.value), hands=-(-inp.level_minutes // int(p.value)))
