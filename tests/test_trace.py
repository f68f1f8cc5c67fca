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


def test_show_lists_the_engine_functions_citing_the_article(capsys) -> None:
    """The multiple-chip rule of ROPTA is named by id in the chip-push situation and the helpers applying it;
    each entry's file and line point at the function's ``def``, and its lines at the id."""
    assert main(["show", "ropta-2023/9.13", "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    functions = {f["function"]: f for f in shown["engine_functions"]}
    assert {"chips._chip_push_situation", "chips.interpret_push", "chips.chip_removed"} <= set(functions)
    for name, f in functions.items():
        lines = (REPO / f["file"]).read_text(encoding="utf-8").splitlines()
        assert lines[f["line"] - 1].lstrip().startswith(f"def {name.rsplit('.', 1)[1]}("), name
        assert all("ropta-2023/9.1" in lines[n - 1] for n in f["cited_at"]), name  # 9.13, or a range 9.11 to 9.13
    assert "parameters" in shown and "scenarios" in shown  # the keys shown before are kept
    assert main(["show", "ropta-2023/9.13"]) == 0
    text = capsys.readouterr().out
    assert "engine functions citing it:" in text
    assert f"chips.chip_removed  floorbook/engine/chips.py:{functions['chips.chip_removed']['line']}" in text


def test_show_counts_an_article_inside_a_cited_range(capsys) -> None:
    """``club-tournois/8-9 to club-tournois/8-12`` names 8-10 and 8-11 too."""
    assert main(["show", "club-tournois/8-10", "--json"]) == 0
    assert "button.next_hand" in {f["function"] for f in json.loads(capsys.readouterr().out)["engine_functions"]}


def test_show_says_when_no_engine_function_cites_the_article(capsys) -> None:
    assert main(["show", "tda-2019/PR-3"]) == 0  # players' personal belongings: no rule of the engine
    assert "no engine function cites this article" in capsys.readouterr().out
