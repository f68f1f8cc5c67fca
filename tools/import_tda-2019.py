"""One-time import of seeds/000_4e76c1d2feda1e21.txt into rules/tda-2019/ and rules/fivebet/.
# NOTE: after this import, rules/tda-2019 was edited by hand (addendum became a list of entries, 53-B split into
# its own entry, "2\\." escapes removed). Re-running this script would undo that: the YAML is now the source of truth.

The seed is the French translation of the TDA 2019 rules (v1.0) as applied at Fivebet events:
rules "1:".."71:", Recommended Procedures "PR-1".."PR-14", then the "Annexes Complémentaires"
(addendum). Fivebet's particularities (printed in blue bold in the original, lost in plain text)
are cut out of the TDA articles and written as overlay articles of the `fivebet` source.

Run from the repository root:  .venv/bin/python tools/import_tda-2019.py
This is a bootstrap: after it, the YAML files are the source of truth. All per-source knowledge
(line numbers, Fivebet passages, cross-reference notes) is hard-coded below.
"""

from __future__ import annotations

import re
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import yamlio  # noqa: E402

SEED_REL = "seeds/000_4e76c1d2feda1e21.txt"
RAW = (ROOT / SEED_REL).read_text(encoding="utf-8").replace("\r", "").split("\n")


def L(n: int) -> str:
    """Seed line n (1-based), stripped."""
    return RAW[n - 1].strip()


def T(fr: str) -> dict:
    return {"fr": fr}


def note(kind: str, fr: str, en: str | None = None) -> dict:
    out = {"kind": kind, "fr": fr}
    if en:
        out["en"] = en
    return out


def ids(*keys: str) -> list[str]:
    return [f"tda-2019/{k}" for k in keys]


# --- Layout of the seed -----------------------------------------------------------------------

FIVEBET_HEADER = range(1, 8)          # "Règlement Tournois Fivebet" … "Accessibles aux joueurs…"
TDA_HEADER = [8, 9, 10, 12]           # POKER TOURNAMENT DIRECTORS ASSN. … TDA intro
BLUE_LINES = [11, 253]                # "En gras bleu, les particularités Fivebet"
ANNEX_HEADER = [304, 305]             # "Annexes Complémentaires 2019", "Version 1.0, Sep. 24, 2019"
RUNNING_HEADER = [250, 303]           # "POKER TOURNAMENT DIRECTORS ASSN." repeated (same as line 8)
REPEATED_INTRO = 307                  # TDA intro repeated at the top of the annexes (as line 12)

CHAPTERS = [  # (heading line, file slug)
    (13, "01-concepts-generaux"),
    (28, "02-placement-equilibrage-fermeture"),
    (44, "03-attribution-des-pots-abattages"),
    (79, "04-procedures-generales"),
    (103, "05-joueur-present-main-vivante"),
    (111, "06-bouton-blindes"),
    (119, "07-distribution-des-cartes"),
    (147, "08-mises-et-relances"),
    (220, "09-jeu-autres"),
    (230, "10-ethique-penalites"),
]
RULES_END = 249
PR_HEADER = (251, 252, 254)           # title line, version line, intro paragraph
PR_START, PR_END = 255, 302
ANNEX_FIVEBET_LINE = 306
ANNEX_START, ANNEX_END = 308, len(RAW)

# --- Fivebet particularities --------------------------------------------------------------------
# line -> (fivebet text, what stays in the TDA article or None when the whole line goes)


def split_line(n: int, fivebet_part: str) -> tuple[str, str | None]:
    line = L(n)
    if line == fivebet_part:
        return fivebet_part, None
    if line.startswith(fivebet_part + " "):
        return fivebet_part, line[len(fivebet_part) + 1:]
    if line.endswith(" " + fivebet_part):
        return fivebet_part, line[: -len(fivebet_part) - 1]
    raise SystemExit(f"line {n}: Fivebet passage not found: {fivebet_part!r}")


FB_CUTS: dict[int, tuple[str, str | None]] = {
    23: split_line(23, L(23)),
    27: split_line(27, "En France les événements proposés par Fivebet autorisent le Français et "
                       "l’Anglais uniquement et en table."),
    61: split_line(61, L(61)),
    82: split_line(82, "Si un push a eu lieu avant l’augmentation des blinds, la nouvelle main se "
                       "fera sur l’ancien level."),
    93: split_line(93, L(93)),
    118: split_line(118, L(118)),
    248: split_line(248, L(248)),
    249: split_line(249, L(249)),
    261: split_line(261, L(261)),
    277: split_line(277, L(277)),
    297: split_line(297, L(297)),
}

# Fivebet overlay articles, in seed order (key, number, seed line, target key, mode, certainty,
# title-from-target?, reason, notes, see_also)
FIVEBET = [
    dict(key="4", line=23, target="4", mode="add", certainty="probable",
         reason=("Phrase absente du texte TDA (la règle 4 de la TDA 2019 ne parle pas de masques) et "
                 "postérieure à la version 2019 (crise du Covid 19, 2020) ; elle ne nomme pas Fivebet. "
                 "Not in the TDA text and later than 2019 (Covid 19); does not name Fivebet.")),
    dict(key="6", line=27, target="6", mode="override", certainty="explicit",
         reason=("Nomme Fivebet ; remplace ce que la TDA dit des langues admises à la table par le "
                 "choix de Fivebet : le français et l'anglais uniquement. "
                 "Names Fivebet; replaces what the TDA says of the languages allowed at the table "
                 "with Fivebet's choice: French and English only.")),
    dict(key="17", line=61, target="17", mode="add", certainty="probable",
         reason=("Phrase absente du texte TDA, au vocabulaire de la maison (« Check-Check River ») ; "
                 "elle précise l'ordre d'abattage sans mise à la river, sans contredire la TDA. "
                 "Not in the TDA text; house jargon; specifies the showdown order after a checked "
                 "river without contradicting the TDA.")),
    dict(key="23-1", line=82, target="23", mode="add", certainty="probable",
         reason=("Phrase absente du texte TDA. Comparée à la phrase qui suit (la traduction de la "
                 "TDA : « Si une main commence par erreur à l'ancien niveau… »), elle traite un autre "
                 "cas (main lancée – « push » du mélangeur – avant l'augmentation : ancien niveau) et "
                 "emploie le jargon de la maison (« push », « blinds », « level ») là où la traduction "
                 "dit « poussée du bouton », « blindes », « niveau ». "
                 "Not in the TDA text; compared with the next sentence (the TDA's own), it covers "
                 "another case and uses Fivebet's English jargon ('push', 'blinds', 'level') where "
                 "the translation says 'poussée du bouton', 'blindes', 'niveau'.")),
    dict(key="25", line=93, target="25", mode="add", certainty="explicit",
         reason="Nomme Fivebet (« En plus des règles éditées dans le TDA, Fivebet impose… »). Names Fivebet."),
    dict(key="34", line=118, target="34", mode="add", certainty="explicit",
         reason="Nomme Fivebet. Names Fivebet.", see_also=ids("PR-11")),
    dict(key="71-1", line=248, target="71", mode="add", certainty="probable",
         reason=("Paragraphe placé après 71-D, hors de la structure A–D de la règle et absent du texte "
                 "TDA 2019 ; il ne nomme pas Fivebet. (Une phrase voisine figure dans la règle 71-B d'une "
                 "version ultérieure de la TDA – texte anglais 2024 consulté.) Printed after 71-D "
                 "outside the rule's A–D structure; not in the TDA 2019 text; does not name Fivebet "
                 "(a similar sentence is in 71-B of a later TDA version, 2024 text).")),
    dict(key="71-2", line=249, target="71", mode="override", certainty="probable",
         reason=("Paragraphe placé après 71-D, absent du texte TDA ; il ne nomme pas Fivebet. Il "
                 "contredit 71-C (« Un joueur sous le coup d'une pénalité doit rester à distance de la "
                 "table ») pour les pénalités de 2 mains ou moins. Printed after 71-D, not in the TDA "
                 "text; overrides 71-C for penalties of 2 hands or fewer.")),
    dict(key="PR-3", line=261, target="PR-3", mode="add", certainty="explicit",
         reason=("Nomme Fivebet ; c'est la politique que la TDA demande à chaque établissement de "
                 "stipuler. Names Fivebet; it is the policy the TDA asks each house to state.")),
    dict(key="PR-8", line=277, target="PR-8", mode="override", certainty="possible",
         reason=("Le sens reste proche de la TDA (l'horloge n'est pas simplement arrêtée : du temps "
                 "est décompté à chaque main, cf. C et D), mais le vocabulaire (« la clock », alors que "
                 "C dit « l'horloge ») et la latitude donnée au TD (« Cependant… le TD peut adapter le "
                 "déroulement ») ne correspondent pas au texte TDA : attribution incertaine. "
                 "Meaning close to the TDA's (the clock keeps running, time is deducted per hand), "
                 "but wording ('la clock' vs 'l'horloge' in C) and the TD's latitude are not the "
                 "TDA's: uncertain attribution.")),
    dict(key="PR-12", line=297, target="PR-12", mode="override", certainty="explicit",
         reason=("Nomme Fivebet et parle au nom de la maison (« Nous préférons ») ; contredit le titre "
                 "et la recommandation de la TDA (les croupiers annoncent le montant des mises). "
                 "Names Fivebet, house voice; contradicts the TDA's recommendation that dealers "
                 "announce bet amounts.")),
    dict(key="23-2", line=ANNEX_FIVEBET_LINE, target="23", mode="add", certainty="explicit",
         title=False,
         reason=("Voix de la maison (« nos tournois », « nous adaptons »). Imprimée en tête des "
                 "Annexes Complémentaires, elle n'illustre aucune règle ; rattachée à la règle 23 "
                 "(nouveaux niveaux), la plus proche de la durée des niveaux, que la TDA ne fixe pas. "
                 "House voice. Printed at the top of the addendum, it illustrates no rule; attached "
                 "to rule 23 (new levels), the closest to level durations, which the TDA leaves open.")),
]

FIVEBET_NOTES = {
    "4": [note("editorial",
               "Dans le document, cette phrase suit le texte TDA de la règle 4 (ligne 23 de la graine).",
               "In the document this sentence follows the TDA text of rule 4.")],
    "6": [note("editorial",
               "Première phrase de la règle 6 telle qu'imprimée ; la suite (« Que les joueurs possèdent "
               "ou non des cartes. Le croupier et la table… ») est restée dans tda-2019/6.",
               "First sentence of rule 6 as printed; the rest stayed in tda-2019/6.")],
    "23-1": [note("editorial",
                  "Imprimée sur la même ligne qu'une première occurrence de « Une nouvelle main commence "
                  "au premier Riffle du croupier. », laissée dans tda-2019/23 (où cette phrase est donc "
                  "répétée) ; cette première occurrence appartient probablement aussi à l'ajout Fivebet.",
                  "Printed on the same line as a first 'Une nouvelle main commence au premier Riffle du "
                  "croupier.', left in tda-2019/23 (where that sentence is therefore repeated); it "
                  "probably belongs to the Fivebet addition too.")],
    "71-2": [note("editorial",
                  "Nombre de mains de pénalité : voir 71-A (nombre de joueurs × nombre de tours).",
                  "Number of penalty hands: see 71-A (players at the table × rounds).")],
    "PR-8": [note("editorial",
                  "Sous-point B de PR-8 tel qu'imprimé (« B: Au moment du main par main… ») ; le texte "
                  "TDA consulté (version anglaise 2024, seule disponible) dit en B qu'au plus 3 minutes "
                  "par main sont décomptées de l'horloge.",
                  "Item B of PR-8 as printed. The TDA English text we could consult (2024) says in B that "
                  "at most 3 minutes per hand are deducted from the clock.")],
    "23-2": [note("source-irregularity",
                  "La grille annoncée (« selon la grille ci-dessous : ») ne figure pas dans le texte.",
                  "The announced level-time grid ('selon la grille ci-dessous') is not in the text.")],
}

# --- TDA article notes and see-also -------------------------------------------------------------

MOVED = "Passage Fivebet retiré du texte TDA : voir {fb}."
MOVED_EN = "Fivebet passage removed from the TDA text: see {fb}."


def moved(*fb: str) -> dict:
    refs = ", ".join(f"fivebet/{k}" for k in fb)
    return note("editorial", MOVED.format(fb=refs), MOVED_EN.format(fb=refs))


TDA_NOTES: dict[str, list[dict]] = {
    "4": [moved("4")],
    "6": [note("editorial",
               "La première phrase imprimée de la règle 6 est une particularité Fivebet qui remplace "
               "celle de la TDA : voir fivebet/6. Le texte restant est celui du document, tel quel.",
               "The first printed sentence of rule 6 is a Fivebet particularity replacing the TDA's: "
               "see fivebet/6. The remaining text is the document's, as is.")],
    "17": [moved("17")],
    "20": [note("source-irregularity",
                "L'annexe de la règle 20 commence par un sous-point « F: » qui n'existe pas dans la "
                "règle (qui s'arrête à C).",
                "The addendum of rule 20 starts with an item 'F:' that the rule does not have (it ends at C).")],
    "23": [note("source-irregularity",
                "La phrase « Une nouvelle main commence au premier Riffle du croupier » est imprimée deux "
                "fois, la seconde avec la suite « à la poussée du bouton d'un mélangeur automatique ».",
                "The sentence 'Une nouvelle main commence au premier Riffle du croupier' is printed twice."),
           moved("23-1"),
           note("editorial",
                "Voir aussi fivebet/23-2 : la phrase Fivebet sur la durée des niveaux, imprimée en tête "
                "des Annexes Complémentaires, est rattachée à cette règle.",
                "See also fivebet/23-2: Fivebet's sentence on level durations, printed at the top of the "
                "addendum, is attached to this rule.")],
    "25": [moved("25")],
    "34": [moved("34")],
    "36": [note("translator",
                "« 44B » : la règle 44 n'a pas de sous-point B ; le texte anglais de la TDA renvoie ici à "
                "la règle 53-B (action substantielle hors de son tour). Lien vers 53.",
                "'44B': rule 44 has no item B; the TDA English cites Rule 53-B here (substantial action "
                "out of turn). Linked to 53.")],
    "40": [note("source-irregularity",
                "L'annexe est intitulée « Règle 40-A : Mise litigieuse et Non-Standard », titre proche de "
                "celui de la règle 57, mais illustre bien 40-A (annonce et jetons contradictoires).",
                "The addendum heading reuses rule 57's title but illustrates 40-A.")],
    "41": [note("translator",
                "« la règle 50 » : la règle des jetons multiples est la règle 45 (le texte anglais de la "
                "TDA renvoie ici à la règle 45). « la règle du 42-B relative à l'Undercall » : les "
                "undercalls relèvent de la règle 51-B. Liens vers 45 et 51.",
                "'la règle 50': the multiple-chip rule is 45 (the TDA English cites Rule 45). 'la règle "
                "du 42-B relative à l'Undercall': undercalls are rule 51-B. Linked to 45 and 51.")],
    "43": [note("source-irregularity",
                "Annexe, exemples 4-A et 4-B : les blindes sont annoncées à 50-100 mais les calculs ne "
                "tiennent qu'avec des blindes 25-50 (mise de 50 + relance de 75 = 125).",
                "Addendum examples 4-A and 4-B state blinds 50-100 but their arithmetic only works "
                "with 25-50."),
           note("source-irregularity",
                "Annexe, premier paragraphe : les espaces de la fin de phrase sont perdus dans le texte "
                "(« jeuxdetableau,3 ,4 ,5 ,6 et7 streetsenStud7 »).",
                "Addendum, first paragraph: spaces are lost at the end of the sentence.")],
    "45": [note("source-irregularity",
                "Annexe, exemple 4-B : un jeton de 1000 et deux de 500 font 2000, pas « 2100 ».",
                "Addendum example 4-B: one 1000 chip and two 500 chips make 2000, not '2100'.")],
    "46": [note("source-irregularity",
                "Annexe, situation 2 : « THNL 506100 » est une coquille pour 50-100.",
                "Addendum situation 2: 'THNL 506100' is a typo for 50-100.")],
    "52": [note("source-irregularity",
                "Les deux sous-points de la règle sont étiquetés « A: » ; l'annexe appelle le second "
                "« 52-B ».",
                "Both items of the rule are labelled 'A:'; the addendum calls the second '52-B'.")],
    "53": [note("editorial",
                "Deux entrées d'annexe illustrent cette règle (53-A et 53-B) ; la seconde commence à "
                "l'élément dont l'étiquette est son titre « Règle 53-B: … ».",
                "Two addendum entries illustrate this rule (53-A and 53-B); the second starts at the "
                "item labelled with its heading."),
           note("translator",
                "Annexe 53-B, exemple 1 : « (Règle35) » pour la définition de l'action substantielle "
                "désigne la règle 36. Lien vers 36.",
                "Addendum 53-B example 1: '(Règle35)' for substantial action means rule 36. Linked to 36.")],
    "57": [note("source-irregularity",
                "La règle est coupée au milieu d'une phrase (« Le pot est le total de toutes les mises "
                "engagées y compris »).",
                "The rule is cut off mid-sentence.")],
    "58": [note("editorial",
                "Le second paragraphe n'a pas d'équivalent dans le texte anglais de la TDA ; il ne nomme "
                "pas Fivebet et ne parle pas au nom de la maison : laissé dans le texte TDA (ajout du "
                "traducteur ou de Fivebet, on ne peut le dire).",
                "The second paragraph has no counterpart in the TDA English; it neither names Fivebet "
                "nor uses the house voice, so it is kept in the TDA text (translator's or Fivebet's "
                "addition, we cannot tell).")],
    "60": [note("translator",
                "« L'action acceptée s'applique ici (Règle 53) » : l'action acceptée est la règle 49 "
                "(la règle 53 traite de l'action hors de son tour). Lien vers 49.",
                "'Accepted action applies (Règle 53)': accepted action is rule 49. Linked to 49.")],
    "71": [note("translator",
                "Les renvois de 71-B sont décalés d'un cran : exposer des cartes (« Règle 69 ») est la "
                "règle 68, « une main, un joueur » (« Règle 68 ») la règle 67, le jeu contre l'éthique "
                "(« Règle 70 ») la règle 69. Liens vers 68, 67 et 69.",
                "71-B's references are one too high: card exposure is 68 (not 69), one player to a hand "
                "67 (not 68), ethics 69 (not 70). Linked to 68, 67, 69."),
           moved("71-1", "71-2")],
    "PR-3": [moved("PR-3")],
    "PR-8": [note("editorial",
                  "Le sous-point B imprimé (« B: Au moment du main par main, la clock n'est pas mise en "
                  "pause… ») est attribué, avec réserve, à Fivebet et retiré du texte TDA : voir "
                  "fivebet/PR-8. « De cette façon » en C rend le « So that » du texte anglais (« afin que "
                  "les joueurs sachent mieux… ») : C ne dépend pas de B.",
                  "The printed item B is attributed, with reservations, to Fivebet and removed from the "
                  "TDA text: see fivebet/PR-8. 'De cette façon' in C renders the English 'So that…': C does "
                  "not depend on B.")],
    "PR-12": [note("editorial",
                   "Le premier paragraphe imprimé (« Fivebet ne souhaite pas que vous annonciez le montant "
                   "des mises… ») remplace la recommandation TDA qu'annonce le titre : voir fivebet/PR-12.",
                   "The first printed paragraph replaces the TDA recommendation named by the title: see "
                   "fivebet/PR-12.")],
}

SEE_ALSO: dict[str, list[str]] = {
    "3": ids("2", "42"),
    "11": ids("PR-9"),
    "13": ids("65"),
    "15": ids("58"),
    "22": ids("23"),
    "23": ids("36"),
    "29": ids("30", "2", "70"),
    "30": ids("29"),
    "35": ids("37", "30", "36", "22"),
    "36": ids("35", "53"),
    "38": ids("PR-14"),
    "39": ids("PR-14", "PR-5"),
    "40": ids("1", "57"),
    "41": ids("45", "51"),
    "43": ids("40"),
    "45": ids("43"),
    "46": ids("41", "42", "43", "44", "45"),
    "47": ids("43"),
    "49": ids("1", "PR-12"),
    "51": ids("PR-1"),
    "53": ids("36", "58"),
    "60": ids("25", "49"),
    "61": ids("45"),
    "62": ids("49"),
    "68": ids("66"),
    "70": ids("71"),
    "71": ids("68", "67", "69"),
    "PR-6": ids("10", "11", "63"),
    "PR-10": ids("30", "PR-5"),
    "PR-12": ids("49"),
}

# --- Text helpers -------------------------------------------------------------------------------

JOIN_NEXT = {333, 366, 392}  # hard line-wraps inside a sentence (addendum)


def md_para(text: str) -> str:
    """Keep a printed paragraph a paragraph in Markdown (no accidental ordered list)."""
    return re.sub(r"^(\d+)\. ", r"\1\\. ", text)


def body(lines: list[str]) -> str:
    return "\n\n".join(md_para(x) for x in lines if x)


def article_lines(start: int, end: int) -> list[str]:
    """Paragraphs of seed lines start..end with the Fivebet passages cut out."""
    out = []
    for n in range(start, end + 1):
        if n in FB_CUTS:
            rest = FB_CUTS[n][1]
            if rest:
                out.append(rest)
            continue
        if L(n):
            out.append(L(n))
    return out


RULE_HEAD = re.compile(r"^(\d+): (.+)$")
PR_HEAD = re.compile(r"^(PR-\d+)[.:] (.+)$")


def parse_rules() -> dict[str, list[dict]]:
    chapters: dict[str, list[dict]] = {}
    bounds = [c[0] for c in CHAPTERS] + [RULES_END + 1]
    for (head, slug), nxt in zip(CHAPTERS, bounds[1:], strict=False):
        heads = [n for n in range(head + 1, nxt) if RULE_HEAD.match(L(n))]
        arts = []
        for i, n in enumerate(heads):
            m = RULE_HEAD.match(L(n))
            end = (heads[i + 1] - 1) if i + 1 < len(heads) else nxt - 1
            arts.append({"key": m.group(1), "number": m.group(1), "title": m.group(2),
                         "lines": article_lines(n + 1, end)})
        chapters[slug] = arts
    return chapters


def parse_procedures() -> list[dict]:
    heads = [n for n in range(PR_START, PR_END + 1) if PR_HEAD.match(L(n))]
    arts = []
    for i, n in enumerate(heads):
        m = PR_HEAD.match(L(n))
        end = (heads[i + 1] - 1) if i + 1 < len(heads) else PR_END
        arts.append({"key": m.group(1), "number": m.group(1), "title": m.group(2),
                     "lines": article_lines(n + 1, end)})
    return arts


ANNEX_HEAD = re.compile(r"^Règle (\d+)")
LABEL = re.compile(r"^(Exemple \d+(?:-[A-Z])?|Situation \d+|Etape \d+)\s?[.:]\s*(.*)$")


def parse_addendum() -> dict[str, dict]:
    """Addendum entries keyed by rule number; a second entry for the same rule becomes an item."""
    entries: dict[str, dict] = {}
    current: dict | None = None
    item: dict | None = None
    n = ANNEX_START
    while n <= ANNEX_END:
        line = L(n)
        while n in JOIN_NEXT:
            n += 1
            line = f"{line} {L(n)}"
        n += 1
        if not line:
            continue
        head = ANNEX_HEAD.match(line)
        if head:
            rule = head.group(1)
            if rule in entries:  # second entry for the rule (53-B): its heading labels an item
                current = entries[rule]
                item = {"label": line, "paras": []}
                current["items"].append(item)
            else:
                current = {"heading": line, "items": []}
                entries[rule] = current
                item = None
            continue
        lab = LABEL.match(line)
        if lab:
            item = {"label": lab.group(1), "paras": [lab.group(2)]}
            current["items"].append(item)
        else:
            if item is None:
                item = {"label": None, "paras": []}
                current["items"].append(item)
            item["paras"].append(line)
    return entries


def addendum_yaml(entry: dict) -> dict:
    items = []
    for it in entry["items"]:
        d = {}
        if it["label"]:
            d["label"] = it["label"]
        d["text"] = T(body(it["paras"]))
        items.append(d)
    return {"heading": T(entry["heading"]), "items": items}


def article_yaml(a: dict, addenda: dict[str, dict]) -> dict:
    out = {"key": a["key"], "number": a["number"], "title": T(a["title"]),
           "text": T(body(a["lines"]))}
    if a["key"] in addenda:
        out["addendum"] = addendum_yaml(addenda[a["key"]])
    if a["key"] in TDA_NOTES:
        out["notes"] = TDA_NOTES[a["key"]]
    if a["key"] in SEE_ALSO:
        out["see_also"] = SEE_ALSO[a["key"]]
    return out


# --- Sources ------------------------------------------------------------------------------------

TDA_SOURCE_NOTES = [
    note("editorial",
         "Chaîne de traduction : règles TDA 2019 version 1.0 (anglais) → traduction française d'Alain "
         "David à partir de la traduction 2017 de Terence Bertault → document appliqué aux tournois "
         "Fivebet, qui y ajoute ses particularités (source `fivebet`, retirées ici). Le document "
         "avertit lui-même que la traduction « reste fidèle dans ses grandes lignes » mais que "
         "« quelques points divergent légèrement du sens réel contenu dans la version originale ».",
         "Translation chain: TDA 2019 rules v1.0 (English) → French translation by Alain David from "
         "Terence Bertault's 2017 translation → applied at Fivebet events, which add their "
         "particularities (source `fivebet`, removed here). The document itself warns that the "
         "translation is faithful in its broad lines but that some points diverge slightly from the "
         "meaning of the original."),
    note("editorial",
         "Plusieurs phrases n'ont pas d'équivalent dans le texte anglais de la TDA (par ex. la fin de "
         "la règle 9, la dernière phrase de la règle 14, le second paragraphe de la règle 58, la fin de "
         "la règle 65-B et de la règle 69) ; elles ne nomment pas Fivebet et sont laissées dans le "
         "texte TDA comme libertés de la traduction.",
         "Several sentences have no counterpart in the TDA English (e.g. end of rule 9, last sentence "
         "of 14, second paragraph of 58, end of 65-B and 69); they do not name Fivebet and are kept "
         "in the TDA text as liberties of the translation."),
    note("source-irregularity",
         "Les procédures sont numérotées « PR-1. » à « PR-7. » puis « PR-8: » à « PR-14: », et citées "
         "dans les règles sous la forme « RP-n » (« RP-9 », « RP14 », « RP5 », « RP-12 », « RP-5-D »).",
         "Procedures are numbered 'PR-1.'..'PR-7.' then 'PR-8:'..'PR-14:', and cited as 'RP-n'."),
    note("source-irregularity",
         "L'en-tête des procédures recommandées indique « Procédures Recommandées 2097 » pour 2019.",
         "The procedures' header says '2097' for 2019."),
    note("source-irregularity",
         "En tête des Annexes Complémentaires, une phrase (Fivebet) annonce une grille de durée des "
         "niveaux « ci-dessous » qui ne figure pas dans le texte (voir fivebet/23-2).",
         "At the top of the addendum a (Fivebet) sentence announces a level-time grid that is not in "
         "the text (see fivebet/23-2)."),
    note("editorial",
         "Le préambule réunit l'en-tête de la partie TDA (lignes 8–10 et 12 de la graine) et l'en-tête "
         "de la partie « Annexes Complémentaires » (lignes 304–305) ; l'en-tête « POKER TOURNAMENT "
         "DIRECTORS ASSN. » est répété en tête de chaque partie (lignes 250 et 303) et l'introduction "
         "de la TDA est répétée en tête des annexes (ligne 307). Les entrées des annexes sont "
         "rattachées aux règles qu'elles illustrent (champ addendum de 10, 16, 18, 20, 38, 40, 43, "
         "45, 46, 47, 51, 52 et 53).",
         "The preamble gathers the header of the TDA part and the header of the addendum part; the "
         "'POKER TOURNAMENT DIRECTORS ASSN.' header and the TDA introduction are repeated at the top "
         "of later parts. Addendum entries are attached to the rules they illustrate."),
]

FIVEBET_SOURCE_NOTES = [
    note("editorial",
         "Le document original imprime les particularités Fivebet en gras bleu (« En gras bleu, les "
         "particularités Fivebet ») ; cette mise en forme est perdue dans le texte brut. "
         "L'attribution de chaque passage est donc déduite et graduée par `certainty` : explicit "
         "(nomme Fivebet ou parle au nom de la maison), probable (absent du texte TDA, style de la "
         "maison), possible (proche du texte TDA, attribution incertaine).",
         "The original prints Fivebet's particularities in blue bold; that formatting is lost in the "
         "plain text, so each attribution is inferred and graded by `certainty`."),
    note("editorial",
         "Le document est la traduction française des règles TDA 2019 (source tda-2019) dans laquelle "
         "Fivebet a inséré ses particularités ; chaque article de cette source est retiré du texte TDA "
         "et rattaché par `overlay.target` à l'article qu'il complète ou remplace. La phrase sur le "
         "Covid 19 (fivebet/4) date le document de 2020 ou après.",
         "The document is the French TDA 2019 translation with Fivebet's particularities inserted; "
         "each article here was removed from the TDA text and points to the article it changes. "
         "The Covid 19 sentence dates the document to 2020 or later."),
]


def main() -> None:
    out_tda = ROOT / "rules" / "tda-2019"
    out_fb = ROOT / "rules" / "fivebet"
    for d in (out_tda, out_fb):
        if d.exists():
            shutil.rmtree(d)
        d.mkdir(parents=True)

    addenda = parse_addendum()
    rule_chapters = parse_rules()
    procedures = parse_procedures()

    tda_keys = {a["key"] for arts in rule_chapters.values() for a in arts} | {a["key"] for a in procedures}
    assert set(addenda) <= tda_keys, set(addenda) - tda_keys

    # tda-2019 source.yaml
    preamble = body([L(n) for n in TDA_HEADER] + [L(n) for n in ANNEX_HEADER])
    yamlio.write(out_tda / "source.yaml", {
        "id": "tda-2019",
        "kind": "rulebook",
        "short_title": "TDA 2019",
        "title": T("Règles 2019 Version 1.0"),
        "version": "1.0",
        "date": "2019-09-24",
        "authors": ["Poker Tournament Directors Association"],
        "translators": ["Alain DAVID à partir de la version 2017 de Terence Bertault"],
        "publisher": "Poker Tournament Directors Association. PokerTDA.com.",
        "original_language": "en",
        "language": "fr",
        "seed": SEED_REL,
        "preamble": T(preamble),
        "notes": TDA_SOURCE_NOTES,
        "seed_noise": [
            {"pattern": r"^PR-\d+[.:] ",
             "reason": "numéro de procédure imprimé devant le titre (« PR-1. », « PR-8: »), porté par "
                       "le champ `number` / procedure number before the title, carried by `number`"},
        ],
    })

    for head, slug in CHAPTERS:
        arts = [article_yaml(a, addenda) for a in rule_chapters[slug]]
        yamlio.write(out_tda / f"{slug}.yaml", {
            "chapter": {"number": "", "title": T(L(head))},
            "articles": arts,
        })

    pr_title = L(PR_HEADER[0]).rstrip(",").strip()
    yamlio.write(out_tda / "11-procedures-recommandees.yaml", {
        "chapter": {"number": "", "title": T(pr_title),
                    "intro": T(body([L(PR_HEADER[1]), L(PR_HEADER[2])]))},
        "articles": [article_yaml(a, addenda) for a in procedures],
    })

    # fivebet
    titles = {a["key"]: a["title"] for arts in rule_chapters.values() for a in arts}
    titles.update({a["key"]: a["title"] for a in procedures})
    yamlio.write(out_fb / "source.yaml", {
        "id": "fivebet",
        "kind": "overlay",
        "base": "tda-2019",
        "short_title": "Fivebet",
        "title": T(L(1)),
        "authors": [],
        "publisher": "Fivebet",
        "original_language": "fr",
        "language": "fr",
        "seed": SEED_REL,
        "preamble": T(body([L(n) for n in FIVEBET_HEADER])),
        "notes": FIVEBET_SOURCE_NOTES,
    })
    fb_arts = []
    for fb in FIVEBET:
        text = FB_CUTS[fb["line"]][0] if fb["line"] in FB_CUTS else L(fb["line"])
        num = fb["target"]
        art = {"key": fb["key"], "number": num}
        if fb.get("title", True):
            art["title"] = T(titles[num])
        art["text"] = T(md_para(text))
        if fb["key"] in FIVEBET_NOTES:
            art["notes"] = FIVEBET_NOTES[fb["key"]]
        if fb.get("see_also"):
            art["see_also"] = fb["see_also"]
        art["overlay"] = {"target": f"tda-2019/{fb['target']}", "mode": fb["mode"],
                          "certainty": fb["certainty"], "reason": fb["reason"]}
        fb_arts.append(art)
    yamlio.write(out_fb / "01-particularites.yaml", {
        "chapter": {"number": "", "title": T(L(BLUE_LINES[0]))},
        "articles": fb_arts,
    })

    n_rules = sum(len(v) for v in rule_chapters.values())
    print(f"tda-2019: {n_rules} rules, {len(procedures)} procedures, "
          f"addendum on {len(addenda)} rules; fivebet: {len(fb_arts)} overlay articles")


if __name__ == "__main__":
    main()
