"""Player pages speak plain words: engine parameters are shown by what they decide
and their value in words (parameters/_declarations.yaml), a value of ours is marked as ours, and no
parameter identifier reaches an article or topic page."""

from __future__ import annotations

import re
from pathlib import Path

from floorbook.corpus.parameters import load_declarations, load_rulesets
from floorbook.words.values import value_words

IDENTIFIER = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")


def test_every_value_of_every_ruleset_has_words_in_both_languages() -> None:
    declarations = load_declarations()
    for rid, rules in load_rulesets().items():
        for name, p in rules.parameters.items():
            for lang in ("fr", "en"):
                words = value_words(p.value, lang, declarations[name])
                assert words and not IDENTIFIER.search(words), (rid, name, p.value, lang, words)


def _text(html: str) -> str:
    """The text of the page's parameter lists (the rulings on scenarios, and every other part of a
    player page, are scanned by tests/test_no_identifiers.py)."""
    return " ".join(re.sub(r"<[^>]+>", " ", block) for block in re.findall(r'<ul class="fb-params">(.*?)</ul>',
                                                                           html, re.S))


def test_parameters_on_article_and_topic_pages_show_no_identifier(site: Path) -> None:
    names = set(load_declarations())
    pages = [*site.glob("comparisons/*/index.html"), *site.glob("en/comparisons/*/index.html"),
             *site.glob("rules/*/*/index.html"), *site.glob("en/rules/*/*/index.html")]
    assert len(pages) > 900
    assert sum('class="fb-params"' in p.read_text(encoding="utf-8") for p in pages) > 100
    leaks = {str(p.relative_to(site)): sorted(names & set(IDENTIFIER.findall(_text(p.read_text(encoding="utf-8")))))
             for p in pages}
    assert {k: v for k, v in leaks.items() if v} == {}


def test_a_value_of_ours_is_marked_as_ours_with_its_reason(site: Path) -> None:
    fr = (site / "rules" / "tda-2019" / "32" / "index.html").read_text(encoding="utf-8")
    assert "lecture de notre part" in fr and "TDA 2010 24" in fr
    en = (site / "en" / "comparisons" / "multiple-chips" / "index.html").read_text(encoding="utf-8")
    assert "our reading" in en and "Our reading:" in en
