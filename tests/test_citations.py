"""Citations in the engine are checked article ids, as Catala and OpenFisca tie code to the law's articles.

(a) Every id-shaped citation in ``floorbook/engine/*.py`` (``<source>/<number>`` over the six sources:
    docstrings, comments, doctests and code alike) is an article of the base, and a range ``a to b``
    runs forward within one rulebook.
(b) Every situation's function, every public function of a chapter module, and every function or method
    of a chapter that returns a ruling names at least one article id in its docstring, in words (an id in
    a doctest's ruleset does not count); the functions that apply no rule are listed in ``NO_ARTICLE``
    with the reason.
(c) No free-text citation ("TDA 2019 r20-A", "ROPTA 9.13", "club-nlhe 10.9", "PR-11", "(6.7)") is left
    in the engine's comments and strings, docstrings included; the few strings a user reads (a ruling's
    note, an input field's description) that still cite in words are listed in ``USER_FACING``: they are
    the engine's output, not its citations, and are not changed here.

Each check is first shown to catch what it looks for on a sample, so that none passes for finding nothing.
"""

from __future__ import annotations

import doctest
import importlib
import inspect
import io
import re
import tokenize
from collections.abc import Callable, Iterator
from types import ModuleType
from typing import Any

import pytest

from floorbook.corpus.loader import Base
from floorbook.engine import SITUATIONS
from tests.conftest import REPO

ENGINE = REPO / "floorbook" / "engine"
FILES = sorted(ENGINE.glob("*.py"))
SOURCES = ("tda-2010", "tda-2019", "fivebet", "ropta-2023", "club-tournois", "club-nlhe")


def _id(group: str) -> str:
    prefix = "|".join(re.escape(s) for s in SOURCES)
    return rf"(?<![\w/-])(?P<{group}>(?:{prefix})/[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?)"


# an id as the engine writes it: ``tda-2019/43``, ``ropta-2023/9.22-bis``, ``tda-2019/PR-8``; a sub-item glued
# to it (``tda-2019/43-A``) is read whole, and found unknown: a sub-item is written in words (``item A``)
ARTICLE_ID = re.compile(_id("id"))
RANGE = re.compile(_id("first") + r"\s+to\s+(?:#\s*)?" + _id("last"))

# a citation in words: a rulebook's name and a number, or a number that only the sentence around it ties
# to a rulebook
FREE_TEXT = re.compile("|".join([
    r"\bTDA\s*20(?:10|19)\s+(?:r|rules?\s+|PR-|RP-)?\d",  # TDA 2019 r43, TDA 2010 33, TDA 2019 PR-11
    r"\bROPTA(?:\s+2023)?\s+\d+\.\d",  # ROPTA 9.13, ROPTA 2023 9.13
    r"\bclub-(?:tournois|nlhe)\s+\d",  # club-tournois 9-8, club-nlhe 10.9
    r"\bFivebet\s+(?:PR-)?\d",  # Fivebet 71-2
    r"(?<![\w/-])r\d+(?:-[A-Z])?\b",  # r43, r20-A (after a rulebook's name)
    r"(?<![\w/-])(?:PR|RP)-\d",  # PR-11 without its rulebook
    r"\baddendum\s+\d",  # addendum 53-B
    r"\((?:\d{1,2}\.\d{1,2}|\d{1,2}-[A-Z\d]{1,2})\s*[,;)]",  # (6.7), (35-D, 38), (71-2)
    r"\b(?:rules?|articles?|art\.)\s+\d",  # rule 34, article 9.13
]))

# strings of the engine that reach a user and cite in words: file → text in the string → why it stays
USER_FACING: dict[str, dict[str, str]] = {
    "hand_for_hand.py": {
        "ROPTA 1.10 and 2.7 decide players out": "the note of a silent ruling, shown to the user as it is",
    },
    "tables.py": {
        "ROPTA 2.3: early in the tournament": "an input field's description, shown in the input's JSON Schema",
    },
    "turns.py": {
        "(club-nlhe 10.15)": "an input field's description, shown in the input's JSON Schema",
    },
}

# functions of a chapter that apply no rule, so cite no article: module.function → why
NO_ARTICLE: dict[str, str] = {
    "chip_race.parse_card": "reads a card's notation (10h, Th, As); no rule",
    "turns.clockwise_after": "seat arithmetic on a table numbered clockwise; no rule",
    "turns.normal_options": "the options of any player whose turn it is; no rulebook states them as a rule",
}


# --- the scanners ---------------------------------------------------------------------------------------


def ids_in(text: str) -> Iterator[tuple[int, str]]:
    """(line, id) for every id-shaped citation of ``text``."""
    for match in ARTICLE_ID.finditer(text):
        yield text.count("\n", 0, match.start()) + 1, match["id"]


def unknown_ids(text: str, articles: dict[str, Any], where: str) -> list[str]:
    return [f"{where}:{line}: {article}" for line, article in ids_in(text) if article not in articles]


def backward_ranges(text: str, base: Base, where: str) -> list[str]:
    """``a to b`` where b is not after a in the same rulebook."""
    wrong = []
    for match in RANGE.finditer(text):
        first, last = match["first"], match["last"]
        order = [a.id for a in base.source_articles(first.split("/")[0])]
        if last not in order or first not in order or order.index(last) <= order.index(first):
            wrong.append(f"{where}:{text.count(chr(10), 0, match.start()) + 1}: {first} to {last}")
    return wrong


def prose(source: str) -> Iterator[tuple[int, str]]:
    """(line, text) for every line of the comments and strings (docstrings included) of Python source."""
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type in (tokenize.COMMENT, tokenize.STRING):
            for offset, line in enumerate(token.string.splitlines()):
                yield token.start[0] + offset, line


def free_text_citations(source: str, where: str, allowed: dict[str, str] | None = None) -> list[str]:
    return [f"{where}:{n}: {line.strip()}" for n, line in prose(source)
            if FREE_TEXT.search(line) and not any(text in line for text in allowed or {})]


def functions_to_cite(module: ModuleType) -> Iterator[tuple[str, Callable[..., Any]]]:
    """``module.function`` and the function, for every public function of a chapter module and every
    function or method of it returning a ruling (private helpers that apply a rule included)."""
    short = module.__name__.rsplit(".", 1)[1]
    for name, obj in vars(module).items():
        if getattr(obj, "__module__", None) != module.__name__:
            continue
        if inspect.isfunction(obj):
            if not name.startswith("_") or _rules(obj):
                yield f"{short}.{name}", obj
        elif inspect.isclass(obj):
            for attr, member in vars(obj).items():
                fn = member.__func__ if isinstance(member, classmethod | staticmethod) else member
                if inspect.isfunction(fn) and _rules(fn):
                    yield f"{short}.{name}.{attr}", fn


def _rules(fn: Callable[..., Any]) -> bool:
    """Whether ``fn`` returns a ruling (or None when it has none to give)."""
    return str(inspect.signature(fn).return_annotation) in ("Ruling", "Ruling | None")


def docstring_prose(fn: Callable[..., Any]) -> str:
    """A function's docstring without its doctests: the ids a doctest's ruleset carries are no citation."""
    return "".join(part for part in doctest.DocTestParser().parse(inspect.getdoc(fn) or "") if isinstance(part, str))


def uncited(functions: Iterator[tuple[str, Callable[..., Any]]] | list[tuple[str, Callable[..., Any]]]) -> list[str]:
    return [name for name, fn in functions if not ARTICLE_ID.search(docstring_prose(fn))]


CHAPTERS = sorted({importlib.import_module(s.run.__module__) for s in SITUATIONS.values()}, key=lambda m: m.__name__)


# --- each check catches what it looks for -----------------------------------------------------------------


def test_the_sources_are_the_bases(base: Base) -> None:
    """The six prefixes are the sources of the base (``load_base()``, the session's ``base`` fixture): a
    rulebook added to the base is added here."""
    assert set(SOURCES) == set(base.sources)


def test_the_id_scanner_reports_unknown_ids_and_sub_items_glued_to_an_id(base: Base) -> None:
    sample = ("# tda-2019/43 item A (ropta-2023/9.13.) fivebet/PR-8, tda-2019/PR-8; tda-2019/99,\n"
              "# tda-2019/43-A and ropta-2023/9.22-bis\n")
    assert [a for _, a in ids_in(sample)] == ["tda-2019/43", "ropta-2023/9.13", "fivebet/PR-8", "tda-2019/PR-8",
                                              "tda-2019/99", "tda-2019/43-A", "ropta-2023/9.22-bis"]
    assert unknown_ids(sample, base.articles, "sample") == ["sample:1: tda-2019/99", "sample:2: tda-2019/43-A"]
    assert backward_ranges("club-nlhe/9.9 to club-nlhe/9.12; tda-2019/45 to\n    # tda-2019/40", base, "s") == [
        "s:1: tda-2019/45 to tda-2019/40"]


@pytest.mark.parametrize("citation", [
    "TDA 2019 r20-A", "ROPTA 9.13", "club-tournois 9-8", "TDA 2010 r33", "club-nlhe 10.9", "(TDA 2019 PR-11)",
    "ROPTA 2023 9.13", "Fivebet 71-2", "TDA 2010 r32-33, r36", "after a substantial action (6.7)",
    "are dead (35-D, 38)", "addendum 53-B", "a fold (PR-8)", "rule 34 says",
])
def test_the_free_text_scanner_catches_a_citation_in_words(citation: str) -> None:
    source = f'def f():\n    """Rules: {citation}."""\n    return 1  # {citation}\n'
    assert free_text_citations(source, "sample") == [f"sample:2: \"\"\"Rules: {citation}.\"\"\"",
                                                     f"sample:3: # {citation}"]


@pytest.mark.parametrize("prose_line", [
    "tda-2019/20 item A", "ropta-2023/9.13", "fivebet/PR-8 item B", "TDA 2010 and club-tournois do not say",
    "under_raise_threshold=0.5", "the 50% rule", "seats 1..table_size (0 to 12)", "Fivebet is TDA 2019 plus",
    "club-tournois/8-9 to club-tournois/8-12", "silent in TDA 2010 and TDA 2019)",
])
def test_the_free_text_scanner_lets_ids_and_plain_words_be(prose_line: str) -> None:
    assert free_text_citations(f"# {prose_line}\n", "sample") == []


def test_the_function_check_reports_a_function_without_an_article() -> None:
    def cited() -> None:
        """Applies ropta-2023/9.13."""

    def not_cited() -> None:
        """Applies ROPTA 9.13."""

    def cited_in_a_doctest_only() -> None:
        """Applies a rule.

        >>> Ruleset.of("ropta-2023", multiple_chips_removed=("largest", "ropta-2023/9.13"))
        """

    assert uncited([("sample.cited", cited), ("sample.not_cited", not_cited),
                    ("sample.cited_in_a_doctest_only", cited_in_a_doctest_only)]) == [
        "sample.not_cited", "sample.cited_in_a_doctest_only"]


# --- the engine -----------------------------------------------------------------------------------------------


def test_every_article_id_cited_in_the_engine_exists(base: Base) -> None:
    """(a) Every id-shaped citation of the engine is an article of the base (file:line of each that is not)."""
    found = 0
    wrong: list[str] = []
    for path in FILES:
        text = path.read_text(encoding="utf-8")
        found += sum(1 for _ in ids_in(text))
        wrong += unknown_ids(text, base.articles, path.relative_to(REPO).as_posix())
        wrong += backward_ranges(text, base, path.relative_to(REPO).as_posix())
    assert found > 500, f"only {found} article ids found in the engine: is the scanner reading it?"
    assert not wrong, "unknown article ids, or ranges that run backward:\n" + "\n".join(wrong)


def test_every_ruling_function_names_its_articles() -> None:
    """(b) Each situation's function and each function of a chapter that applies a rule cites an id."""
    assert len(CHAPTERS) >= 13 and len(SITUATIONS) >= 30
    situations = [(f"{s.run.__module__.rsplit('.', 1)[1]}.{s.run.__name__}", s.run) for s in SITUATIONS.values()]
    functions = [f for module in CHAPTERS for f in functions_to_cite(module)]
    assert len(functions) > 60
    names = {name for name, _ in functions}
    assert set(NO_ARTICLE) <= names, f"stale exceptions: {sorted(set(NO_ARTICLE) - names)}"
    assert uncited(situations) == []
    missing = [name for name in uncited(functions) if name not in NO_ARTICLE]
    assert missing == [], "functions citing no article id in their docstring (cite one, or say why in NO_ARTICLE)"
    still_exceptions = [name for name in NO_ARTICLE if name not in uncited(functions)]
    assert still_exceptions == [], "these cite an article now: take them out of NO_ARTICLE"


def test_no_free_text_citation_is_left_in_the_engine() -> None:
    """(c) Comments, docstrings and strings cite by id; only the user-facing strings of ``USER_FACING`` keep
    their words (and each of them is still there, so the list cannot outlive them)."""
    lines = 0
    wrong: list[str] = []
    for path in FILES:
        source = path.read_text(encoding="utf-8")
        lines += sum(1 for _ in prose(source))
        allowed = USER_FACING.get(path.name, {})
        stale = [text for text in allowed if text not in source]
        assert not stale, f"{path.name}: no longer in the engine, take out of USER_FACING: {stale}"
        wrong += free_text_citations(source, path.relative_to(REPO).as_posix(), allowed)
    assert lines > 1000, f"only {lines} lines of comments and strings read"
    assert not wrong, "citations in words (write the article's id: tda-2019/43 item A):\n" + "\n".join(wrong)


def test_the_engine_files_are_those_read() -> None:
    """The scan covers every module of the engine, the chapters and the core."""
    assert {p.stem for p in FILES} >= {m.__name__.rsplit(".", 1)[1] for m in CHAPTERS} | {"rulesets", "outcomes"}
