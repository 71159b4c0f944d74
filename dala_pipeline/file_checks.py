"""Checks of a file: whether it can be read as a source, and its checksums, read in blocks."""

from __future__ import annotations

import errno
import hashlib
import os
import stat
from collections.abc import Iterator
from pathlib import Path

from dala_pipeline.errors import shown


def file_blocks(path: Path) -> Iterator[bytes]:
    """The bytes of a file in 1 MiB blocks: hashing never holds a whole file."""
    with path.open("rb") as handle:
        yield from iter(lambda: handle.read(1 << 20), b"")


def file_sha256(path: Path) -> str:
    digest = hashlib.sha256()
    for block in file_blocks(path):
        digest.update(block)
    return digest.hexdigest()


def checksums(path: Path) -> tuple[int, str, str]:
    """Size, SHA-256 and git blob SHA-1 of a file."""
    size = path.stat().st_size
    sha256, git = hashlib.sha256(), hashlib.sha1(b"blob %d\0" % size)
    for block in file_blocks(path):
        sha256.update(block)
        git.update(block)
    return size, sha256.hexdigest(), git.hexdigest()


def git_blob_sha1(path: str | Path) -> str:
    """The SHA-1 git gives the file's content (``git hash-object``)."""
    return checksums(Path(path))[2]


def unreadable(path: Path) -> str | None:
    """Why ``path`` cannot be read as a source file, or None when it can."""
    try:
        mode = path.stat().st_mode
        if stat.S_ISREG(mode):
            path.open("rb").close()
    except OSError as err:
        if err.errno == errno.ENOENT and path.is_symlink():
            return f"cannot read: a symbolic link to {shown(os.readlink(path))}, which does not exist"
        if err.errno == errno.ELOOP:
            return "cannot read: a loop of symbolic links"
        return f"cannot read: {err.strerror or type(err).__name__}"
    if stat.S_ISDIR(mode):
        return "a folder, not a file"
    if not stat.S_ISREG(mode):
        return "not a regular file"
    return None
