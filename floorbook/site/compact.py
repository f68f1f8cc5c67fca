"""Python sources made smaller for the browser, and the zip archives that carry them.

A compacted source is the same program without its comments and docstrings (``ast.unparse`` of its
tree, each module's, class's and function's docstring taken out): what the pages download is smaller
(the assistant's trimmed standard library: about half), and Python has less to read when it imports
it. Docstrings go as they do under ``python -OO``, which the standard library supports; the
project's browser code needs none at run time (the engine's situation summaries are for the CLI).

This module imports only the standard library and nothing of the project: ``site_tools/stdlib-compact.mjs``
runs it under Pyodide's own Python to compact Pyodide's standard library (whose syntax may be newer than
the Python that builds the site), and the build runs it to compact the project's code.
"""

from __future__ import annotations

import ast
import io
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
    return ast.unparse(tree) + "\n"


def zip_files(files: Iterable[tuple[str, bytes]]) -> bytes:
    """Files (name in the archive, bytes) as one zip, with fixed dates: the same files give the same bytes."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for name, data in files:
            info = zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, data)
    return out.getvalue()


def compact_archive(data: bytes, entries: Iterable[str] | None = None) -> bytes:
    """A zip's files (only ``entries``, in their order, when given), each ``.py`` compacted
    (:func:`compact_source`), the others as they are."""
    source = zipfile.ZipFile(io.BytesIO(data))
    names = list(entries) if entries is not None else source.namelist()
    return zip_files((name, compact_source(source.read(name)).encode("utf-8") if name.endswith(".py")
                      else source.read(name)) for name in names)
