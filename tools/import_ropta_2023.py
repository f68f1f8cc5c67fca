"""One-time import of ROPTA 2023-09 (seeds/001_3eaf51f052871347.txt) into rules/ropta-2023/.

Bootstrap only: after the import the YAML files under rules/ropta-2023/ are the source of truth.
The script hard-codes what it knows about this seed (line numbers of the table of contents, the
hard line-wraps to join, the notes); it stays runnable:

    .venv/bin/python tools/import_ropta_2023.py
"""

from __future__ import annotations

import re
import sys
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import yamlio  # noqa: E402

SOURCE_ID = "ropta-2023"
SEED = "seeds/001_3eaf51f052871347.txt"
OUT = ROOT / "rules" / SOURCE_ID

TITLE_LINES = (5, 11)  # ROPTA … Version 2023-09
FOREWORD = (13, 28)  # AVANT-PROPOS … (before the table of contents)
TOC = (30, 147)  # TABLE DES MATIERES … closing rule line
BODY_START = 149  # "ARTICLE 1 : CONCEPTS GENERAUX"

# Non-empty seed lines whose sentence goes on in the next non-empty line (hard wraps / page breaks
# inside a sentence): they are joined with a space, the wording and case kept as printed.
JOIN_WITH_NEXT = {
    153, 157, 159, 231, 314, 398, 445, 499, 531, 551, 553, 588, 627, 673, 685, 727, 757, 767,
    777, 801, 807, 897,
}

HEADING = re.compile(r"^ARTICLE (\d+)(?:\.(\d+))? ?: ?(.*?)\s*$")
SUB_BULLET = re.compile(r"^- o (?=Cas B\d)")  # second-level bullet glyph "o" (article 4.2)

# Cross-references printed in the text: "§9.6", "règle 6.7", "paragraphe 7.1", "point 2 du §9.10".
XREF = re.compile(r"(?:§\s?|règle |paragraphe |article )(\d+\.\d+)", re.I)


def fr_en(fr: str, en: str) -> dict:
    return {"fr": fr, "en": en}


def note(kind: str, fr: str, en: str) -> dict:
    return {"kind": kind, "fr": fr, "en": en}


TOC_DIFFERENCES = [
    ("8.3", "CARTES JETEEES INDISCERNABLES", "CARTES JETEES INDISCERNABLES"),
    ("8.4", "CARTES JETEEES DISCERNABLES", "CARTES JETEES DISCERNABLES"),
    ("8.5", "CARTES JETEEES SUR UN JEU NON PROTEGE", "CARTES JETEES SUR UN JEU NON PROTEGE"),
    ("9.11", "JETON UNIQUE DE VALEUR SUPÉRIEURE", "JETON UNIQUE DE VALEUR SUPERIEURE"),
    ("9.12", "JETON UNIQUE DE VALEUR INFÉRIEURE", "JETON UNIQUE DE VALEUR INFERIEURE"),
    ("9.20", "LES ACTIONS MAL COMPRISÉES", "LES ACTIONS MAL COMPRISES"),
    ("9.21", "RELANCE BLOQUÉE", "RELANCE BLOQUEE"),
    ("9.22 (second)", "JETONS OUBLIÉS A TAPIS", "JETONS OUBLIES A TAPIS"),
    ("10.2", "TUEZ LA MAIN GAGNANTE", "TUER LA MAIN GAGNANTE"),
    ("10.6", "DEMANDE DE CONTRÔLER LES CARTES A L'ABATTAGE",
     "DEMANDE DE CONTROLER LES CARTES A L'ABATTAGE"),
    ("11.4", "PÉNALITÉS EN CAS DE REVELATION INTENTIONNELLE",
     "PENALITES EN CAS DE REVELATION INTENTIONNELLE"),
]

SOURCE_NOTES = [
    note(
        "source-irregularity",
        "La table des matières placée en tête du document n'est pas du contenu (elle est déclarée "
        "dans seed_noise) : ce sont les titres du corps du texte qui font foi. Plusieurs titres de "
        "la table diffèrent de ceux du corps : "
        + " ; ".join(f"{n} « {t} » (table) / « {b} » (corps)" for n, t, b in TOC_DIFFERENCES)
        + ". La table liste aussi comme entrées propres les intertitres « GENERALITES » (dans "
        "l'article 2.3) et « MELANGE ET COUPE DES JEUX : » (dans l'article 5.3), et écrit "
        "« ARTICLE 3.2 : » là où le corps écrit « ARTICLE 3.2: ».",
        "The table of contents at the top of the document is not content (declared in seed_noise): "
        "the body titles are authoritative. Several table-of-contents titles differ from the body "
        "titles: "
        + "; ".join(f"{n} \"{t}\" (contents) / \"{b}\" (body)" for n, t, b in TOC_DIFFERENCES)
        + ". The table of contents also lists the sub-headings \"GENERALITES\" (inside article 2.3) "
        "and \"MELANGE ET COUPE DES JEUX :\" (inside article 5.3) as entries of their own, and "
        "prints \"ARTICLE 3.2 :\" where the body prints \"ARTICLE 3.2:\".",
    ),
    note(
        "source-irregularity",
        "L'avant-propos indique que les principaux ajouts de cette version sont « surlignés en rose ». "
        "Dans le texte dont nous disposons, ces passages sont marqués en gras (**…**) ; nous gardons "
        "ce gras tel quel (articles 1.2, 1.3, 9.3 et 9.13, et « en rose » dans l'avant-propos).",
        "The foreword says that the main additions of this version are \"highlighted in pink\". In "
        "the text we hold these passages are marked in bold (**…**); we keep that bold as it is "
        "(articles 1.2, 1.3, 9.3 and 9.13, and \"en rose\" in the foreword).",
    ),
    note(
        "editorial",
        "Le texte ne nomme ni auteur ni éditeur. Il indique une adresse de contact "
        "(contact@liguedepoker.org), dit s'appuyer notamment sur les documents de la Tournament "
        "Director Association et mentionne une relecture commune avec François Lascourrèges "
        "(Texapoker) en 2019 : nous n'en déduisons ni auteur ni éditeur.",
        "The text names no author and no publisher. It gives a contact address "
        "(contact@liguedepoker.org), says it draws in particular on the Tournament Director "
        "Association's documents, and mentions a joint review with François Lascourrèges "
        "(Texapoker) in 2019: we infer neither an author nor a publisher from these.",
    ),
    note(
        "editorial",
        "Les en-têtes de chapitre sont imprimés comme les articles (« ARTICLE 1 : CONCEPTS "
        "GENERAUX ») ; nous en faisons les chapitres 1 à 11. Les chapitres 5, 7 et 11 ont un texte "
        "d'introduction hors de tout article numéroté, conservé comme introduction du chapitre. "
        "Les retours à la ligne (ou sauts de page) qui coupent une phrase dans le texte source sont "
        "réunis en un seul paragraphe ; la casse est conservée telle qu'imprimée, même quand un mot "
        "en milieu de phrase commence par une majuscule (article 1.1).",
        "Chapter headings are printed like articles (\"ARTICLE 1 : CONCEPTS GENERAUX\"); we make "
        "them chapters 1 to 11. Chapters 5, 7 and 11 have introductory text outside any numbered "
        "article, kept as the chapter's intro. Line (or page) breaks that cut a sentence in the "
        "source are joined into one paragraph; case is kept as printed, even where a word in the "
        "middle of a sentence starts with a capital letter (article 1.1).",
    ),
]

ARTICLE_NOTES: dict[str, list[dict]] = {
    "1.1": [
        note(
            "source-irregularity",
            "Dans le texte source, trois phrases sont coupées par un retour à la ligne et la suite "
            "reprend avec une majuscule (« Avec ses règles… », « La priorité… », « Prendre une "
            "décision… ») : nous réunissons les morceaux et gardons ces majuscules telles "
            "qu'imprimées.",
            "In the source, three sentences are cut by a line break and go on with a capital "
            "letter (\"Avec ses règles…\", \"La priorité…\", \"Prendre une décision…\"): we join the "
            "pieces and keep these capitals as printed.",
        )
    ],
    "4.2": [
        note(
            "editorial",
            "Les cas B1 et B2 sont imprimés comme sous-puces (« o ») du cas B ; nous les rendons "
            "comme sous-éléments de liste.",
            "Cases B1 and B2 are printed as sub-bullets (\"o\") of case B; we render them as "
            "nested list items.",
        )
    ],
    "6.1": [
        note(
            "translator",
            "« Il y a automatiquement fausse dans les cas suivants » : le mot « donne » manque "
            "dans le texte source (lire « fausse donne »).",
            "\"Il y a automatiquement fausse dans les cas suivants\": the word \"donne\" is missing "
            "in the source (read \"fausse donne\", misdeal).",
        )
    ],
    "6.6": [
        note(
            "source-irregularity",
            "Le paragraphe en majuscules « EN TOUT ETAT DE CAUSE : TOUTE ERREUR CONSTATEE N'ANNULE "
            "PAS LES MISES… » est imprimé à la suite de l'article 6.6, avant l'article 6.7 ; il "
            "répète le début de l'article 7.1 (« Toute erreur constatée n'annule pas les mises "
            "qui précèdent le tour d'enchère de la faute… »). Nous le laissons où il est imprimé. "
            "« RIVE R » est imprimé ainsi (pour « RIVER »).",
            "The all-caps paragraph \"EN TOUT ETAT DE CAUSE : TOUTE ERREUR CONSTATEE N'ANNULE PAS "
            "LES MISES…\" is printed after article 6.6, before article 6.7; it repeats the start of "
            "article 7.1 (any error found does not cancel the bets made before the betting round "
            "of the error). We keep it where it is printed. \"RIVE R\" is printed so (for "
            "\"RIVER\").",
        )
    ],
    "7.1": [
        note(
            "source-irregularity",
            "Le début de cet article est aussi imprimé, en majuscules, à la fin de l'article 6.6.",
            "The start of this article is also printed, in capitals, at the end of article 6.6.",
        )
    ],
    "9.2": [
        note(
            "source-irregularity",
            "L'exemple ne dit pas à quel tour d'enchères la mise de 325 est faite. Le montant de "
            "550 (relance minimale de 225) ne se vérifie que si 325 est une relance avant le flop "
            "sur la grosse blinde de 100 (325 − 100 = 225, 325 + 225 = 550). À comparer avec "
            "l'article 9.23, où une ouverture de 325 (après le flop) mène à une relance à 650.",
            "The example does not say in which betting round the 325 bet is made. The 550 figure "
            "(minimum raise of 225) only works if 325 is a pre-flop raise over the big blind of "
            "100 (325 − 100 = 225, 325 + 225 = 550). Compare article 9.23, where an opening bet "
            "of 325 (post-flop) leads to a raise to 650.",
        )
    ],
    "9.6": [
        note(
            "source-irregularity",
            "Dans le cas B, le texte source porte « $150 - 50 = 100$ » avec des signes dollar "
            "(vraisemblablement un reste de mise en forme d'une formule) ; nous le gardons tel "
            "quel.",
            "In case B the source reads \"$150 - 50 = 100$\" with dollar signs (probably left over "
            "from formula formatting); we keep it as it is.",
        )
    ],
    "9.22": [
        note(
            "source-irregularity",
            "Deux articles sont numérotés 9.22 (dans la table des matières comme dans le corps du "
            "texte) : celui-ci (« INTERDICTION DE JETER QUAND AUCUNE MISE N'EST ATTENDUE ») et le "
            "suivant (« JETONS OUBLIES A TAPIS »), enregistré sous la clé 9.22-bis. Le renvoi "
            "« Open muck (voir §9.22) » de l'article 11.1 vise celui-ci.",
            "Two articles are numbered 9.22 (in the table of contents and in the body): this one "
            "(\"INTERDICTION DE JETER QUAND AUCUNE MISE N'EST ATTENDUE\") and the next one "
            "(\"JETONS OUBLIES A TAPIS\"), stored under the key 9.22-bis. The reference \"Open muck "
            "(voir §9.22)\" in article 11.1 means this one.",
        )
    ],
    "9.22-bis": [
        note(
            "source-irregularity",
            "Deux articles sont numérotés 9.22 (dans la table des matières comme dans le corps du "
            "texte) : le précédent (« INTERDICTION DE JETER QUAND AUCUNE MISE N'EST ATTENDUE ») et "
            "celui-ci (« JETONS OUBLIES A TAPIS »), enregistré sous la clé 9.22-bis avec le numéro "
            "imprimé 9.22.",
            "Two articles are numbered 9.22 (in the table of contents and in the body): the "
            "previous one (\"INTERDICTION DE JETER QUAND AUCUNE MISE N'EST ATTENDUE\") and this one "
            "(\"JETONS OUBLIES A TAPIS\"), stored under the key 9.22-bis with the printed number "
            "9.22.",
        )
    ],
    "9.23": [
        note(
            "source-irregularity",
            "Ici, 325 est une ouverture (donc après le flop) et la relance minimale mène à 650 "
            "(325 + 325) ; dans l'exemple de l'article 9.2, une mise de 325 mène à 550, ce qui "
            "suppose une relance avant le flop.",
            "Here 325 is an opening bet (so post-flop) and the minimum raise leads to 650 "
            "(325 + 325); in the example of article 9.2, a bet of 325 leads to 550, which "
            "assumes a pre-flop raise.",
        )
    ],
    "11.1": [
        note(
            "editorial",
            "« Open muck (voir §9.22) » renvoie au premier des deux articles numérotés 9.22 "
            "(« INTERDICTION DE JETER QUAND AUCUNE MISE N'EST ATTENDUE »).",
            "\"Open muck (voir §9.22)\" refers to the first of the two articles numbered 9.22 "
            "(\"INTERDICTION DE JETER QUAND AUCUNE MISE N'EST ATTENDUE\").",
        )
    ],
}

# "Les erreurs signalées aux §7.1 à §7.6" (in 7.6): the whole range, not only its ends.
EXTRA_SEE_ALSO = {"7.6": ["7.2", "7.3", "7.4", "7.5"]}


def slugify(title: str) -> str:
    plain = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", plain.lower()).strip("-")


def markdown(lines: list[tuple[int, str]]) -> str:
    """Seed lines (number, text) → Markdown: one paragraph / list item per printed line."""
    blocks: list[tuple[int, int, str]] = []  # (first line, last line, text)
    pending: tuple[int, int, str] | None = None
    for n, raw in lines:
        line = raw.strip()
        if not line:
            continue
        line = SUB_BULLET.sub("  - ", raw.rstrip()) if SUB_BULLET.match(raw) else line
        if pending is not None:
            first, _last, text = pending
            pending = None
            blocks.append((first, n, text + " " + line))
        else:
            blocks.append((n, n, line))
        if n in JOIN_WITH_NEXT:
            pending = blocks.pop()
    assert pending is None, f"dangling join at {pending[0]}"
    out = ""
    prev_last = None
    prev_text = ""
    for first, last, text in blocks:
        if prev_last is None:
            out = text
        elif first == prev_last + 1:
            # printed on the next line with no blank line: only list items do that
            assert text.lstrip().startswith("- ") and prev_text.lstrip().startswith("- "), (first, text)
            out += "\n" + text
        else:
            out += "\n\n" + text
        prev_last, prev_text = last, text
    return out + "\n" if "\n" in out else out


def see_also(key: str, text: str, keys: set[str]) -> list[str]:
    refs: list[str] = []
    for target in XREF.findall(text) + EXTRA_SEE_ALSO.get(key, []):
        if target != key.split("-")[0] and target in keys and target not in refs:
            refs.append(target)
    return [f"{SOURCE_ID}/{r}" for r in sorted(refs, key=lambda r: tuple(map(int, r.split("."))))]


def main() -> None:
    raw = (ROOT / SEED).read_text(encoding="utf-8").replace("\r", "").split("\n")
    numbered = [(i + 1, line) for i, line in enumerate(raw)]

    def span(a: int, b: int) -> list[tuple[int, str]]:
        return numbered[a - 1 : b]

    preamble = markdown(span(*TITLE_LINES) + span(*FOREWORD))

    chapters: list[dict] = []
    current_article: dict | None = None
    for n, line in numbered[BODY_START - 1 :]:
        m = HEADING.match(line)
        if m:
            chap, sub, title = m.groups()
            if sub is None:
                chapters.append({"number": chap, "title": title, "intro": [], "articles": []})
                current_article = None
            else:
                chapter = chapters[-1]
                assert chapter["number"] == chap, (n, line)
                number = f"{chap}.{sub}"
                key = number
                if any(a["number"] == number for a in chapter["articles"]):
                    key = number + "-bis"
                current_article = {"key": key, "number": number, "title": title, "lines": []}
                chapter["articles"].append(current_article)
            continue
        if current_article is None:
            chapters[-1]["intro"].append((n, line))
        else:
            current_article["lines"].append((n, line))

    keys = {a["key"] for c in chapters for a in c["articles"]}
    count = 0
    OUT.mkdir(parents=True, exist_ok=True)
    for old in OUT.glob("[0-9][0-9]-*.yaml"):
        old.unlink()
    for chapter in chapters:
        chapter_data: dict = {"number": chapter["number"], "title": {"fr": chapter["title"]}}
        intro = markdown(chapter["intro"])
        if intro:
            chapter_data["intro"] = {"fr": intro}
        articles = []
        for art in chapter["articles"]:
            text = markdown(art["lines"])
            entry: dict = {"key": art["key"], "number": art["number"]}
            if art["title"]:
                entry["title"] = {"fr": art["title"]}
            entry["text"] = {"fr": text}
            if art["key"] in ARTICLE_NOTES:
                entry["notes"] = ARTICLE_NOTES[art["key"]]
            refs = see_also(art["key"], text, keys)
            if refs:
                entry["see_also"] = refs
            articles.append(entry)
            count += 1
        name = f"{int(chapter['number']):02d}-{slugify(chapter['title'])}.yaml"
        yamlio.write(OUT / name, {"chapter": chapter_data, "articles": articles})

    source = {
        "id": SOURCE_ID,
        "kind": "rulebook",
        "short_title": "ROPTA 2023",
        "title": {"fr": "REGLEMENT OFFICIEL DU POKER DE TOURNOI EN ASSOCIATION"},
        "version": "2023-09",
        "date": "2023-09",
        "authors": [],
        "translators": [],
        "publisher": None,
        "original_language": "fr",
        "language": "fr",
        "seed": SEED,
        "preamble": {"fr": preamble},
        "notes": SOURCE_NOTES,
        "seed_noise": [
            {
                "lines": list(TOC),
                "reason": "table of contents (TABLE DES MATIERES, with page numbers and rules); "
                "not content, the body titles are authoritative",
            },
            {
                "pattern": r"^ARTICLE (?=\d)",
                "reason": "\"ARTICLE \" prefix of chapter and article headings; the number is "
                "carried by the `number` field",
            },
            {
                "pattern": SUB_BULLET.pattern,
                "reason": "second-level bullet glyph \"o\" of cases B1 and B2 in article 4.2, "
                "rendered as nested list items",
            },
        ],
    }
    yamlio.write(OUT / "source.yaml", source)
    print(f"{len(chapters)} chapters, {count} articles written to {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
