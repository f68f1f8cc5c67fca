"""Articles named by their number ("45", "r45", "règle 45", "art. 3.5", "PR-8", "ropta 9.6").

A query may name an article the way people write it: "45", "r45", "règle 45", "rule 36",
"art. 3.5", "9-8", "10.9", "PR-8", "RP-11", with or without a rulebook ("TDA", "tda 2019",
"tda2010", "ropta", "club tournois", "nlhe", "fivebet") anywhere in the query.
:func:`parse_reference` reads it. Its JS twin (the functions a query needs, the same names in camelCase):
``site_src/assets/search/references.js``.

"""

from __future__ import annotations

import re
import unicodedata
from collections import defaultdict
from dataclasses import dataclass
from typing import Any

from floorbook.corpus.loader import Base
from floorbook.search.text import normalise, tokens

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


def loose_number(number: str) -> str:
    return number.replace("-", ".").removesuffix("bis")
