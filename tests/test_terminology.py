"""One French term, one English term across the base; and the project's own words (every sentence template and
interface string, in both languages) in the glossary's preferred terms and French typography.

For a curated set of French terms from the glossary, every text whose French contains the term must use, in
its English, the glossary's preferred English term or one of its listed variants. A French form listed by
several entries (« tapis »: all-in, stack, felt) accepts the English of any of them. When a different English
is right in context, add it with care to the entry's `en.variants`.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator, Mapping
from typing import Any

import pytest

from floorbook.corpus.loader import Base
from floorbook.corpus.parameters import load_rulesets
from floorbook.engine.declarations import Label
from floorbook.rulings import sentence_templates
from floorbook.words import form_labels, interface, values
from tests.test_bilingual import texts

CHECKED_TERMS = (
    "tour de table", "jeton supérieur", "annexes complémentaires", "tapis", "relance", "surblind", "grosse blinde",
    "bouton mort", "donne", "fausse donne", "flop", "abattage", "paquet", "carte brûlée", "cave", "recave",
    "side pot", "pot extérieur", "pot principal", "jeton de valeur supérieure",
)

# French contexts that are not the term: « on lui donne un jeton » is the verb, not « la donne ».
NOT_THE_TERM = {"donne": re.compile(r"\b(?:lui|leur|on|il|elle|se|qui|me|te|nous|vous)\s+donnen?t?\b", re.IGNORECASE)}

# An English form also matches its usual inflections (raises, dealt, dealing, chips…).
EN_SUFFIX = r"(?:s|es|d|ed|t|ing)?"


def french_pattern(term: str) -> re.Pattern[str]:
    """The term, each word singular or plural, as a whole phrase."""
    words = [re.escape(w) + r"[sx]?" for w in term.split()]
    return re.compile(r"(?<!\w)" + r"\s+".join(words) + r"(?!\w)", re.IGNORECASE)


def english_pattern(forms: set[str]) -> re.Pattern[str]:
    alternatives = sorted((r"[\s-]+".join(map(re.escape, re.split(r"[\s-]+", f))) for f in forms),
                          key=len, reverse=True)
    return re.compile(r"(?<!\w)(?:" + "|".join(alternatives) + r")" + EN_SUFFIX + r"(?!\w)", re.IGNORECASE)


def accepted_english(base: Base, term: str) -> set[str]:
    """Preferred English term and variants of every glossary entry listing the French term."""
    entries = [e for e in base.glossary if term.lower() in {f.lower() for f in [e.fr.term, *e.fr.variants]}]
    return {f for e in entries for f in [e.en.term, *e.en.variants]}


def french_without_longer_terms(term: str, french: str) -> str:
    """The French with the contexts that are not the term, and the longer checked terms containing it, blanked
    out (« fausse donne » is checked as itself, not as « donne »)."""
    for longer in CHECKED_TERMS:
        if longer != term and french_pattern(term).search(longer):
            french = french_pattern(longer).sub(" ", french)
    if term in NOT_THE_TERM:
        french = NOT_THE_TERM[term].sub(" ", french)
    return french


def inconsistencies(base: Base) -> list[str]:
    found = []
    for term in CHECKED_TERMS:
        fr, en = french_pattern(term), english_pattern(accepted_english(base, term))
        for where, text in texts(base):
            if text.en and fr.search(french_without_longer_terms(term, text.fr)) and not en.search(text.en):
                excerpt = " ".join(text.en.split())
                found.append(f"{where}: {term} → {excerpt[:160]}")
    return found


def test_checked_terms_are_in_the_glossary(base) -> None:
    missing = [term for term in CHECKED_TERMS if not accepted_english(base, term)]
    assert missing == [], f"French terms checked but not in the glossary (as fr term or variant): {missing}"


def test_each_french_term_has_one_english_term(base) -> None:
    found = inconsistencies(base)
    assert found == [], (f"{len(found)} texts translate a glossary term otherwise than its preferred English or "
                         "variants (fix the English, or add a justified variant to the glossary):\n"
                         + "\n".join(found))


def test_the_check_can_fire(base) -> None:
    """Not vacuous: every checked term occurs in some French text of the base."""
    unused = [t for t in CHECKED_TERMS if not any(french_pattern(t).search(x.fr) for _, x in texts(base))]
    assert unused == [], unused


# --- the words the project says: every sentence template and interface string -----------------------------------

# the tables of words (floorbook.words.lookup): every module-level table of Labels in these modules
WORD_MODULES = (sentence_templates, interface, form_labels, values)
RULESET_IDS = ("tda-2010", "tda-2019", "fivebet", "ropta-2023", "club-tournois", "club-nlhe")
PLACEHOLDER = re.compile(r"\{[^{}]*\}")

# a term the glossary does not prefer → (its language, the glossary entry whose preferred term to write instead,
# whether a rulebook's own French using it makes it right)
AVOIDED: dict[str, tuple[str, str, bool]] = {
    r"\bmaldonnes?\b": ("fr", "misdeal", False),
    r"\bpots? annexes?\b": ("fr", "side-pot", True),
    r"\bcolour": ("en", "color-up", False),
}
NO_BREAK = "\u00a0\u202f"
# what no word of the project holds: name → (the language it applies to, None for both; pattern; why)
TYPOGRAPHY: dict[str, tuple[str | None, re.Pattern[str], str]] = {
    "plural_in_brackets": (None, re.compile(r"\w\((?:s|x|es|e|nt)\)"), "a “(s)” plural: agree with the count"),
    # a colon inside a word is the syntax of a field (joueur:montant), not punctuation
    "space_before_punctuation": ("fr", re.compile(r"(?:^|[ \w])[;:?!](?=\s|$)"),
                                 "French puts a no-break space before ; : ? !"),
    "straight_quotes": ("fr", re.compile(r"\""), "French quotes are « »"),
    "guillemets_without_space": ("fr", re.compile(rf"«(?![{NO_BREAK}])|(?<![{NO_BREAK}])»"),
                                 "French puts a no-break space inside « »"),
    "guillemets_in_english": ("en", re.compile(r"[«»]"), "English quotes are “ ” or ' '"),
    "raw_card_code": (None, re.compile(r"\b(?:10|[2-9TJQK])[shdc]\b|\bA[hdc]\b|\bAs(?=\s+(?:10|[2-9TJQKA])[shdc]\b)"),
                      "a card as the engine writes it: write A♠ K♦ or « as de pique »"),
    "engine_identifier": (None, re.compile(r"\b[a-z]+_[a-z0-9_]+\b|\b(?:" + "|".join(RULESET_IDS) + r")\b"),
                          "an engine identifier: players read plain words"),
}


def labels_in(value: Any, where: str) -> Iterator[tuple[str, Label]]:
    """Every Label inside a table (mappings, lists, the menu's entries), with where it is."""
    if isinstance(value, Label):
        yield where, value
    elif isinstance(value, Mapping):
        for key, item in value.items():
            yield from labels_in(item, f"{where}[{key!r}]")
    elif isinstance(value, list | tuple):
        for i, item in enumerate(value):
            yield from labels_in(item, f"{where}[{i}]")
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from labels_in(getattr(value, f.name), f"{where}.{f.name}")


def every_label() -> list[tuple[str, Label]]:
    """Every sentence template and interface string, read from the tables as they are now."""
    return [found for module in WORD_MODULES for name, table in vars(module).items() if name.isupper()
            for found in labels_in(table, f"{module.__name__.rpartition('.')[2]}.{name}")]


# a passage of the source a note quotes, as printed (one level of quotes inside): its typography is the source's
QUOTED = re.compile(r"«\u00a0[^«»]*(?:«[^«»]*»[^«»]*)*\u00a0»")


def note_labels() -> list[tuple[str, Label]]:
    """Every parameter value's note that has a French one (``note_fr``), with where it is; the passages of the
    source it quotes are left out (:data:`QUOTED`)."""
    return [(f"parameters/{rid}: {name}.note", Label(fr=QUOTED.sub("«\u00a0…\u00a0»", p.note_fr), en=p.note))
            for rid, rules in load_rulesets().items() for name, p in rules.parameters.items()
            if p.note and p.note_fr and p.ruleset == rid]


def word_problems(base: Base, notes: list[tuple[str, Label]] | None = None) -> list[str]:
    """Each word of the project that breaks a rule of :data:`TYPOGRAPHY` or uses a term of :data:`AVOIDED`; of the
    parameters' notes (``notes``, by default :func:`note_labels`), the French only: the English notes quote the
    rulebooks' French in « »."""
    in_rulebooks = " ".join(a.text.fr for a in base.articles.values())
    avoided = {re.compile(p, re.IGNORECASE): (lang, entry) for p, (lang, entry, if_used) in AVOIDED.items()
               if not (if_used and re.search(p, in_rulebooks, re.IGNORECASE))}
    preferred = {e.id: e for e in base.glossary}
    found = []
    checked = [*((where, label, ("fr", "en")) for where, label in every_label()),
               *((where, label, ("fr",)) for where, label in (note_labels() if notes is None else notes))]
    for where, label, langs in checked:
        for lang in langs:
            text = PLACEHOLDER.sub("", label.get(lang))
            for name, (only, pattern, why) in TYPOGRAPHY.items():
                if only in (None, lang) and (m := pattern.search(text)):
                    found.append(f"{where} ({lang}): {name}, {m.group(0)!r}: {why} — {label.get(lang)!r}")
            for pattern, (only, entry) in avoided.items():
                if only == lang and (m := pattern.search(text)):
                    term = getattr(preferred[entry], lang).term
                    found.append(f"{where} ({lang}): {m.group(0)!r}: the glossary prefers {term!r}")
    return found


def test_every_word_of_the_project_reads_as_players_and_floors_write(base) -> None:
    found = word_problems(base)
    assert found == [], f"{len(found)} words to fix:\n" + "\n".join(found)


def test_the_avoided_terms_name_glossary_entries_that_prefer_another(base) -> None:
    preferred = {e.id: e for e in base.glossary}
    for pattern, (lang, entry, _) in AVOIDED.items():
        assert entry in preferred, entry
        assert not re.search(pattern, getattr(preferred[entry], lang).term, re.IGNORECASE), entry


def test_the_word_check_covers_every_table() -> None:
    """Not vacuous: the sentences', the interface's, the assistant's and the values' tables are all read."""
    tables = {where.split("[")[0].split(".")[:2][1] for where, _ in every_label()}
    assert {"NARRATIVE", "RULED", "WORDS", "UI", "BUILDER", "TEXT", "FIELDS", "MENU", "VALUE_WORDS"} <= tables, tables
    assert len(every_label()) > 1000
    assert len(note_labels()) > 100


@pytest.mark.parametrize(("fr", "en", "expected"), [
    ("Pénalité de 1 tour(s).", "A penalty of 1 round.", "plural_in_brackets"),
    ("Il passe ; le coup continue.", "He checks; the hand goes on.", "space_before_punctuation"),
    ("Il dit \u00ab\u00a0call\u00a0\u00bb.", "He says « call ».", "guillemets_in_english"),
    ("Il dit «call».", "He says 'call'.", "guillemets_without_space"),
    ("Il dit \"call\".", "He says 'call'.", "straight_quotes"),
    ("Il montre As Kd.", "He shows A♠ K♦.", "raw_card_code"),
    ("Le joueur fait un min_raise.", "The player makes a min raise.", "engine_identifier"),
    ("Selon tda-2019.", "Under TDA 2019.", "engine_identifier"),
    ("C’est une maldonne.", "It is a misdeal.", "'maldonne'"),
    ("Un pot annexe est créé.", "A side pot is made.", "'pot annexe'"),
    ("Les jetons sont échangés.", "The chips are coloured up.", "'colour'"),
])
def test_the_word_check_fires_on_a_planted_bad_template(base, monkeypatch, fr, en, expected) -> None:
    monkeypatch.setitem(sentence_templates.WORDS, "planted", Label(fr=fr, en=en))
    found = [line for line in word_problems(base) if line.startswith("sentence_templates.WORDS['planted']")]
    assert len(found) == 1 and expected in found[0], found


def test_the_word_check_fires_on_a_planted_bad_french_note(base) -> None:
    planted = [("planted", Label(fr="La règle ne dit rien; voir tda-2019.", en="The rule says nothing."))]
    found = [line for line in word_problems(base, planted) if line.startswith("planted")]
    assert len(found) == 2 and "space_before_punctuation" in found[0] and "engine_identifier" in found[1], found
