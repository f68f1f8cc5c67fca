"""One-time import of the club-tournois rulebook (seeds/002_42321d7b1e58d559.txt) into rules/club-tournois/.

Bootstrap only: after the import the YAML files are the source of truth and are edited by hand.
Run: .venv/bin/python tools/import_club_tournois.py

Per-source knowledge hard-coded here:
- lines 1-5 are an advertisement (noise); lines 7-19 precede section 1 and go in the preamble;
  the closing line ("Voilà avec tout ca , Let's play again !") also goes in the preamble;
- sections are "N- TITLE :" lines (possibly with a "•" bullet); items start with "N-M ";
  sections 5 and 9 print their first item on the heading line;
- "(inter : …)" notes are removed from the item text and kept as variants (kind: international);
- the seed hard-wraps lines at ~120-150 characters; the only real line breaks inside items are
  listed in PARAGRAPH_BREAKS (seed line numbers), plus the "-1er/-2ème/-3ème" list of 15-1.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import yamlio  # noqa: E402

SOURCE_ID = "club-tournois"
SEED = "seeds/002_42321d7b1e58d559.txt"
OUT = ROOT / "rules" / SOURCE_ID

FIRST_BODY_LINE = 21  # "1- REGLES GENERALES :"
LAST_BODY_LINE = 302  # end of 15-2
CLOSING_LINE = 304  # "Voilà avec tout ca , Let's play again !"

# seed lines that start a new printed paragraph inside an item (not a hard wrap)
PARAGRAPH_BREAKS = {75, 141}
# seed lines whose hard wrap is kept as a line break inside the paragraph (Markdown renders it as a
# space): after "1’" (5-6) the fidelity normaliser would glue "1’ puis" into "1'puis"
KEEP_WRAP = {121}
# seed lines printed as "-1er …" list items (item 15-1)
LIST_LINES = {296, 297, 298}
# seed line after the list: a new paragraph
AFTER_LIST = {299}

SECTION_RE = re.compile(r"^[ •]*(\d{1,2})- ([A-Z][^:]*?) :\s*(.*)$")
ITEM_RE = re.compile(r"^\s*(\d{1,2}-\d{1,2}) (.*)$")

SLUGS = {
    "1": "regles-generales", "2": "la-donne", "3": "retards-et-absents", "4": "cartes-flashees",
    "5": "cartes-mortes", "6": "cartes-devoilees", "7": "recaves-et-add-ons",
    "8": "blinds-et-changements-de-place", "9": "actions-et-relances", "10": "etalage",
    "11": "effets-retroactifs", "12": "chip-race", "13": "sur-la-table", "14": "ethique",
    "15": "sanctions",
}

SEE_ALSO = {
    # "la règle du jet des cartes (ci-dessous)": the rules on throwing cards that follow
    "5-1": ["club-tournois/5-2", "club-tournois/5-3", "club-tournois/5-4"],
    # "on applique la règle du « bouton mort »"
    "8-17": ["club-tournois/8-6"],
    # "(rappel : le coup suivant commence au mélange des cartes)"
    "11-1": ["club-tournois/8-5"],
}

NOTES = {
    "1-4": [{
        "kind": "source-irregularity",
        "fr": "La source ne contient pas d'item 1-3 : l'item 1-2 est directement suivi de l'item 1-4. "
              "La numérotation imprimée est conservée telle quelle.",
        "en": "The source has no item 1-3: item 1-2 is followed directly by item 1-4. "
              "The printed numbering is kept as is.",
    }],
    "3-1": [{
        "kind": "editorial",
        "fr": "Deux notes « inter » : la première porte sur la phrase « ils ne reçoivent pas de cartes », "
              "la seconde sur le délai d'arrivée (« jusqu'à la fin des recaves »).",
        "en": "Two \"inter\" notes: the first applies to \"they receive no cards\", the second to the "
              "arrival deadline (\"until the end of the rebuy period\").",
    }],
    "13-3": [{
        "kind": "editorial",
        "fr": "Deux notes « inter » : la première porte sur « en dehors des breaks », la seconde sur le "
              "retrait du jeton posé de l'extérieur.",
        "en": "Two \"inter\" notes: the first applies to \"outside the breaks\", the second to the "
              "removal of a chip brought from outside.",
    }],
    "15-1": [{
        "kind": "editorial",
        "fr": "Deux notes « inter » : la première porte sur la 2e sanction (avertissement et amende), "
              "la seconde sur la 3e (exclusion définitive avec remboursement).",
        "en": "Two \"inter\" notes: the first applies to the 2nd sanction (warning and fine), the "
              "second to the 3rd (final exclusion with refund).",
    }],
}


def split_inter(text: str) -> tuple[str, list[str]]:
    """Remove every "(inter : …)" note (balanced parentheses) from ``text``; return text, notes.

    When the note follows a finished sentence ("… table finale. (inter : …)."), the period after
    its closing parenthesis closes the note itself and goes with it; otherwise ("… reprise
    (inter : jouée).") the sentence's own period stays.
    """
    notes: list[str] = []
    out = text
    while True:
        m = re.search(r"[ ]*\(inter\s*:\s*", out)
        if not m:
            break
        depth, i = 1, m.end()
        while depth:
            if out[i] == "(":
                depth += 1
            elif out[i] == ")":
                depth -= 1
            i += 1
        notes.append(out[m.end():i - 1].strip())
        before = out[:m.start()]
        after = out[i:]
        if before.rstrip()[-1:] in ".!" and after.startswith("."):
            after = after[1:]
        if before.endswith(" ") is False and after and after[0] not in " .,!;:\n":
            after = " " + after.lstrip()
        out = before + after
    out = re.sub(r"[ ]+\n", "\n", out)
    return out.strip(), notes


def main() -> None:
    raw = (ROOT / SEED).read_text(encoding="utf-8").replace("\r", "").split("\n")

    def line(n: int) -> str:
        return raw[n - 1].strip()

    # --- preamble: page titles, the "Comment brûler les cartes" passage, and the closing line
    preamble_paragraphs = [
        line(7),
        line(9),
        line(12).lstrip("• ").strip(),
        line(14) + " " + line(15),
        line(16),
        line(17),
        line(19),
        line(CLOSING_LINE),
    ]
    preamble = "\n\n".join(preamble_paragraphs) + "\n"

    # --- body: sections and items, as lists of (seed line number, text)
    sections: list[dict] = []
    item: dict | None = None

    def start_item(number: str, first: str, n: int) -> None:
        nonlocal item
        item = {"number": number, "lines": [(n, first)]}
        sections[-1]["items"].append(item)

    for n in range(FIRST_BODY_LINE, LAST_BODY_LINE + 1):
        text = raw[n - 1]
        if not text.strip():
            continue
        m = SECTION_RE.match(text)
        if m:
            sections.append({"number": m.group(1), "title": m.group(2).strip(), "items": []})
            item = None
            rest = m.group(3).strip()
            if rest:
                im = ITEM_RE.match(rest)
                assert im, (n, rest)
                start_item(im.group(1), im.group(2).strip(), n)
            continue
        m = ITEM_RE.match(text)
        if m:
            start_item(m.group(1), m.group(2).strip(), n)
            continue
        assert item is not None, (n, text)
        item["lines"].append((n, text.strip()))

    # --- assemble each item's Markdown text
    total = 0
    for index, section in enumerate(sections, start=1):
        assert section["number"] == str(index), section["number"]
        articles = []
        for it in section["items"]:
            parts: list[str] = []
            for n, text in it["lines"]:
                if n in LIST_LINES:
                    parts.append("\n\n" if n == min(LIST_LINES) else "\n")
                    parts.append("- " + text.lstrip("-"))
                elif n in PARAGRAPH_BREAKS or n in AFTER_LIST:
                    parts.append("\n\n" + text)
                elif n in KEEP_WRAP:
                    parts.append("\n" + text)
                else:
                    parts.append((" " if parts else "") + text)
            body = "".join(parts)
            body, inter = split_inter(body)
            article: dict = {"key": it["number"], "number": it["number"]}
            article["text"] = {"fr": body + ("\n" if "\n" in body else "")}
            if inter:
                article["variants"] = [{"kind": "international", "text": {"fr": v}} for v in inter]
            if it["number"] in NOTES:
                article["notes"] = NOTES[it["number"]]
            if it["number"] in SEE_ALSO:
                article["see_also"] = SEE_ALSO[it["number"]]
            articles.append(article)
        total += len(articles)
        chapter = {"chapter": {"number": section["number"], "title": {"fr": section["title"]}},
                   "articles": articles}
        yamlio.write(OUT / f"{index:02d}-{SLUGS[section['number']]}.yaml", chapter)

    source = {
        "id": SOURCE_ID,
        "kind": "rulebook",
        "base": None,
        "short_title": "Club tournois",
        "title": {"fr": "Règles Des Tournois De Poker"},
        "version": None,
        "date": None,
        "authors": [],
        "translators": [],
        "publisher": None,
        "original_language": "fr",
        "language": "fr",
        "seed": SEED,
        "preamble": {"fr": preamble},
        "notes": [
            {
                "kind": "editorial",
                "fr": "Texte repris d'une page web (règles d'un club pour des tournois sans croupier) ; "
                      "aucun auteur ni date n'y est indiqué. La publicité en tête de page est écartée.",
                "en": "Text taken from a web page (a club's rules for dealerless tournaments); it names no "
                      "author and no date. The advertisement at the top of the page is left out.",
            },
            {
                "kind": "source-irregularity",
                "fr": "Un passage non numéroté, « Comment brûler les cartes, pour ceux qui font le croupier à "
                      "la maison ? », précède la section 1 ; il est conservé dans le préambule, avec les "
                      "titres de la page et la ligne « Règles de tournoi sans croupier : ».",
                "en": "An unnumbered passage, \"Comment brûler les cartes, pour ceux qui font le croupier à la "
                      "maison ?\" (how to burn cards when dealing at home), precedes section 1; it is kept in "
                      "the preamble, with the page titles and the line \"Règles de tournoi sans croupier :\".",
            },
            {
                "kind": "source-irregularity",
                "fr": "La numérotation saute l'item 1-3 (1-2 est suivi de 1-4) ; voir la note de l'item 1-4.",
                "en": "The numbering skips item 1-3 (1-2 is followed by 1-4); see the note on item 1-4.",
            },
            {
                "kind": "editorial",
                "fr": "Les notes « (inter : …) » donnent la pratique internationale (casino) ; elles sont "
                      "retirées du texte des items et conservées à part comme variantes (kind: international), "
                      "dans l'ordre où elles sont imprimées. Le libellé « inter : » est porté par ce type de "
                      "variante ; le point qui suit une note placée après une phrase déjà terminée "
                      "(« … table finale. (inter : …). ») part avec la note.",
                "en": "The \"(inter : …)\" notes give the international (casino) practice; they are taken out "
                      "of the item text and kept apart as variants (kind: international), in printed order. "
                      "The \"inter :\" label is carried by that variant kind; the period after a note that "
                      "follows an already finished sentence (\"… table finale. (inter : …).\") goes with the note.",
            },
            {
                "kind": "editorial",
                "fr": "La dernière ligne de la page, « Voilà avec tout ca , Let's play again ! », imprimée "
                      "après l'item 15-2, est conservée à la fin du préambule (le format n'a pas de place "
                      "pour un texte de clôture).",
                "en": "The page's last line, \"Voilà avec tout ca , Let's play again !\", printed after item "
                      "15-2, is kept at the end of the preamble (the format has no place for a closing text).",
            },
        ],
        "seed_noise": [
            {"lines": [1, 5],
             "reason": "advertisement at the top of the web page (\"-20%\", \"Le deal à ne pas rater\", "
                       "product, prices, \"Voir le deal\")"},
            {"pattern": r"^[ •]*\d{1,2}- (?=[A-Z])",
             "reason": "section number prefix (\"2- \" in \"2- LA DONNE :\"), carried by the chapter `number`"},
            {"pattern": r"^ *\d{1,2}-\d{1,2} |(?<=[A-Z] : )\d{1,2}-\d{1,2} (?=[A-Z])",
             "reason": "item number prefix (\"1-1 \"; also after the heading of sections 5 and 9), "
                       "carried by the article `number`"},
            {"pattern": r"(?<=\()inter ?: ?",
             "reason": "label \"inter :\" of the international-practice notes, carried by the variants' "
                       "`kind: international`"},
        ],
    }
    yamlio.write(OUT / "source.yaml", source)
    print(f"{SOURCE_ID}: {len(sections)} sections, {total} items")


if __name__ == "__main__":
    main()
