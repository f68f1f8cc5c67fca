"""The rulebook booklet: every article in order in the PDF, the house's choices beside the articles
they change, a table of contents whose page numbers are the articles' pages, bad configurations refused
with nothing written, the English booklet labelled as our translation.

Two PDFs are made for the whole module (a PDF takes seconds); every rulebook's HTML is checked too.
"""

from __future__ import annotations

import dataclasses
import doctest
import json
import re
import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest
from pypdf import PdfReader

import floorbook.booklet.html
from floorbook.booklet.html import BookletData, choice_note, house_notes, render_booklet
from floorbook.booklet.printing import booklet_data, booklet_target
from floorbook.cli import main
from floorbook.corpus.fidelity import normalise
from floorbook.corpus.loader import Base
from floorbook.corpus.models import COMPARED_SOURCES
from floorbook.corpus.parameters import load_rulesets
from floorbook.words.interface import UI
from floorbook.words.lookup import say
from tests.conftest import held, shared_folder

pytestmark = pytest.mark.xdist_group("booklet")  # its module fixtures (two PDFs) are made once, on one worker

REPO = Path(__file__).resolve().parent.parent
CLUB = REPO / "examples" / "club-freezeout-ropta.yaml"
CASINO = REPO / "examples" / "casino-tda-fivebet.yaml"
MM = 72 / 25.4


def comparable(text: str) -> str:
    """A text as the fidelity check normalises it, without spaces, line ends or list markers: the PDF
    breaks lines where the source does not."""
    return re.sub(r"[\s\-*•●◦▪#>+]", "", normalise(text))


@dataclass
class Booklet:
    reader: PdfReader
    pages: list[str]  # each page's text without its running head and page number
    starts: dict[str, int]  # element id → the page (1-based) where it starts (the PDF's named destinations)

    def page_of(self, anchor: str) -> int:
        return self.starts[anchor]


def page_body(page, top_mm: float, bottom_mm: float) -> str:
    """A page's text inside its margins (the running heads and the page number left out)."""
    height = float(page.mediabox.height)
    parts: list[str] = []

    def visit(text, cm, tm, font, size) -> None:
        y = tm[5] * cm[3] + cm[5]
        if not text.strip() or bottom_mm * MM < y < height - top_mm * MM:
            parts.append(text)

    page.extract_text(visitor_text=visit)
    return "".join(parts)


def make(tmp: Path, target: str, lang: str, page_format: str = "a5") -> Booklet:
    """The booklet `floorbook booklet TARGET` writes, made once per test run and shared by its processes
    (the club's French A5 booklet is read here and by the sheet builder's print test; a PDF takes seconds)."""
    shared = shared_folder() / "booklets"
    shared.mkdir(exist_ok=True)
    out = shared / f"{Path(target).stem}-{lang}-{page_format}.pdf"
    with held(shared / f"{out.name}.lock"):
        if not out.exists():
            made = tmp / out.name
            assert main(["booklet", target, "--lang", lang, "--format", page_format, "-o", str(made)]) == 0
            shutil.move(made, out)
    reader = PdfReader(out)
    top, bottom = (15, 14) if page_format == "a5" else (18, 16)
    numbers = {page.indirect_reference.idnum: n for n, page in enumerate(reader.pages, 1)}
    starts = {name: numbers[dest.page.idnum] for name, dest in reader.named_destinations.items()}
    return Booklet(reader, [page_body(p, top, bottom) for p in reader.pages], starts)


@pytest.fixture(scope="module")
def club_fr(tmp_path_factory: pytest.TempPathFactory) -> Booklet:
    return make(tmp_path_factory.mktemp("club"), str(CLUB), "fr")


@pytest.fixture(scope="module")
def casino_en(tmp_path_factory: pytest.TempPathFactory) -> Booklet:
    return make(tmp_path_factory.mktemp("casino"), str(CASINO), "en", "a4")


def test_every_article_is_printed_in_order_in_the_sources_words(base: Base, club_fr: Booklet) -> None:
    text = comparable("".join(club_fr.pages))
    at = 0
    for article in base.source_articles("ropta-2023"):
        words = comparable(article.text.fr)
        found = text.find(words, at)
        assert found >= 0, f"{article.id}: its text is not in the booklet after the previous article's"
        at = found + len(words)
    assert len(club_fr.reader.pages) > 10


def test_the_contents_give_the_page_where_each_article_starts(base: Base, club_fr: Booklet) -> None:
    contents = " ".join(" ".join(page.split()) for page in club_fr.pages[1:6])
    at = 0
    for article in base.source_articles("ropta-2023"):
        entry = re.compile(re.escape(base.cite(article.id)) + r" [^\n]*?(?:\. ?){2,}(\d+)")
        found = entry.search(contents, at)
        assert found, f"{article.id} is not in the contents"
        page = club_fr.page_of(article.anchor)
        assert int(found.group(1)) == page, article.id
        assert base.cite(article.id) in club_fr.pages[page - 1], f"{article.id} does not start on page {page}"
        at = found.end()


def test_every_house_choice_is_printed_beside_each_article_it_changes(base: Base, club_fr: Booklet) -> None:
    _, house = booklet_target(str(CLUB), base)
    assert house is not None and house.choices
    tag = say(UI["sheet_house"], "fr").upper()
    order = [a.id for a in base.source_articles("ropta-2023")]
    for name, choice in house.choices.items():
        note = choice_note(name, choice, house.base_rules, house.declarations[name], house.choices, "fr")
        cited = [a for a in house.base_rules[name].articles if a in base.articles]
        assert cited, f"{name}: the rulebook's value cites no article; the test needs one"
        for aid in cited:
            start = club_fr.page_of(base.articles[aid].anchor)
            following = order.index(aid) + 1
            end = club_fr.page_of(base.articles[order[following]].anchor) if following < len(order) else start
            span = "".join(club_fr.pages[start - 1:end])
            body = span[span.index(base.cite(aid)):]
            if following < len(order):
                body = body[:body.index(base.cite(order[following]) + " ")]
            assert tag in body, f"{name}: no house box in {aid}"
            assert comparable(note.text + note.rulebook) in comparable(body), (name, aid, note)


def test_the_house_choice_says_the_rulebooks_value_and_leaves_the_article_unchanged(base: Base) -> None:
    ruleset, house = booklet_target(str(CLUB), base)
    data = booklet_data(base, ruleset, "fr")
    notes, elsewhere = house_notes(house, data)
    time_note = notes["ropta-2023/3.5"][0]
    assert "45" in time_note.text and "30" in time_note.rulebook
    html = render_booklet(data, house)
    article = html[html.index('id="ropta-2023-3-5"'):]
    article = article[:article.index("</article>")]
    assert data.chapters and "Choix de la maison" in article
    plain = render_booklet(data)
    assert "Choix de la maison" not in plain and "class=\"house\"" not in plain
    assert not elsewhere or all(n.text in html for n in elsewhere)


def test_the_local_rules_and_the_event_are_printed(base: Base, club_fr: Booklet) -> None:
    _, house = booklet_target(str(CLUB), base)
    cover = " ".join(club_fr.pages[0].split())
    assert house.config.event.name in cover and house.config.event.venue in cover
    rules = " ".join(" ".join(club_fr.pages[club_fr.page_of("house-rules") - 1].split()).split())
    assert say(UI["booklet_house_rules"], "fr") in rules
    assert comparable(house.config.additions[0].fr) in comparable(rules)


def test_the_english_booklet_is_labelled_as_our_translation(base: Base, casino_en: Booklet) -> None:
    cover = " ".join(casino_en.pages[0].split())
    assert say(UI["booklet_translation"], "en") in cover
    text = comparable("".join(casino_en.pages))
    for article in base.source_articles("tda-2019")[:20]:
        assert comparable(article.text.get("en")) in text, article.id
    fivebet = [a for a in base.source_articles("fivebet") if a.overlay is not None]
    assert fivebet and all(comparable(a.text.get("en")) in text for a in fivebet)


def test_the_fonts_are_embedded(casino_en: Booklet) -> None:
    fonts = {}
    for page in casino_en.reader.pages:
        for font in (page["/Resources"].get("/Font") or {}).values():
            font = font.get_object()
            if "/DescendantFonts" in font:
                font = font["/DescendantFonts"][0].get_object()
            descriptor = font["/FontDescriptor"].get_object()
            fonts[font["/BaseFont"]] = any(k in descriptor for k in ("/FontFile", "/FontFile2", "/FontFile3"))
    assert fonts and all(fonts.values()), fonts


@pytest.mark.parametrize("ruleset", sorted(load_rulesets()))
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_rulebooks_booklet_has_every_article_in_order(base: Base, ruleset: str, lang: str) -> None:
    data = booklet_data(base, ruleset, lang)
    html = render_booklet(data)
    source = base.sources[ruleset].data.base or ruleset
    anchors = [f'id="{a.anchor}"' for a in base.source_articles(source)]
    places = [html.find(anchor) for anchor in anchors]
    assert -1 not in places and places == sorted(places)
    assert html.count('class="toc"') == 1 and html.count('<article class="article"') == len(anchors)
    assert (say(UI["booklet_translation"], "en") in html) == (lang == "en")
    # the site's builder gets it as JSON (booklet-<ruleset>-<lang>.json) and prints the same booklet
    assert BookletData.from_dict(json.loads(json.dumps(data.as_dict()))) == data


@pytest.mark.parametrize(
    ("config", "message"),
    [
        ("event: {name: Jeudi, date: 2026-12-03, venue: Club, td_contact: Cam}\nbase: ropta-2023\n"
         "choices: {time_seconds: 5}\n", "house.yaml:3: choices.time_seconds: 5 is out of range; allowed: 10 to 300"),
        ("event: {name: Jeudi, date: 2026-12-03, venue: Club, td_contact: Cam}\nbase: ropta-2099\n",
         "house.yaml:2: base: unknown base 'ropta-2099'"),
        ("event: [\n", "house.yaml:"),
    ],
)
def test_a_bad_configuration_is_refused_and_nothing_written(tmp_path: Path, capsys, monkeypatch,
                                                            config: str, message: str) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "house.yaml").write_text(config, encoding="utf-8")
    assert main(["booklet", "house.yaml", "-o", "booklet.pdf"]) == 1
    err = capsys.readouterr().err
    assert "the booklet was not written" in err and message in err, err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["house.yaml"]


def test_an_unknown_rulebook_or_output_is_refused(tmp_path: Path, capsys) -> None:
    assert main(["booklet", "ropta-2099", "-o", str(tmp_path / "b.pdf")]) == 1
    assert "ropta-2099: no such configuration file, nor a rulebook; rulebooks: club-nlhe" in capsys.readouterr().err
    assert main(["booklet", "ropta-2023", "-o", str(tmp_path / "b.docx")]) == 1
    assert "the output must end in .html or .pdf" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_rule_text_is_escaped_and_its_emphasis_kept(base: Base) -> None:
    assert doctest.testmod(floorbook.booklet.html).failed == 0
    html = render_booklet(booklet_data(base, "ropta-2023", "fr"))
    assert "<strong>" in html and "**" not in html


def test_the_running_heads_hold_the_event_as_a_css_string(base: Base) -> None:
    """The event's name is printed at the top of every page from a CSS string: the data's quotes,
    backslashes and ``</style>`` stay inside it (the style sheet is whole, nothing of it runs)."""
    ruleset, house = booklet_target(str(CLUB), base)
    assert house is not None
    name = 'Le "Club" \\ </style><script>alert(1)</script>'
    event = dataclasses.replace(house.config.event, name=name)
    hostile = dataclasses.replace(house, config=dataclasses.replace(house.config, event=event))
    html = render_booklet(booklet_data(base, ruleset, "fr"), hostile)
    style = html[html.index("<style>"):html.index("</style>")]
    head = re.search(r"@top-left \{ content: \"((?:[^\"\\]|\\[0-9A-F]+ )*)\";", style)
    assert head, style[:400]
    decoded = re.sub(r"\\([0-9A-F]+) ", lambda m: chr(int(m.group(1), 16)), head.group(1))
    assert decoded == name
    assert html.count("</style>") == 1 and "<script>" not in html


def test_each_rulebook_page_links_its_booklets_not_precached(built: Path) -> None:
    for ruleset in COMPARED_SOURCES:
        for prefix in ("", "en/"):
            page = built / prefix / "rules" / ruleset / "index.html"
            links = re.findall(r'href="([^"]*booklets/[^"]+\.pdf)"', page.read_text(encoding="utf-8"))
            assert sorted(Path(link).name for link in links) == [f"{ruleset}-en.pdf", f"{ruleset}-fr.pdf"], page
            for link in links:  # in the page language's folder: that language's service worker keeps it
                pdf = (page.parent / link).resolve()
                assert pdf.is_relative_to((built / prefix).resolve()) and pdf.read_bytes()[:5] == b"%PDF-", link
    for worker in (built / "sw.js", built / "en" / "sw.js"):
        assert "booklets/" not in worker.read_text(encoding="utf-8"), worker
