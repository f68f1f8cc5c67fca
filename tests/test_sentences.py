"""Rulings as sentences and situations as narratives (floorbook/rulings/sentences.py, sentence_templates.py):
every situation, both languages, every verdict the engine gives on the scenarios; exact sentences for
a few cases; no engine identifier and each language's own number format."""

from __future__ import annotations

import re
from functools import cache

import pytest

from floorbook.engine import SITUATIONS
from floorbook.engine.outcomes import Ruling, partial
from floorbook.rulings.sentences import narrative, sentence
from tests.conftest import scenario_outcomes

SNAKE = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")
LEAKS = re.compile(r"\b(None|True|False|null|true|false|preflop|postflop)\b|[{}\[\]]")


@cache
def _rulings() -> list[tuple[str, str, object, Ruling]]:
    """Every computable scenario's input ruled under every ruleset: (situation, ruleset, input, ruling)."""
    from floorbook.corpus.inputs import read_input
    from floorbook.corpus.parameters import load_rulesets

    rulesets = load_rulesets()
    out = []
    for sc, situation, rid, _ in scenario_outcomes():
        inp = read_input(situation, sc.input)
        out.append((situation.name, rid, inp, situation.run(inp, rulesets[rid])))
    return out


def _problems(text: str, lang: str) -> list[str]:
    """What a player page must not show: identifiers, placeholders, Python values, the other
    language's number format."""
    out = [f"identifier {m!r}" for m in SNAKE.findall(text)]
    out += [f"leak {m.group(0)!r}" for m in LEAKS.finditer(text)]
    if lang == "fr" and re.search(r"\d,\d{3}\b", text):
        out.append("English number format in French")
    if lang == "en" and re.search(r"\d[\u202f ]\d{3}\b", text):
        out.append("French number format in English")
    if not text.strip():
        out.append("empty")
    return out


def test_every_situation_has_a_narrative_and_a_sentence_for_every_verdict():
    seen: dict[str, set[str]] = {}
    bad = []
    for name, rid, inp, ruling in _rulings():
        seen.setdefault(name, set()).add(ruling.status)
        for lang in ("fr", "en"):
            said = sentence(name, inp, ruling, lang)
            for kind, text in (("narrative", narrative(name, inp, lang)), ("sentence", said)):
                bad += [f"{name} [{rid}] {lang} {kind}: {p}: {text}" for p in _problems(text, lang)]
            if ruling.status == "silent" and not ruling.fields:
                assert ("ne dit pas" if lang == "fr" else "does not say") in said, said
            if ruling.status == "discretion" and not ruling.fields:
                assert ("directeur du tournoi" if lang == "fr" else "tournament director") in said, said
    assert not bad, "\n".join(bad[:20])
    assert set(seen) == set(SITUATIONS), f"situations no scenario rules: {sorted(set(SITUATIONS) - set(seen))}"


def test_amounts_are_written_the_way_each_language_writes_them():
    from floorbook.engine.chips import PushInput

    inp = PushInput(big_blind=100, current_bet=1200, chips=[1000, 500])
    fr, en = narrative("chip_push", inp, "fr"), narrative("chip_push", inp, "en")
    assert "1\u202f200" in fr and "1\u202f000" in fr
    assert "1,200" in en and "1,000" in en


# --- exact sentences -----------------------------------------------------------------------------------


def _push(**kw):
    from floorbook.engine.chips import PushInput

    return PushInput(**kw)


def test_chip_push_call_with_the_chip_removed():
    inp = _push(big_blind=100, current_bet=1200, chips=[1000, 500])
    ruling = Ruling("ruled", {"action": "call", "to": 1200, "chip_removed": 500, "completed": 0, "returned": 300})
    assert sentence("chip_push", inp, ruling, "fr") == (
        "C’est un call de 1\u202f200\u00a0: en retirant le jeton de 500, il reste moins que le montant à suivre. "
        "On lui rend 300.")
    assert sentence("chip_push", inp, ruling, "en") == (
        "It is a call of 1,200: without the 500 chip, what is left is less than the amount to call. "
        "300 goes back to him.")
    assert narrative("chip_push", inp, "fr") == (
        "Grosse blinde à 100, après le flop. Mise à suivre\u00a0: 1\u202f200. Sans rien dire, le joueur pousse "
        "un jeton de 1\u202f000 et un jeton de 500.")


def test_chip_push_500_and_25_facing_325():
    inp = _push(big_blind=100, current_bet=325, chips=[500, 25])
    ruling = Ruling("ruled", {"action": "raise", "to": 650, "full": True, "completed": 125, "returned": 0})
    assert sentence("chip_push", inp, ruling, "fr") == "C’est une relance à 650. Il doit ajouter 125."
    assert sentence("chip_push", inp, ruling, "en") == "It is a raise to 650. He must add 125."


def test_a_discretion_says_what_the_director_chooses_between():
    from floorbook.engine.betting import TotalInput

    inp = TotalInput(big_blind=2000, current_bet=8000, last_full_raise=6000, total=2000)
    ruling = Ruling("discretion", {"action": "call_or_forfeit", "options": {
        "call": {"completed": 6000, "returned": 0, "to": 8000}, "fold": {"completed": 0, "returned": 0, "to": 2000}}})
    assert sentence("bet_total", inp, ruling, "fr") == (
        "Le règlement laisse le choix au directeur du tournoi\u00a0: suivre à 8\u202f000 en ajoutant 6\u202f000, "
        "ou se coucher en laissant 2\u202f000 dans le pot.")
    assert sentence("bet_total", inp, ruling, "en") == (
        "The rulebook leaves the choice to the tournament director: call 8,000 and add 6,000, "
        "or fold leaving 2,000 in the pot.")
    from floorbook.engine.deal import MisdealInput

    assert sentence("misdeal", MisdealInput(event="player_missed"), Ruling("discretion"), "en") == (
        "The rulebook leaves it to the tournament director to decide whether it is a misdeal.")


def test_a_silent_ruling_says_the_rulebook_does_not_address_it():
    from floorbook.engine.deal import MisdealInput

    inp = MisdealInput(event="player_missed")
    assert sentence("misdeal", inp, Ruling("silent"), "fr") == "Le règlement ne dit pas s’il y a fausse donne."
    assert sentence("misdeal", inp, Ruling("silent"), "en") == "The rulebook does not say whether it is a misdeal."


def test_a_partial_ruling_says_both_parts():
    from floorbook.engine.betting import ActionInput, BettingRoundInput

    inp = BettingRoundInput(big_blind=100, actions=[ActionInput(player="A", kind="all_in", to=30)], ask="B")
    ruling = partial((), {"min_raise_to": "silent"}, to_call=30, min_raise_to=None, may_raise=True)
    assert sentence("betting_round", inp, ruling, "fr") == (
        "Pour suivre, il doit mettre 30. Le règlement ne dit pas quelle est la relance minimale. Il peut relancer.")
    assert sentence("betting_round", inp, ruling, "en") == (
        "To call, he must put in 30. The rulebook does not say what the minimum raise is. He may raise.")
    assert narrative("betting_round", inp, "en") == (
        "Big blind 100, after the flop. In turn: A goes all in for 30. It is B’s turn to act.")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_options_are_said_as_actions(lang):
    from floorbook.engine.turns import OutOfTurnInput

    inp = OutOfTurnInput(action="call", skipped=["bet"])
    ruling = Ruling("ruled", {"binds": False, "chips_returned": True, "options": ["fold", "call", "raise"]})
    said = sentence("out_of_turn", inp, ruling, lang)
    assert said.endswith("se coucher, suivre ou relancer." if lang == "fr" else "fold, call or raise.")
