"""Fidelity of the base to its seeds: nothing invented, nothing lost.

(b) every sentence of every French text of a source appears in its seed;
(a) every sentence of a seed's content appears in some text of the sources that use that seed.

Both sides go through the same :func:`normalise` (white space, quotes, apostrophes, dashes,
ellipses, Markdown markers) and the same :func:`segments` (sentences, parentheses, lines).
What is not content in a seed is declared in data (``seed_noise`` of ``source.yaml``) with a
reason; exceptions, if ever needed, in ``rules/fidelity-exceptions.yaml``. None lives here.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass, field

import yaml

from floorbook.corpus.loader import Base
from floorbook.nearest import nearest_sentence

EXCEPTIONS_FILE = "rules/fidelity-exceptions.yaml"

_CHAR_MAP = str.maketrans({
    "«": '"', "»": '"', "“": '"', "”": '"', "„": '"', "‟": '"', "″": '"',
    "‘": "'", "’": "'", "‚": "'", "‛": "'", "`": "'", "´": "'", "′": "'",
    "–": "-", "—": "-", "‐": "-", "‑": "-", "−": "-",
    "…": "...",
    "\u00a0": " ", "\u202f": " ", "\u2009": " ", "\u2007": " ", "\t": " ",
    "*": "", "\\": "", "•": " ", "●": " ", "◦": " ", "▪": " ",
})
_LIST_MARKER = re.compile(r"^[ ]*(?:[-+>#]+[ ]+)+", re.M)
_SPACES = re.compile(r"[ ]+")
_SPLIT = re.compile(r"(?<=[.!?;:])[ ]+|[()\[\]\n]")
_EDGE = re.compile(r"^[\s\"'.,;:!?\-]+|[\s\"'.,;:!?\-]+$")
_LETTER = re.compile(r"[^\W\d_]")


def normalise(text: str) -> str:
    """Map typographic variants to one form and drop Markdown markers; keep line ends."""
    text = unicodedata.normalize("NFC", text).translate(_CHAR_MAP)
    text = text.replace("\r", "")
    text = re.sub(r'"[ ]+', '"', text)
    text = re.sub(r'[ ]+"', '"', text)
    text = re.sub(r"[ ]*'[ ]*", "'", text)
    text = _LIST_MARKER.sub("", text)
    lines = (_SPACES.sub(" ", line).strip() for line in text.split("\n"))
    return "\n".join(lines)


def segments(text: str) -> Iterator[str]:
    """The checkable pieces of a normalised text: sentences, cut at parentheses and line ends."""
    for piece in _SPLIT.split(text):
        piece = _EDGE.sub("", piece)
        if len(_LETTER.findall(piece)) >= 2:
            yield piece


def flat(text: str) -> str:
    """A normalised text on one line, for substring search."""
    return " ".join(line for line in normalise(text).split("\n") if line)


@dataclass
class SeedReport:
    seed: str
    sources: list[str]
    invented: list[tuple[str, str]] = field(default_factory=list)  # (where, sentence)
    lost: list[tuple[int, str]] = field(default_factory=list)  # (seed line, sentence)
    # an invented sentence → the seed's nearest sentence: (its seed line, the sentence, the similarity 0 to 100)
    nearest: dict[str, tuple[int, str, float]] = field(default_factory=dict)
    stale_noise: list[str] = field(default_factory=list)
    article_segments: int = 0
    seed_segments: int = 0

    @property
    def coverage(self) -> float:
        return 1 - len(self.lost) / self.seed_segments if self.seed_segments else 1.0

    @property
    def precision(self) -> float:
        return 1 - len(self.invented) / self.article_segments if self.article_segments else 1.0


def texts_of_source(base: Base, source_id: str) -> Iterator[tuple[str, str]]:
    """Every French text of a source that must come from its seed, with where it is."""
    source = base.sources[source_id]
    if source.data.preamble:
        yield f"{source_id} preamble", source.data.preamble.fr
    for chapter in source.chapters:
        yield f"{chapter.id} title", chapter.title.fr
        if chapter.intro:
            yield f"{chapter.id} intro", chapter.intro.fr
        for article in base.chapter_articles(chapter.id):
            yield from _article_texts(article.id, article)


def _article_texts(aid: str, article) -> Iterator[tuple[str, str]]:
    if article.title:
        yield f"{aid} title", article.title.fr
    yield f"{aid} text", article.text.fr
    for n, entry in enumerate(article.addendum):
        yield f"{aid} addendum[{n}] heading", entry.heading.fr
        for i, item in enumerate(entry.items):
            if item.label:
                yield f"{aid} addendum[{n}].items[{i}] label", item.label.fr
            yield f"{aid} addendum[{n}].items[{i}]", item.text.fr
    for i, variant in enumerate(article.variants):
        yield f"{aid} variant[{i}]", variant.text.fr


def seed_content(base: Base, seed: str, source_ids: list[str]) -> tuple[list[tuple[int, str]], list[str]]:
    """The seed's content lines (number, text) once its declared noise is removed; stale rules."""
    raw = (base.root / seed).read_text(encoding="utf-8").replace("\r", "").split("\n")
    keep = [True] * len(raw)
    lines = list(raw)
    stale: list[str] = []
    for sid in source_ids:
        for rule in base.sources[sid].data.seed_noise:
            hit = False
            if rule.lines:
                start, end = rule.lines
                for n in range(start, end + 1):
                    if 1 <= n <= len(raw):
                        keep[n - 1] = False
                        hit = True
            if rule.pattern:
                pattern = re.compile(rule.pattern)
                for n, line in enumerate(lines):
                    if keep[n] and pattern.search(line):
                        lines[n] = pattern.sub("", line)
                        hit = True
            if not hit:
                stale.append(f"{sid}: seed_noise {rule.lines or rule.pattern!r} matches nothing")
    return [(n + 1, lines[n]) for n in range(len(raw)) if keep[n]], stale


def _exceptions(base: Base) -> dict[str, set[str]]:
    path = base.root / EXCEPTIONS_FILE
    if not path.exists():
        return {"invented": set(), "lost": set()}
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    out: dict[str, set[str]] = {"invented": set(), "lost": set()}
    for entry in data.get("exceptions", []):
        if not entry.get("reason"):
            raise ValueError(f"{EXCEPTIONS_FILE}: every exception needs a reason: {entry}")
        out[entry["kind"]].add(flat(entry["sentence"]))
    return out


def check_seed(base: Base, seed: str) -> SeedReport:
    """Both directions of fidelity for one seed file and the sources that use it."""
    source_ids = [s for s, src in base.sources.items() if src.data.seed == seed]
    report = SeedReport(seed=seed, sources=source_ids)
    exceptions = _exceptions(base)
    content, report.stale_noise = seed_content(base, seed, source_ids)
    seed_flat = flat("\n".join(text for _, text in content))

    haystacks: list[str] = []
    for sid in source_ids:
        for where, text in texts_of_source(base, sid):
            normalised = normalise(text)
            haystacks.append(" ".join(normalised.split("\n")))
            for piece in segments(normalised):
                report.article_segments += 1
                if piece not in seed_flat and piece not in exceptions["invented"]:
                    report.invented.append((where, piece))
    everything = "\u0000".join(haystacks)
    sentences = [(n, piece) for n, line in content for piece in segments(normalise(line))]
    for n, piece in sentences:
        report.seed_segments += 1
        if piece not in everything and piece not in exceptions["lost"]:
            report.lost.append((n, piece))
    report.nearest = _nearest_in_seed([piece for _, piece in report.invented], sentences)
    return report


def _nearest_in_seed(pieces: list[str], sentences: list[tuple[int, str]]) -> dict[str, tuple[int, str, float]]:
    """Each sentence not found in the seed → the seed's nearest sentence (its line, it, the similarity):
    what a contributor compares it with to see the altered word."""
    lines = {piece: n for n, piece in reversed(sentences)}  # a sentence the seed says twice: its first line
    out = {}
    for piece in pieces:
        found = nearest_sentence(piece, lines)
        if found:
            out[piece] = (lines[found[0]], *found)
    return out


def format_report(report: SeedReport, limit: int = 50) -> str:
    out = [
        f"{report.seed} ({', '.join(report.sources)}): "
        f"{report.precision:.2%} of article sentences found in the seed "
        f"({len(report.invented)} not found), "
        f"{report.coverage:.2%} of seed sentences covered ({len(report.lost)} missing)"
    ]
    out += [f"  stale: {s}" for s in report.stale_noise]
    for where, piece in report.invented[:limit]:
        out.append(f"  NOT IN SEED  {where}: {piece}")
        if piece in report.nearest:
            n, sentence, score = report.nearest[piece]
            out.append(f"      nearest in the seed, line {n} ({score:.0f}% alike): {sentence}")
    out += [f"  NOT IN BASE  line {n}: {piece}" for n, piece in report.lost[:limit]]
    return "\n".join(out)
