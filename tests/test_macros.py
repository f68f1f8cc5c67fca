"""The hand-written pages' figures and references come from the base (``macros/``), in both generators: each
macro gives what the loader gives, escaped; each built hand-written page shows the base's figures and holds no
template marker left unrendered; only the pages that ask are rendered."""

from __future__ import annotations

import html
import re
from pathlib import Path
from types import SimpleNamespace

import pytest
import yaml

import macros
from floorbook.corpus.loader import Base
from floorbook.corpus.models import COMPARED_SOURCES, Kind
from floorbook.corpus.parameters import load_rulesets
from floorbook.corpus.scenarios import load_all
from floorbook.urls import article_page
from floorbook.words.values import count_words, number_words
from tests.conftest import REPO

DOCS = REPO / "site_src"
HAND = sorted(p.relative_to(DOCS).as_posix() for p in [*DOCS.glob("*.md"), *DOCS.glob("guide/*.md")])
CALL = re.compile(r"\{\{\s*(\w+)\(")


def front_matter(rel: str) -> dict[str, object]:
    text = (DOCS / rel).read_text(encoding="utf-8")
    match = re.match(r"---\n(.*?\n)---\n", text, re.S)
    return yaml.safe_load(match.group(1)) if match else {}


class Env:
    """What both generators give define_env: ``macro`` to register, the page being rendered, the config."""

    def __init__(self, page: object, language: str = "fr") -> None:
        self.page, self.conf, self.macros = page, {"theme": {"language": language}}, {}

    def macro(self, function, name):  # what both take: mkdocs-macros-plugin's env.macro(v, name)
        self.macros[name] = function


def material_page(src_uri: str) -> SimpleNamespace:
    return SimpleNamespace(file=SimpleNamespace(src_uri=src_uri))


def zensical_page(path: str) -> SimpleNamespace:
    return SimpleNamespace(path=path, meta={})


# --- the pages ---------------------------------------------------------------------------------------


def test_a_hand_written_page_that_calls_a_macro_asks_to_be_rendered_and_calls_only_macros_there_are() -> None:
    env = Env(material_page("index.md"))
    macros.define_env(env)
    rendered = [rel for rel in HAND if front_matter(rel).get("render_macros") is True]
    assert len(rendered) >= 8
    for rel in HAND:
        calls = set(CALL.findall((DOCS / rel).read_text(encoding="utf-8")))
        assert bool(calls) == (rel in rendered), f"{rel}: calls {calls or 'no macro'}; render_macros must say so"
        assert calls <= set(env.macros), f"{rel}: no such macro: {calls - set(env.macros)}"


def test_no_hand_written_page_includes_a_snippet() -> None:
    """The figures that generated fragments gave (pymdownx.snippets) are the macros' now."""
    assert [rel for rel in HAND if "--8<--" in (DOCS / rel).read_text(encoding="utf-8")] == []


# --- the macros ---------------------------------------------------------------------------------------


def test_each_figure_is_the_loaders(base: Base) -> None:
    expected = {
        "articles": len(base.articles),
        "sources": len(base.sources),
        "rulebooks": len([s for s in base.sources.values() if s.data.kind == Kind.rulebook]),
        "topics": len(base.topics),
        "glossary": len(base.glossary),
        "scenarios": len(load_all(REPO)),
    }
    assert set(expected) == set(macros.COUNTS)
    for what, n in expected.items():
        assert macros.count(base, "fr", what) == number_words(n, "fr")
        assert macros.count(base, "en", what, words=True) == count_words(n, "en")
    for source in base.sources:
        assert macros.count(base, "en", "articles", source) == number_words(len(base.source_articles(source)), "en")
    with pytest.raises(ValueError, match="expected one of"):
        macros.count(base, "fr", "chapitres")
    with pytest.raises(ValueError, match="no such source"):
        macros.count(base, "fr", "articles", "tda-2030")


@pytest.mark.parametrize(("page", "language", "expected"), [
    (material_page("guide/scenarios.md"), "fr", ("guide/scenarios.md", "fr")),
    (material_page("guide/scenarios.en.md"), "fr", ("guide/scenarios.md", "en")),  # MkDocs + i18n: the file says
    (zensical_page("guide/scenarios.md"), "en", ("guide/scenarios.md", "en")),  # Zensical: one language per build
])
def test_the_page_and_its_language_in_either_generator(page, language: str, expected: tuple[str, str]) -> None:
    assert macros.page_of(Env(page, language)) == expected


def test_a_rule_is_its_citation_linked_from_the_page(base: Base) -> None:
    env = Env(zensical_page("guide/scenarios.md"), "en")
    macros.define_env(env)
    article = base.articles["ropta-2023/9.13"]
    assert env.macros["rule"]("ropta-2023/9.13") == f"[ROPTA 2023 9.13](../{article_page(article)})"
    with pytest.raises(ValueError, match="no such article"):
        env.macros["rule"]("ropta-2023/99")


HOSTILE = '<script>x()</script> {{ 7*7 }} {% raw %} | {: onclick="x()" }'


def test_text_from_the_data_comes_out_escaped(base: Base) -> None:
    hostile = SimpleNamespace(articles=base.articles, cite=lambda _id: HOSTILE)
    out = macros.rule(hostile, "index.md", "ropta-2023/9.13")  # type: ignore[arg-type]
    assert "<script" not in out and "{{" not in out and "{%" not in out and "{:" not in out and " | " not in out
    assert html.unescape(out.split("](")[0][1:]) == HOSTILE  # what a reader sees: the text as written
    assert macros.code("a`b") == "`` a`b ``" and macros.code("tda-2010") == "`tda-2010`"


def test_a_parameter_and_the_rulesets_as_the_engine_reads_them() -> None:
    rulesets = load_rulesets(REPO)
    assert macros.parameter(rulesets, "fr", "ropta-2023", "time_seconds") == str(
        rulesets["ropta-2023"].value("time_seconds"))
    listed = macros.rulesets_list(rulesets, "fr")
    assert re.findall(r"`([^`]+)`", re.sub(r" \(sur `[^`]+`\)", "", listed)) == list(rulesets)  # each once, in order
    assert "`fivebet` (sur `tda-2019`)" in listed and listed.endswith(" et `club-nlhe`")


def test_the_sheets_rows_link_each_sheet_as_each_generator_reads_raw_html(base: Base) -> None:
    mkdocs = macros.sheet_rows(base, "en", "sheet-guide.md", ("feuille", "sheet"), zensical=False)
    zensical = macros.sheet_rows(base, "en", "sheet-guide.md", ("feuille", "sheet"), zensical=True)
    assert mkdocs.count("\n") == zensical.count("\n") == len(set(COMPARED_SOURCES) & set(base.sources)) - 1
    # /en/sheet-guide/ to /sheets/: from the page's address (MkDocs), from the file's folder, en/ (Zensical)
    assert '| Fivebet (TDA 2019) | <a href="../../sheets/fivebet-fr.html">feuille</a> |' in mkdocs
    assert '<a href="../sheets/fivebet-en.html">sheet</a> |' in zensical
    with pytest.raises(ValueError):
        macros.sheet_rows(base, "en", "sheet-guide.md", ("feuille",), zensical=False)


# --- the built pages, in both generators ------------------------------------------------------------------


def built_page(site: Path, rel: str, lang: str) -> str:
    """The text of a hand-written page's built HTML (tags removed, white space as one space)."""
    stem = rel.removesuffix(".md").removesuffix("index").rstrip("/")
    path = site / ("en" if lang == "en" else "") / stem / "index.html"
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", path.read_text(encoding="utf-8"))).split())


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_hand_written_page_is_rendered(built: Path, lang: str) -> None:
    pages = {rel.replace(".en.md", ".md") for rel in HAND}
    left = {rel: m.group(0) for rel in sorted(pages)
            if (m := re.search(r"\{\{.*?\}\}|\{%.*?%\}", built_page(built, rel, lang)))}
    assert left == {}


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_figures_a_page_shows_are_the_bases(built: Path, base: Base, lang: str) -> None:
    home = built_page(built, "index.md", lang)
    tda = len(base.source_articles("tda-2010"))
    assert (f"les {tda} règles du TDA" if lang == "fr" else f"the {tda} TDA rules") in home
    rulebooks = count_words(sum(s.data.kind == Kind.rulebook for s in base.sources.values()), lang)
    assert (f"réunit {rulebooks} règlements" if lang == "fr" else f"together {rulebooks} French") in home
    for page in ("index.md", "offline.md"):
        text = built_page(built, page, lang)
        for source in base.sources.values():
            row = rf"{re.escape(source.data.short_title)} — .*? {len(base.source_articles(source.id))} "
            assert re.search(row, text), f"{page} ({lang}): {source.id}"
        assert re.search(rf"(En tout|In all) {len(base.articles)}\b", text), page
    seconds = load_rulesets(REPO)["ropta-2023"].value("time_seconds")
    guide = built_page(built, "sheet-guide.md", lang)
    assert (f"au lieu des {seconds} secondes du ROPTA" if lang == "fr" else f"instead of ROPTA's {seconds} seconds") \
        in guide
    assert all(f"`{r}`" not in guide and r in guide for r in load_rulesets(REPO))
    page = built / ("en" if lang == "en" else "") / "sheet-guide"
    hrefs = re.findall(r'href="((?:\.\./)*sheets/[^"]+)"', (page / "index.html").read_text("utf-8"))
    assert len(hrefs) == 2 * len(set(COMPARED_SOURCES) & set(base.sources))
    assert all((page / href).resolve().is_file() for href in hrefs), hrefs
    scenarios = (built / ("en" if lang == "en" else "") / "guide" / "scenarios" / "index.html").read_text("utf-8")
    assert re.search(rf'<a href="(\.\./)+rules/tda-2019/43/">{re.escape(base.cite("tda-2019/43"))}</a> \(A\)',
                     scenarios)
