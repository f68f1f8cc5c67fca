"""Benchmarks (figures printed, never asserted): loading, scenario checking, PokerKit differential.

Run with ``make bench``.
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
    from floorbook.engine import rulesets
    from floorbook.engine.differential import run
    from floorbook.loader import load_base
    from floorbook.scenarios import check

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


if __name__ == "__main__":
    main()
