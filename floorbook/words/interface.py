"""The interface's words, in French and English: the site's pages, the house sheet and its builder.

Each table is in the one shape of the project's words (:mod:`floorbook.words.lookup`): a
:class:`~floorbook.engine.declarations.Label` per entry, said by :func:`floorbook.words.lookup.say`
(``{placeholders}`` filled in), from Python and from the templates alike (``say(UI["sheet_title"], lang)``).
:data:`UI`, :data:`BUILDER` and :data:`SEARCH_LABELS` are keyed by names written out whole where a word is
said (in Python, a template, or the page script a table is sent to); the other tables are keyed by a value of
the data they name (a scenario's verdict, a note's kind, a language…), which picks the entry: no key is built
from pieces. ``tests/test_words.py`` checks both.

Standard library only (with :mod:`floorbook.engine`): the sheet builder runs this module in the browser.
"""

from __future__ import annotations

from floorbook.engine.declarations import Label

# the site's pages and the house sheet, by a name written out where it is said
UI: dict[str, Label] = {
    # the pages' way into the floor assistant (articles and topics whose rule it computes)
    "ask_assistant": Label(fr="Demander à l’assistant\u00a0:", en="Ask the assistant:"),
    "source": Label(fr="Source", en="Source"),
    "chapters": Label(fr="Chapitres", en="Chapters"),
    "articles": Label(fr="articles", en="articles"),
    "version": Label(fr="Version", en="Version"),
    "in_all": Label(fr="En tout", en="In all"),
    "date": Label(fr="Date", en="Date"),
    "authors": Label(fr="Auteurs", en="Authors"),
    "translators": Label(fr="Traduction / présentation", en="Translation / presentation"),
    "publisher": Label(fr="Éditeur", en="Publisher"),
    "original_language": Label(fr="Langue originale", en="Original language"),
    "preamble": Label(fr="Texte d’introduction de la source", en="The source’s introductory text"),
    "source_notes": Label(fr="Notes de Floorbook sur cette source", en="Floorbook’s notes on this source"),
    "notes": Label(fr="Notes de Floorbook", en="Floorbook’s notes"),
    "note_ours": Label(
        fr="Ces notes sont les nôtres, elles ne font pas partie du texte de la source.",
        en="These notes are ours; they are not part of the source text.",
    ),
    "addendum": Label(fr="Annexe (exemples illustrés)", en="Addendum (illustrated examples)"),
    "see_also": Label(fr="Voir aussi", en="See also"),
    "overlay_on": Label(fr="Particularité {source}", en="{source} particularity"),
    "overlay_target": Label(fr="Cette particularité {scope}.", en="This particularity {scope}."),
    "overlay_part": Label(fr="le point {part} de {target}", en="item {part} of {target}"),
    "read_chapter": Label(fr="Lire tout le chapitre", en="Read the whole chapter"),
    "permalink": Label(fr="Lien permanent", en="Permalink"),
    "untitled": Label(
        fr="La source ne donne pas de titre à cet article\u00a0: le titre affiché en reprend les premiers mots.",
        en="The source gives this article no title: the title shown is its opening words.",
    ),
    "french_original": Label(fr="Texte original en français", en="French original (authoritative)"),
    "open_french_page": Label(fr="Ouvrir la page en français", en="Open this page in French"),
    "translation_label": Label(
        fr="Traduction — le texte français fait foi.",
        en="Translation by Floorbook — the French text is authoritative.",
    ),
    "glossary": Label(fr="Glossaire", en="Glossary"),
    "glossary_intro": Label(
        fr="{count} termes du poker de tournoi, avec leurs variantes et l’argot des joueurs, "
        "en français et en anglais.",
        en="{count} tournament poker terms, with their variants and player slang, in French and English.",
    ),
    "glossary_also_label": Label(fr="Variantes et argot\u00a0:", en="Variants and slang:"),
    "glossary_in": Label(fr="en {language}\u00a0:", en="in {language}:"),
    "glossary_az": Label(fr="Aller à la lettre", en="Jump to a letter"),
    "glossary_filter": Label(fr="Filtrer le glossaire", en="Filter the glossary"),
    "glossary_filter_placeholder": Label(fr="ex.\u00a0: tapis, shove, surblind…", en="e.g. all-in, shove, surblind…"),
    "glossary_filter_none": Label(fr="Aucun terme ne correspond.", en="No term matches."),
    "glossary_filter_count": Label(fr="{count} termes affichés", en="{count} terms shown"),
    "scenarios": Label(fr="Exemples et scénarios", en="Examples and scenarios"),
    "scenario": Label(fr="Scénario", en="Scenario"),
    "scenarios_intro": Label(
        fr="{count} exemples chiffrés des sources et situations comparées, recalculés par le moteur de règles.",
        en="{count} worked examples of the sources and compared situations, recomputed by the rules engine.",
    ),
    "scenario_articles": Label(fr="Articles", en="Articles"),
    "ruleset": Label(fr="Règlement", en="Rulebook"),
    "source_says": Label(fr="Ce que dit la source", en="What the source says"),
    "engine_says": Label(fr="Ce que calcule le moteur", en="What the engine computes"),
    "verdict": Label(fr="Verdict", en="Verdict"),
    "finding": Label(fr="Constat", en="Finding"),
    "worked_examples": Label(fr="Exemples et scénarios", en="Examples and scenarios"),
    "show_addendum": Label(fr="Afficher les exemples illustrés ({n})", en="Show the illustrated examples ({n})"),
    "comparisons": Label(fr="Comparer les règlements", en="Compare the rulebooks"),
    "comparisons_intro": Label(
        fr="{count} sujets, chacun avec ce qu’en dit chaque règlement. Les cases surlignées diffèrent des autres.",
        en="{count} topics, each with what every rulebook says. Highlighted cells differ from the others.",
    ),
    "topic": Label(fr="Sujet", en="Topic"),
    "topics": Label(fr="Sujets comparés", en="Compared topics"),
    "elsewhere": Label(fr="ailleurs\u00a0:", en="elsewhere:"),
    "differs": Label(fr="diffère", en="differs"),
    "silent": Label(fr="Ne traite pas la question", en="Does not address it"),
    "differs_legend": Label(
        fr="«\u00a0diffère\u00a0» est calculé à partir des paramètres du moteur et de ses décisions "
        "sur les situations de ce sujet.",
        en="“differs” is computed from the engine’s parameters and its rulings on this topic’s situations.",
    ),
    "not_compared_legend": Label(
        fr="Sujet présenté côte à côte, sans comparaison calculée (pas de paramètre du moteur).",
        en="Topic shown side by side, without a computed comparison (no engine parameter).",
    ),
    "matrix_legend": Label(
        fr="Numéros des articles de chaque règlement\u00a0; «\u00a0—\u00a0»\u00a0: le règlement ne traite pas "
        "la question\u00a0; case surlignée\u00a0: diffère (calculé).",
        en="Article numbers in each rulebook; “—”: the rulebook does not address it; highlighted cell: differs "
        "(computed).",
    ),
    "summary_ours": Label(
        fr="Les résumés sont les nôtres\u00a0; le texte des articles fait foi.",
        en="The summaries are ours; the articles’ text is authoritative.",
    ),
    "topic_scenarios": Label(fr="La même situation dans chaque règlement", en="The same situation in each rulebook"),
    "changes_title": Label(fr="Ce qui a changé de TDA 2010 à TDA 2019", en="What changed from TDA 2010 to TDA 2019"),
    "changes_intro": Label(
        fr="Calculé à partir des sujets\u00a0: «\u00a0modifié\u00a0» quand les paramètres ou décisions du moteur "
           "diffèrent.",
        en="Computed from the topics: “changed” when the engine’s parameters or rulings differ.",
    ),
    # a tournament link refused (floorbook.sheet.link), in one line
    "link_too_long": Label(fr="Ce lien de {n} caractères est trop long\u00a0: {most} au plus.",
                           en="This link of {n} characters is too long: at most {most}."),
    "link_not_a_tournament": Label(fr="Ce lien n’est pas un lien de tournoi de Floorbook, ou il est incomplet.",
                                   en="This is not a Floorbook tournament link, or it is incomplete."),
    "link_refused": Label(fr="Ce lien de tournoi est refusé\u00a0: {problem}",
                          en="This tournament link is refused: {problem}"),
    "link_one_more_problem": Label(fr="{problem} (et un autre problème)", en="{problem} (and one more problem)"),
    "link_more_problems": Label(fr="{problem} (et {n} autres problèmes)", en="{problem} (and {n} more problems)"),
    # tournament mode in the browser (site_src/assets/tournament.js): the bar, the house's value in place
    "tournament_mode": Label(fr="Mode tournoi", en="Tournament mode"),
    "tournament_one_choice": Label(fr="{base} + {n} choix de la maison", en="{base} + {n} house choice"),
    "tournament_choices": Label(fr="{base} + {n} choix de la maison", en="{base} + {n} house choices"),
    "tournament_leave": Label(fr="Quitter le mode tournoi", en="Leave tournament mode"),
    "tournament_in_place": Label(
        fr="Dans ce tournoi\u00a0: {value} — choix de la maison\u00a0; le {base} dit {base_value}",
        en="In this tournament: {value} — the house’s choice; {base} says {base_value}"),
    "tournament_close": Label(fr="Fermer", en="Close"),
    "sheet_title": Label(fr="Règlement du tournoi", en="Tournament rules"),
    "sheet_base": Label(fr="Règlement de base", en="Base rulebook"),
    "sheet_date": Label(fr="Date", en="Date"),
    "sheet_venue": Label(fr="Lieu", en="Venue"),
    "sheet_td": Label(fr="Directeur de tournoi", en="Tournament director"),
    "sheet_house": Label(fr="Choix de la maison", en="House choice"),
    "sheet_house_legend": Label(
        fr="Les lignes marquées «\u00a0Choix de la maison\u00a0» remplacent le règlement de base "
        "pour cet événement.",
        en="Lines marked “House choice” replace the base rulebook for this event.",
    ),
    "sheet_details": Label(fr="L’événement", en="The event"),
    "sheet_additions": Label(fr="Règles locales", en="Local rules"),
    "sheet_other_choices": Label(fr="Autres choix de la maison", en="Other house choices"),
    "sheet_full_text": Label(
        fr="Texte intégral de chaque article cité, en français et en anglais",
        en="Full text of every article cited, in French and English",
    ),
    "sheet_silent": Label(fr="Le règlement de base ne le précise pas\u00a0:", en="The base rulebook does not say:"),
    "sheet_generated": Label(
        fr="Un choix de la maison change ce sujet\u202f; ses règles pour cet événement\u00a0:",
        en="A house choice changes this topic; its rules for this event:",
    ),
    "sheet_summary_note": Label(
        fr="Résumés Floorbook\u202f; le texte des articles cités fait foi. Le directeur de tournoi tranche.",
        en="Floorbook summaries; the text of the articles cited is authoritative. The tournament director rules.",
    ),
    "sheet_level": Label(fr="niveau", en="level"),
    "sheet_levels": Label(fr="niveaux", en="levels"),
    "sheet_no_late_registration": Label(fr="aucune", en="none"),
    "booklet_title": Label(fr="Règlement complet", en="Complete rulebook"),
    "booklet_version": Label(fr="version {version}", en="version {version}"),
    "booklet_contents": Label(fr="Sommaire", en="Contents"),
    "booklet_house_rules": Label(fr="Règles de la maison pour cet événement", en="The house’s rules for this event"),
    "booklet_house_legend": Label(
        fr="Les encadrés «\u00a0Choix de la maison\u00a0» donnent, à côté de l’article qu’ils changent, le choix "
           "de la maison pour cet événement\u202f; le texte de l’article reste celui du règlement.",
        en="Boxes marked “House choice” give, beside the article they change, the house’s choice for this event; "
           "the article’s text is the rulebook’s, unchanged.",
    ),
    "booklet_rulebook_value": Label(fr="(règlement\u00a0: {value})", en="(rulebook: {value})"),
    "booklet_translation": Label(
        fr="Texte original en français.",
        en="English translation: ours (Floorbook), not the rulebook’s; the French text is authoritative.",
    ),
    "booklet_online": Label(fr="Le règlement en ligne", en="The rulebook online"),
    "booklet_offer": Label(fr="Le règlement complet à imprimer (PDF, A5)\u00a0:",
                           en="The whole rulebook to print (PDF, A5):"),
    "booklet_in_french": Label(fr="en français", en="in French"),
    "booklet_in_english": Label(fr="en anglais (notre traduction)", en="in English (our translation)"),
    "original_title": Label(fr="Titre original", en="Original title"),
    "engine_from_article": Label(fr="Ce que le moteur en calcule", en="What the engine computes from it"),
    "engine_from_article_intro": Label(
        fr="Le moteur de règles applique cet article avec ces valeurs, dans {source}\u00a0:",
        en="The rules engine applies this article with these values, in {source}:",
    ),
    "reading_ours": Label(fr="lecture de notre part", en="our reading"),
    "reading_ours_because": Label(fr="Lecture de notre part\u00a0: {reason}", en="Our reading: {reason}"),
    "reading_borrows": Label(fr="d’après {articles}", en="borrowed from {articles}"),
    "scenario_situation": Label(fr="La situation", en="The situation"),
    "scenario_ruling_one": Label(fr="La décision", en="The ruling"),
    "scenario_ruling_each": Label(fr="La décision de chaque règlement", en="Each rulebook’s ruling"),
    "ruling_articles": Label(fr="Articles appliqués", en="Articles applied"),
    "source_same_as_engine": Label(fr="la même décision que le moteur.", en="the same ruling as the engine."),
    "source_differs_quoted": Label(
        fr="une autre décision que le moteur (voir ses mots ci-dessus).",
        en="a different ruling from the engine’s (see its words above).",
    ),
    "source_differs": Label(
        fr="une autre décision que le moteur (voir l’article cité).",
        en="a different ruling from the engine’s (see the article cited).",
    ),
    "engine_cannot_rule": Label(
        fr="le moteur ne peut pas juger cette situation avec ce règlement.",
        en="the engine cannot rule this situation under this rulebook.",
    ),
    "scenario_for_contributors": Label(
        fr="Pour les contributeurs\u00a0: les données de ce scénario ({id}) sont dans le fichier {file}.",
        en="For contributors: this scenario’s data ({id}) is in the file {file}.",
    ),
    "scenario_guide": Label(fr="Écrire un scénario", en="Writing a scenario"),
    "not_computable_plain": Label(
        fr="Exemple descriptif\u00a0: le moteur de règles ne le calcule pas (la raison est notée dans le fichier "
           "du scénario, pour les contributeurs).",
        en="Descriptive example: the rules engine does not compute it (the reason is noted in the scenario "
           "file, for contributors).",
    ),
    "variant_not_the_rule": Label(
        fr="Pratique internationale / casino que la source note ici («\u00a0inter\u00a0: …\u00a0»)\u00a0: ce "
           "n’est pas la règle de ce club.",
        en="International / casino practice the source notes here (“inter: …”): it is not this club’s rule.",
    ),
    "note_quotes_french": Label(
        fr="Passages cités, en français ({n})",
        en="The quoted passages in French ({n})",
    ),
    "official_title": Label(fr="Titre officiel", en="Official title"),
    "about_source": Label(fr="À propos de ce règlement", en="About this rulebook"),
    "all_articles": Label(fr="Tous les articles, par chapitre", en="Every article, by chapter"),
}

# the sheet builder's form (floorbook.sheet.builder.form_document sends them to site_src/assets/builder.js,
# which says them by these names; {placeholders} are filled in there)
# the words both pages that run Python (the floor assistant, the sheet builder) say by these names: a pair of
# the link that no field holds (a key unknown or given twice), taken out at the user's word; the runtime lost
# on a question and started again, or stopped after no answer (site_src/assets/python-page.js)
PYTHON_PAGES: dict[str, Label] = {
    "remove_given": Label(fr="Retirer du lien", en="Remove from the link"),
    "engine_restarted": Label(fr="Le moteur s’est arrêté sur ces valeurs et a redémarré\u00a0: changez-les pour "
                                 "continuer.",
                              en="The engine stopped on these values and has restarted: change them to go on."),
    "engine_slow": Label(fr="Le moteur n’a pas répondu à temps sur ces valeurs et a redémarré\u00a0: changez-les "
                            "pour continuer.",
                         en="The engine did not answer in time on these values and has restarted: change them to "
                            "go on."),
}

BUILDER: dict[str, Label] = {
    "event": Label(fr="L’événement", en="The event"),
    "name": Label(fr="Nom du tournoi", en="Tournament name"),
    "td": Label(fr="Directeur de tournoi (nom, contact)", en="Tournament director (name, contact)"),
    "language": Label(fr="Langue de la feuille", en="Language of the sheet"),
    "url": Label(fr="Adresse du site à imprimer (facultatif)", en="Site address to print (optional)"),
    "url_hint": Label(
        fr="Imprimée avec un QR code seulement si c’est une adresse publique.",
        en="Printed with a QR code only when it is a public address.",
    ),
    "addition_fr": Label(fr="Règle locale, en français", en="Local rule, in French"),
    "addition_en": Label(fr="La même, en anglais (facultatif)", en="The same, in English (optional)"),
    "add_rule": Label(fr="Ajouter une règle locale", en="Add a local rule"),
    "remove": Label(fr="Retirer", en="Remove"),
    "topics": Label(fr="Sujets imprimés", en="Topics printed"),
    "topics_hint": Label(
        fr="Dans l’ordre de la liste\u00a0; les flèches changent l’ordre.",
        en="In the order of the list; the arrows change the order.",
    ),
    "up": Label(fr="Monter", en="Move up"),
    "down": Label(fr="Descendre", en="Move down"),
    "choices": Label(fr="Vos choix sur les règles", en="Your choices on the rules"),
    "choices_hint": Label(
        fr="Chaque règle garde la valeur du règlement de base tant que vous n’en choisissez pas une autre.",
        en="Each rule keeps the base rulebook’s value until you choose another.",
    ),
    "other_rules": Label(fr="Autres règles", en="Other rules"),
    "as_rulebook": Label(fr="Comme le règlement\u00a0: {words}", en="As the rulebook: {words}"),
    "rulebook_value": Label(fr="{words} (valeur du règlement)", en="{words} (the rulebook’s value)"),
    "house_list": Label(fr="La liste cochée ci-dessous", en="The list ticked below"),
    "house_value": Label(fr="La valeur de la maison, ci-dessous", en="The house’s value, below"),
    "details": Label(fr="Format du tournoi", en="Tournament format"),
    "every_case": Label(fr="Dans tous les cas", en="In every case"),
    "unset": Label(fr="Non précisé", en="Not stated"),
    "print": Label(fr="Imprimer la feuille", en="Print the sheet"),
    "print_rules": Label(fr="Imprimer le règlement avec ces choix", en="Print the rules with these choices"),
    "booklet_format": Label(fr="Format du règlement imprimé", en="Paper for the printed rules"),
    "format_a5": Label(fr="A5 (à plier en livret)", en="A5 (folds into a booklet)"),
    "format_a4": Label(fr="A4", en="A4"),
    "booklet_loading": Label(fr="Préparation du règlement…", en="Preparing the rules…"),
    "booklet_failed": Label(fr="Le règlement n’a pas pu être préparé\u00a0: réessayez une fois en ligne.",
                            en="The rules could not be prepared: try again once online."),
    "download": Label(fr="Télécharger le fichier YAML", en="Download the YAML file"),
    "load": Label(fr="Ouvrir un fichier YAML", en="Open a YAML file"),
    "copy": Label(fr="Copier le lien", en="Copy the link"),
    "copied": Label(fr="Lien copié.", en="Link copied."),
    "errors": Label(
        fr="La feuille n’est pas écrite\u00a0: corrigez ces valeurs.",
        en="The sheet is not written: correct these values.",
    ),
    "file_errors": Label(
        fr="Le fichier {name} est refusé, le formulaire n’a pas changé\u00a0:",
        en="The file {name} is refused; the form has not changed:",
    ),
    "preview": Label(fr="Aperçu de la feuille", en="Preview of the sheet"),
    "to_preview": Label(fr="Voir la feuille ↓", en="See the sheet ↓"),
    "chosen": Label(fr="{n} choix de la maison", en="house choices: {n}"),
    "start_name": Label(fr="Mon tournoi", en="My tournament"),
    # Python's own failure on a form (an error of the code): never its error's text
    "engine_failed": Label(fr="La feuille n’a pas pu être écrite avec ces valeurs\u00a0: changez-les pour continuer.",
                           en="The sheet could not be written with these values: change them to go on."),
    **PYTHON_PAGES,
    "loading": Label(
        fr="Démarrage du moteur… (la première fois, quelques secondes)",
        en="Starting the engine… (a few seconds the first time)",
    ),
}

# the site search's labels, by the name site_src/assets/search.js reads them under (floorbook.site_build.pages)
SEARCH_LABELS: dict[str, Label] = {
    "rulebooks": Label(fr="Filtrer par règlement", en="Filter by rulebook"),
    "all_rulebooks": Label(fr="Tous", en="All"),
    "results": Label(fr="Articles trouvés", en="Articles found"),
    "topic_answer": Label(fr="Ce que dit chaque règlement", en="What each rulebook says"),
    "differs": Label(fr="diffère", en="differs"),
    "see_topic": Label(fr="Comparer les règlements", en="Compare the rulebooks"),
    "ask_assistant": Label(fr="Demander à l’assistant", en="Ask the assistant"),
}

# a language's name, by its code (floorbook.LANGUAGES)
LANGUAGE_NAMES: dict[str, Label] = {
    "fr": Label(fr="français", en="French"),
    "en": Label(fr="anglais", en="English"),
}

# a note of ours, by its kind (floorbook.corpus.models.Note)
NOTE_KINDS: dict[str, Label] = {
    "source-irregularity": Label(fr="Irrégularité de la source", en="Source irregularity"),
    "translator": Label(fr="Note du traducteur", en="Translator’s note"),
    "editorial": Label(fr="Note éditoriale", en="Editorial note"),
}

# a variant kept apart from an article's text, by its kind (floorbook.corpus.models.Variant)
VARIANT_KINDS: dict[str, Label] = {
    "international": Label(
        fr="Variante internationale / casino",
        en="International / casino variant",
    ),
}

# what an overlay article does to its target, by its mode (floorbook.corpus.models.OverlayMode)
OVERLAY_MODES: dict[str, Label] = {
    "override": Label(fr="remplace", en="overrides"),
    "add": Label(fr="s’ajoute à", en="adds to"),
}

# how sure the attribution of an overlay article is, by its certainty (floorbook.corpus.models.Certainty)
CERTAINTIES: dict[str, Label] = {
    "explicit": Label(
        fr="Attribution certaine\u00a0: le passage nomme {source} ou parle en son nom.",
        en="Certain attribution: the passage names {source} or speaks in its name.",
    ),
    "probable": Label(
        fr="Attribution probable\u00a0: absent du texte TDA, sans nommer {source}.",
        en="Probable attribution: not in the TDA text, without naming {source}.",
    ),
    "possible": Label(
        fr="Attribution possible\u00a0: à confirmer.",
        en="Possible attribution: to be confirmed.",
    ),
}

# the same, in a few words (a source's list of articles)
CERTAINTIES_SHORT: dict[str, Label] = {
    "explicit": Label(fr="attribution certaine", en="certain attribution"),
    "probable": Label(fr="attribution probable", en="probable attribution"),
    "possible": Label(
        fr="attribution possible, à confirmer",
        en="possible attribution, to be confirmed",
    ),
}

# a half of the glossary, by the language its terms are listed in (to the other language)
GLOSSARY_FROM: dict[str, Label] = {
    "fr": Label(fr="Français → anglais", en="French → English"),
    "en": Label(fr="Anglais → français", en="English → French"),
}

# a scenario's verdict against the engine (floorbook.corpus.scenarios.Verdict.status)
SCENARIO_VERDICTS: dict[str, Label] = {
    "pass": Label(fr="✔ d’accord", en="✔ agrees"),
    "finding": Label(fr="⚠ écart expliqué", en="⚠ explained difference"),
    "fail": Label(fr="✘ désaccord", en="✘ disagrees"),
    "error": Label(fr="✘ erreur", en="✘ error"),
    "not-computable": Label(fr="descriptif", en="descriptive"),
}

# an article's scenarios grouped by verdict, by the verdict
SCENARIO_GROUPS: dict[str, Label] = {
    "pass": Label(
        fr="Le moteur est d’accord avec la source ({n})",
        en="The engine agrees with the source ({n})",
    ),
    "finding": Label(fr="Écart expliqué ({n})", en="Explained difference ({n})"),
    "not-computable": Label(fr="Non calculable ({n})", en="Not computable ({n})"),
    "fail": Label(fr="Désaccord ({n})", en="Disagreement ({n})"),
    "error": Label(fr="Erreur ({n})", en="Error ({n})"),
}

# what became of a topic from TDA 2010 to TDA 2019 (floorbook.site_build.render.Renderer.changes), by its kind
CHANGES: dict[str, Label] = {
    "changed": Label(fr="Modifié", en="Changed"),
    "added": Label(fr="Ajouté en 2019", en="Added in 2019"),
    "removed": Label(fr="Absent de 2019", en="Not in 2019"),
    "same": Label(fr="Inchangé ou non comparé", en="Unchanged or not compared"),
}

# a local fact of the event on the house sheet, by its name (floorbook.sheet.house.DETAILS)
DETAIL_NAMES: dict[str, Label] = {
    "starting_stack": Label(fr="Tapis de départ", en="Starting stack"),
    "level_minutes": Label(fr="Durée des niveaux", en="Level length"),
    "late_registration_levels": Label(fr="Inscription tardive", en="Late registration"),
    "ante_format": Label(fr="Format d’ante", en="Ante format"),
    "rebuys": Label(fr="Recaves", en="Rebuys"),
}

# an ante format of the house sheet, by its value (floorbook.sheet.house.ANTE_FORMATS)
ANTE_FORMAT_NAMES: dict[str, Label] = {
    "none": Label(fr="pas d’ante", en="no ante"),
    "classic": Label(fr="ante classique (chaque joueur)", en="classic ante (every player)"),
    "button": Label(fr="ante bouton", en="button ante"),
    "big_blind_ante": Label(fr="ante grosse blinde", en="big blind ante"),
}
