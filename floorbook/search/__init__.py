"""Keyword search over articles, in French or English: accents, typos, slang and the other
language resolved through the glossary; articles named by their number come first.

The index (:func:`build_index`) is plain JSON-ready data; :func:`search` ranks with BM25 over
weighted fields. The site's search core (``site_src/assets/search/``: ``text.js``, ``concepts.js``,
``references.js``, ``query.js``) implements the same algorithm over the same JSON index (written per
language by the site adapter), module for module and function for function (each JS function names
its Python twin; ``tests/test_search_twins.py``), so the CLI and the site rank alike.

- text is normalised (accents and case folded, punctuation dropped), stop words of both languages
  are left out and words are lightly stemmed, French and English alike (:func:`stem`: "mucked",
  "mucks" → "muck"; "tombée", "tombé" → "tomb");
- every glossary entry is a *concept*: wherever a form of it (preferred, variant, slang, in
  either language) appears in an article, the article carries the concept token ``~<id>``;
  a query carries it too when it contains one of those forms, so "shove" finds "tapis". A form
  shared by several entries belongs to the one whose preferred term it is; a one-word form that
  the articles mostly use in another sense ("full", "rien") names its concept only within its
  longer forms (:func:`reliable_phrases`); the concepts the glossary relates (``see``) to a
  specific concept of the query count a little too;
- a query word not in the vocabulary is matched to vocabulary words within an edit distance
  (1 from 4 letters, 2 from 8, counted on the word as typed), at a lower weight: "misdeel" finds
  "misdeal"; a word the glossary knows is only corrected to a word of the same concept;
- each article's players' phrasings (``phrasings/<source>.yaml``: how players ask for it, "il a
  poussé deux jetons sans rien dire") are searched with its words and, each on its own, by
  :func:`_best_asked`: the phrasing closest to the query adds to the article's score, so a
  question in players' words finds the article that settles it;
- a query that tells a story (more than 8 words) gets what real rulings taught
  (:mod:`floorbook.search.learned`, from the learning part of ``tests/search_eval_rulings.yaml`` only):
  the words real stories use for each article, weighted by how well they tell its stories from the
  others, and how often real stories come back to the article and to its rulebook (:func:`_learned`);
- a query that names an article by its number ("45", "r45", "règle 45", "art. 3.5", "9-8",
  "PR-8", "RP-11", with or without "TDA", "tda 2019", "ropta", "club tournois", "nlhe",
  "fivebet"…: :func:`parse_reference`) lists the articles with that number first, then the
  ordinary ranking.
"""
