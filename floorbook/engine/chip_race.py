"""The chip race: colouring up a denomination taken out of play, and chips of it found later
(tda-2010/16, tda-2019/24, ropta-2023/3.2, club-tournois/12-1 to club-tournois/12-6, club-nlhe/13.1 to
club-nlhe/13.7); chips lost, then found (tda-2019/64).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Annotated

from floorbook.engine.bounds import DECK, TABLE_SEATS
from floorbook.engine.outcomes import Ruling, Status, partial, ruled, silent, unsettled
from floorbook.engine.registry import (
    Amount,
    Input,
    InputError,
    MaxItems,
    MinItems,
    Positive,
    Seat,
    check_seat_numbers,
    doc,
    situation,
)
from floorbook.engine.rulesets import Ruleset, cite

RANKS = "23456789TJQKA"
SUITS = {"s": "spades", "h": "hearts", "d": "diamonds", "c": "clubs"}


def parse_card(card: str) -> tuple[int, str]:
    """A card as (rank index, suit): "10h" and "Th" are both a ten of hearts.

    >>> parse_card("As"), parse_card("10h") == parse_card("Th")
    ((12, 'spades'), True)
    """
    text = card.strip()
    rank, suit = text[:-1].upper(), text[-1:].lower()
    rank = "T" if rank == "10" else rank
    if len(rank) != 1 or rank not in RANKS or suit not in SUITS:
        raise ValueError(f"not a card: {card!r} (rank 2-9, T/10, J, Q, K, A then suit s, h, d, c)")
    return RANKS.index(rank), SUITS[suit]


@dataclass(frozen=True, kw_only=True)
class ChipRaceInput(Input):
    removed: Positive = field(metadata=doc("the denomination taken out of play"))
    race_to: Positive = field(metadata=doc("the denomination handed out for the odd chips"))
    odd_chips: Annotated[dict[str, Amount], MinItems(1), MaxItems(TABLE_SEATS)] = field(metadata=doc(
        "each player's chips of the removed denomination left after the exact exchange (colour-up)"))
    other_chips: Annotated[dict[str, Amount], MaxItems(TABLE_SEATS)] = field(default_factory=dict, metadata=doc(
        "value of each player's other chips (0: the odd chips are their whole stack); default: some"))
    cards: Annotated[dict[str, Annotated[list[str], MaxItems(DECK)]], MaxItems(TABLE_SEATS)] | None = field(
        default=None, metadata=doc("cards dealt face up, one per odd chip"))
    smallest_remaining: Positive | None = field(default=None, metadata=doc(
        "smallest denomination still in play (default: race_to)"))
    chips_awarded: Amount | None = field(default=None, metadata=doc(
        "number of chips to hand out, when the rulebook does not say how to count it"))
    seats: Annotated[dict[str, Seat], MaxItems(TABLE_SEATS)] | None = field(default=None, metadata=doc(
        "each player's seat (every player at the table, or at least those with odd chips): gives the seat the "
        "dealing starts from and the order in which the cards are dealt"))
    dealer: Seat | None = field(default=None, metadata=doc(
        "the seat of the button (in dealerless games, the new dealer)"))
    table_size: Seat = field(default=10, metadata=doc("seats are numbered 1..table_size clockwise"))

    def check(self) -> None:
        if self.race_to <= self.removed or self.race_to % self.removed:
            raise ValueError(f"race_to ({self.race_to}) must be a multiple of removed ({self.removed}) above it")
        if self.smallest_remaining is not None and self.smallest_remaining > self.race_to:
            raise InputError(("smallest_remaining",), f"the smallest chip still in play ({self.smallest_remaining}) "
                             f"cannot be above the chips the race gives ({self.race_to}): they are in play")
        if self.smallest_remaining is not None and self.smallest_remaining <= self.removed:
            raise InputError(("smallest_remaining",), f"the smallest chip still in play ({self.smallest_remaining}) "
                             f"must be above the chip the race removes ({self.removed})")
        # the exact exchange is made into the smallest chip still in play when it is smaller than the raced one
        exchanged = min(self.race_to, self.smallest_remaining or self.race_to)
        for who, n in self.odd_chips.items():
            if n * self.removed >= exchanged:
                raise ValueError(f"{who}: {n} × {self.removed} make {n * self.removed}, enough for a {exchanged}: "
                                 "only the chips left over once the rest is exchanged are raced (fewer than "
                                 f"{exchanged // self.removed})")
        if not any(self.odd_chips.values()):  # a race of the odd chips needs one (tda-2019/24, ropta-2023/3.2)
            raise InputError(("odd_chips",), f"nobody holds an odd chip of {self.removed}: there is nothing to race")
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
                for i, c in enumerate(cards):
                    try:
                        key = parse_card(c)
                    except ValueError as err:
                        raise InputError(("cards", who, i), str(err)) from None
                    if key in seen:
                        raise ValueError(f"card {c} dealt twice")
                    seen.add(key)
            missing = [w for w, n in self.odd_chips.items() if n and w not in self.cards]
            if missing:
                raise ValueError(f"no cards given for {missing}")
        if self.chips_awarded is not None and self.chips_awarded > sum(1 for n in self.odd_chips.values() if n):
            raise ValueError("more chips to hand out than players in the race (one chip at most each)")
        if self.seats is not None:
            holder: dict[int, str] = {}
            for who, seat in self.seats.items():
                if seat in holder:
                    raise InputError(("seats", who), f"seat {seat} is already {holder[seat]}'s: two players are "
                                     "given the same seat")
                holder[seat] = who
            unseated = sorted(w for w, n in self.odd_chips.items() if n and w not in self.seats)
            if unseated:
                raise ValueError(f"no seat given for {unseated}")
        seats = [(("seats", who), s) for who, s in (self.seats or {}).items()]
        check_seat_numbers([*seats, (("dealer",), self.dealer)], self.table_size)


def chip_race_count(total: int, race_to: int, rounding: str) -> int:
    """How many chips of ``race_to`` the odd chips of the table (worth ``total``) are raced for.

    ``half_up`` (ropta-2023/3.2: rounded up once 50% of the higher chip is reached, else down) or
    ``up`` (club-tournois/12-5, club-nlhe/13.5: rounded up).

    >>> chip_race_count(125, 100, "half_up"), chip_race_count(150, 100, "half_up"), chip_race_count(125, 100, "up")
    (1, 2, 2)
    """
    whole, rest = divmod(total, race_to)
    if rounding == "half_up":  # ropta-2023/3.2
        return whole + (1 if 2 * rest >= race_to else 0)
    if rounding == "up":  # club-tournois/12-5, club-nlhe/13.5
        return whole + (1 if rest else 0)
    raise ValueError(f"unknown chip race rounding {rounding!r}")


def deal_start(inp: ChipRaceInput, deal_from: str) -> tuple[int | None, list[str] | None]:
    """The seat the chip race's cards are dealt from, and the order in which the players with odd
    chips get their cards (clockwise from that seat); None when the seats needed are not given.

    ``seat_1`` (tda-2010/16 « la place n°1 à gauche du croupier », tda-2019/24 « en démarrant toujours
    du siège 1 », ropta-2023/3.2 « en commençant par la place 1 »), ``button`` (club-tournois/12-1 « en
    partant du bouton ou du donneur »), ``left_of_dealer`` (club-nlhe/13.1: the new dealer « distribue alors une
    carte par jetons en partant de sa gauche »: the first player seated to the dealer's left).

    >>> race = ChipRaceInput(removed=25, race_to=100, odd_chips={"A": 1, "B": 2, "C": 1},
    ...                      seats={"A": 2, "B": 5, "C": 8, "D": 9}, dealer=8)
    >>> deal_start(race, "seat_1"), deal_start(race, "button"), deal_start(race, "left_of_dealer")
    ((1, ['A', 'B', 'C']), (8, ['C', 'A', 'B']), (9, ['A', 'B', 'C']))
    """
    if deal_from == "seat_1":  # tda-2010/16, tda-2019/24, ropta-2023/3.2
        seat: int | None = 1
    elif deal_from == "button":  # club-tournois/12-1
        seat = inp.dealer
    elif deal_from == "left_of_dealer":  # club-nlhe/13.1
        taken = sorted(set((inp.seats or {}).values()) - {inp.dealer}) if inp.seats and inp.dealer else []
        seat = next((s for s in [*(x for x in taken if x > (inp.dealer or 0)), *taken]), None)
    else:
        raise ValueError(f"unknown value {deal_from!r} of chip_race_deal_from")
    if seat is None or inp.seats is None:
        return seat, None
    racers = [w for w, n in inp.odd_chips.items() if n]
    return seat, sorted(racers, key=lambda w: (inp.seats[w] - seat) % inp.table_size)  # type: ignore[index]


def winning_order(cards: Mapping[str, Sequence[str]], suits: Sequence[str] | None,
                  per_player: int) -> tuple[list[str], list[int]]:
    """The players in the order the race's chips go to them: highest card first, ties of rank broken by
    ``suits`` (from the highest), at most ``per_player`` chips each (tda-2010/16, tda-2019/24, ropta-2023/3.2,
    club-tournois/12-4, club-nlhe/13.4); and where a tie of ranks leaves the order open (no suit order,
    tda-2010/16): each ``i`` whose player ties with the next one's.

    >>> winning_order({"A": ["Ah", "9c"], "B": ["As"], "C": ["Kc"]}, ["spades", "hearts", "diamonds", "clubs"], 1)
    (['B', 'A', 'C'], [])
    >>> winning_order({"A": ["Ah", "9c"], "B": ["As"], "C": ["Kc"]}, None, 1)
    (['A', 'B', 'C'], [0])
    """
    def key(item: tuple[tuple[int, str], str]) -> tuple[int, int]:
        (rank, suit), _ = item
        return rank, (len(suits) - list(suits).index(suit)) if suits else 0

    dealt = sorted(((parse_card(c), who) for who, hand in cards.items() for c in hand), key=key, reverse=True)
    won: dict[str, int] = {}
    ranked: list[str] = []
    ties: list[int] = []
    last: tuple[int, int] | None = None
    for item in dealt:
        who = item[1]
        if won.get(who, 0) >= per_player:
            continue
        if suits is None and last is not None and key(item)[0] == last[0]:
            ties.append(len(ranked) - 1)  # the chip the previous card took is tied with this one
        won[who] = won.get(who, 0) + 1
        ranked.append(who)
        last = key(item)
    return ranked, ties


@situation("chip_race", ChipRaceInput, {"chips_awarded", "value_removed", "value_awarded", "deal_from", "winners",
                                         "at_risk", "bonus_chips", "deal_from_seat", "deal_order", "winning_order"})
def chip_race(inp: ChipRaceInput, rules: Ruleset) -> Ruling:
    """Chip race of the odd chips: how many higher chips, who wins them (the highest cards: tda-2019/24,
    ropta-2023/3.2, club-tournois/12-4, club-nlhe/13.4; our reading of tda-2010/16), nobody eliminated.

    Number of chips: ropta-2023/3.2 (rounded up from 50% of the higher chip, else down),
    club-tournois/12-5 and club-nlhe/13.5 (rounded up); tda-2019/24 and tda-2010/16 do not say
    (give ``chips_awarded``). One card per odd chip, the highest cards win, one chip at most per
    player (tda-2010/16, tda-2019/24, ropta-2023/3.2, club-tournois/12-4, club-nlhe/13.4); ties
    broken by suit, spades > hearts > diamonds > clubs (tda-2019/24, ropta-2023/3.2,
    club-tournois/12-3, club-nlhe/13.3). Nobody is eliminated: a player left without chips gets a
    chip of the smallest denomination still in play (tda-2019/24, ropta-2023/3.2 — in addition to the
    race —, club-tournois/12-6, club-nlhe/13.6) or "un jeton supérieur" (tda-2010/16). The deal starts
    at seat 1 (tda-2010/16, tda-2019/24, ropta-2023/3.2), at the button (club-tournois/12-1) or at the
    new dealer's left (club-nlhe/13.1): given the seats (``seats``, ``dealer``), ``deal_from_seat`` is that
    seat and ``deal_order`` the order in which the players with odd chips get their cards
    (:func:`deal_start`).

    >>> rules = Ruleset.of("ropta-2023", chip_race_rounding=("half_up", "ropta-2023/3.2"), chip_race_max_per_player=1,
    ...                    chip_race_suit_order=["spades", "hearts", "diamonds", "clubs"],
    ...                    chip_race_no_elimination="smallest_remaining_chip", chip_race_deal_from="seat_1",
    ...                    chip_race_winners=("highest_cards", "ropta-2023/3.2"))
    >>> race = ChipRaceInput(removed=25, race_to=100, odd_chips={"A": 3, "B": 2, "C": 1},
    ...                      cards={"A": ["Ks", "2c", "7d"], "B": ["Kh", "9s"], "C": ["Qd"]})
    >>> chip_race(race, rules).value
    {'chips_awarded': 2, 'value_removed': 150, 'value_awarded': 200, 'deal_from': 'seat_1', 'deal_from_seat': 1, \
'deal_order': None, 'winners': ['A', 'B'], 'bonus_chips': {}}
    """
    rounding, most = rules["chip_race_rounding"], rules["chip_race_max_per_player"]
    suits, safety = rules["chip_race_suit_order"], rules["chip_race_no_elimination"]
    start = rules["chip_race_deal_from"]
    total = sum(n * inp.removed for n in inp.odd_chips.values())
    racers = [w for w, n in inp.odd_chips.items() if n]
    statuses: dict[str, Status] = {}
    notes: list[str] = []
    count: int | None
    if inp.chips_awarded is not None and (rounding.is_silent or rounding.is_discretion):
        count = inp.chips_awarded  # tda-2010/16, tda-2019/24 do not say how many: given
        used = [most, safety, start]
    else:
        used = [rounding, most, safety, start]
        if (open_count := unsettled(rounding)) is not None:  # tda-2010/16, tda-2019/24: how many is not said,
            # the rest of the race is (a part of the answer, not the whole ruling)
            statuses.update(dict.fromkeys(("chips_awarded", "value_awarded"), open_count.status))
            notes.append(open_count.note)
            count = None
        else:  # the rulebook counts (ropta-2023/3.2, club-tournois/12-5, club-nlhe/13.5): a count given is not its own
            count = chip_race_count(total, inp.race_to, str(rounding.value))
            if inp.chips_awarded is not None and inp.chips_awarded != count:
                notes.append("the rulebook counts the chips itself: the number given is not used")
    if (r := unsettled(most)) is not None:
        return r
    per_player = int(most.value)
    if count is not None:
        count = min(count, per_player * len(racers))
    # deal_from is shown as the rulebook gives it (silent and discretion included), with that status
    value: dict[str, object] = {"chips_awarded": count, "value_removed": total,
                                "value_awarded": None if count is None else count * inp.race_to,
                                "deal_from": start.value}
    if (open_start := unsettled(start)) is not None:
        statuses.update(dict.fromkeys(("deal_from", "deal_from_seat", "deal_order"), open_start.status))
        value.update(deal_from_seat=None, deal_order=None)
    else:
        value["deal_from_seat"], value["deal_order"] = deal_start(inp, str(start.value))
    note = " ".join(n for n in notes if n)
    if count is not None and (count == 0 or (per_player == 1 and count == len(racers))):
        # nothing for the cards to decide: no chip to win, or one for every player with odd chips (one chip at
        # most each: tda-2010/16, tda-2019/24, ropta-2023/3.2, club-tournois/12-4, club-nlhe/13.4); who is left
        # without chips gets the chip the rule gives (tda-2010/16, tda-2019/24, ropta-2023/3.2, club-tournois/12-6,
        # club-nlhe/13.6)
        for name in ("deal_from", "deal_from_seat", "deal_order"):
            statuses.pop(name, None)
        value.update(deal_from="no_race", deal_from_seat=None, deal_order=None)
        winners = [] if count == 0 else racers
        if (open_safety := unsettled(safety)) is not None:
            statuses["bonus_chips"] = open_safety.status
        return partial(cite(*(u for u in used if u is not start)), statuses, note, **value, winners=winners,
                       bonus_chips=None if open_safety else _bonus_chips(inp, str(safety.value), set(winners)))
    if inp.cards is None:
        at_risk = sorted(w for w, v in inp.other_chips.items() if v == 0)
        return partial(cite(*used), statuses, note, **value, at_risk=at_risk)
    high = rules["chip_race_winners"]  # tda-2019/24, ropta-2023/3.2, club-tournois/12-4, club-nlhe/13.4; our reading
    if (r := unsettled(high)) is not None:  # of tda-2010/16
        return r
    if high.value != "highest_cards":
        raise ValueError(f"unknown value {high.value!r} of chip_race_winners")
    used.append(high)
    order = suits.value if not (suits.is_silent or suits.is_discretion) else None
    ranked, ties = winning_order(inp.cards, order, per_player)
    if count is None:  # tda-2010/16, tda-2019/24: how many is not said, so neither who wins nor who is left without
        # chips; the order in which the cards give the chips is (highest card first, one chip at most per player),
        # and who cannot be knocked out by the race (tda-2010/16 « On ne peut être éliminé par un chip race »,
        # tda-2019/24)
        if ties:  # tda-2010/16 gives no suit order: a tie of ranks leaves the order open from there
            statuses["winning_order"] = (unsettled(suits) or silent()).status
        at_risk = sorted(w for w, v in inp.other_chips.items() if v == 0)
        if (open_safety := unsettled(safety)) is not None:
            statuses["at_risk"] = open_safety.status
        return partial(cite(*used, suits), statuses, note, **value, winning_order=None if ties else ranked,
                       at_risk=at_risk)
    undecided: set[str] = set()
    if count - 1 in ties:  # tda-2010/16 gives no suit order: a tie of ranks decides the last chip
        start, end = count - 1, count
        while start - 1 in ties:
            start -= 1
        while end in ties:
            end += 1
        undecided = set(ranked[start:end + 1]) - set(ranked[:start])
        winners = ranked[:start]
    else:
        winners = ranked[:count]
    won = set(winners)
    used.append(suits)
    bonus: dict[str, int] | None = None
    if (open_safety := unsettled(safety)) is not None:
        statuses["bonus_chips"] = open_safety.status  # type: ignore[assignment]
    else:
        bonus = _bonus_chips(inp, str(safety.value), won)
    if undecided:  # who wins the tied chip is open; a tied player left with no other chips is not knocked out
        # either way: he wins the chip, or gets the chip the rule gives (tda-2010/16, tda-2019/24, ropta-2023/3.2,
        # club-tournois/12-6, club-nlhe/13.6): he is said safe, his bonus left to the tie
        tie = (unsettled(suits) or silent()).status
        statuses["winners"] = tie  # type: ignore[assignment]
        safe = sorted(w for w in undecided if inp.other_chips.get(w) == 0)
        extra: dict[str, object] = {}
        if bonus is not None:
            bonus = {w: v for w, v in bonus.items() if w not in undecided}
            if safe:
                extra["at_risk"] = safe
        return partial(cite(*used), statuses,
                       f"a tie of ranks decides the last chip and the rulebook gives no suit order. "
                       f"{suits.note or ''}".strip(), **value, winners=None, bonus_chips=bonus, **extra)
    return partial(cite(*used), statuses, note, **value, winners=winners, bonus_chips=bonus)


def _bonus_chips(inp: ChipRaceInput, safety: str, won: set[str]) -> dict[str, int]:
    """The chip each player left with none after the race is given: ``higher_chip``, tda-2010/16 « un jeton
    supérieur »; ``smallest_remaining_chip``, tda-2019/24, ropta-2023/3.2, club-tournois/12-6, club-nlhe/13.6.

    >>> _bonus_chips(ChipRaceInput(removed=25, race_to=100, odd_chips={"A": 1, "B": 1}, other_chips={"A": 0, "B": 0},
    ...                            smallest_remaining=100), "higher_chip", {"B"})
    {'A': 100}
    """
    chip = inp.race_to if safety == "higher_chip" else (inp.smallest_remaining or inp.race_to)
    return {who: chip for who, v in inp.other_chips.items() if v == 0 and who not in won}


@dataclass(frozen=True, kw_only=True)
class FoundChipsInput(Input):
    value: Positive = field(metadata=doc("value of chips of a removed denomination found after the chip race"))
    smallest_remaining: Positive = field(metadata=doc("smallest denomination still in play"))

    def check(self) -> None:
        if self.smallest_remaining == 1:  # a removed denomination was smaller than every one still in play
            raise InputError(("smallest_remaining",), "a chip removed by the race was smaller than the smallest "
                             "still in play: that one cannot be 1")


@situation("found_chips_after_race", FoundChipsInput, {"exchanged", "removed"})
def found_chips_after_race(inp: FoundChipsInput, rules: Ruleset) -> Ruling:
    """Chips of a removed denomination found after the chip race: what is exchanged, what is removed.

    Exchanged for exact amounts only, the rest removed (tda-2019/24 item C, ropta-2023/3.2), or all
    removed (club-nlhe/13.7).

    >>> rules = Ruleset.of("tda-2019", chip_race_found_chips=("exchange_exact_only", "tda-2019/24"))
    >>> found_chips_after_race(FoundChipsInput(value=125, smallest_remaining=100), rules).value
    {'exchanged': 100, 'removed': 25}
    """
    p = rules["chip_race_found_chips"]
    if (r := unsettled(p)) is not None:
        return r
    if p.value == "removed":  # club-nlhe/13.7
        return ruled(p.articles, exchanged=0, removed=inp.value)
    exchanged = inp.value // inp.smallest_remaining * inp.smallest_remaining  # tda-2019/24 item C, ropta-2023/3.2
    return ruled(p.articles, exchanged=exchanged, removed=inp.value - exchanged)


# --- chips lost, then found --------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class LostChipsInput(Input):
    owner_known: bool = field(metadata=doc("whose chips they are can be told with certainty"))


@situation("lost_chips_found", LostChipsInput, {"removed"})
def lost_chips_found(inp: LostChipsInput, rules: Ruleset) -> Ruling:
    """Chips lost, then found (under the table, on the floor): whether they are taken out of play.

    Their owner cannot be told with certainty: taken out of play and returned to the tournament's stock of
    chips (tda-2019/64); what becomes of chips whose owner is known is not said.

    >>> rules = Ruleset.of("tda-2019", lost_chips_found=("removed_if_owner_unknown", "tda-2019/64"))
    >>> lost_chips_found(LostChipsInput(owner_known=False), rules).value
    {'removed': True}
    >>> lost_chips_found(LostChipsInput(owner_known=True), rules).status
    'silent'
    """
    p = rules["lost_chips_found"]
    if (r := unsettled(p)) is not None:
        return r
    if p.value == "removed_if_owner_unknown":  # tda-2019/64: « devront être sortis du jeu et remis à l'inventaire »
        if inp.owner_known:
            return silent(p.note or "", cite(p))
        return ruled(cite(p), removed=True)
    raise ValueError(f"unknown value {p.value!r} of lost_chips_found")
