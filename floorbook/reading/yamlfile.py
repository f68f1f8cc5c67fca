"""YAML files with line numbers, and the problems found in them (standard library and PyYAML only).

Every reader of the project's YAML (the loader, the scenarios, the parameters, house
configurations — also in the browser, where PyYAML runs without libyaml) parses through here, so a
problem is always worded and located the same way: ``file:line: field: what was expected``.

A text is read only as far as it is of a size a file of the project can have, whoever wrote it (a house
configuration opened in the sheet builder, a scenario file given to ``floorbook check``): nested at most
:data:`MAX_DEPTH` levels, its aliases repeating at most :data:`ALIAS_NODES` nodes in all and never a node
inside itself, its numbers written in the digits 0 to 9 (``1_000``, ``010`` or ``1:30`` are numbers to
YAML, not what a contributor meant), and, where the reader says so (a house configuration), at most so
many characters. Each is checked on the parse's node tree before any data is built from it, in one walk
that visits each node once, so that no reading grows past the size of its text.
"""

from __future__ import annotations

import copy
import functools
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from floorbook.engine.bounds import shown


@dataclass(frozen=True)
class Problem:
    """One thing wrong with the base, said so that a contributor can fix it."""

    file: str
    field: str
    message: str
    line: int | None = None

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        what = f" {self.field}:" if self.field else ""
        return f"{where}:{what} {self.message}"


_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
# the deepest a YAML text may be nested: the project's deepest file is 11 levels (mkdocs.yml), a scenario's 10
MAX_DEPTH = 50
# the nodes that aliases may repeat in all, beyond the text's own: a file of the project repeats a few dozen
# (the declarations' shared lists of values); a few hundred bytes of nested aliases would otherwise make billions
ALIAS_NODES = 10_000
# more than MAX_DEPTH brackets opened in a row: nested too deep, said before the parse (the pure-Python scanner
# looks up to 1,024 characters ahead at each bracket for a key, a second at worst in the browser)
_OPENED = re.compile(rf"(?:[\[{{][ \t\r\n]*){{{MAX_DEPTH + 1}}}")
# how YAML writes a number the way a contributor means it: the digits 0 to 9, a sign, a decimal point
_CANONICAL = {"tag:yaml.org,2002:int": re.compile(r"-?(?:0|[1-9][0-9]*)"),
              "tag:yaml.org,2002:float": re.compile(r"-?[0-9]+\.[0-9]+")}
# The texts that parsed cleanly and were read more than once, with their data and node tree, so that a
# text read again (the base loaded again after an edit of one file, a copy of the data, validation after
# loading) is not parsed again: its data is given as a copy (a deep copy takes a small part of a parse), the
# node tree as is (it is only read, for lines). A text is kept from its second reading on: a process that
# reads each file once (a command) keeps no tree alive, whose objects Python's collector would walk again
# and again. The oldest go first beyond KEPT_TEXTS (the base is about 300 files).
KEPT_TEXTS = 1024
_parsed: dict[tuple[str, type], tuple[Any, yaml.Node]] = {}
_read_once: set[tuple[str, type]] = set()


# --- YAML with line numbers ------------------------------------------------------------------


def _parse_yaml(path: Path, rel: str, problems: list[Problem], loader: type = _Loader,
                max_chars: int | None = None) -> tuple[Any, yaml.Node | None]:
    """Parse ``path``; return (data, node tree for line lookups) or record a syntax problem."""
    if max_chars is not None and path.stat().st_size > 4 * max_chars:  # not read at all: beyond in any encoding
        problems.append(Problem(rel, "", f"a file of {path.stat().st_size:,} bytes is too long for this file: at "
                                         f"most {max_chars:,} characters"))
        return None, None
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as err:
        problems.append(Problem(rel, "", f"is not UTF-8 text ({err.reason})"))
        return None, None
    return parse_text(text, rel, problems, loader, max_chars)


def parse_text(text: str, rel: str, problems: list[Problem], loader: type = _Loader,
               max_chars: int | None = None) -> tuple[Any, yaml.Node | None]:
    """Parse YAML ``text`` named ``rel`` in messages: (data, node tree for line lookups), or
    ``(None, None)`` with one problem when it does not parse, is empty, repeats a key, or is of a size no
    file of the project has (more than ``max_chars`` characters when given, nested too deep, aliases
    repeating too much or looping, a number written otherwise than in digits).

    ``loader``: libyaml's when installed (fast), or ``yaml.SafeLoader``, the pure-Python parser, which
    words some syntax errors otherwise: the readers that run in the browser too pass it everywhere.
    A text parsed cleanly before gives the same data (a copy of its own) without being parsed again."""
    if max_chars is not None and len(text) > max_chars:
        problems.append(Problem(rel, "", f"a text of {len(text):,} characters is too long for this file: at most "
                                         f"{max_chars:,}"))
        return None, None
    kept = _parsed.get((text, loader))
    if kept is not None:
        return copy.deepcopy(kept[0]), kept[1]
    opened = _OPENED.search(text)
    if opened is not None:
        problems.append(Problem(rel, "", _too_deep(), text.count("\n", 0, opened.start()) + 1))
        return None, None
    node = None
    try:
        # one parse (libyaml when available): the node tree gives lines, then the data is built from it
        parser = _bounded(loader)(text)
        try:
            node = parser.get_single_node()
            refused = _refused(node)
            if refused is not None:
                where, message = refused
                problems.append(Problem(rel, "", message, where.line + 1))
                return None, None
            data = parser.construct_document(node) if node is not None else None
        finally:
            parser.dispose()
    except _TooDeep as err:
        problems.append(Problem(rel, "", _too_deep(), err.mark.line + 1))
        return None, None
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        problem = getattr(err, "problem", None) or str(err)
        if problem.startswith("exceeded maximum nesting depth"):  # libyaml's own bound (1,000 levels), said as ours
            problems.append(Problem(rel, "", _too_deep(), line))
            return None, None
        problems.append(Problem(rel, "", f"YAML syntax error: {problem}", line))
        return None, None
    except ValueError:  # a value YAML recognises but cannot build, such as the date 2026-13-01
        # (said without Python's own words, which change between versions: the browser runs another)
        where = _unbuildable(node)
        value = f"{shown(where.value)} " if where is not None else ""
        kind = where.tag.rsplit(":", 1)[-1] if where is not None and where.tag.startswith("tag:yaml.org") else ""
        what = ("is not a date that exists" if kind == "timestamp"
                else f"cannot be read as a {kind}" if kind else "cannot be read")
        problems.append(Problem(rel, "", f"the value {value}{what}",
                                where.start_mark.line + 1 if where is not None else None))
        return None, None
    if data is None:
        problems.append(Problem(rel, "", "is empty; expected a YAML mapping"))
        return None, None
    duplicates = _duplicate_keys(node)
    if duplicates:
        for key, line, first in duplicates:
            named = key if len(key) <= 60 else shown(key)
            problems.append(Problem(rel, named, f"duplicate key (first at line {first}); "
                                    "a YAML mapping must not repeat a key", line))
        return None, None
    if (text, loader) not in _read_once:
        if len(_read_once) >= KEPT_TEXTS:
            _read_once.clear()
        _read_once.add((text, loader))
    else:
        if len(_parsed) >= KEPT_TEXTS:
            del _parsed[next(iter(_parsed))]
        _parsed[(text, loader)] = (copy.deepcopy(data), node)
    return data, node


class _TooDeep(yaml.YAMLError):
    """A text nested deeper than :data:`MAX_DEPTH`, found while its tree is made (``mark``: where)."""

    def __init__(self, mark: yaml.Mark):
        super().__init__()
        self.mark = mark


def _too_deep() -> str:
    return f"nested more than {MAX_DEPTH} levels deep (lists and mappings within each other): at most {MAX_DEPTH}"


@functools.cache
def _bounded(loader: type) -> type:
    """``loader``, made to stop at :data:`MAX_DEPTH` levels while it makes the node tree: the pure-Python
    composer calls itself once per level and would exhaust the stack first. libyaml's composes in C and stops at
    1,000 levels itself; the tree it makes is then walked by :func:`_refused`."""
    if not issubclass(loader, yaml.composer.Composer):
        return loader

    class Bounded(loader):  # type: ignore[valid-type,misc]
        level = 0

        def compose_node(self, parent: yaml.Node | None, index: Any) -> yaml.Node:
            if self.level >= MAX_DEPTH:
                raise _TooDeep(self.peek_event().start_mark)
            self.level += 1
            try:
                return super().compose_node(parent, index)
            finally:
                self.level -= 1

    return Bounded


def _children(node: yaml.Node) -> list[yaml.Node]:
    if isinstance(node, yaml.MappingNode):
        return [n for pair in node.value for n in pair]
    if isinstance(node, yaml.SequenceNode):
        return node.value
    return []


def _refused(root: yaml.Node | None) -> tuple[yaml.Mark, str] | None:
    """Where a node tree is of a size no file of the project has, and why: a node holding itself through an
    alias (the data would have no end), aliases repeating more than :data:`ALIAS_NODES` nodes in all (each
    alias counts the whole node it repeats, nested aliases included: "billion laughs"), nesting deeper than
    :data:`MAX_DEPTH` levels once aliases are expanded, or a number written otherwise than in digits.

    One walk, each node visited once (a node an alias repeats is reached again, not walked again): the
    size and depth of what each node holds, aliases expanded, are kept from its first visit."""
    if root is None:
        return None
    if (badly := _number_problem(root)) is not None:
        return root.start_mark, badly
    done: dict[int, tuple[int, int]] = {}  # id of a node walked → (nodes it holds, aliases expanded; its levels)
    repeated = 0  # nodes that aliases repeat, in all
    on_path: set[int] = {id(root)}
    path: list[tuple[yaml.Node, Iterable[yaml.Node], list[int]]] = [(root, iter(_children(root)), [1, 1])]
    while path:
        node, rest, held = path[-1]
        child = next(rest, None)  # type: ignore[call-overload]
        if child is None:  # every node under this one walked
            path.pop()
            on_path.discard(id(node))
            done[id(node)] = (held[0], held[1])
            if path:
                outer = path[-1][2]
                outer[0] += held[0]
                outer[1] = max(outer[1], held[1] + 1)
            continue
        if id(child) in on_path:
            return child.start_mark, ("an alias inside this value refers back to it: the value would hold itself "
                                      "without end")
        if id(child) in done:  # a node repeated by an alias
            size, levels = done[id(child)]
            repeated += size
            if repeated > ALIAS_NODES:
                return child.start_mark, (f"aliases repeat more than {ALIAS_NODES:,} values in all (this one among "
                                          "them): write the values out, or repeat fewer")
            if len(path) + levels > MAX_DEPTH:
                return child.start_mark, _too_deep()
            held[0] += size
            held[1] = max(held[1], levels + 1)
            continue
        if len(path) >= MAX_DEPTH:
            return child.start_mark, _too_deep()
        if (badly := _number_problem(child)) is not None:
            return child.start_mark, badly
        on_path.add(id(child))
        path.append((child, iter(_children(child)), [1, 1]))
    return None


def _number_problem(node: yaml.Node) -> str | None:
    """What is wrong with a scalar YAML reads as a number written otherwise than in the digits 0 to 9."""
    canonical = _CANONICAL.get(node.tag) if isinstance(node, yaml.ScalarNode) else None
    if canonical is None or canonical.fullmatch(node.value):
        return None
    return (f"{shown(node.value)} is read by YAML as a number written otherwise than in the digits 0 to 9: "
            "write it as 1000 or 2.5 (or in quotes, as text)")


def _unbuildable(node: yaml.Node | None) -> yaml.ScalarNode | None:
    """The first scalar of the tree that YAML recognises (a date…) but cannot build."""
    builder = yaml.SafeLoader("")
    stack = [node] if node is not None else []
    walked: set[int] = set()
    while stack:
        current = stack.pop()
        if id(current) in walked:  # a node an alias repeats: tried once
            continue
        walked.add(id(current))
        if isinstance(current, yaml.ScalarNode):
            try:
                builder.construct_object(current, deep=True)
            except ValueError:
                return current
        else:
            stack.extend(reversed(_children(current)))  # in the file's order
    return None


def read_yaml(path: Path, rel: str, problems: list[Problem], loader: type = _Loader,
              max_chars: int | None = None) -> tuple[Any, yaml.Node | None]:
    """Parse one YAML file of the project (any folder): the data and its node tree for lines.

    A file that cannot be read, is not UTF-8, does not parse, is empty, repeats a key in a
    mapping or is of a size no such file has (:func:`parse_text`) gets one problem of its own and
    ``(None, None)``: callers skip it, so its mistakes never cascade into follow-on errors.
    """
    if not path.is_file():
        problems.append(Problem(rel, "", "no such file" if not path.exists() else "is not a file"))
        return None, None
    try:
        return _parse_yaml(path, rel, problems, loader, max_chars)
    except OSError as err:
        problems.append(Problem(rel, "", f"cannot be read ({err.strerror or err})"))
        return None, None


def _duplicate_keys(node: yaml.Node | None) -> list[tuple[str, int, int]]:
    """Every key repeated in a mapping of the tree: (key, its line, the line of its first use).

    YAML parsers keep the last value of a repeated key silently; a contributor meant one of them.
    """
    out: list[tuple[str, int, int]] = []
    stack = [node] if node is not None else []
    walked: set[int] = set()
    while stack:
        current = stack.pop()
        if id(current) in walked:  # a node an alias repeats: its keys said once
            continue
        walked.add(id(current))
        if isinstance(current, yaml.MappingNode):
            seen: dict[str, int] = {}
            for key, value in current.value:
                if isinstance(key, yaml.ScalarNode):
                    line = key.start_mark.line + 1
                    if key.value in seen:
                        out.append((key.value, line, seen[key.value]))
                    else:
                        seen[key.value] = line
                stack.append(value)
        elif isinstance(current, yaml.SequenceNode):
            stack.extend(current.value)
    return sorted(out, key=lambda d: d[1])


def node_at(node: yaml.Node | None, loc: Iterable[Any]) -> yaml.Node | None:
    """The YAML node at a pydantic error location, as deep as it exists."""
    for part in loc:
        if isinstance(node, yaml.MappingNode) and isinstance(part, str):
            found = next((v for k, v in node.value if k.value == part), None)
            if found is None:
                # the key is missing or unknown: point at the key itself when it exists
                key = next((k for k, _ in node.value if k.value == part), None)
                return key or node
            node = found
        elif isinstance(node, yaml.SequenceNode) and isinstance(part, int):
            if part >= len(node.value):
                return node
            node = node.value[part]
        else:
            break
    return node


def line_at(node: yaml.Node | None, loc: Iterable[Any] = ()) -> int | None:
    target = node_at(node, loc)
    return target.start_mark.line + 1 if target is not None else None
