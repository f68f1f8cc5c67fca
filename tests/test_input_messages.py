"""The problems of an input as the floor assistant says them: every message the engine's rules raise about an
input has its words in both languages (floorbook/words/input_messages.py), found by reading the engine's code."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from floorbook.corpus.parameters import load_rulesets
from floorbook.rulings.ask import from_query
from floorbook.words.input_messages import ENGINE_MESSAGES, message_words

ENGINE = Path(__file__).resolve().parent.parent / "floorbook" / "engine"
# modules whose messages are for contributors (declarations, parameter files, the engine's own consistency), not
# for a player's input; and a parameter value the engine does not know is a data error, caught by `validate`
CONTRIBUTORS = {"declarations.py", "rulesets.py", "outcomes.py"}
NOT_INPUT = re.compile(r"unknown value |unknown chip race |situation .* registered twice|"
                       r".*are implicit, do not declare")


def _text(node: ast.AST) -> str | None:
    """A message written in the code, its filled-in parts as ``{}`` (None: not a text)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
    return None


def raised_messages() -> set[str]:
    """The message of every ValueError or InputError the engine raises, and every problem its checks of a
    value return (a function named ``…problem``), its filled-in parts as ``{}``."""
    found = set()
    for path in ENGINE.glob("*.py"):
        if path.name in CONTRIBUTORS:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for function in ast.walk(tree):
            if isinstance(function, ast.FunctionDef) and function.name.endswith("problem"):
                found |= {text for node in ast.walk(function) if isinstance(node, ast.Return) and node.value
                          for text in [_text(node.value)] if text}
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call)):
                continue
            name = getattr(node.exc.func, "id", None) or getattr(node.exc.func, "attr", None)
            if name not in ("ValueError", "InputError"):
                continue
            found |= {text for arg in node.exc.args for text in [_text(arg)] if text}
    return {m for m in found if not NOT_INPUT.match(m)}


def test_every_message_of_the_engine_about_an_input_has_its_words() -> None:
    """Each one said in French differs from the English (a message with no words would be shown in English on
    a French page: « Joueur : '…' is impossible: … »)."""
    missing = sorted(m for m in raised_messages() if message_words(m.replace("{}", "7"), "fr") == m.replace("{}", "7"))
    assert missing == [], missing
    assert len(raised_messages()) > 60  # the scan reads the engine's messages


@pytest.mark.parametrize("template", list(ENGINE_MESSAGES))
def test_each_message_is_said_in_french_and_in_plain_english(template: str) -> None:
    message = re.sub(r"\{(\w+)\}", lambda m: "7" if m.group(1) == "i" else "X", template)
    french, english = message_words(message, "fr"), message_words(message, "en")
    assert french != message, french
    assert not re.search(r" [:;?!]", french), french  # no-break spaces before French punctuation
    assert not re.search(r"[a-z]+_[a-z]+", english), english  # no field identifier: the form's words


def test_a_folded_player_acting_is_said_in_the_pages_language() -> None:
    query = ("situation=betting_round&big_blind=100&street=preflop&ask=B&actions="
             '[{"player":"A","kind":"fold"},{"player":"A","kind":"call","to":100}]')
    got = from_query(query, load_rulesets(), "fr")
    assert got.get("messages"), got
    assert any("s’est couché et ne peut plus agir" in m for m in got["messages"]), got["messages"]
    assert not any("has folded" in m for m in got["messages"])
