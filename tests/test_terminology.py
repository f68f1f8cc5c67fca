"""One French term, one English term across the base.

For a curated set of French terms from the glossary, every text whose French contains the term must use, in
its English, the glossary's preferred English term or one of its listed variants. A French form listed by
several entries (« tapis »: all-in, stack, felt) accepts the English of any of them. When a different English
is right in context, add it with care to the entry's `en.variants`.
"""

from __future__ import annotations

import re

from floorbook.base.loader import Base
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
