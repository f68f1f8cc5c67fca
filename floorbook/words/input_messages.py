"""The problems of a situation's input in the page's language: what the floor assistant shows beside
its form when a value cannot be ruled; and those of a house configuration, what the sheet builder
shows beside its form (:data:`CONFIG_MESSAGES`: the checks of :mod:`floorbook.sheet.house`, of a
parameter's value, of a YAML file).

The engine's reader (:mod:`floorbook.engine.registry`) and ``floorbook ask`` say each problem in
English for a contributor, by the field's name (``chip_push input, chips[1]: -25 is impossible…``);
that line stays the command's and the scenario files' contract. A player reads instead the field's
name from the form (:data:`floorbook.words.form_labels.FIELDS`), the row it is on, and the message in
words of their language: :data:`MESSAGES` gives the words of each of the reader's messages, matched
whole (its named groups fill the template), and :data:`ENGINE_MESSAGES` those of the engine's own rules
about an input (what cannot happen at a table), by their English template.

Standard library only (with :mod:`floorbook.engine`): this module runs in the browser (Pyodide).
"""

from __future__ import annotations

import re

from floorbook.engine.declarations import Label
from floorbook.words.form_labels import FIELDS, NEEDED_FIGURES
from floorbook.words.lookup import say

# a problem of a house configuration (floorbook.sheet.house, a parameter's ValueSpec, a YAML file) → its words;
# `values`: what is allowed, values as one types them and the words around them in the language (values_words)
_ALLOWED = "(valeurs permises\u00a0: {values})"
CONFIG_MESSAGES: list[tuple[str, Label]] = [
    (r"(?P<value>.+) is out of range; allowed: (?P<values>.+)",
     Label(fr="{value} est hors des valeurs permises\u00a0: {values}",
           en="{value} is out of range; allowed: {values}")),
    (r"(?P<value>.+) is not a whole number; allowed: (?P<values>.+)",
     Label(fr="{value} n’est pas un nombre entier " + _ALLOWED, en="{value} is not a whole number; allowed: {values}")),
    (r"(?P<value>.+) is not a number; allowed: (?P<values>.+)",
     Label(fr="{value} n’est pas un nombre " + _ALLOWED, en="{value} is not a number; allowed: {values}")),
    (r"(?P<value>.+) is not true or false; allowed: (?P<values>.+)",
     Label(fr="{value} n’est ni true ni false " + _ALLOWED, en="{value} is not true or false; allowed: {values}")),
    (r"(?P<value>.+) is not a list; allowed: (?P<values>.+)",
     Label(fr="{value} n’est pas une liste " + _ALLOWED, en="{value} is not a list; allowed: {values}")),
    (r"(?P<value>.+) is not a mapping; allowed: (?P<values>.+)",
     Label(fr="{value} n’est pas une table nom: valeur " + _ALLOWED, en="{value} is not a mapping; allowed: {values}")),
    (r"no case given; allowed: (?P<values>.+)",
     Label(fr="aucun cas n’est donné " + _ALLOWED, en="no case given; allowed: {values}")),
    (r"(?P<value>.+) (?P<nature>is not allowed|is not a known (?:case|item|key)); allowed: (?P<values>.+)",
     Label(fr="{value} n’est pas permis " + _ALLOWED, en="{value} {nature}; allowed: {values}")),
    (r"(?P<value>.+) is listed twice", Label(fr="{value} est donné deux fois", en="{value} is listed twice")),
    (r"(?P<n>\d+) items; expected (?P<count>.+?) of (?P<values>.+)",
     Label(fr="{n} éléments\u00a0; il en faut {count} parmi {values}", en="{n} items; expected {count} of {values}")),
    (r"key (?P<inner>.+)", Label(fr="clé\u00a0: {inner}", en="key {inner}")),
    (r"expected a mapping of parameter: value",
     Label(fr="il faut une table règle: valeur", en="expected a mapping of parameter: value")),
    (r"expected a mapping of (?P<keys>.+)", Label(fr="il faut ici les clés {keys}", en="expected a mapping of {keys}")),
    (r"unknown key; allowed: (?P<keys>.+)",
     Label(fr="clé inconnue (clés permises\u00a0: {keys})", en="unknown key; allowed: {keys}")),
    (r"(?P<value>.+) is not text; expected text",
     Label(fr="{value} n’est pas un texte", en="{value} is not text; expected text")),
    (r"must not be empty", Label(fr="ne doit pas être vide", en="must not be empty")),
    (r"(?P<value>.+) is not a date; expected a date written YYYY-MM-DD",
     Label(fr="{value} n’est pas une date (écrivez-la AAAA-MM-JJ)",
           en="{value} is not a date; expected a date written YYYY-MM-DD")),
    (r"unknown parameter; allowed: (?P<keys>.+)",
     Label(fr="règle inconnue (règles permises\u00a0: {keys})", en="unknown parameter; allowed: {keys}")),
    (r"expected a YAML mapping \(event, base, choices, …\)",
     Label(fr="il faut une table YAML (event, base, choices, …)",
           en="expected a YAML mapping (event, base, choices, …)")),
    (r"unknown base (?P<value>.+); allowed: (?P<keys>.+)",
     Label(fr="le règlement de base {value} n’existe pas (règlements\u00a0: {keys})",
           en="unknown base {value}; allowed: {keys}")),
    (r"expected a list of local rules, each with fr \(and en\)",
     Label(fr="il faut une liste de règles locales, chacune avec fr (et en)",
           en="expected a list of local rules, each with fr (and en)")),
    (r"expected a list of topics", Label(fr="il faut une liste de sujets", en="expected a list of topics")),
    (r"unknown topic (?P<value>.+); allowed: (?P<keys>.+)",
     Label(fr="le sujet {value} n’existe pas (sujets\u00a0: {keys})", en="unknown topic {value}; allowed: {keys}")),
    (r"YAML syntax error: (?P<detail>.*)",
     Label(fr="erreur de syntaxe YAML à cet endroit", en="YAML syntax error: {detail}")),
    (r"is not UTF-8 text \((?P<detail>.*)\)", Label(fr="n’est pas un texte UTF-8", en="is not UTF-8 text ({detail})")),
    (r"the value (?P<value>.+) is not a date that exists",
     Label(fr="la valeur {value} n’est pas une date qui existe", en="the value {value} is not a date that exists")),
    (r"the value (?P<detail>.*)cannot be read(?P<kind>.*)",
     Label(fr="une valeur ne peut pas être lue", en="the value {detail}cannot be read{kind}")),
    (r"is empty; expected a YAML mapping",
     Label(fr="est vide\u00a0: il faut une table YAML", en="is empty; expected a YAML mapping")),
    (r"duplicate key \(first at line (?P<first>\d+)\); a YAML mapping must not repeat a key",
     Label(fr="clé répétée (d’abord à la ligne {first})\u00a0: une table YAML ne répète pas une clé",
           en="duplicate key (first at line {first}); a YAML mapping must not repeat a key")),
]
# the words of what is allowed (floorbook.engine.declarations.ValueSpec.allowed), in order; the values as typed
VALUES_FR = [(r"(\d+) to any", r"\1 ou plus"), (r"(\d) to (-?\d)", r"\1 à \2"), (r"\bat least ", "au moins "),
              (r"\bat most ", "au plus "), (r"\ba whole number\b", "un nombre entier"), (r"\ba number\b", "un nombre"),
              (r"\bseconds\b", "secondes"), (r"\bhands\b", "mains"), (r"\bchips\b", "jetons"),
              (r"\bplayers\b", "joueurs"), (r", or one per case \(", ", ou une valeur par cas ("),
              (r"\ba list of ", "une liste de "), (r"\ba mapping of ", "une table de "), (r" to ", " vers "),
              (r"\(none\)", "(aucune)")]


def values_words(text: str, lang: str) -> str:
    """What a parameter allows, in ``lang``: the values as one types them, the words around them translated.

    >>> values_words("10 to 300 seconds, discretion", "fr")
    '10 à 300 secondes, discretion'
    """
    if lang == "fr":
        for pattern, replacement in VALUES_FR:
            text = re.sub(pattern, replacement, text)
    return text


# a message of the engine's reader (English) → its words, a pattern matched whole
MESSAGES: list[tuple[re.Pattern[str], Label]] = [
    *((re.compile(pattern), words) for pattern, words in CONFIG_MESSAGES),
    (re.compile(r"is required"), Label(fr="à remplir", en="to be filled in")),
    (re.compile(r"(?P<value>.+) is impossible: an amount cannot be negative"),
     Label(fr="{value} est impossible\u00a0: un montant ne peut pas être négatif",
           en="{value} is impossible: an amount cannot be negative")),
    (re.compile(r"(?P<value>.+) is impossible: must be more than 0"),
     Label(fr="{value} est impossible\u00a0: il faut plus de 0", en="{value} is impossible: it must be more than 0")),
    (re.compile(r"Input should be greater than or equal to (?P<n>-?\d+)"),
     Label(fr="doit valoir au moins {n}", en="must be at least {n}")),
    (re.compile(r"Input should be less than or equal to (?P<n>-?\d+)"),
     Label(fr="doit valoir au plus {n}", en="must be at most {n}")),
    (re.compile(r"Input should be a valid integer.*"),
     Label(fr="doit être un nombre entier", en="must be a whole number")),
    (re.compile(r"Input should be a valid number.*"), Label(fr="doit être un nombre", en="must be a number")),
    (re.compile(r"Input should be a valid boolean.*"), Label(fr="doit être oui ou non", en="must be yes or no")),
    (re.compile(r"Input should be (?P<allowed>'.*')"),
     Label(fr="n’est pas l’une des valeurs possibles ({allowed})", en="is not one of the values allowed ({allowed})")),
    (re.compile(r"Input should be .*"), Label(fr="n’est pas l’une des valeurs proposées",
                                              en="is not one of the values offered")),
    (re.compile(r"(?:List|Dictionary) should have at most (?P<n>\d+) items? after validation, not (?P<m>\d+)"),
     Label(fr="nombre de lignes\u00a0: au plus {n} (il y en a {m})", en="number of rows: at most {n} (given: {m})")),
    (re.compile(r"(?:List|Dictionary) should have at most (?P<n>\d+) items? after validation, not more"),
     Label(fr="nombre de lignes\u00a0: au plus {n} (il y en a plus)", en="number of rows: at most {n} (more given)")),
    (re.compile(r"(?:List|Dictionary) should have at least (?P<n>\d+) items? after validation, not (?P<m>\d+)"),
     Label(fr="nombre de lignes\u00a0: au moins {n} (il y en a {m})", en="number of rows: at least {n} (given: {m})")),
    (re.compile(r"(?P<value>.+) is out of any real range: at most (?P<n>[\d,]+)"),
     Label(fr="{value} est hors de toute mesure\u00a0: au plus {n}",
           en="{value} is out of any real range: at most {n}")),
    (re.compile(r"(?P<value>.+) is impossible: a name holds no control character or markup"),
     Label(fr="{value} est impossible\u00a0: un nom ne contient ni caractère de contrôle ni balise",
           en="{value} is impossible: a name holds no control character or markup")),
    (re.compile(r"a name of (?P<n>\d+) characters is impossible: at most (?P<most>\d+)"),
     Label(fr="un nom de {n} caractères est impossible\u00a0: au plus {most}",
           en="a name of {n} characters is impossible: at most {most}")),
    (re.compile(r"\w+ should have at least (?P<n>\d+) item\w* after validation, not (?P<got>\d+)"),
     Label(fr="il en faut au moins {n}, et non {got}", en="at least {n} needed, not {got}")),
    (re.compile(r"\w+ should have at most (?P<n>\d+) item\w* after validation, not (?P<got>\d+)"),
     Label(fr="il en faut au plus {n}, et non {got}", en="at most {n} allowed, not {got}")),
    (re.compile(r"is given twice"), Label(fr="est donné deux fois", en="is given twice")),
    (re.compile(r"(?P<n>\d+) more problem\(s\): correct the ones above first"),
     Label(fr="et {n} autre(s) problème(s)\u00a0: corrigez d’abord ceux-ci", en="and {n} more problem(s): correct "
           "these first")),
    (re.compile(r"is not a known field; known: (?P<known>.*)"),
     Label(fr="n’est pas une donnée de cette situation (données possibles\u00a0: {known})",
           en="is not something this situation asks (it asks: {known})")),
    (re.compile(r"(?P<item>.*) is not key=value \(.*\)"),
     Label(fr="{item} n’est pas de la forme nom=valeur (par exemple big_blind=100 ou chips=500,25)",
           en="{item} is not of the form name=value (for example big_blind=100 or chips=500,25)")),
    (re.compile(r"unknown ruleset (?P<rid>'[^']*'); known: (?P<known>.*)"),
     Label(fr="le règlement {rid} n’est pas connu (règlements\u00a0: {known})",
           en="the rulebook {rid} is not known (rulebooks: {known})")),
    (re.compile(r"expected .*"),
     Label(fr="ne peut pas être lu\u00a0: corrigez les lignes", en="cannot be read: correct the rows")),
    (re.compile(r"(?P<name>'[^']*') is now asked as (?P<new>'[^']*') .*"),
     Label(fr="{name} se demande maintenant comme {new} (les deux situations ont été réunies\u00a0; mêmes données)",
           en="{name} is now asked as {new} (the two situations were merged; the same input)")),
    (re.compile(r"unknown situation .*"), Label(fr="cette situation n’est pas connue",
                                                en="this situation is not known")),
    (re.compile(r"missing; choose one of .*"), Label(fr="choisissez une situation", en="choose a situation")),
    # the bounds of a house configuration (floorbook.sheet.house) and of a YAML text (floorbook.reading.yamlfile)
    (re.compile(r"(?P<n>\d+) local rules; at most (?P<most>\d+) \(a sheet of one or two pages\)"),
     Label(fr="{n} règles locales\u00a0: au plus {most} (une feuille d’une ou deux pages)",
           en="{n} local rules: at most {most} (a sheet of one or two pages)")),
    (re.compile(r"(?P<n>\d+) topics; there are (?P<all>\d+), each listed once at most"),
     Label(fr="{n} sujets\u00a0: il y en a {all}, chacun donné une fois au plus",
           en="{n} topics: there are {all}, each listed once at most")),
    (re.compile(r"(?P<value>.+) is listed twice \(first as topic (?P<first>\d+)\); each topic is printed once"),
     Label(fr="{value} est donné deux fois (d’abord comme sujet {first})\u00a0: chaque sujet est imprimé une fois",
           en="{value} is listed twice (first as topic {first}): each topic is printed once")),
    (re.compile(r"(?P<n>\d+) entries; at most (?P<most>\d+); allowed: (?P<values>.+)"),
     Label(fr="{n} entrées\u00a0: au plus {most} (valeurs permises\u00a0: {values})",
           en="{n} entries: at most {most} (allowed: {values})")),
    (re.compile(r"an alias inside this value refers back to it: the value would hold itself without end"),
     Label(fr="un alias à l’intérieur de cette valeur y renvoie\u00a0: la valeur se contiendrait elle-même sans fin",
           en="an alias inside this value refers back to it: the value would hold itself without end")),
    (re.compile(r"aliases repeat more than (?P<n>[\d,]+) values in all \(this one among them\): write the values "
                r"out, or repeat fewer"),
     Label(fr="les alias répètent plus de {n} valeurs en tout (celle-ci parmi elles)\u00a0: écrivez les valeurs, ou "
              "répétez-en moins",
           en="aliases repeat more than {n} values in all (this one among them): write the values out, or repeat "
              "fewer")),
    (re.compile(r"nested more than (?P<n>\d+) levels deep \(lists and mappings within each other\): at most "
                r"(?P<most>\d+)"),
     Label(fr="imbriqué sur plus de {n} niveaux (listes et tables les unes dans les autres)\u00a0: au plus {most}",
           en="nested more than {n} levels deep (lists and mappings within each other): at most {most}")),
    (re.compile(r"(?P<value>.+) is read by YAML as a number written otherwise than in the digits 0 to 9: write it "
                r"as 1000 or 2\.5 \(or in quotes, as text\)"),
     Label(fr="{value} est lu par YAML comme un nombre écrit autrement qu’avec les chiffres 0 à 9\u00a0: écrivez-le "
              "1000 ou 2.5 (ou entre guillemets, comme un texte)",
           en="{value} is read by YAML as a number written otherwise than in the digits 0 to 9: write it as 1000 or "
              "2.5 (or in quotes, as text)")),
    (re.compile(r"a (?P<what>text|file) of (?P<n>[\d,]+) (?P<unit>characters|bytes) is too long for this file: at "
                r"most (?P<most>[\d,]+)(?: characters)?"),
     Label(fr="ce fichier est trop long ({n} caractères ou octets)\u00a0: au plus {most} caractères",
           en="this file is too long ({n} {unit}): at most {most} characters")),
]


def _l(fr: str, en: str) -> Label:
    """French typography for the French (no-break spaces before : and ; and inside « »)."""
    return Label(fr=fr.replace(" :", "\u00a0:").replace(" ;", "\u00a0;").replace("« ", "«\u00a0")
                 .replace(" »", "\u00a0»"), en=en)


# the engine's own messages about an input (a situation's rule: what cannot happen at a table), by their English
# template ({name}: a part the message fills in); a test checks that every one the engine raises is here
ENGINE_MESSAGES: dict[str, Label] = {
    "actions[{i}]: {problem}": _l("action {i} : {problem}", "action {i}: {problem}"),  # first: it holds the others
    "last_full_raise ({a}) is more than the current bet ({b}): a raise is part of the bet":
        _l("la dernière relance complète ({a}) dépasse la mise en cours ({b}) : une relance fait partie de la mise",
           "the last full raise ({a}) is more than the current bet ({b}): a raise is part of the bet"),
    "already_in ({a}) is more than the current bet ({b})":
        _l("ce que le joueur a déjà misé ({a}) dépasse la mise en cours ({b})",
           "what the player already put in ({a}) is more than the current bet ({b})"),
    "already_in ({a}) matches the current bet ({b}): a player who has matched the bet does not act again (but the "
    "big blind before the flop, nobody having raised)":
        _l("ce que le joueur a déjà misé ({a}) égale la mise en cours ({b}) : un joueur qui a égalé la mise n’a plus "
           "à parler (sauf la grosse blinde avant le flop, quand personne n’a relancé)",
           "what the player already put in ({a}) matches the current bet ({b}): a player who has matched the bet does "
           "not act again (but the big blind before the flop, nobody having raised)"),
    "a {kind} to 0 puts nothing in": _l("une action à 0 ne met rien au pot", "an action to 0 puts nothing in"),
    "{player} has folded: a folded player is not asked to act":
        _l("{player} s’est couché : un joueur couché n’a plus à agir",
           "{player} has folded: a folded player is not asked to act"),
    "{player} is all in: a player with no chips left is not asked to act":
        _l("{player} est à tapis : un joueur qui n’a plus de jetons n’a plus à agir",
           "{player} is all in: a player with no chips left is not asked to act"),
    "{player} is all in and cannot act again": _l("{player} est à tapis et ne peut plus agir",
                                                  "{player} is all in and cannot act again"),
    "{kind} by {player} needs `to`": _l("l’action de {player} demande un montant", "{player}'s action needs an amount"),
    "{player} has folded and cannot act again": _l("{player} s’est couché et ne peut plus agir",
                                                   "{player} has folded and cannot act again"),
    "a {kind} puts no chips in: it carries no amount ({to})":
        _l("cette action ne met pas de jetons : elle ne porte pas de montant ({to})",
           "this action puts no chips in: it carries no amount ({to})"),
    "{player} cannot check facing a bet of {level}": _l("{player} ne peut pas checker face à une mise de {level}",
                                                         "{player} cannot check facing a bet of {level}"),
    "a call of {to} is not the bet to call ({level}): a call for less is all in (kind all_in), a call for more is "
    "a raise":
        _l("suivre à {to} n’est pas la mise à suivre ({level}) : suivre pour moins, c’est être à tapis ; pour plus, "
           "c’est relancer", "a call of {to} is not the bet to call ({level}): a call for less is all in, a call "
           "for more is a raise"),
    "{player} {kind}s to {to}: not more than the bet of {before}: a bet or a raise goes above it (to match it is a "
    "call)":
        _l("{player} va à {to} : pas plus que la mise de {before} : une mise ou une relance va au-delà (l’égaler, "
           "c’est suivre)",
           "{player} goes to {to}: not more than the bet of {before}: a bet or a raise goes above it (to match it is "
           "a call)"),
    "{player} {kind}s to {to}: below the minimum raise {minimum} without being all-in":
        _l("{player} va à {to} : moins que la relance minimum ({minimum}) sans être à tapis",
           "{player} goes to {to}: below the minimum raise ({minimum}) without being all in"),
    "{player} {kind}s to {to}: below the minimum bet {minimum} without being all-in":
        _l("{player} mise {to} : moins que la mise minimum ({minimum}) sans être à tapis",
           "{player} bets {to}: below the minimum bet ({minimum}) without being all in"),
    "{player} calls with nothing to call: nobody has bet more than he has put in (he checks or bets)":
        _l("{player} suit alors qu’il n’y a rien à suivre : personne n’a misé plus que lui (il checke ou mise)",
           "{player} calls with nothing to call: nobody has bet more than he has put in (he checks or bets)"),
    "owner_touched is for a flashed card": _l("« touchée par son propriétaire » ne vaut que pour une carte entrevue",
                                              "“touched by its owner” is for a flashed card only"),
    "seats {seats} are all between the button and the big blind: only the small blind sits there":
        _l("les sièges {seats} sont tous entre le bouton et la grosse blinde : seule la petite blinde s’y trouve",
           "seats {seats} are all between the button and the big blind: only the small blind sits there"),
    "{player} acts twice in a row: the turn goes round the table before coming back to him":
        _l("{player} agit deux fois de suite : la parole fait le tour de la table avant de lui revenir",
           "{player} acts twice in a row: the turn goes round the table before coming back to him"),
    "only a hand played with two decks is said recoverable or not":
        _l("seul un coup joué avec deux paquets se dit récupérable ou non",
           "only a hand played with two decks is said recoverable or not"),
    "only an irregular deck is said found after folds":
        _l("seul un jeu irrégulier se dit découvert après des abandons",
           "only an irregular deck is said found after folds"),
    "a blind of {amount} is above the big blind ({big_blind}): a blind is at most the big blind":
        _l("une blinde de {amount} dépasse la grosse blinde ({big_blind}) : une blinde vaut au plus la grosse "
           "blinde",
           "a blind of {amount} is above the big blind ({big_blind}): a blind is at most the big blind"),
    "{player} made the last bet and every player after him called or folded: the betting round is over, the turn "
    "does not come back to him":
        _l("{player} a fait la dernière mise et tous les joueurs après lui ont suivi ou se sont couchés : le tour "
           "d’enchères est fini, la parole ne lui revient pas",
           "{player} made the last bet and every player after him called or folded: the betting round is over, the "
           "turn does not come back to him"),
    "a player all in has no more action: he cannot throw his cards when he could check":
        _l("un joueur à tapis n’a plus d’action : il ne peut pas jeter ses cartes alors qu’il pouvait checker",
           "a player all in has no more action: he cannot throw his cards when he could check"),
    "mixed_with_hand is for a dead card: not one the player dropped or showed on purpose":
        _l("« mêlée à l’autre carte du joueur » ne vaut que pour une carte morte : pas une carte que le joueur a fait "
           "tomber ou montrée exprès",
           "“mixed with the player’s other card” is for a dead card only: not one the player dropped or showed on "
           "purpose"),
    "dealers_own is for a card exposed or dropped by the dealer":
        _l("« la carte du donneur » ne vaut que pour une carte exposée ou tombée par le donneur",
           "“the dealer's own card” is for a card exposed or dropped by the dealer only"),
    "live_card_identifiable is for a card mixed with the hand":
        _l("« carte vivante reconnaissable » ne vaut que pour une carte mêlée à la main",
           "“live card identifiable” is for a card mixed with the hand only"),
    "burn, with_board_card and all_in are for a burn card exposed":
        _l("ces précisions ne valent que pour une carte brûlée exposée",
           "these details are for an exposed burn card only"),
    "with_board_card is for the burn card before the turn or the river, not the first one":
        _l("« retournée avec la carte suivante » ne vaut que pour la carte brûlée avant la turn ou la river, pas la "
           "première",
           "“exposed with the next card” is for the burn card before the turn or the river only, not the first one"),
    "{n} players: a short-handed table seats fewer than 8 (a full ring is 8, 9 or 10)":
        _l("{n} joueurs : une table réduite compte moins de 8 places (une table complète en a 8, 9 ou 10)",
           "{n} players: a short-handed table seats fewer than 8 (a full ring is 8, 9 or 10)"),
    "{n} players in one hand: a table seats at most {most}":
        _l("{n} joueurs dans un coup : une table a au plus {most} places",
           "{n} players in one hand: a table seats at most {most}"),
    "no player to the right": _l("aucun joueur à droite", "no player to the right"),
    "a seat is listed twice": _l("un siège est donné deux fois", "a seat is given twice"),
    "seat {seat} is not among the seats occupied ({seats}): the big blind's seat must be occupied":
        _l("le siège {seat} n’est pas parmi les sièges occupés ({seats}) : le siège de la grosse blinde doit être "
           "occupé",
           "seat {seat} is not among the seats occupied ({seats}): the big blind's seat must be occupied"),
    "seat {seat} is the button: heads-up, the button posts the small blind and the other player the big blind":
        _l("le siège {seat} est le bouton : en tête-à-tête, le bouton paie la petite blinde et l’autre joueur la "
           "grosse blinde",
           "seat {seat} is the button: heads-up, the button posts the small blind and the other player the big "
           "blind"),
    "seat {seat} is not among the seats occupied ({seats}): heads-up, the button is one of the two players":
        _l("le siège {seat} n’est pas parmi les sièges occupés ({seats}) : en tête-à-tête, le bouton est l’un des deux "
           "joueurs", "seat {seat} is not among the seats occupied ({seats}): heads-up, the button is one of the two "
           "players"),
    "button, small blind and big blind are three different positions":
        _l("le bouton, la petite blinde et la grosse blinde sont trois places différentes",
           "the button, the small blind and the big blind are three different positions"),
    "seat {seat} was occupied at that hand, between the small blind (seat {small_blind}) and the big blind (seat "
    "{big_blind}): the big blind moves on to the next player, so a player dealt in never sits between the blinds (a "
    "seat dealt no cards, such as a late arrival's, is not an occupied seat)":
        _l("le siège {seat} était occupé à ce coup, entre la petite blinde (siège {small_blind}) et la grosse blinde "
           "(siège {big_blind}) : la grosse blinde avance au joueur suivant, un joueur servi n’est donc jamais "
           "assis entre les blindes (une place sans cartes, comme celle d’un retardataire, n’est pas une place "
           "occupée)", "seat {seat} was occupied at that hand, between the small blind (seat {small_blind}) and the "
           "big blind (seat {big_blind}): the big blind moves on to the next player, so a player dealt in never sits "
           "between the blinds (a seat dealt no cards, such as a late arrival's, is not an occupied seat)"),
    "eliminated players must have been seated": _l("un joueur éliminé devait être assis à la table",
                                                   "an eliminated player must have been seated"),
    "newcomers cannot sit in occupied seats {seats}":
        _l("un nouveau venu ne peut pas s’asseoir sur un siège occupé {seats}",
           "a newcomer cannot sit in an occupied seat {seats}"),
    "fewer than two players left at this table: there is no next hand to deal here":
        _l("moins de deux joueurs restent à cette table\u00a0: il n’y a pas de coup suivant à y donner",
           "fewer than two players left at this table: there is no next hand to deal here"),
    "the smallest chip still in play ({smallest_remaining}) cannot be above the chips the race gives ({race_to}): "
    "they are in play":
        _l("le plus petit jeton encore en jeu ({smallest_remaining}) ne peut pas valoir plus que les jetons que la "
           "course attribue ({race_to})\u00a0: ils sont en jeu", "the smallest chip still in play "
           "({smallest_remaining}) cannot be above the chips the race gives ({race_to}): they are in play"),
    "the smallest chip still in play ({smallest_remaining}) must be above the chip the race removes ({removed})":
        _l("le plus petit jeton encore en jeu ({smallest_remaining}) doit valoir plus que le jeton que la course "
           "retire ({removed})", "the smallest chip still in play ({smallest_remaining}) must be above the chip the "
           "race removes ({removed})"),
    "the big blind can post ante and blind in full: not a short big blind":
        _l("la grosse blinde peut poser l’ante et la blinde en entier : ce n’est pas une grosse blinde courte",
           "the big blind can post the ante and the blind in full: not a short big blind"),
    "'BB' is the short big blind: do not list them in bets":
        _l("« BB » est la grosse blinde courte : ne la mettez pas dans les mises",
           "“BB” is the short big blind: do not list it in the bets"),
    "folded players must be in bets": _l("un joueur couché doit figurer dans les mises",
                                         "a folded player must be in the bets"),
    "{player} folded with {amount} in, more than the big blind and than every player still in: nobody bet more, so "
    "there was nothing to fold to":
        _l("{player} s’est couché avec {amount} misés, plus que la grosse blinde et que tout joueur encore en jeu : "
           "personne n’a misé plus, il n’y avait rien à quoi renoncer",
           "{player} folded with {amount} in, more than the big blind and than every player still in: nobody bet "
           "more, so there was nothing to fold to"),
    "not a card: {card} (rank 2-9, T/10, J, Q, K, A then suit s, h, d, c)":
        _l("{card} n’est pas une carte (hauteur 2 à 9, T ou 10, J, Q, K, A, puis couleur s, h, d, c)",
           "{card} is not a card (rank 2-9, T/10, J, Q, K, A then suit s, h, d, c)"),
    "race_to ({a}) must be a multiple of removed ({b}) above it":
        _l("la nouvelle plus petite valeur ({a}) doit être un multiple de la valeur retirée ({b}), au-dessus d’elle",
           "the new smallest chip ({a}) must be a multiple of the chip removed ({b}), above it"),
    "other_chips names players without odd chips: {players}":
        _l("les autres jetons nomment des joueurs sans jetons impairs : {players}",
           "the other chips name players without odd chips: {players}"),
    "more chips to hand out than players in the race (one chip at most each)":
        _l("plus de jetons à attribuer que de joueurs dans la course (un jeton au plus chacun)",
           "more chips to hand out than players in the race (one chip at most each)"),
    "{player}: {n} × {removed} make {total}, enough for a {race_to}: only the chips left over once the rest is "
    "exchanged are raced (fewer than {per})":
        _l("{player} : {n} × {removed} font {total}, de quoi faire un {race_to} : seuls courent les jetons qui restent "
           "une fois le reste échangé (moins de {per})",
           "{player}: {n} × {removed} make {total}, enough for a {race_to}: only the chips left over once the rest is "
           "exchanged are raced (fewer than {per})"),
    "a chip removed by the race was smaller than the smallest still in play: that one cannot be 1":
        _l("un jeton retiré par la course était plus petit que le plus petit encore en jeu : celui-ci ne peut pas "
           "valoir 1",
           "a chip removed by the race was smaller than the smallest still in play: that one cannot be 1"),
    "{player} has no chips at all: already out": _l("{player} n’a plus aucun jeton : il est déjà éliminé",
                                                     "{player} has no chips at all: already out"),
    "no cards given for {players}": _l("aucune carte donnée pour {players}", "no cards given for {players}"),
    "no seat given for {players}": _l("aucun siège donné pour {players}", "no seat given for {players}"),
    "cards dealt to {player}, who has no odd chips":
        _l("des cartes sont données à {player}, qui n’a pas de jeton impair",
           "cards dealt to {player}, who has no odd chips"),
    "{player} has {odd} odd chip(s) but {cards} card(s)":
        _l("il faut à {player} autant de cartes que de jetons impairs (jetons impairs {odd}, cartes {cards})",
           "{player} needs as many cards as odd chips (odd chips {odd}, cards {cards})"),
    "seat {seat} is already {player}'s: two players are given the same seat":
        _l("le siège {seat} est déjà celui de {player} : deux joueurs ont le même siège",
           "seat {seat} is already {player}'s: two players are given the same seat"),
    "card {card} dealt twice": _l("la carte {card} est donnée deux fois", "card {card} dealt twice"),
    "said must be 'call' or 'check', not {said}": _l("ce qui est dit doit être « parole » ou « je suis », pas {said}",
                                                     "what is said must be “check” or “call”, not {said}"),
    "chips must be a non-empty list of positive chip values":
        _l("donnez au moins un jeton, de valeur positive", "give at least one chip, of a positive value"),
    "{total} is below the bet to call ({level}): an amount announced below the call is an undercall, not a string "
    "bet: ask it as less than the amount to call":
        _l("{total} est en dessous de la mise à suivre ({level}) : un montant annoncé sous la mise à suivre est un "
           "call insuffisant, pas une mise en plusieurs fois ; demandez-le comme « Moins que le montant à suivre »",
           "{total} is below the bet to call ({level}): an amount announced below the call is an undercall, not a "
           "string bet; ask it as “Less than the amount to call”"),
    "the amount told must be less than the real bet: a caller told the real amount or more was not misinformed to "
    "his cost":
        _l("le montant annoncé doit être inférieur à la mise réelle : un joueur à qui l’on a annoncé le montant réel "
           "ou plus n’a pas été mal renseigné à ses dépens",
           "the amount told must be less than the real bet: a caller told the real amount or more was not misinformed "
           "to his cost"),
    "a level is announced once its time has run out, not before":
        _l("un niveau s’annonce une fois son temps écoulé, pas avant",
           "a level is announced once its time has run out, not before"),
    "a player out of the hand is not the one to act: the player to act is still in the hand":
        _l("un joueur sorti du coup n’est pas celui qui doit parler : le joueur qui doit parler est encore dans le "
           "coup",
           "a player out of the hand is not the one to act: the player to act is still in the hand"),
    "at least one player must be left": _l("il doit rester au moins un joueur", "at least one player must be left"),
    "a player is listed twice": _l("un joueur est donné deux fois", "a player is given twice"),
    "the bet ({bet}) is what it should be: there is no error":
        _l("la mise ({bet}) est celle qu’elle doit être : il n’y a pas d’erreur",
           "the bet ({bet}) is what it should be: there is no error"),
    "the board is dealt from the flop on: a board error has a street of flop, turn or river":
        _l("le tableau se donne à partir du flop : une erreur de tableau a lieu au flop, au turn ou à la river",
           "the board is dealt from the flop on: a board error happens on the flop, the turn or the river"),
    "give either rounds (with players_at_table) or hands":
        _l("donnez soit des tours (avec le nombre de joueurs à la table), soit des mains",
           "give either rounds (with the players at the table) or hands"),
    "a penalty in rounds needs players_at_table": _l("une pénalité en tours demande le nombre de joueurs à la table",
                                                     "a penalty in rounds needs the players at the table"),
    "contributions must not be negative": _l("une mise ne peut pas être négative", "a contribution cannot be negative"),
    "a pot needs at least one winner": _l("un pot demande au moins un gagnant", "a pot needs at least one winner"),
    "{players} paid an ante but is not in contributions":
        _l("{players} a payé une ante mais n’est pas dans les mises du coup : donnez sa mise (0 s’il s’est couché "
           "sans miser)",
           "{players} paid an ante but is not in the hand’s contributions: give what he put in (0 if he folded "
           "without betting)"),
    "{player} is not in contributions": _l("{player} n’a rien mis au pot", "{player} put nothing in the pot"),
    "{player} is not among the players of the hand (contributions)":
        _l("{player} n’est pas parmi les joueurs du coup (les mises)",
           "{player} is not among the players of the hand (their chips in)"),
    "{player} put in {amount}, no more than another player ({other}): nothing of his was left uncalled":
        _l("{player} a mis {amount}, pas plus qu’un autre joueur ({other}) : aucun de ses jetons n’est resté sans être "
           "payé",
           "{player} put in {amount}, no more than another player ({other}): nothing of his was left uncalled"),
    "a pot is split between two winners or more: one winner takes it whole":
        _l("un pot se partage entre deux gagnants ou plus : un seul gagnant le prend en entier",
           "a pot is split between two winners or more: one winner takes it whole"),
    "{players} paid less than the ante of {ante}, so had no chips left: a player short of the ante is all-in and "
    "puts nothing more in":
        _l("{players} a payé moins que l’ante de {ante}, il n’avait donc plus de jetons : un joueur qui n’a pas le "
           "montant de l’ante est à tapis et ne mise rien de plus",
           "{players} paid less than the ante of {ante}, so had no chips left: a player short of the ante is all-in "
           "and puts nothing more in"),
    "every player in the hand is all-in: nobody can bet, so the betting is over":
        _l("tous les joueurs du coup sont à tapis : personne ne peut miser, les enchères sont donc terminées",
           "every player in the hand is all-in: nobody can bet, so the betting is over"),
    "a hand exposed in the middle of the table is shown to the whole table, not to one person out of the hand":
        _l("une main exposée au milieu de la table est montrée à toute la table, pas à une personne hors du coup",
           "a hand exposed in the middle of the table is shown to the whole table, not to one person out of the hand"),
    "folded players {players} are not in contributions":
        _l("les joueurs couchés {players} ne sont pas dans les mises du coup : donnez ce que chacun a misé (0 s’il "
           "s’est couché sans miser, son ante à part)",
           "the folded players {players} are not in the hand’s contributions: give what each put in (0 if he folded "
           "without betting, his ante apart)"),
    "two players who folded put in more than every player still in: the last of them would have folded facing no bet":
        _l("deux joueurs couchés ont mis plus que tous les joueurs encore dans le coup\u00a0: le dernier des deux se "
           "serait couché sans mise à suivre",
           "two players who folded put in more than every player still in: the last of them would have folded facing "
           "no bet"),
    "nothing was put in: there is no pot": _l("rien n’a été misé : il n’y a pas de pot",
                                              "nothing was put in: there is no pot"),
    "{players} is listed twice: a player wins one share": _l("{players} est donné deux fois : un joueur gagne une part",
                                                             "{players} is given twice: a player wins one share"),
    "give both last_aggressor and aggression, or neither":
        _l("donnez à la fois le dernier agresseur et son action, ou aucun des deux",
           "give both the last aggressor and the aggression, or neither"),
    "the last aggressor must be at the showdown": _l("le dernier agresseur doit être à l’abattage",
                                                     "the last aggressor must be at the showdown"),
    "nobody can have called on the river without a river bet":
        _l("personne ne peut avoir suivi à la river sans mise à la river",
           "nobody can have called on the river without a river bet"),
    "no river bet: there is no last river aggressor": _l("pas de mise à la river : il n’y a pas de dernier agresseur",
                                                         "no river bet: there is no last river aggressor"),
    "a hand needs at least two players": _l("un coup demande au moins deux joueurs",
                                            "a hand needs at least two players"),
    "only a tabled hand can be clearly winning": _l("seule une main retournée peut être clairement gagnante",
                                                    "only a tabled hand can be clearly winning"),
    "0 players: a table without players is broken, not balanced":
        _l("0 joueur : une table sans joueur est cassée, pas équilibrée",
           "0 players: a table without players is broken, not balanced"),
    "a seat is listed twice in players": _l("un siège est donné deux fois parmi les joueurs",
                                            "a seat is given twice among the players"),
    "the big blind's seat {seat} is not among the players dealt in":
        _l("le siège {seat} de la grosse blinde n’est pas parmi les joueurs servis",
           "the big blind's seat {seat} is not among the players dealt in"),
    "out lists seats that were not dealt in": _l("des joueurs sortis sont à des sièges qui n’ont pas été servis",
                                                 "players out are at seats that were not dealt in"),
    "seat {seat} is not among the players dealt in ({seats}): heads-up, the button is one of the two players (the "
    "small blind)":
        _l("le siège {seat} n’est pas parmi les joueurs servis ({seats}) : en tête-à-tête, le bouton est l’un des deux "
           "joueurs (la petite blinde)", "seat {seat} is not among the players dealt in ({seats}): heads-up, the "
           "button is one of the two players (the small blind)"),
    "heads-up, the big blind is the player who is not the button":
        _l("en tête-à-tête, la grosse blinde est le joueur qui n’a pas le bouton",
           "heads-up, the big blind is the player who is not the button"),
    "in no limit a bet of {bet} above the minimum ({minimum}) is no error: no rulebook caps a bet":
        _l("en no limit, une mise de {bet} au-dessus du minimum ({minimum}) n’est pas une erreur : aucun règlement "
           "ne plafonne une mise",
           "in no limit a bet of {bet} above the minimum ({minimum}) is no error: no rulebook caps a bet"),
    "a hand that ended before a break has no next hand under way: the next hand begins after the break":
        _l("un coup fini pendant une pause n’a pas de coup suivant en cours : le coup suivant commence après la "
           "pause",
           "a hand that ended during a break has no next hand under way: the next hand begins after the break"),
    "a skipped player checks although a bet faces him (called or made before him): he can call, raise or fold, "
    "not check":
        _l("un joueur sauté checke alors qu’une mise est devant lui (suivie ou faite avant lui) : il peut suivre, "
           "relancer ou se coucher, pas checker",
           "a skipped player checks although a bet faces him (called or made before him): he can call, raise or "
           "fold, not check"),
    "a skipped player calls although nothing was bet since a check: there is nothing to call":
        _l("un joueur sauté suit alors que rien n’a été misé depuis un check : il n’y a rien à suivre",
           "a skipped player calls although nothing was bet since a check: there is nothing to call"),
    "seat {seat} comes after the big blind (seat {big_blind}) going clockwise from the button (seat {button}): the "
    "small blind is between the button and the big blind":
        _l("le siège {seat} vient après la grosse blinde (siège {big_blind}) en tournant depuis le bouton (siège "
           "{button}) : la petite blinde est entre le bouton et la grosse blinde",
           "seat {seat} comes after the big blind (seat {big_blind}) going clockwise from the button (seat {button}): "
           "the small blind is between the button and the big blind"),
    "the order of the cards is asked of a flop (dealt too soon, with no burn card, two, or four cards), not of "
    "this error":
        _l("l’ordre des cartes ne se demande que d’un flop (donné trop tôt, sans carte brûlée, avec deux, ou de "
           "quatre cartes), pas de cette erreur",
           "the order of the cards is asked of a flop (dealt too soon, with no burn card, two, or four cards), not of "
           "this error"),
    "fewer than two players can still act: there is no betting round":
        _l("moins de deux joueurs peuvent encore agir : il n’y a pas de tour d’enchères",
           "fewer than two players can still act: there is no betting round"),
    "with three players or more, the big blind is not the button":
        _l("à trois joueurs ou plus, la grosse blinde n’est pas le bouton",
           "with three players or more, the big blind is not the button"),
    "{player} has just put in the last chips: the turn goes to the next player, not back to him":
        _l("{player} vient de mettre les derniers jetons : la parole passe au joueur suivant, elle ne lui revient pas",
           "{player} has just put in the last chips: the turn goes to the next player, not back to him"),
    "a pot of 0 is impossible: the blinds are in it from the start of the hand":
        _l("un pot de 0 est impossible : les blindes y sont dès le début du coup",
           "a pot of 0 is impossible: the blinds are in it from the start of the hand"),
    "a player who has already opened or raised this round cannot check: a bet is in front":
        _l("un joueur qui a déjà ouvert ou relancé dans ce tour ne peut pas checker\u00a0: une mise est devant",
           "a player who has already opened or raised this round cannot check: a bet is in front"),
    "a player who has already opened or raised this round cannot bet again: a bet is in front":
        _l("un joueur qui a déjà ouvert ou relancé dans ce tour ne peut pas miser de nouveau\u00a0: une mise est "
           "devant (il relance)", "a player who has already opened or raised this round cannot bet again: a bet is "
           "in front"),
    "{player} made the last bet and every player after him called or folded: the betting round was over, the turn "
    "did not come back to him":
        _l("{player} a fait la dernière mise et tous les joueurs après lui ont suivi ou se sont couchés\u00a0: le tour "
           "d’enchères était fini, la parole ne lui revenait pas",
           "{player} made the last bet and every player after him called or folded: the betting round was over, the "
           "turn did not come back to him"),
    "{player} bets facing a bet of {level}: more chips over a bet are a raise (kind raise)":
        _l("{player} mise face à une mise de {level}\u00a0: des jetons de plus sur une mise sont une relance",
           "{player} bets facing a bet of {level}: more chips over a bet are a raise"),
    "blinds are posted before the flop only: after it, a betting round starts with nothing put in":
        _l("les blindes ne se posent qu’avant le flop\u00a0: après, un tour d’enchères commence sans rien de misé",
           "blinds are posted before the flop only: after it, a betting round starts with nothing put in"),
    "a stub mixed with the muck cannot have its order rebuilt: it can no longer be told from the muck":
        _l("un paquet mêlé à la défausse ne peut pas être remis dans son ordre\u00a0: on ne le distingue plus de la "
           "défausse", "a stub mixed with the muck cannot have its order rebuilt: it can no longer be told from the "
           "muck"),
    "a pot of {amount} in chips of {unit} cannot have {count} winners: each winner put in one chip or more":
        _l("un pot de {amount} en jetons de {unit} ne peut pas avoir {count} gagnants\u00a0: chaque gagnant y a mis "
           "un jeton ou plus", "a pot of {amount} in chips of {unit} cannot have {count} winners: each winner put in "
           "one chip or more"),
    "a pot of {amount} cannot be made of chips of {unit}":
        _l("un pot de {amount} ne peut pas être fait de jetons de {unit}",
           "a pot of {amount} cannot be made of chips of {unit}"),
    "every player folded: someone must still be in the hand to win the pot":
        _l("tous les joueurs ont passé : il faut qu’un joueur soit encore dans le coup pour gagner le pot",
           "every player folded: someone must still be in the hand to win the pot"),
    "0 cannot be the last full raise before the flop: the big blind ({big_blind}) is a full bet":
        _l("0 ne peut pas être la dernière relance complète avant le flop : la grosse blinde ({big_blind}) est une "
           "mise complète",
           "0 cannot be the last full raise before the flop: the big blind ({big_blind}) is a full bet"),
    "0 cannot be the last full raise: a bet of {current_bet}, at least the big blind ({big_blind}), is a full bet":
        _l("0 ne peut pas être la dernière relance complète : une mise de {current_bet}, au moins la grosse blinde "
           "({big_blind}), est une mise complète",
           "0 cannot be the last full raise: a bet of {current_bet}, at least the big blind ({big_blind}), is a full "
           "bet"),
    "nobody is all-in: this rule turns the hands face up in an all-in; without one, the hands are shown at the "
    "showdown as in any hand":
        _l("personne n’est à tapis : cette règle fait retourner les mains lors d’un tapis ; sans tapis, les mains se "
           "montrent à l’abattage comme dans tout coup",
           "nobody is all-in: this rule turns the hands face up in an all-in; without one, the hands are shown at "
           "the showdown as in any hand"),
    "nobody holds an odd chip of {removed}: there is nothing to race":
        _l("personne n’a de jeton restant de {removed} : il n’y a rien à mettre en course",
           "nobody holds an odd chip of {removed}: there is nothing to race"),
    "{value} cannot be the last full raise before the flop with a bet of {current_bet}: a raise goes on top of the "
    "big blind ({big_blind}), so it is at most {most}":
        _l("{value} ne peut pas être la dernière relance complète avant le flop avec une mise de {current_bet} : une "
           "relance s’ajoute à la grosse blinde ({big_blind}), elle vaut donc au plus {most}",
           "{value} cannot be the last full raise before the flop with a bet of {current_bet}: a raise goes on top "
           "of the big blind ({big_blind}), so it is at most {most}"),
    "{value} cannot be the last full raise: a full bet or raise is at least the big blind ({big_blind})":
        _l("{value} ne peut pas être la dernière relance complète : une mise ou une relance complète vaut au moins la "
           "grosse blinde ({big_blind})",
           "{value} cannot be the last full raise: a full bet or raise is at least the big blind ({big_blind})"),
    "only a player who threw his cards when he could check is asked whether he was the big blind":
        _l("on ne demande s’il était la grosse blinde qu’au joueur qui a jeté ses cartes alors qu’il pouvait checker",
           "only a player who threw his cards when he could check is asked whether he was the big blind"),
    "only a player who threw his cards when he could check is asked whether he did so by mistake":
        _l("on ne demande s’il l’a fait par inadvertance qu’au joueur qui a jeté ses cartes alors qu’il pouvait "
           "checker",
           "only a player who threw his cards when he could check is asked whether he did so by mistake"),
    # the bounds of every input (floorbook.engine.bounds)
    "{value} is not written as expected: a whole number in the digits 0 to 9 only, such as 1000":
        _l("{value} n’est pas écrit comme attendu : un nombre entier en chiffres 0 à 9 seulement, comme 1000",
           "{value} is not written as expected: a whole number in the digits 0 to 9 only, such as 1000"),
    "{value} is not written as expected: a number in the digits 0 to 9 only, such as 1000 or 0.5":
        _l("{value} n’est pas écrit comme attendu : un nombre en chiffres 0 à 9 seulement, comme 1000 ou 0.5",
           "{value} is not written as expected: a number in the digits 0 to 9 only, such as 1000 or 0.5"),
    "a number of {n} digits is too long: a figure has at most {digits} digits ({largest})":
        _l("un nombre de {n} chiffres est trop long : un montant a au plus {digits} chiffres ({largest})",
           "a number of {n} digits is too long: a figure has at most {digits} digits ({largest})"),
    "{name} is given twice: each name once, with its value":
        _l("{name} est donné deux fois : chaque nom une fois, avec sa valeur",
           "{name} is given twice: each name once, with its value"),
    "expected name:value pairs separated by commas (A:500,B:1000), not {part}":
        _l("attendu : des paires nom:valeur séparées par des virgules (A:500,B:1000), pas {part}",
           "expected name:value pairs separated by commas (A:500,B:1000), not {part}"),
    "nested more than {n} levels deep (lists and objects within each other): at most {most}":
        _l("imbriqué sur plus de {n} niveaux (listes et objets les uns dans les autres) : au plus {most}",
           "nested more than {n} levels deep (lists and objects within each other): at most {most}"),
    "expected JSON ({error} at character {at}), not {text}":
        _l("attendu : du JSON (erreur au caractère {at}), pas {text}", "expected JSON (an error at character {at}), "
           "not {text}"),
    "{text} is not a number: a figure is written with the digits 0 to 9":
        _l("{text} n’est pas un nombre : un montant s’écrit avec les chiffres 0 à 9",
           "{text} is not a number: a figure is written with the digits 0 to 9"),
    "{value} is impossible: a name holds no control character or markup":
        _l("{value} est impossible : un nom ne contient ni caractère de contrôle ni balise",
           "{value} is impossible: a name holds no control character or markup"),
    "a name of {n} characters is impossible: at most {most}":
        _l("un nom de {n} caractères est impossible : au plus {most}",
           "a name of {n} characters is impossible: at most {most}"),
    "a text of {n} characters is too long: at most {most}":
        _l("un texte de {n} caractères est trop long : au plus {most}",
           "a text of {n} characters is too long: at most {most}"),
    "the character {code} cannot be printed: a text holds no invisible, direction or control character":
        _l("le caractère {code} ne peut pas être imprimé : un texte ne contient ni caractère invisible, ni caractère "
           "de direction, ni caractère de contrôle",
           "the character {code} cannot be printed: a text holds no invisible, direction or control character"),
    "a check while a bet is open: facing a bet, a player calls, raises or folds":
        _l("un check alors qu’une mise est ouverte : face à une mise, un joueur suit, relance ou se couche",
           "a check while a bet is open: facing a bet, a player calls, raises or folds"),
    "a call with no bet to call: with no bet, a player checks or bets":
        _l("un call sans mise à suivre : sans mise, un joueur checke ou mise",
           "a call with no bet to call: with no bet, a player checks or bets"),
    "a raise with no bet to raise: with no bet, a player checks or bets":
        _l("une relance sans mise à relancer : sans mise, un joueur checke ou mise",
           "a raise with no bet to raise: with no bet, a player checks or bets"),
    "a bet while a bet is open: facing a bet, a player calls, raises or folds":
        _l("une mise alors qu’une mise est ouverte : face à une mise, un joueur suit, relance ou se couche",
           "a bet while a bet is open: facing a bet, a player calls, raises or folds"),
    "seat {seat} is not at the table: seats go from 1 to table_size ({size})":
        _l("le siège {seat} n’est pas à la table : les sièges vont de 1 à {size}",
           "seat {seat} is not at the table: seats go from 1 to {size}"),
}
PLACEHOLDER = re.compile(r"\\\{(\w+)\\\}")
# the engine's first: each is whole and precise, where the reader's last ones are catch-alls (``expected .*``)
MESSAGES[:0] = [(re.compile(PLACEHOLDER.sub(r"(?P<\1>.+?)", re.escape(template))), words)
                for template, words in ENGINE_MESSAGES.items()]

# where a problem is: a field, its row (a list's item, an action), a field of that row
ROW = Label(fr="ligne {n}", en="row {n}")
# what a question names besides its input's fields
PLACES: dict[str, Label] = {"situation": Label(fr="Situation", en="Situation"),
                            "ruleset": Label(fr="Règlement", en="Rulebook")}
_UNDER = re.compile(r" \(under [\w-]+\)$")
PROBLEM = Label(fr="{place}\u00a0: {message}", en="{place}: {message}")
# the nearest known name a refusal ends with (floorbook.engine.declarations.suggestion), after its own words
_SUGGESTED = re.compile(r"(?P<message>.+); did you mean '(?P<close>[^']+)'\?")
SUGGESTED = Label(fr="{message}\u00a0; vouliez-vous dire «\u00a0{close}\u00a0»\u00a0?",
                  en="{message}; did you mean '{close}'?")


def message_words(message: str, lang: str) -> str:
    """One of the reader's or the engine's messages in ``lang`` (a message with no words here: as it is).

    >>> message_words("-25 is impossible: must be more than 0", "fr")
    '-25 est impossible\\xa0: il faut plus de 0'
    >>> message_words("'x' is not a known key; allowed: to; did you mean 'to'?", "fr").replace("\\xa0", " ")
    "'x' n’est pas permis (valeurs permises : to) ; vouliez-vous dire « to » ?"
    """
    message = _UNDER.sub("", message)  # the ruleset a contributor's line names: no identifier for a player
    suggested = _SUGGESTED.fullmatch(message)
    if suggested:
        return say(SUGGESTED, lang, message=message_words(suggested["message"], lang), close=suggested["close"])
    needed = next((words for words in NEEDED_FIGURES.values() if words.en == message), None)
    if needed is not None:  # a figure one rulebook needs to rule (floorbook.engine.registry.NeedsFigure)
        return say(needed, lang)
    for pattern, words in MESSAGES:
        found = pattern.fullmatch(message)
        if found:
            parts = found.groupdict()
            if "allowed" in parts and lang == "fr":  # the values are what one types; the words between them French
                parts["allowed"] = parts["allowed"].replace("' or '", "' ou '")
            if parts.get("values") is not None:
                parts["values"] = values_words(parts["values"], lang)
            if parts.get("count") is not None:
                parts["count"] = values_words(parts["count"], lang)
            if parts.get("inner") is not None:  # a key's own problem, said in turn
                parts["inner"] = message_words(parts["inner"], lang)
            if "known" in parts:  # the fields a situation asks, as the form names them (a rulebook's id as it is)
                names = parts["known"].split(", ")
                parts["known"] = ", ".join(say(FIELDS[n], lang) if n in FIELDS else n for n in names)
            if "problem" in parts:  # an action's own problem, said in turn; its row counted from 1
                parts.update(problem=message_words(parts["problem"], lang), i=int(parts["i"]) + 1)
            return say(words, lang, **parts)
    return message


def place_words(path: str, lang: str) -> str:
    """A field path (``chips[1]``, ``actions[0].to``, ``tables.A``) as the form names it.

    >>> place_words("actions[0].to", "fr")
    'Actions, ligne 1, Total du joueur après l’action'
    """
    parts = []
    for name, index in re.findall(r"([A-Za-z_][\w-]*)|\[(\d+)\]", path):
        if index:
            parts.append(say(ROW, lang, n=int(index) + 1))
        elif name in FIELDS:
            parts.append(say(FIELDS[name], lang))
        elif name in PLACES:
            parts.append(say(PLACES[name], lang))
        else:
            parts.append(name.replace("_", " "))  # a name the user gave (a player, a table)
    return ", ".join(parts)


def problem_words(path: str, message: str, lang: str) -> str:
    """A problem as the assistant shows it: where, in the form's words, and what, in ``lang``."""
    said = message_words(message, lang)
    return say(PROBLEM, lang, place=place_words(path, lang), message=said) if path else said
