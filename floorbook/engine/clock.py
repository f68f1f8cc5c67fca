"""The clock: calling the clock on a player, and the level clock (which hand a new level starts).

tda-2010/18 and tda-2010/20, tda-2019/23 and tda-2019/29 (general procedures), ropta-2023/3.1 and
ropta-2023/3.5 (general practice), club-tournois/5-6, club-tournois/8-4 and club-tournois/8-5,
club-nlhe/7.6, club-nlhe/9.4 and club-nlhe/9.5.

Every function reads the rulebook's choices from its parameters and returns a :class:`Ruling`
citing them; a parameter worth ``silent`` (the rulebook does not say) or ``discretion`` (left to
the TD) makes the ruling say so.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from floorbook.engine.outcomes import Ruling, Status, partial, ruled, silent, unsettled
from floorbook.engine.registry import Amount, Input, doc, situation
from floorbook.engine.rulesets import Ruleset, cite, cite_open

# --- calling the clock ("time") ----------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class TimeInput(Input):
    facing_bet: bool = field(metadata=doc("the player faces a bet (else they could check)"))
    acted_at: Amount | None = field(default=None, metadata=doc(
        "seconds after the clock was started at which the player acted; omitted: they did not act"))


@situation("call_time", TimeInput, {"seconds", "countdown", "min_delay", "result"})
def call_time(inp: TimeInput, rules: Ruleset) -> Ruling:
    """Seconds allowed once the clock is called, countdown, minimum delay, what expiry does.

    tda-2019/29: 25 s + a counted 5 s, facing a bet the hand is dead, else it is a check, a
    decision at the last moment stands. tda-2010/20: one minute + 10 counted seconds, then the
    hand is dead. ropta-2023/3.5: only after a reasonable delay of at least one minute, 30 s of which
    the last 5 are counted aloud, then the hand is killed; acting at the end of the countdown
    counts. club-tournois/5-6 and club-nlhe/7.6: 1 minute then a 10-second countdown, then dead.

    >>> rules = Ruleset.of("tda-2019", time_min_delay="discretion", time_seconds=(30, "tda-2019/29"),
    ...                    time_countdown=5, time_expiry_facing_bet="dead", time_expiry_not_facing_bet="check",
    ...                    time_action_at_expiry="counts")
    >>> call_time(TimeInput(facing_bet=False), rules).as_dict()["fields"]
    {'seconds': 'ruled', 'countdown': 'ruled', 'min_delay': 'discretion', 'result': 'ruled'}
    >>> call_time(TimeInput(facing_bet=True, acted_at=30), rules).value["result"]
    'action_stands'
    """
    seconds, countdown = rules["time_seconds"], rules["time_countdown"]
    delay = rules["time_min_delay"]
    facing = rules["time_expiry_facing_bet"] if inp.facing_bet else rules["time_expiry_not_facing_bet"]
    for p in (seconds, countdown, facing):
        if (r := unsettled(p)) is not None:
            return r
    total = int(seconds.value)
    statuses: dict[str, Status] = {}
    notes: list[str] = []
    # min_delay: the minute of ropta-2023/3.5; a rulebook that leaves it to the TD or says nothing makes it a
    # part of the answer of that status (tda-2010/20, tda-2019/29, club-tournois/5-6, club-nlhe/7.6)
    if (r := unsettled(delay)) is not None:
        statuses["min_delay"] = r.status  # type: ignore[assignment]
    value: dict[str, object] = {"seconds": total, "countdown": int(countdown.value),
                                "min_delay": None if statuses else delay.value}
    used = [delay, seconds, countdown, facing]
    result: object = facing.value
    if inp.acted_at is not None and inp.acted_at < total:
        result = "action_stands"
    elif inp.acted_at == total:  # at the very end of the countdown: tda-2019/29, ropta-2023/3.5 say it counts
        at_end = rules["time_action_at_expiry"]
        used.append(at_end)
        if (r := unsettled(at_end)) is not None:  # tda-2010/20, the clubs: the time is said, not an act at its end
            statuses["result"] = r.status  # type: ignore[assignment]
            notes.append(r.note)
            result = None
        elif at_end.value == "counts":
            result = "action_stands"
    return partial(cite(*used), statuses, " ".join(n for n in notes if n), **value, result=result)


# --- a new level ---------------------------------------------------------------------------------------

HAND_BEGINS = ("pot_awarded", "shuffle", "deal")  # the moments a hand may be said to begin, in order
# the moments a level's time may run out or the new level be announced, in order (before the first, the
# previous hand was still being played)
MOMENTS = {"during_previous_hand": -1, "after_pot_awarded": 0, "during_shuffle": 1, "during_deal": 2}
Moment = Literal["during_previous_hand", "after_pot_awarded", "during_shuffle", "during_deal"]


@dataclass(frozen=True, kw_only=True)
class NewLevelInput(Input):
    clock_ends: Moment = field(metadata=doc(
        "when the level's time runs out: while the previous hand is still played, or between the last pot "
        "and the next hand's deal"))
    announced: Moment | None = field(default=None, metadata=doc(
        "when the new level is announced, if later than its time ran out; omitted: at that moment"))
    old_level_by_mistake: bool = field(default=False, metadata=doc(
        "the hand was nevertheless started on the old blinds"))
    substantial_action: bool = field(default=False, metadata=doc(
        "a substantial action took place before it was noticed"))

    def check(self) -> None:
        if self.announced is not None and MOMENTS[self.announced] < MOMENTS[self.clock_ends]:
            raise ValueError("a level is announced once its time has run out, not before")


@situation("new_level", NewLevelInput, {"applies_to", "continues_on_old_level"})
def new_level(inp: NewLevelInput, rules: Ruleset) -> Ruling:
    """Whether the new blinds apply to the hand about to be played.

    A new level begins when its time runs out, even during a hand (ropta-2023/3.1 "Quand le temps est
    écoulé … pendant qu'une main est jouée"), or when it is announced (tda-2010/18 "Lorsqu'un nouveau
    round est annoncé", tda-2019/23 "lorsqu'il est annoncé"); « Lors d'un nouveau round » does not say
    which (club-tournois/8-4, club-nlhe/9.4): where the two moments give different hands, the rulebook
    does not decide. The new level applies to the next hand not yet begun: a hand begins at the first
    riffle or when the shuffler's button is pushed (tda-2019/23), when the deck starts being shuffled
    (tda-2010/18, club-tournois/8-4 and club-tournois/8-5, club-nlhe/9.4 and club-nlhe/9.5), as soon
    as the previous pot is awarded (ropta-2023/3.1). A hand begun on the old blinds by mistake goes on
    at that level after a substantial action (tda-2019/23, ropta-2023/3.1).

    >>> rules = Ruleset.of("ropta-2023", hand_starts_at=("pot_awarded", "ropta-2023/3.1"),
    ...                    new_level_from=("clock", "ropta-2023/3.1"))
    >>> new_level(NewLevelInput(clock_ends="during_shuffle"), rules).value
    {'applies_to': 'next_hand'}
    >>> new_level(NewLevelInput(clock_ends="during_previous_hand", announced="during_shuffle"), rules).value
    {'applies_to': 'this_hand'}
    >>> rules = Ruleset.of("tda-2019", hand_starts_at=("shuffle", "tda-2019/23"),
    ...                    new_level_from=("announcement", "tda-2019/23"))
    >>> new_level(NewLevelInput(clock_ends="after_pot_awarded"), rules).value
    {'applies_to': 'this_hand'}
    >>> new_level(NewLevelInput(clock_ends="during_previous_hand", announced="during_shuffle"), rules).value
    {'applies_to': 'next_hand'}
    """
    p, start = rules["hand_starts_at"], rules["new_level_from"]
    if (r := unsettled(p)) is not None:
        return r
    announced = inp.announced or inp.clock_ends

    def applies(moment: str) -> str:  # pot_awarded: ropta-2023/3.1; shuffle: tda-2010/18, tda-2019/23…
        return "next_hand" if MOMENTS[moment] >= HAND_BEGINS.index(p.value) else "this_hand"

    if start.is_silent or start.is_discretion:  # club-tournois/8-4, club-nlhe/9.4: clock or announcement?
        if applies(inp.clock_ends) != applies(announced):
            return silent(start.note or "", cite(p, start))
        moment = inp.clock_ends
    elif start.value == "clock":  # ropta-2023/3.1
        moment = inp.clock_ends
    elif start.value == "announcement":  # tda-2010/18, tda-2019/23
        moment = announced
    else:
        raise ValueError(f"unknown value {start.value!r} of new_level_from")
    value: dict[str, object] = {"applies_to": applies(moment)}
    used = [p, start]
    if value["applies_to"] == "this_hand" and inp.old_level_by_mistake:  # tda-2019/23, ropta-2023/3.1
        w = rules["wrong_level_hand_continues"]
        if (r := unsettled(w)) is not None:  # which hand the blinds apply to is said; only what follows the mistake
            # is not (tda-2010/18, club-tournois/8-5, club-nlhe/9.5)
            return partial(cite_open(*used, w), {"continues_on_old_level": r.status}, r.note,  # type: ignore[dict-item]
                           **value, continues_on_old_level=None)
        value["continues_on_old_level"] = inp.substantial_action
        used.append(w)
    if value["applies_to"] == "next_hand" and inp.old_level_by_mistake:  # the hand dealt is the old level's by rule
        return ruled(cite(*used), note="by this rule the hand being dealt is still played on the old blinds: dealing "
                     "it on them was no mistake", **value)
    return ruled(cite(*used), **value)

