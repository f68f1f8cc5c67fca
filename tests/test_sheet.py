"""House rule sheets: real A4 PDFs of at most two pages, every choice printed, bad
configurations refused with one message naming the key and the allowed values, nothing written."""

from __future__ import annotations

import datetime as dt
import re
import textwrap
from collections.abc import Iterator
from html import unescape
from pathlib import Path
from typing import Any

import pytest
import yaml
from pypdf import PdfReader

from floorbook.cli import main
from floorbook.corpus.loader import Base
from floorbook.corpus.models import COMPARED_SOURCES
from floorbook.corpus.parameters import load_declarations, load_rulesets
from floorbook.engine.declarations import DISCRETION
from floorbook.sheet.house import DEFAULT_TOPICS, HOUSE_SHORTHAND
from floorbook.sheet.html import SHEET_QR_MM, is_public_url, parameter_label, qr_svg
from floorbook.sheet.link import tournament_link
from floorbook.sheet.printing import house_from_data, ready_sheet, render_html, topic_summaries
from floorbook.urls import ruleset_url
from floorbook.words.values import date_words, number_words, value_words

REPO = Path(__file__).resolve().parent.parent
EXAMPLES = sorted((REPO / "examples").glob("*.yaml"))


def _flat(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.stem)
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_example_sheets_as_pdf(tmp_path: Path, example: Path, lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each example's PDF: one or two A4 pages, with the public site's address and its QR code."""
    import floorbook.sheet.printing as sheet

    monkeypatch.setattr(sheet, "site_url", lambda: "https://floorbook.example.org/")
    out = tmp_path / f"{example.stem}-{lang}.pdf"
    assert main(["sheet", str(example), "--lang", lang, "-o", str(out)]) == 0
    reader = PdfReader(out)
    assert 1 <= len(reader.pages) <= 2
    box = reader.pages[0].mediabox
    assert round(float(box.width) / 72 * 25.4) == 210 and round(float(box.height) / 72 * 25.4) == 297  # A4
    text = _flat(" ".join(page.extract_text() for page in reader.pages))
    config = yaml.safe_load(example.read_text(encoding="utf-8"))
    assert ruleset_url("https://floorbook.example.org/", config["base"], lang) in text
    assert config["event"]["name"] in text
    assert _flat(date_words(config["event"]["date"], lang)) in text
    declarations = load_declarations()
    for name, value in config["choices"].items():
        value = {HOUSE_SHORTHAND[name]: value} if name in HOUSE_SHORTHAND else value
        words = value_words(value, lang, declarations[name])
        assert _flat(words) in text, f"choice {name}: {words!r} is not on the sheet"
    for key, value in config["details"].items():
        if isinstance(value, int) and not isinstance(value, bool):
            assert _flat(number_words(value, lang)) in text, f"{key} {value!r} is not on the sheet"
    for addition in config["additions"]:
        assert _flat(addition[lang]) in text
    assert ("Choix de la maison" if lang == "fr" else "House choice") in text
    base = {"ropta-2023": "ROPTA 2023", "fivebet": "TDA 2019"}[config["base"]]
    assert base in text  # lines cite their articles, e.g. "ROPTA 2023 3.5"


def test_html_sheet_is_escaped(tmp_path: Path) -> None:
    config = (REPO / "examples" / "club-freezeout-ropta.yaml").read_text(encoding="utf-8")
    config = config.replace("name: Freezeout du jeudi", "name: '<script>alert(1)</script>'")
    (tmp_path / "c.yaml").write_text(config, encoding="utf-8")
    assert main(["sheet", str(tmp_path / "c.yaml"), "-o", str(tmp_path / "s.html")]) == 0
    html = (tmp_path / "s.html").read_text(encoding="utf-8")
    assert "<script>alert(1)</script>" not in html and "&lt;script&gt;" in html


GOOD = textwrap.dedent("""\
    event: {name: Test, date: 2026-12-01, venue: Ici, td_contact: Moi}
    base: ropta-2023
    choices: {time_seconds: 45}
    """)


@pytest.mark.parametrize(
    ("config", "message"),
    [
        (GOOD.replace("base: ropta-2023", "base: ropta-2099"), "base: unknown base 'ropta-2099'; allowed: club-nlhe"),
        (GOOD.replace("time_seconds: 45", "time_secs: 45"), "choices.time_secs: unknown parameter; allowed:"),
        (
            GOOD.replace("time_seconds: 45", "time_seconds: fast"),
            "choices.time_seconds: 'fast' is not a whole number; allowed: 10 to 300",
        ),
        (
            GOOD.replace("time_seconds: 45", "time_seconds: 5"),
            "choices.time_seconds: 5 is out of range; allowed: 10 to 300",
        ),
        (
            GOOD.replace("time_seconds: 45", "short_all_in_reopens: always"),
            "choices.short_all_in_reopens: 'always' is not allowed; allowed: ",
        ),
        (GOOD + "topics: [time-clock, rabbits]\n", "topics[1]: unknown topic 'rabbits'; allowed:"),
        (GOOD + "details: {ante_format: quarter}\n", "details.ante_format"),
        (GOOD + "colour: green\n", "colour: unknown key; allowed: event, base"),
        (GOOD.replace("date: 2026-12-01, ", ""), "event.date: is required"),
    ],
)
def test_bad_configuration_is_refused_and_nothing_written(tmp_path: Path, capsys, config: str, message: str) -> None:
    (tmp_path / "house.yaml").write_text(config, encoding="utf-8")
    out = tmp_path / "sheet.pdf"
    assert main(["sheet", str(tmp_path / "house.yaml"), "-o", str(out)]) == 1
    err = capsys.readouterr().err
    assert message in err, err
    assert not out.exists() and list(tmp_path.iterdir()) == [tmp_path / "house.yaml"]


def test_ready_sheets_on_the_site(site: Path) -> None:
    for rid in ("tda-2010", "tda-2019", "fivebet", "ropta-2023", "club-tournois", "club-nlhe"):
        for lang in ("fr", "en"):
            html = (site / "sheets" / f"{rid}-{lang}.html").read_text(encoding="utf-8")
            assert f'<html lang="{lang}">' in html and "@page { size: A4" in html
    guide = (site / "en" / "sheet-guide" / "index.html").read_text(encoding="utf-8")
    assert 'href="../../sheets/ropta-2023-en.html"' in guide


def test_a_written_sheet_gets_the_users_usual_permissions(tmp_path: Path) -> None:
    """Files the commands write are not private temporary files (0600): 0666 minus the umask."""
    import os

    example = Path(__file__).resolve().parent.parent / "examples" / "club-freezeout-ropta.yaml"
    mask = os.umask(0o022)
    try:
        assert main(["sheet", str(example), "-o", str(tmp_path / "sheet.html")]) == 0
    finally:
        os.umask(mask)
    assert (tmp_path / "sheet.html").stat().st_mode & 0o777 == 0o644
    assert [p.name for p in tmp_path.iterdir()] == ["sheet.html"]  # no temporary file left behind


# --- summaries follow the effective values ---------------------------------------------

RULESETS = ("tda-2010", "tda-2019", "fivebet", "ropta-2023", "club-tournois", "club-nlhe")
EVENT = {"name": "Test", "date": dt.date(2026, 12, 1), "venue": "Ici", "td_contact": "Moi"}


SNAKE = re.compile(r"(?<![\w-])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w-])")  # an engine identifier


def _sheet_text(html: str) -> str:
    """The sheet's visible text: tags and the style sheet removed, entities decoded, white space
    collapsed (no-break and narrow no-break spaces kept: they are part of the words)."""
    html = re.sub(r"<style>.*?</style>|<svg.*?</svg>", " ", html, flags=re.S)
    return re.sub(r"[ \t\r\n]+", " ", unescape(re.sub(r"<[^>]+>", " ", html)))


def _spaces(text: str) -> str:
    """No-break and narrow no-break spaces as plain spaces: ``50 %`` is ``50\u202f%``."""
    return text.replace("\u00a0", " ").replace("\u202f", " ")


def _occurs(words: str, text: str) -> bool:
    """Whether ``words`` occur in ``text`` as whole words (``2 joueurs`` is not in ``12 joueurs``), whatever
    the kind of spaces and the case of the first letter (a value may open a sentence)."""
    pattern = rf"(?<![\w.,]){re.escape(_spaces(words))}(?![\w]|[.,]\d)"
    return re.search(pattern, _spaces(text), re.IGNORECASE) is not None


def _candidates(spec: Any, current: Any) -> Iterator[Any]:
    """Values a house may choose for a parameter of this spec, the rulebook's own value aside."""
    if spec.type in ("integer", "number"):
        low = spec.min if spec.min is not None else 1
        high = spec.max if spec.max is not None else low + 100
        step = 1 if spec.type == "integer" else 0.05
        values = [low, high, *(low + i * step for i in range(1, 40))]
        yield from (round(v, 2) if spec.type == "number" else v for v in values if low <= v <= high)
    elif spec.type == "boolean":
        yield from (True, False)
    elif spec.type == "choice":
        yield from spec.values
    elif spec.type == "list":
        items = list(spec.values)
        lists = [[i] for i in items] + [items, items[:-1], items[1:], items[::-1], []]
        for value in lists:
            if (spec.min_items or 0) <= len(value) <= (spec.max_items if spec.max_items is not None else len(items)):
                yield value
    elif spec.fields:
        for name, field in spec.fields.items():
            for value in _candidates(field, None):
                yield {name: value}
    else:
        for key in _candidates(spec.keys, None):
            for value in _candidates(spec.items, None):
                yield {key: value}
    yield DISCRETION


def _rulebook_only(rid: str, base: Base, topics: dict[str, Any], lang: str) -> str:
    return _sheet_text(render_html(house_from_data({"event": EVENT, "base": rid}, base), base, lang, topics))


def _house_value(name: str, rid: str, base: Base, plain: dict[str, str]) -> Any:
    """A value other than the rulebook's, whose words differ from the rulebook value's and appear
    nowhere on the rulebook's own sheet (so that finding them proves the house choice is printed);
    None when the house can choose nothing else (only `discretion` is allowed, and it is the rulebook's)."""
    declaration = load_declarations()[name]
    current = load_rulesets()[rid].value(name)
    allowed = [v for v in _candidates(declaration, current) if not declaration.problems(v, (DISCRETION,), "none")]
    if allowed == [current]:
        return None
    for value in allowed:
        if value == current:
            continue
        words = {lang: value_words(value, lang, declaration) for lang in ("fr", "en")}
        if all(words[lang] != value_words(current, lang, declaration) and not _occurs(words[lang], plain[lang])
               for lang in ("fr", "en")):
            return value
    raise AssertionError(f"no house value found for {name} on {rid}")


# Summaries of topics that do not depend on a parameter but use its rulebook value's words for
# another fact: they stay true whatever the house chooses for that parameter. Anything not listed
# here that still shows the rulebook's value fails the test below.
OTHER_FACTS = {
    # "la grosse blinde" / "the big blind": the seat and the blind, not the minimum bet or heads-up's first card
    "min_bet": ("dead-button", "absent-players-and-blinds", "table-balancing"),
    "heads_up_first_card": ("min-bet-and-raise", "dead-button", "absent-players-and-blinds", "table-balancing"),
    # "à gauche du nouveau donneur", "the button": seats, not where the chip race deals from
    "chip_race_deal_from": ("absent-players-and-blinds", "dead-button"),
    "misdeal_not": ("right-to-see-a-hand",),  # "Aucun droit de voir une main", not "no misdeal listed"
    "call_with_no_bet": ("time-clock",),  # "otherwise it is a check": the end of the clock
    "showdown_first_aggressor": ("short-all-in-reopening",),  # "the last full bet or raise": the minimum raise
    "under_raise_threshold": ("chip-race-and-color-up",),  # ROPTA 3.2 "rounded up from 50%": chip race
}


@pytest.mark.parametrize("rid", RULESETS)
def test_every_house_choice_replaces_the_rulebooks_value_everywhere_on_the_sheet(
        base: Base, rid: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """For every parameter a house can set, and a value other than the rulebook's: the sheet (FR and
    EN) shows the house value in words, and the rulebook's value in words nowhere — except inside
    the words of another parameter's value printed on the sheet, which may legitimately be the same
    (e.g. "sa main est morte" for the clock's end facing a bet or not). The sheets of a site served
    locally, which print no QR code: drawing each sheet's code was three quarters of this test's time,
    and the words are the same (the printed code: test_example_sheets_as_pdf, tests/test_qr_codes.py)."""
    import floorbook.sheet.printing as sheet

    monkeypatch.setattr(sheet, "site_url", lambda: "http://127.0.0.1:8000/")
    declarations = load_declarations()
    rules = load_rulesets()[rid]
    source = rid if rid in COMPARED_SOURCES else "tda-2019"
    topics = topic_summaries(base, source)
    plain = {lang: _rulebook_only(rid, base, topics, lang) for lang in ("fr", "en")}
    failures, tested = [], 0
    for name, declaration in declarations.items():
        value = _house_value(name, rid, base, plain)
        if value is None:
            assert name == "misdeal_unlisted", name  # only `silent` or `discretion` make sense there
            continue
        tested += 1
        house = house_from_data({"event": EVENT, "base": rid, "choices": {name: value}}, base)
        for lang in ("fr", "en"):
            text = _sheet_text(render_html(house, base, lang, topics))
            failures += [f"{name}={value!r} ({lang}): identifier {m!r} on the sheet" for m in SNAKE.findall(text)]
            new, old = value_words(value, lang, declaration), value_words(rules.value(name), lang, declaration)
            if not _occurs(new, text):
                failures.append(f"{name}={value!r} ({lang}): {new!r} is not on the sheet")
            # legitimately on the sheet: other parameters' values, and what every parameter decides (its
            # label, a definition: "…reaches this share of the minimum raise (0.5: the 50% rule)")
            others = sorted([*(value_words(house.rules.value(n), lang, declarations[n]) for n in declarations
                               if n != name),
                             *(parameter_label(d, lang) for d in declarations.values())], key=len, reverse=True)
            for tid in DEFAULT_TOPICS:  # a summary of the rulebook's values, paraphrased or not, is gone
                summary = topics[tid].text.get(lang) if topics[tid].text else None
                if name in topics[tid].parameters and summary and _spaces(summary) in _spaces(text):
                    failures.append(f"{name}={value!r} ({lang}): the rulebook's summary of {tid} is still on the sheet")
            text = _spaces(text)
            for tid in OTHER_FACTS.get(name, ()):  # summaries naming the same words for another fact
                if topics[tid].text is not None:
                    text = text.replace(_spaces(topics[tid].text.get(lang)), " ")
            text = text.lower()  # whatever the case (as _occurs reads it)
            for words in others:
                text = text.replace(_spaces(words).lower(), " ")
            # a yes-or-no value is one short word a sheet holds elsewhere too: its new word is checked above
            if _occurs(old, text) and declaration.type != "boolean":
                failures.append(f"{name}={value!r} ({lang}): the rulebook's {old!r} is still on the sheet")
    assert not failures, "\n".join(failures)
    assert tested >= len(declarations) - 1


# --- dates, numbers, typography, the site's address --------------------------------------------------------


def _example(name: str, base: Base, **changes: Any) -> Any:
    data = yaml.safe_load((REPO / "examples" / f"{name}.yaml").read_text(encoding="utf-8"))
    return house_from_data({**data, **changes}, base)


def test_dates_and_numbers_as_each_language_writes_them(base: Base) -> None:
    house = _example("club-freezeout-ropta", base)
    fr, en = (_sheet_text(render_html(house, base, lang)) for lang in ("fr", "en"))
    assert "Date\u00a0: 3 décembre 2026" in fr and "Date: 3 December 2026" in en
    assert "Tapis de départ\u00a0: 20\u202f000 jetons" in fr and "Starting stack: 20,000 chips" in en
    assert "Durée des niveaux\u00a0: 20 minutes" in fr and "Late registration: 4 levels" in en
    assert "2026-12-03" not in fr + en and "20000" not in fr + en
    assert _flat(date_words(dt.date(2027, 1, 1), "fr")) == "1er janvier 2027"


def test_english_typography_in_english_french_spaces_in_french(base: Base) -> None:
    """No space before : ; ! ? on the English sheet; on the French one, the interface's colons and
    semicolons take a no-break space (our strings; the summaries are data)."""
    for name in ("club-freezeout-ropta", "casino-tda-fivebet"):
        house = _example(name, base)
        en = _sheet_text(render_html(house, base, "en"))
        assert not re.findall(r".{20}[ \u00a0\u202f][:;!?]", en), re.findall(r".{20}[ \u00a0\u202f][:;!?]", en)
        fr = _sheet_text(render_html(house, base, "fr"))
        for label in ("Date", "Lieu", "Directeur de tournoi", "Règlement de base", "Tapis de départ", "Recaves"):
            assert f"{label}\u00a0:" in fr and f"{label} :" not in fr
        assert "«\u00a0Choix de la maison\u00a0»" in fr and "Floorbook\u202f;" in fr


def test_a_local_site_address_is_not_printed(base: Base, monkeypatch: pytest.MonkeyPatch) -> None:
    import floorbook.sheet.printing as sheet

    monkeypatch.delenv("FLOORBOOK_SITE_URL", raising=False)
    assert not is_public_url(sheet.site_url())  # mkdocs.yml's own address, while developing
    monkeypatch.setenv("FLOORBOOK_SITE_URL", "https://club.example.net/")
    assert sheet.site_url() == "https://club.example.net/"  # the address a build is given (the tests' runs)
    for local in ("http://127.0.0.1:8000/", "http://localhost:8000/", "http://0.0.0.0/", "http://club.local/",
                  "http://192.168.1.20/", "http://10.1.2.3/", "http://172.16.0.4/", "file:///home/td/site/"):
        monkeypatch.setattr(sheet, "site_url", lambda local=local: local)
        for lang in ("fr", "en"):
            html = render_html(_example("club-freezeout-ropta", base), base, lang)
            assert "<svg" not in html and "http" not in _sheet_text(html) and local not in html
            assert "Texte intégral" not in html and "Full text" not in html
    html = render_html(_example("club-freezeout-ropta", base, url="http://192.168.0.2/floorbook/"), base, "fr")
    assert "192.168" not in html and "<svg" not in html  # the configuration's own address, local too


def test_a_public_site_address_is_printed_with_a_qr_code_to_the_tournament(
        base: Base, monkeypatch: pytest.MonkeyPatch) -> None:
    import floorbook.sheet.printing as sheet

    monkeypatch.setattr(sheet, "site_url", lambda: "https://floorbook.example.org/")
    for lang, page in (("fr", "https://floorbook.example.org/rules/ropta-2023/"),
                       ("en", "https://floorbook.example.org/en/rules/ropta-2023/")):
        house = _example("club-freezeout-ropta", base)
        html = render_html(house, base, lang)
        assert page in _sheet_text(html)  # the rulebook's page, in words
        link = tournament_link(house, "https://floorbook.example.org/", lang)
        assert link.startswith(page + "#") and html.count("<svg") == 1 and qr_svg(link, SHEET_QR_MM) in html
    # the PDFs of every example, with this address, are still one or two A4 pages: test_example_sheets_as_pdf
    house = _example("casino-tda-fivebet", base, url="https://club.example.net/")
    html = render_html(house, base, "en")
    assert "https://club.example.net/en/rules/fivebet/" in html  # the configuration's site, when public
    assert qr_svg(tournament_link(house, "https://club.example.net/", "en"), SHEET_QR_MM) in html


@pytest.mark.parametrize("rid", RULESETS)
def test_ready_sheets_speak_plain_words(base: Base, rid: str) -> None:
    """The rulebooks' ready sheets of the site: no engine identifier, blanks for the event."""
    for lang in ("fr", "en"):
        text = _sheet_text(render_html(ready_sheet(base, rid), base, lang))
        assert not SNAKE.findall(text), SNAKE.findall(text)
        assert ("Date: ____________" if lang == "en" else "Date\u00a0: ____________") in text


def test_the_doctests_of_the_sheet_and_of_date_words_pass() -> None:
    import doctest

    import floorbook.sheet.house
    import floorbook.sheet.html
    import floorbook.words.values

    assert doctest.testmod(floorbook.sheet.html).failed == 0 and doctest.testmod(floorbook.sheet.house).failed == 0
    runner = doctest.DocTestRunner()
    values = floorbook.words.values
    for test in doctest.DocTestFinder().find(values.date_words, "date_words", globs=vars(values)):
        runner.run(test)
    assert runner.summarize(verbose=False) == doctest.TestResults(failed=0, attempted=2)


def test_a_fivebet_sheet_prints_the_rules_not_as_tda_2019(base: Base) -> None:
    """Fivebet's cells without a particularity say "As TDA 2019": its sheet prints TDA 2019's summary."""
    tda = topic_summaries(base, "tda-2019")["verbal-declarations"].text
    assert tda is not None
    for lang in ("fr", "en"):
        text = _sheet_text(render_html(ready_sheet(base, "fivebet"), base, lang))
        assert "particularit" not in text and _spaces(tda.get(lang)) in _spaces(text)


# --- the same sheet from plain data, without pydantic or libyaml (as the site's sheet builder runs it) -----

PURE = """
import json, sys
sys.modules.update({"pydantic": None, "yaml._yaml": None, "floorbook.corpus.loader": None,
                    "floorbook.corpus.models": None, "floorbook.corpus.parameters": None, "weasyprint": None})
from floorbook.engine.rulesets import declarations_from_json, rulesets_from_json
from floorbook.sheet.house import (SheetError, config_data, config_yaml, from_query, house_from_data, read_config,
                                   to_query)
from floorbook.sheet.html import SheetData, render_html
params, data = open(sys.argv[1]).read(), SheetData.from_dict(json.load(open(sys.argv[2])))
rulesets, declarations = rulesets_from_json(params), declarations_from_json(params)
text = open(sys.argv[3], encoding="utf-8").read()
config, node = read_config(text, "house.yaml")
house = house_from_data(from_query(to_query(config), declarations), rulesets, declarations, data.topics)
written = config_yaml(config_data(house.config))
again = house_from_data(read_config(written, "x")[0], rulesets, declarations, data.topics)
assert again.config == house.config, (again.config, house.config)
sys.stdout.write(render_html(house, data, sys.argv[4]))
try:
    bad, node = read_config(text.replace("time_seconds: 45", "time_seconds: 5"), "house.yaml")
    house_from_data(bad, rulesets, declarations, data.topics, "house.yaml", node)
except SheetError as err:
    sys.stderr.write(str(err))
"""


def test_the_sheet_from_a_url_query_without_pydantic_equals_the_clis(tmp_path: Path, base: Base) -> None:
    """The modules the site's builder runs in the browser (no pydantic, no libyaml, no project file) give,
    from the configuration written as a URL query and read back, the sheet `floorbook sheet` writes;
    the YAML they write reads back to the same configuration; a bad value gets the CLI's message."""
    import json
    import subprocess
    import sys

    from floorbook.corpus.parameters import parameters_document
    from floorbook.sheet.printing import sheet_data

    (tmp_path / "parameters.json").write_text(json.dumps(parameters_document()), encoding="utf-8")
    (tmp_path / "sheet.json").write_text(json.dumps(sheet_data(base).as_dict(), default=str), encoding="utf-8")
    example = REPO / "examples" / "club-freezeout-ropta.yaml"
    for lang in ("fr", "en"):
        assert main(["sheet", str(example), "--lang", lang, "-o", str(tmp_path / "cli.html")]) == 0
        files = [str(tmp_path / "parameters.json"), str(tmp_path / "sheet.json"), str(example), lang]
        run = subprocess.run([sys.executable, "-c", PURE, *files], capture_output=True, text=True, cwd=REPO)
        assert run.returncode == 0, run.stderr
        assert run.stdout == (tmp_path / "cli.html").read_text(encoding="utf-8")
        assert "house.yaml:10: choices.time_seconds: 5 is out of range; allowed: 10 to 300 seconds" in run.stderr
