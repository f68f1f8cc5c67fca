"""The one loader: reads ``rules/`` into a validated :class:`Base`.

Every problem is reported as a :class:`Problem` naming the file, the line where the YAML tells
it, the field and what was expected. All problems of a base are collected before failing, so a
contributor sees every mistake at once; nothing is loaded from a broken base.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, get_args

import yaml
from pydantic import BaseModel, ValidationError

from floorbook.corpus.article_text import count, find_refs
from floorbook.corpus.models import (
    COMPARED_SOURCES,
    Article,
    ArticleData,
    Chapter,
    ChapterFile,
    CoverageException,
    CoverageFile,
    GlossaryEntry,
    GlossaryFile,
    Kind,
    Phrasings,
    PhrasingsFile,
    Source,
    SourceData,
    TopicData,
)
from floorbook.corpus.repository import REPO_ROOT

# re-exported: the loader's readers and callers use these names
from floorbook.engine.registry import field_path
from floorbook.nearest import did_you_mean
from floorbook.reading.yamlfile import Problem, line_at, read_yaml

RULES_DIR = "rules"
GLOSSARY_FILE = "glossary/glossary.yaml"
COMPARISONS_DIR = "comparisons"
NOT_COMPARED_FILE = "comparisons/_not-compared.yaml"
PHRASINGS_DIR = "phrasings"


class LoadError(Exception):
    """Raised when the base has problems; ``problems`` lists every one of them."""

    def __init__(self, problems: Sequence[Problem]):
        self.problems = list(problems)
        super().__init__("\n".join(str(p) for p in self.problems))


@dataclass
class Base:
    """The loaded knowledge base. Outputs read it, never the YAML files."""

    root: Path
    sources: dict[str, Source] = field(default_factory=dict)
    chapters: dict[str, Chapter] = field(default_factory=dict)
    articles: dict[str, Article] = field(default_factory=dict)
    glossary: list[GlossaryEntry] = field(default_factory=list)
    topics: dict[str, TopicData] = field(default_factory=dict)
    not_compared: list[CoverageException] = field(default_factory=list)
    phrasings: dict[str, Phrasings] = field(default_factory=dict)  # article id → players' phrasings (search)

    def topics_of(self, article_id: str) -> list[TopicData]:
        """The comparison topics an article belongs to (computed from the topics, one place)."""
        return [t for t in self.topics.values() if any(article_id in c.articles for c in t.sources.values())]

    def source_articles(self, source_id: str) -> list[Article]:
        return [a for a in self.articles.values() if a.source == source_id]

    def chapter_articles(self, chapter_id: str) -> list[Article]:
        return [self.articles[i] for i in self.chapters[chapter_id].article_ids]

    def overlays_on(self, article_id: str) -> list[Article]:
        """Overlay articles (Fivebet, house sheets) that change ``article_id``."""
        return [
            a for a in self.articles.values() if a.overlay and a.overlay.target == article_id
        ]

    def cite(self, article_id: str) -> str:
        """How an article is cited: ``ROPTA 2023 9.13``."""
        article = self.articles[article_id]
        return f"{self.sources[article.source].data.short_title} {article.number}"


EXPECTED_MESSAGES = {
    "missing": "is required but missing",
    "extra_forbidden": "is not a known field (check its spelling)",
    "string_too_short": "must not be empty",
    "string_type": "expected text",
    "list_type": "expected a list",
    "too_short": "must not be empty",
    "enum": "expected one of the allowed values",
}


def validate_model(
    model: type[BaseModel], data: Any, rel: str, node: yaml.Node | None, problems: list[Problem]
) -> Any:
    try:
        return model.model_validate(data)
    except ValidationError as err:
        for e in err.errors():
            loc = tuple(p for p in e["loc"] if not (isinstance(p, str) and "[" in p))
            msg = e["msg"]
            if e["type"] in ("missing", "extra_forbidden", "string_too_short", "too_short"):
                msg = EXPECTED_MESSAGES[e["type"]]
                if e["type"] == "extra_forbidden" and loc:
                    msg += did_you_mean(loc[-1], model_fields_at(model, loc[:-1]))
            elif e["type"] == "string_pattern_mismatch":
                msg = f"{e['input']!r} does not have the expected form ({e['ctx']['pattern']})"
            elif e["type"] == "enum":
                msg = f"{e['input']!r} is not allowed; expected {e['ctx']['expected']}"
            problems.append(Problem(rel, field_path(loc), msg, line_at(node, loc)))
        return None


def model_fields_at(model: type[BaseModel], loc: Sequence[str | int]) -> list[str]:
    """The fields of the model found at ``loc`` inside ``model`` (the top, or a model nested in a field, a
    list's item or a mapping's value), as a file names them; none when ``loc`` leads to no model."""
    current: Any = model
    for part in loc:
        if isinstance(part, int) or part not in current.model_fields:  # a list's index, a mapping's key
            continue
        inner = [current.model_fields[part].annotation]
        current = None
        while inner and current is None:
            hint = inner.pop(0)
            if isinstance(hint, type) and issubclass(hint, BaseModel):
                current = hint
            inner += get_args(hint)
        if current is None:
            return []
    return [info.alias or name for name, info in current.model_fields.items()]


def read_model(model: type[BaseModel], path: Path, rel: str, problems: list[Problem]) -> tuple[Any, yaml.Node | None]:
    """A YAML file read with line numbers and validated as ``model``: (the model or None, the file's node);
    each problem located in ``problems``."""
    data, node = read_yaml(path, rel, problems)
    if data is None:
        return None, node
    return validate_model(model, data, rel, node, problems), node


# --- Loading ---------------------------------------------------------------------------------


def load_base(root: Path | str | None = None) -> Base:
    """Load and validate every source under ``<root>/rules``; raise :class:`LoadError`."""
    root = Path(root) if root is not None else REPO_ROOT
    problems: list[Problem] = []
    base = Base(root=root)
    rules = root / RULES_DIR
    if not rules.is_dir():
        raise LoadError([Problem(RULES_DIR, "", f"no rules folder at {rules}")])

    # where each article was declared, for duplicate and reference messages
    declared: dict[str, tuple[str, int | None]] = {}
    incomplete: set[str] = set()  # sources with a file that could not be read: references to them wait
    pending_refs: list[tuple[str, int | None, str, str]] = []  # file, line, field, target

    for folder in sorted(p for p in rules.iterdir() if p.is_dir()):
        rel_folder = f"{RULES_DIR}/{folder.name}"
        source_file = folder / "source.yaml"
        rel_source = f"{rel_folder}/source.yaml"
        incomplete.add(folder.name)  # until its source.yaml is read
        if not source_file.exists():
            problems.append(Problem(rel_source, "", "is missing; every source folder needs one"))
            continue
        data, node = read_yaml(source_file, rel_source, problems)
        meta: SourceData | None = (
            validate_model(SourceData, data, rel_source, node, problems) if data is not None else None)
        if meta is None:
            continue
        if meta.id != folder.name:
            problems.append(
                Problem(rel_source, "id", f"{meta.id!r} must equal the folder name {folder.name!r}",
                        line_at(node, ("id",)))
            )
            continue
        incomplete.discard(folder.name)
        if not (root / meta.seed).is_file():
            problems.append(
                Problem(rel_source, "seed", f"no seed file at {meta.seed!r}", line_at(node, ("seed",)))
            )
        if meta.kind is Kind.overlay and not meta.base:
            problems.append(Problem(rel_source, "base", "an overlay needs the id of its base source",
                                    line_at(node, ("kind",))))
        if meta.base:
            pending_refs.append((rel_source, line_at(node, ("base",)), "base", "source:" + meta.base))

        chapters: list[Chapter] = []
        numbers: dict[str, tuple[str, int | None]] = {}  # printed number → where first declared
        repeated = {r.number for r in meta.repeated_numbers}
        chapter_files = sorted(p for p in folder.glob("*.yaml") if p.name != "source.yaml")
        if not chapter_files:
            problems.append(Problem(rel_folder, "", "has no chapter file (*.yaml besides source.yaml)"))
        for chapter_file in chapter_files:
            rel = f"{rel_folder}/{chapter_file.name}"
            cdata, cnode = read_yaml(chapter_file, rel, problems)
            parsed: ChapterFile | None = (
                validate_model(ChapterFile, cdata, rel, cnode, problems) if cdata is not None else None)
            if parsed is None:
                incomplete.add(meta.id)  # its articles are unknown: no follow-on "unknown article"
                continue
            chapter_id = f"{meta.id}/{chapter_file.stem}"
            ids: list[str] = []
            for i, a in enumerate(parsed.articles):
                aid = f"{meta.id}/{a.key}"
                line = line_at(cnode, ("articles", i))
                if aid in declared:
                    first_file, first_line = declared[aid]
                    problems.append(Problem(
                        rel, f"articles[{i}].key",
                        f"duplicate article id {aid!r} (first declared at {first_file}:{first_line})",
                        line_at(cnode, ("articles", i, "key")),
                    ))
                    continue
                declared[aid] = (rel, line)
                # an overlay's numbers are those of the articles it changes: they may repeat
                if meta.kind is Kind.rulebook and a.number in numbers and a.number not in repeated:
                    first_file, first_line = numbers[a.number]
                    problems.append(Problem(
                        rel, f"articles[{i}].number",
                        f"duplicate number {a.number!r} in {meta.id} (first at {first_file}:{first_line}); "
                        "a number the source really prints twice is declared in source.yaml `repeated_numbers`",
                        line_at(cnode, ("articles", i, "number")),
                    ))
                numbers.setdefault(a.number, (rel, line))
                for j, topic in enumerate(a.topics):
                    pending_refs.append((rel, line_at(cnode, ("articles", i, "topics", j)),
                                         f"articles[{i}].topics[{j}]", "topic:" + topic))
                if a.overlay is not None and meta.kind is not Kind.overlay:
                    problems.append(Problem(
                        rel, f"articles[{i}].overlay",
                        "only sources of kind `overlay` may have overlay articles",
                        line_at(cnode, ("articles", i, "overlay")),
                    ))
                if meta.kind is Kind.overlay and a.overlay is None:
                    problems.append(Problem(
                        rel, f"articles[{i}].overlay",
                        "is required in an overlay source (target, mode, reason)", line,
                    ))
                for j, ref in enumerate(a.see_also):
                    pending_refs.append(
                        (rel, line_at(cnode, ("articles", i, "see_also", j)),
                         f"articles[{i}].see_also[{j}]", ref)
                    )
                problems += _anchor_problems(a, f"{meta.id}/{a.key}", rel, cnode, i)
                if a.overlay is not None:
                    pending_refs.append(
                        (rel, line_at(cnode, ("articles", i, "overlay", "target")),
                         f"articles[{i}].overlay.target", a.overlay.target)
                    )
                base.articles[aid] = Article(
                    id=aid, source=meta.id, key=a.key, chapter=chapter_id, number=a.number,
                    title=a.title, text=a.text, addendum=a.addendum, variants=a.variants,
                    notes=a.notes, see_also=a.see_also, topics=a.topics, overlay=a.overlay,
                    file=rel, line=line,
                )
                ids.append(aid)
            chapter = Chapter(
                id=chapter_id, source=meta.id, slug=chapter_file.stem,
                number=parsed.chapter.number, title=parsed.chapter.title,
                intro=parsed.chapter.intro, article_ids=ids,
            )
            chapters.append(chapter)
            base.chapters[chapter_id] = chapter
        base.sources[meta.id] = Source(data=meta, chapters=chapters)

    _load_glossary(root, base, problems)
    _load_topics(root, base, problems, incomplete)
    _load_phrasings(root, base, problems, incomplete)
    for rel, line, fld, target in pending_refs:
        if target.startswith("topic:"):
            tid = target.removeprefix("topic:")
            if tid not in base.topics and not (root / COMPARISONS_DIR / f"{tid}.yaml").exists():
                problems.append(Problem(rel, fld, f"unknown topic {tid!r}; topics are the files of "
                                        f"{COMPARISONS_DIR}/ (see `floorbook topics`)", line))
        elif target.startswith("source:"):
            sid = target.removeprefix("source:")
            if sid not in base.sources and sid not in incomplete:
                problems.append(Problem(
                    rel, fld, f"unknown source {sid!r}; known sources: {', '.join(sorted(base.sources))}",
                    line))
        elif target not in base.articles:
            sid = target.split("/", 1)[0]
            if sid in incomplete:
                continue
            if sid not in base.sources:
                expected = f"unknown source {sid!r}; known sources: {', '.join(sorted(base.sources))}"
            else:
                expected = f"no article {target!r} in {sid}"
            problems.append(Problem(rel, fld, f"refers to an unknown article: {expected}", line))

    if problems:
        raise LoadError(problems)
    return base


def _anchor_problems(a: ArticleData, aid: str, rel: str, node: yaml.Node | None, i: int) -> list[Problem]:
    """What is wrong with the places an article's data points into its own French text: each
    variant's ``after`` quote must occur exactly once in it, and each note's ``misprinted_refs``
    must be a number that a reference of the text (or of its addendum, French or English) prints."""
    out: list[Problem] = []
    for j, v in enumerate(a.variants):
        if v.after is None:
            continue
        found = count(a.text.fr, v.after)
        if found != 1:
            where = "does not occur" if found == 0 else f"occurs {found} times"
            out.append(Problem(
                rel, f"articles[{i}].variants[{j}].after",
                f"{v.after!r} {where} in the French text of {aid}; expected a short exact quote of "
                "the passage the variant follows, found exactly once",
                line_at(node, ("articles", i, "variants", j, "after"))))
    texts = [a.text, *(item.text for entry in a.addendum for item in entry.items)]
    printed = {r.number for text in texts for lang in (text.fr, text.en or "") for r in find_refs(lang)}
    for j, n in enumerate(a.notes):
        for k, number in enumerate(n.misprinted_refs):
            if number not in printed:
                out.append(Problem(
                    rel, f"articles[{i}].notes[{j}].misprinted_refs[{k}]",
                    f"{number!r} is not a number that a reference in the text of {aid} prints; "
                    f"references found: {', '.join(sorted(printed)) or 'none'}",
                    line_at(node, ("articles", i, "notes", j, "misprinted_refs", k))))
    return out


def _data_files(root: Path, folder: str, problems: list[Problem]) -> Iterator[tuple[Path, str, Any, yaml.Node]]:
    """(path, name in messages, data, node tree) of each readable YAML file of a data folder."""
    if not (root / folder).is_dir():
        return
    for path in sorted((root / folder).glob("*.yaml")):
        rel = f"{folder}/{path.name}"
        data, node = read_yaml(path, rel, problems)
        if data is not None:
            yield path, rel, data, node


def _load_topics(root: Path, base: Base, problems: list[Problem], incomplete: set[str]) -> None:
    for path, rel, data, node in _data_files(root, COMPARISONS_DIR, problems):
        if path.name == "_not-compared.yaml":
            parsed_cov: CoverageFile | None = validate_model(CoverageFile, data, rel, node, problems)
            if parsed_cov:
                for i, exc in enumerate(parsed_cov.articles):
                    if exc.article not in base.articles and exc.article.split("/", 1)[0] not in incomplete:
                        problems.append(Problem(rel, f"articles[{i}].article", f"unknown article {exc.article!r}",
                                                line_at(node, ("articles", i, "article"))))
                base.not_compared = list(parsed_cov.articles)
            continue
        topic: TopicData | None = validate_model(TopicData, data, rel, node, problems)
        if topic is None:
            continue
        if topic.id != path.stem:
            problems.append(Problem(rel, "id", f"{topic.id!r} must equal the file name {path.stem!r}",
                                    line_at(node, ("id",))))
        missing = [s for s in COMPARED_SOURCES if s not in topic.sources]
        extra = [s for s in topic.sources if s not in COMPARED_SOURCES]
        if missing:
            problems.append(Problem(rel, "sources", f"needs a cell for every source; missing: {', '.join(missing)}",
                                    line_at(node, ("sources",))))
        if extra:
            problems.append(Problem(rel, "sources", f"unknown source(s) {', '.join(extra)}; expected: "
                                    f"{', '.join(COMPARED_SOURCES)}", line_at(node, ("sources",))))
        for sid, cell in topic.sources.items():
            for j, aid in enumerate(cell.articles):
                if aid.split("/", 1)[0] in incomplete:
                    continue
                if aid not in base.articles:
                    problems.append(Problem(rel, f"sources.{sid}.articles[{j}]", f"unknown article {aid!r}",
                                            line_at(node, ("sources", sid, "articles", j))))
                elif not aid.startswith(sid + "/") and not (sid == "fivebet" and aid.startswith("tda-2019/")):
                    problems.append(Problem(rel, f"sources.{sid}.articles[{j}]",
                                            f"{aid!r} is not an article of {sid}",
                                            line_at(node, ("sources", sid, "articles", j))))
            if not cell.silent and cell.summary is None:
                problems.append(Problem(rel, f"sources.{sid}.summary", "is required when the cell is not silent",
                                        line_at(node, ("sources", sid))))
        base.topics[topic.id] = topic


def _load_phrasings(root: Path, base: Base, problems: list[Problem], incomplete: set[str]) -> None:
    """Players' phrasings per article (``phrasings/<source>.yaml``, search only): each key an
    article of that source."""
    for path, rel, data, node in _data_files(root, PHRASINGS_DIR, problems):
        parsed: PhrasingsFile | None = validate_model(PhrasingsFile, data, rel, node, problems)
        if parsed is None:
            continue
        source = path.stem
        if source not in base.sources:
            if source not in incomplete:
                problems.append(Problem(rel, "", f"{source!r} is not a source; the file is named after one "
                                        f"of: {', '.join(sorted(base.sources))}", None))
            continue
        for aid, phrasings in parsed.root.items():
            if aid not in base.articles and source in incomplete:  # a broken chapter's: not reported twice
                continue
            if aid not in base.articles or base.articles[aid].source != source:
                problems.append(Problem(rel, aid, f"unknown article {aid!r}; expected an article of {source}",
                                        line_at(node, (aid,))))
                continue
            base.phrasings[aid] = phrasings


def _load_glossary(root: Path, base: Base, problems: list[Problem]) -> None:
    path = root / GLOSSARY_FILE
    if not path.exists():
        return
    data, node = read_yaml(path, GLOSSARY_FILE, problems)
    if data is None:
        return
    parsed: GlossaryFile | None = validate_model(GlossaryFile, data, GLOSSARY_FILE, node, problems)
    if parsed is None:
        return
    seen: dict[str, int] = {}
    for i, entry in enumerate(parsed.entries):
        if entry.id in seen:
            problems.append(Problem(GLOSSARY_FILE, f"entries[{i}].id",
                                    f"duplicate glossary id {entry.id!r} (first at entries[{seen[entry.id]}])",
                                    line_at(node, ("entries", i, "id"))))
        seen.setdefault(entry.id, i)
    for i, entry in enumerate(parsed.entries):
        for j, ref in enumerate(entry.see):
            if ref not in seen:
                problems.append(Problem(GLOSSARY_FILE, f"entries[{i}].see[{j}]",
                                        f"refers to an unknown glossary entry {ref!r}",
                                        line_at(node, ("entries", i, "see", j))))
    base.glossary = list(parsed.entries)


@lru_cache(maxsize=4)
def cached_base(root: str | None = None) -> Base:
    """The base of ``root`` (default: this repository), loaded once per process."""
    return load_base(root)
