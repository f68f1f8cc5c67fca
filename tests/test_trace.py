"""`floorbook show ARTICLE`: from an article to the parameters citing it (value per ruleset, file and
line), the situations reading them, and its scenarios."""

from __future__ import annotations

import json

from floorbook.cli import main
from tests.conftest import REPO


def test_show_leads_from_an_article_to_the_engine(capsys) -> None:
    assert main(["show", "ropta-2023/9.13", "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["cite"] == "ROPTA 2023 9.13"
    values = {v["ruleset"]: v for v in shown["parameters"]["multiple_chips_removed"]}
    ropta = values["ropta-2023"]
    assert ropta["value"] == "largest" and ropta["cites"]
    line = (REPO / ropta["file"]).read_text(encoding="utf-8").splitlines()[ropta["line"] - 1]
    assert line.startswith("multiple_chips_removed:")  # the file and line point at the value
    assert values["fivebet"]["set_by"] == "tda-2019"  # Fivebet inherits TDA 2019's value
    assert "chip_push" in shown["situations"]["multiple_chips_removed"]
    assert "ropta-2023-9-13-ex1" in {s["id"] for s in shown["scenarios"]}


def test_show_an_unknown_article_suggests_close_ids(capsys) -> None:
    assert main(["show", "ropta-2023/9.99"]) == 2
    assert "ropta-2023/9.9" in capsys.readouterr().err


def test_show_an_article_lists_the_values_borrowing_it(capsys) -> None:
    """TDA 2019 r32 only names the dead-button rule: its value is borrowed from TDA 2010 r24, and says so."""
    assert main(["show", "tda-2010/24", "--json"]) == 0
    values = {v["ruleset"]: v for v in json.loads(capsys.readouterr().out)["parameters"]["dead_button"]}
    assert values["tda-2010"]["cites"] and values["tda-2010"]["interpretation"] is None
    assert values["tda-2019"]["borrows"] and not values["tda-2019"]["cites"]
    assert values["tda-2019"]["interpretation"]["borrows"] == ["tda-2010/24"]
    assert main(["show", "tda-2010/24"]) == 0
    assert "(interpretation of ours)" in capsys.readouterr().out
