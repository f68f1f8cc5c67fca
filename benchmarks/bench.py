"""Benchmarks (figures printed, never asserted): loading, scenario checking, PokerKit differential,
search, the rulebooks' booklets.

Run with ``make bench`` (``.venv/bin/python benchmarks/bench.py booklets``: the booklets alone).
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable


def timed(label: str, fn: Callable[[], object], repeat: int = 3) -> object:
    times, result = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - start)
    print(f"{label:<48} median {statistics.median(times) * 1000:9.1f} ms   (min {min(times) * 1000:.1f}, "
          f"{repeat} runs)")
    return result


def main() -> None:
    bench_search()
    bench_booklets()
    from differential import run  # benchmarks/differential.py

    from floorbook.corpus import parameters as rulesets
    from floorbook.corpus.loader import load_base
    from floorbook.corpus.scenarios import check

    base = timed("load and validate the base (rules/)", load_base)
    print(f"{'':<48} {len(base.articles)} articles, {len(base.sources)} sources")
    rulesets.load_rulesets.cache_clear()
    timed("load the rulesets (parameters/)", lambda: (rulesets.load_rulesets.cache_clear(), rulesets.load_rulesets()))
    verdicts, problems = timed("floorbook check: every scenario", lambda: check(None))
    print(f"{'':<48} {len(verdicts)} verdicts, {len(problems)} malformed")
    tda = rulesets.ruleset("tda-2019")
    report = timed("PokerKit differential: 1,000 hands", lambda: run(1_000, tda))
    report = timed("PokerKit differential: 10,000 hands", lambda: run(10_000, tda), repeat=1)
    print(f"{'':<48} {report.actions} actions, {report.min_raise_compared} min-raise and "
          f"{report.may_raise_compared} re-raise comparisons, {report.pots_compared} pots, "
          f"{len(report.mismatches)} mismatches")


def print_latencies(label: str, latencies: list[float]) -> None:
    ordered = sorted(latencies)
    p95 = ordered[int(0.95 * (len(ordered) - 1))]
    print(f"{label:<48} median {statistics.median(ordered):.1f} ms, p95 {p95:.1f} ms, max {ordered[-1]:.1f} ms "
          f"over {len(ordered)} queries")


def bench_search() -> None:
    import gzip
    import json
    import os
    import subprocess
    import sys
    import tempfile
    from pathlib import Path

    import yaml

    from floorbook.corpus.loader import load_base
    from floorbook.search.index import build_index, compact_index
    from floorbook.search.learned import RULINGS, learn_from_rulings
    from floorbook.search.query import search

    repo = Path(__file__).resolve().parent.parent
    base = load_base()
    queries = yaml.safe_load((repo / "tests" / "search_eval.yaml").read_text(encoding="utf-8"))["queries"]
    queries += yaml.safe_load((repo / "tests" / "search_eval_outside.yaml").read_text(encoding="utf-8"))["queries"]
    rulings = yaml.safe_load((repo / RULINGS).read_text(encoding="utf-8"))["queries"]
    queries += rulings
    learned = timed("search: learn from the real rulings (learning part)", lambda: learn_from_rulings(base, rulings),
                    repeat=1)
    print(f"{'':<48} {learned['stories']} stories of {len(learned['provenance']['pages'])} pages, "
          f"{len(learned['words'])} words for {len(learned['articles'])} articles")
    indexes = timed("search: build both indexes", lambda: {lang: build_index(base, lang) for lang in ("fr", "en")})
    latencies = []
    hits: dict[str, list[tuple[bool, bool]]] = {}
    for q in queries:
        start = time.perf_counter()
        found = [h.id for h in search(indexes[q["lang"]], q["query"], 10)]
        latencies.append((time.perf_counter() - start) * 1000)
        part = q.get("part", "original")  # a number query hits@1 when its articles are exactly the first ones
        first = (set(found[:len(q["expect"])]) == set(q["expect"]) if part == "numbers"
                 else bool(found) and found[0] in q["expect"])
        hits.setdefault(part, []).append((first, any(i in q["expect"] for i in found[:5])))
    for part in hits:  # in the order the parts first appear in the set
        marks, label = hits[part], f"search: eval set, {part} part"
        print(f"{label:<48} hit@1 {sum(a for a, _ in marks) / len(marks):.1%}, "
              f"hit@5 {sum(b for _, b in marks) / len(marks):.1%} on {len(marks)} queries")
    print_latencies("search: time to results, Python (index in memory)", latencies)
    with tempfile.TemporaryDirectory() as tmp:
        for lang in ("fr", "en"):  # the site's core, run by Node on the same queries
            (Path(tmp) / "index.json").write_text(json.dumps(compact_index(indexes[lang])), encoding="utf-8")
            (Path(tmp) / "q.json").write_text(json.dumps([q["query"] for q in queries if q["lang"] == lang]),
                                             encoding="utf-8")
            run = subprocess.run(["node", str(repo / "benchmarks" / "search_timing.mjs"), str(Path(tmp) / "index.json"),
                                  str(Path(tmp) / "q.json")], capture_output=True, text=True, check=True)
            timing = json.loads(run.stdout)
            print(f"{'search: site index read and readied, Node, ' + lang:<48} {timing['load']:.0f} ms")
            print_latencies(f"search: time to results, Node, {lang}", timing["queries"])
        cold = []
        for _ in range(4):  # the first run makes the cache (floorbook/search/stored.py), the others read it
            start = time.perf_counter()
            subprocess.run([sys.executable, "-m", "floorbook", "search", "bouton", "mort", "--limit", "3"],
                           capture_output=True, check=True, env={**os.environ, "XDG_CACHE_HOME": tmp})
            cold.append(time.perf_counter() - start)
    print(f"{'search: floorbook search, new process':<48} first {cold[0] * 1000:.0f} ms (index and card made), "
          f"then median {statistics.median(cold[1:]) * 1000:.0f} ms (read from the cache)")
    js = (repo / "site_src" / "assets" / "search.js").read_bytes()
    for lang in ("fr", "en"):
        data = json.dumps(compact_index(indexes[lang]), ensure_ascii=False, separators=(",", ":")).encode()
        label = "search: site index " + lang
        print(f"{label:<48} {len(data) / 1024:.0f} KiB, {len(gzip.compress(data)) / 1024:.0f} KiB "
              f"gzip; + search.js {len(gzip.compress(js)) / 1024:.1f} KiB gzip = bytes a phone downloads "
              f"for its first query (beyond the page)")


def bench_booklets() -> None:
    """The time to make each rulebook's booklet (A5 PDF, both languages) and its size: made once each."""
    import tempfile
    from pathlib import Path

    from pypdf import PdfReader

    from floorbook.booklet.printing import write_booklet
    from floorbook.corpus.loader import load_base
    from floorbook.corpus.parameters import load_rulesets

    base = load_base()
    examples = sorted((Path(__file__).resolve().parent.parent / "examples").glob("*.yaml"))
    targets = [rid for rid in sorted(load_rulesets()) if rid in base.sources] + [str(p) for p in examples]
    with tempfile.TemporaryDirectory() as folder:
        for target in targets:
            for lang in ("fr", "en"):
                out = Path(folder) / f"booklet-{lang}.pdf"
                start = time.perf_counter()
                write_booklet(base, target, out, lang)
                took = time.perf_counter() - start
                pages = len(PdfReader(out).pages)
                label = f"booklet: {Path(target).stem} {lang} (A5 PDF)"
                print(f"{label:<48} {took:6.1f} s   {out.stat().st_size / 1024:6.0f} KiB, {pages} pages")


if __name__ == "__main__":
    import sys

    bench_booklets() if sys.argv[1:] == ["booklets"] else main()
