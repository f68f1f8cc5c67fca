"""The ``floorbook`` command line: the base checked (validate, fidelity), exported and explored
(export, topics, show); the engine's scenarios and rulings (check, parameters, ask); for readers (search, sheet,
booklet); the site's build steps (pages, postbuild, zensical)."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

from floorbook import LANGUAGES
from floorbook.booklet.html import PAGE_FORMATS
from floorbook.booklet.printing import linked_house, write_booklet
from floorbook.corpus.comparisons import compare, coverage, engine_verdicts
from floorbook.corpus.engine_coverage import REASONS, REGISTER, engine_coverage
from floorbook.corpus.export import export
from floorbook.corpus.fidelity import check_seed, format_report
from floorbook.corpus.inputs import situations_json
from floorbook.corpus.loader import Base, LoadError, cached_base, load_base
from floorbook.corpus.parameters import RulesetError, load_rulesets, parameters_document
from floorbook.corpus.repository import REPO_ROOT
from floorbook.corpus.scenarios import check, judge, load_scenario_file, scenario_files
from floorbook.corpus.traceability import trace
from floorbook.engine import SITUATIONS
from floorbook.nearest import did_you_mean
from floorbook.rulings.ask import (
    ASK_JSON_FORMAT,
    ASK_JSON_FORMATS,
    AskError,
    Tournament,
    ask,
    ask_each,
    heading,
    in_format,
    parse_pairs,
    read,
)
from floorbook.rulings.sentence_templates import VERDICT_NAMES, WORDS
from floorbook.rulings.sentences import narrative
from floorbook.search.index import build_index, topic_answers
from floorbook.search.query import match_situation, match_topic, search
from floorbook.search.stored import fingerprint, stored
from floorbook.sheet.house import House, SheetError
from floorbook.sheet.html import is_public_url
from floorbook.sheet.link import LinkError
from floorbook.sheet.printing import house_link, load_house, write_sheet
from floorbook.sheet.tournament import tournament_of
from floorbook.site_build.offline import OfflineError
from floorbook.site_build.pages import PageStep
from floorbook.site_build.postbuild import postbuild
from floorbook.site_build.zensical import build
from floorbook.validate import format_problems, validate_all
from floorbook.words.form_labels import TEXT
from floorbook.words.lookup import say


def _load(root: str | None):
    try:
        return load_base(root)
    except LoadError as err:
        print(format_problems(err.problems, "the base"), file=sys.stderr)
        return None


def cmd_validate(args: argparse.Namespace) -> int:

    report = validate_all(args.root)
    if not report.ok:
        print(format_problems(report.problems), file=sys.stderr)
        return 1
    print("ok: " + ", ".join(f"{n} {what}" for what, n in report.counts.items()))
    return 0


def cmd_export(args: argparse.Namespace) -> int:

    base = _load(args.root)
    if base is None:
        return 1
    json.dump(export(base), sys.stdout, ensure_ascii=False, indent=1 if args.pretty else None)
    sys.stdout.write("\n")
    return 0


def cmd_fidelity(args: argparse.Namespace) -> int:

    base = _load(args.root)
    if base is None:
        return 1
    wanted = args.sources or list(base.sources)
    unknown = [s for s in wanted if s not in base.sources]
    if unknown:
        print(f"floorbook: unknown source(s) {', '.join(unknown)}; known: {', '.join(base.sources)}"
              + did_you_mean(unknown[0], base.sources), file=sys.stderr)
        return 2
    seeds = sorted({base.sources[s].data.seed for s in wanted})
    failed = False
    for seed in seeds:
        report = check_seed(base, seed)
        print(format_report(report, limit=args.limit))
        failed |= bool(report.invented or report.stale_noise) or report.coverage < 0.99
    return 1 if failed else 0


def cmd_check(args: argparse.Namespace) -> int:

    if args.coverage:
        return _engine_coverage(args)
    if args.situations:
        if args.json:  # each situation's input as a JSON Schema

            json.dump(situations_json(), sys.stdout, ensure_ascii=False, indent=1)
            sys.stdout.write("\n")
            return 0
        for _, sit in sorted(SITUATIONS.items()):
            print(sit.describe())
        return 0
    if _load(args.root) is None:
        return 1
    verdicts, problems = check(args.paths, Path(args.root) if args.root else REPO_ROOT)
    failed = [v for v in verdicts if v.status in ("fail", "error")]
    if args.json:
        json.dump({"verdicts": [v.as_dict() for v in verdicts],
                   "problems": [{"file": p.file, "line": p.line, "field": p.field, "message": p.message}
                                for p in problems]},
                  sys.stdout, ensure_ascii=False, indent=1)
        sys.stdout.write("\n")
    else:
        for v in verdicts:
            print(v.line())
        for p in problems:  # one line per malformed item, beside the verdicts' lines
            print(f"ERROR          {p}", file=sys.stderr)
        statuses = ("pass", "finding", "not-computable", "fail", "error")
        counts = {s: sum(v.status == s for v in verdicts) for s in statuses}
        print(f"{len(verdicts)} verdicts: " + ", ".join(f"{n} {s}" for s, n in counts.items())
              + f"; {len(problems)} malformed", file=sys.stderr)
    return 1 if failed or problems else 0


def _engine_coverage(args: argparse.Namespace) -> int:
    """floorbook check --coverage: per rulebook, articles read by the engine, registered as not computed,
    neither (listed)."""
    base = _load(args.root)
    if base is None:
        return 1
    per_source, problems = engine_coverage(base, Path(args.root) if args.root else REPO_ROOT)
    if problems:
        print(format_problems(problems), file=sys.stderr)
        return 1
    if args.json:
        json.dump({"rulebooks": [c.as_dict() for c in per_source], "reasons": REASONS}, sys.stdout,
                  ensure_ascii=False, indent=1)
        sys.stdout.write("\n")
        return 0
    for c in per_source:
        print(f"{base.sources[c.source].data.short_title}: {len(c.read)} read by the engine, {len(c.registered)} "
              f"registered as not computed ({REGISTER}), {len(c.neither)} neither")
        for article_id in c.neither:
            title = base.articles[article_id].display_title("en")
            print(f"  neither  {base.cite(article_id)}  [{article_id}]  {title}")
    total = sum(len(c.neither) for c in per_source)
    print(f"{total} articles neither read by the engine nor registered", file=sys.stderr)
    return 0


def cmd_parameters(args: argparse.Namespace) -> int:

    if _load(args.root) is None:
        return 1
    doc = parameters_document(Path(args.root) if args.root else REPO_ROOT)
    if args.json:
        json.dump(doc, sys.stdout, ensure_ascii=False, indent=1)
        sys.stdout.write("\n")
        return 0
    for name in doc["declarations"]:  # one line per parameter: each ruleset's value
        values = ", ".join(f"{rid}={json.dumps(r['parameters'][name]['value'], ensure_ascii=False)}"
                           for rid, r in doc["rulesets"].items())
        print(f"{name}: {values}")
    return 0


def cmd_topics(args: argparse.Namespace) -> int:

    base = _load(args.root)
    if base is None:
        return 1
    if args.coverage:
        in_topic, excused, rest = coverage(base)
        total = len(in_topic) + len(excused) + len(rest)
        print(f"{len(in_topic)} articles in a topic ({len(in_topic) / total:.1%} of {total}), "
              f"{len(excused)} not compared (with a reason), {len(rest)} in neither")
        reasons = {e.article: e.reason for e in base.not_compared}
        for aid in excused:
            print(f"  not compared  {aid}: {reasons[aid]}")
        for aid in rest:
            print(f"  MISSING       {aid}: in no topic and no reason given")
        return 1 if rest else 0
    for topic in base.topics.values():
        silent = [s for s, c in topic.sources.items() if c.silent]
        print(f"{topic.id}: {topic.title.fr}" + (f" (silent: {', '.join(silent)})" if silent else ""))
    return 0


def cmd_search(args: argparse.Namespace) -> int:
    """Rank articles. The index and the answer card of a matched topic come from the cache
    (floorbook/search/stored.py) when the data and the code have not changed since they were made:
    then the base is not loaded and no scenario is judged."""
    root = Path(args.root) if args.root else REPO_ROOT
    key = fingerprint(root)
    loaded: dict[str, Base] = {}

    def base() -> Base:  # loaded once, and only when something must be made
        if "base" not in loaded:
            loaded["base"] = load_base(args.root)
        return loaded["base"]

    try:
        only = None
        if args.topic:
            if args.topic not in base().topics:
                print(f"floorbook: unknown topic {args.topic!r}; see `floorbook topics`"
                      + did_you_mean(args.topic, base().topics), file=sys.stderr)
                return 2
            only = {a for c in base().topics[args.topic].sources.values() for a in c.articles}
        index = stored(key, f"search-{args.lang}", lambda: build_index(base(), args.lang))
        if args.source and args.source not in index["order"]:
            print(f"floorbook: unknown source {args.source!r}; known: {', '.join(index['order'])}"
                  + did_you_mean(args.source, index["order"]), file=sys.stderr)
            return 2
        query = " ".join(args.query)
        hits = search(index, query, args.limit, args.source, only)
        topic_id = match_topic(index, query, search(index, query, 10, args.source, only))
        topic = situation = None
        if topic_id:  # its card, with which rulebooks differ (the engine judges the topic's scenarios)
            card = stored(key, f"card-{args.lang}-{topic_id}", lambda: topic_answers(
                base(), args.lang, _topic_differs(base(), root, topic_id))[topic_id])
    except LoadError as err:
        print(format_problems(err.problems, "the base"), file=sys.stderr)
        return 1
    if topic_id:
        answers = [{"rulebook": r, "answer": line, "differs": None if d is None else bool(d), "silent": bool(s)}
                   for r, line, d, s in card["cells"]]
        topic = {"id": topic_id, "title": card["title"], "question": card["question"], "url": card["url"],
                 "answers": answers}
        found = match_situation(index, topic_id)
        if found:
            prefix = "" if args.lang == "fr" else "en/"
            situation = {"name": found[0], "label": found[1], "url": f"{prefix}assistant/?situation={found[0]}"}
    if args.json:  # each hit also carries the query's topic and situation (None when it matches none)
        json.dump([{"id": h.id, "cite": h.cite, "title": h.title, "score": h.score, "url": h.url,
                    "topic": topic, "situation": situation} for h in hits],
                  sys.stdout, ensure_ascii=False, indent=1)
        sys.stdout.write("\n")
    else:
        if topic:
            print(f"topic: {topic['title']} [{topic['id']}] — {topic['question']}")
            width = max(len(a["rulebook"]) for a in topic["answers"])
            for a in topic["answers"]:
                mark = "≠" if a["differs"] else " "
                print(f"  {mark} {a['rulebook']:<{width}}  {a['answer']}")
            print(f"  {topic['url']}")
        if situation:
            print(f"assistant: {situation['label']} [{situation['name']}]  {situation['url']}")
        if topic or situation:
            print()
        for h in hits:
            print(f"{h.score:8.2f}  {h.cite:<22} {h.title}   [{h.id}]")
        if not hits:
            print("no article found", file=sys.stderr)
    return 0


def _topic_differs(base, root, topic_id: str) -> dict[str, dict[str, bool | None]]:
    """Which rulebooks' answers to one topic differ from the others (as on the topic's page),
    judging that topic's scenarios only, read from the files that hold them only."""
    wanted = set(base.topics[topic_id].scenarios)
    judged = []
    for path in scenario_files(None, root):
        if any(f"id: {sid}" in path.read_text(encoding="utf-8") for sid in wanted):
            rel = path.resolve().relative_to(root.resolve()).as_posix()
            scenarios, problems = load_scenario_file(path, rel, root)
            if problems:
                raise LoadError(problems)
            judged += [(sc, judge(sc, rel, root)) for sc in scenarios if sc.id in wanted]
    comparison = next(c for c in compare(base, engine_verdicts(judged, root)) if c.topic.id == topic_id)
    return {topic_id: {c.source: c.differs for c in comparison.cells}}


def _write_printed(what: str, args: argparse.Namespace, write: Callable[..., Path]) -> int:
    """Write a printed document (``write(base)``): ``wrote FILE``, or every problem of the configuration
    located, and nothing written."""
    base = _load(args.root)
    if base is None:
        return 1
    if not args.output and not args.link:
        print(f"floorbook: nothing to do: give -o FILE.pdf (or FILE.html) to write the {what}, or --link",
              file=sys.stderr)
        return 2
    try:
        out = write(base)
    except SheetError as err:
        _configuration_refused(f"the {what} was not written", err)
        return 1
    except LinkError as err:
        print(f"floorbook: {err.said(args.lang or 'en')}", file=sys.stderr)
        return 1
    if out is not None:
        print(f"wrote {out}")
    return 0


def _configuration_refused(outcome: str, err: SheetError) -> None:
    """A house configuration's problems on stderr, one line each (``file:line: field: expected``), under a line
    saying what was not done."""
    print(f"floorbook: {outcome} ({len(err.problems)} problem(s)):", file=sys.stderr)
    for problem in err.problems:
        print(f"  {problem}", file=sys.stderr)
def _print_link(house: House, lang: str, local_rules: bool) -> None:
    """Print the tournament link of ``house`` (:class:`LinkError` when too long); say on stderr when the site's
    address is local, which a player's phone cannot open."""
    link = house_link(house, lang, local_rules)
    print(link)
    if not is_public_url(link):
        print("floorbook: this link opens a local address, not the public site: give the site's address as "
              "FLOORBOOK_SITE_URL or as the configuration's url:", file=sys.stderr)


def cmd_sheet(args: argparse.Namespace) -> int:

    def write(base) -> Path | None:
        house = load_house(Path(args.config), base)
        lang = args.lang or house.config.language
        if args.link:
            _print_link(house, lang, args.with_local_rules)
        return write_sheet(house, base, Path(args.output), lang) if args.output else None

    return _write_printed("house sheet", args, write)


def cmd_booklet(args: argparse.Namespace) -> int:

    def write(base) -> Path | None:
        if args.link:
            house = linked_house(args.target, base)
            _print_link(house, args.lang or house.config.language, args.with_local_rules)
        return write_booklet(base, args.target, Path(args.output), args.lang, args.format) if args.output else None

    return _write_printed("booklet", args, write)


def cmd_show(args: argparse.Namespace) -> int:


    base = _load(args.root)
    if base is None:
        return 1
    if args.article not in base.articles:
        hint = (did_you_mean(args.article, base.articles)
                or "; an article id is <source>/<key>, e.g. ropta-2023/9.13")
        print(f"floorbook: unknown article {args.article!r}{hint}", file=sys.stderr)
        return 2
    result = trace(base, args.article, Path(args.root) if args.root else REPO_ROOT)
    if args.json:
        json.dump(result.as_dict(), sys.stdout, ensure_ascii=False, indent=1)
        sys.stdout.write("\n")
    else:
        print("\n".join(result.lines()))
    return 0


def cmd_ask(args: argparse.Namespace) -> int:

    pairs = []
    for item in args.pairs:
        key, sep, value = item.partition("=")
        if not sep:
            return _ask_refused(args, AskError(None, [("", f"{item!r} is not key=value (e.g. big_blind=100, "
                                                           "chips=500,25)")]))
        pairs.append((key, value))
    root = Path(args.root) if args.root else REPO_ROOT
    rulesets = load_rulesets(root)
    names = _rulebook_names(root)
    tournament = None
    if args.house:
        tournament = _tournament(args, names)
        if not isinstance(tournament, Tournament):
            return tournament
        names[tournament.rules.id] = tournament.name(args.lang)
    try:
        data = parse_pairs(args.situation, pairs)
        if args.json and args.json_format == 1:  # the first format: the list of rulings, every ruleset ruling
            listed = ask(args.situation, data, rulesets, args.lang, args.ruleset, tournament)
            json.dump(in_format(args.situation, listed, 1), sys.stdout, ensure_ascii=False, indent=1)
            sys.stdout.write("\n")
            return 0
        answer = ask_each(args.situation, data, rulesets, args.lang, args.ruleset, tournament)
    except AskError as err:
        return _ask_refused(args, err)
    if args.json:
        answer["results"] = in_format(args.situation, answer["results"], args.json_format)
        json.dump({"format": args.json_format, **answer}, sys.stdout, ensure_ascii=False, indent=1)
        sys.stdout.write("\n")
        return 0

    numbers = _article_numbers(root, args.lang)
    print(narrative(args.situation, read(args.situation, data), args.lang))
    for r in answer["results"]:  # for people: the rulebooks' names, not their ids (--json keeps the ids)
        verdict = say(VERDICT_NAMES[heading(r)], args.lang)
        if r["readings"][args.lang]:  # a ruling resting on a reading of ours says so in its heading
            verdict = say(WORDS["verdict_on_our_reading"], args.lang, verdict=verdict)
        if r.get("house", {}).get("changed"):  # and one resting on a value of the house's
            verdict = say(WORDS["verdict_on_house_choice"], args.lang, verdict=verdict)
        print(f"\n{names.get(r['ruleset'], r['ruleset'])} — {verdict}")
        print(f"  {r['sentence']}")
        if r["articles"]:
            cited = (f"{names.get(a.partition('/')[0], a.partition('/')[0])} "
                     f"{numbers.get(a, a.partition('/')[2])}" for a in r["articles"])
            print(f"  ({', '.join(cited)})")
    for need in answer["needs_input"]:  # a rulebook that needs a figure the others do not
        print(f"\n{names.get(need['ruleset'], need['ruleset'])} — {say(TEXT['needs_input'], args.lang)}")
        print(f"  {need['message']}")
    return 0


def _tournament(args: argparse.Namespace, names: dict[str, str]) -> Tournament | int:
    """The rules of the tournament of ``--house``, read and checked as ``floorbook sheet`` reads a configuration;
    else its problems said as ``floorbook sheet`` says them, and the exit status (2: nothing ruled)."""
    base = _load(args.root)
    if base is None:
        return 1
    try:
        house = load_house(Path(args.house), base)
    except SheetError as err:
        _configuration_refused("the house configuration was refused, nothing ruled", err)
        return 2
    return tournament_of(house, names)


def _ask_refused(args: argparse.Namespace, err: AskError) -> int:
    """A question `ask` cannot rule, refused in the player's language (``--lang``): one line per problem on stderr,
    the field named as the assistant's form names it; with ``--json``, a JSON object on stdout, ``error`` holding
    each problem (``field``: the input's path, ``message``: in ``--lang``, ``messages``: in both languages)."""
    if args.json:
        said = {lang: err.said(lang) for lang in ("fr", "en")}
        problems = [{"field": where, "message": said[args.lang][i], "messages": {lang: said[lang][i] for lang in said}}
                    for i, (where, _) in enumerate(err.problems)]
        json.dump({"format": args.json_format, "error": {"problems": problems}}, sys.stdout, ensure_ascii=False,
                  indent=1)
        sys.stdout.write("\n")
    else:
        for line in err.said(args.lang):
            print(f"floorbook: {line}", file=sys.stderr)
    return 2


def _article_numbers(root: Path, lang: str) -> dict[str, str]:
    """Each article's number as its rulebook prints it, by id; a number the rulebook prints twice (ROPTA's two
    9.22) followed by the article's title, so that a player knows which: ``9.22 (Jetons oubliés à tapis)``."""
    try:
        articles = cached_base(str(root)).articles
    except LoadError:
        return {}
    seen: dict[tuple[str, str], int] = {}
    for a in articles.values():
        seen[(a.source, a.number)] = seen.get((a.source, a.number), 0) + 1
    out = {}
    for aid, a in articles.items():
        title = (a.title.fr if lang == "fr" else a.title.en) if a.title else ""
        twice = seen[(a.source, a.number)] > 1 and title
        out[aid] = f"{a.number} ({title[:1].upper() + title[1:].lower() if title.isupper() else title})" if twice \
            else a.number
    return out


def _rulebook_names(root: Path) -> dict[str, str]:
    """Each source's short title (``TDA 2019``) by its id, from the loaded base (its ids when the base
    cannot be loaded: the rulings do not depend on it)."""
    try:
        base = cached_base(str(root))
    except LoadError:
        return {}
    return {sid: source.data.short_title for sid, source in base.sources.items()}


def _positive(text: str) -> int:
    """An option that counts something: a whole number of at least 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value} is not allowed; expected a whole number of at least 1")
    return value


def cmd_pages(args: argparse.Namespace) -> int:
    """Write the site's generated pages into the docs folder (any generator runs this before its build)."""

    root = Path(args.root or REPO_ROOT)
    step = PageStep(root, args.docs or root / "site_src")
    try:
        if args.watch:
            step.watch()
        else:
            print(f"floorbook pages: {step.run()}", file=sys.stderr)
    except SystemExit as err:  # the data is wrong: the same messages as `floorbook validate`
        print(err, file=sys.stderr)
        return 1
    return 0


def cmd_postbuild(args: argparse.Namespace) -> int:
    """The steps after any generator's build, on the built site folder."""

    root = Path(args.root or REPO_ROOT)
    if not (Path(args.site) / "index.html").is_file():
        print(f"floorbook postbuild: {args.site}: not a built site (no index.html); expected the folder a "
              "generator built (build/site/, build/site-zensical/)", file=sys.stderr)
        return 2
    return _progress("postbuild", lambda: postbuild(Path(args.site), root, theme=args.theme, serving=args.serve),
                     (OfflineError,))


def cmd_zensical(args: argparse.Namespace) -> int:
    """Build the site with Zensical into build/site-zensical/ (both languages)."""

    root = Path(args.root or REPO_ROOT)
    site = Path(args.site_dir).resolve() if args.site_dir else None
    return _progress("zensical", lambda: build(root, site, clean=args.clean), (SystemExit, OfflineError))


def _progress(command: str, steps: Callable[[], Iterable[str]], errors: tuple[type[BaseException], ...]) -> int:
    """Run a command's steps, printing each line they report; a located error of ``errors`` → exit 1."""
    try:
        for line in steps():
            print(f"floorbook {command}: {line}", file=sys.stderr)
    except errors as err:
        print(err, file=sys.stderr)
        return 1
    return 0


def _link_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--link", action="store_true", help="print the tournament link (the site opened on this house's "
                   "rules; the printed QR code's address) instead of, or besides, writing -o")
    p.add_argument("--with-local-rules", action="store_true",
                   help="with --link, put the local rules in the link too (a longer link)")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="floorbook", description=__doc__)
    parser.add_argument("--root", help="repository root holding rules/ (default: this checkout)")
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("validate", help="load the whole base and report every problem")
    p.set_defaults(func=cmd_validate)

    p = sub.add_parser("export", help="print the whole knowledge base as JSON on stdout")
    p.add_argument("--pretty", action="store_true", help="indent the JSON")
    p.set_defaults(func=cmd_export)

    p = sub.add_parser("check", help="judge scenario files with the engine (default: all of scenarios/)")
    p.add_argument("paths", nargs="*", help="scenario files or folders")
    p.add_argument("--json", action="store_true", help="print the verdicts (with --situations: each situation's "
                   "input JSON Schema) as JSON")
    p.add_argument("--situations", action="store_true", help="list the situations a scenario can use")
    p.add_argument("--coverage", action="store_true", help="per rulebook: the articles the engine reads, those "
                   f"registered as not computed ({REGISTER}, with the reason), and those neither")
    p.set_defaults(func=cmd_check)

    p = sub.add_parser("parameters", help="each ruleset's engine parameters; --json: every ruleset and the "
                       "declarations as one JSON document")
    p.add_argument("--json", action="store_true", help="print the parameters' JSON document")
    p.set_defaults(func=cmd_parameters)

    p = sub.add_parser("topics", help="list comparison topics; --coverage: articles in no topic")
    p.add_argument("--coverage", action="store_true", help="report which articles belong to no topic")
    p.set_defaults(func=cmd_topics)

    p = sub.add_parser("search", help="rank articles for a query (French or English, typos and slang allowed)")
    p.add_argument("query", nargs="+", help="the words searched")
    p.add_argument("--lang", choices=LANGUAGES, default="fr", help="language of the titles shown (default fr)")
    p.add_argument("--limit", type=_positive, default=10, help="number of results (default 10)")
    p.add_argument("--source", help="only this source (e.g. ropta-2023)")
    p.add_argument("--topic", help="only the articles of this comparison topic")
    p.add_argument("--json", action="store_true", help="print the results as JSON")
    p.set_defaults(func=cmd_search)

    p = sub.add_parser("sheet", help="write a house rule sheet (A4 PDF or HTML) from a house configuration")
    p.add_argument("config", help="the house configuration (YAML), see examples/")
    p.add_argument("--lang", choices=LANGUAGES, help="language of the sheet (default: the configuration's)")
    p.add_argument("-o", "--output", help="FILE.pdf or FILE.html")
    _link_arguments(p)
    p.set_defaults(func=cmd_sheet)

    p = sub.add_parser("booklet", help="print a whole rulebook (A5 or A4 PDF, or HTML), with a house's choices "
                       "beside the articles they change")
    p.add_argument("target", metavar="CONFIG.yaml|RULESET",
                   help="a house configuration (see examples/) or a rulebook's id (e.g. ropta-2023)")
    p.add_argument("--lang", choices=LANGUAGES,
                   help="language of the booklet (default: the configuration's, or fr)")
    p.add_argument("--format", choices=PAGE_FORMATS, default="a5", help="page size (default a5, to fold)")
    p.add_argument("-o", "--output", help="FILE.pdf or FILE.html")
    _link_arguments(p)
    p.set_defaults(func=cmd_booklet)

    p = sub.add_parser("ask", help="every ruleset's ruling on one situation (see `floorbook check --situations`)",
                       description="Rule one situation under every ruleset. The situations and their inputs are "
                       "listed by `floorbook check --situations`. Lists are comma-separated (chips=500,25), "
                       "mappings A:500,B:1000, structured values (a betting round's actions) JSON.")
    p.add_argument("situation", help="a situation, e.g. chip_push (list: floorbook check --situations)")
    p.add_argument("pairs", nargs="*", metavar="key=value", help="the situation's input, e.g. big_blind=100")
    p.add_argument("--ruleset", action="append", help="only this ruleset (repeatable; default: all)")
    p.add_argument("--lang", choices=LANGUAGES, default="fr", help="language of the sentences (default fr)")
    p.add_argument("--house", metavar="FILE", help="a house configuration (see examples/), read as `floorbook "
                   "sheet` reads it: rule first under this tournament's rules (the base rulebook with the house's "
                   "choices), then under every ruleset")
    p.add_argument("--json", action="store_true", help="print the rulings as JSON: an object with format, "
                   "results (per ruleset: ruleset, verdict, outcome, articles, note, notes, readings, sentence, and "
                   "house for the ruleset 'house' of --house) and needs_input "
                   "(rulesets that need a figure not given: ruleset, field, message, messages)")
    p.add_argument("--json-format", type=int, choices=ASK_JSON_FORMATS, default=ASK_JSON_FORMAT,
                   help="with --json, an older format: 1, the list of results alone (a ruleset that needs a figure "
                   "not given is then an error, exit 2); 2, results without readings; 3, the house's result "
                   "without house")
    p.set_defaults(func=cmd_ask)

    p = sub.add_parser("show", help="for contributors: the engine parameters, situations, engine functions and "
                       "scenarios resting on an article")
    p.add_argument("article", help="an article id, e.g. ropta-2023/9.13")
    p.add_argument("--json", action="store_true", help="print it as JSON")
    p.set_defaults(func=cmd_show)

    p = sub.add_parser("pages", help="write the site's generated pages into the docs folder (before any "
                       "generator's build); only files whose content changed are rewritten")
    p.add_argument("--docs", help="the docs folder (default: site_src/ of the root)")
    p.add_argument("--watch", action="store_true", help="keep running: regenerate what an edit of the data touches")
    p.set_defaults(func=cmd_pages)

    p = sub.add_parser("postbuild", help="finish a built site folder (any generator): Content-Security-Policy, "
                       "the floor assistant's files, web app manifests, service workers")
    p.add_argument("site", help="the built site folder (its English pages under en/)")
    p.add_argument("--theme", choices=["material", "zensical"], default="material",
                   help="the theme whose own inline scripts the policy allows (default: material)")
    p.add_argument("--serve", action="store_true", help="for a development server: no policy, no service worker")
    p.set_defaults(func=cmd_postbuild)

    p = sub.add_parser("zensical", help="build the site with Zensical (both languages) into build/site-zensical/")
    p.add_argument("--site-dir", help="the output folder (default: build/site-zensical/ of the root)")
    p.add_argument("--clean", action="store_true", help="without Zensical's cache (a full build)")
    p.set_defaults(func=cmd_zensical)

    p = sub.add_parser("fidelity", help="compare sources with their seed texts")
    p.add_argument("sources", nargs="*", help="source ids (default: all)")
    p.add_argument("--limit", type=_positive, default=50, help="problems shown per kind")
    p.set_defaults(func=cmd_fidelity)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command. Bad input ends in a one-line message and a non-zero exit, never a traceback
    (set FLOORBOOK_DEBUG=1 to see one)."""
    args = build_parser().parse_args(argv)
    if args.root:
        args.root = str(Path(args.root).resolve())
    try:
        status = args.func(args)
        sys.stdout.flush()  # a closed pipe shows here, not at exit
        return status
    except BrokenPipeError:
        # the reader stopped reading (`floorbook export | head`): not an error of ours to report
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 141
    except KeyboardInterrupt:
        return 130
    except (LoadError, RulesetError) as err:
        print(format_problems(err.problems), file=sys.stderr)
        return 1
    except OSError as err:
        where = f" {err.filename}" if err.filename else ""
        print(f"floorbook: cannot use{where}: {err.strerror or err}", file=sys.stderr)
        return 1
    except Exception as err:  # the last line of defence: no traceback for a user
        if os.environ.get("FLOORBOOK_DEBUG"):
            raise
        print(f"floorbook: internal error ({type(err).__name__}: {err}); please report it "
              "(FLOORBOOK_DEBUG=1 shows the traceback)", file=sys.stderr)
        return 70
