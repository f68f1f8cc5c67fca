"""Python sources made smaller for the browser, and the zip archives that carry them.

A compacted source is the same program without its comments and docstrings (``ast.unparse`` of its
tree, each module's, class's and function's docstring taken out): what the pages download is smaller
(the assistant's trimmed standard library: about half), and Python has less to read when it imports
it. Docstrings go as they do under ``python -OO``, which the standard library supports; the
project's browser code needs none at run time (the engine's situation summaries are for the CLI).

This module imports only the standard library and nothing of the project: ``build_tools/stdlib-compact.mjs``
runs it under Pyodide's own Python to compact Pyodide's standard library (whose syntax may be newer than
the Python that builds the site), and the build runs it to compact the project's code.
"""

from __future__ import annotations

import ast
import io
import tokenize
import zipfile
from collections.abc import Iterable

DOCUMENTED = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def compact_source(text: str | bytes) -> str:
    """A Python module's source without comments and docstrings (a body left empty gets ``pass``).

    >>> text = '\"\"\"Doc.\"\"\"\\nx = 1  # one\\ndef f():\\n    \"\"\"Only a docstring.\"\"\"\\n'
    >>> print(compact_source(text), end="")
    x = 1
    <BLANKLINE>
    def f():
     pass
    """
    tree = ast.parse(text)
    for node in ast.walk(tree):
        if isinstance(node, DOCUMENTED) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(
                    first.value.value, str):
                node.body = node.body[1:] or [ast.Pass()]
    return one_space_indents(ast.unparse(tree) + "\n")


def one_space_indents(source: str) -> str:
    """``ast.unparse``'s source with one space per level of indentation instead of four (what the
    archive weighs compressed: about 4 % less for the trimmed standard library, 407 → 389 KB). Only the
    first line of each statement moves: the lines inside a string written over several lines are kept as they are; the
    result must parse to the same tree, or ValueError.

    >>> print(one_space_indents("def f():\\n    if x:\\n        return '''a\\n    b'''\\n"), end="")
    def f():
     if x:
      return '''a
        b'''
    """
    starts: dict[int, int] = {}  # row of a statement's first line → its indentation
    at_start = True
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type in (tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT):
            at_start = True
        elif token.type not in (tokenize.NL, tokenize.COMMENT, tokenize.ENDMARKER):
            if at_start:
                starts[token.start[0]] = token.start[1]
            at_start = False
    lines = source.splitlines(keepends=True)
    for row, column in starts.items():
        if column % 4:
            raise ValueError(f"line {row}: an indentation of {column} spaces, not a multiple of four")
        lines[row - 1] = " " * (column // 4) + lines[row - 1][column:]
    out = "".join(lines)
    if ast.dump(ast.parse(out)) != ast.dump(ast.parse(source)):
        raise ValueError("the source with one-space indentation is not the same program")
    return out


def zip_files(files: Iterable[tuple[str, bytes]]) -> bytes:
    """Files (name in the archive, bytes) as one zip, with fixed dates: the same files give the same bytes.

    The files are stored, not deflated one by one: the site is served compressed (gzip or brotli),
    and a host compressing the archive as one stream finds what the files repeat of each other, which
    a zip deflating each file apart cannot (measured with gzip at level 6: the assistant's trimmed
    standard library 440 → 407 KB, its engine archive 111 → 98 KB). Python reads a stored archive
    without inflating it."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as archive:
        for name, data in files:
            archive.writestr(zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0)), data)
    return out.getvalue()


def compact_archive(data: bytes, entries: Iterable[str] | None = None) -> bytes:
    """A zip's files (only ``entries``, in their order, when given), each ``.py`` compacted
    (:func:`compact_source`), the others as they are."""
    source = zipfile.ZipFile(io.BytesIO(data))
    names = list(entries) if entries is not None else source.namelist()
    return zip_files((name, compact_source(source.read(name)).encode("utf-8") if name.endswith(".py")
                      else source.read(name)) for name in names)
