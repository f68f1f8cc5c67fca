"""The figures of a ruling sentence parsed back: for every scenario under every ruleset, in French
and in English, every number the sentence (and the narrative) writes is a number of the outcome or of the
input (or what the player must add: the level less what he already has in), every number of the outcome's
ruled fields is written, and every player the sentence names is a player of the input. French writes
``1 200`` (a narrow no-break space), English ``1,200``: both are read back."""

from __future__ import annotations

import dataclasses
import re
from functools import cache
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floorbook.rulings.ask import ask
from floorbook.rulings.sentences import narrative, put_in, sentence
from floorbook.words.lookup import say
from floorbook.words.values import COUNTS
from tests.conftest import scenario_outcomes

NUMBER = {"fr": re.compile(r"(?<![\w,.])\d{1,3}(?:[\u202f\u00a0]\d{3})+(?:,\d+)?(?!\d)|(?<![\w,.])\d+(?:,\d+)?(?!\d)"),
          "en": re.compile(r"(?<![\w.])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?!\d)|(?<![\w.])\d+(?:\.\d+)?(?!\d)")}


def numbers_in(text: str, lang: str) -> set[float]:
    """The numbers a sentence writes, read back as each language writes them.

    >>> sorted(numbers_in("Pour suivre à 1\u202f200, il doit ajouter 900 (0,5).", "fr"))
    [0.5, 900.0, 1200.0]
    >>> sorted(numbers_in("To call 1,200, he must put in 900 more; seats 3, 4 and 10.", "en"))
    [3.0, 4.0, 10.0, 900.0, 1200.0]
    """
    out = set()
    for m in NUMBER[lang].finditer(text):
        raw = m.group(0)
        if lang == "fr":
            raw = raw.replace("\u202f", "").replace("\u00a0", "").replace(",", ".")
        else:
            raw = raw.replace(",", "")
        out.add(float(raw))
    return out


def counts_in(text: str, lang: str) -> set[float]:
    """The counts a sentence writes in words (``deux mains``, ``three hands``)."""
    words = {say(w, lang): float(i) for i, w in enumerate(COUNTS, 1)}
    return {words[w] for w in re.findall(r"\w+", text) if w in words}


def numbers_of(value: Any) -> set[float]:
    """Every number a value holds (an input, an outcome), its mappings' keys included."""
    if isinstance(value, bool) or value is None:
        return set()
    if isinstance(value, int | float):
        return {float(value)}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return numbers_of({f.name: getattr(value, f.name) for f in dataclasses.fields(value)})
    if isinstance(value, dict):
        return set().union(*(numbers_of(k) | numbers_of(v) for k, v in value.items())) if value else set()
    if isinstance(value, list | tuple):
        return set().union(*(numbers_of(v) for v in value)) if value else set()
    if isinstance(value, str):
        return {float(d) for d in re.findall(r"\d+", value)}
    return set()


def names_of(value: Any) -> set[str]:
    """Every text an input holds (players' names, chiefly)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return names_of([getattr(value, f.name) for f in dataclasses.fields(value)])
    if isinstance(value, dict):
        return set().union(*(names_of(k) | names_of(v) for k, v in value.items())) if value else set()
    if isinstance(value, list | tuple):
        return set().union(*(names_of(v) for v in value)) if value else set()
    return {value} if isinstance(value, str) else set()


def derived(situation: str, inp: Any, outcome: dict[str, Any]) -> set[float]:
    """Figures a sentence may write that the outcome holds only as a difference."""
    if situation == "betting_round" and isinstance(outcome.get("to_call"), int):
        return {float(outcome["to_call"] - put_in(inp, inp.ask))}
    return set()


def ruled_numbers(outcome: dict[str, Any]) -> set[float]:
    """The numbers of the outcome's ruled fields (the articles and the statuses are not figures)."""
    fields = outcome.get("fields") or {}
    return numbers_of({k: v for k, v in outcome.items() if k not in ("status", "articles", "note", "fields")
                       and fields.get(k, outcome["status"]) == "ruled"})


@cache
def cases() -> list[tuple[str, str, str, Any, Any]]:
    from floorbook.corpus.inputs import read_input
    from floorbook.corpus.parameters import load_rulesets

    rulesets = load_rulesets()
    out = []
    for sc, situation, rid, _ in scenario_outcomes():
        inp = read_input(situation, sc.input)
        out.append((sc.id, situation.name, rid, inp, situation.run(inp, rulesets[rid])))
    return out


# outputs whose figures the sentence does not write, by situation: counts and lists a phrase says otherwise
UNSAID: dict[str, set[str]] = {}

# words that are not players' names though they start with a capital
NAME = re.compile(r"\b[A-Z][A-Za-z0-9]*\b")


@cache
def template_figures(lang: str) -> set[float]:
    """The figures a template writes itself (the rule's own words: "100 % identifiable", "2, 3 or 4
    hands"), not taken from a ruling: every figure in the literal text of every template."""
    import floorbook.rulings.sentence_templates as templates
    from floorbook.engine.declarations import Label

    def labels(value: Any) -> list[Label]:
        if isinstance(value, Label):
            return [value]
        if isinstance(value, dict):
            return [x for v in value.values() for x in labels(v)]
        return []

    found: set[float] = set()
    for value in vars(templates).values():
        for label in labels(value):
            found |= numbers_in(re.sub(r"\{[^}]*\}", " ", label.get(lang)), lang)
    return found


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_figure_of_a_sentence_is_a_figure_of_the_outcome_or_the_input(lang):
    bad = []
    for sid, situation, rid, inp, ruling in cases():
        outcome = ruling.as_dict()
        allowed = numbers_of(inp) | numbers_of(outcome) | derived(situation, inp, outcome) | template_figures(lang)
        for kind, text in (("sentence", sentence(situation, inp, ruling, lang)),
                           ("narrative", narrative(situation, inp, lang))):
            extra = numbers_in(text, lang) - allowed
            if extra:
                bad.append(f"{sid} [{rid}] {lang} {kind}: {sorted(extra)} not in the outcome or input: {text}")
    assert not bad, "\n".join(bad[:30]) + f"\n({len(bad)} in all)"


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_figure_of_a_ruled_outcome_is_written(lang):
    bad = []
    for sid, situation, rid, inp, ruling in cases():
        outcome = ruling.as_dict()
        if ruling.status not in ("ruled", "partial"):
            continue
        text = sentence(situation, inp, ruling, lang)
        missing = ruled_numbers({k: v for k, v in outcome.items() if k not in UNSAID.get(situation, set())}) \
            - numbers_in(text, lang) - counts_in(text, lang) - {0.0, 1.0}  # one: the singular says it
        if missing:
            bad.append(f"{sid} [{rid}] {lang}: {sorted(missing)} missing from: {text}  ← {outcome}")
    assert not bad, "\n".join(bad[:30]) + f"\n({len(bad)} in all)"


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_player_a_sentence_names_is_a_player_of_the_input(lang):
    bad = []
    for sid, situation, rid, inp, ruling in cases():
        names = names_of(inp)
        text = sentence(situation, inp, ruling, lang)
        # a name is a capitalised word that is a whole text of the input (A, BB, UTG, Alice)
        said = {w for w in NAME.findall(text) if w in names_of(ruling.value) | names}
        unknown = {w for w in names_of(ruling.value) if isinstance(w, str) and w in NAME.findall(text)
                   and w not in names and w not in said}
        if unknown:
            bad.append(f"{sid} [{rid}] {lang}: {sorted(unknown)}: {text}")
    assert not bad, "\n".join(bad[:30])


# --- the arithmetic ones, over generated situations --------------------------------------------------------

RULESETS = ["tda-2010", "tda-2019", "fivebet", "ropta-2023", "club-tournois", "club-nlhe"]


@cache
def _rulesets():
    from floorbook.corpus.parameters import load_rulesets

    return load_rulesets()


@settings(max_examples=60, deadline=None)
@given(bb=st.sampled_from([100, 200, 1000]), mine=st.integers(1, 5), raise_by=st.integers(1, 4),
       rid=st.sampled_from(RULESETS), lang=st.sampled_from(["fr", "en"]))
def test_what_a_player_must_add_is_the_level_less_what_he_has_in(bb, mine, raise_by, rid, lang):
    """A bets, B raises, A is asked: he adds B's total less his own bet, as the sentence writes it."""
    bet, total = mine * bb, mine * bb + max(raise_by * bb, mine * bb)
    data = {"big_blind": bb, "street": "postflop", "ask": "A",
            "actions": [{"player": "A", "kind": "bet", "to": bet}, {"player": "B", "kind": "raise", "to": total}]}
    (r,) = ask("betting_round", data, _rulesets(), lang, [rid])
    assert r["outcome"]["to_call"] == total
    text = r["sentence"]
    owed = total - bet
    assert owed in numbers_in(text, lang), text
    assert {float(bet)} & numbers_in(text, lang) <= {float(owed), float(total)}, text  # not his own bet as owed


@settings(max_examples=80, deadline=None)
@given(unit=st.sampled_from([1, 5, 25, 100]), units=st.integers(5, 400), extra=st.integers(0, 4),
       n=st.integers(2, 5), rid=st.sampled_from(RULESETS), lang=st.sampled_from(["fr", "en"]))
def test_shares_sum_to_the_pot_and_the_odd_chip_is_counted_once(unit, units, extra, n, rid, lang):
    amount = units * unit  # a pot is made of chips of the smallest unit in play, at least one per winner
    winners = [f"P{i}" for i in range(1, n + 1)]
    (r,) = ask("split_pot", {"amount": amount, "winners": winners, "unit": unit}, _rulesets(), lang, [rid])
    if r["verdict"] != "ruled":
        return
    shares = r["outcome"]["shares"]
    assert sum(shares.values()) == amount
    text = r["sentence"]
    plain = text.replace(",", "") if lang == "en" else text
    written = [float(v.replace("\u202f", "")) for v in re.findall(r"P\d+ (\d(?:[\d\u202f]*\d)?)", plain)]
    assert sum(written) == amount, text  # the shares written add up to the pot: the odd chips are in them
    assert "à attribuer" not in text and "to award" not in text, text
