"""Search text: normalised, stop words left out, lightly stemmed; the bounded edit distance of typo
correction. Its JS twin, function for function: ``site_src/assets/search/text.js``."""

from __future__ import annotations

import re
import unicodedata

from rapidfuzz.distance import Levenshtein

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


def edit_distance(a: str, b: str, cutoff: int) -> int:
    """The Levenshtein distance between ``a`` and ``b``, or ``cutoff + 1`` when it is larger: rapidfuzz's
    (insertions, deletions and substitutions, no transposition), the distance search/text.js's ``editDistance``
    computes by hand, so both rank alike.

    >>> edit_distance("misdeel", "misdeal", 1), edit_distance("tapis", "tapas", 0)
    (1, 1)
    """
    return Levenshtein.distance(a, b, score_cutoff=cutoff)


def fuzzy_max(word: str) -> int:
    """How many edits a query word may be corrected by: none under 4 letters, 1 under 8, else 2."""
    return 0 if len(word) < 4 else (1 if len(word) < 8 else 2)
