"""The sheet builder: the site's page writes, in Chromium, with the project's own Python
run by Pyodide from the site's own files, the very sheet ``floorbook sheet`` writes.

- every example of examples/, in both languages: the page's sheet (its HTML, byte for byte) equals
  ``floorbook sheet EXAMPLE --lang LANG -o x.html``, and the configuration went through the form
  (filled from the query, written back from the form);
- the browser's print of the page is the sheet alone, on as many A4 pages as WeasyPrint's PDF;
- the URL holds the configuration: a full load fills the form and writes the sheet; a change goes
  into the URL; that URL opened again gives the same form and sheet;
- YAML: the file downloaded is the one ``floorbook sheet`` reads (same sheet), a file opened fills the
  form, an invalid file gets the command line's located messages and changes nothing;
- a bad value in the form is refused with the declaration's message, and no sheet is shown;
- text from the configuration is escaped; the form shows no engine identifier;
- offline after a first visit.

Without the browser: the two zips the page unpacks are enough for the sheet (run with no other
package), the form's words are plain words in both languages (the hook's addresses: test_assistant.py).
"""

from __future__ import annotations

import io
import re
import subprocess
import sys
import zipfile
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from pypdf import PdfReader

from floorbook.cli import main
from floorbook.sheet.house import DEFAULT_TOPICS, config_data, config_yaml, to_query
from floorbook.words.interface import UI
from floorbook.words.lookup import say
from tests.conftest import REPO
from tests.test_assistant import PAGE_FILES, browser_only, watch_errors
from tests.test_booklet import comparable, make, page_body

# its module fixtures (a browser, a builder page per language: Pyodide started in each) are made once, on one
# worker; the tests that open pages of their own form a second group (OWN_PAGES), on another worker: in one
# group, the module's tests were the last to end in a full run, alone for 30 to 60 s
pytestmark = pytest.mark.xdist_group("sheet_builder")
OWN_PAGES = pytest.mark.xdist_group("own_pages")  # with the module's mark: the group sheet_builder_own_pages

EXAMPLES = sorted((REPO / "examples").glob("*.yaml"))
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}
OPEN = """async (query) => {
  await window.fbBuilder.ready;
  const answer = await window.fbBuilder.open(query);
  return {answer, url: location.search.slice(1), state: document.querySelector('#fb-builder').dataset.state};
}"""
STATE = "() => document.querySelector('#fb-builder').dataset.state"
BOOKLET = """async ([query, format]) => {
  await window.fbBuilder.ready;
  await window.fbBuilder.open(query);
  const answer = await window.fbBuilder.booklet(format);
  return {answer, printing: document.querySelector('#fb-builder').dataset.printing || ''};
}"""
PRINTING = "() => document.querySelector('#fb-builder').dataset.printing || ''"
LIGATURES = str.maketrans({"ﬀ": "ff", "ﬁ": "fi", "ﬂ": "fl", "ﬃ": "ffi", "ﬄ": "ffl"})  # Chromium's PDF text has them
SHEET_TEXT = "() => document.querySelector('.fb-b-sheet').shadowRoot.querySelector('.sheet').textContent"


def _prefix(lang: str) -> str:
    return "" if lang == "fr" else "en/"


def _house(example: Path):
    from floorbook.corpus.loader import load_base
    from floorbook.sheet.printing import load_house

    return load_house(example, load_base(REPO))


def _query(example: Path, lang: str | None = None) -> str:
    """The example's configuration as the URL writes it (in ``lang`` when given)."""
    data = config_data(_house(example).config)
    if lang:
        data["language"] = lang
    return to_query(data)


def _cli(config: Path, out: Path, lang: str | None = None) -> str:
    """What `floorbook sheet` writes (HTML), or a PDF's path."""
    assert main(["sheet", str(config), *(["--lang", lang] if lang else []), "-o", str(out)]) == 0
    return out.read_text(encoding="utf-8") if out.suffix == ".html" else str(out)


def _ready(page) -> None:
    page.wait_for_function("() => window.fbBuilder && document.querySelector('#fb-builder').dataset.state",
                           timeout=180000)
    page.evaluate("() => window.fbBuilder.ready")


def _settled(page) -> None:
    """The form's last change written (its debounce over, Python's answer shown)."""
    page.wait_for_function("() => { const r = document.querySelector('#fb-builder');"
                           " return r.dataset.query === location.search.slice(1); }", timeout=30000)
    page.wait_for_timeout(400)
    page.wait_for_function("() => { const r = document.querySelector('#fb-builder');"
                           " return r.dataset.query === location.search.slice(1); }", timeout=30000)


# --- without the browser ----------------------------------------------------------------------------


@pytest.mark.xdist_group("sheet_builder_zips")  # needs no page: runs while the sites build
def test_the_pages_zips_alone_write_the_clis_sheet_and_booklet(tmp_path: Path) -> None:
    """floorbook.zip and libraries.zip, unpacked, are all the sheet needs: a Python with no other
    package (no site-packages, so no pydantic, no libyaml, no MarkupSafe speedups) writes from them
    the sheet of every example in both languages exactly as the command line does; and, with the
    booklet data of the example's rulebook in that language, its booklet as `floorbook booklet` does."""
    from floorbook.site_build.python_pages import booklet_name, data_files

    files = data_files(REPO)
    for name in ("floorbook.zip", "libraries.zip"):
        with zipfile.ZipFile(io.BytesIO(files[name])) as archive:
            assert not [n for n in archive.namelist() if n.endswith((".so", ".pyd", ".c"))]
            archive.extractall(tmp_path / "py")
    with zipfile.ZipFile(io.BytesIO(files["libraries.zip"])) as archive:
        licences = {n.split("/")[1] for n in archive.namelist() if n.startswith("licenses/")}
    assert licences == {"Jinja2", "MarkupSafe", "PyYAML", "qrcode", "RapidFuzz"}
    for name in ("parameters.json", "sheet.json", *(n for n in files if n.startswith("booklet-"))):
        (tmp_path / name).write_bytes(files[name])
    script = (
        "import sys\n"
        f"sys.path.insert(0, {str(tmp_path / 'py')!r})\n"
        "from floorbook.sheet.builder import Builder\n"
        f"b = Builder(open({str(tmp_path / 'parameters.json')!r}).read(),"
        f" open({str(tmp_path / 'sheet.json')!r}).read())\n"
        "assert 'yaml._yaml' not in sys.modules and 'pydantic' not in sys.modules\n"
        "sys.stdout.write(b.preview(sys.argv[1])['html'] + '\\0')\n"
        "sys.stdout.write(b.booklet(sys.argv[1], open(sys.argv[2]).read(), sys.argv[3])['html'])\n"
    )
    for n, example in enumerate(EXAMPLES):
        for lang in ("fr", "en"):
            page_format = ("a5", "a4")[n % 2]
            data = booklet_name(_house(example).config.base, lang)
            run = subprocess.run([sys.executable, "-I", "-S", "-c", script, _query(example, lang), data, page_format],
                                 capture_output=True, text=True, cwd=tmp_path)
            assert run.returncode == 0, run.stderr[-2000:]
            sheet, booklet = run.stdout.split("\0")
            assert sheet == _cli(example, tmp_path / "cli.html", lang), (example.name, lang)
            assert main(["booklet", str(example), "--lang", lang, "--format", page_format,
                         "-o", str(tmp_path / "booklet.html")]) == 0
            assert booklet == (tmp_path / "booklet.html").read_text(encoding="utf-8"), (example.name, lang)


def test_the_forms_words_are_plain_words() -> None:
    """Everything the form shows (labels, values, hints, titles) exists in both languages and names
    no engine identifier: identifiers are only the fields' names and values, in the query."""
    import json

    from floorbook.site_build.python_pages import data_files
    from tests.test_no_identifiers import engine_identifiers

    form = json.loads(data_files(REPO)["builder.json"])
    shown: list[str] = []

    def words(label: dict) -> None:
        assert set(label) == {"fr", "en"} and all(label.values()), label
        shown.extend(label.values())

    for spec in [*form["parameters"].values(), *form["details"].values()]:
        words(spec["label"])
        for _, label in spec.get("values", []) + spec.get("cases", []):
            words(label)
        for _, label, sub in spec.get("fields", []):
            words(label)
            if "hint" in sub:
                words(sub["hint"])
        if "hint" in spec:
            words(spec["hint"])
        for base in spec.get("base", {}).values():
            words(base["words"])
    for group in form["groups"]:
        words(group["title"])
    for _, title in form["topics"]:
        words(title)
    for label in form["words"].values():
        words(label)
    identifiers = engine_identifiers()
    found = sorted({w for text in shown for w in identifiers if w in text.split() or f"{w}:" in text})
    assert found == []
    assert {n for g in form["groups"] for n in g["parameters"]} == set(form["parameters"])


# --- in Chromium ------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def context(browser):
    ctx = browser.new_context(viewport=DESKTOP, accept_downloads=True)
    yield ctx
    ctx.close()


@pytest.fixture(scope="module")
def builder(context, server: str):
    """One ready builder page per language (Pyodide starts once for each)."""
    pages: dict[str, object] = {}

    def get(lang: str):
        if lang not in pages:
            page = watch_errors(context.new_page())
            page.goto(f"{server}/{_prefix(lang)}sheet-builder/")
            _ready(page)
            pages[lang] = page
        return pages[lang]

    yield get
    for page in pages.values():
        page.close()


@browser_only
@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.stem)
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_example_is_the_clis_sheet(builder, server: str, tmp_path: Path, example: Path, lang: str) -> None:
    """The example's configuration, put in the form from its query and written back from the form,
    gives the sheet `floorbook sheet --lang LANG -o x.html` writes, byte for byte; the page shows it
    and the URL holds the configuration. Its print: the sheet alone, on WeasyPrint's page count."""
    page = builder(lang)
    query = _query(example, lang)
    got = page.evaluate(OPEN, query)
    assert got["state"] == "sheet", got["answer"].get("errors")
    assert got["answer"]["query"] == query and got["url"] == query
    assert got["answer"]["html"] == _cli(example, tmp_path / "cli.html", lang)
    assert page.evaluate("() => window.fbBuilder.html") == got["answer"]["html"]
    name = _house(example).config.event.name
    assert name in page.evaluate(SHEET_TEXT)
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, f"the page scrolls sideways by {overflow}px"

    printed = PdfReader(io.BytesIO(page.pdf(prefer_css_page_size=True)))
    weasy = PdfReader(_cli(example, tmp_path / "cli.pdf", lang))
    assert len(printed.pages) == len(weasy.pages), (example.name, lang)
    box = printed.pages[0].mediabox
    assert round(float(box.width) / 72 * 25.4) == 210 and round(float(box.height) / 72 * 25.4) == 297  # A4
    first = printed.pages[0].extract_text()
    assert name in first[:300], first[:300]
    for words in ("Imprimer la feuille", "Print the sheet", "Nom du tournoi", "Tournament name"):
        assert words not in "".join(p.extract_text() for p in printed.pages)
    assert page.errors == []
    assert all(urlsplit(u).netloc == urlsplit(server).netloc for u in page.requested if u.startswith("http"))


@browser_only
@pytest.mark.parametrize(("example", "lang", "count"), [
    pytest.param(e, lang, n, id=f"{e.stem}-{lang}-{n}") for e, lang in zip(EXAMPLES, ("fr", "en"), strict=True)
    for n in (3, 30, 62)])
def test_print_has_the_pdfs_page_count_at_any_length(builder, tmp_path: Path, example: Path, lang: str,
                                                     count: int) -> None:
    """From one page to six: the first ``count`` topics (in the comparisons' order, given in the URL
    and kept by the form), printed by the browser and by WeasyPrint, on as many A4 pages."""
    from floorbook.corpus.loader import load_base

    data = config_data(_house(example).config)
    data.update(language=lang, topics=list(load_base(REPO).topics)[:count])
    (tmp_path / "house.yaml").write_text(config_yaml(data), encoding="utf-8")
    page = builder(lang)
    got = page.evaluate(OPEN, to_query(data))
    assert got["state"] == "sheet" and got["answer"]["query"] == to_query(data)  # topics and their order kept
    assert got["answer"]["html"] == _cli(tmp_path / "house.yaml", tmp_path / "cli.html")
    printed = PdfReader(io.BytesIO(page.pdf(prefer_css_page_size=True)))
    assert len(printed.pages) == len(PdfReader(_cli(tmp_path / "house.yaml", tmp_path / "cli.pdf")).pages)


@browser_only
@pytest.mark.parametrize("page_format", ["a5", "a4"])
def test_the_rules_print_with_the_houses_choices(builder, tmp_path: Path, page_format: str) -> None:
    """"Print the rules with these choices", for the club example in French: the booklet `floorbook
    booklet` writes (its HTML, byte for byte), printed by Chromium with the page's CSS: ROPTA 2023's
    every article in order in the source's words, each house choice inside each article it changes, the
    running heads, on as many pages of the same size as WeasyPrint's PDF; its contents without page
    numbers (Chromium cannot compute them and never prints false ones). The sheet's print comes back
    with the next change of the form."""
    from floorbook.booklet.html import choice_note
    from floorbook.booklet.printing import booklet_target
    from floorbook.corpus.loader import load_base

    base = load_base(REPO)
    example = REPO / "examples" / "club-freezeout-ropta.yaml"
    page = builder("fr")
    query = _query(example, "fr")
    got = page.evaluate(BOOKLET, [query, page_format])
    assert got["printing"] == "booklet", got["answer"]
    assert main(["booklet", str(example), "--lang", "fr", "--format", page_format,
                 "-o", str(tmp_path / "booklet.html")]) == 0
    assert got["answer"]["html"] == (tmp_path / "booklet.html").read_text(encoding="utf-8")

    printed = PdfReader(io.BytesIO(page.pdf(prefer_css_page_size=True)))
    weasy = make(tmp_path, str(example), "fr", page_format)
    assert len(printed.pages) == len(weasy.reader.pages)
    box, size = printed.pages[0].mediabox, (148, 210) if page_format == "a5" else (210, 297)
    assert (round(float(box.width) / 72 * 25.4), round(float(box.height) / 72 * 25.4)) == size
    top, bottom = (15, 14) if page_format == "a5" else (18, 16)
    pages = [page_body(p, top, bottom).translate(LIGATURES) for p in printed.pages]
    _, house = booklet_target(str(example), base)
    assert house is not None and house.choices
    edition = "ROPTA 2023 — version 2023-09"
    for n, p in enumerate(printed.pages[1:], 2):  # the running heads and page numbers, the cover's none
        assert f"{house.config.event.name} {edition}" in p.extract_text() and f"{n} / {len(pages)}" in p.extract_text()

    text = comparable("".join(pages))
    articles = base.source_articles("ropta-2023")
    heads = [comparable(f"{base.cite(a.id)} {a.title.fr if a.title else ''}") for a in articles]
    contents_start = contents_end = text.index(heads[0])
    for head in heads:  # the contents: every article, no leader (WeasyPrint's ". . . 12"), no page number
        contents_end = text.index(head, contents_end) + len(head)
        assert not re.match(r"\.\.|\d+(?:ROPTA|$)", text[contents_end:]), head
    assert "...." not in text[contents_start:contents_end]
    at, starts = contents_end, []
    for article, head in zip(articles, heads, strict=True):
        starts.append(text.index(head, at))
        words = comparable(article.text.fr)
        found = text.find(words, starts[-1])
        assert found >= 0, f"{article.id}: its text is not in the print after its heading"
        at = found + len(words)
    starts.append(len(text))
    tag = comparable(say(UI["sheet_house"], "fr").upper())
    order = [a.id for a in articles]
    for name, choice in house.choices.items():
        note = choice_note(name, choice, house.base_rules, house.declarations[name], house.choices, "fr")
        for aid in (a for a in house.base_rules[name].articles if a in order):
            body = text[starts[order.index(aid)]:starts[order.index(aid) + 1]]
            assert tag in body and comparable(note.text + note.rulebook) in body, (name, aid)

    page.evaluate(OPEN, query)  # the form written again: the sheet's print is back
    assert page.evaluate(PRINTING) == ""
    sheet = PdfReader(io.BytesIO(page.pdf(prefer_css_page_size=True)))
    assert len(sheet.pages) == len(PdfReader(_cli(example, tmp_path / "sheet.pdf", "fr")).pages)
    assert page.errors == []


@browser_only
@pytest.mark.parametrize("ruleset", ["tda-2010", "tda-2019", "fivebet", "ropta-2023", "club-tournois", "club-nlhe"])
def test_every_parameters_value_fits_the_form(builder, ruleset: str) -> None:
    """Each rulebook's value of every parameter, given as a house choice, is shown by the form's own
    controls (none kept as written) and written back from them as the URL wrote it; and every
    parameter can be left to the tournament director."""
    from floorbook.corpus.parameters import load_rulesets
    from floorbook.engine.declarations import SILENT

    rules = load_rulesets()[ruleset]
    example = REPO / "examples" / "club-freezeout-ropta.yaml"
    data = config_data(_house(example).config)
    data.update(base=ruleset, choices={n: p.value for n, p in rules.parameters.items() if p.value != SILENT})
    page = builder("fr")
    got = page.evaluate(OPEN, to_query(data))
    assert got["state"] == "sheet", got["answer"].get("errors")
    assert page.evaluate("() => window.fbBuilder.heldAsWritten()") == []
    assert got["answer"]["query"] == to_query(data)
    data["choices"] = dict.fromkeys(rules.parameters, "discretion")
    got = page.evaluate(OPEN, to_query(data))
    assert got["state"] == "sheet" and got["answer"]["query"] == to_query(data)
    assert page.evaluate("() => window.fbBuilder.heldAsWritten()") == []


@OWN_PAGES
@browser_only
def test_url_round_trip(context, server: str, tmp_path: Path) -> None:
    """Opened from a URL, the form is filled and the sheet written; a change in the form goes into the
    URL and the sheet; that URL opened again gives the same form and the same sheet — the one
    `floorbook sheet` writes from the changed file."""
    example = REPO / "examples" / "club-freezeout-ropta.yaml"
    page = watch_errors(context.new_page())
    page.goto(f"{server}/sheet-builder/?{_query(example)}")
    _ready(page)
    assert page.evaluate(STATE) == "sheet"
    assert page.evaluate("() => window.fbBuilder.html") == _cli(example, tmp_path / "a.html")
    assert page.input_value('[name="event.name"]') == "Freezeout du jeudi"
    assert page.input_value('[name="event.date"]') == "2026-12-03"
    assert page.input_value('select[name="choices.time_seconds"]') == "value"
    assert page.input_value('input[name="choices.time_seconds"]') == "45"
    assert page.input_value('[name="details.ante_format"]') == "big_blind_ante"

    page.fill('input[name="choices.time_seconds"]', "60")
    chips = 'select[name="choices.multiple_chips_removed"]'
    page.locator("details.fb-b-group", has=page.locator(chips)).locator("summary").click()  # its topic's group
    page.select_option(chips, "smallest")
    page.locator(".fb-b-topics li").first.locator(".fb-b-move").nth(1).click()  # the first topic moved down
    page.wait_for_function("() => location.search.includes('choices.time_seconds=60')"
                           " && location.search.includes('choices.multiple_chips_removed=smallest')"
                           " && location.search.includes('topics=')")
    _settled(page)
    changed = example.read_text(encoding="utf-8").replace("time_seconds: 45", "time_seconds: 60")
    changed = changed.replace("  final_table_size: 9", "  final_table_size: 9\n  multiple_chips_removed: smallest")
    topics = [DEFAULT_TOPICS[1], DEFAULT_TOPICS[0], *DEFAULT_TOPICS[2:]]
    changed += f"topics: [{', '.join(topics)}]\n"
    (tmp_path / "changed.yaml").write_text(changed, encoding="utf-8")
    expected = _cli(tmp_path / "changed.yaml", tmp_path / "b.html")
    assert page.evaluate("() => window.fbBuilder.html") == expected
    url = page.url

    again = watch_errors(context.new_page())
    again.goto(url)
    _ready(again)
    assert again.url == url
    assert again.input_value('input[name="choices.time_seconds"]') == "60"
    assert again.input_value('select[name="choices.multiple_chips_removed"]') == "smallest"
    ticked = "(boxes) => boxes.filter((b) => b.checked).map((b) => b.value)"
    assert again.eval_on_selector_all(".fb-b-topics input", ticked) == topics
    assert again.evaluate("() => window.fbBuilder.html") == expected
    assert page.errors == [] and again.errors == []
    page.close()
    again.close()


@OWN_PAGES
@browser_only
def test_yaml_download_and_open(context, server: str, tmp_path: Path) -> None:
    """The YAML file downloaded is the configuration's file (`floorbook sheet` reads it and writes the
    same sheet); a file opened fills the form and writes its sheet; an invalid file gets the command
    line's messages, located in it, and leaves the form as it was."""
    example = REPO / "examples" / "casino-tda-fivebet.yaml"
    page = watch_errors(context.new_page())
    page.goto(f"{server}/en/sheet-builder/")
    _ready(page)
    page.set_input_files(".fb-b-file", str(example))
    query = _query(example)
    page.wait_for_function("(q) => document.querySelector('#fb-builder').dataset.query === q", arg=query)
    assert page.evaluate(STATE) == "sheet" and page.url.endswith("?" + query)
    expected = _cli(example, tmp_path / "cli.html")
    assert page.evaluate("() => window.fbBuilder.html") == expected
    assert page.input_value('[name="event.venue"]') == "Casino de la Plage, salle des tournois"
    assert (page.locator(".fb-b-rule textarea").nth(1).input_value()
            == "One re-entry allowed until the end of late registration.")

    with page.expect_download() as info:
        page.get_by_role("button", name="Download the YAML file").click()
    downloaded = tmp_path / "downloaded.yaml"
    info.value.save_as(downloaded)
    assert downloaded.read_text(encoding="utf-8") == config_yaml(config_data(_house(example).config))
    assert _cli(downloaded, tmp_path / "again.html") == expected

    text = example.read_text(encoding="utf-8")
    bad_files = {
        "bad-value.yaml": text.replace("time_seconds: 40", "time_seconds: 5").replace("level_minutes: 40",
                                                                                      "level_minutes: 400"),
        "bad-key.yaml": text.replace("time_seconds: 40", "time_secs: 40").replace("base: fivebet", "base: fivebett"),
        "bad-syntax.yaml": text.replace("  venue: Casino", " venue: Casino"),
        "bad-date.yaml": text.replace("2027-01-16", "2027-13-16"),
    }
    for name, content in bad_files.items():
        path = tmp_path / name
        path.write_text(content, encoding="utf-8")
        run = subprocess.run([sys.executable, "-m", "floorbook", "sheet", name, "-o", "x.html"], cwd=tmp_path,
                             capture_output=True, text=True)
        assert run.returncode == 1
        expected_lines = [line.strip() for line in run.stderr.splitlines()[1:]]
        assert expected_lines and all(line.startswith(name) for line in expected_lines)
        page.set_input_files(".fb-b-file", str(path))
        page.wait_for_function(STATE + " === 'file-errors'")
        shown = page.eval_on_selector_all(".fb-b-errors:not([hidden]) li", "(items) => items.map((i) => i.textContent)")
        assert shown == expected_lines, name
        assert page.evaluate("() => document.querySelector('#fb-builder').dataset.query") == query  # form unchanged
        assert page.input_value('[name="event.venue"]') == "Casino de la Plage, salle des tournois"
        page.evaluate("() => window.fbBuilder.open(location.search.slice(1))")  # back to the sheet
    assert page.errors == []
    page.close()


@browser_only
def test_a_bad_value_is_refused_with_the_declarations_message(builder) -> None:
    """A value out of range, or not allowed, typed in the form: the declaration's message beside the
    field and in the list, in the page's language (French here), no sheet shown, the URL keeps what was
    typed."""
    from floorbook.corpus.loader import load_base
    from floorbook.sheet.house import SheetError
    from floorbook.sheet.printing import house_from_data
    from floorbook.words.input_messages import message_words

    page = builder("fr")
    example = REPO / "examples" / "club-freezeout-ropta.yaml"
    page.evaluate(OPEN, _query(example))
    page.fill('input[name="choices.time_seconds"]', "5")
    page.wait_for_function(STATE + " === 'errors'")
    data = config_data(_house(example).config)
    data["choices"]["time_seconds"] = 5
    with pytest.raises(SheetError) as refused:
        house_from_data(data, load_base(REPO))
    message = refused.value.problems[0].message
    assert message == "5 is out of range; allowed: 10 to 300 seconds, discretion"
    said = message_words(message, "fr")
    assert said == "5 est hors des valeurs permises\u00a0: 10 à 300 secondes, discretion"
    assert page.locator(".fb-b-error").all_text_contents() == [said]
    assert page.locator('input[name="choices.time_seconds"]').get_attribute("aria-invalid") == "true"
    assert any(said in line for line in page.locator(".fb-b-errors li").all_text_contents())
    assert page.locator(".fb-b-preview").is_hidden()
    assert "choices.time_seconds=5" in page.evaluate("() => location.search")

    larguest = _query(example).replace("choices.time_seconds=45", "choices.multiple_chips_removed=larguest")
    got = page.evaluate(OPEN, larguest)
    assert got["state"] == "errors"
    data = config_data(_house(example).config)
    data["choices"] = {"multiple_chips_removed": "larguest", "balancing_threshold": 2, "final_table_size": 9}
    with pytest.raises(SheetError) as refused:
        house_from_data(data, load_base(REPO))
    assert [e["message"] for e in got["answer"]["errors"]] == [p.message for p in refused.value.problems]
    assert "vouliez-vous dire «\u00a0largest\u00a0»\u00a0?" in page.locator(".fb-b-error").all_text_contents()[0]
    got = page.evaluate(OPEN, _query(example))
    assert got["state"] == "sheet" and page.locator(".fb-b-error").count() == 0
    assert page.errors == []


@browser_only
def test_text_from_the_configuration_is_escaped(builder) -> None:
    """Markup typed in the form is shown as text in the sheet and never runs."""
    page = builder("en")
    hostile = '<img src=x onerror="window.pwned=1"><script>window.pwned=2</script>'
    query = to_query({"event": {"name": hostile, "date": "2026-12-03", "venue": "V", "td_contact": "T"},
                      "base": "tda-2019", "language": "en", "additions": [{"fr": hostile}]})
    got = page.evaluate(OPEN, query)
    assert got["state"] == "sheet"
    tags = "() => document.querySelector('.fb-b-sheet').shadowRoot.querySelectorAll('img, script').length"
    assert page.evaluate(tags) == 0
    assert page.evaluate(SHEET_TEXT).count(hostile) == 2
    assert page.evaluate("() => window.pwned") is None


def _on_a_phone_every_group_open(context, server: str, lang: str):
    """The builder of ``lang`` opened at a phone's width, ready, every group of rules open."""
    page = watch_errors(context.new_page())
    page.set_viewport_size(PHONE)
    page.goto(f"{server}/{_prefix(lang)}sheet-builder/")
    _ready(page)
    page.evaluate("() => document.querySelectorAll('details').forEach((d) => { d.open = true; })")
    return page


@OWN_PAGES
@browser_only
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_form_speaks_plain_words(context, server: str, lang: str) -> None:
    """The page's visible text, form included, shows no engine identifier."""
    from tests.test_no_identifiers import engine_identifiers

    page = _on_a_phone_every_group_open(context, server, lang)
    text = page.evaluate("() => document.body.innerText")
    identifiers = engine_identifiers()
    assert sorted(w for w in identifiers if w in text.replace(",", " ").split()) == []
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, f"the page scrolls sideways by {overflow}px"
    assert page.errors == []
    page.close()


@OWN_PAGES
@browser_only
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_no_serious_accessibility_violation(context, server: str, lang: str) -> None:
    """axe-core on the ready page, every group of rules open, then with a value refused."""
    from tests.test_browser_pages import serious_violations

    page = _on_a_phone_every_group_open(context, server, lang)
    assert serious_violations(page) == []
    page.select_option('select[name="choices.time_seconds"]', "value")
    page.fill('input[name="choices.time_seconds"]', "5")
    page.wait_for_function(STATE + " === 'errors'")
    assert serious_violations(page) == []
    assert page.errors == []
    page.close()


@OWN_PAGES
@browser_only
def test_the_builder_runs_on_its_trimmed_standard_library(browser, server: str) -> None:
    """The builder's first start (a new browser context: no compiled copy kept yet) is from its own
    trimmed standard library, not Pyodide's whole one, and every runtime or data file it fetches is in
    its page's list (data-files, the list it keeps offline)."""
    fresh = browser.new_context(viewport=PHONE)
    page = watch_errors(fresh.new_page())
    page.goto(f"{server}/sheet-builder/")
    _ready(page)
    listed = set(page.eval_on_selector("#fb-builder", PAGE_FILES))
    # (the page language's booklet data, fetched to be kept for printing the rules offline, is not in the list)
    fetched = [u for u in page.requested if ("/assets/pyodide/" in u or "/assets/python/" in u)
               and "/booklet-" not in u]
    assert any(u.endswith("/builder-stdlib.zip") for u in fetched)
    assert not any(u.endswith("/python_stdlib.zip") for u in fetched)
    assert set(fetched) <= listed, set(fetched) - listed
    assert page.errors == []
    fresh.close()


@OWN_PAGES
@browser_only
def test_offline_after_a_first_visit(browser, server: str, tmp_path: Path) -> None:
    """After one visit (the service worker installed, the runtime and files kept), the network cut:
    the page opens from a new URL and writes the sheet, and again after a reload; it prints the rules
    with the house's choices in the page's language (its booklet data kept on the first visit)."""
    example = REPO / "examples" / "club-freezeout-ropta.yaml"
    ctx = browser.new_context(viewport=PHONE, service_workers="allow")
    try:
        page = watch_errors(ctx.new_page())
        page.goto(f"{server}/sheet-builder/")
        _ready(page)
        assert page.evaluate("() => window.fbBuilder.offline") is True
        ctx.set_offline(True)
        page.goto(f"{server}/sheet-builder/?{_query(example, 'en')}")
        _ready(page)
        expected = _cli(example, tmp_path / "cli.html", "en")
        assert page.evaluate("() => window.fbBuilder.html") == expected
        page.reload()
        _ready(page)
        assert page.evaluate("() => window.fbBuilder.html") == expected
        got = page.evaluate(BOOKLET, [_query(example, "fr"), "a5"])
        assert main(["booklet", str(example), "--lang", "fr", "-o", str(tmp_path / "booklet.html")]) == 0
        assert got["answer"].get("html") == (tmp_path / "booklet.html").read_text(encoding="utf-8")
        assert got["printing"] == "booklet"
        assert page.errors == []
    finally:
        ctx.set_offline(False)
        ctx.close()

