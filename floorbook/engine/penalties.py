"""Penalties: how many hands a penalty lasts and whether it is served away from the table
(tda-2010/40, tda-2019/71 and fivebet/71-2, ropta-2023/11.1, club-nlhe/16.1); the scale of sanctions
for a repeated fault (ropta-2023/11.2, club-nlhe/16.1 and club-nlhe/16.2, club-tournois/15-1,
tda-2019/70 and tda-2019/71, tda-2010/44).

Situations: ``penalty_hands``, ``repeated_fault``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated

from floorbook.engine.bounds import TABLE_SEATS
from floorbook.engine.outcomes import Ruling, Status, discretion, partial, silent, unsettled
from floorbook.engine.registry import Between, Input, NeedsFigure, Positive, doc, situation
from floorbook.engine.rulesets import Ruleset, cite, cite_open


@dataclass(frozen=True, kw_only=True)
class PenaltyInput(Input):
    players_at_table: Annotated[int, Between(2, TABLE_SEATS)] | None = field(default=None, metadata=doc(
        "players at the table when the penalty is given, the offender included"))
    rounds: Positive | None = field(default=None, metadata=doc("a penalty of some rounds"))
    hands: Positive | None = field(default=None, metadata=doc("a penalty given in hands"))

    def check(self) -> None:
        if (self.hands is None) == (self.rounds is None):
            raise ValueError("give either rounds (with players_at_table) or hands")
        if self.rounds is not None and self.players_at_table is None:
            raise ValueError("a penalty in rounds needs players_at_table")


# the longest penalty, in hands, that a rulebook counting penalties in hands names (ropta-2023/11.2: « 2, 3 ou 4
# mains »; ropta-2023/11.1: « pénalités d'une seule main »)
MAX_PENALTY_HANDS = {"hands_up_to_4_or_rounds": 4}
# the longest exclusion, in rounds, of a rulebook that bounds it (tda-2010/40: « de un à quatre rounds »)
MAX_PENALTY_ROUNDS = {"rounds_1_to_4": 4}


def beyond_lengths(inp: PenaltyInput, lengths: str) -> str | None:
    """Which part of the penalty asked the rulebook's lengths (``penalty_lengths``) do not provide: ``rounds``
    (more rounds than its longest exclusion: tda-2010/40), ``hands`` (a penalty counted in hands it does not
    name: tda-2010/40, ropta-2023/11.2), ``all`` (any length but its one round: club-nlhe/16.1), or None.

    >>> beyond_lengths(PenaltyInput(players_at_table=9, rounds=5), "rounds_1_to_4")
    'rounds'
    >>> beyond_lengths(PenaltyInput(hands=5), "hands_up_to_4_or_rounds"), beyond_lengths(PenaltyInput(hands=4),
    ...                                                                                 "hands_up_to_4_or_rounds")
    ('hands', None)
    >>> beyond_lengths(PenaltyInput(hands=1), "one_round"), beyond_lengths(PenaltyInput(hands=9), "hands_or_rounds")
    ('all', None)
    """
    if lengths not in ("hands_or_rounds", "hands_up_to_4_or_rounds", "rounds_1_to_4", "one_round"):
        raise ValueError(f"unknown value {lengths!r} of penalty_lengths")
    if lengths == "one_round":  # club-nlhe/16.1: « pour un tour de table », its only length
        return None if inp.rounds == 1 else "all"
    if inp.rounds is not None:  # tda-2010/40: « de un à quatre rounds »
        return "rounds" if inp.rounds > MAX_PENALTY_ROUNDS.get(lengths, inp.rounds) else None
    if lengths == "rounds_1_to_4":  # tda-2010/40: an exclusion counted in rounds only
        return "hands"
    # ropta-2023/11.1 and ropta-2023/11.2: one hand, 2 to 4 hands; tda-2019/71 item A: « une ou plusieurs mains »
    return "hands" if (inp.hands or 0) > MAX_PENALTY_HANDS.get(lengths, inp.hands or 0) else None


@situation("penalty_hands", PenaltyInput, {"hands", "leaves_table"})
def penalty_hands(inp: PenaltyInput, rules: Ruleset) -> Ruling:
    """Hands missed for a penalty of some rounds, and whether the player must leave the table.

    A round is as many hands as players at the table, the offender included (tda-2010/40,
    tda-2019/71 item A, ropta-2023/11.1); the penalty is served away from the table (tda-2010/40,
    tda-2019/71 item C, ropta-2023/11.1, club-nlhe/16.1), except one of 2 hands or fewer at Fivebet
    (fivebet/71-2). A length the rulebook does not provide (``penalty_lengths``) is not ruled as if it did: more
    rounds than TDA 2010's four is a figure to give again (tda-2010/40); a penalty in hands TDA 2010 or ROPTA do
    not name leaves the count unsaid (tda-2010/40, ropta-2023/11.2); under club-nlhe, any length but its one
    round is the TD's direct suspension, whose length and terms are not said (club-nlhe/16.2).

    >>> rules = Ruleset.of("fivebet", penalty_round_hands=("players_at_table", "tda-2019/71"),
    ...                    penalty_stay_at_table_max_hands=(2, "fivebet/71-2"),
    ...                    penalty_lengths=("hands_or_rounds", "tda-2019/71"))
    >>> penalty_hands(PenaltyInput(players_at_table=8, rounds=1), rules).value
    {'hands': 8, 'leaves_table': True}
    >>> penalty_hands(PenaltyInput(hands=2), rules).value
    {'hands': 2, 'leaves_table': False}
    """
    p, away, lengths = rules["penalty_round_hands"], rules["penalty_stay_at_table_max_hands"], rules["penalty_lengths"]
    beyond = None if unsettled(lengths) is not None else beyond_lengths(inp, str(lengths.value))
    if beyond == "rounds":  # tda-2010/40: « L'exclusion temporaire peut être de un à quatre rounds »
        raise NeedsFigure(("rounds",), "this rulebook's exclusion lasts one to four rounds: give a penalty of one "
                                       "to four rounds")
    if beyond == "all":  # club-nlhe/16.2: « peut directement suspendre un joueur », length and terms unsaid
        return silent(lengths.note or "", cite(lengths))
    statuses: dict[str, Status] = {}
    notes: list[str] = []
    hands: int | None
    if beyond == "hands":  # tda-2010/40 (rounds only), ropta-2023/11.2 (up to 4 hands): this count is not theirs
        statuses["hands"] = "silent"
        notes.append(lengths.note or "")
        hands = None
    elif inp.rounds is not None:  # players at the table × rounds: tda-2010/40, tda-2019/71 item A, ropta-2023/11.1
        if (r := unsettled(p)) is not None:  # how many hands a round is: a part left open, not the whole answer
            statuses["hands"] = r.status  # type: ignore[assignment]
            notes.append(r.note)
            hands = None
        else:
            hands = (inp.players_at_table or 0) * inp.rounds
    else:
        hands = inp.hands or 0
    value: dict[str, object] = {"hands": hands}
    # 0: always away (tda-2010/40, tda-2019/71 item C, ropta-2023/11.1, club-nlhe/16.1); fivebet/71-2: 2 hands
    # or fewer at the table
    if (r := unsettled(away)) is not None:
        if inp.rounds is None and not statuses:  # hands given: the count is the input; nothing else is said
            return r
        statuses["leaves_table"] = r.status  # type: ignore[assignment]
        notes.append(r.note)
        value["leaves_table"] = None
    elif int(away.value) == 0:
        value["leaves_table"] = True
    elif hands is None:
        statuses["leaves_table"] = statuses["hands"]
        value["leaves_table"] = None
    else:
        value["leaves_table"] = hands > int(away.value)
    used = [p, away] if inp.rounds is not None else [away]
    if unsettled(lengths) is None:  # the lengths the rulebook provides, within which this one is
        used.append(lengths)
    return partial(cite_open(*used), statuses, " ".join(n for n in notes if n), **value)


# --- a fault repeated: the scale of sanctions ---------------------------------------------------------------

# each rulebook's scale, step by step: the sanction for the first fault, the second…, the last step repeated
LADDERS: dict[str, tuple[str, ...]] = {
    # ropta-2023/11.2: warning with one hand; 2, 3 or 4 hands; 1 to 4 rounds; disqualification
    "warning_hand_hands_rounds_disqualification": ("warning_one_hand", "hands_2_to_4", "rounds_1_to_4",
                                                   "disqualification"),
    # club-nlhe/16.1: warning; a round away from the table; disqualification
    "warning_round_disqualification": ("warning", "suspension_one_round", "disqualification"),
    # club-tournois/15-1: 1st warning; 2nd warning and a fine; 3rd definitive exclusion
    "warning_fine_exclusion": ("warning", "warning_and_fine", "exclusion"),
}
# the scales that say the chips of a disqualified player are removed (ropta-2023/11.2, club-nlhe/16.1)
CHIPS_REMOVED_AT_DISQUALIFICATION = {"warning_hand_hands_rounds_disqualification", "warning_round_disqualification"}


@dataclass(frozen=True, kw_only=True)
class RepeatedFaultInput(Input):
    offence: Positive = field(default=1, metadata=doc(
        "how many times the same player has now committed the same fault (1: the first time)"))
    grave: bool = field(default=False, metadata=doc("the TD judges the fault grave"))


@situation("repeated_fault", RepeatedFaultInput, {"sanction", "chips_removed"})
def repeated_fault(inp: RepeatedFaultInput, rules: Ruleset) -> Ruling:
    """The sanction for a fault that the same player repeats, by the rulebook's scale, which the TD « pourr[a] »
    take (left to him, the scale's step held).

    ropta-2023/11.2: a warning with one hand, then 2 to 4 hands, then 1 to 4 rounds, then
    disqualification (the chips removed). club-nlhe/16.1: a warning, a round away from the table, then
    disqualification (the chips removed). club-tournois/15-1: a warning, a warning and a fine, then
    definitive exclusion. TDA sets no scale: repeated faults bring heavier sanctions, which the TD
    chooses (tda-2019/71 item A, tda-2010/44). For a grave fault the TD may suspend or disqualify at
    once (ropta-2023/11.2, club-nlhe/16.2). Whether the repetition is deliberate is the TD's judgement
    (ropta-2023/11.2, club-nlhe/16.2, club-tournois/15-1).

    >>> rules = Ruleset.of("club-nlhe", penalty_ladder=("warning_round_disqualification", "club-nlhe/16.1"),
    ...                    grave_fault=("td_may_suspend_or_disqualify", "club-nlhe/16.2"))
    >>> r = repeated_fault(RepeatedFaultInput(offence=2), rules)
    >>> r.status, r.value
    ('discretion', {'sanction': 'suspension_one_round', 'chips_removed': False})
    >>> repeated_fault(RepeatedFaultInput(offence=1, grave=True), rules).status
    'discretion'
    """
    ladder = rules["penalty_ladder"]
    if inp.grave:
        grave = rules["grave_fault"]  # ropta-2023/11.2, club-nlhe/16.2: « peut directement suspendre … ou le
        if (r := unsettled(grave)) is not None:  # disqualifier »
            return r
        if grave.value == "td_may_suspend_or_disqualify":
            return Ruling("discretion", {}, cite(grave), grave.note)
        raise ValueError(f"unknown value {grave.value!r} of grave_fault")
    if (r := unsettled(ladder)) is not None:
        return r
    steps = LADDERS.get(str(ladder.value))
    if steps is None:
        raise ValueError(f"unknown value {ladder.value!r} of penalty_ladder")
    sanction = steps[min(inp.offence, len(steps)) - 1]
    # ropta-2023/11.2, club-nlhe/16.1, club-tournois/15-1: « les sanctions suivantes pourront être prises dans
    # l'ordre chronologique »: the TD may take them; the scale says which one this repetition reaches
    if sanction == "exclusion":  # club-tournois/15-1: « exclusion définitive du tournoi avec les jetons et
        # remboursement de 3 caves maximum »: his chips leave the tournament with him, up to three buy-ins refunded
        return discretion(cite(ladder), "excluded with his chips, and up to three buy-ins refunded",
                          sanction=sanction, chips_removed=True)
    removed = sanction == "disqualification" and ladder.value in CHIPS_REMOVED_AT_DISQUALIFICATION
    return discretion(cite(ladder), ladder.note, sanction=sanction, chips_removed=removed)
