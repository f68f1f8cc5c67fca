"""What makes ``mkdocs serve`` (``make serve``) quick after an edit; the MkDocs hook
``hooks/serve.py`` applies it. MkDocs-specific, and only for the development server.

- :func:`use_inotify`: MkDocs' live-reload server polls every watched folder every half second
  (watchdog's ``PollingObserver``: ``site_src/`` alone has ~1,800 files), so an edit is seen up to
  0.5 s late and the polling takes CPU all the time. On Linux the server is given watchdog's
  inotify observer instead: the kernel reports the edit at once. Elsewhere, or when inotify is not
  available, the polling stays.
- :data:`TEMPLATES`: MkDocs makes a new Jinja environment for each build of each language, which
  compiles the theme's templates again (0.1–0.2 s per language); their compiled code is kept in
  memory for the life of the server (keyed by each template's source, so an edited template is
  compiled again).
"""

from __future__ import annotations

import logging
import sys
from typing import Any

import jinja2

log = logging.getLogger("mkdocs.floorbook")


class MemoryBytecodeCache(jinja2.BytecodeCache):
    """Jinja's compiled templates kept in memory (Jinja checks each one against its source)."""

    def __init__(self) -> None:
        self._code: dict[str, bytes] = {}

    def load_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        if bucket.key in self._code:
            bucket.bytecode_from_string(self._code[bucket.key])

    def dump_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        self._code[bucket.key] = bucket.bytecode_to_string()

    def clear(self) -> None:
        self._code.clear()


TEMPLATES = MemoryBytecodeCache()  # one per process: the hooks' modules are loaded again at every build


def use_inotify(server: Any) -> bool:
    """Give MkDocs' ``LiveReloadServer`` (not started yet) watchdog's inotify observer in place of its
    polling one, with the same watched folders. False (polling kept) off Linux or without inotify."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        # deferred: watchdog comes with MkDocs' server and is needed only when serving, on Linux
        from watchdog import events
        from watchdog.observers.inotify import InotifyObserver

        # what the polling saw (a file's content or date): not the opening and reading of files
        # that every build does, which inotify reports too and would start the next build
        changes = [events.FileCreatedEvent, events.FileModifiedEvent, events.FileDeletedEvent,
                   events.FileMovedEvent, events.FileAttribEvent]

        class Observer(InotifyObserver):
            def schedule(self, handler: Any, path: Any, **kwargs: Any) -> Any:
                return super().schedule(handler, path, **{"event_filter": changes, **kwargs})

        paths = dict(server._watched_paths)  # folder → number of watch() calls
        observer = Observer()
    except (ImportError, AttributeError, OSError) as err:  # another MkDocs, no inotify: keep polling
        log.info("floorbook: file changes polled (%s)", err)
        return False
    for path, count in paths.items():
        for _ in range(count):
            server.unwatch(path)
    server.observer = observer
    for path, count in paths.items():
        for _ in range(count):
            server.watch(path)
    return True
