"""The command line contracts: export, validate, and the help naming every subcommand."""

from __future__ import annotations

import json

from floorbook.cli import main
from tests.conftest import CHAPTER


def test_export_contract(make_base, capsys) -> None:
    root = make_base()
    assert main(["--root", str(root), "export"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert {"sources", "articles", "topics", "scenarios", "glossary"} <= data.keys()
    article = data["articles"][1]
    for key in ("id", "source", "number", "title", "text", "topics", "see_also"):
        assert key in article
    assert article["id"] == "demo/2"
    assert article["title"] == {"fr": "Second article", "en": None}
    assert article["text"] == {"fr": "Le texte du second article.", "en": None}
    assert data["sources"][0]["chapters"][0]["articles"] == ["demo/1", "demo/2"]


def test_validate_ok(make_base, capsys) -> None:
    assert main(["--root", str(make_base()), "validate"]) == 0
    assert "2 articles" in capsys.readouterr().out


def test_validate_broken_base_exits_non_zero_with_readable_errors(make_base, capsys) -> None:
    broken = CHAPTER.replace("see_also: [demo/1]", "see_also: [demo/9]")
    assert main(["--root", str(make_base(chapter=broken)), "validate"]) == 1
    err = capsys.readouterr().err
    assert "1 problem(s) in the data" in err
    assert "rules/demo/01-test.yaml:17: articles[1].see_also[0]: refers to an unknown article" in err


def test_export_refuses_broken_base(make_base, capsys) -> None:
    broken = CHAPTER.replace('    number: "2"\n', "")
    assert main(["--root", str(make_base(chapter=broken)), "export"]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""  # nothing half-written on stdout
    assert "number: is required but missing" in captured.err


def test_fidelity_command(make_base, capsys) -> None:
    root = make_base()
    assert main(["--root", str(root), "fidelity", "demo"]) == 0
    assert "100.00% of article sentences found" in capsys.readouterr().out
    assert main(["--root", str(root), "fidelity", "nope"]) == 2


def test_real_export_counts(base, capsys) -> None:
    assert main(["export"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert len(data["articles"]) == len(base.articles)
    ids = [a["id"] for a in data["articles"]]
    assert len(ids) == len(set(ids))


def test_the_module_docstring_names_every_subcommand() -> None:
    """``floorbook --help`` opens with the module's docstring: it names every subcommand, and no other."""
    import re

    from floorbook import cli

    commands = set(re.search(r"\{([^}]*)\}", cli.build_parser().format_usage()).group(1).split(","))
    summary = cli.__doc__.split(":", 1)[1]
    named = {word for group in re.findall(r"\(([^)]*)\)", summary) for word in re.split(r",\s*", group)}
    assert named == commands
