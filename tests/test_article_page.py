"""The article page a floor can show (issue 14): on a phone (390 px) the rule and the way to the
previous and next articles are on the first screen; the addendum and the worked examples are folded,
with their counts; English pages keep the French one tap away for every translated part."""

from __future__ import annotations

from pathlib import Path

PHONE = {"width": 390, "height": 844}


def test_tda_2019_45_on_a_phone(server: str, browser) -> None:
    page = browser.new_page(viewport=PHONE, is_mobile=True, has_touch=True)
    page.goto(f"{server}/rules/tda-2019/45/")
    page.wait_for_load_state("networkidle")
    screen = PHONE["height"]

    def top(selector: str) -> float:
        return page.locator(selector).first.bounding_box()["y"]

    assert top(".fb-pager-top a[href*='/44/']") < screen  # previous article
    assert top(".fb-pager-top a[href*='/46/']") < screen  # next article
    assert top("article .fb-text") < screen  # the rule itself
    folds = page.locator("article details.fb-fold")
    assert folds.count() >= 2
    assert all(not folds.nth(i).evaluate("d => d.open") for i in range(folds.count()))
    summaries = [folds.nth(i).locator("summary").inner_text() for i in range(folds.count())]
    assert any("exemples illustrés" in s for s in summaries) and any("(" in s for s in summaries)
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0
    page.close()


def test_english_pages_give_the_french_of_addendum_items_and_variants(site: Path) -> None:
    addendum = (site / "en" / "rules" / "tda-2019" / "45" / "index.html").read_text(encoding="utf-8")
    assert addendum.count('class="fb-original"') >= 2  # the rule and its addendum items
    variant = (site / "en" / "rules" / "club-tournois" / "15-1" / "index.html").read_text(encoding="utf-8")
    assert variant.count('class="fb-original"') >= 2  # the item and its "inter" variant
