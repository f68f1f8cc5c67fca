"""Fidelity: the base says what the seeds say, no more, no less."""

from __future__ import annotations

from pathlib import Path

import pytest

from floorbook.corpus.fidelity import check_seed, flat, normalise, seed_content, segments
from floorbook.corpus.loader import load_base

REPO = Path(__file__).resolve().parent.parent
SEEDS = sorted(f"seeds/{p.name}" for p in (REPO / "seeds").glob("*.txt"))


@pytest.mark.parametrize("seed", SEEDS)
def test_seed_fidelity(base, seed: str) -> None:
    report = check_seed(base, seed)
    assert report.sources, f"{seed} is used by no source"
    assert not report.stale_noise, report.stale_noise
    assert report.invented == [], f"article text not found in {seed}: {report.invented[:10]}"
    assert report.coverage >= 0.99, f"{seed}: only {report.coverage:.2%} covered: {report.lost[:20]}"


@pytest.mark.parametrize("seed", SEEDS)
def test_noise_is_a_small_part_of_each_seed(base, seed: str) -> None:
    """Declaring content as noise would fool the coverage check: noise stays small."""
    sources = [s for s, src in base.sources.items() if src.data.seed == seed]
    content, _ = seed_content(base, seed, sources)
    kept = len(flat("\n".join(text for _, text in content)))
    total = len(flat((REPO / seed).read_text(encoding="utf-8")))
    assert kept / total > 0.85, f"{seed}: noise removes {1 - kept / total:.0%} of the text"


def test_normalise_quotes_spaces_and_markdown() -> None:
    assert normalise("« Les cartes  parlent »") == normalise('"Les cartes parlent"')
    assert normalise("l’ante") == normalise("l'ante")
    assert normalise("- **un** point…") == "un point..."
    assert list(segments(normalise("A: Une phrase. Une autre (avec note) ici.\n1) x"))) == [
        "Une phrase", "Une autre", "avec note", "ici",
    ]


# --- the checker cannot be fooled: each way of cheating is caught ---------------------------


def _edit(root: Path, old: str, new: str, path: str = "rules/demo/01-test.yaml") -> None:
    file = root / path
    text = file.read_text(encoding="utf-8")
    assert old in text
    file.write_text(text.replace(old, new), encoding="utf-8")


def test_fixture_is_faithful(make_base) -> None:
    report = check_seed(load_base(make_base()), "seeds/demo.txt")
    assert (report.invented, report.lost, report.stale_noise) == ([], [], [])


def test_invented_sentence_is_caught(make_base) -> None:
    root = make_base()
    _edit(root, "Il a deux phrases.", "Il a deux phrases. Le floor a toujours raison.")
    report = check_seed(load_base(root), "seeds/demo.txt")
    assert report.invented == [("demo/1 text", "Le floor a toujours raison")]


def test_paraphrase_is_caught(make_base) -> None:
    root = make_base()
    _edit(root, "Le texte du second article.", "Le texte du deuxième article.")
    report = check_seed(load_base(root), "seeds/demo.txt")
    assert report.invented == [("demo/2 text", "Le texte du deuxième article")]
    assert report.lost == [(5, "Le texte du second article")]


def test_an_altered_sentence_is_shown_beside_the_seed_s_nearest(make_base, capsys) -> None:
    """A word altered in an article's sentence: the report names the seed's sentence it came from (not the other
    article's, alike but for one word), its line and how alike they are."""
    from floorbook.cli import main

    root = make_base()
    _edit(root, "Le texte du second article.", "Le texte du secnod article.")
    report = check_seed(load_base(root), "seeds/demo.txt")
    [(line, sentence, score)] = report.nearest.values()
    assert (line, sentence) == (5, "Le texte du second article") and 70 < score < 100
    assert main(["--root", str(root), "fidelity", "demo"]) == 1
    out = capsys.readouterr().out.splitlines()
    where = out.index("  NOT IN SEED  demo/2 text: Le texte du secnod article")
    assert out[where + 1] == f"      nearest in the seed, line 5 ({score:.0f}% alike): Le texte du second article"


def test_dropped_sentence_is_caught(make_base) -> None:
    root = make_base()
    _edit(root, "Le texte du premier article. Il a deux phrases.", "Le texte du premier article.")
    report = check_seed(load_base(root), "seeds/demo.txt")
    assert report.lost == [(3, "Il a deux phrases")]


def test_sentence_moved_to_another_article_still_counts_once(make_base) -> None:
    """Text split across two articles is not accepted as one sentence."""
    root = make_base(seed="Titre\n1) A\nUne phrase entière ici.\n", chapter="""\
        chapter:
          title:
            fr: Titre
        articles:
          - key: "1"
            number: "1"
            text:
              fr: Une phrase
          - key: "2"
            number: "2"
            text:
              fr: entière ici.
        """)
    report = check_seed(load_base(root), "seeds/demo.txt")
    assert report.lost == [(3, "Une phrase entière ici")]


def test_stale_noise_rule_is_caught(make_base) -> None:
    root = make_base()
    _edit(root, "reason: numéro", "reason: numéro\n  - lines: [99, 120]\n    reason: plus là",
          "rules/demo/source.yaml")
    report = check_seed(load_base(root), "seeds/demo.txt")
    assert report.stale_noise == ["demo: seed_noise (99, 120) matches nothing"]
