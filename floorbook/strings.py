"""Interface strings of the site and outputs, in French and English (one place)."""

from __future__ import annotations

STRINGS: dict[str, dict[str, str]] = {
    "source": {"fr": "Source", "en": "Source"},
    "chapter": {"fr": "Chapitre", "en": "Chapter"},
    "chapters": {"fr": "Chapitres", "en": "Chapters"},
    "articles": {"fr": "articles", "en": "articles"},
    "version": {"fr": "Version", "en": "Version"},
    "in_all": {"fr": "En tout", "en": "In all"},
    "date": {"fr": "Date", "en": "Date"},
    "authors": {"fr": "Auteurs", "en": "Authors"},
    "translators": {"fr": "Traduction / présentation", "en": "Translation / presentation"},
    "publisher": {"fr": "Éditeur", "en": "Publisher"},
    "original_language": {"fr": "Langue originale", "en": "Original language"},
    "lang_fr": {"fr": "français", "en": "French"},
    "lang_en": {"fr": "anglais", "en": "English"},
    "preamble": {"fr": "Texte d’introduction de la source", "en": "The source’s introductory text"},
    "source_notes": {"fr": "Notes de Floorbook sur cette source", "en": "Floorbook’s notes on this source"},
    "notes": {"fr": "Notes de Floorbook", "en": "Floorbook’s notes"},
    "note_ours": {
        "fr": "Ces notes sont les nôtres, elles ne font pas partie du texte de la source.",
        "en": "These notes are ours; they are not part of the source text.",
    },
    "note_kind_source-irregularity": {"fr": "Irrégularité de la source", "en": "Source irregularity"},
    "note_kind_translator": {"fr": "Note du traducteur", "en": "Translator’s note"},
    "note_kind_editorial": {"fr": "Note éditoriale", "en": "Editorial note"},
    "addendum": {"fr": "Annexe (exemples illustrés)", "en": "Addendum (illustrated examples)"},
    "variant_international": {
        "fr": "Variante internationale / casino",
        "en": "International / casino variant",
    },
    "variant_note": {
        "fr": "Note « inter » de la source, donnée à part du texte de l’article.",
        "en": "The source’s “inter” note, kept apart from the article text.",
    },
    "see_also": {"fr": "Voir aussi", "en": "See also"},
    "previous": {"fr": "Précédent", "en": "Previous"},
    "next": {"fr": "Suivant", "en": "Next"},
    "overlay_override": {"fr": "remplace", "en": "overrides"},
    "overlay_add": {"fr": "s’ajoute à", "en": "adds to"},
    "overlay_on": {"fr": "Particularité {source}", "en": "{source} particularity"},
    "overlay_target": {"fr": "Cette particularité {scope}.", "en": "This particularity {scope}."},
    "overlay_part": {"fr": "le point {part} de {target}", "en": "item {part} of {target}"},
    "certainty_short_explicit": {"fr": "attribution certaine", "en": "certain attribution"},
    "certainty_short_probable": {"fr": "attribution probable", "en": "probable attribution"},
    "certainty_short_possible": {
        "fr": "attribution possible, à confirmer",
        "en": "possible attribution, to be confirmed",
    },
    "certainty_explicit": {
        "fr": "Attribution certaine : le passage nomme {source} ou parle en son nom.",
        "en": "Certain attribution: the passage names {source} or speaks in its name.",
    },
    "certainty_probable": {
        "fr": "Attribution probable : absent du texte TDA, sans nommer {source}.",
        "en": "Probable attribution: not in the TDA text, without naming {source}.",
    },
    "certainty_possible": {
        "fr": "Attribution possible : à confirmer.",
        "en": "Possible attribution: to be confirmed.",
    },
    "read_chapter": {"fr": "Lire tout le chapitre", "en": "Read the whole chapter"},
    "permalink": {"fr": "Lien permanent", "en": "Permalink"},
    "print": {"fr": "Imprimer", "en": "Print"},
    "number": {"fr": "n°", "en": "no."},
    "untitled": {
        "fr": "La source ne donne pas de titre à cet article : le titre affiché en reprend les premiers mots.",
        "en": "The source gives this article no title: the title shown is its opening words.",
    },
    "french_original": {"fr": "Texte original en français", "en": "French original (authoritative)"},
    "open_french_page": {"fr": "Ouvrir la page en français", "en": "Open this page in French"},
    "translation_label": {
        "fr": "Traduction — le texte français fait foi.",
        "en": "Translation by Floorbook — the French text is authoritative.",
    },
    "glossary": {"fr": "Glossaire", "en": "Glossary"},
    "glossary_intro": {
        "fr": "{count} termes du poker de tournoi, avec leurs variantes et l’argot des joueurs, "
        "en français et en anglais.",
        "en": "{count} tournament poker terms, with their variants and player slang, in French and English.",
    },
    "glossary_fr_en": {"fr": "Français → anglais", "en": "French → English"},
    "glossary_en_fr": {"fr": "Anglais → français", "en": "English → French"},
    "glossary_also": {"fr": "Variantes et argot", "en": "Variants and slang"},
    "glossary_also_label": {"fr": "Variantes et argot :", "en": "Variants and slang:"},
    "glossary_in": {"fr": "en {language} :", "en": "in {language}:"},
    "glossary_az": {"fr": "Aller à la lettre", "en": "Jump to a letter"},
    "glossary_filter": {"fr": "Filtrer le glossaire", "en": "Filter the glossary"},
    "glossary_filter_placeholder": {"fr": "ex. : tapis, shove, surblind…", "en": "e.g. all-in, shove, surblind…"},
    "glossary_filter_none": {"fr": "Aucun terme ne correspond.", "en": "No term matches."},
    "glossary_filter_count": {"fr": "{count} termes affichés", "en": "{count} terms shown"},
    "scenarios": {"fr": "Exemples et scénarios", "en": "Examples and scenarios"},
    "scenario": {"fr": "Scénario", "en": "Scenario"},
    "scenarios_intro": {
        "fr": "{count} exemples chiffrés des sources et situations comparées, recalculés par le moteur de règles.",
        "en": "{count} worked examples of the sources and compared situations, recomputed by the rules engine.",
    },
    "scenario_articles": {"fr": "Articles", "en": "Articles"},
    "situation": {"fr": "Situation", "en": "Situation"},
    "input": {"fr": "Données", "en": "Input"},
    "ruleset": {"fr": "Règlement", "en": "Rulebook"},
    "source_says": {"fr": "Ce que dit la source", "en": "What the source says"},
    "engine_says": {"fr": "Ce que calcule le moteur", "en": "What the engine computes"},
    "verdict": {"fr": "Verdict", "en": "Verdict"},
    "verdict_pass": {"fr": "✔ d’accord", "en": "✔ agrees"},
    "verdict_finding": {"fr": "⚠ écart expliqué", "en": "⚠ explained difference"},
    "verdict_fail": {"fr": "✘ désaccord", "en": "✘ disagrees"},
    "verdict_error": {"fr": "✘ erreur", "en": "✘ error"},
    "verdict_not-computable": {"fr": "descriptif", "en": "descriptive"},
    "finding": {"fr": "Constat", "en": "Finding"},
    "not_computable": {"fr": "Exemple descriptif, non calculé :", "en": "Descriptive example, not computed:"},
    "worked_examples": {"fr": "Exemples et scénarios", "en": "Examples and scenarios"},
    "show_addendum": {"fr": "Afficher les exemples illustrés ({n})", "en": "Show the illustrated examples ({n})"},
    "scenario_group_pass": {
        "fr": "Le moteur est d’accord avec la source ({n})",
        "en": "The engine agrees with the source ({n})",
    },
    "scenario_group_finding": {"fr": "Écart expliqué ({n})", "en": "Explained difference ({n})"},
    "scenario_group_not-computable": {"fr": "Non calculable ({n})", "en": "Not computable ({n})"},
    "scenario_group_fail": {"fr": "Désaccord ({n})", "en": "Disagreement ({n})"},
    "scenario_group_error": {"fr": "Erreur ({n})", "en": "Error ({n})"},
    "comparisons": {"fr": "Comparer les règlements", "en": "Compare the rulebooks"},
    "comparisons_intro": {
        "fr": "{count} sujets, chacun avec ce qu’en dit chaque règlement. Les cases surlignées diffèrent des autres.",
        "en": "{count} topics, each with what every rulebook says. Highlighted cells differ from the others.",
    },
    "topic": {"fr": "Sujet", "en": "Topic"},
    "topics": {"fr": "Sujets comparés", "en": "Compared topics"},
    "elsewhere": {"fr": "ailleurs :", "en": "elsewhere:"},
    "differs": {"fr": "diffère", "en": "differs"},
    "silent": {"fr": "Ne traite pas la question", "en": "Does not address it"},
    "differs_legend": {
        "fr": "« diffère » est calculé à partir des paramètres du moteur et de ses décisions "
        "sur les situations de ce sujet.",
        "en": "“differs” is computed from the engine’s parameters and its rulings on this topic’s situations.",
    },
    "not_compared_legend": {
        "fr": "Sujet présenté côte à côte, sans comparaison calculée (pas de paramètre du moteur).",
        "en": "Topic shown side by side, without a computed comparison (no engine parameter).",
    },
    "matrix_legend": {
        "fr": "Numéros des articles de chaque règlement ; « — » : le règlement ne traite pas la question ; "
        "case surlignée : "
        "diffère (calculé).",
        "en": "Article numbers in each rulebook; “—”: the rulebook does not address it; highlighted cell: differs "
        "(computed).",
    },
    "summary_ours": {
        "fr": "Les résumés sont les nôtres ; le texte des articles fait foi.",
        "en": "The summaries are ours; the articles’ text is authoritative.",
    },
    "topic_scenarios": {"fr": "La même situation dans chaque règlement", "en": "The same situation in each rulebook"},
    "changes_title": {"fr": "Ce qui a changé de TDA 2010 à TDA 2019", "en": "What changed from TDA 2010 to TDA 2019"},
    "changes_intro": {
        "fr": "Calculé à partir des sujets : « modifié » quand les paramètres ou décisions du moteur diffèrent.",
        "en": "Computed from the topics: “changed” when the engine’s parameters or rulings differ.",
    },
    "changes_changed": {"fr": "Modifié", "en": "Changed"},
    "changes_added": {"fr": "Ajouté en 2019", "en": "Added in 2019"},
    "changes_removed": {"fr": "Absent de 2019", "en": "Not in 2019"},
    "changes_same": {"fr": "Inchangé ou non comparé", "en": "Unchanged or not compared"},
    "sheet_title": {"fr": "Règlement du tournoi", "en": "Tournament rules"},
    "sheet_base": {"fr": "Règlement de base", "en": "Base rulebook"},
    "sheet_date": {"fr": "Date", "en": "Date"},
    "sheet_venue": {"fr": "Lieu", "en": "Venue"},
    "sheet_td": {"fr": "Directeur de tournoi", "en": "Tournament director"},
    "sheet_house": {"fr": "Choix de la maison", "en": "House choice"},
    "sheet_house_legend": {
        "fr": "Les lignes marquées «\u00a0Choix de la maison\u00a0» remplacent le règlement de base "
        "pour cet événement.",
        "en": "Lines marked “House choice” replace the base rulebook for this event.",
    },
    "sheet_details": {"fr": "L’événement", "en": "The event"},
    "sheet_additions": {"fr": "Règles locales", "en": "Local rules"},
    "sheet_other_choices": {"fr": "Autres choix de la maison", "en": "Other house choices"},
    "sheet_full_text": {
        "fr": "Texte intégral de chaque article cité, en français et en anglais",
        "en": "Full text of every article cited, in French and English",
    },
    "sheet_silent": {"fr": "Le règlement de base ne le précise pas\u00a0:", "en": "The base rulebook does not say:"},
    "sheet_generated": {
        "fr": "Un choix de la maison change ce sujet\u202f; ses règles pour cet événement\u00a0:",
        "en": "A house choice changes this topic; its rules for this event:",
    },
    "sheet_summary_note": {
        "fr": "Résumés Floorbook\u202f; le texte des articles cités fait foi. Le directeur de tournoi tranche.",
        "en": "Floorbook summaries; the text of the articles cited is authoritative. The tournament director rules.",
    },
    "detail_starting_stack": {"fr": "Tapis de départ", "en": "Starting stack"},
    "detail_level_minutes": {"fr": "Durée des niveaux", "en": "Level length"},
    "detail_late_registration_levels": {"fr": "Inscription tardive", "en": "Late registration"},
    "sheet_level": {"fr": "niveau", "en": "level"},
    "sheet_levels": {"fr": "niveaux", "en": "levels"},
    "sheet_no_late_registration": {"fr": "aucune", "en": "none"},
    "detail_ante_format": {"fr": "Format d’ante", "en": "Ante format"},
    "detail_rebuys": {"fr": "Recaves", "en": "Rebuys"},
    "ante_none": {"fr": "pas d’ante", "en": "no ante"},
    "ante_classic": {"fr": "ante classique (chaque joueur)", "en": "classic ante (every player)"},
    "ante_button": {"fr": "ante bouton", "en": "button ante"},
    "ante_big_blind_ante": {"fr": "ante grosse blinde", "en": "big blind ante"},
    "original_title": {"fr": "Titre original", "en": "Original title"},
    "search_rulebooks": {"fr": "Filtrer par règlement", "en": "Filter by rulebook"},
    "search_all_rulebooks": {"fr": "Tous", "en": "All"},
    "search_results": {"fr": "Articles trouvés", "en": "Articles found"},
    "engine_from_article": {"fr": "Ce que le moteur en calcule", "en": "What the engine computes from it"},
    "engine_from_article_intro": {
        "fr": "Le moteur de règles applique cet article avec ces valeurs, dans {source} :",
        "en": "The rules engine applies this article with these values, in {source}:",
    },
    "reading_ours": {"fr": "lecture de notre part", "en": "our reading"},
    "reading_ours_because": {"fr": "Lecture de notre part : {reason}", "en": "Our reading: {reason}"},
    "reading_borrows": {"fr": "d’après {articles}", "en": "borrowed from {articles}"},
    # player pages without identifiers
    "scenario_situation": {"fr": "La situation", "en": "The situation"},
    "scenario_ruling_one": {"fr": "La décision", "en": "The ruling"},
    "scenario_ruling_each": {"fr": "La décision de chaque règlement", "en": "Each rulebook’s ruling"},
    "ruling_articles": {"fr": "Articles appliqués", "en": "Articles applied"},
    "source_same_as_engine": {"fr": "la même décision que le moteur.", "en": "the same ruling as the engine."},
    "source_differs_quoted": {
        "fr": "une autre décision que le moteur (voir ses mots ci-dessus).",
        "en": "a different ruling from the engine’s (see its words above).",
    },
    "source_differs": {
        "fr": "une autre décision que le moteur (voir l’article cité).",
        "en": "a different ruling from the engine’s (see the article cited).",
    },
    "engine_cannot_rule": {
        "fr": "le moteur ne peut pas juger cette situation avec ce règlement.",
        "en": "the engine cannot rule this situation under this rulebook.",
    },
    "scenario_for_contributors": {
        "fr": "Pour les contributeurs : les données de ce scénario ({id}) sont dans le fichier {file}.",
        "en": "For contributors: this scenario’s data ({id}) is in the file {file}.",
    },
    "scenario_guide": {"fr": "Écrire un scénario", "en": "Writing a scenario"},
    "not_computable_plain": {
        "fr": "Exemple descriptif : le moteur de règles ne le calcule pas (la raison est notée dans le fichier "
              "du scénario, pour les contributeurs).",
        "en": "Descriptive example: the rules engine does not compute it (the reason is noted in the scenario "
              "file, for contributors).",
    },
    # article page (issue 14)
    "variant_not_the_rule": {
        "fr": "Pratique internationale / casino que la source note ici (« inter : … ») : ce n’est pas la règle "
              "de ce club.",
        "en": "International / casino practice the source notes here (“inter: …”): it is not this club’s rule.",
    },
    "note_quotes_french": {
        "fr": "Passages cités, en français ({n})",
        "en": "The quoted passages in French ({n})",
    },
    "official_title": {"fr": "Titre officiel", "en": "Official title"},
    "about_source": {"fr": "À propos de ce règlement", "en": "About this rulebook"},
    "all_articles": {"fr": "Tous les articles, par chapitre", "en": "Every article, by chapter"},
}


def t(key: str, lang: str = "fr", **values: object) -> str:
    """The interface string ``key`` in ``lang``, with ``{placeholders}`` filled in."""
    entry = STRINGS[key]
    return entry.get(lang, entry["fr"]).format(**values)
