"""A situation and its ruling in plain words, in French or in English, from the templates of
:mod:`floorbook.rulings.sentence_templates`.

:func:`narrative` tells the situation as a short table narrative (blinds, street, who bet what,
which chips were pushed); :func:`sentence` says a ruling in one or a few sentences: what the
rulebook rules, that it leaves it to the tournament director (and between what), or that it does
not address it, field by field for a partial ruling. Amounts are written as each language writes
them (:func:`floorbook.words.values.number_words`); no engine identifier reaches the text; the articles
cited are given beside the sentence, not inside it. Every word comes from the tables of
:mod:`floorbook.rulings.sentence_templates`, picked by a name written out here or by a value of the input or
of the ruling, and is said by :func:`floorbook.words.lookup.say`.

Standard library only (with :mod:`floorbook.engine`): this module runs in the browser (Pyodide).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from typing import Any

from floorbook.engine.betting import Round
from floorbook.engine.declarations import Label
from floorbook.engine.outcomes import Ruling
from floorbook.engine.registry import Input
from floorbook.rulings.sentence_templates import (
    ACTION_AMOUNT_UNSAID,
    ACTION_RULINGS,
    ACTIONS,
    ACTS,
    ACTS_TO,
    FIELD_VERDICTS,
    NARRATIVE,
    NARRATIVE_BY_VALUE,
    NOUNS,
    NOUNS_MANY,
    OPTIONS,
    OPTIONS_TO,
    QUESTIONS,
    RULED,
    RULING_VERDICTS,
    STREETS,
    WORDS,
)
from floorbook.words.lookup import say
from floorbook.words.values import VALUE_WORDS, card_words, count_words, counted, join, number_words, value_words

Clause = tuple[Label, dict[str, Any]]  # a clause of the narrative and the values it needs besides the input's
OPEN = ("silent", "discretion")
# outputs and inputs holding a seat number, said "siège 3" / "seat 3"
SEATS = {"first", "button", "small_blind", "big_blind", "first_card", "dealer", "waiting", "deal_from_seat",
         "players", "out", "seats", "eliminated", "newcomers"}
SEAT_SITUATIONS = {"first_to_act", "next_hand"}
ACTION_SITUATIONS = {"chip_push", "bet_total", "declaration", "string_bet"}


# --- values in words -------------------------------------------------------------------------------


def seat_words(value: Any, lang: str) -> str:
    """``siège 3``, ``sièges 3 et 4`` / ``seat 3``, ``seats 3 and 4``."""
    if isinstance(value, list):
        if not value:
            return say(VALUE_WORDS["nobody"], lang)
        return say(WORDS["seat"] if len(value) == 1 else WORDS["seats"], lang, n=join((str(v) for v in value), lang))
    return say(WORDS["seat"], lang, n=value)


def chips_words(chips: list[int], lang: str) -> str:
    """``un jeton de 5 000 et un jeton de 1 000`` / ``a 5,000 chip and a 1,000 chip``."""
    counts: dict[int, int] = {}
    for chip in chips:
        counts[chip] = counts.get(chip, 0) + 1
    parts = [say(WORDS["chip_one"] if n == 1 else WORDS["chip_many"], lang, count=count_words(n, lang),
                 value=number_words(v, lang))
             for v, n in counts.items()]
    return join(parts, lang)


def _words_of(obj: Any, lang: str, seats: bool) -> dict[str, str]:
    """Every field of an input (or outcome mapping) in words, seats said as seats when asked."""
    items = ({f.name: getattr(obj, f.name) for f in dataclasses.fields(obj)} if dataclasses.is_dataclass(obj)
             else dict(obj))
    return {k: seat_words(v, lang) if seats and k in SEATS and v is not None and not isinstance(v, bool)
            else value_words(v, lang) for k, v in items.items()}


# --- the situation, told ---------------------------------------------------------------------------


def _flags(inp: Any, clauses: dict[str, Label]) -> list[Clause]:
    """The clauses of the input's fields that are true or given (field → its clause), in this order."""
    return [(clause, {}) for name, clause in clauses.items() if getattr(inp, name)]


def _betting(inp: Any, lang: str) -> list[Clause]:
    """Big blind, street, the bet to call, the last full raise, what the player already has in."""
    out: list[Clause] = [(NARRATIVE["bet.big_blind"], {"street": say(STREETS[inp.street], lang)})]
    if inp.current_bet:
        out.append((NARRATIVE["bet.current_bet"], {}))
    elif inp.street == "postflop":
        out.append((NARRATIVE["bet.no_bet"], {}))
    if inp.last_full_raise is not None:
        out.append((NARRATIVE["bet.last_full_raise"], {}))
    if getattr(inp, "already_in", 0):
        out.append((NARRATIVE["bet.already_in"], {}))
    return out


def _chip_push(inp: Any, lang: str) -> list[Clause]:
    out = _betting(inp, lang)
    out.append((NARRATIVE["chip_push.push_raise"] if inp.declared == "raise" else NARRATIVE["chip_push.push"],
                {"chips": chips_words(inp.chips, lang)}))
    if inp.stack_behind == 0:
        out.append((NARRATIVE["chip_push.all_chips"], {}))
    elif inp.stack_behind is not None:
        out.append((NARRATIVE["chip_push.stack_behind"], {}))
    return out + _players_in_hand(inp, lang)


def _players_in_hand(inp: Any, lang: str) -> list[Clause]:
    """How many players are in the hand, when it is not the default three (heads-up decides some undercalls)."""
    if inp.players_in_hand == 3:  # the default, not said
        return []
    return [(NARRATIVE["chip_push.heads_up"] if inp.players_in_hand == 2 else NARRATIVE["chip_push.players"],
             {"players_in_hand": _players(inp.players_in_hand, lang)})]


def _bet_total(inp: Any, lang: str) -> list[Clause]:
    total = NARRATIVE["bet_total.total_raise"] if inp.declared == "raise" else NARRATIVE["bet_total.total"]
    out = [*_betting(inp, lang), (total, {})]
    return out + ([(NARRATIVE["bet_total.all_in"], {})] if inp.all_in else []) + _players_in_hand(inp, lang)


def _declaration(inp: Any, lang: str) -> list[Clause]:
    out = [*_betting(inp, lang), (NARRATIVE_BY_VALUE["declaration"]["said"][inp.said], {})]
    return out + ([(NARRATIVE["declaration.chips"], {})] if inp.chips else [])


def _string_bet(inp: Any, lang: str) -> list[Clause]:
    moves = join((number_words(m, lang) for m in inp.movements), lang)
    count = counted(len(inp.movements), WORDS["motion"], WORDS["motions"], lang)
    out = [*_betting(inp, lang), (NARRATIVE["string_bet.movements"], {"count": count, "movements": moves})]
    announced = NARRATIVE["string_bet.announced"] if inp.announced_total else NARRATIVE["string_bet.not_announced"]
    return [*out, (announced, {}), *_players_in_hand(inp, lang)]


def _action_words(action: Any, lang: str) -> str:
    """``A relance à 200`` / ``A raises to 200``."""
    words = ACTS_TO[action.kind] if action.to is not None else ACTS[action.kind]
    return f"{action.player} " + say(words, lang, to=value_words(action.to, lang))


def _betting_round(inp: Any, lang: str) -> list[Clause]:
    out: list[Clause] = [(NARRATIVE["bet.big_blind"], {"street": say(STREETS[inp.street], lang)})]
    if inp.posted:
        posted = join((say(WORDS["posted_by"], lang, amount=number_words(v, lang), player=p)
                       for p, v in inp.posted.items()), lang)
        out.append((NARRATIVE["betting_round.posted"], {"posted": posted}))
    out.append((NARRATIVE["betting_round.actions"],
                {"actions": ", ".join(_action_words(a, lang) for a in inp.actions)}))
    return [*out, (NARRATIVE["betting_round.ask"], {})]


def _big_blind_ante(inp: Any, lang: str) -> list[Clause]:
    out: list[Clause] = [(NARRATIVE["big_blind_ante.blinds"], {}), (NARRATIVE["big_blind_ante.stack"], {})]
    return out + _flags(inp, {"bets": NARRATIVE["big_blind_ante.bets"], "folded": NARRATIVE["big_blind_ante.folded"]})


def _balance_tables(inp: Any, lang: str) -> list[Clause]:
    out: list[Clause] = [(NARRATIVE["balance_tables.tables"], {})]
    if inp.format == "short_handed":
        out.append((NARRATIVE["balance_tables.format.short_handed"], {}))
    return out + ([(NARRATIVE["balance_tables.stage.late"], {})] if inp.stage == "late" else [])


def _bet_error(inp: Any, lang: str) -> list[Clause]:
    game = say(NARRATIVE["bet_error.pot_limit"], lang) if inp.game == "pot_limit" else ""
    out: list[Clause] = [(NARRATIVE["bet_error.bet"], {"game": game})]
    return out + _flags(inp, {"substantial_action": NARRATIVE["bet_error.substantial_action"],
                              "round_over": NARRATIVE["bet_error.round_over"]})


def _nth(n: int, lang: str) -> str:
    """An ordinal as a number: ``2e``, ``3e`` (French), ``2nd``, ``3rd`` (English).

    >>> _nth(2, "fr"), _nth(3, "en"), _nth(11, "en"), _nth(22, "en")
    ('2e', '3rd', '11th', '22nd')
    """
    if lang == "fr":
        return f"{n}e"
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _call_time(inp: Any, lang: str) -> list[Clause]:
    out: list[Clause] = [(NARRATIVE["call_time.facing_bet"] if inp.facing_bet else NARRATIVE["call_time.no_bet"], {})]
    if inp.acted_at is None:
        return out
    at = NARRATIVE["call_time.acted_at_once"] if inp.acted_at == 0 else NARRATIVE["call_time.acted_at"]
    return [*out, (at, {})]


def _chip_race(inp: Any, lang: str) -> list[Clause]:
    out: list[Clause] = [(NARRATIVE["chip_race.race"], {}), (NARRATIVE["chip_race.odd_chips"], {})]
    cards = {"cards": ", ".join(f"{p} {' '.join(card_words(x) for x in c)}" for p, c in (inp.cards or {}).items())}
    seats = {"seats": ", ".join(f"{p} {seat_words(s, lang)}" for p, s in (inp.seats or {}).items()),
             "dealer": seat_words(inp.dealer, lang)}
    for name, clause, extra in (("other_chips", NARRATIVE["chip_race.other_chips"], {}),
                                ("cards", NARRATIVE["chip_race.cards"], cards),
                                ("smallest_remaining", NARRATIVE["chip_race.smallest_remaining"], {}),
                                ("chips_awarded", NARRATIVE["chip_race.chips_awarded"], {}),
                                ("seats", NARRATIVE["chip_race.seats"], seats),
                                ("dealer", NARRATIVE["chip_race.dealer"], seats)):
        if getattr(inp, name):
            out.append((clause, extra))
    return out


# which burn card, by the input's ``burn``
BURNS = {"first": WORDS["burn.first"], "second": WORDS["burn.second"], "third": WORDS["burn.third"]}


def _board_error(inp: Any, lang: str) -> list[Clause]:
    out: list[Clause] = [(NARRATIVE_BY_VALUE["board_error"]["error"][inp.error], {"burn": say(BURNS[inp.burn], lang)})]
    if not inp.order_known:
        out.append((NARRATIVE["board_error.order_unknown"], {}))
    return out + _flags(inp, {"with_board_card": NARRATIVE["board_error.with_board_card"],
                              "all_in": NARRATIVE["board_error.all_in"]})


def _deck_error(inp: Any, lang: str) -> list[Clause]:
    out: list[Clause] = [(NARRATIVE_BY_VALUE["deck_error"]["error"][inp.error],
                          {"street": say(STREETS[inp.street], lang)})]
    return out + _flags(inp, {"recoverable": NARRATIVE["deck_error.recoverable"],
                              "after_folds": NARRATIVE["deck_error.after_folds"]})


def _first_to_act(inp: Any, lang: str) -> list[Clause]:
    out: list[Clause] = [(NARRATIVE["first_to_act.seats"], {"street": say(STREETS[inp.street], lang)})]
    return out + _flags(inp, {"big_blind": NARRATIVE["first_to_act.big_blind"], "out": NARRATIVE["first_to_act.out"]})


def _next_hand(inp: Any, lang: str) -> list[Clause]:
    out: list[Clause] = [(NARRATIVE["next_hand.seats"], {})]
    out += _flags(inp, {"eliminated": NARRATIVE["next_hand.eliminated"], "newcomers": NARRATIVE["next_hand.newcomers"]})
    if inp.ante_format != "none":
        out.append((NARRATIVE_BY_VALUE["next_hand"]["ante_format"][inp.ante_format], {}))
    return out


def _open_hands(inp: Any, lang: str) -> list[Clause]:
    betting = NARRATIVE["open_hands.betting_over"] if inp.betting_over else NARRATIVE["open_hands.betting_on"]
    counts = {"all_in": _players(inp.all_in, lang), "with_chips": _players(inp.with_chips, lang)}
    out: list[Clause] = [(NARRATIVE["open_hands.players"], counts), (betting, {})]
    return out + ([(NARRATIVE["open_hands.river"], {})] if inp.river else [])


def _out_of_turn(inp: Any, lang: str) -> list[Clause]:
    said = {"action": say(ACTS[inp.action], lang), **_kinds(inp.skipped, lang)}
    out: list[Clause] = [(NARRATIVE["out_of_turn.action"], said)]
    if "all_in" in inp.skipped:  # tda-2019/53 « Un check, call ou fold … ne change pas l'action »: a short all-in
        # is entered as the call it is
        out.append((NARRATIVE["out_of_turn.all_in"], {}))
    return out + ([(NARRATIVE["out_of_turn.had_bet"], {})] if inp.had_bet else [])


def _showdown_order(inp: Any, lang: str) -> list[Clause]:
    out: list[Clause] = [(NARRATIVE["showdown_order.players"], {"players": join(inp.players, lang)})]
    if inp.button_in_hand is True:
        out.append((NARRATIVE["showdown_order.button_in_hand"], {}))
    elif inp.button_in_hand is False:
        out.append((NARRATIVE["showdown_order.button_out"], {}))
    if inp.last_aggressor is None:
        return [*out, (NARRATIVE["showdown_order.no_aggressor"], {})]
    aggression = (NARRATIVE_BY_VALUE["showdown_order"]["aggression"][inp.aggression] if inp.aggression
                  else NARRATIVE["showdown_order.aggressor"])
    return [*out, (aggression, {})]


# a player knocked out, by (his table told, with a starting stack given)
BUSTED = {(False, False): NARRATIVE["simultaneous_eliminations.player"],
          (True, False): NARRATIVE["simultaneous_eliminations.player_table"],
          (False, True): NARRATIVE["simultaneous_eliminations.player_stack"],
          (True, True): NARRATIVE["simultaneous_eliminations.player_table_stack"]}


def _eliminations(inp: Any, lang: str) -> list[Clause]:
    tables = any(b.table != "1" for b in inp.busted)  # players at several tables: each one's is told
    people = [say(BUSTED[(tables, bool(b.stack))], lang, player=b.player, table=b.table,
                  stack=value_words(b.stack, lang))
              for b in inp.busted]
    return [(NARRATIVE["simultaneous_eliminations.start"], {}),
            (NARRATIVE["simultaneous_eliminations.busted"], {"busted": join(people, lang)})]


def _see_hand(inp: Any, lang: str) -> list[Clause]:
    return [(NARRATIVE["see_hand.river_bet"] if inp.river_bet else NARRATIVE["see_hand.no_river_bet"], {}),
            (NARRATIVE["see_hand.called"] if inp.requester_called else NARRATIVE["see_hand.not_called"], {}),
            (NARRATIVE["see_hand.has_cards"] if inp.requester_has_cards else NARRATIVE["see_hand.no_cards"], {}),
            (NARRATIVE["see_hand.aggressor"] if inp.target_is_last_aggressor else NARRATIVE["see_hand.not_aggressor"],
             {}),
            *_flags(inp, {"suspects_cheating": NARRATIVE["see_hand.suspects_cheating"]})]


def _mucked_hand(inp: Any, lang: str) -> list[Clause]:
    out: list[Clause] = [(NARRATIVE["mucked_hand.tabled"] if inp.tabled else NARRATIVE["mucked_hand.not_tabled"], {})]
    out += _flags(inp, {"clearly_winning": NARRATIVE["mucked_hand.clearly_winning"],
                        "dealer_mucked": NARRATIVE["mucked_hand.dealer_mucked"],
                        "touched_muck": NARRATIVE["mucked_hand.touched_muck"]})
    if not inp.identifiable:
        out.append((NARRATIVE["mucked_hand.not_identifiable"], {}))
    return out + ([] if inp.closer_to_player else [(NARRATIVE["mucked_hand.nearer_muck"], {})])


def _players(n: int, lang: str) -> str:
    """``un joueur``, ``deux joueurs`` / ``one player``, ``two players``."""
    return counted(n, WORDS["player"], WORDS["players"], lang)


def _penalty(inp: Any, lang: str) -> list[Clause]:
    counts = {"rounds": counted(inp.rounds or 0, WORDS["round"], WORDS["rounds"], lang),
              "hands": counted(inp.hands or 0, WORDS["hand"], WORDS["hands"], lang, feminine=True)}
    clauses = {"players_at_table": NARRATIVE["penalty_hands.players_at_table"],
               "rounds": NARRATIVE["penalty_hands.rounds"], "hands": NARRATIVE["penalty_hands.hands"]}
    return [(clause, counts) for clause, _ in _flags(inp, clauses)]


def _kinds(actions: list[str], lang: str) -> dict[str, str]:
    """Actions as nouns, the same ones in a row counted: ``un check, un call et trois abandons``."""
    runs: list[list[str]] = []
    for a in actions:
        if runs and runs[-1][0] == a:
            runs[-1].append(a)
        else:
            runs.append([a])
    said = join((say(NOUNS[r[0]], lang) if len(r) == 1
                 else f"{count_words(len(r), lang)} {say(NOUNS_MANY[r[0]], lang)}" for r in runs), lang)
    return {"acted_after": said, "actions": said, "skipped": said}


TELLERS: dict[str, Callable[[Any, str], list[Clause]]] = {
    "board_error": _board_error,
    "button_short": lambda inp, lang: [(NARRATIVE["button_short.short"], {}),
                                       *_flags(inp, {"acted": NARRATIVE["button_short.acted"],
                                                     "substantial_action": NARRATIVE["misdeal.substantial_action"]})],
    "exposed_card": lambda inp, lang: [
        (NARRATIVE_BY_VALUE["exposed_card"]["happened"][inp.happened], {}),
        *_flags(inp, {"dealers_own": NARRATIVE["exposed_card.dealers_own"],
                      "owner_touched": NARRATIVE["exposed_card.owner_touched"],
                      "mixed_with_hand": NARRATIVE["exposed_card.mixed_with_hand"],
                      "live_card_identifiable": NARRATIVE["exposed_card.live_card_identifiable"]})],
    "rabbit_hunt": lambda inp, lang: [
        (NARRATIVE["rabbit_hunt.asked"], {}),
        *_flags(inp, {"winner_consents": NARRATIVE["rabbit_hunt.winner_consents"]})],
    "stub_mixed": lambda inp, lang: [
        (NARRATIVE["stub_mixed.dropped"], {}),
        *_flags(inp, {"order_rebuildable": NARRATIVE["stub_mixed.order_rebuildable"],
                      "mixed_with_muck": NARRATIVE["stub_mixed.mixed_with_muck"]}),
        *([] if inp.betting_possible else [(NARRATIVE["stub_mixed.no_betting"], {})])],
    "abbreviated_amount": lambda inp, lang: [(NARRATIVE["abbreviated_amount.said"], {})],
    "balance_tables": _balance_tables,
    "bet_error": _bet_error,
    "bet_total": _bet_total,
    "betting_round": _betting_round,
    "big_blind_ante": _big_blind_ante,
    "call_time": _call_time,
    "chip_push": _chip_push,
    "chip_race": _chip_race,
    "count_request": lambda inp, lang: [
        (NARRATIVE_BY_VALUE["count_request"]["what"][inp.what], {}),
        (NARRATIVE["count_request.not_to_act"] if not inp.asker_to_act else NARRATIVE["count_request.to_act"]
         if inp.what in ("bet", "all_in") else NARRATIVE["count_request.to_act_plain"], {}),
        *([] if inp.asker_in_hand else [(NARRATIVE["count_request.out_of_hand"], {})]),
        *_flags(inp, {"pot_limit": NARRATIVE["count_request.pot_limit"]})],
    "deck_error": _deck_error,
    "declaration": _declaration,
    "collusion": lambda inp, lang: [(NARRATIVE_BY_VALUE["collusion"]["fault"][inp.fault], {})],
    "hand_shown": lambda inp, lang: [
        (NARRATIVE_BY_VALUE["hand_shown"]["shown_to"][inp.shown_to], {}),
        (NARRATIVE["hand_shown.opponents"],
         {"others": counted(inp.opponents_in_hand, WORDS["other_player"], WORDS["other_players"], lang)}),
        *([(NARRATIVE["hand_shown.in_turn"], {})] if inp.in_turn else [])],
    "final_table_size": lambda inp, lang: [(NARRATIVE_BY_VALUE["final_table_size"]["game"][inp.game], {})],
    "first_to_act": _first_to_act,
    "found_chips_after_race": lambda inp, lang: [(NARRATIVE["found_chips_after_race.found"], {})],
    "lost_chips_found": lambda inp, lang: [
        (NARRATIVE["lost_chips_found.owner_known"] if inp.owner_known else NARRATIVE["lost_chips_found.owner_unknown"],
         {})],
    "hand_fouled": lambda inp, lang: [
        (NARRATIVE["hand_fouled.thrown"], {}),
        (NARRATIVE["hand_fouled.identifiable"] if inp.identifiable else NARRATIVE["hand_fouled.not_identifiable"], {})],
    "hand_for_hand_clock": lambda inp, lang: [
        (NARRATIVE["hand_for_hand_clock.level_one"] if inp.level_minutes == 1
         else NARRATIVE["hand_for_hand_clock.level"], {})],
    "gesture": lambda inp, lang: [
        (NARRATIVE["gesture.facing_bet"] if inp.facing_bet else NARRATIVE["gesture.no_bet"], {}),
        (NARRATIVE_BY_VALUE["gesture"]["act"][inp.act], {})],
    "hidden_chips": lambda inp, lang: [
        (NARRATIVE["hidden_chips.found"], {}),
        *([] if inp.part_of_all_in is None else
          [(NARRATIVE["hidden_chips.part"] if inp.part_of_all_in else NARRATIVE["hidden_chips.not_part"], {})]),
        (NARRATIVE["hidden_chips.wins"] if inp.all_in_wins else NARRATIVE["hidden_chips.loses"], {})],
    "chips_carried_away": lambda inp, lang: [(NARRATIVE_BY_VALUE["chips_carried_away"]["how"][inp.how], {})],
    "heads_up_antes": lambda inp, lang: [(NARRATIVE_BY_VALUE["heads_up_antes"]["ante_format"][inp.ante_format], {})],
    "killed_hand": lambda inp, lang: [(NARRATIVE["killed_hand.hand"], {}),
                                      *([(NARRATIVE_BY_VALUE["killed_hand"]["last_action"][inp.last_action], {})]
                                        if inp.last_action else [])],
    "min_raise": lambda inp, lang: [*_betting(inp, lang), (NARRATIVE["min_raise.question"], {})],
    "misdeal": lambda inp, lang: [(NARRATIVE_BY_VALUE["misdeal"]["event"][inp.event], {}),
                                  *_flags(inp, {"substantial_action": NARRATIVE["misdeal.substantial_action"]})],
    "misinformed_call": lambda inp, lang: [
        (NARRATIVE["misinformed_call.told"], {}),
        *_flags(inp, {"large_difference": NARRATIVE["misinformed_call.large"]})],
    "new_level": lambda inp, lang: [
        (NARRATIVE_BY_VALUE["new_level"]["clock_ends"][inp.clock_ends], {}),
        *([(NARRATIVE_BY_VALUE["new_level"]["announced"][inp.announced], {})] if inp.announced else []),
        *_flags(inp, {"old_level_by_mistake": NARRATIVE["new_level.old_level_by_mistake"],
                      "substantial_action": NARRATIVE["new_level.substantial_action"]})],
    "next_hand": _next_hand,
    "open_hands": _open_hands,
    "out_of_turn": _out_of_turn,
    "penalty_hands": _penalty,
    "pots": lambda inp, lang: [(NARRATIVE["pots.contributions"], {}),
                               *_flags(inp, {"folded": NARRATIVE["pots.folded"], "antes": NARRATIVE["pots.antes"]})],
    "player_fault": lambda inp, lang: [(NARRATIVE_BY_VALUE["player_fault"]["fault"][inp.fault], {}),
                                       *_flags(inp, {"all_in": NARRATIVE["player_fault.all_in"],
                                                     "repeated": NARRATIVE["player_fault.repeated"],
                                                     "is_big_blind": NARRATIVE["player_fault.is_big_blind"],
                                                     "by_mistake": NARRATIVE["player_fault.by_mistake"]})],
    "repeated_fault": lambda inp, lang: [(NARRATIVE["repeated_fault.first"], {}) if inp.offence == 1 else
                                         (NARRATIVE["repeated_fault.offence"],
                                          {"offence_nth": _nth(inp.offence, lang)}),
                                         *_flags(inp, {"grave": NARRATIVE["repeated_fault.grave"]})],
    "late_arrival": lambda inp, lang: [
        (NARRATIVE["late_arrival.paid"] if inp.entry_paid else NARRATIVE["late_arrival.unpaid"], {}),
        *([(NARRATIVE["late_arrival.rebuys_over"], {})] if not inp.rebuys_open else []),
        *([(NARRATIVE["late_arrival.stack_gone"], {})] if not inp.chips_left else [])],
    "rebuy": lambda inp, lang: [(NARRATIVE["rebuy.busted"] if inp.stack == 0 else NARRATIVE["rebuy.stack"], {}),
                                *_flags(inp, {"add_on_taken": NARRATIVE["rebuy.add_on_taken"]})],
    "seated_at_deal": lambda inp, lang: [(NARRATIVE_BY_VALUE["seated_at_deal"]["arrived"][inp.arrived], {})],
    "see_hand": _see_hand,
    "showdown_order": _showdown_order,
    "simultaneous_eliminations": _eliminations,
    "skipped_player": lambda inp, lang: [(NARRATIVE["skipped_player.acted"], _kinds(inp.acted_after, lang)),
                                         *_flags(inp, {"facing_bet": NARRATIVE["skipped_player.facing_bet"]})],
    "split_pot": lambda inp, lang: [(NARRATIVE["split_pot.split"], {"winners": join(inp.winners, lang)}),
                                    *([(NARRATIVE["split_pot.unit"], {})] if inp.unit != 1 else [])],
    "string_bet": _string_bet,
    "substantial_action": lambda inp, lang: ([(NARRATIVE["substantial_action.actions"], _kinds(inp.actions, lang))]
                                             if inp.actions else [(NARRATIVE["substantial_action.nothing"], {})]),
    "show_cards": lambda inp, lang: [
        (NARRATIVE["show_cards.called"] if inp.called else NARRATIVE["show_cards.uncalled"], {}),
        *_flags(inp, {"shown_to_one": NARRATIVE["show_cards.shown_to_one"]})],
    "cards_speak": lambda inp, lang: [
        (NARRATIVE["cards_speak.call"], {}),
        *_flags(inp, {"opponent_folded": NARRATIVE["cards_speak.opponent_folded"],
                      "deliberate": NARRATIVE["cards_speak.deliberate"]})],
    "mucked_hand": _mucked_hand,
    "pot_dispute": lambda inp, lang: [
        (NARRATIVE_BY_VALUE["pot_dispute"]["dispute"][inp.dispute], {}),
        # a hand ended in a break: the pot was awarded when the break says, not just now
        (NARRATIVE["pot_dispute.cards_on_table"] if inp.break_minutes and inp.moment == "pot_awarded"
         else NARRATIVE_BY_VALUE["pot_dispute"]["moment"][inp.moment], {}),
        *([(NARRATIVE["pot_dispute.break"], {"minutes": counted(inp.break_minutes, WORDS["minute"], WORDS["minutes"],
                                                                lang, feminine=True)})] if inp.break_minutes else
          [(NARRATIVE["pot_dispute.break_now"], {})] if inp.break_minutes == 0 else [])],
}


def narrative(situation: str, inp: Input, lang: str) -> str:
    """The situation told as a short table narrative in plain words, in ``lang`` (``fr`` or ``en``)."""
    lang = "en" if lang == "en" else "fr"
    words = _words_of(inp, lang, situation in SEAT_SITUATIONS)
    return " ".join(say(clause, lang, **{**words, **extra}) for clause, extra in TELLERS[situation](inp, lang))


# --- the ruling, said ------------------------------------------------------------------------------


def _glue(pieces: Iterable[str]) -> str:
    """Pieces of phrases into sentences: a piece starting with punctuation continues the previous one,
    a piece starting with a capital starts a new sentence (the previous one is closed)."""
    out = ""
    for piece in pieces:
        if not piece:
            continue
        if out and piece[0] in ",.:;)\u00a0 ":
            out += piece
        else:
            if out and out[-1] not in ".!?":
                out += "."
            out += (" " if out else "") + piece
    return out + ("" if not out or out[-1] in ".!?" else ".")


def _question(situation: str, name: str | None, lang: str) -> str:
    """What the ruling decides (``*``), or what it decides about the output ``name`` when it has its own words."""
    questions = QUESTIONS[situation]
    return say(questions.get(name, questions["*"]) if name else questions["*"], lang)


def _option_words(options: dict[str, Any], lang: str) -> str:
    """A choice's options: ``suivre à 1 200 en reprenant 300 ou relancer à 2 400 en ajoutant 900``."""
    parts = []
    for name, o in options.items():
        o = o if isinstance(o, dict) else {"to": o}
        to = o.get("to") or 0
        if name in OPTIONS_TO:
            text = say(OPTIONS_TO[name], lang, to=number_words(to, lang))
        else:
            text = say(OPTIONS[name], lang) if name in OPTIONS else ""
        if name == "fold" and to:
            text += " " + say(ACTIONS["option.forfeit"], lang, in_pot=number_words(to, lang))
        elif o.get("completed"):
            text += " " + say(ACTIONS["option.completed"], lang, completed=number_words(o["completed"], lang))
        elif o.get("returned"):
            text += " " + say(ACTIONS["option.returned"], lang, returned=number_words(o["returned"], lang))
        parts.append(text)
    return say(WORDS["or_sep"], lang).join(parts)


def _action_sentence(value: dict[str, Any], lang: str) -> list[str]:
    """A ruling on chips put in: the action, where the chips go, what the player may still do."""
    action = value.get("action")
    if action is None:
        return []
    n = {k: number_words(v, lang) for k, v in value.items() if isinstance(v, int) and not isinstance(v, bool)}
    if action in ("call", "call_or_fold", "raise") and value.get("to") is None and value.get("options") is None:
        return [say(ACTION_AMOUNT_UNSAID[action], lang) + say(ACTIONS["end"], lang)]  # the amount unsaid
    if isinstance(value.get("options"), dict):
        options = _option_words(value["options"], lang)
        head = ACTION_RULINGS[action] if action in ACTION_RULINGS else RULING_VERDICTS["discretion_between"]
        pieces = [say(head, lang, options=options)]
    else:
        if action == "raise" and value.get("all_in") and value.get("full") is False:
            text = say(ACTIONS["short_all_in"], lang, to=n.get("to", ""))
        else:
            text = say(ACTION_RULINGS[action], lang, to=n.get("to", ""))
            if value.get("all_in"):
                text += say(ACTIONS["all_in"], lang)
            if action == "raise" and value.get("full") is False:
                text += say(ACTIONS["incomplete"], lang)
        if value.get("chip_removed"):
            text += say(ACTIONS["chip_removed"], lang, chip_removed=n["chip_removed"])
        pieces = [text + say(ACTIONS["end"], lang)]
        pieces += [say(words, lang, **n) for name, words in (("completed", ACTIONS["completed"]),
                                                              ("returned", ACTIONS["returned"])) if value.get(name)]
    if value.get("chip_committed"):
        pieces.append(say(ACTIONS["chip_committed"], lang, **n))
    if value.get("may_raise") is False and action not in ("call_or_fold",):
        pieces.append(say(ACTIONS["may_raise.false"], lang))
    return pieces


def _uncalled(contributions: dict[str, int]) -> int:
    """What the largest contribution holds above every other: chips nobody called (0 when two are level)."""
    top, *rest = sorted(contributions.values(), reverse=True)
    return top - (rest[0] if rest else 0)


def _special_words(situation: str, inp: Any, value: dict[str, Any], lang: str) -> dict[str, str]:
    """Outputs whose words need more than a list or a mapping: pots and who may win them, places."""
    out: dict[str, str] = {}
    if situation == "pots" and isinstance(value.get("eligible"), list):
        pots = []
        for i, group in enumerate(value["eligible"]):
            one = len(group) == 1
            sides = value.get("side_pots")
            if i == 0:
                words = WORDS["main_pot_one"] if one else WORDS["main_pot"]
            elif sides is None:  # the amounts are not ruled (classic antes a rulebook does not address)
                words = WORDS["side_pot_one_unsized"] if one else WORDS["side_pot_unsized"]
            elif one and i == len(sides) and sides[-1] == _uncalled(inp.contributions):
                words = WORDS["side_pot_uncalled"]
            else:
                words = WORDS["side_pot_one"] if one else WORDS["side_pot"]
            amount = number_words(sides[i - 1], lang) if sides and 0 < i <= len(sides) else ""
            pots.append(say(words, lang, amount=amount, players=join(group, lang)))
        out["eligible"] = ("\u202f; " if lang == "fr" else "; ").join(pots)
    if situation == "simultaneous_eliminations" and isinstance(value.get("groups"), list):
        groups = []
        for g in value["groups"]:
            places = g.get("places") or []
            shared = WORDS["simultaneous_eliminations.places_one"] if len(places) == 1 \
                else WORDS["simultaneous_eliminations.places_unordered"] if "tie_order" in value \
                else WORDS["simultaneous_eliminations.places_shared"]
            text = say(shared, lang, places=join(map(str, places), lang))
            if g.get("paid_places") and len(places) == 1:
                text += say(WORDS["simultaneous_eliminations.paid_one"], lang)
            elif g.get("paid_places"):
                text += say(WORDS["simultaneous_eliminations.paid"], lang,
                            paid_places=join(map(str, g["paid_places"]), lang))
            groups.append(say(WORDS["simultaneous_eliminations.group"], lang,
                              players=join(g.get("players") or [], lang), places=text))
        out["groups"] = "\u202f; ".join(groups) if lang == "fr" else "; ".join(groups)
    if situation == "chip_race" and "chips_awarded" in value:
        out["chips_awarded"] = value_words(value["chips_awarded"], lang)
    if situation == "deck_error" and isinstance(value.get("bets_kept"), list):
        out["bets_kept"] = join((say(STREETS[r], lang) for r in value["bets_kept"]), lang)
    if situation == "betting_round" and isinstance(value.get("to_call"), int):  # what he must add to call
        out["to_add"] = number_words(max(0, value["to_call"] - put_in(inp, inp.ask)), lang)
    if situation == "split_pot" and isinstance(value.get("shares"), dict) and value["shares"]:
        low = min(value["shares"].values())  # the odd chips are in the larger shares
        out["odd_to"] = join((w for w, v in value["shares"].items() if v > low), lang)
    if situation == "penalty_hands" and isinstance(value.get("hands"), int):
        out["hands"] = counted(value["hands"], WORDS["hand"], WORDS["hands"], lang, feminine=True)
    if isinstance(value.get("options"), list):  # what a player may do: said as actions
        out["options"] = join((say(OPTIONS[o], lang) for o in value["options"]), lang, last=VALUE_WORDS["or"])
    return out


def _case(value: Any, phrases: dict[str, Label | None]) -> str:
    """Which of an output's phrases (:data:`~floorbook.rulings.sentence_templates.RULED`) says ``value``."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "none"
    if isinstance(value, str) and value in phrases:  # a choice; other text (a name) is said as such
        return value
    if value == 0 and "zero" in phrases:
        return "zero"
    if (value == 1 or (isinstance(value, list) and len(value) == 1)) and "one" in phrases:  # one, or a list of one
        return "one"
    if isinstance(value, list | dict) and not value:
        return "empty"
    return "*"


def put_in(inp: Any, player: str) -> int:
    """What ``player`` has in at the end of a betting round's actions: his blind, then his last total
    (a call without a total is a call of the bet at that moment).

    >>> from floorbook.engine.betting import ActionInput, BettingRoundInput
    >>> rnd = BettingRoundInput(big_blind=100, street="preflop", posted={"SB": 50, "BB": 100}, ask="BB",
    ...                         actions=[ActionInput(player="UTG", kind="raise", to=300)])
    >>> put_in(rnd, "BB"), put_in(rnd, "UTG"), put_in(rnd, "SB")
    (100, 300, 50)
    """
    return _replay(inp, player)[0]


def bet_level(inp: Any) -> int:
    """The bet to call at the end of a betting round's actions (0: nobody has bet)."""
    return _replay(inp, "")[1]


def _replay(inp: Any, player: str) -> tuple[int, int]:
    level = Round.start(inp.big_blind, inp.street).current_bet
    total = dict(inp.posted).get(player, 0)
    for a in inp.actions:
        if a.kind in ("bet", "raise", "all_in") and a.to is not None:
            level = max(level, a.to)
            total = a.to if a.player == player else total
        elif a.kind == "call" and a.player == player:
            total = a.to if a.to is not None else level
    return total, level


def _phrase(situation: str, name: str, v: Any, inp: Any, value: dict[str, Any],
            phrases: dict[str, Label | None]) -> Label | None:
    """The phrase saying output ``name`` of value ``v``: its own in :data:`RULED`, unless the other outputs or
    the input make it say something else (what to add rather than the level, a bet rather than a raise, an
    obligation rather than a choice) or nothing (chips returned when none were put in)."""
    if situation == "betting_round":
        nothing_bet = bet_level(inp) == 0
        if name == "to_call" and v:
            already = put_in(inp, inp.ask)
            return (WORDS["betting_round.nothing_to_add"] if v <= already else WORDS["betting_round.to_add"]
                    if already else WORDS["betting_round.to_put_in"])
        if name == "may_raise" and v is True and nothing_bet:
            return WORDS["betting_round.may_bet"]
    if situation == "out_of_turn":
        if name == "chips_returned" and inp.action in ("check", "fold"):  # he put no chips in
            return None
        if name == "options" and value.get("binds") is True and isinstance(v, list) and len(v) == 1:
            return WORDS["out_of_turn.must"]
    if situation == "next_hand" and name == "button_dead" and value.get("button") is None:
        return None  # the button unsaid (the clubs' dealers both gone): nothing to close
    if situation == "balance_tables" and name == "player_moved" and v == "future_big_blind" and value.get("stop") == []:
        return WORDS["balance_tables.future_big_blind_later"]  # nobody moves now: who would, when a table stops
    if situation == "gesture" and name == "action" and v == "valid_bet":  # tda-2019/54 item C: facing a bet, a raise
        return WORDS["gesture.valid_raise"] if inp.facing_bet else WORDS["gesture.valid_opening"]
    if situation == "gesture" and name == "valid" and v is False and inp.act == "conditional":
        return WORDS["gesture.conditional_forbidden"]
    if situation == "new_level" and name == "applies_to" and v == "next_hand" and inp.old_level_by_mistake:
        return WORDS["new_level.no_mistake"]
    if situation == "new_level" and name == "applies_to" and v == "this_hand" and value.get(
            "continues_on_old_level") is True:
        return WORDS["new_level.should_have"]
    if situation == "player_fault" and name == "penalty" and v == "penalty" and inp.fault == "left_table" \
            and inp.all_in and value.get("hand_dead") is False:
        return WORDS["player_fault.penalty_if_not_out"]
    if situation == "hand_shown" and name == "bets_lost" and v is True and inp.shown_to == "outsider":
        return WORDS["hand_shown.bets_lost_shown_at_end"]
    if situation == "open_hands" and name == "expose" and v is False and inp.river and inp.betting_over:
        return WORDS["open_hands.showdown"]  # no street left: never « not yet »
    if situation == "balance_tables" and name == "stop" and isinstance(v, list) and len(v) == 1:
        return phrases["one"]
    if situation == "hand_for_hand_clock" and name == "minutes_per_hand" and value.get("hands") is None:
        return WORDS["hand_for_hand_clock.per_hand"]  # the hands unsaid: the minutes said alone
    if situation == "next_hand":
        if name == "button" and v == inp.button:
            return WORDS["next_hand.button_stays"]
        if name == "button_ante" and value.get("heads_up"):  # going heads-up: whether the antes go on
            return WORDS["next_hand.heads_up_ante"] if v else WORDS["next_hand.heads_up_no_ante"]
        if name == "button_ante" and value.get("button_dead") is not True:  # only a dead button's ante is asked
            return None
    return phrases.get(_case(v, phrases))


def _field_pieces(situation: str, inp: Input, ruling: Ruling, lang: str) -> list[str]:
    """A ruling said output by output, in the order of :data:`RULED` (every situation but those ruling
    chips put in)."""
    value = ruling.value
    words = {**_words_of(inp, lang, situation in SEAT_SITUATIONS),
             **_words_of(value, lang, situation in SEAT_SITUATIONS | {"chip_race"}),
             **_special_words(situation, inp, value, lang)}
    pieces = []
    for name, phrases in RULED.get(situation, {}).items():
        if name not in value or (name == "deal_from_seat" and value.get("deal_from") == "seat_1") \
                or (name == "value_removed" and value.get("value_awarded") is not None) \
                or (name == "min_raise_to" and value.get("may_raise") is False):  # no raise: its minimum unsaid
            continue
        if name == "odd_chips" and situation == "split_pot" and value.get("shares") is None:  # only counted
            pieces.append(say(WORDS["split_pot.odd_count"], lang, odd_chips=words.get("odd_chips", value[name])))
            continue
        v = value[name]
        status = ruling.field_status(name) if ruling.fields else ("ruled" if v not in OPEN else v)
        if isinstance(v, str) and v in OPEN:
            status = v
        if status != "ruled":
            # an open output whose value names what is open (the one forfeit a rulebook allows) says that one
            asked = f"{name}.{v}" if isinstance(v, str) and f"{name}.{v}" in QUESTIONS[situation] else name
            piece = say(FIELD_VERDICTS[status], lang, question=_question(situation, asked, lang))
            if piece not in pieces:  # two outputs of one open question (a count and its value) said once
                pieces.append(piece)
            continue
        phrase = _phrase(situation, name, v, inp, value, phrases)
        if name == "may_raise" and v is False and value.get("min_raise_to") is not None:
            phrase = WORDS["betting_round.no_raise_min"]  # the minimum said as the others', not his
        if phrase is not None:  # None: nothing to say for this value
            pieces.append(say(phrase, lang, **words))
    return pieces


def _held(situation: str, inp: Input, ruling: Ruling, lang: str) -> str:
    """What a discretionary ruling holds besides the question (the call the director may rule), said as
    if ruled, first letter lowered to follow a colon; empty when it holds nothing."""
    if not any(v is not None for v in ruling.value.values()):
        return ""
    as_ruled = dataclasses.replace(ruling, status="ruled")
    if situation in ACTION_SITUATIONS:
        pieces = _action_sentence(ruling.value, lang)
    else:
        pieces = _field_pieces(situation, inp, as_ruled, lang)
    text = _glue(pieces)
    return text[:1].lower() + text[1:] if text else ""


def sentence(situation: str, inp: Input, ruling: Ruling, lang: str) -> str:
    """The ruling in one or a few sentences, in ``lang``: what the rulebook rules; for a discretionary
    ruling, what the tournament director decides (between which options, when the engine knows them);
    for a silent one, that the rulebook does not address it; for a partial ruling, each part. The
    articles cited are not in the sentence (they come beside it)."""
    lang = "en" if lang == "en" else "fr"
    if not ruling.fields and ruling.status == "silent":
        return say(RULING_VERDICTS["silent"], lang, question=_question(situation, None, lang))
    if not ruling.fields and ruling.status == "discretion":
        options = ruling.value.get("options")
        if isinstance(options, dict) and options:
            return _glue([say(RULING_VERDICTS["discretion_between"], lang, options=_option_words(options, lang))])
        pieces = [say(RULING_VERDICTS["discretion"], lang, question=_question(situation, None, lang))]
        held = _held(situation, inp, ruling, lang)
        if held:  # what the director may rule, as the outcome holds it
            pieces.append(say(WORDS["discretion.held"], lang, held=held[0] + held[1:]))
        return _glue(pieces)
    if situation in ACTION_SITUATIONS:
        pieces = _action_sentence(ruling.value, lang)
        for name, status in ruling.fields.items():
            if name in ("completed", "returned") and ruling.fields.get("to", "ruled") != "ruled":
                continue  # the amounts of a total left unsaid: said once, by the total's question
            if status != "ruled":
                asked = f"{name}.raise" if ruling.value.get("action") == "raise" else name
                pieces.append(say(FIELD_VERDICTS[status], lang, question=_question(situation, asked, lang)))
        pieces = list(dict.fromkeys(pieces))  # amounts unsaid for one reason: said once
    else:
        pieces = _field_pieces(situation, inp, ruling, lang)
    return _glue(pieces) or say(RULING_VERDICTS["silent"], lang, question=_question(situation, None, lang))
