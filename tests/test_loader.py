"""The loader refuses every kind of malformed input with one clear, located message."""

from __future__ import annotations

import datetime

import pytest

from floorbook.corpus.loader import LoadError, load_base
from floorbook.reading.yamlfile import line_at, parse_text
from tests.conftest import CHAPTER, SOURCE


def problems(root) -> list[str]:
    with pytest.raises(LoadError) as err:
        load_base(root)
    return [str(p) for p in err.value.problems]


def test_valid_fixture_loads(make_base) -> None:
    base = load_base(make_base())
    assert list(base.articles) == ["demo/1", "demo/2"]
    assert base.cite("demo/2") == "Démo 2"
    assert base.articles["demo/2"].line == 11


def test_yaml_syntax_error_names_file_and_line(make_base) -> None:
    broken = CHAPTER.replace('    number: "2"', '    number: "2\n    oops: [')
    [msg] = problems(make_base(chapter=broken))
    assert msg.startswith("rules/demo/01-test.yaml:")
    assert "YAML syntax error" in msg
    line = int(msg.split(":")[1])
    assert 12 <= line <= 20


def test_missing_field(make_base) -> None:
    broken = CHAPTER.replace('    number: "2"\n', "")
    [msg] = problems(make_base(chapter=broken))
    assert msg == "rules/demo/01-test.yaml:11: articles[1].number: is required but missing"


def test_empty_text(make_base) -> None:
    broken = CHAPTER.replace("fr: Le texte du second article.", 'fr: "  "')
    [msg] = problems(make_base(chapter=broken))
    assert msg == "rules/demo/01-test.yaml:16: articles[1].text.fr: must not be empty"


def test_unknown_field_is_named(make_base) -> None:
    broken = CHAPTER.replace("    see_also: [demo/1]", "    see_also: [demo/1]\n    sea_also: []")
    [msg] = problems(make_base(chapter=broken))
    assert "articles[1].sea_also: is not a known field" in msg
    assert msg.startswith("rules/demo/01-test.yaml:18:")


def test_duplicate_id(make_base) -> None:
    broken = CHAPTER.replace('key: "2"', 'key: "1"')
    [msg] = problems(make_base(chapter=broken))
    assert "duplicate article id 'demo/1'" in msg
    assert "first declared at rules/demo/01-test.yaml:5" in msg


def test_duplicate_id_across_files(make_base) -> None:
    root = make_base(extra={"rules/demo/02-more.yaml": CHAPTER})
    msgs = problems(root)
    assert len(msgs) == 2
    assert all(m.startswith("rules/demo/02-more.yaml:") and "duplicate article id" in m for m in msgs)


def test_reference_to_unknown_article(make_base) -> None:
    broken = CHAPTER.replace("see_also: [demo/1]", "see_also: [demo/9]")
    [msg] = problems(make_base(chapter=broken))
    assert msg == ("rules/demo/01-test.yaml:17: articles[1].see_also[0]: "
                   "refers to an unknown article: no article 'demo/9' in demo")


def test_reference_to_unknown_source(make_base) -> None:
    broken = CHAPTER.replace("see_also: [demo/1]", "see_also: [tda-2030/1]")
    [msg] = problems(make_base(chapter=broken))
    assert "unknown source 'tda-2030'; known sources: demo" in msg


def test_overlay_on_unknown_base(make_base) -> None:
    source = SOURCE.replace("short_title: Démo", "kind: overlay\nbase: tda-2030\nshort_title: Démo")
    chapter = CHAPTER.replace(
        "    see_also: [demo/1]",
        "    overlay: {target: demo/1, mode: add, reason: test}",
    ).replace(
        "      fr: Le texte du premier article. Il a deux phrases.\n",
        "      fr: Le texte du premier article. Il a deux phrases.\n"
        "    overlay: {target: demo/2, mode: override, reason: test}\n",
    )
    msgs = problems(make_base(source=source, chapter=chapter))
    assert msgs == ["rules/demo/source.yaml:3: base: unknown source 'tda-2030'; known sources: demo"]


def test_bad_enum_value(make_base) -> None:
    source = SOURCE.replace("original_language: fr", "original_language: de")
    [msg] = problems(make_base(source=source))
    assert msg.startswith("rules/demo/source.yaml:5: original_language:")
    assert "'de'" in msg


def test_source_id_must_match_folder(make_base) -> None:
    [msg] = problems(make_base(source=SOURCE.replace("id: demo", "id: demo-2")))
    assert msg == "rules/demo/source.yaml:1: id: 'demo-2' must equal the folder name 'demo'"


def test_missing_seed_file(make_base) -> None:
    [msg] = problems(make_base(source=SOURCE.replace("seeds/demo.txt", "seeds/nope.txt")))
    assert msg == "rules/demo/source.yaml:6: seed: no seed file at 'seeds/nope.txt'"


def test_every_problem_is_reported_at_once(make_base) -> None:
    broken = CHAPTER.replace('    number: "2"\n', "").replace("see_also: [demo/1]", "see_also: [demo/9]")
    root = make_base(chapter=broken, source=SOURCE.replace("seeds/demo.txt", "seeds/nope.txt"))
    msgs = problems(root)
    assert len(msgs) == 2  # the invalid chapter file is refused whole: its reference is not judged
    assert any("number: is required" in m for m in msgs)
    assert any("no seed file" in m for m in msgs)


def test_malformed_regex_in_noise(make_base) -> None:
    [msg] = problems(make_base(source=SOURCE.replace("'^\\d+\\) '", "'^(['")))
    assert "seed_noise[0].pattern" in msg
    assert "not a valid regular expression" in msg


@pytest.mark.parametrize("page", ["data-format.md", "data-format.en.md"])
def test_documented_examples_follow_the_schema(page: str) -> None:
    """The data-format guide's source.yaml and chapter examples validate against the schema."""
    import re
    from pathlib import Path

    import yaml

    from floorbook.corpus.models import ChapterFile, SourceData

    text = (Path(__file__).resolve().parent.parent / "site_src" / "guide" / page).read_text(encoding="utf-8")
    blocks = [yaml.safe_load(b) for b in re.findall(r"```yaml\n(.*?)```", text, re.S)]
    SourceData.model_validate(blocks[0])
    ChapterFile.model_validate(blocks[1])


# --- variant anchors and misprinted references ----------------------------------------

VARIANT = """\
    variants:
      - kind: international
        after: {after}
        text:
          fr: une variante
"""


def _with_variant(after: str) -> str:
    return CHAPTER.replace("    see_also: [demo/1]\n", "    see_also: [demo/1]\n" + VARIANT.format(after=after))


def test_variant_anchor_found_once_loads(make_base) -> None:
    base = load_base(make_base(chapter=_with_variant("'Le texte du second'")))
    assert base.articles["demo/2"].variants[0].after == "Le texte du second"


def test_variant_anchor_not_in_the_text(make_base) -> None:
    [msg] = problems(make_base(chapter=_with_variant("'le troisième article'")))
    assert msg == ("rules/demo/01-test.yaml:20: articles[1].variants[0].after: 'le troisième article' does not "
                   "occur in the French text of demo/2; expected a short exact quote of the passage the variant "
                   "follows, found exactly once")


def test_variant_anchor_found_twice(make_base) -> None:
    chapter = _with_variant("'article'").replace("fr: Le texte du second article.",
                                                 "fr: Le texte du second article, un article court.")
    [msg] = problems(make_base(chapter=chapter))
    assert msg.startswith("rules/demo/01-test.yaml:20: articles[1].variants[0].after: 'article' occurs 2 times")


def test_misprinted_reference_must_be_printed_in_the_text(make_base) -> None:
    note = ("    notes:\n      - kind: translator\n        fr: renvoi erroné\n"
            "        misprinted_refs: ['{n}']\n")
    chapter = CHAPTER.replace("fr: Le texte du second article.", "fr: Le texte du second article (voir règle 9).")
    ok = chapter.replace("    see_also: [demo/1]\n", "    see_also: [demo/1]\n" + note.format(n="9"))
    assert load_base(make_base(chapter=ok)).articles["demo/2"].notes[0].misprinted_refs == ["9"]
    bad = chapter.replace("    see_also: [demo/1]\n", "    see_also: [demo/1]\n" + note.format(n="7"))
    [msg] = problems(make_base(chapter=bad))
    assert msg == ("rules/demo/01-test.yaml:21: articles[1].notes[0].misprinted_refs[0]: '7' is not a number "
                   "that a reference in the text of demo/2 prints; references found: 9")


def test_a_text_read_again_gives_its_data_afresh_and_its_lines() -> None:
    """A YAML text read more than once is parsed once more, then kept: each reading gets the same data,
    a copy of its own (changing it changes no later reading), and the same lines for its problems."""
    text = "title: un\nitems:\n  - a\n  - when: 2026-11-28\n"
    readings = []
    for _ in range(4):
        problems: list = []
        data, node = parse_text(text, "x.yaml", problems)
        assert problems == [] and line_at(node, ("items", 1, "when")) == 4
        readings.append(data)
        assert data == {"title": "un", "items": ["a", {"when": datetime.date(2026, 11, 28)}]}
        data["items"].append("changed")
        data["title"] = "changed"
    assert len({id(d) for d in readings}) == 4
    problems = []
    assert parse_text("a: 1\na: 2\n", "y.yaml", problems) == (None, None)  # a problem is said at every reading
    assert parse_text("a: 1\na: 2\n", "y.yaml", problems) == (None, None)
    assert parse_text("a: 1\na: 2\n", "y.yaml", problems) == (None, None)
    assert len(problems) == 3
