"""The one schema of the knowledge base.

Every YAML file under ``rules/`` is validated against these pydantic models by
:mod:`floorbook.corpus.loader`. The models are deliberately strict (unknown fields are errors) so that a
typo in a field name is reported instead of silently ignored.
"""

from __future__ import annotations

import re
from enum import StrEnum
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, RootModel, StringConstraints, field_validator

from floorbook.urls import slug

SOURCE_ID = r"^[a-z0-9]+(?:-[a-z0-9]+)*$"
ARTICLE_KEY = r"^[A-Za-z0-9]+(?:[.\-][A-Za-z0-9]+)*$"
ARTICLE_ID = r"^[a-z0-9]+(?:-[a-z0-9]+)*/[A-Za-z0-9]+(?:[.\-][A-Za-z0-9]+)*$"

NonEmpty = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1)]
SourceId = Annotated[str, StringConstraints(pattern=SOURCE_ID)]
ArticleKey = Annotated[str, StringConstraints(pattern=ARTICLE_KEY)]
ArticleId = Annotated[str, StringConstraints(pattern=ARTICLE_ID)]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Text(Strict):
    """A text in French (the source's wording) and, once translated, English (ours)."""

    fr: NonEmpty
    en: NonEmpty | None = None

    def get(self, lang: str) -> str:
        """The text in ``lang``, falling back to French when no translation exists yet."""
        if lang == "en" and self.en:
            return self.en
        return self.fr


class Note(Strict):
    """An editorial note of ours (never source text): an irregularity, a translator's note…"""

    kind: str = Field(pattern=r"^(source-irregularity|translator|editorial)$")
    fr: NonEmpty | None = None
    en: NonEmpty | None = None
    # numbers of rules that the article's text cites but the source prints wrongly ("53" in "(Règle 53)"
    # where rule 49 is meant): the note explains them, and these references get no link
    misprinted_refs: list[NonEmpty] = Field(default_factory=list)

    @field_validator("en")
    @classmethod
    def _one_language(cls, en: str | None, info) -> str | None:
        if en is None and info.data.get("fr") is None:
            raise ValueError("a note needs `fr` or `en`")
        return en


class Kind(StrEnum):
    rulebook = "rulebook"
    overlay = "overlay"


class OverlayMode(StrEnum):
    override = "override"
    add = "add"


class Certainty(StrEnum):
    explicit = "explicit"
    probable = "probable"
    possible = "possible"


class Overlay(Strict):
    """What an overlay article changes in its base (Fivebet on TDA 2019, a house sheet…)."""

    target: ArticleId
    part: NonEmpty | None = None  # the item of the target it changes ("C" of TDA 2019 71), when not all of it
    mode: OverlayMode
    certainty: Certainty = Certainty.explicit
    reason: NonEmpty


class AddendumItem(Strict):
    label: Text | None = None  # "Exemple 1"; a plain string is read as its French form
    text: Text

    @field_validator("label", mode="before")
    @classmethod
    def _label_string(cls, value: object) -> object:
        return {"fr": value} if isinstance(value, str) else value


class Addendum(Strict):
    """The TDA 2019 addendum entry that illustrates one rule."""

    heading: Text
    items: list[AddendumItem] = Field(default_factory=list)


class Variant(Strict):
    """A variant of an article kept apart from its text, e.g. a club's "(inter : …)" note.

    ``after`` anchors it in place: a short exact quote of the article's French text that the
    source's "(inter : …)" follows (it must occur exactly once there; the loader checks it). The
    variant is shown after the sentence or list item that holds the quote; without ``after`` it is
    shown after the whole text.
    """

    kind: str = Field(pattern=r"^(international)$")
    after: NonEmpty | None = None
    text: Text


class ArticleData(Strict):
    """An article as written in a chapter file."""

    key: ArticleKey
    number: NonEmpty
    title: Text | None = None
    text: Text
    addendum: list[Addendum] = Field(default_factory=list)  # entries illustrating this rule
    variants: list[Variant] = Field(default_factory=list)
    notes: list[Note] = Field(default_factory=list)
    see_also: list[ArticleId] = Field(default_factory=list)
    topics: list[SourceId] = Field(default_factory=list)
    overlay: Overlay | None = None


class ChapterData(Strict):
    number: str = ""
    title: Text
    intro: Text | None = None


class ChapterFile(Strict):
    chapter: ChapterData
    articles: list[ArticleData] = Field(min_length=1)


class NoiseRule(Strict):
    """A part of a seed that is not rule content, with the reason it is left out."""

    lines: tuple[int, int] | None = None
    pattern: str | None = None
    reason: NonEmpty

    @field_validator("pattern")
    @classmethod
    def _compiles(cls, pattern: str | None) -> str | None:
        if pattern is not None:
            try:
                re.compile(pattern)
            except re.error as err:
                raise ValueError(f"not a valid regular expression: {err}") from err
        return pattern


class RepeatedNumber(Strict):
    """A number the source prints on more than one article (ROPTA 2023 has two 9.22)."""

    number: NonEmpty
    reason: NonEmpty


class SourceData(Strict):
    """A source's ``source.yaml``."""

    id: SourceId
    kind: Kind = Kind.rulebook
    base: SourceId | None = None
    short_title: NonEmpty
    title: Text
    version: NonEmpty | None = None
    date: NonEmpty | None = None
    authors: list[NonEmpty] = Field(default_factory=list)
    translators: list[NonEmpty] = Field(default_factory=list)
    publisher: NonEmpty | None = None
    original_language: str = Field(pattern=r"^(fr|en)$")
    language: str = Field(default="fr", pattern=r"^(fr|en)$")
    seed: NonEmpty
    url: NonEmpty | None = None
    preamble: Text | None = None
    notes: list[Note] = Field(default_factory=list)
    seed_noise: list[NoiseRule] = Field(default_factory=list)
    repeated_numbers: list[RepeatedNumber] = Field(default_factory=list)  # declared duplicates


# --- Glossary -----------------------------------------------------------------------------------


class Term(Strict):
    """A term in one language: the preferred form, its accepted variants, slang, forms to avoid."""

    term: NonEmpty
    variants: list[NonEmpty] = Field(default_factory=list)
    slang: list[NonEmpty] = Field(default_factory=list)
    avoid: list[NonEmpty] = Field(default_factory=list)  # non-preferred in our texts

    def forms(self) -> list[str]:
        """Every form a reader may type: preferred, variants and slang (not the avoided ones)."""
        return [self.term, *self.variants, *self.slang]


class GlossaryEntry(Strict):
    id: SourceId
    fr: Term
    en: Term
    definition: Text | None = None
    see: list[SourceId] = Field(default_factory=list)  # related glossary entries


class GlossaryFile(Strict):
    entries: list[GlossaryEntry] = Field(min_length=1)


# --- Comparisons (topics) --------------------------------------------------------------------------

COMPARED_SOURCES = ("tda-2010", "tda-2019", "fivebet", "ropta-2023", "club-tournois", "club-nlhe")


class TopicCell(Strict):
    """What one source says on a topic: its articles and our short summary (never rule text)."""

    articles: list[ArticleId] = Field(default_factory=list)
    summary: Text | None = None
    silent: bool = False  # the source does not address the topic
    note: Text | None = None

    @field_validator("silent")
    @classmethod
    def _silent_or_articles(cls, silent: bool, info) -> bool:
        if not silent and not info.data.get("articles"):
            raise ValueError("a cell needs `articles` (and a `summary`), or `silent: true` with a `note`")
        return silent


class Phrasings(Strict):
    """How players describe a situation at the table, in each language: short phrases and questions
    ("payé sans voir", "tiny chip", "he pushed two chips without a word") that lead a search to the
    articles settling it — a topic's (``comparisons/<id>.yaml``) or one article's
    (``phrasings/<source>.yaml``). Ours, used by the search only, never shown as rule text."""

    fr: list[NonEmpty] = Field(default_factory=list)
    en: list[NonEmpty] = Field(default_factory=list)


class PhrasingsFile(RootModel[dict[ArticleId, Phrasings]]):
    """``phrasings/<source>.yaml``: article id → the players' phrasings of the situations it settles."""


class TopicData(Strict):
    """A comparison topic: a question, and each source's answer (``comparisons/<id>.yaml``)."""

    id: SourceId
    title: Text
    question: Text
    parameters: list[NonEmpty] = Field(default_factory=list)  # engine parameters shown in the cells
    scenarios: list[NonEmpty] = Field(default_factory=list)  # cross-rulebook scenarios of the topic
    phrasings: Phrasings | None = None  # search only (see Phrasings)
    sources: dict[SourceId, TopicCell]


class CoverageException(Strict):
    article: ArticleId
    reason: NonEmpty


class CoverageFile(Strict):
    """Articles that state no rule to compare, each with the reason (``comparisons/_not-compared.yaml``)."""

    articles: list[CoverageException] = Field(default_factory=list)


# --- The loaded base: resolved objects the outputs use -------------------------------------


class Chapter(Strict):
    id: str  # "<source>/<file stem>"
    source: str
    slug: str  # file stem, e.g. "09-mises"
    number: str
    title: Text
    intro: Text | None = None
    article_ids: list[str]


class Article(Strict):
    """A loaded article: the chapter-file data plus its place in the base."""

    id: ArticleId
    source: str
    key: str
    chapter: str  # chapter id
    number: str
    title: Text | None
    text: Text
    addendum: list[Addendum] = Field(default_factory=list)
    variants: list[Variant] = Field(default_factory=list)
    notes: list[Note] = Field(default_factory=list)
    see_also: list[str] = Field(default_factory=list)
    topics: list[str] = Field(default_factory=list)
    overlay: Overlay | None = None
    file: str  # repo-relative path of the chapter file
    line: int | None = None  # line of the article in that file

    @property
    def anchor(self) -> str:
        """A URL-safe slug of the id, used for anchors and page paths."""
        return slug(self.id)

    def display_title(self, lang: str = "fr") -> str:
        """The printed title, or when the source prints none, the opening words of the text."""
        if self.title is not None:
            return self.title.get(lang)
        return incipit(self.text.get(lang))


class Source(Strict):
    data: SourceData
    chapters: list[Chapter]

    @property
    def id(self) -> str:
        return self.data.id


def incipit(text: str, words: int = 9) -> str:
    """The first ``words`` words of a text, without Markdown markers, ending with "…"."""
    plain = re.sub(r"[*_>#]|^\s*-\s+", "", text, flags=re.M)
    tokens = plain.split()
    if len(tokens) <= words:
        return " ".join(tokens)
    return " ".join(tokens[:words]).rstrip(",;:.") + "…"
