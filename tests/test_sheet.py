"""House rule sheets (issue 7): real A4 PDFs of at most two pages, every choice printed, bad
configurations refused with one message naming the key and the allowed values, nothing written."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
import yaml
from pypdf import PdfReader

from floorbook.cli import main

REPO = Path(__file__).resolve().parent.parent
EXAMPLES = sorted((REPO / "examples").glob("*.yaml"))


def _flat(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.stem)
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_example_sheets_as_pdf(tmp_path: Path, example: Path, lang: str) -> None:
    out = tmp_path / f"{example.stem}-{lang}.pdf"
    assert main(["sheet", str(example), "--lang", lang, "-o", str(out)]) == 0
    reader = PdfReader(out)
    assert 1 <= len(reader.pages) <= 2
    box = reader.pages[0].mediabox
    assert round(float(box.width) / 72 * 25.4) == 210 and round(float(box.height) / 72 * 25.4) == 297  # A4
    text = _flat(" ".join(page.extract_text() for page in reader.pages))
    config = yaml.safe_load(example.read_text(encoding="utf-8"))
    assert config["event"]["name"] in text
    for value in config["choices"].values():
        assert str(value) in text, f"choice {value!r} is not on the sheet"
    for key, value in config["details"].items():
        if isinstance(value, int) and not isinstance(value, bool):
            assert str(value) in text, f"{key} {value!r} is not on the sheet"
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
