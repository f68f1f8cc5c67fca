"""The tournament link: a house configuration in the site's address, written by `floorbook sheet|booklet --link`
and opened by the printed QR code, read back by the builder's own checks; a hostile link refused in one line."""

from __future__ import annotations

import time
from pathlib import Path
from urllib.parse import quote_plus

import pytest

from floorbook.booklet.html import BOOKLET_QR_MM, render_booklet
from floorbook.booklet.printing import booklet_data
from floorbook.cli import main
from floorbook.corpus.loader import Base
from floorbook.corpus.parameters import load_declarations, load_rulesets
from floorbook.sheet.house import House
from floorbook.sheet.html import QR_MODULE_MM, SHEET_QR_MM, qr_svg
from floorbook.sheet.link import LINK_CHARS, LinkError, house_from_link, link_data, tournament_link
from floorbook.sheet.printing import load_house, ready_sheet, render_html
from floorbook.urls import ruleset_url

REPO = Path(__file__).resolve().parent.parent
EXAMPLES = sorted((REPO / "examples").glob("*.yaml"))
SITE = "https://floorbook.example.org/"
EVENT = "event.name=Jeudi&event.date=2026-12-03&event.venue=Club&event.td_contact=Cam"


def _read(link: str, base: Base) -> House:
    return house_from_link(link, load_rulesets(), load_declarations(), base.topics)


def _refusal(link: str, base: Base) -> LinkError:
    with pytest.raises(LinkError) as info:
        _read(link, base)
    for lang in ("fr", "en"):
        said = info.value.said(lang)
        assert said and "\n" not in said and "Traceback" not in said
        assert len(said) < 400  # one line a user reads, never the link echoed whole
    return info.value


def _values(house: House) -> dict[str, object]:
    return {name: p.value for name, p in house.rules.parameters.items()}


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.stem)
@pytest.mark.parametrize("local_rules", [False, True], ids=["choices", "with-local-rules"])
def test_each_example_comes_back_from_its_link(base: Base, example: Path, local_rules: bool) -> None:
    house = load_house(example, base)
    for lang in ("fr", "en"):
        link = tournament_link(house, SITE, lang, local_rules)
        assert link.startswith(ruleset_url(SITE, house.config.base, lang) + "#t=1&")
        back = _read(link, base)
        assert back.config.event == house.config.event and back.config.base == house.config.base
        assert _values(back) == _values(house)  # the same rules: the house's choices on the same base
        assert back.config.additions == (house.config.additions if local_rules else ())


def test_a_link_carries_only_the_choices_that_differ_from_the_base(base: Base) -> None:
    house = load_house(REPO / "examples" / "club-freezeout-ropta.yaml", base)
    assert "final_table_size" in house.config.choices  # 9, as ROPTA 2023 has it
    assert set(link_data(house)["choices"]) == {"time_seconds", "balancing_threshold"}
    assert "additions" not in link_data(house) and link_data(house, local_rules=True)["additions"]


def test_the_printed_qr_codes_open_the_tournament_link_on_a_public_address(
        base: Base, monkeypatch: pytest.MonkeyPatch) -> None:
    import floorbook.sheet.printing as sheet

    house = load_house(REPO / "examples" / "club-freezeout-ropta.yaml", base)
    monkeypatch.setattr(sheet, "site_url", lambda: SITE)
    for lang in ("fr", "en"):
        link = tournament_link(house, SITE, lang)
        html = render_html(house, base, lang)
        assert qr_svg(link, SHEET_QR_MM) in html and html.count("<svg") == 1
        assert ruleset_url(SITE, "ropta-2023", lang) in html  # the page printed in words stays the rulebook's
        booklet = render_booklet(booklet_data(base, "ropta-2023", lang), house)
        assert qr_svg(link, BOOKLET_QR_MM) in booklet
    ready = render_html(ready_sheet(base, "ropta-2023"), base, "fr")  # a blank sheet: the rulebook's page
    assert qr_svg(ruleset_url(SITE, "ropta-2023", "fr"), SHEET_QR_MM) in ready
    monkeypatch.setattr(sheet, "site_url", lambda: "http://127.0.0.1:8000/")
    assert "<svg" not in render_html(house, base, "fr")  # a local address: no QR code, as before


def test_a_qr_code_is_printed_large_enough_for_its_modules() -> None:
    short, long = qr_svg("https://a.example/", SHEET_QR_MM), qr_svg("https://a.example/#" + "x" * 400, SHEET_QR_MM)
    assert f"width:{SHEET_QR_MM}mm" in short  # a short address: the page's own size
    width = float(long.split("width:")[1].split("mm")[0])
    assert width > SHEET_QR_MM and width / QR_MODULE_MM >= 57  # version 10 at least: 57 modules


def test_markup_in_the_event_is_escaped_where_the_sheet_shows_it(base: Base) -> None:
    markup = "<img src=x onerror=alert(1)>"
    link = (f"{SITE}rules/ropta-2023/#t=1&base=ropta-2023&event.name={quote_plus(markup)}&event.date=2026-12-03"
            f"&event.venue={quote_plus('<b>Club</b>')}&event.td_contact=Cam")
    house = _read(link, base)
    assert house.config.event.name == markup
    for lang in ("fr", "en"):
        html = render_html(house, base, lang)
        assert markup not in html and "<b>Club" not in html and "&lt;img src=x" in html


@pytest.mark.parametrize(("query", "said_en", "said_fr"), [
    (f"base=ropta-2023&{EVENT}&choices.no_such_choice=3", "choices.no_such_choice: unknown parameter",
     "règle inconnue"),
    (f"base=ropta-2023&{EVENT}&choices.time_seconds=5", "5 is out of range", "hors des valeurs permises"),
    (f"base=ropta-2023&{EVENT}&choices.time_seconds=forty", "'forty' is not a whole number", "nombre entier"),
    (f"base=ropta-2023&{EVENT}&choices.time_seconds=45&choices.time_seconds=60", "is given twice", ""),
    (f"base=no-such-rulebook&{EVENT}", "unknown base", ""),
    ("base=ropta-2023&event.name=Jeudi", "event.date: to be filled in", "event.date"),
    (f"base=ropta-2023&{EVENT}&url=https://elsewhere.example/", "url: unknown key", "clé inconnue"),
    (f"base=ropta-2023&{EVENT}&details.rebuys=true", "details: unknown key", "clé inconnue"),
    (f"base=ropta-2023&{EVENT}&topics=penalties", "topics: unknown key", ""),
    (f"base=ropta-2023&event.name=%E2%80%AEJeudi&{EVENT[16:]}", "U+202E cannot be printed", ""),
    (f"base=ropta-2023&{EVENT}&choices.time_seconds=5&choices.balancing_threshold=-1", "(and one more problem)",
     "(et un autre problème)"),
    (f"base=ropta-2023&{EVENT}&choices.time_seconds=5&choices.balancing_threshold=-1&choices.x=1",
     "(and 2 more problems)", "(et 2 autres problèmes)"),
])
def test_a_link_is_refused_by_the_builders_own_rules(base: Base, query: str, said_en: str, said_fr: str) -> None:
    err = _refusal(f"{SITE}rules/ropta-2023/#t=1&{query}", base)
    assert err.said("en").startswith("This tournament link is refused: ") and said_en in err.said("en")
    assert err.said("fr").startswith("Ce lien de tournoi est refusé\u00a0: ") and said_fr in err.said("fr")


@pytest.mark.parametrize("link", [SITE, f"{SITE}#", f"{SITE}#t=2&base=ropta-2023", f"{SITE}#base=ropta-2023",
                                  "#t=1", "t", "%%%", f"{SITE}#t=1x"])
def test_what_is_not_a_tournament_link_is_said_so(base: Base, link: str) -> None:
    err = _refusal(link, base)
    assert err.said("en") == "This is not a Floorbook tournament link, or it is incomplete."
    assert err.said("fr").startswith("Ce lien n’est pas un lien de tournoi")


def test_a_100_kb_link_is_refused_before_it_is_read(base: Base) -> None:
    link = f"{SITE}#t=1&base=ropta-2023&{EVENT}&" + "&".join(f"choices.c{i}=1" for i in range(12_000))
    assert len(link) > 100_000
    start = time.perf_counter()
    err = _refusal(link, base)
    assert time.perf_counter() - start < 0.1
    assert err.said("en") == f"This link of {len(link)} characters is too long: at most {LINK_CHARS}."
    assert err.said("fr") == f"Ce lien de {len(link)} caractères est trop long\u00a0: {LINK_CHARS} au plus."


def test_the_command_prints_the_link(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
                                     tmp_path: Path) -> None:
    monkeypatch.setenv("FLOORBOOK_SITE_URL", SITE)
    example = str(REPO / "examples" / "club-freezeout-ropta.yaml")
    assert main(["sheet", example, "--link"]) == 0
    short = capsys.readouterr()
    assert short.out.startswith(SITE + "rules/ropta-2023/#t=1&") and short.err == ""
    assert main(["booklet", example, "--link", "--with-local-rules", "--lang", "en"]) == 0
    long = capsys.readouterr().out
    assert long.startswith(SITE + "en/rules/ropta-2023/#t=1&") and "additions.0.fr=" in long
    assert main(["booklet", "ropta-2023", "--link"]) == 1
    assert "a rulebook alone has no tournament link" in capsys.readouterr().err
    assert main(["sheet", example]) == 2 and "--link" in capsys.readouterr().err
    monkeypatch.setenv("FLOORBOOK_SITE_URL", "http://127.0.0.1:8000/")
    assert main(["sheet", example, "--link"]) == 0
    assert "local address" in capsys.readouterr().err


def test_a_link_too_long_is_refused_by_the_command_in_one_line(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("FLOORBOOK_SITE_URL", SITE)
    rules = "".join(f"  - fr: Règle locale numéro {i}, {'é' * 300}\n" for i in range(4))
    config = (REPO / "examples" / "club-freezeout-ropta.yaml").read_text(encoding="utf-8").split("additions:")[0]
    path = tmp_path / "house.yaml"
    path.write_text(config + "additions:\n" + rules, encoding="utf-8")
    assert main(["sheet", str(path), "--link"]) == 0  # without the local rules: short
    capsys.readouterr()
    assert main(["sheet", str(path), "--link", "--with-local-rules", "--lang", "fr"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("floorbook: Ce lien de ") and err.count("\n") == 1 and "Traceback" not in err
