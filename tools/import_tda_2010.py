"""One-time import of "Les 44 règles du TDA – Version 2010" (seeds/003_5870da821ef31499.txt) into rules/tda-2010/.

Bootstrap only: after the import the YAML files are the source of truth and are edited by hand.
Run: .venv/bin/python tools/import_tda_2010.py

Per-source knowledge hard-coded here:
- line 5 is the title, line 7 the byline, line 9 the introduction, line 228 the closing signature:
  they go in the source preamble;
- headings are the all-caps lines listed in HEADINGS (no number printed);
- rules start with "N) Title" on their own line; the text follows, one printed paragraph per line;
  "- 1- …" lines are list items (rules 30 and 41).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import yamlio  # noqa: E402

SOURCE_ID = "tda-2010"
SEED = "seeds/003_5870da821ef31499.txt"
OUT = ROOT / "rules" / SOURCE_ID

TITLE_LINE, BYLINE_LINE, INTRO_LINE, SIGNATURE_LINE = 5, 7, 9, 228
FIRST_BODY_LINE, LAST_BODY_LINE = 11, 224

HEADINGS = {
    "CONCEPTS GÉNÉRAUX": "concepts-generaux",
    "LES PLACES, LES ÉQUILIBRAGES ET LES FERMETURES DE TABLE": "places-equilibrages-fermetures",
    "LES POTS ET L'ABATTAGE": "pots-et-abattage",
    "PROCEDURE GENERALE": "procedure-generale",
    "JOUEURS PRESENTS OU ABSENTS": "joueurs-presents-ou-absents",
    "LES BOUTONS ET LES BLINDS": "boutons-et-blinds",
    "LES ERREURS DE DONNE": "erreurs-de-donne",
    "LES MISES ET LES RELANCES": "mises-et-relances",
    "AUTRES ELEMENTS DU JEU": "autres-elements-du-jeu",
    "ETIQUETTE ET PENALITES": "etiquette-et-penalites",
}

RULE_RE = re.compile(r"^(\d{1,2})\) (.+)$")

SEE_ALSO = {
    "15": ["tda-2010/18"],  # "(voir règle 18)"
    "33": ["tda-2010/31"],  # "la règle des 50% de l'article 31"
}

NOTES = {
    "18": [{
        "kind": "translator",
        "fr": "« le bouton vers » : probablement une coquille pour « le bouton vert » (le bouton de la "
              "mélangeuse automatique).",
        "en": "\"le bouton vers\": probably a typo for \"le bouton vert\" (the green button of the "
              "shuffling machine).",
    }],
    "19": [{
        "kind": "translator",
        "fr": "« sans loucher aucune main » : probablement une coquille pour « sans louper aucune main » "
              "(le joueur ne peut manquer aucun coup).",
        "en": "\"sans loucher aucune main\": probably a typo for \"sans louper aucune main\" (without "
              "missing any hand).",
    }],
}


def main() -> None:
    raw = (ROOT / SEED).read_text(encoding="utf-8").replace("\r", "").split("\n")

    def line(n: int) -> str:
        return raw[n - 1].strip()

    preamble = "\n\n".join(
        [line(TITLE_LINE), line(BYLINE_LINE), line(INTRO_LINE), line(SIGNATURE_LINE)]
    ) + "\n"

    chapters: list[dict] = []
    rule: dict | None = None
    for n in range(FIRST_BODY_LINE, LAST_BODY_LINE + 1):
        text = line(n)
        if not text:
            continue
        if text in HEADINGS:
            chapters.append({"title": text, "rules": []})
            rule = None
            continue
        m = RULE_RE.match(text)
        if m and (rule is None or int(m.group(1)) == int(rule["number"]) + 1):
            rule = {"number": m.group(1), "title": m.group(2).strip(), "paragraphs": []}
            chapters[-1]["rules"].append(rule)
            continue
        assert rule is not None, (n, text)
        rule["paragraphs"].append(text)

    expected = 1
    total = 0
    for index, chapter in enumerate(chapters, start=1):
        articles = []
        for r in chapter["rules"]:
            assert int(r["number"]) == expected, r["number"]
            expected += 1
            blocks: list[str] = []
            for p in r["paragraphs"]:
                if p.startswith("- ") and blocks and blocks[-1].startswith("- "):
                    blocks[-1] += "\n" + p  # consecutive list items form one list
                else:
                    blocks.append(p)
            body = "\n\n".join(blocks)
            article: dict = {
                "key": r["number"],
                "number": r["number"],
                "title": {"fr": r["title"]},
                "text": {"fr": body + ("\n" if "\n" in body else "")},
            }
            if r["number"] in NOTES:
                article["notes"] = NOTES[r["number"]]
            if r["number"] in SEE_ALSO:
                article["see_also"] = SEE_ALSO[r["number"]]
            articles.append(article)
        total += len(articles)
        data = {"chapter": {"number": "", "title": {"fr": chapter["title"]}}, "articles": articles}
        yamlio.write(OUT / f"{index:02d}-{HEADINGS[chapter['title']]}.yaml", data)

    source = {
        "id": SOURCE_ID,
        "kind": "rulebook",
        "base": None,
        "short_title": "TDA 2010",
        "title": {"fr": "Les 44 règles du TDA – Version 2010"},
        "version": "2010",
        "date": "2010",
        "authors": ["Tournament Director Association (TDA)"],
        "translators": ["Guillaume GLEIZE (Directeur de Tournoi)"],
        "publisher": None,
        "original_language": "en",
        "language": "fr",
        "seed": SEED,
        "preamble": {"fr": preamble},
        "notes": [
            {
                "kind": "editorial",
                "fr": "Ce texte est une présentation en français des 44 règles du TDA (version 2010) par "
                      "Guillaume GLEIZE, directeur de tournoi (signé en fin de texte « Conseiller Technique "
                      "FFJP et Directeur de Tournoi ») ; ce n'est pas une traduction officielle du TDA. Les "
                      "règles originales sont en anglais.",
                "en": "This text is a French presentation of the 44 TDA rules (2010 version) by Guillaume "
                      "GLEIZE, tournament director (signed at the end \"Conseiller Technique FFJP et "
                      "Directeur de Tournoi\"); it is not an official TDA translation. The original rules "
                      "are in English.",
            },
            {
                "kind": "editorial",
                "fr": "Le préambule reprend le titre, la signature d'en-tête, le paragraphe d'introduction et, "
                      "en dernier, la signature imprimée à la fin du texte, après la règle 44 (le format n'a "
                      "pas de place pour un texte de clôture).",
                "en": "The preamble holds the title, the byline, the introduction and, last, the signature "
                      "printed at the end of the text after rule 44 (the format has no place for a closing "
                      "text).",
            },
        ],
        "seed_noise": [],
    }
    yamlio.write(OUT / "source.yaml", source)
    print(f"{SOURCE_ID}: {len(chapters)} headings, {total} rules")


if __name__ == "__main__":
    main()
