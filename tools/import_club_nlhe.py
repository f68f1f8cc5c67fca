"""One-time import of club-nlhe (seeds/004_3b7cd3972c09c00b.txt) into rules/club-nlhe/.

Seed shape: a title (2 lines), sections "01. Title" .. "17. Title", each holding bullets
"  • …" (top level: one article each) and sub-bullets "    • …" (kept inside the article as a
Markdown list). Section 01 holds only an image file name: it yields no article (declared noise).
Article numbers "<section>.<n>" are ours (n counts the top-level bullets of the section).

Run: /work/main/.venv/bin/python tools/import_club_nlhe.py
"""

from __future__ import annotations

import re
import sys
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import yamlio  # noqa: E402

SOURCE_ID = "club-nlhe"
SEED = "seeds/004_3b7cd3972c09c00b.txt"
OUT = ROOT / "rules" / SOURCE_ID

# 1-based seed lines that are not content (see seed_noise below).
TOP_OF_PAGE = 1
TITLE_LINES = (3, 4)
SECTION_01_HEADING = 6
IMAGE_LINE = 8
BOTTOM_OF_PAGE = 371

SECTION = re.compile(r"^(\d\d)\. (.+?)\s*$")
BULLET = re.compile(r"^( *)• (.*?)\s*$")


def slugify(value: str) -> str:
    value = unicodedata.normalize("NFKD", value.replace("’", "-").replace("'", "-"))
    value = "".join(c for c in value if not unicodedata.combining(c)).lower()
    return re.sub(r"[^a-z0-9]+", "-", value).strip("-")


def parse(lines: list[str]) -> list[dict]:
    """Sections with their top-level bullets, each bullet with its (level, text) sub-items."""
    sections: list[dict] = []
    for n, raw in enumerate(lines, start=1):
        if n in (TOP_OF_PAGE, *TITLE_LINES, SECTION_01_HEADING, IMAGE_LINE, BOTTOM_OF_PAGE):
            continue
        line = raw.replace("\u00a0", " ")
        if not line.strip():
            continue
        m = SECTION.match(line)
        if m:
            sections.append({"number": m.group(1), "title": m.group(2), "bullets": [], "line": n})
            continue
        m = BULLET.match(line)
        if not m:
            raise SystemExit(f"{SEED}:{n}: unexpected line {raw!r}")
        indent = len(m.group(1))
        if indent % 2 or indent < 2:
            raise SystemExit(f"{SEED}:{n}: unexpected indent {indent}")
        level = indent // 2 - 1  # 0 = top-level bullet
        if not sections:
            raise SystemExit(f"{SEED}:{n}: bullet before any section")
        bullets = sections[-1]["bullets"]
        if level == 0:
            bullets.append({"text": m.group(2), "subs": [], "line": n})
        else:
            if not bullets:
                raise SystemExit(f"{SEED}:{n}: sub-bullet before any bullet")
            bullets[-1]["subs"].append((level, m.group(2)))
    return sections


def article_text(bullet: dict) -> str:
    out = bullet["text"]
    if bullet["subs"]:
        items = ["  " * (level - 1) + "- " + text for level, text in bullet["subs"]]
        out += "\n\n" + "\n".join(items)
    return out + "\n"


# Article-level notes, keyed by article key (our remarks only).
ARTICLE_NOTES: dict[str, list[dict]] = {}


def main() -> None:
    lines = (ROOT / SEED).read_text(encoding="utf-8").replace("\r", "").split("\n")
    assert lines[TOP_OF_PAGE - 1].strip() == "top of page"
    assert lines[BOTTOM_OF_PAGE - 1].strip() == "bottom of page"
    assert lines[SECTION_01_HEADING - 1].strip() == "01. Combinaisons cartes"
    assert lines[IMAGE_LINE - 1].strip() == "Combinaisons-NLHE-5C-01.PNG"
    title_lines = [lines[i - 1].strip() for i in TITLE_LINES]
    assert title_lines == ["Règles du Texas Hold'Hem", "No Limit (sans croupier)"]

    sections = parse(lines)
    OUT.mkdir(parents=True, exist_ok=True)
    for old in OUT.glob("[0-9][0-9]-*.yaml"):
        old.unlink()

    counts: list[tuple[str, int]] = []
    for section in sections:
        number = section["number"]
        short = str(int(number))
        articles = []
        for i, bullet in enumerate(section["bullets"], start=1):
            key = f"{short}.{i}"
            article: dict = {"key": key, "number": key, "text": {"fr": article_text(bullet)}}
            if key in ARTICLE_NOTES:
                article["notes"] = ARTICLE_NOTES[key]
            articles.append(article)
        if not articles:
            raise SystemExit(f"section {number} has no bullet")
        counts.append((number, len(articles)))
        data = {"chapter": {"number": number, "title": {"fr": section["title"]}}, "articles": articles}
        yamlio.write(OUT / f"{number}-{slugify(section['title'])}.yaml", data)

    source = {
        "id": SOURCE_ID,
        "kind": "rulebook",
        "base": None,
        "short_title": "Club NLHE",
        "title": {"fr": "Règles du Texas Hold'Hem No Limit (sans croupier)"},
        "version": None,
        "date": None,
        "authors": [],
        "translators": [],
        "publisher": None,
        "original_language": "fr",
        "language": "fr",
        "seed": SEED,
        "preamble": {"fr": "\n\n".join(title_lines) + "\n"},
        "notes": [
            {
                "kind": "editorial",
                "fr": "Les numéros <section>.<n> sont les nôtres : la source numérote les sections, pas les puces.",
                "en": "The <section>.<n> numbers are ours: the source numbers its sections, not its bullet points.",
            },
            {
                "kind": "source-irregularity",
                "fr": "La section 01 « Combinaisons cartes » ne contient que le nom d’un fichier image "
                      "(Combinaisons-NLHE-5C-01.PNG, le tableau des combinaisons de cartes), image absente "
                      "du texte : elle ne donne aucun article.",
                "en": "Section 01 “Combinaisons cartes” (hand rankings) holds only an image file name "
                      "(Combinaisons-NLHE-5C-01.PNG, the hand-rankings picture), and the picture is not in "
                      "the text: it yields no article.",
            },
            {
                "kind": "editorial",
                "fr": "Aucun auteur n’est indiqué. Le texte dit s’appuyer notamment sur le « Robert’s rules of "
                      "poker » de Bob Ciaffone et sur le TDA (Tournament Directors Association) pour les règles "
                      "communes, et sur des sites locaux pour les règles sans croupier (article 2.1).",
                "en": "No author is given. The text says it draws, among others, on Bob Ciaffone’s “Robert’s "
                      "Rules of Poker” and the TDA (Tournament Directors Association) for the common rules, "
                      "and on local sites for the dealerless rules (article 2.1).",
            },
        ],
        "seed_noise": [
            {"lines": [TOP_OF_PAGE, TOP_OF_PAGE], "reason": "\"top of page\": web page navigation link, not content"},
            {"lines": [SECTION_01_HEADING, SECTION_01_HEADING],
             "reason": "heading \"01. Combinaisons cartes\": section 01 holds only the hand-rankings picture, "
                       "absent from the text (no article; see the source notes)"},
            {"lines": [IMAGE_LINE, IMAGE_LINE],
             "reason": "image file name (Combinaisons-NLHE-5C-01.PNG), the picture is not in the text"},
            {"lines": [BOTTOM_OF_PAGE, BOTTOM_OF_PAGE],
             "reason": "\"bottom of page\": web page navigation link, not content"},
        ],
    }
    yamlio.write(OUT / "source.yaml", source)

    total = sum(c for _, c in counts)
    print(" ".join(f"{n}:{c}" for n, c in counts), f"total={total}")


if __name__ == "__main__":
    main()
