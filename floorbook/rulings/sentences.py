"""A situation and its ruling in plain words, in French or in English, from the templates of
:mod:`floorbook.rulings.sentence_templates`.

:func:`narrative` tells the situation as a short table narrative (blinds, street, who bet what,
which chips were pushed); :func:`sentence` says a ruling in one or a few sentences: what the
rulebook rules, that it leaves it to the tournament director (and between what), or that it does
not address it, field by field for a partial ruling. Amounts are written as each language writes
them (:func:`floorbook.text.values.number_words`); no engine identifier reaches the text; the articles
cited are given beside the sentence, not inside it.

Standard library only (with :mod:`floorbook.engine`): this module runs in the browser (Pyodide).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from typing import Any

from floorbook.engine.outcomes import Ruling
from floorbook.engine.registry import Input
from floorbook.rulings.sentence_templates import ACTIONS, NARRATIVE, QUESTIONS, RULED, VERDICTS, WORDS, Phrase
from floorbook.text.values import number_words

Clause = tuple[str, dict[str, Any]]
OPEN = ("silent", "discretion")
# outputs and inputs holding a seat number, said "siège 3" / "seat 3"
SEATS = {"first", "button", "small_blind", "big_blind", "first_card", "dealer", "waiting", "deal_from_seat",
         "players", "out", "seats", "eliminated", "newcomers"}
SEAT_SITUATIONS = {"first_to_act", "next_hand"}
ACTION_SITUATIONS = {"chip_push", "bet_total", "declaration", "string_bet"}


def _say(table: dict[str, Phrase], key: str, lang: str, **values: Any) -> str:
    return table[key][lang].format(**values)


# --- values in words -------------------------------------------------------------------------------


def join(items: Iterable[str], lang: str, last: str = "and") -> str:
    """``A, B et C`` / ``A, B and C``."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {WORDS[last][lang]} {items[-1]}"


def seat_words(value: Any, lang: str) -> str:
    """``siège 3``, ``sièges 3 et 4`` / ``seat 3``, ``seats 3 and 4``."""
    if isinstance(value, list):
        key = "seat" if len(value) == 1 else "seats"
        return WORDS[key][lang].format(n=join((str(v) for v in value), lang)) if value else WORDS["none"][lang]
    return WORDS["seat"][lang].format(n=value)


def value_words(value: Any, lang: str) -> str:
    """Any value of an input or an outcome in words: amounts localised, lists joined, mappings as
    ``A 500, B 1 000``."""
    if isinstance(value, bool):
        return ""
    if isinstance(value, int | float):
        return number_words(value, lang)
    if isinstance(value, list | tuple):
        return join((value_words(v, lang) for v in value), lang) if value else WORDS["none"][lang]
    if isinstance(value, dict):
        return ", ".join(WORDS["pair"][lang].format(key=k, value=value_words(v, lang)) for k, v in value.items())
    if isinstance(value, Input):
        return ""
    return "" if value is None else str(value)


def chips_words(chips: list[int], lang: str) -> str:
    """``un jeton de 5 000 et un jeton de 1 000`` / ``a 5,000 chip and a 1,000 chip``."""
    counts: dict[int, int] = {}
    for chip in chips:
        counts[chip] = counts.get(chip, 0) + 1
    parts = [WORDS["chip_one" if n == 1 else "chip_many"][lang].format(count=n, value=number_words(v, lang))
             for v, n in counts.items()]
    return join(parts, lang)


def _words_of(obj: Any, lang: str, seats: bool) -> dict[str, str]:
    """Every field of an input (or outcome mapping) in words, seats said as seats when asked."""
    items = ({f.name: getattr(obj, f.name) for f in dataclasses.fields(obj)} if dataclasses.is_dataclass(obj)
             else dict(obj))
    return {k: seat_words(v, lang) if seats and k in SEATS and v is not None and not isinstance(v, bool)
            else value_words(v, lang) for k, v in items.items()}


# --- the situation, told ---------------------------------------------------------------------------


def _betting(inp: Any, lang: str) -> list[Clause]:
    """Big blind, street, the bet to call, the last full raise, what the player already has in."""
    out: list[Clause] = [("bet.big_blind", {"street": WORDS[f"street.{inp.street}"][lang]})]
    if inp.current_bet:
        out.append(("bet.current_bet", {}))
    elif inp.street == "postflop":
        out.append(("bet.no_bet", {}))
    if inp.last_full_raise is not None:
        out.append(("bet.last_full_raise", {}))
    if getattr(inp, "already_in", 0):
        out.append(("bet.already_in", {}))
    return out


def _chip_push(inp: Any, lang: str) -> list[Clause]:
    out = _betting(inp, lang)
    out.append(("chip_push.push_raise" if inp.declared == "raise" else "chip_push.push",
                {"chips": chips_words(inp.chips, lang)}))
    if inp.stack_behind == 0:
        out.append(("chip_push.all_chips", {}))
    if inp.players_in_hand != 3:  # the default, not said
        out.append(("chip_push.heads_up" if inp.players_in_hand == 2 else "chip_push.players", {}))
    return out


def _bet_total(inp: Any, lang: str) -> list[Clause]:
    out = [*_betting(inp, lang), ("bet_total.total_raise" if inp.declared == "raise" else "bet_total.total", {})]
    return out + ([("bet_total.all_in", {})] if inp.all_in else [])


def _declaration(inp: Any, lang: str) -> list[Clause]:
    out = [*_betting(inp, lang), (f"declaration.{inp.said}", {})]
    return out + ([("declaration.chips", {})] if inp.chips else [])


def _string_bet(inp: Any, lang: str) -> list[Clause]:
    moves = join((number_words(m, lang) for m in inp.movements), lang)
    out = [*_betting(inp, lang), ("string_bet.movements", {"count": len(inp.movements), "movements": moves})]
    return [*out, ("string_bet.announced" if inp.announced_total else "string_bet.not_announced", {})]


def _action_words(action: Any, lang: str) -> str:
    """``A relance à 200`` / ``A raises to 200``."""
    key = f"act_to.{action.kind}" if action.to is not None else f"act.{action.kind}"
    return f"{action.player} " + WORDS[key][lang].format(to=value_words(action.to, lang))


def _betting_round(inp: Any, lang: str) -> list[Clause]:
    out: list[Clause] = [("bet.big_blind", {"street": WORDS[f"street.{inp.street}"][lang]})]
    if inp.posted:
        out.append(("betting_round.posted", {}))
    out.append(("betting_round.actions", {"actions": ", ".join(_action_words(a, lang) for a in inp.actions)}))
    return [*out, ("betting_round.ask", {})]


def _big_blind_ante(inp: Any, lang: str) -> list[Clause]:
    out: list[Clause] = [("big_blind_ante.blinds", {}), ("big_blind_ante.stack", {})]
    return out + [(f"big_blind_ante.{k}", {}) for k in ("bets", "folded") if getattr(inp, k)]


def _balance_tables(inp: Any, lang: str) -> list[Clause]:
    out: list[Clause] = [("balance_tables.tables", {})]
    if inp.format == "short_handed":
        out.append(("balance_tables.format.short_handed", {}))
    return out + ([("balance_tables.stage.late", {})] if inp.stage == "late" else [])


def _bet_error(inp: Any, lang: str) -> list[Clause]:
    game = NARRATIVE["bet_error.pot_limit"][lang] if inp.game == "pot_limit" else ""
    out: list[Clause] = [("bet_error.bet", {"game": game})]
    return out + [(f"bet_error.{k}", {}) for k in ("substantial_action", "round_over") if getattr(inp, k)]


def _call_time(inp: Any, lang: str) -> list[Clause]:
    out: list[Clause] = [("call_time.facing_bet" if inp.facing_bet else "call_time.no_bet", {})]
    return out + ([("call_time.acted_at", {})] if inp.acted_at is not None else [])


def _chip_race(inp: Any, lang: str) -> list[Clause]:
    out: list[Clause] = [("chip_race.race", {}), ("chip_race.odd_chips", {})]
    cards = {"cards": ", ".join(f"{p} {' '.join(c)}" for p, c in (inp.cards or {}).items())}
    seats = {"seats": ", ".join(f"{p} {seat_words(s, lang)}" for p, s in (inp.seats or {}).items()),
             "dealer": seat_words(inp.dealer, lang)}
    for name, extra in (("other_chips", {}), ("cards", cards), ("smallest_remaining", {}), ("chips_awarded", {}),
                        ("seats", seats), ("dealer", seats)):
        if getattr(inp, name):
            out.append((f"chip_race.{name}", extra))
    return out


def _deck_error(inp: Any, lang: str) -> list[Clause]:
    out: list[Clause] = [(f"deck_error.{inp.error}", {"street": WORDS[f"street.{inp.street}"][lang]})]
    return out + [(f"deck_error.{k}", {}) for k in ("recoverable", "after_folds") if getattr(inp, k)]


def _first_to_act(inp: Any, lang: str) -> list[Clause]:
    out: list[Clause] = [("first_to_act.seats", {"street": WORDS[f"street.{inp.street}"][lang]})]
    return out + [(f"first_to_act.{k}", {}) for k in ("big_blind", "out") if getattr(inp, k)]


def _next_hand(inp: Any, lang: str) -> list[Clause]:
    out: list[Clause] = [("next_hand.seats", {})]
    out += [(f"next_hand.{k}", {}) for k in ("eliminated", "newcomers") if getattr(inp, k)]
    return out + ([(f"next_hand.ante.{inp.ante_format}", {})] if inp.ante_format != "none" else [])


def _open_hands(inp: Any, lang: str) -> list[Clause]:
    out: list[Clause] = [("open_hands.players", {}),
                         ("open_hands.betting_over" if inp.betting_over else "open_hands.betting_on", {})]
    return out + ([("open_hands.river", {})] if inp.river else [])


def _out_of_turn(inp: Any, lang: str) -> list[Clause]:
    said = {"action": WORDS[f"act.{inp.action}"][lang], **_kinds(inp.skipped, lang)}
    out: list[Clause] = [("out_of_turn.action", said)]
    return out + ([("out_of_turn.had_bet", {})] if inp.had_bet else [])


def _showdown_order(inp: Any, lang: str) -> list[Clause]:
    out: list[Clause] = [("showdown_order.players", {"players": join(inp.players, lang)})]
    if inp.last_aggressor is None:
        return [*out, ("showdown_order.no_aggressor", {})]
    return [*out, (f"showdown_order.{inp.aggression or 'aggressor'}", {})]


def _eliminations(inp: Any, lang: str) -> list[Clause]:
    people = []
    for b in inp.busted:
        kind = "player" + ("_table" if b.table != "1" else "") + ("_stack" if b.stack else "")
        people.append(NARRATIVE[f"simultaneous_eliminations.{kind}"][lang].format(
            player=b.player, table=b.table, stack=value_words(b.stack, lang)))
    return [("simultaneous_eliminations.start", {}),
            ("simultaneous_eliminations.busted", {"busted": join(people, lang)})]


def _see_hand(inp: Any, lang: str) -> list[Clause]:
    return [("see_hand.river_bet" if inp.river_bet else "see_hand.no_river_bet", {}),
            ("see_hand.called" if inp.requester_called else "see_hand.not_called", {}),
            ("see_hand.has_cards" if inp.requester_has_cards else "see_hand.no_cards", {}),
            ("see_hand.aggressor" if inp.target_is_last_aggressor else "see_hand.not_aggressor", {})]


def _kinds(actions: list[str], lang: str) -> dict[str, str]:
    """Actions as nouns: ``un check, un call et une relance``."""
    said = join((WORDS[f"noun.{a}"][lang] for a in actions), lang)
    return {"acted_after": said, "actions": said, "skipped": said}


def _flags(*names: str, prefix: str) -> Callable[[Any, str], list[Clause]]:
    """Clauses for the true flags or given fields ``names`` of the input (``prefix.name``)."""
    return lambda inp, lang: [(f"{prefix}.{n}", {}) for n in names if getattr(inp, n)]


TELLERS: dict[str, Callable[[Any, str], list[Clause]]] = {
    "abbreviated_amount": lambda inp, lang: [("abbreviated_amount.said", {})],
    "balance_tables": _balance_tables,
    "bet_error": _bet_error,
    "bet_total": _bet_total,
    "betting_round": _betting_round,
    "big_blind_ante": _big_blind_ante,
    "call_time": _call_time,
    "chip_push": _chip_push,
    "chip_race": _chip_race,
    "deck_error": _deck_error,
    "declaration": _declaration,
    "final_table_size": lambda inp, lang: [(f"final_table_size.{inp.game}", {})],
    "first_to_act": _first_to_act,
    "found_chips_after_race": lambda inp, lang: [("found_chips_after_race.found", {})],
    "hand_for_hand_clock": lambda inp, lang: [("hand_for_hand_clock.level", {})],
    "heads_up_antes": lambda inp, lang: [(f"heads_up_antes.{inp.ante_format}", {})],
    "killed_hand": lambda inp, lang: [("killed_hand.hand", {})],
    "min_raise": lambda inp, lang: [*_betting(inp, lang), ("min_raise.question", {})],
    "misdeal": lambda inp, lang: [(f"misdeal.{inp.event}", {}),
                                  *_flags("substantial_action", prefix="misdeal")(inp, lang)],
    "new_level": lambda inp, lang: [
        (f"new_level.{inp.clock_ends}", {}),
        *_flags("old_level_by_mistake", "substantial_action", prefix="new_level")(inp, lang)],
    "next_hand": _next_hand,
    "open_hands": _open_hands,
    "out_of_turn": _out_of_turn,
    "penalty_hands": _flags("players_at_table", "rounds", "hands", prefix="penalty_hands"),
    "pots": lambda inp, lang: [("pots.contributions", {}), *_flags("folded", "antes", prefix="pots")(inp, lang)],
    "seated_at_deal": lambda inp, lang: [(f"seated_at_deal.{inp.arrived}", {})],
    "see_hand": _see_hand,
    "showdown_order": _showdown_order,
    "simultaneous_eliminations": _eliminations,
    "skipped_player": lambda inp, lang: [("skipped_player.acted", _kinds(inp.acted_after, lang)),
                                         *_flags("facing_bet", prefix="skipped_player")(inp, lang)],
    "split_pot": lambda inp, lang: [("split_pot.split", {"winners": join(inp.winners, lang)}),
                                    *([("split_pot.unit", {})] if inp.unit != 1 else [])],
    "string_bet": _string_bet,
    "substantial_action": lambda inp, lang: ([("substantial_action.actions", _kinds(inp.actions, lang))]
                                             if inp.actions else [("substantial_action.nothing", {})]),
}


def narrative(situation: str, inp: Input, lang: str) -> str:
    """The situation told as a short table narrative in plain words, in ``lang`` (``fr`` or ``en``)."""
    lang = "en" if lang == "en" else "fr"
    words = _words_of(inp, lang, situation in SEAT_SITUATIONS)
    return " ".join(_say(NARRATIVE, key, lang, **{**words, **extra}) for key, extra in TELLERS[situation](inp, lang))


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
    key = f"{situation}.{name}" if name and f"{situation}.{name}" in QUESTIONS else situation
    return QUESTIONS[key][lang]


def _option_words(options: dict[str, Any], lang: str) -> str:
    """A choice's options: ``suivre à 1 200 en reprenant 300 ou relancer à 2 400 en ajoutant 900``."""
    parts = []
    for name, o in options.items():
        o = o if isinstance(o, dict) else {"to": o}
        to = o.get("to") or 0
        text = ACTIONS[f"option.{name}"][lang].format(to=number_words(to, lang)) if f"option.{name}" in ACTIONS \
            else WORDS.get(f"option.{name}", {"fr": "", "en": ""})[lang]
        if name == "fold" and to:
            text += " " + ACTIONS["option.forfeit"][lang].format(in_pot=number_words(to, lang))
        elif o.get("completed"):
            text += " " + ACTIONS["option.completed"][lang].format(completed=number_words(o["completed"], lang))
        elif o.get("returned"):
            text += " " + ACTIONS["option.returned"][lang].format(returned=number_words(o["returned"], lang))
        parts.append(text)
    return WORDS["or_sep"][lang].join(parts)


def _action_sentence(value: dict[str, Any], lang: str) -> list[str]:
    """A ruling on chips put in: the action, where the chips go, what the player may still do."""
    action = value.get("action")
    if action is None:
        return []
    n = {k: number_words(v, lang) for k, v in value.items() if isinstance(v, int) and not isinstance(v, bool)}
    if isinstance(value.get("options"), dict):
        head = ACTIONS[action][lang].format(options=_option_words(value["options"], lang)) if action in ACTIONS \
            else VERDICTS["discretion_between"][lang].format(options=_option_words(value["options"], lang))
        pieces = [head]
    else:
        head = ACTIONS[action][lang].format(to=n.get("to", ""))
        if value.get("all_in"):
            head += ACTIONS["all_in"][lang]
        if action == "raise" and value.get("full") is False:
            head += ACTIONS["incomplete"][lang]
        if value.get("chip_removed"):
            head += ACTIONS["chip_removed"][lang].format(chip_removed=n["chip_removed"])
        pieces = [head + ACTIONS["end"][lang]]
        pieces += [ACTIONS[k][lang].format(**n) for k in ("completed", "returned") if value.get(k)]
    if value.get("chip_committed"):
        pieces.append(ACTIONS["chip_committed"][lang].format(**n))
    if value.get("may_raise") is False and action not in ("call_or_fold",):
        pieces.append(ACTIONS["may_raise.false"][lang])
    return pieces


def _outputs_in_order(situation: str) -> list[str]:
    """The outputs a situation's phrases speak of, in the order of :data:`RULED`."""
    prefix = situation + "."
    return list(dict.fromkeys(k[len(prefix):].split(".")[0] for k in RULED if k.startswith(prefix)))


def _special_words(situation: str, value: dict[str, Any], lang: str) -> dict[str, str]:
    """Outputs whose words need more than a list or a mapping: pots and who may win them, places."""
    out: dict[str, str] = {}
    if situation == "pots" and isinstance(value.get("eligible"), list):
        pots = [WORDS[("main_pot" if i == 0 else "side_pot") + ("_one" if len(group) == 1 else "")][lang].format(
                    n=i, players=join(group, lang))
                for i, group in enumerate(value["eligible"])]
        out["eligible"] = ("\u202f; " if lang == "fr" else "; ").join(pots)
    if situation == "simultaneous_eliminations" and isinstance(value.get("groups"), list):
        groups = []
        for g in value["groups"]:
            places = g.get("places") or []
            key = "places_one" if len(places) == 1 else "places_shared"
            text = RULED[f"simultaneous_eliminations.{key}"][lang].format(places=join(map(str, places), lang))
            if g.get("paid_places"):
                text += RULED["simultaneous_eliminations.paid"][lang].format(
                    paid_places=join(map(str, g["paid_places"]), lang))
            groups.append(RULED["simultaneous_eliminations.group"][lang].format(
                players=join(g.get("players") or [], lang), places=text))
        out["groups"] = "\u202f; ".join(groups) if lang == "fr" else "; ".join(groups)
    if situation == "chip_race" and "chips_awarded" in value:
        out["chips_awarded"] = value_words(value["chips_awarded"], lang)
    if situation == "deck_error" and isinstance(value.get("bets_kept"), list):
        out["bets_kept"] = join((WORDS[f"street.{r}"][lang] for r in value["bets_kept"]), lang)
    if isinstance(value.get("options"), list):  # what a player may do: said as actions
        out["options"] = join((WORDS[f"option.{o}"][lang] for o in value["options"]), lang, last="or")
    return out


def _field_pieces(situation: str, inp: Input, ruling: Ruling, lang: str) -> list[str]:
    """A ruling said output by output (every situation but those ruling chips put in)."""
    value = ruling.value
    words = {**_words_of(inp, lang, situation in SEAT_SITUATIONS),
             **_words_of(value, lang, situation in SEAT_SITUATIONS | {"chip_race"}),
             **_special_words(situation, value, lang)}
    pieces = []
    for name in _outputs_in_order(situation):
        if name not in value or (name == "deal_from_seat" and value.get("deal_from") == "seat_1"):
            continue
        v = value[name]
        status = ruling.field_status(name) if ruling.fields else ("ruled" if v not in OPEN else v)
        if isinstance(v, str) and v in OPEN:
            status = v
        if status != "ruled":
            pieces.append(VERDICTS[f"field_{status}"][lang].format(question=_question(situation, name, lang)))
            continue
        key = f"{situation}.{name}"
        if isinstance(v, bool):
            key += ".true" if v else ".false"
        elif v is None:
            key += ".none"
        elif isinstance(v, str) and f"{key}.{v}" in RULED:  # a choice; other text (a name) is said as such
            key += f".{v}"
        elif v == 0 and f"{key}.zero" in RULED:
            key += ".zero"
        elif v == 1 and f"{key}.one" in RULED:
            key += ".one"
        elif isinstance(v, list | dict) and not v:
            key += ".empty"
        if key in RULED:
            pieces.append(RULED[key][lang].format(**words))
    return pieces


def sentence(situation: str, inp: Input, ruling: Ruling, lang: str) -> str:
    """The ruling in one or a few sentences, in ``lang``: what the rulebook rules; for a discretionary
    ruling, what the tournament director decides (between which options, when the engine knows them);
    for a silent one, that the rulebook does not address it; for a partial ruling, each part. The
    articles cited are not in the sentence (they come beside it)."""
    lang = "en" if lang == "en" else "fr"
    if not ruling.fields and ruling.status == "silent":
        return VERDICTS["silent"][lang].format(question=_question(situation, None, lang))
    if not ruling.fields and ruling.status == "discretion":
        options = ruling.value.get("options")
        if isinstance(options, dict) and options:
            return _glue([VERDICTS["discretion_between"][lang].format(options=_option_words(options, lang))])
        return VERDICTS["discretion"][lang].format(question=_question(situation, None, lang))
    if situation in ACTION_SITUATIONS:
        pieces = _action_sentence(ruling.value, lang)
        for name, status in ruling.fields.items():
            if status != "ruled":
                pieces.append(VERDICTS[f"field_{status}"][lang].format(question=_question(situation, name, lang)))
    else:
        pieces = _field_pieces(situation, inp, ruling, lang)
    return _glue(pieces) or VERDICTS["silent"][lang].format(question=_question(situation, None, lang))
