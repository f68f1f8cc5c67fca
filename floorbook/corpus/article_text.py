"""An article's text as the pages show it: variants in place and cross-references as links.

Two pure functions of the text, shared by the loader (which validates the data that drives them)
and the renderer (which shows the result):

- :func:`find_refs` finds the references a rule text makes to another article of its rulebook
  ("Règle 43", "voir règles 2 & 42", "Rule 51-B", "article 9.13", "l'Addendum Illustré");
- :func:`place_variants` cuts a text after the sentence or list item each variant is anchored to.

Neither changes a character of the text: the pages show the same words, only cut or linked.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from floorbook.corpus.models import Article

# --- cross-references ---------------------------------------------------------------------------

_NUMBER = r"(?:PR-\d+|\d+(?:\.\d+)?(?:-?[A-Z](?![\w]))?)"
_WORD = r"(?:[Rr][èe]gles?|[Rr]ules?|[Aa]rticles?)"
_JOIN = r"\s*(?:,|&|\bet\b|\band\b|\bà\b|\bto\b|\bou\b|\bor\b)\s*"
_REF = re.compile(rf"\b{_WORD}\s*(?P<first>{_NUMBER})(?P<more>(?:{_JOIN}{_NUMBER}(?![\w.]\d))*)(?![\w])")
_MORE = re.compile(_NUMBER)
_ADDENDUM = re.compile(r"\b(?:[Ll][’']Addendum [Ii]llustré|the Illustrated Addendum)\b")
_SUB_ITEM = re.compile(r"^(?P<rule>\d+(?:\.\d+)?)-?[A-Z]$")

ADDENDUM = "addendum"  # the number given to a reference to the article's own illustrated addendum


@dataclass(frozen=True)
class Ref:
    """A reference found in a text: the characters to link and the number they name as printed."""

    start: int
    end: int
    number: str  # "43", "51-B", "35D", "PR-6", "6.7"; ADDENDUM for the article's own addendum


def find_refs(text: str) -> list[Ref]:
    """Every reference the text makes, in order. In a list ("règles 2 & 42") the first link
    covers the word and its number, each following number is a link of its own."""
    out: list[Ref] = []
    for m in _REF.finditer(text):
        out.append(Ref(m.start(), m.end("first"), m.group("first")))
        offset = m.start("more")
        for n in _MORE.finditer(m.group("more")):
            out.append(Ref(offset + n.start(), offset + n.end(), n.group()))
    out += [Ref(m.start(), m.end(), ADDENDUM) for m in _ADDENDUM.finditer(text)]
    return sorted(out, key=lambda r: r.start)


def rule_number(printed: str) -> list[str]:
    """The article numbers a printed reference may name, most precise first: "51-B" → 51-B, 51."""
    sub = _SUB_ITEM.match(printed)
    return [printed, sub.group("rule")] if sub else [printed]


def resolve(printed: str, numbers: dict[str, list[str]]) -> str | None:
    """The id of the one article of the rulebook that ``printed`` names, or None when no article
    or more than one (a number printed twice) has that number: no link without certainty."""
    for number in rule_number(printed):
        ids = numbers.get(number, [])
        if ids:
            return ids[0] if len(ids) == 1 else None
    return None


# --- variants in place --------------------------------------------------------------------------

_UNIT_END = re.compile(r"(?<=[.!?…])[ \t]+(?=\S)|\n")

V = TypeVar("V")


def unit_ends(text: str) -> list[int]:
    """Where the sentences and lines of ``text`` end (positions to cut at), in order."""
    return [m.start() for m in _UNIT_END.finditer(text)]


def count(text: str, quote: str) -> int:
    """How many times ``quote`` occurs in ``text`` (the loader wants exactly once for an anchor)."""
    return text.count(quote)


def _cut_after(french: str, quote: str, other: str) -> int:
    """Where to cut ``other`` (the French itself or its translation) so that the variant anchored
    after ``quote`` comes right after the French sentence or list item holding it. A translation
    is cut at the same sentence when it has as many sentences and lines as the French, else at
    the end of the same line, else at its end."""
    at = french.find(quote)
    if at < 0:
        return len(other)
    end = at + len(quote)
    fr_ends = unit_ends(french)
    k = next((i for i, p in enumerate(fr_ends) if p >= end), len(fr_ends))
    if other is french:
        return fr_ends[k] if k < len(fr_ends) else len(french)
    other_ends = unit_ends(other)
    if len(other_ends) == len(fr_ends):
        return other_ends[k] if k < len(other_ends) else len(other)
    fr_lines, other_lines = french.split("\n"), other.split("\n")
    if len(fr_lines) == len(other_lines):
        line = french.count("\n", 0, end)
        return sum(len(s) + 1 for s in other_lines[: line + 1]) - 1
    return len(other)


def place_variants(french: str, shown: str, variants: Sequence[V], after: Sequence[str | None]
                   ) -> list[tuple[str, list[V]]]:
    """The text ``shown`` (the French or its translation) cut into parts, each followed by the
    variants that belong after it; a variant with no anchor (``after`` None) comes at the end."""
    french, shown = french.strip(), shown.strip()
    same = shown == french
    cuts: dict[int, list[V]] = {}
    for v, quote in zip(variants, after, strict=True):
        at = len(shown) if quote is None else _cut_after(french, quote, french if same else shown)
        cuts.setdefault(at, []).append(v)
    parts: list[tuple[str, list[V]]] = []
    start = 0
    for at in sorted(cuts):
        parts.append((shown[start:at], cuts[at]))
        start = at
    if start < len(shown) or not parts:
        parts.append((shown[start:], []))
    return [(text, vs) for text, vs in parts if text.strip() or vs]


# --- notes that quote the source -------------------------------------------------------------------

_QUOTE = re.compile(r"«\s*(.+?)\s*»")
_SPACES = re.compile(r"\s+")
_TYPO = str.maketrans({"’": "'", "\u00a0": " ", "\u202f": " "})


def _flat(text: str) -> str:
    return _SPACES.sub(" ", text.translate(_TYPO)).strip().casefold()


def quoted(note: str) -> list[str]:
    """The passages a French note quotes between « and », in order, each once."""
    return list(dict.fromkeys(m.group(1) for m in _QUOTE.finditer(note)))


def is_source_passage(quote: str, article: Article) -> bool:
    """Whether ``quote`` is wording of the article's French (title, text, addendum, variants):
    every piece between ellipses ("…") occurs there, spaces and apostrophes aside. A single word
    is not a passage."""
    texts = [article.text.fr]
    texts += [article.title.fr] if article.title is not None else []
    for entry in article.addendum:
        texts += [entry.heading.fr, *(item.text.fr for item in entry.items)]
    texts += [v.text.fr for v in article.variants]
    french = _flat("\n".join(texts))
    pieces = [_flat(p) for p in re.split(r"…|\.\.\.", quote) if p.strip()]
    return bool(pieces) and len(" ".join(pieces).split()) > 1 and all(p in french for p in pieces)
