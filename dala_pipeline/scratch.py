"""Scratch folders in the system's temporary folder, removed even after a kill.

A scratch folder ``dala-cache-XXXXXXXX`` holds ``owner.lock``: the id of
the process that made it, locked with ``flock`` for as long as the folder
is in use. The kernel releases the lock when the process ends, however it
ends (SIGKILL too), so the next command can prove a folder is a leftover:
it is a real folder of the current user, its lock file is there and can
be locked, and the process it names is gone. Such a folder is removed. A
folder without the lock file, or not of this user, is never touched.
"""

from __future__ import annotations

import fcntl
import os
import shutil
import stat
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

PREFIX = "dala-cache-"
OWNER = "owner.lock"


@contextmanager
def scratch_folder() -> Iterator[Path]:
    """A new scratch folder, removed at the end; leftovers of dead processes are removed first."""
    remove_leftovers()
    folder = Path(tempfile.mkdtemp(prefix=PREFIX))
    staged = folder / (OWNER + ".tmp")
    handle = os.open(staged, os.O_RDWR | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, 0o600)
    try:
        fcntl.flock(handle, fcntl.LOCK_EX)
        os.write(handle, f"{os.getpid()}\n".encode("ascii"))
        os.replace(staged, folder / OWNER)  # seen by others only once it is locked
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)
        os.close(handle)


def remove_leftovers(base: Path | None = None) -> list[Path]:
    """Remove the scratch folders in ``base`` (default: the temporary folder) whose owner is gone."""
    removed = []
    for folder in sorted(Path(base or tempfile.gettempdir()).glob(PREFIX + "*")):
        if _remove_if_left_over(folder):
            removed.append(folder)
    return removed


def _remove_if_left_over(folder: Path) -> bool:
    try:
        info = folder.lstat()
        if not stat.S_ISDIR(info.st_mode) or info.st_uid != os.getuid():
            return False
        handle = os.open(folder / OWNER, os.O_RDWR | os.O_NOFOLLOW | os.O_CLOEXEC)
    except OSError:  # gone, not ours, or not (yet) marked: leave it
        return False
    try:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False  # in use
        if not stat.S_ISREG(os.fstat(handle).st_mode) or _alive(os.pread(handle, 32, 0)):
            return False
        shutil.rmtree(folder, ignore_errors=True)
        return True
    finally:
        os.close(handle)


def _alive(content: bytes) -> bool:
    """Whether the process a lock file names still runs (content that names none: assume it does)."""
    text = content.decode("ascii", "replace").strip()
    if not (text.isascii() and text.isdigit() and len(text) < 10):
        return True
    try:
        os.kill(int(text), 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True
