"""Keyword search over articles, in French or English: accents, typos, slang and the other
language resolved through the glossary; articles named by their number come first.

The index (:func:`build_index`) is plain JSON-ready data; :func:`search` ranks with BM25 over
weighted fields. The site's ``search.js`` implements the same algorithm over the same JSON
index (written per language by the site adapter), so the CLI and the site rank alike.

- text is normalised (accents and case folded, punctuation dropped), stop words of both languages
  are left out and words are lightly stemmed, French and English alike (:func:`stem`: "mucked",
  "mucks" → "muck"; "tombée", "tombé" → "tomb");
- every glossary entry is a *concept*: wherever a form of it (preferred, variant, slang, in
  either language) appears in an article, the article carries the concept token ``~<id>``;
  a query carries it too when it contains one of those forms, so "shove" finds "tapis". A form
  shared by several entries belongs to the one whose preferred term it is; a one-word form that
  the articles mostly use in another sense ("full", "rien") names its concept only within its
  longer forms (:func:`reliable_phrases`); the concepts the glossary relates (``see``) to a
  specific concept of the query count a little too;
- a query word not in the vocabulary is matched to vocabulary words within an edit distance
  (1 from 4 letters, 2 from 8, counted on the word as typed), at a lower weight: "misdeel" finds
  "misdeal"; a word the glossary knows is only corrected to a word of the same concept;
- each article's players' phrasings (``phrasings/<source>.yaml``: how players ask for it, "il a
  poussé deux jetons sans rien dire") are searched with its words and, each on its own, by
  :func:`_best_asked`: the phrasing closest to the query adds to the article's score, so a
  question in players' words finds the article that settles it;
- a query that names an article by its number ("45", "r45", "règle 45", "art. 3.5", "9-8",
  "PR-8", "RP-11", with or without "TDA", "tda 2019", "ropta", "club tournois", "nlhe",
  "fivebet"…: :func:`parse_reference`) lists the articles with that number first, then the
  ordinary ranking.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections import Counter, defaultdict
from dataclasses import dataclass
from typing import Any

from rapidfuzz.distance import Levenshtein

from floorbook.loader import Base
from floorbook.render import article_page

INDEX_VERSION = 3
FIELD_WEIGHTS = {"cite": 3.0, "title": 3.0, "text": 1.0, "other": 0.4, "concepts": 1.5,
                 "asked": 0.8, "asked_other": 0.3}  # asked: the article's players' phrasings (phrasings/)
K1, B = 1.2, 0.75
ASKED_WEIGHT = 1.0  # the best-matching players' phrasing of an article, added to its BM25 score …
ASKED_OTHER = 0.5  # … a phrasing written in the other language counting this much …
ASKED_MIN_TERMS = 2  # … when it shares this many of the query's terms (or all of a shorter query's)
FUZZY_WEIGHT = 0.6
CONCEPT_QUERY_WEIGHT = 1.0
RELATED_WEIGHT = 0.2  # a concept the glossary relates (`see`) to one the query names …
RELATED_MAX_DF = 0.1  # … when that one is specific: found in at most this share of the articles
STOP_WORDS = frozenset(
    "a au aux avec ce ces cette d dans de des du elle en est et il ils je l la le les leur lui mais me ne on ou par "
    "pas pour qu que qui sa se ses si son sur ta te tu un une vos votre y "
    "c j m n s t ai avait avais avoir etre ete etait suis sont mes mon ma tes ton nos notre leurs moi toi nous "
    "vous eux ca cela ceci quoi quand comment alors donc puis aussi encore deja tres quel quelle dois doit peux "
    "peut faut dont cet celui celle "
    "an and are as at be by for from has have he his how i if is it its of on or she that the their them "
    "they this to was what when where which who will with you your do does can "
    "me my we us our him her am were been being had did got get can could should would may might must just so "
    "than then there here now why about into some any very also still yet ll ve re im".split()
)


def normalise(text: str) -> str:
    """Lowercase, accents removed ("œ" → "oe"), apostrophes and punctuation to spaces."""
    text = unicodedata.normalize("NFKD", text.casefold()).replace("\u0153", "oe").replace("\u00e6", "ae")
    text = "".join(c for c in text if not unicodedata.combining(c))
    return re.sub(r"[^a-z0-9%]+", " ", text).strip()


def stem(word: str) -> str:
    """Light stemming, the same for French and English words (an index holds both languages):
    plural ``s``/``x`` and ``ies``; English ``ing``/``ed`` (``mucked``, ``betting`` → ``muck``, ``bet``);
    a final ``e``/``ee`` (French feminine and past participle once accents are folded: ``tombée``,
    ``tombé`` → ``tomb``; ``raise`` and ``raised`` alike); ``er`` of a word of 7 letters or more
    (``relancer``, ``coucher``; not ``dealer`` or ``player``). A stem keeps at least 3 letters."""
    if len(word) < 4 or not word.isalpha():
        return word
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word[-1] in "sx" and not word.endswith("ss"):
        word = word[:-1]
    for suffix in ("ing", "ed"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            word = word[:-len(suffix)]
            if word[-1] == word[-2] and word[-1] in "bdgmnprt":
                word = word[:-1]
            return word
    for suffix in ("ee", "e"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            word = word[:-len(suffix)]
            break
    if len(word) >= 7 and word.endswith("er"):
        word = word[:-2]
    return word


def words(text: str) -> list[str]:
    """The normalised words of ``text`` that carry meaning (stop words left out), unstemmed."""
    return [w for w in normalise(text).split() if w not in STOP_WORDS]


def tokens(text: str) -> list[str]:
    return [stem(w) for w in words(text)]


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
        for lang in ("fr", "en"):
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
        for lang, other in (("fr", "en"), ("en", "fr")):
            for key in found[lang]:
                holders[lang][key] += 1
                aligned[lang][key] += bool(found[other] & keys[phrases[key]][other])
    return {lang: {key: cid for key, cid in phrases.items()
                   if " " in key or not holders[lang][key] or aligned[lang][key] * 2 >= holders[lang][key]}
            for lang in ("fr", "en")}


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


# --- Articles named by their number -------------------------------------------------------------
# A query may name an article the way people write it: "45", "r45", "règle 45", "rule 36",
# "art. 3.5", "9-8", "10.9", "PR-8", "RP-11", with or without a rulebook ("TDA", "tda 2019",
# "tda2010", "ropta", "club tournois", "nlhe", "fivebet") anywhere in the query.
# :func:`parse_reference` reads it (search.js has the same function, parseReference).

NUMBER_PREFIXES = frozenset("r regle regles rule rules art article articles n no num numero #".split())
PROCEDURE_WORDS = frozenset({"pr", "rp"})  # the TDA's Recommended Procedures, cited "RP-n" in its text
_ATOM = re.compile(r"[a-z]+|[0-9]+|[.#%-]")
_YEAR = re.compile(r"(19|20)[0-9][0-9]")


def fold(text: str) -> str:
    """Lowercase, accents removed, every dash a hyphen (punctuation kept: numbers need it)."""
    text = unicodedata.normalize("NFKD", text).lower()
    text = "".join(c for c in text if not unicodedata.combining(c))
    return re.sub("[\u2010-\u2015\u2212]", "-", text)


@dataclass(frozen=True)
class Reference:
    """What a query says about article numbers: the rulebooks it names (each name as the list of
    sources it stands for: "TDA" is both TDAs, newest first), the number in canonical form
    ("45", "9.6", "9-8", "PR-8", "9.22bis"; None when there is none) and the rest of the query."""
    books: tuple[tuple[str, ...], ...]
    number: str | None
    rest: str


def _small(atom: str) -> bool:
    return atom.isdigit() and len(atom) <= 2 and int(atom) > 0


def _match_book(atoms: list[str], i: int, books: list[list[Any]]) -> tuple[int, list[str]]:
    for name, year, ids in books:  # longest names first, a name with its year before the bare name
        j = i
        for k, word in enumerate(name):
            if k and j < len(atoms) and atoms[j] == "-":
                j += 1
            if j >= len(atoms) or atoms[j] != word:
                break
            j += 1
        else:
            if year and j < len(atoms) and atoms[j] == "-":
                j += 1
            if not year:
                return j, ids
            if j < len(atoms) and atoms[j] == year:
                return j + 1, ids
    return 0, []


def _match_number(atoms: list[str], i: int) -> tuple[int, str, str]:
    """At atom ``i``: (end, canonical number, form) for a procedure "PR-8"/"rp 8" (form "pr"), a
    dotted or hyphenated number "9.6"/"9-8", optionally "bis" (form "pair"), or a number of one
    or two digits (form "int"); (0, "", "") when none starts there."""
    n = len(atoms)
    if atoms[i] in PROCEDURE_WORDS:
        j = i + 1 + (i + 1 < n and atoms[i + 1] in ".-")
        if j < n and _small(atoms[j]):
            return j + 1, f"PR-{int(atoms[j])}", "pr"
        return 0, "", ""
    if not _small(atoms[i]) or (i > 1 and atoms[i - 1] in ".-" and atoms[i - 2].isdigit()):
        return 0, "", ""
    if i + 2 < n and atoms[i + 1] in ".-" and _small(atoms[i + 2]):
        j, bis = i + 3, ""
        if j < n and atoms[j] == "bis":
            j, bis = j + 1, "bis"
        elif j + 1 < n and atoms[j] == "-" and atoms[j + 1] == "bis":
            j, bis = j + 2, "bis"
        return j, f"{int(atoms[i])}{atoms[i + 1]}{int(atoms[i + 2])}{bis}", "pair"
    if i + 1 < n and atoms[i + 1] in ".-%":
        return 0, "", ""
    return i + 1, str(int(atoms[i])), "int"


def parse_reference(query: str, books: list[list[Any]]) -> Reference:
    """Read the rulebooks and the article number a query names.

    ``books`` lists the rulebook names (see :func:`rulebook_names`). The query is folded and cut
    into atoms (runs of letters, runs of digits, "." "-" "#" "%"). Rulebook names are taken first,
    words in order, a hyphen allowed between them, optionally followed by a year ("tda 2019",
    "tda2019", "club-tournois"). Then the number: a procedure ("PR-8", "RP-11", "rp 5"), else a
    pair "9.6" / "9-8" (two numbers of one or two digits; "bis" may follow), else a number of one
    or two digits after a prefix ("r45", "règle 45", "art. 12", "n° 31", "#5"), else a bare one
    ("45") when a rulebook is named or nothing else is left in the query. A prefix word just before
    the number goes with it; a number followed by "%" or part of a longer one ("2019", "1,5") is
    not an article number. ``rest`` is the query without the names, the number and its prefix;
    when no number is found it is the whole query."""
    text = fold(query)
    spans = [(m.start(), m.end(), m.group()) for m in _ATOM.finditer(text)]
    atoms = [a for _, _, a in spans]
    used = [False] * len(atoms)
    named: list[tuple[str, ...]] = []
    i = 0
    while i < len(atoms):
        end, ids = _match_book(atoms, i, books) if atoms[i].isalpha() else (0, [])
        if end:
            if tuple(ids) not in named:
                named.append(tuple(ids))
            for j in range(i, end):
                used[j] = True
            i = end
        else:
            i += 1
    found: dict[str, tuple[int, int, str]] = {}
    for i in range(len(atoms)):
        if used[i]:
            continue
        end, number, form = _match_number(atoms, i)
        if not end or any(used[i:end]):
            continue
        start = i - 1 if i and atoms[i - 1] == "." else i  # "art. 12"
        if start and not used[start - 1] and atoms[start - 1] in NUMBER_PREFIXES:
            start -= 1
            form = "pair" if form == "int" else form  # "r45", "règle 45": surely an article number
        else:
            start = i
        found.setdefault(form, (start, end, number))
    for form in ("pr", "pair", "int"):
        if form not in found:
            continue
        start, end, number = found[form]
        taken = [used[j] or start <= j < end for j in range(len(atoms))]
        rest = list(text)
        for j, (a, b, _) in enumerate(spans):
            if taken[j]:
                rest[a:b] = " " * (b - a)
        rest_text = "".join(rest)
        if form == "int" and not named and tokens(rest_text):
            break
        return Reference(tuple(named), number, rest_text)
    return Reference(tuple(named), None, query)


def rulebook_names(base: Base, order: list[str]) -> list[list[Any]]:
    """The names a query may give a rulebook, from the sources' short titles: the title with its
    year ("tda 2019"), without it ("tda": every source of that name, newest first, as ``order``
    ranks them), and each word of a title of several words ("nlhe", "tournois"; "club" names both
    clubs). Each name is [words, year or "", source ids]; longest names first."""
    titles: dict[str, tuple[list[str], str]] = {}
    for sid, source in base.sources.items():
        ws = normalise(source.data.short_title).split()
        titles[sid] = ([w for w in ws if not _YEAR.fullmatch(w)], next((w for w in ws if _YEAR.fullmatch(w)), ""))
    names: dict[tuple[tuple[str, ...], str], list[str]] = defaultdict(list)
    for sid in order:
        name, year = titles[sid]
        if year:
            names[(tuple(name), year)].append(sid)
        names[(tuple(name), "")].append(sid)
        if len(name) > 1:
            for w in name:
                names[((w,), "")].append(sid)
    ranked = sorted(names.items(), key=lambda kv: (-len(kv[0][0]), not kv[0][1], kv[0]))
    return [[list(name), year, ids] for (name, year), ids in ranked]


def source_order(base: Base) -> list[str]:
    """The rulebooks in the order number matches are listed when none is named: newest first
    (undated ones last), an overlay (Fivebet) right after the rulebook it changes."""
    plain = [s for s in base.sources.values() if not s.data.base]
    dated = sorted((s for s in plain if s.data.date), key=lambda s: (str(s.data.date), s.data.id), reverse=True)
    undated = sorted((s for s in plain if not s.data.date), key=lambda s: s.data.id)
    order: list[str] = []
    for s in [*dated, *undated]:
        order.append(s.data.id)
        order += sorted(o.data.id for o in base.sources.values() if o.data.base == s.data.id)
    return order + sorted(sid for sid in base.sources if sid not in order)


def article_number(number: str, article_id: str) -> str:
    """The canonical number of an article (as :func:`parse_reference` reads one in a query)."""
    atoms = _ATOM.findall(fold(number))
    end, canonical, _ = _match_number(atoms, 0) if atoms else (0, "", "")
    if not end:
        return ""
    return canonical + ("bis" if article_id.endswith("-bis") and not canonical.endswith("bis") else "")


def _loose(number: str) -> str:
    return number.replace("-", ".").removesuffix("bis")


@dataclass(frozen=True)
class Hit:
    id: str
    score: float
    cite: str
    title: str
    url: str


def build_index(base: Base, lang: str) -> dict[str, Any]:
    """The search index of one site language (JSON-ready): documents with weighted term counts."""
    other = "en" if lang == "fr" else "fr"
    every = concept_phrases(base)
    by_lang = reliable_phrases(base, every)
    phrases = {k: c for k, c in by_lang["fr"].items() if k in by_lang["en"]}  # a query may be in either language
    situations = topic_phrases(base)
    for key, cid in situations.items():
        phrases.setdefault(key, cid)
    size = max((len(key.split()) for key in [*every, *situations]), default=1)  # words in the longest form
    marked = topic_marks(base)
    order = source_order(base)
    docs = []
    for a in base.articles.values():
        title = a.display_title(lang)
        text = a.text.get(lang) + "\n" + "\n".join(
            item.text.get(lang) for entry in a.addendum for item in entry.items) + "\n" + "\n".join(
            v.text.get(lang) for v in a.variants)
        other_text = a.text.get(other) if (other == "fr" or a.text.en) else ""
        cite = base.cite(a.id)
        fields = {
            "cite": tokens(cite),
            "title": tokens(title),
            "text": tokens(text),
            "other": tokens(other_text) + tokens(a.display_title(other)),
        }
        fields["concepts"] = ["~" + c for c in find_concepts(fields["title"] + fields["text"], by_lang[lang], size)
                              + find_concepts(fields["other"], by_lang[other], size) + marked.get(a.id, [])]
        asked = {lng: [phrasing_tokens(form, phrases, size) for form in getattr(base.phrasings.get(a.id), lng, [])]
                 for lng in (lang, other)}
        fields["asked"] = list(dict.fromkeys(t for toks in asked[lang] for t in toks))
        fields["asked_other"] = list(dict.fromkeys(t for toks in asked[other] for t in toks))
        weights: Counter[str] = Counter()
        for name, toks in fields.items():
            for tok in toks:
                weights[tok] += FIELD_WEIGHTS[name]
        length = sum(weights.values())
        prefix = "" if lang == "fr" else "en/"
        docs.append({
            "id": a.id, "cite": cite, "title": title, "source": a.source, "num": article_number(a.number, a.id),
            "url": prefix + article_page(a).removesuffix(".md") + "/",
            "len": round(length, 2), "tf": {k: round(v, 2) for k, v in weights.items()},
            "asks": [[1, toks] for toks in asked[lang]] + [[ASKED_OTHER, toks] for toks in asked[other]],
        })
    df: Counter[str] = Counter()
    adf: Counter[str] = Counter()  # in how many phrasings each token is
    for d in docs:
        df.update(d["tf"].keys())
        for _, toks in d["asks"]:
            adf.update(toks)
    avg = sum(d["len"] for d in docs) / len(docs) if docs else 0.0
    return {
        "version": INDEX_VERSION, "lang": lang, "avgdl": round(avg, 2), "n": len(docs), "df": dict(df),
        "adf": dict(adf), "nasks": sum(len(d["asks"]) for d in docs),
        "docs": docs, "phrases": phrases, "stop": sorted(STOP_WORDS), "books": rulebook_names(base, order),
        "related": {e.id: list(e.see) for e in base.glossary if e.see},
        "order": order, "bases": {sid: src.data.base for sid, src in base.sources.items() if src.data.base},
        "params": {"k1": K1, "b": B, "asked": ASKED_WEIGHT, "asked_min": ASKED_MIN_TERMS,
                   "fuzzy": FUZZY_WEIGHT, "concept": CONCEPT_QUERY_WEIGHT, "related": RELATED_WEIGHT,
                   "related_df": RELATED_MAX_DF, "words": size},
    }


def _fuzzy_max(word: str) -> int:
    return 0 if len(word) < 4 else (1 if len(word) < 8 else 2)


def query_terms(index: dict[str, Any], query: str) -> dict[str, float]:
    """Query tokens with weights: exact words, fuzzy matches, glossary concepts."""
    raw = words(query)
    toks = [stem(w) for w in raw]
    terms: dict[str, float] = defaultdict(float)
    vocab = index["df"]
    corrected: list[str] = []
    phrases = index["phrases"]
    for word, tok in zip(raw, toks, strict=True):
        if tok in vocab:
            terms[tok] = max(terms[tok], 1.0)
            corrected.append(tok)
            continue
        # a word the glossary knows is only corrected to a word of the same concept: "chek" (check)
        # to "check", but "flush" is not a typo of "flash"
        concept = phrases.get(tok)
        limit = _fuzzy_max(word)
        best: list[tuple[int, str]] = []
        if limit:
            for cand in vocab:
                if cand.startswith("~") or abs(len(cand) - len(tok)) > limit:
                    continue
                if concept and phrases.get(cand) != concept:
                    continue
                dist = Levenshtein.distance(tok, cand, score_cutoff=limit)
                if dist <= limit:
                    best.append((dist, cand))
        if best:
            top = min(d for d, _ in best)
            for d, cand in best:
                if d == top:
                    terms[cand] = max(terms[cand], index["params"]["fuzzy"])
            corrected.append(min(w for d, w in best if d == top))
        else:
            corrected.append(tok)
    params = index["params"]
    size = params["words"]
    found = set(find_concepts(toks, phrases, size) + find_concepts(corrected, phrases, size))
    for cid in found:
        terms["~" + cid] = max(terms["~" + cid], params["concept"])
    for cid in found:  # the concepts the glossary relates to a specific one, at a low weight
        if vocab.get("~" + cid, 0) > params["related_df"] * index["n"]:
            continue
        for rid in index["related"].get(cid, []):
            if rid not in found:
                terms["~" + rid] = max(terms["~" + rid], params["related"])
    return dict(terms)


def _scores(index: dict[str, Any], terms: dict[str, float], docs: list[dict[str, Any]]) -> list[float]:
    """BM25 over the weighted fields, plus the article's players' phrasing that best matches the
    query (:func:`_best_asked`), rounded to 4 decimals (as search.js rounds them)."""
    n, avgdl, df = index["n"], index["avgdl"] or 1.0, index["df"]
    k1, b = index["params"]["k1"], index["params"]["b"]
    out = []
    for d in docs:
        score = 0.0
        for term, qw in terms.items():
            tf = d["tf"].get(term)
            if not tf:
                continue
            idf = math.log(1 + (n - df[term] + 0.5) / (df[term] + 0.5))
            score += qw * idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * d["len"] / avgdl))
        out.append(round(score + index["params"]["asked"] * _best_asked(index, terms, d["asks"]), 4))
    return out


def _best_asked(index: dict[str, Any], terms: dict[str, float], asks: list[list[Any]]) -> float:
    """How well the article's best players' phrasing matches the query: over each phrasing (a
    set of tokens, glossary concepts included), the query's weights times the rarity of its
    tokens among all phrasings (the idf of BM25), times the phrasing's weight (1, or
    :data:`ASKED_OTHER` for the other language's). A question told in players' words finds the
    article one of its phrasings tells the same way, whatever words the rulebook uses."""
    n, adf = index["nasks"], index["adf"]
    least = min(index["params"]["asked_min"], len(terms))
    best = 0.0
    for weight, toks in asks:
        shared = [t for t in toks if t in terms]
        if len(shared) >= least:
            best = max(best, weight * sum(terms[t] * math.log(1 + n / (adf[t] + 0.5)) for t in shared))
    return best


def _numbered(index: dict[str, Any], ref: Reference, docs: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The articles that carry the number a query names, in the order they come first: those of
    the named rulebooks (in the order named; "TDA" newest first; an overlay's base after it), else
    of every rulebook; the number as written before the same number with another separator
    ("9.6" before "9-6"); then by the rest of the query; then rulebooks newest first."""
    matches = [d for d in docs if d["num"] and _loose(d["num"]) == _loose(ref.number or "")]
    wanted = [sid for ids in ref.books for sid in ids]
    wanted += [index["bases"][sid] for sid in wanted if sid in index["bases"]]
    wanted = list(dict.fromkeys(wanted))
    if any(d["source"] in wanted for d in matches):
        matches = [d for d in matches if d["source"] in wanted]
    else:
        wanted = []
    rest = query_terms(index, ref.rest) if tokens(ref.rest) else {}
    scores = _scores(index, rest, matches)
    order = index["order"]
    ranked = sorted(zip(matches, scores, strict=True), key=lambda ds: (
        wanted.index(ds[0]["source"]) if wanted else 0, ds[0]["num"] != ref.number, -ds[1],
        order.index(ds[0]["source"]), ds[0]["id"]))
    return [d for d, _ in ranked]


def search(index: dict[str, Any], query: str, limit: int = 10, source: str | None = None,
           only: set[str] | None = None) -> list[Hit]:
    """Rank the index's articles for ``query``: the articles it names by number first (see
    :func:`parse_reference`), then BM25 over weighted fields."""
    docs = [d for d in index["docs"]
            if (not source or d["source"] == source) and (only is None or d["id"] in only)]
    scores = dict(zip((d["id"] for d in docs), _scores(index, query_terms(index, query), docs), strict=True))
    ref = parse_reference(query, index["books"])
    first = _numbered(index, ref, docs) if ref.number else []
    taken = {d["id"] for d in first}
    rest = sorted((d for d in docs if scores[d["id"]] > 0 and d["id"] not in taken),
                  key=lambda d: (-scores[d["id"]], d["id"]))
    return [Hit(d["id"], scores[d["id"]], d["cite"], d["title"], d["url"]) for d in [*first, *rest][:limit]]


def compact_index(index: dict[str, Any]) -> dict[str, Any]:
    """The index as the site loads it: terms listed once, each document's weights as a flat list
    [term position, weight, …] (same numbers, smaller file)."""
    terms = sorted(index["df"])
    position = {t: i for i, t in enumerate(terms)}
    docs = []
    for d in index["docs"]:
        flat: list[float | int] = []
        for term, weight in sorted(d["tf"].items()):
            flat += [position[term], weight]
        docs.append({"id": d["id"], "cite": d["cite"], "title": d["title"], "url": d["url"], "source": d["source"],
                     "num": d["num"], "len": d["len"], "tf": flat,
                     "asks": [[weight, *(position[t] for t in toks)] for weight, toks in d["asks"]]})
    return {"version": index["version"], "lang": index["lang"], "n": index["n"], "avgdl": index["avgdl"],
            "terms": terms, "df": [index["df"][t] for t in terms], "adf": [index["adf"].get(t, 0) for t in terms],
            "nasks": index["nasks"], "docs": docs, "phrases": index["phrases"],
            "stop": index["stop"], "related": index["related"], "books": index["books"], "order": index["order"],
            "bases": index["bases"], "params": index["params"]}
