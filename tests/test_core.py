"""The engine's core needs nothing but the standard library: it imports no
pydantic, no YAML and no loader; it loads the rulesets from the parameters' JSON document and
rules every scenario's input the same as the normal path (YAML, pydantic). Every public ruling of
the core has a doctest, and the doctests pass (item 6)."""

from __future__ import annotations

import ast
import doctest
import importlib
import inspect
import json
import pkgutil
import subprocess
import sys
import textwrap
import threading
from pathlib import Path
from typing import Any

import pytest

import floorbook.engine
from floorbook.cli import main
from floorbook.corpus.files import held_lock
from floorbook.corpus.inputs import InvalidInput, read_input, situations_json
from floorbook.corpus.parameters import load_rulesets, parameters_document
from floorbook.corpus.scenarios import load_all
from floorbook.engine import SITUATIONS
from floorbook.engine.outcomes import Ruling
from floorbook.engine.registry import InputError
from floorbook.engine.rulesets import rulesets_from_json

REPO = Path(__file__).resolve().parent.parent
CORE = [importlib.import_module(f"floorbook.engine.{m.name}") for m in pkgutil.iter_modules(floorbook.engine.__path__)]
NOT_CHAPTERS = ("outcomes", "registry", "rulesets", "declarations", "bounds")
CHAPTERS = [m for m in CORE if m.__name__.rsplit(".", 1)[1] not in NOT_CHAPTERS]


# --- what the core imports ----------------------------------------------------------------------------


@pytest.mark.parametrize("module", CORE, ids=lambda m: m.__name__)
def test_the_core_imports_only_the_standard_library_and_itself(module: Any) -> None:
    tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
    imported = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    imported |= {node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and not node.level}
    outside = sorted(name for name in imported if not name.startswith("floorbook.engine")
                     and name.split(".")[0] not in sys.stdlib_module_names and name != "__future__")
    assert outside == [], f"{module.__name__} imports {outside}"


BLOCKER = textwrap.dedent("""\
    import importlib.abc, sys

    class Blocked(importlib.abc.MetaPathFinder):
        # pydantic, YAML and the loader are not installed, as far as the core can tell
        def find_spec(self, name, path=None, target=None):
            if (name.split(".")[0] in ("pydantic", "pydantic_core", "yaml")
                    or name.startswith("floorbook.corpus.loader")):
                raise ImportError(f"{name} is not available to the core")
            return None

    sys.meta_path.insert(0, Blocked())
    """)

CHILD = BLOCKER + textwrap.dedent("""\
    import json

    from floorbook.engine import SITUATIONS
    from floorbook.engine.rulesets import rulesets_from_json

    data = json.loads(open(sys.argv[1], encoding="utf-8").read())
    rulesets = rulesets_from_json(data["parameters"])
    results = []
    for case in data["cases"]:
        situation = SITUATIONS[case["situation"]]
        inp = situation.read(case["input"])
        try:
            got = {"outcome": situation.run(inp, rulesets[case["ruleset"]]).as_dict()}
        except ValueError as err:
            got = {"error": str(err)}
        results.append(json.loads(json.dumps(got)))
    leaked = sorted(m for m in sys.modules if m.split(".")[0] in ("pydantic", "yaml") or m == "floorbook.corpus.loader")
    print(json.dumps({"results": results, "leaked": leaked}))
    """)


def _cases() -> list[dict[str, Any]]:
    """Every computable scenario's input under every ruleset, with the normal path's outcome."""
    rulesets = load_rulesets()
    out = []
    for _, sc in load_all():
        if not sc.computable:
            continue
        situation = SITUATIONS[sc.situation or ""]
        inp = read_input(situation, sc.input)
        for rid in sorted(rulesets):
            try:
                expected = {"outcome": situation.run(inp, rulesets[rid]).as_dict()}
            except ValueError as err:
                expected = {"error": str(err)}
            out.append({"scenario": sc.id, "situation": situation.name, "ruleset": rid, "input": sc.input,
                        "expected": json.loads(json.dumps(expected))})
    return out


def test_the_core_rules_every_scenario_from_json_without_pydantic_or_yaml(tmp_path: Path) -> None:
    cases = _cases()
    assert len({c["scenario"] for c in cases}) > 200 and len({c["situation"] for c in cases}) >= 25
    exported = tmp_path / "engine.json"
    exported.write_text(json.dumps({"parameters": parameters_document(), "cases": cases}), encoding="utf-8")
    child = subprocess.run([sys.executable, "-c", CHILD, str(exported)], cwd=REPO, capture_output=True, text=True,
                           timeout=300)
    assert child.returncode == 0, child.stderr
    report = json.loads(child.stdout)
    assert report["leaked"] == []
    differ = [(c["scenario"], c["ruleset"], c["expected"], got)
              for c, got in zip(cases, report["results"], strict=True) if got != c["expected"]]
    assert differ == []


def test_the_core_cannot_import_the_edge_when_pydantic_is_missing() -> None:
    """The blocker works: the edge needs pydantic, the core does not."""
    probe = BLOCKER + textwrap.dedent("""\
        import floorbook.engine
        try:
            import floorbook.corpus.inputs
        except ImportError:
            print("ok")
        """)
    child = subprocess.run([sys.executable, "-c", probe], cwd=REPO, capture_output=True, text=True, timeout=60)
    assert child.stdout.strip() == "ok", child.stderr


# --- the JSON document -------------------------------------------------------------------------------------


def test_the_json_document_gives_back_the_same_rulesets() -> None:
    doc = json.loads(json.dumps(parameters_document()))  # through JSON text: mapping keys become strings
    assert rulesets_from_json(doc) == load_rulesets()
    assert sorted(doc) == ["declarations", "rulesets", "version"]
    assert doc["rulesets"]["fivebet"]["base"] == "tda-2019"
    assert doc["rulesets"]["fivebet"]["parameters"]["heads_up_antes"]["ruleset"] == "fivebet"
    assert doc["rulesets"]["fivebet"]["parameters"]["min_bet"]["ruleset"] == "tda-2019"  # inherited, composed
    # a value of ours carries its interpretation, inherited with it; a value the text states has none
    dead = doc["rulesets"]["fivebet"]["parameters"]["dead_button"]
    assert dead["interpretation"]["borrows"] == ["tda-2010/24"] and dead["interpretation"]["reason"]["en"]
    assert "interpretation" not in doc["rulesets"]["ropta-2023"]["parameters"]["dead_button"]


def test_a_broken_json_document_is_refused_with_every_problem() -> None:
    doc = json.loads(json.dumps(parameters_document()))
    doc["rulesets"]["tda-2019"]["parameters"]["multiple_chips_removed"]["value"] = "larguest"
    del doc["rulesets"]["ropta-2023"]["parameters"]["min_bet"]
    with pytest.raises(ValueError) as err:
        rulesets_from_json(doc)
    assert "rulesets.tda-2019.parameters.multiple_chips_removed.value: 'larguest' is not allowed" in str(err.value)
    assert "rulesets.ropta-2023: missing min_bet" in str(err.value)
    with pytest.raises(ValueError, match="not a parameters document"):
        rulesets_from_json({"rulesets": {}})
    doc = json.loads(json.dumps(parameters_document()))
    doc["rulesets"]["tda-2019"]["parameters"]["dead_button"]["interpretation"] = {"reason": {"fr": "Lu."}}
    with pytest.raises(ValueError, match=r"rulesets\.tda-2019\.parameters\.dead_button\.interpretation: reason"):
        rulesets_from_json(doc)


def test_cli_parameters_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["parameters", "--json"]) == 0
    assert rulesets_from_json(capsys.readouterr().out) == load_rulesets()
    assert main(["parameters"]) == 0
    assert "multiple_chips_removed: club-nlhe=\"silent\"" in capsys.readouterr().out


# --- inputs: the edge (pydantic) and the core (standard library) agree ------------------------------------


def test_each_situation_has_a_json_schema(capsys: pytest.CaptureFixture[str]) -> None:
    schemas = situations_json()
    assert set(schemas) == set(SITUATIONS)
    push = schemas["chip_push"]["input"]
    assert push["additionalProperties"] is False
    assert push["properties"]["chips"]["items"]["minimum"] == 1 and push["properties"]["chips"]["minItems"] == 1
    assert push["properties"]["already_in"]["minimum"] == 0
    assert "description" in push["properties"]["current_bet"]
    assert main(["check", "--situations", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == json.loads(json.dumps(schemas))


def test_every_scenario_input_reads_the_same_at_the_edge_and_in_the_core() -> None:
    for _, sc in load_all():
        if sc.computable:
            assert SITUATIONS[sc.situation or ""].read(sc.input) == read_input(sc.situation or "", sc.input), sc.id


@pytest.mark.parametrize(("situation", "data", "where", "message"), [
    ("killed_hand", {"contributions": {"A": -500, "B": 1000}, "player": "A"}, ("contributions", "A"),
     "-500 is impossible: an amount cannot be negative"),
    ("min_raise", {"big_blnd": 100}, ("big_blnd",),
     "is not a known field; known: big_blind, street, current_bet, last_full_raise"),
    ("min_raise", {"street": "preflop"}, ("big_blind",), "is required"),
    ("betting_round", {"big_blind": 100, "actions": [{"player": "A", "kind": "bet", "to": 10, "x": 1}], "ask": "B"},
     ("actions", 0, "x"), "is not a known field; known: player, kind, to"),
    ("chip_race", {"removed": 25, "race_to": 100, "odd_chips": {"A": 1}, "cards": {"A": ["Zz"]}}, ("cards", "A", 0),
     "not a card: 'Zz'"),
    ("min_raise", {"big_blind": 100, "current_bet": 300, "last_full_raise": 400}, (),
     "last_full_raise (400) is more than the current bet (300): a raise is part of the bet"),
])
def test_refused_inputs_name_the_field_in_both_paths(situation: str, data: dict[str, Any], where: tuple,
                                                     message: str) -> None:
    with pytest.raises(InvalidInput) as edge:
        read_input(situation, data)
    assert any(loc == where and message in msg for loc, msg in edge.value.problems), edge.value.problems
    with pytest.raises(InputError) as core:
        SITUATIONS[situation].read(data)
    assert core.value.loc == where and message in core.value.message, (core.value.loc, core.value.message)


# --- doctests ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("module", CORE, ids=lambda m: m.__name__)
def test_the_core_doctests_pass(module: Any) -> None:
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


@pytest.mark.parametrize("module", CHAPTERS, ids=lambda m: m.__name__)
def test_every_public_ruling_has_a_doctest(module: Any) -> None:
    """PokerKit's habit: each ruling shows, with a small ruleset, what it rules."""
    rulings = [name for name, fn in inspect.getmembers(module, inspect.isfunction)
               if fn.__module__ == module.__name__ and not name.startswith("_")
               and inspect.signature(fn).return_annotation in (Ruling, "Ruling")]
    assert rulings, module.__name__
    undocumented = [name for name in rulings if ">>>" not in (getattr(module, name).__doc__ or "")]
    assert undocumented == []


def test_a_held_lock_makes_the_other_holder_wait(tmp_path: Path) -> None:
    """Two builds sharing a cache: the second takes the lock only once the first has let it go."""
    order: list[str] = []
    taken = threading.Event()

    def second() -> None:
        taken.wait()
        with held_lock(tmp_path / ".lock"):
            order.append("second")

    thread = threading.Thread(target=second)
    thread.start()
    with held_lock(tmp_path / ".lock"):
        taken.set()
        thread.join(timeout=0.5)  # it cannot finish while the lock is held
        order.append("first")
    thread.join()
    assert order == ["first", "second"]
