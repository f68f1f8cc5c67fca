"""The betting round (no-limit): minimum bet, minimum raise, full and incomplete raises,
short all-ins, and whether the betting is reopened for a player.

Amounts are the *total* a player has put in during the current betting round ("raise to"),
as tda-2019/43 item B and ropta-2023/9.1 read announced amounts.

Situations: ``min_raise``, ``bet_total``, ``betting_round`` (at the end of this module).

>>> rules = Ruleset.of("ropta-2023", min_raise=("previous_full_raise", "ropta-2023/9.6"))
>>> min_raise_to(Round(100, "postflop", current_bet=300, last_full_raise=300), rules).value
{'min_raise_to': 600}
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Annotated, Literal

from floorbook.engine.bounds import ROUND_ACTIONS, TABLE_SEATS
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

Street = Literal["preflop", "postflop"]
ActionKind = Literal["check", "call", "bet", "raise", "all_in", "fold"]


@dataclass(frozen=True)
class Round:
    """The state of one betting round that the rulings need.

    ``current_bet`` is the highest total put in this round (pre-flop, the big blind counts as a
    bet even when the big blind player is short: ropta-2023/9.7, club-nlhe/10.6); ``last_full_raise``
    is the size of the last full bet or raise (pre-flop the big blind; post-flop 0 until a full
    bet is made).
    """

    big_blind: int
    street: Street = "postflop"
    current_bet: int = 0
    last_full_raise: int = 0

    @classmethod
    def start(cls, big_blind: int, street: Street) -> Round:
        """A new round. Pre-flop the full big blind is the bet to call, even when the big blind
        player is short (ropta-2023/9.7, club-tournois/9-6, club-nlhe/10.6; see ``short_big_blind``).

        >>> Round.start(100, "preflop")
        Round(big_blind=100, street='preflop', current_bet=100, last_full_raise=100)
        """
        if street == "preflop":
            return cls(big_blind, street, big_blind, big_blind)
        return cls(big_blind, street, 0, 0)


def min_bet(rnd: Round, rules: Ruleset) -> Ruling:
    """The smallest opening bet: the big blind (tda-2019/43, ropta-2023/9.6, club-tournois/9-5,
    club-nlhe/10.5), unless the player is all-in for less (ropta-2023/9.9, club-nlhe/10.7).

    >>> min_bet(Round(200), Ruleset.of("tda-2019", min_bet=("big_blind", "tda-2019/43"))).value
    {'min_bet': 200}
    >>> min_bet(Round(200), Ruleset.of("tda-2010", min_bet="silent")).status
    'silent'
    """
    p = rules["min_bet"]
    if p.is_silent:
        return silent(p.note or "", (p.articles or p.read))
    return ruled(p.articles, min_bet=rnd.big_blind)


def raise_size_required(rnd: Round) -> int:
    """The smallest raise increment: the last full bet or raise of this round (tda-2010/31,
    tda-2019/43 item A, ropta-2023/9.6, club-tournois/9-7, club-nlhe/10.8), never less than the big
    blind — a floor that only decides facing a bet below the big blind, and that not every rulebook
    sets (see :func:`unsettled_floor`: tda-2019/43 item A, ropta-2023/9.9, club-nlhe/10.7 and
    club-nlhe/10.8 set it).

    >>> raise_size_required(Round(100, "postflop", current_bet=150, last_full_raise=150))
    150
    >>> raise_size_required(Round(100, "postflop", current_bet=30, last_full_raise=0))
    100
    """
    return max(rnd.last_full_raise, rnd.big_blind)


def unsettled_floor(rnd: Round, rules: Ruleset) -> Ruling | None:
    """The ruling when the big-blind floor of :func:`raise_size_required` would decide and the
    rulebook does not set it (``min_raise_floor`` silent or discretion): facing a bet below the big
    blind with no full bet made (an all-in opening below the big blind after the flop); None otherwise.

    tda-2010/31 and club-tournois/9-7 measure a raise by the previous bet and name no big-blind
    floor after the flop: whether a 30 all-in sets the increment (raise to 60) or the big blind does
    (130) is not said.

    >>> short = Round(100, "postflop", current_bet=30, last_full_raise=0)
    >>> unsettled_floor(short, Ruleset.of("tda-2010", min_raise_floor=("silent", "tda-2010/31"))).status
    'silent'
    >>> unsettled_floor(short, Ruleset.of("ropta-2023", min_raise_floor=("big_blind", "ropta-2023/9.9"))) is None
    True
    """
    if not (rnd.current_bet > 0 and rnd.last_full_raise < rnd.big_blind):
        return None
    return unsettled(rules["min_raise_floor"])


def unsettled_increment(rnd: Round, rules: Ruleset) -> Ruling | None:
    """The ruling when the bet faced was certainly reached by an all-in short of a full raise, and the rulebook does
    not say whether that short increment or the last full raise is what the next raise must match
    (``short_all_in_increment`` silent: tda-2010/31 « la valeur ajoutée précédente », club-tournois/9-7); None
    otherwise. Certain before the flop when the bet less the last full raise is below the big blind: no level under
    the big blind is reached before the flop, so the last raise was short (tda-2019/47, ropta-2023/9.8,
    club-nlhe/10.14 say: the last full raise). Elsewhere the input's last full raise is taken as the last raise's
    (a betting round replayed knows: ``RoundReplay``).

    >>> rules = Ruleset.of("tda-2010", short_all_in_increment=("silent", "tda-2010/31"))
    >>> unsettled_increment(Round(100, "preflop", current_bet=150, last_full_raise=100), rules).status
    'silent'
    >>> unsettled_increment(Round(100, "preflop", current_bet=11500, last_full_raise=4000), rules) is None
    True
    """
    below = rnd.current_bet - rnd.last_full_raise
    short = rnd.street == "preflop" and rnd.last_full_raise > 0 and 0 < below < rnd.big_blind
    return unsettled(rules["short_all_in_increment"]) if short else None


def min_raise_to(rnd: Round, rules: Ruleset) -> Ruling:
    """The smallest total a raise may reach: the amount to call plus the required increment.

    Facing a short all-in below the big blind post-flop, a raise adds at least the big blind to
    the all-in (ropta-2023/9.9, club-nlhe/10.7: 30 all-in, big blind 100 → 130) where the rulebook
    sets that floor (``min_raise_floor``); where it does not, the minimum is not said (tda-2010/31,
    club-tournois/9-7). The increment itself: :func:`raise_size_required` (tda-2010/31, tda-2019/43
    item A, ropta-2023/9.6, club-tournois/9-7, club-nlhe/10.8).

    >>> rules = Ruleset.of("ropta-2023", min_raise=("previous_full_raise", "ropta-2023/9.6"),
    ...                    min_raise_floor=("big_blind", "ropta-2023/9.9"), min_bet=("big_blind", "ropta-2023/9.6"))
    >>> min_raise_to(Round(100, "postflop", current_bet=30, last_full_raise=0), rules)
    Ruling(status='ruled', value={'min_raise_to': 130}, articles=('ropta-2023/9.6', 'ropta-2023/9.9'), note='')
    >>> min_raise_to(Round(100), rules).value  # nothing bet yet: the minimum is an opening bet
    {'min_raise_to': None, 'min_bet': 100}
    """
    p = rules["min_raise"]
    if p.is_silent:
        return silent(p.note or "", (p.articles or p.read))
    if rnd.current_bet == 0:  # an opening bet: its minimum is min_bet's (tda-2019/43, ropta-2023/9.6…)
        b = rules["min_bet"]
        if (r := unsettled(b)) is not None:  # tda-2010: the 44 rules set no minimum opening bet
            return r
        if b.value != "big_blind":
            raise ValueError(f"unknown value {b.value!r} of min_bet")
        return ruled(rules.cite("min_bet"), min_raise_to=None, min_bet=rnd.big_blind)
    if (open_ruling := unsettled_floor(rnd, rules) or unsettled_increment(rnd, rules)) is not None:
        return open_ruling
    floor = ("min_raise_floor",) if rnd.last_full_raise < rnd.big_blind else ()
    return ruled(rules.cite("min_raise", *floor), min_raise_to=rnd.current_bet + raise_size_required(rnd))


def account(ruling: Ruling, in_front: int) -> Ruling:
    """Where each chip of a player's action goes, once the ruling says where the player ends.

    ``in_front`` is the player's total for the round with the chips they put forward (what they had
    already put in, plus the chips pushed, announced or moved). A ruling states ``to``, the player's
    total for the round after it, or one total per option of a choice (``options``: ``{name: to}``).
    This adds, for each, ``completed`` (chips the player must add) and ``returned`` (chips given
    back), 0 when none, so that ``in_front + completed - returned == to``: chips put forward beyond
    the ruled total go back to the player (tda-2010/32, tda-2010/33, tda-2019/44, tda-2019/45,
    ropta-2023/9.4 "un call annoncé sera toujours considéré comme un call", ropta-2023/9.6
    "reprendre 25", club-nlhe/10.18), chips short of it are completed (tda-2019/43 item A and
    tda-2019/51 item B, ropta-2023/9.5 and ropta-2023/9.6, club-nlhe/10.9). The one place where these
    figures are computed; the rulings only decide ``to``.

    >>> account(ruled((), action="call", to=300), in_front=1000).value
    {'action': 'call', 'to': 300, 'completed': 0, 'returned': 700}
    >>> account(ruled((), action="choice", options={"call": 200, "raise": 400}), in_front=300).value["options"]
    {'call': {'to': 200, 'completed': 0, 'returned': 100}, 'raise': {'to': 400, 'completed': 100, 'returned': 0}}
    """
    if not ruling.value:
        return ruling
    value = dict(ruling.value)

    def settle(to: int) -> dict[str, int]:
        return {"to": to, "completed": max(0, to - in_front), "returned": max(0, in_front - to)}

    if isinstance(value.get("to"), int):
        value.update(settle(value["to"]))
    if isinstance(value.get("options"), dict):
        value["options"] = {name: settle(o["to"] if isinstance(o, dict) else o)
                            for name, o in value["options"].items()}
    if ruling.fields and "to" in value:  # a partial answer: the chips' figures have the status of the total
        return replace(ruling, value=value, fields={**ruling.fields, "completed": ruling.fields.get("to", "ruled"),
                                                    "returned": ruling.fields.get("to", "ruled")})
    return replace(ruling, value=value)


def facing_opening_bet(rnd: Round) -> bool:
    """Whether the bet faced is the round's opening bet, not a raise (tda-2019/51 item B: "la BB
    postée est l'ouverture préflop"; ropta-2023/9.10 "la première mise dans le tour de mise").

    >>> facing_opening_bet(Round.start(100, "preflop")), facing_opening_bet(Round(100, "postflop", 600, 300))
    (True, False)
    """
    if rnd.street == "preflop":
        return rnd.current_bet <= rnd.big_blind
    return rnd.current_bet == rnd.last_full_raise


def undercall(rnd: Round, total: int, *, players_in_hand: int, rules: Ruleset) -> Ruling:
    """Less than the amount to call, not all-in (an "undercall").

    ``heads_up_or_opening_else_discretion`` (tda-2019/51 item B, ropta-2023/9.10): the full call
    is forced heads-up or facing the opening bet with three or more players; otherwise the TD
    decides (complete, or forfeit the chips put in and fold). ``complete`` (club-nlhe/10.9):
    always completed.

    >>> rules = Ruleset.of("tda-2019", undercall=("heads_up_or_opening_else_discretion", "tda-2019/51"))
    >>> undercall(Round(100, "postflop", 300, 300), 200, players_in_hand=3, rules=rules).value
    {'action': 'call', 'to': 300, 'completed': 100, 'returned': 0}
    >>> undercall(Round(100, "postflop", 900, 600), 500, players_in_hand=3, rules=rules).status
    'discretion'
    """
    p = rules["undercall"]
    if (open_ruling := unsettled(p)) is not None:
        return open_ruling
    if p.value == "complete" or (  # club-nlhe/10.9: always
        # tda-2019/51 item B, ropta-2023/9.10: heads-up or the opening bet
        p.value == "heads_up_or_opening_else_discretion"
        and (players_in_hand <= 2 or facing_opening_bet(rnd))
    ):
        return account(ruled(p.articles, action="call", to=rnd.current_bet), total)
    if p.value == "heads_up_or_opening_else_discretion":
        # tda-2019/51 item B: "abandonner la mise du call envisagé et coucher sa main": folding forfeits the
        # chips put in (they stay in the pot)
        return account(discretion((p.articles or p.read), "complete the call, or forfeit the chips put in and fold",
                                  action="call_or_forfeit", options={"call": rnd.current_bet, "fold": total}),
                       total)
    raise ValueError(f"unknown value {p.value!r} of undercall")


def classify_total(rnd: Round, total: int, *, all_in: bool, declared_raise: bool, rules: Ruleset,
                   players_in_hand: int = 3) -> Ruling:
    """What a total put in by a player facing ``rnd.current_bet`` amounts to.

    - at least the minimum raise: a full raise to ``total``;
    - all-in below it: an incomplete all-in raise (does not change the minimum raise: tda-2019/47,
      ropta-2023/9.21);
    - "raise" announced: completed to the minimum raise (tda-2019/43 item A, ropta-2023/9.6 case C,
      club-nlhe/10.9);
    - otherwise the 50% rule (tda-2010/31, tda-2019/43 item A, ropta-2023/9.6, club-nlhe/10.9): at
      least half the required increment → completed to the minimum raise, less → a call;
      club-tournois/9-8 lets the player choose, below 50%, between a call and the minimum raise.

    Chips completed or returned are counted from ``total`` (see :func:`account`).

    >>> rules = Ruleset.of("tda-2019", min_raise=("previous_full_raise", "tda-2019/43"), under_raise_threshold=0.5,
    ...                    under_raise_below_threshold="call", short_all_in_reopens=("cumulative", "tda-2019/47"))
    >>> facing = Round(100, "postflop", current_bet=200, last_full_raise=200)
    >>> classify_total(facing, 300, all_in=False, declared_raise=False, rules=rules).value  # half the raise
    {'action': 'raise', 'to': 400, 'full': True, 'completed': 100, 'returned': 0}
    >>> classify_total(facing, 250, all_in=False, declared_raise=False, rules=rules).value  # less than half
    {'action': 'call', 'to': 200, 'completed': 0, 'returned': 50}
    >>> classify_total(facing, 250, all_in=True, declared_raise=False, rules=rules).value
    {'action': 'raise', 'to': 250, 'full': False, 'all_in': True, 'completed': 0, 'returned': 0}
    """
    return account(_classify_total(rnd, total, all_in=all_in, declared_raise=declared_raise, rules=rules,
                                   players_in_hand=players_in_hand), total)


def _classify_total(rnd: Round, total: int, *, all_in: bool, declared_raise: bool, rules: Ruleset,
                    players_in_hand: int) -> Ruling:
    """:func:`classify_total` before the chips are accounted for (tda-2010/31, tda-2019/43, tda-2019/47,
    ropta-2023/9.6, ropta-2023/9.10, ropta-2023/9.21, club-tournois/9-8, club-nlhe/10.9)."""
    call_to = rnd.current_bet
    if (total > call_to or (declared_raise and not all_in)) and total < call_to + rnd.big_blind:
        # below the big blind over the bet faced, a raise is full or not depending on a floor the
        # rulebook may not set (tda-2010/31, club-tournois/9-7); from the big blind up it is full either way
        if (open_ruling := unsettled_floor(rnd, rules)) is not None:
            return open_ruling
    if call_to < total < call_to + rnd.last_full_raise and (open_ruling := unsettled_increment(rnd, rules)):
        # a raise, full or not as a short all-in's increment is the measure or not (tda-2010/31, club-tournois/9-7):
        # its size unsaid
        sizes = {"full": open_ruling.status, **({} if all_in else {"to": open_ruling.status})}
        return partial(open_ruling.articles, sizes, open_ruling.note, action="raise", full=None,  # type: ignore[arg-type]
                       **({"to": total, "all_in": True} if all_in else {"to": None}))
    if declared_raise and not all_in and call_to and total <= call_to:
        # "raise" announced with no more than a call in chips: the announcement binds (tda-2019/43 item A,
        # ropta-2023/9.1 and ropta-2023/9.4), judged like any announced raise that is too small
        return _declared_under_raise(rnd, total, rules)
    if total <= call_to:
        if all_in and total < call_to:
            return ruled(rules.cite("min_raise"), action="call", to=total, all_in=True)
        if total < call_to:  # an undercall: tda-2019/51 item B, ropta-2023/9.10, club-nlhe/10.9
            return undercall(rnd, total, players_in_hand=players_in_hand, rules=rules)
        if all_in and call_to:  # his last chips call exactly: a call, all in
            return ruled(rules.cite("min_raise"), action="call", to=call_to, all_in=True)
        return ruled(rules.cite("min_raise"), action="call" if call_to else "check", to=call_to)
    required = raise_size_required(rnd)
    minimum = call_to + required
    opening = call_to == 0
    kind = "bet" if opening else "raise"
    if total >= minimum:  # a full bet or raise; with his last chips, all in
        return ruled(rules.cite("min_raise"), action=kind, to=total, full=True, **({"all_in": True} if all_in else {}))
    if all_in:  # an incomplete all-in raise: tda-2019/47, ropta-2023/9.21
        return ruled(rules.cite("min_raise", "short_all_in_reopens"), action=kind, to=total, full=False,
                     all_in=True)
    if opening:  # an opening bet below the big blind: completed (tda-2019/43, ropta-2023/9.10, club-nlhe/10.9)
        p = rules["undersized_bet"]
        if p.is_silent:  # no outcome: a silence does not say the bet stands (nor anything else)
            return silent(p.note or "", (p.articles or p.read))
        if p.is_discretion:
            return Ruling(p.value, {"action": "bet", "to": total}, (p.articles or p.read), p.note or "")
        return ruled(p.articles, action="bet", to=minimum, full=True)
    if declared_raise:
        return _declared_under_raise(rnd, total, rules)
    return _fifty_percent(rnd, total, rules)


def _declared_under_raise(rnd: Round, total: int, rules: Ruleset) -> Ruling:
    """"Raise" announced with too little: completed to the minimum (tda-2010/29 and tda-2010/31,
    tda-2019/43 item A, ropta-2023/9.4, club-nlhe/10.9), or judged by the 50% rule like a silent
    raise (club-tournois/9-8)."""
    minimum = rnd.current_bet + raise_size_required(rnd)
    p = rules["declared_under_raise"]
    if p.is_silent:
        return silent(p.note or "", (p.articles or p.read))
    if p.value == "complete":  # tda-2010/29 and tda-2010/31, tda-2019/43 item A, ropta-2023/9.4, club-nlhe/10.9
        return ruled(p.articles, action="raise", to=minimum, full=True)
    return _fifty_percent(rnd, total, rules)  # fifty_percent: club-tournois/9-8


def _fifty_percent(rnd: Round, total: int, rules: Ruleset) -> Ruling:
    """The 50% rule on a raise short of the minimum (see :func:`classify_total`): tda-2010/31,
    tda-2019/43 item A, ropta-2023/9.6, club-tournois/9-8, club-nlhe/10.9."""
    call_to = rnd.current_bet
    required = raise_size_required(rnd)
    minimum = call_to + required
    threshold = rules["under_raise_threshold"]
    if (open_ruling := unsettled(threshold)) is not None:
        return open_ruling
    increment = total - call_to
    if increment * 1.0 >= float(threshold.value) * required:
        return ruled(threshold.articles, action="raise", to=minimum, full=True)
    below = rules["under_raise_below_threshold"]
    if below.value == "choice":  # club-tournois/9-8: call or the minimum raise, the player's choice
        return ruled(rules.cite("under_raise_threshold", "under_raise_below_threshold"), action="choice",
                     options={"call": call_to, "raise": minimum})
    if below.is_discretion:
        return discretion(below.articles, below.note or "", action="call", to=call_to)
    # call: tda-2010/31, tda-2019/43 item A, ropta-2023/9.6, club-nlhe/10.9
    return ruled(rules.cite("under_raise_threshold", "under_raise_below_threshold"), action="call", to=call_to)


# --- a whole betting round: actions, and who may still raise ------------------------------------


@dataclass(frozen=True)
class Action:
    """One action: ``to`` is the player's total for the round after it (bets, raises, all-ins)."""

    player: str
    kind: ActionKind
    to: int | None = None


@dataclass
class _Seat:
    total: int = 0
    acted_at: int | None = None  # the bet level when the player last put chips in voluntarily
    full_raise_since: bool = False
    last_raiser: bool = False


@dataclass
class RoundReplay:
    """Replays a betting round and answers: amount to call, minimum raise, may this player raise.

    >>> rules = Ruleset.of("tda-2019", short_all_in_reopens=("cumulative", "tda-2019/47"),
    ...                    short_all_in_increment=("last_full_raise", "tda-2019/47"))
    >>> table = RoundReplay.start(rules, 100).act(Action("A", "bet", 100)).act(Action("B", "all_in", 150))
    >>> table.to_call("A"), table.may_raise("A").value["may_raise"]
    (50, False)
    >>> table.act(Action("C", "all_in", 200)).may_raise("A").value  # two short all-ins make a full raise
    {'may_raise': True, 'reason': 'cumulative increase is a full raise'}
    """

    rnd: Round
    rules: Ruleset
    seats: dict[str, _Seat] = field(default_factory=dict)
    history: list[Action] = field(default_factory=list)
    full_raises: int = 0  # full bets or raises made in this round (blinds excluded)
    undetermined: Ruling | None = None  # set when the rulebook does not say how this round is played
    # (bet level, ruling) of the last raise whose fullness the rulebook leaves open (min_raise_floor)
    unsettled_raise: tuple[int, Ruling] | None = None
    # a short big blind pre-flop (short_blind), and the rulings when the rulebook does not say what the
    # others call (short_big_blind) or what the minimum raise is (short_big_blind_min_raise); None when it does
    short_blind: bool = False
    short_call: Ruling | None = None
    short_min_raise: Ruling | None = None
    # the ruling when the rulebook does not say whether an all-in short of a full raise, made since the last full
    # raise, sets the increment the next raise must match (short_all_in_increment: tda-2010/31, club-tournois/9-7)
    short_increment: Ruling | None = None

    @classmethod
    def start(cls, rules: Ruleset, big_blind: int, street: Street = "postflop",
              posted: dict[str, int] | None = None) -> RoundReplay:
        """A round; ``posted`` are blinds (pre-flop) that are not actions (tda-2019/36, its NB)."""
        table = cls(Round.start(big_blind, street), rules)
        for player, amount in (posted or {}).items():
            table.seats[player] = _Seat(total=amount)
        if street == "preflop" and posted and max(posted.values()) < big_blind:
            # the big blind is short: the others call the full big blind (short_big_blind: ropta-2023/9.7,
            # club-tournois/9-6, club-nlhe/10.6) and raise to at least two big blinds (short_big_blind_min_raise:
            # tda-2019/43 item A « donc valant 2 Grandes Blindes », ropta-2023/9.7, club-tournois/9-6 and
            # club-tournois/9-7, club-nlhe/10.6), where the rulebook says so; each may be left unsaid
            # (tda-2019/51 item B, TDA 2010)
            table.short_blind = True
            table.short_call = unsettled(rules["short_big_blind"])
            table.short_min_raise = unsettled(rules["short_big_blind_min_raise"])
        return table

    def call_ruling(self) -> Ruling:
        """The ruling on the amount to call (its articles; the amount is ``rnd.current_bet``): while the
        bet to call is a short big blind, what the rulebook says of it (``short_big_blind``: ropta-2023/9.7,
        club-tournois/9-6, club-nlhe/10.6 — the full big blind; silent in TDA 2010 and TDA 2019)."""
        if self.short_blind and self.rnd.current_bet <= self.rnd.big_blind:
            return self.short_call or ruled(self.rules.cite("short_big_blind"))
        return ruled(())

    def min_raise_ruling(self) -> Ruling:
        """The minimum raise (:func:`min_raise_to`), citing ``short_big_blind_min_raise`` with a short big
        blind and no full raise yet (two big blinds: tda-2019/43 item A, ropta-2023/9.7, club-tournois/9-6
        and club-tournois/9-7, club-nlhe/10.6). Where the rulebook leaves it open (tda-2010/31: is the
        blind's increment the short 30 or the full blind?), it stays open until a full raise of at least the
        big blind is made: that raise's increment is the one every later raise is measured from, whichever the
        blind's (tda-2010/31 « la valeur ajoutée précédente »)."""
        settled = self.full_raises and self.rnd.last_full_raise >= self.rnd.big_blind
        if self.short_blind and self.short_min_raise is not None and not settled:
            return self.short_min_raise
        if self.short_increment is not None:  # tda-2010/31, club-tournois/9-7: the short all-in's increment or
            return self.short_increment  # the last full raise, not said
        minimum = min_raise_to(self.rnd, self.rules)
        if self.short_blind and self.full_raises == 0 and minimum.status == "ruled":
            return replace(minimum, articles=minimum.articles + tuple(
                a for a in self.rules.cite("short_big_blind_min_raise") if a not in minimum.articles))
        return minimum

    def seat(self, player: str) -> _Seat:
        return self.seats.setdefault(player, _Seat())

    def to_call(self, player: str) -> int:
        return max(0, self.rnd.current_bet - self.seat(player).total)

    def act(self, action: Action) -> RoundReplay:
        seat = self.seat(action.player)
        before = self.rnd.current_bet
        if action.kind in ("bet", "raise", "all_in"):
            if action.to is None:
                raise ValueError(f"{action.kind} by {action.player} needs `to`")
            if action.kind != "all_in" and action.to <= before:  # a bet or raise puts in more than the bet
                raise ValueError(f"{action.player} {action.kind}s to {action.to}: not more than the bet of {before}: "
                                 "a bet or a raise goes above it (to match it is a call)")
            if action.to > before:
                increment = action.to - before
                full = increment >= raise_size_required(self.rnd)
                if not full and (open_ruling := unsettled_floor(self.rnd, self.rules)) is not None:
                    # whether this raise is full depends on a floor the rulebook does not set
                    self.unsettled_raise = (action.to, open_ruling)
                elif action.kind != "all_in" and not full:
                    minimum = before + raise_size_required(self.rnd)
                    if before == 0:  # an opening bet has a minimum bet, not a minimum raise
                        raise ValueError(f"{action.player} {action.kind}s to {action.to}: below the minimum bet "
                                         f"{minimum} without being all-in")
                    raise ValueError(f"{action.player} {action.kind}s to {action.to}: below the minimum raise "
                                     f"{minimum} without being all-in")
                new_raise = increment if full else self.rnd.last_full_raise
                if not full and before > 0 and self.unsettled_raise is None:  # a short all-in over a bet: is its
                    # increment the next raise's measure? (tda-2019/47, ropta-2023/9.8, club-nlhe/10.14: the last
                    # full raise still is; tda-2010/31, club-tournois/9-7 do not say)
                    self.short_increment = unsettled(self.rules["short_all_in_increment"])
                elif full:
                    self.short_increment = None
                self.rnd = replace(self.rnd, current_bet=action.to, last_full_raise=new_raise)
                if full:
                    self.full_raises += 1
                    for name, other in self.seats.items():
                        other.full_raise_since = name != action.player
                        other.last_raiser = name == action.player
            seat.total = action.to
        elif action.kind == "call":
            seat.total = action.to if action.to is not None else before
        if action.kind not in ("fold", "check"):
            # only a player who has put chips in is restricted: "un joueur ayant déjà misé" (tda-2010/31,
            # tda-2019/47, club-nlhe/10.14); a check does not count (ropta-2023/9.9: "les autres")
            seat.acted_at = self.rnd.current_bet
            seat.full_raise_since = False
        self.history.append(action)
        return self

    def may_raise(self, player: str) -> Ruling:
        """Whether the betting is open to ``player`` (re-raise rights after short all-ins).

        - not yet acted, or a full raise since their last action: open (all rulebooks);
        - ``cumulative`` (tda-2019/47): open if the total increase faced since acting is at least
          a full raise (several short all-ins add up);
        - ``full_raise_only`` (tda-2010/31): a short all-in does not reopen; several short
          all-ins adding up to a full raise are not addressed (silent);
        - ``last_raiser_blocked`` (ropta-2023/9.21 "relance bloquée"): the last raiser is blocked unless
          the bet they now face is a re-raise of their raise (case B); other players are not;
        - ``doubled`` (club-nlhe/10.14): open again if short all-ins have doubled the player's bet.
        """
        if self.undetermined is not None:
            return self.undetermined
        p = self.rules["short_all_in_reopens"]
        seat = self.seat(player)
        if seat.acted_at is None and seat.total and not self.full_raises and self.rnd.current_bet > seat.total \
                and self.rnd.current_bet > self.rnd.big_blind:
            # a blind who has only posted, facing no full raise but a short all-in: has he « déjà misé »
            # (tda-2010/31, tda-2019/47, club-nlhe/10.14; ropta-2023/9.21 blocks the last raiser only)?
            b = self.rules["short_all_in_posted_blind"]
            if (r := unsettled(b)) is not None:
                return r
            if b.value != "may_raise":
                raise ValueError(f"unknown value {b.value!r} of short_all_in_posted_blind")
            # the blind's own question (short_all_in_posted_blind), not the reading of a caller (ropta-2023/9.8)
            return on_its_words(ruled(cite(p, b), may_raise=True, reason="a blind posted is not an action"), p)
        if seat.acted_at is None or seat.full_raise_since:  # every rulebook's words: no reading of p's said here
            return on_its_words(ruled(p.articles, may_raise=True, reason="not yet acted or facing a full raise"), p)
        increase = self.rnd.current_bet - seat.acted_at
        if increase <= 0:
            return on_its_words(ruled(p.articles, may_raise=False, reason="nothing new to act on"), p)
        if self.unsettled_raise is not None and self.unsettled_raise[0] > seat.acted_at:
            return self.unsettled_raise[1]  # facing a raise that may or may not be full (min_raise_floor)
        full = increase >= raise_size_required(self.rnd)
        if (open_ruling := unsettled(p)) is not None:
            return open_ruling
        if p.value == "cumulative":  # tda-2019/47
            return ruled(p.articles, may_raise=full, reason="cumulative increase" + (" is" if full else " is not")
                         + " a full raise")
        if p.value == "full_raise_only":  # tda-2010/31
            if full:
                return silent("several short all-ins add up to a full raise: the rule addresses one short all-in",
                              p.articles)
            return ruled(p.articles, may_raise=False, reason="a short all-in does not reopen")
        if p.value == "last_raiser_blocked":  # ropta-2023/9.21
            if seat.last_raiser:  # 9.21's own words: the reading of the others is not this ruling's
                return on_its_words(ruled(p.articles, may_raise=full, reason="last raiser " + (
                    "faces a re-raise" if full else "is blocked")), p)
            return ruled(p.articles, may_raise=True, reason="only the last raiser is blocked (our reading of 9.8)")
        if p.value == "doubled":  # club-nlhe/10.14
            doubled = seat.acted_at > 0 and self.rnd.current_bet >= 2 * seat.acted_at
            return ruled(p.articles, may_raise=doubled, reason="own bet " + ("doubled" if doubled else "not doubled"))
        raise ValueError(f"unknown value {p.value!r} of short_all_in_reopens")


# --- situations ------------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class RoundInput(Input):
    """A betting round as a scenario gives it."""

    big_blind: Positive
    street: Street = "postflop"
    current_bet: Amount = field(default=0, metadata=doc("highest total put in this round"))
    last_full_raise: Amount | None = field(default=None, metadata=doc(
        "last full bet or raise (default: pre-flop, the raise over the big blind, the big blind when there is none "
        "or a short one; post-flop, the current bet)"))

    def check(self) -> None:
        if self.last_full_raise == 0 and self.street == "preflop":  # the big blind is a full bet (tda-2019/43)
            raise InputError(("last_full_raise",), f"0 cannot be the last full raise before the flop: the big blind "
                             f"({self.big_blind}) is a full bet")
        if self.last_full_raise == 0 and self.current_bet >= self.big_blind:  # only a bet short of the big blind
            # is no full bet (ropta-2023/9.9)
            raise InputError(("last_full_raise",), f"0 cannot be the last full raise: a bet of {self.current_bet}, "
                             f"at least the big blind ({self.big_blind}), is a full bet")
        if self.last_full_raise is not None and 0 < self.last_full_raise < self.big_blind:
            raise InputError(("last_full_raise",), f"{self.last_full_raise} cannot be the last full raise: a full bet "
                             f"or raise is at least the big blind ({self.big_blind})")
        if (self.street == "preflop" and self.last_full_raise is not None and self.last_full_raise != self.big_blind
                and self.last_full_raise > self.current_bet - self.big_blind):  # a raise sits on top of the blind
            # (with no full raise on top of it, the big blind itself is the last full bet)
            most = max(self.current_bet - self.big_blind, self.big_blind)
            raise InputError(("last_full_raise",), f"{self.last_full_raise} cannot be the last full raise before the "
                             f"flop with a bet of {self.current_bet}: a raise goes on top of the big blind "
                             f"({self.big_blind}), so it is at most {most}")
        if self.last_full_raise is not None and self.last_full_raise > self.round().current_bet:
            raise ValueError(f"last_full_raise ({self.last_full_raise}) is more than the current bet "
                             f"({self.current_bet}): a raise is part of the bet")

    def round(self) -> Round:
        """The :class:`Round`: pre-flop, the big blind is the bet and, by default, the last full raise.

        >>> RoundInput(big_blind=100, street="preflop", current_bet=300).round()
        Round(big_blind=100, street='preflop', current_bet=300, last_full_raise=200)
        >>> RoundInput(big_blind=100, street="preflop", current_bet=150).round().last_full_raise  # a short all-in
        100
        """
        if self.last_full_raise is not None:
            last = self.last_full_raise
        elif self.street == "preflop":
            # a raise over the big blind is a full one only from a big blind up: below, an all-in short of a full
            # raise, and the big blind stays the last full raise
            last = max(self.big_blind, self.current_bet - self.big_blind)
        else:
            last = self.current_bet
        current = max(self.current_bet, self.big_blind) if self.street == "preflop" else self.current_bet
        return Round(self.big_blind, self.street, current, last)


def facing_short_big_blind(inp: RoundInput, ruling: Ruling, rules: Ruleset, *, by_amount: bool = False,
                           put_in: int | None = None) -> Ruling:
    """A call ruled facing a short big blind before the flop (a bet below the big blind, the big blind all in): what
    the others call is the rulebook's rule for that case (``short_big_blind``: ropta-2023/9.7, club-tournois/9-6,
    club-nlhe/10.6 — the full big blind), then cited; where it says nothing (tda-2010/29, tda-2019/51 item B),
    the call stands and its amounts are left unsaid — unless the amount put in decides what it is (``by_amount``:
    chips or a total, not a word) and is half a big blind or more above the short blind: against a call of the
    short blind it would be a raise to complete (tda-2019/43 item A, its 50%), against the full one a call, so
    what it is is unsaid too. A raise over a short big blind: its size is the rulebook's
    rule for that case (``short_big_blind_min_raise``), its amounts unsaid where it says nothing (tda-2010/31). A
    call all in for less keeps its amount (his chips).

    >>> rules = Ruleset.of("tda-2019", short_big_blind="silent")
    >>> call = ruled(("tda-2019/51",), action="call", to=100, completed=100, returned=0)
    >>> facing_short_big_blind(RoundInput(big_blind=100, street="preflop", current_bet=60), call, rules).fields
    {'action': 'ruled', 'to': 'silent', 'completed': 'silent', 'returned': 'silent'}

    ``put_in`` (his total, when the chips say it): below the full big blind where the rulebook makes the others
    call it (club-tournois/9-6 « les autres sont tenus au même montant minimum égal au surblind »), a call short of
    it, whose fate the rule on calling short leaves unsaid there, is still a call.
    """
    if (put_in is not None and inp.street == "preflop" and 0 < inp.current_bet < inp.big_blind
            and put_in < inp.big_blind and ruling.status == "silent" and not ruling.value):
        short = rules["short_big_blind"]
        if unsettled(short) is None:  # the full big blind to call: a call of it, whether the chips missing are
            # made up or what he put in is taken back unsaid
            return partial(tuple(dict.fromkeys((*short.articles, *ruling.articles))),
                           dict.fromkeys(("completed", "returned"), "silent"), ruling.note,  # type: ignore[arg-type]
                           action="call", to=inp.big_blind, completed=None, returned=None)
    if (inp.street != "preflop" or not 0 < inp.current_bet < inp.big_blind or ruling.status != "ruled"
            or ruling.value.get("all_in")):
        return ruling
    if ruling.value.get("action") == "raise":  # how large a raise must be over a short big blind
        # (short_big_blind_min_raise: tda-2019/43 item A « donc valant 2 Grandes Blindes », ropta-2023/9.7,
        # club-tournois/9-6, club-nlhe/10.6); where it is unsaid (tda-2010/31), the raise's amounts are too
        size = rules["short_big_blind_min_raise"]
        if (open_size := unsettled(size)) is None:
            return ruling
        return _unsaid(ruling, size, open_size, ("to", "full", "completed", "returned"))
    if ruling.value.get("action") not in ("call", "call_or_fold"):
        return ruling
    short = rules["short_big_blind"]
    if (open_ruling := unsettled(short)) is None:  # the full big blind: its own articles decide the amount
        return replace(ruling, articles=tuple(dict.fromkeys((*ruling.articles, *short.articles))))
    amounts = ("to", "completed", "returned", "options")
    put_in = int(ruling.value.get("to") or 0) - int(ruling.value.get("completed") or 0) \
        + int(ruling.value.get("returned") or 0)
    if by_amount and ruling.value.get("action") == "call" and 2 * (put_in - inp.current_bet) >= inp.big_blind:
        return _unsaid(ruling, short, open_ruling, ("action", *amounts))
    return _unsaid(ruling, short, open_ruling, amounts)


def _unsaid(ruling: Ruling, p: Parameter, open_ruling: Ruling, names: tuple[str, ...]) -> Ruling:
    """``ruling`` with those of ``names`` it holds left as ``p`` leaves them (its open status and note), ``p``'s
    articles cited besides its own: what a short big blind leaves unsaid (tda-2010/31, tda-2019/51 item B)."""
    names = tuple(k for k in names if k in ruling.value)
    return partial(tuple(dict.fromkeys((*ruling.articles, *cite_open(p)))),
                   dict.fromkeys(names, open_ruling.status), open_ruling.note,  # type: ignore[arg-type]
                   **{k: (None if k in names else v) for k, v in ruling.value.items()})


@situation("min_raise", RoundInput, {"min_raise_to", "min_bet"})
def _min_raise_situation(inp: RoundInput, rules: Ruleset) -> Ruling:
    """The smallest total a raise may reach.

    Ruled by :func:`min_raise_to`: tda-2010/31, tda-2019/43, ropta-2023/9.6, ropta-2023/9.9,
    club-tournois/9-7, club-nlhe/10.5, club-nlhe/10.7, club-nlhe/10.8. Before the flop with a bet below the big
    blind (a short big blind), the rulebook's rule for that case decides (``short_big_blind_min_raise``, as in a
    betting round): tda-2010/31 does not say whether the increment is the short blind or the full one.
    """
    rnd = inp.round()
    if inp.street == "preflop" and 0 < inp.current_bet < inp.big_blind and inp.last_full_raise is None:
        short = rules["short_big_blind_min_raise"]
        if (r := unsettled(short)) is not None:
            return r
        minimum = min_raise_to(rnd, rules)
        extra = tuple(a for a in short.articles if a not in minimum.articles)
        return replace(minimum, articles=minimum.articles + extra)
    return min_raise_to(rnd, rules)


@dataclass(frozen=True, kw_only=True)
class TotalInput(RoundInput):
    total: Positive = field(metadata=doc("the player's total for the round after acting"))
    all_in: bool = False
    declared: Literal["raise"] | None = None
    # heads-up, a call short of the bet must be completed (tda-2019/51, ropta-2023/9.10)
    players_in_hand: Annotated[int, Between(2, TABLE_SEATS)] = 3


@situation("bet_total", TotalInput, ACTION_OUTPUTS)
def _bet_total_situation(inp: TotalInput, rules: Ruleset) -> Ruling:
    """What a total put in (announced as an amount or pushed in chips) amounts to.

    Ruled by :func:`classify_total`: tda-2010/31, tda-2019/43, tda-2019/47, tda-2019/51, ropta-2023/9.6,
    ropta-2023/9.10, ropta-2023/9.21, club-tournois/9-8, club-nlhe/10.9.
    """
    return facing_short_big_blind(inp, classify_total(inp.round(), inp.total, all_in=inp.all_in,
                                                      declared_raise=inp.declared == "raise", rules=rules,
                                                      players_in_hand=inp.players_in_hand), rules, by_amount=True,
                                  put_in=inp.total)


@dataclass(frozen=True, kw_only=True)
class PlayerInput(RoundInput):
    """A round and one player in it, who had already put ``already_in`` in this round."""

    already_in: Amount = field(default=0, metadata=doc("what the player had already put in this round (blinds, bets)"))

    def check(self) -> None:
        super().check()
        if self.already_in > max(self.current_bet, self.big_blind if self.street == "preflop" else 0):
            raise ValueError(f"already_in ({self.already_in}) is more than the current bet ({self.current_bet})")
        bet = self.round().current_bet
        if 0 < bet <= self.already_in and not (self.street == "preflop" and bet == self.big_blind):
            # a player who has matched the bet is not asked to act again: only the big blind's option before the flop,
            # nobody having raised, brings the turn back to a player with the bet matched
            raise ValueError(f"already_in ({self.already_in}) matches the current bet ({bet}): a player who has "
                             "matched the bet does not act again (but the big blind before the flop, nobody having "
                             "raised)")


@dataclass(frozen=True, kw_only=True)
class ActionInput(Input):
    player: str
    kind: ActionKind
    to: Amount | None = field(default=None, metadata=doc("the player's total for the round after the action"))

    def check(self) -> None:
        if self.kind in ("bet", "raise", "all_in") and self.to == 0:
            raise ValueError(f"a {self.kind} to 0 puts nothing in")


@dataclass(frozen=True, kw_only=True)
class BettingRoundInput(Input):
    big_blind: Positive
    street: Street = "postflop"
    posted: Annotated[dict[str, Positive], MaxItems(TABLE_SEATS)] = field(default_factory=dict, metadata=doc(
        "blinds posted before the round (pre-flop)"))
    actions: Annotated[list[ActionInput], MinItems(1), MaxItems(ROUND_ACTIONS)]
    ask: str = field(metadata=doc("the player whose options are asked, after the last action"))

    def check(self) -> None:
        """Actions that cannot happen at a table: a player acting after folding or going all in (or asked to act),
        or twice in a row, a blind posted above the big blind, a check or a fold carrying an amount, a check facing
        a bet, a call with nothing to call, a call below the bet (a call for less is all in)."""
        if self.posted and self.street != "preflop":  # blinds are posted before the flop; each later round starts
            # from nothing (ropta-2023/9.6 « à chaque nouveau tour d'enchère, on repart de zéro »)
            raise InputError(("posted",), "blinds are posted before the flop only: after it, a betting round starts "
                             "with nothing put in")
        for who, amount in self.posted.items():
            if amount > self.big_blind:
                raise InputError(("posted", who), f"a blind of {amount} is above the big blind ({self.big_blind}): "
                                 "a blind is at most the big blind")
        level = Round.start(self.big_blind, self.street).current_bet
        totals = dict(self.posted)
        folded: set[str] = set()
        all_in: set[str] = set()
        if self.street == "preflop" and self.posted and max(self.posted.values()) < self.big_blind:
            # a big blind posted short: that player had no more, he is all in (ropta-2023/9.7 « a un tapis inférieur
            # à celle-ci », club-nlhe/10.6 « il est à tapis »)
            all_in.add(max(self.posted, key=lambda who: self.posted[who]))
        for i, a in enumerate(self.actions):
            where = ("actions", i)
            if a.player in folded:
                raise InputError(where, f"{a.player} has folded and cannot act again")
            if a.player in all_in:
                raise InputError(where, f"{a.player} is all in and cannot act again")
            if a.kind == "bet" and level > totals.get(a.player, 0) and level > 0:
                raise InputError(where, f"{a.player} bets facing a bet of {level}: more chips over a bet are a raise "
                                 "(kind raise)")
            if i and self.actions[i - 1].player == a.player:
                raise InputError(where, f"{a.player} acts twice in a row: the turn goes round the table before "
                                 "coming back to him")
            last_raise = next((j for j in range(i - 1, -1, -1) if self.actions[j].kind in ("bet", "raise", "all_in")),
                              None)
            if last_raise is not None and self.actions[last_raise].player == a.player \
                    and self.actions[last_raise].kind != "all_in" \
                    and all(b.kind in ("call", "fold") for b in self.actions[last_raise + 1:i]):
                raise InputError(where, f"{a.player} made the last bet and every player after him called or folded: "
                                 "the betting round was over, the turn did not come back to him")
            if a.kind in ("check", "fold") and a.to is not None:
                raise InputError((*where, "to"), f"a {a.kind} puts no chips in: it carries no amount ({a.to})")
            if a.kind == "check" and totals.get(a.player, 0) < level:
                raise InputError(where, f"{a.player} cannot check facing a bet of {level}")
            if a.kind == "call" and totals.get(a.player, 0) >= level:
                raise InputError(where, f"{a.player} calls with nothing to call: nobody has bet more than he has put "
                                 "in (he checks or bets)")
            if a.kind == "call" and a.to is not None and a.to != level:
                raise InputError((*where, "to"), f"a call of {a.to} is not the bet to call ({level}): a call for less "
                                 "is all in (kind all_in), a call for more is a raise")
            if a.kind == "all_in":
                all_in.add(a.player)
            if a.kind == "fold":
                folded.add(a.player)
            elif a.kind == "call":
                totals[a.player] = level
            elif a.to is not None:
                totals[a.player] = a.to
                level = max(level, a.to)
        if self.ask in folded:
            raise InputError(("ask",), f"{self.ask} has folded: a folded player is not asked to act")
        if self.ask in all_in:
            raise InputError(("ask",), f"{self.ask} is all in: a player with no chips left is not asked to act")
        if self.actions and self.actions[-1].player == self.ask and self.actions[-1].kind in ("bet", "raise", "all_in"):
            raise InputError(("ask",), f"{self.ask} has just put in the last chips: the turn goes to the next player, "
                             "not back to him")
        raised = [i for i, a in enumerate(self.actions) if a.kind in ("bet", "raise", "all_in")]
        if raised and self.actions[raised[-1]].player == self.ask and self.actions[raised[-1]].kind != "all_in" \
                and all(a.kind in ("call", "fold") for a in self.actions[raised[-1] + 1:]):
            raise InputError(("ask",), f"{self.ask} made the last bet and every player after him called or folded: "
                             "the betting round is over, the turn does not come back to him")


@situation("betting_round", BettingRoundInput, {"to_call", "min_raise_to", "min_bet", "may_raise"})
def _betting_round_situation(inp: BettingRoundInput, rules: Ruleset) -> Ruling:
    """Replay a betting round; then, for ``ask``: amount to call, minimum raise, may they raise.

    Ruled by :class:`RoundReplay`: the amount to call and the minimum raise with a short big blind
    (tda-2019/43 item A, ropta-2023/9.7, club-tournois/9-6, club-nlhe/10.6), the minimum raise
    (:func:`min_raise_to`), the right to re-raise after short all-ins (tda-2010/31, tda-2019/47,
    ropta-2023/9.21, club-nlhe/10.14).
    """
    table = RoundReplay.start(rules, inp.big_blind, inp.street, dict(inp.posted))
    for i, a in enumerate(inp.actions):
        try:
            table.act(Action(a.player, a.kind, a.to))
        except ValueError as err:
            raise ValueError(f"actions[{i}]: {err}") from err
    if table.undetermined is not None:
        return table.undetermined
    may = table.may_raise(inp.ask)
    minimum = table.min_raise_ruling()
    call = table.call_ruling()
    # each output has its own status: a rulebook may rule the minimum raise and be silent on the amount to
    # call (tda-2019/43 item A with a short big blind), or rule both and not say whether several short
    # all-ins reopen the betting (tda-2010/31), or leave the minimum raise open (min_raise_floor)
    # nothing bet yet (checks after the flop): the minimum is an opening bet's (tda-2019/43, ropta-2023/9.6)
    if may.status == "ruled" and may.value.get("may_raise") is False and minimum.status != "ruled":
        # he may not raise (tda-2010/31, tda-2019/47, ropta-2023/9.21, club-nlhe/10.14): a minimum left open
        # (short_all_in_increment, min_raise_floor) is no question of his
        minimum = ruled((), min_raise_to=None)
    smallest = ("min_bet", minimum.value.get("min_bet")) if table.rnd.current_bet == 0 else \
        ("min_raise_to", minimum.value.get("min_raise_to"))
    parts = {"to_call": (call, table.rnd.current_bet), smallest[0]: (minimum, smallest[1]),
             "may_raise": (may, may.value.get("may_raise"))}
    articles: list[str] = []
    for sub in (may, minimum, call):
        articles += [a for a in sub.articles if a not in articles]
    notes = [sub.note for sub in (call, minimum, may) if sub.status != "ruled" and sub.note]
    statuses = {name: sub.status for name, (sub, _) in parts.items() if sub.status != "ruled"}
    values = {name: value if sub.status == "ruled" else None for name, (sub, value) in parts.items()}
    return on_its_words(partial(articles, statuses, " ".join(dict.fromkeys(notes)), **values),  # type: ignore[arg-type]
                        *may.plain, *minimum.plain, *call.plain)  # what each part read for its words only
