"""Shared fixtures: the real base, and small throw-away bases to break on purpose."""

from __future__ import annotations

import shutil
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest

from floorbook.loader import Base, load_base

REPO = Path(__file__).resolve().parent.parent

SEED = """Règles de test
1) Premier article
Le texte du premier article. Il a deux phrases.
2) Second article
Le texte du second article.
"""

SOURCE = """\
id: demo
short_title: Démo
title:
  fr: Règles de test
original_language: fr
seed: seeds/demo.txt
seed_noise:
  - pattern: '^\\d+\\) '
    reason: numéro porté par le champ number
"""

CHAPTER = """\
chapter:
  title:
    fr: Règles de test
articles:
  - key: "1"
    number: "1"
    title:
      fr: Premier article
    text:
      fr: Le texte du premier article. Il a deux phrases.
  - key: "2"
    number: "2"
    title:
      fr: Second article
    text:
      fr: Le texte du second article.
    see_also: [demo/1]
"""


@pytest.fixture(scope="session")
def base() -> Base:
    """The real knowledge base of this repository."""
    return load_base(REPO)


@pytest.fixture
def make_base(tmp_path: Path) -> Callable[..., Path]:
    """Write a small valid base in a temporary folder; keyword args replace its files."""

    def make(source: str = SOURCE, chapter: str = CHAPTER, seed: str = SEED,
             extra: dict[str, str] | None = None) -> Path:
        (tmp_path / "seeds").mkdir(exist_ok=True)
        (tmp_path / "seeds" / "demo.txt").write_text(seed, encoding="utf-8")
        folder = tmp_path / "rules" / "demo"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "source.yaml").write_text(textwrap.dedent(source), encoding="utf-8")
        (folder / "01-test.yaml").write_text(textwrap.dedent(chapter), encoding="utf-8")
        for rel, content in (extra or {}).items():
            path = tmp_path / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(textwrap.dedent(content), encoding="utf-8")
        return tmp_path

    return make


@pytest.fixture
def repo_copy(tmp_path: Path) -> Path:
    """A copy of this repository's data (rules and seeds) that a test may change."""
    shutil.copytree(REPO / "rules", tmp_path / "rules")
    shutil.copytree(REPO / "seeds", tmp_path / "seeds")
    shutil.copytree(REPO / "glossary", tmp_path / "glossary")
    shutil.copytree(REPO / "parameters", tmp_path / "parameters")
    shutil.copytree(REPO / "scenarios", tmp_path / "scenarios")
    shutil.copytree(REPO / "comparisons", tmp_path / "comparisons")
    return tmp_path
