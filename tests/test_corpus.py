"""The corpus is complete: every article of the five rulebooks."""

from __future__ import annotations

import re

import pytest

from floorbook.corpus.models import Kind


def numbers(base, source: str) -> list[str]:
    return [a.number for a in base.source_articles(source)]


def test_all_sources_present(base) -> None:
    assert set(base.sources) == {"tda-2010", "tda-2019", "fivebet", "ropta-2023", "club-tournois", "club-nlhe"}


def test_tda_2010_has_44_rules(base) -> None:
    assert numbers(base, "tda-2010") == [str(n) for n in range(1, 45)]


def test_tda_2019_rules_procedures_and_addendum(base) -> None:
    nums = numbers(base, "tda-2019")
    assert nums == [str(n) for n in range(1, 72)] + [f"PR-{n}" for n in range(1, 15)]
    with_addendum = [a for a in base.source_articles("tda-2019") if a.addendum]
    assert len(with_addendum) == 13  # 14 entries: rule 53 has two (53-A and 53-B)
    assert sum(len(a.addendum) for a in with_addendum) == 14
    assert len(base.articles["tda-2019/53"].addendum) == 2
    for rule in ("10", "16", "18", "20", "38", "40", "43", "45", "46", "47", "51", "52", "53"):
        assert base.articles[f"tda-2019/{rule}"].addendum, f"rule {rule} has no addendum"


def test_ropta_has_97_articles_with_both_9_22(base) -> None:
    nums = numbers(base, "ropta-2023")
    assert len(nums) == 97
    assert nums.count("9.22") == 2
    assert {"ropta-2023/9.22", "ropta-2023/9.22-bis"} <= base.articles.keys()
    chapters = [c.number for c in base.sources["ropta-2023"].chapters]
    assert chapters == [str(n) for n in range(1, 12)]
    for n in ("5", "7", "11"):
        assert next(c for c in base.sources["ropta-2023"].chapters if c.number == n).intro


def test_club_tournois_items(base) -> None:
    nums = numbers(base, "club-tournois")
    assert nums[0] == "1-1" and nums[-1] == "15-2"
    assert "1-3" not in nums
    assert all(re.fullmatch(r"\d+-\d+", n) for n in nums)
    assert len(nums) == 97
    variants = [a for a in base.source_articles("club-tournois") if a.variants]
    assert variants, "the (inter : …) notes are kept as variants"
    for a in variants:
        assert "inter :" not in a.text.fr and "(inter" not in a.text.fr


def test_club_nlhe_bullets(base) -> None:
    arts = base.source_articles("club-nlhe")
    assert 110 <= len(arts) <= 130
    assert all(re.fullmatch(r"\d{1,2}\.\d+", a.number) for a in arts)
    assert {a.number.split(".")[0] for a in arts} == {str(n) for n in range(2, 18)}
    assert base.articles["club-nlhe/10.7"]


@pytest.mark.parametrize("target", ["4", "6", "17", "23", "25", "34", "PR-3", "PR-12"])
def test_fivebet_overlays(base, target: str) -> None:
    assert base.sources["fivebet"].data.kind is Kind.overlay
    assert base.sources["fivebet"].data.base == "tda-2019"
    assert base.overlays_on(f"tda-2019/{target}"), f"no Fivebet particularity on TDA 2019 {target}"


def test_fivebet_text_is_not_in_tda_2019(base) -> None:
    for a in base.source_articles("tda-2019"):
        assert "Fivebet" not in a.text.fr, f"{a.id} still holds a Fivebet passage"


def test_layout_noise_is_gone(base) -> None:
    for a in base.articles.values():
        text = a.text.fr.lower()
        for noise in ("top of page", "bottom of page", ".png", "voir le deal", "table des matieres"):
            assert noise not in text, f"{a.id} contains layout noise {noise!r}"
