"""The bounds of what a table, a tournament and a message can hold: declared once, read at every edge.

A situation's input (:mod:`.registry`: the bounds its field types write, from these figures), a house
configuration (:mod:`floorbook.sheet.house`) and the YAML reader (:mod:`floorbook.reading.yamlfile`) take
their limits from here, so that ``floorbook ask``, ``floorbook sheet``, the floor assistant and the sheet
builder (the same Python, in the browser) refuse the same thing with the same words. Anything beyond a
real table or tournament is refused at once, before it is computed: a value is read only once its text
is known to be of a size the bounds allow (its digits, its nesting), and work that grows with the input
then grows with what a real table holds.

Standard library only: this module runs in the browser (Pyodide).

>>> number_from_text("1_000", whole=True)
Traceback (most recent call last):
...
ValueError: '1_000' is not written as expected: a whole number in the digits 0 to 9 only, such as 1000
"""

from __future__ import annotations

import json
import re
import reprlib
from typing import Any

# --- figures --------------------------------------------------------------------------------------

# the largest figure any table can see (chips, a count, a time): above it, a typing error
LARGEST = 10**12
# a number written with more digits than the largest figure is refused before it is read (Python reads no
# more than 4,300 digits, and reading more is the slow part of a number)
DIGITS = len(str(LARGEST))
# the seats of one poker table: tournaments deal 8 to 10 handed, a few cash-game tables 11; none 13. Every list
# of the players of one hand or one table (contributions, winners, a showdown, seats occupied) holds at most
# this many, and a seat number or a table size is at most this
TABLE_SEATS = 12
# the tables of one tournament in play at once: the largest rooms (the World Series of Poker's, Las Vegas) hold
# about 500 tables for the largest field ever seated at once (about 8,000 players of a Main Event day); twice that
TABLES = 1_000
# the players of one tournament at once (players left, places paid, players out in the same hand during
# hand-for-hand, across the tables): every table full
TOURNAMENT_PLAYERS = TABLES * TABLE_SEATS
# the actions of one betting round: each player acts, each raise reopens the round for the others; a real round
# sees a few dozen at most, whatever the stacks
ROUND_ACTIONS = 200
# chips pushed in one gesture, or moved in the movements of one bet: a whole tournament stack is a few hundred
CHIPS_MOVED = 1_000
# the cards of one deck
DECK = 52
# the minutes of one blind level: live tournaments play levels of 15 minutes to 2 hours; a level longer than a day's
# play (12 hours) is a typing error
LEVEL_MINUTES = 720
# the levels of one tournament: the longest (the World Series of Poker's Main Event) play about 40 levels;
# five times that
LEVELS = 200
# a name (a player, a table): a few words
NAME_CHARS = 100
# the problems said of one question or one configuration: a mistake repeated thousands of times is said a few
# times, and how many more there are
SHOWN_PROBLEMS = 20


# --- texts ----------------------------------------------------------------------------------------

# characters that can make a text read other than it is: zero-width characters, the marks and overrides of
# direction (U+200E-U+200F, U+202A-U+202E, U+2066-U+2069), line and paragraph separators, invisible operators,
# the byte order mark
INVISIBLE = "\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff"
# control characters, tab and newline apart (a multi-line text may hold them)
CONTROLS = "\x00-\x08\x0b-\x1f\x7f-\x9f"
_SPOOFING = re.compile(f"[{INVISIBLE}{CONTROLS}]")
_SPOOFING_ONE_LINE = re.compile(f"[{INVISIBLE}{CONTROLS}\t\n]")
# what no name holds besides: markup
_NOT_IN_A_NAME = re.compile(f"[{INVISIBLE}{CONTROLS}\t\n<>&{{}}\\\\`]")


def printed_text_problem(value: str, chars: int, lines: bool = False) -> str | None:
    """What a text that will be printed (a house's event name, a local rule) cannot hold: more than ``chars``
    characters, or a character that can make the page read other than it says (an invisible or direction
    character, a control character; a newline or a tab only in a text of several ``lines``).

    >>> printed_text_problem("Club \\u202etxet", 100)
    'the character U+202E cannot be printed: a text holds no invisible, direction or control character'
    >>> printed_text_problem("x" * 300, 200)
    'a text of 300 characters is too long: at most 200'
    """
    if len(value) > chars:
        return f"a text of {len(value)} characters is too long: at most {chars}"
    found = (_SPOOFING if lines else _SPOOFING_ONE_LINE).search(value)
    if found:
        return (f"the character U+{ord(found.group()):04X} cannot be printed: a text holds no invisible, "
                "direction or control character")
    return None


def name_problem(value: str) -> str | None:
    """What a name of an input (a player, a table) cannot hold: control characters, markup, a text too long to
    be a name.

    >>> name_problem("Alice"), name_problem("<b>A</b>")
    (None, "'<b>A</b>' is impossible: a name holds no control character or markup")
    """
    if len(value) > NAME_CHARS:
        return f"a name of {len(value)} characters is impossible: at most {NAME_CHARS}"
    if _NOT_IN_A_NAME.search(value):
        return f"{shown(value)} is impossible: a name holds no control character or markup"
    return None


_SHOWN = reprlib.Repr()
_SHOWN.maxstring = _SHOWN.maxother = _SHOWN.maxlong = 40
_SHOWN.maxlist = _SHOWN.maxtuple = _SHOWN.maxdict = _SHOWN.maxset = 6
_SHOWN.maxlevel = 3


def shown(value: Any) -> str:
    """A value as a message quotes it: its ``repr``, shortened (a message never echoes a long value whole).

    >>> shown("2026-12-03"), shown("x" * 100_000)
    ("'2026-12-03'", "'xxxxxxxxxxxxxxxxx...xxxxxxxxxxxxxxxxxx'")
    >>> shown(list(range(100)))
    '[0, 1, 2, 3, 4, 5, ...]'
    """
    try:
        return _SHOWN.repr(value)
    except (ValueError, RecursionError):  # a number of more digits than Python writes, a value holding itself
        return f"a {type(value).__name__} too long to show"


# --- numbers written as text ----------------------------------------------------------------------

_WHOLE = re.compile(r"-?[0-9]+")
_DECIMAL = re.compile(r"-?(?:[0-9]+\.?[0-9]*|\.[0-9]+)")
_DIGIT = re.compile(r"\d")  # any script's digits: a number written otherwise than expected


def number_from_text(text: str, whole: bool) -> int | float | None:
    """A number as typed (a form's field, a URL, a command line), read once it is known to be written as
    expected: the digits 0 to 9 only (``-`` first for a negative number; a ``.`` for a number that may have a
    fractional part), at most :data:`DIGITS` digits. None for a text that is no number at all (the caller says
    what it expected there); a ValueError for a number written otherwise (``1_000``, ``+5``, ``١٢``, ``1e3``)
    or too long, saying what is expected.

    >>> number_from_text("1000", whole=True), number_from_text("0.25", whole=False), number_from_text("A", True)
    (1000, 0.25, None)
    >>> number_from_text("12345678901234567", whole=True)
    Traceback (most recent call last):
    ...
    ValueError: a number of 17 digits is too long: a figure has at most 13 digits (1,000,000,000,000)
    """
    if (_WHOLE if whole else _DECIMAL).fullmatch(text) is None:
        if not _DIGIT.search(text):
            return None
        if whole:
            raise ValueError(f"{shown(text)} is not written as expected: a whole number in the digits 0 to 9 only, "
                             "such as 1000")
        raise ValueError(f"{shown(text)} is not written as expected: a number in the digits 0 to 9 only, such as "
                         "1000 or 0.5")
    digits = len(text.lstrip("-").lstrip("0").replace(".", ""))
    if digits > DIGITS:
        raise ValueError(f"a number of {digits} digits is too long: a figure has at most {DIGITS} digits "
                         f"({LARGEST:,})")
    return float(text) if "." in text else int(text)


# --- structured values written as text ------------------------------------------------------------


def named_pairs(text: str) -> list[tuple[str, str]]:
    """``A:500,B:1000`` → ``[("A", "500"), ("B", "1000")]``: the one reading of every list of named pairs (a
    player's contribution, each table's players, a choice given per case). A name given twice is refused, never
    one of its values kept in silence; so is a part that is not ``name:value``.

    >>> named_pairs("A:100, B:300")
    [('A', '100'), ('B', '300')]
    >>> named_pairs("A:100,A:900,B:300")
    Traceback (most recent call last):
    ...
    ValueError: 'A' is given twice: each name once, with its value
    """
    out: list[tuple[str, str]] = []
    seen: set[str] = set()
    for part in filter(None, (p.strip() for p in text.split(","))):
        key, sep, value = part.partition(":")
        key = key.strip()
        if not sep or not key:
            raise ValueError(f"expected name:value pairs separated by commas (A:500,B:1000), not {shown(part)}")
        if key in seen:
            raise ValueError(f"{shown(key)} is given twice: each name once, with its value")
        seen.add(key)
        out.append((key, value.strip()))
    return out


_JSON_NESTING = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]')


def json_value(text: str, depth: int) -> Any:
    """A value written as JSON (a betting round's actions, a choice given whole), read once it is known to be
    nested no deeper than ``depth`` levels (the depth of the type it must be: a list of actions is two),
    its numbers of at most :data:`DIGITS` digits, no key given twice in an object. A ValueError says why not:
    never read deeper than the type allows (a deep text would exhaust the reader's stack).

    >>> json_value('[{"player": "A", "kind": "bet", "to": 300}]', 2)
    [{'player': 'A', 'kind': 'bet', 'to': 300}]
    >>> json_value("[" * 3000 + "]" * 3000, 2)
    Traceback (most recent call last):
    ...
    ValueError: nested more than 2 levels deep (lists and objects within each other): at most 2
    """
    level = 0
    for token in _JSON_NESTING.finditer(text):
        mark = token.group()
        if mark in "[{":
            level += 1
            if level > depth:
                raise ValueError(f"nested more than {depth} levels deep (lists and objects within each other): "
                                 f"at most {depth}")
        elif mark in "]}":
            level -= 1
    try:
        return json.loads(text, parse_int=_json_int, parse_constant=_json_constant, object_pairs_hook=_json_object)
    except json.JSONDecodeError as err:
        raise ValueError(f"expected JSON ({err.msg} at character {err.pos + 1}), not {shown(text)}") from None


def _json_int(text: str) -> int:
    return number_from_text(text, whole=True)  # type: ignore[return-value]  # JSON's grammar: always a number


def _json_constant(text: str) -> Any:
    raise ValueError(f"{text} is not a number: a figure is written with the digits 0 to 9")


def _json_object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise ValueError(f"{shown(key)} is given twice: each name once, with its value")
        out[key] = value
    return out
