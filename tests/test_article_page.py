"""The article page a floor can show: on a phone (390 px) the rule and the way to the
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


# --- variants in place ------------------------------------------------------------

def _visible(page, selector: str) -> str:
    """The visible text of the elements, spaces normalised (what a reader sees)."""
    import re

    texts = page.locator(selector).all_inner_texts()
    return re.sub(r"\s+", " ", " ".join(texts)).strip()


def test_every_club_variant_is_anchored_in_both_languages(base) -> None:
    from floorbook.corpus.article_text import place_variants

    variants = [(a, v) for a in base.source_articles("club-tournois") for v in a.variants]
    assert len(variants) >= 30
    assert all(v.after for _, v in variants), "every (inter : …) variant says where it belongs"
    for a in {a.id: a for a, _ in variants}.values():
        anchors = [v.after for v in a.variants]
        fr = place_variants(a.text.fr, a.text.fr, a.variants, anchors)
        en = place_variants(a.text.fr, a.text.en, a.variants, anchors)
        # the same cuts in both languages: the same number of parts, each followed by the same variants
        assert [vs for _, vs in fr] == [vs for _, vs in en], a.id
        assert "".join(p for p, _ in fr).split() == a.text.fr.split(), a.id  # not a character changed


def test_variants_follow_the_sanction_they_change(site: Path) -> None:
    """15-1: "exclusion temporaire" replaces the 2nd sanction, "sans remboursement" the 3rd."""
    import re

    def order(lang: str) -> list[int]:
        html = (site / ("en" if lang == "en" else "") / "rules" / "club-tournois" / "15-1" / "index.html")
        text = re.sub(r"<details.*?</details>", "", html.read_text(encoding="utf-8"), flags=re.S)
        marks = {"fr": ["2ème avertissement", "exclusion temporaire", "3ème exclusion", "sans remboursement",
                        "Le directeur du tournoi"],
                 "en": ["2nd: warning", "temporary exclusion", "3rd: final exclusion", "without refund",
                        "Only the tournament director"]}[lang]
        return [text.index(m) for m in marks]

    for lang in ("fr", "en"):
        positions = order(lang)
        assert positions == sorted(positions), lang
    html = (site / "rules" / "club-tournois" / "15-1" / "index.html").read_text(encoding="utf-8")
    assert html.count('class="admonition fb-variant"') == 2
    assert "ce n’est pas la règle de ce club" in html


# --- French beside every translated part (item 3) ------------------------------------------------------

def test_english_pages_give_the_french_of_overlays_and_quoting_notes(site: Path) -> None:
    import re

    page = (site / "en" / "rules" / "tda-2019" / "71" / "index.html").read_text(encoding="utf-8")
    overlays = re.findall(r'<div class="admonition fb-overlay">.*?</div>\s*</div>', page, re.S)
    assert overlays and all('class="fb-original"' in o for o in overlays)  # Fivebet's French
    notes = (site / "en" / "rules" / "tda-2019" / "60" / "index.html").read_text(encoding="utf-8")
    assert "fb-note-quotes" in notes and "« L&#39;action acceptée s&#39;applique ici (Règle 53) »" in notes


# --- cross-references as links (item 4) ---------------------------------------------------------------

def test_references_link_to_their_article_and_the_text_stays_the_yaml_text(site: Path, server: str, browser,
                                                                             base) -> None:
    page = browser.new_page(viewport=PHONE)
    for lang, prefix in (("fr", ""), ("en", "en/")):
        page.goto(f"{server}/{prefix}rules/tda-2019/45/")
        block = "article > .fb-text"
        expected = " ".join(base.articles["tda-2019/45"].text.get(lang).split())
        assert _visible(page, block) == expected  # every character as in the YAML
        link = page.locator(f"{block} a", has_text="43").first
        assert link.get_attribute("href").endswith("../43/")
        addendum = page.locator(f"{block} a[href='#tda-2019-45-addendum']")
        assert addendum.count() == 1
    # a list of references: each number its own link; a reference in an addendum example too
    page.goto(f"{server}/rules/tda-2019/pr-6/")
    hrefs = [a.get_attribute("href") for a in page.locator("article > .fb-text a").all()]
    assert [h.rstrip("/").rsplit("/", 1)[-1] for h in hrefs] == ["10", "11", "63"]
    page.close()


def test_misprinted_or_unknown_numbers_get_no_link(base) -> None:
    from floorbook.site_build.render import Renderer
    from floorbook.urls import article_page

    def linked(aid: str, lang: str) -> str:
        a = base.articles[aid]
        return str(Renderer(base, lang).refs(a.text.get(lang), a, article_page(a)))

    for lang in ("fr", "en"):
        sixty = linked("tda-2019/60", lang)
        assert "53](" not in sixty and "25](25.md)" in sixty  # "Règle 53" is printed for 49: no link
        assert not any(f"{n}](" in linked("tda-2019/71", lang) for n in ("68", "69", "70"))
        assert "50](" not in linked("tda-2019/41", lang)
        thirty_six = linked("tda-2019/36", lang)
        assert "35D](35.md)" in thirty_six and "44B](" not in thirty_six
        assert "51-B](" not in linked("tda-2019/51", lang)  # the article itself: no link
    # without the notes' misprinted_refs, the same numbers would be links: the data drives it
    a = base.articles["tda-2019/60"]
    bare = a.model_copy(update={"notes": []})
    assert "53](53.md)" in str(Renderer(base, "fr").refs(a.text.fr, bare, article_page(a)))
    # the notes still explain them
    assert any("53" in (n.fr or "") for n in base.articles["tda-2019/60"].notes)


# --- rulebook index pages and titles (item 5) -----------------------------------------------------------

TITLED_PAGES = ["comparisons/", "glossary/", "rules/tda-2019/", "rules/club-tournois/", "en/comparisons/",
                "en/glossary/", "en/rules/ropta-2023/"]


def test_rulebook_index_title_is_the_usual_name_and_chapters_come_first(server: str, browser, base) -> None:
    page = browser.new_page(viewport=PHONE, is_mobile=True, has_touch=True)
    for sid in base.sources:
        for prefix in ("", "en/"):
            page.goto(f"{server}/{prefix}rules/{sid}/")
            assert page.locator("article h1").inner_text().strip().rstrip("¶").strip() == \
                base.sources[sid].data.short_title
            first = page.locator("article .fb-chapter-list a").first.bounding_box()
            assert first["y"] + first["height"] <= PHONE["height"], (sid, prefix)
            meta = page.locator("article .fb-meta").bounding_box()
            assert meta["y"] > first["y"]  # the metadata after the chapter list
    page.close()


def test_no_empty_band_under_page_titles(server: str, browser) -> None:
    page = browser.new_page(viewport=PHONE, is_mobile=True, has_touch=True)
    for url in TITLED_PAGES:
        page.goto(f"{server}/{url}")
        gap = page.evaluate("""() => {
          const h = document.querySelector('article h1');
          let n = h.nextElementSibling;
          while (n && n.getBoundingClientRect().height === 0) n = n.nextElementSibling;
          return n.getBoundingClientRect().top - h.getBoundingClientRect().bottom;
        }""")
        assert gap < 40, (url, gap)
    page.close()
