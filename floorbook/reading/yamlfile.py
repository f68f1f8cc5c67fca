"""YAML files with line numbers, and the problems found in them (standard library and PyYAML only).

Every reader of the project's YAML (the loader, the scenarios, the parameters, house
configurations — also in the browser, where PyYAML runs without libyaml) parses through here, so a
problem is always worded and located the same way: ``file:line: field: what was expected``.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml


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


def _parse_yaml(path: Path, rel: str, problems: list[Problem], loader: type = _Loader) -> tuple[Any, yaml.Node | None]:
    """Parse ``path``; return (data, node tree for line lookups) or record a syntax problem."""
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as err:
        problems.append(Problem(rel, "", f"is not UTF-8 text ({err.reason})"))
        return None, None
    return parse_text(text, rel, problems, loader)


def parse_text(text: str, rel: str, problems: list[Problem], loader: type = _Loader) -> tuple[Any, yaml.Node | None]:
    """Parse YAML ``text`` named ``rel`` in messages: (data, node tree for line lookups), or
    ``(None, None)`` with one problem when it does not parse, is empty or repeats a key.

    ``loader``: libyaml's when installed (fast), or ``yaml.SafeLoader``, the pure-Python parser, which
    words some syntax errors otherwise: the readers that run in the browser too pass it everywhere.
    A text parsed cleanly before gives the same data (a copy of its own) without being parsed again."""
    kept = _parsed.get((text, loader))
    if kept is not None:
        return copy.deepcopy(kept[0]), kept[1]
    node = None
    try:
        # one parse (libyaml when available): the node tree gives lines, then the data is built from it
        parser = loader(text)
        try:
            node = parser.get_single_node()
            data = parser.construct_document(node) if node is not None else None
        finally:
            parser.dispose()
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        problem = getattr(err, "problem", None) or str(err)
        problems.append(Problem(rel, "", f"YAML syntax error: {problem}", line))
        return None, None
    except ValueError:  # a value YAML recognises but cannot build, such as the date 2026-13-01
        # (said without Python's own words, which change between versions: the browser runs another)
        where = _unbuildable(node)
        value = f"{where.value!r} " if where is not None else ""
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
            problems.append(Problem(rel, key, f"duplicate key (first at line {first}); "
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


def _unbuildable(node: yaml.Node | None) -> yaml.ScalarNode | None:
    """The first scalar of the tree that YAML recognises (a date…) but cannot build."""
    builder = yaml.SafeLoader("")
    stack = [node] if node is not None else []
    while stack:
        current = stack.pop(0)
        if isinstance(current, yaml.ScalarNode):
            try:
                builder.construct_object(current, deep=True)
            except ValueError:
                return current
        elif isinstance(current, yaml.MappingNode):
            stack[:0] = [n for pair in current.value for n in pair]
        elif isinstance(current, yaml.SequenceNode):
            stack[:0] = list(current.value)
    return None


def read_yaml(path: Path, rel: str, problems: list[Problem], loader: type = _Loader) -> tuple[Any, yaml.Node | None]:
    """Parse one YAML file of the project (any folder): the data and its node tree for lines.

    A file that cannot be read, is not UTF-8, does not parse, is empty or repeats a key in a
    mapping gets one problem of its own and ``(None, None)``: callers skip it, so its mistakes
    never cascade into follow-on errors.
    """
    if not path.is_file():
        problems.append(Problem(rel, "", "no such file" if not path.exists() else "is not a file"))
        return None, None
    try:
        return _parse_yaml(path, rel, problems, loader)
    except OSError as err:
        problems.append(Problem(rel, "", f"cannot be read ({err.strerror or err})"))
        return None, None


def _duplicate_keys(node: yaml.Node | None) -> list[tuple[str, int, int]]:
    """Every key repeated in a mapping of the tree: (key, its line, the line of its first use).

    YAML parsers keep the last value of a repeated key silently; a contributor meant one of them.
    """
    out: list[tuple[str, int, int]] = []
    stack = [node] if node is not None else []
    while stack:
        current = stack.pop()
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
