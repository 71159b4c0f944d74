"""File checksums, read in blocks: SHA-256 and the git blob SHA-1."""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from pathlib import Path


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
