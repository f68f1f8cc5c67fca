"""The English translation is complete, reads as English and uses the glossary's preferred terms."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from floorbook.corpus.loader import Base
from floorbook.corpus.models import Text

# Frequent French function words that are not English words.
FRENCH_STOP_WORDS = frozenset(
    "le la les des du une est et que qui dans pour sur pas avec au aux ce cette il elle ils sont ne se "
    "son sa ses leur leurs mais ou où donc être été avoir peut doit lors si quand tout tous plus moins "
    "joueur joueurs jetons mise relance".split()
)
WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")


def french_ratio(text: str) -> float:
    words = [w.lower() for w in WORD.findall(text)]
    return sum(w in FRENCH_STOP_WORDS for w in words) / len(words) if words else 0.0


def texts(base: Base) -> Iterator[tuple[str, Text]]:
    """Every translatable text of the base (our notes excluded: they may quote French words)."""
    for sid, source in base.sources.items():
        yield f"{sid} title", source.data.title
        if source.data.preamble:
            yield f"{sid} preamble", source.data.preamble
        for chapter in source.chapters:
            yield f"{chapter.id} title", chapter.title
            if chapter.intro:
                yield f"{chapter.id} intro", chapter.intro
    for a in base.articles.values():
        if a.title:
            yield f"{a.id} title", a.title
        yield f"{a.id} text", a.text
        for n, entry in enumerate(a.addendum):
            yield f"{a.id} addendum[{n}] heading", entry.heading
            for i, item in enumerate(entry.items):
                if item.label:
                    yield f"{a.id} addendum[{n}].items[{i}].label", item.label
                yield f"{a.id} addendum[{n}].items[{i}]", item.text
        for i, v in enumerate(a.variants):
            yield f"{a.id} variant[{i}]", v.text


def test_every_text_is_translated(base) -> None:
    missing = [where for where, t in texts(base) if not t.en]
    assert missing == [], f"{len(missing)} texts without English, e.g. {missing[:10]}"


def test_every_note_has_both_languages(base) -> None:
    notes = [(a.id, n) for a in base.articles.values() for n in a.notes]
    notes += [(s, n) for s, src in base.sources.items() for n in src.data.notes]
    missing = [where for where, n in notes if not (n.fr and n.en)]
    assert missing == [], missing[:10]


def test_english_differs_from_french(base) -> None:
    same = [where for where, t in texts(base)
            if t.en and t.en.strip() == t.fr.strip() and len(WORD.findall(t.fr)) > 3]
    assert same == [], same


def test_english_does_not_read_as_french(base) -> None:
    french = [(where, round(french_ratio(t.en), 2)) for where, t in texts(base)
              if t.en and len(WORD.findall(t.en)) >= 8 and french_ratio(t.en) > 0.08]
    assert french == []


def test_the_stop_word_check_can_tell_french(base) -> None:
    """The check above is not vacuous: on the French texts it fires."""
    long_texts = [t.fr for _, t in texts(base) if len(WORD.findall(t.fr)) >= 20]
    assert long_texts
    assert sum(french_ratio(t) > 0.08 for t in long_texts) / len(long_texts) > 0.95


def test_structure_of_translation_matches(base) -> None:
    """Same number of paragraphs and list items: nothing dropped or merged."""

    def shape(text: str) -> tuple[int, int]:
        body = text.strip()
        return (len(re.split(r"\n\s*\n", body)), len(re.findall(r"(?m)^\s*- ", body)))

    different = [where for where, t in texts(base) if t.en and shape(t.en) != shape(t.fr)]
    assert different == [], different[:10]


def test_english_uses_preferred_terms(base) -> None:
    avoid = {form.lower(): entry.id for entry in base.glossary for form in entry.en.avoid}
    assert avoid, "the glossary marks some English forms as non-preferred"
    pattern = re.compile(r"\b(" + "|".join(re.escape(f) for f in sorted(avoid, key=len, reverse=True)) + r")\b",
                         re.IGNORECASE)
    found = [(where, m.group(0), avoid[m.group(0).lower()])
             for where, t in texts(base) if t.en for m in pattern.finditer(t.en)]
    assert found == [], f"non-preferred terms (see the glossary entry named): {found[:20]}"


def test_glossary_size_and_required_terms(base) -> None:
    assert len(base.glossary) >= 100
    forms = {f.lower() for e in base.glossary for f in [*e.fr.forms(), *e.en.forms()]}
    for required in ("tapis", "all-in", "shove", "parole", "check", "surblind", "grosse blinde", "grande blinde",
                     "big blind", "blind", "petite blinde", "balot", "ballot", "muck", "relance", "raise",
                     "ouverture", "bet", "recave", "rebuy", "cave", "buy-in", "carte brûlée", "burn card",
                     "donne", "deal", "fausse donne", "misdeal"):
        assert required in forms, required


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_avoided_forms_are_not_offered_as_preferred(base, lang: str) -> None:
    for e in base.glossary:
        term = getattr(e, lang)
        assert not set(map(str.lower, term.avoid)) & set(map(str.lower, term.forms())), e.id
