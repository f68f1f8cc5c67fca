"""A ruling's note in the asked language: the parameters' French notes (``note_fr``) and the engine's own
notes (``ENGINE_NOTES``) give every note a player can read in French."""

from __future__ import annotations

from floorbook.corpus.parameters import load_rulesets
from floorbook.corpus.scenarios import load_all
from floorbook.rulings.ask import ask_each
from floorbook.rulings.notes import french_notes, note_words, untranslated
from floorbook.rulings.sentence_templates import ENGINE_NOTES


def test_an_engine_note_is_keyed_by_its_english() -> None:
    assert [en for en, words in ENGINE_NOTES.items() if words.en != en] == []


def test_every_parameter_note_has_its_french() -> None:
    """The notes a ruling gives come from the parameter values: every one should be in French too."""
    missing = sorted({f"{rid}: {name}: {p.note}" for rid, rules in load_rulesets().items()
                      for name, p in rules.parameters.items() if p.note and not p.note_fr})
    assert missing == [], f"{len(missing)} notes without French (add note_fr):\n" + "\n".join(missing)


def test_a_joined_note_is_said_piece_by_piece() -> None:
    rules = load_rulesets()
    french = french_notes(rules)
    silent_note = rules["club-tournois"]["final_table_size"].note
    joined = f"{silent_note} no final-table size for tables of 7 (stud). Something new."
    words = note_words(joined, french)
    assert words == {"fr": f"{french[silent_note]} pas de nombre de joueurs en table finale pour des tables de 7 "
                           "(stud). Something new.", "en": joined}
    assert untranslated(joined, french) == ["Something new."]
    assert note_words("", french) == {"fr": "", "en": ""}


def test_ask_gives_the_note_in_the_asked_language() -> None:
    rules = load_rulesets()
    p = rules["club-tournois"]["final_table_size"]
    assert p.is_silent and p.note and p.note_fr
    for lang, note in (("fr", p.note_fr), ("en", p.note)):
        [result] = ask_each("final_table_size", {"seats_per_table": 6}, rules, lang, ["club-tournois"])["results"]
        assert (result["verdict"], result["note"], result["notes"]) == ("silent", note, {"fr": p.note_fr,
                                                                                     "en": p.note})


def test_every_note_the_scenarios_rulings_give_is_said_in_french() -> None:
    rules = load_rulesets()
    french = french_notes(rules)
    reached, missing = set(), set()
    for _, sc in load_all():
        if sc.situation and sc.computable:
            for result in ask_each(sc.situation, sc.input, rules, "fr")["results"]:
                reached.add(result["notes"]["en"])
                missing |= set(untranslated(result["notes"]["en"], french))
    assert len(reached) > 50
    assert sorted(missing) == []
