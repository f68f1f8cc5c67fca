"""Writing the files a command produces: whole or not at all, with the user's usual permissions."""

from __future__ import annotations

import fcntl
import os
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def write_atomic(out: Path, fill: Callable[[Path], None]) -> Path:
    """Write ``out`` through ``fill(temporary path)``, then rename it into place.

    A failure leaves any previous ``out`` untouched and no temporary file behind. The file gets
    the permissions any new file of the user gets (0666 minus the umask), not the 0600 of a
    temporary file.
    """
    out.parent.mkdir(parents=True, exist_ok=True)
    fd, name = tempfile.mkstemp(dir=out.parent, prefix=f".{out.name}.", suffix=out.suffix)
    os.close(fd)
    tmp = Path(name)
    try:
        fill(tmp)
        os.chmod(tmp, 0o666 & ~_umask())
        os.replace(tmp, out)
    finally:
        if tmp.exists():
            tmp.unlink()
    return out


@contextmanager
def held_lock(path: Path) -> Iterator[None]:
    """Hold the lock file ``path`` (made if missing) until the block ends, waiting while another process
    holds it: two builds running at once (each generator's) make a shared cached file once, not twice."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)
