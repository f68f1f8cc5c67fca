"""Every chip accounted for: random situations of every chip-related kind, under every ruleset.

For a player's action in a betting round the outcome says where each chip goes: ``to`` (their
total for the round after the ruling), ``completed`` (chips to add) and ``returned`` (chips given
back), with ``in front + completed - returned == to`` (``in front``: what they had already put in
plus the chips put forward), and the same for every option of a choice. Pots hold exactly what went
in; a killed hand's refund and forfeit add up to its contribution; the big-blind ante's main pot,
side pots and returns add up to what the short big blind and the others put in.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from floorbook.corpus.inputs import InvalidInput, read_input
from floorbook.corpus.parameters import load_rulesets, ruleset
from floorbook.engine import SITUATIONS
from floorbook.engine.button import BigBlindAnteInput
from floorbook.engine.registry import ACCOUNTED, Input, InputError

RULESETS = sorted(load_rulesets())
PLAYERS = "ABCDEFGH"
SETTINGS = settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# what the player has in front of them once their chips are put forward, per situation
IN_FRONT: dict[str, Callable[[Any], int]] = {
    "chip_push": lambda i: i.already_in + sum(i.chips),
    "bet_total": lambda i: i.total,
    "string_bet": lambda i: i.already_in + sum(i.movements),
    "declaration": lambda i: i.already_in + i.chips,
}


def rule_everywhere(name: str, inp: Input) -> list[tuple[str, dict[str, Any]]]:
    """The outcome of ``inp`` under every ruleset, each checked to hold only declared keys."""
    situation = SITUATIONS[name]
    out = []
    for rid in RULESETS:
        outcome = situation.run(inp, ruleset(rid)).as_dict()
        assert set(outcome) <= situation.keys, f"{name} [{rid}] undeclared {set(outcome) - situation.keys}"
        out.append((rid, outcome))
    return out


def assert_accounted(figures: dict[str, Any], in_front: int, where: str, all_in: bool) -> None:
    """The accounting identity for one ruled total (an outcome, or one option of a choice)."""
    assert ACCOUNTED <= set(figures), f"{where}: {sorted(ACCOUNTED - set(figures))} missing in {figures}"
    to, completed, returned = figures["to"], figures["completed"], figures["returned"]
    assert min(to, completed, returned) >= 0, f"{where}: a negative amount in {figures}"
    assert in_front + completed - returned == to, f"{where}: {in_front} + {completed} - {returned} != {to}"
    assert completed == 0 or returned == 0, f"{where}: chips both added and given back"
    if all_in:
        assert completed == 0, f"{where}: an all-in player cannot add chips"


def check_action_outcomes(name: str, inp: Input, all_in: bool = False) -> None:
    in_front = IN_FRONT[name](inp)
    for rid, outcome in rule_everywhere(name, inp):
        where = f"{name} [{rid}] {inp}"
        unsaid = {k for k, status in (outcome.get("fields") or {}).items() if status != "ruled"}
        if "to" in outcome and not unsaid & {"to", "completed", "returned"}:  # an amount the rulebook leaves unsaid
            # accounts for nothing (a call of the full big blind whose short chips' fate is unsaid: club-tournois/9-6)
            assert_accounted(outcome, in_front, where, all_in)
        for option, figures in (outcome.get("options") or {}).items():
            assert_accounted(figures, in_front, f"{where} option {option}", all_in)
        if outcome["status"] == "ruled" and outcome.get("action") in ("call", "bet", "raise", "check"):
            assert "to" in outcome, f"{where}: a ruled {outcome['action']} without its total"


# --- strategies -----------------------------------------------------------------------------------

CHIP_VALUES = st.one_of(st.sampled_from([1, 5, 25, 100, 500, 1000, 5000, 25_000]), st.integers(1, 50_000))


@st.composite
def rounds(draw: st.DrawFn) -> dict[str, Any]:
    """A betting round: big blind, street, current bet, sometimes the last full raise."""
    bb = draw(st.one_of(st.sampled_from([2, 50, 100, 200, 400, 1000, 4000]), st.integers(1, 10_000)))
    street = draw(st.sampled_from(["preflop", "postflop"]))
    current = draw(st.one_of(st.just(0), st.just(bb), st.integers(0, 20 * bb)))
    out = {"big_blind": bb, "street": street, "current_bet": current}
    effective = max(current, bb) if street == "preflop" else current
    if draw(st.booleans()):
        # a full bet or raise is at least the big blind; 0: none yet, only after the flop with a bet short of the big
        # blind (a short all-in opened the round): a bet of the big blind or more is itself a full one
        # before the flop a raise sits on top of the big blind: at most the bet less the blind (or the blind itself)
        most = max(bb, current - bb) if street == "preflop" else effective
        out["last_full_raise"] = draw(st.just(0) if effective < bb else st.integers(bb, most))
    return out


@st.composite
def players(draw: st.DrawFn) -> dict[str, Any]:
    """A round and a player in it: what they had already put in this round (below the bet, but the big blind's
    option before the flop: a player who has matched the bet does not act again)."""
    rnd = draw(rounds())
    bet = max(rnd["current_bet"], rnd["big_blind"]) if rnd["street"] == "preflop" else rnd["current_bet"]
    option = rnd["street"] == "preflop" and bet == rnd["big_blind"]
    cap = bet if option else max(bet - 1, 0)
    return {**rnd, "already_in": draw(st.one_of(st.just(0), st.just(cap), st.integers(0, cap)))}


# --- a player's chips in a betting round ------------------------------------------------------------


def chips_near(player: dict[str, Any]) -> st.SearchStrategy[int]:
    """Chip values around what the round is about (the big blind, the amount to call), or any."""
    scale = max(player["big_blind"], player["current_bet"] - player.get("already_in", 0), 1)
    return st.one_of(CHIP_VALUES, st.integers(1, 3 * scale), st.sampled_from([scale, max(1, scale // 2)]))


@SETTINGS
@given(players(), st.data(), st.sampled_from([0, 1, 10_000]), st.sampled_from([None, "raise"]), st.integers(2, 9))
def test_chip_push_accounts_for_every_chip(player: dict[str, Any], data: st.DataObject, stack_behind: int,
                                           declared: str | None, players_in_hand: int) -> None:
    chips = data.draw(st.lists(chips_near(player), min_size=1, max_size=6))
    inp = read_input("chip_push",
        {**player, "chips": chips, "stack_behind": stack_behind, "declared": declared,
         "players_in_hand": players_in_hand})
    check_action_outcomes("chip_push", inp, all_in=stack_behind == 0)


@SETTINGS
@given(rounds(), st.data(), st.booleans(), st.sampled_from([None, "raise"]))
def test_bet_total_accounts_for_every_chip(rnd: dict[str, Any], data: st.DataObject, all_in: bool,
                                           declared: str | None) -> None:
    total = data.draw(st.one_of(st.integers(1, 200_000), chips_near(rnd)))
    inp = read_input("bet_total", {**rnd, "total": total, "all_in": all_in,
                                                        "declared": declared})
    check_action_outcomes("bet_total", inp, all_in=all_in)


@SETTINGS
@given(players(), st.data())
def test_string_bet_accounts_for_every_chip(player: dict[str, Any], data: st.DataObject) -> None:
    movements = data.draw(st.lists(chips_near(player), min_size=2, max_size=5))
    announced = data.draw(st.one_of(st.none(), chips_near(player)))
    level = max(player.get("current_bet", 0), player["big_blind"] if player.get("street") == "preflop" else 0)
    assume(announced is None or announced >= level)  # an announced total below the call cannot happen
    inp = read_input("string_bet", {**player, "movements": movements,
                                                         "announced_total": announced})
    check_action_outcomes("string_bet", inp)


@SETTINGS
@given(players(), st.sampled_from(["call", "check"]), st.data())
def test_declaration_accounts_for_every_chip(player: dict[str, Any], said: str, data: st.DataObject) -> None:
    chips = data.draw(st.one_of(st.just(0), chips_near(player)))
    inp = read_input("declaration", {**player, "said": said, "chips": chips})
    check_action_outcomes("declaration", inp)


def _rule(name: str, rid: str, **inp: Any) -> dict[str, Any]:
    situation = SITUATIONS[name]
    return situation.run(read_input(situation, inp), ruleset(rid)).as_dict()


def test_string_bet_called_gives_the_excess_back() -> None:
    """TDA 2019 r56: a string bet is a call; the chips beyond the call go back."""
    out = _rule("string_bet", "tda-2019", big_blind=100, current_bet=300, movements=[300, 700])
    assert out | {"articles": None} == {"status": "ruled", "action": "call", "to": 300, "completed": 0,
                                        "returned": 700, "articles": None}


def test_string_bet_first_movement_gives_the_later_movements_back() -> None:
    """ROPTA 9.5: only the first pile counts; the later movements go back."""
    out = _rule("string_bet", "ropta-2023", big_blind=100, current_bet=300, movements=[300, 700])
    assert (out["action"], out["to"], out["completed"], out["returned"]) == ("call", 300, 0, 700)


def test_a_verbal_call_says_what_must_be_added_or_given_back() -> None:
    """TDA 2019 r51-A: the full call is owed; ROPTA 9.4: a call stays a call whatever is pushed."""
    out = _rule("declaration", "tda-2019", big_blind=2000, current_bet=8000, said="call", already_in=2000)
    assert (out["to"], out["completed"], out["returned"]) == (8000, 6000, 0)
    out = _rule("declaration", "ropta-2023", big_blind=100, current_bet=300, said="call", chips=1000)
    assert (out["to"], out["completed"], out["returned"]) == (300, 0, 700)


def test_a_check_facing_a_bet_puts_nothing_in_and_may_call_or_fold() -> None:
    out = _rule("declaration", "tda-2019", big_blind=100, current_bet=300, said="check", chips=100)
    assert out["options"] == {"call": {"to": 300, "completed": 200, "returned": 0},
                              "fold": {"to": 0, "completed": 0, "returned": 100}}


def test_undercall_left_to_the_td_gives_both_options() -> None:
    """TDA 2019 r51-B: complete the call, or forfeit the chips put in (they stay in the pot) and fold."""
    out = _rule("chip_push", "tda-2019", big_blind=2000, current_bet=8000, last_full_raise=6000,
                chips=[1000, 1000], players_in_hand=3)
    assert out["status"] == "discretion" and out["action"] == "call_or_forfeit"
    assert out["options"] == {"call": {"to": 8000, "completed": 6000, "returned": 0},
                              "fold": {"to": 2000, "completed": 0, "returned": 0}}


def test_single_smaller_chip_stays_in_whatever_the_player_chooses() -> None:
    """ROPTA 9.12: "Le jeton sera engagé et le joueur devra préciser s'il call ou fold"."""
    out = _rule("chip_push", "ropta-2023", big_blind=4000, current_bet=50000, chips=[1000], players_in_hand=3)
    assert out["options"] == {"call": {"to": 50000, "completed": 49000, "returned": 0},
                              "fold": {"to": 1000, "completed": 0, "returned": 0}}


# --- pots, killed hands, big-blind ante -------------------------------------------------------------

contributions = st.dictionaries(st.sampled_from(PLAYERS), st.integers(0, 100_000), min_size=1, max_size=8)


@SETTINGS
@given(contributions, st.data())
def test_pots_hold_exactly_what_went_in(contrib: dict[str, int], data: st.DataObject) -> None:
    folded = sorted(data.draw(st.sets(st.sampled_from(sorted(contrib)))))
    antes = data.draw(st.dictionaries(st.sampled_from(sorted(contrib)), st.integers(0, 5000)))
    assume(any(contrib.values()) or any(antes.values()))  # else refused: no pot (see below)
    assume(set(folded) < set(contrib))  # else refused: someone must be left to win it
    top_live = max(v for w, v in contrib.items() if w not in folded)
    # else refused: of two players who folded above every player still in, the last folded facing no bet
    assume(sum(v > top_live for w, v in contrib.items() if w in folded) <= 1)
    paid = [v for v in antes.values() if v]
    # else refused: a player short of a classic ante is all-in on it (ropta-2023/4.2) and bets nothing more
    assume(len(paid) < 2 or not any(0 < v < max(paid) and contrib[w] for w, v in antes.items()))
    inp = read_input("pots", {"contributions": contrib, "folded": folded, "antes": antes})
    for rid, out in rule_everywhere("pots", inp):
        if (out.get("fields") or {}).get("main_pot") is not None:  # classic antes the rulebook does not address
            assert out["main_pot"] is None and out["side_pots"] is None, rid
            continue
        assert out["main_pot"] >= 0 and all(p >= 0 for p in out["side_pots"]), rid
        assert out["main_pot"] + sum(out["side_pots"]) == sum(contrib.values()) + sum(antes.values()), rid


@SETTINGS
@given(st.dictionaries(st.sampled_from(PLAYERS), st.integers(0, 100_000), min_size=2, max_size=8), st.data())
def test_a_killed_hand_loses_exactly_what_it_does_not_get_back(contrib: dict[str, int],
                                                               data: st.DataObject) -> None:
    assume(any(contrib.values()))  # else refused: nothing was put in
    player = data.draw(st.sampled_from(sorted(contrib)))
    uncalled = contrib[player] > max(v for w, v in contrib.items() if w != player)
    # asked by a rulebook that gives back only a raise; named only for chips nobody called (else refused)
    last = data.draw(st.sampled_from(["bet", "raise"])) if uncalled else None
    inp = read_input("killed_hand", {"contributions": contrib, "player": player, "last_action": last})
    for rid, out in rule_everywhere("killed_hand", inp):
        if out["status"] == "ruled":
            assert out["refund"] >= 0 and out["forfeited"] >= 0, rid
            assert out["refund"] + out["forfeited"] == contrib[player], rid


@SETTINGS
@given(st.sampled_from([100, 1000, 4000]), st.sampled_from([100, 1000, 4000]), st.data())
def test_big_blind_ante_accounts_for_every_chip(bb: int, ante: int, data: st.DataObject) -> None:
    stack = data.draw(st.integers(1, ante + bb - 1))
    bets = data.draw(st.dictionaries(st.sampled_from(["SB", "UTG", "CO", "BU"]), st.integers(0, 6 * bb)))
    folded = sorted(data.draw(st.sets(st.sampled_from(sorted(bets)))) if bets else [])
    live = [v for w, v in bets.items() if w not in folded]
    impossible = any(bets[w] > max([bb, *live]) for w in folded)
    try:
        inp = BigBlindAnteInput(big_blind=bb, ante=ante, stack=stack, bets=bets, folded=folded)
    except ValueError as err:
        assert impossible and "nothing to fold to" in str(err)
        return
    assert not impossible
    for rid, out in rule_everywhere("big_blind_ante", inp):
        if out["status"] != "ruled":
            continue
        posted = out["ante_posted"] + out["blind_posted"]
        assert posted == stack, rid  # the short big blind is all-in, ante first
        returned = out["returned"]
        values = [out["main_pot"], *out["side_pots"], *returned.values()]
        assert min(values) >= 0, rid
        assert sum(values) == posted + sum(bets.values()), rid
        # ROPTA 4.2: the ante and his blind from each opponent, no more
        assert out["main_pot"] <= out["ante_posted"] + out["blind_posted"] * (1 + len(bets)), rid
        # a folded player only gets back what nobody still in could win: chips above every live total
        reach = max([out["blind_posted"], *live])
        for who in folded:
            assert returned.get(who, 0) == max(0, bets[who] - reach), (rid, who)


def test_big_blind_ante_walk_gives_the_small_blind_its_surplus_back() -> None:
    """ROPTA 4.2 case B1: everyone else folds ("un walk"): "la SB lui donnera alors 400 et récupèrera 100"."""
    inp = BigBlindAnteInput(big_blind=1000, ante=1000, stack=1400, bets={"SB": 500, "UTG": 0}, folded=["SB", "UTG"])
    out = SITUATIONS["big_blind_ante"].run(inp, ruleset("ropta-2023")).as_dict()
    assert out["returned"] == {"SB": 100}
    assert out["main_pot"] == 1000 + 400 + 400 and out["side_pots"] == []


def test_big_blind_ante_refuses_a_fold_with_nothing_to_fold_to() -> None:
    with pytest.raises(ValueError, match="nothing to fold to"):
        BigBlindAnteInput(big_blind=1000, ante=1000, stack=1400, bets={"SB": 500, "UTG": 3000},
                          folded=["SB", "UTG"])


@SETTINGS
@given(st.integers(1, 100_000), st.sampled_from([5, 25, 100, 1000]))  # a removed chip is smaller: never 1
def test_found_chips_are_exchanged_or_removed(value: int, smallest: int) -> None:
    inp = read_input("found_chips_after_race", {"value": value, "smallest_remaining": smallest})
    for rid, out in rule_everywhere("found_chips_after_race", inp):
        if out["status"] == "ruled":
            assert min(out["exchanged"], out["removed"]) >= 0 and out["exchanged"] + out["removed"] == value, rid


# --- impossible amounts are refused ---------------------------------------------------------------

NEGATIVE = [
    ("chip_push", {"big_blind": 100, "current_bet": -300, "chips": [500]}),
    ("chip_push", {"big_blind": 100, "current_bet": 300, "chips": [500], "already_in": -100}),
    ("chip_push", {"big_blind": 100, "current_bet": 300, "chips": [-500]}),
    ("chip_push", {"big_blind": 100, "current_bet": 300, "chips": [500], "stack_behind": -1}),
    ("chip_push", {"big_blind": 0, "current_bet": 300, "chips": [500]}),
    ("bet_total", {"big_blind": 100, "current_bet": 300, "total": -500}),
    ("min_raise", {"big_blind": 100, "current_bet": 300, "last_full_raise": -200}),
    ("string_bet", {"big_blind": 100, "current_bet": 300, "movements": [100, -100]}),
    ("string_bet", {"big_blind": 100, "current_bet": 300, "movements": [100, 100], "announced_total": -300}),
    ("declaration", {"big_blind": 100, "current_bet": 300, "said": "call", "chips": -100}),
    ("declaration", {"big_blind": 100, "current_bet": 300, "said": "call", "already_in": -100}),
    ("betting_round", {"big_blind": 100, "street": "preflop", "posted": {"SB": -50, "BB": 100},
                       "actions": [{"player": "A", "kind": "fold"}], "ask": "SB"}),
    ("betting_round", {"big_blind": 100, "actions": [{"player": "A", "kind": "bet", "to": -300}], "ask": "B"}),
    ("pots", {"contributions": {"A": -500, "B": 1000}}),
    ("pots", {"contributions": {"A": 500, "B": 1000}, "antes": {"A": -100}}),
    ("killed_hand", {"contributions": {"A": -500, "B": 1000}, "player": "A"}),
    ("split_pot", {"amount": -100, "winners": ["A", "B"]}),
    ("abbreviated_amount", {"said": 5, "pot": -3000, "smallest_chip": 100}),
    ("chip_race", {"removed": 25, "race_to": 100, "odd_chips": {"A": -2, "B": 1}}),
    ("chip_race", {"removed": 25, "race_to": 100, "odd_chips": {"A": 2, "B": 1}, "other_chips": {"A": -10}}),
    ("found_chips_after_race", {"value": -125, "smallest_remaining": 100}),
    ("big_blind_ante", {"big_blind": 1000, "ante": 1000, "stack": 1400, "bets": {"SB": -500}}),
    ("big_blind_ante", {"big_blind": 1000, "ante": 1000, "stack": -1400}),
    ("balance_tables", {"tables": {"A": 9, "B": -1}}),
]


@pytest.mark.parametrize(("name", "data"), NEGATIVE, ids=[f"{n}-{i}" for i, (n, _) in enumerate(NEGATIVE)])
def test_negative_amounts_are_refused(name: str, data: dict[str, Any]) -> None:
    with pytest.raises(InvalidInput):
        read_input(name, data)
    with pytest.raises(InputError):  # the engine's own reading (standard library only) refuses them too
        SITUATIONS[name].read(data)


@pytest.mark.parametrize(("name", "data"), [
    ("chip_push", {"big_blind": 100, "current_bet": 300, "chips": [500], "already_in": 400}),
    ("min_raise", {"big_blind": 100, "current_bet": 300, "last_full_raise": 400}),
    ("betting_round", {"big_blind": 100, "actions": [{"player": "A", "kind": "bet", "to": 0}], "ask": "B"}),
    ("pots", {"contributions": {"A": 0, "B": 0}}),
])
def test_impossible_amounts_are_refused(name: str, data: dict[str, Any]) -> None:
    with pytest.raises(InvalidInput):
        read_input(name, data)
    with pytest.raises(InputError):
        SITUATIONS[name].read(data)



# --- antes: nobody wins more than he matched ----------------------------------------------------------

PLAYERS = ("A", "B", "C", "D", "E", "F")


@st.composite
def hands_with_antes(draw: Any) -> tuple[dict[str, int], set[str], dict[str, int], str]:
    """A hand's live contributions, who folded, the antes and their format: classic (each player pays his
    own, some perhaps short of it), button or big blind (one player pays for the table). A folded player
    put in no more than the largest live stake (he folded facing it)."""
    n = draw(st.integers(2, 6))
    players = PLAYERS[:n]
    contributions = {p: draw(st.integers(0, 3000)) for p in players}
    folded = set(draw(st.lists(st.sampled_from(players), max_size=n - 1, unique=True)))
    ante_format = draw(st.sampled_from(["classic", "button", "big_blind"]))
    ante = draw(st.integers(1, 500))
    if ante_format == "classic":  # a player short of the ante is all-in on it: he puts nothing more in
        antes = {p: ante if draw(st.booleans()) else draw(st.integers(1, ante)) for p in players}
        antes[players[0]] = ante  # the ante itself: paid whole by one player at least
        contributions.update({p: 0 for p in players if antes[p] < ante})
    else:
        antes = {draw(st.sampled_from(players)): draw(st.integers(1, ante))}
    own = antes if ante_format == "classic" else {}
    live_max = max(contributions[p] + own.get(p, 0) for p in players if p not in folded)
    live_bet = max(contributions[p] for p in players if p not in folded)
    for p in folded:  # he folded facing a larger stake, and a larger bet (antes are not bets)
        contributions[p] = min(contributions[p], live_max - own.get(p, 0), live_bet)
        assume(contributions[p] >= 0)
    return contributions, folded, antes, ante_format


@given(hands_with_antes())
@settings(max_examples=400, deadline=None)
def test_no_player_wins_more_than_he_matched_antes_included(hand: tuple[dict[str, int], set[str], dict[str, int],
                                                                         str]) -> None:
    """Every ante format: the pots hold every chip put in, and a player can win from them at most what
    he matched — each other player's stake up to his own (ropta-2023/4.2: a player short of a classic ante
    "ne peut gagner que le montant de son tapis multiplié par le nombre de joueurs") — plus, with a button
    or big blind ante, the whole of that ante ("peut prétendre à l'intégralité de l'ante")."""
    contributions, folded, antes, ante_format = hand
    pots = SITUATIONS["pots"].run(read_input("pots", {"contributions": contributions, "folded": sorted(folded),
                                                      "antes": antes}), ruleset("ropta-2023")).value
    amounts = [pots["main_pot"], *pots["side_pots"]]
    assert sum(amounts) == sum(contributions.values()) + sum(antes.values())  # no chip created or lost
    stake = {p: contributions[p] + (antes.get(p, 0) if ante_format == "classic" else 0) for p in contributions}
    dead = 0 if ante_format == "classic" else sum(antes.values())
    for player in contributions:
        if player in folded:
            continue
        can_win = sum(a for a, eligible in zip(amounts, pots["eligible"], strict=True) if player in eligible)
        matched = sum(min(stake[other], stake[player]) for other in contributions)
        assert can_win <= matched + dead, (player, can_win, matched, dead)


def test_a_player_short_of_a_classic_ante_wins_his_stake_times_the_players() -> None:
    """ropta-2023/4.2, classic ante of 100 at four players: A has only 40, so he can win 4 × 40 = 160."""
    pots = SITUATIONS["pots"].run(read_input("pots", {
        "contributions": {"A": 0, "B": 900, "C": 900, "D": 0}, "folded": ["D"],
        "antes": {"A": 40, "B": 100, "C": 100, "D": 100}}), ruleset("ropta-2023")).value
    assert pots["main_pot"] == 160 and pots["eligible"][0] == ["A", "B", "C"]
    assert pots["side_pots"] == [960 + 960 + 60]  # B's and C's stakes above 40, and D's folded ante above 40
