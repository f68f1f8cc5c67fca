"""Search (issue 6): hit@1 and hit@5 on a realistic evaluation set, for the CLI and for the site's
own search code (site_src/assets/search.js run by Node on the same index the pages load)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml

from floorbook.cli import main
from floorbook.search import build_index, compact_index, normalise, search

REPO = Path(__file__).resolve().parent.parent
EVAL = yaml.safe_load((REPO / "tests" / "search_eval.yaml").read_text(encoding="utf-8"))["queries"]


def hit_rates(results: list[list[str]]) -> tuple[float, float]:
    h1 = sum(bool(r) and r[0] in q["expect"] for q, r in zip(EVAL, results, strict=True)) / len(EVAL)
    h5 = sum(any(i in q["expect"] for i in r[:5]) for q, r in zip(EVAL, results, strict=True)) / len(EVAL)
    return h1, h5


@pytest.fixture(scope="module")
def indexes(base):
    return {lang: build_index(base, lang) for lang in ("fr", "en")}


def test_the_evaluation_set_is_sound(base) -> None:
    assert len(EVAL) >= 80
    for q in EVAL:
        assert q["lang"] in ("fr", "en") and 1 <= len(q["expect"]) <= 8
        assert all(a in base.articles for a in q["expect"]), q
    kinds = {q["kind"] for q in EVAL}
    assert {"keywords", "typo", "slang", "situation", "cross-language", "no-accents"} <= kinds


def test_cli_search_quality(indexes, capsys) -> None:
    results = [[h.id for h in search(indexes[q["lang"]], q["query"], 10)] for q in EVAL]
    h1, h5 = hit_rates(results)
    misses = [(q["query"], r[:3]) for q, r in zip(EVAL, results, strict=True)
              if not any(i in q["expect"] for i in r[:5])]
    with capsys.disabled():
        print(f"\nCLI search: hit@1 {h1:.1%}, hit@5 {h5:.1%} on {len(EVAL)} queries; misses@5: {misses}")
    assert h1 >= 0.75 and h5 >= 0.95


@pytest.fixture(scope="module")
def site_results(indexes, tmp_path_factory):
    node = shutil.which("node")
    assert node, "Node.js is needed to run the site's search code (installed by .ci/run)"
    tmp = tmp_path_factory.mktemp("search")
    out: dict[str, list] = {}
    for lang in ("fr", "en"):
        (tmp / f"index-{lang}.json").write_text(json.dumps(compact_index(indexes[lang])), encoding="utf-8")
        queries = [q["query"] for q in EVAL if q["lang"] == lang]
        (tmp / f"q-{lang}.json").write_text(json.dumps(queries), encoding="utf-8")
        run = subprocess.run([node, str(REPO / "tests" / "search_driver.js"), str(tmp / f"index-{lang}.json"),
                              str(tmp / f"q-{lang}.json")], capture_output=True, text=True, timeout=300, check=True)
        out[lang] = json.loads(run.stdout)
    ordered, cursor = [], {"fr": 0, "en": 0}
    for q in EVAL:
        ordered.append(out[q["lang"]][cursor[q["lang"]]])
        cursor[q["lang"]] += 1
    return ordered


def test_site_search_quality(site_results, capsys) -> None:
    h1, h5 = hit_rates([[i for i, _ in r] for r in site_results])
    with capsys.disabled():
        print(f"\nsite search (search.js): hit@1 {h1:.1%}, hit@5 {h5:.1%} on {len(EVAL)} queries")
    assert h1 >= 0.75 and h5 >= 0.95


def test_site_and_cli_rank_alike(indexes, site_results) -> None:
    for q, site in zip(EVAL, site_results, strict=True):
        cli = [(h.id, h.score) for h in search(indexes[q["lang"]], q["query"], 10)]
        assert [i for i, _ in site] == [i for i, _ in cli], q["query"]
        assert all(abs(a[1] - b[1]) < 1e-3 for a, b in zip(site, cli, strict=True)), q["query"]


def test_accents_case_and_typos() -> None:
    assert normalise("Fausse DONNE, carte exposée !") == "fausse donne carte exposee"


def test_search_command(capsys) -> None:
    assert main(["search", "bouton", "mort", "--limit", "3", "--json"]) == 0
    hits = json.loads(capsys.readouterr().out)
    assert len(hits) == 3 and {"id", "cite", "title", "score", "url"} <= hits[0].keys()
    assert main(["search", "misdeel", "--lang", "en", "--source", "ropta-2023", "--limit", "2"]) == 0
    assert "ROPTA 2023" in capsys.readouterr().out
    assert main(["search", "jeton", "--source", "nope"]) == 2
