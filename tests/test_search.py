"""Search: hit@1 and hit@5 on a realistic evaluation set, for the CLI and for the
site's own search code (site_src/assets/search/*.js, the core the pages load, run by Node on the same index),
reported per part of the set: "original", "players" (questions the way players
talk, written before the fixes they revealed), "players-2" (written after them, held out until the
articles' phrasings came), "players-3" and "players-4" (written after the phrasings by two writers
who saw neither them nor the other parts; "players-4" never tuned on) and "numbers" (articles named
by their number, which must come first); and, from tests/search_eval_outside.yaml, questions really
asked in public ("outside-decide", used to decide on the ranking; "outside-held", never tuned on),
reported per part and language, with and without the French questions of guide or FAQ pages
(`kind: guide`); and, from tests/search_eval_rulings.yaml, real rulings harvested from public pages
("rulings-learn", which the search learns the players' words from: floorbook/search/learned.py; "rulings-held",
never tuned on nor learned from), reported the same way."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml

import floorbook.cli
from floorbook.cli import main
from floorbook.corpus.parameters import load_rulesets
from floorbook.corpus.scenarios import load_all
from floorbook.corpus.traceability import situations_reading
from floorbook.search.index import LEARNED, TOPIC_SITUATIONS, build_index, compact_index, load_learned
from floorbook.search.learned import LEARN_PART, dump, learn_from_rulings, page
from floorbook.search.query import match_situation, match_topic, preferred, query_terms, search
from floorbook.search.references import parse_reference
from floorbook.search.text import normalise

pytestmark = pytest.mark.xdist_group("search")  # its module fixtures are made once, on one worker

REPO = Path(__file__).resolve().parent.parent
EVAL = yaml.safe_load((REPO / "tests" / "search_eval.yaml").read_text(encoding="utf-8"))["queries"]
PARTS = ("original", "players", "players-2", "players-3", "players-4", "numbers")
# hit@1 and hit@5 each part must keep: a little under what the search reaches today (the goal
# set for players' questions is 92 % / 98 %).
FLOORS = {"original": (0.92, 1.0), "players": (0.90, 0.97), "players-2": (0.84, 0.96), "players-3": (0.90, 0.97),
          "players-4": (0.90, 0.96), "numbers": (1.0, 1.0)}
HELD_OUT = "players-4"
OUTSIDE = yaml.safe_load((REPO / "tests" / "search_eval_outside.yaml").read_text(encoding="utf-8"))["queries"]
OUTSIDE_PARTS = ("outside-decide", "outside-held")
# hit@1 and hit@5 each outside part must keep: a little under what it reaches (the held part's floor
# set from its measured figure, never above it; the held part is never tuned on).
OUTSIDE_FLOORS = {"outside-decide": (0.48, 0.79), "outside-held": (0.50, 0.75)}
RULINGS = yaml.safe_load((REPO / "tests" / "search_eval_rulings.yaml").read_text(encoding="utf-8"))["queries"]
RULINGS_PARTS = ("rulings-learn", "rulings-held")
# hit@1 and hit@5 each part of the real rulings must keep: a little under what it reaches. The search learned
# from "rulings-learn" (floorbook/search/learned.json), so its figure here is measured on what it learned
# from (59.2 % / 81.5 % here; by cross-validation by page, 2026-12-07: 46.9 % / 73.1 % in 5 folds, 36.2 % /
# 70.8 % before anything was learned); "rulings-held" is never tuned on: its floor is set from its figure
# measured once with the final method, 2026-12-07: 44.1 % / 76.6 % (36.9 % / 70.3 % before), never above it.
RULINGS_FLOORS = {"rulings-learn": (0.57, 0.79), "rulings-held": (0.43, 0.76)}
ALL = EVAL + OUTSIDE + RULINGS  # every query whose CLI and site rankings must be identical


def part(q: dict) -> str:
    return q.get("part", "original")


def hit_rates(results: list[list[str]]) -> dict[str, tuple[float, float, int]]:
    """Per part: hit@1, hit@5, number of queries. A number query counts as a hit@1 only when the
    articles it expects are exactly the first ones (in any order among themselves)."""
    out = {}
    for name in PARTS:
        pairs = [(q, r) for q, r in zip(EVAL, results, strict=True) if part(q) == name]
        h1 = sum(set(r[:len(q["expect"])]) == set(q["expect"]) if name == "numbers" else bool(r) and r[0] in q["expect"]
                 for q, r in pairs)
        h5 = sum(any(i in q["expect"] for i in r[:5]) for q, r in pairs)
        out[name] = (h1 / len(pairs), h5 / len(pairs), len(pairs))
    return out


def report(label: str, rates: dict[str, tuple[float, float, int]]) -> str:
    return f"{label}: " + "; ".join(f"{name} hit@1 {h1:.1%}, hit@5 {h5:.1%} ({n} queries)"
                                    for name, (h1, h5, n) in rates.items())


def check_floors(rates: dict[str, tuple[float, float, int]]) -> None:
    for name, (h1, h5, _) in rates.items():
        assert h1 >= FLOORS[name][0] and h5 >= FLOORS[name][1], (name, h1, h5)


def outside_rates(results: list[list[str]], queries: list[dict] = OUTSIDE, parts: tuple[str, ...] = OUTSIDE_PARTS
                  ) -> dict[tuple[str, str, str], tuple[float, float, int]]:
    """hit@1, hit@5 and number of queries of the outside set (or of ``queries``, by ``parts``), by (part,
    language, "all" or "players": without the questions of guide pages); "both" languages together too."""
    out = {}
    for name in parts:
        for lang in ("fr", "en", "both"):
            for who in ("all", "players"):
                pairs = [(q, r) for q, r in zip(queries, results, strict=True) if q["part"] == name
                         and lang in (q["lang"], "both") and (who == "all" or q.get("kind") != "guide")]
                if pairs:
                    out[(name, lang, who)] = (sum(bool(r) and r[0] in q["expect"] for q, r in pairs) / len(pairs),
                                              sum(any(i in q["expect"] for i in r[:5]) for q, r in pairs) / len(pairs),
                                              len(pairs))
    return out


def outside_report(label: str, rates: dict[tuple[str, str, str], tuple[float, float, int]],
                   what: str = "outside set") -> str:
    return f"{label}, {what}:\n" + "\n".join(
        f"  {name} {lang} {'with guide pages' if who == 'all' else 'players only'}: hit@1 {h1:.1%}, "
        f"hit@5 {h5:.1%} ({n} queries)" for (name, lang, who), (h1, h5, n) in rates.items()
        if who == "all" or lang != "en" or rates[(name, lang, "all")][2] != n)


def check_outside_floors(rates: dict[tuple[str, str, str], tuple[float, float, int]],
                         floors: dict[str, tuple[float, float]] = OUTSIDE_FLOORS) -> None:
    for name, (least1, least5) in floors.items():
        h1, h5, _ = rates[(name, "both", "all")]
        assert h1 >= least1 and h5 >= least5, (name, h1, h5)


@pytest.fixture(autouse=True)
def search_cache(tmp_path_factory, monkeypatch) -> Path:
    """`floorbook search` keeps its index in the user's cache folder: a folder of the test's own."""
    folder = tmp_path_factory.mktemp("cache")
    monkeypatch.setenv("XDG_CACHE_HOME", str(folder))
    return folder


@pytest.fixture(scope="module")
def indexes(base):
    return {lang: build_index(base, lang) for lang in ("fr", "en")}


def test_the_evaluation_set_is_sound(base) -> None:
    assert {part(q) for q in EVAL} == set(PARTS)
    for q in EVAL:
        assert q["lang"] in ("fr", "en") and 1 <= len(q["expect"]) <= 8
        assert all(a in base.articles for a in q["expect"]), q
    assert {q["part"] for q in OUTSIDE} == set(OUTSIDE_PARTS) and len(OUTSIDE) >= 100
    assert sum(q["lang"] == "fr" for q in OUTSIDE) >= 40
    for q in OUTSIDE:
        assert q["lang"] in ("fr", "en") and q["source"].startswith("http") and q.get("kind") in (None, "guide"), q
        assert q["expect"] and all(a in base.articles for a in q["expect"]), q
    assert {q["lang"] for q in OUTSIDE if q.get("kind") == "guide"} == {"fr"}
    assert [sum(q["part"] == name for q in RULINGS) for name in RULINGS_PARTS] == [130, 111]
    for q in RULINGS:
        assert q["lang"] in ("fr", "en") and q["source"].startswith("http") and q.get("kind") in (None, "guide"), q
        assert q["query"].strip() and q["cites"] and 1 <= len(q["expect"]) <= 8, q
        assert all(a in base.articles for a in q["expect"]) and len(set(q["expect"])) == len(q["expect"]), q
    assert {q["lang"] for q in RULINGS} == {"fr", "en"} and sum(q["lang"] == "fr" for q in RULINGS) >= 40
    pages = {name: {page(q["source"]) for q in RULINGS if q["part"] == name} for name in RULINGS_PARTS}
    assert not pages["rulings-learn"] & pages["rulings-held"], "a page in both parts"  # split by page
    assert not {page(q["source"]) for q in OUTSIDE} & (pages["rulings-learn"] | pages["rulings-held"])
    kinds = {q["kind"] for q in EVAL if part(q) == "original"}
    assert {"keywords", "typo", "slang", "situation", "cross-language", "no-accents"} <= kinds
    players = [q for q in EVAL if part(q) == "players"]
    assert len(players) >= 60 and {q["lang"] for q in players} == {"fr", "en"}
    for q in players + [q for q in EVAL if part(q) in ("players-2", "players-3", "players-4")]:
        assert 6 <= len(q["query"].replace(",", " ").replace("?", " ").split()) <= 10, q["query"]
    numbers = [q["query"] for q in EVAL if part(q) == "numbers"]
    assert len(numbers) >= 25
    for form in ("45", "r45", "règle 45", "rule 36", "art. 3.5", "article 9.13", "9-8", "10.9", "PR-8", "RP-11",
                 "TDA 47", "tda 2019 43", "tda2010 r33", "ropta 9.6", "club tournois 9-8", "nlhe 10.14", "fivebet 17"):
        assert form in numbers, form


def test_cli_search_quality(cli_results, capsys) -> None:
    results = [[i for i, _ in hits] for hits, _, _ in cli_results[:len(EVAL)]]
    rates = hit_rates(results)
    misses = [(q["query"], r[:3]) for q, r in zip(EVAL, results, strict=True)
              if part(q) != HELD_OUT and not any(i in q["expect"] for i in r[:5])]
    with capsys.disabled():
        print(f"\n{report('CLI search', rates)}\nmisses@5 ({HELD_OUT} left out): {misses}")
    check_floors(rates)


def test_cli_search_quality_on_questions_from_outside(cli_results, capsys) -> None:
    results = [[i for i, _ in hits] for hits, _, _ in cli_results[len(EVAL):len(EVAL) + len(OUTSIDE)]]
    rates = outside_rates(results)
    with capsys.disabled():
        print(f"\n{outside_report('CLI search', rates)}")
    check_outside_floors(rates)


def test_cli_search_quality_on_real_rulings(cli_results, capsys) -> None:
    results = [[i for i, _ in hits] for hits, _, _ in cli_results[len(EVAL) + len(OUTSIDE):]]
    rates = outside_rates(results, RULINGS, RULINGS_PARTS)
    with capsys.disabled():
        print(f"\n{outside_report('CLI search', rates, 'real rulings (rulings-learn: learned from)')}")
    check_outside_floors(rates, RULINGS_FLOORS)


def test_number_queries_put_the_named_articles_first(indexes) -> None:
    for q in EVAL:
        if part(q) == "numbers":
            first = [h.id for h in search(indexes[q["lang"]], q["query"], 10)][:len(q["expect"])]
            assert set(first) == set(q["expect"]), (q["query"], first)


REFERENCES = {  # query → (rulebooks named, number, what is left of the query, normalised)
    "45": ([], "45", ""),
    "r45": ([], "45", ""),
    "Règle 45 tapis": ([], "45", "tapis"),
    "rule 36": ([], "36", ""),
    "art. 3.5": ([], "3.5", ""),
    "article 9.13": ([], "9.13", ""),
    "9-8": ([], "9-8", ""),
    "PR-8": ([], "PR-8", ""),
    "RP-11": ([], "PR-11", ""),
    "rp 5": ([], "PR-5", ""),
    "TDA 47": ([["tda-2019", "tda-2010"]], "47", ""),
    "tda 2019 43": ([["tda-2019"]], "43", ""),
    "tda2019 r57": ([["tda-2019"]], "57", ""),
    "art 1.2 ropta": ([["ropta-2023"]], "1.2", ""),
    "ropta 9.22-bis": ([["ropta-2023"]], "9.22bis", ""),
    "club-tournois 2-17": ([["club-tournois"]], "2-17", ""),
    "nlhe 10.14": ([["club-nlhe"]], "10.14", ""),
    "n°31 tda 2010": ([["tda-2010"]], "31", ""),
    "tda 45 jetons multiples": ([["tda-2019", "tda-2010"]], "45", "jetons multiples"),
    "9.6 relance": ([], "9.6", "relance"),
    "tda bouton mort": ([["tda-2019", "tda-2010"]], None, "tda bouton mort"),
    "2 cartes retournées": ([], None, "2 cartes retournees"),  # a bare number among other words: a count
    "règle des 50%": ([], None, "regle des 50%"),
    "deux jetons de 1000 face à une mise de 1200": ([], None, "deux jetons de 1000 face a une mise de 1200"),
}


def test_parse_reference(indexes) -> None:
    books = indexes["fr"]["books"]
    for query, (named, number, rest) in REFERENCES.items():
        ref = parse_reference(query, books)
        assert ([list(b) for b in ref.books], ref.number, normalise(ref.rest)) == (named, number, rest), query


@pytest.fixture(scope="module")
def cli_results(indexes) -> list[tuple[list[tuple[str, float]], str | None, str | None]]:
    """Every query of ALL through the CLI's search: (its ten first hits with their scores, the topic and
    the situation its answer cards show); computed once for the tests below."""
    out = []
    for q in ALL:
        index = indexes[q["lang"]]
        hits = search(index, q["query"], 10)
        topic = match_topic(index, q["query"], hits)
        out.append(([(h.id, h.score) for h in hits], topic, match_situation(index, topic)))
    return out


@pytest.fixture(scope="module")
def site_results(indexes, tmp_path_factory) -> list[tuple[list[tuple[str, float]], str | None, str | None]]:
    """The same through the site's search code (search/*.js run by Node), in the same order."""
    node = shutil.which("node")
    assert node, "Node.js is needed to run the site's search code (installed by .ci/run)"
    tmp = tmp_path_factory.mktemp("search")
    out: dict[str, list] = {}
    for lang in ("fr", "en"):
        (tmp / f"index-{lang}.json").write_text(json.dumps(compact_index(indexes[lang])), encoding="utf-8")
        queries = [q["query"] for q in ALL if q["lang"] == lang]
        (tmp / f"q-{lang}.json").write_text(json.dumps(queries), encoding="utf-8")
        run = subprocess.run([node, str(REPO / "tests" / "search_driver.mjs"), str(tmp / f"index-{lang}.json"),
                              str(tmp / f"q-{lang}.json")], capture_output=True, text=True, timeout=300, check=True)
        out[lang] = json.loads(run.stdout)
    ordered, cursor = [], {"fr": 0, "en": 0}
    for q in ALL:
        hits, topic, situation = out[q["lang"]][cursor[q["lang"]]]
        ordered.append(([(i, score) for i, score in hits], topic, situation))
        cursor[q["lang"]] += 1
    return ordered


def test_site_search_quality(site_results, capsys) -> None:
    ranked = [[i for i, _ in hits] for hits, _, _ in site_results]
    rates = hit_rates(ranked[:len(EVAL)])
    outside = outside_rates(ranked[len(EVAL):len(EVAL) + len(OUTSIDE)])
    rulings = outside_rates(ranked[len(EVAL) + len(OUTSIDE):], RULINGS, RULINGS_PARTS)
    with capsys.disabled():
        print(f"\n{report('site search (search/*.js)', rates)}\n{outside_report('site search', outside)}\n"
              f"{outside_report('site search', rulings, 'real rulings (rulings-learn: learned from)')}")
    check_floors(rates)
    check_outside_floors(outside)
    check_outside_floors(rulings, RULINGS_FLOORS)


def test_site_reads_references_alike(indexes, tmp_path) -> None:
    (tmp_path / "index.json").write_text(json.dumps(compact_index(indexes["fr"])), encoding="utf-8")
    (tmp_path / "q.json").write_text(json.dumps(list(REFERENCES)), encoding="utf-8")
    run = subprocess.run([shutil.which("node") or "node", str(REPO / "tests" / "search_driver.mjs"),
                          str(tmp_path / "index.json"), str(tmp_path / "q.json"), "--refs"],
                         capture_output=True, text=True, timeout=120, check=True)
    for query, js in zip(REFERENCES, json.loads(run.stdout), strict=True):
        py = parse_reference(query, indexes["fr"]["books"])
        assert (js["books"], js["number"], js["rest"]) == ([list(b) for b in py.books], py.number, py.rest), query


def test_site_and_cli_rank_alike(cli_results, site_results) -> None:
    for q, (site, _, _), (cli, _, _) in zip(ALL, site_results, cli_results, strict=True):
        # every query of every part, the outside set's too
        assert [i for i, _ in site] == [i for i, _ in cli], q["query"]
        assert all(abs(a[1] - b[1]) < 1e-3 for a, b in zip(site, cli, strict=True)), q["query"]


# the tournaments the site's search ranks for: a rulebook on its own, an overlay (its base's articles preferred too)
TOURNAMENT_BASES = ("ropta-2023", "fivebet")


@pytest.mark.parametrize("ruleset", TOURNAMENT_BASES)
def test_site_and_cli_rank_alike_in_a_tournament(indexes, tmp_path, ruleset: str) -> None:
    """In a tournament the base rulebook's articles rank first, in the site as in Python, on every query of
    the evaluation set (the outside and real-ruling sets, long stories, would double the time for no other
    code): the same hits, scores, topic and situation; each hit of the preferred rulebooks before any other
    (but for a query naming rulebooks, asked of them, or a number, whose articles come first)."""
    for lang in ("fr", "en"):
        index = indexes[lang]
        prefer = preferred(index, ruleset)
        assert prefer == ([ruleset, "tda-2019"] if ruleset == "fivebet" else [ruleset])
        queries = [q["query"] for q in EVAL if q["lang"] == lang]
        (tmp_path / "index.json").write_text(json.dumps(compact_index(index)), encoding="utf-8")
        (tmp_path / "q.json").write_text(json.dumps(queries), encoding="utf-8")
        run = subprocess.run([shutil.which("node") or "node", str(REPO / "tests" / "search_driver.mjs"),
                              str(tmp_path / "index.json"), str(tmp_path / "q.json"), f"--prefer={ruleset}"],
                             capture_output=True, text=True, timeout=300, check=True)
        for query, (site, topic, situation) in zip(queries, json.loads(run.stdout), strict=True):
            hits = search(index, query, 10, prefer=prefer)
            assert [i for i, _ in site] == [h.id for h in hits], query
            assert all(abs(a[1] - h.score) < 1e-3 for a, h in zip(site, hits, strict=True)), query
            cli_topic = match_topic(index, query, hits)
            assert [topic, situation] == [cli_topic, match_situation(index, cli_topic)], query
            ref = parse_reference(query, index["books"])
            if not ref.books and not ref.number:  # a number named: the articles of that number first, as without
                sources = [h.id.split("/")[0] in prefer for h in hits]
                assert sources == sorted(sources, reverse=True), query


def test_a_tournament_ranks_its_rulebook_first_and_changes_nothing_without(indexes) -> None:
    """A question answered by several rulebooks: in a tournament on ROPTA 2023 its article comes first; a query
    naming another rulebook's article by its number still finds that one first; without a tournament (or on a
    rulebook the index does not hold) the ranking is unchanged."""
    index = indexes["fr"]
    plain = search(index, "bouton mort", 10)
    assert plain[0].id.split("/")[0] != "ropta-2023"
    ropta = search(index, "bouton mort", 10, prefer=preferred(index, "ropta-2023"))
    assert ropta[0].id == "ropta-2023/4.3" and {h.id for h in ropta} != {h.id for h in plain}
    named = search(index, "TDA 2019 règle 45", 10)
    assert named[0].id == "tda-2019/45" and search(index, "TDA 2019 règle 45", 10, prefer=["ropta-2023"]) == named
    for query in ("bouton mort", "45"):
        assert search(index, query, 10, prefer=preferred(index, "nope")) == search(index, query, 10)


def test_site_and_cli_match_the_same_topic_and_situation(cli_results, site_results) -> None:
    """The answer cards (a comparison topic, the floor assistant's situation) the site shows before
    the articles are those the CLI prints, on every query of every part."""
    for lang in ("fr", "en"):
        pairs = [(q, site, cli) for q, site, cli in zip(ALL, site_results, cli_results, strict=True)
                 if q["lang"] == lang]
        for q, site, cli in pairs:
            assert site[1:] == cli[1:], q["query"]
        matched = sum(cli[1] is not None for _, _, cli in pairs)
        assert matched >= len(pairs) // 3, (lang, matched)  # most players' questions have their topic


def test_each_topic_situation_rules_some_article_of_its_topic(base) -> None:
    """TOPIC_SITUATIONS is written by hand (the data link is too thin to derive it: see its comment),
    but each situation it names must rest on at least one article the topic cites: an article of
    the situation's scenarios or of a parameter the situation reads."""
    cited: dict[str, set[str]] = {}
    for _, sc in load_all(REPO):
        if sc.situation:
            cited.setdefault(sc.situation, set()).update(sc.articles)
    rulesets = load_rulesets(REPO)
    for name, situations in situations_reading(REPO).items():
        for ruleset in rulesets.values():
            if name in ruleset.parameters:
                for situation in situations:
                    cited.setdefault(situation, set()).update(ruleset.parameters[name].articles)
    for topic_id, (situation, _) in TOPIC_SITUATIONS.items():
        articles = {a for cell in base.topics[topic_id].sources.values() for a in cell.articles}
        assert articles & cited.get(situation, set()), (topic_id, situation)


def test_a_question_on_a_topic_matches_its_card(indexes) -> None:
    for lang, query, topic, situation in (
            ("fr", "il a misé moins que la mise pour suivre", "undercall", "bet_total"),
            ("fr", "il a foldé avant que ce soit son tour", "acting-out-of-turn", "out_of_turn"),
            ("en", "string bet, he went back to his stack for more chips", "string-bets", "string_bet"),
            ("en", "the tda rule on rabbit hunting", "rabbit-hunting", None)):
        found = match_topic(indexes[lang], query, search(indexes[lang], query, 10))
        assert found == topic, (query, found)
        assert (match_situation(indexes[lang], found) or [None])[0] == situation
    assert match_topic(indexes["fr"], "règle 45", search(indexes["fr"], "règle 45", 10)) is None
    card = indexes["en"]["topics"]["undercall"]
    assert card["url"] == "en/comparisons/undercall/" and len(card["cells"]) == 6
    assert all(len(line) < 300 and "\n" not in line for _, line, _, _ in card["cells"])


def test_accents_case_and_typos() -> None:
    assert normalise("Fausse DONNE, carte exposée !") == "fausse donne carte exposee"


def test_search_command(capsys) -> None:
    assert main(["search", "bouton", "mort", "--limit", "3", "--json"]) == 0
    hits = json.loads(capsys.readouterr().out)
    assert len(hits) == 3 and {"id", "cite", "title", "score", "url"} <= hits[0].keys()
    assert main(["search", "misdeel", "--lang", "en", "--source", "ropta-2023", "--limit", "2"]) == 0
    assert "ROPTA 2023" in capsys.readouterr().out
    assert main(["search", "jeton", "--source", "nope"]) == 2


def test_search_command_prints_the_topic_and_the_situation_first(capsys) -> None:
    assert main(["search", "il", "a", "misé", "moins", "que", "la", "mise", "pour", "suivre", "--limit", "2"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("topic: Payer moins que la mise") and "[undercall]" in out[0]
    assert any(line.startswith("  ≠ Club NLHE") for line in out)  # the differing answers are marked
    at = next(i for i, line in enumerate(out) if line.startswith("assistant: "))
    assert "[bet_total]" in out[at] and out[at].endswith("assistant/?situation=bet_total")
    assert "tda-2019/51" in "".join(out[at + 1:])  # the articles after
    assert main(["search", "undercall", "--lang", "en", "--limit", "2", "--json"]) == 0
    hits = json.loads(capsys.readouterr().out)
    assert hits[0]["topic"]["id"] == "undercall" and hits[0]["topic"]["url"] == "en/comparisons/undercall/"
    assert {"rulebook", "answer", "differs", "silent"} == hits[0]["topic"]["answers"][0].keys()
    assert hits[0]["situation"] == {"name": "bet_total", "label": "Less than the amount to call",
                                    "url": "en/assistant/?situation=bet_total"}
    assert main(["search", "règle", "45", "--limit", "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)[0]["topic"] is None


def test_a_topic_phrasing_leads_to_the_articles_that_answer_the_topic(base) -> None:
    """A players' phrasing of a topic (comparisons/<id>.yaml `phrasings`) is a concept of its own:
    a query holding it finds the first article of each rulebook's cell of that topic."""
    from floorbook.corpus.models import Phrasings

    topic = base.topics["acting-out-of-turn"]
    answering = {cell.articles[0] for cell in topic.sources.values() if cell.articles}
    query = "il a fait un zorglub bidule"
    before = {h.id for h in search(build_index(base, "fr"), query, len(answering))}
    base.topics[topic.id] = topic.model_copy(update={"phrasings": Phrasings(fr=["zorglub bidule"], en=[])})
    try:
        for lang in ("fr", "en"):  # a phrasing in either language serves both sites
            found = [h.id for h in search(build_index(base, lang), query, len(answering))]
            assert set(found) == answering, (lang, found)
    finally:
        base.topics[topic.id] = topic
    assert before != answering


def test_an_article_phrasing_leads_to_that_article_in_both_languages(base) -> None:
    """A players' phrasing of an article (phrasings/<source>.yaml) is searched with the article's
    words: a question in players' words that the article's text does not hold finds it."""
    from floorbook.corpus.models import Phrasings

    aid, query = "ropta-2023/9.18", "zorglub bidule machin"
    saved = base.phrasings.get(aid)
    before = [h.id for h in search(build_index(base, "fr"), query, 3)]
    base.phrasings[aid] = Phrasings(fr=["on a fait zorglub bidule en même temps"], en=[])
    try:
        for lang in ("fr", "en"):  # the French phrasing serves the English site too, with less weight
            assert [h.id for h in search(build_index(base, lang), query, 1)] == [aid], lang
    finally:
        if saved is None:
            del base.phrasings[aid]
        else:
            base.phrasings[aid] = saved
    assert aid not in before


@pytest.mark.parametrize(("change", "field", "message"), [
    (("\nropta-2023/1.1:\n", "\nropta-2023/1.99:\n"), "ropta-2023/1.99", "unknown article 'ropta-2023/1.99'"),
    (("\nropta-2023/1.1:\n  fr:\n", "\nropta-2023/1.1:\n  fr:\n    - il a\n"), "ropta-2023/1.1.fr[0]",
     "no word the search can match"),
    (("\nropta-2023/1.1:\n  fr:", "\nropta-2023/1.1:\n  de:"), "ropta-2023/1.1.de", "not a known field"),
])
def test_a_wrong_article_phrasing_is_located(repo_copy, change: tuple[str, str], field: str, message: str) -> None:
    from floorbook.validate import validate_all

    path = repo_copy / "phrasings" / "ropta-2023.yaml"
    text = path.read_text(encoding="utf-8")
    assert change[0] in text
    path.write_text(text.replace(change[0], change[1], 1), encoding="utf-8")
    problems = [str(p) for p in validate_all(repo_copy).problems]
    assert len(problems) == 1 and problems[0].startswith("phrasings/ropta-2023.yaml:"), problems
    assert field in problems[0] and message in problems[0], problems


def test_a_phrasing_of_stop_words_only_is_refused(repo_copy) -> None:
    from floorbook.validate import validate_all

    path = repo_copy / "comparisons" / "acting-out-of-turn.yaml"
    text = path.read_text(encoding="utf-8").replace("\nphrasings:\n  fr: [", "\nphrasings:\n  fr: [il a, ", 1)
    path.write_text(text, encoding="utf-8")
    problems = [str(p) for p in validate_all(repo_copy).problems]
    assert len(problems) == 1 and "comparisons/acting-out-of-turn.yaml" in problems[0], problems
    assert "phrasings.fr[0]" in problems[0] and "no word the search can match" in problems[0], problems


def test_the_names_in_a_story_are_not_corrected_as_typos(indexes) -> None:
    """A query of more words than the index's "story" parameter tells a story: its words not in the
    vocabulary (names, narration) are not corrected to nearby words; a short query's are."""
    index = indexes["en"]
    assert index["params"]["story"] == 8
    short = query_terms(index, "Mike misdeel")
    assert "misdeal" in short and "mise" in short  # a short query's unknown words are typos
    story = query_terms(index, "Mike bets, then Ryan says call, but Mike pulls back his chips and says he was joking")
    assert "mise" not in story and "misdeal" not in story and "call" in story and "~call" in story


def test_a_search_run_again_neither_loads_the_base_nor_judges_a_scenario(repo_copy, search_cache, monkeypatch,
                                                                         capsys) -> None:
    """The index and the topic's card are kept (floorbook/search/stored.py) until a data file changes."""
    args = ["--root", str(repo_copy), "search", "il", "a", "misé", "moins", "que", "la", "mise", "pour", "suivre",
            "--limit", "3", "--json"]
    assert main(args) == 0
    first = json.loads(capsys.readouterr().out)
    assert first[0]["topic"]["id"] == "undercall" and first[0]["topic"]["answers"][0]["differs"] is not None
    assert sorted(p.name.split(".")[0] for p in (search_cache / "floorbook").iterdir()) == ["card-fr-undercall",
                                                                                           "search-fr"]

    def refused(*args, **kwargs):
        raise AssertionError("loaded or judged again")

    with monkeypatch.context() as patch:
        patch.setattr(floorbook.cli, "load_base", refused)
        patch.setattr(floorbook.cli, "judge", refused)
        assert main(args) == 0
        assert json.loads(capsys.readouterr().out) == first
    phrasings = repo_copy / "phrasings" / "ropta-2023.yaml"
    text = phrasings.read_text(encoding="utf-8")
    phrasings.write_text(text.replace("ropta-2023/9.18:\n  fr:\n", "ropta-2023/9.18:\n  fr:\n    - zorglub bidule\n"),
                         encoding="utf-8")
    assert main(["--root", str(repo_copy), "search", "zorglub", "bidule", "--limit", "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)[0]["id"] == "ropta-2023/9.18"  # the index made again
    assert len(list((search_cache / "floorbook").iterdir())) == 1  # and the stale files removed


def test_the_learned_words_come_from_the_learning_part_only(base) -> None:
    """floorbook/search/learned.json is what scripts/learn_search_words.py makes from the part
    "rulings-learn" of the real rulings, and holds nothing of the held part's pages: its provenance
    names the learning part's pages, none of the held part's, and making it again gives the same file
    (the learning refuses a story of another part)."""
    data = load_learned()
    origin = data["provenance"]
    learning = [q for q in RULINGS if q["part"] == LEARN_PART]
    held = {page(q["source"]) for q in RULINGS if q["part"] != LEARN_PART}
    assert origin["file"] == "tests/search_eval_rulings.yaml" and origin["part"] == LEARN_PART
    assert origin["stories"] == data["stories"] == len(learning)
    assert set(origin["pages"]) == {page(q["source"]) for q in learning} and not held & set(origin["pages"])
    assert LEARNED.read_text(encoding="utf-8") == dump(learn_from_rulings(base, RULINGS)), (
        "floorbook/search/learned.json is not what the learning part gives: run scripts/learn_search_words.py")
    assert set(data["articles"]) <= set(base.articles) and set(data["articles"]) <= {a for q in learning
                                                                                     for a in q["expect"]}
    learned = {a for weights in data["words"].values() for a in weights}
    assert learned <= set(data["articles"])


def test_a_story_finds_the_article_real_stories_tell_in_its_words(base, indexes) -> None:
    """A story (more words than params["story"]) gets what real rulings taught: the words learned for an
    article raise it, and an article that real stories often come back to rises over one they never
    name; a short question ranks as before (nothing learned is added)."""
    empty = load_learned(REPO / "absent")
    taught = {"stories": 10, "articles": {"ropta-2023/9.18": 5}, "rulebooks": {"ropta-2023": 5},
              "words": {"zorglub": {"ropta-2023/9.18": 2.0}}}
    story = "the dealer said zorglub and then everyone at the table looked at the floor for a long time"
    plain, learned = build_index(base, "en", learned=empty), build_index(base, "en", learned=taught)
    before = [h.id for h in search(plain, story, len(plain["docs"]))]
    after = {h.id: h.score for h in search(learned, story, len(plain["docs"]))}
    assert list(after).index("ropta-2023/9.18") < before.index("ropta-2023/9.18") - 20
    unchanged = {h.id: h.score for h in search(plain, story, len(plain["docs"]))}
    assert all(after[i] == unchanged[i] for i in unchanged if not i.startswith("ropta-2023/"))  # no other rulebook
    assert all(after[i] > unchanged[i] for i in unchanged if i.startswith("ropta-2023/"))  # its rulebook: a little
    assert learned["learned"]["words"]["zorglub"] == [[[d["id"] for d in learned["docs"]].index("ropta-2023/9.18"),
                                                       2.0]]
    for short in ("dealer zorglub floor", "bouton mort"):
        assert search(plain, short, 10) == search(learned, short, 10), short
    assert indexes["en"]["learned"]["stories"] == 130  # the shipped index holds what the learning part taught


def test_a_story_gets_its_card_only_when_the_first_hits_are_sure_of_it(indexes) -> None:
    """A short question shows the card of the topic it names; a story (more words than params["story"])
    shows it only when the topic's answering articles weigh the most among the first five hits (1 / rank
    each) and at least params["card_story"]: its many words find many articles, and a wrong card misleads."""
    from floorbook.search.query import Hit

    index = indexes["fr"]
    answers = index["topics"]["undercall"]["answers"]
    others = [d["id"] for d in index["docs"] if not any(d["id"] in t["answers"] for t in index["topics"].values())]
    short = "il a payé moins que la mise"
    story = short + ", hier soir au tournoi du dimanche, et le croupier a hésité longtemps"
    assert "~@undercall" in query_terms(index, short) and "~@undercall" in query_terms(index, story)

    def hits(ids: list[str]) -> list[Hit]:
        return [Hit(i, 1.0, "", "", "") for i in ids]

    unsure = hits([others[0], others[1], answers[0], others[2], others[3]])  # weighs 1/3
    assert match_topic(index, short, unsure) == "undercall"
    assert match_topic(index, story, unsure) is None
    sure = hits([answers[0], others[0], answers[1], others[1], others[2]])  # weighs 1 + 1/3
    assert match_topic(index, story, sure) == "undercall"
    assert index["params"]["card_story"] == 1.3
