"""The glossary mined for search: each entry a concept, its forms in both languages; the phrases a
player asks with; the topics' words. The forms found in a query (:func:`find_forms`,
:func:`find_concepts`) have their JS twins in ``site_src/assets/search/concepts.js``; the rest runs
only when the index is built."""

from __future__ import annotations

from collections import Counter, defaultdict

from floorbook import LANGUAGES
from floorbook.corpus.loader import Base
from floorbook.search.text import normalise, tokens


def concept_phrases(base: Base) -> dict[str, str]:
    """Normalised glossary form → concept id (longest forms first when matching). A form shared by
    several entries names the entry whose preferred term it is, else the one that lists it as a
    variant, else as slang (first entry on a tie): "dealer" is the dealer, not the button. A form
    left with one word once its stop words are dropped keeps its concept only if that word is a
    form of the concept on its own: "la river" is "river", but "the big" (the big blind) is not
    "big" and "mes cartes" (hole cards) is not "cartes"."""
    def collapsed(form: str, key: str) -> bool:  # "the big" → "big"; not "j'envoie" → "envoie"
        return " " not in key and len([w for w in normalise(form).split() if len(w) > 1]) > 1

    whole: dict[str, set[str]] = defaultdict(set)  # entry → keys of its forms that are not collapsed
    for entry in base.glossary:
        for term in (entry.fr, entry.en):
            for form in term.forms():
                key = " ".join(tokens(form))
                if not collapsed(form, key):
                    whole[entry.id].add(key)
    out: dict[str, str] = {}
    for kind in ("term", "variants", "slang"):
        for entry in base.glossary:
            for term in (entry.fr, entry.en):
                forms = [term.term] if kind == "term" else getattr(term, kind)
                for form in forms:
                    key = " ".join(tokens(form))
                    if len(key) < 2 or (collapsed(form, key) and key not in whole[entry.id]):
                        continue
                    out.setdefault(key, entry.id)
    return out


def find_forms(token_list: list[str], phrases: dict[str, str], max_len: int) -> list[str]:
    """Glossary forms (keys of ``phrases``) that occur as whole token sequences in ``token_list``,
    longest first."""
    found: list[str] = []
    n = len(token_list)
    for size in range(max_len, 0, -1):
        for i in range(n - size + 1):
            key = " ".join(token_list[i:i + size])
            if key in phrases:
                found.append(key)
    return found


def find_concepts(token_list: list[str], phrases: dict[str, str], max_len: int) -> list[str]:
    """Concept ids whose forms occur in ``token_list`` (see :func:`find_forms`)."""
    return [phrases[key] for key in find_forms(token_list, phrases, max_len)]


def reliable_phrases(base: Base, phrases: dict[str, str]) -> dict[str, dict[str, str]]:
    """Per language, the forms that may stand for their concept on their own in the articles'
    text, judged on the articles themselves (our English text is a translation of the French).
    A one-word form found in the texts of a language is kept for that language only when, in at
    least half of the articles where it occurs, the other language's text holds a form of the same
    concept too: "tapis" goes with "all-in" and "flop" with "flop"; but "full" (full house) only
    ever translates "relance complète", "rien" (high card) "nothing", "coupe" (the cut) shares
    its stem with "coup" (a hand), and an English "turn" is as often one's turn to act as the
    turn card (a French "turn" is the card): those are dropped there, and only longer forms
    ("full house", "couper le jeu") name the concept. Forms of two words or more, and forms no
    article holds (slang such as "shove"), are kept."""
    keys: dict[str, dict[str, set[str]]] = defaultdict(lambda: {"fr": set(), "en": set()})
    for entry in base.glossary:
        for lang in LANGUAGES:
            for form in getattr(entry, lang).forms():
                key = " ".join(tokens(form))
                if phrases.get(key) == entry.id:
                    keys[entry.id][lang].add(key)
    size = max((len(key.split()) for key in phrases), default=1)
    holders = {"fr": Counter[str](), "en": Counter[str]()}  # one-word form → articles whose text holds it
    aligned = {"fr": Counter[str](), "en": Counter[str]()}  # … and whose other language's text holds the concept
    for a in base.articles.values():
        found = {"fr": set(find_forms(tokens(a.display_title("fr") + "\n" + a.text.fr), phrases, size)),
                 "en": set(find_forms(tokens(a.display_title("en") + "\n" + (a.text.en or "")), phrases, size))}
        for lang, other in zip(LANGUAGES, reversed(LANGUAGES), strict=True):
            for key in found[lang]:
                holders[lang][key] += 1
                aligned[lang][key] += bool(found[other] & keys[phrases[key]][other])
    return {lang: {key: cid for key, cid in phrases.items()
                   if " " in key or not holders[lang][key] or aligned[lang][key] * 2 >= holders[lang][key]}
            for lang in LANGUAGES}


def phrasing_tokens(form: str, phrases: dict[str, str], size: int) -> list[str]:
    """A players' phrasing of an article as the search matches it: its tokens, once each, and the
    glossary concepts they name (``~<id>``)."""
    toks = tokens(form)
    return list(dict.fromkeys(toks + ["~" + c for c in find_concepts(toks, phrases, size)]))


def topic_phrases(base: Base) -> dict[str, str]:
    """Players' phrasings of the comparison topics (``phrasings`` in ``comparisons/<id>.yaml``),
    both languages: normalised form → ``@<topic id>``, a concept of its own that the topic's
    articles carry (:func:`topic_marks`). A form that is also a glossary form stays the glossary's."""
    out: dict[str, str] = {}
    for topic in base.topics.values():
        if topic.phrasings:
            for form in [*topic.phrasings.fr, *topic.phrasings.en]:
                key = " ".join(tokens(form))
                if key:
                    out.setdefault(key, "@" + topic.id)
    return out


def topic_marks(base: Base) -> dict[str, list[str]]:
    """Article id → the ``@<topic id>`` concepts it carries: the first article of each rulebook's
    cell (the one that answers the topic's question; the others are cited in support)."""
    out: dict[str, list[str]] = defaultdict(list)
    for topic in base.topics.values():
        if topic.phrasings:
            for cell in topic.sources.values():
                if cell.articles and "@" + topic.id not in out[cell.articles[0]]:  # Fivebet's cell may cite TDA 2019's
                    out[cell.articles[0]].append("@" + topic.id)
    return out
