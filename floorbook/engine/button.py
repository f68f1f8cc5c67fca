"""The button and the blinds: who posts what at the next hand after eliminations and newcomers
(the dead button), heads-up, and a short big blind with a big-blind ante.

tda-2010/5 and tda-2010/24 to tda-2010/26; tda-2019/8, tda-2019/10, tda-2019/32 to tda-2019/34 and
tda-2019/PR-11; ropta-2023/2.3, ropta-2023/2.5 and ropta-2023/4.2 to ropta-2023/4.4; club-tournois/8-6 to
club-tournois/8-17; club-nlhe/9.6 to club-nlhe/9.17. Seats are numbered clockwise from 1 to the table size.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Literal

from floorbook.engine.bounds import TABLE_SEATS
from floorbook.engine.outcomes import Ruling, on_its_words, partial, ruled, silent, unsettled
from floorbook.engine.pots import build_pots
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
from floorbook.engine.rulesets import Parameter, Ruleset, cite, cite_open

AnteFormat = Literal["classic", "button", "big_blind"]


# --- the next hand: button, blinds, newcomers ---------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class NextHandInput(Input):
    seats: Annotated[list[Seat], MinItems(2), MaxItems(TABLE_SEATS)] = field(metadata=doc(
        "seats occupied at the hand just played"))
    button: Seat = field(metadata=doc("the button's seat at that hand (may be an empty seat: dead button)"))
    small_blind: Seat = field(metadata=doc(
        "the small blind's position at that hand (an empty seat if there was no small blind)"))
    big_blind: Seat
    eliminated: Annotated[list[Seat], MaxItems(TABLE_SEATS)] = field(default_factory=list, metadata=doc(
        "players out during that hand"))
    newcomers: Annotated[list[Seat], MaxItems(TABLE_SEATS)] = field(default_factory=list, metadata=doc(
        "seats taken before the next hand"))
    table_size: Seat = field(default=10, metadata=doc("seats are numbered 1..table_size clockwise"))
    ante_format: Literal["none", AnteFormat] = "none"

    def check(self) -> None:
        check_seat_numbers([*((("seats", i), s) for i, s in enumerate(self.seats)), (("button",), self.button),
                            (("small_blind",), self.small_blind), (("big_blind",), self.big_blind),
                            *((("eliminated", i), s) for i, s in enumerate(self.eliminated)),
                            *((("newcomers", i), s) for i, s in enumerate(self.newcomers))], self.table_size)
        if len(set(self.seats)) != len(self.seats) or len(set(self.newcomers)) != len(self.newcomers):
            raise ValueError("a seat is listed twice")
        if self.big_blind not in self.seats:
            raise InputError(("big_blind",), f"seat {self.big_blind} is not among the seats occupied "
                             f"({', '.join(map(str, self.seats))}): the big blind's seat must be occupied")
        if len(self.seats) == 2 and self.button not in self.seats:
            raise InputError(("button",), f"seat {self.button} is not among the seats occupied "
                             f"({', '.join(map(str, self.seats))}): heads-up, the button is one of the two players")
        if len(self.seats) == 2 and self.button == self.big_blind:  # tda-2019/34, tda-2010/26, ropta-2023/4.4
            raise InputError(("big_blind",), f"seat {self.big_blind} is the button: heads-up, the button posts the "
                             "small blind and the other player the big blind")
        if len({self.button, self.small_blind, self.big_blind}) < 3 and len(self.seats) > 2:
            raise ValueError("button, small blind and big blind are three different positions")
        if len(self.seats) > 2 and self.small_blind != self.button:
            order = _clockwise(self.button, self.table_size)  # the blinds follow the button clockwise, in turn
            if order.index(self.small_blind) > order.index(self.big_blind):
                raise InputError(("small_blind",), f"seat {self.small_blind} comes after the big blind (seat "
                                 f"{self.big_blind}) going clockwise from the button (seat {self.button}): the small "
                                 "blind is between the button and the big blind")
        if not set(self.eliminated) <= set(self.seats):
            raise ValueError("eliminated players must have been seated")
        taken = set(self.newcomers) & (set(self.seats) - set(self.eliminated))
        if taken:
            raise ValueError(f"newcomers cannot sit in occupied seats {sorted(taken)}")
        if len((set(self.seats) - set(self.eliminated)) | set(self.newcomers)) < 2:
            raise ValueError("fewer than two players left at this table: there is no next hand to deal here")
        self._no_player_between_the_blinds()

    def _no_player_between_the_blinds(self) -> None:
        """A seat occupied at the hand just played lies between its small and big blinds: impossible, the big blind
        moves on to the next player (tda-2010/24, tda-2019/32, ropta-2023/2.3, club-tournois/8-6, club-nlhe/9.6),
        a newcomer sits down empty-handed only between the button and the small blind (tda-2010/5, tda-2019/8 item A)
        and an absent player is dealt in and his blinds taken: no player is skipped by the blinds."""
        if len(self.seats) == 2 or self.small_blind == self.button:
            return
        skipped = [s for s in _between(self.small_blind, self.big_blind, self.table_size) if s in self.seats]
        if skipped:
            raise InputError(("small_blind",), f"seat {skipped[0]} was occupied at that hand, between the small "
                             f"blind (seat {self.small_blind}) and the big blind (seat {self.big_blind}): the big "
                             "blind moves on to the next player, so a player dealt in never sits between the blinds (a "
                             "seat dealt no cards, such as a late arrival's, is not an occupied seat)")


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


@situation("next_hand", NextHandInput, {"heads_up", "button", "button_dead", "small_blind", "big_blind", "waiting",
                                         "first_card", "dealer", "button_ante"})
def next_hand(inp: NextHandInput, rules: Ruleset) -> Ruling:
    """Button, blinds and who waits at the next hand (dead button, newcomers, heads-up).

    Heads-up (tda-2010/26, tda-2019/34, ropta-2023/4.4, club-tournois/8-16 and club-tournois/8-17,
    club-nlhe/9.16 and club-nlhe/9.17): the big blind moves on to the other player (nobody pays it
    twice running), the button posts the small blind; the first card goes to the big blind
    (tda-2019/34, ropta-2023/4.4).

    ``big_blind_advances`` (tda-2010/24, tda-2019/32): the big blind moves to the next player;
    the small blind is the previous big blind's seat (none if it is empty); the button is the
    previous small blind's position (dead if empty). Newcomers play at once, except between the
    button and the small blind (tda-2010/5, tda-2019/8 item A and tda-2019/10).

    ``big_blind_advances_right_to_button`` (ropta-2023/2.3, ropta-2023/2.5, ropta-2023/4.3): the
    previous small blind keeps the right to act last (button; a newcomer in that player's empty seat
    plays the button); if the previous big blind is still there he posts the small blind and
    newcomers between the button and him wait; if he is gone, the next seat after the button (a
    newcomer's included) posts the small blind — none if it is empty — and the next player the big
    blind (ropta-2023/2.3 "cas (très) spécial"). A dead button is dealt by the player to its right;
    no button ante (ropta-2023/4.3).

    ``big_blind_advances_dealer_repeats`` (club-tournois/8-6, club-tournois/8-13, club-tournois/8-14;
    club-nlhe/9.6, club-nlhe/9.13, club-nlhe/9.14): the big blind moves on; if the new small blind is
    absent there is none and the new dealer deals twice (this hand, then the next by the following rule: our
    reading); if the new dealer is absent the previous one deals again. A newcomer who directly replaces a
    player plays in that position; one seated in a seat empty at the last hand just to the new dealer's left
    sits out a hand; one at the new
    dealer's place plays, the deal passing to his left; anywhere else he plays at once
    (club-tournois/8-9 to club-tournois/8-12, club-nlhe/9.9 to club-nlhe/9.12); a player moved from a broken
    table takes the blinds of his new seat even if he has just posted one at his old table, no complaint
    possible (club-tournois/8-15, club-nlhe/9.15), as under tda-2010/5, tda-2019/10 and ropta-2023/2.3.

    The big blind at seat 3 is out: under ROPTA the previous small blind takes the button and there
    is no small blind (ropta-2023/2.3, the "cas (très) spécial"); under the clubs the new dealer deals, and deals
    the next hand again (club-tournois/8-13, club-tournois/8-14).

    >>> hand = NextHandInput(seats=[1, 2, 3, 4, 5], button=1, small_blind=2, big_blind=3, eliminated=[3])
    >>> ropta = Ruleset.of("ropta-2023", dead_button=("big_blind_advances_right_to_button", "ropta-2023/4.3"),
    ...                    new_player_entry="big_blind_advances_right_to_button",
    ...                    dead_button_dealer="player_to_the_right")
    >>> next_hand(hand, ropta).value
    {'heads_up': False, 'button': 2, 'button_dead': False, 'small_blind': None, 'big_blind': 4, 'waiting': [], \
'dealer': 2}
    >>> clubs = Ruleset.of("club-nlhe", dead_button=("big_blind_advances_dealer_repeats", "club-nlhe/9.13"),
    ...                    new_player_entry="club", dead_button_dealer="previous_dealer")
    >>> next_hand(hand, clubs).value
    {'heads_up': False, 'button': 2, 'button_dead': False, 'small_blind': None, 'big_blind': 4, 'waiting': [], \
'dealer': 2}
    """
    ruling = _next_hand(inp, rules)
    present = (set(inp.seats) - set(inp.eliminated)) | set(inp.newcomers)
    if rules["dead_button"].value == "big_blind_advances_dealer_repeats" and ruling.value \
            and not ruling.value.get("heads_up") and inp.small_blind not in present and inp.button not in present:
        # club-tournois/8-14, club-nlhe/9.14 « Si le nouveau donneur est absent : l'ancien redonne »: the old dealer
        # gone too, who deals (and so the button) is not said; the blinds are
        return partial(ruling.articles, {**ruling.fields, "button": "silent", "dealer": "silent"},
                       "the new dealer and the previous one are both gone: the rules do not say who deals",
                       **{**ruling.value, "button": None, "dealer": None})
    if ruling.value.get("heads_up") and inp.ante_format == "button":  # going heads-up with a button ante: the
        # heads-up antes rule says whether it is still posted (ropta-2023/4.4, fivebet/34; tda-2019/34 silent)
        antes = heads_up_antes(HeadsUpAntesInput(ante_format="button"), rules)
        articles = tuple(dict.fromkeys((*ruling.articles, *antes.articles)))
        open_ante = {} if antes.status == "ruled" else {"button_ante": antes.status}
        note = " ".join(n for n in (ruling.note, antes.note) if n)
        return on_its_words(partial(articles, {**ruling.fields, **open_ante}, note, **ruling.value,
                                    button_ante=antes.value.get("antes")), *ruling.plain, *antes.plain)
    return ruling


def _next_hand(inp: NextHandInput, rules: Ruleset) -> Ruling:
    """:func:`next_hand` before the clubs' dealer is checked (tda-2010/24, tda-2019/32, ropta-2023/2.3,
    club-tournois/8-6, club-nlhe/9.6)."""
    size = inp.table_size
    prev = set(inp.seats)
    out = set(inp.eliminated)
    newcomers = set(inp.newcomers)
    present = (prev - out) | newcomers
    old_sb, old_bb, old_button = inp.small_blind, inp.big_blind, inp.button

    if len(present) == 2:
        return _heads_up(present, old_bb, [], size, rules)

    mode = rules["dead_button"]
    if (r := unsettled(mode)) is not None:
        return r
    entry, dealer_p = rules["new_player_entry"], rules["dead_button_dealer"]
    waiting: list[int] = []
    dealer: int | None = None
    idle: tuple[Parameter, ...] = ()  # parameters read for their own words only: no reading of ours said for them
    if mode.value == "big_blind_advances":  # tda-2010/24 and tda-2010/5; tda-2019/32, tda-2019/8 item A, tda-2019/10
        button = old_sb
        sb_pos = old_bb
        small = sb_pos if sb_pos in present else None
        if newcomers and entry.value == "not_between_small_blind_and_button":
            waiting = [s for s in _between(button, sb_pos, size) if s in newcomers]
        live = present - set(waiting)
        big = _next(old_bb, live, size)
        button_dead = button not in present
    elif mode.value == "big_blind_advances_right_to_button":  # ropta-2023/2.3, ropta-2023/2.5, ropta-2023/4.3
        button = old_sb
        button_dead = button not in present
        if old_bb in present and old_bb not in newcomers:
            small = old_bb
            waiting = [s for s in _between(button, old_bb, size) if s in newcomers]
            big = _next(old_bb, present - set(waiting), size)
        else:  # ropta-2023/2.3 "cas (très) spécial": the previous big blind is gone
            known = prev | newcomers
            first_seat = _next(button, known - {button}, size)
            small = first_seat if first_seat in present else None
            big = _next(first_seat, present, size)
        dealer = _previous(button, present, size) if button_dead else button
    elif mode.value == "big_blind_advances_dealer_repeats":
        # club-tournois/8-6, club-tournois/8-9 to club-tournois/8-14; club-nlhe/9.6, club-nlhe/9.9 to club-nlhe/9.14
        small = old_bb if old_bb in present else None  # club-tournois/8-13: the new small blind absent, there is none
        if old_sb not in present:  # club-tournois/8-14, club-nlhe/9.14: the new dealer absent, « l'ancien redonne »
            button = old_button if old_button in present else _previous(old_sb, present, size)
        else:  # the new dealer deals; with no small blind (club-tournois/8-13 « le donneur donne 2 fois », our
            button = old_sb  # reading) he deals the next hand too, by club-tournois/8-14
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
        if small is not None and old_sb in present:  # nobody absent: the reading of « absent » and of the dealer
            idle = (mode, dealer_p)  # dealing twice (club-tournois/8-13, club-tournois/8-14) plays no part
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
    if inp.ante_format == "button" and rules["table_ante"].is_silent:
        # a rulebook that never speaks of one player's ante for the table (tda-2010, the clubs: table_ante) does not
        # say who posts it
        t = rules["table_ante"]
        used.append(t)
        return on_its_words(partial(cite_open(*used), {"button_ante": "silent"}, t.note or "", **value,
                                    button_ante=None), *idle)
    if inp.ante_format == "button":
        p = rules["button_ante_dead_button"]
        if button_dead:  # ropta-2023/4.3: no button ante on a dead button; elsewhere a part left unsaid or to the TD
            used.append(p)
            if (open_ante := unsettled(p)) is not None:
                return partial(cite(*used), {"button_ante": open_ante.status}, open_ante.note,  # type: ignore[dict-item]
                               **value, button_ante=None)
            value["button_ante"] = p.value != "none"
        else:
            value["button_ante"] = True
    return on_its_words(ruled(cite(*used), **value), *idle)


def _heads_up(playing: set[int], old_bb: int, waiting: list[int], size: int, rules: Ruleset) -> Ruling:
    """Heads-up: the big blind moves on to the other player, the button posts the small blind (tda-2010/26,
    tda-2019/34, ropta-2023/4.4, club-tournois/8-16 and club-tournois/8-17, club-nlhe/9.16 and club-nlhe/9.17);
    the first card goes to the big blind (tda-2019/34, ropta-2023/4.4)."""
    hu, first = rules["heads_up_button"], rules["heads_up_first_card"]
    if (r := unsettled(hu)) is not None:
        return r
    bb = _next(old_bb, playing, size)
    (button,) = playing - {bb}
    value: dict[str, object] = {"heads_up": True, "button": button, "button_dead": False, "small_blind": button,
                                "big_blind": bb, "waiting": sorted(waiting)}
    # the first card: not said in tda-2010/26, club-tournois/8-16, club-nlhe/9.16
    if (open_first := unsettled(first)) is not None:
        return partial(cite(hu, first), {"first_card": open_first.status}, open_first.note, **value, first_card=None)
    return ruled(cite(hu, first), **value, first_card=bb)


def _previous(start: int, among: set[int], size: int) -> int:
    """The nearest seat of ``among`` to the right of ``start`` (counter-clockwise)."""
    for k in range(1, size + 1):
        s = (start - 1 - k) % size + 1
        if s in among:
            return s
    raise ValueError("no player to the right")


# --- heads-up antes --------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class HeadsUpAntesInput(Input):
    ante_format: AnteFormat


@situation("heads_up_antes", HeadsUpAntesInput, {"antes"})
def heads_up_antes(inp: HeadsUpAntesInput, rules: Ruleset) -> Ruling:
    """Whether antes are kept heads-up.

    ropta-2023/4.4: not unless the format is classic; fivebet/34: "Fivebet préconise de garder les
    ante en H.U."; tda-2019/34 does not say.

    >>> heads_up_antes(HeadsUpAntesInput(ante_format="big_blind"), Ruleset.of("ropta-2023",
    ...                heads_up_antes=("classic_only", "ropta-2023/4.4"))).value
    {'antes': False}
    """
    p = rules["heads_up_antes"]
    if (r := unsettled(p)) is not None:
        return r
    if p.value == "kept":  # fivebet/34
        return ruled(p.articles, antes=True)
    if p.value == "classic_only" and inp.ante_format == "classic":  # ropta-2023/4.4 a contrario: the parameter's
        return ruled(p.articles, antes=True)  # reading of ours
    if p.value == "classic_only":  # ropta-2023/4.4: « il n'y a pas d'ante en HU », the text's own words
        return on_its_words(ruled(p.articles, antes=False), p)
    raise ValueError(f"unknown value {p.value!r} of heads_up_antes")


# --- big-blind ante with a short big blind ----------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class BigBlindAnteInput(Input):
    big_blind: Positive
    ante: Positive
    stack: Positive = field(metadata=doc("the big blind's whole stack before posting"))
    bets: Annotated[dict[str, Amount], MaxItems(TABLE_SEATS)] = field(default_factory=dict, metadata=doc(
        "the other players' totals in the hand (small blind included)"))
    folded: Annotated[list[str], MaxItems(TABLE_SEATS)] = field(default_factory=list, metadata=doc(
        "players who folded"))

    def check(self) -> None:
        if self.stack >= self.ante + self.big_blind:
            raise ValueError("the big blind can post ante and blind in full: not a short big blind")
        if "BB" in self.bets:
            raise ValueError("'BB' is the short big blind: do not list them in bets")
        if not set(self.folded) <= set(self.bets):
            raise ValueError("folded players must be in bets")
        # a player folds facing a bet: the big blind (a bet even when short, ropta-2023/9.7) or more put in by a
        # player still in; nobody folds the largest bet of the hand
        faced = max([self.big_blind, *(v for w, v in self.bets.items() if w not in self.folded)])
        for who in self.folded:
            if self.bets[who] > faced:
                raise ValueError(f"{who} folded with {self.bets[who]} in, more than the big blind and than every "
                                 "player still in: nobody bet more, so there was nothing to fold to")


@situation("big_blind_ante", BigBlindAnteInput, {"ante_posted", "blind_posted", "big_blind_in_play", "all_in",
                                                  "main_pot", "side_pots", "returned", "to_call"})
def big_blind_ante(inp: BigBlindAnteInput, rules: Ruleset) -> Ruling:
    """A short big blind with a big-blind ante: ante and blind posted, main pot, what goes back.

    The ante is paid first (ropta-2023/4.2; tda-2019/PR-11 "priorité de l'ante sur la Grosse Blinde"),
    then the blind with what is left; without anything left there is no big blind in play. The
    big blind can win only the ante and his blind from each opponent (ropta-2023/4.2: "l'ante et le
    montant qu'il aura payé en BB multiplié par le nombre de fois où la BB aura été payée"): that
    is the main pot. The rest of each player's chips make side pots among the players still in; a
    side pot only one of them can win goes back to that player (case B2: the button "récupère 600
    (le surplus de sa mise par rapport au tapis) et 100 (le surplus de la SB)"), and chips above
    what any player still in put in go back to whoever put them in, even a player who folded (case
    B1, a walk: "la SB lui donnera alors 400 et récupèrera 100"). Calling still costs a full big
    blind (ropta-2023/4.2 and ropta-2023/9.7: the betting parameter ``short_big_blind``). Every chip is accounted
    for: ante + blind + bets == main pot + side pots + returned.

    ropta-2023/4.2 case B1, a walk: the small blind "lui donnera alors 400 et récupèrera 100".

    >>> rules = Ruleset.of("ropta-2023", bb_ante_priority=("ante_first", "ropta-2023/4.2"),
    ...                    table_ante=("dead_in_main_pot", "ropta-2023/4.2"),
    ...                    short_big_blind=("full_big_blind", "ropta-2023/9.7"))
    >>> walk = BigBlindAnteInput(big_blind=1000, ante=1000, stack=1400, bets={"SB": 500}, folded=["SB"])
    >>> big_blind_ante(walk, rules).value
    {'ante_posted': 1000, 'blind_posted': 400, 'big_blind_in_play': True, 'all_in': True, 'main_pot': 1800, \
'side_pots': [], 'returned': {'SB': 100}, 'to_call': 1000}
    """
    p = rules["bb_ante_priority"]
    if (r := unsettled(p)) is not None:
        return r
    if p.value != "ante_first":  # ropta-2023/4.2, tda-2019/PR-11
        raise ValueError(f"unknown value {p.value!r} of bb_ante_priority")
    ante = min(inp.stack, inp.ante)
    blind = min(inp.stack - ante, inp.big_blind)
    folded = set(inp.folded)
    # the pots of the hand, the ante dead money in the main pot (ropta-2023/4.2, ropta-2023/9.7 case D: another
    # player all-in for less than the blind plays for the whole ante and what he matched); a pot that only a player
    # other than the big blind can win holds his uncalled chips and goes back to him (cases B1 and B2: the button
    # « récupère 600 … et 100 »); one only the big blind can win, made of chips others put in, is his
    # nobody still in can win chips above the largest amount put in by a player still in (the short big blind's
    # included): they go back to their owners (case B1, a walk: « la SB lui donnera alors 400 et récupèrera 100 »)
    reach = max([blind, *(v for w, v in inp.bets.items() if w not in folded)])
    returned = {w: v - reach for w, v in inp.bets.items() if v > reach}
    # the big blind's own chips above what anyone else put in go back to him (case A: « un pot extérieur de 7 000
    # qui est immédiatement rendu au joueur de grosse blinde »)
    own = blind - max([0, *(min(v, reach) for v in inp.bets.values())])
    if own > 0:
        returned["BB"] = own
    pots = build_pots({"BB": blind - max(own, 0), **{w: min(v, reach) for w, v in inp.bets.items()}}, folded,
                      dead={"BB": ante})
    main = pots[0].amount
    sides: list[int] = []
    for pot in pots[1:]:
        if len(pot.eligible) == 1 and pot.eligible[0] != "BB":
            returned[pot.eligible[0]] = returned.get(pot.eligible[0], 0) + pot.amount
        else:
            sides.append(pot.amount)
    value: dict[str, object] = {"ante_posted": ante, "blind_posted": blind, "big_blind_in_play": blind > 0,
                                "all_in": True, "main_pot": main, "side_pots": sides, "returned": returned}
    # the ante dead money of the main pot: the pots' rule on one player's ante for the table (ropta-2023/4.2,
    # ropta-2023/9.7; our reading of tda-2019/PR-11), one rule for this situation and ``pots``
    t = rules["table_ante"]
    if (open_ante := unsettled(t)) is not None:
        return partial(cite_open(p, t), {"main_pot": open_ante.status, "side_pots": open_ante.status},
                       open_ante.note, **{**value, "main_pot": None, "side_pots": None})
    if t.value != "dead_in_main_pot":
        raise ValueError(f"unknown value {t.value!r} of table_ante")
    call = rules["short_big_blind"]  # betting parameter (ropta-2023/9.7, club-tournois/9-6, club-nlhe/10.6)
    used = [p, t]
    if call.value == "full_big_blind":  # ropta-2023/9.7, club-tournois/9-6, club-nlhe/10.6
        value["to_call"] = inp.big_blind
        used.append(call)
    return ruled(cite(*used), **value)
