"""Notices of the site build that must not fail a ``--strict`` build (no service worker without
Node.js, no floor assistant without Pyodide): printed like MkDocs' warnings, on a logger of their
own that MkDocs' warning counter does not see."""

from __future__ import annotations

import logging
import sys


def notice_logger(name: str) -> logging.Logger:
    """The logger ``name``, printing to stderr as ``WARNING -  message`` and not propagating to
    MkDocs' loggers (set up once, however many times a hook module is loaded)."""
    logger = logging.getLogger(name)
    if not logger.handlers:
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(logging.Formatter("%(levelname)-8s-  %(message)s"))
        logger.addHandler(handler)
        logger.propagate = False
    return logger
