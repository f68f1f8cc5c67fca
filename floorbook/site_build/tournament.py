"""What tournament mode reads in the browser: ``assets/tournament.json``, written by ``floorbook pages``.

A tournament link (:mod:`floorbook.sheet.link`) opens the site on a house's rules. On any page, in the mode,
``assets/tournament-mode.js`` reads the link, checks it and words its values by this file's data alone: the very
declarations, rulesets and bounds the Python checker (:func:`floorbook.sheet.link.house_from_link`) uses, and
the words of :mod:`floorbook.words` (values, refusals, the bar's labels), so that nothing is decided twice
(docs/decisions/0020-tournament-mode-in-the-browser.md). ``tests/test_tournament_mode.py`` runs the
script's checker and the Python one over the same links and requires the same verdicts.

A page loads that script and this file only when a link or a stored tournament is present
(``assets/tournament.js``, on every page, decides); the service worker precaches them
(build_tools/service-worker.mjs), so the mode works offline after a first visit.
"""

from __future__ import annotations

import json
from typing import Any

from floorbook import LANGUAGES
from floorbook.corpus.loader import Base
from floorbook.corpus.parameters import load_declarations, load_rulesets
from floorbook.engine.bounds import CONTROLS, DIGITS, INVISIBLE, LARGEST
from floorbook.engine.declarations import Label
from floorbook.engine.rulesets import Ruleset
from floorbook.sheet import house
from floorbook.sheet.link import LINK_CHARS, LINK_KEYS, LINK_MARK, SAID_ALLOWED
from floorbook.urls import ruleset_url
from floorbook.words.input_messages import CONFIG_MESSAGES, MESSAGES, PROBLEM, VALUES_FR
from floorbook.words.interface import UI
from floorbook.words.values import OPEN_VALUES, UNIT_WORDS, VALUE_WORDS, YES_NO

TOURNAMENT_FILE = "assets/tournament.json"
STORAGE_KEY = "floorbook:tournament"  # the tournament a phone keeps (localStorage), read by the assistant too
STORED_VERSION = 1  # the stored object's form: {"version", "fragment", "house"}
# the labels the script shows (the bar, the line in place, a refusal), by the names the script gives them
SCRIPT_LABELS = {
    "tournament_mode": UI["tournament_mode"], "tournament_one_choice": UI["tournament_one_choice"],
    "tournament_choices": UI["tournament_choices"], "tournament_leave": UI["tournament_leave"],
    "tournament_in_place": UI["tournament_in_place"], "tournament_close": UI["tournament_close"],
    "link_too_long": UI["link_too_long"], "link_not_a_tournament": UI["link_not_a_tournament"],
    "link_refused": UI["link_refused"], "link_one_more_problem": UI["link_one_more_problem"],
    "link_more_problems": UI["link_more_problems"],
}


# the forms of the messages a link's checker says beyond a configuration's (floorbook.words.input_messages'
# CONFIG_MESSAGES): the words of those of MESSAGES that say them go to the browser, not the assistant's others
CHECKER_MESSAGES = (
    "is required", "is given twice", "5 is out of any real range: at most 1,000,000,000,000",
    "a text of 300 characters is too long: at most 200",
    "the character U+202E cannot be printed: a text holds no invisible, direction or control character",
    "'x' is not written as expected: a whole number in the digits 0 to 9 only, such as 1000",
    "'x' is not written as expected: a number in the digits 0 to 9 only, such as 1000 or 0.5",
    "a number of 17 digits is too long: a figure has at most 13 digits (1,000,000,000,000)",
    "'A' is given twice: each name once, with its value",
    "expected name:value pairs separated by commas (A:500,B:1000), not 'x'",
    "nested more than 2 levels deep (lists and objects within each other): at most 2",
    "expected JSON (Expecting value at character 1), not 'x'", "2 entries; at most 1; allowed: x",
)


def _label(words: Label) -> dict[str, str]:
    return {lang: words.get(lang) for lang in LANGUAGES}


def _ruleset(rules: Ruleset, title: str) -> dict[str, Any]:
    """A ruleset as the script needs it: its short title, its page in each language, the rulebooks whose
    articles its parameters rest on (Fivebet's: Fivebet's and TDA 2019's) and each parameter's value."""
    sources = sorted({article.partition("/")[0] for p in rules.parameters.values() for article in p.articles})
    return {"title": title, "pages": {lang: ruleset_url("/", rules.id, lang).lstrip("/") for lang in LANGUAGES},
            "sources": sources, "values": {name: ordered(p.value) for name, p in rules.parameters.items()}}


def ordered(value: Any) -> Any:
    """A value as the file holds it: a mapping as ``{"=": [[key, value], …]}``, in its order (a JavaScript
    object would put keys that are whole numbers first: by_seats' 8 → 9 before 6 → 7 is said in that order)."""
    if isinstance(value, dict):
        return {"=": [[key, ordered(item)] for key, item in value.items()]}
    if isinstance(value, list):
        return [ordered(item) for item in value]
    return value


def _js_pattern(pattern: str) -> str:
    return pattern.replace("(?P<", "(?<")  # Python's named groups as JavaScript writes them


def tournament_data(base: Base) -> dict[str, Any]:
    """The data of ``assets/tournament.json``: what the browser's checker and words read."""
    declarations = load_declarations(base.root)
    rulesets = load_rulesets(base.root)
    return {
        "version": STORED_VERSION,
        "link": {"chars": LINK_CHARS, "mark": LINK_MARK, "keys": list(LINK_KEYS), "said_allowed": SAID_ALLOWED},
        "house": {"top_keys": list(house.TOP_KEYS), "event_keys": list(house.EVENT_KEYS),
                  "event_chars": house.EVENT_CHARS, "additions": house.ADDITIONS,
                  "addition_chars": house.ADDITION_CHARS, "addition_index": house.ADDITION_INDEX.pattern,
                  "always": list(house.HOUSE_ALWAYS_ALLOWED), "shorthand": house.HOUSE_SHORTHAND},
        "bounds": {"largest": LARGEST, "digits": DIGITS, "invisible": INVISIBLE, "controls": CONTROLS},
        "languages": list(LANGUAGES),
        "declarations": {name: {k: v for k, v in d.as_dict().items() if k != "description"}
                         for name, d in declarations.items()},
        "rulesets": {rid: _ruleset(rules, base.sources[rid].data.short_title if rid in base.sources else rid)
                     for rid, rules in rulesets.items()},
        "words": {"none": _label(VALUE_WORDS["none"]), "open": {k: _label(v) for k, v in OPEN_VALUES.items()},
                  "yes_no": {str(k).lower(): _label(v) for k, v in YES_NO.items()},
                  "units": {k: [_label(one), _label(many)] for k, (one, many) in UNIT_WORDS.items()}},
        "ui": {key: _label(words) for key, words in SCRIPT_LABELS.items()},
        "messages": {"problem": _label(PROBLEM), "values_fr": [list(pair) for pair in VALUES_FR],
                     "patterns": [[_js_pattern(p.pattern), _label(words)] for p, words in MESSAGES
                                  if any(p.fullmatch(m) for m in CHECKER_MESSAGES)
                                  or p.pattern in {c for c, _ in CONFIG_MESSAGES}]},
    }


def tournament_json(base: Base) -> str:
    """``assets/tournament.json``'s text: compact (fetched by a phone, in tournament mode only)."""
    return json.dumps(tournament_data(base), ensure_ascii=False, separators=(",", ":"))
