"""A printable HTML document written to a file: ``.html`` as it is, ``.pdf`` by WeasyPrint, whole or not at all.

The house sheet and the rulebook booklet are written by this one function, so that both refuse the same
outputs with the same message and never leave a partial file.
"""

from __future__ import annotations

from pathlib import Path

from floorbook.corpus.files import write_atomic
from floorbook.reading.yamlfile import Problem
from floorbook.sheet.house import SheetError

OUTPUT_SUFFIXES = (".html", ".pdf")


def check_output(out: Path) -> str:
    """The output's suffix (``.html`` or ``.pdf``); :class:`SheetError` naming the file otherwise."""
    suffix = out.suffix.lower()
    if suffix not in OUTPUT_SUFFIXES:
        raise SheetError([Problem(str(out), "", "the output must end in .html or .pdf")])
    return suffix


def write_document(html: str, out: Path) -> Path:
    """Write ``html`` to ``out`` (.html or .pdf) atomically: a temporary file renamed at the end."""
    suffix = check_output(out)

    def fill(tmp: Path) -> None:
        if suffix == ".html":
            tmp.write_text(html, encoding="utf-8")
        else:
            # deferred: WeasyPrint needs Pango from the system and loads for a PDF only; HTML needs neither
            from weasyprint import HTML

            HTML(string=html, base_url=str(out.parent)).write_pdf(tmp)

    write_atomic(out, fill)
    return out
